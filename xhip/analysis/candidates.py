"""Which allocs of a function are pooled, where each one's pool is computed,
and when each buffer is live: the one interface between the analyses and the
planner, for both values of the `scope` option.

`find_candidates` picks the live-range source, and that is all `scope` picks:

* `entry-block` (the reference, docs/semantics.md §4): the used allocs
  directly in the entry block of a single-block function, live on one
  interval of block indices (`xhip.analysis.lifetimes`), all at home in the
  entry block;
* `function` (§4.8): every used alloc of the function, at any depth and in
  any block, live on the `IntervalSet` of program points that
  `xhip.analysis.liveness` computes, at home in the block where its sizes are
  known (`_home_of`).

Every other alloc is an `UnpooledAlloc` with the remark that says why, but
the used allocs inside the regions of the entry block's ops, which the
`entry-block` source does not consider (the reference says nothing of them):
those are `PassedOver`, each with the scope whose source does. A new rule
that leaves an alloc unpooled goes here, in the source it concerns.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from collections.abc import Set as AbstractSet
from dataclasses import dataclass, field
from typing import Literal

from xdsl.dialects import func, memref
from xdsl.ir import Block, BlockArgument, Operation, OpResult, SSAValue

from xhip.analysis.aliases import alias_graph
from xhip.analysis.captures import CalleeCaptures
from xhip.analysis.lifetimes import (
    Candidate,
    LifetimeStart,
    classify_frees,
    pool_candidates,
)
from xhip.analysis.liveness import (
    BufferLiveness,
    buffer_liveness,
    concurrent_parent,
    deferring_parent,
)
from xhip.analysis.op_facts import region_on_cycle
from xhip.analysis.positions import BlockPositions
from xhip.diagnostics import PoolAllocsError, format_location
from xhip.ir.cfg import Cycles, NestedDominance
from xhip.ir.names import fallback_name, printed_name
from xhip.planning.interval_sets import IntervalSet
from xhip.planning.requests import Lifetime

ScopeName = Literal["entry-block", "function"]
"""The values of the `scope` option: which allocs of a function are pooled
(the source of candidates `find_candidates` picks)."""

SCOPES: tuple[ScopeName, ...] = ("entry-block", "function")

MULTI_BLOCK_NOTE = (
    "scope=function pools the allocs of a function of several blocks "
    "(--hip-pool-allocs='scope=function'; xhip plan --scope function)"
)
"""The note of the single-block error: the option that lifts it."""


@dataclass(frozen=True)
class UnpooledAlloc:
    """A used alloc the pass leaves as it is, and why."""

    alloc: memref.AllocOp
    reason: str
    """One sentence, the remark the pass prints at the alloc."""


@dataclass(frozen=True)
class PassedOver:
    """A used alloc inside a region of the entry block's op `holder`, which
    the `entry-block` source does not consider (docs/semantics.md §4, §8)."""

    alloc: memref.AllocOp
    holder: Operation
    scope: ScopeName = "function"
    """The value of the `scope` option whose source considers it."""


@dataclass(frozen=True)
class PoolCandidate:
    """An alloc to pool: when it is live and where its pool is computed."""

    alloc: memref.AllocOp
    index: int
    """Its program point: its index in the entry block (`entry-block`), or
    in the function's ops in pre-order (`function`)."""
    live: IntervalSet
    """The program points where the buffer may be live (one interval under
    the reference's rules; empty for a buffer only deallocs use)."""
    lifetime: Lifetime
    """The reference's `[start, end]` (`[def, 0]`: only deallocs use it), or
    the hull of `live`."""
    home: Block
    """The block that computes its pool: the entry block, or the block of its
    latest-defined size (docs/semantics.md §4.8)."""
    deallocs: tuple[memref.DeallocOp, ...] = ()
    """Deallocs of the buffer or of a view chain of it: erased once pooled."""


@dataclass
class Candidates:
    """A function's allocs to pool, in the order of their program points, and
    those it leaves, in the same order."""

    pooled: list[PoolCandidate] = field(default_factory=list[PoolCandidate])
    unpooled: list[UnpooledAlloc] = field(default_factory=list[UnpooledAlloc])
    passed_over: list[PassedOver] = field(default_factory=list[PassedOver])
    """The used allocs this source does not consider, in pre-order (neither
    pooled nor unpooled: the `entry-block` source's nested allocs)."""
    reference_rules: bool = True
    """Live ranges are the reference's block-index lifetimes (docs/semantics.md
    §4), on which §6's layouts are defined (grouped mode, small buckets,
    layouts chosen at run time) and a pool goes right before its domain's
    earliest alloc (§7); else interval sets, packed by
    `xhip.planning.interval_slabs`, a pool computed from its home's start."""

    def anchor(self, home: Block, earliest: memref.AllocOp) -> Operation:
        """The op before which a domain's segments with no point of their own
        go: its earliest alloc, or the first op of its home."""
        first = home.first_op
        if self.reference_rules or first is None:
            return earliest
        return first


def find_candidates(
    f: func.FuncOp,
    scope: ScopeName,
    start: LifetimeStart = LifetimeStart.ALLOC,
    freed_at_return: bool = False,
) -> Candidates:
    """The candidates of `f` (it has a body) under `scope` (`entry-block` or
    `function`). `freed_at_return`: the pools are freed before each
    `func.return` (`pool=memref`), so a buffer one may return stays unpooled.
    Raises `PoolAllocsError` for a function of several blocks under
    `entry-block`."""
    if scope == "function":
        return _function_candidates(f, freed_at_return)
    return _entry_block_candidates(f, start, freed_at_return)


def alloc_name(op: memref.AllocOp) -> str:
    """As printed (`%alloc_0`, `%3`: xhip.ir.names), else by location."""
    printed = printed_name(op.memref)
    if printed is not None:
        return printed
    return fallback_name(op.memref)


def _not_pooled(op: memref.AllocOp, reason: str) -> UnpooledAlloc:
    return UnpooledAlloc(op, _remark(op, reason))


def _remark(op: memref.AllocOp, reason: str) -> str:
    return f"hip-pool-allocs: {alloc_name(op)} is not pooled: {reason}"


# -- scope=entry-block ----------------------------------------------------------------


def _entry_block_candidates(
    f: func.FuncOp, start: LifetimeStart, freed_at_return: bool
) -> Candidates:
    if len(f.body.blocks) != 1:
        raise PoolAllocsError(
            "hip-pool-allocs requires single-block functions; liveness analysis "
            "uses sequential op indices that do not generalize to control flow",
            f,
            [(MULTI_BLOCK_NOTE, f)],
        )
    block = f.body.blocks[0]
    positions = BlockPositions(block)
    found = pool_candidates(block, start, positions)
    result = Candidates(
        unpooled=[
            UnpooledAlloc(c.alloc, freed_message(c.alloc, c.freed_through))
            for c in found
            if c.freed_through is not None
        ],
        passed_over=_nested_allocs(block),
    )
    found = [c for c in found if c.freed_through is None]
    if freed_at_return and found:
        returned = _returned_candidates(f, block, found)
        result.unpooled.extend(returned.values())
        result.unpooled.sort(key=lambda u: positions.of(u.alloc))
        found = [c for c in found if c.alloc not in returned]
    result.pooled = [
        PoolCandidate(
            c.alloc,
            c.index,
            IntervalSet()
            if c.lifetime.is_empty
            else IntervalSet([(c.lifetime.start, c.lifetime.end)]),
            c.lifetime,
            block,
            c.deallocs,
        )
        for c in found
    ]
    return result


def _nested_allocs(block: Block) -> list[PassedOver]:
    """The used allocs inside the regions of `block`'s ops, in pre-order,
    each with the op of `block` that holds it: `scope=function` considers
    them, `entry-block` does not."""
    found: list[PassedOver] = []
    for holder in block.ops:
        for region in holder.regions:
            for op in region.walk():
                if isinstance(op, memref.AllocOp) and op.memref.uses:
                    found.append(PassedOver(op, holder))
    return found


def _returned_candidates(
    f: func.FuncOp, block: Block, candidates: list[Candidate]
) -> dict[memref.AllocOp, UnpooledAlloc]:
    """`returned_allocs` of the block's candidates, on the alias graph. Only
    a buffer live to the block's end (its lifetime reaches the terminator) may
    have its address kept, so only those may come back from memory."""
    graph = alias_graph(f)

    def may_be(value: SSAValue) -> tuple[AbstractSet[SSAValue], bool]:
        upstream = graph.upstream(value)
        return upstream, not graph.marked.isdisjoint(upstream)

    last = len(block.ops) - 1
    kept = {c.alloc for c in candidates if c.lifetime.end >= last}
    return returned_allocs(f, [c.alloc for c in candidates], may_be, kept.__contains__)


def returned_allocs(
    f: func.FuncOp,
    allocs: Iterable[memref.AllocOp],
    may_be: Callable[[SSAValue], tuple[AbstractSet[SSAValue], bool]],
    escaped: Callable[[memref.AllocOp], bool],
) -> dict[memref.AllocOp, UnpooledAlloc]:
    """The allocs a `func.return` of `f` may return (docs/semantics.md §7.7),
    each with its remark: an operand whose roots (`may_be`: the buffers a
    value may point into, and whether it may come from memory) hold it, or
    one that may come from memory while its address may be kept (`escaped`).
    A `pool=memref` pool is freed before each `func.return`, so such a buffer
    cannot be a view of it."""
    allocs = list(allocs)
    found: dict[memref.AllocOp, UnpooledAlloc] = {}
    for ret in (b.last_op for b in f.body.blocks):
        if not isinstance(ret, func.ReturnOp):
            continue
        where = format_location(ret.location)
        at = f" at {where}" if where else ""
        for operand in ret.arguments:
            roots, loaded = may_be(operand)
            for alloc in allocs:
                if alloc in found:
                    continue
                if alloc.memref in roots or (loaded and escaped(alloc)):
                    found[alloc] = _not_pooled(
                        alloc,
                        f"func.return{at} may return it or a view of it, and a "
                        "pool=memref pool is freed before each func.return of "
                        "the function",
                    )
    return found


def freed_message(alloc: memref.AllocOp, op: Operation) -> str:
    """The remark for `alloc` left unpooled because `op` may free it (a dealloc
    of a value that may be it or another buffer, a call whose callee frees
    it, or another op that frees)."""
    where = format_location(op.location)
    at = f" at {where}" if where else ""
    if isinstance(op, memref.DeallocOp):
        freed = op.memref
        name = printed_name(freed) or (
            f"%{freed.name_hint}" if freed.name_hint else "a value"
        )
        reason = (
            f"memref.dealloc {name}{at} frees either it "
            "or another buffer, so that dealloc can be neither erased (a leak) nor "
            "kept (it would free pool memory)"
        )
    elif isinstance(op, func.CallOp):
        reason = (
            f"{op.name} {op.callee}{at} passes it to a function that may free "
            "it, which would free pool memory"
        )
    else:
        reason = f"{op.name}{at} may free it, which would free pool memory"
    return _remark(alloc, reason)


# -- scope=function -------------------------------------------------------------------


def _function_candidates(f: func.FuncOp, freed_at_return: bool) -> Candidates:
    """The used allocs at any depth whose pool has a home, live on their
    `buffer_liveness` sets."""
    liveness = buffer_liveness(f)
    unpooled: list[UnpooledAlloc] = []
    homes: dict[memref.AllocOp, Block] = {}
    cycles = Cycles()
    dominance = NestedDominance()
    for op in liveness.ops:
        if not isinstance(op, memref.AllocOp) or not op.memref.uses:
            continue
        home = _home_of(f, op, cycles, dominance)
        reason = home if isinstance(home, str) else _why_not_pooled(f, op, liveness)
        if reason is None:
            assert isinstance(home, Block)
            homes[op] = home
        else:
            unpooled.append(_not_pooled(op, reason))
    if freed_at_return:
        _freed_at_returns(f, liveness, homes, unpooled, dominance)
    deallocs = _classify_frees(f, liveness, list(homes), unpooled)
    pooled: list[PoolCandidate] = []
    for a, home in homes.items():
        if a not in deallocs:
            continue
        live = liveness.intervals[a]
        hull = Lifetime(live.first, live.last) if live else Lifetime(0, -1)
        pooled.append(
            PoolCandidate(a, liveness.index(a), live, hull, home, tuple(deallocs[a]))
        )
    unpooled.sort(key=lambda u: liveness.index(u.alloc))
    return Candidates(pooled, unpooled, reference_rules=False)


def _freed_at_returns(
    f: func.FuncOp,
    liveness: BufferLiveness,
    homes: dict[memref.AllocOp, Block],
    unpooled: list[UnpooledAlloc],
    dominance: NestedDominance,
) -> None:
    """With `pool=memref` each pool is freed right before every `func.return`
    (docs/semantics.md §7.7): the candidates a `func.return` may return
    (`returned_allocs`), or whose home is not a block of the function's body
    that dominates every block with a `func.return` (every path that makes
    the pool then frees it once, and the pool is defined there), leave
    `homes` for `unpooled`."""
    aliases = liveness.aliases

    def may_be(value: SSAValue) -> tuple[AbstractSet[SSAValue], bool]:
        return aliases.roots_of(value), aliases.from_memory(value)

    returned = returned_allocs(f, homes, may_be, lambda a: a in liveness.escaped)
    returns = [b for b in f.body.blocks if isinstance(b.last_op, func.ReturnOp)]
    for op in list(homes):
        if op in returned:
            unpooled.append(returned[op])
            del homes[op]
            continue
        home = homes[op]
        if home.parent is f.body and all(dominance.dominates(home, b) for b in returns):
            continue
        owner = home.parent_op()
        where = (
            "in a block that does not dominate every func.return"
            if home.parent is f.body
            else f"inside {owner.name if owner is not None else 'a region'}"
        )
        unpooled.append(
            _not_pooled(
                op,
                f"its pool would be made {where}, and a pool=memref pool is "
                "freed before each func.return of the function",
            )
        )
        del homes[op]


def _why_not_pooled(
    f: func.FuncOp, op: memref.AllocOp, liveness: BufferLiveness
) -> str | None:
    if op in liveness.self_overlapping:
        return (
            "it is carried from one iteration to the next (an iter_args, a "
            "yield, a block argument or an escape), so an older instance may "
            "still be live when its alloc runs again and one offset cannot "
            "hold both"
        )
    parent = deferring_parent(op, f)
    if parent is not None:
        return f"it is inside {parent.name}, whose regions may run later"
    parent = concurrent_parent(op, f)
    if parent is not None:
        return (
            f"it is inside {parent.name}, whose regions may run several "
            "instances at once, and one offset cannot hold them all"
        )
    return None


def _home_of(
    f: func.FuncOp, op: memref.AllocOp, cycles: Cycles, dominance: NestedDominance
) -> Block | str:
    """The block that computes `op`'s pool (docs/semantics.md §4.8): the
    entry block when each dynamic size is defined there (or is an argument),
    else the block of its latest-defined size; or why there is none."""
    entry = f.body.blocks[0]
    home = entry
    latest: SSAValue | None = None
    for size in op.dynamic_sizes:
        block = _defining_block(size)
        if block is entry or block is None:
            continue
        loop = _loop_around(size, op)
        if loop is not None:
            return (
                f"its size {_size_name(size)} is defined inside {loop.name}, "
                "which encloses it (a size that may change from one iteration "
                "to the next)"
            )
        if isinstance(size, BlockArgument) and _after_entry(size.block):
            return (
                f"its size {_size_name(size)} is an argument of a block other "
                "than the entry block (a value of the path taken, which "
                "verify-plan's checker cannot evaluate)"
            )
        if dominance.dominates(block, home):
            continue
        if latest is not None and not dominance.dominates(home, block):
            return (
                f"its sizes {_size_name(latest)} and {_size_name(size)} are "
                "defined in blocks neither of which dominates the other"
            )
        home, latest = block, size
    if latest is not None and cycles.around(home):
        return (
            f"its size {_size_name(latest)} is defined in a block on a cycle of "
            "the CFG (a lowered loop): the block may run again while the pool "
            "computed there is live"
        )
    return home


def _after_entry(block: Block) -> bool:
    """Whether `block` is a block of its region other than the first: the
    function's or a nested region's (`scf.execute_region`); its arguments
    are values of the path taken."""
    region = block.parent
    return region is not None and region.blocks.first is not block


def _size_name(size: SSAValue) -> str:
    return printed_name(size) or (f"%{size.name_hint}" if size.name_hint else "a size")


def _defining_block(value: SSAValue) -> Block | None:
    if isinstance(value, BlockArgument):
        return value.block
    assert isinstance(value, OpResult)
    return value.owner.parent_block()


def _loop_around(size: SSAValue, alloc: Operation) -> Operation | None:
    """The innermost op around both `size`'s definition and `alloc` that may
    run the region holding the definition again, if any (an `scf.for` whose
    body defines it, or whose induction variable it is; either region of an
    `scf.while`: `region_on_cycle`)."""
    block = _defining_block(size)
    while block is not None and (region := block.parent) is not None:
        parent = region.parent
        if parent is None or isinstance(parent, func.FuncOp):
            return None
        if parent.is_ancestor(alloc) and region_on_cycle(parent, region):
            return parent
        block = parent.parent_block()
    return None


def _classify_frees(
    f: func.FuncOp,
    liveness: BufferLiveness,
    candidates: list[memref.AllocOp],
    unpooled: list[UnpooledAlloc],
) -> dict[memref.AllocOp, list[memref.DeallocOp]]:
    """The deallocs of each candidate that stays poolable (keys), erased once
    pooled; a candidate another op may free (`classify_frees`, as the
    entry-block source decides it) is appended to `unpooled`."""
    aliases = liveness.aliases

    def may_be(value: SSAValue) -> tuple[AbstractSet[SSAValue], bool]:
        return aliases.roots_of(value), aliases.from_memory(value)

    by_value: dict[SSAValue, memref.AllocOp] = {a.memref: a for a in candidates}
    escaped = {a.memref for a in candidates if a in liveness.escaped}
    callees = CalleeCaptures.of(f)
    deallocs, freed_through = classify_frees(
        liveness.ops, may_be, by_value.keys(), escaped, liveness.effects_of, callees
    )
    for value, op in freed_through.items():
        alloc = by_value[value]
        unpooled.append(UnpooledAlloc(alloc, freed_message(alloc, op)))
    return {
        a: deallocs.get(a.memref, [])
        for a in candidates
        if a.memref not in freed_through
    }

"""`scope=function`: the plan of every alloc of a function, by liveness.

The entry-block path (`planner`) numbers the ops of one block; here the
program points are the whole function's (`xhip.analysis.liveness`: a dense
backward dataflow over its blocks, branches and loops) and each buffer is live
on an `IntervalSet` of them. Pooled: every used `memref.alloc`, at any depth
and in any block, whose dynamic sizes are the function's arguments, values of
its entry block, or values of a later block that runs at most once per call
(the alloc's *home*: the pools are computed there). Left as they are, with a
remark: a size defined inside a loop around the alloc (it may change from one
iteration to the next) or in a block on a CFG cycle, a size that is another
block's argument, allocs whose older instances may still be live when they
run again (`self_overlapping`: one offset cannot hold two instances), allocs
inside a region that may run later or several instances at once
(`scf.parallel`), and buffers another op may free (docs/semantics.md §4.8).

The pools are the entry-block path's, on interval sets: the allocs are split
into domains home by home as §5 splits a block's (each alloc at the home's op
that is or holds it, its terminator for the other blocks), and each
domain is a static prefix (the greedy on sets; `packer=best`: the best of its
orders, then a search, `xhip.planning.interval_packing.best_of_orders`) then
slabs of dynamic buffers (`xhip.planning.interval_slabs`), sized by the ops of
`xhip.planning.layout.reference_program`. This module reads the IR and plans;
`xhip.transforms.emit` rewrites it.
"""

from __future__ import annotations

from collections import defaultdict
from collections.abc import Iterable, Iterator, Sequence
from collections.abc import Set as AbstractSet
from dataclasses import dataclass, field
from functools import partial
from typing import overload

from xdsl.dialects import func, memref
from xdsl.ir import Block, BlockArgument, Operation, OpResult, Region, SSAValue

from xhip.analysis.aliases import from_memory, roots_of
from xhip.analysis.captures import CalleeCaptures
from xhip.analysis.domains import Domain
from xhip.analysis.lifetimes import classify_frees
from xhip.analysis.liveness import (
    BufferLiveness,
    buffer_liveness,
    concurrent_parent,
    deferring_parent,
)
from xhip.analysis.op_facts import region_on_cycle
from xhip.analysis.positions import BlockPositions
from xhip.diagnostics import PoolAllocsError
from xhip.ir.dominance import BlockDominance, on_cycles
from xhip.ir.names import naming, printed_name
from xhip.plan.lowering import (
    alloc_alignment,
    alloc_name,
    alloc_request,
    check_pool_function,
    freed_message,
    returned_allocs,
    symbol_name,
)
from xhip.plan.model import Expr, UnpooledAlloc
from xhip.plan.options import PoolOptions
from xhip.planning.expr import MAX_CONSTANT, ExprGraph, OverflowError64
from xhip.planning.interval_packing import best_of_orders, interval_best_fit
from xhip.planning.interval_sets import IntervalSet
from xhip.planning.interval_slabs import SetRequest, plan_interval_slabs
from xhip.planning.layout import DomainLayout, SegmentPoint, request_sizes
from xhip.planning.requests import Request


@dataclass(frozen=True)
class ScopedAlloc:
    """A pooled alloc of a `scope=function` plan."""

    alloc: memref.AllocOp
    name: str
    size: Expr
    """Bytes (`coefficient * F`, before alignment)."""
    offset: Expr
    live: IntervalSet
    """The program points (`BufferLiveness.ops`) where the buffer may be live."""
    domain: int
    deallocs: tuple[memref.DeallocOp, ...]
    """Deallocs of the buffer or a view chain of it: erased once pooled."""


@dataclass(frozen=True)
class ScopedDomain:
    """One pool: its members, layout and size, and where its ops go."""

    id: int
    members: tuple[int, ...]
    """Indices into `FunctionScopePlan.allocs`, in pre-order."""
    layout: DomainLayout
    pool_size: Expr
    points: tuple[SegmentPoint, ...]
    """Where each segment of `layout.program()` goes in `home` (by index in
    `home`; no index: at its start)."""
    home: Block
    """The block that computes the pool: the entry block, or the block of its
    members' latest-defined size (docs/semantics.md §4.8)."""


@dataclass
class FunctionScopePlan:
    """The pools of a function's pooled allocs, each computed in its home
    block (`ScopedDomain.home`)."""

    name: str
    function: func.FuncOp
    graph: ExprGraph
    symbols: list[SSAValue] = field(default_factory=list[SSAValue])
    """Symbol id -> the dynamic size value it stands for."""
    symbol_names: list[str] = field(default_factory=list[str])
    allocs: list[ScopedAlloc] = field(default_factory=list[ScopedAlloc])
    """In pre-order (the order of their program points)."""
    domains: list[ScopedDomain] = field(default_factory=list[ScopedDomain])
    unpooled: list[UnpooledAlloc] = field(default_factory=list[UnpooledAlloc])


@dataclass(frozen=True)
class _Lowered:
    """The pooled allocs as the planner sees them (parallel lists)."""

    allocs: list[memref.AllocOp]
    names: list[str]
    requests: list[Request]
    lives: list[IntervalSet]
    alignments: list[int]
    deallocs: dict[memref.AllocOp, list[memref.DeallocOp]]
    symbol_names: dict[int, str]
    """Symbol id -> name, one mapping that every `Expr` of the plan shares."""


def plan_function_scope(
    f: func.FuncOp, options: PoolOptions
) -> FunctionScopePlan | None:
    """The `scope=function` plan of `f`, or None for a declaration. Raises
    `PoolAllocsError` as the entry-block path does (no context argument, a
    type a view cannot have, ...)."""
    if not f.body.blocks:
        return None
    plan = FunctionScopePlan(
        f.sym_name.data, f, ExprGraph(extra_folds=options.packer == "best")
    )
    with naming(f):
        liveness = buffer_liveness(f)
        unpooled: list[UnpooledAlloc] = []
        homes: dict[memref.AllocOp, Block] = {}
        candidates = _candidates(f, liveness, unpooled, homes)
        if options.pool == "memref":
            candidates = _freed_at_returns(f, liveness, candidates, homes, unpooled)
        deallocs = _classify_frees(f, liveness, candidates, unpooled)
        candidates = [a for a in candidates if a in deallocs]
        plan.unpooled = sorted(unpooled, key=lambda u: liveness.index(u.alloc))
        if not candidates:
            return plan
        check_pool_function(f, options.pool == "hip")
        symbols: dict[SSAValue, int] = {}
        requests = [alloc_request(f, a, symbols) for a in candidates]
        plan.symbols = list(symbols)
        plan.symbol_names = [symbol_name(v, i) for i, v in enumerate(plan.symbols)]
        names = [alloc_name(a) for a in candidates]
        homes = {a: homes[a] for a in candidates}
    lowered = _Lowered(
        candidates,
        names,
        requests,
        [liveness.intervals[a] for a in candidates],
        [alloc_alignment(a) for a in candidates],
        deallocs,
        dict(enumerate(plan.symbol_names)),
    )
    placed: dict[int, ScopedAlloc] = {}
    by_home: dict[Block, list[int]] = {}
    for k, a in enumerate(candidates):
        by_home.setdefault(homes[a], []).append(k)
    for home in _homes_in_order(f, homes.values()):
        members = by_home[home]
        positions = BlockPositions(home)
        definitions = _Definitions(plan.symbols, positions)
        # Each alloc stands at the home's op that is or holds it (its
        # terminator for the other blocks): the pool must come before it.
        # The allocs in the order of where they stand, not of their listing:
        # a block the home dominates may be listed before it, and its allocs
        # stand at the home's terminator, after the home's own.
        standing = {k: positions.of(candidates[k]) for k in members}
        members.sort(key=standing.__getitem__)
        for domain in _partition(
            [standing[k] for k in members], [candidates[k] for k in members], positions
        ):
            chosen = sorted(members[j] for j in domain.members)
            _plan_domain(plan, options, lowered, home, definitions, chosen, placed)
    plan.allocs = [placed[k] for k in range(len(candidates))]
    return plan


def _plan_domain(
    plan: FunctionScopePlan,
    options: PoolOptions,
    lowered: _Lowered,
    home: Block,
    definitions: Sequence[int],
    members: list[int],
    placed: dict[int, ScopedAlloc],
) -> None:
    """Appends the next domain (of the allocs `members`, computed in `home`;
    `definitions`: each symbol's index there, -1 when defined before it) to
    `plan`, its members' plans to `placed`."""
    d = len(plan.domains)
    alignment = max([options.alignment, *(lowered.alignments[k] for k in members)])
    local = [lowered.requests[k] for k in members]
    sets = [
        SetRequest(lowered.lives[k], r.coefficient, r.factor)
        for k, r in zip(members, local, strict=True)
    ]
    # Looked up at each call: tests replace it.
    packer = (
        partial(best_of_orders, effort=options.packer_effort)
        if options.packer == "best"
        else interval_best_fit
    )
    graph = plan.graph
    try:
        layout = plan_interval_slabs(sets, alignment, packer)
        exprs = layout.exprs(graph, local)
        sizes = request_sizes(graph, local)
    except OverflowError64 as e:
        raise PoolAllocsError(
            f"hip-pool-allocs: the pool of @{plan.name} overflows 64 bits ({e})",
            plan.function,
        ) from e
    _check_smallest_pool(plan, exprs.pool_size)
    names_of = lowered.symbol_names
    for j, k in enumerate(members):
        alloc = lowered.allocs[k]
        placed[k] = ScopedAlloc(
            alloc,
            lowered.names[k],
            Expr(graph, sizes[j], names_of),
            Expr(graph, exprs.offsets[j], names_of),
            lowered.lives[k],
            d,
            tuple(lowered.deallocs[alloc]),
        )
    plan.domains.append(
        ScopedDomain(
            d,
            tuple(members),
            layout,
            Expr(graph, exprs.pool_size, names_of),
            tuple(layout.program().points(definitions)),
            home,
        )
    )


def _check_smallest_pool(plan: FunctionScopePlan, pool_size: int) -> None:
    """As the entry-block path (docs/semantics.md §6.6): a pool above 2^63 - 1
    when every runtime size is 1 can never be allocated."""
    # Every symbol at 1, without a binding of every symbol per domain.
    ones = defaultdict[int, int](lambda: 1)
    (smallest,) = plan.graph.evaluate([pool_size], ones, exact=True)
    if smallest > MAX_CONSTANT:
        raise PoolAllocsError(
            f"hip-pool-allocs: the pool of @{plan.name} overflows 64 bits "
            f"({smallest} bytes when every runtime size is 1)",
            plan.function,
        )


def _partition(
    standing: list[int], allocs: list[memref.AllocOp], positions: BlockPositions
) -> list[Domain]:
    """`partition_domains` in a home block: the allocs, in pre-order, standing
    at the home's indices `standing`; a size defined before the home (in a
    block or region that holds or dominates it) counts as an argument."""
    domains: list[Domain] = []
    for k, (index, alloc) in enumerate(zip(standing, allocs, strict=True)):
        latest = max((_index_in(v, positions) for v in alloc.dynamic_sizes), default=-1)
        newest = domains[-1] if domains else None
        if newest is not None and latest < newest.first_alloc:
            newest.members.append(k)
            newest.latest_size_def = max(newest.latest_size_def, latest)
        else:
            domains.append(Domain([k], index, latest))
    return domains


class _Definitions(Sequence[int]):
    """Each symbol's `_index_in` a home block, found when asked: a domain
    reads only its own symbols', and a function may have a home per block."""

    def __init__(self, symbols: Sequence[SSAValue], positions: BlockPositions):
        self._symbols = symbols
        self._positions = positions

    def __len__(self) -> int:
        return len(self._symbols)

    @overload
    def __getitem__(self, index: int) -> int: ...
    @overload
    def __getitem__(self, index: slice) -> Sequence[int]: ...
    def __getitem__(self, index: int | slice) -> int | Sequence[int]:
        if isinstance(index, slice):
            return [_index_in(v, self._positions) for v in self._symbols[index]]
        return _index_in(self._symbols[index], self._positions)


def _index_in(value: SSAValue, positions: BlockPositions) -> int:
    """The index in `positions`' block of the op defining `value`; -1 when it
    is defined elsewhere (before the block, or an argument)."""
    owner = value.owner
    return positions.get(owner, -1) if isinstance(owner, Operation) else -1


def _homes_in_order(f: func.FuncOp, homes: Iterable[Block]) -> list[Block]:
    """The distinct `homes`, in pre-order of the function's blocks (the entry
    block first)."""
    wanted = set(homes)
    order = [
        f.body.blocks[0],
        *(b for op in f.walk() for r in op.regions for b in r.blocks),
    ]
    return list(dict.fromkeys(b for b in order if b in wanted))


def _candidates(
    f: func.FuncOp,
    liveness: BufferLiveness,
    unpooled: list[UnpooledAlloc],
    homes: dict[memref.AllocOp, Block],
) -> list[memref.AllocOp]:
    """The used allocs that may be pooled, in pre-order, their home blocks in
    `homes`; the others that are left, with why, appended to `unpooled`."""
    found: list[memref.AllocOp] = []
    cycles = _Cycles()
    dominance = _Dominance()
    for op in liveness.ops:
        if not isinstance(op, memref.AllocOp) or not op.memref.uses:
            continue
        home = _home_of(f, op, cycles, dominance)
        reason = home if isinstance(home, str) else _why_not_pooled(f, op, liveness)
        if reason is None:
            assert isinstance(home, Block)
            found.append(op)
            homes[op] = home
        else:
            message = f"hip-pool-allocs: {alloc_name(op)} is not pooled: {reason}"
            unpooled.append(UnpooledAlloc(op, message))
    return found


def _freed_at_returns(
    f: func.FuncOp,
    liveness: BufferLiveness,
    candidates: list[memref.AllocOp],
    homes: dict[memref.AllocOp, Block],
    unpooled: list[UnpooledAlloc],
) -> list[memref.AllocOp]:
    """With `pool=memref` each pool is freed right before every `func.return`
    (docs/semantics.md §7.7): the candidates that no `func.return` may return
    (`returned_allocs`) and whose home is a block of the function's body that
    dominates every block with a `func.return` (every path that makes the pool
    then frees it once, and the pool is defined there); the others are
    appended to `unpooled`."""
    solver = liveness.aliases

    def may_be(value: SSAValue) -> tuple[AbstractSet[SSAValue], bool]:
        return roots_of(solver, value), from_memory(solver, value)

    returned = returned_allocs(f, candidates, may_be, lambda a: a in liveness.escaped)
    returns = [b for b in f.body.blocks if isinstance(b.last_op, func.ReturnOp)]
    body = BlockDominance(f.body)
    kept: list[memref.AllocOp] = []
    for op in candidates:
        if op in returned:
            unpooled.append(returned[op])
            del homes[op]
            continue
        home = homes[op]
        if home.parent is f.body and all(body.dominates(home, b) for b in returns):
            kept.append(op)
            continue
        owner = home.parent_op()
        where = (
            "in a block that does not dominate every func.return"
            if home.parent is f.body
            else f"inside {owner.name if owner is not None else 'a region'}"
        )
        message = (
            f"hip-pool-allocs: {alloc_name(op)} is not pooled: its pool would be "
            f"made {where}, and a pool=memref pool is freed before each "
            "func.return of the function"
        )
        unpooled.append(UnpooledAlloc(op, message))
        del homes[op]
    return kept


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
    f: func.FuncOp, op: memref.AllocOp, cycles: _Cycles, dominance: _Dominance
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


def _ancestor_blocks(block: Block) -> Iterator[Block]:
    """`block`, then the blocks of the ops that hold it, outwards."""
    current: Block | None = block
    while current is not None:
        yield current
        parent = current.parent_op()
        current = parent.parent_block() if parent is not None else None


class _Dominance:
    """Dominance among the function's blocks: one `BlockDominance` per region,
    made when first asked."""

    def __init__(self) -> None:
        self._trees: dict[Region, BlockDominance] = {}

    def dominates(self, a: Block, b: Block) -> bool:
        """Whether every path to `b` goes through `a` (`a` is `b`, holds it,
        or dominates a block that holds it in the CFG of their region)."""
        for x in _ancestor_blocks(b):
            region = x.parent
            if region is a.parent and region is not None:
                tree = self._trees.get(region)
                if tree is None:
                    tree = self._trees[region] = BlockDominance(region)
                return tree.dominates(a, x)
        return False


class _Cycles:
    """Which blocks may run again within one run of the function: a block on
    a cycle of its region's CFG, or held by one (scf loops around an alloc
    are `_loop_around`'s)."""

    def __init__(self) -> None:
        self._on_cycle: dict[Region, set[Block]] = {}

    def around(self, block: Block) -> bool:
        return any(self._cyclic(x) for x in _ancestor_blocks(block))

    def _cyclic(self, block: Block) -> bool:
        region = block.parent
        if region is None:
            return False
        known = self._on_cycle.get(region)
        if known is None:
            known = self._on_cycle[region] = _blocks_on_cycles(region)
        return block in known


def _blocks_on_cycles(region: Region) -> set[Block]:
    """The blocks of `region` reachable from themselves through a CFG edge."""
    return on_cycles(region.blocks, _successors)


def _successors(block: Block) -> tuple[Block, ...]:
    last = block.last_op
    return tuple(last.successors) if last is not None else ()


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
    entry-block path decides it) is appended to `unpooled`."""
    solver = liveness.aliases

    def may_be(value: SSAValue) -> tuple[AbstractSet[SSAValue], bool]:
        return roots_of(solver, value), from_memory(solver, value)

    by_value: dict[SSAValue, memref.AllocOp] = {a.memref: a for a in candidates}
    escaped = {a.memref for a in candidates if a in liveness.escaped}
    ops = (op for op in f.walk() if op is not f)
    callees = CalleeCaptures.of(f)
    deallocs, freed_through = classify_frees(
        ops, may_be, by_value.keys(), escaped, callees=callees
    )
    for value, op in freed_through.items():
        alloc = by_value[value]
        unpooled.append(UnpooledAlloc(alloc, freed_message(alloc, op)))
    return {
        a: deallocs.get(a.memref, [])
        for a in candidates
        if a.memref not in freed_through
    }

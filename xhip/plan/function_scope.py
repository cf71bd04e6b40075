"""`scope=function`: the plan of every alloc of a function, by liveness.

The entry-block path (`planner`) numbers the ops of one block; here the
program points are the whole function's (`xhip.analysis.liveness`: a dense
backward dataflow over its blocks, branches and loops) and each buffer is live
on an `IntervalSet` of them. Pooled: every used `memref.alloc`, at any depth
and in any block, whose dynamic sizes are defined in the entry block (or are
its arguments): the pools are computed there, once. Left as they are, with a
remark: a size defined inside a loop around the alloc (it may change from one
iteration to the next) or elsewhere outside the entry block, allocs whose
older instances may still be live when they run again (`self_overlapping`:
one offset cannot hold two instances), allocs inside a region that may run
later, and buffers another op may free (docs/semantics.md §4.8).

The pools are the entry-block path's, on interval sets: the allocs are split
into domains as §5 splits a block's (each alloc at the entry-block op that is
or holds it, the entry block's terminator for the other blocks), and each
domain is a static prefix then slabs of dynamic buffers
(`xhip.planning.interval_slabs`), sized by the ops of
`xhip.planning.layout.reference_program`. This module reads the IR and plans;
`xhip.transforms.emit` rewrites it.
"""

from __future__ import annotations

from collections.abc import Set as AbstractSet
from dataclasses import dataclass, field
from functools import partial

from xdsl.dialects import func, memref
from xdsl.ir import Block, BlockArgument, Operation, OpResult, SSAValue

from xhip.analysis.aliases import from_memory, roots_of
from xhip.analysis.dense_backward import region_successors
from xhip.analysis.domains import definition_index, partition_domains
from xhip.analysis.lifetimes import Candidate, classify_frees
from xhip.analysis.liveness import (
    BufferLiveness,
    buffer_liveness,
    concurrent_parent,
    deferring_parent,
)
from xhip.analysis.positions import BlockPositions
from xhip.diagnostics import PoolAllocsError
from xhip.ir.names import naming, printed_name
from xhip.plan.lowering import (
    alloc_alignment,
    alloc_name,
    alloc_request,
    check_pool_function,
    freed_message,
    symbol_name,
)
from xhip.plan.model import Expr, UnpooledAlloc
from xhip.plan.options import PoolOptions
from xhip.planning.expr import MAX_CONSTANT, ExprGraph, OverflowError64
from xhip.planning.interval_packing import best_of_orders, interval_best_fit
from xhip.planning.interval_sets import IntervalSet
from xhip.planning.interval_slabs import SetRequest, plan_interval_slabs
from xhip.planning.layout import DomainLayout, SegmentPoint, request_sizes
from xhip.planning.requests import Lifetime, Request


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
    """Where each segment of `layout.program()` goes in the entry block (by
    entry-block index; no index: at the start of the entry block)."""


@dataclass
class FunctionScopePlan:
    """The pools of a function's pooled allocs, computed in its entry block."""

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
    definitions: list[int]
    """Symbol id -> entry-block index of its definition (-1: an argument)."""


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
        candidates = _candidates(f, liveness, unpooled)
        deallocs = _classify_frees(f, liveness, candidates, unpooled)
        candidates = [a for a in candidates if a in deallocs]
        plan.unpooled = sorted(unpooled, key=lambda u: liveness.index(u.alloc))
        if not candidates:
            return plan
        check_pool_function(f)
        symbols: dict[SSAValue, int] = {}
        requests = [alloc_request(f, a, symbols) for a in candidates]
        plan.symbols = list(symbols)
        plan.symbol_names = [symbol_name(v, i) for i, v in enumerate(plan.symbols)]
        names = [alloc_name(a) for a in candidates]
    entry = f.body.blocks[0]
    positions = BlockPositions(entry)
    lowered = _Lowered(
        candidates,
        names,
        requests,
        [liveness.intervals[a] for a in candidates],
        [alloc_alignment(a) for a in candidates],
        deallocs,
        [definition_index(v, positions) for v in plan.symbols],
    )
    # Each alloc stands at the entry block's op that is or holds it (its
    # terminator for the other blocks): the pool must come before it.
    domains = partition_domains(
        [Candidate(a, positions.of(a), Lifetime(0, 0)) for a in candidates],
        entry,
        positions,
    )
    placed: dict[int, ScopedAlloc] = {}
    for d, domain in enumerate(domains):
        _plan_domain(plan, options, lowered, d, domain.members, placed)
    plan.allocs = [placed[k] for k in range(len(candidates))]
    return plan


def _plan_domain(
    plan: FunctionScopePlan,
    options: PoolOptions,
    lowered: _Lowered,
    d: int,
    members: list[int],
    placed: dict[int, ScopedAlloc],
) -> None:
    """Appends domain `d` (of the allocs `members`) to `plan`, its members'
    plans to `placed`."""
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
    names_of = dict(enumerate(plan.symbol_names))
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
            tuple(layout.program().points(lowered.definitions)),
        )
    )


def _check_smallest_pool(plan: FunctionScopePlan, pool_size: int) -> None:
    """As the entry-block path (docs/semantics.md §6.6): a pool above 2^63 - 1
    when every runtime size is 1 can never be allocated."""
    (smallest,) = plan.graph.evaluate(
        [pool_size], dict.fromkeys(range(len(plan.symbols)), 1), exact=True
    )
    if smallest > MAX_CONSTANT:
        raise PoolAllocsError(
            f"hip-pool-allocs: the pool of @{plan.name} overflows 64 bits "
            f"({smallest} bytes when every runtime size is 1)",
            plan.function,
        )


def _candidates(
    f: func.FuncOp, liveness: BufferLiveness, unpooled: list[UnpooledAlloc]
) -> list[memref.AllocOp]:
    """The used allocs that may be pooled, in pre-order; the others that are
    left, with why, appended to `unpooled`."""
    found: list[memref.AllocOp] = []
    for op in liveness.ops:
        if not isinstance(op, memref.AllocOp) or not op.memref.uses:
            continue
        reason = _why_not_pooled(f, op, liveness)
        if reason is None:
            found.append(op)
        else:
            message = f"hip-pool-allocs: {alloc_name(op)} is not pooled: {reason}"
            unpooled.append(UnpooledAlloc(op, message))
    return found


def _why_not_pooled(
    f: func.FuncOp, op: memref.AllocOp, liveness: BufferLiveness
) -> str | None:
    late = _size_outside_entry(f, op)
    if late is not None:
        return late
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


def _size_outside_entry(f: func.FuncOp, op: memref.AllocOp) -> str | None:
    """Why a dynamic size of `op` cannot size a pool computed in the entry
    block, or None when each is defined there (or is one of its arguments)."""
    entry = f.body.blocks[0]
    for size in op.dynamic_sizes:
        if _defining_block(size) is entry:
            continue
        name = printed_name(size) or (
            f"%{size.name_hint}" if size.name_hint else "a size"
        )
        loop = _loop_around(size, op)
        if loop is not None:
            return (
                f"its size {name} is defined inside {loop.name}, which encloses it "
                "(a size that may change from one iteration to the next)"
            )
        return (
            f"its size {name} is defined outside the entry block, where "
            "scope=function computes the pools"
        )
    return None


def _defining_block(value: SSAValue) -> Block | None:
    if isinstance(value, BlockArgument):
        return value.block
    assert isinstance(value, OpResult)
    return value.owner.parent_block()


def _loop_around(size: SSAValue, alloc: Operation) -> Operation | None:
    """The innermost op around both `size`'s definition and `alloc` that may
    run the region holding the definition again, if any (an `scf.for` whose
    body defines it, or whose induction variable it is)."""
    block = _defining_block(size)
    while block is not None and (region := block.parent) is not None:
        parent = region.parent
        if parent is None or isinstance(parent, func.FuncOp):
            return None
        if parent.is_ancestor(alloc) and region in region_successors(parent, region):
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
    deallocs, freed_through = classify_frees(ops, may_be, by_value.keys(), escaped)
    for value, op in freed_through.items():
        alloc = by_value[value]
        unpooled.append(UnpooledAlloc(alloc, freed_message(alloc, op)))
    return {
        a: deallocs.get(a.memref, [])
        for a in candidates
        if a.memref not in freed_through
    }

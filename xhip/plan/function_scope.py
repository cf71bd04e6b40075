"""`scope=function`: the plan of every static alloc of a function, by liveness.

The entry-block path (`planner`) numbers the ops of one block; here the
program points are the whole function's (`xhip.analysis.liveness`: a dense
backward dataflow over its blocks, branches and loops) and each buffer is live
on an `IntervalSet` of them. Pooled: every used `memref.alloc`, at any depth
and in any block, whose shape is static. Left as they are, with a remark:
dynamic shapes (this first version packs static sizes only), allocs whose
older instances may still be live when they run again (`self_overlapping`:
one offset cannot hold two instances), allocs inside a region that may run
later, and buffers another op may free (docs/semantics.md §4).

The offsets come from `xhip.planning.interval_packing` (the reference's greedy
on interval sets; `packer=best`: the best of its orders), all in one pool of
constant size. This module reads the IR and plans; `xhip.transforms.emit`
rewrites it.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from xdsl.dialects import func, memref
from xdsl.ir import Operation, SSAValue

from xhip.analysis.aliases import (
    from_memory,
    roots_of,
    solve_buffer_roots,
    view_chain_root,
)
from xhip.analysis.escapes import may_free
from xhip.analysis.liveness import BufferLiveness, buffer_liveness, deferring_parent
from xhip.diagnostics import PoolAllocsError
from xhip.ir.names import naming
from xhip.plan.lowering import (
    alloc_alignment,
    alloc_name,
    check_pool_function,
    freed_message,
    static_alloc_bytes,
)
from xhip.plan.model import UnpooledAlloc
from xhip.plan.options import PoolOptions
from xhip.planning.expr import MAX_CONSTANT
from xhip.planning.interval_packing import (
    best_of_orders,
    interval_best_fit,
    pool_bytes,
)
from xhip.planning.interval_sets import IntervalSet
from xhip.planning.requests import align_up


@dataclass(frozen=True)
class ScopedAlloc:
    """A pooled alloc of a `scope=function` plan."""

    alloc: memref.AllocOp
    name: str
    size: int
    """Bytes, rounded up to the plan's alignment."""
    offset: int
    live: IntervalSet
    """The program points (`BufferLiveness.ops`) where the buffer may be live."""
    deallocs: tuple[memref.DeallocOp, ...]
    """Deallocs of the buffer or a view chain of it: erased once pooled."""


@dataclass
class FunctionScopePlan:
    """One pool of constant size for the function's pooled allocs."""

    name: str
    function: func.FuncOp
    alignment: int
    pool_size: int = 0
    allocs: list[ScopedAlloc] = field(default_factory=list[ScopedAlloc])
    """In pre-order (the order of their program points)."""
    unpooled: list[UnpooledAlloc] = field(default_factory=list[UnpooledAlloc])


def plan_function_scope(
    f: func.FuncOp, options: PoolOptions
) -> FunctionScopePlan | None:
    """The `scope=function` plan of `f`, or None for a declaration. Raises
    `PoolAllocsError` as the entry-block path does (no context argument, a
    type a view cannot have, ...)."""
    if not f.body.blocks:
        return None
    with naming(f):
        liveness = buffer_liveness(f)
        unpooled: list[UnpooledAlloc] = []
        candidates = _candidates(f, liveness, unpooled)
        deallocs = _classify_frees(f, liveness, candidates, unpooled)
        candidates = [a for a in candidates if a in deallocs]
        plan = FunctionScopePlan(f.sym_name.data, f, options.alignment, 0, [], [])
        plan.unpooled = sorted(unpooled, key=lambda u: liveness.index(u.alloc))
        if not candidates:
            return plan
        check_pool_function(f)
        plan.alignment = max(
            [options.alignment, *(alloc_alignment(a) for a in candidates)]
        )
        sizes = [align_up(static_alloc_bytes(f, a), plan.alignment) for a in candidates]
        names = [alloc_name(a) for a in candidates]
    lives = [liveness.intervals[a] for a in candidates]
    if options.packer == "best":
        offsets = best_of_orders(
            lives, sizes, plan.alignment, effort=options.packer_effort
        )
    else:
        offsets = interval_best_fit(lives, sizes, plan.alignment)
    plan.pool_size = pool_bytes(offsets, sizes)
    if plan.pool_size > MAX_CONSTANT:
        raise PoolAllocsError(
            f"hip-pool-allocs: the pool of @{plan.name} overflows 64 bits "
            f"({plan.pool_size} bytes)",
            f,
        )
    plan.allocs = [
        ScopedAlloc(a, n, s, o, live, tuple(deallocs[a]))
        for a, n, s, o, live in zip(
            candidates, names, sizes, offsets, lives, strict=True
        )
    ]
    return plan


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
    if op.dynamic_sizes:
        return "scope=function packs static sizes only, and its size is dynamic"
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
    return None


def _classify_frees(
    f: func.FuncOp,
    liveness: BufferLiveness,
    candidates: list[memref.AllocOp],
    unpooled: list[UnpooledAlloc],
) -> dict[memref.AllocOp, list[memref.DeallocOp]]:
    """The deallocs of each candidate that stays poolable (keys): a dealloc of
    its view chain is erased; a candidate another op may free (a dealloc of a
    value that only may be it, or of a value from memory once it escaped; an
    op whose effects free it) is appended to `unpooled`."""
    solver = solve_buffer_roots(f)
    by_value: dict[SSAValue, memref.AllocOp] = {a.memref: a for a in candidates}
    deallocs: dict[memref.AllocOp, list[memref.DeallocOp]] = {a: [] for a in candidates}
    freed_through: dict[memref.AllocOp, Operation] = {}
    escaped = [a for a in candidates if a in liveness.escaped]
    for op in f.walk():
        values: list[SSAValue]
        if isinstance(op, memref.DeallocOp):
            owner = view_chain_root(op.memref)
            if owner is not None:
                if owner in by_value:
                    deallocs[by_value[owner]].append(op)
                continue
            values = [op.memref]
        else:
            values = [v for v in op.operands if may_free(op, v)]
        for value in values:
            freed = [by_value[r] for r in roots_of(solver, value) if r in by_value]
            if from_memory(solver, value):
                freed += escaped
            for alloc in freed:
                freed_through.setdefault(alloc, op)
    for alloc, op in freed_through.items():
        deallocs.pop(alloc)
        unpooled.append(UnpooledAlloc(alloc, freed_message(alloc, op)))
    return deallocs

"""The embedding API of `hip-pool-allocs`: pool a module from Python, get the plans.

`pool_module(module, options)` is what the `hip-pool-allocs` pass runs (the pass
only turns its options into `PoolOptions` and reports errors the way xDSL
passes do), so calling it directly and running the pass cannot differ:

    from xhip.plan import PoolOptions, pool_sizes
    from xhip.transforms.pool_module import pool_module

    plans = pool_module(module, PoolOptions(alignment=64))  # rewrites `module`
    plan = plans["decoder"]  # the FunctionPlan applied to @decoder
    print(pool_sizes(plan, {"%seq": 2048}))  # bytes of each pool at seq = 2048

It returns, per function it rewrote (by symbol name, without `@`), the
`xhip.plan.FunctionPlan` it applied. Functions with no alloc pooled (nothing to
pool, or only allocs it leaves as they are), declarations and functions an
earlier run pooled are left out. It plans every function before
it changes the IR: on a `PoolAllocsError` the module is untouched.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Generator, Sequence
from contextlib import contextmanager
from typing import Protocol

from xdsl.dialects import func, memref
from xdsl.dialects.builtin import ArrayAttr, IntegerAttr, ModuleOp, i64
from xdsl.ir import Operation, SSAValue

from xhip.analysis.positions import BlockPositions
from xhip.diagnostics import PoolAllocsError, emit_remark, format_location
from xhip.dialects.hip import GetPoolOp
from xhip.dialects.xdsl_ext import install as install_extensions
from xhip.ir.collector import cyclic_gc_paused
from xhip.ir.names import printed_name
from xhip.plan import (
    DomainPlan,
    FunctionPlan,
    PoolOptions,
    binding_of,
    plan_function,
    pool_size,
    pool_sizes,
)
from xhip.plan.skipped import skipped_allocs
from xhip.rewriting.builders import i64_attr
from xhip.transforms.check_pools import verify_plan
from xhip.transforms.emit import emit_function_plan

DOMAIN_ADVISORY_THRESHOLD = 8


def pool_module(
    module: ModuleOp,
    options: PoolOptions | None = None,
    *,
    verify: bool = False,
    remarks: bool = True,
) -> dict[str, FunctionPlan]:
    """Pools the used `memref.alloc`s of every function of `module` (its own
    functions, not those of nested modules) that `options.scope` covers, as
    `hip-pool-allocs` does.

    Returns `{symbol name: FunctionPlan}` of every function with an alloc
    pooled, in module order. `verify`: run `hip-check-pools` on each function
    rewritten, pooled or not (the pass's `verify-plan`; needs NumPy). `remarks`: print the pass's remarks
    (unpooled allocs, the fragmentation report, many domains) on stderr, as the
    pass does.
    Raises `PoolAllocsError` (every failing function's error, the module
    untouched) before any change.
    """
    install_extensions()  # so that its output prints in MLIR's syntax
    with cyclic_gc_paused():
        return _pool_module(module, options or PoolOptions(), verify, remarks)


def _pool_module(
    module: ModuleOp, options: PoolOptions, verify: bool, remarks: bool
) -> dict[str, FunctionPlan]:
    """`pool_module`, the cyclic collector paused."""
    functions = [f for f in module.ops if isinstance(f, func.FuncOp)]
    # Plan everything first: an error leaves the module untouched. Like a
    # function pass, every function that fails reports its error.
    plans: list[tuple[func.FuncOp, FunctionPlan | None]] = []
    errors: list[PoolAllocsError] = []
    for f in functions:
        try:
            plans.append((f, plan_function(f, options)))
        except PoolAllocsError as e:
            if not options.emit_fragmentation_report:
                e.notes = ()  # the reference's error, alone
            errors.append(e)
    if errors:
        raise PoolAllocsError.at_each(errors)
    # The allocs inside regions, which scope=entry-block passes over: named
    # with the fix under the report option (found before any rewrite),
    # counted by the observers (the reference says nothing of them).
    skipped = {
        f: skipped_allocs(plan)
        for f, plan in plans
        if plan is not None and remarks and options.emit_fragmentation_report
    }
    applied: dict[str, FunctionPlan] = {}
    for f, plan in plans:
        for s in skipped.get(f, ()):
            emit_remark(s.message(), s.alloc)
        if plan is None:
            continue
        for observer in _PLAN_OBSERVERS:
            observer.add_skipped(len(plan.passed_over))
        if not plan.allocs and any(isinstance(op, GetPoolOp) for op in f.walk()):
            continue  # pooled by an earlier run: keep that run's attributes
        # Computed before the rewrite, which replaces the allocs they name.
        opened = (
            [late_size_remark(plan, d.id) for d in plan.domains]
            if remarks and options.emit_fragmentation_report
            else []
        )
        emit_function_plan(plan, options.pool)
        # A function the pass covers counts as rewritten, pooled or not, as
        # in the reference: checked, and its runtime interface written.
        if verify:
            verify_plan(f, options)
        if remarks:
            report(plan, opened)
        parent = f.parent_op()
        if isinstance(parent, ModuleOp) and options.pool == "hip":
            write_module_attributes(parent, plan)
        if plan.allocs:
            applied[plan.name] = plan
        for observer in _PLAN_OBSERVERS:
            observer.add(plan)
    return applied


class PlanObserver(Protocol):
    """What `observe_plans` tells: how `xhip-opt --mlir-pass-statistics`
    counts what the pass did, in either scope."""

    def add(self, plan: FunctionPlan) -> None:
        """The plan of a function the pass rewrote, pooled or not (every
        function with a body but those an earlier run pooled)."""
        ...

    def add_skipped(self, count: int) -> None:
        """`count` used allocs of a function that the scope passes over
        (`FunctionPlan.passed_over`)."""
        ...


_PLAN_OBSERVERS: list[PlanObserver] = []


@contextmanager
def observe_plans(observer: PlanObserver) -> Generator[None]:
    """Tells `observer` of every function `pool_module` (so the pass) plans
    inside the block."""
    _PLAN_OBSERVERS.append(observer)
    try:
        yield
    finally:
        _PLAN_OBSERVERS.remove(observer)


def report(
    plan: FunctionPlan,
    opened: Sequence[tuple[str, Operation] | None] = (),
) -> None:
    """The pass's remarks about `plan`, on stderr; `opened[d]`, when given, is
    `late_size_remark(plan, d)` computed before the rewrite."""
    f = plan.function
    for unpooled in plan.unpooled:
        emit_remark(unpooled.reason, unpooled.alloc)
    count = home_domain_count(plan)
    if count > DOMAIN_ADVISORY_THRESHOLD:
        emit_remark(
            f"hip-pool-allocs: dominance partition produced {count} domains "
            f"(advisory threshold {DOMAIN_ADVISORY_THRESHOLD}); this usually means "
            "the earlier --hip-hoist-alloc-size-arith pass did not run, or "
            "canonicalization left unhoistable size arithmetic in place. "
            "Compilation continues.",
            f,
        )
    if plan.options.emit_fragmentation_report:
        for domain in plan.domains:
            if domain.id < len(opened) and (late := opened[domain.id]) is not None:
                emit_remark(*late)
            emit_remark(domain.fragmentation.remark(domain.id), f)


def home_domain_count(plan: FunctionPlan) -> int:
    """The most domains the dominance partition makes of one home block's
    allocs (docs/semantics.md §5; under `scope=entry-block` the entry block is
    the only home): what the advisory remark counts."""
    return max(Counter(d.home for d in plan.domains).values(), default=0)


def late_size_remark(
    plan: FunctionPlan, domain_id: int
) -> tuple[str, Operation] | None:
    """Why domain `domain_id` is a pool of its own, when a size defined after
    the first alloc of the previous domain of its home block opened it
    (docs/semantics.md §5, per home block under `scope=function`, §4.8): the
    remark and the alloc it is about, naming the size, both allocs, their
    locations and the fix. None for the first domain of a home (its home
    opened it). Only with `emit-fragmentation-report=true` (the reference
    prints no such remark; docs/semantics.md §5.1)."""
    if domain_id == 0 or plan.function is None:
        return None
    domain, previous = plan.domains[domain_id], plan.domains[domain_id - 1]
    home = domain.home or plan.function.body.blocks.first
    if home is None or (previous.home or home) is not home:
        return None
    # Each alloc stands at the op of the home that is or holds it (§4.8).
    index = BlockPositions(home)
    first, before = (_earliest(plan, d, index) for d in (domain, previous))
    if first is None or before is None:
        return None
    standing = index.of(before)
    for value in first.dynamic_sizes:
        owner = value.owner
        if isinstance(owner, Operation) and index.get(owner, -1) >= standing:
            where = format_location(owner.location)
            defined = f" (defined at {where})" if where else ""
            at = format_location(before.location)
            head = (
                f"hip-pool-allocs: {_name(first.memref)} opens pool domain "
                f"{domain_id}: its size {_name(value)}{defined} comes after "
                f"{_name(before.memref)}{f' ({at})' if at else ''}, where domain "
                f"{domain_id - 1}'s pool is computed; "
            )
            fix = _late_size_fix(plan.function, index, owner, first, before)
            return head + fix, first
    return None


def _late_size_fix(
    f: func.FuncOp,
    index: BlockPositions,
    size: Operation,
    first: memref.AllocOp,
    before: memref.AllocOp,
) -> str:
    """How `first` (sized by `size`'s result) could share the pool of the
    domain of `before`: `hip-hoist-alloc-size-arith` where it moves that size
    above `before` (both are ops of the entry block of a single-block
    function, whose allocs' sizes it moves above the first of them), else
    defining the size above the op of the home that is or holds `before`."""
    single = len(f.body.blocks) == 1 and index.block is f.body.blocks.first
    if single and first in index and before in index:
        # A read moves only with hoist-loads (when nothing may write it).
        flag = "='hoist-loads=true'" if size.name == "memref.load" else ""
        return (
            f"run --hip-hoist-alloc-size-arith{flag} before --hip-pool-allocs "
            "to move the size arithmetic above it"
        )
    holder: Operation = before
    while holder.parent_block() is not index.block:
        parent = holder.parent_op()
        if parent is None:
            break
        holder = parent
    target = _name(before.memref)
    if holder is not before:
        where = format_location(holder.location)
        target = f"{holder.name}{f' ({where})' if where else ''}, which holds {target},"
    return (
        f"define it above {target} to share that pool "
        "(--hip-hoist-alloc-size-arith moves the sizes of the allocs of a "
        "single-block function's entry block only)"
    )


def _earliest(
    plan: FunctionPlan, domain: DomainPlan, index: BlockPositions
) -> memref.AllocOp | None:
    """The member of `domain` that stands first in its home (`index`)."""
    allocs = [a for k in domain.members if (a := plan.allocs[k].alloc) is not None]
    return min(allocs, key=index.of, default=None)


def _name(value: SSAValue) -> str:
    printed = printed_name(value)
    if printed is not None:
        return printed
    return f"%{value.name_hint}" if value.name_hint else "a value"


def _i64_array(values: Sequence[int]) -> ArrayAttr[IntegerAttr]:
    return ArrayAttr([i64_attr(v) for v in values])


MULTI_DOMAIN_ATTRIBUTES = (
    "hipdnn.domain_count",
    "hipdnn.pool_sizes",
    "hipdnn.buffer_domains",
)


def write_module_attributes(module: ModuleOp, plan: FunctionPlan) -> None:
    """The runtime interface (docs/semantics.md §7); the last function of a
    module wins: per pooled buffer its offset (-1: known at run time only)
    and domain; per domain its static prefix (the first domain's is
    `hipdnn.pool_size`)."""
    pooled = [a for a in plan.allocs if plan.domains[a.domain].needs_pool]
    offsets = [a.offset.constant for a in pooled]
    prefixes = [d.static_prefix for d in plan.domains]
    attrs = module.attributes
    attrs["hipdnn.pool_size"] = IntegerAttr(prefixes[0] if prefixes else 0, i64)
    attrs["hipdnn.buffer_count"] = IntegerAttr(len(offsets), i64)
    attrs["hipdnn.buffer_offsets"] = _i64_array(
        [-1 if o is None else o for o in offsets]
    )
    for name in MULTI_DOMAIN_ATTRIBUTES:
        attrs.pop(name, None)
    if len(prefixes) > 1:
        attrs["hipdnn.domain_count"] = IntegerAttr(len(prefixes), i64)
        attrs["hipdnn.pool_sizes"] = _i64_array(prefixes)
        attrs["hipdnn.buffer_domains"] = _i64_array([a.domain for a in pooled])


__all__ = [
    "FunctionPlan",
    "PoolOptions",
    "binding_of",
    "observe_plans",
    "pool_module",
    "pool_size",
    "pool_sizes",
    "write_module_attributes",
]

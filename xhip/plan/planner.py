"""`plan_function`: a function's allocs (`lowering`) planned domain by domain
(`xhip.planning`) into a `FunctionPlan` (`model`)."""

from __future__ import annotations

from collections.abc import Sequence

from xdsl.dialects import func

from xhip.diagnostics import PoolAllocsError
from xhip.ir.names import naming
from xhip.plan.lowering import LoweredDomain, LoweredFunction, lower_function
from xhip.plan.model import AllocPlan, DomainPlan, Expr, FunctionPlan
from xhip.plan.options import PoolOptions
from xhip.planning.best.dynamic import plan_best
from xhip.planning.bounds import Fragmentation
from xhip.planning.expr import MAX_CONSTANT, ExprGraph, OverflowError64
from xhip.planning.interval_sets import IntervalSet
from xhip.planning.interval_slabs import (
    SetRequest,
    plan_interval_slabs,
    set_fragmentation,
)
from xhip.planning.layout import (
    Layout,
    ReferenceProgram,
    SegmentPoint,
    request_sizes,
)
from xhip.planning.packers import PACKERS, live_first
from xhip.planning.reference import plan_reference
from xhip.planning.requests import Request


def plan_function(
    f: func.FuncOp, options: PoolOptions | None = None
) -> FunctionPlan | None:
    """The plan of `f`, or None for a declaration. Raises `PoolAllocsError`.

    `options.scope` chooses which allocs are pooled and their live ranges
    (`xhip.analysis.candidates`); the rest is the same for both. Values are
    named as the printer names them (`AllocPlan.name`,
    `FunctionPlan.symbol_names`, error messages): `%alloc_0`, `%1`.
    """
    if not f.body.blocks:
        return None
    options = options or PoolOptions()
    with naming(f):
        lowered = lower_function(f, options)
    plan = FunctionPlan(
        f.sym_name.data, f, options, ExprGraph(extra_folds=options.packer == "best")
    )
    plan.unpooled = lowered.unpooled
    plan.passed_over = lowered.candidates.passed_over
    plan.reference_rules = lowered.candidates.reference_rules
    if not lowered.allocs:
        return plan
    plan.symbols = lowered.symbols
    plan.symbol_names = lowered.symbol_names
    allocs: dict[int, AllocPlan] = {}
    # Made once and shared by every domain: a function may have a domain per
    # block, each with a few of many symbols.
    names = dict(enumerate(plan.symbol_names))
    ones = dict.fromkeys(range(len(plan.symbols)), 1)
    for d, domain in enumerate(lowered.domains):
        _plan_domain(plan, lowered, d, domain, allocs, names, ones)
    plan.allocs = [allocs[k] for k in range(len(lowered.allocs))]
    return plan


def _plan_domain(
    plan: FunctionPlan,
    lowered: LoweredFunction,
    d: int,
    domain: LoweredDomain,
    allocs: dict[int, AllocPlan],
    names: dict[int, str],
    ones: dict[int, int],
) -> None:
    """Appends domain `d`'s `DomainPlan` to `plan`, its members' plans to
    `allocs` (`names`: symbol id -> name; `ones`: every symbol at 1)."""
    f = plan.function
    assert f is not None
    members = domain.members
    alignment = max(
        [plan.options.alignment, *(lowered.allocs[k].alignment for k in members)]
    )
    local = [lowered.allocs[k].request for k in members]
    lives = [lowered.allocs[k].candidate.live for k in members]
    try:
        layout, fragmentation = plan_domain(
            local,
            alignment,
            plan.options,
            plan.graph,
            None if lowered.candidates.reference_rules else lives,
        )
        exprs = layout.exprs(plan.graph, local)
        sizes = request_sizes(plan.graph, local)
    except OverflowError64 as e:
        raise PoolAllocsError(
            f"hip-pool-allocs: the pool of @{plan.name} overflows 64 bits ({e})",
            f,
        ) from e
    _check_smallest_pool(plan, exprs.pool_size, ones)
    slots = layout.slots()
    for j, k in enumerate(members):
        lowered_alloc = lowered.allocs[k]
        c = lowered_alloc.candidate
        placement, slot = slots[j]
        allocs[k] = AllocPlan(
            alloc=c.alloc,
            name=lowered_alloc.name,
            type=lowered_alloc.type,
            index=c.index,
            lifetime=c.lifetime,
            domain=d,
            request=lowered_alloc.request,
            size=Expr(plan.graph, sizes[j], names),
            offset=Expr(plan.graph, exprs.offsets[j], names),
            placement=placement,
            slot=slot,
            deallocs=c.deallocs,
            location=lowered_alloc.location,
            live=c.live,
        )
    emission = layout.program()
    points = emission.points(domain.definitions) if emission is not None else []
    plan.domains.append(
        DomainPlan(
            id=d,
            members=tuple(members),
            layout=layout,
            pool_size=Expr(plan.graph, exprs.pool_size, names),
            fragmentation=fragmentation,
            points=tuple(points),
            home=domain.home,
            anchor=domain.anchor,
        )
    )
    if domain.latest_size_def >= domain.first_alloc:
        _refuse_late_arithmetic(f, domain, emission, points)


def _check_smallest_pool(
    plan: FunctionPlan, pool_size: int, ones: dict[int, int]
) -> None:
    """Sizes grow with every runtime value, so the pool is smallest, among
    bindings without a zero, when they are all 1 (`ones`): above 2^63 - 1
    there, the function cannot run with any nonzero size."""
    (smallest,) = plan.graph.evaluate([pool_size], ones, exact=True)
    if smallest > MAX_CONSTANT:
        raise PoolAllocsError(
            f"hip-pool-allocs: the pool of @{plan.name} overflows 64 bits "
            f"whenever every runtime size is nonzero ({smallest} bytes when they "
            "are all 1)",
            plan.function,
        )


def _refuse_late_arithmetic(
    f: func.FuncOp,
    domain: LoweredDomain,
    emission: ReferenceProgram | None,
    points: Sequence[SegmentPoint],
) -> None:
    """docs/semantics.md §8's placement errors, for a domain some of whose sizes are defined
    at or after its earliest alloc (only broken IR gets here: a value used before
    its definition). A group's F goes right after its operands' definitions, and
    so does a small bucket's size, ahead of the pool's arithmetic; `packer=best`
    computes every size before the earliest alloc."""
    late = [p.after is not None and p.after >= domain.first_alloc for p in points]
    groups = emission.group_segments if emission is not None else 0
    if emission is None or any(late[:groups]):
        raise PoolAllocsError(
            "hip-pool-allocs: cannot place dynamic size arithmetic at a legal point "
            "in the block (a dyn-operand def is at-or-after the earliest pooled "
            "alloc in its domain)",
            f,
        )
    if any(late[groups:-1]):
        raise PoolAllocsError(
            "hip-pool-allocs: cannot place hip.get_pool at a legal point (some "
            "dynamic size arithmetic is at-or-after an alloc in its domain)",
            f,
        )


def plan_domain(
    requests: Sequence[Request],
    alignment: int,
    options: PoolOptions,
    graph: ExprGraph,
    lives: Sequence[IntervalSet] | None = None,
) -> tuple[Layout, Fragmentation]:
    """The layout of one domain's requests under the options' packer
    (`xhip.planning.packers.PACKERS`), and its fragmentation report's numbers:
    on the reference's lifetimes (`lives` None) docs/semantics.md §6's
    layouts; on interval sets (`lives[i]`, request i's), the static prefix
    packed on them, then lifetime-only slabs, the bounds over the sets."""
    packer = PACKERS[options.packer]
    if lives is not None:
        sets = [
            SetRequest(live, r.coefficient, r.factor)
            for live, r in zip(lives, requests, strict=True)
        ]
        layout = plan_interval_slabs(
            sets, alignment, packer.on_sets(options.packer_effort)
        )
        return layout, set_fragmentation(layout, sets)
    static = packer.on_lifetimes(options.packer_effort, options.packer_time_limit_ms)
    if options.packer == "best":
        layout = plan_best(
            requests, alignment, live_first(static), graph, options.packer_effort
        )
    else:
        layout = plan_reference(requests, alignment, options.lifetime_only, static)
    return layout, layout.fragmentation(requests)


def plan_module_functions(
    functions: Sequence[func.FuncOp], options: PoolOptions | None = None
) -> list[FunctionPlan]:
    """Plans of every function with a body, in order."""
    return [p for f in functions if (p := plan_function(f, options)) is not None]

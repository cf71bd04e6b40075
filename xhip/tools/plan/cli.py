"""`xhip plan FILE`: the memory plan of each function, as text, JSON (`--json`) or SVG (`--svg`).

FILE is MLIR (planned with the pass's options) or a plan saved with `--json`
(shown as saved). Sizes are shown at `--dims name=value,...`; a dynamic size
nothing binds is `DEFAULT_DIM`.
"""

from __future__ import annotations

import argparse
import sys
from collections.abc import Callable
from dataclasses import replace
from pathlib import Path

from xdsl.dialects import func

from xhip.analysis.lifetimes import LifetimeStart
from xhip.diagnostics import PoolAllocsError, ToolError
from xhip.ir import make_context, read_module
from xhip.plan import DEFAULT_DIM, FunctionPlan, Placement, PoolOptions, plan_function
from xhip.plan.data import PlanFormatError, dump_plans, load_plans
from xhip.plan.skipped import skipped_allocs
from xhip.planning.requests import Lifetime, align_up, max_load
from xhip.tools.common import Once, Subparsers, run_tool, write_output
from xhip.tools.plan.dims import (
    Binding,
    DimsError,
    check_dims,
    parse_dims,
    resolve_binding,
)
from xhip.tools.plan.measure import (
    describe_layout,
    domain_formulas,
    human_bytes,
    measure_domain,
    plural,
)
from xhip.tools.plan.svg import display_name, live_text, render_svg

PROG = "xhip plan"


class UsageError(ValueError):
    """A bad command line or input; printed as one `xhip plan: error: ...` line."""


def register(subparsers: Subparsers) -> None:
    p = subparsers.add_parser(
        "plan",
        help="show the memory plan of each function (text, --json, --svg)",
        description=__doc__.splitlines()[0].replace("`", "") if __doc__ else None,
    )
    p.add_argument(
        "input", metavar="FILE", help="MLIR file (- for stdin) or a saved plan (.json)"
    )
    p.add_argument(
        "--function", metavar="NAME", help="only this function (default: all)"
    )
    p.add_argument(
        "--json", metavar="OUT", help="write the plans as JSON (- for stdout)"
    )
    p.add_argument(
        "--svg", metavar="OUT", help="write a picture of the pools (- for stdout)"
    )
    p.add_argument(
        "--dims",
        metavar="NAME=VALUE,...",
        default="",
        help="values of dynamic sizes, by the name of a function argument or size value "
        f"(default: {DEFAULT_DIM} each)",
    )
    p.add_argument(
        "--allocs", action="store_true", help="list every alloc in the text output"
    )
    p.add_argument(
        "--allow-unregistered-dialect",
        action="store_true",
        help="accept ops of dialects xhip does not know (generic form)",
    )
    p.add_argument(
        "--alignment", action=Once, metavar="N", help="byte alignment (default 256)"
    )
    p.add_argument(
        "--lifetime-only",
        action=Once,
        metavar="true|false",
        help="dynamic packing (default true)",
    )
    p.add_argument(
        "--lifetime-start",
        action=Once,
        metavar="alloc|first-use",
        help="where lifetimes begin (default alloc)",
    )
    p.add_argument(
        "--packer",
        action=Once,
        metavar="NAME",
        help=(
            "planner: reference (upstream's greedy best fit and slabs) or best "
            "(a search for static sizes, layouts chosen at run time for dynamic "
            "ones; the pass's packer option); default reference"
        ),
    )
    p.add_argument(
        "--scope",
        action=Once,
        metavar="entry-block|function",
        help=(
            "which allocs are pooled: those of the entry block (the reference) or "
            "every alloc of the function whose sizes are known where its pool is "
            "computed, inside loops and branches too, on its liveness interval set "
            "(the pass's scope option); default entry-block"
        ),
    )
    p.add_argument(
        "--packer-effort",
        action=Once,
        metavar="UNITS",
        help="work budget of search packers",
    )
    p.add_argument(
        "--packer-time-limit-ms",
        action=Once,
        metavar="MS",
        help="wall-clock cut of search packers (default none)",
    )
    p.set_defaults(func=main)


def main(args: argparse.Namespace) -> int:
    try:
        return run_tool(lambda: _run(args), PROG)
    except (UsageError, DimsError, PlanFormatError) as e:
        print(f"{PROG}: error: {e}", file=sys.stderr)
    return 1


def _options(args: argparse.Namespace) -> Callable[[], PoolOptions]:
    """Reads the planning flags; the call builds the options, which checks their
    values (raising `PoolAllocsError` as the pass does)."""
    defaults = PoolOptions()

    def integer(flag: str, value: str | None, default: int | None) -> int | None:
        if value is None:
            return default
        try:
            return int(value, 0)
        except ValueError:
            raise UsageError(f"{flag} expects an integer (got {value!r})") from None

    lifetime_only = defaults.lifetime_only
    if args.lifetime_only is not None:
        if args.lifetime_only not in ("true", "false"):
            raise UsageError(
                f"--lifetime-only expects true or false (got {args.lifetime_only!r})"
            )
        lifetime_only = args.lifetime_only == "true"
    start = defaults.start
    if args.lifetime_start is not None:
        try:
            start = LifetimeStart(args.lifetime_start)
        except ValueError:
            raise UsageError(
                f"--lifetime-start expects alloc or first-use (got {args.lifetime_start!r})"
            ) from None
    alignment = integer("--alignment", args.alignment, defaults.alignment)
    assert alignment is not None
    effort = integer("--packer-effort", args.packer_effort, defaults.packer_effort)
    assert effort is not None
    time_limit = integer(
        "--packer-time-limit-ms",
        args.packer_time_limit_ms,
        defaults.packer_time_limit_ms,
    )
    return lambda: PoolOptions(
        alignment=alignment,
        lifetime_only=lifetime_only,
        lifetime_start=start,
        packer=args.packer if args.packer is not None else defaults.packer,
        packer_effort=effort,
        packer_time_limit_ms=time_limit,
        scope=args.scope if args.scope is not None else defaults.scope,
    )


_PLANNING_FLAGS = (
    "alignment",
    "lifetime_only",
    "lifetime_start",
    "packer",
    "packer_effort",
    "packer_time_limit_ms",
    "scope",
)


def _refuse_planning_flags(args: argparse.Namespace) -> None:
    """A saved plan is shown as saved: planning flags are a usage error."""
    given = [
        f"--{n.replace('_', '-')}"
        for n in _PLANNING_FLAGS
        if getattr(args, n) is not None
    ]
    if given:
        raise UsageError(
            f"{args.input} is a saved plan; {', '.join(given)} only apply to MLIR input"
        )


def _plans(args: argparse.Namespace) -> list[FunctionPlan]:
    wanted = args.function.lstrip("@") if args.function else None
    if args.input != "-" and args.input.endswith(".json"):
        _refuse_planning_flags(args)
        try:
            plans = load_plans(args.input)
        except OSError as e:
            raise ToolError(
                f"could not open input file '{args.input}': {e.strerror or e}"
            ) from None
    else:
        make_options = _options(args)
        module = read_module(args.input, make_context(args.allow_unregistered_dialect))
        # The functions the pass visits: those directly in the module.
        functions = [op for op in module.ops if isinstance(op, func.FuncOp)]
        try:
            options = make_options()
        except PoolAllocsError as e:
            # Where the pass reports a bad option: at every function.
            if not functions:
                raise
            raise PoolAllocsError.at_each(
                [PoolAllocsError(e.message, f) for f in functions]
            ) from None
        if wanted is not None:
            functions = [f for f in functions if f.sym_name.data == wanted]
        plans = [p for f in functions if (p := plan_function(f, options)) is not None]
        if wanted is None:
            return plans
    if wanted is not None:
        plans = [p for p in plans if p.name == wanted]
        if not plans:
            raise UsageError(f"no function @{wanted} with a body in {args.input}")
    return plans


def _run(args: argparse.Namespace) -> int:
    if args.json == "-" and args.svg == "-":
        raise UsageError("--json - and --svg - cannot both write to stdout")
    dims = parse_dims(args.dims)
    plans = _plans(args)
    try:
        check_dims(plans, dims)
    except DimsError as e:
        print(f"{PROG}: warning: {e}", file=sys.stderr)
    bindings = [resolve_binding(p, dims) for p in plans]
    if args.json:
        write_output(args.json, dump_plans(plans, [b.values for b in bindings]))
    if args.svg:
        source = "<stdin>" if args.input == "-" else Path(args.input).name
        write_output(args.svg, render_svg(plans, bindings, source=source))
    if "-" not in (args.json, args.svg):
        if not plans:
            where = "<stdin>" if args.input == "-" else args.input
            print(f"{where}: no function with a body to plan")
        _summary(plans, bindings, args.allocs, print, _true_liveness(plans))
    return 0


def _not_pooled(plan: FunctionPlan) -> list[str]:
    """Why each used alloc the plan leaves is left: those another op may free,
    and those its scope passes over (a loop's body), with what `scope=function`
    does with them (`xhip.plan.skipped`); none for a plan loaded from JSON."""
    if plan.function is None:
        return []
    found = [u.reason for u in plan.unpooled]
    skipped = skipped_allocs(plan)
    found += [s.message("--scope function") for s in skipped]
    return [m.removeprefix("hip-pool-allocs: ") for m in found]


def _true_liveness(plans: list[FunctionPlan]) -> list[list[Lifetime] | None]:
    """Per plan, each alloc's lifetime from its first use to its last (what
    `lifetime-start=first-use` plans with), when the plan's own lifetimes start
    at the alloc; None when they already are, for a plan loaded from JSON,
    and where its options cannot start lifetimes at the first use
    (`scope=function`'s liveness starts each buffer at its alloc)."""
    found: list[list[Lifetime] | None] = []
    for plan in plans:
        options = _first_use_options(plan)
        if plan.function is None or options is None:
            found.append(None)
            continue
        again = plan_function(plan.function, options)
        found.append(None if again is None else [a.lifetime for a in again.allocs])
    return found


def _first_use_options(plan: FunctionPlan) -> PoolOptions | None:
    """The plan's options with lifetimes from the first use (the reference
    packer); None when they already are, or where the options refuse it."""
    if plan.options.start is LifetimeStart.FIRST_USE:
        return None
    try:
        return replace(
            plan.options, lifetime_start=LifetimeStart.FIRST_USE, packer="reference"
        )
    except PoolAllocsError:
        return None


def _summary(
    plans: list[FunctionPlan],
    bindings: list[Binding],
    allocs: bool,
    emit: Callable[[str], None],
    true_liveness: list[list[Lifetime] | None] | None = None,
) -> None:
    lives = true_liveness or [None] * len(plans)
    for plan, binding, live in zip(plans, bindings, lives, strict=True):
        at = binding.describe(plan)
        emit(
            f"@{plan.name}: {plural(len(plan.allocs), 'pooled alloc')}, "
            f"{plural(len(plan.domains), 'domain')}" + (f", at {at}" if at else "")
        )
        for domain in plan.domains:
            m = measure_domain(plan, domain, binding.values)
            formulas = domain_formulas(plan, domain)
            layout = domain.layout
            prefix = f"static prefix {layout.static_prefix} B, "
            if layout.chosen_at_run_time:
                parts = describe_layout(plan, m)[-1]
                if not any(
                    plan.allocs[k].placement is Placement.STATIC for k in domain.members
                ):
                    prefix = ""  # the static buffers are ordered with the others
            else:
                parts = (
                    f"{plural(layout.slab_count, 'slab')}, "
                    f"{plural(layout.bin_count, 'bin')}"
                )
            bound = f"lower bound {m.bound} B ({human_bytes(m.bound)})"
            if live is not None:
                true = max_load(
                    (live[k], align_up(m.sizes[k], layout.alignment))
                    for k in domain.members
                )
                if true < m.bound:
                    bound = (
                        f"lower bound {m.bound} B ({human_bytes(m.bound)}) with "
                        f"lifetimes from the alloc, {true} B ({human_bytes(true)}) "
                        "over true liveness (first use to last use: "
                        "--lifetime-start first-use plans for it)"
                    )
            emit(
                f"  domain {domain.id}: pool {m.pool} B ({human_bytes(m.pool)}) = "
                f"{formulas.pool_size}; {bound}; {prefix}{parts}"
            )
            for name, text in formulas.definitions:
                emit(f"    where {name} = {text}")
            if not allocs:
                continue
            for k in domain.members:
                a = plan.allocs[k]
                slot = "".join(f"[{s}]" for s in a.slot)
                emit(
                    f"    {display_name(a)} {a.type} {live_text(a)} "
                    f"{a.placement.value}{slot} offset {formulas.offsets[k]} = {m.offsets[k]} "
                    f"size {m.sizes[k]} B"
                )
        for message in _not_pooled(plan):
            emit(f"  {message}")

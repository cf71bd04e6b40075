"""Looking at plans: JSON export/import of `FunctionPlan`s (`xhip.plan.data`) and an SVG picture of the pool.

`xhip plan FILE.mlir --json out.json --svg out.svg --dims seq=2048` (`cli.py`) is the
command-line front; the functions below are the library.
"""

from xhip.plan import DEFAULT_DIM, domain_lower_bound
from xhip.plan.data import (
    FORMAT,
    VERSION,
    PlanFormatError,
    dump_plans,
    load_plans,
    plan_from_data,
    plan_to_data,
    plans_from_data,
    plans_to_data,
)
from xhip.tools.plan.dims import Binding, DimsError, parse_dims, resolve_binding
from xhip.tools.plan.measure import measure_domain
from xhip.tools.plan.svg import render_svg

__all__ = [
    "DEFAULT_DIM",
    "FORMAT",
    "VERSION",
    "Binding",
    "DimsError",
    "PlanFormatError",
    "domain_lower_bound",
    "dump_plans",
    "load_plans",
    "measure_domain",
    "parse_dims",
    "plan_from_data",
    "plan_to_data",
    "plans_from_data",
    "plans_to_data",
    "render_svg",
    "resolve_binding",
]

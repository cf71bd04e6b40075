"""The memory plan of a function, as data: `plan_function(func_op, options)`.

This is what `hip-pool-allocs` computes before it touches the IR, and what
kernel compilers embedding xhip, `xhip plan` and `xhip check` read:

* per alloc: its domain, lifetime, byte size and offset (each an `Expr`: a
  constant or an index expression over the function's dynamic size values), and
  where it sits (static prefix, slab, or small-bucket bin);
* per domain: the pool size expression, the static prefix, the slabs and bins,
  and the lower bounds the fragmentation report compares against.

The modules: `options` (the pass's options, validated), `model` (the plan as
data), `data` (the model <-> JSON), `lowering` (the only code that reads the IR:
allocs -> requests) and `planner` (`plan_function`). Analysis (`xhip.analysis`) feeds the planners
(`xhip.planning`); nothing here changes the IR (`xhip.transforms.emit` does).
"""

from xhip.plan.data import (
    PlanFormatError,
    dump_plans,
    load_plans,
    plans_from_data,
    plans_to_data,
)
from xhip.plan.model import (
    DEFAULT_DIM,
    AllocPlan,
    DomainPlan,
    Expr,
    FunctionPlan,
    UnpooledAlloc,
    Values,
    binding_of,
    complete_binding,
    domain_lower_bound,
    pool_size,
    pool_sizes,
)
from xhip.plan.options import (
    LifetimeStartName,
    PackerName,
    PoolAllocsOptions,
    PoolKindName,
    PoolOptions,
    ScopeName,
)
from xhip.plan.planner import plan_function, plan_module_functions
from xhip.planning.layout import DomainExprs, Layout, Placement, SegmentPoint

__all__ = [
    "DEFAULT_DIM",
    "AllocPlan",
    "DomainExprs",
    "DomainPlan",
    "Expr",
    "FunctionPlan",
    "Layout",
    "LifetimeStartName",
    "PackerName",
    "Placement",
    "PlanFormatError",
    "PoolAllocsOptions",
    "PoolKindName",
    "PoolOptions",
    "ScopeName",
    "SegmentPoint",
    "UnpooledAlloc",
    "Values",
    "binding_of",
    "complete_binding",
    "domain_lower_bound",
    "dump_plans",
    "load_plans",
    "plan_function",
    "plan_module_functions",
    "plans_from_data",
    "plans_to_data",
    "pool_size",
    "pool_sizes",
]

"""What the scope that considers them does with the allocs a plan's scope
passes over (`FunctionPlan.passed_over`, which `xhip.analysis.candidates`
decides: under `scope=entry-block`, the default and the reference's, those
inside a region of an entry-block op, a loop's body or a branch of an
`scf.if`).

The reference prints nothing about them, so neither does the pass by default;
`emit-fragmentation-report=true` and `xhip plan` name each one, with what
`scope=function` would do with it (pool it, or leave it too and why), and
`--mlir-pass-statistics` counts them as unpooled.
"""

from __future__ import annotations

from dataclasses import dataclass, replace

from xdsl.dialects import memref
from xdsl.ir import Operation

from xhip.analysis.candidates import ScopeName, alloc_name
from xhip.diagnostics import PoolAllocsError, format_location
from xhip.ir.names import naming
from xhip.plan.model import FunctionPlan
from xhip.plan.planner import plan_function

FUNCTION_SCOPE_FLAG = "--hip-pool-allocs='scope=function'"
"""The option that pools allocs inside regions, as `xhip-opt` spells it."""


@dataclass(frozen=True)
class SkippedAlloc:
    """A used alloc inside a region of the entry block's op `holder`."""

    alloc: memref.AllocOp
    name: str
    holder: Operation
    function_scope_reason: str | None
    """Why `scope=function` leaves it unpooled too; None: it pools it."""

    def message(self, flag: str = FUNCTION_SCOPE_FLAG) -> str:
        """The remark, at the alloc: where it is and the option that pools it,
        spelled `flag` (`xhip plan`'s is `--scope function`)."""
        where = format_location(self.holder.location)
        inside = f"{self.holder.name}" + (f" at {where}" if where else "")
        head = (
            f"hip-pool-allocs: {self.name} is not pooled: it is inside {inside}, "
            "and scope=entry-block (the default) pools the allocs of the entry "
            "block only; "
        )
        if self.function_scope_reason is None:
            return head + f"{flag} pools it"
        return head + f"{flag} leaves it unpooled too: {self.function_scope_reason}"


def skipped_allocs(plan: FunctionPlan) -> list[SkippedAlloc]:
    """`plan.passed_over`, each with what the scope that considers it does
    with it (that scope's plan is made, the IR is not changed; call it before
    the function is rewritten). Empty when the plan passes over none."""
    f = plan.function
    if f is None or not plan.passed_over:
        return []
    reasons: dict[memref.AllocOp, str] = {}
    pooled: set[memref.AllocOp] = set()
    errors: dict[ScopeName, str] = {}
    scopes: dict[ScopeName, None] = {p.scope: None for p in plan.passed_over}
    for scope in scopes:
        try:
            # The options that scope honours, as the default sets them.
            other = plan_function(
                f,
                replace(
                    plan.options,
                    scope=scope,
                    lifetime_only=True,
                    lifetime_start="alloc",
                    emit_fragmentation_report=False,
                ),
            )
        except PoolAllocsError as e:
            errors[scope] = e.message
        else:
            assert other is not None  # f has a body
            pooled.update(a.alloc for a in other.allocs if a.alloc is not None)
            reasons.update((u.alloc, u.reason) for u in other.unpooled)
    skipped: list[SkippedAlloc] = []
    with naming(f):
        for passed in plan.passed_over:
            alloc = passed.alloc
            name = alloc_name(alloc)
            reason = errors.get(passed.scope)
            if reason is None and alloc not in pooled:
                reason = reasons.get(alloc, "it is not among its candidates")
                # Its remark's own head, said once.
                reason = reason.removeprefix(f"hip-pool-allocs: {name} is not pooled: ")
            skipped.append(SkippedAlloc(alloc, name, passed.holder, reason))
    return skipped

"""The allocs `scope=entry-block` (the default, the reference's) passes over
without a word: those inside a region of an entry-block op (a loop's body, a
branch of an `scf.if`), which it never looks at.

The reference prints nothing about them, so neither does the pass by default;
`emit-fragmentation-report=true` and `xhip plan` name each one, with what
`scope=function` would do with it (pool it, or leave it too and why), and
`--mlir-pass-statistics` counts them as unpooled.
"""

from __future__ import annotations

from dataclasses import dataclass, replace

from xdsl.dialects import func, memref
from xdsl.ir import Operation

from xhip.analysis.candidates import alloc_name
from xhip.diagnostics import PoolAllocsError, format_location
from xhip.ir.names import naming
from xhip.plan.options import PoolOptions
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


def nested_allocs(
    f: func.FuncOp, options: PoolOptions
) -> list[tuple[memref.AllocOp, Operation]]:
    """The used allocs inside regions of the entry block's ops of a single-block
    function, in pre-order, each with that entry-block op: those `options`'
    scope passes over (none under `scope=function`)."""
    if len(f.body.blocks) != 1 or options.scope == "function":
        return []
    found: list[tuple[memref.AllocOp, Operation]] = []
    for holder in f.body.blocks[0].ops:
        for region in holder.regions:
            for op in region.walk():
                if isinstance(op, memref.AllocOp) and op.memref.uses:
                    found.append((op, holder))
    return found


def skipped_allocs(f: func.FuncOp, options: PoolOptions) -> list[SkippedAlloc]:
    """`nested_allocs(f)`, each with what `scope=function` does with it (its plan
    is made, the IR is not changed). Empty without any, or under `scope=function`."""
    nested = nested_allocs(f, options)
    if not nested:
        return []
    reasons: dict[memref.AllocOp, str] = {}
    pooled: set[memref.AllocOp] = set()
    error: str | None = None
    try:
        # The options scope=function honours, as the default sets them.
        plan = plan_function(
            f,
            replace(
                options,
                scope="function",
                lifetime_only=True,
                lifetime_start="alloc",
                emit_fragmentation_report=False,
            ),
        )
    except PoolAllocsError as e:
        error = e.message
    else:
        assert plan is not None  # f has a body
        pooled = {a.alloc for a in plan.allocs if a.alloc is not None}
        reasons = {u.alloc: u.reason for u in plan.unpooled}
    skipped: list[SkippedAlloc] = []
    with naming(f):
        for alloc, holder in nested:
            name = alloc_name(alloc)
            reason = error
            if reason is None and alloc not in pooled:
                reason = reasons.get(alloc, "it is not among its candidates")
                # Its remark's own head, said once.
                reason = reason.removeprefix(f"hip-pool-allocs: {name} is not pooled: ")
            skipped.append(SkippedAlloc(alloc, name, holder, reason))
    return skipped

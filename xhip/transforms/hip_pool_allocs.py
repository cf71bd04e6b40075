"""`hip-pool-allocs`: replace the transient allocs of each function by views of pools."""

from __future__ import annotations

from dataclasses import dataclass

from xdsl.context import Context
from xdsl.dialects import builtin, func

from xhip.analysis.lifetimes import LifetimeStart
from xhip.diagnostics import PoolAllocsError
from xhip.pass_options import KebabCaseOptionErrors
from xhip.plan import PoolOptions
from xhip.planning.static_search import DEFAULT_EFFORT
from xhip.transforms.pool_module import (
    DOMAIN_ADVISORY_THRESHOLD,
    MULTI_DOMAIN_ATTRIBUTES,
    cyclic_gc_paused,
    pool_module,
    write_module_attributes,
)

__all__ = [
    "DOMAIN_ADVISORY_THRESHOLD",
    "MULTI_DOMAIN_ATTRIBUTES",
    "HipPoolAllocsPass",
    "cyclic_gc_paused",
    "pool_module",
    "write_module_attributes",
]


@dataclass(frozen=True)
class HipPoolAllocsPass(KebabCaseOptionErrors):
    """Pools the used `memref.alloc`s of every single-block `func.func`.

    The work is `xhip.transforms.pool_module.pool_module`, which returns the
    plans applied; call it directly to get them.

    Options (kebab-case on the command line):
      alignment: byte alignment of every offset, a power of two (default 256).
      lifetime-only: dynamic packing by lifetime alone (true, the default) or
        grouped by dynamic operands first (false).
      emit-fragmentation-report: one remark per domain comparing the packing
        with its lower bounds; the IR is unchanged by it.
      lifetime-start: `alloc` (the reference) or `first-use`, where a buffer is
        live from the first op that uses it or an alias.
      packer: `reference` (the upstream greedy best fit) or `best`.
      packer-effort: work budget of each `packer=best` search, in work units
        (see `xhip.planning.static_search.DEFAULT_EFFORT`); the output depends
        on it, never on the machine or its load.
      packer-time-limit-ms: a wall-clock cut of each `packer=best` search (off
        by default; when set, the output can vary with the machine and its load).
      verify-plan: run `xhip check` on each rewritten function and fail on a
        violation (for tests; the module is already rewritten when it fails).
    """

    name = "hip-pool-allocs"

    alignment: int = 256
    lifetime_only: bool = True
    emit_fragmentation_report: bool = False
    lifetime_start: str = "alloc"
    packer: str = "reference"
    packer_effort: int = DEFAULT_EFFORT
    packer_time_limit_ms: int | None = None
    verify_plan: bool = False

    def options(self) -> PoolOptions:
        try:
            start = LifetimeStart(self.lifetime_start)
        except ValueError:
            raise PoolAllocsError(
                "hip-pool-allocs: lifetime-start must be alloc or first-use "
                f"(got {self.lifetime_start})"
            ) from None
        return PoolOptions(
            alignment=self.alignment,
            lifetime_only=self.lifetime_only,
            emit_fragmentation_report=self.emit_fragmentation_report,
            lifetime_start=start,
            packer=self.packer,
            packer_effort=self.packer_effort,
            packer_time_limit_ms=self.packer_time_limit_ms,
        )

    def apply(self, ctx: Context, op: builtin.ModuleOp) -> None:
        with cyclic_gc_paused():
            try:
                self._apply(op)
            except PoolAllocsError as e:
                if e.op is None:
                    raise
                # xDSL's way to say which op an error is about: a note with the
                # IR, the op marked (what `xdsl-opt` prints after the message).
                e.op.emit_error(e.message, e)

    def _apply(self, op: builtin.ModuleOp) -> None:
        try:
            options = self.options()
        except PoolAllocsError as e:
            # Like the upstream function pass, which checks its options first
            # thing: reported at every function, declarations included.
            functions = [f for f in op.ops if isinstance(f, func.FuncOp)]
            if not functions:
                return
            raise PoolAllocsError.at_each(
                [PoolAllocsError(e.message, f) for f in functions]
            ) from None
        # The embedding API: what this pass does is `pool_module`, no more.
        pool_module(op, options, verify=self.verify_plan)

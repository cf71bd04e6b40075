"""`hip-pool-allocs`: replace the transient allocs of each function by views of pools."""

from __future__ import annotations

from dataclasses import dataclass, replace
from typing import get_type_hints

from typing_extensions import Self
from xdsl.context import Context
from xdsl.dialects import builtin, func
from xdsl.utils.arg_spec import ArgSpec
from xdsl.utils.hints import isa

from xhip.diagnostics import PoolAllocsError
from xhip.dialects.xdsl_ext import install as install_extensions
from xhip.plan import PoolAllocsOptions, PoolOptions
from xhip.transforms.kebab_options import KebabCaseOptionErrors
from xhip.transforms.pool_module import (
    DOMAIN_ADVISORY_THRESHOLD,
    MULTI_DOMAIN_ATTRIBUTES,
    pool_module,
    write_module_attributes,
)

__all__ = [
    "DOMAIN_ADVISORY_THRESHOLD",
    "MULTI_DOMAIN_ATTRIBUTES",
    "HipPoolAllocsPass",
    "pool_module",
    "write_module_attributes",
]


@dataclass(frozen=True)
class HipPoolAllocsPass(KebabCaseOptionErrors, PoolAllocsOptions):
    """Pools the used `memref.alloc`s of every single-block `func.func`.

    The options are the fields of `xhip.plan.PoolAllocsOptions` (kebab-case on the
    command line), plus `verify_plan`, which only checks the output. The work is
    `xhip.transforms.pool_module.pool_module`, which returns the plans applied;
    call it directly to get them.
    """

    name = "hip-pool-allocs"

    verify_plan: bool = False
    """Run `hip-check-pools` (`xhip check`'s rules) on each rewritten function,
    with this pass's alignment and lifetime-start, and fail on a violation (for
    tests; the module is already rewritten when it fails). Needs NumPy."""

    @classmethod
    def from_spec(cls, spec: ArgSpec) -> Self:
        """xDSL's reading of the options, except that a word outside the set of a
        `Literal` option (`packer=foo`) is kept: the pass reports it when it runs,
        at every function, as upstream does (docs/semantics.md §3)."""
        hints = get_type_hints(PoolAllocsOptions)
        params = dict(spec.normalize_parameter_names().parameters)
        words: dict[str, str] = {}
        for name in ("lifetime_start", "packer", "scope", "pool"):
            value = params.get(name)
            if (
                isinstance(value, tuple)
                and len(value) == 1
                and isinstance(value[0], str)
                and not isa(value[0], hints[name])
            ):
                words[name] = value[0]
                del params[name]
        parsed = super().from_spec(ArgSpec(spec.name, params))
        return replace(parsed, **words) if words else parsed

    def options(self) -> PoolOptions:
        return PoolOptions.of(self)

    def apply(self, ctx: Context, op: builtin.ModuleOp) -> None:
        install_extensions()  # so that its output prints in MLIR's syntax
        try:
            self._apply(op)
        except PoolAllocsError as e:
            e.raise_with_note()

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

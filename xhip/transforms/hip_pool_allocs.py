"""`hip-pool-allocs`: replace the transient allocs of each function by views of pools."""

from __future__ import annotations

from dataclasses import dataclass, replace
from typing import get_type_hints

from typing_extensions import Self
from xdsl.context import Context
from xdsl.dialects import builtin, func
from xdsl.dialects.builtin import ArrayAttr, IntegerAttr, ModuleOp, i64
from xdsl.passes import ModulePass
from xdsl.utils.arg_spec import ArgSpec
from xdsl.utils.hints import isa

from xhip.diagnostics import PoolAllocsError, emit_remark
from xhip.dialects.hip import GetPoolOp
from xhip.plan import FunctionPlan, PoolAllocsOptions, PoolOptions, plan_function
from xhip.transforms.emit import emit_function_plan

DOMAIN_ADVISORY_THRESHOLD = 8


@dataclass(frozen=True)
class HipPoolAllocsPass(ModulePass, PoolAllocsOptions):
    """Pools the used `memref.alloc`s of every single-block `func.func`.

    The options are the fields of `xhip.plan.PoolAllocsOptions` (kebab-case on the
    command line), plus `verify_plan`, which only checks the output.
    """

    name = "hip-pool-allocs"

    verify_plan: bool = False
    """Run `xhip check` on each rewritten function and fail on a violation (for
    tests; the module is already rewritten when it fails). Needs NumPy."""

    @classmethod
    def from_spec(cls, spec: ArgSpec) -> Self:
        """xDSL's reading of the options, except that a word outside the set of a
        `Literal` option (`packer=foo`) is kept: the pass reports it when it runs,
        at every function, as upstream does (SPEC §3)."""
        hints = get_type_hints(PoolAllocsOptions)
        params = dict(spec.normalize_parameter_names().parameters)
        words: dict[str, str] = {}
        for name in ("lifetime_start", "packer"):
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
        try:
            self._apply(op)
        except PoolAllocsError as e:
            if e.op is None:
                raise
            # xDSL's way to say which op an error is about: a note with the
            # IR, the op marked (what `xdsl-opt` prints after the message).
            e.op.emit_error(e.message, e)

    def _apply(self, op: builtin.ModuleOp) -> None:
        # A function pass nested in the module: its own functions, not those of
        # nested modules.
        functions = [f for f in op.ops if isinstance(f, func.FuncOp)]
        try:
            options = self.options()
        except PoolAllocsError as e:
            # Like the upstream function pass, which checks its options first
            # thing: reported at every function, declarations included.
            if not functions:
                return
            raise PoolAllocsError.at_each(
                [PoolAllocsError(e.message, f) for f in functions]
            ) from None
        # Plan everything first: an error leaves the module untouched. Like a
        # function pass, every function that fails reports its error.
        plans: list[tuple[func.FuncOp, FunctionPlan | None]] = []
        errors: list[PoolAllocsError] = []
        for f in functions:
            try:
                plans.append((f, plan_function(f, options)))
            except PoolAllocsError as e:
                errors.append(e)
        if errors:
            raise PoolAllocsError.at_each(errors)
        for f, plan in plans:
            if plan is None:
                continue
            if not plan.allocs and any(isinstance(op, GetPoolOp) for op in f.walk()):
                continue  # pooled by an earlier run: keep that run's attributes
            emit_function_plan(plan)
            if self.verify_plan:
                _verify(f, options)
            _report(plan)
            module = f.parent_op()
            if isinstance(module, ModuleOp):
                write_module_attributes(module, plan)


def _verify(f: func.FuncOp, options: PoolOptions) -> None:
    """`verify-plan`: the checker on the pass's own output; the first violation
    fails, and so does output the checker cannot evaluate (verification was asked
    for and did not happen)."""
    try:
        from xhip.verify.checker import CheckError, CheckOptions, check_function
    except ImportError as e:
        raise PoolAllocsError(
            f"hip-pool-allocs: verify-plan needs NumPy (pip install 'xhip[check]'): {e}",
            f,
        ) from None

    check = CheckOptions(alignment=options.alignment, lifetime_start=options.start)
    try:
        found = check_function(f, check).violations
    except CheckError as e:
        reason = e.message.removeprefix("xhip check: ")
        raise PoolAllocsError(
            f"hip-pool-allocs: verify-plan: cannot check the output: {reason}",
            e.op or f,
        ) from None
    for violation in found:
        raise PoolAllocsError(f"hip-pool-allocs: verify-plan: {violation.message}", f)


def _report(plan: FunctionPlan) -> None:
    f = plan.function
    for unpooled in plan.unpooled:
        emit_remark(unpooled.reason, unpooled.alloc)
    count = len(plan.domains)
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
            emit_remark(domain.fragmentation.remark(domain.id), f)


def _i64_array(values: list[int]) -> ArrayAttr[IntegerAttr]:
    return ArrayAttr([IntegerAttr(v, i64) for v in values])


MULTI_DOMAIN_ATTRIBUTES = (
    "hipdnn.domain_count",
    "hipdnn.pool_sizes",
    "hipdnn.buffer_domains",
)


def write_module_attributes(module: ModuleOp, plan: FunctionPlan) -> None:
    """The runtime interface (SPEC §7); the last function of a module wins."""
    pooled = [a for a in plan.allocs if plan.domains[a.domain].needs_pool]
    offsets = [a.offset.constant for a in pooled]
    attrs = module.attributes
    attrs["hipdnn.pool_size"] = IntegerAttr(
        plan.domains[0].static_prefix if plan.domains else 0, i64
    )
    attrs["hipdnn.buffer_count"] = IntegerAttr(len(pooled), i64)
    attrs["hipdnn.buffer_offsets"] = _i64_array(
        [-1 if o is None else o for o in offsets]
    )
    for name in MULTI_DOMAIN_ATTRIBUTES:
        attrs.pop(name, None)
    if len(plan.domains) > 1:
        attrs["hipdnn.domain_count"] = IntegerAttr(len(plan.domains), i64)
        attrs["hipdnn.pool_sizes"] = _i64_array([d.static_prefix for d in plan.domains])
        attrs["hipdnn.buffer_domains"] = _i64_array([a.domain for a in pooled])

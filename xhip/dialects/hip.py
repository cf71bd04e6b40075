"""The `hip` dialect of ROCm hip-ep, as xDSL IRDL definitions.

The ops the pool planner creates or must recognise (`hip.get_pool`, `hip.alloc`,
...) are written out by hand below so that Python code can construct them with
typed builders. Every other op (about eighty destination-passing compute ops, the
graph and control ops) is generated from `hip_ops.json`, the upstream ODS facts
(operands, attributes, results, regions, assembly format), so that adding or
changing an upstream op is a data edit, not new code.
"""

from __future__ import annotations

import dataclasses
import json
import re
from collections.abc import Mapping, Sequence
from collections.abc import Set as AbstractSet
from dataclasses import dataclass
from functools import cache
from importlib import resources
from typing import Any, ClassVar, NamedTuple, cast

from typing_extensions import TypeVar
from xdsl.dialects.builtin import (
    DYNAMIC_INDEX,
    I64,
    AnyFloatConstr,
    ArrayAttr,
    FloatAttr,
    IndexType,
    IntegerAttr,
    IntegerType,
    MemRefType,
    StringAttr,
    SymbolRefAttr,
    TensorType,
    UnitAttr,
    UnrankedMemRefType,
    f32,
    f64,
    i1,
    i32,
    i64,
)
from xdsl.ir import (
    Attribute,
    Dialect,
    Operation,
    ParametrizedAttribute,
    SSAValue,
    TypeAttribute,
)
from xdsl.irdl import (
    AnyAttr,
    AttrSizedOperandSegments,
    BaseAttr,
    EqAttrConstraint,
    IRDLOperation,
    ParsePropInAttrDict,
    irdl_attr_definition,
    irdl_op_definition,
    operand_def,
    opt_operand_def,
    opt_prop_def,
    prop_def,
    region_def,
    result_def,
    traits_def,
    var_operand_def,
    var_result_def,
)
from xdsl.irdl.constraints import (
    AnyOf,
    AttrConstraint,
    InferenceContext,
    IntConstraint,
    ParamAttrConstraint,
    VerificationContext,
)
from xdsl.parser import Parser
from xdsl.traits import EffectInstance, IsTerminator, MemoryEffect, MemoryEffectKind
from xdsl.utils.exceptions import VerifyException

# ---------------------------------------------------------------------------
# Constraints that say what they expected
# ---------------------------------------------------------------------------


@dataclass(frozen=True)
class Described(AttrConstraint[Attribute]):
    """A constraint that fails with an MLIR-like message naming the operand.

    xDSL's own constraints report `Unexpected attribute index`; a user who wrote a
    wrong type on a hip op should read which operand and what was expected.
    """

    inner: AttrConstraint
    what: str  # e.g. "operand 'input'"
    summary: str  # e.g. "tensor or memref"

    def verify(self, attr: Attribute, constraint_context: VerificationContext) -> None:
        try:
            self.inner.verify(attr, constraint_context)
        except VerifyException:
            if self.what.startswith("attribute"):
                message = f"{self.what} failed to satisfy constraint: {self.summary}"
            else:
                message = f"{self.what} must be {self.summary}, but got '{attr}'"
            raise VerifyException(message) from None

    def get_bases(self) -> set[type[Attribute]] | None:
        return self.inner.get_bases()

    def variables(self) -> set[str]:
        return self.inner.variables()

    def can_infer(self, var_constraint_names: AbstractSet[str]) -> bool:
        return self.inner.can_infer(var_constraint_names)

    def infer(self, context: InferenceContext) -> Attribute:
        return self.inner.infer(context)

    def mapping_type_vars(
        self, type_var_mapping: Mapping[TypeVar, AttrConstraint | IntConstraint]
    ) -> AttrConstraint[Attribute]:
        return self


def _located_parse(op: type[IRDLOperation]) -> None:
    """Makes type errors found while parsing the custom form parse errors at the op.

    xDSL's declarative parser checks operand types before the op exists, so the
    failure would carry no source position; MLIR reports it at the op.
    """
    parse_custom = op.parse

    def parse(cls: type[IRDLOperation], parser: Parser) -> IRDLOperation:
        after_name = parser.pos
        try:
            return parse_custom.__func__(cls, parser)  # pyright: ignore[reportFunctionMemberAccess]
        except VerifyException as e:
            text = parser.lexer.input.content
            start = text.rfind(cls.name, 0, after_name) if isinstance(text, str) else -1
            at = start if start >= 0 else after_name
            parser.raise_error(f"'{cls.name}' op {e}", at, max(at, parser.pos))

    op.parse = classmethod(parse)  # type: ignore[method-assign, assignment]


# ---------------------------------------------------------------------------
# Types and the ops the planner works with
# ---------------------------------------------------------------------------


@irdl_attr_definition
class ContextType(ParametrizedAttribute, TypeAttribute):
    """`!hip.context`: the opaque runtime context, argument 0 of a hip function."""

    name = "hip.context"


_BYTE_POOL = MemRefType(IntegerType(8), [DYNAMIC_INDEX])

_TYPE_CONSTRAINTS: dict[str, tuple[AttrConstraint, str]] = {
    "Hip_ContextType": (BaseAttr(ContextType), "!hip.context"),
    "Hip_TensorOrMemRef": (
        AnyOf(
            (BaseAttr(MemRefType), BaseAttr(UnrankedMemRefType), BaseAttr(TensorType))
        ),
        "tensor or memref",
    ),
    "AnyMemRef": (
        AnyOf((BaseAttr(MemRefType), BaseAttr(UnrankedMemRefType))),
        "memref of any type values",
    ),
    "AnyRankedTensor": (BaseAttr(TensorType), "ranked tensor of any type values"),
    "AnyType": (AnyAttr(), "any type"),
    "Index": (BaseAttr(IndexType), "index"),
    "I1": (EqAttrConstraint(i1), "1-bit signless integer"),
    "I64": (EqAttrConstraint(i64), "64-bit signless integer"),
    "AnyTypeOf<[AnyInteger, AnyFloat, Index]>": (
        AnyOf((BaseAttr(IntegerType), AnyFloatConstr, BaseAttr(IndexType))),
        "integer or floating-point or index",
    ),
}
"""ODS type constraints: the xDSL constraint and the summary MLIR reports."""


def _typed(kind: str, what: str) -> Described:
    """The constraint of ODS type `kind` for `what` (e.g. "operand 'ctx'")."""
    constraint, summary = _TYPE_CONSTRAINTS[kind]
    return Described(constraint, what, summary)


class HipOp(IRDLOperation):
    """Base of every hip op: keeps attributes and properties sorted by name.

    MLIR holds them in dictionaries sorted by name and prints them in that order,
    in the custom `{...}` and in the generic `<{...}>` form; so does xhip, whatever
    order the input or the builder used.
    """

    def __post_init__(self) -> None:
        super().__post_init__()  # fills in the defaults
        self.properties = dict(sorted(self.properties.items()))
        self.attributes = dict(sorted(self.attributes.items()))


def _verify_dynamic_sizes(memref_type: Attribute, count: int) -> None:
    """As for `memref.alloc`: one size operand per dynamic dimension."""
    if isinstance(memref_type, MemRefType):
        dynamic = sum(d == DYNAMIC_INDEX for d in memref_type.get_shape())
        if dynamic != count:
            raise VerifyException(
                f"dimension operand count ({count}) does not equal memref dynamic "
                f"dimension count ({dynamic})"
            )


@irdl_op_definition
class GetPoolOp(HipOp):
    """Returns a runtime-owned byte buffer of at least `pool_size` bytes."""

    name = "hip.get_pool"

    ctx = operand_def(_typed("Hip_ContextType", "operand 'ctx'"))
    pool_size = operand_def(_typed("Index", "operand 'pool_size'"))
    domain_id = prop_def(IntegerAttr[I64], IntegerAttr(0, i64))
    pool = result_def(_typed("AnyMemRef", "result 'pool'"))

    irdl_options = (ParsePropInAttrDict(),)
    assembly_format = "`(` $ctx `,` $pool_size `)` attr-dict `:` type($pool)"

    def __init__(
        self,
        ctx: SSAValue | Operation,
        pool_size: SSAValue | Operation,
        domain_id: int = 0,
        result_type: Attribute = _BYTE_POOL,
    ):
        super().__init__(
            operands=[ctx, pool_size],
            result_types=[result_type],
            properties={"domain_id": IntegerAttr(domain_id, i64)},
        )


@irdl_op_definition
class GetHostScratchOp(HipOp):
    """Returns a runtime-owned host buffer of at least `scratch_size` bytes."""

    name = "hip.get_host_scratch"

    ctx = operand_def(_typed("Hip_ContextType", "operand 'ctx'"))
    scratch_size = operand_def(_typed("Index", "operand 'scratch_size'"))
    scratch = result_def(_typed("AnyMemRef", "result 'scratch'"))

    assembly_format = "`(` $ctx `,` $scratch_size `)` attr-dict `:` type($scratch)"


@irdl_op_definition
class AllocOp(HipOp):
    """A device allocation owned by the runtime (not pooled by hip-pool-allocs)."""

    name = "hip.alloc"

    ctx = operand_def(_typed("Hip_ContextType", "operand 'ctx'"))
    dynamicSizes = var_operand_def(_typed("Index", "operand 'dynamicSizes'"))
    memref = result_def(_typed("AnyMemRef", "result 'memref'"))

    assembly_format = "`(` $ctx (`,` $dynamicSizes^ )? `)` attr-dict `:` type($memref)"

    def verify_(self) -> None:
        _verify_dynamic_sizes(self.memref.type, len(self.dynamicSizes))


class WritesResult(MemoryEffect):
    """A write effect on the op's (single) result, and nothing else."""

    @classmethod
    def get_effects(cls, op: Operation) -> AbstractSet[EffectInstance]:
        return frozenset([EffectInstance(MemoryEffectKind.WRITE, op.results[0])])


@irdl_op_definition
class AllocOutputOp(HipOp):
    """The buffer of function output number `out_idx`, which the execution
    provider allocates at run time through its output allocator (SPEC §11.3).

    It has a write effect on its result and no allocation effect: pooling and
    deallocation passes leave it alone, and dead-code elimination and CSE keep
    it.
    """

    name = "hip.alloc_output"

    ctx = operand_def(_typed("Hip_ContextType", "operand 'ctx'"))
    dynamicSizes = var_operand_def(_typed("Index", "operand 'dynamicSizes'"))
    out_idx = prop_def(IntegerAttr[I64])
    memref = result_def(_typed("AnyMemRef", "result 'memref'"))

    traits = traits_def(WritesResult())
    irdl_options = (ParsePropInAttrDict(),)
    assembly_format = "`(` $ctx (`,` $dynamicSizes^ )? `)` attr-dict `:` type($memref)"

    def verify_(self) -> None:
        memref_type = self.memref.type
        if isinstance(memref_type, MemRefType):
            expected = sum(d == DYNAMIC_INDEX for d in memref_type.get_shape())
            got = len(self.dynamicSizes)
            if expected != got:
                raise VerifyException(
                    f"expected {expected} dynamic size operand(s), got {got}"
                )


@irdl_op_definition
class FreeOp(HipOp):
    """Frees a `hip.alloc` buffer."""

    name = "hip.free"

    ctx = operand_def(_typed("Hip_ContextType", "operand 'ctx'"))
    memref = operand_def(_typed("AnyMemRef", "operand 'memref'"))

    assembly_format = "`(` $ctx `,` $memref `)` attr-dict `:` type($memref)"


HAND_WRITTEN_OPS: tuple[type[IRDLOperation], ...] = (
    GetPoolOp,
    GetHostScratchOp,
    AllocOp,
    AllocOutputOp,
    FreeOp,
)
for _op in HAND_WRITTEN_OPS:
    _located_parse(_op)


# ---------------------------------------------------------------------------
# Destination-passing ops, generated from data
# ---------------------------------------------------------------------------


class HipDpsOp(HipOp):
    """Base of the generated destination-passing hip ops.

    `INS` and `OUTS` name the operand definitions the op reads and writes; the
    liveness analysis and the NumPy executor use `dps_inputs`/`dps_inits`.
    """

    INS: ClassVar[tuple[str, ...]] = ()
    OUTS: ClassVar[tuple[str, ...]] = ()

    def _operand_group(self, names: Sequence[str]) -> tuple[SSAValue, ...]:
        values: list[SSAValue] = []
        for field in names:
            group = getattr(self, field)
            if group is None:
                continue
            if isinstance(group, SSAValue):
                values.append(cast(SSAValue, group))
            else:
                values.extend(cast(Sequence[SSAValue], group))
        return tuple(values)

    def dps_inputs(self) -> tuple[SSAValue, ...]:
        """The operands this op reads (its `ins`)."""
        return self._operand_group(self.INS)

    def dps_inits(self) -> tuple[SSAValue, ...]:
        """The operands this op writes (its `outs`)."""
        return self._operand_group(self.OUTS)


class OpSpec(NamedTuple):
    """One upstream op, as recorded in hip_ops.json."""

    mnemonic: str
    kind: str
    arguments: tuple[tuple[str, str], ...]
    results: tuple[tuple[str, str], ...]
    regions: tuple[str, ...]
    assembly_format: str


def load_op_specs() -> tuple[OpSpec, ...]:
    """Reads the packaged upstream op table."""
    text = resources.files("xhip.dialects").joinpath("hip_ops.json").read_text()
    raw = cast(dict[str, Any], json.loads(text))
    return tuple(
        OpSpec(
            mnemonic=o["mnemonic"],
            kind=o["kind"],
            arguments=tuple((a["name"], a["constraint"]) for a in o["arguments"]),
            results=tuple((r["name"], r["constraint"]) for r in o["results"]),
            regions=tuple(o["regions"]),
            assembly_format=o["assembly_format"],
        )
        for o in raw["ops"]
    )


_ATTR_CONSTRAINTS: dict[str, tuple[AttrConstraint, str]] = {
    "I64Attr": (
        IntegerAttr.constr(EqAttrConstraint(i64)),
        "64-bit signless integer attribute",
    ),
    "I32Attr": (
        IntegerAttr.constr(EqAttrConstraint(i32)),
        "32-bit signless integer attribute",
    ),
    "F32Attr": (FloatAttr.constr(EqAttrConstraint(f32)), "32-bit float attribute"),
    "F64Attr": (FloatAttr.constr(EqAttrConstraint(f64)), "64-bit float attribute"),
    "StrAttr": (BaseAttr(StringAttr), "string attribute"),
    "BoolAttr": (IntegerAttr.constr(EqAttrConstraint(i1)), "bool attribute"),
    "UnitAttr": (BaseAttr(UnitAttr), "unit attribute"),
    "I64ArrayAttr": (
        ArrayAttr.constr(IntegerAttr.constr(EqAttrConstraint(i64))),
        "64-bit integer array attribute",
    ),
    "FlatSymbolRefAttr": (BaseAttr(SymbolRefAttr), "flat symbol reference attribute"),
    "ElementsAttr": (AnyAttr(), "constant vector/tensor attribute"),
}
"""ODS attribute kinds: the xDSL constraint and the summary MLIR reports."""


@dataclass(frozen=True)
class DescribedParam(ParamAttrConstraint[Any]):
    """`Described` for typed attributes such as `I64Attr`.

    It stays a `ParamAttrConstraint`, which xDSL's assembly format inspects to print
    `graph_id(2)` rather than `graph_id(2 : i32)`, as MLIR does.
    """

    what: str = ""
    summary: str = ""

    def verify(self, attr: Attribute, constraint_context: VerificationContext) -> None:
        try:
            super().verify(attr, constraint_context)
        except VerifyException:
            raise VerifyException(
                f"{self.what} failed to satisfy constraint: {self.summary}"
            ) from None


def _attr(kind: str, name: str) -> AttrConstraint:
    """The constraint of ODS attribute `kind` for property `name`."""
    constraint, summary = _ATTR_CONSTRAINTS[kind]
    what = f"attribute '{name}'"
    if isinstance(constraint, ParamAttrConstraint):
        params = cast(ParamAttrConstraint[Any], constraint)
        return DescribedParam(params.base_attr, params.param_constrs, what, summary)
    return Described(constraint, what, summary)


def _default_value(kind: str, text: str) -> Attribute:
    """The attribute an ODS `DefaultValuedAttr<kind, "text">` stands for."""
    if kind == "I64Attr":
        return IntegerAttr(int(text), i64)
    if kind == "I32Attr":
        return IntegerAttr(int(text), i32)
    if kind == "F32Attr":
        return FloatAttr(float(text), f32)
    if kind == "F64Attr":
        return FloatAttr(float(text), f64)
    if kind == "BoolAttr":
        return IntegerAttr(int(text == "true"), i1)
    if kind == "StrAttr":
        return StringAttr(text[2:-2] if text.startswith('\\"') else text)
    raise ValueError(f"unsupported default-valued attribute kind {kind}")


_WRAPPED = re.compile(
    r"^(Optional|Variadic|OptionalAttr|DefaultValuedAttr|DefaultValuedStrAttr)<(.*)>$"
)


class _Field(NamedTuple):
    definition: Any
    is_segmented: bool  # an optional or variadic operand group


def _operand_field(constraint: str, name: str) -> _Field | None:
    """The IRDL operand definition for an ODS operand constraint, if it is one."""
    match = _WRAPPED.match(constraint)
    wrapper, inner = (match.group(1), match.group(2)) if match else ("", constraint)
    if inner not in _TYPE_CONSTRAINTS:
        return None
    base = _typed(inner, f"operand '{name}'")
    if wrapper == "Optional":
        return _Field(opt_operand_def(base), True)
    if wrapper == "Variadic":
        return _Field(var_operand_def(base), True)
    if wrapper == "":
        return _Field(operand_def(base), False)
    return None


def _property_field(constraint: str, prop_name: str) -> Any:
    """The IRDL property definition for an ODS attribute constraint."""
    match = _WRAPPED.match(constraint)
    if match is None:
        if constraint == "UnitAttr":
            return opt_prop_def(_attr("UnitAttr", prop_name), prop_name=prop_name)
        return prop_def(_attr(constraint, prop_name), prop_name=prop_name)
    wrapper, inner = match.group(1), match.group(2)
    if wrapper == "OptionalAttr":
        return opt_prop_def(_attr(inner, prop_name), prop_name=prop_name)
    kind, _, default = inner.partition(", ")
    default = default.strip()[1:-1]  # drop the surrounding quotes
    return prop_def(
        _attr(kind, prop_name), _default_value(kind, default), prop_name=prop_name
    )


def _result_field(constraint: str, name: str) -> Any:
    match = _WRAPPED.match(constraint)
    if match is not None and match.group(1) == "Variadic":
        return var_result_def(_typed(match.group(2), f"result '{name}'"))
    return result_def(_typed(constraint, f"result '{name}'"))


_RESERVED = set(dir(IRDLOperation)) | {f.name for f in dataclasses.fields(Operation)}


def _python_name(name: str) -> str:
    return f"{name}_" if name in _RESERVED else name


def _dps_format(spec: OpSpec) -> str:
    """The declarative form of the upstream custom `(ctx) ins(...) outs(...)` printer.

    The inits are the last tensor-or-memref operand; everything before it is read.
    """
    ctx = spec.arguments[0][0]
    shaped = [n for n, c in spec.arguments if "Hip_TensorOrMemRef" in c]
    ins, outs = shaped[:-1], shaped[-1:]

    def group(names: list[str]) -> str:
        values = " `,` ".join(f"${n}" for n in names)
        types = " `,` ".join(f"type(${n})" for n in names)
        return f"`(` {values} `:` {types} `)`"

    result = spec.results[0][0]
    return (
        f"`(` ${ctx} `)` `ins` {group(ins)} `outs` {group(outs)} attr-dict "
        f"(`:` type(${result})^)?"
    )


def _ins_outs(spec: OpSpec, fmt: str) -> tuple[tuple[str, ...], tuple[str, ...]]:
    """Splits the shaped operands into reads and writes: writes follow `outs`."""
    shaped = [n for n, c in spec.arguments if "Hip_TensorOrMemRef" in c]
    outs_at = fmt.find("`outs`")
    written: set[str] = (
        set(re.findall(r"\$(\w+)", fmt[outs_at:])) if outs_at >= 0 else set()
    )
    ins = tuple(_python_name(n) for n in shaped if n not in written)
    outs = tuple(_python_name(n) for n in shaped if n in written)
    return ins, outs


def _rename_in_format(fmt: str, names: Sequence[str]) -> str:
    for n in names:
        if _python_name(n) != n:
            fmt = re.sub(rf"\${n}\b", f"${_python_name(n)}", fmt)
    return fmt


def build_op(spec: OpSpec) -> type[IRDLOperation]:
    """Creates the IRDL op class for one upstream op description."""
    namespace: dict[str, Any] = {"name": spec.mnemonic}
    segmented = 0
    for arg_name, constraint in spec.arguments:
        field = _operand_field(constraint, arg_name)
        if field is not None:
            namespace[_python_name(arg_name)] = field.definition
            segmented += field.is_segmented
        else:
            namespace[_python_name(arg_name)] = _property_field(constraint, arg_name)
    for res_name, constraint in spec.results:
        namespace[_python_name(res_name)] = _result_field(constraint, res_name)
    for region in spec.regions:
        namespace[_python_name(region)] = region_def()

    fmt = spec.assembly_format
    if fmt.startswith("custom"):
        fmt = _dps_format(spec)
    all_names = [n for n, _ in spec.arguments] + [n for n, _ in spec.results]
    fmt = _rename_in_format(fmt, [*all_names, *spec.regions])
    namespace["assembly_format"] = fmt

    options: list[Any] = [ParsePropInAttrDict()]
    if segmented > 1:
        options.append(AttrSizedOperandSegments(as_property=True))
    namespace["irdl_options"] = tuple(options)
    if spec.mnemonic == "hip.yield":
        namespace["traits"] = traits_def(IsTerminator())

    base: type[IRDLOperation] = HipOp
    if spec.kind == "dps":
        base = HipDpsOp
        namespace["INS"], namespace["OUTS"] = _ins_outs(spec, fmt)
        namespace["__annotations__"] = {
            "INS": ClassVar[tuple[str, ...]],
            "OUTS": ClassVar[tuple[str, ...]],
        }
    class_name = (
        "".join(part.capitalize() for part in re.split(r"[._]", spec.mnemonic[4:]))
        + "Op"
    )
    cls = cast(type[IRDLOperation], type(class_name, (base,), namespace))
    cls.__module__ = __name__
    op = irdl_op_definition(cls)
    _located_parse(op)
    return op


@cache
def generated_ops() -> tuple[type[IRDLOperation], ...]:
    """The op classes generated from hip_ops.json (all but the hand-written ones)."""
    hand_written = {op.name for op in HAND_WRITTEN_OPS}
    return tuple(
        build_op(spec) for spec in load_op_specs() if spec.mnemonic not in hand_written
    )


@cache
def hip_dialect() -> Dialect:
    """The `hip` dialect with every upstream op."""
    return Dialect("hip", [*HAND_WRITTEN_OPS, *generated_ops()], [ContextType])


def dps_operands(
    op: Operation,
) -> tuple[tuple[SSAValue, ...], tuple[SSAValue, ...]] | None:
    """`(ins, outs)` of a destination-passing hip op, or None for any other op."""
    if isinstance(op, HipDpsOp):
        return op.dps_inputs(), op.dps_inits()
    return None

"""What every linalg structured op of `xdsl_ext` builds on: MLIR's memory
effects, the named ops' syntax, linalg's enum attributes.

Effects (MLIR's `getGenericEffectsImpl`, `LinalgOps.cpp`): each memref input is
read; each memref init is written, and read too when the payload reads it
(`payloadUsesValueFromOperand`: its block argument has a use). A structured op
on tensors has no memory effect. A named op parsed from its custom form has no
region here (MLIR builds it; xhip does not need it): its class says whether its
payload reads the init (`INIT_READ`, generated from MLIR's region builders).

Named-op syntax (`printNamedStructuredOp` / `parseNamedStructuredOp`):
`linalg.NAME [kind=K] [indexing_maps = [...]] {attr-dict} ins(%a, %b : A, B)
outs(%c : C) [-> T...]`. The properties are read from and printed in the attribute
dictionary, as MLIR's custom form does.

Upstream: xDSL's linalg has a dozen named ops, no effects and the older
`attrs = {...}` syntax; these would replace them.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from collections.abc import Set as AbstractSet
from enum import auto
from typing import ClassVar, NamedTuple, cast

from xdsl.dialects import arith, math
from xdsl.dialects.builtin import (
    AffineMapAttr,
    AnyFloat,
    ArrayAttr,
    DenseArrayBase,
    DenseIntOrFPElementsAttr,
    Float32Type,
    Float64Type,
    FloatAttr,
    IndexType,
    IntegerAttr,
    IntegerType,
    MemRefType,
    ShapedType,
    StringAttr,
    TensorType,
    i32,
    i64,
)
from xdsl.dialects.linalg.ops import YieldOp
from xdsl.dialects.utils import EnumAttribute
from xdsl.ir import (
    Attribute,
    Block,
    Operation,
    Region,
    SpacedOpaqueSyntaxAttribute,
    SSAValue,
)
from xdsl.ir.affine import AffineMap
from xdsl.irdl import (
    AnyAttr,
    AttrConstraint,
    AttrSizedOperandSegments,
    BaseAttr,
    IRDLOperation,
    ParsePropInAttrDict,
    irdl_attr_definition,
    irdl_op_definition,
    prop_def,
    region_def,
    result_def,
    traits_def,
    var_operand_def,
    var_result_def,
)
from xdsl.parser import AttrParser, Parser, UnresolvedOperand
from xdsl.printer import Printer
from xdsl.traits import EffectInstance, MemoryEffect, MemoryEffectKind, NoMemoryEffect
from xdsl.utils.exceptions import VerifyException
from xdsl.utils.str_enum import StrEnum

from xhip.dialects.xdsl_ext.arith import TruncIOp


class TypeFn(StrEnum):
    CAST_SIGNED = auto()
    CAST_UNSIGNED = auto()


class ElementwiseKind(StrEnum):
    """MLIR's `ElementwiseKindAttr` cases (LinalgEnums.td)."""

    EXP = auto()
    LOG = auto()
    ABS = auto()
    CEIL = auto()
    FLOOR = auto()
    NEGF = auto()
    RECIPROCAL = auto()
    ROUND = auto()
    SQRT = auto()
    RSQRT = auto()
    SQUARE = auto()
    TANH = auto()
    ERF = auto()
    ADD = auto()
    SUB = auto()
    MUL = auto()
    DIV = auto()
    DIV_UNSIGNED = auto()
    MAX_SIGNED = auto()
    MIN_SIGNED = auto()
    MAX_UNSIGNED = auto()
    MIN_UNSIGNED = auto()
    POWF = auto()
    SELECT = auto()


@irdl_attr_definition
class TypeFnAttr(EnumAttribute[TypeFn], SpacedOpaqueSyntaxAttribute):
    """`#linalg.type_fn<cast_signed>`: how a named op casts its operands."""

    name = "linalg.type_fn"

    @classmethod
    def parse_parameter(cls, parser: AttrParser) -> TypeFn:
        with parser.in_angle_brackets():
            return super().parse_parameter(parser)

    def print_parameter(self, printer: Printer) -> None:
        with printer.in_angle_brackets():
            super().print_parameter(printer)


@irdl_attr_definition
class ElementwiseKindAttr(EnumAttribute[ElementwiseKind], SpacedOpaqueSyntaxAttribute):
    """`#linalg.elementwise_kind<exp>`: the function of `linalg.elementwise`."""

    name = "linalg.elementwise_kind"

    @classmethod
    def parse_parameter(cls, parser: AttrParser) -> ElementwiseKind:
        with parser.in_angle_brackets():
            return super().parse_parameter(parser)

    def print_parameter(self, printer: Printer) -> None:
        with printer.in_angle_brackets():
            super().print_parameter(printer)


PROPERTY_CONSTRAINTS: dict[str, AttrConstraint] = {
    "dense_int_elements": BaseAttr(DenseIntOrFPElementsAttr),
    "type_fn": BaseAttr(TypeFnAttr),
    "affine_map_array": BaseAttr(ArrayAttr),
    "elementwise_kind": BaseAttr(ElementwiseKindAttr),
    "string": BaseAttr(StringAttr),
    "i64_array": DenseArrayBase.constr(i64),
    "any": AnyAttr(),
}
"""The constraint of each property kind of `linalg-ops.json`."""


def is_memref(t: Attribute) -> bool:
    return isinstance(t, MemRefType)


class StructuredOp(IRDLOperation):
    """A linalg structured op: destination-passing inputs and inits, a payload
    region whose block takes one element per input, then per init.

    Subclasses name their operands; `dps_inputs`/`dps_inits` give them in MLIR's
    order. `INIT_READ`: whether the payload reads the inits when there is no
    region to look at (a named op in custom form)."""

    INIT_READ: ClassVar[bool] = True

    def dps_inputs(self) -> Sequence[SSAValue]:
        raise NotImplementedError

    def dps_inits(self) -> Sequence[SSAValue]:
        raise NotImplementedError

    def payload_reads_init(self, index: int) -> bool:
        """MLIR's `payloadUsesValueFromOperand` for init `index`."""
        block = self.regions[0].blocks.first if self.regions else None
        if block is None:
            return self.INIT_READ
        position = len(self.dps_inputs()) + index
        if position >= len(block.args):
            return False
        return bool(block.args[position].uses)


class StructuredEffects(MemoryEffect):
    """MLIR's linalg effects: memref inputs read, memref inits written (and read
    where the payload reads them); nothing for tensors."""

    @classmethod
    def get_effects(cls, op: Operation) -> AbstractSet[EffectInstance] | None:
        if not isinstance(op, StructuredOp):
            return None
        effects: set[EffectInstance] = set()
        for value in op.dps_inputs():
            if is_memref(value.type):
                effects.add(EffectInstance(MemoryEffectKind.READ, value))
        for index, value in enumerate(op.dps_inits()):
            if not is_memref(value.type):
                continue
            if op.payload_reads_init(index):
                effects.add(EffectInstance(MemoryEffectKind.READ, value))
            effects.add(EffectInstance(MemoryEffectKind.WRITE, value))
        return effects


class Payload(NamedTuple):
    """A named op's region builder as data (generated from MLIR's): `steps`,
    each `(fn, operands...)` over `argK` (block arguments) and `vN` (the N-th
    step's value, from 1); a type fn is `(cast_signed|cast_unsigned|cast,
    argT, x)`: `x` cast to argument T's type (or to a named type: `f64`,
    `i32`), `cast` the op's `cast` property (default `cast_signed`);
    `(const, "V : T")` is an `arith.constant`, `(index, "D")` a `linalg.index
    D` (`fill_rng_2d`). `yields`: the values yielded."""

    steps: tuple[tuple[str, ...], ...]
    yields: tuple[str, ...]


UNARY_KINDS = [
    "exp",
    "log",
    "abs",
    "ceil",
    "floor",
    "negf",
    "reciprocal",
    "round",
    "sqrt",
    "rsqrt",
    "square",
    "tanh",
    "erf",
]
BINARY_KINDS = [
    "add",
    "sub",
    "mul",
    "div",
    "div_unsigned",
    "max_signed",
    "min_signed",
    "max_unsigned",
    "min_unsigned",
    "powf",
]


def elementwise_payload(kind: str) -> Payload:
    """`linalg.elementwise`'s payload (`ElementwiseOp::regionBuilder`): the
    kind's function of the inputs, no casts."""
    arity = 1 if kind in UNARY_KINDS else 2 if kind in BINARY_KINDS else 3
    return Payload(((kind, *(f"arg{i}" for i in range(arity))),), ("v1",))


def _float(t: Attribute) -> bool:
    return isinstance(t, AnyFloat)


def _int_width(t: Attribute) -> int | None:
    return t.bitwidth if isinstance(t, IntegerType) else None


def tensor_types(values: Sequence[SSAValue]) -> list[Attribute]:
    """The types of the tensor `values`: a structured op's results (one per
    tensor init)."""
    types: list[Attribute] = [v.type for v in values]
    return [t for t in types if is_tensor(t)]


def is_tensor(t: Attribute) -> bool:
    return isinstance(t, TensorType)


def element_type(t: Attribute) -> Attribute:
    """The element type of a memref or tensor; any other type itself (a
    scalar operand of a structured op)."""
    if isinstance(t, MemRefType | TensorType):
        return cast(MemRefType[Attribute] | TensorType[Attribute], t).get_element_type()
    return t


@irdl_op_definition
class IndexOp(IRDLOperation):
    """`linalg.index 0 : index`: the iteration index along a loop of the
    enclosing structured op (any of them, as MLIR allows)."""

    name = "linalg.index"

    dim = prop_def(IntegerAttr)
    result = result_def(IndexType)

    traits = traits_def(NoMemoryEffect())

    @classmethod
    def parse(cls, parser: Parser) -> IndexOp:
        dim = parser.parse_integer(allow_boolean=False, allow_negative=False)
        attrs = dict(parser.parse_optional_attr_dict())
        parser.parse_punctuation(":")
        result_type = parser.parse_type()
        return cls.create(
            result_types=[result_type],
            properties={"dim": IntegerAttr(dim, i64)},
            attributes=attrs,
        )

    def print(self, printer: Printer) -> None:
        printer.print_string(f" {self.dim.value.data}")
        printer.print_op_attributes(self.attributes)
        printer.print_string(" : ")
        printer.print_attribute(self.result.type)

    def verify_(self) -> None:
        parent = self.parent_op()
        if not isinstance(parent, StructuredOp):
            raise VerifyException(
                "'linalg.index' op expected parent op with LinalgOp interface"
            )


def _convert(op: type[IRDLOperation], x: SSAValue, to: Attribute) -> Operation:
    """A conversion op `x -> to` (the generic way: each arith constructor
    wants its own narrowed type)."""
    return op.create(operands=[x], result_types=[to])


def _cast(block: Block, to: Attribute, x: SSAValue, unsigned: bool) -> SSAValue:
    """MLIR's `convertScalarToDtype` (what `buildTypeFn` calls)."""
    source, target = x.type, to
    if to == source:
        return x
    op: Operation | None = None
    if isinstance(to, IntegerType):
        if _float(source):
            op = _convert(arith.FPToUIOp if unsigned else arith.FPToSIOp, x, target)
        elif isinstance(source, IndexType):
            op = _convert(arith.IndexCastOp, x, target)
        elif isinstance(source, IntegerType):
            if to.bitwidth > source.bitwidth:
                op = _convert(arith.ExtUIOp if unsigned else arith.ExtSIOp, x, target)
            elif to.bitwidth < source.bitwidth:
                op = TruncIOp(x, cast(IntegerType, to))  # with `overflowFlags`
            else:
                return x
    elif isinstance(to, AnyFloat):
        if isinstance(source, IntegerType):
            op = _convert(arith.UIToFPOp if unsigned else arith.SIToFPOp, x, target)
        elif isinstance(source, AnyFloat):
            if to.bitwidth > source.bitwidth:
                op = _convert(arith.ExtFOp, x, target)
            elif to.bitwidth < source.bitwidth:
                op = _convert(arith.TruncFOp, x, target)
    elif isinstance(to, IndexType) and isinstance(source, IntegerType):
        op = _convert(arith.IndexCastOp, x, target)
    if op is None:
        return x
    block.add_op(op)
    return op.results[0]


_FLOAT_BINARY: dict[str, Callable[[SSAValue, SSAValue], Operation]] = {
    "add": arith.AddfOp,
    "sub": arith.SubfOp,
    "mul": arith.MulfOp,
    "div": arith.DivfOp,
    "div_unsigned": arith.DivfOp,
    "max_signed": arith.MaximumfOp,
    "min_signed": arith.MinimumfOp,
    "max_unsigned": arith.MaximumfOp,
    "min_unsigned": arith.MinimumfOp,
    "powf": math.PowFOp,
}
_INT_BINARY: dict[str, Callable[[SSAValue, SSAValue], Operation]] = {
    "add": arith.AddiOp,
    "sub": arith.SubiOp,
    "mul": arith.MuliOp,
    "div": arith.DivSIOp,
    "div_unsigned": arith.DivUIOp,
    "max_signed": arith.MaxSIOp,
    "min_signed": arith.MinSIOp,
    "max_unsigned": arith.MaxUIOp,
    "min_unsigned": arith.MinUIOp,
}
_BOOL_BINARY: dict[str, Callable[[SSAValue, SSAValue], Operation]] = {
    "add": arith.OrIOp,
    "mul": arith.AndIOp,
}
_UNARY: dict[str, Callable[[SSAValue], Operation]] = {
    "exp": math.ExpOp,
    "log": math.LogOp,
    "abs": math.AbsFOp,
    "ceil": math.CeilOp,
    "floor": math.FloorOp,
    "negf": arith.NegfOp,
    "round": math.RoundOp,
    "sqrt": math.SqrtOp,
    "rsqrt": math.RsqrtOp,
    "tanh": math.TanhOp,
    "erf": math.ErfOp,
}


def _apply(block: Block, fn: str, xs: Sequence[SSAValue]) -> SSAValue:
    """MLIR's `buildUnaryFn` / `buildBinaryFn` / `buildTernaryFn`."""
    op: Operation
    if fn == "select":
        op = arith.SelectOp(xs[0], xs[1], xs[2])
    elif len(xs) == 1:
        x = xs[0]
        if fn == "square":
            op = arith.MulfOp(x, x) if _float(x.type) else arith.MuliOp(x, x)
        elif fn == "reciprocal":
            one = arith.ConstantOp(FloatAttr(1.0, cast(AnyFloat, x.type)))
            block.add_op(one)
            op = arith.DivfOp(one.result, x)
        elif fn == "abs" and not _float(x.type):
            op = math.AbsIOp(x)
        else:
            op = _UNARY[fn](x)
    else:
        width = _int_width(xs[0].type)
        table = (
            _FLOAT_BINARY
            if _float(xs[0].type)
            else _BOOL_BINARY
            if width == 1 and fn in _BOOL_BINARY
            else _INT_BINARY
        )
        op = table[fn](xs[0], xs[1])
    block.add_op(op)
    return op.results[0]


def _scalar_type(name: str) -> Attribute:
    """A payload step's type literal: `f32`, `f64` or `iN` (the types the
    region builders name, `helper.getFloat64Type()`, `getIntegerType(32)`)."""
    if name == "f32":
        return Float32Type()
    if name == "f64":
        return Float64Type()
    if name.startswith("i") and name[1:].isdigit():
        return IntegerType(int(name[1:]))
    raise ValueError(f"unknown payload type {name}")


def _constant(block: Block, literal: str) -> SSAValue:
    """MLIR's `RegionBuilderHelper::constant`: `arith.constant` of `V : T`."""
    value, _, type_name = literal.partition(" : ")
    t = _scalar_type(type_name)
    if isinstance(t, AnyFloat):
        op = arith.ConstantOp(FloatAttr(float(value), t))
    else:
        op = arith.ConstantOp(IntegerAttr(int(value), int(type_name[1:])))
    block.add_op(op)
    return op.result


def build_payload(
    payload: Payload, arg_types: Sequence[Attribute], cast_fn: str
) -> Region:
    """The region MLIR's builder makes for block arguments of `arg_types`."""
    block = Block(arg_types=arg_types)
    values: dict[str, SSAValue] = {f"arg{i}": a for i, a in enumerate(block.args)}
    for index, (fn, *operands) in enumerate(payload.steps, start=1):
        if fn in ("cast_signed", "cast_unsigned", "cast"):
            unsigned = (cast_fn if fn == "cast" else fn) == "cast_unsigned"
            target, x = operands
            to = values[target].type if target in values else _scalar_type(target)
            value = _cast(block, to, values[x], unsigned)
        elif fn == "const":
            value = _constant(block, operands[0])
        elif fn == "index":
            op = IndexOp.create(
                result_types=[IndexType()],
                properties={"dim": IntegerAttr(int(operands[0]), i64)},
            )
            block.add_op(op)
            value = op.results[0]
        else:
            value = _apply(block, fn, [values[o] for o in operands])
        values[f"v{index}"] = value
    block.add_op(YieldOp(*(values[y] for y in payload.yields)))
    return Region(block)


ELIDED_ATTRS = frozenset({"operandSegmentSizes", "linalg.memoized_indexing_maps"})


class NamedStructuredOp(StructuredOp):
    """A named linalg op (`linalg.matmul`, `linalg.conv_2d_nchw_fchw`, ...):
    `ins`, `outs`, tensor results, the payload region (empty when parsed from
    the custom form, which hides it)."""

    inputs = var_operand_def()
    outputs = var_operand_def()
    result_tensors = var_result_def(TensorType)
    region = region_def()

    irdl_options = (AttrSizedOperandSegments(as_property=True), ParsePropInAttrDict())
    traits = traits_def(StructuredEffects())

    PAYLOAD: ClassVar[Payload | None] = None

    def dps_inputs(self) -> Sequence[SSAValue]:
        return self.inputs

    def dps_inits(self) -> Sequence[SSAValue]:
        return self.outputs

    @classmethod
    def hidden_region(
        cls,
        ins: Sequence[SSAValue],
        outs: Sequence[SSAValue],
        properties: dict[str, Attribute],
    ) -> Region:
        """The region MLIR builds when it reads the custom form (empty where
        its builder is not known here: `fill_rng_2d`, unknown element types)."""
        payload = cls.PAYLOAD
        kind = properties.get("kind")
        if isinstance(kind, ElementwiseKindAttr):
            payload = elementwise_payload(str(kind.data))
        if payload is None:
            return Region()
        cast_attr = properties.get("cast")
        cast_fn = str(cast_attr.data) if isinstance(cast_attr, TypeFnAttr) else ""
        arg_types = [element_type(v.type) for v in (*ins, *outs)]
        try:
            return build_payload(payload, arg_types, cast_fn or "cast_signed")
        except (KeyError, TypeError, ValueError, VerifyException):
            return Region()

    @classmethod
    def parse(cls, parser: Parser) -> NamedStructuredOp:
        properties: dict[str, Attribute] = {}
        prop_names = cls.get_irdl_definition().properties
        if "kind" in prop_names and parser.parse_optional_keyword("kind"):
            parser.parse_punctuation("=")
            properties["kind"] = parser.parse_attribute()
        if "indexing_maps" in prop_names and parser.parse_optional_keyword(
            "indexing_maps"
        ):
            parser.parse_punctuation("=")
            properties["indexing_maps"] = parser.parse_attribute()
        attrs = dict(parser.parse_optional_attr_dict())
        ins = parse_operand_group(parser, "ins")
        outs = parse_operand_group(parser, "outs")
        attrs |= parser.parse_optional_attr_dict()
        result_types = parse_result_types(parser)
        for name in [n for n in attrs if n in prop_names]:
            properties[name] = attrs.pop(name)
        if "kind" in properties and "indexing_maps" not in properties and outs:
            # `linalg.elementwise`: MLIR's parser materializes the identity maps.
            properties["indexing_maps"] = _identity_maps(outs[-1], len(ins) + len(outs))
        op = cls.create(
            operands=[*ins, *outs],
            result_types=result_types,
            properties=properties,
            attributes=attrs,
            regions=[cls.hidden_region(ins, outs, properties)],
        )
        op.properties["operandSegmentSizes"] = DenseArrayBase.from_list(
            i32, [len(ins), len(outs)]
        )
        return op

    def print(self, printer: Printer) -> None:
        shown = {**self.properties, **self.attributes}
        if "kind" in self.properties:
            printer.print_string(" kind=")
            printer.print_attribute(shown.pop("kind"))
        maps = shown.pop("indexing_maps", None)
        if maps is not None and not (
            "kind" in self.properties
            and self.outputs
            and maps == _identity_maps(self.outputs[-1], len(self.operands))
        ):
            printer.print_string(" indexing_maps = ")
            printer.print_attribute(maps)
        extra = {k: v for k, v in shown.items() if k not in ELIDED_ATTRS}
        printer.print_op_attributes(extra)
        print_operand_group(printer, "ins", self.inputs)
        print_operand_group(printer, "outs", self.outputs)
        print_result_types(printer, self.result_tensors.types)


def _identity_maps(init: SSAValue, count: int) -> ArrayAttr:
    """`count` identity maps of `init`'s rank (`linalg.elementwise`'s default)."""
    rank = len(init.type.get_shape()) if isinstance(init.type, ShapedType) else 0
    return ArrayAttr([AffineMapAttr(AffineMap.identity(rank))] * count)


def parse_operand_group(parser: Parser, keyword: str) -> list[SSAValue[Attribute]]:
    """` KEYWORD(%a, %b : A, B)`, if there."""
    if parser.parse_optional_keyword(keyword) is None:
        return []
    pos = parser.pos
    parser.parse_punctuation("(")
    operands: list[UnresolvedOperand] = parser.parse_comma_separated_list(
        Parser.Delimiter.NONE, parser.parse_unresolved_operand
    )
    parser.parse_punctuation(":")
    types = parser.parse_comma_separated_list(Parser.Delimiter.NONE, parser.parse_type)
    parser.parse_punctuation(")")
    return list(parser.resolve_operands(operands, types, pos))


def print_operand_group(
    printer: Printer, keyword: str, values: Sequence[SSAValue]
) -> None:
    if not values:
        return
    printer.print_string(f" {keyword}(")
    printer.print_list(values, printer.print_ssa_value)
    printer.print_string(" : ")
    printer.print_list([v.type for v in values], printer.print_attribute)
    printer.print_string(")")


def parse_result_types(parser: Parser) -> list[Attribute]:
    """MLIR's `parseOptionalArrowTypeList`: ` -> T` or ` -> (T, U)`, if there."""
    if parser.parse_optional_punctuation("->") is None:
        return []
    listed = parser.parse_optional_comma_separated_list(
        Parser.Delimiter.PAREN, parser.parse_type
    )
    return list[Attribute](listed if listed is not None else [parser.parse_type()])


def print_result_types(printer: Printer, types: Sequence[Attribute]) -> None:
    """MLIR's `printOptionalArrowTypeList`."""
    if not types:
        return
    printer.print_string(" -> ")
    if len(types) == 1:
        printer.print_attribute(types[0])
    else:
        with printer.in_parens():
            printer.print_list(types, printer.print_attribute)


__all__ = [
    "PROPERTY_CONSTRAINTS",
    "ElementwiseKindAttr",
    "NamedStructuredOp",
    "StructuredEffects",
    "StructuredOp",
    "TypeFnAttr",
]

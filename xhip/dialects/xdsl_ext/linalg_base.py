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

from collections.abc import Sequence
from collections.abc import Set as AbstractSet
from enum import auto
from typing import ClassVar

from xdsl.dialects.builtin import (
    ArrayAttr,
    DenseArrayBase,
    DenseIntOrFPElementsAttr,
    MemRefType,
    StringAttr,
    TensorType,
    i32,
    i64,
)
from xdsl.dialects.utils import EnumAttribute
from xdsl.ir import (
    Attribute,
    Operation,
    Region,
    SpacedOpaqueSyntaxAttribute,
    SSAValue,
)
from xdsl.irdl import (
    AnyAttr,
    AttrConstraint,
    AttrSizedOperandSegments,
    BaseAttr,
    IRDLOperation,
    ParsePropInAttrDict,
    irdl_attr_definition,
    region_def,
    traits_def,
    var_operand_def,
    var_result_def,
)
from xdsl.parser import AttrParser, Parser, UnresolvedOperand
from xdsl.printer import Printer
from xdsl.traits import EffectInstance, MemoryEffect, MemoryEffectKind
from xdsl.utils.str_enum import StrEnum


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

    def dps_inputs(self) -> Sequence[SSAValue]:
        return self.inputs

    def dps_inits(self) -> Sequence[SSAValue]:
        return self.outputs

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
        result_types: list[Attribute] = []
        if parser.parse_optional_punctuation("->") is not None:
            listed = parser.parse_optional_comma_separated_list(
                Parser.Delimiter.PAREN, parser.parse_type
            )
            result_types = listed if listed is not None else [parser.parse_type()]
        for name in [n for n in attrs if n in prop_names]:
            properties[name] = attrs.pop(name)
        op = cls.create(
            operands=[*ins, *outs],
            result_types=result_types,
            properties=properties,
            attributes=attrs,
            regions=[Region()],
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
        if "indexing_maps" in self.properties:
            printer.print_string(" indexing_maps = ")
            printer.print_attribute(shown.pop("indexing_maps"))
        extra = {k: v for k, v in shown.items() if k not in ELIDED_ATTRS}
        printer.print_op_attributes(extra)
        print_operand_group(printer, "ins", self.inputs)
        print_operand_group(printer, "outs", self.outputs)
        print_result_types(printer, self.result_tensors.types)


def parse_operand_group(parser: Parser, keyword: str) -> list[SSAValue]:
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

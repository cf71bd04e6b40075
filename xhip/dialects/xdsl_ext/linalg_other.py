"""linalg ops of MLIR 22 outside the structured-op interface: `softmax`
(LinalgOps.td), the Winograd transforms (LinalgOps.td) and `pack` / `unpack`
(LinalgRelayoutOps.td), with MLIR's syntax and effects.

* `linalg.softmax dimension(d) ins(%x : T) outs(%y : T) [-> T]`: tensors or
  memrefs; MLIR's `getEffects` reads the memref input and reads and writes the
  memref init (its `getGenericEffectsImpl` over the DPS operands), so it is a
  `StructuredOp` without a region (`INIT_READ`) under `StructuredEffects`.
* `linalg.winograd_{filter,input,output}_transform fmr(F_2_3) ins(...)
  outs(...) -> T`: 4-D / 6-D tensors only; `fmr` an `I32EnumAttr` (an `i32`
  in generic form, a keyword in custom form). No memory-effect interface in
  MLIR, so none here.
* `linalg.pack` / `linalg.unpack`: ranked tensors only, `NoMemoryEffect` (the
  `Linalg_RelayoutOp` traits); `pack` takes an optional `padding_value`.

Upstream: new ops of xDSL's linalg dialect.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import ClassVar

from xdsl.dialects.builtin import (
    DYNAMIC_INDEX,
    DenseArrayBase,
    IndexType,
    IntegerAttr,
    TensorType,
    i32,
    i64,
)
from xdsl.dialects.utils import (
    parse_dynamic_index_list_without_types,
    print_dynamic_index_list,
)
from xdsl.ir import Attribute, SSAValue
from xdsl.irdl import (
    AttrSizedOperandSegments,
    IRDLOperation,
    irdl_op_definition,
    operand_def,
    opt_operand_def,
    opt_prop_def,
    prop_def,
    result_def,
    traits_def,
    var_operand_def,
    var_result_def,
)
from xdsl.parser import Parser
from xdsl.printer import Printer
from xdsl.traits import NoMemoryEffect

from xhip.dialects.xdsl_ext.linalg_base import (
    StructuredEffects,
    StructuredOp,
    parse_operand_group,
    parse_result_types,
    print_operand_group,
    print_result_types,
)


def _one(parser: Parser, keyword: str) -> SSAValue:
    values = parse_operand_group(parser, keyword)
    if len(values) != 1:
        parser.raise_error(f"expected one operand in '{keyword}'")
    return values[0]


@irdl_op_definition
class SoftmaxOp(StructuredOp):
    """`linalg.softmax dimension(2) ins(%x : T) outs(%y : T) -> T`: softmax of
    `input` along `dimension` into `output` (a result for tensors)."""

    name = "linalg.softmax"

    input = operand_def()
    output = operand_def()
    result = var_result_def(TensorType)
    dimension = prop_def(IntegerAttr[i64])

    traits = traits_def(StructuredEffects())

    def dps_inputs(self) -> Sequence[SSAValue]:
        return (self.input,)

    def dps_inits(self) -> Sequence[SSAValue]:
        return (self.output,)

    @classmethod
    def parse(cls, parser: Parser) -> SoftmaxOp:
        attrs = dict(parser.parse_optional_attr_dict())
        parser.parse_keyword("dimension")
        parser.parse_punctuation("(")
        dimension = parser.parse_integer()
        parser.parse_punctuation(")")
        x = _one(parser, "ins")
        y = _one(parser, "outs")
        return cls.create(
            operands=[x, y],
            result_types=parse_result_types(parser),
            properties={"dimension": IntegerAttr(dimension, i64)},
            attributes=attrs,
        )

    def print(self, printer: Printer) -> None:
        printer.print_op_attributes(self.attributes)
        printer.print_string(f" dimension({self.dimension.value.data})")
        print_operand_group(printer, "ins", [self.input])
        print_operand_group(printer, "outs", [self.output])
        print_result_types(printer, self.result.types)


FMR = ("F_2_3", "F_4_3", "F_2_5")
"""`WinogradConv2DFmr` (LinalgEnums.td): the case names by value."""


class _WinogradOp(IRDLOperation):
    """`attr-dict fmr(F_2_3) ins(%x : A) outs(%y : B) -> B` (LinalgOps.td)."""

    INPUT: ClassVar[str] = ""

    fmr = prop_def(IntegerAttr[i32])

    @classmethod
    def parse(cls, parser: Parser) -> IRDLOperation:
        attrs = dict(parser.parse_optional_attr_dict())
        parser.parse_keyword("fmr")
        parser.parse_punctuation("(")
        pos = parser.pos
        case = parser.parse_identifier()
        if case not in FMR:
            parser.raise_error(
                f"expected one of {', '.join(FMR)} for fmr, got {case}", pos
            )
        parser.parse_punctuation(")")
        x = _one(parser, "ins")
        y = _one(parser, "outs")
        parser.parse_punctuation("->")
        result = parser.parse_type()
        return cls.create(
            operands=[x, y],
            result_types=[result],
            properties={"fmr": IntegerAttr(FMR.index(case), i32)},
            attributes=attrs,
        )

    def print(self, printer: Printer) -> None:
        printer.print_op_attributes(self.attributes)
        fmr = self.fmr.value.data
        printer.print_string(f" fmr({FMR[fmr] if 0 <= fmr < len(FMR) else fmr})")
        print_operand_group(printer, "ins", self.operands[:1])
        print_operand_group(printer, "outs", self.operands[1:])
        printer.print_string(" -> ")
        printer.print_attribute(self.results[0].type)


@irdl_op_definition
class WinogradFilterTransformOp(_WinogradOp):
    """The filter (`F x KH x KW x C`) of a Winograd convolution, transformed."""

    name = "linalg.winograd_filter_transform"

    filter = operand_def(TensorType)
    output = operand_def(TensorType)
    result = result_def(TensorType)


@irdl_op_definition
class WinogradInputTransformOp(_WinogradOp):
    """The input (`N x H x W x C`) of a Winograd convolution, transformed."""

    name = "linalg.winograd_input_transform"

    input = operand_def(TensorType)
    output = operand_def(TensorType)
    result = result_def(TensorType)


@irdl_op_definition
class WinogradOutputTransformOp(_WinogradOp):
    """A Winograd convolution's value, transformed back into its output."""

    name = "linalg.winograd_output_transform"

    value = operand_def(TensorType)
    output = operand_def(TensorType)
    result = result_def(TensorType)


I64_ARRAY = DenseArrayBase.constr(i64)


def _parse_i64_list(parser: Parser) -> DenseArrayBase:
    values = parser.parse_comma_separated_list(
        Parser.Delimiter.SQUARE, parser.parse_integer
    )
    return DenseArrayBase.from_list(i64, values)


def _print_i64_list(printer: Printer, values: Sequence[int]) -> None:
    with printer.in_square_brackets():
        printer.print_list(values, printer.print_int)


class _RelayoutOp(IRDLOperation):
    """`$source [padding_value(%p : T)] [outer_dims_perm = [..]] inner_dims_pos
    = [..] inner_tiles = [..] into $dest attr-dict : S -> D`
    (LinalgRelayoutOps.td)."""

    PADDING: ClassVar[bool] = False

    outer_dims_perm = opt_prop_def(I64_ARRAY)
    inner_dims_pos = prop_def(I64_ARRAY)
    static_inner_tiles = prop_def(I64_ARRAY)

    traits = traits_def(NoMemoryEffect())

    @classmethod
    def parse(cls, parser: Parser) -> IRDLOperation:
        source = parser.parse_unresolved_operand()
        padding: list[SSAValue] = []
        if cls.PADDING and parser.parse_optional_keyword("padding_value"):
            parser.parse_punctuation("(")
            value = parser.parse_unresolved_operand()
            parser.parse_punctuation(":")
            padding = [parser.resolve_operand(value, parser.parse_type())]
            parser.parse_punctuation(")")
        properties: dict[str, Attribute] = {}
        if parser.parse_optional_keyword("outer_dims_perm"):
            parser.parse_punctuation("=")
            properties["outer_dims_perm"] = _parse_i64_list(parser)
        parser.parse_keyword("inner_dims_pos")
        parser.parse_punctuation("=")
        properties["inner_dims_pos"] = _parse_i64_list(parser)
        parser.parse_keyword("inner_tiles")
        parser.parse_punctuation("=")
        tiles_pos = parser.pos
        dynamic, static = parse_dynamic_index_list_without_types(
            parser, dynamic_index=DYNAMIC_INDEX
        )
        tiles = parser.resolve_operands(
            dynamic, [IndexType()] * len(dynamic), tiles_pos
        )
        properties["static_inner_tiles"] = DenseArrayBase.from_list(i64, static)
        parser.parse_keyword("into")
        dest = parser.parse_unresolved_operand()
        attrs = dict(parser.parse_optional_attr_dict())
        parser.parse_punctuation(":")
        source_type = parser.parse_type()
        parser.parse_punctuation("->")
        dest_type = parser.parse_type()
        operands = [
            parser.resolve_operand(source, source_type),
            parser.resolve_operand(dest, dest_type),
        ]
        if cls.PADDING:
            return cls.create(
                operands=[*operands, *padding, *tiles],
                result_types=[dest_type],
                properties={
                    **properties,
                    "operandSegmentSizes": DenseArrayBase.from_list(
                        i32, [1, 1, len(padding), len(tiles)]
                    ),
                },
                attributes=attrs,
            )
        return cls.create(
            operands=[*operands, *tiles],
            result_types=[dest_type],
            properties=properties,
            attributes=attrs,
        )

    def _padding(self) -> Sequence[SSAValue]:
        return ()

    def _tiles(self) -> Sequence[SSAValue]:
        raise NotImplementedError

    def print(self, printer: Printer) -> None:
        source, dest = self.operands[0], self.operands[1]
        printer.print_string(" ")
        printer.print_ssa_value(source)
        for value in self._padding():
            printer.print_string(" padding_value(")
            printer.print_ssa_value(value)
            printer.print_string(" : ")
            printer.print_attribute(value.type)
            printer.print_string(")")
        if self.outer_dims_perm is not None:
            printer.print_string(" outer_dims_perm = ")
            _print_i64_list(printer, self.outer_dims_perm.get_values())
        printer.print_string(" inner_dims_pos = ")
        _print_i64_list(printer, self.inner_dims_pos.get_values())
        printer.print_string(" inner_tiles = ")
        print_dynamic_index_list(
            printer,
            DYNAMIC_INDEX,
            self._tiles(),
            self.static_inner_tiles.get_values(),
        )
        printer.print_string(" into ")
        printer.print_ssa_value(dest)
        printer.print_op_attributes(self.attributes)
        printer.print_string(" : ")
        printer.print_attribute(source.type)
        printer.print_string(" -> ")
        printer.print_attribute(dest.type)


@irdl_op_definition
class PackOp(_RelayoutOp):
    """`linalg.pack`: `source` tiled into the higher-rank `dest` (a result)."""

    name = "linalg.pack"
    PADDING: ClassVar[bool] = True

    source = operand_def(TensorType)
    dest = operand_def(TensorType)
    padding_value = opt_operand_def()
    inner_tiles = var_operand_def(IndexType)
    result = result_def(TensorType)

    irdl_options = (AttrSizedOperandSegments(as_property=True),)

    def _padding(self) -> Sequence[SSAValue]:
        return () if self.padding_value is None else (self.padding_value,)

    def _tiles(self) -> Sequence[SSAValue]:
        return self.inner_tiles


@irdl_op_definition
class UnPackOp(_RelayoutOp):
    """`linalg.unpack`: the tiles of `source` back into `dest` (a result)."""

    name = "linalg.unpack"

    source = operand_def(TensorType)
    dest = operand_def(TensorType)
    inner_tiles = var_operand_def(IndexType)
    result = result_def(TensorType)

    def _tiles(self) -> Sequence[SSAValue]:
        return self.inner_tiles


OPS: tuple[type[IRDLOperation], ...] = (
    SoftmaxOp,
    WinogradFilterTransformOp,
    WinogradInputTransformOp,
    WinogradOutputTransformOp,
    PackOp,
    UnPackOp,
)
"""The ops of this module (all new to xDSL)."""

__all__ = ["OPS", "PackOp", "SoftmaxOp", "UnPackOp"]

"""The `math` ops of MLIR 22 (`MathOps.td`) that xDSL 0.75 lacks: `erfc`,
`clampf`, `sincos`, `isfinite`, `isinf`, `isnan`, `isnormal`. All `Pure`, with
MLIR's assembly formats. (xDSL has the 39 others.)

Upstream: add them to `xdsl.dialects.math`.
"""

from __future__ import annotations

from typing import ClassVar

from xdsl.dialects.arith import FastMathFlagsAttr
from xdsl.dialects.builtin import ShapedType, VectorType, i1
from xdsl.dialects.math import FloatingPointLikeUnaryMathOperation
from xdsl.ir import Attribute
from xdsl.irdl import (
    AnyAttr,
    IRDLOperation,
    VarConstraint,
    irdl_op_definition,
    operand_def,
    prop_def,
    result_def,
    traits_def,
)
from xdsl.parser import Parser
from xdsl.printer import Printer
from xdsl.traits import Pure, SameOperandsAndResultType


@irdl_op_definition
class ErfcOp(FloatingPointLikeUnaryMathOperation):
    """`math.erfc %x : f32`: the complementary error function."""

    name = "math.erfc"

    traits = traits_def(Pure(), SameOperandsAndResultType())


@irdl_op_definition
class ClampFOp(IRDLOperation):
    """`math.clampf %v to [%lo, %hi] : f32`."""

    name = "math.clampf"

    T: ClassVar = VarConstraint("T", AnyAttr())

    value = operand_def(T)
    min = operand_def(T)
    max = operand_def(T)
    result = result_def(T)
    fastmath = prop_def(FastMathFlagsAttr, default_value=FastMathFlagsAttr("none"))

    traits = traits_def(Pure(), SameOperandsAndResultType())

    assembly_format = (
        "$value `to` ` ` `[` $min `,` $max `]` (`fastmath` `` $fastmath^)? "
        "attr-dict `:` type($result)"
    )


@irdl_op_definition
class SincosOp(IRDLOperation):
    """`%s, %c = math.sincos %x : f32`: sine and cosine at once."""

    name = "math.sincos"

    operand = operand_def()
    sin = result_def()
    cos = result_def()
    fastmath = prop_def(FastMathFlagsAttr, default_value=FastMathFlagsAttr("none"))

    traits = traits_def(Pure())

    @classmethod
    def parse(cls, parser: Parser) -> SincosOp:
        operand = parser.parse_unresolved_operand()
        props: dict[str, Attribute] = {}
        if parser.parse_optional_keyword("fastmath") is not None:
            props["fastmath"] = FastMathFlagsAttr(
                FastMathFlagsAttr.parse_parameter(parser)
            )
        attrs = parser.parse_optional_attr_dict()
        parser.parse_punctuation(":")
        t = parser.parse_type()
        return cls.create(
            operands=[parser.resolve_operand(operand, t)],
            result_types=[t, t],
            properties=props,
            attributes=dict(attrs),
        )

    def print(self, printer: Printer) -> None:
        printer.print_string(" ")
        printer.print_operand(self.operand)
        if self.fastmath != FastMathFlagsAttr("none"):
            printer.print_string(" fastmath")
            self.fastmath.print_parameter(printer)
        printer.print_op_attributes(self.attributes)
        printer.print_string(" : ")
        printer.print_attribute(self.operand.type)


def _bool_like(t: Attribute) -> Attribute:
    """`i1` of `t`'s shape (MLIR's `BoolLike` result of a float classification)."""
    if isinstance(t, VectorType):
        return VectorType(i1, t.get_shape(), t.scalable_dims)
    if isinstance(t, ShapedType):
        return type(t)(i1, t.get_shape())  # pyright: ignore[reportCallIssue]
    return i1


class _FloatClassOp(IRDLOperation):
    """`math.isnan %x : f32` and the like: an `i1` (of the operand's shape)."""

    operand = operand_def()
    result = result_def()
    fastmath = prop_def(FastMathFlagsAttr, default_value=FastMathFlagsAttr("none"))

    traits = traits_def(Pure())

    @classmethod
    def parse(cls, parser: Parser) -> _FloatClassOp:
        operand = parser.parse_unresolved_operand()
        attrs = dict(parser.parse_optional_attr_dict())
        parser.parse_punctuation(":")
        t = parser.parse_type()
        props: dict[str, Attribute] = {}
        if "fastmath" in attrs:
            props["fastmath"] = attrs.pop("fastmath")
        return cls.create(
            operands=[parser.resolve_operand(operand, t)],
            result_types=[_bool_like(t)],
            properties=props,
            attributes=attrs,
        )

    def print(self, printer: Printer) -> None:
        printer.print_string(" ")
        printer.print_operand(self.operand)
        shown = dict(self.attributes)
        if self.fastmath != FastMathFlagsAttr("none"):
            shown["fastmath"] = self.fastmath
        printer.print_op_attributes(shown)
        printer.print_string(" : ")
        printer.print_attribute(self.operand.type)


@irdl_op_definition
class IsFiniteOp(_FloatClassOp):
    name = "math.isfinite"


@irdl_op_definition
class IsInfOp(_FloatClassOp):
    name = "math.isinf"


@irdl_op_definition
class IsNaNOp(_FloatClassOp):
    name = "math.isnan"


@irdl_op_definition
class IsNormalOp(_FloatClassOp):
    name = "math.isnormal"


ADDED: tuple[type[IRDLOperation], ...] = (
    ErfcOp,
    ClampFOp,
    SincosOp,
    IsFiniteOp,
    IsInfOp,
    IsNaNOp,
    IsNormalOp,
)

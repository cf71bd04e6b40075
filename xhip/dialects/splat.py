"""Splat initializers of `memref.global` that stay one value.

Real pipelines keep weights as constant globals with a splat initializer
(`dense<153>` for a `memref<32x5760x1440xui8>`: 265 million elements). xDSL's
`DenseIntOrFPElementsAttr` stores every element, so reading such a global would
build (and printing would scan) hundreds of millions of values. A
`SplatElementsAttr` keeps the one value and the shape: reading, planning,
printing and verifying it cost the same whatever the shape. It prints as MLIR's
builtin `dense<153> : tensor<32x5760x1440xui8>` (generic form) or, in
`memref.global`'s custom form, `dense<153>`.

Splats of at most `LARGE_SPLAT` elements are left to xDSL (a
`DenseIntOrFPElementsAttr`, as before), so small globals look as they always did.
Upstream: a splat representation of `DenseIntOrFPElementsAttr` in xDSL.
"""

from __future__ import annotations

import math
import re
from typing import Any, cast

from xdsl.dialects.builtin import (
    AnyTensorType,
    DenseIntOrFPElementsAttr,
    TensorType,
)
from xdsl.ir import Attribute, BuiltinAttribute, TypedAttribute
from xdsl.irdl import irdl_attr_definition, param_def
from xdsl.parser import AttrParser, Parser
from xdsl.printer import Printer
from xdsl.utils.exceptions import VerifyException

LARGE_SPLAT = 65536
"""Splats of more elements than this are kept as one value (`SplatElementsAttr`)."""

_NUMBER = r"[-+]?(?:0x[0-9A-Fa-f]+|[0-9]+(?:\.[0-9]*)?(?:[eE][-+]?[0-9]+)?)"
_SCALAR_LITERAL = re.compile(
    rf"<\s*(?:{_NUMBER}|true|false|\(\s*{_NUMBER}\s*,\s*{_NUMBER}\s*\))\s*>"
)
"""`<v>` with one scalar `v` (integer, float, hex float, bool, complex pair):
what a splat looks like in a dense literal. Lists and hex strings are not."""


@irdl_attr_definition
class SplatElementsAttr(TypedAttribute, BuiltinAttribute):
    """`dense<v> : tensor<shape x T>` with one value for every element.

    `element` is that value as a one-element `DenseIntOrFPElementsAttr`
    (`tensor<1xT>`): xDSL's own conversions and printing of the value.
    """

    name = "xhip.splat_elements"

    type: AnyTensorType = param_def()
    element: DenseIntOrFPElementsAttr = param_def()

    @classmethod
    def get_type_index(cls) -> int:
        return 0

    def get_shape(self) -> tuple[int, ...]:
        return self.type.get_shape()

    def get_element_type(self) -> Attribute:
        return self.type.get_element_type()

    def value(self) -> Any:
        """The one value, as xDSL gives an element of a dense attribute."""
        return cast(Any, self.element).get_values()[0]

    def verify(self) -> None:
        if self.element.get_shape() != (1,):
            raise VerifyException("a splat holds one element")
        if self.element.get_element_type() != self.type.get_element_type():
            raise VerifyException(
                f"splat element of type '{self.element.get_element_type()}' in "
                f"'{self.type}'"
            )

    def print_without_type(self, printer: Printer) -> None:
        # A one-element dense attribute prints as the splat `dense<v>`.
        self.element.print_without_type(printer)

    def print_builtin(self, printer: Printer) -> None:
        self.print_without_type(printer)
        printer.print_string(" : ")
        printer.print_attribute(self.type)


def parse_large_splat(
    parser: AttrParser, type: TensorType[Attribute] | None
) -> SplatElementsAttr | None:
    """The splat at the parser's `<` as one value, when it is a scalar literal of
    a tensor of more than `LARGE_SPLAT` elements; `None` (nothing consumed)
    otherwise. With `type` None the literal's type follows (`dense<v> : T`, the
    builtin attribute); else it is `type` (`memref.global`'s custom form)."""
    text = parser.lexer.input.content
    if not isinstance(text, str):
        return None
    literal = _SCALAR_LITERAL.match(text, parser.pos)
    if literal is None:
        return None
    typed_after = type is None
    if type is None:
        after = re.compile(r"\s*:\s*").match(text, literal.end())
        if after is None:
            return None
        # Read the type ahead with a parser of its own (the literal's value
        # needs the element type first).
        ahead = Parser(parser.ctx, text[after.end() :])
        found = ahead.parse_optional_type()
        if not isinstance(found, TensorType):
            return None
        type = cast(TensorType[Attribute], found)
    shape = type.get_shape()
    if any(d < 0 for d in shape) or math.prod(shape) <= LARGE_SPLAT:
        return None
    one = TensorType(type.get_element_type(), (1,))
    element = parser.parse_dense_int_or_fp_elements_attr(cast(Any, one))
    if typed_after:
        parser.parse_punctuation(":", " in dense attribute")
        parser.parse_type()
    return SplatElementsAttr(type, element)


def parse_dense_body(
    parser: AttrParser, type: TensorType[Attribute]
) -> DenseIntOrFPElementsAttr | SplatElementsAttr:
    """`<...>` after `dense` in a custom form whose type is known: a large splat
    as one value, anything else as xDSL reads it."""
    splat = parse_large_splat(parser, type)
    if splat is not None:
        return splat
    return parser.parse_dense_int_or_fp_elements_attr(cast(Any, type))

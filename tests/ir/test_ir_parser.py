"""`xhip.ir.parser`: positions recorded cheaply give what xDSL's spans give."""

from __future__ import annotations

import pytest
from xdsl.utils.exceptions import ParseError
from xdsl.utils.lexer import Input, Span

from xhip.diagnostics import one_line_error
from xhip.ir import make_context, parse_module
from xhip.ir.parser import LineStarts


def test_line_starts_locate_every_position_as_spans_do():
    text = '\n\nmodule {\n  %0 = "test.op"() : () -> i32\r\n\n}\nlast'
    source = Input(text, "f.mlir")
    lines = LineStarts(source)
    for position in range(len(text) + 1):
        for offset in (0, 7):
            span = Span(position, position, source, offset)
            assert lines.location(position, offset) == span.get_location(), position


@pytest.mark.parametrize("value", ["18446744073709551616", "-9223372036854775809"])
def test_an_index_attribute_outside_64_bits_is_an_error_at_its_op(value: str):
    text = (
        f"func.func @f() {{\n  %0 = arith.constant {value} : index\n  func.return\n}}"
    )
    with pytest.raises(ParseError) as error:
        parse_module(make_context(), text, "f.mlir")
    assert one_line_error(error.value) == (
        f"f.mlir:2:3: error: Integer value {value} is out of range for type index "
        "which supports values in the range "
        "[-9223372036854775808, 18446744073709551616)"
    )


def test_the_largest_index_attributes_are_read():
    for value in ("18446744073709551615", "-9223372036854775808"):
        text = f"func.func @f() {{\n  %0 = arith.constant {value} : index\n  func.return\n}}"
        assert parse_module(make_context(), text, "f.mlir")

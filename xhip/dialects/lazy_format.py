"""`irdl_op_definition` with the declarative assembly format read at first use.

xDSL's `irdl_op_definition` parses an op's `assembly_format` when the class is
defined, at import: for the 86 generated hip ops that is most of the cost of
importing the dialect (about 0.15 CPU-seconds, paid by every `xhip-opt` and
`xdsl-opt` run that loads it, while a run parses and prints a few of them).
`lazy_format_op_definition` defines the op the same way, with the same
`OpDef` (its `assembly_format` included), and parses the format the first time
the op is parsed or printed in its custom form. A format that does not parse
fails there, not at import: `tests/dialects/test_hip_ops.py` reads every
format (`format_program`), so that a bad one still fails the tests. To upstream:
the same deferral inside `get_accessors_from_op_def`.
"""

from __future__ import annotations

from typing import TypeVar

from xdsl.irdl import IRDLOperation, irdl_op_definition
from xdsl.irdl.declarative_assembly_format import FormatProgram
from xdsl.parser import Parser
from xdsl.printer import Printer
from xdsl.utils.exceptions import ParseError, PyRDLOpDefinitionError

OpT = TypeVar("OpT", bound=IRDLOperation)

_PROGRAMS: dict[type[IRDLOperation], FormatProgram] = {}


def format_program(op: type[IRDLOperation]) -> FormatProgram:
    """The parsed assembly format of `op` (one of `lazy_format_op_definition`'s
    ops), parsed once; a `PyRDLOpDefinitionError` as xDSL's for a bad format."""
    program = _PROGRAMS.get(op)
    if program is None:
        op_def = op.get_irdl_definition()
        assert op_def.assembly_format is not None
        try:
            program = FormatProgram.from_str(op_def.assembly_format, op_def)
        except ParseError as e:
            raise PyRDLOpDefinitionError(
                "Error during the parsing of the assembly format: ", e.args
            ) from e
        _PROGRAMS[op] = program
    return program


def lazy_format_op_definition(cls: type[OpT]) -> type[OpT]:
    """`irdl_op_definition(cls)`, its assembly format parsed at first use."""
    fmt = cls.__dict__.get("assembly_format")
    if not isinstance(fmt, str):
        return irdl_op_definition(cls)
    cls.assembly_format = None
    try:
        irdl_op_definition(cls)
    finally:
        cls.assembly_format = fmt
    cls.get_irdl_definition().assembly_format = fmt

    def parse(op: type[OpT], parser: Parser) -> OpT:
        return format_program(op).parse(parser, op)

    def print_op(self: IRDLOperation, printer: Printer) -> None:
        format_program(type(self)).print(printer, self)

    cls.parse = classmethod(parse)  # type: ignore[method-assign, assignment]
    cls.print = print_op  # type: ignore[method-assign]
    return cls

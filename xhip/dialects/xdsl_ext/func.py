"""func: a new op, `func.call_indirect` (`%r = func.call_indirect %f(%a) : (T) -> R`,
no declared effects: it may do anything).

Upstream: `CallIndirectOp` in `xdsl/dialects/func.py`.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import cast

from xdsl.dialects.builtin import FunctionType
from xdsl.ir import SSAValue
from xdsl.irdl import (
    IRDLOperation,
    irdl_op_definition,
    operand_def,
    var_operand_def,
    var_result_def,
)
from xdsl.parser import Parser
from xdsl.printer import Printer
from xdsl.utils.exceptions import VerifyException


@irdl_op_definition
class CallIndirectOp(IRDLOperation):
    """`%r = func.call_indirect %f(%a) : (index) -> f32`: calls the function value
    `%f`. It declares no memory effects (MLIR's neither): it may do anything."""

    name = "func.call_indirect"

    callee = operand_def(FunctionType)
    callee_operands = var_operand_def()
    outs = var_result_def()

    def __init__(self, callee: SSAValue, arguments: Sequence[SSAValue]):
        function_type = cast(FunctionType, callee.type)
        super().__init__(
            operands=[callee, arguments], result_types=[function_type.outputs.data]
        )

    def verify_(self) -> None:
        """MLIR's `CallIndirectOp` type constraints, with its messages."""
        function_type = cast(FunctionType, self.callee.type)
        if tuple(function_type.inputs.data) != tuple(
            v.type for v in self.callee_operands
        ):
            raise VerifyException(
                "callee_operands' types do not match the callee's inputs"
            )
        if tuple(function_type.outputs.data) != tuple(r.type for r in self.outs):
            raise VerifyException("result types do not match the callee's results")

    @classmethod
    def parse(cls, parser: Parser) -> CallIndirectOp:
        callee = parser.parse_unresolved_operand()
        arguments = parser.parse_comma_separated_list(
            parser.Delimiter.PAREN, parser.parse_unresolved_operand
        )
        attrs = parser.parse_optional_attr_dict()
        parser.parse_punctuation(":")
        function_type = parser.parse_function_type()
        op = cls.build(
            operands=[
                parser.resolve_operand(callee, function_type),
                parser.resolve_operands(
                    arguments, function_type.inputs.data, parser.pos
                ),
            ],
            result_types=[function_type.outputs.data],
            attributes=attrs,
        )
        return op

    def print(self, printer: Printer) -> None:
        printer.print_string(" ")
        printer.print_ssa_value(self.callee)
        printer.print_string("(")
        printer.print_list(self.callee_operands, printer.print_ssa_value)
        printer.print_string(")")
        printer.print_op_attributes(self.attributes)
        printer.print_string(" : ")
        printer.print_attribute(self.callee.type)


ADDED: tuple[type[IRDLOperation], ...] = (CallIndirectOp,)
"""func ops xDSL does not define."""

"""arith: an op xDSL lacks, one it cannot hold, and MLIR's printing of the
overflow flags. Each is a change of `xdsl/dialects/arith.py` upstream:

* a new op `arith.index_castui` (as `arith.index_cast`, zero-extending).
  Upstream: `IndexCastUIOp`.
* `arith.trunci` is xhip's `TruncIOp` in place of xDSL's, which has no
  `overflowFlags` (`%t = arith.trunci %x overflow<nuw> : i64 to i32`); the other
  ops MLIR gives the flags (addi, subi, muli, shli) have them in xDSL.
  Upstream: the property and the optional group on `TruncIOp`.
* `#arith.overflow<nsw, nuw>` prints with MLIR's `, ` (xDSL: `<nsw,nuw>`, which
  both read). Upstream: the separator of `IntegerOverflowAttr`.
"""

from __future__ import annotations

from typing import cast

from xdsl.dialects import arith
from xdsl.dialects.builtin import IndexType, IntegerType
from xdsl.ir import Attribute, Operation, SSAValue
from xdsl.irdl import (
    IRDLOperation,
    base,
    irdl_op_definition,
    operand_def,
    prop_def,
    result_def,
    traits_def,
)
from xdsl.printer import Printer
from xdsl.traits import Pure
from xdsl.utils.exceptions import VerifyException

from xhip.dialects.xdsl_ext.patching import patch


@irdl_op_definition
class IndexCastUIOp(IRDLOperation):
    """`arith.index_castui %x : i64 to index`: as `arith.index_cast`, but the
    integer is zero-extended (or truncated) as unsigned."""

    name = "arith.index_castui"

    input = operand_def(base(IntegerType) | base(IndexType))
    result = result_def(base(IntegerType) | base(IndexType))

    traits = traits_def(Pure())

    assembly_format = "$input attr-dict `:` type($input) `to` type($result)"

    def __init__(self, input_arg: SSAValue | Operation, target_type: Attribute):
        super().__init__(operands=[input_arg], result_types=[target_type])

    def verify_(self) -> None:
        if not isinstance(self.input.type, IndexType) ^ isinstance(
            self.result.type, IndexType
        ):
            raise VerifyException(
                f"'arith.index_castui' op operand type '{self.input.type}' and result "
                f"type '{self.result.type}' are cast incompatible"
            )


@irdl_op_definition
class TruncIOp(IRDLOperation):
    """`arith.trunci %x overflow<nuw> : i64 to i32`, in place of xDSL's (which has
    no `overflowFlags`)."""

    name = "arith.trunci"

    input = operand_def(IntegerType)
    result = result_def(IntegerType)
    overflow_flags = prop_def(
        arith.IntegerOverflowAttr,
        default_value=arith.IntegerOverflowAttr("none"),
        prop_name="overflowFlags",
    )

    traits = traits_def(Pure())

    assembly_format = (
        "$input (`overflow` `` $overflowFlags^)? attr-dict "
        "`:` type($input) `to` type($result)"
    )

    def __init__(
        self,
        op: SSAValue | Operation,
        target_type: IntegerType,
        overflow: arith.IntegerOverflowAttr | None = None,
    ):
        super().__init__(
            operands=[op],
            result_types=[target_type],
            properties={"overflowFlags": overflow or arith.IntegerOverflowAttr("none")},
        )

    def verify_(self) -> None:
        source = cast(IntegerType, self.input.type)
        target = self.result.type
        if not target.width.data < source.width.data:
            raise VerifyException(
                "Destination bit-width must be smaller than the input bit-width"
            )


def print_overflow_flags(attr: arith.IntegerOverflowAttr, printer: Printer) -> None:
    """`<nsw, nuw>` as MLIR prints it (xDSL: `<nsw,nuw>`, which MLIR also reads)."""
    flags = [f.value for f in arith.IntegerOverflowFlag if f in attr.data]
    printer.print_string("<" + (", ".join(flags) or "none") + ">")


ADDED: tuple[type[IRDLOperation], ...] = (IndexCastUIOp,)
"""arith ops xDSL does not define."""

REPLACED: tuple[type[IRDLOperation], ...] = (TruncIOp,)
"""arith ops whose xDSL definition xhip's takes the place of."""


def install() -> None:
    """Prints `#arith.overflow<...>` as MLIR does (on xDSL's attribute class)."""
    patch(arith.IntegerOverflowAttr, "print_parameter", print_overflow_flags)

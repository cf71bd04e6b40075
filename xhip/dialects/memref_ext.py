"""MLIR syntax that xDSL's own `memref` dialect lacks, added in place.

xDSL's plugin loader refuses a second dialect named `memref`, and IRDL op classes
cannot be subclassed once defined, so this module extends xDSL's dialect directly:

* custom syntax for ops xDSL only prints generically:
  `memref.cast` and `memref.memory_space_cast` (`%b = memref.cast %a : T to U`),
  `memref.copy` (`memref.copy %a, %b : T to U`);
* `memref.alloc` / `memref.alloca` also read and print `alignment = 64`, the form
  current MLIR prints (strict-properties builds such as iree-opt reject
  `{alignment = 64 : i64}`, which is still accepted here);
* a new op, `memref.reshape` (`%b = memref.reshape %a(%shape) : (T, S) -> U`).

Only `parse`/`print` of the existing classes change (their operands, verifiers and
identity stay xDSL's, so `isinstance(op, memref.CastOp)` keeps working).
`install()` is idempotent and runs on `import xhip`. `tests/test_memref_ext.py`
fails when xDSL changes what is extended here, or starts to provide it itself,
which is the signal to shrink this module.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from xdsl.dialects import memref
from xdsl.dialects.builtin import (
    IndexType,
    IntegerAttr,
    IntegerType,
    MemRefType,
    UnrankedMemRefType,
    i64,
)
from xdsl.ir import Operation, SSAValue
from xdsl.irdl import (
    IRDLOperation,
    base,
    irdl_op_definition,
    operand_def,
    result_def,
    traits_def,
)
from xdsl.irdl.declarative_assembly_format import FormatProgram
from xdsl.parser import Parser
from xdsl.printer import Printer
from xdsl.traits import NoMemoryEffect
from xdsl.utils.exceptions import VerifyException

_ANY_MEMREF = base(MemRefType) | base(UnrankedMemRefType)


@irdl_op_definition
class ReshapeOp(IRDLOperation):
    """`memref.reshape`: a view of `source` with the shape stored in `shape`."""

    name = "memref.reshape"

    source = operand_def(_ANY_MEMREF)
    shape = operand_def(MemRefType)
    result = result_def(_ANY_MEMREF)

    traits = traits_def(NoMemoryEffect())

    assembly_format = (
        "$source `(` $shape `)` attr-dict `:` functional-type(operands, results)"
    )

    def __init__(
        self,
        source: SSAValue | Operation,
        shape: SSAValue | Operation,
        result_type: MemRefType | UnrankedMemRefType,
    ):
        super().__init__(operands=[source, shape], result_types=[result_type])

    def verify_(self) -> None:
        shape_type = self.shape.type
        assert isinstance(shape_type, MemRefType)
        if shape_type.get_num_dims() != 1:
            raise VerifyException("memref.reshape shape operand must be 1-D")
        if not isinstance(shape_type.get_element_type(), IntegerType | IndexType):
            raise VerifyException(
                "memref.reshape shape operand must hold integers or index"
            )


CUSTOM_FORMATS: dict[type[IRDLOperation], str] = {
    memref.CastOp: "$source attr-dict `:` type($source) `to` type($dest)",
    memref.MemorySpaceCastOp: "$source attr-dict `:` type($source) `to` type($dest)",
    memref.CopyOp: (
        "$source `,` $destination attr-dict `:` type($source) `to` type($destination)"
    ),
}
"""Declarative formats given to xDSL ops that otherwise print generically."""

AllocLike = memref.AllocOp | memref.AllocaOp


def parse_alloc_like(cls: type[AllocLike], parser: Parser) -> AllocLike:
    """`(%d)[%s] alignment = N {attrs} : type`; `{alignment = N : i64}` also read."""
    index = IndexType()
    sizes = parser.parse_comma_separated_list(
        parser.Delimiter.PAREN, parser.parse_unresolved_operand
    )
    symbols = (
        parser.parse_optional_comma_separated_list(
            parser.Delimiter.SQUARE, parser.parse_unresolved_operand
        )
        or []
    )
    alignment: IntegerAttr | None = None
    if parser.parse_optional_keyword("alignment") is not None:
        parser.parse_punctuation("=")
        alignment = IntegerAttr(parser.parse_integer(allow_boolean=False), i64)
    attrs = parser.parse_optional_attr_dict()
    if "alignment" in attrs:
        parsed = attrs.pop("alignment")
        if alignment is not None or not isinstance(parsed, IntegerAttr):
            parser.raise_error("expected one integer alignment")
        alignment = IntegerAttr(parsed.value.data, i64)
    parser.parse_punctuation(":")
    result_type = parser.parse_type()
    return cls.build(
        operands=[
            [parser.resolve_operand(s, index) for s in sizes],
            [parser.resolve_operand(s, index) for s in symbols],
        ],
        result_types=[result_type],
        properties={"alignment": alignment},
        attributes=attrs,
    )


def print_alloc_like(op: AllocLike, printer: Printer) -> None:
    printer.print_string("(")
    printer.print_list(op.dynamic_sizes, printer.print_ssa_value)
    printer.print_string(")")
    if op.symbol_operands:
        printer.print_string("[")
        printer.print_list(op.symbol_operands, printer.print_ssa_value)
        printer.print_string("]")
    if isinstance(op.alignment, IntegerAttr):
        printer.print_string(f" alignment = {op.alignment.value.data}")
    printer.print_op_attributes(op.attributes, print_keyword=False)
    printer.print_string(" : ")
    printer.print_attribute(op.memref.type)


def _with_format(op: type[IRDLOperation], fmt: str) -> None:
    program = FormatProgram.from_str(fmt, op.get_irdl_definition())

    def parse(cls: type[IRDLOperation], parser: Parser) -> IRDLOperation:
        return program.parse(parser, cls)

    def print_(self: IRDLOperation, printer: Printer) -> None:
        program.print(printer, self)

    _set_syntax(op, parse, print_)


def _set_syntax(
    op: type[IRDLOperation],
    parse: Callable[[Any, Parser], Any],
    print_: Callable[[Any, Printer], None],
) -> None:
    op.parse = classmethod(parse)  # type: ignore[method-assign, assignment]
    op.print = print_  # type: ignore[method-assign]


ADDED_OPS: tuple[type[IRDLOperation], ...] = (ReshapeOp,)
"""Ops xDSL's memref dialect does not define."""

_installed = False


def install() -> None:
    """Extends xDSL's `memref` dialect with the syntax above (idempotent)."""
    global _installed
    if _installed:
        return
    for op, fmt in CUSTOM_FORMATS.items():
        _with_format(op, fmt)
    for alloc in (memref.AllocOp, memref.AllocaOp):
        _set_syntax(alloc, parse_alloc_like, print_alloc_like)
    ops = memref.MemRef._operations  # pyright: ignore[reportPrivateUsage]
    known = {op.name for op in ops}
    ops.extend(op for op in ADDED_OPS if op.name not in known)
    _installed = True

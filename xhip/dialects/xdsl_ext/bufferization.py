"""bufferization's ops as MLIR 22 defines them (`BufferizationOps.td`), with
their memory effects.

Replaced: `clone` (MLIR: its result may be of another memref type; reads its
input, allocates and writes its result), `to_tensor` (reads its buffer:
`MemReadAt<0, FullEffect>`), `to_buffer` (`Pure`; xDSL prints its attributes
after the `:`), `materialize_in_destination` (writes a memref destination,
MLIR's `getEffects`). Added: `dealloc` (MLIR declares no memory effects for it:
its operands are taken to escape, as MLIR's analyses take them) and
`dealloc_tensor`. The assembly formats are MLIR's.

Upstream: these definitions would replace xDSL's.
"""

from __future__ import annotations

from collections.abc import Sequence
from collections.abc import Set as AbstractSet

from xdsl.dialects.builtin import (
    I1,
    DenseArrayBase,
    MemRefType,
    TensorType,
    UnitAttr,
    UnrankedMemRefType,
    UnrankedTensorType,
    i1,
    i32,
)
from xdsl.ir import Attribute, Operation, SSAValue
from xdsl.irdl import (
    AttrSizedOperandSegments,
    BaseAttr,
    IRDLOperation,
    irdl_op_definition,
    operand_def,
    opt_prop_def,
    opt_result_def,
    result_def,
    traits_def,
    var_operand_def,
    var_result_def,
)
from xdsl.parser import Parser
from xdsl.printer import Printer
from xdsl.traits import (
    EffectInstance,
    MemoryEffect,
    MemoryEffectKind,
    NoMemoryEffect,
)

_MEMREF = BaseAttr(MemRefType) | BaseAttr(UnrankedMemRefType)
_TENSOR = BaseAttr(TensorType) | BaseAttr(UnrankedTensorType)


def _is_memref(t: Attribute) -> bool:
    return isinstance(t, MemRefType | UnrankedMemRefType)


class _CloneEffects(MemoryEffect):
    @classmethod
    def get_effects(cls, op: Operation) -> AbstractSet[EffectInstance]:
        source, result = op.operands[0], op.results[0]
        return frozenset(
            {
                EffectInstance(MemoryEffectKind.READ, source),
                EffectInstance(MemoryEffectKind.WRITE, result),
                EffectInstance(MemoryEffectKind.ALLOC, result),
            }
        )


class _ReadsOperand(MemoryEffect):
    """Reads its first operand (`to_tensor`'s `MemReadAt<0, FullEffect>`)."""

    @classmethod
    def get_effects(cls, op: Operation) -> AbstractSet[EffectInstance]:
        return frozenset({EffectInstance(MemoryEffectKind.READ, op.operands[0])})


class _WritesMemrefDest(MemoryEffect):
    """Writes the destination when it is a memref (MLIR's
    `MaterializeInDestinationOp::getEffects`); nothing on tensors."""

    @classmethod
    def get_effects(cls, op: Operation) -> AbstractSet[EffectInstance]:
        dest = op.operands[1]
        if not _is_memref(dest.type):
            return frozenset()
        return frozenset({EffectInstance(MemoryEffectKind.WRITE, dest)})


@irdl_op_definition
class CloneOp(IRDLOperation):
    """`bufferization.clone %m : memref<..> to memref<..>`: a new buffer, a copy."""

    name = "bufferization.clone"

    input = operand_def(_MEMREF)
    output = result_def(_MEMREF)

    traits = traits_def(_CloneEffects())

    assembly_format = "$input attr-dict `:` type($input) `to` type($output)"


@irdl_op_definition
class ToTensorOp(IRDLOperation):
    """`bufferization.to_tensor %m [restrict] [writable] : memref<..> to tensor<..>`."""

    name = "bufferization.to_tensor"

    buffer = operand_def(_MEMREF)
    restrict = opt_prop_def(UnitAttr)
    writable = opt_prop_def(UnitAttr)
    result = result_def(_TENSOR)

    traits = traits_def(_ReadsOperand())

    assembly_format = (
        "$buffer (`restrict` $restrict^)? (`writable` $writable^)? attr-dict "
        "`:` type($buffer) `to` type($result)"
    )


@irdl_op_definition
class ToBufferOp(IRDLOperation):
    """`bufferization.to_buffer %t [read_only] : tensor<..> to memref<..>`."""

    name = "bufferization.to_buffer"

    tensor = operand_def(_TENSOR)
    read_only = opt_prop_def(UnitAttr)
    buffer = result_def(_MEMREF)

    traits = traits_def(NoMemoryEffect())

    assembly_format = (
        "$tensor (`read_only` $read_only^)? attr-dict "
        "`:` type($tensor) `to` type($buffer)"
    )


@irdl_op_definition
class MaterializeInDestinationOp(IRDLOperation):
    """`bufferization.materialize_in_destination %t in [restrict] [writable] %d
    : (tensor<..>, memref<..>) -> ()`."""

    name = "bufferization.materialize_in_destination"

    source = operand_def(_TENSOR)
    dest = operand_def(_TENSOR | _MEMREF)
    restrict = opt_prop_def(UnitAttr)
    writable = opt_prop_def(UnitAttr)
    result = opt_result_def(_TENSOR)

    traits = traits_def(_WritesMemrefDest())

    assembly_format = (
        "$source `in` (`restrict` $restrict^)? (`writable` $writable^)? $dest "
        "attr-dict `:` functional-type(operands, results)"
    )


def _parse_typed_operands(parser: Parser, pos: int) -> list[SSAValue]:
    """`%a, %b : A, B)`, the operands resolved to their types (errors at `pos`)."""
    names = parser.parse_comma_separated_list(
        Parser.Delimiter.NONE, parser.parse_unresolved_operand
    )
    parser.parse_punctuation(":")
    types = parser.parse_comma_separated_list(Parser.Delimiter.NONE, parser.parse_type)
    parser.parse_punctuation(")")
    return list(parser.resolve_operands(names, types, pos))


def _print_typed_operands(printer: Printer, values: Sequence[SSAValue]) -> None:
    """`%a, %b : A, B`, as `_parse_typed_operands` reads it."""
    printer.print_list(values, printer.print_ssa_value)
    printer.print_string(" : ")
    printer.print_list((v.type for v in values), printer.print_attribute)


@irdl_op_definition
class DeallocOp(IRDLOperation):
    """`bufferization.dealloc (%m : memref<..>) if (%c) retain (%r : memref<..>)`:
    frees each memref whose condition holds and that no retained value aliases.
    MLIR declares no memory effects for it: unknown effects here too."""

    name = "bufferization.dealloc"

    memrefs = var_operand_def(_MEMREF)
    conditions = var_operand_def(I1)
    retained = var_operand_def(_MEMREF)
    updated_conditions = var_result_def(I1)

    irdl_options = (AttrSizedOperandSegments(as_property=True),)

    @classmethod
    def parse(cls, parser: Parser) -> DeallocOp:
        """MLIR's format; one `i1` result per retained memref (its
        `inferReturnTypes`)."""
        memrefs: list[SSAValue] = []
        conditions: list[SSAValue] = []
        retained: list[SSAValue] = []
        if parser.parse_optional_punctuation("(") is not None:
            memrefs = _parse_typed_operands(parser, parser.pos)
            parser.parse_keyword("if")
            conditions = [
                parser.resolve_operand(name, i1)
                for name in parser.parse_comma_separated_list(
                    Parser.Delimiter.PAREN, parser.parse_unresolved_operand
                )
            ]
        if parser.parse_optional_keyword("retain") is not None:
            pos = parser.pos
            parser.parse_punctuation("(")
            retained = _parse_typed_operands(parser, pos)
        attrs = parser.parse_optional_attr_dict()
        return cls.create(
            operands=[*memrefs, *conditions, *retained],
            result_types=[i1] * len(retained),
            properties={
                "operandSegmentSizes": DenseArrayBase.from_list(
                    i32, [len(memrefs), len(conditions), len(retained)]
                )
            },
            attributes=dict(attrs),
        )

    def print(self, printer: Printer) -> None:
        if self.memrefs:
            printer.print_string(" (")
            _print_typed_operands(printer, self.memrefs)
            printer.print_string(") if (")
            printer.print_list(self.conditions, printer.print_ssa_value)
            printer.print_string(")")
        if self.retained:
            printer.print_string(" retain (")
            _print_typed_operands(printer, self.retained)
            printer.print_string(")")
        printer.print_op_attributes(self.attributes)


@irdl_op_definition
class DeallocTensorOp(IRDLOperation):
    """`bufferization.dealloc_tensor %t : tensor<..>` (no effects on tensors)."""

    name = "bufferization.dealloc_tensor"

    tensor = operand_def(_TENSOR)

    assembly_format = "$tensor attr-dict `:` type($tensor)"


REPLACED: tuple[type[IRDLOperation], ...] = (
    CloneOp,
    ToTensorOp,
    ToBufferOp,
    MaterializeInDestinationOp,
)
ADDED: tuple[type[IRDLOperation], ...] = (DeallocOp, DeallocTensorOp)

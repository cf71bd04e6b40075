"""memref ops that xDSL's memref dialect lacks (`ADDED`) or whose xDSL
definition cannot hold what MLIR allows (`REPLACED`: xhip's class takes the place
of xDSL's of the same name in the dialect). Each is an op definition to add to
(or change in) `xdsl/dialects/memref.py` upstream:

* a new op, `memref.reshape` (`%b = memref.reshape %a(%shape) : (T, S) -> U`),
  with MLIR's verifier. Upstream: `ReshapeOp` in `xdsl.dialects.memref`.
* new ops `memref.transpose` (`%t = memref.transpose %a (d0, d1) -> (d1, d0) :
  T to U`, a view, no effect; MLIR's verifier but the check of the result's
  strided layout, of which only shape, element type and memory space are
  compared) and `memref.realloc` (`%r = memref.realloc %a(%n) : T to U`; frees
  its source and allocates its result, MLIR's verifier).
  Upstream: `TransposeOp`, `ReallocOp`.
* `memref.global` is xhip's `GlobalOp` *in place of* xDSL's (`REPLACED`):
  xDSL's requires a visibility and an initial value, so it cannot hold a public
  global or an external declaration, and prints generically. xhip's reads and
  prints every form (`memref.global "private" constant @c : memref<2xf32> =
  dense<[1.0, 2.0]> {alignment = 64 : i64}`, `= uninitialized`, none), with
  MLIR's verifier; a splat of many elements stays one value
  (`xhip.dialects.splat`). `isinstance(op, memref.GlobalOp)` is false for what
  is parsed (xDSL's passes that look for it do not see it). Upstream: optional `sym_visibility`
  and `initial_value`, and the format.
* `memref.dma_start` is xhip's `DmaStartOp` in place of xDSL's, which needs an
  `operandSegmentSizes` property that MLIR rejects ("this operation has empty
  properties"): MLIR's one operand list, split by the memrefs' ranks
  (`src`, `src_indices`, `dest`, ..., `tag_indices`), MLIR's custom form
  (`memref.dma_start %a[%i], %b[%j], %n, %tag[%k] : T, U, V`, with the optional
  stride pair), MLIR's effects (reads `src`, writes `dest` and `tag`: named
  values, where xDSL's name none). Upstream: the op as MLIR defines it.
"""

from __future__ import annotations

from collections.abc import Sequence
from collections.abc import Set as AbstractSet
from typing import cast

from xdsl.dialects.builtin import (
    DYNAMIC_INDEX,
    I64,
    AffineMapAttr,
    DenseIntOrFPElementsAttr,
    DenseResourceAttr,
    IndexType,
    IntegerAttr,
    IntegerType,
    MemRefType,
    NoneAttr,
    Signedness,
    StringAttr,
    SymbolNameConstraint,
    TensorType,
    UnitAttr,
    UnrankedMemRefType,
    i64,
)
from xdsl.ir import Attribute, Operation, SSAValue
from xdsl.ir.affine import AffineDimExpr, AffineMap
from xdsl.irdl import (
    IRDLOperation,
    base,
    irdl_op_definition,
    operand_def,
    opt_operand_def,
    opt_prop_def,
    prop_def,
    result_def,
    traits_def,
    var_operand_def,
)
from xdsl.parser import Parser, UnresolvedOperand
from xdsl.printer import Printer
from xdsl.traits import (
    EffectInstance,
    MemoryEffect,
    MemoryEffectKind,
    NoMemoryEffect,
    SymbolOpInterface,
)
from xdsl.utils.exceptions import VerifyException

from xhip.dialects.splat import SplatElementsAttr, parse_dense_body
from xhip.dialects.xdsl_ext.memref import (
    ALIGNMENT_CONSTRAINT,
    parse_alignment_and_attrs,
    print_alignment_and_attrs,
    valid_alignment,
)
from xhip.dialects.xdsl_ext.private_api import parse_resource_handle

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
        """MLIR's `ReshapeOp::verify`, so that what passes here passes there."""
        shape_type = self.shape.type
        source_type = cast(MemRefType | UnrankedMemRefType, self.source.type)
        result_type = self.result.type
        assert isinstance(shape_type, MemRefType)
        element = cast(Attribute, shape_type.get_element_type())
        signless = isinstance(element, IndexType) or (
            isinstance(element, IntegerType)
            and cast(IntegerType, element).signedness.data == Signedness.SIGNLESS
        )
        if shape_type.get_num_dims() != 1 or not signless:
            raise VerifyException(
                "operand #1 must be 1D memref of signless integer or index values, "
                f"but got '{shape_type}'"
            )
        if source_type.element_type != result_type.element_type:
            raise VerifyException(
                "element types of source and destination memref types should be "
                "the same"
            )
        for kind, memref_type in (("source", source_type), ("result", result_type)):
            layout = getattr(memref_type, "layout", None)
            if layout is not None and not isinstance(layout, NoneAttr):
                raise VerifyException(
                    f"{kind} memref type should have identity affine map"
                )
        if isinstance(result_type, MemRefType):
            length = shape_type.get_shape()[0]
            if length == DYNAMIC_INDEX:
                raise VerifyException(
                    "cannot use shape operand with dynamic length to reshape to "
                    "statically-ranked memref type"
                )
            if length != result_type.get_num_dims():
                raise VerifyException(
                    "length of shape operand differs from the result's memref rank"
                )


_GLOBAL_INITIAL = (
    base(UnitAttr)
    | base(DenseIntOrFPElementsAttr)
    | base(SplatElementsAttr)
    | base(DenseResourceAttr)
)


@irdl_op_definition
class GlobalOp(IRDLOperation):
    """`memref.global`, in place of xDSL's (which requires a visibility and an
    initial value, so it cannot hold a public global or an external declaration,
    and prints only generically).

    `memref.global "private" constant @c : memref<2xf32> = dense<[1.0, 2.0]>
    {alignment = 64 : i64}`, `memref.global @g : memref<4xi32> = uninitialized`,
    `memref.global @ext : memref<4xf32>`.
    """

    name = "memref.global"

    sym_name = prop_def(SymbolNameConstraint())
    sym_visibility = opt_prop_def(StringAttr)
    type = prop_def(MemRefType)
    initial_value = opt_prop_def(_GLOBAL_INITIAL)
    constant = opt_prop_def(UnitAttr)
    alignment = opt_prop_def(IntegerAttr[I64])

    traits = traits_def(SymbolOpInterface())

    def __init__(
        self,
        sym_name: str | StringAttr,
        global_type: MemRefType,
        initial_value: Attribute | None = None,
        *,
        sym_visibility: str | StringAttr | None = None,
        constant: bool = False,
        alignment: int | None = None,
    ):
        if isinstance(sym_name, str):
            sym_name = StringAttr(sym_name)
        if isinstance(sym_visibility, str):
            sym_visibility = StringAttr(sym_visibility)
        super().__init__(
            properties={
                "sym_name": sym_name,
                "sym_visibility": sym_visibility,
                "type": global_type,
                "initial_value": initial_value,
                "constant": UnitAttr() if constant else None,
                "alignment": None if alignment is None else IntegerAttr(alignment, i64),
            }
        )

    def tensor_type(self) -> TensorType[Attribute]:
        """The type of a dense initializer: the memref's shape and element type."""
        memref_type = self.type
        return TensorType(memref_type.get_element_type(), memref_type.get_shape())

    def verify_(self) -> None:
        """MLIR's `GlobalOp::verify` and alignment constraint, with its messages."""
        memref_type = self.type
        if any(d == DYNAMIC_INDEX for d in memref_type.get_shape()):
            raise VerifyException(
                f"type should be static shaped memref, but got '{memref_type}'"
            )
        initial = self.initial_value
        if isinstance(
            initial, DenseIntOrFPElementsAttr | SplatElementsAttr | DenseResourceAttr
        ):
            expected = self.tensor_type()
            given = cast(TensorType[Attribute], initial.type)
            if given.get_shape() != expected.get_shape():
                raise VerifyException(
                    "initial value shape expected to be "
                    + ", ".join(map(str, expected.get_shape()))
                    + " but was "
                    + ", ".join(map(str, given.get_shape()))
                )
            if given.get_element_type() != expected.get_element_type():
                raise VerifyException(
                    "initial value element expected to be of type "
                    f"'{expected.get_element_type()}', but was of type "
                    f"'{given.get_element_type()}'"
                )
        if not valid_alignment(self.alignment):
            raise VerifyException(ALIGNMENT_CONSTRAINT)

    @classmethod
    def parse(cls, parser: Parser) -> GlobalOp:
        visibility = parser.parse_optional_str_literal()
        constant = parser.parse_optional_keyword("constant") is not None
        sym_name = parser.parse_symbol_name()
        parser.parse_punctuation(":")
        type_pos = parser.pos
        global_type = parser.parse_type()
        if not isinstance(global_type, MemRefType):
            parser.raise_error(
                f"type should be static shaped memref, but got '{global_type}'",
                type_pos,
                parser.pos,
            )
        memref_type = cast(MemRefType[Attribute], global_type)
        initial: Attribute | None = None
        if parser.parse_optional_punctuation("=") is not None:
            if parser.parse_optional_keyword("uninitialized") is not None:
                initial = UnitAttr()
            elif parser.parse_optional_keyword("dense") is not None:
                tensor = TensorType(
                    memref_type.get_element_type(), memref_type.get_shape()
                )
                initial = parse_dense_body(parser, tensor)
            elif parser.parse_optional_keyword("dense_resource") is not None:
                # MLIR's form: the global's type is the blob's, not repeated.
                parser.parse_punctuation("<")
                handle = parse_resource_handle(parser, "builtin")
                parser.parse_punctuation(">")
                initial = DenseResourceAttr.from_params(
                    handle,
                    TensorType(memref_type.get_element_type(), memref_type.get_shape()),
                )
            else:
                initial = parser.parse_attribute()
        alignment, attrs = parse_alignment_and_attrs(
            parser, cls.name, check_keyword=False
        )
        op = cls(
            sym_name,
            memref_type,
            initial,
            sym_visibility=visibility,
            constant=constant,
            alignment=None if alignment is None else alignment.value.data,
        )
        op.attributes |= attrs
        return op

    def print(self, printer: Printer) -> None:
        if self.sym_visibility is not None:
            printer.print_string(" ")
            printer.print_string_literal(self.sym_visibility.data)
        if self.constant is not None:
            printer.print_string(" constant")
        printer.print_string(" ")
        printer.print_symbol_name(self.sym_name.data)
        printer.print_string(" : ")
        printer.print_attribute(self.type)
        initial = self.initial_value
        if isinstance(initial, UnitAttr):
            printer.print_string(" = uninitialized")
        elif isinstance(
            initial, DenseIntOrFPElementsAttr | SplatElementsAttr | DenseResourceAttr
        ):
            printer.print_string(" = ")
            initial.print_without_type(printer)
        elif initial is not None:
            printer.print_string(" = ")
            printer.print_attribute(initial)
        print_alignment_and_attrs(printer, self.alignment, self.attributes)


# --- memref.transpose -----------------------------------------------------------


@irdl_op_definition
class TransposeOp(IRDLOperation):
    """`memref.transpose %a (d0, d1) -> (d1, d0) : T to U`: a view of `in` with
    its dimensions permuted."""

    name = "memref.transpose"

    in_ = operand_def(MemRefType)
    permutation = prop_def(AffineMapAttr)
    result = result_def(MemRefType)

    traits = traits_def(NoMemoryEffect())

    def __init__(
        self,
        source: SSAValue | Operation,
        permutation: AffineMap | AffineMapAttr,
        result_type: MemRefType,
    ):
        if isinstance(permutation, AffineMap):
            permutation = AffineMapAttr(permutation)
        super().__init__(
            operands=[source],
            result_types=[result_type],
            properties={"permutation": permutation},
        )

    def verify_(self) -> None:
        """MLIR's `TransposeOp::verify`, but the check of the result's strided
        layout (xhip does not infer it), with MLIR's messages."""
        perm = self.permutation.data
        rank = cast(MemRefType[Attribute], self.in_.type).get_num_dims()
        results = perm.results
        is_permutation = (
            perm.num_symbols == 0
            and len(results) == perm.num_dims
            and all(isinstance(r, AffineDimExpr) for r in results)
            and len({cast(AffineDimExpr, r).position for r in results}) == len(results)
        )
        if not is_permutation:
            raise VerifyException("expected a permutation map")
        if perm.num_dims != rank:
            raise VerifyException(
                "expected a permutation map of same rank as the input"
            )
        source = cast(MemRefType[Attribute], self.in_.type)
        result = self.result.type
        expected_shape = [
            source.get_shape()[cast(AffineDimExpr, r).position] for r in results
        ]
        if (
            list(result.get_shape()) != expected_shape
            or result.get_element_type() != source.get_element_type()
            or result.memory_space != source.memory_space
        ):
            raise VerifyException(
                f"result type {result} is not equivalent to the canonical transposed "
                f"input type"
            )

    @classmethod
    def parse(cls, parser: Parser) -> TransposeOp:
        source = parser.parse_unresolved_operand()
        permutation = parser.parse_affine_map()
        attrs = parser.parse_optional_attr_dict()
        parser.parse_punctuation(":")
        source_type = parser.parse_type()
        parser.parse_keyword("to")
        result_type = parser.parse_type()
        op = cls.build(
            operands=[parser.resolve_operand(source, source_type)],
            result_types=[result_type],
            properties={"permutation": AffineMapAttr(permutation)},
            attributes=attrs,
        )
        return op

    def print(self, printer: Printer) -> None:
        printer.print_string(" ")
        printer.print_ssa_value(self.in_)
        printer.print_string(f" {self.permutation.data}")
        printer.print_op_attributes(self.attributes)
        printer.print_string(" : ")
        printer.print_attribute(self.in_.type)
        printer.print_string(" to ")
        printer.print_attribute(self.result.type)


# --- memref.realloc -------------------------------------------------------------


class ReallocEffects(MemoryEffect):
    """MLIR's effects of `memref.realloc`: it frees its source and allocates its
    result (which may be the same memory, grown in place)."""

    @classmethod
    def get_effects(cls, op: Operation) -> AbstractSet[EffectInstance]:
        return {
            EffectInstance(MemoryEffectKind.FREE, op.operands[0]),
            EffectInstance(MemoryEffectKind.ALLOC, op.results[0]),
        }


@irdl_op_definition
class ReallocOp(IRDLOperation):
    """`memref.realloc %a(%n) {alignment = 8 : i64} : memref<4xf32> to memref<?xf32>`:
    a rank-1 buffer resized; `source` must not be used afterwards."""

    name = "memref.realloc"

    source = operand_def(MemRefType)
    dynamic_result_size = opt_operand_def(IndexType)
    alignment = opt_prop_def(IntegerAttr[I64])
    result = result_def(MemRefType)

    traits = traits_def(ReallocEffects())

    def __init__(
        self,
        source: SSAValue | Operation,
        result_type: MemRefType,
        dynamic_result_size: SSAValue | Operation | None = None,
        alignment: int | None = None,
    ):
        super().__init__(
            operands=[
                source,
                [] if dynamic_result_size is None else [dynamic_result_size],
            ],
            result_types=[result_type],
            properties={
                "alignment": None if alignment is None else IntegerAttr(alignment, i64)
            },
        )

    def verify_(self) -> None:
        """MLIR's `ReallocOp::verify` and operand constraints, with its messages."""
        source = cast(MemRefType[Attribute], self.source.type)
        result = self.result.type
        for kind, t in (("operand", source), ("result", result)):
            if t.get_num_dims() != 1:
                raise VerifyException(
                    f"{kind} #0 must be 1D memref of any type values, but got '{t}'"
                )
        if not isinstance(source.layout, NoneAttr):
            raise VerifyException(f"unsupported layout for source memref type {source}")
        if not isinstance(result.layout, NoneAttr):
            raise VerifyException(f"unsupported layout for result memref type {result}")
        if source.memory_space != result.memory_space:
            raise VerifyException(
                f"different memory spaces specified for source memref type {source} "
                f"and result memref type {result}"
            )
        if source.get_element_type() != result.get_element_type():
            raise VerifyException(
                f"different element types specified for source memref type {source} "
                f"and result memref type {result}"
            )
        dynamic = result.get_shape()[0] == DYNAMIC_INDEX
        if dynamic and self.dynamic_result_size is None:
            raise VerifyException("missing dimension operand")
        if not dynamic and self.dynamic_result_size is not None:
            raise VerifyException("unnecessary dimension operand")
        if self.alignment is not None and self.alignment.value.data <= 0:
            raise VerifyException(
                "attribute 'alignment' failed to satisfy constraint: 64-bit "
                "signless integer attribute whose value is positive"
            )

    @classmethod
    def parse(cls, parser: Parser) -> ReallocOp:
        source = parser.parse_unresolved_operand()
        size = None
        if parser.parse_optional_punctuation("(") is not None:
            size = parser.parse_unresolved_operand()
            parser.parse_punctuation(")")
        alignment, attrs = parse_alignment_and_attrs(parser, cls.name, check=False)
        parser.parse_punctuation(":")
        source_type = parser.parse_type()
        parser.parse_keyword("to")
        result_type = parser.parse_type()
        op = cls.build(
            operands=[
                parser.resolve_operand(source, source_type),
                [] if size is None else [parser.resolve_operand(size, IndexType())],
            ],
            result_types=[result_type],
            properties={"alignment": alignment},
            attributes=attrs,
        )
        return op

    def print(self, printer: Printer) -> None:
        printer.print_string(" ")
        printer.print_ssa_value(self.source)
        if self.dynamic_result_size is not None:
            printer.print_string("(")
            printer.print_ssa_value(self.dynamic_result_size)
            printer.print_string(")")
        print_alignment_and_attrs(printer, self.alignment, self.attributes)
        printer.print_string(" : ")
        printer.print_attribute(self.source.type)
        printer.print_string(" to ")
        printer.print_attribute(self.result.type)


# --- memref.dma_start: MLIR's operands and syntax -------------------------------


class DmaStartEffects(MemoryEffect):
    """MLIR's effects of `memref.dma_start`: it reads its source and writes its
    destination and its tag (the transfer runs until `memref.dma_wait`)."""

    @classmethod
    def get_effects(cls, op: Operation) -> AbstractSet[EffectInstance]:
        assert isinstance(op, DmaStartOp)
        return {
            EffectInstance(MemoryEffectKind.READ, op.src),
            EffectInstance(MemoryEffectKind.WRITE, op.dest),
            EffectInstance(MemoryEffectKind.WRITE, op.tag),
        }


@irdl_op_definition
class DmaStartOp(IRDLOperation):
    """`memref.dma_start %src[%i], %dst[%j], %n, %tag[%k] (, %stride, %per)? :
    T, U, V`, in place of xDSL's: MLIR's op has one operand list, split by the
    ranks of the three memrefs (xDSL's needs `operandSegmentSizes`, a property
    MLIR rejects)."""

    name = "memref.dma_start"

    all_operands = var_operand_def()

    traits = traits_def(DmaStartEffects())

    def __init__(
        self,
        src: SSAValue | Operation,
        src_indices: Sequence[SSAValue | Operation],
        dest: SSAValue | Operation,
        dest_indices: Sequence[SSAValue | Operation],
        num_elements: SSAValue | Operation,
        tag: SSAValue | Operation,
        tag_indices: Sequence[SSAValue | Operation],
        stride: tuple[SSAValue | Operation, SSAValue | Operation] | None = None,
    ):
        operands = [
            src,
            *src_indices,
            dest,
            *dest_indices,
            num_elements,
            tag,
            *tag_indices,
            *(stride or ()),
        ]
        super().__init__(operands=[operands])

    def _rank(self, index: int) -> int:
        t = self.operands[index].type if index < len(self.operands) else None
        return len(t.get_shape()) if isinstance(t, MemRefType) else 0

    @property
    def src(self) -> SSAValue:
        return self.operands[0]

    @property
    def src_indices(self) -> Sequence[SSAValue]:
        return self.operands[1 : 1 + self._rank(0)]

    @property
    def _dest_index(self) -> int:
        return 1 + self._rank(0)

    @property
    def dest(self) -> SSAValue:
        return self.operands[self._dest_index]

    @property
    def dest_indices(self) -> Sequence[SSAValue]:
        at = self._dest_index
        return self.operands[at + 1 : at + 1 + self._rank(at)]

    @property
    def _tag_index(self) -> int:
        return self._dest_index + 1 + self._rank(self._dest_index) + 1

    @property
    def num_elements(self) -> SSAValue:
        return self.operands[self._tag_index - 1]

    @property
    def tag(self) -> SSAValue:
        return self.operands[self._tag_index]

    @property
    def tag_indices(self) -> Sequence[SSAValue]:
        at = self._tag_index
        return self.operands[at + 1 : at + 1 + self._rank(at)]

    def verify_(self) -> None:
        """MLIR's `DmaStartOp::verify`, its checks in its order, with its messages."""
        count = len(self.operands)
        if count < 4:
            raise VerifyException("expected at least 4 operands")

        def indices_of(at: int, what: str, expected: int) -> int:
            """Checks the memref at `at` and its indices; the operands expected so far."""
            if at >= count or not isinstance(self.operands[at].type, MemRefType):
                raise VerifyException(f"expected {what} to be of memref type")
            expected += self._rank(at)
            if count < expected:
                raise VerifyException(f"expected at least {expected} operands")
            rank = self._rank(at)
            if any(
                not isinstance(v.type, IndexType)
                for v in self.operands[at + 1 : at + 1 + rank]
            ):
                raise VerifyException(f"expected {what} indices to be of index type")
            return expected

        expected = indices_of(0, "source", 4)
        expected = indices_of(self._dest_index, "destination", expected)
        if not isinstance(self.num_elements.type, IndexType):
            raise VerifyException("expected num elements to be of index type")
        expected = indices_of(self._tag_index, "tag", expected)
        if count not in (expected, expected + 2):
            raise VerifyException("incorrect number of operands")
        if any(not isinstance(v.type, IndexType) for v in self.operands[expected:]):
            raise VerifyException(
                "expected stride and num elements per stride to be of type index"
            )

    @classmethod
    def parse(cls, parser: Parser) -> DmaStartOp:
        def indexed() -> tuple[UnresolvedOperand, list[UnresolvedOperand]]:
            buffer = parser.parse_unresolved_operand()
            indices = parser.parse_comma_separated_list(
                parser.Delimiter.SQUARE, parser.parse_unresolved_operand
            )
            return buffer, indices

        src, src_idx = indexed()
        parser.parse_punctuation(",")
        dest, dest_idx = indexed()
        parser.parse_punctuation(",")
        num = parser.parse_unresolved_operand()
        parser.parse_punctuation(",")
        tag, tag_idx = indexed()
        stride: list[UnresolvedOperand] = []
        if parser.parse_optional_punctuation(",") is not None:
            stride.append(parser.parse_unresolved_operand())
            parser.parse_punctuation(",")
            stride.append(parser.parse_unresolved_operand())
        attrs = parser.parse_optional_attr_dict()
        parser.parse_punctuation(":")
        types = [parser.parse_type()]
        for _ in range(2):
            parser.parse_punctuation(",")
            types.append(parser.parse_type())
        index = IndexType()

        def resolve(
            buffer: UnresolvedOperand, t: Attribute, indices: list[UnresolvedOperand]
        ) -> list[SSAValue]:
            return [
                parser.resolve_operand(buffer, t),
                *(parser.resolve_operand(i, index) for i in indices),
            ]

        operands = [
            *resolve(src, types[0], src_idx),
            *resolve(dest, types[1], dest_idx),
            parser.resolve_operand(num, index),
            *resolve(tag, types[2], tag_idx),
            *(parser.resolve_operand(v, index) for v in stride),
        ]
        op = cls.create(operands=operands)
        op.attributes |= attrs
        return op

    def print(self, printer: Printer) -> None:
        def indexed(buffer: SSAValue, indices: Sequence[SSAValue]) -> None:
            printer.print_operand(buffer)
            printer.print_string("[")
            printer.print_list(indices, printer.print_operand)
            printer.print_string("]")

        printer.print_string(" ")
        indexed(self.src, self.src_indices)
        printer.print_string(", ")
        indexed(self.dest, self.dest_indices)
        printer.print_string(", ")
        printer.print_operand(self.num_elements)
        printer.print_string(", ")
        indexed(self.tag, self.tag_indices)
        rest = self.operands[self._tag_index + 1 + len(self.tag_indices) :]
        for v in rest:
            printer.print_string(", ")
            printer.print_operand(v)
        printer.print_op_attributes(self.attributes)
        printer.print_string(" : ")
        printer.print_list(
            (self.src.type, self.dest.type, self.tag.type), printer.print_attribute
        )


ADDED: tuple[type[IRDLOperation], ...] = (ReshapeOp, TransposeOp, ReallocOp)
"""memref ops xDSL does not define."""

REPLACED: tuple[type[IRDLOperation], ...] = (GlobalOp, DmaStartOp)
"""memref ops whose xDSL definition xhip's takes the place of."""

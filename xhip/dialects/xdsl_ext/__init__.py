"""xhip's extensions of xDSL's own dialects, all in this module.

xhip reads and prints the text MLIR prints (SPEC §9). xDSL 0.75 lacks some of it,
and offers no way for a plugin to add it: a `Universe` that provides a dialect
named `memref` or `scf` is refused (`Duplicate definition of memref`), a
`Context` refuses a second op of the same name, and an IRDL op class cannot be
subclassed to give it another syntax. So `install()` changes xDSL's classes in
place; `import xhip` runs it, so it is in effect in every `xdsl-opt` process once
the plugin is installed (the README lists what that changes). It adds ops to
xDSL's dialects (`ADDED_OPS`) and, where xDSL's definition cannot hold what MLIR
allows, puts xhip's class in the place of xDSL's (`REPLACED_OPS`). Each extension
comes with a note on what to upstream to xDSL, which would remove it here, and
`tests/test_xdsl_ext.py` tests it and fails when xDSL changes what it extends or
starts to provide it itself.

memref (where xDSL's class is kept, only its `parse`/`print`, and `memref.copy`'s
verifier, change: its operands and identity stay xDSL's, so `isinstance(op,
memref.CastOp)` keeps working; `memref.global` is replaced, below):

* custom syntax for ops xDSL only prints generically: `memref.cast` and
  `memref.memory_space_cast` (`%b = memref.cast %a : T to U`), `memref.copy`
  (`memref.copy %a, %b : T to U`), `memref.extract_aligned_pointer_as_index`
  (`%p = ... %a : T -> index`).
  Upstream: these assembly formats on xDSL's op definitions.
* `memref.load` / `memref.store` read and print `nontemporal(true)`, the form
  current MLIR prints (xDSL prints `{nontemporal = true}`, which strict-properties
  builds reject). MLIR's `alignment(N)` on them has no xDSL property to land in
  and is not supported.
  Upstream: the optional `nontemporal` group in the two formats.
* `memref.alloc` / `memref.alloca` / `memref.realloc` / `memref.global` print
  their alignment as MLIR 22 (hip-ep's) does, in the attribute dictionary
  sorted by name (`{alignment = 64 : i64}`), and also read current MLIR's
  `alignment = 64`. Neither MLIR reads the other's form (strict properties in
  current builds such as iree-opt; no `alignment` keyword in MLIR 22); the
  generic form reads in both.
  Upstream: the `alignment` keyword in xDSL's alloc/alloca syntax.
* a new op, `memref.reshape` (`%b = memref.reshape %a(%shape) : (T, S) -> U`),
  with MLIR's verifier. Upstream: `ReshapeOp` in `xdsl.dialects.memref`.
* `memref.copy` verifies as MLIR's does (`SameOperandsShape`: compatible shapes,
  `?` matching any size); xDSL wants identical shapes and rejects
  `memref.copy %a, %b : memref<?xf32> to memref<4xf32>`, which MLIR prints.
  Upstream: a compatible-shape check in `CopyOp.verify_`.
* `memref.atomic_rmw` reads and prints MLIR's form (`%r = memref.atomic_rmw addf
  %v, %m[%i] : (f32, memref<4xf32>) -> f32`, the kind a keyword of
  `ATOMIC_RMW_KINDS`; xDSL's class, which reads and writes its memref).
  Upstream: the kind enum and the format.
* new ops `memref.transpose` (`%t = memref.transpose %a (d0, d1) -> (d1, d0) :
  T to U`, a view, no effect; MLIR's verifier but the check of the result's
  strided layout, of which only shape, element type and memory space are
  compared) and `memref.realloc` (`%r = memref.realloc %a(%n) : T to U`; frees its source and allocates its result, MLIR's verifier).
  Upstream: `TransposeOp`, `ReallocOp`.
* `memref.global` is xhip's `GlobalOp` *in place of* xDSL's (`REPLACED_OPS`):
  xDSL's requires a visibility and an initial value, so it cannot hold a public
  global or an external declaration, and prints generically. xhip's reads and
  prints every form (`memref.global "private" constant @c : memref<2xf32> =
  dense<[1.0, 2.0]> {alignment = 64 : i64}`, `= uninitialized`, none), with
  MLIR's verifier; a splat of many elements stays one value
  (`xhip.dialects.splat`). `isinstance(op, memref.GlobalOp)` is false for what is parsed (xDSL's
  passes that look for it do not see it). Upstream: optional `sym_visibility`
  and `initial_value`, and the format.
* `memref.dma_start` is xhip's `DmaStartOp` in place of xDSL's, which needs an
  `operandSegmentSizes` property that MLIR rejects ("this operation has empty
  properties"): MLIR's one operand list, split by the memrefs' ranks
  (`src`, `src_indices`, `dest`, ..., `tag_indices`), MLIR's custom form
  (`memref.dma_start %a[%i], %b[%j], %n, %tag[%k] : T, U, V`, with the optional
  stride pair), MLIR's effects (reads `src`, writes `dest` and `tag`: named
  values, where xDSL's name none). Upstream: the op as MLIR defines it.

func: a new op, `func.call_indirect` (`%r = func.call_indirect %f(%a) : (T) -> R`,
no declared effects: it may do anything). Upstream: `CallIndirectOp`.

arith:

* a new op `arith.index_castui` (as `arith.index_cast`, zero-extending).
  Upstream: `IndexCastUIOp`.
* `arith.trunci` is xhip's `TruncIOp` in place of xDSL's, which has no
  `overflowFlags` (`%t = arith.trunci %x overflow<nuw> : i64 to i32`); the other
  ops MLIR gives the flags (addi, subi, muli, shli) have them in xDSL.
  Upstream: the property and the optional group on `TruncIOp`.
* `#arith.overflow<nsw, nuw>` prints with MLIR's `, ` (xDSL: `<nsw,nuw>`, which
  both read). Upstream: the separator of `IntegerOverflowAttr`.

tensor: a new op `tensor.parallel_insert_slice` (the insert of `scf.forall`'s
`in_parallel`, syntax of `tensor.insert_slice` without a result).
Upstream: `ParallelInsertSliceOp`.

scf:

* `scf.parallel` / `scf.reduce` read and print MLIR's forms (`scf.parallel (%i)
  = (%lb) to (%ub) step (%s) init (%v) -> f32 { ... scf.reduce(%e : f32) { ... }
  }`, several reduce regions separated by `, `, the bare `scf.reduce ` with
  MLIR's trailing space); xDSL's classes. Upstream: the formats.
* new ops `scf.forall` (`in (ubs)` or `= (lbs) to (ubs) step (steps)`, static
  and dynamic bounds, `shared_outs(...) -> (...)`, `mapping` in the attribute
  dictionary, MLIR's implicit terminator) and `scf.forall.in_parallel`.
  Upstream: `ForallOp`, `InParallelOp`.

* `scf.if`: xDSL's parser adds the implicit `scf.yield` only when the region's
  last op is not a terminator, and it counts an unregistered op as one (the
  default of `has_trait` for unregistered ops). MLIR adds the yield after
  `"test.use"(...)`; so does xhip, which keeps IR such as pass outputs of tests
  with unregistered ops printable and re-parsable.
  Upstream: `has_trait(IsTerminator, value_if_unregistered=False)` in
  `IfOp.parse_region_with_yield`.

`install()` is idempotent; `xdsl_syntax()` gives everything back to xDSL for a
while (for the tests that check xDSL still lacks it).
"""

from __future__ import annotations

from collections.abc import Callable, Generator, Sequence
from collections.abc import Set as AbstractSet
from contextlib import contextmanager
from typing import Any, cast

from xdsl.dialects import arith, func, memref, scf, tensor
from xdsl.dialects.builtin import (
    DYNAMIC_INDEX,
    I64,
    AffineMapAttr,
    ArrayAttr,
    DenseArrayBase,
    DenseIntOrFPElementsAttr,
    DenseResourceAttr,
    FunctionType,
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
from xdsl.dialects.utils import (
    DynamicIndexList,
    parse_assignment,
    parse_dynamic_index_list_without_types,
    print_assignment,
    print_dynamic_index_list,
    verify_dynamic_index_list,
)
from xdsl.ir import Attribute, Block, Dialect, Operation, Region, SSAValue
from xdsl.ir.affine import AffineDimExpr, AffineMap
from xdsl.irdl import (
    AttrSizedOperandSegments,
    IRDLOperation,
    base,
    irdl_op_definition,
    lazy_traits_def,
    operand_def,
    opt_operand_def,
    opt_prop_def,
    prop_def,
    region_def,
    result_def,
    traits_def,
    var_operand_def,
    var_result_def,
)
from xdsl.irdl.declarative_assembly_format import FormatProgram
from xdsl.parser import Parser, UnresolvedOperand
from xdsl.printer import Printer
from xdsl.traits import (
    EffectInstance,
    HasParent,
    IsTerminator,
    MemoryEffect,
    MemoryEffectKind,
    NoMemoryEffect,
    NoTerminator,
    Pure,
    RecursiveMemoryEffect,
    SingleBlockImplicitTerminator,
    SymbolOpInterface,
    ensure_terminator,
)
from xdsl.utils.exceptions import VerifyException

from xhip.dialects.splat import SplatElementsAttr, parse_dense_body

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


# --- memref.global: MLIR's optional visibility and initializer ------------------

# --- the `alignment` property of memref's alloc-like ops and globals ------------


def parse_alignment_and_attrs(
    parser: Parser, name: str, *, check_keyword: bool = True, check: bool = True
) -> tuple[IntegerAttr | None, dict[str, Attribute]]:
    """`alignment = N` (current MLIR's form) and/or the attribute dictionary, in
    which MLIR 22 (hip-ep's) writes it: `{alignment = N : i64, ...}`. The
    dictionary's value (and the keyword's, with `check_keyword`) must satisfy
    MLIR's constraint, checked as MLIR checks it while it reads (`_check_alignment`;
    not with `check` False: `memref.realloc`'s verifier has its own)."""
    at = parser.pos
    keyword: IntegerAttr | None = None
    if parser.parse_optional_keyword("alignment") is not None:
        parser.parse_punctuation("=")
        keyword = IntegerAttr(parser.parse_integer(allow_boolean=False), i64)
    attrs = parser.parse_optional_attr_dict()
    in_dict = attrs.pop("alignment", None)
    if in_dict is not None and keyword is not None:
        parser.raise_error("expected one integer alignment")
    if check and (in_dict is not None or check_keyword):
        _check_alignment(parser, name, keyword if in_dict is None else in_dict, at)
    alignment = keyword if in_dict is None else cast(IntegerAttr, in_dict)
    return alignment, attrs


def print_alignment_and_attrs(
    printer: Printer,
    alignment: IntegerAttr | None,
    attributes: dict[str, Attribute],
    *,
    print_keyword: bool = False,
) -> None:
    """MLIR 22's form (what hip-ep's tools read): the alignment in the attribute
    dictionary, which MLIR prints sorted by name. Current MLIR prints
    `alignment = N` and rejects this form under strict properties (`iree-opt`);
    MLIR 22 rejects that one: the generic form reads in both."""
    if alignment is None:
        printer.print_op_attributes(attributes, print_keyword=print_keyword)
        return
    merged: dict[str, Attribute] = {**attributes, "alignment": alignment}
    printer.print_op_attributes(
        dict(sorted(merged.items())), print_keyword=print_keyword
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
        elif isinstance(initial, DenseIntOrFPElementsAttr | SplatElementsAttr):
            printer.print_string(" = ")
            initial.print_without_type(printer)
        elif initial is not None:
            printer.print_string(" = ")
            printer.print_attribute(initial)
        print_alignment_and_attrs(printer, self.alignment, self.attributes)


# --- memref.atomic_rmw: MLIR's custom syntax on xDSL's op ----------------------

ATOMIC_RMW_KINDS = (
    "addf",
    "addi",
    "andi",
    "assign",
    "maximumf",
    "maxnumf",
    "maxs",
    "maxu",
    "minimumf",
    "minnumf",
    "mins",
    "minu",
    "mulf",
    "muli",
    "ori",
    "xori",
)
"""MLIR's `AtomicRMWKind` keywords, by their value (the `kind` property)."""


def parse_atomic_rmw(
    cls: type[memref.AtomicRMWOp], parser: Parser
) -> memref.AtomicRMWOp:
    """`KIND %value, %memref[%i, ...] {attrs} : (T, memref<...>) -> T`."""
    pos = parser.pos
    kind = parser.parse_optional_keyword_in(ATOMIC_RMW_KINDS)
    if kind is None:
        parser.raise_error(
            "expected an atomic_rmw kind (" + ", ".join(ATOMIC_RMW_KINDS) + ")",
            pos,
            parser.pos,
        )
    value = parser.parse_unresolved_operand()
    parser.parse_punctuation(",")
    target = parser.parse_unresolved_operand()
    indices = parser.parse_comma_separated_list(
        parser.Delimiter.SQUARE, parser.parse_unresolved_operand
    )
    attrs = parser.parse_optional_attr_dict()
    parser.parse_punctuation(":")
    parser.parse_punctuation("(")
    value_type = parser.parse_type()
    parser.parse_punctuation(",")
    memref_type = parser.parse_type()
    parser.parse_punctuation(")")
    parser.parse_punctuation("->")
    result_type = parser.parse_type()
    index = IndexType()
    return cls.build(
        operands=[
            parser.resolve_operand(value, value_type),
            parser.resolve_operand(target, memref_type),
            [parser.resolve_operand(i, index) for i in indices],
        ],
        result_types=[result_type],
        properties={"kind": IntegerAttr(ATOMIC_RMW_KINDS.index(kind), i64)},
        attributes=attrs,
    )


def print_atomic_rmw(op: memref.AtomicRMWOp, printer: Printer) -> None:
    kind = op.kind.value.data
    name = ATOMIC_RMW_KINDS[kind] if 0 <= kind < len(ATOMIC_RMW_KINDS) else None
    if name is None:  # not one MLIR knows: only the generic form can hold it
        printer.print_op_with_default_format(op)
        return
    printer.print_string(f" {name} ")
    printer.print_ssa_value(op.value)
    printer.print_string(", ")
    printer.print_ssa_value(op.memref)
    printer.print_string("[")
    printer.print_list(op.indices, printer.print_ssa_value)
    printer.print_string("]")
    printer.print_op_attributes(op.attributes)
    printer.print_string(" : (")
    printer.print_attribute(op.value.type)
    printer.print_string(", ")
    printer.print_attribute(op.memref.type)
    printer.print_string(") -> ")
    printer.print_attribute(op.result.type)


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


# --- arith ----------------------------------------------------------------------


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


# --- scf.parallel / scf.reduce: MLIR's custom syntax on xDSL's ops --------------


def _print_arrow_types(printer: Printer, types: Sequence[Attribute]) -> None:
    """MLIR's `printOptionalArrowTypeList`: ` -> T` or ` -> (T, U)`."""
    if not types:
        return
    printer.print_string(" -> ")
    if len(types) == 1 and not isinstance(types[0], FunctionType):
        printer.print_attribute(types[0])
        return
    printer.print_string("(")
    printer.print_list(types, printer.print_attribute)
    printer.print_string(")")


def _parse_arrow_types(parser: Parser) -> list[Attribute]:
    if parser.parse_optional_punctuation("->") is None:
        return []
    if parser.parse_optional_punctuation("(") is not None:
        if parser.parse_optional_punctuation(")") is not None:
            return []
        types: list[Attribute] = parser.parse_comma_separated_list(
            parser.Delimiter.NONE, parser.parse_type
        )
        parser.parse_punctuation(")")
        return types
    return [parser.parse_type()]


def _ensure_implicit_terminator(op: Operation) -> None:
    for trait in op.get_traits_of_type(SingleBlockImplicitTerminator):
        ensure_terminator(op, trait)


def parse_parallel(cls: type[scf.ParallelOp], parser: Parser) -> scf.ParallelOp:
    """`(%i, ...) = (%lb, ...) to (%ub, ...) step (%s, ...) [init (%v, ...)]
    [-> T | -> (T, ...)] { body } {attrs}`."""
    index = IndexType()
    ivs = parser.parse_comma_separated_list(
        parser.Delimiter.PAREN, lambda: parser.parse_argument(expect_type=False)
    )
    parser.parse_punctuation("=")

    def operands() -> list[SSAValue]:
        names = parser.parse_comma_separated_list(
            parser.Delimiter.PAREN, parser.parse_unresolved_operand
        )
        return [parser.resolve_operand(n, index) for n in names]

    lower = operands()
    parser.parse_keyword("to")
    upper = operands()
    parser.parse_keyword("step")
    steps = operands()
    inits: list[UnresolvedOperand] = []
    if parser.parse_optional_keyword("init") is not None:
        inits = parser.parse_comma_separated_list(
            parser.Delimiter.PAREN, parser.parse_unresolved_operand
        )
    pos = parser.pos
    types = _parse_arrow_types(parser)
    if len(types) != len(inits):
        parser.raise_error(
            f"expected {len(inits)} result types, got {len(types)}", pos, parser.pos
        )
    init_values = [
        parser.resolve_operand(v, t) for v, t in zip(inits, types, strict=True)
    ]
    body = parser.parse_region([iv.resolve(index) for iv in ivs])
    attrs = parser.parse_optional_attr_dict()
    op = cls(lower, upper, steps, body, init_values)
    op.attributes |= attrs
    _ensure_implicit_terminator(op)
    return op


def print_parallel(op: scf.ParallelOp, printer: Printer) -> None:
    printer.print_string(" (")
    printer.print_list(
        op.body.block.args, lambda a: printer.print_block_argument(a, print_type=False)
    )
    printer.print_string(") = (")
    printer.print_list(op.lowerBound, printer.print_ssa_value)
    printer.print_string(") to (")
    printer.print_list(op.upperBound, printer.print_ssa_value)
    printer.print_string(") step (")
    printer.print_list(op.step, printer.print_ssa_value)
    printer.print_string(")")
    if op.initVals:
        printer.print_string(" init (")
        printer.print_list(op.initVals, printer.print_ssa_value)
        printer.print_string(")")
    _print_arrow_types(printer, op.result_types)
    printer.print_string(" ")
    printer.print_region(op.body, print_entry_block_args=False)
    printer.print_op_attributes(op.attributes)


def parse_reduce(cls: type[scf.ReduceOp], parser: Parser) -> scf.ReduceOp:
    """`[(%v, ... : T, ...)] { ^bb0(%a: T, %b: T): ... }, ... {attrs}`."""
    values: list[SSAValue] = []
    if parser.parse_optional_punctuation("(") is not None:
        names = parser.parse_comma_separated_list(
            parser.Delimiter.NONE, parser.parse_unresolved_operand
        )
        parser.parse_punctuation(":")
        pos = parser.pos
        types = parser.parse_comma_separated_list(
            parser.Delimiter.NONE, parser.parse_type
        )
        parser.parse_punctuation(")")
        if len(types) != len(names):
            parser.raise_error(
                f"expected {len(names)} types, got {len(types)}", pos, parser.pos
            )
        values = [
            parser.resolve_operand(n, t) for n, t in zip(names, types, strict=True)
        ]
    regions: list[Region] = []
    region = parser.parse_optional_region()
    if region is not None:
        regions.append(region)
        while parser.parse_optional_punctuation(",") is not None:
            regions.append(parser.parse_region())
    attrs = parser.parse_optional_attr_dict()
    op = cls(values, regions)
    op.attributes |= attrs
    return op


def print_reduce(op: scf.ReduceOp, printer: Printer) -> None:
    # MLIR prints a space after the name even with nothing else: `scf.reduce `.
    if op.args:
        printer.print_string("(")
        printer.print_list(op.args, printer.print_ssa_value)
        printer.print_string(" : ")
        printer.print_list((a.type for a in op.args), printer.print_attribute)
        printer.print_string(")")
    printer.print_string(" ")
    for i, region in enumerate(op.reductions):
        if i:
            printer.print_string(", ")
        printer.print_region(region)
    printer.print_op_attributes(op.attributes)


# --- scf.forall / scf.forall.in_parallel ----------------------------------------

_I64_ARRAY = DenseArrayBase.constr(i64)


@irdl_op_definition
class InParallelOp(IRDLOperation):
    """`scf.forall.in_parallel { ... }`: the terminator of `scf.forall`, whose
    single block (no terminator) holds the parallel inserts into its outputs."""

    name = "scf.forall.in_parallel"

    region = region_def("single_block")

    traits = lazy_traits_def(
        lambda: (IsTerminator(), HasParent(ForallOp), NoTerminator(), Pure())
    )

    def __init__(self, body: Region | None = None):
        super().__init__(regions=[body if body is not None else Region(Block())])

    @classmethod
    def parse(cls, parser: Parser) -> InParallelOp:
        region = parser.parse_region()
        if not region.blocks:
            region.add_block(Block())
        attrs = parser.parse_optional_attr_dict()
        op = cls(region)
        op.attributes |= attrs
        return op

    def print(self, printer: Printer) -> None:
        printer.print_string(" ")
        printer.print_region(
            self.region, print_entry_block_args=False, print_block_terminators=False
        )
        printer.print_op_attributes(self.attributes)


@irdl_op_definition
class ForallOp(IRDLOperation):
    """`scf.forall`: a parallel loop nest over tensors (`shared_outs`) or for its
    effects.

    `%r = scf.forall (%i) in (8) shared_outs(%o = %t) -> (tensor<8xf32>) {...}`,
    `scf.forall (%i) = (0) to (%n) step (2) {...} {mapping = [...]}`.
    """

    name = "scf.forall"

    dynamicLowerBound = var_operand_def(IndexType)
    dynamicUpperBound = var_operand_def(IndexType)
    dynamicStep = var_operand_def(IndexType)
    outputs = var_operand_def(TensorType)
    staticLowerBound = prop_def(_I64_ARRAY)
    staticUpperBound = prop_def(_I64_ARRAY)
    staticStep = prop_def(_I64_ARRAY)
    mapping = opt_prop_def(ArrayAttr)
    res = var_result_def()
    region = region_def("single_block")

    irdl_options = (AttrSizedOperandSegments(as_property=True),)

    traits = lazy_traits_def(
        lambda: (SingleBlockImplicitTerminator(InParallelOp), RecursiveMemoryEffect())
    )

    def verify_(self) -> None:
        """MLIR's `ForallOp::verify` (but the device mapping's own checks), with
        its messages."""
        rank = len(self.staticUpperBound.get_values())
        if len(self.results) != len(self.outputs):
            raise VerifyException(
                f"produces {len(self.results)} results, but has only "
                f"{len(self.outputs)} outputs"
            )
        args = self.region.block.args
        if len(args) != rank + len(self.outputs):
            raise VerifyException(f"region expects {rank} arguments")
        for i, arg in enumerate(args[:rank]):
            if not isinstance(arg.type, IndexType):
                raise VerifyException(f"expects {i}-th block argument to be an index")
        for i, (arg, out) in enumerate(zip(args[rank:], self.outputs, strict=True)):
            if arg.type != out.type:
                raise VerifyException(
                    f"type mismatch between {i}-th output and corresponding block "
                    "argument"
                )
        if self.mapping is not None and len(self.mapping.data) not in (0, rank):
            raise VerifyException("mapping attribute size must match op rank")
        for name, static, dynamic in (
            ("lower bound", self.staticLowerBound, self.dynamicLowerBound),
            ("upper bound", self.staticUpperBound, self.dynamicUpperBound),
            ("step", self.staticStep, self.dynamicStep),
        ):
            values = static.get_values()
            if len(values) != rank:
                raise VerifyException(
                    f"expected {rank} {name} values, got {len(values)}"
                )
            expected = sum(1 for v in values if v == DYNAMIC_INDEX)
            if expected != len(dynamic):
                raise VerifyException(
                    f"expected {expected} dynamic {name} values, got {len(dynamic)}"
                )
        for i, (res, out) in enumerate(zip(self.results, self.outputs, strict=True)):
            if res.type != out.type:
                raise VerifyException(
                    f"type mismatch between {i}-th output and corresponding result"
                )

    def is_normalized(self) -> bool:
        """All lower bounds 0 and all steps 1: printed `in (ubs)`."""
        return all(v == 0 for v in self.staticLowerBound.get_values()) and all(
            v == 1 for v in self.staticStep.get_values()
        )

    @classmethod
    def parse(cls, parser: Parser) -> ForallOp:
        index = IndexType()
        ivs = parser.parse_comma_separated_list(
            parser.Delimiter.PAREN, lambda: parser.parse_argument(expect_type=False)
        )

        def bounds() -> tuple[list[SSAValue], list[int]]:
            names, static = parse_dynamic_index_list_without_types(
                parser, DYNAMIC_INDEX, delimiter=parser.Delimiter.PAREN
            )
            return [parser.resolve_operand(n, index) for n in names], list(static)

        if parser.parse_optional_keyword("in") is not None:
            dyn_ub, ubs = bounds()
            dyn_lb, lbs = [], [0] * len(ubs)
            dyn_step, steps = [], [1] * len(ubs)
        else:
            parser.parse_punctuation("=")
            dyn_lb, lbs = bounds()
            parser.parse_keyword("to")
            dyn_ub, ubs = bounds()
            parser.parse_keyword("step")
            dyn_step, steps = bounds()
        out_args: list[Parser.UnresolvedArgument] = []
        out_values: list[UnresolvedOperand] = []
        types: list[Attribute] = []
        if parser.parse_optional_keyword("shared_outs") is not None:
            for arg, value in parser.parse_comma_separated_list(
                parser.Delimiter.PAREN, lambda: parse_assignment(parser)
            ):
                out_args.append(arg)
                out_values.append(value)
            pos = parser.pos
            types = _parse_arrow_types(parser)
            if len(types) != len(out_values):
                parser.raise_error(
                    f"expected {len(out_values)} result types, got {len(types)}",
                    pos,
                    parser.pos,
                )
        outputs = [
            parser.resolve_operand(v, t) for v, t in zip(out_values, types, strict=True)
        ]
        block_args = [iv.resolve(index) for iv in ivs] + [
            a.resolve(t) for a, t in zip(out_args, types, strict=True)
        ]
        region = parser.parse_region(block_args)
        attrs = parser.parse_optional_attr_dict()
        properties: dict[str, Attribute] = {
            "staticLowerBound": DenseArrayBase.from_list(i64, lbs),
            "staticUpperBound": DenseArrayBase.from_list(i64, ubs),
            "staticStep": DenseArrayBase.from_list(i64, steps),
        }
        if "mapping" in attrs:
            properties["mapping"] = attrs.pop("mapping")
        op = cls.build(
            operands=[dyn_lb, dyn_ub, dyn_step, outputs],
            result_types=[types],
            properties=properties,
            regions=[region],
            attributes=attrs,
        )
        # xDSL's `ensure_terminator` would create an `InParallelOp` without its
        # region: MLIR's `ForallOp::ensureTerminator` gives it an empty block.
        for block in region.blocks:
            last = block.last_op
            if last is None or not last.has_trait(
                IsTerminator, value_if_unregistered=False
            ):
                block.add_op(InParallelOp())
        return op

    def print(self, printer: Printer) -> None:
        rank = len(self.staticUpperBound.get_values())
        args = self.region.block.args
        printer.print_string(" (")
        printer.print_list(
            args[:rank], lambda a: printer.print_block_argument(a, print_type=False)
        )
        printer.print_string(")")

        def bounds(
            values: Sequence[SSAValue], static: DenseArrayBase[IntegerType]
        ) -> None:
            print_dynamic_index_list(
                printer,
                DYNAMIC_INDEX,
                values,
                static.get_values(),
                delimiter=Parser.Delimiter.PAREN,
            )

        if self.is_normalized():
            printer.print_string(" in ")
            bounds(self.dynamicUpperBound, self.staticUpperBound)
        else:
            printer.print_string(" = ")
            bounds(self.dynamicLowerBound, self.staticLowerBound)
            printer.print_string(" to ")
            bounds(self.dynamicUpperBound, self.staticUpperBound)
            printer.print_string(" step ")
            bounds(self.dynamicStep, self.staticStep)
        if self.outputs:
            printer.print_string(" shared_outs(")
            printer.print_list(
                zip(args[rank:], self.outputs, strict=False),
                lambda pair: print_assignment(printer, *pair),
            )
            printer.print_string(") -> (")
            printer.print_list(self.result_types, printer.print_attribute)
            printer.print_string(")")
        printer.print_string(" ")
        printer.print_region(
            self.region,
            print_entry_block_args=False,
            print_block_terminators=bool(self.results),
        )
        attrs = dict(self.attributes)
        if self.mapping is not None:
            attrs = {"mapping": self.mapping, **attrs}
        printer.print_op_attributes(attrs)


@irdl_op_definition
class ParallelInsertSliceOp(IRDLOperation):
    """`tensor.parallel_insert_slice %s into %o[%i] [1] [1] : T into U`: inside
    `scf.forall.in_parallel`, `source` goes into the slice of the shared output
    `dest` (no result: the forall's result is the whole output)."""

    name = "tensor.parallel_insert_slice"

    source = operand_def(TensorType)
    dest = operand_def(TensorType)
    offsets = var_operand_def(IndexType)
    sizes = var_operand_def(IndexType)
    strides = var_operand_def(IndexType)
    static_offsets = prop_def(_I64_ARRAY)
    static_sizes = prop_def(_I64_ARRAY)
    static_strides = prop_def(_I64_ARRAY)

    irdl_options = (AttrSizedOperandSegments(as_property=True),)

    traits = traits_def(HasParent(InParallelOp))

    assembly_format = (
        "$source `into` $dest ``"
        "custom<DynamicIndexList>($offsets, $static_offsets)"
        "custom<DynamicIndexList>($sizes, $static_sizes)"
        "custom<DynamicIndexList>($strides, $static_strides)"
        "attr-dict `:` type($source) `into` type($dest)"
    )

    custom_directives = (DynamicIndexList,)

    def verify_(self) -> None:
        for static, dynamic, what in (
            (self.static_offsets, self.offsets, " in the offset arguments"),
            (self.static_sizes, self.sizes, " in the size arguments"),
            (self.static_strides, self.strides, " in the stride arguments"),
        ):
            verify_dynamic_index_list(static.get_values(), dynamic, DYNAMIC_INDEX, what)


CUSTOM_FORMATS: dict[type[IRDLOperation], str] = {
    memref.CastOp: "$source attr-dict `:` type($source) `to` type($dest)",
    memref.MemorySpaceCastOp: "$source attr-dict `:` type($source) `to` type($dest)",
    memref.CopyOp: (
        "$source `,` $destination attr-dict `:` type($source) `to` type($destination)"
    ),
    memref.ExtractAlignedPointerAsIndexOp: (
        "$source `:` type($source) `->` type($aligned_pointer) attr-dict"
    ),
    memref.LoadOp: (
        "$memref `[` $indices `]` (`nontemporal` `(` $nontemporal^ `)`)? attr-dict "
        "`:` type($memref)"
    ),
    memref.StoreOp: (
        "$value `,` $memref `[` $indices `]` (`nontemporal` `(` $nontemporal^ `)`)? "
        "attr-dict `:` type($memref)"
    ),
}
"""Declarative formats given to xDSL ops that otherwise print generically."""

AllocLike = memref.AllocOp | memref.AllocaOp


ALIGNMENT_CONSTRAINT = (
    "attribute 'alignment' failed to satisfy constraint: 64-bit signless integer "
    "attribute whose value is positive and whose value is a power of two > 0"
)
"""MLIR's message for an `alignment` of `memref.alloc`/`alloca`/`global` that is
not a positive power of two of type i64 (ODS's `IntValidAlignment<I64Attr>`)."""


def valid_alignment(attr: Attribute | None) -> bool:
    """Whether `attr` satisfies MLIR's alignment constraint (None: absent)."""
    if attr is None:
        return True
    if not isinstance(attr, IntegerAttr):
        return False
    integer = cast(IntegerAttr[IntegerType], attr)
    value = integer.value.data
    return integer.type == i64 and value > 0 and value & (value - 1) == 0


def _check_alignment(
    parser: Parser, name: str, attr: Attribute | None, at: int
) -> None:
    """MLIR checks the constraint while it reads the custom form, with this text."""
    if not valid_alignment(attr):
        parser.raise_error(f"custom op '{name}' '{name}' op {ALIGNMENT_CONSTRAINT}", at)


def _alignment_verifier(
    original: Callable[[Any], None],
) -> Callable[[Any], None]:
    """`verify_` of alloc/alloca with MLIR's alignment constraint and message
    first (xDSL's own words it differently), then xDSL's checks."""

    def verify_(self: Any) -> None:
        if not valid_alignment(self.alignment):
            raise VerifyException(ALIGNMENT_CONSTRAINT)
        original(self)

    return verify_


def parse_alloc_like(cls: type[AllocLike], parser: Parser) -> AllocLike:
    """`(%d)[%s] {alignment = N : i64, attrs} : type`; `alignment = N` also read.
    An alignment that is not a positive power of two of type i64 is MLIR's parse
    error (`ALIGNMENT_CONSTRAINT`)."""
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
    alignment, attrs = parse_alignment_and_attrs(parser, cls.name)
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
    alignment = op.alignment if isinstance(op.alignment, IntegerAttr) else None
    print_alignment_and_attrs(printer, alignment, op.attributes)
    printer.print_string(" : ")
    printer.print_attribute(op.memref.type)


def _with_format(op: type[IRDLOperation], fmt: str) -> None:
    op_def = op.get_irdl_definition()
    program = FormatProgram.from_str(fmt, op_def)

    def parse(cls: type[IRDLOperation], parser: Parser) -> IRDLOperation:
        start = parser.pos
        parsed = program.parse(parser, cls)
        # xDSL printed properties such as `{nontemporal = true}` in the attribute
        # dictionary: read them back as the properties they are.
        for name in [n for n in parsed.attributes if n in op_def.properties]:
            if name in parsed.properties:
                parser.raise_error(f"property '{name}' given twice", start, parser.pos)
            parsed.properties[name] = parsed.attributes.pop(name)
        return parsed

    def print_(self: IRDLOperation, printer: Printer) -> None:
        program.print(printer, self)

    _set_syntax(op, parse, print_)


_ORIGINALS: dict[tuple[type, str], object] = {}
"""xDSL's own value of each class attribute changed here (`_MISSING`: inherited)."""

_MISSING = object()


def _patch(owner: type, name: str, value: object) -> None:
    _ORIGINALS.setdefault((owner, name), vars(owner).get(name, _MISSING))
    setattr(owner, name, value)


def _verify_copy(self: memref.CopyOp) -> None:
    """MLIR's `memref.copy` verifier: same element type, compatible shapes."""
    source = cast(MemRefType, self.source.type)
    destination = cast(MemRefType, self.destination.type)
    a, b = source.get_shape(), destination.get_shape()
    if len(a) != len(b) or any(
        x != y and DYNAMIC_INDEX not in (x, y) for x, y in zip(a, b, strict=True)
    ):
        raise VerifyException("requires the same shape for all operands")
    if source.get_element_type() != destination.get_element_type():
        raise VerifyException("requires the same element type for all operands")


def _set_syntax(
    op: type[IRDLOperation],
    parse: Callable[[Any, Parser], Any],
    print_: Callable[[Any, Printer], None],
) -> None:
    _patch(op, "parse", classmethod(parse))
    _patch(op, "print", print_)


def scf_if_region(parser: Parser) -> Region:
    """A region of `scf.if`, with MLIR's implicit `scf.yield` when it has none
    (also after an unregistered op, which xDSL's parser takes for a terminator)."""
    region = parser.parse_region()
    block = region.blocks.last
    if block is None:
        block = Block()
        region.add_block(block)
    last = block.last_op
    if last is None or not last.has_trait(IsTerminator, value_if_unregistered=False):
        block.add_op(scf.YieldOp())
    return region


# --- func.call_indirect: a call of a function value ------------------------------


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


_DIALECTS: dict[str, Dialect] = {
    "func": func.Func,
    "memref": memref.MemRef,
    "arith": arith.Arith,
    "scf": scf.Scf,
    "tensor": tensor.Tensor,
}

ADDED_OPS: dict[str, tuple[type[IRDLOperation], ...]] = {
    "func": (CallIndirectOp,),
    "memref": (ReshapeOp, TransposeOp, ReallocOp),
    "arith": (IndexCastUIOp,),
    "scf": (ForallOp, InParallelOp),
    "tensor": (ParallelInsertSliceOp,),
}
"""Ops xDSL's dialects do not define."""

REPLACED_OPS: dict[str, tuple[type[IRDLOperation], ...]] = {
    "memref": (GlobalOp, DmaStartOp),
    "arith": (TruncIOp,),
}
"""Ops whose xDSL definition cannot hold what MLIR allows (an optional property
or one xDSL lacks): xhip's class takes the place of xDSL's of the same name.
`isinstance(op, memref.GlobalOp)` is then false for what is parsed; xhip's code
tests for its own classes."""

_ORIGINAL_OPS: dict[str, list[type[Any]]] = {}
"""xDSL's op list of each dialect changed here, by dialect name."""

_installed = False


def install() -> None:
    """Installs every extension of this module into xDSL (idempotent)."""
    global _installed
    if _installed:
        return
    for op, fmt in CUSTOM_FORMATS.items():
        _with_format(op, fmt)
    for alloc in (memref.AllocOp, memref.AllocaOp):
        _set_syntax(alloc, parse_alloc_like, print_alloc_like)
        _patch(alloc, "verify_", _alignment_verifier(alloc.verify_))
    _set_syntax(memref.AtomicRMWOp, parse_atomic_rmw, print_atomic_rmw)
    _set_syntax(scf.ParallelOp, parse_parallel, print_parallel)
    _set_syntax(scf.ReduceOp, parse_reduce, print_reduce)
    _patch(scf.IfOp, "parse_region_with_yield", staticmethod(scf_if_region))
    _patch(memref.CopyOp, "verify_", _verify_copy)
    _patch(arith.IntegerOverflowAttr, "print_parameter", print_overflow_flags)
    for dialect in _DIALECTS:
        ops = _DIALECTS[dialect]._operations  # pyright: ignore[reportPrivateUsage]
        _ORIGINAL_OPS.setdefault(dialect, list(ops))
        ops[:] = _extended_ops(dialect)
    _installed = True


def _extended_ops(dialect: str) -> list[type[Any]]:
    """The ops of `dialect` once extended: xDSL's, with the replacements in the
    place of the ops of their names, then the added ones."""
    replacements = {op.name: op for op in REPLACED_OPS.get(dialect, ())}
    ops = [replacements.get(op.name, op) for op in _ORIGINAL_OPS[dialect]]
    known = {op.name for op in ops}
    ops.extend(op for op in ADDED_OPS.get(dialect, ()) if op.name not in known)
    return ops


@contextmanager
def xdsl_syntax() -> Generator[None]:
    """Temporarily gives the extended classes back xDSL's own behaviour, and the
    replaced ops their xDSL definitions (the added ops stay registered).

    For the tests that check xDSL still lacks what this module adds; not
    thread-safe, do not parse anything else meanwhile.
    """
    ours = {key: vars(key[0])[key[1]] for key in _ORIGINALS}
    try:
        for (owner, name), original in _ORIGINALS.items():
            if original is _MISSING:
                delattr(owner, name)
            else:
                setattr(owner, name, original)
        for dialect, original_ops in _ORIGINAL_OPS.items():
            ops = _DIALECTS[dialect]._operations  # pyright: ignore[reportPrivateUsage]
            known = {op.name for op in original_ops}
            added = ADDED_OPS.get(dialect, ())
            ops[:] = [*original_ops, *(op for op in added if op.name not in known)]
        yield
    finally:
        for (owner, name), value in ours.items():
            setattr(owner, name, value)
        for dialect in _ORIGINAL_OPS:
            ops = _DIALECTS[dialect]._operations  # pyright: ignore[reportPrivateUsage]
            ops[:] = _extended_ops(dialect)

"""MLIR's syntax and verifier on xDSL's own memref ops.

xDSL's classes are kept, only their `parse`/`print` (and `memref.copy`'s and the
alloc ops' verifiers) change: operands and identity stay xDSL's, so
`isinstance(op, memref.CastOp)` keeps working. `install()` sets them (called by
`xhip.dialects.xdsl_ext.install`); each change is a small edit of
`xdsl/dialects/memref.py` upstream, which would remove it here:

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
* `memref.copy` verifies as MLIR's does (`SameOperandsShape`: compatible shapes,
  `?` matching any size); xDSL wants identical shapes and rejects
  `memref.copy %a, %b : memref<?xf32> to memref<4xf32>`, which MLIR prints.
  Upstream: a compatible-shape check in `CopyOp.verify_`.
* `memref.atomic_rmw` reads and prints MLIR's form (`%r = memref.atomic_rmw addf
  %v, %m[%i] : (f32, memref<4xf32>) -> f32`, the kind a keyword of
  `ATOMIC_RMW_KINDS`; xDSL's class, which reads and writes its memref).
  Upstream: the kind enum and the format.

The alignment helpers here are shared with `memref_ops` (`memref.realloc`,
`memref.global` print their alignment the same way).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any, cast

from xdsl.dialects import memref
from xdsl.dialects.builtin import (
    DYNAMIC_INDEX,
    IndexType,
    IntegerAttr,
    IntegerType,
    MemRefType,
    i64,
)
from xdsl.ir import Attribute
from xdsl.irdl import IRDLOperation
from xdsl.parser import Parser
from xdsl.printer import Printer
from xdsl.utils.exceptions import VerifyException

from xhip.dialects.xdsl_ext.patching import patch, set_syntax, with_format

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


def install() -> None:
    """Sets MLIR's syntax and verifiers on xDSL's memref classes (see the module)."""
    for op, fmt in CUSTOM_FORMATS.items():
        with_format(op, fmt)
    for alloc in (memref.AllocOp, memref.AllocaOp):
        set_syntax(alloc, parse_alloc_like, print_alloc_like)
        patch(alloc, "verify_", _alignment_verifier(alloc.verify_))
    set_syntax(memref.AtomicRMWOp, parse_atomic_rmw, print_atomic_rmw)
    patch(memref.CopyOp, "verify_", _verify_copy)

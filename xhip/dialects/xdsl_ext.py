"""xhip's extensions of xDSL's own dialects, all in this module.

xhip reads and prints the text MLIR prints (SPEC §9). xDSL 0.75 lacks some of it,
and offers no way for a plugin to add it: a `Universe` that provides a dialect
named `memref` or `scf` is refused (`Duplicate definition of memref`), a
`Context` refuses a second op of the same name, and an IRDL op class cannot be
subclassed to give it another syntax. So `install()` changes xDSL's classes in
place; `import xhip` runs it, so it is in effect in every `xdsl-opt` process once
the plugin is installed (the README lists what that changes). Each extension
comes with a note on what to upstream to xDSL, which would remove it here, and
`tests/test_xdsl_ext.py` tests it and fails when xDSL changes what it extends or
starts to provide it itself.

memref (only `parse`/`print` of xDSL's classes change: their operands, verifiers
and identity stay xDSL's, so `isinstance(op, memref.CastOp)` keeps working):

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
* `memref.alloc` / `memref.alloca` also read and print `alignment = 64`, the form
  current MLIR prints (strict-properties builds such as iree-opt reject
  `{alignment = 64 : i64}`, which is still accepted here).
  Upstream: the `alignment` keyword in xDSL's alloc/alloca syntax.
* a new op, `memref.reshape` (`%b = memref.reshape %a(%shape) : (T, S) -> U`),
  with MLIR's verifier. Upstream: `ReshapeOp` in `xdsl.dialects.memref`.
* `memref.copy` verifies as MLIR's does (`SameOperandsShape`: compatible shapes,
  `?` matching any size); xDSL wants identical shapes and rejects
  `memref.copy %a, %b : memref<?xf32> to memref<4xf32>`, which MLIR prints.
  Upstream: a compatible-shape check in `CopyOp.verify_`.

scf:

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

from collections.abc import Callable, Generator
from contextlib import contextmanager
from typing import Any, cast

from xdsl.dialects import memref, scf
from xdsl.dialects.builtin import (
    DYNAMIC_INDEX,
    IndexType,
    IntegerAttr,
    IntegerType,
    MemRefType,
    NoneAttr,
    Signedness,
    UnrankedMemRefType,
    i64,
)
from xdsl.ir import Attribute, Block, Operation, Region, SSAValue
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
from xdsl.traits import IsTerminator, NoMemoryEffect
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


ADDED_OPS: tuple[type[IRDLOperation], ...] = (ReshapeOp,)
"""Ops xDSL's memref dialect does not define."""

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
    _patch(scf.IfOp, "parse_region_with_yield", staticmethod(scf_if_region))
    _patch(memref.CopyOp, "verify_", _verify_copy)
    ops = memref.MemRef._operations  # pyright: ignore[reportPrivateUsage]
    known = {op.name for op in ops}
    ops.extend(op for op in ADDED_OPS if op.name not in known)
    _installed = True


@contextmanager
def xdsl_syntax() -> Generator[None]:
    """Temporarily gives the extended classes back xDSL's own behaviour (the
    added ops stay registered).

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
        yield
    finally:
        for (owner, name), value in ours.items():
            setattr(owner, name, value)

"""`LocatingParser`: xDSL's parser as xhip's tools use it, with source locations.

xDSL keeps an op's source position only when the text carries an explicit
`loc(...)`. `LocatingParser` records `file:line:col` for every op it parses, so
that xhip's tools can report `FILE:LINE:COL: error: message` the way `mlir-opt`
does, and bounds the nesting it reads (`MAX_NESTING`, `deep_recursion`).
"""

from __future__ import annotations

import re
import sys
from bisect import bisect_right
from collections.abc import Generator, Sequence
from contextlib import contextmanager
from typing import cast

from xdsl.context import Context
from xdsl.dialects.builtin import (
    AnyDenseElement,
    DenseIntOrFPElementsAttr,
    FileLineColLoc,
    IndexType,
    IntAttr,
    IntegerAttr,
    IntegerType,
    ModuleOp,
    RankedStructure,
    StringAttr,
    UnknownLoc,
)
from xdsl.ir import AttributeInvT, Operation, Region, SSAValue
from xdsl.parser import Parser, UnresolvedOperand
from xdsl.utils.exceptions import DiagnosticException, ParseError
from xdsl.utils.lexer import Input, Location, Span
from xdsl.utils.mlir_lexer import MLIRTokenKind

from xhip.dialects.splat import parse_large_splat
from xhip.ir.collector import cyclic_gc_paused
from xhip.ir.locations import split_location_aliases
from xhip.ir.names import record_source_names

MAX_NESTING = 256
"""How deep xhip's tools nest ops (regions inside regions); deeper input is a
located parse error instead of a Python `RecursionError` (xDSL's parser, verifier
and printer recurse once per level)."""

RECURSION_LIMIT = 4000
"""Python's recursion limit while xhip's tools parse, verify, pool and print:
room for `MAX_NESTING` levels (about 9 frames each in the parser)."""

INDEX_RANGE = (-(2**63), 2**64)
"""Values an `index` attribute can hold (MLIR stores 64 bits; like xDSL's integer
types, non-negative values up to 2^64 - 1 are read unsigned)."""


@contextmanager
def deep_recursion(limit: int = RECURSION_LIMIT) -> Generator[None]:
    """Raises Python's recursion limit to `limit` (never lowers it) for the block."""
    previous = sys.getrecursionlimit()
    sys.setrecursionlimit(max(previous, limit))
    try:
        yield
    finally:
        sys.setrecursionlimit(previous)


UNKNOWN_OP_HINT = (
    " (xhip does not know this op; --allow-unregistered-dialect reads it and "
    "takes its buffers to escape)"
)
"""What to do about an op of a known dialect that xhip does not define."""


class LocatingParser(Parser):
    """xDSL's parser as xhip's tools use it: located ops, located errors.

    * location alias definitions are read first, wherever they are: MLIR prints
      them at the end of the file (`--mlir-print-debuginfo`), after the
      `loc(#loc3)` that use them (`split_location_aliases`);

    * every op without an explicit `loc(...)` gets its `file:line:col`, and an
      implicit terminator the location of its parent;
    * a verifier error raised while an op is built (an attribute out of range for
      its type, say) is a `ParseError` at the start of that op;
    * an `index` attribute outside 64 bits is an error at its op (xDSL keeps any
      Python integer; MLIR rejects it);
    * ops nested deeper than `MAX_NESTING` are an error at the op that is too deep;
    * a region that is not closed (a truncated file) names the region, where xDSL
      says only ` in block definition`;
    * the splat initializer of a generic `memref.global` of many elements stays
      one value (`SplatElementsAttr`), as in the op's custom form: a weight of
      10^9 elements reads as fast as one of one element;
    * a file of nothing but white space and comments is an empty module.
    """

    def __init__(
        self, ctx: Context, text: str, name: str = "<unknown>", line_offset: int = 0
    ) -> None:
        parts = split_location_aliases(text)
        super().__init__(ctx, text if parts is None else parts[0], name)
        self._line_offset = line_offset
        self._depth = 0
        self._name = name
        self._location_aliases = None if parts is None else parts[1]
        self._in_global = False
        self._lines: LineStarts | None = None
        self._files: dict[str, StringAttr] = {}
        self._ints: dict[int, IntAttr] = {}
        self._forward_uses: dict[str, Span] = {}

    def _read_location_aliases(self) -> None:
        """Reads the location alias definitions (the second part of
        `split_location_aliases`) into this parser's aliases."""
        if self._location_aliases is None:
            return
        text, self._location_aliases = self._location_aliases, None
        aliases = Parser(self.ctx, text + "builtin.module {}", self._name)
        aliases.parse_module()
        self.attribute_aliases.update(aliases.attribute_aliases)

    def resolve_operand(
        self, operand: UnresolvedOperand, type: AttributeInvT
    ) -> SSAValue[AttributeInvT]:
        if operand.operand_name not in self.ssa_values:
            # Where a value not defined yet is first used: where an undefined
            # value is reported (xDSL reports it at the end of the input).
            self._forward_uses.setdefault(operand.operand_name, operand.span)
        return super().resolve_operand(operand, type)

    def _undefined_value_error(self, e: ParseError) -> ParseError | None:
        """xDSL's `values used but not defined` at the first use of the first
        of them in the input, where MLIR reports an undeclared value."""
        if not e.msg.startswith("values used but not defined"):
            return None
        uses = [
            self._forward_uses[n]
            for n in self.forward_ssa_references
            if n in self._forward_uses
        ]
        if not uses:
            return None
        return ParseError(min(uses, key=lambda span: span.start), e.msg)

    def _register_ssa_definition(
        self, name: str, values: Sequence[SSAValue], span: Span
    ) -> None:
        super()._register_ssa_definition(name, values, span)
        # The name as written: xDSL keeps `%alloc_0` only as the hint `alloc`.
        record_source_names(name, values)

    def parse_module(self, allow_implicit_module: bool = True) -> ModuleOp:
        with deep_recursion(), cyclic_gc_paused():
            self._read_location_aliases()
            if allow_implicit_module and self._current_token.kind == MLIRTokenKind.EOF:
                # Nothing but white space and comments: an empty module, as in
                # MLIR (xDSL: "Could not parse entire input!").
                return ModuleOp([])
            try:
                return super().parse_module(allow_implicit_module)
            except ParseError as e:
                moved = self._undefined_value_error(e) or at_end_of_previous_token(e)
                if moved is None:
                    raise
                raise moved from None

    def _mlir_words(self, message: str) -> str:
        """MLIR's text for xDSL's `'NAME' does not contain single-block regions`
        (a custom parser's `ensure_terminator`) when the op has one region."""
        found = re.fullmatch(
            r"'([\w.]+)' does not contain single-block regions", message
        )
        if found is None:
            return message
        op_type = self.ctx.get_optional_op(found[1])
        definition = getattr(op_type, "get_irdl_definition", None)
        if definition is None or len(definition().regions) != 1:
            return message
        return f"'{found[1]}' op expects region #0 to have 0 or 1 blocks"

    def parse_operation(self) -> Operation:
        start = self._current_token.span
        self._depth += 1
        try:
            if self._depth > MAX_NESTING:
                raise ParseError(
                    start,
                    f"operations nested more than {MAX_NESTING} deep are not supported",
                )
            try:
                op = super().parse_operation()
            except ParseError as e:
                raise self._unknown_op_error(e, start) or e from None
            except DiagnosticException as e:
                lines = str(e).strip().splitlines()
                message = lines[0] if lines else type(e).__name__
                raise ParseError(start, self._mlir_words(message)) from e
        finally:
            self._depth -= 1
        _check_index_attributes(op, start)
        if isinstance(op.location, UnknownLoc):
            op.location = self._file_line_col(start)
        # Ops the op's parser made itself (an implicit terminator: `scf.yield`,
        # `scf.forall.in_parallel`) get its location, as in MLIR.
        for region in op.regions:
            for block in region.blocks:
                for inner in block.ops:
                    if isinstance(inner.location, UnknownLoc):
                        inner.location = op.location
        return op

    def _file_line_col(self, start: Span) -> FileLineColLoc:
        """`file:line:col` of `start`, its attributes shared: the file name's and
        each number's made once (attributes are values)."""
        where = self._location(start)
        file = self._files.get(where.file)
        if file is None:
            file = self._files[where.file] = StringAttr(where.file)
        return FileLineColLoc(
            file, self._int(where.line + self._line_offset), self._int(where.col)
        )

    def _int(self, value: int) -> IntAttr:
        found = self._ints.get(value)
        if found is None:
            found = self._ints[value] = IntAttr(value)
        return found

    def _location(self, span: Span) -> Location:
        """`span.get_location()`, from the line starts of the text indexed once
        (`get_location` counts the newlines before the span: at every op, that
        would make reading a file quadratic in its length)."""
        lines = self._lines
        if lines is None or lines.input is not span.input:
            if not isinstance(span.input.content, str):
                return span.get_location()
            lines = self._lines = LineStarts(span.input)
        return lines.location(span.start, span.line_offset)

    def _parse_generic_operation(self, op_type: type[Operation]) -> Operation:
        outer, self._in_global = self._in_global, op_type.name == "memref.global"
        try:
            return super()._parse_generic_operation(op_type)
        finally:
            self._in_global = outer

    def parse_dense_int_or_fp_elements_attr(
        self, type: RankedStructure[AnyDenseElement] | None
    ) -> DenseIntOrFPElementsAttr:
        if self._in_global and type is None:
            splat = parse_large_splat(self, None)
            if splat is not None:
                # The global's `initial_value` takes either; nothing else sees it.
                return cast(DenseIntOrFPElementsAttr, splat)
        return super().parse_dense_int_or_fp_elements_attr(type)

    def _unknown_op_error(self, error: ParseError, start: Span) -> ParseError | None:
        """MLIR's words for an op xDSL does not know, at the op's name:
        `Dialect `foo' not found for custom op 'foo.bar'` (xDSL: `Operation
        builtin.unregistered does not have a custom format.` with
        `--allow-unregistered-dialect`), `custom op 'arith.bogus' is unknown`;
        in the generic form, without `--allow-unregistered-dialect`, MLIR's hint
        to allow them, or that a known dialect has no such op. None for other
        errors."""
        if error.msg == "Operation builtin.unregistered does not have a custom format.":
            name = None
        elif m := re.fullmatch(r"Operation (\S+) is not registered", error.msg):
            name = m.group(1)
        else:
            return None
        text = start.input.content
        if not isinstance(text, str):
            return None
        found = OP_NAME.match(text, start.start)
        if found is None:
            return None
        generic, custom = found.group(1), found.group(2)
        first = found.start(1) - 1 if generic else found.start(2)
        at = Span(first, found.end(), start.input, start.line_offset)
        op_name = generic or custom
        if name is not None and name != op_name:
            return None
        dialect = op_name.split(".", 1)[0]
        known = dialect in self.ctx.registered_dialect_names
        if generic and known:
            return ParseError(
                at,
                f"unregistered operation '{op_name}' found in dialect ('{dialect}') "
                f"that does not allow unknown operations{UNKNOWN_OP_HINT}",
            )
        if generic:
            return ParseError(
                at,
                "operation being parsed with an unregistered dialect. If this is "
                "intended, please use -allow-unregistered-dialect with the MLIR "
                f"tool used (op '{op_name}', dialect '{dialect}')",
            )
        if known:
            return ParseError(
                at,
                f"custom op '{op_name}' is unknown (xhip does not know this op: "
                f'write it in the generic form, "{op_name}"(...), and pass '
                "--allow-unregistered-dialect, which takes its buffers to escape)",
            )
        return ParseError(
            at,
            f"Dialect `{dialect}' not found for custom op '{op_name}' (an op of an "
            f'unknown dialect can only be read in the generic form, "{op_name}"(...))',
        )

    def parse_optional_region(
        self, arguments: Sequence[Parser.Argument] | None = None
    ) -> Region | None:
        start = self._current_token.span
        try:
            return super().parse_optional_region(arguments)
        except ParseError as e:
            if e.msg != " in block definition":
                raise
            # xDSL's message when a region's next token is neither an op, a block
            # label nor its closing `}`.
            opened = start.get_location()
            where = f"{opened.file}:{opened.line + self._line_offset}:{opened.col}"
            if e.span.text == "":
                message = (
                    f"unexpected end of file: the region opened at {where} is not "
                    "closed (expected '}')"
                )
            else:
                message = (
                    f"expected an operation, a block label or '}}' closing the "
                    f"region opened at {where}"
                )
            raise ParseError(e.span, message) from None


class LineStarts:
    """Where each line of a text starts: `Span.get_location` by bisection."""

    def __init__(self, source: Input[str]) -> None:
        self.input = source
        text = source.content
        starts = [0]
        at = text.find("\n")
        while at >= 0:
            starts.append(at + 1)
            at = text.find("\n", at + 1)
        self._starts = starts

    def location(self, position: int, line_offset: int = 0) -> Location:
        """What `Span(position, ..., line_offset=line_offset).get_location()` gives."""
        line = bisect_right(self._starts, position)
        column = position - self._starts[line - 1] + 1
        return Location(self.input.name, line + line_offset, column)


OP_NAME = re.compile(r'(?:%[^=]*=\s*)?(?:"([A-Za-z_][\w$.-]*)"|([A-Za-z_][\w$.-]*))')
"""The name of the op at the start of an op's text, after its results: group 1
in the generic form (`"foo.bar"`), group 2 in the custom form (`foo.bar`)."""

WRONG_TOKEN = re.compile(r"^'[^']+' expected|^Expected '[^']+'$|^\w+ expected$")
"""xDSL's messages for a token that is missing (`')' expected`, `Expected ')'`,
`operand expected`): MLIR's `emitWrongTokenError` cases."""


def at_end_of_previous_token(error: ParseError) -> ParseError | None:
    """`error` moved to the end of the previous token, as MLIR reports a missing
    token (`Parser::emitWrongTokenError`), when it is about a missing token
    (`WRONG_TOKEN`) and stands first on its line (or at the end of the file):
    the token is missing at the end of the line before, not where the next
    line starts. White space, blank lines and `//` comments are stepped over.
    None when the error stays where it is."""
    if not WRONG_TOKEN.search(error.msg):
        return None
    source = error.span.input
    text = source.content
    if not isinstance(text, str):
        return None
    source = cast(Input[str], source)
    start = error.span.start
    line_start = text.rfind("\n", 0, start) + 1
    if text[line_start:start].strip(" \t"):
        return None  # something precedes it on its line: it is where it is
    position = start
    while True:
        before = text[:position].rstrip(" \t")
        if not before:
            return None
        if before[-1] not in "\r\n":
            if len(before) == start:
                return None
            moved = Span(len(before), len(before), source, error.span.line_offset)
            return ParseError(moved, error.msg)
        before = before[:-1]
        line = before[before.rfind("\n") + 1 :]
        comment = line.find("//")
        position = len(before) - (len(line) - comment if comment >= 0 else 0)


def _check_index_attributes(op: Operation, start: Span) -> None:
    low, high = INDEX_RANGE
    for attr in (*op.properties.values(), *op.attributes.values()):
        if not isinstance(attr, IntegerAttr):
            continue
        # What `isa(attr, IntegerAttr[IndexType])` tests, without building the
        # constraint at every attribute of every op.
        integer = cast(IntegerAttr[IntegerType | IndexType], attr)
        if isinstance(integer.type, IndexType) and not low <= integer.value.data < high:
            raise ParseError(
                start,
                f"Integer value {integer.value.data} is out of range for type index "
                f"which supports values in the range [{low}, {high})",
            )


def parse_module(ctx: Context, text: str, name: str = "<unknown>") -> ModuleOp:
    """Parses `text` into a module whose ops carry their source locations."""
    return LocatingParser(ctx, text, name).parse_module()

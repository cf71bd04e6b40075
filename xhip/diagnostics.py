"""Errors and remarks with MLIR-style source locations.

xDSL keeps an op's source position only when the text carries an explicit
`loc(...)`. `LocatingParser` records `file:line:col` for every op it parses, so
that xhip's tools can report `FILE:LINE:COL: error: message` the way `mlir-opt`
does. The pass raises `PoolAllocsError` (one line, naming the function and the
alloc) and reports remarks through `emit_remark`, whose sink the drivers choose.

Nothing here reaches into xDSL's own driver: inside `xdsl-opt` a pass error is a
`PassFailedException` that xDSL reports as it reports any pass's error (with
`--verify-diagnostics`: the message, then the IR with the op marked).
"""

from __future__ import annotations

import re
import sys
from collections.abc import Callable, Generator, Sequence
from contextlib import contextmanager
from dataclasses import dataclass
from typing import cast

from xdsl.context import Context
from xdsl.dialects.builtin import (
    AnyDenseElement,
    DenseIntOrFPElementsAttr,
    FileLineColLoc,
    IndexType,
    IntAttr,
    IntegerAttr,
    ModuleOp,
    NameLoc,
    RankedStructure,
    StringAttr,
    UnknownLoc,
    UnregisteredOp,
)
from xdsl.ir import Attribute, Block, BlockArgument, Operation, Region, SSAValue
from xdsl.irdl import IRDLOperation
from xdsl.parser import Parser
from xdsl.utils.exceptions import (
    DiagnosticException,
    ParseError,
    PassFailedException,
    VerifyException,
)
from xdsl.utils.hints import isa
from xdsl.utils.lexer import Input, Span
from xdsl.utils.mlir_lexer import MLIRTokenKind

from xhip.dialects.splat import parse_large_splat

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


LOCATION_ALIAS = re.compile(r"^#[A-Za-z_][\w$.\-]*[ \t]*=[ \t]*loc\(.*$", re.MULTILINE)
"""A top-level location alias definition, one line: `#loc3 = loc("f.mlir":2:3)`."""


def split_location_aliases(text: str) -> tuple[str, str] | None:
    """(`text` without its location alias definitions, `text` with only them),
    both of `text`'s length, every other character a space (newlines kept), so
    that each part keeps the positions it has in `text`; None when there is no
    such definition.

    `mlir-opt --mlir-print-debuginfo` prints the location aliases at the end of
    the file, after the ops that use them (MLIR allows forward references to
    location aliases only); xDSL's parser wants an alias defined before its use.
    """
    spans = [m.span() for m in LOCATION_ALIAS.finditer(text)]
    if not spans:
        return None

    def blank(part: str) -> str:
        return re.sub(r"[^\n]", " ", part)

    without: list[str] = []
    only: list[str] = []
    end = 0
    for start, stop in spans:
        without += [text[end:start], blank(text[start:stop])]
        only += [blank(text[end:start]), text[start:stop]]
        end = stop
    without.append(text[end:])
    only.append(blank(text[end:]))
    return "".join(without), "".join(only)


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

    def _read_location_aliases(self) -> None:
        """Reads the location alias definitions (the second part of
        `split_location_aliases`) into this parser's aliases."""
        if self._location_aliases is None:
            return
        text, self._location_aliases = self._location_aliases, None
        aliases = Parser(self.ctx, text + "builtin.module {}", self._name)
        aliases.parse_module()
        self.attribute_aliases.update(aliases.attribute_aliases)

    def _register_ssa_definition(
        self, name: str, values: Sequence[SSAValue], span: Span
    ) -> None:
        super()._register_ssa_definition(name, values, span)
        # The name as written: xDSL keeps `%alloc_0` only as the hint `alloc`.
        from xhip.ir.names import record_source_names

        record_source_names(name, values)

    def parse_module(self, allow_implicit_module: bool = True) -> ModuleOp:
        with deep_recursion():
            self._read_location_aliases()
            if allow_implicit_module and self._current_token.kind == MLIRTokenKind.EOF:
                # Nothing but white space and comments: an empty module, as in
                # MLIR (xDSL: "Could not parse entire input!").
                return ModuleOp([])
            try:
                return super().parse_module(allow_implicit_module)
            except ParseError as e:
                moved = at_end_of_previous_token(e)
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
            where = start.get_location()
            op.location = FileLineColLoc(
                StringAttr(where.file),
                IntAttr(where.line + self._line_offset),
                IntAttr(where.col),
            )
        # Ops the op's parser made itself (an implicit terminator: `scf.yield`,
        # `scf.forall.in_parallel`) get its location, as in MLIR.
        for region in op.regions:
            for block in region.blocks:
                for inner in block.ops:
                    if isinstance(inner.location, UnknownLoc):
                        inner.location = op.location
        return op

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
                "that does not allow unknown operations",
            )
        if generic:
            return ParseError(
                at,
                "operation being parsed with an unregistered dialect. If this is "
                "intended, please use -allow-unregistered-dialect with the MLIR "
                f"tool used (op '{op_name}', dialect '{dialect}')",
            )
        if known:
            return ParseError(at, f"custom op '{op_name}' is unknown")
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
        if isa(attr, IntegerAttr[IndexType]) and not low <= attr.value.data < high:
            raise ParseError(
                start,
                f"Integer value {attr.value.data} is out of range for type index "
                f"which supports values in the range [{low}, {high})",
            )


def parse_module(ctx: Context, text: str, name: str = "<unknown>") -> ModuleOp:
    """Parses `text` into a module whose ops carry their source locations."""
    return LocatingParser(ctx, text, name).parse_module()


def not_utf8(exc: UnicodeDecodeError, name: str, line_offset: int = 0) -> ParseError:
    """A parse error at the first byte of `exc.object` that is not UTF-8 (where
    `mlir-opt` reports an unexpected character); columns count bytes, as MLIR's."""
    span = Span(exc.start, exc.end, Input(bytes(exc.object), name), line_offset)
    return ParseError(span, f"input is not valid UTF-8 ({exc.reason})")


def decode_source(data: bytes, name: str) -> str:
    """`data` as UTF-8 text; raises a located `ParseError` at a byte that is not."""
    try:
        return data.decode()
    except UnicodeDecodeError as e:
        raise not_utf8(e, name) from None


def format_location(location: Attribute | None) -> str | None:
    """`file:line:col` (or the name of a `NameLoc`), None when unknown."""
    if isinstance(location, FileLineColLoc):
        return f"{location.filename.data}:{location.line.data}:{location.column.data}"
    if isinstance(location, NameLoc):
        inner = format_location(location.location)
        return inner if inner is not None else location.desc.data
    return None


def diagnostic_line(kind: str, message: str, op: Operation | None = None) -> str:
    """`LOC: kind: message`, or `kind: message` when the op has no location."""
    where = format_location(op.location) if op is not None else None
    return f"{where}: {kind}: {message}" if where else f"{kind}: {message}"


class LocatedError(Exception):
    """An error about one op: prints as `LOC: error: message` (one line)."""

    def __init__(self, message: str, op: Operation | None = None):
        super().__init__(message)
        self.message = message
        self.op = op

    def __str__(self) -> str:
        return diagnostic_line("error", self.message, self.op)


class VerifyError(LocatedError, VerifyException):
    """A verifier failure at the op it was raised for (xhip's tools verify op by
    op to know it), with MLIR's notes where it has some: (message, op)."""

    def __init__(
        self,
        message: str,
        op: Operation | None = None,
        notes: Sequence[tuple[str, Operation]] = (),
    ):
        super().__init__(message, op)
        self.notes = tuple(notes)


def op_message(op: Operation, exc: BaseException) -> str:
    """`'NAME' op DETAIL`: the first line of a verifier message about `op`, as MLIR
    words it (xDSL's `Operation NAME ...` becomes `'NAME' op ...`)."""
    cause = exc.__cause__
    text = str(cause if cause is not None else exc).strip().splitlines()
    detail = text[0] if text else type(exc).__name__
    detail = detail.removeprefix("Operation does not verify: ")
    if detail.startswith(f"'{op.name}' op"):
        return detail
    detail = detail.removeprefix(f"Operation {op.name} ")
    # xDSL's `HasParent`: `'NAME' expects parent op ...`
    detail = detail.removeprefix(f"'{op.name}' ")
    return f"'{op.name}' op {_region_count_message(op, detail)}"


_SINGLE_BLOCK = re.compile(
    r"Region '\w+' at position (\d+) expected a single block, but got (\d+) blocks"
)

MLIR_REGION_NAMES = {"scf.if": ("thenRegion", "elseRegion")}
"""ODS names of regions xDSL names otherwise (for MLIR's region messages); other
ops' are the same in both (`region`, `body`, ...) or xDSL's are used."""


def _region_count_message(op: Operation, detail: str) -> str:
    """MLIR's words for xDSL's region block-count failures: more than one block
    where one is allowed is `SingleBlock`'s `expects region #i to have 0 or 1
    blocks`; no block where ODS wants one is `region #i ('name') failed to
    verify constraint: region with 1 blocks`."""
    if detail == "does not contain single-block regions":
        # xDSL's `NoTerminator`/`SingleBlockImplicitTerminator`: which region
        # it does not say.
        for i, region in enumerate(op.regions):
            if len(region.blocks) > 1:
                return f"expects region #{i} to have 0 or 1 blocks"
        return detail
    found = _SINGLE_BLOCK.fullmatch(detail)
    if found is None:
        return detail
    i, count = int(found[1]), int(found[2])
    if count > 1:
        return f"expects region #{i} to have 0 or 1 blocks"
    names = MLIR_REGION_NAMES.get(op.name)
    if names is not None and i < len(names):
        name = names[i]
    else:
        names = (
            tuple(n for n, _ in type(op).get_irdl_definition().regions)
            if isinstance(op, IRDLOperation)
            else ()
        )
        name = names[i] if i < len(names) else ""
    return f"region #{i} ('{name}') failed to verify constraint: region with 1 blocks"


def _may_be_graph_region(op: Operation | None) -> bool:
    """Regions MLIR does not check dominance in: a module's body, and the regions
    of ops it does not know (which may be graph regions)."""
    return isinstance(op, ModuleOp | UnregisteredOp)


def verify_dominance(root: Operation) -> None:
    """Raises `VerifyError` at the first use of a value its definition does not
    dominate, as MLIR's verifier does (xDSL's does not check dominance).

    Blocks of one region are not ordered here: a use in another block of the
    defining region is accepted (multi-block dominance is left to MLIR).
    """
    positions: dict[Block, dict[Operation, int]] = {}

    def position(op: Operation, block: Block) -> int:
        index = positions.get(block)
        if index is None:
            index = positions[block] = {o: i for i, o in enumerate(block.ops)}
        return index[op]

    for op in root.walk():
        for number, value in enumerate(op.operands):
            if isinstance(value, BlockArgument):
                block, defining = value.block, None
            else:
                defining = cast(Operation, value.owner)
                block = defining.parent
            if block is None or _may_be_graph_region(block.parent_op()):
                continue
            region = block.parent
            user: Operation | None = op
            while user is not None and user.parent_region() is not region:
                user = user.parent_op()
            if user is not None and user.parent is not block:
                continue  # another block of the same region
            if user is not None and (
                defining is None or position(defining, block) < position(user, block)
            ):
                continue
            name = f"%{value.name_hint}" if value.name_hint else "the value"
            where = format_location(defining.location if defining is not None else None)
            defined = f" ({name} is defined at {where})" if where else ""
            raise VerifyError(
                f"operand #{number} does not dominate this use{defined}", op
            )


class PoolAllocsError(LocatedError, PassFailedException):
    """A hip-pool-allocs failure: a one-line message and the op it is about.

    `str()` is one line per error, `LOC: error: MESSAGE` when the op has a
    source location (xhip's tools parse with locations), else the message alone.
    `errors` is this error alone, or, from `at_each`, the errors of every
    function that failed (a function pass reports each). The pass attaches
    xDSL's usual note to it (the IR, the op marked), so that `xdsl-opt` shows
    which op it is about as it does for its verifier's errors.
    """

    def __init__(self, message: str, op: Operation | None = None):
        super().__init__(message, op)
        self.errors: tuple[PoolAllocsError, ...] = (self,)

    @staticmethod
    def at_each(errors: Sequence[PoolAllocsError]) -> PoolAllocsError:
        """One error reporting all of `errors` (the first is its message and op)."""
        combined = PoolAllocsError(errors[0].message, errors[0].op)
        combined.errors = tuple(errors)
        return combined

    def line(self) -> str:
        """This error alone, as one line."""
        if self.op is not None and format_location(self.op.location) is not None:
            return diagnostic_line("error", self.message, self.op)
        return self.message

    def __str__(self) -> str:
        return "\n".join(e.line() for e in self.errors)


@dataclass(frozen=True)
class Remark:
    """A non-fatal note from a pass, with the op it is about."""

    message: str
    op: Operation | None

    def __str__(self) -> str:
        return diagnostic_line("remark", self.message, self.op)


RemarkSink = Callable[[Remark], None]


def _print_to_stderr(remark: Remark) -> None:
    print(remark, file=sys.stderr)


_remark_sink: RemarkSink = _print_to_stderr


def emit_remark(message: str, op: Operation | None = None) -> None:
    """Reports a remark to the current sink (stderr unless a driver captures them)."""
    _remark_sink(Remark(message, op))


@contextmanager
def capture_remarks(sink: RemarkSink) -> Generator[None]:
    """Sends the remarks emitted inside the block to `sink`."""
    global _remark_sink
    previous, _remark_sink = _remark_sink, sink
    try:
        yield
    finally:
        _remark_sink = previous


def one_line_error(exc: BaseException) -> str:
    """The MLIR-style one line xhip's tools print for a parse, verify or pass error."""
    if isinstance(exc, LocatedError):
        return diagnostic_line("error", exc.message, exc.op)
    if isinstance(exc, ParseError):
        return f"{exc.span.get_location()}: error: {exc.msg}"
    text = str(exc).strip().splitlines()
    return f"error: {text[0] if text else type(exc).__name__}"

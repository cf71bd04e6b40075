"""Errors and remarks with MLIR-style source locations.

xDSL keeps an op's source position only when the text carries an explicit
`loc(...)`. `LocatingParser` records `file:line:col` for every op it parses, so
that xhip's tools can report `FILE:LINE:COL: error: message` the way `mlir-opt`
does. The pass raises `PoolAllocsError` (one line, naming the function and the
alloc) and reports remarks through `emit_remark`, whose sink the drivers choose.
"""

from __future__ import annotations

import os
import re
import sys
from collections.abc import Callable, Generator, Sequence
from contextlib import contextmanager
from dataclasses import dataclass
from itertools import accumulate
from pathlib import Path
from types import TracebackType
from typing import cast

from xdsl.context import Context
from xdsl.dialects.builtin import (
    FileLineColLoc,
    IndexType,
    IntAttr,
    IntegerAttr,
    ModuleOp,
    NameLoc,
    StringAttr,
    UnknownLoc,
    UnregisteredOp,
)
from xdsl.ir import Attribute, Block, BlockArgument, Operation, Region
from xdsl.parser import Parser
from xdsl.utils.exceptions import (
    ArgSpecParseError,
    DiagnosticException,
    ParseError,
    PassFailedException,
    VerifyException,
)
from xdsl.utils.hints import isa
from xdsl.utils.lexer import Input, Span

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


class LocatingParser(Parser):
    """xDSL's parser as xhip's tools use it: located ops, located errors.

    * every op without an explicit `loc(...)` gets its `file:line:col`;
    * a verifier error raised while an op is built (an attribute out of range for
      its type, say) is a `ParseError` at the start of that op;
    * an `index` attribute outside 64 bits is an error at its op (xDSL keeps any
      Python integer; MLIR rejects it);
    * ops nested deeper than `MAX_NESTING` are an error at the op that is too deep;
    * a region that is not closed (a truncated file) names the region, where xDSL
      says only ` in block definition`.
    """

    def __init__(
        self, ctx: Context, text: str, name: str = "<unknown>", line_offset: int = 0
    ) -> None:
        super().__init__(ctx, text, name)
        self._line_offset = line_offset
        self._depth = 0

    def parse_module(self, allow_implicit_module: bool = True) -> ModuleOp:
        with deep_recursion():
            return super().parse_module(allow_implicit_module)

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
            except ParseError:
                raise
            except DiagnosticException as e:
                lines = str(e).strip().splitlines()
                raise ParseError(start, lines[0] if lines else type(e).__name__) from e
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
        return op

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
    op to know it)."""


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
    return f"'{op.name}' op {detail}"


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
    """A hip-pool-allocs failure: a one-line message and the op it is about."""


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


def failing_op(exc: BaseException) -> Operation | None:
    """The op an xDSL verification error was raised for, if it can be found."""
    if isinstance(exc, PoolAllocsError):
        return exc.op
    tb = exc.__traceback__
    found: Operation | None = None
    while tb is not None:
        candidate = tb.tb_frame.f_locals.get("self")
        if tb.tb_frame.f_code.co_name == "emit_error" and isinstance(
            candidate, Operation
        ):
            found = candidate
        tb = tb.tb_next
    return found


def _raised_in(exc: BaseException, suffix: str) -> bool:
    tb = exc.__traceback__
    while tb is not None and tb.tb_next is not None:
        tb = tb.tb_next
    return tb is not None and tb.tb_frame.f_code.co_filename.endswith(suffix)


def _is_option_error(exc: BaseException) -> bool:
    """A pass option value xDSL could not convert (before any pass ran)."""
    return isinstance(exc, ValueError) and _raised_in(exc, "xdsl/utils/arg_spec.py")


def one_line_error(exc: BaseException) -> str | None:
    """The MLIR-style one-line form of an xDSL diagnostic, None for other errors."""
    if _is_option_error(exc):
        # Name options as written (kebab-case).
        message = re.sub(
            r'"(\w+)"', lambda m: '"' + m.group(1).replace("_", "-") + '"', str(exc)
        )
        return f"error: invalid pass options: {message}"
    if isinstance(exc, ValueError) and _raised_in(exc, "xdsl/passes.py"):
        return f"error: {exc}"  # Unrecognized passes: [...]
    if isinstance(exc, ArgSpecParseError):
        # "Error parsing ...:", "pass-pipeline:L:C", the spec, a caret, the message.
        lines = [line.strip() for line in str(exc).splitlines() if line.strip()]
        if len(lines) >= 3 and re.fullmatch(r"\S+:\d+:\d+", lines[1]):
            return f"{lines[1]}: error: invalid pass pipeline: {lines[-1]}"
        return f"error: {lines[0] if lines else 'invalid pass pipeline'}"
    if isinstance(exc, LocatedError):
        return str(exc)
    if isinstance(exc, ParseError):
        return f"{exc.span.get_location()}: error: {exc.msg}"
    if isinstance(exc, DiagnosticException):
        op = failing_op(exc)
        cause = exc.__cause__ or exc.__context__
        detail = str(cause) if cause is not None else str(exc).splitlines()[0]
        message = f"'{op.name}' op {detail}" if op is not None else detail
        return diagnostic_line("error", message.splitlines()[0], op)
    return None


@dataclass(frozen=True)
class ToolRun:
    """What an xDSL command-line tool (`xdsl-opt`) was doing when an error escaped.

    Read from the tool's own parsed arguments, so that the input file is the one
    the tool read (not, say, the value of `-o`), and from its loop over the
    `--split-input-file` chunks, so that a re-parse looks at the right chunk.
    """

    input_file: str | None
    """None when the input is stdin."""
    input_name: str
    """The name the tool gives the input in its locations."""
    output_file: str | None
    split: bool
    allow_unregistered: bool
    chunk: int | None
    """Index of the chunk being processed, None before the first one."""
    line_offset: int
    """Lines of the input before that chunk."""

    @staticmethod
    def of(exc: BaseException) -> ToolRun | None:
        """The run `exc` escaped from, None when it was not raised inside a tool.

        The chunk comes from the loop variables of `xDSLOptMain.run` (`i`,
        `offset`): if xDSL renames them, split-input errors lose their location
        (the chunk is unknown), they do not get a wrong one.
        """
        from xdsl.tools.command_line_tool import CommandLineTool

        tool: CommandLineTool | None = None
        chunk: int | None = None
        line_offset = 0
        tb = exc.__traceback__
        while tb is not None:
            local = tb.tb_frame.f_locals
            candidate = local.get("self")
            if isinstance(candidate, CommandLineTool):
                tool = candidate
                index, offset = local.get("i"), local.get("offset")
                if tb.tb_frame.f_code.co_name == "run" and isinstance(index, int):
                    chunk = index
                    line_offset = offset if isinstance(offset, int) else 0
            tb = tb.tb_next
        args = getattr(tool, "args", None) if tool is not None else None
        if tool is None or args is None:
            return None

        def option(name: str) -> object:
            return getattr(args, name, None)

        input_file = option("input_file")
        output_file = option("output_file")
        return ToolRun(
            input_file=input_file if isinstance(input_file, str) else None,
            input_name=str(tool.get_input_name()),
            output_file=output_file if isinstance(output_file, str) else None,
            split=bool(option("split_input_file")),
            allow_unregistered=bool(option("allow_unregistered_dialect")),
            chunk=chunk,
            line_offset=line_offset,
        )

    def chunks(self) -> list[tuple[str, int]] | None:
        """(text, line offset) of the input's chunks, split as `xdsl-opt` splits.

        None when the input cannot be read again (stdin is consumed).
        """
        if self.input_file is None:
            return None
        try:
            data = Path(self.input_file).read_bytes()
            pieces = data.split(b"// -----") if self.split else [data]
            offsets = accumulate([0, *(p.count(b"\n") for p in pieces[:-1])])
            return [(p.decode(), o) for p, o in zip(pieces, offsets, strict=True)]
        except (OSError, UnicodeDecodeError):
            return None

    def parse_chunk(self, text: str, line_offset: int) -> ModuleOp | None:
        """A chunk parsed with source locations, None if it does not parse."""
        from xhip.tools import make_context

        ctx = make_context(self.allow_unregistered)
        name = self.input_file or self.input_name
        try:
            return LocatingParser(ctx, text, name, line_offset).parse_module()
        except Exception:
            return None


def locate_by_reparse(op: Operation, run: ToolRun) -> Operation | None:
    """The op at the same position in the input chunk parsed with locations.

    Stock xDSL drivers parse without keeping positions. Errors are raised before
    the IR changes (verification, or the pass's planning step), so the failing
    op's position in walk order identifies it in a re-parse that keeps them; when
    the IR did change, only a function is found again (by name).
    """
    chunks = run.chunks()
    if chunks is None or run.chunk is None or run.chunk >= len(chunks):
        return None
    root = op
    while (parent := root.parent_op()) is not None:
        root = parent
    ops = list(root.walk())
    position = next((i for i, o in enumerate(ops) if o is op), None)
    module = run.parse_chunk(*chunks[run.chunk])
    if position is None or module is None:
        return None
    found = list(module.walk())
    if [o.name for o in found] != [o.name for o in ops]:
        return _same_function(op, found)
    return found[position]


def _same_function(op: Operation, found: list[Operation]) -> Operation | None:
    """A function the pass has rewritten (a `verify-plan` failure) is still found
    by its symbol name."""
    from xdsl.dialects.func import FuncOp

    if not isinstance(op, FuncOp):
        return None
    name = op.sym_name.data
    return next(
        (o for o in found if isinstance(o, FuncOp) and o.sym_name.data == name), None
    )


def first_function(run: ToolRun) -> Operation | None:
    """The first `func.func` with a body in the input, with its location.

    Where `hip-pool-allocs` reports a bad option value (like the upstream function
    pass), so bad options xDSL rejects before the pass runs are reported there too.
    """
    from xdsl.dialects.func import FuncOp

    for text, line_offset in run.chunks() or []:
        module = run.parse_chunk(text, line_offset)
        for op in module.walk() if module is not None else ():
            if isinstance(op, FuncOp) and op.body.blocks:
                return op
    return None


def file_error(exc: OSError, run: ToolRun | None) -> str:
    """`could not open input file 'X': REASON` (or output, or just the file)."""
    reason = exc.strerror or str(exc)
    if run is not None and exc.filename == run.input_file:
        return f"could not open input file '{exc.filename}': {reason}"
    if run is not None and exc.filename == run.output_file:
        return f"could not open output file '{exc.filename}': {reason}"
    return f"{exc.filename}: {reason}"


def cli_error_line(exc: BaseException, prog: str) -> str | None:
    """The one line an xDSL command-line tool prints for `exc`, None to show its
    traceback (not an input, file or option error)."""
    run = ToolRun.of(exc)
    if isinstance(exc, UnicodeDecodeError) and isinstance(exc.object, bytes):
        name = run.input_name if run is not None else "<input>"
        offset = run.line_offset if run is not None else 0
        return one_line_error(not_utf8(exc, name, offset))
    if isinstance(exc, OSError) and not isinstance(exc, BrokenPipeError):
        if exc.filename is None:
            return None
        return f"{prog}: error: {file_error(exc, run)}"
    line = one_line_error(exc)
    if line is None or run is None or re.match(r"\S+:\d+:\d+: ", line):
        return line
    op = failing_op(exc)
    if op is not None:
        located = locate_by_reparse(op, run)
    elif _is_option_error(exc):
        located = first_function(run)
    else:
        located = None
    where = format_location(located.location) if located is not None else None
    return f"{where}: {line}" if where else line


def install_cli_excepthook() -> None:
    """Makes xDSL command-line tools report bad input in one line, no traceback.

    Only input errors are affected (files that cannot be read or written, text that
    is not UTF-8, bad pass pipelines and options, parse, verify and pass errors);
    anything else still shows its traceback. Set `XHIP_TRACEBACK=1` to see them all.
    """
    if os.environ.get("XHIP_TRACEBACK") or sys.excepthook is not sys.__excepthook__:
        return
    previous = sys.excepthook

    def hook(
        kind: type[BaseException], exc: BaseException, tb: TracebackType | None
    ) -> None:
        line = cli_error_line(exc, os.path.basename(sys.argv[0]))
        if line is None:
            previous(kind, exc, tb)
            return
        print(line, file=sys.stderr)

    sys.excepthook = hook

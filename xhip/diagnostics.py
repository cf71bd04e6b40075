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

from xdsl.context import Context
from xdsl.dialects.builtin import (
    FileLineColLoc,
    IntAttr,
    ModuleOp,
    NameLoc,
    StringAttr,
    UnknownLoc,
)
from xdsl.ir import Attribute, Operation
from xdsl.parser import Parser
from xdsl.utils.exceptions import (
    ArgSpecParseError,
    DiagnosticException,
    ParseError,
    PassFailedException,
)
from xdsl.utils.lexer import Input, Span


class LocatingParser(Parser):
    """A parser that gives every op without an explicit `loc(...)` its position."""

    def __init__(
        self, ctx: Context, text: str, name: str = "<unknown>", line_offset: int = 0
    ) -> None:
        super().__init__(ctx, text, name)
        self._line_offset = line_offset

    def parse_operation(self) -> Operation:
        start = self._current_token.span.get_location()
        op = super().parse_operation()
        if isinstance(op.location, UnknownLoc):
            op.location = FileLineColLoc(
                StringAttr(start.file),
                IntAttr(start.line + self._line_offset),
                IntAttr(start.col),
            )
        return op


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


class PoolAllocsError(LocatedError, PassFailedException):
    """A hip-pool-allocs failure: a one-line message and the op it is about.

    `errors` is this error alone, or, from `at_each`, the errors of every
    function that failed (a function pass reports each): one line each.
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

    def __str__(self) -> str:
        return "\n".join(diagnostic_line("error", e.message, e.op) for e in self.errors)


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
    if isinstance(exc, PoolAllocsError):
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
    if isinstance(exc, PoolAllocsError) and len(exc.errors) > 1:
        lines = (_located_line(str(e), e, run) for e in exc.errors)
        return "\n".join(line for line in lines if line is not None)
    return _located_line(one_line_error(exc), exc, run)


def _located_line(
    line: str | None, exc: BaseException, run: ToolRun | None
) -> str | None:
    """`line` with the location of the op `exc` is about, found again in the input."""
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

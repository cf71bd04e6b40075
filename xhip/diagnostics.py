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
from collections.abc import Callable, Generator
from contextlib import contextmanager
from dataclasses import dataclass
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
from xdsl.utils.exceptions import DiagnosticException, ParseError, PassFailedException


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


def one_line_error(exc: BaseException) -> str | None:
    """The MLIR-style one-line form of an xDSL diagnostic, None for other errors."""
    if isinstance(exc, ValueError) and _raised_in(exc, "xdsl/utils/arg_spec.py"):
        # A pass option xDSL could not convert: name options as written (kebab-case).
        message = re.sub(
            r'"(\w+)"', lambda m: '"' + m.group(1).replace("_", "-") + '"', str(exc)
        )
        return f"error: invalid pass options: {message}"
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


def _input_file(argv: list[str]) -> str | None:
    """The input file of an `xdsl-opt`-like command line, if it names one."""
    if "--split-input-file" in argv:
        return None
    files = [a for a in argv[1:] if not a.startswith("-") and os.path.isfile(a)]
    return files[-1] if files else None


def locate_by_reparse(op: Operation, argv: list[str]) -> Operation | None:
    """The op at the same position in the input file parsed with locations.

    Stock xDSL drivers parse without keeping positions. Errors are raised before
    the IR changes (verification, or the pass's planning step), so the failing
    op's position in walk order identifies it in a re-parse that keeps them.
    """
    path = _input_file(argv)
    if path is None:
        return None
    root = op
    while (parent := root.parent_op()) is not None:
        root = parent
    position = next((i for i, o in enumerate(root.walk()) if o is op), None)
    if position is None:
        return None
    from xhip.tools import make_context

    try:
        with open(path) as source:
            text = source.read()
        ctx = make_context("--allow-unregistered-dialect" in argv)
        module = LocatingParser(ctx, text, path).parse_module()
    except Exception:
        return None
    found = list(module.walk())
    return found[position] if position < len(found) else None


def install_cli_excepthook() -> None:
    """Makes xDSL command-line tools report input errors in one line, no traceback.

    Only xDSL diagnostics (parse, verify and pass errors) are affected; anything
    else still shows its traceback. Set `XHIP_TRACEBACK=1` to see them all.
    """
    if os.environ.get("XHIP_TRACEBACK") or sys.excepthook is not sys.__excepthook__:
        return
    previous = sys.excepthook

    def hook(
        kind: type[BaseException], exc: BaseException, tb: TracebackType | None
    ) -> None:
        line = one_line_error(exc)
        if line is None:
            previous(kind, exc, tb)
            return
        op = failing_op(exc)
        if op is not None and format_location(op.location) is None:
            located = locate_by_reparse(op, sys.argv)
            if located is not None and format_location(located.location):
                line = f"{format_location(located.location)}: {line}"
        print(line, file=sys.stderr)

    sys.excepthook = hook

"""Errors and remarks with MLIR-style source locations.

Errors about an op print as `mlir-opt` prints them, `FILE:LINE:COL: error:
message`, from the op's location (xhip's tools parse with `xhip.ir`'s
`LocatingParser`, which gives every op one). The pass raises `PoolAllocsError`
(one line, naming the function and the alloc) and reports remarks through
`emit_remark`, whose sink the drivers choose.

Nothing here reaches into xDSL's own driver: inside `xdsl-opt` a pass error is a
`PassFailedException` that xDSL reports as it reports any pass's error (with
`--verify-diagnostics`: the message, then the IR with the op marked).
"""

from __future__ import annotations

import sys
from collections.abc import Callable, Generator, Sequence
from contextlib import contextmanager
from dataclasses import dataclass
from typing import NoReturn

from xdsl.dialects.builtin import FileLineColLoc, NameLoc
from xdsl.ir import Attribute, Operation
from xdsl.utils.exceptions import ParseError, PassFailedException, VerifyException


class ToolError(Exception):
    """A file a tool cannot read or write: printed as `PROG: error: MESSAGE`, exit 1."""


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


class PoolAllocsError(LocatedError, PassFailedException):
    """A hip-pool-allocs failure: a one-line message and the op it is about.

    `str()` is one line per error, `LOC: error: MESSAGE` when the op has a
    source location (xhip's tools parse with locations), else the message alone.
    `errors` is this error alone, or, from `at_each`, the errors of every
    function that failed (a function pass reports each). The pass attaches
    xDSL's usual note to it (the IR, the op marked), so that `xdsl-opt` shows
    which op it is about as it does for its verifier's errors.
    """

    def __init__(
        self,
        message: str,
        op: Operation | None = None,
        notes: Sequence[tuple[str, Operation | None]] = (),
    ):
        super().__init__(message, op)
        self.errors: tuple[PoolAllocsError, ...] = (self,)
        self.notes = tuple(notes)
        """MLIR-style notes, (message, op): printed after the error by xhip's
        tools (the pass keeps them only under `emit-fragmentation-report`: the
        reference's errors have none)."""

    @staticmethod
    def at_each(errors: Sequence[PoolAllocsError]) -> PoolAllocsError:
        """One error reporting all of `errors` (the first is its message and op)."""
        combined = PoolAllocsError(errors[0].message, errors[0].op, errors[0].notes)
        combined.errors = tuple(errors)
        return combined

    def raise_with_note(self) -> NoReturn:
        """Raises this error as xDSL reports an op's error, with the note that
        shows the IR and marks the op (what `xdsl-opt` prints after the
        message); an error that names no op is raised as it is."""
        if self.op is None:
            raise self
        self.op.emit_error(self.message, self)

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

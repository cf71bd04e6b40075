"""What xhip's command-line tools share: writing output, exit codes, arguments.

Reading input (`read_module`, `make_context`) is `xhip.ir`'s."""

from __future__ import annotations

import argparse
import os
import stat
import sys
import tempfile
from collections.abc import Callable, Sequence
from pathlib import Path
from typing import Any, Protocol

from xdsl.utils.exceptions import DiagnosticException, ParseError

from xhip.diagnostics import (
    LocatedError,
    PoolAllocsError,
    ToolError,
    diagnostic_line,
    one_line_error,
)
from xhip.ir.parser import deep_recursion


def write_output(path: str, text: str) -> None:
    """Writes `text` to a file (`-` for stdout); raises `ToolError` when it
    cannot. A regular file is written whole or not at all (`replace_file`):
    a failed write leaves what was there, the input too when `path` names it."""
    if path == "-":
        sys.stdout.write(text)
        return
    try:
        replace_file(Path(path), text)
    except OSError as e:
        raise ToolError(
            f"could not write output file '{path}': {e.strerror or e}"
        ) from None


def replace_file(path: Path, text: str) -> None:
    """Writes `text` to a temporary file beside `path`'s target, then renames
    it onto it: `path` is never left half-written or empty. A target that
    exists and is not a regular file (`/dev/null`, a pipe) is written in
    place; a new file gets the mode `open` would give it, an existing one
    keeps its mode."""
    target = Path(os.path.realpath(path))
    try:
        mode: int | None = stat.S_IMODE(target.stat().st_mode)
        if not target.is_file():
            target.write_text(text)
            return
    except FileNotFoundError:
        mode = None
    if mode is None:
        umask = os.umask(0)
        os.umask(umask)
        mode = 0o666 & ~umask
    fd, temporary = tempfile.mkstemp(prefix=f".{target.name}.", dir=target.parent)
    try:
        with os.fdopen(fd, "w") as out:
            out.write(text)
        os.chmod(temporary, mode)
        os.replace(temporary, target)
    except BaseException:
        os.unlink(temporary)
        raise


def int_at_least(minimum: int) -> Callable[[str], int]:
    """An argparse type: an integer >= `minimum` (a usage error otherwise)."""

    def convert(text: str) -> int:
        try:
            value = int(text)
        except ValueError:
            raise argparse.ArgumentTypeError(
                f"expected an integer (got {text!r})"
            ) from None
        if value < minimum:
            raise argparse.ArgumentTypeError(
                f"expected an integer >= {minimum} (got {value})"
            )
        return value

    return convert


TOO_DEEP = "the input is nested too deeply (Python's recursion limit was reached)"
"""What a tool says when a recursion the parser's nesting limit does not bound
(types inside types, say) exhausts Python's stack."""


class Once(argparse.Action):
    """An argparse action that stores a value and refuses a second occurrence,
    as `mlir-opt` does (`may only occur zero or one times!`); argparse would
    silently keep the last one."""

    def __call__(
        self,
        parser: argparse.ArgumentParser,
        namespace: argparse.Namespace,
        values: str | Sequence[object] | None,
        option_string: str | None = None,
    ) -> None:
        seen: set[str] = namespace.__dict__.setdefault("_given_once", set())
        if self.dest in seen:
            parser.error(
                f"argument {'/'.join(self.option_strings)}: may only be given once"
            )
        seen.add(self.dest)
        setattr(namespace, self.dest, values)


def run_tool(body: Callable[[], int], prog: str, error_code: int = 1) -> int:
    """Runs a tool's body; bad input becomes one line on stderr, exit
    `error_code` (1; `xhip check` gives 2, its 1 meaning a violation).

    `LOC: error: ...` for errors in the IR (and text that is not UTF-8),
    `PROG: error: ...` for files that cannot be read or written.
    """
    try:
        with deep_recursion():
            return body()
    except (ParseError, DiagnosticException, LocatedError) as e:
        print(one_line_error(e), file=sys.stderr)
        for text, op in e.notes if isinstance(e, PoolAllocsError) else ():
            print(diagnostic_line("note", text, op), file=sys.stderr)
    except RecursionError:
        print(f"{prog}: error: {TOO_DEEP}", file=sys.stderr)
    except ToolError as e:
        print(f"{prog}: error: {e}", file=sys.stderr)
    except BrokenPipeError:
        raise  # the reader of our output went away (`| head`): up to the caller
    except OSError as e:
        where = f"{e.filename}: " if e.filename is not None else ""
        print(f"{prog}: error: {where}{e.strerror or e}", file=sys.stderr)
    return error_code


class Subparsers(Protocol):
    """What a subcommand's `register` gets: argparse's subparsers action, by
    the one method it calls (argparse names that class privately)."""

    def add_parser(self, name: str, **kwargs: Any) -> argparse.ArgumentParser: ...

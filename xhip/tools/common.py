"""What xhip's command-line tools share: the context, reading input, exit codes."""

from __future__ import annotations

import argparse
import gc
import sys
from collections.abc import Callable, Generator, Sequence
from contextlib import contextmanager
from pathlib import Path

from xdsl.context import Context
from xdsl.dialects import get_all_dialects
from xdsl.dialects.builtin import ModuleOp
from xdsl.ir import Operation
from xdsl.utils.exceptions import DiagnosticException, ParseError

from xhip.diagnostics import (
    LocatedError,
    VerifyError,
    decode_source,
    deep_recursion,
    one_line_error,
    op_message,
    parse_module,
    verify_dominance,
)
from xhip.dialects.hip import hip_dialect
from xhip.dialects.hip_base import RegionTraitVerifyException
from xhip.dialects.xdsl_ext import install as install_extensions


def make_context(allow_unregistered: bool = False) -> Context:
    """A context that knows every xDSL dialect (lazily) and the hip dialect."""
    install_extensions()
    ctx = Context(allow_unregistered=allow_unregistered)
    for name, factory in get_all_dialects().items():
        ctx.register_dialect(name, factory)
    ctx.register_dialect("hip", hip_dialect)
    return ctx


class ToolError(Exception):
    """A file a tool cannot read or write: printed as `PROG: error: MESSAGE`, exit 1."""


def read_source(path: str) -> tuple[str, str]:
    """(text, name) of an input file, `-` for stdin.

    Raises `ToolError` when it cannot be read, and a `ParseError` at the first byte
    that is not UTF-8 (rather than a `UnicodeDecodeError` without a location).
    """
    name = "<stdin>" if path == "-" else path
    try:
        data = sys.stdin.buffer.read() if path == "-" else Path(path).read_bytes()
    except OSError as e:
        raise ToolError(
            f"could not open input file '{path}': {e.strerror or e}"
        ) from None
    return decode_source(data, name), name


def write_output(path: str, text: str) -> None:
    """Writes `text` to a file (`-` for stdout); raises `ToolError` when it cannot."""
    if path == "-":
        sys.stdout.write(text)
        return
    try:
        Path(path).write_text(text)
    except OSError as e:
        raise ToolError(
            f"could not write output file '{path}': {e.strerror or e}"
        ) from None


def read_module(path: str, ctx: Context | None = None) -> ModuleOp:
    """Parses and verifies a file (`-` for stdin); ops carry their source locations."""
    text, name = read_source(path)
    module = parse_module(ctx or make_context(), text, name)
    verify_with_locations(module)
    return module


def verify_with_locations(module: ModuleOp) -> None:
    """Verifies `module` as xDSL does, then that every operand dominates its use
    (which xDSL does not check); a failure is a `VerifyError` at the op it is
    about."""
    try:
        module.verify()
    except DiagnosticException as e:
        raise locate_verify_error(module, e) from e
    verify_dominance(module)


def locate_verify_error(module: ModuleOp, error: DiagnosticException) -> VerifyError:
    """The op `module.verify()` failed for (xDSL's exception does not say), in
    the order of MLIR's verifier: an op's own checks, then its nested ops', then
    its region traits (`RegionTraitVerifyException`, reported at the op it names);
    else the innermost op whose region does (a block without its terminator)."""

    def first(op: Operation) -> VerifyError | None:
        late: RegionTraitVerifyException | None = None
        try:
            op.verify(verify_nested_ops=False)
        except DiagnosticException as e:
            cause = e.__cause__ if e.__cause__ is not None else e
            if not isinstance(cause, RegionTraitVerifyException):
                return VerifyError(op_message(op, e), op)
            late = cause
        for region in op.regions:
            for block in region.blocks:
                for child in block.ops:
                    if (found := first(child)) is not None:
                        return found
        if late is not None:
            return VerifyError(op_message(late.op, late), late.op, late.notes)
        return None

    if (found := first(module)) is not None:
        return found
    for op in module.walk(region_first=True):
        for region in op.regions:
            try:
                region.verify()
            except DiagnosticException as e:
                return VerifyError(op_message(op, e), op)
    return VerifyError(one_line_error(error).removeprefix("error: "))


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


def run_tool(body: Callable[[], int], prog: str) -> int:
    """Runs a tool's body; bad input becomes one line on stderr, exit 1.

    `LOC: error: ...` for errors in the IR (and text that is not UTF-8),
    `PROG: error: ...` for files that cannot be read or written.
    """
    try:
        with deep_recursion():
            return body()
    except (ParseError, DiagnosticException, LocatedError) as e:
        print(one_line_error(e), file=sys.stderr)
    except RecursionError:
        print(f"{prog}: error: {TOO_DEEP}", file=sys.stderr)
    except ToolError as e:
        print(f"{prog}: error: {e}", file=sys.stderr)
    except BrokenPipeError:
        raise  # the reader of our output went away (`| head`): up to the caller
    except OSError as e:
        where = f"{e.filename}: " if e.filename is not None else ""
        print(f"{prog}: error: {where}{e.strerror or e}", file=sys.stderr)
    return 1


@contextmanager
def cyclic_gc_paused() -> Generator[None]:
    """Pauses Python's cyclic garbage collector, restoring its state afterwards.

    The drivers (`xhip-opt`, `xhip bench`) run passes under it: `hip-pool-allocs`
    creates tens of thousands of short-lived objects, and every full collection
    they trigger walks the whole module, which made the pass grow 2.4-3.2x per
    doubling of the allocs instead of 2x (`xhip bench --parts speed`). Reference
    counting still frees everything acyclic; cycles wait for the next collection
    after the passes. (A pass does not switch the collector off for its host.)
    """
    was_enabled = gc.isenabled()
    gc.disable()
    try:
        yield
    finally:
        if was_enabled:
            gc.enable()

"""Reading IR from a file: UTF-8 text, parsed with locations, verified."""

from __future__ import annotations

import sys
from pathlib import Path

from xdsl.context import Context
from xdsl.dialects.builtin import ModuleOp
from xdsl.utils.exceptions import ParseError
from xdsl.utils.lexer import Input, Span

from xhip.diagnostics import ToolError
from xhip.ir.context import make_context
from xhip.ir.parser import parse_module
from xhip.ir.verify import verify_with_locations


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


def read_module(path: str, ctx: Context | None = None) -> ModuleOp:
    """Parses and verifies a file (`-` for stdin); ops carry their source locations."""
    text, name = read_source(path)
    module = parse_module(ctx or make_context(), text, name)
    verify_with_locations(module)
    return module

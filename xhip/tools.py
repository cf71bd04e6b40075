"""What xhip's command-line tools share: the context, reading input, exit codes."""

from __future__ import annotations

import sys
from collections.abc import Callable
from pathlib import Path

from xdsl.context import Context
from xdsl.dialects import get_all_dialects
from xdsl.dialects.builtin import ModuleOp
from xdsl.utils.exceptions import DiagnosticException, ParseError

from xhip.diagnostics import one_line_error, parse_module
from xhip.dialects.hip import hip_dialect


def make_context(allow_unregistered: bool = False) -> Context:
    """A context that knows every xDSL dialect (lazily) and the hip dialect."""
    ctx = Context(allow_unregistered=allow_unregistered)
    for name, factory in get_all_dialects().items():
        ctx.register_dialect(name, factory)
    ctx.register_dialect("hip", hip_dialect)
    return ctx


def read_module(path: str, ctx: Context | None = None) -> ModuleOp:
    """Parses and verifies a file (`-` for stdin); ops carry their source locations."""
    text = sys.stdin.read() if path == "-" else Path(path).read_text()
    name = "<stdin>" if path == "-" else path
    module = parse_module(ctx or make_context(), text, name)
    verify_with_locations(module)
    return module


def verify_with_locations(module: ModuleOp) -> None:
    """Verifies op by op, so that a failure names the op that carries the location."""
    for op in module.walk():
        op.verify(verify_nested_ops=False)


def run_tool(body: Callable[[], int]) -> int:
    """Runs a tool's body; input errors become one `LOC: error: ...` line, exit 1."""
    try:
        return body()
    except (ParseError, DiagnosticException) as e:
        print(one_line_error(e) or str(e), file=sys.stderr)
        return 1

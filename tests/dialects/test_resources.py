"""Dialect resources read per file (`xhip/dialects/xdsl_ext/builtin.py`)."""

from __future__ import annotations

from io import StringIO
from pathlib import Path

from xdsl.printer import Printer

from xhip.ir import make_context, parse_module

SOURCE = (
    (Path(__file__).parents[1] / "filecheck/dialects/memref-global-dense-resource.mlir")
    .read_text()
    .split("// -----")[-1]
)


def _printed() -> str:
    ctx = make_context()
    module = parse_module(ctx, SOURCE)
    out = StringIO()
    printer = Printer(stream=out)
    printer.print_op(module)
    printer.print_metadata(ctx.loaded_dialects)
    return out.getvalue()


def test_same_file_twice_prints_the_same() -> None:
    """xDSL renamed the key at a second read in one process (`w0_0`) and lost
    the bytes; the key and its bytes stay as read."""
    first, second = _printed(), _printed()
    assert first == second
    assert "dense_resource<w0>" in first
    assert 'w0: "0x040000000000803F000000400000404000008040"' in first

"""`xhip bench --parts models`: the corpus rows, exact bytes, and the reason
given for a file xhip cannot read."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from xhip.tools.cli import main
from xhip_harness.bench.models import measure

CORPUS = Path(__file__).resolve().parents[1] / "corpus"


def test_mobilenet_row(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    """mobilenet_block, convert-linalg-to-loops variant. Its 7 allocs (f32,
    rounded up to 256): pad 2x3x34x34 = 27744 -> 27904, conv 2x16x16x16 =
    32768, pad 2x16x18x18 = 41472, pointwise 2x32x16x16 = 65536, pool
    2x32x1x1 = 256, transposed head 32x10 = 1280, output 2x10 = 80 -> 256: the
    sum 169472. The most live at once: the depthwise result (32768) read by
    the pointwise convolution writing 65536 = 98304, which every option set
    reaches. All 7 are pooled, the returned output too."""
    monkeypatch.delenv("HIP_REF_OPT", raising=False)
    out = tmp_path / "models.json"
    code = main(
        [
            "bench",
            "--parts",
            "models",
            "--models",
            "mobilenet_block",
            "--json",
            str(out),
        ]
    )
    assert code == 0
    rows = json.loads(out.read_text())["models"]["rows"]
    assert [(r["model"], r["variant"]) for r in rows] == [
        ("mobilenet_block", "loops"),
        ("mobilenet_block", "bufferized"),
        ("mobilenet_block", "dealloc"),
    ]
    loops = rows[0]
    assert (loops["allocs"], loops["pooled"]) == (7, 7)
    assert loops["pools"] == {
        "default": 98304,
        "scope=function": 98304,
        "best first-use": 98304,
    }
    assert (loops["lower_bound"], loops["sum_allocs"]) == (98304, 169472)
    assert loops["hip_ep"] is None and loops["why"] == []
    bufferized = rows[1]
    assert (bufferized["allocs"], bufferized["pooled"], bufferized["why"]) == (7, 7, [])
    assert bufferized["pools"] == loops["pools"]
    assert (
        "| mobilenet_block | loops | 7 | 7 | 98304 | 98304 | 98304 | 98304 | 169472 | - |"
        in capsys.readouterr().out
    )


def test_unreadable_file_says_why(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """`tensor.gather` is one of the tensor ops xhip does not define."""
    monkeypatch.delenv("HIP_REF_OPT", raising=False)
    path = tmp_path / "gather.loops.mlir"
    path.write_text(
        "func.func @main_graph(%a: tensor<4xf32>, %i: tensor<1x1xindex>) {\n"
        "  %g = tensor.gather %a[%i] gather_dims([0]) : "
        "(tensor<4xf32>, tensor<1x1xindex>) -> tensor<1xf32>\n"
        "  return\n"
        "}\n"
    )
    row = measure(path, "gather", "loops")
    assert row.allocs is None and row.pools == {}
    assert len(row.why) == 1
    assert row.why[0].startswith(
        "xhip cannot read it: gather.loops.mlir:2:8: error: custom op "
        "'tensor.gather' is unknown (xhip does not know this op: write it in the "
        "generic form"
    )

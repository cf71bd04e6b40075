"""The speed part's C++ column: hip-ep's `PoolAllocsPass` time from
`hip-ref-opt --mlir-timing`, beside xhip's pass (docs/bench.md)."""

from __future__ import annotations

import os
import stat
from pathlib import Path

import pytest
from xdsl.dialects.builtin import ModuleOp
from xdsl.parser import Parser

from xhip.ir import make_context
from xhip_harness.bench import speed
from xhip_harness.bench.run import _DecoderSpeedTables  # pyright: ignore[reportPrivateUsage]

REPORT = """\
===-------------------------------------------------------------------------===
                         ... Execution time report ...
===-------------------------------------------------------------------------===
  Total Execution Time: 0.5000 seconds

  ----Wall Time----  ----Name----
    0.1000 ( 20.0%)  Parser
    0.3000 ( 60.0%)  'func.func' Pipeline
    0.2500 ( 50.0%)    PoolAllocsPass
    0.0500 ( 10.0%)    PoolAllocsPass
    0.1000 ( 20.0%)  Output
    0.5000 (100.0%)  Total
"""


def fake_reference(tmp_path: Path, stderr: str, status: int = 0) -> str:
    """A stand-in for hip-ref-opt that prints `stderr` and exits with `status`."""
    (tmp_path / "report.txt").write_text(stderr)
    script = tmp_path / "hip-ref-opt"
    script.write_text(
        f"#!/bin/sh\ncat > /dev/null\ncat {tmp_path / 'report.txt'} >&2\nexit {status}\n"
    )
    script.chmod(script.stat().st_mode | stat.S_IEXEC)
    return str(script)


def test_the_pass_lines_of_the_timing_report_are_added_up():
    assert speed.pool_pass_seconds(REPORT) == pytest.approx(0.3)
    assert speed.pool_pass_seconds(REPORT.replace("PoolAllocsPass", "X")) is None


def test_the_pass_time_is_scaled_by_the_process_cpu(tmp_path: Path):
    """The stand-in sleeps rather than computes: its CPU share is small."""
    (tmp_path / "report.txt").write_text(REPORT)
    script = tmp_path / "hip-ref-opt"
    script.write_text(
        f"#!/bin/sh\ncat > /dev/null\nsleep 0.5\ncat {tmp_path / 'report.txt'} >&2\n"
    )
    script.chmod(script.stat().st_mode | stat.S_IEXEC)
    seconds = speed.cpp_pass_seconds(str(script), "module {}")
    assert 0.0 <= seconds < 0.3


def test_a_failing_reference_is_one_line_error(tmp_path: Path):
    binary = fake_reference(
        tmp_path, "<stdin>:3:3: error: 'hip.matmul' op matmul ...\nmore\n", 1
    )
    with pytest.raises(speed.ReferenceRunError) as info:
        speed.cpp_pass_seconds(binary, "module {}")
    assert str(info.value) == (
        f"{binary} failed on a bench input: <stdin>:3:3: error: 'hip.matmul' op "
        "matmul ..."
    )


def test_a_report_without_the_pass_is_an_error(tmp_path: Path):
    binary = fake_reference(tmp_path, REPORT.replace("PoolAllocsPass", "OtherPass"))
    with pytest.raises(speed.ReferenceRunError):
        speed.cpp_pass_seconds(binary, "module {}")


def test_the_columns_and_ratio(tmp_path: Path):
    binary = fake_reference(tmp_path, REPORT)
    row = speed.measure_size(60, "decoder", ("default",), reference=binary)
    assert row.cpp_pass is not None and 0.0 < row.cpp_pass <= 0.3
    assert row.over_cpp == pytest.approx(row.passes["default"].time.cpu / row.cpp_pass)
    for option in speed.OPTION_SETS:
        row.passes.setdefault(option, row.passes["default"])
    assert row.floor is not None and row.floor > 0.0
    assert row.floor_over_cpp == pytest.approx(row.floor / row.cpp_pass)
    with_cpp = _DecoderSpeedTables.of({"decoder": [row]})
    assert with_cpp.header[-5:] == [
        "floor s",
        "pass/floor",
        "C++ pass s",
        "xhip/C++",
        "floor/C++",
    ]
    assert with_cpp.rows[0][-3:] == [row.cpp_pass, row.over_cpp, row.floor_over_cpp]
    row.cpp_pass = None
    without = _DecoderSpeedTables.of({"decoder": [row]})
    assert "C++ pass s" not in without.header
    assert without.header[-2:] == ["floor s", "pass/floor"]
    assert len(without.rows[0]) == len(without.header)


def test_the_floor_makes_the_rewrite_alone():
    """The floor's module: one pool, a view per alloc, no alloc or dealloc left."""
    program = speed.shape_named("decoder").build(2)
    module = make_context_module(program.text)
    before = [op.name for op in module.walk()]
    assert speed.rewrite_floor(module) >= 0.0
    after = [op.name for op in module.walk()]
    assert before.count("memref.alloc") == program.allocs > 0
    assert after.count("memref.view") == before.count("memref.view") + program.allocs
    assert after.count("hip.get_pool") == 1
    assert "memref.alloc" not in after and "memref.dealloc" not in after
    module.verify()


def make_context_module(text: str) -> ModuleOp:
    return Parser(make_context(), "builtin.module {\n" + text + "}\n").parse_module()


HIP_REF_OPT = os.environ.get("HIP_REF_OPT")


@pytest.mark.skipif(
    not (HIP_REF_OPT and os.access(HIP_REF_OPT, os.X_OK)),
    reason="HIP_REF_OPT does not point at hip-ep's hip-ref-opt",
)
@pytest.mark.parametrize("shape", speed.SHAPE_NAMES)
def test_the_reference_times_every_speed_shape(shape: str):
    """Every speed shape verifies in hip-ref-opt (no unsafe flags) and its
    PoolAllocsPass line is read."""
    assert HIP_REF_OPT is not None
    text = "builtin.module {\n" + speed.shape_named(shape).build(1).text + "}\n"
    assert speed.cpp_pass_seconds(HIP_REF_OPT, text) >= 0.0

"""Bad input through the real `xdsl-opt`: one located error line, no traceback.

Every case runs the installed `xdsl-opt` (the xhip plugin loaded through its entry
point) on a file and checks: non-zero exit, nothing on stdout, no "Traceback",
and exactly one stderr line `FILE:LINE:COL: error: MESSAGE` at the expected line.
"""

from __future__ import annotations

import re
import shutil
import subprocess
from dataclasses import dataclass
from pathlib import Path

import pytest
from tool_env import tool_env

XDSL_OPT = shutil.which("xdsl-opt")
pytestmark = pytest.mark.skipif(XDSL_OPT is None, reason="xdsl-opt not installed")

HEADER = "func.func @f(%ctx: !hip.context, %a: memref<4xf16>, %i: index) {\n"
FOOTER = "  func.return\n}\n"


@dataclass(frozen=True)
class Case:
    id: str
    body: str  # lines between HEADER and FOOTER; the bad line is marked `// BAD`
    message: str  # regex the message after `error: ` must match
    known_defect: str = ""  # why it does not hold yet (the test is a strict xfail)


CASES = [
    Case(
        "malformed",
        "  hip.silu(%ctx) ins(%a memref<4xf16>) outs(%a : memref<4xf16>) // BAD\n",
        r"Expected ':'",
    ),
    Case(
        "malformed-attribute",
        "  %p = hip.get_pool(%ctx, %i) {domain_id = } : memref<?xi8> // BAD\n",
        r"attribute expected",
    ),
    Case(
        "unknown-op",
        "  %c = arith.constant 0 : index\n"
        "  hip.frobnicate(%ctx) ins(%a : memref<4xf16>) outs(%a : memref<4xf16>) // BAD\n",
        r"hip\.frobnicate is not registered",
    ),
    Case(
        "unknown-op-generic",
        '  "hip.frobnicate"(%ctx) : (!hip.context) -> () // BAD\n',
        r"hip\.frobnicate is not registered",
    ),
    Case(
        "unknown-type",
        "  %p = hip.get_pool(%ctx, %i) : !hip.pool // BAD\n",
        r"hip\.pool",
        known_defect="xDSL's parser reports an unknown dialect type at the token "
        "after it (here the next line)",
    ),
    Case(
        "operand-count",
        "  %c = arith.constant 0 : index\n"
        "  hip.matmul(%ctx) ins(%a : memref<4xf16>) outs(%a : memref<4xf16>) // BAD\n",
        r"Expected ','",
    ),
    Case(
        "operand-count-generic",
        '  "hip.matmul"(%ctx, %a, %a) : (!hip.context, memref<4xf16>, memref<4xf16>)'
        " -> () // BAD\n",
        r"'hip\.matmul' op Expected 4 operands, but got 3",
    ),
    Case(
        "operand-type",
        "  hip.silu(%ctx) ins(%i : index) outs(%a : memref<4xf16>) // BAD\n",
        r"'hip\.silu' op operand 'input' must be tensor or memref, but got 'index'",
    ),
    Case(
        "operand-type-generic",
        "  %c = arith.constant 0 : index\n"
        '  "hip.silu"(%ctx, %i, %a) : (!hip.context, index, memref<4xf16>) -> () // BAD\n',
        r"'hip\.silu' op operand 'input' must be tensor or memref, but got 'index'",
    ),
    Case(
        "context-type",
        "  %p = hip.get_pool(%a, %i) : memref<?xi8> // BAD\n",
        r"memref<4xf16>",
    ),
    Case(
        "result-type",
        "  %p = hip.get_pool(%ctx, %i) : i32 // BAD\n",
        r"'hip\.get_pool' op result 'pool' must be memref of any type values, "
        r"but got 'i32'",
    ),
    Case(
        "alloc-size-count",
        "  %c = arith.constant 0 : index\n"
        "  %b = hip.alloc(%ctx) : memref<?x8xf16> // BAD\n",
        r"'hip\.alloc' op dimension operand count \(0\) does not equal memref "
        r"dynamic dimension count \(1\)",
    ),
    Case(
        "dps-attribute-type",
        "  hip.gelu(%ctx) ins(%a : memref<4xf16>) outs(%a : memref<4xf16>)"
        " {approximate = 3 : i64} // BAD\n",
        r"'hip\.gelu' op attribute 'approximate' failed to satisfy constraint: "
        r"string attribute",
    ),
]


def bad_line(text: str) -> int:
    return next(n for n, line in enumerate(text.splitlines(), 1) if "// BAD" in line)


def run_opt(path: Path, *options: str) -> subprocess.CompletedProcess[str]:
    assert XDSL_OPT is not None
    return subprocess.run(
        [XDSL_OPT, *options, str(path)],
        capture_output=True,
        text=True,
        check=False,
        env=tool_env(Path(XDSL_OPT).parent),
    )


def check_one_error(
    run: subprocess.CompletedProcess[str], path: Path, line: int, message: str
) -> None:
    assert run.returncode != 0
    assert "Traceback" not in run.stderr, run.stderr
    assert run.stdout == ""
    lines = run.stderr.splitlines()
    assert len(lines) == 1, run.stderr
    match = re.fullmatch(rf"{re.escape(str(path))}:(\d+):(\d+): error: (.+)", lines[0])
    assert match is not None, lines[0]
    assert int(match.group(1)) == line, lines[0]
    assert re.search(message, match.group(3)), lines[0]


def _cases() -> list[object]:
    return [
        pytest.param(
            c,
            id=c.id,
            marks=[pytest.mark.xfail(strict=True, reason=c.known_defect)]
            if c.known_defect
            else [],
        )
        for c in CASES
    ]


@pytest.mark.parametrize("case", _cases())
def test_bad_input_gives_one_located_line(case: Case, tmp_path: Path):
    text = HEADER + case.body + FOOTER
    path = tmp_path / f"{case.id}.mlir"
    path.write_text(text)
    check_one_error(run_opt(path), path, bad_line(text), case.message)


def test_error_in_a_later_function(tmp_path: Path):
    """Locations come from the failing op, not from the first function."""
    good = (
        HEADER + "  hip.silu(%ctx) ins(%a : memref<4xf16>) outs(%a : memref<4xf16>)\n"
    )
    bad = (
        "func.func @g(%ctx: !hip.context, %i: index) {\n"
        "  %c = arith.constant 0 : index\n"
        "  %b = hip.alloc(%ctx, %i, %c) : memref<?x8xf16> // BAD\n" + FOOTER
    )
    text = good + FOOTER + bad
    path = tmp_path / "later.mlir"
    path.write_text(text)
    check_one_error(run_opt(path), path, bad_line(text), r"dimension operand count")


def test_good_input_still_passes(tmp_path: Path):
    """The checks above are not satisfied by a tool that fails on everything."""
    path = tmp_path / "good.mlir"
    path.write_text(
        HEADER
        + "  hip.silu(%ctx) ins(%a : memref<4xf16>) outs(%a : memref<4xf16>)\n"
        + FOOTER
    )
    run = run_opt(path)
    assert run.returncode == 0, run.stderr
    assert (
        "hip.silu(%ctx) ins(%a : memref<4xf16>) outs(%a : memref<4xf16>)" in run.stdout
    )


POOLED = (
    "func.func @f(%ctx: !hip.context, %n: index) {\n"
    "  %a = memref.alloc(%n) : memref<?xf16>\n"
    "  hip.silu(%ctx) ins(%a : memref<?xf16>) outs(%a : memref<?xf16>)\n"
    "  func.return\n"
    "}\n"
)


def test_bad_alignment_value_is_reported_at_the_function(tmp_path: Path):
    path = tmp_path / "pooled.mlir"
    path.write_text(POOLED)
    run = run_opt(path, "-p", "hip-pool-allocs{alignment=3}")
    check_one_error(
        run,
        path,
        1,
        r"hip-pool-allocs: alignment must be a positive power of 2 \(got 3\)",
    )


@pytest.mark.parametrize(
    "option", ["lifetime-only=maybe", "alignment=abc", "no-such-option=1"]
)
def test_bad_pass_option_is_one_line(option: str, tmp_path: Path):
    """Reported where the pass reports the options it checks: the first function."""
    path = tmp_path / "pooled.mlir"
    path.write_text(POOLED)
    run = run_opt(path, "-p", f"hip-pool-allocs{{{option}}}")
    check_one_error(run, path, 1, r"^invalid pass options: ")
    assert option.split("=")[0] in run.stderr or option.split("=")[1] in run.stderr

"""Bad input through xhip's own tools: one located error line, no traceback.

Every case runs the installed `xhip-opt` and `xhip check` on a file and checks:
non-zero exit, nothing on stdout, no "Traceback", and exactly one stderr line
`FILE:LINE:COL: error: MESSAGE` at the expected line. (`xdsl-opt` reports the
same input in xDSL's own way: tests/filecheck/hip-pool-allocs/xdsl-opt-errors.mlir.)
"""

from __future__ import annotations

import re
import shutil
import subprocess
from dataclasses import dataclass
from pathlib import Path

import pytest

from tests.tool_env import tool_env

TOOLS = {name: shutil.which(name) for name in ("xhip", "xhip-opt", "xdsl-opt")}
pytestmark = pytest.mark.skipif(
    None in TOOLS.values(), reason="xhip's console scripts are not installed"
)
READERS = {"xhip-opt": ("xhip-opt",), "xhip check": ("xhip", "check")}

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
        r"custom op 'hip\.frobnicate' is unknown",
    ),
    Case(
        "unknown-op-generic",
        '  "hip.frobnicate"(%ctx) : (!hip.context) -> () // BAD\n',
        r"unregistered operation 'hip\.frobnicate' found in dialect \('hip'\)",
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


def run_tool(
    command: tuple[str, ...], path: Path, *options: str
) -> subprocess.CompletedProcess[str]:
    tool = TOOLS[command[0]]
    assert tool is not None
    return subprocess.run(
        [tool, *command[1:], *options, str(path)],
        capture_output=True,
        text=True,
        check=False,
        env=tool_env(Path(tool).parent),
    )


def run_opt(path: Path, *options: str) -> subprocess.CompletedProcess[str]:
    return run_tool(READERS["xhip-opt"], path, *options)


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


@pytest.mark.parametrize("tool", READERS)
@pytest.mark.parametrize("case", _cases())
def test_bad_input_gives_one_located_line(case: Case, tool: str, tmp_path: Path):
    text = HEADER + case.body + FOOTER
    path = tmp_path / f"{case.id}.mlir"
    path.write_text(text)
    check_one_error(run_tool(READERS[tool], path), path, bad_line(text), case.message)
    assert path.read_text() == text


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


@pytest.mark.parametrize("tool", [("xhip-opt",), ("xdsl-opt",)])
def test_good_input_still_passes(tool: tuple[str, ...], tmp_path: Path):
    """The checks above are not satisfied by a tool that fails on everything."""
    path = tmp_path / "good.mlir"
    path.write_text(
        HEADER
        + "  hip.silu(%ctx) ins(%a : memref<4xf16>) outs(%a : memref<4xf16>)\n"
        + FOOTER
    )
    run = run_tool(tool, path)
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
    run = run_opt(path, "--hip-pool-allocs=alignment=3")
    check_one_error(
        run,
        path,
        1,
        r"hip-pool-allocs: alignment must be a positive power of 2 \(got 3\)",
    )


@pytest.mark.parametrize(
    "option, reason",
    [
        ("lifetime-only=maybe", "lifetime-only: expected true or false, got 'maybe'"),
        ("alignment=abc", "alignment: expected an integer, got 'abc'"),
        ("no-such-option=1", "unknown option 'no-such-option' (options: alignment,"),
    ],
)
def test_bad_pass_option_is_one_line(option: str, reason: str, tmp_path: Path):
    """An option xDSL cannot convert is a usage error of the command line."""
    path = tmp_path / "pooled.mlir"
    path.write_text(POOLED)
    run = run_opt(path, f"--hip-pool-allocs={option}")
    assert run.returncode == 1
    assert "Traceback" not in run.stderr and run.stdout == ""
    (line,) = run.stderr.splitlines()
    prefix = (
        "xhip-opt: for the --hip-pool-allocs option: invalid options for pass "
        "'hip-pool-allocs': "
    )
    assert line.startswith(prefix + reason), line

"""Bad input through xhip's own tools: one line, the exit code, no traceback.

Each case runs the installed `xhip`, `xhip-opt` (and, for contrast, `xdsl-opt`) on
a file as a user would and checks: the exit code, nothing on stdout, no
"Traceback", exactly one stderr line (`FILE:LINE:COL: error: MESSAGE` where the
input has a location), and the input file unchanged. The sections: bad ops;
files that cannot be read or written; text that is not UTF-8; locations in split
input and stdin; bad pass options; CLI numbers out of range; deep nesting;
invalid IR xDSL accepts; messages. (`xdsl-opt` reports such input in xDSL's own
way, which xhip does not change: a Python traceback, or with
`--verify-diagnostics` the message and the IR with the op marked;
tests/filecheck/hip-pool-allocs/xdsl-opt-errors.mlir.)
"""

from __future__ import annotations

import contextlib
import io
import re
import shutil
import subprocess
import sys
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path

import pytest
from xdsl.dialects import func
from xdsl.parser import Parser

from tests.tool_env import tool_env
from xhip.diagnostics import PoolAllocsError
from xhip.ir import make_context, parse_module
from xhip.ir.parser import MAX_NESTING
from xhip.plan import plan_function
from xhip.tools.check import NOTHING_CHECKED, USAGE_ERROR
from xhip.tools.cli import main as xhip_main
from xhip.tools.opt.driver import run as opt_run

TOOLS = {name: shutil.which(name) for name in ("xhip", "xhip-opt", "xdsl-opt")}
pytestmark = pytest.mark.skipif(
    None in TOOLS.values(), reason="xhip's console scripts are not installed"
)

GOOD = (
    "func.func @f(%ctx: !hip.context, %n: index) {\n"
    "  %a = memref.alloc(%n) : memref<?x16xf32>\n"
    "  %b = memref.alloc() : memref<16xf32>\n"
    '  "test.op"(%a, %b) : (memref<?x16xf32>, memref<16xf32>) -> ()\n'
    "  func.return\n"
    "}\n"
)

LATE_FUNCTION = "// a comment\nfunc.func private @declared(index)\n\n" + GOOD
"""The first function with a body is on line 4 (a declaration comes first)."""

MULTI_BLOCK = (
    "func.func @g(%ctx: !hip.context) {\n"
    "  func.return\n"
    "}\n"
    "func.func @bad(%ctx: !hip.context, %c: i1) {\n"
    "  cf.cond_br %c, ^bb1, ^bb1\n"
    "^bb1:\n"
    "  func.return\n"
    "}\n"
)
MULTI_BLOCK_ERROR = (
    "error: hip-pool-allocs requires single-block functions; liveness analysis uses "
    "sequential op indices that do not generalize to control flow"
)

NOT_UTF8 = (
    b"func.func @f(%ctx: !hip.context) {\n"
    b"  %a = memref.alloc() : memref<4xf32> \xff\n"
    b"}\n"
)
"""The byte 0xff is at line 2, column 39 (byte columns, as MLIR counts)."""


def run(
    tool: str, *argv: str | Path, stdin: bytes | None = None
) -> subprocess.CompletedProcess[str]:
    """`tool ARGV` as a user runs it: `xhip` and `xhip-opt` in this process, through
    the functions their console scripts call (one Python start saved per case),
    `xdsl-opt` in a process of its own. What differs from a process of their own
    (the interpreter's exit, a traceback printed by Python) is checked by
    `run_process`'s cases below: an exception that escapes the tool fails the
    test here as a traceback would."""
    if tool == "xdsl-opt":
        return run_process(tool, *argv, stdin=stdin)
    args = [str(a) for a in argv]
    stdin_text = io.TextIOWrapper(io.BytesIO(stdin or b""), encoding="utf-8")
    out, err = io.StringIO(), io.StringIO()
    saved_stdin = sys.stdin
    sys.stdin = stdin_text
    try:
        with contextlib.redirect_stdout(out), contextlib.redirect_stderr(err):
            try:
                code = IN_PROCESS[tool](args)
            except SystemExit as e:  # argparse's usage errors, --help
                code = e.code if isinstance(e.code, int) else 0 if e.code is None else 1
                if isinstance(e.code, str):
                    print(e.code, file=sys.stderr)
    finally:
        sys.stdin = saved_stdin
    return subprocess.CompletedProcess(
        [tool, *args], code, out.getvalue(), err.getvalue()
    )


IN_PROCESS: dict[str, Callable[[list[str]], int]] = {
    "xhip": xhip_main,
    "xhip-opt": opt_run,
}
"""The functions behind the console scripts (`xhip.tools.cli:main`,
`xhip.tools.opt.driver:main` = `sys.exit(run(argv))`)."""


def run_process(
    tool: str, *argv: str | Path, stdin: bytes | None = None
) -> subprocess.CompletedProcess[str]:
    """`tool ARGV` in a process of its own, the installed console script."""
    path = TOOLS[tool]
    assert path is not None
    result = subprocess.run(
        [path, *map(str, argv)],
        input=stdin if stdin is not None else b"",
        capture_output=True,
        check=False,
        env=tool_env(Path(path).parent),
    )
    return subprocess.CompletedProcess(
        result.args,
        result.returncode,
        result.stdout.decode(),
        result.stderr.decode(),
    )


def error_code(result: subprocess.CompletedProcess[str]) -> int:
    """The exit code of bad input: 1, `xhip check`'s `USAGE_ERROR` (2) for
    `xhip check`, whose 1 means a violation."""
    command = [Path(str(a)).name for a in result.args[:2]]
    return USAGE_ERROR if command == ["xhip", "check"] else 1


def one_error(
    result: subprocess.CompletedProcess[str],
    code: int | None = None,
    stdout: bool = False,
) -> str:
    """The single stderr line of a failed run (checked: exit code, no traceback).
    `code`: `error_code(result)` unless given."""
    if code is None:
        code = error_code(result)
    assert result.returncode == code, result.stderr
    assert "Traceback" not in result.stderr, result.stderr
    if not stdout:
        assert result.stdout == "", result.stdout
    lines = result.stderr.splitlines()
    assert len(lines) == 1, result.stderr
    return lines[0]


Runner = Callable[..., subprocess.CompletedProcess[str]]


def write(tmp_path: Path, name: str, text: str | bytes) -> Path:
    path = tmp_path / name
    if isinstance(text, bytes):
        path.write_bytes(text)
    else:
        path.write_text(text)
    return path


READERS = [
    ("xhip", "check", "--allow-unregistered-dialect"),
    ("xhip", "plan", "--allow-unregistered-dialect"),
    ("xhip-opt", "--allow-unregistered-dialect", "--hip-pool-allocs"),
]
"""Every tool of xhip's that reads MLIR."""


def fails_on(
    tmp_path: Path, text: str, command: tuple[str, ...], runner: Runner = run
) -> str:
    """The one error line of `command` on `text`; the file is left unchanged."""
    src = tmp_path / "in.mlir"
    src.write_text(text)
    line = one_error(runner(*command, src))
    assert src.read_text() == text
    return line.replace(str(src), "FILE")


def nested_ifs(depth: int) -> str:
    """A pooled alloc used inside `depth` nested `scf.if`s (ops nested depth + 2
    deep: the function, the ifs, the use)."""
    lines = [
        "func.func @f(%ctx: !hip.context, %c: i1, %n: index) {",
        "  %a = memref.alloc(%n) : memref<?xf32>",
        *(f"{'  ' * (i + 1)}scf.if %c {{" for i in range(depth)),
        '  "test.use"(%a) : (memref<?xf32>) -> ()',
        *(f"{'  ' * (i + 1)}}}" for i in reversed(range(depth))),
        "  func.return",
        "}",
    ]
    return "\n".join(lines) + "\n"


# --- bad ops: one located line ------------------------------------------------

LOCATING_TOOLS = {"xhip-opt": ("xhip-opt",), "xhip check": ("xhip", "check")}

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
        r"'hip\.silu' op operand #1 must be ranked tensor or memref, but got 'index'",
    ),
    Case(
        "operand-type-generic",
        "  %c = arith.constant 0 : index\n"
        '  "hip.silu"(%ctx, %i, %a) : (!hip.context, index, memref<4xf16>) -> () // BAD\n',
        r"'hip\.silu' op operand #1 must be ranked tensor or memref, but got 'index'",
    ),
    Case(
        "context-type",
        "  %p = hip.get_pool(%a, %i) : memref<?xi8> // BAD\n",
        r"memref<4xf16>",
    ),
    Case(
        "result-type",
        "  %p = hip.get_pool(%ctx, %i) : i32 // BAD\n",
        r"'hip\.get_pool' op result #0 must be memref of any type values, "
        r"but got 'i32'",
    ),
    Case(
        "alloc-size-count",
        "  %c = arith.constant 0 : index\n"
        "  %b = hip.alloc_output(%ctx) {out_idx = 0 : i64} : memref<?x8xf16> // BAD\n",
        r"'hip\.alloc_output' op expected 1 dynamic size operand\(s\), got 0",
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
    return run(*command, *options, path)


def run_opt(path: Path, *options: str) -> subprocess.CompletedProcess[str]:
    return run_tool(LOCATING_TOOLS["xhip-opt"], path, *options)


def check_one_error(
    result: subprocess.CompletedProcess[str], path: Path, line: int, message: str
) -> None:
    assert result.returncode == error_code(result)
    assert "Traceback" not in result.stderr, result.stderr
    assert result.stdout == ""
    lines = result.stderr.splitlines()
    assert len(lines) == 1, result.stderr
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


@pytest.mark.parametrize("tool", LOCATING_TOOLS)
@pytest.mark.parametrize("case", _cases())
def test_bad_input_gives_one_located_line(case: Case, tool: str, tmp_path: Path):
    text = HEADER + case.body + FOOTER
    path = tmp_path / f"{case.id}.mlir"
    path.write_text(text)
    check_one_error(
        run_tool(LOCATING_TOOLS[tool], path), path, bad_line(text), case.message
    )
    assert path.read_text() == text


def test_error_in_a_later_function(tmp_path: Path):
    """Locations come from the failing op, not from the first function."""
    good = (
        HEADER + "  hip.silu(%ctx) ins(%a : memref<4xf16>) outs(%a : memref<4xf16>)\n"
    )
    bad = (
        "func.func @g(%ctx: !hip.context, %i: index) {\n"
        "  %c = arith.constant 0 : index\n"
        "  %b = hip.alloc_output(%ctx, %i, %c) {out_idx = 0 : i64} : "
        "memref<?x8xf16> // BAD\n" + FOOTER
    )
    text = good + FOOTER + bad
    path = tmp_path / "later.mlir"
    path.write_text(text)
    check_one_error(
        run_opt(path), path, bad_line(text), r"expected 1 dynamic size operand"
    )


@pytest.mark.parametrize("tool", [("xhip-opt",), ("xdsl-opt",)])
def test_good_input_still_passes(tool: tuple[str, ...], tmp_path: Path):
    """The checks above are not satisfied by a tool that fails on everything."""
    path = tmp_path / "good.mlir"
    path.write_text(
        HEADER
        + "  hip.silu(%ctx) ins(%a : memref<4xf16>) outs(%a : memref<4xf16>)\n"
        + FOOTER
    )
    result = run_tool(tool, path)
    assert result.returncode == 0, result.stderr
    assert (
        "hip.silu(%ctx) ins(%a : memref<4xf16>) outs(%a : memref<4xf16>)"
        in result.stdout
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
    result = run_opt(path, "--hip-pool-allocs=alignment=3")
    check_one_error(
        result,
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
    result = run_opt(path, f"--hip-pool-allocs={option}")
    assert result.returncode == 1
    assert "Traceback" not in result.stderr and result.stdout == ""
    (line,) = result.stderr.splitlines()
    prefix = (
        "xhip-opt: for the --hip-pool-allocs option: invalid options for pass "
        "'hip-pool-allocs': "
    )
    assert line.startswith(prefix + reason), line


# --- files that cannot be read or written -------------------------------------


@pytest.mark.parametrize(
    "command", [("xhip", "check"), ("xhip", "plan"), ("xhip-opt",)]
)
def test_missing_input_file(command: tuple[str, ...], tmp_path: Path) -> None:
    missing = tmp_path / "nosuch.mlir"
    prog = " ".join(command)
    line = one_error(run(*command, missing))
    assert line == (
        f"{prog}: error: could not open input file '{missing}': "
        "No such file or directory"
    )


@pytest.mark.parametrize(
    "command", [("xhip", "check"), ("xhip", "plan"), ("xhip-opt",)]
)
def test_directory_as_input(command: tuple[str, ...], tmp_path: Path) -> None:
    prog = " ".join(command)
    line = one_error(run(*command, tmp_path))
    assert line == (
        f"{prog}: error: could not open input file '{tmp_path}': Is a directory"
    )


def test_missing_saved_plan(tmp_path: Path) -> None:
    missing = tmp_path / "nosuch.json"
    line = one_error(run("xhip", "plan", missing))
    assert line == (
        f"xhip plan: error: could not open input file '{missing}': "
        "No such file or directory"
    )


def test_unwritable_output_file(tmp_path: Path) -> None:
    src = write(tmp_path, "ok.mlir", GOOD)
    out = tmp_path / "no" / "such" / "dir" / "out.mlir"
    line = one_error(run("xhip-opt", "--hip-pool-allocs", src, "-o", out))
    assert line == (
        f"xhip-opt: error: could not write output file '{out}': "
        "No such file or directory"
    )
    line = one_error(run("xhip", "plan", src, "--json", out))
    assert line == (
        f"xhip plan: error: could not write output file '{out}': "
        "No such file or directory"
    )


def test_bench_unwritable_json(tmp_path: Path) -> None:
    out = tmp_path / "no" / "such" / "dir" / "bench.json"
    result = run(
        "xhip",
        "bench",
        "--parts",
        "static",
        "--instances",
        "A",
        "--packers",
        "reference",
        "--json",
        out,
    )
    line = one_error(result, stdout=True)
    assert line == (
        f"xhip bench: error: could not write output file '{out}': "
        "No such file or directory"
    )


def test_good_input_writes_the_output_file(tmp_path: Path) -> None:
    """The cases above are not met by tools that fail on everything."""
    src = write(tmp_path, "ok.mlir", GOOD)
    out = tmp_path / "out.mlir"
    result = run("xdsl-opt", "-p", "hip-pool-allocs", src, "-o", out)
    assert result.returncode == 0 and result.stderr == "", result.stderr
    assert "hipdnn.pool_size = 256 : i64" in out.read_text()
    result = run("xhip", "plan", src, "--json", tmp_path / "plan.json")
    assert result.returncode == 0, result.stderr
    assert (tmp_path / "plan.json").read_text().startswith("{")


# --- text that is not UTF-8 ---------------------------------------------------


@pytest.mark.parametrize(
    "command",
    [
        ("xhip", "plan"),
        ("xhip", "check"),
        ("xhip", "check", "--split-input-file"),
        ("xhip-opt", "--hip-pool-allocs"),
        ("xhip-opt", "--split-input-file", "--hip-pool-allocs"),
    ],
)
def test_not_utf8_is_located_at_the_bad_byte(
    command: tuple[str, ...], tmp_path: Path
) -> None:
    src = write(tmp_path, "latin.mlir", NOT_UTF8)
    line = one_error(run(*command, src))
    assert line == f"{src}:2:39: error: input is not valid UTF-8 (invalid start byte)"


@pytest.mark.parametrize(
    "command, name",
    [
        (("xhip", "plan", "-"), "<stdin>"),
        (("xhip", "check", "-"), "<stdin>"),
        (("xhip-opt", "--hip-pool-allocs"), "<stdin>"),
    ],
)
def test_not_utf8_on_stdin(command: tuple[str, ...], name: str) -> None:
    line = one_error(run(*command, stdin=NOT_UTF8))
    assert line == f"{name}:2:39: error: input is not valid UTF-8 (invalid start byte)"


def test_not_utf8_in_a_later_chunk(tmp_path: Path) -> None:
    """Lines count from the start of the file, not of the chunk."""
    src = write(tmp_path, "split.mlir", GOOD.encode() + b"// -----\n" + NOT_UTF8)
    line = one_error(run("xhip-opt", "--split-input-file", "--hip-pool-allocs", src))
    assert line == f"{src}:9:39: error: input is not valid UTF-8 (invalid start byte)"
    line = one_error(run("xhip", "check", "--split-input-file", src))
    assert line == f"{src}:9:39: error: input is not valid UTF-8 (invalid start byte)"


def test_truncated_utf8_sequence(tmp_path: Path) -> None:
    src = write(tmp_path, "cut.mlir", GOOD.encode() + b"// \xe2\x82")
    line = one_error(run("xhip", "plan", src))
    assert (
        line == f"{src}:7:4: error: input is not valid UTF-8 (unexpected end of data)"
    )


# --- locations in split input and stdin -------------------------------------


def test_error_in_a_later_split_chunk(tmp_path: Path) -> None:
    """A pass error in chunk 2 is located at its line in the file."""
    src = write(tmp_path, "split.mlir", GOOD + "// -----\n" + MULTI_BLOCK)
    result = run("xhip-opt", "--split-input-file", "--hip-pool-allocs", src)
    assert one_error(result, stdout=True) == f"{src}:11:1: {MULTI_BLOCK_ERROR}"
    assert "hipdnn.pool_size = 256 : i64" in result.stdout  # chunk 1 went through


def test_error_in_the_failing_chunk_not_a_later_identical_one(tmp_path: Path) -> None:
    """The lines of the chunk that failed, not of another chunk with the same ops."""
    src = write(
        tmp_path,
        "twice.mlir",
        GOOD + "// -----\n" + MULTI_BLOCK + "// -----\n" + MULTI_BLOCK,
    )
    result = run("xhip-opt", "--split-input-file", "--hip-pool-allocs", src)
    assert result.returncode == 1
    assert result.stderr.splitlines() == [
        f"{src}:11:1: {MULTI_BLOCK_ERROR}",
        f"{src}:20:1: {MULTI_BLOCK_ERROR}",
    ]


def test_verify_error_in_a_later_split_chunk(tmp_path: Path) -> None:
    """A verifier failure (before any pass) in chunk 2 is located there too."""
    bad = (
        "func.func @h(%ctx: !hip.context, %i: index) {\n"
        "  %b = hip.alloc_output(%ctx) {out_idx = 0 : i64} : memref<?x8xf16>\n"
        "  func.return\n"
        "}\n"
    )
    src = write(tmp_path, "split.mlir", GOOD + "// -----\n" + bad)
    for command in (("xhip-opt", "--split-input-file"), ("xhip", "check")):
        argv = (*command, "--split-input-file") if command[0] == "xhip" else command
        line = one_error(run(*argv, src), stdout=True)
        assert line == (
            f"{src}:9:3: error: 'hip.alloc_output' op expected 1 dynamic size "
            "operand(s), got 0"
        )


def test_pass_error_from_stdin_is_located() -> None:
    line = one_error(
        run_process("xhip-opt", "--hip-pool-allocs", stdin=MULTI_BLOCK.encode())
    )
    assert line == f"<stdin>:4:1: {MULTI_BLOCK_ERROR}"


def test_xdsl_opt_marks_the_failing_op_of_stdin() -> None:
    """xdsl-opt keeps no positions, from a file or stdin: xDSL's note marks the
    op in the IR it prints after the message."""
    result = run(
        "xdsl-opt",
        "-p",
        "hip-pool-allocs",
        "--verify-diagnostics",
        stdin=MULTI_BLOCK.encode(),
    )
    assert result.returncode == 0 and result.stderr == ""
    lines = result.stdout.splitlines()
    assert lines[0] == MULTI_BLOCK_ERROR.removeprefix("error: ")
    marked = lines.index("  | " + lines[0])
    assert lines[marked - 2].startswith('  "func.func"() <{sym_name = "bad"')
    assert lines[marked - 1].startswith("  ^^^^^^^^^^^---")


# --- bad pass options: at the first function, like the pass's own checks --------


def test_pass_checked_option_is_at_every_function(tmp_path: Path) -> None:
    """The upstream function pass checks its options first thing, so the
    declaration (line 2) gets the error as well as the function (line 4)."""
    src = write(tmp_path, "late.mlir", LATE_FUNCTION)
    result = run("xhip-opt", "--hip-pool-allocs=alignment=3", src)
    assert result.returncode == 1 and result.stdout == "", result.stderr
    assert "Traceback" not in result.stderr, result.stderr
    message = "error: hip-pool-allocs: alignment must be a positive power of 2 (got 3)"
    assert result.stderr.splitlines() == [
        f"{src}:2:1: {message}",
        f"{src}:4:1: {message}",
    ]


@pytest.mark.parametrize(
    "flags, pass_option, message",
    [
        (
            ("--alignment", "3"),
            "alignment=3",
            "hip-pool-allocs: alignment must be a positive power of 2 (got 3)",
        ),
        (
            ("--packer", "nope"),
            "packer=nope",
            "hip-pool-allocs: packer must be one of reference, best (got nope)",
        ),
    ],
)
def test_xhip_plan_bad_option_value_is_where_the_pass_puts_it(
    flags: tuple[str, ...], pass_option: str, message: str, tmp_path: Path
) -> None:
    src = write(tmp_path, "late.mlir", LATE_FUNCTION)
    result = run("xhip", "plan", src, *flags)
    assert result.returncode == 1 and result.stdout == "", result.stderr
    lines = result.stderr.splitlines()
    assert lines == [f"{src}:2:1: error: {message}"]
    same = run("xhip-opt", f"--hip-pool-allocs={pass_option}", src)
    assert same.returncode == 1
    assert same.stderr.splitlines() == [*lines, f"{src}:4:1: error: {message}"]


def test_unknown_pass_is_one_line(tmp_path: Path) -> None:
    src = write(tmp_path, "ok.mlir", GOOD)
    line = one_error(run("xhip-opt", "--pass-pipeline=no-such-pass", src))
    assert line == (
        "xhip-opt: pass pipeline 'no-such-pass' at column 13: 'no-such-pass' does "
        "not refer to a registered pass"
    )


def test_pipeline_syntax_error_is_located_in_the_pipeline(tmp_path: Path) -> None:
    src = write(tmp_path, "ok.mlir", GOOD)
    line = one_error(
        run("xhip-opt", "--pass-pipeline=hip-pool-allocs{alignment=}", src)
    )
    assert line == (
        "xhip-opt: pass pipeline 'hip-pool-allocs{alignment=}' at column 28: invalid "
        "options for pass 'hip-pool-allocs': Unknown argument value, wrap argument in "
        "quotes to pass arbitrary string values"
    )


# --- CLI numbers out of range -------------------------------------------------


@pytest.mark.parametrize(
    "argv, message",
    [
        (
            ("check", "--bindings", "-5"),
            "xhip check: error: argument --bindings: expected an integer >= 0 (got -5)",
        ),
        (
            ("check", "--bindings", "many"),
            "xhip check: error: argument --bindings: expected an integer (got 'many')",
        ),
        (
            ("bench", "--time-limit-ms", "-5"),
            "xhip bench: error: argument --time-limit-ms: expected an integer >= 1 "
            "(got -5)",
        ),
        (
            ("bench", "--time-limit-ms", "0"),
            "xhip bench: error: argument --time-limit-ms: expected an integer >= 1 "
            "(got 0)",
        ),
    ],
)
def test_out_of_range_numbers_are_usage_errors(
    argv: tuple[str, ...], message: str, tmp_path: Path
) -> None:
    src = write(tmp_path, "ok.mlir", GOOD)
    result = run("xhip", *argv, *([src] if argv[0] == "check" else []))
    assert result.returncode == 2
    assert "Traceback" not in result.stderr
    assert result.stdout == ""
    assert result.stderr.splitlines()[-1] == message


@pytest.mark.parametrize(
    "argv, message",
    [
        (
            ("plan", "FILE", "--alignmnet", "64"),
            "xhip plan: error: unrecognized arguments: --alignmnet 64 (did you mean "
            "'--alignment'?)",
        ),
        (
            ("check", "--lifetime-strat=alloc", "FILE"),
            "xhip check: error: unrecognized arguments: --lifetime-strat=alloc (did "
            "you mean '--lifetime-start'?)",
        ),
        (
            ("plan", "FILE", "--frobnicate"),
            "xhip plan: error: unrecognized arguments: --frobnicate",
        ),
    ],
)
def test_unknown_subcommand_flag_is_the_subcommands_usage_error(
    argv: tuple[str, ...], message: str, tmp_path: Path
) -> None:
    """The subcommand's usage and the closest of its flags, not the top level's
    usage (`xhip [-h] COMMAND ...`) without a hint."""
    src = write(tmp_path, "ok.mlir", GOOD)
    result = run("xhip", *(str(src) if a == "FILE" else a for a in argv))
    assert result.returncode == 2
    assert result.stdout == ""
    lines = result.stderr.splitlines()
    assert lines[0].startswith(f"usage: xhip {argv[0]} ")
    assert lines[-1] == message


def test_zero_random_bindings_is_allowed(tmp_path: Path) -> None:
    """0 random bindings is meaningful: only the fixed sweeps are checked."""
    src = write(tmp_path, "ok.mlir", GOOD)
    pooled = run("xhip-opt", "--allow-unregistered-dialect", "--hip-pool-allocs", src)
    assert pooled.returncode == 0, pooled.stderr
    src = write(tmp_path, "pooled.mlir", pooled.stdout)
    result = run(
        "xhip", "check", "--allow-unregistered-dialect", "--bindings", "0", src
    )
    assert result.returncode == 0, result.stderr
    # The fixed sweeps alone: 40 special values, 3 one-at-a-time rows for %n.
    assert result.stdout.endswith(
        ": 1 function, 2 views, 43 function bindings checked: no violation\n"
    )


@pytest.mark.parametrize(
    "text, where, message",
    [
        # A missing `: type` at the end of line 2: reported there, not at line 3.
        (
            "func.func @f(%n: index) {\n  %x = arith.addi %n, %n\n  func.return\n}\n",
            "2:25",
            "Expected ':'",
        ),
        # Past a trailing comment, a blank line and a comment line.
        (
            "func.func @f(%n: index) {\n"
            "  %c = arith.addi %n, // the other operand is missing\n"
            "\n"
            "  // a comment\n"
            "  func.return\n"
            "}\n",
            "2:22",
            "operand expected",
        ),
        # Within a line the error stays at the token that is wrong.
        (
            "func.func @f(%n: index) {\n"
            "  %a = memref.alloc(%n : memref<?xf32>\n"
            "  func.return\n"
            "}\n",
            "2:24",
            "')' expected",
        ),
        # Not about a missing token: where xDSL puts it, first on line 3.
        (
            "func.func @f(%n: index) {\n"
            "  %x = arith.addi %n, %n : index\n"
            "  %x = arith.addi %n, %n : index\n"
            "  func.return\n"
            "}\n",
            "3:3",
            "SSA value %x is already defined",
        ),
    ],
)
@pytest.mark.parametrize(
    "command",
    [
        ("xhip-opt",),
        ("xhip", "plan"),
        ("xhip", "check"),
    ],
    ids=lambda c: " ".join(c[:2]),
)
def test_missing_token_is_reported_after_the_previous_token(
    command: tuple[str, ...], text: str, where: str, message: str, tmp_path: Path
) -> None:
    """As MLIR's `emitWrongTokenError`: a token missing at the end of a line is
    reported at the end of the token before it."""
    src = write(tmp_path, "bad.mlir", text)
    result = run(*command, src)
    assert result.returncode == error_code(result) and result.stdout == ""
    assert result.stderr.splitlines() == [f"{src}:{where}: error: {message}"]


# --- deep nesting -----------------------------------------------------------------
# In processes of their own: the tools raise the recursion limit, which is safe on
# a fresh interpreter's stack, and these cases check the exit path end to end.


@pytest.mark.parametrize("command", READERS, ids=lambda c: " ".join(c[:2]))
def test_140_nested_ifs_work(command: tuple[str, ...], tmp_path: Path) -> None:
    """The review's input: a RecursionError before, now parsed, pooled, printed."""
    src = tmp_path / "deep.mlir"
    src.write_text(nested_ifs(140))
    result = run_process(*command, src)
    if command[1] == "check":  # parsed, but it has no pool to check
        assert result.returncode == NOTHING_CHECKED, result.stderr[-2000:]
        assert result.stderr.endswith(
            "1 function, 0 views, 0 function bindings checked: nothing was "
            "checked (no view of a hip.get_pool pool)\n"
        )
        return
    assert result.returncode == 0, result.stderr[-2000:]
    assert result.stderr == ""


def test_nesting_at_the_limit_is_pooled(tmp_path: Path) -> None:
    src = tmp_path / "deep.mlir"
    src.write_text(nested_ifs(MAX_NESTING - 2))
    result = run_process(
        "xhip-opt", "--allow-unregistered-dialect", "--hip-pool-allocs", src
    )
    assert result.returncode == 0, result.stderr[-2000:]
    assert "hip.get_pool" in result.stdout
    assert result.stdout.count("scf.if") == MAX_NESTING - 2


@pytest.mark.parametrize("command", READERS, ids=lambda c: " ".join(c[:2]))
def test_nesting_beyond_the_limit_is_one_located_line(
    command: tuple[str, ...], tmp_path: Path
) -> None:
    depth = MAX_NESTING - 1  # the use is one op too deep
    line = fails_on(tmp_path, nested_ifs(depth), command, run_process)
    # The use is on line depth + 3, indented by two spaces.
    assert line == (
        f"FILE:{depth + 3}:3: error: operations nested more than 256 deep are not "
        "supported"
    )


def test_deep_types_are_one_line(tmp_path: Path) -> None:
    """A recursion the op nesting limit does not bound: one line, no location."""
    deep_type = "tuple<" * 2000 + "i32" + ">" * 2000
    text = f'"test.op"() : () -> {deep_type}\n'
    for command in READERS:
        prog = " ".join(command[:2]) if command[0] == "xhip" else "xhip-opt"
        line = fails_on(tmp_path, text, command, run_process)
        assert line == (
            f"{prog}: error: the input is nested too deeply (Python's recursion "
            "limit was reached)"
        )


@pytest.mark.parametrize(
    "argv, message",
    [
        (["--examples", "0"], "argument --examples: expected an integer >= 1 (got 0)"),
        (
            ["--examples", "-5"],
            "argument --examples: expected an integer >= 1 (got -5)",
        ),
        (
            ["--max-steps", "0"],
            "argument --max-steps: expected an integer >= 2 (got 0)",
        ),
        (
            ["--max-steps", "1"],
            "argument --max-steps: expected an integer >= 2 (got 1)",
        ),
        (
            ["--max-steps", "-1"],
            "argument --max-steps: expected an integer >= 2 (got -1)",
        ),
        (
            ["--bindings", "-1"],
            "argument --bindings: expected an integer >= 0 (got -1)",
        ),
        (
            ["--examples", "many"],
            "argument --examples: expected an integer (got 'many')",
        ),
    ],
)
def test_fuzz_arguments_are_usage_errors(argv: list[str], message: str) -> None:
    """In process: the parser `python -m xhip_harness.fuzz` runs (its exit path
    through the interpreter: `test_fuzz_usage_error_exits_2`)."""
    from xhip_harness.fuzz.__main__ import main as fuzz_main

    err = io.StringIO()
    with (
        contextlib.redirect_stderr(err),
        contextlib.redirect_stdout(io.StringIO()) as out,
        pytest.raises(SystemExit) as exited,
    ):
        fuzz_main(argv)
    assert exited.value.code == 2
    assert out.getvalue() == ""
    assert err.getvalue().splitlines()[-1] == (
        f"python -m xhip_harness.fuzz: error: {message}"
    )


def test_fuzz_usage_error_exits_2() -> None:
    """`python -m xhip_harness.fuzz` in a process of its own: exit 2, no traceback."""
    xhip = TOOLS["xhip"]
    assert xhip is not None
    python = Path(xhip).parent / "python"
    result = subprocess.run(
        [
            str(python if python.exists() else "python3"),
            "-m",
            "xhip_harness.fuzz",
            "--examples",
            "0",
        ],
        capture_output=True,
        text=True,
        check=False,
        env=tool_env(Path(xhip).parent),
    )
    assert result.returncode == 2, result.stderr
    assert "Traceback" not in result.stderr
    assert result.stdout == ""
    assert result.stderr.splitlines()[-1] == (
        "python -m xhip_harness.fuzz: error: argument --examples: expected an "
        "integer >= 1 (got 0)"
    )


# --- invalid IR xDSL accepts --------------------------------------------------------

LATE_SIZE = (
    "func.func @f(%ctx: !hip.context, %n: index) {\n"
    "  %a = memref.alloc(%m) : memref<?xf32>\n"
    "  %m = arith.addi %n, %n : index\n"
    '  "test.use"(%a) : (memref<?xf32>) -> ()\n'
    "  func.return\n"
    "}\n"
)

HUGE_SIZE = (
    "func.func @f(%ctx: !hip.context) {\n"
    "  %c = arith.constant 99999999999999999999999 : index\n"
    "  %a = memref.alloc(%c) : memref<?xf32>\n"
    '  "test.use"(%a) : (memref<?xf32>) -> ()\n'
    "  func.return\n"
    "}\n"
)


@pytest.mark.parametrize("command", READERS, ids=lambda c: " ".join(c[:2]))
def test_size_defined_after_its_alloc(command: tuple[str, ...], tmp_path: Path) -> None:
    """MLIR's verifier rejects the input; xDSL's does not check dominance."""
    assert fails_on(tmp_path, LATE_SIZE, command) == (
        "FILE:2:3: error: operand #0 does not dominate this use "
        "(%m is defined at FILE:3:3)"
    )


@pytest.mark.parametrize(
    "body, message",
    [
        (
            "  scf.if %c {\n"
            "    %y = arith.addi %m, %n : index\n"
            "  }\n"
            "  %m = arith.addi %n, %n : index\n",
            "FILE:3:5: error: operand #0 does not dominate this use "
            "(%m is defined at FILE:5:3)",
        ),
        (
            "  %x = scf.if %c -> (index) {\n"
            "    %y = arith.addi %x, %n : index\n"
            "    scf.yield %y : index\n"
            "  } else {\n"
            "    scf.yield %n : index\n"
            "  }\n",
            "FILE:3:5: error: operand #0 does not dominate this use "
            "(%x is defined at FILE:2:3)",
        ),
    ],
    ids=["nested-use-before-definition", "used-inside-its-own-op"],
)
def test_other_uses_before_definition(body: str, message: str, tmp_path: Path) -> None:
    text = (
        "func.func @f(%ctx: !hip.context, %c: i1, %n: index) {\n"
        + body
        + "  func.return\n}\n"
    )
    for command in READERS:
        assert fails_on(tmp_path, text, command) == message


def test_uses_in_later_blocks_and_nested_regions_are_accepted(tmp_path: Path) -> None:
    """What the dominance check must not reject (multi-block regions are not
    ordered by it: MLIR decides those)."""
    src = tmp_path / "ok.mlir"
    src.write_text(
        "func.func @g(%c: i1, %n: index) -> index {\n"
        "  %m = arith.addi %n, %n : index\n"
        "  cf.cond_br %c, ^bb1, ^bb2\n"
        "^bb1:\n"
        "  %k = arith.addi %m, %n : index\n"
        "  func.return %k : index\n"
        "^bb2:\n"
        "  %x = scf.if %c -> (index) {\n"
        "    %y = arith.addi %m, %n : index\n"
        "    scf.yield %y : index\n"
        "  } else {\n"
        "    scf.yield %m : index\n"
        "  }\n"
        "  func.return %x : index\n"
        "}\n"
    )
    result = run("xhip-opt", src)
    assert result.returncode == 0, result.stderr


@pytest.mark.parametrize("command", READERS, ids=lambda c: " ".join(c[:2]))
def test_index_constant_out_of_range(command: tuple[str, ...], tmp_path: Path) -> None:
    assert fails_on(tmp_path, HUGE_SIZE, command) == (
        "FILE:2:3: error: Integer value 99999999999999999999999 is out of range for "
        "type index which supports values in the range [-9223372036854775808, "
        "18446744073709551616)"
    )


def test_index_range_is_mlir_s(tmp_path: Path) -> None:
    """MLIR reads 2^64 - 1 as an index (unsigned) and -2^63; one more is out."""
    src = tmp_path / "edges.mlir"
    src.write_text(
        "func.func @f() {\n"
        "  %a = arith.constant 18446744073709551615 : index\n"
        "  %b = arith.constant -9223372036854775808 : index\n"
        "  func.return\n"
        "}\n"
    )
    assert run("xhip-opt", src).returncode == 0
    src.write_text(
        "func.func @f() {\n  %a = arith.constant -9223372036854775809 : index\n  func.return\n}\n"
    )
    line = one_error(run("xhip-opt", src))
    assert line.startswith(f"{src}:2:3: error: Integer value -9223372036854775809 ")


# The pass's own checks, for callers that did not verify (xdsl-opt, the API).


def _plan_error(text: str) -> PoolAllocsError:
    # xDSL's own parser, as in xdsl-opt (xhip's rejects both inputs itself).
    module = Parser(make_context(allow_unregistered=True), text).parse_module()
    f = next(op for op in module.walk() if isinstance(op, func.FuncOp))
    with pytest.raises(PoolAllocsError) as info:
        plan_function(f)
    return info.value


def test_pass_rejects_a_size_defined_after_its_alloc() -> None:
    """docs/semantics.md §8's placement error, in the reference's words, at the function."""
    e = _plan_error(LATE_SIZE)
    assert e.message == (
        "hip-pool-allocs: cannot place dynamic size arithmetic at a legal point in "
        "the block (a dyn-operand def is at-or-after the earliest pooled alloc in "
        "its domain)"
    )
    assert e.op is not None and e.op.name == "func.func"


@pytest.mark.parametrize(
    "value", ["99999999999999999999999", "9223372036854775808", "-1"]
)
def test_pass_rejects_a_constant_size_outside_63_bits(value: str) -> None:
    text = HUGE_SIZE.replace("99999999999999999999999", value)
    e = _plan_error(text)
    assert e.message == (
        f"hip-pool-allocs: cannot size %a in @f: size operand #0 (%c) is the "
        f"constant {value}, outside 0..2^63-1"
    )
    assert e.op is not None and e.op.name == "memref.alloc"


def test_largest_constant_size_is_planned() -> None:
    """2^63 - 1 elements of 1 bit: a size the pass can still represent."""
    text = HUGE_SIZE.replace("99999999999999999999999", str(2**63 - 1)).replace(
        "xf32", "xi1"
    )
    module = parse_module(make_context(allow_unregistered=True), text, "t.mlir")
    f = next(op for op in module.walk() if isinstance(op, func.FuncOp))
    plan = plan_function(f)
    assert plan is not None and len(plan.allocs) == 1


# --- messages -----------------------------------------------------------------------

ONE_ALLOC = (
    "func.func @f(%ctx: !hip.context) {\n"
    "  %a = memref.alloc() : memref<16xi8>\n"
    '  "test.use"(%a) : (memref<16xi8>) -> ()\n'
    "  func.return\n"
    "}\n"
)


NO_TERMINATOR = (
    "func.func @f(%ctx: !hip.context, %a: memref<4xf16>) {\n"
    "  scf.execute_region {\n"
    "    hip.silu(%ctx) ins(%a : memref<4xf16>) outs(%a : memref<4xf16>)\n"
    "  }\n"
    "  func.return\n"
    "}\n"
)


@pytest.mark.parametrize("command", READERS, ids=lambda c: " ".join(c[:2]))
def test_region_body_without_terminator(
    command: tuple[str, ...], tmp_path: Path
) -> None:
    assert fails_on(tmp_path, NO_TERMINATOR, command) == (
        "FILE:3:5: error: 'hip.silu' op terminates block in single-block region but "
        "is not a terminator"
    )


@pytest.mark.parametrize("command", READERS, ids=lambda c: " ".join(c[:2]))
def test_truncated_file(command: tuple[str, ...], tmp_path: Path) -> None:
    text = ONE_ALLOC[: ONE_ALLOC.index('"test')] + "\n"  # cut in the body
    assert fails_on(tmp_path, text, command) == (
        "FILE:4:1: error: unexpected end of file: the region opened at FILE:1:34 is "
        "not closed (expected '}')"
    )


@pytest.mark.parametrize("command", READERS, ids=lambda c: " ".join(c[:2]))
def test_stray_token_in_a_region(command: tuple[str, ...], tmp_path: Path) -> None:
    text = "func.func @f(%n: index) {\n  scf.execute_region {\n    )\n  }\n}\n"
    assert fails_on(tmp_path, text, command) == (
        "FILE:3:5: error: expected an operation, a block label or '}' closing the "
        "region opened at FILE:2:22"
    )


@pytest.mark.parametrize(
    "command",
    [
        ("xhip", "plan", "--allow-unregistered-dialect", "--alignment", "{a}"),
        ("xhip-opt", "--allow-unregistered-dialect", "--hip-pool-allocs=alignment={a}"),
        (
            "xhip-opt",
            "--allow-unregistered-dialect",
            "--pass-pipeline=builtin.module(func.func(hip-pool-allocs{{alignment={a}}}))",
        ),
    ],
    ids=["xhip plan", "xhip-opt flag", "xhip-opt pipeline"],
)
def test_alignment_beyond_64_bits_is_an_option_error(
    command: tuple[str, ...], tmp_path: Path
) -> None:
    a = 2**65
    argv = tuple(c.format(a=a) for c in command)
    assert fails_on(tmp_path, ONE_ALLOC, argv) == (
        f"FILE:1:1: error: hip-pool-allocs: alignment must be at most 2^62 (got {a})"
    )


def test_largest_alignment_is_accepted(tmp_path: Path) -> None:
    src = tmp_path / "one.mlir"
    src.write_text(ONE_ALLOC)
    result = run(
        "xhip-opt",
        "--allow-unregistered-dialect",
        f"--hip-pool-allocs=alignment={2**62}",
        src,
    )
    assert result.returncode == 0, result.stderr
    assert f"hipdnn.pool_size = {2**62} : i64" in result.stdout


@pytest.mark.parametrize(
    "argv, message",
    [
        (
            ("--hip-pool-allocs=alignment=64 alignment=128",),
            "xhip-opt: for the --hip-pool-allocs option: invalid options for pass "
            "'hip-pool-allocs': option 'alignment' is given twice",
        ),
        (
            ("--hip-pool-allocs={lifetime-only=false lifetime_only=true}",),
            "xhip-opt: for the --hip-pool-allocs option: invalid options for pass "
            "'hip-pool-allocs': option 'lifetime_only' is given twice",
        ),
        (
            ("--pass-pipeline=hip-pool-allocs{packer=best packer=reference}",),
            "xhip-opt: pass pipeline 'hip-pool-allocs{packer=best packer=reference}' "
            "at column 46: invalid options for pass 'hip-pool-allocs': option "
            "'packer' is given twice",
        ),
    ],
)
def test_repeated_pass_option_in_xhip_opt(
    argv: tuple[str, ...], message: str, tmp_path: Path
) -> None:
    line = fails_on(
        tmp_path, ONE_ALLOC, ("xhip-opt", "--allow-unregistered-dialect", *argv)
    )
    assert line == message


@pytest.mark.parametrize(
    "argv, message",
    [
        (
            ("plan", "--alignment", "64", "--alignment", "128"),
            "xhip plan: error: argument --alignment: may only be given once",
        ),
        (
            ("plan", "--packer", "best", "--packer=best"),
            "xhip plan: error: argument --packer: may only be given once",
        ),
        (
            ("check", "--alignment=64", "--alignment", "128"),
            "xhip check: error: argument --alignment: may only be given once",
        ),
        (
            ("check", "--lifetime-start", "alloc", "--lifetime-start", "first-use"),
            "xhip check: error: argument --lifetime-start: may only be given once",
        ),
    ],
)
def test_repeated_option_in_xhip(
    argv: tuple[str, ...], message: str, tmp_path: Path
) -> None:
    src = tmp_path / "one.mlir"
    src.write_text(ONE_ALLOC)
    result = run("xhip", *argv, "--allow-unregistered-dialect", src)
    assert result.returncode == 2
    assert "Traceback" not in result.stderr
    assert result.stdout == ""
    assert result.stderr.splitlines()[-1] == message
    assert src.read_text() == ONE_ALLOC

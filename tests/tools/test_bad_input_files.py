"""Bad files and options through the real commands: one line, exit code, no traceback.

Files that cannot be read or written, text that is not UTF-8, errors in a later
`--split-input-file` chunk, bad pass options and out-of-range CLI numbers, run
through the installed `xhip` and `xhip-opt` as a user would. (`xdsl-opt` reports
such input in xDSL's own way, which xhip does not change: a Python traceback, or
with `--verify-diagnostics` the message and the IR with the op marked;
tests/filecheck/hip-pool-allocs/xdsl-opt-errors.mlir.)
"""

from __future__ import annotations

import shutil
import subprocess
from pathlib import Path

import pytest

from tests.tool_env import tool_env

TOOLS = {name: shutil.which(name) for name in ("xhip", "xdsl-opt", "xhip-opt")}
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


def one_error(
    result: subprocess.CompletedProcess[str], code: int = 1, stdout: bool = False
) -> str:
    """The single stderr line of a failed run (checked: exit code, no traceback)."""
    assert result.returncode == code, result.stderr
    assert "Traceback" not in result.stderr, result.stderr
    if not stdout:
        assert result.stdout == "", result.stdout
    lines = result.stderr.splitlines()
    assert len(lines) == 1, result.stderr
    return lines[0]


def write(tmp_path: Path, name: str, text: str | bytes) -> Path:
    path = tmp_path / name
    if isinstance(text, bytes):
        path.write_bytes(text)
    else:
        path.write_text(text)
    return path


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
        "  %b = hip.alloc(%ctx) : memref<?x8xf16>\n"
        "  func.return\n"
        "}\n"
    )
    src = write(tmp_path, "split.mlir", GOOD + "// -----\n" + bad)
    for command in (("xhip-opt", "--split-input-file"), ("xhip", "check")):
        argv = (*command, "--split-input-file") if command[0] == "xhip" else command
        line = one_error(run(*argv, src), stdout=True)
        assert line == (
            f"{src}:9:3: error: 'hip.alloc' op dimension operand count (0) does not "
            "equal memref dynamic dimension count (1)"
        )


def test_pass_error_from_stdin_is_located() -> None:
    line = one_error(run("xhip-opt", "--hip-pool-allocs", stdin=MULTI_BLOCK.encode()))
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
    assert result.returncode == 1 and result.stdout == ""
    assert result.stderr.splitlines() == [f"{src}:{where}: error: {message}"]

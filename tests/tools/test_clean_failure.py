"""Bad input fails cleanly in xhip's own tools.

Each case runs the installed `xhip check`, `xhip plan` and `xhip-opt` on a file
and checks: the exit code, exactly one stderr line with the source location, no
traceback, nothing on stdout, and the input file unchanged. What `xdsl-opt`
reports (xDSL's own format) is in `test_xdsl_opt_errors.py`.
"""

from __future__ import annotations

import shutil
import subprocess
from pathlib import Path

import pytest
from xdsl.dialects import func
from xdsl.parser import Parser

from tests.tool_env import tool_env
from xhip.diagnostics import PoolAllocsError
from xhip.ir import make_context, parse_module
from xhip.ir.parser import MAX_NESTING
from xhip.plan import plan_function
from xhip.tools.check import NOTHING_CHECKED

TOOLS = {name: shutil.which(name) for name in ("xhip", "xhip-opt")}
pytestmark = pytest.mark.skipif(
    None in TOOLS.values(), reason="xhip's console scripts are not installed"
)

READERS = [
    ("xhip", "check", "--allow-unregistered-dialect"),
    ("xhip", "plan", "--allow-unregistered-dialect"),
    ("xhip-opt", "--allow-unregistered-dialect", "--hip-pool-allocs"),
]
"""Every tool of xhip's that reads MLIR."""


def run(tool: str, *argv: str | Path) -> subprocess.CompletedProcess[str]:
    path = TOOLS[tool]
    assert path is not None
    return subprocess.run(
        [path, *map(str, argv)],
        capture_output=True,
        text=True,
        check=False,
        env=tool_env(Path(path).parent),
    )


def one_error(result: subprocess.CompletedProcess[str], code: int = 1) -> str:
    """The single stderr line of a failed run (checked: exit code, no traceback)."""
    assert result.returncode == code, result.stderr
    assert "Traceback" not in result.stderr, result.stderr
    assert result.stdout == "", result.stdout
    lines = result.stderr.splitlines()
    assert len(lines) == 1, result.stderr
    return lines[0]


def fails_on(tmp_path: Path, text: str, command: tuple[str, ...]) -> str:
    """The one error line of `command` on `text`; the file is left unchanged."""
    src = tmp_path / "in.mlir"
    src.write_text(text)
    line = one_error(run(*command, src))
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


# --- 6. deep nesting -----------------------------------------------------------


@pytest.mark.parametrize("command", READERS, ids=lambda c: " ".join(c[:2]))
def test_140_nested_ifs_work(command: tuple[str, ...], tmp_path: Path) -> None:
    """The review's input: a RecursionError before, now parsed, pooled, printed."""
    src = tmp_path / "deep.mlir"
    src.write_text(nested_ifs(140))
    result = run(*command, src)
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
    result = run("xhip-opt", "--allow-unregistered-dialect", "--hip-pool-allocs", src)
    assert result.returncode == 0, result.stderr[-2000:]
    assert "hip.get_pool" in result.stdout
    assert result.stdout.count("scf.if") == MAX_NESTING - 2


@pytest.mark.parametrize("command", READERS, ids=lambda c: " ".join(c[:2]))
def test_nesting_beyond_the_limit_is_one_located_line(
    command: tuple[str, ...], tmp_path: Path
) -> None:
    depth = MAX_NESTING - 1  # the use is one op too deep
    line = fails_on(tmp_path, nested_ifs(depth), command)
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
        line = fails_on(tmp_path, text, command)
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
    xhip = TOOLS["xhip"]
    assert xhip is not None
    python = Path(xhip).parent / "python"
    result = subprocess.run(
        [
            str(python if python.exists() else "python3"),
            "-m",
            "xhip.verify.fuzz",
            *argv,
        ],
        capture_output=True,
        text=True,
        check=False,
        env=tool_env(Path(xhip).parent),
    )
    assert result.returncode == 2, result.stderr
    assert "Traceback" not in result.stderr
    assert result.stdout == ""
    assert (
        result.stderr.splitlines()[-1]
        == f"python -m xhip.verify.fuzz: error: {message}"
    )


# --- 7. invalid IR xDSL accepts --------------------------------------------------

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
    """SPEC §8's placement error, in the reference's words, at the function."""
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


# --- 8. messages -----------------------------------------------------------------

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

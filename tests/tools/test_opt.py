"""`xhip-opt`: mlir-opt's command line, pipelines, --split-input-file and
--verify-diagnostics (the lit tests in tests/filecheck/xhip-opt drive the command;
these pin the pieces)."""

from __future__ import annotations

import shutil
import subprocess
import sys
from pathlib import Path

import pytest
from xdsl.dialects.builtin import ModuleOp
from xdsl.parser import Parser
from xdsl.transforms.canonicalize import CanonicalizePass
from xdsl.transforms.common_subexpression_elimination import (
    CommonSubexpressionElimination,
)

from xhip.analysis.candidates import MULTI_BLOCK_NOTE
from xhip.ir import make_context
from xhip.tools.opt.driver import UsageError, parse_args, run, split_input
from xhip.tools.opt.pipeline import PipelineError, parse_pipeline
from xhip.tools.opt.verify_diagnostics import (
    Diagnostic,
    match,
    parse_expected,
    unmatched,
)
from xhip.transforms.hip_pool_allocs import HipPoolAllocsPass

A64_GROUPED = HipPoolAllocsPass(alignment=64, lifetime_only=False)

# --- command line and pipelines ----------------------------------------------------


@pytest.mark.parametrize(
    "argv",
    [
        ["--hip-pool-allocs=alignment=64 lifetime-only=false"],
        ["-hip-pool-allocs=alignment=64 lifetime-only=false"],
        ["--hip-pool-allocs={alignment=64 lifetime-only=false}"],
        ["--hip-pool-allocs=lifetime-only=0 alignment=64"],
        [
            "--pass-pipeline=builtin.module(func.func(hip-pool-allocs{alignment=64 lifetime-only=false}))"
        ],
        [
            "--pass-pipeline",
            "builtin.module(func.func(hip-pool-allocs{alignment=64 lifetime-only=false}))",
        ],
        [
            "--pass-pipeline= builtin.module( hip-pool-allocs{ alignment=64  lifetime-only=false } )"
        ],
        ["-p", "hip-pool-allocs{alignment=64 lifetime-only=false}"],
        ["-p=any(hip-pool-allocs{alignment=64 lifetime-only=FALSE})"],
    ],
)
def test_every_spelling_builds_the_same_pass(argv: list[str]) -> None:
    assert parse_args(argv).passes == [A64_GROUPED]


def test_bool_options_and_quoted_strings() -> None:
    (p,) = parse_args(
        [
            "--hip-pool-allocs=emit-fragmentation-report lifetime-start='first-use' packer=\"best\""
        ]
    ).passes
    assert p == HipPoolAllocsPass(
        emit_fragmentation_report=True, lifetime_start="first-use", packer="best"
    )
    (q,) = parse_args(
        ["--hip-pool-allocs=emit-fragmentation-report=1 lifetime-only=off"]
    ).passes
    assert q == HipPoolAllocsPass(emit_fragmentation_report=True, lifetime_only=False)


def test_pass_flags_run_in_command_line_order() -> None:
    opts = parse_args(["--canonicalize", "in.mlir", "--hip-pool-allocs", "--cse"])
    assert [type(p) for p in opts.passes] == [
        CanonicalizePass,
        HipPoolAllocsPass,
        CommonSubexpressionElimination,
    ]
    assert opts.input == "in.mlir"


def test_nested_pipeline_is_flattened_in_order() -> None:
    passes = parse_pipeline(
        "builtin.module(cse, func.func(hip-pool-allocs{alignment=64}, canonicalize), any(cse))",
        {
            "cse": lambda: CommonSubexpressionElimination,
            "canonicalize": lambda: CanonicalizePass,
            "hip-pool-allocs": lambda: HipPoolAllocsPass,
        },
    )
    assert passes == [
        CommonSubexpressionElimination(),
        HipPoolAllocsPass(alignment=64),
        CanonicalizePass(),
        CommonSubexpressionElimination(),
    ]
    assert parse_pipeline("builtin.module()", {}) == []


def test_driver_flags() -> None:
    opts = parse_args(
        [
            "-",
            "-o",
            "out.mlir",
            "--split-input-file",
            "--verify-diagnostics=only-expected",
            "--allow-unregistered-dialect",
            "--mlir-print-op-generic",
            "--verify-each=false",
            "--mlir-disable-threading",
            "--mlir-print-local-scope",
            "--no-implicit-module",
            "--output-split-marker=// ====",
        ]
    )
    assert (opts.input, opts.output, opts.split_marker) == ("-", "out.mlir", "// -----")
    assert opts.verify_diagnostics == "only-expected"
    assert opts.allow_unregistered and opts.generic and not opts.verify_each
    assert not opts.implicit_module
    assert opts.output_split_marker == "// ===="
    assert parse_args(["--split-input-file=// ====", "-o=x"]).split_marker == "// ===="
    assert parse_args(["--verify-diagnostics"]).verify_diagnostics == "all"
    assert parse_args([]).input == "-"


@pytest.mark.parametrize(
    "argv, message",
    [
        (
            ["--bogus"],
            "Unknown command line argument '--bogus'.  Try: 'xhip-opt --help'",
        ),
        (["--cse=1"], "for the --cse option: invalid options for pass 'cse'"),
        (["--hip-pool-allocs=alignment"], "invalid options for pass 'hip-pool-allocs'"),
        (["--hip-pool-allocs={alignment=64"], "unbalanced quotes or braces"),
        (["--hip-pool-allocs=packer='best"], "unbalanced quotes or braces"),
        (
            ["--pass-pipeline=builtin.module(cse)", "--cse"],
            "can't be used with individual pass options",
        ),
        (["-p", "cse", "--pass-pipeline=cse"], "may only occur zero or one times"),
        (
            ["--pass-pipeline=builtin.module(cse))"],
            "column 20: unexpected text after the pipeline",
        ),
        (
            ["--pass-pipeline=builtin.module(,)"],
            "column 16: expected a pass or op name",
        ),
        (
            ["--pass-pipeline=hip-pool-allocs{alignment=64"],
            "missing '}' closing the options",
        ),
        (["-o"], "for the -o option: requires a value!"),
        (["--verify-each=maybe"], "'maybe' is invalid value for boolean argument"),
        (["--verify-diagnostics=some"], "Cannot find option named 'some'"),
        (["a.mlir", "b.mlir"], "Too many positional arguments"),
    ],
)
def test_bad_command_lines(argv: list[str], message: str) -> None:
    with pytest.raises(UsageError) as info:
        parse_args(argv)
    assert message in str(info.value)
    assert "\n" not in str(info.value)


def test_unregistered_pass_in_pipeline() -> None:
    with pytest.raises(
        PipelineError, match="'nope' does not refer to a registered pass"
    ):
        parse_pipeline("builtin.module(nope)", {})


# --- --split-input-file ------------------------------------------------------------


def test_split_input_keeps_file_line_numbers() -> None:
    text = "a\n// -----\nb\nc\n// -----   \n// ----- no\nd"
    chunks = split_input(text, "// -----")
    assert [(c.text, c.first_line) for c in chunks] == [
        ("a", 1),
        ("b\nc", 3),
        ("// ----- no\nd", 6),
    ]
    assert [c.first_line for c in split_input(text, None)] == [1]
    assert len(split_input(text, "// ----- no")) == 2


# --- --verify-diagnostics ------------------------------------------------------------

EXPECTATIONS = """\
op at line 1  // expected-error {{same line}}
// expected-remark@+2 {{two down}}
// expected-note@-2 {{two up}}
op at line 4
// expected-warning@above {{above skips comments: line 4}}
// expected-error@below {{below skips comments: line 8}}
// expected-error-re@below {{{{[0-9]+}} regex}}
op at line 8
// expected-error@unknown {{nowhere}}
"""


def test_designators_name_the_lines_mlir_does() -> None:
    expected, errors = parse_expected(EXPECTATIONS, "f.mlir", first_line=11)
    assert errors == []
    got = [(e.kind, e.text, e.line, e.comment_line, e.comment_col) for e in expected]
    assert got == [
        ("error", "same line", 11, 11, 18),
        ("remark", "two down", 14, 12, 4),
        ("note", "two up", 11, 13, 4),
        ("warning", "above skips comments: line 4", 14, 15, 4),
        ("error", "below skips comments: line 8", 18, 16, 4),
        ("error", "{{[0-9]+}} regex", 18, 17, 4),
        ("error", "nowhere", None, 19, 4),
    ]


def test_bad_expectations_are_errors() -> None:
    text = "// expected-error@-1 {{x}}\n// expected-error-re {{a {{[}}}}\n// expected-error@below {{y}}"
    expected, errors = parse_expected(text, "f.mlir")
    assert expected == []
    assert [(d.line, d.message.split(":")[0]) for d in errors] == [
        (1, "expected diagnostic offset -1 is out of range"),
        (2, "invalid regex"),
        (3, "expected-@below has no line below it"),
    ]


def test_matching_rules() -> None:
    text = "\n".join(
        [
            "x // expected-error {{single-block}}",
            "x // expected-error {{single-block}}",
            "x // expected-error {{has {{[0-9]}} blocks}}",
            "x // expected-error-re {{has {{[0-9]}} blocks}}",
            "x // expected-error-re {{(literal parens) {{[a-z]+}}}}",
            "x // expected-remark {{kind matters}}",
        ]
    )
    expected, _ = parse_expected(text, "f.mlir")
    produced = [
        # one diagnostic meets one expectation: the second line's stays unmatched
        Diagnostic("error", "requires single-block functions", "f.mlir", 1, 1),
        Diagnostic("error", "x", "f.mlir", 2, 1),
        # no -re: literal first, then the {{...}} parts as regexes
        Diagnostic("error", "@f has 2 blocks", "f.mlir", 3, 1),
        Diagnostic("error", "@f has 7 blocks", "f.mlir", 4, 1),
        Diagnostic("error", "(literal parens) ok", "f.mlir", 5, 1),
        # right line and text, wrong kind; and a diagnostic of another file
        Diagnostic("error", "kind matters", "f.mlir", 6, 1),
        Diagnostic("remark", "kind matters", "other.mlir", 6, 1),
    ]
    unexpected = match(expected, produced)
    assert [str(d) for d in unexpected] == [
        "f.mlir:2:1: error: unexpected error: x",
        "f.mlir:6:1: error: unexpected error: kind matters",
        "other.mlir:6:1: error: unexpected remark: kind matters",
    ]
    assert [str(d) for d in unmatched(expected)] == [
        'f.mlir:2:6: error: expected error "single-block" was not produced',
        'f.mlir:6:6: error: expected remark "kind matters" was not produced',
    ]
    assert match([], produced, only_expected=True) == []


def test_unknown_location_matches_only_unknown() -> None:
    expected, _ = parse_expected("// expected-error@unknown {{oops}}", "f.mlir")
    assert match(expected, [Diagnostic("error", "oops", "f.mlir", 1, 1)]) != []
    assert match(expected, [Diagnostic("error", "oops")]) == []
    assert str(Diagnostic("error", "oops")) == "<unknown>:0: error: oops"


# --- the driver, in process ------------------------------------------------------------

SPLIT = """\
func.func @a(%ctx: !hip.context) {
  %x = memref.alloc() : memref<16xf32>
  hip.silu(%ctx) ins(%x : memref<16xf32>) outs(%x : memref<16xf32>)
  func.return
}
// -----
// expected-error@+1 {{requires single-block functions; liveness analysis uses sequential op indices}}
func.func @b(%ctx: !hip.context, %n: index) {
  %x = memref.alloc(%n) : memref<?xf32>
  cf.br ^bb1
^bb1:
  func.return
}
// -----
// expected-remark@+1 {{fragmentation: domain 0: static 256/256 B (0 frag)}}
func.func @c(%ctx: !hip.context) {
  %x = memref.alloc() : memref<16xf32>
  hip.silu(%ctx) ins(%x : memref<16xf32>) outs(%x : memref<16xf32>)
  func.return
}
"""


def run_opt(
    tmp_path: Path, text: str, *args: str, capsys: pytest.CaptureFixture[str]
) -> tuple[int, str, list[str]]:
    source = tmp_path / "in.mlir"
    source.write_text(text)
    errors: list[str] = []
    code = run([str(source), *args], errors.append)
    return code, capsys.readouterr().out, errors


def test_split_run_reports_at_file_lines(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    code, out, errors = run_opt(
        tmp_path,
        SPLIT,
        "--split-input-file",
        "--hip-pool-allocs=emit-fragmentation-report",
        capsys=capsys,
    )
    name = str(tmp_path / "in.mlir")
    assert code == 1
    assert errors == [
        f"{name}:1:1: remark: hip-pool-allocs fragmentation: domain 0: static 256/256 B (0 frag); "
        "dyn-pool 0/0 units (0 frag); small-buckets 0/0 bins (0 excess)",
        f"{name}:8:1: error: hip-pool-allocs requires single-block functions; "
        "liveness analysis uses sequential op indices that do not generalize to "
        "control flow",
        # Under the report option, the note naming the option that pools it.
        f"{name}:8:1: note: {MULTI_BLOCK_NOTE}",
        f"{name}:16:1: remark: hip-pool-allocs fragmentation: domain 0: static 256/256 B (0 frag); "
        "dyn-pool 0/0 units (0 frag); small-buckets 0/0 bins (0 excess)",
    ]
    chunks = out.split("// -----\n")
    assert len(chunks) == 3 and chunks[1] == ""
    assert "func.func @a" in chunks[0] and "func.func @c" in chunks[2]


def test_verify_diagnostics_run(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    code, _, errors = run_opt(
        tmp_path,
        SPLIT,
        "--split-input-file",
        "--verify-diagnostics",
        "--hip-pool-allocs=emit-fragmentation-report",
        capsys=capsys,
    )
    name = str(tmp_path / "in.mlir")
    # chunk 1's remark is not expected, nor chunk 2's note (as in MLIR, a note
    # is a diagnostic to expect); the others are met
    assert (code, errors) == (
        1,
        [
            f"{name}:1:1: error: unexpected remark: hip-pool-allocs fragmentation: domain 0: "
            "static 256/256 B (0 frag); dyn-pool 0/0 units (0 frag); small-buckets 0/0 bins (0 excess)",
            f"{name}:8:1: error: unexpected note: {MULTI_BLOCK_NOTE}",
        ],
    )
    code, _, errors = run_opt(
        tmp_path,
        SPLIT,
        "--split-input-file",
        "--verify-diagnostics",
        "--hip-pool-allocs",
        capsys=capsys,
    )
    # without the report, chunk 3's remark is missing: reported after the run
    assert (code, errors) == (
        1,
        [
            f'{name}:15:4: error: expected remark "fragmentation: domain 0: static 256/256 B (0 frag)" '
            "was not produced"
        ],
    )
    code, _, errors = run_opt(
        tmp_path,
        SPLIT,
        "--split-input-file",
        "--verify-diagnostics=only-expected",
        "--hip-pool-allocs=emit-fragmentation-report",
        capsys=capsys,
    )
    assert (code, errors) == (0, [])


def test_unexpected_before_not_produced(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    text = """\
// expected-error@+1 {{never}}
func.func @a(%x: index) {
  func.return
}
// -----
func.func @b(%x: index) {
  %0 = "arith.addi"(%x) : (index) -> index
  func.return
}
"""
    code, _, errors = run_opt(
        tmp_path, text, "--split-input-file", "--verify-diagnostics", capsys=capsys
    )
    name = str(tmp_path / "in.mlir")
    assert code == 1
    assert errors == [
        f"{name}:7:3: error: unexpected error: 'arith.addi' op Expected 2 operands, but got 1",
        f'{name}:1:4: error: expected error "never" was not produced',
    ]


def test_blank_chunks_are_empty_modules(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """mlir-opt reads an empty input (or the chunk after a final `// -----`) as
    an empty module; xDSL's parser alone would reject it."""
    text = "func.func @f() {\n  func.return\n}\n// -----\n// only a comment\n"
    code, out, errors = run_opt(tmp_path, text, "--split-input-file", capsys=capsys)
    assert (code, errors) == (0, [])
    assert out.endswith("// -----\nmodule {\n}\n")


def test_output_file_and_generic_form(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    target = tmp_path / "out.mlir"
    code, out, errors = run_opt(
        tmp_path,
        SPLIT.split("// -----")[0],
        "--hip-pool-allocs",
        "--mlir-print-op-generic",
        "-o",
        str(target),
        capsys=capsys,
    )
    assert (code, out, errors) == (0, "", [])
    printed = target.read_text()
    assert printed.startswith('"builtin.module"() ({')
    assert '"hip.get_pool"' in printed
    assert "hipdnn.buffer_offsets = [0]" in printed


def test_mlir_style_output_reads_back_the_same(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """xhip-opt prints `module`, sorted attributes and untyped i64 array elements
    like MLIR; xDSL reads that back to the same IR as xdsl-opt's own output."""
    source = SPLIT.split("// -----")[0]
    code, out, _ = run_opt(tmp_path, source, "--hip-pool-allocs", capsys=capsys)
    assert code == 0
    assert out.startswith(
        "module attributes {hipdnn.buffer_count = 1 : i64, hipdnn.buffer_offsets = [0], "
        "hipdnn.pool_size = 256 : i64} {"
    )
    ctx = make_context()
    expected = Parser(ctx, source).parse_module()
    HipPoolAllocsPass().apply(ctx, expected)
    back = Parser(ctx, out).parse_module()
    assert isinstance(back, ModuleOp)
    assert back.is_structurally_equivalent(expected)
    assert back.attributes == expected.attributes


def test_parse_and_verify_errors_are_located(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    text = """\
func.func @f(%p: memref<?xi8>) {
  %c0 = arith.constant 0 : index
  %v = memref.view %p[%c0][] : memref<?xi8> to memref<4xi16>
  %w = memref.view %p[%c0][] : memref<?xf32> to memref<4xi16>
  func.return
}
"""
    code, out, errors = run_opt(tmp_path, text, capsys=capsys)
    assert (code, out) == (1, "")
    assert len(errors) == 1
    assert errors[0].startswith(f"{tmp_path / 'in.mlir'}:4:3: error: ")
    code, _, errors = run_opt(tmp_path, "func.func @f(", capsys=capsys)
    assert code == 1 and errors[0].startswith(f"{tmp_path / 'in.mlir'}:1:")


def test_unregistered_ops_need_the_flag(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    text = '"foo.op"() : () -> ()\n'
    code, _, errors = run_opt(tmp_path, text, capsys=capsys)
    assert code == 1 and errors[0] == (
        f"{tmp_path / 'in.mlir'}:1:1: error: operation being parsed with an "
        "unregistered dialect. If this is intended, please use "
        "-allow-unregistered-dialect with the MLIR tool used (op 'foo.op', "
        "dialect 'foo')"
    )
    code, out, errors = run_opt(
        tmp_path, text, "--allow-unregistered-dialect", capsys=capsys
    )
    assert (code, errors) == (0, []) and '"foo.op"() : () -> ()' in out


def test_usage_error_is_one_line(capsys: pytest.CaptureFixture[str]) -> None:
    errors: list[str] = []
    assert run(["--nope"], errors.append) == 1
    assert errors == [
        "xhip-opt: Unknown command line argument '--nope'.  Try: 'xhip-opt --help'"
    ]


def test_console_script() -> None:
    exe = shutil.which("xhip-opt")
    assert exe is not None, "xhip-opt is not installed (pip install -e .)"
    proc = subprocess.run(
        [exe, "--hip-pool-allocs", "-"],
        input=SPLIT.split("// -----")[0],
        capture_output=True,
        text=True,
    )
    assert (proc.returncode, proc.stderr) == (0, "")
    assert "hip.get_pool(%ctx, %c256) : memref<?xi8>" in proc.stdout


@pytest.mark.parametrize("flag", [(), ("--allow-unregistered-dialect",)])
def test_unknown_custom_ops_name_the_op_and_the_dialect(
    flag: tuple[str, ...], tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """As mlir-opt: an op in custom syntax that no dialect defines is named, with
    its dialect, at the op's name (xDSL: `Operation builtin.unregistered does not
    have a custom format.`, with the flag)."""
    text = "func.func @f(%n: index) {\n  %y = foo.bar %n : index\n  func.return\n}\n"
    code, out, errors = run_opt(tmp_path, text, *flag, capsys=capsys)
    assert (code, out) == (1, "")
    assert errors == [
        f"{tmp_path / 'in.mlir'}:2:8: error: Dialect `foo' not found for custom op "
        "'foo.bar' (an op of an unknown dialect can only be read in the generic "
        'form, "foo.bar"(...))'
    ]
    text = text.replace("foo.bar", "arith.bogus")
    code, out, errors = run_opt(tmp_path, text, *flag, capsys=capsys)
    assert (code, out) == (1, "")
    assert errors == [
        f"{tmp_path / 'in.mlir'}:2:8: error: custom op 'arith.bogus' is unknown "
        "(xhip does not know this op: write it in the generic form, "
        '"arith.bogus"(...), and pass --allow-unregistered-dialect, which takes '
        "its buffers to escape)"
    ]


STARTUP_HEAVY = (
    "xhip.plan",
    "xhip.planning",
    "xhip.transforms.pool_module",
    "xhip.dialects.hip",
    "xhip.dialects.hip_ops",
    "xhip.dialects.hip_base",
)
"""Modules `xhip-opt` imports only when a pass or the input needs them."""


def _modules_after_run(src: Path) -> str:
    """`EXIT_CODE [modules of STARTUP_HEAVY imported]` of `xhip-opt SRC`, run
    in a fresh interpreter."""
    code = (
        "import sys, io, contextlib\n"
        "from xhip.tools.opt.driver import run\n"
        "with contextlib.redirect_stdout(io.StringIO()):\n"
        f"    code = run([{str(src)!r}])\n"
        f"print(code, sorted(m for m in sys.modules if m in {STARTUP_HEAVY!r}))\n"
    )
    proc = subprocess.run(
        [sys.executable, "-c", code], capture_output=True, text=True, check=True
    )
    return proc.stdout.strip()


def test_startup_imports_neither_the_pass_nor_the_hip_dialect(tmp_path: Path) -> None:
    """`xhip-opt` without passes on a function without hip types imports no
    pool pass, planner or hip dialect (they were a third of its startup;
    docs/speed-vs-cpp.md); a hip type in the input loads the dialect."""
    src = tmp_path / "in.mlir"
    src.write_text("func.func @f() {\n  return\n}\n")
    assert _modules_after_run(src) == "0 []"
    src.write_text("func.func @f(%ctx: !hip.context) {\n  return\n}\n")
    assert (
        _modules_after_run(src)
        == "0 ['xhip.dialects.hip', 'xhip.dialects.hip_base', 'xhip.dialects.hip_ops']"
    )

"""The differential harness against hip-ep's reference binary
(`python -m xhip_harness.reference`).

The normalisation, the classification and the input translation run always;
the tests that run the reference are skipped unless `HIP_REF_OPT` names an
executable `hip-ref-opt` (../shared/hip-ep-oracle/build.sh builds it).
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from xhip_harness.reference.__main__ import batches, main, programs, summary
from xhip_harness.reference.compare import (
    Case,
    Diagnostic,
    Outputs,
    Result,
    Verdict,
    classify,
    has_odd_storage,
    module_attributes,
    parse_diagnostics,
    strip_module_attributes,
)
from xhip_harness.reference.inputs import (
    Invocation,
    Skipped,
    fuzz_cases,
    invocation,
    pool_suite,
    run_lines,
    suite_named,
    unknown_options,
    xdsl_pipeline_flags,
)
from xhip_harness.reference.tools import (
    judge,
    judge_batch,
    reference_binary,
    reference_options,
    run_reference,
    run_reference_batch,
    with_cse,
)

BINARY = reference_binary()
needs_reference = pytest.mark.skipif(
    BINARY is None,
    reason="HIP_REF_OPT does not name an executable hip-ref-opt "
    "(../shared/hip-ep-oracle/build.sh builds it)",
)
POOL = ("--allow-unregistered-dialect", "--hip-pool-allocs")

# --------------------------------------------------------------------------
# Diagnostics

MLIR_STDERR = """\
<stdin>:8:1: error: hip-pool-allocs requires single-block functions
func.func @two_blocks(%ctx: !hip.context, %n: index) {
^
<stdin>:8:1: note: see current operation:
"func.func"() <{function_type = (!hip.context, index) -> ()}> ({
<stdin>:7:4: error: expected error "hip-pool-allocs requires single-block functions" was not produced
// expected-error@+1 {{hip-pool-allocs requires single-block functions}}
   ^~~~~~~~~
<stdin>:3:5: remark: hip-pool-allocs: %a is not pooled
"""


def test_diagnostics_without_locations_excerpts_notes_or_expectation_reports() -> None:
    assert parse_diagnostics(MLIR_STDERR) == [
        Diagnostic("error", "hip-pool-allocs requires single-block functions"),
        Diagnostic("remark", "hip-pool-allocs: %a is not pooled"),
    ]


def test_diagnostics_compare_equal_across_tools() -> None:
    xhip = (
        "<stdin>:3:5: remark: hip-pool-allocs: %a is not pooled\n"
        "<stdin>:9:1: error: hip-pool-allocs requires single-block functions"
    )
    assert parse_diagnostics(xhip) == parse_diagnostics(MLIR_STDERR)


def test_diagnostics_of_the_command_line_and_unknown_locations() -> None:
    assert parse_diagnostics(
        'xhip-opt: error: bad flag\n<unknown>:0: error: \nloc("x"): warning: w'
    ) == [
        Diagnostic("error", ""),
        Diagnostic("error", "bad flag"),
        Diagnostic("warning", "w"),
    ]


# --------------------------------------------------------------------------
# Text

TWO_FUNCTIONS = """\
module attributes {hipdnn.buffer_count = 3 : i64, hipdnn.buffer_offsets = [256, 0, 512], hipdnn.pool_size = 768 : i64} {
  func.func @a(%arg0: !hip.context) {
    return
  }
  func.func @b(%arg0: !hip.context) {
    return
  }
}"""
STALE = TWO_FUNCTIONS.replace(
    "hipdnn.buffer_count = 3 : i64,",
    "hipdnn.buffer_count = 3 : i64, hipdnn.buffer_domains = [0, 1],",
)


def test_module_attributes_stripped_with_nested_brackets_and_strings() -> None:
    text = 'module attributes {a = "}{", b = [1, {c = 2}]} {\n  module attributes {d} {\n  }\n}'
    assert strip_module_attributes(text) == "module {\n  module {\n  }\n}"
    assert module_attributes(text) == '{a = "}{", b = [1, {c = 2}]}'
    assert module_attributes("module {\n}") == ""


def test_odd_storage_types() -> None:
    assert has_odd_storage("memref<4xi1>")
    assert has_odd_storage("memref<?x3xi7, strided<[3, 1]>>")
    assert has_odd_storage("memref<8xvector<3xf32>>")  # 12 bytes
    assert not has_odd_storage("memref<8xvector<4xf32>>")  # 16 bytes
    assert not has_odd_storage("memref<4xi16>")
    # scalars and names are not storage: cmpi's i1, an SSA value %i1
    assert not has_odd_storage("%c = arith.cmpi ult, %i1, %x : index\n: i1")


# --------------------------------------------------------------------------
# Classes


def test_equal_text_and_diagnostics_agree() -> None:
    case = Case("c", "func.func @f() {\n}", POOL)
    assert classify(case, Outputs("module {}", "module {}")).verdict is Verdict.AGREE


def test_different_text_differs_with_the_first_different_line() -> None:
    case = Case("c", "func.func @f() {\n}", POOL)
    result = classify(case, Outputs("a\nb\nc", "a\nx\nc"))
    assert result.verdict is Verdict.DIFFER
    assert result.detail.splitlines()[0] == "line 2:"
    assert "  ref : b" in result.detail and "  xhip: x" in result.detail


def test_different_diagnostics_differ() -> None:
    case = Case("c", "func.func @f() {\n}", POOL)
    out = Outputs("", "", (Diagnostic("error", "a"),), (Diagnostic("error", "b"),))
    result = classify(case, out)
    assert result.verdict is Verdict.DIFFER
    assert result.detail == "diagnostics: ref: error: a | xhip: error: b"


def test_stale_module_attributes_of_two_functions_are_the_documented_divergence() -> (
    None
):
    text = "func.func @a() {\n}\nfunc.func @b() {\n}\n"
    result = classify(Case("c", text, POOL), Outputs(STALE, TWO_FUNCTIONS))
    assert (result.verdict, result.divergence) == (
        Verdict.DOCUMENTED,
        "module-attributes",
    )
    assert result.label == "documented-divergence:module-attributes"


def test_module_attributes_of_one_function_are_no_divergence() -> None:
    text = "func.func @a() {\n}\n"
    result = classify(Case("c", text, POOL), Outputs(STALE, TWO_FUNCTIONS))
    assert result.verdict is Verdict.DIFFER


def test_module_attributes_divergence_needs_the_functions_equal() -> None:
    text = "func.func @a() {\n}\nfunc.func @b() {\n}\n"
    other = TWO_FUNCTIONS.replace("@b", "@c")
    result = classify(Case("c", text, POOL), Outputs(STALE, other))
    assert result.verdict is Verdict.DIFFER


def test_deallocs_divergence_is_exact() -> None:
    text = "func.func @a() {\n  memref.dealloc %x : memref<4xf32>\n}\n"
    ref = "a\n    memref.dealloc %cast : memref<?xf32>\nb"
    result = classify(Case("c", text, POOL), Outputs(ref, "a\nb"))
    assert result.divergence == "deallocs"
    result = classify(Case("c", text, POOL), Outputs(ref, "a\nc"))
    assert result.verdict is Verdict.DIFFER


def test_deallocs_divergence_takes_the_views_only_deallocs_used() -> None:
    text = "func.func @a() {\n  memref.dealloc %v : memref<2x2xf32>\n}\n"
    ref = (
        "    %view = memref.view %0[%c0][] : memref<?xi8> to memref<4xf32>\n"
        "    %expand_shape = memref.expand_shape %view [[0, 1]] output_shape [2, 2] "
        ": memref<4xf32> into memref<2x2xf32>\n"
        "    memref.copy %arg6, %view : memref<4xf32> to memref<4xf32>\n"
        "    memref.dealloc %expand_shape : memref<2x2xf32>"
    )
    xhip = (
        "    %view = memref.view %0[%c0][] : memref<?xi8> to memref<4xf32>\n"
        "    memref.copy %arg6, %view : memref<4xf32> to memref<4xf32>"
    )
    assert classify(Case("c", text, POOL), Outputs(ref, xhip)).divergence == "deallocs"
    # a view used elsewhere stays: the outputs differ in it
    used = ref + "\n    hip.neg(%ctx) ins(%expand_shape : memref<2x2xf32>)"
    other = xhip + "\n    hip.neg(%ctx) ins(%expand_shape : memref<2x2xf32>)"
    assert classify(Case("c", text, POOL), Outputs(used, other)).verdict is (
        Verdict.DIFFER
    )


def test_deallocs_divergence_renumbers_the_names_that_shift() -> None:
    text = "func.func @a() {\n  memref.dealloc %v : memref<2xf32>\n}\n"
    ref = (
        "    %subview = memref.subview %view[0] [2] [1] : memref<4xf32> to memref<2xf32>\n"
        "    memref.dealloc %subview : memref<2xf32>\n"
        "    %subview_3 = memref.subview %view[2] [1] [1] : memref<4xf32> to memref<1xf32>\n"
        "    hip.neg(%ctx) ins(%subview_3 : memref<1xf32>)"
    )
    xhip = (
        "    %subview = memref.subview %view[2] [1] [1] : memref<4xf32> to memref<1xf32>\n"
        "    hip.neg(%ctx) ins(%subview : memref<1xf32>)"
    )
    assert classify(Case("c", text, POOL), Outputs(ref, xhip)).divergence == "deallocs"


def test_input_divergences_do_not_explain_an_error_of_one_tool() -> None:
    text = "func.func @a() {\n  %a = memref.alloc() : memref<8xi1>\n}\n"
    plain = classify(Case("c", text, POOL), Outputs("x", "y"))
    assert plain.divergence == "storage-sizes"
    failing = classify(
        Case("c", text, POOL), Outputs("x", "", (), (Diagnostic("error", "e"),))
    )
    assert failing.verdict is Verdict.DIFFER


def test_alignment_attribute_only_above_the_pass_alignment() -> None:
    """bufferization's `alignment = 64` changes nothing at the pass's 256: a
    difference there is not this divergence (the corpus's vit and t5_encoder
    differ by their i1 masks' storage sizes, and were named after it)."""
    mask = "  %m = memref.alloc() {alignment = 64 : i64} : memref<1x17x17xi1>\n"
    small = "func.func @a() {\n  %a = memref.alloc() {alignment = 64 : i64} : memref<8xf32>\n"
    big = "func.func @a() {\n  %a = memref.alloc() {alignment = 1024 : i64} : memref<8xf32>\n"
    assert classify(Case("c", small + "}\n", POOL), Outputs("x", "y")).verdict is (
        Verdict.DIFFER
    )
    assert classify(
        Case("c", small + mask + "}\n", POOL), Outputs("x", "y")
    ).divergence == ("storage-sizes")
    assert classify(Case("c", big + "}\n", POOL), Outputs("x", "y")).divergence == (
        "alignment-attribute"
    )
    at_32 = (*POOL[:1], "--hip-pool-allocs=alignment=32 lifetime-only=false")
    assert classify(Case("c", small + "}\n", at_32), Outputs("x", "y")).divergence == (
        "alignment-attribute"
    )
    at_1024 = ("--pass-pipeline=builtin.module(hip-pool-allocs{alignment=2048},cse)",)
    assert classify(Case("c", big + "}\n", at_1024), Outputs("x", "y")).verdict is (
        Verdict.DIFFER
    )


def test_storage_sizes_only_for_the_pool_pass() -> None:
    text = "func.func @a() {\n  %a = memref.alloc() : memref<8xi1>\n}\n"
    flags = ("--hip-resolve-memref-dims",)
    assert classify(Case("c", text, flags), Outputs("x", "y")).verdict is Verdict.DIFFER


def test_escaping_addresses_and_unknown_callees() -> None:
    declared = (
        "func.func private @sink(memref<4xf32>)\nfunc.func @f() {\n"
        "  func.call @sink(%a) : (memref<4xf32>) -> ()\n}\n"
    )
    assert classify(Case("c", declared, POOL), Outputs("x", "y")).divergence == (
        "escaping-addresses"
    )
    defined = declared.replace(
        "func.func private @sink(memref<4xf32>)",
        "func.func private @sink(%x: memref<4xf32>) {\n  return\n}",
    )
    assert classify(Case("c", defined, POOL), Outputs("x", "y")).verdict is (
        Verdict.DIFFER
    )


def test_a_buffer_stored_to_memory_escapes() -> None:
    text = (
        "func.func @f() {\n  memref.store %a, %slot[%c0] : memref<1xmemref<?xi8>>\n}\n"
    )
    assert classify(Case("c", text, POOL), Outputs("x", "y")).divergence == (
        "escaping-addresses"
    )
    plain = text.replace("memref<1xmemref<?xi8>>", "memref<4xindex>")
    assert classify(Case("c", plain, POOL), Outputs("x", "y")).verdict is (
        Verdict.DIFFER
    )


def test_may_alias_deallocs_recognised_by_xhips_remark() -> None:
    remark = Diagnostic(
        "remark",
        "hip-pool-allocs: %a is not pooled: memref.dealloc %r at f.mlir:3:3 frees "
        "either it or another buffer",
    )
    out = Outputs("x", "y", (), (remark,))
    result = classify(Case("c", "func.func @f() {\n}", POOL), out)
    assert result.divergence == "may-alias-deallocs"


def test_skipped_allocs_recognised_by_xhips_remark_alone() -> None:
    """The remark at an alloc inside a loop (emit-fragmentation-report): the
    same IR and the reference's diagnostics once it is taken out; any other
    difference is still one."""
    skipped = Diagnostic(
        "remark",
        "hip-pool-allocs: %t is not pooled: it is inside scf.for at f.mlir:7:3, "
        "and scope=entry-block (the default) pools the allocs of the entry block "
        "only; --hip-pool-allocs='scope=function' pools it",
    )
    report = Diagnostic("remark", "hip-pool-allocs fragmentation: domain 0: ...")
    case = Case("c", "func.func @f() {\n}", POOL)
    out = Outputs("x", "x", (report,), (report, skipped))
    assert classify(case, out).divergence == "skipped-allocs"
    assert classify(case, Outputs("x", "y", (report,), (report, skipped))).verdict is (
        Verdict.DIFFER
    )
    other = Diagnostic("remark", "something else")
    assert classify(case, Outputs("x", "x", (report,), (other, skipped))).verdict is (
        Verdict.DIFFER
    )


def test_results_round_trip_through_json_and_are_classified_again() -> None:
    text = "func.func @a() {\n}\nfunc.func @b() {\n}\n"
    result = classify(Case("c", text, POOL), Outputs(STALE, TWO_FUNCTIONS))
    data = json.loads(json.dumps(result.to_json()))
    again = Result.from_json(data)
    assert (again.verdict, again.divergence, again.case) == (
        Verdict.DOCUMENTED,
        "module-attributes",
        "c",
    )
    agree = Result("d", POOL, Verdict.AGREE)
    assert "reference" not in agree.to_json()
    assert Result.from_json(agree.to_json()).verdict is Verdict.AGREE


# --------------------------------------------------------------------------
# Inputs


def test_run_lines_join_continuations() -> None:
    text = "// RUN: xhip-opt %s \\\n// RUN:   --hip-pool-allocs | filecheck %s\nx\n"
    assert run_lines(text) == ["xhip-opt %s    --hip-pool-allocs | filecheck %s"]


def test_xdsl_pipelines_become_mlir_flags() -> None:
    assert xdsl_pipeline_flags(
        "hip-pool-allocs{alignment=64 lifetime-only=false},cse"
    ) == [
        "--hip-pool-allocs=alignment=64 lifetime-only=false",
        "--cse",
    ]


def test_invocations_of_run_lines() -> None:
    assert invocation(
        "not xhip-opt %s --split-input-file -verify-diagnostics "
        "-allow-unregistered-dialect --hip-pool-allocs='alignment=64' | filecheck %s"
    ) == Invocation(
        ("--allow-unregistered-dialect", "--hip-pool-allocs=alignment=64"), True
    )
    assert invocation(
        "xdsl-opt %s -p 'hip-pool-allocs{alignment=1},cse' --allow-unregistered-dialect"
    ) == Invocation(
        ("--hip-pool-allocs=alignment=1", "--cse", "--allow-unregistered-dialect"),
        False,
    )
    assert invocation("xhip-opt %s '--hip-pool-allocs={alignment=8}'") == Invocation(
        ("--hip-pool-allocs=alignment=8",), False
    )
    assert invocation(
        'hip-mlir-opt %s --hip-pool-allocs="alignment=64" | FileCheck %s'
    ) == Invocation(("--hip-pool-allocs=alignment=64",), False)
    assert invocation(
        "not xhip-opt %s --hip-pool-allocs 2>&1 > %t && cat %t | filecheck %s"
    ) == Invocation(("--hip-pool-allocs",), False)
    assert invocation("xhip-opt %s --mlir-print-debuginfo -o %t --cse") is None
    assert invocation("xhip check %s") is None
    assert invocation("sed -e s/a/b/ %s > %t") is None


def test_options_the_reference_lacks() -> None:
    known: dict[str, frozenset[str]] = {
        "hip-pool-allocs": frozenset({"alignment", "lifetime-only"}),
        "cse": frozenset[str](),
    }
    assert unknown_options(
        ["--hip-pool-allocs=alignment=8 packer=best", "--cse"], known
    ) == ["hip-pool-allocs{packer}"]
    assert unknown_options(
        [
            "--pass-pipeline=builtin.module(func.func(hip-pool-allocs{lifetime-start=first-use}))"
        ],
        known,
    ) == ["hip-pool-allocs{lifetime-start}"]
    assert unknown_options(["--xhip-only-pass"], known) == ["xhip-only-pass"]


def test_cse_goes_inside_a_pass_pipeline() -> None:
    assert with_cse(("--hip-pool-allocs",)) == ["--hip-pool-allocs", "--cse"]
    assert with_cse(
        ("--pass-pipeline=builtin.module(func.func(hip-pool-allocs))",)
    ) == ["--pass-pipeline=builtin.module(func.func(hip-pool-allocs),cse)"]


def test_generated_cases_suite_by_suite_in_blocks() -> None:
    suites = [pool_suite(True, 16), *suite_named("companions")[:1]]
    cases = list(fuzz_cases(suites, examples=3, seed=2, max_steps=6, block=2))
    names = [c.name for c in cases]
    assert names == [
        "fuzz:pool:lo=true:a=16:seed=2:0",
        "fuzz:pool:lo=true:a=16:seed=2:1",
        "fuzz:use-output-allocator:seed=2:0",
        "fuzz:use-output-allocator:seed=2:1",
        "fuzz:pool:lo=true:a=16:seed=2:2",
        "fuzz:use-output-allocator:seed=2:2",
    ]
    assert cases[0].flags == (
        "--allow-unregistered-dialect",
        "--hip-pool-allocs=alignment=16 lifetime-only=true",
    )
    # the same program as the fuzz campaign's random engine draws, every time
    again = list(fuzz_cases(suites, examples=3, seed=2, max_steps=6, block=2))
    assert [c.text for c in again] == [c.text for c in cases]
    assert len(suite_named("pool")) == 6 and len(suite_named("all")) == 10
    with pytest.raises(ValueError, match="unknown suite"):
        suite_named("nope")


def test_programs_counted_once_whatever_their_suites() -> None:
    results = [
        Result("fuzz:pool:lo=true:a=16:seed=1:0", (), Verdict.AGREE),
        Result("fuzz:pool:lo=false:a=64:seed=1:0", (), Verdict.AGREE),
        Result("fuzz:tail:seed=1:0", (), Verdict.AGREE),
        Result("fuzz:use-output-allocator:seed=1:0", (), Verdict.AGREE),
        Result("fuzz:pool:lo=true:a=16:seed=2:0", (), Verdict.AGREE),
        Result("a.mlir:3", (), Verdict.AGREE),
    ]
    assert programs(results) == 4
    assert "4 programs, 6 cases" in summary(results, [])


def test_batches_are_runs_of_equal_flags() -> None:
    a = [Case(str(i), "", ("--a",)) for i in range(3)]
    b = [Case("b", "", ("--b",))]
    assert [[c.name for c in g] for g in batches([*a, *b], 2)] == [
        ["0", "1"],
        ["2"],
        ["b"],
    ]


def test_without_the_binary_the_command_says_how_to_get_it(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    monkeypatch.delenv("HIP_REF_OPT", raising=False)
    assert reference_binary() is None
    assert main(["--fuzz", "1"]) == 2
    assert "set HIP_REF_OPT or --ref" in capsys.readouterr().err


# --------------------------------------------------------------------------
# With the reference

SIMPLE = """\
func.func @f(%ctx: !hip.context, %x: memref<16xf32>) {
  %a = memref.alloc() : memref<16xf32>
  %b = memref.alloc() : memref<32xf32>
  hip.neg(%ctx) ins(%x : memref<16xf32>) outs(%a : memref<16xf32>)
  hip.neg(%ctx) ins(%a : memref<16xf32>) outs(%a : memref<16xf32>)
  memref.copy %b, %b : memref<32xf32> to memref<32xf32>
  func.return
}
"""


@needs_reference
def test_a_pooled_function_agrees() -> None:
    assert BINARY is not None
    result = judge(BINARY, Case("simple", SIMPLE, POOL))
    assert result.verdict is Verdict.AGREE, result.detail


@needs_reference
def test_index_elements_crash_the_reference() -> None:
    assert BINARY is not None
    text = SIMPLE.replace("32xf32", "32xindex")
    result = judge(BINARY, Case("index", text, POOL))
    assert result.verdict is Verdict.REFERENCE_CRASH
    assert "getIntOrFloatBitWidth" in result.detail


@needs_reference
def test_the_two_function_module_is_the_module_attribute_divergence() -> None:
    assert BINARY is not None
    path = (
        Path(__file__).parents[1] / "filecheck/hip-pool-allocs/module-attributes.mlir"
    )
    result = judge(BINARY, Case("two", path.read_text(), ("--hip-pool-allocs",)))
    assert (result.verdict, result.divergence) == (
        Verdict.DOCUMENTED,
        "module-attributes",
    )
    assert result.outputs is not None
    assert "hipdnn.buffer_domains = [0, 1]" in result.outputs.reference
    assert "buffer_domains" not in result.outputs.xhip


@needs_reference
def test_errors_compared_by_text() -> None:
    assert BINARY is not None
    text = SIMPLE.replace("%ctx: !hip.context, ", "%n: index, %ctx: !hip.context, ")
    ref = run_reference(BINARY, POOL, text)
    assert ref.returncode == 1
    assert parse_diagnostics(ref.stderr) == [
        Diagnostic(
            "error",
            "function missing !hip.context as arg 0 — run hip-add-context-arg "
            "before hip-pool-allocs",
        )
    ]
    assert judge(BINARY, Case("late-context", text, POOL)).verdict is Verdict.AGREE
    # The reference's message has the value as a character (hip-ep 6f3347267
    # streams the alignment as a char: byte 3): the texts differ.
    bad = judge(BINARY, Case("align", SIMPLE, ("--hip-pool-allocs=alignment=3",)))
    assert bad.verdict is Verdict.DIFFER
    assert bad.detail == (
        "diagnostics: ref: error: hip-pool-allocs: alignment must be a positive "
        "power of 2 (got \x03) | xhip: error: hip-pool-allocs: alignment must be a "
        "positive power of 2 (got 3)"
    )


@needs_reference
def test_a_batch_gives_what_single_runs_give() -> None:
    assert BINARY is not None
    texts = [SIMPLE, SIMPLE.replace("32xf32", "64xf32")]
    batch = run_reference_batch(BINARY, POOL, texts)
    single = [run_reference(BINARY, POOL, t) for t in texts]
    assert [b.stdout.strip() for b in batch] == [s.stdout.strip() for s in single]
    # one bad input: every case runs alone, the others still compared
    crashing = SIMPLE.replace("32xf32", "32xindex")
    results = judge_batch(BINARY, [Case("a", SIMPLE, POOL), Case("b", crashing, POOL)])
    assert [r.verdict for r in results] == [Verdict.AGREE, Verdict.REFERENCE_CRASH]


@needs_reference
def test_the_reference_options_and_the_filecheck_inputs() -> None:
    assert BINARY is not None
    known = reference_options(BINARY)
    assert {"alignment", "lifetime-only"} <= known["hip-pool-allocs"]
    assert "hoist-loads" not in known["hip-hoist-alloc-size-arith"]
    from xhip_harness.reference.inputs import filecheck_cases

    root = Path(__file__).parents[1] / "filecheck/hip-hoist-alloc-size-arith"
    found = list(filecheck_cases(root, known))
    skipped = [c for c in found if isinstance(c, Skipped)]
    assert any("hoist-loads" in s.reason for s in skipped)
    assert any(isinstance(c, Case) for c in found)


CORPUS = Path(__file__).resolve().parents[1] / "corpus"


@needs_reference
@pytest.mark.slow
def test_the_corpus_agrees_outside_the_storage_sizes() -> None:
    """Every file of the corpus of real models, default options after
    hip-add-context-arg: the reference's output, but for t5_encoder's and
    vit's i1 masks (docs/semantics.md §6.1), recognised as storage-sizes."""
    assert BINARY is not None
    flags = ("--hip-add-context-arg", "--hip-pool-allocs")
    labels = {
        path.name: judge(BINARY, Case(path.name, path.read_text(), flags)).label
        for path in sorted(CORPUS.glob("*.mlir"))
    }
    assert len(labels) == 40
    odd = {n for n in labels if n.split(".")[0] in ("t5_encoder", "vit")}
    odd -= {"t5_encoder.linalg.mlir", "vit.linalg.mlir"}  # tensors: no buffers
    assert {n for n, v in labels.items() if v != "agree"} == odd
    assert {labels[n] for n in odd} == {"documented-divergence:storage-sizes"}

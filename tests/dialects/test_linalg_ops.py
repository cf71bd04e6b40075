"""linalg as MLIR 22 has it (`xhip/dialects/xdsl_ext/linalg.py`): the generated
named ops are fresh, the table matches the installed MLIR, MLIR's effects, and
the pool pass's output on bufferized linalg reads back in `mlir-opt-22`."""

from __future__ import annotations

import ast
import json
import re
import shutil
import subprocess
from pathlib import Path

import pytest
from xdsl.traits import EffectInstance, MemoryEffectKind, get_effects

from xhip.dialects import generate_linalg_ops, generator_common
from xhip.ir import make_context, parse_module

ROOT = Path(__file__).resolve().parents[2]
POOL_TEST = ROOT / "tests/filecheck/hip-pool-allocs/linalg-bufferized.mlir"


def _run(
    args: list[str], stdin: str | None = None, check: bool = True
) -> subprocess.CompletedProcess[str]:
    """`args` run with `stdin` as input, its output captured as text."""
    return subprocess.run(
        args, input=stdin, capture_output=True, text=True, check=check
    )


def test_generated_named_ops_are_what_the_generator_renders() -> None:
    """Up to formatting and comments (ruff is not needed for this one)."""
    rendered = generate_linalg_ops.render(generate_linalg_ops.load())
    checked_in = generate_linalg_ops.DEFAULT_OUTPUT.read_text()
    assert ast.dump(ast.parse(rendered)) == ast.dump(ast.parse(checked_in)), (
        "linalg_named.py is stale: run python -m xhip.dialects.generate_linalg_ops"
    )


def test_generated_named_ops_are_fresh() -> None:
    if generator_common.format_source("x = 1\n") is None:
        pytest.skip("ruff is not installed (the text, formatted, is checked above)")
    assert generate_linalg_ops.main(["--check"]) == 0


@pytest.mark.skipif(
    shutil.which("llvm-tblgen-22") is None or not generate_linalg_ops.TD.exists(),
    reason="llvm-tblgen-22 and libmlir-22-dev's .td files are needed",
)
def test_table_matches_installed_mlir() -> None:
    checked_in = json.loads(generate_linalg_ops.DEFAULT_JSON.read_text())
    assert generate_linalg_ops.extract() == checked_in


def _effects(text: str) -> list[set[tuple[MemoryEffectKind, str]]]:
    """Per linalg op of `text`'s function, its effects as (kind, arg name)."""
    module = parse_module(make_context(), text)
    found: list[set[tuple[MemoryEffectKind, str]]] = []
    for op in module.walk():
        if not op.name.startswith("linalg.") or op.name in ("linalg.yield",):
            continue
        if op.parent_op() is not None and op.parent_op().name.startswith("linalg."):
            continue
        effects = get_effects(op)
        assert effects is not None, op.name
        found.append({(e.kind, _arg(e)) for e in effects})
    return found


def _arg(effect: EffectInstance) -> str:
    value = effect.value
    assert value is not None and hasattr(value, "index")
    return f"a{value.index}"  # pyright: ignore[reportAttributeAccessIssue]


R, W = MemoryEffectKind.READ, MemoryEffectKind.WRITE


def test_effects_are_mlirs() -> None:
    text = """
func.func @f(%a0: memref<4x4xf32>, %a1: memref<4x4xf32>, %a2: memref<4x4xf32>, %a3: memref<4xf32>, %a4: tensor<4x4xf32>) {
  %c = arith.constant 0.0 : f32
  linalg.fill ins(%c : f32) outs(%a0 : memref<4x4xf32>)
  linalg.matmul ins(%a0, %a1 : memref<4x4xf32>, memref<4x4xf32>) outs(%a2 : memref<4x4xf32>)
  linalg.map { arith.negf } ins(%a0 : memref<4x4xf32>) outs(%a1 : memref<4x4xf32>)
  linalg.map ins(%a0 : memref<4x4xf32>) outs(%a1 : memref<4x4xf32>)
    (%in: f32, %init: f32) {
      %s = arith.addf %in, %init : f32
      linalg.yield %s : f32
    }
  linalg.reduce { arith.addf } ins(%a0 : memref<4x4xf32>) outs(%a3 : memref<4xf32>) dimensions = [1]
  linalg.transpose ins(%a0 : memref<4x4xf32>) outs(%a1 : memref<4x4xf32>) permutation = [1, 0]
  linalg.conv_1d ins(%a3, %a3 : memref<4xf32>, memref<4xf32>) outs(%a3 : memref<4xf32>)
  %t = linalg.copy ins(%a4 : tensor<4x4xf32>) outs(%a4 : tensor<4x4xf32>) -> tensor<4x4xf32>
  return
}
"""
    assert _effects(text) == [
        {(W, "a0")},  # fill: the init is not read
        {(R, "a0"), (R, "a1"), (R, "a2"), (W, "a2")},  # matmul accumulates
        {(R, "a0"), (W, "a1")},  # map: init unused
        {(R, "a0"), (R, "a1"), (W, "a1")},  # map whose body reads the init
        {(R, "a0"), (R, "a3"), (W, "a3")},  # reduce: the init is combined
        {(R, "a0"), (W, "a1")},  # transpose
        {(R, "a3"), (W, "a3")},  # conv_1d: one value, read and written
        set(),  # on tensors: no memory effect
    ]


def test_effects_outside_the_structured_interface() -> None:
    """softmax: MLIR's getEffects over its DPS operands (memref input read,
    memref init read and written); pack/unpack: NoMemoryEffect; the Winograd
    transforms declare no memory-effect interface in MLIR (unknown)."""
    text = """
func.func @f(%a0: memref<4x4xf32>, %a1: memref<4x4xf32>, %a2: tensor<4x4xf32>, %a3: tensor<2x2x2xf32>, %a4: tensor<2x3x3x5xf32>, %a5: tensor<4x4x5x2xf32>) {
  linalg.softmax dimension(1) ins(%a0 : memref<4x4xf32>) outs(%a1 : memref<4x4xf32>)
  %s = linalg.softmax dimension(0) ins(%a2 : tensor<4x4xf32>) outs(%a2 : tensor<4x4xf32>) -> tensor<4x4xf32>
  %p = linalg.pack %a2 inner_dims_pos = [0] inner_tiles = [2] into %a3 : tensor<4x4xf32> -> tensor<2x2x2xf32>
  %u = linalg.unpack %p inner_dims_pos = [0] inner_tiles = [2] into %a2 : tensor<2x2x2xf32> -> tensor<4x4xf32>
  %w = linalg.winograd_filter_transform fmr(F_2_3) ins(%a4 : tensor<2x3x3x5xf32>) outs(%a5 : tensor<4x4x5x2xf32>) -> tensor<4x4x5x2xf32>
  return
}
"""
    module = parse_module(make_context(), text)
    ops = [op for op in module.walk() if op.name.startswith("linalg.")]
    found = [get_effects(op) for op in ops]
    assert [
        {(e.kind, _arg(e)) for e in f} if f is not None else None for f in found
    ] == [
        {(R, "a0"), (R, "a1"), (W, "a1")},
        set(),
        set(),
        set(),
        None,
    ]


def test_winograd_fmr_names_mlirs_cases() -> None:
    text = (
        "func.func @f(%a: tensor<2x3x3x5xf32>, %b: tensor<4x4x5x2xf32>) {\n"
        "  %w = linalg.winograd_filter_transform fmr(F_3_3) ins(%a : "
        "tensor<2x3x3x5xf32>) outs(%b : tensor<4x4x5x2xf32>) -> tensor<4x4x5x2xf32>\n"
        "  return\n}\n"
    )
    with pytest.raises(Exception, match="expected one of F_2_3, F_4_3, F_2_5 for fmr"):
        parse_module(make_context(), text)


NO_MLIR_OPT = pytest.mark.skipif(
    shutil.which("mlir-opt-22") is None, reason="mlir-opt-22 is not on PATH"
)
ROUND_TRIP = ROOT / "tests/filecheck/dialects/linalg-bufferized.mlir"


@NO_MLIR_OPT
def test_custom_form_reads_back_in_mlir_opt_as_the_input() -> None:
    """xhip-opt's custom form of one-shot-bufferize's output is, for
    mlir-opt-22, the same IR as the input (both printed by mlir-opt-22)."""
    printed = _run(["xhip-opt", "--split-input-file", str(ROUND_TRIP)]).stdout
    inputs = ROUND_TRIP.read_text().split("\n// -----\n")
    outputs = printed.split("// -----")
    assert len(outputs) == len(inputs)
    for given, ours in zip(inputs, outputs, strict=True):
        expected = _run(["mlir-opt-22", "-"], given).stdout
        read = _run(["mlir-opt-22", "-"], ours, check=False)
        assert read.returncode == 0, read.stderr
        assert read.stdout == expected


@NO_MLIR_OPT
def test_pooled_output_reads_back_in_mlir_opt() -> None:
    """The pass's output (generic form: mlir-opt has no hip dialect; the named
    ops' regions rebuilt as MLIR builds them) is valid MLIR for mlir-opt-22."""
    pooled = _run(
        [
            "xhip-opt",
            "-p",
            "hip-pool-allocs",
            "--split-input-file",
            "--mlir-print-op-generic",
            str(POOL_TEST),
        ]
    ).stdout
    assert pooled.count("hip.get_pool") == 4  # one per function
    for chunk in pooled.split("// -----"):
        read = _run(
            ["mlir-opt-22", "--allow-unregistered-dialect", "-"], chunk, check=False
        )
        assert read.returncode == 0, read.stderr


PAYLOADS = Path(__file__).parent / "data/linalg-named-payloads.mlir"


def _regions(generic: str) -> list[str]:
    """`generic` without its map aliases, properties and memoized maps: what
    is left of a linalg op is its operands, its region and its types."""
    kept = [
        re.sub(
            r"\{linalg\.memoized_indexing_maps = [^}]*\}",
            "",
            re.sub(r"<\{[^}]*\}>", "", line),
        )
        for line in generic.splitlines()
        if not line.startswith("#map")
    ]
    return [" ".join(line.split()) for line in kept]


@NO_MLIR_OPT
def test_named_op_regions_are_mlirs() -> None:
    """The region a named op gets from its custom form (casts by element type
    and `cast`, bool add/mul, unsigned ops, reciprocal, select, elementwise
    kinds, quantized conv, contract, fill_rng_2d's constants and indices) is
    the one mlir-opt-22 builds."""
    ours = _run(["xhip-opt", "--mlir-print-op-generic", str(PAYLOADS)]).stdout

    def generic(text: str) -> str:
        return _run(["mlir-opt-22", "--mlir-print-op-generic", "-"], text).stdout

    theirs = generic(PAYLOADS.read_text())
    assert _regions(generic(ours)) == _regions(theirs)
    assert theirs.count("linalg.yield") == 23

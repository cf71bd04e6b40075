"""The corpus's mlir-runner harness: the original against itself and against
its pooled program (`hip-pool-allocs{pool=memref}`), on the checked-in files
(skipped without mlir-runner). A representative case per option set runs by
default; every model and variant under each option set (120 runs, some 6
minutes of CPU) runs with `XHIP_CORPUS_CAMPAIGN=1`, the campaign run before a
landing.
"""

from __future__ import annotations

import os
import shlex
import sys
from pathlib import Path

import pytest

from xhip_harness.corpus import run

ROOT = Path(__file__).resolve().parents[3]
CORPUS = ROOT / "tests" / "corpus"
BIN = Path(sys.executable).parent
IDENTITY = "cat"


def pool_command(options: str) -> str:
    return f"{BIN / 'xdsl-opt'} -p {shlex.quote(f'hip-pool-allocs{{{options}}}')}"


POOL = pool_command("pool=memref")
OPTION_SETS = {
    "default": "pool=memref",
    "function": "pool=memref scope=function",
    "best": "pool=memref packer=best lifetime-start=first-use",
    "verify": "pool=memref verify-plan=true",
}
MODELS = sorted(
    {p.name.split(".")[0] for p in CORPUS.glob("*.loops.mlir")},
)
VARIANTS = ["bufferized", "dealloc", "loops"]
# One model and variant per option set, a few seconds of CPU each.
REPRESENTATIVE = [
    ("mobilenet_block", "loops", "default"),
    ("rnn_loop_if", "bufferized", "function"),
    ("mlp", "dealloc", "best"),
    ("gru", "loops", "verify"),
]

REASON = run.available()
needs_runner = pytest.mark.skipif(REASON is not None, reason=REASON or "")


@needs_runner
@pytest.mark.slow
@pytest.mark.parametrize("variant", ["bufferized", "dealloc", "loops"])
def test_variants_compute_the_same(variant: str) -> None:
    """Each bufferization of a model prints the same bits (inputs and outputs
    exact: 3 dimension lines of 2, 10, then 20 values)."""
    out = run.execute((CORPUS / f"mobilenet_block.{variant}.mlir").read_text())
    lines = out.splitlines()
    assert lines[:2] == ["2", "10"] and len(lines) == 22
    reference = run.execute((CORPUS / "mobilenet_block.loops.mlir").read_text())
    assert out == reference


@needs_runner
def test_original_against_itself() -> None:
    outcome = run.compare(CORPUS / "mlp.loops.mlir", IDENTITY)
    assert outcome.same
    # batch 3 (the dynamic size) x 8 outputs, after the 2 dimension lines.
    assert outcome.lines == 2 + 3 * 8


def _pooled_and_same(model: str, variant: str, option_set: str) -> None:
    path = CORPUS / f"{model}.{variant}.mlir"
    command = pool_command(OPTION_SETS[option_set])
    assert "memref.view %pool" in run.pool(path, command)  # something is pooled
    outcome = run.compare(path, command)
    assert outcome.same, outcome.detail


@needs_runner
@pytest.mark.parametrize(("model", "variant", "option_set"), REPRESENTATIVE)
def test_pooled_is_bit_identical(model: str, variant: str, option_set: str) -> None:
    _pooled_and_same(model, variant, option_set)


@needs_runner
@pytest.mark.slow
@pytest.mark.skipif(
    os.environ.get("XHIP_CORPUS_CAMPAIGN") != "1",
    reason="the whole corpus under every option set: set XHIP_CORPUS_CAMPAIGN=1",
)
@pytest.mark.parametrize("option_set", list(OPTION_SETS))
@pytest.mark.parametrize("variant", VARIANTS)
@pytest.mark.parametrize("model", MODELS)
def test_every_pooled_model_is_bit_identical(
    model: str, variant: str, option_set: str
) -> None:
    _pooled_and_same(model, variant, option_set)


def test_the_corpus_has_ten_models() -> None:
    assert len(MODELS) == 10


@needs_runner
def test_overlapping_views_are_caught() -> None:
    """A wrong plan (every view at byte 0) changes the bits: the harness says so."""
    overlap = Path(__file__).parent / "overlap_views.py"
    script = f'{POOL} "$0" 2>/dev/null | {shlex.quote(sys.executable)} {overlap}'
    wrong = f"sh -c {shlex.quote(script)}"
    outcome = run.compare(CORPUS / "mobilenet_block.loops.mlir", wrong)
    assert not outcome.same
    assert outcome.detail == "first difference at line 3"


@needs_runner
def test_a_failing_pool_command_is_one_line() -> None:
    with pytest.raises(
        run.HarnessError,
        match=r"^pool: .*mlp.loops.mlir:8:3: error: hip-pool-allocs: pool must be "
        r"hip or memref \(got heap\)$",
    ):
        run.compare(
            CORPUS / "mlp.loops.mlir", f"{BIN / 'xhip-opt'} --hip-pool-allocs=pool=heap"
        )


def test_a_tensor_file_is_one_line() -> None:
    """The linalg-on-tensors file is no input of the harness: it says why."""
    with pytest.raises(
        run.HarnessError,
        match=r"^wrap: not an identity-layout memref: tensor<6x\?x8xf32>$",
    ):
        run.execute((CORPUS / "rnn_loop_if.linalg.mlir").read_text())

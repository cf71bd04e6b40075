"""The corpus's mlir-runner harness: the original against itself and against
a pooled program, on the checked-in files (skipped without mlir-runner).

The pooled programs come from `stand_in_pool.py` (today's `pool_module`, the
context argument added by text, each pool a plain alloc) until
`hip-add-context-arg` and `hip-pool-allocs{pool=memref}` land.
"""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

from xhip.verify.corpus import run

ROOT = Path(__file__).resolve().parents[3]
CORPUS = ROOT / "tests" / "corpus"
STAND_IN = f"{sys.executable} {Path(__file__).parent / 'stand_in_pool.py'}"
IDENTITY = "cat"

REASON = run.available()
needs_runner = pytest.mark.skipif(REASON is not None, reason=REASON or "")

# The models today's xhip reads (loops variant); the others' globals hold
# `dense_resource` blobs, which xDSL does not parse (see the README there).
POOLED = ["mobilenet_block", "gpt2", "rnn_loop_if"]


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


@needs_runner
@pytest.mark.slow
@pytest.mark.parametrize("model", POOLED)
def test_pooled_is_bit_identical(model: str) -> None:
    path = CORPUS / f"{model}.loops.mlir"
    pooled = run.pool(path, STAND_IN)
    assert "memref.view %pool" in pooled  # the stand-in pooled something
    outcome = run.compare(path, STAND_IN)
    assert outcome.same, outcome.detail


@needs_runner
def test_pooled_mobilenet_is_bit_identical() -> None:
    outcome = run.compare(CORPUS / "mobilenet_block.loops.mlir", STAND_IN)
    assert outcome.same, outcome.detail


@needs_runner
def test_overlapping_views_are_caught() -> None:
    """A wrong plan (every view at byte 0) changes the bits: the harness says so."""
    outcome = run.compare(
        CORPUS / "mobilenet_block.loops.mlir", f"{STAND_IN} --overlap-views"
    )
    assert not outcome.same
    assert outcome.detail == "first difference at line 3"


@needs_runner
def test_a_failing_pool_command_is_one_line() -> None:
    with pytest.raises(run.HarnessError, match=r"^pool: .*dense_resource"):
        run.compare(CORPUS / "mlp.loops.mlir", STAND_IN)


def test_a_tensor_file_is_one_line() -> None:
    """The linalg-on-tensors file is no input of the harness: it says why."""
    with pytest.raises(
        run.HarnessError,
        match=r"^wrap: not an identity-layout memref: tensor<6x\?x8xf32>$",
    ):
        run.execute((CORPUS / "rnn_loop_if.linalg.mlir").read_text())

"""Every generated workload (`harness/xhip_harness/workloads/programs.py`, the bench's inputs) is IR
that hip-ep's hip dialect verifies: xhip's verifier, which has upstream's op
verifiers (docs/semantics.md §2.2), and, when `HIP_REF_OPT` points at it,
hip-ep's own build, without its unsafe flags (no
`--mlir-very-unsafe-disable-verifier-on-parsing`)."""

from __future__ import annotations

import os
import subprocess

import pytest

from xhip.ir import make_context, parse_module, verify_with_locations
from xhip_harness.bench.speed import SHAPES
from xhip_harness.workloads.programs import (
    DecoderConfig,
    Program,
    Variant,
    VisionConfig,
    decoder,
    static_decoder,
    vision,
)

HIP_REF_OPT = os.environ.get("HIP_REF_OPT")
needs_reference = pytest.mark.skipif(
    not (HIP_REF_OPT and os.access(HIP_REF_OPT, os.X_OK)),
    reason="HIP_REF_OPT does not point at hip-ep's hip-ref-opt",
)


def programs() -> list[tuple[str, Program]]:
    """One program of each model, variant and speed shape (two layers: every
    op kind and view of a layer, and what joins two layers)."""
    small = DecoderConfig(layers=2)
    found = [
        *((f"decoder-{v.value}", decoder(small, v)) for v in Variant),
        ("decoder-hoist", decoder(small, hoist=True)),
        *((f"vision-{v.value}", vision(VisionConfig(blocks=2), v)) for v in Variant),
        ("static", static_decoder(small)),
        ("static-hoist", static_decoder(small, hoist=True)),
        *((f"speed-{s.name}", s.build(2)) for s in SHAPES),
    ]
    return found


PROGRAMS = programs()


def _params() -> list[object]:
    return [pytest.param(p, id=name) for name, p in PROGRAMS]


@pytest.mark.parametrize("program", _params())
def test_xhip_verifies_the_workload(program: Program):
    module = parse_module(make_context(), program.text, program.name)
    verify_with_locations(module)  # a located VerifyError otherwise


@needs_reference
def test_the_reference_verifies_every_workload():
    assert HIP_REF_OPT is not None
    text = "\n// -----\n".join(p.text for _, p in PROGRAMS)
    run = subprocess.run(
        [HIP_REF_OPT, "--split-input-file", "-", "-o", os.devnull],
        input=text,
        capture_output=True,
        text=True,
        check=False,
    )
    assert run.returncode == 0, run.stderr
    assert run.stderr == ""

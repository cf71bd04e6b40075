"""Every corpus file reads in xhip (xdsl-opt's and xhip-opt's context), in its
custom form and in MLIR 22's generic form, and the pass's output (default
options after hip-add-context-arg, generic form) reads back in mlir-opt-22.
Slow (some 40 parses and 40 xhip-opt runs); skipped without mlir-opt-22."""

from __future__ import annotations

import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from xhip.ir import make_context, parse_module

CORPUS = Path(__file__).resolve().parents[2] / "corpus"
FILES = sorted(p.name for p in CORPUS.glob("*.mlir"))
XHIP_OPT = Path(sys.executable).parent / "xhip-opt"

pytestmark = [
    pytest.mark.slow,
    pytest.mark.skipif(
        shutil.which("mlir-opt-22") is None, reason="mlir-opt-22 is not on PATH"
    ),
]


def _run(args: list[str], stdin: str | None = None) -> str:
    done = subprocess.run(args, input=stdin, capture_output=True, text=True)
    assert done.returncode == 0, done.stderr[:2000]
    return done.stdout


def test_the_corpus_has_forty_files() -> None:
    assert len(FILES) == 40


@pytest.mark.parametrize("name", FILES)
def test_reads_in_both_forms_and_the_output_reads_in_mlir(name: str) -> None:
    path = CORPUS / name
    parse_module(make_context(), path.read_text(), name).verify()
    generic = _run(["mlir-opt-22", "--mlir-print-op-generic", str(path)])
    parse_module(make_context(), generic, f"generic {name}").verify()
    pooled = _run(
        [
            str(XHIP_OPT),
            "--hip-add-context-arg",
            "--hip-pool-allocs",
            "--mlir-print-op-generic",
            str(path),
        ]
    )
    _run(["mlir-opt-22", "--allow-unregistered-dialect", "-"], pooled)

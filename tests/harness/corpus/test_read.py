"""Every corpus file reads in xhip (xdsl-opt's and xhip-opt's context), in its
custom form and in MLIR 22's generic form, and the pass's output (default
options after hip-add-context-arg, generic form) reads back in mlir-opt-22.
Slow (some 80 parses and one xhip-opt run over the 40 files); skipped without
mlir-opt-22."""

from __future__ import annotations

import shutil
import subprocess
import sys
from functools import cache
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


MARKER = "// -----"


@cache
def _pooled() -> dict[str, tuple[str, list[str]]]:
    """Per file, the pass's output and xhip-opt's errors in it: one xhip-opt
    process over every file, each a chunk of its own (`--split-input-file`:
    each parsed and pooled apart, as in a run of its own, without 39 more
    interpreter starts)."""
    texts = [(CORPUS / name).read_text() for name in FILES]
    done = subprocess.run(
        [
            str(XHIP_OPT),
            "--hip-add-context-arg",
            "--hip-pool-allocs",
            "--mlir-print-op-generic",
            "--split-input-file",
            "-",
        ],
        input=f"\n{MARKER}\n".join(texts),
        capture_output=True,
        text=True,
    )
    outputs = done.stdout.split(f"{MARKER}\n")
    assert len(outputs) == len(FILES), done.stderr[:2000]
    result: dict[str, tuple[str, list[str]]] = {}
    first = 1
    for name, text, output in zip(FILES, texts, outputs, strict=True):
        last = first + text.count("\n")
        errors = [
            line
            for line in done.stderr.splitlines()
            if line.startswith("<stdin>:")
            and ": error: " in line
            and first <= int(line.split(":")[1]) <= last
        ]
        result[name] = (output, errors)
        first = last + 2  # the marker's line
    return result


@pytest.mark.parametrize("name", FILES)
def test_reads_in_both_forms_and_the_output_reads_in_mlir(name: str) -> None:
    path = CORPUS / name
    parse_module(make_context(), path.read_text(), name).verify()
    generic = _run(["mlir-opt-22", "--mlir-print-op-generic", str(path)])
    parse_module(make_context(), generic, f"generic {name}").verify()
    pooled, errors = _pooled()[name]
    assert errors == [] and pooled.strip(), errors
    _run(["mlir-opt-22", "--allow-unregistered-dialect", "-"], pooled)

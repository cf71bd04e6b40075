"""`hip-pool-allocs{pool=memref}` end to end: the pooled module, lowered with
upstream MLIR's own passes (`mlir-opt-22`) and run by `mlir-runner-22`, prints
exactly what the unpooled program prints (docs/semantics.md §7.7).

Each program prints its results through the runner library's `printMemref*`;
the printed base addresses differ between the two runs (pool views against
fresh allocations), so they are blanked before the comparison. Skipped, with
the reason, where the LLVM 22 tools or the runner libraries are missing.
"""

from __future__ import annotations

import re
import shutil
import subprocess
from pathlib import Path

import pytest

from xhip.tools.opt.driver import run

LIB = Path("/usr/lib/llvm-22/lib")
RUNNER_LIBS = (LIB / "libmlir_runner_utils.so", LIB / "libmlir_c_runner_utils.so")
LOWER = (
    "--expand-strided-metadata",
    "--convert-scf-to-cf",
    "--convert-cf-to-llvm",
    "--convert-arith-to-llvm",
    "--finalize-memref-to-llvm",
    "--convert-func-to-llvm",
    "--convert-index-to-llvm",
    "--reconcile-unrealized-casts",
)

_missing = [t for t in ("mlir-opt-22", "mlir-runner-22") if shutil.which(t) is None]
_missing += [str(lib) for lib in RUNNER_LIBS if not lib.exists()]
pytestmark = pytest.mark.skipif(
    bool(_missing), reason=f"LLVM 22's MLIR tools are missing: {', '.join(_missing)}"
)

PRINTERS = """
func.func private @printMemrefF32(memref<*xf32>)
func.func private @printMemrefI64(memref<*xi64>)
"""

STATIC = (
    PRINTERS
    + """
func.func @compute() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c3 = arith.constant 3 : index
  %c8 = arith.constant 8 : index
  %h = arith.constant 1.5 : f32
  %big = arith.constant 1099511627777 : i64
  %a = memref.alloc() : memref<8xf32>
  %b = memref.alloc() : memref<8xf32>
  %k = memref.alloc() : memref<3xi64>
  scf.for %i = %c0 to %c8 step %c1 {
    %ii = arith.index_cast %i : index to i32
    %f = arith.sitofp %ii : i32 to f32
    %v = arith.mulf %f, %h : f32
    memref.store %v, %a[%i] : memref<8xf32>
  }
  scf.for %i = %c0 to %c8 step %c1 {
    %x = memref.load %a[%i] : memref<8xf32>
    %y = arith.addf %x, %x : f32
    memref.store %y, %b[%i] : memref<8xf32>
  }
  %c = memref.alloc() : memref<8xf32>
  scf.for %i = %c0 to %c8 step %c1 {
    %x = memref.load %b[%i] : memref<8xf32>
    %y = memref.load %a[%i] : memref<8xf32>
    %z = arith.mulf %x, %y : f32
    memref.store %z, %c[%i] : memref<8xf32>
  }
  scf.for %i = %c0 to %c3 step %c1 {
    %ii = arith.index_cast %i : index to i64
    %w = arith.muli %ii, %big : i64
    memref.store %w, %k[%i] : memref<3xi64>
  }
  memref.dealloc %a : memref<8xf32>
  memref.dealloc %b : memref<8xf32>
  %u = memref.cast %c : memref<8xf32> to memref<*xf32>
  func.call @printMemrefF32(%u) : (memref<*xf32>) -> ()
  %ku = memref.cast %k : memref<3xi64> to memref<*xi64>
  func.call @printMemrefI64(%ku) : (memref<*xi64>) -> ()
  memref.dealloc %c : memref<8xf32>
  memref.dealloc %k : memref<3xi64>
  func.return
}

func.func @main() {
  func.call @compute() : () -> ()
  func.return
}
"""
)
"""Three f32 buffers and an i64 one of constant sizes, written, combined, printed."""

DYNAMIC = (
    PRINTERS
    + """
func.func @compute(%n: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %m = arith.muli %n, %c2 : index
  %a = memref.alloc(%n) : memref<?xf32>
  %t = memref.alloc(%m) : memref<?xi64>
  scf.for %i = %c0 to %n step %c1 {
    %ii = arith.index_cast %i : index to i32
    %f = arith.sitofp %ii : i32 to f32
    %q = arith.constant 0.25 : f32
    %v = arith.addf %f, %q : f32
    memref.store %v, %a[%i] : memref<?xf32>
  }
  scf.for %i = %c0 to %m step %c1 {
    %ii = arith.index_cast %i : index to i64
    %sq = arith.muli %ii, %ii : i64
    memref.store %sq, %t[%i] : memref<?xi64>
  }
  %b = memref.alloc(%n) : memref<?xf32>
  scf.for %i = %c0 to %n step %c1 {
    %x = memref.load %a[%i] : memref<?xf32>
    %j = arith.muli %i, %c2 : index
    %s = memref.load %t[%j] : memref<?xi64>
    %sf = arith.sitofp %s : i64 to f32
    %y = arith.mulf %x, %sf : f32
    memref.store %y, %b[%i] : memref<?xf32>
  }
  memref.dealloc %a : memref<?xf32>
  %u = memref.cast %b : memref<?xf32> to memref<*xf32>
  func.call @printMemrefF32(%u) : (memref<*xf32>) -> ()
  %tu = memref.cast %t : memref<?xi64> to memref<*xi64>
  func.call @printMemrefI64(%tu) : (memref<*xi64>) -> ()
  memref.dealloc %b : memref<?xf32>
  memref.dealloc %t : memref<?xi64>
  func.return
}

func.func @main() {
  %c5 = arith.constant 5 : index
  %c13 = arith.constant 13 : index
  func.call @compute(%c5) : (index) -> ()
  func.call @compute(%c13) : (index) -> ()
  func.return
}
"""
)
"""Buffers of n and 2n elements, run at n = 5 and n = 13."""

ADDRESS = re.compile(r"base@ = 0x[0-9a-f]+")


def _execute(mlir: str) -> str:
    """`mlir` lowered by upstream passes and run from `@main`: its output,
    printed addresses blanked."""
    lowered = subprocess.run(
        ["mlir-opt-22", *LOWER],
        input=mlir,
        capture_output=True,
        text=True,
        check=True,
    ).stdout
    ran = subprocess.run(
        [
            "mlir-runner-22",
            "-e",
            "main",
            "-entry-point-result=void",
            f"-shared-libs={','.join(str(lib) for lib in RUNNER_LIBS)}",
        ],
        input=lowered,
        capture_output=True,
        text=True,
        check=True,
    ).stdout
    return ADDRESS.sub("base@ = ADDRESS", ran)


def _pool(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], program: str, options: str
) -> str:
    """`xhip-opt --hip-pool-allocs='pool=memref verify-plan=true OPTIONS'`."""
    source = tmp_path / "in.mlir"
    source.write_text(program)
    errors: list[str] = []
    flag = f"--hip-pool-allocs=pool=memref verify-plan=true {options}"
    assert run([str(source), flag], errors.append) == 0, errors
    return capsys.readouterr().out


@pytest.mark.parametrize("program", [STATIC, DYNAMIC], ids=["static", "dynamic"])
@pytest.mark.parametrize(
    "options",
    ["", "alignment=64", "packer=best", "scope=function", "lifetime-start=first-use"],
)
def test_pooled_runs_as_the_original(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], program: str, options: str
) -> None:
    pooled = _pool(tmp_path, capsys, program, options)
    assert "memref.alloc(" in pooled and "memref.view" in pooled
    assert "hip." not in pooled
    original = _execute(program)
    assert "data =" in original
    assert _execute(pooled) == original

"""xhip's extensions of xDSL's dialects (the package xhip/dialects/xdsl_ext/).

The memref/arith/func/scf/tensor text MLIR prints parses in xhip, and what xhip
prints parses in MLIR as the same IR; guards that fail when xDSL changes under
the extensions, or starts to provide them; and guards that xDSL still offers no
way to register them other than in place. By module of the package:

* `memref` (MLIR's syntax on xDSL's ops): the corpora, `MISSING_IN_XDSL`, the
  alignment, nontemporal, cast, atomic_rmw and copy tests;
* `memref_ops`: the reshape, global, transpose, realloc and dma_start tests;
* `arith`: trunci, index_castui and the overflow flags (corpus, guards);
* `func`: the call_indirect tests; `tensor`: the second corpus (in a forall);
* `scf`: the scf.if yield, forall and parallel/reduce tests;
* `patching` / `install`: the `xdsl_syntax()` guards, `test_install_is_idempotent`;
  when they are installed and `private_api`: `test_xdsl_ext_install.py`.

`test_every_extended_op_is_in_a_corpus` fails when an op is extended without
a test text.
"""

from __future__ import annotations

import os
import re
import shutil
import subprocess
from io import StringIO
from pathlib import Path

import pytest
from xdsl.dialects import memref, scf
from xdsl.dialects.builtin import (
    BoolAttr,
    IntegerAttr,
    ModuleOp,
    UnregisteredOp,
    f32,
    i64,
)
from xdsl.ir import Operation
from xdsl.irdl import IRDLOperation
from xdsl.parser import Parser
from xdsl.printer import Printer

from xhip.dialects import xdsl_ext
from xhip.dialects.xdsl_ext.memref_ops import DmaStartEffects
from xhip.ir import make_context

IREE_OPT = shutil.which("iree-opt")
needs_mlir = pytest.mark.skipif(IREE_OPT is None, reason="iree-opt missing")

# `iree-opt` output (a real MLIR) for a file using every form docs/semantics.md §2 names:
# memref cast, memory_space_cast, copy, reshape, alloc/alloca (with alignment,
# symbols, a layout map, a memory space), subview, reinterpret_cast,
# collapse/expand_shape, view, dim, load/store (also nontemporal), dealloc; arith
# incl. overflow flags, fastmath, select on memrefs; scf.for/if with results.
# `test_corpus_is_what_mlir_prints` checks that it is MLIR's own printed form.
MLIR_PRINTED = """\
#map = affine_map<(d0, d1)[s0] -> (d0 * 8 + d1 + s0)>
module {
  func.func @views(%arg0: memref<4x8xf16>, %arg1: memref<?x8xf16>, %arg2: index, %arg3: index, %arg4: memref<2xindex>, %arg5: memref<*xf16>) {
    %c0 = arith.constant 0 : index
    %c4 = arith.constant 4 : index
    %cast = memref.cast %arg0 : memref<4x8xf16> to memref<?x8xf16>
    %cast_0 = memref.cast %arg0 : memref<4x8xf16> to memref<*xf16>
    %cast_1 = memref.cast %arg5 : memref<*xf16> to memref<4x8xf16>
    %memspacecast = memref.memory_space_cast %arg0 : memref<4x8xf16> to memref<4x8xf16, 1>
    %reshape = memref.reshape %arg0(%arg4) : (memref<4x8xf16>, memref<2xindex>) -> memref<?x?xf16>
    %subview = memref.subview %arg0[0, 2] [4, 4] [1, 1] : memref<4x8xf16> to memref<4x4xf16, strided<[8, 1], offset: 2>>
    %subview_2 = memref.subview %arg1[%arg2, 0] [%arg3, 8] [1, 1] : memref<?x8xf16> to memref<?x8xf16, strided<[8, 1], offset: ?>>
    %reinterpret_cast = memref.reinterpret_cast %arg0 to offset: [0], sizes: [32], strides: [1] : memref<4x8xf16> to memref<32xf16>
    %reinterpret_cast_3 = memref.reinterpret_cast %arg1 to offset: [%arg2], sizes: [%arg3, 8], strides: [8, 1] : memref<?x8xf16> to memref<?x8xf16, strided<[8, 1], offset: ?>>
    %collapse_shape = memref.collapse_shape %arg0 [[0, 1]] : memref<4x8xf16> into memref<32xf16>
    %expand_shape = memref.expand_shape %collapse_shape [[0, 1, 2]] output_shape [2, 2, 8] : memref<32xf16> into memref<2x2x8xf16>
    %expand_shape_4 = memref.expand_shape %arg1 [[0, 1], [2]] output_shape [%arg2, 1, 8] : memref<?x8xf16> into memref<?x1x8xf16>
    %alloc = memref.alloc(%arg2) : memref<?xi8>
    %view = memref.view %alloc[%c0][%arg3] : memref<?xi8> to memref<?x8xf16>
    %view_5 = memref.view %alloc[%c4][] : memref<?xi8> to memref<4x8xf16>
    %dim = memref.dim %arg1, %c0 : memref<?x8xf16>
    memref.copy %arg0, %view_5 : memref<4x8xf16> to memref<4x8xf16>
    memref.dealloc %alloc : memref<?xi8>
    return
  }
  func.func @allocs(%arg0: index, %arg1: index) {
    %alloc = memref.alloc(%arg0) : memref<?x8xf16>
    %alloca = memref.alloca() : memref<16xf32>
    %alloc_0 = memref.alloc(%arg0, %arg1) : memref<?x?xf16>
    %alloc_1 = memref.alloc() : memref<4x8xf16>
    %alloc_2 = memref.alloc(%arg0)[%arg1] : memref<?x8xf16, #map>
    %alloca_3 = memref.alloca(%arg0) : memref<?xi8>
    %alloc_4 = memref.alloc() : memref<8xf16, 1>
    memref.dealloc %alloc : memref<?x8xf16>
    memref.dealloc %alloc_0 : memref<?x?xf16>
    return
  }
  func.func @access(%arg0: memref<4x8xf16>) {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %0 = memref.load %arg0[%c0, %c1] : memref<4x8xf16>
    memref.store %0, %arg0[%c1, %c0] : memref<4x8xf16>
    %1 = memref.load %arg0[%c0, %c0] nontemporal(true) : memref<4x8xf16>
    memref.store %1, %arg0[%c0, %c0] nontemporal(true) : memref<4x8xf16>
    return
  }
  func.func @arith(%arg0: index, %arg1: index, %arg2: i32, %arg3: i32, %arg4: f32, %arg5: i1, %arg6: memref<?x8xf16>, %arg7: memref<?x8xf16>) -> memref<?x8xf16> {
    %c4 = arith.constant 4 : index
    %c255 = arith.constant 255 : index
    %0 = arith.addi %arg0, %arg1 : index
    %1 = arith.muli %0, %c4 : index
    %2 = arith.addi %1, %c255 : index
    %3 = arith.divui %2, %c4 : index
    %4 = arith.maxui %3, %arg0 : index
    %5 = arith.minui %4, %arg1 : index
    %6 = arith.subi %5, %arg0 overflow<nsw> : index
    %7 = arith.muli %6, %arg1 overflow<nsw, nuw> : index
    %8 = arith.remui %7, %c4 : index
    %9 = arith.ceildivui %8, %c4 : index
    %10 = arith.cmpi ult, %9, %arg0 : index
    %11 = arith.select %10, %arg0, %arg1 : index
    %12 = arith.select %arg5, %arg6, %arg7 : memref<?x8xf16>
    %13 = arith.index_cast %11 : index to i64
    %14 = arith.index_cast %arg2 : i32 to index
    %15 = arith.addf %arg4, %arg4 fastmath<fast> : f32
    %16 = arith.cmpf olt, %arg4, %15 : f32
    %17 = arith.extui %16 : i1 to i32
    %18 = arith.andi %arg2, %arg3 : i32
    %true = arith.constant true
    %c-1_i32 = arith.constant -1 : i32
    %cst = arith.constant 1.500000e+00 : f16
    %cst_0 = arith.constant dense<[1, 2]> : tensor<2xi32>
    %c42_i64 = arith.constant 42 : i64
    return %12 : memref<?x8xf16>
  }
  func.func @control(%arg0: memref<4x8xf16>, %arg1: index, %arg2: i1, %arg3: memref<?x8xf16>, %arg4: memref<?x8xf16>) -> index {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    scf.for %arg5 = %c0 to %arg1 step %c1 {
      %2 = memref.load %arg0[%arg5, %c0] : memref<4x8xf16>
      memref.store %2, %arg0[%c0, %arg5] : memref<4x8xf16>
    }
    %0 = scf.for %arg5 = %c0 to %arg1 step %c1 iter_args(%arg6 = %c0) -> (index) {
      %2 = arith.addi %arg6, %arg5 : index
      scf.yield %2 : index
    }
    scf.if %arg2 {
      memref.copy %arg3, %arg4 : memref<?x8xf16> to memref<?x8xf16>
    }
    %1 = scf.if %arg2 -> (memref<?x8xf16>) {
      scf.yield %arg3 : memref<?x8xf16>
    } else {
      scf.yield %arg4 : memref<?x8xf16>
    }
    %dim = memref.dim %1, %c0 : memref<?x8xf16>
    return %dim : index
  }
}

"""


def run_mlir(text: str) -> subprocess.CompletedProcess[str]:
    assert IREE_OPT is not None
    return subprocess.run(
        [IREE_OPT, "--allow-unregistered-dialect", "-"],
        input=text,
        capture_output=True,
        text=True,
        check=False,
    )


def parse(text: str) -> ModuleOp:
    module = Parser(make_context(), text).parse_module()
    module.verify()
    return module


def show(op: Operation, generic: bool = False) -> str:
    stream = StringIO()
    Printer(stream=stream, print_generic_format=generic).print_op(op)
    return stream.getvalue()


@needs_mlir
def test_corpus_is_what_mlir_prints():
    run = run_mlir(MLIR_PRINTED)
    assert run.returncode == 0, run.stderr
    assert run.stdout == MLIR_PRINTED


@pytest.mark.parametrize("generic", [False, True], ids=["custom", "generic"])
def test_mlir_forms_round_trip_in_xhip(generic: bool):
    module = parse(MLIR_PRINTED)
    text = show(module, generic)
    again = parse(text)
    assert again.is_structurally_equivalent(module)
    assert show(again, generic) == text
    if not generic:
        # no op fell back to the generic form
        assert '"memref.' not in text and '"arith.' not in text


@needs_mlir
@pytest.mark.parametrize("generic", [False, True], ids=["custom", "generic"])
def test_xhip_output_is_the_same_ir_in_mlir(generic: bool):
    """MLIR reads xhip's output and prints exactly what it printed for the input."""
    run = run_mlir(show(parse(MLIR_PRINTED), generic))
    assert run.returncode == 0, run.stderr
    assert run.stdout == MLIR_PRINTED


# The same for more of MLIR's printed forms: memref.global (every form),
# get_global, atomic_rmw, transpose, realloc, arith.index_castui, overflow flags
# on trunci/addi/subi/muli/shli, scf.forall (shared_outs, in_parallel, mixed
# bounds), scf.parallel/scf.reduce. MLIR prints a bare `scf.reduce` with a
# trailing space, restored below (an editor may strip it from the source).
MLIR_PRINTED_MORE = """\
module {
  memref.global "private" constant @c : memref<2xf32> = dense<[1.000000e+00, 2.000000e+00]>
  memref.global @pub : memref<4xi32> = uninitialized
  memref.global "private" @splat : memref<3xf32> = dense<0.000000e+00>
  memref.global @ext : memref<4xf32>
  memref.global "nested" constant @ints : memref<2x2xi8> = dense<[[1, 2], [3, 4]]>
  memref.global "private" @aligned : memref<16xi8> = uninitialized
  func.func @memref_ops(%arg0: memref<4xf32>, %arg1: memref<4x4xi32>, %arg2: memref<4x8xf32>, %arg3: index, %arg4: f32, %arg5: i32) -> (memref<2xf32>, f32, i32) {
    %0 = memref.get_global @c : memref<2xf32>
    %1 = memref.atomic_rmw addf %arg4, %arg0[%arg3] : (f32, memref<4xf32>) -> f32
    %2 = memref.atomic_rmw maxs %arg5, %arg1[%arg3, %arg3] : (i32, memref<4x4xi32>) -> i32
    %3 = memref.atomic_rmw assign %arg4, %arg0[%arg3] : (f32, memref<4xf32>) -> f32
    %transpose = memref.transpose %arg2 (d0, d1) -> (d1, d0) : memref<4x8xf32> to memref<8x4xf32, strided<[1, 8]>>
    %4 = memref.realloc %arg0 : memref<4xf32> to memref<8xf32>
    %5 = memref.realloc %4(%arg3) : memref<8xf32> to memref<?xf32>
    %6 = memref.realloc %5 : memref<?xf32> to memref<16xf32>
    return %0, %1, %2 : memref<2xf32>, f32, i32
  }
  func.func @arith_ops(%arg0: i64, %arg1: index, %arg2: i32) -> (index, i32, i8) {
    %0 = arith.index_castui %arg0 : i64 to index
    %1 = arith.index_castui %arg1 : index to i32
    %2 = arith.trunci %arg0 overflow<nuw> : i64 to i32
    %3 = arith.trunci %arg0 overflow<nsw, nuw> : i64 to i8
    %4 = arith.addi %arg2, %1 overflow<nsw> : i32
    %5 = arith.subi %4, %2 overflow<nuw> : i32
    %6 = arith.muli %5, %5 overflow<nsw, nuw> : i32
    %7 = arith.shli %6, %arg2 overflow<nsw> : i32
    return %0, %7, %3 : index, i32, i8
  }
  func.func @loops(%arg0: tensor<8xf32>, %arg1: memref<8x8xf32>, %arg2: index) -> (tensor<8xf32>, f32) {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c8 = arith.constant 8 : index
    %cst = arith.constant 0.000000e+00 : f32
    %0 = scf.forall (%arg3) in (8) shared_outs(%arg4 = %arg0) -> (tensor<8xf32>) {
      %extracted_slice = tensor.extract_slice %arg4[%arg3] [1] [1] : tensor<8xf32> to tensor<1xf32>
      scf.forall.in_parallel {
        tensor.parallel_insert_slice %extracted_slice into %arg4[%arg3] [1] [1] : tensor<1xf32> into tensor<8xf32>
      }
    }
    scf.forall (%arg3, %arg4) = (0, %arg2) to (8, 8) step (%arg2, 1) {
      memref.store %cst, %arg1[%arg3, %arg4] : memref<8x8xf32>
    }
    scf.parallel (%arg3, %arg4) = (%c0, %c0) to (%c8, %arg2) step (%c1, %c1) {
      memref.store %cst, %arg1[%arg3, %arg4] : memref<8x8xf32>
      scf.reduce
    }
    %1 = scf.parallel (%arg3) = (%c0) to (%c8) step (%c1) init (%cst) -> f32 {
      %2 = memref.load %arg1[%arg3, %arg3] : memref<8x8xf32>
      scf.reduce(%2 : f32) {
      ^bb0(%arg4: f32, %arg5: f32):
        %3 = arith.addf %arg4, %arg5 : f32
        scf.reduce.return %3 : f32
      }
    }
    return %0, %1 : tensor<8xf32>, f32
  }
}

""".replace("scf.reduce\n", "scf.reduce \n")


@needs_mlir
def test_second_corpus_is_what_mlir_prints():
    run = run_mlir(MLIR_PRINTED_MORE)
    assert run.returncode == 0, run.stderr
    assert run.stdout == MLIR_PRINTED_MORE


@pytest.mark.parametrize("generic", [False, True], ids=["custom", "generic"])
def test_second_corpus_round_trips_in_xhip(generic: bool):
    module = parse(MLIR_PRINTED_MORE)
    text = show(module, generic)
    again = parse(text)
    assert again.is_structurally_equivalent(module)
    assert show(again, generic) == text
    if not generic:
        for dialect in ("memref", "arith", "scf", "tensor"):
            assert f'"{dialect}.' not in text, dialect


@needs_mlir
@pytest.mark.parametrize("generic", [False, True], ids=["custom", "generic"])
def test_second_corpus_is_the_same_ir_in_mlir(generic: bool):
    run = run_mlir(show(parse(MLIR_PRINTED_MORE), generic))
    assert run.returncode == 0, run.stderr
    assert run.stdout == MLIR_PRINTED_MORE


def test_second_corpus_prints_as_mlir_does_op_by_op():
    """Every line xhip prints is MLIR's, but for `builtin.module` and
    `func.return` (xDSL's spellings; `xhip-opt` prints `module`) and SSA names
    (xDSL renames a name reused in a sibling region: `%arg3_1`)."""

    def normal(text: str) -> list[str]:
        text = text.replace("builtin.module", "module").replace("func.return", "return")
        return re.sub(r"%[\w$.-]+", "%_", text).rstrip("\n").splitlines()

    assert normal(show(parse(MLIR_PRINTED_MORE))) == normal(MLIR_PRINTED_MORE)


# ---------------------------------------------------------------------------
# What the extension adds
# ---------------------------------------------------------------------------


def _ops(text: str) -> list[Operation]:
    body = f"func.func @f(%n: index, %a: memref<4xf16>) {{\n{text}\n  func.return\n}}"
    module = parse(body)
    return [op for op in module.walk() if op.dialect_name() == "memref"]


def test_alloc_alignment():
    (op,) = _ops("  %0 = memref.alloc(%n) {alignment = 64 : i64} : memref<?xf16>")
    assert isinstance(op, memref.AllocOp)
    assert op.alignment == IntegerAttr(64, i64)
    assert "memref.alloc(%n) {alignment = 64 : i64} : memref<?xf16>" in show(op)
    # current MLIR's keyword spelling reads too; printed as MLIR 22 prints it,
    # in the dictionary sorted by name
    (new,) = _ops("  %0 = memref.alloca() alignment = 128 {x, b = 1} : memref<4xf16>")
    assert isinstance(new, memref.AllocaOp)
    assert new.alignment == IntegerAttr(128, i64)
    assert show(new).endswith(
        "memref.alloca() {alignment = 128 : i64, b = 1 : i64, x} : memref<4xf16>"
    )
    (plain,) = _ops("  %0 = memref.alloc() : memref<4xf16>")
    assert isinstance(plain, memref.AllocOp) and plain.alignment is None
    assert "alignment" not in show(plain)


# What MLIR 22 (hip-ep's) prints for the alignment of alloc, alloca, realloc
# and global: in the attribute dictionary, sorted by name. Current MLIR
# (iree-opt) prints `alignment = N` instead and rejects this form; each reads
# only its own, and both read the generic form.
ALIGNMENT_MLIR22 = """\
module {
  memref.global "private" constant @c : memref<2xf32> = dense<[1.000000e+00, 2.000000e+00]> {alignment = 64 : i64}
  memref.global "private" @aligned : memref<16xi8> = uninitialized {alignment = 16 : i64, hip.note = "kept"}
  func.func @f(%arg0: index, %arg1: memref<?xf32>) -> memref<16xf32> {
    %alloc = memref.alloc(%arg0) {alignment = 64 : i64} : memref<?x8xf16>
    %alloca = memref.alloca() {a = 1 : i32, alignment = 128 : i64} : memref<16xf32>
    %0 = memref.realloc %arg1 {alignment = 8 : i64} : memref<?xf32> to memref<16xf32>
    return %0 : memref<16xf32>
  }
}
"""

ALIGNMENT_LATER = """\
module {
  memref.global "private" constant @c : memref<2xf32> = dense<[1.000000e+00, 2.000000e+00]> alignment = 64
  memref.global "private" @aligned : memref<16xi8> = uninitialized alignment = 16 {hip.note = "kept"}
  func.func @f(%arg0: index, %arg1: memref<?xf32>) -> memref<16xf32> {
    %alloc = memref.alloc(%arg0) alignment = 64 : memref<?x8xf16>
    %alloca = memref.alloca() alignment = 128 {a = 1 : i32} : memref<16xf32>
    %0 = memref.realloc %arg1 alignment = 8 : memref<?xf32> to memref<16xf32>
    return %0 : memref<16xf32>
  }
}
"""


def _as_mlir_opt(text: str) -> str:
    """xDSL's `builtin.module` / `func.return` as `mlir-opt` spells them."""
    text = text.replace("builtin.module", "module").replace("func.return", "return")
    return text.rstrip("\n") + "\n"


def test_alignment_prints_as_mlir22_and_reads_both_forms():
    assert _as_mlir_opt(show(parse(ALIGNMENT_MLIR22))) == ALIGNMENT_MLIR22
    later = parse(ALIGNMENT_LATER)
    assert later.is_structurally_equivalent(parse(ALIGNMENT_MLIR22))
    assert _as_mlir_opt(show(later)) == ALIGNMENT_MLIR22


@needs_mlir
def test_alignment_later_form_is_what_current_mlir_prints():
    generic = show(parse(ALIGNMENT_MLIR22), generic=True)
    run = run_mlir(generic)
    assert run.returncode == 0, run.stderr
    assert run.stdout == ALIGNMENT_LATER + "\n"
    rejected = run_mlir(ALIGNMENT_MLIR22)
    assert rejected.returncode != 0
    assert "cannot be parsed from attr-dict" in rejected.stderr


HIP_REF_OPT = os.environ.get("HIP_REF_OPT")
needs_reference = pytest.mark.skipif(
    not (HIP_REF_OPT and os.access(HIP_REF_OPT, os.X_OK)),
    reason="HIP_REF_OPT does not point at hip-ep's hip-ref-opt",
)


@needs_reference
def test_alignment_form_is_what_the_reference_prints():
    assert HIP_REF_OPT is not None
    for text in (ALIGNMENT_MLIR22, show(parse(ALIGNMENT_MLIR22), generic=True)):
        run = subprocess.run(
            [HIP_REF_OPT, "-"], input=text, capture_output=True, text=True
        )
        assert run.returncode == 0, run.stderr
        assert run.stdout == ALIGNMENT_MLIR22 + "\n"


def test_alloc_alignment_given_twice_is_an_error():
    with pytest.raises(Exception, match="expected one integer alignment"):
        _ops(
            "  %0 = memref.alloc() alignment = 64 {alignment = 64 : i64} : memref<4xf16>"
        )


def test_load_store_nontemporal():
    load, store = _ops(
        "  %c = arith.constant 0 : index\n"
        "  %v = memref.load %a[%c] nontemporal(true) : memref<4xf16>\n"
        "  memref.store %v, %a[%c] nontemporal(false) : memref<4xf16>"
    )
    assert isinstance(load, memref.LoadOp) and isinstance(store, memref.StoreOp)
    assert load.nontemporal == BoolAttr.from_bool(True)
    assert "nontemporal(true)" in show(load)
    assert "nontemporal" not in show(store)  # the default is not printed
    # xDSL's own spelling reads as the property too
    (legacy,) = _ops(
        "  %c = arith.constant 0 : index\n"
        "  %v = memref.load %a[%c] {nontemporal = true} : memref<4xf16>"
    )
    assert isinstance(legacy, memref.LoadOp)
    assert legacy.nontemporal == BoolAttr.from_bool(True)
    assert "nontemporal" not in legacy.attributes
    assert "nontemporal(true)" in show(legacy)
    with pytest.raises(Exception, match="property 'nontemporal' given twice"):
        _ops(
            "  %c = arith.constant 0 : index\n"
            "  %v = memref.load %a[%c] nontemporal(true) {nontemporal = true}"
            " : memref<4xf16>"
        )


def test_casts_keep_their_xdsl_classes():
    ops = _ops(
        "  %0 = memref.cast %a : memref<4xf16> to memref<?xf16>\n"
        "  %1 = memref.memory_space_cast %a : memref<4xf16> to memref<4xf16, 1>\n"
        "  memref.copy %a, %a : memref<4xf16> to memref<4xf16>"
    )
    assert [type(op) for op in ops] == [
        memref.CastOp,
        memref.MemorySpaceCastOp,
        memref.CopyOp,
    ]


RESHAPES = [
    # (result type, shape type, error or None); all agree with MLIR's verifier
    ("memref<8x4xf16>", "memref<2xindex>", None),
    ("memref<*xf16>", "memref<?xindex>", None),
    ("memref<8x4xf16, 1>", "memref<2xi32>", None),
    ("memref<8x4xf32>", "memref<2xindex>", "element types of source and destination"),
    ("memref<?x?xf16>", "memref<3xi32>", "length of shape operand differs"),
    ("memref<?x?xf16>", "memref<?xindex>", "shape operand with dynamic length"),
    ("memref<8x4xf16>", "memref<2x1xindex>", "must be 1D memref of signless integer"),
    ("memref<8x4xf16>", "memref<2xf32>", "must be 1D memref of signless integer"),
    ("memref<8x4xf16, strided<[4, 1]>>", "memref<2xindex>", "should have identity"),
]


def _reshape(result: str, shape: str) -> str:
    return (
        f"func.func @f(%a: memref<4x8xf16>, %s: {shape}) {{\n"
        f"  %r = memref.reshape %a(%s) : (memref<4x8xf16>, {shape}) -> {result}\n"
        "  func.return\n}\n"
    )


@pytest.mark.parametrize(("result", "shape", "error"), RESHAPES)
def test_reshape_verifies_like_mlir(result: str, shape: str, error: str | None):
    text = _reshape(result, shape)
    if error is None:
        (op,) = [o for o in parse(text).walk() if o.name == "memref.reshape"]
        assert isinstance(op, xdsl_ext.ReshapeOp)
    else:
        with pytest.raises(Exception, match=error):
            parse(text)
    if IREE_OPT is not None:
        run = run_mlir(text)
        assert (run.returncode == 0) == (error is None), run.stderr
        if error is not None:
            assert error in run.stderr


# ---------------------------------------------------------------------------
# Guards: these fail when xDSL changes underneath xdsl_ext
# ---------------------------------------------------------------------------


def _names(defs: object) -> list[str]:
    return [name for name, _ in defs]  # pyright: ignore[reportUnknownVariableType, reportGeneralTypeIssues]


def test_xdsl_still_lacks_reshape():
    assert not hasattr(memref, "ReshapeOp")
    reshapes = [op for op in memref.MemRef.operations if op.name == "memref.reshape"]
    assert reshapes == [xdsl_ext.ReshapeOp]


def test_xdsl_ops_still_have_no_syntax_of_their_own():
    for op in (
        memref.CastOp,
        memref.MemorySpaceCastOp,
        memref.CopyOp,
        memref.ExtractAlignedPointerAsIndexOp,
    ):
        assert op.get_irdl_definition().assembly_format is None, op.name
    assert memref.LoadOp.get_irdl_definition().assembly_format == (
        "$memref `[` $indices `]` attr-dict `:` type($memref)"
    )
    assert memref.StoreOp.get_irdl_definition().assembly_format == (
        "$value `,` $memref `[` $indices `]` attr-dict `:` type($memref)"
    )


MISSING_IN_XDSL = [
    "  %0 = memref.cast %a : memref<4xf16> to memref<?xf16>",
    "  %0 = memref.memory_space_cast %a : memref<4xf16> to memref<4xf16, 1>",
    "  memref.copy %a, %a : memref<4xf16> to memref<4xf16>",
    "  %0 = memref.extract_aligned_pointer_as_index %a : memref<4xf16> -> index",
    "  %0 = memref.alloc(%n) alignment = 64 : memref<?xf16>",
    "  %0 = memref.alloca() alignment = 64 : memref<4xf16>",
    "  %c = arith.constant 0 : index\n"
    "  %v = memref.load %a[%c] nontemporal(true) : memref<4xf16>",
    "  %c = arith.constant 0 : index\n"
    "  %v = arith.constant 1.0 : f16\n"
    "  memref.store %v, %a[%c] nontemporal(true) : memref<4xf16>",
]


@pytest.mark.parametrize("text", MISSING_IN_XDSL)
def test_xdsl_alone_still_rejects_what_the_extension_reads(text: str):
    """If one of these starts to parse with xDSL's own syntax, drop it from
    xdsl_ext (and this list)."""
    assert _ops(text)  # with the extension
    with xdsl_ext.xdsl_syntax(), pytest.raises(Exception):  # noqa: B017
        _ops(text)
    assert _ops(text)  # the extension is back


def test_names_the_extension_relies_on():
    def operands(op: type[IRDLOperation]) -> list[str]:
        return _names(op.get_irdl_definition().operands)

    def results(op: type[IRDLOperation]) -> list[str]:
        return _names(op.get_irdl_definition().results)

    def properties(op: type[IRDLOperation]) -> set[str]:
        return set(op.get_irdl_definition().properties)

    assert operands(memref.CastOp) == ["source"]
    assert results(memref.CastOp) == ["dest"]
    assert operands(memref.ExtractAlignedPointerAsIndexOp) == ["source"]
    assert results(memref.ExtractAlignedPointerAsIndexOp) == ["aligned_pointer"]
    assert operands(memref.MemorySpaceCastOp) == ["source"]
    assert results(memref.MemorySpaceCastOp) == ["dest"]
    assert operands(memref.CopyOp) == ["source", "destination"]
    for alloc in (memref.AllocOp, memref.AllocaOp):
        assert operands(alloc) == ["dynamic_sizes", "symbol_operands"]
        assert results(alloc) == ["memref"]
        assert "alignment" in properties(alloc)
    assert operands(memref.LoadOp) == ["memref", "indices"]
    assert operands(memref.StoreOp) == ["value", "memref", "indices"]
    assert "nontemporal" in properties(memref.LoadOp)
    assert "nontemporal" in properties(memref.StoreOp)


def test_install_is_idempotent():
    before = list(memref.MemRef.operations)
    xdsl_ext.install()
    xdsl_ext.install()
    assert list(memref.MemRef.operations) == before


# ---------------------------------------------------------------------------
# scf.if: the implicit yield after an unregistered op
# ---------------------------------------------------------------------------

SCF_IF_AFTER_UNREGISTERED = """
func.func @f(%c: i1) {
  scf.if %c {
    "test.use"(%c) : (i1) -> ()
  }
  func.return
}
"""


def _then_ops(text: str) -> list[str]:
    module = Parser(make_context(True), text).parse_module()
    (scf_if,) = [op for op in module.walk() if isinstance(op, scf.IfOp)]
    return [
        op.op_name.data if isinstance(op, UnregisteredOp) else op.name
        for op in scf_if.true_region.block.ops
    ]


def test_scf_if_gets_the_implicit_yield_after_an_unregistered_op() -> None:
    assert _then_ops(SCF_IF_AFTER_UNREGISTERED) == ["test.use", "scf.yield"]
    printed = str(Parser(make_context(True), SCF_IF_AFTER_UNREGISTERED).parse_module())
    assert _then_ops(printed) == ["test.use", "scf.yield"]


def test_xdsl_still_needs_the_scf_if_fix() -> None:
    """xDSL's own parser still omits the yield; when this fails, drop the fix."""
    with xdsl_ext.xdsl_syntax():
        assert _then_ops(SCF_IF_AFTER_UNREGISTERED) == ["test.use"]
    assert _then_ops(SCF_IF_AFTER_UNREGISTERED) == ["test.use", "scf.yield"]


# ---------------------------------------------------------------------------
# Guards: xDSL still has no mechanism to register these other than in place
# ---------------------------------------------------------------------------


def test_a_plugin_cannot_provide_its_own_memref_dialect(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """A universe providing `memref` next to xDSL's is refused."""
    import importlib.metadata

    from xdsl.universe import XDSL_UNIVERSE, Universe

    class EntryPoint:
        def __init__(self, name: str, universe: Universe):
            self.name, self.universe = name, universe

        def load(self) -> Universe:
            return self.universe

    ours = Universe(all_dialects={"memref": lambda: memref.MemRef})
    monkeypatch.setattr(
        importlib.metadata,
        "entry_points",
        lambda group: [EntryPoint("xdsl", XDSL_UNIVERSE), EntryPoint("x", ours)],
    )
    with pytest.raises(ValueError, match="Duplicate definition of memref"):
        Universe.get_multiverse()


def test_an_op_cannot_be_registered_twice_under_its_name() -> None:
    from xdsl.utils.exceptions import AlreadyRegisteredConstructException

    ctx = make_context()
    ctx.get_op("memref.cast")  # loads xDSL's memref
    with pytest.raises(AlreadyRegisteredConstructException):
        ctx.load_op(memref.CastOp)


def test_an_irdl_op_cannot_be_subclassed_for_another_syntax() -> None:
    from xdsl.irdl import irdl_op_definition
    from xdsl.utils.exceptions import PyRDLOpDefinitionError

    with pytest.raises(PyRDLOpDefinitionError):

        @irdl_op_definition
        class Cast(memref.CastOp):  # pyright: ignore[reportUnusedClass]
            name = "memref.cast"
            assembly_format = "$source attr-dict `:` type($source) `to` type($dest)"


def test_importing_xhip_installs_nothing_but_the_extensions() -> None:
    """No exception hook, in a fresh process that loads the plugin as xdsl-opt
    does."""
    import subprocess
    import sys

    code = (
        "import sys\n"
        "from xdsl.universe import Universe\n"
        "Universe.get_multiverse()\n"
        "import xhip.universe\n"
        "assert sys.excepthook is sys.__excepthook__\n"
        "from xdsl.dialects import scf\n"
        "from xhip.dialects.xdsl_ext.scf import scf_if_region\n"
        "assert scf.IfOp.parse_region_with_yield is scf_if_region\n"
    )
    subprocess.run([sys.executable, "-c", code], check=True)


# ---------------------------------------------------------------------------
# The added and replaced forms: classes, verifiers, effects, guards
# ---------------------------------------------------------------------------


def _module(text: str, allow_unregistered: bool = False) -> ModuleOp:
    module = Parser(make_context(allow_unregistered), text).parse_module()
    module.verify()
    return module


def _in_func(text: str) -> ModuleOp:
    return _module(
        "func.func @f(%n: index, %x: i64, %a: memref<4xf32>, %t: memref<4x8xf32>,"
        " %v: f32) {\n" + text + "\n  func.return\n}"
    )


def test_parsed_ops_are_xhips_classes_where_xdsls_cannot_hold_mlirs():
    module = _in_func(
        "  %0 = arith.trunci %x overflow<nuw> : i64 to i32\n"
        "  %1 = arith.index_castui %x : i64 to index\n"
        "  %2 = memref.transpose %t (d0, d1) -> (d1, d0) : memref<4x8xf32> to"
        " memref<8x4xf32, strided<[1, 8]>>\n"
        "  %3 = memref.realloc %a : memref<4xf32> to memref<8xf32>\n"
        "  %4 = memref.atomic_rmw addf %v, %a[%n] : (f32, memref<4xf32>) -> f32"
    )
    kinds = [type(op) for op in module.walk()][2:-1]
    assert kinds == [
        xdsl_ext.TruncIOp,
        xdsl_ext.IndexCastUIOp,
        xdsl_ext.TransposeOp,
        xdsl_ext.ReallocOp,
        memref.AtomicRMWOp,  # xDSL's own class, with MLIR's syntax
    ]
    (glob,) = _module("memref.global @g : memref<4xf32>").body.block.ops
    assert isinstance(glob, xdsl_ext.GlobalOp)
    assert glob.initial_value is None and glob.sym_visibility is None


def test_xdsl_still_lacks_the_added_ops():
    from xdsl.dialects import arith, tensor

    assert not hasattr(memref, "TransposeOp") and not hasattr(memref, "ReallocOp")
    assert not hasattr(arith, "IndexCastUIOp")
    assert not hasattr(scf, "ForallOp") and not hasattr(scf, "InParallelOp")
    assert not hasattr(tensor, "ParallelInsertSliceOp")
    for dialect, ops in xdsl_ext.ADDED_OPS.items():
        names = [op.name for op in xdsl_ext.DIALECTS[dialect].operations]
        for op in ops:
            assert names.count(op.name) == 1, op.name


def test_xdsl_still_cannot_hold_what_the_replacements_hold():
    """xDSL's `memref.global` requires a visibility and an initial value, and its
    `arith.trunci` has no `overflowFlags`; when this fails, go back to xDSL's
    classes (with only a syntax of MLIR's)."""
    from xdsl.dialects import arith

    props = memref.GlobalOp.get_irdl_definition().properties
    external = '"memref.global"() <{sym_name = "ext", type = memref<4xf32>}> : () -> ()'
    with xdsl_ext.xdsl_syntax():
        assert [op.name for op in memref.MemRef.operations].count("memref.global") == 1
        with pytest.raises(Exception):  # noqa: B017
            _module(external)
    assert {"initial_value", "sym_visibility"} <= set(props)
    assert "overflowFlags" not in arith.TruncIOp.get_irdl_definition().properties
    assert isinstance(next(iter(_module(external).body.block.ops)), xdsl_ext.GlobalOp)


MISSING_IN_XDSL_TOO = [
    "  %c = arith.constant 0 : index\n"
    "  %r = memref.atomic_rmw addf %v, %a[%c] : (f32, memref<4xf32>) -> f32",
    "  %r = arith.trunci %x overflow<nuw> : i64 to i32",
    "  %c0 = arith.constant 0 : index\n"
    "  %c1 = arith.constant 1 : index\n"
    "  scf.parallel (%i) = (%c0) to (%n) step (%c1) {\n"
    "    memref.store %v, %a[%i] : memref<4xf32>\n"
    "    scf.reduce\n"
    "  }",
]


@pytest.mark.parametrize("text", MISSING_IN_XDSL_TOO)
def test_xdsl_alone_still_rejects_these_too(text: str):
    assert _in_func(text)
    with xdsl_ext.xdsl_syntax(), pytest.raises(Exception):  # noqa: B017
        _in_func(text)
    assert _in_func(text)


def test_xdsl_alone_still_prints_overflow_flags_without_a_space():
    module = _in_func("  %r = arith.muli %n, %n overflow<nsw, nuw> : index")
    assert "overflow<nsw, nuw>" in show(module)
    with xdsl_ext.xdsl_syntax():
        assert "overflow<nsw,nuw>" in show(module)


def test_global_and_realloc_parse_without_their_optional_parts():
    module = _module(
        'memref.global "private" @g : memref<2xi8> = dense<[1, 2]> alignment = 4\n'
        "func.func @f(%a: memref<4xf32>) -> memref<8xf32> {\n"
        "  %r = memref.realloc %a : memref<4xf32> to memref<8xf32>\n"
        "  func.return %r : memref<8xf32>\n}"
    )
    glob, f = module.body.block.ops
    assert isinstance(glob, xdsl_ext.GlobalOp)
    assert glob.alignment is not None and glob.alignment.value.data == 4
    assert glob.constant is None
    (realloc, _) = f.regions[0].block.ops
    assert isinstance(realloc, xdsl_ext.ReallocOp)
    assert realloc.dynamic_result_size is None and realloc.alignment is None


@pytest.mark.parametrize(
    "text, error",
    [
        (
            "memref.global @g : memref<?xf32>",
            "type should be static shaped memref, but got 'memref<?xf32>'",
        ),
        (
            '"memref.global"() <{initial_value = dense<[1, 2]> : tensor<2xi32>, '
            'sym_name = "g", type = memref<2xf32>}> : () -> ()',
            "initial value element expected to be of type 'f32', but was of type 'i32'",
        ),
        (
            '"memref.global"() <{initial_value = dense<1.0> : tensor<3x2xf32>, '
            'sym_name = "g", type = memref<2x3xf32>}> : () -> ()',
            "initial value shape expected to be 2, 3 but was 3, 2",
        ),
        (
            "memref.global @g : memref<2xf32> = uninitialized alignment = 3",
            "attribute 'alignment' failed to satisfy constraint: 64-bit signless "
            "integer attribute whose value is positive and whose value is a power "
            "of two > 0",
        ),
    ],
)
def test_global_verifies_like_mlir(text: str, error: str):
    with pytest.raises(Exception, match=re.escape(error)):
        _module(text)


@pytest.mark.parametrize(
    "line, error",
    [
        (
            "%r = memref.realloc %a : memref<4xf32> to memref<?xf32>",
            "missing dimension operand",
        ),
        (
            "%r = memref.realloc %a(%n) : memref<4xf32> to memref<8xf32>",
            "unnecessary dimension operand",
        ),
        (
            "%r = memref.realloc %a : memref<4xf32> to memref<8xi8>",
            "different element types specified for source memref type "
            "memref<4xf32> and result memref type memref<8xi8>",
        ),
        (
            "%r = memref.realloc %t : memref<4x8xf32> to memref<8xf32>",
            "operand #0 must be 1D memref of any type values",
        ),
        (
            "%r = memref.transpose %t (d0, d1) -> (d0, d0) : memref<4x8xf32> to "
            "memref<4x4xf32>",
            "expected a permutation map",
        ),
        (
            "%r = memref.transpose %a (d0, d1) -> (d1, d0) : memref<4xf32> to "
            "memref<4xf32>",
            "expected a permutation map of same rank as the input",
        ),
        (
            "%r = arith.index_castui %x : i64 to i32",
            "'arith.index_castui' op operand type 'i64' and result type 'i32' are "
            "cast incompatible",
        ),
        (
            "%r = arith.trunci %x overflow<nuw> : i64 to i64",
            "Destination bit-width must be smaller than the input bit-width",
        ),
    ],
)
def test_new_ops_verify_like_mlir(line: str, error: str):
    with pytest.raises(Exception, match=re.escape(error)):
        _in_func("  " + line)


@needs_mlir
@pytest.mark.parametrize(
    "line",
    [
        "%r = memref.realloc %a : memref<4xf32> to memref<?xf32>",
        "%r = memref.realloc %a(%n) : memref<4xf32> to memref<8xf32>",
        "%r = memref.transpose %t (d0, d1) -> (d0, d0) : memref<4x8xf32> to "
        "memref<4x4xf32>",
        "%r = arith.index_castui %x : i64 to i32",
    ],
)
def test_mlir_rejects_what_xhip_rejects(line: str):
    text = (
        "func.func @f(%n: index, %x: i64, %a: memref<4xf32>, %t: memref<4x8xf32>) {\n"
        f"  {line}\n  return\n}}\n"
    )
    assert run_mlir(text).returncode != 0


def test_memory_effects_are_mlirs():
    from xdsl.traits import EffectInstance, MemoryEffectKind, get_effects

    module = _in_func(
        "  %r = memref.realloc %a : memref<4xf32> to memref<8xf32>\n"
        "  %p = memref.transpose %t (d0, d1) -> (d1, d0) : memref<4x8xf32> to"
        " memref<8x4xf32, strided<[1, 8]>>\n"
        "  %w = memref.atomic_rmw addf %v, %a[%n] : (f32, memref<4xf32>) -> f32\n"
        "  %c = arith.index_castui %x : i64 to index"
    )
    realloc, transpose, atomic, cast = list(module.walk())[2:-1]
    assert get_effects(realloc) == {
        EffectInstance(MemoryEffectKind.FREE, realloc.operands[0]),
        EffectInstance(MemoryEffectKind.ALLOC, realloc.results[0]),
    }
    assert get_effects(transpose) == set()
    assert get_effects(cast) == set()
    kinds = {e.kind for e in get_effects(atomic) or ()}
    assert kinds == {MemoryEffectKind.READ, MemoryEffectKind.WRITE}


def test_forall_without_results_gets_its_terminator():
    module = _in_func(
        "  scf.forall (%i) in (%n) {\n    memref.store %v, %a[%i] : memref<4xf32>\n  }"
    )
    (forall,) = [op for op in module.walk() if isinstance(op, xdsl_ext.ForallOp)]
    last = forall.region.block.last_op
    assert isinstance(last, xdsl_ext.InParallelOp)
    assert not list(last.region.block.ops)
    assert "in_parallel" not in show(module)  # elided, as MLIR does


# ---------------------------------------------------------------------------
# --mlir-print-debuginfo: location aliases defined after their uses
# ---------------------------------------------------------------------------


def _mlir_debuginfo(text: str) -> str:
    assert IREE_OPT is not None
    run = subprocess.run(
        [IREE_OPT, "--mlir-print-debuginfo", "-"],
        input=text,
        capture_output=True,
        text=True,
        check=True,
    )
    return run.stdout


def test_split_location_aliases_keeps_every_position():
    from xhip.ir.locations import split_location_aliases

    text = 'module {\n} loc(#loc)\n#loc = loc("f.mlir":1:1)\n#map = affine_map<(d0) -> (d0)>\n'
    parts = split_location_aliases(text)
    assert parts is not None
    without, only = parts
    assert len(without) == len(only) == len(text)
    assert without.splitlines()[2].strip() == "" and "#map" in without
    assert only.splitlines()[2] == '#loc = loc("f.mlir":1:1)'
    assert only.replace("\n", "").strip() == '#loc = loc("f.mlir":1:1)'
    assert split_location_aliases("module {\n}\n") is None


@needs_mlir
def test_mlir_debuginfo_output_parses_with_its_locations():
    from xdsl.dialects.builtin import FileLineColLoc

    from xhip.ir import parse_module

    printed = _mlir_debuginfo(MLIR_PRINTED_MORE)
    assert re.search(r"loc\(#loc\d+\)", printed)
    assert re.search(r"^#loc\d+ = loc\(", printed, re.MULTILINE)
    # The aliases come after their uses: xDSL's own parser stops at the first.
    with pytest.raises(Exception, match="undefined symbol alias"):
        Parser(make_context(), printed).parse_module()
    module = parse_module(make_context(), printed, "printed.mlir")
    module.verify()
    assert module.is_structurally_equivalent(parse(MLIR_PRINTED_MORE))
    # Every op has the location MLIR gave it: where it was in MLIR's input.
    source_lines = MLIR_PRINTED_MORE.splitlines()
    for op in module.walk():
        loc = op.location
        assert isinstance(loc, FileLineColLoc), op.name
        assert loc.filename.data == "<stdin>"
        parent = op.parent_op()
        if parent is not None and parent.location == loc:
            continue  # an implicit terminator: its parent's location, as in MLIR
        line = source_lines[loc.line.data - 1]
        assert op.name.split(".")[-1] in line or op.name == "builtin.module", (
            op.name,
            line,
        )


@needs_mlir
def test_xhip_debuginfo_output_is_the_same_in_mlir(tmp_path: Path):
    """xhip-opt prints the locations inline; MLIR reads them back and prints
    exactly what it printed first (same ops, same locations, same aliases)."""
    from xhip.tools.opt.driver import run as run_xhip_opt

    printed = _mlir_debuginfo(MLIR_PRINTED_MORE)
    source = tmp_path / "printed.mlir"
    source.write_text(printed)
    out = tmp_path / "out.mlir"
    errors: list[str] = []
    for generic in ([], ["--mlir-print-op-generic"]):
        code = run_xhip_opt(
            [str(source), "--mlir-print-debuginfo", *generic, "-o", str(out)],
            errors.append,
        )
        assert code == 0, errors
        assert _mlir_debuginfo(out.read_text()) == printed


@pytest.mark.parametrize(
    ("source", "target", "error"),
    [
        ("memref<?xf32>", "memref<4xf32>", None),
        ("memref<?x32xf32>", "memref<?x?xf32>", None),
        ("memref<8xf32>", "memref<4xf32>", "requires the same shape for all operands"),
        (
            "memref<4xf32>",
            "memref<4x1xf32>",
            "requires the same shape for all operands",
        ),
        (
            "memref<4xf32>",
            "memref<4xf16>",
            "requires the same element type for all operands",
        ),
    ],
)
def test_copy_verifies_like_mlir(source: str, target: str, error: str | None):
    """MLIR's `SameOperandsShape` compares compatibly (`?` matches any size)."""
    text = (
        f"func.func @f(%a: {source}, %b: {target}) {{\n"
        f"  memref.copy %a, %b : {source} to {target}\n  func.return\n}}\n"
    )
    module = Parser(make_context(), text).parse_module()
    if error is None:
        module.verify()
        return
    with pytest.raises(Exception, match=error):
        module.verify()


def test_xdsl_alone_rejects_compatible_copy_shapes():
    text = (
        "func.func @f(%a: memref<?xf32>, %b: memref<4xf32>) {\n"
        "  memref.copy %a, %b : memref<?xf32> to memref<4xf32>\n  func.return\n}\n"
    )
    module = Parser(make_context(), text).parse_module()
    with xdsl_ext.xdsl_syntax(), pytest.raises(Exception, match="same shape"):
        module.verify()
    module.verify()


RANK0_EXPAND = (
    "func.func @f(%t: tensor<i64>) -> tensor<1xi64> {{\n"
    "  %e = tensor.expand_shape %t {reassociation} output_shape {shape} : "
    "tensor<i64> into tensor<{result}xi64>\n"
    "  func.return %e : tensor<{result}xi64>\n}}\n"
)


@pytest.mark.parametrize(
    ("reassociation", "shape", "result", "error"),
    [
        ("[]", "[1]", "1", None),
        ("[]", "[1, 1]", "1x1", None),
        ("[]", "[1, 1]", "1", "expected number of static shape dims"),
        ("[[0]]", "[1]", "1", "expected collapsed rank (0)"),
    ],
)
def test_rank0_expand_shape_verifies_like_mlir(
    reassociation: str, shape: str, result: str, error: str | None
):
    """MLIR 22 accepts a rank-0 source with no reassociation (torch-mlir's
    rnn_loop_if.linalg.mlir); the result rank still has to match the output
    shape."""
    text = RANK0_EXPAND.format(reassociation=reassociation, shape=shape, result=result)
    text = text.replace("-> tensor<1xi64>", f"-> tensor<{result}xi64>")
    module = Parser(make_context(), text).parse_module()
    if error is None:
        module.verify()
        return
    with pytest.raises(Exception, match=re.escape(error)):
        module.verify()


def test_xdsl_alone_rejects_a_rank0_expand_shape():
    text = RANK0_EXPAND.format(reassociation="[]", shape="[1]", result="1")
    module = Parser(make_context(), text).parse_module()
    with xdsl_ext.xdsl_syntax(), pytest.raises(Exception, match="reassociation"):
        module.verify()
    module.verify()


DMA = (
    "func.func @f(%x: memref<64xf32>, %y: memref<8x8xf32>, %tag: memref<2xi32>) {\n"
    "  %c0 = arith.constant 0 : index\n"
    "  %c64 = arith.constant 64 : index\n"
    "  memref.dma_start %x[%c0], %y[%c0, %c0], %c64, %tag[%c0] : memref<64xf32>,"
    " memref<8x8xf32>, memref<2xi32>\n"
    "  memref.dma_start %x[%c0], %y[%c0, %c0], %c64, %tag[%c0], %c64, %c0 :"
    " memref<64xf32>, memref<8x8xf32>, memref<2xi32>\n"
    "  memref.dma_wait %tag[%c0], %c64 : memref<2xi32>\n"
    "  func.return\n"
    "}"
)


def test_dma_start_reads_and_prints_mlirs_form():
    module = _module(DMA)
    f = next(iter(module.body.block.ops))
    plain, strided = list(f.regions[0].block.ops)[2:4]
    assert isinstance(plain, xdsl_ext.DmaStartOp)
    x, y, tag = f.regions[0].block.args
    assert (plain.src, plain.dest, plain.tag) == (x, y, tag)
    assert [
        len(plain.src_indices),
        len(plain.dest_indices),
        len(plain.tag_indices),
    ] == [
        1,
        2,
        1,
    ]
    assert plain.num_elements.owner is strided.operands[-2].owner
    assert len(strided.operands) == len(plain.operands) + 2
    text = show(module)
    assert (
        "memref.dma_start %x[%c0], %y[%c0, %c0], %c64, %tag[%c0] : memref<64xf32>, "
        "memref<8x8xf32>, memref<2xi32>\n" in text
    )
    assert ", %tag[%c0], %c64, %c0 : memref<64xf32>" in text
    assert show(_module(text)) == text
    # MLIR's effects: the source read, the destination and the tag written.
    kinds = {(e.kind.name, e.value) for e in DmaStartEffects.get_effects(plain)}
    assert kinds == {("READ", x), ("WRITE", y), ("WRITE", tag)}


@needs_mlir
def test_dma_start_generic_form_is_mlirs():
    assert IREE_OPT is not None
    generic = StringIO()
    Printer(stream=generic, print_generic_format=True).print_op(_module(DMA))
    assert "operandSegmentSizes" not in generic.getvalue()
    done = subprocess.run(
        [IREE_OPT, "--mlir-print-op-generic", "-"],
        input=generic.getvalue(),
        capture_output=True,
        text=True,
        check=True,
    )
    assert _module(done.stdout).is_structurally_equivalent(_module(DMA))


@pytest.mark.parametrize(
    ("operands", "message"),
    [
        ("%x, %i, %y, %i, %i, %tag, %i", "expected num elements to be of index type"),
        ("%x, %i, %y, %i, %i, %i, %tag, %i, %i", "incorrect number of operands"),
        ("%x, %i, %y, %i, %tag", "expected at least 7 operands"),
        ("%i, %x, %y, %i", "expected source to be of memref type"),
        ("%x, %i, %y, %i, %i, %i, %tag, %i, %i, %tag",
         "expected stride and num elements per stride to be of type index"),
    ],
)  # fmt: skip
def test_dma_start_verifies_as_mlir(operands: str, message: str):
    """The messages are iree-opt's for the same generic ops."""
    types = {"%x": "memref<64xf32>", "%y": "memref<8x8xf32>", "%tag": "memref<2xi32>"}
    signature = ", ".join(types.get(o, "index") for o in operands.split(", "))
    text = (
        "func.func @f(%x: memref<64xf32>, %y: memref<8x8xf32>, %tag: memref<2xi32>,"
        f' %i: index) {{\n  "memref.dma_start"({operands}) : ({signature}) -> ()\n'
        "  func.return\n}"
    )
    with pytest.raises(Exception, match=message):
        _module(text)


def test_xdsl_still_needs_segment_sizes_on_dma_start():
    """xDSL's `memref.dma_start` wants `operandSegmentSizes`, which MLIR rejects;
    when this fails, go back to xDSL's class (with MLIR's syntax)."""
    generic = (
        "func.func @f(%x: memref<4xf32>, %tag: memref<1xi32>, %i: index) {\n"
        '  "memref.dma_start"(%x, %i, %x, %i, %i, %tag, %i) : (memref<4xf32>, '
        "index, memref<4xf32>, index, index, memref<1xi32>, index) -> ()\n"
        "  func.return\n}"
    )
    assert _module(generic)
    with xdsl_ext.xdsl_syntax(), pytest.raises(Exception):  # noqa: B017
        _module(generic)


CALL_INDIRECT = """\
func.func @f(%arg0: (index) -> f32, %arg1: index) -> f32 {
  %0 = func.call_indirect %arg0(%arg1) : (index) -> f32
  func.return %0 : f32
}
"""


def test_call_indirect_reads_and_prints_mlirs_form():
    module = parse(CALL_INDIRECT)
    (call,) = [op for op in module.walk() if op.name == "func.call_indirect"]
    assert isinstance(call, xdsl_ext.CallIndirectOp)
    assert [r.type for r in call.outs] == [f32]
    assert _as_mlir_opt(show(module)) == CALL_INDIRECT.replace(
        "func.func", "module {\n  func.func"
    ).replace("\n  %0", "\n    %0").replace(
        "\n  func.return %0", "\n    return %0"
    ).replace("\n}\n", "\n  }\n}\n")
    wrong = (
        "func.func @f(%arg0: (index) -> f32) {\n"
        '  %0 = "func.call_indirect"(%arg0) : ((index) -> f32) -> f32\n'
        "  func.return\n}\n"
    )
    with pytest.raises(Exception, match="callee_operands' types do not match"):
        parse(wrong)


@needs_mlir
def test_call_indirect_is_mlirs_op():
    run = run_mlir(show(parse(CALL_INDIRECT), generic=True))
    assert run.returncode == 0, run.stderr
    assert "call_indirect %arg0(%arg1) : (index) -> f32" in run.stdout
    assert parse(run.stdout).is_structurally_equivalent(parse(CALL_INDIRECT))


def test_every_extended_op_is_in_a_corpus():
    """Each op an extension adds, replaces or gives a syntax appears in a text
    the tests above parse (and, for most, send through MLIR)."""
    from itertools import chain

    from xdsl.dialects import arith

    from xhip.dialects.xdsl_ext.memref import CUSTOM_FORMATS

    corpora = "\n".join(
        [
            MLIR_PRINTED,
            MLIR_PRINTED_MORE,
            ALIGNMENT_LATER,
            DMA,
            CALL_INDIRECT,
            SCF_IF_AFTER_UNREGISTERED,
            *MISSING_IN_XDSL,
            *MISSING_IN_XDSL_TOO,
        ]
    )
    # linalg's, bufferization's and math's: the FileCheck suite's corpora (sent
    # through mlir-opt-22 by test_linalg_ops.py and their RUN lines); of the 86 generated named ops, one
    # class on one base each, only those it uses are required here.
    from pathlib import Path

    from xhip.dialects.xdsl_ext.linalg_named import NAMED_OPS

    linalg_corpus = (
        Path(__file__).parents[1] / "filecheck/dialects/linalg-bufferized.mlir"
    ).read_text()
    corpora += "\n" + linalg_corpus
    corpora += (
        Path(__file__).parents[1] / "filecheck/dialects/bufferization-math.mlir"
    ).read_text()
    corpora += (
        Path(__file__).parents[1] / "filecheck/dialects/linalg-other.mlir"
    ).read_text()
    extended = [
        *(
            op
            for op in chain(
                *xdsl_ext.ADDED_OPS.values(), *xdsl_ext.REPLACED_OPS.values()
            )
            if op not in NAMED_OPS
            or re.search(rf"\b{re.escape(op.name)}\b", linalg_corpus)
        ),
        *CUSTOM_FORMATS,
        memref.AllocOp,
        memref.AllocaOp,
        memref.AtomicRMWOp,
        scf.ParallelOp,
        scf.ReduceOp,
        scf.IfOp,
    ]
    for op in extended:
        assert re.search(rf"\b{re.escape(op.name)}\b", corpora), op.name
    assert "overflow<nsw, nuw>" in corpora, arith.IntegerOverflowAttr.name

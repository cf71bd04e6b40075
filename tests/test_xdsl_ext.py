"""xhip's extensions of xDSL's dialects (xhip/dialects/xdsl_ext.py).

The memref/arith/scf text MLIR prints parses in xhip, and what xhip prints parses
in MLIR as the same IR; guards that fail when xDSL changes under the extensions,
or starts to provide them; and guards that xDSL still offers no way to register
them other than in place.
"""

from __future__ import annotations

import shutil
import subprocess
from io import StringIO

import pytest
from xdsl.dialects import memref, scf
from xdsl.dialects.builtin import BoolAttr, IntegerAttr, ModuleOp, UnregisteredOp, i64
from xdsl.ir import Operation
from xdsl.irdl import IRDLOperation
from xdsl.parser import Parser
from xdsl.printer import Printer

from xhip.dialects import xdsl_ext
from xhip.tools import make_context

IREE_OPT = shutil.which("iree-opt")
needs_mlir = pytest.mark.skipif(IREE_OPT is None, reason="iree-opt missing")

# `iree-opt` output (a real MLIR) for a file using every form SPEC §2 names:
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
    %alloc = memref.alloc(%arg0) alignment = 64 : memref<?x8xf16>
    %alloca = memref.alloca() alignment = 128 : memref<16xf32>
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


# ---------------------------------------------------------------------------
# What the extension adds
# ---------------------------------------------------------------------------


def _ops(text: str) -> list[Operation]:
    body = f"func.func @f(%n: index, %a: memref<4xf16>) {{\n{text}\n  func.return\n}}"
    module = parse(body)
    return [op for op in module.walk() if op.dialect_name() == "memref"]


def test_alloc_alignment():
    (op,) = _ops("  %0 = memref.alloc(%n) alignment = 64 : memref<?xf16>")
    assert isinstance(op, memref.AllocOp)
    assert op.alignment == IntegerAttr(64, i64)
    assert "memref.alloc(%n) alignment = 64 : memref<?xf16>" in show(op)
    # the attribute-dictionary spelling older printers used still reads
    (old,) = _ops("  %0 = memref.alloca() {alignment = 128 : i64, x} : memref<4xf16>")
    assert isinstance(old, memref.AllocaOp)
    assert old.alignment == IntegerAttr(128, i64)
    assert show(old).endswith("memref.alloca() alignment = 128 {x} : memref<4xf16>")
    (plain,) = _ops("  %0 = memref.alloc() : memref<4xf16>")
    assert isinstance(plain, memref.AllocOp) and plain.alignment is None
    assert "alignment" not in show(plain)


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
    assert isinstance(memref.MemRef._operations, list)  # pyright: ignore[reportPrivateUsage]


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
        "from xhip.dialects import xdsl_ext\n"
        "assert scf.IfOp.parse_region_with_yield is xdsl_ext.scf_if_region\n"
    )
    subprocess.run([sys.executable, "-c", code], check=True)


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

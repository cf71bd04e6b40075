"""Names in plans and reports are the printed IR's (`%alloc_0`, `%1`)."""

from __future__ import annotations

import io
from pathlib import Path

import pytest
from xdsl.builder import Builder
from xdsl.dialects import arith, func, memref
from xdsl.dialects.builtin import DYNAMIC_INDEX, IndexType, ModuleOp, f32
from xdsl.ir import Block, Operation, Region, SSAValue
from xdsl.parser import Parser
from xdsl.printer import Printer
from xdsl.rewriter import InsertPoint

from xhip.dialects.hip import ContextType, SiluOp
from xhip.ir import LocatingParser, make_context
from xhip.ir.names import PrintedNames
from xhip.plan import plan_function
from xhip.tools.cli import main

ROOT = Path(__file__).resolve().parents[2]

# As MLIR (mlir-opt, iree-opt) prints it: %alloc, %alloc_0, %alloc_1, numbered
# size values.
MLIR_PRINTED = """
func.func @f(%arg0: !hip.context, %arg1: index, %arg2: memref<?xf32>) {
  %c2 = arith.constant 2 : index
  %0 = arith.muli %arg1, %c2 : index
  %alloc = memref.alloc(%0) : memref<?xf32>
  hip.silu(%arg0) ins(%arg2 : memref<?xf32>) outs(%alloc : memref<?xf32>)
  %1 = arith.addi %arg1, %c2 : index
  %alloc_0 = memref.alloc(%1) : memref<?xf32>
  hip.silu(%arg0) ins(%alloc : memref<?xf32>) outs(%alloc_0 : memref<?xf32>)
  memref.dealloc %alloc : memref<?xf32>
  %alloc_1 = memref.alloc(%0) : memref<?xf32>
  hip.silu(%arg0) ins(%alloc_0 : memref<?xf32>) outs(%alloc_1 : memref<?xf32>)
  memref.dealloc %alloc_0 : memref<?xf32>
  hip.silu(%arg0) ins(%alloc_1 : memref<?xf32>) outs(%arg2 : memref<?xf32>)
  memref.dealloc %alloc_1 : memref<?xf32>
  func.return
}
"""


def parse(text: str) -> ModuleOp:
    return Parser(make_context(allow_unregistered=True), text).parse_module()


def first_function(module: ModuleOp) -> func.FuncOp:
    return next(op for op in module.walk() if isinstance(op, func.FuncOp))


def full_print_names(op: Operation) -> dict[SSAValue, str]:
    printer = Printer(stream=io.StringIO())
    printer.print_op(op)
    return {v: f"%{n}" for v, n in printer._ssa_values.items()}


def test_plan_names_of_mlir_printed_ir():
    # Read as xhip's tools read files: the names as written.
    module = LocatingParser(make_context(), MLIR_PRINTED, "in.mlir").parse_module()
    plan = plan_function(first_function(module))
    assert plan is not None
    assert [a.name for a in plan.allocs] == ["%alloc", "%alloc_0", "%alloc_1"]
    assert plan.symbol_names == ["%0", "%1"]
    assert str(plan.allocs[1].size) == "%1 * 4"


def test_plan_names_follow_xdsls_printer_without_source_names():
    """xDSL's own parser keeps `%alloc_0` as the hint `alloc`; its printer then
    prints `%alloc_1`, and so does the plan (as `print(module)` shows)."""
    module = parse(MLIR_PRINTED)
    plan = plan_function(first_function(module))
    assert plan is not None
    assert [a.name for a in plan.allocs] == ["%alloc", "%alloc_1", "%alloc_2"]
    printed = str(module)
    assert "%alloc_1 = memref.alloc(%1)" in printed
    assert "%alloc_2 = memref.alloc(%0)" in printed


def test_a_changed_function_is_named_by_the_printer():
    module = LocatingParser(make_context(), MLIR_PRINTED, "in.mlir").parse_module()
    f = first_function(module)
    block = f.body.blocks[0]
    extra = arith.ConstantOp.from_int_and_width(7, IndexType())
    block.insert_op_before(extra, block.first_op)  # type: ignore[arg-type]
    names = PrintedNames(f)
    assert names._names == full_print_names(f)


def build_python_function() -> ModuleOp:
    block = Block(arg_types=[ContextType(), IndexType()])
    ctx, n = block.args
    b = Builder(InsertPoint.at_end(block))
    two = b.insert(arith.ConstantOp.from_int_and_width(2, IndexType())).result
    m = b.insert(arith.MuliOp(n, two)).result
    x = b.insert(memref.AllocOp.get(f32, shape=[DYNAMIC_INDEX], dynamic_sizes=[m]))
    y = b.insert(memref.AllocOp.get(f32, shape=[64]))
    b.insert(SiluOp(ctx, x.memref, y.memref))
    b.insert(memref.DeallocOp.get(x))
    b.insert(memref.DeallocOp.get(y))
    b.insert(func.ReturnOp())
    return ModuleOp([func.FuncOp("g", (block.arg_types, []), Region(block))])


def test_plan_names_of_ir_built_from_python():
    module = build_python_function()
    plan = plan_function(first_function(module))
    assert plan is not None
    # `print(module)` shows the arguments as %0 and %1, then `%2 = arith.constant
    # 2`, `%3 = arith.muli %1, %2`: the allocs are %4 and %5, the size %3.
    assert [a.name for a in plan.allocs] == ["%4", "%5"]
    assert plan.symbol_names == ["%3"]
    printed = str(module)
    assert "%4 = memref.alloc(%3) : memref<?xf32>" in printed
    assert "%5 = memref.alloc() : memref<64xf32>" in printed


NESTED = """
func.func @n(%ctx: !hip.context, %n: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %alloc = memref.alloc(%n) : memref<?xf32>
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %c0) -> (index) {
    %alloc_0 = memref.alloc() : memref<4xf32>
    %0 = arith.addi %acc, %i : index
    scf.yield %0 : index
  }
  %alloc_1 = memref.alloc(%r) : memref<?xf32>
  %1 = "test.op"() ({
    %alloc_2 = memref.alloc() : memref<4xf32>
    "test.op"() : () -> ()
  }) : () -> index
  func.return
}
func.func @m(%alloc: index) {
  %0 = arith.addi %alloc, %alloc : index
  func.return
}
"""


@pytest.mark.parametrize("text", [MLIR_PRINTED, NESTED], ids=["mlir", "nested"])
def test_printed_names_equal_a_full_print(text: str):
    module = parse(text)
    for f in module.ops:
        assert PrintedNames(f)._names == full_print_names(f)
    full = full_print_names(module)
    names = {}
    for f in module.ops:
        names.update(PrintedNames(f)._names)
    assert names == full


def test_printed_names_of_the_bench_decoder():
    from xhip_harness.workloads.programs import decoder

    module = parse(decoder().text)
    f = first_function(module)
    assert PrintedNames(f)._names == full_print_names(f)


def test_xhip_plan_and_svg_use_printed_names(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
):
    src = tmp_path / "in.mlir"
    src.write_text(MLIR_PRINTED)
    svg = tmp_path / "out.svg"
    assert main(["plan", str(src), "--allocs", "--svg", str(svg)]) == 0
    out = capsys.readouterr().out
    for name in ("%alloc ", "%alloc_0", "%alloc_1"):
        assert name in out
    assert "%s0" not in out and "%s1" not in out
    picture = svg.read_text()
    assert "%alloc_0" in picture and "%alloc_1" in picture


UNSAFE = """
func.func @u(%ctx: !hip.context, %x: memref<64xf32>) {
  %c0 = arith.constant 0 : index
  %c256 = arith.constant 256 : index
  %pool = hip.get_pool(%ctx, %c256) : memref<?xi8>
  %alloc = memref.view %pool[%c0][] : memref<?xi8> to memref<64xf32>
  hip.silu(%ctx) ins(%x : memref<64xf32>) outs(%alloc : memref<64xf32>)
  %alloc_0 = memref.view %pool[%c0][] : memref<?xi8> to memref<64xf32>
  hip.silu(%ctx) ins(%alloc : memref<64xf32>) outs(%alloc_0 : memref<64xf32>)
  func.return
}
"""


def test_xhip_check_uses_printed_names(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
):
    pytest.importorskip("numpy")
    src = tmp_path / "pooled.mlir"
    src.write_text(UNSAFE)
    assert main(["check", str(src)]) == 1
    err = capsys.readouterr().err
    assert "views %alloc and %alloc_0 share bytes" in err

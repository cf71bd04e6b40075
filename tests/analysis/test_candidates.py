"""`find_candidates`: which allocs each scope's source passes over."""

from __future__ import annotations

from xdsl.dialects import func, memref, scf

from xhip.analysis.candidates import find_candidates
from xhip.ir import make_context, parse_module

NESTED = """
func.func @f(%ctx: !hip.context, %n: index, %c: i1) {
  %a = memref.alloc() : memref<4xf32>
  "test.op_with_memwrite"(%a) : (memref<4xf32>) -> ()
  scf.for %i = %n to %n step %n {
    %t = memref.alloc() : memref<8xf32>
    %unused = memref.alloc() : memref<8xf32>
    scf.if %c {
      %u = memref.alloc() : memref<16xf32>
      "test.op_with_memwrite"(%u) : (memref<16xf32>) -> ()
    }
    "test.op_with_memwrite"(%t) : (memref<8xf32>) -> ()
  }
  func.return
}
"""


def _function(text: str) -> func.FuncOp:
    module = parse_module(make_context(allow_unregistered=True), text, "t.mlir")
    f = module.ops.first
    assert isinstance(f, func.FuncOp)
    return f


def _names(allocs: list[memref.AllocOp]) -> list[str | None]:
    return [a.memref.name_hint for a in allocs]


def test_the_entry_block_source_passes_over_the_used_nested_allocs() -> None:
    """Each used alloc inside a region of an entry-block op, in pre-order,
    with that op and the scope whose source considers it; neither pooled
    nor unpooled."""
    f = _function(NESTED)
    found = find_candidates(f, "entry-block")
    assert _names([c.alloc for c in found.pooled]) == ["a"]
    assert found.unpooled == []
    assert _names([p.alloc for p in found.passed_over]) == ["t", "u"]
    loop = next(op for op in f.body.block.ops if isinstance(op, scf.ForOp))
    assert [p.holder for p in found.passed_over] == [loop, loop]
    assert [p.scope for p in found.passed_over] == ["function", "function"]


def test_the_function_source_passes_over_none() -> None:
    found = find_candidates(_function(NESTED), "function")
    assert _names([c.alloc for c in found.pooled]) == ["a", "t", "u"]
    assert found.passed_over == []

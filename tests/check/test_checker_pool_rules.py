"""The checker's rules on how a view reaches its pool (docs/semantics.md
§9.1): hand-made unsafe pooled IR that the checker must reject, and what
`verify-plan` says about it."""

from __future__ import annotations

import pytest
from xdsl.dialects import func, memref
from xdsl.dialects.builtin import ModuleOp

from xhip.check.checker import CheckOptions, check_function
from xhip.diagnostics import PoolAllocsError
from xhip.dialects.hip import GetPoolOp
from xhip.ir import make_context, parse_module
from xhip.plan import PoolOptions
from xhip.transforms.check_pools import verify_plan
from xhip.transforms.pool_module import pool_module

HOME_LISTED_LATE = """
func.func @home_listed_late(%ctx: !hip.context, %k: index) {
  cf.br ^bb2
^bb1:
  %y = memref.alloc(%n) : memref<?xf32>
  "test.op_with_memwrite"(%y) : (memref<?xf32>) -> ()
  memref.dealloc %y : memref<?xf32>
  func.return
^bb2:
  %n = arith.addi %k, %k : index
  %x = memref.alloc(%n) : memref<?xf32>
  "test.op_with_memwrite"(%x) : (memref<?xf32>) -> ()
  memref.dealloc %x : memref<?xf32>
  %m = arith.muli %k, %k : index
  %z = memref.alloc(%m) : memref<?xf32>
  "test.op_with_memwrite"(%z) : (memref<?xf32>) -> ()
  memref.dealloc %z : memref<?xf32>
  cf.br ^bb1
}
"""


def _parsed(text: str) -> ModuleOp:
    return parse_module(make_context(allow_unregistered=True), text)


def _function(module: ModuleOp) -> func.FuncOp:
    return next(op for op in module.ops if isinstance(op, func.FuncOp))


def test_a_pool_made_after_its_view_is_rejected() -> None:
    """The pooled home_listed_late, its first pool moved after the view of
    it (what grouping the home's allocs in listing order made)."""
    module = _parsed(HOME_LISTED_LATE)
    options = PoolOptions(scope="function")
    pool_module(module, options, remarks=False)
    f = _function(module)
    assert check_function(f, CheckOptions()).violations == []
    x = next(
        op
        for op in f.walk()
        if isinstance(op, memref.ViewOp) and op.result.name_hint == "x"
    )
    pool = x.source.owner
    assert isinstance(pool, GetPoolOp)
    pool.detach()
    block = x.parent_block()
    assert block is not None
    block.insert_op_after(pool, x)
    found = check_function(f, CheckOptions()).violations
    assert [(v.kind, v.ops[0]) for v in found] == [("dominance", x)]
    with pytest.raises(PoolAllocsError) as raised:
        verify_plan(f, options)
    assert raised.value.message == (
        "hip-pool-allocs: verify-plan: @home_listed_late: view %x (live at "
        "13-15, at <unknown>:11:3) is not dominated by its source %pool: it "
        "may not be made yet when the view runs"
    )


CALLEE_OF_BLOCKS = """
func.func @keep(%m: memref<16xf32>, %c: i1) {
  cf.cond_br %c, ^bb1(%m : memref<16xf32>), ^bb2
^bb1(%p: memref<16xf32>):
  "test.op_with_memwrite"(%m) : (memref<16xf32>) -> ()
  "user.keep"(%p) : (memref<16xf32>) -> ()
  cf.br ^bb2
^bb2:
  func.return
}
func.func @f(%ctx: !hip.context, %c: i1) {
  %a = memref.alloc() : memref<16xf32>
  func.call @keep(%a, %c) : (memref<16xf32>, i1) -> ()
  %b = memref.alloc() : memref<16xf32>
  "test.op_with_memwrite"(%b) : (memref<16xf32>) -> ()
  func.return
}
"""


def test_verify_plan_follows_a_callee_of_several_blocks() -> None:
    """verify-plan checks @f, whose callee uses its argument in another block
    and keeps it there: no crash, and the pass's offsets (a kept %a apart
    from %b) pass."""
    module = _parsed(CALLEE_OF_BLOCKS)
    pool_module(module, PoolOptions(scope="function"), verify=True, remarks=False)
    f = next(
        op
        for op in module.ops
        if isinstance(op, func.FuncOp) and op.sym_name.data == "f"
    )
    offsets = [
        op.byte_shift.owner.value.value.data
        for op in f.walk()
        if isinstance(op, memref.ViewOp)
    ]
    assert offsets == [0, 256]

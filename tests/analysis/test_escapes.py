"""The escape rule of the pass (`keeps_operand`), read from declared memory effects,
and the effects the hip ops declare for it. The lifetimes it gives are checked
end to end in `tests/filecheck/hip-pool-allocs/escapes.mlir`."""

from __future__ import annotations

from xdsl.dialects import func
from xdsl.dialects.builtin import ModuleOp, UnregisteredOp
from xdsl.ir import Operation, SSAValue
from xdsl.traits import EffectInstance, MemoryEffectKind, get_effects

from xhip.analysis.aliases import view_chain_root
from xhip.analysis.escapes import keeps_operand
from xhip.ir import make_context, parse_module
from xhip.plan import plan_function

TEXT = """
func.func private @keep(memref<64xf32>)
func.func @f(%ctx: !hip.context, %x: memref<64xf32>, %c: i1, %n: index,
             %slot: memref<1xmemref<64xf32>>, %slots: memref<1xindex>) {
  %c0 = arith.constant 0 : index
  %a = memref.alloc() : memref<64xf32>
  hip.silu(%ctx) ins(%x : memref<64xf32>) outs(%a : memref<64xf32>)
  memref.copy %a, %x : memref<64xf32> to memref<64xf32>
  memref.store %a, %slot[%c0] : memref<1xmemref<64xf32>>
  %p = memref.extract_aligned_pointer_as_index %a : memref<64xf32> -> index
  memref.store %p, %slots[%c0] : memref<1xindex>
  %v = vector.broadcast %p : index to vector<1xindex>
  vector.store %v, %slots[%c0] : memref<1xindex>, vector<1xindex>
  "test.op_with_memread"(%a) : (memref<64xf32>) -> ()
  "test.op_with_memwrite"(%a, %p) : (memref<64xf32>, index) -> ()
  "test.enqueue"(%a) : (memref<64xf32>) -> ()
  func.call @keep(%a) : (memref<64xf32>) -> ()
  %s = arith.select %c, %a, %x : memref<64xf32>
  %w = memref.cast %a : memref<64xf32> to memref<?xf32>
  %u = memref.subview %w[0] [8] [1] : memref<?xf32> to memref<8xf32, strided<[1]>>
  %r = scf.if %c -> (memref<64xf32>) {
    scf.yield %a : memref<64xf32>
  } else {
    scf.yield %x : memref<64xf32>
  }
  %h = hip.alloc(%ctx) : memref<64xf32>
  hip.free(%ctx, %h) : memref<64xf32>
  func.return
}
"""


def _function() -> func.FuncOp:
    module: ModuleOp = parse_module(make_context(True), TEXT, "escapes.mlir")
    return [op for op in module.walk() if isinstance(op, func.FuncOp)][-1]


def _uses_of_a() -> list[tuple[str, int, bool]]:
    """(op name, operand index, keeps it) for every use of %a and %p."""
    block = _function().body.blocks[0]
    named = {v.name_hint: v for op in block.ops for v in op.results}
    found: list[tuple[str, int, bool]] = []
    for name in ("a", "p"):
        for use in named[name].uses:
            op: Operation = use.operation
            name = op.op_name.data if isinstance(op, UnregisteredOp) else op.name
            found.append((name, use.index, keeps_operand(op, use.index)))
    return found


def test_an_address_escapes_where_it_is_written_as_data_or_effects_are_unknown():
    kept = sorted((name, index) for name, index, keeps in _uses_of_a() if keeps)
    assert kept == [
        ("func.call", 0),  # the callee may keep its argument
        ("memref.store", 0),  # %a itself, into a memref of memrefs
        ("memref.store", 0),  # %p, the address as an index
        ("test.enqueue", 0),  # unregistered: unknown effects
        ("test.op_with_memwrite", 1),  # %p beside the buffer the op writes
    ]
    plain = sorted((name, index) for name, index, keeps in _uses_of_a() if not keeps)
    assert plain == [
        ("arith.select", 1),
        ("hip.silu", 2),  # a DPS out: written through
        ("memref.cast", 0),
        ("memref.copy", 0),
        ("memref.extract_aligned_pointer_as_index", 0),
        ("scf.yield", 0),  # a terminator: the scf.if result is followed
        ("test.op_with_memread", 0),
        ("test.op_with_memwrite", 0),  # the buffer written through
        ("vector.broadcast", 0),  # pure: its result is an alias, followed
    ]


def test_vector_store_has_no_declared_effects_so_it_keeps_its_operands():
    block = _function().body.blocks[0]
    store = next(op for op in block.ops if op.name == "vector.store")
    assert get_effects(store) is None
    assert keeps_operand(store, 0)


def test_hip_ops_declare_their_effects_on_their_operands():
    block = _function().body.blocks[0]
    ops = {op.name: op for op in block.ops}
    silu = ops["hip.silu"]
    x, a = silu.operands[1], silu.operands[2]
    assert get_effects(silu) == {
        EffectInstance(MemoryEffectKind.READ, x),
        EffectInstance(MemoryEffectKind.WRITE, a),
    }
    alloc, free = ops["hip.alloc"], ops["hip.free"]
    assert get_effects(alloc) == {
        EffectInstance(MemoryEffectKind.ALLOC, alloc.results[0])
    }
    assert get_effects(free) == {
        EffectInstance(MemoryEffectKind.FREE, free.operands[1])
    }
    assert not keeps_operand(ops["hip.free"], 1)


def test_only_view_chains_are_certainly_their_alloc():
    block = _function().body.blocks[0]
    named: dict[str, SSAValue] = {
        v.name_hint: v for op in block.ops for v in op.results if v.name_hint
    }
    a = named["a"]
    assert view_chain_root(a) is a
    assert view_chain_root(named["w"]) is a
    assert view_chain_root(named["u"]) is a
    assert view_chain_root(named["s"]) is None  # %a or %x
    assert view_chain_root(named["r"]) is None  # an scf.if result
    assert view_chain_root(named["h"]) is None  # not a memref.alloc


def test_the_plan_lists_allocs_a_may_alias_dealloc_leaves_unpooled():
    text = """
func.func @f(%ctx: !hip.context, %c: i1, %x: memref<64xf32>) {
  %a = memref.alloc() : memref<64xf32>
  %b = memref.alloc() : memref<64xf32>
  %s = arith.select %c, %a, %x : memref<64xf32>
  memref.dealloc %s : memref<64xf32>
  hip.silu(%ctx) ins(%x : memref<64xf32>) outs(%b : memref<64xf32>)
  func.return
}
"""
    module = parse_module(make_context(), text, "unpooled.mlir")
    (f,) = [op for op in module.walk() if isinstance(op, func.FuncOp)]
    plan = plan_function(f)
    assert plan is not None
    assert [a.name for a in plan.allocs] == ["%b"]
    assert [(u.alloc.memref.name_hint, u.reason) for u in plan.unpooled] == [
        (
            "a",
            "hip-pool-allocs: %a is not pooled: memref.dealloc %s at "
            "unpooled.mlir:6:3 frees either it or another buffer, so that dealloc "
            "can be neither erased (a leak) nor kept (it would free pool memory)",
        )
    ]

"""bufferization's ops' memory effects (`xhip/dialects/xdsl_ext/bufferization.py`),
as MLIR 22 declares them."""

from __future__ import annotations

from xdsl.traits import MemoryEffectKind, get_effects

from xhip.ir import make_context, parse_module

R, W, A = MemoryEffectKind.READ, MemoryEffectKind.WRITE, MemoryEffectKind.ALLOC

TEXT = """
func.func @f(%a: memref<4xf32>, %t: tensor<4xf32>, %c: i1) {
  %b = bufferization.clone %a : memref<4xf32> to memref<4xf32>
  %x = bufferization.to_tensor %a : memref<4xf32> to tensor<4xf32>
  %m = bufferization.to_buffer %t : tensor<4xf32> to memref<4xf32>
  bufferization.materialize_in_destination %t in writable %a : (tensor<4xf32>, memref<4xf32>) -> ()
  %u = bufferization.materialize_in_destination %t in %t : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
  bufferization.dealloc (%b : memref<4xf32>) if (%c)
  return
}
"""


def test_effects() -> None:
    func = parse_module(make_context(), TEXT).body.block.first_op
    assert func is not None
    ops = list(func.regions[0].block.ops)[:-1]
    names = {v: n for n, v in [("a", func.regions[0].block.args[0])]}
    names |= {op.results[0]: "b" for op in ops[:1]}

    def show(op_index: int) -> set[tuple[MemoryEffectKind, str]] | None:
        effects = get_effects(ops[op_index])
        if effects is None:
            return None
        return {(e.kind, names.get(e.value, "?")) for e in effects}  # pyright: ignore[reportArgumentType]

    assert show(0) == {(R, "a"), (W, "b"), (A, "b")}  # clone
    assert show(1) == {(R, "a")}  # to_tensor reads its buffer
    assert show(2) == set()  # to_buffer: Pure
    assert show(3) == {(W, "a")}  # materialize into a memref writes it
    assert show(4) == set()  # into a tensor: no memory effect
    assert show(5) is None  # dealloc: MLIR declares no effects

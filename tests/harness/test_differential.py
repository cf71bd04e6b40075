"""The NumPy executor, and original-vs-pooled runs that must agree bit for bit."""

from __future__ import annotations

from pathlib import Path

import numpy as np
import pytest
from xdsl.dialects import func
from xdsl.dialects.builtin import ModuleOp

from xhip.check import CheckOptions, violations
from xhip.ir import make_context, parse_module
from xhip.transforms.hip_pool_allocs import HipPoolAllocsPass
from xhip_harness.execute import ExecutionError, differential, execute, make_arguments
from xhip_harness.execute.differential import pooled_module
from xhip_harness.execute.memory import PackedBits, bf16_to_f32, f32_to_bf16
from xhip_harness.fuzz.runner import CONFIGS


def parse(text: str) -> ModuleOp:
    return parse_module(make_context(), text, "test.mlir")


def only_function(module: ModuleOp) -> func.FuncOp:
    (f,) = [op for op in module.walk() if isinstance(op, func.FuncOp)]
    return f


# An MLP-and-attention-like block with dynamic rows: every kind of op the
# executor models, several buffers live at once, and reuse after they die.
BLOCK = """
func.func @block(%ctx: !hip.context, %x: memref<?x8xf32>, %w1: memref<8x16xf32>,
                 %w2: memref<16x8xf32>, %g: memref<8xf32>, %b: memref<8xf32>,
                 %out: memref<?x8xf32>, %mask: memref<?x8xi1>) {
  %c0 = arith.constant 0 : index
  %n = memref.dim %x, %c0 : memref<?x8xf32>
  %norm = memref.alloc(%n) : memref<?x8xf32>
  hip.rms_norm(%ctx) ins(%x, %g : memref<?x8xf32>, memref<8xf32>) outs(%norm : memref<?x8xf32>) {axis = -1 : i64, epsilon = 1.000000e-05 : f32, stash_type = 1 : i64}
  %h = memref.alloc(%n) : memref<?x16xf32>
  hip.matmul(%ctx) ins(%norm, %w1 : memref<?x8xf32>, memref<8x16xf32>) outs(%h : memref<?x16xf32>)
  %act = memref.alloc(%n) : memref<?x16xf32>
  hip.silu(%ctx) ins(%h : memref<?x16xf32>) outs(%act : memref<?x16xf32>)
  %gate = memref.alloc(%n) : memref<?x16xf32>
  hip.sigmoid(%ctx) ins(%h : memref<?x16xf32>) outs(%gate : memref<?x16xf32>)
  %prod = memref.alloc(%n) : memref<?x16xf32>
  hip.mul(%ctx) ins(%act, %gate : memref<?x16xf32>, memref<?x16xf32>) outs(%prod : memref<?x16xf32>)
  %down = memref.alloc(%n) : memref<?x8xf32>
  hip.matmul(%ctx) ins(%prod, %w2 : memref<?x16xf32>, memref<16x8xf32>) outs(%down : memref<?x8xf32>)
  %res = memref.alloc(%n) : memref<?x8xf32>
  hip.add(%ctx) ins(%down, %x : memref<?x8xf32>, memref<?x8xf32>) outs(%res : memref<?x8xf32>)
  %sm = memref.alloc(%n) : memref<?x8xf32>
  hip.miopen.softmax(%ctx) ins(%res : memref<?x8xf32>) outs(%sm : memref<?x8xf32>)
  %ln = memref.alloc(%n) : memref<?x8xf32>
  hip.layer_norm(%ctx) ins(%sm, %g, %b : memref<?x8xf32>, memref<8xf32>, memref<8xf32>) outs(%ln : memref<?x8xf32>)
  %t = memref.alloc() : memref<8x8xf32>
  %sq = memref.subview %ln[0, 0] [8, 8] [1, 1] : memref<?x8xf32> to memref<8x8xf32, strided<[8, 1]>>
  hip.transpose(%ctx) ins(%sq : memref<8x8xf32, strided<[8, 1]>>) outs(%t : memref<8x8xf32>) {perm = [1 : i64, 0 : i64]}
  %m = memref.alloc(%n) : memref<?x8xi1>
  hip.less(%ctx) ins(%ln, %res : memref<?x8xf32>, memref<?x8xf32>) outs(%m : memref<?x8xi1>)
  hip.where(%ctx) ins(%m, %ln, %res : memref<?x8xi1>, memref<?x8xf32>, memref<?x8xf32>) outs(%out : memref<?x8xf32>)
  memref.copy %m, %mask : memref<?x8xi1> to memref<?x8xi1>
  %top = memref.subview %out[0, 0] [8, 8] [1, 1] : memref<?x8xf32> to memref<8x8xf32, strided<[8, 1]>>
  hip.add(%ctx) ins(%top, %t : memref<8x8xf32, strided<[8, 1]>>, memref<8x8xf32>) outs(%top : memref<8x8xf32, strided<[8, 1]>>)
  func.return
}
"""


def _silu(x: np.ndarray) -> np.ndarray:
    return x * (1 / (1 + np.exp(-x)))


def test_executor_computes_the_block_like_numpy():
    f = only_function(parse(BLOCK))
    rng = np.random.default_rng(1)
    args = make_arguments(
        f, rng, shapes={"x": (10, 8), "out": (10, 8), "mask": (10, 8)}
    )
    x, w1, w2, g, b = (np.asarray(a, dtype=np.float32) for a in args[1:6])
    execute(f, args)
    norm = x / np.sqrt(np.mean(x * x, axis=-1, keepdims=True) + np.float32(1e-5)) * g
    h = norm @ w1
    prod = _silu(h) * (1 / (1 + np.exp(-h)))
    res = prod @ w2 + x
    e = np.exp(res - res.max(axis=-1, keepdims=True))
    sm = e / e.sum(axis=-1, keepdims=True)
    mean = sm.mean(axis=-1, keepdims=True)
    var = ((sm - mean) ** 2).mean(axis=-1, keepdims=True)
    ln = (sm - mean) / np.sqrt(var + np.float32(1e-5)) * g + b
    expected = np.asarray(np.where(ln < res, ln, res), dtype=np.float32)
    expected[:8] += ln[:8].T
    np.testing.assert_allclose(args[6], expected, rtol=1e-5, atol=1e-6)
    mask = args[7]
    assert isinstance(mask, PackedBits)
    np.testing.assert_array_equal(mask.read(), ln < res)


@pytest.mark.parametrize("lifetime_only,alignment", CONFIGS)
def test_pooled_block_is_bit_identical(lifetime_only: bool, alignment: int):
    module = parse(BLOCK)
    pooled = pooled_module(
        module, HipPoolAllocsPass(alignment=alignment, lifetime_only=lifetime_only)
    )
    f, g = only_function(module), only_function(pooled)
    assert any(op.name == "hip.get_pool" for op in g.walk())
    for rows in (8, 9, 33):
        args = make_arguments(
            f,
            np.random.default_rng(rows),
            shapes={"x": (rows, 8), "out": (rows, 8), "mask": (rows, 8)},
        )
        outcome = differential(f, g, args)
        assert outcome.identical, outcome.mismatches
        assert outcome.pool_bytes > 0


# Hand-made pooled IR: %b is placed 64 bytes into %a while %a is still to be read.
ALIASED = """
func.func @aliased(%ctx: !hip.context, %x: memref<64xf32>, %out: memref<64xf32>) {
  %c0 = arith.constant 0 : index
  %cB = arith.constant OFFSET : index
  %c512 = arith.constant 512 : index
  %pool = hip.get_pool(%ctx, %c512) : memref<?xi8>
  %a = memref.view %pool[%c0][] : memref<?xi8> to memref<64xf32>
  hip.exp(%ctx) ins(%x : memref<64xf32>) outs(%a : memref<64xf32>)
  %b = memref.view %pool[%cB][] : memref<?xi8> to memref<64xf32>
  hip.neg(%ctx) ins(%x : memref<64xf32>) outs(%b : memref<64xf32>)
  hip.add(%ctx) ins(%a, %b : memref<64xf32>, memref<64xf32>) outs(%out : memref<64xf32>)
  func.return
}
"""

REFERENCE = """
func.func @aliased(%ctx: !hip.context, %x: memref<64xf32>, %out: memref<64xf32>) {
  %a = memref.alloc() : memref<64xf32>
  hip.exp(%ctx) ins(%x : memref<64xf32>) outs(%a : memref<64xf32>)
  %b = memref.alloc() : memref<64xf32>
  hip.neg(%ctx) ins(%x : memref<64xf32>) outs(%b : memref<64xf32>)
  hip.add(%ctx) ins(%a, %b : memref<64xf32>, memref<64xf32>) outs(%out : memref<64xf32>)
  func.return
}
"""


def test_the_executor_exposes_an_aliasing_mistake():
    original = only_function(parse(REFERENCE))
    args = make_arguments(original, np.random.default_rng(0))

    correct = parse(ALIASED.replace("OFFSET", "256"))
    assert violations(correct) == []
    assert differential(original, only_function(correct), args).identical

    wrong = parse(ALIASED.replace("OFFSET", "64"))
    assert sorted(v.kind for v in violations(wrong)) == ["alignment", "overlap"]
    outcome = differential(original, only_function(wrong), args)
    assert outcome.mismatches == ["%out"]


def test_a_view_outside_its_pool_fails_the_run():
    module = parse(ALIASED.replace("OFFSET", "480"))
    f = only_function(module)
    with pytest.raises(
        ExecutionError, match=r"view bytes \[480, 736\) outside a pool of 512"
    ):
        execute(f, make_arguments(f, np.random.default_rng(0)))


def test_bf16_rounds_to_nearest_even_and_i1_is_one_byte_per_element():
    values = np.array([1.0, 1.00390625, 1.01171875, -2.5, np.inf], dtype=np.float32)
    bits = f32_to_bf16(values)
    # 1 + 2^-8 is a tie and rounds to even (1.0); 1 + 3 * 2^-8 rounds up.
    np.testing.assert_array_equal(bf16_to_f32(bits), [1.0, 1.0, 1.015625, -2.5, np.inf])
    assert np.isnan(bf16_to_f32(f32_to_bf16(np.array([np.nan], dtype=np.float32))))[0]

    # One byte per i1, as the pass sizes it (docs/semantics.md §6.1).
    assert PackedBits.byte_size((3, 3)) == 9
    packed = PackedBits(np.zeros(9, dtype=np.uint8), (3, 3))
    pattern = np.eye(3, dtype=np.bool_)
    packed.write(pattern)
    assert packed.data.tolist() == [1, 0, 0, 0, 1, 0, 0, 0, 1]
    np.testing.assert_array_equal(packed.read(), pattern)
    # Any nonzero byte reads as true.
    packed.data[1] = 0x80
    assert packed.read()[0].tolist() == [True, True, False]


def test_views_of_one_pool_share_bytes_and_types():
    text = """
func.func @f(%ctx: !hip.context, %x: memref<4xf32>, %y: memref<8xbf16>, %z: memref<16xi1>) {
  %c0 = arith.constant 0 : index
  %c16 = arith.constant 16 : index
  %pool = hip.get_pool(%ctx, %c16) : memref<?xi8>
  %f = memref.view %pool[%c0][] : memref<?xi8> to memref<4xf32>
  %h = memref.view %pool[%c0][] : memref<?xi8> to memref<8xbf16>
  %bits = memref.view %pool[%c0][] : memref<?xi8> to memref<16xi1>
  memref.copy %x, %f : memref<4xf32> to memref<4xf32>
  memref.copy %h, %y : memref<8xbf16> to memref<8xbf16>
  memref.copy %bits, %z : memref<16xi1> to memref<16xi1>
  func.return
}
"""
    f = only_function(parse(text))
    x = np.array([1.0, -2.0, 3.5, 0.0], dtype=np.float32)
    y = np.zeros(8, dtype=np.uint16)
    z = PackedBits(np.zeros(16, dtype=np.uint8), (16,))
    execute(f, [None, x, y, z])
    # The bf16 view reads the f32 bytes: high halves are the bf16 of each value.
    np.testing.assert_array_equal(y.view(np.uint16)[1::2], f32_to_bf16(x))
    # The i1 view reads one byte per element: true where a byte of x is nonzero.
    assert z.data.tolist() == [0, 0, 1, 1, 0, 0, 0, 1, 0, 0, 1, 1, 0, 0, 0, 0]


EXAMPLE = Path(__file__).parents[2] / "examples" / "decoder_block.mlir"


@pytest.mark.parametrize("lifetime_only,alignment", CONFIGS)
def test_pooled_decoder_block_example_is_bit_identical(
    lifetime_only: bool, alignment: int
):
    module = parse_module(make_context(), EXAMPLE.read_text(), str(EXAMPLE))
    pooled = pooled_module(
        module, HipPoolAllocsPass(alignment=alignment, lifetime_only=lifetime_only)
    )
    f, g = only_function(module), only_function(pooled)
    assert violations(g, CheckOptions(alignment=alignment)) == []
    for seq in (1, 7):
        args = make_arguments(
            f,
            np.random.default_rng(seq),
            shapes={"x": (seq, 256)},
            contents={"pos": np.arange(seq)},
        )
        outcome = differential(f, g, args)
        assert outcome.identical, outcome.mismatches
        assert outcome.pool_bytes > 0


# Storage sizes (docs/semantics.md §6.1): a vector<3xf32> element takes 16
# bytes, an i1 one byte. Each buffer is written, then both are read while live.
STORED = """
func.func @f(%ctx: !hip.context, %vin: memref<64xvector<3xf32>>, %bin: memref<64xf32>,
             %m1in: memref<2048xi1>, %m2in: memref<2048xi1>,
             %vout: memref<64xvector<3xf32>>, %bout: memref<64xf32>,
             %m1out: memref<2048xi1>, %m2out: memref<2048xi1>) {
  %v = memref.alloc() : memref<64xvector<3xf32>>
  memref.copy %vin, %v : memref<64xvector<3xf32>> to memref<64xvector<3xf32>>
  %b = memref.alloc() : memref<64xf32>
  memref.copy %bin, %b : memref<64xf32> to memref<64xf32>
  %m1 = memref.alloc() : memref<2048xi1>
  memref.copy %m1in, %m1 : memref<2048xi1> to memref<2048xi1>
  %m2 = memref.alloc() : memref<2048xi1>
  memref.copy %m2in, %m2 : memref<2048xi1> to memref<2048xi1>
  memref.copy %v, %vout : memref<64xvector<3xf32>> to memref<64xvector<3xf32>>
  memref.copy %b, %bout : memref<64xf32> to memref<64xf32>
  memref.copy %m1, %m1out : memref<2048xi1> to memref<2048xi1>
  memref.copy %m2, %m2out : memref<2048xi1> to memref<2048xi1>
  func.return
}
"""


def test_vector_and_i1_buffers_keep_their_values_when_pooled():
    module = parse(STORED)
    pooled = pooled_module(module, HipPoolAllocsPass())
    f, g = only_function(module), only_function(pooled)
    args = make_arguments(f, np.random.default_rng(0))
    # The executor lays a vector<3xf32> out in 4 lanes (16 bytes).
    assert args[1].shape == (64, 4) and args[1].dtype == np.float32
    assert differential(f, g, args).identical


# The same function pooled with sizes of bits (the reference's for the masks,
# 256 bytes each; xhip's old 768 bytes for the vectors): best fit, largest
# first, puts v at 0, m1 at 768, m2 at 1024 and b at 1280 (the pool is left
# large enough for the bytes really written). m1's copy lands in v's elements
# 48..63 and all of b, m2's in m1's elements 256..2047 (and b again).
BIT_SIZED = """
func.func @f(%ctx: !hip.context, %vin: memref<64xvector<3xf32>>, %bin: memref<64xf32>,
             %m1in: memref<2048xi1>, %m2in: memref<2048xi1>,
             %vout: memref<64xvector<3xf32>>, %bout: memref<64xf32>,
             %m1out: memref<2048xi1>, %m2out: memref<2048xi1>) {
  %c5376 = arith.constant 5376 : index
  %pool = hip.get_pool(%ctx, %c5376) : memref<?xi8>
  %c0 = arith.constant 0 : index
  %c768 = arith.constant 768 : index
  %c1024 = arith.constant 1024 : index
  %c1280 = arith.constant 1280 : index
  %v = memref.view %pool[%c0][] : memref<?xi8> to memref<64xvector<3xf32>>
  memref.copy %vin, %v : memref<64xvector<3xf32>> to memref<64xvector<3xf32>>
  %b = memref.view %pool[%c1280][] : memref<?xi8> to memref<64xf32>
  memref.copy %bin, %b : memref<64xf32> to memref<64xf32>
  %m1 = memref.view %pool[%c768][] : memref<?xi8> to memref<2048xi1>
  memref.copy %m1in, %m1 : memref<2048xi1> to memref<2048xi1>
  %m2 = memref.view %pool[%c1024][] : memref<?xi8> to memref<2048xi1>
  memref.copy %m2in, %m2 : memref<2048xi1> to memref<2048xi1>
  memref.copy %v, %vout : memref<64xvector<3xf32>> to memref<64xvector<3xf32>>
  memref.copy %b, %bout : memref<64xf32> to memref<64xf32>
  memref.copy %m1, %m1out : memref<2048xi1> to memref<2048xi1>
  memref.copy %m2, %m2out : memref<2048xi1> to memref<2048xi1>
  func.return
}
"""


CALLS_AND_GLOBALS = """
memref.global "private" @g : memref<2xindex> = dense<[3, 4]>
func.func private @set(%v: index) -> index {
  %c0 = arith.constant 0 : index
  %g = memref.get_global @g : memref<2xindex>
  memref.store %v, %g[%c0] : memref<2xindex>
  %old = memref.load %g[%c0] : memref<2xindex>
  func.return %old : index
}
func.func @f(%v: index) -> (index, index, index, index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %g = memref.get_global @g : memref<2xindex>
  %a = memref.load %g[%c0] : memref<2xindex>
  %r = func.call @set(%v) : (index) -> index
  %b = memref.load %g[%c0] : memref<2xindex>
  %k = memref.load %g[%c1] : memref<2xindex>
  func.return %a, %r, %b, %k : index, index, index, index
}
"""


def test_bit_sized_masks_and_vectors_lose_values():
    f, g = only_function(parse(STORED)), only_function(parse(BIT_SIZED))
    args = make_arguments(f, np.random.default_rng(0))
    assert differential(f, g, args).mismatches == ["%vout", "%bout", "%m1out"]
    # The checker, sizing the views itself, reports the same overlaps.
    found = violations(g, CheckOptions())
    assert [(v.kind, v.ranges) for v in found] == [
        ("overlap", ((0, 1024), (768, 2816))),  # v, m1
        ("overlap", ((1280, 1536), (768, 2816))),  # b, m1
        ("overlap", ((1280, 1536), (1024, 3072))),  # b, m2
        ("overlap", ((768, 2816), (1024, 3072))),  # m1, m2
    ]


# Work that runs later (docs/semantics.md
# §4.3): %a is copied to %y by work that may still run when %b (another value)
# is written. The executor runs such work at the latest point allowed, so a
# plan that gives %a's bytes to %b shows in %y.
DEFERRED_STARTS = {
    "async": (
        '%t = "async.execute"() ({\n'
        "  memref.copy %a, %y : memref<64xf32> to memref<64xf32>\n"
        '  "async.yield"() : () -> ()\n'
        "}) : () -> !async.token",
        '"async.await"(%t) : (!async.token) -> ()',
    ),
    "spawn": (
        '"test.spawn"() ({\n'
        "  memref.copy %a, %y : memref<64xf32> to memref<64xf32>\n"
        "}) : () -> ()",
        None,
    ),
    "omp.task": (
        '"omp.task"() <{operandSegmentSizes = array<i32: 0, 0, 0, 0, 0, 0, 0, 0, '
        "0>}> ({\n"
        "  memref.copy %a, %y : memref<64xf32> to memref<64xf32>\n"
        '  "omp.terminator"() : () -> ()\n'
        "}) : () -> ()",
        '"omp.taskwait"() : () -> ()',
    ),
    "dma": (
        "memref.dma_start %a[%c0], %y[%c0], %c64, %tag[%c0] : memref<64xf32>, "
        "memref<64xf32>, memref<1xi32>",
        "memref.dma_wait %tag[%c0], %c64 : memref<1xi32>",
    ),
}


def _deferred(start: str, wait: str | None, views: bool) -> str:
    alloc = (
        "%{} = memref.view %pool[%c0][] : memref<?xi8> to memref<64xf32>"
        if views
        else "%{} = memref.alloc() : memref<64xf32>"
    )
    lines = [
        "%c0 = arith.constant 0 : index",
        "%c64 = arith.constant 64 : index",
        *(["%c256 = arith.constant 256 : index",
           "%pool = hip.get_pool(%ctx, %c256) : memref<?xi8>"] if views else []),
        alloc.format("a"),
        "hip.silu(%ctx) ins(%x : memref<64xf32>) outs(%a : memref<64xf32>)",
        start,
        alloc.format("b"),
        "hip.sigmoid(%ctx) ins(%x : memref<64xf32>) outs(%b : memref<64xf32>)",
        *([wait] if wait else []),
        "hip.add(%ctx) ins(%b, %b : memref<64xf32>, memref<64xf32>) outs(%x : "
        "memref<64xf32>)",
    ]  # fmt: skip
    return (
        "func.func @f(%ctx: !hip.context, %x: memref<64xf32>, %y: memref<64xf32>, "
        "%tag: memref<1xi32>) {\n" + "\n".join(lines) + "\nfunc.return\n}"
    )


@pytest.mark.parametrize("kind", sorted(DEFERRED_STARTS))
def test_deferred_work_runs_late_and_the_pass_keeps_its_buffers(kind: str):
    start, wait = DEFERRED_STARTS[kind]
    original = only_function(
        parse_module(make_context(True), _deferred(start, wait, False), "t")
    )
    shared = only_function(
        parse_module(make_context(True), _deferred(start, wait, True), "t")
    )
    args = make_arguments(original, np.random.default_rng(0))
    # %a and %b at the same bytes while the work still reads %a: %y differs.
    assert differential(original, shared, args).mismatches == ["%y"]
    for lifetime_only, alignment in CONFIGS:
        pooled = only_function(
            pooled_module(
                original.parent_op(),  # pyright: ignore[reportArgumentType]
                HipPoolAllocsPass(alignment=alignment, lifetime_only=lifetime_only),
            )
        )
        assert differential(original, pooled, args).identical


def test_the_executor_runs_calls_and_globals():
    # func.call runs the callee in place (its result comes back), and a global
    # starts from its initial value in every run, writes through the callee
    # included.
    module = parse(CALLS_AND_GLOBALS)
    (f,) = [
        op
        for op in module.walk()
        if isinstance(op, func.FuncOp) and op.sym_name.data == "f"
    ]
    assert execute(f, [9]) == [3, 9, 9, 4]
    assert execute(f, [7]) == [3, 7, 7, 4]
    missing = parse(
        CALLS_AND_GLOBALS.replace("@set(%v) :", "@unset(%v) :").replace(
            "func.func private @set", "func.func private @unset_decl"
        )
        + "func.func private @unset(index) -> index\n"
    )
    (g,) = [
        op
        for op in missing.walk()
        if isinstance(op, func.FuncOp) and op.sym_name.data == "f"
    ]
    with pytest.raises(ExecutionError, match="no function body to run"):
        execute(g, [1])

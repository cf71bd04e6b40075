"""The PyTorch backend: the NumPy backend's memory model and kernels on a device.

Skipped where PyTorch is not installed (CI has neither PyTorch nor a GPU); runs
on the CPU, and on CUDA too when a GPU is there.
"""

from __future__ import annotations

from typing import Any

import numpy as np
import pytest
from xdsl.dialects import func
from xdsl.dialects.builtin import ModuleOp

from xhip.ir import make_context, parse_module
from xhip.transforms.hip_pool_allocs import HipPoolAllocsPass
from xhip_harness.execute import differential, execute, make_arguments
from xhip_harness.execute.backend import get_backend
from xhip_harness.execute.differential import pooled_module
from xhip_harness.execute.memory import PackedBits, f32_to_bf16
from xhip_harness.fuzz.runner import CONFIGS
from xhip_harness.gpu.fuzz import fuzz, fuzz_configs, run_program

torch: Any = pytest.importorskip("torch", reason="PyTorch is not installed")

DEVICES = ["cpu", *(["cuda"] if torch.cuda.is_available() else [])]


def parse(text: str) -> ModuleOp:
    return parse_module(make_context(), text, "test.mlir")


def only_function(module: ModuleOp) -> func.FuncOp:
    (f,) = [op for op in module.walk() if isinstance(op, func.FuncOp)]
    return f


SHARED = """
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


@pytest.mark.parametrize("device", DEVICES)
def test_views_of_one_pool_share_bytes_on_the_device(device: str):
    backend = get_backend("torch", device)
    f = only_function(parse(SHARED))
    x = np.array([1.0, -2.0, 3.5, 0.0], dtype=np.float32)
    t = [a.type for a in f.body.blocks[0].args]
    args = [
        None,
        backend.from_numpy(x, t[1]),
        backend.from_numpy(np.zeros(8, np.uint16), t[2]),
        backend.from_numpy(PackedBits(np.zeros(16, np.uint8), (16,)), t[3]),
    ]
    assert args[2].dtype == torch.bfloat16
    execute(f, args, backend=backend)
    y = backend.to_numpy(args[2])
    np.testing.assert_array_equal(y[1::2], f32_to_bf16(x))
    z = backend.to_numpy(args[3])
    # One byte per i1: true where a byte of x is nonzero.
    assert z.data.tolist() == [0, 0, 1, 1, 0, 0, 0, 1, 0, 0, 1, 1, 0, 0, 0, 0]


@pytest.mark.parametrize("device", DEVICES)
def test_i1_is_one_byte_per_element_like_numpy(device: str):
    from xhip_harness.execute.torch_backend import TorchBits

    pattern = np.eye(3, dtype=np.bool_)
    bits = TorchBits(torch.zeros(9, dtype=torch.uint8, device=device), (3, 3))
    bits.write(torch.from_numpy(pattern).to(device))
    assert bits.data.tolist() == [1, 0, 0, 0, 1, 0, 0, 0, 1]
    assert bits.read().cpu().numpy().tolist() == pattern.tolist()


BLOCK = """
func.func @block(%ctx: !hip.context, %x: memref<?x8xf32>, %w1: memref<8x16xf32>,
                 %g: memref<8xf32>, %out: memref<?x8xf32>, %mask: memref<?x8xi1>,
                 %h16: memref<?x16xf16>, %b16: memref<?x8xbf16>) {
  %c0 = arith.constant 0 : index
  %n = memref.dim %x, %c0 : memref<?x8xf32>
  %norm = memref.alloc(%n) : memref<?x8xf32>
  hip.rms_norm(%ctx) ins(%x, %g : memref<?x8xf32>, memref<8xf32>) outs(%norm : memref<?x8xf32>) {axis = -1 : i64, epsilon = 1.000000e-05 : f32, stash_type = 1 : i64}
  %h = memref.alloc(%n) : memref<?x16xf32>
  hip.matmul(%ctx) ins(%norm, %w1 : memref<?x8xf32>, memref<8x16xf32>) outs(%h : memref<?x16xf32>)
  %act = memref.alloc(%n) : memref<?x16xf16>
  hip.silu(%ctx) ins(%h : memref<?x16xf32>) outs(%act : memref<?x16xf16>)
  memref.copy %act, %h16 : memref<?x16xf16> to memref<?x16xf16>
  %sm = memref.alloc(%n) : memref<?x8xf32>
  hip.miopen.softmax(%ctx) ins(%norm : memref<?x8xf32>) outs(%sm : memref<?x8xf32>)
  %bf = memref.alloc(%n) : memref<?x8xbf16>
  hip.exp(%ctx) ins(%sm : memref<?x8xf32>) outs(%bf : memref<?x8xbf16>)
  memref.copy %bf, %b16 : memref<?x8xbf16> to memref<?x8xbf16>
  %m = memref.alloc(%n) : memref<?x8xi1>
  hip.less(%ctx) ins(%sm, %norm : memref<?x8xf32>, memref<?x8xf32>) outs(%m : memref<?x8xi1>)
  hip.where(%ctx) ins(%m, %sm, %norm : memref<?x8xi1>, memref<?x8xf32>, memref<?x8xf32>) outs(%out : memref<?x8xf32>)
  memref.copy %m, %mask : memref<?x8xi1> to memref<?x8xi1>
  func.return
}
"""


@pytest.mark.parametrize("device", DEVICES)
@pytest.mark.parametrize("lifetime_only,alignment", [c for c in CONFIGS if c[1] > 1])
def test_pooled_block_is_bit_identical_on_the_device(
    device: str, lifetime_only: bool, alignment: int
):
    module = parse(BLOCK)
    pooled = pooled_module(
        module, HipPoolAllocsPass(alignment=alignment, lifetime_only=lifetime_only)
    )
    f, g = only_function(module), only_function(pooled)
    rows = 9
    shapes = {k: (rows, 8) for k in ("x", "out", "mask", "b16")} | {"h16": (rows, 16)}
    args = make_arguments(f, np.random.default_rng(rows), shapes=shapes)
    outcome = differential(f, g, args, backend="torch", device=device)
    assert outcome.identical, outcome.mismatches
    assert outcome.pool_bytes == differential(f, g, args).pool_bytes


@pytest.mark.parametrize("device", DEVICES)
def test_the_device_agrees_with_numpy(device: str):
    module = parse(BLOCK)
    f = only_function(module)
    shapes = {k: (5, 8) for k in ("x", "out", "mask", "b16")} | {"h16": (5, 16)}
    args = make_arguments(f, np.random.default_rng(3), shapes=shapes)
    backend = get_backend("torch", device)
    on_numpy = [a.copy() if isinstance(a, np.ndarray) else a for a in args]
    execute(f, on_numpy)
    types = [a.type for a in f.body.blocks[0].args]
    on_device = [
        backend.from_numpy(a, t) if a is not None else None
        for a, t in zip(args, types, strict=True)
    ]
    execute(f, on_device, backend=backend)
    got = [backend.to_numpy(a) for a in on_device]
    np.testing.assert_allclose(got[4], on_numpy[4], rtol=1e-5, atol=1e-6)
    np.testing.assert_array_equal(got[5].read(), on_numpy[5].read())
    np.testing.assert_allclose(
        got[6].astype(np.float32), on_numpy[6].astype(np.float32), rtol=2e-3, atol=1e-3
    )


@pytest.mark.parametrize("device", DEVICES)
def test_a_few_fuzz_programs_on_the_device(device: str):
    report = fuzz(
        get_backend("torch", device), 4, seeds=(7,), log=lambda _: None, effort=10**5
    )
    assert report.findings == []
    assert report.executed > 0
    assert report.agree_with_numpy == report.programs
    on_numpy = fuzz(get_backend("numpy"), 4, seeds=(7,), log=lambda _: None)
    assert (report.programs, report.skipped) == (on_numpy.programs, on_numpy.skipped)


SLOTS = """
func.func @f(%ctx: !hip.context, %x: memref<4xf32>, %slot: memref<1xmemref<4xf32>>,
             %out: memref<4xf32>) {
  %c0 = arith.constant 0 : index
  %a = memref.alloc() : memref<4xf32>
  %b = memref.alloc() : memref<4xf32>
  memref.store %a, %slot[%c0] : memref<1xmemref<4xf32>>
  %l = memref.load %slot[%c0] : memref<1xmemref<4xf32>>
  hip.exp(%ctx) ins(%x : memref<4xf32>) outs(%l : memref<4xf32>)
  hip.neg(%ctx) ins(%a : memref<4xf32>) outs(%b : memref<4xf32>)
  memref.copy %b, %out : memref<4xf32> to memref<4xf32>
  memref.dealloc %b : memref<4xf32>
  func.return
}
"""


@pytest.mark.parametrize("device", DEVICES)
def test_a_stored_buffer_is_a_handle_on_the_device(device: str):
    """A memref of memrefs holds buffer handles: a write through the loaded one
    lands in the stored buffer, as with NumPy."""
    module = parse(SLOTS)
    f = only_function(module)
    x = np.array([0.0, 1.0, -1.0, 2.0], dtype=np.float32)
    args = make_arguments(f, np.random.default_rng(0), contents={"x": x})
    assert args[2].dtype == object and args[2][0] is None
    backend = get_backend("torch", device)
    types = [a.type for a in f.body.blocks[0].args]
    values = [backend.from_numpy(a, t) for a, t in zip(args, types, strict=True)]
    slots = values[2]
    assert backend.is_buffer(slots) and backend.copy(slots) is not slots
    execute(f, values, backend=backend)
    stored = slots[0]
    assert isinstance(stored, torch.Tensor) and stored.device.type == device
    np.testing.assert_allclose(backend.to_numpy(stored), np.exp(x), rtol=1e-6)
    np.testing.assert_allclose(backend.to_numpy(values[3]), -np.exp(x), rtol=1e-6)
    for lifetime_only, alignment in [c for c in CONFIGS if c[1] > 1]:
        pooled = pooled_module(
            module, HipPoolAllocsPass(alignment=alignment, lifetime_only=lifetime_only)
        )
        outcome = differential(
            f, only_function(pooled), args, backend="torch", device=device
        )
        assert outcome.identical, outcome.mismatches


@pytest.mark.parametrize("device", DEVICES)
@pytest.mark.parametrize("seed", [15, 20, 25])
def test_fuzz_programs_that_store_buffers_run_on_the_device(device: str, seed: int):
    """Programs the fuzzer draws with a buffer stored into a memref of memrefs
    and loaded back (what the torch backend could not hold before)."""
    configs = fuzz_configs(effort=10**5)
    result = run_program(
        get_backend("torch", device), get_backend("numpy"), seed, configs
    )
    assert result.findings == []
    assert result.ran and result.agrees
    assert result.executed == len(configs)

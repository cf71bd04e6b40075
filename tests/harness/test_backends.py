"""The shared op table and memory model through the NumPy backend; the campaign.

The PyTorch backend's own tests are in `test_torch_backend.py` (skipped where
PyTorch is not installed, as in CI).
"""

from __future__ import annotations

import json
import math
from dataclasses import asdict
from pathlib import Path

import numpy as np
import pytest
from xdsl.dialects import func
from xdsl.dialects.builtin import ModuleOp

from xhip.ir import make_context, parse_module
from xhip_harness.execute import ExecutionError, differential, execute, make_arguments
from xhip_harness.execute.arrays import NumpyOps
from xhip_harness.execute.backend import NumpyBackend, get_backend
from xhip_harness.execute.kernels import KERNELS
from xhip_harness.execute.memory_model import weight_scale
from xhip_harness.gpu.__main__ import main as gpu_main
from xhip_harness.gpu.campaign import configs, models, pooled
from xhip_harness.gpu.fuzz import fuzz, fuzz_configs


def parse(text: str) -> ModuleOp:
    return parse_module(make_context(), text, "test.mlir")


def only_function(module: ModuleOp) -> func.FuncOp:
    (f,) = [op for op in module.walk() if isinstance(op, func.FuncOp)]
    return f


def run(text: str, *args: object) -> None:
    execute(only_function(parse(text)), list(args))


def test_the_table_has_the_model_ops():
    for name in ("hip.gather", "hip.conv", "hip.gelu", "hip.cast", "hip.matmul"):
        assert name in KERNELS


def test_gelu_is_the_erf_one_and_tanh_on_request():
    text = """
func.func @f(%ctx: !hip.context, %x: memref<7xf32>, %y: memref<7xf32>, %z: memref<7xf32>) {
  hip.gelu(%ctx) ins(%x : memref<7xf32>) outs(%y : memref<7xf32>)
  hip.gelu(%ctx) ins(%x : memref<7xf32>) outs(%z : memref<7xf32>) {approximate = "tanh"}
  func.return
}
"""
    x = np.array([-3, -1, -0.5, 0, 0.5, 1, 3], dtype=np.float32)
    y, z = np.zeros(7, np.float32), np.zeros(7, np.float32)
    run(text, None, x, y, z)
    exact = [0.5 * v * (1 + math.erf(v / math.sqrt(2))) for v in x.tolist()]
    np.testing.assert_allclose(y, exact, rtol=1e-6, atol=1e-6)
    np.testing.assert_allclose(z, exact, atol=2e-3)


def test_gather_and_cast():
    text = """
func.func @f(%ctx: !hip.context, %w: memref<5x3xf32>, %ids: memref<2x2xi64>,
             %out: memref<2x2x3xf32>, %h: memref<2x2x3xi32>) {
  hip.gather(%ctx) ins(%w, %ids : memref<5x3xf32>, memref<2x2xi64>) outs(%out : memref<2x2x3xf32>)
  hip.cast(%ctx) ins(%out : memref<2x2x3xf32>) outs(%h : memref<2x2x3xi32>) {to = 6 : i64}
  func.return
}
"""
    w = np.arange(15, dtype=np.float32).reshape(5, 3) * 1.5
    ids = np.array([[4, 0], [2, 2]], dtype=np.int64)
    out, h = np.zeros((2, 2, 3), np.float32), np.zeros((2, 2, 3), np.int32)
    run(text, None, w, ids, out, h)
    np.testing.assert_array_equal(out, w[ids])
    np.testing.assert_array_equal(h, np.trunc(w[ids]).astype(np.int32))
    with pytest.raises(ExecutionError, match="gather index outside"):
        run(text, None, w, np.array([[5, 0], [0, 0]], dtype=np.int64), out, h)


def test_patch_convolution_is_a_strided_convolution():
    text = """
func.func @f(%ctx: !hip.context, %x: memref<2x3x8x6xf32>, %w: memref<4x3x2x2xf32>,
             %y: memref<2x4x4x3xf32>) {
  hip.conv(%ctx) ins(%x, %w : memref<2x3x8x6xf32>, memref<4x3x2x2xf32>) outs(%y : memref<2x4x4x3xf32>) {kernel_shape = [2, 2], strides = [2, 2], pads = [0, 0, 0, 0], dilations = [1, 1], group = 1 : i64}
  func.return
}
"""
    rng = np.random.default_rng(0)
    x = rng.standard_normal((2, 3, 8, 6)).astype(np.float32)
    w = rng.standard_normal((4, 3, 2, 2)).astype(np.float32)
    y = np.zeros((2, 4, 4, 3), np.float32)
    run(text, None, x, w, y)
    expected = np.zeros_like(y)
    for i in range(4):
        for j in range(3):
            patch = x[:, :, 2 * i : 2 * i + 2, 2 * j : 2 * j + 2]
            expected[:, :, i, j] = np.einsum("bchw,ochw->bo", patch, w)
    np.testing.assert_allclose(y, expected, rtol=1e-5, atol=1e-5)
    bad = text.replace("strides = [2, 2]", "strides = [1, 1]")
    with pytest.raises(ExecutionError, match="strides equal its kernel"):
        run(bad, None, x, w, y)


def test_head_split_matmuls_are_grouped_query_attention():
    # 4 query heads of dim 2 over 2 key/value groups.
    text = """
func.func @f(%ctx: !hip.context, %q: memref<1x3x8xf32>, %k: memref<1x5x4xf32>,
             %v: memref<1x5x4xf32>, %s: memref<1x4x3x5xf32>, %o: memref<1x3x8xf32>) {
  hip.matmul(%ctx) ins(%q, %k : memref<1x3x8xf32>, memref<1x5x4xf32>) outs(%s : memref<1x4x3x5xf32>)
  hip.matmul(%ctx) ins(%s, %v : memref<1x4x3x5xf32>, memref<1x5x4xf32>) outs(%o : memref<1x3x8xf32>)
  func.return
}
"""
    rng = np.random.default_rng(1)
    q = rng.standard_normal((1, 3, 8)).astype(np.float32)
    k = rng.standard_normal((1, 5, 4)).astype(np.float32)
    v = rng.standard_normal((1, 5, 4)).astype(np.float32)
    s, o = np.zeros((1, 4, 3, 5), np.float32), np.zeros((1, 3, 8), np.float32)
    run(text, None, q, k, v, s, o)
    for h in range(4):
        g = h // 2
        qh, kh, vh = (
            q[0, :, 2 * h : 2 * h + 2],
            k[0, :, 2 * g : 2 * g + 2],
            v[0, :, 2 * g : 2 * g + 2],
        )
        np.testing.assert_allclose(s[0, h], qh @ kh.T, rtol=1e-5, atol=1e-6)
        np.testing.assert_allclose(
            o[0, :, 2 * h : 2 * h + 2], s[0, h] @ vh, rtol=1e-5, atol=1e-6
        )


def test_weights_are_seeded_by_index_and_scaled_by_fan_in():
    text = """
func.func @f(%ctx: !hip.context, %a: memref<64x32xf32>, %b: memref<64x32xf32>) {
  %i = arith.constant 3 : i64
  %w = hip.get_constant(%ctx, %i) : memref<64x32xf32>
  memref.copy %w, %a : memref<64x32xf32> to memref<64x32xf32>
  %j = arith.constant 3 : i64
  %w2 = hip.get_constant(%ctx, %j) : memref<64x32xf32>
  memref.copy %w2, %b : memref<64x32xf32> to memref<64x32xf32>
  func.return
}
"""
    a, b = np.zeros((64, 32), np.float32), np.ones((64, 32), np.float32)
    run(text, None, a, b)
    np.testing.assert_array_equal(a, b)
    assert weight_scale((64, 32)) == 1 / 8
    assert 0.08 < float(a.std()) < 0.17


def test_backends_by_name():
    assert get_backend().name == "numpy"
    assert isinstance(get_backend("numpy", "cpu"), NumpyBackend)
    with pytest.raises(ValueError, match="unknown backend"):
        get_backend("jax")
    with pytest.raises(ValueError, match="runs on the cpu"):
        get_backend("numpy", "cuda")


def test_numpy_ops_keep_the_kernels_semantics():
    xp = NumpyOps()
    x = np.array([[1.0, 2.0, 3.0]], dtype=np.float16)
    assert xp.is_low_float(x) and not xp.is_low_float(x.astype(np.float32))
    assert xp.matmul(x, x.T).dtype == np.float32  # f16 products accumulate in f32
    np.testing.assert_allclose(xp.softmax(x).sum(), 1.0, rtol=1e-3)
    assert xp.repeat(np.arange(2), 2, 0).tolist() == [0, 0, 1, 1]


def test_every_campaign_model_pools_bit_identically_on_numpy():
    """The tiny campaign models: each configuration, pool = the pass's size."""
    for model in models(smoke=True):
        from xhip_harness.gpu.campaign import Meter, Runner

        backend = NumpyBackend()
        runner = Runner(
            backend, Meter(backend), repeats=1, warmup=0, log=lambda _: None
        )
        rows = runner.model(model, configs(effort=200_000))
        pooled_rows = [r for r in rows if r.identical is not None]
        assert pooled_rows
        expected = 6 if model.hoisted else 4
        assert len(pooled_rows) == expected * len(model.bindings)
        for r in pooled_rows:
            assert r.identical, (model.name, r.run, r.binding)
            assert r.pool_bytes == r.pass_bytes
            assert r.pool_bytes >= r.lower_bound
        originals = [r for r in rows if r.identical is None]
        assert all(r.finite == 1.0 for r in originals)


def test_the_campaign_detects_a_wrong_pool():
    """A pooled decoder whose two views are moved onto each other differs."""
    model = models(smoke=True)[0]
    module = parse(model.program.text)
    g, _ = pooled(module, configs()[0].options)
    f = only_function(module)
    views = [op for op in g.walk() if op.name == "memref.view"]
    # Every view at the offset of the first: live buffers now share bytes.
    first = views[0].operands[1]
    for view in views[1:]:
        view.operands[1] = first
    inputs = model.arguments(model.bindings[1])
    shapes = {k: v[0] for k, v in inputs.items()}
    contents = {k: v[1] for k, v in inputs.items() if v[1] is not None}
    args = make_arguments(f, np.random.default_rng(0), shapes=shapes, contents=contents)
    assert differential(f, g, args).mismatches


def test_gpu_main_on_numpy(capsys: pytest.CaptureFixture[str], tmp_path: Path):
    code = gpu_main(
        ["--backend", "numpy", "--smoke", "--models", "decoder", "--fuzz", "3",
         "--fuzz-seeds", "0,1", "--repeats", "1", "--warmup", "0",
         "--packer-effort", "100000", "--out", str(tmp_path)]
    )  # fmt: skip
    out = capsys.readouterr().out
    assert code == 0, out
    assert "0 mismatches, 0 pool sizes differing from the pass" in out
    assert "| decoder | seq=1 past=16 | caching allocator |" in out
    # Program 1 hands a buffer to an unregistered op (test.keep): NumPy cannot
    # run it either (11 configurations). Programs 1 and 1000003 have work that
    # runs later (test.spawn, a dma_start, an omp.task).
    assert (
        "fuzz: 6 programs drawn, 5 run, 1 skipped, 55 pooled functions (0 with "
        "nothing to pool), 55 differential runs, 0 findings, 5/5 originals agree "
        "with NumPy"
    ) in out
    assert (
        "skipped 1: NumPy cannot run it: the executor does not support test.keep" in out
    )
    assert sorted(p.name for p in tmp_path.iterdir()) == [
        "fuzz.json", "log.txt", "models.json", "models.md", "run.json", "summary.md"
    ]  # fmt: skip
    fuzz_json = json.loads((tmp_path / "fuzz.json").read_text())
    assert fuzz_json["seeds"] == [0, 1]
    assert fuzz_json["skipped"] == {
        "NumPy cannot run it: the executor does not support test.keep": 1,
    }
    assert fuzz_json["packer_effort"] == 100_000
    models_json = json.loads((tmp_path / "models.json").read_text())
    assert "fuzz" not in models_json
    assert models_json["pooled_runs"] == 8 and models_json["mismatches"] == 0
    run_json = json.loads((tmp_path / "run.json").read_text())
    assert run_json["failed"] is False
    assert run_json["command"][3:5] == ["--backend", "numpy"]


def test_fuzz_and_model_configurations():
    """Alignment 1 is left out (a device refuses odd views); packer=best runs on
    its work budget, never the clock; first-use, best + first-use, and the
    companion tail are there."""
    drawn = fuzz_configs(effort=1234)
    names = [c.name for c in drawn]
    assert not any("alignment=1 " in n for n in names)
    best = [c for c in drawn if c.options.packer == "best"]
    assert [c.name for c in best] == [
        "packer=best alignment=256",
        "packer=best first-use alignment=256",
        "tail packer=best first-use alignment=256",
    ]
    for c in drawn:
        assert c.options.packer_time_limit_ms is None
    assert all(c.options.packer_effort == 1234 for c in best)
    assert [c.name for c in drawn if c.tail] == [
        "tail alignment=256",
        "tail packer=best first-use alignment=256",
    ]
    assert "lifetime-only=false alignment=256" in names
    table = configs(effort=10)
    assert [c.name for c in table if c.tail] == ["tail, best first-use"]
    assert all(c.options.packer_time_limit_ms is None for c in table)
    assert all(
        c.options.packer_effort == 10 for c in table if c.options.packer == "best"
    )


def test_fuzz_is_the_same_in_worker_processes():
    """Two worker processes give the report of one (the timings apart); skips
    are counted by NumPy's reason, apart from findings."""
    backend = NumpyBackend()
    one = fuzz(backend, 4, seeds=(0, 3), log=lambda _: None, effort=100_000)
    two = fuzz(backend, 4, seeds=(0, 3), log=lambda _: None, effort=100_000, jobs=2)
    assert one.findings == [] and one.disagreements == []
    assert one.drawn == 8
    assert one.programs + sum(one.skipped.values()) == 8
    assert one.skipped and all(
        why.startswith("NumPy cannot run it: ") for why in one.skipped
    )
    strip = {"seconds", "jobs"}
    a = {k: v for k, v in asdict(one).items() if k not in strip}
    b = {k: v for k, v in asdict(two).items() if k not in strip}
    assert a == b


class _FreeingNumpy(NumpyBackend):
    """NumPy with the torch backend's dealloc behaviour (drop buffer and views)."""

    frees_on_dealloc = True


def test_deallocs_drop_the_buffer_and_its_views_only():
    from xhip_harness.fuzz.program import RandomChooser, build_program
    from xhip_harness.fuzz.runner import case_function, parse_case

    for seed in range(12):
        case = build_program(RandomChooser(seed), 40)
        if not case.executable:
            continue
        module = parse_case(case)
        f = case_function(module)
        args = make_arguments(
            f,
            np.random.default_rng(0),
            scalars=case.scalars,
            shapes=case.shapes,
            contents=case.contents,
        )
        g, _ = pooled(module, configs()[0].options)
        outcome = differential(f, g, args, backend=_FreeingNumpy())
        assert outcome.identical, (seed, outcome.mismatches)
    text = """
func.func @f(%ctx: !hip.context, %x: memref<4xf32>) {
  %a = memref.alloc() : memref<4xf32>
  %v = memref.subview %a[0] [2] [1] : memref<4xf32> to memref<2xf32, strided<[1]>>
  memref.dealloc %a : memref<4xf32>
  hip.exp(%ctx) ins(%v : memref<2xf32, strided<[1]>>) outs(%v : memref<2xf32, strided<[1]>>)
  func.return
}
"""
    f = only_function(parse(text))
    with pytest.raises(ExecutionError, match=r"use of %v, deallocated"):
        execute(f, [None, np.zeros(4, np.float32)], backend=_FreeingNumpy())

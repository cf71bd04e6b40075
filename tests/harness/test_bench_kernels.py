"""`xhip bench --parts kernels`: the kernel-compiler shapes, their exact byte
figures, and runs of them original vs pooled (docs/bench.md, "Kernel-compiler
shapes")."""

from __future__ import annotations

import json
from collections.abc import Sequence
from functools import cache, partial
from math import prod
from pathlib import Path
from typing import Any, cast

import numpy as np
import pytest
from xdsl.dialects import func, memref
from xdsl.dialects.builtin import MemRefType, ModuleOp, f32
from xdsl.ir import Attribute, Operation

from xhip.analysis.liveness import buffer_liveness
from xhip.dialects.hip import GetPoolOp
from xhip.ir import make_context, parse_module
from xhip.plan import PoolOptions, plan_function
from xhip.planning.best.search import search_pack
from xhip.planning.interval_packing import (
    ORDERS,
    conflicts,
    interval_best_fit,
    peak_live_bytes,
    pool_bytes,
)
from xhip.planning.interval_sets import IntervalSet
from xhip.planning.requests import Lifetime, align_up
from xhip.tools.cli import main
from xhip.transforms.pool_module import pool_module
from xhip_harness.bench.kernels import (
    SHAPES,
    KernelRow,
    KernelShape,
    held_intervals,
    measure,
    parsed,
)
from xhip_harness.execute.differential import differential, make_arguments
from xhip_harness.execute.interpreter import Executor
from xhip_harness.workloads.kernels import (
    cfg_softmax,
    flash_attention,
    shape_branch,
    tiled_matmul,
)

ALIGNMENT = 256

# Per shape: allocs, pooled, allocs run, no reuse, no pooling, xhip reference,
# xhip best, lower bound. Sizes (f32, rounded up to 256): matmul acc/p/e
# 64x64 = 16384, a 64x32 and b 32x64 = 8192: the bound is acc + a + b + p at
# the product; e takes the staging buffers' bytes after the k loop (no reuse
# adds it); 16 tiles x (acc, e + 8 steps x (a, b, p)) = 416 allocs run.
# Flash attention: q, o, kt, s, p, v, pv 64x64 = 16384; m, l and the 64x1
# statistics 256: at the P @ V product q, o, p, v, pv and m, l are live (5 x
# 16384 + 512); freeing at the block end holds all 13 in the allocator (7 x
# 16384 + 6 x 256), while liveness (a dealloc is not a use) and the pool stay
# at the last-use figures.
# Shape branch: xn and y 256x256 = 262144 (the small path), x/yt/z 64x256 =
# 65536. cf softmax: bias 1x256 = 1024, tiles 32x256 = 32768, row stats 256:
# bias + e + row_sum + y at the division; the allocator holds all of them
# to the block end.
FIGURES: dict[str, tuple[int, ...]] = {
    "tiled_matmul": (5, 5, 416, 65536, 49152, 49152, 49152, 49152),
    "flash_attention": (13, 13, 160, 116224, 82432, 82432, 82432, 82432),
    "shape_branch": (5, 5, 13, 720896, 524288, 524288, 524288, 524288),
    "cfg_softmax": (7, 7, 49, 132608, 66816, 66816, 66816, 66816),
    "flash_attention (cf)": (13, 13, 160, 116224, 82432, 82432, 82432, 82432),
    # The reference above the bound: see test_the_gap_of_the_greedy_order.
    "flash_attention, 32x128 tiles": (
        13,
        13,
        176,
        124416,
        74240,
        82432,
        74240,
        74240,
    ),
    # 64 heads one after the other: 64 x the allocs, one head's bytes.
    "flash_attention, 64 heads": (
        832,
        832,
        64 * 160,
        64 * 116224,
        82432,
        82432,
        82432,
        82432,
    ),
    "tiled_matmul, block-end frees": (5, 5, 416, 65536, 49152, 49152, 49152, 49152),
    "flash_attention, block-end frees": (
        13,
        13,
        160,
        116224,
        116224,
        82432,
        82432,
        82432,
    ),
    "shape_branch, block-end frees": (5, 5, 13, 720896, 524288, 524288, 524288, 524288),
    "cfg_softmax, block-end frees": (
        7,
        7,
        49,
        132608,
        132608,
        66816,
        66816,
        66816,
    ),
}

SHAPE_IDS = [s.name for s in SHAPES]


@cache
def _measured(shape: KernelShape) -> KernelRow:
    """`measure` once per row of `SHAPES` for the whole module."""
    return measure(shape, ALIGNMENT)


def test_every_shape_has_its_figures():
    assert list(FIGURES) == SHAPE_IDS


@pytest.mark.parametrize("shape", SHAPES, ids=SHAPE_IDS)
def test_exact_figures(shape: KernelShape):
    r = _measured(shape)
    got = (
        r.allocs,
        r.pooled,
        r.allocs_run,
        r.no_reuse,
        r.no_pooling,
        r.reference,
        r.best,
        r.lower_bound,
    )
    assert got == FIGURES[shape.name]
    assert r.lower_bound <= r.best <= r.reference
    assert r.lower_bound <= r.no_pooling <= r.no_reuse
    assert r.gap == r.reference - r.lower_bound


def test_the_bound_comes_from_liveness_not_from_the_frees():
    """Freed at the block end, a temporary is held by an allocator to the end
    of the iteration (no pooling: the sum of the whole body), but a dealloc is
    not a use: the bound and the pool are those of the last-use program."""
    early = measure(KernelShape("fa", flash_attention), ALIGNMENT)
    late = measure(
        KernelShape("fa", lambda: flash_attention(block_end_frees=True)), ALIGNMENT
    )
    assert late.lower_bound == late.reference == early.lower_bound
    assert early.no_pooling == early.lower_bound < late.no_pooling == late.no_reuse


def test_the_gap_of_the_greedy_order():
    """32x128 tiles: largest first puts the 32 KiB key and value tiles at 0
    and the scores above them; the probabilities meet the scores (the scores
    die at the subtraction that makes them) and the values, so they go above
    the scores, and the query-tile buffers above every loop temporary: 82432
    bytes where 74240 are live at most. Placing by first live point
    (`earliest-first`, the best of the greedy's orders) leaves 512 bytes; these
    sets are single intervals, so `packer=best` runs the entry-block search,
    which reaches the bound."""
    shape = KernelShape("fa", partial(flash_attention, block_q=32, block_kv=128))
    _, f = parsed(shape)
    plan = plan_function(f, PoolOptions(scope="function"))
    assert plan is not None
    offsets = {a.name: a.offset.constant for a in plan.allocs}
    assert (offsets["%kt"], offsets["%v"], offsets["%s"], offsets["%p"]) == (
        0,
        0,
        32768,
        49152,
    )
    assert min(offsets[n] or 0 for n in ("%q", "%o", "%m", "%l")) == 65536
    lives = [a.live for a in plan.allocs]
    sizes = [align_up(a.size.constant or 0, ALIGNMENT) for a in plan.allocs]
    assert all(len(live.intervals) == 1 for live in lives)
    by_order = {
        name: pool_bytes(interval_best_fit(lives, sizes, ALIGNMENT, order), sizes)
        for name, order in ORDERS.items()
    }
    assert by_order == {
        "largest-first": 82432,
        "longest-first": 82432,
        "earliest-first": 74752,
    }
    spans = [Lifetime(live.first, live.last) for live in lives]
    searched = search_pack(spans, sizes, ALIGNMENT)
    assert pool_bytes(searched, sizes) == 74240
    best = plan_function(f, PoolOptions(scope="function", packer="best"))
    assert best is not None and best.domains[0].pool_size.constant == 74240
    assert [a.offset.constant for a in best.allocs] == searched
    assert conflicts(lives, sizes, searched) == []


def test_an_alloc_never_freed_is_held_to_the_exit():
    """`held_intervals` (no pooling) against liveness: a buffer without a
    dealloc is held to the exit, live only to its last use."""
    text = """
    func.func @f(%ctx: !hip.context) {
      %a = memref.alloc() : memref<64xf32>
      "test.op_with_memwrite"(%a) : (memref<64xf32>) -> ()
      %b = memref.alloc() : memref<128xf32>
      "test.op_with_memwrite"(%b) : (memref<128xf32>) -> ()
      memref.dealloc %b : memref<128xf32>
      func.return
    }
    """
    context = make_context()
    context.allow_unregistered = True
    module = parse_module(context, text, "held.mlir")
    f = _function(module)
    liveness = buffer_liveness(f)
    a, b = [op for op in liveness.ops if isinstance(op, memref.AllocOp)]
    held = held_intervals(f, liveness)
    # Points: 0 %a, 1 write a, 2 %b, 3 write b, 4 dealloc b, 5 return.
    assert held[a] == IntervalSet.of_points(range(0, 6))
    assert held[b] == IntervalSet.of_points(range(2, 5))
    assert liveness.intervals[a] == IntervalSet.of_points(range(0, 2))
    sizes = [256, 512]
    assert peak_live_bytes([held[a], held[b]], sizes) == 768
    assert peak_live_bytes([liveness.intervals[a], liveness.intervals[b]], sizes) == 512


def _function(module: ModuleOp) -> func.FuncOp:
    return next(op for op in module.ops if isinstance(op, func.FuncOp))


def _silu(x: Any) -> Any:
    return x / (1 + np.exp(-x))


def _softmax_rows(x: Any) -> Any:
    e = np.exp(x - x.max(axis=1, keepdims=True))
    return e / e.sum(axis=1, keepdims=True)


def _expected(name: str, inputs: list[Any]) -> Any:
    """What the function writes to its last argument, by NumPy."""
    if name == "tiled_matmul":
        a, b, _ = inputs
        return _silu(a @ b)
    if name == "flash_attention":
        q, kt, v, _ = inputs
        heads = [slice(h, h + 64) for h in range(0, q.shape[1], 64)]
        return np.concatenate(
            [_softmax_rows(q[:, h] @ kt[h, :]) @ v[:, h] for h in heads], axis=1
        )
    if name == "shape_branch":
        x, w, _ = inputs
        return np.tanh(_silu(x) @ w)
    x, _ = inputs
    return _softmax_rows(x + np.exp(np.float32(0.5)))


def _marks(shape: KernelShape) -> list[pytest.MarkDecorator]:
    """The 64-head row runs 64 times one head's ops: slow in the executor."""
    return [pytest.mark.slow] if "heads" in shape.name else []


RUNS = [
    pytest.param(shape, rows, id=f"{shape.name}, rows={rows}", marks=_marks(shape))
    for shape in SHAPES
    for rows in ((64, 256) if shape.make().scalars else (None,))
]
EXECUTED = [pytest.param(s, id=s.name, marks=_marks(s)) for s in SHAPES]


def _arguments(shape: KernelShape, f: func.FuncOp, rows: int | None) -> list[Any]:
    scalars = dict(shape.make().scalars)
    if rows is not None:
        scalars["rows"] = rows
    return make_arguments(f, np.random.default_rng(7), scalars=scalars)


@pytest.mark.parametrize(("shape", "rows"), RUNS)
def test_shapes_compute_what_they_say(shape: KernelShape, rows: int | None):
    _, f = parsed(shape)
    args = _arguments(shape, f, rows)
    memrefs: list[Any] = [
        np.copy(a) for a in args if a is not None and not isinstance(a, int)
    ]
    Executor(0).run(f, args)
    name = shape.make().name
    np.testing.assert_allclose(args[-1], _expected(name, memrefs), rtol=1e-4, atol=1e-4)


@pytest.mark.parametrize("packer", ["reference", "best"])
@pytest.mark.parametrize(("shape", "rows"), RUNS)
def test_pooled_runs_bit_for_bit(shape: KernelShape, rows: int | None, packer: str):
    """Original vs pooled (`scope=function`) through the executor: every
    output byte the same; the pooled function allocates once."""
    module, f = parsed(shape)
    pooled = module.clone()
    options = PoolOptions(scope="function", packer=packer)  # pyright: ignore[reportArgumentType]
    pool_module(pooled, options, remarks=False)
    g = _function(pooled)
    assert not any(isinstance(op, memref.AllocOp) for op in g.walk())
    assert sum(isinstance(op, GetPoolOp) for op in g.walk()) == 1
    outcome = differential(f, g, _arguments(shape, f, rows))
    assert outcome.identical, outcome.mismatches
    assert outcome.pool_bytes == getattr(_measured(shape), packer)


def test_a_wrong_layout_changes_the_output(monkeypatch: pytest.MonkeyPatch):
    """The differential run sees a layout that lets live buffers share bytes
    (every offset 0): the programs read what they wrote."""
    import xhip.planning.packers as packers

    def overlapping(
        lives: Sequence[IntervalSet], sizes: Sequence[int], alignment: int
    ) -> list[int]:
        return [0] * len(sizes)

    monkeypatch.setattr(packers, "interval_best_fit", overlapping)
    shape = KernelShape("flash_attention", flash_attention)
    module, f = parsed(shape)
    pooled = module.clone()
    pool_module(pooled, PoolOptions(scope="function"), remarks=False)
    outcome = differential(f, _function(pooled), _arguments(shape, f, None))
    assert not outcome.identical


class AllocatorView(Executor):
    """The calls a caching allocator sees in a run of the original function:
    how many allocs, and the most bytes held at once (sizes rounded up)."""

    def __init__(self) -> None:
        super().__init__(seed=0)
        self.calls = 0
        self.held = 0
        self.peak = 0

    def _op(self, op: Operation) -> None:
        if isinstance(op, memref.DeallocOp):
            self.held -= _bytes(op.memref.type)
        super()._op(op)
        if isinstance(op, memref.AllocOp):
            self.calls += 1
            self.held += _bytes(op.memref.type)
            self.peak = max(self.peak, self.held)


def _bytes(t: Attribute) -> int:
    assert isinstance(t, MemRefType)
    memref_type = cast(MemRefType[Attribute], t)
    assert memref_type.get_element_type() == f32
    return align_up(4 * prod(memref_type.get_shape()), ALIGNMENT)


@pytest.mark.parametrize("shape", EXECUTED)
def test_no_pooling_is_what_a_caching_allocator_sees(shape: KernelShape):
    """The static `no pooling` figure is the most any run holds at once (the
    branch: the larger of its two paths), and `allocs run` the allocs the run
    at the program's scalars makes."""
    _, f = parsed(shape)
    program = shape.make()
    peaks: list[int] = []
    for rows in (64, 256) if program.scalars else (None,):
        view = AllocatorView()
        view.run(f, _arguments(shape, f, rows))
        assert view.held == 0
        peaks.append(view.peak)
        if rows is None or rows == program.scalars["rows"]:
            assert view.calls == program.allocs_run
    assert max(peaks) == _measured(shape).no_pooling


def test_generators_are_parameterised_and_deterministic():
    assert tiled_matmul().text == tiled_matmul().text
    small = tiled_matmul(m=128, n=64, k=64, tile_m=64, tile_n=64, tile_k=32)
    assert small.allocs_run == 2 * (2 + 3 * 2)
    assert "memref<64x32xf32>" in small.text
    assert cfg_softmax(rows=64, tile=16).allocs_run == 1 + 6 * 4
    assert shape_branch(size=128, tile=32).scalars == {"rows": 128}
    with pytest.raises(ValueError, match="does not divide"):
        flash_attention(seq=100, block_q=64)


def test_cli_kernels_part(
    tmp_path: Path,
    capsys: pytest.CaptureFixture[str],
    monkeypatch: pytest.MonkeyPatch,
):
    # The part prints and writes the rows `test_exact_figures` measured (the
    # same `measure`, once per shape for the module).
    import xhip_harness.bench.kernels as kernels_part

    def measured(shape: KernelShape, alignment: int) -> KernelRow:
        return _measured(shape) if alignment == ALIGNMENT else measure(shape, alignment)

    monkeypatch.setattr(kernels_part, "measure", measured)
    out = tmp_path / "bench.json"
    assert main(["bench", "--parts", "kernels", "--json", str(out)]) == 0
    printed = capsys.readouterr().out
    assert "## 4. Kernel-compiler shapes (`scope=function`)" in printed
    assert (
        "| tiled_matmul | 5 | 5 | 416 | 65536 | 49152 | 49152 | 49152 | 49152 | 0 |"
        in printed
    )
    rows = {r["shape"]: r for r in json.loads(out.read_text())["kernels"]["rows"]}
    assert list(rows) == SHAPE_IDS
    assert rows["flash_attention"]["lower_bound"] == 82432
    assert rows["cfg_softmax, block-end frees"]["reference"] == 66816


REDUCTIONS = """
memref.global "private" constant @none : memref<0xi64> = dense<>
memref.global "private" constant @last : memref<1xi64> = dense<-1>
func.func @f(%ctx: !hip.context, %x: memref<2x3xf32>, %a: memref<2xf32>,
             %b: memref<1x1xf32>, %c: memref<2x1xf32>) {
  %none = memref.get_global @none : memref<0xi64>
  %last = memref.get_global @last : memref<1xi64>
  hip.reduce_sum(%ctx) ins(%x, %last : memref<2x3xf32>, memref<1xi64>) outs(%a : memref<2xf32>) {keepdims = 0 : i64}
  hip.reduce_sum(%ctx) ins(%x, %none : memref<2x3xf32>, memref<0xi64>) outs(%b : memref<1x1xf32>)
  hip.reduce_max(%ctx) ins(%x, %last : memref<2x3xf32>, memref<1xi64>) outs(%c : memref<2x1xf32>)
  func.return
}
"""


def test_the_executor_reduces_as_onnx():
    """`hip.reduce_*` in the executor (what the shapes' statistics use): the
    axes operand (negative counts from the end; none: every axis), keepdims."""
    f = _function(parse_module(make_context(), REDUCTIONS, "reduce.mlir"))
    x = np.array([[1, 5, 2], [7, 0, 3]], dtype=np.float32)
    a, b, c = (
        np.zeros(2, np.float32),
        np.zeros((1, 1), np.float32),
        np.zeros((2, 1), np.float32),
    )
    Executor(0).run(f, [None, x, a, b, c])
    assert a.tolist() == [8, 10]
    assert b.tolist() == [[18]]
    assert c.tolist() == [[5], [7]]

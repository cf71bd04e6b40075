"""The `scope=function` scaling shapes of `xhip bench --parts speed`
(`chained_sizes`, `live_to_end`, `escaping`): what each stage makes of them at
a small n, and the counts that keep them linear (no timing here)."""

from __future__ import annotations

import pytest
from xdsl.dialects import func, memref

from xhip.analysis.liveness import buffer_liveness
from xhip.check import check_module, checker
from xhip.dialects.hip import GetPoolOp
from xhip.ir import make_context, parse_module
from xhip_harness.bench import speed

N = 7


def _module(name: str):
    text = "builtin.module {\n" + speed.path_shape_named(name).text(N) + "}\n"
    return parse_module(make_context(True), text, f"{name}.mlir")


@pytest.mark.parametrize(
    ("name", "pools"), [("chained_sizes", N), ("live_to_end", 1), ("escaping", 1)]
)
def test_each_stage_pools_every_alloc(name: str, pools: int) -> None:
    module = _module(name)
    speed.path_shape_named(name).run(make_context(True), module)
    module.verify()
    assert not any(isinstance(op, memref.AllocOp) for op in module.walk())
    views = [op for op in module.walk() if isinstance(op, memref.ViewOp)]
    assert len(views) == N
    assert sum(isinstance(op, GetPoolOp) for op in module.walk()) == pools
    (result,) = check_module(module)
    assert result.views == N and not result.violations


def test_measure_path_reports_the_stage_and_peak_memory() -> None:
    row = speed.measure_path(N, "escaping")
    assert (row.shape, row.n, row.ops) == ("escaping", N, 2 * N + 2)
    assert row.peak_mb > 0


def test_live_to_end_sets_are_one_run_each() -> None:
    # Each buffer is live from its alloc to its read in the second chain: one
    # run of points, all of them meeting at the middle.
    module = _module("live_to_end")
    f = next(op for op in module.walk() if isinstance(op, func.FuncOp))
    liveness = buffer_liveness(f)
    sets = [liveness.intervals[a] for a in liveness.intervals]
    assert [len(s.intervals) for s in sets] == [1] * N
    # %a0 at 0, %a_i at 2i - 1; the second chain's op k (k = 1..N-1) at
    # 2N - 2 + k reads %a_k and writes %a_(k-1): %a_i's last use is op i + 1
    # (op i for the last buffer).
    assert [s.intervals[0] for s in sets] == [(0, 2 * N - 1)] + [
        (2 * i - 1, 2 * N - 1 + i if i < N - 1 else 3 * N - 3) for i in range(1, N)
    ]


def test_escaping_views_are_one_set_live_together() -> None:
    # Every escaped view is live from it to the exit: one set of all N views,
    # not one per point.
    module = _module("escaping")
    speed.path_shape_named("escaping").run(make_context(True), module)
    f = next(op for op in module.walk() if isinstance(op, func.FuncOp))
    assert checker._needs_flow(f)
    views, _ = checker._pool_views(f, checker.LifetimeStart.FIRST_USE, flow=True)
    assert checker._live_at_points(views) == [list(range(N))]

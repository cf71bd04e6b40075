"""The checker's sets of points (`xhip/check/checker_cfg.py`): `reach` and
`on_cycle` from the graph's components against a search from each point, on
random programs with loops, branches and carried buffers, as they are and
lowered to blocks; the sets of views live together (`_live_at_points`, a sweep
over runs) against the distinct sets at each point."""

from __future__ import annotations

import random
from dataclasses import dataclass
from itertools import combinations
from typing import cast

import pytest
from xdsl.dialects import func

from xhip.check.checker import PoolView, _live_at_points
from xhip.check.checker_cfg import ControlFlow, Points
from xhip_harness.fuzz.control_flow import parsed


@pytest.mark.parametrize("lower", [False, True])
def test_reach_and_cycles_are_the_searches(lower: bool) -> None:
    checked = 0
    for seed in range(30):
        module = parsed(seed, lower)
        f = next(op for op in module.walk() if isinstance(op, func.FuncOp))
        graph = ControlFlow.of(f.body)
        for point in range(len(graph.labels)):
            assert graph.reach(point) == Points.of(graph.reachable([point])), seed
            again = point in graph.reachable(graph.successors[point])
            assert graph.on_cycle(point) == again, seed
            checked += 1
    assert checked > 1000


@dataclass
class _Live:
    points: Points


@dataclass
class _View:
    points: _Live
    domain: int


@pytest.mark.parametrize("seed", range(40))
def test_live_sets_cover_every_pair_live_together(seed: int) -> None:
    chooser = random.Random(seed)
    views = [
        _View(
            _Live(
                Points.of(
                    p for p in range(30) if chooser.random() < 0.3 * (1 + v % 3) / 3
                )
            ),
            chooser.randrange(2),
        )
        for v in range(8)
    ]
    sets = _live_at_points(cast(list[PoolView], views))
    at: dict[tuple[int, int], set[int]] = {}
    for i, v in enumerate(views):
        for p in v.points.points:
            at.setdefault((v.domain, p), set()).add(i)
    together = [s for s in at.values() if len(s) > 1]
    # Each set found is live together at some point; each pair live together
    # is in a set found.
    for found in sets:
        assert any(set(found) <= s for s in together)
    for s in together:
        for pair in combinations(sorted(s), 2):
            assert any(set(pair) <= set(found) for found in sets)

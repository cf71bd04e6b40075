"""`packer=best` for static buffers: greedy seeds, then a canonical branch and bound.

The search follows MiniMalloc (Moffitt, ASPLOS 2023). Any packing can be pushed
down until every buffer sits at offset 0 or on top of a buffer it overlaps in time
("canonical"); listing such a packing by (offset, rank) places each buffer at the
highest top of the already placed buffers it overlaps (its *floor*). So a depth-first
search that repeatedly places one unplaced buffer at its floor, in non-decreasing
(offset, rank) order, reaches an optimal packing, and every canonical packing once.

The pieces, as in MiniMalloc's sources:
* `instance`: the canonical instance (time as sections, buffers sorted, the
  preorders, the independent groups);
* `decision`: the decision search (flat integer arrays, run by CPython or
  compiled by Numba with the same results: `kernel`), with its pruning rules;
* `portfolio`: the probes of one component (searches at the bound, descents,
  repacks of the top of the best packing);
* `budget`: what a unit of work is, and the pool the probes draw from;
* this module: the driver.

The driver (`search_pack`) seeds the incumbent with greedy orders, packs the
components that share no section separately (the pool is as high as the highest),
and runs the portfolio of probes on the highest one.

Everything is bounded by a work budget (`effort`, see `budget.DEFAULT_EFFORT`),
never by the clock: the same input and budget give the same offsets on any
machine and under any load. A wall-clock limit cuts the search only when the
caller sets one (`time_limit_ms`). The result is never larger than the reference
best fit (computed in the caller's order), and is checked before it is returned.
"""

from __future__ import annotations

import time
from collections.abc import Sequence
from dataclasses import dataclass
from math import inf

from xhip.planning.best.budget import (
    DEFAULT_EFFORT,
    PYTHON_UNIT,
    OutOfBudget,
    WorkPool,
    setup_cost,
)
from xhip.planning.best.instance import (
    Instance,
    canonical_instance,
    extent,
    independent_groups,
)
from xhip.planning.best.portfolio import Portfolio
from xhip.planning.reference import StaticPacker
from xhip.planning.requests import Lifetime, align_up, max_load
from xhip.planning.static_best_fit import best_fit


def greedy_fit(inst: Instance, order: Sequence[int], alignment: int) -> list[int]:
    """Best fit in the given order: the smallest gap among overlapping placed buffers."""
    offsets = [-1] * len(inst.size)
    size, adj = inst.size, inst.adj
    for b in order:
        sz = size[b]
        neighbours = sorted(
            (offsets[c], offsets[c] + size[c]) for c in adj[b] if offsets[c] >= 0
        )
        cursor = 0
        best = -1
        best_gap = 0
        for start, end in neighbours:
            at = align_up(cursor, alignment)
            if at + sz <= start and (best < 0 or start - at < best_gap):
                best, best_gap = at, start - at
            cursor = max(cursor, end)
        offsets[b] = best if best >= 0 else align_up(cursor, alignment)
    return offsets


def _valid(
    lifetimes: Sequence[Lifetime],
    sizes: Sequence[int],
    offsets: Sequence[int],
    alignment: int,
) -> bool:
    """No two buffers that are live at the same time share a byte; offsets aligned."""
    if len(offsets) != len(sizes) or any(o < 0 or o % alignment for o in offsets):
        return False
    events = sorted((lt.start, i) for i, lt in enumerate(lifetimes) if sizes[i] > 0)
    live: list[int] = []
    for start, i in events:
        live = [j for j in live if lifetimes[j].end >= start]
        o, e = offsets[i], offsets[i] + sizes[i]
        for j in live:
            if offsets[j] < e and o < offsets[j] + sizes[j]:
                return False
        live.append(i)
    return True


@dataclass
class SearchStats:
    """What one call of `search_pack` did (for benchmarks and tests)."""

    reference: int = 0
    """extent of the reference best fit"""
    lower_bound: int = 0
    """max load: no packing is smaller"""
    seeded: int = 0
    """extent of the best greedy seed"""
    result: int = 0
    """extent returned"""
    nodes: int = 0
    effort: int = 0
    probes: int = 0
    optimal: bool = False
    """the result meets the lower bound"""


def _best_seed(inst: Instance, alignment: int) -> tuple[list[int], int]:
    """The best of the greedy packings of the canonical instance (so that the
    search is the same whatever order and time scale the caller used), and its
    extent."""
    n = len(inst.ids)
    best_local = best_fit(
        [Lifetime(lo, hi) for lo, hi in zip(inst.lo, inst.hi, strict=True)],
        inst.size,
        alignment,
    )
    best_extent = extent(best_local, inst.size)
    width = [h - lo + 1 for lo, h in zip(inst.lo, inst.hi, strict=True)]
    for order in (
        sorted(range(n), key=inst.rank.__getitem__),
        sorted(range(n), key=lambda b: (-width[b] * inst.size[b], b)),
        sorted(range(n), key=lambda b: (-width[b], -inst.size[b], b)),
    ):
        offsets = greedy_fit(inst, order, alignment)
        found = extent(offsets, inst.size)
        if found < best_extent:
            best_local, best_extent = offsets, found
    return best_local, best_extent


def _components(
    inst: Instance, seed: list[int], alignment: int
) -> list[tuple[list[int], Portfolio]]:
    """A portfolio per group of buffers that share no section with the others,
    with the group's buffers (positions in `inst`)."""
    portfolios: list[tuple[list[int], Portfolio]] = []
    for members in independent_groups(inst):
        sub = canonical_instance(
            [Lifetime(inst.lo[b], inst.hi[b]) for b in members],
            [inst.size[b] for b in members],
        )
        offsets = [seed[members[i]] for i in sub.ids]
        portfolios.append((members, Portfolio(sub, offsets, alignment, inst.load)))
    return portfolios


def _probe(portfolios: Sequence[Portfolio], pool: WorkPool, deadline: float) -> None:
    """Probes the highest component that can still come down (the bottleneck)
    until none can or the pool is spent."""
    while pool.left() > 0 and time.perf_counter() < deadline:
        top = max(p.extent for p in portfolios)
        open_ = [p for p in portfolios if p.extent == top and not p.done]
        if not open_ or any(p.extent == top and p.done for p in portfolios):
            break
        try:
            open_[0].probe(pool)
        except OutOfBudget:
            break


def _reference_only(
    lifetimes: Sequence[Lifetime],
    sizes: Sequence[int],
    aligned: Sequence[int],
    alignment: int,
    stats: SearchStats,
) -> list[int]:
    """The reference alone (no budget for a search, or a domain too large)."""
    reference = best_fit(lifetimes, aligned, alignment)
    stats.reference = stats.result = extent(reference, sizes)
    stats.lower_bound = max_load(zip(lifetimes, aligned, strict=True))
    stats.optimal = stats.result <= stats.lower_bound
    return reference


def search_pack(
    lifetimes: Sequence[Lifetime],
    sizes: Sequence[int],
    alignment: int,
    *,
    effort: int = DEFAULT_EFFORT,
    time_limit_ms: int | None = None,
    stats: SearchStats | None = None,
) -> list[int]:
    """Offsets never larger in extent than the reference best fit's, usually far
    smaller, aligned, and such that overlapping lifetimes never share a byte.

    The search stops when it has spent `effort` work units, so that the result is
    the same on every run, machine and load. `time_limit_ms` (off by default) also
    stops it at that wall-clock time: the result then depends on the machine.
    """
    start = time.perf_counter()
    deadline = inf if time_limit_ms is None else start + time_limit_ms / 1000
    stats = stats if stats is not None else SearchStats()
    aligned = [align_up(s, alignment) for s in sizes]
    setup = setup_cost(lifetimes, aligned) * PYTHON_UNIT
    if setup > effort or time_limit_ms == 0:
        return _reference_only(lifetimes, sizes, aligned, alignment, stats)
    inst = canonical_instance(lifetimes, aligned)
    # The reference in the caller's order (its tie-breaks depend on it), on
    # compressed time (the same overlaps, so the same offsets): the result is
    # never larger.
    compressed = [Lifetime(0, 0)] * len(sizes)
    for b, i in enumerate(inst.ids):
        compressed[i] = Lifetime(inst.lo[b], inst.hi[b])
    reference = best_fit(compressed, aligned, alignment)
    ref_local_extent = extent(reference, aligned)
    stats.reference = stats.result = extent(reference, sizes)
    stats.lower_bound = inst.load
    stats.effort = setup
    if ref_local_extent <= inst.load:
        stats.optimal = True
        return reference
    best_local, best_extent = _best_seed(inst, alignment)
    stats.seeded = best_extent
    pool = WorkPool(effort, deadline)
    pool.spend(setup, 0)
    portfolios = _components(inst, best_local, alignment)
    _probe([p for _, p in portfolios], pool, deadline)
    stats.probes = sum(p.probes for _, p in portfolios)
    found = [0] * len(inst.ids)
    for members, p in portfolios:
        for i, b in enumerate(p.inst.ids):
            found[members[b]] = p.offsets[i]
    if extent(found, inst.size) < best_extent:
        best_local, best_extent = found, extent(found, inst.size)
    stats.nodes, stats.effort = pool.nodes, pool.used
    if best_extent >= ref_local_extent:
        return reference
    offsets = [0] * len(sizes)
    for b, i in enumerate(inst.ids):
        offsets[i] = best_local[b]
    if not _valid(lifetimes, sizes, offsets, alignment):  # pragma: no cover - a bug
        return reference
    stats.result = extent(offsets, sizes)
    stats.optimal = stats.result <= inst.load
    return offsets


def search_packer(
    effort: int = DEFAULT_EFFORT, time_limit_ms: int | None = None
) -> StaticPacker:
    """The `best` packer with its budget. A domain planner may pack the same
    buffers more than once (`packer=best` plans both reference modes): the last
    result is kept and returned again for the same input."""
    memo: dict[tuple[tuple[Lifetime, ...], tuple[int, ...], int], list[int]] = {}

    def pack(
        lifetimes: Sequence[Lifetime], sizes: Sequence[int], alignment: int
    ) -> list[int]:
        key = (tuple(lifetimes), tuple(sizes), alignment)
        if key not in memo:
            memo.clear()
            memo[key] = search_pack(
                lifetimes,
                sizes,
                alignment,
                effort=effort,
                time_limit_ms=time_limit_ms,
            )
        return list(memo[key])

    return pack


__all__ = [
    "SearchStats",
    "greedy_fit",
    "search_pack",
    "search_packer",
]

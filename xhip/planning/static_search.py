"""`packer=best` for static buffers: greedy seeds, then a canonical branch and bound.

The search follows MiniMalloc (Moffitt, ASPLOS 2023). Any packing can be pushed
down until every buffer sits at offset 0 or on top of a buffer it overlaps in time
("canonical"); listing such a packing by (offset, rank) places each buffer at the
highest top of the already placed buffers it overlaps (its *floor*). So a depth-first
search that repeatedly places one unplaced buffer at its floor, in non-decreasing
(offset, rank) order, reaches an optimal packing, and every canonical packing once.

Pruning, for a capacity `C` (the decision version; the driver lowers `C`):
* section bound: time is cut into sections at lifetime ends; in a section the
  unplaced buffers are stacked above its floor and above the current offset, so
  `max(floor, offset) + remaining load <= C` (the max-load bound, made dynamic);
* a buffer whose floor fell below the current offset can only be placed on a buffer
  placed later: if none of its time neighbours is left, the branch is dead;
* decomposition: once no unplaced buffer crosses a section boundary, the two sides
  are independent and are solved one after the other without backtracking between
  them.

The driver seeds the incumbent with several greedy orders (the reference best fit
among them), tries the max-load lower bound first, then bisects the capacity. The
node budget makes results reproducible; the wall-clock limit is only a safety net.
The result is never larger than the reference best fit, and is checked before it is
returned.
"""

from __future__ import annotations

import operator
import sys
import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass

from xhip.planning.requests import Lifetime, align_up
from xhip.planning.static_best_fit import best_fit

StaticPacker = Callable[[Sequence[Lifetime], Sequence[int], int], list[int]]

DEFAULT_NODES_PER_MS = 5
"""Node budget per millisecond of time limit; low enough that the node budget,
not the clock, ends the search on an ordinary machine (so results reproduce)."""


@dataclass
class _Instance:
    """The nonzero buffers with lifetimes cut into sections `[lo, hi]`."""

    ids: list[int]
    """index in the caller's lists of each buffer here"""
    lo: list[int]
    hi: list[int]
    size: list[int]
    nsec: int
    adj: list[list[int]]
    rank: list[int]
    """position in the static preorder (smaller is tried first at equal offsets)"""
    load: int
    """the max load: a lower bound of any packing"""


def _instance(lifetimes: Sequence[Lifetime], sizes: Sequence[int]) -> _Instance:
    ids = [i for i, s in enumerate(sizes) if s > 0]
    points = sorted(
        {lifetimes[i].start for i in ids} | {lifetimes[i].end + 1 for i in ids}
    )
    section = {p: k for k, p in enumerate(points)}
    lo = [section[lifetimes[i].start] for i in ids]
    hi = [section[lifetimes[i].end + 1] - 1 for i in ids]
    size = [sizes[i] for i in ids]
    n = len(ids)
    nsec = max(len(points) - 1, 0)
    total = [0] * nsec
    for b in range(n):
        for s in range(lo[b], hi[b] + 1):
            total[s] += size[b]
    # Sweep by start: a buffer overlaps the started ones that have not ended.
    adj: list[list[int]] = [[] for _ in range(n)]
    by_start = sorted(range(n), key=lambda b: lo[b])
    active: list[int] = []
    for b in by_start:
        active = [a for a in active if hi[a] >= lo[b]]
        for a in active:
            adj[a].append(b)
            adj[b].append(a)
        active.append(b)
    # MiniMalloc's preorder: buffers of the most loaded sections, then the longest
    # lived, then the largest area first.
    width = [lifetimes[i].end - lifetimes[i].start + 1 for i in ids]
    order = sorted(
        range(n),
        key=lambda b: (
            -max(total[lo[b] : hi[b] + 1]),
            -width[b],
            -width[b] * size[b],
            b,
        ),
    )
    rank = [0] * n
    for k, b in enumerate(order):
        rank[b] = k
    return _Instance(ids, lo, hi, size, nsec, adj, rank, max(total, default=0))


def _greedy(inst: _Instance, order: Sequence[int], alignment: int) -> list[int]:
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


def _extent(offsets: Sequence[int], sizes: Sequence[int]) -> int:
    return max((o + s for o, s in zip(offsets, sizes, strict=True)), default=0)


class _OutOfBudget(Exception):
    pass


class _Search:
    """Decision search: a canonical packing of extent <= capacity, or None."""

    def __init__(
        self, inst: _Instance, capacity: int, node_limit: int, deadline: float
    ) -> None:
        self.inst = inst
        self.capacity = capacity
        self.node_limit = node_limit
        self.deadline = deadline
        self.nodes = 0
        self.min_only = False
        self.no_sym = False
        self.erd = True
        n = len(inst.size)
        self.offset = [-1] * n
        self.bfloor = [0] * n
        self.left = [len(a) for a in inst.adj]
        """unplaced time neighbours of each buffer"""
        self.floor = [0] * inst.nsec
        self.rem = [0] * inst.nsec
        self.cross = [0] * max(inst.nsec - 1, 0)
        """unplaced buffers that live in both section k and k + 1"""
        for b in range(n):
            lo, hi, sz = inst.lo[b], inst.hi[b], inst.size[b]
            for s in range(lo, hi + 1):
                self.rem[s] += sz
            for k in range(lo, hi):
                self.cross[k] += 1
        # (floor, rank) packed in one int: eligible buffers come after the last
        # placed one in this order.
        self.n = n
        self.trail: list[tuple[int, list[int], list[tuple[int, int]]]] = []

    def run(self) -> list[int] | None:
        inst = self.inst
        if inst.load > self.capacity:
            return None
        limit = sys.getrecursionlimit()
        sys.setrecursionlimit(max(limit, 4 * self.n + 1000))
        try:
            everything = list(range(self.n))
            ok = all(
                self._solve(part, -1, self._peak(part))
                for part in self._split(everything, 0, inst.nsec - 1)
            )
        finally:
            sys.setrecursionlimit(limit)
        return list(self.offset) if ok else None

    def _peak(self, part: list[int]) -> int:
        """max(floor + remaining) over the sections of `part`: it only grows."""
        lo = min(self.inst.lo[b] for b in part)
        hi = max(self.inst.hi[b] for b in part)
        return max(
            f + r for f, r in zip(self.floor[lo : hi + 1], self.rem[lo : hi + 1])
        )

    def _split(self, part: list[int], lo: int, hi: int) -> list[list[int]]:
        """The independent groups of `part`: cut where no unplaced buffer crosses."""
        cross = self.cross
        cuts = [k for k in range(lo, hi) if cross[k] == 0]
        if not cuts:
            return [part]
        groups: dict[int, list[int]] = {}
        starts = self.inst.lo
        import bisect

        for b in part:
            groups.setdefault(bisect.bisect_left(cuts, starts[b]), []).append(b)
        return [groups[k] for k in sorted(groups)]

    def _solve(self, part: list[int], last: int, peak: int) -> bool:
        """Place every buffer of `part` (one independent group) canonically."""
        if not part:
            return True
        self.nodes += 1
        if self.nodes > self.node_limit or (
            self.nodes & 255 == 0 and time.perf_counter() > self.deadline
        ):
            raise _OutOfBudget
        inst = self.inst
        n = self.n
        rank, bfloor, left = inst.rank, self.bfloor, self.left
        keys: list[int] = []
        for b in part:
            key = bfloor[b] * n + rank[b]
            if key > last or (self.no_sym and key // n >= last // n):
                keys.append(key)
            elif left[b] == 0:
                return False  # below the current offset, with nothing left to rest on
        if not keys:
            return False
        lo_s = min(inst.lo[b] for b in part)
        hi_s = max(inst.hi[b] for b in part)
        rem_part = self.rem[lo_s : hi_s + 1]
        room = self.capacity - max(rem_part)
        if peak > self.capacity or last // n > room:
            return False
        # Section inference: in each section the unplaced buffers stack above the
        # lowest floor among them.
        inf_lo, inf_hi = inst.lo, inst.hi
        if self.erd:
            x = last // n
            size = inst.size
            rel = [
                (max(bfloor[b], x) + (0 if bfloor[b] * n + rank[b] > last else 1), b)
                for b in part
            ]
            rel.sort()
            t = [0] * (hi_s - lo_s + 1)
            for r, b in rel:
                a = inf_lo[b] - lo_s
                e = inf_hi[b] - lo_s + 1
                p = size[b]
                t[a:e] = [(v if v > r else r) + p for v in t[a:e]]
            if max(t) > self.capacity:
                return False
        else:
            g = [0] * (hi_s - lo_s + 1)
            for b in sorted(part, key=bfloor.__getitem__, reverse=True):
                a = inf_lo[b] - lo_s
                e = inf_hi[b] - lo_s + 1
                g[a:e] = [bfloor[b]] * (e - a)
            if max(map(operator.add, g, rem_part)) > self.capacity:
                return False
        keys.sort()
        # Dominance: once the offset reaches the top a buffer would have at its
        # floor, that buffer fits in the empty space below, a packing found earlier.
        size = inst.size
        room = min(room + 1, min(bfloor[c] + size[c] for c in part)) - 1
        by_rank = self._by_rank
        for key in keys:
            offset = key // n
            if offset > room or (self.min_only and offset > keys[0] // n):
                break
            b = by_rank[key - offset * n]
            if self._try(part, b, offset, key, peak):
                return True
        return False

    def _try(self, part: list[int], b: int, offset: int, key: int, peak: int) -> bool:
        inst = self.inst
        lo, hi = inst.lo[b], inst.hi[b]
        new_peak = max(peak, offset + max(self.rem[lo : hi + 1]))
        if new_peak > self.capacity:
            return False
        mark = len(self.trail)
        split = self._place(b, offset)
        rest = [c for c in part if c != b]
        if split and rest:
            groups = self._split(
                rest, min(inst.lo[c] for c in rest), max(inst.hi[c] for c in rest)
            )
        else:
            groups = [rest]
        if all(self._solve(g, key, new_peak) for g in groups):
            return True
        while len(self.trail) > mark:
            self._unplace()
        return False

    def _place(self, b: int, offset: int) -> bool:
        """Place `b`; whether some section boundary lost its last crossing buffer."""
        inst = self.inst
        lo, hi, sz = inst.lo[b], inst.hi[b], inst.size[b]
        top = offset + sz
        floor, rem, cross = self.floor, self.rem, self.cross
        saved_floor = floor[lo : hi + 1]
        floor[lo : hi + 1] = [top] * (hi - lo + 1)
        rem[lo : hi + 1] = [r - sz for r in rem[lo : hi + 1]]
        split = False
        for k in range(lo, hi):
            cross[k] -= 1
            if cross[k] == 0:
                split = True
        offsets, bfloor, left = self.offset, self.bfloor, self.left
        offsets[b] = offset
        changed: list[tuple[int, int]] = []
        for c in inst.adj[b]:
            if offsets[c] < 0:
                left[c] -= 1
                if bfloor[c] < top:
                    changed.append((c, bfloor[c]))
                    bfloor[c] = top
        self.trail.append((b, saved_floor, changed))
        return split

    def _unplace(self) -> None:
        b, saved_floor, changed = self.trail.pop()
        inst = self.inst
        lo, hi, sz = inst.lo[b], inst.hi[b], inst.size[b]
        offsets, bfloor, left = self.offset, self.bfloor, self.left
        for c, old in changed:
            bfloor[c] = old
        offsets[b] = -1
        for c in inst.adj[b]:
            if offsets[c] < 0:
                left[c] += 1
        cross = self.cross
        for k in range(lo, hi):
            cross[k] += 1
        rem = self.rem
        rem[lo : hi + 1] = [r + sz for r in rem[lo : hi + 1]]
        self.floor[lo : hi + 1] = saved_floor

    @property
    def _by_rank(self) -> list[int]:
        cached = getattr(self, "_by_rank_cache", None)
        if cached is None:
            cached = [0] * self.n
            for b, r in enumerate(self.inst.rank):
                cached[r] = b
            self._by_rank_cache = cached
        return cached


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
    lower_bound: int = 0
    seeded: int = 0
    result: int = 0
    nodes: int = 0
    probes: int = 0
    optimal: bool = False


def search_pack(
    lifetimes: Sequence[Lifetime],
    sizes: Sequence[int],
    alignment: int,
    *,
    time_limit_ms: int = 2000,
    node_limit: int | None = None,
    stats: SearchStats | None = None,
) -> list[int]:
    """Offsets no larger in extent than the reference best fit, usually far smaller.

    The search stops after `node_limit` search nodes (default: proportional to the
    time limit) or at the time limit, whichever comes first.
    """
    deadline = time.perf_counter() + time_limit_ms / 1000
    if node_limit is None:
        node_limit = DEFAULT_NODES_PER_MS * time_limit_ms
    stats = stats if stats is not None else SearchStats()
    aligned = [align_up(s, alignment) for s in sizes]
    inst = _instance(lifetimes, aligned)
    # The reference on compressed time: same overlaps, so the same offsets, faster.
    compressed = [Lifetime(inst.lo[b], inst.hi[b]) for b in range(len(inst.ids))]
    ref_local = best_fit(compressed, [aligned[i] for i in inst.ids], alignment)
    reference = [0] * len(sizes)
    for b, i in enumerate(inst.ids):
        reference[i] = ref_local[b]
    ref_extent = _extent(reference, sizes)
    stats.reference = stats.result = ref_extent
    stats.lower_bound = inst.load
    if ref_extent <= inst.load:
        stats.optimal = True
        return reference
    best_local, best_extent = ref_local, _extent(ref_local, inst.size)
    n = len(inst.ids)
    width = [lifetimes[i].end - lifetimes[i].start + 1 for i in inst.ids]
    by_rank = sorted(range(n), key=inst.rank.__getitem__)
    for order in (
        by_rank,
        sorted(range(n), key=lambda b: (-width[b] * inst.size[b], b)),
        sorted(range(n), key=lambda b: (-width[b], -inst.size[b], b)),
    ):
        offsets = _greedy(inst, order, alignment)
        extent = _extent(offsets, inst.size)
        if extent < best_extent:
            best_local, best_extent = offsets, extent
    stats.seeded = best_extent
    low = inst.load  # every capacity below `low` is known infeasible
    nodes_left = node_limit
    while low < best_extent and nodes_left > 0 and time.perf_counter() < deadline:
        # The bound first, then bisect; each probe gets a share of what is left.
        if stats.probes == 0:
            capacity = low
        else:
            capacity = align_up((low + best_extent) // 2, alignment)
            if capacity >= best_extent:
                capacity = best_extent - alignment
        budget = nodes_left if stats.probes >= 3 else nodes_left // 2
        search = _Search(inst, capacity, budget, deadline)
        stats.probes += 1
        try:
            found = search.run()
        except _OutOfBudget:
            found = None
        nodes_left -= search.nodes
        stats.nodes += search.nodes
        if found is not None:
            best_local, best_extent = found, _extent(found, inst.size)
        else:
            # Infeasible, or not found within the budget: look higher.
            low = capacity + alignment
    stats.optimal = best_extent <= inst.load
    if best_extent >= _extent(ref_local, inst.size):
        return reference
    offsets = [0] * len(sizes)
    for b, i in enumerate(inst.ids):
        offsets[i] = best_local[b]
    if not _valid(lifetimes, sizes, offsets, alignment):  # pragma: no cover - a bug
        return reference
    stats.result = _extent(offsets, sizes)
    return offsets


def search_packer(time_limit_ms: int, node_limit: int | None = None) -> StaticPacker:
    """The `best` packer with its budget."""

    def pack(
        lifetimes: Sequence[Lifetime], sizes: Sequence[int], alignment: int
    ) -> list[int]:
        return search_pack(
            lifetimes,
            sizes,
            alignment,
            time_limit_ms=time_limit_ms,
            node_limit=node_limit,
        )

    return pack


__all__ = ["SearchStats", "search_pack", "search_packer"]

"""`packer=best` on interval sets: a budgeted depth-first search.

Where buffers are live in pieces (loops, branches), the entry-block search
(`xhip.planning.best.search`) does not apply: it compresses time to sections of
single intervals. Its canonical argument does (MiniMalloc, Moffitt, ASPLOS
2023): push every buffer of a packing down until it sits at 0 or on the top of
a buffer it conflicts with; list the buffers by (offset, rank); then each one
sits at its *floor*, the highest top of the conflicting buffers listed before
it. So a search that repeatedly places some unplaced buffer at its floor, in
non-decreasing (offset, rank) order, reaches every canonical packing, an
optimal one among them. It uses only the conflict graph, so sets of intervals
are no harder than single intervals, only slower (no section inference).

Pruning: a branch dies when some unplaced buffer can no longer end below the
incumbent (floors only rise), or when one whose floor is already below the
last placed offset has no unplaced conflicting buffer left to lift it there.
The search stops at the lower bound (the peak of live bytes), when the tree is
exhausted, or when its work budget is spent: the budget counts work (a buffer
scanned at a node, `PYTHON_UNIT` units each, as in `best.budget`), never time,
so the same input gives the same offsets on any machine.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from xhip.planning.best.budget import PYTHON_UNIT
from xhip.planning.interval_sets import IntervalSet
from xhip.planning.requests import align_up


@dataclass
class IntervalSearchStats:
    """What one `search_interval_sets` call did (for tests and benchmarks)."""

    nodes: int = 0
    effort: int = 0
    """work units spent"""
    exhausted: bool = False
    """the whole tree was searched: the result is optimal"""


@dataclass
class _Frame:
    """A node of the search: its children (floor, rank, buffer) in the order
    tried, the next one to try, and the placement made from it (undone before
    the next child)."""

    children: list[tuple[int, int, int]]
    next: int = 0
    placed: int = -1
    undo: list[tuple[int, int]] | None = None


class _Search:
    """The state of one search: floors, offsets and the incumbent."""

    def __init__(
        self, conflicts: list[list[int]], sizes: list[int], alignment: int
    ) -> None:
        n = len(sizes)
        self.adj = conflicts
        self.size = sizes
        self.alignment = alignment
        # Rank: larger first, then more conflicts, then index (deterministic).
        by_rank = sorted(range(n), key=lambda k: (-sizes[k], -len(conflicts[k]), k))
        self.rank = [0] * n
        for r, k in enumerate(by_rank):
            self.rank[k] = r
        self.floor = [0] * n
        self.offset = [-1] * n
        self.free_neighbours = [len(a) for a in conflicts]
        self.unplaced = n

    def children(
        self, last: int, last_rank: int, best: int
    ) -> list[tuple[int, int, int]] | None:
        """The buffers that may come next, by (floor, rank); None when the node
        cannot lead below `best`."""
        found: list[tuple[int, int, int]] = []
        for k, floor in enumerate(self.floor):
            if self.offset[k] >= 0:
                continue
            if floor > last or (floor == last and self.rank[k] > last_rank):
                if floor + self.size[k] >= best:
                    return None
                found.append((floor, self.rank[k], k))
            elif not self.free_neighbours[k] or last + self.size[k] >= best:
                return None
        found.sort()
        return found

    def place(self, k: int, at: int) -> list[tuple[int, int]]:
        """Puts `k` at `at`; the floors it raised, to undo."""
        self.offset[k] = at
        self.unplaced -= 1
        top = align_up(at + self.size[k], self.alignment)
        undo: list[tuple[int, int]] = []
        for u in self.adj[k]:
            self.free_neighbours[u] -= 1
            if self.offset[u] < 0 and self.floor[u] < top:
                undo.append((u, self.floor[u]))
                self.floor[u] = top
        return undo

    def lift(self, k: int, undo: list[tuple[int, int]]) -> None:
        """Undoes `place(k, ...)`."""
        self.offset[k] = -1
        self.unplaced += 1
        for u in self.adj[k]:
            self.free_neighbours[u] += 1
        for u, floor in undo:
            self.floor[u] = floor


def conflict_lists(lives: Sequence[IntervalSet]) -> list[list[int]]:
    """Per buffer, the others whose live sets intersect its own."""
    adj: list[list[int]] = [[] for _ in lives]
    for i in range(len(lives)):
        for j in range(i + 1, len(lives)):
            if lives[i].overlaps(lives[j]):
                adj[i].append(j)
                adj[j].append(i)
    return adj


def search_interval_sets(
    lives: Sequence[IntervalSet],
    sizes: Sequence[int],
    alignment: int,
    incumbent: Sequence[int],
    lower_bound: int,
    effort: int,
    stats: IntervalSearchStats | None = None,
) -> list[int]:
    """Offsets for buffers of aligned `sizes` and live sets `lives` whose pool
    is below `incumbent`'s when the search finds one within `effort` work
    units, else `incumbent`. Zero-byte buffers and those live at no point stay
    at 0; the search stops as soon as a pool reaches `lower_bound`."""
    stats = stats if stats is not None else IntervalSearchStats()
    ids = [i for i, s in enumerate(sizes) if s and lives[i]]
    best = max((incumbent[i] + sizes[i] for i in ids), default=0)
    setup = PYTHON_UNIT * (len(ids) * (len(ids) + 1) // 2)
    if best <= lower_bound or setup > effort:
        return list(incumbent)
    stats.effort = setup
    search = _Search(
        conflict_lists([lives[i] for i in ids]), [sizes[i] for i in ids], alignment
    )
    found: list[int] | None = None
    root = search.children(-1, -1, best)
    stack = [_Frame(root)] if root is not None else []
    while stack and best > lower_bound:
        frame = stack[-1]
        if frame.undo is not None:
            search.lift(frame.placed, frame.undo)
            frame.undo = None
        if frame.next == len(frame.children):
            stack.pop()
            continue
        floor, rank, k = frame.children[frame.next]
        frame.next += 1
        if floor + search.size[k] >= best:
            continue
        # Placing scans the buffer's conflicts; its children, every buffer.
        cost = PYTHON_UNIT * (len(search.size) + len(search.adj[k]))
        if stats.effort + cost > effort:
            break
        stats.effort += cost
        stats.nodes += 1
        frame.placed, frame.undo = k, search.place(k, floor)
        if not search.unplaced:
            found = list(search.offset)
            best = max(o + s for o, s in zip(found, search.size, strict=True))
            continue
        children = search.children(floor, rank, best)
        if children is not None:
            stack.append(_Frame(children))
    else:
        stats.exhausted = best > lower_bound
    if found is None:
        return list(incumbent)
    offsets = [0] * len(sizes)
    for i, o in zip(ids, found, strict=True):
        offsets[i] = o
    return offsets


__all__ = ["IntervalSearchStats", "conflict_lists", "search_interval_sets"]

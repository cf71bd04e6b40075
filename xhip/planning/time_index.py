"""Finding the placed buffers whose lifetimes overlap a query, without a full scan."""

from __future__ import annotations

from bisect import bisect_right
from collections.abc import Iterator

from xhip.planning.requests import Lifetime


class TimeIndex:
    """Buckets of `width` op indices, each listing the items live in it.

    A query touches only the buckets its lifetime covers, so packing a function
    whose buffers are short-lived is near linear instead of quadratic.
    """

    def __init__(self, width: int = 32) -> None:
        self._width = width
        self._buckets: dict[int, list[int]] = {}
        self._lifetimes: dict[int, Lifetime] = {}

    def _span(self, lifetime: Lifetime) -> range:
        # An empty lifetime [s, e] (e < s) overlaps only lifetimes covering [e, s]:
        # indexing it over [e, s] keeps every overlapping pair in a shared bucket.
        low, high = sorted((lifetime.start, lifetime.end))
        return range(low // self._width, high // self._width + 1)

    def add(self, item: int, lifetime: Lifetime) -> None:
        self._lifetimes[item] = lifetime
        for b in self._span(lifetime):
            self._buckets.setdefault(b, []).append(item)

    def overlapping(self, lifetime: Lifetime) -> Iterator[int]:
        """The items whose lifetime overlaps `lifetime`, each once."""
        seen: set[int] = set()
        for b in self._span(lifetime):
            for item in self._buckets.get(b, ()):
                if item not in seen:
                    seen.add(item)
                    if self._lifetimes[item].overlaps(lifetime):
                        yield item


class DisjointLifetimes:
    """Pairwise disjoint lifetimes (a slab's groups, a bin's members), kept sorted.

    Sorted by start, disjoint intervals are sorted by end too, so the only one
    that can overlap a query is the last one starting at or before its end: a
    query is one bisection instead of a scan of the members.
    """

    def __init__(self) -> None:
        self._starts: list[int] = []
        self._ends: list[int] = []

    def overlaps(self, lifetime: Lifetime) -> bool:
        k = bisect_right(self._starts, lifetime.end) - 1
        return k >= 0 and self._ends[k] >= lifetime.start

    def add(self, lifetime: Lifetime) -> None:
        """Adds a lifetime that overlaps none of the present ones."""
        k = bisect_right(self._starts, lifetime.start)
        self._starts.insert(k, lifetime.start)
        self._ends.insert(k, lifetime.end)

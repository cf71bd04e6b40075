"""Finding the placed buffers whose lifetimes overlap a query, without a full scan."""

from __future__ import annotations

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

    def add(self, item: int, lifetime: Lifetime) -> None:
        self._lifetimes[item] = lifetime
        for b in range(lifetime.start // self._width, lifetime.end // self._width + 1):
            self._buckets.setdefault(b, []).append(item)

    def overlapping(self, lifetime: Lifetime) -> Iterator[int]:
        """The items whose lifetime overlaps `lifetime`, each once."""
        seen: set[int] = set()
        for b in range(lifetime.start // self._width, lifetime.end // self._width + 1):
            for item in self._buckets.get(b, ()):
                if item not in seen:
                    seen.add(item)
                    if self._lifetimes[item].overlaps(lifetime):
                        yield item

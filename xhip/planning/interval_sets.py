"""Sets of program points as sorted disjoint closed intervals.

A buffer's liveness over a function with loops and branches is not one
`[start, end]` range: a temporary of a loop body is live in pieces of the body,
a buffer freed on one branch is live in the other. Program points are numbered
in a linear order of the function, and the liveness is the set of numbers at
which the buffer may be live; two buffers may share bytes only if their sets are
disjoint.
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator


class IntervalSet:
    """An immutable set of integers held as closed intervals `[lo, hi]`,
    normalized: sorted, disjoint, and not adjacent (`[1, 2], [3, 4]` is
    `[1, 4]`), so equal sets have equal interval lists."""

    __slots__ = ("_hash", "_intervals")

    def __init__(self, intervals: Iterable[tuple[int, int]] = ()) -> None:
        self._intervals: tuple[tuple[int, int], ...] = _normalize(intervals)
        self._hash = hash(self._intervals)

    @staticmethod
    def of_points(points: Iterable[int]) -> IntervalSet:
        """The set of these points (repeats allowed, any order)."""
        return IntervalSet((p, p) for p in points)

    @property
    def intervals(self) -> tuple[tuple[int, int], ...]:
        return self._intervals

    def __iter__(self) -> Iterator[tuple[int, int]]:
        return iter(self._intervals)

    def __bool__(self) -> bool:
        return bool(self._intervals)

    def __len__(self) -> int:
        """The number of points in the set."""
        return sum(hi - lo + 1 for lo, hi in self._intervals)

    def __contains__(self, point: object) -> bool:
        if not isinstance(point, int):
            return False
        return any(lo <= point <= hi for lo, hi in self._intervals)

    def __eq__(self, other: object) -> bool:
        return isinstance(other, IntervalSet) and self._intervals == other._intervals

    def __hash__(self) -> int:
        return self._hash

    def __repr__(self) -> str:
        return f"IntervalSet({list(self._intervals)})"

    def __str__(self) -> str:
        if not self._intervals:
            return "{}"
        return " ".join(f"[{lo}, {hi}]" for lo, hi in self._intervals)

    @property
    def first(self) -> int:
        """The smallest point (the set must not be empty)."""
        return self._intervals[0][0]

    @property
    def last(self) -> int:
        """The largest point (the set must not be empty)."""
        return self._intervals[-1][1]

    def union(self, *others: IntervalSet) -> IntervalSet:
        merged = list(self._intervals)
        for other in others:
            merged.extend(other._intervals)
        return IntervalSet(merged)

    __or__ = union

    def intersection(self, other: IntervalSet) -> IntervalSet:
        out: list[tuple[int, int]] = []
        a, b = self._intervals, other._intervals
        i = j = 0
        while i < len(a) and j < len(b):
            lo = max(a[i][0], b[j][0])
            hi = min(a[i][1], b[j][1])
            if lo <= hi:
                out.append((lo, hi))
            if a[i][1] < b[j][1]:
                i += 1
            else:
                j += 1
        return IntervalSet(out)

    __and__ = intersection

    def isdisjoint(self, other: IntervalSet) -> bool:
        """No point in common: the two buffers may share bytes. A merge of the
        two sorted lists, linear in their lengths."""
        a, b = self._intervals, other._intervals
        i = j = 0
        while i < len(a) and j < len(b):
            if a[i][1] < b[j][0]:
                i += 1
            elif b[j][1] < a[i][0]:
                j += 1
            else:
                return False
        return True

    def overlaps(self, other: IntervalSet) -> bool:
        return not self.isdisjoint(other)


def _normalize(intervals: Iterable[tuple[int, int]]) -> tuple[tuple[int, int], ...]:
    """Sorted, merged (overlapping or adjacent), empty intervals (`hi < lo`) dropped."""
    ordered = sorted((lo, hi) for lo, hi in intervals if lo <= hi)
    out: list[tuple[int, int]] = []
    for lo, hi in ordered:
        if out and lo <= out[-1][1] + 1:
            if hi > out[-1][1]:
                out[-1] = (out[-1][0], hi)
        else:
            out.append((lo, hi))
    return tuple(out)

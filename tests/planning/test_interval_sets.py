"""`IntervalSet`: normalization, union, intersection and the disjointness test,
on hand-made sets and against plain Python sets of points."""

from __future__ import annotations

from hypothesis import given
from hypothesis import strategies as st

from xhip.planning.interval_sets import IntervalSet


def test_normalized_sorted_merged_and_adjacent_joined() -> None:
    s = IntervalSet([(7, 9), (0, 2), (3, 4), (1, 1), (12, 11)])
    # (3, 4) touches (0, 2): one interval; (12, 11) is empty and dropped.
    assert s.intervals == ((0, 4), (7, 9))
    assert str(s) == "[0, 4] [7, 9]"
    assert len(s) == 8
    assert s.first == 0 and s.last == 9


def test_equal_sets_are_equal_whatever_the_spelling() -> None:
    a = IntervalSet([(0, 1), (2, 5)])
    b = IntervalSet.of_points([5, 4, 3, 2, 1, 0, 3])
    assert a == b and hash(a) == hash(b)
    assert a != IntervalSet([(0, 5), (7, 7)])


def test_empty_set() -> None:
    empty = IntervalSet()
    assert not empty and len(empty) == 0 and str(empty) == "{}"
    assert empty.isdisjoint(IntervalSet([(0, 100)]))


def test_union_and_intersection() -> None:
    a = IntervalSet([(0, 3), (10, 12)])
    b = IntervalSet([(4, 6), (11, 20)])
    assert (a | b).intervals == ((0, 6), (10, 20))
    assert (a & b).intervals == ((11, 12),)
    assert a.union(b, IntervalSet([(7, 9)])).intervals == ((0, 20),)


def test_disjoint_when_holes_interleave() -> None:
    # A loop body's temporary [3, 5] and a buffer live before [0, 2] and after
    # the loop [8, 9] share; one that reaches into the body does not.
    outside = IntervalSet([(0, 2), (8, 9)])
    assert outside.isdisjoint(IntervalSet([(3, 5)]))
    assert outside.overlaps(IntervalSet([(3, 5), (9, 9)]))
    assert not outside.isdisjoint(IntervalSet([(2, 3)]))
    assert 8 in outside and 5 not in outside


points = st.frozensets(st.integers(0, 40), max_size=25)


@given(points, points)
def test_agrees_with_sets_of_points(a: frozenset[int], b: frozenset[int]) -> None:
    sa, sb = IntervalSet.of_points(a), IntervalSet.of_points(b)
    assert {p for lo, hi in sa for p in range(lo, hi + 1)} == a
    assert sa.union(sb) == IntervalSet.of_points(a | b)
    assert sa.intersection(sb) == IntervalSet.of_points(a & b)
    assert sa.isdisjoint(sb) == a.isdisjoint(b)
    assert len(sa) == len(a)
    # Normalized: sorted, and a gap of at least one point between intervals.
    for (_, hi), (lo, _) in zip(sa.intervals, sa.intervals[1:], strict=False):
        assert lo > hi + 1

"""`packer=best` on interval sets (`xhip/planning/interval_search.py` and
`best_of_orders`): hand-worked instances, the budget, and, on random
instances, layouts that never put two live buffers on one byte, never above
the greedy's, and optimal where a brute force can tell."""

from __future__ import annotations

from collections.abc import Sequence
from itertools import permutations

from hypothesis import given, settings
from hypothesis import strategies as st

from tests.budget import examples
from xhip.planning.best.search import search_pack
from xhip.planning.interval_packing import (
    best_of_orders,
    conflicts,
    greedy_of_orders,
    peak_live_bytes,
    pool_bytes,
)
from xhip.planning.interval_search import IntervalSearchStats, search_interval_sets
from xhip.planning.interval_sets import IntervalSet
from xhip.planning.requests import Lifetime


def S(*intervals: tuple[int, int]) -> IntervalSet:
    return IntervalSet(intervals)


# Five buffers, two live in pieces; the peak is 9 (points 1 and 6), the
# greedy's orders all need 10.
HOLES = [S((1, 1)), S((6, 8)), S((2, 3), (6, 6)), S((1, 1), (5, 6)), S((1, 2))]
HOLES_SIZES = [3, 4, 2, 3, 3]


def test_the_search_reaches_the_peak_the_greedy_misses() -> None:
    greedy = greedy_of_orders(HOLES, HOLES_SIZES, 1)
    assert pool_bytes(greedy, HOLES_SIZES) == 10
    assert peak_live_bytes(HOLES, HOLES_SIZES) == 9
    stats = IntervalSearchStats()
    found = search_interval_sets(HOLES, HOLES_SIZES, 1, greedy, 9, 10**6, stats)
    # At point 1: the 3s at [3, 6) and [6, 9) over the other 3 at 0; at 6: the
    # 4 at 0, the 2 at [4, 6), the last 3 on top of it.
    assert found == [3, 0, 4, 6, 0]
    assert pool_bytes(found, HOLES_SIZES) == 9
    assert conflicts(HOLES, HOLES_SIZES, found) == []
    assert not stats.exhausted  # stopped at the bound
    assert best_of_orders(HOLES, HOLES_SIZES, 1) == found


def test_an_odd_cycle_of_conflicts_stays_above_the_peak() -> None:
    # Each pair meets (A and B at 3, A and C at 2 and 4, B and C at 5) but
    # never all three: every layout stacks them (4 bytes), the peak is 3.
    lives = [S((2, 4)), S((3, 3), (5, 5)), S((1, 2), (4, 5))]
    sizes = [1, 1, 2]
    greedy = greedy_of_orders(lives, sizes, 1)
    stats = IntervalSearchStats()
    found = search_interval_sets(lives, sizes, 1, greedy, 3, 10**6, stats)
    assert stats.exhausted
    assert found == greedy
    assert pool_bytes(found, sizes) == 4 and peak_live_bytes(lives, sizes) == 3


def test_the_budget_counts_work() -> None:
    greedy = greedy_of_orders(HOLES, HOLES_SIZES, 1)
    assert best_of_orders(HOLES, HOLES_SIZES, 1, effort=0) == greedy
    # The conflict graph: 20 units for each of the 15 pairs and buffers.
    stats = IntervalSearchStats()
    found = search_interval_sets(HOLES, HOLES_SIZES, 1, greedy, 9, 299, stats)
    assert found == greedy and stats.nodes == 0
    # Then 20 units per buffer and conflict at each node: the five nodes to
    # the bound cost 780 more, one unit less keeps the greedy.
    stats = IntervalSearchStats()
    found = search_interval_sets(HOLES, HOLES_SIZES, 1, greedy, 9, 1080, stats)
    assert pool_bytes(found, HOLES_SIZES) == 9
    assert (stats.nodes, stats.effort) == (5, 1080)
    stats = IntervalSearchStats()
    found = search_interval_sets(HOLES, HOLES_SIZES, 1, greedy, 9, 1079, stats)
    assert found == greedy and stats.nodes == 4


def test_one_interval_each_goes_to_the_entry_block_search() -> None:
    # Peak 43 at point 0; the greedy's orders need more.
    lives = [S((0, 0)), S((0, 0)), S((0, 1)), S((1, 1))]
    sizes = [13, 16, 14, 28]
    assert pool_bytes(greedy_of_orders(lives, sizes, 1), sizes) > 43
    best = best_of_orders(lives, sizes, 1)
    lifetimes = [Lifetime(0, 0), Lifetime(0, 0), Lifetime(0, 1), Lifetime(1, 1)]
    assert best == search_pack(lifetimes, sizes, 1)
    assert pool_bytes(best, sizes) == 43


def first_fit(
    lives: Sequence[IntervalSet], sizes: Sequence[int], order: Sequence[int]
) -> list[int]:
    """Each buffer in `order` at the lowest offset where it meets no placed
    buffer it conflicts with. In the order of an optimal layout's offsets every
    buffer lands at or below its offset there, so the least pool over all
    orders is the optimum (an oracle written apart from the search)."""
    offsets = [0] * len(sizes)
    placed: list[int] = []
    for i in order:
        met = [j for j in placed if lives[j].overlaps(lives[i])]
        for at in sorted({0} | {offsets[j] + sizes[j] for j in met}):
            if all(
                offsets[j] + sizes[j] <= at or at + sizes[i] <= offsets[j] for j in met
            ):
                offsets[i] = at
                break
        placed.append(i)
    return offsets


interval = st.tuples(st.integers(0, 12), st.integers(0, 3)).map(
    lambda t: (t[0], t[0] + t[1])
)
live_sets = st.lists(interval, min_size=0, max_size=3).map(IntervalSet)
alignments = st.sampled_from([1, 4, 64])


@settings(max_examples=examples(300), deadline=None)
@given(st.lists(st.tuples(live_sets, st.integers(0, 300)), max_size=12), alignments)
def test_never_shares_a_byte_nor_above_the_greedy(
    buffers: list[tuple[IntervalSet, int]], alignment: int
) -> None:
    lives = [b[0] for b in buffers]
    sizes = [-(-b[1] // alignment) * alignment for b in buffers]
    greedy = greedy_of_orders(lives, sizes, alignment)
    for effort in (2_000, 10**6):
        best = best_of_orders(lives, sizes, alignment, effort=effort)
        assert conflicts(lives, sizes, best) == []
        assert all(o % alignment == 0 and o >= 0 for o in best)
        assert peak_live_bytes(lives, sizes) <= pool_bytes(best, sizes)
        assert pool_bytes(best, sizes) <= pool_bytes(greedy, sizes)


@settings(max_examples=examples(200), deadline=None)
@given(st.lists(st.tuples(live_sets, st.integers(1, 6)), max_size=5))
def test_small_instances_are_packed_optimally(
    buffers: list[tuple[IntervalSet, int]],
) -> None:
    lives = [b[0] for b in buffers]
    sizes = [b[1] for b in buffers]
    optimum = min(
        pool_bytes(first_fit(lives, sizes, p), sizes)
        for p in permutations(range(len(sizes)))
    )
    assert pool_bytes(best_of_orders(lives, sizes, 1), sizes) == optimum

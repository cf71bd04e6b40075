"""Packing over interval sets (`xhip/planning/interval_packing.py`): hand-worked
instances of loops and branches, the reference's offsets on sets of one
interval, and, on random instances, no two live buffers sharing a byte."""

from __future__ import annotations

from collections.abc import Sequence

from hypothesis import given, settings
from hypothesis import strategies as st

from tests.budget import examples
from xhip.planning.interval_packing import (
    ORDERS,
    best_of_orders,
    conflicts,
    greedy_of_orders,
    interval_best_fit,
    largest_first,
    peak_live_bytes,
    pool_bytes,
)
from xhip.planning.interval_sets import IntervalSet
from xhip.planning.requests import Lifetime
from xhip.planning.static_best_fit import best_fit


def S(*intervals: tuple[int, int]) -> IntervalSet:
    return IntervalSet(intervals)


def test_loop_temporary_shares_with_a_buffer_dead_before_the_loop() -> None:
    # Points of tests/analysis/test_liveness.py's SCF_FOR: %a [2, 3] dies before the
    # loop (5..10), %t [6, 9] is the body's temporary, %c [4, 12] lives through
    # the loop, %b [11, 12] after it. Largest first (stable): a, t, b, c.
    # a: 0. t: meets nothing placed (a ends at 3): 0. b: meets neither: 0.
    # c: meets t [0, 256) and b [0, 128): no gap below 256, so 256.
    lives = [S((2, 3)), S((6, 9)), S((4, 12)), S((11, 12))]
    sizes = [256, 256, 64, 128]
    offsets = interval_best_fit(lives, sizes, 64)
    assert offsets == [0, 0, 256, 0]
    # The pool is the peak: t and c at 6..9, 256 + 64.
    assert pool_bytes(offsets, sizes) == 320 == peak_live_bytes(lives, sizes)
    assert conflicts(lives, sizes, offsets) == []


def test_two_temporaries_of_one_body_share() -> None:
    # A body at 5..14 around which %acc [4, 14] lives; %s [6, 8] and %u [9, 12]
    # are two temporaries of the body whose pieces are disjoint: they share.
    # Largest first: s (512) 0; u (512) meets acc only, not yet placed: 0;
    # acc (128) meets both [0, 512): 512.
    lives = [S((4, 14)), S((6, 8)), S((9, 12))]
    sizes = [128, 512, 512]
    offsets = interval_best_fit(lives, sizes, 128)
    assert offsets == [512, 0, 0]
    assert pool_bytes(offsets, sizes) == 640 == peak_live_bytes(lives, sizes)


def test_a_branch_buffer_fills_the_hole_of_one_freed_on_the_other_path() -> None:
    # %a is live [0, 3] and, on the else path, [8, 9]; %t lives in the then
    # path after %a's free [4, 6]; %x [2, 9] spans both. Largest first: a, x, t.
    # a: 0. x meets a: above it, 1024. t meets x only: the gap below x, 0.
    lives = [S((0, 3), (8, 9)), S((2, 9)), S((4, 6))]
    sizes = [1024, 256, 1024]
    offsets = interval_best_fit(lives, sizes, 256)
    assert offsets == [0, 1024, 0]
    assert pool_bytes(offsets, sizes) == 1280 == peak_live_bytes(lives, sizes)


def test_zero_bytes_and_never_live_take_no_space() -> None:
    lives = [S((0, 5)), IntervalSet(), S((1, 2))]
    sizes = [64, 64, 0]
    assert interval_best_fit(lives, sizes, 64) == [0, 0, 0]
    assert peak_live_bytes(lives, sizes) == 64


def test_best_of_orders_beats_the_reference_order() -> None:
    # A [0, 2] 40, B [2, 4] 30, C [5, 6] 40, D [4, 5] 20; the peak is A + B = 70.
    # Largest first (A, C, B, D): A 0, C 0 (disjoint), B above A: 40, D meets
    # B [40, 70) and C [0, 40): 70, a pool of 90. Earliest first (A, B, D, C):
    # A 0, B 40, D in the gap under B: 0, C above D: 20, a pool of 70.
    lives = [S((0, 2)), S((2, 4)), S((5, 6)), S((4, 5))]
    sizes = [40, 30, 40, 20]
    assert interval_best_fit(lives, sizes, 10) == [0, 40, 0, 70]
    best = best_of_orders(lives, sizes, 10)
    assert best == [0, 40, 20, 0]
    assert pool_bytes(best, sizes) == 70 == peak_live_bytes(lives, sizes)


interval = st.tuples(st.integers(0, 30), st.integers(0, 6)).map(
    lambda t: (t[0], t[0] + t[1])
)
live_sets = st.lists(interval, min_size=0, max_size=3).map(IntervalSet)
alignments = st.sampled_from([1, 4, 16, 64, 256])


@settings(max_examples=examples(200), deadline=None)
@given(st.lists(st.tuples(live_sets, st.integers(0, 2000)), max_size=14), alignments)
def test_no_two_live_buffers_share_a_byte(
    buffers: list[tuple[IntervalSet, int]], alignment: int
) -> None:
    lives = [b[0] for b in buffers]
    sizes = [-(-b[1] // alignment) * alignment for b in buffers]
    for order in ORDERS.values():
        offsets = interval_best_fit(lives, sizes, alignment, order)
        assert conflicts(lives, sizes, offsets) == []
        assert all(o % alignment == 0 and o >= 0 for o in offsets)
        assert pool_bytes(offsets, sizes) >= peak_live_bytes(lives, sizes)
    greedy = greedy_of_orders(lives, sizes, alignment)
    assert pool_bytes(greedy, sizes) == min(
        pool_bytes(interval_best_fit(lives, sizes, alignment, o), sizes)
        for o in ORDERS.values()
    )


@settings(max_examples=examples(200), deadline=None)
@given(st.lists(st.tuples(interval, st.integers(1, 2000)), max_size=14), alignments)
def test_one_interval_each_is_the_reference_best_fit(
    buffers: list[tuple[tuple[int, int], int]], alignment: int
) -> None:
    lives = [S(b[0]) for b in buffers]
    lifetimes = [Lifetime(*b[0]) for b in buffers]
    sizes = [-(-b[1] // alignment) * alignment for b in buffers]
    reference = best_fit(lifetimes, sizes, alignment)
    assert interval_best_fit(lives, sizes, alignment) == reference
    # The pairwise walk (the same order, not `largest_first` itself, so the
    # one-interval shortcut is not taken) gives them too.
    assert interval_best_fit(lives, sizes, alignment, _same_order) == reference


def _same_order(lives: Sequence[IntervalSet], sizes: Sequence[int]) -> list[int]:
    return largest_first(lives, sizes)

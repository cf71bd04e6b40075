"""Packing buffers whose lifetimes are sets of intervals (`IntervalSet`).

In a function with loops and branches a buffer is live in pieces
(`xhip/analysis/liveness.py`): two buffers conflict, and must not share a byte,
iff their sets intersect. A temporary of a loop body and a buffer that dies
before the loop share; so do two temporaries of one body whose pieces are
disjoint. The planners here are the reference's greedy best fit (docs/semantics.md §6) with
that conflict test in place of the `[start, end]` overlap, so that on sets of
one interval each they give the reference's offsets, a portfolio of orders
for it, and `packer=best` (`best_of_orders`: the portfolio, then a search by
work budget). The lower bound is the largest number of bytes live at one point.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from xhip.planning.best.budget import DEFAULT_EFFORT
from xhip.planning.best.search import search_pack
from xhip.planning.interval_search import search_interval_sets
from xhip.planning.interval_sets import IntervalSet
from xhip.planning.requests import Lifetime
from xhip.planning.static_best_fit import best_fit, best_gap

Order = Callable[[Sequence[IntervalSet], Sequence[int]], list[int]]
"""The order in which the greedy places the buffers (indices)."""


def largest_first(lives: Sequence[IntervalSet], sizes: Sequence[int]) -> list[int]:
    """The reference's order: size descending, stable."""
    return sorted(range(len(sizes)), key=lambda i: -sizes[i])


def longest_first(lives: Sequence[IntervalSet], sizes: Sequence[int]) -> list[int]:
    """Bytes times points live, descending, then larger first: buffers that
    constrain the most are placed while the pool is empty."""
    return sorted(
        range(len(sizes)), key=lambda i: (-sizes[i] * len(lives[i]), -sizes[i])
    )


def earliest_first(lives: Sequence[IntervalSet], sizes: Sequence[int]) -> list[int]:
    """By first live point, larger first among equals: a sweep over time."""
    return sorted(
        range(len(sizes)),
        key=lambda i: (lives[i].first if lives[i] else -1, -sizes[i]),
    )


ORDERS: dict[str, Order] = {
    "largest-first": largest_first,
    "longest-first": longest_first,
    "earliest-first": earliest_first,
}
"""The orders `greedy_of_orders` tries, by name."""


def interval_best_fit(
    lives: Sequence[IntervalSet],
    sizes: Sequence[int],
    alignment: int,
    order: Order = largest_first,
) -> list[int]:
    """Offsets for buffers of the given (already aligned) sizes and live sets.

    In `order`, each buffer goes into the smallest gap between the byte ranges
    of the already placed buffers whose live sets intersect its own, walked in
    offset order with a cursor at the highest end seen (docs/semantics.md §6's walk), or
    above them all; ties go to the lowest gap. A zero-byte buffer, or one live
    at no point, takes no space (offset 0). The conflict test is pairwise:
    quadratic in the number of buffers, linear in their interval counts; in
    the reference's order on sets of one interval each, it is `best_fit`'s
    (an interval index, the same offsets).
    """
    offsets = [0] * len(sizes)
    ids = [i for i, size in enumerate(sizes) if size and lives[i]]
    if order is largest_first and all(len(lives[i].intervals) == 1 for i in ids):
        # One interval each: the entry-block greedy, the same order and gaps,
        # with its interval index instead of the pairwise test.
        found = best_fit(
            [Lifetime(lives[i].first, lives[i].last) for i in ids],
            [sizes[i] for i in ids],
            alignment,
        )
        for i, offset in zip(ids, found, strict=True):
            offsets[i] = offset
        return offsets
    placed: list[int] = []
    for i in order(lives, sizes):
        size = sizes[i]
        if size == 0 or not lives[i]:
            continue
        ranges = sorted(
            (offsets[j], offsets[j] + sizes[j])
            for j in placed
            if lives[j].overlaps(lives[i])
        )
        offsets[i] = best_gap(ranges, size, alignment)
        placed.append(i)
    return offsets


def pool_bytes(offsets: Sequence[int], sizes: Sequence[int]) -> int:
    """The pool a layout needs: the highest end of a buffer (0 if none)."""
    return max((o + s for o, s in zip(offsets, sizes, strict=True) if s), default=0)


def greedy_of_orders(
    lives: Sequence[IntervalSet], sizes: Sequence[int], alignment: int
) -> list[int]:
    """The greedy in each of `ORDERS`; the layout of the smallest pool (the
    first order of `ORDERS` among equals)."""
    best: list[int] | None = None
    for order in ORDERS.values():
        offsets = interval_best_fit(lives, sizes, alignment, order)
        if best is None or pool_bytes(offsets, sizes) < pool_bytes(best, sizes):
            best = offsets
    return best if best is not None else []


def best_of_orders(
    lives: Sequence[IntervalSet],
    sizes: Sequence[int],
    alignment: int,
    *,
    effort: int = DEFAULT_EFFORT,
) -> list[int]:
    """`packer=best` on interval sets: `greedy_of_orders`, then, unless it is at
    the lower bound, a search of `effort` work units (0: none). When every
    buffer that takes space is live on one interval, the entry-block search
    (`search_pack`, the same instance and budget as the entry-block
    `packer=best`); otherwise `search_interval_sets`. The search's layout is
    kept only when its pool is smaller, so the result is never above the
    greedy's, and the same input and budget give the same offsets."""
    greedy = greedy_of_orders(lives, sizes, alignment)
    bound = peak_live_bytes(lives, sizes)
    if pool_bytes(greedy, sizes) <= bound or effort <= 0:
        return greedy
    ids = [i for i, s in enumerate(sizes) if s and lives[i]]
    if all(len(lives[i].intervals) == 1 for i in ids):
        placed = search_pack(
            [Lifetime(lives[i].first, lives[i].last) for i in ids],
            [sizes[i] for i in ids],
            alignment,
            effort=effort,
        )
        found = [0] * len(sizes)
        for i, offset in zip(ids, placed, strict=True):
            found[i] = offset
    else:
        found = search_interval_sets(lives, sizes, alignment, greedy, bound, effort)
    smaller = pool_bytes(found, sizes) < pool_bytes(greedy, sizes)
    return found if smaller and not conflicts(lives, sizes, found) else greedy


def peak_live_bytes(lives: Sequence[IntervalSet], sizes: Sequence[int]) -> int:
    """The lower bound of any layout: the most bytes live at one point (a sweep
    over the interval ends)."""
    events: list[tuple[int, int]] = []
    for live, size in zip(lives, sizes, strict=True):
        for lo, hi in live:
            events.append((lo, size))
            events.append((hi + 1, -size))
    peak = load = 0
    # At one point, ends (negative) are applied before starts.
    for _, delta in sorted(events):
        load += delta
        peak = max(peak, load)
    return peak


def conflicts(
    lives: Sequence[IntervalSet], sizes: Sequence[int], offsets: Sequence[int]
) -> list[tuple[int, int]]:
    """The pairs of buffers that share a byte while both live (none in a
    valid layout)."""
    found: list[tuple[int, int]] = []
    for i in range(len(sizes)):
        for j in range(i + 1, len(sizes)):
            if not sizes[i] or not sizes[j] or lives[i].isdisjoint(lives[j]):
                continue
            if (
                offsets[i] < offsets[j] + sizes[j]
                and offsets[j] < offsets[i] + sizes[i]
            ):
                found.append((i, j))
    return found

"""The fast best fit against a plain transcription of docs/semantics.md §6, on random instances.

`best_fit` walks the unions that `CoveredBytes` keeps instead of every placed
buffer; these tests check that it gives exactly the offsets of the quadratic
walk the spec describes (same gaps, same order, same ties), and that the index
returns the union of the overlapping buffers' ranges.
"""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from tests.budget import examples
from xhip.planning.requests import Lifetime, align_up
from xhip.planning.static_best_fit import best_fit
from xhip.planning.time_index import CoveredBytes, FirstFitBins, decompose

L = Lifetime


def spec_best_fit(
    lifetimes: list[Lifetime], sizes: list[int], alignment: int
) -> list[int]:
    """docs/semantics.md §6, word by word: sort by size, largest first (stable); for each
    buffer walk the placed buffers whose lifetimes overlap it in increasing
    offset order with a cursor starting at 0; remember a gap when
    `alignUp(cur) + size <= placed.offset` and it is smaller than the best so
    far; `cur = max(cur, placed.offset + placed.size)`; place it in the best gap
    or at `alignUp(cur)`. (Zero-byte buffers: offset 0, not placed.)"""
    offsets = [0] * len(sizes)
    placed: list[int] = []
    for i in sorted(range(len(sizes)), key=lambda k: -sizes[k]):
        size = sizes[i]
        if size == 0:
            continue
        neighbours = sorted(
            (j for j in placed if lifetimes[j].overlaps(lifetimes[i])),
            key=lambda j: offsets[j],
        )
        cur = 0
        best: int | None = None
        best_gap = 0
        for j in neighbours:
            start = align_up(cur, alignment)
            if start + size <= offsets[j] and (
                best is None or offsets[j] - start < best_gap
            ):
                best, best_gap = start, offsets[j] - start
            cur = max(cur, offsets[j] + sizes[j])
        offsets[i] = best if best is not None else align_up(cur, alignment)
        placed.append(i)
    return offsets


ALIGNMENTS = [1, 2, 8, 64, 256]


@st.composite
def instances(draw: st.DrawFn) -> tuple[list[Lifetime], list[int], int]:
    """Lifetimes over a short block (many overlaps), some of them empty (`[def,
    0]`, a buffer only deallocs use), sizes from a few values (many ties) or
    anything, aligned or not, and zero-byte buffers."""
    horizon = draw(st.integers(0, 40))
    count = draw(st.integers(0, 60))
    alignment = draw(st.sampled_from(ALIGNMENTS))
    palette = draw(st.lists(st.integers(1, 2000), min_size=1, max_size=5))
    lifetimes: list[Lifetime] = []
    sizes: list[int] = []
    for _ in range(count):
        start = draw(st.integers(0, horizon))
        end = draw(st.integers(start, horizon))
        if start > 0 and draw(st.integers(0, 9)) == 0:
            end = 0
        lifetimes.append(L(start, end))
        size = draw(st.one_of(st.sampled_from(palette), st.integers(0, 3000)))
        if draw(st.booleans()):
            size = align_up(size, alignment)
        sizes.append(size)
    return lifetimes, sizes, alignment


@pytest.mark.slow
@settings(max_examples=examples(1500), deadline=None)
@given(instances())
def test_best_fit_equals_the_spec_walk(
    instance: tuple[list[Lifetime], list[int], int],
) -> None:
    lifetimes, sizes, alignment = instance
    assert best_fit(lifetimes, sizes, alignment) == spec_best_fit(
        lifetimes, sizes, alignment
    )


@settings(max_examples=examples(300), deadline=None)
@given(instances())
def test_best_fit_of_lifetimes_that_all_overlap_equals_the_spec_walk(
    instance: tuple[list[Lifetime], list[int], int],
) -> None:
    """Every lifetime stretched over the middle of the block (allocs hoisted
    to the top): `best_fit` keeps one union of all placed buffers instead of
    the segment tree; the offsets are the spec walk's."""
    lifetimes, sizes, alignment = instance
    overlapping = [L(min(lt.start, 20), max(lt.end, 20)) for lt in lifetimes]
    assert best_fit(overlapping, sizes, alignment) == spec_best_fit(
        overlapping, sizes, alignment
    )


@settings(max_examples=examples(300), deadline=None)
@given(
    st.lists(
        st.tuples(
            st.integers(0, 50),
            st.integers(0, 50),
            st.integers(0, 500),
            st.integers(1, 60),
        ),
        max_size=80,
    )
)
def test_covered_bytes_is_the_union_of_the_overlapping_ranges(
    items: list[tuple[int, int, int, int]],
) -> None:
    lifetimes = [L(min(a, b), max(a, b)) for a, b, _, _ in items]
    index = CoveredBytes(lifetimes)
    placed: list[tuple[Lifetime, int, int]] = []
    for k, (lifetime, (_, _, lo, size)) in enumerate(
        zip(lifetimes, items, strict=True)
    ):
        ranges = index.covered(k)
        assert ranges == sorted(ranges)
        got = {b for lo_, hi_ in ranges for b in range(lo_, hi_)}
        want = {
            b
            for other, o_lo, o_hi in placed
            if other.overlaps(lifetime)
            for b in range(o_lo, o_hi)
        }
        assert got == want
        index.add(k, lo, lo + size)
        placed.append((lifetime, lo, lo + size))


def test_best_fit_hoisted_stack() -> None:
    # Every lifetime overlaps every other (allocs at the top, uses staggered):
    # the buffers stack largest first, ties in block order.
    n = 300
    lifetimes = [L(i, n + 3 * i) for i in range(n)]
    sizes = [256 * (1 + i % 7) for i in range(n)]
    assert best_fit(lifetimes, sizes, 256) == spec_best_fit(lifetimes, sizes, 256)


def scan_first_fit(bins: list[list[Lifetime]], group: list[Lifetime]) -> int:
    """The first bin none of whose lifetimes overlaps one of `group`'s (a new
    one last)."""
    for k, members in enumerate(bins):
        if not any(m.overlaps(lt) for m in members for lt in group):
            return k
    return len(bins)


@settings(max_examples=examples(800), deadline=None)
@given(
    st.lists(
        st.lists(
            st.tuples(st.integers(0, 60), st.integers(0, 12), st.booleans()),
            min_size=1,
            max_size=3,
        ),
        max_size=60,
    )
)
def test_first_fit_bins_equal_a_scan(
    items: list[list[tuple[int, int, bool]]],
) -> None:
    # Groups of one to three lifetimes, which may overlap each other (a slab's
    # groups are tested pairwise): short lifetimes, long ones (`hoisted`) that
    # end after every start, and empty ones `[s, 0]` (d == 12: dealloc-only).
    groups = [
        [
            L(s, 0)
            if d == 12 and s > 0
            else L(s, 61 + s + d)
            if hoisted
            else L(s, s + d)
            for s, d, hoisted in group
        ]
        for group in items
    ]
    index = FirstFitBins(len(groups))
    bins: list[list[Lifetime]] = []
    for group in groups:
        k = index.first_free(group)
        assert k == scan_first_fit(bins, group)
        if k == len(bins):
            bins.append([])
        bins[k].extend(group)
        for lifetime in group:
            index.add(k, lifetime)


def testdecompose_canonical_nodes_and_ancestors() -> None:
    # On a tree of 16 leaves (nodes 16..31), for every range of leaves: the
    # canonical nodes tile the range, and the ancestors are exactly the nodes
    # that meet the range without lying inside it.
    size = 16

    def leaves(node: int) -> set[int]:
        span = 1 << (size.bit_length() - node.bit_length())
        return set(range(node * span, node * span + span))

    for first in range(size, 2 * size):
        for last in range(first, 2 * size):
            wanted = set(range(first, last + 1))
            canonical, ancestors = decompose(first, last)
            tiles = [leaves(c) for c in canonical]
            assert set().union(*tiles) == wanted
            assert sum(len(t) for t in tiles) == len(wanted)
            assert all(not leaves(c // 2) <= wanted for c in canonical if c > 1)
            meeting = {
                x
                for x in range(1, 2 * size)
                if leaves(x) & wanted and not leaves(x) <= wanted
            }
            assert sorted(ancestors) == sorted(meeting)

"""The reference static packer: greedy best fit, largest first (docs/semantics.md §6)."""

from __future__ import annotations

from collections.abc import Sequence

from xhip.planning.requests import Lifetime
from xhip.planning.time_index import CoveredBytes, merge_in


def best_fit(
    lifetimes: Sequence[Lifetime], sizes: Sequence[int], alignment: int
) -> list[int]:
    """Offsets for buffers of the given (already aligned) sizes.

    Buffers are placed largest first (stable). Each goes into the smallest gap
    between the already placed buffers whose lifetimes overlap its own, walked in
    offset order, or above them all. Zero-byte buffers take no space (offset 0).

    docs/semantics.md §6 walks the overlapping placed buffers one by one, in offset order,
    with a cursor at the highest end seen so far: a buffer can open a gap only
    when it starts above the cursor, that is, where a new piece of the union of
    the walked byte ranges begins, and the gap runs from the end of the previous
    piece (aligned up) to it. So the candidate gaps, their order and the final
    cursor depend only on that union, and the walk below goes over the ranges
    `CoveredBytes` returns (the same union, in O(log n) ranges where the buffers
    stack) instead of over every overlapping buffer. Ties between gaps go to
    the lowest, as in the one-by-one walk.
    """
    offsets = [0] * len(sizes)
    order = sorted(range(len(sizes)), key=lambda i: -sizes[i])
    # An empty lifetime [def, last] with last < def (a buffer only deallocs
    # use, docs/semantics.md §4) overlaps the lifetimes that contain both of its ends, which
    # is no interval query: such buffers, rare, are matched one by one, the
    # others through the segment tree.
    solid = [i for i, lt in enumerate(lifetimes) if not lt.is_empty]
    if solid and len(solid) == len(lifetimes) and _all_overlap(lifetimes):
        return _best_fit_all_live(order, sizes, alignment)
    position = {i: k for k, i in enumerate(solid)}
    index = CoveredBytes([lifetimes[i] for i in solid])
    has_empty = len(solid) < len(lifetimes)
    placed: list[int] = []
    placed_empty: list[int] = []
    for i in order:
        size = sizes[i]
        if size == 0:
            continue
        lifetime = lifetimes[i]
        if lifetime.is_empty:
            ranges = sorted(
                (offsets[j], offsets[j] + sizes[j])
                for j in placed
                if lifetimes[j].overlaps(lifetime)
            )
        else:
            ranges = index.covered(position[i])
            extra = [
                (offsets[j], offsets[j] + sizes[j])
                for j in placed_empty
                if lifetimes[j].overlaps(lifetime)
            ]
            if extra:
                ranges = sorted([*ranges, *extra])
        offset = best_gap(ranges, size, alignment)
        offsets[i] = offset
        if lifetime.is_empty:
            placed_empty.append(i)
        else:
            index.add(position[i], offset, offset + size)
        if has_empty:
            placed.append(i)
    return offsets


def _all_overlap(lifetimes: Sequence[Lifetime]) -> bool:
    """Whether every two of these (non-empty) lifetimes overlap: some op lies
    in all of them (every alloc hoisted above the first use, say)."""
    return max(lt.start for lt in lifetimes) <= min(lt.end for lt in lifetimes)


def _best_fit_all_live(
    order: list[int], sizes: Sequence[int], alignment: int
) -> list[int]:
    """`best_fit` when every lifetime overlaps every other: the ranges live with
    each buffer are those of all the buffers placed before it, kept as one
    union (the segment tree would hand each query the union's pieces of
    O(log n) nodes, as many lists to walk)."""
    offsets = [0] * len(sizes)
    los: list[int] = []
    his: list[int] = []
    for i in order:
        size = sizes[i]
        if size == 0:
            continue
        offset = best_gap(list(zip(los, his, strict=True)), size, alignment)
        offsets[i] = offset
        merge_in(los, his, offset, offset + size)
    return offsets


def best_gap(ranges: Sequence[tuple[int, int]], size: int, alignment: int) -> int:
    """The reference's choice among the gaps that sorted byte `ranges` (of the
    buffers live with this one) leave: the aligned start of the tightest gap
    `size` fits in, else the aligned end of them all."""
    cursor = 0
    best = -1
    tightest = 0
    for lo, hi in ranges:
        start = -(-cursor // alignment) * alignment
        if start + size <= lo and (best < 0 or lo - start < tightest):
            best, tightest = start, lo - start
        if hi > cursor:
            cursor = hi
    return best if best >= 0 else -(-cursor // alignment) * alignment

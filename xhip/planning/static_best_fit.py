"""The reference static packer: greedy best fit, largest first (SPEC §6)."""

from __future__ import annotations

from collections.abc import Sequence

from xhip.planning.requests import Lifetime, align_up
from xhip.planning.time_index import TimeIndex


def best_fit(
    lifetimes: Sequence[Lifetime], sizes: Sequence[int], alignment: int
) -> list[int]:
    """Offsets for buffers of the given (already aligned) sizes.

    Buffers are placed largest first (stable). Each goes into the smallest gap
    between the already placed buffers whose lifetimes overlap its own, walked in
    offset order, or above them all. Zero-byte buffers take no space (offset 0).
    """
    offsets = [0] * len(sizes)
    order = sorted(range(len(sizes)), key=lambda i: -sizes[i])
    index = TimeIndex()
    for i in order:
        size = sizes[i]
        if size == 0:
            continue
        # Overlapping placed buffers never share an offset: sort by (offset, end).
        neighbours = sorted(
            (offsets[j], offsets[j] + sizes[j]) for j in index.overlapping(lifetimes[i])
        )
        cursor = 0
        best: int | None = None
        best_gap = 0
        for offset, end in neighbours:
            start = align_up(cursor, alignment)
            if start + size <= offset and (best is None or offset - start < best_gap):
                best, best_gap = start, offset - start
            cursor = max(cursor, end)
        offsets[i] = best if best is not None else align_up(cursor, alignment)
        index.add(i, lifetimes[i])
    return offsets

"""The instance of `packer=best`'s static search, in canonical form.

Time is compressed to *sections* (the maximal runs of starts; a buffer spans the
sections from its start's run to the last run before its end) and buffers are
sorted by (first section, last section, size). Only the order of starts against
ends decides overlaps, so a caller's CSV times, op indices of the pass, or any
order of the buffers give the same search and the same result.
"""

from __future__ import annotations

import bisect
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field

from xhip.planning.requests import Lifetime


@dataclass
class Instance:
    """The nonzero buffers, sorted by `(lo, hi, size)`, living over the sections
    `[lo, hi]` (see `section_spans`)."""

    ids: list[int]
    """index in the caller's lists of each buffer here"""
    lo: list[int]
    hi: list[int]
    size: list[int]
    nsec: int
    adj: list[list[int]]
    rank: list[int]
    """position in the static preorder (smaller is tried first at equal offsets)"""
    load: int
    """the max load: a lower bound of any packing"""
    ranks: list[list[int]] = field(default_factory=lambda: [])
    """the preorders of the portfolio: TWA, TAW, ATW, WAT (the first is `rank`),
    then each of them after the end or the start section (see `_preorders`)"""


def section_spans(
    lifetimes: Sequence[Lifetime], ids: Sequence[int]
) -> list[tuple[int, int]]:
    """Each buffer's `[lo, hi]` in sections: the maximal runs of starts in time.

    Only the order of starts against ends matters for overlaps, so time is
    compressed to the index of the run of starts a start belongs to (an end gets
    the last run before it). The result does not depend on how far apart the
    events were (CSV times or op indices) nor on how ends were interleaved with
    each other: direct and through-the-pass instances become the same.
    """
    events = sorted(
        [(lifetimes[i].start, 0, k) for k, i in enumerate(ids)]
        + [(lifetimes[i].end, 1, k) for k, i in enumerate(ids)]
    )
    spans = [[0, 0] for _ in ids]
    run = -1
    previous = 1
    for _, kind, k in events:
        if kind == 0 and previous == 1:
            run += 1
        spans[k][kind] = run
        previous = kind
    return [(lo, hi) for lo, hi in spans]


def canonical_instance(lifetimes: Sequence[Lifetime], sizes: Sequence[int]) -> Instance:
    """The canonical instance: sections as time, buffers sorted by (lo, hi, size).

    Buffers equal in all three are interchangeable, so the search sees the same
    instance whatever order and time scale the caller used.
    """
    nonzero = [i for i, s in enumerate(sizes) if s > 0]
    spans = section_spans(lifetimes, nonzero)
    order = sorted(
        range(len(nonzero)),
        key=lambda k: (spans[k][0], spans[k][1], sizes[nonzero[k]], k),
    )
    ids = [nonzero[k] for k in order]
    lo = [spans[k][0] for k in order]
    hi = [spans[k][1] for k in order]
    size = [sizes[i] for i in ids]
    n = len(ids)
    nsec = max(hi, default=-1) + 1
    total = [0] * nsec
    for b in range(n):
        for s in range(lo[b], hi[b] + 1):
            total[s] += size[b]
    adj = _time_neighbours(lo, hi)
    ranks = _preorders(lo, hi, size, total)
    rank = ranks[0]
    return Instance(ids, lo, hi, size, nsec, adj, rank, max(total, default=0), ranks)


def _time_neighbours(lo: Sequence[int], hi: Sequence[int]) -> list[list[int]]:
    """Per buffer, the buffers it overlaps in time."""
    n = len(lo)
    # Sweep by start: a buffer overlaps the started ones that have not ended.
    adj: list[list[int]] = [[] for _ in range(n)]
    by_start = sorted(range(n), key=lambda b: lo[b])
    active: list[int] = []
    for b in by_start:
        active = [a for a in active if hi[a] >= lo[b]]
        for a in active:
            adj[a].append(b)
            adj[b].append(a)
        active.append(b)
    return adj


def _preorders(
    lo: Sequence[int], hi: Sequence[int], size: Sequence[int], total: Sequence[int]
) -> list[list[int]]:
    """The twelve static preorders of the portfolio, each as a rank per buffer."""
    n = len(size)
    # MiniMalloc's preorders: T = the load of the most loaded section a buffer
    # lives in, W = its lifetime, A = W * size; larger first. TWA is the main one,
    # the others diversify the probes.
    width = [hi[b] - lo[b] + 1 for b in range(n)]
    peak = [max(total[lo[b] : hi[b] + 1]) for b in range(n)]
    keys: list[Callable[[int], tuple[int, ...]]] = [
        lambda b: (-peak[b], -width[b], -width[b] * size[b], b),  # TWA
        lambda b: (-peak[b], -width[b] * size[b], -width[b], b),  # TAW
        lambda b: (-width[b] * size[b], -peak[b], -width[b], b),  # ATW
        lambda b: (-width[b], -width[b] * size[b], -peak[b], b),  # WAT
    ]
    ranks: list[list[int]] = []
    for key in keys:
        rank = [0] * n
        for k, b in enumerate(sorted(range(n), key=key)):
            rank[b] = k
        ranks.append(rank)
    # Skyline variants: at one offset, the buffers ending last first (filling
    # the skyline from the right), or starting first (from the left), each under
    # the four preorders. Which fills an instance best varies a lot.
    for by in (hi, lo):
        sign = -1 if by is hi else 1
        for base in ranks[:4]:
            rank = [0] * n
            order = sorted(range(n), key=lambda b: (sign * by[b], base[b]))
            for k, b in enumerate(order):
                rank[b] = k
            ranks.append(rank)
    return ranks


def independent_groups(inst: Instance) -> list[list[int]]:
    """The buffers in groups that share no section with one another."""
    cross = [0] * (inst.nsec + 1)
    for lo, hi in zip(inst.lo, inst.hi, strict=True):
        cross[lo] += 1
        cross[hi] -= 1
    cuts: list[int] = []
    running = 0
    for k in range(inst.nsec - 1):
        running += cross[k]
        if running == 0:
            cuts.append(k)
    groups: dict[int, list[int]] = {}
    for b in range(len(inst.size)):
        groups.setdefault(bisect.bisect_left(cuts, inst.lo[b]), []).append(b)
    return [groups[k] for k in sorted(groups)]


def extent(offsets: Sequence[int], sizes: Sequence[int]) -> int:
    """The highest top of a packing."""
    return max((o + s for o, s in zip(offsets, sizes, strict=True)), default=0)


__all__ = [
    "Instance",
    "canonical_instance",
    "extent",
    "independent_groups",
    "section_spans",
]

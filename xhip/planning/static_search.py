"""`packer=best` for static buffers: greedy seeds, then a canonical branch and bound.

The search follows MiniMalloc (Moffitt, ASPLOS 2023). Any packing can be pushed
down until every buffer sits at offset 0 or on top of a buffer it overlaps in time
("canonical"); listing such a packing by (offset, rank) places each buffer at the
highest top of the already placed buffers it overlaps (its *floor*). So a depth-first
search that repeatedly places one unplaced buffer at its floor, in non-decreasing
(offset, rank) order, reaches an optimal packing, and every canonical packing once.

The instance is canonical first: time is compressed to *sections* (the maximal runs
of starts; a buffer spans the sections from its start's run to the last run before
its end) and buffers are sorted by (first section, last section, size). Only the
order of starts against ends decides overlaps, so a caller's CSV times, op indices
of the pass, or any order of the buffers give the same search and the same result.

Pruning, for a capacity `C` (the decision version):
* section inference: in a section the unplaced buffers stack above their floors and
  above the current offset, so the earliest-release-date schedule of them (the
  max-load bound, made dynamic) must end at most at `C`; after a placement only the
  sections of the buffers it raised are checked again;
* waste: a section that no buffer can cover at the current offset any more keeps a
  hole there, so what is left in it must fit above the offset;
* dominance: once the offset reaches `floor + size` of an unplaced buffer, that
  buffer would fit in the empty space below, a packing explored elsewhere; and two
  buffers of one span stacked directly are kept in rank order;
* a buffer whose floor fell below the current offset can only be placed on a buffer
  placed later: if none of its time neighbours is left, the branch is dead;
* decomposition: once no unplaced buffer crosses a section boundary, the two sides
  are solved one after the other without backtracking between them;
* backjumping: each failure names the sections it depends on (a bit set); when a
  candidate failed without touching them, the later candidates that do not touch
  them either are skipped (they leave those sections as they were, and the offset
  only rises). This is what stops the search from thrashing between time regions
  (a failure in one region retried under every choice made in another).

Where two time regions are joined by a few buffers only, `split_search`
enumerates packings of one side, pins the crossing buffers, and solves the other
side on its own.

The driver (`search_pack`) seeds the incumbent with greedy orders, packs the
components that share no section separately (the pool is as high as the highest),
and runs a portfolio of probes on the highest one (see `_Portfolio`): the
max-load bound (an optimal result when it succeeds) with the whole search and with
the split search, and descents at capacities spread between the bound and the
incumbent, each under one of twelve preorders (MiniMalloc's four, and each of
them after the end or the start section of the buffers: the skyline filled from
the right or from the left), then jittered ones; every third descent ranks the
buffers by their offsets in the incumbent instead. Whether a probe succeeds is
heavy-tailed in the preorder and erratic, not monotone, in the capacity (a hit
takes about one dive, a miss thrashes), so many bounded probes beat one long
search.

Everything is bounded by a work budget (`effort`, counted in work units, see
`DEFAULT_EFFORT`), never by the clock: the same input and budget give the same
offsets on any machine and under any load. A wall-clock limit cuts the search
only when the caller sets one (`time_limit_ms`). The result is never larger than
the reference best fit (computed in the caller's order), and is checked before it
is returned.
"""

from __future__ import annotations

import bisect
import random
import sys
import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field, replace
from functools import reduce
from itertools import accumulate
from math import gcd, inf
from operator import add

from xhip.planning.reference import StaticPacker
from xhip.planning.requests import Lifetime, align_up, max_load
from xhip.planning.static_best_fit import best_fit

DEFAULT_EFFORT = 3_000_000
"""The default work budget of one `search_pack` call (`packer-effort`). A work
unit is one buffer scanned at a search node, 16 section updates of the
inference, or one step of the setup (see `_setup_cost`). Measured on the
MiniMalloc instances: 1.0-1.35 million units per CPU second on an idle server
core (CPython 3.12), about 0.55 million on the 2-core development machine shared
with other jobs (load average 10), so the full default budget is 2-3 s of CPU on
an idle machine."""


@dataclass
class Instance:
    """The nonzero buffers, sorted by `(lo, hi, size)`, living over the sections
    `[lo, hi]` (see `_canonical`)."""

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
    """the preorders of the portfolio: TWA, TAW, ATW, WAT (the first is `rank`)"""


def _canonical(
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
    spans = _canonical(lifetimes, nonzero)
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
    rank = ranks[0]
    return Instance(ids, lo, hi, size, nsec, adj, rank, max(total, default=0), ranks)


def _greedy(inst: Instance, order: Sequence[int], alignment: int) -> list[int]:
    """Best fit in the given order: the smallest gap among overlapping placed buffers."""
    offsets = [-1] * len(inst.size)
    size, adj = inst.size, inst.adj
    for b in order:
        sz = size[b]
        neighbours = sorted(
            (offsets[c], offsets[c] + size[c]) for c in adj[b] if offsets[c] >= 0
        )
        cursor = 0
        best = -1
        best_gap = 0
        for start, end in neighbours:
            at = align_up(cursor, alignment)
            if at + sz <= start and (best < 0 or start - at < best_gap):
                best, best_gap = at, start - at
            cursor = max(cursor, end)
        offsets[b] = best if best >= 0 else align_up(cursor, alignment)
    return offsets


def _extent(offsets: Sequence[int], sizes: Sequence[int]) -> int:
    return max((o + s for o, s in zip(offsets, sizes, strict=True)), default=0)


class _OutOfBudget(Exception):
    pass


class Search:
    """Decision search: a canonical packing of extent <= capacity, or None.

    Only `members` take part (all buffers by default). `pinned` ones keep the
    given offsets (the crossing buffers of a cut, see `split_search`); they enter
    the offset-ordered sweep as forced moves.
    """

    def __init__(
        self,
        inst: Instance,
        capacity: int,
        effort_limit: int,
        deadline: float,
        pinned: dict[int, int] | None = None,
        members: Sequence[int] | None = None,
    ) -> None:
        self.inst = inst
        self.capacity = capacity
        self.effort_limit = effort_limit
        self.effort = 0
        """work done: buffers scanned plus section updates / 16 (under a
        microsecond each in CPython), the budget that makes runs reproducible"""
        self.deadline = deadline
        self.nodes = 0
        n = self.n = len(inst.size)
        self.members = list(range(n)) if members is None else list(members)
        self.pinned: list[int] = [-1] * n
        for b, o in (pinned or {}).items():
            self.pinned[b] = o
        inside = [False] * n
        for b in self.members:
            inside[b] = True
        self.adj = [[c for c in inst.adj[b] if inside[c]] for b in range(n)]
        self.pinned_adj = [
            [c for c in self.adj[b] if self.pinned[c] >= 0] for b in range(n)
        ]
        self.any_pinned = any(self.pinned[b] >= 0 for b in self.members)
        self.offset = [-1] * n
        self.bfloor = [0] * n
        self.left = [len(a) for a in self.adj]
        """unplaced time neighbours of each buffer"""
        self.floor = [0] * inst.nsec
        self.rem = [0] * inst.nsec
        self.acc = [0] * inst.nsec
        """scratch of `_erd`: zero between calls"""
        self.everywhere = (1 << inst.nsec) - 1
        self.fail = self.everywhere
        """the sections a failure was found in, as a bit set (see `_solve`); set
        with each False"""
        self.span = [
            (1 << (h + 1)) - (1 << lo) for lo, h in zip(inst.lo, inst.hi, strict=True)
        ]
        """the sections of each buffer, as a bit set"""
        self.cross = [0] * max(inst.nsec - 1, 0)
        """unplaced buffers that live in both section k and k + 1"""
        for b in self.members:
            lo, hi, sz = inst.lo[b], inst.hi[b], inst.size[b]
            for s in range(lo, hi + 1):
                self.rem[s] += sz
            for k in range(lo, hi):
                self.cross[k] += 1
        self.trail: list[tuple[int, list[int], list[tuple[int, int]]]] = []
        self.watch: list[int] = []
        """buffers whose offsets, once all placed, must not repeat an `excluded`
        tuple (to enumerate different interfaces of a side of a cut)"""
        self.excluded: set[tuple[int, ...]] = set()
        self.optimize = False
        """keep searching after a packing, for one below it (branch and bound)"""
        self.backjump = True
        """skip candidates that leave the sections of an earlier failure as they were"""
        self.skips = 0
        self.best: list[int] | None = None
        self.exhausted = False
        """the whole search space was seen: no packing (better than `best`) exists"""
        self.splits = 0
        """independent groups being solved one after the other (on the stack)"""
        self.partial = False
        """a packing was kept inside such groups: no proof that none is smaller"""
        # Buffers of one span stacked directly on each other can be swapped: per
        # span shared by several free buffers, the tops of the placed ones.
        spans: dict[tuple[int, int], list[int]] = {}
        for b in self.members:
            if self.pinned[b] < 0:
                spans.setdefault((inst.lo[b], inst.hi[b]), []).append(b)
        self.stacks: list[dict[int, int] | None] = [None] * n
        for group in spans.values():
            if len(group) > 1:
                tops: dict[int, int] = {}
                for b in group:
                    self.stacks[b] = tops
        self.by_rank = [0] * n
        for b, r in enumerate(inst.rank):
            self.by_rank[r] = b

    def run(self) -> list[int] | None:
        inst = self.inst
        if not self.members:
            self.exhausted = True
            return list(self.offset)
        if any(
            self.pinned[b] >= 0 and self.pinned[b] + inst.size[b] > self.capacity
            for b in self.members
        ):
            return None
        if max(self.rem, default=0) > self.capacity:
            return None
        limit = sys.getrecursionlimit()
        sys.setrecursionlimit(max(limit, 4 * self.n + 1000))
        parts = self._split(self.members, 0, inst.nsec - 1)
        self.splits = int(len(parts) > 1)
        try:
            ok = all(self._solve(part, -1, self._peak(part)) for part in parts)
        except _OutOfBudget:
            if self.best is None:
                raise
            return self.best
        finally:
            sys.setrecursionlimit(limit)
        self.exhausted = not self.partial
        return list(self.offset) if ok else self.best

    def _peak(self, part: list[int]) -> int:
        """max(floor + remaining) over the sections of `part`: it only grows."""
        lo = min(self.inst.lo[b] for b in part)
        hi = max(self.inst.hi[b] for b in part)
        return max(
            f + r
            for f, r in zip(self.floor[lo : hi + 1], self.rem[lo : hi + 1], strict=True)
        )

    def _split(self, part: list[int], lo: int, hi: int) -> list[list[int]]:
        """The independent groups of `part`: cut where no unplaced buffer crosses."""
        cross = self.cross
        cuts = [k for k in range(lo, hi) if cross[k] == 0]
        if not cuts:
            return [part]
        groups: dict[int, list[int]] = {}
        starts = self.inst.lo
        for b in part:
            groups.setdefault(bisect.bisect_left(cuts, starts[b]), []).append(b)
        return [groups[k] for k in sorted(groups)]

    def _solve(self, part: list[int], last: int, peak: int) -> bool:
        """Place every buffer of `part` (one independent group) canonically.

        `last` is the (offset, rank) key of the last placed buffer: the next one
        must come after it.
        """
        if not part:
            return True
        self.nodes += 1
        self.effort += len(part)
        if self.effort > self.effort_limit or (
            self.nodes & 127 == 0 and time.perf_counter() > self.deadline
        ):
            raise _OutOfBudget
        inst = self.inst
        n = self.n
        capacity = self.capacity
        rank, size, bfloor, left = inst.rank, inst.size, self.bfloor, self.left
        pinned, pinned_adj = self.pinned, self.pinned_adj
        keys: list[int] = []
        forced = -1
        movable_top = capacity + 1  # dominance limit, see below
        mover = -1
        at_x: list[int] = []
        """buffers that can still go at the current offset"""
        level = (last // n + 1) * n
        if not self.any_pinned:
            for b in part:
                key = bfloor[b] * n + rank[b]
                if key > last:
                    keys.append(key)
                    if key < level:
                        at_x.append(b)
                elif left[b] == 0:
                    self.fail = self.span[b]
                    return False  # below the current offset, nothing left to rest on
                top = bfloor[b] + size[b]
                if top < movable_top:
                    movable_top, mover = top, b
        for b in part if self.any_pinned else ():
            fixed = pinned[b]
            if fixed >= 0:
                key = fixed * n + rank[b]
                if bfloor[b] > fixed or key < last:
                    self.fail = self.everywhere
                    return False  # something already overlaps a pinned buffer
                if forced < 0 or key < forced:
                    forced = key
                if key < level:
                    at_x.append(b)  # pinned at the current offset
                continue
            key = bfloor[b] * n + rank[b]
            if key > last:
                keys.append(key)
                if key < level:
                    at_x.append(b)
            elif left[b] == 0:
                self.fail = self.span[b]
                return False  # below the current offset, with nothing left to rest on
            top = bfloor[b] + size[b]
            if top < movable_top:
                movable_top, mover = top, b
        lo_s = min(map(inst.lo.__getitem__, part))
        hi_s = max(map(inst.hi.__getitem__, part))
        rem = self.rem[lo_s : hi_s + 1]
        room = capacity - max(rem)
        if peak > capacity or last // n > room:
            worst = lo_s + rem.index(max(rem))
            self.fail = 1 << worst  # its floor and what is left to place there
            if peak > capacity:
                self.fail = self.everywhere
            return False
        # Waste: a section that none of `at_x` covers gets no buffer at the current
        # offset, so all that is left there lies above it.
        x = last // n
        if x >= 0 and not self._above(at_x, x, lo_s, hi_s):
            return False
        # Section inference: per section, the unplaced buffers stacked in order of
        # their floors must end below the capacity.
        if not self._erd(part, last):
            return False
        # Dominance: at an offset at or above `movable_top`, some free buffer would
        # fit in the empty space under it: that packing was explored first.
        # (Unplaced pinned buffers lie at or above the offset, not in that space.)
        limit = min(room, movable_top - 1)
        candidates = len(keys)
        keys = sorted(k for k in keys if k // n <= limit)
        # Where the failure of this node lies: the hull of its children's, and
        # of what cut the candidates.
        failed = 0
        if len(keys) < candidates:
            if room < movable_top - 1:
                failed = 1 << (lo_s + rem.index(max(rem)))
            else:
                failed = self.span[mover]
        if forced >= 0:
            failed = self.everywhere
            keys = [k for k in keys if k < forced]
            if forced // n <= limit:
                keys.append(forced)
        if not keys and not failed:
            failed = (1 << (hi_s + 1)) - (1 << lo_s)  # nothing to place: all wait
        by_rank = self.by_rank
        offsets = self.offset
        independent: list[int] = []
        """failures of children that did not involve the child's own buffer"""
        for key in keys:
            offset = key // n
            b = by_rank[key - offset * n]
            mask = self.span[b]
            if self.backjump and any(not mask & w for w in independent):
                # Placing b (at an offset no lower) leaves the sections of an
                # earlier failure as they were: it fails there again.
                self.skips += 1
                continue
            if key != forced and any(
                offsets[f] < 0 and pinned[f] < offset + size[b] for f in pinned_adj[b]
            ):
                continue  # a pinned buffer is in the way: b lands on it later
            if self._try(part, b, offset, key, peak):
                return True
            w = self.fail
            failed |= w
            if not mask & w:
                independent.append(w)
        self.fail = failed
        return False

    def _above(self, at_x: list[int], x: int, lo_s: int, hi_s: int) -> bool:
        """x + 1 + (what is left in a section but `at_x`) <= capacity, everywhere."""
        inst = self.inst
        acc = self.acc
        lo_, hi_, size = inst.lo, inst.hi, inst.size
        for b in at_x:
            lo, hi, p = lo_[b], hi_[b], size[b]
            acc[lo : hi + 1] = [v + p for v in acc[lo : hi + 1]]
        rest = [
            r - a
            for r, a in zip(
                self.rem[lo_s : hi_s + 1], acc[lo_s : hi_s + 1], strict=True
            )
        ]
        acc[lo_s : hi_s + 1] = [0] * (hi_s - lo_s + 1)
        self.effort += (hi_s - lo_s + 1 + sum(hi_[b] - lo_[b] + 1 for b in at_x)) >> 4
        worst = max(rest)
        if x + 1 + worst <= self.capacity:
            return True
        # The failure involves the section and, for each buffer above the offset
        # there, the section that holds it up (lower, it could have gone at x).
        s = lo_s + rest.index(worst)
        failed = 1 << s
        floor, bfloor = self.floor, self.bfloor
        for d in self.members:
            f = bfloor[d]
            if f > x and self.offset[d] < 0 and lo_[d] <= s <= hi_[d]:
                failed |= 1 << (lo_[d] + floor[lo_[d] : hi_[d] + 1].index(f))
        self.fail = failed
        return False

    def _erd(self, part: list[int], last: int) -> bool:
        """Section inference: per section, the unplaced buffers stacked in order of
        their release (floor, or the current offset) must end at most at the
        capacity (a lower bound of the section's final top).

        The stack's top in a section is the largest `r + (sizes released at r or
        later)`. Releases at the current offset are covered by the caller's check
        on `rem`, so only the buffers released above it are swept, highest first.
        The parent node passed this check, and since then only the buffers next to
        the one just placed were raised: only their sections are checked again.
        """
        inst = self.inst
        n = self.n
        bfloor, size, pinned = self.bfloor, inst.size, self.pinned
        lo_, hi_ = inst.lo, inst.hi
        x = last // n
        if self.trail:
            changed = self.trail[-1][2]
            if not changed:
                return True
            w_lo = min(lo_[c] for c, _ in changed)
            w_hi = max(hi_[c] for c, _ in changed)
        else:
            w_lo, w_hi = 0, inst.nsec - 1
        capacity = self.capacity
        # Below this release no stack can overflow: r + rem <= capacity.
        safe = capacity - max(self.rem[w_lo : w_hi + 1])
        low = max(x, safe)
        rel: list[tuple[int, int]]
        if self.any_pinned:
            rel = []
            for b in part:
                if hi_[b] < w_lo or lo_[b] > w_hi:
                    continue
                fixed = pinned[b]
                r = fixed if fixed >= 0 else bfloor[b]
                if r > low:
                    rel.append((r, b))
        else:
            rel = [
                (bfloor[b], b)
                for b in part
                if bfloor[b] > low and hi_[b] >= w_lo and lo_[b] <= w_hi
            ]
        if not rel:
            return True
        rel.sort(reverse=True)
        width = w_hi - w_lo + 1
        acc = [0] * width
        """per section of the window, the sizes released at the level or above"""
        work = width
        k = 0
        while k < len(rel):
            r = rel[k][0]
            if r <= safe:
                break
            # One level: add the sizes released there (a difference array, summed
            # at C speed), then check every section of the window.
            diff = [0] * (width + 1)
            while k < len(rel) and rel[k][0] == r:
                b = rel[k][1]
                k += 1
                lo = lo_[b] - w_lo
                hi = hi_[b] - w_lo
                diff[lo if lo > 0 else 0] += size[b]
                diff[hi + 1 if hi < width else width] -= size[b]
            acc = list(map(add, acc, accumulate(diff[:width])))
            work += width
            top = max(acc)
            if top > capacity - r:
                # The failure involves the fullest section and, for each buffer
                # stacked there above the current offset, the section that
                # holds it up (anything placed elsewhere only raises it).
                s = w_lo + acc.index(top)
                failed = 1 << s
                floor = self.floor
                for _, c in rel[:k]:
                    f = bfloor[c]
                    if pinned[c] < 0 and f > x and lo_[c] <= s <= hi_[c]:
                        failed |= 1 << (lo_[c] + floor[lo_[c] : hi_[c] + 1].index(f))
                self.fail = failed
                self.effort += (work + k) >> 4
                return False
        self.effort += (work + k) >> 4
        return True

    def _try(self, part: list[int], b: int, offset: int, key: int, peak: int) -> bool:
        inst = self.inst
        lo, hi = inst.lo[b], inst.hi[b]
        rem = self.rem[lo : hi + 1]
        new_peak = max(peak, offset + max(rem))
        if new_peak > self.capacity:
            worst = lo + rem.index(max(rem))
            self.fail = 1 << worst if new_peak > peak else self.everywhere
            return False
        stack = self.stacks[b]
        if stack is not None:
            below = stack.get(offset)
            if below is not None and inst.rank[below] > inst.rank[b]:
                self.fail = self.span[b]
                return False  # swapping the two gives a packing explored first
        mark = len(self.trail)
        split = self._place(b, offset)
        if (
            self.excluded
            and b in self.watch
            and tuple(self.offset[x] for x in self.watch) in self.excluded
        ):
            self._unplace()
            self.fail = self.everywhere
            return False
        rest = [c for c in part if c != b]
        if self.optimize and len(self.trail) == len(self.members):
            # A packing: keep it, and go on looking for a smaller one.
            self.best = list(self.offset)
            if self.splits:
                # The groups solved before this one keep their first packing: a
                # smaller packing may change them, which this search does not try.
                self.partial = True
            self.capacity = max(self.offset[c] + inst.size[c] for c in self.members) - 1
            self.effort += 2 * len(self.members)
            self._unplace()
            self.fail = self.everywhere
            return False
        if split and rest:
            groups = self._split(
                rest, min(inst.lo[c] for c in rest), max(inst.hi[c] for c in rest)
            )
        else:
            groups = [rest]
        if len(groups) > 1:
            self.splits += 1
        try:
            if all(self._solve(g, key, new_peak) for g in groups):
                return True
        finally:
            if len(groups) > 1:
                self.splits -= 1
        while len(self.trail) > mark:
            self._unplace()
        return False

    def _place(self, b: int, offset: int) -> bool:
        """Place `b`; whether some section boundary lost its last crossing buffer."""
        inst = self.inst
        lo, hi, sz = inst.lo[b], inst.hi[b], inst.size[b]
        top = offset + sz
        floor, rem, cross = self.floor, self.rem, self.cross
        saved_floor = floor[lo : hi + 1]
        floor[lo : hi + 1] = [top] * (hi - lo + 1)
        rem[lo : hi + 1] = [r - sz for r in rem[lo : hi + 1]]
        split = False
        for k in range(lo, hi):
            cross[k] -= 1
            if cross[k] == 0:
                split = True
        offsets, bfloor, left = self.offset, self.bfloor, self.left
        offsets[b] = offset
        changed: list[tuple[int, int]] = []
        for c in self.adj[b]:
            if offsets[c] < 0:
                left[c] -= 1
                if bfloor[c] < top:
                    changed.append((c, bfloor[c]))
                    bfloor[c] = top
        stack = self.stacks[b]
        if stack is not None:
            stack[top] = b
        self.trail.append((b, saved_floor, changed))
        return split

    def _unplace(self) -> None:
        b, saved_floor, changed = self.trail.pop()
        inst = self.inst
        lo, hi, sz = inst.lo[b], inst.hi[b], inst.size[b]
        offsets, bfloor, left = self.offset, self.bfloor, self.left
        stack = self.stacks[b]
        if stack is not None:
            del stack[offsets[b] + sz]
        for c, old in changed:
            bfloor[c] = old
        offsets[b] = -1
        for c in self.adj[b]:
            if offsets[c] < 0:
                left[c] += 1
        cross = self.cross
        for k in range(lo, hi):
            cross[k] += 1
        rem = self.rem
        rem[lo : hi + 1] = [r + sz for r in rem[lo : hi + 1]]
        self.floor[lo : hi + 1] = saved_floor


class WorkPool:
    """A work budget shared by nested searches (a child's spending is the parent's)."""

    def __init__(
        self, effort: int, deadline: float, parent: WorkPool | None = None
    ) -> None:
        self.effort = effort
        self.deadline = deadline
        self.parent = parent
        self.used = 0
        self.nodes = 0

    def left(self) -> int:
        own = self.effort - self.used
        return own if self.parent is None else min(own, self.parent.left())

    def spend(self, effort: int, nodes: int) -> None:
        self.used += effort
        self.nodes += nodes
        if self.parent is not None:
            self.parent.spend(effort, nodes)

    def sub(self, effort: int) -> WorkPool:
        return WorkPool(min(effort, self.left()), self.deadline, self)


def _search(
    inst: Instance,
    capacity: int,
    pool: WorkPool,
    members: Sequence[int] | None = None,
    pinned: dict[int, int] | None = None,
    watch: Sequence[int] = (),
    excluded: set[tuple[int, ...]] | None = None,
) -> list[int] | None:
    """One decision search within `pool`; raises `_OutOfBudget` when it runs dry."""
    if pool.left() <= 0 or time.perf_counter() > pool.deadline:
        raise _OutOfBudget
    search = Search(inst, capacity, pool.left(), pool.deadline, pinned, members)
    search.watch = list(watch)
    search.excluded = excluded or set()
    try:
        return search.run()
    finally:
        pool.spend(search.effort, search.nodes)


MAX_CROSSING = 12
"""Split a search at a section boundary crossed by at most this many free buffers."""


def weak_cut(
    inst: Instance, members: Sequence[int], pinned: dict[int, int]
) -> tuple[int, list[int]] | None:
    """The boundary (after section k) crossed by the fewest free buffers, with a fair
    share of the free buffers on each side, and those crossing buffers."""
    free = [b for b in members if b not in pinned]
    if len(free) < 24:
        return None
    nsec = inst.nsec
    starts = [0] * (nsec + 1)
    ends = [0] * (nsec + 1)
    crossing = [0] * (nsec + 1)
    for b in free:
        starts[inst.lo[b]] += 1
        ends[inst.hi[b]] += 1
        crossing[inst.lo[b]] += 1
        crossing[inst.hi[b]] -= 1
    side = max(8, len(free) // 6)
    best: tuple[int, int] | None = None
    ended = running = 0
    begun = 0
    for k in range(nsec - 1):
        running += crossing[k]
        ended += ends[k]
        begun += starts[k]
        after = len(free) - begun  # free buffers starting after section k
        if ended >= side and after >= side and (best is None or running < best[0]):
            best = (running, k)
    if best is None or best[0] > MAX_CROSSING:
        return None
    k = best[1]
    return k, [b for b in free if inst.lo[b] <= k < inst.hi[b]]


def split_search(
    inst: Instance,
    capacity: int,
    pool: WorkPool,
    members: Sequence[int],
    pinned: dict[int, int],
) -> list[int] | None:
    """A decision search that splits at a weak cut first, when there is one.

    Searching both sides at once interleaves their choices in offset order, and a
    failure on one side then backtracks through the other (thrashing). Instead,
    enumerate packings of one side with distinct offsets for the few buffers that
    cross the cut, and for each, pin those and solve the other side on its own
    (recursively). Both orders of the sides are tried, each with half the budget.
    """
    cut = weak_cut(inst, members, pinned)
    if cut is None:
        return _search(inst, capacity, pool, members, pinned)
    k, crossing = cut
    left = [b for b in members if inst.lo[b] <= k]
    right = [b for b in members if inst.hi[b] > k]
    if not crossing:  # independent sides
        share = pool.left() * len(left) // len(members)
        found = split_search(inst, capacity, pool.sub(share), left, pinned)
        if found is None:
            return None
        rest = split_search(inst, capacity, pool, right, pinned)
        if rest is None:
            return None
        for b in right:
            found[b] = rest[b]
        return found
    for first, second in ((left, right), (right, left)):
        order = pool.sub(pool.left() // 2 if first is left else pool.left())
        excluded: set[tuple[int, ...]] = set()
        while order.left() > 0:
            try:
                found = _search(
                    inst,
                    capacity,
                    order.sub(order.left() // 8),
                    first,
                    pinned,
                    crossing,
                    excluded,
                )
            except _OutOfBudget:
                break
            if found is None:
                break  # no other interface: this order is exhausted
            interface = tuple(found[x] for x in crossing)
            excluded.add(interface)
            pins = dict(pinned)
            pins.update(zip(crossing, interface, strict=True))
            try:
                rest = split_search(
                    inst, capacity, order.sub(order.left() // 2), second, pins
                )
            except _OutOfBudget:
                rest = None
            if rest is not None:
                for b in second:
                    if b not in pins:
                        found[b] = rest[b]
                return found
    return None


UNIT_MIN = 20_000
"""work share of a descent, per `DESCENT_UNITS`, at least"""
UNIT_DIV = 2
"""... and otherwise n * n / UNIT_DIV for n buffers (about what one dive of the
search takes)"""
DESCENTS = 3
"""descents per round"""
DESCENT_UNITS = 2
"""work share of a descent, in units"""
GUIDED = 3
"""every GUIDED-th descent is solution-guided (see `_Portfolio._guided`)"""
BOUND_SHARE = 10
"""a probe at the bound gets 1/BOUND_SHARE of the budget"""
SPLIT_SHARES = 2
"""... and a split probe there SPLIT_SHARES times that"""
DECAY = 1
"""rounds after which the probes at the bound get half the work of the round
before (at least a descent's)"""


def _van_der_corput(i: int) -> tuple[int, int]:
    """The i-th point of the base-2 van der Corput sequence, as a fraction."""
    num, den = 0, 1
    while i:
        num, den = 2 * num + (i & 1), 2 * den
        i >>= 1
    return num, den


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


class _Portfolio:
    """The probes of one component, in rounds, each probe a search under one
    preorder with a bounded share of the work.

    A search either succeeds within a few hundred nodes per buffer or thrashes
    for very long, in a way that depends on the preorder and erratically on the
    capacity, so many bounded probes beat one long search. A round has:
    * the whole search at the lower bound (an optimal packing when it succeeds;
      one that runs out of space proves the bound too low and raises it), and the
      split search there when there is a weak cut, with 1/BOUND_SHARE of the
      budget (the split search SPLIT_SHARES times that), under the round's
      preorder (the twelve static ones, then jittered copies of them); after
      DECAY rounds each round halves that work (the bound is often below the
      optimum);
    * DESCENTS descents: branch and bounds at a capacity between the bound and
      the best packing so far (spread by the van der Corput sequence), each
      under the next preorder, with DESCENT_UNITS units of work (a unit is about
      one dive of the search); every GUIDED-th of them ranks the buffers by
      their offsets in the best packing so far (solution-guided search).
    """

    def __init__(
        self, inst: Instance, offsets: list[int], alignment: int, low: int
    ) -> None:
        self.inst = inst
        self.offsets = offsets
        self.extent = _extent(offsets, inst.size)
        self.alignment = alignment
        self.grain = reduce(gcd, inst.size, alignment)
        """every top is a multiple of this (sizes are aligned): so are the
        capacities worth probing"""
        self.low = max(low, inst.load)
        """no capacity below this holds the component (its bound, or proven)"""
        self.probes = 0
        n = len(inst.size)
        self.unit = max(UNIT_MIN, n * n // UNIT_DIV)
        """work share of a probe of the first round"""
        self.descents = 0
        self.spread = 0
        """descents so far at spread capacities (see `_van_der_corput`)"""
        self._jitter = random.Random(n)
        self._ranks: list[list[int]] = list(inst.ranks)
        self.split_ok = weak_cut(inst, list(range(n)), {}) is not None
        self.round = 0
        self.share = self.unit
        """work share of a probe at the bound (set by the driver)"""
        self.queue: list[tuple[int, int]] = []
        """the rest of this round's probes: (kind, preorder)"""

    @property
    def done(self) -> bool:
        return self.extent <= self.low

    def _rank(self, k: int) -> list[int]:
        """The k-th preorder: the fixed ones, then jittered copies of them (made
        in order, so the k-th is the same in every run)."""
        ranks = self._ranks
        while len(ranks) <= k:
            base = self.inst.ranks[len(ranks) % len(self.inst.ranks)]
            n = len(base)
            noise = [r + self._jitter.gauss(0, 3) for r in base]
            rank = [0] * n
            for position, b in enumerate(sorted(range(n), key=noise.__getitem__)):
                rank[b] = position
            ranks.append(rank)
        return ranks[k]

    def _guided(self, base: list[int]) -> list[int]:
        """A solution-guided preorder: at equal floors, the buffers that lie
        lowest in the best packing so far first (ties in `base` order). A
        descent under it keeps the bottom of that packing and rebuilds its top,
        where the search at a lower capacity has to differ."""
        guide = self.offsets
        rank = [0] * len(base)
        order = sorted(range(len(base)), key=lambda b: (guide[b], base[b]))
        for position, b in enumerate(order):
            rank[b] = position
        return rank

    def _plan_round(self) -> None:
        # One round: the whole search and the split search at the bound (each
        # under the next preorder), then descents (each under the next one).
        order = self.round
        self.queue.append((0, order))
        if self.split_ok:
            self.queue.append((2, order))
        for _ in range(DESCENTS):
            self.queue.append((1, self.descents))
            self.descents += 1

    def probe(self, pool: WorkPool) -> None:
        """One probe within `pool` (raises `_OutOfBudget` when it is empty)."""
        if not self.queue:
            if self.probes:
                self.round += 1
            self._plan_round()
        kind, order = self.queue.pop(0)
        self.probes += 1
        align = self.grain
        if kind == 1:
            # The capacity of the next descent: the points of the van der Corput
            # sequence (1/2, 1/4, 3/4, 1/8, ...) between the bound and the best
            # packing. Success is erratic in the capacity, not monotone, so the
            # descents spread over the whole range instead of stepping down.
            self.spread += 1
            num, den = _van_der_corput(self.spread)
            capacity = self.low + (self.extent - self.low) * num // den
            if capacity >= self.extent - align:
                capacity = self.extent - align
        else:
            capacity = self.low
        capacity = max(self.low, capacity) // align * align
        if capacity < self.low:
            capacity += align
        if capacity >= self.extent:
            return
        if kind == 1:
            budget = DESCENT_UNITS * self.unit
        else:
            # The bound is often out of reach (below the optimum): after DECAY
            # rounds, each round's probes there get half the work of the last.
            budget = self.share * (SPLIT_SHARES if kind == 2 else 1)
            budget >>= max(0, self.round - DECAY)
            budget = max(DESCENT_UNITS * self.unit, budget)
        share = pool.sub(budget)
        if share.left() <= 0 or time.perf_counter() > pool.deadline:
            raise _OutOfBudget
        rank = self._rank(order)
        if kind == 1 and order % GUIDED == GUIDED - 1:
            rank = self._guided(rank)
        inst = replace(self.inst, rank=rank)
        if kind == 2:
            # Thrashing between two regions joined by a few buffers: split there.
            everything = list(range(len(inst.size)))
            try:
                found = split_search(inst, capacity, share, everything, {})
            except _OutOfBudget:
                found = None
            if found is not None and _extent(found, inst.size) < self.extent:
                self.offsets, self.extent = found, _extent(found, inst.size)
            return
        search = Search(inst, capacity, share.left(), pool.deadline)
        search.optimize = kind == 1
        try:
            found = search.run()
        except _OutOfBudget:
            found = None
        share.spend(search.effort, search.nodes)
        if found is not None and _extent(found, inst.size) < self.extent:
            self.offsets, self.extent = found, _extent(found, inst.size)
        if search.exhausted and (found is None or search.optimize):
            # Nothing (smaller) fits at the capacity.
            self.low = max(self.low, capacity + align if found is None else self.extent)


def _valid(
    lifetimes: Sequence[Lifetime],
    sizes: Sequence[int],
    offsets: Sequence[int],
    alignment: int,
) -> bool:
    """No two buffers that are live at the same time share a byte; offsets aligned."""
    if len(offsets) != len(sizes) or any(o < 0 or o % alignment for o in offsets):
        return False
    events = sorted((lt.start, i) for i, lt in enumerate(lifetimes) if sizes[i] > 0)
    live: list[int] = []
    for start, i in events:
        live = [j for j in live if lifetimes[j].end >= start]
        o, e = offsets[i], offsets[i] + sizes[i]
        for j in live:
            if offsets[j] < e and o < offsets[j] + sizes[j]:
                return False
        live.append(i)
    return True


@dataclass
class SearchStats:
    """What one call of `search_pack` did (for benchmarks and tests)."""

    reference: int = 0
    """extent of the reference best fit"""
    lower_bound: int = 0
    """max load: no packing is smaller"""
    seeded: int = 0
    """extent of the best greedy seed"""
    result: int = 0
    """extent returned"""
    nodes: int = 0
    effort: int = 0
    probes: int = 0
    optimal: bool = False
    """the result meets the lower bound"""


def overlapping_pairs(spans: Sequence[tuple[int, int]]) -> int:
    """How many pairs of the closed intervals `[lo, hi]` overlap, in O(n log n)
    (a greedy fit of the buffers scans about that many neighbours)."""
    starts = sorted(lo for lo, _ in spans)
    ends = sorted(hi for _, hi in spans)
    # A pair with different starts overlaps when the later start lies inside the
    # earlier interval: per interval, the ones that start before it less those
    # that also end before it. Equal starts always overlap.
    pairs = 0
    for lo, _ in spans:
        pairs += bisect.bisect_left(starts, lo) - bisect.bisect_left(ends, lo)
    run = 1
    for k in range(1, len(starts)):
        run = run + 1 if starts[k] == starts[k - 1] else 1
        pairs += run - 1
    return pairs


def _setup_cost(lifetimes: Sequence[Lifetime], sizes: Sequence[int]) -> int:
    """The work of building the canonical instance and its greedy seeds, counted
    before they are built (in O(n log n)): buffers, section updates, and four
    units per pair of overlapping buffers (adjacency lists and three greedy fits).
    A domain whose setup alone exceeds the budget is left to the reference."""
    nonzero = [i for i, s in enumerate(sizes) if s > 0]
    spans = _canonical(lifetimes, nonzero)
    widths = sum(hi - lo + 1 for lo, hi in spans)
    return 8 * len(spans) + widths + 4 * overlapping_pairs(spans)


def search_pack(
    lifetimes: Sequence[Lifetime],
    sizes: Sequence[int],
    alignment: int,
    *,
    effort: int = DEFAULT_EFFORT,
    time_limit_ms: int | None = None,
    stats: SearchStats | None = None,
) -> list[int]:
    """Offsets never larger in extent than the reference best fit's, usually far
    smaller, aligned, and such that overlapping lifetimes never share a byte.

    The search stops when it has spent `effort` work units, so that the result is
    the same on every run, machine and load. `time_limit_ms` (off by default) also
    stops it at that wall-clock time: the result then depends on the machine.
    """
    start = time.perf_counter()
    deadline = inf if time_limit_ms is None else start + time_limit_ms / 1000
    stats = stats if stats is not None else SearchStats()
    aligned = [align_up(s, alignment) for s in sizes]
    setup = _setup_cost(lifetimes, aligned)
    if setup > effort or time_limit_ms == 0:
        # No budget for a search (or a domain too large for this one): the
        # reference alone.
        reference = best_fit(lifetimes, aligned, alignment)
        stats.reference = stats.result = _extent(reference, sizes)
        stats.lower_bound = max_load(zip(lifetimes, aligned, strict=True))
        stats.optimal = stats.result <= stats.lower_bound
        return reference
    inst = canonical_instance(lifetimes, aligned)
    n = len(inst.ids)
    # The reference in the caller's order (its tie-breaks depend on it), on
    # compressed time (the same overlaps, so the same offsets): the result is
    # never larger.
    compressed = [Lifetime(0, 0)] * len(sizes)
    for b, i in enumerate(inst.ids):
        compressed[i] = Lifetime(inst.lo[b], inst.hi[b])
    reference = best_fit(compressed, aligned, alignment)
    ref_extent = _extent(reference, sizes)
    ref_local_extent = _extent(reference, aligned)
    stats.reference = stats.result = ref_extent
    stats.lower_bound = inst.load
    stats.effort = setup
    if ref_local_extent <= inst.load:
        stats.optimal = True
        return reference
    # Seeds on the canonical instance only, so that the search is the same
    # whatever order and time scale the caller used.
    best_local = best_fit(
        [Lifetime(lo, hi) for lo, hi in zip(inst.lo, inst.hi, strict=True)],
        inst.size,
        alignment,
    )
    best_extent = _extent(best_local, inst.size)
    width = [h - lo + 1 for lo, h in zip(inst.lo, inst.hi, strict=True)]
    for order in (
        sorted(range(n), key=inst.rank.__getitem__),
        sorted(range(n), key=lambda b: (-width[b] * inst.size[b], b)),
        sorted(range(n), key=lambda b: (-width[b], -inst.size[b], b)),
    ):
        offsets = _greedy(inst, order, alignment)
        extent = _extent(offsets, inst.size)
        if extent < best_extent:
            best_local, best_extent = offsets, extent
    stats.seeded = best_extent
    pool = WorkPool(effort, deadline)
    pool.spend(setup, 0)
    # Components that share no section are packed on their own, each with its own
    # portfolio of probes; the pool is as high as the highest of them.
    portfolios: list[tuple[list[int], _Portfolio]] = []
    for members in independent_groups(inst):
        sub = canonical_instance(
            [Lifetime(inst.lo[b], inst.hi[b]) for b in members],
            [inst.size[b] for b in members],
        )
        seed = [best_local[members[i]] for i in sub.ids]
        portfolio = _Portfolio(sub, seed, alignment, inst.load)
        portfolio.share = max(portfolio.unit, effort // BOUND_SHARE)
        portfolios.append((members, portfolio))
    while pool.left() > 0 and time.perf_counter() < deadline:
        top = max(p.extent for _, p in portfolios)
        # The highest component that can still come down is the bottleneck.
        open_ = [p for _, p in portfolios if p.extent == top and not p.done]
        if not open_ or any(p.extent == top and p.done for _, p in portfolios):
            break
        try:
            open_[0].probe(pool)
        except _OutOfBudget:
            break
    stats.probes = sum(p.probes for _, p in portfolios)
    found = [0] * n
    for members, p in portfolios:
        for i, b in enumerate(p.inst.ids):
            found[members[b]] = p.offsets[i]
    if _extent(found, inst.size) < best_extent:
        best_local, best_extent = found, _extent(found, inst.size)
    stats.nodes, stats.effort = pool.nodes, pool.used
    if best_extent >= ref_local_extent:
        return reference
    offsets = [0] * len(sizes)
    for b, i in enumerate(inst.ids):
        offsets[i] = best_local[b]
    if not _valid(lifetimes, sizes, offsets, alignment):  # pragma: no cover - a bug
        return reference
    stats.result = _extent(offsets, sizes)
    stats.optimal = stats.result <= inst.load
    return offsets


def search_packer(
    effort: int = DEFAULT_EFFORT, time_limit_ms: int | None = None
) -> StaticPacker:
    """The `best` packer with its budget. A domain planner may pack the same
    buffers more than once (`packer=best` plans both reference modes): the last
    result is kept and returned again for the same input."""
    memo: dict[tuple[tuple[Lifetime, ...], tuple[int, ...], int], list[int]] = {}

    def pack(
        lifetimes: Sequence[Lifetime], sizes: Sequence[int], alignment: int
    ) -> list[int]:
        key = (tuple(lifetimes), tuple(sizes), alignment)
        if key not in memo:
            memo.clear()
            memo[key] = search_pack(
                lifetimes,
                sizes,
                alignment,
                effort=effort,
                time_limit_ms=time_limit_ms,
            )
        return list(memo[key])

    return pack


__all__ = [
    "DEFAULT_EFFORT",
    "SearchStats",
    "overlapping_pairs",
    "search_pack",
    "search_packer",
]

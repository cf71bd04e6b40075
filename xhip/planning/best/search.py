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

The search itself is `static_kernel` (flat integer arrays, run by CPython or
compiled by Numba, with the same results); this module builds the instance and
drives it.

The driver (`search_pack`) seeds the incumbent with greedy orders, packs the
components that share no section separately (the pool is as high as the highest),
and runs a portfolio of probes on the highest one (see `_Portfolio`): the
max-load bound of the component (an optimal result when it succeeds), descents at
capacities spread between that bound and the incumbent, each under one of twelve
preorders (MiniMalloc's four, and each of them after the end or the start section
of the buffers: the skyline filled from the right or from the left), then
jittered ones, every third ranking the buffers by their offsets in the incumbent
instead; and large-neighbourhood probes that keep the bottom of the incumbent and
repack the buffers above a cut below a lower capacity. Whether a probe succeeds is
heavy-tailed in the preorder and erratic, not monotone, in the capacity (a hit
takes about one dive, a miss thrashes), so many bounded probes beat one long
search, and a component probes below the pool it has to reach when its own bound
is lower. Each probe's share of work is fixed by the instance, not by the total
budget, so a larger budget runs the same probes and then more.

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
import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from functools import reduce
from math import gcd, inf

from xhip.planning.best import kernel as static_kernel
from xhip.planning.reference import StaticPacker
from xhip.planning.requests import Lifetime, align_up, max_load
from xhip.planning.static_best_fit import best_fit

DEFAULT_EFFORT = 50_000_000
"""The default work budget of one `search_pack` call (`packer-effort`). A work
unit is one buffer scanned at a search node or 16 section updates of the
inference, in the kernel (`static_kernel`); a step of Python-level work (setup,
greedy seeds, a large-neighbourhood cut) counts `PYTHON_UNIT` units. Measured on
the MiniMalloc instances on the 2-core development machine: 10-15 million units
per second compiled (the `fast` extra, Numba), so the full default budget is 4-5
s; about 0.7 million per second in plain CPython (the same search and result,
about 20 times slower)."""

PYTHON_UNIT = 20
"""work units per step of Python-level work: about the kernel's cost of the
same time, compiled"""

MAX_FRAME_INTEGERS = 1 << 25
"""a component keeps its greedy packing when a dive of the search could hold
more integers of frames than this (up to n * n * words for n buffers and bit
sets of `words` 62-bit words over its sections): 256 MiB at most"""


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


class WorkPool:
    """A work budget shared by the probes of one `search_pack` call."""

    def __init__(self, effort: int, deadline: float) -> None:
        self.effort = effort
        self.deadline = deadline
        self.used = 0
        self.nodes = 0

    def left(self) -> int:
        return self.effort - self.used

    def spend(self, effort: int, nodes: int) -> None:
        self.used += effort
        self.nodes += nodes

    def share(self, effort: int) -> int:
        """At most `effort` of what is left; `_OutOfBudget` when nothing is."""
        if self.left() <= 0 or time.perf_counter() > self.deadline:
            raise _OutOfBudget
        return min(effort, self.left())


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
BOUND_UNITS = 16
"""work share of a probe at the bound, in units"""
SLABS = 6
"""large-neighbourhood probes per round (see `_Portfolio._slab`)"""
SLAB_UNITS = 2
"""work share of a large-neighbourhood probe, in units"""


def slab_limit(inst: Instance, offsets: Sequence[int], capacity: int) -> int:
    """The highest cut h such that the buffers whose tops lie above it can fit
    between the others and `capacity` (a neighbourhood of `_Portfolio`): in every
    section, the top of the kept buffers plus the sizes freed there is at most the
    capacity. Lower cuts free more and fit too (the holes below a kept top only
    shrink), so the cut is found per section, walking up its buffers by top."""
    by_section: list[list[tuple[int, int]]] = [[] for _ in range(inst.nsec)]
    for b, (lo, hi, sz) in enumerate(zip(inst.lo, inst.hi, inst.size, strict=True)):
        for s in range(lo, hi + 1):
            by_section[s].append((offsets[b] + sz, sz))
    limit = capacity
    for stack in by_section:
        stack.sort()
        slack = capacity - sum(sz for _, sz in stack)
        below = 0
        for k, (top, sz) in enumerate(stack):
            below += sz
            if top - below > slack:
                # Keeping this one leaves too many holes: free it and all above.
                limit = min(limit, stack[k][0] - 1)
                break
    return limit


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
    * the whole search at the component's lower bound (an optimal packing when
      it succeeds; one that runs out of space proves the bound too low and
      raises it), with BOUND_UNITS units of work in every round (a share that
      halved each round starved the one preorder that solves MiniMalloc's I),
      under the round's preorder (the twelve static ones, then jittered copies
      of them);
    * DESCENTS descents: branch and bounds at a capacity between the bound and
      the best packing so far (spread by the van der Corput sequence), each
      under the next preorder, with DESCENT_UNITS units of work (a unit is about
      one dive of the search); every GUIDED-th of them ranks the buffers by
      their offsets in the best packing so far (solution-guided search);
    * SLABS large-neighbourhood probes (see `_slab`), with SLAB_UNITS units.

    The component is done at `target`, the highest bound of all components (the
    pool is as high as the highest), but its probes go below that down to its
    own bound: success is erratic in the capacity.

    The kernel works in grains (the gcd of the sizes and the alignment): every
    top is a multiple of it.
    """

    def __init__(
        self, inst: Instance, offsets: list[int], alignment: int, target: int
    ) -> None:
        self.inst = inst
        self.grain = reduce(gcd, inst.size, alignment)
        """every top is a multiple of this (sizes are aligned): so are the
        capacities worth probing"""
        g = self.grain
        n = len(inst.size)
        total = sum(inst.size) // g
        words = (inst.nsec + 61) // 62 + 1
        self.searchable = (
            n * n * words <= MAX_FRAME_INTEGERS and (total + 1) * (n + 1) < 1 << 60
        )
        """the kernel's integers stay below 2**62 (they do in CPython and under
        Numba alike), and its frames fit in memory"""
        self.kernel = (
            static_kernel.Instance(
                inst.lo, inst.hi, [sz // g for sz in inst.size], inst.nsec, inst.adj
            )
            if self.searchable
            else None
        )
        self.offsets = offsets
        self.extent = _extent(offsets, inst.size)
        self.low = inst.load
        """no capacity below this holds the component (its bound, or proven)"""
        self.target = max(target, inst.load)
        """done at this extent (the highest bound of the components): the
        probes still go below it, since success is erratic in the capacity"""
        self.probes = 0
        n = len(inst.size)
        self.unit = max(UNIT_MIN, n * n // UNIT_DIV)
        """work share of a probe of the first round"""
        self.descents = 0
        self.slabs = 0
        self.spread = 0
        """descents so far at spread capacities (see `_van_der_corput`)"""
        self._jitter = random.Random(n)
        self._ranks: list[list[int]] = list(inst.ranks)
        self.round = 0
        self.queue: list[tuple[int, int]] = []
        """the rest of this round's probes: (kind, preorder)"""

    @property
    def done(self) -> bool:
        return not self.searchable or self.extent <= max(self.low, self.target)

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

    def _search(
        self,
        pool: WorkPool,
        budget: int,
        rank: list[int],
        capacity: int,
        optimize: bool,
        members: list[int] | None = None,
        base: list[int] | None = None,
    ) -> static_kernel.Outcome:
        """One kernel search (capacity and offsets in bytes), paid from `pool`."""
        g = self.grain
        assert self.kernel is not None
        outcome = self.kernel.search(
            rank,
            capacity // g,
            pool.share(budget),
            optimize=optimize,
            members=members,
            base=None if base is None else [f // g for f in base],
        )
        pool.spend(outcome.effort, outcome.nodes)
        if outcome.offsets is not None:
            outcome.offsets = [o * g for o in outcome.offsets]
        return outcome

    def _keep(self, found: list[int] | None) -> None:
        if found is not None and _extent(found, self.inst.size) < self.extent:
            self.offsets, self.extent = found, _extent(found, self.inst.size)

    def _slab(self, pool: WorkPool, k: int) -> None:
        """The k-th large-neighbourhood probe: keep the bottom of the best
        packing, free the buffers whose tops lie above a cut, and repack those
        on the kept ones (a branch and bound) below a capacity a little under
        the best extent.

        The capacity steps down by 1/4 to 1/32 of the gap to the bound; the
        cut, a fraction (the van der Corput sequence) of the highest one at
        which the freed buffers can fit at all (`slab_limit`)."""
        align = self.grain
        gap = self.extent - self.low
        capacity = (self.extent - max(align, gap >> (2 + k % 4))) // align * align
        if capacity < self.low:
            return
        inst = self.inst
        offsets, size = self.offsets, inst.size
        n = len(size)
        num, den = _van_der_corput(k // 4 + 1)
        cut = slab_limit(inst, offsets, capacity) * num // den
        freed = [b for b in range(n) if offsets[b] + size[b] > cut]
        base = [0] * inst.nsec
        for b in range(n):
            top = offsets[b] + size[b]
            if top <= cut:
                for s in range(inst.lo[b], inst.hi[b] + 1):
                    base[s] = max(base[s], top)
        setup = sum(inst.hi[b] - inst.lo[b] + 1 for b in range(n)) // 4 + n
        pool.spend(setup * PYTHON_UNIT, 0)
        outcome = self._search(
            pool, SLAB_UNITS * self.unit, self._rank(k), capacity, True, freed, base
        )
        if outcome.offsets is None:
            return
        packing = list(offsets)
        for b in freed:
            packing[b] = outcome.offsets[b]
        self._keep(packing)

    def _plan_round(self) -> None:
        # One round: the whole search at the bound (under the next preorder),
        # then descents and slabs (each under the next one).
        self.queue.append((0, self.round))
        for _ in range(DESCENTS):
            self.queue.append((1, self.descents))
            self.descents += 1
        for _ in range(SLABS):
            self.queue.append((3, self.slabs))
            self.slabs += 1

    def probe(self, pool: WorkPool) -> None:
        """One probe within `pool` (raises `_OutOfBudget` when it is empty)."""
        if not self.queue:
            if self.probes:
                self.round += 1
            self._plan_round()
        kind, order = self.queue.pop(0)
        self.probes += 1
        align = self.grain
        if kind == 3:
            self._slab(pool, order)
            return
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
        budget = (DESCENT_UNITS if kind == 1 else BOUND_UNITS) * self.unit
        rank = self._rank(order)
        if kind == 1 and order % GUIDED == GUIDED - 1:
            rank = self._guided(rank)
        outcome = self._search(pool, budget, rank, capacity, kind == 1)
        self._keep(outcome.offsets)
        if outcome.exhausted and (outcome.offsets is None or kind == 1):
            # Nothing (smaller) fits at the capacity.
            found = outcome.offsets is not None
            self.low = max(self.low, self.extent if found else capacity + align)


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
    A domain whose setup alone (`PYTHON_UNIT` units a step) exceeds the budget
    is left to the reference."""
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
    setup = _setup_cost(lifetimes, aligned) * PYTHON_UNIT
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

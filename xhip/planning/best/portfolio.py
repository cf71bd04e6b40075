"""The portfolio of probes that `packer=best` runs on one component.

A probe is one bounded kernel search (see `kernel`) under one preorder: at the
component's bound, a descent at a capacity between the bound and the best
packing so far, or a repack of the top of that packing (a large neighbourhood).
Whether a probe succeeds is heavy-tailed in the preorder and erratic, not
monotone, in the capacity (a hit takes about one dive, a miss thrashes), so many
bounded probes beat one long search. Each probe's share of work is fixed by the
instance, not by the total budget, so a larger budget runs the same probes and
then more.
"""

from __future__ import annotations

import enum
import random
from collections.abc import Sequence
from functools import reduce
from math import gcd

from xhip.planning.best.budget import PYTHON_UNIT, WorkPool
from xhip.planning.best.instance import Instance, extent
from xhip.planning.best.kernel import Kernel, Outcome

MAX_FRAME_INTEGERS = 1 << 25
"""a component keeps its greedy packing when a dive of the search could hold
more integers of frames than this (up to n * n * words for n buffers and bit
sets of `words` 62-bit words over its sections): 256 MiB at most"""

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
"""every GUIDED-th descent is solution-guided (see `Portfolio._guided`)"""
BOUND_UNITS = 16
"""work share of a probe at the bound, in units"""
REPACKS = 6
"""repack probes per round (see `Portfolio._repack`)"""
REPACK_UNITS = 2
"""work share of a repack probe, in units"""


class ProbeKind(enum.Enum):
    """What a probe of the portfolio searches."""

    BOUND = enum.auto()
    """the whole component at its lower bound (a decision search)"""
    DESCENT = enum.auto()
    """the whole component below a capacity between the bound and the best
    packing (a branch and bound)"""
    REPACK = enum.auto()
    """the buffers above a cut of the best packing, repacked on the ones below
    it under a lower capacity (a branch and bound: a large neighbourhood)"""


def repack_cut_limit(inst: Instance, offsets: Sequence[int], capacity: int) -> int:
    """The highest cut h such that the buffers whose tops lie above it can fit
    between the others and `capacity` (a repack probe): in every section, the
    top of the kept buffers plus the sizes freed there is at most the capacity.
    Lower cuts free more and fit too (the holes below a kept top only shrink),
    so the cut is found per section, walking up its buffers by top."""
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


def van_der_corput(i: int) -> tuple[int, int]:
    """The i-th point of the base-2 van der Corput sequence, as a fraction."""
    num, den = 0, 1
    while i:
        num, den = 2 * num + (i & 1), 2 * den
        i >>= 1
    return num, den


class Portfolio:
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
    * REPACKS repack probes (see `_repack`), with REPACK_UNITS units.

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
            Kernel(inst.lo, inst.hi, [sz // g for sz in inst.size], inst.nsec, inst.adj)
            if self.searchable
            else None
        )
        self.offsets = offsets
        self.extent = extent(offsets, inst.size)
        self.low = inst.load
        """no capacity below this holds the component (its bound, or proven)"""
        self.target = max(target, inst.load)
        """done at this extent (the highest bound of the components): the
        probes still go below it, since success is erratic in the capacity"""
        self.probes = 0
        self.unit = max(UNIT_MIN, n * n // UNIT_DIV)
        """work share of a probe of the first round"""
        self.descents = 0
        self.repacks = 0
        self.spread = 0
        """descents so far at spread capacities (see `van_der_corput`)"""
        self._jitter = random.Random(n)
        self._ranks: list[list[int]] = list(inst.ranks)
        self.round = 0
        self.queue: list[tuple[ProbeKind, int]] = []
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
    ) -> Outcome:
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
        if found is not None and extent(found, self.inst.size) < self.extent:
            self.offsets, self.extent = found, extent(found, self.inst.size)

    def _repack(self, pool: WorkPool, k: int) -> None:
        """The k-th repack probe: keep the bottom of the best packing, free the
        buffers whose tops lie above a cut, and repack those on the kept ones
        (a branch and bound) below a capacity a little under the best extent.

        The capacity steps down by 1/4 to 1/32 of the gap to the bound; the
        cut, a fraction (the van der Corput sequence) of the highest one at
        which the freed buffers can fit at all (`repack_cut_limit`)."""
        align = self.grain
        gap = self.extent - self.low
        capacity = (self.extent - max(align, gap >> (2 + k % 4))) // align * align
        if capacity < self.low:
            return
        inst = self.inst
        offsets, size = self.offsets, inst.size
        n = len(size)
        num, den = van_der_corput(k // 4 + 1)
        cut = repack_cut_limit(inst, offsets, capacity) * num // den
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
            pool, REPACK_UNITS * self.unit, self._rank(k), capacity, True, freed, base
        )
        if outcome.offsets is None:
            return
        packing = list(offsets)
        for b in freed:
            packing[b] = outcome.offsets[b]
        self._keep(packing)

    def _plan_round(self) -> None:
        # One round: the whole search at the bound (under the next preorder),
        # then descents and repacks (each under the next one).
        self.queue.append((ProbeKind.BOUND, self.round))
        for _ in range(DESCENTS):
            self.queue.append((ProbeKind.DESCENT, self.descents))
            self.descents += 1
        for _ in range(REPACKS):
            self.queue.append((ProbeKind.REPACK, self.repacks))
            self.repacks += 1

    def probe(self, pool: WorkPool) -> None:
        """One probe within `pool` (raises `OutOfBudget` when it is empty)."""
        if not self.queue:
            if self.probes:
                self.round += 1
            self._plan_round()
        kind, order = self.queue.pop(0)
        self.probes += 1
        if kind is ProbeKind.REPACK:
            self._repack(pool, order)
            return
        capacity = self._capacity(kind)
        if capacity >= self.extent:
            return
        descent = kind is ProbeKind.DESCENT
        budget = (DESCENT_UNITS if descent else BOUND_UNITS) * self.unit
        rank = self._rank(order)
        if descent and order % GUIDED == GUIDED - 1:
            rank = self._guided(rank)
        outcome = self._search(pool, budget, rank, capacity, descent)
        self._keep(outcome.offsets)
        if outcome.exhausted and (outcome.offsets is None or descent):
            # Nothing (smaller) fits at the capacity.
            found = outcome.offsets is not None
            align = self.grain
            self.low = max(self.low, self.extent if found else capacity + align)

    def _capacity(self, kind: ProbeKind) -> int:
        """The capacity of the next probe at the bound or descent, a multiple
        of the grain at or above the bound."""
        align = self.grain
        if kind is ProbeKind.DESCENT:
            # The points of the van der Corput sequence (1/2, 1/4, 3/4, 1/8,
            # ...) between the bound and the best packing. Success is erratic
            # in the capacity, not monotone, so the descents spread over the
            # whole range instead of stepping down.
            self.spread += 1
            num, den = van_der_corput(self.spread)
            capacity = self.low + (self.extent - self.low) * num // den
            if capacity >= self.extent - align:
                capacity = self.extent - align
        else:
            capacity = self.low
        capacity = max(self.low, capacity) // align * align
        if capacity < self.low:
            capacity += align
        return capacity


__all__ = [
    "Portfolio",
    "ProbeKind",
    "repack_cut_limit",
    "van_der_corput",
]

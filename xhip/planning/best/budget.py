"""The work budget of `packer=best`: what a unit of work is, and its accounts.

Everything is bounded by work (`effort`, counted in work units), never by the
clock: the same input and budget give the same offsets on any machine and under
any load. A wall-clock limit cuts the search only when the caller sets one.
"""

from __future__ import annotations

import bisect
import time
from collections.abc import Sequence

from xhip.planning.best.instance import section_spans
from xhip.planning.requests import Lifetime

DEFAULT_EFFORT = 50_000_000
"""The default work budget of one `search_pack` call (`packer-effort`). A work
unit is one buffer scanned at a search node or 16 section updates of the
inference, in the kernel (`decision`); a step of Python-level work (setup,
greedy seeds, a repack probe's cut) counts `PYTHON_UNIT` units. Measured on
the MiniMalloc instances on the 2-core development machine: 15-25 million units
per second compiled (the `fast` extra, Numba), so the full default budget is 2-4
s; about 0.7 million per second in plain CPython (the same search and result,
about 20 times slower)."""

PYTHON_UNIT = 20
"""work units per step of Python-level work: about the kernel's cost of the
same time, compiled"""


class OutOfBudget(Exception):
    """The work pool (or the caller's wall-clock limit) is spent."""


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
        """At most `effort` of what is left; `OutOfBudget` when nothing is."""
        if self.left() <= 0 or time.perf_counter() > self.deadline:
            raise OutOfBudget
        return min(effort, self.left())


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


def setup_cost(lifetimes: Sequence[Lifetime], sizes: Sequence[int]) -> int:
    """The work of building the canonical instance and its greedy seeds, counted
    before they are built (in O(n log n)): buffers, section updates, and four
    units per pair of overlapping buffers (adjacency lists and three greedy fits).
    A domain whose setup alone (`PYTHON_UNIT` units a step) exceeds the budget
    is left to the reference."""
    nonzero = [i for i, s in enumerate(sizes) if s > 0]
    spans = section_spans(lifetimes, nonzero)
    widths = sum(hi - lo + 1 for lo, hi in spans)
    return 8 * len(spans) + widths + 4 * overlapping_pairs(spans)


__all__ = [
    "DEFAULT_EFFORT",
    "PYTHON_UNIT",
    "OutOfBudget",
    "WorkPool",
    "overlapping_pairs",
    "setup_cost",
]

"""The planner's input: one request per buffer, and lifetime arithmetic."""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass

Factor = tuple[int, ...]
"""The runtime size factor of a dynamic buffer: the product of these symbols
(ids of SSA values), in this order. `()` for a static buffer."""


@dataclass(frozen=True, slots=True)
class Lifetime:
    """A closed interval `[start, end]` of op indices in the block."""

    start: int
    end: int

    def __post_init__(self) -> None:
        if self.end < self.start:
            raise ValueError(f"lifetime ends before it starts: {self}")

    def overlaps(self, other: Lifetime) -> bool:
        return not (self.end < other.start or other.end < self.start)

    def hull(self, other: Lifetime) -> Lifetime:
        return Lifetime(min(self.start, other.start), max(self.end, other.end))


@dataclass(frozen=True, slots=True)
class Request:
    """One buffer to place.

    `coefficient` is the byte size of a static buffer, or for a dynamic one the
    bytes per unit of its runtime `factor` (size = coefficient * factor).
    """

    lifetime: Lifetime
    coefficient: int
    factor: Factor = ()

    @property
    def is_static(self) -> bool:
        return not self.factor


def align_up(value: int, alignment: int) -> int:
    return -(-value // alignment) * alignment


def max_load(items: Iterable[tuple[Lifetime, int]]) -> int:
    """The largest total weight live at one op index (a lower bound of any packing)."""
    events: list[tuple[int, int]] = []
    for lifetime, weight in items:
        if weight:
            events.append((lifetime.start, weight))
            events.append((lifetime.end + 1, -weight))
    events.sort(key=lambda e: (e[0], e[1]))
    load = best = 0
    for _, delta in events:
        load += delta
        best = max(best, load)
    return best


def peak_count(lifetimes: Sequence[Lifetime]) -> int:
    """The largest number of lifetimes that share one op index."""
    return max_load((lt, 1) for lt in lifetimes)

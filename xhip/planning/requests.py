"""The planner's input: one request per buffer, and lifetime arithmetic."""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass

Factor = tuple[int, ...]
"""The runtime size factor of a dynamic buffer: the product of these symbols
(ids of SSA values), in this order. `()` for a static buffer."""


@dataclass(frozen=True, slots=True)
class Lifetime:
    """`[start, end]`: from op index `start` (the def) to `end` (the last use).

    `end` may be before `start`: the reference's last use starts from 0, so a
    buffer whose only users are deallocs lives `[def, 0]` (docs/semantics.md §4). Such a
    lifetime is live at no op index, and it overlaps only lifetimes that start
    at 0 and reach its def (the overlap test below is docs/semantics.md §4's).
    """

    start: int
    end: int

    @property
    def is_empty(self) -> bool:
        """True when the lifetime ends before it starts (live at no op index)."""
        return self.end < self.start

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
        """A buffer of a static shape and more than 0 bytes (docs/semantics.md §6).

        A zero-byte static buffer is a dynamic one with no operands (F = 1, C = 0).
        """
        return not self.factor and self.coefficient > 0


def align_up(value: int, alignment: int) -> int:
    return -(-value // alignment) * alignment


def max_load(items: Iterable[tuple[Lifetime, int]]) -> int:
    """The largest total weight live at one op index (a lower bound of any packing).

    An empty lifetime (`end < start`) is live at no op index.
    """
    events: list[tuple[int, int]] = []
    for lifetime, weight in items:
        if weight and not lifetime.is_empty:
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

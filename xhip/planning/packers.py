"""The static packers a domain planner can use, by the name of the `packer`
option: one entry per name, packing on the reference's lifetimes and on
interval sets. A new packer is a new entry here."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from functools import partial

from xhip.planning.best.search import search_packer
from xhip.planning.interval_packing import best_of_orders, interval_best_fit
from xhip.planning.interval_slabs import SetPacker
from xhip.planning.reference import StaticPacker
from xhip.planning.requests import Lifetime
from xhip.planning.static_best_fit import best_fit


@dataclass(frozen=True)
class Packer:
    """One value of the `packer` option, given its search budget: `effort`
    work units (deterministic), cut by the wall clock only when a time limit
    in ms is set."""

    on_lifetimes: Callable[[int, int | None], StaticPacker]
    """(effort, time limit) -> the packer of buffers live on one interval
    of block indices (docs/semantics.md §6)."""
    on_sets: Callable[[int], SetPacker]
    """effort -> the packer of buffers live on `IntervalSet`s."""


def _reference_on_sets(_effort: int) -> SetPacker:
    return interval_best_fit  # looked up at each call: tests replace it


PACKERS: dict[str, Packer] = {
    "reference": Packer(lambda _effort, _time_limit_ms: best_fit, _reference_on_sets),
    "best": Packer(
        search_packer, lambda effort: partial(best_of_orders, effort=effort)
    ),
}


def live_first(packer: StaticPacker) -> StaticPacker:
    """`packer` on the buffers live at some op index; a buffer whose lifetime is
    empty (`[def, 0]`: used only by deallocs, so never accessed) goes at 0. The
    reference best fit of all of them is kept when its prefix is smaller, so the
    result is never above the reference's."""

    def pack(
        lifetimes: Sequence[Lifetime], sizes: Sequence[int], alignment: int
    ) -> list[int]:
        live = [i for i, lt in enumerate(lifetimes) if not lt.is_empty]
        if len(live) == len(lifetimes):
            return packer(lifetimes, sizes, alignment)
        offsets = [0] * len(sizes)
        placed = packer(
            [lifetimes[i] for i in live], [sizes[i] for i in live], alignment
        )
        for i, offset in zip(live, placed, strict=True):
            offsets[i] = offset
        reference = best_fit(lifetimes, sizes, alignment)

        def prefix(found: Sequence[int]) -> int:
            return max((o + s for o, s in zip(found, sizes, strict=True)), default=0)

        return reference if prefix(reference) < prefix(offsets) else offsets

    return pack


__all__ = ["PACKERS", "Packer", "live_first"]

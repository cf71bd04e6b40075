"""The static packers a domain planner can use, by the name of the `packer` option."""

from __future__ import annotations

from collections.abc import Callable, Sequence

from xhip.planning.best.search import search_packer
from xhip.planning.reference import StaticPacker
from xhip.planning.requests import Lifetime
from xhip.planning.static_best_fit import best_fit

PackerFactory = Callable[[int, int | None], StaticPacker]
"""(work budget, wall-clock limit in ms or None) -> packer"""

STATIC_PACKERS: dict[str, PackerFactory] = {
    "reference": lambda _effort, _time_limit_ms: best_fit,
    "best": search_packer,
}


def static_packer(
    name: str, effort: int, time_limit_ms: int | None = None
) -> StaticPacker:
    """The packer registered under `name`, with its search budget: `effort` work
    units (deterministic), cut by the wall clock only when `time_limit_ms` is set."""
    return STATIC_PACKERS[name](effort, time_limit_ms)


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


__all__ = ["STATIC_PACKERS", "live_first", "static_packer"]

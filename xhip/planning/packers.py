"""The static packers a domain planner can use, by the name of the `packer` option."""

from __future__ import annotations

from collections.abc import Callable

from xhip.planning.best.search import search_packer
from xhip.planning.reference import StaticPacker
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


__all__ = ["STATIC_PACKERS", "static_packer"]

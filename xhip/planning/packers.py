"""The static packers a domain planner can use, by the name of the `packer` option."""

from __future__ import annotations

from collections.abc import Callable

from xhip.planning.reference import StaticPacker
from xhip.planning.static_best_fit import best_fit
from xhip.planning.static_search import search_packer

PackerFactory = Callable[[int], StaticPacker]
"""time limit in ms -> packer"""

STATIC_PACKERS: dict[str, PackerFactory] = {
    "reference": lambda _time_limit_ms: best_fit,
    "best": search_packer,
}


def static_packer(name: str, time_limit_ms: int) -> StaticPacker:
    """The packer registered under `name`, with its search budget."""
    return STATIC_PACKERS[name](time_limit_ms)


__all__ = ["STATIC_PACKERS", "static_packer"]

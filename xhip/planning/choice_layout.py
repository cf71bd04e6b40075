"""`ChoiceLayout`: what `packer=best` makes of a domain (`best.dynamic`), and what
the bounds (`bounds`), the plan and its views read; a module of its own so that
readers of a layout need not import the planner."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass

from xhip.planning.ordered import OrderedLayout


@dataclass(frozen=True)
class ChoiceLayout:
    """Candidate layouts of one domain; the smallest at run time is used."""

    alignment: int
    static_offsets: Mapping[int, int]
    static_prefix: int
    candidates: tuple[OrderedLayout, ...]
    names: tuple[str, ...]
    """What each candidate was read off (`lifetime-only`, `grouped`, `fit@...`)."""

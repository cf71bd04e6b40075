"""`ChoiceLayout`: what `packer=best` makes of a domain (`best.dynamic`), and what
the bounds (`bounds`), the plan and its views read; a module of its own so that
readers of a layout need not import the planner."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass

from xhip.planning.bounds import Fragmentation, static_lower_bound
from xhip.planning.expr import ExprGraph
from xhip.planning.layout import DomainExprs, Placement, Slot
from xhip.planning.ordered import OrderedLayout, ordered_exprs
from xhip.planning.requests import Request


@dataclass(frozen=True)
class ChoiceLayout:
    """Candidate layouts of one domain; the smallest at run time is used."""

    alignment: int
    static_offsets: Mapping[int, int]
    static_prefix: int
    candidates: tuple[OrderedLayout, ...]
    names: tuple[str, ...]
    """What each candidate was read off (`lifetime-only`, `grouped`, `fit@...`)."""

    # -- Layout (xhip.planning.layout) ---------------------------------------------

    @property
    def chosen_at_run_time(self) -> bool:
        return True

    @property
    def runtime_sized(self) -> bool:
        return True

    @property
    def slab_count(self) -> int:
        return 0

    @property
    def bin_count(self) -> int:
        return 0

    def program(self) -> None:
        return None

    def exprs(self, graph: ExprGraph, requests: Sequence[Request]) -> DomainExprs:
        return choice_exprs(graph, self, requests)

    def slots(self) -> dict[int, Slot]:
        slots: dict[int, Slot] = {
            i: (Placement.STATIC, ()) for i in self.static_offsets
        }
        # Ordered in some candidate: the offset is chosen at run time (static
        # buffers too, when a candidate packs them with the dynamic ones).
        for candidate in self.candidates:
            for i in candidate.order:
                slots[i] = (Placement.CHOSEN, ())
        return slots

    def fragmentation(self, requests: Sequence[Request]) -> Fragmentation:
        return chosen_fragmentation(self, requests)


def choice_exprs(
    graph: ExprGraph, layout: ChoiceLayout, requests: Sequence[Request]
) -> DomainExprs:
    """The smallest candidate at run time: `select` chains over the pool sizes."""
    options = [ordered_exprs(graph, c, requests) for c in layout.candidates]
    size = options[0].pool_size
    offsets = dict(options[0].offsets)
    for option in options[1:]:
        smaller = graph.ult(option.pool_size, size)
        size = graph.select(smaller, option.pool_size, size)
        for i, offset in option.offsets.items():
            offsets[i] = graph.select(smaller, offset, offsets[i])
    return DomainExprs(size, offsets)


def chosen_fragmentation(
    layout: ChoiceLayout, requests: Sequence[Request]
) -> Fragmentation:
    """The report of a layout chosen at run time: its static part only."""
    return Fragmentation(
        static_size=layout.static_prefix,
        static_bound=static_lower_bound(requests, layout.alignment),
        dynamic_units=None,
        dynamic_bound=None,
        unavailable_reason="layout chosen at run time",
        bins=0,
        bins_bound=0,
    )

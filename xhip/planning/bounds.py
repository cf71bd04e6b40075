"""Lower bounds and the fragmentation report of a domain layout (SPEC §8)."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING

from xhip.planning.requests import Request, align_up, max_load, peak_count

if TYPE_CHECKING:  # the layouts report through these functions
    from xhip.planning.choice_layout import ChoiceLayout
    from xhip.planning.layout import DomainLayout


@dataclass(frozen=True)
class Fragmentation:
    """The numbers behind one `hip-pool-allocs fragmentation:` remark."""

    static_size: int
    static_bound: int
    dynamic_units: int | None
    dynamic_bound: int | None
    unavailable_reason: str | None
    bins: int
    bins_bound: int

    def remark(self, domain: int) -> str:
        static = (
            f"static {self.static_size}/{self.static_bound} B "
            f"({self.static_size - self.static_bound} frag)"
        )
        if self.unavailable_reason is not None:
            dyn = f"dyn-pool coefficient unavailable ({self.unavailable_reason})"
        else:
            p, q = self.dynamic_units or 0, self.dynamic_bound or 0
            dyn = f"dyn-pool {p}/{q} units ({p - q} frag)"
        bins = (
            f"small-buckets {self.bins}/{self.bins_bound} bins "
            f"({self.bins - self.bins_bound} excess)"
        )
        return (
            f"hip-pool-allocs fragmentation: domain {domain}: {static}; {dyn}; {bins}"
        )


def static_lower_bound(requests: Sequence[Request], alignment: int) -> int:
    """Max load of the aligned static sizes: no packing of them can be smaller."""
    return max_load(
        (r.lifetime, align_up(r.coefficient, alignment))
        for r in requests
        if r.is_static
    )


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


def slab_fragmentation(
    layout: DomainLayout, requests: Sequence[Request]
) -> Fragmentation:
    """The report of a reference layout: its prefix, slabs and bins."""
    a = layout.alignment
    groups = [g for slab in layout.slabs for g in slab.groups]
    # Per slab, the widest coefficient of a member (SPEC §8).
    widest = [
        max(requests[m].coefficient for g in slab.groups for m in g.members)
        for slab in layout.slabs
    ]
    reason: str | None = None
    if len({g.factor for g in groups}) > 1:
        reason = "mixed runtime factors"
    elif any(w % a for w in widest):
        reason = "runtime alignment"
    units = sum(widest)
    members = [m for g in groups for m in g.members]
    bound = max_load((requests[m].lifetime, requests[m].coefficient) for m in members)
    bins = sum(len(b.bins) for b in layout.buckets)
    peak = sum(
        peak_count([requests[m].lifetime for members_ in b.bins for m in members_])
        for b in layout.buckets
    )
    return Fragmentation(
        static_size=layout.static_prefix,
        static_bound=static_lower_bound(requests, a),
        dynamic_units=None if reason else units,
        dynamic_bound=None if reason else bound,
        unavailable_reason=reason,
        bins=bins,
        bins_bound=peak,
    )

"""Lower bounds of a domain's packing and the fragmentation report's numbers
(docs/semantics.md §8); each layout reports through them (`slab_fragmentation` in
`layout.py`, `chosen_fragmentation` in `choice_layout.py`)."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass

from xhip.planning.requests import Request, align_up, max_load


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


Peak = Callable[[Sequence[int], Sequence[int]], int]
"""(request indices, a weight each) -> the largest total weight live at one
point: what a lower bound counts, over the lifetimes the layout was packed on."""


def lifetime_peak(requests: Sequence[Request]) -> Peak:
    """`Peak` over the requests' `[start, end]` lifetimes (`max_load`)."""

    def peak(ids: Sequence[int], weights: Sequence[int]) -> int:
        return max_load(
            (requests[i].lifetime, w) for i, w in zip(ids, weights, strict=True)
        )

    return peak

"""The reference's lifetime-only layout (docs/semantics.md §6) on interval sets.

The entry-block planner (`reference.py`) packs one domain as a static prefix,
then slabs of dynamic buffers, each slab as wide at run time as its widest
member (`maxui` of the footprints `C * F`). Here a buffer is live on an
`IntervalSet` of program points (`interval_packing.py`): the static buffers
are packed by a greedy on sets (`interval_best_fit` or `best_of_orders`), and
each dynamic buffer, a group of its own (the lifetime-only mode), joins the
first slab none of whose members' sets intersect its own. The result is a
`DomainLayout`, so the expressions and the ops that size the pool are the
entry-block path's (`layout.reference_program`).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass

from xhip.planning.bounds import Fragmentation
from xhip.planning.interval_packing import (
    interval_best_fit,
    peak_live_bytes,
    pool_bytes,
)
from xhip.planning.interval_sets import IntervalSet
from xhip.planning.layout import DomainLayout, Group, Slab, slab_fragmentation
from xhip.planning.reference import needs_round_up, singleton_groups
from xhip.planning.requests import Factor, Lifetime, Request, align_up
from xhip.planning.time_index import FirstFitBins

SetPacker = Callable[[Sequence[IntervalSet], Sequence[int], int], list[int]]
"""(live sets, aligned sizes, alignment) -> offsets: `interval_best_fit`,
`best_of_orders`."""


@dataclass(frozen=True, slots=True)
class SetRequest:
    """One buffer to place: `coefficient * F` bytes (F the product of the
    `factor` symbols, 1 for none), live on `live`."""

    live: IntervalSet
    coefficient: int
    factor: Factor = ()

    @property
    def is_static(self) -> bool:
        """As `Request.is_static`: more than 0 bytes and no runtime factor."""
        return not self.factor and self.coefficient > 0

    def request(self) -> Request:
        """The entry-block request with the hull of `live` as its lifetime
        (what `DomainLayout` shows; the packing here reads `live`)."""
        hull = (
            Lifetime(self.live.first, self.live.last) if self.live else Lifetime(0, -1)
        )
        return Request(hull, self.coefficient, self.factor)


def plan_interval_slabs(
    requests: Sequence[SetRequest],
    alignment: int,
    static_packer: SetPacker = interval_best_fit,
) -> DomainLayout:
    """The layout of one pool: the static requests packed into a prefix by
    `static_packer`, then the dynamic ones (zero-byte statics included, as in
    docs/semantics.md §6) in slabs. Static offset constants come in request
    order."""
    static = [i for i, r in enumerate(requests) if r.is_static]
    sizes = [align_up(requests[i].coefficient, alignment) for i in static]
    offsets = static_packer([requests[i].live for i in static], sizes, alignment)
    dynamic = [i for i, r in enumerate(requests) if not r.is_static]
    plain = [r.request() for r in requests]
    groups = sorted(singleton_groups(plain, dynamic), key=lambda g: -g.span)
    slabs, order = _first_fit_slabs(groups, requests, alignment)
    return DomainLayout(
        alignment=alignment,
        static_offsets=dict(zip(static, offsets, strict=True)),
        static_prefix=pool_bytes(offsets, sizes),
        slabs=slabs,
        group_order=order,
        static_order=tuple(static),
    )


def set_fragmentation(
    layout: DomainLayout, requests: Sequence[SetRequest]
) -> Fragmentation:
    """The fragmentation report's numbers of `layout` (`plan_interval_slabs`'
    of `requests`), its bounds the most bytes live at one point of the sets:
    a hull would also count a buffer in the holes of its set, where others
    may take its bytes."""

    def peak(ids: Sequence[int], weights: Sequence[int]) -> int:
        return peak_live_bytes([requests[i].live for i in ids], weights)

    return slab_fragmentation(layout, [r.request() for r in requests], peak)


def _first_fit_slabs(
    groups: Sequence[Group], requests: Sequence[SetRequest], alignment: int
) -> tuple[tuple[Slab, ...], tuple[tuple[int, int], ...]]:
    """Each group, in order, into the first slab none of whose members is live
    at a point where one of its own is; also each group's (slab, position)."""
    slabs: list[list[Group]] = []
    # A slab's members' sets as the union of their intervals: the first slab
    # without a scan of them all (sets meet exactly when intervals do).
    occupied = FirstFitBins(len(groups))
    order: list[tuple[int, int]] = []
    for group in groups:
        own = [Lifetime(lo, hi) for m in group.members for lo, hi in requests[m].live]
        s = occupied.first_free(own)
        if s == len(slabs):
            slabs.append([])
        order.append((s, len(slabs[s])))
        slabs[s].append(group)
        for lifetime in own:
            occupied.add(s, lifetime)
    return (
        tuple(Slab(tuple(s), needs_round_up(s, alignment)) for s in slabs),
        tuple(order),
    )

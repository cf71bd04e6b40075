"""Symbolic layouts given by an order: who sits below whom, at every binding.

Any valid layout of buffers fixes, for each pair of buffers whose lifetimes
overlap, which one lies below the other. Conversely, such an orientation alone
defines offsets valid at *every* binding of the runtime sizes: a buffer starts
where the highest buffer below it ends (the longest path to it, with sizes as
weights). For a layout whose pair order does not change with the binding (the
reference slabs and buckets), these offsets are never larger than the layout's
own; for an orientation read off a numeric packing at a design binding they are
exactly that packing at that binding. `OrderedLayout` is that construction.
"""

from __future__ import annotations

import bisect
from collections.abc import Mapping, Sequence
from dataclasses import dataclass

from xhip.planning.expr import ExprGraph
from xhip.planning.layout import DomainExprs, DomainLayout, factor_expr
from xhip.planning.requests import Request


@dataclass(frozen=True)
class OrderedLayout:
    """Buffers stacked by an orientation above a prefix of static ones.

    Read off a reference layout, the static buffers sit in the prefix at constant
    offsets and the dynamic ones are ordered; read off a packing of every buffer
    (`ordered_from_packing`), there is no prefix and static buffers are ordered
    with the dynamic ones, so they can share bytes with them (the reference keeps
    the two apart, docs/semantics.md §10). `below[i]` lists the buffers that must end before
    buffer `i` starts (a transitively reduced set: edges implied by a chain are
    left out).
    """

    alignment: int
    static_offsets: Mapping[int, int]
    static_prefix: int
    order: tuple[int, ...]
    """The ordered requests, bottom first (a topological order of `below`)."""
    below: Mapping[int, tuple[int, ...]]


def aligned_size(graph: ExprGraph, request: Request, alignment: int) -> int:
    """`alignUp(C * F)`; no rounding emitted when C is a multiple of the alignment."""
    size = graph.mul(
        factor_expr(graph, request.factor), graph.const(request.coefficient)
    )
    return (
        size
        if request.coefficient % alignment == 0
        else graph.align_up(size, alignment)
    )


def orient(
    requests: Sequence[Request], ranked: Sequence[int]
) -> dict[int, tuple[int, ...]]:
    """`below` for the buffers `ranked` (bottom first), transitively reduced.

    Buffer j is below i when their lifetimes overlap and j comes first in
    `ranked`. An edge j -> i is dropped when some k below i has j below it. A
    request of coefficient 0 takes no byte at any binding: it is below nothing
    and nothing is below it (else it would push the buffers above it up to where
    it sits). Nor does a request whose lifetime is empty (`[def, 0]`, used only
    by deallocs: never accessed), which the skyline cannot hold (its end lies
    before its start).

    Computed in O(n log n + edges) by a sweep in rank order over a *skyline*: the
    time line cut into segments, each owned by the last-ranked buffer so far
    that lives there. An edge j -> i is implied exactly when some k between them
    in rank overlaps both; since intervals that pairwise overlap share a point,
    that k covers part of j's lifetime within i's. So j is kept below i exactly
    when j owns all of its lifetime clipped to i's: one whole segment there.
    """
    position = {r: p for p, r in enumerate(ranked)}
    starts: list[int] = []
    ends: list[int] = []
    owners: list[int] = []
    """the skyline: disjoint segments `[starts[k], ends[k]]`, sorted"""
    reduced: dict[int, tuple[int, ...]] = {}
    for r in ranked:
        if not requests[r].coefficient or requests[r].lifetime.is_empty:
            reduced[r] = ()
            continue
        s, e = requests[r].lifetime.start, requests[r].lifetime.end
        first = bisect.bisect_left(ends, s)
        last = bisect.bisect_right(starts, e)
        kept: list[int] = []
        for k in range(first, last):
            owner = requests[owners[k]].lifetime
            if max(starts[k], s) == max(owner.start, s) and min(ends[k], e) == min(
                owner.end, e
            ):
                kept.append(owners[k])
        reduced[r] = tuple(sorted(kept, key=position.__getitem__))
        new_starts = [s]
        new_ends = [e]
        new_owners = [r]
        if first < last and starts[first] < s:
            new_starts.insert(0, starts[first])
            new_ends.insert(0, s - 1)
            new_owners.insert(0, owners[first])
        if first < last and ends[last - 1] > e:
            new_starts.append(e + 1)
            new_ends.append(ends[last - 1])
            new_owners.append(owners[last - 1])
        starts[first:last] = new_starts
        ends[first:last] = new_ends
        owners[first:last] = new_owners
    return reduced


def ordered_from_offsets(
    requests: Sequence[Request],
    dynamic: Sequence[int],
    offsets: Mapping[int, int],
    static: DomainLayout,
) -> OrderedLayout:
    """The orientation of a numeric packing of the dynamic requests."""
    ranked = sorted(dynamic, key=lambda i: (offsets[i], i))
    return OrderedLayout(
        static.alignment,
        static.static_offsets,
        static.static_prefix,
        tuple(ranked),
        orient(requests, ranked),
    )


def ordered_from_packing(
    requests: Sequence[Request], offsets: Sequence[int], alignment: int
) -> OrderedLayout:
    """The orientation of a numeric packing of every request, static ones too
    (a zero-byte static one stays at offset 0, as in the reference)."""
    empty = {i: 0 for i, r in enumerate(requests) if r.is_static and not r.coefficient}
    ranked = sorted(
        (i for i in range(len(requests)) if i not in empty),
        key=lambda i: (offsets[i], i),
    )
    return OrderedLayout(alignment, empty, 0, tuple(ranked), orient(requests, ranked))


def ordered_from_layout(
    requests: Sequence[Request], layout: DomainLayout
) -> OrderedLayout:
    """The orientation of a slab/bucket layout (binding-independent).

    Slabs stack, buckets follow them; inside a slab only members of one group
    can overlap in time, ordered by unit offset; inside a bucket, by bin.
    """
    rank: dict[int, tuple[int, int, int]] = {}
    for s, slab in enumerate(layout.slabs):
        for group in slab.groups:
            for member, unit in zip(group.members, group.unit_offsets, strict=True):
                rank[member] = (s, unit, member)
    for b, bucket in enumerate(layout.buckets):
        for k, members in enumerate(bucket.bins):
            for member in members:
                rank[member] = (len(layout.slabs) + b, k, member)
    ranked = sorted(rank, key=rank.__getitem__)
    return OrderedLayout(
        layout.alignment,
        layout.static_offsets,
        layout.static_prefix,
        tuple(ranked),
        orient(requests, ranked),
    )


def ordered_exprs(
    graph: ExprGraph, layout: OrderedLayout, requests: Sequence[Request]
) -> DomainExprs:
    """Offsets as longest paths: the highest end of the buffers below, else the prefix."""
    a = layout.alignment
    prefix = graph.const(layout.static_prefix)
    offsets: dict[int, int] = {}
    tops: dict[int, int] = {}
    for i in layout.order:
        below = [tops[j] for j in layout.below[i]]
        offsets[i] = graph.max_of(below) if below else prefix
        tops[i] = graph.add(offsets[i], aligned_size(graph, requests[i], a))
    covered = {j for i in layout.order for j in layout.below[i]}
    exprs = DomainExprs(
        graph.max_of([tops[i] for i in layout.order if i not in covered] or [prefix])
    )
    for index, offset in layout.static_offsets.items():
        exprs.offsets[index] = graph.const(offset)
    exprs.offsets.update(offsets)
    return exprs

"""The reference planner of hip-pool-allocs (docs/semantics.md §6), one domain at a time."""

from __future__ import annotations

from collections.abc import Callable, Sequence

from xhip.planning.layout import Bucket, DomainLayout, Group, Slab
from xhip.planning.libstdcxx_sort import std_sort
from xhip.planning.requests import Factor, Lifetime, Request, align_up
from xhip.planning.static_best_fit import best_fit
from xhip.planning.time_index import FirstFitBins

StaticPacker = Callable[[Sequence[Lifetime], Sequence[int], int], list[int]]
"""(lifetimes, aligned sizes, alignment) -> offsets. `best_fit` is the reference."""


def plan_reference(
    requests: Sequence[Request],
    alignment: int,
    lifetime_only: bool = True,
    static_packer: StaticPacker = best_fit,
) -> DomainLayout:
    """The layout of one domain: static best fit, then dynamic slabs and buckets."""
    # docs/semantics.md §6 orders the statics by byte size, largest first, as libstdc++'s
    # `std::sort` does (not stable: more than 16 of one size come out in
    # introsort's order), and places their aligned sizes. The packer sorts
    # stably by aligned size, which is monotone in the byte size, so handing
    # them over in this order keeps it where aligned sizes tie (100 B before
    # 40 B, both 256).
    static = std_sort(
        [i for i, r in enumerate(requests) if r.is_static],
        lambda a, b: requests[a].coefficient > requests[b].coefficient,
    )
    sizes = [align_up(requests[i].coefficient, alignment) for i in static]
    offsets = static_packer([requests[i].lifetime for i in static], sizes, alignment)
    prefix = max((o + s for o, s in zip(offsets, sizes, strict=True)), default=0)
    dynamic = [i for i, r in enumerate(requests) if not r.is_static]
    if lifetime_only:
        # Every buffer its own group, widest first (stable).
        groups = sorted(singleton_groups(requests, dynamic), key=lambda g: -g.span)
        buckets: tuple[Bucket, ...] = ()
    else:
        # Groups keep the order of their factor classes.
        aligned = [i for i in dynamic if requests[i].coefficient % alignment == 0]
        small = [i for i in dynamic if requests[i].coefficient % alignment != 0]
        groups = factor_groups(requests, aligned, alignment)
        buckets = small_buckets(requests, small)
    slabs, order = assign_slabs(groups, requests, alignment)
    return DomainLayout(
        alignment=alignment,
        static_offsets=dict(sorted(zip(static, offsets, strict=True))),
        static_prefix=prefix,
        slabs=slabs,
        buckets=buckets,
        group_order=order,
        static_order=tuple(static),
    )


def _by_first_appearance(
    requests: Sequence[Request], indices: Sequence[int]
) -> list[int]:
    """Indices ordered by their factor's first appearance, block order within one."""
    rank: dict[Factor, int] = {}
    for i in indices:
        rank.setdefault(requests[i].factor, len(rank))
    return sorted(indices, key=lambda i: rank[requests[i].factor])


def singleton_groups(
    requests: Sequence[Request], indices: Sequence[int]
) -> list[Group]:
    """Lifetime-only mode: every dynamic buffer is a group of its own, listed
    class by class (factor classes in order of first appearance)."""
    return [
        Group(
            factor=requests[i].factor,
            members=(i,),
            unit_offsets=(0,),
            span=requests[i].coefficient,
            lifetime=requests[i].lifetime,
        )
        for i in _by_first_appearance(requests, indices)
    ]


def factor_groups(
    requests: Sequence[Request],
    indices: Sequence[int],
    alignment: int,
    static_packer: StaticPacker = best_fit,
) -> list[Group]:
    """Grouped mode: one group per factor class, in order of first appearance;
    its members, largest C first (stable), best-fit packed in units of F."""
    by_factor: dict[Factor, list[int]] = {}
    for i in _by_first_appearance(requests, indices):
        by_factor.setdefault(requests[i].factor, []).append(i)
    groups: list[Group] = []
    for factor, members in by_factor.items():
        members.sort(key=lambda i: -requests[i].coefficient)
        lifetimes = [requests[i].lifetime for i in members]
        spans = [requests[i].coefficient for i in members]
        units = static_packer(lifetimes, spans, alignment)
        _place_zero_sized(lifetimes, spans, units, alignment)
        hull = lifetimes[0]
        for lt in lifetimes[1:]:
            hull = hull.hull(lt)
        groups.append(
            Group(
                factor=factor,
                members=tuple(members),
                unit_offsets=tuple(units),
                span=max(u + s for u, s in zip(units, spans, strict=True)),
                lifetime=hull,
            )
        )
    return groups


def _place_zero_sized(
    lifetimes: Sequence[Lifetime], sizes: Sequence[int], offsets: list[int], a: int
) -> None:
    """Where the reference's best fit puts zero-sized buffers (`memref<?x0xf32>`).

    `best_fit` leaves them at 0; the reference walks them like any other buffer,
    after every larger one (largest first): the tightest gap of size 0 among the
    overlapping placed buffers, which is an offset where one of them starts (or
    above them all). Placed zero-sized buffers take part in the next walks.
    """
    placed = [i for i, s in enumerate(sizes) if s]
    for i in (i for i, s in enumerate(sizes) if not s):
        neighbours = sorted(
            (offsets[j], offsets[j] + sizes[j])
            for j in placed
            if lifetimes[j].overlaps(lifetimes[i])
        )
        cursor = 0
        best: int | None = None
        best_gap = 0
        for offset, end in neighbours:
            start = align_up(cursor, a)
            if start <= offset and (best is None or offset - start < best_gap):
                best, best_gap = start, offset - start
            cursor = max(cursor, end)
        offsets[i] = best if best is not None else align_up(cursor, a)
        placed.append(i)


def assign_slabs(
    groups: Sequence[Group], requests: Sequence[Request], alignment: int
) -> tuple[tuple[Slab, ...], tuple[tuple[int, int], ...]]:
    """First fit of the groups, in the order given, into slabs: a group joins the
    first slab none of whose members overlaps any of its own (pairwise, not the
    hull of the group). Also returns each group's (slab, position), in that order.
    """
    slabs: list[list[Group]] = []
    occupied = FirstFitBins(len(groups))  # the first slab, without a scan
    order: list[tuple[int, int]] = []
    for group in groups:
        lifetimes = [requests[m].lifetime for m in group.members]
        s = occupied.first_free(lifetimes)
        if s == len(slabs):
            slabs.append([])
        order.append((s, len(slabs[s])))
        slabs[s].append(group)
        for lifetime in lifetimes:
            occupied.add(s, lifetime)
    return (
        tuple(Slab(tuple(s), needs_round_up(s, alignment)) for s in slabs),
        tuple(order),
    )


def needs_round_up(groups: Sequence[Group], alignment: int) -> bool:
    """Whether a slab's runtime width may not be a multiple of the alignment.

    With one shared factor only the widest span matters; with mixed factors any
    span that is not a multiple can be the widest at run time.
    """
    if len({g.factor for g in groups}) == 1:
        return max(g.span for g in groups) % alignment != 0
    return any(g.span % alignment for g in groups)


def small_buckets(
    requests: Sequence[Request], indices: Sequence[int]
) -> tuple[Bucket, ...]:
    """Grouped mode: non-multiple buffers keyed by (C, factor) in order of
    creation, first fit into bins whose members are pairwise disjoint."""
    keyed: dict[tuple[int, Factor], list[list[int]]] = {}
    occupied: dict[tuple[int, Factor], FirstFitBins] = {}
    for i in indices:
        key = (requests[i].coefficient, requests[i].factor)
        bins = keyed.setdefault(key, [])
        if key not in occupied:
            occupied[key] = FirstFitBins(len(indices))
        taken = occupied[key]
        lifetime = requests[i].lifetime
        k = taken.first_free([lifetime])  # the first bin, without a scan
        if k == len(bins):
            bins.append([])
        bins[k].append(i)
        taken.add(k, lifetime)
    return tuple(
        Bucket(coefficient, factor, tuple(tuple(b) for b in bins))
        for (coefficient, factor), bins in keyed.items()
    )

"""A domain's pool layout, and the index expressions that realise it.

Pool of one domain: `[static prefix][slab 0][slab 1]...[bucket 0 bins]...`.
Static buffers sit at constant offsets in the prefix. A slab holds groups that
all start at the slab's base; a group's members share one runtime factor `F` and
sit at `base + unit_offset * F`; the slab is as wide as its widest group at run
time. A small bucket holds buffers of one coefficient and factor; each bin is one
aligned slot, shared by members whose lifetimes are pairwise disjoint.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field

from xhip.planning.expr import ExprGraph
from xhip.planning.requests import Factor, Lifetime, Request


@dataclass(frozen=True)
class Group:
    """Buffers with one runtime factor, packed relative to each other."""

    factor: Factor
    members: tuple[int, ...]
    """Request indices."""
    unit_offsets: tuple[int, ...]
    """Per member: its offset from the group base, in bytes per unit of `factor`."""
    span: int
    """The group's width in bytes per unit of `factor`."""
    lifetime: Lifetime
    """The hull of the members' lifetimes."""


@dataclass(frozen=True)
class Slab:
    """Groups with disjoint lifetimes, all based at the slab's start."""

    groups: tuple[Group, ...]
    round_up: bool
    """Whether the runtime width must be rounded up to the alignment."""


@dataclass(frozen=True)
class Bucket:
    """Buffers of coefficient `coefficient` and `factor`, one aligned slot per bin."""

    coefficient: int
    factor: Factor
    bins: tuple[tuple[int, ...], ...]
    """Request indices per bin."""


@dataclass(frozen=True)
class DomainLayout:
    """Where every request of a domain lives in the domain's pool."""

    alignment: int
    static_offsets: Mapping[int, int]
    """Request index -> byte offset, for static requests."""
    static_prefix: int
    slabs: tuple[Slab, ...] = ()
    buckets: tuple[Bucket, ...] = ()


@dataclass
class DomainExprs:
    """The expressions of one domain's layout, as ids in an `ExprGraph`."""

    pool_size: int
    offsets: dict[int, int] = field(default_factory=dict[int, int])
    """Request index -> offset expression."""
    slab_widths: list[int] = field(default_factory=list[int])
    bucket_slot_sizes: list[int] = field(default_factory=list[int])


def factor_expr(graph: ExprGraph, factor: Factor) -> int:
    return graph.product([graph.sym(s) for s in factor])


def layout_exprs(graph: ExprGraph, layout: DomainLayout) -> DomainExprs:
    """Builds the layout's size and offset expressions in the spec's order.

    Nodes are created (and so emitted) as SPEC §7 lists them: group factors,
    bucket slot sizes, slab footprints and widths, the pool size chain, then the
    offsets. The running sums of the pool size chain double as slab bases.
    """
    a = layout.alignment
    for slab in layout.slabs:
        for group in slab.groups:
            factor_expr(graph, group.factor)
    slot_sizes = [
        graph.align_up(
            graph.mul(factor_expr(graph, b.factor), graph.const(b.coefficient)), a
        )
        for b in layout.buckets
    ]
    widths = [_slab_width(graph, slab, a) for slab in layout.slabs]

    running = graph.const(layout.static_prefix)
    slab_bases: list[int] = []
    for width in widths:
        slab_bases.append(running)
        running = graph.add(running, width)
    bucket_bases: list[int] = []
    for bucket, slot in zip(layout.buckets, slot_sizes, strict=True):
        bucket_bases.append(running)
        running = graph.add(running, graph.mul(slot, graph.const(len(bucket.bins))))
    exprs = DomainExprs(running, slab_widths=widths, bucket_slot_sizes=slot_sizes)

    for index, offset in layout.static_offsets.items():
        exprs.offsets[index] = graph.const(offset)
    for slab, base in zip(layout.slabs, slab_bases, strict=True):
        for group in slab.groups:
            f = factor_expr(graph, group.factor)
            for member, unit in zip(group.members, group.unit_offsets, strict=True):
                exprs.offsets[member] = graph.add(base, graph.mul(f, graph.const(unit)))
    for bucket, base, slot in zip(
        layout.buckets, bucket_bases, slot_sizes, strict=True
    ):
        for k, members in enumerate(bucket.bins):
            at = graph.add(base, graph.mul(slot, graph.const(k)))
            for member in members:
                exprs.offsets[member] = at
    return exprs


def _slab_width(graph: ExprGraph, slab: Slab, alignment: int) -> int:
    """The runtime maximum of the groups' footprints `F * span`.

    Groups sharing a factor contribute one footprint, with their largest span:
    the value equals the maximum over every group, with fewer ops.
    """
    widest: dict[Factor, int] = {}
    for group in slab.groups:
        widest[group.factor] = max(widest.get(group.factor, 0), group.span)
    footprints = [
        graph.mul(factor_expr(graph, f), graph.const(span))
        for f, span in widest.items()
    ]
    width = graph.max_of(footprints)
    return graph.align_up(width, alignment) if slab.round_up else width


def request_sizes(graph: ExprGraph, requests: Sequence[Request]) -> list[int]:
    """Each request's byte size as an expression (`coefficient * F`)."""
    return [
        graph.mul(factor_expr(graph, r.factor), graph.const(r.coefficient))
        for r in requests
    ]

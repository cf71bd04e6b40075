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
from xhip.planning.program import Anchor, IndexProgram, Mark
from xhip.planning.requests import Factor, Lifetime, Request


@dataclass(frozen=True)
class Group:
    """Buffers with one runtime factor, packed relative to each other."""

    factor: Factor
    members: tuple[int, ...]
    """Request indices, in packing order (largest coefficient first)."""
    unit_offsets: tuple[int, ...]
    """Per member: its offset from the group base, in bytes per unit of `factor`."""
    span: int
    """The group's width in bytes per unit of `factor`."""
    lifetime: Lifetime
    """The hull of the members' lifetimes (for display: slabs test the members
    pairwise, SPEC §6)."""


@dataclass(frozen=True)
class Slab:
    """Groups no members of which overlap, all based at the slab's start."""

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
    group_order: tuple[tuple[int, int], ...] = ()
    """(slab, position in it) of every group, in SPEC §6's group order (the
    order of their F values and footprints); empty: slab by slab."""
    static_order: tuple[int, ...] = ()
    """The static requests in packing order (largest first, the order of their
    offset constants); empty: request order."""

    def groups_in_order(self) -> list[tuple[int, int]]:
        """(slab, position) of every group in SPEC §6's group order."""
        if self.group_order:
            return list(self.group_order)
        return [
            (s, k) for s, slab in enumerate(self.slabs) for k in range(len(slab.groups))
        ]

    def statics_in_order(self) -> list[int]:
        """The static requests in packing order."""
        return (
            list(self.static_order) if self.static_order else list(self.static_offsets)
        )


@dataclass
class DomainExprs:
    """The expressions of one domain's layout, as ids in an `ExprGraph`."""

    pool_size: int
    offsets: dict[int, int] = field(default_factory=dict[int, int])
    """Request index -> offset expression."""
    slab_widths: list[int] = field(default_factory=list[int])
    bucket_slot_sizes: list[int] = field(default_factory=list[int])


@dataclass(frozen=True)
class ReferenceProgram:
    """The reference's emission of one domain (SPEC §7) as an `IndexProgram`."""

    program: IndexProgram
    pool_size: int
    pool_at: Mark
    """Where `hip.get_pool` goes: after the pool size, before the offsets."""
    offsets: dict[int, int]
    """Request index -> program value."""
    slab_widths: list[int]
    bucket_slot_sizes: list[int]

    @property
    def roots(self) -> list[int]:
        return [self.pool_size, *self.offsets.values()]


def factor_expr(graph: ExprGraph, factor: Factor) -> int:
    return graph.product([graph.sym(s) for s in factor])


def reference_program(layout: DomainLayout) -> ReferenceProgram:
    """The ops SPEC §7 emits for `layout`, in its order and at its points.

    1. each group's F (in the group order), after its operands' definitions;
    2. each small bucket's aligned slot size, after its operands' definitions;
    3. at one point after all of those: footprints, slab widths (`maxui` chains,
       align-up), the pool size, `hip.get_pool`, then the offsets.
    """
    p = IndexProgram()
    a = layout.alignment
    order = layout.groups_in_order()
    factors: dict[tuple[int, int], int] = {}
    for s, k in order:
        group = layout.slabs[s].groups[k]
        p.begin(Anchor(symbols=group.factor))
        f = p.const(1)
        for symbol in group.factor:
            f = p.mul(f, p.sym(symbol))
        factors[s, k] = f
    slots: list[int] = []
    for bucket in layout.buckets:
        p.begin(Anchor(symbols=bucket.factor))
        size = p.const(bucket.coefficient)
        for symbol in bucket.factor:
            size = p.mul(size, p.sym(symbol))
        if bucket.coefficient % a:
            size = p.align_up(size, a)
        slots.append(size)

    p.begin(Anchor(values=(*factors.values(), *slots)))
    footprints = {
        (s, k): p.mul(factors[s, k], p.const(layout.slabs[s].groups[k].span))
        for s, k in order
    }
    widths: list[int] = []
    for s, slab in enumerate(layout.slabs):
        width = footprints[s, 0]
        for k in range(1, len(slab.groups)):
            width = p.maxu(width, footprints[s, k])
        if slab.round_up:
            width = p.align_up(width, a)
        widths.append(width)
    size = p.const(layout.static_prefix)
    for width in widths:
        size = p.add(size, width)
    for bucket, slot in zip(layout.buckets, slots, strict=True):
        size = p.add(size, p.mul(slot, p.const(len(bucket.bins))))
    pool_at = p.mark()

    offsets: dict[int, int] = {}
    for index in layout.statics_in_order():
        offsets[index] = p.const(layout.static_offsets[index])
    if layout.slabs or layout.buckets:
        base = p.const(layout.static_prefix)
        for s, slab in enumerate(layout.slabs):
            for k, group in enumerate(slab.groups):
                for member, unit in zip(group.members, group.unit_offsets, strict=True):
                    offsets[member] = (
                        p.add(base, p.mul(factors[s, k], p.const(unit)))
                        if unit
                        else base
                    )
            base = p.add(base, widths[s])
        for bucket, slot in zip(layout.buckets, slots, strict=True):
            for k, members in enumerate(bucket.bins):
                at = p.add(base, p.mul(slot, p.const(k)))
                for member in members:
                    offsets[member] = at
            base = p.add(base, p.mul(slot, p.const(len(bucket.bins))))
    return ReferenceProgram(p, size, pool_at, offsets, widths, slots)


def layout_exprs(graph: ExprGraph, layout: DomainLayout) -> DomainExprs:
    """The layout's pool size, offsets, slab widths and slot sizes in `graph`:
    the values of the ops `reference_program` emits."""
    return program_exprs(graph, reference_program(layout))


def program_exprs(graph: ExprGraph, emitted: ReferenceProgram) -> DomainExprs:
    """`emitted`'s values as expressions of `graph`."""
    roots = [*emitted.roots, *emitted.slab_widths, *emitted.bucket_slot_sizes]
    mapped = emitted.program.to_graph(graph, roots)
    return DomainExprs(
        mapped[emitted.pool_size],
        offsets={i: mapped[v] for i, v in emitted.offsets.items()},
        slab_widths=[mapped[v] for v in emitted.slab_widths],
        bucket_slot_sizes=[mapped[v] for v in emitted.bucket_slot_sizes],
    )


def request_sizes(graph: ExprGraph, requests: Sequence[Request]) -> list[int]:
    """Each request's byte size as an expression (`coefficient * F`)."""
    return [
        graph.mul(factor_expr(graph, r.factor), graph.const(r.coefficient))
        for r in requests
    ]

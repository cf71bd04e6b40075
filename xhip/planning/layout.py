"""A domain's pool layout, and the index expressions that realise it.

Pool of one domain: `[static prefix][slab 0][slab 1]...[bucket 0 bins]...`.
Static buffers sit at constant offsets in the prefix. A slab holds groups that
all start at the slab's base; a group's members share one runtime factor `F` and
sit at `base + unit_offset * F`; the slab is as wide as its widest group at run
time. A small bucket holds buffers of one coefficient and factor; each bin is one
aligned slot, shared by members whose lifetimes are pairwise disjoint.

`Layout` is what the plan, the emitter and the tools ask of a domain's layout,
whichever planner made it: `DomainLayout` (the reference's, above) and
`xhip.planning.choice_layout.ChoiceLayout` (`packer=best`) implement it.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from enum import Enum
from functools import cached_property
from typing import Protocol

from xhip.planning.bounds import Fragmentation, Peak, lifetime_peak
from xhip.planning.expr import ExprGraph, Kind
from xhip.planning.program import Anchor, IndexProgram, Mark
from xhip.planning.requests import Factor, Lifetime, Request, align_up


class Placement(Enum):
    """Where a request sits in its domain's layout."""

    STATIC = "static"
    """At a constant offset in the static prefix."""
    SLAB = "slab"
    """In a slab of a reference layout."""
    BIN = "bin"
    """In a small-bucket bin (grouped mode)."""
    CHOSEN = "chosen"
    """At the offset of the layout `packer=best` chooses at run time."""


Slot = tuple[Placement, tuple[int, ...]]
"""A request's placement and its place there: `()` for static and chosen,
`(slab, group)` for a slab, `(bucket, bin)` for a bin."""


class Layout(Protocol):
    """A domain's layout, as the plan, its emission and its readers see it."""

    @property
    def alignment(self) -> int: ...

    @property
    def static_offsets(self) -> Mapping[int, int]:
        """Request index -> byte offset, for the requests in the static prefix."""
        ...

    @property
    def static_prefix(self) -> int: ...

    @property
    def chosen_at_run_time(self) -> bool:
        """Whether the offsets are those of a candidate chosen at run time."""
        ...

    @property
    def runtime_sized(self) -> bool:
        """Whether the layout has runtime-sized parts (slabs, bins, candidates),
        so that a pool holds it even when its static size is 0."""
        ...

    @property
    def slab_count(self) -> int: ...

    @property
    def bin_count(self) -> int: ...

    def program(self) -> ReferenceProgram | None:
        """The reference's ops for the layout, in docs/semantics.md §7's order and places; None:
        the expressions are made right before the domain's earliest alloc."""
        ...

    def exprs(self, graph: ExprGraph, requests: Sequence[Request]) -> DomainExprs:
        """The pool size and offsets of the layout, as expressions of `graph`."""
        ...

    def slots(self) -> dict[int, Slot]:
        """Request index -> where it sits."""
        ...

    def fragmentation(self, requests: Sequence[Request]) -> Fragmentation:
        """The numbers of the fragmentation report (docs/semantics.md §8)."""
        ...


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
    pairwise, docs/semantics.md §6)."""


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
    """(slab, position in it) of every group, in docs/semantics.md §6's group order (the
    order of their F values and footprints); empty: slab by slab."""
    static_order: tuple[int, ...] = ()
    """The static requests in packing order (largest first, the order of their
    offset constants); empty: request order."""

    def groups_in_order(self) -> list[tuple[int, int]]:
        """(slab, position) of every group in docs/semantics.md §6's group order."""
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

    # -- Layout ------------------------------------------------------------------

    @property
    def chosen_at_run_time(self) -> bool:
        return False

    @property
    def runtime_sized(self) -> bool:
        return bool(self.slabs or self.buckets)

    @property
    def slab_count(self) -> int:
        return len(self.slabs)

    @property
    def bin_count(self) -> int:
        return sum(len(b.bins) for b in self.buckets)

    @cached_property
    def _program(self) -> ReferenceProgram:
        return reference_program(self)

    def program(self) -> ReferenceProgram:
        return self._program

    def exprs(self, graph: ExprGraph, requests: Sequence[Request]) -> DomainExprs:
        return program_exprs(graph, self._program)

    def slots(self) -> dict[int, Slot]:
        slots: dict[int, Slot] = {
            i: (Placement.STATIC, ()) for i in self.static_offsets
        }
        for s, slab in enumerate(self.slabs):
            for g, group in enumerate(slab.groups):
                for m in group.members:
                    slots[m] = (Placement.SLAB, (s, g))
        for b, bucket in enumerate(self.buckets):
            for k, members in enumerate(bucket.bins):
                for m in members:
                    slots[m] = (Placement.BIN, (b, k))
        return slots

    def fragmentation(self, requests: Sequence[Request]) -> Fragmentation:
        return slab_fragmentation(self, requests)


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
    """The reference's emission of one domain (docs/semantics.md §7) as an `IndexProgram`."""

    program: IndexProgram
    pool_size: int
    pool_at: Mark
    """Where `hip.get_pool` goes: after the pool size, before the offsets."""
    offsets: dict[int, int]
    """Request index -> program value."""
    slab_widths: list[int]
    bucket_slot_sizes: list[int]
    group_segments: int
    """The first segments: one per group, its F; then one per bucket, its slot
    size; then the last, the rest."""

    @property
    def roots(self) -> list[int]:
        return [self.pool_size, *self.offsets.values()]

    def points(self, definitions: Sequence[int]) -> list[SegmentPoint]:
        """Where each segment goes (docs/semantics.md §7) in a block where symbol `s` is
        defined by op `definitions[s]` (-1: a block argument): right after the
        latest definition its anchor names, else right before the domain's
        earliest alloc."""
        program = self.program
        made_in = {v: s for s, seg in enumerate(program.segments) for v in seg.ops}
        points: list[SegmentPoint] = []
        first_after: dict[int, int] = {}
        for s, segment in enumerate(program.segments):
            anchor = segment.anchor
            defs = [definitions[x] for x in anchor.symbols if definitions[x] >= 0]
            if defs:
                points.append(SegmentPoint(after=max(defs)))
                first_after.setdefault(max(defs), s)
                continue
            points.append(
                _values_point(
                    program, anchor, definitions, points, made_in, first_after
                )
            )
        return points


def _values_point(
    program: IndexProgram,
    anchor: Anchor,
    definitions: Sequence[int],
    points: Sequence[SegmentPoint],
    made_in: Mapping[int, int],
    first_after: Mapping[int, int],
) -> SegmentPoint:
    """Right after the latest op defining one of `anchor.values` (all before the
    earliest alloc): an op of an earlier segment (whose last op is the value it
    is anchored for), or the definition of a symbol (whose segment is anchored
    right after it). Ops made right before the earliest alloc are the latest.
    The segments right after one op are there latest first, so the latest op
    after it is the last of the first segment placed there: this one joins it."""
    latest = -1
    for v in anchor.values:
        node = program.nodes[v]
        if node.kind is Kind.SYM:
            latest = max(latest, definitions[node.value])
            continue
        after = points[made_in[v]].after
        if after is None:
            return SegmentPoint()
        latest = max(latest, after)
    if latest < 0:
        return SegmentPoint()
    return SegmentPoint(after=latest, joins=first_after[latest])


@dataclass(frozen=True)
class SegmentPoint:
    """Where the ops of a segment of a `ReferenceProgram` go in the block."""

    after: int | None = None
    """Block index of the op they go right after: before the op that follows it
    when the segment begins, so a later segment at the same op lands before
    them. None: right before the domain's earliest alloc."""
    joins: int | None = None
    """An earlier segment at the same op whose place this one shares: its ops go
    right after that segment's."""


def factor_expr(graph: ExprGraph, factor: Factor) -> int:
    return graph.product([graph.sym(s) for s in factor])


def reference_program(layout: DomainLayout) -> ReferenceProgram:
    """The ops docs/semantics.md §7 emits for `layout`, in its order and at its points.

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
    return ReferenceProgram(p, size, pool_at, offsets, widths, slots, len(order))


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


def slab_fragmentation(
    layout: DomainLayout, requests: Sequence[Request], peak: Peak | None = None
) -> Fragmentation:
    """The report of a reference layout: its prefix, slabs and bins, the
    bounds counted by `peak` (default: over the requests' lifetimes)."""
    load = peak or lifetime_peak(requests)
    a = layout.alignment
    groups = [g for slab in layout.slabs for g in slab.groups]
    # Per slab, the widest coefficient of a member (docs/semantics.md §8).
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
    bound = load(members, [requests[m].coefficient for m in members])
    static = [i for i, r in enumerate(requests) if r.is_static]
    bins = sum(len(b.bins) for b in layout.buckets)
    bins_bound = 0
    for b in layout.buckets:
        binned = [m for members_ in b.bins for m in members_]
        bins_bound += load(binned, [1] * len(binned))
    return Fragmentation(
        static_size=layout.static_prefix,
        static_bound=load(
            static, [align_up(requests[i].coefficient, a) for i in static]
        ),
        dynamic_units=None if reason else units,
        dynamic_bound=None if reason else bound,
        unavailable_reason=reason,
        bins=bins,
        bins_bound=bins_bound,
    )

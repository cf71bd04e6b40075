"""A domain's plan evaluated at one binding of its dynamic sizes: bytes, not expressions.

Both the JSON export (the `bytes` fields) and the SVG picture read plans through
this, so the figures they show are the same numbers.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from enum import Enum

from xhip.plan import DomainPlan, FunctionPlan
from xhip.planning.expr import ExprGraph
from xhip.planning.layout import layout_exprs
from xhip.planning.requests import align_up, max_load

DEFAULT_DIM = 1024
"""The value of a dynamic size the user did not bind."""


class RegionKind(Enum):
    STATIC = "static"
    SLAB = "slab"
    BUCKET = "bucket"


@dataclass(frozen=True)
class Region:
    """A band of the pool: the static prefix, one slab, or one bucket's bins."""

    kind: RegionKind
    index: int
    start: int
    size: int
    bins: int = 0
    """Number of bins (buckets only); each is `size // bins` bytes."""

    @property
    def label(self) -> str:
        if self.kind is RegionKind.STATIC:
            return "static prefix"
        if self.kind is RegionKind.SLAB:
            return f"slab {self.index}"
        return f"bucket {self.index}: {self.bins} bin{'s' * (self.bins != 1)}"


@dataclass(frozen=True)
class DomainAt:
    """One domain at one binding (alloc indices are `FunctionPlan.allocs` indices)."""

    domain: DomainPlan
    sizes: dict[int, int]
    offsets: dict[int, int]
    pool: int
    bound: int
    """Max-load lower bound: the most aligned bytes live at one op index."""
    regions: tuple[Region, ...]


def complete_binding(plan: FunctionPlan, binding: Mapping[int, int]) -> dict[int, int]:
    """`binding` with every symbol it lacks set to `DEFAULT_DIM`."""
    return {s: binding.get(s, DEFAULT_DIM) for s in range(len(plan.symbol_names))}


def domain_lower_bound(
    plan: FunctionPlan, domain: DomainPlan, binding: Mapping[int, int]
) -> int:
    """The max-load bound at `binding`: no packing of the domain can be smaller.

    Each buffer counts with its size aligned up to the domain's alignment, as the
    pass aligns every static size, slab width and bin slot.
    """
    a = domain.layout.alignment
    return max_load(
        (
            plan.allocs[k].lifetime,
            align_up(plan.allocs[k].size.evaluate(binding), a),
        )
        for k in domain.members
    )


def measure_domain(
    plan: FunctionPlan, domain: DomainPlan, binding: Mapping[int, int]
) -> DomainAt:
    """Sizes, offsets, pool size, lower bound and region bands at `binding`."""
    sizes = {k: plan.allocs[k].size.evaluate(binding) for k in domain.members}
    offsets = {k: plan.allocs[k].offset.evaluate(binding) for k in domain.members}
    pool = domain.pool_size.evaluate(binding)
    return DomainAt(
        domain=domain,
        sizes=sizes,
        offsets=offsets,
        pool=pool,
        bound=domain_lower_bound(plan, domain, binding),
        regions=_regions(domain, binding),
    )


def _regions(domain: DomainPlan, binding: Mapping[int, int]) -> tuple[Region, ...]:
    """The layout's bands, from the same expressions the pass emits (in a scratch graph)."""
    layout = domain.layout
    graph = ExprGraph()
    exprs = layout_exprs(graph, layout)
    widths = graph.evaluate(exprs.slab_widths, binding) if exprs.slab_widths else []
    slots = (
        graph.evaluate(exprs.bucket_slot_sizes, binding)
        if exprs.bucket_slot_sizes
        else []
    )
    regions: list[Region] = []
    at = layout.static_prefix
    if at:
        regions.append(Region(RegionKind.STATIC, 0, 0, at))
    for s, width in enumerate(widths):
        regions.append(Region(RegionKind.SLAB, s, at, width))
        at += width
    for b, (bucket, slot) in enumerate(zip(layout.buckets, slots, strict=True)):
        size = slot * len(bucket.bins)
        regions.append(Region(RegionKind.BUCKET, b, at, size, bins=len(bucket.bins)))
        at += size
    return tuple(regions)

"""A domain's plan evaluated at one binding of its dynamic sizes: bytes, not expressions.

Both the JSON export (the `bytes` fields) and the SVG picture read plans through
this, so the figures they show are the same numbers.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from enum import Enum

from xhip.plan import DomainPlan, FunctionPlan, Placement, domain_lower_bound
from xhip.planning.choice_layout import ChoiceLayout
from xhip.planning.expr import ExprGraph
from xhip.planning.layout import DomainLayout, layout_exprs
from xhip.planning.ordered import ordered_exprs
from xhip.tools.plan.formulas import render_simplified


class RegionKind(Enum):
    STATIC = "static"
    SLAB = "slab"
    BUCKET = "bucket"
    CHOSEN = "chosen"
    """The dynamic part of a `packer=best` pool: the candidate layout chosen."""


@dataclass(frozen=True)
class Region:
    """A band of the pool: the static prefix, one slab, or one bucket's bins."""

    kind: RegionKind
    index: int
    start: int
    size: int
    bins: int = 0
    """Number of bins (buckets only); each is `size // bins` bytes."""
    name: str = ""
    """The chosen candidate's name (`CHOSEN` only)."""

    @property
    def label(self) -> str:
        if self.kind is RegionKind.STATIC:
            return "static prefix"
        if self.kind is RegionKind.SLAB:
            return f"slab {self.index}"
        if self.kind is RegionKind.CHOSEN:
            return f"layout {self.index} ({self.name}), chosen at run time"
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
        regions=_regions(plan, domain, binding),
    )


def chosen_candidate(
    plan: FunctionPlan, domain: DomainPlan, binding: Mapping[int, int]
) -> tuple[int, int]:
    """With `packer=best`: the candidate the pool picks at `binding`, and its size.

    The emitted `select` chain takes a later candidate only when it is strictly
    smaller, so ties go to the earliest.
    """
    layout = domain.layout
    assert isinstance(layout, ChoiceLayout)
    requests = [plan.allocs[k].request for k in domain.members]
    graph = ExprGraph()
    sizes = graph.evaluate(
        [ordered_exprs(graph, c, requests).pool_size for c in layout.candidates],
        binding,
    )
    best = min(range(len(sizes)), key=lambda i: (sizes[i], i))
    return best, sizes[best]


def _regions(
    plan: FunctionPlan, domain: DomainPlan, binding: Mapping[int, int]
) -> tuple[Region, ...]:
    """The layout's bands, from the same expressions the pass emits (in a scratch graph)."""
    layout = domain.layout
    if not isinstance(layout, DomainLayout):
        return _chosen_regions(plan, domain, binding)
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


def _chosen_regions(
    plan: FunctionPlan, domain: DomainPlan, binding: Mapping[int, int]
) -> tuple[Region, ...]:
    """The static prefix, and the candidate chosen at `binding` above it."""
    layout = domain.layout
    assert isinstance(layout, ChoiceLayout)
    prefix = layout.static_prefix
    regions = [Region(RegionKind.STATIC, 0, 0, prefix)] if prefix else []
    if layout.candidates:
        best, size = chosen_candidate(plan, domain, binding)
        regions.append(
            Region(
                RegionKind.CHOSEN,
                best,
                prefix,
                size - prefix,
                name=layout.names[best],
            )
        )
    return tuple(regions)


def describe_layout(plan: FunctionPlan, at: DomainAt) -> list[str]:
    """The parts of a domain's layout at a binding, for people: `static prefix
    8 KiB (1 buffer)`, `4 slabs (15 buffers)`, ..."""
    layout = at.domain.layout
    placed = {p: 0 for p in Placement}
    for k in at.domain.members:
        placed[plan.allocs[k].placement] += 1
    parts = [
        f"static prefix {human_bytes(layout.static_prefix)} "
        f"({plural(placed[Placement.STATIC], 'buffer')})"
    ]
    if isinstance(layout, ChoiceLayout):
        if not placed[Placement.STATIC]:
            parts = []  # the static buffers are in the candidates' orders too
        chosen = [r for r in at.regions if r.kind is RegionKind.CHOSEN]
        parts.append(
            f"{plural(placed[Placement.CHOSEN], 'buffer')} in the smallest of "
            f"{plural(len(layout.candidates), 'layout')} at run time"
            + (
                f": {chosen[0].label.removesuffix(', chosen at run time')}"
                if chosen
                else ""
            )
        )
        return parts
    parts.append(
        f"{plural(layout.slab_count, 'slab')} ({plural(placed[Placement.SLAB], 'buffer')})"
    )
    parts.append(
        f"{plural(layout.bin_count, 'bin')} ({plural(placed[Placement.BIN], 'buffer')})"
    )
    return parts


def plural(n: int, word: str) -> str:
    return f"{n} {word}" + ("" if n == 1 else "s")


def human_bytes(n: int) -> str:
    """`512 B`, `1.5 KiB`, `48 MiB`: short, for labels."""
    if n < 1024:
        return f"{n} B"
    value = float(n)
    for unit in ("KiB", "MiB", "GiB", "TiB", "PiB"):
        value /= 1024
        if value < 1024 or unit == "PiB":
            text = f"{value:.1f}".removesuffix(".0") if value < 100 else f"{value:.0f}"
            return f"{text} {unit}"
    raise AssertionError("unreachable")


@dataclass(frozen=True)
class DomainFormulas:
    """A domain's pool size and offsets as text, whole: a subexpression they share
    (longer than `SHARE_LENGTH`) is written by a name defined once in
    `definitions` (`("t0", "%seq * 512 + 512")`)."""

    definitions: list[tuple[str, str]]
    pool_size: str
    offsets: dict[int, str]
    """Alloc index -> its offset's text."""
    sizes: dict[int, str]
    """Alloc index -> its size's text."""


def domain_formulas(plan: FunctionPlan, domain: DomainPlan) -> DomainFormulas:
    """The texts of `domain`'s pool size, offsets and sizes, simplified for
    reading (`xhip.tools.plan.formulas`), shared parts named once."""
    graph = domain.pool_size.graph
    members = list(domain.members)
    roots = [
        domain.pool_size.id,
        *(plan.allocs[k].offset.id for k in members),
        *(plan.allocs[k].size.id for k in members),
    ]
    definitions, texts = render_simplified(graph, roots, domain.pool_size.names)
    n = len(members)
    return DomainFormulas(
        definitions,
        texts[0],
        dict(zip(members, texts[1 : n + 1], strict=True)),
        dict(zip(members, texts[n + 1 :], strict=True)),
    )

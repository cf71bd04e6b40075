"""The plan of a function as data: `FunctionPlan`, its domains (`DomainPlan`)
and allocs (`AllocPlan`), their index expressions (`Expr`), and the pool sizes
at given dynamic sizes (`pool_sizes`)."""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from typing import cast

from xdsl.dialects import func, memref
from xdsl.ir import Block, Operation, SSAValue

from xhip.analysis.candidates import PassedOver, UnpooledAlloc
from xhip.plan.options import PoolOptions
from xhip.planning.bounds import Fragmentation
from xhip.planning.expr import ExprGraph
from xhip.planning.interval_packing import peak_live_bytes
from xhip.planning.interval_sets import IntervalSet
from xhip.planning.layout import Layout, Placement, ReferenceProgram, SegmentPoint
from xhip.planning.requests import Lifetime, Request, align_up


@dataclass(frozen=True)
class Expr:
    """An index expression of a plan: evaluate it, or read it as text."""

    graph: ExprGraph
    id: int
    names: Mapping[int, str]

    @property
    def constant(self) -> int | None:
        """The value when it does not depend on runtime sizes, else None."""
        return self.graph.constant_of(self.id)

    def evaluate(self, binding: Mapping[int, int]) -> int:
        """The value when symbol `s` (see `FunctionPlan.symbols`) is `binding[s]`."""
        needed = self.symbols - binding.keys()
        if needed:
            missing = ", ".join(
                self.names.get(s, f"symbol {s}") for s in sorted(needed)
            )
            raise ValueError(f"no value for {missing} (see FunctionPlan.binding)")
        return self.graph.evaluate([self.id], binding)[0]

    @property
    def symbols(self) -> set[int]:
        """The symbols the value depends on."""
        return self.graph.symbols_of(self.id)

    def __str__(self) -> str:
        """The formula, whole: `%seq * 2048 + 4096`; a long part it uses twice is
        named once (`t0 * 2 + t0 where t0 = ...`)."""
        return self.graph.render(self.id, self.names)

    def as_function(self) -> Callable[..., int]:
        """The formula as a Python function of the dynamic values, by name:
        `f(seq=2048)`, or a mapping for names that are not identifiers,
        `f({"%1": 2048})` (keys with or without `%`). Values wrap at 64 bits
        as the emitted `index` ops do; a value left out is an error naming it."""

        def value(values: Mapping[str, int] | None = None, /, **named: int) -> int:
            given = {**(values or {}), **named}
            binding: dict[int, int] = {}
            for symbol, name in self.names.items():
                for key in (name, name.lstrip("%")):
                    if key in given:
                        binding[symbol] = given[key]
                        break
            return self.evaluate(binding)

        value.__doc__ = f"{self} (xhip.plan.Expr.as_function)"
        return value


@dataclass(frozen=True)
class AllocPlan:
    """Where one pooled `memref.alloc` goes."""

    alloc: memref.AllocOp | None
    """The op (None in a plan loaded from JSON)."""
    name: str
    """The alloc's SSA name as the printed IR shows it (`%alloc_0`, `%4`; see
    `xhip.ir.names`): unique in its function."""
    type: str
    """The alloc's memref type, as MLIR text."""
    index: int
    """The alloc's program point: its position in the entry block
    (`scope=entry-block`), or in the function's ops in pre-order."""
    lifetime: Lifetime
    """The reference's `[start, end]`, or the hull of `live`."""
    domain: int
    request: Request
    size: Expr
    offset: Expr
    placement: Placement
    slot: tuple[int, ...]
    """`()` for static and chosen; `(slab, group)` for a slab; `(bucket, bin)` for a bin."""
    deallocs: tuple[memref.DeallocOp, ...] = ()
    location: str | None = None
    """`file:line:col` of the alloc, when known: names an alloc without an SSA name."""
    live: IntervalSet = field(default_factory=IntervalSet)
    """The program points where the buffer may be live: what the layout packs
    (one interval, `lifetime`, under the reference's rules)."""


@dataclass(frozen=True)
class DomainPlan:
    """One pool: its members, layout, size and lower bounds."""

    id: int
    members: tuple[int, ...]
    """Indices into `FunctionPlan.allocs`, in block order."""
    layout: Layout
    """The reference layout (`DomainLayout`), or with `packer=best` the candidates
    chosen from (`ChoiceLayout`)."""
    pool_size: Expr
    fragmentation: Fragmentation
    points: tuple[SegmentPoint, ...] = ()
    """Where each segment of `emission` goes in `home` (empty in a plan loaded
    from JSON, and when there is no `emission`)."""
    home: Block | None = None
    """The block that computes the pool: the entry block, or under
    `scope=function` the block of its members' latest-defined size
    (docs/semantics.md §4.8); None in a plan loaded from JSON."""
    anchor: Operation | None = None
    """The op before which the segments with no point of their own go (the
    domain's earliest alloc, or its home's first op); None when loaded."""

    @property
    def emission(self) -> ReferenceProgram | None:
        """The reference's ops for the layout, in docs/semantics.md §7's order; None: the
        expressions go right before the domain's earliest alloc."""
        return self.layout.program()

    @property
    def static_prefix(self) -> int:
        return self.layout.static_prefix

    @property
    def needs_pool(self) -> bool:
        """False for a domain with no dynamic allocs and a zero static prefix
        (docs/semantics.md §7). Zero-byte buffers are dynamic (F = 1, C = 0), so a domain
        with members always has one: a pool of size 0 holds zero-byte buffers."""
        return self.layout.runtime_sized or self.pool_size.constant != 0


@dataclass
class FunctionPlan:
    """The plan of one function; `allocs` in block order."""

    name: str
    """The function's symbol name, without `@`."""
    function: func.FuncOp | None
    """The op (None in a plan loaded from JSON)."""
    options: PoolOptions
    graph: ExprGraph
    symbols: list[SSAValue] = field(default_factory=list[SSAValue])
    """Symbol id -> the dynamic size value it stands for (empty when loaded)."""
    symbol_names: list[str] = field(default_factory=list[str])
    """Symbol id -> `%name` of that value, as the printed IR shows it (`%1`)."""
    allocs: list[AllocPlan] = field(default_factory=list[AllocPlan])
    domains: list[DomainPlan] = field(default_factory=list[DomainPlan])
    unpooled: list[UnpooledAlloc] = field(default_factory=list[UnpooledAlloc])
    """Used allocs left as they are, with why (empty in a plan loaded from JSON)."""
    passed_over: list[PassedOver] = field(default_factory=list[PassedOver])
    """Used allocs the scope's source does not consider, each with the scope
    that does (`xhip.analysis.candidates`; empty in a plan loaded from JSON)."""
    reference_rules: bool = True
    """Live ranges from the source of the reference's rules: one interval per
    buffer, program points the entry block's op indices; else interval sets
    over the function's ops in pre-order (`Candidates.reference_rules`; in a
    plan loaded from JSON, those of its scope's source)."""

    def binding(self, values: Mapping[str | SSAValue, int]) -> dict[int, int]:
        """A symbol-id binding from values keyed by SSA value or by name (`%n`, `n`).

        Symbols missing from `values` are left out of the result.
        """
        result: dict[int, int] = {}
        for i, name in enumerate(self.symbol_names):
            keys: list[str | SSAValue] = [name, name.lstrip("%")]
            if i < len(self.symbols):
                keys.insert(0, self.symbols[i])
            for key in keys:
                if key in values:
                    result[i] = values[key]
                    break
        return result


Values = Mapping[str, int] | Mapping[SSAValue, int] | Mapping[str | SSAValue, int]
"""Dynamic size values keyed by name (`"%seq"` or `"seq"`) or by SSA value."""


def binding_of(plan: FunctionPlan, values: Values) -> dict[int, int]:
    """`plan.binding(values)`, with a `ValueError` naming every dynamic size
    value of the plan that `values` leaves out."""
    binding = plan.binding(cast(Mapping[str | SSAValue, int], values))
    missing = [n for i, n in enumerate(plan.symbol_names) if i not in binding]
    if missing:
        raise ValueError(
            f"no value for {', '.join(missing)} (the dynamic sizes of "
            f"@{plan.name}: {', '.join(plan.symbol_names)})"
        )
    return binding


def pool_sizes(plan: FunctionPlan, values: Values | None = None) -> list[int]:
    """The byte size of each pool of `plan` (domain order; 0 for a domain that
    needs none) when its dynamic size values are `values`: keyed by SSA value or
    by name, `{"%seq": 2048}` or `{"seq": 2048}` (names as `plan.symbol_names`,
    the printed IR's)."""
    binding = binding_of(plan, values or {})
    return [d.pool_size.evaluate(binding) if d.needs_pool else 0 for d in plan.domains]


def pool_size(plan: FunctionPlan, values: Values | None = None) -> int:
    """The bytes of all pools of `plan` together at `values` (see `pool_sizes`)."""
    return sum(pool_sizes(plan, values))


DEFAULT_DIM = 1024
"""The value of a dynamic size the user did not bind (in `xhip plan`'s figures)."""


def complete_binding(plan: FunctionPlan, binding: Mapping[int, int]) -> dict[int, int]:
    """`binding` with every symbol it lacks set to `DEFAULT_DIM`."""
    return {s: binding.get(s, DEFAULT_DIM) for s in range(len(plan.symbol_names))}


def domain_lower_bound(
    plan: FunctionPlan, domain: DomainPlan, binding: Mapping[int, int]
) -> int:
    """The most bytes live at one program point at `binding`: no packing of
    the domain can be smaller.

    Each buffer counts with its size aligned up to the domain's alignment, as the
    pass aligns every static size, slab width and bin slot.
    """
    a = domain.layout.alignment
    members = [plan.allocs[k] for k in domain.members]
    return peak_live_bytes(
        [m.live for m in members],
        [align_up(m.size.evaluate(binding), a) for m in members],
    )

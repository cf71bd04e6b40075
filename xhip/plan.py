"""The memory plan of a function, as data: `plan_function(func_op, options)`.

This is what `hip-pool-allocs` computes before it touches the IR, and what
kernel compilers embedding xhip, `xhip plan` and `xhip check` read:

* per alloc: its domain, lifetime, byte size and offset (each an `Expr`: a
  constant or an index expression over the function's dynamic size values), and
  where it sits (static prefix, slab, or small-bucket bin);
* per domain: the pool size expression, the static prefix, the slabs and bins,
  and the lower bounds the fragmentation report compares against.

Analysis (`xhip.analysis`) feeds the planners (`xhip.planning`); nothing here
changes the IR (`xhip.transforms.emit` does).
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from enum import Enum
from functools import cache
from math import prod
from typing import cast

from xdsl.dialects import func, memref
from xdsl.dialects.builtin import (
    AffineMapAttr,
    AnyFloat,
    ComplexType,
    IndexType,
    IntegerAttr,
    IntegerType,
    MemRefType,
    NoneAttr,
    VectorType,
)
from xdsl.ir import Attribute, SSAValue
from xdsl.ir.affine import AffineMap

from xhip.analysis.domains import partition_domains
from xhip.analysis.lifetimes import Candidate, LifetimeStart, pool_candidates
from xhip.diagnostics import PoolAllocsError, format_location
from xhip.dialects.hip import ContextType, GetPoolOp
from xhip.planning.bounds import Fragmentation, fragmentation, static_lower_bound
from xhip.planning.dynamic_best import ChoiceLayout, choice_exprs, plan_best
from xhip.planning.expr import MAX_CONSTANT, ExprGraph, OverflowError64
from xhip.planning.layout import (
    DomainExprs,
    DomainLayout,
    layout_exprs,
    request_sizes,
)
from xhip.planning.packers import STATIC_PACKERS, static_packer
from xhip.planning.reference import plan_reference
from xhip.planning.requests import Factor, Lifetime, Request
from xhip.planning.static_search import DEFAULT_EFFORT


@dataclass(frozen=True)
class PoolOptions:
    """The options of `hip-pool-allocs` (see the pass for their meaning)."""

    alignment: int = 256
    lifetime_only: bool = True
    emit_fragmentation_report: bool = False
    lifetime_start: LifetimeStart = LifetimeStart.ALLOC
    packer: str = "reference"
    """`reference` (greedy best fit, the upstream behaviour) or `best`."""
    packer_effort: int = DEFAULT_EFFORT
    """Work budget of `packer=best` per search (deterministic: the same input and
    options give the same output on any machine, under any load)."""
    packer_time_limit_ms: int | None = None
    """A wall-clock cut of each search, off by default (when set, the output can
    depend on the machine and its load)."""

    def __post_init__(self) -> None:
        a = self.alignment
        if a <= 0 or a & (a - 1):
            raise PoolAllocsError(
                f"hip-pool-allocs: alignment must be a positive power of 2 (got {a})"
            )
        if self.packer_effort < 0:
            raise PoolAllocsError(
                "hip-pool-allocs: packer-effort must be 0 or more (got "
                f"{self.packer_effort})"
            )
        if self.packer_time_limit_ms is not None and self.packer_time_limit_ms < 0:
            raise PoolAllocsError(
                "hip-pool-allocs: packer-time-limit-ms must be 0 or more (got "
                f"{self.packer_time_limit_ms})"
            )
        if self.packer not in STATIC_PACKERS:
            raise PoolAllocsError(
                f"hip-pool-allocs: packer must be one of {', '.join(STATIC_PACKERS)} "
                f"(got {self.packer})"
            )


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
        return self.graph.render(self.id, self.names)


class Placement(Enum):
    STATIC = "static"
    """At a constant offset in the static prefix."""
    SLAB = "slab"
    """In a slab of a reference layout."""
    BIN = "bin"
    """In a small-bucket bin (grouped mode)."""
    CHOSEN = "chosen"
    """At the offset of the layout `packer=best` chooses at run time."""


AnyLayout = DomainLayout | ChoiceLayout


@dataclass(frozen=True)
class AllocPlan:
    """Where one pooled `memref.alloc` goes."""

    alloc: memref.AllocOp | None
    """The op (None in a plan loaded from JSON)."""
    name: str
    type: str
    """The alloc's memref type, as MLIR text."""
    index: int
    """Position of the alloc in the function's block."""
    lifetime: Lifetime
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


@dataclass(frozen=True)
class DomainPlan:
    """One pool: its members, layout, size and lower bounds."""

    id: int
    members: tuple[int, ...]
    """Indices into `FunctionPlan.allocs`, in block order."""
    layout: AnyLayout
    """The reference layout, or with `packer=best` the candidates chosen from."""
    pool_size: Expr
    static_lower_bound: int
    fragmentation: Fragmentation

    @property
    def static_prefix(self) -> int:
        return self.layout.static_prefix

    @property
    def needs_pool(self) -> bool:
        """False when the domain holds only zero-byte static buffers (SPEC §7)."""
        if isinstance(self.layout, ChoiceLayout):
            return True
        return self.pool_size.constant != 0 or bool(
            self.layout.slabs or self.layout.buckets
        )


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
    """Symbol id -> `%name` of that value."""
    allocs: list[AllocPlan] = field(default_factory=list[AllocPlan])
    domains: list[DomainPlan] = field(default_factory=list[DomainPlan])

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


def _value_name(value: SSAValue, index: int) -> str:
    return f"%{value.name_hint}" if value.name_hint else f"%s{index}"


def element_bits(element: Attribute) -> int | None:
    """Bit width of a memref element type; `index` counts 64 bits."""
    if isinstance(element, IntegerType):
        return element.bitwidth
    if isinstance(element, IndexType):
        return 64
    if isinstance(element, AnyFloat):
        return element.bitwidth
    if isinstance(element, ComplexType):
        inner = element_bits(element.parameters[0])
        return None if inner is None else 2 * inner
    if isinstance(element, VectorType):
        vector = cast(VectorType[Attribute], element)
        inner = element_bits(vector.get_element_type())
        return None if inner is None else inner * prod(vector.get_shape())
    return None


@cache
def _element_text(element: Attribute) -> str:
    return str(element)


def _type_text(t: MemRefType) -> str:
    """MLIR text of a poolable memref type (identity layout, default space).

    Printing through xDSL's printer for every alloc is a tenth of the pass at
    8k allocs; the shape is simple to spell and element types repeat.
    """
    dims = "".join("?x" if d < 0 else f"{d}x" for d in t.get_shape())
    return f"memref<{dims}{_element_text(t.get_element_type())}>"


def _function_name(f: func.FuncOp) -> str:
    return f"@{f.sym_name.data}"


def _alloc_name(op: memref.AllocOp) -> str:
    return f"%{op.memref.name_hint}" if op.memref.name_hint else "memref.alloc"


def _check_poolable(f: func.FuncOp, op: memref.AllocOp) -> MemRefType:
    """The alloc's type, when a view of the pool can have it.

    An identity `affine_map` or memory space `0` spelled out is the default type
    to MLIR, which prints it without them, but a distinct type to xDSL (whose
    `memref.view` verifier rejects it): such input did not come from MLIR's
    printer, and the error says how to write it.
    """
    t = op.memref.type
    where = f"{_alloc_name(op)} in {_function_name(f)}"
    layout, space = t.layout, t.memory_space
    if isinstance(layout, AffineMapAttr) and layout.data == AffineMap.identity(
        layout.data.num_dims
    ):
        raise PoolAllocsError(
            f"hip-pool-allocs: cannot pool {where}: {t} spells out the identity "
            f"layout; write the type without it, as MLIR prints it",
            op,
        )
    if not isinstance(layout, NoneAttr):
        raise PoolAllocsError(
            f"hip-pool-allocs: cannot pool {where}: {t} has a non-identity layout, "
            "which a view of the pool cannot have",
            op,
        )
    if isinstance(space, IntegerAttr) and space.value.data == 0:
        raise PoolAllocsError(
            f"hip-pool-allocs: cannot pool {where}: {t} spells out the default "
            f"memory space 0; write the type without it, as MLIR prints it",
            op,
        )
    if not isinstance(space, NoneAttr):
        raise PoolAllocsError(
            f"hip-pool-allocs: cannot pool {where}: {t} is in memory space "
            f"{space}, the pool is in the default one",
            op,
        )
    return t


def _request(
    f: func.FuncOp,
    candidate: Candidate,
    symbols: dict[SSAValue, int],
) -> Request:
    op = candidate.alloc
    t = _check_poolable(f, op)
    bits = element_bits(t.get_element_type())
    if bits is None:
        raise PoolAllocsError(
            f"hip-pool-allocs: cannot size {_alloc_name(op)} in {_function_name(f)}: "
            f"unsupported element type {t.get_element_type()}",
            op,
        )
    static_dims = [d for d in t.get_shape() if d >= 0]
    coefficient = -(-bits * prod(static_dims) // 8)
    if coefficient > MAX_CONSTANT:
        raise PoolAllocsError(
            f"hip-pool-allocs: size of {_alloc_name(op)} in {_function_name(f)} "
            f"overflows 64 bits ({coefficient} bytes)",
            op,
        )
    factor: Factor = tuple(
        symbols.setdefault(v, len(symbols)) for v in op.dynamic_sizes
    )
    return Request(candidate.lifetime, coefficient, factor)


def _alloc_alignment(op: memref.AllocOp) -> int:
    a = op.alignment
    return a.value.data if isinstance(a, IntegerAttr) else 1


def plan_function(
    f: func.FuncOp, options: PoolOptions | None = None
) -> FunctionPlan | None:
    """The plan of `f`, or None for a declaration. Raises `PoolAllocsError`."""
    options = options or PoolOptions()
    if not f.body.blocks:
        return None
    if len(f.body.blocks) != 1:
        raise PoolAllocsError(
            f"hip-pool-allocs requires single-block functions; {_function_name(f)} "
            f"has {len(f.body.blocks)} blocks",
            f,
        )
    block = f.body.blocks[0]
    candidates = pool_candidates(block, options.lifetime_start)
    plan = FunctionPlan(
        f.sym_name.data, f, options, ExprGraph(extra_folds=options.packer == "best")
    )
    if not candidates:
        return plan
    if not block.args or not isinstance(block.args[0].type, ContextType):
        raise PoolAllocsError(
            f"function missing !hip.context as arg 0 — run hip-add-context-arg "
            f"before hip-pool-allocs ({_function_name(f)})",
            f,
        )
    existing = next((op for op in f.walk() if isinstance(op, GetPoolOp)), None)
    if existing is not None:
        # Its domain's pool would be handed out a second time, from offset 0.
        raise PoolAllocsError(
            f"hip-pool-allocs: {_function_name(f)} already takes a pool "
            "(hip.get_pool); run the pass once, on all of its allocs",
            existing,
        )
    symbol_ids: dict[SSAValue, int] = {}
    requests = [_request(f, c, symbol_ids) for c in candidates]
    plan.symbols = list(symbol_ids)
    plan.symbol_names = [_value_name(v, i) for i, v in enumerate(plan.symbols)]
    names = dict(enumerate(plan.symbol_names))
    try:
        domains = partition_domains(candidates, block)
    except ValueError as e:
        raise PoolAllocsError(
            f"hip-pool-allocs: cannot place the pool of {_function_name(f)}: {e}", f
        ) from e

    allocs: dict[int, AllocPlan] = {}
    for d, domain in enumerate(domains):
        members = domain.members
        alignment = max(
            [
                options.alignment,
                *(_alloc_alignment(candidates[k].alloc) for k in members),
            ]
        )
        local = [requests[k] for k in members]
        try:
            layout = plan_domain(local, alignment, options, plan.graph)
            exprs = domain_exprs(plan.graph, layout, local)
            sizes = request_sizes(plan.graph, local)
        except OverflowError64 as e:
            raise PoolAllocsError(
                f"hip-pool-allocs: the pool of {_function_name(f)} overflows 64 bits ({e})",
                f,
            ) from e
        # Sizes grow with every runtime value, so the pool is smallest, among
        # bindings without a zero, when they are all 1: above 2^63 - 1 there, the
        # function cannot run with any nonzero size.
        (smallest,) = plan.graph.evaluate(
            [exprs.pool_size], dict.fromkeys(range(len(symbol_ids)), 1), exact=True
        )
        if smallest > MAX_CONSTANT:
            raise PoolAllocsError(
                f"hip-pool-allocs: the pool of {_function_name(f)} overflows 64 bits "
                f"whenever every runtime size is nonzero ({smallest} bytes when they "
                "are all 1)",
                f,
            )
        slots = _slots(layout)
        for j, k in enumerate(members):
            c = candidates[k]
            placement, slot = slots[j]
            allocs[k] = AllocPlan(
                alloc=c.alloc,
                name=_alloc_name(c.alloc),
                type=_type_text(c.alloc.memref.type),
                index=c.index,
                lifetime=c.lifetime,
                domain=d,
                request=requests[k],
                size=Expr(plan.graph, sizes[j], names),
                offset=Expr(plan.graph, exprs.offsets[j], names),
                placement=placement,
                slot=slot,
                deallocs=c.deallocs,
                location=format_location(c.alloc.location),
            )
        plan.domains.append(
            DomainPlan(
                id=d,
                members=tuple(members),
                layout=layout,
                pool_size=Expr(plan.graph, exprs.pool_size, names),
                static_lower_bound=static_lower_bound(local, alignment),
                fragmentation=fragmentation(layout, local),
            )
        )
    plan.allocs = [allocs[k] for k in range(len(candidates))]
    return plan


def plan_domain(
    requests: Sequence[Request], alignment: int, options: PoolOptions, graph: ExprGraph
) -> AnyLayout:
    """The layout of one domain's requests under the options' packer."""
    packer = static_packer(
        options.packer, options.packer_effort, options.packer_time_limit_ms
    )
    if options.packer == "best":
        return plan_best(requests, alignment, packer, graph, options.packer_effort)
    return plan_reference(requests, alignment, options.lifetime_only, packer)


def domain_exprs(
    graph: ExprGraph, layout: AnyLayout, requests: Sequence[Request]
) -> DomainExprs:
    if isinstance(layout, ChoiceLayout):
        return choice_exprs(graph, layout, requests)
    return layout_exprs(graph, layout)


def _slots(layout: AnyLayout) -> dict[int, tuple[Placement, tuple[int, ...]]]:
    slots: dict[int, tuple[Placement, tuple[int, ...]]] = {
        i: (Placement.STATIC, ()) for i in layout.static_offsets
    }
    if isinstance(layout, ChoiceLayout):
        # Ordered in some candidate: the offset is chosen at run time (static
        # buffers too, when a candidate packs them with the dynamic ones).
        for candidate in layout.candidates:
            for i in candidate.order:
                slots[i] = (Placement.CHOSEN, ())
        return slots
    for s, slab in enumerate(layout.slabs):
        for g, group in enumerate(slab.groups):
            for m in group.members:
                slots[m] = (Placement.SLAB, (s, g))
    for b, bucket in enumerate(layout.buckets):
        for k, members in enumerate(bucket.bins):
            for m in members:
                slots[m] = (Placement.BIN, (b, k))
    return slots


def plan_module_functions(
    functions: Sequence[func.FuncOp], options: PoolOptions | None = None
) -> list[FunctionPlan]:
    """Plans of every function with a body, in order."""
    return [p for f in functions if (p := plan_function(f, options)) is not None]


__all__ = [
    "AllocPlan",
    "DomainExprs",
    "DomainPlan",
    "Expr",
    "FunctionPlan",
    "Placement",
    "PoolOptions",
    "plan_function",
    "plan_module_functions",
]

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

from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field, fields
from enum import Enum
from functools import cache
from math import prod
from typing import Literal

from xdsl.dialects import arith, func, memref
from xdsl.dialects.builtin import (
    AffineMapAttr,
    IntegerAttr,
    MemRefType,
    NoneAttr,
)
from xdsl.ir import Attribute, SSAValue
from xdsl.ir.affine import AffineMap

from xhip.analysis.domains import Domain, definition_index, partition_domains
from xhip.analysis.lifetimes import Candidate, LifetimeStart, pool_candidates
from xhip.analysis.names import fallback_name, naming, printed_name
from xhip.analysis.positions import BlockPositions
from xhip.analysis.storage import element_storage
from xhip.diagnostics import PoolAllocsError, format_location
from xhip.dialects.hip import ContextType, GetPoolOp
from xhip.planning.bounds import Fragmentation, fragmentation
from xhip.planning.choice_layout import ChoiceLayout
from xhip.planning.dynamic_best import choice_exprs, plan_best
from xhip.planning.expr import MAX_CONSTANT, ExprGraph, OverflowError64
from xhip.planning.layout import (
    DomainExprs,
    DomainLayout,
    ReferenceProgram,
    layout_exprs,
    program_exprs,
    reference_program,
    request_sizes,
)
from xhip.planning.packers import STATIC_PACKERS, static_packer
from xhip.planning.reference import StaticPacker, plan_reference
from xhip.planning.requests import Factor, Lifetime, Request
from xhip.planning.static_best_fit import best_fit
from xhip.planning.static_search import DEFAULT_EFFORT

MAX_ALIGNMENT = 1 << 62
"""The largest power of 2 that offsets and sizes (at most 2^63 - 1) can hold."""


LifetimeStartName = Literal["alloc", "first-use"]
"""The values of the `lifetime-start` option (`LifetimeStart`'s)."""

PackerName = Literal["reference", "best"]
"""The values of the `packer` option (`xhip.planning.packers.STATIC_PACKERS`)."""


@dataclass(frozen=True)
class PoolAllocsOptions:
    """The options of `hip-pool-allocs`, declared once: the pass
    (`xhip.transforms.hip_pool_allocs.HipPoolAllocsPass`) has these fields, and
    `PoolOptions`, what the planner takes, is the same fields validated. On the
    command line they are kebab-case (`lifetime-start=first-use`)."""

    alignment: int = 256
    """Byte alignment of every offset, a power of two."""
    lifetime_only: bool = True
    """Dynamic packing by lifetime alone (true) or grouped by dynamic operands
    first (false)."""
    emit_fragmentation_report: bool = False
    """One remark per domain comparing the packing with its lower bounds; the IR
    is unchanged by it."""
    lifetime_start: LifetimeStartName | LifetimeStart = "alloc"
    """`alloc` (the reference) or `first-use`, where a buffer is live from the
    first op that uses it or an alias."""
    packer: PackerName = "reference"
    """`reference` (greedy best fit, the upstream behaviour) or `best`."""
    packer_effort: int = DEFAULT_EFFORT
    """Work budget of each `packer=best` search, in work units (see
    `xhip.planning.static_search.DEFAULT_EFFORT`): the same input and options give
    the same output on any machine, under any load."""
    packer_time_limit_ms: int | None = None
    """A wall-clock cut of each `packer=best` search, off by default (when set, the
    output can depend on the machine and its load)."""


@dataclass(frozen=True)
class PoolOptions(PoolAllocsOptions):
    """`PoolAllocsOptions` validated, what `plan_function` takes: a bad value raises
    `PoolAllocsError`.

    Options (the fields, documented one by one on `PoolAllocsOptions`; `xhip
    options` prints them):

    * `alignment` (256): byte alignment of every offset, a power of two;
    * `lifetime_only` (True): dynamic packing by lifetime alone, or grouped by
      dynamic operands first (False);
    * `emit_fragmentation_report` (False): a remark per domain with its bounds;
    * `lifetime_start` ("alloc"): `"alloc"` (the reference) or `"first-use"`,
      spelled with a hyphen as on the command line (`"first_use"` is refused,
      saying so), or a `LifetimeStart`; a `LifetimeStart` afterwards (`start`);
    * `packer` ("reference"): `"reference"` or `"best"`;
    * `packer_effort`, `packer_time_limit_ms`: the budget of `packer="best"`.
    """

    def __post_init__(self) -> None:
        try:
            start = LifetimeStart(self.lifetime_start)
        except ValueError:
            hint = (
                ", with a hyphen: first-use"
                if str(self.lifetime_start).replace("_", "-") == "first-use"
                else ""
            )
            raise PoolAllocsError(
                "hip-pool-allocs: lifetime-start must be alloc or first-use "
                f"(got {self.lifetime_start}{hint})"
            ) from None
        object.__setattr__(self, "lifetime_start", start)
        a = self.alignment
        if a <= 0 or a & (a - 1):
            raise PoolAllocsError(
                f"hip-pool-allocs: alignment must be a positive power of 2 (got {a})"
            )
        if a > MAX_ALIGNMENT:
            # Every aligned size would overflow the 64-bit offsets and sizes.
            raise PoolAllocsError(
                f"hip-pool-allocs: alignment must be at most 2^62 (got {a})"
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

    @property
    def start(self) -> LifetimeStart:
        """Where lifetimes begin (`lifetime_start`, as a `LifetimeStart`)."""
        return LifetimeStart(self.lifetime_start)

    @classmethod
    def of(cls, options: PoolAllocsOptions) -> PoolOptions:
        """The options `options` (a pass, say) holds, validated."""
        return cls(
            **{f.name: getattr(options, f.name) for f in fields(PoolAllocsOptions)}
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
    """The alloc's SSA name as the printed IR shows it (`%alloc_0`, `%4`; see
    `xhip.analysis.names`): unique in its function."""
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
    fragmentation: Fragmentation
    emission: ReferenceProgram | None = None
    """The reference's ops for a `DomainLayout`, in SPEC §7's order and places
    (None for a `ChoiceLayout`, and in a plan loaded from JSON)."""

    @property
    def static_prefix(self) -> int:
        return self.layout.static_prefix

    @property
    def needs_pool(self) -> bool:
        """False for a domain with no dynamic allocs and a zero static prefix
        (SPEC §7). Zero-byte buffers are dynamic (F = 1, C = 0), so a domain
        with members always has one: a pool of size 0 holds zero-byte buffers."""
        if isinstance(self.layout, ChoiceLayout):
            return True
        return self.pool_size.constant != 0 or bool(
            self.layout.slabs or self.layout.buckets
        )


@dataclass(frozen=True)
class UnpooledAlloc:
    """A used top-level alloc the pass leaves as it is, and why."""

    alloc: memref.AllocOp
    reason: str
    """One sentence, the remark the pass prints at the alloc."""


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
    """As printed (`%1`, `%seq_0`: xhip.analysis.names)."""
    printed = printed_name(value)
    if printed is not None:
        return printed
    return f"%{value.name_hint}" if value.name_hint else f"%s{index}"


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
    """As printed (`%alloc_0`, `%3`: xhip.analysis.names), else by location."""
    printed = printed_name(op.memref)
    if printed is not None:
        return printed
    return fallback_name(op.memref)


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


def _check_sizes(f: func.FuncOp, candidate: Candidate) -> None:
    """A constant size operand is a size (xDSL keeps any integer in an index
    attribute; the arithmetic would wrap around). A size defined after its alloc
    is reported by the domain placement, in the reference's words (SPEC §8)."""
    op = candidate.alloc
    for number, size in enumerate(op.dynamic_sizes):
        owner = size.owner
        name = printed_name(size) or (
            f"%{size.name_hint}" if size.name_hint else "its size"
        )
        if isinstance(owner, arith.ConstantOp) and isinstance(
            value := owner.value, IntegerAttr
        ):
            constant = value.value.data
            if not 0 <= constant <= MAX_CONSTANT:
                raise PoolAllocsError(
                    f"hip-pool-allocs: cannot size {_alloc_name(op)} in "
                    f"{_function_name(f)}: size operand #{number} ({name}) is the "
                    f"constant {constant}, outside 0..2^63-1",
                    op,
                )


def _request(
    f: func.FuncOp,
    candidate: Candidate,
    symbols: dict[SSAValue, int],
) -> Request:
    op = candidate.alloc
    t = _check_poolable(f, op)
    storage = element_storage(t.get_element_type())
    if storage is None:
        raise PoolAllocsError(
            f"hip-pool-allocs: cannot size {_alloc_name(op)} in {_function_name(f)}: "
            f"unsupported element type {t.get_element_type()}",
            op,
        )
    if storage.alignment > MAX_ALIGNMENT:
        raise PoolAllocsError(
            f"hip-pool-allocs: cannot size {_alloc_name(op)} in {_function_name(f)}: "
            f"an element of {t.get_element_type()} takes {storage.size} bytes, "
            "more than an index can hold",
            op,
        )
    static_dims = [d for d in t.get_shape() if d >= 0]
    coefficient = storage.size * prod(static_dims)
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


def _unpooled(candidate: Candidate) -> UnpooledAlloc:
    op = candidate.freed_through
    assert op is not None
    where = format_location(op.location)
    at = f" at {where}" if where else ""
    if isinstance(op, memref.DeallocOp):
        freed = op.memref
        name = printed_name(freed) or (
            f"%{freed.name_hint}" if freed.name_hint else "a value"
        )
        return UnpooledAlloc(
            candidate.alloc,
            f"hip-pool-allocs: {_alloc_name(candidate.alloc)} is not pooled: "
            f"memref.dealloc {name}{at} frees either it "
            "or another buffer, so that dealloc can be neither erased (a leak) nor "
            "kept (it would free pool memory)",
        )
    return UnpooledAlloc(
        candidate.alloc,
        f"hip-pool-allocs: {_alloc_name(candidate.alloc)} is not pooled: "
        f"{op.name}{at} may free it, which would free pool memory",
    )


def _alloc_alignment(op: memref.AllocOp) -> int:
    """The larger of the alloc's `alignment` attribute and its element's ABI
    alignment (README, "Storage sizes")."""
    a = op.alignment
    attribute = a.value.data if isinstance(a, IntegerAttr) else 1
    storage = element_storage(op.memref.type.get_element_type())
    return max(attribute, storage.alignment if storage is not None else 1)


def plan_function(
    f: func.FuncOp, options: PoolOptions | None = None
) -> FunctionPlan | None:
    """The plan of `f`, or None for a declaration. Raises `PoolAllocsError`.

    Values are named as the printer names them (`AllocPlan.name`,
    `FunctionPlan.symbol_names`, error messages): `%alloc_0`, `%1`.
    """
    if not f.body.blocks:
        return None
    with naming(f):
        return _plan_function(f, options)


def _plan_function(
    f: func.FuncOp, options: PoolOptions | None = None
) -> FunctionPlan | None:
    options = options or PoolOptions()
    if not f.body.blocks:
        return None
    if len(f.body.blocks) != 1:
        raise PoolAllocsError(
            "hip-pool-allocs requires single-block functions; liveness analysis "
            "uses sequential op indices that do not generalize to control flow",
            f,
        )
    block = f.body.blocks[0]
    positions = BlockPositions(block)
    candidates = pool_candidates(block, options.start, positions)
    plan = FunctionPlan(
        f.sym_name.data, f, options, ExprGraph(extra_folds=options.packer == "best")
    )
    plan.unpooled = [_unpooled(c) for c in candidates if c.freed_through is not None]
    candidates = [c for c in candidates if c.freed_through is None]
    if not candidates:
        return plan
    if not block.args or not isinstance(block.args[0].type, ContextType):
        raise PoolAllocsError(
            "function missing !hip.context as arg 0 — run hip-add-context-arg "
            "before hip-pool-allocs",
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
    for c in candidates:
        _check_sizes(f, c)
    symbol_ids: dict[SSAValue, int] = {}
    requests = [_request(f, c, symbol_ids) for c in candidates]
    plan.symbols = list(symbol_ids)
    plan.symbol_names = [_value_name(v, i) for i, v in enumerate(plan.symbols)]
    names = dict(enumerate(plan.symbol_names))
    try:
        domains = partition_domains(candidates, block, positions)
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
            emission = (
                reference_program(layout) if isinstance(layout, DomainLayout) else None
            )
            exprs = (
                program_exprs(plan.graph, emission)
                if emission is not None
                else domain_exprs(plan.graph, layout, local)
            )
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
                fragmentation=fragmentation(layout, local),
                emission=emission,
            )
        )
        if domain.latest_size_def >= domain.first_alloc:
            _check_placeable(f, positions, domain, layout, plan.symbols)
    plan.allocs = [allocs[k] for k in range(len(candidates))]
    return plan


def _check_placeable(
    f: func.FuncOp,
    positions: BlockPositions,
    domain: Domain,
    layout: AnyLayout,
    symbols: Sequence[SSAValue],
) -> None:
    """SPEC §8's placement errors, for a domain some of whose sizes are defined
    at or after its earliest alloc (only broken IR gets here: a value used before
    its definition). A group's F goes right after its operands' definitions, and
    so does a small bucket's size, ahead of the pool's arithmetic."""

    def late(factor: Factor) -> bool:
        return any(
            definition_index(symbols[s], positions) >= domain.first_alloc
            for s in factor
        )

    groups = (
        [g for slab in layout.slabs for g in slab.groups]
        if isinstance(layout, DomainLayout)
        else None  # packer=best: every size is computed before the earliest alloc
    )
    if groups is None or any(late(g.factor) for g in groups):
        raise PoolAllocsError(
            "hip-pool-allocs: cannot place dynamic size arithmetic at a legal point "
            "in the block (a dyn-operand def is at-or-after the earliest pooled "
            "alloc in its domain)",
            f,
        )
    if isinstance(layout, DomainLayout) and any(late(b.factor) for b in layout.buckets):
        raise PoolAllocsError(
            "hip-pool-allocs: cannot place hip.get_pool at a legal point (some "
            "dynamic size arithmetic is at-or-after an alloc in its domain)",
            f,
        )


def plan_domain(
    requests: Sequence[Request], alignment: int, options: PoolOptions, graph: ExprGraph
) -> AnyLayout:
    """The layout of one domain's requests under the options' packer."""
    packer = static_packer(
        options.packer, options.packer_effort, options.packer_time_limit_ms
    )
    if options.packer == "best":
        return plan_best(
            requests, alignment, _live_first(packer), graph, options.packer_effort
        )
    return plan_reference(requests, alignment, options.lifetime_only, packer)


def _live_first(packer: StaticPacker) -> StaticPacker:
    """`packer` on the buffers live at some op index; a buffer whose lifetime is
    empty (`[def, 0]`: used only by deallocs, so never accessed) goes at 0. The
    reference best fit of all of them is kept when its prefix is smaller, so the
    result is never above the reference's."""

    def pack(
        lifetimes: Sequence[Lifetime], sizes: Sequence[int], alignment: int
    ) -> list[int]:
        live = [i for i, lt in enumerate(lifetimes) if not lt.is_empty]
        if len(live) == len(lifetimes):
            return packer(lifetimes, sizes, alignment)
        offsets = [0] * len(sizes)
        placed = packer(
            [lifetimes[i] for i in live], [sizes[i] for i in live], alignment
        )
        for i, offset in zip(live, placed, strict=True):
            offsets[i] = offset
        reference = best_fit(lifetimes, sizes, alignment)

        def prefix(found: Sequence[int]) -> int:
            return max((o + s for o, s in zip(found, sizes, strict=True)), default=0)

        return reference if prefix(reference) < prefix(offsets) else offsets

    return pack


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
    "UnpooledAlloc",
    "plan_function",
    "plan_module_functions",
]

"""IR -> planning requests: everything the planner reads off a function.

The only code of the plan that reads the IR: which allocs are pooled (and which
are left as they are, with why), each one's `Request`, alignment and names, the
dynamic size values (the requests' symbols) and where they are defined, and the
domains. The checks of what the pass cannot pool raise `PoolAllocsError`.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from collections.abc import Set as AbstractSet
from dataclasses import dataclass, field
from functools import cache
from math import prod

from xdsl.dialects import arith, func, memref
from xdsl.dialects.builtin import (
    AffineMapAttr,
    IntegerAttr,
    MemRefType,
    NoneAttr,
)
from xdsl.ir import Attribute, Block, Operation, SSAValue
from xdsl.ir.affine import AffineMap

from xhip.analysis.aliases import alias_graph
from xhip.analysis.domains import Domain, definition_index, partition_domains
from xhip.analysis.lifetimes import Candidate, LifetimeStart, pool_candidates
from xhip.analysis.positions import BlockPositions
from xhip.analysis.storage import element_storage
from xhip.diagnostics import PoolAllocsError, format_location
from xhip.dialects.hip import ContextType, GetPoolOp
from xhip.ir.names import fallback_name, printed_name
from xhip.plan.model import UnpooledAlloc
from xhip.plan.options import MAX_ALIGNMENT
from xhip.planning.expr import MAX_CONSTANT
from xhip.planning.requests import Factor, Lifetime, Request

MULTI_BLOCK_NOTE = (
    "scope=function pools the allocs of a function of several blocks "
    "(--hip-pool-allocs='scope=function'; xhip plan --scope function)"
)
"""The note of the single-block error: the option that lifts it."""


@dataclass(frozen=True)
class LoweredAlloc:
    """A pooled alloc as the planner sees it."""

    candidate: Candidate
    request: Request
    alignment: int
    """The larger of the alloc's `alignment` attribute and its element's ABI
    alignment (docs/semantics.md §6.1)."""
    name: str
    type: str
    location: str | None


@dataclass
class LoweredFunction:
    """A function's pooled allocs as requests, its dynamic size values, domains."""

    unpooled: list[UnpooledAlloc]
    allocs: list[LoweredAlloc] = field(default_factory=list[LoweredAlloc])
    """Block order (empty: nothing to pool, and nothing else was read)."""
    symbols: list[SSAValue] = field(default_factory=list[SSAValue])
    """Symbol id -> the dynamic size value it stands for."""
    symbol_names: list[str] = field(default_factory=list[str])
    definitions: list[int] = field(default_factory=list[int])
    """Symbol id -> block index of the op defining it (-1: a block argument)."""
    domains: list[Domain] = field(default_factory=list[Domain])


def lower_function(
    f: func.FuncOp,
    start: LifetimeStart,
    needs_context: bool = True,
    freed_at_return: bool = False,
) -> LoweredFunction:
    """`f`'s allocs as requests (`f` has a body). Raises `PoolAllocsError`;
    `needs_context`: the pools are `hip.get_pool`s, which take argument 0;
    `freed_at_return`: the pools are freed before the `func.return`
    (`pool=memref`), so a buffer it may return stays unpooled."""
    if len(f.body.blocks) != 1:
        raise PoolAllocsError(
            "hip-pool-allocs requires single-block functions; liveness analysis "
            "uses sequential op indices that do not generalize to control flow",
            f,
            [(MULTI_BLOCK_NOTE, f)],
        )
    block = f.body.blocks[0]
    positions = BlockPositions(block)
    candidates = pool_candidates(block, start, positions)
    lowered = LoweredFunction(
        [_unpooled(c) for c in candidates if c.freed_through is not None]
    )
    candidates = [c for c in candidates if c.freed_through is None]
    if freed_at_return and candidates:
        returned = _returned_candidates(f, block, candidates)
        lowered.unpooled.extend(returned.values())
        lowered.unpooled.sort(key=lambda u: positions.of(u.alloc))
        candidates = [c for c in candidates if c.alloc not in returned]
    if not candidates:
        return lowered
    _check_function(f, block, needs_context)
    for c in candidates:
        _check_sizes(f, c)
    symbol_ids: dict[SSAValue, int] = {}
    requests = [_request(f, c, symbol_ids) for c in candidates]
    lowered.symbols = list(symbol_ids)
    lowered.symbol_names = [_value_name(v, i) for i, v in enumerate(lowered.symbols)]
    try:
        lowered.domains = partition_domains(candidates, block, positions)
    except ValueError as e:
        raise PoolAllocsError(
            f"hip-pool-allocs: cannot place the pool of {_function_name(f)}: {e}", f
        ) from e
    lowered.definitions = [definition_index(v, positions) for v in lowered.symbols]
    lowered.allocs = [
        LoweredAlloc(
            candidate=c,
            request=r,
            alignment=_alloc_alignment(c.alloc),
            name=_alloc_name(c.alloc),
            type=_type_text(c.alloc.memref.type),
            location=format_location(c.alloc.location),
        )
        for c, r in zip(candidates, requests, strict=True)
    ]
    return lowered


def _returned_candidates(
    f: func.FuncOp, block: Block, candidates: list[Candidate]
) -> dict[memref.AllocOp, UnpooledAlloc]:
    """`returned_allocs` of the block's candidates, on the alias graph. Only
    a buffer live to the block's end (its lifetime reaches the terminator) may
    have its address kept, so only those may come back from memory."""
    graph = alias_graph(f)

    def may_be(value: SSAValue) -> tuple[AbstractSet[SSAValue], bool]:
        upstream = graph.upstream(value)
        return upstream, not graph.marked.isdisjoint(upstream)

    last = len(block.ops) - 1
    kept = {c.alloc for c in candidates if c.lifetime.end >= last}
    return returned_allocs(f, [c.alloc for c in candidates], may_be, kept.__contains__)


def returned_allocs(
    f: func.FuncOp,
    allocs: Iterable[memref.AllocOp],
    may_be: Callable[[SSAValue], tuple[AbstractSet[SSAValue], bool]],
    escaped: Callable[[memref.AllocOp], bool],
) -> dict[memref.AllocOp, UnpooledAlloc]:
    """The allocs a `func.return` of `f` may return (docs/semantics.md §7.7),
    each with its remark: an operand whose roots (`may_be`: the buffers a
    value may point into, and whether it may come from memory) hold it, or
    one that may come from memory while its address may be kept (`escaped`).
    A `pool=memref` pool is freed before each `func.return`, so such a buffer
    cannot be a view of it."""
    allocs = list(allocs)
    found: dict[memref.AllocOp, UnpooledAlloc] = {}
    for ret in (b.last_op for b in f.body.blocks):
        if not isinstance(ret, func.ReturnOp):
            continue
        where = format_location(ret.location)
        at = f" at {where}" if where else ""
        for operand in ret.arguments:
            roots, loaded = may_be(operand)
            for alloc in allocs:
                if alloc in found:
                    continue
                if alloc.memref in roots or (loaded and escaped(alloc)):
                    found[alloc] = UnpooledAlloc(
                        alloc,
                        f"hip-pool-allocs: {_alloc_name(alloc)} is not pooled: "
                        f"func.return{at} may return it or a view of it, and a "
                        "pool=memref pool is freed before each func.return of "
                        "the function",
                    )
    return found


def _check_function(f: func.FuncOp, block: Block, needs_context: bool) -> None:
    """A function with allocs to pool takes the context (when its pools are
    `hip.get_pool`s) and no `hip.get_pool` yet."""
    if needs_context and (
        not block.args or not isinstance(block.args[0].type, ContextType)
    ):
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


def _value_name(value: SSAValue, index: int) -> str:
    """As printed (`%1`, `%seq_0`: xhip.ir.names)."""
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
    """As printed (`%alloc_0`, `%3`: xhip.ir.names), else by location."""
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
    is reported by the domain placement, in the reference's words (docs/semantics.md §8)."""
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
    return UnpooledAlloc(candidate.alloc, freed_message(candidate.alloc, op))


def freed_message(alloc: memref.AllocOp, op: Operation) -> str:
    """The remark for `alloc` left unpooled because `op` may free it (a dealloc
    of a value that may be it or another buffer, a call whose callee frees
    it, or another op that frees)."""
    where = format_location(op.location)
    at = f" at {where}" if where else ""
    if isinstance(op, memref.DeallocOp):
        freed = op.memref
        name = printed_name(freed) or (
            f"%{freed.name_hint}" if freed.name_hint else "a value"
        )
        return (
            f"hip-pool-allocs: {_alloc_name(alloc)} is not pooled: "
            f"memref.dealloc {name}{at} frees either it "
            "or another buffer, so that dealloc can be neither erased (a leak) nor "
            "kept (it would free pool memory)"
        )
    if isinstance(op, func.CallOp):
        return (
            f"hip-pool-allocs: {_alloc_name(alloc)} is not pooled: "
            f"{op.name} {op.callee}{at} passes it to a function that may free "
            "it, which would free pool memory"
        )
    return (
        f"hip-pool-allocs: {_alloc_name(alloc)} is not pooled: "
        f"{op.name}{at} may free it, which would free pool memory"
    )


def _alloc_alignment(op: memref.AllocOp) -> int:
    """The larger of the alloc's `alignment` attribute and its element's ABI
    alignment (docs/semantics.md §6.1)."""
    a = op.alignment
    attribute = a.value.data if isinstance(a, IntegerAttr) else 1
    storage = element_storage(op.memref.type.get_element_type())
    return max(attribute, storage.alignment if storage is not None else 1)


def check_pool_function(f: func.FuncOp, needs_context: bool = True) -> None:
    """`f` takes the context as argument 0 (if `needs_context`) and no pool yet
    (`f` has a body)."""
    _check_function(f, f.body.blocks[0], needs_context)


def alloc_request(
    f: func.FuncOp, op: memref.AllocOp, symbols: dict[SSAValue, int]
) -> Request:
    """`op`'s bytes as a request (a placeholder lifetime): its coefficient and
    its dynamic sizes, numbered in `symbols` (new ones added). Raises
    `PoolAllocsError` as the entry-block path does."""
    candidate = Candidate(op, 0, Lifetime(0, 0))
    _check_sizes(f, candidate)
    return _request(f, candidate, symbols)


def symbol_name(value: SSAValue, index: int) -> str:
    """The name of dynamic size value number `index`, as printed (`%1`)."""
    return _value_name(value, index)


def alloc_name(op: memref.AllocOp) -> str:
    """As printed (`%alloc_0`, `%3`), else by location."""
    return _alloc_name(op)


def alloc_alignment(op: memref.AllocOp) -> int:
    """The larger of the alloc's `alignment` attribute and its element's ABI
    alignment (docs/semantics.md §6.1)."""
    return _alloc_alignment(op)

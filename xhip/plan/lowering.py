"""IR -> planning requests: everything the planner reads off a function.

The only code of the plan that reads the IR: the allocs to pool
(`xhip.analysis.candidates`, which says which and why the others stay), each
one's `Request`, alignment and names, the dynamic size values (the requests'
symbols) and where they are defined, and the domains, home by home. The checks
of what the pass cannot pool raise `PoolAllocsError`.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field
from functools import cache
from math import prod
from typing import overload

from xdsl.dialects import arith, func, memref
from xdsl.dialects.builtin import (
    AffineMapAttr,
    IntegerAttr,
    MemRefType,
    NoneAttr,
)
from xdsl.ir import Attribute, Block, Operation, SSAValue
from xdsl.ir.affine import AffineMap

from xhip.analysis.candidates import (
    Candidates,
    PoolCandidate,
    UnpooledAlloc,
    alloc_name,
    find_candidates,
)
from xhip.analysis.domains import definition_index, partition_domains
from xhip.analysis.positions import BlockPositions
from xhip.analysis.storage import element_storage
from xhip.diagnostics import PoolAllocsError, format_location
from xhip.dialects.hip import ContextType, GetPoolOp
from xhip.ir.names import printed_name
from xhip.plan.options import MAX_ALIGNMENT, PoolOptions
from xhip.planning.expr import MAX_CONSTANT
from xhip.planning.requests import Factor, Request


@dataclass(frozen=True)
class LoweredAlloc:
    """A pooled alloc as the planner sees it."""

    candidate: PoolCandidate
    request: Request
    alignment: int
    """The larger of the alloc's `alignment` attribute and its element's ABI
    alignment (docs/semantics.md §6.1)."""
    name: str
    type: str
    location: str | None


@dataclass(frozen=True)
class LoweredDomain:
    """Allocs sharing one pool, computed in their `home` block."""

    home: Block
    members: list[int]
    """Indices into `LoweredFunction.allocs`, in order."""
    first_alloc: int
    """Index in `home` of the op that is or holds the earliest member."""
    latest_size_def: int
    """Index in `home` of the latest definition of a member's dynamic size
    (-1: none there)."""
    definitions: Sequence[int]
    """Symbol id -> index in `home` of the op defining it (-1: elsewhere)."""
    anchor: Operation
    """The op before which segments with no point of their own go."""


@dataclass
class LoweredFunction:
    """A function's pooled allocs as requests, its dynamic size values, domains."""

    candidates: Candidates
    allocs: list[LoweredAlloc] = field(default_factory=list[LoweredAlloc])
    """In the order of their program points (empty: nothing to pool, and
    nothing else was read)."""
    symbols: list[SSAValue] = field(default_factory=list[SSAValue])
    """Symbol id -> the dynamic size value it stands for."""
    symbol_names: list[str] = field(default_factory=list[str])
    domains: list[LoweredDomain] = field(default_factory=list[LoweredDomain])

    @property
    def unpooled(self) -> list[UnpooledAlloc]:
        return self.candidates.unpooled


def lower_function(f: func.FuncOp, options: PoolOptions) -> LoweredFunction:
    """`f`'s allocs as requests (`f` has a body), under `options`' scope.
    Raises `PoolAllocsError`."""
    candidates = find_candidates(
        f, options.scope, options.start, freed_at_return=options.pool == "memref"
    )
    lowered = LoweredFunction(candidates)
    pooled = candidates.pooled
    if not pooled:
        return lowered
    _check_function(f, f.body.blocks[0], options.pool == "hip")
    for c in pooled:
        _check_sizes(f, c.alloc)
    symbol_ids: dict[SSAValue, int] = {}
    requests = [_request(f, c, symbol_ids) for c in pooled]
    lowered.symbols = list(symbol_ids)
    lowered.symbol_names = [_value_name(v, i) for i, v in enumerate(lowered.symbols)]
    lowered.allocs = [
        LoweredAlloc(
            candidate=c,
            request=r,
            alignment=_alloc_alignment(c.alloc),
            name=alloc_name(c.alloc),
            type=_type_text(c.alloc.memref.type),
            location=format_location(c.alloc.location),
        )
        for c, r in zip(pooled, requests, strict=True)
    ]
    try:
        lowered.domains = _domains(f, candidates, lowered.symbols)
    except ValueError as e:
        raise PoolAllocsError(
            f"hip-pool-allocs: cannot place the pool of {_function_name(f)}: {e}", f
        ) from e
    return lowered


def _domains(
    f: func.FuncOp, candidates: Candidates, symbols: Sequence[SSAValue]
) -> list[LoweredDomain]:
    """The pool domains, home by home (in pre-order of the function's blocks),
    each home's allocs split as docs/semantics.md §5 splits a block's: each
    alloc stands at the home's op that is or holds it (the home's terminator
    for an alloc of another block), in the order of where they stand."""
    pooled = candidates.pooled
    by_home: dict[Block, list[int]] = {}
    for k, c in enumerate(pooled):
        by_home.setdefault(c.home, []).append(k)
    order = [
        f.body.blocks[0],
        *(b for op in f.walk() for r in op.regions for b in r.blocks),
    ]
    domains: list[LoweredDomain] = []
    for home in dict.fromkeys(b for b in order if b in by_home):
        members = by_home[home]
        positions = BlockPositions(home)
        definitions = _Definitions(symbols, positions)
        standing = {k: positions.of(pooled[k].alloc) for k in members}
        members.sort(key=standing.__getitem__)
        for domain in partition_domains(
            [standing[k] for k in members],
            [pooled[k].alloc for k in members],
            positions,
        ):
            chosen = sorted(members[j] for j in domain.members)
            domains.append(
                LoweredDomain(
                    home,
                    chosen,
                    domain.first_alloc,
                    domain.latest_size_def,
                    definitions,
                    candidates.anchor(home, pooled[chosen[0]].alloc),
                )
            )
    return domains


class _Definitions(Sequence[int]):
    """Each symbol's `definition_index` in a home block, found when asked: a
    domain reads only its own symbols', and a function may have a home per
    block."""

    def __init__(self, symbols: Sequence[SSAValue], positions: BlockPositions):
        self._symbols = symbols
        self._positions = positions

    def __len__(self) -> int:
        return len(self._symbols)

    @overload
    def __getitem__(self, index: int) -> int: ...
    @overload
    def __getitem__(self, index: slice) -> Sequence[int]: ...
    def __getitem__(self, index: int | slice) -> int | Sequence[int]:
        if isinstance(index, slice):
            return [definition_index(v, self._positions) for v in self._symbols[index]]
        return definition_index(self._symbols[index], self._positions)


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


def _check_poolable(f: func.FuncOp, op: memref.AllocOp) -> MemRefType:
    """The alloc's type, when a view of the pool can have it.

    An identity `affine_map` or memory space `0` spelled out is the default type
    to MLIR, which prints it without them, but a distinct type to xDSL (whose
    `memref.view` verifier rejects it): such input did not come from MLIR's
    printer, and the error says how to write it.
    """
    t = op.memref.type
    where = f"{alloc_name(op)} in {_function_name(f)}"
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


def _check_sizes(f: func.FuncOp, op: memref.AllocOp) -> None:
    """A constant size operand is a size (xDSL keeps any integer in an index
    attribute; the arithmetic would wrap around). A size defined after its alloc
    is reported by the domain placement, in the reference's words (docs/semantics.md §8)."""
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
                    f"hip-pool-allocs: cannot size {alloc_name(op)} in "
                    f"{_function_name(f)}: size operand #{number} ({name}) is the "
                    f"constant {constant}, outside 0..2^63-1",
                    op,
                )


def _request(
    f: func.FuncOp,
    candidate: PoolCandidate,
    symbols: dict[SSAValue, int],
) -> Request:
    op = candidate.alloc
    t = _check_poolable(f, op)
    storage = element_storage(t.get_element_type())
    if storage is None:
        raise PoolAllocsError(
            f"hip-pool-allocs: cannot size {alloc_name(op)} in {_function_name(f)}: "
            f"unsupported element type {t.get_element_type()}",
            op,
        )
    if storage.alignment > MAX_ALIGNMENT:
        raise PoolAllocsError(
            f"hip-pool-allocs: cannot size {alloc_name(op)} in {_function_name(f)}: "
            f"an element of {t.get_element_type()} takes {storage.size} bytes, "
            "more than an index can hold",
            op,
        )
    static_dims = [d for d in t.get_shape() if d >= 0]
    coefficient = storage.size * prod(static_dims)
    if coefficient > MAX_CONSTANT:
        raise PoolAllocsError(
            f"hip-pool-allocs: size of {alloc_name(op)} in {_function_name(f)} "
            f"overflows 64 bits ({coefficient} bytes)",
            op,
        )
    factor: Factor = tuple(
        symbols.setdefault(v, len(symbols)) for v in op.dynamic_sizes
    )
    return Request(candidate.lifetime, coefficient, factor)


def _alloc_alignment(op: memref.AllocOp) -> int:
    """The larger of the alloc's `alignment` attribute and its element's ABI
    alignment (docs/semantics.md §6.1)."""
    a = op.alignment
    attribute = a.value.data if isinstance(a, IntegerAttr) else 1
    storage = element_storage(op.memref.type.get_element_type())
    return max(attribute, storage.alignment if storage is not None else 1)

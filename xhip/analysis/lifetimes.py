"""Pool candidates of a single-block function and their lifetimes (docs/semantics.md §4).

The ops of the entry block are numbered 0, 1, 2, ... A candidate is a
`memref.alloc` directly in the entry block with at least one use (`func.return`
is an ordinary use: keeping outputs out of the pool is the job of
`hip-use-output-allocator`). Its lifetime runs from the alloc (or, with
`first-use`, from the first op that uses it or an alias) to the last op that
uses it or any alias, counted from 0 as the reference does: a buffer whose only
users are deallocs lives `[def, 0]`. A use inside a nested region
counts at its ancestor in the entry block, and a use that cannot be placed counts
at the end of the block; `memref.dealloc` is not a use. A use where the address
escapes (`xhip.analysis.escapes`: stored to memory, handed to an op of unknown
effects or to a call whose callee may keep it, `xhip.analysis.captures`) starts
the lifetime where it is and ends it at the end of the block, and so does a use
inside a region op that may run its regions later; the work of an asynchronous
op (`memref.dma_start`, `async.execute`, ...) keeps what it uses live until the
op that waits for it (`xhip.analysis.escapes.DeferredWork`).
What counts as an alias is `xhip.analysis.aliases`' business (results of unknown
ops included). A buffer freed through a value that only *may* be it (a
`memref.dealloc` of an `arith.select` or an `scf.if` result) is not pooled:
erasing that dealloc would leak the other buffer, keeping it would free pool
memory. Nor is a buffer that another op may free (one whose declared effects
free a value that may alias it: `memref.realloc`, `hip.free`; a call whose
callee frees it, `xhip.analysis.captures`): such an op is a use, not a dealloc
to erase, and it would free (or move) pool memory.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from collections.abc import Set as AbstractSet
from dataclasses import dataclass
from enum import Enum

from xdsl.dialects import memref
from xdsl.dialects.builtin import MemRefType, UnrankedMemRefType
from xdsl.ir import Block, Operation, SSAValue
from xdsl.traits import EffectInstance, MemoryEffectKind

from xhip.analysis.aliases import AliasGraph, alias_graph, view_chain_root
from xhip.analysis.captures import CalleeCaptures
from xhip.analysis.escapes import DeferredWork, keeps_operand
from xhip.analysis.op_facts import EffectsOf, effects_of
from xhip.analysis.positions import BlockPositions
from xhip.ir.dominance import strongly_connected
from xhip.planning.requests import Lifetime


class LifetimeStart(Enum):
    """Where a buffer's lifetime begins."""

    ALLOC = "alloc"
    """At the alloc op (the reference)."""
    FIRST_USE = "first-use"
    """At the first op that uses the buffer or an alias of it."""


@dataclass(frozen=True)
class Candidate:
    """A pooled allocation: the op, its position in the block and its lifetime."""

    alloc: memref.AllocOp
    index: int
    lifetime: Lifetime
    deallocs: tuple[memref.DeallocOp, ...] = ()
    """The deallocs of the buffer or of a view chain of it (not uses; erased once
    pooled)."""
    freed_through: Operation | None = None
    """A dealloc of a value that may or may not be this buffer: if set, the
    buffer is not pooled (it keeps its alloc and the dealloc stays)."""


def pool_candidates(
    block: Block,
    start: LifetimeStart = LifetimeStart.ALLOC,
    positions: BlockPositions | None = None,
) -> list[Candidate]:
    """The candidates of `block`, in block order, with their lifetimes; those
    with `freed_through` set are to be left unpooled. `positions`: the block's,
    when the caller has them."""
    if positions is None:
        positions = BlockPositions(block)
    allocs = [
        (i, op)
        for i, op in enumerate(block.ops)
        if isinstance(op, memref.AllocOp) and op.memref.uses
    ]
    if not allocs:
        return []
    parent = block.parent_op()
    effects_of = EffectsOf()
    graph = alias_graph(parent if parent is not None else allocs[0][1], effects_of)
    callees = CalleeCaptures.of(block.parent_op() or allocs[0][1])
    roots = {op.memref for _, op in allocs}
    block_end = len(block.ops) - 1
    deferred = DeferredWork(block, positions.of, callees)
    under = set(_values_under(block))

    def own_span(value: SSAValue) -> _Span | None:
        if value not in under:
            return None
        begin: int | None = None
        end = 0
        kept = False
        for use in value.uses:
            if isinstance(use.operation, memref.DeallocOp):
                continue  # not a use; see `classify_frees`
            at = positions.of(use.operation)
            # Work that runs later ends where it is waited for (or escapes).
            until, captured = deferred.until(use.operation)
            kept = (
                kept
                or captured
                or keeps_operand(use.operation, use.index, callees, effects_of)
            )
            begin = at if begin is None else min(begin, at)
            end = max(end, until)
        if begin is None:
            return None
        return _Span(begin, block_end if kept else end, kept)

    # A buffer's uses are those of every value it may flow into: the values
    # reachable from it in the alias graph, folded once per strongly connected
    # set of values (no set of roots per value).
    spans = _fold_reachable(graph, [op.memref for _, op in allocs], own_span)
    escaped = {r for r in roots if (span := spans.get(r)) is not None and span.kept}

    def may_be(value: SSAValue) -> tuple[AbstractSet[SSAValue], bool]:
        upstream = graph.upstream(value)
        return upstream, not graph.marked.isdisjoint(upstream)

    ops = (op for top in block.ops for op in top.walk())
    deallocs, freed_through = classify_frees(
        ops, may_be, roots, escaped, effects_of, callees
    )
    candidates: list[Candidate] = []
    for i, op in allocs:
        span = spans.get(op.memref)
        first_use = span.begin if span is not None else i
        begin = first_use if start is LifetimeStart.FIRST_USE else i
        end = span.end if span is not None else 0
        found = tuple(deallocs.get(op.memref, ()))
        freed = freed_through.get(op.memref)
        candidates.append(Candidate(op, i, Lifetime(begin, end), found, freed))
    return candidates


@dataclass(frozen=True)
class _Span:
    """Where the uses of a set of values lie: the first and last op (the
    block's end once one may keep an address) and whether one may."""

    begin: int
    end: int
    kept: bool

    def join(self, other: _Span | None) -> _Span:
        if other is None:
            return self
        return _Span(
            min(self.begin, other.begin),
            max(self.end, other.end),
            self.kept or other.kept,
        )


def _fold_reachable(
    graph: AliasGraph,
    starts: list[SSAValue],
    own: Callable[[SSAValue], _Span | None],
) -> dict[SSAValue, _Span | None]:
    """For each value reachable from `starts` (them included), the join of
    `own` over every value it reaches: the strongly connected components
    (`strongly_connected`), each folded once its successors are, so each edge
    is seen twice, whatever the number of values a value reaches."""
    folded: dict[SSAValue, _Span | None] = {}
    for members in strongly_connected(starts, lambda v: graph.into.get(v, ())):
        span: _Span | None = None
        for m in members:
            mine = own(m)
            span = mine.join(span) if mine is not None else span
        for m in members:
            for w in graph.into.get(m, ()):
                other = folded.get(w)
                if other is not None:
                    span = other.join(span)
        for m in members:
            folded[m] = span
    return folded


MayBe = Callable[[SSAValue], tuple[AbstractSet[SSAValue], bool]]
"""value -> (values it may be, the allocs among them; whether it may also be
a buffer whose address escaped, read back from memory or made by an op of
unknown effects): the alias analysis' answer, from its solver or its
`AliasGraph`."""


def classify_frees(
    ops: Iterable[Operation],
    may_be: MayBe,
    roots: AbstractSet[SSAValue],
    escaped: AbstractSet[SSAValue],
    effects_of: Callable[[Operation], AbstractSet[EffectInstance] | None] = effects_of,
    callees: CalleeCaptures | None = None,
) -> tuple[dict[SSAValue, list[memref.DeallocOp]], dict[SSAValue, Operation]]:
    """The frees among `ops` of the buffers `roots` (alloc results), for both
    scopes: (per root, the deallocs of its view chains, erased once pooled;
    per root another op may free, the first such op). Another op may free a
    root when it is a dealloc of a value that may be that root (and may be
    something else), or of a value that may come from memory when the root
    escaped; or any other op whose effects free such a value
    (`memref.realloc`: not a dealloc to erase), or a call whose callee frees
    it (`callees`' `freed_operands`)."""
    deallocs: dict[SSAValue, list[memref.DeallocOp]] = {}
    freed_through: dict[SSAValue, Operation] = {}
    for op in ops:
        if isinstance(op, memref.DeallocOp):
            owner = view_chain_root(op.memref)
            if owner is not None:
                if owner in roots:
                    deallocs.setdefault(owner, []).append(op)
                continue
            values = [op.memref]
        else:
            values = _freed_values(op, effects_of(op))
            if callees is not None:
                values += callees.freed_operands(op)
        for value in values:
            if not isinstance(value.type, MemRefType | UnrankedMemRefType):
                continue  # an `i1` operand of a region op that frees inside
            aliases, from_memory = may_be(value)
            freed = aliases & roots
            if from_memory:
                freed |= escaped
            for root in freed:
                freed_through.setdefault(root, op)
    return deallocs, freed_through


def _freed_values(
    op: Operation, effects: AbstractSet[EffectInstance] | None
) -> list[SSAValue]:
    """The values an op other than `memref.dealloc` declares it frees (all its
    operands when its free effect, of `effects`, names none)."""
    frees = [e for e in effects or () if e.kind is MemoryEffectKind.FREE]
    if not frees:
        return []
    if any(e.value is None for e in frees):
        return list(op.operands)
    return [e.value for e in frees if isinstance(e.value, SSAValue)]


def _values_under(block: Block) -> list[SSAValue]:
    """Every op result and block argument defined in `block` or nested in it."""
    values: list[SSAValue] = []
    for top in block.ops:
        for op in top.walk():
            values.extend(op.results)
            for region in op.regions:
                for nested in region.blocks:
                    values.extend(nested.args)
    return values

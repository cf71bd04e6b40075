"""Turning a `FunctionPlan` into IR: size arithmetic, pools, views (docs/semantics.md §7).

A reference layout's ops are its `ReferenceProgram`'s, each segment inserted
where docs/semantics.md §7 puts it and the plan records (`DomainPlan.points`): group factors
and bucket sizes right after their operands' latest definition in the block,
the footprints, widths, pool size, `hip.get_pool` and offsets right after the
latest of those (before the domain's earliest alloc when nothing is defined in
the block). The ops nothing uses are not made (the reference leaves a few dead
ones behind), and ops equal to an earlier one (same operation, same operands)
are merged into it, as `cse` would. A `packer=best` layout's
expressions are materialised right before the domain's earliest alloc.

Each alloc is then replaced, at its own position, by a `memref.view` of the
pool, and the deallocs of pooled buffers are erased (the pool is runtime-owned).
With `pool=memref` (`PoolMaker`, docs/semantics.md §7.7) a pool is a
`memref.alloc(size) : memref<?xi8>` in place of the `hip.get_pool`, with the
domain's alignment, and a `memref.dealloc` of every pool goes right before each
`func.return`.
This is done with the rewriter's insertion points directly: a greedy pattern
walker would delete the freshly made offset constants as dead before the views
use them.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from xdsl.dialects import arith, func, memref
from xdsl.dialects.builtin import (
    DYNAMIC_INDEX,
    IntegerAttr,
    LocationAttr,
    MemRefType,
    i8,
    i64,
)
from xdsl.ir import Block, Operation, SSAValue
from xdsl.rewriter import InsertPoint, Rewriter

from xhip.dialects.hip import GetPoolOp
from xhip.plan import AllocPlan, FunctionPlan, PoolKindName
from xhip.planning.expr import ExprGraph, Kind, Node
from xhip.planning.layout import ReferenceProgram, SegmentPoint
from xhip.planning.program import Mark
from xhip.rewriting import builders
from xhip.rewriting.batched_uses import BatchedUses

_BINARY: dict[Kind, Callable[[SSAValue, SSAValue], Operation]] = {
    Kind.ADD: builders.addi,
    Kind.MUL: builders.muli,
    Kind.DIVU: builders.divui,
    Kind.MAXU: builders.maxui,
    Kind.ULT: builders.cmpi_ult,
}


class IndexMaterializer:
    """Creates the `arith` ops of expression nodes at one insertion point, once each."""

    def __init__(
        self,
        graph: ExprGraph,
        symbols: Sequence[SSAValue],
        point: InsertPoint,
        location: LocationAttr,
    ) -> None:
        self.graph = graph
        self.symbols = symbols
        self.point = point
        self.location = location
        self.values: dict[int, SSAValue] = {}

    def insert(self, op: Operation) -> Operation:
        """Inserts `op` at the point, located like the code it is emitted for."""
        op.location = self.location
        Rewriter.insert_op(op, self.point)
        return op

    def value(self, root: int) -> SSAValue:
        """The SSA value of node `root`, creating it (and what it needs) if new."""
        # The nodes `root` needs that are not made yet; a made node's arguments
        # are made too, so the walk stops there (offsets of a long chain of
        # slabs share their prefix: walking it whole for each would be quadratic).
        pending_set: set[int] = set()
        stack = [root]
        while stack:
            e = stack.pop()
            if e not in pending_set and e not in self.values:
                pending_set.add(e)
                stack.extend(self.graph.nodes[e].args)
        pending = sorted(pending_set)
        for e in pending:
            node = self.graph.nodes[e]
            if node.kind is Kind.SYM:
                self.values[e] = self.symbols[node.value]
                continue
            if node.kind is Kind.CONST:
                op = builders.index_constant(node.value)
            elif node.kind is Kind.SELECT:
                c, t, f = (self.values[a] for a in node.args)
                op = arith.SelectOp(c, t, f)
            else:
                a, b = (self.values[x] for x in node.args)
                op = _BINARY[node.kind](a, b)
            self.values[e] = self.insert(op).results[0]
        return self.values[root]


class PoolMaker:
    """Makes the pools of one function: `hip.get_pool(%ctx, size)` (`hip`), or
    `memref.alloc(size) {alignment} : memref<?xi8>` (`memref`), which
    `free_before_returns` then frees."""

    def __init__(self, f: func.FuncOp, kind: PoolKindName) -> None:
        self.function = f
        self.kind: PoolKindName = kind
        self.made: list[SSAValue] = []

    def make(self, size: SSAValue, domain: int, alignment: int) -> Operation:
        """The pool of `domain` (its offsets multiples of `alignment`), not inserted."""
        if self.kind == "memref":
            op: Operation = memref.AllocOp(
                [size],
                [],
                MemRefType(i8, [DYNAMIC_INDEX]),
                IntegerAttr(alignment, i64),
            )
        else:
            op = GetPoolOp(self.function.body.blocks[0].args[0], size, domain)
        op.results[0].name_hint = "pool"
        self.made.append(op.results[0])
        return op

    def free_before_returns(self) -> None:
        """`memref.dealloc` of each `memref` pool, in the order they were made,
        right before each `func.return` of the function (the pools are made
        where they dominate them all: docs/semantics.md §7.7)."""
        if self.kind != "memref":
            return
        for block in self.function.body.blocks:
            ret = block.last_op
            if not isinstance(ret, func.ReturnOp):
                continue
            for pool in self.made:
                free = memref.DeallocOp.get(pool)
                free.location = ret.location
                block.insert_op_before(free, ret)


def emit_function_plan(plan: FunctionPlan, pool: PoolKindName = "hip") -> None:
    """Rewrites the plan's function: each domain's size arithmetic and pool in
    its home block, views, no deallocs of the pooled buffers (`pool=memref`:
    of the pools, before each return)."""
    if not plan.allocs:
        return
    f = plan.function
    if f is None:
        raise ValueError("a plan loaded from data has no IR to rewrite")
    pools = PoolMaker(f, pool)
    emitters: dict[Block, ReferenceEmitter] = {}
    # Every pool first: a domain's points may name an op of its home that
    # is an alloc a view replaces.
    views: list[tuple[memref.AllocOp, SSAValue, SSAValue, AllocPlan]] = []
    for domain in plan.domains:
        if not domain.needs_pool:
            continue
        assert domain.home is not None and domain.anchor is not None
        members = [plan.allocs[k] for k in domain.members]
        alignment = domain.layout.alignment
        if domain.emission is not None:
            emitter = emitters.get(domain.home)
            if emitter is None:
                emitter = emitters[domain.home] = ReferenceEmitter(
                    domain.home, plan.symbols, f.location
                )
            made, by_request = emitter.emit(
                domain.emission,
                domain.points,
                pools,
                domain.id,
                alignment,
                domain.anchor,
            )
            offsets = [by_request[j] for j in range(len(members))]
        else:
            point = InsertPoint.before(domain.anchor)
            materializer = IndexMaterializer(
                plan.graph, plan.symbols, point, f.location
            )
            size = materializer.value(domain.pool_size.id)
            pool_op = pools.make(size, domain.id, alignment)
            made = materializer.insert(pool_op).results[0]
            offsets = [materializer.value(member.offset.id) for member in members]
        for member, offset in zip(members, offsets, strict=True):
            assert member.alloc is not None
            views.append((member.alloc, made, offset, member))
    uses = BatchedUses()  # an op given n pooled buffers: its tuple rebuilt once
    for alloc, made, offset, member in views:
        replace_with_view(alloc, made, offset, uses)
        for dealloc in member.deallocs:
            Rewriter.erase_op(dealloc)
    uses.flush()
    for emitter in emitters.values():
        emitter.merge_duplicates()
    pools.free_before_returns()


class ReferenceEmitter:
    """Materialises `ReferenceProgram`s in one block, at docs/semantics.md §7's points."""

    def __init__(
        self, block: Block, symbols: Sequence[SSAValue], location: LocationAttr
    ) -> None:
        self.block = block
        self.symbols = symbols
        self.location = location
        self.ops = list(block.ops)
        """The original ops, which the plan's points index."""
        self.created: list[Operation] = []
        self.available: dict[tuple[object, ...], SSAValue] = {}
        """Live ops made so far, by (kind, constant or operands): all of them
        come before the point of any later domain or last segment."""
        self.index = {op: i for i, op in enumerate(self.ops)}
        self.made_in_gap: dict[tuple[object, ...], tuple[int, SSAValue]] = {}
        """Per key, an op made so far and its gap: the block index of the
        original op it follows (before the next original op); one in the
        lowest gap."""

    def emit(
        self,
        emitted: ReferenceProgram,
        points: Sequence[SegmentPoint],
        pools: PoolMaker,
        domain: int,
        alignment: int,
        earliest: Operation,
    ) -> tuple[SSAValue, dict[int, SSAValue]]:
        """Inserts the program's ops and the pool; returns the pool and the
        offset of each request.

        Ops nothing uses are not made. In the last segment, which comes after
        every op made so far, an op equal to one made earlier is not made again
        (`cse` would merge it into that one); the few ops of the earlier
        segments are merged afterwards (`merge_duplicates`). Each F value and
        slot size is made anew, as the reference makes it.

        Nor is an op equal to one made in an earlier gap of the block (after an
        earlier original op), which comes before the segment wherever it is:
        `merge_duplicates` would merge it into that one or an earlier one, the
        first of its kind in the block, which stays the one kept. A segment at
        the front of a gap goes before every op made in the gap so far: an
        equal op made there is moved to it instead of made anew (and merged
        into the new one). On the decoder, three of four ops the segments need
        were made and merged.
        """
        program = emitted.program
        values: dict[int, SSAValue] = {}
        for v, node in enumerate(program.nodes):
            if node.kind is Kind.SYM:
                values[v] = self.symbols[node.value]
        live = program.live(emitted.roots)
        made: list[tuple[tuple[object, ...], SSAValue]] = []
        pool: SSAValue | None = None
        last = len(program.segments) - 1
        places: list[InsertPoint] = []
        gaps: list[int] = []
        for s, segment in enumerate(program.segments):
            point = self._place(points[s], places, earliest)
            places.append(point)
            gap = self._gap(points[s], gaps, earliest)
            gaps.append(gap)
            # At the front of its gap: before every op made in the gap so far.
            front = points[s].after is not None and points[s].joins is None
            if s == last:
                self.available.update(made)
            reuse = (
                self.available if s == last else dict[tuple[object, ...], SSAValue]()
            )
            for k, v in enumerate([*segment.ops, None]):
                if Mark(s, k) == emitted.pool_at:
                    pool_op = pools.make(values[emitted.pool_size], domain, alignment)
                    pool = self._insert(pool_op, point).results[0]
                if v is None or v not in live:
                    continue
                node = program.nodes[v]
                args = tuple(values[x] for x in node.args)
                key = (
                    (node.kind, node.value)
                    if node.kind is Kind.CONST
                    else (node.kind, *args)
                )
                found, move = self._equal_made(key, reuse, gap, front)
                if found is not None and move:
                    point = places[s] = self._take(found, point)
                    reuse[key] = found
                    made.append((key, found))
                if found is not None:
                    values[v] = found
                    continue
                op = self._insert(_build(node, args), point)
                values[v] = op.results[0]
                self.created.append(op)
                reuse[key] = values[v]
                made.append((key, values[v]))
                self._note_made(key, gap, values[v])
        assert pool is not None
        self.available.update(made)
        return pool, {i: values[v] for i, v in emitted.offsets.items()}

    def _equal_made(
        self,
        key: tuple[object, ...],
        reuse: dict[tuple[object, ...], SSAValue],
        gap: int,
        front: bool,
    ) -> tuple[SSAValue | None, bool]:
        """An op equal to `key` already made that a segment in `gap` can use,
        and whether it must be moved to the segment: one of `reuse`; else the
        first of its kind made in an earlier gap; else, for a segment at the
        front of its gap, one made in the same gap (moved)."""
        found = reuse.get(key)
        if found is not None:
            return found, False
        earlier = self.made_in_gap.get(key)
        if earlier is None:
            return None, False
        if earlier[0] < gap:
            return earlier[1], False
        if earlier[0] == gap and front:
            return earlier[1], True
        return None, False

    def _note_made(self, key: tuple[object, ...], gap: int, value: SSAValue) -> None:
        """Keeps, per kind of op, the first made in the earliest gap."""
        earlier = self.made_in_gap.get(key)
        if earlier is None or gap < earlier[0]:
            self.made_in_gap[key] = (gap, value)

    def _insert(self, op: Operation, point: InsertPoint) -> Operation:
        op.location = self.location
        Rewriter.insert_op(op, point)
        return op

    def _place(
        self,
        point: SegmentPoint,
        earlier: Sequence[InsertPoint],
        earliest: Operation,
    ) -> InsertPoint:
        """The insertion point of a segment at `point`, evaluated now (the op
        after `point.after` is whatever the block has there at this moment)."""
        if point.joins is not None:
            return earlier[point.joins]
        if point.after is None:
            return InsertPoint.before(earliest)
        return InsertPoint.after(self.ops[point.after])

    def _gap(
        self, point: SegmentPoint, earlier: Sequence[int], earliest: Operation
    ) -> int:
        """The gap of the block a segment at `point` goes in (see `made_in_gap`)."""
        if point.joins is not None:
            return earlier[point.joins]
        if point.after is None:
            return self.index[earliest] - 1
        return point.after

    def _take(self, value: SSAValue, point: InsertPoint) -> InsertPoint:
        """Moves the op of `value`, made in this gap, to `point`, ahead of it,
        in place of an equal op made there (`merge_duplicates` would have kept
        the new one and given it the old one's uses); returns the point of the
        segment's next ops: after the op when the point was right before it."""
        op = value.owner
        assert isinstance(op, Operation)
        if point.insert_before is op:
            return InsertPoint.after(op)
        block = op.parent_block()
        assert block is not None
        block.detach_op(op)
        Rewriter.insert_op(op, point)
        return point

    def merge_duplicates(self) -> None:
        """Replaces each created op by an earlier created one with the same
        operation and operands (what `cse` does to them)."""
        created = set(self.created)
        seen: dict[tuple[object, ...], Operation] = {}
        for op in list(self.block.ops):
            if op not in created:
                continue
            if isinstance(op, arith.ConstantOp):
                key: tuple[object, ...] = (op.name, op.value)
            else:
                key = (op.name, *op.operands)
            first = seen.get(key)
            if first is None:
                seen[key] = op
            else:
                Rewriter.replace_op(op, [], [first.results[0]])


def _build(node: Node, args: Sequence[SSAValue]) -> Operation:
    if node.kind is Kind.CONST:
        return builders.index_constant(node.value)
    a, b = args
    return _BINARY[node.kind](a, b)


def replace_with_view(
    alloc: memref.AllocOp, pool: SSAValue, offset: SSAValue, uses: BatchedUses
) -> None:
    """`memref.view %pool[%offset][%sizes]` in place of `alloc`, taking its uses
    (through `uses`: flush it before reading the operands of a wide user)."""
    view = builders.view(pool, offset, alloc.dynamic_sizes, alloc.memref.type)
    view.location = alloc.location
    view.result.name_hint = alloc.memref.name_hint
    uses.replace_all_uses(alloc.memref, view.result)
    block = alloc.parent_block()
    assert block is not None
    block.insert_op_after(view, alloc)
    block.erase_op(alloc)

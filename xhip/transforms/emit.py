"""Turning a `FunctionPlan` into IR: size arithmetic, pools, views (SPEC §7).

Per domain, right before its earliest alloc (the latest point that is after
every size definition and before every member), the pool size expression is
materialised as `arith` ops, then `hip.get_pool`, then the offsets. Each alloc is
then replaced, at its own position, by a `memref.view` of the pool, and the
deallocs of pooled buffers are erased (the pool is runtime-owned). This is done
with the rewriter's insertion points directly: a greedy pattern walker would
delete the freshly made offset constants as dead before the views use them.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from xdsl.dialects import arith, memref
from xdsl.dialects.builtin import IndexType, IntegerAttr, LocationAttr
from xdsl.ir import Operation, SSAValue
from xdsl.rewriter import InsertPoint, Rewriter

from xhip.dialects.hip import GetPoolOp
from xhip.plan import FunctionPlan
from xhip.planning.expr import ExprGraph, Kind

_BINARY: dict[Kind, Callable[[SSAValue, SSAValue], Operation]] = {
    Kind.ADD: arith.AddiOp,
    Kind.MUL: arith.MuliOp,
    Kind.DIVU: arith.DivUIOp,
    Kind.MAXU: arith.MaxUIOp,
    Kind.ULT: lambda a, b: arith.CmpiOp(a, b, "ult"),
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
        # The nodes not emitted yet that `root` needs (not descending into emitted
        # ones: linear in what is new, where a chain of offsets would make the
        # whole closure of every root quadratic).
        new: set[int] = set()
        stack = [root]
        while stack:
            e = stack.pop()
            if e not in new and e not in self.values:
                new.add(e)
                stack.extend(self.graph.nodes[e].args)
        pending = sorted(new)
        for e in pending:
            node = self.graph.nodes[e]
            if node.kind is Kind.SYM:
                self.values[e] = self.symbols[node.value]
                continue
            if node.kind is Kind.CONST:
                op = arith.ConstantOp(IntegerAttr(node.value, IndexType()))
                op.result.name_hint = f"c{node.value}"
            elif node.kind is Kind.SELECT:
                c, t, f = (self.values[a] for a in node.args)
                op = arith.SelectOp(c, t, f)
            else:
                a, b = (self.values[x] for x in node.args)
                op = _BINARY[node.kind](a, b)
            self.values[e] = self.insert(op).results[0]
        return self.values[root]


def emit_function_plan(plan: FunctionPlan) -> None:
    """Rewrites the plan's function: pools and their arithmetic, views, no deallocs."""
    if not plan.allocs:
        return
    if plan.function is None:
        raise ValueError("a plan loaded from data has no IR to rewrite")
    ctx = plan.function.body.blocks[0].args[0]
    for domain in plan.domains:
        if not domain.needs_pool:
            continue
        members = [plan.allocs[k] for k in domain.members]
        allocs = [m.alloc for m in members if m.alloc is not None]
        point = InsertPoint.before(allocs[0])
        emitter = IndexMaterializer(plan.graph, plan.symbols, point, allocs[0].location)
        size = emitter.value(domain.pool_size.id)
        pool = emitter.insert(GetPoolOp(ctx, size, domain.id)).results[0]
        pool.name_hint = "pool"
        offsets = [emitter.value(member.offset.id) for member in members]
        for alloc, member, offset in zip(allocs, members, offsets, strict=True):
            replace_with_view(alloc, pool, offset)
            for dealloc in member.deallocs:
                Rewriter.erase_op(dealloc)


def replace_with_view(alloc: memref.AllocOp, pool: SSAValue, offset: SSAValue) -> None:
    """`memref.view %pool[%offset][%sizes]` in place of `alloc`, taking its uses."""
    view = memref.ViewOp(pool, offset, alloc.dynamic_sizes, alloc.memref.type)
    view.location = alloc.location
    view.result.name_hint = alloc.memref.name_hint
    Rewriter.replace_op(alloc, view)

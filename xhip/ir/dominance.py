"""Dominance: the check xDSL's verifier lacks (MLIR's verifier has it), and
`BlockDominance`, the dominator tree of a region's blocks."""

from __future__ import annotations

from collections.abc import Callable, Hashable, Iterable
from typing import TypeVar, cast

from xdsl.dialects.builtin import ModuleOp, UnregisteredOp
from xdsl.ir import Block, BlockArgument, Operation, Region

from xhip.diagnostics import VerifyError, format_location


def _may_be_graph_region(op: Operation | None) -> bool:
    """Regions MLIR does not check dominance in: a module's body, and the regions
    of ops it does not know (which may be graph regions)."""
    return isinstance(op, ModuleOp | UnregisteredOp)


def verify_dominance(root: Operation) -> None:
    """Raises `VerifyError` at the first use of a value its definition does not
    dominate, as MLIR's verifier does (xDSL's does not check dominance).

    Blocks of one region are not ordered here: a use in another block of the
    defining region is accepted (multi-block dominance is left to MLIR).
    """
    positions: dict[Block, dict[Operation, int]] = {}
    unchecked: dict[Block, bool] = {}
    """Whether a block is in a region MLIR checks no dominance in, per block."""

    def position(op: Operation, block: Block) -> int:
        index = positions.get(block)
        if index is None:
            index = positions[block] = {o: i for i, o in enumerate(block.ops)}
        return index[op]

    def is_unchecked(block: Block) -> bool:
        found = unchecked.get(block)
        if found is None:
            found = unchecked[block] = _may_be_graph_region(block.parent_op())
        return found

    visited: set[Operation] = set()
    """The ops walked so far: in the walk's pre-order, an op of the user's own
    block comes before the user exactly when it was walked before it."""
    for op in root.walk():
        parent = op.parent
        for number, value in enumerate(op.operands):
            if isinstance(value, BlockArgument):
                block, defining = value.block, None
            else:
                defining = cast(Operation, value.owner)
                block = defining.parent
                # Most uses: a value of an earlier op of the same block.
                if block is parent and block is not None and defining in visited:
                    continue
            if block is None or is_unchecked(block):
                continue
            if _dominates(block, defining, op, position):
                continue
            name = f"%{value.name_hint}" if value.name_hint else "the value"
            where = format_location(defining.location if defining is not None else None)
            defined = f" ({name} is defined at {where})" if where else ""
            raise VerifyError(
                f"operand #{number} does not dominate this use{defined}", op
            )
        visited.add(op)


def _dominates(
    block: Block,
    defining: Operation | None,
    op: Operation,
    position: Callable[[Operation, Block], int],
) -> bool:
    """Whether a value defined in `block` (by `defining`, or as an argument of
    `block` when None) may be used by `op`: `op` is (inside) an op of `block`
    after `defining`, or in another block of `block`'s region."""
    region = block.parent
    user: Operation | None = op
    while user is not None and user.parent_region() is not region:
        user = user.parent_op()
    if user is None:
        return False
    if user.parent is not block:
        return True  # another block of the same region
    return defining is None or position(defining, block) < position(user, block)


class BlockDominance:
    """Which blocks of a region dominate which: the dominator tree (Cooper,
    Harvey and Kennedy's iteration over the reverse post-order), each block
    numbered on entering and leaving it in a walk of the tree, so a query is
    two comparisons. Linear in the blocks and edges, where xDSL's
    `DominanceInfo` keeps every block's set of dominators (quadratic in a
    chain of blocks). An unreachable block counts as dominated by every block
    (no path reaches it)."""

    def __init__(self, region: Region):
        blocks = list(region.blocks)
        self._enter: dict[Block, int] = {}
        self._leave: dict[Block, int] = {}
        if not blocks:
            return
        order = _post_order(blocks[0])
        rank = {b: i for i, b in enumerate(order)}
        predecessors: dict[Block, list[Block]] = {b: [] for b in order}
        for b in order:
            last = b.last_op
            for s in last.successors if last is not None else ():
                predecessors[s].append(b)
        idom: dict[Block, Block] = {blocks[0]: blocks[0]}
        changed = True
        while changed:
            changed = False
            for b in reversed(order[:-1]):
                new: Block | None = None
                for p in predecessors[b]:
                    if p in idom:
                        new = p if new is None else _meet(p, new, idom, rank)
                assert new is not None  # the post-order's predecessor is seen
                if idom.get(b) is not new:
                    idom[b], changed = new, True
        children: dict[Block, list[Block]] = {b: [] for b in order}
        for b in reversed(order[:-1]):
            children[idom[b]].append(b)
        clock = 0
        stack: list[tuple[Block, bool]] = [(blocks[0], False)]
        while stack:
            b, done = stack.pop()
            clock += 1
            if done:
                self._leave[b] = clock
                continue
            self._enter[b] = clock
            stack.append((b, True))
            stack.extend((c, False) for c in reversed(children[b]))

    def dominates(self, a: Block, b: Block) -> bool:
        """Whether every path from the entry to `b` goes through `a` (`a` is
        `b`, or `b` is unreachable); both blocks of the region."""
        if b not in self._enter:
            return True
        if a not in self._enter:
            return False
        return self._enter[a] <= self._enter[b] and self._leave[b] <= self._leave[a]


def _post_order(entry: Block) -> list[Block]:
    """The blocks reachable from `entry`, in post-order of a depth-first walk."""
    order: list[Block] = []
    seen = {entry}
    stack = [(entry, _successors(entry))]
    while stack:
        block, pending = stack[-1]
        if pending:
            s = pending.pop()
            if s not in seen:
                seen.add(s)
                stack.append((s, _successors(s)))
        else:
            stack.pop()
            order.append(block)
    return order


def _successors(block: Block) -> list[Block]:
    last = block.last_op
    return list(reversed(last.successors)) if last is not None else []


def _meet(
    a: Block, b: Block, idom: dict[Block, Block], rank: dict[Block, int]
) -> Block:
    """The nearest common dominator of `a` and `b` (`rank`: post-order)."""
    while a is not b:
        while rank[a] < rank[b]:
            a = idom[a]
        while rank[b] < rank[a]:
            b = idom[b]
    return a


N = TypeVar("N", bound=Hashable)


def on_cycles(nodes: Iterable[N], successors: Callable[[N], Iterable[N]]) -> set[N]:
    """The nodes reachable from themselves through at least one edge: those
    of a strongly connected component of two nodes or more, or with an edge
    to themselves."""
    found: set[N] = set()
    for component in strongly_connected(nodes, successors):
        if len(component) > 1:
            found.update(component)
        elif component[0] in successors(component[0]):
            found.add(component[0])
    return found


def strongly_connected(
    nodes: Iterable[N], successors: Callable[[N], Iterable[N]]
) -> list[list[N]]:
    """The strongly connected components of the graph, each after every
    component it reaches (reverse topological order): Tarjan's search,
    without recursion, linear in the nodes and edges."""
    components: list[list[N]] = []
    index: dict[N, int] = {}
    low: dict[N, int] = {}
    stack: list[N] = []
    on_stack: set[N] = set()
    for root in nodes:
        if root in index:
            continue
        index[root] = low[root] = len(index)
        stack.append(root)
        on_stack.add(root)
        work = [(root, iter(successors(root)))]
        while work:
            node, pending = work[-1]
            successor = next(pending, None)
            if successor is not None:
                if successor not in index:
                    index[successor] = low[successor] = len(index)
                    stack.append(successor)
                    on_stack.add(successor)
                    work.append((successor, iter(successors(successor))))
                elif successor in on_stack:
                    low[node] = min(low[node], index[successor])
                continue
            work.pop()
            if work:
                parent = work[-1][0]
                low[parent] = min(low[parent], low[node])
            if low[node] == index[node]:
                component: list[N] = []
                while True:
                    member = stack.pop()
                    on_stack.discard(member)
                    component.append(member)
                    if member == node:
                        break
                components.append(component)
    return components

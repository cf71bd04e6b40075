"""The checker's control flow: program points of a whole function and where
each SSA value is live among them (docs/semantics.md §4.8, "the checker's
rules"), for functions of several blocks and views inside regions.

Written apart from the pass's `xhip.analysis.liveness` (and imports nothing of
it, nor of `dense_backward`, `aliases` or `xhip.planning`): a plain graph of
ops and a search over it, so that a mistake in the pass's dataflow is not
repeated here. Sets of points that may cover most of a function (what an
escaped view reaches) are `Points`, runs of consecutive points, the points
reachable from each point computed once over the graph's strongly connected
components (`xhip.ir.dominance.strongly_connected`).

Points: the function's ops in pre-order (an op, then the ops of its regions),
an op with regions twice: at its start (it reads its operands) and at its end
(its results exist), after the ops of its regions. Edges: the next op of a
block; a terminator's successor blocks (`cf.br`, `cf.cond_br`, `cf.switch`,
any op with successors); and, for an op with regions, its start to the
regions it may enter and each region's exits (the last ops of its blocks that
have no successors) to what may run next:

* `scf.for`, `scf.parallel`, `scf.forall`, `affine.for`, `affine.parallel`:
  start to the body or the end; the body's exit to the body (the back edge)
  or the end;
* `scf.while`: start to `before`; `before`'s exit to `after` or the end;
  `after`'s exit to `before`;
* `scf.if`, `scf.index_switch`, `scf.execute_region`, `affine.if`,
  `memref.alloca_scope`: start to each region (an empty one straight to the
  end); each exit to the end;
* any other op: start to each region or the end, each exit to each region or
  the end (any order, any number of times).

Liveness of one SSA value (`ControlFlow.live_points`): the points from which
a use of it can be reached without passing its definition (an op's result is
defined at the op, or its end; a block argument at the block's first op,
which it is live at), and the points of its uses. `flow_targets` says where a
control-flow op passes an operand on (block arguments, `iter_args`, region
results); what other ops make of a value is the checker's business
(`xhip.check.checker`).
"""

from __future__ import annotations

from bisect import bisect_right
from collections.abc import Iterable, Iterator, Sequence
from dataclasses import dataclass, field
from itertools import pairwise

from xdsl.dialects import cf, scf
from xdsl.ir import Block, BlockArgument, Operation, Region, SSAValue, Use

from xhip.ir.dominance import strongly_connected

END = -1
"""In a region op's flow: its end, as opposed to one of its regions."""

SEQUENTIAL = (
    scf.ForOp,
    scf.WhileOp,
    scf.IfOp,
    scf.IndexSwitchOp,
    scf.ExecuteRegionOp,
)
"""scf's region ops, whose operands and yields `flow_targets` maps one by one."""
LOOPS = ("scf.for", "scf.parallel", "scf.forall", "affine.for", "affine.parallel")
ONCE = ("scf.if", "scf.index_switch", "scf.execute_region", "affine.if")
ONE_AT_A_TIME = ("scf.for", "scf.while", "affine.for", *ONCE, "memref.alloca_scope")
"""Region ops that run their regions in place, one instance at a time (not
`scf.parallel`, `scf.forall`, `affine.parallel`, whose iterations may run
at once, nor ops the checker does not know)."""


def one_at_a_time(op: Operation) -> bool:
    return op.name in ONE_AT_A_TIME


def _flow(op: Operation) -> tuple[list[int], dict[int, list[int]]]:
    """Which regions (or `END`) `op`'s start leads to, and what each region's
    exits lead to."""
    count = len(op.regions)
    if op.name in LOOPS:
        return [0, END], {0: [0, END]}
    if isinstance(op, scf.WhileOp):
        return [0], {0: [1, END], 1: [0]}
    if op.name in ONCE or op.name == "memref.alloca_scope":
        return list(range(count)), {k: [END] for k in range(count)}
    anywhere = [*range(count), END]
    return anywhere, {k: anywhere for k in range(count)}


class Points:
    """An immutable set of program points as sorted, disjoint, non-adjacent
    runs `(first, last)`: what a view reaches after it is one run in a
    straight-line function, not a point each."""

    __slots__ = ("_firsts", "runs")

    def __init__(self, runs: Iterable[tuple[int, int]] = ()) -> None:
        merged: list[tuple[int, int]] = []
        for first, last in sorted(runs):
            if merged and first <= merged[-1][1] + 1:
                if last > merged[-1][1]:
                    merged[-1] = (merged[-1][0], last)
            else:
                merged.append((first, last))
        self.runs: tuple[tuple[int, int], ...] = tuple(merged)
        self._firsts = [first for first, _ in merged]

    @staticmethod
    def of(points: Iterable[int]) -> Points:
        return Points((p, p) for p in points)

    def __contains__(self, point: int) -> bool:
        k = bisect_right(self._firsts, point) - 1
        return k >= 0 and point <= self.runs[k][1]

    def __iter__(self) -> Iterator[int]:
        for first, last in self.runs:
            yield from range(first, last + 1)

    def __bool__(self) -> bool:
        return bool(self.runs)

    def __eq__(self, other: object) -> bool:
        return isinstance(other, Points) and self.runs == other.runs

    def __hash__(self) -> int:
        return hash(self.runs)

    def isdisjoint(self, other: Points) -> bool:
        a, b = self.runs, other.runs
        i = j = 0
        while i < len(a) and j < len(b):
            if a[i][1] < b[j][0]:
                i += 1
            elif b[j][1] < a[i][0]:
                j += 1
            else:
                return False
        return True


@dataclass
class ControlFlow:
    """The program points of a function and the edges between them."""

    labels: list[tuple[Operation, bool]] = field(
        default_factory=list[tuple[Operation, bool]]
    )
    """Per point, its op and whether it is the op's end."""
    start: dict[Operation, int] = field(default_factory=dict[Operation, int])
    end: dict[Operation, int] = field(default_factory=dict[Operation, int])
    successors: list[list[int]] = field(default_factory=list[list[int]])
    predecessors: list[list[int]] = field(default_factory=list[list[int]])
    _reach: list[Points] | None = None
    """Per point, the points reachable from it (`reach`), made when first asked."""
    _cyclic: list[bool] | None = None

    @staticmethod
    def of(body: Region) -> ControlFlow:
        graph = ControlFlow()
        graph._number(body)
        graph.successors = [[] for _ in graph.labels]
        graph.predecessors = [[] for _ in graph.labels]
        graph._link(body)
        return graph

    def _number(self, region: Region) -> None:
        for block in region.blocks:
            for op in block.ops:
                self.start[op] = len(self.labels)
                self.labels.append((op, False))
                if op.regions:
                    for inner in op.regions:
                        self._number(inner)
                    self.end[op] = len(self.labels)
                    self.labels.append((op, True))

    def after(self, op: Operation) -> int:
        """The point at which `op`'s results exist (its end, or the op)."""
        return self.end.get(op, self.start[op])

    def first(self, block: Block) -> int | None:
        """The block's first point; None for an empty block."""
        return None if block.first_op is None else self.start[block.first_op]

    def _edge(self, source: int, target: int) -> None:
        if target not in self.successors[source]:
            self.successors[source].append(target)
            self.predecessors[target].append(source)

    def _link(self, region: Region) -> None:
        """Edges inside `region`'s blocks and the regions of their ops."""
        for block in region.blocks:
            ops = list(block.ops)
            for op, following in pairwise(ops):
                self._edge(self.after(op), self.start[following])
            for op in ops:
                if op.regions:
                    self._link_region_op(op)
            last = block.last_op
            if last is not None:
                for successor in last.successors:
                    target = self.first(successor)
                    if target is not None:
                        self._edge(self.after(last), target)

    def _exits(self, region: Region) -> list[int]:
        """The points that leave `region`: last ops without successors."""
        return [
            self.after(b.last_op)
            for b in region.blocks
            if b.last_op is not None and not b.last_op.successors
        ]

    def _link_region_op(self, op: Operation) -> None:
        starts, then = _flow(op)
        entries = [self.first(r.blocks[0]) if r.blocks else None for r in op.regions]

        def go(source: int, target: int, seen: frozenset[int]) -> None:
            if target == END:
                self._edge(source, self.end[op])
            elif entries[target] is not None:
                self._edge(source, entries[target])  # pyright: ignore[reportArgumentType]
            elif target not in seen:  # an empty region: straight through it
                for onward in then.get(target, [END]):
                    go(source, onward, seen | {target})

        for target in starts:
            go(self.start[op], target, frozenset())
        for k, inner in enumerate(op.regions):
            self._link(inner)
            for source in self._exits(inner):
                for target in then.get(k, [END]):
                    go(source, target, frozenset())

    # -- searches ----------------------------------------------------------

    def definition(self, value: SSAValue) -> int | None:
        """Where `value` comes to be: its block's first point (an argument),
        or its op's `after`; None for an argument of the function's or an
        empty block."""
        if isinstance(value, BlockArgument):
            return self.first(value.block)
        assert isinstance(value.owner, Operation)
        return self.after(value.owner)

    def use_point(self, use: Use) -> int:
        return self.start[use.operation]

    def live_points(self, value: SSAValue) -> set[int]:
        """The points at which `value` is live (see the module docstring)."""
        definition = self.definition(value)
        argument = isinstance(value, BlockArgument)
        live: set[int] = set()
        work = [self.use_point(u) for u in value.uses if u.operation in self.start]
        while work:
            point = work.pop()
            if point in live or (point == definition and not argument):
                continue
            live.add(point)
            if point != definition:
                work.extend(self.predecessors[point])
        return live

    def reachable(self, sources: Iterable[int]) -> set[int]:
        """`sources` and every point reachable from them."""
        seen: set[int] = set()
        work = list(sources)
        while work:
            point = work.pop()
            if point not in seen:
                seen.add(point)
                work.extend(self.successors[point])
        return seen

    def reach(self, point: int) -> Points:
        """`point` and every point reachable from it, as `reachable([point])`."""
        if self._reach is None:
            self._components()
        assert self._reach is not None
        return self._reach[point]

    def on_cycle(self, point: int) -> bool:
        """Whether `point` may run again after it has run."""
        if self._cyclic is None:
            self._components()
        assert self._cyclic is not None
        return self._cyclic[point]

    def _components(self) -> None:
        """Per component of the graph, each after those it reaches: the points
        it reaches are its own and what its successors reach."""
        count = len(self.labels)
        reach: list[Points] = [Points()] * count
        cyclic = [False] * count
        for component in strongly_connected(range(count), self.successors.__getitem__):
            runs = [(p, p) for p in component]
            for p in component:
                runs.extend(r for s in self.successors[p] for r in reach[s].runs)
                cyclic[p] = len(component) > 1 or p in self.successors[p]
            points = Points(runs)
            for p in component:
                reach[p] = points
        self._reach, self._cyclic = reach, cyclic


def flow_targets(use: Use) -> list[SSAValue] | None:
    """The values a control-flow op hands its operand `use` on to: block
    arguments of successors, region arguments (`iter_args`) and results of
    scf's ops. None for any other op. A successor op the checker does not
    know hands an operand to every argument of its successors."""
    op, index = use.operation, use.index
    if isinstance(op, cf.BranchOp):
        return [op.successor.args[index]]
    if isinstance(op, cf.ConditionalBranchOp):
        then = len(op.then_arguments)
        if index == 0:
            return []
        if index <= then:
            return [op.then_block.args[index - 1]]
        return [op.else_block.args[index - 1 - then]]
    if isinstance(op, scf.ForOp):
        k = index - 3
        return [op.body.block.args[k + 1], op.results[k]] if k >= 0 else []
    if isinstance(op, scf.WhileOp):
        return [op.before_region.block.args[index]]
    if isinstance(op, scf.YieldOp | scf.ConditionOp):
        return _yield_targets(op, index)
    if isinstance(op, SEQUENTIAL):
        return []  # the operands of if, index_switch: conditions and cases
    if op.successors:
        return [a for s in op.successors for a in s.args]
    return None


def _yield_targets(op: scf.YieldOp | scf.ConditionOp, index: int) -> list[SSAValue]:
    parent = op.parent_op()
    if isinstance(op, scf.ConditionOp):
        if index == 0 or not isinstance(parent, scf.WhileOp):
            return []
        return [parent.after_region.block.args[index - 1], parent.results[index - 1]]
    if isinstance(parent, scf.ForOp):
        return [parent.body.block.args[index + 1], parent.results[index]]
    if isinstance(parent, scf.WhileOp):
        return [parent.before_region.block.args[index]]
    if isinstance(parent, scf.IfOp | scf.IndexSwitchOp | scf.ExecuteRegionOp):
        return [parent.results[index]]
    assert parent is not None
    return [*parent.results, *_region_arguments(parent)]


def _region_arguments(op: Operation) -> list[SSAValue]:
    return [a for r in op.regions for b in r.blocks for a in b.args]


def describe_points(points: Points | Sequence[int] | set[int] | frozenset[int]) -> str:
    """`3-5, 8`: sorted points as runs."""
    if isinstance(points, Points):
        return ", ".join(f"{a}" if a == b else f"{a}-{b}" for a, b in points.runs)
    runs: list[list[int]] = []
    for p in sorted(points):
        if runs and runs[-1][1] == p - 1:
            runs[-1][1] = p
        else:
            runs.append([p, p])
    return ", ".join(f"{a}" if a == b else f"{a}-{b}" for a, b in runs)

"""Which buffers may be live at each program point of a function: a dense
backward dataflow (`dense_backward.py`) over its blocks, branches and loops.

A buffer is a `memref.alloc`; a use of any value that may alias it
(`aliases.py`'s roots: views, selects, region results and arguments, block
arguments) uses it. Backward, a use makes the buffer live and its alloc kills
it, so a temporary of a loop body that nothing carries out of the iteration is
live within the iteration only, while a buffer live at the end of a loop body
is live around the back edge (`dense_backward.py` follows scf's regions and
the blocks' successors).

The kill is only right when no older instance of the buffer may still be
used when its alloc runs again. That holds for a use through an SSA value
dominated by the alloc (it sees the newest instance), not for a use through a
block argument (an `iter_args`, a `cf.br` operand: it may hold the instance of
an earlier iteration; a later block's argument only when it may be used after
the alloc without its block entered again, `_FreshArguments`) nor after the
address escaped (stored, handed to an op
of unknown effects or to work that runs later: any instance may be used at
any time after). Such a buffer (`carried`) is not killed, is live at the exit
when it escaped. Every buffer's points are cut to those its alloc reaches.

Program points are the function's ops numbered in pre-order (an op, then the
ops of its regions, in order). A buffer occupies the points before which it
is live, and its alloc's: `BufferLiveness.intervals` maps each alloc to an
`IntervalSet`; two buffers may share bytes only if their sets are disjoint.
"""

from __future__ import annotations

from dataclasses import dataclass

from xdsl.analysis.dataflow import ChangeResult, DataFlowSolver, ProgramPoint
from xdsl.dialects import memref
from xdsl.ir import Block, BlockArgument, Operation, SSAValue

from xhip.analysis.aliases import FoldedRoots, buffer_roots
from xhip.analysis.dense_backward import (
    AbstractDenseLattice,
    DenseBackwardDataFlowAnalysis,
    program_points,
    successor_points,
)
from xhip.analysis.escapes import keeps_operand
from xhip.analysis.op_facts import (
    EffectsOf,
    is_async,
    region_on_cycle,
    result_may_alias,
    runs_in_place,
    runs_one_at_a_time,
)
from xhip.ir.dominance import on_cycles
from xhip.planning.interval_sets import IntervalSet


class LiveBuffers(AbstractDenseLattice):
    """The allocs (their results) that may be live at a program point: bottom
    is the empty set, join is union."""

    def __init__(self, anchor: ProgramPoint):
        super().__init__(anchor)
        self.live: frozenset[SSAValue] = frozenset()

    def add(self, buffers: frozenset[SSAValue]) -> ChangeResult:
        if buffers <= self.live:
            return ChangeResult.NO_CHANGE
        self.live = self.live | buffers
        return ChangeResult.CHANGE

    def join(self, other: AbstractDenseLattice) -> ChangeResult:
        assert isinstance(other, LiveBuffers)
        return self.add(other.live)

    def __eq__(self, other: object) -> bool:
        return isinstance(other, LiveBuffers) and self.live == other.live

    __hash__ = None  # pyright: ignore[reportAssignmentType]

    def __str__(self) -> str:
        return "{" + ", ".join(sorted(b.name_hint or "?" for b in self.live)) + "}"


@dataclass(frozen=True)
class BufferUses:
    """What the liveness transfer needs to know about the function's buffers."""

    uses: dict[Operation, frozenset[SSAValue]]
    """Per op, the allocs its operands may alias (an op without any: absent)."""
    carried: frozenset[SSAValue]
    """Allocs not killed at their alloc (see the module's docstring)."""
    escaped: frozenset[SSAValue]
    """Allocs whose address may outlive the uses we see: live at the exit."""


class BufferLivenessAnalysis(DenseBackwardDataFlowAnalysis[LiveBuffers]):
    """Backward liveness of buffers: before an op, the buffers live after it
    (less its own alloc result, unless carried) and those its operands use."""

    def __init__(self, solver: DataFlowSolver, buffers: BufferUses):
        super().__init__(solver, LiveBuffers)
        self.buffers = buffers

    def transfer(
        self, op: Operation, live_after: frozenset[SSAValue]
    ) -> frozenset[SSAValue]:
        """The buffers live before `op` when `live_after` are live after it: an
        alloc kills its buffer (unless carried), a use makes it live."""
        live = live_after
        if isinstance(op, memref.AllocOp) and op.memref not in self.buffers.carried:
            live = live - {op.memref}
        return live | self.buffers.uses.get(op, frozenset())

    def visit_operation_impl(
        self, op: Operation, after: LiveBuffers, before: LiveBuffers
    ) -> None:
        self.propagate_if_changed(before, before.add(self.transfer(op, after.live)))

    def set_to_exit_state(self, lattice: LiveBuffers) -> None:
        lattice.add(self.buffers.escaped)


def buffer_uses(
    function: Operation,
    aliases: FoldedRoots | None = None,
    effects_of: EffectsOf | None = None,
) -> BufferUses:
    """Per op the allocs it uses, and which allocs are carried or escape.
    `aliases`: the alias analysis of `function` (`buffer_roots`), and
    `effects_of`: the ops' effects, when the caller has them."""
    if effects_of is None:
        effects_of = EffectsOf()
    if aliases is None:
        aliases = buffer_roots(function, effects_of)
    roots_of = aliases.roots_of
    uses: dict[Operation, frozenset[SSAValue]] = {}
    carried: set[SSAValue] = set()
    escaped: set[SSAValue] = set()
    fresh = _FreshArguments(function)
    for op in function.walk():
        if op is function:
            continue
        for region in op.regions:
            for block in region.blocks:
                for arg in block.args:
                    carried.update(fresh.carried(arg, roots_of(arg)))
        for block in op.successors:
            for arg in block.args:
                carried.update(fresh.carried(arg, roots_of(arg)))
        if isinstance(op, memref.DeallocOp):
            # Not a use (as in the entry-block path, docs/semantics.md §4): a
            # pooled buffer's deallocs are erased; a buffer that a dealloc of
            # something else may free is not pooled (`classify_frees`).
            continue
        used: set[SSAValue] = set()
        later: bool | None = None  # asked once an operand may be a buffer
        for index, operand in enumerate(op.operands):
            roots = roots_of(operand)
            if not roots:
                continue
            used.update(roots)
            if later is None:
                later = is_async(op) or deferring_parent(op, function) is not None
            if later or keeps_operand(op, index, effects_of=effects_of):
                escaped.update(roots)
        if used:
            uses[op] = frozenset(used)
    carried |= escaped
    return BufferUses(uses, frozenset(carried), frozenset(escaped))


class _FreshArguments:
    """Which buffers a block argument carries from one run of its block to
    the next. The argument of a region's first block (`iter_args`, a loop
    body's) carries every buffer it may hold. The argument of a later block
    (a merge block after `convert-scf-to-cf`) is defined anew each time the
    block is entered: it carries a buffer only when it (or a value made of
    it) may be used after an alloc of the buffer without the block being
    entered again in between, i.e. it may hold an older instance there."""

    def __init__(self, function: Operation):
        self.function = function
        self._uses: dict[BlockArgument, set[ProgramPoint]] = {}

    def carried(self, arg: SSAValue, roots: frozenset[SSAValue]) -> frozenset[SSAValue]:
        if not roots or not isinstance(arg, BlockArgument):
            return roots
        block, region = arg.block, arg.block.parent
        if region is None or region.blocks.first is block or block.first_op is None:
            return roots
        start = ProgramPoint.at_start_of_block(block)
        uses = self._uses_of(arg)
        return frozenset(
            r
            for r in roots
            if not isinstance(r.owner, Operation)
            or not uses.isdisjoint(self._reached(r.owner, start))
        )

    def _uses_of(self, arg: BlockArgument) -> set[ProgramPoint]:
        """The points of the uses of `arg` and of the values made of it (a
        branch passes it on to another argument, judged on its own)."""
        found = self._uses.get(arg)
        if found is not None:
            return found
        found = set[ProgramPoint]()
        seen: set[SSAValue] = {arg}
        work: list[SSAValue] = [arg]
        while work:
            for use in work.pop().uses:
                user = use.operation
                found.add(ProgramPoint.before(user))
                if user.successors:
                    continue
                made: list[SSAValue] = [
                    r for r in user.results if result_may_alias(user, r.type)
                ]
                made += [a for r in user.regions for b in r.blocks for a in b.args]
                # What a nested op makes may leave through its ancestors.
                ancestor = user.parent_op()
                while ancestor is not None and ancestor is not self.function:
                    made += ancestor.results
                    if ancestor.parent_region() is arg.block.parent:
                        break
                    ancestor = ancestor.parent_op()
                for value in made:
                    if value not in seen:
                        seen.add(value)
                        work.append(value)
        self._uses[arg] = found
        return found

    def _reached(self, alloc: Operation, start: ProgramPoint) -> set[ProgramPoint]:
        """The points control reaches after `alloc` without entering the
        block that begins at `start`."""
        seen: set[ProgramPoint] = set()
        pending = successor_points(ProgramPoint.before(alloc), self.function)[0]
        while pending:
            point = pending.pop()
            if point in seen or point == start:
                continue
            seen.add(point)
            pending.extend(successor_points(point, self.function)[0])
        return seen


def deferring_parent(op: Operation, function: Operation) -> Operation | None:
    """The innermost region op around `op` (up to `function`) that may run its
    regions later, or None: a use inside one is not a use at its point."""
    parent = op.parent_op()
    while parent is not None and parent is not function:
        if not runs_in_place(parent):
            return parent
        parent = parent.parent_op()
    return None


def concurrent_parent(op: Operation, function: Operation) -> Operation | None:
    """The innermost region op around `op` (up to `function`) that may run
    several instances of its regions at once (not
    `op_facts.runs_one_at_a_time`), or None."""
    parent = op.parent_op()
    while parent is not None and parent is not function:
        if not runs_one_at_a_time(parent):
            return parent
        parent = parent.parent_op()
    return None


@dataclass(frozen=True)
class BufferLiveness:
    """The result of `buffer_liveness`: the program points and per alloc its
    `IntervalSet` of points."""

    ops: tuple[Operation, ...]
    """The function's ops in pre-order: point `i` is `ops[i]`."""
    intervals: dict[memref.AllocOp, IntervalSet]
    """Per alloc of the function, the points where its buffer may be live: the
    alloc's own point and those before which it is live."""
    carried: frozenset[memref.AllocOp]
    """Allocs whose older instances may still be used when they run again (see
    the module's docstring): one offset cannot hold them all if the alloc is
    in a loop. Includes `escaped`."""
    escaped: frozenset[memref.AllocOp]
    """Allocs whose address may be kept beyond the uses seen (stored, given to
    an op of unknown effects or to work that runs later): live to the exit."""
    self_overlapping: frozenset[memref.AllocOp]
    """Carried allocs that may run again (in a loop, scf's or the blocks'): two
    of their instances may be live at once, so one offset cannot hold them."""
    aliases: FoldedRoots
    """The alias analysis the liveness ran on (`buffer_roots`): ask it
    `roots_of` a value without solving it again."""
    positions: dict[Operation, int]
    """Each op's point (`ops[positions[op]] is op`)."""
    effects_of: EffectsOf
    """The ops' effects, as the analyses asked for them: later questions of
    the same function's ops reuse them."""

    def index(self, op: Operation) -> int:
        return self.positions[op]

    @property
    def live_before(self) -> tuple[frozenset[SSAValue], ...]:
        """Per point, the allocs (results) whose `intervals` hold it: made
        when asked, a set per point (for tests and reports)."""
        live = [set[SSAValue]() for _ in self.ops]
        for alloc, points in self.intervals.items():
            for lo, hi in points:
                for p in range(lo, hi + 1):
                    live[p].add(alloc.memref)
        return tuple(frozenset(s) for s in live)

    def may_share(self, a: memref.AllocOp, b: memref.AllocOp) -> bool:
        """Whether the buffers of `a` and `b` are never live at once."""
        return self.intervals[a].isdisjoint(self.intervals[b])


def buffer_liveness(function: Operation) -> BufferLiveness:
    """Runs the liveness of buffers on `function` (a `func.func`, or any op
    whose regions are a function body).

    The sets are `BufferLivenessAnalysis`'s, computed without a set per
    point: the dataflow runs over straight-line segments (`_Segments`: sets
    at their ends only), then each buffer's points come out of one backward
    scan per segment as runs (`IntervalSet`), cut to what its alloc reaches
    by a search over the segments where it is live."""
    effects_of = EffectsOf()
    aliases = buffer_roots(function, effects_of)
    buffers = buffer_uses(function, aliases, effects_of)
    segments = _Segments(function, buffers)
    ops, position, block_end = segments.points, segments.position, segments.block_end
    runs = segments.runs()
    allocs = [op for op in ops if isinstance(op, memref.AllocOp)]
    intervals: dict[memref.AllocOp, IntervalSet] = {}
    for alloc in allocs:
        # Backward, a use through a region result also reaches the paths that
        # skip the region (an scf.if's other branch): cut to what the alloc
        # reaches. The ops after it in its block, and those nested in them
        # (pre-order: up to the block's last point), it does without a search.
        found = runs.get(alloc.memref, {})
        here = position[alloc]
        assert alloc.parent is not None
        end = block_end[alloc.parent]
        spans = [r for rs in found.values() for r in rs]
        if any(not (here <= first and last <= end) for first, last in spans):
            spans = segments.reached_runs(alloc, found)
        intervals[alloc] = IntervalSet([*spans, (here, here)])
    carried = frozenset(a for a in allocs if a.memref in buffers.carried)
    escaped = frozenset(a for a in allocs if a.memref in buffers.escaped)
    repeated = frozenset(a for a in carried if _may_run_again(a, function, segments))
    return BufferLiveness(
        tuple(ops),
        intervals,
        carried,
        escaped,
        repeated,
        aliases,
        position,
        effects_of,
    )


_Runs = dict[int, list[tuple[int, int]]]
"""Per segment, a buffer's runs of points `(first, last)` (op indices)."""


class _Segments:
    """The function's program points cut into straight-line segments: a run
    of points of one block whose every point but the last has the next one as
    its only successor (ops without regions), ending before a region op or at
    the block's end. Control enters a segment only at its head. Per segment
    the buffers live after it (`live_out`), by a backward dataflow of
    gen/kill sets to a fixpoint: `BufferLivenessAnalysis`'s states at the
    segments' ends, the states inside following by one scan."""

    def __init__(self, function: Operation, buffers: BufferUses):
        self.buffers = buffers
        self.points: list[Operation] = []
        """The function's ops in pre-order: point `i` is `points[i]`."""
        self.position: dict[Operation, int] = {}
        """Each op's point."""
        self.block_end: dict[Block, int] = {}
        """Per block with ops, the last point of its ops and of the ops
        nested in them (a point before which the next block's, or none,
        starts)."""
        self.ops: list[list[Operation]] = []
        """Per segment, its ops (the last one may have regions)."""
        self.at_end: list[bool] = []
        """Per segment, whether its last point is its block's end."""
        self.head: dict[Operation | Block, int] = {}
        """A segment's first point (an op, or an empty segment's block) -> it."""
        self.last: list[ProgramPoint] = []
        self.segment_of: dict[Operation, int] = {}
        for region in function.regions:
            for block in region.blocks:
                self._cut(block)
        count = len(self.ops)
        self.successors: list[list[int]] = [[] for _ in range(count)]
        self.exits = [False] * count
        predecessors: list[list[int]] = [[] for _ in range(count)]
        for k, point in enumerate(self.last):
            targets, self.exits[k] = successor_points(point, function)
            for target in targets:
                t = self.head[target.entity]
                self.successors[k].append(t)
                predecessors[t].append(k)
        self.live_out = self._solve(predecessors)
        self._cycles: set[int] | None = None

    def on_cycle(self, op: Operation) -> bool:
        """Whether control may reach `op`'s point again after it."""
        if self._cycles is None:
            self._cycles = on_cycles(range(len(self.ops)), self.successors.__getitem__)
        return self.segment_of[op] in self._cycles

    def _cut(self, block: Block) -> None:
        """Cuts `block` into segments, and numbers its ops (pre-order)."""
        current: list[Operation] = []
        points, position = self.points, self.position
        for op in block.ops:
            position[op] = len(points)
            points.append(op)
            if not current:
                self.head[op] = len(self.ops)
            current.append(op)
            self.segment_of[op] = len(self.ops)
            if op.regions:
                self._close(current, ProgramPoint.before(op), False)
                current = []
                for region in op.regions:
                    for nested in region.blocks:
                        self._cut(nested)
        if not current:  # an empty block, or one ending in a region op
            self.head[block] = len(self.ops)
        self._close(current, ProgramPoint.at_end_of_block(block), True)
        if block.first_op is not None:
            self.block_end[block] = len(points) - 1

    def _close(self, ops: list[Operation], last: ProgramPoint, at_end: bool) -> None:
        self.ops.append(ops)
        self.last.append(last)
        self.at_end.append(at_end)

    def _kills(self, op: Operation) -> SSAValue | None:
        if isinstance(op, memref.AllocOp) and op.memref not in self.buffers.carried:
            return op.memref
        return None

    def _solve(self, predecessors: list[list[int]]) -> list[set[SSAValue]]:
        gens: list[frozenset[SSAValue]] = []
        kills: list[frozenset[SSAValue]] = []
        uses = self.buffers.uses
        for ops in self.ops:
            gen: set[SSAValue] = set()
            kill: set[SSAValue] = set()
            for op in reversed(ops):
                killed = self._kills(op)
                if killed is not None:
                    gen.discard(killed)
                    kill.add(killed)
                gen.update(uses.get(op, ()))
            gens.append(frozenset(gen))
            kills.append(frozenset(kill))
        count = len(self.ops)
        live_out: list[set[SSAValue]] = [
            set(self.buffers.escaped) if self.exits[k] else set() for k in range(count)
        ]
        live_in: list[set[SSAValue]] = [set() for _ in range(count)]
        # Last segment first: a backward pass converges in fewer rounds.
        pending = list(range(count))
        queued = [True] * count
        while pending:
            k = pending.pop()
            queued[k] = False
            out = live_out[k]
            for t in self.successors[k]:
                out |= live_in[t]
            new = gens[k] | (out - kills[k])
            if len(new) != len(live_in[k]):
                live_in[k] = set(new)
                for p in predecessors[k]:
                    if not queued[p]:
                        queued[p] = True
                        pending.append(p)
        return live_out

    def runs(self) -> dict[SSAValue, _Runs]:
        """Per buffer, per segment where it is live, its runs of points."""
        found: dict[SSAValue, _Runs] = {}
        uses = self.buffers.uses
        for k, ops in enumerate(self.ops):
            if not ops:
                continue
            first = self.position[ops[0]]
            last = first + len(ops) - 1
            open_end = dict.fromkeys(self.live_out[k], last)
            for index in range(last, first - 1, -1):
                op = ops[index - first]
                killed = self._kills(op)
                if killed is not None and killed in open_end:
                    end = open_end.pop(killed)
                    if index < end:
                        found.setdefault(killed, {}).setdefault(k, []).append(
                            (index + 1, end)
                        )
                for buffer in uses.get(op, ()):
                    open_end.setdefault(buffer, index)
            for buffer, end in open_end.items():
                found.setdefault(buffer, {}).setdefault(k, []).append((first, end))
        return found

    def reached_runs(
        self, alloc: memref.AllocOp, found: _Runs
    ) -> list[tuple[int, int]]:
        """The runs of `found` (the alloc's buffer's) that control reaches
        from `alloc`: a search forward over the points where the buffer is
        live, which reaches every such point that any path does (the part of
        a path after the alloc's last run is live all along)."""
        buffer = alloc.memref
        here = self.position[alloc]
        reached: list[tuple[int, int]] = []
        seen: set[int] = set()
        pending = [(self.segment_of[alloc], here + 1)]
        while pending:
            k, entry = pending.pop()
            ops = self.ops[k]
            last = self.position[ops[-1]] if ops else entry - 1
            if entry <= last:
                run = next((r for r in found.get(k, ()) if r[0] <= entry <= r[1]), None)
                if run is None:
                    continue
                reached.append((entry, run[1]))
                if run[1] < last:
                    continue
            # At its last point: through its end, when live there.
            if self.at_end[k] and buffer not in self.live_out[k]:
                continue
            for t in self.successors[k]:
                if t not in seen:
                    seen.add(t)
                    head = self.ops[t]
                    pending.append((t, self.position[head[0]] if head else 0))
        return sorted(set(reached))


def _may_run_again(alloc: Operation, function: Operation, segments: _Segments) -> bool:
    """Whether control may come back to `alloc` after it: a region around it
    may run again (on a cycle of its parent's regions, `region_on_cycle`), or,
    in a region of several blocks, its segment is on a cycle (control enters a
    segment only at its head)."""
    block = alloc.parent
    while block is not None and block.parent is not None:
        region = block.parent
        parent = region.parent
        if parent is None:
            return False
        if len(region.blocks) > 1:
            return segments.on_cycle(alloc)
        if parent is function:
            return False
        if region_on_cycle(parent, region):
            return True
        block = parent.parent
    return False


__all__ = [
    "BufferLiveness",
    "BufferLivenessAnalysis",
    "LiveBuffers",
    "buffer_liveness",
    "buffer_uses",
    "program_points",
]

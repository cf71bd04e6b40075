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

from collections.abc import Iterator
from dataclasses import dataclass

from xdsl.analysis.dataflow import ChangeResult, DataFlowSolver, ProgramPoint
from xdsl.context import Context
from xdsl.dialects import memref
from xdsl.ir import Block, BlockArgument, Operation, SSAValue

from xhip.analysis.aliases import may_alias, solve_buffer_roots
from xhip.analysis.aliases import roots_of as solver_roots_of
from xhip.analysis.dense_backward import (
    AbstractDenseLattice,
    DenseBackwardDataFlowAnalysis,
    program_points,
    region_successors,
    successor_points,
)
from xhip.analysis.escapes import is_async, keeps_operand, runs_in_place
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
    function: Operation, solver: DataFlowSolver | None = None
) -> BufferUses:
    """Per op the allocs it uses, and which allocs are carried or escape.
    `solver`: the alias analysis of `function` (`solve_buffer_roots`), when
    the caller has it."""
    if solver is None:
        solver = solve_buffer_roots(function)
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
                    carried.update(fresh.carried(arg, solver_roots_of(solver, arg)))
        for block in op.successors:
            for arg in block.args:
                carried.update(fresh.carried(arg, solver_roots_of(solver, arg)))
        if isinstance(op, memref.DeallocOp):
            # Not a use (as in the entry-block path, docs/semantics.md §4): a
            # pooled buffer's deallocs are erased; a buffer that a dealloc of
            # something else may free is not pooled (`classify_frees`).
            continue
        used: set[SSAValue] = set()
        later = is_async(op) or deferring_parent(op, function) is not None
        for index, operand in enumerate(op.operands):
            roots = solver_roots_of(solver, operand)
            used.update(roots)
            if roots and (later or keeps_operand(op, index)):
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
                    r for r in user.results if may_alias(user, r.type)
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


SEQUENTIAL_REGION_OPS: frozenset[str] = frozenset(
    {
        "scf.for",
        "scf.while",
        "scf.if",
        "scf.index_switch",
        "scf.execute_region",
        "affine.for",
        "affine.if",
        "memref.alloca_scope",
    }
)
"""Region ops that run their regions one instance at a time: an alloc inside
them has one instance live per run of its point, which one offset can hold.
Inside any other region op (`scf.parallel`, `scf.forall`, `affine.parallel`,
`linalg.generic`, ops of unknown semantics) instances may run at once."""


def concurrent_parent(op: Operation, function: Operation) -> Operation | None:
    """The innermost region op around `op` (up to `function`) that may run
    several instances of its regions at once, or None."""
    parent = op.parent_op()
    while parent is not None and parent is not function:
        if parent.name not in SEQUENTIAL_REGION_OPS:
            return parent
        parent = parent.parent_op()
    return None


@dataclass(frozen=True)
class BufferLiveness:
    """The result of `buffer_liveness`: the program points, the live set before
    each, and per alloc its `IntervalSet` of points."""

    ops: tuple[Operation, ...]
    """The function's ops in pre-order: point `i` is `ops[i]`."""
    live_before: tuple[frozenset[SSAValue], ...]
    """Per point, the allocs (results) that may be live right before the op
    (and that its alloc reaches)."""
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
    aliases: DataFlowSolver
    """The alias analysis the liveness ran on (`solve_buffer_roots`): ask it
    `roots_of` a value without solving it again."""

    def index(self, op: Operation) -> int:
        return self.ops.index(op)

    def may_share(self, a: memref.AllocOp, b: memref.AllocOp) -> bool:
        """Whether the buffers of `a` and `b` are never live at once."""
        return self.intervals[a].isdisjoint(self.intervals[b])


def buffer_liveness(function: Operation) -> BufferLiveness:
    """Runs the liveness of buffers on `function` (a `func.func`, or any op
    whose regions are a function body)."""
    aliases = solve_buffer_roots(function)
    buffers = buffer_uses(function, aliases)
    solver = DataFlowSolver(Context())
    solver.load(BufferLivenessAnalysis, buffers)
    solver.initialize_and_run(function)
    ops = tuple(op for op in function.walk() if op is not function)
    position = {op: i for i, op in enumerate(ops)}
    allocs = [op for op in ops if isinstance(op, memref.AllocOp)]
    points: dict[SSAValue, list[int]] = {a.memref: [] for a in allocs}
    for index, op in enumerate(ops):
        for buffer in _state(solver, ProgramPoint.before(op)):
            if buffer in points:
                points[buffer].append(index)
    live_before = [set[SSAValue]() for _ in ops]
    intervals: dict[memref.AllocOp, IntervalSet] = {}
    block_end = _block_ends(ops)
    for alloc in allocs:
        # Backward, a use through a region result also reaches the paths that
        # skip the region (an scf.if's other branch): cut to what the alloc
        # reaches. The ops after it in its block, and those nested in them
        # (pre-order: up to the block's last point), it does without a search.
        found = points[alloc.memref]
        here = position[alloc]
        assert alloc.parent is not None
        end = block_end[alloc.parent]
        if any(not here <= p <= end for p in found):
            reached = _reached_from(alloc, function, position)
            found = [p for p in found if p in reached]
        for index in found:
            live_before[index].add(alloc.memref)
        intervals[alloc] = IntervalSet.of_points([*found, position[alloc]])
    carried = frozenset(a for a in allocs if a.memref in buffers.carried)
    escaped = frozenset(a for a in allocs if a.memref in buffers.escaped)
    repeated = frozenset(a for a in carried if _may_run_again(a, function))
    return BufferLiveness(
        ops,
        tuple(frozenset(s) for s in live_before),
        intervals,
        carried,
        escaped,
        repeated,
        aliases,
    )


def _block_ends(ops: tuple[Operation, ...]) -> dict[Block, int]:
    """Per block, the last point of its ops and of the ops nested in them
    (a point before which the next block's, or none, starts)."""
    ends: dict[Block, int] = {}
    for index, op in enumerate(ops):
        for ancestor in _ancestor_blocks(op):
            ends[ancestor] = index
    return ends


def _ancestor_blocks(op: Operation) -> Iterator[Block]:
    block = op.parent
    while block is not None:
        yield block
        parent = block.parent_op()
        block = parent.parent if parent is not None else None


def _state(solver: DataFlowSolver, point: ProgramPoint) -> frozenset[SSAValue]:
    state = solver.lookup_state(point, LiveBuffers)
    return state.live if state is not None else frozenset()


def _reached_from(
    alloc: Operation, function: Operation, position: dict[Operation, int]
) -> set[int]:
    """The points (op indices) control may reach from `alloc`, itself included."""
    start = ProgramPoint.before(alloc)
    seen = _reachable([start], function) | {start}
    return {position[p.op] for p in seen if p.op is not None}


def _reachable(starts: list[ProgramPoint], function: Operation) -> set[ProgramPoint]:
    """The points control may reach from `starts` (themselves only when on a
    cycle)."""
    seen: set[ProgramPoint] = set()
    pending = list(starts)
    while pending:
        successors, _ = successor_points(pending.pop(), function)
        for successor in successors:
            if successor not in seen:
                seen.add(successor)
                pending.append(successor)
    return seen


def _may_run_again(alloc: Operation, function: Operation) -> bool:
    """Whether control may come back to `alloc` after it: a region around it
    may run again (`region_successors`), or, in a region of several blocks, a
    search finds a cycle through it."""
    block = alloc.parent
    while block is not None and block.parent is not None:
        region = block.parent
        parent = region.parent
        if parent is None:
            return False
        if len(region.blocks) > 1:
            start = ProgramPoint.before(alloc)
            after, _ = successor_points(start, function)
            return start in _reachable(after, function)
        if parent is function:
            return False
        if region in region_successors(parent, region):
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

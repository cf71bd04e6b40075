"""A dense backward dataflow analysis on xDSL's `DataFlowSolver`.

xDSL's `xdsl.analysis` has sparse analyses only. This module adds the dense
backward kind of MLIR's `DenseBackwardDataFlowAnalysis`: a lattice at every
program point (`ProgramPoint.before(op)`, and the end of each block, which is
the point after its terminator), computed from the points control may reach
next. It is written to go upstream as it is; until xDSL has
`RegionBranchOpInterface`, `xhip.analysis.op_facts.region_successors` stands
in for it with a table of scf's ops, and any other region op is taken to run
its regions any number of times in any order (sound for a may-analysis).

Control flow followed, from a point:
* before an op without regions: the point after it;
* before a region op: the entry of each region it may enter first, and the
  point after it when it may complete without entering one (`scf.for` of zero
  trips, `scf.if` without an else);
* the end of a block whose terminator has successors (`cf.br`, `cf.cond_br`,
  `cf.switch`, any op with successors): the start of each successor;
* the end of a block of a region without successors: where its parent op may
  go from that region (`region_successors`: another region's entry, the
  region itself around a back edge, or the point after the parent op);
* the end of a block of the analysed op's own regions: the exit
  (`set_to_exit_state`).

Every block is treated as executable (no dead-code analysis is required).
"""

from __future__ import annotations

from abc import ABC, abstractmethod
from collections.abc import Iterator, Sequence
from typing import Generic

from typing_extensions import TypeVar
from xdsl.analysis.dataflow import (
    AnalysisState,
    ChangeResult,
    DataFlowAnalysis,
    DataFlowSolver,
    ProgramPoint,
)
from xdsl.ir import Block, Operation, Region

from xhip.analysis.op_facts import region_successors


class AbstractDenseLattice(AnalysisState[ProgramPoint], ABC):
    """A lattice element attached to a program point. Only `join` is needed by
    a backward may-analysis: the state at a point is the join of the states
    its successors give back."""

    @abstractmethod
    def join(self, other: AbstractDenseLattice) -> ChangeResult:
        """Joins `other` into this element; whether it changed."""


DenseLatticeInvT = TypeVar("DenseLatticeInvT", bound=AbstractDenseLattice)


def _entry(region: Region) -> ProgramPoint:
    block = region.first_block
    assert block is not None
    return ProgramPoint.at_start_of_block(block)


def successor_points(
    point: ProgramPoint, top: Operation
) -> tuple[list[ProgramPoint], bool]:
    """The points control may reach right after `point` inside `top`, and
    whether it may leave `top` from there (the exit)."""
    op = point.op
    if op is not None:
        if not op.regions:
            return [ProgramPoint.after(op)], False
        targets = region_successors(op, None)
        return _region_targets(op, targets), False
    block = point.block
    assert block is not None
    terminator = block.last_op
    if terminator is not None and terminator.successors:
        return [ProgramPoint.at_start_of_block(s) for s in terminator.successors], False
    region = block.parent
    parent = region.parent if region is not None else None
    if parent is None or parent is top:
        return [], True
    return _region_targets(parent, region_successors(parent, region)), False


def _region_targets(
    op: Operation, targets: Sequence[Region | None]
) -> list[ProgramPoint]:
    return [
        ProgramPoint.after(op) if r is None else _entry(r)
        for r in targets
        if r is None or r.blocks
    ]


def program_points(top: Operation) -> Iterator[ProgramPoint]:
    """Every point inside `top`'s regions in pre-order: before each op, then the
    points of its regions, then (after a block's last op) the block's end."""
    for region in top.regions:
        for block in region.blocks:
            yield from _block_points(block)


def _block_points(block: Block) -> Iterator[ProgramPoint]:
    for op in block.ops:
        yield ProgramPoint.before(op)
        for region in op.regions:
            for nested in region.blocks:
                yield from _block_points(nested)
    yield ProgramPoint.at_end_of_block(block)


class DenseBackwardDataFlowAnalysis(DataFlowAnalysis, ABC, Generic[DenseLatticeInvT]):
    """Base class of dense backward analyses: the state before an op is the
    transfer (`visit_operation_impl`) of the join of the states at the points
    control may reach next (`successor_points`); the state at a block's end is
    that join itself. Region ops are transferred like any op, from the join of
    their regions' entries (and the point after them when they may skip
    their regions): their own operands are used before their regions run."""

    def __init__(self, solver: DataFlowSolver, lattice_type: type[DenseLatticeInvT]):
        super().__init__(solver)
        self.lattice_type = lattice_type
        self.top: Operation | None = None

    def initialize(self, op: Operation) -> None:
        self.top = op
        # Visited last point first: a backward pass converges in fewer rounds.
        for point in reversed(list(program_points(op))):
            self.visit(point)

    def get_lattice(self, point: ProgramPoint) -> DenseLatticeInvT:
        return self.get_or_create_state(point, self.lattice_type)

    def visit(self, point: ProgramPoint) -> None:
        assert self.top is not None
        successors, exits = successor_points(point, self.top)
        after = self.lattice_type(point)
        for successor in successors:
            state = self.get_lattice(successor)
            self.add_dependency(state, point)
            after.join(state)
        if exits:
            self.set_to_exit_state(after)
        before = self.get_lattice(point)
        if point.op is None:
            self.propagate_if_changed(before, before.join(after))
        else:
            self.visit_operation_impl(point.op, after, before)

    @abstractmethod
    def visit_operation_impl(
        self, op: Operation, after: DenseLatticeInvT, before: DenseLatticeInvT
    ) -> None:
        """The transfer function: join into `before` what holds before `op`
        given `after` (use `self.propagate_if_changed(before, ...)`)."""

    @abstractmethod
    def set_to_exit_state(self, lattice: DenseLatticeInvT) -> None:
        """Sets `lattice`, the state where control leaves the analysed op, to
        what holds there (a fresh element: join into it)."""

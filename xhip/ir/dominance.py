"""The dominance check xDSL's verifier lacks (MLIR's verifier has it)."""

from __future__ import annotations

from collections.abc import Callable
from typing import cast

from xdsl.dialects.builtin import ModuleOp, UnregisteredOp
from xdsl.ir import Block, BlockArgument, Operation

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

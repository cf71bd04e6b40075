"""The dominance check xDSL's verifier lacks (MLIR's verifier has it)."""

from __future__ import annotations

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

    def position(op: Operation, block: Block) -> int:
        index = positions.get(block)
        if index is None:
            index = positions[block] = {o: i for i, o in enumerate(block.ops)}
        return index[op]

    for op in root.walk():
        for number, value in enumerate(op.operands):
            if isinstance(value, BlockArgument):
                block, defining = value.block, None
            else:
                defining = cast(Operation, value.owner)
                block = defining.parent
            if block is None or _may_be_graph_region(block.parent_op()):
                continue
            region = block.parent
            user: Operation | None = op
            while user is not None and user.parent_region() is not region:
                user = user.parent_op()
            if user is not None and user.parent is not block:
                continue  # another block of the same region
            if user is not None and (
                defining is None or position(defining, block) < position(user, block)
            ):
                continue
            name = f"%{value.name_hint}" if value.name_hint else "the value"
            where = format_location(defining.location if defining is not None else None)
            defined = f" ({name} is defined at {where})" if where else ""
            raise VerifyError(
                f"operand #{number} does not dominate this use{defined}", op
            )

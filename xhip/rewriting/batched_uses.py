"""Use replacement that rebuilds each wide op's operand tuple once.

xDSL's `OpOperands.__setitem__` copies the whole operand tuple for each operand
it sets, so replacing, one at a time, n values that one op receives (a
`func.return` of n buffers, an op of unknown effects given n buffers) costs
n^2. `BatchedUses` moves the same `Use` objects in the same order as
`SSAValue.replace_all_uses_with` does (so every value's use list ends up as it
would), and rebuilds the operand tuple of an op with at least `WIDE` operands
once, in `flush`, for all its replaced operands.
"""

from __future__ import annotations

from xdsl.ir import Operation, SSAValue

from xhip.dialects.xdsl_ext.private_api import set_operands_keeping_uses

WIDE = 8
"""Ops with this many operands or more get their tuple rebuilt once (narrower
ones as xDSL does it: their tuples are short, and they may be erased before
the flush, a dealloc for one)."""


class BatchedUses:
    """Replaces uses; call `flush` before reading the operands of a wide user,
    and before erasing one."""

    def __init__(self) -> None:
        self.pending: dict[Operation, list[SSAValue]] = {}

    def replace_all_uses(self, old: SSAValue, new: SSAValue) -> None:
        """`old.replace_all_uses_with(new)`, wide users' tuples deferred."""
        for use in tuple(old.uses):
            user = use.operation
            operands = self.pending.get(user)
            if operands is None and len(user.operands) >= WIDE:
                operands = self.pending[user] = list(user.operands)
            if operands is None:
                user.operands[use.index] = new
                continue
            old.remove_use(use)
            new.add_use(use)
            operands[use.index] = new
        if new.name_hint is None:
            new.name_hint = old.name_hint

    def flush(self) -> None:
        for op, operands in self.pending.items():
            set_operands_keeping_uses(op, operands)
        self.pending.clear()

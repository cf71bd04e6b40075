"""MLIR's `BufferViewFlowAnalysis`: which values a buffer flows into.

`hip-use-output-allocator` turns an alloc into an output when it reaches a
`func.return` operand as MLIR's analysis follows it (docs/passes.md,
"hip-use-output-allocator"): through the memref ops with MLIR's
`ViewLikeOpInterface` (`xhip.analysis.op_facts.VIEW_LIKE_INTERFACE`), `scf` region forwarding,
`cf` branch operands and `func.call` results. Any other op breaks the chain.
"""

from __future__ import annotations

from collections.abc import Iterable

from xdsl.dialects import func, scf
from xdsl.ir import Block, Operation, SSAValue

from xhip.analysis.op_facts import is_view_like, successor_operands


class ViewFlow:
    """MLIR's `BufferViewFlowAnalysis` of one function: which values each value
    flows into (views, region and branch forwarding, call results)."""

    def __init__(self, f: func.FuncOp):
        self.dependents: dict[SSAValue, list[SSAValue]] = {}
        for op in f.walk():
            if op is not f:
                self._visit(op)

    def _flow(self, sources: Iterable[SSAValue], targets: Iterable[SSAValue]) -> None:
        for source, target in zip(sources, targets, strict=False):
            self.dependents.setdefault(source, []).append(target)

    def _visit(self, op: Operation) -> None:
        if is_view_like(op):
            self._flow(op.operands[:1], op.results[:1])
        elif (passed := successor_operands(op)) is not None:
            for successor, operands in passed:
                self._flow(operands, successor.args)
        elif isinstance(op, scf.ForOp):
            body = op.body.blocks[0]
            self._flow(op.iter_args, body.args[1:])
            self._flow(op.iter_args, op.res)
            yielded = self._yielded(body)
            self._flow(yielded, body.args[1:])
            self._flow(yielded, op.res)
        elif isinstance(op, scf.WhileOp):
            before = op.before_region.blocks[0]
            after = op.after_region.blocks[0]
            self._flow(op.arguments, before.args)
            condition = before.last_op
            if isinstance(condition, scf.ConditionOp):
                self._flow(condition.args, after.args)
                self._flow(condition.args, op.res)
            self._flow(self._yielded(after), before.args)
        elif isinstance(op, scf.IfOp | scf.IndexSwitchOp | scf.ExecuteRegionOp):
            for region in op.regions:
                for block in region.blocks:
                    self._flow(self._yielded(block), op.results)
        elif isinstance(op, func.CallOp):
            # Intra-procedural: every result may alias every operand.
            for operand in op.operands:
                self._flow([operand] * len(op.results), op.results)

    @staticmethod
    def _yielded(block: Block) -> list[SSAValue]:
        last = block.last_op
        if isinstance(last, scf.YieldOp):
            return list(last.operands)
        return []

    def derived(self, value: SSAValue) -> set[SSAValue]:
        """`value` and everything that flows from it, transitively."""
        seen = {value}
        pending = [value]
        while pending:
            for target in self.dependents.get(pending.pop(), ()):
                if target not in seen:
                    seen.add(target)
                    pending.append(target)
        return seen

"""Which arguments the functions of a module may keep: callee summaries.

An op that calls a function of the module (`func.call`, and `hip.loop` /
`hip.if`, which call their outlined bodies) is not an op of unknown effects as
far as its buffer operands go: what it does with them is what the callee does.
A callee *keeps* an argument when a value that may alias it
(`xhip.analysis.aliases`, with the function's arguments as roots)

* is used by an op that may keep it (`xhip.analysis.escapes.keeps_operand`,
  with these summaries for the calls inside: the question is interprocedural),
* is returned (`func.return`: the caller would hold it after the call), or
* is freed (`memref.dealloc`, or an op whose effects free it).

A buffer handed to a call whose callees keep none of what it receives ends its
life at the call, as in the reference; a callee that is not in the module, has
no body (a declaration), or is on a cycle of calls being summarised, keeps
everything (its buffer escapes: live to the end of the block).

`func.call`'s operands are its callee's arguments, one for one. The argument
layout of `hip.loop`'s and `hip.if`'s outlined bodies is a convention of the
passes that outline them, not of the ops, so a buffer operand of theirs is kept
unless none of their callees (`body_func`; `then_func` and `else_func`) keeps
any argument at all.
"""

from __future__ import annotations

from xdsl.analysis.dataflow import DataFlowSolver
from xdsl.context import Context
from xdsl.dialects import func, memref
from xdsl.dialects.builtin import ModuleOp, SymbolRefAttr
from xdsl.ir import BlockArgument, Operation, SSAValue

from xhip.analysis.aliases import BufferAliasAnalysis, BufferRoots, roots_of
from xhip.dialects.hip import IfOp, LoopOp


class ArgumentAliasAnalysis(BufferAliasAnalysis):
    """`BufferAliasAnalysis` of one function whose arguments are roots too."""

    def visit_operation(self, op: Operation) -> None:
        if isinstance(op, func.FuncOp):
            return  # the function analysed: its arguments are roots, not targets
        super().visit_operation(op)

    def set_to_entry_state(self, lattice: BufferRoots) -> None:
        anchor = lattice.anchor
        if isinstance(anchor, BlockArgument) and isinstance(
            anchor.block.parent_op(), func.FuncOp
        ):
            self.propagate_if_changed(lattice, lattice.add(frozenset([anchor])))


def _callee_names(op: Operation) -> list[SymbolRefAttr] | None:
    """The functions `op` calls, or None when it calls none (as far as known)."""
    if isinstance(op, func.CallOp):
        return [op.callee]
    if isinstance(op, LoopOp):
        return [op.body_func]
    if isinstance(op, IfOp):
        return [op.then_func, op.else_func]
    return None


class CalleeCaptures:
    """The summaries of the functions of one module, computed on demand and
    memoised: `keeps_operand(op, index)` for the calls, `kept_arguments(f)`."""

    def __init__(self, module: Operation | None):
        self.functions: dict[str, func.FuncOp] = {}
        if module is not None:
            for op in module.regions[0].ops if module.regions else ():
                if isinstance(op, func.FuncOp):
                    self.functions.setdefault(op.sym_name.data, op)
        self._kept: dict[func.FuncOp, frozenset[int]] = {}
        self._active: set[func.FuncOp] = set()

    @staticmethod
    def of(op: Operation) -> CalleeCaptures:
        """The summaries of the outermost module around `op` (where the function
        symbols of `func.call` resolve)."""
        top: Operation | None = None
        current: Operation | None = op
        while current is not None:
            if isinstance(current, ModuleOp):
                top = current
            current = current.parent_op()
        return CalleeCaptures(top)

    def keeps_operand(self, op: Operation, index: int) -> bool | None:
        """Whether the call `op` may keep operand `index`; None when `op` calls
        no function (the caller decides from its effects)."""
        names = _callee_names(op)
        if names is None:
            return None
        callees = [self.functions.get(n.string_value()) for n in names]
        if isinstance(op, func.CallOp):
            callee = callees[0]
            return callee is None or index in self.kept_arguments(callee)
        return any(c is None or self.kept_arguments(c) for c in callees)

    def kept_arguments(self, f: func.FuncOp) -> frozenset[int]:
        """The indices of the arguments `f` may keep (all of them for a
        declaration, or while `f` is being summarised: a recursive call)."""
        known = self._kept.get(f)
        if known is not None:
            return known
        everything = frozenset(range(len(f.function_type.inputs.data)))
        if not f.body.blocks or f in self._active:
            return everything
        self._active.add(f)
        try:
            kept = self._summarise(f)
        finally:
            self._active.discard(f)
        self._kept[f] = kept
        return kept

    def _summarise(self, f: func.FuncOp) -> frozenset[int]:
        # Imported here: escapes' `keeps_operand` asks these summaries back.
        from xhip.analysis.escapes import keeps_operand, may_free

        solver = DataFlowSolver(Context())
        solver.load(ArgumentAliasAnalysis)
        solver.initialize_and_run(f)
        arguments = set(f.body.blocks[0].args)
        kept: set[int] = set()
        for value in _values_in(f):
            aliased = roots_of(solver, value) & arguments
            if not aliased or {cast_argument(a) for a in aliased} <= kept:
                continue
            for use in value.uses:
                user = use.operation
                returned = isinstance(user, func.ReturnOp) and user.parent_op() is f
                if (
                    returned
                    or isinstance(user, memref.DeallocOp)
                    or may_free(user, value)
                    or keeps_operand(user, use.index, self)
                ):
                    kept |= {cast_argument(a) for a in aliased}
        return frozenset(kept)


def cast_argument(value: SSAValue) -> int:
    """The index of a function argument (a root of `ArgumentAliasAnalysis`)."""
    assert isinstance(value, BlockArgument)
    return value.index


def _values_in(f: func.FuncOp) -> list[SSAValue]:
    """Every argument, op result and block argument of `f`'s body."""
    values: list[SSAValue] = []
    for block in f.body.blocks:
        values.extend(block.args)
    for op in f.body.walk():
        values.extend(op.results)
        for region in op.regions:
            for block in region.blocks:
                values.extend(block.args)
    return values

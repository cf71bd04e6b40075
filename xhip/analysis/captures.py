"""Which arguments the functions of a module may keep: callee summaries.

An op that calls a function of the module (`func.call`, and `hip.loop` /
`hip.if`, which call their outlined bodies) is not an op of unknown effects as
far as its buffer operands go: what it does with them is what the callee does.
A callee *keeps* an argument when a value that may alias it
(`xhip.analysis.aliases`, with the function's arguments as roots)

* is used by an op that may keep it (`xhip.analysis.escapes.keeps_operand`,
  with these summaries for the calls inside: the question is interprocedural),
* is returned (`func.return`: the caller would hold it after the call), or
* is freed (`memref.dealloc`, an op whose effects free it, or a call whose
  callee frees it).

A callee that frees an argument also *frees* it (`freed_arguments`): the
caller's buffer stays unpooled (`xhip.analysis.lifetimes.classify_frees`), as
one another op of its own may free.

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

from dataclasses import dataclass
from typing import TYPE_CHECKING

from xdsl.analysis.dataflow import DataFlowSolver
from xdsl.context import Context
from xdsl.dialects import arith, func, memref
from xdsl.dialects.builtin import IntegerAttr, ModuleOp
from xdsl.ir import Block, BlockArgument, Operation, SSAValue

from xhip.analysis.aliases import BufferAliasAnalysis, BufferRoots, roots_of
from xhip.analysis.op_facts import (
    ASYNC_ATTR,
    WAITED_BY,
    called_symbols,
    is_async,
    op_name,
    runs_in_place,
)
from xhip.analysis.positions import BlockPositions
from xhip.dialects.xdsl_ext import DmaStartOp

if TYPE_CHECKING:
    from xhip.analysis.escapes import DeferredWork


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


@dataclass(frozen=True)
class Wait:
    """How a caller waits for work a callee leaves running (`running`): an op
    after the call, in the call's block, of the kind `kind`
    (`omp.taskwait`; `memref.dma_wait` on the call's operand `operand`, the
    callee's tag argument, at `indices`: per tag index, a call operand
    (`(True, j)`) or an `arith.constant` (`(False, value)`); `async.await`
    or an op marked `xhip.await` taking the call's result `operand`)."""

    kind: str
    operand: int = -1
    indices: tuple[tuple[bool, int], ...] = ()


class CalleeCaptures:
    """The summaries of the functions of one module, computed on demand and
    memoised: `keeps_operand(op, index)` for the calls, `kept_arguments(f)`,
    `running(op)` and `freed_operands(op)`."""

    def __init__(self, module: Operation | None):
        self.functions: dict[str, func.FuncOp] = {}
        if module is not None:
            for op in module.regions[0].ops if module.regions else ():
                if isinstance(op, func.FuncOp):
                    self.functions.setdefault(op.sym_name.data, op)
        self._kept: dict[func.FuncOp, tuple[frozenset[int], tuple[Wait, ...]]] = {}
        self._freed: dict[func.FuncOp, frozenset[int]] = {}
        self._active: set[func.FuncOp] = set()
        self._solvers: dict[func.FuncOp, DataFlowSolver] = {}

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
        no function (the caller decides from its effects). An operand only
        work left running uses is not kept (`running`: it lives until the
        caller's wait); for `hip.loop`/`hip.if`, any running work keeps all."""
        names = called_symbols(op)
        if names is None:
            return None
        callees = [self.functions.get(n.string_value()) for n in names]
        if isinstance(op, func.CallOp):
            callee = callees[0]
            return callee is None or index in self.kept_arguments(callee)
        return any(
            c is None or self.kept_arguments(c) or self._summary(c)[1] for c in callees
        )

    def running(self, op: Operation) -> tuple[Wait, ...]:
        """How the caller waits for the work the `func.call` `op` leaves
        running on its arguments (none: nothing left running, or the call is
        not of a function of the module). The call's operands live until the
        first later op of its block that matches each (`waits_for`)."""
        if not isinstance(op, func.CallOp):
            return ()
        callee = self.functions.get(op.callee.string_value())
        return () if callee is None else self._summary(callee)[1]

    def freed_operands(self, op: Operation) -> list[SSAValue]:
        """The operands of the call `op` its callees may free (`freed_arguments`;
        for `hip.loop`/`hip.if`, every operand once a callee frees any
        argument); none for an op that calls no function of the module with a
        body (what a declaration does is unknown, as for any external call)."""
        names = called_symbols(op)
        if names is None:
            return []
        callees = [self.functions.get(n.string_value()) for n in names]
        if isinstance(op, func.CallOp):
            callee = callees[0]
            if callee is None:
                return []
            freed = self.freed_arguments(callee)
            return [o for i, o in enumerate(op.operands) if i in freed]
        if any(c is not None and self.freed_arguments(c) for c in callees):
            return list(op.operands)
        return []

    def kept_arguments(self, f: func.FuncOp) -> frozenset[int]:
        """The indices of the arguments `f` may keep (all of them for a
        declaration, or while `f` is being summarised: a recursive call)."""
        return self._summary(f)[0]

    def freed_arguments(self, f: func.FuncOp) -> frozenset[int]:
        """The indices of the arguments `f` may free (a dealloc, a declared
        free, or a call that frees them), none for a declaration: the least
        fixpoint over the functions `f` may call, so that a recursive cycle
        frees what some path through it frees."""
        known = self._freed.get(f)
        if known is not None:
            return known
        group = self._reachable(f)
        facts = {g: self._free_facts(g) for g in group}
        found: dict[func.FuncOp, frozenset[int]] = dict.fromkeys(group, frozenset())
        changed = True
        while changed:
            changed = False
            for g, (direct, calls) in facts.items():
                freed = set(direct)
                for indices, call, operand in calls:
                    if any(o is operand for o in self._freed_by(call, found)):
                        freed |= indices
                if frozenset(freed) != found[g]:
                    found[g] = frozenset(freed)
                    changed = True
        self._freed.update(found)
        return found[f]

    def _freed_by(
        self, call: Operation, found: dict[func.FuncOp, frozenset[int]]
    ) -> list[SSAValue]:
        """`freed_operands` of `call` with the summaries found so far."""
        names = called_symbols(call) or []
        callees = [self.functions.get(n.string_value()) for n in names]

        def freed(g: func.FuncOp | None) -> frozenset[int]:
            if g is None:
                return frozenset()
            known = self._freed.get(g)
            return known if known is not None else found.get(g, frozenset())

        if isinstance(call, func.CallOp):
            indices = freed(callees[0])
            return [o for i, o in enumerate(call.operands) if i in indices]
        return list(call.operands) if any(freed(c) for c in callees) else []

    def _reachable(self, f: func.FuncOp) -> list[func.FuncOp]:
        """`f` and the functions with a body it may call, not yet summarised."""
        seen: dict[func.FuncOp, None] = {f: None}
        pending = [f]
        while pending:
            for op in pending.pop().walk():
                for name in called_symbols(op) or []:
                    g = self.functions.get(name.string_value())
                    if (
                        g is not None
                        and g.body.blocks
                        and g not in seen
                        and g not in self._freed
                    ):
                        seen[g] = None
                        pending.append(g)
        return list(seen)

    def _free_facts(
        self, f: func.FuncOp
    ) -> tuple[frozenset[int], list[tuple[frozenset[int], Operation, SSAValue]]]:
        """The arguments `f` frees itself, and per value handed to a call the
        arguments it may alias (`freed_arguments` joins them)."""
        from xhip.analysis.escapes import may_free

        if not f.body.blocks:
            return frozenset(), []
        solver = self._solver(f)
        arguments = set(f.body.blocks[0].args)
        direct: set[int] = set()
        calls: list[tuple[frozenset[int], Operation, SSAValue]] = []
        for value in _values_in(f):
            aliased = roots_of(solver, value) & arguments
            if not aliased:
                continue
            indices = frozenset(cast_argument(a) for a in aliased)
            for use in value.uses:
                user = use.operation
                if isinstance(user, memref.DeallocOp) or may_free(user, value):
                    direct |= indices
                elif called_symbols(user) is not None:
                    calls.append((indices, user, value))
        return frozenset(direct), calls

    def _solver(self, f: func.FuncOp) -> DataFlowSolver:
        solver = self._solvers.get(f)
        if solver is None:
            solver = DataFlowSolver(Context())
            solver.load(ArgumentAliasAnalysis)
            solver.initialize_and_run(f)
            self._solvers[f] = solver
        return solver

    def _summary(self, f: func.FuncOp) -> tuple[frozenset[int], tuple[Wait, ...]]:
        """(kept arguments, how a caller waits for what `f` leaves running)."""
        known = self._kept.get(f)
        if known is not None:
            return known
        everything = frozenset(range(len(f.function_type.inputs.data)))
        if not f.body.blocks or f in self._active:
            return everything, ()
        self._active.add(f)
        try:
            found = self._summarise(f)
        finally:
            self._active.discard(f)
        self._kept[f] = found
        return found

    def _summarise(self, f: func.FuncOp) -> tuple[frozenset[int], tuple[Wait, ...]]:
        # Imported here: escapes' `keeps_operand` asks these summaries back.
        from xhip.analysis.escapes import DeferredWork, keeps_operand

        solver = self._solver(f)
        entry = f.body.blocks[0]
        arguments = set(entry.args)
        freed = self.freed_arguments(f)
        deferred = DeferredWork(entry, BlockPositions(entry).of, self)
        kept: set[int] = set(freed)
        waits: dict[Wait, None] = {}
        for value in _values_in(f):
            aliased = roots_of(solver, value) & arguments
            indices = {cast_argument(a) for a in aliased}
            if not aliased or indices <= kept:
                continue
            for use in value.uses:
                user = use.operation
                returned = isinstance(user, func.ReturnOp) and user.parent_op() is f
                left = _left_running(user, f, deferred, self)
                if left is not None:
                    waits.update(dict.fromkeys(left))
                if returned or left is None or keeps_operand(user, use.index, self):
                    kept |= indices
        return frozenset(kept), tuple(waits)


def _left_running(
    user: Operation, f: func.FuncOp, deferred: DeferredWork, callees: CalleeCaptures
) -> list[Wait] | None:
    """How a caller waits for the work that a use at `user` (in `f`) leaves
    running when `f` returns: [] when none is, None when some is and no
    caller's op can wait for it (or a region op that may run later holds it,
    or `f` has several blocks): then the argument is kept."""
    entry = f.body.blocks[0]
    waits: list[Wait] = []
    depth = 0
    current: Operation | None = user
    while current is not None and current is not f:
        starts = is_async(current) or bool(callees.running(current))
        if starts or (depth > 0 and not runs_in_place(current)):
            if len(f.body.blocks) != 1 or not starts:
                return None
            until, _ = deferred.until(current)
            if until >= deferred.end:
                wait = _wait_for(current, entry)
                if wait is None:
                    return None
                waits.append(wait)
        current = current.parent_op()
        depth += 1
    return waits


def _wait_for(work: Operation, entry: Block) -> Wait | None:
    """How a caller can wait for `work`, left running in the function of
    `entry`, or None."""
    name = op_name(work)
    if name == "omp.task":
        return Wait(WAITED_BY[name][0])
    if isinstance(work, DmaStartOp):
        tag = work.tag
        if not isinstance(tag, BlockArgument) or tag.block is not entry:
            return None
        indices: list[tuple[bool, int]] = []
        for index in work.tag_indices:
            if isinstance(index, BlockArgument) and index.block is entry:
                indices.append((True, index.index))
            elif isinstance(index.owner, arith.ConstantOp) and isinstance(
                value := index.owner.value, IntegerAttr
            ):
                indices.append((False, value.value.data))
            else:
                return None
        return Wait(WAITED_BY["memref.dma_start"][0], tag.index, tuple(indices))
    if name == "async.execute" or ASYNC_ATTR in work.attributes:
        returned = entry.last_op
        if not isinstance(returned, func.ReturnOp):
            return None
        kind = WAITED_BY[name][0] if name == "async.execute" else "xhip.await"
        for k, operand in enumerate(returned.operands):
            if operand.owner is work:
                return Wait(kind, k)
    return None


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

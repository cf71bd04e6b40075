"""Which uses let a buffer's address outlive the op that receives it.

A value that may point into a buffer (`xhip.analysis.aliases`) *escapes* at an
op that may keep it: one that writes it to memory as data (any later load can
bring it back), or one whose memory effects are unknown (an unregistered op, a
`func.call`, an op without effect declarations: it may store it, or hand it to
work that runs later). The buffer is then live to the end of the block. This is
read from the ops' declared memory effects (`xdsl.traits`), not from op names,
and it is safer than the reference, which ends the lifetime at the op (docs/semantics.md §12).

Work that runs later (`DeferredWork`): a use inside a region op that may run
its regions after it completes, or keep what they use (an unregistered region
op, `omp.task` outside its wait, `gpu.launch`: `runs_in_place`), escapes too;
and the buffers an asynchronous op uses (`async.execute`, `memref.dma_start`,
`omp.task`, an op marked `xhip.async`, an op whose handle result nothing uses)
stay live until the op that waits for it, or to the end of the block. Which
ops do so is `xhip.analysis.op_facts`' (`is_async`, `runs_in_place`,
`waits_for`): xDSL declares no effect that says "later".
"""

from __future__ import annotations

from collections.abc import Callable
from collections.abc import Set as AbstractSet
from typing import TYPE_CHECKING, cast

from xdsl.dialects import arith, memref
from xdsl.dialects.builtin import IntegerAttr, MemRefType, UnrankedMemRefType
from xdsl.ir import Attribute, Block, Operation, SSAValue
from xdsl.traits import EffectInstance, IsTerminator, MemoryEffectKind

from xhip.analysis import op_facts
from xhip.analysis.op_facts import (
    ASYNC_ATTR,
    AWAIT_ATTR,
    WAITED_BY,
    forwards_exactly,
    is_async,
    is_wait,
    op_name,
    runs_in_place,
    waits_for,
)
from xhip.analysis.positions import BlockPositions
from xhip.dialects.xdsl_ext import DmaStartOp

if TYPE_CHECKING:
    from xhip.analysis.captures import CalleeCaptures, Wait


def keeps_operand(
    op: Operation,
    index: int,
    callees: CalleeCaptures | None = None,
    effects_of: Callable[
        [Operation], AbstractSet[EffectInstance] | None
    ] = op_facts.effects_of,
) -> bool:
    """Whether `op` may keep operand `index` (an address) beyond its own execution.

    A call of a function of the module (`func.call`, `hip.loop`, `hip.if`)
    keeps what its callees keep (`callees`: `xhip.analysis.captures`); without
    the summaries, or for a callee outside the module, it has unknown effects.
    Otherwise not: a terminator or scf's control flow, whose operands the alias
    analysis follows into results and region arguments; an op that only waits
    for work (`is_wait`: the work's own ops are uses); an op that writes
    nothing (a read, a view, pure arithmetic, an alloc or a free); an operand
    the op's effects name, which it reads or writes *through*. When a write
    names no value (xDSL's generic `MemoryWriteEffect`), the buffer operands
    are taken to be written through, except one whose type is the element type
    of another buffer operand: `memref.store %a, %slot[]` stores the memref
    `%a` itself.
    `effects_of`: `op_facts.effects_of`, or an `EffectsOf` the caller keeps.
    """
    if callees is not None:
        decided = callees.keeps_operand(op, index)
        if decided is not None:
            return decided
    effects = effects_of(op)
    writes = [e for e in effects or () if e.kind is MemoryEffectKind.WRITE]
    if effects is not None and not writes:
        return False  # checked first: most uses are of such ops
    if (
        forwards_exactly(op)
        or op.has_trait(IsTerminator, value_if_unregistered=False)
        or is_wait(op)
    ):
        return False
    if effects is None:
        return True
    value = op.operands[index]
    if any(e.value is value for e in effects):
        return False
    if all(e.value is not None for e in writes):
        return True
    stored: Attribute = value.type
    if not isinstance(stored, MemRefType | UnrankedMemRefType):
        return True
    return any(_element_type(o.type) == value.type for o in op.operands)


def _element_type(t: Attribute) -> Attribute | None:
    if isinstance(t, MemRefType):
        return cast(MemRefType[Attribute], t).get_element_type()
    return None


def may_free(op: Operation, value: SSAValue) -> bool:
    """Whether `op`'s declared effects free `value` (a free that names no value
    frees any operand). Unknown effects are `keeps_operand`'s business."""
    frees = [
        e for e in op_facts.effects_of(op) or () if e.kind is MemoryEffectKind.FREE
    ]
    return any(e.value is None or e.value is value for e in frees)


# ---------------------------------------------------------------------------
# Work that runs later (docs/semantics.md §4.3)
# ---------------------------------------------------------------------------


def waits_for_call(call: Operation, wait: Wait, later: Operation) -> bool:
    """Whether `later`, after `call` in its block, is the wait `wait` for work
    the callee of `call` left running (`xhip.analysis.captures.Wait`)."""
    name = op_name(later)
    if wait.kind == "omp.taskwait":
        return name == "omp.taskwait"
    if wait.kind == "memref.dma_wait":
        if not isinstance(later, memref.DmaWaitOp):
            return False
        if later.tag is not call.operands[wait.operand]:
            return False
        indices = tuple(later.tag_indices)
        return len(indices) == len(wait.indices) and all(
            value is call.operands[k] if is_argument else _constant_of(value) == k
            for value, (is_argument, k) in zip(indices, wait.indices, strict=True)
        )
    waited = (
        name == "async.await"
        if wait.kind == "async.await"
        else AWAIT_ATTR in later.attributes
    )
    return waited and any(o is call.results[wait.operand] for o in later.operands)


def _constant_of(value: SSAValue) -> int | None:
    owner = value.owner
    if isinstance(owner, arith.ConstantOp) and isinstance(owner.value, IntegerAttr):
        return owner.value.value.data
    return None


class DeferredWork:
    """Where work that uses a buffer may still run, per op of `block` or nested
    in it: `until(user)` is the last index of the block at which the work of a
    use at `user` may run, and whether the use escapes (a region op of unknown
    effects captured it).

    The work of an asynchronous op (`is_async`) runs until the first later op
    of its own block that waits for it (`waits_for`), counted at that op's
    ancestor in `block`, or else to the end of `block`; a use inside a region
    op that does not run in place (`runs_in_place`) escapes: live to the end
    of `block`, like an operand of an op of unknown effects. With `callees`, a
    call whose callee leaves work running (`CalleeCaptures.running`) is
    asynchronous too, until the caller's ops that wait for each piece."""

    def __init__(
        self,
        block: Block,
        position: Callable[[Operation], int],
        callees: CalleeCaptures | None = None,
    ):
        self.block = block
        self.position = position
        self.callees = callees
        self.end = len(block.ops) - 1
        self._enclosing: dict[Operation, tuple[int, bool]] = {}
        self._completion: dict[Operation, int] = {}
        self._indices: dict[Block, BlockPositions] = {}
        self._waits: dict[Block, list[Operation]] = {}

    def until(self, user: Operation) -> tuple[int, bool]:
        at = self.position(user)
        if is_async(user) or self._running(user):
            at = max(at, self.completion(user))
        parent = user.parent_op()
        if parent is None or user.parent_block() is self.block:
            return at, False
        outer, escapes = self.enclosing(parent)
        return max(at, outer), escapes

    def enclosing(self, op: Operation) -> tuple[int, bool]:
        """(until, escapes) for a use nested somewhere in `op`, an op under the
        block (the block's own ops included)."""
        chain: list[Operation] = []
        current: Operation | None = op
        found = (-1, False)
        while current is not None:
            known = self._enclosing.get(current)
            if known is not None:
                found = known
                break
            chain.append(current)
            if current.parent_block() is self.block:
                break
            current = current.parent_op()
        for visited in reversed(chain):
            until, escapes = found
            if is_async(visited):
                until = max(until, self.completion(visited))
            elif not runs_in_place(visited):
                until, escapes = self.end, True
            found = (until, escapes)
            self._enclosing[visited] = found
        return found

    def completion(self, work: Operation) -> int:
        """The index in the block at which `work`'s work is complete: the first
        op after it in its own block that waits for it, looked up among the
        users of its results (of its tag, for a `dma_start`) or, for an
        `omp.task`, among its block's `omp.taskwait`s."""
        known = self._completion.get(work)
        if known is not None:
            return known
        running = self._running(work)
        if running:
            known = self._call_completion(work, running)
            self._completion[work] = known
            return known
        known = self.end
        block = work.parent_block()
        name = op_name(work)
        waits: list[Operation] = []
        if block is not None and (name in WAITED_BY or ASYNC_ATTR in work.attributes):
            if name == "omp.task":
                waits = self._taskwaits(block)
            else:
                values = [work.tag] if isinstance(work, DmaStartOp) else work.results
                waits = [u.operation for v in values for u in v.uses]
        if waits and block is not None:
            local = self._local(block)
            here = local.get(work, -1)
            after = [w for w in waits if local.get(w, -1) > here and waits_for(work, w)]
            if after:
                known = self.position(min(after, key=lambda w: local[w]))
        self._completion[work] = known
        return known

    def _running(self, op: Operation) -> tuple[Wait, ...]:
        return self.callees.running(op) if self.callees is not None else ()

    def _call_completion(self, call: Operation, running: tuple[Wait, ...]) -> int:
        """The index in the block at which the work `call` leaves running is
        complete: for each piece, the first later op of the call's block that
        waits for it (`waits_for_call`), the latest of them; the end of the
        block when one has none."""
        block = call.parent_block()
        if block is None:
            return self.end
        local = self._local(block)
        here = local.get(call, -1)
        later = [op for op in block.ops if local.get(op, -1) > here]
        done = -1
        for wait in running:
            found = next((op for op in later if waits_for_call(call, wait, op)), None)
            if found is None:
                return self.end
            done = max(done, self.position(found))
        return done

    def _local(self, block: Block) -> BlockPositions:
        """The index of each op of `block` in it (computed once per block)."""
        found = self._indices.get(block)
        if found is None:
            found = BlockPositions(block)
            self._indices[block] = found
        return found

    def _taskwaits(self, block: Block) -> list[Operation]:
        found = self._waits.get(block)
        if found is None:
            wait = WAITED_BY["omp.task"][0]
            found = [op for op in block.ops if op_name(op) == wait]
            self._waits[block] = found
        return found

"""MLIR's greedy pattern rewrite driver, as `applyPatternsGreedily` runs it on a
function with the default configuration (llvmorg-22).

`hip-resolve-memref-dims` is a greedy fixpoint, and what the reference prints
depends on the driver as much as on the patterns (docs/semantics.md §11.1): which ops die,
where constants end up, in which order ops are visited. This driver reproduces
that behaviour:

* each iteration starts by walking the function in post-order: every constant
  is uniqued (a later duplicate takes the first one's place) and moved to the top
  of the function's entry block unless it already heads it (so constants found
  later land above those found earlier); every op, constants included, goes on
  the worklist;
* the worklist is processed last-in first-out (bottom-up: the initial walk's last
  op first); an op is erased when it is trivially dead (no used results, and only
  read or allocation effects), else its folder runs (`xhip.rewriting.folding`;
  constants it folds to are materialised right before it), else the patterns;
  an op changed in place, the users of replaced values, new ops and the
  producers of an erased op's operands go back on the worklist;
* after the worklist, the regions are simplified: unreachable blocks and dead
  ops are erased;
* an iteration that changed something is followed by another, at most 10 in
  all; a function still changing after the tenth has not converged.

Not modelled: merging of identical blocks (not done at the default level),
removal of dead block arguments of non-entry blocks, `scf`/float/vector
folders. docs/passes.md lists the differences.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import cast

from xdsl.dialects import arith
from xdsl.dialects.builtin import IndexType, IntegerAttr, UnregisteredOp
from xdsl.ir import Attribute, Block, Operation, Region, SSAValue
from xdsl.traits import (
    ConstantLike,
    IsolatedFromAbove,
    IsTerminator,
    MemoryEffect,
    MemoryEffectKind,
    RecursiveMemoryEffect,
    SymbolOpInterface,
)

from xhip.rewriting.folding import InPlace, bit_width, fold, signed

Pattern = Callable[[Operation, "GreedyRewriter"], bool]
"""A rewrite pattern: tries `op`, rewriting through the driver; True if it did."""

MAX_ITERATIONS = 10
"""`GreedyRewriteConfig::maxIterations`' default."""


def would_be_trivially_dead(op: Operation) -> bool:
    """MLIR's `wouldOpBeTriviallyDead`: not a terminator or symbol, and every op
    under it (through recursive effects) only reads or allocates."""
    if op.has_trait(IsTerminator, value_if_unregistered=True) or op.has_trait(
        SymbolOpInterface, value_if_unregistered=True
    ):
        return False
    pending = [op]
    while pending:
        current = pending.pop()
        if current.dialect_name() == "arith":
            # MLIR declares every arith op free of memory effects; xDSL's
            # `arith.remui` declares nothing (unknown effects).
            continue
        traits = current.get_traits_of_type(MemoryEffect)
        recursive = any(isinstance(t, RecursiveMemoryEffect) for t in traits)
        if recursive:
            for region in current.regions:
                for block in region.blocks:
                    pending.extend(block.ops)
        declared = [t for t in traits if not isinstance(t, RecursiveMemoryEffect)]
        if declared:
            for trait in declared:
                effects = trait.get_effects(current)
                if effects is None or any(
                    e.kind not in (MemoryEffectKind.READ, MemoryEffectKind.ALLOC)
                    for e in effects
                ):
                    return False
            continue
        if recursive:
            continue
        return False
    return True


def is_trivially_dead(op: Operation) -> bool:
    return all(not r.uses for r in op.results) and would_be_trivially_dead(op)


def constant_value(op: Operation) -> Attribute | None:
    """The value of a constant-like op (MLIR's `m_Constant`), else None."""
    if isinstance(op, arith.ConstantOp):
        return op.value
    if op.has_trait(ConstantLike, value_if_unregistered=False):
        return op.get_attr_or_prop("value")
    return None


def constant_name(attr: IntegerAttr) -> str | None:
    """The name MLIR's asm printer gives an `arith.constant` of `attr`."""
    value = attr.value.data
    t = cast(Attribute, attr.type)
    width = bit_width(t)
    if isinstance(t, IndexType):
        return f"c{value}"
    if width is None:
        return None
    if width == 1:
        return "true" if value % 2 else "false"
    return f"c{signed(value % (1 << width), width)}_i{width}"


def materialize_constant(attr: IntegerAttr, t: Attribute) -> Operation:
    """`arith::ArithDialect::materializeConstant` for the attributes folders make."""
    op = arith.ConstantOp(attr, t)
    name = constant_name(attr)
    if name is not None:
        op.result.name_hint = name
    return op


def _insertion_region(block: Block) -> Region:
    """Where the folder materialises and uniques constants found in `block`: the
    closest region whose parent is isolated from above (or unregistered)."""
    while True:
        region = block.parent
        assert region is not None
        parent = region.parent
        if (
            parent is None
            or isinstance(parent, UnregisteredOp)
            or parent.has_trait(IsolatedFromAbove, value_if_unregistered=True)
            or parent.parent is None
        ):
            return region
        block = parent.parent


def _other_users_at_most_one(value: SSAValue, op: Operation) -> bool:
    """Whether `value` has at most one user other than `op`. Stops at the
    second other user: a value shared by many ops (a `%c0` of every
    `memref.dim`) costs a few uses per question, not all of them."""
    other: Operation | None = None
    for use in value.uses:
        user = use.operation
        if user is op or user is other:
            continue
        if other is not None:
            return False
        other = user
    return True


class GreedyRewriter:
    """Runs folders and `patterns` greedily on the regions of `root` (a function)."""

    def __init__(
        self,
        root: Operation,
        patterns: Sequence[Pattern],
        max_iterations: int = MAX_ITERATIONS,
    ):
        self.root = root
        self.patterns = tuple(patterns)
        self.max_iterations = max_iterations
        self._list: list[Operation | None] = []
        self._index: dict[Operation, int] = {}
        self._constants: dict[Region, dict[tuple[str, Attribute, Attribute], Operation]]
        self._constants = {}
        self._owned: set[Operation] = set()

    # -- the worklist --------------------------------------------------------

    def _in_scope(self, op: Operation) -> bool:
        return op is not self.root and self.root.is_ancestor(op)

    def push(self, op: Operation) -> None:
        """`addToWorklist`: the op and its ancestors up to the root."""
        current: Operation | None = op
        while current is not None and current is not self.root:
            if not self._in_scope(current):
                return
            if current not in self._index:
                self._index[current] = len(self._list)
                self._list.append(current)
            current = current.parent_op()

    def _pop(self) -> Operation | None:
        while self._list:
            op = self._list.pop()
            if op is None:
                continue
            del self._index[op]
            if self._in_scope(op):  # not erased with an op around it meanwhile
                return op
        return None

    def _forget(self, op: Operation) -> None:
        i = self._index.pop(op, None)
        if i is not None:
            self._list[i] = None
        self._owned.discard(op)

    # -- the rewriter --------------------------------------------------------

    def insert_before(self, op: Operation, anchor: Operation) -> Operation:
        block = anchor.parent_block()
        assert block is not None
        block.insert_op_before(op, anchor)
        self.push(op)
        return op

    def insert_after(self, op: Operation, anchor: Operation) -> Operation:
        block = anchor.parent_block()
        assert block is not None
        block.insert_op_after(op, anchor)
        self.push(op)
        return op

    def modified(self, op: Operation) -> None:
        self.push(op)

    def replace_all_uses(self, old: SSAValue, new: SSAValue) -> None:
        for use in list(old.uses):
            user = use.operation
            user.operands[use.index] = new
            self.modified(user)
        if new.name_hint is None and old.name_hint is not None:
            new.name_hint = old.name_hint

    def replace_op(self, op: Operation, values: Sequence[SSAValue]) -> None:
        for result, value in zip(op.results, values, strict=True):
            self.replace_all_uses(result, value)
        self.erase_op(op)

    def _push_operand_producers(self, op: Operation) -> None:
        """`addOperandsToWorklist`: producers left with at most one other user."""
        for operand in op.operands:
            producer = operand.owner
            if not isinstance(producer, Operation):
                continue
            if _other_users_at_most_one(operand, op):
                self.push(producer)

    def erase_op(self, op: Operation) -> None:
        for nested in op.walk(region_first=True):
            self._push_operand_producers(nested)
            self._forget(nested)
        block = op.parent_block()
        assert block is not None
        block.erase_op(op)

    # -- constants -------------------------------------------------------------

    def _insert_known_constant(self, op: Operation, value: Attribute) -> bool:
        """`OperationFolder::insertKnownConstant`: False if `op` was a duplicate
        (and replaced by the first); else it is moved to the top of its insertion
        region's entry block unless it heads it already."""
        block = op.parent_block()
        assert block is not None
        region = _insertion_region(block)
        known = self._constants.setdefault(region, {})
        key = (op.name, value, op.results[0].type)
        existing = known.get(key)
        if existing is not None and existing is not op:
            self.replace_op(op, existing.results)
            return False
        entry = region.blocks[0]
        prev = op.prev_op
        if block is not entry or (
            entry.first_op is not op and (prev is None or prev not in self._owned)
        ):
            op.detach()
            first = entry.first_op
            if first is None:
                entry.add_op(op)
            else:
                entry.insert_op_before(op, first)
        known[key] = op
        self._owned.add(op)
        return True

    # -- the driver ------------------------------------------------------------

    def _start_iteration(self) -> None:
        self._list = []
        self._index = {}
        self._constants = {}
        self._owned = set()
        ops = [
            op for region in self.root.regions for op in region.walk(region_first=True)
        ]
        for op in ops:
            if op.parent is None:
                continue  # erased as a duplicate constant meanwhile
            value = constant_value(op)
            if value is not None and not self._insert_known_constant(op, value):
                continue
            self.push(op)

    def _try_fold(self, op: Operation) -> bool:
        if constant_value(op) is not None:
            return False
        result = fold(op)
        if result is None:
            return False
        if isinstance(result, InPlace):
            self.modified(op)
            return True
        replacements: list[SSAValue] = []
        for value, old in zip(result, op.results, strict=True):
            if isinstance(value, SSAValue):
                replacements.append(value)
            else:
                constant = self.insert_before(materialize_constant(value, old.type), op)
                replacements.append(constant.results[0])
        self.replace_op(op, replacements)
        return True

    def _process_worklist(self) -> bool:
        changed = False
        while (op := self._pop()) is not None:
            if is_trivially_dead(op):
                self.erase_op(op)
                changed = True
                continue
            if self._try_fold(op):
                changed = True
                continue
            for pattern in self.patterns:
                if pattern(op, self):
                    changed = True
                    break
        return changed

    def _erase_unreachable_blocks(self) -> bool:
        erased = False
        regions = [r for op in self.root.walk() for r in op.regions]
        for region in regions:
            if region.parent is None or len(region.blocks) < 2:
                continue
            entry = region.blocks[0]
            reached = {entry}
            pending = [entry]
            while pending:
                block = pending.pop()
                last = block.last_op
                for successor in last.successors if last is not None else ():
                    if successor not in reached:
                        reached.add(successor)
                        pending.append(successor)
            dead = [b for b in region.blocks if b not in reached]
            for block in dead:
                for op in list(block.walk()):
                    self._forget(op)
                    op.drop_all_references()
            for block in dead:
                region.detach_block(block)
                block.erase(safe_erase=False)
                erased = True
        return erased

    def _region_dce(self) -> bool:
        """`runRegionDCE` for what it does to our IR: trivially dead ops erased,
        users before producers, until none is left."""
        erased = False
        again = True
        while again:
            again = False
            ops = [op for region in self.root.regions for op in region.walk()]
            for op in reversed(ops):
                if self._in_scope(op) and is_trivially_dead(op):
                    self.erase_op(op)
                    erased = again = True
        return erased

    def run(self) -> bool:
        """Rewrites to a fixpoint; False if it did not converge in time."""
        iteration = 0
        while True:
            iteration += 1
            if iteration > self.max_iterations:
                return False
            self._start_iteration()
            changed = self._process_worklist()
            changed |= self._erase_unreachable_blocks()
            changed |= self._region_dce()
            if not changed:
                return True

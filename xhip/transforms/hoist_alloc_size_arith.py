"""`hip-hoist-alloc-size-arith`: pure size arithmetic lifted above the first alloc.

`hip-pool-allocs` places each pool and its size arithmetic at one point and never
moves ops, so a size computed below the earliest alloc splits the function into
more dominance domains. This pass (docs/semantics.md §11.2) moves, for each dynamic size
operand of each used entry-block `memref.alloc`, the ops that compute it to right
before the first used alloc E, when all of them can move: every op of the cone
that is not already above E must be pure (`xhip.analysis.speculation.is_pure`),
have no regions, and not be an alloc; the cones are all-or-nothing per size
operand, and the ops move in the order they were found (operands first, left to
right, cone after cone). Nothing is created, erased or folded.

Beyond the reference, `hoist-loads=true` also lets a read (`memref.load`, or any
op whose declared effects are reads and that names no symbol) move, when no op
between E and the read may write the memory it reads
(`xhip.analysis.memory_effects`: a pointer loaded from memory may be any
escaped allocation, an op of unknown effects may write all it can reach, an op
naming a function does what the function does; docs/passes.md, "hoist-loads").
"""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass, field

from xdsl.context import Context
from xdsl.dialects import func, memref
from xdsl.dialects.builtin import ModuleOp
from xdsl.ir import Block, BlockArgument, Operation, SSAValue

from xhip.analysis.memory_effects import (
    BufferObjects,
    FirstWriters,
    is_read_only,
)
from xhip.analysis.positions import BlockPositions
from xhip.analysis.speculation import is_pure
from xhip.dialects.xdsl_ext import install as install_extensions
from xhip.transforms.kebab_options import KebabCaseOptionErrors
from xhip.transforms.module_functions import defined_functions


@dataclass(frozen=True)
class ReadVerdict:
    """Whether a read met in a size cone may move above E, and if not, why."""

    op: Operation
    hoistable: bool
    writer: Operation | None = None
    """The first op between E and the read that may write what it reads."""


@dataclass
class HoistResult:
    """What `hoist_function` did to one function."""

    anchor: memref.AllocOp | None = None
    """E, the first used alloc (None: the function has no used dynamic alloc)."""
    moved: list[Operation] = field(default_factory=list[Operation])
    """The ops moved above E, in their new order."""
    reads: list[ReadVerdict] = field(default_factory=list[ReadVerdict])
    """Each read met in a cone (with `hoist-loads`), in the order met."""


class _Cones:
    """The cone search of one function: positions, purity, reads."""

    def __init__(self, block: Block, anchor: Operation, hoist_loads: bool):
        self.block = block
        self.ops = list(block.ops)
        self.position = BlockPositions(block)
        self.anchor = self.position[anchor]
        self.hoist_loads = hoist_loads
        self._objects: BufferObjects | None = None
        self._writers: FirstWriters | None = None
        self.verdicts: dict[Operation, ReadVerdict] = {}

    def needs_move(self, value: SSAValue) -> bool:
        """A value is fine where it is when it is a block argument, defined
        outside the block or strictly before E."""
        if isinstance(value, BlockArgument):
            return False
        owner = value.owner
        return (
            isinstance(owner, Operation)
            and owner.parent is self.block
            and self.position[owner] >= self.anchor
        )

    def movable(self, op: Operation) -> bool:
        if isinstance(op, memref.AllocOp | memref.AllocaOp) or op.regions:
            return False
        if is_pure(op):
            return True
        return self.hoist_loads and is_read_only(op) and self.read_verdict(op).hoistable

    def read_verdict(self, op: Operation) -> ReadVerdict:
        verdict = self.verdicts.get(op)
        if verdict is None:
            writer = self._writer_before(op)
            verdict = ReadVerdict(op, writer is None, writer)
            self.verdicts[op] = verdict
        return verdict

    def _writer_before(self, read: Operation) -> Operation | None:
        if self._objects is None or self._writers is None:
            region = self.block.parent
            self._objects = BufferObjects(region.blocks if region else [self.block])
            self._writers = FirstWriters(self._objects, self.ops, self.anchor)
        found = self._writers.first_writer(
            self._objects.reads(read), self.position[read]
        )
        return None if found is None else self.ops[found]

    def cone(self, value: SSAValue) -> list[Operation] | None:
        """The ops to move for `value`, operands first; None if one cannot."""
        if not self.needs_move(value):
            return []
        root = value.owner
        assert isinstance(root, Operation)
        if not self.movable(root):
            return None
        found: list[Operation] = []
        done: set[Operation] = set()
        stack: list[tuple[Operation, Iterator[SSAValue]]] = [
            (root, iter(root.operands))
        ]
        while stack:
            op, operands = stack[-1]
            operand = next(operands, None)
            if operand is None:
                stack.pop()
                done.add(op)
                found.append(op)
                continue
            if not self.needs_move(operand):
                continue
            producer = operand.owner
            assert isinstance(producer, Operation)
            if producer in done or any(producer is s for s, _ in stack):
                continue
            if not self.movable(producer):
                return None
            stack.append((producer, iter(producer.operands)))
        return found


def used_allocs(block: Block) -> list[memref.AllocOp]:
    """The entry-block allocs with at least one use (a dealloc or a dim counts)."""
    return [op for op in block.ops if isinstance(op, memref.AllocOp) and op.memref.uses]


def hoist_function(f: func.FuncOp, hoist_loads: bool = False) -> HoistResult:
    """Moves the size cones of `f`'s used allocs above the first one."""
    result = HoistResult()
    if len(f.body.blocks) != 1:
        return result
    block = f.body.blocks[0]
    allocs = used_allocs(block)
    if not any(a.dynamic_sizes for a in allocs):
        return result
    anchor = allocs[0]
    result.anchor = anchor
    cones = _Cones(block, anchor, hoist_loads)
    ordered: dict[Operation, None] = {}
    for alloc in allocs:
        for size in alloc.dynamic_sizes:
            found = cones.cone(size)
            if found is not None:
                ordered.update(dict.fromkeys(found))
    for op in ordered:
        op.detach()
        block.insert_op_before(op, anchor)
    result.moved = list(ordered)
    result.reads = list(cones.verdicts.values())
    return result


@dataclass(frozen=True)
class HipHoistAllocSizeArithPass(KebabCaseOptionErrors):
    """Moves the pure arithmetic that sizes the allocs of each single-block
    function above its first used alloc (docs/semantics.md §11.2).

    Options (kebab-case on the command line):
      hoist-loads: also move a read (`memref.load`) of a size when no op between
        the first alloc and the read may write the memory it reads (beyond the
        reference, which never moves a read; default false).
    """

    name = "hip-hoist-alloc-size-arith"

    hoist_loads: bool = False
    """Also move reads of sizes that nothing between may overwrite (not in the
    reference)."""

    def apply(self, ctx: Context, op: ModuleOp) -> None:
        install_extensions()  # so that its output prints in MLIR's syntax
        for f in defined_functions(op):
            hoist_function(f, self.hoist_loads)

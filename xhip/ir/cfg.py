"""The control flow of a function's nested blocks: which blocks hold a block
(`ancestor_blocks`), which dominate it across regions (`NestedDominance`) and
which may run again within one run of the function (`Cycles`). Each
region's dominator tree and cycles are computed once, when first asked."""

from __future__ import annotations

from collections.abc import Iterator

from xdsl.ir import Block, Operation, Region

from xhip.ir.dominance import BlockDominance, on_cycles


def ancestor_blocks(start: Block | Operation) -> Iterator[Block]:
    """The block `start` is (or the op is in), then the blocks of the ops that
    hold it, outwards."""
    current = start.parent if isinstance(start, Operation) else start
    while current is not None:
        yield current
        parent = current.parent_op()
        current = parent.parent_block() if parent is not None else None


def successors(block: Block) -> tuple[Block, ...]:
    """The blocks its terminator may branch to."""
    last = block.last_op
    return tuple(last.successors) if last is not None else ()


class NestedDominance:
    """Dominance among a function's blocks, nested ones included: one
    `BlockDominance` per region, made when first asked."""

    def __init__(self) -> None:
        self._trees: dict[Region, BlockDominance] = {}

    def dominates(self, a: Block, b: Block) -> bool:
        """Whether every path to `b` goes through `a` (`a` is `b`, holds it,
        or dominates a block that holds it in the CFG of their region)."""
        for x in ancestor_blocks(b):
            region = x.parent
            if region is a.parent and region is not None:
                tree = self._trees.get(region)
                if tree is None:
                    tree = self._trees[region] = BlockDominance(region)
                return tree.dominates(a, x)
        return False


class Cycles:
    """Which blocks may run again within one run of the function: a block on
    a cycle of its region's CFG, or held by one (an scf loop's regions are
    `xhip.analysis.dense_backward.region_on_cycle`'s)."""

    def __init__(self) -> None:
        self._on_cycle: dict[Region, set[Block]] = {}

    def around(self, block: Block) -> bool:
        """Whether `block` or a block that holds it is on a CFG cycle."""
        return any(self._cyclic(x) for x in ancestor_blocks(block))

    def _cyclic(self, block: Block) -> bool:
        region = block.parent
        if region is None:
            return False
        known = self._on_cycle.get(region)
        if known is None:
            known = self._on_cycle[region] = on_cycles(region.blocks, successors)
        return block in known

"""The index of each op in its block: one map per block, built once and shared.

Liveness (`xhip.analysis.lifetimes`), the domain partition, the plan's
placement checks, the emitter and the hoisting pass all count in op indices of
one block. `BlockPositions` is that map, taken when it is built: a change to
the block afterwards is not seen, so it is shared only while the block is
unchanged (the pool pass plans a function before it rewrites it).
"""

from __future__ import annotations

from typing import overload

from xdsl.ir import Block, Operation


class BlockPositions:
    """The index of each op of `block`; `of` also places an op nested under
    it, at its ancestor's index."""

    def __init__(self, block: Block):
        self.block = block
        self._index: dict[Operation, int] = {op: i for i, op in enumerate(block.ops)}
        self._nested: dict[Operation, int] = {}
        self.end = len(self._index) - 1
        """The index of the block's last op (-1 for an empty block)."""

    def __contains__(self, op: object) -> bool:
        """Whether `op` is an op of the block itself."""
        return op in self._index

    def __getitem__(self, op: Operation) -> int:
        return self._index[op]

    @overload
    def get(self, op: Operation) -> int | None: ...
    @overload
    def get(self, op: Operation, default: int) -> int: ...
    def get(self, op: Operation, default: int | None = None) -> int | None:
        """The index of `op` when it is an op of the block, else `default`."""
        return self._index.get(op, default)

    def of(self, op: Operation) -> int:
        """The index of `op`'s ancestor in the block (`op` itself when it is
        one of its ops); the block's end when `op` is not under the block."""
        chain: list[Operation] = []
        current: Operation | None = op
        found = self.end
        while current is not None:
            known = self._index.get(current)
            if known is None:
                known = self._nested.get(current)
            if known is not None:
                found = known
                break
            chain.append(current)
            current = current.parent_op()
        for visited in chain:
            self._nested[visited] = found
        return found

"""Straight-line index programs: the size arithmetic as the reference emits it.

The reference builds its pool arithmetic op by op with MLIR's `createOrFold`
(SPEC §7), at insertion points it fixes as it goes. An `IndexProgram` records
that sequence without IR: values are integers, each op is a `Node` (the kinds of
`xhip.planning.expr`), and ops are grouped in *segments*, one per insertion
point, each with the `Anchor` that says where it goes. Nothing is shared that
the reference does not share: every `const` is a new op, and two ops are the
same value only when a fold returned an existing one (`maxui(x, x)` folds when
both operands are the same op, not when they merely compute the same thing).

The emitter (`xhip.transforms.emit`) materialises the ops something uses, each
segment where its anchor says (`xhip.planning.layout.ReferenceProgram.points`;
the reference leaves a few dead constants behind, xhip does not). Up to `cse`, that is the
reference's output.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field

from xhip.planning.expr import (
    COMMUTATIVE,
    MAX_CONSTANT,
    ExprGraph,
    Kind,
    Node,
    OverflowError64,
)


@dataclass(frozen=True, slots=True)
class Anchor:
    """Where a segment goes: immediately after the latest in-block definition of
    these size symbols and program values; immediately before the domain's
    earliest alloc when none of them is defined in the block.

    "Immediately after op X" is "before the op that follows X when the segment
    starts": a later segment anchored at the same X lands before an earlier one.
    """

    symbols: tuple[int, ...] = ()
    values: tuple[int, ...] = ()


@dataclass
class Segment:
    """Ops emitted at one insertion point, in emission order."""

    anchor: Anchor
    ops: list[int] = field(default_factory=list[int])


@dataclass(frozen=True, slots=True)
class Mark:
    """A position in a program: before op `position` of segment `segment`."""

    segment: int
    position: int


class IndexProgram:
    """Index ops built with `createOrFold`'s folds, grouped by insertion point.

    Folds (SPEC §7): a commutative op (`addi`, `muli`, `maxui`) with a constant
    on the left and none on the right has its operands swapped first; then
    constant op constant is a new constant, `x + 0 -> x`, `x * 1 -> x`,
    `x * 0 -> 0`, `x divui 1 -> x`, `maxui(x, 0) -> x` and `maxui(x, x) -> x`.
    """

    def __init__(self) -> None:
        self.nodes: list[Node] = []
        """Value id -> what computes it (`SYM` nodes are inputs, not ops)."""
        self.segments: list[Segment] = []
        self._symbols: dict[int, int] = {}

    def __eq__(self, other: object) -> bool:
        return (
            isinstance(other, IndexProgram)
            and self.nodes == other.nodes
            and self.segments == other.segments
        )

    __hash__ = None  # pyright: ignore[reportAssignmentType]

    # -- construction ----------------------------------------------------------

    def begin(self, anchor: Anchor) -> None:
        """Starts a segment: the next ops go where `anchor` says."""
        self.segments.append(Segment(anchor))

    def mark(self) -> Mark:
        """The current position (where the next op of the segment would go)."""
        return Mark(len(self.segments) - 1, len(self.segments[-1].ops))

    def _op(self, node: Node) -> int:
        value = len(self.nodes)
        self.nodes.append(node)
        self.segments[-1].ops.append(value)
        return value

    def sym(self, symbol: int) -> int:
        """The value of size symbol `symbol` (one SSA value, wherever it is used)."""
        found = self._symbols.get(symbol)
        if found is None:
            found = len(self.nodes)
            self.nodes.append(Node(Kind.SYM, value=symbol))
            self._symbols[symbol] = found
        return found

    def const(self, value: int) -> int:
        """A new `arith.constant` (constants are not shared: `cse` merges them)."""
        if not 0 <= value <= MAX_CONSTANT:
            raise OverflowError64(f"{value} does not fit in a signed 64-bit index")
        return self._op(Node(Kind.CONST, value=value))

    def constant_of(self, v: int) -> int | None:
        node = self.nodes[v]
        return node.value if node.kind is Kind.CONST else None

    def _binary(self, kind: Kind, a: int, b: int) -> int:
        if (
            kind in COMMUTATIVE
            and self.constant_of(a) is not None
            and self.constant_of(b) is None
        ):
            a, b = b, a
        ca, cb = self.constant_of(a), self.constant_of(b)
        if ca is not None and cb is not None and not (kind is Kind.DIVU and cb == 0):
            return self.const(_fold(kind, ca, cb))
        if kind is Kind.ADD and cb == 0:
            return a
        if kind is Kind.MUL and cb == 1:
            return a
        if kind is Kind.MUL and cb == 0:
            return b
        if kind is Kind.DIVU and cb == 1:
            return a
        if kind is Kind.MAXU and (a == b or cb == 0):
            return a
        return self._op(Node(kind, (a, b)))

    def add(self, a: int, b: int) -> int:
        return self._binary(Kind.ADD, a, b)

    def mul(self, a: int, b: int) -> int:
        return self._binary(Kind.MUL, a, b)

    def divu(self, a: int, b: int) -> int:
        return self._binary(Kind.DIVU, a, b)

    def maxu(self, a: int, b: int) -> int:
        return self._binary(Kind.MAXU, a, b)

    def align_up(self, a: int, alignment: int) -> int:
        """`constant A-1`, `constant A`, then `addi`, `divui`, `muli` (SPEC §7)."""
        bump = self.const(alignment - 1)
        unit = self.const(alignment)
        return self.mul(self.divu(self.add(a, bump), unit), unit)

    # -- reading ---------------------------------------------------------------

    def live(self, roots: Sequence[int]) -> set[int]:
        """The values `roots` need (symbols included)."""
        seen: set[int] = set()
        stack = list(roots)
        while stack:
            v = stack.pop()
            if v not in seen:
                seen.add(v)
                stack.extend(self.nodes[v].args)
        return seen

    def to_graph(self, graph: ExprGraph, roots: Sequence[int]) -> dict[int, int]:
        """The expressions of `roots` (and what they need) in `graph`: value id ->
        node id. The values are the same; the graph shares and folds as it does."""
        mapped: dict[int, int] = {}
        for v in sorted(self.live(roots)):  # operands are always older values
            node = self.nodes[v]
            if node.kind is Kind.CONST:
                mapped[v] = graph.const(node.value)
            elif node.kind is Kind.SYM:
                mapped[v] = graph.sym(node.value)
            else:
                a, b = (mapped[x] for x in node.args)
                mapped[v] = _GRAPH_OPS[node.kind](graph, a, b)
        return mapped


_GRAPH_OPS = {
    Kind.ADD: ExprGraph.add,
    Kind.MUL: ExprGraph.mul,
    Kind.DIVU: ExprGraph.divu,
    Kind.MAXU: ExprGraph.maxu,
}


def _fold(kind: Kind, a: int, b: int) -> int:
    if kind is Kind.ADD:
        return a + b
    if kind is Kind.MUL:
        return a * b
    if kind is Kind.DIVU:
        return a // b
    if kind is Kind.MAXU:
        return max(a, b)
    raise ValueError(f"cannot fold {kind}")

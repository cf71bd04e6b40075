"""Index expressions for pool sizes and offsets, hash-consed in one graph.

A plan's runtime sizes are small expressions over the dynamic size values
(symbols): products, sums, unsigned maxima, align-ups, and (for planners that
choose a layout at run time) comparisons and selects. Building them in one
`ExprGraph` shares equal subexpressions, folds the trivial arithmetic the spec
asks for (`x*1`, `x*0`, `x+0`, constant op constant) and lets the emitter
materialise each node once, in creation order, without recursion.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from enum import Enum

from xhip.planning.arith_semantics import BINARY, CMPI_PREDICATES, compare

MAX_INDEX = (1 << 64) - 1
"""Index values are 64-bit; evaluation wraps like the emitted `arith` ops."""

MAX_CONSTANT = (1 << 63) - 1
"""The largest constant emitted: MLIR stores index attributes as signed 64-bit."""


SHARE_LENGTH = 40
"""A subexpression used more than once is written by a name (`t0`) when its text
is longer than this (`ExprGraph.render_shared`)."""


class OverflowError64(ValueError):
    """A constant size or offset does not fit in 64 bits."""


class Kind(Enum):
    CONST = "const"
    SYM = "sym"
    ADD = "addi"
    MUL = "muli"
    DIVU = "divui"
    MAXU = "maxui"
    ULT = "ult"  # 1 if a < b (unsigned) else 0
    SELECT = "select"  # a ? b : c


COMMUTATIVE = frozenset({Kind.ADD, Kind.MUL, Kind.MAXU})


@dataclass(frozen=True, slots=True)
class Node:
    kind: Kind
    args: tuple[int, ...] = ()
    value: int = 0  # the constant, or the symbol id


class ExprGraph:
    """A DAG of index expressions; nodes are referred to by their integer id."""

    def __init__(self, extra_folds: bool = False) -> None:
        self.nodes: list[Node] = []
        self._ids: dict[Node, int] = {}
        self.extra_folds = extra_folds
        """Folds beyond docs/semantics.md §7's, for `packer=best`: `b + a` is `a + b` once built
        (likewise `*`, `maxui`), and `maxui(x, 0)` is `x`. Off for the reference,
        whose text emits `n * m` and `m * n` both (docs/semantics.md §6)."""

    # -- construction ----------------------------------------------------------

    def intern(self, node: Node) -> int:
        found = self._ids.get(node)
        if found is None:
            found = len(self.nodes)
            self.nodes.append(node)
            self._ids[node] = found
        return found

    def const(self, value: int) -> int:
        if not 0 <= value <= MAX_CONSTANT:
            raise OverflowError64(f"{value} does not fit in a signed 64-bit index")
        return self.intern(Node(Kind.CONST, value=value))

    def sym(self, symbol: int) -> int:
        return self.intern(Node(Kind.SYM, value=symbol))

    def constant_of(self, e: int) -> int | None:
        node = self.nodes[e]
        return node.value if node.kind is Kind.CONST else None

    def _binary(self, kind: Kind, a: int, b: int) -> int:
        ca, cb = self.constant_of(a), self.constant_of(b)
        if ca is not None and cb is not None:
            return self.const(_apply(kind, (ca, cb), wrap=False))
        if self.extra_folds and kind in COMMUTATIVE:
            # `b op a` computed already is the same value; otherwise the operands
            # keep the order asked for.
            swapped = self._ids.get(Node(kind, (b, a)))
            if swapped is not None:
                return swapped
        return self.intern(Node(kind, (a, b)))

    def add(self, a: int, b: int) -> int:
        if self.constant_of(a) == 0:
            return b
        if self.constant_of(b) == 0:
            return a
        return self._binary(Kind.ADD, a, b)

    def mul(self, a: int, b: int) -> int:
        for x, y in ((a, b), (b, a)):
            if self.constant_of(y) == 1:
                return x
            if self.constant_of(y) == 0:
                return self.const(0)
        return self._binary(Kind.MUL, a, b)

    def divu(self, a: int, b: int) -> int:
        if self.constant_of(b) == 1:
            return a
        return self._binary(Kind.DIVU, a, b)

    def maxu(self, a: int, b: int) -> int:
        if a == b:
            return a
        if self.extra_folds and 0 in (self.constant_of(a), self.constant_of(b)):
            return b if self.constant_of(a) == 0 else a
        return self._binary(Kind.MAXU, a, b)

    def ult(self, a: int, b: int) -> int:
        return self._binary(Kind.ULT, a, b)

    def select(self, cond: int, if_true: int, if_false: int) -> int:
        if if_true == if_false:
            return if_true
        c = self.constant_of(cond)
        if c is not None:
            return if_true if c else if_false
        return self.intern(Node(Kind.SELECT, (cond, if_true, if_false)))

    def sum(self, terms: Sequence[int]) -> int:
        """`((t0 + t1) + t2) + ...`, folding zeros; 0 for no terms."""
        total = self.const(0)
        for t in terms:
            total = self.add(total, t)
        return total

    def product(self, factors: Sequence[int]) -> int:
        total = self.const(1)
        for f in factors:
            total = self.mul(total, f)
        return total

    def max_of(self, terms: Sequence[int]) -> int:
        """`maxui(maxui(t0, t1), t2) ...`; 0 for no terms."""
        if not terms:
            return self.const(0)
        total = terms[0]
        for t in terms[1:]:
            total = self.maxu(total, t)
        return total

    def align_up(self, a: int, alignment: int) -> int:
        """`((a + (A-1)) divui A) muli A`; constants fold, A = 1 is `a`."""
        if alignment == 1:
            return a
        c = self.constant_of(a)
        if c is not None:
            return self.const(-(-c // alignment) * alignment)
        bumped = self.add(a, self.const(alignment - 1))
        return self.mul(self.divu(bumped, self.const(alignment)), self.const(alignment))

    # -- evaluation and display -------------------------------------------------

    def evaluate(
        self, roots: Sequence[int], binding: Mapping[int, int], exact: bool = False
    ) -> list[int]:
        """The values of `roots` when symbol `s` is `binding[s]`: with 64-bit
        wrapping as the emitted `index` arithmetic computes them, or `exact`."""
        needed = self.closure(roots)
        values: dict[int, int] = {}
        for e in sorted(needed):
            node = self.nodes[e]
            if node.kind is Kind.CONST:
                values[e] = node.value
            elif node.kind is Kind.SYM:
                values[e] = binding[node.value] & MAX_INDEX
            else:
                values[e] = _apply(
                    node.kind, tuple(values[a] for a in node.args), wrap=not exact
                )
        return [values[r] for r in roots]

    def symbols_of(self, e: int) -> set[int]:
        """The symbols expression `e` depends on."""
        return {
            self.nodes[n].value
            for n in self.closure([e])
            if self.nodes[n].kind is Kind.SYM
        }

    def closure(self, roots: Sequence[int]) -> set[int]:
        seen: set[int] = set()
        stack = list(roots)
        while stack:
            e = stack.pop()
            if e not in seen:
                seen.add(e)
                stack.extend(self.nodes[e].args)
        return seen

    def render(self, e: int, names: Mapping[int, str] | None = None) -> str:
        """A readable infix form, whole, e.g. `max(%d0 * 32768, %d1 * 16384)`.

        Products bind tighter than sums; parentheses appear only where the
        structure needs them (`(%n + 255) / 256 * 256`). A subexpression used
        more than once whose text is longer than `SHARE_LENGTH` is named once
        (`t0 * 2 + t0 where t0 = ...`, see `render_shared`), so that a DAG does
        not print as an exponentially large tree.
        """
        definitions, (text,) = self.render_shared([e], names)
        if not definitions:
            return text
        return f"{text} where " + ", ".join(f"{n} = {d}" for n, d in definitions)

    def render_shared(
        self,
        roots: Sequence[int],
        names: Mapping[int, str] | None = None,
        share_length: int = SHARE_LENGTH,
    ) -> tuple[list[tuple[str, str]], list[str]]:
        """(definitions, texts): each root's text whole, in which a
        subexpression used more than once (by the roots together) and longer than
        `share_length` characters is written by a name `t0`, `t1`, ... defined
        once in `definitions` (`("t0", "%d0 * 32768")`, in order: a definition
        uses only the names before it)."""
        closure = self.closure(roots)
        uses: dict[int, int] = dict.fromkeys(closure, 0)
        for i in closure:
            for a in self.nodes[i].args:
                uses[a] += 1
        for r in roots:
            uses[r] += 1
        definitions: list[tuple[str, str]] = []
        text: dict[int, tuple[str, int]] = {}  # node -> (text, precedence)
        for i in sorted(closure):
            node = self.nodes[i]
            args = [text[a] for a in node.args]
            if node.kind is Kind.CONST:
                text[i] = (str(node.value), 3)
                continue
            if node.kind is Kind.SYM:
                text[i] = ((names or {}).get(node.value, f"s{node.value}"), 3)
                continue
            if node.kind in _INFIX:
                symbol, prec = _INFIX[node.kind]
                left = _wrap(args[0], prec)
                right = _wrap(args[1], prec + 1)
                text[i] = (f"{left} {symbol} {right}", prec)
            elif node.kind is Kind.SELECT:
                text[i] = (f"select({args[0][0]}, {args[1][0]}, {args[2][0]})", 3)
            else:
                assert node.kind is Kind.MAXU, node.kind
                text[i] = (f"max({args[0][0]}, {args[1][0]})", 3)
            body = text[i][0]
            if uses[i] > 1 and len(body) > share_length:
                name = f"t{len(definitions)}"
                definitions.append((name, body))
                text[i] = (name, 3)
        # A root that was named is written whole: its definition, not its name.
        whole = dict(definitions)
        return definitions, [whole.get(text[r][0], text[r][0]) for r in roots]


_INFIX: dict[Kind, tuple[str, int]] = {
    Kind.ULT: ("<", 0),
    Kind.ADD: ("+", 1),
    Kind.MUL: ("*", 2),
    Kind.DIVU: ("/", 2),
}


def _wrap(rendered: tuple[str, int], needed: int) -> str:
    body, prec = rendered
    return body if prec >= needed else f"({body})"


_ARITH = {
    k: BINARY["arith." + k.value] for k in (Kind.ADD, Kind.MUL, Kind.DIVU, Kind.MAXU)
}
"""The kinds that are `arith` ops, with their semantics."""

_ULT = CMPI_PREDICATES.index("ult")


def _apply(kind: Kind, args: tuple[int, ...], wrap: bool = True) -> int:
    """The value of a node: as the emitted `index` ops compute it (`wrap`), or
    with exact integers; a division by zero is 0."""
    if kind is Kind.SELECT:
        return args[1] if args[0] else args[2]
    if kind is Kind.ULT:
        return int(compare(_ULT, args[0], args[1], 64))
    if wrap:
        return _ARITH[kind](args[0], args[1], 64) or 0
    if kind is Kind.ADD:
        return args[0] + args[1]
    if kind is Kind.MUL:
        return args[0] * args[1]
    if kind is Kind.DIVU:
        return args[0] // args[1] if args[1] else 0
    if kind is Kind.MAXU:
        return max(args)
    raise ValueError(f"cannot apply {kind}")

"""Formulas of a plan as `xhip plan` shows them: simplified for reading.

The plan's `ExprGraph` keeps the reference's structure, op for op (what the
pass emits); written out as it is, a pool size reads
`max(max(max(%seq * 1024, %seq * 512), %seq * 256), %seq * 128)` or
`%n * 256 + 4096 + %n * 256`. Here sums and products by constants are collected
into one linear form (`%n * 512 + 4096`), nested `max`es are flattened and an
operand no larger than another for every value of the symbols is dropped
(`%seq * 1024`: coefficient by coefficient at least as large, all values being
unsigned). Exact arithmetic, as the formulas are read; the IR is not touched.
"""

from __future__ import annotations

import re
from collections.abc import Mapping, Sequence

from xhip.planning.expr import SHARE_LENGTH, ExprGraph, Kind

Form = dict[tuple[int, ...], int]
"""A linear form: monomial (atom node ids, sorted) -> coefficient; `()` is the
constant term. An atom is a symbol or a node kept whole (`/`, `select`, a
`max` of several, a shared part)."""


def _dominates(a: Form, b: Form) -> bool:
    """Whether `a >= b` for all unsigned values: coefficient by coefficient."""
    return all(a.get(m, 0) >= c for m, c in b.items())


def _scaled(form: Form, k: int) -> Form:
    return {m: c * k for m, c in form.items() if c * k}


def _added(a: Form, b: Form) -> Form:
    total = dict(a)
    for m, c in b.items():
        total[m] = total.get(m, 0) + c
    return {m: c for m, c in total.items() if c}


def _constant(form: Form) -> int | None:
    return form.get((), 0) if set(form) <= {()} else None


class _Renderer:
    def __init__(self, graph: ExprGraph, names: Mapping[int, str] | None) -> None:
        self.graph = graph
        self.names = names or {}
        self.forms: dict[int, Form] = {}
        self.maxes: dict[int, list[Form]] = {}
        """A flattened `max`: its operands, none dominated by another."""
        self.atoms: dict[int, tuple[str, int]] = {}
        """Atom node -> (text, precedence): 3 a name or call, 2 a product or
        quotient, 1 a sum, 0 a comparison."""

    def text(self, form: Form) -> tuple[str, int]:
        if not form:
            return "0", 3
        terms = [(m, c) for m, c in form.items() if m] + (
            [((), form[()])] if () in form else []
        )
        parts: list[tuple[str, int]] = []
        for monomial, coefficient in terms:
            factors = [self.atoms[a] for a in monomial]
            if coefficient != 1 or not factors:
                factors.append((str(coefficient), 3))
            if len(factors) == 1:
                parts.append(factors[0])
                continue
            words = [
                body if prec >= (2 if k == 0 else 3) else f"({body})"
                for k, (body, prec) in enumerate(factors)
            ]
            parts.append((" * ".join(words), 2))
        if len(parts) == 1:
            return parts[0]
        return " + ".join(b if p >= 1 else f"({b})" for b, p in parts), 1

    def atom(self, i: int, text: tuple[str, int]) -> None:
        self.atoms[i] = text
        self.forms[i] = {(i,): 1}

    def visit(self, i: int) -> None:
        node = self.graph.nodes[i]
        args = node.args
        if node.kind is Kind.CONST:
            self.forms[i] = {(): node.value} if node.value else {}
        elif node.kind is Kind.SYM:
            self.atom(i, (self.names.get(node.value, f"s{node.value}"), 3))
        elif node.kind is Kind.ADD:
            self.forms[i] = _added(self.forms[args[0]], self.forms[args[1]])
        elif node.kind is Kind.MUL:
            a, b = self.forms[args[0]], self.forms[args[1]]
            if (k := _constant(b)) is not None:
                self.forms[i] = _scaled(a, k)
            elif (k := _constant(a)) is not None:
                self.forms[i] = _scaled(b, k)
            elif len(a) == 1 and len(b) == 1:
                (ma, ca), (mb, cb) = next(iter(a.items())), next(iter(b.items()))
                self.forms[i] = {tuple(sorted(ma + mb)): ca * cb}
            else:
                self.atom(i, self._infix(args, " * ", 2))
        elif node.kind is Kind.MAXU:
            operands: list[Form] = []
            for a in args:
                operands += self.maxes.get(a, [self.forms[a]])
            kept: list[Form] = []
            for k, form in enumerate(operands):
                if not any(
                    _dominates(other, form) and (form != other or j < k)
                    for j, other in enumerate(operands)
                    if j != k
                ):
                    kept.append(form)
            if len(kept) == 1:
                self.forms[i] = kept[0]
            else:
                self.maxes[i] = kept
                inner = ", ".join(self.text(f)[0] for f in kept)
                self.atom(i, (f"max({inner})", 3))
        elif node.kind is Kind.DIVU:
            self.atom(i, self._infix(args, " / ", 2))
        elif node.kind is Kind.ULT:
            self.atom(i, self._infix(args, " < ", 0))
        else:
            assert node.kind is Kind.SELECT, node.kind
            parts = ", ".join(self.text(self.forms[a])[0] for a in args)
            self.atom(i, (f"select({parts})", 3))

    def _infix(self, args: tuple[int, ...], symbol: str, prec: int) -> tuple[str, int]:
        left, lp = self.text(self.forms[args[0]])
        right, rp = self.text(self.forms[args[1]])
        left = left if lp >= prec else f"({left})"
        right = right if rp >= prec + 1 else f"({right})"
        return f"{left}{symbol}{right}", prec


def render_simplified(
    graph: ExprGraph,
    roots: Sequence[int],
    names: Mapping[int, str] | None = None,
    share_length: int = SHARE_LENGTH,
) -> tuple[list[tuple[str, str]], list[str]]:
    """(definitions, texts), as `ExprGraph.render_shared`, of the simplified
    formulas: a part used more than once and longer than `share_length` is
    named once (`t0`); a root that was named is written whole."""
    closure = graph.closure(roots)
    uses: dict[int, int] = dict.fromkeys(closure, 0)
    for i in closure:
        for a in graph.nodes[i].args:
            uses[a] += 1
    for r in roots:
        uses[r] += 1
    renderer = _Renderer(graph, names)
    definitions: list[tuple[str, str]] = []
    for i in sorted(closure):
        renderer.visit(i)
        kind = graph.nodes[i].kind
        if uses[i] > 1 and kind not in (Kind.CONST, Kind.SYM):
            body = renderer.text(renderer.forms[i])[0]
            if len(body) > share_length:
                name = f"t{len(definitions)}"
                definitions.append((name, body))
                renderer.maxes.pop(i, None)
                renderer.atom(i, (name, 3))
    whole = dict(definitions)
    texts = [renderer.text(renderer.forms[r])[0] for r in roots]
    texts = [whole.get(t, t) for t in texts]
    # Parts that simplification made unused (a dropped `max` operand) go.
    used = " ".join(texts)
    kept: list[tuple[str, str]] = []
    for name, body in reversed(definitions):
        if re.search(rf"\b{name}\b", used):
            kept.append((name, body))
            used += " " + body
    return list(reversed(kept)), texts

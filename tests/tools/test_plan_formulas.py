"""`xhip plan`'s formulas, simplified for reading (xhip/tools/plan/formulas.py):
the issue's shapes, and the same values as the graph for random expressions."""

from __future__ import annotations

import random
import re

from xhip.planning.expr import ExprGraph
from xhip.tools.plan.formulas import render_simplified

NAMES = {0: "%seq", 1: "%n"}


def text(graph: ExprGraph, e: int) -> str:
    definitions, (body,) = render_simplified(graph, [e], NAMES)
    assert definitions == []
    return body


def test_nested_maxes_of_one_symbol_are_the_largest() -> None:
    g = ExprGraph()
    seq = g.sym(0)
    sizes = [g.mul(seq, g.const(c)) for c in (1024, 512, 256, 128)]
    assert g.render(g.max_of(sizes), NAMES) == (
        "max(max(max(%seq * 1024, %seq * 512), %seq * 256), %seq * 128)"
    )
    assert text(g, g.max_of(sizes)) == "%seq * 1024"


def test_equal_terms_are_collected_constants_last() -> None:
    g = ExprGraph()
    n256 = g.mul(g.sym(1), g.const(256))
    e = g.add(g.add(n256, g.const(4096)), n256)
    assert g.render(e, NAMES) == "%n * 256 + 4096 + %n * 256"
    assert text(g, e) == "%n * 512 + 4096"


def test_what_neither_dominates_stays() -> None:
    g = ExprGraph()
    seq, n = g.sym(0), g.sym(1)
    e = g.max_of([g.mul(seq, g.const(4)), g.mul(n, g.const(8)), g.const(64)])
    assert text(g, e) == "max(%seq * 4, %n * 8, 64)"
    # x * 256 + 1024 against x * 512: larger for small x, smaller for large.
    x = g.align_up(g.mul(n, g.const(4)), 256)
    both = g.maxu(g.add(x, g.const(1024)), g.add(x, x))
    assert text(g, both) == (
        "max((%n * 4 + 255) / 256 * 256 + 1024, (%n * 4 + 255) / 256 * 512)"
    )


def _python(formula: str) -> str:
    """The formula as a Python expression over `seq`, `n` and the definitions
    (`/` is unsigned division: `//` on the non-negative values here)."""
    return formula.replace(" / ", " // ").replace("%", "")


def test_random_formulas_keep_their_values() -> None:
    """Simplified text evaluated (exact integers, as it is read) equals the
    graph's exact value, on random graphs and bindings."""
    rng = random.Random(7)
    for _ in range(150):
        g = ExprGraph()
        pool = [g.sym(0), g.sym(1), g.const(rng.choice([1, 4, 256, 4096]))]
        for _ in range(rng.randint(1, 12)):
            a, b = rng.choice(pool), rng.choice(pool)
            op = rng.choice(["add", "mul", "max", "align", "cmul", "select"])
            if op == "add":
                pool.append(g.add(a, b))
            elif op == "mul" and len(g.symbols_of(a)) + len(g.symbols_of(b)) <= 2:
                pool.append(g.mul(a, b))
            elif op == "max":
                pool.append(g.maxu(a, b))
            elif op == "align":
                pool.append(g.align_up(a, rng.choice([2, 256])))
            elif op == "select":
                pool.append(g.select(g.ult(a, b), a, b))
            else:
                pool.append(g.mul(a, g.const(rng.choice([2, 3, 512]))))
        roots = pool[-2:]
        definitions, texts = render_simplified(g, roots, NAMES, share_length=20)
        for _ in range(4):
            seq, n = rng.randint(0, 5000), rng.randint(0, 5000)
            scope: dict[str, object] = {
                "seq": seq,
                "n": n,
                "max": max,
                "select": lambda c, a, b: a if c else b,
            }
            for name, body in definitions:
                scope[name] = eval(_python(body), scope)
            expected = g.evaluate(roots, {0: seq, 1: n}, exact=True)
            got = [eval(_python(t), scope) for t in texts]
            assert [int(v) for v in got] == expected, (texts, definitions)
            assert not re.search(r"\+ 0\b|\* 1\b", " ".join(texts))

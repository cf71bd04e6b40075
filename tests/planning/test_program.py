"""The reference's emission as a program (docs/semantics.md §7): createOrFold's folds, the
segments and their anchors, and the values a layout's program computes."""

from __future__ import annotations

import pytest

from xhip.planning.expr import ExprGraph, Kind, OverflowError64
from xhip.planning.layout import layout_exprs, reference_program
from xhip.planning.program import Anchor, IndexProgram, Mark
from xhip.planning.reference import plan_reference
from xhip.planning.requests import Lifetime, Request, align_up


def test_commutative_constant_moves_right_then_folds() -> None:
    p = IndexProgram()
    p.begin(Anchor())
    d = p.sym(0)
    one = p.const(1)
    # 1 * d: the constant moves right, then x * 1 -> x.
    assert p.mul(one, d) == d
    zero = p.const(0)
    assert p.add(zero, d) == d and p.add(d, zero) == d
    assert p.maxu(zero, d) == d and p.maxu(d, zero) == d
    assert p.mul(zero, d) == zero and p.mul(d, zero) == zero
    c8 = p.const(8)
    m = p.mul(c8, d)
    assert p.nodes[m].kind is Kind.MUL and p.nodes[m].args == (d, c8)
    assert p.divu(d, one) == d


def test_constant_op_constant_is_a_new_constant() -> None:
    p = IndexProgram()
    p.begin(Anchor())
    a, b = p.const(3), p.const(4)
    c = p.add(a, b)
    assert c not in (a, b) and p.constant_of(c) == 7
    assert p.constant_of(p.mul(a, b)) == 12
    assert p.constant_of(p.maxu(a, b)) == 4
    assert p.constant_of(p.divu(p.const(9), b)) == 2
    with pytest.raises(OverflowError64):
        p.mul(p.const(1 << 62), p.const(4))


def test_constants_are_not_shared_and_maxui_folds_only_the_same_value() -> None:
    p = IndexProgram()
    p.begin(Anchor())
    d = p.sym(0)
    assert p.const(256) != p.const(256)
    # Two footprints d * 256 are two ops: their maxui stays (cse would make it
    # maxui(%f, %f)); a value with itself folds.
    f1, f2 = p.mul(d, p.const(256)), p.mul(d, p.const(256))
    assert f1 != f2
    both = p.maxu(f1, f2)
    assert p.nodes[both].kind is Kind.MAXU
    assert p.maxu(f1, f1) == f1
    assert p.sym(0) == d  # a symbol is one SSA value


def test_align_up_emits_both_constants_first() -> None:
    p = IndexProgram()
    p.begin(Anchor())
    d = p.sym(0)
    w = p.align_up(d, 256)
    kinds = [(p.nodes[v].kind, p.nodes[v].value) for v in p.segments[0].ops]
    assert kinds == [
        (Kind.CONST, 255),
        (Kind.CONST, 256),
        (Kind.ADD, 0),
        (Kind.DIVU, 0),
        (Kind.MUL, 0),
    ]
    assert p.segments[0].ops[-1] == w


def test_segments_anchors_and_liveness() -> None:
    p = IndexProgram()
    p.begin(Anchor(symbols=(0, 1)))
    f = p.mul(p.mul(p.const(1), p.sym(0)), p.sym(1))
    p.begin(Anchor(values=(f,)))
    fp = p.mul(f, p.const(12))
    at = p.mark()
    assert at == Mark(1, 2)
    p.const(99)  # dead
    assert [s.anchor for s in p.segments] == [Anchor((0, 1)), Anchor((), (f,))]
    live = p.live([fp])
    assert fp in live and f in live
    dead = [v for v in range(len(p.nodes)) if v not in live]
    assert [p.nodes[v].value for v in dead] == [1, 99]


def test_reference_program_follows_spec_7() -> None:
    # a (n, C 256) [0,1], b (n, C 12) [2,3]: one slab, one F, largest C a
    # multiple: footprints n*256 and n*12, maxui, no align-up; static s (100 B
    # -> 256) [0,3] makes the prefix 256.
    requests = [
        Request(Lifetime(0, 3), 100),
        Request(Lifetime(0, 1), 256, (0,)),
        Request(Lifetime(2, 3), 12, (0,)),
    ]
    layout = plan_reference(requests, 256, True)
    emitted = reference_program(layout)
    p = emitted.program
    # one segment per group (F), then the pool's
    assert len(p.segments) == 3
    assert p.segments[0].anchor == Anchor(symbols=(0,))
    assert p.segments[2].anchor == Anchor(values=(p.sym(0), p.sym(0)))
    live = p.live(emitted.roots)
    ops = [
        (p.nodes[v].kind.value, p.nodes[v].value)
        for v in p.segments[2].ops
        if v in live
    ]
    assert ops == [
        ("const", 256),  # footprint of a: 256 ...
        ("muli", 0),  # ... * n
        ("const", 12),
        ("muli", 0),
        ("maxui", 0),  # the slab's width
        ("const", 256),  # the static prefix
        ("addi", 0),  # width + 256 (the constant moved right)
        ("const", 0),  # s's offset (after the pool)
        ("const", 256),  # the base of slab 0: a's and b's offset
    ]
    assert emitted.pool_at == Mark(2, 7)
    graph = ExprGraph()
    exprs = layout_exprs(graph, layout)
    for n in (0, 1, 7, 1000):
        pool, *offsets = graph.evaluate(
            [exprs.pool_size, *(exprs.offsets[i] for i in range(3))], {0: n}
        )
        assert pool == 256 + max(256 * n, 12 * n)
        assert offsets == [0, 256, 256]


def test_grouped_bucket_sizes_have_their_own_segments() -> None:
    # Two small buckets on one symbol: each is a segment anchored at it, so the
    # emitter puts the second before the first (docs/semantics.md §7).
    requests = [Request(Lifetime(0, 1), 12, (0,)), Request(Lifetime(0, 1), 20, (0,))]
    layout = plan_reference(requests, 256, False)
    emitted = reference_program(layout)
    p = emitted.program
    assert [s.anchor for s in p.segments[:2]] == [Anchor(symbols=(0,))] * 2
    assert [p.constant_of(s.ops[0]) for s in p.segments[:2]] == [12, 20]
    graph = ExprGraph()
    exprs = layout_exprs(graph, layout)
    (pool,) = graph.evaluate([exprs.pool_size], {0: 30})
    assert pool == align_up(360, 256) + align_up(600, 256)

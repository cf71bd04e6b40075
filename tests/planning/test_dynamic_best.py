"""`packer=best` for dynamic buffers: valid at every binding, never above either mode."""

from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st

from tests.budget import examples
from xhip.planning.best.dynamic import (
    never_smaller,
    plan_best,
)
from xhip.planning.choice_layout import ChoiceLayout, choice_exprs
from xhip.planning.expr import ExprGraph
from xhip.planning.layout import layout_exprs
from xhip.planning.ordered import (
    ordered_exprs,
    ordered_from_layout,
    ordered_from_packing,
)
from xhip.planning.reference import plan_reference
from xhip.planning.requests import Lifetime, Request

SYMBOLS = 3


@st.composite
def requests_st(draw: st.DrawFn) -> list[Request]:
    n = draw(st.integers(1, 14))
    out: list[Request] = []
    for _ in range(n):
        start = draw(st.integers(0, 20))
        end = start + draw(st.integers(0, 8))
        factor = tuple(
            draw(st.lists(st.integers(0, SYMBOLS - 1), min_size=0, max_size=2))
        )
        coefficient = draw(st.sampled_from([0, 1, 3, 64, 100, 256, 512, 1000, 4096]))
        out.append(Request(Lifetime(start, end), coefficient, factor))
    return out


# Small values matter as much as large ones: the candidates trade places there.
size_st = st.one_of(st.integers(0, 8), st.integers(0, 5000))
bindings_st = st.lists(
    st.fixed_dictionaries({s: size_st for s in range(SYMBOLS)}),
    min_size=1,
    max_size=4,
)


def sizes_at(requests: list[Request], binding: dict[int, int]) -> list[int]:
    out: list[int] = []
    for r in requests:
        f = 1
        for s in r.factor:
            f *= binding[s]
        out.append(r.coefficient * f)
    return out


def assert_valid(
    requests: list[Request],
    offsets: list[int],
    pool: int,
    binding: dict[int, int],
    a: int,
) -> None:
    sizes = sizes_at(requests, binding)
    for i, (o, s) in enumerate(zip(offsets, sizes, strict=True)):
        assert o % a == 0, (i, o, a)
        assert o + s <= pool, (i, o, s, pool)
        for j in range(i):
            if requests[i].lifetime.overlaps(requests[j].lifetime) and s and sizes[j]:
                assert o + s <= offsets[j] or offsets[j] + sizes[j] <= o, (i, j)


@settings(max_examples=examples(150), deadline=None)
@given(requests_st(), bindings_st, st.sampled_from([1, 8, 64, 256]))
def test_best_is_valid_and_never_above_either_mode(
    requests: list[Request], bindings: list[dict[int, int]], alignment: int
) -> None:
    graph = ExprGraph()
    best = plan_best(requests, alignment, graph=graph)
    exprs = (
        choice_exprs(graph, best, requests)
        if isinstance(best, ChoiceLayout)
        else layout_exprs(graph, best)
    )
    lo = layout_exprs(graph, plan_reference(requests, alignment, True))
    gr = layout_exprs(graph, plan_reference(requests, alignment, False))
    n = len(requests)
    for binding in bindings:
        values = graph.evaluate(
            [
                exprs.pool_size,
                lo.pool_size,
                gr.pool_size,
                *(exprs.offsets[i] for i in range(n)),
            ],
            binding,
        )
        pool, lo_pool, gr_pool, offsets = values[0], values[1], values[2], values[3:]
        assert pool <= min(lo_pool, gr_pool)
        assert_valid(requests, offsets, pool, binding, alignment)


@settings(max_examples=examples(150), deadline=None)
@given(requests_st(), bindings_st, st.booleans(), st.sampled_from([1, 64, 256]))
def test_ordered_version_of_a_reference_layout_is_never_larger(
    requests: list[Request], bindings: list[dict[int, int]], lifetime_only: bool, a: int
) -> None:
    graph = ExprGraph()
    layout = plan_reference(requests, a, lifetime_only)
    original = layout_exprs(graph, layout)
    ordered = ordered_exprs(graph, ordered_from_layout(requests, layout), requests)
    n = len(requests)
    for binding in bindings:
        values = graph.evaluate(
            [
                ordered.pool_size,
                original.pool_size,
                *(ordered.offsets[i] for i in range(n)),
            ],
            binding,
        )
        assert values[0] <= values[1]
        assert_valid(requests, values[2:], values[0], binding, a)


def test_decode_and_prefill_each_get_their_layout() -> None:
    """Seq-sized and (past+seq)-sized buffers: neither reference mode is best at
    both bindings, the choice is at least as good as the better one at each."""
    seq, total = 0, 1
    requests: list[Request] = []
    t = 0
    for _layer in range(2):
        for coefficient, factor, duration in [
            (8192, (seq,), 2),
            (8192, (seq,), 5),
            (2048, (total,), 5),
            (2048, (total,), 5),
            (64, (seq, total), 2),
            (22016, (seq,), 3),
            (22016, (seq,), 3),
            (8192, (seq,), 2),
        ]:
            requests.append(Request(Lifetime(t, t + duration), coefficient, factor))
            t += 1
    graph = ExprGraph()
    best = plan_best(requests, 256, graph=graph)
    assert isinstance(best, ChoiceLayout)
    exprs = choice_exprs(graph, best, requests)
    lo = layout_exprs(graph, plan_reference(requests, 256, True))
    gr = layout_exprs(graph, plan_reference(requests, 256, False))
    decode = {seq: 1, total: 4097}
    prefill = {seq: 2048, total: 2048}
    d = graph.evaluate([exprs.pool_size, lo.pool_size, gr.pool_size], decode)
    p = graph.evaluate([exprs.pool_size, lo.pool_size, gr.pool_size], prefill)
    # [best, lifetime-only, grouped]; the max-load lower bounds are 17095936 and
    # 383778816 bytes: the choice reaches them at both bindings.
    assert d == [17095936, 25478400, 17112320]
    assert p == [383778816, 660602880, 417333248]


def test_never_smaller_compares_chain_coefficients() -> None:
    """A = s0 at [0, 1], B = s1 at [1, 2], C = s0 at [2, 3]. Stacked in the order
    A, B, C the pool is s0 + s1 + s0 (C sits on B, which sits on A); in the order
    A, C, B it is s0 + s1 (A and C share bytes). The first is never smaller than
    the second, and not the other way round (at s0 = s1 = 1: 3 against 2)."""
    requests = [
        Request(Lifetime(0, 1), 1, (0,)),
        Request(Lifetime(1, 2), 1, (1,)),
        Request(Lifetime(2, 3), 1, (0,)),
    ]
    stair = ordered_from_packing(requests, [0, 1, 2], 1)
    flat = ordered_from_packing(requests, [0, 1, 0], 1)
    graph = ExprGraph()
    sizes = [ordered_exprs(graph, o, requests).pool_size for o in (stair, flat)]
    assert [graph.render(e) for e in sizes] == ["s0 + s1 + s0", "s0 + s1"]
    assert graph.evaluate(sizes, {0: 1, 1: 1}) == [3, 2]
    assert never_smaller(stair, flat, requests)
    assert not never_smaller(flat, stair, requests)
    assert never_smaller(flat, flat, requests)


def test_a_pruned_reference_layout_keeps_its_stand_in() -> None:
    """Found by an audit: the ordered lifetime-only layout is equivalent to the fit
    at s1 = 1, so pruning kept the fit only; the design bindings then dropped the
    fit as never strictly smallest, and at s = (0, 3, 7) the choice was above
    lifetime-only (11900 > 11864). The stand-ins of both modes now always stay."""
    L = Lifetime
    requests = [
        Request(L(14, 14), 300, (2, 1)),
        Request(L(4, 10), 64, (0,)),
        Request(L(2, 6), 256, (1,)),
        Request(L(0, 3), 12, (1,)),
        Request(L(9, 14), 1, (2, 0)),
        Request(L(7, 13), 512, (1, 0)),
        Request(L(3, 9), 4096, ()),
        Request(L(11, 15), 3, ()),
        Request(L(2, 2), 1000, ()),
        Request(L(6, 9), 1000, (2,)),
    ]
    binding = {0: 0, 1: 3, 2: 7}
    g = ExprGraph()
    best = plan_best(requests, 1, graph=g)
    assert isinstance(best, ChoiceLayout)
    size = choice_exprs(g, best, requests).pool_size
    modes = [layout_exprs(g, plan_reference(requests, 1, lo)) for lo in (True, False)]
    values = g.evaluate([size, *(m.pool_size for m in modes)], binding)
    # Grouped (classes in first-appearance order, slabs by the pairwise member
    # test, docs/semantics.md §6): prefix 4096 (4096 B at 0, the two others disjoint from it);
    # slabs (s2 s1: 300) + (s0: 64) -> 6300, (s1: 256 at 0 and 12 at 256, span
    # 268) + (s2 s0: 1) -> 804, (s1 s0: 512) -> 0, (s2: 1000) -> 7000: 18200.
    assert values == [11864, 11864, 18200]


def test_static_buffers_share_bytes_with_dynamic_ones() -> None:
    """d1 and d2 (4n bytes) overlap; a 1024-byte static s overlaps d1 only. The
    reference keeps s in a prefix: 1024 + 2A (A = alignUp(4n)). Packed together,
    s and d2 both sit on d1: A + maxui(1024, A)."""
    L = Lifetime
    requests = [
        Request(L(0, 4), 4, (0,)),
        Request(L(1, 2), 1024, ()),
        Request(L(3, 4), 4, (0,)),
    ]
    g = ExprGraph()
    best = plan_best(requests, 256, graph=g)
    assert isinstance(best, ChoiceLayout)
    assert best.names == ("lifetime-only", "mixed@all-large")
    exprs = choice_exprs(g, best, requests)
    reference = layout_exprs(g, plan_reference(requests, 256, True))
    roots = [
        exprs.pool_size,
        reference.pool_size,
        *(exprs.offsets[i] for i in range(3)),
    ]
    # n = 1000: A = 4096.
    assert g.evaluate(roots, {0: 1000}) == [8192, 9216, 0, 4096, 4096]
    # n = 0: both 1024; the first candidate (the reference's) stays.
    assert g.evaluate(roots, {0: 0}) == [1024, 1024, 1024, 0, 1024]


def test_a_zero_byte_dynamic_buffer_pushes_nothing_up() -> None:
    """Found by an audit: grouped best fit puts the zero-byte b1 at unit 0 of
    the group, next to b0; ordered, b1 sat on b0 (at 256n) and pushed b2 and b3
    above it: 384n where grouped itself needs 320n. A zero-byte request now takes
    no part in the orientation."""
    L = Lifetime
    requests = [
        Request(L(0, 3), 256, (0,)),
        Request(L(1, 5), 0, (0,)),
        Request(L(2, 5), 64, (0,)),
        Request(L(4, 7), 64, (0,)),
        Request(L(6, 7), 128, (0,)),
    ]
    g = ExprGraph()
    best = plan_best(requests, 64, graph=g)
    assert isinstance(best, ChoiceLayout)
    size = choice_exprs(g, best, requests).pool_size
    grouped = layout_exprs(g, plan_reference(requests, 64, False)).pool_size
    for n in (1, 7, 1000):
        assert g.evaluate([size, grouped], {0: n}) == [320 * n, 320 * n]


def test_hoisted_dynamic_buffers_fit_the_budget() -> None:
    """Hoisted dynamic allocs all overlap: the numeric fits at design bindings
    would scan every pair. Within the budget they are candidates; past it only
    the two reference layouts are, and the plan is still valid (no timing)."""
    n = 400
    requests = [Request(Lifetime(i, n + i), 256, (1,)) for i in range(n)]
    g = ExprGraph(extra_folds=True)
    roomy = plan_best(requests, 256, graph=g)
    assert isinstance(roomy, ChoiceLayout)
    g2 = ExprGraph(extra_folds=True)
    tight = plan_best(requests, 256, graph=g2, effort=1000)
    assert isinstance(tight, ChoiceLayout)
    assert set(tight.names) <= {"lifetime-only", "grouped"}
    exprs = choice_exprs(g2, tight, requests)
    binding = {1: 3}
    values = g2.evaluate(
        [exprs.pool_size, *(exprs.offsets[i] for i in range(n))], binding
    )
    assert_valid(requests, values[1:], values[0], binding, 256)
    # All overlap: the pool is the stack of all of them at any binding.
    assert values[0] == n * 256 * 3

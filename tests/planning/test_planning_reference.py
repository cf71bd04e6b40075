"""The reference planners (docs/semantics.md §6) on hand-derived instances, and their safety.

The unit tests pin the numbers of small instances worked out by hand from the
spec; the property tests check, on random instances and every power-of-two
alignment up to 1024, that no two buffers with overlapping lifetimes ever share a
byte at any runtime binding, and that every offset is aligned and inside the pool.
"""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from tests.budget import examples
from xhip.planning.expr import MAX_CONSTANT, ExprGraph, Kind, OverflowError64
from xhip.planning.layout import layout_exprs
from xhip.planning.reference import (
    assign_slabs,
    factor_groups,
    needs_round_up,
    plan_reference,
    singleton_groups,
    small_buckets,
)
from xhip.planning.requests import Lifetime, Request, align_up, max_load, peak_count
from xhip.planning.static_best_fit import best_fit

L = Lifetime

# -- best fit --------------------------------------------------------------------

# q1 [0,2] 512, p1 [1,5] 256, p2 [3,7] 256, r [4,5] 256, q2 [6,7] 1024 (aligned).
GAP_LIFETIMES = [L(0, 2), L(1, 5), L(3, 7), L(4, 5), L(6, 7)]
GAP_SIZES = [512, 256, 256, 256, 1024]


def test_best_fit_takes_the_tightest_gap() -> None:
    # Order q2 q1 p1 p2 r: q2 0; q1 0 (disjoint); p1 above q1: 512; p2 above q2:
    # 1024; r sees gaps [0,512) and [768,1024): the tighter one, 768 (first fit: 0).
    assert best_fit(GAP_LIFETIMES, GAP_SIZES, 256) == [0, 512, 1024, 768, 0]


def test_best_fit_alignment_rounds_the_cursor() -> None:
    # Sizes already aligned to 64, cursor aligned up to 64: a 0, b 64 (after 40),
    # but with alignment 1 b sits right after a.
    assert best_fit([L(0, 1), L(0, 1)], [64, 40], 64) == [0, 64]
    assert best_fit([L(0, 1), L(0, 1)], [40, 24], 1) == [0, 40]
    # A 24-byte buffer after a 40-byte one, cursor 40 aligned to 64.
    assert best_fit([L(0, 1), L(0, 1), L(0, 1)], [64, 40, 24], 8) == [0, 64, 104]


def test_best_fit_zero_bytes_take_no_space() -> None:
    # z is placed at 0 and does not push b up.
    assert best_fit([L(0, 1), L(0, 1), L(0, 1)], [0, 256, 256], 256) == [0, 0, 256]


def test_best_fit_ties_keep_block_order() -> None:
    # Equal sizes: the first in block order gets the lower offset.
    assert best_fit([L(0, 3), L(0, 3), L(0, 3)], [256, 256, 256], 256) == [0, 256, 512]
    # Disjoint buffers all reuse offset 0.
    assert best_fit([L(0, 1), L(2, 3), L(4, 5)], [256, 512, 768], 256) == [0, 0, 0]


def test_best_fit_gap_between_overlapping_neighbours() -> None:
    # x [1,2] 768; w [0,5] 512; y [3,5] 512; z [4,5] 512 -> x 0, w 768, y 0
    # (gap under w), z: gap [512,768) too small -> 1280.
    lifetimes = [L(0, 5), L(1, 2), L(3, 5), L(4, 5)]
    assert best_fit(lifetimes, [512, 768, 512, 512], 256) == [768, 0, 0, 1280]


# -- slabs, groups and buckets ------------------------------------------------------


def test_singleton_groups_order_by_tuple_first_appearance() -> None:
    # Block order x1 (m), y1 (n), x2 (m): tuples (m) then (n).
    requests = [
        Request(L(0, 1), 256, (1,)),
        Request(L(2, 4), 256, (0,)),
        Request(L(3, 4), 256, (1,)),
    ]
    groups = singleton_groups(requests, [0, 1, 2])
    assert [g.members for g in groups] == [(0,), (2,), (1,)]
    slabs, order = assign_slabs(groups, requests, 256)
    # x1, x2 share slab 0; y1 overlaps x2 -> slab 1.
    assert [[g.members[0] for g in s.groups] for s in slabs] == [[0, 2], [1]]
    assert [s.round_up for s in slabs] == [False, False]
    assert order == ((0, 0), (0, 1), (1, 0))


def test_lifetime_only_sorts_by_span() -> None:
    # a 256 [0,2], c 1024 [1,4], b 512 [3,4]: order c b a -> c | b a; the group
    # order (of F values and footprints) is c, b, a: slab 0 first, then slab 1.
    requests = [
        Request(L(0, 2), 256, (0,)),
        Request(L(1, 4), 1024, (0,)),
        Request(L(3, 4), 512, (0,)),
    ]
    layout = plan_reference(requests, 256, True)
    assert [[g.members[0] for g in s.groups] for s in layout.slabs] == [[1], [2, 0]]
    assert layout.group_order == ((0, 0), (1, 0), (1, 1))
    # assign_slabs itself keeps the order it is given (grouped mode's).
    slabs, order = assign_slabs(singleton_groups(requests, [0, 1, 2]), requests, 256)
    assert [[g.members[0] for g in s.groups] for s in slabs] == [[0, 2], [1]]
    assert order == ((0, 0), (1, 0), (0, 1))


def test_group_order_interleaves_slabs() -> None:
    # a 1024 [0,5], b 512 [1,2], c 256 [6,7] (all F n): by span a b c; a -> slab 0,
    # b overlaps a -> slab 1, c -> slab 0. Slab by slab would be a c | b; the
    # group order stays a b c.
    requests = [
        Request(L(0, 5), 1024, (0,)),
        Request(L(1, 2), 512, (0,)),
        Request(L(6, 7), 256, (0,)),
    ]
    layout = plan_reference(requests, 256, True)
    assert [[g.members[0] for g in s.groups] for s in layout.slabs] == [[0, 2], [1]]
    assert layout.group_order == ((0, 0), (1, 0), (0, 1))


def test_grouped_keeps_class_order_and_checks_members_pairwise() -> None:
    # Class (n): p [0,1] and q [4,5], C 256 each, disjoint: one group, both at
    # unit 0, span 256, hull [0,5]. Class (m): r [2,3], C 1024, span 1024.
    # Grouped mode keeps class order (n) then (m) although (m) is wider, and r
    # joins slab 0: it overlaps the hull [0,5] of (n), but neither p nor q.
    requests = [
        Request(L(0, 1), 256, (0,)),
        Request(L(2, 3), 1024, (1,)),
        Request(L(4, 5), 256, (0,)),
    ]
    layout = plan_reference(requests, 256, False)
    (slab,) = layout.slabs
    assert [g.factor for g in slab.groups] == [(0,), (1,)]
    assert [g.members for g in slab.groups] == [(0, 2), (1,)]
    assert [g.unit_offsets for g in slab.groups] == [(0, 0), (0,)]
    assert slab.groups[0].lifetime == L(0, 5)
    assert layout.group_order == ((0, 0), (0, 1))
    # A member overlapping a member does keep them apart.
    requests[1] = Request(L(1, 3), 1024, (1,))
    layout = plan_reference(requests, 256, False)
    assert [[g.factor for g in s.groups] for s in layout.slabs] == [[(0,)], [(1,)]]


def test_needs_round_up() -> None:
    def group(factor: tuple[int, ...], span: int):
        return singleton_groups([Request(L(0, 0), span, factor)], [0])[0]

    # One F: only the widest span matters.
    assert not needs_round_up([group((0,), 512), group((0,), 12)], 256)
    assert needs_round_up([group((0,), 300), group((0,), 256)], 256)
    # Mixed F: any span that is not a multiple.
    assert needs_round_up([group((0,), 512), group((1,), 12)], 256)
    assert not needs_round_up([group((0,), 512), group((1,), 256)], 256)
    # Alignment 1: never.
    assert not needs_round_up([group((0,), 3), group((1,), 5)], 1)


def test_factor_groups_best_fit_in_units() -> None:
    # The best-fit instance with one shared factor: unit offsets are the byte
    # offsets of the static case, span 1280, hull [0,7].
    requests = [
        Request(lt, size, (0,))
        for lt, size in zip(GAP_LIFETIMES, GAP_SIZES, strict=True)
    ]
    (group,) = factor_groups(requests, range(5), 256)
    # Members largest C first (stable): q2 q1 p1 p2 r.
    assert group.members == (4, 0, 1, 2, 3)
    assert group.unit_offsets == (0, 0, 512, 1024, 768)
    assert group.span == 1280
    assert group.lifetime == L(0, 7)


def test_factor_groups_zero_sized_members_walk_like_the_reference() -> None:
    # A zero-sized member (`memref<?x0xf32>`, C 0) is placed last and walked like
    # any other (docs/semantics.md §6): the tightest gap among the placed members it overlaps.
    # m [0,0] 256 -> 0; n [0,1] 256 overlaps m -> 256; k [0,1] 256 overlaps both
    # -> 512. z [1,1] C 0 overlaps n and k (not m): n at 256 leaves gap 256 at 0,
    # then k starts at 512 where n ends: gap 0 at 512, the tighter: z at 512.
    tight = [
        Request(L(0, 0), 256, (0,)),
        Request(L(0, 1), 256, (0,)),
        Request(L(0, 1), 256, (0,)),
        Request(L(1, 1), 0, (0,)),
    ]
    (group,) = factor_groups(tight, range(4), 256)
    assert group.unit_offsets == (0, 256, 512, 512)
    assert group.span == 768
    # With m live at 1 too, z also overlaps m at 0: gap 0 at 0 comes first.
    tight[0] = Request(L(0, 1), 256, (0,))
    (group,) = factor_groups(tight, range(4), 256)
    assert group.unit_offsets == (0, 256, 512, 0)


def test_small_buckets_first_fit_bins() -> None:
    # A [4,5], B [7,8], C [5,6], D [6,7] (first-use lifetimes), one key:
    # A bin 0, B bin 0, C bin 1, D bin 2; peak 2.
    lts = [L(4, 5), L(7, 8), L(5, 6), L(6, 7)]
    requests = [Request(lt, 12, (0,)) for lt in lts]
    (bucket,) = small_buckets(requests, [0, 1, 2, 3])
    assert bucket.coefficient == 12 and bucket.factor == (0,)
    assert bucket.bins == ((0, 1), (2,), (3,))
    assert peak_count(lts) == 2
    # Different factor or coefficient: different buckets, in first-appearance order.
    more = [
        Request(L(0, 1), 12, (0,)),
        Request(L(0, 1), 12, (1,)),
        Request(L(0, 1), 10, (0,)),
    ]
    assert [
        (b.coefficient, b.factor, b.bins) for b in small_buckets(more, [0, 1, 2])
    ] == [
        (12, (0,), ((0,),)),
        (12, (1,), ((1,),)),
        (10, (0,), ((2,),)),
    ]


# -- plan_reference, both modes, evaluated ------------------------------------------


def evaluate_layout(
    requests: list[Request],
    alignment: int,
    lifetime_only: bool,
    binding: dict[int, int],
):
    layout = plan_reference(requests, alignment, lifetime_only)
    graph = ExprGraph()
    exprs = layout_exprs(graph, layout)
    ids = [exprs.offsets[i] for i in range(len(requests))]
    *offsets, pool = graph.evaluate([*ids, exprs.pool_size], binding)
    return layout, offsets, pool


# layout_order of grouped.mlir: s static 256 B [0,3]; a (n, 512) [1,5];
# b (n, 256) [2,3]; c (n, 256) [4,5]; g (k, 1024) [6,7]; d, e, f (m, 12)
# [8,10], [9,10], [11,12]; h (k, 10) [13,14]. Symbols n=0, m=1, k=2.
LAYOUT_ORDER = [
    Request(L(0, 3), 256),
    Request(L(1, 5), 512, (0,)),
    Request(L(2, 3), 256, (0,)),
    Request(L(4, 5), 256, (0,)),
    Request(L(6, 7), 1024, (2,)),
    Request(L(8, 10), 12, (1,)),
    Request(L(9, 10), 12, (1,)),
    Request(L(11, 12), 12, (1,)),
    Request(L(13, 14), 10, (2,)),
]


def test_plan_reference_grouped_layout() -> None:
    n, m, k = 3, 5, 7
    layout, offsets, pool = evaluate_layout(
        LAYOUT_ORDER, 256, False, {0: n, 1: m, 2: k}
    )
    assert layout.static_prefix == 256 and dict(layout.static_offsets) == {0: 0}
    (slab,) = layout.slabs
    # Class order: (n) before (k), although (k) is wider.
    assert [g.members for g in slab.groups] == [(1, 2, 3), (4,)]
    assert [g.unit_offsets for g in slab.groups] == [(0, 512, 512), (0,)]
    assert not slab.round_up
    assert [(b.coefficient, b.bins) for b in layout.buckets] == [
        (12, ((5, 7), (6,))),
        (10, ((8,),)),
    ]
    w0 = max(k * 1024, n * 768)
    slot0, slot1 = align_up(m * 12, 256), align_up(k * 10, 256)
    base0 = 256 + w0
    assert pool == base0 + 2 * slot0 + slot1
    assert offsets == [
        0,
        256,
        256 + 512 * n,
        256 + 512 * n,
        256,
        base0,
        base0 + slot0,
        base0,
        base0 + 2 * slot0,
    ]


def test_plan_reference_lifetime_only_layout() -> None:
    # The same requests in lifetime-only mode: every dynamic buffer is a group.
    # Order by tuple (n) a b c, (m) d e f, (k) g h; then C: g a b c d e f h.
    # g -> slab 0; a (disjoint from g) -> 0; b overlaps a -> 1; c overlaps a,
    # disjoint from b -> 1; d -> 0; e overlaps d -> 1; f -> 0; h -> 0.
    n, m, k = 3, 5, 7
    layout, offsets, pool = evaluate_layout(LAYOUT_ORDER, 256, True, {0: n, 1: m, 2: k})
    assert [[g.members[0] for g in s.groups] for s in layout.slabs] == [
        [4, 1, 5, 7, 8],
        [2, 3, 6],
    ]
    assert [s.round_up for s in layout.slabs] == [True, True]
    assert layout.buckets == ()
    w0 = align_up(max(k * 1024, n * 512, m * 12, k * 10), 256)
    w1 = align_up(max(n * 256, m * 12), 256)
    assert pool == 256 + w0 + w1
    assert offsets == [0, 256, 256 + w0, 256 + w0, 256, 256, 256 + w0, 256, 256]


def test_plan_reference_static_only_and_empty() -> None:
    # 500 -> 512 at 0, 40 -> 256 above it: prefix 768, a constant pool.
    layout, offsets, pool = evaluate_layout(
        [Request(L(0, 2), 500), Request(L(1, 5), 40)], 256, True, {}
    )
    assert (layout.static_prefix, offsets, pool) == (768, [0, 512], 768)
    layout, offsets, pool = evaluate_layout([], 256, True, {})
    assert (layout.static_prefix, offsets, pool) == (0, [], 0)


def test_plan_reference_orders_statics_by_byte_size() -> None:
    # 40 B and 100 B both take 256: the larger in bytes is placed first (docs/semantics.md §6),
    # and static_offsets stays in request order.
    layout = plan_reference([Request(L(0, 1), 40), Request(L(0, 1), 100)], 256)
    assert list(layout.static_offsets.items()) == [(0, 256), (1, 0)]
    # Equal byte sizes keep request (block) order.
    layout = plan_reference([Request(L(0, 1), 100), Request(L(0, 1), 100)], 256)
    assert list(layout.static_offsets.items()) == [(0, 0), (1, 256)]


# -- expressions -------------------------------------------------------------------


def test_expr_folds() -> None:
    g = ExprGraph()
    x, y = g.sym(0), g.sym(1)
    one, zero = g.const(1), g.const(0)
    assert g.mul(x, one) == x and g.mul(one, x) == x
    assert g.mul(x, zero) == zero and g.mul(zero, x) == zero
    assert g.add(x, zero) == x and g.add(zero, x) == x
    assert g.constant_of(g.add(g.const(3), g.const(4))) == 7
    assert g.constant_of(g.mul(g.const(3), g.const(4))) == 12
    assert g.constant_of(g.maxu(g.const(3), g.const(4))) == 4
    assert g.constant_of(g.divu(g.const(9), g.const(4))) == 2
    assert g.divu(x, one) == x
    assert g.maxu(x, x) == x
    # Hash-consing: the same expression is the same node.
    assert g.mul(x, y) == g.mul(x, y) and g.mul(x, y) != g.mul(y, x)
    assert g.product([]) == one and g.sum([]) == zero and g.max_of([]) == zero
    assert g.product([x]) == x and g.max_of([y]) == y


def test_expr_align_up() -> None:
    g = ExprGraph()
    x = g.sym(0)
    assert g.align_up(x, 1) == x
    assert g.constant_of(g.align_up(g.const(300), 256)) == 512
    assert g.constant_of(g.align_up(g.const(0), 256)) == 0
    e = g.align_up(x, 256)
    node = g.nodes[e]
    assert node.kind is Kind.MUL
    assert [g.evaluate([e], {0: v})[0] for v in (0, 1, 255, 256, 257)] == [
        0,
        256,
        256,
        256,
        512,
    ]
    assert str(g.render(e, {0: "%n"})) == "(%n + 255) / 256 * 256"


def test_expr_evaluate_and_overflow() -> None:
    g = ExprGraph()
    x, y = g.sym(0), g.sym(1)
    e = g.add(g.mul(x, g.const(3)), g.maxu(x, y))
    assert g.evaluate([e], {0: 5, 1: 9}) == [24]
    assert g.evaluate([e], {0: 5, 1: 2}) == [20]
    # Index arithmetic wraps at 64 bits like the emitted arith ops.
    big = g.mul(x, g.const(1 << 62))
    assert g.evaluate([big], {0: 4}) == [0]
    # ... unless evaluated exactly (the pass's overflow check does).
    assert g.evaluate([big], {0: 4}, exact=True) == [1 << 64]
    assert g.constant_of(g.const(MAX_CONSTANT)) == MAX_CONSTANT
    with pytest.raises(OverflowError64):
        g.const(MAX_CONSTANT + 1)
    with pytest.raises(OverflowError64):
        g.add(g.const(MAX_CONSTANT), g.const(1))
    with pytest.raises(OverflowError64):
        g.const(-1)


def test_max_load_and_peak() -> None:
    items = [(L(0, 5), 512), (L(1, 2), 768), (L(3, 5), 512), (L(4, 5), 512)]
    assert max_load(items) == 1536
    # Touching intervals overlap (closed), adjacent ones do not.
    assert max_load([(L(0, 1), 1), (L(1, 2), 1)]) == 2
    assert max_load([(L(0, 1), 1), (L(2, 3), 1)]) == 1
    assert max_load([]) == 0
    assert peak_count([L(0, 0), L(0, 0), L(1, 1)]) == 2


def test_dealloc_only_lifetimes() -> None:
    # [5, 0] (a buffer used only by deallocs) overlaps b iff b.def <= 0 and
    # b.last >= 5 (docs/semantics.md §4's test: a.last < b.def or b.last < a.def is disjoint).
    dead = L(5, 0)
    assert dead.is_empty and not L(0, 0).is_empty
    assert dead.overlaps(L(0, 7)) and L(0, 7).overlaps(dead)
    assert not dead.overlaps(L(0, 4))  # ends before its def
    assert not dead.overlaps(L(1, 9))  # starts after its last
    assert not dead.overlaps(L(6, 0)) and not dead.overlaps(L(5, 0))
    assert L(0, 0).overlaps(L(0, 0))
    # Live at no op index: no weight in the max load.
    assert max_load([(dead, 100), (L(0, 7), 1)]) == 1
    # Best fit sees the same overlaps: the dealloc-only buffer shares offset 0
    # with [1, 9] but not with [0, 7]; long lifetimes span several index buckets.
    assert best_fit([L(0, 70), L(50, 0)], [256, 256], 256) == [0, 256]
    assert best_fit([L(1, 70), L(50, 0)], [256, 256], 256) == [0, 0]
    assert best_fit([L(50, 0), L(0, 70)], [256, 256], 256) == [0, 256]


def test_dealloc_only_buffers_share_slabs_and_bins() -> None:
    # Lifetime-only: a [0,3] and the dealloc-only d [2,0] overlap (neither
    # d.last 0 < a.def 0 nor a.last 3 < d.def 2) -> two slabs; with a [1,3]
    # (d.last 0 < a.def 1) they are disjoint -> one slab.
    overlapping = [Request(L(0, 3), 256, (0,)), Request(L(2, 0), 512, (0,))]
    assert len(plan_reference(overlapping, 256, True).slabs) == 2
    disjoint = [Request(L(1, 3), 256, (0,)), Request(L(2, 0), 512, (0,))]
    assert len(plan_reference(disjoint, 256, True).slabs) == 1
    # Small buckets: one bin for both when disjoint.
    small = [Request(L(1, 3), 12, (0,)), Request(L(2, 0), 12, (0,))]
    (bucket,) = plan_reference(small, 256, False).buckets
    assert bucket.bins == ((0, 1),)


def test_zero_byte_static_is_dynamic() -> None:
    # memref<0xf32>: F = 1 (no operands), C = 0; a dynamic request (docs/semantics.md §6).
    assert not Request(L(0, 1), 0).is_static and Request(L(0, 1), 4).is_static
    layout, offsets, pool = evaluate_layout([Request(L(0, 1), 0)], 256, True, {})
    assert layout.static_offsets == {} and len(layout.slabs) == 1
    assert (offsets, pool) == ([0], 0)


# -- properties --------------------------------------------------------------------

SYMBOLS = 3
ALIGNMENTS = [1 << k for k in range(11)]  # 1 .. 1024


@st.composite
def requests_st(draw: st.DrawFn) -> list[Request]:
    out: list[Request] = []
    for _ in range(draw(st.integers(0, 14))):
        start = draw(st.integers(0, 24))
        # One in ten is used only by deallocs: [def, 0] (docs/semantics.md §4).
        end = 0 if draw(st.integers(0, 9)) == 0 else start + draw(st.integers(0, 8))
        dynamic = draw(st.booleans())
        factor = (
            tuple(draw(st.lists(st.integers(0, SYMBOLS - 1), min_size=1, max_size=3)))
            if dynamic
            else ()
        )
        coefficient = draw(
            st.one_of(
                st.sampled_from(
                    [0, 1, 2, 12, 64, 100, 256, 300, 512, 768, 1000, 1024, 4096]
                ),
                st.integers(0, 5000),
            )
        )
        out.append(Request(L(start, end), coefficient, factor))
    return out


binding_st = st.fixed_dictionaries({s: st.integers(0, 3000) for s in range(SYMBOLS)})


def byte_size(request: Request, binding: dict[int, int]) -> int:
    f = 1
    for s in request.factor:
        f *= binding[s]
    return request.coefficient * f


@settings(max_examples=examples(300), deadline=None)
@given(
    requests=requests_st(),
    alignment=st.sampled_from(ALIGNMENTS),
    lifetime_only=st.booleans(),
    bindings=st.lists(binding_st, min_size=1, max_size=3),
)
def test_overlapping_lifetimes_never_share_a_byte(
    requests: list[Request],
    alignment: int,
    lifetime_only: bool,
    bindings: list[dict[int, int]],
) -> None:
    layout = plan_reference(requests, alignment, lifetime_only)
    graph = ExprGraph()
    exprs = layout_exprs(graph, layout)
    assert sorted(exprs.offsets) == list(range(len(requests)))
    for binding in bindings:
        ids = [exprs.offsets[i] for i in range(len(requests))]
        *offsets, pool = graph.evaluate([*ids, exprs.pool_size], binding)
        sizes = [byte_size(r, binding) for r in requests]
        for i, (offset, size) in enumerate(zip(offsets, sizes, strict=True)):
            assert offset % alignment == 0, (i, offset, alignment)
            assert offset + size <= pool, (i, offset, size, pool)
        for i in range(len(requests)):
            for j in range(i + 1, len(requests)):
                if not requests[i].lifetime.overlaps(requests[j].lifetime):
                    continue
                if sizes[i] == 0 or sizes[j] == 0:
                    continue
                disjoint = (
                    offsets[i] + sizes[i] <= offsets[j]
                    or offsets[j] + sizes[j] <= offsets[i]
                )
                assert disjoint, (i, j, offsets[i], sizes[i], offsets[j], sizes[j])


@settings(max_examples=examples(300), deadline=None)
@given(
    data=st.lists(
        st.tuples(st.integers(0, 30), st.integers(0, 10), st.integers(0, 3000)),
        max_size=20,
    ),
    alignment=st.sampled_from(ALIGNMENTS),
)
def test_best_fit_is_valid_and_tight_above(
    data: list[tuple[int, int, int]], alignment: int
) -> None:
    lifetimes = [L(s, s + d) for s, d, _ in data]
    sizes = [align_up(b, alignment) for _, _, b in data]
    offsets = best_fit(lifetimes, sizes, alignment)
    prefix = max((o + s for o, s in zip(offsets, sizes, strict=True)), default=0)
    # The static prefix is never below the max-load lower bound.
    assert prefix >= max_load(zip(lifetimes, sizes, strict=True))
    for i in range(len(data)):
        assert offsets[i] % alignment == 0
        for j in range(i + 1, len(data)):
            if lifetimes[i].overlaps(lifetimes[j]) and sizes[i] and sizes[j]:
                assert (
                    offsets[i] + sizes[i] <= offsets[j]
                    or offsets[j] + sizes[j] <= offsets[i]
                )


def test_render_is_whole_and_names_long_shared_parts_once():
    """No text is cut; a subexpression used twice and longer than SHARE_LENGTH is
    named once (`t0`), a short one is repeated, and a DAG whose tree is
    exponentially large prints in linear size."""
    g = ExprGraph()
    n, m = g.sym(0), g.sym(1)
    short = g.mul(n, g.const(4))
    assert g.render(g.add(short, g.mul(short, m)), {0: "%n", 1: "%m"}) == (
        "%n * 4 + %n * 4 * %m"
    )
    long = g.align_up(g.add(g.mul(n, g.const(32768)), g.mul(m, g.const(16384))), 256)
    both = g.maxu(g.add(long, m), g.mul(long, g.const(2)))
    names = {0: "%n", 1: "%m"}
    assert g.render(both, names) == (
        "max(t0 + %m, t0 * 2) where t0 = (%n * 32768 + %m * 16384 + 255) / 256 * 256"
    )
    definitions, texts = g.render_shared([long, both], names)
    assert definitions == [("t0", "(%n * 32768 + %m * 16384 + 255) / 256 * 256")]
    assert texts == [
        "(%n * 32768 + %m * 16384 + 255) / 256 * 256",
        "max(t0 + %m, t0 * 2)",
    ]
    # 60 levels of x + x: 2^60 leaves as a tree.
    e = long
    for _ in range(60):
        e = g.add(e, g.mul(e, m))
    text = g.render(e, names)
    assert "…" not in text and len(text) < 5000
    assert text.startswith("t19 + t19 * %m + (t19 + t19 * %m) * %m + ")
    assert ", t1 = t0 + t0 * %m + (t0 + t0 * %m) * %m + " in text
    assert g.evaluate([e], {0: 1, 1: 1})[0] == 33024 * 2**60 % 2**64

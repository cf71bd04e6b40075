"""The lifetime-only layout on interval sets (`xhip/planning/interval_slabs.py`):
hand-worked instances, the entry-block planner's layout on sets of one interval,
and, at random runtime sizes, no two buffers whose sets meet sharing a byte."""

from __future__ import annotations

from math import prod

from hypothesis import given, settings
from hypothesis import strategies as st

from tests.budget import examples
from xhip.planning.expr import ExprGraph
from xhip.planning.interval_packing import best_of_orders
from xhip.planning.interval_sets import IntervalSet
from xhip.planning.interval_slabs import SetRequest, plan_interval_slabs
from xhip.planning.layout import Placement, request_sizes
from xhip.planning.reference import plan_reference
from xhip.planning.requests import Lifetime, Request


def S(*intervals: tuple[int, int]) -> IntervalSet:
    return IntervalSet(intervals)


def _evaluate(
    requests: list[SetRequest], alignment: int, binding: dict[int, int]
) -> tuple[list[int], list[int], int]:
    """(offsets, byte sizes, pool size) of the layout at `binding`."""
    layout = plan_interval_slabs(requests, alignment)
    graph = ExprGraph()
    plain = [r.request() for r in requests]
    exprs = layout.exprs(graph, plain)
    roots = [exprs.pool_size, *(exprs.offsets[i] for i in range(len(requests)))]
    pool, *offsets = graph.evaluate(roots, binding)
    sizes = graph.evaluate(request_sizes(graph, plain), binding)
    return offsets, sizes, pool


def test_a_loop_temporary_shares_a_slab_with_a_buffer_dead_before_the_loop() -> None:
    # tests/filecheck/hip-pool-allocs/scope-function-dynamic.mlir's @loop_share:
    # a (4 * n) before the loop, t (32 * m) in its body: one slab, both at 0.
    requests = [SetRequest(S((2, 4)), 4, (0,)), SetRequest(S((7, 9)), 32, (1,))]
    layout = plan_interval_slabs(requests, 256)
    assert len(layout.slabs) == 1
    assert [g.members for g in layout.slabs[0].groups] == [(1,), (0,)]
    assert layout.slabs[0].round_up
    offsets, _, pool = _evaluate(requests, 256, {0: 100, 1: 3})
    # maxui(3 * 32, 100 * 4) = 400, rounded up to 512.
    assert offsets == [0, 0] and pool == 512


def test_a_hole_in_a_set_lets_a_buffer_share_what_its_hull_would_not() -> None:
    # a is live before a branch and in its second arm; b lives in the first arm
    # (inside a's hull, outside its set); d lives with a in the second arm.
    a, b, d = S((1, 3), (8, 9)), S((4, 6)), S((8, 10))
    requests = [SetRequest(a, 4, (0,)), SetRequest(b, 8, (1,)), SetRequest(d, 4, (1,))]
    layout = plan_interval_slabs(requests, 256)
    assert [[g.members for g in s.groups] for s in layout.slabs] == [
        [(1,), (0,)],
        [(2,)],
    ]
    offsets, _, pool = _evaluate(requests, 256, {0: 10, 1: 100})
    # slab 0: maxui(800, 40) = 800 -> 1024; slab 1: 400 -> 512.
    assert offsets == [0, 0, 1024] and pool == 1536


def test_statics_form_a_prefix_before_the_slabs() -> None:
    # s (400 B) and u (256 B) are disjoint: both at 0, prefix 512 (alignment
    # 256); d and v overlap: two slabs after the prefix.
    requests = [
        SetRequest(S((2, 5)), 400),
        SetRequest(S((3, 12)), 4, (0,)),
        SetRequest(S((8, 10)), 256),
        SetRequest(S((9, 10)), 1, (0,)),
    ]
    layout = plan_interval_slabs(requests, 256)
    assert layout.static_offsets == {0: 0, 2: 0} and layout.static_prefix == 512
    assert layout.static_order == (0, 2)
    assert layout.slots()[1] == (Placement.SLAB, (0, 0))
    assert layout.slots()[3] == (Placement.SLAB, (1, 0))
    offsets, _, pool = _evaluate(requests, 256, {0: 100})
    assert offsets == [0, 512, 0, 512 + 512]
    assert pool == 512 + 512 + 256


def test_a_zero_byte_static_is_a_dynamic_buffer_of_span_0() -> None:
    layout = plan_interval_slabs([SetRequest(S((0, 3)), 0)], 64)
    assert layout.static_prefix == 0
    assert [[g.span for g in s.groups] for s in layout.slabs] == [[0]]


def test_the_static_packer_is_a_parameter() -> None:
    # Largest first: a (192) at 0; then the 128s in order: b at 0, c meets a:
    # 192, d meets b and c: 320, pool 448. Longest first (bytes x points): a,
    # d, c, b: a 0, d 0, c meets both: 192, b meets d: 128; pool 320, which
    # best_of_orders keeps.
    lives = [S((5, 7)), S((1, 1)), S((3, 5)), S((1, 3))]
    requests = [
        SetRequest(live, size)
        for live, size in zip(lives, [192, 128, 128, 128], strict=True)
    ]
    greedy = plan_interval_slabs(requests, 64)
    best = plan_interval_slabs(requests, 64, best_of_orders)
    assert (greedy.static_prefix, best.static_prefix) == (448, 320)
    assert best.static_offsets == {0: 0, 1: 128, 2: 192, 3: 0}


def test_one_interval_each_gives_the_entry_block_layout() -> None:
    """Lifetime-only on sets of one interval is `plan_reference`'s layout."""
    lifetimes = [(0, 4), (1, 2), (3, 6), (5, 9), (7, 8), (2, 9)]
    coefficients = [16, 4, 8, 100, 4, 12]
    factors: list[tuple[int, ...]] = [(0,), (1,), (0,), (), (0, 1), ()]
    sets = [
        SetRequest(S(lt), c, f)
        for lt, c, f in zip(lifetimes, coefficients, factors, strict=True)
    ]
    plain = [
        Request(Lifetime(*lt), c, f)
        for lt, c, f in zip(lifetimes, coefficients, factors, strict=True)
    ]
    ours, theirs = plan_interval_slabs(sets, 64), plan_reference(plain, 64)
    assert ours.static_offsets == theirs.static_offsets
    assert ours.static_prefix == theirs.static_prefix
    assert ours.slabs == theirs.slabs


@st.composite
def _instances(draw: st.DrawFn) -> tuple[list[SetRequest], dict[int, int], int]:
    count = draw(st.integers(1, 10))
    requests: list[SetRequest] = []
    for _ in range(count):
        pieces = draw(
            st.lists(
                st.tuples(st.integers(0, 30), st.integers(0, 4)), min_size=1, max_size=3
            )
        )
        live = IntervalSet((lo, lo + length) for lo, length in pieces)
        factor = tuple(draw(st.lists(st.integers(0, 2), max_size=2)))
        requests.append(SetRequest(live, draw(st.integers(0, 300)), factor))
    binding = {s: draw(st.integers(0, 50)) for s in range(3)}
    alignment = draw(st.sampled_from([1, 8, 64, 256]))
    return requests, binding, alignment


@settings(max_examples=examples(300))
@given(_instances())
def test_no_two_buffers_whose_sets_meet_share_a_byte(
    instance: tuple[list[SetRequest], dict[int, int], int],
) -> None:
    requests, binding, alignment = instance
    offsets, sizes, pool = _evaluate(requests, alignment, binding)
    for i, r in enumerate(requests):
        assert sizes[i] == r.coefficient * prod(binding[s] for s in r.factor)
        assert offsets[i] % alignment == 0
        assert offsets[i] + sizes[i] <= pool
        for j in range(i):
            if requests[j].live.isdisjoint(r.live) or not sizes[i] or not sizes[j]:
                continue
            assert (
                offsets[i] + sizes[i] <= offsets[j]
                or offsets[j] + sizes[j] <= offsets[i]
            ), (i, j)

"""`packer=best` for static buffers (xhip.planning.best.search)."""

from __future__ import annotations

import itertools
import json
import math
import os
import random
import subprocess
import sys
from collections.abc import Sequence
from pathlib import Path
from typing import Any, cast

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from tests.budget import examples
from xhip.planning.best import decision, kernel
from xhip.planning.best.budget import DEFAULT_EFFORT
from xhip.planning.best.instance import canonical_instance, independent_groups
from xhip.planning.best.search import SearchStats, search_pack
from xhip.planning.packers import PACKERS
from xhip.planning.requests import Lifetime, align_up, max_load
from xhip.planning.static_best_fit import best_fit
from xhip_harness.bench.minimalloc import load_instances
from xhip_harness.bench.run import PACKAGED_DATA


def minimalloc(name: str) -> tuple[list[Lifetime], list[int]]:
    """An instance of the MiniMalloc "challenging" suite as the package ships it
    (harness/xhip_harness/bench/data/minimalloc-challenging): `[lower, upper)` as the
    inclusive `Lifetime(lower, upper - 1)`."""
    (instance,) = load_instances(PACKAGED_DATA, [name])
    lifetimes = [Lifetime(b.lower, b.upper - 1) for b in instance.buffers]
    return lifetimes, [b.size for b in instance.buffers]


def minimalloc_a_cut() -> tuple[list[Lifetime], list[int]]:
    """Instance A cut to sections 8..32 (81 buffers)."""
    lifetimes, sizes = minimalloc("A")
    inst = canonical_instance(lifetimes, sizes)
    cut: list[Lifetime] = []
    cut_sizes: list[int] = []
    for b in range(len(inst.size)):
        lo, hi = max(inst.lo[b], 8), min(inst.hi[b], 32)
        if lo <= hi:
            cut.append(Lifetime(lo, hi))
            cut_sizes.append(inst.size[b])
    return cut, cut_sizes


def extent(offsets: Sequence[int], sizes: Sequence[int]) -> int:
    return max((o + s for o, s in zip(offsets, sizes, strict=True)), default=0)


def assert_valid(
    lifetimes: Sequence[Lifetime],
    sizes: Sequence[int],
    offsets: Sequence[int],
    alignment: int,
) -> None:
    assert len(offsets) == len(sizes)
    for i, (o, s) in enumerate(zip(offsets, sizes, strict=True)):
        assert o >= 0 and o % alignment == 0, (i, o)
        if s == 0:
            assert o == 0
    for i, j in itertools.combinations(range(len(sizes)), 2):
        if sizes[i] and sizes[j] and lifetimes[i].overlaps(lifetimes[j]):
            assert (
                offsets[i] + sizes[i] <= offsets[j]
                or offsets[j] + sizes[j] <= offsets[i]
            ), (
                i,
                j,
            )


def brute_force_optimum(lifetimes: Sequence[Lifetime], sizes: Sequence[int]) -> int:
    """Every packing pushed down is every buffer on top of the overlapping buffers
    below it: try all orders of stacking."""
    n = len(sizes)
    best = sum(sizes)
    for order in itertools.permutations(range(n)):
        offsets = [0] * n
        for k, b in enumerate(order):
            offsets[b] = max(
                (
                    offsets[c] + sizes[c]
                    for c in order[:k]
                    if lifetimes[b].overlaps(lifetimes[c])
                ),
                default=0,
            )
        best = min(best, extent(offsets, sizes))
    return best


def instances(
    max_buffers: int, max_size: int
) -> st.SearchStrategy[tuple[list[Lifetime], list[int]]]:
    buffer = st.tuples(
        st.integers(0, 15), st.integers(0, 8), st.integers(0, max_size)
    ).map(lambda t: (Lifetime(t[0], t[0] + t[1]), t[2]))
    return st.lists(buffer, max_size=max_buffers).map(
        lambda bs: ([lt for lt, _ in bs], [s for _, s in bs])
    )


@settings(max_examples=examples(150), deadline=None)
@given(instances(14, 5000), st.integers(0, 10))
def test_valid_aligned_and_never_worse_than_best_fit(
    instance: tuple[list[Lifetime], list[int]], log_alignment: int
) -> None:
    lifetimes, raw = instance
    alignment = 1 << log_alignment
    sizes = [align_up(s, alignment) for s in raw]
    offsets = search_pack(lifetimes, sizes, alignment, effort=20_000)
    assert_valid(lifetimes, sizes, offsets, alignment)
    reference = best_fit(lifetimes, sizes, alignment)
    assert extent(offsets, sizes) <= extent(reference, sizes)
    assert extent(offsets, sizes) >= max_load(zip(lifetimes, sizes, strict=True))


@pytest.mark.slow
@settings(max_examples=examples(60), deadline=None)
@given(instances(6, 12))
def test_exact_on_small_instances(instance: tuple[list[Lifetime], list[int]]) -> None:
    """With budget to spare the search proves its way down to the optimum."""
    lifetimes, sizes = instance
    offsets = search_pack(lifetimes, sizes, 1, effort=10**7)
    assert_valid(lifetimes, sizes, offsets, 1)
    assert extent(offsets, sizes) == brute_force_optimum(lifetimes, sizes)


def test_beats_best_fit_where_it_misses_the_bound() -> None:
    # Largest first stacks the two 6-byte buffers, and the second 5-byte one then
    # fits under neither: best fit needs 17 bytes where the max load is 12.
    lifetimes = [Lifetime(3, 4), Lifetime(2, 4), Lifetime(0, 1), Lifetime(1, 2)]
    sizes = [6, 6, 5, 5]
    assert extent(best_fit(lifetimes, sizes, 1), sizes) == 17
    stats = SearchStats()
    offsets = search_pack(lifetimes, sizes, 1, stats=stats)
    assert_valid(lifetimes, sizes, offsets, 1)
    assert offsets == [6, 0, 0, 6]
    assert extent(offsets, sizes) == stats.lower_bound == 12
    assert stats.optimal


def test_trivial_instances() -> None:
    assert search_pack([], [], 64) == []
    assert search_pack([Lifetime(0, 3)], [0], 64) == [0]
    lifetimes = [Lifetime(0, 1), Lifetime(2, 3), Lifetime(0, 3)]
    offsets = search_pack(lifetimes, [256, 256, 0], 256)
    assert offsets == [0, 0, 0]


def test_registered_as_best() -> None:
    pack = PACKERS["best"].on_lifetimes(60_000, None)
    lifetimes, sizes = minimalloc("A")
    sizes = [align_up(s, 256) for s in sizes[:40]]
    offsets = pack(lifetimes[:40], sizes, 256)
    assert_valid(lifetimes[:40], sizes, offsets, 256)
    assert extent(offsets, sizes) <= extent(best_fit(lifetimes[:40], sizes, 256), sizes)


def test_minimalloc_a_reaches_the_lower_bound() -> None:
    lifetimes, sizes = minimalloc("A")
    assert len(sizes) == 154
    stats = SearchStats()
    offsets = search_pack(lifetimes, sizes, 1, effort=6_500_000, stats=stats)
    assert_valid(lifetimes, sizes, offsets, 1)
    assert stats.reference == extent(best_fit(lifetimes, sizes, 1), sizes) == 1_374_208
    assert stats.lower_bound == 1_048_576
    assert extent(offsets, sizes) == 1_048_576
    assert stats.optimal


def test_minimalloc_d_small_budget_is_deterministic() -> None:
    """A budget that runs out mid-search: the same partial result every time."""
    lifetimes, sizes = minimalloc("D")
    runs = [search_pack(lifetimes, sizes, 1, effort=2_000_000) for _ in range(2)]
    assert runs[0] == runs[1]
    assert_valid(lifetimes, sizes, runs[0], 1)
    assert extent(runs[0], sizes) == 1_101_824


def as_op_indices(
    lifetimes: Sequence[Lifetime], order: Sequence[int]
) -> list[Lifetime]:
    """The lifetimes the pass sees for buffers allocated in `order` of a block with
    one alloc or last use per op (like `xhip bench`): ends before starts at a time,
    ties in the given order, every event its own op index."""
    events: list[tuple[int, int, int]] = []
    for rank, i in enumerate(order):
        events.append((lifetimes[i].start, 1, rank))
        events.append((lifetimes[i].end + 1, 0, rank))
    events.sort()
    start = [0] * len(order)
    end = [0] * len(order)
    for index, (_, is_alloc, rank) in enumerate(events):
        if is_alloc:
            start[rank] = index
        else:
            end[rank] = index
    return [Lifetime(start[r], end[r]) for r in range(len(order))]


@settings(max_examples=examples(40), deadline=None)
@given(instances(12, 64), st.randoms(use_true_random=False))
def test_canonical_instance_ignores_order_and_time_scale(
    instance: tuple[list[Lifetime], list[int]], rng: random.Random
) -> None:
    """Op indices (ends spread apart) and another buffer order give the same search."""
    lifetimes, sizes = instance
    order = list(range(len(sizes)))
    rng.shuffle(order)
    moved = as_op_indices(lifetimes, order)
    moved_sizes = [sizes[i] for i in order]
    a, b = canonical_instance(lifetimes, sizes), canonical_instance(moved, moved_sizes)
    assert (a.lo, a.hi, a.size, a.nsec) == (b.lo, b.hi, b.size, b.nsec)
    first = search_pack(lifetimes, sizes, 1, effort=20_000)
    second = search_pack(moved, moved_sizes, 1, effort=20_000)
    assert_valid(moved, moved_sizes, second, 1)
    assert extent(first, sizes) == extent(second, moved_sizes)


def test_minimalloc_a_through_op_indices_matches_direct() -> None:
    """Instance A as the pass sees it (op indices, largest first) packs the same."""
    lifetimes, sizes = minimalloc("A")
    order = sorted(range(len(sizes)), key=lambda i: -sizes[i])
    moved = as_op_indices(lifetimes, order)
    moved_sizes = [sizes[i] for i in order]
    direct = search_pack(lifetimes, sizes, 1, effort=2_000_000)
    passed = search_pack(moved, moved_sizes, 1, effort=2_000_000)
    assert extent(direct, sizes) == extent(passed, moved_sizes) == 1_048_576


def test_backjumping_skips_and_still_finds_the_packing() -> None:
    """Instance A cut to sections 8..32 (81 buffers) at its max load, under the WAT
    preorder: the search skips candidates after independent failures (it thrashes
    between regions otherwise) and reaches the same verdict as without skipping."""
    sub = canonical_instance(*minimalloc_a_cut())
    assert len(sub.size) == 81
    searcher = kernel.Kernel(sub.lo, sub.hi, sub.size, sub.nsec, sub.adj)
    skips: list[int] = []
    for backjump in (False, True):
        outcome = searcher.search(
            sub.ranks[3], sub.load, 10**8, params=kernel.KernelParams(backjump=backjump)
        )
        assert outcome.offsets is not None
        assert extent(outcome.offsets, sub.size) == sub.load
        skips.append(outcome.skips)
    assert skips[0] == 0 and skips[1] > 0


def test_components_are_packed_on_their_own() -> None:
    """Two time regions sharing no section: each reaches its own bound, the pool is
    the higher one."""
    # Region 1 needs a search (best fit misses its bound, see above); region 2 is
    # a plain stack whose bound is higher.
    lifetimes = [Lifetime(3, 4), Lifetime(2, 4), Lifetime(0, 1), Lifetime(1, 2)]
    sizes = [6, 6, 5, 5]
    lifetimes += [Lifetime(10, 12), Lifetime(11, 13), Lifetime(12, 14)]
    sizes += [4, 4, 4]
    inst = canonical_instance(lifetimes, sizes)
    groups = independent_groups(inst)
    assert sorted(sorted(inst.ids[b] for b in g) for g in groups) == [
        [0, 1, 2, 3],
        [4, 5, 6],
    ]
    offsets = search_pack(lifetimes, sizes, 1, effort=100_000)
    assert_valid(lifetimes, sizes, offsets, 1)
    assert extent(offsets[:4], sizes[:4]) == 12
    assert extent(offsets, sizes) == 12


def test_same_offsets_on_a_busy_machine() -> None:
    """The budget is work, not time: a run in a thread while two other threads
    and two other processes keep the CPU busy (and the interpreter switching)
    gives the same offsets as a run alone, with a budget that runs out in the
    middle of the search. No timing is asserted."""
    import threading

    lifetimes, sizes = minimalloc("D")
    budget = 3_000_000
    stats = SearchStats()
    alone = search_pack(lifetimes, sizes, 1, effort=budget, stats=stats)
    assert stats.probes > 0 and stats.result < stats.reference
    stop = threading.Event()

    def spin() -> None:
        x = 0
        while not stop.is_set():
            x = (x * 31 + 7) % 1_000_003

    busy = [threading.Thread(target=spin) for _ in range(2)]
    spinners = [
        subprocess.Popen([sys.executable, "-c", "while True: pass"]) for _ in range(2)
    ]
    for t in busy:
        t.start()
    loaded: list[list[int]] = []
    try:
        worker = threading.Thread(
            target=lambda: loaded.append(
                search_pack(lifetimes, sizes, 1, effort=budget)
            )
        )
        worker.start()
        worker.join()
    finally:
        stop.set()
        for t in busy:
            t.join()
        for p in spinners:
            p.kill()
            p.wait()
    assert loaded == [alone]


def test_effort_zero_or_time_limit_zero_is_the_reference() -> None:
    lifetimes, sizes = minimalloc("A")
    reference = best_fit(lifetimes, sizes, 1)
    assert search_pack(lifetimes, sizes, 1, effort=0) == reference
    assert search_pack(lifetimes, sizes, 1, time_limit_ms=0) == reference


def test_negative_budgets_are_errors() -> None:
    from xhip.diagnostics import PoolAllocsError
    from xhip.plan import PoolOptions

    with pytest.raises(PoolAllocsError, match="packer-effort must be 0 or more"):
        PoolOptions(packer_effort=-1)
    with pytest.raises(PoolAllocsError, match="packer-time-limit-ms must be 0"):
        PoolOptions(packer_time_limit_ms=-1)


# The pools of docs/bench.md's table 1 (`xhip bench --parts static`), deterministic.
SUITE_AT_THE_DEFAULT_EFFORT = {
    "A": 1_048_576,
    "B": 1_048_576,
    "C": 1_039_360,
    "D": 1_009_664,
    "E": 1_048_576,
    "F": 1_048_576,
    "G": 1_048_576,
    "H": 1_048_576,
    "I": 1_048_576,
    "J": 1_032_192,
    "K": 1_048_576,
}


@pytest.mark.slow
def test_minimalloc_suite_at_the_default_effort() -> None:
    """The quality targets of `packer=best` (docs/bench.md, section 1), on the whole suite with the default budget:
    every pool at or below MiniMalloc's 1048576 bytes, a geometric mean of at
    most 1.010 of the lower bounds, never above the reference."""
    ratios: list[float] = []
    for instance in load_instances(PACKAGED_DATA):
        lifetimes = [Lifetime(b.lower, b.upper - 1) for b in instance.buffers]
        sizes = [b.size for b in instance.buffers]
        stats = SearchStats()
        offsets = search_pack(lifetimes, sizes, 1, stats=stats)
        assert_valid(lifetimes, sizes, offsets, 1)
        assert stats.effort <= DEFAULT_EFFORT + 2 * len(sizes)
        assert stats.lower_bound == instance.lower_bound
        assert (instance.name, extent(offsets, sizes)) == (
            instance.name,
            SUITE_AT_THE_DEFAULT_EFFORT[instance.name],
        )
        assert extent(offsets, sizes) <= min(instance.capacity, stats.reference)
        ratios.append(extent(offsets, sizes) / stats.lower_bound)
    geomean = math.prod(ratios) ** (1 / len(ratios))
    assert len(ratios) == 11
    assert 1.0059 < geomean < 1.0061


def python(script: str, stdin: str, env: dict[str, str]) -> str:
    """The standard output of `script` in another interpreter, with `env` over
    this one's environment less `XHIP_NO_NUMBA`."""
    full = {k: v for k, v in os.environ.items() if k != "XHIP_NO_NUMBA"}
    full.update(env)
    done = subprocess.run(
        [sys.executable, "-c", script],
        input=stdin,
        capture_output=True,
        text=True,
        env=full,
        check=True,
    )
    return done.stdout


@pytest.mark.slow
def test_compiled_cold_warm_and_plain_python_agree(tmp_path: Path) -> None:
    """The kernel compiled by Numba into an empty cache (cold), loaded from
    that cache (warm), and run by CPython (`XHIP_NO_NUMBA=1`), each in a
    process of its own, give the same offsets and spend the same work: on two
    MiniMalloc instances cut short, and on random ones at four alignments
    (components, equal spans, zero sizes, budgets that run out)."""
    pytest.importorskip("numba")
    script = (
        "import json, sys\n"
        "from xhip.planning.best import kernel\n"
        "from xhip.planning.requests import Lifetime\n"
        "from xhip.planning.best.search import SearchStats, search_pack\n"
        "mode = kernel.compiled()\n"
        "stats = getattr(kernel._solve, 'stats', None)\n"
        "out = [[mode, sum(stats.cache_hits.values()) if stats else 0]]\n"
        "for lifetimes, sizes, alignment, effort in json.load(sys.stdin):\n"
        "    stats = SearchStats()\n"
        "    offsets = search_pack([Lifetime(a, b) for a, b in lifetimes], sizes,"
        " alignment, effort=effort, stats=stats)\n"
        "    out.append([offsets, stats.effort, stats.nodes, stats.probes])\n"
        "print(json.dumps(out))\n"
    )
    cases: list[tuple[list[Lifetime], list[int], int, int]] = []
    for name, effort in (("D", 4_000_000), ("E", 2_000_000)):
        lifetimes, sizes = minimalloc(name)
        cases.append((lifetimes, sizes, 1, effort))
    rng = random.Random(5)
    for k in range(80):
        n = rng.randrange(20, 70)
        lifetimes: list[Lifetime] = []
        for _ in range(n):
            start = rng.randrange(0, 30)
            lifetimes.append(Lifetime(start, start + rng.randrange(2, 15)))
        sizes = [rng.randrange(0, 90) for _ in range(n)]
        effort = rng.choice((300_000, 1_000_000, 3_000_000))
        cases.append((lifetimes, sizes, (1, 8, 64, 256)[k % 4], effort))
    data = json.dumps(
        [([(lt.start, lt.end) for lt in lts], sz, a, e) for lts, sz, a, e in cases]
    )
    cache = {"NUMBA_CACHE_DIR": str(tmp_path / "numba-cache")}
    runs: list[list[object]] = [
        json.loads(python(script, data, env))
        for env in (cache, cache, {"XHIP_NO_NUMBA": "1"})
    ]
    # Cold: compiled, nothing loaded; warm: loaded from the cache; plain.
    assert [r[0] for r in runs] == [[True, 0], [True, 1], [False, 0]]
    assert len(runs[0]) == len(cases) + 1
    assert runs[0][1:] == runs[1][1:] == runs[2][1:]
    searched = 0
    for (lifetimes, sizes, alignment, _), result in zip(
        cases, runs[0][1:], strict=True
    ):
        offsets, _, nodes, _ = cast(list[Any], result)
        assert_valid(lifetimes, sizes, offsets, alignment)
        searched += nodes > 0
    assert searched >= 15  # the kernel ran, not only the greedy seeds


def test_the_sorts_numba_compiles_give_the_order_of_sorted() -> None:
    """The compiled kernel's own sorts (insertion, heapsort past 256 values),
    run here as plain Python, order as the plain kernel's `sorted` does: values
    with repeats, and indices by value, largest first, equal ones by index."""
    pytest.importorskip("numpy")
    helpers = decision.NUMBA_HELPERS
    rng = random.Random(3)
    for k in (0, 1, 2, 5, 16, 17, 256, 257, 600, 1000):
        values = [rng.randrange(0, k // 3 + 2) for _ in range(k + 3)]
        for sort in (decision.sort_ints, decision.order_desc):
            assert list(helpers[sort](values, k)) == sort(values, k)


def test_a_component_too_large_for_the_frames_keeps_its_greedy_packing(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """A dive holds up to n * n * words integers of frames: past the limit the
    component is not searched, and the best greedy seed (or the reference) is
    the result."""
    from xhip.planning.best import portfolio

    lifetimes, sizes = minimalloc("D")
    monkeypatch.setattr(portfolio, "MAX_FRAME_INTEGERS", 213 * 213 * 3 - 1)
    stats = SearchStats()
    offsets = search_pack(lifetimes, sizes, 1, stats=stats)
    assert_valid(lifetimes, sizes, offsets, 1)
    assert (stats.probes, stats.nodes) == (0, 0)
    assert stats.result == stats.seeded == 1_315_840 < stats.reference == 1_339_392
    monkeypatch.setattr(portfolio, "MAX_FRAME_INTEGERS", 213 * 213 * 3)
    stats = SearchStats()
    search_pack(lifetimes, sizes, 1, effort=3_000_000, stats=stats)
    assert stats.probes > 0 and stats.result < 1_315_840


@settings(max_examples=examples(120), deadline=None)
@given(
    instances(40, 60),
    st.integers(0, 11),
    st.integers(0, 100),
    st.booleans(),
    st.integers(0, 100),
)
def test_every_packing_the_kernel_returns_is_valid(
    instance: tuple[list[Lifetime], list[int]],
    preorder: int,
    slack: int,
    optimize: bool,
    cut: int,
) -> None:
    """The kernel alone (no check after it, no fallback): a packing it returns
    keeps overlapping buffers apart and every top within the capacity, for the
    whole instance and for the buffers above a cut of a greedy packing on top
    of the ones below it (the large-neighbourhood probes); one it says does not
    exist (exhausted) at the max load contradicts no packing found there."""
    lifetimes, sizes = instance
    inst = canonical_instance(lifetimes, sizes)
    n = len(inst.size)
    if n == 0:
        return
    spans = [Lifetime(lo, hi) for lo, hi in zip(inst.lo, inst.hi, strict=True)]
    searcher = kernel.Kernel(inst.lo, inst.hi, inst.size, inst.nsec, inst.adj)
    greedy = best_fit(spans, inst.size, 1)
    high = extent(greedy, inst.size)
    capacity = inst.load + (high - inst.load) * slack // 100
    rank = inst.ranks[preorder]
    outcome = searcher.search(rank, capacity, 200_000, optimize=optimize)
    if outcome.offsets is not None:
        assert_valid(spans, inst.size, outcome.offsets, 1)
        assert extent(outcome.offsets, inst.size) <= capacity
    if outcome.exhausted and outcome.offsets is None:
        assert extent(greedy, inst.size) > capacity
    # Free the buffers whose tops lie above a cut of the greedy packing.
    height = high * cut // 100
    freed = [b for b in range(n) if greedy[b] + inst.size[b] > height]
    base = [0] * inst.nsec
    for b in range(n):
        if b not in freed:
            for s in range(inst.lo[b], inst.hi[b] + 1):
                base[s] = max(base[s], greedy[b] + inst.size[b])
    outcome = searcher.search(
        rank, high, 200_000, optimize=optimize, members=freed, base=base
    )
    if outcome.exhausted:
        assert outcome.offsets is not None  # the greedy packing is one
    if outcome.offsets is not None:
        packing = list(greedy)
        for b in freed:
            packing[b] = outcome.offsets[b]
        assert_valid(spans, inst.size, packing, 1)
        assert extent(packing, inst.size) <= high


def test_a_numba_that_cannot_compile_leaves_the_kernel_in_cpython(
    tmp_path: Path,
) -> None:
    """A `numba` whose compiled functions fail (another version, a broken
    install) is noticed at the first search: the kernel stays in CPython and
    gives the same packing."""
    fake = tmp_path / "numba"
    fake.mkdir()
    (fake / "__init__.py").write_text(
        "__version__ = '0.0'\n"
        "def njit(**_):\n"
        "    def wrap(fn):\n"
        "        def broken(*args):\n"
        "            raise RuntimeError('cannot compile')\n"
        "        return broken\n"
        "    return wrap\n"
    )
    script = (
        "from xhip.planning.best import kernel\n"
        "from xhip.planning.requests import Lifetime\n"
        "from xhip.planning.best.search import search_pack\n"
        "lifetimes = [Lifetime(3, 4), Lifetime(2, 4), Lifetime(0, 1), Lifetime(1, 2)]\n"
        "print(search_pack(lifetimes, [6, 6, 5, 5], 1, effort=100_000))\n"
        "print(kernel.compiled(), kernel.warm_up())\n"
    )
    path = os.pathsep.join(
        [str(tmp_path), *filter(None, [os.environ.get("PYTHONPATH")])]
    )
    out = python(script, "", {"PYTHONPATH": path})
    lifetimes = [Lifetime(3, 4), Lifetime(2, 4), Lifetime(0, 1), Lifetime(1, 2)]
    expected = search_pack(lifetimes, [6, 6, 5, 5], 1, effort=100_000)
    assert extent(expected, [6, 6, 5, 5]) == 12  # below best fit's 17
    assert out.splitlines() == [
        str(expected),
        "False CPython (no working Numba: `pip install 'xhip[fast]'` compiles it)",
    ]


@pytest.mark.parametrize("switch", kernel.KernelParams._fields)
def test_each_pruning_switch_only_prunes(switch: str) -> None:
    """With one pruning technique off (`KernelParams`), the kernel reaches the
    same verdicts on small random instances (a packing at the optimum, none
    below it, the whole space seen): none cuts a packing."""
    off = kernel.KernelParams()._replace(**{switch: False})
    rng = random.Random(7)
    for _ in range(30):
        n = rng.randrange(8, 14)
        lifetimes: list[Lifetime] = []
        for _ in range(n):
            start = rng.randrange(0, 8)
            lifetimes.append(Lifetime(start, start + rng.randrange(0, 5)))
        sizes = [rng.choice((2, 3, 5, 8)) for _ in range(n)]
        inst = canonical_instance(lifetimes, sizes)
        spans = [Lifetime(lo, hi) for lo, hi in zip(inst.lo, inst.hi, strict=True)]
        searcher = kernel.Kernel(inst.lo, inst.hi, inst.size, inst.nsec, inst.adj)
        optimum = inst.load
        while searcher.search(inst.rank, optimum, 10**7).offsets is None:
            optimum += 1
        below = searcher.search(inst.rank, optimum - 1, 10**7, params=off)
        assert below.exhausted and below.offsets is None
        at = searcher.search(inst.rank, optimum, 10**7, params=off)
        assert at.offsets is not None
        assert_valid(spans, inst.size, at.offsets, 1)
        assert extent(at.offsets, inst.size) <= optimum


@pytest.mark.parametrize(
    "switch",
    [f for f in kernel.KernelParams._fields if f != "stranded"],
)
def test_each_pruning_switch_is_wired(switch: str) -> None:
    """Instance A cut (81 buffers) at its max load under three preorders: with
    the technique off, the search does other work. (A stranded buffer is in
    practice also cut by dominance: its switch alone changes nothing there.)"""
    lifetimes, sizes = minimalloc_a_cut()
    sub = canonical_instance(lifetimes, sizes)
    searcher = kernel.Kernel(sub.lo, sub.hi, sub.size, sub.nsec, sub.adj)
    off = kernel.KernelParams()._replace(**{switch: False})
    differs = 0
    for r in (1, 3, 8):
        work: list[tuple[int, int, int]] = []
        for params in (kernel.KernelParams(), off):
            outcome = searcher.search(sub.ranks[r], sub.load, 30_000, params=params)
            work.append((outcome.effort, outcome.nodes, outcome.skips))
        differs += work[0] != work[1]
    assert differs > 0


def test_the_kernel_names_the_sources_it_is_compiled_with():
    """Numba's cache of the kernel is checked against kernel.py only: an edit
    of decision.py, compiler.py or state.py must come with a new
    `COMPILED_WITH` there."""
    assert kernel.compiled_with() == kernel.COMPILED_WITH, (
        "decision.py, compiler.py or state.py changed: set COMPILED_WITH in "
        f"xhip/planning/best/kernel.py to {kernel.compiled_with()!r}"
    )

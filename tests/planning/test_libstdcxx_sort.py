"""`xhip.planning.libstdcxx_sort` against libstdc++ itself.

`tests/planning/data/libstdcxx_sort/ground_truth.json` was written by
`ground_truth.cpp` next to it (g++ 12, libstdc++ 12): `std::sort` and
`std::partial_sort(first, last, last)` of (key, index) pairs with the
reference's comparator `a.key > b.key`, on inputs with many equal keys, and
McIlroy's adversarial inputs that drive the introsort past its depth limit into
heapsort. Each case gives the order of the input indices and the number of
comparisons the C++ sort made; both must be the same here.
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from xhip.planning.libstdcxx_sort import heap_sort, std_sort

DATA = Path(__file__).parent / "data" / "libstdcxx_sort" / "ground_truth.json"
CASES = json.loads(DATA.read_text())["cases"]


def _run(kind: str, keys: list[int]) -> tuple[list[int], int]:
    count = 0

    def greater(a: tuple[int, int], b: tuple[int, int]) -> bool:
        nonlocal count
        count += 1
        return a[0] > b[0]

    items = [(k, i) for i, k in enumerate(keys)]
    done = (heap_sort if kind == "heap" else std_sort)(items, greater)
    return [i for _, i in done], count


@pytest.mark.parametrize(
    "case",
    CASES,
    ids=[f"{c['kind']}-{len(c['keys'])}-{n}" for n, c in enumerate(CASES)],
)
def test_same_order_and_comparisons_as_libstdcxx(case: dict[str, object]) -> None:
    keys = case["keys"]
    assert isinstance(keys, list)
    order, comparisons = _run(str(case["kind"]), keys)  # pyright: ignore[reportUnknownArgumentType]
    assert order == case["order"]
    assert comparisons == case["comparisons"]


def test_the_data_covers_what_differs_from_a_stable_sort() -> None:
    # Ties in more than 16 elements come out of order, and the adversarial
    # inputs need heapsort (a quadratic quicksort would compare far more).
    unstable = 0
    for case in CASES:
        keys, order = case["keys"], case["order"]
        stable = sorted(range(len(keys)), key=lambda i: -keys[i])
        unstable += order != stable
    assert unstable > 50
    killers = [c for c in CASES if len(set(c["keys"])) == len(c["keys"]) == 2000]
    assert killers and killers[0]["comparisons"] < 2000 * 2000 // 20


def test_short_ranges_are_insertion_sorted_stably() -> None:
    # Up to 16 elements only the final insertion sort runs: it is stable.
    items = [(n % 3, n) for n in range(16)]
    assert std_sort(items, lambda a, b: a[0] > b[0]) == sorted(
        items, key=lambda x: -x[0]
    )


def test_does_not_change_its_input() -> None:
    items = [3, 1, 2] * 10
    copy = list(items)
    assert std_sort(items, lambda a, b: a < b) == sorted(items)
    assert items == copy

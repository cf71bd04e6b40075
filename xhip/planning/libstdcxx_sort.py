"""libstdc++'s `std::sort`, step for step: the order the reference gives to
elements its comparator cannot tell apart (docs/semantics.md §6, "Static allocs").

The reference sorts a domain's static buffers with `llvm::sort`, which is
`std::sort`; hip-ep's Linux builds use libstdc++'s. That sort is an introsort and
not stable: buffers of equal size come out in an order that depends on the
algorithm's every step once more than 16 of them share a size. This module
follows `bits/stl_algo.h` and `bits/stl_heap.h` (GCC 4.x to 14 share them):

* `__introsort_loop`: while more than 16 elements (`_S_threshold`) remain, the
  median of `first + 1`, `mid` and `last - 1` is moved to `first`
  (`__move_median_to_first`), the rest is split by `__unguarded_partition`
  around it, the right part is sorted recursively and the loop goes on with the
  left one; past the depth limit `2 * floor(log2(n))` the range is heapsorted
  (`__partial_sort(first, last, last)`: `__make_heap`, `__sort_heap`).
* `__final_insertion_sort`: an insertion sort of the first 16 elements, then an
  unguarded one of the rest.

An MSVC build of hip-ep (its `std::sort` is another introsort: median of nine,
a threshold of 32) and libc++ (`std::sort` with other partitions) order equal
elements differently; xhip follows hip-ep's Linux builds (docs/semantics.md
§6.3).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import TypeVar

T = TypeVar("T")

THRESHOLD = 16
"""`_S_threshold`: ranges this short are left to the final insertion sort."""


def std_sort(items: Sequence[T], less: Callable[[T, T], bool]) -> list[T]:
    """`items` sorted as libstdc++'s `std::sort(begin, end, less)` sorts them.

    `less` must be a strict weak ordering, as `std::sort` requires; the result
    for elements it cannot tell apart is libstdc++'s (a new list; `items` is
    not changed).
    """
    a = list(items)
    n = len(a)
    if n:
        _introsort_loop(a, 0, n, 2 * (n.bit_length() - 1), less)
        _final_insertion_sort(a, 0, n, less)
    return a


def heap_sort(items: Sequence[T], less: Callable[[T, T], bool]) -> list[T]:
    """`std::partial_sort(begin, end, end, less)`: what introsort does to a range
    past its depth limit (`__make_heap` then `__sort_heap`)."""
    a = list(items)
    _partial_sort(a, 0, len(a), less)
    return a


def _introsort_loop(
    a: list[T], first: int, last: int, depth: int, less: Callable[[T, T], bool]
) -> None:
    while last - first > THRESHOLD:
        if depth == 0:
            _partial_sort(a, first, last, less)
            return
        depth -= 1
        cut = _unguarded_partition_pivot(a, first, last, less)
        _introsort_loop(a, cut, last, depth, less)
        last = cut


def _unguarded_partition_pivot(
    a: list[T], first: int, last: int, less: Callable[[T, T], bool]
) -> int:
    mid = first + (last - first) // 2
    _move_median_to_first(a, first, first + 1, mid, last - 1, less)
    return _unguarded_partition(a, first + 1, last, first, less)


def _move_median_to_first(
    a: list[T], result: int, x: int, y: int, z: int, less: Callable[[T, T], bool]
) -> None:
    if less(a[x], a[y]):
        if less(a[y], a[z]):
            median = y
        elif less(a[x], a[z]):
            median = z
        else:
            median = x
    elif less(a[x], a[z]):
        median = x
    elif less(a[y], a[z]):
        median = z
    else:
        median = y
    a[result], a[median] = a[median], a[result]


def _unguarded_partition(
    a: list[T], first: int, last: int, pivot: int, less: Callable[[T, T], bool]
) -> int:
    p = a[pivot]  # the pivot stays at `pivot`, outside [first, last)
    while True:
        while less(a[first], p):
            first += 1
        last -= 1
        while less(p, a[last]):
            last -= 1
        if not first < last:
            return first
        a[first], a[last] = a[last], a[first]
        first += 1


def _final_insertion_sort(
    a: list[T], first: int, last: int, less: Callable[[T, T], bool]
) -> None:
    if last - first > THRESHOLD:
        _insertion_sort(a, first, first + THRESHOLD, less)
        for i in range(first + THRESHOLD, last):
            _unguarded_linear_insert(a, i, less)
    else:
        _insertion_sort(a, first, last, less)


def _insertion_sort(
    a: list[T], first: int, last: int, less: Callable[[T, T], bool]
) -> None:
    for i in range(first + 1, last):
        if less(a[i], a[first]):
            a[first : i + 1] = [a[i], *a[first:i]]
        else:
            _unguarded_linear_insert(a, i, less)


def _unguarded_linear_insert(
    a: list[T], last: int, less: Callable[[T, T], bool]
) -> None:
    val = a[last]
    nxt = last - 1
    while less(val, a[nxt]):
        a[last] = a[nxt]
        last = nxt
        nxt -= 1
    a[last] = val


def _partial_sort(
    a: list[T], first: int, last: int, less: Callable[[T, T], bool]
) -> None:
    # `__partial_sort(first, last, last)`: `__heap_select` with an empty tail is
    # `__make_heap`; then `__sort_heap`.
    n = last - first
    if n >= 2:
        parent = (n - 2) // 2
        while True:
            _adjust_heap(a, first, parent, n, a[first + parent], less)
            if parent == 0:
                break
            parent -= 1
    while last - first > 1:
        last -= 1
        value = a[last]
        a[last] = a[first]
        _adjust_heap(a, first, 0, last - first, value, less)


def _adjust_heap(
    a: list[T],
    first: int,
    hole: int,
    length: int,
    value: T,
    less: Callable[[T, T], bool],
) -> None:
    top = hole
    child = hole
    while child < (length - 1) // 2:
        child = 2 * (child + 1)
        if less(a[first + child], a[first + child - 1]):
            child -= 1
        a[first + hole] = a[first + child]
        hole = child
    if length % 2 == 0 and child == (length - 2) // 2:
        child = 2 * (child + 1)
        a[first + hole] = a[first + child - 1]
        hole = child - 1
    # `__push_heap(first, hole, top, value)`
    parent = (hole - 1) // 2
    while hole > top and less(a[first + parent], value):
        a[first + hole] = a[first + parent]
        hole = parent
        parent = (hole - 1) // 2
    a[first + hole] = value

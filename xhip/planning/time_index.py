"""Finding the placed buffers whose lifetimes overlap a query, without a full scan."""

from __future__ import annotations

from bisect import bisect_left, bisect_right
from collections.abc import Iterator, Sequence

from xhip.planning.requests import Lifetime


class CoveredBytes:
    """The bytes taken by placed buffers, queried by lifetime.

    Built on the lifetimes of all the buffers, which are then referred to by
    their position `k` in that list. `covered(k)` gives the byte ranges `[lo,
    hi)` of the placed buffers whose lifetimes overlap buffer k's, sorted by
    `lo`: ranges may overlap one another and touching ones may come merged, but
    their union is exactly the union of those buffers' ranges. (That union is
    all the greedy best fit needs: its gaps are the holes of the union, see
    `static_best_fit`.)

    A segment tree over time. A placed buffer is stored at the O(log n)
    canonical nodes of its lifetime (`own`: nodes whose time range the lifetime
    covers, their parents' not) and counted in the union `sub` of those nodes
    and of all their ancestors. A lifetime overlaps a query exactly when one of
    its canonical nodes meets the query's range, that is, lies in the subtree of
    one of the query's canonical nodes or is a proper ancestor of one of them.
    So the union of the query is the `sub` of its canonical nodes and the `own`
    of their proper ancestors: O(log n) sorted lists, whatever the number of
    overlapping buffers. Each list is a union of ranges, kept merged (disjoint,
    non-touching, sorted), so buffers stacked on one another, as when all allocs
    are hoisted to the top of the block, make one range per list.

    Since every query is known in advance, only the lists that some query reads
    and some buffer writes are kept: `sub` of nodes that are a canonical node of
    some lifetime, `own` of those that are also a proper ancestor of one. Short
    lifetimes have low canonical nodes, so their high ancestors are neither
    written nor read (a short-lived function costs little more than a scan of
    its few overlapping buffers).
    """

    def __init__(self, lifetimes: Sequence[Lifetime]) -> None:
        # Closed intervals overlap when each starts at or before the other's
        # end: a start maps to its rank among the starts, an end to the rank of
        # the last start at or before it, and overlaps are kept.
        starts = sorted({lt.start for lt in lifetimes})
        size = 1
        while size < len(starts):
            size *= 2
        first = {p: k for k, p in enumerate(starts)}
        queried: set[int] = set()
        above: set[int] = set()
        nodes: list[tuple[list[int], list[int]]] = []
        for lt in lifetimes:
            lo = first[lt.start] + size
            hi = bisect_right(starts, lt.end) - 1 + size
            canonical, ancestors = decompose(lo, hi)
            nodes.append((canonical, ancestors))
            queried.update(canonical)
            above.update(ancestors)
        # Every buffer is both queried and placed, so a node's `own` is read
        # only where it is a proper ancestor of a canonical node, and written
        # only where it is a canonical node; `sub` is read and written only at
        # canonical nodes.
        both = above & queried
        self._queries = [
            (canonical, [a for a in ancestors if a in both])
            for canonical, ancestors in nodes
        ]
        self._updates = [
            (
                [c for c in canonical if c in both],
                [x for x in (*canonical, *ancestors) if x in queried],
            )
            for canonical, ancestors in nodes
        ]
        # The lists, (starts, ends), of the nodes some query reads.
        self._own: dict[int, tuple[list[int], list[int]]] = {x: ([], []) for x in both}
        self._sub: dict[int, tuple[list[int], list[int]]] = {
            x: ([], []) for x in queried
        }

    def covered(self, k: int) -> list[tuple[int, int]]:
        """The byte ranges of the placed buffers whose lifetimes overlap k's."""
        canonical, ancestors = self._queries[k]
        ranges: list[tuple[int, int]] = []
        filled = 0
        for node in canonical:
            los, his = self._sub[node]
            if los:
                ranges.extend(zip(los, his, strict=True))
                filled += 1
        for node in ancestors:
            los, his = self._own[node]
            if los:
                ranges.extend(zip(los, his, strict=True))
                filled += 1
        if filled > 1:
            ranges.sort()
        return ranges

    def add(self, k: int, lo: int, hi: int) -> None:
        """Buffer k is placed at bytes `[lo, hi)` (`lo < hi`)."""
        own, sub = self._updates[k]
        for node in own:
            los, his = self._own[node]
            merge_in(los, his, lo, hi)
        for node in sub:
            los, his = self._sub[node]
            merge_in(los, his, lo, hi)


def decompose(first: int, last: int) -> tuple[list[int], list[int]]:
    """The canonical nodes of the leaves `first..last` (inclusive, as node
    numbers) and the proper ancestors of those nodes."""
    canonical: list[int] = []
    left, right = first, last + 1
    while left < right:
        if left & 1:
            canonical.append(left)
            left += 1
        if right & 1:
            right -= 1
            canonical.append(right)
        left >>= 1
        right >>= 1
    # The proper ancestors are the nodes on the paths of the two end leaves
    # that are not inside the range (those are canonical nodes or below); a
    # node wider than the range is never inside it.
    ancestors: list[int] = []
    width = last - first + 1
    span = 1
    left, right = first, last
    while left > 1:
        left >>= 1
        right >>= 1
        span <<= 1
        if span > width:
            break
        start = left * span
        if start < first or start + span - 1 > last:
            ancestors.append(left)
        if right != left:
            start = right * span
            if start < first or start + span - 1 > last:
                ancestors.append(right)
    else:
        return canonical, ancestors
    while left != right:
        ancestors.append(left)
        ancestors.append(right)
        left >>= 1
        right >>= 1
    while left:
        ancestors.append(left)
        left >>= 1
    return canonical, ancestors


def merge_in(los: list[int], his: list[int], lo: int, hi: int) -> None:
    """Adds `[lo, hi)` to a union of disjoint, non-touching ranges sorted by start."""
    i = bisect_left(his, lo)  # the first range that ends at or after `lo`
    j = bisect_right(los, hi, i)  # past the last range that starts at or before `hi`
    if i == j:
        los.insert(i, lo)
        his.insert(i, hi)
    else:
        los[i:j] = [min(lo, los[i])]
        his[i:j] = [max(hi, his[j - 1])]


class FirstFitBins:
    """Bins of lifetimes; the first bin a set of lifetimes fits in.

    `first_free(lifetimes)` is the lowest bin none of whose lifetimes overlaps
    any of `lifetimes` (the pairwise test of a group's members, not their
    hull; bins never added to are empty, so one is always found), as a scan of
    the bins in order would find it, without scanning them all.

    A segment tree over the bin numbers. Each node keeps the op indices at
    which *every* bin under it is busy (the intersection of their lifetimes'
    unions, as merged half-open ranges): a query that meets that set is busy in
    the whole subtree, which is then skipped; a leaf's set is its bin's union,
    so at a leaf the test is exact. When all allocs are hoisted to the top of
    the block, every lifetime contains the op after the last alloc, every full
    subtree is skipped at once, and a query costs O(log n) instead of a scan of
    the n bins. Adding a lifetime to a bin updates only what changes: the new
    points of a node's set are the new points of its child's set that the
    sibling's set has too.
    """

    def __init__(self, capacity: int) -> None:
        """`capacity`: more bins than will ever be used."""
        size = 1
        while size < capacity:
            size *= 2
        self._size = size
        self._los: dict[int, list[int]] = {}
        self._his: dict[int, list[int]] = {}
        self._members: dict[int, list[Lifetime]] = {}
        """Every lifetime of each bin (for the empty lifetimes' exact test)."""
        self._empty: dict[int, list[Lifetime]] = {}
        """The empty lifetimes of each bin, which the tree does not hold."""

    def _meets(self, node: int, lo: int, hi: int) -> bool:
        his = self._his.get(node)
        if not his:
            return False
        k = bisect_right(his, lo)
        return k < len(his) and self._los[node][k] < hi

    def first_free(self, lifetimes: Sequence[Lifetime]) -> int:
        # An empty lifetime (`[def, last]`, last < def: a buffer only deallocs
        # use) overlaps the lifetimes that contain both of its ends, which the
        # tree cannot ask: such lifetimes, rare, are matched one by one against
        # the bins the tree lets through.
        ranges = [(lt.start, lt.end + 1) for lt in lifetimes if not lt.is_empty]
        empty = [lt for lt in lifetimes if lt.is_empty]
        for k in self._tree_candidates(ranges):
            if self._free_of_empty(k, lifetimes, empty):
                return k
        raise ValueError("FirstFitBins: capacity exceeded")

    def _tree_candidates(self, ranges: Sequence[tuple[int, int]]) -> Iterator[int]:
        """The bins, lowest first, that no range meets (empty lifetimes aside)."""
        stack = [1]
        while stack:
            node = stack.pop()
            if any(self._meets(node, lo, hi) for lo, hi in ranges):
                continue
            if node >= self._size:
                yield node - self._size
                continue
            stack.append(2 * node + 1)
            stack.append(2 * node)

    def _free_of_empty(
        self, k: int, lifetimes: Sequence[Lifetime], empty: Sequence[Lifetime]
    ) -> bool:
        bin_empty = self._empty.get(k, ())
        if any(e.overlaps(lt) for e in bin_empty for lt in lifetimes):
            return False
        return not (
            empty
            and any(m.overlaps(e) for m in self._members.get(k, ()) for e in empty)
        )

    def add(self, bin: int, lifetime: Lifetime) -> None:
        """Adds `lifetime` to `bin` (the union of the bin's lifetimes grows)."""
        node = bin + self._size
        if node >= 2 * self._size:
            raise ValueError("FirstFitBins: capacity exceeded")
        self._members.setdefault(bin, []).append(lifetime)
        if lifetime.is_empty:
            self._empty.setdefault(bin, []).append(lifetime)
            return
        new = [(lifetime.start, lifetime.end + 1)]
        while True:
            los = self._los.setdefault(node, [])
            his = self._his.setdefault(node, [])
            for lo, hi in new:
                merge_in(los, his, lo, hi)
            if node == 1:
                return
            sibling_los = self._los.get(node ^ 1)
            if not sibling_los:
                return
            sibling_his = self._his[node ^ 1]
            common: list[tuple[int, int]] = []
            for lo, hi in new:
                k = bisect_right(sibling_his, lo)
                while k < len(sibling_los) and sibling_los[k] < hi:
                    common.append((max(lo, sibling_los[k]), min(hi, sibling_his[k])))
                    k += 1
            if not common:
                return
            new = common
            node >>= 1

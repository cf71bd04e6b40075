"""Finding the placed buffers whose lifetimes overlap a query, without a full scan."""

from __future__ import annotations

from bisect import bisect_left, bisect_right
from collections.abc import Iterable, Iterator

from xhip.planning.requests import Lifetime


class TimeIndex:
    """Buckets of `width` op indices, each listing the items live in it.

    A query touches only the buckets its lifetime covers, so packing a function
    whose buffers are short-lived is near linear instead of quadratic.
    """

    def __init__(self, width: int = 32) -> None:
        self._width = width
        self._buckets: dict[int, list[int]] = {}
        self._lifetimes: dict[int, Lifetime] = {}

    def add(self, item: int, lifetime: Lifetime) -> None:
        self._lifetimes[item] = lifetime
        for b in range(lifetime.start // self._width, lifetime.end // self._width + 1):
            self._buckets.setdefault(b, []).append(item)

    def overlapping(self, lifetime: Lifetime) -> Iterator[int]:
        """The items whose lifetime overlaps `lifetime`, each once."""
        seen: set[int] = set()
        for b in range(lifetime.start // self._width, lifetime.end // self._width + 1):
            for item in self._buckets.get(b, ()):
                if item not in seen:
                    seen.add(item)
                    if self._lifetimes[item].overlaps(lifetime):
                        yield item


class DisjointLifetimes:
    """Pairwise disjoint lifetimes (a slab's groups, a bin's members), kept sorted.

    Sorted by start, disjoint intervals are sorted by end too, so the only one
    that can overlap a query is the last one starting at or before its end: a
    query is one bisection instead of a scan of the members.
    """

    def __init__(self) -> None:
        self._starts: list[int] = []
        self._ends: list[int] = []

    def overlaps(self, lifetime: Lifetime) -> bool:
        k = bisect_right(self._starts, lifetime.end) - 1
        return k >= 0 and self._ends[k] >= lifetime.start

    def add(self, lifetime: Lifetime) -> None:
        """Adds a lifetime that overlaps none of the present ones."""
        k = bisect_right(self._starts, lifetime.start)
        self._starts.insert(k, lifetime.start)
        self._ends.insert(k, lifetime.end)


class CoveredBytes:
    """The bytes taken by placed buffers, queried by lifetime.

    `covered(lifetime)` gives the byte ranges `[lo, hi)` of the placed buffers
    whose lifetimes overlap `lifetime`, sorted by `lo`: ranges may overlap one
    another and touching ones may come merged, but their union is exactly the
    union of those buffers' ranges. (That union is all the greedy best fit needs:
    its gaps are the holes of the union, see `static_best_fit`.)

    A segment tree over the lifetimes' endpoints. A placed buffer is stored at
    the O(log n) canonical nodes of its lifetime (`own`: nodes whose time range
    the lifetime covers, their parents' not) and counted in the union `sub` of
    those nodes and of all their ancestors. A lifetime overlaps a query exactly
    when one of its canonical nodes meets the query's range, that is, lies in
    the subtree of one of the query's canonical nodes or is an ancestor of one
    of them. So the union of the query is the `sub` of its canonical nodes and
    the `own` of their proper ancestors: O(log n) sorted lists, whatever the
    number of overlapping buffers. Each list is a union of ranges, kept merged
    (disjoint, non-touching, sorted), so buffers stacked on one another, as when
    all allocs are hoisted to the top of the block, make one range per list.
    """

    def __init__(self, lifetimes: Iterable[Lifetime]) -> None:
        """`lifetimes`: every lifetime that will be queried or added."""
        points = sorted({p for lt in lifetimes for p in (lt.start, lt.end)})
        self._rank = {p: k for k, p in enumerate(points)}
        size = 1
        while size < len(points):
            size *= 2
        self._size = size
        nodes = 2 * size
        self._own_lo: list[list[int]] = [[] for _ in range(nodes)]
        self._own_hi: list[list[int]] = [[] for _ in range(nodes)]
        self._sub_lo: list[list[int]] = [[] for _ in range(nodes)]
        self._sub_hi: list[list[int]] = [[] for _ in range(nodes)]
        self._nodes: dict[tuple[int, int], tuple[list[int], list[int]]] = {}

    def _decompose(self, lifetime: Lifetime) -> tuple[list[int], list[int]]:
        """The canonical nodes of `lifetime` and their proper ancestors."""
        key = (lifetime.start, lifetime.end)
        known = self._nodes.get(key)
        if known is not None:
            return known
        lo = self._rank[lifetime.start] + self._size
        hi = self._rank[lifetime.end] + self._size + 1
        canonical: list[int] = []
        while lo < hi:
            if lo & 1:
                canonical.append(lo)
                lo += 1
            if hi & 1:
                hi -= 1
                canonical.append(hi)
            lo >>= 1
            hi >>= 1
        seen: set[int] = set()
        ancestors: list[int] = []
        for node in canonical:
            node >>= 1
            while node and node not in seen:
                seen.add(node)
                ancestors.append(node)
                node >>= 1
        self._nodes[key] = (canonical, ancestors)
        return canonical, ancestors

    def covered(self, lifetime: Lifetime) -> list[tuple[int, int]]:
        canonical, ancestors = self._decompose(lifetime)
        lists = [(self._sub_lo[c], self._sub_hi[c]) for c in canonical]
        lists += [(self._own_lo[a], self._own_hi[a]) for a in ancestors]
        ranges: list[tuple[int, int]] = []
        filled = 0
        for los, his in lists:
            if los:
                ranges.extend(zip(los, his, strict=True))
                filled += 1
        if filled > 1:
            ranges.sort()
        return ranges

    def add(self, lifetime: Lifetime, lo: int, hi: int) -> None:
        """A buffer live over `lifetime` now takes bytes `[lo, hi)` (`lo < hi`)."""
        canonical, ancestors = self._decompose(lifetime)
        for c in canonical:
            _merge_in(self._own_lo[c], self._own_hi[c], lo, hi)
            _merge_in(self._sub_lo[c], self._sub_hi[c], lo, hi)
        for a in ancestors:
            _merge_in(self._sub_lo[a], self._sub_hi[a], lo, hi)


def _merge_in(los: list[int], his: list[int], lo: int, hi: int) -> None:
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
    """Bins of pairwise disjoint lifetimes; the first bin a lifetime fits in.

    `first_free(lifetime)` is the lowest bin none of whose lifetimes overlaps
    `lifetime` (bins never added to are empty, so one is always found), as a
    scan of the bins in order would find it, without scanning them all.

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

    def _meets(self, node: int, lo: int, hi: int) -> bool:
        his = self._his.get(node)
        if not his:
            return False
        k = bisect_right(his, lo)
        return k < len(his) and self._los[node][k] < hi

    def first_free(self, lifetime: Lifetime) -> int:
        lo, hi = lifetime.start, lifetime.end + 1
        stack = [1]
        while stack:
            node = stack.pop()
            if self._meets(node, lo, hi):
                continue
            if node >= self._size:
                return node - self._size
            stack.append(2 * node + 1)
            stack.append(2 * node)
        raise ValueError("FirstFitBins: capacity exceeded")

    def add(self, bin: int, lifetime: Lifetime) -> None:
        """Adds `lifetime` to `bin`, which none of its lifetimes overlaps."""
        node = bin + self._size
        if node >= 2 * self._size:
            raise ValueError("FirstFitBins: capacity exceeded")
        new = [(lifetime.start, lifetime.end + 1)]
        while True:
            los = self._los.setdefault(node, [])
            his = self._his.setdefault(node, [])
            for lo, hi in new:
                _merge_in(los, his, lo, hi)
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

"""The decision search of `packer=best`, written once for CPython and Numba.

This is the inner loop of `static_search`: a canonical branch and bound (see that
module's docstring for the rules) over flat integer arrays, so that the same
source runs as plain Python or, when Numba is installed (`pip install
'xhip[fast]'`), compiled to machine code, about 10 times faster (10-15 million
work units a second against 1.4 million). Both run the same statements on the
same integers and count the same work, so they return the same offsets: Numba
only changes how long a budget takes. The first compile takes about 35 s; Numba
caches it next to this module for later processes.

The code keeps to what both agree on: integers below 2**62 (the caller checks),
bit sets as words of 62 bits (no sign bit), explicit frames instead of recursion
(Numba's cache of a recursive function crashed here), and the few helpers below
(`zeros`, `sort_ints`, `order_desc`, `grow`) that each mode defines for itself.

State lives in one tuple `A` of integer arrays, indexed by the constants below;
the counters are in `A[CT]`.
"""

from __future__ import annotations

import os
import sys
from collections.abc import Sequence
from typing import Any

WORD = 62
"""bits per word of a bit set (below the sign bit of an int64)"""

# Per buffer.
LO, HI, SIZE, RANK, BYRANK, OFFSET, BFLOOR, LEFT = 0, 1, 2, 3, 4, 5, 6, 7
SPANGRP, GSTART, GMEM = 8, 9, 10
"""buffers of one span (same first and last section): group, CSR start, members"""
ADJS, ADJ = 11, 12
"""time neighbours among the members, CSR"""
FLOOR, REM, CROSS, ACC = 13, 14, 15, 16
"""per section: top of the placed buffers, sizes left to place, unplaced
buffers crossing into the next section, scratch"""
SPAN, FAIL, EVERY = 17, 18, 19
"""bit sets: each buffer's sections (n * words), the last failure's, all"""
TB, TFP, TFS, TCP, TCC, TCO = 20, 21, 22, 23, 24, 25
"""the trail: buffer per depth, saved floors (pointer, values), raised
neighbours (pointer, buffer, old floor)"""
MEMB, BEST, CT = 26, 27, 28
"""the members, the best packing kept by `optimize`, the counters"""
SCR1, SCR2, SCR3, SCR4, SCR5, DIFF, LABEL, COUNT, ACC2 = range(29, 38)
"""scratch: five per buffer, four per section"""
NARRAYS = 38

# Counters, in A[CT].
EFFORT, LIMIT, NODES, CAP, OPTIMIZE, SKIPS, ABORTED = 0, 1, 2, 3, 4, 5, 6
DEPTH, NMEMB, SPLITS, PARTIAL, FOUND, BACKJUMP, WORDS, N, NSEC = range(7, 16)
NCOUNTERS = 16


def zeros(n: int) -> Any:
    """n zero integers (a list here, an int64 array under Numba)."""
    return [0] * n


def sort_ints(values: Any, k: int) -> Any:
    """The first k values, ascending."""
    return sorted(values[:k])


def order_desc(values: Any, k: int) -> Any:
    """Indices of the first k values by value, largest first (stable)."""
    return sorted(range(k), key=lambda i: -values[i])


def grow(values: Any, k: int) -> Any:
    """`values` with room for at least k (twice as many)."""
    values.extend([0] * (k + len(values) - len(values) // 2))
    return values


def _bits_copy(dst: Any, doff: int, src: Any, soff: int, words: int) -> None:
    for w in range(words):
        dst[doff + w] = src[soff + w]


def _bits_one(dst: Any, doff: int, s: int, words: int) -> None:
    """dst = {s}"""
    for w in range(words):
        dst[doff + w] = 0
    dst[doff + s // WORD] = 1 << (s % WORD)


def _disjoint(a: Any, aoff: int, b: Any, boff: int, words: int) -> bool:
    for w in range(words):  # noqa: SIM110 - Numba compiles no generators
        if a[aoff + w] & b[boff + w]:
            return False
    return True


def _first_at(floor: Any, lo: int, hi: int, f: int) -> int:
    """The first section of [lo, hi] whose floor is f (what holds a buffer up)."""
    for s in range(lo, hi + 1):
        if floor[s] == f:
            return s
    return lo


def _fullest(rem: Any, lo: int, hi: int) -> int:
    """The first section of [lo, hi] with the most left to place."""
    best = lo
    for s in range(lo + 1, hi + 1):
        if rem[s] > rem[best]:
            best = s
    return best


def _place(A: Any, b: int, offset: int) -> bool:
    """Place b at offset; whether a section boundary lost its last crossing buffer."""
    ct = A[CT]
    lo = A[LO][b]
    hi = A[HI][b]
    sz = A[SIZE][b]
    top = offset + sz
    floor = A[FLOOR]
    rem = A[REM]
    cross = A[CROSS]
    tfs = A[TFS]
    depth = ct[DEPTH]
    A[TB][depth] = b
    fp = A[TFP][depth]
    for s in range(lo, hi + 1):
        tfs[fp] = floor[s]
        fp += 1
        floor[s] = top
        rem[s] -= sz
    A[TFP][depth + 1] = fp
    split = False
    for k in range(lo, hi):
        cross[k] -= 1
        if cross[k] == 0:
            split = True
    offs = A[OFFSET]
    bfloor = A[BFLOOR]
    left = A[LEFT]
    adj = A[ADJ]
    tcc = A[TCC]
    tco = A[TCO]
    offs[b] = offset
    cp = A[TCP][depth]
    for j in range(A[ADJS][b], A[ADJS][b + 1]):
        c = adj[j]
        if offs[c] < 0:
            left[c] -= 1
            if bfloor[c] < top:
                tcc[cp] = c
                tco[cp] = bfloor[c]
                cp += 1
                bfloor[c] = top
    A[TCP][depth + 1] = cp
    ct[DEPTH] = depth + 1
    return split


def _unplace(A: Any) -> None:
    ct = A[CT]
    depth = ct[DEPTH] - 1
    ct[DEPTH] = depth
    b = A[TB][depth]
    lo = A[LO][b]
    hi = A[HI][b]
    sz = A[SIZE][b]
    offs = A[OFFSET]
    bfloor = A[BFLOOR]
    left = A[LEFT]
    adj = A[ADJ]
    tcc = A[TCC]
    tco = A[TCO]
    for j in range(A[TCP][depth], A[TCP][depth + 1]):
        bfloor[tcc[j]] = tco[j]
    offs[b] = -1
    for j in range(A[ADJS][b], A[ADJS][b + 1]):
        c = adj[j]
        if offs[c] < 0:
            left[c] += 1
    cross = A[CROSS]
    for k in range(lo, hi):
        cross[k] += 1
    floor = A[FLOOR]
    rem = A[REM]
    tfs = A[TFS]
    fp = A[TFP][depth]
    for s in range(lo, hi + 1):
        floor[s] = tfs[fp]
        fp += 1
        rem[s] += sz


def _above(A: Any, at_x: Any, na: int, x: int, lo_s: int, hi_s: int) -> bool:
    """Waste: x + 1 + (what is left in a section but `at_x`) <= capacity, everywhere.

    A section that none of `at_x` covers gets no buffer at the current offset,
    so all that is left there lies above it."""
    ct = A[CT]
    lo_ = A[LO]
    hi_ = A[HI]
    size = A[SIZE]
    acc = A[ACC]
    rem = A[REM]
    work = hi_s - lo_s + 1
    for i in range(na):
        b = at_x[i]
        p = size[b]
        for s in range(lo_[b], hi_[b] + 1):
            acc[s] += p
        work += hi_[b] - lo_[b] + 1
    worst = -1
    ws = lo_s
    for s in range(lo_s, hi_s + 1):
        r = rem[s] - acc[s]
        acc[s] = 0
        if r > worst:
            worst = r
            ws = s
    ct[EFFORT] += work >> 4
    if x + 1 + worst <= ct[CAP]:
        return True
    # The failure involves the section and, for each buffer above the offset
    # there, the section that holds it up (lower, it could have gone at x).
    words = ct[WORDS]
    fail = A[FAIL]
    _bits_one(fail, 0, ws, words)
    bfloor = A[BFLOOR]
    offs = A[OFFSET]
    floor = A[FLOOR]
    memb = A[MEMB]
    for i in range(ct[NMEMB]):
        d = memb[i]
        f = bfloor[d]
        if f > x and offs[d] < 0 and lo_[d] <= ws <= hi_[d]:
            s = _first_at(floor, lo_[d], hi_[d], f)
            fail[s // WORD] |= 1 << (s % WORD)
    return False


def _erd(A: Any, pool: Any, ps: int, m: int, x: int) -> bool:
    """Section inference: per section, the unplaced buffers of the part
    `pool[ps:ps + m]` stacked in order of their release (floor, or the current
    offset) must end at most at the capacity. Only the sections of the buffers
    the last placement raised are checked again (the parent node passed)."""
    ct = A[CT]
    lo_ = A[LO]
    hi_ = A[HI]
    size = A[SIZE]
    bfloor = A[BFLOOR]
    rem = A[REM]
    cap = ct[CAP]
    depth = ct[DEPTH]
    if depth > 0:
        c0 = A[TCP][depth - 1]
        c1 = A[TCP][depth]
        if c0 == c1:
            return True
        tcc = A[TCC]
        w_lo = ct[NSEC]
        w_hi = -1
        for j in range(c0, c1):
            c = tcc[j]
            if lo_[c] < w_lo:
                w_lo = lo_[c]
            if hi_[c] > w_hi:
                w_hi = hi_[c]
    else:
        w_lo = 0
        w_hi = ct[NSEC] - 1
    top_rem = 0
    for s in range(w_lo, w_hi + 1):
        if rem[s] > top_rem:
            top_rem = rem[s]
    safe = cap - top_rem
    low = x if x > safe else safe
    rel = A[SCR1]
    relv = A[SCR2]
    k = 0
    for i in range(ps, ps + m):
        b = pool[i]
        if bfloor[b] > low and hi_[b] >= w_lo and lo_[b] <= w_hi:
            rel[k] = b
            relv[k] = bfloor[b]
            k += 1
    if k == 0:
        return True
    order = order_desc(relv, k)
    width = w_hi - w_lo + 1
    acc = A[ACC2]
    diff = A[DIFF]
    for s in range(width):
        acc[s] = 0
    work = width
    i = 0
    while i < k:
        r = relv[order[i]]
        for s in range(width + 1):
            diff[s] = 0
        while i < k and relv[order[i]] == r:
            b = rel[order[i]]
            i += 1
            lo = lo_[b] - w_lo
            hi = hi_[b] - w_lo
            diff[lo if lo > 0 else 0] += size[b]
            diff[hi + 1 if hi < width else width] -= size[b]
        run = 0
        top = -1
        ts = 0
        for s in range(width):
            run += diff[s]
            acc[s] += run
            if acc[s] > top:
                top = acc[s]
                ts = s
        work += width
        if top > cap - r:
            # The fullest section and, for each buffer stacked there above the
            # current offset, the section that holds it up.
            s = w_lo + ts
            words = ct[WORDS]
            fail = A[FAIL]
            _bits_one(fail, 0, s, words)
            floor = A[FLOOR]
            for j in range(i):
                c = rel[order[j]]
                f = bfloor[c]
                if f > x and lo_[c] <= s <= hi_[c]:
                    h = _first_at(floor, lo_[c], hi_[c], f)
                    fail[h // WORD] |= 1 << (h % WORD)
            ct[EFFORT] += (work + i) >> 4
            return False
    ct[EFFORT] += (work + i) >> 4
    return True


def _groups(A: Any, src: Any, m: int, pool: Any, dst: Any, bounds: Any, gs: int) -> int:
    """The buffers `src[:m]` in their independent groups (cut where no unplaced
    buffer crosses), left to right: written to `pool[dst:dst + m]`, the group
    bounds (relative to `dst`) to `bounds[gs:gs + count + 1]`; returns the count."""
    lo_ = A[LO]
    hi_ = A[HI]
    cross = A[CROSS]
    label = A[LABEL]
    count = A[COUNT]
    lo = A[CT][NSEC]
    hi = -1
    for i in range(m):
        b = src[i]
        if lo_[b] < lo:
            lo = lo_[b]
        if hi_[b] > hi:
            hi = hi_[b]
    g = 0
    for s in range(lo, hi + 1):
        label[s - lo] = g
        count[g] = 0
        if s < hi and cross[s] == 0:
            g += 1
    for i in range(m):
        count[label[lo_[src[i]] - lo]] += 1
    # Empty groups (sections no buffer starts in) are dropped: `count` becomes
    # each label's first position, `label` maps to the compacted group.
    ng = 0
    at = 0
    bounds[gs] = 0
    for j in range(g + 1):
        c = count[j]
        count[j] = at
        if c > 0:
            at += c
            ng += 1
            bounds[gs + ng] = at
    for i in range(m):
        b = src[i]
        j = label[lo_[b] - lo]
        pool[dst + count[j]] = b
        count[j] += 1
    return ng


def _enter(
    A: Any,
    pool: Any,
    ps: int,
    m: int,
    last: int,
    peak: int,
    bits: Any,
    fs: int,
    ks: int,
) -> int:
    """A node for the part `pool[ps:ps + m]` after the (offset, rank) key `last`:
    its candidate keys, sorted, to `pool[ks:]` (their count is returned), what cut
    candidates to the bits `bits[fs:]`. -1 for a failure (its sections in A[FAIL],
    or A[CT][ABORTED] set when the budget ran out), -2 for nothing to place."""
    if m == 0:
        return -2
    ct = A[CT]
    ct[NODES] += 1
    ct[EFFORT] += m
    if ct[EFFORT] > ct[LIMIT]:
        ct[ABORTED] = 1
        return -1
    n = ct[N]
    words = ct[WORDS]
    cap = ct[CAP]
    lo_ = A[LO]
    hi_ = A[HI]
    size = A[SIZE]
    rank = A[RANK]
    bfloor = A[BFLOOR]
    left = A[LEFT]
    span = A[SPAN]
    fail = A[FAIL]
    rem = A[REM]
    keys = A[SCR3]
    at_x = A[SCR4]
    nk = 0
    na = 0
    movable_top = cap + 1
    mover = -1
    level = (last // n + 1) * n
    lo_s = ct[NSEC]
    hi_s = -1
    for i in range(ps, ps + m):
        b = pool[i]
        key = bfloor[b] * n + rank[b]
        if key > last:
            keys[nk] = key
            nk += 1
            if key < level:
                at_x[na] = b
                na += 1
        elif left[b] == 0:
            # Below the current offset, with nothing left to rest on.
            _bits_copy(fail, 0, span, b * words, words)
            return -1
        top = bfloor[b] + size[b]
        if top < movable_top:
            movable_top = top
            mover = b
        if lo_[b] < lo_s:
            lo_s = lo_[b]
        if hi_[b] > hi_s:
            hi_s = hi_[b]
    worst_s = _fullest(rem, lo_s, hi_s)
    room = cap - rem[worst_s]
    x = last // n
    if peak > cap:
        _bits_copy(fail, 0, A[EVERY], 0, words)
        return -1
    if x > room:
        _bits_one(fail, 0, worst_s, words)  # its floor and what is left there
        return -1
    if x >= 0 and not _above(A, at_x, na, x, lo_s, hi_s):
        return -1
    if not _erd(A, pool, ps, m, x):
        return -1
    # Dominance: at an offset at or above `movable_top`, some free buffer would
    # fit in the empty space under it: that packing was explored first.
    limit = room if room < movable_top - 1 else movable_top - 1
    kept = 0
    for i in range(nk):
        if keys[i] // n <= limit:
            keys[kept] = keys[i]
            kept += 1
    for w in range(words):
        bits[fs + w] = 0
    if kept < nk:
        if room < movable_top - 1:
            _bits_one(bits, fs, worst_s, words)
        else:
            _bits_copy(bits, fs, span, mover * words, words)
    elif kept == 0:
        for s in range(lo_s, hi_s + 1):  # nothing to place: all wait
            bits[fs + s // WORD] |= 1 << (s % WORD)
    ordered = sort_ints(keys, kept)
    for i in range(kept):
        pool[ks + i] = ordered[i]
    return kept


# The frames of the depth-first search, one row of FRAME integers each.
F_PS, F_PL, F_LAST, F_PEAK, F_KS, F_KN, F_KI, F_GS, F_GB, F_NG, F_GI = range(11)
F_B, F_MARK, F_KEY, F_NEWPEAK, F_QS, F_NI = range(11, 17)
FRAME = 17


def _dfs(A: Any, pool: Any, m0: int, peak0: int) -> bool:
    """Place every buffer of the part `pool[:m0]` canonically: `_enter` for each
    node, then its candidates in key order, each placed and its independent
    groups solved one after the other (no backtracking between them). The
    frames are explicit (a cached recursive function crashed); a frame's keys,
    groups and failure bits lie in the pools `pool`, `bounds` and `bits`, above
    its parent's."""
    ct = A[CT]
    n = ct[N]
    words = ct[WORDS]
    lo_ = A[LO]
    hi_ = A[HI]
    size = A[SIZE]
    rank = A[RANK]
    rem = A[REM]
    span = A[SPAN]
    fail = A[FAIL]
    by_rank = A[BYRANK]
    offs = A[OFFSET]
    gstart = A[GSTART]
    gmem = A[GMEM]
    spangrp = A[SPANGRP]
    F = zeros(FRAME * (n + 2))
    bits = zeros(2 * words * (n + 2))
    bounds = zeros(2 * (n + 2))
    rest = A[SCR5]
    f = 0
    F[F_PS] = 0
    F[F_PL] = m0
    F[F_LAST] = -1
    F[F_PEAK] = peak0
    entering = True
    result = False
    while True:
        base = f * FRAME
        if entering:
            entering = False
            m = F[base + F_PL]
            # The pools above the parent's: keys, then room for the groups of
            # any candidate's rest.
            ptop = m0
            qtop = 0
            gtop = 0
            if f > 0:
                up = base - FRAME
                ptop = F[up + F_KS] + F[up + F_KN] + F[up + F_PL]
                qtop = F[up + F_QS] + words * (F[up + F_KN] + 1)
                gtop = F[up + F_GB] + F[up + F_PL] + 1
            if ptop + 2 * m + 1 > len(pool):
                pool = grow(pool, ptop + 2 * m + 1)
            if qtop + words * (m + 1) > len(bits):
                bits = grow(bits, qtop + words * (m + 1))
            if gtop + m + 2 > len(bounds):
                bounds = grow(bounds, gtop + m + 2)
            kept = _enter(
                A,
                pool,
                F[base + F_PS],
                m,
                F[base + F_LAST],
                F[base + F_PEAK],
                bits,
                qtop,
                ptop,
            )
            if kept < 0:
                # Frame f returns at once (nothing of the pools taken).
                result = kept == -2
                if f == 0:
                    return result
                f -= 1
                continue
            F[base + F_KS] = ptop
            F[base + F_QS] = qtop
            F[base + F_GB] = gtop
            F[base + F_KN] = kept
            F[base + F_KI] = 0
            F[base + F_NI] = 0
            F[base + F_GS] = ptop + kept
        elif result:
            # The child solved group F_GI of frame f's current candidate.
            gi = F[base + F_GI] + 1
            F[base + F_GI] = gi
            if gi < F[base + F_NG]:
                gb = F[base + F_GB]
                child = base + FRAME
                F[child + F_PS] = F[base + F_GS] + bounds[gb + gi]
                F[child + F_PL] = bounds[gb + gi + 1] - bounds[gb + gi]
                F[child + F_LAST] = F[base + F_KEY]
                F[child + F_PEAK] = F[base + F_NEWPEAK]
                f += 1
                entering = True
                continue
            if F[base + F_NG] > 1:
                ct[SPLITS] -= 1
            # Frame f is solved: it returns True.
            if f == 0:
                return True
            f -= 1
            continue
        else:
            # The child failed: undo frame f's current candidate.
            if F[base + F_NG] > 1:
                ct[SPLITS] -= 1
            while ct[DEPTH] > F[base + F_MARK]:
                _unplace(A)
            if ct[ABORTED]:
                if f == 0:
                    return False
                f -= 1
                continue
            _child_failed(A, bits, F, base, words)
        # The next candidate of frame f.
        ks = F[base + F_KS]
        kn = F[base + F_KN]
        qs = F[base + F_QS]
        while F[base + F_KI] < kn:
            i = F[base + F_KI]
            F[base + F_KI] = i + 1
            key = pool[ks + i]
            offset = key // n
            b = by_rank[key - offset * n]
            F[base + F_B] = b
            if ct[BACKJUMP]:
                skip = False
                for j in range(F[base + F_NI]):
                    if _disjoint(span, b * words, bits, qs + words * (j + 1), words):
                        skip = True
                        break
                if skip:
                    # Placing b (at an offset no lower) leaves the sections of
                    # an earlier failure as they were: it fails there again.
                    ct[SKIPS] += 1
                    continue
            ws = _fullest(rem, lo_[b], hi_[b])
            wr = rem[ws]
            peak = F[base + F_PEAK]
            new_peak = peak if peak > offset + wr else offset + wr
            if new_peak > ct[CAP]:
                if new_peak > peak:
                    _bits_one(fail, 0, ws, words)
                else:
                    _bits_copy(fail, 0, A[EVERY], 0, words)
                _child_failed(A, bits, F, base, words)
                continue
            swapped = False
            grp = spangrp[b]
            if grp >= 0:
                # Two buffers of one span stacked directly: only in rank order.
                for j in range(gstart[grp], gstart[grp + 1]):
                    c = gmem[j]
                    top = offs[c] + size[c]
                    if offs[c] >= 0 and top == offset and rank[c] > rank[b]:
                        swapped = True
            if swapped:
                _bits_copy(fail, 0, span, b * words, words)
                _child_failed(A, bits, F, base, words)
                continue
            mark = ct[DEPTH]
            split = _place(A, b, offset)
            if ct[OPTIMIZE] and ct[DEPTH] == ct[NMEMB]:
                _record(A)
                _unplace(A)
                _bits_copy(fail, 0, A[EVERY], 0, words)
                _child_failed(A, bits, F, base, words)
                continue
            m = F[base + F_PL]
            ps = F[base + F_PS]
            r = 0
            for j in range(ps, ps + m):
                if pool[j] != b:
                    rest[r] = pool[j]
                    r += 1
            gs = F[base + F_GS]
            gb = F[base + F_GB]
            if split and r > 0:
                ng = _groups(A, rest, r, pool, gs, bounds, gb)
            else:
                for j in range(r):
                    pool[gs + j] = rest[j]
                bounds[gb] = 0
                bounds[gb + 1] = r
                ng = 1
            if ng > 1:
                ct[SPLITS] += 1
            F[base + F_MARK] = mark
            F[base + F_KEY] = key
            F[base + F_NEWPEAK] = new_peak
            F[base + F_NG] = ng
            F[base + F_GI] = 0
            child = base + FRAME
            F[child + F_PS] = gs
            F[child + F_PL] = bounds[gb + 1]
            F[child + F_LAST] = key
            F[child + F_PEAK] = new_peak
            entering = True
            break
        if entering:
            f += 1
            continue
        # No candidate left: frame f fails with what it gathered.
        _bits_copy(fail, 0, bits, qs, words)
        result = False
        if f == 0:
            return False
        f -= 1


def _child_failed(A: Any, bits: Any, F: Any, base: int, words: int) -> None:
    """The frame's current candidate failed (its sections in A[FAIL]): gather
    them, and keep them apart when they did not involve the candidate."""
    fail = A[FAIL]
    qs = F[base + F_QS]
    for w in range(words):
        bits[qs + w] |= fail[w]
    b = F[base + F_B]
    if _disjoint(A[SPAN], b * words, fail, 0, words):
        ni = F[base + F_NI]
        _bits_copy(bits, qs + words * (ni + 1), fail, 0, words)
        F[base + F_NI] = ni + 1


def _record(A: Any) -> None:
    """A packing (under `optimize`): keep it, and look for one below it."""
    ct = A[CT]
    best = A[BEST]
    memb = A[MEMB]
    offs = A[OFFSET]
    size = A[SIZE]
    high = 0
    for j in range(ct[NMEMB]):
        c = memb[j]
        best[c] = offs[c]
        if offs[c] + size[c] > high:
            high = offs[c] + size[c]
    ct[FOUND] = 1
    if ct[SPLITS] > 0:
        # Groups solved before this one keep their first packing.
        ct[PARTIAL] = 1
    ct[CAP] = high - 1
    ct[EFFORT] += 2 * ct[NMEMB]


FREE = -1
OUTSIDE = 1 << 61
"""the offset of a buffer that is not a member: never unplaced, never on top"""


def _init(A: Any) -> None:
    """Fill the per-search state from the members (A[MEMB][:NMEMB]) and the
    floors (A[FLOOR], the base below them)."""
    ct = A[CT]
    lo_ = A[LO]
    hi_ = A[HI]
    size = A[SIZE]
    offs = A[OFFSET]
    bfloor = A[BFLOOR]
    left = A[LEFT]
    floor = A[FLOOR]
    rem = A[REM]
    cross = A[CROSS]
    adj = A[ADJ]
    adjs = A[ADJS]
    memb = A[MEMB]
    nm = ct[NMEMB]
    for b in range(ct[N]):
        offs[b] = OUTSIDE
        left[b] = 0
    for i in range(nm):
        offs[memb[i]] = FREE
    for i in range(nm):
        b = memb[i]
        f = 0
        for s in range(lo_[b], hi_[b] + 1):
            rem[s] += size[b]
            if floor[s] > f:
                f = floor[s]
        bfloor[b] = f
        for k in range(lo_[b], hi_[b]):
            cross[k] += 1
        for j in range(adjs[b], adjs[b + 1]):
            if offs[adj[j]] == FREE:
                left[b] += 1


def _run(A: Any) -> bool:
    """Solve the members, in their independent groups one after the other."""
    ct = A[CT]
    nm = ct[NMEMB]
    if nm == 0:
        return True
    rem = A[REM]
    floor = A[FLOOR]
    lo_ = A[LO]
    hi_ = A[HI]
    for s in range(ct[NSEC]):
        if rem[s] > ct[CAP]:
            return False
    pool = zeros(4 * nm + 8)
    bounds = zeros(nm + 2)
    ng = _groups(A, A[MEMB], nm, pool, nm, bounds, 0)
    if ng > 1:
        ct[SPLITS] = 1
    for g in range(ng):
        m = bounds[g + 1] - bounds[g]
        lo = ct[NSEC]
        hi = -1
        for i in range(m):
            b = pool[nm + bounds[g] + i]
            pool[i] = b
            if lo_[b] < lo:
                lo = lo_[b]
            if hi_[b] > hi:
                hi = hi_[b]
        peak = 0
        for s in range(lo, hi + 1):
            if floor[s] + rem[s] > peak:
                peak = floor[s] + rem[s]
        # The root part at the front; _dfs may grow its own copy of the pool.
        part = zeros(2 * m + 8)
        for i in range(m):
            part[i] = pool[i]
        if not _dfs(A, part, m, peak):
            return False
    return True


def _numba() -> Any:
    """Numba's `njit`, or None when it is not installed (or not wanted)."""
    if os.environ.get("XHIP_NO_NUMBA"):
        return None
    try:
        from numba import njit  # type: ignore[import-not-found]
    except ImportError:
        return None
    return njit


def _compile() -> bool:
    """Replace the kernel's functions by compiled ones when Numba is there."""
    njit = _numba()
    if njit is None:
        return False
    import numpy as np

    module = sys.modules[__name__]

    def np_zeros(n: int) -> Any:
        return np.zeros(n, np.int64)

    def np_sort(values: Any, k: int) -> Any:
        return np.sort(values[:k])

    def np_order_desc(values: Any, k: int) -> Any:
        return np.argsort(-values[:k], kind="mergesort")

    def np_grow(values: Any, k: int) -> Any:
        bigger = np.zeros(2 * k, np.int64)
        bigger[: len(values)] = values
        return bigger

    replaced = {
        "zeros": np_zeros,
        "sort_ints": np_sort,
        "order_desc": np_order_desc,
        "grow": np_grow,
    }
    for name in KERNEL:
        replaced[name] = getattr(module, name)
    for name, fn in replaced.items():
        setattr(module, name, njit(cache=True)(fn))
    return True


HELPERS = ("zeros", "sort_ints", "order_desc", "grow")
"""what each mode defines for itself"""
KERNEL = (
    "_bits_copy",
    "_bits_one",
    "_disjoint",
    "_first_at",
    "_fullest",
    "_place",
    "_unplace",
    "_above",
    "_erd",
    "_groups",
    "_enter",
    "_child_failed",
    "_record",
    "_dfs",
    "_init",
    "_run",
)
"""the functions Numba compiles"""


_compiled: list[bool] = []


def compiled() -> bool:
    """Whether the kernel runs compiled (Numba) or as plain Python. Decided at
    the first search, so that importing xhip never imports Numba. A Numba that
    cannot compile the kernel (another version, a broken install) leaves it in
    CPython: the same results, only slower."""
    if not _compiled:
        module = sys.modules[__name__]
        plain = {name: getattr(module, name) for name in (*HELPERS, *KERNEL)}
        _compiled.append(_compile())
        if _compiled[0]:
            try:
                _tiny_search()  # compiles (or loads) every function
            except Exception:
                for name, fn in plain.items():
                    setattr(module, name, fn)
                _compiled[0] = False
    return _compiled[0]


class Outcome:
    """What one decision search found (see `Kernel.search`)."""

    def __init__(
        self,
        offsets: list[int] | None,
        exhausted: bool,
        effort: int,
        nodes: int,
        skips: int = 0,
    ) -> None:
        self.offsets = offsets
        """a packing within the capacity (the smallest found with `optimize`)"""
        self.exhausted = exhausted
        """the whole space was seen: no (smaller) packing exists"""
        self.effort = effort
        self.nodes = nodes
        self.skips = skips
        """candidates that backjumping skipped"""


class Kernel:
    """What the searches of one instance share: the buffers, their time
    neighbours and span groups, as the arrays every search reads."""

    def __init__(
        self,
        lo: Sequence[int],
        hi: Sequence[int],
        size: Sequence[int],
        nsec: int,
        adj: Sequence[Sequence[int]],
    ) -> None:
        compiled()
        n = self.n = len(size)
        self.nsec = nsec
        words = self.words = max(1, (nsec + WORD - 1) // WORD)
        adjs = [0] * (n + 1)
        flat_adj: list[int] = []
        for b in range(n):
            flat_adj.extend(adj[b])
            adjs[b + 1] = len(flat_adj)
        spans: dict[tuple[int, int], list[int]] = {}
        for b in range(n):
            spans.setdefault((lo[b], hi[b]), []).append(b)
        spangrp = [-1] * n
        gstart = [0]
        gmem: list[int] = []
        for group in spans.values():
            if len(group) > 1:
                for b in group:
                    spangrp[b] = len(gstart) - 1
                gmem.extend(group)
                gstart.append(len(gmem))
        span = [0] * (n * words)
        for b in range(n):
            for s in range(lo[b], hi[b] + 1):
                span[b * words + s // WORD] |= 1 << (s % WORD)
        every = [0] * words
        for s in range(nsec):
            every[s // WORD] |= 1 << (s % WORD)
        widths = sum(h - lo_ + 1 for lo_, h in zip(lo, hi, strict=True))
        self.shared: dict[int, Any] = {
            LO: _ints(lo),
            HI: _ints(hi),
            SIZE: _ints(size),
            SPANGRP: _ints(spangrp),
            GSTART: _ints(gstart),
            GMEM: _ints(gmem or [0]),
            ADJS: _ints(adjs),
            ADJ: _ints(flat_adj or [0]),
            SPAN: _ints(span),
            EVERY: _ints(every),
        }
        self.lengths = {
            OFFSET: n,
            BFLOOR: n,
            LEFT: n,
            REM: nsec,
            CROSS: nsec,
            ACC: nsec,
            FAIL: words,
            TB: n + 1,
            TFP: n + 2,
            TFS: widths + 1,
            TCP: n + 2,
            TCC: len(flat_adj) + 1,
            TCO: len(flat_adj) + 1,
            SCR1: n + 1,
            SCR2: n + 1,
            SCR3: n + 1,
            SCR4: n + 1,
            SCR5: n + 1,
            DIFF: nsec + 2,
            LABEL: nsec + 2,
            COUNT: nsec + 2,
            ACC2: nsec + 2,
        }
        self._ranks: dict[tuple[int, ...], tuple[Any, Any]] = {}

    def ranked(self, rank: Sequence[int]) -> tuple[Any, Any]:
        """A preorder and its inverse as arrays (the last few are kept)."""
        key = tuple(rank)
        found = self._ranks.get(key)
        if found is None:
            by_rank = [0] * self.n
            for b, r in enumerate(rank):
                by_rank[r] = b
            found = (_ints(rank), _ints(by_rank))
            if len(self._ranks) > 64:
                self._ranks.clear()
            self._ranks[key] = found
        return found

    def search(
        self,
        rank: Sequence[int],
        capacity: int,
        limit: int,
        *,
        optimize: bool = False,
        members: Sequence[int] | None = None,
        base: Sequence[int] | None = None,
        backjump: bool = True,
    ) -> Outcome:
        """A canonical packing of `members` (all by default) with every top at
        most `capacity`, above the per-section `base`, within `limit` work
        units. With `optimize`, a branch and bound: each packing found lowers
        the capacity below it, and the smallest is returned."""
        n = self.n
        members = list(range(n)) if members is None else list(members)
        if not members:
            return Outcome([FREE] * n, True, 0, 0)
        arrays: list[Any] = [None] * NARRAYS
        for k, v in self.shared.items():
            arrays[k] = v
        for k, length in self.lengths.items():
            arrays[k] = zeros(length)
        arrays[RANK], arrays[BYRANK] = self.ranked(rank)
        arrays[FLOOR] = _ints(base) if base is not None else zeros(self.nsec)
        arrays[MEMB] = _ints(members)
        arrays[BEST] = zeros(n)
        ct = [0] * NCOUNTERS
        ct[LIMIT] = limit
        ct[CAP] = capacity
        ct[OPTIMIZE] = int(optimize)
        ct[NMEMB] = len(members)
        ct[BACKJUMP] = int(backjump)
        ct[WORDS] = self.words
        ct[N] = n
        ct[NSEC] = self.nsec
        arrays[CT] = _ints(ct)
        A = tuple(arrays)
        _init(A)
        ok = _run(A)
        ct = A[CT]
        effort, nodes, skips = int(ct[EFFORT]), int(ct[NODES]), int(ct[SKIPS])
        best = [int(v) for v in A[BEST]] if ct[FOUND] else None
        if ct[ABORTED]:
            return Outcome(best, False, effort, nodes, skips)
        offsets = [int(v) for v in A[OFFSET]] if ok else best
        return Outcome(offsets, not ct[PARTIAL], effort, nodes, skips)


def _ints(values: Sequence[int]) -> Any:
    """Integers as the kernel takes them (a list, or an int64 array)."""
    if compiled():
        import numpy as np

        return np.array(values, dtype=np.int64)
    return list(values)


def _tiny_search() -> None:
    """Three buffers at their max load: every function of the kernel runs."""
    found = Kernel([0, 1, 0], [1, 1, 0], [1, 1, 1], 2, [[1, 2], [0], [0]]).search(
        [0, 1, 2], 2, 1000
    )
    if found.offsets is None:
        raise AssertionError("the kernel found no packing of its tiny instance")


def warm_up() -> str:
    """Compile the kernel (or load it from Numba's cache) before timings that
    should leave that out; says how the kernel runs."""
    if not compiled():
        return "CPython (no working Numba: `pip install 'xhip[fast]'` compiles it)"
    import numba  # type: ignore[import-not-found]

    return f"compiled by Numba {numba.__version__}"

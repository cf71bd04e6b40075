"""The decision search of `packer=best`, written once for CPython and Numba.

This is the inner loop of `search`: a canonical branch and bound over flat
integer arrays, so that the same source runs as plain Python or, when Numba is
installed (`pip install 'xhip[fast]'`), compiled to machine code, many times
faster (`budget.DEFAULT_EFFORT` gives both rates; `kernel` chooses, `compiler`
compiles). Both run the same statements on the same integers and count the
same work, so they return the same offsets: Numba only changes how long a
budget takes.

Pruning, for a capacity `C` (the decision version), each a switch of
`KernelParams`:
* section inference: in a section the unplaced buffers stack above their floors
  and above the current offset, so the earliest-release-date schedule of them
  (the max-load bound, made dynamic) must end at most at `C`; after a placement
  only the sections of the buffers it raised are checked again (`_erd`);
* waste: a section that no buffer can cover at the current offset any more keeps
  a hole there, so what is left in it must fit above the offset (`_above`);
* dominance: once the offset reaches `floor + size` of an unplaced buffer, that
  buffer would fit in the empty space below, a packing explored elsewhere; and
  (span order) two buffers of one span stacked directly are kept in rank order;
* stranded buffers: a buffer whose floor fell below the current offset can only
  be placed on a buffer placed later: if none of its time neighbours is left,
  the branch is dead;
* decomposition: once no unplaced buffer crosses a section boundary, the two
  sides are solved one after the other without backtracking between them;
* backjumping: each failure names the sections it depends on (a bit set); when a
  candidate failed without touching them, the later candidates that do not
  touch them either are skipped (they leave those sections as they were, and the
  offset only rises). This is what stops the search from thrashing between time
  regions (a failure in one region retried under every choice made in another).

The code keeps to what both agree on: integers below 2**62 (the caller checks),
bit sets as words of 62 bits (no sign bit), explicit frames instead of recursion
(a recursive kernel function crashed Numba's disk cache), state as named tuples
of arrays (`state`), and the few helpers below (`zeros`, `sort_ints`,
`order_desc`, `grow`, `new_frames`) whose compiled forms are `NUMBA_HELPERS`
and `kernel`'s allocators. `@_kernel` marks what Numba compiles.

Numba caches the compiled kernel keyed on `kernel.py` alone: an edit here must
come with a new `kernel.COMPILED_WITH` (a test says which).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any, TypeVar

from xhip.planning.best.state import WORD, Frame, Frames, Ints, State

_F = TypeVar("_F", bound=Callable[..., Any])

KERNEL: list[Callable[..., Any]] = []
"""the functions Numba compiles, each as it is"""


def _kernel(fn: _F) -> _F:
    """Marks a function of the kernel (compiled when Numba is there)."""
    KERNEL.append(fn)
    return fn


def zeros(n: int) -> Ints:
    """n zero integers (a list here, an int64 array under Numba)."""
    return [0] * n


def sort_ints(values: Ints, k: int) -> Ints:
    """The first k values, ascending."""
    return sorted(values[:k])


def order_desc(values: Ints, k: int) -> Ints:
    """Indices of the first k values by value, largest first (stable)."""
    return sorted(range(k), key=lambda i: -values[i])


def grow(values: Ints, k: int) -> Ints:
    """`values` with room for at least k (twice as many)."""
    values.extend([0] * (k + len(values) - len(values) // 2))
    return values


def new_frames(depth: int) -> Frames:
    """Frames for `depth` levels (a structured array under Numba)."""
    return [Frame() for _ in range(depth)]


@_kernel
def _bits_copy(dst: Ints, doff: int, src: Ints, soff: int, words: int) -> None:
    for w in range(words):
        dst[doff + w] = src[soff + w]


@_kernel
def _bits_one(dst: Ints, doff: int, s: int, words: int) -> None:
    """dst = {s}"""
    for w in range(words):
        dst[doff + w] = 0
    dst[doff + s // WORD] = 1 << (s % WORD)


@_kernel
def _disjoint(a: Ints, aoff: int, b: Ints, boff: int, words: int) -> bool:
    for w in range(words):  # noqa: SIM110 - Numba compiles no generators
        if a[aoff + w] & b[boff + w]:
            return False
    return True


@_kernel
def _first_at(floor: Ints, lo: int, hi: int, f: int) -> int:
    """The first section of [lo, hi] whose floor is f (what holds a buffer up)."""
    for s in range(lo, hi + 1):
        if floor[s] == f:
            return s
    return lo


@_kernel
def _fullest(rem: Ints, lo: int, hi: int) -> int:
    """The first section of [lo, hi] with the most left to place."""
    best = lo
    for s in range(lo + 1, hi + 1):
        if rem[s] > rem[best]:
            best = s
    return best


@_kernel
def _place(S: State, b: int, offset: int) -> bool:
    """Place b at offset; whether a section boundary lost its last crossing buffer."""
    ct = S.counters
    lo = S.lo[b]
    hi = S.hi[b]
    sz = S.size[b]
    top = offset + sz
    section_floor = S.section_floor
    rem = S.remaining
    cross = S.crossing
    saved = S.trail_floors
    depth = ct.depth
    S.trail_buffer[depth] = b
    fp = S.trail_floors_at[depth]
    for s in range(lo, hi + 1):
        saved[fp] = section_floor[s]
        fp += 1
        section_floor[s] = top
        rem[s] -= sz
    S.trail_floors_at[depth + 1] = fp
    split = False
    for k in range(lo, hi):
        cross[k] -= 1
        if cross[k] == 0:
            split = True
    offs = S.offset
    floor = S.floor
    left = S.neighbours_left
    adj = S.adj
    raised = S.trail_raised
    raised_from = S.trail_raised_from
    offs[b] = offset
    cp = S.trail_raised_at[depth]
    for j in range(S.adj_start[b], S.adj_start[b + 1]):
        c = adj[j]
        if offs[c] < 0:
            left[c] -= 1
            if floor[c] < top:
                raised[cp] = c
                raised_from[cp] = floor[c]
                cp += 1
                floor[c] = top
    S.trail_raised_at[depth + 1] = cp
    ct.depth = depth + 1
    return split


@_kernel
def _unplace(S: State) -> None:
    """Undo the last placement."""
    ct = S.counters
    depth = ct.depth - 1
    ct.depth = depth
    b = S.trail_buffer[depth]
    lo = S.lo[b]
    hi = S.hi[b]
    sz = S.size[b]
    offs = S.offset
    floor = S.floor
    left = S.neighbours_left
    adj = S.adj
    raised = S.trail_raised
    raised_from = S.trail_raised_from
    for j in range(S.trail_raised_at[depth], S.trail_raised_at[depth + 1]):
        floor[raised[j]] = raised_from[j]
    offs[b] = -1
    for j in range(S.adj_start[b], S.adj_start[b + 1]):
        c = adj[j]
        if offs[c] < 0:
            left[c] += 1
    cross = S.crossing
    for k in range(lo, hi):
        cross[k] += 1
    section_floor = S.section_floor
    rem = S.remaining
    saved = S.trail_floors
    fp = S.trail_floors_at[depth]
    for s in range(lo, hi + 1):
        section_floor[s] = saved[fp]
        fp += 1
        rem[s] += sz


@_kernel
def _above(S: State, na: int, x: int, lo_s: int, hi_s: int) -> bool:
    """Waste: x + 1 + (what is left in a section but `S.at_offset[:na]`) <=
    capacity, everywhere.

    A section that none of the buffers at the offset covers gets no buffer at
    the current offset, so all that is left there lies above it."""
    ct = S.counters
    lo_ = S.lo
    hi_ = S.hi
    size = S.size
    at_x = S.at_offset
    acc = S.waste_load
    rem = S.remaining
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
    ct.effort += work >> 4
    if x + 1 + worst <= ct.capacity:
        return True
    # The failure involves the section and, for each buffer above the offset
    # there, the section that holds it up (lower, it could have gone at x).
    words = S.words
    fail = S.fail
    _bits_one(fail, 0, ws, words)
    floor = S.floor
    offs = S.offset
    section_floor = S.section_floor
    memb = S.members
    for i in range(S.nmembers):
        d = memb[i]
        f = floor[d]
        if f > x and offs[d] < 0 and lo_[d] <= ws <= hi_[d]:
            s = _first_at(section_floor, lo_[d], hi_[d], f)
            fail[s // WORD] |= 1 << (s % WORD)
    return False


@_kernel
def _raised_sections(S: State) -> tuple[int, int]:
    """The sections the last placement raised a floor in (all at the root);
    an empty range when it raised none."""
    depth = S.counters.depth
    if depth == 0:
        return 0, S.nsec - 1
    lo_ = S.lo
    hi_ = S.hi
    raised = S.trail_raised
    w_lo = S.nsec
    w_hi = -1
    for j in range(S.trail_raised_at[depth - 1], S.trail_raised_at[depth]):
        c = raised[j]
        if lo_[c] < w_lo:
            w_lo = lo_[c]
        if hi_[c] > w_hi:
            w_hi = hi_[c]
    return w_lo, w_hi


@_kernel
def _erd(S: State, pool: Ints, ps: int, m: int, x: int) -> bool:
    """Section inference: per section, the unplaced buffers of the part
    `pool[ps:ps + m]` stacked in order of their release (floor, or the current
    offset) must end at most at the capacity. Only the sections of the buffers
    the last placement raised are checked again (the parent node passed)."""
    w_lo, w_hi = _raised_sections(S)
    if w_hi < w_lo:
        return True
    lo_ = S.lo
    hi_ = S.hi
    floor = S.floor
    rem = S.remaining
    top_rem = 0
    for s in range(w_lo, w_hi + 1):
        if rem[s] > top_rem:
            top_rem = rem[s]
    safe = S.counters.capacity - top_rem
    low = x if x > safe else safe
    rel = S.release_buffers
    relv = S.release_values
    k = 0
    for i in range(ps, ps + m):
        b = pool[i]
        if floor[b] > low and hi_[b] >= w_lo and lo_[b] <= w_hi:
            rel[k] = b
            relv[k] = floor[b]
            k += 1
    if k == 0:
        return True
    return _release_schedule(S, k, w_lo, w_hi, x)


@_kernel
def _release_schedule(S: State, k: int, w_lo: int, w_hi: int, x: int) -> bool:
    """The buffers `S.release_buffers[:k]` stacked over the sections
    `[w_lo, w_hi]` by release date, latest first: whether every stack stays
    within the capacity (see `_erd`)."""
    ct = S.counters
    cap = ct.capacity
    lo_ = S.lo
    hi_ = S.hi
    size = S.size
    rel = S.release_buffers
    relv = S.release_values
    order = order_desc(relv, k)
    width = w_hi - w_lo + 1
    acc = S.release_load
    diff = S.release_diff
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
            _release_failure(S, order, i, w_lo + ts, x)
            ct.effort += (work + i) >> 4
            return False
    ct.effort += (work + i) >> 4
    return True


@_kernel
def _release_failure(S: State, order: Ints, i: int, s: int, x: int) -> None:
    """The failure of a release schedule at section s: the section and, for each
    buffer stacked there above the current offset, the section that holds it up."""
    lo_ = S.lo
    hi_ = S.hi
    floor = S.floor
    rel = S.release_buffers
    fail = S.fail
    _bits_one(fail, 0, s, S.words)
    section_floor = S.section_floor
    for j in range(i):
        c = rel[order[j]]
        f = floor[c]
        if f > x and lo_[c] <= s <= hi_[c]:
            h = _first_at(section_floor, lo_[c], hi_[c], f)
            fail[h // WORD] |= 1 << (h % WORD)


@_kernel
def _groups(
    S: State, src: Ints, m: int, pool: Ints, dst: int, bounds: Ints, gs: int
) -> int:
    """The buffers `src[:m]` in their independent groups (cut where no unplaced
    buffer crosses), left to right: written to `pool[dst:dst + m]`, the group
    bounds (relative to `dst`) to `bounds[gs:gs + count + 1]`; returns the count.
    One group when decomposition is off."""
    if not S.params.decomposition:
        for i in range(m):
            pool[dst + i] = src[i]
        bounds[gs] = 0
        bounds[gs + 1] = m
        return 1
    lo_ = S.lo
    hi_ = S.hi
    cross = S.crossing
    label = S.group_label
    count = S.group_count
    lo = S.nsec
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


@_kernel
def _enter(
    S: State,
    pool: Ints,
    ps: int,
    m: int,
    last: int,
    peak: int,
    bits: Ints,
    fs: int,
    ks: int,
) -> int:
    """A node for the part `pool[ps:ps + m]` after the (offset, rank) key `last`:
    its candidate keys, sorted, to `pool[ks:]` (their count is returned), what cut
    candidates to the bits `bits[fs:]`. -1 for a failure (its sections in S.fail,
    or S.counters.aborted set when the budget ran out), -2 for nothing to place."""
    if m == 0:
        return -2
    ct = S.counters
    ct.nodes += 1
    ct.effort += m
    if ct.effort > S.limit:
        ct.aborted = 1
        return -1
    n = S.n
    words = S.words
    cap = ct.capacity
    fail = S.fail
    rem = S.remaining
    nk, na, lo_s, hi_s, movable_top, mover = _scan_part(S, pool, ps, m, last)
    if nk < 0:
        return -1
    worst_s = _fullest(rem, lo_s, hi_s)
    room = cap - rem[worst_s]
    x = last // n
    if peak > cap:
        _bits_copy(fail, 0, S.every, 0, words)
        return -1
    if x > room:
        _bits_one(fail, 0, worst_s, words)  # its floor and what is left there
        return -1
    if S.params.waste and x >= 0 and not _above(S, na, x, lo_s, hi_s):
        return -1
    if S.params.section_inference and not _erd(S, pool, ps, m, x):
        return -1
    # Dominance: at an offset at or above `movable_top`, some free buffer would
    # fit in the empty space under it: that packing was explored first.
    keys = S.keys
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
            _bits_copy(bits, fs, S.span, mover * words, words)
    elif kept == 0:
        for s in range(lo_s, hi_s + 1):  # nothing to place: all wait
            bits[fs + s // WORD] |= 1 << (s % WORD)
    ordered = sort_ints(keys, kept)
    for i in range(kept):
        pool[ks + i] = ordered[i]
    return kept


@_kernel
def _scan_part(
    S: State, pool: Ints, ps: int, m: int, last: int
) -> tuple[int, int, int, int, int, int]:
    """The part's candidate keys (after `last`) to `S.keys`, those at the
    current offset to `S.at_offset`; returns their counts, the part's sections
    and the lowest top of a floor and its buffer (for dominance). A count of -1
    when a buffer is stranded below the offset (its sections in S.fail)."""
    n = S.n
    words = S.words
    lo_ = S.lo
    hi_ = S.hi
    size = S.size
    rank = S.rank
    floor = S.floor
    left = S.neighbours_left
    keys = S.keys
    at_x = S.at_offset
    stranded = S.params.stranded
    dominance = S.params.dominance
    nk = 0
    na = 0
    movable_top = S.counters.capacity + 1
    mover = -1
    level = (last // n + 1) * n
    lo_s = S.nsec
    hi_s = -1
    for i in range(ps, ps + m):
        b = pool[i]
        key = floor[b] * n + rank[b]
        if key > last:
            keys[nk] = key
            nk += 1
            if key < level:
                at_x[na] = b
                na += 1
        elif stranded and left[b] == 0:
            # Below the current offset, with nothing left to rest on.
            _bits_copy(S.fail, 0, S.span, b * words, words)
            return -1, 0, 0, 0, 0, 0
        top = floor[b] + size[b]
        if dominance and top < movable_top:
            movable_top = top
            mover = b
        if lo_[b] < lo_s:
            lo_s = lo_[b]
        if hi_[b] > hi_s:
            hi_s = hi_[b]
    return nk, na, lo_s, hi_s, movable_top, mover


@_kernel
def _room(values: Ints, k: int) -> Ints:
    """`values`, grown when it holds fewer than k."""
    if k > len(values):
        return grow(values, k)
    return values


@_kernel
def _stack_frame(S: State, F: Frames, f: int, m0: int) -> None:
    """Where frame f's keys, failure bits and groups go: above its parent's (the
    root's keys above its part)."""
    frame = F[f]
    if f == 0:
        frame.keys_at = m0
        frame.fails_at = 0
        frame.bounds_at = 0
        return
    up = F[f - 1]
    frame.keys_at = up.keys_at + up.keys_n + up.part_len
    frame.fails_at = up.fails_at + S.words * (up.keys_n + 1)
    frame.bounds_at = up.bounds_at + up.part_len + 1


@_kernel
def _dfs(S: State, pool: Ints, m0: int, peak0: int) -> bool:
    """Place every buffer of the part `pool[:m0]` canonically: `_enter` for each
    node, then its candidates in key order (`_advance`), each placed and its
    independent groups solved one after the other (`_next_group`, no
    backtracking between them), a failed one undone (`_backtrack`). The frames
    are explicit (a cached recursive function crashed)."""
    n = S.n
    words = S.words
    F = new_frames(n + 2)
    bits = zeros(2 * words * (n + 2))
    bounds = zeros(2 * (n + 2))
    f = 0
    root = F[0]
    root.part_at = 0
    root.part_len = m0
    root.last = -1
    root.peak = peak0
    entering = True
    result = False
    while True:
        frame = F[f]
        if entering:
            entering = False
            m = frame.part_len
            _stack_frame(S, F, f, m0)
            pool = _room(pool, frame.keys_at + 2 * m + 1)
            bits = _room(bits, frame.fails_at + words * (m + 1))
            bounds = _room(bounds, frame.bounds_at + m + 2)
            kept = _enter(
                S,
                pool,
                frame.part_at,
                m,
                frame.last,
                frame.peak,
                bits,
                frame.fails_at,
                frame.keys_at,
            )
            if kept < 0:
                # Frame f returns at once (nothing of the pools taken).
                result = kept == -2
                if f == 0:
                    return result
                f -= 1
                continue
            frame.keys_n = kept
            frame.key_i = 0
            frame.nogoods = 0
            frame.groups_at = frame.keys_at + kept
        elif result:
            # The child solved a group of frame f's current candidate.
            if _next_group(S, frame, F[f + 1], bounds):
                f += 1
                entering = True
                continue
            # Frame f is solved: it returns True.
            if f == 0:
                return True
            f -= 1
            continue
        elif not _backtrack(S, frame, bits):
            # Out of budget: every frame returns False.
            if f == 0:
                return False
            f -= 1
            continue
        if _advance(S, frame, F[f + 1], pool, bits, bounds):
            f += 1
            entering = True
            continue
        # No candidate left: frame f fails with what it gathered.
        _bits_copy(S.fail, 0, bits, frame.fails_at, words)
        result = False
        if f == 0:
            return False
        f -= 1


@_kernel
def _next_group(S: State, frame: Frame, child: Frame, bounds: Ints) -> bool:
    """After the child of `frame` solved its group: whether there is a next
    group of the current candidate's rest (`child` is set up for it)."""
    gi = frame.group_i + 1
    frame.group_i = gi
    if gi < frame.ngroups:
        gb = frame.bounds_at
        child.part_at = frame.groups_at + bounds[gb + gi]
        child.part_len = bounds[gb + gi + 1] - bounds[gb + gi]
        child.last = frame.key
        child.peak = frame.new_peak
        return True
    if frame.ngroups > 1:
        S.counters.splits -= 1
    return False


@_kernel
def _backtrack(S: State, frame: Frame, bits: Ints) -> bool:
    """After the child of `frame` failed: undo the current candidate, and gather
    the failure. False when the budget ran out (nothing is gathered)."""
    ct = S.counters
    if frame.ngroups > 1:
        ct.splits -= 1
    while ct.depth > frame.mark:
        _unplace(S)
    if ct.aborted:
        return False
    _child_failed(S, bits, frame)
    return True


@_kernel
def _advance(
    S: State, frame: Frame, child: Frame, pool: Ints, bits: Ints, bounds: Ints
) -> bool:
    """The frame's next candidates, in key order, until one is placed: True with
    `child` set up for its first group, False when none is left."""
    n = S.n
    words = S.words
    ct = S.counters
    fail = S.fail
    every = S.every
    span = S.span
    rem = S.remaining
    lo_ = S.lo
    hi_ = S.hi
    by_rank = S.by_rank
    span_group = S.span_group
    backjump = S.params.backjump
    span_order = S.params.span_order
    keys_at = frame.keys_at
    while frame.key_i < frame.keys_n:
        i = frame.key_i
        frame.key_i = i + 1
        key = pool[keys_at + i]
        offset = key // n
        b = by_rank[key - offset * n]
        frame.buffer = b
        if backjump and frame.nogoods > 0 and _repeats_a_failure(S, frame, b, bits):
            # Placing b (at an offset no lower) leaves the sections of an
            # earlier failure as they were: it fails there again.
            ct.skips += 1
            continue
        ws = _fullest(rem, lo_[b], hi_[b])
        wr = rem[ws]
        peak = frame.peak
        new_peak = peak if peak > offset + wr else offset + wr
        if new_peak > ct.capacity:
            if new_peak > peak:
                _bits_one(fail, 0, ws, words)
            else:
                _bits_copy(fail, 0, every, 0, words)
            _child_failed(S, bits, frame)
            continue
        if span_order and span_group[b] >= 0 and _out_of_span_order(S, b, offset):
            _bits_copy(fail, 0, span, b * words, words)
            _child_failed(S, bits, frame)
            continue
        mark = ct.depth
        split = _place(S, b, offset)
        if S.optimize and ct.depth == S.nmembers:
            _record(S)
            _unplace(S)
            _bits_copy(fail, 0, every, 0, words)
            _child_failed(S, bits, frame)
            continue
        frame.mark = mark
        frame.key = key
        frame.new_peak = new_peak
        _split_rest(S, frame, pool, bounds, b, split)
        child.part_at = frame.groups_at
        child.part_len = bounds[frame.bounds_at + 1]
        child.last = key
        child.peak = new_peak
        return True
    return False


@_kernel
def _repeats_a_failure(S: State, frame: Frame, b: int, bits: Ints) -> bool:
    """Whether b's sections miss those of one of the frame's nogoods."""
    words = S.words
    span = S.span
    qs = frame.fails_at
    for j in range(frame.nogoods):
        if _disjoint(span, b * words, bits, qs + words * (j + 1), words):
            return True
    return False


@_kernel
def _out_of_span_order(S: State, b: int, offset: int) -> bool:
    """Whether b (of a span group) at offset would lie directly on a buffer of
    its span that ranks after it (two buffers of one span stacked directly: only
    in rank order)."""
    grp = S.span_group[b]
    offs = S.offset
    size = S.size
    rank = S.rank
    gmem = S.group_members
    for j in range(S.group_start[grp], S.group_start[grp + 1]):
        c = gmem[j]
        if offs[c] >= 0 and offs[c] + size[c] == offset and rank[c] > rank[b]:
            return True
    return False


@_kernel
def _split_rest(
    S: State, frame: Frame, pool: Ints, bounds: Ints, b: int, split: bool
) -> None:
    """The frame's part but the candidate b, in its independent groups when the
    placement cut a section boundary (`split`), to `pool[groups_at:]`."""
    rest = S.rest
    m = frame.part_len
    ps = frame.part_at
    r = 0
    for j in range(ps, ps + m):
        if pool[j] != b:
            rest[r] = pool[j]
            r += 1
    gs = frame.groups_at
    gb = frame.bounds_at
    if split and r > 0:
        ng = _groups(S, rest, r, pool, gs, bounds, gb)
    else:
        for j in range(r):
            pool[gs + j] = rest[j]
        bounds[gb] = 0
        bounds[gb + 1] = r
        ng = 1
    if ng > 1:
        S.counters.splits += 1
    frame.ngroups = ng
    frame.group_i = 0


@_kernel
def _child_failed(S: State, bits: Ints, frame: Frame) -> None:
    """The frame's current candidate failed (its sections in S.fail): gather
    them, and keep them apart when they did not involve the candidate."""
    words = S.words
    fail = S.fail
    qs = frame.fails_at
    for w in range(words):
        bits[qs + w] |= fail[w]
    b = frame.buffer
    if _disjoint(S.span, b * words, fail, 0, words):
        ni = frame.nogoods
        _bits_copy(bits, qs + words * (ni + 1), fail, 0, words)
        frame.nogoods = ni + 1


@_kernel
def _record(S: State) -> None:
    """A packing (under `optimize`): keep it, and look for one below it."""
    ct = S.counters
    best = S.best
    memb = S.members
    offs = S.offset
    size = S.size
    high = 0
    for j in range(S.nmembers):
        c = memb[j]
        best[c] = offs[c]
        if offs[c] + size[c] > high:
            high = offs[c] + size[c]
    ct.found = 1
    if ct.splits > 0:
        # Groups solved before this one keep their first packing.
        ct.partial = 1
    ct.capacity = high - 1
    ct.effort += 2 * S.nmembers


FREE = -1
OUTSIDE = 1 << 61
"""the offset of a buffer that is not a member: never unplaced, never on top"""


@_kernel
def _init(S: State) -> None:
    """Fill the per-search state from the members (S.members[:nmembers]) and
    the section floors (the base below them)."""
    lo_ = S.lo
    hi_ = S.hi
    size = S.size
    offs = S.offset
    floor = S.floor
    left = S.neighbours_left
    section_floor = S.section_floor
    rem = S.remaining
    cross = S.crossing
    adj = S.adj
    adjs = S.adj_start
    memb = S.members
    nm = S.nmembers
    for b in range(S.n):
        offs[b] = OUTSIDE
        left[b] = 0
    for i in range(nm):
        offs[memb[i]] = FREE
    for i in range(nm):
        b = memb[i]
        f = 0
        for s in range(lo_[b], hi_[b] + 1):
            rem[s] += size[b]
            if section_floor[s] > f:
                f = section_floor[s]
        floor[b] = f
        for k in range(lo_[b], hi_[b]):
            cross[k] += 1
        for j in range(adjs[b], adjs[b + 1]):
            if offs[adj[j]] == FREE:
                left[b] += 1


@_kernel
def solve(S: State) -> bool:
    """The whole search: the members placed within the capacity (what the
    entry point, `kernel._solve`, runs)."""
    _init(S)
    return _run(S)


@_kernel
def _run(S: State) -> bool:
    """Solve the members, in their independent groups one after the other."""
    ct = S.counters
    nm = S.nmembers
    if nm == 0:
        return True
    rem = S.remaining
    section_floor = S.section_floor
    lo_ = S.lo
    hi_ = S.hi
    for s in range(S.nsec):
        if rem[s] > ct.capacity:
            return False
    pool = zeros(4 * nm + 8)
    bounds = zeros(nm + 2)
    ng = _groups(S, S.members, nm, pool, nm, bounds, 0)
    if ng > 1:
        ct.splits = 1
    for g in range(ng):
        m = bounds[g + 1] - bounds[g]
        lo = S.nsec
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
            if section_floor[s] + rem[s] > peak:
                peak = section_floor[s] + rem[s]
        # The root part at the front; _dfs may grow its own copy of the pool.
        part = zeros(2 * m + 8)
        for i in range(m):
            part[i] = pool[i]
        if not _dfs(S, part, m, peak):
            return False
    return True


def _nb_sort_ints(values: Any, k: int) -> Any:
    out = zeros(k)
    for i in range(k):
        out[i] = values[i]
    _nb_sort(out, k, values, False)
    return out


def _nb_order_desc(values: Any, k: int) -> Any:
    out = zeros(k)
    for i in range(k):
        out[i] = i
    _nb_sort(out, k, values, True)
    return out


def _nb_sort(out: Any, k: int, values: Any, by_value: bool) -> None:
    """out[:k] by insertion (few) or heapsort: ascending, or (`by_value`)
    indices by values[index] descending, then index."""
    if k <= 256:
        for i in range(1, k):
            v = out[i]
            j = i
            while j > 0 and _nb_before(v, out[j - 1], values, by_value):
                out[j] = out[j - 1]
                j -= 1
            out[j] = v
        return
    for end in range(k - 1, -1, -1):
        if end == k - 1:
            for root in range(k // 2 - 1, -1, -1):
                _nb_sift(out, root, k, values, by_value)
        top = out[0]
        out[0] = out[end]
        out[end] = top
        _nb_sift(out, 0, end, values, by_value)


def _nb_sift(out: Any, root: int, end: int, values: Any, by_value: bool) -> None:
    """Sift out[root] down the max-heap out[:end]."""
    while 2 * root + 1 < end:
        child = 2 * root + 1
        if child + 1 < end and _nb_before(out[child], out[child + 1], values, by_value):
            child += 1
        if not _nb_before(out[root], out[child], values, by_value):
            return
        top = out[root]
        out[root] = out[child]
        out[child] = top
        root = child


def _nb_before(a: int, b: int, values: Any, by_value: bool) -> bool:
    if not by_value:
        return a < b
    return values[a] > values[b] or (values[a] == values[b] and a < b)


def _nb_grow(values: Any, k: int) -> Any:
    bigger = zeros(2 * k)
    for i in range(len(values)):
        bigger[i] = values[i]
    return bigger


NUMBA_HELPERS: dict[Callable[..., Any], Callable[..., Any]] = {
    sort_ints: _nb_sort_ints,
    order_desc: _nb_order_desc,
    grow: _nb_grow,
    _nb_sort: _nb_sort,
    _nb_sift: _nb_sift,
    _nb_before: _nb_before,
}
"""The helpers as Numba compiles them (`zeros` and `new_frames` are allocated
in place: `kernel`), and what those call: sorts of their own, as NumPy's would
compile as much again. Both sorts are by a total order (distinct values; equal
values by index), so any correct sort gives the order `sorted` gives."""

"""How `packer=best` runs its decision search: compiled by Numba or in CPython.

The search itself is `decision` (one source for both). This module chooses at
the first search (`compiled`): Numba when it is installed, wanted
(`XHIP_NO_NUMBA` unset) and able to compile the kernel, CPython otherwise, with
the same results. Compiled, the entry point `_solve` is a Numba dispatcher
cached on disk next to this module (the first search compiles it, `compiler`
says how; later processes load it).
`Kernel` turns an instance into the arrays every search reads, in the form the
chosen mode takes (lists, or NumPy arrays and records).
"""

from __future__ import annotations

import hashlib
import os
import sys
from collections.abc import Sequence
from dataclasses import fields
from typing import Any

from xhip.planning.best.decision import (
    FREE,
    KERNEL,
    NUMBA_HELPERS,
    new_frames,
    solve,
    zeros,
)
from xhip.planning.best.state import (
    WORD,
    Counters,
    Frame,
    Ints,
    KernelParams,
    State,
)

__all__ = ["Kernel", "KernelParams", "Outcome", "compiled", "warm_up"]


def _solve(S: State) -> bool:
    """The entry point: one call from Python runs the whole search (a call
    passes every array). Numba keys its disk cache of it on this file."""
    return solve(S)


def _numba_wanted() -> bool:
    """Whether Numba is installed (and wanted: `XHIP_NO_NUMBA` unset)."""
    if os.environ.get("XHIP_NO_NUMBA"):
        return False
    try:
        import numba  # type: ignore[import-not-found]  # noqa: F401
    except ImportError:
        return False
    return True


def _compile() -> None:
    """Replace the entry point by one compiled by Numba (`compiler`: the
    kernel's functions are compiled into one module)."""
    import numpy as np

    from xhip.planning.best.compiler import compile_kernel

    functions = dict(NUMBA_HELPERS)
    for fn in KERNEL:
        functions[fn] = fn
    frame = np.dtype([(f.name, np.int64) for f in fields(Frame)])
    allocators = {zeros: np.dtype(np.int64), new_frames: frame}
    entry = compile_kernel(_solve, functions, allocators, State)
    sys.modules[__name__]._solve = entry  # type: ignore[attr-defined]


COMPILED_WITH = "1a967da3cb7b5bcd"
"""The SHA-256 (first 16 hex digits) of `_SOURCES`, the other sources of the
compiled kernel. Numba's disk cache of the kernel is stale only when this file
changes, so a change to any of those must change this file:
`tests/planning/test_static_search.py` fails until this digest is theirs."""

_SOURCES = ("decision.py", "compiler.py", "state.py")


def compiled_with() -> str:
    """The digest `COMPILED_WITH` must hold, of the sources as they are now."""
    here = os.path.dirname(os.path.abspath(__file__))
    digest = hashlib.sha256()
    for name in _SOURCES:
        with open(os.path.join(here, name), "rb") as source:
            digest.update(source.read())
    return digest.hexdigest()[:16]


_compiled_mode: list[bool] = []


def compiled() -> bool:
    """Whether the kernel runs compiled (Numba) or as plain Python. Decided at
    the first search, so that importing xhip never imports Numba. A Numba that
    cannot compile the kernel (another version, a broken install) leaves it in
    CPython: the same results, only slower."""
    if not _compiled_mode:
        module = sys.modules[__name__]
        plain = _solve
        _compiled_mode.append(_numba_wanted())
        if _compiled_mode[0]:
            try:
                _compile()
                _tiny_search()  # compiles (or loads) the kernel
            except Exception:
                module._solve = plain  # type: ignore[attr-defined]
                _compiled_mode[0] = False
    return _compiled_mode[0]


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
        span_group, group_start, group_members = _span_groups(lo, hi)
        span = [0] * (n * words)
        for b in range(n):
            for s in range(lo[b], hi[b] + 1):
                span[b * words + s // WORD] |= 1 << (s % WORD)
        every = [0] * words
        for s in range(nsec):
            every[s // WORD] |= 1 << (s % WORD)
        widths = sum(h - lo_ + 1 for lo_, h in zip(lo, hi, strict=True))
        self.shared: dict[str, Ints] = {
            "lo": _ints(lo),
            "hi": _ints(hi),
            "size": _ints(size),
            "span_group": _ints(span_group),
            "group_start": _ints(group_start),
            "group_members": _ints(group_members or [0]),
            "adj_start": _ints(adjs),
            "adj": _ints(flat_adj or [0]),
            "span": _ints(span),
            "every": _ints(every),
        }
        """the instance's arrays"""
        self.lengths = {
            "offset": n,
            "floor": n,
            "neighbours_left": n,
            "remaining": nsec,
            "crossing": nsec,
            "waste_load": nsec,
            "fail": words,
            "trail_buffer": n + 1,
            "trail_floors_at": n + 2,
            "trail_floors": widths + 1,
            "trail_raised_at": n + 2,
            "trail_raised": len(flat_adj) + 1,
            "trail_raised_from": len(flat_adj) + 1,
            "release_buffers": n + 1,
            "release_values": n + 1,
            "keys": n + 1,
            "at_offset": n + 1,
            "rest": n + 1,
            "release_diff": nsec + 2,
            "group_label": nsec + 2,
            "group_count": nsec + 2,
            "release_load": nsec + 2,
            "best": n,
        }
        """the lengths of each search's own arrays (zeros at the start)"""
        self._ranks: dict[tuple[int, ...], tuple[Ints, Ints]] = {}

    def ranked(self, rank: Sequence[int]) -> tuple[Ints, Ints]:
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
        params: KernelParams = KernelParams(),  # noqa: B008 - immutable
    ) -> Outcome:
        """A canonical packing of `members` (all by default) with every top at
        most `capacity`, above the per-section `base`, within `limit` work
        units. With `optimize`, a branch and bound: each packing found lowers
        the capacity below it, and the smallest is returned."""
        n = self.n
        members = list(range(n)) if members is None else list(members)
        if not members:
            return Outcome([FREE] * n, True, 0, 0)
        rank_arr, by_rank = self.ranked(rank)
        S = State(
            params=params,
            counters=_counters(capacity),
            n=n,
            nsec=self.nsec,
            words=self.words,
            limit=limit,
            optimize=optimize,
            nmembers=len(members),
            rank=rank_arr,
            by_rank=by_rank,
            members=_ints(members),
            section_floor=_ints(base) if base is not None else _zeros(self.nsec),
            **self.shared,
            **{name: _zeros(length) for name, length in self.lengths.items()},
        )
        ok = _solve(S)
        ct = S.counters
        effort, nodes, skips = int(ct.effort), int(ct.nodes), int(ct.skips)
        best = [int(v) for v in S.best] if ct.found else None
        if ct.aborted:
            return Outcome(best, False, effort, nodes, skips)
        offsets = [int(v) for v in S.offset] if ok else best
        return Outcome(offsets, not ct.partial, effort, nodes, skips)


def _span_groups(
    lo: Sequence[int], hi: Sequence[int]
) -> tuple[list[int], list[int], list[int]]:
    """The buffers of one span (same first and last section) as groups of two
    or more: each buffer's group (or -1), each group's start in the members
    (CSR), the members."""
    spans: dict[tuple[int, int], list[int]] = {}
    for b in range(len(lo)):
        spans.setdefault((lo[b], hi[b]), []).append(b)
    span_group = [-1] * len(lo)
    group_start = [0]
    group_members: list[int] = []
    for group in spans.values():
        if len(group) > 1:
            for b in group:
                span_group[b] = len(group_start) - 1
            group_members.extend(group)
            group_start.append(len(group_members))
    return span_group, group_start, group_members


_counter_dtype: list[Any] = []


def _counters(capacity: int) -> Counters:
    """Fresh counters (a NumPy record when the kernel runs compiled)."""
    if not compiled():
        return Counters(capacity=capacity)
    import numpy as np

    if not _counter_dtype:
        _counter_dtype.append(np.dtype([(f.name, np.int64) for f in fields(Counters)]))
    record: Any = np.zeros(1, _counter_dtype[0]).view(np.recarray)[0]
    record.capacity = capacity
    return record


def _ints(values: Sequence[int]) -> Ints:
    """Integers as the kernel takes them (a list, or an int64 array)."""
    if compiled():
        import numpy as np

        array: Any = np.array(values, dtype=np.int64)
        return array
    return list(values)


def _zeros(n: int) -> Ints:
    """n zero integers as the kernel takes them."""
    if compiled():
        import numpy as np

        array: Any = np.zeros(n, np.int64)
        return array
    return [0] * n


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

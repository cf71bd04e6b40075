"""The named state of `packer=best`'s kernel (see `decision`).

Every array is a list of ints in CPython and an int64 array under Numba; both
index the same way, so `Ints` is written as the list. The tuples below are
`NamedTuple`s, which Numba passes to compiled functions as they are (their
arrays by reference); the counters and the frames of the search, which it
changes, are dataclasses in CPython and NumPy records under Numba, with the same
fields.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import NamedTuple

Ints = list[int]
"""integers as the kernel takes them (an int64 array under Numba)"""

WORD = 62
"""bits per word of a bit set (below the sign bit of an int64)"""


class KernelParams(NamedTuple):
    """A switch per pruning technique of the search (see `decision`);
    all on by default. Each one only prunes: with any of them off, the search
    finds the same optimum, visiting more nodes."""

    section_inference: bool = True
    """the earliest-release-date schedule of each section must fit (`_erd`)"""
    waste: bool = True
    """what a section keeps above the current offset must fit (`_above`)"""
    dominance: bool = True
    """no offset at or above the top of an unplaced buffer's floor"""
    span_order: bool = True
    """two buffers of one span stacked directly only in rank order"""
    stranded: bool = True
    """a buffer below the current offset with no time neighbour left fails"""
    decomposition: bool = True
    """groups that share no section are solved one after the other"""
    backjump: bool = True
    """candidates that cannot change an earlier failure are skipped"""


@dataclass(slots=True)
class Counters:
    """What one search counts and changes (a NumPy record under Numba)."""

    capacity: int = 0
    """every top at most this; lowered below each packing found under
    `optimize`"""
    effort: int = 0
    """work units spent"""
    nodes: int = 0
    skips: int = 0
    """candidates that backjumping skipped"""
    depth: int = 0
    """buffers placed (the trail's length)"""
    splits: int = 0
    """open decompositions into more than one group"""
    aborted: int = 0
    """1 once the effort passed the limit"""
    found: int = 0
    """1 once a packing was recorded (`optimize`)"""
    partial: int = 0
    """1 when a packing was recorded inside a decomposition: the groups solved
    before kept their first packing, so the search is not exhaustive"""


class State(NamedTuple):
    """Everything one search reads and writes."""

    params: KernelParams
    counters: Counters
    n: int
    """buffers of the instance"""
    nsec: int
    """sections"""
    words: int
    """words of a bit set over the sections"""
    limit: int
    """the search aborts past this effort"""
    optimize: bool
    """a branch and bound: each packing found lowers the capacity below it"""
    nmembers: int
    """buffers to place (`members[:nmembers]`)"""
    # The instance, per buffer.
    lo: Ints
    hi: Ints
    size: Ints
    span_group: Ints
    """buffers of one span (same first and last section): group or -1, ..."""
    group_start: Ints
    """... where each group's members start in `group_members` (CSR)"""
    group_members: Ints
    adj_start: Ints
    """time neighbours: `adj[adj_start[b]:adj_start[b + 1]]` (CSR)"""
    adj: Ints
    span: Ints
    """bit sets: each buffer's sections (n * words)"""
    every: Ints
    """bit set: all sections"""
    # The search, per buffer.
    rank: Ints
    """position in the preorder (smaller first at one offset)"""
    by_rank: Ints
    """the buffer of each rank"""
    members: Ints
    """the buffers to place"""
    offset: Ints
    """a placed buffer's offset, FREE (unplaced member) or OUTSIDE"""
    floor: Ints
    """an unplaced buffer's floor: the highest top of its placed neighbours"""
    neighbours_left: Ints
    """an unplaced buffer's unplaced time neighbours"""
    best: Ints
    """the best packing kept by `optimize`"""
    # The search, per section.
    section_floor: Ints
    """the top of the placed buffers (or the base below the members)"""
    remaining: Ints
    """sizes left to place"""
    crossing: Ints
    """unplaced buffers crossing into the next section"""
    fail: Ints
    """bit set: the sections the last failure depends on"""
    # The trail, per depth: what to undo.
    trail_buffer: Ints
    """the buffer placed"""
    trail_floors_at: Ints
    """where its sections' old floors start in `trail_floors`"""
    trail_floors: Ints
    trail_raised_at: Ints
    """where the neighbours it raised start in `trail_raised`"""
    trail_raised: Ints
    trail_raised_from: Ints
    """their floors before"""
    # Scratch.
    release_buffers: Ints
    """per buffer: `_erd`'s buffers above the safe level, ..."""
    release_values: Ints
    """... and their release dates (floors)"""
    keys: Ints
    """per buffer: `_enter`'s candidate keys, ..."""
    at_offset: Ints
    """... and the buffers it can place at the current offset"""
    rest: Ints
    """per buffer: the part but the candidate"""
    waste_load: Ints
    """per section: `_above`'s sizes of the buffers at the current offset"""
    release_load: Ints
    """per section: `_erd`'s stacked sizes, ..."""
    release_diff: Ints
    """... and a difference array of one release date's sizes"""
    group_label: Ints
    """per section: `_groups`' group, ..."""
    group_count: Ints
    """... and its buffers, then its first position"""


@dataclass(slots=True)
class Frame:
    """A frame of the depth-first search (a record of a structured array under
    Numba). Its keys, groups and failure bits lie in the pools `pool`,
    `bounds` and `bits` of `_dfs`, above its parent's."""

    part_at: int = 0
    """the frame's part: `pool[part_at:part_at + part_len]`"""
    part_len: int = 0
    last: int = 0
    """the (offset, rank) key placed last: the candidates come after it"""
    peak: int = 0
    """the part's floor plus what is left to place, at its fullest section"""
    keys_at: int = 0
    """its candidate keys: `pool[keys_at:keys_at + keys_n]`"""
    keys_n: int = 0
    key_i: int = 0
    """the next candidate"""
    groups_at: int = 0
    """the current candidate's rest, in groups, from `pool[groups_at]`, ..."""
    bounds_at: int = 0
    """... the groups' bounds from `bounds[bounds_at]`, ..."""
    ngroups: int = 0
    """... and their count"""
    group_i: int = 0
    """the group being solved"""
    buffer: int = 0
    """the current candidate: its buffer, ..."""
    mark: int = 0
    """... the depth before it was placed, ..."""
    key: int = 0
    """... its key, ..."""
    new_peak: int = 0
    """... and the peak after it"""
    fails_at: int = 0
    """the sections the failed candidates depended on, at `bits[fails_at:]`,
    then one bit set per nogood"""
    nogoods: int = 0
    """failures that did not involve their candidate (for backjumping)"""


Frames = list[Frame]
"""the frames by depth (a structured array under Numba)"""


__all__ = ["WORD", "Counters", "Frame", "Frames", "Ints", "KernelParams", "State"]

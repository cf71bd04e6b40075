"""The dominance partition of the candidates into pool domains (docs/semantics.md §5).

A domain's pool and size arithmetic go right before its earliest alloc, so every
dynamic size of its members must be defined before that point. Candidates are
visited in block order and join the newest domain when that still holds, else
open a new one. (Domains open at increasing positions, so when the newest domain
cannot take a candidate no older one can: probing the newest is enough.)
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field

from xdsl.dialects import memref
from xdsl.ir import Operation, SSAValue

from xhip.analysis.positions import BlockPositions
from xhip.ir.cfg import ancestor_blocks


@dataclass
class Domain:
    """Allocs sharing one pool; `members` index into the list partitioned."""

    members: list[int] = field(default_factory=list[int])
    first_alloc: int = 0
    """Block index of the op that is or holds the earliest member."""
    latest_size_def: int = -1
    """Block index of the latest definition of a member's dynamic size."""


def definition_index(value: SSAValue, positions: BlockPositions) -> int:
    """Position in the block of the op defining `value`; -1 when it is defined
    before the block (an argument, or in a block of a region that holds it).
    Raises `ValueError` for a value defined anywhere else (broken IR: a value
    of another function)."""
    owner = value.owner
    if isinstance(owner, Operation):
        index = positions.get(owner)
        if index is not None:
            return index
        defined_in = owner.parent_block()
    else:
        defined_in = owner
    region = defined_in.parent if defined_in is not None else None
    if region is None or not any(
        b.parent is region for b in ancestor_blocks(positions.block)
    ):
        raise ValueError(
            f"size value {value.name_hint or value} is not defined in the block"
        )
    return -1


def partition_domains(
    standing: Sequence[int],
    allocs: Sequence[memref.AllocOp],
    positions: BlockPositions,
) -> list[Domain]:
    """The domains of allocs that stand, in order, at the block indices
    `standing` of `positions`' block (at the op that is or holds them)."""
    domains: list[Domain] = []
    for k, (index, alloc) in enumerate(zip(standing, allocs, strict=True)):
        latest = max(
            (definition_index(v, positions) for v in alloc.dynamic_sizes),
            default=-1,
        )
        newest = domains[-1] if domains else None
        if newest is not None and latest < newest.first_alloc:
            newest.members.append(k)
            newest.latest_size_def = max(newest.latest_size_def, latest)
        else:
            domains.append(Domain([k], index, latest))
    return domains

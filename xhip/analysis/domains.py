"""The dominance partition of the candidates into pool domains (SPEC §5).

A domain's pool and size arithmetic go right before its earliest alloc, so every
dynamic size of its members must be defined before that point. Candidates are
visited in block order and join the newest domain when that still holds, else
open a new one. (Domains open at increasing positions, so when the newest domain
cannot take a candidate no older one can: probing the newest is enough.)
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field

from xdsl.ir import Block, BlockArgument, Operation, SSAValue

from xhip.analysis.lifetimes import Candidate
from xhip.analysis.positions import BlockPositions


@dataclass
class Domain:
    """Candidates sharing one pool; `members` index into the candidate list."""

    members: list[int] = field(default_factory=list[int])
    first_alloc: int = 0
    """Block index of the earliest member alloc (the insertion point)."""
    latest_size_def: int = -1
    """Block index of the latest definition of a member's dynamic size."""


def definition_index(value: SSAValue, positions: BlockPositions) -> int:
    """Block position of the op defining `value`; -1 for arguments of the block."""
    if isinstance(value, BlockArgument) and value.block is positions.block:
        return -1
    owner = value.owner
    position = positions.get(owner) if isinstance(owner, Operation) else None
    if position is None:
        raise ValueError(
            f"size value {value.name_hint or value} is not defined in the block"
        )
    return position


def partition_domains(
    candidates: Sequence[Candidate],
    block: Block,
    positions: BlockPositions | None = None,
) -> list[Domain]:
    """The domains of `block`'s candidates; `positions`: the block's, when the
    caller has them."""
    if positions is None:
        positions = BlockPositions(block)
    domains: list[Domain] = []
    for k, candidate in enumerate(candidates):
        latest = max(
            (definition_index(v, positions) for v in candidate.alloc.dynamic_sizes),
            default=-1,
        )
        newest = domains[-1] if domains else None
        if newest is not None and latest < newest.first_alloc:
            newest.members.append(k)
            newest.latest_size_def = max(newest.latest_size_def, latest)
        else:
            domains.append(Domain([k], candidate.index, latest))
    return domains

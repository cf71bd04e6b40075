"""Which uses let a buffer's address outlive the op that receives it.

A value that may point into a buffer (`xhip.analysis.aliases`) *escapes* at an
op that may keep it: one that writes it to memory as data (any later load can
bring it back), or one whose memory effects are unknown (an unregistered op, a
`func.call`, an op without effect declarations: it may store it, or hand it to
work that runs later). The buffer is then live to the end of the block. This is
read from the ops' declared memory effects (`xdsl.traits`), not from op names,
and it is safer than the reference, which ends the lifetime at the op (SPEC §12).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, cast

from xdsl.dialects.builtin import MemRefType, UnrankedMemRefType
from xdsl.ir import Attribute, Operation, SSAValue
from xdsl.traits import IsTerminator, MemoryEffectKind, get_effects

from xhip.analysis.aliases import STRUCTURED_OPS

if TYPE_CHECKING:
    from xhip.analysis.captures import CalleeCaptures


def keeps_operand(
    op: Operation, index: int, callees: CalleeCaptures | None = None
) -> bool:
    """Whether `op` may keep operand `index` (an address) beyond its own execution.

    A call of a function of the module (`func.call`, `hip.loop`, `hip.if`)
    keeps what its callees keep (`callees`: `xhip.analysis.captures`); without
    the summaries, or for a callee outside the module, it has unknown effects.
    Otherwise not: a terminator or scf's control flow, whose operands the alias
    analysis follows into results and region arguments; an op that writes
    nothing (a read, a view, pure arithmetic, an alloc or a free); an operand
    the op's effects name, which it reads or writes *through*. When a write
    names no value (xDSL's generic `MemoryWriteEffect`), the buffer operands
    are taken to be written through, except one whose type is the element type
    of another buffer operand: `memref.store %a, %slot[]` stores the memref
    `%a` itself.
    """
    if callees is not None:
        decided = callees.keeps_operand(op, index)
        if decided is not None:
            return decided
    effects = get_effects(op)
    writes = [e for e in effects or () if e.kind is MemoryEffectKind.WRITE]
    if effects is not None and not writes:
        return False  # checked first: most uses are of such ops
    if isinstance(op, STRUCTURED_OPS) or op.has_trait(
        IsTerminator, value_if_unregistered=False
    ):
        return False
    if effects is None:
        return True
    value = op.operands[index]
    if any(e.value is value for e in effects):
        return False
    if all(e.value is not None for e in writes):
        return True
    stored: Attribute = value.type
    if not isinstance(stored, MemRefType | UnrankedMemRefType):
        return True
    return any(_element_type(o.type) == value.type for o in op.operands)


def _element_type(t: Attribute) -> Attribute | None:
    if isinstance(t, MemRefType):
        return cast(MemRefType[Attribute], t).get_element_type()
    return None


def may_free(op: Operation, value: SSAValue) -> bool:
    """Whether `op`'s declared effects free `value` (a free that names no value
    frees any operand). Unknown effects are `keeps_operand`'s business."""
    frees = [e for e in get_effects(op) or () if e.kind is MemoryEffectKind.FREE]
    return any(e.value is None or e.value is value for e in frees)

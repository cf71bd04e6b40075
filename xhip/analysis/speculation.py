"""MLIR's `isPure` (speculatable and free of memory effects), for the ops xhip meets.

`hip-hoist-alloc-size-arith` moves an op only when MLIR's `isPure` holds for it
(docs/semantics.md §11.2). xDSL's traits say something else for several ops (its `memref`
views declare no speculatability, its `arith.ceildivsi` is `Pure`), so the
verdict for the `arith`, `memref` and `affine` ops comes from MLIR's own
definitions (`xhip.analysis.op_facts`' tables, checked against MLIR 22's
`.td` files by `tests/analysis/test_op_facts.py`):

* every `arith` op is pure, except the divisions, which are speculatable only
  when the divisor's defining op has an inferred integer range without 0
  (`divsi`, `ceildivsi`: nor -1) with arbitrary operands, that is, a
  constant. `floordivsi`, `remui` and `remsi` are pure whatever the divisor
  (MLIR 22 declares them `Pure`);
* the `memref` views and metadata ops MLIR declares `Pure` are pure
  (`op_facts.PURE_MEMREF_OPS`); `memref.reshape` is not (it reads its shape
  operand);
* `memref.dim` is pure when its index is a constant below the rank of a ranked
  memref (a negative constant passes too: MLIR only compares `rank <= index`);
* `affine.apply` and `affine.min` are pure (`affine.max`, which xDSL lacks, is
  read as an unregistered op: not pure);
* any other op is pure when xDSL declares it `Pure`-like (speculatable and
  without effects); ops with unknown effects (calls, unregistered ops, hip ops)
  are not.
"""

from __future__ import annotations

from xdsl.dialects import memref
from xdsl.dialects.builtin import MemRefType
from xdsl.ir import Operation, SSAValue
from xdsl.traits import is_side_effect_free
from xdsl.traits import is_speculatable as xdsl_is_speculatable

from xhip.analysis.op_facts import (
    PURE_AFFINE_OPS,
    PURE_MEMREF_OPS,
    SIGNED_DIVISIONS,
    UNSIGNED_DIVISIONS,
)
from xhip.rewriting.folding import bit_width, constant_int, signed


def _divisor_excludes(divisor: SSAValue, signed_division: bool) -> bool:
    """`m_IntRangeWithoutZeroU/S`: the divisor's defining op infers a range
    without 0 (and -1 for signed) from unknown operands: only constants do."""
    value = constant_int(divisor)
    width = bit_width(divisor.type)
    if value is None or width is None or value == 0:
        return False
    return not (signed_division and signed(value, width) == -1)


def is_speculatable(op: Operation) -> bool:
    """MLIR's `isSpeculatable` for the ops above."""
    if op.name in UNSIGNED_DIVISIONS:
        return _divisor_excludes(op.operands[1], False)
    if op.name in SIGNED_DIVISIONS:
        return _divisor_excludes(op.operands[1], True)
    if isinstance(op, memref.DimOp):
        index = constant_int(op.index)
        t = op.source.type
        return (
            index is not None
            and isinstance(t, MemRefType)
            and signed(index, 64) < t.get_num_dims()
        )
    if (
        op.dialect_name() == "arith"
        or op.name in PURE_MEMREF_OPS
        or op.name in PURE_AFFINE_OPS
    ):
        return True
    if op.dialect_name() in ("memref", "affine"):
        return False
    return xdsl_is_speculatable(op)


def is_memory_effect_free(op: Operation) -> bool:
    """MLIR's `isMemoryEffectFree` for the ops above."""
    if (
        op.dialect_name() == "arith"
        or op.name in PURE_MEMREF_OPS
        or op.name in PURE_AFFINE_OPS
        or isinstance(op, memref.DimOp)
    ):
        return True
    if op.dialect_name() in ("memref", "affine"):
        return False
    return is_side_effect_free(op)


def is_pure(op: Operation) -> bool:
    """MLIR's `isPure`: speculatable and free of memory effects."""
    return is_speculatable(op) and is_memory_effect_free(op)

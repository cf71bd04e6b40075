"""Builders of the ops the pool pass makes by the thousand.

Each returns the op its dialect's constructor returns (same operands, result
types and properties, so the same printed IR) through `Operation.create`,
without xDSL's generic IRDL constructor, which matches the arguments to the
op's definition anew for every op: a third of the rewrite's time on models
of thousands of allocs. Attributes are immutable: the common ones are
made once and shared.
"""

from __future__ import annotations

from collections.abc import Sequence
from functools import lru_cache

from xdsl.dialects import arith, memref
from xdsl.dialects.builtin import IndexType, IntegerAttr, i1, i64
from xdsl.ir import Attribute, SSAValue

INDEX = IndexType()
_NO_OVERFLOW = arith.IntegerOverflowAttr("none")
_ULT = IntegerAttr(6, i64)
"""`arith.cmpi`'s predicate `ult` (MLIR's `CmpIPredicate` numbering)."""


@lru_cache(maxsize=65536)
def index_attr(value: int) -> IntegerAttr:
    """`IntegerAttr(value, index)`, made once per value."""
    return IntegerAttr(value, INDEX)


@lru_cache(maxsize=65536)
def i64_attr(value: int) -> IntegerAttr:
    """`IntegerAttr(value, i64)`, made once per value."""
    return IntegerAttr(value, i64)


def index_constant(value: int) -> arith.ConstantOp:
    """`arith.constant value : index`, its result named `%c<value>`."""
    op = arith.ConstantOp.create(
        result_types=(INDEX,), properties={"value": index_attr(value)}
    )
    op.result.name_hint = f"c{value}"
    return op


def addi(a: SSAValue, b: SSAValue) -> arith.AddiOp:
    return arith.AddiOp.create(
        operands=(a, b),
        result_types=(a.type,),
        properties={"overflowFlags": _NO_OVERFLOW},
    )


def muli(a: SSAValue, b: SSAValue) -> arith.MuliOp:
    return arith.MuliOp.create(
        operands=(a, b),
        result_types=(a.type,),
        properties={"overflowFlags": _NO_OVERFLOW},
    )


def divui(a: SSAValue, b: SSAValue) -> arith.DivUIOp:
    return arith.DivUIOp.create(operands=(a, b), result_types=(a.type,))


def maxui(a: SSAValue, b: SSAValue) -> arith.MaxUIOp:
    return arith.MaxUIOp.create(operands=(a, b), result_types=(a.type,))


def cmpi_ult(a: SSAValue, b: SSAValue) -> arith.CmpiOp:
    return arith.CmpiOp.create(
        operands=(a, b), result_types=(i1,), properties={"predicate": _ULT}
    )


def view(
    source: SSAValue, offset: SSAValue, sizes: Sequence[SSAValue], type: Attribute
) -> memref.ViewOp:
    """`memref.view %source[%offset][%sizes] : ... to type`."""
    return memref.ViewOp.create(operands=(source, offset, *sizes), result_types=(type,))

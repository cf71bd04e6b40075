"""`xhip.rewriting.builders` makes the ops the dialects' constructors make."""

from __future__ import annotations

from xdsl.dialects import arith, memref
from xdsl.dialects.builtin import IndexType, IntegerAttr, MemRefType, i8
from xdsl.ir import Block, Operation

from xhip.rewriting import builders


def _same(built: Operation, expected: Operation) -> None:
    assert type(built) is type(expected)
    assert tuple(built.operands) == tuple(expected.operands)
    assert [r.type for r in built.results] == [r.type for r in expected.results]
    assert built.properties == expected.properties
    assert built.attributes == expected.attributes


def test_builders_make_the_constructors_ops() -> None:
    block = Block(arg_types=[IndexType(), IndexType(), MemRefType(i8, [-1])])
    a, b, pool = block.args
    _same(builders.addi(a, b), arith.AddiOp(a, b))
    _same(builders.muli(a, b), arith.MuliOp(a, b))
    _same(builders.divui(a, b), arith.DivUIOp(a, b))
    _same(builders.maxui(a, b), arith.MaxUIOp(a, b))
    _same(builders.cmpi_ult(a, b), arith.CmpiOp(a, b, "ult"))
    _same(builders.index_constant(7), arith.ConstantOp(IntegerAttr(7, IndexType())))
    assert builders.index_constant(7).result.name_hint == "c7"
    t = MemRefType(i8, [-1])
    _same(builders.view(pool, a, [b], t), memref.ViewOp(pool, a, [b], t))

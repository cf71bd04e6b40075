"""The checker follows a pool through its aliases (docs/semantics.md §9.1,
views of aliases of a pool): on the control-flow fuzzer's pooled outputs, and
on every mutant that moves one view onto another's offset, reaching the pool
through a `memref.cast` leaves the verdict exactly as it was."""

from __future__ import annotations

from typing import cast as cast_type

import pytest
from xdsl.dialects import func, memref
from xdsl.dialects.builtin import MemRefType, ModuleOp
from xdsl.ir import Attribute
from xdsl.rewriter import InsertPoint, Rewriter

from tests.budget import spread
from xhip.check.checker import CheckOptions, violations
from xhip.dialects.hip import GetPoolOp
from xhip.plan import PoolOptions
from xhip.transforms.pool_module import pool_module
from xhip_harness.fuzz.control_flow import parsed

SEEDS = range(4)


def _function(module: ModuleOp) -> func.FuncOp:
    return next(op for op in module.ops if isinstance(op, func.FuncOp))


def _views(module: ModuleOp) -> list[memref.ViewOp]:
    return [op for op in module.walk() if isinstance(op, memref.ViewOp)]


def _through_casts(module: ModuleOp) -> ModuleOp:
    """A copy whose views reach their pool through a `memref.cast` of it."""
    copy = module.clone()
    for pool in [op for op in copy.walk() if isinstance(op, GetPoolOp)]:
        t = pool.pool.type
        assert isinstance(t, MemRefType)
        cast = memref.CastOp.get(pool.pool, cast_type(MemRefType[Attribute], t))
        Rewriter.insert_op(cast, InsertPoint.after(pool))
        for view in _views(copy):
            if view.source is pool.pool:
                view.operands = (cast.dest, *view.operands[1:])
    return copy


def _verdict(module: ModuleOp) -> list[tuple[str, object, object]]:
    """Each violation's kind, byte ranges and binding (its message numbers
    program points, which the inserted cast shifts)."""
    return [
        (v.kind, v.ranges, sorted(v.binding.items()))
        for v in violations(_function(module), CheckOptions())
    ]


@pytest.mark.parametrize("lower", [False, True], ids=["scf", "cf"])
def test_a_cast_of_the_pool_changes_no_verdict(lower: bool) -> None:
    rejected = 0
    for seed in SEEDS:
        pooled = parsed(seed, lower)
        pool_module(pooled, PoolOptions(scope="function"), remarks=False)
        assert _verdict(_through_casts(pooled)) == _verdict(pooled) == []
        count = len(_views(pooled))
        for i in range(count):
            for shift in spread(range(count), 3):
                j = (i + shift) % count
                mutant = pooled.clone()
                v, w = _views(mutant)[i], _views(mutant)[j]
                if v.byte_shift is w.byte_shift:
                    continue
                v.operands = (v.source, w.byte_shift, *v.sizes)
                direct = _verdict(mutant)
                rejected += bool(direct)
                assert _verdict(_through_casts(mutant)) == direct, (seed, i, j)
    assert rejected >= 20  # the mutants do break the rules, through casts too

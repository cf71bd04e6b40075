"""A stand-in for `hip-add-context-arg,hip-pool-allocs{pool=memref}` until
both land, for the mlir-runner harness's test only:

`python tests/verify/corpus/stand_in_pool.py FILE` adds `%hip_ctx:
!hip.context` as `@main_graph`'s first argument by text (what
hip-add-context-arg will do), pools with today's `pool_module` (default
options), then makes each `hip.get_pool` a `memref.alloc` of its byte type
(alignment 64) freed before the terminator of its block (what `pool=memref`
will do; a pool a return hands out a view of is not freed), and prints the
module. The context argument stays, unused: the
harness drops it. `--overlap-views` (before FILE) puts every view of a pool
at byte 0, a wrong plan the harness must catch.
"""

from __future__ import annotations

import sys
from pathlib import Path

from xdsl.dialects import arith, func, memref
from xdsl.dialects.builtin import IndexType, IntegerAttr, ModuleOp
from xdsl.ir import OpResult, SSAValue
from xdsl.printer import Printer

from xhip.dialects.hip import GetPoolOp
from xhip.ir import make_context, parse_module
from xhip.transforms.pool_module import pool_module


def _returned_roots(module: ModuleOp) -> set[SSAValue]:
    """The buffers the functions' returns are views of (through view ops)."""
    roots: set[SSAValue] = set()
    for op in module.walk():
        if not isinstance(op, func.ReturnOp):
            continue
        for value in op.operands:
            while isinstance(value, OpResult) and isinstance(value.op, _VIEWS):
                value = value.op.operands[0]
            roots.add(value)
    return roots


_VIEWS = (
    memref.ViewOp,
    memref.SubviewOp,
    memref.ExpandShapeOp,
    memref.CollapseShapeOp,
    memref.CastOp,
    memref.ReinterpretCastOp,
)


def pools_as_allocs(module: ModuleOp) -> int:
    """Each `hip.get_pool` of `module` as a plain alloc, freed before its
    block's terminator unless a return hands out a view of it (freeing it
    would leave the caller a dangling buffer); how many pools."""
    pools = [op for op in module.walk() if isinstance(op, GetPoolOp)]
    returned = _returned_roots(module)
    for pool in pools:
        kind = pool.pool.type
        assert isinstance(kind, memref.MemRefType)
        alloc = memref.AllocOp.get(
            kind.element_type,
            alignment=64,
            shape=kind.get_shape(),
            dynamic_sizes=[pool.pool_size],
        )
        block = pool.parent_block()
        assert block is not None and block.last_op is not None
        block.insert_op_before(alloc, pool)
        escapes = pool.pool in returned
        pool.pool.replace_all_uses_with(alloc.memref)
        block.erase_op(pool)
        if not escapes:
            block.insert_op_before(memref.DeallocOp.get(alloc.memref), block.last_op)
    return len(pools)


def overlap_views(module: ModuleOp) -> None:
    """Every view of a pool at byte 0: a wrong plan, for the harness's test."""
    for op in list(module.walk()):
        if isinstance(op, memref.ViewOp) and isinstance(op.source.owner, GetPoolOp):
            zero = arith.ConstantOp(IntegerAttr(0, IndexType()))
            block = op.parent_block()
            assert block is not None
            block.insert_op_before(zero, op)
            op.operands = [op.source, zero.result, *op.operands[2:]]


def main(path: str, wrong: bool = False) -> int:
    text = Path(path).read_text()
    text = text.replace(
        "func.func @main_graph(", "func.func @main_graph(%hip_ctx: !hip.context, ", 1
    )
    module = parse_module(make_context(), text, path)
    pool_module(module, remarks=False)
    if wrong:
        overlap_views(module)
    pools_as_allocs(module)
    Printer(stream=sys.stdout).print_op(module)
    print()
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[-1], wrong="--overlap-views" in sys.argv[1:-1]))

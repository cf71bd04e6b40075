"""A wrong plan, for the mlir-runner harness's test: reads a module pooled with
`pool=memref` on stdin and prints it with every view of a pool (a
`memref.alloc` of `memref<?xi8>`) at byte 0, so buffers live at once share
bytes and the program's output changes."""

from __future__ import annotations

import sys

from xdsl.dialects import arith, memref
from xdsl.dialects.builtin import IndexType, IntegerAttr, ModuleOp
from xdsl.printer import Printer

from xhip.ir import make_context, parse_module


def overlap_views(module: ModuleOp) -> int:
    """Every view of a pool at byte 0; how many views."""
    views = [
        op
        for op in module.walk()
        if isinstance(op, memref.ViewOp) and isinstance(op.source.owner, memref.AllocOp)
    ]
    for op in views:
        zero = arith.ConstantOp(IntegerAttr(0, IndexType()))
        block = op.parent_block()
        assert block is not None
        block.insert_op_before(zero, op)
        op.operands = [op.source, zero.result, *op.operands[2:]]
    return len(views)


def main() -> int:
    module = parse_module(make_context(), sys.stdin.read(), "<stdin>")
    if not overlap_views(module):
        print("overlap_views: no view of a pool", file=sys.stderr)
        return 1
    Printer(stream=sys.stdout).print_op(module)
    print()
    return 0


if __name__ == "__main__":
    sys.exit(main())

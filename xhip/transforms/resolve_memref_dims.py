"""`hip-resolve-memref-dims`: `memref.dim` queries rewritten to values higher up.

`hip-pool-allocs` opens a new pool domain for every alloc whose size is defined
below the earliest pooled alloc, and a `memref.dim` of a buffer or view made
mid-block pins its size there, even when it equals a size operand or an
argument's dimension. This pass (docs/semantics.md §11.1) rewrites such queries: a greedy
fixpoint (`xhip.rewriting.greedy`, MLIR's default configuration) of every op's
folder, `memref.dim`'s among them (`xhip.rewriting.folding.fold_dim`: static
dimensions, alloc/alloca/view/subview size operands, through casts), the
reify-based dim pattern (`memref.expand_shape`'s `output_shape`) and `memref.dim`'s
canonicalization pattern (a dim of `memref.reshape` becomes a load of its shape
operand). Views are kept; `collapse_shape`, `reinterpret_cast` and `transpose`
are not resolved (LLVM 22). Every function with a body is rewritten, whatever its
visibility and block structure.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Protocol, runtime_checkable

from xdsl.context import Context
from xdsl.dialects import arith, memref
from xdsl.dialects.builtin import DYNAMIC_INDEX, IndexType, MemRefType, ModuleOp
from xdsl.ir import BlockArgument, Operation, SSAValue
from xdsl.passes import ModulePass

from xhip.diagnostics import PoolAllocsError
from xhip.dialects.xdsl_ext import ReshapeOp
from xhip.dialects.xdsl_ext import install as install_extensions
from xhip.rewriting.folding import constant_int, int_attr, signed
from xhip.rewriting.greedy import MAX_ITERATIONS, GreedyRewriter, materialize_constant
from xhip.transforms.module_functions import defined_functions

ShapeEntry = int | SSAValue
"""A reified dimension: a static size or the SSA value that gives it."""


@runtime_checkable
class ReifiesResultShapes(Protocol):
    """An op that can say its results' shapes (MLIR's
    `ReifyRankedShapedTypeOpInterface`), one entry per dimension of each result."""

    def reify_result_shapes(self) -> Sequence[Sequence[ShapeEntry]] | None: ...


def reify_result_shapes(op: Operation) -> Sequence[Sequence[ShapeEntry]] | None:
    """The reified shapes of `op`'s results, None if it cannot say them.

    In LLVM 22 the memref op that implements the interface is `expand_shape`
    (its `output_shape`); `collapse_shape` does not. Ops of other dialects take
    part by defining `reify_result_shapes` (`ReifiesResultShapes`).
    """
    if isinstance(op, memref.ExpandShapeOp):
        dynamic = iter(op.output_shape)
        return [
            [
                next(dynamic) if s == DYNAMIC_INDEX else s
                for s in op.static_output_shape.get_values()
            ]
        ]
    if isinstance(op, ReifiesResultShapes):
        return op.reify_result_shapes()
    return None


def dim_of_reified(op: Operation, rewriter: GreedyRewriter) -> bool:
    """`DimOfReifyRankedShapedTypeOpInterface<memref::DimOp>`: a dim with a
    constant index of a result whose op reifies its shape becomes that entry
    (a constant materialised before the dim for a static one)."""
    if not isinstance(op, memref.DimOp) or isinstance(op.source, BlockArgument):
        return False
    index = constant_int(op.index)
    owner = op.source.owner
    if index is None or not isinstance(owner, Operation):
        return False
    shapes = reify_result_shapes(owner)
    if shapes is None:
        return False
    dims = shapes[[r is op.source for r in owner.results].index(True)]
    index = signed(index, 64)
    if not 0 <= index < len(dims):
        return False  # out of bounds (MLIR compares it as size_t)
    entry = dims[index]
    if isinstance(entry, int):
        constant = materialize_constant(int_attr(entry, IndexType()), IndexType())
        entry = rewriter.insert_before(constant, op).results[0]
    rewriter.replace_op(op, [entry])
    return True


def dim_of_reshape(op: Operation, rewriter: GreedyRewriter) -> bool:
    """`DimOfMemRefReshape`: a dim of `memref.reshape` (any index, ranked or not)
    becomes `memref.load %shape[%index]` placed right after the reshape (and an
    `arith.index_cast` when the shape's elements are not `index`), when the index
    is known to dominate the reshape: defined before it in its block, a block
    argument there, or defined in a region around it."""
    if not isinstance(op, memref.DimOp):
        return False
    reshape = op.source.owner
    if not isinstance(reshape, ReshapeOp):
        return False
    index = op.index
    index_block = (
        index.block if isinstance(index, BlockArgument) else index.owner.parent_block()
    )
    reshape_block = reshape.parent_block()
    if index_block is reshape_block:
        definer = index.owner
        if isinstance(definer, Operation) and reshape.is_before_in_block(definer):
            return False
    elif op.parent_block() is not reshape_block:
        index_region = index_block.parent if index_block is not None else None
        reshape_region = reshape.parent_region()
        if (
            index_region is None
            or reshape_region is None
            or index_region is reshape_region
            or not index_region.is_ancestor(reshape_region)
        ):
            return False
    load = memref.LoadOp.get(reshape.shape, [index])
    load.location = op.location
    rewriter.insert_after(load, reshape)
    value: SSAValue = load.res
    shape_type = reshape.shape.type
    assert isinstance(shape_type, MemRefType)
    if not isinstance(shape_type.get_element_type(), IndexType):
        cast = arith.IndexCastOp(value, IndexType())
        cast.location = op.location
        rewriter.insert_after(cast, load)
        value = cast.result
    rewriter.replace_op(op, [value])
    return True


DIM_PATTERNS = (dim_of_reified, dim_of_reshape)


@dataclass(frozen=True)
class HipResolveMemrefDimsPass(ModulePass):
    """Rewrites `memref.dim` queries to the values they equal (docs/semantics.md §11.1), in
    every function with a body. No options."""

    name = "hip-resolve-memref-dims"

    def apply(self, ctx: Context, op: ModuleOp) -> None:
        install_extensions()  # so that its output prints in MLIR's syntax
        for f in defined_functions(op):
            if not GreedyRewriter(f, DIM_PATTERNS).run():
                raise PoolAllocsError(
                    f"hip-resolve-memref-dims: @{f.sym_name.data} did not reach a "
                    f"fixpoint in {MAX_ITERATIONS} iterations",
                    f,
                )

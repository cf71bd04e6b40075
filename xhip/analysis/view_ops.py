"""The tables of view-like memref ops, one per meaning.

"View-like" means three things to the passes, and the tables differ on purpose:

* `SOURCE_VIEWS`: what may a view point into? Its first operand's memory and
  nothing else. The alias analyses (`xhip.analysis.aliases.BufferRoots`,
  `xhip.analysis.memory_effects.BufferObjects`) pass the source's memory on
  to the result and no other operand's (a `memref.reshape`'s shape buffer is
  only read). Among them is `memref.transpose` (an xDSL extension here).
  `memref.assume_alignment` and `memref.extract_strided_metadata` are not:
  they go through the analyses' rules for any other op.
* `VIEW_LIKE_INTERFACE_OPS`: which ops does MLIR's `BufferViewFlowAnalysis`
  follow? The memref ops with MLIR's `ViewLikeOpInterface` (result 0 views
  operand 0). `hip-use-output-allocator` finds the reference's outputs with
  it (`xhip.analysis.view_flow.ViewFlow`), so it has `assume_alignment` and
  `extract_strided_metadata` (MLIR declares the interface on them) and not
  `memref.transpose` (MLIR does not).
* `PURE_MEMREF_OPS`: which memref ops may `hip-hoist-alloc-size-arith` move?
  Those MLIR declares `Pure`: the views and the metadata queries (`rank`,
  `extract_aligned_pointer_as_index`, `get_global`), but not
  `memref.reshape`, which MLIR does not declare `Pure`
  (`xhip.analysis.speculation`).

The independent checker (`xhip.check.checker`) keeps its own table on
purpose: a wrong entry here is not silently shared there.
"""

from __future__ import annotations

from xdsl.dialects import memref
from xdsl.ir import Operation

from xhip.dialects.xdsl_ext import ReshapeOp, TransposeOp

SOURCE_VIEWS: tuple[type[Operation], ...] = (
    memref.ViewOp,
    memref.SubviewOp,
    memref.CastOp,
    memref.ReinterpretCastOp,
    memref.CollapseShapeOp,
    memref.ExpandShapeOp,
    ReshapeOp,
    TransposeOp,
    memref.MemorySpaceCastOp,
)
"""Ops whose result points into their first (source) operand only."""

VIEW_LIKE_INTERFACE_OPS: tuple[type[Operation], ...] = (
    memref.CastOp,
    memref.SubviewOp,
    memref.ExpandShapeOp,
    memref.CollapseShapeOp,
    memref.ViewOp,
    memref.ReinterpretCastOp,
    ReshapeOp,
    memref.MemorySpaceCastOp,
    memref.AssumeAlignmentOp,
    memref.ExtractStridedMetaDataOp,
)
"""The memref ops with MLIR's `ViewLikeOpInterface`: result 0 views operand 0."""

PURE_MEMREF_OPS: tuple[type[Operation], ...] = (
    memref.SubviewOp,
    memref.CastOp,
    memref.CollapseShapeOp,
    memref.ExpandShapeOp,
    memref.ViewOp,
    memref.ReinterpretCastOp,
    memref.MemorySpaceCastOp,
    memref.ExtractStridedMetaDataOp,
    memref.ExtractAlignedPointerAsIndexOp,
    memref.RankOp,
    memref.GetGlobalOp,
    memref.AssumeAlignmentOp,
    TransposeOp,
)
"""The memref ops MLIR declares `Pure` (speculatable, no memory effects)."""

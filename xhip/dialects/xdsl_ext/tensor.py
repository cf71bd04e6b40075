"""tensor: a new op, `tensor.parallel_insert_slice` (the insert of `scf.forall`'s
`in_parallel`, syntax of `tensor.insert_slice` without a result), and MLIR's
verifier of `tensor.expand_shape` for a rank-0 source.

MLIR checks the reassociation through its affine maps (`verifyReshapeLikeTypes`
in mlir/Dialect/Utils/ReshapeOpsUtils.h: each map over the expanded dims, the
maps contiguous); with no map at all (a rank-0 source) nothing is left to
check, so `tensor.expand_shape %t [] output_shape [1] : tensor<i64> into
tensor<1xi64>` verifies (torch-mlir writes it for an ONNX scalar made a
vector). xDSL counts the reassociation's dims against the expanded rank, which
rejects it.

Upstream: `ParallelInsertSliceOp` in `xdsl/dialects/tensor.py` (its parent,
`scf.forall.in_parallel`, is in `xhip.dialects.xdsl_ext.scf`); the rank-0 case
in `ExpandShapeOp.verify_`.
"""

from __future__ import annotations

from xdsl.dialects import tensor
from xdsl.dialects.builtin import DYNAMIC_INDEX, IndexType, TensorType
from xdsl.dialects.utils import DynamicIndexList, verify_dynamic_index_list
from xdsl.irdl import (
    AttrSizedOperandSegments,
    IRDLOperation,
    irdl_op_definition,
    operand_def,
    prop_def,
    traits_def,
    var_operand_def,
)
from xdsl.traits import HasParent
from xdsl.utils.exceptions import VerifyException

from xhip.dialects.xdsl_ext.patching import patch
from xhip.dialects.xdsl_ext.scf import I64_ARRAY, InParallelOp


@irdl_op_definition
class ParallelInsertSliceOp(IRDLOperation):
    """`tensor.parallel_insert_slice %s into %o[%i] [1] [1] : T into U`: inside
    `scf.forall.in_parallel`, `source` goes into the slice of the shared output
    `dest` (no result: the forall's result is the whole output)."""

    name = "tensor.parallel_insert_slice"

    source = operand_def(TensorType)
    dest = operand_def(TensorType)
    offsets = var_operand_def(IndexType)
    sizes = var_operand_def(IndexType)
    strides = var_operand_def(IndexType)
    static_offsets = prop_def(I64_ARRAY)
    static_sizes = prop_def(I64_ARRAY)
    static_strides = prop_def(I64_ARRAY)

    irdl_options = (AttrSizedOperandSegments(as_property=True),)

    traits = traits_def(HasParent(InParallelOp))

    assembly_format = (
        "$source `into` $dest ``"
        "custom<DynamicIndexList>($offsets, $static_offsets)"
        "custom<DynamicIndexList>($sizes, $static_sizes)"
        "custom<DynamicIndexList>($strides, $static_strides)"
        "attr-dict `:` type($source) `into` type($dest)"
    )

    custom_directives = (DynamicIndexList,)

    def verify_(self) -> None:
        for static, dynamic, what in (
            (self.static_offsets, self.offsets, " in the offset arguments"),
            (self.static_sizes, self.sizes, " in the size arguments"),
            (self.static_strides, self.strides, " in the stride arguments"),
        ):
            verify_dynamic_index_list(static.get_values(), dynamic, DYNAMIC_INDEX, what)


ADDED: tuple[type[IRDLOperation], ...] = (ParallelInsertSliceOp,)
"""tensor ops xDSL does not define."""


_XDSL_VERIFY_EXPAND_SHAPE = tensor.ExpandShapeOp.verify_


def _verify_expand_shape(self: tensor.ExpandShapeOp) -> None:
    """MLIR's `tensor.expand_shape` verifier: a rank-0 source (no reassociation)
    only needs an output shape of the result's rank; otherwise xDSL's checks."""
    source = self.src.type
    if isinstance(source, TensorType) and not source.get_shape():
        rank = len(self.result.type.get_shape())
        if len(self.static_output_shape) != rank:
            raise VerifyException(
                "expected number of static shape dims to be equal to the output "
                f"rank ({rank}) but found {len(self.static_output_shape)} inputs "
                "instead"
            )
        if len(self.reassociation):
            raise VerifyException(
                "expected collapsed rank (0) to equal the number of reassociation "
                f"maps ({len(self.reassociation)})."
            )
        return
    _XDSL_VERIFY_EXPAND_SHAPE(self)


def install() -> None:
    """Sets MLIR's `tensor.expand_shape` verifier on xDSL's class."""
    patch(tensor.ExpandShapeOp, "verify_", _verify_expand_shape)

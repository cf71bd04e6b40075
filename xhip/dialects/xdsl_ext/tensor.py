"""tensor: a new op, `tensor.parallel_insert_slice` (the insert of `scf.forall`'s
`in_parallel`, syntax of `tensor.insert_slice` without a result).

Upstream: `ParallelInsertSliceOp` in `xdsl/dialects/tensor.py` (its parent,
`scf.forall.in_parallel`, is in `xhip.dialects.xdsl_ext.scf`).
"""

from __future__ import annotations

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

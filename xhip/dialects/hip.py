"""The `hip` dialect of ROCm hip-ep, as xDSL IRDL definitions.

The ops the pool planner creates or must recognise (`hip.get_pool`, `hip.alloc`,
...) are written out by hand below so that Python code can construct them with
typed builders. Every other upstream op (about eighty destination-passing compute
ops, the graph and control ops) is a class of `hip_ops.py`, generated from
upstream's ODS facts (`hip-ops.json`) by `generate_hip_ops.py`, and re-exported
here: `from xhip.dialects.hip import MatmulOp`. What both build on (the context
type, the constraints, `HipOp`, `HipDpsOp` with the destination-passing verifier,
the memory-effect traits) is in `hip_base.py`.
"""

from __future__ import annotations

from functools import cache

from xdsl.dialects.builtin import (
    DYNAMIC_INDEX,
    IntegerAttr,
    IntegerType,
    MemRefType,
    i64,
)
from xdsl.ir import Attribute, Dialect, Operation, SSAValue
from xdsl.irdl import (
    IRDLOperation,
    ParsePropInAttrDict,
    irdl_op_definition,
    operand_def,
    prop_def,
    result_def,
    traits_def,
    var_operand_def,
)
from xdsl.utils.exceptions import VerifyException

from xhip.dialects import hip_ops
from xhip.dialects.hip_base import (
    ANY_MEMREF,
    HIP_CONTEXT_TYPE,
    I64_ATTR,
    INDEX,
    AllocatesResults,
    ContextType,
    Described,
    FreesOperands,
    HipDpsOp,
    HipOp,
    OdsType,
    WritesResults,
    located_parse,
    ods_messages,
)
from xhip.dialects.hip_ops import *  # noqa: F403  (every generated op class)

# ---------------------------------------------------------------------------
# The ops the planner works with
# ---------------------------------------------------------------------------

_ODS_TYPES: dict[str, OdsType[Attribute]] = {
    "Hip_ContextType": HIP_CONTEXT_TYPE,
    "Index": INDEX,
    "AnyMemRef": ANY_MEMREF,
}


def _typed(kind: str, what: str) -> Described[Attribute]:
    """The constraint of ODS type `kind` for `what` (e.g. "operand 'ctx'")."""
    ods = _ODS_TYPES[kind]
    return Described(ods.constraint, what, ods.summary)


_BYTE_POOL = MemRefType(IntegerType(8), [DYNAMIC_INDEX])


@irdl_op_definition
class GetPoolOp(HipOp):
    """Returns a runtime-owned byte buffer of at least `pool_size` bytes."""

    name = "hip.get_pool"

    ctx = operand_def(_typed("Hip_ContextType", "operand 'ctx'"))
    pool_size = operand_def(_typed("Index", "operand 'pool_size'"))
    domain_id = prop_def(I64_ATTR.of("domain_id"), IntegerAttr(0, i64))
    pool = result_def(_typed("AnyMemRef", "result 'pool'"))
    traits = traits_def(AllocatesResults())

    irdl_options = (ParsePropInAttrDict(),)
    assembly_format = "`(` $ctx `,` $pool_size `)` attr-dict `:` type($pool)"

    def __init__(
        self,
        ctx: SSAValue | Operation,
        pool_size: SSAValue | Operation,
        domain_id: int = 0,
        result_type: Attribute = _BYTE_POOL,
    ):
        super().__init__(
            operands=[ctx, pool_size],
            result_types=[result_type],
            properties={"domain_id": IntegerAttr(domain_id, i64)},
        )


@irdl_op_definition
class GetHostScratchOp(HipOp):
    """Returns a runtime-owned host buffer of at least `scratch_size` bytes."""

    name = "hip.get_host_scratch"

    ctx = operand_def(_typed("Hip_ContextType", "operand 'ctx'"))
    scratch_size = operand_def(_typed("Index", "operand 'scratch_size'"))
    scratch = result_def(_typed("AnyMemRef", "result 'scratch'"))
    traits = traits_def(AllocatesResults())

    assembly_format = "`(` $ctx `,` $scratch_size `)` attr-dict `:` type($scratch)"


@irdl_op_definition
class AllocOp(HipOp):
    """A device allocation owned by the runtime (not pooled by hip-pool-allocs)."""

    name = "hip.alloc"

    ctx = operand_def(_typed("Hip_ContextType", "operand 'ctx'"))
    dynamicSizes = var_operand_def(_typed("Index", "operand 'dynamicSizes'"))
    memref = result_def(_typed("AnyMemRef", "result 'memref'"))
    traits = traits_def(AllocatesResults())

    assembly_format = "`(` $ctx (`,` $dynamicSizes^ )? `)` attr-dict `:` type($memref)"
    # No verifier: upstream's has none (a size count that does not match the
    # type is accepted, docs/semantics.md §2.2).


@irdl_op_definition
class AllocOutputOp(HipOp):
    """The buffer of function output number `out_idx`, which the execution
    provider allocates at run time through its output allocator (docs/semantics.md §11.3).

    It has a write effect on its result and no allocation effect: pooling and
    deallocation passes leave it alone, and dead-code elimination and CSE keep
    it.
    """

    name = "hip.alloc_output"

    ctx = operand_def(_typed("Hip_ContextType", "operand 'ctx'"))
    dynamicSizes = var_operand_def(_typed("Index", "operand 'dynamicSizes'"))
    out_idx = prop_def(I64_ATTR.of("out_idx"))
    memref = result_def(_typed("AnyMemRef", "result 'memref'"))
    # docs/semantics.md §11.3: a Write effect, no Allocate: DCE and CSE keep it, pooling ignores it
    traits = traits_def(WritesResults())
    irdl_options = (ParsePropInAttrDict(),)
    assembly_format = "`(` $ctx (`,` $dynamicSizes^ )? `)` attr-dict `:` type($memref)"

    def verify_(self) -> None:
        memref_type = self.memref.type
        if isinstance(memref_type, MemRefType):
            expected = sum(d == DYNAMIC_INDEX for d in memref_type.get_shape())
            got = len(self.dynamicSizes)
            if expected != got:
                raise VerifyException(
                    f"expected {expected} dynamic size operand(s), got {got}"
                )


@irdl_op_definition
class FreeOp(HipOp):
    """Frees a `hip.alloc` buffer."""

    name = "hip.free"

    ctx = operand_def(_typed("Hip_ContextType", "operand 'ctx'"))
    memref = operand_def(_typed("AnyMemRef", "operand 'memref'"))
    traits = traits_def(FreesOperands())

    assembly_format = "`(` $ctx `,` $memref `)` attr-dict `:` type($memref)"


HAND_WRITTEN_OPS: tuple[type[IRDLOperation], ...] = (
    GetPoolOp,
    GetHostScratchOp,
    AllocOp,
    AllocOutputOp,
    FreeOp,
)
for _op in HAND_WRITTEN_OPS:
    located_parse(ods_messages(_op))


# ---------------------------------------------------------------------------
# The dialect
# ---------------------------------------------------------------------------


def generated_ops() -> tuple[type[IRDLOperation], ...]:
    """The op classes generated from hip-ops.json (all but the hand-written ones)."""
    return hip_ops.GENERATED_OPS


Hip = Dialect("hip", [*HAND_WRITTEN_OPS, *hip_ops.GENERATED_OPS], [ContextType])
"""The `hip` dialect with every upstream op."""


@cache
def hip_dialect() -> Dialect:
    """The `hip` dialect with every upstream op (`Hip`)."""
    return Hip


def dps_operands(
    op: Operation,
) -> tuple[tuple[SSAValue, ...], tuple[SSAValue, ...]] | None:
    """`(ins, outs)` of a destination-passing hip op, or None for any other op."""
    if isinstance(op, HipDpsOp):
        return op.dps_inputs(), op.dps_inits()
    return None


__all__ = [
    "HAND_WRITTEN_OPS",
    "AllocOp",
    "AllocOutputOp",
    "ContextType",
    "FreeOp",
    "GetHostScratchOp",
    "GetPoolOp",
    "Hip",
    "HipDpsOp",
    "HipOp",
    "dps_operands",
    "generated_ops",
    "hip_dialect",
]
__all__ += hip_ops.__all__

"""`hip-use-output-allocator`: function outputs become `hip.alloc_output` buffers.

Graph outputs must be buffers the execution provider owns, obtained at run time
through its output allocator, never pooled or freed by the graph. This pass
(docs/semantics.md §11.3) finds, in each public function whose argument 0 is the
`!hip.context`, every `memref.alloc` that reaches a `func.return` operand (through
views, region and branch forwarding and calls, as MLIR's
`BufferViewFlowAnalysis` follows them: `xhip.analysis.view_flow`) and replaces it by
`hip.alloc_output(%ctx, sizes) {out_idx = K}`, K the lowest return position it
reaches; its own deallocs are erased. When the returned value is the buffer seen
through casts and exactly one `collapse_shape` or `expand_shape`, the op also
gets the ABI stamps `hipdnn.abi_shape` (the returned shape, dynamic sizes as
MLIR's kDynamic) and `hipdnn.abi_groups` (the reassociation group sizes).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import cast

from xdsl.context import Context
from xdsl.dialects import func, memref
from xdsl.dialects.builtin import (
    DYNAMIC_INDEX,
    ArrayAttr,
    DenseArrayBase,
    IntegerAttr,
    MemRefType,
    ModuleOp,
    i64,
)
from xdsl.ir import Attribute, SSAValue
from xdsl.passes import ModulePass

from xhip.analysis.view_flow import ViewFlow
from xhip.dialects.hip import AllocOutputOp, ContextType
from xhip.dialects.xdsl_ext import install as install_extensions
from xhip.rewriting.batched_uses import BatchedUses
from xhip.transforms.module_functions import module_functions


@dataclass(frozen=True)
class Output:
    """An alloc that reaches a return, and the lowest position it reaches."""

    alloc: memref.AllocOp
    out_idx: int


def outputs(f: func.FuncOp) -> list[Output]:
    """Phase 1: the allocs of `f` (program order, nested ones too) that reach a
    `func.return` operand, each with the lowest such position."""
    flow = ViewFlow(f)
    returned: dict[SSAValue, int] = {}
    for op in f.walk():
        if isinstance(op, func.ReturnOp):
            for i, v in enumerate(op.operands):
                returned[v] = min(returned.get(v, i), i)
    found: list[Output] = []
    for op in f.walk():
        if isinstance(op, memref.AllocOp):
            slots = [returned[v] for v in flow.derived(op.memref) if v in returned]
            if slots:
                found.append(Output(op, min(slots)))
    return found


def _reassociation_sizes(
    op: memref.CollapseShapeOp | memref.ExpandShapeOp,
) -> list[int]:
    return [len(group.data) for group in op.reassociation.data]


def last_return(f: func.FuncOp) -> func.ReturnOp | None:
    """The last `func.return` of `f` in walk order (None if it has none)."""
    found: func.ReturnOp | None = None
    for op in f.walk():
        if isinstance(op, func.ReturnOp):
            found = op
    return found


def abi_stamps(
    f: func.FuncOp,
    new: AllocOutputOp,
    out_idx: int,
    final_return: func.ReturnOp | None = None,
) -> dict[str, DenseArrayBase] | None:
    """The `hipdnn.abi_shape`/`hipdnn.abi_groups` of an output, None for none.

    The returned value is read from `final_return`, `last_return(f)` when not
    given (a caller stamping many outputs finds it once: the rewrite keeps the
    returns)."""
    final = final_return if final_return is not None else last_return(f)
    if final is None or out_idx >= len(final.operands):
        return None
    returned = final.operands[out_idx]
    reshape: memref.CollapseShapeOp | memref.ExpandShapeOp | None = None
    value = returned
    while value is not new.memref:
        owner = value.owner
        if isinstance(owner, memref.CastOp):
            value = owner.source
        elif isinstance(owner, memref.CollapseShapeOp | memref.ExpandShapeOp):
            if reshape is not None:
                return None
            reshape = owner
            value = owner.src
        else:
            return None
    external_type, internal_type = returned.type, new.memref.type
    if (
        reshape is None
        or not isinstance(external_type, MemRefType)
        or not isinstance(internal_type, MemRefType)
    ):
        return None
    external = external_type.get_num_dims()
    internal = internal_type.get_num_dims()
    if external == internal:
        return None
    module = f.parent_op()
    if isinstance(module, ModuleOp):
        shapes = module.attributes.get("hipdnn.output_shapes")
        entries: tuple[Attribute, ...] = (
            cast(ArrayAttr[Attribute], shapes).data
            if isinstance(shapes, ArrayAttr)
            else ()
        )
        if out_idx < len(entries):
            entry = entries[out_idx]
            if (
                isinstance(entry, DenseArrayBase)
                and len(entry.get_values()) != external
            ):
                return None
    groups = _reassociation_sizes(reshape)
    inner, outer = (
        (internal, external)
        if isinstance(reshape, memref.CollapseShapeOp)
        else (external, internal)
    )
    if sum(groups) != inner or len(groups) != outer:
        return None
    shape = [DYNAMIC_INDEX if d < 0 else d for d in external_type.get_shape()]
    return {
        "hipdnn.abi_groups": DenseArrayBase.from_list(i64, groups),
        "hipdnn.abi_shape": DenseArrayBase.from_list(i64, shape),
    }


def is_rewritten(f: func.FuncOp) -> bool:
    """Whether the pass works on `f`: public, defined, `!hip.context` first."""
    visibility = f.sym_visibility
    if visibility is not None and visibility.data != "public":
        return False
    if not f.body.blocks:
        return False
    args = f.body.blocks[0].args
    return bool(args) and isinstance(args[0].type, ContextType)


def use_output_allocator(f: func.FuncOp) -> list[AllocOutputOp]:
    """Rewrites the outputs of `f` (phase 2); returns the new ops in order."""
    if not is_rewritten(f):
        return []
    ctx = f.body.blocks[0].args[0]
    created: list[tuple[AllocOutputOp, int]] = []
    uses = BatchedUses()
    for output in outputs(f):
        alloc = output.alloc
        for use in list(alloc.memref.uses):
            if isinstance(use.operation, memref.DeallocOp):
                use.operation.detach()
                use.operation.erase()
        new = AllocOutputOp.build(
            operands=[ctx, list(alloc.dynamic_sizes)],
            result_types=[alloc.memref.type],
            properties={"out_idx": IntegerAttr(output.out_idx, i64)},
        )
        new.location = alloc.location
        new.memref.name_hint = alloc.memref.name_hint
        block = alloc.parent_block()
        assert block is not None
        block.insert_op_before(new, alloc)
        uses.replace_all_uses(alloc.memref, new.memref)
        block.erase_op(alloc)
        created.append((new, output.out_idx))
    uses.flush()
    final = last_return(f)
    for new, out_idx in created:
        stamps = abi_stamps(f, new, out_idx, final)
        if stamps is not None:
            new.attributes.update(stamps)
            new.attributes = dict(sorted(new.attributes.items()))
    return [new for new, _ in created]


@dataclass(frozen=True)
class HipUseOutputAllocatorPass(ModulePass):
    """Turns the allocs each public `!hip.context` function returns into
    `hip.alloc_output` (docs/semantics.md §11.3). No options."""

    name = "hip-use-output-allocator"

    def apply(self, ctx: Context, op: ModuleOp) -> None:
        install_extensions()  # so that its output prints in MLIR's syntax
        for f in module_functions(op):
            use_output_allocator(f)

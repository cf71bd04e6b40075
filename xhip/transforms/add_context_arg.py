"""`hip-add-context-arg`: every `func.func` takes the `!hip.context` as argument 0.

The hip runtime ops, and so `hip-pool-allocs` (`hip.get_pool(%ctx, ...)`), take
the context from the function's argument 0; no front end but hip-ep's makes
one. This pass is hip-ep's (`AddHipContextArg.cpp`, docs/semantics.md §11.4),
in its two phases:

1. every `func.func` of the module, at any depth (nested modules too), whose
   entry block does not already start with a `!hip.context` argument gets one
   inserted at position 0: its type, its entry block (a declaration has none,
   so a declaration always gets one, even one whose type starts with the
   context), and its `arg_attrs` (an empty dictionary in front; the list is
   dropped when every entry is empty);
2. every `func.call` whose callee's name is one of those functions is rebuilt
   with its caller's argument 0 in front of its operands: a new call with the
   callee, the operands and the result types only (the old call's attributes
   are not carried over, as upstream's `func::CallOp::create` does not).
   A call to one of them outside any `func.func` is an error (upstream
   reports it after phase 1; here the module is left untouched).
"""

from __future__ import annotations

from dataclasses import dataclass

from xdsl.context import Context
from xdsl.dialects import func
from xdsl.dialects.builtin import ArrayAttr, DictionaryAttr, FunctionType, ModuleOp
from xdsl.ir import Operation
from xdsl.passes import ModulePass
from xdsl.rewriter import Rewriter

from xhip.diagnostics import PoolAllocsError
from xhip.dialects.hip import ContextType
from xhip.dialects.xdsl_ext import install as install_extensions


def _takes_context(f: func.FuncOp) -> bool:
    """Upstream's test: the entry block's argument 0 is the context (a
    declaration has no entry block, so it never does)."""
    block = f.body.blocks.first
    return (
        block is not None and bool(block.args) and block.args[0].type == ContextType()
    )


def insert_context_argument(f: func.FuncOp) -> None:
    """`f`'s argument 0 becomes a `!hip.context`: type, entry block (if any) and
    `arg_attrs`, as MLIR's `insertArgument(0, ctx, {}, loc)` updates them."""
    t = f.function_type
    f.function_type = FunctionType.from_lists(
        [ContextType(), *t.inputs], t.outputs.data
    )
    old = f.arg_attrs
    dicts = [DictionaryAttr({}), *(old.data if old is not None else ())]
    # MLIR drops the list when every entry is empty (`setAllArgAttrDicts`).
    f.arg_attrs = ArrayAttr(dicts) if any(d.data for d in dicts) else None
    block = f.body.blocks.first
    if block is not None:
        block.insert_arg(ContextType(), 0).name_hint = "ctx"


def _enclosing_function(op: Operation) -> func.FuncOp | None:
    parent = op.parent_op()
    while parent is not None and not isinstance(parent, func.FuncOp):
        parent = parent.parent_op()
    return parent


def add_context_arg(module: ModuleOp) -> list[func.FuncOp]:
    """Both phases on `module`; returns the functions given a context. Raises
    `PoolAllocsError` at the first call to one of them outside any function,
    the module untouched."""
    updated = [
        op
        for op in module.walk()
        if isinstance(op, func.FuncOp) and not _takes_context(op)
    ]
    names = {f.sym_name.data for f in updated}
    calls = [
        (op, _enclosing_function(op))
        for op in module.walk()
        if isinstance(op, func.CallOp) and op.callee.root_reference.data in names
    ]
    # Upstream fails here after phase 1; checked first, nothing is changed.
    for call, caller in calls:
        if caller is None:
            raise PoolAllocsError("call op is not inside a func.func", call)
    for f in updated:
        insert_context_argument(f)
    for call, caller in calls:
        assert caller is not None
        # Every function takes the context now (upstream's second check,
        # "caller @f does not have !hip.context as arg 0", cannot fail).
        ctx = caller.body.blocks[0].args[0]
        new = func.CallOp(call.callee, [ctx, *call.arguments], call.result_types)
        new.location = call.location
        for old, result in zip(call.res, new.res, strict=True):
            result.name_hint = old.name_hint
        Rewriter.replace_op(call, new)
    return updated


@dataclass(frozen=True)
class HipAddContextArgPass(ModulePass):
    """Inserts `!hip.context` as argument 0 of every `func.func` and forwards
    it at every call (docs/semantics.md §11.4). No options."""

    name = "hip-add-context-arg"

    def apply(self, ctx: Context, op: ModuleOp) -> None:
        install_extensions()  # so that its output prints in MLIR's syntax
        try:
            add_context_arg(op)
        except PoolAllocsError as e:
            e.raise_with_note()

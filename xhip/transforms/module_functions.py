"""The functions a function pass runs on, as MLIR nests it under the module."""

from __future__ import annotations

from xdsl.dialects import func
from xdsl.dialects.builtin import ModuleOp


def module_functions(module: ModuleOp) -> list[func.FuncOp]:
    """The `func.func` ops directly in `module`, declarations included: what
    `builtin.module(func.func(PASS))` visits (functions of nested modules are
    not)."""
    return [op for op in module.body.ops if isinstance(op, func.FuncOp)]


def defined_functions(module: ModuleOp) -> list[func.FuncOp]:
    """The functions of `module_functions` that have a body."""
    return [f for f in module_functions(module) if f.body.blocks]

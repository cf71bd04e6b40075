"""Verification of the pass's output: the checker (`checker.py`, over the
evaluator of index arithmetic `evaluate.py`; what `xhip check` and `verify-plan`
run), the executor (`execute/`), the fuzzer (`fuzz/`) and the GPU campaign
(`gpu/`).

The checker needs NumPy (the `check` extra), so its names are loaded on first
use: `import xhip.tools.check` (the command) works with xDSL alone.
"""

from __future__ import annotations

from importlib import import_module
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from xhip.check.checker import (
        CheckError,
        CheckOptions,
        FunctionCheck,
        Violation,
        check_function,
        check_module,
        violations,
    )

__all__ = [
    "CheckError",
    "CheckOptions",
    "FunctionCheck",
    "Violation",
    "check_function",
    "check_module",
    "violations",
]


def __getattr__(name: str) -> Any:
    if name in __all__:
        return getattr(import_module("xhip.check.checker"), name)
    raise AttributeError(f"module 'xhip.check' has no attribute {name!r}")

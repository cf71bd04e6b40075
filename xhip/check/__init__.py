"""The checker of the pass's output (`checker.py`, over the evaluator of index
arithmetic `evaluate.py` and its control flow `checker_cfg.py`): what `xhip
check`, `hip-check-pools` and `verify-plan` run. Its rules are written apart
from the pass's, so that a wrong rule in one is caught by the other.

The checker needs NumPy (the `verify` extra), so its names are loaded on first
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

"""`xhip check`: prove pooled functions safe on many concrete runtime sizes."""

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

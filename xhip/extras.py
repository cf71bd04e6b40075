"""Optional dependencies: what needs them says so in one line, with the install.

xhip itself needs only xDSL. The checker (`xhip check`, `verify-plan=true`) needs
NumPy; the test harness (harness/: the executor, the fuzzer) NumPy and
hypothesis: the `verify` extra has both.
"""

from __future__ import annotations

import sys
from importlib import import_module

INSTALL = "pip install 'xhip[verify]'"
"""The install command of the `verify` extra (in a checkout: `pip install -e
'.[verify]'`)."""

OPTIONAL = ("numpy", "hypothesis")


class MissingExtraError(ModuleNotFoundError):
    """An optional dependency is not installed: `str()` is one line that names
    what needs it and the install command."""

    def __str__(self) -> str:
        return self.msg


def missing_message(what: str, module: str) -> str:
    return (
        f"{what} needs {module}, which is not installed: {INSTALL} "
        "(in a checkout: pip install -e '.[verify]')"
    )


def require(what: str, *modules: str) -> None:
    """Raises `MissingExtraError` when one of `modules` cannot be imported."""
    for module in modules:
        try:
            import_module(module)
        except ImportError:
            raise MissingExtraError(
                missing_message(what, module), name=module
            ) from None


def missing_optional(error: ImportError) -> str | None:
    """The optional dependency `error` is about, or None for any other module."""
    name = error.name or ""
    top = name.partition(".")[0]
    return top if top in OPTIONAL else None


def exit_missing(what: str, module: str, code: int = 1) -> None:
    """For a command: one line on stderr and exit `code`, no traceback."""
    print(f"error: {missing_message(what, module)}", file=sys.stderr)
    raise SystemExit(code)


def require_for_command(what: str, *modules: str) -> None:
    """`require`, but for a command: one line on stderr and exit 1."""
    try:
        require(what, *modules)
    except MissingExtraError as e:
        exit_missing(what, e.name or "?")


__all__ = [
    "INSTALL",
    "MissingExtraError",
    "exit_missing",
    "missing_message",
    "missing_optional",
    "require",
    "require_for_command",
]

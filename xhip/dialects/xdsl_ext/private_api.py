"""The one place where xhip uses xDSL's private API (xDSL 0.75).

Each function names what it needs and why no public API gives it; the tests
(`tests/dialects/xdsl_ext/test_private_api.py`) fail when xDSL changes what they
reach into. Upstream, each would be a small public method.
"""

from __future__ import annotations

from collections.abc import Sequence

from xdsl.ir import Dialect, Operation, SSAValue, SSAValues


def set_dialect_ops(dialect: Dialect, ops: Sequence[type[Operation]]) -> None:
    """Makes `ops` the op classes of `dialect` (`Dialect._operations`).

    A plugin cannot add ops to one of xDSL's dialects otherwise: a `Universe`
    that provides a second `memref` is refused, and a `Context` refuses a second
    op of a name it knows. The list is read when a context loads the dialect, so
    this must run before (`xhip.dialects.xdsl_ext.install` does, from
    `make_context` and the plugin entry point).
    Upstream: a public way to extend a dialect (`Dialect.add_operations`).
    """
    dialect._operations[:] = ops  # pyright: ignore[reportPrivateUsage]


def set_operands_keeping_uses(op: Operation, operands: Sequence[SSAValue]) -> None:
    """Replaces the operand tuple of `op` without touching any use list
    (`Operation._operands`): the caller has moved the `Use` objects itself.

    `op.operands = ...` (public) drops and re-adds every use, and each
    `op.operands[i] = v` copies the whole tuple: n replacements in an op of n
    operands cost n^2 (`xhip.rewriting.batched_uses`).
    Upstream: a batched `replace_all_uses_with` for many values.
    """
    op._operands = SSAValues(operands)  # pyright: ignore[reportPrivateUsage]

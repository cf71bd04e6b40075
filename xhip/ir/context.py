"""The context xhip's tools parse with."""

from __future__ import annotations

from xdsl.context import Context
from xdsl.dialects import get_all_dialects
from xdsl.ir import Dialect

from xhip.dialects.xdsl_ext import install as install_extensions


def _hip_dialect() -> Dialect:
    # Imported when the input names a hip op (or a pass asks for it), not at
    # every tool's startup: the dialect's op definitions take a tenth of a second.
    from xhip.dialects.hip import hip_dialect

    return hip_dialect()


def make_context(allow_unregistered: bool = False) -> Context:
    """A context that knows every xDSL dialect (lazily) and the hip dialect, with
    xhip's xDSL extensions installed (idempotent)."""
    install_extensions()
    ctx = Context(allow_unregistered=allow_unregistered)
    for name, factory in get_all_dialects().items():
        ctx.register_dialect(name, factory)
    ctx.register_dialect("hip", _hip_dialect)
    return ctx

"""The fixes of xhip/dialects/xdsl_fixes.py, and guards that fail when xDSL changes."""

from __future__ import annotations

from xdsl.dialects import scf
from xdsl.dialects.builtin import UnregisteredOp
from xdsl.parser import Parser

from xhip.dialects import xdsl_fixes
from xhip.tools import make_context

SCF_IF_AFTER_UNREGISTERED = """
func.func @f(%c: i1) {
  scf.if %c {
    "test.use"(%c) : (i1) -> ()
  }
  func.return
}
"""


def _then_ops(text: str) -> list[str]:
    module = Parser(make_context(True), text).parse_module()
    (scf_if,) = [op for op in module.walk() if isinstance(op, scf.IfOp)]
    return [
        op.op_name.data if isinstance(op, UnregisteredOp) else op.name
        for op in scf_if.true_region.block.ops
    ]


def test_scf_if_gets_the_implicit_yield_after_an_unregistered_op() -> None:
    assert _then_ops(SCF_IF_AFTER_UNREGISTERED) == ["test.use", "scf.yield"]
    printed = str(Parser(make_context(True), SCF_IF_AFTER_UNREGISTERED).parse_module())
    assert _then_ops(printed) == ["test.use", "scf.yield"]


def test_xdsl_still_needs_the_scf_if_fix() -> None:
    """xDSL's own parser still omits the yield; when this fails, drop the fix."""
    original = xdsl_fixes._ORIGINAL_PARSE_REGION_WITH_YIELD  # pyright: ignore[reportPrivateUsage]
    try:
        scf.IfOp.parse_region_with_yield = original  # type: ignore[method-assign]
        assert _then_ops(SCF_IF_AFTER_UNREGISTERED) == ["test.use"]
    finally:
        xdsl_fixes.install()

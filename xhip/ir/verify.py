"""Verification that knows which op failed: `VerifyError`s in MLIR's words.

xDSL's `module.verify()` raises without saying at which op; xhip's tools verify
op by op to report `FILE:LINE:COL: error: 'NAME' op MESSAGE` as `mlir-opt` does,
then check dominance, which xDSL's verifier does not (`dominance.py`).
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

from xdsl.dialects.builtin import ModuleOp
from xdsl.ir import Operation
from xdsl.irdl import IRDLOperation
from xdsl.utils.exceptions import DiagnosticException

from xhip.diagnostics import VerifyError, one_line_error
from xhip.ir.dominance import verify_dominance

if TYPE_CHECKING:
    from xhip.dialects.hip_base import RegionTraitVerifyException


def verify_with_locations(module: ModuleOp) -> None:
    """Verifies `module` as xDSL does, then that every operand dominates its use
    (which xDSL does not check); a failure is a `VerifyError` at the op it is
    about."""
    try:
        module.verify()
    except DiagnosticException as e:
        raise locate_verify_error(module, e) from e
    verify_dominance(module)


def locate_verify_error(module: ModuleOp, error: DiagnosticException) -> VerifyError:
    """The op `module.verify()` failed for (xDSL's exception does not say), in
    the order of MLIR's verifier: an op's own checks, then its nested ops', then
    its region traits (`RegionTraitVerifyException`, reported at the op it names);
    else the innermost op whose region does (a block without its terminator)."""
    # Here, not at startup: the hip dialect's base is needed only on failure.
    from xhip.dialects.hip_base import RegionTraitVerifyException

    def first(op: Operation) -> VerifyError | None:
        late: RegionTraitVerifyException | None = None
        try:
            op.verify(verify_nested_ops=False)
        except DiagnosticException as e:
            cause = e.__cause__ if e.__cause__ is not None else e
            if not isinstance(cause, RegionTraitVerifyException):
                return VerifyError(op_message(op, e), op)
            late = cause
        for region in op.regions:
            for block in region.blocks:
                for child in block.ops:
                    if (found := first(child)) is not None:
                        return found
        if late is not None:
            return VerifyError(op_message(late.op, late), late.op, late.notes)
        return None

    if (found := first(module)) is not None:
        return found
    for op in module.walk(region_first=True):
        for region in op.regions:
            try:
                region.verify()
            except DiagnosticException as e:
                return VerifyError(op_message(op, e), op)
    return VerifyError(one_line_error(error).removeprefix("error: "))


def op_message(op: Operation, exc: BaseException) -> str:
    """`'NAME' op DETAIL`: the first line of a verifier message about `op`, as MLIR
    words it (xDSL's `Operation NAME ...` becomes `'NAME' op ...`)."""
    cause = exc.__cause__
    text = str(cause if cause is not None else exc).strip().splitlines()
    detail = text[0] if text else type(exc).__name__
    detail = detail.removeprefix("Operation does not verify: ")
    if detail.startswith(f"'{op.name}' op"):
        return detail
    detail = detail.removeprefix(f"Operation {op.name} ")
    # xDSL's `HasParent`: `'NAME' expects parent op ...`
    detail = detail.removeprefix(f"'{op.name}' ")
    return f"'{op.name}' op {_region_count_message(op, detail)}"


_SINGLE_BLOCK = re.compile(
    r"Region '\w+' at position (\d+) expected a single block, but got (\d+) blocks"
)

MLIR_REGION_NAMES = {"scf.if": ("thenRegion", "elseRegion")}
"""ODS names of regions xDSL names otherwise (for MLIR's region messages); other
ops' are the same in both (`region`, `body`, ...) or xDSL's are used."""


def _region_count_message(op: Operation, detail: str) -> str:
    """MLIR's words for xDSL's region block-count failures: more than one block
    where one is allowed is `SingleBlock`'s `expects region #i to have 0 or 1
    blocks`; no block where ODS wants one is `region #i ('name') failed to
    verify constraint: region with 1 blocks`."""
    if detail == "does not contain single-block regions":
        # xDSL's `NoTerminator`/`SingleBlockImplicitTerminator`: which region
        # it does not say.
        for i, region in enumerate(op.regions):
            if len(region.blocks) > 1:
                return f"expects region #{i} to have 0 or 1 blocks"
        return detail
    found = _SINGLE_BLOCK.fullmatch(detail)
    if found is None:
        return detail
    i, count = int(found[1]), int(found[2])
    if count > 1:
        return f"expects region #{i} to have 0 or 1 blocks"
    names = MLIR_REGION_NAMES.get(op.name)
    if names is not None and i < len(names):
        name = names[i]
    else:
        names = (
            tuple(n for n, _ in type(op).get_irdl_definition().regions)
            if isinstance(op, IRDLOperation)
            else ()
        )
        name = names[i] if i < len(names) else ""
    return f"region #{i} ('{name}') failed to verify constraint: region with 1 blocks"

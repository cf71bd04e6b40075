"""Differential testing against hip-ep's own passes (`hip-ref-opt`).

`python -m xhip_harness.reference` runs inputs (generated functions, the
FileCheck inputs, files) through the reference binary and through `xhip-opt`
with the same flags, prints both with the reference's printer (`--cse` after
the passes), and compares text and diagnostics. Each case is `agree`,
`differ`, `reference-crash`, `mlir-cannot-read-xhip-output`, `xhip-crash`, or a
`documented-divergence` named after the docs/semantics.md §12 entry that explains it
(`compare.DIVERGENCES`). The binary is built by `../shared/hip-ep-oracle/build.sh`
and named by `$HIP_REF_OPT`.
"""

from xhip_harness.reference.compare import (
    DIVERGENCES,
    Case,
    Diagnostic,
    Divergence,
    Outputs,
    Result,
    Verdict,
    classify,
    parse_diagnostics,
    strip_module_attributes,
)

__all__ = [
    "DIVERGENCES",
    "Case",
    "Diagnostic",
    "Divergence",
    "Outputs",
    "Result",
    "Verdict",
    "classify",
    "parse_diagnostics",
    "strip_module_attributes",
]

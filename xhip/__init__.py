"""xhip: the hip-pool-allocs memory planner of ROCm hip-ep, in pure Python on xDSL.

Importing xhip changes nothing in xDSL: the MLIR syntax xhip adds to xDSL's
dialects (`xhip.dialects.xdsl_ext`) is installed by `make_context()`, by the
`xdsl-opt` plugin entry point (`xhip.universe`) and by the passes.
"""

"""xhip: the hip-pool-allocs memory planner of ROCm hip-ep, in pure Python on xDSL."""

from xhip.dialects import memref_ext, xdsl_fixes

memref_ext.install()
xdsl_fixes.install()

"""xhip: the hip-pool-allocs memory planner of ROCm hip-ep, in pure Python on xDSL."""

from xhip.dialects import xdsl_ext

xdsl_ext.install()

"""The xDSL plugin entry point: makes `xdsl-opt` know the hip dialect and xhip passes.

Loading it imports `xhip`, which extends xDSL's `memref` and `scf` dialects
(`xhip.dialects.xdsl_ext`, listed in the README); nothing else in `xdsl-opt`
changes.
"""

from __future__ import annotations

from xdsl.ir import Dialect
from xdsl.passes import ModulePass
from xdsl.universe import Universe


def _hip() -> Dialect:
    from xhip.dialects.hip import hip_dialect

    return hip_dialect()


def _hip_pool_allocs() -> type[ModulePass]:
    from xhip.transforms.hip_pool_allocs import HipPoolAllocsPass

    return HipPoolAllocsPass


XHIP_UNIVERSE = Universe(
    all_dialects={"hip": _hip},
    all_passes={"hip-pool-allocs": _hip_pool_allocs},
)

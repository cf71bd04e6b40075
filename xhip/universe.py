"""The xDSL plugin entry point: makes `xdsl-opt` know the hip dialect and xhip passes.

Loading it (xDSL loads every `xdsl.universe` entry point when `xdsl-opt` starts,
before it reads any input) installs xhip's extensions of xDSL's own dialects
(`xhip.dialects.xdsl_ext`, listed in docs/xdsl-opt.md) and skips the collector's
last pass at exit (`no_collection_at_exit`: a third of a short run's CPU time);
nothing else in `xdsl-opt` changes.
"""

from __future__ import annotations

from xdsl.ir import Dialect
from xdsl.passes import ModulePass
from xdsl.universe import Universe

from xhip.dialects.xdsl_ext import install as install_extensions
from xhip.ir.collector import no_collection_at_exit

install_extensions()
no_collection_at_exit()


def _hip() -> Dialect:
    from xhip.dialects.hip import hip_dialect

    return hip_dialect()


def _hip_add_context_arg() -> type[ModulePass]:
    from xhip.transforms.add_context_arg import HipAddContextArgPass

    return HipAddContextArgPass


def _hip_pool_allocs() -> type[ModulePass]:
    from xhip.transforms.hip_pool_allocs import HipPoolAllocsPass

    return HipPoolAllocsPass


def _hip_resolve_memref_dims() -> type[ModulePass]:
    from xhip.transforms.resolve_memref_dims import HipResolveMemrefDimsPass

    return HipResolveMemrefDimsPass


def _hip_hoist_alloc_size_arith() -> type[ModulePass]:
    from xhip.transforms.hoist_alloc_size_arith import HipHoistAllocSizeArithPass

    return HipHoistAllocSizeArithPass


def _hip_use_output_allocator() -> type[ModulePass]:
    from xhip.transforms.use_output_allocator import HipUseOutputAllocatorPass

    return HipUseOutputAllocatorPass


def _hip_check_pools() -> type[ModulePass]:
    from xhip.transforms.check_pools import HipCheckPoolsPass

    return HipCheckPoolsPass


XHIP_UNIVERSE = Universe(
    all_dialects={"hip": _hip},
    all_passes={
        "hip-add-context-arg": _hip_add_context_arg,
        "hip-pool-allocs": _hip_pool_allocs,
        "hip-resolve-memref-dims": _hip_resolve_memref_dims,
        "hip-hoist-alloc-size-arith": _hip_hoist_alloc_size_arith,
        "hip-use-output-allocator": _hip_use_output_allocator,
        "hip-check-pools": _hip_check_pools,
    },
)

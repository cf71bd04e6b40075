"""The kernels part of `xhip bench`: `scope=function` on kernel-compiler shapes.

Per shape (`xhip_harness.workloads.kernels`), in bytes at one alignment
(docs/bench.md, "Kernel-compiler shapes", defines each figure):

* no reuse: the sum of every alloc's bytes (one buffer each, as a per-block
  planner that hoists the allocs out of their loops would give);
* no pooling: the most bytes held at one program point, an alloc holding its
  bytes from its alloc to its dealloc, per iteration: what a caching
  allocator sees of the `memref.alloc`/`memref.dealloc` calls;
* the pool of `hip-pool-allocs{scope=function}`, packer=reference and best;
* the lower bound: the most bytes live at one program point, over the
  liveness analysis's interval sets (`buffer_liveness`), no layout below it.
"""

from __future__ import annotations

import time
from collections.abc import Callable
from dataclasses import dataclass
from functools import partial
from math import prod
from typing import Any

from xdsl.analysis.dataflow import DataFlowSolver, ProgramPoint
from xdsl.context import Context
from xdsl.dialects import func, memref
from xdsl.dialects.builtin import ModuleOp
from xdsl.ir import Operation, SSAValue
from xdsl.transforms.convert_scf_to_cf import ConvertScfToCf

from xhip.analysis.aliases import view_chain_root
from xhip.analysis.liveness import (
    BufferLiveness,
    BufferLivenessAnalysis,
    BufferUses,
    LiveBuffers,
    buffer_liveness,
)
from xhip.analysis.storage import element_storage
from xhip.ir import make_context, parse_module
from xhip.plan import PoolOptions, plan_function, pool_size
from xhip.planning.interval_packing import peak_live_bytes
from xhip.planning.interval_sets import IntervalSet
from xhip.planning.requests import align_up
from xhip.transforms.pool_module import pool_module
from xhip_harness.bench.report import table
from xhip_harness.workloads.kernels import (
    KernelProgram,
    cfg_softmax,
    flash_attention,
    shape_branch,
    tiled_matmul,
)


@dataclass(frozen=True)
class KernelShape:
    """A row of the part: a generated program, as it is or lowered to `cf`."""

    name: str
    make: Callable[[], KernelProgram]
    lower: bool = False
    """Run xDSL's `convert-scf-to-cf` on it first."""


SHAPES: tuple[KernelShape, ...] = (
    KernelShape("tiled_matmul", tiled_matmul),
    KernelShape("flash_attention", flash_attention),
    KernelShape("shape_branch", shape_branch),
    KernelShape("cfg_softmax", cfg_softmax),
    KernelShape("flash_attention (cf)", flash_attention, lower=True),
    KernelShape(
        "flash_attention, 32x128 tiles",
        partial(flash_attention, block_q=32, block_kv=128),
    ),
    KernelShape("flash_attention, 64 heads", partial(flash_attention, heads=64)),
    KernelShape(
        "tiled_matmul, block-end frees", partial(tiled_matmul, block_end_frees=True)
    ),
    KernelShape(
        "flash_attention, block-end frees",
        partial(flash_attention, block_end_frees=True),
    ),
    KernelShape(
        "shape_branch, block-end frees", partial(shape_branch, block_end_frees=True)
    ),
    KernelShape(
        "cfg_softmax, block-end frees", partial(cfg_softmax, block_end_frees=True)
    ),
)
"""The rows: each shape freeing right after the last use, the flash-attention
loop lowered to `cf` by xDSL, with tiles of 32 queries x 128 keys (where
the greedy's order leaves a gap) and with 64 heads one after the other (the
pass's time on 832 allocs), then each shape freeing at the end of the
block (where MLIR's ownership-based deallocation puts its deallocs)."""


@dataclass(frozen=True)
class KernelRow:
    """The figures of one shape (bytes are exact; `seconds` varies)."""

    shape: str
    allocs: int
    """`memref.alloc` ops of the function."""
    pooled: int
    """Of them, pooled by `scope=function` (packer=reference)."""
    allocs_run: int
    """Allocs one run executes: the allocator calls without pooling."""
    no_reuse: int
    no_pooling: int
    reference: int
    best: int
    lower_bound: int
    seconds: float
    """CPU seconds of `pool_module` (scope=function, packer=reference)."""

    @property
    def gap(self) -> int:
        """Bytes of the reference packer's pool above the lower bound."""
        return self.reference - self.lower_bound


def parsed(shape: KernelShape) -> tuple[ModuleOp, func.FuncOp]:
    """The shape's module (lowered to `cf` if the shape says so) and function."""
    context = make_context()
    module = parse_module(context, shape.make().text, f"{shape.name}.mlir")
    if shape.lower:
        ConvertScfToCf().apply(context, module)
    f = next(op for op in module.ops if isinstance(op, func.FuncOp))
    return module, f


def held_intervals(
    f: func.FuncOp, liveness: BufferLiveness
) -> dict[memref.AllocOp, IntervalSet]:
    """Per alloc, the program points (`liveness.ops`) where its bytes are held
    without pooling: from its alloc to its deallocs, along every path (the
    liveness transfer with the deallocs as the only uses; an alloc never freed
    holds to the exit)."""
    uses: dict[Operation, frozenset[SSAValue]] = {}
    freed: set[SSAValue] = set()
    for op in liveness.ops:
        if isinstance(op, memref.DeallocOp):
            root = view_chain_root(op.memref)
            if root is None:
                raise ValueError(
                    f"a dealloc of a value that is not an alloc's view: {op}"
                )
            uses[op] = frozenset({root})
            freed.add(root)
    allocs = [op for op in liveness.ops if isinstance(op, memref.AllocOp)]
    never = frozenset(a.memref for a in allocs if a.memref not in freed)
    solver = DataFlowSolver(Context())
    solver.load(BufferLivenessAnalysis, BufferUses(uses, frozenset(), never))
    solver.initialize_and_run(f)
    points: dict[SSAValue, list[int]] = {
        a.memref: [k] for k, a in _indexed(liveness, allocs)
    }
    for k, op in enumerate(liveness.ops):
        state = solver.lookup_state(ProgramPoint.before(op), LiveBuffers)
        for buffer in state.live if state is not None else ():
            points[buffer].append(k)
    return {a: IntervalSet.of_points(points[a.memref]) for a in allocs}


def _indexed(
    liveness: BufferLiveness, allocs: list[memref.AllocOp]
) -> list[tuple[int, memref.AllocOp]]:
    return [(liveness.index(a), a) for a in allocs]


def _bytes(alloc: memref.AllocOp) -> int:
    """The bytes of an alloc of static shape."""
    t = alloc.memref.type
    storage = element_storage(t.get_element_type())
    assert storage is not None
    return storage.size * prod(d for d in t.get_shape() if d >= 0)


def measure(shape: KernelShape, alignment: int = 256) -> KernelRow:
    """The figures of `shape` at `alignment` (the pass's default, 256)."""
    _, f = parsed(shape)
    liveness = buffer_liveness(f)
    allocs = [op for op in liveness.ops if isinstance(op, memref.AllocOp)]
    sizes = [align_up(_bytes(a), alignment) for a in allocs]
    held = held_intervals(f, liveness)
    pools: dict[str, int] = {}
    pooled = 0
    for packer in ("reference", "best"):
        options = PoolOptions(alignment=alignment, scope="function", packer=packer)
        plan = plan_function(f, options)
        assert plan is not None
        pools[packer] = pool_size(plan)
        if packer == "reference":
            pooled = len(plan.allocs)
    module, _ = parsed(shape)
    start = time.process_time()
    pool_module(
        module, PoolOptions(alignment=alignment, scope="function"), remarks=False
    )
    seconds = time.process_time() - start
    return KernelRow(
        shape=shape.name,
        allocs=len(allocs),
        pooled=pooled,
        allocs_run=shape.make().allocs_run,
        no_reuse=sum(sizes),
        no_pooling=peak_live_bytes([held[a] for a in allocs], sizes),
        reference=pools["reference"],
        best=pools["best"],
        lower_bound=peak_live_bytes([liveness.intervals[a] for a in allocs], sizes),
        seconds=seconds,
    )


HEADER = [
    "shape",
    "allocs",
    "pooled",
    "allocs run",
    "no reuse",
    "no pooling",
    "xhip reference",
    "xhip best",
    "lower bound",
    "gap",
    "pass s",
]


def run_kernels(alignment: int = 256) -> tuple[str, dict[str, Any]]:
    """The part's markdown and JSON data."""
    rows = [measure(s, alignment) for s in SHAPES]
    text = (
        "## 4. Kernel-compiler shapes (`scope=function`)\n\n"
        f"Bytes at alignment {alignment} (every size rounded up to it). `allocs "
        "run`: the allocator calls of one run without pooling (with pooling, one "
        "`hip.get_pool`); `no reuse`: the sum of the allocs' bytes; `no pooling`: "
        "the most bytes held at one program point, each alloc from its alloc to "
        "its dealloc, per iteration (what a caching allocator sees); `xhip`: the "
        "pool of `hip-pool-allocs{scope=function}` per packer; `lower bound`: the "
        "most bytes live at one program point over the liveness analysis's "
        "interval sets; `gap`: xhip reference - lower bound; `pass s`: CPU "
        "seconds of `pool_module` (scope=function, packer=reference).\n\n"
        + table(HEADER, [_cells(r) for r in rows])
    )
    data: dict[str, Any] = {
        "alignment": alignment,
        "rows": [
            {
                "shape": r.shape,
                "allocs": r.allocs,
                "pooled": r.pooled,
                "allocs_run": r.allocs_run,
                "no_reuse": r.no_reuse,
                "no_pooling": r.no_pooling,
                "reference": r.reference,
                "best": r.best,
                "lower_bound": r.lower_bound,
                "gap": r.gap,
                "seconds": r.seconds,
            }
            for r in rows
        ],
    }
    return text, data


def _cells(r: KernelRow) -> list[object]:
    return [
        r.shape,
        r.allocs,
        r.pooled,
        r.allocs_run,
        r.no_reuse,
        r.no_pooling,
        r.reference,
        r.best,
        r.lower_bound,
        r.gap,
        round(r.seconds, 3),
    ]

"""Static packing quality on the MiniMalloc "challenging" instances (bench part 1).

Each instance (`id,lower,upper,size`, buffer live over the half-open `[lower,
upper)`) becomes a function of static `memref<SIZExi8>` allocs whose block
lifetimes are exactly as disjoint or overlapping as the intervals, and goes
through the real `hip-pool-allocs` pass with `alignment=1` (raw bytes, like the
published figures). The pool is the function's one domain's static prefix
(`hipdnn.pool_size`); the lower bound is the instance's max load.
"""

from __future__ import annotations

import csv
import time
from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import cast

from xdsl.dialects import func
from xdsl.dialects.builtin import IntegerAttr, ModuleOp
from xdsl.parser import Parser

from xhip.analysis.lifetimes import pool_candidates
from xhip.analysis.storage import element_storage
from xhip.ir import make_context
from xhip.plan import PackerName
from xhip.planning.best.budget import DEFAULT_EFFORT
from xhip.planning.best.search import SearchStats, search_pack
from xhip.planning.requests import Lifetime, align_up, max_load
from xhip.transforms.hip_pool_allocs import HipPoolAllocsPass


@dataclass(frozen=True)
class Buffer:
    id: str
    lower: int
    upper: int
    """Exclusive: the buffer is live over `[lower, upper)`."""
    size: int


@dataclass(frozen=True)
class Instance:
    name: str
    capacity: int
    """The number in the file name: a packing of this size exists."""
    buffers: tuple[Buffer, ...]

    @property
    def lower_bound(self) -> int:
        """Max load: the largest total size live at one time."""
        # [lower, upper) on integer times is the closed [lower, upper - 1].
        return max_load(
            (Lifetime(b.lower, b.upper - 1), b.size)
            for b in self.buffers
            if b.upper > b.lower
        )


def load_instance(path: Path) -> Instance:
    """Reads `NAME.CAPACITY.csv`."""
    name, capacity, _ = path.name.split(".", 2)
    with path.open(newline="") as f:
        rows = list(csv.DictReader(f))
    buffers: list[Buffer] = []
    for line, row in enumerate(rows, start=2):
        try:
            b = Buffer(
                row["id"], int(row["lower"]), int(row["upper"]), int(row["size"])
            )
        except (KeyError, TypeError, ValueError) as e:
            raise ValueError(f"{path}:{line}: error: bad row {row} ({e})") from None
        if b.upper <= b.lower or b.size < 0:
            raise ValueError(f"{path}:{line}: error: empty interval or negative size")
        buffers.append(b)
    return Instance(name, int(capacity), tuple(buffers))


def load_instances(
    directory: Path, names: Sequence[str] | None = None
) -> list[Instance]:
    paths = sorted(directory.glob("*.csv"))
    if not paths:
        raise ValueError(f"{directory}: error: no MiniMalloc instances (*.csv) found")
    instances = [load_instance(p) for p in paths]
    if names:
        wanted = set(names)
        unknown = wanted - {i.name for i in instances}
        if unknown:
            raise ValueError(
                f"{directory}: error: no instance {', '.join(sorted(unknown))}"
            )
        instances = [i for i in instances if i.name in wanted]
    return instances


def instance_function(instance: Instance) -> str:
    """The instance as a function: one alloc or one last use per event, in time order.

    At one time, the last uses of buffers ending there (`upper = T`, live until
    `T - 1`) come before the allocs of buffers starting there (`lower = T`): so
    `[l, u)` and `[u, v)` get disjoint block lifetimes, and overlapping intervals
    overlapping ones. Ties among allocs (or among last uses) keep file order.
    """
    events: list[tuple[int, int, int]] = []
    for k, b in enumerate(instance.buffers):
        events.append((b.lower, 1, k))
        events.append((b.upper, 0, k))
    events.sort()
    lines = [f"func.func @minimalloc_{instance.name}(%ctx: !hip.context) {{"]
    for _, is_alloc, k in events:
        size = instance.buffers[k].size
        t = f"memref<{size}xi8>"
        if is_alloc:
            lines.append(f"  %b{k} = memref.alloc() : {t}")
        else:
            lines.append(f"  hip.silu(%ctx) ins(%b{k} : {t}) outs(%b{k} : {t})")
    lines.append("  func.return")
    lines.append("}")
    return "builtin.module {\n" + "\n".join(lines) + "\n}\n"


def block_max_load(module: ModuleOp) -> int:
    """Max load of the function's allocs over their block lifetimes (pass's view)."""
    f = next(op for op in module.walk() if isinstance(op, func.FuncOp))
    items: list[tuple[Lifetime, int]] = []
    for c in pool_candidates(f.body.blocks[0]):
        t = c.alloc.memref.type
        storage = element_storage(t.get_element_type())
        assert storage is not None
        items.append((c.lifetime, storage.size * t.get_shape()[0]))
    return max_load(items)


@dataclass(frozen=True)
class StaticResult:
    instance: str
    buffers: int
    lower_bound: int
    packer: str
    alignment: int
    pool: int
    seconds: float
    effort: int | None = None
    """work units the search spent (`packer=best`), None for other packers"""
    capacity: int = 0
    """the number in the file name (MiniMalloc's capacity)"""
    reproduced: bool = True
    """a second run of the search alone gave the same pool"""

    @property
    def ratio(self) -> float:
        return self.pool / self.lower_bound


def _requests(module: ModuleOp) -> tuple[list[Lifetime], list[int]]:
    f = next(op for op in module.walk() if isinstance(op, func.FuncOp))
    lifetimes: list[Lifetime] = []
    sizes: list[int] = []
    for c in pool_candidates(f.body.blocks[0]):
        t = c.alloc.memref.type
        storage = element_storage(t.get_element_type())
        assert storage is not None
        lifetimes.append(c.lifetime)
        sizes.append(storage.size * t.get_shape()[0])
    return lifetimes, sizes


def run_instance(
    instance: Instance,
    packer: str,
    effort: int = DEFAULT_EFFORT,
    time_limit_ms: int | None = None,
    alignment: int = 1,
) -> StaticResult:
    """Parses the converted function, runs the pass, reads `hipdnn.pool_size`.

    With `packer=best` the search is then run once more on its own, on the
    pass's lifetimes, for the work it spent (and to see the pool again)."""
    ctx = make_context()
    module = Parser(ctx, instance_function(instance)).parse_module()
    converted = block_max_load(module)
    if converted != instance.lower_bound:
        raise AssertionError(
            f"{instance.name}: converted max load {converted} != "
            f"CSV max load {instance.lower_bound}"
        )
    lifetimes, sizes = _requests(module)
    p = HipPoolAllocsPass(
        alignment=alignment,
        packer=cast(PackerName, packer),
        packer_effort=effort,
        packer_time_limit_ms=time_limit_ms,
    )
    start = time.perf_counter()
    p.apply(ctx, module)
    seconds = time.perf_counter() - start
    if "hipdnn.domain_count" in module.attributes:
        raise AssertionError(
            f"{instance.name}: static allocs split into several domains"
        )
    pool = module.attributes["hipdnn.pool_size"]
    assert isinstance(pool, IntegerAttr)
    used: int | None = None
    reproduced = True
    if packer == "best":
        stats = SearchStats()
        search_pack(
            lifetimes,
            sizes,
            alignment,
            effort=effort,
            time_limit_ms=time_limit_ms,
            stats=stats,
        )
        used = stats.effort
        reproduced = align_up(stats.result, alignment) == pool.value.data
    return StaticResult(
        instance.name,
        len(instance.buffers),
        instance.lower_bound,
        packer,
        alignment,
        pool.value.data,
        seconds,
        used,
        instance.capacity,
        reproduced,
    )

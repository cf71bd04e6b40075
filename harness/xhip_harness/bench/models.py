"""The models part of `xhip bench`: hip-pool-allocs on the corpus of real models
(tests/corpus, made by `python -m xhip_harness.corpus`).

Per corpus file (model x bufferization), in bytes with every dynamic size
value at `DYNAMIC_SIZE` (each leaf of the index arithmetic, `memref.dim` of an
argument or a loaded value, takes that value; `xhip.check.evaluate`):

* allocs: the function's `memref.alloc` ops; pooled: those the default pass
  turned into views;
* the pool bytes of three option sets (the sum of the `hip.get_pool` sizes);
* the lower bound: the most bytes live at once among the entry block's
  candidates, each from its first use to its last (aligned to 256, as the pass
  aligns); the sum of the entry block's allocs (aligned the same);
* hip-ep's pool: `$HIP_REF_OPT --hipref-extra-dialects --hip-pool-allocs` on
  the same input, its `hip.get_pool` sizes (read from its generic form)
  evaluated the same way;
* parse and pass CPU seconds (default options).

The corpus files have no `!hip.context` argument (mlir-opt writes them); it is
added to `@main_graph` by text, in place of `hip-add-context-arg`. A file xhip
(or hip-ep) cannot read or pool gets its row with the reason, in one line.
"""

from __future__ import annotations

import json
import subprocess
import time
from collections.abc import Callable
from dataclasses import dataclass, field
from math import prod
from pathlib import Path
from typing import Any

from xdsl.dialects import func, memref
from xdsl.dialects.builtin import ModuleOp
from xdsl.ir import Block

from xhip.analysis.lifetimes import LifetimeStart, pool_candidates
from xhip.analysis.storage import element_storage
from xhip.diagnostics import one_line_error
from xhip.dialects.hip import GetPoolOp
from xhip.extras import require_for_command
from xhip.ir import make_context, parse_module
from xhip.plan import PoolOptions
from xhip.planning.requests import align_up, max_load
from xhip.transforms.pool_module import pool_module
from xhip_harness.bench.report import table
from xhip_harness.bench.speed import reference_binary

DYNAMIC_SIZE = 64
ALIGNMENT = 256
VARIANTS = ("loops", "bufferized", "dealloc")
ENTRY = "main_graph"
DEFAULT_CORPUS = Path(__file__).resolve().parents[3] / "tests" / "corpus"
"""The corpus of a source checkout (it is not installed with xhip)."""

OPTION_SETS: dict[str, PoolOptions] = {
    "default": PoolOptions(),
    "scope=function": PoolOptions(scope="function"),
    "best first-use": PoolOptions(packer="best", lifetime_start="first-use"),
}


@dataclass
class ModelRow:
    """The figures of one corpus file; None where not measured (`why` says)."""

    model: str
    variant: str
    allocs: int | None = None
    pooled: int | None = None
    pools: dict[str, int | None] = field(default_factory=dict[str, int | None])
    lower_bound: int | None = None
    sum_allocs: int | None = None
    hip_ep: int | None = None
    parse_seconds: float | None = None
    pass_seconds: float | None = None
    why: list[str] = field(default_factory=list[str])


def with_context(text: str) -> str:
    """`text` with `%hip_ctx: !hip.context` as `@main_graph`'s first argument."""
    return text.replace(
        f"func.func @{ENTRY}(", f"func.func @{ENTRY}(%hip_ctx: !hip.context, ", 1
    )


def _function(module: ModuleOp) -> func.FuncOp:
    for op in module.ops:
        if isinstance(op, func.FuncOp) and op.sym_name.data == ENTRY:
            return op
    raise ValueError(f"no @{ENTRY}")


def _values(block: Block) -> Callable[[Any], int]:
    """The value of an SSA value of `block`'s top level, every leaf at
    `DYNAMIC_SIZE`."""
    import numpy as np

    from xhip.check.evaluate import BlockEvaluator

    evaluator = BlockEvaluator(block)
    leaves = [np.array([DYNAMIC_SIZE], dtype=np.uint64) for _ in evaluator.leaves]
    batch = evaluator.evaluate(leaves)
    return lambda value: int(batch.values[value][0])


def _bytes(alloc: memref.AllocOp, value: Callable[[Any], int]) -> int:
    kind = alloc.memref.type
    storage = element_storage(kind.get_element_type())
    if storage is None:
        raise ValueError(f"element type {kind.get_element_type()} has no size")
    static = prod(d for d in kind.get_shape() if d >= 0)
    dynamic = prod(value(v) for v in alloc.dynamic_sizes)
    return align_up(storage.size * static * dynamic, ALIGNMENT)


def pool_bytes(f: func.FuncOp) -> int:
    """The sum of `f`'s `hip.get_pool` sizes (each in the entry block)."""
    block = f.body.blocks[0]
    pools = [op for op in f.walk() if isinstance(op, GetPoolOp)]
    if any(p.parent_block() is not block for p in pools):
        raise ValueError("a pool outside the entry block")
    value = _values(block)
    return sum(value(p.pool_size) for p in pools)


def _allocs(f: func.FuncOp) -> list[memref.AllocOp]:
    return [op for op in f.walk() if isinstance(op, memref.AllocOp)]


def _parse(text: str, name: str) -> tuple[ModuleOp, float]:
    start = time.process_time()
    module = parse_module(make_context(), text, name)
    module.verify()
    return module, time.process_time() - start


def _first_line(error: BaseException) -> str:
    return one_line_error(error).strip().splitlines()[0][:160]


def hip_ep_pool(binary: str, text: str, name: str) -> int:
    """hip-ep's pool bytes on `text`: its pass run, its output read by xhip."""
    done = subprocess.run(
        [
            binary,
            "--hipref-extra-dialects",
            "--hip-pool-allocs",
            "--mlir-disable-threading",
            # Generic form: xhip's parser reads the `dense_resource` initializer
            # of a `memref.global` only with its type.
            "--mlir-print-op-generic",
            "-",
        ],
        input=text,
        capture_output=True,
        text=True,
        check=False,
    )
    if done.returncode != 0:
        lines = [line for line in done.stderr.splitlines() if "error" in line]
        raise ValueError((lines or done.stderr.splitlines() or ["failed"])[0][:160])
    try:
        module, _ = _parse(done.stdout, f"hip-ep output of {name}")
    except Exception as error:
        raise ValueError(
            f"pooled; xhip cannot read its output: {_first_line(error)}"
        ) from None
    return pool_bytes(_function(module))


def measure(path: Path, model: str, variant: str) -> ModelRow:
    """The row of one corpus file."""
    row = ModelRow(model, variant)
    text = with_context(path.read_text())
    try:
        module, row.parse_seconds = _parse(text, path.name)
        f = _function(module)
    except Exception as error:  # reported in the row
        row.why.append(f"xhip cannot read it: {_first_line(error)}")
    else:
        _measure_xhip(row, text, path.name, f)
    binary = reference_binary()
    if binary is not None:
        try:
            row.hip_ep = hip_ep_pool(binary, text, path.name)
        except Exception as error:
            row.why.append(f"hip-ep: {_first_line(error)}")
    return row


def _measure_xhip(row: ModelRow, text: str, name: str, f: func.FuncOp) -> None:
    allocs = _allocs(f)
    row.allocs = len(allocs)
    block = f.body.blocks[0]
    try:
        value = _values(block)
        top = [a for a in allocs if a.parent_block() is block]
        row.sum_allocs = sum(_bytes(a, value) for a in top)
        candidates = pool_candidates(block, LifetimeStart.FIRST_USE)
        row.lower_bound = max_load(
            (c.lifetime, _bytes(c.alloc, value)) for c in candidates
        )
    except Exception as error:
        row.why.append(f"bounds: {_first_line(error)}")
    for label, options in OPTION_SETS.items():
        module, _ = _parse(text, name)
        start = time.process_time()
        try:
            pool_module(module, options, remarks=False)
        except Exception as error:
            row.pools[label] = None
            row.why.append(f"{label}: {_first_line(error)}")
            continue
        seconds = time.process_time() - start
        pooled_f = _function(module)
        if label == "default":
            row.pass_seconds = seconds
            row.pooled = len(allocs) - len(_allocs(pooled_f))
        try:
            row.pools[label] = pool_bytes(pooled_f)
        except Exception as error:
            row.pools[label] = None
            row.why.append(f"{label} pool: {_first_line(error)}")


def corpus_files(corpus: Path) -> list[tuple[str, str, Path]]:
    """(model, variant, path) in the manifest's order, the variants in
    `VARIANTS` order."""
    manifest = json.loads((corpus / "manifest.json").read_text())
    return [
        (m["name"], v, corpus / m["files"][v])
        for m in manifest["models"]
        for v in VARIANTS
        if v in m["files"]
    ]


HEADER = [
    "model",
    "variant",
    "allocs",
    "pooled",
    *OPTION_SETS,
    "lower bound",
    "sum of allocs",
    "hip-ep",
    "parse s",
    "pass s",
    "why not measured",
]


def _cell(value: int | float | None) -> object:
    if value is None:
        return "-"
    return round(value, 3) if isinstance(value, float) else value


def _cells(r: ModelRow) -> list[object]:
    return [
        r.model,
        r.variant,
        _cell(r.allocs),
        _cell(r.pooled),
        *(_cell(r.pools.get(label)) for label in OPTION_SETS),
        _cell(r.lower_bound),
        _cell(r.sum_allocs),
        _cell(r.hip_ep),
        _cell(r.parse_seconds),
        _cell(r.pass_seconds),
        "; ".join(r.why),
    ]


def run_models(
    corpus: Path | None = None, only: tuple[str, ...] = ()
) -> tuple[str, dict[str, Any]]:
    """The part's markdown and JSON data."""
    require_for_command("xhip bench --parts models", "numpy")
    directory = corpus or DEFAULT_CORPUS
    rows = [
        measure(path, model, variant)
        for model, variant, path in corpus_files(directory)
        if not only or model in only
    ]
    reference = "`$HIP_REF_OPT`" if reference_binary() else "not run: set `HIP_REF_OPT`"
    text = (
        "## 5. Real models (tests/corpus)\n\n"
        f"Bytes with every dynamic size value at {DYNAMIC_SIZE}, allocations "
        f"aligned to {ALIGNMENT}. `allocs`: `memref.alloc` ops of `@main_graph`; "
        "`pooled`: those the default pass made views; then the pool bytes of "
        "default, `scope=function` and `packer=best lifetime-start=first-use`; "
        "`lower bound`: the most bytes live at once among the entry block's "
        "candidates (first use to last use); `sum of allocs`: the entry block's "
        f"allocs; `hip-ep`: hip-ep's pass ({reference}); `parse s`, `pass s`: "
        "CPU seconds of xhip's parser and of the default pass. The context "
        "argument is added by text (the files are as mlir-opt writes them).\n\n"
        + table(HEADER, [_cells(r) for r in rows])
    )
    data: dict[str, Any] = {
        "dynamic_size": DYNAMIC_SIZE,
        "alignment": ALIGNMENT,
        "rows": [r.__dict__ for r in rows],
    }
    return text, data

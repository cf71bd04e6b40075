"""The campaign's fuzz part: random programs original vs pooled on a backend.

Each program (`xhip_harness.fuzz.program`, drawn from a seeded chooser) runs
first on NumPy and on the backend (their outputs must agree within `_close`'s
tolerance), then is pooled in every `fuzz_configs` configuration and run
original vs pooled on the backend (bit-identical, `differential`).

* A program NumPy cannot run either (addresses as integers, calls, unregistered
  ops: the fuzzer marks them not executable) is a **skip**, counted by the
  reason NumPy gave; it is never run on the backend. A program NumPy runs and
  the backend does not is a **finding**, as is a program the fuzzer calls
  executable that NumPy cannot run, a pass failure and any differing bit.
* A configuration with nothing to pool in a program is counted apart.
* Program `k` of seed `s` comes from `RandomChooser(s * 1_000_003 + k)` (as
  in `python -m xhip_harness.fuzz --engine random`); where that number is odd
  the program also overwrites the buffers sizes are loaded from
  (`overwrite_lens`, what the fuzzer draws for the companion tail).
* Deterministic: a program's inputs and garbage come from fixed seeds, and
  `packer=best` is cut by its work budget (`packer-effort`), never by the
  clock; so a program's result depends on nothing else, and `jobs` worker
  processes (programs handed out in chunks, results merged in program order)
  give the same report as one, but for the timings.
"""

from __future__ import annotations

import multiprocessing
import re
import time
from collections.abc import Callable, Sequence
from concurrent.futures import ProcessPoolExecutor
from dataclasses import dataclass, field
from typing import Any, cast

import numpy as np
from xdsl.context import Context
from xdsl.dialects import func
from xdsl.dialects.builtin import ModuleOp

from xhip.analysis.lifetimes import LifetimeStart
from xhip.plan import PoolOptions
from xhip.planning.best.budget import DEFAULT_EFFORT
from xhip_harness.execute.backend import get_backend
from xhip_harness.execute.differential import differential, make_arguments
from xhip_harness.execute.interpreter import Executor
from xhip_harness.execute.memory import ExecutionError, PackedBits
from xhip_harness.execute.memory_model import Backend
from xhip_harness.gpu.campaign import pooled

SEED_STRIDE = 1_000_003
"""Program `k` of seed `s` is drawn by `RandomChooser(s * SEED_STRIDE + k)`."""


@dataclass(frozen=True)
class FuzzConfig:
    """A pass configuration every fuzz program is pooled with."""

    name: str
    options: PoolOptions
    tail: bool = False
    """hip-ep's passes before the pool pass first (`tail_passes`: hip-use-output-
    allocator, hip-resolve-memref-dims, cse, hip-hoist-alloc-size-arith
    {hoist-loads=true}); the original is then the function after
    hip-use-output-allocator, so outputs are compared by `out_idx`."""


def fuzz_configs(effort: int = DEFAULT_EFFORT) -> tuple[FuzzConfig, ...]:
    """lifetime-only true/false x alignment 64, 256, 4096; at alignment 256
    `packer=best` (budget `effort`), `lifetime-start=first-use`, both, and the
    companion tail before the pass (default options, and best + first-use).
    Alignment 1 is left out: on a device a typed view at an odd byte is refused."""
    first = LifetimeStart.FIRST_USE
    best = PoolOptions(packer="best", packer_effort=effort)
    best_first = PoolOptions(packer="best", packer_effort=effort, lifetime_start=first)
    return (
        *(
            FuzzConfig(
                f"lifetime-only={str(lo).lower()} alignment={a}",
                PoolOptions(alignment=a, lifetime_only=lo),
            )
            for lo in (True, False)
            for a in (64, 256, 4096)
        ),
        FuzzConfig("packer=best alignment=256", best),
        FuzzConfig("first-use alignment=256", PoolOptions(lifetime_start=first)),
        FuzzConfig("packer=best first-use alignment=256", best_first),
        FuzzConfig("tail alignment=256", PoolOptions(), tail=True),
        FuzzConfig("tail packer=best first-use alignment=256", best_first, tail=True),
    )


@dataclass
class ProgramResult:
    """One fuzz program on the backend."""

    seed: int
    """The chooser's seed (`s * SEED_STRIDE + k`)."""
    skipped: str | None = None
    """Why it was not run (NumPy cannot run it either), or None."""
    ran: bool = False
    """The original ran on NumPy and on the backend."""
    pooled: int = 0
    nothing_to_pool: int = 0
    executed: int = 0
    """Differential runs (original vs pooled) on the backend."""
    agrees: bool = False
    """The original's outputs on the backend and on NumPy agree (`_close`)."""
    findings: list[str] = field(default_factory=list[str])
    executed_by_config: dict[str, int] = field(default_factory=dict[str, int])


@dataclass
class FuzzReport:
    """The programs' results added up in program order (`fuzz.json`)."""

    seeds: list[int] = field(default_factory=list[int])
    per_seed: int = 0
    """Programs drawn from each seed."""
    drawn: int = 0
    programs: int = 0
    """Programs run: NumPy and the backend ran the original."""
    skipped: dict[str, int] = field(default_factory=dict[str, int])
    """Programs not run, by the reason NumPy gave (it cannot run them either)."""
    pooled: int = 0
    """Pooled functions (programs x configurations with something to pool)."""
    nothing_to_pool: int = 0
    executed: int = 0
    agree_with_numpy: int = 0
    """Programs whose original run on the backend matches NumPy's within tolerance."""
    findings: list[str] = field(default_factory=list[str])
    disagreements: list[str] = field(default_factory=list[str])
    configs: list[str] = field(default_factory=list[str])
    executed_by_config: dict[str, int] = field(default_factory=dict[str, int])
    packer_effort: int = DEFAULT_EFFORT
    jobs: int = 1
    seconds: float = 0.0

    def add(self, r: ProgramResult) -> None:
        self.drawn += 1
        if r.skipped is not None:
            self.skipped[r.skipped] = self.skipped.get(r.skipped, 0) + 1
            return
        self.findings += r.findings
        if not r.ran:
            return
        self.programs += 1
        self.pooled += r.pooled
        self.nothing_to_pool += r.nothing_to_pool
        self.executed += r.executed
        if r.agrees:
            self.agree_with_numpy += 1
        else:
            self.disagreements.append(f"seed {r.seed}")
        for name, n in r.executed_by_config.items():
            self.executed_by_config[name] = self.executed_by_config.get(name, 0) + n

    @property
    def failed(self) -> bool:
        return bool(self.findings or self.disagreements)


def _close(a: Any, b: Any) -> bool:
    """NumPy and the device within f16-level tolerance (exact for integers, bits)."""
    if isinstance(a, PackedBits) or isinstance(b, PackedBits):
        if not (isinstance(a, PackedBits) and isinstance(b, PackedBits)):
            return False
        return bool(np.array_equal(a.read(), b.read()))
    if not isinstance(a, np.ndarray) or not isinstance(b, np.ndarray):
        return bool(a == b) or (a != a and b != b)
    x, y = cast(np.ndarray[Any, Any], a), cast(np.ndarray[Any, Any], b)
    if x.shape != y.shape:
        return False
    if x.dtype == object or y.dtype == object:
        return x.dtype == y.dtype  # stored buffers are addresses: they differ by design
    if np.issubdtype(x.dtype, np.floating):
        return bool(
            np.allclose(
                x.astype(np.float64),
                y.astype(np.float64),
                rtol=2e-2,
                atol=2e-2,
                equal_nan=True,
            )
        )
    return bool(np.array_equal(x, y))


def _reason(error: ExecutionError) -> str:
    """NumPy's reason, without the program's value names (for counting)."""
    return "NumPy cannot run it: " + re.sub(r"%[\w.$-]+", "%_", str(error))


def _body_function(module: ModuleOp) -> func.FuncOp:
    """The generated function (not a callee of it)."""
    from xhip_harness.fuzz.runner import case_function

    return case_function(module)


def _run_all(backend: Backend, f: func.FuncOp, args: Sequence[Any]) -> list[Any]:
    """Results, outputs and argument buffers after running `f` (NumPy args,
    converted)."""
    types = [a.type for a in f.body.blocks[0].args]
    values = [
        backend.from_numpy(a, t) if isinstance(a, np.ndarray | PackedBits) else a
        for a, t in zip(args, types, strict=True)
    ]
    ex = Executor(0, backend)
    results = ex.run(f, values)
    outputs = [ex.outputs[k] for k in sorted(ex.outputs)]
    return [*results, *outputs, *(v for v in values if backend.is_buffer(v))]


def _tailed(module: ModuleOp) -> tuple[ModuleOp, ModuleOp]:
    """(the original after hip-use-output-allocator, the module after the whole
    tail): outputs are compared by `out_idx` (`xhip_harness.fuzz.runner.run_case`)."""
    from xhip.transforms.use_output_allocator import HipUseOutputAllocatorPass
    from xhip_harness.fuzz.runner import tail_passes

    original = module.clone()
    HipUseOutputAllocatorPass().apply(Context(), original)
    tailed = module.clone()
    for p in tail_passes():
        p.apply(Context(), tailed)
    return original, tailed


def run_program(
    backend: Backend,
    reference: Backend,
    seed: int,
    configs: Sequence[FuzzConfig],
    max_steps: int = 40,
) -> ProgramResult:
    """Draws program `seed`, runs it on NumPy and `backend`, pools and compares it."""
    from xhip_harness.fuzz.program import RandomChooser, build_program
    from xhip_harness.fuzz.runner import parse_case

    result = ProgramResult(seed)
    # No vector elements: the torch backend does not lay them out.
    case = build_program(
        RandomChooser(seed), max_steps, overwrite_lens=seed % 2 == 1, vectors=False
    )
    module = parse_case(case)
    original = _body_function(module)
    args = make_arguments(
        original,
        np.random.default_rng(0),
        scalars=case.scalars,
        shapes=case.shapes,
        contents=case.contents,
    )
    try:
        on_numpy = _run_all(reference, original, args)
    except ExecutionError as e:
        if case.executable:
            result.findings.append(
                f"seed {seed}: NumPy cannot run a program the fuzzer calls "
                f"executable: {e}"
            )
        else:
            result.skipped = _reason(e)
        return result
    try:
        on_backend = [backend.to_numpy(v) for v in _run_all(backend, original, args)]
    except ExecutionError as e:
        result.findings.append(
            f"seed {seed}: the original does not run on {backend.name} "
            f"(it runs on NumPy): {e}"
        )
        return result
    result.ran = True
    result.agrees = all(_close(a, b) for a, b in zip(on_numpy, on_backend, strict=True))
    tailed: tuple[ModuleOp, ModuleOp] | None = None
    for config in configs:
        source, before = module, original
        if config.tail:
            try:
                tailed = tailed or _tailed(module)
            except Exception as e:
                result.findings.append(f"seed {seed} {config.name}: tail failed: {e}")
                continue
            before, source = _body_function(tailed[0]), tailed[1]
        try:
            g, _ = pooled(source, config.options)
        except ValueError:
            result.nothing_to_pool += 1
            continue
        except Exception as e:
            result.findings.append(f"seed {seed} {config.name}: pass failed: {e}")
            continue
        result.pooled += 1
        try:
            outcome = differential(before, g, args, backend=backend)
        except ExecutionError as e:
            result.findings.append(f"seed {seed} {config.name}: pooled run failed: {e}")
            continue
        result.executed += 1
        result.executed_by_config[config.name] = (
            result.executed_by_config.get(config.name, 0) + 1
        )
        if outcome.mismatches:
            result.findings.append(
                f"seed {seed} {config.name}: differs: {', '.join(outcome.mismatches)}"
            )
    return result


# ---------------------------------------------------------------------------
# Worker processes
# ---------------------------------------------------------------------------

_WORKER: dict[str, Any] = {}
"""A worker process's backend, NumPy reference and configurations."""


def _init_worker(
    backend: str, device: str | None, effort: int, max_steps: int, threads: int
) -> None:
    made = get_backend(backend, device)
    torch = getattr(made, "torch", None)
    if torch is not None and threads > 0:
        torch.set_num_threads(threads)  # the CPU device: one core per worker
    _WORKER.update(
        backend=made,
        reference=get_backend("numpy"),
        configs=fuzz_configs(effort),
        max_steps=max_steps,
    )


def _run_chunk(seeds: Sequence[int]) -> list[ProgramResult]:
    w = _WORKER
    return [
        run_program(w["backend"], w["reference"], s, w["configs"], w["max_steps"])
        for s in seeds
    ]


def program_seeds(seeds: Sequence[int], per_seed: int) -> list[int]:
    return [s * SEED_STRIDE + k for s in seeds for k in range(per_seed)]


def fuzz(
    backend: Backend,
    examples: int,
    seeds: Sequence[int] = (0,),
    log: Callable[[str], None] = print,
    max_steps: int = 40,
    effort: int = DEFAULT_EFFORT,
    jobs: int = 1,
    chunk: int = 8,
    checkpoint: Callable[[FuzzReport], None] | None = None,
) -> FuzzReport:
    """`examples` programs from each seed, pooled in every `fuzz_configs(effort)`
    and run on `backend`; with `jobs` > 1 in that many worker processes (each
    makes its own backend of the same name and device). `checkpoint` gets the
    report so far every 250 programs (the programs before, in order)."""
    configs = fuzz_configs(effort)
    report = FuzzReport(
        seeds=list(seeds),
        per_seed=examples,
        configs=[c.name for c in configs],
        packer_effort=effort,
        jobs=jobs,
    )
    start = time.perf_counter()
    todo = program_seeds(seeds, examples)

    def progress(r: ProgramResult) -> None:
        report.add(r)
        if report.drawn % 250 == 0:
            report.seconds = time.perf_counter() - start
            log(
                f"  fuzz {report.drawn}/{len(todo)}: {report.programs} programs, "
                f"{report.executed} runs, {len(report.findings)} findings, "
                f"{report.seconds:.0f} s"
            )
            if checkpoint is not None:
                checkpoint(report)

    if jobs <= 1:
        reference = get_backend("numpy")
        for s in todo:
            progress(run_program(backend, reference, s, configs, max_steps))
    else:
        device = getattr(backend, "device", None)
        chunks = [todo[k : k + chunk] for k in range(0, len(todo), chunk)]
        context = multiprocessing.get_context("spawn")  # CUDA cannot be forked
        with ProcessPoolExecutor(
            jobs,
            mp_context=context,
            initializer=_init_worker,
            initargs=(
                backend.name,
                None if device is None else str(device),
                effort,
                max_steps,
                1,
            ),
        ) as pool:
            for results in pool.map(_run_chunk, chunks):
                for r in results:
                    progress(r)
    report.seconds = time.perf_counter() - start
    return report

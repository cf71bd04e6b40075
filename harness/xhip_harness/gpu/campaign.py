"""The GPU campaign: pooled models run on a device with one byte pool, bit for bit.

For each model (the bench decoder and vision encoder, as generated and with
every alloc hoisted to the top), binding and pass configuration:

* the original function runs with one `torch.empty` per `memref.alloc` and a
  drop at each `memref.dealloc` (PyTorch's caching allocator), the pooled one
  with one `torch.uint8` pool per `hip.get_pool` and views over its bytes;
* the outputs must be bit-identical, and the pool exactly the size the pass's
  plan gives at the binding;
* memory: `max_memory_allocated` / `max_memory_reserved` above what was live
  before the call (weights, arguments), for a full run (kernels make their
  outputs in fresh tensors before they are stored: those temporaries count) and
  for a buffers-only run (allocs, views and deallocs alone: what the allocator
  itself costs), against the max-load lower bound over true liveness;
* time per call: CUDA events around the whole call, after warm-up (the
  executor is Python: its dispatch is in both numbers).

Then random fuzz programs (`xhip_harness.gpu.fuzz`) pooled in several
configurations and run original-vs-pooled on the device.

The campaign also runs on the NumPy backend (no memory figures; wall-clock
times), which is how CI tests it.
"""

from __future__ import annotations

import time
from collections.abc import Callable, Generator, Sequence
from contextlib import contextmanager
from dataclasses import asdict, dataclass, field
from typing import Any, cast

import numpy as np
from xdsl.dialects import func
from xdsl.dialects.builtin import MemRefType, ModuleOp
from xdsl.ir import Attribute, SSAValue

from xhip.analysis.lifetimes import LifetimeStart
from xhip.check.evaluate import value_name
from xhip.dialects.hip import ContextType
from xhip.ir import make_context
from xhip.plan import FunctionPlan, PoolOptions, plan_function
from xhip.planning.best.budget import DEFAULT_EFFORT
from xhip.transforms.emit import emit_function_plan
from xhip_harness.bench.dynamic import lower_bound, true_buffers
from xhip_harness.execute.interpreter import Executor
from xhip_harness.execute.memory_model import Backend, Buffer
from xhip_harness.workloads.programs import (
    DecoderConfig,
    Inputs,
    Program,
    Variant,
    VisionConfig,
    decoder,
    vision,
)

Json = dict[str, Any]


@dataclass(frozen=True)
class Config:
    """A column of the campaign: pass options; `hoisted_only` for first-use."""

    name: str
    options: PoolOptions
    hoisted_only: bool = False
    tail: bool = False
    """hip-ep's passes before the pool pass first (`tail_passes`)."""


def configs(effort: int = DEFAULT_EFFORT) -> list[Config]:
    """The pass configurations of the model table; `packer=best` searches are cut
    by the work budget `effort` (`packer-effort`), not by the clock."""
    first = LifetimeStart.FIRST_USE
    best_first = PoolOptions(packer="best", lifetime_start=first, packer_effort=effort)
    return [
        Config("reference", PoolOptions()),
        Config("grouped", PoolOptions(lifetime_only=False)),
        Config("packer=best", PoolOptions(packer="best", packer_effort=effort)),
        Config("first-use", PoolOptions(lifetime_start=first), hoisted_only=True),
        Config("best first-use", best_first, hoisted_only=True),
        Config("tail, best first-use", best_first, tail=True),
    ]


@dataclass(frozen=True)
class Model:
    name: str
    program: Program
    bindings: tuple[Inputs, ...]
    arguments: Callable[[Inputs], dict[str, tuple[tuple[int, ...], Any]]]
    """Binding -> argument name -> (shape, NumPy contents or None for random)."""
    hoisted: bool


def _decoder_arguments(
    c: DecoderConfig,
) -> Callable[[Inputs], dict[str, tuple[tuple[int, ...], Any]]]:
    def arguments(inputs: Inputs) -> dict[str, tuple[tuple[int, ...], Any]]:
        b, s, p = inputs["batch"], inputs["seq"], inputs["past"]
        positions = np.tile(np.arange(p, p + s, dtype=np.int64), (b, 1))
        ids = (np.arange(b * s, dtype=np.int64).reshape(b, s) * 7919) % c.vocab
        args: dict[str, tuple[tuple[int, ...], Any]] = {
            "ids": ((b, s), ids),
            "positions": ((b, s), positions),
            "cos": ((max(p + s, 1), c.head_dim // 2), None),
            "sin": ((max(p + s, 1), c.head_dim // 2), None),
            "logits": ((b, s, c.vocab), None),
        }
        for i in range(c.layers):
            args[f"past_k{i}"] = ((b, p, c.kv), None)
            args[f"past_v{i}"] = ((b, p, c.kv), None)
        return args

    return arguments


def _vision_arguments(
    c: VisionConfig,
) -> Callable[[Inputs], dict[str, tuple[tuple[int, ...], Any]]]:
    def arguments(inputs: Inputs) -> dict[str, tuple[tuple[int, ...], Any]]:
        b, h, w = inputs["batch"], inputs["height"], inputs["width"]
        n = (h // c.patch) * (w // c.patch)
        m = n // (c.merge * c.merge)
        half = c.hidden // c.heads // 2
        return {
            "pixels": ((b, 3, h, w), None),
            "positions": ((b, n), np.tile(np.arange(n, dtype=np.int64), (b, 1))),
            "cos": ((max(n, 1), half), None),
            "sin": ((max(n, 1), half), None),
            "out": ((b, m, c.out), None),
        }

    return arguments


DECODE_PREFILL = (
    {"batch": 1, "seq": 1, "past": 4096},
    {"batch": 1, "seq": 128, "past": 4096},
    {"batch": 1, "seq": 2048, "past": 0},
    {"batch": 1, "seq": 2048, "past": 4096},
)
IMAGES = (
    {"batch": 1, "height": 224, "width": 224},
    {"batch": 1, "height": 448, "width": 448},
    {"batch": 1, "height": 896, "width": 896},
    {"batch": 1, "height": 1344, "width": 1344},
)


def models(smoke: bool = False) -> list[Model]:
    """The bench decoder (4 layers, hidden 4096, MLP 11008, KV 1024, f16) and
    vision encoder, base and hoisted; `smoke`: tiny ones at small bindings."""
    if smoke:
        dc = DecoderConfig(
            layers=1, hidden=128, mlp=256, kv=64, heads=4, head_dim=32, vocab=256
        )
        vc = VisionConfig(
            blocks=1, hidden=64, heads=4, mlp=128, patch=14, merge=2, out=32
        )
        tokens: tuple[Inputs, ...] = (
            {"batch": 1, "seq": 1, "past": 16},
            {"batch": 1, "seq": 12, "past": 0},
        )
        images: tuple[Inputs, ...] = ({"batch": 1, "height": 56, "width": 84},)
    else:
        dc, vc, tokens, images = DecoderConfig(), VisionConfig(), DECODE_PREFILL, IMAGES
    result: list[Model] = []
    for variant in (Variant.BASE, Variant.HOISTED):
        suffix = "" if variant is Variant.BASE else "_hoisted"
        hoisted = variant is Variant.HOISTED
        result.append(
            Model(
                f"decoder{suffix}",
                decoder(dc, variant, f"decoder{suffix}"),
                tokens,
                _decoder_arguments(dc),
                hoisted,
            )
        )
        result.append(
            Model(
                f"vision{suffix}",
                vision(vc, variant, f"vision{suffix}"),
                images,
                _vision_arguments(vc),
                hoisted,
            )
        )
    return result


# ---------------------------------------------------------------------------
# Measuring one call
# ---------------------------------------------------------------------------


@dataclass
class Call:
    """One measured call of a function."""

    peak_allocated: int | None = None
    """`max_memory_allocated` above what was allocated before the call."""
    peak_reserved: int | None = None
    """`max_memory_reserved` above what was reserved before the call."""
    pool_bytes: int = 0


class Meter:
    """Memory and time of calls: CUDA statistics and events, or the CPU's clock."""

    def __init__(self, backend: Backend) -> None:
        self.backend = backend
        device = getattr(backend, "device", None)
        self.cuda = device is not None and getattr(device, "type", "") == "cuda"
        self.torch: Any = getattr(backend, "torch", None)
        self.private_pools = False
        """Whether the last measured call ran in a private pool."""

    def sync(self) -> None:
        if self.cuda:
            self.torch.cuda.synchronize()

    @contextmanager
    def memory(self, call: Call) -> Generator[None]:
        """Peak memory of the block above what was live before it.

        The call's allocations go to a fresh private pool of the caching
        allocator (`torch.cuda.MemPool`) where PyTorch has one, so that free
        room in the segments of the weights and arguments cannot hide what the
        call reserves; where it has none, to the default pool after
        `empty_cache`.
        """
        if not self.cuda:
            yield
            return
        cuda = self.torch.cuda
        cuda.synchronize()
        cuda.empty_cache()
        cuda.reset_peak_memory_stats()
        allocated, reserved = cuda.memory_allocated(), cuda.memory_reserved()
        pool: Any = None
        use = getattr(cuda, "use_mem_pool", None)
        try:
            pool = cuda.MemPool()
        except (AttributeError, RuntimeError):
            pool = None
        self.private_pools = pool is not None and use is not None
        if pool is not None and use is not None:
            with use(pool):
                yield
                cuda.synchronize()
            del pool
        else:
            yield
        cuda.synchronize()
        call.peak_allocated = cuda.max_memory_allocated() - allocated
        call.peak_reserved = cuda.max_memory_reserved() - reserved
        cuda.empty_cache()

    def time_ms(self, run: Callable[[], object], repeats: int, warmup: int) -> float:
        """Mean milliseconds per call over `repeats` calls after `warmup` calls."""
        for _ in range(warmup):
            run()
        if not self.cuda:
            start = time.perf_counter()
            for _ in range(repeats):
                run()
            return (time.perf_counter() - start) * 1000 / max(1, repeats)
        cuda = self.torch.cuda
        cuda.synchronize()
        begin, end = cuda.Event(enable_timing=True), cuda.Event(enable_timing=True)
        begin.record()
        for _ in range(repeats):
            run()
        end.record()
        end.synchronize()
        return float(begin.elapsed_time(end)) / max(1, repeats)


# ---------------------------------------------------------------------------
# Models
# ---------------------------------------------------------------------------


@dataclass
class Row:
    """One (model, binding, run) line of the memory table."""

    model: str
    binding: dict[str, int]
    run: str
    """`caching allocator` (the original) or the pass configuration."""
    lower_bound: int
    pool_bytes: int | None
    """Bytes of the pools the call made (None for the original)."""
    pass_bytes: int | None
    """The pool size of the pass's plan at the binding."""
    full: Call
    buffers: Call
    ms_per_call: float
    identical: bool | None
    """Outputs bit-identical to the original's (None for the original)."""
    finite: float | None = None
    """The fraction of the original's output elements that are finite numbers."""


def _function(module: ModuleOp) -> func.FuncOp:
    """The public function with a body (the functions it calls are private)."""
    (f,) = [
        op
        for op in module.walk()
        if isinstance(op, func.FuncOp)
        and op.body.blocks
        and (op.sym_visibility is None or op.sym_visibility.data != "private")
    ]
    return f


def with_tail(module: ModuleOp) -> ModuleOp:
    """A copy of `module` after hip-ep's passes before the pool pass
    (hip-use-output-allocator, hip-resolve-memref-dims, cse,
    hip-hoist-alloc-size-arith{hoist-loads=true})."""
    from xdsl.context import Context

    from xhip_harness.fuzz.runner import tail_passes

    copy = module.clone()
    for p in tail_passes():
        p.apply(Context(), copy)
    return copy


def pooled(module: ModuleOp, options: PoolOptions) -> tuple[func.FuncOp, FunctionPlan]:
    """A pooled copy of the module's function and the very plan it was emitted from."""
    copy = module.clone()
    f = _function(copy)
    plan = plan_function(f, options)
    if plan is None:
        raise ValueError("nothing to pool")
    emit_function_plan(plan)
    return f, plan


def plan_bytes(plan: FunctionPlan, env: dict[str, int]) -> int:
    values: dict[str | SSAValue, int] = {**env}
    binding = plan.binding(values)
    return sum(d.pool_size.evaluate(binding) for d in plan.domains)


def model_arguments(
    backend: Backend,
    f: func.FuncOp,
    spec: dict[str, tuple[tuple[int, ...], Any]],
    seed: int,
) -> list[Any]:
    """The function's arguments on the backend: given contents, else random."""
    args: list[Any] = []
    rng = np.random.default_rng(seed)
    for k, arg in enumerate(f.body.blocks[0].args):
        if isinstance(arg.type, ContextType):
            args.append(None)
            continue
        name = value_name(arg).lstrip("%")
        shape, contents = spec[name]
        t = cast(MemRefType[Attribute], arg.type)
        if contents is not None:
            args.append(backend.from_numpy(np.asarray(contents), t))
            continue
        random = getattr(backend, "random", None)
        if random is not None:
            args.append(random(t, shape, seed * 1000 + k))
        else:
            from xhip_harness.execute.differential import random_contents

            args.append(random_contents(t, shape, rng))
    return args


def _outputs_equal(backend: Backend, a: Sequence[Any], b: Sequence[Any]) -> bool:
    return all(
        backend.same_bits(x, y)
        for x, y in zip(a, b, strict=True)
        if backend.is_buffer(x) or backend.is_buffer(y)
    )


@dataclass
class Runner:
    backend: Backend
    meter: Meter
    repeats: int = 5
    warmup: int = 2
    log: Callable[[str], None] = print
    constants: dict[int, Buffer] = field(default_factory=dict[int, Buffer])

    def call(
        self, f: func.FuncOp, args: Sequence[Any], compute: bool = True
    ) -> tuple[Call, list[Any]]:
        copies = [self.backend.copy(a) for a in args]
        call = Call()
        with self.meter.memory(call):
            ex = Executor(
                0, self.backend, self.constants, compute, max_pool_bytes=1 << 42
            )
            results = ex.run(f, copies)
            results += [ex.outputs[k] for k in sorted(ex.outputs)]
            call.pool_bytes = sum(self.backend.nbytes(p) for p in ex.pools)
            del ex
        return call, [*copies, *results]

    def _finite(self, values: Sequence[Any], f: func.FuncOp) -> float:
        """Over the written arguments (`outs` of the model: logits, out)."""
        names = [value_name(a).lstrip("%") for a in f.body.blocks[0].args]
        written = [
            v for v, n in zip(values, names, strict=True) if n in ("logits", "out")
        ]
        return _finite_fraction(self.backend, written)

    def timed(self, f: func.FuncOp, args: Sequence[Any]) -> float:
        copies = [self.backend.copy(a) for a in args]

        def run() -> object:
            return Executor(
                0, self.backend, self.constants, max_pool_bytes=1 << 42
            ).run(f, copies)

        return self.meter.time_ms(run, self.repeats, self.warmup)

    def model(self, model: Model, chosen: Sequence[Config]) -> list[Row]:
        module = _parse(model.program.text)
        original = _function(module)
        buffers = true_buffers(original)
        variants: list[tuple[Config, func.FuncOp, FunctionPlan]] = []
        for config in chosen:
            if config.hoisted_only and not model.hoisted:
                continue
            start = time.perf_counter()
            source = with_tail(module) if config.tail else module
            g, plan = pooled(source, config.options)
            self.log(
                f"  {model.name} {config.name}: planned in {time.perf_counter() - start:.1f} s"
            )
            variants.append((config, g, plan))
        rows: list[Row] = []
        self.constants.clear()
        for inputs in model.bindings:
            env = model.program.environment(inputs)
            bound = lower_bound(buffers, env)
            args = model_arguments(self.backend, original, model.arguments(inputs), 1)
            self.call(original, args)  # warm-up: weights, library handles
            full, expected = self.call(original, args)
            only, _ = self.call(original, args, compute=False)
            ms = self.timed(original, args)
            rows.append(
                Row(
                    model.name,
                    dict(inputs),
                    "caching allocator",
                    bound,
                    None,
                    None,
                    full,
                    only,
                    ms,
                    None,
                    self._finite(expected[: len(args)], original),
                )
            )
            self.log(_row_line(rows[-1]))
            for config, g, plan in variants:
                full, got = self.call(g, args)
                identical = _outputs_equal(self.backend, expected, got)
                del got
                only, _ = self.call(g, args, compute=False)
                ms = self.timed(g, args)
                rows.append(
                    Row(
                        model.name,
                        dict(inputs),
                        config.name,
                        bound,
                        full.pool_bytes,
                        plan_bytes(plan, env),
                        full,
                        only,
                        ms,
                        identical,
                    )
                )
                self.log(_row_line(rows[-1]))
            del expected, args
        self.constants.clear()
        return rows


def _finite_fraction(backend: Backend, values: Sequence[Any]) -> float:
    total = finite = 0
    for v in values:
        array = backend.to_numpy(v)
        if not isinstance(array, np.ndarray):
            continue
        a = cast(np.ndarray[Any, Any], array)
        if np.issubdtype(a.dtype, np.floating):
            total += int(a.size)
            finite += int(np.isfinite(a).sum())
    return finite / total if total else 1.0


def _parse(text: str) -> ModuleOp:
    from xdsl.parser import Parser

    module = Parser(make_context(), text).parse_module()
    module.verify()
    return module


def _row_line(r: Row) -> str:
    binding = " ".join(f"{k}={v}" for k, v in r.binding.items())
    pool = "" if r.pool_bytes is None else f" pool={r.pool_bytes} pass={r.pass_bytes}"
    same = "" if r.identical is None else f" identical={r.identical}"
    if r.finite is not None:
        same += f" finite={r.finite:.4f}"
    return (
        f"  {r.model} {binding} {r.run}: lb={r.lower_bound}{pool} "
        f"alloc={r.full.peak_allocated} reserved={r.full.peak_reserved} "
        f"buffers-alloc={r.buffers.peak_allocated} buffers-reserved={r.buffers.peak_reserved} "
        f"{r.ms_per_call:.2f} ms{same}"
    )


# ---------------------------------------------------------------------------
# Tables
# ---------------------------------------------------------------------------


def _bytes(n: int | None) -> str:
    if n is None:
        return "n/a"
    for unit, size in (("GiB", 1 << 30), ("MiB", 1 << 20), ("KiB", 1 << 10)):
        if n >= size:
            return f"{n / size:.2f} {unit}"
    return f"{n} B"


def _ratio(n: int | None, bound: int) -> str:
    return "n/a" if n is None or not bound else f"{n / bound:.3f}"


def markdown(rows: Sequence[Row]) -> str:
    header = [
        "model",
        "binding",
        "run",
        "lower bound",
        "pool = pass",
        "buffers: max allocated",
        "buffers: max reserved",
        "reserved / bound",
        "full run: max allocated",
        "full run: max reserved",
        "ms / call",
        "bit-identical",
    ]
    lines = [
        "| " + " | ".join(header) + " |",
        "|" + "|".join("---" if k < 3 else "---:" for k in range(len(header))) + "|",
    ]
    for r in rows:
        binding = " ".join(f"{k}={v}" for k, v in r.binding.items() if k != "batch")
        if r.pool_bytes is None:
            pool = "(one torch.empty per alloc)"
        else:
            same = (
                "yes" if r.pool_bytes == r.pass_bytes else f"NO (pass {r.pass_bytes})"
            )
            pool = f"{_bytes(r.pool_bytes)} ({same})"
        identical = "" if r.identical is None else ("yes" if r.identical else "**NO**")
        lines.append(
            "| "
            + " | ".join(
                [
                    r.model,
                    binding,
                    r.run,
                    _bytes(r.lower_bound),
                    pool,
                    _bytes(r.buffers.peak_allocated),
                    _bytes(r.buffers.peak_reserved),
                    _ratio(r.buffers.peak_reserved, r.lower_bound),
                    _bytes(r.full.peak_allocated),
                    _bytes(r.full.peak_reserved),
                    f"{r.ms_per_call:.2f}",
                    identical,
                ]
            )
            + " |"
        )
    return "\n".join(lines)


def summary(rows: Sequence[Row], fuzz_report: Json | None = None) -> Json:
    """The model rows and their counts; `fuzz_report` (a `FuzzReport` as a
    dict) under `fuzz`."""
    pooled = [r for r in rows if r.identical is not None]
    result: Json = {
        "runs": len(rows),
        "pooled_runs": len(pooled),
        "mismatches": sum(1 for r in pooled if not r.identical),
        "pool_size_differences": sum(1 for r in pooled if r.pool_bytes != r.pass_bytes),
        "rows": [asdict(r) for r in rows],
    }
    if fuzz_report is not None:
        result["fuzz"] = fuzz_report
    return result

"""Pass speed against input size (bench part 3).

Many-layer decoders from the generator (20 allocs per layer) are parsed,
verified, rewritten by `hip-pool-allocs` and printed, each stage timed on its
own. The targets (issue #5): the pass is not the slowest stage (pass <= parse at
8k allocs) and grows like n log n (<= ~2.3x per doubling of the input).
"""

from __future__ import annotations

import cProfile
import gc
import io
import pstats
import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from itertools import pairwise
from typing import TypeVar

from xdsl.dialects.builtin import ModuleOp
from xdsl.parser import Parser
from xdsl.printer import Printer

from xhip.bench.programs import DecoderConfig, decoder, decoder_layers_for
from xhip.tools import make_context
from xhip.transforms.hip_pool_allocs import HipPoolAllocsPass

T = TypeVar("T")


@dataclass(frozen=True)
class Timing:
    wall: float
    cpu: float
    """Process CPU time: less disturbed by other jobs on a shared machine."""


def timed(body: Callable[[], T]) -> tuple[T, Timing]:
    wall, cpu = time.perf_counter(), time.process_time()
    result = body()
    return result, Timing(time.perf_counter() - wall, time.process_time() - cpu)


@dataclass
class SpeedRow:
    target: int
    layers: int
    allocs: int
    ops: int
    """Ops in the function's block before the pass."""
    times: dict[str, Timing] = field(default_factory=dict[str, Timing])
    pass_gc: float = 0.0
    """CPU seconds of the cyclic garbage collections run during the pass."""

    def ratio(self) -> float:
        """Pass CPU time over parse CPU time."""
        return self.times["pass"].cpu / self.times["parse"].cpu

    @property
    def pass_without_gc(self) -> float:
        """The pass's own work: its CPU time less the collections it triggered."""
        return max(0.0, self.times["pass"].cpu - self.pass_gc)


class GcClock:
    """Adds up the CPU time of Python's cyclic garbage collections in a block.

    Collections traverse every live object, so on a large module they cost time
    proportional to the module, and more of them run the more objects a stage
    creates: the part of a stage's time that is not the stage's own algorithm.
    """

    def __init__(self) -> None:
        self.seconds = 0.0
        self._start = 0.0

    def _callback(self, phase: str, info: dict[str, int]) -> None:
        if phase == "start":
            self._start = time.process_time()
        else:
            self.seconds += time.process_time() - self._start

    def __enter__(self) -> GcClock:
        gc.callbacks.append(self._callback)
        return self

    def __exit__(self, *_: object) -> None:
        gc.callbacks.remove(self._callback)


def measure_size(target: int, profile: pstats.Stats | None = None) -> SpeedRow:
    """Times the four stages on a decoder of about `target` allocs."""
    layers = decoder_layers_for(target)
    program = decoder(DecoderConfig(layers=layers), name=f"decoder_{layers}")
    text = "builtin.module {\n" + program.text + "}\n"
    ctx = make_context()
    module, parse = timed(lambda: Parser(ctx, text).parse_module())
    ops = sum(1 for _ in module.walk()) - 2
    _, verify = timed(module.verify)
    with GcClock() as gc_time:
        _, run = timed(lambda: HipPoolAllocsPass().apply(ctx, module))
    _, printed = timed(lambda: _print(module))
    return SpeedRow(
        target,
        layers,
        program.allocs,
        ops,
        {"parse": parse, "verify": verify, "pass": run, "print": printed},
        gc_time.seconds,
    )


def _print(module: ModuleOp) -> str:
    stream = io.StringIO()
    Printer(stream=stream).print_op(module)
    return stream.getvalue()


def hoisted_dynamic(n: int) -> str:
    """A function of `n` dynamic allocs all at the block top, used one after the
    other: every pair of lifetimes overlaps (issue 17, item 5)."""
    t = "memref<?xf32>"
    lines = ["func.func @hoisted_dynamic(%ctx: !hip.context, %n: index) {"]
    lines += [f"  %b{i} = memref.alloc(%n) : {t}" for i in range(n)]
    lines += [
        f"  hip.silu(%ctx) ins(%b{i} : {t}) outs(%b{i + 1} : {t})" for i in range(n - 1)
    ]
    lines.append("  func.return\n}")
    return "builtin.module {\n" + "\n".join(lines) + "\n}\n"


@dataclass
class HoistedRow:
    allocs: int
    parse: Timing
    reference: Timing
    best: Timing


def measure_hoisted(n: int) -> HoistedRow:
    """Parse, then the pass with `packer=reference` and with `packer=best`."""
    ctx = make_context()
    text = hoisted_dynamic(n)
    _, parse = timed(lambda: Parser(ctx, text).parse_module())
    times: list[Timing] = []
    for packer in ("reference", "best"):
        module = Parser(ctx, text).parse_module()
        _, t = timed(
            lambda m=module, p=packer: HipPoolAllocsPass(packer=p).apply(ctx, m)
        )
        times.append(t)
    return HoistedRow(n, parse, times[0], times[1])


def measure(targets: Sequence[int]) -> list[SpeedRow]:
    return [measure_size(t) for t in targets]


def growth(values: Sequence[float]) -> list[float | None]:
    """Per row: this row's time over the previous row's (None for the first)."""
    result: list[float | None] = [None]
    for before, after in pairwise(values):
        result.append(after / before if before > 0 else None)
    return result


def profile_pass(target: int, top: int = 25) -> str:
    """cProfile of the pass alone on a decoder of about `target` allocs."""
    layers = decoder_layers_for(target)
    program = decoder(DecoderConfig(layers=layers), name=f"decoder_{layers}")
    ctx = make_context()
    module = Parser(ctx, "builtin.module {\n" + program.text + "}\n").parse_module()
    profiler = cProfile.Profile()
    profiler.enable()
    HipPoolAllocsPass().apply(ctx, module)
    profiler.disable()
    out = io.StringIO()
    stats = pstats.Stats(profiler, stream=out)
    stats.sort_stats("cumulative").print_stats(top)
    stats.sort_stats("tottime").print_stats(top)
    return out.getvalue()

"""Pass speed against input size (bench part 3).

Many-layer models in several shapes are parsed, verified, rewritten by
`hip-pool-allocs` and printed, each stage timed on its own; the pass is timed
again under the other option sets (the reference's, and `scope=function`) on a fresh parse of the same text. The
targets (docs/bench.md, section 3): in every shape and with every reference
option set, the pass is not the slowest stage (pass <= parse at 8k allocs) and
grows like n log n (<= ~2.3x per doubling of the input).

Shapes (`SHAPES`): the generated decoder as is (dynamic sizes, short
lifetimes, one domain); with every alloc hoisted to the top of the block
(lifetimes that all overlap one another: the reference's worst case); with
`host` sizes (a new dominance domain per layer); with static f16 weight casts
among the dynamic activations (`cast`, mixed), as is and hoisted; and the same
decoder compiled for fixed sizes (every alloc static), as is and hoisted.
"""

from __future__ import annotations

import cProfile
import gc
import io
import os
import pstats
import re
import resource
import subprocess
import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from itertools import pairwise
from typing import TypeVar

from xdsl.context import Context
from xdsl.dialects import func, memref
from xdsl.dialects.builtin import ModuleOp
from xdsl.parser import Parser
from xdsl.passes import ModulePass
from xdsl.printer import Printer
from xdsl.rewriter import Rewriter

from xhip.diagnostics import ToolError
from xhip.dialects.hip import ContextType, GetPoolOp
from xhip.ir import make_context
from xhip.ir.collector import cyclic_gc_paused
from xhip.rewriting import builders
from xhip.transforms.hip_pool_allocs import HipPoolAllocsPass
from xhip.transforms.hoist_alloc_size_arith import HipHoistAllocSizeArithPass
from xhip.transforms.resolve_memref_dims import HipResolveMemrefDimsPass
from xhip.transforms.use_output_allocator import HipUseOutputAllocatorPass
from xhip_harness.workloads.programs import (
    DecoderConfig,
    Program,
    Variant,
    chained_sizes_text,
    decoder,
    escaping_text,
    live_to_end_text,
    static_decoder,
)

T = TypeVar("T")


@dataclass(frozen=True)
class Shape:
    name: str
    description: str
    build: Callable[[int], Program]
    """The program of this shape with the given number of layers."""

    def layers_for(self, allocs: int) -> int:
        """The layer count whose program has about `allocs` allocs."""
        one, two = self.build(1).allocs, self.build(2).allocs
        per_layer = two - one
        return max(1, round((allocs - (one - per_layer)) / per_layer))

    def program(self, allocs: int) -> Program:
        layers = self.layers_for(allocs)
        return self.build(layers)


def _decoder(variant: Variant, hoist: bool = False) -> Callable[[int], Program]:
    def build(layers: int) -> Program:
        return decoder(
            DecoderConfig(layers=layers), variant, f"decoder_{layers}", hoist=hoist
        )

    return build


def _static(hoist: bool) -> Callable[[int], Program]:
    def build(layers: int) -> Program:
        return static_decoder(
            DecoderConfig(layers=layers), hoist=hoist, name=f"static_{layers}"
        )

    return build


SHAPES: tuple[Shape, ...] = (
    Shape("decoder", "dynamic, short lifetimes, 1 domain", _decoder(Variant.BASE)),
    Shape("decoder_hoisted", "dynamic, hoisted", _decoder(Variant.HOISTED)),
    Shape("decoder_host", "dynamic, 1 domain per layer", _decoder(Variant.HOST)),
    Shape("decoder_cast", "mixed static and dynamic", _decoder(Variant.CAST)),
    Shape(
        "decoder_cast_hoisted",
        "mixed static and dynamic, hoisted",
        _decoder(Variant.CAST, hoist=True),
    ),
    Shape("static", "static, short lifetimes", _static(False)),
    Shape("static_hoisted", "static, hoisted", _static(True)),
)
SHAPE_NAMES = tuple(s.name for s in SHAPES)


def shape_named(name: str) -> Shape:
    for s in SHAPES:
        if s.name == name:
            return s
    known = ", ".join(SHAPE_NAMES + PATH_SHAPE_NAMES)
    raise ValueError(f"unknown speed shape {name!r} (known: {known})")


FUNCTION_SCOPE = "scope=function"
"""The option set whose time over the default's the speed tables show."""

OPTION_SETS: dict[str, Callable[[], HipPoolAllocsPass]] = {
    "default": HipPoolAllocsPass,
    "lifetime-only=false": lambda: HipPoolAllocsPass(lifetime_only=False),
    "lifetime-start=first-use": lambda: HipPoolAllocsPass(lifetime_start="first-use"),
    FUNCTION_SCOPE: lambda: HipPoolAllocsPass(scope="function"),
}
"""The option sets the pass is timed under: the reference's (`packer=best` is
not), and `scope=function`, whose live ranges come from the dataflow liveness
(on these shapes every alloc is in the entry block: the same pools, the other
live-range source)."""


@dataclass(frozen=True)
class Timing:
    wall: float
    cpu: float
    """Process CPU time: less disturbed by other jobs on a shared machine."""


def timed(body: Callable[[], T]) -> tuple[T, Timing]:
    wall, cpu = time.perf_counter(), time.process_time()
    result = body()
    return result, Timing(time.perf_counter() - wall, time.process_time() - cpu)


@dataclass(frozen=True)
class PassTiming:
    time: Timing
    gc: float
    """CPU seconds of the cyclic garbage collections run during the pass."""

    @property
    def without_gc(self) -> float:
        """The pass's own work: its CPU time less the collections it triggered."""
        return max(0.0, self.time.cpu - self.gc)


@dataclass
class SpeedRow:
    shape: str
    target: int
    layers: int
    allocs: int
    ops: int
    """Ops in the function's block before the pass."""
    times: dict[str, Timing] = field(default_factory=dict[str, Timing])
    """`parse`, `verify`, `pass` (default options), `print`."""
    passes: dict[str, PassTiming] = field(default_factory=dict[str, PassTiming])
    """The pass under each option set of `OPTION_SETS`."""
    cpp_pass: float | None = None
    """hip-ep's C++ `PoolAllocsPass` on the same text, default options (CPU
    seconds, `cpp_pass_seconds`), when `HIP_REF_OPT` is set."""

    floor: float | None = None
    """CPU seconds of the rewrite alone (`rewrite_floor`), on a fresh parse."""

    @property
    def floor_over_cpp(self) -> float | None:
        """The rewrite floor over the C++ pass's time: above the goal's ratio,
        no pass built on xDSL's IR can meet it on this input."""
        if self.floor is None or self.cpp_pass is None or self.cpp_pass <= 0:
            return None
        return self.floor / self.cpp_pass

    @property
    def over_cpp(self) -> float | None:
        """xhip's pass (CPU s, default options) over the C++ pass's time."""
        if self.cpp_pass is None or self.cpp_pass <= 0:
            return None
        return self.passes["default"].time.cpu / self.cpp_pass

    @property
    def pass_gc(self) -> float:
        return self.passes["default"].gc

    def ratio(self, options: str = "default") -> float:
        """Pass CPU time over parse CPU time."""
        return self.passes[options].time.cpu / self.times["parse"].cpu

    def over_default(self, options: str) -> float | None:
        """The pass's CPU time under `options` over its time under the default
        options, on the same text (None when the default's is 0). For
        `scope=function`: what its liveness costs over the reference's
        lifetimes on the same allocs (target <= 1.3, docs/bench.md)."""
        default = self.passes["default"].time.cpu
        return self.passes[options].time.cpu / default if default > 0 else None

    @property
    def pass_without_gc(self) -> float:
        return self.passes["default"].without_gc


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


def _parse(ctx: Context, text: str) -> ModuleOp:
    return Parser(ctx, text).parse_module()


def _timed_pass(ctx: Context, module: ModuleOp, options: str) -> PassTiming:
    pass_ = OPTION_SETS[options]()
    with GcClock() as gc_time, cyclic_gc_paused():
        _, run = timed(lambda: pass_.apply(ctx, module))
    return PassTiming(run, gc_time.seconds)


def measure_size(
    target: int,
    shape: Shape | str = "decoder",
    option_sets: Sequence[str] = tuple(OPTION_SETS),
    reference: str | None = None,
) -> SpeedRow:
    """Times the four stages on a program of about `target` allocs, then the
    pass under the other option sets (each on a fresh parse, not timed), the
    rewrite floor, and, with `reference` (hip-ref-opt), the C++ pass on the
    same text."""
    if isinstance(shape, str):
        shape = shape_named(shape)
    layers = shape.layers_for(target)
    program = shape.build(layers)
    text = "builtin.module {\n" + program.text + "}\n"
    ctx = make_context()
    module, parse = timed(lambda: _parse(ctx, text))
    ops = sum(1 for _ in module.walk()) - 2
    _, verify = timed(module.verify)
    passes = {"default": _timed_pass(ctx, module, "default")}
    _, printed = timed(lambda: _print(module))
    for name in option_sets:
        if name == "default":
            continue
        del module
        gc.collect()
        module = _parse(ctx, text)
        passes[name] = _timed_pass(ctx, module, name)
    del module
    gc.collect()
    module = _parse(ctx, text)
    floor = rewrite_floor(module)
    return SpeedRow(
        shape.name,
        target,
        layers,
        program.allocs,
        ops,
        {
            "parse": parse,
            "verify": verify,
            "pass": passes["default"].time,
            "print": printed,
        },
        passes,
        None if reference is None else cpp_pass_seconds(reference, text),
        floor,
    )


# -- the rewrite floor -----------------------------------------------------------


def rewrite_floor(module: ModuleOp) -> float:
    """CPU seconds of the rewrite every pool pass makes, done alone on `module`
    (which it changes): one walk finding the allocs and deallocs, per function
    one `hip.get_pool` and one offset, a `memref.view` per alloc taking its
    uses, the allocs and deallocs erased. No analysis, no planning: what
    building the output costs in xDSL's IR, a lower bound of xhip's pass on the
    same input (the pass also makes the offsets and sizes and checks the
    plan). Functions without a `!hip.context` argument are left alone."""
    with cyclic_gc_paused():
        _, run = timed(lambda: _rewrite_only(module))
    return run.cpu


def _rewrite_only(module: ModuleOp) -> None:
    for function in [op for op in module.walk() if isinstance(op, func.FuncOp)]:
        if not function.body.blocks:
            continue
        block = function.body.blocks[0]
        ctx = next((a for a in block.args if isinstance(a.type, ContextType)), None)
        allocs: list[memref.AllocOp] = []
        frees: list[memref.DeallocOp] = []
        for op in function.walk():
            if isinstance(op, memref.AllocOp):
                allocs.append(op)
            elif isinstance(op, memref.DeallocOp):
                frees.append(op)
        first = block.first_op
        if ctx is None or not allocs or first is None:
            continue
        offset = builders.index_constant(0)
        pool = GetPoolOp(ctx, offset)
        block.insert_ops_before([offset, pool], first)
        for alloc in allocs:
            view = builders.view(
                pool.pool, offset.result, alloc.dynamic_sizes, alloc.memref.type
            )
            Rewriter.replace_op(alloc, view)  # the view takes the alloc's uses
        for free in frees:
            Rewriter.erase_op(free)


# -- the C++ column ------------------------------------------------------------

REFERENCE_ENV = "HIP_REF_OPT"
"""The environment variable naming hip-ep's `hip-ref-opt` (docs/reference.md)."""


def reference_binary() -> str | None:
    """`$HIP_REF_OPT` when it names an executable, else None."""
    path = os.environ.get(REFERENCE_ENV)
    return path if path and os.access(path, os.X_OK) else None


class ReferenceRunError(ToolError):
    """hip-ref-opt failed on a bench input (or printed no pass timing): one
    line, `xhip bench: error: ...`."""


_POOL_PASS_LINE = re.compile(
    r"^\s*([0-9.]+) \(\s*[0-9.]+%\)\s+PoolAllocsPass\s*$", re.M
)


def pool_pass_seconds(report: str) -> float | None:
    """The wall seconds of the `PoolAllocsPass` lines of an `--mlir-timing`
    report (added up: one per function pipeline), None when it has none."""
    times = [float(t) for t in _POOL_PASS_LINE.findall(report)]
    return sum(times) if times else None


def cpp_pass_seconds(binary: str, text: str) -> float:
    """The C++ `PoolAllocsPass`'s time on `text` (default options, one thread,
    as the harness runs it), in CPU seconds as xhip's are counted: the pass's
    wall seconds from `--mlir-timing`, times the process's CPU over its wall
    time (MLIR's report has wall time only, and on a loaded machine the wall
    clock also counts the time the process waits for a core). The input is
    verified on parsing, as `hip-ref-opt` does by default."""
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    start = time.perf_counter()
    run = subprocess.run(
        [
            binary,
            "--mlir-disable-threading",
            "--mlir-timing",
            "--hip-pool-allocs",
            "-",
            "-o",
            os.devnull,
        ],
        input=text,
        capture_output=True,
        text=True,
        check=False,
    )
    wall = time.perf_counter() - start
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    cpu = (after.ru_utime - before.ru_utime) + (after.ru_stime - before.ru_stime)
    seconds = pool_pass_seconds(run.stderr)
    if run.returncode != 0 or seconds is None:
        first = (run.stderr.strip().splitlines() or ["no output"])[0]
        raise ReferenceRunError(f"{binary} failed on a bench input: {first}")
    return seconds * min(1.0, cpu / wall) if wall > 0 else seconds


def _print(module: ModuleOp) -> str:
    stream = io.StringIO()
    Printer(stream=stream).print_op(module)
    return stream.getvalue()


def hoisted_dynamic(n: int) -> str:
    """A function of `n` dynamic allocs all at the block top, used one after the
    other: every pair of lifetimes overlaps."""
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
        with cyclic_gc_paused():
            _, t = timed(
                lambda m=module, p=packer: HipPoolAllocsPass(packer=p).apply(ctx, m)
            )
        times.append(t)
    return HoistedRow(n, parse, times[0], times[1])


def measure(
    targets: Sequence[int],
    shapes: Sequence[str] = SHAPE_NAMES,
    option_sets: Sequence[str] = tuple(OPTION_SETS),
    reference: str | None = None,
) -> list[SpeedRow]:
    """Rows shape by shape, each at every target size (with the C++ pass's time
    when `reference` names hip-ref-opt)."""
    rows: list[SpeedRow] = []
    for name in shapes:
        for t in targets:
            rows.append(measure_size(t, name, option_sets, reference))
            gc.collect()
    return rows


def growth(values: Sequence[float]) -> list[float | None]:
    """Per row: this row's time over the previous row's (None for the first)."""
    result: list[float | None] = [None]
    for before, after in pairwise(values):
        result.append(after / before if before > 0 else None)
    return result


def mean_growth(values: Sequence[float]) -> float | None:
    """The geometric mean of the growths: (last / first) ** (1 / steps).

    On a loaded machine one step can be off by half (the parse, whose cost is
    linear, shows it too); the mean over all the doublings is the steadier figure.
    """
    if len(values) < 2 or values[0] <= 0:
        return None
    return (values[-1] / values[0]) ** (1 / (len(values) - 1))


def profile_pass(
    target: int, shape: Shape | str = "decoder", options: str = "default", top: int = 25
) -> str:
    """cProfile of the pass alone on a program of about `target` allocs."""
    if isinstance(shape, str):
        shape = shape_named(shape)
    program = shape.program(target)
    ctx = make_context()
    module = _parse(ctx, "builtin.module {\n" + program.text + "}\n")
    profiler = cProfile.Profile()
    pass_ = OPTION_SETS[options]()
    with cyclic_gc_paused():
        profiler.enable()
        pass_.apply(ctx, module)
        profiler.disable()
    out = io.StringIO()
    stats = pstats.Stats(profiler, stream=out)
    stats.sort_stats("cumulative").print_stats(top)
    stats.sort_stats("tottime").print_stats(top)
    return out.getvalue()


# -- quadratic paths ---------------------------------------------------------
#
# Programs of `n` repeated units, each built to drive one pass down a path that
# once cost O(n^2) (docs/bench.md, "Quadratic paths"). Each is
# parsed, then run through its pass alone; the targets are those of the
# decoder shapes (pass <= 1.5 x parse, <= 2.3x per doubling).

_F = "memref<?xf32>"


def _silu(src: str, dst: str) -> str:
    return f"  hip.silu(%ctx) ins({src} : {_F}) outs({dst} : {_F})"


def shared_dim_text(n: int) -> str:
    """`n` `memref.dim`s of one shared `%c0`, each sizing an alloc: the resolve
    pass erases every dim, and each erase once rescanned the users of `%c0`."""
    lines = [
        "func.func @shared_dim(%ctx: !hip.context, %n: index) {",
        "  %c0 = arith.constant 0 : index",
    ]
    for i in range(n):
        lines += [
            f"  %a{i} = memref.alloc(%n) : {_F}",
            f"  %d{i} = memref.dim %a{i}, %c0 : {_F}",
            f"  %b{i} = memref.alloc(%d{i}) : {_F}",
            _silu(f"%a{i}", f"%b{i}"),
        ]
    lines.append("  func.return\n}")
    return "\n".join(lines) + "\n"


def many_outputs_text(n: int) -> str:
    """A function returning `n` buffers, each made from the previous one."""
    results = ", ".join([_F] * n)
    lines = [
        f"func.func @many_outputs(%ctx: !hip.context, %n: index) -> ({results}) {{"
    ]
    lines.append(f"  %o0 = memref.alloc(%n) : {_F}")
    for i in range(1, n):
        lines += [f"  %o{i} = memref.alloc(%n) : {_F}", _silu(f"%o{i - 1}", f"%o{i}")]
    values = ", ".join(f"%o{i}" for i in range(n))
    lines.append(f"  func.return {values} : {results}\n}}")
    return "\n".join(lines) + "\n"


def many_loads_text(n: int) -> str:
    """`n` loads of sizes below the first alloc, each sizing the next alloc;
    nothing between writes the loaded buffer, so `hoist-loads` moves them all."""
    lines = [
        "func.func @many_loads(%ctx: !hip.context, %n: index, "
        "%sizes: memref<?xindex>) {",
        f"  %a0 = memref.alloc(%n) : {_F}",
    ]
    for i in range(1, n + 1):
        lines += [
            f"  %i{i} = arith.constant {i} : index",
            f"  %s{i} = memref.load %sizes[%i{i}] : memref<?xindex>",
            f"  %a{i} = memref.alloc(%s{i}) : {_F}",
            _silu(f"%a{i - 1}", f"%a{i}"),
        ]
    lines.append("  func.return\n}")
    return "\n".join(lines) + "\n"


def select_chain_text(n: int) -> str:
    """`n` allocs folded into a chain of `arith.select`s: select k may be any of
    allocs 0..k."""
    lines = [
        "func.func @select_chain(%ctx: !hip.context, %n: index, %c: i1) {",
        f"  %a0 = memref.alloc(%n) : {_F}",
        f"  %s0 = memref.alloc(%n) : {_F}",
        _silu("%a0", "%s0"),
    ]
    for i in range(1, n):
        lines += [
            f"  %a{i} = memref.alloc(%n) : {_F}",
            f"  %s{i} = arith.select %c, %a{i}, %s{i - 1} : {_F}",
            _silu("%a0", f"%s{i}"),
        ]
    lines.append("  func.return\n}")
    return "\n".join(lines) + "\n"


def unknown_alias_text(n: int) -> str:
    """One op of unknown effects receiving `n` buffers (its result may alias
    each of them) and `n` uses of its result."""
    lines = ["func.func @unknown_alias(%ctx: !hip.context, %n: index) {"]
    lines += [f"  %a{i} = memref.alloc(%n) : {_F}" for i in range(n)]
    operands = ", ".join(f"%a{i}" for i in range(n))
    types = ", ".join([_F] * n)
    lines.append(f'  %u = "test.pack"({operands}) : ({types}) -> {_F}')
    for i in range(n):
        lines += [f"  %b{i} = memref.alloc(%n) : {_F}", _silu("%u", f"%b{i}")]
    lines.append("  func.return\n}")
    return "\n".join(lines) + "\n"


def hoisted_views_text(n: int) -> str:
    """The pooled form of `n` hoisted dynamic allocs used in a chain, then in
    the same chain again: every view is live with every other, and `xhip check`
    (as `verify-plan`) compares their bytes."""
    t = _F
    lines = ["func.func @hoisted_views(%ctx: !hip.context, %n: index) {"]
    lines += [f"  %b{i} = memref.alloc(%n) : {t}" for i in range(n)]
    chain = [_silu(f"%b{i}", f"%b{i + 1}") for i in range(n - 1)]
    lines += chain + chain
    lines.append("  func.return\n}")
    ctx = make_context()
    module = _parse(ctx, "builtin.module {\n" + "\n".join(lines) + "\n}\n")
    HipPoolAllocsPass().apply(ctx, module)
    return _print(module)


def _module_pass(
    make: Callable[[], ModulePass],
) -> Callable[[Context, ModuleOp], object]:
    return lambda ctx, module: make().apply(ctx, module)


def _check(ctx: Context, module: ModuleOp) -> object:
    from xhip.check.checker import check_module

    return check_module(module)


@dataclass(frozen=True)
class PathShape:
    name: str
    description: str
    stage: str
    """What is timed: a pass (as `xhip-opt` names it) or `xhip check`."""
    text: Callable[[int], str]
    run: Callable[[Context, ModuleOp], object]


PATH_SHAPES: tuple[PathShape, ...] = (
    PathShape(
        "shared_dim",
        "n `memref.dim`s of one `%c0`, all resolved",
        "hip-resolve-memref-dims",
        shared_dim_text,
        _module_pass(HipResolveMemrefDimsPass),
    ),
    PathShape(
        "many_outputs",
        "n returned buffers",
        "hip-use-output-allocator",
        many_outputs_text,
        _module_pass(HipUseOutputAllocatorPass),
    ),
    PathShape(
        "many_loads",
        "n loads below the first alloc, all hoisted",
        "hip-hoist-alloc-size-arith{hoist-loads=true}",
        many_loads_text,
        _module_pass(lambda: HipHoistAllocSizeArithPass(hoist_loads=True)),
    ),
    PathShape(
        "select_chain",
        "a chain of n `arith.select`s over allocs",
        "hip-pool-allocs",
        select_chain_text,
        _module_pass(HipPoolAllocsPass),
    ),
    PathShape(
        "unknown_alias",
        "one unknown op's result aliasing n buffers, n uses of it",
        "hip-pool-allocs",
        unknown_alias_text,
        _module_pass(HipPoolAllocsPass),
    ),
    PathShape(
        "hoisted_views",
        "n pool views all live together",
        "xhip check",
        hoisted_views_text,
        _check,
    ),
    PathShape(
        "chained_sizes",
        "n blocks in a chain, each defining a size and allocating by it",
        "hip-pool-allocs{scope=function}",
        chained_sizes_text,
        _module_pass(lambda: HipPoolAllocsPass(scope="function")),
    ),
    PathShape(
        "live_to_end",
        "n allocs all live at once, in one block",
        "hip-pool-allocs{scope=function}",
        live_to_end_text,
        _module_pass(lambda: HipPoolAllocsPass(scope="function")),
    ),
    PathShape(
        "escaping",
        "n allocs whose addresses escape, two blocks (the checker's control flow)",
        "hip-pool-allocs{scope=function verify-plan=true}",
        escaping_text,
        _module_pass(lambda: HipPoolAllocsPass(scope="function", verify_plan=True)),
    ),
)
PATH_SHAPE_NAMES = tuple(s.name for s in PATH_SHAPES)


def path_shape_named(name: str) -> PathShape:
    for s in PATH_SHAPES:
        if s.name == name:
            return s
    raise ValueError(
        f"unknown path shape {name!r} (known: {', '.join(PATH_SHAPE_NAMES)})"
    )


@dataclass(frozen=True)
class PathRow:
    shape: str
    n: int
    ops: int
    parse: Timing
    run: Timing
    peak_mb: float
    """The process's peak resident memory after the stage, in MiB (a
    high-water mark of the whole process: run one shape and size per process
    for the stage's own)."""


def peak_rss_mb() -> float:
    """The process's peak resident set so far, in MiB (Linux reports KiB)."""
    return resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024


def measure_path(n: int, shape: PathShape | str) -> PathRow:
    """Parse, then the shape's stage alone (cyclic GC paused, as the drivers do)."""
    if isinstance(shape, str):
        shape = path_shape_named(shape)
    text = "builtin.module {\n" + shape.text(n) + "}\n"
    ctx = make_context(allow_unregistered=True)
    module, parse = timed(lambda: _parse(ctx, text))
    ops = sum(1 for _ in module.walk()) - 2
    with cyclic_gc_paused():
        _, run = timed(lambda: shape.run(ctx, module))
    return PathRow(shape.name, n, ops, parse, run, peak_rss_mb())


def profile_path(n: int, shape: PathShape | str, top: int = 25) -> str:
    """cProfile of a path shape's stage on `n` units."""
    if isinstance(shape, str):
        shape = path_shape_named(shape)
    ctx = make_context(allow_unregistered=True)
    module = _parse(ctx, "builtin.module {\n" + shape.text(n) + "}\n")
    profiler = cProfile.Profile()
    with cyclic_gc_paused():
        profiler.enable()
        shape.run(ctx, module)
        profiler.disable()
    out = io.StringIO()
    stats = pstats.Stats(profiler, stream=out)
    stats.sort_stats("tottime").print_stats(top)
    return out.getvalue()

"""The three parts of `xhip bench`, each giving markdown and JSON-ready data."""

from __future__ import annotations

import os
import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, cast

from xhip.analysis.lifetimes import LifetimeStart
from xhip.plan import PackerName, PoolOptions
from xhip.planning.best.budget import DEFAULT_EFFORT
from xhip.planning.best.kernel import warm_up
from xhip.planning.packers import PACKERS
from xhip_harness.bench import dynamic, kernels, minimalloc, models, speed
from xhip_harness.bench.report import geomean, human_bytes, table
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
class Settings:
    """What one `xhip bench` run measures."""

    data: Path | None = None
    instances: tuple[str, ...] = ()
    """MiniMalloc instance names; empty for all."""
    packers: tuple[str, ...] = ()
    """Static packers; empty for every registered one."""
    effort: int = DEFAULT_EFFORT
    """packer-effort of searching packers"""
    time_limit_ms: int | None = None
    """packer-time-limit-ms of searching packers (None: no wall-clock cut)"""
    decoder: DecoderConfig = field(default_factory=DecoderConfig)
    vision: VisionConfig = field(default_factory=VisionConfig)
    decoder_bindings: tuple[Inputs, ...] = ()
    vision_bindings: tuple[Inputs, ...] = ()
    sizes: tuple[int, ...] = (1000, 2000, 4000, 8000)
    shapes: tuple[str, ...] = ()
    """Shapes of the speed part (`speed.SHAPES`); empty for all."""
    hoisted_sizes: tuple[int, ...] = (500, 1000, 2000, 4000)
    """dynamic allocs of the hoisted rows of the speed part (packer=best)"""
    alignment: int = 256
    """Alignment of the dynamic part (the pass default); the static part uses 1."""
    extra: dict[str, str] = field(default_factory=dict[str, str])
    corpus: Path | None = None
    """The models part's corpus (None: tests/corpus of the checkout)."""
    models: tuple[str, ...] = ()
    """Models of the models part; empty for all."""


DECODER_BINDINGS: tuple[Inputs, ...] = tuple(
    {"batch": b, "seq": s, "past": p}
    for s in (1, 128, 2048, 32768)
    for p in (0, 4096)
    for b in (1, 8)
)
VISION_BINDINGS: tuple[Inputs, ...] = tuple(
    {"batch": b, "height": h, "width": w}
    for h, w in ((224, 224), (448, 448), (448, 896), (1344, 1344))
    for b in (1, 8)
)

FULL = Settings(decoder_bindings=DECODER_BINDINGS, vision_bindings=VISION_BINDINGS)
QUICK = Settings(
    instances=("A", "C"),
    effort=300_000,
    decoder=DecoderConfig(layers=2),
    vision=VisionConfig(blocks=1),
    decoder_bindings=tuple(
        {"batch": 1, "seq": s, "past": p} for s in (1, 128) for p in (0, 4096)
    ),
    vision_bindings=({"batch": 1, "height": 224, "width": 224},),
    sizes=(100, 200),
    shapes=("decoder", "decoder_hoisted", "static_hoisted"),
    hoisted_sizes=(50, 100),
    models=("mobilenet_block", "rnn_loop_if"),
)


PACKAGED_DATA = Path(__file__).parent / "data" / "minimalloc-challenging"
"""The instances shipped with xhip (see the README there)."""


def data_directory(explicit: Path | None = None) -> Path:
    """The MiniMalloc instances: `--data`, `$XHIP_BENCH_DATA`, or the copy shipped
    with xhip (`harness/xhip_harness/bench/data/minimalloc-challenging`)."""
    if explicit is not None:
        return explicit
    env = os.environ.get("XHIP_BENCH_DATA")
    if env:
        return Path(env)
    return PACKAGED_DATA


def packers(settings: Settings) -> list[str]:
    names = list(settings.packers) or list(PACKERS)
    unknown = [p for p in names if p not in PACKERS]
    if unknown:
        raise ValueError(
            f"error: unknown packer {', '.join(unknown)} "
            f"(registered: {', '.join(PACKERS)})"
        )
    return names


# -- part 1 ------------------------------------------------------------------


def _budget(settings: Settings) -> str:
    text = f"packer-effort {settings.effort} work units per search"
    if settings.time_limit_ms is not None:
        text += (
            f", packer-time-limit-ms {settings.time_limit_ms} (a wall-clock cut: "
            "these figures can vary from run to run)"
        )
    return text


def _static_verdicts(
    instances: Sequence[minimalloc.Instance],
    results: Sequence[minimalloc.StaticResult],
    reference: Sequence[minimalloc.StaticResult] | None,
    effort: int = DEFAULT_EFFORT,
) -> list[str]:
    """The static targets (docs/bench.md, section 1). Pass/fail only from
    deterministic figures (bytes); the time target as a ratio. The quality
    targets are for the pass's default effort: below it (`--quick`), a target
    the search did not reach is "not measured", not failed."""

    def verdict(ok: bool) -> str:
        return "met" if ok else "NOT met"

    def quality(ok: bool, detail: str = "") -> str:
        if ok or effort >= DEFAULT_EFFORT:
            return verdict(ok) + (f" ({detail})" if detail else "")
        return (
            f"not measured at quick effort ({effort} work units; the target is "
            f"for the default {DEFAULT_EFFORT}{'; ' + detail if detail else ''})"
        )

    over = [
        r.instance
        for r, i in zip(results, instances, strict=True)
        if r.pool > i.capacity
    ]
    g = geomean([r.ratio for r in results])
    lines = [
        f"every pool at or below the instance's capacity (MiniMalloc's, "
        f"{max(i.capacity for i in instances)} B): "
        + quality(not over, f"above: {', '.join(over)}" if over else ""),
        f"geomean {g:.4f} of the lower bound (target <= 1.010): {quality(g <= 1.010)}",
    ]
    if reference is not None:
        above = [
            r.instance
            for r, ref in zip(results, reference, strict=True)
            if r.pool > ref.pool
        ]
        lines.append(
            "never above the reference: "
            + verdict(not above)
            + (f" (above: {', '.join(above)})" if above else "")
        )
    slowest = max(results, key=lambda r: r.seconds)
    lines.append(
        f"time: slowest {slowest.instance} {slowest.seconds:.2f} s = "
        f"{slowest.seconds / 10:.2f} of the 10 s target (wall clock, this machine "
        "and load)"
    )
    if not all(r.reproduced for r in results):
        lines.append(
            "the search run again on its own gave another pool: NOT reproduced"
        )
    else:
        lines.append("the search run again on its own gave the same pools")
    return lines


def run_static(settings: Settings) -> tuple[str, Json]:
    directory = data_directory(settings.data)
    instances = minimalloc.load_instances(directory, settings.instances or None)
    names = packers(settings)
    kernel = "-"
    if "best" in names:
        start = time.perf_counter()
        kernel = warm_up()
        kernel += f"; compiled or loaded in {time.perf_counter() - start:.1f} s"
        kernel += ", before the timings"
    results = {
        p: [
            minimalloc.run_instance(i, p, settings.effort, settings.time_limit_ms)
            for i in instances
        ]
        for p in names
    }
    header, rows = _static_table(instances, names, results)
    verdicts: list[str] = []
    for p in names:
        if p == "reference":
            continue
        reference = results.get("reference")
        verdicts += [
            f"{p}: {v}"
            for v in _static_verdicts(instances, results[p], reference, settings.effort)
        ]
    text = (
        "## 1. Static packing quality (MiniMalloc challenging instances)\n\n"
        f"Pool bytes (`hipdnn.pool_size`, alignment=1) / max-load lower bound; "
        f"seconds of the pass (wall clock); effort = work units the search spent; "
        f"{_budget(settings)}; the search kernel: {kernel}.\n\n"
        + table(header, rows)
        + ("\n\n" + "\n".join(f"- {v}" for v in verdicts) if verdicts else "")
    )
    data: Json = {
        "data": str(directory),
        "effort": settings.effort,
        "time_limit_ms": settings.time_limit_ms,
        "kernel": kernel,
        "results": [_instance_json(r) for p in names for r in results[p]],
        "geomean": {p: geomean([r.ratio for r in results[p]]) for p in names},
        "verdicts": verdicts,
    }
    return text, data


def _static_table(
    instances: Sequence[minimalloc.Instance],
    names: Sequence[str],
    results: dict[str, list[minimalloc.StaticResult]],
) -> tuple[list[str], list[list[object]]]:
    """The static part's table: a row per instance, then the geomean and the
    worst over the instances."""
    header = ["instance", "buffers", "lower bound", "alignment"]
    for p in names:
        header += [f"{p} pool", f"{p} ratio", f"{p} s"]
        if p != "reference":
            header.append(f"{p} effort")
    rows: list[list[object]] = []
    for k, inst in enumerate(instances):
        row: list[object] = [inst.name, len(inst.buffers), inst.lower_bound, 1]
        for p in names:
            r = results[p][k]
            row += [r.pool, r.ratio, round(r.seconds, 3)]
            if p != "reference":
                row.append(r.effort if r.effort is not None else "-")
        rows.append(row)
    summary: list[object] = ["geomean (s, effort: total)", "", "", ""]
    worst: list[object] = ["worst (s, effort: max)", "", "", ""]
    for p in names:
        ratios = [r.ratio for r in results[p]]
        summary += ["", geomean(ratios), round(sum(r.seconds for r in results[p]), 3)]
        worst += ["", max(ratios), round(max(r.seconds for r in results[p]), 3)]
        if p != "reference":
            efforts = [r.effort or 0 for r in results[p]]
            summary.append(sum(efforts))
            worst.append(max(efforts))
    return header, [*rows, summary, worst]


def _instance_json(r: minimalloc.StaticResult) -> Json:
    return {
        "instance": r.instance,
        "buffers": r.buffers,
        "lower_bound": r.lower_bound,
        "capacity": r.capacity,
        "packer": r.packer,
        "alignment": r.alignment,
        "pool": r.pool,
        "ratio": r.ratio,
        "seconds": r.seconds,
        "effort": r.effort,
        "reproduced": r.reproduced,
    }


# -- part 2 ------------------------------------------------------------------


def dynamic_modes(settings: Settings) -> list[dynamic.Mode]:
    """The reference modes, then each other registered packer (alloc and
    first-use), then the reference after the pipeline tail (docs/semantics.md §11)."""
    result = dynamic.modes(settings.alignment)
    first = LifetimeStart.FIRST_USE
    for p in packers(settings):
        if p == "reference":
            continue
        options = PoolOptions(
            alignment=settings.alignment,
            packer=cast(PackerName, p),
            packer_effort=settings.effort,
            packer_time_limit_ms=settings.time_limit_ms,
        )
        result.append(dynamic.Mode(f"packer={p}", options))
        result.append(
            dynamic.Mode(
                f"packer={p} first-use",
                PoolOptions(
                    alignment=settings.alignment,
                    packer=cast(PackerName, p),
                    packer_effort=settings.effort,
                    packer_time_limit_ms=settings.time_limit_ms,
                    lifetime_start=first,
                ),
            )
        )
    return result + dynamic.tail_modes(settings.alignment)


def dynamic_programs(settings: Settings) -> list[tuple[Program, tuple[Inputs, ...]]]:
    models: list[tuple[str, Callable[[Variant, str], Program], tuple[Inputs, ...]]] = [
        (
            "decoder",
            lambda v, n: decoder(settings.decoder, v, n),
            settings.decoder_bindings,
        ),
        (
            "vision",
            lambda v, n: vision(settings.vision, v, n),
            settings.vision_bindings,
        ),
    ]
    result: list[tuple[Program, tuple[Inputs, ...]]] = []
    for family, make, bindings in models:
        for v in Variant:
            name = family if v is Variant.BASE else f"{family}_{v.value}"
            result.append((make(v, name), bindings))
    return result


def _binding_text(binding: Inputs) -> str:
    return " ".join(f"{k}={v}" for k, v in binding.items())


def run_dynamic(settings: Settings) -> tuple[str, Json]:
    modes = dynamic_modes(settings)
    mode_names = [m.name for m in modes]
    rows_by_model: dict[str, list[dynamic.DynamicRow]] = {}
    programs: dict[str, Program] = {}
    for program, bindings in dynamic_programs(settings):
        rows_by_model[program.name] = dynamic.measure(program, bindings, modes)
        programs[program.name] = program
    every = [r for measured in rows_by_model.values() for r in measured]
    by_model = [*rows_by_model.items(), ("all", every)]
    header = [
        "model",
        "allocs",
        "pools",
        "binding",
        "lower bound",
        "pools' bound",
        *mode_names,
    ]
    summary_rows: list[list[object]] = [
        [
            model,
            len(measured),
            geomean([r.domain_bound / r.lower_bound for r in measured]),
            *(geomean([r.ratio(m) for r in measured]) for m in mode_names),
        ]
        for model, measured in by_model
    ]
    over = {m: [r.pool[m] / r.domain_bound for r in every] for m in mode_names}
    tail_text, tail_data = _tail_section(rows_by_model, programs)
    text = (
        "## 2. Dynamic packing quality (generated models)\n\n"
        f"Device bytes of all pools at the binding / max-load lower bound over true "
        f"liveness (first use to last use, aliases followed). alignment="
        f"{settings.alignment}; `stack` = no reuse (sum of aligned sizes); "
        f"`first-use` = `lifetime-start=first-use`; `pools` = domains of the reference; "
        f"`pools' bound` = the sum over those domains of their own max load (domains "
        f"never share bytes, docs/semantics.md §5: no plan of this partition goes below it), as a "
        f"ratio to the lower bound.\n\n"
        + table(header, _dynamic_rows(rows_by_model, mode_names))
        + "\n\nGeometric mean of the ratios per model and mode:\n\n"
        + table(["model", "bindings", "pools' bound", *mode_names], summary_rows)
        + "\n\nOver the pools' bound (all bindings of all models):\n\n"
        + "\n".join(
            f"- {m}: geomean {geomean(over[m]):.3f}, worst {max(over[m]):.3f}"
            for m in mode_names
            if m.startswith("packer=")
        )
        + "\n\n"
        + tail_text
    )
    data: Json = {
        "alignment": settings.alignment,
        "modes": mode_names,
        "rows": [_dynamic_row_json(r, mode_names) for r in every],
        "geomean": {
            model: {m: geomean([r.ratio(m) for r in measured]) for m in mode_names}
            for model, measured in by_model
        },
        "tail": tail_data,
    }
    return text, data


def _dynamic_rows(
    rows_by_model: dict[str, list[dynamic.DynamicRow]], mode_names: Sequence[str]
) -> list[list[object]]:
    """The dynamic part's table: a row per model and binding."""
    return [
        [
            model,
            r.allocs,
            r.domains["lifetime-only=true"],
            _binding_text(r.binding),
            human_bytes(r.lower_bound),
            r.domain_bound / r.lower_bound,
            *(r.ratio(m) for m in mode_names),
        ]
        for model, measured in rows_by_model.items()
        for r in measured
    ]


def _dynamic_row_json(r: dynamic.DynamicRow, mode_names: Sequence[str]) -> Json:
    return {
        "model": r.model,
        "allocs": r.allocs,
        "binding": r.binding,
        "lower_bound": r.lower_bound,
        "domain_bound": r.domain_bound,
        "pool": r.pool,
        "domains": r.domains,
        "ratio": {m: r.ratio(m) for m in mode_names},
    }


TAIL_COLUMNS = ("lifetime-only=true", "tail", "tail hoist-loads")
"""pool-allocs alone (the reference, default options), after the tail, and
after the tail with hoist-loads."""


def _tail_section(
    rows_by_model: dict[str, list[dynamic.DynamicRow]], programs: dict[str, Program]
) -> tuple[str, Json]:
    """Pools and bytes of pool-allocs alone and after the pipeline tail, and
    which loads `hoist-loads` moves."""
    header = [
        "model",
        "allocs",
        "pools alone",
        "pools tail",
        "pools tail hoist-loads",
        "alone",
        "tail",
        "tail hoist-loads",
    ]
    rows: list[list[object]] = []
    data: Json = {}
    notes: list[str] = []
    for model, measured in rows_by_model.items():
        first = measured[0]
        pools = [first.domains[m] for m in TAIL_COLUMNS]
        ratios = [geomean([r.ratio(m) for r in measured]) for m in TAIL_COLUMNS]
        rows.append([model, first.allocs, *pools, *ratios])
        verdicts = dynamic.load_verdicts(programs[model].text)
        data[model] = {
            "pools": dict(zip(TAIL_COLUMNS, pools, strict=True)),
            "geomean": dict(zip(TAIL_COLUMNS, ratios, strict=True)),
            "loads": [
                {"load": v.load, "hoisted": v.hoisted, "writer": v.writer}
                for v in verdicts
            ],
        }
        if verdicts:
            moved = [v.load for v in verdicts if v.hoisted]
            kept = [
                f"{v.load} (written by {v.writer})" for v in verdicts if not v.hoisted
            ]
            notes.append(
                f"- {model}: {len(moved)} of {len(verdicts)} loads move"
                + (f": {', '.join(moved)}" if moved else "")
                + (f"; stay: {', '.join(kept)}" if kept else "")
            )
    text = (
        "### The pipeline tail (docs/semantics.md §11)\n\n"
        "hip-ep runs hip-use-output-allocator, hip-resolve-memref-dims, cse and "
        "hip-hoist-alloc-size-arith right before hip-pool-allocs. Pools (domains) "
        "and device bytes / lower bound (geometric mean over the bindings) of the "
        "reference alone, after the tail, and after the tail with "
        "`hoist-loads=true`:\n\n"
        + table(header, rows)
        + "\n\nLoads that size an alloc, and what `hoist-loads` does with them "
        "(after hip-resolve-memref-dims and cse):\n\n"
        + ("\n".join(notes) if notes else "- none")
    )
    return text, data


# -- part 3 ------------------------------------------------------------------


def _shape_verdict(
    name: str,
    rows: Sequence[speed.SpeedRow],
    growths: dict[tuple[str, str], list[float | None]],
) -> str:
    """One line per shape: per option set, pass/parse at the largest size, the
    mean growth per doubling and the worst single one."""
    last = rows[-1]
    parts: list[str] = []
    for o in speed.OPTION_SETS:
        known = [g for g in growths[name, o] if g is not None]
        mean = speed.mean_growth([r.passes[o].time.cpu for r in rows])
        worst = f"{max(known):.2f}x" if known else "-"
        mean_text = f"{mean:.2f}x" if mean is not None else "-"
        parts.append(f"{o}: {last.ratio(o):.2f}, {mean_text}, {worst}")
    return (
        f"{name} at {last.allocs} allocs (pass/parse, mean growth, worst growth): "
        + "; ".join(parts)
    )


def _speed_shapes(settings: Settings) -> tuple[tuple[str, ...], tuple[str, ...]]:
    """The decoder shapes and the path shapes selected (all when none is)."""
    if not settings.shapes:
        return speed.SHAPE_NAMES, speed.PATH_SHAPE_NAMES
    for name in settings.shapes:
        if name not in speed.PATH_SHAPE_NAMES:
            speed.shape_named(name)  # a ValueError names the known ones
    return (
        tuple(n for n in settings.shapes if n in speed.SHAPE_NAMES),
        tuple(n for n in settings.shapes if n in speed.PATH_SHAPE_NAMES),
    )


def run_speed(settings: Settings, profile: bool = False) -> tuple[str, Json]:
    shapes, paths = _speed_shapes(settings)
    texts: list[str] = []
    data: Json = {}
    if shapes:
        text, data = _run_decoder_speed(settings, shapes, profile)
        texts.append(text)
    if paths:
        text, data["paths"] = _run_path_speed(settings, paths, profile)
        texts.append(text)
    return "\n\n".join(texts), data


def _run_path_speed(
    settings: Settings, names: Sequence[str], profile: bool
) -> tuple[str, Json]:
    """The path shapes: each stage alone on n = each of `settings.sizes` units."""
    rows = [speed.measure_path(n, name) for name in names for n in settings.sizes]
    table_rows: list[list[object]] = []
    worst_ratio: tuple[float, str] = (0.0, "")
    worst_growth: tuple[float, str] = (0.0, "")
    for name in names:
        mine = [r for r in rows if r.shape == name]
        growths = speed.growth([r.run.cpu for r in mine])
        stage = speed.path_shape_named(name).stage
        for r, g in zip(mine, growths, strict=True):
            ratio = r.run.cpu / r.parse.cpu
            table_rows.append(
                [
                    name,
                    stage,
                    r.n,
                    r.ops,
                    r.parse.cpu,
                    r.run.cpu,
                    ratio,
                    g,
                    round(r.peak_mb),
                ]
            )
            worst_ratio = max(worst_ratio, (ratio, name))
            if g is not None:
                worst_growth = max(worst_growth, (g, name))
    described = "; ".join(
        f"`{s.name}`: {s.description}" for s in speed.PATH_SHAPES if s.name in names
    )
    text = (
        "Quadratic paths (shapes once quadratic in one pass; n units each): "
        f"{described}. CPU seconds of the parse and of the stage alone (cyclic "
        "GC paused), and the process's peak resident memory after the stage (a "
        "high-water mark: one shape and size per run gives the stage's own):\n\n"
        + table(
            [
                "shape",
                "stage",
                "n",
                "ops",
                "parse s",
                "stage s",
                "stage/parse",
                "growth",
                "peak MiB",
            ],
            table_rows,
        )
        + f"\n\nWorst stage/parse {worst_ratio[0]:.2f} ({worst_ratio[1]}; target "
        f"<= 1.5); worst growth per doubling {worst_growth[0]:.2f}x "
        f"({worst_growth[1]}; target <= 2.3x)."
    )
    data: Json = {
        "rows": [
            {
                "shape": r.shape,
                "n": r.n,
                "ops": r.ops,
                "parse": r.parse.cpu,
                "stage": r.run.cpu,
                "peak_mb": r.peak_mb,
            }
            for r in rows
        ],
        "worst_stage_over_parse": worst_ratio[0],
        "worst_growth": worst_growth[0],
    }
    if profile:
        name = worst_ratio[1]
        report = speed.profile_path(settings.sizes[-1], name)
        text += (
            f"\n\ncProfile of {name} at n = {settings.sizes[-1]}:\n\n```\n{report}```"
        )
        data["profile"] = report
    return text, data


def _run_decoder_speed(
    settings: Settings, shapes: Sequence[str], profile: bool
) -> tuple[str, Json]:
    reference = speed.reference_binary()
    rows = speed.measure(settings.sizes, shapes, reference=reference)
    by_shape = {name: [r for r in rows if r.shape == name] for name in shapes}
    tables = _DecoderSpeedTables.of(by_shape)
    growths = tables.growths
    worst_ratio = max(
        ((by_shape[n][-1].ratio(o), n, o) for n in shapes for o in speed.OPTION_SETS),
    )
    worst_growth = max(
        ((g, n, o) for (n, o), gs in growths.items() for g in gs if g is not None),
        default=None,
    )
    means = [
        (g, n, o)
        for n in shapes
        for o in speed.OPTION_SETS
        if (g := speed.mean_growth([r.passes[o].time.cpu for r in by_shape[n]]))
        is not None
    ]
    worst_mean = max(means, default=None)
    over_default = _worst_over_default(rows)
    described = "; ".join(
        f"`{s.name}`: {s.description}" for s in speed.SHAPES if s.name in shapes
    )
    text = (
        "## 3. Pass speed (many-layer models, 1k..8k allocs, several shapes)\n\n"
        f"Shapes: {described}. "
        "CPU seconds per stage (process time; Python's cyclic GC on, paused while "
        "the pass runs, as `xhip-opt` does). `pass GC` = CPU time of the garbage "
        "collections that ran "
        "during the pass (they traverse the whole module, so they grow faster than "
        "the pass's own work); growth = time over the previous (half-size) row."
        + _cpp_note(reference)
        + "\n\n"
        + table(tables.header, tables.rows)
        + "\n\nThe pass under the other option sets (each on a fresh parse "
        "of the same text; parse s is the first parse's):\n\n"
        + table(tables.header_b, tables.rows_b)
        + "\n\n"
        + _speed_summary(worst_ratio, worst_growth, worst_mean)
        + _over_default_summary(over_default)
        + "\n\n"
        + "\n".join(f"- {v}" for v in tables.verdicts)
    )
    data: Json = {
        "rows": [_speed_row_json(r) for r in rows],
        "growth": {f"{n}, {o}": g for (n, o), g in growths.items()},
        "worst_pass_over_parse": worst_ratio[0],
        "worst_growth": None if worst_growth is None else worst_growth[0],
        "worst_mean_growth": None if worst_mean is None else worst_mean[0],
        "worst_function_over_default": None
        if over_default is None
        else over_default[0],
    }
    hoisted_text, data["hoisted_dynamic"] = _hoisted_speed(settings)
    text += hoisted_text
    if profile:
        _, name, o = worst_ratio
        report = speed.profile_pass(settings.sizes[-1], name, o)
        text += (
            f"\n\ncProfile of the pass ({name}, {o}, the worst pass/parse) at "
            f"{by_shape[name][-1].allocs} allocs:\n\n```\n{report}```"
        )
        data["profile"] = report
    return text, data


def _worst_over_default(
    rows: Sequence[speed.SpeedRow],
) -> tuple[float, str, int] | None:
    """The largest `scope=function` / default CPU time over `rows`, with its
    shape and alloc count (None when no row has both)."""
    found = [
        (ratio, r.shape, r.allocs)
        for r in rows
        if speed.FUNCTION_SCOPE in r.passes
        and (ratio := r.over_default(speed.FUNCTION_SCOPE)) is not None
    ]
    return max(found, default=None)


def _over_default_summary(worst: tuple[float, str, int] | None) -> str:
    if worst is None:
        return ""
    ratio, shape, allocs = worst
    return (
        f" `{speed.FUNCTION_SCOPE}` over the default options (`function/default`, "
        f"the same allocs under the dataflow liveness): worst {ratio:.2f} ({shape} "
        f"at {allocs} allocs; target <= 1.3)."
    )


def _cpp_note(reference: str | None) -> str:
    """What the C++ columns are, or how to get them."""
    floor = (
        " `floor s`: the rewrite alone on a fresh parse (a `memref.view` per alloc "
        "into one pool, uses moved, allocs and deallocs erased; no analysis, no "
        "planning), what building the output costs in xDSL's IR."
    )
    if reference is None:
        return floor + (
            " (With `HIP_REF_OPT` naming hip-ep's `hip-ref-opt`, three more columns: "
            "its C++ pass on the same text, and xhip's pass and the floor over it.)"
        )
    return floor + (
        " `C++ pass s`: hip-ep's `PoolAllocsPass` on the same text (`hip-ref-opt "
        "--mlir-disable-threading --mlir-timing --hip-pool-allocs`, input verified "
        "on parsing; the pass's wall seconds times the process's CPU/wall, so that "
        "a loaded machine does not inflate it); `xhip/C++` = xhip's pass s over it; "
        "`floor/C++` = the floor over it."
    )


@dataclass
class _DecoderSpeedTables:
    """The speed part's two tables (default options; the other option sets), the
    verdict per shape, and the pass's growth per doubling by (shape, options)."""

    header: list[str]
    rows: list[list[object]]
    header_b: list[str]
    rows_b: list[list[object]]
    verdicts: list[str]
    growths: dict[tuple[str, str], list[float | None]]

    @staticmethod
    def of(by_shape: dict[str, list[speed.SpeedRow]]) -> _DecoderSpeedTables:
        others = [o for o in speed.OPTION_SETS if o != "default"]
        header_b = ["shape", "allocs", "parse s"]
        for o in others:
            header_b += [f"{o} pass s", "pass/parse", "growth"]
            if o == speed.FUNCTION_SCOPE:
                header_b.append("function/default")
        tables = _DecoderSpeedTables(
            header=[
                "shape",
                "allocs",
                "ops",
                "parse s",
                "verify s",
                "pass s",
                "pass GC s",
                "print s",
                "pass/parse",
                "pass growth",
                "pass w/o GC growth",
                "parse growth",
            ],
            rows=[],
            header_b=header_b,
            rows_b=[],
            verdicts=[],
            growths={},
        )
        growths = tables.growths
        cpp = any(r.cpp_pass is not None for rs in by_shape.values() for r in rs)
        tables.header += ["floor s", "pass/floor"]
        if cpp:
            tables.header += ["C++ pass s", "xhip/C++", "floor/C++"]
        for name, shape_rows in by_shape.items():
            for o in speed.OPTION_SETS:
                growths[name, o] = speed.growth(
                    [r.passes[o].time.cpu for r in shape_rows]
                )
            own = speed.growth([r.pass_without_gc for r in shape_rows])
            parse = speed.growth([r.times["parse"].cpu for r in shape_rows])
            for k, r in enumerate(shape_rows):
                t = r.times
                tables.rows.append(
                    [
                        name,
                        r.allocs,
                        r.ops,
                        t["parse"].cpu,
                        t["verify"].cpu,
                        t["pass"].cpu,
                        r.pass_gc,
                        t["print"].cpu,
                        r.ratio(),
                        growths[name, "default"][k],
                        own[k],
                        parse[k],
                        r.floor,
                        _over(t["pass"].cpu, r.floor),
                        *([r.cpp_pass, r.over_cpp, r.floor_over_cpp] if cpp else []),
                    ]
                )
                line: list[object] = [name, r.allocs, t["parse"].cpu]
                for o in others:
                    line += [r.passes[o].time.cpu, r.ratio(o), growths[name, o][k]]
                    if o == speed.FUNCTION_SCOPE:
                        line.append(r.over_default(o))
                tables.rows_b.append(line)
            tables.verdicts.append(_shape_verdict(name, shape_rows, growths))
        return tables


def _over(a: float, b: float | None) -> float | None:
    return a / b if b else None


def _speed_summary(
    worst_ratio: tuple[float, str, str],
    worst_growth: tuple[float, str, str] | None,
    worst_mean: tuple[float, str, str] | None,
) -> str:
    """The worst figures over every shape and option set, against their targets.
    Timings vary with the machine and its load: the targets are printed as
    ratios, no pass or fail is read from them."""
    summary = (
        f"Over every shape and option set: worst pass/parse at the largest size "
        f"{worst_ratio[0]:.2f} ({worst_ratio[1]}, {worst_ratio[2]}; target <= 1)"
    )
    if worst_growth is not None:
        summary += (
            f"; worst growth per doubling {worst_growth[0]:.2f}x ({worst_growth[1]}, "
            f"{worst_growth[2]}; target <= 2.3x)"
        )
    if worst_mean is not None:
        summary += (
            f"; worst mean growth per doubling (geometric mean from the first size to "
            f"the last) {worst_mean[0]:.2f}x ({worst_mean[1]}, {worst_mean[2]}; "
            f"target <= 2.3x)"
        )
    return summary + "."


def _speed_row_json(r: speed.SpeedRow) -> Json:
    return {
        "shape": r.shape,
        "target": r.target,
        "layers": r.layers,
        "allocs": r.allocs,
        "ops": r.ops,
        "cpu": {k: v.cpu for k, v in r.times.items()},
        "wall": {k: v.wall for k, v in r.times.items()},
        "pass_gc": r.pass_gc,
        "pass_over_parse": r.ratio(),
        "cpp_pass": r.cpp_pass,
        "pass_over_cpp": r.over_cpp,
        "rewrite_floor": r.floor,
        "floor_over_cpp": r.floor_over_cpp,
        "options": {
            o: {
                "cpu": p.time.cpu,
                "wall": p.time.wall,
                "gc": p.gc,
                "pass_over_parse": r.ratio(o),
                "over_default": r.over_default(o),
            }
            for o, p in r.passes.items()
        },
    }


def _hoisted_speed(settings: Settings) -> tuple[str, list[Json]]:
    """`packer=best` against the reference on hoisted dynamic allocs: the table
    (after the speed tables) and its data."""
    hoisted = [speed.measure_hoisted(n) for n in settings.hoisted_sizes]
    best_growth = speed.growth([h.best.cpu for h in hoisted])
    text = (
        "\n\nHoisted dynamic allocs (all at the block top, every pair of lifetimes "
        "overlapping), CPU seconds of the pass with each packer (default options "
        "otherwise):\n\n"
        + table(
            [
                "allocs",
                "parse s",
                "packer=reference s",
                "packer=best s",
                "best/parse",
                "best growth",
            ],
            [
                [
                    h.allocs,
                    h.parse.cpu,
                    h.reference.cpu,
                    h.best.cpu,
                    h.best.cpu / h.parse.cpu,
                    g,
                ]
                for h, g in zip(hoisted, best_growth, strict=True)
            ],
        )
    )
    data = [
        {
            "allocs": h.allocs,
            "parse": h.parse.cpu,
            "reference": h.reference.cpu,
            "best": h.best.cpu,
        }
        for h in hoisted
    ]
    return text, data


PARTS: dict[str, Callable[[Settings], tuple[str, Json]]] = {
    "static": run_static,
    "dynamic": run_dynamic,
    "speed": run_speed,
    "kernels": lambda settings: kernels.run_kernels(settings.alignment),
    "models": lambda settings: models.run_models(settings.corpus, settings.models),
}


def settings_for(quick: bool, **overrides: Any) -> Settings:
    base = QUICK if quick else FULL
    values = {k: v for k, v in overrides.items() if v is not None and v != ()}
    return Settings(**{**base.__dict__, **values})


def run_parts(
    parts: Sequence[str], settings: Settings, profile: bool = False
) -> tuple[list[str], Json]:
    texts: list[str] = []
    data: Json = {}
    for part in parts:
        if part == "speed":
            text, result = run_speed(settings, profile)
        else:
            text, result = PARTS[part](settings)
        texts.append(text)
        data[part] = result
    return texts, data

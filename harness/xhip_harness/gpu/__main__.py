"""`python -m xhip_harness.gpu`: the GPU campaign (see `xhip_harness.gpu.campaign`
for the models, `xhip_harness.gpu.fuzz` for the fuzz programs)."""

from __future__ import annotations

import argparse
import json
import os
import platform
import subprocess
import sys
import time
from collections.abc import Sequence
from dataclasses import asdict
from importlib import metadata
from pathlib import Path
from typing import Any

from xhip.extras import require_for_command

# NumPy is optional (the `verify` extra): one line without it.
require_for_command("python -m xhip_harness.gpu", "numpy")

from xhip.planning.best.budget import DEFAULT_EFFORT  # noqa: E402
from xhip_harness.execute.backend import get_backend  # noqa: E402
from xhip_harness.execute.memory_model import Backend  # noqa: E402
from xhip_harness.gpu.campaign import (  # noqa: E402
    Json,
    Meter,
    Row,
    Runner,
    configs,
    markdown,
    models,
    summary,
)
from xhip_harness.gpu.fuzz import FuzzReport, fuzz  # noqa: E402


def _seeds(text: str) -> list[int]:
    try:
        seeds = [int(s) for s in text.split(",") if s.strip()]
    except ValueError:
        raise argparse.ArgumentTypeError(f"seeds are integers: {text!r}") from None
    if not seeds:
        raise argparse.ArgumentTypeError("at least one seed")
    return seeds


def _parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(
        prog="python -m xhip_harness.gpu",
        description=(
            "Run the bench models original (one torch.empty per alloc) and pooled "
            "(one byte pool) on a device: bit-identical outputs, pool = the pass's "
            "size, memory and time per call; then random fuzz programs."
        ),
    )
    parser.add_argument("--backend", choices=("torch", "numpy"), default="torch")
    parser.add_argument(
        "--device", default=None, help="torch device (default: cuda if available)"
    )
    parser.add_argument("--smoke", action="store_true", help="tiny models and bindings")
    parser.add_argument(
        "--models",
        default="decoder,vision,decoder_hoisted,vision_hoisted",
        help="comma-separated (none: no models)",
    )
    parser.add_argument(
        "--fuzz", type=int, default=300, help="fuzz programs per seed (0: none)"
    )
    parser.add_argument(
        "--fuzz-seeds",
        "--fuzz-seed",
        type=_seeds,
        default=[0],
        help="comma-separated seeds; program k of seed s is the fuzzer's "
        "RandomChooser(s * 1000003 + k)",
    )
    parser.add_argument(
        "--jobs",
        type=int,
        default=1,
        help="worker processes for the fuzz programs (each plans and runs its "
        "programs on the device); the results do not depend on it",
    )
    parser.add_argument("--repeats", type=int, default=5, help="timed calls")
    parser.add_argument("--warmup", type=int, default=2, help="untimed calls first")
    parser.add_argument(
        "--packer-effort",
        type=int,
        default=DEFAULT_EFFORT,
        help="packer=best's work budget (deterministic; no time limit)",
    )
    parser.add_argument(
        "--out",
        type=Path,
        default=None,
        help="write models.json, models.md, fuzz.json, run.json, summary.md and "
        "log.txt here",
    )
    parser.add_argument("--json", type=Path, default=None, help="write results here")
    parser.add_argument(
        "--markdown", type=Path, default=None, help="write the table here"
    )
    return parser


class _Log:
    """Prints a line and appends it to `out/log.txt` (emptied first) if given."""

    def __init__(self, out: Path | None) -> None:
        self.out = out
        if out is not None:
            out.mkdir(parents=True, exist_ok=True)
            (out / "log.txt").write_text("")

    def __call__(self, line: str) -> None:
        print(line, flush=True)
        if self.out is not None:
            with (self.out / "log.txt").open("a") as f:
                f.write(line + "\n")


def main(argv: Sequence[str] | None = None) -> int:
    args = _parser().parse_args(argv)
    started = time.time()
    out: Path | None = args.out
    log = _Log(out)
    backend = get_backend(args.backend, args.device)
    device = str(getattr(backend, "device", "cpu"))
    env = environment(backend)
    log(f"xhip_harness.gpu: backend {backend.name} on {device}")
    for key in ("device_name", "torch", "cuda", "numpy", "xdsl", "python"):
        if env.get(key):
            log(f"  {key}: {env[key]}")
    rows: list[Row] = []
    start = time.perf_counter()
    runner = _run_models(args, backend, device, log, rows)
    model_seconds = time.perf_counter() - start
    log(
        f"models: {model_seconds:.0f} s; measured in private pools: "
        f"{runner.meter.private_pools}"
    )
    report = _run_fuzz(args, backend, device, log, rows) if args.fuzz else None
    table = markdown(rows)
    print(table, flush=True)
    result = summary(rows)
    log(
        f"summary: {result['pooled_runs']} pooled runs, {result['mismatches']} mismatches, "
        f"{result['pool_size_differences']} pool sizes differing from the pass"
    )
    failed = bool(result["mismatches"] or result["pool_size_differences"])
    if report is not None and report.failed:
        failed = True
    _write(args, rows, report, backend.name, device)
    if out is not None:
        env.update(
            command=["python", "-m", "xhip_harness.gpu", *(argv or sys.argv[1:])],
            started=time.strftime("%Y-%m-%dT%H:%M:%SZ", time.gmtime(started)),
            seconds_total=round(time.time() - started, 1),
            seconds_models=round(model_seconds, 1),
            seconds_fuzz=None if report is None else round(report.seconds, 1),
            failed=failed,
        )
        (out / "run.json").write_text(json.dumps(env, indent=1) + "\n")
        (out / "summary.md").write_text(summary_markdown(env, result, report))
    return 1 if failed else 0


def _run_models(
    args: argparse.Namespace, backend: Backend, device: str, log: _Log, rows: list[Row]
) -> Runner:
    """Runs the `--models` wanted, appending their rows (written after each)."""
    runner = Runner(backend, Meter(backend), args.repeats, args.warmup, log)
    wanted = {n.strip() for n in args.models.split(",") if n.strip()}
    for model in models(args.smoke):
        if model.name not in wanted:
            continue
        log(f"model {model.name}: {model.program.allocs} allocs")
        rows += runner.model(model, configs(args.packer_effort))
        _write(args, rows, None, backend.name, device)
    return runner


def _run_fuzz(
    args: argparse.Namespace, backend: Backend, device: str, log: _Log, rows: list[Row]
) -> FuzzReport:
    """The fuzz programs on the device (results written at each checkpoint)."""
    log(
        f"fuzz: {args.fuzz} programs from each of seeds {args.fuzz_seeds}, "
        f"{args.jobs} jobs, packer-effort {args.packer_effort}"
    )
    report = fuzz(
        backend,
        args.fuzz,
        args.fuzz_seeds,
        log,
        effort=args.packer_effort,
        jobs=args.jobs,
        checkpoint=lambda so_far: _write(args, rows, so_far, backend.name, device),
    )
    for line in fuzz_lines(report):
        log(line)
    return report


def fuzz_lines(report: FuzzReport) -> list[str]:
    lines = [
        f"fuzz: {report.drawn} programs drawn, {report.programs} run, "
        f"{sum(report.skipped.values())} skipped, {report.pooled} pooled functions "
        f"({report.nothing_to_pool} with nothing to pool), {report.executed} "
        f"differential runs, {len(report.findings)} findings, "
        f"{report.agree_with_numpy}/{report.programs} originals agree with NumPy, "
        f"{report.seconds:.0f} s"
    ]
    lines += [f"  skipped {n}: {why}" for why, n in sorted(report.skipped.items())]
    lines += [f"  finding: {f}" for f in report.findings[:20]]
    if report.disagreements:
        lines.append(f"  disagree with NumPy: {', '.join(report.disagreements[:20])}")
    return lines


def environment(backend: Backend) -> Json:
    """What ran the campaign: versions, the device, the machine."""

    def version(name: str) -> str | None:
        try:
            return metadata.version(name)
        except metadata.PackageNotFoundError:
            return None

    env: Json = {
        "backend": backend.name,
        "device": str(getattr(backend, "device", "cpu")),
        "python": platform.python_version(),
        "numpy": version("numpy"),
        "xdsl": version("xdsl"),
        "numba": version("numba"),
        "cpus": os.cpu_count(),
        "cublas_workspace_config": os.environ.get("CUBLAS_WORKSPACE_CONFIG"),
    }
    torch: Any = getattr(backend, "torch", None)
    if torch is not None:
        env["torch"] = torch.__version__
        env["cuda"] = torch.version.cuda
        if torch.cuda.is_available():
            props = torch.cuda.get_device_properties(0)
            env["device_name"] = str(props.name)
            env["device_memory_mib"] = int(props.total_memory) >> 20
            try:
                env["driver"] = subprocess.run(
                    [
                        "nvidia-smi",
                        "--query-gpu=driver_version",
                        "--format=csv,noheader",
                    ],
                    capture_output=True,
                    text=True,
                    timeout=30,
                    check=False,
                ).stdout.strip()
            except OSError:
                env["driver"] = None
    return env


def summary_markdown(env: Json, result: Json, report: FuzzReport | None) -> str:
    """The result lines of docs/gpu.md, from this run."""
    lines = [
        "# The run",
        "",
        f"Device: {env.get('device_name') or env['device']} "
        f"({env.get('device_memory_mib', 'n/a')} MiB, driver {env.get('driver')}), "
        f"torch {env.get('torch')} (CUDA {env.get('cuda')}), NumPy {env['numpy']}, "
        f"xDSL {env['xdsl']}, Numba {env['numba']}, Python {env['python']}, "
        f"{env['cpus']} CPUs.",
        "",
        "```sh",
        " ".join(env["command"]),
        "```",
        "",
        f"Total {env['seconds_total']} s (models {env['seconds_models']} s, fuzz "
        f"{env['seconds_fuzz']} s).",
        "",
        f"Models: **{result['pooled_runs']} pooled runs, {result['mismatches']} "
        f"mismatches, {result['pool_size_differences']} pool sizes differing from "
        "the pass**.",
    ]
    if report is not None:
        lines += ["", "Fuzz:", "", *(f"    {line}" for line in fuzz_lines(report))]
        lines += ["", "Differential runs by configuration:", ""]
        lines += [
            f"* {name}: {report.executed_by_config.get(name, 0)}"
            for name in report.configs
        ]
    return "\n".join(lines) + "\n"


def _write(
    args: argparse.Namespace,
    rows: list[Row],
    report: FuzzReport | None,
    backend: str,
    device: str,
) -> None:
    """The results so far (after each model, so a cut-off run keeps them)."""
    fuzz_json = None if report is None else asdict(report)
    result = summary(rows, fuzz_json)
    result["backend"], result["device"] = backend, device
    if args.json is not None:
        args.json.write_text(json.dumps(result, indent=1) + "\n")
    if args.markdown is not None:
        args.markdown.write_text(markdown(rows) + "\n")
    out: Path | None = args.out
    if out is not None:
        models_only = summary(rows)
        models_only["backend"], models_only["device"] = backend, device
        (out / "models.json").write_text(json.dumps(models_only, indent=1) + "\n")
        (out / "models.md").write_text(markdown(rows) + "\n")
        if fuzz_json is not None:
            (out / "fuzz.json").write_text(json.dumps(fuzz_json, indent=1) + "\n")


if __name__ == "__main__":
    sys.exit(main())

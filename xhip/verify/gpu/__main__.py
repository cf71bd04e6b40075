"""`python -m xhip.verify.gpu`: the GPU campaign (see `xhip.verify.gpu.campaign`)."""

from __future__ import annotations

import argparse
import json
import sys
import time
from collections.abc import Sequence
from pathlib import Path

from xhip.extras import require_for_command

# NumPy is optional (the `verify` extra): one line without it.
require_for_command("python -m xhip.verify.gpu", "numpy")

from xhip.verify.execute.backend import get_backend  # noqa: E402
from xhip.verify.gpu.campaign import (  # noqa: E402
    FuzzReport,
    Meter,
    Row,
    Runner,
    configs,
    fuzz,
    markdown,
    models,
    summary,
)


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(
        prog="python -m xhip.verify.gpu",
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
        "--models", default="decoder,vision,decoder_hoisted,vision_hoisted"
    )
    parser.add_argument("--fuzz", type=int, default=300, help="fuzz programs (0: none)")
    parser.add_argument("--fuzz-seed", type=int, default=0)
    parser.add_argument("--repeats", type=int, default=5, help="timed calls")
    parser.add_argument("--warmup", type=int, default=2, help="untimed calls first")
    parser.add_argument(
        "--time-limit-ms", type=int, default=2000, help="packer=best budget"
    )
    parser.add_argument("--json", type=Path, default=None, help="write results here")
    parser.add_argument(
        "--markdown", type=Path, default=None, help="write the table here"
    )
    args = parser.parse_args(argv)

    def log(line: str) -> None:
        print(line, flush=True)

    backend = get_backend(args.backend, args.device)
    device = getattr(backend, "device", "cpu")
    log(f"xhip.verify.gpu: backend {backend.name} on {device}")
    torch = getattr(backend, "torch", None)
    if torch is not None:
        log(f"  torch {torch.__version__}")
        if torch.cuda.is_available():
            log(f"  {torch.cuda.get_device_name()}")
    runner = Runner(backend, Meter(backend), args.repeats, args.warmup, log)
    wanted = {n.strip() for n in args.models.split(",") if n.strip()}
    rows: list[Row] = []
    start = time.perf_counter()
    for model in models(args.smoke):
        if model.name not in wanted:
            continue
        log(f"model {model.name}: {model.program.allocs} allocs")
        rows += runner.model(model, configs(args.time_limit_ms))
        _write(args.json, args.markdown, rows, None, backend.name, str(device))
    log(
        f"models: {time.perf_counter() - start:.0f} s; measured in private pools: "
        f"{runner.meter.private_pools}"
    )
    report = None
    if args.fuzz:
        log(f"fuzz: {args.fuzz} programs from seed {args.fuzz_seed}")
        report = fuzz(backend, args.fuzz, args.fuzz_seed, log)
        log(
            f"fuzz: {report.programs} programs, {report.pooled} pooled functions, "
            f"{report.executed} differential runs, {len(report.findings)} findings, "
            f"{report.agree_with_numpy}/{report.programs} originals agree with NumPy, "
            f"{report.seconds:.0f} s"
        )
        for finding in report.findings[:20]:
            log(f"  finding: {finding}")
        if report.disagreements:
            log(f"  disagree with NumPy: {', '.join(report.disagreements[:20])}")
    table = markdown(rows)
    print(table, flush=True)
    result = summary(rows, report)
    result["backend"] = backend.name
    result["device"] = str(device)
    log(
        f"summary: {result['pooled_runs']} pooled runs, {result['mismatches']} mismatches, "
        f"{result['pool_size_differences']} pool sizes differing from the pass"
    )
    _write(args.json, args.markdown, rows, report, backend.name, str(device))
    failed = result["mismatches"] or result["pool_size_differences"]
    if report is not None and report.findings:
        failed = True
    return 1 if failed else 0


def _write(
    json_path: Path | None,
    markdown_path: Path | None,
    rows: list[Row],
    report: FuzzReport | None,
    backend: str,
    device: str,
) -> None:
    """The results so far (after each model, so a cut-off run keeps them)."""
    if json_path is not None:
        result = summary(rows, report)
        result["backend"], result["device"] = backend, device
        json_path.write_text(json.dumps(result, indent=1) + "\n")
    if markdown_path is not None:
        markdown_path.write_text(markdown(rows) + "\n")


if __name__ == "__main__":
    sys.exit(main())

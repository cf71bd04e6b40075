"""`xhip bench`: pool quality against lower bounds, and pass speed against input size."""

from __future__ import annotations

import argparse
import json
import sys
import time
from dataclasses import asdict
from pathlib import Path

from xhip.diagnostics import ToolError
from xhip.tools.common import Subparsers, int_at_least, write_output
from xhip_harness.bench.run import PARTS, packers, run_parts, settings_for
from xhip_harness.bench.speed import PATH_SHAPE_NAMES, SHAPE_NAMES


def _names(text: str) -> tuple[str, ...]:
    return tuple(n.strip() for n in text.split(",") if n.strip())


def _sizes(text: str) -> tuple[int, ...]:
    try:
        sizes = tuple(int(n) for n in _names(text))
    except ValueError:
        raise argparse.ArgumentTypeError(
            f"expected comma-separated integers: {text}"
        ) from None
    if not sizes or any(s <= 0 for s in sizes):
        raise argparse.ArgumentTypeError(f"expected positive sizes: {text}")
    return sizes


def _parts(text: str) -> tuple[str, ...]:
    parts = _names(text)
    unknown = [p for p in parts if p not in PARTS]
    if unknown or not parts:
        raise argparse.ArgumentTypeError(
            f"unknown part {', '.join(unknown) or text!r} (choose from {', '.join(PARTS)})"
        )
    return parts


def register(subparsers: Subparsers) -> None:
    p = subparsers.add_parser(
        "bench",
        help="measure pool quality and pass speed",
        description=(
            "Runs hip-pool-allocs on the MiniMalloc instances (static quality), on "
            "generated decoder and vision models at a sweep of bindings (dynamic "
            "quality), on decoders of 1k..8k allocs (speed) and, with "
            "scope=function, on kernel-compiler shapes (kernels) and on the corpus "
            "of real models in tests/corpus (models); prints markdown tables."
        ),
    )
    p.add_argument(
        "--parts",
        type=_parts,
        default=tuple(PARTS),
        help="comma-separated parts to run: static,dynamic,speed,kernels,models (default: all)",
    )
    p.add_argument(
        "--quick", action="store_true", help="a small version (used by tests)"
    )
    p.add_argument(
        "--json", type=Path, metavar="PATH", help="write the results as JSON"
    )
    p.add_argument(
        "--data",
        type=Path,
        metavar="DIR",
        help="MiniMalloc instances (default: $XHIP_BENCH_DATA or the copy shipped "
        "in harness/xhip_harness/bench/data/minimalloc-challenging)",
    )
    p.add_argument(
        "--instances",
        type=_names,
        metavar="A,B,...",
        help="MiniMalloc instances to run",
    )
    p.add_argument(
        "--packers",
        type=_names,
        metavar="P,...",
        help="packers (default: every registered)",
    )
    p.add_argument(
        "--effort",
        type=int_at_least(0),
        metavar="UNITS",
        help="packer-effort of searching packers (default: the pass's, quick 300000)",
    )
    p.add_argument(
        "--time-limit-ms",
        type=int_at_least(1),
        metavar="MS",
        help="packer-time-limit-ms of searching packers (default: none; a "
        "wall-clock cut makes the figures vary)",
    )
    p.add_argument(
        "--sizes",
        type=_sizes,
        metavar="N,...",
        help="alloc counts of the speed part (default 1000,2000,4000,8000)",
    )
    p.add_argument(
        "--shapes",
        type=_names,
        metavar="S,...",
        help="shapes of the speed part (default: all; "
        + ", ".join(SHAPE_NAMES + PATH_SHAPE_NAMES)
        + ")",
    )
    p.add_argument(
        "--corpus",
        type=Path,
        metavar="DIR",
        help="the models part's corpus (default: tests/corpus of the checkout)",
    )
    p.add_argument(
        "--models",
        type=_names,
        metavar="M,...",
        help="models of the models part (default: all in the corpus manifest)",
    )
    p.add_argument(
        "--profile",
        action="store_true",
        help="append a cProfile of the pass at the largest speed size",
    )
    p.set_defaults(func=run)


def run(args: argparse.Namespace) -> int:
    settings = settings_for(
        args.quick,
        data=args.data,
        instances=args.instances,
        packers=args.packers,
        effort=args.effort,
        time_limit_ms=args.time_limit_ms,
        sizes=args.sizes,
        shapes=args.shapes,
        corpus=args.corpus,
        models=args.models,
    )
    start = time.perf_counter()
    try:
        texts, data = run_parts(args.parts, settings, args.profile)
    except (OSError, ValueError) as e:
        print(f"xhip bench: {e}", file=sys.stderr)
        return 1
    seconds = time.perf_counter() - start
    command = (
        "xhip bench " + " ".join(sys.argv[2:]) if sys.argv[1:2] == ["bench"] else None
    )
    header = f"# xhip bench{' (quick)' if args.quick else ''}\n"
    print(header)
    print("\n\n".join(texts))
    print(f"\n(total {seconds:.1f} s)")
    if args.json is not None:
        data["meta"] = {
            "quick": args.quick,
            "seconds": seconds,
            "command": command,
            "settings": {
                "parts": list(args.parts),
                "packers": packers(settings),
                "effort": settings.effort,
                "time_limit_ms": settings.time_limit_ms,
                "decoder": asdict(settings.decoder),
                "vision": asdict(settings.vision),
                "sizes": list(settings.sizes),
                "shapes": list(settings.shapes or SHAPE_NAMES + PATH_SHAPE_NAMES),
                "alignment": settings.alignment,
            },
        }
        try:
            write_output(str(args.json), json.dumps(data, indent=1) + "\n")
        except ToolError as e:
            print(f"xhip bench: error: {e}", file=sys.stderr)
            return 1
    return 0

"""`python -m xhip_harness.fuzz`: a fuzz campaign; prints what it checked and any finding."""

from __future__ import annotations

import argparse
import sys
import time
from collections.abc import Sequence

from xhip.extras import require_for_command

# NumPy and hypothesis are optional (the `verify` extra): one line without them.
require_for_command("python -m xhip_harness.fuzz", "numpy", "hypothesis")

from hypothesis import HealthCheck, Phase, given, settings  # noqa: E402
from hypothesis import seed as hypothesis_seed  # noqa: E402

from xhip.analysis.lifetimes import LifetimeStart  # noqa: E402
from xhip.planning.packers import PACKERS  # noqa: E402
from xhip.tools import int_at_least  # noqa: E402
from xhip_harness.fuzz.pipeline_module import build_pipeline_module  # noqa: E402
from xhip_harness.fuzz.program import FuzzCase, RandomChooser, build_program  # noqa: E402
from xhip_harness.fuzz.runner import CONFIGS, CaseReport, run_case  # noqa: E402
from xhip_harness.fuzz.strategies import fuzz_cases, pipeline_modules  # noqa: E402

MIN_STEPS = 2
"""The generator draws between 2 and `--max-steps` steps."""


def _summary(seed: int, programs: int, totals: CaseReport, seconds: float) -> str:
    return (
        f"fuzz campaign (seed {seed}): {programs} programs x {len(CONFIGS)} "
        f"configurations = {totals.pooled} pooled functions, {totals.bindings} "
        f"function bindings checked, {totals.executed} differential runs, "
        f"{len(totals.findings)} findings, {seconds:.0f} s"
    )


def _parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(
        prog="python -m xhip_harness.fuzz",
        description="Generate random hip functions; pool, check and execute each one.",
    )
    parser.add_argument(
        "--examples", type=int_at_least(1), default=1000, help="programs to generate"
    )
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument(
        "--max-steps",
        type=int_at_least(MIN_STEPS),
        default=40,
        help=f"program length bound (at least {MIN_STEPS})",
    )
    parser.add_argument(
        "--bindings",
        type=int_at_least(0),
        default=16,
        help="random checker bindings per function",
    )
    parser.add_argument(
        "--engine",
        choices=("hypothesis", "random"),
        default="hypothesis",
        help="hypothesis (shrinks a failure to a small program) or a plain seeded RNG",
    )
    parser.add_argument(
        "--no-execute", action="store_true", help="skip differential runs"
    )
    parser.add_argument(
        "--lifetime-start",
        choices=[s.value for s in LifetimeStart],
        default=LifetimeStart.ALLOC.value,
        help="the pass's (and the checker's) lifetime-start option",
    )
    parser.add_argument(
        "--packer",
        choices=sorted(PACKERS),
        default="reference",
        help="the pass's packer option",
    )
    parser.add_argument(
        "--tail",
        action="store_true",
        help="run hip-use-output-allocator, hip-resolve-memref-dims, cse and "
        "hip-hoist-alloc-size-arith{hoist-loads=true} before the pass, on programs "
        "that also overwrite the buffer sizes are loaded from",
    )
    parser.add_argument(
        "--modules",
        action="store_true",
        help="whole modules shaped like hip-ep's front-end output (weights as "
        "constant globals, outlined functions, hip.alloc_output outputs, the "
        "front end's module attributes) instead of single functions",
    )
    return parser


class _Campaign:
    """Runs each generated case and adds up what was checked; a finding stops it."""

    def __init__(self, args: argparse.Namespace) -> None:
        self.args = args
        self.totals = CaseReport()
        self.programs = 0
        self.start = time.monotonic()

    def summary(self) -> str:
        return _summary(
            self.args.seed, self.programs, self.totals, time.monotonic() - self.start
        )

    def one(self, case: FuzzCase) -> None:
        """Pools, checks and executes `case`; raises `AssertionError` on a finding
        (what hypothesis shrinks)."""
        args = self.args
        report = run_case(
            case,
            random_bindings=args.bindings,
            execute=not args.no_execute,
            lifetime_start=LifetimeStart(args.lifetime_start),
            packer=args.packer,
            tail=args.tail,
        )
        if report.findings:
            raise AssertionError("\n".join([*report.findings, "program:", case.text]))
        self.programs += 1
        self.totals.add(report)
        if self.programs % 500 == 0:
            print(self.summary(), flush=True)


def _run_random(args: argparse.Namespace, campaign: _Campaign) -> None:
    """The cases from a seeded RNG, one seed per example."""
    for k in range(args.examples):
        chooser = RandomChooser(args.seed * 1_000_003 + k)
        if args.modules:
            campaign.one(build_pipeline_module(chooser, args.max_steps))
        else:
            campaign.one(
                build_program(chooser, args.max_steps, overwrite_lens=args.tail)
            )


def _run_hypothesis(args: argparse.Namespace, campaign: _Campaign) -> None:
    """The cases drawn by hypothesis, which shrinks a finding's program."""

    def one(case: FuzzCase) -> None:
        campaign.one(case)

    test = settings(
        max_examples=args.examples,
        deadline=None,
        database=None,
        suppress_health_check=[
            HealthCheck.too_slow,
            HealthCheck.data_too_large,
        ],
        phases=(Phase.generate, Phase.shrink),
    )(
        hypothesis_seed(args.seed)(
            given(
                pipeline_modules(args.max_steps)
                if args.modules
                else fuzz_cases(args.max_steps, args.tail)
            )(one)
        )
    )
    test()


def main(argv: Sequence[str] | None = None) -> int:
    args = _parser().parse_args(argv)
    campaign = _Campaign(args)
    try:
        if args.engine == "random":
            _run_random(args, campaign)
        else:
            _run_hypothesis(args, campaign)
    except AssertionError as e:
        print(campaign.summary())
        print(f"FINDING:\n{e}")
        return 1
    print(campaign.summary())
    return 0


if __name__ == "__main__":
    sys.exit(main())

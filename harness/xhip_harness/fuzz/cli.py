"""`xhip fuzz ...`: `python -m xhip_harness.fuzz ...` as a subcommand of `xhip`."""

from __future__ import annotations

import argparse

from xhip.extras import require_for_command
from xhip.tools.common import Subparsers


def register(subparsers: Subparsers) -> None:
    parser: argparse.ArgumentParser = subparsers.add_parser(
        "fuzz",
        help="a fuzz campaign: random functions pooled, checked and executed "
        "(python -m xhip_harness.fuzz; needs the verify extra)",
        description=(
            "Runs `python -m xhip_harness.fuzz` with the arguments that follow "
            "(`xhip fuzz --help` for them): random hip functions through the pass "
            "in several configurations, the checker and a NumPy differential run. "
            "Needs NumPy and hypothesis: pip install 'xhip[verify]'."
        ),
        add_help=False,
    )
    parser.add_argument("args", nargs=argparse.REMAINDER)
    parser.set_defaults(func=run)


def run(args: argparse.Namespace) -> int:
    return run_argv(list(args.args))


def run_argv(argv: list[str]) -> int:
    require_for_command("xhip fuzz", "numpy", "hypothesis")
    from xhip_harness.fuzz.__main__ import main

    return main(argv)

"""`xhip`: the command-line front of xhip's tools.

Each subcommand lives in its own module exposing `register(subparsers)`; the
module's parser sets `func` to a callable taking the parsed arguments and
returning the exit code.
"""

from __future__ import annotations

import argparse
import importlib
import os
import sys
from collections.abc import Sequence

SUBCOMMANDS: dict[str, str] = {
    "check": "xhip.tools.check",
    "plan": "xhip.tools.plan.cli",
    "bench": "xhip.tools.bench.cli",
    "options": "xhip.tools.options",
    "fuzz": "xhip.verify.fuzz.cli",
}
"""Subcommand name -> module implementing it."""


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(
        prog="xhip",
        description="xhip: the hip-pool-allocs memory planner and its tools",
        epilog=(
            "Also: xhip-opt (an mlir-opt-compatible driver; xhip-opt --help lists "
            "the hip passes and their options), python -m xhip.verify.fuzz (= xhip fuzz) "
            "and python -m xhip.verify.gpu (the GPU campaign)."
        ),
    )
    sub = parser.add_subparsers(dest="command", required=True, metavar="COMMAND")
    for module in SUBCOMMANDS.values():
        importlib.import_module(module).register(sub)
    return parser


def main(argv: Sequence[str] | None = None) -> int:
    argv = list(sys.argv[1:] if argv is None else argv)
    if argv[:1] == ["fuzz"]:  # its own parser takes every argument after it
        from xhip.verify.fuzz.cli import run_argv

        return run_argv(argv[1:])
    args = build_parser().parse_args(argv)
    try:
        return int(args.func(args))
    except BrokenPipeError:
        # The reader of our output went away (`xhip plan ... | head`): not an error.
        os.dup2(os.open(os.devnull, os.O_WRONLY), sys.stdout.fileno())
        return 0


if __name__ == "__main__":
    sys.exit(main())

"""`xhip`: the command-line front of xhip's tools.

Each subcommand lives in its own module exposing `register(subparsers)`; the
module's parser sets `func` to a callable taking the parsed arguments and
returning the exit code.
"""

from __future__ import annotations

import argparse
import difflib
import importlib
import os
import sys
from collections.abc import Sequence
from typing import NoReturn, cast

from xhip.ir.collector import no_collection_at_exit

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
    no_collection_at_exit()
    argv = list(sys.argv[1:] if argv is None else argv)
    if argv[:1] == ["fuzz"]:  # its own parser takes every argument after it
        from xhip.verify.fuzz.cli import run_argv

        return run_argv(argv[1:])
    parser = build_parser()
    args, unknown = parser.parse_known_args(argv)
    if unknown:
        _unrecognized(parser, args.command, unknown)
    try:
        return int(args.func(args))
    except BrokenPipeError:
        # The reader of our output went away (`xhip plan ... | head`): not an error.
        os.dup2(os.open(os.devnull, os.O_WRONLY), sys.stdout.fileno())
        return 0


def _unrecognized(
    parser: argparse.ArgumentParser, command: str, unknown: list[str]
) -> NoReturn:
    """Unknown arguments, reported by the subcommand's parser (its usage, not
    the top level's) with the closest of its flags for a misspelled one."""
    subcommands = next(
        cast("argparse._SubParsersAction[argparse.ArgumentParser]", a)
        for a in parser._actions
        if isinstance(a, argparse._SubParsersAction)
    )
    sub: argparse.ArgumentParser = subcommands.choices[command]
    flags: list[str] = [s for a in sub._actions for s in a.option_strings]
    hint = ""
    for arg in unknown:
        close = difflib.get_close_matches(arg.split("=", 1)[0], flags, n=1)
        if arg.startswith("-") and close:
            hint = f" (did you mean '{close[0]}'?)"
            break
    sub.error(f"unrecognized arguments: {' '.join(unknown)}{hint}")


if __name__ == "__main__":
    sys.exit(main())

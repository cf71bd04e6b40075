"""`xhip`: the command-line front of xhip's tools.

Each subcommand lives in its own module exposing `register(subparsers)`; the
module's parser sets `func` to a callable taking the parsed arguments and
returning the exit code. A module that also has `run_argv(argv)` takes every
argument after its name (`xhip fuzz`). The test harness's subcommands (`bench`,
`fuzz`) come from the `xhip-harness` distribution (harness/ in the repo) through
the entry points group `xhip.subcommands`, so that xhip imports nothing of it;
without it they are listed and say in one line what to install.
"""

from __future__ import annotations

import argparse
import difflib
import importlib
import os
import sys
from collections.abc import Sequence
from importlib.metadata import entry_points
from typing import NoReturn

from xhip.ir.collector import no_collection_at_exit

SUBCOMMANDS: dict[str, str | None] = {
    "check": "xhip.tools.check",
    "plan": "xhip.tools.plan.cli",
    "bench": None,
    "options": "xhip.tools.options",
    "fuzz": None,
}
"""Subcommand name -> module implementing it; None: the test harness's, found
in the entry points group `ENTRY_POINTS`."""

ENTRY_POINTS = "xhip.subcommands"
"""The entry points group of the harness's subcommands: name -> module."""

HARNESS_INSTALL = "in a checkout of xhip: pip install -e ./harness"
"""How to install the harness (it is not published apart from the repo)."""


def harness_subcommands() -> dict[str, str]:
    """The subcommands the installed harness provides: name -> module."""
    return {ep.name: ep.value for ep in entry_points(group=ENTRY_POINTS)}


def missing_harness(name: str) -> str:
    return (
        f"xhip {name} is part of xhip's test harness (xhip-harness), which is "
        f"not installed: {HARNESS_INSTALL}"
    )


def _modules() -> dict[str, str | None]:
    """Every subcommand -> its module, None where the harness is missing."""
    found = harness_subcommands()
    modules = {name: module or found.get(name) for name, module in SUBCOMMANDS.items()}
    return modules | {n: m for n, m in found.items() if n not in modules}


_SUBCOMMAND_PARSERS: dict[
    argparse.ArgumentParser, dict[str, argparse.ArgumentParser]
] = {}
"""Each parser `build_parser` made -> its subcommands' parsers (for the
subcommand's own usage in `_unrecognized`)."""


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(
        prog="xhip",
        description="xhip: the hip-pool-allocs memory planner and its tools",
        epilog=(
            "Also: xhip-opt (an mlir-opt-compatible driver; xhip-opt --help lists "
            "the hip passes and their options). bench and fuzz are the test "
            "harness's (python -m xhip_harness.fuzz = xhip fuzz; python -m "
            "xhip_harness.gpu, the GPU campaign)."
        ),
    )
    sub = parser.add_subparsers(dest="command", required=True, metavar="COMMAND")
    _SUBCOMMAND_PARSERS[parser] = sub.choices
    for name, module in _modules().items():
        if module is None:
            sub.add_parser(
                name,
                help=f"(the test harness's, not installed: {HARNESS_INSTALL})",
                add_help=False,
            )
        else:
            importlib.import_module(module).register(sub)
    return parser


def main(argv: Sequence[str] | None = None) -> int:
    no_collection_at_exit()
    argv = list(sys.argv[1:] if argv is None else argv)
    modules = _modules()
    if argv[:1] and argv[0] in modules:
        module = modules[argv[0]]
        if module is None:
            print(f"error: {missing_harness(argv[0])}", file=sys.stderr)
            return 2
        run_argv = getattr(importlib.import_module(module), "run_argv", None)
        if run_argv is not None:  # its own parser takes every argument after it
            return int(run_argv(argv[1:]))
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
    sub = _SUBCOMMAND_PARSERS[parser][command]
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

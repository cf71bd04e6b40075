"""`xhip options [PASS]`: the options of xhip's passes, from the pass classes."""

from __future__ import annotations

import argparse
import sys

from xhip.tools.common import Subparsers
from xhip.tools.pass_options import HIP_PASSES, format_pass, hip_pass_classes


def register(subparsers: Subparsers) -> None:
    parser: argparse.ArgumentParser = subparsers.add_parser(
        "options",
        help="list the options of hip-pool-allocs and the other hip passes",
        description=(
            "Lists each hip pass with its options as the command line spells them "
            "(`xhip-opt --hip-pool-allocs='alignment=64 lifetime-only=false'`, "
            "`xdsl-opt -p 'hip-pool-allocs{alignment=64}'`): type, default and "
            "meaning. `xhip-opt --help` lists them too."
        ),
    )
    parser.add_argument(
        "passes",
        nargs="*",
        metavar="PASS",
        help=f"passes to list (default: all: {', '.join(HIP_PASSES)})",
    )
    parser.set_defaults(func=run)


def run(args: argparse.Namespace) -> int:
    classes = hip_pass_classes()
    wanted: list[str] = list(args.passes) or list(classes)
    unknown = [p for p in wanted if p not in classes]
    if unknown:
        print(
            f"xhip options: error: unknown pass {', '.join(unknown)} "
            f"(hip passes: {', '.join(classes)})",
            file=sys.stderr,
        )
        return 2
    print("\n".join(format_pass(p, classes[p], indent="") for p in wanted))
    return 0

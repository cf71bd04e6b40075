"""`xhip check FILE`: exit 1 when a pooled function can overlap, overflow or misalign."""

from __future__ import annotations

import argparse
import re
import sys
from typing import TYPE_CHECKING

from xdsl.context import Context
from xdsl.dialects import func
from xdsl.dialects.builtin import ModuleOp

from xhip.analysis.lifetimes import LifetimeStart
from xhip.extras import missing_message, missing_optional
from xhip.ir import (
    LocatingParser,
    make_context,
    read_module,
    read_source,
    verify_with_locations,
)
from xhip.tools.common import Once, Subparsers, int_at_least, run_tool
from xhip.tools.plan.measure import plural

if TYPE_CHECKING:
    from xhip.check.checker import CheckOptions, FunctionCheck, Violation

SPLIT_MARKER = re.compile(r"^// -----\s*$", re.MULTILINE)

VIOLATION = 1
"""`xhip check`'s exit code when a view can overlap, overflow or misalign, or a
function could not be checked."""

USAGE_ERROR = 2
"""An error of use: a bad command line (argparse's own code), a missing NumPy,
a file that cannot be read, input that does not parse or verify. Distinct from
`VIOLATION`, so that a script can tell "unsafe" from "not run"."""

NOTHING_CHECKED = 3
"""`xhip check`'s exit code when the input has no view of a pool to check (no
pooled function, or no binding its arithmetic is defined for): 0 means checked
and safe."""


def read_chunks(path: str, ctx: Context) -> list[ModuleOp]:
    """The modules of a `// -----`-separated file, ops located in the whole file."""
    text, name = read_source(path)
    modules: list[ModuleOp] = []
    start, line = 0, 0
    for marker in [*SPLIT_MARKER.finditer(text), None]:
        end = marker.start() if marker else len(text)
        chunk = text[start:end]
        if chunk.strip():
            module = LocatingParser(ctx, chunk, name, line).parse_module()
            verify_with_locations(module)
            modules.append(module)
        if marker:
            line += text.count("\n", start, marker.end())
            start = marker.end()
    return modules


def register(subparsers: Subparsers) -> None:
    parser: argparse.ArgumentParser = subparsers.add_parser(
        "check",
        help="check pooled IR: views inside their pool, disjoint when live, aligned",
        description=(
            "Evaluates the index arithmetic of every function for many bindings of "
            "its runtime values and checks that each view of a hip.get_pool lies "
            "inside the pool, that views live at the same time do not share bytes, "
            "and that every offset is aligned (to --alignment and to the view's "
            "element type). A view is live from its first use "
            "to its last use (--lifetime-start alloc: from the view). Across the "
            "functions of a module, it reports a call of a pooled function made "
            "while the caller's pool of the same domain is live. Exit 0 when "
            f"safe, {VIOLATION} on a violation, {USAGE_ERROR} on an error of use "
            "(a bad command line, a missing NumPy, an unreadable or invalid input), "
            f"{NOTHING_CHECKED} when there was nothing to check (no view of a "
            "pool)."
        ),
    )
    parser.add_argument("file", help="pooled MLIR file, or - for stdin")
    parser.add_argument(
        "--alignment",
        action=Once,
        type=int,
        default=256,
        help="required offset alignment (256)",
    )
    parser.add_argument(
        "--no-element-alignment",
        dest="element_alignment",
        action="store_false",
        help=(
            "do not require each offset to be a multiple of its view's element "
            "alignment (an f32 view at a multiple of 4; checked by default)"
        ),
    )
    parser.add_argument(
        "--lifetime-start",
        action=Once,
        choices=[s.value for s in LifetimeStart],
        default=LifetimeStart.FIRST_USE.value,
        help=(
            "where a view's lifetime starts: first-use (default: live from its "
            "first use to its last, real safety, whatever options made the "
            "output) or alloc (live from the view: stricter, what the pass's "
            "default lifetime-start=alloc promises)"
        ),
    )
    parser.add_argument(
        "--bindings",
        type=int_at_least(0),
        default=64,
        help="random bindings on top of the fixed sweeps (64)",
    )
    parser.add_argument(
        "--seed", type=int, default=0, help="seed of the random bindings"
    )
    parser.add_argument(
        "--split-input-file",
        action="store_true",
        help="check each `// -----` chunk as its own module (as xdsl-opt prints them)",
    )
    parser.add_argument(
        "--allow-unregistered-dialect",
        action="store_true",
        help="accept ops of unknown dialects (in generic form)",
    )
    parser.set_defaults(func=run)


def run(args: argparse.Namespace) -> int:
    try:
        # The checker evaluates many bindings at once with NumPy, an optional
        # dependency of xhip (the `verify` extra).
        from xhip.check.checker import CheckOptions
    except ImportError as e:
        missing = missing_optional(e)
        if missing is None:
            raise
        print(f"error: {missing_message('xhip check', missing)}", file=sys.stderr)
        return USAGE_ERROR

    def body() -> int:
        if args.alignment <= 0 or args.alignment & (args.alignment - 1):
            print(
                f"error: --alignment must be a positive power of 2 (got {args.alignment})",
                file=sys.stderr,
            )
            return USAGE_ERROR
        options = CheckOptions(
            alignment=args.alignment,
            lifetime_start=LifetimeStart(args.lifetime_start),
            random_bindings=args.bindings,
            seed=args.seed,
            element_alignment=args.element_alignment,
        )
        ctx = make_context(args.allow_unregistered_dialect)
        if args.split_input_file:
            modules = read_chunks(args.file, ctx)
        else:
            modules = [read_module(args.file, ctx)]
        checks, calls, errors = _check_modules(modules, options)
        return _report(args.file, checks, calls, errors)

    return run_tool(body, "xhip check", USAGE_ERROR)


def _check_modules(
    modules: list[ModuleOp], options: CheckOptions
) -> tuple[list[FunctionCheck], list[Violation], int]:
    """Checks every function with a body, printing each violation and each
    function it cannot check as it goes; returns the checks, the violations of
    calls, and how many functions could not be checked."""
    from xhip.check.checker import CheckError, call_violations, check_function

    checks: list[FunctionCheck] = []
    calls: list[Violation] = []
    errors = 0
    for module in modules:
        for f in module.walk():
            if not isinstance(f, func.FuncOp) or not f.body.blocks:
                continue
            try:
                check = check_function(f, options)
            except CheckError as e:
                print(e, file=sys.stderr)
                errors += 1
                continue
            checks.append(check)
            for v in check.violations:
                print(v, file=sys.stderr)
        # Pools across calls: a pooled function called while the caller's
        # pool is live (docs/semantics.md §7.6).
        for v in call_violations(module, options):
            calls.append(v)
            print(v, file=sys.stderr)
    return checks, calls, errors


def _report(
    file: str, checks: list[FunctionCheck], calls: list[Violation], errors: int
) -> int:
    """The summary line, and the exit code: `VIOLATION` on a violation or a
    function that could not be checked, `NOTHING_CHECKED` when nothing was, else 0."""
    found = sum(len(c.violations) for c in checks) + len(calls)
    views = sum(c.views for c in checks)
    tried = sum(c.feasible for c in checks)
    summary = (
        f"{file}: {plural(len(checks) + errors, 'function')}, "
        f"{plural(views, 'view')}, {plural(tried, 'function binding')} checked"
    )
    if found or errors:
        failed = plural(found, "violation") + (
            f", {errors} not checkable" if errors else ""
        )
        print(f"{summary}: {failed}", file=sys.stderr)
        return VIOLATION
    if views == 0 or tried == 0:
        why = (
            "no view of a hip.get_pool pool"
            if views == 0
            else "no binding of the runtime values could be evaluated"
        )
        print(f"{summary}: nothing was checked ({why})", file=sys.stderr)
        return NOTHING_CHECKED
    print(f"{summary}: no violation")
    return 0

"""Running one case through the reference and through xhip, and judging it.

The reference: `hip-ref-opt --mlir-disable-threading FLAGS --cse` on the input.
xhip: `xhip-opt FLAGS` (its driver, in this process), then `hip-ref-opt
--mlir-disable-threading --cse` reads xhip's output back, so that both texts
come from the same printer.
"""

from __future__ import annotations

import os
import re
import subprocess
import traceback
from collections.abc import Sequence
from dataclasses import dataclass
from functools import cache
from pathlib import Path

from xhip.ir.parser import deep_recursion
from xhip.tools.opt.driver import Driver, UsageError, parse_args
from xhip_harness.reference.compare import (
    Case,
    Outputs,
    Result,
    Verdict,
    classify,
    crashed,
    parse_diagnostics,
)

ENVIRONMENT = "HIP_REF_OPT"
"""The variable naming the reference binary."""
REFERENCE_ONLY_FLAGS = ("--mlir-disable-threading", "--hipref-extra-dialects")
"""Flags of every reference run: one thread (the pool pass writes module
attributes from a function pass), and MLIR's vector, gpu, async, index, math,
ub and complex dialects registered (hip-ep's own driver lacks them; xhip
parses their ops)."""
TIMEOUT = 120.0
"""Seconds one run of the reference may take (a hang counts as a crash)."""


def reference_binary(path: str | None = None) -> str | None:
    """`path`, else `$HIP_REF_OPT`, if it names an executable file; else None."""
    candidate = path or os.environ.get(ENVIRONMENT)
    if candidate and Path(candidate).is_file() and os.access(candidate, os.X_OK):
        return candidate
    return None


@dataclass(frozen=True)
class ToolRun:
    returncode: int
    stdout: str
    stderr: str


def with_cse(flags: tuple[str, ...]) -> list[str]:
    """`flags` and `--cse` after them (inside the pipeline of a `--pass-pipeline`:
    MLIR takes no pass flag beside one)."""
    for i, f in enumerate(flags):
        if f.startswith("--pass-pipeline=") and f.endswith(")"):
            return [*flags[:i], f[:-1] + ",cse)", *flags[i + 1 :]]
    return [*flags, "--cse"]


def run_reference(binary: str, flags: tuple[str, ...], text: str) -> ToolRun:
    """`binary --mlir-disable-threading --hipref-extra-dialects FLAGS --cse` on
    `text` (stdin)."""
    try:
        done = subprocess.run(
            [binary, *REFERENCE_ONLY_FLAGS, *with_cse(flags), "-"],
            input=text,
            capture_output=True,
            text=True,
            errors="backslashreplace",  # it may print any byte (a char of a number)
            timeout=TIMEOUT,
            env={**os.environ, "LLVM_DISABLE_SYMBOLIZATION": "1"},
        )
    except subprocess.TimeoutExpired:
        return ToolRun(-1, "", f"LLVM ERROR: timed out after {TIMEOUT:.0f} s")
    return ToolRun(done.returncode, done.stdout, done.stderr)


def run_xhip(flags: tuple[str, ...], text: str) -> ToolRun:
    """`xhip-opt FLAGS` on `text`, in this process (its driver, unchanged)."""
    lines: list[str] = []
    try:
        opts = parse_args([*flags, "-"])
        with deep_recursion():
            code, output = Driver(opts, lines.append).run(text, "<stdin>")
    except UsageError as e:
        return ToolRun(1, "", f"xhip-opt: error: {e}")
    except Exception:  # a crash of xhip is a result
        return ToolRun(-1, "", traceback.format_exc())
    return ToolRun(code, output, "\n".join(lines))


@cache
def reference_options(binary: str) -> dict[str, frozenset[str]]:
    """The reference's passes and their options, read from its `--help`."""
    help_text = subprocess.run(
        [binary, "--help"], capture_output=True, text=True, check=False
    ).stdout
    passes: dict[str, set[str]] = {}
    current: set[str] | None = None
    for line in help_text.splitlines():
        m = re.match(r"^( +)--([\w.-]+)", line)
        if m is None:
            continue
        indent = len(m.group(1))
        if indent == 6:
            current = passes.setdefault(m.group(2), set())
        elif indent == 8 and current is not None:
            current.add(m.group(2))
        else:
            current = None
    return {k: frozenset(v) for k, v in passes.items()}


def _error_lines(stderr: str) -> str:
    found = [str(d) for d in parse_diagnostics(stderr)]
    if found:
        return "; ".join(found)
    lines = [line for line in stderr.strip().splitlines() if line.strip()]
    return lines[-1] if lines else "(no message)"


SPLIT_MARKER = "// -----"


def run_reference_batch(
    binary: str, flags: tuple[str, ...], texts: Sequence[str]
) -> list[ToolRun]:
    """`run_reference` of each text, with one process for all of them
    (`--split-input-file`) when that run is clean (exit 0, nothing on stderr,
    one output per input); otherwise one process per text. The reference's
    start-up is most of its time on small inputs."""
    if len(texts) > 1 and not any(SPLIT_MARKER in t for t in texts):
        joined = f"\n{SPLIT_MARKER}\n".join(texts)
        batch = run_reference(binary, (*flags, "--split-input-file"), joined)
        outputs = re.split(rf"^{re.escape(SPLIT_MARKER)}\n", batch.stdout, flags=re.M)
        if (
            batch.returncode == 0
            and not batch.stderr.strip()
            and len(outputs) == len(texts)
        ):
            return [ToolRun(0, out, "") for out in outputs]
    return [run_reference(binary, flags, t) for t in texts]


def judge(binary: str, case: Case) -> Result:
    """Runs `case` through both tools and classifies the outcome."""
    return judge_batch(binary, [case])[0]


def judge_batch(binary: str, cases: Sequence[Case]) -> list[Result]:
    """`judge` of each case; cases of equal flags share reference processes."""
    results: list[Result | None] = [None] * len(cases)
    groups: dict[tuple[str, ...], list[int]] = {}
    for i, case in enumerate(cases):
        groups.setdefault(case.flags, []).append(i)
    for flags, members in groups.items():
        refs = run_reference_batch(binary, flags, [cases[i].text for i in members])
        mine: dict[int, ToolRun] = {}
        for i, ref in zip(members, refs, strict=True):
            case = cases[i]
            if crashed(ref.returncode, ref.stderr):
                results[i] = Result(
                    case.name,
                    case.flags,
                    Verdict.REFERENCE_CRASH,
                    detail=_crash_summary(ref.stderr),
                )
            elif ref.stdout.startswith("OVERVIEW:"):  # a misspelt flag: the help
                results[i] = Result(
                    case.name,
                    case.flags,
                    Verdict.SKIPPED,
                    "the reference does not know a flag",
                )
            else:
                run = run_xhip(case.flags, case.text)
                if run.returncode < 0:
                    last = run.stderr.strip().splitlines()[-1:] or ["?"]
                    results[i] = Result(
                        case.name, case.flags, Verdict.XHIP_CRASH, detail=last[0]
                    )
                else:
                    mine[i] = run
        readable = [i for i in members if i in mine and mine[i].returncode == 0]
        unregistered = tuple(f for f in flags if f == "--allow-unregistered-dialect")
        backs = dict(
            zip(
                readable,
                run_reference_batch(
                    binary, unregistered, [mine[i].stdout for i in readable]
                ),
                strict=True,
            )
        )
        for i, ref in zip(members, refs, strict=True):
            if i not in mine:
                continue
            case = cases[i]
            back = backs.get(i)
            if back is not None and (
                back.returncode != 0 or crashed(back.returncode, back.stderr)
            ):
                results[i] = Result(
                    case.name,
                    case.flags,
                    Verdict.UNREADABLE,
                    detail=_error_lines(back.stderr),
                )
                continue
            outputs = Outputs(
                reference=ref.stdout.strip() if ref.returncode == 0 else "",
                xhip=back.stdout.strip() if back is not None else "",
                reference_diagnostics=tuple(parse_diagnostics(ref.stderr)),
                xhip_diagnostics=tuple(parse_diagnostics(mine[i].stderr)),
            )
            results[i] = classify(case, outputs)
    return [r for r in results if r is not None]


def _crash_summary(stderr: str) -> str:
    """The first two named frames of the crash's stack (below the signal
    handlers), else the first line of the error."""
    for line in stderr.splitlines():
        if "LLVM ERROR" in line:
            return line.strip()
    names: list[str] = []
    for line in stderr.splitlines():
        m = re.match(r"\s*#?\d+\s+\S+\s+0x[0-9a-f]+\s+(.+?)(?: \+ \d+)?$", line)
        if m and not any(
            s in m.group(1) for s in ("PrintStackTrace", "SignalHandlers")
        ):
            names.append(m.group(1))
    if names:
        return " < ".join(names[:2])
    return (stderr.strip().splitlines() or ["?"])[0]

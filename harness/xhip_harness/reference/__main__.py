"""`python -m xhip_harness.reference`: xhip against hip-ep's own passes.

    export HIP_REF_OPT=~/.cache/hip-ep-oracle/bin/hip-ref-opt
    python -m xhip_harness.reference --fuzz 200 --suite all --jobs 2
    python -m xhip_harness.reference --filecheck tests/filecheck
    python -m xhip_harness.reference in.mlir --flags=--hip-pool-allocs=alignment=64

Prints a summary table (cases, agreement, classes of difference) and, with
`--show N`, the first N cases of each class other than `agree`; `--json FILE`
writes every case's verdict. Exit status 1 when a case differs outside the
documented divergences (or a tool crashed, or MLIR cannot read xhip's output).
"""

from __future__ import annotations

import argparse
import json
import sys
import time
from collections import Counter
from collections.abc import Iterable, Iterator, Sequence
from multiprocessing import Pool
from pathlib import Path

from xhip.extras import require_for_command

# The generator needs NumPy (the `verify` extra): one line without it.
require_for_command("python -m xhip_harness.reference", "numpy")

from xhip.tools import int_at_least  # noqa: E402
from xhip_harness.fuzz.program import ELEMENTS  # noqa: E402
from xhip_harness.reference.compare import (  # noqa: E402
    DIVERGENCES,
    Case,
    Result,
    Verdict,
)
from xhip_harness.reference.inputs import (  # noqa: E402
    MODULE_SUITES,
    SUITES,
    Skipped,
    file_cases,
    filecheck_cases,
    fuzz_cases,
    suite_named,
)
from xhip_harness.reference.tools import (  # noqa: E402
    ENVIRONMENT,
    judge_batch,
    reference_binary,
    reference_options,
)

FAILING = (
    Verdict.DIFFER,
    Verdict.REFERENCE_CRASH,
    Verdict.UNREADABLE,
    Verdict.XHIP_CRASH,
)
"""Classes that make the exit status 1 (a reference crash is reported, as the
issue of the reference it is, but does not count against xhip: see
`--crash-ok`)."""

_binary = ""


def _init(binary: str) -> None:
    global _binary
    _binary = binary


def _judge(cases: list[Case]) -> list[Result]:
    return judge_batch(_binary, cases)


def batches(cases: Iterable[Case], size: int) -> Iterator[list[Case]]:
    """Runs of at most `size` consecutive cases with equal flags."""
    batch: list[Case] = []
    for case in cases:
        if batch and (len(batch) >= size or batch[0].flags != case.flags):
            yield batch
            batch = []
        batch.append(case)
    if batch:
        yield batch


def run_cases(
    binary: str, cases: Iterable[Case], jobs: int, batch: int = 1
) -> Iterator[Result]:
    """The verdicts on `cases`, in order, over `jobs` processes."""
    groups = batches(cases, batch)
    if jobs <= 1:
        for group in groups:
            yield from judge_batch(binary, group)
        return
    with Pool(jobs, initializer=_init, initargs=(binary,)) as pool:
        for results in pool.imap(_judge, groups):
            yield from results


def programs(results: Sequence[Result]) -> int:
    """The distinct inputs of `results`: a generated program once whatever its
    suites (`fuzz:SUITE:seed=S:K`), a file or chunk once."""
    found: set[str] = set()
    for r in results:
        if r.case.startswith("fuzz:"):
            suite, _, rest = r.case.removeprefix("fuzz:").partition(":seed=")
            kind = (
                "module"
                if suite.startswith("modules:")
                else "plain"
                if suite.startswith("pool:")
                else "tail"
            )
            found.add(f"fuzz:{kind}:{rest}")
        else:
            found.add(r.case)
    return len(found)


def summary(results: Sequence[Result], skipped: Sequence[Skipped]) -> str:
    """The table: cases, agreement, and each class of difference."""
    compared = [r for r in results if r.verdict is not Verdict.SKIPPED]
    counts = Counter(r.label for r in compared)
    total = len(compared)
    agree = counts.get(Verdict.AGREE.value, 0)
    documented = sum(v for k, v in counts.items() if k.startswith("documented"))

    def pct(n: int) -> str:
        return f"{100 * n / total:.2f}%" if total else "-"

    lines = [
        "| class | cases | share |",
        "|---|---:|---:|",
    ]
    for label, n in sorted(counts.items(), key=lambda kv: (-kv[1], kv[0])):
        lines.append(f"| {label} | {n:,} | {pct(n)} |")
    lines.append(f"| **all** | {total:,} | |")
    outside = total - agree - documented
    lines += [
        "",
        f"{programs(compared):,} programs, {total:,} cases (a program under one "
        "set of flags)",
        f"{total:,} cases: {agree:,} agree ({pct(agree)}), {documented:,} documented "
        f"divergences, {outside:,} other ({pct(outside)}); agreement outside the "
        f"documented divergences: {pct(agree + documented)}",
    ]
    crashes = Counter(
        r.detail for r in compared if r.verdict is Verdict.REFERENCE_CRASH
    )
    for where, n in crashes.most_common():
        lines.append(f"reference crashes in {where}: {n:,}")
    skips = [r for r in results if r.verdict is Verdict.SKIPPED]
    if skipped or skips:
        lines.append(
            f"not compared: {len(skipped) + len(skips)} (options or "
            "flags one tool lacks)"
        )
    return "\n".join(lines)


def by_suite(results: Sequence[Result]) -> str:
    """Per generated suite: cases, agreement, classes."""
    groups: dict[str, Counter[str]] = {}
    for r in results:
        if not r.case.startswith("fuzz:"):
            continue
        suite = r.case.split(":seed=")[0].removeprefix("fuzz:")
        groups.setdefault(suite, Counter())[r.label] += 1
    if not groups:
        return ""
    lines = ["| suite | cases | agree | classes of difference |", "|---|---:|---:|---|"]
    for suite, c in groups.items():
        total = sum(c.values())
        others = ", ".join(
            f"{k} {v}" for k, v in sorted(c.items()) if k != Verdict.AGREE.value
        )
        lines.append(
            f"| {suite} | {total:,} | {c.get(Verdict.AGREE.value, 0):,} | {others or '-'} |"
        )
    return "\n".join(lines)


def _parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(
        prog="python -m xhip_harness.reference",
        description="Run inputs through hip-ep's reference passes and xhip's, "
        "and compare the outputs after the reference's printer.",
    )
    parser.add_argument("files", nargs="*", type=Path, help="MLIR files to compare")
    parser.add_argument(
        "--flags",
        action="append",
        default=[],
        help="a flag for both tools, for the files given (repeatable; default "
        "--hip-pool-allocs and --allow-unregistered-dialect)",
    )
    parser.add_argument(
        "--split-input-file", action="store_true", help="split the files given"
    )
    parser.add_argument(
        "--filecheck",
        type=Path,
        metavar="DIR",
        help="the FileCheck inputs under DIR, under their RUN lines' flags",
    )
    parser.add_argument(
        "--fuzz",
        type=int_at_least(0),
        default=0,
        metavar="N",
        help="N generated programs per kind (plain, tail)",
    )
    parser.add_argument(
        "--suite",
        action="append",
        help="generated suites: all (default), pool, companions, modules, or one of "
        + ", ".join(s.name for s in (*SUITES, *MODULE_SUITES)),
    )
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--max-steps", type=int_at_least(2), default=40)
    parser.add_argument(
        "--elements",
        default=",".join(ELEMENTS),
        help="element types of generated allocs (comma-separated; default all)",
    )
    parser.add_argument("--jobs", type=int_at_least(1), default=1)
    parser.add_argument(
        "--batch",
        type=int_at_least(1),
        default=20,
        help="generated cases of equal flags per reference process (a batch "
        "that fails or prints anything is run again case by case)",
    )
    parser.add_argument("--ref", help=f"the reference binary (default ${ENVIRONMENT})")
    parser.add_argument(
        "--json",
        type=Path,
        help="write every verdict here (with both outputs for a difference)",
    )
    parser.add_argument(
        "--reclassify",
        type=Path,
        action="append",
        default=[],
        metavar="JSON",
        help="read the verdicts of earlier --json runs and classify their "
        "differences again with the current documented divergences (no tool runs)",
    )
    parser.add_argument(
        "--show", type=int_at_least(0), default=3, help="cases shown per class"
    )
    parser.add_argument(
        "--crash-ok",
        action="store_true",
        help="reference crashes do not make the exit status 1",
    )
    return parser


def main(argv: Sequence[str] | None = None) -> int:
    parser = _parser()
    args = parser.parse_args(argv)
    if args.reclassify:
        return report(
            args,
            [
                Result.from_json(r)
                for path in args.reclassify
                for r in json.loads(path.read_text())["results"]
            ],
            [],
            0.0,
        )
    binary = reference_binary(args.ref)
    if binary is None:
        print(
            f"python -m xhip_harness.reference: no reference binary: set "
            f"{ENVIRONMENT} or --ref to hip-ref-opt (../shared/hip-ep-oracle/build.sh)",
            file=sys.stderr,
        )
        return 2
    elements = [e for e in args.elements.split(",") if e]
    bad = [e for e in elements if e not in ELEMENTS]
    if bad:
        parser.error(f"--elements: not an element type of the generator: {bad}")

    skipped: list[Skipped] = []
    start = time.monotonic()
    results: list[Result] = []
    cases = _cases(args, parser, binary, elements, skipped)
    for r in run_cases(binary, cases, args.jobs, args.batch):
        results.append(r)
        if len(results) % 1000 == 0:
            print(
                f"... {len(results):,} cases, {time.monotonic() - start:.0f} s",
                file=sys.stderr,
                flush=True,
            )
    return report(args, results, skipped, time.monotonic() - start)


def _cases(
    args: argparse.Namespace,
    parser: argparse.ArgumentParser,
    binary: str,
    elements: list[str],
    skipped: list[Skipped],
) -> Iterator[Case]:
    """The cases asked for: the files, the FileCheck inputs (those one tool
    cannot run go to `skipped`), then the generated suites."""
    if args.files:
        flags = args.flags or [
            "--allow-unregistered-dialect",
            "--hip-pool-allocs",
        ]
        yield from file_cases(args.files, flags, args.split_input_file)
    if args.filecheck:
        known = reference_options(binary)
        for c in filecheck_cases(args.filecheck, known, Path.cwd()):
            if isinstance(c, Skipped):
                skipped.append(c)
            else:
                yield c
    if args.fuzz:
        try:
            suites = [s for name in args.suite or ["all"] for s in suite_named(name)]
        except ValueError as e:
            parser.error(str(e))
        yield from fuzz_cases(
            suites, args.fuzz, args.seed, args.max_steps, elements, args.batch
        )


def report(
    args: argparse.Namespace,
    results: list[Result],
    skipped: list[Skipped],
    seconds: float,
) -> int:
    """Prints the summary (and writes the JSON); the exit status."""
    print(summary(results, skipped))
    suites = by_suite(results)
    if suites:
        print()
        print(suites)
    shown: Counter[str] = Counter()
    for r in results:
        if r.verdict is Verdict.AGREE or shown[r.label] >= args.show:
            continue
        shown[r.label] += 1
        print(f"\n{r.label}: {r.case} [{' '.join(r.flags)}]")
        if r.detail:
            print("  " + r.detail.replace("\n", "\n  "))
    for s in skipped[: args.show]:
        print(f"\nnot compared: {s.name}\n  {s.reason}")
    print(
        f"\n{seconds:.0f} s; documented divergences: "
        + ", ".join(d.name for d in DIVERGENCES)
    )
    if args.json:
        args.json.write_text(
            json.dumps(
                {
                    "results": [r.to_json() for r in results],
                    "skipped": [{"case": s.name, "reason": s.reason} for s in skipped],
                },
                indent=1,
            )
        )
    failing = set(FAILING) - ({Verdict.REFERENCE_CRASH} if args.crash_ok else set())
    return 1 if any(r.verdict in failing for r in results) else 0


if __name__ == "__main__":
    sys.exit(main())

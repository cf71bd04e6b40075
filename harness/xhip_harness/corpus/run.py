"""Run a corpus model and its pooled form under MLIR's CPU JIT, compare bits.

`python -m xhip_harness.corpus.run FILE... [--pool CMD]`: for each bufferized
corpus file, the original and the pooled program (`CMD FILE`, the pooled IR
on stdout; default `xdsl-opt -p 'hip-add-context-arg,hip-pool-allocs{pool=memref}'`)
are each given a `@main` (`wrapper.py`: inputs filled from their indices,
every output element printed as its bits), lowered to LLVM by upstream passes
(`pipelines.TO_LLVM`, `mlir-opt-22`) and run by `mlir-runner-22`; the two
printouts must be equal, byte for byte. A leading `!hip.context` argument the
pooled function no longer uses is dropped first (`wrapper.drop_unused_context`):
mlir-runner cannot make one.
"""

from __future__ import annotations

import argparse
import hashlib
import os
import shlex
import shutil
import subprocess
import sys
from dataclasses import dataclass
from pathlib import Path

from xhip_harness.corpus.pipelines import TO_LLVM, pass_pipeline
from xhip_harness.corpus.wrapper import add_main, drop_unused_context

MLIR_OPT = os.environ.get("MLIR_OPT", "mlir-opt-22")
MLIR_RUNNER = os.environ.get("MLIR_RUNNER", "mlir-runner-22")
DEFAULT_POOL = "xdsl-opt -p hip-add-context-arg,hip-pool-allocs{pool=memref}"
DYNAMIC_SIZE = 3


class HarnessError(Exception):
    """A step of the harness failed; the message names the step."""


def runner_library() -> Path | None:
    """MLIR's C runner utilities (`printI64`, `printNewline`), if installed."""
    runner = shutil.which(MLIR_RUNNER)
    if runner is None:
        return None
    lib = Path(runner).resolve().parent.parent / "lib" / "libmlir_c_runner_utils.so"
    return lib if lib.exists() else None


def available() -> str | None:
    """None when the harness can run here, else why not."""
    for tool in (MLIR_OPT, MLIR_RUNNER):
        if shutil.which(tool) is None:
            return f"{tool} is not installed"
    if runner_library() is None:
        return "libmlir_c_runner_utils.so not found beside mlir-runner"
    return None


# A program that crashes under mlir-runner (heap corruption) can hang in
# LLVM's crash handler while it symbolizes the stack: without symbolization it
# exits at once.
_ENV = {**os.environ, "LLVM_DISABLE_SYMBOLIZATION": "1"}


def _run(step: str, argv: list[str], text: str | None = None) -> str:
    done = subprocess.run(
        argv, input=text, capture_output=True, text=True, check=False, env=_ENV
    )
    if done.returncode != 0:
        lines = [line.strip() for line in done.stderr.strip().splitlines()]
        if done.returncode < 0:
            # A crash: its first line says what (then LLVM's stack dump).
            what = lines[0] if lines else ""
            raise HarnessError(f"{step}: signal {-done.returncode}: {what}")
        # A tool's error: the message is the last line (after any traceback).
        raise HarnessError(
            f"{step}: {lines[-1] if lines else f'exit {done.returncode}'}"
        )
    return done.stdout


def execute(text: str, dynamic_size: int = DYNAMIC_SIZE) -> str:
    """What `@main_graph` of the memref module `text` outputs, as printed bits."""
    try:
        program = add_main(text, dynamic_size)
    except ValueError as error:
        raise HarnessError(f"wrap: {error}") from None
    llvm = _run(
        "lower", [MLIR_OPT, f"--pass-pipeline={pass_pipeline(TO_LLVM)}"], program
    )
    lib = runner_library()
    assert lib is not None
    return _run(
        "run",
        [MLIR_RUNNER, "-e", "main", "-entry-point-result=void", f"-shared-libs={lib}"],
        llvm,
    )


def pool(path: Path, command: str) -> str:
    """The pooled program: `command` with the file appended, its stdout."""
    return _run("pool", [*shlex.split(command), str(path)])


@dataclass(frozen=True)
class Outcome:
    path: Path
    same: bool
    digest: str  # of the original's printout
    lines: int  # printed: each output's dimensions and elements
    detail: str = ""


def compare(path: Path, command: str, dynamic_size: int = DYNAMIC_SIZE) -> Outcome:
    """The original of `path` and its pooled form, run and compared."""
    original = execute(path.read_text(), dynamic_size)
    pooled = execute(drop_unused_context(pool(path, command)), dynamic_size)
    digest = hashlib.sha256(original.encode()).hexdigest()[:16]
    lines = len(original.splitlines())
    if original == pooled:
        return Outcome(path, True, digest, lines)
    first = next(
        (
            i
            for i, (a, b) in enumerate(
                zip(original.splitlines(), pooled.splitlines(), strict=False)
            )
            if a != b
        ),
        min(len(original.splitlines()), len(pooled.splitlines())),
    )
    return Outcome(path, False, digest, lines, f"first difference at line {first + 1}")


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m xhip_harness.corpus.run")
    parser.add_argument("files", nargs="+", type=Path)
    parser.add_argument(
        "--pool", default=DEFAULT_POOL, help="pooling command (file appended)"
    )
    parser.add_argument("--dynamic-size", type=int, default=DYNAMIC_SIZE)
    args = parser.parse_args(argv)
    reason = available()
    if reason is not None:
        print(f"error: {reason}", file=sys.stderr)
        return 1
    failed = 0
    for path in args.files:
        try:
            outcome = compare(path, args.pool, args.dynamic_size)
        except HarnessError as error:
            print(f"{path}: error: {error}")
            failed += 1
            continue
        verdict = "bit-identical" if outcome.same else f"DIFFERENT ({outcome.detail})"
        print(f"{path}: {verdict}, {outcome.lines} lines, sha256 {outcome.digest}")
        failed += not outcome.same
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())

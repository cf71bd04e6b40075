"""What the op generators (`generate_hip_ops.py`, `generate_linalg_ops.py`)
share: formatting their output with `ruff format` and their command line
(`--json`, `--output`, `--check`)."""

from __future__ import annotations

import argparse
import shutil
import subprocess
import sys
from pathlib import Path
from typing import cast

HERE = Path(__file__).parent


def _ruff() -> list[str] | None:
    exe = shutil.which("ruff")
    if exe is not None:
        return [exe]
    probe = subprocess.run(
        [sys.executable, "-m", "ruff", "--version"], capture_output=True, check=False
    )
    return [sys.executable, "-m", "ruff"] if probe.returncode == 0 else None


def format_source(source: str) -> str | None:
    """`source` formatted by `ruff format` as the generated modules are (with the
    project's configuration, wherever the output goes); None without ruff."""
    ruff = _ruff()
    if ruff is None:
        return None
    run = subprocess.run(
        [*ruff, "format", "--stdin-filename", str(HERE / "hip_ops.py"), "-"],
        input=source,
        capture_output=True,
        text=True,
        check=True,
        cwd=HERE,
    )
    return run.stdout


def formatted(source: str, generator: str) -> str:
    """`format_source(source)`, or exit saying that `generator` needs ruff."""
    result = format_source(source)
    if result is None:
        raise SystemExit(f"{generator}: ruff is needed (pip install ruff)")
    return result


def argument_parser(
    module: str, description: str | None, json_path: Path, output: Path
) -> argparse.ArgumentParser:
    """A generator's parser: `--json` (its table), `--output`, `--check`."""
    parser = argparse.ArgumentParser(
        prog=f"python -m {module}", description=description
    )
    parser.add_argument("--json", type=Path, default=json_path)
    parser.add_argument("--output", type=Path, default=output)
    parser.add_argument(
        "--check", action="store_true", help="exit 1 if the output is out of date"
    )
    return parser


def write_or_check(
    parser: argparse.ArgumentParser, args: argparse.Namespace, text: str
) -> int:
    """Writes `text` to `args.output`; with `--check`, only compares (1 if stale)."""
    output = cast(Path, args.output)
    if args.check:
        if (output.read_text() if output.exists() else "") != text:
            print(f"{output} is out of date; run {parser.prog}", file=sys.stderr)
            return 1
        return 0
    output.write_text(text)
    return 0

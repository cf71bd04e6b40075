"""The environment the tests run xhip's console scripts in."""

from __future__ import annotations

import os
from pathlib import Path


def tool_env(bin_dir: Path) -> dict[str, str]:
    """Only the tools' directory on PATH, plus PYTHONPATH when it is set (so that a
    worktree's sources are the ones the installed scripts import)."""
    env = {"PATH": str(bin_dir)}
    if "PYTHONPATH" in os.environ:
        env["PYTHONPATH"] = os.environ["PYTHONPATH"]
    return env

"""lit's tool server (tests/filecheck/toolserver.py) runs a tool as its own
process would: the same stdout, stderr and exit status, and the real tool
when no server answers."""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
from collections.abc import Generator
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).parent / "filecheck"))
import toolserver

EXAMPLE = Path(__file__).parents[1] / "examples" / "decoder_block.mlir"

COMMANDS = [
    f"xhip-opt {EXAMPLE} -p hip-pool-allocs | filecheck {EXAMPLE}",
    "echo 'func.func @f() {' | xhip-opt -",
    "xhip-opt --bogus",
    f"xhip plan {EXAMPLE} --alignmnet 64",
    "xhip check /nonexistent.mlir",
    f"xdsl-opt -p hip-pool-allocs {EXAMPLE} | head -3",
    "printf 'a\\nb\\n' | filecheck /dev/null --check-prefix=X",
    f"cd {EXAMPLE.parent} && xhip-opt decoder_block.mlir -o out.mlir; cat out.mlir | wc -l",
]
"""A tool reading stdin, writing through a pipe or to a file in the working
directory, failing on its command line, on its input and on a missing file;
filecheck, which reconfigures its streams."""


@pytest.fixture(scope="module")
def served(tmp_path_factory: pytest.TempPathFactory) -> Generator[dict[str, str]]:
    """The environment of lit's RUN lines with the server up."""
    directory = tmp_path_factory.mktemp("toolserver")
    path = os.environ.get("PATH", "")
    if len(toolserver.write_shims(str(directory), path)) != len(toolserver.TOOLS):
        pytest.skip("the tools are not on PATH (install xhip with its test extra)")
    socket_path = str(directory / "socket")
    server = subprocess.Popen(
        [sys.executable, toolserver.__file__, socket_path],
        stdin=subprocess.PIPE,
        stdout=subprocess.PIPE,
        stderr=subprocess.DEVNULL,
    )
    assert server.stdout is not None and server.stdout.readline() == b"ready\n"
    yield {
        **os.environ,
        "PATH": f"{directory}{os.pathsep}{path}",
        toolserver.SOCKET_VARIABLE: socket_path,
    }
    assert server.stdin is not None
    server.stdin.close()
    assert server.wait() == 0


def _run(command: str, env: dict[str, str], cwd: Path) -> tuple[int, str, str]:
    done = subprocess.run(
        command, shell=True, env=env, cwd=cwd, capture_output=True, text=True
    )
    return done.returncode, done.stdout, done.stderr


@pytest.mark.parametrize("command", COMMANDS)
def test_a_served_tool_runs_as_its_own_process(
    command: str, served: dict[str, str], tmp_path: Path
):
    command = command.replace(str(EXAMPLE.parent), str(tmp_path))
    shutil.copy(EXAMPLE, tmp_path / EXAMPLE.name)
    alone = _run(command, dict(os.environ), tmp_path)
    (tmp_path / "out.mlir").unlink(missing_ok=True)
    assert _run(command, served, tmp_path) == alone


def test_a_shim_runs_the_real_tool_without_a_server(
    served: dict[str, str], tmp_path: Path
):
    env = {**served, toolserver.SOCKET_VARIABLE: str(tmp_path / "no-socket")}
    assert _run("xhip-opt --bogus", env, tmp_path) == _run(
        "xhip-opt --bogus", dict(os.environ), tmp_path
    )
    without = {k: v for k, v in served.items() if k != toolserver.SOCKET_VARIABLE}
    status, out, _ = _run("xdsl-opt --version", without, tmp_path)
    assert (status, out) == (0, "xdsl-opt built from xdsl version 0.75.0\n")

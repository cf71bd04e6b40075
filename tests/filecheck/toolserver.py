"""One warm process for the Python tools lit's RUN lines start.

A RUN line's `xhip-opt`, `xhip`, `xdsl-opt` or `filecheck` is a Python program
that spends most of a small run importing (0.4 CPU-seconds of xDSL and xhip,
against a few hundredths of work), and the suite starts about 850 of them.
`lit.cfg.py` starts `serve` once: it imports the tools' modules, then forks a
child per request, which takes the caller's stdin, stdout, stderr, working
directory, environment and arguments and runs the tool's console-script
function, as the script would. The commands on PATH are shims (`write_shims`):
each sends its request and exits with the child's status, and runs the real
tool itself when no server answers. `XHIP_LIT_FRESH_PROCESSES=1` turns the
server off (every tool a process of its own).

The child starts from the server's state right after the imports, which is a
fresh process's state at that point: nothing is parsed or installed before a
tool's own `main` runs.
"""

from __future__ import annotations

import importlib
import io
import json
import os
import selectors
import socket
import struct
import sys
import traceback
from collections.abc import Callable

TOOLS = {
    "xhip-opt": ("xhip.tools.opt.driver", "main"),
    "xhip": ("xhip.tools.cli", "main"),
    "xdsl-opt": ("xdsl.tools.xdsl_opt", "main"),
    "filecheck": ("filecheck.main", "main"),
}
"""Each served command and its console-script function (the `[project.scripts]`
entry of its distribution)."""

SOCKET_VARIABLE = "XHIP_TOOLSERVER"
"""The environment variable that names the server's socket."""

_HEADER = struct.Struct("!I")
_STATUS = struct.Struct("!i")

SHIM = """\
import array, json, os, socket, struct, sys
REAL = {real!r}
path = os.environ.get({variable!r})
if path:
    s = socket.socket(socket.AF_UNIX)
    try:
        s.connect(path)
    except OSError:
        s = None
    if s is not None:
        body = json.dumps({{"tool": {tool!r}, "argv": [REAL, *sys.argv[1:]],
                           "cwd": os.getcwd(), "env": dict(os.environ)}}).encode()
        s.sendmsg([struct.pack("!I", len(body))],
                  [(socket.SOL_SOCKET, socket.SCM_RIGHTS, array.array("i", [0, 1, 2]))])
        s.sendall(body)
        status = b""
        while len(status) < 4:
            chunk = s.recv(4 - len(status))
            if not chunk:
                os._exit(134)  # the child died without a status
            status += chunk
        os._exit(struct.unpack("!i", status)[0] & 0xFF)
os.execv(REAL, [REAL, *sys.argv[1:]])
"""
"""A shim: stdlib only, run with `python -SE` (no site, a few milliseconds)."""


def write_shims(directory: str, path: str) -> dict[str, str]:
    """A shim in `directory` for each served tool found on `path`; returns
    tool -> the real program."""
    import shutil

    found: dict[str, str] = {}
    for tool in TOOLS:
        real = shutil.which(tool, path=path)
        if real is None:
            continue
        found[tool] = real
        shim = os.path.join(directory, tool)
        with open(shim, "w", encoding="utf-8") as f:
            f.write(f"#!{sys.executable} -SE\n")
            f.write(SHIM.format(real=real, variable=SOCKET_VARIABLE, tool=tool))
        os.chmod(shim, 0o755)
    return found


def serve(socket_path: str) -> None:
    """Imports the tools, says `ready` on stdout, then serves requests until
    stdin closes (lit has exited)."""
    functions = {
        tool: getattr(importlib.import_module(module), name)
        for tool, (module, name) in TOOLS.items()
    }
    listener = socket.socket(socket.AF_UNIX)
    listener.bind(socket_path)
    listener.listen(128)
    selector = selectors.DefaultSelector()
    selector.register(listener, selectors.EVENT_READ)
    selector.register(sys.stdin, selectors.EVENT_READ)
    print("ready", flush=True)
    while True:
        for key, _ in selector.select():
            if key.fileobj is sys.stdin:
                if not os.read(sys.stdin.fileno(), 1):
                    listener.close()
                    _reap(block=True)
                    return
                continue
            connection, _ = listener.accept()
            if os.fork() == 0:
                listener.close()
                selector.close()
                _run_request(connection, functions)
            connection.close()
            _reap(block=False)


def _reap(block: bool) -> None:
    """Waits for the children that have exited (all of them when `block`):
    their CPU time then counts in the server's, and so in lit's."""
    while True:
        try:
            pid, _ = os.waitpid(-1, 0 if block else os.WNOHANG)
        except ChildProcessError:
            return
        if pid == 0:
            return


def _run_request(
    connection: socket.socket, functions: dict[str, Callable[[], object]]
) -> None:
    """In the forked child: become the caller's process, run its tool, send
    the exit status back and exit with it."""
    header, fds, _, _ = socket.recv_fds(connection, _HEADER.size, 3)
    (length,) = _HEADER.unpack(header)
    body = b""
    while len(body) < length:
        body += connection.recv(length - len(body))
    request = json.loads(body)
    for target, fd in enumerate(fds):
        os.dup2(fd, target)
        os.close(fd)
    os.chdir(request["cwd"])
    os.environ.clear()
    os.environ.update(request["env"])
    sys.argv = request["argv"]
    _standard_streams()
    status = _status_of(functions[request["tool"]])
    connection.sendall(_STATUS.pack(status))
    os._exit(status)


def _standard_streams() -> None:
    """`sys.stdin`, `stdout` and `stderr` made anew over fds 0-2, as the
    interpreter makes them at startup (the server's were made for its own
    files: a wrapper made for a seekable file fails on a pipe)."""
    encoding = sys.stdout.encoding
    streams: list[io.TextIOWrapper] = []
    for fd, mode, errors in (
        (0, "r", "strict"),
        (1, "w", "strict"),
        (2, "w", "backslashreplace"),
    ):
        raw = io.FileIO(fd, mode, closefd=False)
        interactive = raw.isatty()
        buffered = io.BufferedReader(raw) if mode == "r" else io.BufferedWriter(raw)
        streams.append(
            io.TextIOWrapper(
                buffered,
                encoding=encoding,
                errors=errors,
                line_buffering=interactive or fd == 2,
            )
        )
    sys.stdin, sys.stdout, sys.stderr = streams
    sys.__stdin__, sys.__stdout__, sys.__stderr__ = streams  # pyright: ignore[reportConstantRedefinition]


def _status_of(main: Callable[[], object]) -> int:
    """The exit status of `main()` as the interpreter would make it."""
    try:
        status = _exit_status(main())
    except SystemExit as exit_:
        code: object = exit_.code
        status = _exit_status(code)
    except BaseException:
        traceback.print_exc()
        status = 1
    for stream in (sys.stdout, sys.stderr, sys.__stdout__, sys.__stderr__):
        try:
            if stream is not None:
                stream.flush()
        except (OSError, ValueError):
            status = status or 120
    return status


def _exit_status(code: object) -> int:
    """`sys.exit(code)`'s status: None is 0, an int itself, anything else is
    printed to stderr and is 1."""
    if code is None:
        return 0
    if isinstance(code, int):
        return code & 0xFF
    print(code, file=sys.stderr)
    return 1


if __name__ == "__main__":
    serve(sys.argv[1])

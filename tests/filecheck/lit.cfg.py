"""lit configuration of xhip's FileCheck suite: `lit tests/filecheck`."""

import os

import lit.formats

config.name = "xhip"  # noqa: F821
config.test_format = lit.formats.ShTest()  # noqa: F821
config.suffixes = [".mlir"]  # noqa: F821
config.test_source_root = os.path.dirname(__file__)  # noqa: F821
config.excludes = ["Inputs", "lit.cfg.py"]  # noqa: F821
for name in ("PATH", "HOME", "PYTHONPATH"):
    if name in os.environ:
        config.environment[name] = os.environ[name]  # noqa: F821

# hip-ep's own passes (../shared/hip-ep-oracle/build.sh), when HIP_REF_OPT names
# the binary: feature `hip-ref-opt` and substitution `%hip-ref-opt`, for RUN lines
# that show the reference's output (`%if hip-ref-opt %{ ... %}`).
_ref = os.environ.get("HIP_REF_OPT", "")
if _ref and os.path.isfile(_ref) and os.access(_ref, os.X_OK):
    config.available_features.add("hip-ref-opt")  # noqa: F821
    config.substitutions.append(("%hip-ref-opt", _ref))  # noqa: F821

# MLIR 22's mlir-opt (mlir-22-tools), when on PATH: feature `mlir-opt-22`, for
# RUN lines that read xhip's output back in MLIR (`%if mlir-opt-22 %{ ... %}`).
import shutil  # noqa: E402

if shutil.which("mlir-opt-22"):
    config.available_features.add("mlir-opt-22")  # noqa: F821

# The Python tools of the RUN lines run in children of one warm process
# (toolserver.py says how and why); XHIP_LIT_FRESH_PROCESSES=1 runs each in a
# process of its own.
if not os.environ.get("XHIP_LIT_FRESH_PROCESSES"):
    import atexit
    import subprocess
    import sys
    import tempfile

    sys.path.insert(0, os.path.dirname(__file__))
    import toolserver

    _dir = tempfile.mkdtemp(prefix="xhip-lit-")
    _path = config.environment.get("PATH", "")  # noqa: F821
    if toolserver.write_shims(_dir, _path):
        _socket = os.path.join(_dir, "socket")
        _server = subprocess.Popen(
            [sys.executable, toolserver.__file__, _socket],
            stdin=subprocess.PIPE,
            stdout=subprocess.PIPE,
            stderr=subprocess.DEVNULL,
            env={**os.environ, **config.environment},  # noqa: F821
        )
        if _server.stdout is not None and _server.stdout.readline() == b"ready\n":
            config.environment[toolserver.SOCKET_VARIABLE] = _socket  # noqa: F821
            config.environment["PATH"] = _dir + os.pathsep + _path  # noqa: F821

        def _stop(server=_server, directory=_dir):
            if server.stdin is not None:
                server.stdin.close()
            server.wait()
            shutil.rmtree(directory, ignore_errors=True)

        atexit.register(_stop)

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

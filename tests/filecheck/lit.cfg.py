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

# hip-ep's own binary (`../shared/hip-ep-oracle/build.sh`), when HIP_REF_OPT points
# at it: tests that compare with the reference `REQUIRES: hip-ref-opt`.
_reference = os.environ.get("HIP_REF_OPT", "")
if _reference and os.access(_reference, os.X_OK):
    config.available_features.add("hip-ref-opt")  # noqa: F821
    config.substitutions.append(("%hip-ref-opt", _reference))  # noqa: F821

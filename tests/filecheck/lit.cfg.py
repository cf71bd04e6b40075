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

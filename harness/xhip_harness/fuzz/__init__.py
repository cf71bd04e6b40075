"""Random hip functions for hunting pool-planning bugs: generator, runner, campaign.

`python -m xhip_harness.fuzz --examples 20000 --seed 1` runs a long campaign: every
generated function is pooled in both packing modes at alignments 1, 64, 256 and
4096, each output is checked by `xhip check` and executed against the original
with the NumPy executor. See `xhip_harness.fuzz.program` for what the programs contain.

The fuzzer needs NumPy and hypothesis (the `verify` extra), so its names are
loaded on first use: `python -m xhip_harness.fuzz` without them is one line that says
so.
"""

from __future__ import annotations

from importlib import import_module
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from xhip_harness.fuzz.program import FuzzCase, build_program
    from xhip_harness.fuzz.runner import CONFIGS, CaseReport, run_case

__all__ = ["CONFIGS", "CaseReport", "FuzzCase", "build_program", "run_case"]
_HOME = {
    "CONFIGS": "runner",
    "CaseReport": "runner",
    "run_case": "runner",
    "FuzzCase": "program",
    "build_program": "program",
}


def __getattr__(name: str) -> Any:
    if name in _HOME:
        return getattr(import_module(f"xhip_harness.fuzz.{_HOME[name]}"), name)
    raise AttributeError(f"module 'xhip_harness.fuzz' has no attribute {name!r}")

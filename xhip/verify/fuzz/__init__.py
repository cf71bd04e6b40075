"""Random hip functions for hunting pool-planning bugs: generator, runner, campaign.

`python -m xhip.verify.fuzz --examples 20000 --seed 1` runs a long campaign: every
generated function is pooled in both packing modes at alignments 1, 64, 256 and
4096, each output is checked by `xhip check` and executed against the original
with the NumPy executor. See `xhip.verify.fuzz.program` for what the programs contain.
"""

from xhip.verify.fuzz.program import FuzzCase, build_program
from xhip.verify.fuzz.runner import CONFIGS, CaseReport, run_case

__all__ = ["CONFIGS", "CaseReport", "FuzzCase", "build_program", "run_case"]

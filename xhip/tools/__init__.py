"""xhip's tools: `xhip-opt` (`opt/`), the `xhip` command (`cli.py`) and its
subcommands `check` (`check.py`), `plan` (`plan/`) and `bench` (`bench/`).

What they share (`common.py`) is re-exported here. Reading IR (`read_module`,
`make_context`) is `xhip.ir`'s.
"""

from xhip.diagnostics import ToolError
from xhip.ir.collector import cyclic_gc_paused
from xhip.tools.common import (
    TOO_DEEP,
    Once,
    int_at_least,
    run_tool,
    write_output,
)

__all__ = [
    "TOO_DEEP",
    "Once",
    "ToolError",
    "cyclic_gc_paused",
    "int_at_least",
    "run_tool",
    "write_output",
]

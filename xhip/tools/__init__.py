"""xhip's tools: `xhip-opt` (`opt/`), the `xhip` command (`cli.py`) and its
subcommands `check` (`check.py`), `plan` (`plan/`) and `bench` (`bench/`).

What they share (`common.py`) is re-exported here, so that
`from xhip.tools import read_module, make_context` works.
"""

from xhip.tools.common import (
    TOO_DEEP,
    Once,
    ToolError,
    cyclic_gc_paused,
    int_at_least,
    locate_verify_error,
    make_context,
    read_module,
    read_source,
    run_tool,
    verify_with_locations,
    write_output,
)

__all__ = [
    "TOO_DEEP",
    "Once",
    "ToolError",
    "cyclic_gc_paused",
    "int_at_least",
    "locate_verify_error",
    "make_context",
    "read_module",
    "read_source",
    "run_tool",
    "verify_with_locations",
    "write_output",
]

"""An executor for hip functions (NumPy or PyTorch), and differential runs original
vs pooled.

It needs NumPy (the `verify` extra): without it, importing it raises a
`MissingExtraError` (an `ImportError`) whose message is one line with the
install command.
"""

from xhip.extras import require

require("the executor (xhip_harness.execute)", "numpy")

from xhip_harness.execute.backend import NumpyBackend, get_backend  # noqa: E402
from xhip_harness.execute.differential import Differential, differential, make_arguments  # noqa: E402
from xhip_harness.execute.interpreter import Executor, execute  # noqa: E402
from xhip_harness.execute.memory import ExecutionError  # noqa: E402
from xhip_harness.execute.memory_model import Backend  # noqa: E402

__all__ = [
    "Backend",
    "Differential",
    "ExecutionError",
    "Executor",
    "NumpyBackend",
    "differential",
    "execute",
    "get_backend",
    "make_arguments",
]

"""An executor for hip functions (NumPy or PyTorch), and differential runs original
vs pooled."""

from xhip.verify.execute.backend import Backend, NumpyBackend, get_backend
from xhip.verify.execute.differential import Differential, differential, make_arguments
from xhip.verify.execute.interpreter import Executor, execute
from xhip.verify.execute.memory import ExecutionError

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

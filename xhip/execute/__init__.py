"""A NumPy executor for hip functions, and differential runs original vs pooled."""

from xhip.execute.differential import Differential, differential, make_arguments
from xhip.execute.interpreter import Executor, execute
from xhip.execute.memory import ExecutionError

__all__ = [
    "Differential",
    "ExecutionError",
    "Executor",
    "differential",
    "execute",
    "make_arguments",
]

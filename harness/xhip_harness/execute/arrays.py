"""The array calls the kernels make, one small adapter per backend.

The kernels (`kernels.py`) are written once against `ArrayOps`; each backend
supplies an adapter: `NumpyOps` here, `TorchOps` in `torch_backend.py`. Arrays
are the backend's own (an `ndarray`, a `torch.Tensor`) and support Python's
arithmetic operators, `shape`, `ndim`, slicing and `reshape`; everything else a
kernel needs goes through the adapter, so the two backends cannot drift apart
in what an op computes, only in how the library computes it.
"""

from __future__ import annotations

import contextlib
from collections.abc import Generator, Sequence
from typing import Any, Protocol, cast

import numpy as np

from xhip_harness.execute.memory import ExecutionError

Array = Any
"""An array of the backend's library (`numpy.ndarray`, `torch.Tensor`)."""


class ArrayOps(Protocol):
    """What a kernel may call besides operators, `shape`, `ndim` and slicing."""

    def quiet(self) -> contextlib.AbstractContextManager[None]:
        """Floating-point exceptions (overflow, 0/0) give inf/NaN silently."""
        ...

    def size(self, x: Array) -> int: ...
    def copy(self, x: Array) -> Array:
        """A fresh contiguous copy."""
        ...

    def to_f32(self, x: Array) -> Array: ...
    def to_bool(self, x: Array) -> Array: ...
    def to_int64(self, x: Array) -> Array: ...
    def is_low_float(self, x: Array) -> bool:
        """A floating type narrower than 32 bits (f16)."""
        ...

    def is_float(self, x: Array) -> bool: ...
    def arange(self, n: int, like: Array) -> Array:
        """`0 .. n-1` as int64 on `like`'s device."""
        ...

    def ints(self, x: Array) -> list[int]:
        """The values of an integer array, flattened, as Python ints."""
        ...

    def exp(self, x: Array) -> Array: ...
    def log(self, x: Array) -> Array: ...
    def log1p(self, x: Array) -> Array: ...
    def tanh(self, x: Array) -> Array: ...
    def sqrt(self, x: Array) -> Array: ...
    def sin(self, x: Array) -> Array: ...
    def cos(self, x: Array) -> Array: ...
    def ceil(self, x: Array) -> Array: ...
    def sign(self, x: Array) -> Array: ...
    def abs(self, x: Array) -> Array: ...
    def negative(self, x: Array) -> Array: ...
    def erf(self, x: Array) -> Array: ...
    def logical_not(self, x: Array) -> Array: ...
    def add(self, a: Array, b: Array) -> Array: ...
    def subtract(self, a: Array, b: Array) -> Array: ...
    def multiply(self, a: Array, b: Array) -> Array: ...
    def divide(self, a: Array, b: Array) -> Array: ...
    def minimum(self, a: Array, b: Array) -> Array: ...
    def maximum(self, a: Array, b: Array) -> Array: ...
    def equal(self, a: Array, b: Array) -> Array: ...
    def less(self, a: Array, b: Array) -> Array: ...
    def logical_and(self, a: Array, b: Array) -> Array: ...
    def logical_or(self, a: Array, b: Array) -> Array: ...
    def where(self, cond: Array, x: Array, y: Array) -> Array: ...
    def max(self, x: Array, axis: int, keepdims: bool) -> Array: ...
    def sum(self, x: Array, axis: int, keepdims: bool) -> Array: ...
    def mean(self, x: Array, axes: tuple[int, ...], keepdims: bool) -> Array: ...
    def softmax(self, x: Array) -> Array:
        """Softmax over the last axis, `max`-shifted, in `x`'s dtype."""
        ...

    def matmul(self, a: Array, b: Array) -> Array:
        """`a @ b` (broadcast batch dims), accumulating in at least f32."""
        ...

    def transpose(self, x: Array, axes: Sequence[int]) -> Array:
        """A permuted contiguous copy."""
        ...

    def repeat(self, x: Array, repeats: int, axis: int) -> Array:
        """Each index of `axis` repeated `repeats` times in a row."""
        ...

    def take(self, data: Array, indices: Array) -> Array:
        """`data[indices]` along axis 0 (`indices` checked in range)."""
        ...


class NumpyOps:
    """`ArrayOps` on NumPy: the CPU reference every other backend follows."""

    def quiet(self) -> contextlib.AbstractContextManager[None]:
        return _errstate()

    def size(self, x: Array) -> int:
        return int(np.asarray(x).size)

    def copy(self, x: Array) -> Array:
        return np.array(x, copy=True, order="C")

    def to_f32(self, x: Array) -> Array:
        return np.asarray(x).astype(np.float32)

    def to_bool(self, x: Array) -> Array:
        return np.asarray(x).astype(np.bool_)

    def to_int64(self, x: Array) -> Array:
        return np.asarray(x).astype(np.int64)

    def is_low_float(self, x: Array) -> bool:
        dtype = np.asarray(x).dtype
        return bool(np.issubdtype(dtype, np.floating) and dtype.itemsize < 4)

    def is_float(self, x: Array) -> bool:
        return bool(np.issubdtype(np.asarray(x).dtype, np.floating))

    def arange(self, n: int, like: Array) -> Array:
        return np.arange(n, dtype=np.int64)

    def ints(self, x: Array) -> list[int]:
        return [int(v) for v in np.asarray(x).reshape(-1)]

    def exp(self, x: Array) -> Array:
        return np.exp(x)

    def log(self, x: Array) -> Array:
        return np.log(x)

    def log1p(self, x: Array) -> Array:
        return np.log1p(x)

    def tanh(self, x: Array) -> Array:
        return np.tanh(x)

    def sqrt(self, x: Array) -> Array:
        return np.sqrt(x)

    def sin(self, x: Array) -> Array:
        return np.sin(x)

    def cos(self, x: Array) -> Array:
        return np.cos(x)

    def ceil(self, x: Array) -> Array:
        return np.ceil(x)

    def sign(self, x: Array) -> Array:
        return np.sign(x)

    def abs(self, x: Array) -> Array:
        return np.abs(x)

    def negative(self, x: Array) -> Array:
        return np.negative(x)

    def erf(self, x: Array) -> Array:
        # Abramowitz & Stegun 7.1.26 in float64 (|error| < 1.5e-7): NumPy has no erf.
        v = np.asarray(x, dtype=np.float64)
        t = 1.0 / (1.0 + 0.3275911 * np.abs(v))
        poly = t * (
            0.254829592
            + t
            * (-0.284496736 + t * (1.421413741 + t * (-1.453152027 + t * 1.061405429)))
        )
        return (np.sign(v) * (1.0 - poly * np.exp(-v * v))).astype(np.asarray(x).dtype)

    def logical_not(self, x: Array) -> Array:
        return np.logical_not(x)

    def add(self, a: Array, b: Array) -> Array:
        return np.add(a, b)

    def subtract(self, a: Array, b: Array) -> Array:
        return np.subtract(a, b)

    def multiply(self, a: Array, b: Array) -> Array:
        return np.multiply(a, b)

    def divide(self, a: Array, b: Array) -> Array:
        return np.divide(a, b)

    def minimum(self, a: Array, b: Array) -> Array:
        return np.minimum(a, b)

    def maximum(self, a: Array, b: Array) -> Array:
        return np.maximum(a, b)

    def equal(self, a: Array, b: Array) -> Array:
        return np.equal(a, b)

    def less(self, a: Array, b: Array) -> Array:
        return np.less(a, b)

    def logical_and(self, a: Array, b: Array) -> Array:
        return np.logical_and(a, b)

    def logical_or(self, a: Array, b: Array) -> Array:
        return np.logical_or(a, b)

    def where(self, cond: Array, x: Array, y: Array) -> Array:
        return cast(Array, np.where(cond, x, y))

    def max(self, x: Array, axis: int, keepdims: bool) -> Array:
        return np.max(x, axis=axis, keepdims=keepdims)

    def sum(self, x: Array, axis: int, keepdims: bool) -> Array:
        return np.sum(x, axis=axis, keepdims=keepdims)

    def mean(self, x: Array, axes: tuple[int, ...], keepdims: bool) -> Array:
        return np.mean(x, axis=axes, keepdims=keepdims)

    def softmax(self, x: Array) -> Array:
        shifted = x - x.max(axis=-1, keepdims=True)
        e = np.exp(shifted)
        return e / e.sum(axis=-1, keepdims=True)

    def matmul(self, a: Array, b: Array) -> Array:
        if self.is_low_float(a) or self.is_low_float(b):
            a, b = self.to_f32(a), self.to_f32(b)
        return np.matmul(a, b)

    def transpose(self, x: Array, axes: Sequence[int]) -> Array:
        return np.transpose(x, list(axes)).copy()

    def repeat(self, x: Array, repeats: int, axis: int) -> Array:
        return np.repeat(x, repeats, axis=axis)

    def take(self, data: Array, indices: Array) -> Array:
        index = np.asarray(indices, dtype=np.int64)
        if index.size and (index.min() < 0 or index.max() >= data.shape[0]):
            raise ExecutionError(f"gather index outside [0, {data.shape[0]})")
        result: Array = data[index]
        return result


@contextlib.contextmanager
def _errstate() -> Generator[None]:
    with np.errstate(all="ignore"):
        yield

"""Backends of the executor: where buffers live and which library computes.

A backend is the memory model (fresh buffers, byte pools, typed views over a
pool's bytes, reads and writes in the element type) plus the array adapter the
shared kernels call (`arrays.py`): the `Backend` protocol of `memory_model.py`.
`NumpyBackend` is the CPU reference;
`xhip_harness.execute.torch_backend.TorchBackend` runs on a PyTorch device (a pool is
one `torch.uint8` tensor, a view a typed tensor over its bytes). Choose one by
name with `get_backend("numpy")` / `get_backend("torch", device="cuda")`.
"""

from __future__ import annotations

from collections.abc import Sequence
from math import prod
from typing import Any, cast

import numpy as np
from xdsl.dialects.builtin import MemRefType
from xdsl.ir import Attribute

from xhip.check.evaluate import bit_width
from xhip_harness.execute.arrays import ArrayOps, NumpyOps
from xhip_harness.execute.memory import (
    Array,
    ExecutionError,
    PackedBits,
    f32_to_bf16,
    is_bf16,
    new_buffer,
    numpy_dtype,
    raw_bytes,
    read,
    view_of_bytes,
    write,
)
from xhip_harness.execute.memory_model import Backend, Buffer, weight_scale


class NumpyBackend:
    """Buffers are NumPy arrays; `i1` is `PackedBits`, bf16 its uint16 bits."""

    name = "numpy"
    frees_on_dealloc = False

    def __init__(self) -> None:
        self.xp: ArrayOps = NumpyOps()

    def is_buffer(self, value: object) -> bool:
        return isinstance(value, np.ndarray | PackedBits)

    def new_buffer(
        self, t: MemRefType, shape: tuple[int, ...], rng: np.random.Generator
    ) -> Buffer:
        return new_buffer(t, shape, rng)

    def new_pool(self, size: int, rng: np.random.Generator) -> Buffer:
        return np.frombuffer(rng.bytes(size), np.uint8).copy()

    def nbytes(self, buffer: Buffer) -> int:
        if isinstance(buffer, PackedBits):
            return int(buffer.data.size)
        return int(cast(Array, buffer).nbytes)

    def is_bytes(self, buffer: Buffer) -> bool:
        if not isinstance(buffer, np.ndarray):
            return False
        return cast(Array, buffer).dtype.itemsize == 1 and np.issubdtype(
            cast(Array, buffer).dtype, np.integer
        )

    def view_of_bytes(
        self, pool: Buffer, offset: int, t: MemRefType, shape: tuple[int, ...]
    ) -> Buffer:
        return view_of_bytes(cast(Array, pool).view(np.uint8), offset, t, shape)

    def read(self, buffer: Buffer, element: Attribute) -> Array:
        return read(buffer, element)

    def write(self, buffer: Buffer, element: Attribute, values: Array) -> None:
        write(buffer, element, values)

    def reshape_view(self, source: Buffer, shape: tuple[int, ...], what: str) -> Buffer:
        if prod(shape) != source.size:
            raise ExecutionError(f"{what}: {source.shape} cannot become {shape}")
        try:
            return np.reshape(source, shape, copy=False)
        except ValueError:
            raise ExecutionError(
                f"{what}: the source is not contiguous enough"
            ) from None

    def strided(
        self, source: Buffer, offset: int, sizes: Sequence[int], strides: Sequence[int]
    ) -> Buffer:
        flat = cast(Array, source).reshape(-1)
        item = flat.itemsize
        return np.lib.stride_tricks.as_strided(
            flat[offset:], shape=list(sizes), strides=[s * item for s in strides]
        )

    def is_packed(self, buffer: Buffer) -> bool:
        return isinstance(buffer, PackedBits)

    def load(self, buffer: Buffer, where: tuple[int, ...], element: Attribute) -> Any:
        if isinstance(buffer, PackedBits):
            return int(buffer.read()[where])
        array = cast(Array, buffer)
        value = array[where]
        if np.issubdtype(array.dtype, np.integer) or array.dtype == np.bool_:
            w = bit_width(element) or 64
            return int(value) % (1 << w)
        return value.copy() if is_bf16(element) else value

    def store(
        self, buffer: Buffer, where: tuple[int, ...], value: Any, element: Attribute
    ) -> None:
        if isinstance(buffer, PackedBits):
            bits = buffer.read()
            bits[where] = bool(value)
            buffer.write(bits)
            return
        dtype = numpy_dtype(element)
        if isinstance(value, int) and np.issubdtype(dtype, np.integer):
            value = np.array([value], dtype=np.uint64).view(np.int64)[0]
        cast(Array, buffer)[where] = value

    def int_values(self, buffer: Buffer) -> list[int]:
        return [int(v) for v in cast(Array, buffer).reshape(-1)]

    def storage_key(self, buffer: Buffer) -> int:
        array = buffer.data if isinstance(buffer, PackedBits) else buffer
        while isinstance(array.base, np.ndarray):
            array = cast(Array, array.base)
        return id(array)

    def constant(self, index: int, t: MemRefType, shape: tuple[int, ...]) -> Buffer:
        element = t.get_element_type()
        rng = np.random.default_rng(index)
        values = rng.standard_normal(shape).astype(np.float32) * np.float32(
            weight_scale(shape)
        )
        if is_bf16(element):
            return f32_to_bf16(values)
        dtype = numpy_dtype(element)
        if not np.issubdtype(dtype, np.floating):
            return rng.integers(0, 8, size=shape).astype(dtype)
        return values.astype(dtype)

    def from_numpy(self, value: Any, t: Attribute) -> Any:
        return self.copy(value)

    def copy(self, value: Any) -> Any:
        if isinstance(value, PackedBits):
            return PackedBits(value.data.copy(), value.shape)
        if isinstance(value, np.ndarray):
            return np.array(cast(Array, value), copy=True)
        return value

    def same_bits(self, a: Any, b: Any) -> bool:
        if self.is_buffer(a) and self.is_buffer(b):
            return raw_bytes(a) == raw_bytes(b)
        if self.is_buffer(a) or self.is_buffer(b):
            return False
        if isinstance(a, np.generic) and isinstance(b, np.generic):
            return a.tobytes() == b.tobytes()
        return bool(a == b)

    def to_numpy(self, value: Any) -> Any:
        return value


def get_backend(name: str = "numpy", device: str | None = None) -> Backend:
    """`numpy` (CPU only), or `torch` on `device` (default `cuda` when available)."""
    if name == "numpy":
        if device not in (None, "cpu"):
            raise ValueError(f"the numpy backend runs on the cpu, not {device}")
        return NumpyBackend()
    if name == "torch":
        from xhip_harness.execute.torch_backend import TorchBackend

        return TorchBackend(device)
    raise ValueError(f"unknown backend {name!r} (numpy, torch)")

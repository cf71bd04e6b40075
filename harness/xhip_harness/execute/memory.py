"""Buffers of the NumPy executor: element types, pools as real bytes, i1 and bf16.

A memref value is a NumPy array that *is* the memory: a view of a pool is an
ndarray over the pool's bytes at the view's offset, so two views that share
bytes really share them, and a planning mistake shows up as wrong numbers.

* a vector element is its lanes padded to its storage size (MLIR's default data
  layout, docs/semantics.md §6.1: `vector<3xf32>` is 16 bytes, 4 lanes): the
  array of a `memref<Nxvector<3xf32>>` is `N x 4` `float32`s (`lane_layout`).
  Only whole copies read or write such buffers.
* `bf16` has no NumPy type: its buffers hold the raw bits as `uint16`; kernels
  read them as float32 (exact) and write back with round-to-nearest-even.
* `i1` buffers take one byte per element, as the pass sizes them
  (docs/semantics.md §6.1) and MLIR's lowering stores them: a `PackedBits` (named when
  they were bit-packed) holds those bytes, reads any nonzero byte as true and
  writes 0 or 1.
"""

from __future__ import annotations

from dataclasses import dataclass
from math import prod
from typing import Any, cast

import numpy as np
from numpy.typing import NDArray
from xdsl.dialects.builtin import (
    BFloat16Type,
    Float16Type,
    Float32Type,
    Float64Type,
    IndexType,
    IntegerType,
    MemRefType,
    VectorType,
)
from xdsl.ir import Attribute

Array = NDArray[Any]


class ExecutionError(RuntimeError):
    """The program cannot run as written (bad shapes, out of bounds, unknown op)."""


def numpy_dtype(element: Attribute) -> np.dtype[np.generic]:
    """The storage dtype of a memref element type (bf16 as its uint16 bits)."""
    if isinstance(element, Float16Type):
        return np.dtype(np.float16)
    if isinstance(element, BFloat16Type):
        return np.dtype(np.uint16)
    if isinstance(element, Float32Type):
        return np.dtype(np.float32)
    if isinstance(element, Float64Type):
        return np.dtype(np.float64)
    if isinstance(element, IndexType):
        return np.dtype(np.int64)
    if isinstance(element, IntegerType):
        width = element.bitwidth
        if width == 1:
            return np.dtype(np.bool_)
        if width in (8, 16, 32, 64):
            return np.dtype(f"int{width}")
    raise ExecutionError(f"unsupported element type {element}")


def _power_of_two_ceil(n: int) -> int:
    return 1 << max(n - 1, 0).bit_length()


def lane_layout(element: Attribute) -> tuple[Attribute, tuple[int, ...]]:
    """The scalar type an array of `element`s holds, and the trailing dims each
    element takes: `(element, ())` but for a vector, `(lane type, (padded
    lanes,))`. The lanes: the outer dims times the next power of two of the
    innermost, and that rounded up to a power of two (the vector's storage size,
    its lanes being of a power-of-two byte size here)."""
    if not isinstance(element, VectorType):
        return element, ()
    vector = cast(VectorType[Attribute], element)
    lane = vector.get_element_type()
    dims = vector.get_shape()
    if vector.get_num_scalable_dims() or numpy_dtype(lane) == np.bool_:
        raise ExecutionError(f"unsupported element type {element}")
    lanes = prod(dims[:-1]) * _power_of_two_ceil(dims[-1]) if dims else 1
    return lane, (_power_of_two_ceil(lanes),)


def is_bf16(element: Attribute) -> bool:
    return isinstance(element, BFloat16Type)


def bf16_to_f32(bits: NDArray[np.uint16]) -> NDArray[np.float32]:
    return (bits.astype(np.uint32) << np.uint32(16)).view(np.float32)


def f32_to_bf16(values: NDArray[np.float32]) -> NDArray[np.uint16]:
    """Round to nearest even; NaNs stay quiet NaNs."""
    bits = np.ascontiguousarray(values, dtype=np.float32).view(np.uint32)
    rounding = np.uint32(0x7FFF) + ((bits >> np.uint32(16)) & np.uint32(1))
    rounded = ((bits + rounding) >> np.uint32(16)).astype(np.uint16)
    nan = np.isnan(values)
    return np.where(
        nan, ((bits >> np.uint32(16)) | np.uint32(0x40)).astype(np.uint16), rounded
    )


@dataclass
class PackedBits:
    """An `i1` buffer, one byte per element (0 or 1; any nonzero byte reads true)."""

    data: NDArray[np.uint8]
    shape: tuple[int, ...]

    @staticmethod
    def byte_size(shape: tuple[int, ...]) -> int:
        return prod(shape)

    def read(self) -> NDArray[np.bool_]:
        return (self.data[: prod(self.shape)] != 0).reshape(self.shape)

    def write(self, values: NDArray[np.generic]) -> None:
        flat = np.broadcast_to(np.asarray(values, dtype=np.bool_), self.shape).reshape(
            -1
        )
        self.data[: flat.size] = flat.astype(np.uint8)


Buffer = Array | PackedBits
"""A memref value at run time."""


def element_type(t: Attribute) -> Attribute:
    if not isinstance(t, MemRefType):
        raise ExecutionError(f"expected a memref type, got {t}")
    return cast(MemRefType[Attribute], t).get_element_type()


def new_buffer(
    t: MemRefType, shape: tuple[int, ...], rng: np.random.Generator
) -> Buffer:
    """A fresh buffer filled with garbage (reading it before writing is a bug)."""
    element, lanes = lane_layout(t.get_element_type())
    shape = (*shape, *lanes)
    dtype = numpy_dtype(element)
    if dtype == np.bool_:
        size = PackedBits.byte_size(shape)
        return PackedBits(np.frombuffer(rng.bytes(size), np.uint8).copy(), shape)
    nbytes = prod(shape) * dtype.itemsize
    raw = np.frombuffer(rng.bytes(nbytes), np.uint8).copy()
    return raw.view(dtype).reshape(shape)


def view_of_bytes(
    pool: NDArray[np.uint8], offset: int, t: MemRefType, shape: tuple[int, ...]
) -> Buffer:
    """The memref of type `t` and `shape` starting at byte `offset` of `pool`."""
    element, lanes = lane_layout(t.get_element_type())
    shape = (*shape, *lanes)
    dtype = numpy_dtype(element)
    if dtype == np.bool_:
        size = PackedBits.byte_size(shape)
        end = offset + size
        if offset < 0 or end > pool.size:
            raise ExecutionError(
                f"view bytes [{offset}, {end}) outside a pool of {pool.size} bytes"
            )
        return PackedBits(pool[offset:end], shape)
    nbytes = prod(shape) * dtype.itemsize
    if offset < 0 or offset + nbytes > pool.size:
        raise ExecutionError(
            f"view bytes [{offset}, {offset + nbytes}) outside a pool of {pool.size} bytes"
        )
    return np.ndarray(shape, dtype=dtype, buffer=pool.data, offset=offset)


def read(buffer: Buffer, element: Attribute) -> Array:
    """A private copy of the contents, in a computable dtype (bf16 -> float32)."""
    if isinstance(buffer, PackedBits):
        return buffer.read()
    data = np.array(buffer, copy=True)
    if is_bf16(element):
        return bf16_to_f32(data.view(np.uint16))
    return data


def write(buffer: Buffer, element: Attribute, values: Array) -> None:
    """Stores `values` (shape-checked) into `buffer`, converting to its element type."""
    shape = buffer.shape
    if tuple(values.shape) != tuple(shape):
        raise ExecutionError(
            f"writing shape {values.shape} into a buffer of shape {shape}"
        )
    if isinstance(buffer, PackedBits):
        buffer.write(values)
        return
    if is_bf16(element):
        buffer[...] = f32_to_bf16(np.asarray(values, dtype=np.float32))
        return
    with np.errstate(all="ignore"):
        buffer[...] = values.astype(buffer.dtype, copy=False)


def raw_bytes(buffer: Buffer) -> bytes:
    """The exact bits of the contents, for bit-identical comparisons."""
    if isinstance(buffer, PackedBits):
        return buffer.read().astype(np.uint8).tobytes()
    return np.ascontiguousarray(buffer).tobytes()

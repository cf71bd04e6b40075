"""What every backend of the executor implements and shares: the `Backend`
protocol (the memory model and the array library of one run), `Buffer`, and
the generated weights' scale.

Its own module so that the backends (`backend.py`'s NumPy, `torch_backend.py`)
import it and not each other.
"""

from __future__ import annotations

from collections.abc import Sequence
from math import prod
from typing import Any, Protocol

import numpy as np
from xdsl.dialects.builtin import MemRefType
from xdsl.ir import Attribute

from xhip_harness.execute.arrays import ArrayOps
from xhip_harness.execute.memory import Array

Buffer = Any
"""A memref value at run time, of the backend's own kind."""


class Backend(Protocol):
    """The memory model and array library one run of the executor uses."""

    name: str
    xp: ArrayOps
    frees_on_dealloc: bool
    """`memref.dealloc` drops the buffer (and its views) so its memory can be reused."""

    def is_buffer(self, value: object) -> bool: ...
    def new_buffer(
        self, t: MemRefType, shape: tuple[int, ...], rng: np.random.Generator
    ) -> Buffer:
        """A fresh buffer (its contents are garbage: reading before writing is a bug)."""
        ...

    def new_pool(self, size: int, rng: np.random.Generator) -> Buffer:
        """A fresh byte pool of `size` bytes (garbage contents)."""
        ...

    def nbytes(self, buffer: Buffer) -> int: ...
    def is_bytes(self, buffer: Buffer) -> bool:
        """A 1-byte integer buffer that `memref.view` may cut into."""
        ...

    def view_of_bytes(
        self, pool: Buffer, offset: int, t: MemRefType, shape: tuple[int, ...]
    ) -> Buffer:
        """The memref of type `t` and `shape` at byte `offset` of the byte buffer `pool`."""
        ...

    def read(self, buffer: Buffer, element: Attribute) -> Array:
        """The contents in a computable dtype (bf16 -> f32, i1 -> bool); never aliased
        by a later write."""
        ...

    def write(self, buffer: Buffer, element: Attribute, values: Array) -> None:
        """Stores `values` (shape-checked) into `buffer`, converting to its type."""
        ...

    def reshape_view(self, source: Buffer, shape: tuple[int, ...], what: str) -> Buffer:
        """`source` seen with another shape, without a copy (or an error)."""
        ...

    def strided(
        self, source: Buffer, offset: int, sizes: Sequence[int], strides: Sequence[int]
    ) -> Buffer:
        """A view of contiguous `source` by element offset, sizes and strides."""
        ...

    def is_packed(self, buffer: Buffer) -> bool:
        """An i1 buffer (`PackedBits`, one byte per element): no views of it but
        whole copies."""
        ...

    def load(
        self, buffer: Buffer, where: tuple[int, ...], element: Attribute
    ) -> Any: ...
    def store(
        self, buffer: Buffer, where: tuple[int, ...], value: Any, element: Attribute
    ) -> None: ...
    def int_values(self, buffer: Buffer) -> list[int]:
        """The values of an integer buffer, flattened (a `memref.reshape` shape)."""
        ...

    def storage_key(self, buffer: Buffer) -> int:
        """Equal for buffers over the same allocation (a buffer and its views)."""
        ...

    def constant(self, index: int, t: MemRefType, shape: tuple[int, ...]) -> Buffer:
        """`hip.get_constant`: a model weight, the same for the same index."""
        ...

    def from_numpy(self, value: Any, t: Attribute) -> Any:
        """An argument of type `t` made by `make_arguments` (NumPy: bf16 as its
        uint16 bits, i1 as `PackedBits`), as this backend's value."""
        ...

    def copy(self, value: Any) -> Any:
        """A private copy of an argument or result."""
        ...

    def same_bits(self, a: Any, b: Any) -> bool:
        """Whether two buffers (or scalars) hold exactly the same bits."""
        ...

    def to_numpy(self, value: Any) -> Any:
        """A buffer as NumPy (bf16 as its uint16 bits, i1 as `PackedBits`)."""
        ...


def weight_scale(shape: Sequence[int]) -> float:
    """The standard deviation of a generated weight: 1/sqrt(fan-in), so that
    activations stay O(1) through deep models (rank 1: norm scales, about 1)."""
    if len(shape) <= 1:
        return 0.1
    fan_in = prod(shape[1:]) if len(shape) > 2 else shape[0]
    return 1.0 / max(1.0, float(fan_in)) ** 0.5

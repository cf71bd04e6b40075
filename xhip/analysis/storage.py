"""How many bytes a memref element occupies, and how it must be aligned.

The pass sizes a buffer as `elements * storage size` of its element type, the
storage size being what MLIR's default data layout (`DataLayoutInterfaces.cpp`,
no `dlti` entries) gives the type, rounded up to its ABI alignment: the stride of
consecutive elements once the memref is lowered (LLVM's alloc size). See
docs/semantics.md §6.1.

* `iN`: `ceil(N / 8)` bytes, aligned to the next power of two of that below 64
  bits, to 8 bytes from 64 bits on: `i1`..`i8` 1 byte, `i24` 4, `i65` 16;
* floats: `ceil(bits / 8)` bytes aligned to the next power of two (`f16` 2,
  `f32` 4, `tf32` 4, `f80` 16); `index` as `i64`;
* `complex<T>`: the real part padded to T's preferred alignment, then the
  imaginary part, aligned as T (`complex<f32>` 8);
* `vector<...xNxT>`: the innermost dimension rounded up to a power of two, times
  the other dimensions, times T's size, aligned (and so sized) to the next power
  of two of that (`vector<3xf32>` 16 bytes, `vector<3xi1>` 4).

Sub-byte types are not bit-packed: an `i1` is a byte, as MLIR's lowering and
ONNX Runtime store it. Scalable vectors and other element types have no size here.
"""

from __future__ import annotations

from dataclasses import dataclass
from math import prod
from typing import cast

from xdsl.dialects.builtin import (
    AnyFloat,
    ComplexType,
    IndexType,
    IntegerType,
    VectorType,
)
from xdsl.ir import Attribute

INDEX_BITS = 64
"""The bit width of `index` in MLIR's default data layout."""


@dataclass(frozen=True)
class ElementStorage:
    """Bytes one element takes in memory, and the alignment its address needs."""

    size: int
    """The element's stride: its data-layout size rounded up to `alignment`."""
    alignment: int
    """ABI alignment in bytes, a power of two."""


def _power_of_two_ceil(n: int) -> int:
    return 1 if n <= 1 else 1 << (n - 1).bit_length()


def _align_to(n: int, alignment: int) -> int:
    return -(-n // alignment) * alignment


def _layout(element: Attribute) -> tuple[int, int, int] | None:
    """(size in bits, ABI alignment, preferred alignment) in MLIR's default layout."""
    if isinstance(element, IndexType):
        element = IntegerType(INDEX_BITS)
    if isinstance(element, IntegerType):
        bits = element.bitwidth
        size = -(-bits // 8)
        abi = _power_of_two_ceil(size) if bits < 64 else 8
        return bits, abi, _power_of_two_ceil(size)
    if isinstance(element, AnyFloat):
        bits = element.bitwidth
        natural = _power_of_two_ceil(-(-bits // 8))
        return bits, natural, natural
    if isinstance(element, ComplexType):
        inner = _layout(cast(ComplexType, element).element_type)
        if inner is None:
            return None
        bits, abi, preferred = inner
        return _align_to(bits, preferred * 8) + bits, abi, preferred
    if isinstance(element, VectorType):
        vector = cast(VectorType[Attribute], element)
        shape = vector.get_shape()
        if vector.get_num_scalable_dims() or any(d <= 0 for d in shape):
            return None
        inner = _layout(vector.get_element_type())
        if inner is None:
            return None
        lanes = prod(shape[:-1]) * _power_of_two_ceil(shape[-1]) if shape else 1
        # MLIR multiplies by the element's size, ceil(bits / 8), not its stride.
        size = lanes * -(-inner[0] // 8)
        natural = _power_of_two_ceil(size)
        return size * 8, natural, natural
    return None


def element_storage(element: Attribute) -> ElementStorage | None:
    """The storage of a memref element type; None for a type without a size."""
    layout = _layout(element)
    if layout is None:
        return None
    bits, abi, _ = layout
    return ElementStorage(_align_to(-(-bits // 8), abi), abi)

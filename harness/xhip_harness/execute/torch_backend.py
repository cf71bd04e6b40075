"""The PyTorch backend: the executor on a PyTorch device (a GPU, or the CPU).

The memory model is the NumPy backend's, on the device:

* a pool is one `torch.uint8` tensor of exactly the size `hip.get_pool` asks for,
  and a `memref.view` is a typed tensor over its bytes at the offset
  (`pool[offset : offset + n].view(dtype).view(shape)`), so views that share
  bytes really share them;
* every `memref.alloc` of an original function is one `torch.empty` (PyTorch's
  caching allocator, what a PyTorch user has), and `memref.dealloc` drops it and
  its views, so the allocator can reuse the block;
* bf16 is native (`torch.bfloat16`; kernels compute it in f32, as in NumPy),
  `i1` is one byte per element (0 or 1), as the pass sizes it;
* a memref whose elements are memrefs (a stored address) is, as in the NumPy
  backend, a host object array of buffer handles (here tensors): `memref.store`
  and `memref.load` of a buffer move handles, the device's buffers stay where
  they are. No kernel reads such a memref.

The kernels are the shared op table's (`kernels.py`); `TorchOps` is only the
array calls. Inputs are handed to kernels as the buffers themselves when they
are contiguous and 256-byte aligned (kernels never write their inputs), else as
aligned contiguous copies, so a library kernel never sees an address the other
run does not: the original and the pooled run compute the same bits.

PyTorch is imported when a backend is made, not with xhip.
"""

from __future__ import annotations

import contextlib
import importlib
from collections.abc import Sequence
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
)
from xdsl.ir import Attribute

from xhip.check.evaluate import bit_width
from xhip_harness.execute.arrays import Array, ArrayOps
from xhip_harness.execute.memory import ExecutionError, PackedBits, is_bf16
from xhip_harness.execute.memory_model import Buffer, weight_scale

Slots = NDArray[Any]
"""A memref of memrefs: a host object array of buffer handles (or None)."""

ALIGNMENT = 256
"""Inputs at addresses aligned less than this reach kernels as aligned copies."""


def _torch() -> Any:
    try:
        return importlib.import_module("torch")
    except ImportError as e:  # pragma: no cover - depends on the machine
        raise ExecutionError(f"the torch backend needs PyTorch: {e}") from None


def torch_dtype(element: Attribute) -> Any:
    """The storage dtype of a memref element type (i1: None, stored as `TorchBits`)."""
    torch = _torch()
    if isinstance(element, Float16Type):
        return torch.float16
    if isinstance(element, BFloat16Type):
        return torch.bfloat16
    if isinstance(element, Float32Type):
        return torch.float32
    if isinstance(element, Float64Type):
        return torch.float64
    if isinstance(element, IndexType):
        return torch.int64
    if isinstance(element, IntegerType):
        width = element.bitwidth
        if width == 1:
            return None
        if width in (8, 16, 32, 64):
            return getattr(torch, f"int{width}")
    raise ExecutionError(f"unsupported element type {element}")


@dataclass
class TorchBits:
    """An `i1` buffer on the device, one byte per element (0 or 1; any nonzero
    byte reads true), as the pass sizes it."""

    data: Any
    """A 1-D `torch.uint8` tensor of `n` bytes (a pool's, or its own)."""
    shape: tuple[int, ...]

    def read(self) -> Any:
        torch = _torch()
        n = prod(self.shape)
        return (self.data[:n] != 0).reshape(self.shape).to(torch.bool)

    def write(self, values: Any) -> None:
        torch = _torch()
        n = prod(self.shape)
        flat = torch.broadcast_to(values.to(torch.bool), self.shape).reshape(-1)
        self.data[:n].copy_(flat.to(torch.uint8))


class TorchOps:
    """`ArrayOps` on PyTorch tensors."""

    def __init__(self) -> None:
        self.torch = _torch()

    def quiet(self) -> contextlib.AbstractContextManager[None]:
        return contextlib.nullcontext()

    def size(self, x: Array) -> int:
        return int(x.numel())

    def copy(self, x: Array) -> Array:
        return x.clone(memory_format=self.torch.contiguous_format)

    def to_f32(self, x: Array) -> Array:
        return x.to(self.torch.float32)

    def to_bool(self, x: Array) -> Array:
        return x.to(self.torch.bool)

    def to_int64(self, x: Array) -> Array:
        return x.to(self.torch.int64)

    def is_low_float(self, x: Array) -> bool:
        return bool(x.is_floating_point() and x.element_size() < 4)

    def is_float(self, x: Array) -> bool:
        return bool(x.is_floating_point())

    def arange(self, n: int, like: Array) -> Array:
        return self.torch.arange(n, dtype=self.torch.int64, device=like.device)

    def ints(self, x: Array) -> list[int]:
        return [int(v) for v in x.reshape(-1).tolist()]

    def exp(self, x: Array) -> Array:
        return self.torch.exp(x)

    def log(self, x: Array) -> Array:
        return self.torch.log(x)

    def log1p(self, x: Array) -> Array:
        return self.torch.log1p(x)

    def tanh(self, x: Array) -> Array:
        return self.torch.tanh(x)

    def sqrt(self, x: Array) -> Array:
        return self.torch.sqrt(x)

    def sin(self, x: Array) -> Array:
        return self.torch.sin(x)

    def cos(self, x: Array) -> Array:
        return self.torch.cos(x)

    def ceil(self, x: Array) -> Array:
        return self.torch.ceil(x)

    def sign(self, x: Array) -> Array:
        return self.torch.sign(x)

    def abs(self, x: Array) -> Array:
        return self.torch.abs(x)

    def negative(self, x: Array) -> Array:
        return self.torch.neg(x)

    def erf(self, x: Array) -> Array:
        return self.torch.erf(x)

    def logical_not(self, x: Array) -> Array:
        return self.torch.logical_not(x)

    def add(self, a: Array, b: Array) -> Array:
        return self.torch.add(a, b)

    def subtract(self, a: Array, b: Array) -> Array:
        return self.torch.sub(a, b)

    def multiply(self, a: Array, b: Array) -> Array:
        return self.torch.mul(a, b)

    def divide(self, a: Array, b: Array) -> Array:
        if not a.is_floating_point() and not b.is_floating_point():
            # NumPy's true division of integers gives f64.
            return self.torch.div(a.to(self.torch.float64), b.to(self.torch.float64))
        return self.torch.div(a, b)

    def minimum(self, a: Array, b: Array) -> Array:
        return self.torch.minimum(a, b)

    def maximum(self, a: Array, b: Array) -> Array:
        return self.torch.maximum(a, b)

    def equal(self, a: Array, b: Array) -> Array:
        return self.torch.eq(a, b)

    def less(self, a: Array, b: Array) -> Array:
        return self.torch.lt(a, b)

    def logical_and(self, a: Array, b: Array) -> Array:
        return self.torch.logical_and(a, b)

    def logical_or(self, a: Array, b: Array) -> Array:
        return self.torch.logical_or(a, b)

    def where(self, cond: Array, x: Array, y: Array) -> Array:
        return self.torch.where(cond, x, y)

    def max(self, x: Array, axis: int, keepdims: bool) -> Array:
        return self.torch.amax(x, dim=axis, keepdim=keepdims)

    def sum(self, x: Array, axis: int, keepdims: bool) -> Array:
        return self.torch.sum(x, dim=axis, keepdim=keepdims)

    def mean(self, x: Array, axes: tuple[int, ...], keepdims: bool) -> Array:
        return self.torch.mean(x, dim=list(axes), keepdim=keepdims)

    def softmax(self, x: Array) -> Array:
        return self.torch.softmax(x, dim=-1)

    def matmul(self, a: Array, b: Array) -> Array:
        # f16/bf16 products accumulate in f32 on the device (see TorchBackend).
        if a.dtype != b.dtype:
            common = self.torch.promote_types(a.dtype, b.dtype)
            a, b = a.to(common), b.to(common)
        if not a.is_floating_point():
            # NumPy multiplies integers exactly (wrapping); CUDA has no integer GEMM.
            return (a.unsqueeze(-1) * b.unsqueeze(-3)).sum(dim=-2).to(a.dtype)
        return self.torch.matmul(a, b)

    def transpose(self, x: Array, axes: Sequence[int]) -> Array:
        return x.permute(*axes).contiguous()

    def repeat(self, x: Array, repeats: int, axis: int) -> Array:
        return self.torch.repeat_interleave(x, repeats, dim=axis)

    def take(self, data: Array, indices: Array) -> Array:
        if indices.numel():
            low, high = int(indices.min()), int(indices.max())
            if low < 0 or high >= data.shape[0]:
                raise ExecutionError(f"gather index outside [0, {data.shape[0]})")
        return data[indices]


class TorchBackend:
    """Buffers are tensors on `device` (default: cuda when available, else cpu)."""

    name = "torch"
    frees_on_dealloc = True

    def __init__(self, device: str | None = None, fill: bool = True) -> None:
        torch = _torch()
        self.torch = torch
        if device is None:
            device = "cuda" if torch.cuda.is_available() else "cpu"
        self.device = torch.device(device)
        self.fill = fill
        """Fill fresh buffers and pools with random bytes (off: `torch.empty` as is)."""
        self.xp: ArrayOps = TorchOps()
        self._constants: dict[tuple[int, str, tuple[int, ...]], Any] = {}
        if self.device.type == "cuda":
            # One accumulation order for f16 products, whatever the addresses.
            torch.backends.cuda.matmul.allow_fp16_reduced_precision_reduction = False
            torch.backends.cuda.matmul.allow_bf16_reduced_precision_reduction = False
            torch.backends.cuda.matmul.allow_tf32 = False
            torch.backends.cudnn.allow_tf32 = False

    # -- buffers -----------------------------------------------------------------

    def _bytes(self, size: int, rng: np.random.Generator) -> Any:
        torch = self.torch
        data = torch.empty(size, dtype=torch.uint8, device=self.device)
        if self.fill and size:
            seed = int(rng.integers(0, 1 << 62))
            generator = torch.Generator(device=self.device).manual_seed(seed)
            data.random_(0, 256, generator=generator)
        return data

    def is_buffer(self, value: object) -> bool:
        return isinstance(value, TorchBits | self.torch.Tensor) or _is_slots(value)

    def new_buffer(
        self, t: MemRefType, shape: tuple[int, ...], rng: np.random.Generator
    ) -> Buffer:
        dtype = torch_dtype(t.get_element_type())
        if dtype is None:
            return TorchBits(self._bytes(PackedBits.byte_size(shape), rng), shape)
        itemsize = dtype.itemsize
        data = self._bytes(prod(shape) * itemsize, rng)
        return data.view(dtype).view(shape)

    def new_pool(self, size: int, rng: np.random.Generator) -> Buffer:
        return self._bytes(size, rng)

    def nbytes(self, buffer: Buffer) -> int:
        if isinstance(buffer, TorchBits):
            return int(buffer.data.numel())
        if _is_slots(buffer):
            return int(cast(Slots, buffer).nbytes)
        return int(buffer.numel() * buffer.element_size())

    def is_bytes(self, buffer: Buffer) -> bool:
        torch = self.torch
        return (
            isinstance(buffer, torch.Tensor)
            and buffer.dtype in (torch.uint8, torch.int8)
            and buffer.dim() == 1
            and buffer.is_contiguous()
        )

    def view_of_bytes(
        self, pool: Buffer, offset: int, t: MemRefType, shape: tuple[int, ...]
    ) -> Buffer:
        torch = self.torch
        size = int(pool.numel())
        pool = pool.view(torch.uint8)
        dtype = torch_dtype(t.get_element_type())
        if dtype is None:
            n = PackedBits.byte_size(shape)
        else:
            n = prod(shape) * dtype.itemsize
        if offset < 0 or offset + n > size:
            raise ExecutionError(
                f"view bytes [{offset}, {offset + n}) outside a pool of {size} bytes"
            )
        window = pool[offset : offset + n]
        if dtype is None:
            return TorchBits(window, shape)
        if n == 0:
            return torch.empty(shape, dtype=dtype, device=pool.device)
        itemsize = dtype.itemsize
        if (window.data_ptr() % itemsize) != 0:
            raise ExecutionError(
                f"a view at byte {offset} is misaligned for {t.get_element_type()}"
            )
        return window.view(dtype).view(shape)

    def read(self, buffer: Buffer, element: Attribute) -> Array:
        if isinstance(buffer, TorchBits):
            return buffer.read()
        if is_bf16(element):
            return buffer.to(self.torch.float32)
        if buffer.is_contiguous() and buffer.data_ptr() % ALIGNMENT == 0:
            return buffer
        return buffer.clone(memory_format=self.torch.contiguous_format)

    def write(self, buffer: Buffer, element: Attribute, values: Array) -> None:
        torch = self.torch
        if not isinstance(values, torch.Tensor):
            values = torch.as_tensor(values, device=self.device)
        shape = tuple(buffer.shape)
        if tuple(values.shape) != shape:
            raise ExecutionError(
                f"writing shape {tuple(values.shape)} into a buffer of shape {shape}"
            )
        if isinstance(buffer, TorchBits):
            buffer.write(values)
            return
        if values.is_floating_point() and not buffer.is_floating_point():
            # NumPy's float -> int conversion truncates toward zero, as `to` does;
            # NaN and out-of-range values are undefined in both.
            values = values.trunc()
        buffer.copy_(values)

    def reshape_view(self, source: Buffer, shape: tuple[int, ...], what: str) -> Buffer:
        if prod(shape) != source.numel():
            raise ExecutionError(f"{what}: {tuple(source.shape)} cannot become {shape}")
        try:
            return source.view(shape)
        except RuntimeError:
            raise ExecutionError(
                f"{what}: the source is not contiguous enough"
            ) from None

    def strided(
        self, source: Buffer, offset: int, sizes: Sequence[int], strides: Sequence[int]
    ) -> Buffer:
        return source.as_strided(
            list(sizes), list(strides), source.storage_offset() + offset
        )

    def is_packed(self, buffer: Buffer) -> bool:
        return isinstance(buffer, TorchBits)

    def load(self, buffer: Buffer, where: tuple[int, ...], element: Attribute) -> Any:
        if isinstance(buffer, TorchBits):
            return int(bool(buffer.read()[where]))
        value = buffer[where]
        if not value.is_floating_point():
            w = bit_width(element) or 64
            return int(value) % (1 << w)
        return value.clone()

    def store(
        self, buffer: Buffer, where: tuple[int, ...], value: Any, element: Attribute
    ) -> None:
        if isinstance(buffer, TorchBits):
            bits = buffer.read()
            bits[where] = bool(value)
            buffer.write(bits)
            return
        if isinstance(value, int) and not buffer.is_floating_point():
            value = int(np.array([value], dtype=np.uint64).view(np.int64)[0])
        buffer[where] = value

    def int_values(self, buffer: Buffer) -> list[int]:
        return [int(v) for v in buffer.reshape(-1).tolist()]

    def storage_key(self, buffer: Buffer) -> int:
        if _is_slots(buffer):
            array = cast(Slots, buffer)
            while isinstance(array.base, np.ndarray):
                array = array.base
            return -id(array)
        data = buffer.data if isinstance(buffer, TorchBits) else buffer
        pointer = int(data.untyped_storage().data_ptr())
        # Empty tensors have no storage (null): each is its own.
        return pointer if pointer else -id(buffer)

    def constant(self, index: int, t: MemRefType, shape: tuple[int, ...]) -> Buffer:
        """Weights are made on the device once per backend (seeded by the index)."""
        key = (index, str(t), shape)
        found = self._constants.get(key)
        if found is not None:
            return found
        torch = self.torch
        dtype = torch_dtype(t.get_element_type())
        generator = torch.Generator(device=self.device).manual_seed(index)
        if dtype is None or not dtype.is_floating_point:
            values = torch.randint(0, 8, shape, generator=generator, device=self.device)
        else:
            values = torch.randn(
                shape, generator=generator, device=self.device, dtype=torch.float32
            ) * weight_scale(shape)
        if dtype is None:
            bits = TorchBits(
                torch.zeros(
                    PackedBits.byte_size(shape), dtype=torch.uint8, device=self.device
                ),
                shape,
            )
            bits.write(values)
            self._constants[key] = bits
            return bits
        result = values.to(dtype)
        self._constants[key] = result
        return result

    def random(self, t: MemRefType, shape: tuple[int, ...], seed: int) -> Buffer:
        """Random contents made on the device: normal floats, small integers, bits."""
        torch = self.torch
        generator = torch.Generator(device=self.device).manual_seed(seed)
        element = t.get_element_type()
        dtype = torch_dtype(element)
        if dtype is None:
            bits = TorchBits(
                torch.zeros(
                    PackedBits.byte_size(shape), dtype=torch.uint8, device=self.device
                ),
                shape,
            )
            bits.write(
                torch.randint(0, 2, shape, generator=generator, device=self.device)
            )
            return bits
        if dtype.is_floating_point:
            return torch.randn(
                shape, generator=generator, device=self.device, dtype=torch.float32
            ).to(dtype)
        high = 8 if bit_width(element) == 64 else 50
        low = 0 if high == 8 else -50
        return torch.randint(
            low, high, shape, generator=generator, device=self.device
        ).to(dtype)

    # -- values across backends ------------------------------------------------------

    def from_numpy(self, value: Any, t: Attribute) -> Any:
        torch = self.torch
        if isinstance(value, PackedBits):
            data = torch.from_numpy(np.ascontiguousarray(value.data)).to(self.device)
            return TorchBits(data.clone(), value.shape)
        if not isinstance(value, np.ndarray):
            return value
        if _is_slots(cast(Slots, value)):
            return self._slots_from_numpy(cast(Slots, value), t)
        array: Array = np.ascontiguousarray(cast(Array, value))
        if array.dtype == np.bool_:
            raise ExecutionError("bool arrays are i1 buffers: pass PackedBits")
        if not isinstance(t, MemRefType):
            return torch.from_numpy(array.copy()).to(self.device)
        element = cast(MemRefType[Attribute], t).get_element_type()
        if is_bf16(element):
            array = array.view(np.int16)  # the bits; torch has no uint16 views
            return torch.from_numpy(array.copy()).to(self.device).view(torch.bfloat16)
        dtype = torch_dtype(element)
        tensor = torch.from_numpy(array.copy()).to(self.device)
        return tensor if dtype is None else tensor.to(dtype)

    def _slots_from_numpy(self, slots: Slots, t: Attribute) -> Slots:
        """A memref of memrefs: the same handles, each stored NumPy buffer made
        this backend's (of the element memref type)."""
        element: Attribute = (
            cast(MemRefType[Attribute], t).get_element_type()
            if isinstance(t, MemRefType)
            else t
        )
        result = np.empty(slots.shape, dtype=object)
        for where, stored in np.ndenumerate(slots):
            result[where] = None if stored is None else self.from_numpy(stored, element)
        return result

    def copy(self, value: Any) -> Any:
        if isinstance(value, TorchBits):
            return TorchBits(value.data.clone(), value.shape)
        if isinstance(value, self.torch.Tensor):
            return value.clone()
        if _is_slots(value):
            # The handles, not the buffers they point to (NumPy's copy of an
            # object array): a fresh memref of the same addresses.
            return np.array(cast(Slots, value), copy=True)
        return value

    def same_bits(self, a: Any, b: Any) -> bool:
        torch = self.torch
        if isinstance(a, TorchBits) or isinstance(b, TorchBits):
            if not (isinstance(a, TorchBits) and isinstance(b, TorchBits)):
                return False
            return a.shape == b.shape and bool(torch.equal(a.read(), b.read()))
        if isinstance(a, torch.Tensor) and isinstance(b, torch.Tensor):
            if a.shape != b.shape or a.dtype != b.dtype:
                return False
            if a.numel() == 0:
                return True
            return bool(torch.equal(_as_bits(a), _as_bits(b)))
        if _is_slots(a) and _is_slots(b):
            # Addresses: the same handles (NumPy compares the pointers' bytes).
            x, y = cast(Slots, a), cast(Slots, b)
            return x.shape == y.shape and all(
                p is q for p, q in zip(x.flat, y.flat, strict=True)
            )
        if self.is_buffer(a) or self.is_buffer(b):
            return False
        return bool(a == b)

    def to_numpy(self, value: Any) -> Any:
        torch = self.torch
        if isinstance(value, TorchBits):
            return PackedBits(value.data.cpu().numpy().copy(), value.shape)
        if isinstance(value, torch.Tensor):
            if value.dtype == torch.bfloat16:
                return (
                    value.contiguous().view(torch.int16).cpu().numpy().view(np.uint16)
                )
            return value.contiguous().cpu().numpy()
        if _is_slots(value):
            slots = cast(Slots, value)
            result = np.empty(slots.shape, dtype=object)
            for where, stored in np.ndenumerate(slots):
                result[where] = None if stored is None else self.to_numpy(stored)
            return result
        return value


def _is_slots(value: object) -> bool:
    """A memref of memrefs: a host object array of buffer handles."""
    return isinstance(value, np.ndarray) and cast(Slots, value).dtype == object


def _as_bits(t: Any) -> Any:
    """The tensor's contents as integers of its width (NaNs compare by payload)."""
    torch = _torch()
    ints = {1: torch.uint8, 2: torch.int16, 4: torch.int32, 8: torch.int64}
    return t.contiguous().view(ints[t.element_size()])

"""NumPy semantics of the destination-passing hip ops the fuzzer and examples use.

Each kernel gets the op and private copies of its `ins` (already converted to a
computable dtype) and returns the arrays to store into its `outs`, in order.
Kernels compute on fresh contiguous copies, so the result never depends on
where the buffers sit in memory: only a real aliasing mistake changes numbers.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import cast

import numpy as np
from numpy.typing import NDArray
from xdsl.dialects.builtin import ArrayAttr, FloatAttr, IntegerAttr
from xdsl.ir import Attribute, Operation

from xhip.execute.memory import Array, ExecutionError

Kernel = Callable[[Operation, Sequence[Array]], list[Array]]


def _float_attr(op: Operation, name: str, default: float) -> float:
    attr = op.properties.get(name) or op.attributes.get(name)
    return float(attr.value.data) if isinstance(attr, FloatAttr) else default


def _int_attr(op: Operation, name: str, default: int) -> int:
    attr = op.properties.get(name) or op.attributes.get(name)
    return int(attr.value.data) if isinstance(attr, IntegerAttr) else default


def _same_shape(op: Operation, arrays: Sequence[Array]) -> None:
    shapes = {tuple(a.shape) for a in arrays}
    if len(shapes) > 1:
        raise ExecutionError(f"{op.name}: operand shapes differ: {sorted(shapes)}")


def _unary(fn: Callable[[Array], Array]) -> Kernel:
    def kernel(op: Operation, ins: Sequence[Array]) -> list[Array]:
        (x,) = ins
        with np.errstate(all="ignore"):
            return [np.asarray(fn(x))]

    return kernel


def _binary(fn: Callable[[Array, Array], Array]) -> Kernel:
    """An elementwise op; operands broadcast NumPy-style (a scale of shape [1], ...)."""

    def kernel(op: Operation, ins: Sequence[Array]) -> list[Array]:
        a, b = ins
        try:
            with np.errstate(all="ignore"):
                return [np.asarray(fn(a, b))]
        except ValueError as e:
            raise ExecutionError(f"{op.name}: {e}") from None

    return kernel


def _sigmoid(x: Array) -> Array:
    return 1 / (1 + np.exp(-x))


def _softmax(op: Operation, ins: Sequence[Array]) -> list[Array]:
    (x,) = ins
    if x.ndim == 0 or x.shape[-1] == 0:
        return [x.copy()]
    with np.errstate(all="ignore"):
        shifted = x - x.max(axis=-1, keepdims=True)
        e = np.exp(shifted)
        return [e / e.sum(axis=-1, keepdims=True)]


def _matmul(op: Operation, ins: Sequence[Array]) -> list[Array]:
    a, b = ins
    if a.ndim < 2 or b.ndim < 2 or a.shape[-1] != b.shape[-2]:
        raise ExecutionError(f"hip.matmul: shapes {a.shape} and {b.shape} do not chain")
    with np.errstate(all="ignore"):
        if np.issubdtype(a.dtype, np.floating) and a.dtype.itemsize < 4:
            a, b = a.astype(np.float32), b.astype(np.float32)
        return [np.matmul(a, b)]


def _norm_axes(x: Array, axis: int) -> tuple[int, ...]:
    axis = axis if axis >= 0 else x.ndim + axis
    return tuple(range(axis, x.ndim))


def _rms_norm(op: Operation, ins: Sequence[Array]) -> list[Array]:
    x, scale = ins
    eps = _float_attr(op, "epsilon", 1e-6)
    axes = _norm_axes(x, _int_attr(op, "axis", -1))
    with np.errstate(all="ignore"):
        x32 = x.astype(np.float32)
        ms = np.mean(x32 * x32, axis=axes, keepdims=True) if x.size else x32
        return [x32 / np.sqrt(ms + np.float32(eps)) * scale.astype(np.float32)]


def _layer_norm(op: Operation, ins: Sequence[Array]) -> list[Array]:
    x, scale, *bias = ins
    eps = _float_attr(op, "epsilon", 1e-5)
    axes = _norm_axes(x, _int_attr(op, "axis", -1))
    with np.errstate(all="ignore"):
        x32 = x.astype(np.float32)
        if x.size:
            mean = np.mean(x32, axis=axes, keepdims=True)
            var = np.mean((x32 - mean) ** 2, axis=axes, keepdims=True)
        else:
            mean = var = x32
        y = (x32 - mean) / np.sqrt(var + np.float32(eps)) * scale.astype(np.float32)
        if bias:
            y = y + bias[0].astype(np.float32)
        return [y]


def _transpose(op: Operation, ins: Sequence[Array]) -> list[Array]:
    (x,) = ins
    perm = op.properties.get("perm") or op.attributes.get("perm")
    if not isinstance(perm, ArrayAttr):
        raise ExecutionError("hip.transpose: missing perm")
    axes = [
        int(p.value.data)
        for p in cast(ArrayAttr[Attribute], perm).data
        if isinstance(p, IntegerAttr)
    ]
    return [np.transpose(x, axes).copy()]


def _where(op: Operation, ins: Sequence[Array]) -> list[Array]:
    cond, x, y = ins
    _same_shape(op, ins)
    return [np.where(cond.astype(np.bool_), x, y)]


def _leaky_relu(op: Operation, ins: Sequence[Array]) -> list[Array]:
    (x,) = ins
    alpha = _float_attr(op, "alpha", 0.01)
    with np.errstate(all="ignore"):
        return [np.where(x >= 0, x, x * x.dtype.type(alpha))]


def _rope(op: Operation, ins: Sequence[Array]) -> list[Array]:
    """Rotary embedding (half-split, or interleaved pairs) of `[..., seq, heads*dim]`."""
    x, cos_cache, sin_cache = ins[0], ins[-2], ins[-1]
    positions = (
        ins[1] if len(ins) == 4 else np.asarray(np.arange(x.shape[-2]), dtype=np.int64)
    )
    heads = _int_attr(op, "num_heads", 1)
    rotary = _int_attr(op, "rotary_embedding_dim", 0)
    if heads <= 0 or x.shape[-1] % heads:
        raise ExecutionError(
            f"hip.rope: {x.shape[-1]} is not a multiple of {heads} heads"
        )
    dim = x.shape[-1] // heads
    rotary = rotary or dim
    half = rotary // 2
    index: NDArray[np.int64] = np.asarray(positions, dtype=np.int64).reshape(-1)
    if index.size != x.shape[-2] or (
        index.size and (index.min() < 0 or index.max() >= len(cos_cache))
    ):
        raise ExecutionError("hip.rope: positions outside the cos/sin caches")
    cos = cos_cache[index, :half].astype(np.float32)[:, None, :]
    sin = sin_cache[index, :half].astype(np.float32)[:, None, :]
    y = x.astype(np.float32).reshape(*x.shape[:-1], heads, dim).copy()
    if _int_attr(op, "interleaved", 0):
        x1, x2 = y[..., 0:rotary:2].copy(), y[..., 1:rotary:2].copy()
        y[..., 0:rotary:2] = x1 * cos - x2 * sin
        y[..., 1:rotary:2] = x2 * cos + x1 * sin
    else:
        x1, x2 = y[..., :half].copy(), y[..., half:rotary].copy()
        y[..., :half] = x1 * cos - x2 * sin
        y[..., half:rotary] = x2 * cos + x1 * sin
    return [y.reshape(x.shape)]


KERNELS: dict[str, Kernel] = {
    "hip.silu": _unary(lambda x: x * _sigmoid(x)),
    "hip.sigmoid": _unary(_sigmoid),
    "hip.tanh": _unary(np.tanh),
    "hip.exp": _unary(np.exp),
    "hip.log": _unary(np.log),
    "hip.neg": _unary(np.negative),
    "hip.abs": _unary(np.abs),
    "hip.sqrt": _unary(np.sqrt),
    "hip.reciprocal": _unary(lambda x: 1 / x),
    "hip.softplus": _unary(lambda x: np.log1p(np.exp(x))),
    "hip.sin": _unary(np.sin),
    "hip.cos": _unary(np.cos),
    "hip.ceil": _unary(np.ceil),
    "hip.sign": _unary(np.sign),
    "hip.not": _unary(np.logical_not),
    "hip.leaky_relu": _leaky_relu,
    "hip.add": _binary(np.add),
    "hip.miopen.add": _binary(np.add),
    "hip.sub": _binary(np.subtract),
    "hip.mul": _binary(np.multiply),
    "hip.div": _binary(np.divide),
    "hip.min": _binary(np.minimum),
    "hip.max": _binary(np.maximum),
    "hip.equal": _binary(np.equal),
    "hip.less": _binary(np.less),
    "hip.and": _binary(np.logical_and),
    "hip.or": _binary(np.logical_or),
    "hip.where": _where,
    "hip.miopen.softmax": _softmax,
    "hip.matmul": _matmul,
    "hip.rms_norm": _rms_norm,
    "hip.layer_norm": _layer_norm,
    "hip.transpose": _transpose,
    "hip.rope": _rope,
}
"""hip op name -> kernel."""

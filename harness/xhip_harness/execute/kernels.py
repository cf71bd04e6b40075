"""The op table: what each destination-passing hip op computes, for every backend.

A kernel gets the backend's array adapter `xp` (`arrays.py`), the op, and
private copies of its `ins` (already in a computable dtype: bf16 as f32, i1 as
bool) and returns the arrays to store into its `outs`, in order; the backend
converts them to the outs' element types. Kernels never modify their inputs and
compute into fresh arrays, so the result never depends on where the buffers sit
in memory: only a real aliasing mistake changes numbers.

The table is shared: the NumPy and the PyTorch backend run the same kernels,
with the same attributes, and differ only in the adapter's array calls.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import cast

from xdsl.dialects.builtin import (
    ArrayAttr,
    FloatAttr,
    IntegerAttr,
    MemRefType,
    StringAttr,
)
from xdsl.ir import Attribute, Operation

from xhip.dialects.hip import dps_operands
from xhip_harness.execute.arrays import Array, ArrayOps
from xhip_harness.execute.memory import ExecutionError

Kernel = Callable[[ArrayOps, Operation, Sequence[Array]], list[Array]]


def _attr(op: Operation, name: str) -> Attribute | None:
    # Not `or`: an `IntegerAttr` of 0 is falsy.
    found = op.properties.get(name)
    return found if found is not None else op.attributes.get(name)


def _float_attr(op: Operation, name: str, default: float) -> float:
    attr = _attr(op, name)
    return float(attr.value.data) if isinstance(attr, FloatAttr) else default


def _int_attr(op: Operation, name: str, default: int) -> int:
    attr = _attr(op, name)
    return int(attr.value.data) if isinstance(attr, IntegerAttr) else default


def _ints_attr(op: Operation, name: str) -> list[int] | None:
    attr = _attr(op, name)
    if not isinstance(attr, ArrayAttr):
        return None
    return [
        int(p.value.data)
        for p in cast(ArrayAttr[Attribute], attr).data
        if isinstance(p, IntegerAttr)
    ]


def _out_shape(op: Operation, k: int = 0) -> list[int]:
    """The static shape of output `k` as its type spells it (-1: dynamic)."""
    groups = dps_operands(op)
    if groups is None or len(groups[1]) <= k:
        raise ExecutionError(f"{op.name}: no output {k}")
    t = groups[1][k].type
    if not isinstance(t, MemRefType):
        raise ExecutionError(f"{op.name}: output {k} is not a memref")
    return list(cast(MemRefType[Attribute], t).get_shape())


def _same_shape(op: Operation, arrays: Sequence[Array]) -> None:
    shapes = {tuple(a.shape) for a in arrays}
    if len(shapes) > 1:
        raise ExecutionError(f"{op.name}: operand shapes differ: {sorted(shapes)}")


def _unary(fn: Callable[[ArrayOps, Array], Array]) -> Kernel:
    def kernel(xp: ArrayOps, op: Operation, ins: Sequence[Array]) -> list[Array]:
        (x,) = ins
        return [fn(xp, x)]

    return kernel


def _binary(fn: Callable[[ArrayOps, Array, Array], Array]) -> Kernel:
    """An elementwise op; operands broadcast NumPy-style (a scale of shape [1], ...)."""

    def kernel(xp: ArrayOps, op: Operation, ins: Sequence[Array]) -> list[Array]:
        a, b = ins
        try:
            return [fn(xp, a, b)]
        except (ValueError, RuntimeError) as e:
            raise ExecutionError(f"{op.name}: {e}") from None

    return kernel


def _sigmoid(xp: ArrayOps, x: Array) -> Array:
    return 1 / (1 + xp.exp(-x))


def _gelu(xp: ArrayOps, op: Operation, ins: Sequence[Array]) -> list[Array]:
    (x,) = ins
    approximate = _attr(op, "approximate")
    if isinstance(approximate, StringAttr) and approximate.data == "tanh":
        inner = 0.7978845608028654 * (x + 0.044715 * x * x * x)
        return [0.5 * x * (1 + xp.tanh(inner))]
    return [0.5 * x * (1 + xp.erf(x * 0.7071067811865476))]


def _softmax(xp: ArrayOps, op: Operation, ins: Sequence[Array]) -> list[Array]:
    (x,) = ins
    if x.ndim == 0 or x.shape[-1] == 0:
        return [xp.copy(x)]
    return [xp.softmax(x)]


def _matmul(xp: ArrayOps, op: Operation, ins: Sequence[Array]) -> list[Array]:
    """`a @ b`, and the two head-split products of (grouped-query) attention.

    Besides the plain product (batch dims broadcast), a rank-4 output of two
    rank-3 operands is the scores `[b, heads, s, t]` of `q [b, s, heads*d]` and
    `k [b, t, groups*d]` (`heads` from the output type, query head `h` reading
    key group `h // (heads / groups)`), and a rank-3 output `[b, s, heads*d]` of
    `p [b, heads, s, t]` and `v [b, t, groups*d]` is the attention output.
    """
    a, b = ins
    rank = len(_out_shape(op))
    if a.ndim == 3 and b.ndim == 3 and rank == 4:
        return [_scores(xp, op, a, b)]
    if a.ndim == 4 and b.ndim == 3 and rank == 3:
        return [_attention(xp, op, a, b)]
    if a.ndim < 2 or b.ndim < 2 or a.shape[-1] != b.shape[-2]:
        raise ExecutionError(f"hip.matmul: shapes {a.shape} and {b.shape} do not chain")
    try:
        return [xp.matmul(a, b)]
    except (ValueError, RuntimeError) as e:
        raise ExecutionError(f"hip.matmul: {e}") from None


def _groups(op: Operation, heads: int, width: int, kv_width: int) -> tuple[int, int]:
    """`(head dim, key/value groups)` of a head-split product."""
    if heads <= 0 or width % heads:
        raise ExecutionError(f"{op.name}: {width} is not a multiple of {heads} heads")
    dim = width // heads
    if kv_width % dim or heads % (kv_width // dim or 1) or kv_width == 0:
        raise ExecutionError(
            f"{op.name}: {kv_width} is not a divisor group of {heads} heads x {dim}"
        )
    return dim, kv_width // dim


def _scores(xp: ArrayOps, op: Operation, q: Array, k: Array) -> Array:
    heads = _out_shape(op)[1]
    batch, s, width = q.shape
    kb, t, kv_width = k.shape
    if kb != batch or heads < 0:
        raise ExecutionError(f"hip.matmul: scores of {q.shape} and {k.shape}")
    dim, groups = _groups(op, heads, width, kv_width)
    qh = xp.transpose(q.reshape(batch, s, heads, dim), (0, 2, 1, 3))
    kh = xp.transpose(k.reshape(batch, t, groups, dim), (0, 2, 3, 1))
    return xp.matmul(qh, xp.repeat(kh, heads // groups, 1))


def _attention(xp: ArrayOps, op: Operation, p: Array, v: Array) -> Array:
    batch, heads, s, t = p.shape
    vb, vt, kv_width = v.shape
    width = _out_shape(op)[-1]
    if vb != batch or vt != t or width < 0:
        raise ExecutionError(f"hip.matmul: attention of {p.shape} and {v.shape}")
    dim, groups = _groups(op, heads, width, kv_width)
    vh = xp.transpose(v.reshape(batch, t, groups, dim), (0, 2, 1, 3))
    out = xp.matmul(p, xp.repeat(vh, heads // groups, 1))
    return xp.transpose(out, (0, 2, 1, 3)).reshape(batch, s, width)


def _norm_axes(x: Array, axis: int) -> tuple[int, ...]:
    axis = axis if axis >= 0 else x.ndim + axis
    return tuple(range(axis, x.ndim))


def _rms_norm(xp: ArrayOps, op: Operation, ins: Sequence[Array]) -> list[Array]:
    x, scale = ins
    eps = _float_attr(op, "epsilon", 1e-6)
    axes = _norm_axes(x, _int_attr(op, "axis", -1))
    x32 = xp.to_f32(x)
    ms = xp.mean(x32 * x32, axes, True) if xp.size(x) else x32
    return [x32 / xp.sqrt(ms + eps) * xp.to_f32(scale)]


def _layer_norm(xp: ArrayOps, op: Operation, ins: Sequence[Array]) -> list[Array]:
    x, scale, *bias = ins
    eps = _float_attr(op, "epsilon", 1e-5)
    axes = _norm_axes(x, _int_attr(op, "axis", -1))
    x32 = xp.to_f32(x)
    if xp.size(x):
        mean = xp.mean(x32, axes, True)
        centered = x32 - mean
        var = xp.mean(centered * centered, axes, True)
    else:
        mean = var = centered = x32
    y = centered / xp.sqrt(var + eps) * xp.to_f32(scale)
    if bias:
        y = y + xp.to_f32(bias[0])
    return [y]


def _transpose(xp: ArrayOps, op: Operation, ins: Sequence[Array]) -> list[Array]:
    (x,) = ins
    axes = _ints_attr(op, "perm")
    if axes is None:
        raise ExecutionError("hip.transpose: missing perm")
    if sorted(axes) != list(range(x.ndim)):
        raise ExecutionError(f"hip.transpose: perm {axes} of a rank-{x.ndim} operand")
    return [xp.transpose(x, axes)]


def _where(xp: ArrayOps, op: Operation, ins: Sequence[Array]) -> list[Array]:
    cond, x, y = ins
    _same_shape(op, ins)
    return [xp.where(xp.to_bool(cond), x, y)]


def _leaky_relu(xp: ArrayOps, op: Operation, ins: Sequence[Array]) -> list[Array]:
    (x,) = ins
    alpha = _float_attr(op, "alpha", 0.01)
    return [xp.where(x >= 0, x, x * alpha)]


def _cast(xp: ArrayOps, op: Operation, ins: Sequence[Array]) -> list[Array]:
    """The conversion itself is the store into the output's element type."""
    (x,) = ins
    return [xp.copy(x)]


def _gather(xp: ArrayOps, op: Operation, ins: Sequence[Array]) -> list[Array]:
    data, indices = ins
    if _int_attr(op, "axis", 0) != 0:
        raise ExecutionError("hip.gather: only axis 0 is supported")
    return [xp.take(data, xp.to_int64(indices))]


def _conv(xp: ArrayOps, op: Operation, ins: Sequence[Array]) -> list[Array]:
    """A 2-D convolution whose stride is its kernel (patch embedding), as a product."""
    x, w, *bias = ins
    kernel = _ints_attr(op, "kernel_shape") or list(w.shape[2:])
    strides = _ints_attr(op, "strides") or [1, 1]
    pads = _ints_attr(op, "pads") or [0, 0, 0, 0]
    dilations = _ints_attr(op, "dilations") or [1, 1]
    if (
        x.ndim != 4
        or w.ndim != 4
        or list(w.shape[2:]) != kernel
        or strides != kernel
        or any(pads)
        or any(d != 1 for d in dilations)
        or _int_attr(op, "group", 1) != 1
        or x.shape[1] != w.shape[1]
    ):
        raise ExecutionError(
            "hip.conv: only a 2-D, unpadded, ungrouped convolution whose strides "
            "equal its kernel is supported"
        )
    batch, channels, height, width = x.shape
    kh, kw = kernel
    gh, gw = height // kh, width // kw
    patches = x[:, :, : gh * kh, : gw * kw].reshape(batch, channels, gh, kh, gw, kw)
    patches = xp.transpose(patches, (0, 2, 4, 1, 3, 5)).reshape(
        batch, gh, gw, channels * kh * kw
    )
    weights = xp.transpose(w.reshape(w.shape[0], channels * kh * kw), (1, 0))
    y = xp.matmul(patches, weights)
    if bias:
        y = y + xp.to_f32(bias[0])
    return [xp.transpose(y, (0, 3, 1, 2))]


def _rope(xp: ArrayOps, op: Operation, ins: Sequence[Array]) -> list[Array]:
    """Rotary embedding (half-split, or interleaved pairs) of `[..., seq, heads*dim]`."""
    x, cos_cache, sin_cache = ins[0], ins[-2], ins[-1]
    heads = _int_attr(op, "num_heads", 1)
    rotary = _int_attr(op, "rotary_embedding_dim", 0)
    if heads <= 0 or x.shape[-1] % heads:
        raise ExecutionError(
            f"hip.rope: {x.shape[-1]} is not a multiple of {heads} heads"
        )
    dim = x.shape[-1] // heads
    rotary = rotary or dim
    half = rotary // 2
    index = (
        xp.to_int64(ins[1]).reshape(-1)
        if len(ins) == 4
        else xp.arange(x.shape[-2], like=x)
    )
    count = xp.size(index)
    if count != x.shape[-2]:
        raise ExecutionError("hip.rope: positions outside the cos/sin caches")
    if count:
        values = xp.ints(index)
        if min(values) < 0 or max(values) >= cos_cache.shape[0]:
            raise ExecutionError("hip.rope: positions outside the cos/sin caches")
    cos = xp.to_f32(cos_cache[index, :half])[:, None, :]
    sin = xp.to_f32(sin_cache[index, :half])[:, None, :]
    y = xp.copy(xp.to_f32(x).reshape(*x.shape[:-1], heads, dim))
    if _int_attr(op, "interleaved", 0):
        x1, x2 = xp.copy(y[..., 0:rotary:2]), xp.copy(y[..., 1:rotary:2])
        y[..., 0:rotary:2] = x1 * cos - x2 * sin
        y[..., 1:rotary:2] = x2 * cos + x1 * sin
    else:
        x1, x2 = xp.copy(y[..., :half]), xp.copy(y[..., half:rotary])
        y[..., :half] = x1 * cos - x2 * sin
        y[..., half:rotary] = x2 * cos + x1 * sin
    return [y.reshape(x.shape)]


def _reduction(
    fn: Callable[[ArrayOps, Array, int, bool], Array],
) -> Kernel:
    """`hip.reduce_*`: `fn` over each axis of the `axes` operand (ONNX's
    reduction: no axes, every axis unless `noop_with_empty_axes`; `keepdims`
    1 by default)."""

    def kernel(xp: ArrayOps, op: Operation, ins: Sequence[Array]) -> list[Array]:
        data, axes = ins
        keep = bool(_int_attr(op, "keepdims", 1))
        given = xp.ints(axes) if xp.size(axes) else []
        if not given and not _int_attr(op, "noop_with_empty_axes", 0):
            given = list(range(data.ndim))
        normal = sorted({a % data.ndim for a in given} if data.ndim else ())
        for axis in reversed(normal):
            data = fn(xp, data, axis, keep)
        return [data]

    return kernel


KERNELS: dict[str, Kernel] = {
    "hip.silu": _unary(lambda xp, x: x * _sigmoid(xp, x)),
    "hip.sigmoid": _unary(_sigmoid),
    "hip.tanh": _unary(lambda xp, x: xp.tanh(x)),
    "hip.exp": _unary(lambda xp, x: xp.exp(x)),
    "hip.log": _unary(lambda xp, x: xp.log(x)),
    "hip.neg": _unary(lambda xp, x: xp.negative(x)),
    "hip.abs": _unary(lambda xp, x: xp.abs(x)),
    "hip.sqrt": _unary(lambda xp, x: xp.sqrt(x)),
    "hip.reciprocal": _unary(lambda xp, x: 1 / x),
    "hip.softplus": _unary(lambda xp, x: xp.log1p(xp.exp(x))),
    "hip.sin": _unary(lambda xp, x: xp.sin(x)),
    "hip.cos": _unary(lambda xp, x: xp.cos(x)),
    "hip.ceil": _unary(lambda xp, x: xp.ceil(x)),
    "hip.sign": _unary(lambda xp, x: xp.sign(x)),
    "hip.not": _unary(lambda xp, x: xp.logical_not(x)),
    "hip.gelu": _gelu,
    "hip.leaky_relu": _leaky_relu,
    "hip.add": _binary(lambda xp, a, b: xp.add(a, b)),
    "hip.miopen.add": _binary(lambda xp, a, b: xp.add(a, b)),
    "hip.sub": _binary(lambda xp, a, b: xp.subtract(a, b)),
    "hip.mul": _binary(lambda xp, a, b: xp.multiply(a, b)),
    "hip.div": _binary(lambda xp, a, b: xp.divide(a, b)),
    "hip.min": _binary(lambda xp, a, b: xp.minimum(a, b)),
    "hip.max": _binary(lambda xp, a, b: xp.maximum(a, b)),
    "hip.equal": _binary(lambda xp, a, b: xp.equal(a, b)),
    "hip.less": _binary(lambda xp, a, b: xp.less(a, b)),
    "hip.and": _binary(lambda xp, a, b: xp.logical_and(a, b)),
    "hip.or": _binary(lambda xp, a, b: xp.logical_or(a, b)),
    "hip.where": _where,
    "hip.miopen.softmax": _softmax,
    "hip.matmul": _matmul,
    "hip.rms_norm": _rms_norm,
    "hip.layer_norm": _layer_norm,
    "hip.transpose": _transpose,
    "hip.rope": _rope,
    "hip.cast": _cast,
    "hip.gather": _gather,
    "hip.conv": _conv,
    "hip.reduce_max": _reduction(lambda xp, x, axis, keep: xp.max(x, axis, keep)),
    "hip.reduce_sum": _reduction(lambda xp, x, axis, keep: xp.sum(x, axis, keep)),
}
"""The op table: hip op name -> kernel, shared by every backend."""


def run_kernel(xp: ArrayOps, op: Operation, ins: Sequence[Array]) -> list[Array]:
    """Runs the table's kernel of `op` quietly (inf/NaN instead of warnings)."""
    kernel = KERNELS.get(op.name)
    if kernel is None:
        raise ExecutionError(f"the executor does not support {op.name}")
    with xp.quiet():
        return kernel(xp, op, ins)

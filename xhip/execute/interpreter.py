"""`execute(function, args)`: run a single-block hip function on NumPy buffers.

Memory is real: `memref.alloc` makes a fresh array, `hip.get_pool` a byte
array, and `memref.view` an ndarray over the pool's bytes at the offset. The
view-like ops (subview, cast, collapse/expand_shape, reshape,
reinterpret_cast) return NumPy views of their source, never copies, so writes
through any alias land in the shared bytes, as on the device. Fresh memory is
filled with seeded garbage, so reading a buffer before writing it is visible.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from math import prod
from typing import Any, cast

import numpy as np
from xdsl.dialects import arith, func, memref, scf
from xdsl.dialects.builtin import (
    DYNAMIC_INDEX,
    DenseArrayBase,
    FloatAttr,
    IntegerAttr,
    MemRefType,
)
from xdsl.ir import Attribute, Block, Operation, SSAValue

from xhip.check.evaluate import _PREDICATES, BINARY, Batch, bit_width, to_signed, wrap
from xhip.dialects.hip import AllocOutputOp, GetPoolOp, dps_operands
from xhip.dialects.xdsl_ext import ReshapeOp
from xhip.execute.kernels import KERNELS
from xhip.execute.memory import (
    Array,
    Buffer,
    ExecutionError,
    PackedBits,
    element_type,
    is_bf16,
    new_buffer,
    numpy_dtype,
    read,
    view_of_bytes,
    write,
)

Value = Any
"""An int (index and integers, unsigned), a NumPy float scalar, a Buffer, or None."""


def _static_ints(attr: Any) -> list[int]:
    if isinstance(attr, DenseArrayBase):
        return [int(v) for v in cast(DenseArrayBase[Any], attr).get_values()]
    return []


class Executor:
    """Runs functions; `pools` records every pool made, for inspection."""

    def __init__(self, seed: int = 0) -> None:
        self.rng = np.random.default_rng(seed)
        self.env: dict[SSAValue, Value] = {}
        self.pools: list[np.ndarray[Any, np.dtype[np.uint8]]] = []
        self.outputs: dict[int, Buffer] = {}
        """The `hip.alloc_output` buffers by `out_idx`: outputs like results."""

    # -- entry -----------------------------------------------------------------

    def run(self, f: func.FuncOp, args: Sequence[Value]) -> list[Value]:
        if len(f.body.blocks) != 1:
            raise ExecutionError(f"@{f.sym_name.data}: expected one block")
        block = f.body.blocks[0]
        if len(args) != len(block.args):
            raise ExecutionError(
                f"@{f.sym_name.data} takes {len(block.args)} arguments, got {len(args)}"
            )
        for arg, value in zip(block.args, args, strict=True):
            self.env[arg] = value
        return self._block(block)

    def _block(self, block: Block) -> list[Value]:
        for op in block.ops:
            if isinstance(op, func.ReturnOp | scf.YieldOp):
                return [self.env[v] for v in op.operands]
            self._op(op)
        return []

    # -- ops -------------------------------------------------------------------

    def _int(self, value: SSAValue) -> int:
        v = self.env[value]
        if not isinstance(v, int):
            raise ExecutionError(f"expected an integer value, got {type(v).__name__}")
        return v

    def _signed_index(self, value: SSAValue) -> int:
        v = self._int(value)
        return v - (1 << 64) if v >= 1 << 63 else v

    def _buffer(self, value: SSAValue) -> Buffer:
        v = self.env[value]
        if not isinstance(v, np.ndarray | PackedBits):
            raise ExecutionError(f"expected a buffer, got {type(v).__name__}")
        return cast(Buffer, v)

    def _shape(self, t: MemRefType, sizes: Sequence[SSAValue]) -> tuple[int, ...]:
        dynamic = iter(self._signed_index(s) for s in sizes)
        shape = tuple(d if d >= 0 else next(dynamic) for d in t.get_shape())
        if any(d < 0 for d in shape):
            raise ExecutionError(f"negative dimension in {shape}")
        return shape

    def _op(self, op: Operation) -> None:
        handler = _HANDLERS.get(type(op))
        if handler is not None:
            handler(self, op)
            return
        if op.name in KERNELS:
            self._kernel(op)
            return
        if type(op) in BINARY:
            self._binary(op)
            return
        raise ExecutionError(f"the executor does not support {op.name}")

    def _binary(self, op: Operation) -> None:
        a, b = op.operands
        w = bit_width(op.results[0].type)
        if w is None:
            raise ExecutionError(f"{op.name} on {op.results[0].type} is not supported")
        batch = Batch(1)
        out = BINARY[type(op)](
            batch,
            np.array([self._int(a)], dtype=np.uint64),
            np.array([self._int(b)], dtype=np.uint64),
            w,
        )
        if not batch.valid[0]:
            raise ExecutionError(f"{op.name}: undefined behaviour (division by zero?)")
        self.env[op.results[0]] = int(out[0])

    def _kernel(self, op: Operation) -> None:
        groups = dps_operands(op)
        if groups is None:
            raise ExecutionError(f"{op.name} is not a destination-passing op")
        ins, outs = groups
        arrays = [read(self._buffer(v), element_type(v.type)) for v in ins]
        results = KERNELS[op.name](op, arrays)
        if len(results) != len(outs):
            raise ExecutionError(
                f"{op.name}: {len(outs)} outputs, kernel gave {len(results)}"
            )
        for value, result in zip(outs, results, strict=True):
            write(self._buffer(value), element_type(value.type), result)


def _constant(ex: Executor, op: arith.ConstantOp) -> None:
    value = op.value
    if isinstance(value, IntegerAttr):
        w = bit_width(op.result.type) or 64
        ex.env[op.result] = value.value.data % (1 << w)
    elif isinstance(value, FloatAttr):
        ex.env[op.result] = float(value.value.data)
    else:
        raise ExecutionError(f"arith.constant of {value} is not supported")


def _cmpi(ex: Executor, op: arith.CmpiOp) -> None:
    w = bit_width(op.lhs.type) or 64
    a = np.array([ex._int(op.lhs)], dtype=np.uint64)
    b = np.array([ex._int(op.rhs)], dtype=np.uint64)
    ex.env[op.result] = int(_PREDICATES[op.predicate.value.data](a, b, w)[0])


def _select(ex: Executor, op: arith.SelectOp) -> None:
    ex.env[op.result] = ex.env[op.lhs] if ex._int(op.cond) else ex.env[op.rhs]


def _int_cast(ex: Executor, op: Operation) -> None:
    (source,) = op.operands
    sw = bit_width(source.type) or 64
    w = bit_width(op.results[0].type) or 64
    value = np.array([ex._int(source)], dtype=np.uint64)
    signed = isinstance(op, arith.IndexCastOp | arith.ExtSIOp)
    if signed and w > sw:
        value = wrap(to_signed(value, sw).view(np.uint64), w)
    ex.env[op.results[0]] = int(wrap(value, w)[0])


def _alloc(ex: Executor, op: memref.AllocOp | memref.AllocaOp) -> None:
    t = op.memref.type
    assert isinstance(t, MemRefType)
    ex.env[op.memref] = new_buffer(t, ex._shape(t, list(op.dynamic_sizes)), ex.rng)


def _alloc_output(ex: Executor, op: AllocOutputOp) -> None:
    t = cast(MemRefType[Attribute], op.memref.type)
    sizes = cast(Sequence[SSAValue], op.dynamicSizes)
    buffer = new_buffer(t, ex._shape(t, list(sizes)), ex.rng)
    ex.outputs[op.out_idx.value.data] = buffer
    ex.env[op.memref] = buffer


def _get_pool(ex: Executor, op: GetPoolOp) -> None:
    size = ex._signed_index(op.pool_size)
    if size < 0 or size > 1 << 31:
        raise ExecutionError(f"hip.get_pool of {size} bytes")
    pool = np.frombuffer(ex.rng.bytes(size), np.uint8).copy()
    ex.pools.append(pool)
    ex.env[op.pool] = pool


def _view(ex: Executor, op: memref.ViewOp) -> None:
    source = ex._buffer(op.source)
    if not isinstance(source, np.ndarray) or (
        source.dtype != np.int8 and source.dtype != np.uint8
    ):
        raise ExecutionError("memref.view of a buffer that is not bytes")
    t = op.result.type
    assert isinstance(t, MemRefType)
    shape = ex._shape(t, list(op.sizes))
    offset = ex._signed_index(op.byte_shift)
    ex.env[op.result] = view_of_bytes(source.view(np.uint8), offset, t, shape)


def _same(ex: Executor, op: Operation) -> None:
    ex.env[op.results[0]] = ex.env[op.operands[0]]


def _dealloc(ex: Executor, op: memref.DeallocOp) -> None:
    pass


def _array(ex: Executor, value: SSAValue, what: str) -> Array:
    buffer = ex._buffer(value)
    if isinstance(buffer, PackedBits):
        raise ExecutionError(f"{what} of an i1 buffer is not supported")
    return buffer


def _mixed(static: list[int], dynamic: Sequence[SSAValue], ex: Executor) -> list[int]:
    values = iter(ex._signed_index(v) for v in dynamic)
    return [next(values) if s == DYNAMIC_INDEX else s for s in static]


def _subview(ex: Executor, op: memref.SubviewOp) -> None:
    source = _array(ex, op.source, "memref.subview")
    offsets = _mixed(_static_ints(op.static_offsets), op.offsets, ex)
    sizes = _mixed(_static_ints(op.static_sizes), op.sizes, ex)
    strides = _mixed(_static_ints(op.static_strides), op.strides, ex)
    index: list[slice] = []
    for o, s, st, extent in zip(offsets, sizes, strides, source.shape, strict=True):
        if s and (o < 0 or st <= 0 or o + (s - 1) * st >= extent):
            raise ExecutionError(
                f"memref.subview [{o} +{s} *{st}] outside a dim of {extent}"
            )
        index.append(slice(o, o + s * st, st) if s else slice(0, 0))
    view = source[tuple(index)]
    t = op.result.type
    assert isinstance(t, MemRefType)
    rank = t.get_num_dims()
    if view.ndim != rank:
        # Rank-reducing: unit dims are dropped from the left until the ranks match.
        shape = list(view.shape)
        while len(shape) > rank and 1 in shape:
            shape.remove(1)
        if len(shape) != rank:
            raise ExecutionError(f"memref.subview cannot reduce {view.shape} to {t}")
        view = view.reshape(shape)
    ex.env[op.result] = view


def _reshaped(source: Array, shape: tuple[int, ...], what: str) -> Array:
    if prod(shape) != source.size:
        raise ExecutionError(f"{what}: {source.shape} cannot become {shape}")
    try:
        result = np.reshape(source, shape, copy=False)
    except ValueError:
        raise ExecutionError(f"{what}: the source is not contiguous enough") from None
    return result


def _collapse(ex: Executor, op: memref.CollapseShapeOp) -> None:
    source = _array(ex, op.src, "memref.collapse_shape")
    groups = [[int(i.value.data) for i in g] for g in op.reassociation]  # type: ignore[union-attr]
    shape = tuple(prod(source.shape[i] for i in g) for g in groups)
    ex.env[op.result] = _reshaped(source, shape, "memref.collapse_shape")


def _expand(ex: Executor, op: memref.ExpandShapeOp) -> None:
    source = _array(ex, op.src, "memref.expand_shape")
    shape = tuple(_mixed(_static_ints(op.static_output_shape), op.output_shape, ex))
    ex.env[op.result] = _reshaped(source, shape, "memref.expand_shape")


def _reshape(ex: Executor, op: ReshapeOp) -> None:
    source = _array(ex, op.source, "memref.reshape")
    shape_buffer = _array(ex, op.shape, "memref.reshape")
    shape = tuple(int(v) for v in shape_buffer.reshape(-1))
    ex.env[op.result] = _reshaped(source, shape, "memref.reshape")


def _reinterpret_cast(ex: Executor, op: memref.ReinterpretCastOp) -> None:
    source = _array(ex, op.source, "memref.reinterpret_cast")
    if not source.flags.c_contiguous:
        raise ExecutionError(
            "memref.reinterpret_cast of a strided buffer is not supported"
        )
    flat = source.reshape(-1)
    (offset,) = _mixed(_static_ints(op.static_offsets), op.offsets, ex)
    sizes = _mixed(_static_ints(op.static_sizes), op.sizes, ex)
    strides = _mixed(_static_ints(op.static_strides), op.strides, ex)
    last = offset + sum((s - 1) * st for s, st in zip(sizes, strides, strict=True) if s)
    if prod(sizes) and (offset < 0 or last >= flat.size or min(strides, default=1) < 0):
        raise ExecutionError("memref.reinterpret_cast outside its source")
    item = flat.itemsize
    ex.env[op.result] = np.lib.stride_tricks.as_strided(
        flat[offset:], shape=sizes, strides=[s * item for s in strides]
    )


def _dim(ex: Executor, op: memref.DimOp) -> None:
    buffer = ex._buffer(op.source)
    ex.env[op.result] = int(buffer.shape[ex._signed_index(op.index)])


def _indices(ex: Executor, values: Sequence[SSAValue]) -> tuple[int, ...]:
    return tuple(ex._signed_index(v) for v in values)


def _load(ex: Executor, op: memref.LoadOp) -> None:
    buffer = ex._buffer(op.memref)
    where = _indices(ex, list(op.indices))
    element = element_type(op.memref.type)
    if isinstance(buffer, PackedBits):
        ex.env[op.res] = int(buffer.read()[where])
        return
    value = buffer[where]
    if np.issubdtype(buffer.dtype, np.integer) or buffer.dtype == np.bool_:
        w = bit_width(element) or 64
        ex.env[op.res] = int(value) % (1 << w)
    else:
        ex.env[op.res] = value.copy() if is_bf16(element) else value


def _store(ex: Executor, op: memref.StoreOp) -> None:
    buffer = ex._buffer(op.memref)
    where = _indices(ex, list(op.indices))
    value = ex.env[op.value]
    if isinstance(buffer, PackedBits):
        bits = buffer.read()
        bits[where] = bool(value)
        buffer.write(bits)
        return
    dtype = numpy_dtype(element_type(op.memref.type))
    if isinstance(value, int) and np.issubdtype(dtype, np.integer):
        value = np.array([value], dtype=np.uint64).view(np.int64)[0]
    buffer[where] = value


def _copy(ex: Executor, op: memref.CopyOp) -> None:
    source, target = op.source, op.destination
    data = read(ex._buffer(source), element_type(source.type))
    write(ex._buffer(target), element_type(target.type), data)


def _for(ex: Executor, op: scf.ForOp) -> None:
    lower, upper, step = (ex._signed_index(v) for v in (op.lb, op.ub, op.step))
    if step <= 0:
        raise ExecutionError("scf.for with a non-positive step")
    carried: list[Value] = [ex.env[v] for v in op.iter_args]
    body = op.body.blocks[0]
    for i in range(lower, upper, step):
        ex.env[body.args[0]] = i % (1 << 64)
        for arg, value in zip(body.args[1:], carried, strict=True):
            ex.env[arg] = value
        carried = ex._block(body)
    for result, value in zip(op.results, carried, strict=True):
        ex.env[result] = value


def _if(ex: Executor, op: scf.IfOp) -> None:
    region = op.true_region if ex._int(op.cond) else op.false_region
    results: list[Value] = ex._block(region.blocks[0]) if region.blocks else []
    for result, value in zip(op.results, results, strict=True):
        ex.env[result] = value


_HANDLERS: Mapping[type[Operation], Any] = {
    arith.ConstantOp: _constant,
    arith.CmpiOp: _cmpi,
    arith.SelectOp: _select,
    arith.IndexCastOp: _int_cast,
    arith.ExtSIOp: _int_cast,
    arith.ExtUIOp: _int_cast,
    arith.TruncIOp: _int_cast,
    memref.AllocOp: _alloc,
    memref.AllocaOp: _alloc,
    memref.DeallocOp: _dealloc,
    memref.ViewOp: _view,
    memref.SubviewOp: _subview,
    memref.CastOp: _same,
    memref.MemorySpaceCastOp: _same,
    memref.CollapseShapeOp: _collapse,
    memref.ExpandShapeOp: _expand,
    memref.ReinterpretCastOp: _reinterpret_cast,
    ReshapeOp: _reshape,
    memref.DimOp: _dim,
    memref.LoadOp: _load,
    memref.StoreOp: _store,
    memref.CopyOp: _copy,
    GetPoolOp: _get_pool,
    AllocOutputOp: _alloc_output,
    scf.ForOp: _for,
    scf.IfOp: _if,
}


def execute(f: func.FuncOp, args: Sequence[Value], seed: int = 0) -> list[Value]:
    """Runs `f` on `args` (buffers are updated in place); returns its results."""
    return Executor(seed).run(f, args)

"""`execute(function, args)`: run a hip function on a backend's buffers.

Memory is real: `memref.alloc` makes a fresh buffer, `hip.get_pool` a byte
buffer, and `memref.view` a typed view over the pool's bytes at the offset. The
view-like ops (subview, cast, collapse/expand_shape, reshape,
reinterpret_cast) return views of their source, never copies, so writes
through any alias land in the shared bytes, as on the device. Fresh memory is
filled with seeded garbage, so reading a buffer before writing it is visible.

The backend (`backend.py`) says where buffers live: NumPy arrays (the default)
or PyTorch tensors on a device. The kernels are the shared op table's
(`kernels.py`); this module only walks the IR: its blocks (`cf.br`,
`cf.cond_br`, `cf.switch` with block arguments) and scf's regions (`for` with
`iter_args`, `while`, `if`, `index_switch`, `execute_region`).
A memref of memrefs is an object array of buffers (a stored address). A
`func.call` runs its callee's body in place; a `memref.get_global` gives the
global's buffer, made from its initial value at its first use in a run (a
splat broadcast from its one value). `memref.dealloc` of pool memory is an error. Work that may run later runs at
the latest point its semantics allow, where a buffer reused too early shows:
`async.execute` (unregistered, in generic form) when its token or group is
awaited, `omp.task` at the next `omp.taskwait`, a whole-buffer
`memref.dma_start` at the `memref.dma_wait` of its tag element, an unregistered
`"test.spawn"() ({...})` (a region op of unknown effects) when the function
returns; and whatever is never waited for, when the function returns.
"""

from __future__ import annotations

import itertools
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from math import prod
from typing import Any, cast

import numpy as np
from xdsl.dialects import arith, cf, func, memref, omp, scf
from xdsl.dialects.builtin import (
    DYNAMIC_INDEX,
    DenseArrayBase,
    DenseIntOrFPElementsAttr,
    FloatAttr,
    IntegerAttr,
    MemRefType,
    UnregisteredOp,
)
from xdsl.ir import Attribute, Block, Operation, SSAValue
from xdsl.traits import SymbolTable

from xhip.check.evaluate import (
    BINARY,
    CMPI,
    Batch,
    bit_width,
    to_signed,
    value_name,
    wrap,
)
from xhip.dialects.hip import AllocOutputOp, GetPoolOp, dps_operands
from xhip.dialects.splat import SplatElementsAttr
from xhip.dialects.xdsl_ext import (
    DmaStartOp,
    GlobalOp,
    IndexCastUIOp,
    ReshapeOp,
    TruncIOp,
)
from xhip_harness.execute.backend import NumpyBackend
from xhip_harness.execute.kernels import KERNELS, run_kernel
from xhip_harness.execute.memory import Array, ExecutionError, PackedBits, element_type
from xhip_harness.execute.memory_model import Backend, Buffer

Value = Any
"""An int (index and integers, unsigned), a float scalar, a Buffer, or None."""


def _static_ints(attr: Any) -> list[int]:
    if isinstance(attr, DenseArrayBase):
        return [int(v) for v in cast(DenseArrayBase[Any], attr).get_values()]
    return []


@dataclass
class _Task:
    """The body of an `async.execute`, run once when awaited."""

    body: Block
    done: bool = False


@dataclass
class _Transfer:
    """A `memref.dma_start` of a whole buffer, done when its tag is waited on."""

    tag: tuple[int, tuple[int, ...]]
    """The tag buffer's storage and the tag element."""
    source: Buffer
    target: Buffer
    source_element: Attribute
    target_element: Attribute


def _is_async_yield(op: Operation) -> bool:
    if isinstance(op, omp.TerminatorOp):
        return True
    return isinstance(op, UnregisteredOp) and op.op_name.data == "async.yield"


class Executor:
    """Runs functions; `pools` records every pool made, for inspection.

    `constants` (index -> buffer) caches `hip.get_constant` weights; share one
    dict between the original and the pooled run. With `compute=False` only
    the memory ops run (allocs, pools, views, deallocs; kernels and copies are
    skipped): what an allocator sees of the function.
    """

    def __init__(
        self,
        seed: int = 0,
        backend: Backend | None = None,
        constants: dict[int, Buffer] | None = None,
        compute: bool = True,
        max_pool_bytes: int = 1 << 31,
    ) -> None:
        self.rng = np.random.default_rng(seed)
        self.backend: Backend = backend if backend is not None else NumpyBackend()
        self.constants: dict[int, Buffer] = constants if constants is not None else {}
        self.compute = compute
        self.max_pool_bytes = max_pool_bytes
        self.env: dict[SSAValue, Value] = {}
        self.pools: list[Buffer] = []
        self.outputs: dict[int, Buffer] = {}
        """The `hip.alloc_output` buffers by `out_idx`: outputs like results."""
        self._holders: dict[int, list[SSAValue]] = {}
        """Allocation -> the values holding it (when deallocs free memory)."""
        self.globals: dict[str, Buffer] = {}
        """The `memref.global` buffers met so far, by name (fresh per run)."""

    # -- entry -----------------------------------------------------------------

    def run(self, f: func.FuncOp, args: Sequence[Value]) -> list[Value]:
        if not f.body.blocks:
            raise ExecutionError(f"@{f.sym_name.data}: no body to run")
        block = f.body.blocks[0]
        if len(args) != len(block.args):
            raise ExecutionError(
                f"@{f.sym_name.data} takes {len(block.args)} arguments, got {len(args)}"
            )
        for arg, value in zip(block.args, args, strict=True):
            self.env[arg] = value
        self.tasks: list[_Task] = []
        self.omp_tasks: list[_Task] = []
        self.transfers: list[_Transfer] = []
        results = self.run_block(block)
        # Never waited for: it still runs before the call ends.
        for task in [*self.tasks, *self.omp_tasks]:
            self.await_task(task)
        self.finish_transfers(None)
        return results

    def finish_transfers(self, tag: tuple[int, tuple[int, ...]] | None) -> None:
        """Does the pending transfers of `tag` (all of them: None), in order."""
        done = [t for t in self.transfers if tag is None or t.tag == tag]
        self.transfers = [t for t in self.transfers if t not in done]
        if not self.compute:
            return
        for t in done:
            data = self.backend.read(t.source, t.source_element)
            shape = self.backend.read(t.target, t.target_element).shape
            self.backend.write(t.target, t.target_element, data.reshape(shape))

    def run_block(self, block: Block) -> list[Value]:
        """Runs `block` and the blocks its terminators branch to (`_BRANCHES`),
        up to a terminator that leaves the region: its operands (for an
        `scf.condition`, the condition first)."""
        while True:
            for op in block.ops:
                if op.successors:
                    block = self._branch(op)
                    break
                if isinstance(op, _REGION_EXITS) or _is_async_yield(op):
                    return [self.value_of(v) for v in op.operands]
                self._op(op)
            else:
                return []

    def _branch(self, op: Operation) -> Block:
        """Takes the branch of terminator `op`: binds the arguments of the
        successor it chooses, and returns that successor."""
        branch = _BRANCHES.get(type(op))
        if branch is None:
            raise ExecutionError(f"the executor does not support {op.name}")
        target, operands = branch(self, op)
        values = [self.value_of(v) for v in operands]
        if len(values) != len(target.args):
            raise ExecutionError(
                f"{op.name} passes {len(values)} values to a block of "
                f"{len(target.args)} arguments"
            )
        for arg, value in zip(target.args, values, strict=True):
            self.env[arg] = value
        return target

    def await_task(self, task: _Task) -> None:
        if not task.done:
            task.done = True
            self.run_block(task.body)

    # -- ops -------------------------------------------------------------------

    def int_of(self, value: SSAValue) -> int:
        v = self.value_of(value)
        if not isinstance(v, int):
            raise ExecutionError(f"expected an integer value, got {type(v).__name__}")
        return v

    def signed_index(self, value: SSAValue) -> int:
        v = self.int_of(value)
        return v - (1 << 64) if v >= 1 << 63 else v

    def value_of(self, value: SSAValue) -> Value:
        try:
            return self.env[value]
        except KeyError:
            raise ExecutionError(
                f"use of {value_name(value)}, deallocated (or never defined)"
            ) from None

    def buffer_of(self, value: SSAValue) -> Buffer:
        v = self.value_of(value)
        if not self.backend.is_buffer(v):
            raise ExecutionError(f"expected a buffer, got {type(v).__name__}")
        return v

    def shape_of(self, t: MemRefType, sizes: Sequence[SSAValue]) -> tuple[int, ...]:
        dynamic = iter(self.signed_index(s) for s in sizes)
        shape = tuple(d if d >= 0 else next(dynamic) for d in t.get_shape())
        if any(d < 0 for d in shape):
            raise ExecutionError(f"negative dimension in {shape}")
        return shape

    def _op(self, op: Operation) -> None:
        if isinstance(op, UnregisteredOp):
            async_handler = _ASYNC.get(op.op_name.data)
            if async_handler is None:
                raise ExecutionError(f"the executor does not support {op.op_name.data}")
            async_handler(self, op)
            return
        handler = _HANDLERS.get(type(op)) or _NAMED.get(op.name)
        if handler is not None:
            handler(self, op)
            if self.backend.frees_on_dealloc and op.results:
                self._track(op)
            return
        if op.name in KERNELS:
            if self.compute:
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
            np.array([self.int_of(a)], dtype=np.uint64),
            np.array([self.int_of(b)], dtype=np.uint64),
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
        backend = self.backend
        arrays = [backend.read(self.buffer_of(v), element_type(v.type)) for v in ins]
        results = run_kernel(backend.xp, op, arrays)
        if len(results) != len(outs):
            raise ExecutionError(
                f"{op.name}: {len(outs)} outputs, kernel gave {len(results)}"
            )
        for value, result in zip(outs, results, strict=True):
            backend.write(self.buffer_of(value), element_type(value.type), result)

    def _track(self, op: Operation) -> None:
        """Records which values hold which allocation, for `release`."""
        backend = self.backend
        for result in op.results:
            value = self.env.get(result)
            if value is not None and backend.is_buffer(value):
                key = backend.storage_key(value)
                self._holders.setdefault(key, []).append(result)

    def release(self, buffer: Buffer) -> None:
        """Forgets `buffer` and every value viewing it (`memref.dealloc`)."""
        for value in self._holders.pop(self.backend.storage_key(buffer), []):
            self.env.pop(value, None)


def _call(ex: Executor, op: func.CallOp) -> None:
    """Runs the callee, a function of the module, in place."""
    callee = SymbolTable.lookup_symbol(op, op.callee)
    if not isinstance(callee, func.FuncOp) or not callee.body.blocks:
        raise ExecutionError(f"func.call of {op.callee}: no function body to run")
    block = callee.body.blocks[0]
    for arg, value in zip(block.args, op.arguments, strict=True):
        ex.env[arg] = ex.value_of(value)
    results = ex.run_block(block)
    for result, value in zip(op.results, results, strict=True):
        ex.env[result] = value


def _global_values(glob: GlobalOp | memref.GlobalOp, shape: tuple[int, ...]) -> Array:
    """A constant global's initializer as computable values (bf16 as f32, i1 as
    bool): a splat is broadcast from its one value, materialised only here."""
    initial = glob.initial_value
    if isinstance(initial, SplatElementsAttr):
        value = initial.value()
        return np.broadcast_to(np.asarray(value), shape)
    if isinstance(initial, DenseIntOrFPElementsAttr):
        values = cast(Any, initial).get_values()
        return np.asarray(values).reshape(shape)
    raise ExecutionError(f"memref.global @{glob.sym_name.data}: no dense initial value")


def _get_global(ex: Executor, op: memref.GetGlobalOp) -> None:
    """The global's buffer, made at its first use from its initial value."""
    name = op.name_.string_value()
    buffer = ex.globals.get(name)
    if buffer is None:
        found = SymbolTable.lookup_symbol(op, op.name_)
        if not isinstance(found, GlobalOp | memref.GlobalOp):
            raise ExecutionError(f"memref.get_global of {op.name_}: no memref.global")
        t = found.type
        shape = tuple(t.get_shape())
        buffer = ex.backend.new_buffer(t, shape, ex.rng)
        ex.backend.write(buffer, t.get_element_type(), _global_values(found, shape))
        ex.globals[name] = buffer
    ex.env[op.memref] = buffer


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
    a = np.array([ex.int_of(op.lhs)], dtype=np.uint64)
    b = np.array([ex.int_of(op.rhs)], dtype=np.uint64)
    ex.env[op.result] = int(CMPI[op.predicate.value.data](a, b, w)[0])


def _select(ex: Executor, op: arith.SelectOp) -> None:
    ex.env[op.result] = (
        ex.value_of(op.lhs) if ex.int_of(op.cond) else ex.value_of(op.rhs)
    )


def _int_cast(ex: Executor, op: Operation) -> None:
    (source,) = op.operands
    sw = bit_width(source.type) or 64
    w = bit_width(op.results[0].type) or 64
    value = np.array([ex.int_of(source)], dtype=np.uint64)
    signed = isinstance(op, arith.IndexCastOp | arith.ExtSIOp)
    if signed and w > sw:
        value = wrap(to_signed(value, sw).view(np.uint64), w)
    ex.env[op.results[0]] = int(wrap(value, w)[0])


def _alloc(ex: Executor, op: memref.AllocOp | memref.AllocaOp) -> None:
    t = op.memref.type
    assert isinstance(t, MemRefType)
    shape = ex.shape_of(t, list(op.dynamic_sizes))
    ex.env[op.memref] = ex.backend.new_buffer(t, shape, ex.rng)


def _alloc_output(ex: Executor, op: AllocOutputOp) -> None:
    t = cast(MemRefType[Attribute], op.memref.type)
    sizes = cast(Sequence[SSAValue], op.dynamicSizes)
    buffer = ex.backend.new_buffer(t, ex.shape_of(t, list(sizes)), ex.rng)
    ex.outputs[op.out_idx.value.data] = buffer
    ex.env[op.memref] = buffer


def _get_pool(ex: Executor, op: GetPoolOp) -> None:
    size = ex.signed_index(op.pool_size)
    if size < 0 or size > ex.max_pool_bytes:
        raise ExecutionError(f"hip.get_pool of {size} bytes")
    pool = ex.backend.new_pool(size, ex.rng)
    ex.pools.append(pool)
    ex.env[op.pool] = pool


def _view(ex: Executor, op: memref.ViewOp) -> None:
    source = ex.buffer_of(op.source)
    if not ex.backend.is_bytes(source):
        raise ExecutionError("memref.view of a buffer that is not bytes")
    t = op.result.type
    assert isinstance(t, MemRefType)
    shape = ex.shape_of(t, list(op.sizes))
    offset = ex.signed_index(op.byte_shift)
    ex.env[op.result] = ex.backend.view_of_bytes(source, offset, t, shape)


def _same(ex: Executor, op: Operation) -> None:
    ex.env[op.results[0]] = ex.value_of(op.operands[0])


def _dealloc(ex: Executor, op: memref.DeallocOp) -> None:
    buffer = ex.buffer_of(op.memref)
    data = buffer.data if isinstance(buffer, PackedBits) else buffer
    if isinstance(data, np.ndarray) and any(
        isinstance(pool, np.ndarray)
        and np.may_share_memory(cast(Array, data), cast(Array, pool))
        for pool in ex.pools
    ):
        raise ExecutionError(f"memref.dealloc of {op.memref.type} frees pool memory")
    if ex.backend.frees_on_dealloc:
        ex.release(ex.buffer_of(op.memref))


def _async_execute(ex: Executor, op: Operation) -> None:
    if op.operands or len(op.results) != 1 or len(op.regions) != 1:
        raise ExecutionError("only async.execute () -> !async.token is supported")
    task = _Task(op.regions[0].blocks[0])
    ex.tasks.append(task)
    ex.env[op.results[0]] = task


def _async_create_group(ex: Executor, op: Operation) -> None:
    ex.env[op.results[0]] = list[_Task]()


def _async_add_to_group(ex: Executor, op: Operation) -> None:
    token, group = (ex.env[v] for v in op.operands)
    cast(list[_Task], group).append(cast(_Task, token))
    ex.env[op.results[0]] = len(cast(list[_Task], group)) - 1


def _async_await(ex: Executor, op: Operation) -> None:
    (awaited,) = (ex.env[v] for v in op.operands)
    tasks = (
        cast(list[_Task], awaited)
        if isinstance(awaited, list)
        else [cast(_Task, awaited)]
    )
    for task in tasks:
        ex.await_task(task)


def _spawn(ex: Executor, op: Operation) -> None:
    if op.operands or op.results or len(op.regions) != 1:
        raise ExecutionError('only "test.spawn"() ({...}) : () -> () is supported')
    ex.tasks.append(_Task(op.regions[0].blocks[0]))


def _omp_task(ex: Executor, op: omp.TaskOp) -> None:
    if op.operands:
        raise ExecutionError("omp.task with operands is not supported")
    ex.omp_tasks.append(_Task(op.region.blocks[0]))


def _omp_taskwait(ex: Executor, op: Operation) -> None:
    pending, ex.omp_tasks = ex.omp_tasks, []
    for task in pending:
        ex.await_task(task)


def _tag(
    ex: Executor, tag: SSAValue, indices: Sequence[SSAValue]
) -> tuple[int, tuple[int, ...]]:
    return (
        ex.backend.storage_key(ex.buffer_of(tag)),
        tuple(ex.int_of(i) for i in indices),
    )


def _dma_start(ex: Executor, op: DmaStartOp) -> None:
    source, target = ex.buffer_of(op.src), ex.buffer_of(op.dest)
    whole = len(op.operands) == 2 + len(op.src_indices) + len(
        op.dest_indices
    ) + 2 + len(op.tag_indices)
    starts = [ex.int_of(i) for i in (*op.src_indices, *op.dest_indices)]
    source_element = element_type(op.src.type)
    target_element = element_type(op.dest.type)
    if ex.compute:
        count = ex.int_of(op.num_elements)
        # Elements of the memrefs (a vector element's lanes are one element).
        sizes = {
            prod(ex.backend.read(buffer, element).shape[: _rank(value)])
            for buffer, element, value in (
                (source, source_element, op.src),
                (target, target_element, op.dest),
            )
        }
        if not whole or any(starts) or sizes != {count}:
            raise ExecutionError(
                "memref.dma_start of part of a buffer is not supported"
            )
    ex.transfers.append(
        _Transfer(
            _tag(ex, op.tag, op.tag_indices),
            source,
            target,
            source_element,
            target_element,
        )
    )


def _rank(value: SSAValue) -> int:
    return len(cast(MemRefType[Attribute], value.type).get_shape())


def _dma_wait(ex: Executor, op: memref.DmaWaitOp) -> None:
    ex.finish_transfers(_tag(ex, op.tag, op.tag_indices))


_ASYNC: Mapping[str, Any] = {
    "test.spawn": _spawn,
    "async.execute": _async_execute,
    "async.create_group": _async_create_group,
    "async.add_to_group": _async_add_to_group,
    "async.await_all": _async_await,
    "async.await": _async_await,
}
"""The async ops the executor runs (unregistered in xDSL: generic form)."""


def _get_constant(ex: Executor, op: Operation) -> None:
    index = ex.int_of(op.operands[1])
    t = op.results[0].type
    if not isinstance(t, MemRefType) or any(d < 0 for d in t.get_shape()):
        raise ExecutionError(f"hip.get_constant of {t}: a static memref is needed")
    t = cast(MemRefType[Attribute], t)
    found = ex.constants.get(index)
    if found is None:
        found = ex.backend.constant(index, t, tuple(t.get_shape()))
        ex.constants[index] = found
    ex.env[op.results[0]] = found


def _array(ex: Executor, value: SSAValue, what: str) -> Buffer:
    buffer = ex.buffer_of(value)
    if ex.backend.is_packed(buffer):
        raise ExecutionError(f"{what} of an i1 buffer is not supported")
    return buffer


def _mixed(static: list[int], dynamic: Sequence[SSAValue], ex: Executor) -> list[int]:
    values = iter(ex.signed_index(v) for v in dynamic)
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
        view = ex.backend.reshape_view(view, tuple(shape), "memref.subview")
    ex.env[op.result] = view


def _collapse(ex: Executor, op: memref.CollapseShapeOp) -> None:
    source = _array(ex, op.src, "memref.collapse_shape")
    groups = [[int(i.value.data) for i in g] for g in op.reassociation]  # type: ignore[union-attr]
    shape = tuple(prod(source.shape[i] for i in g) for g in groups)
    ex.env[op.result] = ex.backend.reshape_view(source, shape, "memref.collapse_shape")


def _expand(ex: Executor, op: memref.ExpandShapeOp) -> None:
    source = _array(ex, op.src, "memref.expand_shape")
    shape = tuple(_mixed(_static_ints(op.static_output_shape), op.output_shape, ex))
    ex.env[op.result] = ex.backend.reshape_view(source, shape, "memref.expand_shape")


def _reshape(ex: Executor, op: ReshapeOp) -> None:
    source = _array(ex, op.source, "memref.reshape")
    shape_buffer = _array(ex, op.shape, "memref.reshape")
    shape = tuple(ex.backend.int_values(shape_buffer))
    ex.env[op.result] = ex.backend.reshape_view(source, shape, "memref.reshape")


def _reinterpret_cast(ex: Executor, op: memref.ReinterpretCastOp) -> None:
    source = _array(ex, op.source, "memref.reinterpret_cast")
    if not _contiguous(source):
        raise ExecutionError(
            "memref.reinterpret_cast of a strided buffer is not supported"
        )
    count = prod(source.shape)
    (offset,) = _mixed(_static_ints(op.static_offsets), op.offsets, ex)
    sizes = _mixed(_static_ints(op.static_sizes), op.sizes, ex)
    strides = _mixed(_static_ints(op.static_strides), op.strides, ex)
    last = offset + sum((s - 1) * st for s, st in zip(sizes, strides, strict=True) if s)
    if prod(sizes) and (offset < 0 or last >= count or min(strides, default=1) < 0):
        raise ExecutionError("memref.reinterpret_cast outside its source")
    ex.env[op.result] = ex.backend.strided(source, offset, sizes, strides)


def _contiguous(buffer: Buffer) -> bool:
    """Row-major with no gaps (NumPy's `c_contiguous`, PyTorch's `is_contiguous`)."""
    flags = getattr(buffer, "flags", None)
    if flags is not None:
        return bool(flags.c_contiguous)
    return bool(buffer.is_contiguous())


def _dim(ex: Executor, op: memref.DimOp) -> None:
    buffer = ex.buffer_of(op.source)
    ex.env[op.result] = int(buffer.shape[ex.signed_index(op.index)])


def _indices(ex: Executor, values: Sequence[SSAValue]) -> tuple[int, ...]:
    return tuple(ex.signed_index(v) for v in values)


def _address_slots(buffer: Buffer) -> Array | None:
    """A memref of memrefs (NumPy only): an object array of stored buffers."""
    if isinstance(buffer, np.ndarray) and cast(Array, buffer).dtype == object:
        return cast(Array, buffer)
    return None


def _load(ex: Executor, op: memref.LoadOp) -> None:
    buffer = ex.buffer_of(op.memref)
    where = _indices(ex, list(op.indices))
    slots = _address_slots(buffer)
    if slots is not None:
        stored = slots[where]
        if stored is None:
            raise ExecutionError("memref.load of a memref never stored")
        ex.env[op.res] = stored
        return
    element = element_type(op.memref.type)
    ex.env[op.res] = ex.backend.load(buffer, where, element)


def _store(ex: Executor, op: memref.StoreOp) -> None:
    buffer = ex.buffer_of(op.memref)
    where = _indices(ex, list(op.indices))
    value = ex.value_of(op.value)
    slots = _address_slots(buffer)
    if slots is not None:
        slots[where] = value
        return
    if ex.compute:
        ex.backend.store(buffer, where, value, element_type(op.memref.type))


def _copy(ex: Executor, op: memref.CopyOp) -> None:
    source, target = op.source, op.destination
    backend = ex.backend
    source_buffer, target_buffer = ex.buffer_of(source), ex.buffer_of(target)
    if not ex.compute:
        return
    data = backend.read(source_buffer, element_type(source.type))
    if data is source_buffer:
        # A copy must not see its own writes when source and target overlap.
        data = backend.xp.copy(data)
    backend.write(target_buffer, element_type(target.type), data)


def _for(ex: Executor, op: scf.ForOp) -> None:
    lower, upper, step = (ex.signed_index(v) for v in (op.lb, op.ub, op.step))
    if step <= 0:
        raise ExecutionError("scf.for with a non-positive step")
    carried: list[Value] = [ex.value_of(v) for v in op.iter_args]
    body = op.body.blocks[0]
    for i in range(lower, upper, step):
        ex.env[body.args[0]] = i % (1 << 64)
        for arg, value in zip(body.args[1:], carried, strict=True):
            ex.env[arg] = value
        carried = ex.run_block(body)
    for result, value in zip(op.results, carried, strict=True):
        ex.env[result] = value


def _parallel(ex: Executor, op: scf.ParallelOp) -> None:
    """The iterations one after the other, in lexicographic order (one of the
    orders the op allows; a pooled program must give the same values in any).
    Without reductions: `scf.reduce` takes no operand."""
    if op.results:
        raise ExecutionError("scf.parallel with reductions is not supported")
    spans = [
        tuple(ex.signed_index(v) for v in span)
        for span in zip(op.lowerBound, op.upperBound, op.step, strict=True)
    ]
    if any(step <= 0 for _, _, step in spans):
        raise ExecutionError("scf.parallel with a non-positive step")
    bounds = [range(*span) for span in spans]
    body = op.body.blocks[0]
    for point in itertools.product(*bounds):
        for arg, i in zip(body.args, point, strict=True):
            ex.env[arg] = i % (1 << 64)
        ex.run_block(body)


def _if(ex: Executor, op: scf.IfOp) -> None:
    region = op.true_region if ex.int_of(op.cond) else op.false_region
    results: list[Value] = ex.run_block(region.blocks[0]) if region.blocks else []
    for result, value in zip(op.results, results, strict=True):
        ex.env[result] = value


def _while(ex: Executor, op: scf.WhileOp) -> None:
    """`before` with the values, then `after` with what `scf.condition`
    passes while its condition holds; the results are what it passes last."""
    before = op.before_region.blocks[0]
    after = op.after_region.blocks[0]
    values: list[Value] = [ex.value_of(v) for v in op.arguments]
    while True:
        for arg, value in zip(before.args, values, strict=True):
            ex.env[arg] = value
        condition, *passed = ex.run_block(before)
        if not condition:
            break
        for arg, value in zip(after.args, passed, strict=True):
            ex.env[arg] = value
        values = ex.run_block(after)
    for result, value in zip(op.results, passed, strict=True):
        ex.env[result] = value


def _execute_region(ex: Executor, op: scf.ExecuteRegionOp) -> None:
    results = ex.run_block(op.region.blocks[0])
    for result, value in zip(op.results, results, strict=True):
        ex.env[result] = value


def _index_switch(ex: Executor, op: scf.IndexSwitchOp) -> None:
    flag = ex.signed_index(op.arg)
    cases = [int(c) for c in op.cases.get_values()]
    region = op.case_regions[cases.index(flag)] if flag in cases else op.default_region
    results = ex.run_block(region.blocks[0])
    for result, value in zip(op.results, results, strict=True):
        ex.env[result] = value


def _br(ex: Executor, op: cf.BranchOp) -> tuple[Block, Sequence[SSAValue]]:
    return op.successor, op.arguments


def _cond_br(
    ex: Executor, op: cf.ConditionalBranchOp
) -> tuple[Block, Sequence[SSAValue]]:
    if ex.int_of(op.cond):
        return op.then_block, op.then_arguments
    return op.else_block, op.else_arguments


def _switch(ex: Executor, op: cf.SwitchOp) -> tuple[Block, Sequence[SSAValue]]:
    """The case whose value equals the flag (both taken modulo its width)."""
    w = bit_width(op.flag.type) or 64
    flag = ex.int_of(op.flag) % (1 << w)
    values = op.case_values
    cases = [int(v) % (1 << w) for v in values.get_values()] if values else []
    if flag in cases:
        i = cases.index(flag)
        return op.case_blocks[i], op.case_operand[i]
    return op.default_block, op.default_operands


_BRANCHES: Mapping[type[Operation], Any] = {
    cf.BranchOp: _br,
    cf.ConditionalBranchOp: _cond_br,
    cf.SwitchOp: _switch,
}
"""Terminators with successors: the successor taken and the values it gets."""

_REGION_EXITS = (func.ReturnOp, scf.YieldOp, scf.ConditionOp, scf.ReduceOp)
"""Terminators that leave their region, with their operands as its results."""


_HANDLERS: Mapping[type[Operation], Any] = {
    arith.ConstantOp: _constant,
    arith.CmpiOp: _cmpi,
    arith.SelectOp: _select,
    arith.IndexCastOp: _int_cast,
    arith.ExtSIOp: _int_cast,
    arith.ExtUIOp: _int_cast,
    arith.TruncIOp: _int_cast,
    TruncIOp: _int_cast,
    IndexCastUIOp: _int_cast,
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
    memref.GetGlobalOp: _get_global,
    scf.ForOp: _for,
    scf.ParallelOp: _parallel,
    scf.IfOp: _if,
    scf.WhileOp: _while,
    scf.ExecuteRegionOp: _execute_region,
    scf.IndexSwitchOp: _index_switch,
    DmaStartOp: _dma_start,
    memref.DmaWaitOp: _dma_wait,
    omp.TaskOp: _omp_task,
    omp.TaskwaitOp: _omp_taskwait,
    func.CallOp: _call,
}

_NAMED: Mapping[str, Any] = {"hip.get_constant": _get_constant}
"""Handlers of generated hip ops (no Python class to key on)."""


def execute(
    f: func.FuncOp,
    args: Sequence[Value],
    seed: int = 0,
    backend: Backend | None = None,
) -> list[Value]:
    """Runs `f` on `args` (buffers are updated in place); returns its results."""
    return Executor(seed, backend).run(f, args)

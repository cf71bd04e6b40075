"""Differential execution: the pooled function must compute the very same bits.

`differential(original, pooled, args)` runs both functions on private copies of
the same inputs (each original alloc its own array; each pool one byte array
with views into it) and compares every result and every argument buffer after
the run, byte for byte. A planning mistake that lets two live buffers share
bytes then shows up as different numbers, not only as a checker complaint.

Both runs use the same backend (`backend="numpy"`, or `backend="torch",
device="cuda"`) and so the same kernels: when the pool is right the outputs are
bit-identical, whatever the library.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any, cast

import numpy as np
from xdsl.context import Context
from xdsl.dialects import func
from xdsl.dialects.builtin import MemRefType, ModuleOp
from xdsl.ir import Attribute
from xdsl.passes import ModulePass

from xhip.check.evaluate import bit_width, value_name
from xhip.dialects.hip import ContextType
from xhip_harness.execute.backend import get_backend
from xhip_harness.execute.interpreter import Executor, Value
from xhip_harness.execute.memory import (
    Array,
    ExecutionError,
    PackedBits,
    f32_to_bf16,
    is_bf16,
    lane_layout,
    numpy_dtype,
)
from xhip_harness.execute.memory_model import Backend


def random_contents(
    t: MemRefType, shape: tuple[int, ...], rng: np.random.Generator
) -> Array | PackedBits:
    """Random data of the element type: normal floats, small integers, bits; a
    memref of memrefs holds none yet."""
    element = t.get_element_type()
    if isinstance(element, MemRefType):
        return np.full(shape, None, dtype=object)
    element, lanes = lane_layout(element)
    shape = (*shape, *lanes)
    dtype = numpy_dtype(element)
    if dtype == np.bool_:
        bits = rng.random(shape) < 0.5
        size = PackedBits.byte_size(shape)
        packed = PackedBits(np.zeros(size, dtype=np.uint8), shape)
        packed.write(bits)
        return packed
    if is_bf16(element):
        return f32_to_bf16(rng.standard_normal(shape).astype(np.float32))
    if np.issubdtype(dtype, np.floating):
        return rng.standard_normal(shape).astype(dtype)
    if (
        dtype == np.int64
        and isinstance(bit_width(element), int)
        and bit_width(element) == 64
    ):
        return rng.integers(0, 8, size=shape).astype(dtype)
    return rng.integers(-50, 50, size=shape).astype(dtype)


def make_arguments(
    f: func.FuncOp,
    rng: np.random.Generator,
    scalars: Mapping[str, int] | None = None,
    shapes: Mapping[str, Sequence[int]] | None = None,
    contents: Mapping[str, Any] | None = None,
    default_dim: int = 4,
) -> list[Value]:
    """Arguments for `f`, keyed by argument name without `%` (random by default)."""
    scalars, shapes, contents = scalars or {}, shapes or {}, contents or {}
    args: list[Value] = []
    for arg in f.body.blocks[0].args:
        name = value_name(arg).lstrip("%")
        t = arg.type
        if isinstance(t, ContextType):
            args.append(None)
        elif bit_width(t) is not None:
            args.append(scalars.get(name, default_dim))
        elif isinstance(t, MemRefType):
            if name in contents:
                value = contents[name]
                args.append(value if isinstance(value, PackedBits) else np.array(value))
                continue
            given = shapes.get(name)
            shape = (
                tuple(given)
                if given is not None
                else tuple(d if d >= 0 else default_dim for d in t.get_shape())
            )
            args.append(random_contents(cast(MemRefType[Attribute], t), shape, rng))
        else:
            raise ExecutionError(f"cannot make an argument of type {t}")
    return args


def _holds_buffers(value: Value) -> bool:
    return isinstance(value, np.ndarray) and cast(Array, value).dtype == object


@dataclass
class Differential:
    """The outcome of one differential run."""

    mismatches: list[str] = field(default_factory=list[str])
    """Names of the outputs that differ (`result 0`, `%out`, ...)."""
    pool_bytes: int = 0
    """Bytes of all pools the pooled run asked for."""

    @property
    def identical(self) -> bool:
        return not self.mismatches


def differential(
    original: func.FuncOp,
    pooled: func.FuncOp,
    args: Sequence[Value],
    seed: int = 0,
    backend: str | Backend = "numpy",
    device: str | None = None,
) -> Differential:
    """Runs both functions on copies of `args`; compares results and argument buffers.

    `args` are NumPy values (`make_arguments`), or the backend's own; both runs
    use `backend` (a name for `get_backend`, with `device`, or a backend).
    """
    engine = get_backend(backend, device) if isinstance(backend, str) else backend
    types = [a.type for a in original.body.blocks[0].args]
    inputs = [_to_backend(engine, a, t) for a, t in zip(args, types, strict=True)]
    first = [engine.copy(a) for a in inputs]
    second = [engine.copy(a) for a in inputs]
    original_run = Executor(seed, engine)
    expected = original_run.run(original, first)
    pooled_run = Executor(seed + 1, engine, constants=original_run.constants)
    got = pooled_run.run(pooled, second)
    outcome = Differential(pool_bytes=sum(engine.nbytes(p) for p in pooled_run.pools))
    for k, (a, b) in enumerate(zip(expected, got, strict=True)):
        if not engine.same_bits(a, b):
            outcome.mismatches.append(f"result {k}")
    for k in sorted(original_run.outputs.keys() | pooled_run.outputs.keys()):
        a, b = original_run.outputs.get(k), pooled_run.outputs.get(k)
        if a is None or b is None or not engine.same_bits(a, b):
            outcome.mismatches.append(f"output {k}")
    names = [value_name(a) for a in original.body.blocks[0].args]
    for name, a, b in zip(names, first, second, strict=True):
        if not engine.is_buffer(a) or _holds_buffers(a):
            continue  # stored buffers are addresses: they differ by design
        if not engine.same_bits(a, b):
            outcome.mismatches.append(name)
    return outcome


def _to_backend(engine: Backend, value: Value, t: Attribute) -> Value:
    """A NumPy argument as `engine`'s (bf16 stays bf16), or one already its own."""
    if engine.is_buffer(value) or not isinstance(value, np.ndarray | PackedBits):
        return value
    return engine.from_numpy(value, t)


def pooled_module(module: ModuleOp, pass_: ModulePass) -> ModuleOp:
    """A copy of `module` with `pass_` applied (the original is left alone)."""
    copy = module.clone()
    pass_.apply(Context(), copy)
    return copy


def function(module: ModuleOp, name: str) -> func.FuncOp:
    for op in module.walk():
        if isinstance(op, func.FuncOp) and op.sym_name.data == name:
            return op
    raise KeyError(f"no function @{name}")

"""Concrete evaluation of a block's index arithmetic, for many bindings at once.

The checker must know, for a concrete run, every view's offset and size and every
pool's size. Those are `arith` computations on the function's runtime values.
This module evaluates them over a batch of bindings: every SSA value becomes a
NumPy `uint64` array with one entry per binding, wrapped to its bit width like
the emitted `arith` ops. Values the evaluator cannot compute (function
arguments, `memref.dim` of a dynamic dimension of an argument, `memref.load`,
results of unknown ops) are *leaves*: free variables the binding gives values.
A binding in which some evaluated op has undefined behaviour (division by zero,
an over-wide shift) is marked invalid rather than given a made-up value.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass, field
from typing import cast

import numpy as np
from numpy.typing import NDArray
from xdsl.dialects import arith, memref
from xdsl.dialects.builtin import IndexType, IntegerAttr, IntegerType, MemRefType
from xdsl.ir import Attribute, Block, BlockArgument, Operation, OpResult, SSAValue

from xhip.dialects.xdsl_ext import IndexCastUIOp, TruncIOp
from xhip.ir.names import printed_name

U64 = NDArray[np.uint64]
BOOL = NDArray[np.bool_]

INDEX_BITS = 64


def bit_width(t: Attribute) -> int | None:
    """Width of an integer-like SSA type (`index` is 64), None for anything else."""
    if isinstance(t, IndexType):
        return INDEX_BITS
    if isinstance(t, IntegerType):
        return cast(IntegerType, t).bitwidth
    return None


def _mask(width: int) -> np.uint64:
    return np.uint64((1 << width) - 1)


def wrap(a: U64, width: int) -> U64:
    """`a` reduced to `width` bits (two's complement wrap-around)."""
    return a if width >= 64 else a & _mask(width)


def to_signed(a: U64, width: int) -> NDArray[np.int64]:
    """The signed reading of `width`-bit values."""
    if width >= 64:
        return a.view(np.int64)
    sign = np.uint64(1 << (width - 1))
    extended = np.where(a & sign, a | ~_mask(width), a)
    return extended.astype(np.uint64).view(np.int64)


def from_signed(a: NDArray[np.int64], width: int) -> U64:
    return wrap(a.view(np.uint64), width)


def constant_array(value: int, width: int, count: int) -> U64:
    return np.full(count, value % (1 << width), dtype=np.uint64)


@dataclass
class Batch:
    """Values of one batch of bindings: `count` entries per SSA value."""

    count: int
    values: dict[SSAValue, U64] = field(default_factory=dict[SSAValue, U64])
    valid: BOOL = field(default_factory=lambda: np.ones(0, dtype=np.bool_))

    def __post_init__(self) -> None:
        if self.valid.shape != (self.count,):
            self.valid = np.ones(self.count, dtype=np.bool_)

    def invalidate(self, where: BOOL) -> None:
        self.valid &= ~where


BinaryFn = Callable[[Batch, U64, U64, int], U64]


def _divisor(batch: Batch, b: U64) -> U64:
    zero = b == 0
    batch.invalidate(zero)
    return np.where(zero, np.uint64(1), b)


def _divui(batch: Batch, a: U64, b: U64, w: int) -> U64:
    return a // _divisor(batch, b)


def _remui(batch: Batch, a: U64, b: U64, w: int) -> U64:
    return a % _divisor(batch, b)


def _ceildivui(batch: Batch, a: U64, b: U64, w: int) -> U64:
    d = _divisor(batch, b)
    return a // d + (a % d != 0).astype(np.uint64)


def _signed_division(
    batch: Batch, a: U64, b: U64, w: int
) -> tuple[NDArray[np.int64], ...]:
    sa, sb = to_signed(a, w), to_signed(b, w)
    # INT_MIN / -1 overflows: undefined, like division by zero.
    minimum = -(1 << (w - 1))
    batch.invalidate((sb == 0) | ((sa == minimum) & (sb == -1)))
    sb = np.where(sb == 0, 1, sb)
    sb = np.where((sa == minimum) & (sb == -1), 1, sb)
    # Python-style floor division on int64, then corrected as needed.
    quotient = np.abs(sa) // np.abs(sb)
    negative = (sa < 0) != (sb < 0)
    truncated = np.where(negative, -quotient, quotient)
    remainder = sa - truncated * sb
    return sa, sb, truncated, remainder


def _divsi(batch: Batch, a: U64, b: U64, w: int) -> U64:
    _, _, q, _ = _signed_division(batch, a, b, w)
    return from_signed(q, w)


def _remsi(batch: Batch, a: U64, b: U64, w: int) -> U64:
    _, _, _, r = _signed_division(batch, a, b, w)
    return from_signed(r, w)


def _ceildivsi(batch: Batch, a: U64, b: U64, w: int) -> U64:
    sa, sb, q, r = _signed_division(batch, a, b, w)
    bump = (r != 0) & ((sa < 0) == (sb < 0))
    return from_signed(q + bump.astype(np.int64), w)


def _floordivsi(batch: Batch, a: U64, b: U64, w: int) -> U64:
    sa, sb, q, r = _signed_division(batch, a, b, w)
    bump = (r != 0) & ((sa < 0) != (sb < 0))
    return from_signed(q - bump.astype(np.int64), w)


def _shift_amount(batch: Batch, b: U64, w: int) -> U64:
    over = b >= np.uint64(w)
    batch.invalidate(over)
    return np.where(over, np.uint64(0), b)


def _shli(batch: Batch, a: U64, b: U64, w: int) -> U64:
    return wrap(a << _shift_amount(batch, b, w), w)


def _shrui(batch: Batch, a: U64, b: U64, w: int) -> U64:
    return a >> _shift_amount(batch, b, w)


def _shrsi(batch: Batch, a: U64, b: U64, w: int) -> U64:
    s = _shift_amount(batch, b, w)
    return from_signed(to_signed(a, w) >> s.view(np.int64), w)


def _signed(
    fn: Callable[[NDArray[np.int64], NDArray[np.int64]], NDArray[np.int64]],
) -> BinaryFn:
    def apply(batch: Batch, a: U64, b: U64, w: int) -> U64:
        return from_signed(fn(to_signed(a, w), to_signed(b, w)), w)

    return apply


BINARY: dict[type[Operation], BinaryFn] = {
    arith.AddiOp: lambda _, a, b, w: wrap(a + b, w),
    arith.SubiOp: lambda _, a, b, w: wrap(a - b, w),
    arith.MuliOp: lambda _, a, b, w: wrap(a * b, w),
    arith.DivUIOp: _divui,
    arith.RemUIOp: _remui,
    arith.CeilDivUIOp: _ceildivui,
    arith.DivSIOp: _divsi,
    arith.RemSIOp: _remsi,
    arith.CeilDivSIOp: _ceildivsi,
    arith.FloorDivSIOp: _floordivsi,
    arith.MaxUIOp: lambda _, a, b, w: np.maximum(a, b),
    arith.MinUIOp: lambda _, a, b, w: np.minimum(a, b),
    arith.MaxSIOp: _signed(np.maximum),
    arith.MinSIOp: _signed(np.minimum),
    arith.AndIOp: lambda _, a, b, w: a & b,
    arith.OrIOp: lambda _, a, b, w: a | b,
    arith.XOrIOp: lambda _, a, b, w: a ^ b,
    arith.ShLIOp: _shli,
    arith.ShRUIOp: _shrui,
    arith.ShRSIOp: _shrsi,
}
"""The integer `arith` binary ops and their semantics on `width`-bit values."""

CMPI: dict[int, Callable[[U64, U64, int], BOOL]] = {
    0: lambda a, b, w: a == b,
    1: lambda a, b, w: a != b,
    2: lambda a, b, w: to_signed(a, w) < to_signed(b, w),
    3: lambda a, b, w: to_signed(a, w) <= to_signed(b, w),
    4: lambda a, b, w: to_signed(a, w) > to_signed(b, w),
    5: lambda a, b, w: to_signed(a, w) >= to_signed(b, w),
    6: lambda a, b, w: a < b,
    7: lambda a, b, w: a <= b,
    8: lambda a, b, w: a > b,
    9: lambda a, b, w: a >= b,
}


def _extend(a: U64, src: int, dst: int, signed: bool) -> U64:
    if dst <= src:
        return wrap(a, dst)
    return from_signed(to_signed(a, src), dst) if signed else a


@dataclass(frozen=True)
class Leaf:
    """A free variable of the evaluation, and how to name it in a report."""

    name: str
    width: int
    op: Operation | None = None


def value_name(value: SSAValue) -> str:
    """`%name` of a value as printed (under `xhip.ir.names.naming`), else
    its name hint, or a positional name when it has no name hint."""
    printed = printed_name(value)
    if printed is not None:
        return printed
    if value.name_hint:
        return f"%{value.name_hint}"
    if isinstance(value, BlockArgument):
        return f"%arg{value.index}"
    if isinstance(value, OpResult):
        return f"%{value.op.name}#{value.index}"
    return "%?"


class BlockEvaluator:
    """Evaluates the integer values of one block's top-level ops over bindings.

    Construction scans the block once and records the leaves (in order of
    first appearance); `evaluate(leaf_values)` then computes every value.
    Loads from a function argument at the same constant indices share one leaf
    when the function never writes that argument (its contents are fixed).
    """

    def __init__(self, block: Block, ops: Iterable[Operation] | None = None) -> None:
        self.block = block
        self.ops = list(block.ops if ops is None else ops)
        """The ops evaluated, in order (the block's; the checker passes every
        op of a function, docs/semantics.md §4.8)."""
        self.leaves: list[Leaf] = []
        self._leaf_of: dict[object, int] = {}
        self.value_leaves: dict[SSAValue, int] = {}
        self.depends: dict[SSAValue, frozenset[int]] = {}
        self._constants: dict[SSAValue, int] = {}
        self._plan: list[tuple[Operation, Callable[[Batch], None]]] = []
        self._scan()

    # -- scanning --------------------------------------------------------------

    def _leaf(self, key: object, name: str, width: int, op: Operation | None) -> int:
        found = self._leaf_of.get(key)
        if found is None:
            found = len(self.leaves)
            self.leaves.append(Leaf(name, width, op))
            self._leaf_of[key] = found
        return found

    def _bind_leaf(self, value: SSAValue, leaf: int) -> None:
        self.value_leaves[value] = leaf
        self.depends[value] = frozenset([leaf])

    def _deps(self, *values: SSAValue) -> frozenset[int]:
        result: frozenset[int] = frozenset()
        for v in values:
            result |= self.depends.get(v, frozenset())
        return result

    def _scan(self) -> None:
        for arg in self.block.args:
            w = bit_width(arg.type)
            if w is not None:
                self._bind_leaf(arg, self._leaf(arg, value_name(arg), w, None))
        written = _written_arguments(self.block)
        for op in self.ops:
            self._scan_op(op, written)

    def _scan_op(self, op: Operation, written: set[SSAValue]) -> None:
        results = [r for r in op.results if bit_width(r.type) is not None]
        if not results:
            return
        result = results[0]
        w = bit_width(result.type)
        assert w is not None
        known = self._compile(op, result, w, written)
        if known is None:
            for r in results:
                rw = bit_width(r.type)
                assert rw is not None
                name = f"{value_name(r)} ({op.name})"
                self._bind_leaf(r, self._leaf(r, name, rw, op))
            return
        self._plan.append((op, known))

    def _available(self, *values: SSAValue) -> bool:
        return all(v in self.depends for v in values)

    def _compile(
        self, op: Operation, result: SSAValue, w: int, written: set[SSAValue]
    ) -> Callable[[Batch], None] | None:
        """The evaluation step of `op`, or None when its result is a leaf."""
        if isinstance(op, arith.ConstantOp) and isinstance(op.value, IntegerAttr):
            value = op.value.value.data
            self._constants[result] = value % (1 << w)
            self.depends[result] = frozenset()

            def constant(batch: Batch) -> None:
                batch.values[result] = constant_array(value, w, batch.count)

            return constant
        operands = list(op.operands)
        if not self._available(*[o for o in operands if bit_width(o.type) is not None]):
            return None
        fn = BINARY.get(type(op))
        if fn is not None and len(operands) == 2:
            a, b = operands
            self.depends[result] = self._deps(a, b)
            self._record_constant(op, result, fn)

            def binary(batch: Batch) -> None:
                batch.values[result] = fn(batch, batch.values[a], batch.values[b], w)

            return binary
        if isinstance(op, arith.CmpiOp):
            a, b = op.lhs, op.rhs
            pred = CMPI[op.predicate.value.data]
            ow = bit_width(a.type)
            assert ow is not None
            self.depends[result] = self._deps(a, b)

            def compare(batch: Batch) -> None:
                batch.values[result] = pred(
                    batch.values[a], batch.values[b], ow
                ).astype(np.uint64)

            return compare
        if isinstance(op, arith.SelectOp):
            c, t, f = op.cond, op.lhs, op.rhs
            self.depends[result] = self._deps(c, t, f)

            def select(batch: Batch) -> None:
                v = batch.values
                v[result] = np.where(v[c] != 0, v[t], v[f]).astype(np.uint64)

            return select
        casts: dict[type[Operation], bool] = {
            arith.IndexCastOp: True,
            arith.ExtSIOp: True,
            arith.ExtUIOp: False,
            arith.TruncIOp: False,
            TruncIOp: False,
            IndexCastUIOp: False,
        }
        if type(op) in casts:
            (source,) = operands
            sw = bit_width(source.type)
            if sw is None:
                return None
            signed = casts.get(type(op), False)
            self.depends[result] = self._deps(source)

            def cast(batch: Batch) -> None:
                batch.values[result] = _extend(batch.values[source], sw, w, signed)

            return cast
        if isinstance(op, memref.DimOp):
            return self._compile_dim(op, result, w)
        if isinstance(op, memref.LoadOp):
            return self._compile_load(op, result, w, written)
        return None

    def _record_constant(self, op: Operation, result: SSAValue, fn: BinaryFn) -> None:
        """Folds constant operands, so later dims and loads can use them as keys."""
        a, b = op.operands
        if a in self._constants and b in self._constants:
            batch = Batch(1)
            w = bit_width(result.type)
            assert w is not None
            with np.errstate(over="ignore"):
                out = fn(
                    batch,
                    np.array([self._constants[a]], dtype=np.uint64),
                    np.array([self._constants[b]], dtype=np.uint64),
                    w,
                )
            if batch.valid[0]:
                self._constants[result] = int(out[0])

    def _compile_dim(
        self, op: memref.DimOp, result: SSAValue, w: int
    ) -> Callable[[Batch], None] | None:
        source = op.source
        t = source.type
        dim = self._constants.get(op.index)
        if not isinstance(t, MemRefType) or dim is None or dim >= t.get_num_dims():
            return None
        size = t.get_shape()[dim]
        if size >= 0:
            self._constants[result] = size
            self.depends[result] = frozenset()

            def static(batch: Batch) -> None:
                batch.values[result] = constant_array(size, w, batch.count)

            return static
        operand = _dynamic_size_operand(source, dim)
        if operand is not None and operand in self.depends:
            self.depends[result] = self._deps(operand)

            def forwarded(batch: Batch) -> None:
                batch.values[result] = batch.values[operand]

            return forwarded
        if isinstance(source, BlockArgument) and source.block is self.block:
            leaf = self._leaf(
                ("dim", source, dim), f"dim({value_name(source)}, {dim})", w, op
            )
            self._bind_leaf(result, leaf)
            return lambda batch: None
        return None

    def _compile_load(
        self, op: memref.LoadOp, result: SSAValue, w: int, written: set[SSAValue]
    ) -> Callable[[Batch], None] | None:
        source = op.memref
        indices = [self._constants.get(i) for i in op.indices]
        if (
            isinstance(source, BlockArgument)
            and source.block is self.block
            and source not in written
            and all(i is not None for i in indices)
        ):
            where = ", ".join(str(i) for i in indices)
            key = ("load", source, tuple(indices))
            leaf = self._leaf(key, f"{value_name(source)}[{where}]", w, op)
            self._bind_leaf(result, leaf)
            return lambda batch: None
        return None

    # -- evaluation ------------------------------------------------------------

    def evaluate(self, leaf_values: Sequence[U64]) -> Batch:
        """All values for the bindings whose leaf `k` takes `leaf_values[k]`."""
        count = len(leaf_values[0]) if leaf_values else 1
        batch = Batch(count)
        for value, leaf in self.value_leaves.items():
            batch.values[value] = wrap(
                np.asarray(leaf_values[leaf], dtype=np.uint64), self.leaves[leaf].width
            )
        with np.errstate(over="ignore"):
            for _, step in self._plan:
                step(batch)
        return batch

    def constant(self, value: SSAValue) -> int | None:
        """The value when it is the same in every binding (a folded constant)."""
        return self._constants.get(value)


def _dynamic_size_operand(source: SSAValue, dim: int) -> SSAValue | None:
    """The SSA size of dynamic dim `dim` of an alloc or view result, if it is one."""
    t = source.type
    owner = source.owner
    if not isinstance(t, MemRefType) or not isinstance(owner, Operation):
        return None
    if isinstance(owner, memref.AllocOp | memref.AllocaOp):
        sizes = list(owner.dynamic_sizes)
    elif isinstance(owner, memref.ViewOp):
        sizes = list(owner.sizes)
    else:
        return None
    position = sum(1 for d in t.get_shape()[:dim] if d < 0)
    return sizes[position] if position < len(sizes) else None


def _written_arguments(block: Block) -> set[SSAValue]:
    """Block arguments some op may write: used other than by loads and dims."""
    written: set[SSAValue] = set()
    for arg in block.args:
        if not isinstance(arg.type, MemRefType):
            continue
        for use in arg.uses:
            if not isinstance(use.operation, memref.LoadOp | memref.DimOp):
                written.add(arg)
                break
    return written

"""MLIR's folders of the `arith` and `memref` ops, for the greedy driver.

`hip-resolve-memref-dims` runs MLIR's greedy rewrite driver, which tries every
op's folder, not only `memref.dim`'s (SPEC §11.1). This module gives the folders
that matter for index arithmetic and buffer views, written after MLIR's
`ArithOps.cpp` / `MemRefOps.cpp` (llvmorg-22):

* integer and index `arith` ops: constant folding, the identities of each folder
  (`x + 0`, `x * 1`, `x * 0`, `x - x`, `x / 1`, `maxui(x, 0)`, ...), and the
  commutative trait's fold, which moves constant operands to the right;
* `memref.cast` absorbed into its memref consumers (`load`, `store`, `dealloc`,
  `dim`, `copy`, `cast`, `reinterpret_cast`), identity casts, and the trivial view
  folds (`subview`, `expand_shape`/`collapse_shape` pairs, `reinterpret_cast`,
  `view`, `memory_space_cast`), `memref.rank` of a ranked memref;
* `memref.dim` (`fold_dim`), the folder `hip-resolve-memref-dims` is about.

A folder returns None (no fold), `IN_PLACE` (the op was updated in place), or
one value or attribute per result; it never creates ops. Floating-point,
vector and `scf` folders are not modelled (they do not occur in size arithmetic);
docs/passes.md lists what differs.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Final, cast

from xdsl.dialects import arith, memref
from xdsl.dialects.builtin import (
    DYNAMIC_INDEX,
    IndexType,
    IntegerAttr,
    IntegerType,
    MemRefType,
    NoneAttr,
    StridedLayoutAttr,
    UnrankedMemRefType,
)
from xdsl.ir import Attribute, Operation, SSAValue

from xhip.dialects.xdsl_ext import IndexCastUIOp, TruncIOp
from xhip.planning.arith_semantics import BINARY, Binary, compare, signed

FoldValue = SSAValue | IntegerAttr
"""A folded result: an existing value, or a constant to materialise."""


class InPlace:
    def __repr__(self) -> str:
        return "IN_PLACE"


IN_PLACE: Final = InPlace()
"""The folder updated the op in place (its operands changed)."""

FoldResult = Sequence[FoldValue] | InPlace | None


# ---------------------------------------------------------------------------
# Integer constants
# ---------------------------------------------------------------------------


def bit_width(t: Attribute) -> int | None:
    """The width of an integer or index type (index is 64 bits), else None."""
    if isinstance(t, IndexType):
        return 64
    if isinstance(t, IntegerType):
        return cast(IntegerType, t).bitwidth
    return None


def constant_int(value: SSAValue) -> int | None:
    """The integer a constant op gives `value` (as MLIR's `m_Constant`), unsigned
    in the value's bit width; None when it is not an integer constant."""
    owner = value.owner
    if not isinstance(owner, arith.ConstantOp):
        return None
    attr = owner.value
    width = bit_width(value.type)
    if not isinstance(attr, IntegerAttr) or width is None:
        return None
    return attr.value.data % (1 << width)


def int_attr(u: int, t: Attribute) -> IntegerAttr:
    """The attribute of the (unsigned, wrapped) integer `u` of type `t`."""
    width = bit_width(t)
    assert width is not None
    u %= 1 << width
    value = u if width == 1 else signed(u, width)
    return IntegerAttr(value, cast(IntegerType | IndexType, t))


# ---------------------------------------------------------------------------
# arith
# ---------------------------------------------------------------------------

CONSTANT_FOLDS: dict[type[Operation], Binary] = {
    op: BINARY[op.name]
    for op in (
        arith.AddiOp,
        arith.SubiOp,
        arith.MuliOp,
        arith.DivUIOp,
        arith.DivSIOp,
        arith.CeilDivUIOp,
        arith.CeilDivSIOp,
        arith.FloorDivSIOp,
        arith.RemUIOp,
        arith.RemSIOp,
        arith.AndIOp,
        arith.OrIOp,
        arith.XOrIOp,
        arith.ShLIOp,
        arith.ShRUIOp,
        arith.ShRSIOp,
        arith.MaxUIOp,
        arith.MinUIOp,
        arith.MaxSIOp,
        arith.MinSIOp,
    )
}
"""The integer ops folded on constants (`xhip.planning.arith_semantics`)."""

COMMUTATIVE_OPS: tuple[type[Operation], ...] = (
    arith.AddiOp,
    arith.MuliOp,
    arith.AndIOp,
    arith.OrIOp,
    arith.XOrIOp,
    arith.MaxUIOp,
    arith.MinUIOp,
    arith.MaxSIOp,
    arith.MinSIOp,
    arith.AddfOp,
    arith.MulfOp,
    arith.MaximumfOp,
    arith.MinimumfOp,
    arith.MaxnumfOp,
    arith.MinnumfOp,
)
"""Ops with MLIR's `Commutative` trait (its fold moves constants to the right)."""


def _binary_identity(
    op: Operation, lhs: SSAValue, rhs: SSAValue, w: int
) -> FoldValue | None:
    """The identities of each integer folder (before constant folding)."""
    c = constant_int(rhs)
    ones = (1 << w) - 1
    smax, smin = (1 << (w - 1)) - 1, 1 << (w - 1)
    t = op.results[0].type
    if isinstance(op, arith.AddiOp):
        if c == 0:
            return lhs
        for a, b in ((lhs, rhs), (rhs, lhs)):  # addi(subi(x, y), y) -> x
            sub = a.owner
            if isinstance(sub, arith.SubiOp) and sub.rhs is b:
                return sub.lhs
    elif isinstance(op, arith.SubiOp):
        if lhs is rhs:
            return int_attr(0, t)
        if c == 0:
            return lhs
        add = lhs.owner
        if isinstance(add, arith.AddiOp):
            if rhs is add.rhs:
                return add.lhs
            if rhs is add.lhs:
                return add.rhs
    elif isinstance(op, arith.MuliOp):
        if c == 0:
            return rhs
        if c == 1:
            return lhs
    elif isinstance(op, arith.DivUIOp | arith.DivSIOp):
        if c == 1:
            return lhs
        flag = "nuw" if isinstance(op, arith.DivUIOp) else "nsw"
        mul = lhs.owner
        if (
            isinstance(mul, arith.MuliOp)
            and flag in mul.overflow_flags.data
            and (mul.rhs is rhs or mul.lhs is rhs)
        ):
            return mul.lhs if mul.rhs is rhs else mul.rhs
    elif isinstance(op, arith.CeilDivUIOp | arith.CeilDivSIOp | arith.FloorDivSIOp):
        if c == 1:
            return lhs
    elif isinstance(op, arith.RemUIOp | arith.RemSIOp):
        if c == 1:
            return int_attr(0, t)
    elif isinstance(op, arith.AndIOp):
        if c == 0:
            return rhs
        if c == ones or lhs is rhs:
            return lhs
    elif isinstance(op, arith.OrIOp):
        if c == 0 or lhs is rhs:
            return lhs
        if c == ones:
            return rhs
    elif isinstance(op, arith.XOrIOp):
        if c == 0:
            return lhs
        if lhs is rhs:
            return int_attr(0, t)
    elif isinstance(op, arith.ShLIOp | arith.ShRUIOp | arith.ShRSIOp):
        if c == 0:
            return lhs
    elif isinstance(op, arith.MaxUIOp | arith.MinUIOp | arith.MaxSIOp | arith.MinSIOp):
        if lhs is rhs:
            return lhs
        absorbing, neutral = {
            arith.MaxUIOp: (ones, 0),
            arith.MinUIOp: (0, ones),
            arith.MaxSIOp: (smax, smin),
            arith.MinSIOp: (smin, smax),
        }[type(op)]
        if c == absorbing:
            return rhs
        if c == neutral:
            return lhs
    return None


def _fold_binary(op: Operation) -> FoldResult:
    lhs, rhs = op.operands
    w = bit_width(op.results[0].type)
    if w is None:
        return None
    identity = _binary_identity(op, lhs, rhs, w)
    if identity is not None:
        return [identity]
    a, b = constant_int(lhs), constant_int(rhs)
    if a is None or b is None:
        return None
    folded = CONSTANT_FOLDS[type(op)](a, b, w)
    return None if folded is None else [int_attr(folded, op.results[0].type)]


_SWAPPED_PREDICATE = {0: 0, 1: 1, 2: 4, 3: 5, 4: 2, 5: 3, 6: 8, 7: 9, 8: 6, 9: 7}
"""cmpi predicate p with its operands swapped: eq ne slt sle sgt sge ult ule ugt uge."""


def _fold_cmpi(op: arith.CmpiOp) -> FoldResult:
    w = bit_width(op.lhs.type)
    if w is None:
        return None
    p = op.predicate.value.data
    t = op.result.type
    if op.lhs is op.rhs:
        return [int_attr(int(p in (0, 3, 5, 7, 9)), t)]
    a, b = constant_int(op.lhs), constant_int(op.rhs)
    if a is not None and b is not None:
        return [int_attr(int(compare(p, a, b, w)), t)]
    if a is not None:  # the constant moves to the right, the predicate swaps
        lhs, rhs = op.lhs, op.rhs
        op.operands = [rhs, lhs]
        op.predicate = IntegerAttr(_SWAPPED_PREDICATE[p], op.predicate.type)
        return IN_PLACE
    return None


def _fold_select(op: arith.SelectOp) -> FoldResult:
    c = constant_int(op.cond)
    if c is not None:
        return [op.lhs if c else op.rhs]
    if op.lhs is op.rhs:
        return [op.lhs]
    if bit_width(op.result.type) == 1 and (
        constant_int(op.lhs),
        constant_int(op.rhs),
    ) == (1, 0):
        return [op.cond]
    return None


def _fold_int_cast(op: Operation) -> FoldResult:
    (source,) = op.operands
    (result,) = op.results
    a = constant_int(source)
    win, wout = bit_width(source.type), bit_width(result.type)
    if a is None or win is None or wout is None:
        return None
    if isinstance(op, arith.IndexCastOp | arith.ExtSIOp):
        a = signed(a, win)
    return [int_attr(a, result.type)]


def _fold_arith(op: Operation) -> FoldResult:
    if isinstance(op, tuple(CONSTANT_FOLDS)):
        return _fold_binary(op)
    if isinstance(op, arith.CmpiOp):
        return _fold_cmpi(op)
    if isinstance(op, arith.SelectOp):
        return _fold_select(op)
    if isinstance(
        op,
        arith.IndexCastOp
        | arith.ExtUIOp
        | arith.ExtSIOp
        | arith.TruncIOp
        | TruncIOp
        | IndexCastUIOp,
    ):
        return _fold_int_cast(op)
    return None


def fold_commutative(op: Operation) -> bool:
    """MLIR's `foldCommutative`: constant operands move to the end (stably)."""
    if not isinstance(op, COMMUTATIVE_OPS) or len(op.operands) < 2:
        return False
    operands = list(op.operands)
    is_constant = [isinstance(v.owner, arith.ConstantOp) for v in operands]
    reordered = [v for v, k in zip(operands, is_constant, strict=True) if not k] + [
        v for v, k in zip(operands, is_constant, strict=True) if k
    ]
    if all(a is b for a, b in zip(reordered, operands, strict=True)):
        return False
    op.operands = reordered
    return True


# ---------------------------------------------------------------------------
# memref
# ---------------------------------------------------------------------------


def fold_memref_cast(op: Operation, skip: SSAValue | None = None) -> bool:
    """`memref::foldMemRefCast`: each operand made by a `memref.cast` of a ranked
    memref is replaced by the cast's source (`skip` excepted)."""
    folded = False
    for i, operand in enumerate(op.operands):
        source = operand.owner
        if (
            operand is not skip
            and isinstance(source, memref.CastOp)
            and not isinstance(source.source.type, UnrankedMemRefType)
        ):
            op.operands[i] = source.source
            folded = True
    return folded


def strides_and_offset(t: MemRefType) -> tuple[list[int], int] | None:
    """The strides and offset of an identity or strided layout (dynamic entries
    `DYNAMIC_INDEX`), as MLIR's `getStridesAndOffset`; None for other layouts."""
    layout = t.layout
    if isinstance(layout, NoneAttr):
        strides: list[int] = []
        running: int | None = 1
        for d in reversed(t.get_shape()):
            strides.insert(0, DYNAMIC_INDEX if running is None else running)
            running = None if running is None or d < 0 else running * d
        return strides, 0
    if isinstance(layout, StridedLayoutAttr):
        values = [
            DYNAMIC_INDEX if isinstance(s, NoneAttr) else s.data
            for s in layout.strides.data
        ]
        offset = layout.offset
        return values, DYNAMIC_INDEX if isinstance(offset, NoneAttr) else offset.data
    return None


def can_fold_cast_into_consumer(op: memref.CastOp) -> bool:
    """`memref::CastOp::canFoldIntoConsumerOp`: a cast to a less static type."""
    source, result = op.source.type, op.dest.type
    if not isinstance(source, MemRefType) or not isinstance(result, MemRefType):
        return False
    source = cast(MemRefType[Attribute], source)
    if source.element_type != result.element_type:
        return False
    if source.get_num_dims() != result.get_num_dims():
        return False
    a, b = strides_and_offset(source), strides_and_offset(result)
    if a is None or b is None:
        return False
    pairs = [
        *zip(source.get_shape(), result.get_shape(), strict=True),
        (a[1], b[1]),
        *zip(a[0], b[0], strict=True),
    ]
    dynamic = {-1, DYNAMIC_INDEX}
    return not any(s != r and s in dynamic and r not in dynamic for s, r in pairs)


def _is_static(t: MemRefType) -> bool:
    if any(d < 0 for d in t.get_shape()):
        return False
    so = strides_and_offset(t)
    return so is not None and DYNAMIC_INDEX not in so[0] and so[1] != DYNAMIC_INDEX


def _mixed(static: Sequence[int], dynamic: Sequence[SSAValue]) -> list[int | SSAValue]:
    values = iter(dynamic)
    return [next(values) if s == DYNAMIC_INDEX else s for s in static]


def _is_int(v: int | SSAValue, n: int) -> bool:
    return v == n if isinstance(v, int) else constant_int(v) == n


def _fold_subview(op: memref.SubviewOp) -> FoldResult:
    source_type, result_type = op.source.type, op.result.type
    if result_type == source_type and _is_static(result_type):
        return [op.source]
    inner = op.source.owner
    if isinstance(inner, memref.SubviewOp) and result_type == source_type:
        offsets = _mixed(op.static_offsets.get_values(), op.offsets)
        strides = _mixed(op.static_strides.get_values(), op.strides)
        sizes = _mixed(op.static_sizes.get_values(), op.sizes)
        inner_sizes = _mixed(inner.static_sizes.get_values(), inner.sizes)
        same = len(sizes) == len(inner_sizes) and all(
            a is b if isinstance(a, SSAValue) else a == b
            for a, b in zip(sizes, inner_sizes, strict=True)
        )
        if (
            all(_is_int(o, 0) for o in offsets)
            and all(_is_int(s, 1) for s in strides)
            and same
        ):
            return [op.source]
    return None


def _fold_reshape(op: memref.ExpandShapeOp | memref.CollapseShapeOp) -> FoldResult:
    if op.src.type == op.result.type:
        return [op.src]
    inverse = (
        memref.CollapseShapeOp
        if isinstance(op, memref.ExpandShapeOp)
        else memref.ExpandShapeOp
    )
    inner = op.src.owner
    if isinstance(inner, inverse) and inner.src.type == op.result.type:
        return [inner.src]
    return None


def _fold_reinterpret_cast(op: memref.ReinterpretCastOp) -> FoldResult:
    source = op.source.owner
    previous: SSAValue | None = None
    if isinstance(source, memref.ReinterpretCastOp | memref.CastOp) or (
        isinstance(source, memref.SubviewOp)
        and all(
            _is_int(o, 0)
            for o in _mixed(source.static_offsets.get_values(), source.offsets)
        )
    ):
        previous = source.source
    if previous is not None:
        op.operands[0] = previous
        return IN_PLACE
    result = op.result.type
    if (
        all(d >= 0 for d in result.get_shape())
        and op.source.type == result
        and op.static_offsets.get_values()[:1] == (0,)
    ):
        return [op.source]
    return None


def dynamic_position(t: MemRefType, index: int) -> int:
    """Which dynamic dimension of `t` dimension `index` is (MLIR's
    `getDynamicDimIndex`): the number of dynamic dimensions before it."""
    return sum(1 for d in t.get_shape()[:index] if d < 0)


def fold_dim(op: memref.DimOp) -> FoldResult:
    """`memref::DimOp::fold` (SPEC §11.1): needs a constant, in-range index on a
    ranked memref. A static dimension becomes a constant; a dynamic one of an
    alloc, alloca or view is its size operand, of a subview its size operand for
    that result dimension (the k-th dynamic result dimension is the k-th dynamic
    size: dropped dimensions have static size 1); a dim of a `memref.cast` of a
    ranked memref queries the cast's source instead (in place)."""
    index = constant_int(op.index)
    t = op.source.type
    if index is None or not isinstance(t, MemRefType):
        return None
    t = cast(MemRefType[Attribute], t)
    index = signed(index, 64)
    if not 0 <= index < t.get_num_dims():
        return None
    size = t.get_shape()[index]
    if size >= 0:
        return [int_attr(size, IndexType())]
    k = dynamic_position(t, index)
    source = op.source.owner
    if isinstance(source, memref.AllocOp | memref.AllocaOp):
        return [source.dynamic_sizes[k]]
    if isinstance(source, memref.ViewOp | memref.SubviewOp) and k < len(source.sizes):
        return [source.sizes[k]]
    return IN_PLACE if fold_memref_cast(op) else None


def _fold_memref(op: Operation) -> FoldResult:
    if isinstance(op, memref.DimOp):
        return fold_dim(op)
    if isinstance(op, memref.CastOp):
        if fold_memref_cast(op):
            return IN_PLACE
        if op.source.type == op.dest.type:  # CastOpInterface's trait fold
            return [op.source]
        return None
    if isinstance(op, memref.LoadOp | memref.DeallocOp | memref.AtomicRMWOp):
        return IN_PLACE if fold_memref_cast(op) else None
    if isinstance(op, memref.StoreOp):
        return IN_PLACE if fold_memref_cast(op, skip=op.value) else None
    if isinstance(op, memref.CopyOp):
        folded = False
        for i, operand in enumerate(op.operands):
            source = operand.owner
            if isinstance(source, memref.CastOp) and can_fold_cast_into_consumer(
                source
            ):
                op.operands[i] = source.source
                folded = True
        return IN_PLACE if folded else None
    if isinstance(op, memref.SubviewOp):
        return _fold_subview(op)
    if isinstance(op, memref.ExpandShapeOp | memref.CollapseShapeOp):
        return _fold_reshape(op)
    if isinstance(op, memref.ReinterpretCastOp):
        return _fold_reinterpret_cast(op)
    if isinstance(op, memref.MemorySpaceCastOp):
        inner = op.source.owner
        if isinstance(inner, memref.MemorySpaceCastOp):
            op.operands[0] = inner.source
            return IN_PLACE
        return None
    if isinstance(op, memref.ViewOp):
        if (
            op.source.type == op.result.type
            and _is_static(op.result.type)
            and constant_int(op.byte_shift) == 0
        ):
            return [op.source]
        return None
    if isinstance(op, memref.RankOp):
        t = op.source.type
        if isinstance(t, MemRefType):
            return [int_attr(t.get_num_dims(), IndexType())]
    return None


def fold(op: Operation) -> FoldResult:
    """Tries the op's folder, then (when it fails or folds in place) its trait
    folders, as MLIR's `Operation::fold` does."""
    result = _fold_arith(op) if op.dialect_name() == "arith" else _fold_memref(op)
    if (result is None or result is IN_PLACE) and fold_commutative(op):
        return IN_PLACE
    return result

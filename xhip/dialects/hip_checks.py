"""The op verifiers of upstream's hip dialect (`HipDialect.cpp`, `HipShapeUtils.cpp`),
with its messages, as functions the generated classes call.

`hip-ops.json` says which op runs which (an op's `verifier`: a list of steps,
`generate_hip_ops.py` writes the `verify_` that runs them in order); MLIR runs an
op's own `verify()` after its ODS constraints and before the
`DestinationStyleOpInterface` checks of `HipDpsOp.verify_`, and so does xhip.
docs/semantics.md §2.2 lists what is checked and what is not.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import cast

from xdsl.dialects.builtin import (
    DYNAMIC_INDEX,
    ArrayAttr,
    IntegerAttr,
    MemRefType,
    TensorType,
)
from xdsl.ir import Attribute, Operation, SSAValue
from xdsl.utils.exceptions import VerifyException


def data_values(op: Operation, names: Sequence[str]) -> list[SSAValue]:
    """The values of operand definitions `names` of `op`, in that order (an
    absent optional gives none, a variadic all of its values)."""
    values: list[SSAValue] = []
    for name in names:
        group: object = getattr(op, name)
        if group is None:
            continue
        if isinstance(group, SSAValue):
            values.append(cast(SSAValue, group))
        else:
            values.extend(cast(Sequence[SSAValue], group))
    return values


def verify_dps_compute(op: Operation, data: Sequence[str], inits: str) -> None:
    """Upstream's `verifyDpsComputeOp`: the data operands all tensors or all
    memrefs (the first one decides), and one ranked-tensor result per init in
    tensor mode, none in memref mode."""
    values = data_values(op, data)
    if not values:
        raise VerifyException("expected at least one data operand")
    tensor_mode = isinstance(values[0].type, TensorType)
    if any(isinstance(v.type, TensorType) != tensor_mode for v in values):
        raise VerifyException(
            "all data operands must be the same kind (all tensor or all memref)"
        )
    results = len(op.results)
    if tensor_mode:
        count = len(data_values(op, [inits]))
        if results != count:
            raise VerifyException(
                f"tensor mode requires {count} result(s), got {results}"
            )
        for i, result in enumerate(op.results):
            if not isinstance(result.type, TensorType):
                raise VerifyException(f"result #{i} must be a ranked tensor")
    elif results:
        raise VerifyException(f"memref mode must have zero results, got {results}")


def shape_of(attr: Attribute) -> tuple[int, ...]:
    """Upstream's `getShapeOf`: the shape of a ranked tensor or memref, else ()."""
    if isinstance(attr, TensorType | MemRefType):
        return tuple(attr.get_shape())  # pyright: ignore[reportUnknownArgumentType, reportUnknownMemberType]
    return ()


def format_shape(shape: Sequence[int]) -> str:
    """`[?, 4, 4]`: upstream's `formatShape`."""
    return "[" + ", ".join("?" if d == DYNAMIC_INDEX else str(d) for d in shape) + "]"


def broadcast_shape(a: Sequence[int], b: Sequence[int]) -> list[int] | None:
    """MLIR's `OpTrait::util::getBroadcastedShape` (NumPy rules, right-aligned;
    a dynamic size takes the other side's size when that is above 1); None when
    two static sizes differ and neither is 1."""
    result = list(a if len(a) > len(b) else b)
    for k in range(1, min(len(a), len(b)) + 1):
        x, y = a[-k], b[-k]
        if x == DYNAMIC_INDEX or y == DYNAMIC_INDEX:
            if x > 1:
                result[-k] = x
            elif y > 1 or x == 1:
                result[-k] = y
            elif y == 1:
                result[-k] = x
            else:
                result[-k] = DYNAMIC_INDEX
        elif x == y or y == 1:
            result[-k] = x
        elif x == 1:
            result[-k] = y
        else:
            return None
    return result


def matmul_shape(a: Sequence[int], b: Sequence[int]) -> list[int]:
    """Upstream's `inferMatmulShape`: the output shape of `a @ b` (batch dims
    broadcast), or a `VerifyException` with its message."""
    if len(a) < 2:
        raise VerifyException(f"matmul A must have rank >= 2, got rank {len(a)}")
    if len(b) < 2:
        raise VerifyException(f"matmul B must have rank >= 2, got rank {len(b)}")
    ka, kb = a[-1], b[-2]
    if DYNAMIC_INDEX not in (ka, kb) and ka != kb:
        raise VerifyException(
            f"matmul contraction dim mismatch: A.shape[-1]={ka} vs B.shape[-2]={kb}"
        )
    batch = broadcast_shape(a[:-2], b[:-2])
    if batch is None:
        raise VerifyException(
            f"matmul batch broadcast failure: A.batch={format_shape(a[:-2])} "
            f"B.batch={format_shape(b[:-2])}"
        )
    return [*batch, a[-2], b[-1]]


def verify_result_shape(expected: Sequence[int], init: Attribute, i: int) -> None:
    """Upstream's `verifyHipOpShape` for init `#i`: its rank, and each static
    size where the expected one is static too."""
    actual = shape_of(init)
    if len(actual) != len(expected):
        raise VerifyException(
            f"rank mismatch on result #{i}: expected rank {len(expected)} "
            f"{format_shape(expected)} but outs has rank {len(actual)} "
            f"{format_shape(actual)}"
        )
    for d, (x, e) in enumerate(zip(actual, expected, strict=True)):
        if DYNAMIC_INDEX not in (x, e) and x != e:
            raise VerifyException(
                f"dim {d} of result #{i} mismatch: expected {e} "
                f"{format_shape(expected)} but outs has {x} {format_shape(actual)}"
            )


def verify_matmul_shape(op: Operation, a: str, b: str, output: str) -> None:
    """`hip.matmul`: the output's shape is `A @ B`'s (`inferMatmulShape`)."""
    a_value, b_value, out = data_values(op, [a, b, output])
    expected = matmul_shape(shape_of(a_value.type), shape_of(b_value.type))
    verify_result_shape(expected, out.type, 0)


def verify_transpose_perm(op: Operation, input: str, perm: str) -> None:
    """`hip.transpose`: `perm` is a permutation of the input's dimensions."""
    (value,) = data_values(op, [input])
    attr = op.properties[perm]
    assert isinstance(attr, ArrayAttr)
    entries: tuple[Attribute, ...] = attr.data  # pyright: ignore[reportUnknownMemberType, reportUnknownVariableType]
    if isinstance(value.type, TensorType | MemRefType):
        rank = len(value.type.get_shape())  # pyright: ignore[reportUnknownArgumentType, reportUnknownMemberType]
        if len(entries) != rank:
            raise VerifyException(
                f"perm length ({len(entries)}) must match input rank ({rank})"
            )
    seen: set[int] = set()
    for entry in entries:
        if not isinstance(entry, IntegerAttr):
            raise VerifyException("perm must be a list of integers")
        v = entry.value.data  # pyright: ignore[reportUnknownMemberType, reportUnknownVariableType]
        assert isinstance(v, int)
        if v < 0 or v >= len(entries):
            raise VerifyException(f"perm value {v} is out of range")
        if v in seen:
            raise VerifyException(f"perm must be a permutation (duplicate value {v})")
        seen.add(v)


def verify_layer_norm_outputs(op: Operation, outputs: str) -> None:
    """`hip.layer_norm`: 1 to 3 output buffers (output, [mean, [inv_std]])."""
    count = len(data_values(op, [outputs]))
    if not 1 <= count <= 3:
        raise VerifyException(
            f"expected 1 to 3 output buffers (output, [mean, [inv_std]]), got {count}"
        )

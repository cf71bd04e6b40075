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

from xdsl.dialects import func
from xdsl.dialects.builtin import (
    DYNAMIC_INDEX,
    AnyFloat,
    ArrayAttr,
    BFloat16Type,
    DenseIntOrFPElementsAttr,
    Float16Type,
    Float32Type,
    Float64Type,
    IntegerAttr,
    IntegerType,
    MemRefType,
    StringAttr,
    SymbolRefAttr,
    TensorType,
    UnregisteredOp,
)
from xdsl.ir import Attribute, Operation, SSAValue
from xdsl.traits import SymbolTable
from xdsl.utils.exceptions import VerifyException

from xhip.dialects.splat import SplatElementsAttr


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


def _int_property(op: Operation, name: str) -> int:
    attr = op.properties[name]
    assert isinstance(attr, IntegerAttr)
    value = attr.value.data  # pyright: ignore[reportUnknownMemberType, reportUnknownVariableType]
    assert isinstance(value, int)
    return value


def verify_carried(
    op: Operation, count: str, inits: str, callees: Sequence[str]
) -> None:
    """`hip.loop` (`num_loop_carried`, `v_init`) and `hip.if` (`num_outputs`,
    `o_init`): as many inits as the count (a `uint32_t` upstream) says; with
    tensors one result per init, of its type; with memrefs none (the first init
    decides). Then upstream's `verifySymbolUses`: each callee names a
    `func.func`."""
    n = _int_property(op, count) % 2**32
    values = data_values(op, [inits])
    if n != len(values):
        raise VerifyException(
            f"{count} ({n}) must equal the {inits} operand count ({len(values)})"
        )
    results = op.results
    if not values or isinstance(values[0].type, TensorType):
        if n != len(results):
            raise VerifyException(
                f"tensor mode: {count} ({n}) must equal the result count "
                f"({len(results)})"
            )
        for i, (value, result) in enumerate(zip(values, results, strict=True)):
            if value.type != result.type:
                raise VerifyException(
                    f"result type #{i} ('{result.type}') must match {inits} type "
                    f"#{i} ('{value.type}')"
                )
    elif results:
        raise VerifyException(f"memref mode must have zero results, got {len(results)}")
    verify_callees(op, callees)


def verify_callees(op: Operation, callees: Sequence[str]) -> None:
    """MLIR's `verifySymbolUses` of `op`: each flat symbol property in `callees`
    names a `func.func` of the nearest symbol table. MLIR runs it only under a
    symbol table (a detached op is not checked), and finds no table past an
    unregistered op with one region (`isPotentiallyUnknownSymbolTable`)."""
    table: Operation | None = None
    unknown = False
    parent = op.parent_op()
    while parent is not None:
        if isinstance(parent, UnregisteredOp):
            unknown = unknown or len(parent.regions) == 1
        elif parent.has_trait(SymbolTable):
            table = parent
            break
        parent = parent.parent_op()
    if table is None:
        return
    names = set[str]()
    if not unknown and table.regions and table.regions[0].blocks:
        names = {
            f.sym_name.data
            for f in table.regions[0].block.ops
            if isinstance(f, func.FuncOp)
        }
    for callee in callees:
        ref = op.properties[callee]
        assert isinstance(ref, SymbolRefAttr)
        if ref.root_reference.data not in names:
            raise VerifyException(
                f"{callee} '{ref.root_reference.data}' does not reference a func.func"
            )


_QUANT_TYPES = ("NONE", "PER_TENSOR", "PER_CHANNEL")


def _present(op: Operation, operand: str) -> bool:
    """Whether the optional operand `operand` of `op` is given."""
    return getattr(op, operand) is not None


def verify_gqa_attributes(op: Operation) -> None:
    """`hip.gqa`: quantized caches have their scales, known quantization
    kinds, a 4- or 8-bit cache, a `qk_output` mode with its buffer, and the
    paired optional inputs both present or both absent."""
    kinds: dict[str, str] = {}
    for side in ("k", "v"):
        attr = op.properties[f"{side}_quant_type"]
        assert isinstance(attr, StringAttr)
        kinds[side] = attr.data
        if attr.data != "NONE" and not _present(op, f"{side}_scale"):
            raise VerifyException(
                f"{side}_quant_type is '{attr.data}' but {side}_scale is not provided"
            )
    for side, kind in kinds.items():
        if kind not in _QUANT_TYPES:
            raise VerifyException(
                f"{side}_quant_type must be 'NONE', 'PER_TENSOR', or 'PER_CHANNEL', "
                f"got '{kind}'"
            )
    bits = _int_property(op, "kv_cache_bit_width")
    if bits not in (4, 8):
        raise VerifyException(f"kv_cache_bit_width must be 4 or 8, got {bits}")
    qk_output = _int_property(op, "qk_output")
    if not 0 <= qk_output <= 2:
        raise VerifyException(f"qk_output must be 0, 1, or 2, got {qk_output}")
    if qk_output != 0 and not _present(op, "output_qk"):
        raise VerifyException(
            f"qk_output is {qk_output} but output_qk buffer is not provided"
        )
    for first, second in (("cos_cache", "sin_cache"), ("key", "value")):
        has = [_present(op, name) for name in (first, second)]
        if has[0] != has[1]:
            state = ["present" if h else "absent" for h in has]
            raise VerifyException(
                f"{first} and {second} must both be provided or both be omitted "
                f"(found {first}={state[0]}, {second}={state[1]})"
            )


_INT64_MAX = 2**63 - 1


def _element_bits(element: Attribute) -> int:
    """The bits of a `hip.constant` element type, or upstream's message."""
    if isinstance(element, AnyFloat):
        if not isinstance(
            element, Float16Type | BFloat16Type | Float32Type | Float64Type
        ):
            raise VerifyException(
                f"has unsupported floating-point element type '{element}'"
            )
        return element.bitwidth
    if isinstance(element, IntegerType):
        width = cast(IntegerType, element).bitwidth
        if width not in (1, 8, 16, 32, 64):
            raise VerifyException(f"has unsupported integer element type '{element}'")
        return width
    raise VerifyException(f"has unsupported element type '{element}'")


def _constant_bytes(t: TensorType[Attribute]) -> int:
    """The byte size of a `hip.constant` result, or upstream's message."""
    shape = tuple(t.get_shape())
    if DYNAMIC_INDEX in shape:
        raise VerifyException("requires a statically shaped ranked tensor result")
    bits = _element_bits(t.element_type)
    count = 1
    for d in shape:
        count *= d
        if count > _INT64_MAX:
            raise VerifyException("result element count overflows int64")
    expected = count * ((bits + 7) // 8)
    if expected > _INT64_MAX:
        raise VerifyException("result byte size overflows int64")
    return expected


def verify_constant_source(op: Operation) -> None:
    """`hip.constant`: a static tensor of a supported element type, and one
    complete source of its bytes: an inline `value` of its type, a file range
    (`location`, `offset`, `size`) or a memory range (`memory_address`, `size`)
    whose `size` is the tensor's byte size."""
    (result,) = op.results
    t = cast(TensorType[Attribute], result.type)
    expected = _constant_bytes(t)
    p = op.properties
    if "serialization_order" in p and _int_property(op, "serialization_order") < 0:
        raise VerifyException("serialization order must be non-negative")
    has = {k: k in p for k in ("value", "location", "offset", "memory_address", "size")}
    if not has["value"]:
        _verify_external_source(op, has, expected)
        return
    if any(has[k] for k in ("location", "offset", "memory_address", "size")):
        raise VerifyException("inline source must contain only `value`")
    value = p["value"]
    if not isinstance(value, DenseIntOrFPElementsAttr | SplatElementsAttr):
        raise VerifyException("inline `value` must be a DenseElementsAttr")
    value_type = cast(Attribute, value.type)  # pyright: ignore[reportUnknownMemberType]
    if value_type != t:
        raise VerifyException(
            f"inline `value` type '{value_type}' does not match result type '{t}'"
        )


def _verify_external_source(op: Operation, has: dict[str, bool], expected: int) -> None:
    """A `hip.constant` without `value`: a complete file or memory range of
    `expected` bytes, with upstream's messages in its order."""
    file = has["location"] or has["offset"]
    memory = has["memory_address"]
    if file and memory:
        raise VerifyException("file and memory sources are mutually exclusive")
    if not file and not memory and not has["size"]:
        raise VerifyException(
            "requires exactly one source: `value`, complete file source, or "
            "complete memory source"
        )
    if file and not (has["location"] and has["offset"] and has["size"]):
        raise VerifyException(
            "external source requires `location`, `offset`, and `size` together"
        )
    if memory and not has["size"]:
        raise VerifyException(
            "memory source requires `memory_address` and `size` together"
        )
    if not file and not memory:
        raise VerifyException(
            "external source requires a file location or memory address"
        )
    size = _int_property(op, "size")
    if size <= 0:
        raise VerifyException("external source `size` must be positive")
    if size != expected:
        raise VerifyException(
            f"external source byte size {size} does not match result byte size "
            f"{expected}"
        )
    if memory:
        if _int_property(op, "memory_address") == 0:
            raise VerifyException("memory-address source has null address")
        return
    location = op.properties["location"]
    assert isinstance(location, StringAttr)
    offset = _int_property(op, "offset")
    if not location.data:
        raise VerifyException("external source `location` must not be empty")
    if offset < 0:
        raise VerifyException("file source `offset` must be non-negative")
    if offset > _INT64_MAX - size:
        raise VerifyException("file source range overflows int64")

"""Every op of hip-ops.json round-trips, in custom and generic form, in xhip and MLIR.

The instances are generated from the op data (operands, attributes, results,
regions, assembly format), not listed by hand, so a new or changed upstream op is
covered by editing the JSON (and regenerating hip_ops.py) alone. Per op: every optional operand and attribute
present (DefaultValued ones at a non-default value), all of them absent, each
optional operand absent on its own, and for destination-passing ops a tensor
variant that returns one tensor per init (`: types`, or `-> T` after upstream's
custom printer). Where an upstream `verify()` ties values together (docs/semantics.md
§2.2), the instances keep to it: `hip.loop` and `hip.if` carry tensors (one result
each) or memrefs (none) and call declared functions, `hip.constant` has one source,
`hip.gqa`'s attributes are valid and its paired operands go together.
"""

from __future__ import annotations

import os
import re
import shutil
import subprocess
from collections.abc import Iterator
from dataclasses import dataclass, replace
from io import StringIO
from pathlib import Path

import pytest
from xdsl.dialects import func
from xdsl.dialects.builtin import (
    DYNAMIC_INDEX,
    ArrayAttr,
    DenseIntOrFPElementsAttr,
    FloatAttr,
    IndexType,
    IntegerAttr,
    MemRefType,
    ModuleOp,
    StringAttr,
    SymbolRefAttr,
    TensorType,
    UnitAttr,
    f16,
    f32,
    f64,
    i1,
    i8,
    i32,
    i64,
)
from xdsl.ir import Attribute, Block, Operation, Region
from xdsl.irdl import IRDLOperation
from xdsl.parser import Parser
from xdsl.printer import Printer
from xdsl.traits import IsTerminator

from xhip.dialects import hip
from xhip.dialects.generate_hip_ops import OpSpec, load_op_specs
from xhip.ir import make_context

SPECS = load_op_specs()
CLASSES: dict[str, type[IRDLOperation]] = {
    op.name: op for op in hip.hip_dialect().operations if issubclass(op, IRDLOperation)
}

_WRAPPED = re.compile(r"^(\w+)<(.*)>$")


def _split(constraint: str) -> tuple[str, str]:
    """`Optional<X>` -> ("Optional", "X"); `X` -> ("", "X")."""
    match = _WRAPPED.match(constraint)
    if match and match.group(1) in (
        "Optional",
        "Variadic",
        "OptionalAttr",
        "DefaultValuedAttr",
        "DefaultValuedStrAttr",
    ):
        return match.group(1), match.group(2)
    return "", constraint


_OPERAND_TYPES = {
    "Hip_ContextType",
    "Hip_TensorOrMemRef",
    "AnyMemRef",
    "AnyRankedTensor",
    "AnyType",
    "Index",
    "I1",
    "I64",
    "AnyTypeOf<[AnyInteger, AnyFloat, Index]>",
}


def is_operand(constraint: str) -> bool:
    return _split(constraint)[1] in _OPERAND_TYPES


def operands_of(spec: OpSpec) -> list[tuple[str, str, str]]:
    """(name, wrapper, type constraint) of each operand, in definition order."""
    return [(n, *_split(c)) for n, c in spec.arguments if is_operand(c)]


def attributes_of(spec: OpSpec) -> list[tuple[str, str, str]]:
    """(name, wrapper, attribute kind) of each attribute; defaults stay in `kind`."""
    return [(n, *_split(c)) for n, c in spec.arguments if not is_operand(c)]


def anchored(spec: OpSpec, name: str) -> bool:
    """Whether `$name` anchors an optional group of the format (may be empty)."""
    return re.search(rf"\${name}\^", spec.assembly_format) is not None


# ---------------------------------------------------------------------------
# Sample values
# ---------------------------------------------------------------------------

SHAPE = [8, 8]
"""Square, so that `hip.matmul`'s shape check (A @ B is the output) holds."""


def shaped(tensor: bool, element: Attribute = f16) -> Attribute:
    return TensorType(element, SHAPE) if tensor else MemRefType(element, SHAPE)


def operand_type(kind: str, tensor: bool) -> Attribute:
    return {
        "Hip_ContextType": hip.ContextType(),
        "Hip_TensorOrMemRef": shaped(tensor),
        "AnyMemRef": MemRefType(f16, SHAPE),
        "AnyRankedTensor": TensorType(f16, SHAPE),
        "AnyType": i32,
        "Index": IndexType(),
        "I1": i1,
        "I64": i64,
    }[kind]


def default_of(kind: str) -> tuple[str, Attribute | None]:
    """(attribute kind, default) of `DefaultValuedAttr<Kind, "text">`, read here
    independently of the dialect's own reading."""
    base, _, text = kind.partition(", ")
    if not text:
        return base, None
    text = text.strip()[1:-1].replace('\\"', "")
    value: Attribute = {
        "I64Attr": lambda: IntegerAttr(int(text), i64),
        "I32Attr": lambda: IntegerAttr(int(text), i32),
        "F32Attr": lambda: FloatAttr(float(text), f32),
        "F64Attr": lambda: FloatAttr(float(text), f64),
        "BoolAttr": lambda: IntegerAttr(int(text == "true"), i1),
        "StrAttr": lambda: StringAttr(text),
    }[base]()
    return base, value


def attribute_samples(kind: str, name: str) -> list[Attribute]:
    """Two distinct valid values of an ODS attribute kind."""
    if kind == "I64Attr":
        return [IntegerAttr(3, i64), IntegerAttr(-2, i64)]
    if kind == "I32Attr":
        return [IntegerAttr(2, i32), IntegerAttr(5, i32)]
    if kind == "F32Attr":
        return [FloatAttr(0.5, f32), FloatAttr(-1.25, f32)]
    if kind == "F64Attr":
        return [FloatAttr(0.25, f64), FloatAttr(2.5, f64)]
    if kind == "StrAttr":
        return [StringAttr("tanh"), StringAttr("sum")]
    if kind == "BoolAttr":
        return [IntegerAttr(1, i1), IntegerAttr(0, i1)]
    if kind == "UnitAttr":
        return [UnitAttr()]
    if kind == "I64ArrayAttr" and name == "perm":
        # hip.transpose checks it is a permutation of the input's (rank-2) dims
        return [ArrayAttr([IntegerAttr(1, i64), IntegerAttr(0, i64)])]
    if kind == "I64ArrayAttr":
        return [ArrayAttr([IntegerAttr(1, i64), IntegerAttr(2, i64)]), ArrayAttr([])]
    if kind == "FlatSymbolRefAttr":
        return [SymbolRefAttr(f"{name}_callee")]
    if kind == "ElementsAttr":
        return [DenseIntOrFPElementsAttr.from_list(TensorType(f32, [2]), [1.0, 2.5])]
    raise AssertionError(f"no sample for attribute kind {kind}")


def non_default(kind: str, name: str) -> Attribute:
    base, default = default_of(kind)
    return next(v for v in attribute_samples(base, name) if v != default)


# What upstream's `verify()`s ask of the values (docs/semantics.md §2.2).

CARRIED = {
    "hip.loop": ("v_init", "num_loop_carried"),
    "hip.if": ("o_init", "num_outputs"),
}
"""(inits, count property): as many inits as the count; one result per tensor init."""

VALID: dict[str, dict[str, Attribute]] = {
    "hip.gqa": {
        "qk_output": IntegerAttr(1, i64),
        "kv_cache_bit_width": IntegerAttr(4, i64),
        "k_quant_type": StringAttr("PER_TENSOR"),
        "v_quant_type": StringAttr("PER_CHANNEL"),
    }
}
"""Non-default values a DefaultValued attribute takes where the samples are invalid."""

NEEDS: dict[str, dict[str, str]] = {
    "hip.gqa": {
        "qk_output": "output_qk",
        "k_quant_type": "k_scale",
        "v_quant_type": "v_scale",
    }
}
"""attribute -> the optional operand its non-default value needs: without it the
attribute is left at its default."""

PAIRS: dict[str, tuple[tuple[str, str], ...]] = {
    "hip.gqa": (("key", "value"), ("cos_cache", "sin_cache"))
}
"""Optional operands present or absent together."""

SOURCES: dict[str, dict[str, dict[str, Attribute]]] = {
    "hip.constant": {
        "all": {"value": attribute_samples("ElementsAttr", "value")[0]},
        "none": {
            "location": StringAttr("weights.bin"),
            "offset": IntegerAttr(0, i64),
            "size": IntegerAttr(8, i64),
        },
        "memory": {
            "memory_address": IntegerAttr(4096, i64),
            "size": IntegerAttr(8, i64),
        },
    }
}
"""The one source of a `hip.constant` (of `tensor<2xf32>`, 8 bytes) per variant;
the other optional attributes follow the variant."""


def _paired(mnemonic: str, name: str) -> tuple[str, ...]:
    return next((p for p in PAIRS.get(mnemonic, ()) if name in p), (name,))


# ---------------------------------------------------------------------------
# Instances
# ---------------------------------------------------------------------------


@dataclass(frozen=True)
class Variant:
    """Which optional parts an instance carries."""

    name: str
    absent: frozenset[str]  # optional operands left out
    attributes: str  # "all" (non-default values), "none", or "default" (explicit)
    tensor: bool = False


def variants(spec: OpSpec) -> list[Variant]:
    optional = [n for n, w, _ in operands_of(spec) if w in ("Optional", "Variadic")]
    has_optional_attr = any(w for _, w, _ in attributes_of(spec)) or any(
        k == "UnitAttr" for _, _, k in attributes_of(spec)
    )
    result = [Variant("all", frozenset(), "all")]
    if optional or has_optional_attr:
        result.append(Variant("none", frozenset(optional), "none"))
    if any(w.startswith("DefaultValued") for _, w, _ in attributes_of(spec)):
        result.append(Variant("defaults", frozenset(), "default"))
    if len(optional) > 1:
        groups = dict.fromkeys(_paired(spec.mnemonic, n) for n in optional)
        result += [Variant(f"no-{'+'.join(g)}", frozenset(g), "all") for g in groups]
    if spec.kind == "dps":
        result.append(Variant("tensor", frozenset(), "all", tensor=True))
    if spec.mnemonic in CARRIED:
        # tensors carried by default, memrefs (and no results) in this one
        result = [replace(v, tensor=True) for v in result]
        result.append(Variant("memref", frozenset(), "all"))
    if spec.mnemonic in SOURCES:
        result.append(Variant("memory", frozenset(), "all"))
    return result


@dataclass
class Instance:
    id: str
    spec: OpSpec
    variant: Variant
    module: ModuleOp
    op: Operation


def _build(spec: OpSpec, variant: Variant) -> Instance:
    cls = CLASSES[spec.mnemonic]
    arg_types: list[Attribute] = []
    hints: list[str] = []
    groups: list[tuple[int, int]] = []  # (first block argument, count) per operand
    n_index_operands = 0
    for name, wrapper, kind in operands_of(spec):
        count = 1
        if wrapper == "Optional":
            count = 0 if name in variant.absent else 1
        elif wrapper == "Variadic":
            # both of a variadic; none (or one where the format needs one) absent
            count = 2
            if name in variant.absent:
                count = 0 if anchored(spec, name) else 1
        if kind == "Index" and wrapper == "Variadic":
            n_index_operands = count
        groups.append((len(arg_types), count))
        for i in range(count):
            arg_types.append(operand_type(kind, variant.tensor))
            hints.append(name if wrapper != "Variadic" else f"{name}{i}")

    properties: dict[str, Attribute] = {}
    for name, wrapper, kind in attributes_of(spec):
        if wrapper.startswith("DefaultValued"):
            if variant.attributes == "all":
                valid = VALID.get(spec.mnemonic, {})
                properties[name] = valid.get(name) or non_default(kind, name)
            elif variant.attributes == "default":
                default = default_of(kind)[1]
                assert default is not None
                properties[name] = default
        elif wrapper == "OptionalAttr" or kind == "UnitAttr":
            if variant.attributes != "none":
                properties[name] = attribute_samples(kind, name)[0]
        else:
            properties[name] = attribute_samples(kind, name)[0]
    for name, operand in NEEDS.get(spec.mnemonic, {}).items():
        if operand in variant.absent:
            properties.pop(name, None)
    if spec.mnemonic in SOURCES:
        sources = SOURCES[spec.mnemonic]
        for source in sources.values():
            for name in source:
                properties.pop(name, None)
        properties.update(sources.get(variant.name, sources["all"]))
    carried = 0
    if spec.mnemonic in CARRIED:
        inits, count = CARRIED[spec.mnemonic]
        carried = groups[[n for n, _, _ in operands_of(spec)].index(inits)][1]
        properties[count] = IntegerAttr(carried, i32)

    body = Block(arg_types=arg_types)
    for arg, hint in zip(body.args, hints, strict=True):
        arg.name_hint = hint
    operands = [list(body.args[first : first + n]) for first, n in groups]

    result_types: list[list[Attribute] | Attribute] = []
    for name, constraint in spec.results:
        wrapper, kind = _split(constraint)
        if name == "result_tensors" and spec.kind == "dps":
            result_types.append([])  # filled below from the inits
        elif spec.mnemonic in CARRIED:
            result_types.append([operand_type(kind, True)] * carried * variant.tensor)
        elif wrapper == "Variadic":
            count = 2 if variant.attributes == "all" else int(not anchored(spec, name))
            result_types.append([operand_type(kind, True)] * count)
        elif kind == "AnyMemRef":
            dims = [DYNAMIC_INDEX] * n_index_operands
            result_types.append(MemRefType(i8 if not dims else f16, [*dims, 4]))
        elif kind == "Index":
            result_types.append(IndexType())
        elif kind == "AnyRankedTensor":
            result_types.append(TensorType(f32, [2]))
        else:
            result_types.append(f32)

    # The outline's body ends with hip.yield (its only parent); the other region
    # ops' bodies have no terminator.
    regions = [
        Region(
            Block([CLASSES["hip.yield"].build(operands=[[]])])
            if spec.mnemonic == "hip.hipdnn_graph_outline"
            else Block()
        )
        for _ in spec.regions
    ]
    op = cls.build(
        operands=operands,
        result_types=result_types,
        properties=properties,
        regions=regions,
    )
    if spec.kind == "dps" and variant.tensor:
        # The tensor form returns one value per init.
        inits = cast_dps(op).dps_inits()
        op.erase()
        op = cls.build(
            operands=operands,
            result_types=[[v.type for v in inits]],
            properties=properties,
            regions=[],
        )
    base = spec.results[0][0] if spec.results else "r"
    for i, result in enumerate(op.results):
        result.name_hint = f"{base}{i}"
    outer = op
    if op.has_trait(IsTerminator):
        # hip.yield ends the body of a hip.hipdnn_graph_outline, which is isolated
        # from above: its values come in as the outline's inputs.
        values = list(op.operands)
        op.erase()
        inner = Block(arg_types=[v.type for v in values])
        op = cls.build(operands=[list(inner.args)])
        inner.add_op(op)
        outer = CLASSES["hip.hipdnn_graph_outline"].build(
            operands=[values], result_types=[[]], regions=[Region(inner)]
        )
    body.add_ops([outer, func.ReturnOp()])
    symbol = re.sub(r"\W", "_", f"{spec.mnemonic[4:]}_{variant.name}")
    function = func.FuncOp(symbol, (arg_types, []), Region(body))
    # the functions that hip.loop and hip.if call
    callees = [
        func.FuncOp.external(a.root_reference.data, [], [])
        for a in properties.values()
        if isinstance(a, SymbolRefAttr)
    ]
    return Instance(
        f"{spec.mnemonic}[{variant.name}]",
        spec,
        variant,
        ModuleOp([function, *callees]),
        op,
    )


def cast_dps(op: Operation) -> hip.HipDpsOp:
    assert isinstance(op, hip.HipDpsOp), op.name
    return op


def instances() -> Iterator[Instance]:
    for spec in SPECS:
        for variant in variants(spec):
            yield _build(spec, variant)


INSTANCES = list(instances())


def _instance_params() -> list[object]:
    return [pytest.param(i, id=i.id) for i in INSTANCES]


# ---------------------------------------------------------------------------
# Helpers
# ---------------------------------------------------------------------------

CTX = make_context()


def print_module(module: Operation, generic: bool = False) -> str:
    stream = StringIO()
    Printer(stream=stream, print_generic_format=generic).print_op(module)
    return stream.getvalue()


def parse(text: str) -> ModuleOp:
    module = Parser(CTX, text).parse_module()
    module.verify()
    return module


# Optional groups that start with a comma (`( `,` $x^ )?`) inside an operand list are
# read greedily, by MLIR and by xDSL alike: when such an operand is absent and a
# later operand of the same list is present, the printed custom form reads back
# differently. That is a property of the upstream assembly format.

_TOKEN = re.compile(r"`[^`]*`|type\(\$\w+\)\^?|\$\w+\^?|\)\?|\(|\)|attr-dict")


def ambiguous(spec: OpSpec, variant: Variant) -> bool:
    """Whether the custom form of this variant cannot read back as the same op."""
    present = {n for n, _, _ in operands_of(spec)} - variant.absent
    tokens = _TOKEN.findall(spec.assembly_format)
    segment: list[tuple[str, bool]] = []  # (operand, optional with leading comma)
    segments = [segment]
    previous = ""
    for token in tokens:
        if token.startswith("`") and token != "`,`":
            # an operand list runs between literals other than commas
            segment = []
            segments.append(segment)
        elif token.startswith("$"):
            name = token.strip("$^")
            segment.append((name, token.endswith("^") and previous == "`,`"))
        if token != "(":
            previous = token
    for seg in segments:
        for i, (name, comma_optional) in enumerate(seg):
            if (
                comma_optional
                and name not in present
                and any(later in present for later, _ in seg[i + 1 :])
            ):
                return True
    return False


# ---------------------------------------------------------------------------
# Round trips
# ---------------------------------------------------------------------------


def test_every_op_is_covered():
    """One instance at least per op of the table, and the table is the dialect."""
    covered = {i.spec.mnemonic for i in INSTANCES}
    assert covered == {s.mnemonic for s in SPECS}
    assert set(CLASSES) == {s.mnemonic for s in SPECS}
    assert len(SPECS) == 91
    assert len(INSTANCES) > 3 * len(SPECS)


@pytest.mark.parametrize("instance", _instance_params())
def test_custom_form_fixed_point(instance: Instance):
    text = print_module(instance.module)
    implicit = instance.spec.mnemonic == "hip.yield" and not instance.op.operands
    # A hip.yield without values is left out, as MLIR prints an implicit
    # terminator; reading the text back puts it in again.
    assert (instance.spec.mnemonic in text) != implicit
    if ambiguous(instance.spec, instance.variant):
        # The upstream format cannot express this instance unambiguously: the
        # text must not silently read back as the same op.
        try:
            reparsed = parse(text)
        except Exception:
            return
        assert not reparsed.is_structurally_equivalent(instance.module)
        return
    if instance.spec.assembly_format.startswith("custom") or "attr-dict" in (
        instance.spec.assembly_format
    ):
        assert f'"{instance.spec.mnemonic}"' not in text, "printed generically"
    reparsed = parse(text)
    assert reparsed.is_structurally_equivalent(instance.module), text
    assert print_module(reparsed) == text


@pytest.mark.parametrize("instance", _instance_params())
def test_generic_form_fixed_point(instance: Instance):
    text = print_module(instance.module, generic=True)
    assert f'"{instance.spec.mnemonic}"(' in text
    reparsed = parse(text)
    assert reparsed.is_structurally_equivalent(instance.module), text
    assert print_module(reparsed, generic=True) == text
    # and both forms describe the same op
    if not ambiguous(instance.spec, instance.variant):
        assert print_module(reparsed) == print_module(instance.module)


def test_ambiguity_is_limited_to_comma_groups():
    """The known-ambiguous variants are exactly the ops with `( `,` $x^ )?` groups
    followed by more operands (gqa, rope, multi_head_attention, ...)."""
    ambiguous_ops = {i.spec.mnemonic for i in INSTANCES if ambiguous(i.spec, i.variant)}
    assert ambiguous_ops == {
        "hip.gqa",
        "hip.multi_head_attention",
        "hip.rope",
        "hip.causal_conv_with_state",
    }
    for i in INSTANCES:
        if i.variant.name in ("all", "tensor"):
            assert not ambiguous(i.spec, i.variant), i.id


IREE_OPT = shutil.which("iree-opt")
HIP_REF_OPT = os.environ.get("HIP_REF_OPT")


def all_instances() -> ModuleOp:
    """The functions of every instance in one module, each callee declared once."""
    functions = {
        f.sym_name.data: f
        for i in INSTANCES
        for f in i.module.body.block.ops
        if isinstance(f, func.FuncOp)
    }
    return ModuleOp([f.clone() for f in functions.values()])


@pytest.mark.skipif(
    not (HIP_REF_OPT and os.access(HIP_REF_OPT, os.X_OK)),
    reason="HIP_REF_OPT does not point at hip-ep's hip-ref-opt",
)
def test_instances_verify_in_hip_ep():
    """hip-ep's own build verifies every instance: they are valid upstream, so
    the round trips say nothing about IR the dialect should reject."""
    assert HIP_REF_OPT is not None
    run = subprocess.run(
        [HIP_REF_OPT, "-", "-o", os.devnull],
        input=print_module(all_instances(), generic=True),
        capture_output=True,
        text=True,
        check=False,
    )
    assert run.returncode == 0, run.stderr


@pytest.mark.skipif(IREE_OPT is None, reason="iree-opt (iree-base-compiler) missing")
def test_generic_form_parses_and_verifies_in_mlir(tmp_path: Path):
    """All instances in one file: MLIR parses and verifies xhip's generic output, and
    MLIR's generic output reads back in xhip as the same IR."""
    module = all_instances()
    source = tmp_path / "instances.mlir"
    source.write_text(print_module(module, generic=True))
    assert IREE_OPT is not None
    run = subprocess.run(
        [
            IREE_OPT,
            "--allow-unregistered-dialect",
            "--verify-each",
            "--mlir-print-op-generic",
            str(source),
        ],
        capture_output=True,
        text=True,
        check=False,
    )
    assert run.returncode == 0, run.stderr
    assert run.stderr == ""
    back = parse(run.stdout)
    assert back.is_structurally_equivalent(module)
    # And textually: MLIR prints each hip op as xhip does (properties sorted by
    # name), up to SSA names and equivalent spellings of the same values.
    ours, theirs = _hip_lines(source.read_text()), _hip_lines(run.stdout)
    assert len(ours) == len(theirs) >= len(INSTANCES)
    for mine, mlir in zip(ours, theirs, strict=True):
        assert mine == mlir


def _hip_lines(text: str) -> list[str]:
    """The generic hip op lines, with spellings that differ but mean the same
    normalised: SSA names, `%0:2` result packs, float digits, `: i64` in arrays."""
    lines: list[str] = []
    for line in text.splitlines():
        if '"hip.' not in line:
            continue
        line = re.sub(r"%[\w.$-]+", "%", line.strip())
        line = re.sub(r"^%(:\d+)?(, %)* = ", "R = ", line)
        line = re.sub(r"[-+]?\d+\.\d+[eE][-+]?\d+", "F", line)
        line = re.sub(r"\[[^\]<>]*\]", lambda m: m.group(0).replace(" : i64", ""), line)
        lines.append(line)
    return lines


# ---------------------------------------------------------------------------
# Defaults
# ---------------------------------------------------------------------------

POOL = """func.func @f(%ctx: !hip.context, %n: index) {{
  %p = hip.get_pool(%ctx, %n){attrs} : memref<?xi8>
  func.return
}}"""


def _get_pool(module: ModuleOp) -> hip.GetPoolOp:
    return next(op for op in module.walk() if isinstance(op, hip.GetPoolOp))


def test_get_pool_domain_defaults():
    plain = parse(POOL.format(attrs=""))
    assert _get_pool(plain).domain_id == IntegerAttr(0, i64)
    assert "hip.get_pool(%ctx, %n) : memref<?xi8>" in print_module(plain)

    explicit_zero = parse(POOL.format(attrs=" {domain_id = 0 : i64}"))
    assert _get_pool(explicit_zero).domain_id == IntegerAttr(0, i64)
    assert "domain_id" not in print_module(explicit_zero)

    one = parse(POOL.format(attrs=" {domain_id = 1 : i64}"))
    assert _get_pool(one).domain_id == IntegerAttr(1, i64)
    assert (
        "hip.get_pool(%ctx, %n) {domain_id = 1 : i64} : memref<?xi8>"
        in print_module(one)
    )
    # The generic form always carries the property.
    assert "<{domain_id = 0 : i64}>" in print_module(plain, generic=True)


def test_get_pool_builder_defaults():
    block = Block(arg_types=[hip.ContextType(), IndexType()])
    op = hip.GetPoolOp(block.args[0], block.args[1])
    assert op.domain_id == IntegerAttr(0, i64)
    assert op.pool.type == MemRefType(i8, [DYNAMIC_INDEX])
    assert hip.GetPoolOp(block.args[0], block.args[1], 2).domain_id.value.data == 2


def _default_valued() -> list[object]:
    return [
        pytest.param(spec, name, kind, id=f"{spec.mnemonic}.{name}")
        for spec in SPECS
        for name, wrapper, kind in attributes_of(spec)
        if wrapper.startswith("DefaultValued")
    ]


def _attr_dict(text: str, mnemonic: str) -> str:
    """The `{...}` attribute dictionary printed on the line of `mnemonic`."""
    line = next(line for line in text.splitlines() if f"{mnemonic}(" in line)
    match = re.search(r"\) \{(.*)\}", line)
    return match.group(1) if match else ""


@pytest.mark.parametrize(("spec", "name", "kind"), _default_valued())
def test_default_valued_attribute(spec: OpSpec, name: str, kind: str):
    """Equal to its default: elided in custom form, and absent text parses as the
    default. Any other value: printed."""
    explicit = _build(spec, Variant("defaults", frozenset(), "default"))
    absent = _build(spec, Variant("absent", frozenset(), "none"))
    text = print_module(explicit.module)
    assert f"{name} = " not in _attr_dict(text, spec.mnemonic)
    assert text == print_module(absent.module).replace("_absent", "_defaults")
    default = default_of(kind)[1]
    op = next(o for o in parse(text).walk() if o.name == spec.mnemonic)
    assert op.properties[name] == default

    other = _build(spec, Variant("all", frozenset(), "all"))
    printed = _attr_dict(print_module(other.module), spec.mnemonic)
    assert f"{name} = " in printed


# ---------------------------------------------------------------------------
# Destination-passing: ins and outs
# ---------------------------------------------------------------------------


def _printed_outs(text: str, mnemonic: str) -> list[str]:
    """The SSA names written after `outs(` on the op's line, up to the `:`."""
    line = next(line for line in text.splitlines() if f"{mnemonic}(" in line)
    match = re.search(r" outs\(([^:)]*)", line)
    assert match is not None, line
    return re.findall(r"%(\w+)", match.group(1))


def _printed_operands(text: str, mnemonic: str) -> list[str]:
    line = next(line for line in text.splitlines() if f"{mnemonic}(" in line)
    line = line.split(mnemonic, 1)[1]
    return [n for n in re.findall(r"%(\w+)", line.split("->")[0]) if n]


@pytest.mark.parametrize(
    "instance",
    [pytest.param(i, id=i.id) for i in INSTANCES if i.spec.kind == "dps"],
)
def test_dps_ins_outs_follow_the_format(instance: Instance):
    op = cast_dps(instance.op)
    text = print_module(instance.module)
    names = {v: v.name_hint or "" for v in op.operands}
    inits = [names[v] for v in op.dps_inits()]
    inputs = [names[v] for v in op.dps_inputs()]
    assert inits == _printed_outs(text, instance.spec.mnemonic)
    ctx = names[op.operands[0]]
    shaped_printed = [
        n for n in _printed_operands(text, instance.spec.mnemonic) if n != ctx
    ]
    # every shaped operand is either read or written, exactly once
    assert sorted(inputs + inits) == sorted(shaped_printed)
    assert not set(inputs) & set(inits)
    assert all(isinstance(v.type, (MemRefType, TensorType)) for v in op.dps_inputs())
    assert hip.dps_operands(op) == (op.dps_inputs(), op.dps_inits())


def _dps_names(mnemonic: str, absent: frozenset[str] = frozenset()):
    spec = next(s for s in SPECS if s.mnemonic == mnemonic)
    op = cast_dps(_build(spec, Variant("x", absent, "all")).op)
    return (
        [v.name_hint for v in op.dps_inputs()],
        [v.name_hint for v in op.dps_inits()],
    )


def test_dps_examples():
    assert _dps_names("hip.matmul") == (["A", "B"], ["output"])
    assert _dps_names("hip.top_k") == (["x", "k"], ["values", "indices"])
    assert _dps_names("hip.gqa")[1] == [
        "output",
        "present_key",
        "present_value",
        "output_qk",
    ]
    assert _dps_names("hip.gqa", frozenset({"output_qk"}))[1] == [
        "output",
        "present_key",
        "present_value",
    ]
    ins, outs = _dps_names("hip.matmul_nbits")
    assert ins == ["A", "B", "scales", "zero_points", "g_idx", "bias"]
    assert outs == ["output"]
    assert _dps_names("hip.pad") == (
        ["data", "pads", "constant_value", "axes"],
        ["output"],
    )
    assert _dps_names("hip.miopen.add") == (["A", "B"], ["C"])
    assert _dps_names("hip.layer_norm")[1] == ["outputs0", "outputs1"]
    assert _dps_names("hip.hipdnn_graph") == (
        ["inputs0", "inputs1"],
        ["outputs0", "outputs1"],
    )


def test_non_dps_ops_report_nothing():
    for instance in INSTANCES:
        if instance.spec.kind != "dps":
            assert hip.dps_operands(instance.op) is None, instance.id


def test_attributes_in_the_format_are_spelled_as_mlir_prints_them():
    """Typed attributes bound in the format drop their type (`graph_id(2)`), as
    MLIR's declarative printer does; symbols print as `@name`."""
    texts = {
        i.spec.mnemonic: print_module(i.module)
        for i in INSTANCES
        if i.variant.name == "all"
    }
    assert " graph_id(2) ins(" in texts["hip.hipdnn_graph"]
    assert " body @body_func_callee {" in texts["hip.loop"]
    assert " then @then_func_callee else @else_func_callee {" in texts["hip.if"]


def test_wrong_attribute_type_names_the_attribute():
    text = (
        "func.func @f(%ctx: !hip.context, %a: memref<4xf16>) {\n"
        "  hip.gelu(%ctx) ins(%a : memref<4xf16>) outs(%a : memref<4xf16>)"
        " {approximate = 3 : i64}\n"
        "  func.return\n}\n"
    )
    with pytest.raises(Exception, match="attribute 'approximate' failed to satisfy"):
        parse(text)
    typed = text.replace("hip.gelu", "hip.cast").replace("approximate", "to")
    cast = next(op for op in parse(typed).walk() if op.name == "hip.cast")
    assert str(cast.properties["to"]) == "3 : i64"
    with pytest.raises(Exception, match="attribute 'to' failed to satisfy"):
        parse(typed.replace("3 : i64", "3 : i32"))

"""Writes `hip_ops.py`, the IRDL classes of the upstream hip ops, from `hip-ops.json`.

    python -m xhip.dialects.generate_hip_ops          # rewrite xhip/dialects/hip_ops.py
    python -m xhip.dialects.generate_hip_ops --check  # exit 1 if it is out of date
    python -m xhip.dialects.generate_hip_ops --json NEW.json  # from another table

`hip-ops.json` (beside this file) is upstream's `HipOps.td` reduced to facts: per
op its mnemonic, ODS base class, operands and attributes with their ODS
constraints, results, regions and assembly format. Every op but the hand-written
ones of `hip.py` (`HAND_WRITTEN`) becomes one class: its operand, result, property
and region definitions, its assembly format, its traits and, for
destination-passing ops, its `ins`/`outs` (`INS`, `OUTS`) and a builder. The
verifier and the memory effects of destination-passing ops come from their base
class, `HipDpsOp` (`hip_base.py`).

Ops whose upstream format is the custom destination-passing printer (`custom: ...`
in the table: `hip.mul`, `hip.add`, `hip.miopen.add`, `hip.miopen.softmax`,
`hip.silu`) get the declarative equivalent of that printer:
`(ctx) ins(...) outs(...) attr-dict` and, with tensors, `-> T`; their inits are
their last shaped operand.

The output is formatted with `ruff format` (found on PATH or as `python -m ruff`).
"""

from __future__ import annotations

import json
import re
from collections.abc import Sequence
from pathlib import Path
from typing import Any, NamedTuple, cast

from xhip.dialects.generator_common import (
    HERE,
    argument_parser,
    formatted,
    write_or_check,
)
from xhip.dialects.generator_common import (
    format_source as format_source,  # re-exported: the tests probe for ruff
)

DEFAULT_JSON = HERE / "hip-ops.json"
DEFAULT_OUTPUT = HERE / "hip_ops.py"

HAND_WRITTEN = frozenset(
    {
        "hip.alloc",
        "hip.get_pool",
        "hip.get_host_scratch",
        "hip.alloc_output",
        "hip.free",
    }
)
"""Ops written out by hand in `hip.py` (the ones the pool planner works with)."""


_GRAPH = "traits_def(SingleBlockNoTerminator())"
TRAITS = {
    # [SingleBlock, NoTerminator], region SizedRegion<1>:$body
    "hip.miopen.graph": _GRAPH,
    "hip.hipblaslt.graph": _GRAPH,
    # [SingleBlockImplicitTerminator<"YieldOp">, IsolatedFromAbove],
    # region SizedRegion<1>:$body
    "hip.hipdnn_graph_outline": (
        "traits_def(ImplicitTerminator(YieldOp), IsolatedRegions())"
    ),
    # [Pure, Terminator, HasParent<"HipDNNGraphOutlineOp">] (lazy: the parent is
    # defined after it)
    "hip.yield": (
        "lazy_traits_def(lambda: (Pure(), IsTerminator(), "
        "HasParent(HipdnnGraphOutlineOp)))"
    ),
}
"""Upstream's traits that verification sees, of the ops that have any (HipOps.td;
`hip-ops.json` records none), as the generated class's `traits`. Ops with
regions also get `region_syntax` (`hip_base`): MLIR's syntax for them."""


class OpSpec(NamedTuple):
    """One upstream op, as recorded in hip-ops.json."""

    mnemonic: str
    kind: str  # "dps" or "op"
    base: str  # the ODS base class: Hip_Op, Hip_DpsOp, Hip_DpsOp_Broadcast, ...
    arguments: tuple[tuple[str, str], ...]  # (name, ODS constraint)
    results: tuple[tuple[str, str], ...]
    regions: tuple[str, ...]
    assembly_format: str
    verifier: tuple[tuple[str, tuple[str | tuple[str, ...], ...]], ...] = ()
    """The checks of upstream's `verify()`: (check, args) -> `verify_<check>`
    of `hip_checks` called with the op and the args (operand and property names)."""


def load_op_specs(path: Path = DEFAULT_JSON) -> tuple[OpSpec, ...]:
    """Reads an upstream op table (by default the packaged `hip-ops.json`)."""
    raw = cast(dict[str, Any], json.loads(path.read_text()))
    return tuple(
        OpSpec(
            mnemonic=o["mnemonic"],
            kind=o["kind"],
            base=o["base"],
            arguments=tuple((a["name"], a["constraint"]) for a in o["arguments"]),
            results=tuple((r["name"], r["constraint"]) for r in o["results"]),
            regions=tuple(o["regions"]),
            assembly_format=o["assembly_format"],
            verifier=tuple(
                (v["check"], tuple(_names(a) for a in v["args"]))
                for v in o.get("verifier", ())
            ),
        )
        for o in raw["ops"]
    )


def _names(arg: str | list[str]) -> str | tuple[str, ...]:
    return arg if isinstance(arg, str) else tuple(arg)


# ---------------------------------------------------------------------------
# ODS constraints -> hip_base names
# ---------------------------------------------------------------------------

TYPES = {
    "Hip_ContextType": "HIP_CONTEXT_TYPE",
    "Hip_TensorOrMemRef": "HIP_TENSOR_OR_MEMREF",
    "AnyMemRef": "ANY_MEMREF",
    "AnyRankedTensor": "ANY_RANKED_TENSOR",
    "AnyType": "ANY_TYPE",
    "Index": "INDEX",
    "I1": "I1_TYPE",
    "I64": "I64_TYPE",
    "AnyTypeOf<[AnyInteger, AnyFloat, Index]>": "INTEGER_FLOAT_OR_INDEX",
}
"""ODS type constraint -> its `OdsType` in hip_base."""


class AttrKind(NamedTuple):
    constant: str  # its `OdsAttr` in hip_base
    converter: str  # the builder helper of hip_base turning a Python value into it
    python_type: str  # what the builder accepts


ATTRS = {
    "I64Attr": AttrKind("I64_ATTR", "i64_attr", "int | IntegerAttr[I64]"),
    "I32Attr": AttrKind("I32_ATTR", "i32_attr", "int | IntegerAttr[I32]"),
    "F32Attr": AttrKind("F32_ATTR", "f32_attr", "float | FloatAttr"),
    "F64Attr": AttrKind("F64_ATTR", "f64_attr", "float | FloatAttr"),
    "StrAttr": AttrKind("STR_ATTR", "str_attr", "str | StringAttr"),
    "BoolAttr": AttrKind("BOOL_ATTR", "bool_attr", "bool | IntegerAttr[I1]"),
    "UnitAttr": AttrKind("UNIT_ATTR", "unit_attr", "bool"),
    "I64ArrayAttr": AttrKind(
        "I64_ARRAY_ATTR",
        "i64_array_attr",
        "Sequence[int] | ArrayAttr[IntegerAttr[I64]]",
    ),
    "FlatSymbolRefAttr": AttrKind("FLAT_SYMBOL_REF_ATTR", "", "str | SymbolRefAttr"),
    "ElementsAttr": AttrKind("ELEMENTS_ATTR", "", "Attribute"),
}
"""ODS attribute kind -> hip_base names (no converter: no builder uses it)."""

_WRAPPED = re.compile(
    r"^(Optional|Variadic|OptionalAttr|DefaultValuedAttr|DefaultValuedStrAttr)<(.*)>$"
)


def split_constraint(constraint: str) -> tuple[str, str]:
    """`Optional<X>` -> ("Optional", "X"); `X` -> ("", "X")."""
    match = _WRAPPED.match(constraint)
    return (match.group(1), match.group(2)) if match else ("", constraint)


def is_operand(constraint: str) -> bool:
    return split_constraint(constraint)[1] in TYPES


def default_literal(kind: str, text: str) -> str:
    """The Python expression of ODS `DefaultValuedAttr<kind, "text">`."""
    if kind == "I64Attr":
        return f"IntegerAttr({int(text)}, i64)"
    if kind == "I32Attr":
        return f"IntegerAttr({int(text)}, i32)"
    if kind == "F32Attr":
        return f"FloatAttr({float(text)!r}, f32)"
    if kind == "F64Attr":
        return f"FloatAttr({float(text)!r}, f64)"
    if kind == "BoolAttr":
        return f"IntegerAttr({int(text == 'true')}, i1)"
    if kind == "StrAttr":
        value = text[2:-2] if text.startswith('\\"') else text
        return f"StringAttr({json.dumps(value)})"
    raise ValueError(f"unsupported default-valued attribute kind {kind}")


# ---------------------------------------------------------------------------
# Names
# ---------------------------------------------------------------------------

RESERVED = frozenset({"location", "results"})
"""Upstream names that are attributes of xDSL's `IRDLOperation` (checked by a test)."""


def python_name(name: str) -> str:
    return f"{name}_" if name in RESERVED else name


def class_name(mnemonic: str) -> str:
    """`hip.miopen.softmax` -> `MiopenSoftmaxOp`, `hip.top_k` -> `TopKOp`."""
    parts = re.split(r"[._]", mnemonic.removeprefix("hip."))
    return "".join(part.capitalize() for part in parts) + "Op"


def _rename_in_format(fmt: str, names: Sequence[str]) -> str:
    for n in names:
        if python_name(n) != n:
            fmt = re.sub(rf"\${n}\b", f"${python_name(n)}", fmt)
    return fmt


# ---------------------------------------------------------------------------
# Formats and ins/outs
# ---------------------------------------------------------------------------


def _shaped(spec: OpSpec) -> list[str]:
    return [
        n for n, c in spec.arguments if split_constraint(c)[1] == "Hip_TensorOrMemRef"
    ]


def custom_dps_format(spec: OpSpec) -> str:
    """The declarative form of upstream's custom `(ctx) ins(...) outs(...)` printer.

    The inits are the last shaped operand; everything before it is read. Tensor
    results follow as `-> T`.
    """
    ctx = spec.arguments[0][0]
    shaped = _shaped(spec)
    ins, outs = shaped[:-1], shaped[-1:]

    def group(names: list[str]) -> str:
        values = " `,` ".join(f"${n}" for n in names)
        types = " `,` ".join(f"type(${n})" for n in names)
        return f"`(` {values} `:` {types} `)`"

    result = spec.results[0][0]
    return (
        f"`(` ${ctx} `)` `ins` {group(ins)} `outs` {group(outs)} attr-dict "
        f"(`->` type(${result})^)?"
    )


def assembly_format(spec: OpSpec) -> str:
    fmt = spec.assembly_format
    if fmt.startswith("custom"):
        fmt = custom_dps_format(spec)
    names = [n for n, _ in spec.arguments] + [n for n, _ in spec.results]
    return _rename_in_format(fmt, [*names, *spec.regions])


def ins_outs(spec: OpSpec) -> tuple[tuple[str, ...], tuple[str, ...]]:
    """Splits the shaped operands into reads and writes: writes follow `outs`."""
    fmt = assembly_format(spec)
    outs_at = fmt.find("`outs`")
    written: set[str] = set()
    if outs_at >= 0:
        written.update(re.findall(r"\$(\w+)", fmt[outs_at:]))
    shaped = [python_name(n) for n in _shaped(spec)]
    return (
        tuple(n for n in shaped if n not in written),
        tuple(n for n in shaped if n in written),
    )


# ---------------------------------------------------------------------------
# Rendering
# ---------------------------------------------------------------------------


def _format_units(text: str) -> list[str]:
    """The assembly format cut where no optional group is open."""
    units: list[str] = []
    current = ""
    depth = 0
    for token in re.findall(r"\S+\s*", text):
        bare = re.sub(r"`[^`]*`", "", token)
        depth += bare.count("(") - bare.count(")")
        current += token
        if depth == 0:
            units.append(current)
            current = ""
    if current:
        units.append(current)
    return units


def _string(text: str, indent: int) -> str:
    """A Python string literal; long ones in parenthesised pieces, cut between
    the optional groups of the format."""
    if len(text) + indent + 4 <= 88:
        return json.dumps(text)
    pieces: list[str] = []
    current = ""
    for unit in _format_units(text):
        if current and len(current) + len(unit) > 80 - indent:
            pieces.append(current)
            current = ""
        current += unit
    pieces.append(current)
    inner = "\n".join(" " * (indent + 4) + json.dumps(p) for p in pieces)
    return f"(\n{inner}\n{' ' * indent})"


def _tuple(names: Sequence[str]) -> str:
    items = ", ".join(json.dumps(n) for n in names)
    return f"({items},)" if len(names) == 1 else f"({items})"


def _field(name: str, constraint: str) -> str:
    """The IRDL definition of one argument (operand or property)."""
    wrapper, inner = split_constraint(constraint)
    pname = python_name(name)
    if inner in TYPES:
        constr = f'{TYPES[inner]}.operand("{name}")'
        function = {
            "": "operand_def",
            "Optional": "opt_operand_def",
            "Variadic": "var_operand_def",
        }[wrapper]
        return f"{pname} = {function}({constr})"
    rename = f', prop_name="{name}"' if pname != name else ""
    if wrapper in ("DefaultValuedAttr", "DefaultValuedStrAttr"):
        kind, _, text = inner.partition(", ")
        default = default_literal(kind, text.strip()[1:-1])
        return f'{pname} = prop_def({ATTRS[kind].constant}.of("{name}"), {default}{rename})'
    kind = inner
    function = (
        "opt_prop_def"
        if wrapper == "OptionalAttr" or kind == "UnitAttr"
        else "prop_def"
    )
    return f'{pname} = {function}({ATTRS[kind].constant}.of("{name}"){rename})'


def _result(name: str, constraint: str) -> str:
    wrapper, inner = split_constraint(constraint)
    function = "var_result_def" if wrapper == "Variadic" else "result_def"
    return f'{python_name(name)} = {function}({TYPES[inner]}.result("{name}"))'


def _builder(spec: OpSpec) -> list[str]:
    """The `__init__` of a destination-passing op."""
    positional: list[str] = []
    keywords: list[str] = []
    operands: list[str] = []
    properties: list[str] = []
    required_attrs: list[str] = []
    optional_attrs: list[str] = []
    for name, constraint in spec.arguments:
        wrapper, inner = split_constraint(constraint)
        pname = python_name(name)
        if inner in TYPES:
            operands.append(pname)
            if wrapper == "Optional":
                keywords.append(f"{pname}: Value | None = None")
            elif wrapper == "Variadic":
                positional.append(f"{pname}: Sequence[Value]")
            else:
                positional.append(f"{pname}: Value")
            continue
        kind = inner.partition(", ")[0]
        attr = ATTRS[kind]
        properties.append(f'"{name}": {attr.converter}({pname})')
        if kind == "UnitAttr":
            optional_attrs.append(f"{pname}: bool = False")
        elif wrapper:
            optional_attrs.append(f"{pname}: {attr.python_type} | None = None")
        else:
            required_attrs.append(f"{pname}: {attr.python_type}")
    _, outs = ins_outs(spec)
    params = [
        "self",
        *positional,
        "*",
        *keywords,
        *required_attrs,
        *optional_attrs,
        "result_types: Sequence[Attribute] | None = None",
    ]
    args = [
        f"operands=[{', '.join(operands)}],",
        f"result_types=[tensor_results(result_types, {', '.join(outs)})],",
    ]
    if properties:
        args.append(f"properties={{{', '.join(properties)}}},")
    return [
        f"    def __init__({', '.join(params)}) -> None:",
        "        super().__init__(",
        *(f"            {a}" for a in args),
        "        )",
    ]


def _verifier(spec: OpSpec) -> list[str]:
    """The `verify_` running upstream's checks of the op (`hip_checks`), then the
    base class's (`HipDpsOp`: MLIR's destination-passing checks, which MLIR runs
    after the op's own)."""
    if not spec.verifier:
        return []

    def literal(arg: str | tuple[str, ...]) -> str:
        if isinstance(arg, str):
            return json.dumps(python_name(arg))
        return _tuple([python_name(a) for a in arg])

    calls = [
        f"        verify_{check}({', '.join(['self', *(literal(a) for a in args)])})"
        for check, args in spec.verifier
    ]
    return ["", "    def verify_(self) -> None:", *calls, "        super().verify_()"]


def render_op(spec: OpSpec) -> str:
    fields: list[str] = []
    segmented = 0
    for name, constraint in spec.arguments:
        wrapper, inner = split_constraint(constraint)
        if inner in TYPES and wrapper in ("Optional", "Variadic"):
            segmented += 1
        fields.append(_field(name, constraint))
    fields += [_result(n, c) for n, c in spec.results]
    fields += [f"{python_name(r)} = region_def()" for r in spec.regions]

    options = ["ParsePropInAttrDict()"]
    if segmented > 1:
        options.append("AttrSizedOperandSegments(as_property=True)")
    dps = spec.kind == "dps"
    base = "HipDpsOp" if dps else "HipOp"
    lines = [
        *(["@region_syntax"] if spec.regions else []),
        "@located_parse",
        "@ods_messages",
        "@lazy_format_op_definition",
        f"class {class_name(spec.mnemonic)}({base}):",
        f'    """`{spec.mnemonic}` (upstream base `{spec.base}`)."""',
        "",
        f'    name = "{spec.mnemonic}"',
        "",
        *(f"    {f}" for f in fields),
        "",
        f"    irdl_options = ({', '.join(options)},)",
        f"    assembly_format = {_string(assembly_format(spec), 4)}",
    ]
    traits = TRAITS.get(spec.mnemonic)
    if traits is not None:
        lines.append(f"    traits = {traits}")
    if dps:
        ins, outs = ins_outs(spec)
        lines += [
            "",
            f"    INS: ClassVar[tuple[str, ...]] = {_tuple(ins)}",
            f"    OUTS: ClassVar[tuple[str, ...]] = {_tuple(outs)}",
            "",
            *_builder(spec),
        ]
    lines += _verifier(spec)
    return "\n".join(lines)


_IMPORTS: tuple[tuple[str, tuple[str, ...]], ...] = (
    ("collections.abc", ("Sequence",)),
    ("typing", ("ClassVar",)),
    (
        "xdsl.dialects.builtin",
        (
            "I1",
            "I32",
            "I64",
            "ArrayAttr",
            "FloatAttr",
            "IntegerAttr",
            "StringAttr",
            "SymbolRefAttr",
            "f32",
            "f64",
            "i1",
            "i32",
            "i64",
        ),
    ),
    ("xdsl.ir", ("Attribute",)),
    (
        "xdsl.irdl",
        (
            "AttrSizedOperandSegments",
            "IRDLOperation",
            "ParsePropInAttrDict",
            "lazy_traits_def",
            "operand_def",
            "opt_operand_def",
            "opt_prop_def",
            "prop_def",
            "region_def",
            "result_def",
            "traits_def",
            "var_operand_def",
            "var_result_def",
        ),
    ),
    ("xdsl.traits", ("HasParent", "IsTerminator", "Pure")),
    (
        "xhip.dialects.hip_base",
        (
            *sorted({a.constant for a in ATTRS.values()} | set(TYPES.values())),
            "HipDpsOp",
            "HipOp",
            "ImplicitTerminator",
            "IsolatedRegions",
            "SingleBlockNoTerminator",
            "Value",
            "bool_attr",
            "f32_attr",
            "f64_attr",
            "i32_attr",
            "i64_array_attr",
            "i64_attr",
            "located_parse",
            "ods_messages",
            "region_syntax",
            "str_attr",
            "tensor_results",
            "unit_attr",
        ),
    ),
    (
        "xhip.dialects.hip_checks",
        (
            "verify_carried",
            "verify_constant_source",
            "verify_dps_compute",
            "verify_gqa_attributes",
            "verify_layer_norm_outputs",
            "verify_matmul_shape",
            "verify_transpose_perm",
        ),
    ),
    ("xhip.dialects.lazy_format", ("lazy_format_op_definition",)),
)
"""What the generated module may import, in ruff's (isort's) order."""

HEADER = '''\
# Generated by `python -m xhip.dialects.generate_hip_ops` from
# xhip/dialects/hip-ops.json. Do not edit: change the generator or the table, and
# run it again (tests/dialects/test_hip_ops.py fails while this file is stale).
"""The upstream hip ops other than the hand-written ones of `hip.py`, one IRDL class
each (generated from upstream's ODS facts; import them from `xhip.dialects.hip`).

Destination-passing ops subclass `HipDpsOp` (verifier, memory effects,
`dps_inputs()`/`dps_inits()`) and have a builder:
`MatmulOp(ctx, a, b, out)`; optional operands and attributes by keyword. Their
assembly formats are read at first use (`xhip/dialects/lazy_format.py`).
"""

from __future__ import annotations
'''


def _imports(body: str) -> str:
    groups: list[list[str]] = [[], [], []]  # standard library, xdsl, xhip
    for module, names in _IMPORTS:
        used = [n for n in names if re.search(rf"(?<![\w.]){n}\b", body)]
        if not used:
            continue
        group = (
            0 if not module.startswith("x") else 1 if module.startswith("xdsl") else 2
        )
        groups[group].append(f"from {module} import {', '.join(used)}")
    return "\n\n".join("\n".join(g) for g in groups if g)


def render(specs: Sequence[OpSpec]) -> str:
    """The generated module, before formatting."""
    generated = [s for s in specs if s.mnemonic not in HAND_WRITTEN]
    names = [class_name(s.mnemonic) for s in generated]
    body = "\n\n\n".join(render_op(s) for s in generated)
    listing = "".join(f"    {n},\n" for n in names)
    footer = (
        "GENERATED_OPS: tuple[type[IRDLOperation], ...] = (\n"
        f"{listing})\n"
        '"""The generated op classes, in the order of the upstream table."""\n\n'
        "__all__ = [\n"
        '    "GENERATED_OPS",\n'
        + "".join(f'    "{n}",\n' for n in sorted(names))
        + "]\n"
    )
    imports = _imports(body + footer)
    return f"{HEADER}\n{imports}\n\n\n{body}\n\n\n{footer}"


def generate(json_path: Path = DEFAULT_JSON) -> str:
    """The formatted module for the table at `json_path`."""
    return formatted(render(load_op_specs(json_path)), "generate_hip_ops")


def main(argv: Sequence[str] | None = None) -> int:
    parser = argument_parser(
        "xhip.dialects.generate_hip_ops", __doc__, DEFAULT_JSON, DEFAULT_OUTPUT
    )
    args = parser.parse_args(argv)
    return write_or_check(parser, args, generate(args.json))


if __name__ == "__main__":
    raise SystemExit(main())

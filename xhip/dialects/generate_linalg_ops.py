"""Writes `xdsl_ext/linalg_named.py`, the IRDL classes of MLIR 22's named linalg
ops, from `linalg-ops.json`; and that table from MLIR's own definitions.

    python -m xhip.dialects.generate_linalg_ops            # rewrite linalg_named.py
    python -m xhip.dialects.generate_linalg_ops --check    # exit 1 if out of date
    python -m xhip.dialects.generate_linalg_ops --extract  # rewrite linalg-ops.json

`linalg-ops.json` (beside this file) is upstream's `LinalgStructuredOps.td`
reduced to facts, per structured op: its name, ODS class, summary, whether its
syntax is the named ops' (`ins(...) outs(...)`, region hidden) or its own, its
properties (name and kind), and whether its payload reads its init
(`init_read`, what MLIR's `payloadUsesValueFromOperand` answers for the hidden
region, so that a named op parsed without its region has MLIR's effects).
`--extract` reads them with `llvm-tblgen-22 --dump-json` from the installed
`.td` files (`libmlir-22-dev`) and, for `init_read`, from the region builders in
`LinalgNamedStructuredOps.yamlgen.cpp.inc` (`block.getArgument(k)` of an init
used in the payload); the ops defined in `LinalgStructuredOps.td` itself have
their region builder in `LinalgOps.cpp`, which is not installed: `TD_INIT_READ`.

Every op of syntax `named` becomes one class on `NamedStructuredOp`
(`linalg_base.py`), which holds the syntax and the memory effects; the others
are written by hand in `xdsl_ext/linalg.py`. Formatted with `ruff format`.
"""

from __future__ import annotations

import json
import re
import shutil
import subprocess
from collections.abc import Sequence
from pathlib import Path
from typing import Any, cast

from xhip.dialects.generator_common import (
    argument_parser,
    formatted,
    write_or_check,
)

HERE = Path(__file__).parent
DEFAULT_JSON = HERE / "linalg-ops.json"
DEFAULT_OUTPUT = HERE / "xdsl_ext" / "linalg_named.py"
MLIR_INCLUDE = Path("/usr/lib/llvm-22/include")
TD = MLIR_INCLUDE / "mlir/Dialect/Linalg/IR/LinalgStructuredOps.td"
YAMLGEN = (
    MLIR_INCLUDE / "mlir/Dialect/Linalg/IR/LinalgNamedStructuredOps.yamlgen.cpp.inc"
)

CUSTOM_SYNTAX = frozenset({"generic", "map", "reduce", "transpose", "broadcast"})
"""Structured ops with their own syntax (written by hand in `xdsl_ext/linalg.py`)."""

TD_INIT_READ = {
    # LinalgOps.cpp, MatmulOp::regionBuilder (and BatchMatmulOp's,
    # BatchReduceMatmulOp's, ContractOp's): yield add(C, mul(cast(A), cast(B))).
    "matmul": True,
    "batch_matmul": True,
    "batch_reduce_matmul": True,
    "contract": True,
    # ElementwiseOp::regionBuilder: yield fn(ins...), the init unread.
    "elementwise": False,
}
"""`init_read` of the named ops defined in `LinalgStructuredOps.td` itself."""

PROPERTY_KINDS = {
    "DenseIntElementsAttr": "dense_int_elements",
    "TypeFnAttr": "type_fn",
    "ArrayAttr": "affine_map_array",
    "ElementwiseKindAttr": "elementwise_kind",
    "StringAttr": "string",
    "DenseI64ArrayAttr": "i64_array",
}
"""ODS storage type of a property -> the kind `linalg_base.PROPERTY_CONSTRAINTS` knows."""


def _tblgen() -> str:
    exe = shutil.which("llvm-tblgen-22") or shutil.which("llvm-tblgen")
    if exe is None:
        raise SystemExit("generate_linalg_ops --extract: llvm-tblgen-22 is needed")
    return exe


def extract() -> list[dict[str, Any]]:
    """The facts of every structured op, read from the installed MLIR 22."""
    dump = subprocess.run(
        [_tblgen(), "--dump-json", "-I", str(MLIR_INCLUDE), str(TD)],
        capture_output=True,
        text=True,
        check=True,
    )
    records = cast(dict[str, Any], json.loads(dump.stdout))
    yamlgen = YAMLGEN.read_text()
    init_read = _yamlgen_init_read(yamlgen)
    payloads = _yamlgen_payloads(yamlgen)
    ops: list[dict[str, Any]] = []
    for def_name in sorted(records["!instanceof"]["Op"]):
        record = records[def_name]
        name = cast(str, record["opName"])
        properties: list[list[str]] = []
        for arg, arg_name in record["arguments"]["args"]:
            storage = records[arg["def"]].get("storageType")
            if storage is None:
                continue  # an operand
            kind = PROPERTY_KINDS.get(storage.strip().split("::")[-1], "any")
            properties.append([arg_name, kind])
        op: dict[str, Any] = {
            "name": name,
            "class": def_name,
            "summary": " ".join(cast(str, record["summary"]).split()),
            "syntax": "custom" if name in CUSTOM_SYNTAX else "named",
            "properties": properties,
        }
        if name not in CUSTOM_SYNTAX:
            op["init_read"] = init_read.get(def_name, TD_INIT_READ.get(name))
            if op["init_read"] is None:
                raise SystemExit(f"generate_linalg_ops: no region builder for {name}")
            op["payload"] = payloads.get(def_name, TD_PAYLOADS.get(name))
        ops.append(op)
    return sorted(ops, key=lambda o: o["name"])


_BUILDER = re.compile(
    r"void (\w+)::regionBuilder\(.*?expects (\d+) \(>=0\) args\"\);(.*?)\n}\n", re.S
)


_STATEMENT = re.compile(r"Value value(\d+) = (.*?);")
_BUILD = re.compile(r"helper\.build(Type|Unary|Binary|Ternary)Fn\((.*), emitError\)")


def _operand(text: str) -> str:
    """`block.getArgument(2)` -> `arg2`, `value3` -> `v3`."""
    if m := re.fullmatch(r"block\.getArgument\((\d+)\)", text):
        return f"arg{m.group(1)}"
    if m := re.fullmatch(r"value(\d+)", text):
        return f"v{m.group(1)}"
    raise ValueError(text)


_CONSTANT = re.compile(r'helper\.constant\("(.*)"\)')
_INDEX = re.compile(r"helper\.index\((\d+)\)")


def _type_target(text: str) -> str | None:
    """A type fn's target: `block.getArgument(3).getType()` -> `arg3`,
    `helper.getFloat64Type()` -> `f64`, `helper.getIntegerType(32)` -> `i32`."""
    if m := re.fullmatch(r"block\.getArgument\((\d+)\)\.getType\(\)", text):
        return f"arg{m.group(1)}"
    if m := re.fullmatch(r"helper\.getFloat(32|64)Type\(\)", text):
        return f"f{m.group(1)}"
    if m := re.fullmatch(r"helper\.getIntegerType\((\d+)\)", text):
        return f"i{m.group(1)}"
    return None


def _yamlgen_payloads(source: str) -> dict[str, dict[str, Any]]:
    """Per ODS class, its region builder as data: `steps`, each
    `[fn, operands...]` (a type fn: `[cast_signed|cast_unsigned|cast, target
    argument, operand]`, `cast` meaning the op's `cast` attribute, default
    cast_signed; the target also a named type, `f64`, `i32`), `["const", "V : T"]`,
    `["index", "D"]`, and the `yields`. Absent where the builder does more."""
    found: dict[str, dict[str, Any]] = {}
    for match in _BUILDER.finditer(source):
        class_name, body = match.group(1), match.group(3)
        steps: list[list[str]] = []
        ok = True
        for statement in _STATEMENT.finditer(body):
            text = statement.group(2)
            if m := _CONSTANT.fullmatch(text):
                steps.append(["const", m.group(1)])
                continue
            if m := _INDEX.fullmatch(text):
                steps.append(["index", m.group(1)])
                continue
            build = _BUILD.fullmatch(text)
            if build is None:
                ok = False
                break
            kind, args = build.group(1), [a.strip() for a in build.group(2).split(",")]
            if kind == "Type":
                fn = "cast" if args[0] == "castVal" else args[0].split("::")[-1]
                target = _type_target(args[1])
                if target is None:
                    ok = False
                    break
                steps.append([fn, target, _operand(args[2])])
            else:
                steps.append([args[0].split("::")[-1], *map(_operand, args[1:])])
        if ok:
            yields = re.findall(r"yields\.push_back\((.*?)\);", body)
            found[class_name] = {
                "steps": steps,
                "yields": [_operand(y) for y in yields],
            }
    return found


TD_PAYLOADS = {
    # LinalgOps.cpp, MatmulOp::regionBuilder (BatchMatmulOp's,
    # BatchReduceMatmulOp's and ContractOp's alike): cast the operands with the
    # `cast` attribute to the init's type, yield add(C, mul(A, B)).
    name: {
        "steps": [
            ["cast", "arg2", "arg0"],
            ["cast", "arg2", "arg1"],
            ["mul", "v1", "v2"],
            ["add", "arg2", "v3"],
        ],
        "yields": ["v4"],
    }
    for name in ("matmul", "batch_matmul", "batch_reduce_matmul", "contract")
}
"""The payloads of the named ops defined in `LinalgStructuredOps.td` (their
builders are C++ in `LinalgOps.cpp`); `elementwise`'s depends on its `kind`."""


def _yamlgen_init_read(source: str) -> dict[str, bool]:
    """Per ODS class, whether its region builder uses an init's block argument
    in the payload (the inits are the last `yields.push_back` count arguments)."""
    found: dict[str, bool] = {}
    for match in _BUILDER.finditer(source):
        class_name, args, body = match.group(1), int(match.group(2)), match.group(3)
        inits = body.count("yields.push_back(")
        used = {
            int(k)
            for k in re.findall(r"block\.getArgument\((\d+)\)(?!\.getType)", body)
        }
        found[class_name] = any(k >= args - inits for k in used)
    return found


HEADER = '''"""GENERATED by `python -m xhip.dialects.generate_linalg_ops` from
`xhip/dialects/linalg-ops.json` (MLIR 22's `LinalgStructuredOps.td`): do not edit.

The named linalg ops, one class each; their syntax and memory effects come from
`NamedStructuredOp` (`linalg_base.py`).
"""

from __future__ import annotations

from typing import ClassVar

from xdsl.irdl import irdl_op_definition, opt_prop_def

from xhip.dialects.xdsl_ext.linalg_base import (
    PROPERTY_CONSTRAINTS,
    NamedStructuredOp,
    Payload,
)
'''


def load(json_path: Path = DEFAULT_JSON) -> list[dict[str, Any]]:
    return cast(list[dict[str, Any]], json.loads(json_path.read_text()))


def render(ops: Sequence[dict[str, Any]]) -> str:
    """The module's source (unformatted)."""
    named = [op for op in ops if op["syntax"] == "named"]
    parts = [HEADER]
    for op in named:
        lines = [
            "@irdl_op_definition",
            f"class {op['class']}(NamedStructuredOp):",
            f'    """`linalg.{op["name"]}`: {op["summary"]}"""',
            "",
            f'    name = "linalg.{op["name"]}"',
            f"    INIT_READ: ClassVar[bool] = {op['init_read']}",
        ]
        if op.get("payload") is not None:
            steps = tuple(tuple(step) for step in op["payload"]["steps"])
            yields = tuple(op["payload"]["yields"])
            lines.append(
                f"    PAYLOAD: ClassVar[Payload | None] = Payload({steps!r}, {yields!r})"
            )
        for prop, kind in op["properties"]:
            lines.append(f'    {prop} = opt_prop_def(PROPERTY_CONSTRAINTS["{kind}"])')
        parts.append("\n\n" + "\n".join(lines) + "\n")
    names = ", ".join(op["class"] for op in named)
    parts.append(
        f"\n\nNAMED_OPS = ({names},)\n"
        '"""Every named op of MLIR 22\'s linalg, in the order of their names."""\n'
    )
    return "".join(parts)


def generate(json_path: Path = DEFAULT_JSON) -> str:
    return formatted(render(load(json_path)), "generate_linalg_ops")


def main(argv: Sequence[str] | None = None) -> int:
    parser = argument_parser(
        "xhip.dialects.generate_linalg_ops", __doc__, DEFAULT_JSON, DEFAULT_OUTPUT
    )
    parser.add_argument(
        "--extract", action="store_true", help="rewrite the table from MLIR 22"
    )
    args = parser.parse_args(argv)
    json_path = cast(Path, args.json)
    if args.extract:
        json_path.write_text(json.dumps(extract(), indent=1) + "\n")
    return write_or_check(parser, args, generate(json_path))


if __name__ == "__main__":
    raise SystemExit(main())

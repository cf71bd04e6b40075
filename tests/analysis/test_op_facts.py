"""`xhip.analysis.op_facts` against MLIR 22's op definitions, and its queries.

Every table entry names what MLIR's ODS declares for the op (`Basis`): the
entries are checked here against the installed `.td` files, read with
`llvm-tblgen-22 --dump-json` (`apt-get install libmlir-22-dev`, which
`llvm-22` comes with); those tests are skipped, with the reason, where the
files are absent (CI has no MLIR). The queries (`region_kind`, ...) are
checked on parsed IR everywhere.
"""

from __future__ import annotations

import json
import shutil
import subprocess
from dataclasses import dataclass
from functools import cache
from pathlib import Path
from typing import Any, cast

import pytest
from xdsl.dialects import func
from xdsl.dialects.builtin import ModuleOp
from xdsl.ir import Operation, SSAValue
from xdsl.traits import MemoryEffectKind

from xhip.analysis import op_facts
from xhip.analysis.op_facts import Basis, RegionKind, region_kind
from xhip.ir import make_context, parse_module

MLIR_INCLUDE = Path("/usr/lib/llvm-22/include")
TD_FILES: dict[str, tuple[str, ...]] = {
    "memref": ("mlir/Dialect/MemRef/IR/MemRefOps.td",),
    "scf": ("mlir/Dialect/SCF/IR/SCFOps.td",),
    "affine": ("mlir/Dialect/Affine/IR/AffineOps.td",),
    "arith": ("mlir/Dialect/Arith/IR/ArithOps.td",),
    "async": ("mlir/Dialect/Async/IR/AsyncOps.td",),
    "omp": ("mlir/Dialect/OpenMP/OpenMPOps.td",),
    "func": ("mlir/Dialect/Func/IR/FuncOps.td",),
    "linalg": (
        "mlir/Dialect/Linalg/IR/LinalgStructuredOps.td",
        "mlir/Dialect/Linalg/IR/LinalgOps.td",
    ),
}
"""Per dialect, the `.td` files that define its ops."""

HIP_EP_SOURCES = sorted(Path("/work/shared/hip-ep-oracle").glob("hip-ep-*.tar.gz"))
"""hip-ep's sources (its `HipOps.td`), where this machine has them."""
HIP_OPS_TD = "hip-ep/include/hip/Dialect/IR/HipOps.td"

TBLGEN = shutil.which("llvm-tblgen-22")
needs_mlir = pytest.mark.skipif(
    TBLGEN is None or not (MLIR_INCLUDE / "mlir").is_dir(),
    reason="MLIR 22's .td files or llvm-tblgen-22 are not installed "
    "(apt-get install libmlir-22-dev)",
)

KINDS = {
    MemoryEffectKind.READ: "MemRead",
    MemoryEffectKind.WRITE: "MemWrite",
    MemoryEffectKind.FREE: "MemFree",
    MemoryEffectKind.ALLOC: "MemAlloc",
}
MEMORY_DECORATORS = frozenset(KINDS.values())


@dataclass(frozen=True)
class OdsOp:
    """What the tests read of one op's ODS record."""

    name: str
    declared: frozenset[str]
    """Its traits and interfaces (lists expanded: `Pure` gives
    `AlwaysSpeculatable` and `NoMemoryEffect` too) and the decorators of its
    operands and results (`MemRead`, ...)."""
    operands: tuple[tuple[str, frozenset[str]], ...]
    """Its operands (attributes and properties left out): name, decorators."""
    text: str
    """Its summary and description, whitespace collapsed."""
    has_regions: bool


Record = dict[str, Any]


def _ref(value: Any) -> str | None:
    return cast(str, value["def"]) if isinstance(value, dict) else None


def _trait_names(name: str, records: dict[str, Record], into: set[str]) -> None:
    record = records.get(name)
    if record is None:
        into.add(name)
        return
    if not cast(bool, record.get("!anonymous", False)):
        into.add(name)
    interface = record.get("cppInterfaceName")
    if isinstance(interface, str):
        into.add(interface)
    for nested in cast(list[Any], record.get("traits") or []):
        ref = _ref(nested)
        if ref is not None:
            _trait_names(ref, records, into)


def _decorators(record: Record | None, records: dict[str, Record]) -> frozenset[str]:
    if record is None:
        return frozenset()
    found: set[str] = set()
    for decorator in cast(list[Any], record.get("decorators") or []):
        ref = _ref(decorator)
        if ref is None:
            continue
        found.add(ref)
        found.update(cast(list[str], records[ref].get("!superclasses", [])))
    return frozenset(found & MEMORY_DECORATORS)


def _is_operand(record: Record | None, ref: str, records: dict[str, Record]) -> bool:
    constraint = _ref(record.get("constraint")) if record is not None else ref
    target = records.get(constraint or "", {})
    return "TypeConstraint" in cast(list[str], target.get("!superclasses", []))


def _ods_op(record: Record, records: dict[str, Record]) -> OdsOp:
    declared: set[str] = set()
    for trait in cast(list[Any], record["traits"]):
        ref = _ref(trait)
        if ref is not None:
            _trait_names(ref, records, declared)
    operands: list[tuple[str, frozenset[str]]] = []
    for arg, arg_name in cast(list[Any], record["arguments"]["args"]):
        ref = _ref(arg) or ""
        arg_record = records.get(ref)
        wrapped = arg_record if arg_record and "constraint" in arg_record else None
        decorators = _decorators(wrapped, records)
        declared |= decorators
        if _is_operand(wrapped, ref, records):
            operands.append((cast(str, arg_name), decorators))
    for result in cast(list[Any], record["results"]["args"]):
        declared |= _decorators(records.get(_ref(result[0]) or ""), records)
    text = " ".join(
        f"{record.get('summary') or ''} {record.get('description') or ''}".split()
    )
    regions = cast(list[Any], record["regions"]["args"])
    return OdsOp(
        cast(str, record["opName"]),
        frozenset(declared),
        tuple(operands),
        text,
        bool(regions),
    )


def _read_ods(td: Path, dialect: str, *include: Path) -> dict[str, OdsOp]:
    """The ops of `dialect` that `td` defines, by full name."""
    assert TBLGEN is not None
    flags = [
        f for directory in (*include, MLIR_INCLUDE) for f in ("-I", str(directory))
    ]
    out = subprocess.run(
        [TBLGEN, "--dump-json", *flags, str(td)],
        capture_output=True,
        text=True,
        check=True,
    ).stdout
    records = cast(dict[str, Record], json.loads(out))
    found: dict[str, OdsOp] = {}
    for record in records.values():
        if not isinstance(record, dict) or "opName" not in record:
            continue
        owner = records[cast(str, record["opDialect"]["def"])]
        if owner["name"] == dialect:
            op = _ods_op(record, records)
            found[f"{dialect}.{op.name}"] = op
    return found


@cache
def ods(dialect: str) -> dict[str, OdsOp]:
    """The ops MLIR 22 defines in `dialect`, by full name."""
    found: dict[str, OdsOp] = {}
    for td in TD_FILES[dialect]:
        found |= _read_ods(MLIR_INCLUDE / td, dialect)
    return found


def ods_op(name: str) -> OdsOp:
    dialect = name.split(".", 1)[0]
    found = ods(dialect).get(name)
    assert found is not None, f"{name}: MLIR 22 defines no such op"
    return found


def _problems(name: str, basis: Basis, op: OdsOp | None = None) -> list[str]:
    """What the op's ODS record (`ods_op(name)` unless given) contradicts of
    `basis`."""
    op = op if op is not None else ods_op(name)
    found = [f"{name}: declares no {d}" for d in basis.declares if d not in op.declared]
    found += [f"{name}: declares {d}" for d in basis.lacks if d in op.declared]
    if basis.says and " ".join(basis.says.split()) not in op.text:
        found.append(f"{name}: its description does not say {basis.says!r}")
    return found


def _op_tables() -> dict[str, dict[str, Basis]]:
    """Every table of op names -> `Basis` in `op_facts`."""
    tables: dict[str, dict[str, Basis]] = {}
    for name in dir(op_facts):
        value = getattr(op_facts, name)
        if name == "IN_PLACE_DIALECTS" or not isinstance(value, dict):
            continue
        entries = cast(dict[Any, Any], value)
        bases: dict[str, object] = {}
        for k, v in entries.items():
            if isinstance(k, str) and "." in k:
                bases[k] = (
                    cast(tuple[object, ...], v)[-1] if isinstance(v, tuple) else v
                )
        if bases and all(isinstance(b, Basis) for b in bases.values()):
            tables[name] = cast(dict[str, Basis], bases)
    return tables


def test_the_tables_are_found() -> None:
    """The walk over `op_facts` finds every table of bases (none is skipped
    by a change of its shape)."""
    assert set(_op_tables()) == {
        "VIEW_LIKE_INTERFACE",
        "VIEWS_WITHOUT_INTERFACE",
        "DATA_RESULTS",
        "SELECT_LIKE",
        "FORWARDING_REGION_OPS",
        "REGION_SUCCESSORS",
        "ONE_AT_A_TIME_REGION_OPS",
        "IN_PLACE_OPS",
        "WAITED_BY",
        "WAIT_OPS",
        "CALLING_OPS",
        "RUNTIME_BUFFERS",
        "PURE_MEMREF_OPS",
        "PURE_AFFINE_OPS",
        "UNSIGNED_DIVISIONS",
        "SIGNED_DIVISIONS",
    }


@needs_mlir
def test_every_entry_rests_on_what_mlir_declares() -> None:
    problems = [
        f"{table}: {problem}"
        for table, entries in _op_tables().items()
        for name, basis in entries.items()
        if basis.upstream
        for problem in _problems(name, basis)
    ]
    assert problems == []


@needs_mlir
@pytest.mark.skipif(not HIP_EP_SOURCES, reason="hip-ep's sources are not here")
def test_hip_entries_rest_on_hip_eps_definitions(tmp_path: Path) -> None:
    """The entries of hip-ep's `hip` ops against its `HipOps.td` (in the
    oracle's source archive, `/work/shared/hip-ep-oracle`)."""
    subprocess.run(
        ["tar", "xzf", str(HIP_EP_SOURCES[-1]), "-C", str(tmp_path), "hip-ep/include"],
        check=True,
    )
    hip = _read_ods(tmp_path / HIP_OPS_TD, "hip", tmp_path / "hip-ep/include")
    entries = [
        (name, basis)
        for entries in _op_tables().values()
        for name, basis in entries.items()
        if not basis.upstream
    ]
    assert {name for name, _ in entries} == {
        "hip.loop",
        "hip.if",
        "hip.get_pool",
        "hip.get_host_scratch",
    }
    problems = [p for name, basis in entries for p in _problems(name, basis, hip[name])]
    assert problems == []


@needs_mlir
def test_operand_effects_are_mlirs() -> None:
    """Each effect names the operand MLIR decorates with it, and the op
    declares no other memory effect on its operands."""
    for name, effects in op_facts.OPERAND_EFFECTS.items():
        op = ods_op(name)
        for effect in effects:
            operand, decorators = op.operands[effect.index]
            assert operand == effect.name, name
            assert KINDS[effect.kind] in decorators, (name, effect)
        declared = {(i, d) for i, (_, ds) in enumerate(op.operands) for d in ds}
        assert declared == {(e.index, KINDS[e.kind]) for e in effects}, name


@needs_mlir
def test_in_place_dialects() -> None:
    """Every region op MLIR defines in a dialect said to run its regions in
    place declares one of the traits its entry names."""
    for dialect, basis in op_facts.IN_PLACE_DIALECTS.items():
        if not basis.upstream:
            continue
        missing = [
            name
            for name, op in ods(dialect).items()
            if op.has_regions and not op.declared & set(basis.declares)
        ]
        assert missing == [], dialect


def _registered(name: str) -> bool:
    return make_context().get_optional_op(name) is not None


@needs_mlir
def test_view_like_table_is_complete() -> None:
    """Every memref op xhip reads that MLIR declares `ViewLikeOpInterface` is
    in `VIEW_LIKE_INTERFACE` (and only those: the basis test)."""
    declared = {
        name
        for name, op in ods("memref").items()
        if "ViewLikeOpInterface" in op.declared and _registered(name)
    }
    assert declared == set(op_facts.VIEW_LIKE_INTERFACE)


@needs_mlir
def test_pure_memref_table_is_complete() -> None:
    """The memref ops xhip reads that MLIR declares `Pure` with no memory
    effect on an operand are exactly `PURE_MEMREF_OPS` (`memref.reshape` is
    `Pure` but reads its shape), terminators aside (nothing moves them)."""
    pure = {
        name
        for name, op in ods("memref").items()
        if "Pure" in op.declared
        and "Terminator" not in op.declared
        and not op.declared & MEMORY_DECORATORS
        and _registered(name)
    }
    assert pure == set(op_facts.PURE_MEMREF_OPS)
    assert "MemRead" in ods_op("memref.reshape").declared


@needs_mlir
def test_concurrent_loops_declare_a_parallel_region() -> None:
    """The loops `region_kind` finds concurrent (scf's parallel loops, outside
    `ONE_AT_A_TIME_REGION_OPS`) are those MLIR declares `HasParallelRegion`."""
    parallel = {
        name
        for dialect in ("scf", "affine")
        for name, op in ods(dialect).items()
        if "HasParallelRegion" in op.declared
    }
    assert parallel == {"scf.parallel", "scf.forall"}
    assert not parallel & set(op_facts.ONE_AT_A_TIME_REGION_OPS)


def test_table_names_are_ops_xhip_reads() -> None:
    """Every table names ops the context registers, but for the ones xDSL
    lacks (read unregistered, whose facts apply by name)."""
    unregistered = {"async.execute", "async.await", "memref.generic_atomic_rmw"}
    names = {name for entries in _op_tables().values() for name in entries}
    names |= set(op_facts.OPERAND_EFFECTS)
    assert {n for n in names if not _registered(n)} == unregistered


REGIONS = """
func.func @f(%n: index, %c: i1, %m: memref<4xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  scf.for %i = %c0 to %n step %c1 {
  }
  scf.if %c {
  }
  scf.parallel (%j) = (%c0) to (%n) step (%c1) {
    scf.reduce
  }
  %r = scf.execute_region -> index {
    scf.yield %c0 : index
  }
  "test.later"() ({
    "test.op"() : () -> ()
  }) : () -> ()
  "omp.task"() ({
    "omp.terminator"() : () -> ()
  }) : () -> ()
  %x = scf.while (%a = %c0) : (index) -> index {
    scf.condition(%c) %a : index
  } do {
  ^bb0(%b: index):
    scf.yield %b : index
  }
  return
}
"""


def _region_ops() -> list[Operation]:
    module = parse_module(make_context(True), REGIONS, "regions.mlir")
    assert isinstance(module, ModuleOp)
    f = next(op for op in module.walk() if isinstance(op, func.FuncOp))
    return [op for op in f.body.block.ops if op.regions]


def test_region_kinds() -> None:
    kinds = [
        (op_facts.op_name(op), [region_kind(op, r) for r in op.regions])
        for op in _region_ops()
    ]
    assert kinds == [
        ("scf.for", [RegionKind.REPEATS]),
        ("scf.if", [RegionKind.ONCE_IN_PLACE, RegionKind.ONCE_IN_PLACE]),
        ("scf.parallel", [RegionKind.CONCURRENT]),
        ("scf.execute_region", [RegionKind.ONCE_IN_PLACE]),
        ("test.later", [RegionKind.MAY_RUN_LATER]),
        ("omp.task", [RegionKind.MAY_RUN_LATER]),
        ("scf.while", [RegionKind.REPEATS, RegionKind.REPEATS]),
    ]


BRANCHES = """
func.func @g(%c: i1, %i: i32, %a: index, %b: index) {
  cf.cond_br %c, ^x(%a : index), ^y(%b, %a : index, index)
^x(%x0: index):
  cf.switch %i : i32, [
    default: ^y(%x0, %b : index, index),
    4: ^x(%b : index),
    7: ^z
  ]
^y(%y0: index, %y1: index):
  cf.br ^z
^z:
  return
}
"""


def test_successor_operands() -> None:
    """Per branch, each successor with the operands it passes, in order;
    None for an op without `BranchOpInterface` semantics here."""
    module = parse_module(make_context(True), BRANCHES, "branches.mlir")
    f = next(op for op in module.walk() if isinstance(op, func.FuncOp))
    blocks = list(f.body.blocks)
    names: dict[SSAValue, str] = {blocks[1].args[0]: "x0"}
    names |= dict(zip(blocks[0].args, ["c", "i", "a", "b"], strict=True))
    found = [
        [
            (blocks.index(block), [names[v] for v in operands])
            for block, operands in op_facts.successor_operands(b.last_op) or []
        ]
        for b in blocks
        if b.last_op is not None
    ]
    assert found == [
        [(1, ["a"]), (2, ["b", "a"])],
        [(2, ["x0", "b"]), (1, ["b"]), (3, [])],
        [(3, [])],
        [],
    ]
    returned = blocks[3].last_op
    assert isinstance(returned, func.ReturnOp)
    assert op_facts.successor_operands(returned) is None

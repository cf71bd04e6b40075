"""Round trip with real MLIR (`iree-opt` from the iree-base-compiler wheel), docs/semantics.md §9.

For every FileCheck input of the suite (each `// -----` chunk when a RUN line splits)
and every pass output its RUN lines produce:

1. xhip prints it in generic form and `iree-opt --allow-unregistered-dialect` parses
   and verifies it (MLIR's own verifiers of func, arith, memref, scf...);
2. the generic form iree-opt prints back parses in xhip to a module structurally
   equal to the original (same ops, operands, attributes, properties, types);
3. the custom form iree-opt prints (hip ops stay generic there, being unregistered)
   parses in xhip to a structurally equal module too.

The files are globbed when the tests run, so new lit tests are covered without
listing them. All modules go through two iree-opt processes in total
(`--split-input-file`), which keeps the test to a few seconds.
"""

from __future__ import annotations

import re
import shlex
import shutil
import subprocess
import warnings
from collections.abc import Iterator, Mapping, Sequence
from dataclasses import dataclass, field
from io import StringIO
from pathlib import Path

import pytest
from xdsl.context import Context
from xdsl.dialects.builtin import ModuleOp
from xdsl.ir import Attribute, Block, Operation
from xdsl.parser import Parser
from xdsl.passes import ModulePass, PassPipeline
from xdsl.printer import Printer
from xdsl.utils.exceptions import ArgSpecParseError, DiagnosticException, ParseError

from xhip.diagnostics import capture_remarks
from xhip.ir import LocatingParser, make_context
from xhip.tools.opt.driver import (
    UsageError,
    available_passes,
    is_blank,
    parse_args,
    split_input,
)
from xhip_harness.reference.inputs import run_lines as run_commands

FILECHECK_DIR = Path(__file__).parents[1] / "filecheck"
MARKER = "// -----"


def suite_files() -> list[Path]:
    return sorted(
        p
        for p in FILECHECK_DIR.rglob("*.mlir")
        if not {"Output", "Inputs"} & set(p.relative_to(FILECHECK_DIR).parts)
    )


# --- RUN lines -------------------------------------------------------------------


@dataclass
class RunLine:
    """What one RUN line does to the file: its passes, and how it reads the input."""

    passes: tuple[ModulePass, ...] | None
    """The pipeline of an `xdsl-opt`/`xhip-opt` command, None for other tools."""
    label: str
    split: bool
    allow_unregistered: bool
    expects_failure: bool
    reads_source: bool
    """Whether the command reads the test file itself (`%s`), not a derived file."""


def parse_run(command: str) -> RunLine:
    try:
        words = shlex.split(command)
    except ValueError:  # not shell syntax we can read: no pass output from it
        words = []
    ends = [i for i, w in enumerate(words) if w in ("|", "&&", "||", ";")]
    first = words[: ends[0]] if ends else words
    expects_failure = bool(first) and first[0] == "not"
    if expects_failure:
        first = first[1:]
    first = [w for w in first if not re.fullmatch(r"\d?>.*|2>&1", w)]
    tool = Path(first[0]).name if first else ""
    if not first:
        return RunLine(None, "", False, False, expects_failure, False)
    args = first[1:]
    verify = any(
        a.lstrip("-").startswith(("verify-diagnostics", "parsing-diagnostics"))
        for a in args
    )
    split = any(a.lstrip("-").startswith("split-input-file") for a in args)
    unregistered = any(a.lstrip("-") == "allow-unregistered-dialect" for a in args)
    passes: tuple[ModulePass, ...] | None = None
    label = " ".join(args)
    if tool == "xdsl-opt":
        spec = ""
        for i, a in enumerate(args):
            if a in ("-p", "--passes") and i + 1 < len(args):
                spec = args[i + 1]
            elif a.startswith(("-p=", "--passes=")):
                spec = a.partition("=")[2]
        try:
            passes = PassPipeline.parse_spec(dict(available_passes()), spec).passes
        except (ValueError, ArgSpecParseError):
            expects_failure = True
        label = spec
    elif tool == "xhip-opt":
        try:
            opts = parse_args([a for a in args if a != "%s"])
        except UsageError:
            expects_failure = True
        else:
            passes = tuple(opts.passes)
            label = " ".join(
                a
                for a in args
                if a != "%s"
                and a.lstrip("-")
                not in (
                    "split-input-file",
                    "verify-diagnostics",
                    "allow-unregistered-dialect",
                )
            )
    return RunLine(
        passes, label, split, unregistered, expects_failure or verify, "%s" in args
    )


# --- the cases -------------------------------------------------------------------


@dataclass
class Case:
    """One module to round-trip: a suite input chunk, or a pass output of it."""

    name: str
    module: ModuleOp
    generic: str
    allow_unregistered: bool
    iree_error: str | None = None
    iree_generic: str | None = None
    iree_custom: str | None = None


@dataclass
class FileCases:
    cases: list[Case] = field(default_factory=list[Case])
    problems: list[str] = field(default_factory=list[str])
    """xhip failing on the suite's own valid input (unexpected parse/pass errors)."""


def print_generic(module: ModuleOp) -> str:
    out = StringIO()
    Printer(stream=out, print_generic_format=True).print_op(module)
    return out.getvalue()


def _first_line(exc: BaseException) -> str:
    if isinstance(exc, ParseError):
        return f"{exc.span.get_location()}: {exc.msg}"
    lines = str(exc).strip().splitlines()
    return lines[0] if lines else type(exc).__name__


def file_cases(path: Path) -> FileCases:
    text = path.read_text()
    runs = [parse_run(c) for c in run_commands(text)]
    result = FileCases()
    split = any(r.split for r in runs)
    unregistered = any(r.allow_unregistered for r in runs)
    expects_failure = any(r.expects_failure for r in runs)
    ctx = make_context(unregistered)
    pipelines: dict[tuple[ModulePass, ...], str] = {}
    for r in runs:
        if r.passes and r.reads_source:
            pipelines.setdefault(r.passes, r.label)
    rel = path.relative_to(FILECHECK_DIR)
    for chunk in split_input(text, MARKER if split else None):
        if is_blank(chunk.text):  # e.g. after a final `// -----`
            continue
        where = f"{rel}:{chunk.first_line}"
        try:
            module = Parser(ctx, chunk.text, str(path)).parse_module()
            module.verify()
        except (ParseError, DiagnosticException) as e:
            if not expects_failure:
                result.problems.append(
                    f"{where}: xhip rejects the input: {_first_line(e)}"
                )
            continue
        result.cases.append(Case(where, module, print_generic(module), unregistered))
        for passes, label in pipelines.items():
            out = module.clone()
            try:
                with capture_remarks(lambda _remark: None):
                    for p in passes:
                        p.apply(ctx, out)
                out.verify()
            except (ParseError, DiagnosticException) as e:
                if not expects_failure:
                    result.problems.append(
                        f"{where} [{label}]: pass failed: {_first_line(e)}"
                    )
                continue
            result.cases.append(
                Case(f"{where} [{label}]", out, print_generic(out), unregistered)
            )
    return result


# --- iree-opt, batched -----------------------------------------------------------


def iree_opt() -> str:
    exe = shutil.which("iree-opt")
    if exe is None:
        pytest.fail(
            "iree-opt not found: install the test extra (pip install -e '.[test]')"
        )
    return exe


_DIAG = re.compile(
    r"^(?P<file>.*?):(?P<line>\d+):(?P<col>\d+): (?P<kind>error|warning): (?P<msg>.*)$"
)


def run_iree(
    cases: list[Case], tmp: Path, generic: bool
) -> Iterator[tuple[Case, str | None, str | None]]:
    """(case, printed output, error) for each case, from one iree-opt process."""
    if not cases:
        return
    starts: list[int] = []
    parts: list[str] = []
    line = 1
    for case in cases:
        starts.append(line)
        parts.append(case.generic)
        line += case.generic.count("\n") + 2  # the text, its newline, the marker
    source = tmp / ("batch-generic.mlir" if generic else "batch-custom.mlir")
    source.write_text(f"\n{MARKER}\n".join(parts) + "\n")
    args = [
        iree_opt(),
        "--allow-unregistered-dialect",
        "--split-input-file",
        str(source),
    ]
    if generic:
        args.append("--mlir-print-op-generic")
    proc = subprocess.run(args, capture_output=True, text=True)
    errors: dict[int, str] = {}
    for err_line in proc.stderr.splitlines():
        m = _DIAG.match(err_line)
        if m is None or m.group("kind") != "error":
            continue
        number = int(m.group("line"))
        index = max(i for i, s in enumerate(starts) if s <= number)
        snippet = parts[index].splitlines()[number - starts[index]].strip()
        errors.setdefault(index, f"{m.group('msg')}  [at: {snippet}]")
    outputs = re.split(rf"^{re.escape(MARKER)}$\n?", proc.stdout, flags=re.M)
    assert len(outputs) == len(cases), (
        f"iree-opt printed {len(outputs)} chunks for {len(cases)} modules: {proc.stderr[:2000]}"
    )
    if proc.returncode != 0 and not errors:
        pytest.fail(f"iree-opt failed without a located error: {proc.stderr[:2000]}")
    for i, case in enumerate(cases):
        yield case, (None if i in errors else outputs[i]), errors.get(i)


@pytest.fixture(scope="module")
def suite(tmp_path_factory: pytest.TempPathFactory) -> dict[Path, FileCases]:
    by_file = {p: file_cases(p) for p in suite_files()}
    cases = [c for f in by_file.values() for c in f.cases]
    tmp = tmp_path_factory.mktemp("iree")
    for case, out, error in run_iree(cases, tmp, generic=True):
        case.iree_generic, case.iree_error = out, error
    for case, out, error in run_iree(cases, tmp, generic=False):
        case.iree_custom = out
        case.iree_error = case.iree_error or error
    return by_file


# --- structural equality ---------------------------------------------------------


def difference(a: ModuleOp, b: ModuleOp) -> str | None:
    """None when `b` is structurally equal to `a`, else the first difference.

    xDSL's `is_structurally_equivalent` decides, with two refinements: it does not
    compare result and block-argument types, which are checked here; and it finds
    two unregistered attributes unequal even when they are the same text (each
    parse makes a new class), which the walk below accepts when both print alike.
    """
    if a.is_structurally_equivalent(b) and all(
        x.result_types == y.result_types
        and all(
            bx.arg_types == by.arg_types
            for bx, by in zip(_blocks(x), _blocks(y), strict=False)
        )
        for x, y in zip(a.walk(), b.walk(), strict=True)
    ):
        return None
    return _op_difference(a, b, {}) or None


def _blocks(op: Operation) -> list[Block]:
    return [block for region in op.regions for block in region.blocks]


def _text(attr: Attribute) -> str:
    out = StringIO()
    Printer(stream=out).print_attribute(attr)
    return out.getvalue()


def _same(x: Sequence[Attribute], y: Sequence[Attribute]) -> bool:
    return len(x) == len(y) and all(
        a == b or _text(a) == _text(b) for a, b in zip(x, y, strict=True)
    )


def _dict_difference(
    x: Mapping[str, Attribute], y: Mapping[str, Attribute]
) -> str | None:
    if x.keys() != y.keys():
        return f"names {sorted(x)} vs {sorted(y)}"
    for name, value in x.items():
        if value != y[name] and _text(value) != _text(y[name]):
            return f"{name} = {_text(value)} vs {_text(y[name])}"
    return None


def _op_difference(x: Operation, y: Operation, seen: dict[object, object]) -> str:
    """The first difference between two ops ('' if none), mapping x's values to y's."""

    def where() -> str:
        return f"in {_short(x)}\n  vs {_short(y)}\n  "

    if x.name != y.name:
        return f"{where()}op names differ"
    for kind, dx, dy in (
        ("attributes", x.attributes, y.attributes),
        ("properties", x.properties, y.properties),
    ):
        if (diff := _dict_difference(dx, dy)) is not None:
            return f"{where()}{kind}: {diff}"
    if len(x.operands) != len(y.operands) or any(
        seen.get(o, o) is not p for o, p in zip(x.operands, y.operands, strict=True)
    ):
        return f"{where()}operands differ"
    if [seen.get(s, s) for s in x.successors] != list(y.successors):
        return f"{where()}successors differ"
    if not _same(x.result_types, y.result_types):
        return f"{where()}result types differ"
    bx_all, by_all = _blocks(x), _blocks(y)
    if [len(r.blocks) for r in x.regions] != [len(r.blocks) for r in y.regions]:
        return f"{where()}regions differ"
    for bx, by in zip(bx_all, by_all, strict=True):
        seen[bx] = by
        seen.update(zip(bx.args, by.args, strict=False))
        # A block may use a value of a block listed after it (its dominator):
        # the results of a region's ops are paired before any use is compared.
        for cx, cy in zip(bx.ops, by.ops, strict=False):
            seen.update(zip(cx.results, cy.results, strict=False))
    for bx, by in zip(bx_all, by_all, strict=True):
        if not _same(bx.arg_types, by.arg_types):
            return f"{where()}block argument types differ"
        seen.update(zip(bx.args, by.args, strict=False))
        ox, oy = list(bx.ops), list(by.ops)
        if len(ox) != len(oy):
            return f"{where()}a block has {len(ox)} vs {len(oy)} ops"
        for cx, cy in zip(ox, oy, strict=True):
            if diff := _op_difference(cx, cy, seen):
                return diff
    seen.update(zip(x.results, y.results, strict=False))
    return ""


def _short(op: Operation) -> str:
    out = StringIO()
    Printer(stream=out, print_generic_format=True).print_op(op)
    return out.getvalue().splitlines()[0]


def reparse(case: Case, text: str) -> ModuleOp | str:
    ctx: Context = make_context(case.allow_unregistered)
    try:
        # xhip's tools' parser: a generic global's large splat stays one value.
        return LocatingParser(ctx, text, "iree-output").parse_module()
    except (ParseError, DiagnosticException) as e:
        return _first_line(e)


# --- the tests -------------------------------------------------------------------


@pytest.mark.slow
@pytest.mark.parametrize(
    "path", suite_files(), ids=lambda p: str(p.relative_to(FILECHECK_DIR))
)
def test_round_trip_with_iree(path: Path, suite: dict[Path, FileCases]) -> None:
    found = suite[path]
    failures = list(found.problems)
    for case in found.cases:
        if case.iree_error is not None and KNOWN_LLVM_PTR_ELEMENT[0] in case.iree_error:
            warnings.warn(f"{case.name}: {KNOWN_LLVM_PTR_ELEMENT[1]}", stacklevel=1)
            continue
        if case.iree_error is not None and _removed_linalg_ops(case.module):
            warnings.warn(f"{case.name}: {KNOWN_REMOVED_LINALG_OPS[1]}", stacklevel=1)
            continue
        if case.iree_error is not None and _undominated_on_purpose(case.name):
            warnings.warn(f"{case.name}: {KNOWN_UNDOMINATED[1]}", stacklevel=1)
            continue
        if case.iree_error is not None:
            failures.append(
                f"{case.name}: iree-opt rejects xhip's output: {case.iree_error}"
            )
            continue
        assert case.iree_generic is not None and case.iree_custom is not None
        for form, text in (
            ("generic", case.iree_generic),
            ("custom", case.iree_custom),
        ):
            back = reparse(case, text)
            if not isinstance(back, str):
                _drop_memoized_maps(back)
            if isinstance(back, str):
                failures.append(
                    f"{case.name}: iree-opt's {form} form does not parse in xhip: {back}"
                )
                continue
            diff = difference(case.module, back)
            if diff is not None:
                failures.append(
                    f"{case.name}: iree-opt's {form} form reads back differently: {diff}"
                )
    assert not failures, "\n".join(failures)


KNOWN_UNDOMINATED = (
    "check/pool-dominance.mlir",
    "an error test of the checker's dominance rule: its input uses a pool in a "
    "block the pool's block does not dominate, which MLIR's verifier rejects "
    "and xhip's (which does not order a region's blocks) lets through to the checker",
)
"""The one input MLIR rejects on purpose: `xhip check` must report what it holds."""


def _undominated_on_purpose(name: str) -> bool:
    return name.startswith(KNOWN_UNDOMINATED[0] + ":")


KNOWN_LLVM_PTR_ELEMENT = (
    "invalid memref element type",
    "true MLIR difference: xDSL accepts memref<4x!llvm.ptr>, MLIR (iree-opt) rejects "
    "'invalid memref element type'; such input is an error test of xhip, not IR "
    "MLIR could produce",
)
"""An iree-opt rejection the round trip tolerates; `test_llvm_ptr_memref_difference`
pins both sides of it."""


KNOWN_REMOVED_LINALG_OPS = (
    frozenset({"linalg.add", "linalg.sub", "linalg.mul", "linalg.div"}),
    "MLIR version difference: iree-base-compiler's MLIR no longer has MLIR 22's "
    "named elementwise linalg ops (linalg.add, linalg.div, ...; mlir-opt-22 reads "
    "them, tests/dialects/test_linalg_ops.py checks it)",
)
"""Another tolerated rejection: a module with one of these ops (what MLIR 22's
one-shot-bufferize writes) is valid MLIR 22; `test_removed_linalg_ops` pins it."""

MEMOIZED_MAPS = "linalg.memoized_indexing_maps"
"""The attribute in which MLIR caches a named linalg op's indexing maps (its
`getIndexingMaps`): iree-opt's output carries it, xhip's does not; not part of
the op, so dropped before comparing."""


def _removed_linalg_ops(module: ModuleOp) -> bool:
    return any(op.name in KNOWN_REMOVED_LINALG_OPS[0] for op in module.walk())


def _drop_memoized_maps(module: ModuleOp) -> None:
    for op in module.walk():
        op.attributes.pop(MEMOIZED_MAPS, None)


def test_removed_linalg_ops(tmp_path: Path) -> None:
    source = tmp_path / "add.mlir"
    source.write_text(
        "func.func @f(%a: memref<4xf32>) {\n"
        "  linalg.add ins(%a, %a : memref<4xf32>, memref<4xf32>) "
        "outs(%a : memref<4xf32>)\n  return\n}\n"
    )
    proc = subprocess.run([iree_opt(), str(source)], capture_output=True, text=True)
    assert proc.returncode != 0
    assert "custom op 'linalg.add' is unknown" in proc.stderr
    if shutil.which("mlir-opt-22"):
        assert (
            subprocess.run(["mlir-opt-22", str(source)], capture_output=True).returncode
            == 0
        )


def test_llvm_ptr_memref_difference(tmp_path: Path) -> None:
    text = "func.func @f(%a: memref<4x!llvm.ptr>) {\n  func.return\n}\n"
    module = Parser(make_context(), text).parse_module()
    module.verify()
    source = tmp_path / "ptr.mlir"
    source.write_text(text)
    proc = subprocess.run([iree_opt(), str(source)], capture_output=True, text=True)
    assert proc.returncode != 0
    assert KNOWN_LLVM_PTR_ELEMENT[0] in proc.stderr


@pytest.mark.slow
def test_the_suite_has_cases(suite: dict[Path, FileCases]) -> None:
    """The round trip covers inputs and pass outputs (a guard against a glob or
    RUN-line reader that silently finds nothing)."""
    names = [c.name for f in suite.values() for c in f.cases]
    assert any("[" not in n for n in names), "no suite inputs were round-tripped"
    assert any("hip-pool-allocs" in n for n in names), (
        "no pass outputs were round-tripped"
    )


_SAMPLE = """
func.func @f(%ctx: !hip.context, %n: index) -> index {
  %c4 = arith.constant 4 : index
  %m = arith.muli %n, %c4 : index
  %a = arith.addi %m, %n : index
  func.return %a : index
}
"""


@pytest.mark.parametrize(
    "old, new",
    [
        ("arith.constant 4 : index", "arith.constant 5 : index"),
        ("arith.addi %m, %n", "arith.addi %n, %m"),
        ("arith.muli %n, %c4 : index", "arith.muli %n, %c4 overflow<nsw> : index"),
        ("%ctx: !hip.context, %n: index", "%ctx: !hip.context, %n: i64"),
    ],
)
def test_difference_finds_a_changed_module(old: str, new: str) -> None:
    """The comparison behind the round trip fails on a changed constant, operand
    order, property, or type (so a passing round trip means something)."""
    ctx = make_context()
    changed = _SAMPLE.replace(old, new)
    if "i64" in new:
        changed = changed.replace("arith.constant 4 : index", "arith.constant 4 : i64")
        changed = changed.replace(": index\n", ": i64\n").replace("-> index", "-> i64")
    a = Parser(ctx, _SAMPLE).parse_module()
    b = Parser(ctx, changed).parse_module()
    assert difference(a, b) is not None
    assert difference(a, Parser(ctx, _SAMPLE).parse_module()) is None

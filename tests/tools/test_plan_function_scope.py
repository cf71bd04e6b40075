"""`xhip plan --scope function` and the JSON of `scope=function` plans
(`xhip.plan.data`: `FunctionScopeData`, docs/semantics.md §4.8)."""

from __future__ import annotations

import json
import re
from pathlib import Path
from typing import Any

import pytest
from xdsl.dialects import func

from xhip.ir import make_context, parse_module
from xhip.plan import PoolOptions
from xhip.plan.data import (
    FunctionScopeData,
    PlanFormatError,
    ScopedAllocData,
    dump_function_scope,
    function_scope_from_data,
    function_scope_to_data,
    plans_from_data,
)
from xhip.plan.function_scope import plan_function_scope
from xhip.planning.interval_sets import IntervalSet
from xhip.tools.cli import main
from xhip.tools.plan.cli import (
    _function_scope_summary,  # pyright: ignore[reportPrivateUsage]
)
from xhip_harness.workloads.kernels import cfg_softmax

# Points: 0 %a, 1 scf.if, 2 %t, 3 write t, 4 dealloc t, 5 yield, 6 write a,
# 7 yield, 8 %d, 9 realloc d, 10 return. %a is live before the if and in the
# else branch only: two intervals; %t shares its bytes (disjoint sets); %d
# stays: the realloc (point 9) may free it.
BRANCH = """\
func.func @f(%ctx: !hip.context, %cond: i1, %n: index) {
  %a = memref.alloc() : memref<64xf32>
  scf.if %cond {
    %t = memref.alloc() : memref<128xf32>
    "test.op_with_memwrite"(%t) : (memref<128xf32>) -> ()
    memref.dealloc %t : memref<128xf32>
  } else {
    "test.op_with_memwrite"(%a) : (memref<64xf32>) -> ()
  }
  %d = memref.alloc(%n) : memref<?xf32>
  %r = memref.realloc %d(%n) : memref<?xf32> to memref<?xf32>
  func.return
}
"""

FREED = (
    "hip-pool-allocs: %d is not pooled: memref.realloc at f.mlir:11:3 may free it, "
    "which would free pool memory"
)

EXPECTED = FunctionScopeData(
    "f",
    256,
    512,
    (
        ScopedAllocData("%a", 256, 0, IntervalSet([(0, 1), (6, 6)])),
        ScopedAllocData("%t", 512, 0, IntervalSet([(2, 3)])),
    ),
    (("%d", FREED),),
)


def _plan(text: str, packer: str = "reference") -> FunctionScopeData:
    context = make_context()
    context.allow_unregistered = True
    module = parse_module(context, text, "f.mlir")
    f = next(op for op in module.ops if isinstance(op, func.FuncOp))
    options = PoolOptions(scope="function", packer=packer)  # pyright: ignore[reportArgumentType]
    plan = plan_function_scope(f, options)
    assert plan is not None
    return FunctionScopeData.of(plan, options.alignment)


def test_the_data_of_a_plan():
    data = _plan(BRANCH)
    assert data == EXPECTED
    assert data.lower_bound == 512


@pytest.mark.parametrize("packer", ["reference", "best"])
def test_json_round_trip(packer: str):
    plans = [_plan(BRANCH, packer), _plan(cfg_softmax().text, packer)]
    text = dump_function_scope(plans)
    assert function_scope_from_data(json.loads(text)) == plans
    document = function_scope_to_data(plans)
    assert document["scope"] == "function"
    entry = document["functions"][0]
    assert entry["allocs"][0] == {
        "name": "%a",
        "size": 256,
        "offset": 0,
        "live": [[0, 1], [6, 6]],
    }
    assert entry["unpooled"] == [{"name": "%d", "reason": FREED}]
    assert entry["lower_bound_bytes"] == 512
    softmax = document["functions"][1]
    assert (softmax["pool_size"], softmax["lower_bound_bytes"]) == (66816, 66816)


@pytest.mark.parametrize(
    ("path", "value", "message"),
    [
        (
            ("functions", 0, "allocs", 0, "live"),
            [[6, 1]],
            "functions[0].allocs[0].live: expected [first, last] with 0 <= first "
            "<= last, got [6, 1]",
        ),
        (
            ("functions", 0, "allocs", 1, "offset"),
            "0",
            "functions[0].allocs[1].offset: expected an integer, got '0'",
        ),
        (("scope",), "entry-block", "not an xhip scope=function plan"),
        (("version",), 99, "unsupported plan version 99"),
    ],
)
def test_bad_data_is_a_one_line_error(
    path: tuple[str | int, ...], value: object, message: str
):
    document = json.loads(dump_function_scope([EXPECTED]))
    target: Any = document
    for key in path[:-1]:
        target = target[key]
    target[path[-1]] = value
    with pytest.raises(PlanFormatError, match=re.escape(message)):
        function_scope_from_data(document)


def test_the_entry_block_loader_names_a_function_scope_document():
    document = function_scope_to_data([EXPECTED])
    with pytest.raises(PlanFormatError, match="a scope=function plan"):
        plans_from_data(document)


TEXT = [
    "@f: scope=function, 2 pooled allocs, pool 512 B (512 B); lower bound 512 B "
    "(512 B, the most bytes live at one point); alignment 256",
    "  %a offset 0 size 256 B live [0, 1] [6, 6]",
    "  %t offset 0 size 512 B live [2, 3]",
    f"  not pooled: {FREED}",
]


def test_text():
    lines: list[str] = []
    _function_scope_summary(EXPECTED, lines.append)
    assert lines == TEXT


def test_cli(
    tmp_path: Path,
    capsys: pytest.CaptureFixture[str],
    monkeypatch: pytest.MonkeyPatch,
):
    monkeypatch.chdir(tmp_path)  # the remark names the file as given: f.mlir
    Path("f.mlir").write_text(BRANCH)
    saved = tmp_path / "f.json"
    flags = ["--allow-unregistered-dialect", "f.mlir"]
    assert main(["plan", "--scope", "function", "--json", str(saved), *flags]) == 0
    assert capsys.readouterr().out.splitlines() == TEXT
    assert function_scope_from_data(json.loads(saved.read_text())) == [EXPECTED]
    # A saved plan is shown as saved, without --scope.
    assert main(["plan", str(saved)]) == 0
    assert capsys.readouterr().out.splitlines() == TEXT
    assert main(["plan", "--scope", "function", "--json", "-", *flags]) == 0
    assert json.loads(capsys.readouterr().out) == function_scope_to_data([EXPECTED])


@pytest.mark.parametrize(
    ("extra", "message"),
    [
        (["--svg", "-"], "--svg does not draw scope=function plans yet"),
        (["--dims", "n=4"], "--dims: scope=function plans have static sizes only"),
        (["--function", "g"], "no function @g with a body in"),
    ],
)
def test_cli_errors_are_one_line(
    tmp_path: Path,
    capsys: pytest.CaptureFixture[str],
    extra: list[str],
    message: str,
):
    source = tmp_path / "f.mlir"
    source.write_text(BRANCH)
    args = ["plan", "--scope", "function", "--allow-unregistered-dialect"]
    assert main([*args, *extra, str(source)]) == 1
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and f"xhip plan: error: {message}" in err


def test_cli_planning_flags_do_not_apply_to_a_saved_plan(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
):
    saved = tmp_path / "f.json"
    saved.write_text(dump_function_scope([EXPECTED]))
    assert main(["plan", "--packer", "best", str(saved)]) == 1
    assert "--packer only apply to MLIR input" in capsys.readouterr().err


def test_a_plan_of_runtime_sizes_is_refused_in_one_line(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
):
    """The saved form holds one static pool; a dynamic alloc, pooled under
    scope=function, makes a plan this form cannot hold: one line, exit 1."""
    source = tmp_path / "d.mlir"
    source.write_text(
        "func.func @g(%ctx: !hip.context, %n: index) {\n"
        "  %d = memref.alloc(%n) : memref<?xf32>\n"
        '  "test.op_with_memwrite"(%d) : (memref<?xf32>) -> ()\n'
        "  func.return\n"
        "}\n"
    )
    flags = ["--allow-unregistered-dialect", str(source)]
    assert main(["plan", "--scope", "function", *flags]) == 1
    err = capsys.readouterr().err
    assert err.splitlines() == [
        "xhip plan: error: @g: its scope=function plan has sizes known at run time or "
        "several pools; xhip plan shows one static pool only"
    ]

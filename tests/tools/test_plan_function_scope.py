"""`xhip plan --scope function` and the JSON of `scope=function` plans: the
same `FunctionPlan`s, format and tool as the entry block's, each alloc with
its live set (docs/semantics.md §4.8)."""

from __future__ import annotations

import json
import re
from dataclasses import replace
from pathlib import Path

import pytest
from xdsl.dialects import func

from xhip.ir import make_context, parse_module
from xhip.plan import FunctionPlan, PoolOptions, plan_function
from xhip.plan.data import PlanFormatError, dump_plans, plans_from_data, plans_to_data
from xhip.planning.interval_sets import IntervalSet
from xhip.tools.cli import main
from xhip.tools.plan.svg import render_svg
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


def _plan(text: str, packer: str = "reference") -> FunctionPlan:
    context = make_context()
    context.allow_unregistered = True
    module = parse_module(context, text, "f.mlir")
    f = next(op for op in module.ops if isinstance(op, func.FuncOp))
    options = PoolOptions(scope="function", packer=packer)  # pyright: ignore[reportArgumentType]
    plan = plan_function(f, options)
    assert plan is not None
    return plan


def test_the_plan_of_a_branch():
    plan = _plan(BRANCH)
    assert [(a.name, a.offset.constant, a.live) for a in plan.allocs] == [
        ("%a", 0, IntervalSet([(0, 1), (6, 6)])),
        ("%t", 0, IntervalSet([(2, 3)])),
    ]
    assert [d.pool_size.constant for d in plan.domains] == [512]
    assert [u.reason for u in plan.unpooled] == [FREED]


@pytest.mark.parametrize("packer", ["reference", "best"])
def test_json_round_trip(packer: str):
    plans = [_plan(BRANCH, packer), _plan(cfg_softmax().text, packer)]
    text = dump_plans(plans)
    loaded = plans_from_data(json.loads(text))
    assert dump_plans(loaded) == text
    assert [a.live for p in loaded for a in p.allocs] == [
        a.live for p in plans for a in p.allocs
    ]
    document = plans_to_data(plans)
    entry = document["functions"][0]
    assert entry["options"]["scope"] == "function"
    # A live set of several intervals is saved; one equal to the lifetime is not.
    assert entry["allocs"][0]["live"] == [[0, 1], [6, 6]]
    assert "live" not in entry["allocs"][1]
    assert entry["domains"][0]["lower_bound_bytes"] == 512
    softmax = document["functions"][1]
    assert [
        (d["pool_size"]["bytes"], d["lower_bound_bytes"]) for d in softmax["domains"]
    ] == [(66816, 66816)]


def test_a_bad_live_set_is_a_one_line_error():
    document = plans_to_data([_plan(BRANCH)])
    document["functions"][0]["allocs"][0]["live"] = [[6, 1]]
    message = (
        "functions[0].allocs[0].live: expected [first, last] with 0 <= first "
        "<= last, got [6, 1]"
    )
    with pytest.raises(PlanFormatError, match=re.escape(message)):
        plans_from_data(document)


TEXT = [
    "@f: 2 pooled allocs, 1 domain",
    "  domain 0: pool 512 B (512 B) = 512; lower bound 512 B (512 B); static "
    "prefix 512 B, 0 slabs, 0 bins",
    "    %a memref<64xf32> live [0, 1] [6, 6] static offset 0 = 0 size 256 B",
    "    %t memref<128xf32> ops 2..3 static offset 0 = 0 size 512 B",
    f"  {FREED.removeprefix('hip-pool-allocs: ')}",
]


def test_cli(
    tmp_path: Path,
    capsys: pytest.CaptureFixture[str],
    monkeypatch: pytest.MonkeyPatch,
):
    monkeypatch.chdir(tmp_path)  # the remark names the file as given: f.mlir
    Path("f.mlir").write_text(BRANCH)
    saved = tmp_path / "f.json"
    flags = ["--allow-unregistered-dialect", "--allocs", "f.mlir"]
    assert main(["plan", "--scope", "function", "--json", str(saved), *flags]) == 0
    assert capsys.readouterr().out.splitlines() == TEXT
    # A saved plan is shown as saved (without the remarks, which need the IR).
    assert main(["plan", "--allocs", str(saved)]) == 0
    assert capsys.readouterr().out.splitlines() == TEXT[:-1]
    assert main(["plan", "--scope", "function", "--json", "-", *flags]) == 0
    assert json.loads(capsys.readouterr().out) == json.loads(saved.read_text())


def test_cli_errors_are_one_line(tmp_path: Path, capsys: pytest.CaptureFixture[str]):
    source = tmp_path / "f.mlir"
    source.write_text(BRANCH)
    args = ["plan", "--scope", "function", "--allow-unregistered-dialect"]
    assert main([*args, "--function", "g", str(source)]) == 1
    err = capsys.readouterr().err
    assert (
        err.count("\n") == 1
        and "xhip plan: error: no function @g with a body in" in err
    )


def test_cli_planning_flags_do_not_apply_to_a_saved_plan(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
):
    saved = tmp_path / "f.json"
    saved.write_text(dump_plans([_plan(BRANCH)]))
    assert main(["plan", "--packer", "best", str(saved)]) == 1
    assert "--packer only apply to MLIR input" in capsys.readouterr().err


def test_options_it_cannot_honour_are_one_line_errors(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
):
    source = tmp_path / "f.mlir"
    source.write_text(BRANCH)
    args = ["plan", "--scope", "function", "--allow-unregistered-dialect"]
    assert main([*args, "--lifetime-only", "false", str(source)]) == 1
    assert capsys.readouterr().err.splitlines() == [
        f"{source}:1:1: error: hip-pool-allocs: scope=function cannot honour "
        "lifetime-only=false (grouped slabs and small buckets are laid out on "
        "single-block lifetimes)"
    ]


FUNCTION_AXIS = "x: program point (the function's ops in pre-order)"
BLOCK_AXIS = "x: op index in the block"


def test_the_svg_axis_is_the_plans_program_points() -> None:
    """The x axis is named after the live-range source the plan was made
    from (`FunctionPlan.reference_rules`), not the scope option: a plan
    whose source gave live sets over the function's points is drawn on
    those, a JSON plan on its scope's."""
    plan = _plan(BRANCH)
    assert not plan.reference_rules
    assert FUNCTION_AXIS in render_svg([plan])
    (loaded,) = plans_from_data(plans_to_data([plan]))
    assert not loaded.reference_rules
    assert FUNCTION_AXIS in render_svg([loaded])
    # The same options with the reference's source: block indices.
    block = replace(plan, reference_rules=True)
    svg = render_svg([block])
    assert BLOCK_AXIS in svg and FUNCTION_AXIS not in svg
    entry = plan_function(
        next(
            op
            for op in parse_module(make_context(), FLAT, "g.mlir").ops
            if isinstance(op, func.FuncOp)
        )
    )
    assert entry is not None and entry.reference_rules
    (loaded,) = plans_from_data(plans_to_data([entry]))
    assert loaded.reference_rules
    assert BLOCK_AXIS in render_svg([loaded])


FLAT = """\
func.func @g(%ctx: !hip.context) {
  %a = memref.alloc() : memref<64xf32>
  "test.op_with_memwrite"(%a) : (memref<64xf32>) -> ()
  func.return
}
"""

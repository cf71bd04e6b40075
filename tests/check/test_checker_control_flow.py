"""The checker over control flow (docs/semantics.md §4.8, the checker's rules)
against executions: pooled outputs of the control-flow fuzzer are accepted;
moving one view onto another view's bytes is rejected whenever an execution
shows the two clobber each other."""

from __future__ import annotations

from dataclasses import dataclass

import pytest
from xdsl.dialects import func, memref
from xdsl.dialects.builtin import ModuleOp

from tests.budget import spread
from xhip.analysis.lifetimes import LifetimeStart
from xhip.check.checker import CheckOptions, violations
from xhip.check.checker_cfg import ControlFlow
from xhip.ir import make_context, parse_module
from xhip.plan import PoolOptions
from xhip.transforms.pool_module import pool_module
from xhip_harness.execute.interpreter import ExecutionError
from xhip_harness.fuzz.control_flow import LoadRecorder, parsed, run_arguments

SEEDS = range(6)
XS = (0, 1, 2)


def _pooled(seed: int, lower: bool) -> tuple[ModuleOp, ModuleOp]:
    original = parsed(seed, lower)
    pooled = original.clone()
    pool_module(pooled, PoolOptions(scope="function"), remarks=False)
    return original, pooled


def _function(module: ModuleOp) -> func.FuncOp:
    return next(op for op in module.ops if isinstance(op, func.FuncOp))


def _loads(module: ModuleOp) -> list[list[int]] | None:
    """The values loaded at each x; None when a run fails."""
    runs: list[list[int]] = []
    for x in XS:
        recorder = LoadRecorder()
        try:
            recorder.run(_function(module), run_arguments(x))
        except ExecutionError:
            return None
        runs.append(recorder.loaded)
    return runs


def _views(module: ModuleOp) -> list[memref.ViewOp]:
    return [op for op in module.walk() if isinstance(op, memref.ViewOp)]


@dataclass
class Mutations:
    tried: int = 0
    rejected: int = 0
    clobbering: int = 0
    """Mutations whose run loads other values than the original's (or fails)."""
    missed: list[str] | None = None


def _mutate_all(seed: int, lower: bool, counts: Mutations) -> None:
    """Each view moved, one at a time, onto each other view's offset (under
    `ci`, onto those of a spread of them)."""
    original, pooled = _pooled(seed, lower)
    expected = _loads(original)
    assert expected is not None, f"seed {seed}: the original program does not run"
    count = len(_views(pooled))
    for i in range(count):
        for shift in spread(range(count), 5):
            j = (i + shift) % count
            mutant = pooled.clone()
            views = _views(mutant)
            v, w = views[i], views[j]
            if v.byte_shift is w.byte_shift:
                continue
            v.operands = (v.source, w.byte_shift, *v.sizes)
            counts.tried += 1
            rejected = bool(violations(_function(mutant), CheckOptions()))
            counts.rejected += rejected
            if _loads(mutant) != expected:
                counts.clobbering += 1
                if not rejected:
                    assert counts.missed is not None
                    counts.missed.append(f"seed {seed} lower={lower}: {i} -> {j}")


@pytest.mark.parametrize("lower", [False, True], ids=["scf", "cf"])
def test_every_clobbering_mutation_is_rejected(lower: bool) -> None:
    counts = Mutations(missed=[])
    for seed in SEEDS:
        _mutate_all(seed, lower, counts)
    assert counts.missed == []
    # The executions show many clobbers, and the checker rejects more moves
    # than they show (a clobber a run does not load is still one).
    assert counts.clobbering >= 20
    assert counts.rejected > counts.clobbering
    assert counts.rejected < counts.tried  # some moves are onto dead bytes


@pytest.mark.parametrize("seed", range(20))
@pytest.mark.parametrize("lower", [False, True], ids=["scf", "cf"])
@pytest.mark.parametrize("start", ["first-use", "alloc"])
def test_pooled_outputs_are_accepted(seed: int, lower: bool, start: str) -> None:
    _, pooled = _pooled(seed, lower)
    options = CheckOptions(lifetime_start=LifetimeStart(start))
    assert [v.message for v in violations(_function(pooled), options)] == []


def test_points_of_a_loop_and_a_diamond() -> None:
    """The graph: a loop's body returns to its start; a diamond's arms meet."""
    _, pooled = _pooled(3, True)
    graph = ControlFlow.of(_function(pooled).body)
    assert len(graph.labels) == sum(1 for _ in _function(pooled).walk()) - 1
    back = [(p, q) for p, succ in enumerate(graph.successors) for q in succ if q <= p]
    assert back  # the lowered loops' back edges
    assert all(
        q in graph.successors[p] for q, ps in enumerate(graph.predecessors) for p in ps
    )


def _function_of(text: str) -> func.FuncOp:
    return _function(parse_module(make_context(allow_unregistered=True), text))


def _edges(text: str) -> set[tuple[str, str]]:
    """The graph's edges, each point named by its op (`end scf.for`: its end)."""
    graph = ControlFlow.of(_function_of(text).body)

    def label(p: int) -> str:
        op, end = graph.labels[p]
        name = (
            op.results[0].name_hint
            if op.results and op.results[0].name_hint
            else op.name
        )
        return f"end {name}" if end else name

    return {
        (label(p), label(q))
        for p, successors in enumerate(graph.successors)
        for q in successors
    }


def test_the_graph_of_a_while_loop_and_an_if_without_else() -> None:
    edges = _edges("""
func.func @f(%n: index, %c: i1) {
  %c0 = arith.constant 0 : index
  %r = scf.while (%i = %c0) : (index) -> index {
    %p = arith.cmpi ult, %i, %n : index
    scf.condition(%p) %i : index
  } do {
  ^bb0(%j: index):
    scf.if %c {
      %k = arith.addi %j, %j : index
    }
    scf.yield %j : index
  }
  func.return
}
""")
    assert edges == {
        ("c0", "r"),
        ("r", "p"),  # into `before`
        ("p", "scf.condition"),
        ("scf.condition", "scf.if"),  # into `after`
        ("scf.condition", "end r"),  # out of the loop
        ("scf.if", "k"),
        ("scf.if", "end scf.if"),  # no else: straight to the end
        ("k", "scf.yield"),
        ("scf.yield", "end scf.if"),
        ("end scf.if", "scf.yield"),
        ("scf.yield", "p"),  # `after` back to `before`
        ("end r", "func.return"),
    }


def test_the_graph_of_blocks_inside_a_region() -> None:
    edges = _edges("""
func.func @f(%c: i1) {
  scf.execute_region {
    cf.cond_br %c, ^bb1, ^bb2
  ^bb1:
    %a = arith.constant 1 : index
    scf.yield
  ^bb2:
    %b = arith.constant 2 : index
    cf.br ^bb1
  }
  func.return
}
""")
    assert edges == {
        ("scf.execute_region", "cf.cond_br"),
        ("cf.cond_br", "a"),
        ("cf.cond_br", "b"),
        ("a", "scf.yield"),
        ("b", "cf.br"),
        ("cf.br", "a"),
        ("scf.yield", "end scf.execute_region"),
        ("end scf.execute_region", "func.return"),
    }


CARRIED = """
func.func @f(%ctx: !hip.context, %n: index) {{
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c256 = arith.constant 256 : index
  %c512 = arith.constant 512 : index
  %pool = hip.get_pool(%ctx, %c512) : memref<?xi8>
  %init = memref.view %pool[%c256][] : memref<?xi8> to memref<4xf32>
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %init) -> (memref<4xf32>) {{
    {before}
    %next = memref.view %pool[%c0][] : memref<?xi8> to memref<4xf32>
    "test.op_with_memwrite"(%next) : (memref<4xf32>) -> ()
    {after}
    scf.yield %next : memref<4xf32>
  }}
  "test.op_with_memwrite"(%r) : (memref<4xf32>) -> ()
  func.return
}}
"""
READ_ACC = '"test.op_with_memwrite"(%acc) : (memref<4xf32>) -> ()'


def test_a_yielded_view_overlaps_itself_only_when_the_older_one_is_read_after_it():
    """The last iteration's %next, in %acc, read before the view runs again:
    dead by then. Read after: the two instances share their bytes. Points: 6
    scf.for, 7 %next (the body's first point, where %acc is live), 8 write
    next, 9 write acc, 10 yield, 11 end, 12 write r."""
    before = _function_of(CARRIED.format(before=READ_ACC, after=""))
    assert violations(before) == []
    after = _function_of(CARRIED.format(before="", after=READ_ACC))
    assert [v.message for v in violations(after)] == [
        "@f: view %next (live at 7-10, 12, at <unknown>:11:5) may share bytes "
        "[0, 16) with another instance of itself: %acc may still hold an older "
        "one when it runs again; binding: (constant sizes)"
    ]

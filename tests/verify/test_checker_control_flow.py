"""The checker over control flow (docs/semantics.md §4.8, the checker's rules)
against executions: pooled outputs of the control-flow fuzzer are accepted;
moving one view onto another view's bytes is rejected whenever an execution
shows the two clobber each other."""

from __future__ import annotations

from dataclasses import dataclass

import pytest
from xdsl.dialects import func, memref
from xdsl.dialects.builtin import ModuleOp

from xhip.analysis.lifetimes import LifetimeStart
from xhip.plan import PoolOptions
from xhip.transforms.pool_module import pool_module
from xhip.verify.checker import CheckOptions, violations
from xhip.verify.checker_cfg import ControlFlow
from xhip.verify.execute.interpreter import ExecutionError
from xhip.verify.fuzz.control_flow import LoadRecorder, parsed

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
            recorder.run(_function(module), [None, x])
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
    """Each view moved, one at a time, onto each other view's offset."""
    original, pooled = _pooled(seed, lower)
    expected = _loads(original)
    count = len(_views(pooled))
    for i in range(count):
        for j in range(count):
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

"""The random fuzzer's callee shapes of issue 39, under `--tail` and
`--modules`: a function of the module that returns with a `memref.dma_start`,
an `async.execute` or an `omp.task` still running on its argument, and one
that frees its argument (docs/semantics.md §4.4, §4.6). The generators write
each, and a small seeded campaign over them has no finding, every case
checked (a `--tail` case that stores new sizes included)."""

from __future__ import annotations

from collections.abc import Callable
from functools import cache

import pytest
from xdsl.dialects import func, memref
from xdsl.dialects.builtin import ModuleOp, UnregisteredOp
from xdsl.ir import Operation

from xhip_harness.fuzz.pipeline_module import build_pipeline_module
from xhip_harness.fuzz.program import FuzzCase, RandomChooser, build_program
from xhip_harness.fuzz.runner import parse_case, run_case

SHAPES = ("dma", "execute", "task", "frees")
SEEDS = range(400)
"""The seeds scanned: the dma callee is the rarest (a whole static buffer)."""


def _name(op: Operation) -> str:
    return op.op_name.data if isinstance(op, UnregisteredOp) else op.name


def _shape(f: func.FuncOp) -> str | None:
    """Which callee shape private function `f` is, checked op by op."""
    entry = f.body.blocks[0]
    args = set(entry.args)
    ops = list(f.walk())
    names = [_name(op) for op in ops]
    ret = entry.last_op
    assert isinstance(ret, func.ReturnOp)
    if "memref.dma_start" in names:
        start = ops[names.index("memref.dma_start")]
        assert start.operands[0] in args and start.parent_block() is entry
        assert "memref.dma_wait" not in names  # left running
        return "dma"
    if "async.execute" in names:
        token = ops[names.index("async.execute")].results[0]
        assert list(ret.arguments) == [token]  # the caller may await it
        assert any(_name(op) == "memref.copy" for op in ops)
        return "execute"
    if "omp.task" in names:
        assert "omp.taskwait" not in names
        task = ops[names.index("omp.task")]
        copy = next(op for op in task.walk() if op.name == "memref.copy")
        assert copy.operands[0] in args
        return "task"
    frees = [op for op in ops if isinstance(op, memref.DeallocOp)]
    if frees:
        assert [op.memref for op in frees] == [entry.args[0]]
        return "frees"
    return None


def _callees(module: ModuleOp) -> dict[str, set[str]]:
    """Shape -> the names of the private functions of that shape that some
    function of the module calls."""
    called = {
        op.callee.root_reference.data
        for op in module.walk()
        if isinstance(op, func.CallOp)
    }
    found: dict[str, set[str]] = {}
    for f in module.ops:
        if not isinstance(f, func.FuncOp) or not f.body.blocks:
            continue
        if f.sym_visibility is None or f.sym_name.data not in called:
            continue
        shape = _shape(f)
        if shape is not None:
            found.setdefault(shape, set()).add(f.sym_name.data)
    return found


GENERATORS: dict[str, Callable[[int], FuzzCase]] = {
    "tail": lambda s: build_program(RandomChooser(s), overwrite_lens=True),
    "modules": lambda s: build_pipeline_module(RandomChooser(s)),
}


@cache
def _first_cases(generator: str) -> dict[str, tuple[int, FuzzCase]]:
    """Per shape, the first seed of `SEEDS` whose case has a callee of it."""
    first: dict[str, tuple[int, FuzzCase]] = {}
    for seed in SEEDS:
        case = GENERATORS[generator](seed)
        if not any(f"private @{p}" in case.text for p in ("dma", "work", "frees")):
            continue
        for shape in _callees(parse_case(case)):
            first.setdefault(shape, (seed, case))
        if len(first) == len(SHAPES):
            break
    return first


@pytest.mark.parametrize("generator", GENERATORS)
def test_the_generators_write_each_callee_shape(generator: str):
    assert sorted(_first_cases(generator)) == sorted(SHAPES)


@pytest.mark.parametrize("generator", GENERATORS)
def test_a_campaign_over_the_callee_shapes_finds_nothing(generator: str):
    """Each shape's first case through the runner (`--tail`: the tail passes
    first), checked in every configuration."""
    for shape, (seed, case) in _first_cases(generator).items():
        report = run_case(case, random_bindings=4, tail=generator == "tail")
        assert report.findings == [], (shape, seed, report.findings)
        assert report.bindings > 0, (shape, seed)

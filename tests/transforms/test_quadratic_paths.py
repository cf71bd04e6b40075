"""The shapes that once cost O(n^2) in one pass (docs/bench.md, "Quadratic paths"):
the work each pass does on them is counted here, never timed."""

from __future__ import annotations

import random
from dataclasses import dataclass
from pathlib import Path

import numpy as np
import pytest
from xdsl.dialects import func, memref
from xdsl.dialects.builtin import ModuleOp, UnregisteredOp
from xdsl.ir import OpOperands

from xhip.analysis import aliases
from xhip.analysis.lifetimes import pool_candidates
from xhip.analysis.memory_effects import (
    BufferObjects,
    FirstWriters,
    is_read_only,
    may_overlap,
)
from xhip.check import check_module, checker, violations
from xhip.dialects.hip import AllocOutputOp
from xhip.ir import make_context, parse_module
from xhip.planning.requests import Lifetime
from xhip.rewriting.greedy import _other_users_at_most_one
from xhip.transforms import use_output_allocator as uoa
from xhip.transforms.hip_pool_allocs import HipPoolAllocsPass
from xhip.transforms.hoist_alloc_size_arith import hoist_function, used_allocs
from xhip.transforms.use_output_allocator import HipUseOutputAllocatorPass
from xhip_harness.bench import speed
from xhip_harness.fuzz.program import RandomChooser, build_program
from xhip_harness.fuzz.runner import parse_case

FILECHECK = Path(__file__).parents[1] / "filecheck"


def parse(text: str) -> ModuleOp:
    return parse_module(make_context(True), "builtin.module {\n" + text + "}\n")


def functions(module: ModuleOp) -> list[func.FuncOp]:
    return [op for op in module.walk() if isinstance(op, func.FuncOp)]


# -- the greedy driver: a producer's other users ---------------------------------


class _Use:
    def __init__(self, operation: object):
        self.operation = operation


class _CountedValue:
    """A value whose uses count how many were looked at."""

    def __init__(self, users: list[object]):
        self.users = users
        self.seen = 0

    @property
    def uses(self):
        for user in self.users:
            self.seen += 1
            yield _Use(user)


def test_other_users_stop_at_the_second():
    op = object()
    shared = _CountedValue([object() for _ in range(1000)])
    assert not _other_users_at_most_one(shared, op)  # type: ignore[arg-type]
    assert shared.seen == 2
    one_other = object()
    value = _CountedValue([op, one_other, op, one_other])
    assert _other_users_at_most_one(value, op)  # type: ignore[arg-type]
    assert value.seen == 4
    assert _other_users_at_most_one(_CountedValue([op]), op)  # type: ignore[arg-type]
    assert not _other_users_at_most_one(  # type: ignore[arg-type]
        _CountedValue([op, object(), object()]), op
    )


# -- use-output-allocator: many returned buffers ---------------------------------


def test_many_outputs_rebuild_the_return_once(monkeypatch: pytest.MonkeyPatch):
    n = 60
    module = parse(speed.many_outputs_text(n))
    set_on_return = 0
    setitem = OpOperands.__setitem__

    def counting(self: OpOperands, idx: int, operand: object) -> None:
        nonlocal set_on_return
        if isinstance(self._op, func.ReturnOp):
            set_on_return += 1
        setitem(self, idx, operand)  # type: ignore[arg-type]

    searched = 0
    find = uoa.last_return

    def counting_find(f: func.FuncOp):
        nonlocal searched
        searched += 1
        return find(f)

    monkeypatch.setattr(OpOperands, "__setitem__", counting)
    monkeypatch.setattr(uoa, "last_return", counting_find)
    HipUseOutputAllocatorPass().apply(make_context(True), module)
    assert set_on_return == 0
    assert searched == 1
    module.verify()
    (f,) = functions(module)
    ret = f.body.blocks[0].last_op
    assert isinstance(ret, func.ReturnOp)
    owners = [v.owner for v in ret.operands]
    assert all(isinstance(o, AllocOutputOp) for o in owners)
    assert [o.out_idx.value.data for o in owners] == list(range(n))  # type: ignore[union-attr]
    assert [v.name_hint for v in ret.operands] == [f"o{i}" for i in range(n)]
    for i, v in enumerate(ret.operands):  # each value's uses name the return once
        assert [u.index for u in v.uses if u.operation is ret] == [i]
    assert not any(isinstance(op, memref.AllocOp) for op in f.walk())


# -- hoist-loads: the first writer before each load --------------------------------


def test_many_loads_compute_each_ops_writes_once(monkeypatch: pytest.MonkeyPatch):
    n = 80
    module = parse(speed.many_loads_text(n))
    (f,) = functions(module)
    ops = len(f.body.blocks[0].ops)
    calls = 0
    writes = BufferObjects.writes

    def counting(self: BufferObjects, op: object):
        nonlocal calls
        calls += 1
        return writes(self, op)  # type: ignore[arg-type]

    monkeypatch.setattr(BufferObjects, "writes", counting)
    result = hoist_function(f, hoist_loads=True)
    assert len(result.reads) == n
    assert all(r.hoistable for r in result.reads)
    assert calls < ops  # each op between E and the last load once, not once per load


def _brute_first_writer(
    objects: BufferObjects, ops: list, start: int, read: object, end: int
) -> int | None:
    reads = objects.reads(read)  # type: ignore[arg-type]
    for i in range(start, end):
        if may_overlap(objects.writes(ops[i]), reads):
            return i
    return None


def test_first_writers_agree_with_a_scan_of_every_op():
    # Every read after E in the hoist-loads FileCheck inputs, and reads asked in
    # both orders: the recorded first writer is the scan's.
    text = (FILECHECK / "hip-hoist-alloc-size-arith" / "hoist-loads.mlir").read_text()
    module = parse_module(make_context(True), text)
    checked = found = 0
    for f in functions(module):
        if len(f.body.blocks) != 1:
            continue
        block = f.body.blocks[0]
        allocs = used_allocs(block)
        if not allocs:
            continue
        ops = list(block.ops)
        start = ops.index(allocs[0])
        objects = BufferObjects(f.body.blocks)
        reads = [i for i in range(start, len(ops)) if is_read_only(ops[i])]
        for order in (reads, reads[::-1]):
            writers = FirstWriters(objects, ops, start)
            for i in order:
                expected = _brute_first_writer(objects, ops, start, ops[i], i)
                assert writers.first_writer(objects.reads(ops[i]), i) == expected
                checked += 1
                found += expected is not None
    assert checked > 20 and 0 < found < checked


# -- the alias analysis and lifetimes: one op aliasing n buffers -------------------


def test_unknown_op_result_updated_once(monkeypatch: pytest.MonkeyPatch):
    n = 50
    module = parse(speed.unknown_alias_text(n))
    (f,) = functions(module)
    updates: dict[str | None, int] = {}
    on_update = aliases.BufferRoots.on_update

    def counting(self: aliases.BufferRoots, solver: object) -> None:
        name = self.anchor.name_hint
        updates[name] = updates.get(name, 0) + 1
        on_update(self, solver)  # type: ignore[arg-type]

    monkeypatch.setattr(aliases.BufferRoots, "on_update", counting)
    aliases.solve_buffer_roots(f)
    assert updates["u"] == 1  # was n: one update (and n user visits) per operand
    graph = aliases.alias_graph(f)
    assert sum(len(t) for t in graph.into.values()) == n  # a_i -> u
    block = f.body.blocks[0]
    candidates = pool_candidates(block)
    end = len(block.ops) - 1  # test.pack may keep them: live to the block's end
    by_name = {c.alloc.memref.name_hint: c for c in candidates}
    for i in range(n):
        assert by_name[f"a{i}"].lifetime == Lifetime(i, end)
        assert by_name[f"b{i}"].lifetime == Lifetime(n + 1 + 2 * i, n + 2 + 2 * i)


# -- the checker: views live together ------------------------------------------------


def test_hoisted_views_are_checked_without_comparing_pairs(
    monkeypatch: pytest.MonkeyPatch,
):
    n = 60
    module = parse(speed.hoisted_views_text(n))
    compared = 0
    pairs = checker._live_pairs

    def counting(views: object):
        nonlocal compared
        for pair in pairs(views):  # type: ignore[arg-type]
            compared += 1
            yield pair

    monkeypatch.setattr(checker, "_live_pairs", counting)
    (result,) = check_module(module)
    assert result.views == n and not result.violations
    assert compared == 0
    (f,) = functions(module)
    views = checker.pool_views(f, checker.LifetimeStart.FIRST_USE)
    assert [len(c) for c in checker._live_together(views)] == [n]


@dataclass(frozen=True)
class _View:
    lifetime: Lifetime | None
    domain: int


def test_sorted_overlaps_agree_with_every_pair():
    rng = random.Random(7)
    outcomes = set()
    for _ in range(400):
        n, bindings = rng.randint(2, 9), 4
        views = [
            _View(
                None
                if rng.random() < 0.1
                else Lifetime(s := rng.randint(0, 8), s + rng.randint(0, 4)),
                rng.randint(0, 1),
            )
            for _ in range(n)
        ]
        offsets = np.array(
            [[rng.randrange(0, 64, 8) for _ in range(bindings)] for _ in range(n)],
            dtype=np.uint64,
        )
        sizes = np.array(
            [
                [rng.choice((0, 8, 8, 16, 24)) for _ in range(bindings)]
                for _ in range(n)
            ],
            dtype=np.uint64,
        )
        ends = offsets + sizes
        valid = np.array([rng.random() < 0.8 for _ in range(bindings)])
        brute = any(
            (
                valid
                & (sizes[i] > 0)
                & (sizes[j] > 0)
                & (offsets[i] < ends[j])
                & (offsets[j] < ends[i])
            ).any()
            for i, j in checker._live_pairs(views)  # type: ignore[arg-type]
        )
        fast = checker._may_share_bytes(views, valid, sizes, offsets, ends)  # type: ignore[arg-type]
        assert fast == brute
        outcomes.add(brute)
    assert outcomes == {True, False}


# -- lifetimes: the alias graph --------------------------------------------------------


def _filecheck_functions() -> list[func.FuncOp]:
    found: list[func.FuncOp] = []
    for path in sorted((FILECHECK / "hip-pool-allocs").glob("*.mlir")):
        for chunk in path.read_text().split("// -----"):
            try:
                module = parse_module(make_context(True), chunk, path.name)
            except Exception:
                continue  # inputs that are meant not to parse
            found += [f for f in functions(module) if f.body.blocks]
    for seed in range(60):  # fuzz programs: selects, region ops, stored buffers
        case = build_program(RandomChooser(seed))
        found += functions(parse_case(case))
    for text in (speed.select_chain_text(20), speed.unknown_alias_text(20)):
        found += functions(parse(text))
    return found


def test_alias_graph_answers_as_the_solver_does():
    # Every value of every function of the pool FileCheck inputs: the roots it
    # may alias and whether it may come from memory, from the graph and from the
    # set-joining solver.
    # The liveness asks the graph folded once (`FoldedRoots`): the same answers.
    values = marked = aliased = 0
    for f in _filecheck_functions():
        solver = aliases.solve_buffer_roots(f)
        graph = aliases.alias_graph(f)
        folded = aliases.FoldedRoots(graph)
        for op in f.walk():
            for v in [
                *op.results,
                *(a for r in op.regions for b in r.blocks for a in b.args),
            ]:
                assert graph.roots_of(v) == aliases.roots_of(solver, v), v
                assert graph.from_memory(v) == aliases.from_memory(solver, v), v
                assert folded.roots_of(v) == graph.roots_of(v), v
                assert folded.from_memory(v) == graph.from_memory(v), v
                values += 1
                marked += graph.from_memory(v)
                aliased += len(graph.roots_of(v)) > 1
    assert values > 500 and marked > 20 and aliased > 20, (values, marked, aliased)


def test_select_chain_graph_is_linear():
    n = 100
    module = parse(speed.select_chain_text(n))
    (f,) = functions(module)
    graph = aliases.alias_graph(f)
    assert sum(len(t) for t in graph.into.values()) == 2 * (n - 1)  # two per select
    block = f.body.blocks[0]
    by_name = {c.alloc.memref.name_hint: c for c in pool_candidates(block)}
    # %a_k may be any select from k on: live to the last use of the last one.
    end = len(block.ops) - 2
    assert by_name["a0"].lifetime == Lifetime(0, end)
    assert by_name[f"a{n - 1}"].lifetime == Lifetime(by_name[f"a{n - 1}"].index, end)
    assert by_name["s0"].lifetime == Lifetime(1, end)


def test_views_take_a_wide_ops_operands_at_once(monkeypatch: pytest.MonkeyPatch):
    # Emission gives test.pack its n views with one rebuild of its operands.
    n = 40
    module = parse(speed.unknown_alias_text(n))
    set_on_pack = 0
    setitem = OpOperands.__setitem__

    def counting(self: OpOperands, idx: int, operand: object) -> None:
        nonlocal set_on_pack
        set_on_pack += isinstance(self._op, UnregisteredOp)
        setitem(self, idx, operand)  # type: ignore[arg-type]

    monkeypatch.setattr(OpOperands, "__setitem__", counting)
    HipPoolAllocsPass().apply(make_context(True), module)
    assert set_on_pack == 0
    module.verify()
    (pack,) = [op for op in module.walk() if isinstance(op, UnregisteredOp)]
    assert [v.name_hint for v in pack.operands] == [f"a{i}" for i in range(n)]
    assert all(isinstance(v.owner, memref.ViewOp) for v in pack.operands)
    for i, v in enumerate(pack.operands):
        assert [u.index for u in v.uses if u.operation is pack] == [i]
    assert not violations(module)

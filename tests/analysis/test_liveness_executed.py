"""The liveness of buffers (`xhip/analysis/liveness.py`) against executions:
random structured programs (nested `scf.for` with per-iteration temporaries,
buffers carried in `iter_args`, `scf.if` with results and frees on one path),
as they are and lowered to `cf` (xDSL's `convert-scf-to-cf`), run by the
executor, which records every op it runs and the buffers the op
touches. Each buffer instance is live from its alloc to its last use; every op
run in between must be in the alloc's interval set, and an alloc two
instances of which are live at once must be `self_overlapping`."""

from __future__ import annotations

import random
from dataclasses import dataclass, field

import pytest
from xdsl.dialects import func, memref
from xdsl.ir import Operation
from xdsl.transforms.convert_scf_to_cf import ConvertScfToCf

from xhip.analysis.liveness import buffer_liveness
from xhip.ir import make_context, parse_module
from xhip.verify.execute.interpreter import Executor

T = "memref<4xindex>"


@dataclass
class _Buffer:
    name: str
    loop_depth: int
    plain: bool
    """A plain alloc of this scope, never passed on: it may be freed here."""


@dataclass
class _Generator:
    rng: random.Random
    lines: list[str] = field(default_factory=list[str])
    count: int = 0
    freed: set[str] = field(default_factory=set[str])

    def fresh(self, prefix: str) -> str:
        self.count += 1
        return f"%{prefix}{self.count}"

    def emit(self, depth: int, line: str) -> None:
        self.lines.append("  " * (depth + 1) + line)

    def alloc(self, depth: int, loops: int) -> _Buffer:
        name = self.fresh("b")
        self.emit(depth, f"{name} = memref.alloc() : {T}")
        self.emit(depth, f"memref.store %c{self.count % 3}, {name}[%c0] : {T}")
        return _Buffer(name, loops, True)

    def live(self, scope: list[_Buffer]) -> list[_Buffer]:
        return [b for b in scope if b.name not in self.freed]

    def block(self, depth: int, loops: int, scope: list[_Buffer], size: int) -> None:
        """Statements into `scope` (a copy per region: what a region defines
        is not visible after it, except through its results)."""
        for _ in range(size):
            self.statement(depth, loops, scope)

    def statement(self, depth: int, loops: int, scope: list[_Buffer]) -> None:
        live = self.live(scope)
        kind = self.rng.choice(
            ["alloc", "alloc", "use", "use", "free", "for", "carry", "if", "select"]
        )
        if depth >= 3 and kind in ("for", "carry", "if", "select"):
            kind = "use"
        if kind == "alloc" or not live:
            scope.append(self.alloc(depth, loops))
        elif kind == "use":
            source, target = self.rng.choice(live), self.rng.choice(live)
            v = self.fresh("v")
            self.emit(depth, f"{v} = memref.load {source.name}[%c0] : {T}")
            self.emit(depth, f"memref.store {v}, {target.name}[%c1] : {T}")
        elif kind == "free":
            mine = [b for b in live if b.plain and b.loop_depth == loops]
            if mine:
                victim = self.rng.choice(mine)
                self.emit(depth, f"memref.dealloc {victim.name} : {T}")
                self.freed.add(victim.name)
        elif kind == "for":
            self.emit(depth, f"scf.for {self.fresh('i')} = %c0 to %c3 step %c1 {{")
            self.block(depth + 1, loops + 1, list(scope), self.rng.randint(1, 4))
            self.emit(depth, "}")
        elif kind == "carry":
            self.carry(depth, loops, scope, self.rng.choice(live))
        elif kind == "if":
            self.emit(depth, f"scf.if {self.condition(depth)} {{")
            self.block(depth + 1, loops, list(scope), self.rng.randint(1, 3))
            self.emit(depth, "} else {")
            self.block(depth + 1, loops, list(scope), self.rng.randint(0, 3))
            self.emit(depth, "}")
        else:
            self.branch_result(depth, loops, scope, self.rng.choice(live))

    def condition(self, depth: int) -> str:
        c = self.fresh("p")
        self.emit(
            depth, f"{c} = arith.cmpi ult, %x, %c{self.rng.randint(0, 2)} : index"
        )
        return c

    def carry(
        self, depth: int, loops: int, scope: list[_Buffer], init: _Buffer
    ) -> None:
        """A loop whose iteration copies the carried buffer into a fresh one
        and passes that on."""
        init.plain = False
        result, it = self.fresh("r"), self.fresh("it")
        self.emit(
            depth,
            f"{result} = scf.for {self.fresh('i')} = %c0 to %c3 step %c1 "
            f"iter_args({it} = {init.name}) -> ({T}) {{",
        )
        inner = list(scope)
        inner.append(_Buffer(it, loops + 1, False))
        self.block(depth + 1, loops + 1, inner, self.rng.randint(0, 2))
        new = self.alloc(depth + 1, loops + 1)
        v = self.fresh("v")
        self.emit(depth + 1, f"{v} = memref.load {it}[%c1] : {T}")
        self.emit(depth + 1, f"memref.store {v}, {new.name}[%c1] : {T}")
        self.emit(depth + 1, f"scf.yield {new.name} : {T}")
        self.emit(depth, "}")
        scope.append(_Buffer(result, loops, False))

    def branch_result(
        self, depth: int, loops: int, scope: list[_Buffer], given: _Buffer
    ) -> None:
        """An `scf.if` that yields `given` or a fresh buffer."""
        given.plain = False
        result = self.fresh("r")
        self.emit(depth, f"{result} = scf.if {self.condition(depth)} -> ({T}) {{")
        self.emit(depth + 1, f"scf.yield {given.name} : {T}")
        self.emit(depth, "} else {")
        new = self.alloc(depth + 1, loops)
        self.emit(depth + 1, f"scf.yield {new.name} : {T}")
        self.emit(depth, "}")
        scope.append(_Buffer(result, loops, False))


def program(seed: int) -> str:
    g = _Generator(random.Random(seed))
    g.block(0, 0, [], 8)
    body = "\n".join(g.lines)
    return f"""
func.func @f(%x: index) {{
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
{body}
  func.return
}}
"""


class _Tracer(Executor):
    """Records each op run (`trace`) and the buffers (storage keys) it touches."""

    def __init__(self) -> None:
        super().__init__(seed=0)
        self.trace: list[Operation] = []
        self.touched: list[set[int]] = []
        self.made_by: dict[int, Operation] = {}
        self.keep: list[object] = []
        """Every buffer made: no id is reused while the run is checked."""

    def _op(self, op: Operation) -> None:
        keys = {
            self.backend.storage_key(self.env[v])
            for v in op.operands
            if self.backend.is_buffer(self.env.get(v))
        }
        self.trace.append(op)
        self.touched.append(keys)
        super()._op(op)
        if isinstance(op, memref.AllocOp):
            buffer = self.env[op.memref]
            self.keep.append(buffer)
            key = self.backend.storage_key(buffer)
            self.made_by[key] = op
            keys.add(key)


def check(seed: int, x: int, lower: bool = False) -> None:
    """Runs program `seed` on `x` (with `lower`, after `convert-scf-to-cf`:
    blocks, branches and block arguments in place of scf's regions)."""
    text = program(seed)
    context = make_context()
    module = parse_module(context, text, f"live{seed}.mlir")
    if lower:
        ConvertScfToCf().apply(context, module)
        text = str(module)
    f = next(op for op in module.walk() if isinstance(op, func.FuncOp))
    result = buffer_liveness(f)
    position = {op: i for i, op in enumerate(result.ops)}
    tracer = _Tracer()
    tracer.run(f, [x])
    spans: dict[int, list[int]] = {}
    for step, keys in enumerate(tracer.touched):
        for key in keys:
            spans.setdefault(key, [step, step])[1] = step
    live_at: list[list[int]] = [[] for _ in tracer.trace]
    for key, (first, last) in spans.items():
        alloc = tracer.made_by.get(key)
        if alloc is None:
            continue
        assert isinstance(alloc, memref.AllocOp)
        points = result.intervals[alloc]
        for step in range(first, last + 1):
            live_at[step].append(key)
            point = position[tracer.trace[step]]
            assert point in points, (
                f"seed {seed}: {alloc.memref.name_hint} live at {point} "
                f"({tracer.trace[step].name}), outside {points}\n{text}"
            )
    for keys in live_at:
        made = [tracer.made_by[k] for k in keys]
        for alloc in {a for a in made if made.count(a) > 1}:
            assert alloc in result.self_overlapping, f"seed {seed}: two live\n{text}"


@pytest.mark.parametrize("seed", range(60))
def test_every_executed_live_point_is_in_the_set(seed: int) -> None:
    for x in (0, 2):
        check(seed, x)


@pytest.mark.parametrize("seed", range(40))
def test_every_executed_live_point_is_in_the_set_after_lowering_to_cf(
    seed: int,
) -> None:
    for x in (0, 1):
        check(seed, x, lower=True)


def test_the_generator_makes_loops_branches_and_carried_buffers() -> None:
    texts = [program(seed) for seed in range(60)]
    assert sum("iter_args" in t for t in texts) > 10
    assert sum("scf.if" in t for t in texts) > 10
    assert sum("memref.dealloc" in t for t in texts) > 10

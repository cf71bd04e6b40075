"""Random programs with control flow, and a differential campaign of
`hip-pool-allocs{scope=function}` over them (docs/semantics.md §4).

The programs (`program`): nested `scf.for` with per-iteration temporaries,
buffers carried in `iter_args`, `scf.if` with results and frees on one path,
on `memref<4xindex>` buffers; `lowered` runs xDSL's `convert-scf-to-cf` on
them (blocks, branches and block arguments in place of scf's regions).
`check_pooled` pools a program with `scope=function` and runs the original
and the pooled function with the executor: every value loaded, in order, must
be the same, bit for bit, and the pooled run must not fail (a dealloc of pool
memory, say); the checker must accept the pooled function (`checker_findings`).

    python -m xhip.verify.fuzz.control_flow --examples 5000 --seed 0
"""

from __future__ import annotations

import argparse
import random
import sys
import time
from collections.abc import Sequence
from dataclasses import dataclass, field

from xdsl.dialects import func, memref
from xdsl.dialects.builtin import ModuleOp
from xdsl.ir import Operation
from xdsl.transforms.convert_scf_to_cf import ConvertScfToCf

from xhip.ir import make_context, parse_module
from xhip.plan import PoolOptions
from xhip.transforms.pool_module import pool_module
from xhip.verify.checker import CheckError, violations
from xhip.verify.execute.interpreter import ExecutionError, Executor

T = "memref<4xindex>"


@dataclass
class _Buffer:
    name: str
    loop_depth: int
    plain: bool
    """A plain alloc of this scope, never passed on: it may be freed here."""


@dataclass
class ControlFlowGenerator:
    rng: random.Random
    lines: list[str] = field(default_factory=list[str])
    count: int = 0
    freed: set[str] = field(default_factory=set[str])
    initialize: bool = False
    """Store every element a program reads right at each alloc (a pooled
    buffer starts with what its bytes held before: a differential run compares
    only what the program wrote)."""

    def fresh(self, prefix: str) -> str:
        self.count += 1
        return f"%{prefix}{self.count}"

    def emit(self, depth: int, line: str) -> None:
        self.lines.append("  " * (depth + 1) + line)

    def alloc(self, depth: int, loops: int) -> _Buffer:
        name = self.fresh("b")
        self.emit(depth, f"{name} = memref.alloc() : {T}")
        self.emit(depth, f"memref.store %c{self.count % 3}, {name}[%c0] : {T}")
        if self.initialize:
            self.emit(depth, f"memref.store %c2, {name}[%c1] : {T}")
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


def program(seed: int, pooling: bool = False) -> str:
    """Random program `seed`: `@f(%x: index)`, or with `pooling`
    `@f(%ctx: !hip.context, %x: index)` whose allocs initialize what is read."""
    g = ControlFlowGenerator(random.Random(seed), initialize=pooling)
    g.block(0, 0, [], 8)
    body = "\n".join(g.lines)
    context = "%ctx: !hip.context, " if pooling else ""
    return f"""
func.func @f({context}%x: index) {{
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
{body}
  func.return
}}
"""


def parsed(seed: int, lower: bool, pooling: bool = True) -> ModuleOp:
    """Program `seed` parsed (with `lower`, after `convert-scf-to-cf`)."""
    context = make_context()
    module = parse_module(context, program(seed, pooling), f"cf{seed}.mlir")
    if lower:
        ConvertScfToCf().apply(context, module)
    return module


class LoadRecorder(Executor):
    """Records the value of every `memref.load` run, in order."""

    def __init__(self) -> None:
        super().__init__(seed=0)
        self.loaded: list[int] = []

    def _op(self, op: Operation) -> None:
        super()._op(op)
        if isinstance(op, memref.LoadOp):
            self.loaded.append(int(self.env[op.results[0]]))  # pyright: ignore[reportArgumentType]


def _function(module: ModuleOp) -> func.FuncOp:
    return next(op for op in module.ops if isinstance(op, func.FuncOp))


def _loads(f: func.FuncOp, x: int) -> list[int]:
    recorder = LoadRecorder()
    recorder.run(f, [None, x])
    return recorder.loaded


@dataclass
class Outcome:
    """What `check_pooled` saw of one program."""

    pooled: int = 0
    """Allocs the pass turned into views."""
    findings: list[str] = field(default_factory=list[str])


def checker_findings(pooled: ModuleOp, where: str) -> list[str]:
    """The checker's rejections of a pooled program (docs/semantics.md §4.8)."""
    try:
        return [f"{where}: {v.message}" for v in violations(_function(pooled))]
    except CheckError as e:
        return [f"{where}: the checker cannot check it: {e.message}"]


def check_pooled(
    seed: int, lower: bool, packer: str = "reference", xs: Sequence[int] = (0, 1, 2)
) -> Outcome:
    """Pools program `seed` (`scope=function`) and compares the loads of the
    original and the pooled run at each `x`."""
    original = parsed(seed, lower)
    pooled = original.clone()
    options = PoolOptions(scope="function", packer=packer)  # pyright: ignore[reportArgumentType]
    pool_module(pooled, options, remarks=False)
    outcome = Outcome(sum(isinstance(op, memref.ViewOp) for op in pooled.walk()))
    form = "cf" if lower else "scf"
    outcome.findings += checker_findings(pooled, f"seed {seed} ({form}, {packer})")
    for x in xs:
        expected = _loads(_function(original), x)
        try:
            got = _loads(_function(pooled), x)
        except ExecutionError as e:
            outcome.findings.append(f"seed {seed} ({form}, {packer}, x={x}): {e}")
            continue
        if got != expected:
            outcome.findings.append(
                f"seed {seed} ({form}, {packer}, x={x}): loads differ\n{pooled}"
            )
    return outcome


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(
        prog="python -m xhip.verify.fuzz.control_flow",
        description="Pool random control-flow programs with scope=function; "
        "run original and pooled, compare every load.",
    )
    parser.add_argument("--examples", type=int, default=1000)
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument(
        "--progress", action="store_true", help="a line every 100 programs"
    )
    args = parser.parse_args(argv)
    begin = time.monotonic()
    pooled = runs = 0
    findings: list[str] = []
    for seed in range(args.seed, args.seed + args.examples):
        if args.progress and seed > args.seed and (seed - args.seed) % 100 == 0:
            print(
                f"{seed - args.seed} programs, {len(findings)} findings",
                flush=True,
            )
        for lower in (False, True):
            for packer in ("reference", "best"):
                outcome = check_pooled(seed, lower, packer)
                pooled += outcome.pooled
                runs += 3
                findings += outcome.findings
    for finding in findings:
        print(finding)
    print(
        f"control-flow campaign (seeds {args.seed}..{args.seed + args.examples - 1}):"
        f" {args.examples} programs x scf/cf x reference/best, {pooled} allocs "
        f"pooled, {runs} differential runs, {len(findings)} findings, "
        f"{time.monotonic() - begin:.0f} s"
    )
    return 1 if findings else 0


if __name__ == "__main__":
    sys.exit(main())

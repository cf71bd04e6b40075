"""Random programs with control flow, and a differential campaign of
`hip-pool-allocs{scope=function}` over them (docs/semantics.md §4).

The programs (`program`): nested `scf.for` with per-iteration temporaries,
buffers carried in `iter_args`, `scf.if` with results and frees on one path,
on `memref<4xindex>` buffers and `memref<?xindex>` ones whose size is an
argument (`%n`), a value of the entry block defined between its statements
(`%m`: pools in two domains), a value of a loop body (left unpooled) or of a
branch (`dynamic`; drawn from a second random stream, so a seed's program has
the same statements with or without); `scf.execute_region`s of two blocks
whose second block's argument sizes a buffer (left unpooled) beside allocs
that are pooled; a returned buffer (directly, through an `scf.if` or a view;
with `pool=memref` it must stay unpooled, docs/semantics.md §7.7); `lowered` runs xDSL's
`convert-scf-to-cf` on them (blocks, branches and block arguments in place of
scf's regions), then lists the blocks after the entry block in a random order
(`shuffle_blocks`).
`check_pooled` pools a program with `scope=function` (or `entry-block`) and
runs the original and the pooled function with the executor: every value
loaded, in order, and the written elements of the returned buffer must be the
same, bit for bit, and the pooled run must not fail (a dealloc of pool
memory, say); the checker must accept the pooled function (`checker_findings`).

    python -m xhip_harness.fuzz.control_flow --examples 5000 --seed 0
"""

from __future__ import annotations

import argparse
import random
import sys
import time
from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import cast

from xdsl.dialects import func, memref
from xdsl.dialects.builtin import MemRefType, ModuleOp
from xdsl.ir import Attribute, Operation
from xdsl.transforms.convert_scf_to_cf import ConvertScfToCf

from xhip.check.checker import CheckError, violations
from xhip.ir import make_context, parse_module
from xhip.plan import PoolOptions
from xhip.transforms.pool_module import pool_module
from xhip_harness.execute.interpreter import ExecutionError, Executor

T = "memref<4xindex>"
DYNAMIC = "memref<?xindex>"


@dataclass
class _Buffer:
    name: str
    loop_depth: int
    plain: bool
    """A plain alloc of this scope, never passed on: it may be freed here."""
    type: str = T


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
    sizes_rng: random.Random | None = None
    """Draws the dynamic sizes (None: every buffer is static)."""
    sizes: list[str] = field(default_factory=lambda: ["%n"])
    """The index values (each at least 2) an alloc here may be sized by."""
    parallel_rng: random.Random | None = None
    """Makes some loops `scf.parallel` (None: none): its iterations may run at
    once, so a temporary of its body must not be pooled at one offset."""
    while_rng: random.Random | None = None
    """Makes some carrying loops `scf.while` (None: none), the carried buffer
    made in `before` or in `after`: neither region is its own successor, both
    run again."""
    region_rng: random.Random | None = None
    """Puts some `scf.execute_region`s of two blocks before statements (None:
    none; only with `sizes_rng`), everything in them drawn from streams of
    its own (`region`)."""

    def fresh(self, prefix: str) -> str:
        self.count += 1
        return f"%{prefix}{self.count}"

    def emit(self, depth: int, line: str) -> None:
        self.lines.append("  " * (depth + 1) + line)

    def alloc(self, depth: int, loops: int, like: str | None = None) -> _Buffer:
        """A fresh buffer (of type `like` when given, to be carried or yielded
        in place of one)."""
        name = self.fresh("b")
        t = like or T
        if like is None and self.sizes_rng is not None:
            t = self.sizes_rng.choice([T, DYNAMIC])
        size = ""
        if t == DYNAMIC:
            assert self.sizes_rng is not None
            size = self.sizes_rng.choice(self.sizes)
        self.emit(depth, f"{name} = memref.alloc({size}) : {t}")
        self.emit(depth, f"memref.store %c{self.count % 3}, {name}[%c0] : {t}")
        if self.initialize:
            self.emit(depth, f"memref.store %c2, {name}[%c1] : {t}")
        return _Buffer(name, loops, True, t)

    def define_size(self, depth: int, base: str, plus: int, chance: float) -> None:
        """Maybe (with `chance`) a size `base + plus` here, for the allocs of
        this region to use."""
        if self.sizes_rng is None or self.sizes_rng.random() >= chance:
            return
        name = self.fresh("s")
        self.emit(depth, f"{name} = arith.addi {base}, %c{plus} : index")
        self.sizes.append(name)

    def live(self, scope: list[_Buffer]) -> list[_Buffer]:
        return [b for b in scope if b.name not in self.freed]

    late_rng: random.Random | None = None
    """Defines a size between the statements of a branch (None: none), after
    allocs of the branch: a home block with two domains."""

    def block(self, depth: int, loops: int, scope: list[_Buffer], size: int) -> None:
        """Statements into `scope` (a copy per region: what a region defines
        is not visible after it, except through its results)."""
        visible = len(self.sizes)
        late = -1
        if self.late_rng is not None and self.sizes_rng is not None:
            late = self.late_rng.randint(0, 2 * size)
        for k in range(size):
            if k == late:
                self.late_size(depth, k)
            self.statement(depth, loops, scope)
        del self.sizes[visible:]

    def late_size(self, depth: int, k: int) -> None:
        """A size `%x + 2` or `+ 3` here, between statements: after the
        lowering, a later block of the entry's or a branch's, a home whose
        allocs before it are in another domain."""
        name = self.fresh("s")
        self.emit(depth, f"{name} = arith.addi %x, %c{2 + k % 2} : index")
        self.sizes.append(name)

    def statement(self, depth: int, loops: int, scope: list[_Buffer]) -> None:
        if (
            self.region_rng is not None
            and self.sizes_rng is not None
            and depth < 3
            and self.region_rng.random() < 0.1
        ):
            self.region(depth, loops, scope)
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
            self.emit(depth, f"{v} = memref.load {source.name}[%c0] : {source.type}")
            self.emit(depth, f"memref.store {v}, {target.name}[%c1] : {target.type}")
        elif kind == "free":
            mine = [b for b in live if b.plain and b.loop_depth == loops]
            if mine:
                victim = self.rng.choice(mine)
                self.emit(depth, f"memref.dealloc {victim.name} : {victim.type}")
                self.freed.add(victim.name)
        elif kind == "for":
            i = self.fresh("i")
            parallel = (
                self.parallel_rng is not None and self.parallel_rng.random() < 0.4
            )
            if parallel:
                self.emit(depth, f"scf.parallel ({i}) = (%c0) to (%c3) step (%c1) {{")
            else:
                self.emit(depth, f"scf.for {i} = %c0 to %c3 step %c1 {{")
            visible = len(self.sizes)
            self.define_size(depth + 1, i, 2, 0.5)
            self.block(depth + 1, loops + 1, list(scope), self.rng.randint(1, 4))
            del self.sizes[visible:]
            if parallel:
                self.emit(depth + 1, "scf.reduce")
            self.emit(depth, "}")
        elif kind == "carry":
            chosen = self.rng.choice(live)
            if self.while_rng is not None and self.while_rng.random() < 0.6:
                self.carry_while(depth, loops, scope, chosen)
            else:
                self.carry(depth, loops, scope, chosen)
        elif kind == "if":
            self.emit(depth, f"scf.if {self.condition(depth)} {{")
            visible = len(self.sizes)
            self.define_size(depth + 1, "%x", 3, 0.3)
            self.block(depth + 1, loops, list(scope), self.rng.randint(1, 3))
            del self.sizes[visible:]
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
        result, it, i = self.fresh("r"), self.fresh("it"), self.fresh("i")
        t = init.type
        self.emit(
            depth,
            f"{result} = scf.for {i} = %c0 to %c3 step %c1 "
            f"iter_args({it} = {init.name}) -> ({t}) {{",
        )
        inner = list(scope)
        inner.append(_Buffer(it, loops + 1, False, t))
        visible = len(self.sizes)
        self.define_size(depth + 1, i, 2, 0.5)
        self.block(depth + 1, loops + 1, inner, self.rng.randint(0, 2))
        new = self.alloc(depth + 1, loops + 1, t)
        del self.sizes[visible:]
        v = self.fresh("v")
        self.emit(depth + 1, f"{v} = memref.load {it}[%c1] : {t}")
        self.emit(depth + 1, f"memref.store {v}, {new.name}[%c1] : {t}")
        self.emit(depth + 1, f"scf.yield {new.name} : {t}")
        self.emit(depth, "}")
        scope.append(_Buffer(result, loops, False, t))

    def carry_while(
        self, depth: int, loops: int, scope: list[_Buffer], init: _Buffer
    ) -> None:
        """An `scf.while` of three iterations carrying a buffer: a fresh copy of
        it made in `before` (passed by `scf.condition` to `after`, which
        yields it back) or in `after`; either region may define a size."""
        assert self.while_rng is not None
        init.plain = False
        in_before = self.while_rng.random() < 0.5
        result, t = self.fresh("r"), init.type
        k, w = self.fresh("k"), self.fresh("w")
        self.emit(
            depth,
            f"{result}:2 = scf.while ({k} = %c0, {w} = {init.name}) : "
            f"(index, {t}) -> (index, {t}) {{",
        )
        visible = len(self.sizes)
        self.define_size(depth + 1, k, 2, 0.5)
        inner = [*scope, _Buffer(w, loops + 1, False, t)]
        self.block(depth + 1, loops + 1, inner, self.rng.randint(0, 2))
        passed = w
        if in_before:
            passed = self.copy_of(depth + 1, loops + 1, w, t)
        del self.sizes[visible:]
        go = self.fresh("p")
        self.emit(depth + 1, f"{go} = arith.cmpi ult, {k}, %c3 : index")
        self.emit(depth + 1, f"scf.condition({go}) {k}, {passed} : index, {t}")
        k2, w2 = self.fresh("k"), self.fresh("w")
        self.emit(depth, "} do {")
        self.emit(depth, f"^bb0({k2}: index, {w2}: {t}):")
        self.define_size(depth + 1, k2, 2, 0.5)
        inner = [*scope, _Buffer(w2, loops + 1, False, t)]
        self.block(depth + 1, loops + 1, inner, self.rng.randint(0, 2))
        passed = w2
        if not in_before:
            passed = self.copy_of(depth + 1, loops + 1, w2, t)
        del self.sizes[visible:]
        k3 = self.fresh("k")
        self.emit(depth + 1, f"{k3} = arith.addi {k2}, %c1 : index")
        self.emit(depth + 1, f"scf.yield {k3}, {passed} : index, {t}")
        self.emit(depth, "}")
        scope.append(_Buffer(f"{result}#1", loops, False, t))

    def _streams(self) -> tuple[random.Random | None, ...]:
        return (
            self.rng,
            self.sizes_rng,
            self.late_rng,
            self.parallel_rng,
            self.while_rng,
        )

    def _set_streams(self, streams: tuple[random.Random | None, ...]) -> None:
        rng, self.sizes_rng, self.late_rng, self.parallel_rng, self.while_rng = streams
        assert rng is not None
        self.rng = rng

    def _own_streams(self, rng: random.Random) -> tuple[random.Random | None, ...]:
        """Replaces every stream by one drawn from `rng` (the others' draws
        stay what they were without the lines written meanwhile); returns
        the streams replaced."""
        saved = self._streams()
        seed = rng.getrandbits(64)
        self._set_streams(
            tuple(
                None if s is None else random.Random(f"{k} {seed}")
                for k, s in enumerate(saved)
            )
        )
        return saved

    def region(self, depth: int, loops: int, scope: list[_Buffer]) -> None:
        """An `scf.execute_region` of two blocks: the first allocates a
        buffer and branches to the second with one of two sizes; the second's
        argument `%j` sizes a buffer (a value of the path taken: it stays
        unpooled, docs/semantics.md §4.8), then statements that may use
        `%j` too. Half of them yield the `%j` buffer as their result."""
        assert self.region_rng is not None
        saved = self._own_streams(self.region_rng)
        yields = self.rng.random() < 0.5
        result = self.fresh("e")
        if yields:
            self.emit(depth, f"{result} = scf.execute_region -> ({DYNAMIC}) {{")
        else:
            self.emit(depth, "scf.execute_region {")
        visible = len(self.sizes)
        inner = list(scope)
        inner.append(self.alloc(depth + 1, loops))
        p = self.condition(depth + 1)
        a, b = self.rng.choice(self.sizes), self.rng.choice(self.sizes)
        label, j = f"^r{self.count}", self.fresh("j")
        self.emit(
            depth + 1, f"cf.cond_br {p}, {label}({a} : index), {label}({b} : index)"
        )
        self.emit(depth, f"{label}({j}: index):")
        d = self.fresh("b")
        self.emit(depth + 1, f"{d} = memref.alloc({j}) : {DYNAMIC}")
        self.emit(depth + 1, f"memref.store %c{self.count % 3}, {d}[%c0] : {DYNAMIC}")
        if self.initialize:
            self.emit(depth + 1, f"memref.store %c2, {d}[%c1] : {DYNAMIC}")
        inner.append(_Buffer(d, loops, not yields, DYNAMIC))
        self.sizes.append(j)
        for _ in range(self.rng.randint(0, 2)):
            self.statement(depth + 1, loops, inner)
        del self.sizes[visible:]
        self.emit(depth + 1, f"scf.yield {d} : {DYNAMIC}" if yields else "scf.yield")
        self.emit(depth, "}")
        if yields:
            scope.append(_Buffer(result, loops, False, DYNAMIC))
        self._set_streams(saved)

    def returned(self, depth: int, scope: list[_Buffer], rng: random.Random) -> str:
        """Maybe (`rng`) a buffer of `scope` the function returns, directly,
        through an `scf.if` that yields it or a fresh one, or through a view
        (a `cast` or the `subview` of its first two elements): the text
        `func.return ...` and, as `self.result_type`, its type."""
        live = self.live(scope)
        how = rng.choice(["none", "direct", "if", "view"])
        if how == "none" or not live:
            self.result_type = None
            return "func.return"
        saved = self._own_streams(rng)
        chosen = self.rng.choice(live)
        name, t = chosen.name, chosen.type
        if how == "if":
            self.branch_result(depth, 0, scope, chosen)
            name = scope[-1].name
        elif how == "view" and self.rng.random() < 0.5 and t == T:
            name = self.fresh("r")
            self.emit(depth, f"{name} = memref.cast {chosen.name} : {t} to {DYNAMIC}")
            t = DYNAMIC
        elif how == "view":
            name, sliced = self.fresh("r"), "memref<2xindex, strided<[1]>>"
            self.emit(
                depth,
                f"{name} = memref.subview {chosen.name}[0] [2] [1] : {t} to {sliced}",
            )
            t = sliced
        self._set_streams(saved)
        self.result_type = t
        return f"func.return {name} : {t}"

    result_type: str | None = None
    """The type `@f` returns (None: nothing), set by `returned`."""

    def copy_of(self, depth: int, loops: int, source: str, t: str) -> str:
        """A fresh buffer of type `t` holding `source`'s element 1."""
        new = self.alloc(depth, loops, t)
        v = self.fresh("v")
        self.emit(depth, f"{v} = memref.load {source}[%c1] : {t}")
        self.emit(depth, f"memref.store {v}, {new.name}[%c1] : {t}")
        return new.name

    def branch_result(
        self, depth: int, loops: int, scope: list[_Buffer], given: _Buffer
    ) -> None:
        """An `scf.if` that yields `given` or a fresh buffer."""
        given.plain = False
        result, t = self.fresh("r"), given.type
        self.emit(depth, f"{result} = scf.if {self.condition(depth)} -> ({t}) {{")
        self.emit(depth + 1, f"scf.yield {given.name} : {t}")
        self.emit(depth, "} else {")
        new = self.alloc(depth + 1, loops, t)
        self.emit(depth + 1, f"scf.yield {new.name} : {t}")
        self.emit(depth, "}")
        scope.append(_Buffer(result, loops, False, t))


STATEMENTS = 8
"""Top-level statements of a program."""


def program(
    seed: int,
    pooling: bool = False,
    dynamic: bool = True,
    parallel: bool = False,
    loops_while: bool = False,
    regions: bool = True,
    returns: bool = True,
) -> str:
    """Random program `seed`: `@f(%x: index, %n: index)`, or with `pooling`
    `@f(%ctx: !hip.context, %x: index, %n: index)` whose allocs initialize what
    is read; with `dynamic`, some buffers sized at run time (`%n`, run with at
    least 2, and values defined in the program); with `parallel`, some loops
    `scf.parallel` (drawn apart: the other choices stay those of `seed`); with
    `loops_while`, some carrying loops `scf.while` (drawn apart too); with
    `regions` (and `dynamic`), some `scf.execute_region`s of two blocks
    (`ControlFlowGenerator.region`); with `returns`, some return a buffer
    (`ControlFlowGenerator.returned`; both drawn apart too)."""
    sizes = random.Random(f"sizes {seed}") if dynamic else None
    g = ControlFlowGenerator(random.Random(seed), initialize=pooling, sizes_rng=sizes)
    if parallel:
        g.parallel_rng = random.Random(f"parallel {seed}")
    if loops_while:
        g.while_rng = random.Random(f"while {seed}")
    if dynamic:
        g.late_rng = random.Random(f"late sizes {seed}")
    if regions:
        g.region_rng = random.Random(f"regions {seed}")
    entry_size = sizes.randint(0, STATEMENTS) if sizes is not None else -1
    late = g.late_rng.randint(0, STATEMENTS) if g.late_rng is not None else -1
    scope: list[_Buffer] = []
    for k in range(STATEMENTS):
        if k == entry_size:
            g.define_size(0, "%x", 2, 1.0)
        if k == late and late > entry_size >= 0:
            g.late_size(0, k)
        g.statement(0, 0, scope)
    ret = "func.return"
    if returns:
        ret = g.returned(0, scope, random.Random(f"returns {seed}"))
    body = "\n".join(g.lines)
    context = "%ctx: !hip.context, " if pooling else ""
    result = f" -> {g.result_type}" if g.result_type is not None else ""
    return f"""
func.func @f({context}%x: index, %n: index){result} {{
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
{body}
  {ret}
}}
"""


def parsed(
    seed: int,
    lower: bool,
    pooling: bool = True,
    dynamic: bool = True,
    parallel: bool = False,
    loops_while: bool = False,
    regions: bool = True,
    returns: bool = True,
) -> ModuleOp:
    """Program `seed` parsed (with `lower`, after `convert-scf-to-cf`, its
    blocks shuffled; not with `parallel` nor `loops_while`: that pass leaves
    `scf.parallel` and `scf.while`, their bodies then of several blocks)."""
    context = make_context()
    if lower and (parallel or loops_while):
        raise ValueError("convert-scf-to-cf cannot lower scf.parallel or scf.while")
    text = program(seed, pooling, dynamic, parallel, loops_while, regions, returns)
    module = parse_module(context, text, f"cf{seed}.mlir")
    if lower:
        ConvertScfToCf().apply(context, module)
        shuffle_blocks(_function(module), random.Random(f"blocks {seed}"))
    return module


def shuffle_blocks(f: func.FuncOp, rng: random.Random) -> None:
    """Lists `f`'s blocks after the entry block in a random order: the same
    program (branches name their successors), with blocks listed before
    blocks that dominate them, a home block after the blocks of its allocs
    (docs/semantics.md §4.8, home blocks)."""
    body = f.body
    rest = list(body.blocks)[1:]
    rng.shuffle(rest)
    for block in rest:
        body.detach_block(block)
    for block in rest:
        body.add_block(block)


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


def run_arguments(x: int) -> list[int | None]:
    """The arguments of a run of `@f` at `x`: no context, `%x = x`, `%n = x + 3`."""
    return [None, x, x + 3]


RETURNED_ELEMENTS = 2
"""The elements of a returned buffer a run compares: the program writes
elements 0 and 1 of every buffer (the others hold what its bytes held)."""


def _loads(f: func.FuncOp, x: int) -> list[int]:
    """The values a run at `x` loads, in order, then the written elements of
    each buffer it returns."""
    recorder = LoadRecorder()
    results = recorder.run(f, run_arguments(x))
    returned: list[int] = []
    for value, t in zip(results, f.function_type.outputs, strict=True):
        assert isinstance(t, MemRefType)
        element = cast(MemRefType[Attribute], t).get_element_type()
        data = recorder.backend.read(value, element)  # pyright: ignore[reportArgumentType]
        returned += [int(v) for v in data.reshape(-1)[:RETURNED_ELEMENTS]]
    return recorder.loaded + returned


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
    seed: int,
    lower: bool,
    packer: str = "reference",
    xs: Sequence[int] = (0, 1, 2),
    dynamic: bool = True,
    parallel: bool = False,
    pool: str = "hip",
    loops_while: bool = False,
    scope: str = "function",
) -> Outcome:
    """Pools program `seed` (`scope`, pools of kind `pool`) and compares the
    loads of the original and the pooled run at each `x` (and `%n = x + 3`),
    and the written elements of the buffer it returns, if any."""
    original = parsed(
        seed, lower, dynamic=dynamic, parallel=parallel, loops_while=loops_while
    )
    pooled = original.clone()
    options = PoolOptions(scope=scope, packer=packer, pool=pool)  # pyright: ignore[reportArgumentType]
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
        prog="python -m xhip_harness.fuzz.control_flow",
        description="Pool random control-flow programs with scope=function; "
        "run original and pooled, compare every load.",
    )
    parser.add_argument("--examples", type=int, default=1000)
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument(
        "--progress", action="store_true", help="a line every 100 programs"
    )
    parser.add_argument(
        "--static-only",
        action="store_true",
        help="every buffer of a static shape (the programs of the first version)",
    )
    parser.add_argument(
        "--parallel",
        action="store_true",
        help="some loops scf.parallel (its body's temporaries must stay unpooled; "
        "the executor runs its iterations in order, the checker sees the rest)",
    )
    parser.add_argument(
        "--pool",
        choices=("hip", "memref"),
        default="hip",
        help="the pass's pool option (memref: each pool a memref.alloc, freed "
        "before each return; the executor frees it there)",
    )
    parser.add_argument(
        "--while",
        dest="loops_while",
        action="store_true",
        help="some carrying loops scf.while, the carried buffer made in before or "
        "after (scf form only: convert-scf-to-cf leaves scf.while)",
    )
    parser.add_argument(
        "--scope",
        choices=("function", "entry-block"),
        default="function",
        help="the pass's scope option (entry-block: scf form only, the default "
        "scope refuses a function of several blocks)",
    )
    args = parser.parse_args(argv)
    begin = time.monotonic()
    pooled = runs = 0
    findings: list[str] = []
    scf_only = args.parallel or args.loops_while or args.scope == "entry-block"
    for seed in range(args.seed, args.seed + args.examples):
        if args.progress and seed > args.seed and (seed - args.seed) % 100 == 0:
            print(
                f"{seed - args.seed} programs, {len(findings)} findings",
                flush=True,
            )
        # xDSL's convert-scf-to-cf leaves scf.parallel, whose body then holds
        # several blocks (invalid IR): programs with it run in scf form only.
        for lower in (False,) if scf_only else (False, True):
            for packer in ("reference", "best"):
                outcome = check_pooled(
                    seed,
                    lower,
                    packer,
                    dynamic=not args.static_only,
                    parallel=args.parallel,
                    pool=args.pool,
                    loops_while=args.loops_while,
                    scope=args.scope,
                )
                pooled += outcome.pooled
                runs += 3
                findings += outcome.findings
    for finding in findings:
        print(finding)
    print(
        f"control-flow campaign (seeds {args.seed}..{args.seed + args.examples - 1}):"
        f" {args.examples} programs x {'scf' if scf_only else 'scf/cf'} x "
        f"reference/best, scope={args.scope}, {pooled} allocs "
        f"pooled, {runs} differential runs, {len(findings)} findings, "
        f"{time.monotonic() - begin:.0f} s"
    )
    return 1 if findings else 0


if __name__ == "__main__":
    sys.exit(main())

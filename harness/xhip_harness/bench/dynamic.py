"""Dynamic packing quality on generated models (bench part 2).

For a generated function and a concrete binding of its inputs, compare the
device bytes the pass's plan needs (sum over domains of the pool size
expression, evaluated) with the max-load lower bound over TRUE liveness: each
buffer live from its first use to its last use (aliases followed), sized at the
binding. Nothing is executed: sizes come from types and the binding.

Domains never share bytes (docs/semantics.md §5), so a function the partition splits into
several pools cannot reach the function-wide bound: `domain_bound` is the sum over
the reference's domains of the max load of their members, the least any plan with
that partition can use (the partition depends on where sizes are defined, not on
the packer, so it is the same in every mode).

Modes: the reference (`lifetime-only=true`, the default, and `false`), the same
with `lifetime-start=first-use`, a no-reuse baseline that stacks every buffer
(sum of aligned sizes), and the reference after the passes hip-ep runs before
it (`tail`: hip-use-output-allocator, hip-resolve-memref-dims, cse,
hip-hoist-alloc-size-arith, docs/semantics.md §11; `tail hoist-loads`: the last with
`hoist-loads=true`), which only change where sizes are defined, so the bounds
stay those of the program as written.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from math import prod

from xdsl.dialects import func, memref
from xdsl.dialects.builtin import ModuleOp
from xdsl.ir import Operation, SSAValue
from xdsl.parser import Parser
from xdsl.passes import ModulePass
from xdsl.transforms.common_subexpression_elimination import (
    CommonSubexpressionElimination,
)

from xhip.analysis.lifetimes import LifetimeStart, pool_candidates
from xhip.analysis.storage import element_storage
from xhip.ir import make_context
from xhip.plan import FunctionPlan, PoolOptions, plan_function
from xhip.planning.requests import Lifetime, align_up, max_load
from xhip.transforms.hoist_alloc_size_arith import (
    HipHoistAllocSizeArithPass,
    ReadVerdict,
    hoist_function,
)
from xhip.transforms.resolve_memref_dims import HipResolveMemrefDimsPass
from xhip.transforms.use_output_allocator import HipUseOutputAllocatorPass
from xhip_harness.workloads.programs import Inputs, Program


@dataclass(frozen=True)
class Mode:
    """A column of the dynamic table: pass options, or the stacking baseline."""

    name: str
    options: PoolOptions | None
    """None: no reuse, every buffer stacked."""
    tail: bool = False
    """Run the passes hip-ep runs before hip-pool-allocs first (docs/semantics.md §11)."""
    hoist_loads: bool = False
    """With `tail`: hip-hoist-alloc-size-arith{hoist-loads=true}."""


def tail_modes(alignment: int = 256) -> list[Mode]:
    """The reference after the tail of hip-ep's pipeline, without and with
    `hoist-loads`."""
    options = PoolOptions(alignment=alignment)
    return [
        Mode("tail", options, tail=True),
        Mode("tail hoist-loads", options, tail=True, hoist_loads=True),
    ]


def modes(alignment: int = 256) -> list[Mode]:
    first = LifetimeStart.FIRST_USE
    return [
        Mode("stack", None),
        Mode("lifetime-only=true", PoolOptions(alignment=alignment)),
        Mode(
            "lifetime-only=false", PoolOptions(alignment=alignment, lifetime_only=False)
        ),
        Mode(
            "first-use lo=true",
            PoolOptions(alignment=alignment, lifetime_start=first),
        ),
        Mode(
            "first-use lo=false",
            PoolOptions(alignment=alignment, lifetime_only=False, lifetime_start=first),
        ),
    ]


@dataclass(frozen=True)
class Buffer:
    """A candidate as the bound sees it: true lifetime, bytes per unit, size names."""

    lifetime: Lifetime
    coefficient: int
    sizes: tuple[str, ...]
    alloc: memref.AllocOp

    def bytes(self, env: Mapping[str, int]) -> int:
        return self.coefficient * prod(env[s] for s in self.sizes)


def parse_function(text: str) -> func.FuncOp:
    module = Parser(make_context(), text).parse_module()
    module.verify()
    return _only_function(module)


def tail_passes(hoist_loads: bool = False, hoist: bool = True) -> list[ModulePass]:
    """hip-use-output-allocator, hip-resolve-memref-dims, cse and (with `hoist`)
    hip-hoist-alloc-size-arith: what hip-ep runs right before hip-pool-allocs."""
    passes: list[ModulePass] = [
        HipUseOutputAllocatorPass(),
        HipResolveMemrefDimsPass(),
        CommonSubexpressionElimination(),
    ]
    if hoist:
        passes.append(HipHoistAllocSizeArithPass(hoist_loads=hoist_loads))
    return passes


def tail_function(
    text: str, hoist_loads: bool = False, hoist: bool = True
) -> func.FuncOp:
    """The program's function after `tail_passes`."""
    ctx = make_context()
    module = Parser(ctx, text).parse_module()
    for p in tail_passes(hoist_loads, hoist):
        p.apply(ctx, module)
    module.verify()
    return _only_function(module)


@dataclass(frozen=True)
class LoadVerdict:
    """A load that sizes an alloc, and whether `hoist-loads` moves it."""

    load: str
    """The name of the loaded value."""
    hoisted: bool
    writer: str | None
    """The first op between the first alloc and the load that may write what it
    reads (its result's name, or its op name), when it does not move."""


def load_verdicts(text: str) -> list[LoadVerdict]:
    """What `hoist-loads` decides for each load met in a size cone, on the
    program after hip-use-output-allocator, hip-resolve-memref-dims and cse."""
    f = tail_function(text, hoist=False)
    result = hoist_function(f, hoist_loads=True)
    return [_load_verdict(v) for v in result.reads]


def _op_name(op: Operation | None) -> str | None:
    if op is None:
        return None
    names = [r.name_hint for r in op.results if r.name_hint]
    return f"%{names[0]}" if names else op.name


def _load_verdict(verdict: ReadVerdict) -> LoadVerdict:
    loaded = verdict.op.results[0].name_hint if verdict.op.results else None
    return LoadVerdict(
        f"%{loaded}" if loaded else verdict.op.name,
        verdict.hoistable,
        _op_name(verdict.writer),
    )


def _only_function(module: ModuleOp) -> func.FuncOp:
    functions = [op for op in module.walk() if isinstance(op, func.FuncOp)]
    if len(functions) != 1:
        raise ValueError(f"expected one function, got {len(functions)}")
    return functions[0]


def true_buffers(f: func.FuncOp) -> list[Buffer]:
    """Every candidate with its first-use-to-last-use lifetime (aliases followed)."""
    buffers: list[Buffer] = []
    for c in pool_candidates(f.body.blocks[0], LifetimeStart.FIRST_USE):
        t = c.alloc.memref.type
        storage = element_storage(t.get_element_type())
        if storage is None:
            raise ValueError(f"unsupported element type {t.get_element_type()}")
        static = prod(d for d in t.get_shape() if d >= 0)
        names = tuple(v.name_hint or "?" for v in c.alloc.dynamic_sizes)
        buffers.append(Buffer(c.lifetime, storage.size * static, names, c.alloc))
    return buffers


def lower_bound(buffers: Sequence[Buffer], env: Mapping[str, int]) -> int:
    return max_load((b.lifetime, b.bytes(env)) for b in buffers)


def domain_bound(
    buffers: Sequence[Buffer], domains: Sequence[int], env: Mapping[str, int]
) -> int:
    """Sum over domains of the max load of the buffers in each (`domains[i]` is
    buffer i's domain): the least any plan with this partition can use."""
    return sum(
        lower_bound([b for b, d in zip(buffers, domains, strict=True) if d == k], env)
        for k in set(domains)
    )


def stacked(buffers: Sequence[Buffer], env: Mapping[str, int], alignment: int) -> int:
    return sum(align_up(b.bytes(env), alignment) for b in buffers)


@dataclass(frozen=True)
class DynamicRow:
    model: str
    allocs: int
    binding: dict[str, int]
    lower_bound: int
    domain_bound: int
    """The bound of the reference's domain partition (>= `lower_bound`)."""
    pool: dict[str, int]
    """Mode name -> device bytes."""
    domains: dict[str, int]
    """Mode name -> number of pools (the pass's modes only)."""

    def ratio(self, mode: str) -> float:
        return self.pool[mode] / self.lower_bound


def measure(
    program: Program,
    bindings: Sequence[Inputs],
    modes_: Sequence[Mode] | None = None,
    alignment: int = 256,
) -> list[DynamicRow]:
    """Plans `program` once per mode, then evaluates every mode at every binding.

    `alignment` is the stacking baseline's (the modes carry their own).
    """
    f = parse_function(program.text)
    buffers = true_buffers(f)
    reference = plan_function(f, PoolOptions())
    assert reference is not None
    domain_of = {a.alloc: a.domain for a in reference.allocs}
    partition = [domain_of[b.alloc] for b in buffers]
    chosen = list(modes_) if modes_ is not None else modes(alignment)
    plans: dict[str, FunctionPlan] = {}
    transformed: dict[bool, func.FuncOp] = {}
    for m in chosen:
        if m.options is not None:
            target = f
            if m.tail:
                if m.hoist_loads not in transformed:
                    transformed[m.hoist_loads] = tail_function(
                        program.text, m.hoist_loads
                    )
                target = transformed[m.hoist_loads]
            plan = plan_function(target, m.options)
            assert plan is not None
            plans[m.name] = plan
    rows: list[DynamicRow] = []
    for inputs in bindings:
        env = program.environment(inputs)
        pool = {
            m.name: stacked(buffers, env, alignment)
            for m in chosen
            if m.options is None
        }
        domains: dict[str, int] = {}
        for name, plan in plans.items():
            values: dict[str | SSAValue, int] = {**env}
            binding = plan.binding(values)
            missing = set(range(len(plan.symbol_names))) - binding.keys()
            if missing:
                names = ", ".join(plan.symbol_names[i] for i in sorted(missing))
                raise ValueError(f"{program.name}: no value for {names}")
            pool[name] = sum(d.pool_size.evaluate(binding) for d in plan.domains)
            domains[name] = len(plan.domains)
        rows.append(
            DynamicRow(
                program.name,
                program.allocs,
                dict(inputs),
                lower_bound(buffers, env),
                domain_bound(buffers, partition, env),
                pool,
                domains,
            )
        )
    return rows

"""A tiny kernel compiler embedding xhip: build, pool, read the plan, print MLIR.

It builds a two-layer MLP over a dynamic number of rows (`%seq`) with xDSL's
builders and xhip's hip op classes, pools its transient buffers twice (through
xDSL's `PassPipeline` with the registered passes, and by calling
`pool_module` directly), checks the two agree, evaluates the pool size at a
binding, and prints the pooled module in MLIR's generic form, which
`iree-opt --allow-unregistered-dialect` accepts (the hip ops are unregistered
there).

    python examples/kernel_compiler.py            # the report, then the MLIR
    python examples/kernel_compiler.py --mlir-only | iree-opt --allow-unregistered-dialect
"""

from __future__ import annotations

import io
import sys

from xdsl.builder import Builder
from xdsl.dialects import arith, func, memref
from xdsl.dialects.builtin import DYNAMIC_INDEX, IndexType, MemRefType, ModuleOp, f16
from xdsl.ir import Block, Region
from xdsl.passes import PassPipeline
from xdsl.printer import Printer
from xdsl.rewriter import InsertPoint
from xdsl.transforms import get_all_passes
from xdsl.universe import Universe

from xhip.dialects.hip import ContextType, MatmulOp, SiluOp
from xhip.ir import make_context
from xhip.plan import FunctionPlan, PoolOptions
from xhip.transforms.pool_module import pool_module, pool_size, pool_sizes

HIDDEN, MLP = 64, 256
TAIL = "hip-resolve-memref-dims,cse,hip-hoist-alloc-size-arith"
"""The passes hip-ep runs before `hip-pool-allocs` (README: the pipeline)."""


def build_mlp() -> ModuleOp:
    """`@mlp(%ctx, %x: ?x64, %w1: 64x256, %w2: 256x64, %out: ?x64)`:
    out = silu(x @ w1) @ silu(w2), with two dynamic buffers (`?x256`, sized by
    the rows of `%x`) and one static one (`256x64`)."""
    dyn = MemRefType(f16, [DYNAMIC_INDEX, HIDDEN])
    w1_t, w2_t = MemRefType(f16, [HIDDEN, MLP]), MemRefType(f16, [MLP, HIDDEN])
    block = Block(arg_types=[ContextType(), dyn, w1_t, w2_t, dyn])
    ctx, x, w1, w2, out = block.args
    for arg, name in zip(block.args, ["ctx", "x", "w1", "w2", "out"], strict=True):
        arg.name_hint = name
    b = Builder(InsertPoint.at_end(block))
    zero = b.insert(arith.ConstantOp.from_int_and_width(0, IndexType())).result
    seq = b.insert(memref.DimOp(x, zero)).result
    seq.name_hint = "seq"
    hidden_t = MemRefType(f16, [DYNAMIC_INDEX, MLP])
    h = b.insert(
        memref.AllocOp.get(f16, shape=[DYNAMIC_INDEX, MLP], dynamic_sizes=[seq])
    )
    h.memref.name_hint = "hidden"  # printed `%hidden`; the others get numbers
    b.insert(MatmulOp(ctx, x, w1, h.memref))  # ins(x, w1) outs(h)
    act = b.insert(
        memref.AllocOp.get(f16, shape=[DYNAMIC_INDEX, MLP], dynamic_sizes=[seq])
    )
    b.insert(SiluOp(ctx, h.memref, act.memref))
    b.insert(memref.DeallocOp.get(h))
    w2_act = b.insert(memref.AllocOp.get(f16, shape=[MLP, HIDDEN]))  # static
    b.insert(SiluOp(ctx, w2, w2_act.memref))
    b.insert(MatmulOp(ctx, act.memref, w2_act.memref, out))
    b.insert(memref.DeallocOp.get(act))
    b.insert(memref.DeallocOp.get(w2_act))
    b.insert(func.ReturnOp())
    assert h.memref.type == hidden_t
    f = func.FuncOp("mlp", (block.arg_types, []), Region(block))
    module = ModuleOp([f])
    module.verify()
    return module


def run_pipeline(module: ModuleOp, spec: str) -> None:
    """Runs a pass pipeline as `xdsl-opt -p SPEC` would: xDSL's passes and the
    ones plugins register (xhip's, through the `xdsl.universe` entry point)."""
    passes = {**get_all_passes(), **Universe.get_multiverse().all_passes}
    PassPipeline.parse_spec(passes, spec).apply(make_context(), module)


def describe(plan: FunctionPlan) -> str:
    lines = [f"@{plan.name}: {len(plan.allocs)} buffers, {len(plan.domains)} pool(s)"]
    for a in plan.allocs:
        lines.append(
            f"  {a.name}: {a.type}, live {a.lifetime.start}..{a.lifetime.end}, "
            f"{a.size} bytes at offset {a.offset} ({a.placement.value})"
        )
    for d in plan.domains:
        lines.append(f"  pool {d.id}: {d.pool_size} bytes")
    return "\n".join(lines)


def generic_mlir(module: ModuleOp) -> str:
    out = io.StringIO()
    Printer(stream=out, print_generic_format=True).print_op(module)
    return out.getvalue() + "\n"


def main(argv: list[str]) -> int:
    options = PoolOptions(alignment=64)

    # 1. Through xDSL's pass pipeline, as `xdsl-opt -p` runs it.
    piped = build_mlp()
    run_pipeline(piped, f"{TAIL},hip-pool-allocs{{alignment=64}},cse")

    # 2. A direct call, which gets the plans back (the pass calls the same).
    module = build_mlp()
    run_pipeline(module, TAIL)
    before = str(module)
    plans = pool_module(module, options)
    run_pipeline(module, "cse")
    assert str(module) == str(piped), "the pass and pool_module differ"
    assert str(module) != before

    plan = plans["mlp"]
    binding = {"%seq": 2048}
    sizes = pool_sizes(plan, binding)
    if "--mlir-only" not in argv:
        print(describe(plan))
        print(f"at seq = 2048: pools {sizes}, {pool_size(plan, binding)} bytes")
        print(f"at seq = 1: {pool_size(plan, {'seq': 1})} bytes")
        print(f"module attributes: {module.attributes['hipdnn.buffer_offsets']}")
        print("// ----- pooled module, generic form (iree-opt accepts it)")
    print(generic_mlir(module), end="")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))

"""The control-flow fuzzer's shapes of issue 39 (`xhip_harness.fuzz.control_flow`):
an `scf.execute_region` of two blocks whose second block's argument sizes a
buffer, and functions that return a buffer. Each: the generator writes it,
the pass treats it as docs/semantics.md says, and a small seeded campaign
over it has no finding."""

from __future__ import annotations

import re

import pytest
from xdsl.dialects import func, memref, scf
from xdsl.ir import Block, BlockArgument, OpResult, SSAValue

from xhip.ir import make_context, parse_module
from xhip.plan import PoolOptions
from xhip.transforms.pool_module import pool_module
from xhip_harness.fuzz import control_flow
from xhip_harness.fuzz.control_flow import check_pooled, parsed, program

SEEDS = range(16)


def _function(seed: int, lower: bool = False) -> func.FuncOp:
    module = parsed(seed, lower)
    return next(op for op in module.ops if isinstance(op, func.FuncOp))


def _regions(f: func.FuncOp) -> list[scf.ExecuteRegionOp]:
    return [op for op in f.walk() if isinstance(op, scf.ExecuteRegionOp)]


def test_the_generator_writes_execute_regions_of_two_blocks():
    """Over the first seeds: regions of exactly two blocks, the first ending in
    a `cf.cond_br` to the second (one index each way), the second allocating
    a `memref<?xindex>` by its argument; some yield that buffer as their
    result."""
    regions = [r for s in SEEDS for r in _regions(_function(s))]
    assert len(regions) >= 10
    yielding = 0
    for region in regions:
        first, second = region.region.blocks
        branch = first.last_op
        assert branch is not None and branch.name == "cf.cond_br"
        assert list(branch.successors) == [second, second]
        assert [a.type for a in second.args] == [second.args[0].type]
        alloc = next(iter(second.ops))
        assert isinstance(alloc, memref.AllocOp)
        assert list(alloc.dynamic_sizes) == [second.args[0]]
        assert str(alloc.memref.type) == "memref<?xindex>"
        assert any(isinstance(op, memref.AllocOp) for op in first.ops)
        end = second.last_op
        assert isinstance(end, scf.YieldOp)
        if region.results:
            yielding += 1
            assert list(end.operands) == [alloc.memref]
    assert 0 < yielding < len(regions)


def test_the_block_argument_buffer_stays_and_the_others_in_the_region_pool():
    """`scope=function`: every alloc sized by a region block's argument stays
    an alloc (docs/semantics.md §4.8), and over the seeds some static allocs
    of the regions' first blocks become views."""
    stayed = viewed = 0
    for seed in SEEDS:
        module = parsed(seed, lower=False)
        pool_module(module, PoolOptions(scope="function"), remarks=False)
        for region in (
            op for op in module.walk() if isinstance(op, scf.ExecuteRegionOp)
        ):
            first, second = region.region.blocks
            argument_sized = [
                op
                for op in second.ops
                if isinstance(op, memref.AllocOp)
                and any(
                    isinstance(s.owner, Block) and s.owner.parent is region.region
                    for s in op.dynamic_sizes
                )
            ]
            assert argument_sized, "the block argument's buffer was pooled"
            stayed += len(argument_sized)
            viewed += sum(isinstance(op, memref.ViewOp) for op in first.ops)
    assert stayed >= 10 and viewed >= 5


@pytest.mark.parametrize("lower", [False, True], ids=["scf", "cf"])
def test_regions_pool_safely(lower: bool):
    """The programs with regions: pooled, checked and run, no finding (the
    cf form keeps the region, its scf ops lowered to blocks inside it)."""
    seeds = [s for s in SEEDS if _regions(_function(s))]
    assert len(seeds) >= 8
    for seed in seeds:
        assert check_pooled(seed, lower).findings == []


def _returning(seed: int) -> str | None:
    """The type program `seed` returns, if any."""
    m = re.search(r"func\.func @f\([^)]*\) -> (.*) \{", program(seed, True))
    return m.group(1) if m else None


def test_the_generator_writes_functions_that_return_a_buffer():
    """Directly, through an `scf.if` and through each view (a cast to
    `memref<?xindex>`, the subview of two elements), over the first seeds."""
    texts = [program(s, True) for s in range(40)]
    returning = [t for t in texts if re.search(r"func\.return %\w+ :", t)]
    assert 10 <= len(returning) < len(texts)
    ways = {
        "view": r"(%r\d+) = memref.subview %\w+\[0\] \[2\] \[1\] : memref<\??x?\d*x?"
        r"index> to memref<2xindex, strided<\[1\]>>\n  func.return \1 : "
        r"memref<2xindex, strided<\[1\]>>",
        "cast": r"(%r\d+) = memref.cast %\w+ : memref<4xindex> to memref<\?xindex>\n"
        r"  func.return \1 : memref<\?xindex>",
        "if": r"(%r\d+) = scf.if %p\d+ -> \((memref<[^)]*>)\) \{\n(.*\n)+?  \}\n"
        r"  func.return \1 : \2",
        "direct": r"memref.store .*\n  func.return (%(b|r|e)\d+(#1)?) : memref<",
    }
    for way, pattern in ways.items():
        assert any(re.search(pattern, t) for t in returning), way


def _returned_allocs_stay(seed: int, scope: str) -> tuple[int, int]:
    """Pools program `seed` with `pool=memref` in `scope`; returns (allocs the
    returned value may be, those of them still allocs)."""
    module = parsed(seed, lower=False)
    f = next(op for op in module.ops if isinstance(op, func.FuncOp))
    ret = f.body.blocks[-1].last_op
    assert isinstance(ret, func.ReturnOp) and ret.arguments
    roots = _roots(ret.arguments[0])
    pool_module(module, PoolOptions(scope=scope, pool="memref"), remarks=False)  # pyright: ignore[reportArgumentType]
    left = {op for op in module.walk() if isinstance(op, memref.AllocOp)}
    return len(roots), sum(r.owner in left for r in roots)


def _roots(value: SSAValue) -> list[SSAValue]:
    """The allocs a returned value of these programs may be: through views,
    scf results (what their regions yield or pass, a loop's init) and a
    loop's iteration argument."""
    found: list[SSAValue] = []
    todo = [value]
    seen: set[SSAValue] = set()
    while todo:
        v = todo.pop()
        if v in seen:
            continue
        seen.add(v)
        op = v.owner
        if isinstance(op, memref.AllocOp):
            found.append(v)
        elif isinstance(op, memref.SubviewOp | memref.CastOp):
            todo.append(op.operands[0])
        elif isinstance(v, OpResult) and isinstance(
            op, scf.IfOp | scf.ForOp | scf.WhileOp | scf.ExecuteRegionOp
        ):
            if isinstance(op, scf.ForOp):
                todo.append(op.iter_args[v.index])
            for region in op.regions:
                for block in region.blocks:
                    end = block.last_op
                    if isinstance(end, scf.YieldOp):
                        todo.append(end.operands[v.index])
                    elif isinstance(end, scf.ConditionOp):
                        todo.append(end.operands[v.index + 1])
        elif isinstance(v, BlockArgument):
            loop = v.block.parent_op()
            end = v.block.last_op
            if isinstance(loop, scf.ForOp) and v.index > 0 and end is not None:
                todo += [loop.iter_args[v.index - 1], end.operands[v.index - 1]]
    return found


@pytest.mark.parametrize("scope", ["function", "entry-block"])
def test_a_returned_buffer_stays_an_alloc_with_memref_pools(scope: str):
    """`pool=memref` (docs/semantics.md §7.7), in both scopes: every alloc the
    returned value may be is still an alloc after the pass."""
    seeds = [s for s in range(40) if _returning(s)]
    assert len(seeds) >= 10
    traced = 0
    for seed in seeds:
        roots, stayed = _returned_allocs_stay(seed, scope)
        assert stayed == roots, seed
        traced += roots
    assert traced >= len(seeds)


@pytest.mark.parametrize(
    ("pool", "scope"),
    [("hip", "function"), ("memref", "function"), ("memref", "entry-block")],
)
def test_returning_programs_pool_safely(pool: str, scope: str):
    """The programs that return a buffer: pooled, checked and run (the
    returned buffer's written elements compared), no finding."""
    seeds = [s for s in range(24) if _returning(s)]
    assert len(seeds) >= 6
    for seed in seeds:
        assert check_pooled(seed, False, pool=pool, scope=scope).findings == []


def test_a_run_gives_the_returned_buffers_written_elements():
    """What `check_pooled` compares of a run: the loads, then elements 0 and
    1 of the returned buffer (the others hold what its bytes held)."""
    module = parse_module(
        make_context(),
        """
func.func @f(%ctx: !hip.context, %x: index, %n: index) -> memref<4xindex> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c7 = arith.constant 7 : index
  %b = memref.alloc() : memref<4xindex>
  memref.store %c7, %b[%c0] : memref<4xindex>
  %v = memref.load %b[%c0] : memref<4xindex>
  memref.store %x, %b[%c1] : memref<4xindex>
  func.return %b : memref<4xindex>
}
""",
    )
    f = next(op for op in module.ops if isinstance(op, func.FuncOp))
    assert control_flow._loads(f, 5) == [7, 7, 5]  # pyright: ignore[reportPrivateUsage]

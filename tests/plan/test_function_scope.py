"""`plan_function` with `scope=function` (docs/semantics.md §4.8) as data."""

from __future__ import annotations

import pytest
from xdsl.dialects import func, scf

from xhip.diagnostics import PoolAllocsError
from xhip.ir import make_context, parse_module
from xhip.plan import PoolOptions, plan_function, pool_sizes
from xhip.transforms.pool_module import pool_module

FUNCTION = PoolOptions(scope="function")


def _function(text: str) -> func.FuncOp:
    module = parse_module(make_context(allow_unregistered=True), text, "t.mlir")
    return next(op for op in module.ops if isinstance(op, func.FuncOp))


FLAT = """
func.func @flat(%ctx: !hip.context) {
  %q1 = memref.alloc() : memref<125xf32>
  %p1 = memref.alloc() : memref<10xf32>
  "test.op_with_memwrite"(%q1, %p1) : (memref<125xf32>, memref<10xf32>) -> ()
  %p2 = memref.alloc() : memref<256xi8>
  %n = memref.alloc() : memref<3xf64>
  "test.op_with_memwrite"(%p1, %p2, %n) : (memref<10xf32>, memref<256xi8>, memref<3xf64>) -> ()
  %q2 = memref.alloc() : memref<1000xi8>
  "test.op_with_memwrite"(%p2, %q2) : (memref<256xi8>, memref<1000xi8>) -> ()
  func.return
}
"""


@pytest.mark.parametrize("alignment", [1, 64, 256])
def test_a_flat_function_gets_the_entry_block_offsets(alignment: int) -> None:
    """Without regions each buffer is one interval, the reference's lifetime:
    the same greedy gives the same offsets and pool."""
    f = _function(FLAT)
    scoped = plan_function(f, PoolOptions(alignment=alignment, scope="function"))
    entry = plan_function(f, PoolOptions(alignment=alignment))
    assert scoped is not None and entry is not None
    assert [a.offset.constant for a in scoped.allocs] == [
        a.offset.constant for a in entry.allocs
    ]
    assert scoped.domains[0].pool_size.constant == entry.domains[0].static_prefix


def test_a_buffer_a_dealloc_may_free_stays() -> None:
    f = _function("""
func.func @f(%ctx: !hip.context, %c: i1) {
  %a = memref.alloc() : memref<4xf32>
  %b = memref.alloc() : memref<4xf32>
  %s = arith.select %c, %a, %b : memref<4xf32>
  "test.op_with_memwrite"(%s) : (memref<4xf32>) -> ()
  memref.dealloc %s : memref<4xf32>
  func.return
}
""")
    plan = plan_function(f, FUNCTION)
    assert plan is not None and plan.allocs == []
    assert [u.reason for u in plan.unpooled] == [
        f"hip-pool-allocs: {name} is not pooled: memref.dealloc %s at t.mlir:7:3 frees "
        "either it or another buffer, so that dealloc can be neither erased (a leak) "
        "nor kept (it would free pool memory)"
        for name in ("%a", "%b")
    ]


def test_a_declaration_has_no_plan() -> None:
    f = _function("func.func private @d(!hip.context)")
    assert plan_function(f, FUNCTION) is None


def test_allocs_to_pool_need_the_context() -> None:
    f = _function("""
func.func @f(%n: index) {
  %a = memref.alloc() : memref<4xf32>
  "test.op_with_memwrite"(%a) : (memref<4xf32>) -> ()
  func.return
}
""")
    with pytest.raises(PoolAllocsError, match=r"missing !hip\.context"):
        plan_function(f, FUNCTION)


@pytest.mark.parametrize(
    ("option", "named"),
    [
        ({"lifetime_only": False}, "lifetime-only=false"),
        ({"lifetime_start": "first-use"}, "lifetime-start=first-use"),
    ],
)
def test_options_scope_function_cannot_honour_are_refused(
    option: dict[str, object], named: str
) -> None:
    with pytest.raises(PoolAllocsError, match=f"scope=function cannot honour {named}"):
        PoolOptions(scope="function", **option)  # pyright: ignore[reportArgumentType]


def test_the_fragmentation_report_is_honoured_under_scope_function() -> None:
    """Its bounds are counted over the live sets (`set_fragmentation`), so
    the option is accepted; the remarks: scope-function-report.mlir."""
    options = PoolOptions(scope="function", emit_fragmentation_report=True)
    assert options.emit_fragmentation_report


def test_the_plan_keeps_each_live_set_and_its_hull() -> None:
    """A buffer live on two pieces: `live` is the set the layout packs,
    `lifetime` its hull."""
    f = _function(HOMES)
    plan = plan_function(f, FUNCTION)
    assert plan is not None
    for a in plan.allocs:
        assert a.live and (a.lifetime.start, a.lifetime.end) == (
            a.live.first,
            a.live.last,
        )
        assert a.request.lifetime == a.lifetime


FLAT_DYNAMIC = """
func.func @flat(%ctx: !hip.context, %n: index, %m: index) {
  %a = memref.alloc(%n) : memref<?xf32>
  %s = memref.alloc() : memref<100xf32>
  "test.op_with_memwrite"(%a, %s) : (memref<?xf32>, memref<100xf32>) -> ()
  %b = memref.alloc(%m, %n) : memref<?x?xi8>
  "test.op_with_memwrite"(%s, %b) : (memref<100xf32>, memref<?x?xi8>) -> ()
  %c = memref.alloc(%m) : memref<?x3xf64>
  %z = memref.alloc() : memref<0xf32>
  "test.op_with_memwrite"(%c, %z) : (memref<?x3xf64>, memref<0xf32>) -> ()
  %t = memref.alloc() : memref<16xf32>
  "test.op_with_memwrite"(%b, %t) : (memref<?x?xi8>, memref<16xf32>) -> ()
  func.return
}
"""


@pytest.mark.parametrize("values", [(1, 1), (7, 300), (1000, 3)])
def test_dynamic_sizes_of_a_flat_function_as_the_entry_block(
    values: tuple[int, int],
) -> None:
    """One interval each, sizes from the arguments: the entry-block layout
    (lifetime-only slabs after the static prefix), the same bytes at run time."""
    f = _function(FLAT_DYNAMIC)
    scoped = plan_function(f, FUNCTION)
    entry = plan_function(f)
    assert scoped is not None and entry is not None
    assert [len(d.members) for d in scoped.domains] == [6]
    binding = dict(enumerate(values))
    # Both number the sizes in order of first use: %n, %m.
    assert scoped.symbol_names == entry.symbol_names == ["%n", "%m"]
    assert [a.offset.evaluate(binding) for a in scoped.allocs] == [
        a.offset.evaluate(binding) for a in entry.allocs
    ]
    assert scoped.domains[0].pool_size.evaluate(binding) == (
        entry.domains[0].pool_size.evaluate(binding)
    )


def test_a_size_defined_in_a_loop_around_the_alloc_stays() -> None:
    f = _function("""
func.func @f(%ctx: !hip.context, %n: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  scf.for %i = %c0 to %n step %c1 {
    scf.execute_region {
      %t = memref.alloc(%i) : memref<?xf32>
      "test.op_with_memwrite"(%t) : (memref<?xf32>) -> ()
      scf.yield
    }
  }
  func.return
}
""")
    plan = plan_function(f, FUNCTION)
    assert plan is not None and plan.allocs == []
    assert [u.reason for u in plan.unpooled] == [
        "hip-pool-allocs: %t is not pooled: its size %i is defined inside "
        "scf.for, which encloses it (a size that may change from one iteration "
        "to the next)"
    ]


HOMES = """
func.func @f(%ctx: !hip.context, %c: i1, %n: index) {
  %m = arith.addi %n, %n : index
  %a = memref.alloc(%m) : memref<?xf32>
  "test.op_with_memwrite"(%a) : (memref<?xf32>) -> ()
  scf.if %c {
    %k = arith.muli %n, %n : index
    %r = scf.execute_region -> index {
      %j = arith.addi %k, %n : index
      %e = memref.alloc(%m, %j) : memref<?x?xf32>
      "test.op_with_memwrite"(%e) : (memref<?x?xf32>) -> ()
      scf.yield %j : index
    }
    %b = memref.alloc(%k, %m) : memref<?x?xf32>
    "test.op_with_memwrite"(%b) : (memref<?x?xf32>) -> ()
  }
  func.return
}
"""


def test_each_pool_is_computed_in_the_home_of_its_allocs() -> None:
    """Homes (docs/semantics.md §4.8): the entry block for a, the scf.if branch
    for b (%k; %m, of the entry block, is defined before it), the
    execute_region's block for e (%j); one domain each, in pre-order of the
    homes, each domain's sizes placed after its latest definition there."""
    f = _function(HOMES)
    plan = plan_function(f, FUNCTION)
    assert plan is not None and plan.unpooled == []
    entry = f.body.blocks[0]
    branch = next(op for op in f.walk() if isinstance(op, scf.IfOp)).true_region.block
    region = next(op for op in f.walk() if isinstance(op, scf.ExecuteRegionOp))
    region_block = region.region.block
    assert [d.home for d in plan.domains] == [entry, branch, region_block]
    assert [a.name for a in plan.allocs] == ["%a", "%e", "%b"]
    assert [a.domain for a in plan.allocs] == [0, 2, 1]
    # Each domain's program starts after its latest size in its home: %m
    # (entry index 0), %k (branch index 0), %j (region block index 0).
    assert [d.points[0].after for d in plan.domains] == [0, 0, 0]


def test_a_size_of_a_cfg_cycle_or_a_block_argument_stays() -> None:
    f = _function("""
func.func @f(%ctx: !hip.context, %n: index) {
  cf.br ^bb1(%n : index)
^bb1(%i: index):
  %k = arith.addi %i, %n : index
  %t = memref.alloc(%k) : memref<?xf32>
  "test.op_with_memwrite"(%t) : (memref<?xf32>) -> ()
  memref.dealloc %t : memref<?xf32>
  %u = memref.alloc(%i) : memref<?xf32>
  "test.op_with_memwrite"(%u) : (memref<?xf32>) -> ()
  memref.dealloc %u : memref<?xf32>
  %c = arith.cmpi slt, %k, %n : index
  cf.cond_br %c, ^bb1(%k : index), ^bb2
^bb2:
  func.return
}
""")
    plan = plan_function(f, FUNCTION)
    assert plan is not None and plan.allocs == []
    assert [u.reason for u in plan.unpooled] == [
        "hip-pool-allocs: %t is not pooled: its size %k is defined in a block on "
        "a cycle of the CFG (a lowered loop): the block may run again while the "
        "pool computed there is live",
        "hip-pool-allocs: %u is not pooled: its size %i is an argument of a block "
        "other than the entry block (a value of the path taken, which "
        "verify-plan's checker cannot evaluate)",
    ]


LOOP = """
func.func @loop(%ctx: !hip.context, %n: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %s = memref.alloc() : memref<64xf32>
  scf.for %i = %c0 to %n step %c1 {
    %t = memref.alloc(%n) : memref<?xf64>
    "test.op_with_memwrite"(%t, %s) : (memref<?xf64>, memref<64xf32>) -> ()
    memref.dealloc %t : memref<?xf64>
  }
  func.return
}
func.func @nothing(%ctx: !hip.context) {
  func.return
}
"""


def test_pool_module_returns_the_plans_it_applied() -> None:
    """`pool_module` under scope=function returns a `FunctionPlan` per
    function it pooled, and `pool_sizes` reads it: 256 B of %s, then a slab
    of %t (8 * %n rounded up to 256)."""
    module = parse_module(make_context(allow_unregistered=True), LOOP, "t.mlir")
    plans = pool_module(module, FUNCTION, remarks=False)
    assert list(plans) == ["loop"]
    plan = plans["loop"]
    assert plan.options.scope == "function"
    assert [a.name for a in plan.allocs] == ["%s", "%t"]
    assert pool_sizes(plan, {"%n": 4}) == [256 + 256]
    assert pool_sizes(plan, {"n": 100}) == [256 + 1024]
    assert not any(op.name == "memref.alloc" for op in module.walk())


def test_domains_share_one_symbol_table() -> None:
    """A function with a home per block (chained sizes: one domain per block,
    each sized by its own symbol) keeps one name table for all its
    expressions: a copy per domain is quadratic in time and memory (8k blocks
    took 20 s and 4.4 GB)."""
    from xhip_harness.workloads.programs import chained_sizes_text

    f = _function(chained_sizes_text(6))
    plan = plan_function(f, PoolOptions(scope="function"))
    assert plan is not None
    assert len(plan.domains) == 6
    exprs = [d.pool_size for d in plan.domains]
    exprs += [e for a in plan.allocs for e in (a.size, a.offset)]
    assert len({id(e.names) for e in exprs}) == 1
    assert dict(exprs[0].names) == dict(enumerate(plan.symbol_names))

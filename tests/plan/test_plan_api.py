"""`plan_function`: the plan as data for Python callers (no IR change).

The functions are those of the lit tests grouped.mlir and domains.mlir; the
numbers are the hand derivations written there.
"""

from __future__ import annotations

import pytest
from xdsl.dialects import func

from xhip.diagnostics import PoolAllocsError
from xhip.ir import make_context, parse_module
from xhip.plan import (
    FunctionPlan,
    Placement,
    PoolOptions,
    SegmentPoint,
    plan_function,
)
from xhip.planning.layout import DomainLayout
from xhip.planning.requests import Lifetime, Request, align_up

SOURCE = """\
func.func @layout_order(%ctx: !hip.context, %n: index, %m: index, %k: index) {
  %s = memref.alloc() : memref<64xf32>
  %a = memref.alloc(%n) : memref<?x128xf32>
  %b = memref.alloc(%n) : memref<?x64xf32>
  "test.op_with_memread"(%s, %a, %b) : (memref<64xf32>, memref<?x128xf32>, memref<?x64xf32>) -> ()
  %c = memref.alloc(%n) : memref<?x64xf32>
  "test.op_with_memread"(%a, %c) : (memref<?x128xf32>, memref<?x64xf32>) -> ()
  %g = memref.alloc(%k) : memref<?x256xf32>
  "test.op_with_memread"(%g) : (memref<?x256xf32>) -> ()
  %d = memref.alloc(%m) : memref<?x3xf32>
  %e = memref.alloc(%m) : memref<?x3xf32>
  "test.op_with_memread"(%d, %e) : (memref<?x3xf32>, memref<?x3xf32>) -> ()
  %f = memref.alloc(%m) : memref<?x3xf32>
  "test.op_with_memread"(%f) : (memref<?x3xf32>) -> ()
  %h = memref.alloc(%k) : memref<?x5xf16>
  "test.op_with_memread"(%h) : (memref<?x5xf16>) -> ()
  func.return
}
func.func @three_domains(%ctx: !hip.context, %buf: memref<4xindex>, %x: memref<?x?xf32>, %n0: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %n = memref.dim %x, %c0 : memref<?x?xf32>
  %a = memref.alloc(%n) : memref<?x64xf32>
  %s = memref.alloc() : memref<100xf32>
  %m = memref.load %buf[%c1] : memref<4xindex>
  %b = memref.alloc(%m) : memref<?x64xf32>
  %p = memref.alloc(%n0) : memref<?x32xf32>
  "test.op_with_memread"(%a, %b, %s, %p) : (memref<?x64xf32>, memref<?x64xf32>, memref<100xf32>, memref<?x32xf32>) -> ()
  %k = arith.addi %n, %m : index
  %c = memref.alloc(%k) : memref<?xf16>
  %t = memref.alloc() : memref<8xf32>
  "test.op_with_memread"(%c, %t) : (memref<?xf16>, memref<8xf32>) -> ()
  func.return
}
func.func private @declared(memref<4xf32>)
func.func @two_blocks(%ctx: !hip.context, %c: i1) {
  %a = memref.alloc() : memref<16xf32>
  cf.cond_br %c, ^bb1, ^bb1
^bb1:
  "test.op_with_memread"(%a) : (memref<16xf32>) -> ()
  func.return
}
"""


@pytest.fixture(scope="module")
def functions() -> dict[str, func.FuncOp]:
    module = parse_module(make_context(allow_unregistered=True), SOURCE, "api.mlir")
    return {op.sym_name.data: op for op in module.ops if isinstance(op, func.FuncOp)}


def plan_of(f: func.FuncOp, options: PoolOptions | None = None) -> FunctionPlan:
    plan = plan_function(f, options)
    assert plan is not None
    return plan


def test_grouped_plan_per_alloc(functions: dict[str, func.FuncOp]) -> None:
    plan = plan_of(functions["layout_order"], PoolOptions(lifetime_only=False))
    assert plan.name == "layout_order"
    assert plan.function is functions["layout_order"]
    assert [a.name for a in plan.allocs] == [
        "%s",
        "%a",
        "%b",
        "%c",
        "%g",
        "%d",
        "%e",
        "%f",
        "%h",
    ]
    # Symbols are numbered in order of first use by an alloc: n (a), k (g), m (d).
    assert plan.symbol_names == ["%n", "%k", "%m"]
    n_, k_, m_ = 0, 1, 2
    by = {a.name: a for a in plan.allocs}
    assert by["%a"].index == 1 and by["%a"].lifetime == Lifetime(1, 5)
    assert by["%a"].request == Request(Lifetime(1, 5), 512, (n_,))
    assert by["%h"].request == Request(Lifetime(13, 14), 10, (k_,))
    assert by["%d"].request.factor == (m_,)
    assert by["%a"].type == "memref<?x128xf32>"
    assert by["%a"].location == "api.mlir:3:3"
    assert {a.domain for a in plan.allocs} == {0}
    # Placement: s in the prefix; slab 0 holds group (n) (0) then group k (1),
    # in class order; bucket 0 = (12, m): d, f in bin 0, e in bin 1; bucket 1 =
    # (10, k): h.
    assert [(a.placement, a.slot) for a in plan.allocs] == [
        (Placement.STATIC, ()),
        (Placement.SLAB, (0, 0)),
        (Placement.SLAB, (0, 0)),
        (Placement.SLAB, (0, 0)),
        (Placement.SLAB, (0, 1)),
        (Placement.BIN, (0, 0)),
        (Placement.BIN, (0, 1)),
        (Placement.BIN, (0, 0)),
        (Placement.BIN, (1, 0)),
    ]
    # Constant offsets are ints; runtime ones read as expressions.
    assert [a.offset.constant for a in plan.allocs[:5]] == [0, 256, None, None, 256]
    # As emitted: the constant moves right of the addi (docs/semantics.md §7).
    assert str(by["%b"].offset) == "%n * 512 + 256"
    assert str(by["%a"].size) == "%n * 512"
    assert by["%s"].size.constant == 256


def test_grouped_plan_evaluates_by_name(functions: dict[str, func.FuncOp]) -> None:
    f = functions["layout_order"]
    plan = plan_of(f, PoolOptions(lifetime_only=False))
    n, m, k = 3, 5, 7
    binding = plan.binding({"%n": n, "m": m, f.args[3]: k})
    assert binding == {0: n, 1: k, 2: m}
    w0 = max(k * 1024, n * 768)
    slot0, slot1 = align_up(m * 12, 256), align_up(k * 10, 256)
    base0 = 256 + w0
    offsets = [a.offset.evaluate(binding) for a in plan.allocs]
    assert offsets == [
        0,
        256,
        256 + 512 * n,
        256 + 512 * n,
        256,
        base0,
        base0 + slot0,
        base0,
        base0 + 2 * slot0,
    ]
    assert [a.size.evaluate(binding) for a in plan.allocs] == [
        256,
        512 * n,
        256 * n,
        256 * n,
        1024 * k,
        12 * m,
        12 * m,
        12 * m,
        10 * k,
    ]
    (domain,) = plan.domains
    assert domain.id == 0 and domain.members == tuple(range(9))
    assert domain.pool_size.constant is None
    assert domain.pool_size.evaluate(binding) == base0 + 2 * slot0 + slot1 == 8192
    # A binding that misses a size names it.
    assert domain.pool_size.symbols == {0, 1, 2}
    with pytest.raises(ValueError, match=r"no value for %k, %m \(see"):
        domain.pool_size.evaluate({0: n})
    assert domain.static_prefix == 256
    assert domain.fragmentation.static_bound == 256
    assert domain.needs_pool
    frag = domain.fragmentation
    assert (frag.static_size, frag.static_bound) == (256, 256)
    assert frag.unavailable_reason == "mixed runtime factors"
    assert (frag.dynamic_units, frag.dynamic_bound) == (None, None)
    assert (frag.bins, frag.bins_bound) == (3, 3)


def test_formulas_as_text_and_as_python_functions(
    functions: dict[str, func.FuncOp],
) -> None:
    """docs/python-api.md, "Formulas": each offset and the pool size as a formula, text and
    a function of the dynamic values by name."""
    plan = plan_of(functions["layout_order"], PoolOptions(lifetime_only=False))
    by = {a.name: a for a in plan.allocs}
    offset = by["%b"].offset.as_function()
    assert str(by["%b"].offset) == "%n * 512 + 256"
    assert offset(n=3) == offset({"%n": 3}) == 3 * 512 + 256
    assert offset(n=2**55) == (2**55 * 512 + 256) % 2**64  # wraps as index ops
    pool = plan.domains[0].pool_size
    size = pool.as_function()
    for n, m, k in ((3, 5, 7), (100, 1, 0)):
        binding = plan.binding({"n": n, "m": m, "k": k})
        assert size(n=n, m=m, k=k) == pool.evaluate(binding)
    with pytest.raises(ValueError, match=r"^no value for %k, %m \(see"):
        size(n=3)
    assert size.__doc__ == f"{pool} (xhip.plan.Expr.as_function)"


def test_lifetime_only_report_numbers(functions: dict[str, func.FuncOp]) -> None:
    # Default options: lifetime-only. Slabs g a d f h | b c e (see
    # test_planning_reference); both rounded up, so the dyn-pool bound is
    # unavailable for mixed factors.
    plan = plan_of(functions["layout_order"])
    (domain,) = plan.domains
    assert isinstance(domain.layout, DomainLayout)
    assert [s.round_up for s in domain.layout.slabs] == [True, True]
    assert domain.layout.buckets == ()
    assert domain.fragmentation.unavailable_reason == "mixed runtime factors"
    assert domain.fragmentation.remark(0) == (
        "hip-pool-allocs fragmentation: domain 0: static 256/256 B (0 frag); "
        "dyn-pool coefficient unavailable (mixed runtime factors); "
        "small-buckets 0/0 bins (0 excess)"
    )


def test_domains_plan(functions: dict[str, func.FuncOp]) -> None:
    plan = plan_of(functions["three_domains"])
    assert [a.name for a in plan.allocs] == ["%a", "%s", "%b", "%p", "%c", "%t"]
    assert [a.domain for a in plan.allocs] == [0, 0, 1, 1, 2, 2]
    assert [d.members for d in plan.domains] == [(0, 1), (2, 3), (4, 5)]
    assert [d.static_prefix for d in plan.domains] == [512, 0, 256]
    assert [d.fragmentation.static_bound for d in plan.domains] == [512, 0, 256]
    assert [a.offset.constant for a in plan.allocs] == [512, 0, 0, None, 256, 0]
    assert str(plan.allocs[3].offset) == "%m * 256"
    # The expressions read as they are emitted: prefix constants on the right.
    assert [str(d.pool_size) for d in plan.domains] == [
        "%n * 256 + 512",
        "%m * 256 + (%n0 * 128 + 255) / 256 * 256",
        "(%k * 2 + 255) / 256 * 256 + 256",
    ]
    n, m, n0, k = 10, 3, 5, 13
    binding = plan.binding({"%n": n, "%m": m, "%n0": n0, "%k": k})
    assert [d.pool_size.evaluate(binding) for d in plan.domains] == [
        512 + n * 256,
        m * 256 + align_up(n0 * 128, 256),
        256 + align_up(k * 2, 256),
    ]


def test_plan_does_not_change_the_ir(functions: dict[str, func.FuncOp]) -> None:
    f = functions["three_domains"]
    before = str(f)
    plan_of(f, PoolOptions(lifetime_only=False))
    assert str(f) == before


def test_declaration_and_errors(functions: dict[str, func.FuncOp]) -> None:
    assert plan_function(functions["declared"]) is None
    with pytest.raises(PoolAllocsError) as error:
        plan_function(functions["two_blocks"])
    assert str(error.value) == (
        "api.mlir:36:1: error: hip-pool-allocs requires single-block functions; "
        "liveness analysis uses sequential op indices that do not generalize to "
        "control flow"
    )
    for bad in (0, 3, -1):
        with pytest.raises(PoolAllocsError) as info:
            PoolOptions(alignment=bad)
        assert (
            info.value.message
            == f"hip-pool-allocs: alignment must be a positive power of 2 (got {bad})"
        )


USED_BEFORE_DEFINED = """
func.func @f(%ctx: !hip.context, %x: memref<?xf32>) {
  %c0 = arith.constant 0 : index
  %a = memref.alloc(%n) : memref<?xALLOC>
  %n = memref.dim %x, %c0 : memref<?xf32>
  "test.use"(%a) : (memref<?xALLOC>) -> ()
  func.return
}
"""
"""An alloc whose size is defined after it: MLIR rejects such IR (dominance),
xDSL parses and verifies it, and the reference's emission reports it."""


@pytest.mark.parametrize(
    "element, lifetime_only, message",
    [
        # a group's F would go after %n, at or after the alloc
        (
            "256xf32",
            True,
            "hip-pool-allocs: cannot place dynamic size arithmetic at a legal point "
            "in the block (a dyn-operand def is at-or-after the earliest pooled "
            "alloc in its domain)",
        ),
        ("256xf32", False, "cannot place dynamic size arithmetic"),
        ("3xf32", True, "cannot place dynamic size arithmetic"),
        # grouped mode: C 12 is a small bucket, whose size goes to the pool's
        # point; that is the pool's error
        (
            "3xf32",
            False,
            "hip-pool-allocs: cannot place hip.get_pool at a legal point (some "
            "dynamic size arithmetic is at-or-after an alloc in its domain)",
        ),
    ],
)
def test_a_size_defined_after_its_alloc_cannot_be_placed(
    element: str, lifetime_only: bool, message: str
) -> None:
    """docs/semantics.md §8's two placement errors, at the function, in the reference's words."""
    text = USED_BEFORE_DEFINED.replace("ALLOC", element)
    module = parse_module(make_context(allow_unregistered=True), text, "t.mlir")
    module.verify()
    (f,) = [op for op in module.walk() if isinstance(op, func.FuncOp)]
    with pytest.raises(PoolAllocsError) as error:
        plan_function(f, PoolOptions(lifetime_only=lifetime_only))
    assert error.value.op is f
    if message.startswith("hip-pool-allocs:"):
        assert error.value.message == message
    else:
        assert message in error.value.message


def test_a_size_defined_outside_the_block_cannot_place_the_pool() -> None:
    """xhip's own error (docs/semantics.md §8 allows more where the reference makes invalid
    IR: it would put the size arithmetic before the first alloc, using a value
    of another function). Verified IR cannot reach it (an alloc's sizes
    dominate it), so the IR is broken on purpose: the alloc's size is rewired to
    an argument of another function."""
    text = """
func.func @f(%ctx: !hip.context, %n: index) {
  %a = memref.alloc(%n) : memref<?xf32>
  "test.op_with_memread"(%a) : (memref<?xf32>) -> ()
  func.return
}
func.func @g(%m: index) {
  func.return
}
"""
    module = parse_module(make_context(allow_unregistered=True), text, "t.mlir")
    f, g = [op for op in module.walk() if isinstance(op, func.FuncOp)]
    (alloc,) = [op for op in f.walk() if op.name == "memref.alloc"]
    alloc.operands = [g.args[0]]
    with pytest.raises(
        PoolAllocsError, match=r"cannot place the pool of @f: size value m"
    ):
        plan_function(f, PoolOptions())


def test_lifetime_start_spelling_is_said() -> None:
    """`first-use` as on the command line, or `LifetimeStart.FIRST_USE`; Python's
    `first_use` is refused, saying how to write it."""
    assert PoolOptions(lifetime_start="first-use").start.value == "first-use"
    with pytest.raises(PoolAllocsError) as info:
        PoolOptions(lifetime_start="first_use")  # pyright: ignore[reportArgumentType]
    assert str(info.value) == (
        "hip-pool-allocs: lifetime-start must be alloc or first-use (got "
        "first_use, with a hyphen: first-use)"
    )


POINTS = """\
func.func @points(%ctx: !hip.context, %x: memref<?x?xf32>, %n0: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %n = memref.dim %x, %c0 : memref<?x?xf32>
  %m = memref.dim %x, %c1 : memref<?x?xf32>
  %a = memref.alloc(%n) : memref<?x64xf32>
  %b = memref.alloc(%m, %n) : memref<?x?xf32>
  %c = memref.alloc(%n0) : memref<?x32xf32>
  "test.op_with_memread"(%a, %b, %c) : (memref<?x64xf32>, memref<?x?xf32>, memref<?x32xf32>) -> ()
  func.return
}
"""


def test_points_say_where_the_arithmetic_goes() -> None:
    """docs/semantics.md §7: each group's F right after its operands'
    latest definition (`%n` is op 2, `%m` op 3; `%n0` is an argument: before the
    earliest alloc), the rest right after the latest F, sharing its place."""
    module = parse_module(make_context(allow_unregistered=True), POINTS, "p.mlir")
    (f,) = [op for op in module.ops if isinstance(op, func.FuncOp)]
    (domain,) = plan_of(f).domains
    *groups, last = domain.points
    assert sorted(groups, key=lambda p: -1 if p.after is None else p.after) == [
        SegmentPoint(),
        SegmentPoint(after=2),
        SegmentPoint(after=3),
    ]
    assert last == SegmentPoint(after=3, joins=groups.index(SegmentPoint(after=3)))
    (chosen,) = plan_of(f, PoolOptions(packer="best")).domains
    assert chosen.emission is None and chosen.points == ()

"""The checker's sub-pools (docs/semantics.md §9.1): a view of a pool of type
`memref<?xi8>`/`memref<Nxi8>` used only as the source of `memref.view`s is
bytes to carve buffers from, as a pool is. A module pooled twice with
`pool=memref` (the first run's pool becomes a view of the second's) is the
shape the pass itself makes: its first layout is checked, and a mutation of it
is caught. And the alias tracing is a worklist: a chain of thousands of casts
checks without a recursion error."""

from __future__ import annotations

from xdsl.context import Context
from xdsl.dialects import func, memref
from xdsl.dialects.builtin import ModuleOp

from xhip.check import check_module
from xhip.ir import make_context, parse_module
from xhip.transforms.hip_pool_allocs import HipPoolAllocsPass

PROGRAM = """
func.func @f(%x: memref<16xf32>, %y: memref<16xf32>, %n: index) {
  %a = memref.alloc() : memref<16xf32>
  %b = memref.alloc() : memref<16xf32>
  %d = memref.alloc(%n) : memref<?xf32>
  memref.copy %x, %a : memref<16xf32> to memref<16xf32>
  memref.copy %a, %b : memref<16xf32> to memref<16xf32>
  "test.op_with_memwrite"(%d) : (memref<?xf32>) -> ()
  memref.copy %b, %y : memref<16xf32> to memref<16xf32>
  func.return
}
"""


def _pooled_twice() -> ModuleOp:
    module = parse_module(make_context(allow_unregistered=True), PROGRAM, "f.mlir")
    for _ in range(2):
        HipPoolAllocsPass(pool="memref").apply(Context(), module)
    return module


def _views(module: ModuleOp) -> dict[str, memref.ViewOp]:
    f = next(op for op in module.ops if isinstance(op, func.FuncOp))
    found: dict[str, memref.ViewOp] = {}
    for op in f.walk():
        if isinstance(op, memref.ViewOp):
            found[op.result.name_hint or ""] = op
    return found


def test_the_first_layout_of_a_module_pooled_twice_is_checked():
    """The second run's view of the first pool is a sub-pool: its three views
    (at 0, 256 and 512 of it) are checked, and nothing is wrong."""
    module = _pooled_twice()
    views = _views(module)
    sub_pool = views["pool"]
    assert isinstance(sub_pool.source.owner, memref.AllocOp)
    assert [v.source for k, v in views.items() if k != "pool"] == [sub_pool.result] * 3
    (check,) = check_module(module)
    assert (check.views, check.violations) == (4, [])


def test_two_views_of_the_first_layout_at_one_offset_are_caught():
    """%b moved to %a's offset (0 of the sub-pool): both live at the second
    copy, an overlap."""
    module = _pooled_twice()
    views = _views(module)
    views["b"].operands[1] = views["a"].byte_shift
    (check,) = check_module(module)
    assert [(v.kind, v.ranges) for v in check.violations] == [
        ("overlap", ((0, 64), (0, 64)))
    ]
    assert "views %a and %b share bytes while both live" in check.violations[0].message


def test_a_chain_of_thousands_of_casts_checks():
    """5000 `memref.cast`s between the pool and its views, each view of the
    last: traced without Python's recursion limit, the overlap found."""
    casts = [
        f"  %p{k + 1} = memref.cast %p{k} : memref<?xi8> to memref<?xi8>"
        for k in range(5000)
    ]
    text = "\n".join(
        [
            "func.func @f(%ctx: !hip.context, %x: memref<16xf32>) {",
            "  %c0 = arith.constant 0 : index",
            "  %c1024 = arith.constant 1024 : index",
            "  %p0 = hip.get_pool(%ctx, %c1024) : memref<?xi8>",
            *casts,
            "  %a = memref.view %p5000[%c0][] : memref<?xi8> to memref<16xf32>",
            "  %b = memref.view %p5000[%c0][] : memref<?xi8> to memref<16xf32>",
            "  hip.silu(%ctx) ins(%x : memref<16xf32>) outs(%a : memref<16xf32>)",
            "  hip.silu(%ctx) ins(%a : memref<16xf32>) outs(%b : memref<16xf32>)",
            "  func.return",
            "}",
        ]
    )
    module = parse_module(make_context(), text, "casts.mlir")
    (check,) = check_module(module)
    assert check.views == 2
    assert [(v.kind, v.ranges) for v in check.violations] == [
        ("overlap", ((0, 64), (0, 64)))
    ]

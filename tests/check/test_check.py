"""`xhip check`: the evaluator, each kind of violation, liveness, and the CLI.

The last test pools every input of the FileCheck suite with the options its RUN
lines use and requires the checker to accept every output.
"""

from __future__ import annotations

import re
from functools import cache
from pathlib import Path

import numpy as np
import pytest
from xdsl.context import Context
from xdsl.dialects import func
from xdsl.dialects.builtin import ModuleOp

from xhip.analysis.lifetimes import LifetimeStart
from xhip.check import CheckError, CheckOptions, check_module, violations
from xhip.check.checker import special_values
from xhip.check.evaluate import BlockEvaluator
from xhip.diagnostics import PoolAllocsError
from xhip.ir import make_context, parse_module
from xhip.tools.check import NOTHING_CHECKED, USAGE_ERROR
from xhip.tools.cli import main
from xhip.transforms.check_pools import HipCheckPoolsPass
from xhip.transforms.hip_pool_allocs import HipPoolAllocsPass

FILECHECK = Path(__file__).parents[1] / "filecheck"


def parse(text: str, unregistered: bool = False) -> ModuleOp:
    return parse_module(make_context(unregistered), text, "test.mlir")


def only_function(module: ModuleOp) -> func.FuncOp:
    (f,) = [op for op in module.walk() if isinstance(op, func.FuncOp)]
    return f


# -- the evaluator --------------------------------------------------------------


def evaluate(
    body: str, args: str, leaves: list[list[int]]
) -> dict[str, list[int | None]]:
    """Evaluates every named value of `body`; None marks an invalid binding."""
    f = only_function(parse(f"func.func @f({args}) {{\n{body}\n  func.return\n}}"))
    evaluator = BlockEvaluator(f.body.blocks[0])
    batch = evaluator.evaluate([np.array(v, dtype=np.uint64) for v in leaves])
    result: dict[str, list[int | None]] = {}
    for value, array in batch.values.items():
        if value.name_hint:
            result[value.name_hint] = [
                int(x) if ok else None for x, ok in zip(array, batch.valid, strict=True)
            ]
    return result


def test_evaluator_unsigned_arithmetic_and_undefined_bindings():
    got = evaluate(
        """
  %c3 = arith.constant 3 : index
  %a = arith.addi %x, %c3 : index
  %m = arith.muli %x, %y : index
  %d = arith.divui %x, %y : index
  %cd = arith.ceildivui %x, %c3 : index
  %r = arith.remui %x, %c3 : index
  %mx = arith.maxui %x, %y : index
  %mn = arith.minui %x, %y : index
  %s = arith.subi %y, %x : index
  %lt = arith.cmpi ult, %x, %y : index
  %sel = arith.select %lt, %x, %y : index
""",
        "%x: index, %y: index",
        [[7, 10, 0], [2, 0, 5]],
    )
    assert got["a"] == [10, None, 3]
    assert got["m"] == [14, None, 0]
    # x / 0 is undefined: the whole binding is dropped, not given a value.
    assert got["d"] == [3, None, 0]
    assert got["cd"] == [3, None, 0]
    assert got["r"] == [1, None, 0]
    assert got["mx"] == [7, None, 5]
    assert got["mn"] == [2, None, 0]
    assert got["s"] == [(2 - 7) % 2**64, None, 5]
    assert got["lt"] == [0, None, 1]
    assert got["sel"] == [2, None, 0]


def test_evaluator_signed_ops_widths_and_casts():
    got = evaluate(
        """
  %m1 = arith.constant -7 : i32
  %c2 = arith.constant 2 : i32
  %q = arith.divsi %m1, %c2 : i32
  %fq = arith.floordivsi %m1, %c2 : i32
  %cq = arith.ceildivsi %m1, %c2 : i32
  %rs = arith.remsi %m1, %c2 : i32
  %lt = arith.cmpi slt, %m1, %c2 : i32
  %ix = arith.index_cast %m1 : i32 to index
  %w = arith.addi %v, %c2 : i32
  %t = arith.index_cast %ix : index to i8
""",
        "%v: i32",
        [[2**32 - 1]],
    )
    assert got["q"] == [2**32 - 3]  # -3, truncated toward zero
    assert got["fq"] == [2**32 - 4]  # -4
    assert got["cq"] == [2**32 - 3]  # -3
    assert got["rs"] == [2**32 - 1]  # -1
    assert got["lt"] == [1]
    assert got["ix"] == [2**64 - 7]  # sign-extended
    assert got["w"] == [1]  # i32 wraps
    assert got["t"] == [0xF9]


def test_evaluator_leaves_dims_and_loads():
    f = only_function(
        parse(
            """
func.func @f(%x: memref<?x4xf32>, %lens: memref<4xindex>, %n: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %d0 = memref.dim %x, %c0 : memref<?x4xf32>
  %d1 = memref.dim %x, %c1 : memref<?x4xf32>
  %l0 = memref.load %lens[%c0] : memref<4xindex>
  %again = memref.load %lens[%c0] : memref<4xindex>
  %l1 = memref.load %lens[%c1] : memref<4xindex>
  func.return
}"""
        )
    )
    evaluator = BlockEvaluator(f.body.blocks[0])
    # The same location of a never-written argument is one leaf; a static dim is none.
    assert [leaf.name for leaf in evaluator.leaves] == [
        "%n",
        "dim(%x, 0)",
        "%lens[0]",
        "%lens[1]",
    ]
    ops = {op.results[0].name_hint: op for op in f.body.blocks[0].ops if op.results}
    assert evaluator.constant(ops["d1"].results[0]) == 4


# -- violations -------------------------------------------------------------------

OVERLAP = """
func.func @overlap(%ctx: !hip.context, %d: index) {
  %c0 = arith.constant 0 : index
  %c4352 = arith.constant 4352 : index
  %sz = arith.muli %d, %c4352 : index
  %pool = hip.get_pool(%ctx, %sz) : memref<?xi8>
  %c256 = arith.constant 256 : index
  %a = memref.view %pool[%c0][%d] : memref<?xi8> to memref<?x1024xf32>
  %b = memref.view %pool[%c256][%d] : memref<?xi8> to memref<?x64xf32>
  hip.silu(%ctx) ins(%a : memref<?x1024xf32>) outs(%b : memref<?x64xf32>)
  func.return
}
"""


STACKED = """
func.func @stacked(%ctx: !hip.context, %d: index) {
  %c0 = arith.constant 0 : index
  %c4096 = arith.constant 4096 : index
  %c4352 = arith.constant 4352 : index
  %sz = arith.muli %d, %c4352 : index
  %pool = hip.get_pool(%ctx, %sz) : memref<?xi8>
  %off = arith.muli %d, %c4096 : index
  %a = memref.view %pool[%c0][%d] : memref<?xi8> to memref<?x1024xf32>
  %b = memref.view %pool[%off][%d] : memref<?xi8> to memref<?x64xf32>
  hip.silu(%ctx) ins(%a : memref<?x1024xf32>) outs(%b : memref<?x64xf32>)
  func.return
}
"""


def test_overlap_of_live_views_names_both_ops_ranges_and_binding():
    found = violations(parse(OVERLAP))
    assert len(found) == 1
    v = found[0]
    assert v.kind == "overlap"
    assert [op.results[0].name_hint for op in v.ops] == ["a", "b"]
    assert v.ranges == ((0, 4096), (256, 512))
    assert v.binding == {"%d": 1}
    assert str(v).startswith(
        "test.mlir:8:3: error: @overlap: views %a and %b share bytes"
    )
    assert "at test.mlir:9:3" in str(v)


def test_disjoint_lifetimes_may_share_bytes():
    text = OVERLAP.replace(
        "  hip.silu(%ctx) ins(%a : memref<?x1024xf32>) outs(%b : memref<?x64xf32>)",
        "  hip.silu(%ctx) ins(%x : memref<?x1024xf32>) outs(%a : memref<?x1024xf32>)\n"
        "  hip.silu(%ctx) ins(%y : memref<?x64xf32>) outs(%b : memref<?x64xf32>)",
    ).replace("%d: index)", "%d: index, %x: memref<?x1024xf32>, %y: memref<?x64xf32>)")
    # %a dies at its silu, before %b is created: sharing is fine.
    text = text.replace(
        "  %b = memref.view %pool[%c256][%d] : memref<?xi8> to memref<?x64xf32>\n", ""
    ).replace(
        "  hip.silu(%ctx) ins(%y",
        "  %b = memref.view %pool[%c256][%d] : memref<?xi8> to memref<?x64xf32>\n"
        "  hip.silu(%ctx) ins(%y",
    )
    assert violations(parse(text)) == []


def test_a_use_through_an_alias_keeps_the_view_live():
    text = """
func.func @alias(%ctx: !hip.context, %x: memref<64xf32>, %y: memref<32xf32>) {
  %c0 = arith.constant 0 : index
  %c256 = arith.constant 256 : index
  %pool = hip.get_pool(%ctx, %c256) : memref<?xi8>
  %a = memref.view %pool[%c0][] : memref<?xi8> to memref<64xf32>
  %s = memref.subview %a[0] [32] [1] : memref<64xf32> to memref<32xf32, strided<[1]>>
  hip.silu(%ctx) ins(%x : memref<64xf32>) outs(%a : memref<64xf32>)
  %b = memref.view %pool[%c0][] : memref<?xi8> to memref<32xf32>
  hip.silu(%ctx) ins(%y : memref<32xf32>) outs(%b : memref<32xf32>)
  USE
  func.return
}
"""
    late = "hip.silu(%ctx) ins(%s : memref<32xf32, strided<[1]>>) outs(%y : memref<32xf32>)"
    assert violations(parse(text.replace("USE", ""))) == []
    found = violations(parse(text.replace("USE", late)))
    assert [v.kind for v in found] == ["overlap"]
    assert found[0].ranges == ((0, 256), (0, 128))
    assert found[0].binding == {}
    assert str(found[0]).endswith("binding: (constant sizes)")


def test_liveness_is_the_checkers_own_and_follows_non_memref_aliases():
    """The pool views %a and %b share bytes while a tensor made from %a is still
    read: the checker computes liveness itself, so it catches what a pass with a
    narrower alias rule would have missed (an audit found the pass doing so)."""
    text = """
func.func @tensor(%ctx: !hip.context) {
  %c0 = arith.constant 0 : index
  %c256 = arith.constant 256 : index
  %pool = hip.get_pool(%ctx, %c256) : memref<?xi8>
  %a = memref.view %pool[%c0][] : memref<?xi8> to memref<64xf32>
  "test.op_with_memwrite"(%a) : (memref<64xf32>) -> ()
  %t = bufferization.to_tensor %a restrict : memref<64xf32> to tensor<64xf32>
  %b = memref.view %pool[%c0][] : memref<?xi8> to memref<64xf32>
  "test.op_with_memwrite"(%b) : (memref<64xf32>) -> ()
  "test.op_with_memread"(%t, %b) : (tensor<64xf32>, memref<64xf32>) -> ()
  func.return
}
"""
    found = violations(parse(text, unregistered=True))
    assert [v.kind for v in found] == ["overlap"]
    assert found[0].ranges == ((0, 256), (0, 256))
    # A scalar loaded from %a is a copy: %a is dead once it is read.
    copy = text.replace(
        "  %t = bufferization.to_tensor %a restrict : memref<64xf32> to tensor<64xf32>",
        "  %t = memref.load %a[%c0] : memref<64xf32>",
    ).replace("(tensor<64xf32>, memref<64xf32>)", "(f32, memref<64xf32>)")
    assert violations(parse(copy, unregistered=True)) == []


def test_checker_liveness_through_control_flow_and_memory():
    """Found by an audit: a sum computed by scf.for from %a's contents kept %a
    alive in the checker (valid output was flagged); an address of %a stored to
    memory and loaded back was missed (invalid output passed)."""
    reduction = """
func.func @sum(%ctx: !hip.context, %n: index, %z: f32) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c256 = arith.constant 256 : index
  %pool = hip.get_pool(%ctx, %c256) : memref<?xi8>
  %a = memref.view %pool[%c0][] : memref<?xi8> to memref<64xf32>
  "test.op_with_memwrite"(%a) : (memref<64xf32>) -> ()
  %sum = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %z) -> (f32) {
    %x = memref.load %a[%i] : memref<64xf32>
    %s = arith.addf %acc, %x : f32
    scf.yield %s : f32
  }
  %b = memref.view %pool[%c0][] : memref<?xi8> to memref<64xf32>
  "test.op_with_memwrite"(%b) : (memref<64xf32>) -> ()
  "test.op_with_memread"(%sum, %b) : (f32, memref<64xf32>) -> ()
  func.return
}
"""
    assert violations(parse(reduction, unregistered=True)) == []
    # Yielding the buffer itself out of the loop does keep it alive.
    yielded = (
        reduction.replace(
            "iter_args(%acc = %z) -> (f32) {",
            "iter_args(%acc = %a) -> (memref<64xf32>) {",
        )
        .replace(
            "    %s = arith.addf %acc, %x : f32\n    scf.yield %s : f32",
            "    scf.yield %acc : memref<64xf32>",
        )
        .replace("(%sum, %b) : (f32,", "(%sum, %b) : (memref<64xf32>,")
    )
    assert [v.kind for v in violations(parse(yielded, unregistered=True))] == [
        "overlap"
    ]
    stored = """
func.func @stored(%ctx: !hip.context, %slot: memref<1xindex>) {
  %c0 = arith.constant 0 : index
  %c256 = arith.constant 256 : index
  %pool = hip.get_pool(%ctx, %c256) : memref<?xi8>
  %a = memref.view %pool[%c0][] : memref<?xi8> to memref<64xf32>
  %p = memref.extract_aligned_pointer_as_index %a : memref<64xf32> -> index
  memref.store %p, %slot[%c0] : memref<1xindex>
  %b = memref.view %pool[%c0][] : memref<?xi8> to memref<64xf32>
  "test.op_with_memwrite"(%b) : (memref<64xf32>) -> ()
  %q = memref.load %slot[%c0] : memref<1xindex>
  "test.write_through_pointer"(%q) : (index) -> ()
  func.return
}
"""
    assert [v.kind for v in violations(parse(stored, unregistered=True))] == ["overlap"]


def test_a_function_with_no_checkable_binding_is_an_error_not_a_pass():
    # Two overlapping 2^61-byte views of a 1-byte pool: no binding fits in 2^60
    # bytes, so nothing can be evaluated; saying "no violation" would be false.
    n = 1 << 61
    text = f"""
func.func @huge(%ctx: !hip.context) {{
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %pool = hip.get_pool(%ctx, %c1) : memref<?xi8>
  %a = memref.view %pool[%c0][] : memref<?xi8> to memref<{n}xi8>
  %b = memref.view %pool[%c0][] : memref<?xi8> to memref<{n}xi8>
  hip.add(%ctx) ins(%a, %a : memref<{n}xi8>, memref<{n}xi8>) outs(%b : memref<{n}xi8>)
  func.return
}}
"""
    with pytest.raises(CheckError, match="@huge: no binding can be checked"):
        violations(parse(text))


ESCAPE_TEMPLATE = """
func.func private @keep(memref<64xf32>)
memref.global "private" @slot : memref<memref<64xf32>>
func.func private @reads(%m: memref<64xf32>) {
  "test.op_with_memread"(%m) : (memref<64xf32>) -> ()
  func.return
}
func.func private @reads_later(%m: memref<64xf32>, %c: i1) {
  scf.if %c {
    func.call @reads(%m) : (memref<64xf32>) -> ()
  }
  func.return
}
func.func private @stores(%m: memref<64xf32>) {
  %g = memref.get_global @slot : memref<memref<64xf32>>
  memref.store %m, %g[] : memref<memref<64xf32>>
  func.return
}
func.func private @stores_later(%m: memref<64xf32>) {
  %v = memref.cast %m : memref<64xf32> to memref<64xf32>
  func.call @stores(%v) : (memref<64xf32>) -> ()
  func.return
}
func.func private @returns(%m: memref<64xf32>) -> memref<64xf32> {
  func.return %m : memref<64xf32>
}
func.func private @frees(%m: memref<64xf32>) {
  memref.dealloc %m : memref<64xf32>
  func.return
}
func.func private @recurses(%m: memref<64xf32>, %c: i1) {
  scf.if %c {
    func.call @recurses(%m, %c) : (memref<64xf32>, i1) -> ()
  }
  func.return
}
func.func private @body(%ctx: !hip.context, %i: tensor<i64>, %c: tensor<i1>,
                        %m: memref<64xf32>) -> i1 {
  "test.op_with_memwrite"(%m) : (memref<64xf32>) -> ()
  %t = arith.constant true
  func.return %t : i1
}
func.func private @branch_stores(%ctx: !hip.context, %m: memref<64xf32>) {
  func.call @stores(%m) : (memref<64xf32>) -> ()
  func.return
}
func.func private @branch_reads(%ctx: !hip.context, %m: memref<64xf32>) {
  func.call @reads(%m) : (memref<64xf32>) -> ()
  func.return
}
func.func @f(%ctx: !hip.context, %x: memref<64xf32>, %c: i1,
             %slot: memref<1xmemref<64xf32>>, %slots: memref<1xindex>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c256 = arith.constant 256 : index
  %pool = hip.get_pool(%ctx, %c256) : memref<?xi8>
  %a = memref.view %pool[%c0][] : memref<?xi8> to memref<64xf32>
  hip.silu(%ctx) ins(%x : memref<64xf32>) outs(%a : memref<64xf32>)
  USE
  %b = memref.view %pool[%c0][] : memref<?xi8> to memref<64xf32>
  hip.silu(%ctx) ins(%x : memref<64xf32>) outs(%b : memref<64xf32>)
  hip.silu(%ctx) ins(%b : memref<64xf32>) outs(%x : memref<64xf32>)
  func.return
}
"""

ESCAPING_USES = {
    "memref stored": "memref.store %a, %slot[%c0] : memref<1xmemref<64xf32>>",
    "stored in scf.if": (
        "scf.if %c {\n memref.store %a, %slot[%c0] : memref<1xmemref<64xf32>>\n }"
    ),
    "vector.store of the address": (
        "%p = memref.extract_aligned_pointer_as_index %a : memref<64xf32> -> index\n"
        "%v = vector.broadcast %p : index to vector<1xindex>\n"
        "vector.store %v, %slots[%c0] : memref<1xindex>, vector<1xindex>"
    ),
    "unregistered op": '"test.enqueue"(%a) : (memref<64xf32>) -> ()',
    "func.call": "func.call @keep(%a) : (memref<64xf32>) -> ()",
    "call of a function that stores it": (
        "func.call @stores_later(%a) : (memref<64xf32>) -> ()"
    ),
    "call of a function that returns it": (
        "%r = func.call @returns(%a) : (memref<64xf32>) -> memref<64xf32>"
    ),
    "call of a function that frees it": (
        "func.call @frees(%a) : (memref<64xf32>) -> ()"
    ),
    "recursive call": "func.call @recurses(%a, %c) : (memref<64xf32>, i1) -> ()",
    "hip.if with a branch that stores": (
        "hip.if(%ctx, %c) outs(%a : memref<64xf32>) then @branch_stores "
        "else @branch_reads {num_outputs = 1 : i32}"
    ),
    "async token in a group": (
        '%t = "async.execute"() ({\n'
        "  hip.silu(%ctx) ins(%x : memref<64xf32>) outs(%a : memref<64xf32>)\n"
        '  "async.yield"() : () -> ()\n'
        "}) : () -> !async.token\n"
        '%g = "async.create_group"(%c1) : (index) -> !async.group\n'
        '%n = "async.add_to_group"(%t, %g) : (!async.token, !async.group) -> index'
    ),
}
"""Uses after which an op may still reach %a: %b must not take its bytes."""

PLAIN_USES = {
    "hip op reads it": (
        "hip.silu(%ctx) ins(%a : memref<64xf32>) outs(%x : memref<64xf32>)"
    ),
    "copy": "memref.copy %a, %x : memref<64xf32> to memref<64xf32>",
    "op with a read effect": '"test.op_with_memread"(%a) : (memref<64xf32>) -> ()',
    "a loaded value stored": (
        "%l = memref.load %a[%c0] : memref<64xf32>\n"
        "memref.store %l, %x[%c0] : memref<64xf32>"
    ),
    "call of a function that reads it": (
        "func.call @reads_later(%a, %c) : (memref<64xf32>, i1) -> ()"
    ),
    "hip.loop whose body writes it": (
        "hip.loop(%ctx, %c1) iter_args(%a : memref<64xf32>) body @body "
        "{num_loop_carried = 1 : i32}"
    ),
    "hip.if whose branches read it": (
        "hip.if(%ctx, %c) outs(%a : memref<64xf32>) then @branch_reads "
        "else @branch_reads {num_outputs = 1 : i32}"
    ),
    "its address, not stored": (
        "%p = memref.extract_aligned_pointer_as_index %a : memref<64xf32> -> index\n"
        "%v = vector.broadcast %p : index to vector<1xindex>"
    ),
}
"""Uses that end with the op: %b may reuse %a's bytes after them."""


@pytest.mark.parametrize("start", list(LifetimeStart))
@pytest.mark.parametrize("use", sorted(ESCAPING_USES))
def test_an_escaping_address_keeps_its_view_live_to_the_end(
    use: str, start: LifetimeStart
):
    text = ESCAPE_TEMPLATE.replace("USE", ESCAPING_USES[use])
    module = parse(text, unregistered=True)
    found = violations(module, CheckOptions(lifetime_start=start))
    overlap = ("overlap", ((0, 256), (0, 256)))
    # A callee that frees the view frees pool memory too (docs/semantics.md §9.1).
    frees = [("dealloc", ())] if use == "call of a function that frees it" else []
    assert [(v.kind, v.ranges) for v in found] == [*frees, overlap]
    # Live from the view (op 4) or its first use (op 5) to the last op.
    (f,) = [
        op
        for op in module.walk()
        if isinstance(op, func.FuncOp) and op.sym_name.data == "f"
    ]
    last = len(f.body.blocks[0].ops) - 1
    begin = 4 if start is LifetimeStart.ALLOC else 5
    assert f"%a (live {begin}..{last}, " in found[0].message


@pytest.mark.parametrize("use", sorted(PLAIN_USES))
def test_a_use_with_declared_effects_ends_with_the_op(use: str):
    text = ESCAPE_TEMPLATE.replace("USE", PLAIN_USES[use])
    for start in LifetimeStart:
        options = CheckOptions(lifetime_start=start)
        assert violations(parse(text, unregistered=True), options) == []


def test_a_dealloc_of_what_may_be_a_view_frees_pool_memory():
    text = ESCAPE_TEMPLATE.replace(
        "USE",
        "%s = arith.select %c, %a, %x : memref<64xf32>\nmemref.dealloc %s : memref<64xf32>",
    )
    found = violations(parse(text, unregistered=True))
    # %a is live 5..7 (from its first use; the dealloc is its last use) and %b
    # after it: they may share.
    assert [v.kind for v in found] == ["dealloc"]
    assert found[0].message.startswith(
        "@f: memref.dealloc of %s frees pool memory: it may be %a (live 5..7, at "
    )
    # A copy of %a loaded back from memory is untraceable, once %a was stored.
    loaded = (
        "%l = memref.load %slot[%c0] : memref<1xmemref<64xf32>>\n"
        "memref.dealloc %l : memref<64xf32>"
    )
    stored = "memref.store %a, %slot[%c0] : memref<1xmemref<64xf32>>\n" + loaded
    found = violations(parse(ESCAPE_TEMPLATE.replace("USE", stored), True))
    assert [v.kind for v in found] == ["dealloc", "overlap"]
    assert found[0].message.startswith(
        "@f: memref.dealloc of %l frees pool memory: it may be %a (live 5..12, at "
    )
    # Without the store, nothing derived from a view was kept: no such dealloc.
    assert violations(parse(ESCAPE_TEMPLATE.replace("USE", loaded), True)) == []


def test_lifetime_start_first_use_accepts_what_it_allows():
    text = """
func.func @f(%ctx: !hip.context, %x: memref<64xf32>, %y: memref<64xf32>) {
  %c0 = arith.constant 0 : index
  %c256 = arith.constant 256 : index
  %pool = hip.get_pool(%ctx, %c256) : memref<?xi8>
  %a = memref.view %pool[%c0][] : memref<?xi8> to memref<64xf32>
  %b = memref.view %pool[%c0][] : memref<?xi8> to memref<64xf32>
  hip.silu(%ctx) ins(%x : memref<64xf32>) outs(%b : memref<64xf32>)
  hip.silu(%ctx) ins(%y : memref<64xf32>) outs(%a : memref<64xf32>)
  func.return
}
"""
    module = parse(text)
    # By default a view is live from its first use: safe, so no violation.
    assert violations(module) == []
    first_use = CheckOptions(lifetime_start=LifetimeStart.FIRST_USE)
    assert violations(module, first_use) == []
    # The stricter reference-fidelity mode: live from the view.
    alloc = CheckOptions(lifetime_start=LifetimeStart.ALLOC)
    assert [v.kind for v in violations(module, alloc)] == ["overlap"]


HOISTED = """
func.func @hoisted(%ctx: !hip.context, %x: memref<64xf32>, %y: memref<64xf32>) {
  %a = memref.alloc() : memref<64xf32>
  %b = memref.alloc() : memref<64xf32>
  hip.silu(%ctx) ins(%x : memref<64xf32>) outs(%a : memref<64xf32>)
  hip.silu(%ctx) ins(%a : memref<64xf32>) outs(%y : memref<64xf32>)
  hip.silu(%ctx) ins(%x : memref<64xf32>) outs(%b : memref<64xf32>)
  hip.silu(%ctx) ins(%b : memref<64xf32>) outs(%y : memref<64xf32>)
  func.return
}
"""


def test_first_use_output_passes_by_default_and_unsafe_output_fails(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
):
    """`lifetime-start=first-use` output is safe: the checker accepts it without
    being told the option; only the stricter `--lifetime-start alloc` objects.
    A genuinely unsafe plan fails by default."""
    module = parse(HOISTED)
    HipPoolAllocsPass(lifetime_start="first-use").apply(Context(), module)
    views = [op for op in module.walk() if op.name == "memref.view"]
    assert len(views) == 2 and views[0].operands[1] is views[1].operands[1]  # shared
    pooled = tmp_path / "first_use.mlir"
    pooled.write_text(str(module))
    assert main(["check", str(pooled)]) == 0
    assert capsys.readouterr().out.strip().endswith("no violation")
    assert main(["check", "--lifetime-start", "alloc", str(pooled)]) == 1
    assert "share bytes" in capsys.readouterr().err

    # %b written while %a is still to be read: a real overlap, at any start.
    unsafe = str(module).replace(
        "hip.silu(%ctx) ins(%a : memref<64xf32>) outs(%y : memref<64xf32>)\n", ""
    )
    unsafe = unsafe.replace(
        "func.return",
        "hip.silu(%ctx) ins(%a : memref<64xf32>) outs(%y : memref<64xf32>)\n    func.return",
    )
    assert unsafe != str(module)
    bad = tmp_path / "unsafe.mlir"
    bad.write_text(unsafe)
    assert main(["check", str(bad)]) == 1
    assert "share bytes while both live" in capsys.readouterr().err


def test_bounds_violation_for_some_binding_only():
    # The pool is sized for %a alone, %b is stacked after it: out of bounds
    # whenever %n > 0.
    text = """
func.func @f(%ctx: !hip.context, %n: index) {
  %c0 = arith.constant 0 : index
  %c256 = arith.constant 256 : index
  %sz = arith.muli %n, %c256 : index
  %pool = hip.get_pool(%ctx, %sz) : memref<?xi8>
  %a = memref.view %pool[%c0][%n] : memref<?xi8> to memref<?x64xf32>
  %b = memref.view %pool[%sz][%n] : memref<?xi8> to memref<?x64xf32>
  hip.silu(%ctx) ins(%a : memref<?x64xf32>) outs(%b : memref<?x64xf32>)
  func.return
}
"""
    found = violations(parse(text))
    assert [v.kind for v in found] == ["bounds"]
    assert found[0].binding == {"%n": 1}
    assert found[0].ranges == ((256, 512),)
    assert "exceed its pool %pool of 256 bytes" in found[0].message


def test_alignment_violation_depends_on_the_alignment():
    text = """
func.func @f(%ctx: !hip.context, %x: memref<16xf32>) {
  %c64 = arith.constant 64 : index
  %c128 = arith.constant 128 : index
  %pool = hip.get_pool(%ctx, %c128) : memref<?xi8>
  %a = memref.view %pool[%c64][] : memref<?xi8> to memref<16xf32>
  hip.silu(%ctx) ins(%x : memref<16xf32>) outs(%a : memref<16xf32>)
  func.return
}
"""
    module = parse(text)
    found = violations(module)
    assert [v.kind for v in found] == ["alignment"]
    assert "offset 64 is not a multiple of the alignment 256" in found[0].message
    assert violations(module, CheckOptions(alignment=64)) == []


def test_empty_views_and_unused_views_never_overlap():
    text = """
func.func @f(%ctx: !hip.context, %x: memref<16xf32>, %e: memref<0xf32>) {
  %c0 = arith.constant 0 : index
  %c64 = arith.constant 64 : index
  %pool = hip.get_pool(%ctx, %c64) : memref<?xi8>
  %a = memref.view %pool[%c0][] : memref<?xi8> to memref<16xf32>
  %empty = memref.view %pool[%c0][] : memref<?xi8> to memref<0xf32>
  %unused = memref.view %pool[%c0][] : memref<?xi8> to memref<16xf32>
  hip.silu(%ctx) ins(%x : memref<16xf32>) outs(%a : memref<16xf32>)
  hip.silu(%ctx) ins(%e : memref<0xf32>) outs(%empty : memref<0xf32>)
  func.return
}
"""
    assert violations(parse(text), CheckOptions(alignment=1)) == []


def test_domains_are_separate_pools_unless_they_share_an_id():
    text = """
func.func @f(%ctx: !hip.context, %x: memref<16xf32>) {
  %c0 = arith.constant 0 : index
  %c64 = arith.constant 64 : index
  %p0 = hip.get_pool(%ctx, %c64) : memref<?xi8>
  %p1 = hip.get_pool(%ctx, %c64) {domain_id = DOMAIN : i64} : memref<?xi8>
  %a = memref.view %p0[%c0][] : memref<?xi8> to memref<16xf32>
  %b = memref.view %p1[%c0][] : memref<?xi8> to memref<16xf32>
  hip.add(%ctx) ins(%a, %x : memref<16xf32>, memref<16xf32>) outs(%b : memref<16xf32>)
  func.return
}
"""
    options = CheckOptions(alignment=64)
    assert violations(parse(text.replace("DOMAIN", "1")), options) == []
    found = violations(parse(text.replace("DOMAIN", "0")), options)
    assert [v.kind for v in found] == ["overlap"]


def test_sizes_loaded_from_argument_buffers_are_bound_to_contents():
    # The pool is sized by lens[0] but the view by lens[1]: wrong when lens[1] > lens[0].
    text = """
func.func @f(%ctx: !hip.context, %lens: memref<2xindex>, %x: memref<?xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %n = memref.load %lens[%c0] : memref<2xindex>
  %m = memref.load %lens[%c1] : memref<2xindex>
  %c4 = arith.constant 4 : index
  %sz = arith.muli %n, %c4 : index
  %pool = hip.get_pool(%ctx, %sz) : memref<?xi8>
  %a = memref.view %pool[%c0][%m] : memref<?xi8> to memref<?xf32>
  hip.silu(%ctx) ins(%x : memref<?xf32>) outs(%a : memref<?xf32>)
  func.return
}
"""
    found = violations(parse(text))
    assert [v.kind for v in found] == ["bounds"]
    binding = found[0].binding
    assert set(binding) == {"%lens[0]", "%lens[1]"}
    assert binding["%lens[1]"] * 4 > binding["%lens[0]"] * 4
    assert violations(parse(text.replace("[%m]", "[%n]"))) == []


def test_a_value_the_checker_cannot_evaluate_is_a_located_error():
    text = """
func.func @f(%ctx: !hip.context, %x: memref<16xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c128 = arith.constant 128 : index
  %pool = hip.get_pool(%ctx, %c128) : memref<?xi8>
  scf.for %i = %c0 to %c2 step %c1 {
    %a = memref.view %pool[%i][] : memref<?xi8> to memref<16xf32>
    hip.silu(%ctx) ins(%x : memref<16xf32>) outs(%a : memref<16xf32>)
  }
  func.return
}
"""
    with pytest.raises(CheckError) as info:
        check_module(parse(text))
    assert str(info.value).startswith(
        "test.mlir:9:5: error: xhip check: cannot evaluate %i"
    )


def test_binding_design_size_and_infeasible_bindings():
    (check,) = check_module(parse(OVERLAP), CheckOptions(random_bindings=5))
    # The sweep of special values (with the alignment +-1), 3 rows per leaf, 5 random.
    assert check.bindings == len(special_values(256)) + 3 + 5
    assert check.feasible == check.bindings
    huge = OVERLAP.replace("memref<?x1024xf32>", "memref<?x1099511627776xf32>")
    (check,) = check_module(parse(huge), CheckOptions(random_bindings=5))
    # Bindings needing more than 2^60 bytes cannot run anywhere: skipped, counted.
    assert 0 < check.feasible < check.bindings


# -- the command line ---------------------------------------------------------------


def test_cli_exit_codes_and_messages(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
):
    bad = tmp_path / "bad.mlir"
    bad.write_text(OVERLAP)
    assert main(["check", str(bad)]) == 1
    err = capsys.readouterr().err.splitlines()
    assert err[0].startswith(f"{bad}:8:3: error: @overlap: views %a and %b share bytes")
    assert err[1].endswith(": 1 violation")

    good = tmp_path / "good.mlir"
    good.write_text(STACKED)
    assert main(["check", str(good)]) == 0
    out = capsys.readouterr().out
    assert out.strip().endswith("no violation")

    assert main(["check", "--alignment", "3", str(good)]) == 2
    assert "power of 2" in capsys.readouterr().err

    # Nothing to check is neither safe nor a violation: exit 3, said in words.
    unpooled = tmp_path / "unpooled.mlir"
    unpooled.write_text("func.func @f() {\n  func.return\n}\n")
    assert main(["check", str(unpooled)]) == NOTHING_CHECKED == 3
    captured = capsys.readouterr()
    assert captured.out == ""
    assert captured.err == (
        f"{unpooled}: 1 function, 0 views, 0 function bindings checked: nothing "
        "was checked (no view of a hip.get_pool pool)\n"
    )

    # Errors of use exit 2, not the violation's 1: input that does not parse,
    # a file that is not there.
    broken = tmp_path / "broken.mlir"
    broken.write_text("func.func @f( {\n")
    assert main(["check", str(broken)]) == USAGE_ERROR == 2
    err = capsys.readouterr().err
    assert err.startswith(f"{broken}:1:") and "Traceback" not in err
    missing = tmp_path / "missing.mlir"
    assert main(["check", str(missing)]) == USAGE_ERROR
    assert capsys.readouterr().err == (
        f"xhip check: error: could not open input file '{missing}': No such file "
        "or directory\n"
    )


# -- every FileCheck input, pooled, passes the checker ---------------------------------

_OPTION = re.compile(r"(alignment|lifetime-only|lifetime-start|packer)=([\w-]+)")


def _configs(text: str) -> set[tuple[tuple[str, str], ...]]:
    """The hip-pool-allocs option sets of the file's RUN lines, and the defaults."""
    configs: set[tuple[tuple[str, str], ...]] = {()}
    for line in text.splitlines():
        if line.lstrip().startswith("// RUN:") and "hip-pool-allocs" in line:
            configs.add(tuple(sorted(_OPTION.findall(line))))
    return configs


def _pass(config: tuple[tuple[str, str], ...]) -> HipPoolAllocsPass | None:
    """The pass with these options; None for a RUN line that tests a bad option."""
    fields = HipPoolAllocsPass.__dataclass_fields__
    kwargs: dict[str, object] = {}
    for key, value in config:
        name = key.replace("-", "_")
        if name not in fields:
            continue
        if name == "alignment":
            if not value.isdigit():
                return None
            kwargs[name] = int(value)
        elif name == "lifetime_only":
            kwargs[name] = value == "true"
        else:
            kwargs[name] = value
    return HipPoolAllocsPass(**kwargs)  # type: ignore[arg-type]


INPUTS = sorted(
    p
    for p in FILECHECK.rglob("*.mlir")
    # Parts relative to the suite: the checkout's own path may contain "check".
    if not {"Output", "check"} & set(p.relative_to(FILECHECK).parts)
)


HOLDS_A_VIOLATION = {"hip-pool-allocs/scope-function-verify-unpooled.mlir"}
"""Inputs outside `check/` that hold a violation on purpose (what `verify-plan`
must report): the checker must reject them."""


@pytest.mark.parametrize("path", INPUTS, ids=lambda p: str(p.relative_to(FILECHECK)))
def test_checker_accepts_the_pass_output_on_every_filecheck_input(path: Path):
    found, _ = _check_filecheck_input(path)
    if path.relative_to(FILECHECK).as_posix() in HOLDS_A_VIOLATION:
        assert found != []
    else:
        assert found == [], "\n".join(found)


SWEEP_VIEWS = 1179
"""The pooled views the sweep checks over the FileCheck inputs: it changes when an
input is added or changed (then print the sum below and update it)."""


def test_the_filecheck_sweep_checks_every_pooled_view():
    assert sum(_check_filecheck_input(p)[1] for p in INPUTS) == SWEEP_VIEWS


@cache
def _check_filecheck_input(path: Path) -> tuple[list[str], int]:
    """Violations in the pass outputs of one FileCheck test, and views checked."""
    text = path.read_text()
    found: list[str] = []
    # The test's own text, and any input its RUN lines name with %S/....mlir.
    referenced = re.findall(r"^// RUN:.*?%S/(\S+\.mlir)", text, flags=re.MULTILINE)
    sources = [
        text,
        *((path.parent / r).read_text() for r in dict.fromkeys(referenced)),
    ]
    chunks = [
        chunk
        for source in sources
        for chunk in re.split(r"^// -----\s*$", source, flags=re.MULTILINE)
    ]
    checked = 0
    for config in sorted(_configs(text)):
        p = _pass(config)
        try:
            if p is None:
                continue
            pass_options = p.options()
        except PoolAllocsError:
            continue  # a RUN line testing a bad option
        options = CheckOptions(
            alignment=pass_options.alignment,
            lifetime_start=pass_options.lifetime_start,
            random_bindings=16,
        )
        for chunk in chunks:
            try:
                module = parse(chunk, unregistered=True)
                module.verify()
            except Exception:
                continue  # not an input of the pass (or a parse-error test)
            try:
                p.apply(Context(), module)
            except PoolAllocsError:
                continue  # an error test: the pass must refuse it
            for check in check_module(module, options):
                found += [str(v) for v in check.violations]
                checked += check.views
    return found, checked


# -- verify-plan: the pass checks its own output ----------------------------------------


def test_verify_plan_accepts_the_pass_and_rejects_a_broken_planner(
    monkeypatch: pytest.MonkeyPatch,
):
    text = (FILECHECK / "check" / "pass-output.mlir").read_text()
    HipPoolAllocsPass(verify_plan=True).apply(Context(), parse(text))
    grouped = HipPoolAllocsPass(alignment=64, lifetime_only=False, verify_plan=True)
    grouped.apply(Context(), parse(text))

    import xhip.planning.reference

    def never(groups: object, alignment: int) -> bool:
        return False

    monkeypatch.setattr(xhip.planning.reference, "needs_round_up", never)
    with pytest.raises(PoolAllocsError) as info:
        HipPoolAllocsPass(verify_plan=True).apply(Context(), parse(text))
    assert str(info.value).startswith("test.mlir:")
    assert "hip-pool-allocs: verify-plan: @dynamic: view %b" in str(info.value)
    assert "is not a multiple of the alignment 256" in str(info.value)
    # verify-plan is `hip-check-pools` with the pool pass's options, run on
    # each function it rewrites: the same violation, named by the pass.
    module = parse(text)
    HipPoolAllocsPass().apply(Context(), module)
    with pytest.raises(PoolAllocsError) as checked:
        HipCheckPoolsPass(lifetime_start="alloc").apply(Context(), module)
    expected = info.value.message.removeprefix("hip-pool-allocs: verify-plan: ")
    assert checked.value.message == f"hip-check-pools: {expected}"
    assert len(checked.value.errors) == 1


# -- pools across calls (docs/semantics.md §7.6) --------------------------------

CALLS = """
func.func @callee(%ctx: !hip.context, %x: memref<64xf32>) {
  %c0 = arith.constant 0 : index
  %c256 = arith.constant 256 : index
  %pool = hip.get_pool(%ctx, %c256) {domain_id = DOMAIN : i64} : memref<?xi8>
  %t = memref.view %pool[%c0][] : memref<?xi8> to memref<64xf32>
  hip.silu(%ctx) ins(%x : memref<64xf32>) outs(%t : memref<64xf32>)
  func.return
}
func.func @caller(%ctx: !hip.context, %x: memref<64xf32>, %c: i1) {
  %c0 = arith.constant 0 : index
  %c256 = arith.constant 256 : index
  %pool = hip.get_pool(%ctx, %c256) : memref<?xi8>
  %a = memref.view %pool[%c0][] : memref<?xi8> to memref<64xf32>
  hip.silu(%ctx) ins(%x : memref<64xf32>) outs(%a : memref<64xf32>)
  hip.if(%ctx, %c) then @callee else @other {num_outputs = 0 : i32}
  hip.silu(%ctx) ins(%a : memref<64xf32>) outs(%x : memref<64xf32>)
  func.return
}
func.func @other(%ctx: !hip.context, %x: memref<64xf32>) {
  func.return
}
"""


def test_a_call_of_a_pooled_function_while_the_pool_is_live_is_a_module_violation():
    module = parse(CALLS.replace("DOMAIN", "0"))
    found = violations(module)
    assert [(v.kind, v.function, v.ops[0].name) for v in found] == [
        ("call", "@caller", "hip.if")
    ]
    assert found[0].message.startswith(
        "@caller: hip.if calls pooled function @callee while the pool of @caller "
        "(domain 0) is live: %a (live 4..6"
    )
    # One function at a time (verify-plan, check_module) sees nothing wrong.
    assert [v for c in check_module(module) for v in c.violations] == []
    # A pool of another domain is another pool.
    assert violations(parse(CALLS.replace("DOMAIN", "1"))) == []

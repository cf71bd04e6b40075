"""The executor (`harness/xhip_harness/execute/interpreter.py`) on loops, branches and
multi-block functions: scf's `for` (with `iter_args`), `while`, `if`,
`index_switch`, `execute_region`, and `cf.br`, `cf.cond_br`, `cf.switch` with
block arguments; each program's result worked out by hand."""

from __future__ import annotations

import numpy as np
import pytest
from xdsl.dialects import func

from xhip.ir import make_context, parse_module
from xhip_harness.execute import ExecutionError, execute


def run(text: str, *args: object) -> list[object]:
    module = parse_module(make_context(), text, "control_flow.mlir")
    functions = [op for op in module.walk() if isinstance(op, func.FuncOp)]
    return execute(functions[-1], list(args))


def test_scf_for_iter_args_sum() -> None:
    # 0 + 1 + ... + 9 = 45; the second carried value counts the trips (10).
    text = """
    func.func @f(%n: index) -> (index, index) {
      %c0 = arith.constant 0 : index
      %c1 = arith.constant 1 : index
      %s, %k = scf.for %i = %c0 to %n step %c1
          iter_args(%acc = %c0, %trips = %c0) -> (index, index) {
        %a = arith.addi %acc, %i : index
        %t = arith.addi %trips, %c1 : index
        scf.yield %a, %t : index, index
      }
      func.return %s, %k : index, index
    }
    """
    assert run(text, 10) == [45, 10]
    assert run(text, 0) == [0, 0]  # zero trips: the initial values


def test_scf_for_per_iteration_temporary() -> None:
    # Each trip writes i * i into a fresh buffer and copies it to out[i].
    text = """
    func.func @f(%out: memref<5xindex>) {
      %c0 = arith.constant 0 : index
      %c1 = arith.constant 1 : index
      %c5 = arith.constant 5 : index
      scf.for %i = %c0 to %c5 step %c1 {
        %t = memref.alloc() : memref<1xindex>
        %sq = arith.muli %i, %i : index
        memref.store %sq, %t[%c0] : memref<1xindex>
        %v = memref.load %t[%c0] : memref<1xindex>
        memref.store %v, %out[%i] : memref<5xindex>
        memref.dealloc %t : memref<1xindex>
      }
      func.return
    }
    """
    out = np.zeros(5, dtype=np.uint64)
    run(text, out)
    assert out.tolist() == [0, 1, 4, 9, 16]


def test_scf_while_doubles_until_reached() -> None:
    # p = 1, 2, 4, ..., 64: the first power of two >= 37, after 6 doublings.
    text = """
    func.func @f(%n: index) -> (index, index) {
      %c0 = arith.constant 0 : index
      %c1 = arith.constant 1 : index
      %c2 = arith.constant 2 : index
      %p, %k = scf.while (%q = %c1, %j = %c0) : (index, index) -> (index, index) {
        %more = arith.cmpi ult, %q, %n : index
        scf.condition(%more) %q, %j : index, index
      } do {
      ^bb0(%q2: index, %j2: index):
        %d = arith.muli %q2, %c2 : index
        %j3 = arith.addi %j2, %c1 : index
        scf.yield %d, %j3 : index, index
      }
      func.return %p, %k : index, index
    }
    """
    assert run(text, 37) == [64, 6]
    assert run(text, 1) == [1, 0]  # the condition fails at once


def test_scf_if_and_index_switch() -> None:
    text = """
    func.func @f(%a: index, %b: index) -> (index, index) {
      %lt = arith.cmpi ult, %a, %b : index
      %m = scf.if %lt -> (index) {
        scf.yield %b : index
      } else {
        scf.yield %a : index
      }
      %c10 = arith.constant 10 : index
      %c20 = arith.constant 20 : index
      %c30 = arith.constant 30 : index
      %s = scf.index_switch %a -> index
      case 2 {
        scf.yield %c10 : index
      }
      case 7 {
        scf.yield %c20 : index
      }
      default {
        scf.yield %c30 : index
      }
      func.return %m, %s : index, index
    }
    """
    assert run(text, 2, 9) == [9, 10]
    assert run(text, 7, 3) == [7, 20]
    assert run(text, 4, 4) == [4, 30]


def test_scf_execute_region_with_blocks() -> None:
    # The region branches to one of two blocks, each yielding its value.
    text = """
    func.func @f(%c: i1) -> index {
      %r = scf.execute_region -> index {
        %c3 = arith.constant 3 : index
        cf.cond_br %c, ^yes(%c3 : index), ^no
      ^yes(%v: index):
        %w = arith.addi %v, %v : index
        scf.yield %w : index
      ^no:
        %c5 = arith.constant 5 : index
        scf.yield %c5 : index
      }
      func.return %r : index
    }
    """
    assert run(text, 1) == [6]
    assert run(text, 0) == [5]


FACTORIAL = """
func.func @f(%n: index) -> index {
  %c1 = arith.constant 1 : index
  cf.br ^head(%n, %c1 : index, index)
^head(%i: index, %acc: index):
  %done = arith.cmpi ult, %i, %c1 : index
  cf.cond_br %done, ^exit(%acc : index), ^body
^body:
  %a = arith.muli %acc, %i : index
  %j = arith.subi %i, %c1 : index
  cf.br ^head(%j, %a : index, index)
^exit(%r: index):
  func.return %r : index
}
"""


def test_cf_loop_with_block_arguments() -> None:
    assert run(FACTORIAL, 5) == [120]
    assert run(FACTORIAL, 0) == [1]


def test_cf_diamond_with_a_buffer_per_branch() -> None:
    # |a - b| through two branches, each with its own temporary buffer.
    text = """
    func.func @f(%a: index, %b: index, %out: memref<1xindex>) {
      %c0 = arith.constant 0 : index
      %lt = arith.cmpi ult, %a, %b : index
      cf.cond_br %lt, ^less, ^more
    ^less:
      %t = memref.alloc() : memref<1xindex>
      %d = arith.subi %b, %a : index
      memref.store %d, %t[%c0] : memref<1xindex>
      cf.br ^join(%t : memref<1xindex>)
    ^more:
      %u = memref.alloc() : memref<1xindex>
      %e = arith.subi %a, %b : index
      memref.store %e, %u[%c0] : memref<1xindex>
      cf.br ^join(%u : memref<1xindex>)
    ^join(%buf: memref<1xindex>):
      %v = memref.load %buf[%c0] : memref<1xindex>
      memref.store %v, %out[%c0] : memref<1xindex>
      memref.dealloc %buf : memref<1xindex>
      func.return
    }
    """
    out = np.zeros(1, dtype=np.uint64)
    run(text, 3, 10, out)
    assert out.tolist() == [7]
    run(text, 12, 5, out)
    assert out.tolist() == [7]
    run(text, 4, 4, out)
    assert out.tolist() == [0]


def test_cf_switch_cases_and_default() -> None:
    # A case value of -1 on an i8 flag is 255: matched modulo the width.
    text = """
    func.func @f(%x: i8) -> i8 {
      cf.switch %x : i8, [
        default: ^other,
        0: ^zero,
        -1: ^minus(%x : i8)
      ]
    ^zero:
      %c10 = arith.constant 10 : i8
      func.return %c10 : i8
    ^minus(%y: i8):
      %d = arith.addi %y, %y : i8
      func.return %d : i8
    ^other:
      %c30 = arith.constant 30 : i8
      func.return %c30 : i8
    }
    """
    assert run(text, 0) == [10]
    assert run(text, 255) == [254]  # -1 + -1 = -2, 254 as an unsigned i8
    assert run(text, 7) == [30]


def test_call_of_a_multi_block_function() -> None:
    text = (
        FACTORIAL.replace("@f", "@fact")
        + """
    func.func @g(%n: index) -> index {
      %r = func.call @fact(%n) : (index) -> index
      %s = func.call @fact(%r) : (index) -> index
      func.return %s : index
    }
    """
    )
    assert run(text, 3) == [720]  # (3!)! = 6! = 720


def test_use_of_a_buffer_freed_on_the_path_taken() -> None:
    # Freed on the taken branch, then read: a backend that frees memory at a
    # dealloc (PyTorch's) reports the use; on the other path it runs.
    text = """
    func.func @f(%c: i1) -> index {
      %c0 = arith.constant 0 : index
      %a = memref.alloc() : memref<1xindex>
      memref.store %c0, %a[%c0] : memref<1xindex>
      cf.cond_br %c, ^free, ^keep
    ^free:
      memref.dealloc %a : memref<1xindex>
      cf.br ^keep
    ^keep:
      %v = memref.load %a[%c0] : memref<1xindex>
      func.return %v : index
    }
    """
    assert run(text, 0) == [0]
    pytest.importorskip("torch")
    from xhip_harness.execute.torch_backend import TorchBackend

    module = parse_module(make_context(), text, "control_flow.mlir")
    f = [op for op in module.walk() if isinstance(op, func.FuncOp)][-1]
    assert execute(f, [0], backend=TorchBackend()) == [0]
    with pytest.raises(ExecutionError, match="deallocated"):
        execute(f, [1], backend=TorchBackend())

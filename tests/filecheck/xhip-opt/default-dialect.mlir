// RUN: xhip-opt --hip-hoist-alloc-size-arith --allow-unregistered-dialect --split-input-file %s > %t.hoisted.mlir
// RUN: filecheck %s --input-file %t.hoisted.mlir
// RUN: xhip-opt --allow-unregistered-dialect - < %t.hoisted.mlir | filecheck %s
// RUN: xhip-opt --allow-unregistered-dialect --split-input-file --mlir-print-op-generic %s | filecheck %s --check-prefix=GENERIC
// RUN: xdsl-opt --allow-unregistered-dialect --split-input-file %s | filecheck %s --check-prefix=XDSL

// xhip-opt prints as mlir-opt does: `func.func` makes `func` the default dialect
// of its body, so `func.call` and `func.return` directly in it print as `call`
// and `return`; one region further down (an `scf.if`) the prefix is back. The
// generic form keeps full names, and stock xdsl-opt prints xDSL's full names
// (docs/coming-from-mlir-opt.md, "What differs"). The output reads back.
// Both outputs below are hip-ep's own (`hip-ref-opt`), SSA names aside.

// The line hip-ep's own hip-hoist-alloc-size-arith test checks: the call stays
// where it is (not pure), the addi it does not feed goes above the first alloc.
// CHECK-LABEL: func.func @call_stays(
// CHECK-NEXT:    %[[C0:.*]] = arith.constant 0 : index
// CHECK-NEXT:    %[[N:.*]] = memref.dim %{{.*}}, %[[C0]] : memref<?xf32>
// CHECK-NEXT:    %[[K:.*]] = arith.addi %[[N]], %[[N]] : index
// CHECK-NEXT:    %[[S:.*]] = memref.alloc() : memref<4xi32>
// CHECK-NEXT:    %[[CALL:.*]] = call @opaque_helper(%[[N]]) : (index) -> index
// CHECK-NEXT:    %[[V:.*]] = memref.alloc(%[[CALL]], %[[K]]) : memref<?x?xf32>
// CHECK-NEXT:    "test.op_with_memwrite"(%[[S]], %[[V]])
// CHECK-NEXT:    return
// CHECK-NEXT:  }
// GENERIC:     "func.call"(%n) <{callee = @opaque_helper}> : (index) -> index
// GENERIC:     "func.return"() : () -> ()
// XDSL:        %m = func.call @opaque_helper(%n) : (index) -> index
// XDSL:        func.return
func.func private @opaque_helper(index) -> index

func.func @call_stays(%x: memref<?xf32>) {
  %c0 = arith.constant 0 : index
  %s = memref.alloc() : memref<4xi32>
  %n = memref.dim %x, %c0 : memref<?xf32>
  %m = func.call @opaque_helper(%n) : (index) -> index
  %k = arith.addi %n, %n : index
  %v = memref.alloc(%m, %k) : memref<?x?xf32>
  "test.op_with_memwrite"(%s, %v) : (memref<4xi32>, memref<?x?xf32>) -> ()
  func.return
}

// -----

// CHECK-LABEL: func.func @nested(
// CHECK-NEXT:    %[[R:.*]] = call @g(%{{.*}}) : (memref<4xf32>) -> i32
// CHECK-NEXT:    %[[S:.*]] = scf.if %{{.*}} -> (i32) {
// CHECK-NEXT:      %[[T:.*]] = func.call @g(%{{.*}}) : (memref<4xf32>) -> i32
// CHECK-NEXT:      scf.yield %[[T]] : i32
// CHECK-NEXT:    } else {
// CHECK-NEXT:      scf.yield %[[R]] : i32
// CHECK-NEXT:    }
// CHECK-NEXT:    return %[[S]] : i32
// CHECK-NEXT:  }
func.func private @g(memref<4xf32>) -> i32
func.func @nested(%a: memref<4xf32>, %c: i1) -> i32 {
  %r = func.call @g(%a) : (memref<4xf32>) -> i32
  %s = scf.if %c -> (i32) {
    %t = func.call @g(%a) : (memref<4xf32>) -> i32
    scf.yield %t : i32
  } else {
    scf.yield %r : i32
  }
  func.return %s : i32
}

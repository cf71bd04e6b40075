// RUN: xdsl-opt --allow-unregistered-dialect %s > %t.custom.mlir
// RUN: filecheck %s --input-file %t.custom.mlir
// RUN: xdsl-opt --allow-unregistered-dialect %s --print-op-generic > %t.generic.mlir
// RUN: xdsl-opt --allow-unregistered-dialect %t.generic.mlir | filecheck %s
// RUN: xhip-opt --allow-unregistered-dialect %s | filecheck %s
// RUN: filecheck %s --check-prefix=GENERIC --input-file %t.generic.mlir
// RUN: iree-opt --allow-unregistered-dialect --verify-each %t.custom.mlir > /dev/null
// RUN: iree-opt --allow-unregistered-dialect --verify-each %t.generic.mlir > /dev/null
// (The function's `return` is `func.return` from xdsl-opt and `return` from
// xhip-opt, which prints the func dialect's ops in a `func.func` as MLIR does.)

// scf.forall (new: `in (ubs)` when normalized, `= (lbs) to (ubs) step (steps)`
// otherwise, static and dynamic bounds mixed, `shared_outs`, the
// `scf.forall.in_parallel` terminator printed only when there are results, a
// mapping) with tensor.parallel_insert_slice (new), and scf.parallel /
// scf.reduce (xDSL's ops, MLIR's syntax: `init (...)`, `-> T` or `-> (T, U)`,
// the reduce regions separated by commas, and the bare `scf.reduce ` that MLIR
// prints with a trailing space). Input: `iree-opt`'s output, but for SSA names
// xDSL would renumber (`%arg3` reused in sibling regions).

// GENERIC: "scf.forall"(%arg0) <{staticLowerBound = array<i64: 0>, staticUpperBound = array<i64: 8>, staticStep = array<i64: 1>, operandSegmentSizes = array<i32: 0, 0, 0, 1>}> ({
// GENERIC: "scf.forall.in_parallel"() ({
// GENERIC: "tensor.parallel_insert_slice"(%s, %o, %i) <{static_offsets = array<i64: -9223372036854775808>, static_sizes = array<i64: 1>, static_strides = array<i64: 1>, operandSegmentSizes = array<i32: 1, 1, 1, 0, 0>}> : (tensor<1xf32>, tensor<8xf32>, index) -> ()
// GENERIC: "scf.forall"(%arg2) <{staticLowerBound = array<i64: 0, 0>, staticUpperBound = array<i64: 8, -9223372036854775808>, staticStep = array<i64: 1, 1>, operandSegmentSizes = array<i32: 0, 1, 0, 0>}> ({
// GENERIC: "scf.forall"(%arg2) <{staticLowerBound = array<i64: 0>, staticUpperBound = array<i64: -9223372036854775808>, staticStep = array<i64: 2>, mapping = [#gpu.thread<x>], operandSegmentSizes = array<i32: 0, 1, 0, 0>}> ({

// CHECK-LABEL: func.func @forall(%arg0: tensor<8xf32>, %arg1: memref<8x8xf32>, %arg2: index) -> tensor<8xf32> {
// CHECK-NEXT: %cst = arith.constant 0.000000e+00 : f32
// CHECK-NEXT: %0 = scf.forall (%i) in (8) shared_outs(%o = %arg0) -> (tensor<8xf32>) {
// CHECK-NEXT: %s = tensor.extract_slice %o[%i] [1] [1] : tensor<8xf32> to tensor<1xf32>
// CHECK-NEXT: scf.forall.in_parallel {
// CHECK-NEXT: tensor.parallel_insert_slice %s into %o[%i] [1] [1] : tensor<1xf32> into tensor<8xf32>
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: scf.forall (%j, %k) in (8, %arg2) {
// CHECK-NEXT: memref.store %cst, %arg1[%j, %k] : memref<8x8xf32>
// CHECK-NEXT: }
// CHECK-NEXT: scf.forall (%l) = (0) to (%arg2) step (2) {
// CHECK-NEXT: memref.store %cst, %arg1[%l, %l] : memref<8x8xf32>
// CHECK-NEXT: } {mapping = [#gpu.thread<x>]}
// CHECK-NEXT: scf.forall (%m, %n) = (%arg2, 1) to (8, 8) step (1, %arg2) {
// CHECK-NEXT: memref.store %cst, %arg1[%m, %n] : memref<8x8xf32>
// CHECK-NEXT: }
// CHECK-NEXT: %1, %2 = scf.forall (%p) in (2) shared_outs(%q = %arg0, %r = %arg0) -> (tensor<8xf32>, tensor<8xf32>) {
// CHECK-NEXT: %t = tensor.extract_slice %q[%p] [4] [1] : tensor<8xf32> to tensor<4xf32>
// CHECK-NEXT: scf.forall.in_parallel {
// CHECK-NEXT: tensor.parallel_insert_slice %t into %q[%p] [4] [1] : tensor<4xf32> into tensor<8xf32>
// CHECK-NEXT: tensor.parallel_insert_slice %t into %r[%p] [4] [1] : tensor<4xf32> into tensor<8xf32>
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: {{(func\.)?}}return %0 : tensor<8xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @parallel(%arg0: memref<8x8xf32>, %arg1: index) -> (f32, index) {
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: %c8 = arith.constant 8 : index
// CHECK-NEXT: %cst = arith.constant 0.000000e+00 : f32
// CHECK-NEXT: scf.parallel (%i, %j) = (%c0, %c0) to (%c8, %arg1) step (%c1, %c1) {
// CHECK-NEXT: memref.store %cst, %arg0[%i, %j] : memref<8x8xf32>
// CHECK-NEXT: scf.reduce {{$}}
// CHECK-NEXT: }
// CHECK-NEXT: %0 = scf.parallel (%k) = (%c0) to (%c8) step (%c1) init (%cst) -> f32 {
// CHECK-NEXT: %1 = memref.load %arg0[%k, %k] : memref<8x8xf32>
// CHECK-NEXT: scf.reduce(%1 : f32) {
// CHECK-NEXT: ^bb0(%a: f32, %b: f32):
// CHECK-NEXT: %2 = arith.addf %a, %b : f32
// CHECK-NEXT: scf.reduce.return %2 : f32
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: %3, %4 = scf.parallel (%l) = (%c0) to (%c8) step (%c1) init (%cst, %c0) -> (f32, index) {
// CHECK-NEXT: %5 = memref.load %arg0[%l, %l] : memref<8x8xf32>
// CHECK-NEXT: scf.reduce(%5, %l : f32, index) {
// CHECK-NEXT: ^bb0(%c: f32, %d: f32):
// CHECK-NEXT: %6 = arith.maximumf %c, %d : f32
// CHECK-NEXT: scf.reduce.return %6 : f32
// CHECK-NEXT: }, {
// CHECK-NEXT: ^bb0(%e: index, %f: index):
// CHECK-NEXT: %7 = arith.addi %e, %f : index
// CHECK-NEXT: scf.reduce.return %7 : index
// CHECK-NEXT: }
// CHECK-NEXT: } {hip.note = "kept"}
// CHECK-NEXT: {{(func\.)?}}return %0, %4 : f32, index
// CHECK-NEXT: }

func.func @forall(%arg0: tensor<8xf32>, %arg1: memref<8x8xf32>, %arg2: index) -> tensor<8xf32> {
  %cst = arith.constant 0.000000e+00 : f32
  %0 = scf.forall (%i) in (8) shared_outs(%o = %arg0) -> (tensor<8xf32>) {
    %s = tensor.extract_slice %o[%i] [1] [1] : tensor<8xf32> to tensor<1xf32>
    scf.forall.in_parallel {
      tensor.parallel_insert_slice %s into %o[%i] [1] [1] : tensor<1xf32> into tensor<8xf32>
    }
  }
  scf.forall (%j, %k) in (8, %arg2) {
    memref.store %cst, %arg1[%j, %k] : memref<8x8xf32>
  }
  scf.forall (%l) = (0) to (%arg2) step (2) {
    memref.store %cst, %arg1[%l, %l] : memref<8x8xf32>
  } {mapping = [#gpu.thread<x>]}
  scf.forall (%m, %n) = (%arg2, 1) to (8, 8) step (1, %arg2) {
    memref.store %cst, %arg1[%m, %n] : memref<8x8xf32>
  }
  %1, %2 = scf.forall (%p) in (2) shared_outs(%q = %arg0, %r = %arg0) -> (tensor<8xf32>, tensor<8xf32>) {
    %t = tensor.extract_slice %q[%p] [4] [1] : tensor<8xf32> to tensor<4xf32>
    scf.forall.in_parallel {
      tensor.parallel_insert_slice %t into %q[%p] [4] [1] : tensor<4xf32> into tensor<8xf32>
      tensor.parallel_insert_slice %t into %r[%p] [4] [1] : tensor<4xf32> into tensor<8xf32>
    }
  }
  func.return %0 : tensor<8xf32>
}
func.func @parallel(%arg0: memref<8x8xf32>, %arg1: index) -> (f32, index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c8 = arith.constant 8 : index
  %cst = arith.constant 0.000000e+00 : f32
  scf.parallel (%i, %j) = (%c0, %c0) to (%c8, %arg1) step (%c1, %c1) {
    memref.store %cst, %arg0[%i, %j] : memref<8x8xf32>
    scf.reduce 
  }
  %0 = scf.parallel (%k) = (%c0) to (%c8) step (%c1) init (%cst) -> f32 {
    %1 = memref.load %arg0[%k, %k] : memref<8x8xf32>
    scf.reduce(%1 : f32) {
    ^bb0(%a: f32, %b: f32):
      %2 = arith.addf %a, %b : f32
      scf.reduce.return %2 : f32
    }
  }
  %3, %4 = scf.parallel (%l) = (%c0) to (%c8) step (%c1) init (%cst, %c0) -> (f32, index) {
    %5 = memref.load %arg0[%l, %l] : memref<8x8xf32>
    scf.reduce(%5, %l : f32, index) {
    ^bb0(%c: f32, %d: f32):
      %6 = arith.maximumf %c, %d : f32
      scf.reduce.return %6 : f32
    }, {
    ^bb0(%e: index, %f: index):
      %7 = arith.addi %e, %f : index
      scf.reduce.return %7 : index
    }
  } {hip.note = "kept"}
  func.return %0, %4 : f32, index
}

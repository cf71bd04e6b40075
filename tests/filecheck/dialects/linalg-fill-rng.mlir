// RUN: xhip-opt %s --mlir-print-op-generic | filecheck %s
// RUN: xdsl-opt %s --print-op-generic | filecheck %s
// RUN: %if mlir-opt-22 %{ xhip-opt %s --mlir-print-op-generic | mlir-opt-22 --mlir-print-op-generic | filecheck %s --check-prefix=MLIR %}

// linalg.fill_rng_2d read in custom form gets the region MLIR's builder makes
// (its generated regionBuilder: constants, linalg.index, a linear
// congruential step per index, scaled into [min, max)), op for op. The
// MLIR prefix: mlir-opt-22 reads xhip's region back.

// CHECK: "linalg.fill_rng_2d"(%min, %max, %seed, %o) <{operandSegmentSizes = array<i32: 3, 1>}> ({
// CHECK-NEXT: ^bb0(%0: f64, %1: f64, %2: i32, %3: f32):
// CHECK-NEXT: %4 = "arith.constant"() <{value = 2147483647 : i64}> : () -> i64
// CHECK-NEXT: %5 = "arith.sitofp"(%4) : (i64) -> f64
// CHECK-NEXT: %6 = "linalg.index"() <{dim = 1 : i64}> : () -> index
// CHECK-NEXT: %7 = "arith.index_cast"(%6) : (index) -> i32
// CHECK-NEXT: %8 = "linalg.index"() <{dim = 0 : i64}> : () -> index
// CHECK-NEXT: %9 = "arith.index_cast"(%8) : (index) -> i32
// CHECK-NEXT: %10 = "arith.addi"(%9, %2) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
// CHECK-NEXT: %11 = "arith.constant"() <{value = 1103515245 : i64}> : () -> i64
// CHECK-NEXT: %12 = "arith.trunci"(%11) <{overflowFlags = #arith.overflow<none>}> : (i64) -> i32
// CHECK-NEXT: %13 = "arith.muli"(%10, %12) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
// CHECK-NEXT: %14 = "arith.constant"() <{value = 12345 : i64}> : () -> i64
// CHECK-NEXT: %15 = "arith.trunci"(%14) <{overflowFlags = #arith.overflow<none>}> : (i64) -> i32
// CHECK-NEXT: %16 = "arith.addi"(%13, %15) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
// CHECK-NEXT: %17 = "arith.addi"(%7, %16) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
// CHECK-NEXT: %18 = "arith.constant"() <{value = 1103515245 : i64}> : () -> i64
// CHECK-NEXT: %19 = "arith.trunci"(%18) <{overflowFlags = #arith.overflow<none>}> : (i64) -> i32
// CHECK-NEXT: %20 = "arith.muli"(%17, %19) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
// CHECK-NEXT: %21 = "arith.constant"() <{value = 12345 : i64}> : () -> i64
// CHECK-NEXT: %22 = "arith.trunci"(%21) <{overflowFlags = #arith.overflow<none>}> : (i64) -> i32
// CHECK-NEXT: %23 = "arith.addi"(%20, %22) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
// CHECK-NEXT: %24 = "arith.sitofp"(%23) : (i32) -> f64
// CHECK-NEXT: %25 = "arith.addf"(%5, %24) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
// CHECK-NEXT: %26 = "arith.subf"(%1, %0) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
// CHECK-NEXT: %27 = "arith.constant"() <{value = 2.3283063999999999e-10 : f64}> : () -> f64
// CHECK-NEXT: %28 = "arith.mulf"(%26, %27) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
// CHECK-NEXT: %29 = "arith.mulf"(%25, %28) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
// CHECK-NEXT: %30 = "arith.addf"(%29, %0) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
// CHECK-NEXT: %31 = "arith.truncf"(%30) : (f64) -> f32
// CHECK-NEXT: "linalg.yield"(%31) : (f32) -> ()
// MLIR: %[[C:.*]] = "arith.constant"() <{value = 2147483647 : i64}> : () -> i64
// MLIR-NEXT: "arith.sitofp"(%[[C]]) : (i64) -> f64

func.func @rng(%min: f64, %max: f64, %seed: i32, %o: memref<4x8xf32>) {
  linalg.fill_rng_2d ins(%min, %max, %seed : f64, f64, i32) outs(%o : memref<4x8xf32>)
  return
}

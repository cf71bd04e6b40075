// RUN: xhip-opt %s --mlir-print-debuginfo | filecheck %s
// RUN: xhip-opt %s --mlir-print-debuginfo --mlir-print-op-generic | iree-opt --allow-unregistered-dialect --mlir-print-debuginfo | xhip-opt --mlir-print-debuginfo | filecheck %s
// RUN: xhip-opt %s --hip-pool-allocs 2>&1 >/dev/null | filecheck %s --check-prefix=REMARK
// RUN: xhip plan %s --allocs 2>&1 | filecheck %s --check-prefix=PLAN
// RUN: not xdsl-opt %s 2>&1 | filecheck %s --check-prefix=XDSL

// What `mlir-opt --mlir-print-debuginfo` prints (here `iree-opt`'s output for
// a file kernel.mlir, hip ops generic since MLIR does not know them): location
// aliases used as `loc(#loc7)` and defined at the end of the file, after their
// uses. xhip's tools read the alias definitions first (`LocatingParser`,
// docs/DEVELOPING.md), so every op gets the location its alias names, remarks
// point into kernel.mlir, and printing with --mlir-print-debuginfo writes the
// locations inline; MLIR reads that back to the same locations. Stock
// `xdsl-opt` has no such step (its parser wants an alias defined before use).

// CHECK:      memref.global "private" constant @table : memref<4xf32> = dense<[1.000000e+00, 2.000000e+00, 3.000000e+00, 4.000000e+00]> loc("kernel.mlir":2:3)
// CHECK-NEXT: func.func @kernel(%arg0: !hip.context loc("kernel.mlir":4:8), %arg1: memref<64xf32> loc("kernel.mlir":4:28), %arg2: index loc("kernel.mlir":4:48)) -> memref<128xf32> {
// CHECK-NEXT:   %0 = memref.get_global @table : memref<4xf32> loc("kernel.mlir":5:10)
// CHECK-NEXT:   %alloc = memref.alloc() : memref<64xf32> loc("kernel.mlir":6:10)
// CHECK-NEXT:   hip.silu(%arg0) ins(%arg1 : memref<64xf32>) outs(%alloc : memref<64xf32>) loc("kernel.mlir":7:5)
// CHECK-NEXT:   %1 = memref.realloc %alloc : memref<64xf32> to memref<128xf32> loc("kernel.mlir":8:10)
// CHECK-NEXT:   %alloc_1 = memref.alloc() : memref<64xf32> loc("kernel.mlir":9:10)
// CHECK-NEXT:   hip.silu(%arg0) ins(%arg1 : memref<64xf32>) outs(%alloc_1 : memref<64xf32>) loc("kernel.mlir":10:5)
// CHECK-NEXT:   %2 = memref.load %0[%arg2] : memref<4xf32> loc("kernel.mlir":11:10)
// CHECK-NEXT:   %3 = memref.atomic_rmw addf %2, %alloc_1[%arg2] : (f32, memref<64xf32>) -> f32 loc("kernel.mlir":12:10)
// CHECK-NEXT:   hip.silu(%arg0) ins(%alloc_1 : memref<64xf32>) outs(%arg1 : memref<64xf32>) loc("kernel.mlir":13:5)
// CHECK-NEXT:   return %1 : memref<128xf32> loc("kernel.mlir":14:5)
// CHECK-NEXT: } loc("kernel.mlir":3:3)
// CHECK-NEXT: } loc("kernel.mlir":1:1)

// REMARK: {{^}}kernel.mlir:6:10: remark: hip-pool-allocs: %alloc is not pooled: memref.realloc at kernel.mlir:8:10 may free it, which would free pool memory{{$}}

// PLAN: @kernel: 1 pooled alloc, 1 domain

// XDSL: undefined symbol alias '#loc1'

#loc3 = loc("kernel.mlir":4:8)
#loc4 = loc("kernel.mlir":4:28)
#loc5 = loc("kernel.mlir":4:48)
module {
  memref.global "private" constant @table : memref<4xf32> = dense<[1.000000e+00, 2.000000e+00, 3.000000e+00, 4.000000e+00]> loc(#loc1)
  func.func @kernel(%arg0: !hip.context loc("kernel.mlir":4:8), %arg1: memref<64xf32> loc("kernel.mlir":4:28), %arg2: index loc("kernel.mlir":4:48)) -> memref<128xf32> {
    %0 = memref.get_global @table : memref<4xf32> loc(#loc6)
    %alloc = memref.alloc() : memref<64xf32> loc(#loc7)
    "hip.silu"(%arg0, %arg1, %alloc) : (!hip.context, memref<64xf32>, memref<64xf32>) -> () loc(#loc8)
    %1 = memref.realloc %alloc : memref<64xf32> to memref<128xf32> loc(#loc9)
    %alloc_0 = memref.alloc() : memref<64xf32> loc(#loc10)
    "hip.silu"(%arg0, %arg1, %alloc_0) : (!hip.context, memref<64xf32>, memref<64xf32>) -> () loc(#loc11)
    %2 = memref.load %0[%arg2] : memref<4xf32> loc(#loc12)
    %3 = memref.atomic_rmw addf %2, %alloc_0[%arg2] : (f32, memref<64xf32>) -> f32 loc(#loc13)
    "hip.silu"(%arg0, %alloc_0, %arg1) : (!hip.context, memref<64xf32>, memref<64xf32>) -> () loc(#loc14)
    return %1 : memref<128xf32> loc(#loc15)
  } loc(#loc2)
} loc(#loc)
#loc = loc("kernel.mlir":1:1)
#loc1 = loc("kernel.mlir":2:3)
#loc2 = loc("kernel.mlir":3:3)
#loc6 = loc("kernel.mlir":5:10)
#loc7 = loc("kernel.mlir":6:10)
#loc8 = loc("kernel.mlir":7:5)
#loc9 = loc("kernel.mlir":8:10)
#loc10 = loc("kernel.mlir":9:10)
#loc11 = loc("kernel.mlir":10:5)
#loc12 = loc("kernel.mlir":11:10)
#loc13 = loc("kernel.mlir":12:10)
#loc14 = loc("kernel.mlir":13:5)
#loc15 = loc("kernel.mlir":14:5)


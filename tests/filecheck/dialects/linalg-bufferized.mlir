// RUN: xdsl-opt --split-input-file %s | filecheck %s
// RUN: xdsl-opt --split-input-file %s | xdsl-opt --split-input-file | filecheck %s
// RUN: xdsl-opt --split-input-file %s --print-op-generic | xdsl-opt --split-input-file | filecheck %s

// What `mlir-opt-22 --one-shot-bufferize="bufferize-function-boundaries"` makes
// of hand-written linalg-on-tensors functions (softmax with reduce, broadcast,
// map, div and transpose; tensor.pad as linalg.map with linalg.index, conv,
// pooling and depthwise conv; linalg.index in a map and a dynamic dimension,
// linalg.add, linalg.elementwise; matmul with a generic relu; a weight as a
// memref.global dense_resource with its resource section, matmul, contract,
// batch_matmul, copy), read and printed back in MLIR's custom form. The
// expected text is mlir-opt's own (`mlir-opt-22` of this output prints what it
// prints of the input), with xDSL's `func.return` and names.

// CHECK:      builtin.module {
// CHECK-NEXT:   func.func @softmax(%arg0: memref<4x8xf32, strided<[?, ?], offset: ?>>) -> memref<8x4xf32> {
// CHECK-NEXT:     %cst = arith.constant 0xff800000 : f32
// CHECK-NEXT:     %cst_1 = arith.constant 0.000000e+00 : f32
// CHECK-NEXT:     %alloc = memref.alloc() {alignment = 64 : i64} : memref<4xf32>
// CHECK-NEXT:     linalg.fill ins(%cst : f32) outs(%alloc : memref<4xf32>)
// CHECK-NEXT:     linalg.reduce ins(%arg0 : memref<4x8xf32, strided<[?, ?], offset: ?>>) outs(%alloc : memref<4xf32>) dimensions = [1] 
// CHECK-NEXT:       (%in: f32, %init: f32) {
// CHECK-NEXT:       %0 = arith.maximumf %in, %init : f32
// CHECK-NEXT:       linalg.yield %0 : f32
// CHECK-NEXT:     }
// CHECK-NEXT:     %alloc_1 = memref.alloc() {alignment = 64 : i64} : memref<4x8xf32>
// CHECK-NEXT:     linalg.broadcast ins(%alloc : memref<4xf32>) outs(%alloc_1 : memref<4x8xf32>) dimensions = [1] 
// CHECK-NEXT:     %alloc_2 = memref.alloc() {alignment = 64 : i64} : memref<4x8xf32>
// CHECK-NEXT:     linalg.map ins(%arg0, %alloc_1 : memref<4x8xf32, strided<[?, ?], offset: ?>>, memref<4x8xf32>) outs(%alloc_2 : memref<4x8xf32>)
// CHECK-NEXT:       (%in_1: f32, %in_2: f32, %init_1: f32) {
// CHECK-NEXT:       %1 = arith.subf %in_1, %in_2 : f32
// CHECK-NEXT:       %2 = math.exp %1 : f32
// CHECK-NEXT:       linalg.yield %2 : f32
// CHECK-NEXT:     }
// CHECK-NEXT:     %alloc_3 = memref.alloc() {alignment = 64 : i64} : memref<4xf32>
// CHECK-NEXT:     linalg.fill ins(%cst_1 : f32) outs(%alloc_3 : memref<4xf32>)
// CHECK-NEXT:     linalg.reduce { arith.addf } ins(%alloc_2 : memref<4x8xf32>) outs(%alloc_3 : memref<4xf32>) dimensions = [1] 
// CHECK-NEXT:     %alloc_4 = memref.alloc() {alignment = 64 : i64} : memref<4x8xf32>
// CHECK-NEXT:     linalg.broadcast ins(%alloc_3 : memref<4xf32>) outs(%alloc_4 : memref<4x8xf32>) dimensions = [1] 
// CHECK-NEXT:     %alloc_5 = memref.alloc() {alignment = 64 : i64} : memref<4x8xf32>
// CHECK-NEXT:     linalg.div ins(%alloc_2, %alloc_4 : memref<4x8xf32>, memref<4x8xf32>) outs(%alloc_5 : memref<4x8xf32>)
// CHECK-NEXT:     %alloc_6 = memref.alloc() {alignment = 64 : i64} : memref<8x4xf32>
// CHECK-NEXT:     linalg.transpose ins(%alloc_5 : memref<4x8xf32>) outs(%alloc_6 : memref<8x4xf32>) permutation = [1, 0] 
// CHECK-NEXT:     %cast = memref.cast %alloc_6 : memref<8x4xf32> to memref<8x4xf32, strided<[?, ?], offset: ?>>
// CHECK-NEXT:     func.return %alloc_6 : memref<8x4xf32>
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK:      // {{[-]}}----
// CHECK:      builtin.module {
// CHECK-NEXT:   func.func @conv_pad(%arg0: memref<1x4x16xf32, strided<[?, ?, ?], offset: ?>>, %arg1: memref<8x4x3xf32, strided<[?, ?, ?], offset: ?>>, %arg2: memref<3x4xf32, strided<[?, ?], offset: ?>>) -> (memref<1x8x16xf32>, memref<1x8x8xf32>, memref<1x16x4xf32>) {
// CHECK-NEXT:     %alloc = memref.alloc() {alignment = 64 : i64} : memref<1x18x4xf32>
// CHECK-NEXT:     %cst = arith.constant 0.000000e+00 : f32
// CHECK-NEXT:     %alloc_1 = memref.alloc() {alignment = 64 : i64} : memref<1x4x18xf32>
// CHECK-NEXT:     linalg.map outs(%alloc_1 : memref<1x4x18xf32>)
// CHECK-NEXT:       (%init: f32) {
// CHECK-NEXT:       %0 = linalg.index 0 : index
// CHECK-NEXT:       %1 = linalg.index 1 : index
// CHECK-NEXT:       %2 = linalg.index 2 : index
// CHECK-NEXT:       linalg.yield %cst : f32
// CHECK-NEXT:     }
// CHECK-NEXT:     %subview = memref.subview %alloc_1[0, 0, 1] [1, 4, 16] [1, 1, 1] : memref<1x4x18xf32> to memref<1x4x16xf32, strided<[72, 18, 1], offset: 1>>
// CHECK-NEXT:     memref.copy %arg0, %subview : memref<1x4x16xf32, strided<[?, ?, ?], offset: ?>> to memref<1x4x16xf32, strided<[72, 18, 1], offset: 1>>
// CHECK-NEXT:     %alloc_2 = memref.alloc() {alignment = 64 : i64} : memref<1x8x16xf32>
// CHECK-NEXT:     linalg.fill ins(%cst : f32) outs(%alloc_2 : memref<1x8x16xf32>)
// CHECK-NEXT:     linalg.conv_1d_ncw_fcw {dilations = dense<1> : tensor<1xi64>, strides = dense<1> : tensor<1xi64>} ins(%alloc_1, %arg1 : memref<1x4x18xf32>, memref<8x4x3xf32, strided<[?, ?, ?], offset: ?>>) outs(%alloc_2 : memref<1x8x16xf32>)
// CHECK-NEXT:     %alloc_3 = memref.alloc() {alignment = 64 : i64} : memref<1x8x8xf32>
// CHECK-NEXT:     %alloc_4 = memref.alloc() {alignment = 64 : i64} : memref<2xf32>
// CHECK-NEXT:     linalg.fill ins(%cst : f32) outs(%alloc_3 : memref<1x8x8xf32>)
// CHECK-NEXT:     linalg.pooling_ncw_max {dilations = dense<1> : tensor<1xi64>, strides = dense<2> : tensor<1xi64>} ins(%alloc_2, %alloc_4 : memref<1x8x16xf32>, memref<2xf32>) outs(%alloc_3 : memref<1x8x8xf32>)
// CHECK-NEXT:     linalg.transpose ins(%alloc_1 : memref<1x4x18xf32>) outs(%alloc : memref<1x18x4xf32>) permutation = [0, 2, 1] 
// CHECK-NEXT:     %alloc_5 = memref.alloc() {alignment = 64 : i64} : memref<1x16x4xf32>
// CHECK-NEXT:     linalg.depthwise_conv_1d_nwc_wc {dilations = dense<1> : tensor<1xi64>, strides = dense<1> : tensor<1xi64>} ins(%alloc, %arg2 : memref<1x18x4xf32>, memref<3x4xf32, strided<[?, ?], offset: ?>>) outs(%alloc_5 : memref<1x16x4xf32>)
// CHECK-NEXT:     %cast = memref.cast %alloc_2 : memref<1x8x16xf32> to memref<1x8x16xf32, strided<[?, ?, ?], offset: ?>>
// CHECK-NEXT:     %cast_1 = memref.cast %alloc_3 : memref<1x8x8xf32> to memref<1x8x8xf32, strided<[?, ?, ?], offset: ?>>
// CHECK-NEXT:     %cast_2 = memref.cast %alloc_5 : memref<1x16x4xf32> to memref<1x16x4xf32, strided<[?, ?, ?], offset: ?>>
// CHECK-NEXT:     func.return %alloc_2, %alloc_3, %alloc_5 : memref<1x8x16xf32>, memref<1x8x8xf32>, memref<1x16x4xf32>
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK:      // {{[-]}}----
// CHECK:      builtin.module {
// CHECK-NEXT:   func.func @iota_dyn(%arg0: memref<?x8xf32, strided<[?, ?], offset: ?>>) -> memref<?x8xf32> {
// CHECK-NEXT:     %c0 = arith.constant 0 : index
// CHECK-NEXT:     %dim = memref.dim %arg0, %c0 : memref<?x8xf32, strided<[?, ?], offset: ?>>
// CHECK-NEXT:     %alloc = memref.alloc(%dim) {alignment = 64 : i64} : memref<?x8xf32>
// CHECK-NEXT:     linalg.map outs(%alloc : memref<?x8xf32>)
// CHECK-NEXT:       (%init: f32) {
// CHECK-NEXT:       %0 = linalg.index 0 : index
// CHECK-NEXT:       %1 = linalg.index 1 : index
// CHECK-NEXT:       %2 = arith.addi %0, %1 : index
// CHECK-NEXT:       %3 = arith.index_cast %2 : index to i32
// CHECK-NEXT:       %4 = arith.sitofp %3 : i32 to f32
// CHECK-NEXT:       linalg.yield %4 : f32
// CHECK-NEXT:     }
// CHECK-NEXT:     %alloc_1 = memref.alloc(%dim) {alignment = 64 : i64} : memref<?x8xf32>
// CHECK-NEXT:     linalg.add ins(%arg0, %alloc : memref<?x8xf32, strided<[?, ?], offset: ?>>, memref<?x8xf32>) outs(%alloc_1 : memref<?x8xf32>)
// CHECK-NEXT:     %alloc_2 = memref.alloc(%dim) {alignment = 64 : i64} : memref<?x8xf32>
// CHECK-NEXT:     linalg.elementwise kind=#linalg<elementwise_kind <exp>> ins(%alloc_1 : memref<?x8xf32>) outs(%alloc_2 : memref<?x8xf32>)
// CHECK-NEXT:     %cast = memref.cast %alloc_2 : memref<?x8xf32> to memref<?x8xf32, strided<[?, ?], offset: ?>>
// CHECK-NEXT:     func.return %alloc_2 : memref<?x8xf32>
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK:      // {{[-]}}----
// CHECK:      builtin.module {
// CHECK-NEXT:   func.func @matmul_relu(%arg0: memref<8x16xf32, strided<[?, ?], offset: ?>>, %arg1: memref<16x8xf32, strided<[?, ?], offset: ?>>) -> memref<8x8xf32> {
// CHECK-NEXT:     %cst = arith.constant 0.000000e+00 : f32
// CHECK-NEXT:     %alloc = memref.alloc() {alignment = 64 : i64} : memref<8x8xf32>
// CHECK-NEXT:     linalg.fill ins(%cst : f32) outs(%alloc : memref<8x8xf32>)
// CHECK-NEXT:     linalg.matmul ins(%arg0, %arg1 : memref<8x16xf32, strided<[?, ?], offset: ?>>, memref<16x8xf32, strided<[?, ?], offset: ?>>) outs(%alloc : memref<8x8xf32>)
// CHECK-NEXT:     %alloc_1 = memref.alloc() {alignment = 64 : i64} : memref<8x8xf32>
// CHECK-NEXT:     linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%alloc : memref<8x8xf32>) outs(%alloc_1 : memref<8x8xf32>) {
// CHECK-NEXT:     ^bb0(%in: f32, %out: f32):
// CHECK-NEXT:       %0 = arith.maximumf %in, %cst : f32
// CHECK-NEXT:       linalg.yield %0 : f32
// CHECK-NEXT:     }
// CHECK-NEXT:     %cast = memref.cast %alloc_1 : memref<8x8xf32> to memref<8x8xf32, strided<[?, ?], offset: ?>>
// CHECK-NEXT:     func.return %alloc_1 : memref<8x8xf32>
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK:      // {{[-]}}----
// CHECK:      builtin.module {
// CHECK-NEXT:   memref.global "private" constant @__constant_2x2xf32 : memref<2x2xf32> = dense_resource<w0> {alignment = 64 : i64}
// CHECK-NEXT:   func.func @weights(%arg0: memref<2x2xf32, strided<[?, ?], offset: ?>>) -> memref<2x2xf32> {
// CHECK-NEXT:     %0 = memref.get_global @__constant_2x2xf32 : memref<2x2xf32>
// CHECK-NEXT:     %alloc = memref.alloc() {alignment = 64 : i64} : memref<2x2xf32>
// CHECK-NEXT:     %cst = arith.constant 0.000000e+00 : f32
// CHECK-NEXT:     linalg.fill ins(%cst : f32) outs(%alloc : memref<2x2xf32>)
// CHECK-NEXT:     %alloc_1 = memref.alloc() {alignment = 64 : i64} : memref<2x2xf32>
// CHECK-NEXT:     memref.copy %alloc, %alloc_1 : memref<2x2xf32> to memref<2x2xf32>
// CHECK-NEXT:     linalg.matmul ins(%arg0, %0 : memref<2x2xf32, strided<[?, ?], offset: ?>>, memref<2x2xf32>) outs(%alloc_1 : memref<2x2xf32>)
// CHECK-NEXT:     %alloc_2 = memref.alloc() {alignment = 64 : i64} : memref<2x2xf32>
// CHECK-NEXT:     linalg.contract indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d2, d1)>, affine_map<(d0, d1, d2) -> (d0, d1)>] ins(%alloc_1, %0 : memref<2x2xf32>, memref<2x2xf32>) outs(%alloc : memref<2x2xf32>)
// CHECK-NEXT:     %alloc_3 = memref.alloc() {alignment = 64 : i64} : memref<1x2x2xf32>
// CHECK-NEXT:     linalg.batch_matmul ins(%alloc_3, %alloc_3 : memref<1x2x2xf32>, memref<1x2x2xf32>) outs(%alloc_3 : memref<1x2x2xf32>)
// CHECK-NEXT:     linalg.copy ins(%alloc : memref<2x2xf32>) outs(%alloc_2 : memref<2x2xf32>)
// CHECK-NEXT:     %cast = memref.cast %alloc_2 : memref<2x2xf32> to memref<2x2xf32, strided<[?, ?], offset: ?>>
// CHECK-NEXT:     func.return %alloc_2 : memref<2x2xf32>
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK:      {-#
// CHECK-NEXT:   dialect_resources: {
// CHECK-NEXT:     builtin: {
// CHECK-NEXT:       w0: "0x040000000000803F000000400000404000008040"
// CHECK-NEXT:     }
// CHECK-NEXT:   }
// CHECK-NEXT: #-}

module {
  func.func @softmax(%arg0: memref<4x8xf32, strided<[?, ?], offset: ?>>) -> memref<8x4xf32> {
    %cst = arith.constant 0xFF800000 : f32
    %cst_0 = arith.constant 0.000000e+00 : f32
    %alloc = memref.alloc() {alignment = 64 : i64} : memref<4xf32>
    linalg.fill ins(%cst : f32) outs(%alloc : memref<4xf32>)
    linalg.reduce ins(%arg0 : memref<4x8xf32, strided<[?, ?], offset: ?>>) outs(%alloc : memref<4xf32>) dimensions = [1] 
      (%in: f32, %init: f32) {
        %0 = arith.maximumf %in, %init : f32
        linalg.yield %0 : f32
      }
    %alloc_1 = memref.alloc() {alignment = 64 : i64} : memref<4x8xf32>
    linalg.broadcast ins(%alloc : memref<4xf32>) outs(%alloc_1 : memref<4x8xf32>) dimensions = [1] 
    %alloc_2 = memref.alloc() {alignment = 64 : i64} : memref<4x8xf32>
    linalg.map ins(%arg0, %alloc_1 : memref<4x8xf32, strided<[?, ?], offset: ?>>, memref<4x8xf32>) outs(%alloc_2 : memref<4x8xf32>)
      (%in: f32, %in_7: f32, %init: f32) {
        %0 = arith.subf %in, %in_7 : f32
        %1 = math.exp %0 : f32
        linalg.yield %1 : f32
      }
    %alloc_3 = memref.alloc() {alignment = 64 : i64} : memref<4xf32>
    linalg.fill ins(%cst_0 : f32) outs(%alloc_3 : memref<4xf32>)
    linalg.reduce { arith.addf } ins(%alloc_2 : memref<4x8xf32>) outs(%alloc_3 : memref<4xf32>) dimensions = [1] 
    %alloc_4 = memref.alloc() {alignment = 64 : i64} : memref<4x8xf32>
    linalg.broadcast ins(%alloc_3 : memref<4xf32>) outs(%alloc_4 : memref<4x8xf32>) dimensions = [1] 
    %alloc_5 = memref.alloc() {alignment = 64 : i64} : memref<4x8xf32>
    linalg.div ins(%alloc_2, %alloc_4 : memref<4x8xf32>, memref<4x8xf32>) outs(%alloc_5 : memref<4x8xf32>)
    %alloc_6 = memref.alloc() {alignment = 64 : i64} : memref<8x4xf32>
    linalg.transpose ins(%alloc_5 : memref<4x8xf32>) outs(%alloc_6 : memref<8x4xf32>) permutation = [1, 0] 
    %cast = memref.cast %alloc_6 : memref<8x4xf32> to memref<8x4xf32, strided<[?, ?], offset: ?>>
    return %alloc_6 : memref<8x4xf32>
  }
}


// -----

module {
  func.func @conv_pad(%arg0: memref<1x4x16xf32, strided<[?, ?, ?], offset: ?>>, %arg1: memref<8x4x3xf32, strided<[?, ?, ?], offset: ?>>, %arg2: memref<3x4xf32, strided<[?, ?], offset: ?>>) -> (memref<1x8x16xf32>, memref<1x8x8xf32>, memref<1x16x4xf32>) {
    %alloc = memref.alloc() {alignment = 64 : i64} : memref<1x18x4xf32>
    %cst = arith.constant 0.000000e+00 : f32
    %alloc_0 = memref.alloc() {alignment = 64 : i64} : memref<1x4x18xf32>
    linalg.map outs(%alloc_0 : memref<1x4x18xf32>)
      (%init: f32) {
        %0 = linalg.index 0 : index
        %1 = linalg.index 1 : index
        %2 = linalg.index 2 : index
        linalg.yield %cst : f32
      }
    %subview = memref.subview %alloc_0[0, 0, 1] [1, 4, 16] [1, 1, 1] : memref<1x4x18xf32> to memref<1x4x16xf32, strided<[72, 18, 1], offset: 1>>
    memref.copy %arg0, %subview : memref<1x4x16xf32, strided<[?, ?, ?], offset: ?>> to memref<1x4x16xf32, strided<[72, 18, 1], offset: 1>>
    %alloc_1 = memref.alloc() {alignment = 64 : i64} : memref<1x8x16xf32>
    linalg.fill ins(%cst : f32) outs(%alloc_1 : memref<1x8x16xf32>)
    linalg.conv_1d_ncw_fcw {dilations = dense<1> : tensor<1xi64>, strides = dense<1> : tensor<1xi64>} ins(%alloc_0, %arg1 : memref<1x4x18xf32>, memref<8x4x3xf32, strided<[?, ?, ?], offset: ?>>) outs(%alloc_1 : memref<1x8x16xf32>)
    %alloc_2 = memref.alloc() {alignment = 64 : i64} : memref<1x8x8xf32>
    %alloc_3 = memref.alloc() {alignment = 64 : i64} : memref<2xf32>
    linalg.fill ins(%cst : f32) outs(%alloc_2 : memref<1x8x8xf32>)
    linalg.pooling_ncw_max {dilations = dense<1> : tensor<1xi64>, strides = dense<2> : tensor<1xi64>} ins(%alloc_1, %alloc_3 : memref<1x8x16xf32>, memref<2xf32>) outs(%alloc_2 : memref<1x8x8xf32>)
    linalg.transpose ins(%alloc_0 : memref<1x4x18xf32>) outs(%alloc : memref<1x18x4xf32>) permutation = [0, 2, 1] 
    %alloc_4 = memref.alloc() {alignment = 64 : i64} : memref<1x16x4xf32>
    linalg.depthwise_conv_1d_nwc_wc {dilations = dense<1> : tensor<1xi64>, strides = dense<1> : tensor<1xi64>} ins(%alloc, %arg2 : memref<1x18x4xf32>, memref<3x4xf32, strided<[?, ?], offset: ?>>) outs(%alloc_4 : memref<1x16x4xf32>)
    %cast = memref.cast %alloc_1 : memref<1x8x16xf32> to memref<1x8x16xf32, strided<[?, ?, ?], offset: ?>>
    %cast_5 = memref.cast %alloc_2 : memref<1x8x8xf32> to memref<1x8x8xf32, strided<[?, ?, ?], offset: ?>>
    %cast_6 = memref.cast %alloc_4 : memref<1x16x4xf32> to memref<1x16x4xf32, strided<[?, ?, ?], offset: ?>>
    return %alloc_1, %alloc_2, %alloc_4 : memref<1x8x16xf32>, memref<1x8x8xf32>, memref<1x16x4xf32>
  }
}


// -----

module {
  func.func @iota_dyn(%arg0: memref<?x8xf32, strided<[?, ?], offset: ?>>) -> memref<?x8xf32> {
    %c0 = arith.constant 0 : index
    %dim = memref.dim %arg0, %c0 : memref<?x8xf32, strided<[?, ?], offset: ?>>
    %alloc = memref.alloc(%dim) {alignment = 64 : i64} : memref<?x8xf32>
    linalg.map outs(%alloc : memref<?x8xf32>)
      (%init: f32) {
        %0 = linalg.index 0 : index
        %1 = linalg.index 1 : index
        %2 = arith.addi %0, %1 : index
        %3 = arith.index_cast %2 : index to i32
        %4 = arith.sitofp %3 : i32 to f32
        linalg.yield %4 : f32
      }
    %alloc_0 = memref.alloc(%dim) {alignment = 64 : i64} : memref<?x8xf32>
    linalg.add ins(%arg0, %alloc : memref<?x8xf32, strided<[?, ?], offset: ?>>, memref<?x8xf32>) outs(%alloc_0 : memref<?x8xf32>)
    %alloc_1 = memref.alloc(%dim) {alignment = 64 : i64} : memref<?x8xf32>
    linalg.elementwise kind=#linalg.elementwise_kind<exp> ins(%alloc_0 : memref<?x8xf32>) outs(%alloc_1 : memref<?x8xf32>)
    %cast = memref.cast %alloc_1 : memref<?x8xf32> to memref<?x8xf32, strided<[?, ?], offset: ?>>
    return %alloc_1 : memref<?x8xf32>
  }
}


// -----

#map = affine_map<(d0, d1) -> (d0, d1)>
module {
  func.func @matmul_relu(%arg0: memref<8x16xf32, strided<[?, ?], offset: ?>>, %arg1: memref<16x8xf32, strided<[?, ?], offset: ?>>) -> memref<8x8xf32> {
    %cst = arith.constant 0.000000e+00 : f32
    %alloc = memref.alloc() {alignment = 64 : i64} : memref<8x8xf32>
    linalg.fill ins(%cst : f32) outs(%alloc : memref<8x8xf32>)
    linalg.matmul ins(%arg0, %arg1 : memref<8x16xf32, strided<[?, ?], offset: ?>>, memref<16x8xf32, strided<[?, ?], offset: ?>>) outs(%alloc : memref<8x8xf32>)
    %alloc_0 = memref.alloc() {alignment = 64 : i64} : memref<8x8xf32>
    linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%alloc : memref<8x8xf32>) outs(%alloc_0 : memref<8x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %0 = arith.maximumf %in, %cst : f32
      linalg.yield %0 : f32
    }
    %cast = memref.cast %alloc_0 : memref<8x8xf32> to memref<8x8xf32, strided<[?, ?], offset: ?>>
    return %alloc_0 : memref<8x8xf32>
  }
}


// -----

#map = affine_map<(d0, d1, d2) -> (d0, d2)>
#map1 = affine_map<(d0, d1, d2) -> (d2, d1)>
#map2 = affine_map<(d0, d1, d2) -> (d0, d1)>
module {
  memref.global "private" constant @__constant_2x2xf32 : memref<2x2xf32> = dense_resource<w0> {alignment = 64 : i64}
  func.func @weights(%arg0: memref<2x2xf32, strided<[?, ?], offset: ?>>) -> memref<2x2xf32> {
    %0 = memref.get_global @__constant_2x2xf32 : memref<2x2xf32>
    %alloc = memref.alloc() {alignment = 64 : i64} : memref<2x2xf32>
    %cst = arith.constant 0.000000e+00 : f32
    linalg.fill ins(%cst : f32) outs(%alloc : memref<2x2xf32>)
    %alloc_0 = memref.alloc() {alignment = 64 : i64} : memref<2x2xf32>
    memref.copy %alloc, %alloc_0 : memref<2x2xf32> to memref<2x2xf32>
    linalg.matmul ins(%arg0, %0 : memref<2x2xf32, strided<[?, ?], offset: ?>>, memref<2x2xf32>) outs(%alloc_0 : memref<2x2xf32>)
    %alloc_1 = memref.alloc() {alignment = 64 : i64} : memref<2x2xf32>
    linalg.contract indexing_maps = [#map, #map1, #map2] ins(%alloc_0, %0 : memref<2x2xf32>, memref<2x2xf32>) outs(%alloc : memref<2x2xf32>)
    %alloc_2 = memref.alloc() {alignment = 64 : i64} : memref<1x2x2xf32>
    linalg.batch_matmul ins(%alloc_2, %alloc_2 : memref<1x2x2xf32>, memref<1x2x2xf32>) outs(%alloc_2 : memref<1x2x2xf32>)
    linalg.copy ins(%alloc : memref<2x2xf32>) outs(%alloc_1 : memref<2x2xf32>)
    %cast = memref.cast %alloc_1 : memref<2x2xf32> to memref<2x2xf32, strided<[?, ?], offset: ?>>
    return %alloc_1 : memref<2x2xf32>
  }
}

{-#
  dialect_resources: {
    builtin: {
      w0: "0x040000000000803F000000400000404000008040"
    }
  }
#-}


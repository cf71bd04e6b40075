// RUN: xdsl-opt -p hip-pool-allocs --split-input-file %s | filecheck %s
// RUN: xhip-opt -p hip-pool-allocs --split-input-file %s | filecheck %s

// One-shot-bufferize's output of a two-matmul chain (x@w1 -> relu -> @w2 -> neg),
// `mlir-opt-22 --one-shot-bufferize="bufferize-function-boundaries"`, with the
// `!hip.context` argument added by hand. linalg's declared effects (inputs read,
// inits written; the matmul init read too) make every buffer a plain use, so the
// intermediates pool. Four 16x64xf32 allocs of 4096 B; lifetimes (op index):
//   %alloc [1 fill .. 3 map], %alloc_0 [3 map .. 6 matmul],
//   %alloc_1 [5 fill .. 7 map], %alloc_2 [7 map .. return].
// %alloc and %alloc_1 are disjoint: both at 0; %alloc_0 and %alloc_2 at 4096.
// Pool 8192 B (the sum of the allocs would be 16384).

// CHECK:      module attributes {{.*}}hipdnn.buffer_count = 4 : i64
// CHECK-SAME:   hipdnn.buffer_offsets = [0{{( : i64)?}}, 4096{{( : i64)?}}, 0{{( : i64)?}}, 4096{{( : i64)?}}]
// CHECK:        %[[SZ:.*]] = arith.constant 8192 : index
// CHECK-NOT:    memref.alloc
// CHECK-NEXT:   %[[POOL:.*]] = hip.get_pool(%ctx, %[[SZ]]) : memref<?xi8>
// CHECK-NEXT:   %[[C0:.*]] = arith.constant 0 : index
// CHECK-NEXT:   %[[C4096:.*]] = arith.constant 4096 : index
// CHECK-NEXT:   %[[A:.*]] = memref.view %[[POOL]][%[[C0]]][] : memref<?xi8> to memref<16x64xf32>
// CHECK-NEXT:   linalg.fill ins(%{{.*}} : f32) outs(%[[A]] : memref<16x64xf32>)
// CHECK-NEXT:   linalg.matmul ins(%arg0, %arg1 : {{.*}}) outs(%[[A]] : memref<16x64xf32>)
// CHECK-NEXT:   %[[B:.*]] = memref.view %[[POOL]][%[[C4096]]][] : memref<?xi8> to memref<16x64xf32>
// CHECK-NEXT:   linalg.map ins(%[[A]] : memref<16x64xf32>) outs(%[[B]] : memref<16x64xf32>)
// CHECK:        %[[C:.*]] = memref.view %[[POOL]][%[[C0]]][] : memref<?xi8> to memref<16x64xf32>
// CHECK-NEXT:   linalg.fill ins(%{{.*}} : f32) outs(%[[C]] : memref<16x64xf32>)
// CHECK-NEXT:   linalg.matmul ins(%[[B]], %arg2 : {{.*}}) outs(%[[C]] : memref<16x64xf32>)
// CHECK-NEXT:   %[[D:.*]] = memref.view %[[POOL]][%[[C4096]]][] : memref<?xi8> to memref<16x64xf32>
// CHECK-NEXT:   linalg.map { arith.negf } ins(%[[C]] : memref<16x64xf32>) outs(%[[D]] : memref<16x64xf32>)
// CHECK-NEXT:   %cast = memref.cast %[[D]]
// CHECK-NEXT:   return %[[D]] : memref<16x64xf32>
module {
  func.func @two_matmuls(%ctx: !hip.context, %arg0: memref<16x32xf32, strided<[?, ?], offset: ?>>, %arg1: memref<32x64xf32, strided<[?, ?], offset: ?>>, %arg2: memref<64x64xf32, strided<[?, ?], offset: ?>>) -> memref<16x64xf32> {
    %cst = arith.constant 0.000000e+00 : f32
    %alloc = memref.alloc() {alignment = 64 : i64} : memref<16x64xf32>
    linalg.fill ins(%cst : f32) outs(%alloc : memref<16x64xf32>)
    linalg.matmul ins(%arg0, %arg1 : memref<16x32xf32, strided<[?, ?], offset: ?>>, memref<32x64xf32, strided<[?, ?], offset: ?>>) outs(%alloc : memref<16x64xf32>)
    %alloc_0 = memref.alloc() {alignment = 64 : i64} : memref<16x64xf32>
    linalg.map ins(%alloc : memref<16x64xf32>) outs(%alloc_0 : memref<16x64xf32>)
      (%in: f32, %init: f32) {
        %0 = arith.maximumf %in, %cst : f32
        linalg.yield %0 : f32
      }
    %alloc_1 = memref.alloc() {alignment = 64 : i64} : memref<16x64xf32>
    linalg.fill ins(%cst : f32) outs(%alloc_1 : memref<16x64xf32>)
    linalg.matmul ins(%alloc_0, %arg2 : memref<16x64xf32>, memref<64x64xf32, strided<[?, ?], offset: ?>>) outs(%alloc_1 : memref<16x64xf32>)
    %alloc_2 = memref.alloc() {alignment = 64 : i64} : memref<16x64xf32>
    linalg.map { arith.negf } ins(%alloc_1 : memref<16x64xf32>) outs(%alloc_2 : memref<16x64xf32>)
    %cast = memref.cast %alloc_2 : memref<16x64xf32> to memref<16x64xf32, strided<[?, ?], offset: ?>>
    return %alloc_2 : memref<16x64xf32>
  }
}


// -----

// The same with `--buffer-deallocation-pipeline`: the deallocs go with the
// pooled allocs, the plan is the same.

// CHECK:      module attributes {{.*}}hipdnn.buffer_count = 4 : i64
// CHECK-SAME:   hipdnn.buffer_offsets = [0{{( : i64)?}}, 4096{{( : i64)?}}, 0{{( : i64)?}}, 4096{{( : i64)?}}]
// CHECK:        linalg.map { arith.negf } ins(%{{.*}} : memref<16x64xf32>) outs(%[[D2:.*]] : memref<16x64xf32>)
// CHECK-NOT:    memref.dealloc
// CHECK:        return %[[D2]] : memref<16x64xf32>
module {
  func.func @two_matmuls(%ctx: !hip.context, %arg0: memref<16x32xf32, strided<[?, ?], offset: ?>>, %arg1: memref<32x64xf32, strided<[?, ?], offset: ?>>, %arg2: memref<64x64xf32, strided<[?, ?], offset: ?>>) -> memref<16x64xf32> {
    %cst = arith.constant 0.000000e+00 : f32
    %alloc = memref.alloc() {alignment = 64 : i64} : memref<16x64xf32>
    linalg.fill ins(%cst : f32) outs(%alloc : memref<16x64xf32>)
    linalg.matmul ins(%arg0, %arg1 : memref<16x32xf32, strided<[?, ?], offset: ?>>, memref<32x64xf32, strided<[?, ?], offset: ?>>) outs(%alloc : memref<16x64xf32>)
    %alloc_0 = memref.alloc() {alignment = 64 : i64} : memref<16x64xf32>
    linalg.map ins(%alloc : memref<16x64xf32>) outs(%alloc_0 : memref<16x64xf32>)
      (%in: f32, %init: f32) {
        %0 = arith.maximumf %in, %cst : f32
        linalg.yield %0 : f32
      }
    %alloc_1 = memref.alloc() {alignment = 64 : i64} : memref<16x64xf32>
    linalg.fill ins(%cst : f32) outs(%alloc_1 : memref<16x64xf32>)
    linalg.matmul ins(%alloc_0, %arg2 : memref<16x64xf32>, memref<64x64xf32, strided<[?, ?], offset: ?>>) outs(%alloc_1 : memref<16x64xf32>)
    %alloc_2 = memref.alloc() {alignment = 64 : i64} : memref<16x64xf32>
    linalg.map { arith.negf } ins(%alloc_1 : memref<16x64xf32>) outs(%alloc_2 : memref<16x64xf32>)
    memref.dealloc %alloc : memref<16x64xf32>
    memref.dealloc %alloc_0 : memref<16x64xf32>
    memref.dealloc %alloc_1 : memref<16x64xf32>
    return %alloc_2 : memref<16x64xf32>
  }
}


// -----

// tensor.pad + conv + pooling + transpose + depthwise conv, bufferized: the pad
// is a linalg.map with linalg.index writing %alloc_0 and a memref.copy into its
// subview. Sizes at 256-byte granularity: %alloc 1x18x4xf32 (288 B -> 512),
// %alloc_0 1x4x18xf32 (512), %alloc_1 1x8x16xf32 (512, returned), %alloc_2
// 1x8x8xf32 (256, returned), %alloc_3 2xf32 (256, the window: read by the
// pooling only), %alloc_4 1x16x4xf32 (256, returned). %alloc_0's last use is
// the transpose, before %alloc_4: they share 1024. The rest overlap. Pool
// 512 * 3 + 256 * 2 = 2048: %alloc_1 at 0, %alloc 512, %alloc_0 1024, %alloc_2
// 1536, %alloc_3 1792, %alloc_4 1024. (hip-ep's hip-ref-opt gives the same.)

// CHECK:      module attributes {{.*}}hipdnn.buffer_count = 6 : i64
// CHECK-SAME:   hipdnn.buffer_offsets = [512{{( : i64)?}}, 1024{{( : i64)?}}, 0{{( : i64)?}}, 1536{{( : i64)?}}, 1792{{( : i64)?}}, 1024{{( : i64)?}}]
// CHECK:        %{{.*}} = arith.constant 2048 : index
// CHECK:        %[[P:.*]] = memref.view %{{.*}}[%[[C1024:.*]]][] : memref<?xi8> to memref<1x4x18xf32>
// CHECK-NEXT:   linalg.map outs(%[[P]] : memref<1x4x18xf32>)
// CHECK:        linalg.index 2 : index
// CHECK:        memref.subview %[[P]][0, 0, 1] [1, 4, 16] [1, 1, 1]
// CHECK:        linalg.transpose ins(%[[P]] : memref<1x4x18xf32>)
// CHECK-NEXT:   %[[F:.*]] = memref.view %{{.*}}[%[[C1024]]][] : memref<?xi8> to memref<1x16x4xf32>
// CHECK-NEXT:   linalg.depthwise_conv_1d_nwc_wc {{.*}} outs(%[[F]] : memref<1x16x4xf32>)

module {
  func.func @conv_pad(%ctx: !hip.context, %arg0: memref<1x4x16xf32, strided<[?, ?, ?], offset: ?>>, %arg1: memref<8x4x3xf32, strided<[?, ?, ?], offset: ?>>, %arg2: memref<3x4xf32, strided<[?, ?], offset: ?>>) -> (memref<1x8x16xf32>, memref<1x8x8xf32>, memref<1x16x4xf32>) {
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

// linalg.softmax on memrefs: MLIR's effects read the input and read and write
// the init, so %a's life ends at the first softmax and %c takes its bytes
// (hip-ep's pass gives the same: offsets 0, 256, 0, pool 512). An op of unknown
// effects there would keep %a to the end of the block: a 768-byte pool.

// CHECK:      module attributes {{.*}}hipdnn.buffer_count = 3 : i64, hipdnn.buffer_offsets = [0{{( : i64)?}}, 256{{( : i64)?}}, 0{{( : i64)?}}]
// CHECK-LABEL: func.func @softmax(
// CHECK:        %pool = hip.get_pool(%ctx, %c512) : memref<?xi8>
// CHECK:        %a = memref.view %pool[%c0][] : memref<?xi8> to memref<64xf32>
// CHECK:        %b = memref.view %pool[%c256][] : memref<?xi8> to memref<64xf32>
// CHECK-NEXT:   linalg.softmax dimension(0) ins(%a : memref<64xf32>) outs(%b : memref<64xf32>)
// CHECK-NEXT:   %c = memref.view %pool[%c0][] : memref<?xi8> to memref<64xf32>
// CHECK-NEXT:   linalg.softmax dimension(0) ins(%b : memref<64xf32>) outs(%c : memref<64xf32>)
func.func @softmax(%ctx: !hip.context, %x: memref<64xf32>, %out: memref<64xf32>) {
  %a = memref.alloc() : memref<64xf32>
  memref.copy %x, %a : memref<64xf32> to memref<64xf32>
  %b = memref.alloc() : memref<64xf32>
  linalg.softmax dimension(0) ins(%a : memref<64xf32>) outs(%b : memref<64xf32>)
  %c = memref.alloc() : memref<64xf32>
  linalg.softmax dimension(0) ins(%b : memref<64xf32>) outs(%c : memref<64xf32>)
  memref.copy %c, %out : memref<64xf32> to memref<64xf32>
  return
}

// RUN: xdsl-opt -p hip-pool-allocs --allow-unregistered-dialect %s > %t.pooled.mlir
// RUN: xdsl-opt -p hip-pool-allocs --allow-unregistered-dialect %t.pooled.mlir | filecheck %s
// RUN: filecheck %s --input-file %t.pooled.mlir

// Running the pass twice: where xhip is deliberately safer than the reference
// (docs/semantics.md §12). The second run finds the allocs gone and the pool in place, and
// changes nothing, the module attributes included: both RUN lines give this.
// The reference's second run sees a function with nothing to pool and writes
// pool_size = 0, buffer_count = 0, buffer_offsets = [] over the first run's
// values. The runtime sizes the static pool of domain 0 from
// hipdnn.pool_size and finds the buffers through hipdnn.buffer_offsets, so it
// would hand this function a 0-byte pool that its views address up to byte 512
// (a at 256, b at 0, 256 B each): out of bounds.
// a 40 B, b 80 B, live together: b (larger) 0, a 256, pool 512.
// CHECK:      builtin.module attributes {hipdnn.pool_size = 512 : i64, hipdnn.buffer_count = 2 : i64, hipdnn.buffer_offsets = [256 : i64, 0 : i64]} {
// CHECK-NEXT:  func.func @twice(%ctx: !hip.context) {
// CHECK-NEXT:    %[[C512:.*]] = arith.constant 512 : index
// CHECK-NEXT:    %[[POOL:.*]] = hip.get_pool(%ctx, %[[C512]]) : memref<?xi8>
// CHECK-NEXT:    %[[C0:.*]] = arith.constant 0 : index
// CHECK-NEXT:    %[[C256:.*]] = arith.constant 256 : index
// CHECK-NEXT:    %a = memref.view %[[POOL]][%[[C256]]][] : memref<?xi8> to memref<10xf32>
// CHECK-NEXT:    %b = memref.view %[[POOL]][%[[C0]]][] : memref<?xi8> to memref<20xf32>
// CHECK-NEXT:    "test.op_with_memread"(%a, %b) : (memref<10xf32>, memref<20xf32>) -> ()
// CHECK-NEXT:    func.return
func.func @twice(%ctx: !hip.context) {
  %a = memref.alloc() : memref<10xf32>
  %b = memref.alloc() : memref<20xf32>
  "test.op_with_memread"(%a, %b) : (memref<10xf32>, memref<20xf32>) -> ()
  func.return
}

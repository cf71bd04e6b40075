// RUN: xhip-opt --hip-pool-allocs %s | filecheck %s
// RUN: xdsl-opt -p hip-pool-allocs %s | xhip-opt | filecheck %s

// A linalg payload's block arguments are elements of its operands (MLIR's
// LinalgStructuredInterface), copies of data: an op of unknown effects in the
// payload (cf.assert, which xDSL declares no effects for) keeps no buffer.
// %a (ops 1..4) and %b (2..5) end at their last uses, so %c (6..8) reuses
// %a's offset 0: a 512-byte pool, as hip-ep's. (Before: %in aliased %a, the
// assert kept it to the end and the pool was 768 bytes, %c at 512.)
// CHECK:      module attributes {hipdnn.buffer_count = 3 : i64, hipdnn.buffer_offsets = [0, 256, 0], hipdnn.pool_size = 512 : i64} {
// CHECK-NEXT:   func.func @main_graph(%ctx: !hip.context, %x: memref<8xi64>, %o: memref<8xi64>) {
// CHECK-NEXT:     %c0 = arith.constant 0 : i64
// CHECK-NEXT:     %c512 = arith.constant 512 : index
// CHECK-NEXT:     %pool = hip.get_pool(%ctx, %c512) : memref<?xi8>
// CHECK-NEXT:     %c0_1 = arith.constant 0 : index
// CHECK-NEXT:     %c256 = arith.constant 256 : index
// CHECK-NEXT:     %a = memref.view %pool[%c0_1][] : memref<?xi8> to memref<8xi64>
// CHECK-NEXT:     %b = memref.view %pool[%c256][] : memref<?xi8> to memref<8xi64>
// CHECK-NEXT:     memref.copy %x, %a : memref<8xi64> to memref<8xi64>
// CHECK-NEXT:     linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%a : memref<8xi64>) outs(%b : memref<8xi64>) {
// CHECK-NEXT:     ^bb0(%in: i64, %out: i64):
// CHECK-NEXT:       %p = arith.cmpi sge, %in, %c0 : i64
// CHECK-NEXT:       cf.assert %p, "neg"
// CHECK-NEXT:       linalg.yield %in : i64
// CHECK-NEXT:     }
// CHECK-NEXT:     memref.copy %b, %o : memref<8xi64> to memref<8xi64>
// CHECK-NEXT:     %c = memref.view %pool[%c0_1][] : memref<?xi8> to memref<8xi64>
// CHECK-NEXT:     memref.copy %x, %c : memref<8xi64> to memref<8xi64>
// CHECK-NEXT:     memref.copy %c, %o : memref<8xi64> to memref<8xi64>
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT: }

#m = affine_map<(d0) -> (d0)>
func.func @main_graph(%ctx: !hip.context, %x: memref<8xi64>, %o: memref<8xi64>) {
  %c0 = arith.constant 0 : i64
  %a = memref.alloc() : memref<8xi64>
  %b = memref.alloc() : memref<8xi64>
  memref.copy %x, %a : memref<8xi64> to memref<8xi64>
  linalg.generic {indexing_maps = [#m, #m], iterator_types = ["parallel"]} ins(%a : memref<8xi64>) outs(%b : memref<8xi64>) {
  ^bb0(%in: i64, %out: i64):
    %p = arith.cmpi sge, %in, %c0 : i64
    cf.assert %p, "neg"
    linalg.yield %in : i64
  }
  memref.copy %b, %o : memref<8xi64> to memref<8xi64>
  %c = memref.alloc() : memref<8xi64>
  memref.copy %x, %c : memref<8xi64> to memref<8xi64>
  memref.copy %c, %o : memref<8xi64> to memref<8xi64>
  return
}

// RUN: not xhip check --split-input-file %s 2>&1 | filecheck %s

// A linalg payload's block arguments are elements of the operands (MLIR's
// LinalgStructuredInterface), not addresses: an op of unknown effects in the
// payload (cf.assert) keeps no buffer. @ends: %a's last use is the
// linalg.generic, so %c may take its bytes after it. @overlaps: %c at %a's
// bytes is written while %a is still read: rejected.

// CHECK:      linalg-payload-elements.mlir:[[# @LINE + 35]]:3: error: @overlaps: views %a and %c share bytes while both live: %a (live 8..10, at {{.*}}linalg-payload-elements.mlir:[[# @LINE + 35]]:3) bytes [0, 64), %c (live 9..12, at {{.*}}linalg-payload-elements.mlir:[[# @LINE + 37]]:3) bytes [0, 64); binding: (constant sizes)
// CHECK-NEXT: linalg-payload-elements.mlir: 2 functions, 6 views, 2 function bindings checked: 1 violation

#m = affine_map<(d0) -> (d0)>
func.func @ends(%ctx: !hip.context, %x: memref<8xi64>, %o: memref<8xi64>) {
  %c0 = arith.constant 0 : i64
  %c512 = arith.constant 512 : index
  %pool = hip.get_pool(%ctx, %c512) : memref<?xi8>
  %z = arith.constant 0 : index
  %c256 = arith.constant 256 : index
  %a = memref.view %pool[%z][] : memref<?xi8> to memref<8xi64>
  %b = memref.view %pool[%c256][] : memref<?xi8> to memref<8xi64>
  memref.copy %x, %a : memref<8xi64> to memref<8xi64>
  linalg.generic {indexing_maps = [#m, #m], iterator_types = ["parallel"]} ins(%a : memref<8xi64>) outs(%b : memref<8xi64>) {
  ^bb0(%in: i64, %out: i64):
    %p = arith.cmpi sge, %in, %c0 : i64
    cf.assert %p, "neg"
    linalg.yield %in : i64
  }
  memref.copy %b, %o : memref<8xi64> to memref<8xi64>
  %c = memref.view %pool[%z][] : memref<?xi8> to memref<8xi64>
  memref.copy %x, %c : memref<8xi64> to memref<8xi64>
  memref.copy %c, %o : memref<8xi64> to memref<8xi64>
  return
}

// -----

#m = affine_map<(d0) -> (d0)>
func.func @overlaps(%ctx: !hip.context, %x: memref<8xi64>, %o: memref<8xi64>) {
  %c0 = arith.constant 0 : i64
  %c512 = arith.constant 512 : index
  %pool = hip.get_pool(%ctx, %c512) : memref<?xi8>
  %z = arith.constant 0 : index
  %c256 = arith.constant 256 : index
  %a = memref.view %pool[%z][] : memref<?xi8> to memref<8xi64>
  %b = memref.view %pool[%c256][] : memref<?xi8> to memref<8xi64>
  %c = memref.view %pool[%z][] : memref<?xi8> to memref<8xi64>
  memref.copy %x, %a : memref<8xi64> to memref<8xi64>
  memref.copy %x, %c : memref<8xi64> to memref<8xi64>
  linalg.generic {indexing_maps = [#m, #m], iterator_types = ["parallel"]} ins(%a : memref<8xi64>) outs(%b : memref<8xi64>) {
  ^bb0(%in: i64, %out: i64):
    %p = arith.cmpi sge, %in, %c0 : i64
    cf.assert %p, "neg"
    linalg.yield %in : i64
  }
  memref.copy %b, %o : memref<8xi64> to memref<8xi64>
  memref.copy %c, %o : memref<8xi64> to memref<8xi64>
  return
}

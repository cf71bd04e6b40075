// RUN: xdsl-opt %s | filecheck %s
// RUN: xdsl-opt %s --print-op-generic | xdsl-opt | filecheck %s
// RUN: xdsl-opt -p cse,dce %s | filecheck %s --check-prefix=KEPT
// RUN: xdsl-opt -p hip-resolve-memref-dims %s | filecheck %s --check-prefix=KEPT

// The hip.alloc_output op (docs/semantics.md §11.3): `hip.alloc_output(%ctx[, %d…]) {attrs} :
// memref<…>`, attributes printed sorted by name, out_idx among them. It has a
// write effect and no allocation effect: cse does not merge two of them, and
// neither dce nor the greedy driver of hip-resolve-memref-dims (which erases
// unused ops that only read or allocate) removes an unused one.

// CHECK-LABEL: func.func @ops(%ctx: !hip.context, %n: index) {
// CHECK-NEXT:    %a = hip.alloc_output(%ctx) {out_idx = 0 : i64} : memref<8xf32>
// CHECK-NEXT:    %b = hip.alloc_output(%ctx, %n, %n) {hipdnn.abi_groups = array<i64: 2>, hipdnn.abi_shape = array<i64: 2, 4>, out_idx = 1 : i64} : memref<?x?xf32>
// CHECK-NEXT:    %c = hip.alloc_output(%ctx) {out_idx = 0 : i64} : memref<8xf32>
// CHECK-NEXT:    func.return
// KEPT-LABEL: func.func @ops(%ctx: !hip.context, %n: index) {
// KEPT-NEXT:    %a = hip.alloc_output(%ctx) {out_idx = 0 : i64} : memref<8xf32>
// KEPT-NEXT:    %b = hip.alloc_output(%ctx, %n, %n) {hipdnn.abi_groups = array<i64: 2>, hipdnn.abi_shape = array<i64: 2, 4>, out_idx = 1 : i64} : memref<?x?xf32>
// KEPT-NEXT:    %c = hip.alloc_output(%ctx) {out_idx = 0 : i64} : memref<8xf32>
// KEPT-NEXT:    func.return
func.func @ops(%ctx: !hip.context, %n: index) {
  %a = hip.alloc_output(%ctx) {out_idx = 0 : i64} : memref<8xf32>
  %b = hip.alloc_output(%ctx, %n, %n) {out_idx = 1 : i64, hipdnn.abi_shape = array<i64: 2, 4>, hipdnn.abi_groups = array<i64: 2>} : memref<?x?xf32>
  %c = hip.alloc_output(%ctx) {out_idx = 0 : i64} : memref<8xf32>
  func.return
}

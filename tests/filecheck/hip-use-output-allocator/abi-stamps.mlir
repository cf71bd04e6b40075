// RUN: xdsl-opt -p hip-use-output-allocator --allow-unregistered-dialect --split-input-file %s | filecheck %s
// RUN: xdsl-opt -p hip-use-output-allocator,hip-use-output-allocator --allow-unregistered-dialect --split-input-file %s | filecheck %s

// The ABI stamps of hip.alloc_output (docs/semantics.md §11.3): from the operand R of the
// last func.return at out_idx back to the new op, only casts and exactly one
// collapse_shape or expand_shape may be met. Then hipdnn.abi_shape is R's shape
// (kDynamic = -9223372036854775808 for a dynamic size) and hipdnn.abi_groups
// the reassociation group sizes. (The group check, sizes summing to the
// internal rank with one group per external dimension for a collapse and the
// reverse for an expand, holds for every shape MLIR verifies, casts keeping the
// rank; it is not reachable from valid IR.)

// An expand with a dynamic size, then a cast: R's shape is taken after the cast.
// CHECK-LABEL: func.func @expand_cast(%ctx: !hip.context, %n: index, %m: index) -> memref<?x?xf32> {
// CHECK-NEXT:    %b = hip.alloc_output(%ctx, %n) {hipdnn.abi_groups = array<i64: 2>, hipdnn.abi_shape = array<i64: -9223372036854775808, -9223372036854775808>, out_idx = 0 : i64} : memref<?xf32>
func.func @expand_cast(%ctx: !hip.context, %n: index, %m: index) -> memref<?x?xf32> {
  %b = memref.alloc(%n) : memref<?xf32>
  %e = memref.expand_shape %b [[0, 1]] output_shape [%m, 4] : memref<?xf32> into memref<?x4xf32>
  %r = memref.cast %e : memref<?x4xf32> to memref<?x?xf32>
  return %r : memref<?x?xf32>
}

// Casts alone: no reshape, no stamp. Two reshapes: no stamp. A reshape that
// keeps the rank: no stamp.
// CHECK-LABEL: func.func @no_stamps(%ctx: !hip.context) -> (memref<?xf32>, memref<4x2xf32>, memref<4x8xf32>) {
// CHECK-NEXT:    %a = hip.alloc_output(%ctx) {out_idx = 0 : i64} : memref<8xf32>
// CHECK:         %b = hip.alloc_output(%ctx) {out_idx = 1 : i64} : memref<2x4xf32>
// CHECK:         %c = hip.alloc_output(%ctx) {out_idx = 2 : i64} : memref<4x8xf32>
func.func @no_stamps(%ctx: !hip.context) -> (memref<?xf32>, memref<4x2xf32>, memref<4x8xf32>) {
  %a = memref.alloc() : memref<8xf32>
  %ac = memref.cast %a : memref<8xf32> to memref<?xf32>
  %b = memref.alloc() : memref<2x4xf32>
  %bf = memref.collapse_shape %b [[0, 1]] : memref<2x4xf32> into memref<8xf32>
  %be = memref.expand_shape %bf [[0, 1]] output_shape [4, 2] : memref<8xf32> into memref<4x2xf32>
  %c = memref.alloc() : memref<4x8xf32>
  %ce = memref.expand_shape %c [[0], [1]] output_shape [4, 8] : memref<4x8xf32> into memref<4x8xf32>
  return %ac, %be, %ce : memref<?xf32>, memref<4x2xf32>, memref<4x8xf32>
}

// Several returns: the last one decides. Here it returns %o itself (no
// reshape): no stamp for %o, nor for %y, which the first return sees through a
// collapse.
// CHECK-LABEL: func.func @last_return(%ctx: !hip.context, %c: i1) -> memref<8xf32> {
// CHECK-NEXT:    %o = hip.alloc_output(%ctx) {out_idx = 0 : i64} : memref<8xf32>
// CHECK-NEXT:    cf.cond_br
// CHECK-NEXT:  ^
// CHECK-NEXT:    %x = memref.collapse_shape %o
// CHECK-NEXT:    %y = hip.alloc_output(%ctx) {out_idx = 0 : i64} : memref<2x4xf32>
func.func @last_return(%ctx: !hip.context, %c: i1) -> memref<8xf32> {
  %o = memref.alloc() : memref<8xf32>
  cf.cond_br %c, ^bb1, ^bb2
^bb1:
  %x = memref.collapse_shape %o [[0]] : memref<8xf32> into memref<8xf32>
  %y = memref.alloc() : memref<2x4xf32>
  %z = memref.collapse_shape %y [[0, 1]] : memref<2x4xf32> into memref<8xf32>
  return %z : memref<8xf32>
^bb2:
  return %o : memref<8xf32>
}

// The reverse: the last return sees the collapse of %y, which gets the stamp.
// CHECK-LABEL: func.func @last_return_stamped(%ctx: !hip.context, %c: i1) -> memref<8xf32> {
// CHECK-NEXT:    %o = hip.alloc_output(%ctx) {out_idx = 0 : i64} : memref<8xf32>
// CHECK-NEXT:    cf.cond_br
// CHECK-NEXT:  ^
// CHECK-NEXT:    func.return %o : memref<8xf32>
// CHECK-NEXT:  ^
// CHECK-NEXT:    %y = hip.alloc_output(%ctx) {hipdnn.abi_groups = array<i64: 2>, hipdnn.abi_shape = array<i64: 8>, out_idx = 0 : i64} : memref<2x4xf32>
func.func @last_return_stamped(%ctx: !hip.context, %c: i1) -> memref<8xf32> {
  %o = memref.alloc() : memref<8xf32>
  cf.cond_br %c, ^bb1, ^bb2
^bb1:
  return %o : memref<8xf32>
^bb2:
  %y = memref.alloc() : memref<2x4xf32>
  %z = memref.collapse_shape %y [[0, 1]] : memref<2x4xf32> into memref<8xf32>
  return %z : memref<8xf32>
}

// -----

// hipdnn.output_shapes on the module: an entry (a DenseI64Array) of another
// rank than R vetoes the stamp of its output; one of the same rank, or an
// entry that is not such an array, does not.
// CHECK-LABEL: func.func @declared_shapes(%ctx: !hip.context) -> (memref<2x4xf32>, memref<2x4xf32>, memref<2x4xf32>) {
// CHECK-NEXT:    %a = hip.alloc_output(%ctx) {out_idx = 0 : i64} : memref<8xf32>
// CHECK:         %b = hip.alloc_output(%ctx) {hipdnn.abi_groups = array<i64: 2>, hipdnn.abi_shape = array<i64: 2, 4>, out_idx = 1 : i64} : memref<8xf32>
// CHECK:         %c = hip.alloc_output(%ctx) {hipdnn.abi_groups = array<i64: 2>, hipdnn.abi_shape = array<i64: 2, 4>, out_idx = 2 : i64} : memref<8xf32>
builtin.module attributes {hipdnn.output_shapes = [array<i64: 8>, array<i64: 2, 4>, 7 : i64]} {
  func.func @declared_shapes(%ctx: !hip.context) -> (memref<2x4xf32>, memref<2x4xf32>, memref<2x4xf32>) {
    %a = memref.alloc() : memref<8xf32>
    %ae = memref.expand_shape %a [[0, 1]] output_shape [2, 4] : memref<8xf32> into memref<2x4xf32>
    %b = memref.alloc() : memref<8xf32>
    %be = memref.expand_shape %b [[0, 1]] output_shape [2, 4] : memref<8xf32> into memref<2x4xf32>
    %c = memref.alloc() : memref<8xf32>
    %ce = memref.expand_shape %c [[0, 1]] output_shape [2, 4] : memref<8xf32> into memref<2x4xf32>
    return %ae, %be, %ce : memref<2x4xf32>, memref<2x4xf32>, memref<2x4xf32>
  }
}

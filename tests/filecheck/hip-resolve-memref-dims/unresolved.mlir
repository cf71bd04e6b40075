// RUN: xdsl-opt -p hip-resolve-memref-dims --allow-unregistered-dialect %s | filecheck %s
// RUN: xdsl-opt -p hip-resolve-memref-dims,hip-resolve-memref-dims --allow-unregistered-dialect %s | filecheck %s

// What hip-resolve-memref-dims leaves as it is (docs/semantics.md §11.1, "Surprises").

// collapse_shape does not implement reify in LLVM 22: its dynamic dim stays,
// although the pass description claims it is resolved. Its static dim folds.
// CHECK-LABEL: func.func @collapse(%y: memref<?x8x4xf32>) -> (index, index) {
// CHECK-NEXT:    %c4 = arith.constant 4 : index
// CHECK-NEXT:    %c0 = arith.constant 0 : index
// CHECK-NEXT:    %f = memref.collapse_shape %y {{\[}}[0 : i64, 1 : i64], [2 : i64]] : memref<?x8x4xf32> into memref<?x4xf32>
// CHECK-NEXT:    %v = memref.dim %f, %c0 : memref<?x4xf32>
// CHECK-NEXT:    func.return %v, %c4 : index, index
// CHECK-NEXT:  }
func.func @collapse(%y: memref<?x8x4xf32>) -> (index, index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %f = memref.collapse_shape %y [[0, 1], [2]] : memref<?x8x4xf32> into memref<?x4xf32>
  %v = memref.dim %f, %c0 : memref<?x4xf32>
  %w = memref.dim %f, %c1 : memref<?x4xf32>
  func.return %v, %w : index, index
}

// reinterpret_cast: its dim fold was removed upstream; the size operand %n is
// not looked up.
// CHECK-LABEL: func.func @reinterpret(%x: memref<?xf32>, %n: index) -> index {
// CHECK-NEXT:    %c0 = arith.constant 0 : index
// CHECK-NEXT:    %r = memref.reinterpret_cast %x to offset: [0], sizes: [%n, 4], strides: [4, 1] : memref<?xf32> to memref<?x4xf32>
// CHECK-NEXT:    %d = memref.dim %r, %c0 : memref<?x4xf32>
// CHECK-NEXT:    func.return %d : index
// CHECK-NEXT:  }
func.func @reinterpret(%x: memref<?xf32>, %n: index) -> index {
  %c0 = arith.constant 0 : index
  %r = memref.reinterpret_cast %x to offset: [0], sizes: [%n, 4], strides: [4, 1] : memref<?xf32> to memref<?x4xf32>
  %d = memref.dim %r, %c0 : memref<?x4xf32>
  func.return %d : index
}

// A function argument, a call result, an opaque op's result: nothing to look up.
// CHECK-LABEL: func.func @opaque(%x: memref<?xf32>) -> (index, index, index) {
// CHECK-NEXT:    %c0 = arith.constant 0 : index
// CHECK-NEXT:    %a = memref.dim %x, %c0 : memref<?xf32>
// CHECK-NEXT:    %y = func.call @make() : () -> memref<?xf32>
// CHECK-NEXT:    %b = memref.dim %y, %c0 : memref<?xf32>
// CHECK-NEXT:    %z = "test.op"(%x) : (memref<?xf32>) -> memref<?xf32>
// CHECK-NEXT:    %c = memref.dim %z, %c0 : memref<?xf32>
// CHECK-NEXT:    func.return %a, %b, %c : index, index, index
// CHECK-NEXT:  }
func.func @opaque(%x: memref<?xf32>) -> (index, index, index) {
  %c0 = arith.constant 0 : index
  %a = memref.dim %x, %c0 : memref<?xf32>
  %y = func.call @make() : () -> memref<?xf32>
  %b = memref.dim %y, %c0 : memref<?xf32>
  %z = "test.op"(%x) : (memref<?xf32>) -> memref<?xf32>
  %c = memref.dim %z, %c0 : memref<?xf32>
  func.return %a, %b, %c : index, index, index
}
func.func private @make() -> memref<?xf32>

// Every rule but reshape's needs a constant index in range on a ranked memref:
// a runtime index, index 5 of a rank-2 memref (even of its static dim), a
// negative index and an unranked memref keep their dims.
// CHECK-LABEL: func.func @indices(%n: index, %i: index, %u: memref<*xf32>) -> (index, index, index, index) {
// CHECK-NEXT:    %c0 = arith.constant 0 : index
// CHECK-NEXT:    %c5 = arith.constant 5 : index
// CHECK-NEXT:    %c-1 = arith.constant -1 : index
// CHECK-NEXT:    %a = memref.alloc(%n) : memref<?x4xf32>
// CHECK-NEXT:    %d = memref.dim %a, %i : memref<?x4xf32>
// CHECK-NEXT:    %e = memref.dim %a, %c5 : memref<?x4xf32>
// CHECK-NEXT:    %f = memref.dim %a, %c-1 : memref<?x4xf32>
// CHECK-NEXT:    %g = memref.dim %u, %c0 : memref<*xf32>
// CHECK-NEXT:    func.return %d, %e, %f, %g : index, index, index, index
// CHECK-NEXT:  }
func.func @indices(%n: index, %i: index, %u: memref<*xf32>) -> (index, index, index, index) {
  %c0 = arith.constant 0 : index
  %c5 = arith.constant 5 : index
  %c-1 = arith.constant -1 : index
  %a = memref.alloc(%n) : memref<?x4xf32>
  %d = memref.dim %a, %i : memref<?x4xf32>
  %e = memref.dim %a, %c5 : memref<?x4xf32>
  %f = memref.dim %a, %c-1 : memref<?x4xf32>
  %g = memref.dim %u, %c0 : memref<*xf32>
  func.return %d, %e, %f, %g : index, index, index, index
}

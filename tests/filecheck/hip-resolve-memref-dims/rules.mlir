// RUN: xdsl-opt -p hip-resolve-memref-dims --allow-unregistered-dialect %s | filecheck %s
// RUN: xdsl-opt -p hip-resolve-memref-dims,hip-resolve-memref-dims --allow-unregistered-dialect %s | filecheck %s
// RUN: xhip-opt --hip-resolve-memref-dims --allow-unregistered-dialect %s | filecheck %s --check-prefix=OPT

// The rules of hip-resolve-memref-dims (docs/semantics.md §11.1), one function each; the
// second RUN line runs the pass twice: the output is the same (idempotent).
// Unused ops are erased by the greedy driver (a dim, once folded, is dead), and
// constants are uniqued at the top of the entry block.

// OPT: func.func @static_dim
// OPT-NEXT: %c64 = arith.constant 64 : index
// OPT-NEXT: return %c64 : index

// A static dimension of the queried type becomes a constant.
// CHECK-LABEL: func.func @static_dim(%x: memref<?x64xf32>) -> index {
// CHECK-NEXT:    %c64 = arith.constant 64 : index
// CHECK-NEXT:    func.return %c64 : index
// CHECK-NEXT:  }
func.func @static_dim(%x: memref<?x64xf32>) -> index {
  %c1 = arith.constant 1 : index
  %d = memref.dim %x, %c1 : memref<?x64xf32>
  func.return %d : index
}

// alloc, alloca, view: the k-th dynamic size operand, k the position of the
// dimension among the result type's dynamic ones (dim 2 of ?x4x? is the 2nd).
// CHECK-LABEL: func.func @size_operands(%a: index, %b: index) -> (index, index, index, index) {
// CHECK-NEXT:    %c0 = arith.constant 0 : index
// CHECK-NEXT:    %m = memref.alloc(%a, %b) : memref<?x4x?xf32>
// CHECK-NEXT:    %s = memref.alloca(%b) : memref<8x?xf32>
// CHECK-NEXT:    %buf = memref.alloc(%a) : memref<?xi8>
// CHECK-NEXT:    %v = memref.view %buf[%c0][%b, %a] : memref<?xi8> to memref<?x?xf16>
// CHECK-NEXT:    "test.op"(%m, %s, %v) : (memref<?x4x?xf32>, memref<8x?xf32>, memref<?x?xf16>) -> ()
// CHECK-NEXT:    func.return %a, %b, %b, %a : index, index, index, index
// CHECK-NEXT:  }
func.func @size_operands(%a: index, %b: index) -> (index, index, index, index) {
  %c0 = arith.constant 0 : index
  %c2 = arith.constant 2 : index
  %m = memref.alloc(%a, %b) : memref<?x4x?xf32>
  %s = memref.alloca(%b) : memref<8x?xf32>
  %d0 = memref.dim %m, %c0 : memref<?x4x?xf32>
  %d2 = memref.dim %m, %c2 : memref<?x4x?xf32>
  %c1 = arith.constant 1 : index
  %e1 = memref.dim %s, %c1 : memref<8x?xf32>
  %buf = memref.alloc(%a) : memref<?xi8>
  %v = memref.view %buf[%c0][%b, %a] : memref<?xi8> to memref<?x?xf16>
  %w = memref.dim %v, %c1 : memref<?x?xf16>
  "test.op"(%m, %s, %v) : (memref<?x4x?xf32>, memref<8x?xf32>, memref<?x?xf16>) -> ()
  func.return %d0, %d2, %e1, %w : index, index, index, index
}

// subview: the subview's size operand for that result dimension. The
// rank-reducing one drops dimension 0 (size 1): its result dimensions 0 and 1
// are %n and %m. The source (all dynamic) is not consulted.
// CHECK-LABEL: func.func @subviews(%x: memref<?x?x?xf32>, %n: index, %m: index, %k: index) -> (index, index, index) {
// CHECK-NEXT:    func.return %n, %m, %k : index, index, index
// CHECK-NEXT:  }
func.func @subviews(%x: memref<?x?x?xf32>, %n: index, %m: index, %k: index) -> (index, index, index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %s = memref.subview %x[0, 0, 0] [1, %n, %m] [1, 1, 1] : memref<?x?x?xf32> to memref<?x?xf32, strided<[?, 1]>>
  %d0 = memref.dim %s, %c0 : memref<?x?xf32, strided<[?, 1]>>
  %d1 = memref.dim %s, %c1 : memref<?x?xf32, strided<[?, 1]>>
  %t = memref.subview %x[0, 0, 0] [%k, 4, 1] [1, 1, 1] : memref<?x?x?xf32> to memref<?x4xf32, strided<[?, ?]>>
  %e0 = memref.dim %t, %c0 : memref<?x4xf32, strided<[?, ?]>>
  func.return %d0, %d1, %e0 : index, index, index
}

// cast: the dim is rewritten in place to query the cast's source, so chains of
// casts collapse; dimension 1 of %x is static (8). A cast of an unranked memref
// is not looked through. The casts, once unused, are erased.
// CHECK-LABEL: func.func @casts(%x: memref<?x8xf32>, %u: memref<*xf32>) -> (index, index, index) {
// CHECK-NEXT:    %c8 = arith.constant 8 : index
// CHECK-NEXT:    %c0 = arith.constant 0 : index
// CHECK-NEXT:    %d0 = memref.dim %x, %c0 : memref<?x8xf32>
// CHECK-NEXT:    %r = memref.cast %u : memref<*xf32> to memref<?xf32>
// CHECK-NEXT:    %e = memref.dim %r, %c0 : memref<?xf32>
// CHECK-NEXT:    func.return %d0, %c8, %e : index, index, index
// CHECK-NEXT:  }
func.func @casts(%x: memref<?x8xf32>, %u: memref<*xf32>) -> (index, index, index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %a = memref.cast %x : memref<?x8xf32> to memref<?x?xf32>
  %b = memref.cast %a : memref<?x?xf32> to memref<?x?xf32, strided<[?, 1]>>
  %d0 = memref.dim %b, %c0 : memref<?x?xf32, strided<[?, 1]>>
  %d1 = memref.dim %b, %c1 : memref<?x?xf32, strided<[?, 1]>>
  %r = memref.cast %u : memref<*xf32> to memref<?xf32>
  %e = memref.dim %r, %c0 : memref<?xf32>
  func.return %d0, %d1, %e : index, index, index
}

// The rules compose: a dim of a cast of a subview is the subview's size operand
// (docs/semantics.md §11.1, example 1). The second dim resolves to the subview's static 32;
// memref.copy's folder absorbs the cast (copy %s), which leaves %k dead.
// CHECK-LABEL: func.func @cast_of_subview(%x: memref<?x64xf32>) -> memref<?x?xf32> {
// CHECK-NEXT:    %c32 = arith.constant 32 : index
// CHECK-NEXT:    %c0 = arith.constant 0 : index
// CHECK-NEXT:    %n = memref.dim %x, %c0 : memref<?x64xf32>
// CHECK-NEXT:    %a = memref.alloc(%n) : memref<?x64xf32>
// CHECK-NEXT:    %s = memref.subview %a[0, 0] [%n, 32] [1, 1] : memref<?x64xf32> to memref<?x32xf32, strided<[64, 1]>>
// CHECK-NEXT:    %b = memref.alloc(%n, %c32) : memref<?x?xf32>
// CHECK-NEXT:    memref.copy %s, %b : memref<?x32xf32, strided<[64, 1]>> to memref<?x?xf32>
// CHECK-NEXT:    func.return %b : memref<?x?xf32>
// CHECK-NEXT:  }
func.func @cast_of_subview(%x: memref<?x64xf32>) -> memref<?x?xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %n = memref.dim %x, %c0 : memref<?x64xf32>
  %a = memref.alloc(%n) : memref<?x64xf32>
  %s = memref.subview %a[0, 0] [%n, 32] [1, 1] : memref<?x64xf32> to memref<?x32xf32, strided<[64, 1]>>
  %k = memref.cast %s : memref<?x32xf32, strided<[64, 1]>> to memref<?x?xf32, strided<[64, 1]>>
  %d0 = memref.dim %k, %c0 : memref<?x?xf32, strided<[64, 1]>>
  %d1 = memref.dim %k, %c1 : memref<?x?xf32, strided<[64, 1]>>
  %b = memref.alloc(%d0, %d1) : memref<?x?xf32>
  memref.copy %k, %b : memref<?x?xf32, strided<[64, 1]>> to memref<?x?xf32>
  func.return %b : memref<?x?xf32>
}

// expand_shape (reify): the matching output_shape entry.
// CHECK-LABEL: func.func @expand(%x: memref<?x64xf32>, %p: index, %t: index) -> (index, index) {
// CHECK-NEXT:    func.return %p, %t : index, index
// CHECK-NEXT:  }
func.func @expand(%x: memref<?x64xf32>, %p: index, %t: index) -> (index, index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %e = memref.expand_shape %x [[0, 1], [2]] output_shape [%p, %t, 64] : memref<?x64xf32> into memref<?x?x64xf32>
  %u = memref.dim %e, %c1 : memref<?x?x64xf32>
  %w = memref.dim %e, %c0 : memref<?x?x64xf32>
  func.return %w, %u : index, index
}

// reshape: a load of the shape operand at the dim's index, right after the
// reshape (index_cast when the shape is not of index); dims in block order give
// loads in block order. The reshape, then unused, is erased. Non-constant
// indices are fine, but only when they are defined before the reshape: %j
// (defined after it) keeps its dim.
// CHECK-LABEL: func.func @reshape(%x: memref<?xf32>, %sh: memref<2xi32>, %si: memref<2xindex>, %i: index) -> (index, index, index, index, index) {
// CHECK-NEXT:    %c0 = arith.constant 0 : index
// CHECK-NEXT:    %c1 = arith.constant 1 : index
// CHECK-NEXT:    %0 = memref.load %sh[%c0] : memref<2xi32>
// CHECK-NEXT:    %d0 = arith.index_cast %0 : i32 to index
// CHECK-NEXT:    %1 = memref.load %sh[%c1] : memref<2xi32>
// CHECK-NEXT:    %d1 = arith.index_cast %1 : i32 to index
// CHECK-NEXT:    %q = memref.reshape %x(%si) : (memref<?xf32>, memref<2xindex>) -> memref<?x?xf32>
// CHECK-NEXT:    %di = memref.load %si[%i] : memref<2xindex>
// CHECK-NEXT:    %j = "test.op"() : () -> index
// CHECK-NEXT:    %dj = memref.dim %q, %j : memref<?x?xf32>
// CHECK-NEXT:    func.return %d0, %d1, %di, %dj, %j : index, index, index, index, index
// CHECK-NEXT:  }
func.func @reshape(%x: memref<?xf32>, %sh: memref<2xi32>, %si: memref<2xindex>, %i: index) -> (index, index, index, index, index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %r = memref.reshape %x(%sh) : (memref<?xf32>, memref<2xi32>) -> memref<?x?xf32>
  %q = memref.reshape %x(%si) : (memref<?xf32>, memref<2xindex>) -> memref<?x?xf32>
  %j = "test.op"() : () -> index
  %d0 = memref.dim %r, %c0 : memref<?x?xf32>
  %d1 = memref.dim %r, %c1 : memref<?x?xf32>
  %di = memref.dim %q, %i : memref<?x?xf32>
  %dj = memref.dim %q, %j : memref<?x?xf32>
  func.return %d0, %d1, %di, %dj, %j : index, index, index, index, index
}

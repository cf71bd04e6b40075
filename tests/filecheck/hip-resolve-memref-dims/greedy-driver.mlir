// RUN: xdsl-opt -p hip-resolve-memref-dims --allow-unregistered-dialect %s | filecheck %s
// RUN: xdsl-opt -p hip-resolve-memref-dims,hip-resolve-memref-dims --allow-unregistered-dialect %s | filecheck %s

// What MLIR's greedy driver does besides the dim rules (docs/semantics.md §11.1,
// "Greedy-driver side effects"), as xhip's driver reproduces it.

// Constants: the leading run of the entry block stays in place; each constant
// found later is moved to the top, so later ones land above earlier ones
// (%c3 above %c2), and the ones the folders make go there too (%c5 = 2 + 3,
// then %c7 from the dim); a duplicate (%c2b) is replaced by the first one.
// Folders: `muli %c2, %n` has its constant moved right, `addi %q, %c0` is %q.
// Dead ops go: the dim, once folded; the alloc whose only user was that dim;
// an unused load, unused arithmetic, constants left unused (%c0, %c1). An op
// with unknown effects stays.
// CHECK-LABEL: func.func @side_effects(%x: memref<?x7xf32>, %n: index, %buf: memref<4xindex>) -> (index, index, index) {
// CHECK-NEXT:    %c7 = arith.constant 7 : index
// CHECK-NEXT:    %c5 = arith.constant 5 : index
// CHECK-NEXT:    %c3 = arith.constant 3 : index
// CHECK-NEXT:    %c2 = arith.constant 2 : index
// CHECK-NEXT:    "test.op"(%n) : (index) -> ()
// CHECK-NEXT:    %m = arith.muli %n, %c2 : index
// CHECK-NEXT:    %p = arith.muli %m, %c3 : index
// CHECK-NEXT:    %q = arith.addi %p, %c2 : index
// CHECK-NEXT:    func.return %q, %c5, %c7 : index, index, index
// CHECK-NEXT:  }
func.func @side_effects(%x: memref<?x7xf32>, %n: index, %buf: memref<4xindex>) -> (index, index, index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %a = memref.alloc(%n) : memref<?x4xf32>
  %d = memref.dim %a, %c0 : memref<?x4xf32>
  "test.op"(%d) : (index) -> ()
  %c2 = arith.constant 2 : index
  %m = arith.muli %c2, %n : index
  %c3 = arith.constant 3 : index
  %p = arith.muli %m, %c3 : index
  %c2b = arith.constant 2 : index
  %q = arith.addi %p, %c2b : index
  %s = arith.addi %c2, %c3 : index
  %z = arith.addi %q, %c0 : index
  %l = memref.load %buf[%c1] : memref<4xindex>
  %dead = arith.muli %l, %q : index
  %e = memref.dim %x, %c1 : memref<?x7xf32>
  func.return %z, %s, %e : index, index, index
}

// Non-constant ops are not CSE'd: two equal dims (of an argument) survive; so
// do two equal loads made for two dims of one reshape.
// CHECK-LABEL: func.func @no_cse(%x: memref<?xf32>, %sh: memref<1xindex>) -> (index, index, index, index) {
// CHECK-NEXT:    %c0 = arith.constant 0 : index
// CHECK-NEXT:    %a = memref.dim %x, %c0 : memref<?xf32>
// CHECK-NEXT:    %b = memref.dim %x, %c0 : memref<?xf32>
// CHECK-NEXT:    %c = memref.load %sh[%c0] : memref<1xindex>
// CHECK-NEXT:    %d = memref.load %sh[%c0] : memref<1xindex>
// CHECK-NEXT:    func.return %a, %b, %c, %d : index, index, index, index
// CHECK-NEXT:  }
func.func @no_cse(%x: memref<?xf32>, %sh: memref<1xindex>) -> (index, index, index, index) {
  %c0 = arith.constant 0 : index
  %a = memref.dim %x, %c0 : memref<?xf32>
  %b = memref.dim %x, %c0 : memref<?xf32>
  %r = memref.reshape %x(%sh) : (memref<?xf32>, memref<1xindex>) -> memref<?xf32>
  %c = memref.dim %r, %c0 : memref<?xf32>
  %d = memref.dim %r, %c0 : memref<?xf32>
  func.return %a, %b, %c, %d : index, index, index, index
}

// memref.cast is absorbed into its memref consumers (load, store, dealloc):
// they use the cast's source; the cast, then unused, is erased. An identity
// cast folds to its source. Views stay (no view canonicalization).
// CHECK-LABEL: func.func @casts(%n: index, %v: f32) -> (f32, memref<?xf32>) {
// CHECK-NEXT:    %c0 = arith.constant 0 : index
// CHECK-NEXT:    %a = memref.alloc(%n) : memref<?xf32>
// CHECK-NEXT:    memref.store %v, %a[%c0] : memref<?xf32>
// CHECK-NEXT:    %l = memref.load %a[%c0] : memref<?xf32>
// CHECK-NEXT:    %s = memref.subview %a[0] [%n] [1] : memref<?xf32> to memref<?xf32, strided<[1]>>
// CHECK-NEXT:    "test.op"(%s) : (memref<?xf32, strided<[1]>>) -> ()
// CHECK-NEXT:    memref.dealloc %a : memref<?xf32>
// CHECK-NEXT:    func.return %l, %a : f32, memref<?xf32>
// CHECK-NEXT:  }
func.func @casts(%n: index, %v: f32) -> (f32, memref<?xf32>) {
  %c0 = arith.constant 0 : index
  %a = memref.alloc(%n) : memref<?xf32>
  %k = memref.cast %a : memref<?xf32> to memref<?xf32, strided<[?], offset: ?>>
  memref.store %v, %k[%c0] : memref<?xf32, strided<[?], offset: ?>>
  %l = memref.load %k[%c0] : memref<?xf32, strided<[?], offset: ?>>
  %s = memref.subview %a[0] [%n] [1] : memref<?xf32> to memref<?xf32, strided<[1]>>
  "test.op"(%s) : (memref<?xf32, strided<[1]>>) -> ()
  %i = memref.cast %a : memref<?xf32> to memref<?xf32>
  memref.dealloc %k : memref<?xf32, strided<[?], offset: ?>>
  func.return %l, %i : f32, memref<?xf32>
}

// An op with regions whose results are unused and whose nested ops only read
// (recursive effects) is dead too; one that writes stays.
// CHECK-LABEL: func.func @dead_region(%c: i1, %n: index, %buf: memref<1xindex>) {
// CHECK-NEXT:    %c0 = arith.constant 0 : index
// CHECK-NEXT:    scf.if %c {
// CHECK-NEXT:      memref.store %n, %buf[%c0] : memref<1xindex>
// CHECK-NEXT:    }
// CHECK-NEXT:    func.return
// CHECK-NEXT:  }
func.func @dead_region(%c: i1, %n: index, %buf: memref<1xindex>) {
  %c0 = arith.constant 0 : index
  %r = scf.if %c -> (index) {
    %x = arith.addi %n, %n : index
    %l = memref.load %buf[%c0] : memref<1xindex>
    %y = arith.muli %x, %l : index
    scf.yield %y : index
  } else {
    scf.yield %n : index
  }
  scf.if %c {
    memref.store %n, %buf[%c0] : memref<1xindex>
  }
  func.return
}

// Every arith op is free of memory effects in MLIR, the divisions and
// remainders too (whatever the divisor: not speculatable, still dead when
// unused), so unused ones go with the constants they alone used. xDSL's
// `arith.remui` declares no effects; hip-ref-opt (hip-ep 6f3347267) gives this
// function, after `--hip-resolve-memref-dims`:
//   %0 = arith.remui %arg1, %arg0 : index
//   %1 = arith.muli %0, %arg1 : index
//   return %1 : index
// CHECK-LABEL: func.func @dead_divisions(%n: index, %m: index) -> index {
// CHECK-NEXT:    %k = arith.remui %m, %n : index
// CHECK-NEXT:    %u = arith.muli %k, %m : index
// CHECK-NEXT:    func.return %u : index
// CHECK-NEXT:  }
func.func @dead_divisions(%n: index, %m: index) -> index {
  %c4 = arith.constant 4 : index
  %r = arith.remui %n, %c4 : index
  %s = arith.remsi %n, %m : index
  %d = arith.divui %n, %m : index
  %e = arith.divsi %n, %m : index
  %f = arith.ceildivui %n, %m : index
  %g = arith.ceildivsi %n, %m : index
  %h = arith.floordivsi %n, %m : index
  %k = arith.remui %m, %n : index
  %u = arith.muli %k, %m : index
  func.return %u : index
}

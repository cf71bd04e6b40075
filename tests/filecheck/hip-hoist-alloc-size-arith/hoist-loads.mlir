// RUN: xdsl-opt -p 'hip-hoist-alloc-size-arith{hoist-loads=true}' --allow-unregistered-dialect %s | filecheck %s
// RUN: xdsl-opt -p 'hip-hoist-alloc-size-arith{hoist-loads=true},hip-hoist-alloc-size-arith{hoist-loads=true}' --allow-unregistered-dialect %s | filecheck %s
// RUN: xhip-opt --hip-hoist-alloc-size-arith=hoist-loads=true --allow-unregistered-dialect %s | filecheck %s --check-prefix=OPT
// RUN: xdsl-opt -p hip-hoist-alloc-size-arith --allow-unregistered-dialect %s | filecheck %s --check-prefix=REF

// hoist-loads (beyond the reference): a load that sizes an alloc moves above
// the first alloc E when no op between E and the load may write the memory it
// reads. Writes come from the effects ops declare: memref.store and
// memref.copy write their target, a DPS op its outs, an op whose effects are
// unknown everything it can reach (what it receives, arguments, globals,
// escaped allocations), a call what its callee may (hoist-loads-memory.mlir).
// Memory: each alloc is its own; arguments (and what the function did not
// allocate) may alias each other.
// Each function is: E, ops between, the load %l of a size, %t = %l + %n, the
// alloc sized by %t.

// Nothing between writes %buf: an alloc of a fresh buffer, a store to another
// fresh buffer, a copy *from* %buf, a hip DPS op whose outs is an alloc, an op
// with a declared write that receives only an alloc.
// The load and %t move above E, in cone order.
// CHECK-LABEL: func.func @unwritten(%ctx: !hip.context, %n: index, %buf: memref<4xindex>, %v: index) {
// CHECK-NEXT:    %c0 = arith.constant 0 : index
// CHECK-NEXT:    %l = memref.load %buf[%c0] : memref<4xindex>
// CHECK-NEXT:    %t = arith.addi %l, %n : index
// CHECK-NEXT:    %e = memref.alloc(%n) : memref<?xf32>
// CHECK-NEXT:    %s = memref.alloc() : memref<4xindex>
// CHECK-NEXT:    memref.store %v, %s[%c0] : memref<4xindex>
// CHECK-NEXT:    memref.copy %buf, %s : memref<4xindex> to memref<4xindex>
// CHECK-NEXT:    %f = memref.alloc(%n) : memref<?xf32>
// CHECK-NEXT:    hip.silu(%ctx) ins(%e : memref<?xf32>) outs(%f : memref<?xf32>)
// CHECK-NEXT:    "test.op_with_memwrite"(%f) : (memref<?xf32>) -> ()
// CHECK-NEXT:    %b = memref.alloc(%t) : memref<?xf32>
// OPT-LABEL: func.func @unwritten
// OPT-NEXT:    %c0 = arith.constant 0 : index
// OPT-NEXT:    %l = memref.load %buf[%c0] : memref<4xindex>
// REF-LABEL: func.func @unwritten
// REF-NEXT:    %c0 = arith.constant 0 : index
// REF-NEXT:    %e = memref.alloc(%n) : memref<?xf32>
func.func @unwritten(%ctx: !hip.context, %n: index, %buf: memref<4xindex>, %v: index) {
  %c0 = arith.constant 0 : index
  %e = memref.alloc(%n) : memref<?xf32>
  %s = memref.alloc() : memref<4xindex>
  memref.store %v, %s[%c0] : memref<4xindex>
  memref.copy %buf, %s : memref<4xindex> to memref<4xindex>
  %f = memref.alloc(%n) : memref<?xf32>
  hip.silu(%ctx) ins(%e : memref<?xf32>) outs(%f : memref<?xf32>)
  "test.op_with_memwrite"(%f) : (memref<?xf32>) -> ()
  %l = memref.load %buf[%c0] : memref<4xindex>
  %t = arith.addi %l, %n : index
  %b = memref.alloc(%t) : memref<?xf32>
  "test.op"(%e, %s, %f, %b) : (memref<?xf32>, memref<4xindex>, memref<?xf32>, memref<?xf32>) -> ()
  func.return
}

// A store to %buf between: the load stays, and so does %t (its cone).
// CHECK-LABEL: func.func @stored(%n: index, %buf: memref<4xindex>, %v: index) {
// CHECK-NEXT:    %c0 = arith.constant 0 : index
// CHECK-NEXT:    %e = memref.alloc(%n) : memref<?xf32>
// CHECK-NEXT:    memref.store %v, %buf[%c0] : memref<4xindex>
// CHECK-NEXT:    %l = memref.load %buf[%c0] : memref<4xindex>
// CHECK-NEXT:    %t = arith.addi %l, %n : index
// CHECK-NEXT:    %b = memref.alloc(%t) : memref<?xf32>
func.func @stored(%n: index, %buf: memref<4xindex>, %v: index) {
  %c0 = arith.constant 0 : index
  %e = memref.alloc(%n) : memref<?xf32>
  memref.store %v, %buf[%c0] : memref<4xindex>
  %l = memref.load %buf[%c0] : memref<4xindex>
  %t = arith.addi %l, %n : index
  %b = memref.alloc(%t) : memref<?xf32>
  "test.op"(%e, %b) : (memref<?xf32>, memref<?xf32>) -> ()
  func.return
}

// A copy into a view of %buf (an alias) between: the load stays.
// CHECK-LABEL: func.func @copied_into_alias(%n: index, %buf: memref<4xindex>, %src: memref<2xindex>) {
// CHECK-NEXT:    %c0 = arith.constant 0 : index
// CHECK-NEXT:    %e = memref.alloc(%n) : memref<?xf32>
// CHECK-NEXT:    %w = memref.subview %buf[2] [2] [1] : memref<4xindex> to memref<2xindex, strided<[1], offset: 2>>
// CHECK-NEXT:    memref.copy %src, %w : memref<2xindex> to memref<2xindex, strided<[1], offset: 2>>
// CHECK-NEXT:    %l = memref.load %buf[%c0] : memref<4xindex>
func.func @copied_into_alias(%n: index, %buf: memref<4xindex>, %src: memref<2xindex>) {
  %c0 = arith.constant 0 : index
  %e = memref.alloc(%n) : memref<?xf32>
  %w = memref.subview %buf[2] [2] [1] : memref<4xindex> to memref<2xindex, strided<[1], offset: 2>>
  memref.copy %src, %w : memref<2xindex> to memref<2xindex, strided<[1], offset: 2>>
  %l = memref.load %buf[%c0] : memref<4xindex>
  %t = arith.addi %l, %n : index
  %b = memref.alloc(%t) : memref<?xf32>
  "test.op"(%e, %b) : (memref<?xf32>, memref<?xf32>) -> ()
  func.return
}

// A call between writes everything, even one that receives nothing.
// CHECK-LABEL: func.func @call(%n: index, %buf: memref<4xindex>) {
// CHECK-NEXT:    %c0 = arith.constant 0 : index
// CHECK-NEXT:    %e = memref.alloc(%n) : memref<?xf32>
// CHECK-NEXT:    func.call @work() : () -> ()
// CHECK-NEXT:    %l = memref.load %buf[%c0] : memref<4xindex>
func.func @call(%n: index, %buf: memref<4xindex>) {
  %c0 = arith.constant 0 : index
  %e = memref.alloc(%n) : memref<?xf32>
  func.call @work() : () -> ()
  %l = memref.load %buf[%c0] : memref<4xindex>
  %t = arith.addi %l, %n : index
  %b = memref.alloc(%t) : memref<?xf32>
  "test.op"(%e, %b) : (memref<?xf32>, memref<?xf32>) -> ()
  func.return
}
func.func private @work()

// An op whose effects are unknown (unregistered) writes what it receives: here
// a cast of %buf (it may also write every argument, hoist-loads-memory.mlir).
// CHECK-LABEL: func.func @unknown_op(%n: index, %buf: memref<4xindex>) {
// CHECK-NEXT:    %c0 = arith.constant 0 : index
// CHECK-NEXT:    %e = memref.alloc(%n) : memref<?xf32>
// CHECK-NEXT:    %k = memref.cast %buf : memref<4xindex> to memref<?xindex>
// CHECK-NEXT:    "foo.fill"(%k) : (memref<?xindex>) -> ()
// CHECK-NEXT:    %l = memref.load %buf[%c0] : memref<4xindex>
func.func @unknown_op(%n: index, %buf: memref<4xindex>) {
  %c0 = arith.constant 0 : index
  %e = memref.alloc(%n) : memref<?xf32>
  %k = memref.cast %buf : memref<4xindex> to memref<?xindex>
  "foo.fill"(%k) : (memref<?xindex>) -> ()
  %l = memref.load %buf[%c0] : memref<4xindex>
  %t = arith.addi %l, %n : index
  %b = memref.alloc(%t) : memref<?xf32>
  "test.op"(%e, %b) : (memref<?xf32>, memref<?xf32>) -> ()
  func.return
}

// A DPS op whose outs is %buf writes it (a size computed on the device).
// CHECK-LABEL: func.func @dps_outs(%ctx: !hip.context, %n: index, %x: memref<4xindex>, %buf: memref<4xindex>) {
// CHECK-NEXT:    %c0 = arith.constant 0 : index
// CHECK-NEXT:    %e = memref.alloc(%n) : memref<?xf32>
// CHECK-NEXT:    hip.abs(%ctx) ins(%x : memref<4xindex>) outs(%buf : memref<4xindex>)
// CHECK-NEXT:    %l = memref.load %buf[%c0] : memref<4xindex>
func.func @dps_outs(%ctx: !hip.context, %n: index, %x: memref<4xindex>, %buf: memref<4xindex>) {
  %c0 = arith.constant 0 : index
  %e = memref.alloc(%n) : memref<?xf32>
  hip.abs(%ctx) ins(%x : memref<4xindex>) outs(%buf : memref<4xindex>)
  %l = memref.load %buf[%c0] : memref<4xindex>
  %t = arith.addi %l, %n : index
  %b = memref.alloc(%t) : memref<?xf32>
  "test.op"(%e, %b) : (memref<?xf32>, memref<?xf32>) -> ()
  func.return
}

// Arguments may alias each other: a store to %other blocks a load of %buf. A
// write that has no particular target (test.op_with_memwrite receiving no
// buffer) blocks as well.
// CHECK-LABEL: func.func @other_argument(%n: index, %buf: memref<4xindex>, %other: memref<4xindex>, %v: index) {
// CHECK-NEXT:    %c0 = arith.constant 0 : index
// CHECK-NEXT:    %e = memref.alloc(%n) : memref<?xf32>
// CHECK-NEXT:    memref.store %v, %other[%c0] : memref<4xindex>
// CHECK-NEXT:    %l = memref.load %buf[%c0] : memref<4xindex>
// CHECK-NEXT:    %t = arith.addi %l, %n : index
// CHECK-NEXT:    %b = memref.alloc(%t) : memref<?xf32>
// CHECK-NEXT:    "test.op_with_memwrite"() : () -> ()
// CHECK-NEXT:    %l2 = memref.load %buf[%c0] : memref<4xindex>
func.func @other_argument(%n: index, %buf: memref<4xindex>, %other: memref<4xindex>, %v: index) {
  %c0 = arith.constant 0 : index
  %e = memref.alloc(%n) : memref<?xf32>
  memref.store %v, %other[%c0] : memref<4xindex>
  %l = memref.load %buf[%c0] : memref<4xindex>
  %t = arith.addi %l, %n : index
  %b = memref.alloc(%t) : memref<?xf32>
  "test.op_with_memwrite"() : () -> ()
  %l2 = memref.load %buf[%c0] : memref<4xindex>
  %b2 = memref.alloc(%l2) : memref<?xf32>
  "test.op"(%e, %b, %b2) : (memref<?xf32>, memref<?xf32>, memref<?xf32>) -> ()
  func.return
}

// Writes after the load do not matter; a buffer of the function (an alloca,
// not a candidate) written before E but not between E and the load is fine;
// a read-only op other than memref.load (declared read effect) moves too.
// CHECK-LABEL: func.func @before_and_after(%n: index, %buf: memref<4xindex>, %v: index) {
// CHECK-NEXT:    %c0 = arith.constant 0 : index
// CHECK-NEXT:    %s = memref.alloca() : memref<1xindex>
// CHECK-NEXT:    memref.store %n, %s[%c0] : memref<1xindex>
// CHECK-NEXT:    %l = memref.load %s[%c0] : memref<1xindex>
// CHECK-NEXT:    %r = "test.op_with_memread"(%buf) : (memref<4xindex>) -> index
// CHECK-NEXT:    %t = arith.addi %l, %r : index
// CHECK-NEXT:    %e = memref.alloc(%n) : memref<?xf32>
// CHECK-NEXT:    %b = memref.alloc(%t) : memref<?xf32>
// CHECK-NEXT:    memref.store %v, %buf[%c0] : memref<4xindex>
// CHECK-NEXT:    memref.store %v, %s[%c0] : memref<1xindex>
func.func @before_and_after(%n: index, %buf: memref<4xindex>, %v: index) {
  %c0 = arith.constant 0 : index
  %s = memref.alloca() : memref<1xindex>
  memref.store %n, %s[%c0] : memref<1xindex>
  %e = memref.alloc(%n) : memref<?xf32>
  %l = memref.load %s[%c0] : memref<1xindex>
  %r = "test.op_with_memread"(%buf) : (memref<4xindex>) -> index
  %t = arith.addi %l, %r : index
  %b = memref.alloc(%t) : memref<?xf32>
  memref.store %v, %buf[%c0] : memref<4xindex>
  memref.store %v, %s[%c0] : memref<1xindex>
  "test.op"(%e, %b) : (memref<?xf32>, memref<?xf32>) -> ()
  func.return
}

// The other conditions still hold: a load whose index is computed by a
// division by a runtime value stays with it (the cone fails as a whole).
// CHECK-LABEL: func.func @cone_still_whole(%n: index, %k: index, %buf: memref<4xindex>) {
// CHECK-NEXT:    %e = memref.alloc(%n) : memref<?xf32>
// CHECK-NEXT:    %i = arith.divui %n, %k : index
// CHECK-NEXT:    %l = memref.load %buf[%i] : memref<4xindex>
// CHECK-NEXT:    %b = memref.alloc(%l) : memref<?xf32>
func.func @cone_still_whole(%n: index, %k: index, %buf: memref<4xindex>) {
  %e = memref.alloc(%n) : memref<?xf32>
  %i = arith.divui %n, %k : index
  %l = memref.load %buf[%i] : memref<4xindex>
  %b = memref.alloc(%l) : memref<?xf32>
  "test.op"(%e, %b) : (memref<?xf32>, memref<?xf32>) -> ()
  func.return
}

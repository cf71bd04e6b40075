// RUN: xdsl-opt -p 'hip-hoist-alloc-size-arith{hoist-loads=true}' --allow-unregistered-dialect %s | filecheck %s
// RUN: xdsl-opt -p 'hip-hoist-alloc-size-arith{hoist-loads=true},hip-hoist-alloc-size-arith{hoist-loads=true}' --allow-unregistered-dialect %s | filecheck %s
// RUN: xdsl-opt -p hip-hoist-alloc-size-arith --allow-unregistered-dialect %s | filecheck %s --check-prefix=REF

// The memory model of hoist-loads (docs/passes.md, "hoist-loads"): what a
// pointer loaded from memory, or returned by an op, may point to; what an op of
// unknown effects, or one naming a function, may write; runtime buffers that
// may be the same memory. In every function a load %l of a size sits below a
// write that may change what it reads: it stays there, below the write, with
// its cone. The functions named @..._moves show the rules are no coarser than
// they need to be: there the load moves above E.
//
// The reference never moves a read (the last RUN line: default options), so none of
// these is unsafe there.

memref.global "private" @count : memref<1xindex> = dense<0>

// A pointer loaded from memory may be any allocation whose address escaped,
// an alloca included: %s is stored into %slot, so %p (loaded back) may be %s,
// and the load of %s stays below the store through %p.
// CHECK-LABEL: func.func @stored_alloca(%n: index, %v: index, %slot: memref<memref<1xindex>>) {
// CHECK-NEXT:    %c0 = arith.constant 0 : index
// CHECK-NEXT:    %s = memref.alloca() : memref<1xindex>
// CHECK-NEXT:    memref.store %n, %s[%c0] : memref<1xindex>
// CHECK-NEXT:    memref.store %s, %slot[] : memref<memref<1xindex>>
// CHECK-NEXT:    %e = memref.alloc(%n) : memref<?xf32>
// CHECK-NEXT:    %p = memref.load %slot[] : memref<memref<1xindex>>
// CHECK-NEXT:    memref.store %v, %p[%c0] : memref<1xindex>
// CHECK-NEXT:    %l = memref.load %s[%c0] : memref<1xindex>
// CHECK-NEXT:    %b = memref.alloc(%l) : memref<?xf32>
// REF-LABEL: func.func @stored_alloca
// REF:         %e = memref.alloc(%n) : memref<?xf32>
// REF-NEXT:    %p = memref.load %slot[] : memref<memref<1xindex>>
// REF-NEXT:    memref.store %v, %p[%c0] : memref<1xindex>
// REF-NEXT:    %l = memref.load %s[%c0] : memref<1xindex>
func.func @stored_alloca(%n: index, %v: index, %slot: memref<memref<1xindex>>) {
  %c0 = arith.constant 0 : index
  %s = memref.alloca() : memref<1xindex>
  memref.store %n, %s[%c0] : memref<1xindex>
  memref.store %s, %slot[] : memref<memref<1xindex>>
  %e = memref.alloc(%n) : memref<?xf32>
  %p = memref.load %slot[] : memref<memref<1xindex>>
  memref.store %v, %p[%c0] : memref<1xindex>
  %l = memref.load %s[%c0] : memref<1xindex>
  %b = memref.alloc(%l) : memref<?xf32>
  "test.op"(%e, %b) : (memref<?xf32>, memref<?xf32>) -> ()
  func.return
}

// The address escapes through an op of unknown effects (which may store it
// into %slot), before E: a pointer loaded from an argument may be %s.
// CHECK-LABEL: func.func @kept_by_unknown_op(%n: index, %v: index, %slot: memref<memref<1xindex>>) {
// CHECK-NEXT:    %c0 = arith.constant 0 : index
// CHECK-NEXT:    %s = memref.alloca() : memref<1xindex>
// CHECK-NEXT:    memref.store %n, %s[%c0] : memref<1xindex>
// CHECK-NEXT:    "foo.keep"(%s) : (memref<1xindex>) -> ()
// CHECK-NEXT:    %e = memref.alloc(%n) : memref<?xf32>
// CHECK-NEXT:    %p = memref.load %slot[] : memref<memref<1xindex>>
// CHECK-NEXT:    memref.store %v, %p[%c0] : memref<1xindex>
// CHECK-NEXT:    %l = memref.load %s[%c0] : memref<1xindex>
// CHECK-NEXT:    %b = memref.alloc(%l) : memref<?xf32>
func.func @kept_by_unknown_op(%n: index, %v: index, %slot: memref<memref<1xindex>>) {
  %c0 = arith.constant 0 : index
  %s = memref.alloca() : memref<1xindex>
  memref.store %n, %s[%c0] : memref<1xindex>
  "foo.keep"(%s) : (memref<1xindex>) -> ()
  %e = memref.alloc(%n) : memref<?xf32>
  %p = memref.load %slot[] : memref<memref<1xindex>>
  memref.store %v, %p[%c0] : memref<1xindex>
  %l = memref.load %s[%c0] : memref<1xindex>
  %b = memref.alloc(%l) : memref<?xf32>
  "test.op"(%e, %b) : (memref<?xf32>, memref<?xf32>) -> ()
  func.return
}

// The address of a runtime allocation (hip.alloc) escapes as an integer
// stored to memory; the pointer through which %v is stored is the result of an
// op of unknown effects after E (its own write aside, it may return %s).
// CHECK-LABEL: func.func @address_as_index(%ctx: !hip.context, %n: index, %v: index, %addrs: memref<1xindex>) {
// CHECK-NEXT:    %c0 = arith.constant 0 : index
// CHECK-NEXT:    %s = hip.alloc(%ctx) : memref<1xindex>
// CHECK-NEXT:    memref.store %n, %s[%c0] : memref<1xindex>
// CHECK-NEXT:    %i = memref.extract_aligned_pointer_as_index %s : memref<1xindex> -> index
// CHECK-NEXT:    memref.store %i, %addrs[%c0] : memref<1xindex>
// CHECK-NEXT:    %e = memref.alloc(%n) : memref<?xf32>
// CHECK-NEXT:    %p = "test.op_with_memread"(%addrs) : (memref<1xindex>) -> memref<1xindex>
// CHECK-NEXT:    memref.store %v, %p[%c0] : memref<1xindex>
// CHECK-NEXT:    %l = memref.load %s[%c0] : memref<1xindex>
// CHECK-NEXT:    %b = memref.alloc(%l) : memref<?xf32>
func.func @address_as_index(%ctx: !hip.context, %n: index, %v: index, %addrs: memref<1xindex>) {
  %c0 = arith.constant 0 : index
  %s = hip.alloc(%ctx) : memref<1xindex>
  memref.store %n, %s[%c0] : memref<1xindex>
  %i = memref.extract_aligned_pointer_as_index %s : memref<1xindex> -> index
  memref.store %i, %addrs[%c0] : memref<1xindex>
  %e = memref.alloc(%n) : memref<?xf32>
  %p = "test.op_with_memread"(%addrs) : (memref<1xindex>) -> memref<1xindex>
  memref.store %v, %p[%c0] : memref<1xindex>
  %l = memref.load %s[%c0] : memref<1xindex>
  %b = memref.alloc(%l) : memref<?xf32>
  "test.op"(%e, %b) : (memref<?xf32>, memref<?xf32>) -> ()
  func.return
}

// An alloca whose address never escapes: a store through a loaded pointer
// cannot reach it, nor can an op of unknown effects that does not receive it.
// The load moves.
// CHECK-LABEL: func.func @private_alloca_moves(%n: index, %v: index, %slot: memref<memref<1xindex>>) {
// CHECK-NEXT:    %c0 = arith.constant 0 : index
// CHECK-NEXT:    %s = memref.alloca() : memref<1xindex>
// CHECK-NEXT:    memref.store %n, %s[%c0] : memref<1xindex>
// CHECK-NEXT:    %l = memref.load %s[%c0] : memref<1xindex>
// CHECK-NEXT:    %e = memref.alloc(%n) : memref<?xf32>
// CHECK-NEXT:    %p = memref.load %slot[] : memref<memref<1xindex>>
// CHECK-NEXT:    memref.store %v, %p[%c0] : memref<1xindex>
// CHECK-NEXT:    "foo.tick"() : () -> ()
// CHECK-NEXT:    %b = memref.alloc(%l) : memref<?xf32>
func.func @private_alloca_moves(%n: index, %v: index, %slot: memref<memref<1xindex>>) {
  %c0 = arith.constant 0 : index
  %s = memref.alloca() : memref<1xindex>
  memref.store %n, %s[%c0] : memref<1xindex>
  %e = memref.alloc(%n) : memref<?xf32>
  %p = memref.load %slot[] : memref<memref<1xindex>>
  memref.store %v, %p[%c0] : memref<1xindex>
  "foo.tick"() : () -> ()
  %l = memref.load %s[%c0] : memref<1xindex>
  %b = memref.alloc(%l) : memref<?xf32>
  "test.op"(%e, %b) : (memref<?xf32>, memref<?xf32>) -> ()
  func.return
}

// An op of unknown effects that receives no buffer (an indirect call, an
// unregistered op) may write every global... (`func.call_indirect` is not in
// xDSL, so it is unregistered too; the test spells it test.call_indirect,
// which iree-opt prints back generically.)
// CHECK-LABEL: func.func @indirect_call(%n: index, %f: () -> ()) {
// CHECK-NEXT:    %c0 = arith.constant 0 : index
// CHECK-NEXT:    %g = memref.get_global @count : memref<1xindex>
// CHECK-NEXT:    %e = memref.alloc(%n) : memref<?xf32>
// CHECK-NEXT:    "test.call_indirect"(%f) : (() -> ()) -> ()
// CHECK-NEXT:    %l = memref.load %g[%c0] : memref<1xindex>
// CHECK-NEXT:    %b = memref.alloc(%l) : memref<?xf32>
func.func @indirect_call(%n: index, %f: () -> ()) {
  %c0 = arith.constant 0 : index
  %g = memref.get_global @count : memref<1xindex>
  %e = memref.alloc(%n) : memref<?xf32>
  "test.call_indirect"(%f) : (() -> ()) -> ()
  %l = memref.load %g[%c0] : memref<1xindex>
  %b = memref.alloc(%l) : memref<?xf32>
  "test.op"(%e, %b) : (memref<?xf32>, memref<?xf32>) -> ()
  func.return
}

// ... and every buffer it can reach: the arguments (a caller may pass a
// global) and every allocation whose address escaped (%s, stored to %slot).
// CHECK-LABEL: func.func @unknown_op_no_buffer(%n: index, %buf: memref<1xindex>, %slot: memref<memref<1xindex>>) {
// CHECK-NEXT:    %c0 = arith.constant 0 : index
// CHECK-NEXT:    %s = memref.alloca() : memref<1xindex>
// CHECK-NEXT:    memref.store %n, %s[%c0] : memref<1xindex>
// CHECK-NEXT:    memref.store %s, %slot[] : memref<memref<1xindex>>
// CHECK-NEXT:    %e = memref.alloc(%n) : memref<?xf32>
// CHECK-NEXT:    "foo.tick"() : () -> ()
// CHECK-NEXT:    %l = memref.load %s[%c0] : memref<1xindex>
// CHECK-NEXT:    %l2 = memref.load %buf[%c0] : memref<1xindex>
// CHECK-NEXT:    %b = memref.alloc(%l, %l2) : memref<?x?xf32>
func.func @unknown_op_no_buffer(%n: index, %buf: memref<1xindex>, %slot: memref<memref<1xindex>>) {
  %c0 = arith.constant 0 : index
  %s = memref.alloca() : memref<1xindex>
  memref.store %n, %s[%c0] : memref<1xindex>
  memref.store %s, %slot[] : memref<memref<1xindex>>
  %e = memref.alloc(%n) : memref<?xf32>
  "foo.tick"() : () -> ()
  %l = memref.load %s[%c0] : memref<1xindex>
  %l2 = memref.load %buf[%c0] : memref<1xindex>
  %b = memref.alloc(%l, %l2) : memref<?x?xf32>
  "test.op"(%e, %b) : (memref<?xf32>, memref<?x?xf32>) -> ()
  func.return
}

// hip.loop and hip.if call the functions they name: they may do what @bump
// does, write the global @count.
// CHECK-LABEL: func.func @loop_calls(%ctx: !hip.context, %n: index) {
// CHECK-NEXT:    %c0 = arith.constant 0 : index
// CHECK-NEXT:    %g = memref.get_global @count : memref<1xindex>
// CHECK-NEXT:    %e = memref.alloc(%n) : memref<?xf32>
// CHECK-NEXT:    hip.loop(%ctx, %n) body @bump {num_loop_carried = 0 : i32}
// CHECK-NEXT:    %l = memref.load %g[%c0] : memref<1xindex>
// CHECK-NEXT:    %b = memref.alloc(%l) : memref<?xf32>
func.func @loop_calls(%ctx: !hip.context, %n: index) {
  %c0 = arith.constant 0 : index
  %g = memref.get_global @count : memref<1xindex>
  %e = memref.alloc(%n) : memref<?xf32>
  hip.loop(%ctx, %n) body @bump {num_loop_carried = 0 : i32}
  %l = memref.load %g[%c0] : memref<1xindex>
  %b = memref.alloc(%l) : memref<?xf32>
  "test.op"(%e, %b) : (memref<?xf32>, memref<?xf32>) -> ()
  func.return
}

// CHECK-LABEL: func.func @if_calls(%ctx: !hip.context, %n: index, %c: i1) {
// CHECK-NEXT:    %c0 = arith.constant 0 : index
// CHECK-NEXT:    %g = memref.get_global @count : memref<1xindex>
// CHECK-NEXT:    %e = memref.alloc(%n) : memref<?xf32>
// CHECK-NEXT:    hip.if(%ctx, %c) then @scratch_only else @bump {num_outputs = 0 : i32}
// CHECK-NEXT:    %l = memref.load %g[%c0] : memref<1xindex>
// CHECK-NEXT:    %b = memref.alloc(%l) : memref<?xf32>
func.func @if_calls(%ctx: !hip.context, %n: index, %c: i1) {
  %c0 = arith.constant 0 : index
  %g = memref.get_global @count : memref<1xindex>
  %e = memref.alloc(%n) : memref<?xf32>
  hip.if(%ctx, %c) then @scratch_only else @bump {num_outputs = 0 : i32}
  %l = memref.load %g[%c0] : memref<1xindex>
  %b = memref.alloc(%l) : memref<?xf32>
  "test.op"(%e, %b) : (memref<?xf32>, memref<?xf32>) -> ()
  func.return
}

// A function the symbol names but the module only declares, or a symbol that
// does not resolve (an op that declares only a read, naming one): anything.
// CHECK-LABEL: func.func @unresolved(%ctx: !hip.context, %n: index, %c: i1) {
// CHECK-NEXT:    %c0 = arith.constant 0 : index
// CHECK-NEXT:    %g = memref.get_global @count : memref<1xindex>
// CHECK-NEXT:    %e = memref.alloc(%n) : memref<?xf32>
// CHECK-NEXT:    hip.loop(%ctx, %n) body @declared {num_loop_carried = 0 : i32}
// CHECK-NEXT:    %l = memref.load %g[%c0] : memref<1xindex>
// CHECK-NEXT:    "test.op_with_memread"() {callee = @nowhere} : () -> ()
// CHECK-NEXT:    %l2 = memref.load %g[%c0] : memref<1xindex>
// CHECK-NEXT:    %b = memref.alloc(%l, %l2) : memref<?x?xf32>
func.func @unresolved(%ctx: !hip.context, %n: index, %c: i1) {
  %c0 = arith.constant 0 : index
  %g = memref.get_global @count : memref<1xindex>
  %e = memref.alloc(%n) : memref<?xf32>
  hip.loop(%ctx, %n) body @declared {num_loop_carried = 0 : i32}
  %l = memref.load %g[%c0] : memref<1xindex>
  "test.op_with_memread"() {callee = @nowhere} : () -> ()
  %l2 = memref.load %g[%c0] : memref<1xindex>
  %b = memref.alloc(%l, %l2) : memref<?x?xf32>
  "test.op"(%e, %b) : (memref<?xf32>, memref<?x?xf32>) -> ()
  func.return
}

// A function that writes only buffers it allocates itself (and calls only
// such functions) writes nothing the caller can read: the load moves above
// the call, the loop and the if.
// CHECK-LABEL: func.func @private_callee_moves(%ctx: !hip.context, %n: index, %c: i1) {
// CHECK-NEXT:    %c0 = arith.constant 0 : index
// CHECK-NEXT:    %g = memref.get_global @count : memref<1xindex>
// CHECK-NEXT:    %l = memref.load %g[%c0] : memref<1xindex>
// CHECK-NEXT:    %e = memref.alloc(%n) : memref<?xf32>
// CHECK-NEXT:    func.call @scratch_only() : () -> ()
// CHECK-NEXT:    hip.loop(%ctx, %n) body @calls_scratch_only {num_loop_carried = 0 : i32}
// CHECK-NEXT:    hip.if(%ctx, %c) then @scratch_only else @calls_scratch_only {num_outputs = 0 : i32}
// CHECK-NEXT:    %b = memref.alloc(%l) : memref<?xf32>
func.func @private_callee_moves(%ctx: !hip.context, %n: index, %c: i1) {
  %c0 = arith.constant 0 : index
  %g = memref.get_global @count : memref<1xindex>
  %e = memref.alloc(%n) : memref<?xf32>
  func.call @scratch_only() : () -> ()
  hip.loop(%ctx, %n) body @calls_scratch_only {num_loop_carried = 0 : i32}
  hip.if(%ctx, %c) then @scratch_only else @calls_scratch_only {num_outputs = 0 : i32}
  %l = memref.load %g[%c0] : memref<1xindex>
  %b = memref.alloc(%l) : memref<?xf32>
  "test.op"(%e, %b) : (memref<?xf32>, memref<?xf32>) -> ()
  func.return
}

// A call to a defined function that writes a global, directly or through a
// function it calls (recursion included): the load stays.
// CHECK-LABEL: func.func @callee_writes(%n: index) {
// CHECK-NEXT:    %c0 = arith.constant 0 : index
// CHECK-NEXT:    %g = memref.get_global @count : memref<1xindex>
// CHECK-NEXT:    %e = memref.alloc(%n) : memref<?xf32>
// CHECK-NEXT:    func.call @calls_bump() : () -> ()
// CHECK-NEXT:    %l = memref.load %g[%c0] : memref<1xindex>
// CHECK-NEXT:    func.call @recursive() : () -> ()
// CHECK-NEXT:    %l2 = memref.load %g[%c0] : memref<1xindex>
// CHECK-NEXT:    %b = memref.alloc(%l, %l2) : memref<?x?xf32>
func.func @callee_writes(%n: index) {
  %c0 = arith.constant 0 : index
  %g = memref.get_global @count : memref<1xindex>
  %e = memref.alloc(%n) : memref<?xf32>
  func.call @calls_bump() : () -> ()
  %l = memref.load %g[%c0] : memref<1xindex>
  func.call @recursive() : () -> ()
  %l2 = memref.load %g[%c0] : memref<1xindex>
  %b = memref.alloc(%l, %l2) : memref<?x?xf32>
  "test.op"(%e, %b) : (memref<?xf32>, memref<?x?xf32>) -> ()
  func.return
}

// A callee that writes through its argument writes what the call receives.
// CHECK-LABEL: func.func @callee_writes_argument(%n: index, %s: memref<1xindex>) {
// CHECK-NEXT:    %c0 = arith.constant 0 : index
// CHECK-NEXT:    %e = memref.alloc(%n) : memref<?xf32>
// CHECK-NEXT:    func.call @fill(%s) : (memref<1xindex>) -> ()
// CHECK-NEXT:    %l = memref.load %s[%c0] : memref<1xindex>
func.func @callee_writes_argument(%n: index, %s: memref<1xindex>) {
  %c0 = arith.constant 0 : index
  %e = memref.alloc(%n) : memref<?xf32>
  func.call @fill(%s) : (memref<1xindex>) -> ()
  %l = memref.load %s[%c0] : memref<1xindex>
  %b = memref.alloc(%l) : memref<?xf32>
  "test.op"(%e, %b) : (memref<?xf32>, memref<?xf32>) -> ()
  func.return
}

// Buffers from hip.get_host_scratch of separate calls may be the same memory.
// CHECK-LABEL: func.func @host_scratch(%ctx: !hip.context, %n: index, %v: index) {
// CHECK-NEXT:    %c0 = arith.constant 0 : index
// CHECK-NEXT:    %c32 = arith.constant 32 : index
// CHECK-NEXT:    %s1 = hip.get_host_scratch(%ctx, %c32) : memref<4xindex>
// CHECK-NEXT:    %e = memref.alloc(%n) : memref<?xf32>
// CHECK-NEXT:    %s2 = hip.get_host_scratch(%ctx, %c32) : memref<4xindex>
// CHECK-NEXT:    memref.store %v, %s2[%c0] : memref<4xindex>
// CHECK-NEXT:    %l = memref.load %s1[%c0] : memref<4xindex>
// CHECK-NEXT:    %b = memref.alloc(%l) : memref<?xf32>
func.func @host_scratch(%ctx: !hip.context, %n: index, %v: index) {
  %c0 = arith.constant 0 : index
  %c32 = arith.constant 32 : index
  %s1 = hip.get_host_scratch(%ctx, %c32) : memref<4xindex>
  %e = memref.alloc(%n) : memref<?xf32>
  %s2 = hip.get_host_scratch(%ctx, %c32) : memref<4xindex>
  memref.store %v, %s2[%c0] : memref<4xindex>
  %l = memref.load %s1[%c0] : memref<4xindex>
  %b = memref.alloc(%l) : memref<?xf32>
  "test.op"(%e, %b) : (memref<?xf32>, memref<?xf32>) -> ()
  func.return
}

func.func @bump() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %g = memref.get_global @count : memref<1xindex>
  memref.store %c1, %g[%c0] : memref<1xindex>
  func.return
}
func.func @calls_bump() {
  func.call @bump() : () -> ()
  func.return
}
func.func @recursive() {
  func.call @recursive() : () -> ()
  func.call @bump() : () -> ()
  func.return
}
func.func @scratch_only() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %t = memref.alloca() : memref<1xindex>
  memref.store %c1, %t[%c0] : memref<1xindex>
  %u = memref.alloc() : memref<2xf32>
  memref.dealloc %u : memref<2xf32>
  func.return
}
func.func @calls_scratch_only() {
  func.call @scratch_only() : () -> ()
  func.return
}
func.func @fill(%x: memref<1xindex>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  memref.store %c1, %x[%c0] : memref<1xindex>
  func.return
}
func.func private @declared()

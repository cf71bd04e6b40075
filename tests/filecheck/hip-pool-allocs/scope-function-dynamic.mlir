// RUN: xdsl-opt -p 'hip-pool-allocs{scope=function verify-plan=true},cse' --allow-unregistered-dialect --split-input-file %s | filecheck %s
// RUN: xdsl-opt -p 'hip-pool-allocs{scope=function packer=best},cse' --allow-unregistered-dialect --split-input-file %s | filecheck %s
// RUN: xdsl-opt -p 'hip-pool-allocs{scope=function}' --allow-unregistered-dialect --split-input-file %s 2>&1 >/dev/null | filecheck %s --check-prefix=REMARK

// scope=function with dynamic sizes (docs/semantics.md §4.8): an alloc whose
// sizes are arguments or values of the entry block is pooled wherever it is.
// The pool is the entry-block path's layout on interval sets: a static prefix
// (the greedy on sets), then slabs of dynamic buffers, each buffer a group of
// its own (lifetime-only, docs/semantics.md §6), widest span first, into the
// first slab none of whose members' sets meets its own; a slab is as wide as
// its widest member at run time. The arithmetic is docs/semantics.md §7's, in
// the entry block: right after the latest size defined there, else at its
// start. Alignment 256.

// A dynamic buffer of a loop body shares a slab with one that died before the
// loop (their interval sets are disjoint), sized by function arguments.
// a: 4 * %n bytes, live from its alloc to its dealloc, before the loop; t:
// 32 * %m bytes, live within one iteration. Groups by span, widest first: t
// (32), a (4); a is disjoint from t, so both are in slab 0 at offset 0. The
// slab is as wide as the wider at run time, maxui(%m * 32, %n * 4), rounded up
// to 256 (the spans 32 and 4 have different factors). Pool = that width; no
// static prefix (hipdnn.pool_size 0).
// CHECK:      builtin.module attributes {hipdnn.pool_size = 0 : i64, hipdnn.buffer_count = 2 : i64, hipdnn.buffer_offsets = [0 : i64, 0 : i64]} {
// CHECK-NEXT: func.func @loop_share(%ctx: !hip.context, %n: index, %m: index) {
// CHECK-NEXT:   %c32 = arith.constant 32 : index
// CHECK-NEXT:   %[[V0:.*]] = arith.muli %m, %c32 : index
// CHECK-NEXT:   %c4 = arith.constant 4 : index
// CHECK-NEXT:   %[[V1:.*]] = arith.muli %n, %c4 : index
// CHECK-NEXT:   %[[V2:.*]] = arith.maxui %[[V0]], %[[V1]] : index
// CHECK-NEXT:   %c255 = arith.constant 255 : index
// CHECK-NEXT:   %c256 = arith.constant 256 : index
// CHECK-NEXT:   %[[V3:.*]] = arith.addi %[[V2]], %c255 : index
// CHECK-NEXT:   %[[V4:.*]] = arith.divui %[[V3]], %c256 : index
// CHECK-NEXT:   %[[V5:.*]] = arith.muli %[[V4]], %c256 : index
// CHECK-NEXT:   %pool = hip.get_pool(%ctx, %[[V5]]) : memref<?xi8>
// CHECK-NEXT:   %c0 = arith.constant 0 : index
// CHECK-NEXT:   %c1 = arith.constant 1 : index
// CHECK-NEXT:   %a = memref.view %pool[%c0][%n] : memref<?xi8> to memref<?xf32>
// CHECK-NEXT:   "test.op_with_memwrite"(%a) : (memref<?xf32>) -> ()
// CHECK-NEXT:   scf.for %i = %c0 to %n step %c1 {
// CHECK-NEXT:     %t = memref.view %pool[%c0][%m] : memref<?xi8> to memref<?x8xf32>
// CHECK-NEXT:     "test.op_with_memwrite"(%t) : (memref<?x8xf32>) -> ()
// CHECK-NEXT:   }
// CHECK-NEXT:   func.return
// CHECK-NEXT: }
// CHECK-NEXT: }
func.func @loop_share(%ctx: !hip.context, %n: index, %m: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %a = memref.alloc(%n) : memref<?xf32>
  "test.op_with_memwrite"(%a) : (memref<?xf32>) -> ()
  memref.dealloc %a : memref<?xf32>
  scf.for %i = %c0 to %n step %c1 {
    %t = memref.alloc(%m) : memref<?x8xf32>
    "test.op_with_memwrite"(%t) : (memref<?x8xf32>) -> ()
    memref.dealloc %t : memref<?x8xf32>
  }
  func.return
}

// -----

// Two dynamic temporaries of one body, live in disjoint pieces of it: x (4 *
// %n) and y (8 * %n) share slab 0 at offset 0; width maxui(%n * 8, %n * 4)
// rounded up to 256. Not a sum over iterations.
// CHECK:      builtin.module attributes {hipdnn.pool_size = 0 : i64, hipdnn.buffer_count = 2 : i64, hipdnn.buffer_offsets = [0 : i64, 0 : i64]} {
// CHECK-NEXT: func.func @body_temporaries(%ctx: !hip.context, %n: index) {
// CHECK-NEXT:   %c8 = arith.constant 8 : index
// CHECK-NEXT:   %[[V0:.*]] = arith.muli %n, %c8 : index
// CHECK-NEXT:   %c4 = arith.constant 4 : index
// CHECK-NEXT:   %[[V1:.*]] = arith.muli %n, %c4 : index
// CHECK-NEXT:   %[[V2:.*]] = arith.maxui %[[V0]], %[[V1]] : index
// CHECK-NEXT:   %c255 = arith.constant 255 : index
// CHECK-NEXT:   %c256 = arith.constant 256 : index
// CHECK-NEXT:   %[[V3:.*]] = arith.addi %[[V2]], %c255 : index
// CHECK-NEXT:   %[[V4:.*]] = arith.divui %[[V3]], %c256 : index
// CHECK-NEXT:   %[[V5:.*]] = arith.muli %[[V4]], %c256 : index
// CHECK-NEXT:   %pool = hip.get_pool(%ctx, %[[V5]]) : memref<?xi8>
// CHECK-NEXT:   %c0 = arith.constant 0 : index
// CHECK-NEXT:   %c1 = arith.constant 1 : index
// CHECK-NEXT:   scf.for %i = %c0 to %n step %c1 {
// CHECK-NEXT:     %x = memref.view %pool[%c0][%n] : memref<?xi8> to memref<?xf32>
// CHECK-NEXT:     "test.op_with_memwrite"(%x) : (memref<?xf32>) -> ()
// CHECK-NEXT:     %y = memref.view %pool[%c0][%n] : memref<?xi8> to memref<?x2xf32>
// CHECK-NEXT:     "test.op_with_memwrite"(%y) : (memref<?x2xf32>) -> ()
// CHECK-NEXT:   }
// CHECK-NEXT:   func.return
// CHECK-NEXT: }
// CHECK-NEXT: }
func.func @body_temporaries(%ctx: !hip.context, %n: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  scf.for %i = %c0 to %n step %c1 {
    %x = memref.alloc(%n) : memref<?xf32>
    "test.op_with_memwrite"(%x) : (memref<?xf32>) -> ()
    memref.dealloc %x : memref<?xf32>
    %y = memref.alloc(%n) : memref<?x2xf32>
    "test.op_with_memwrite"(%y) : (memref<?x2xf32>) -> ()
    memref.dealloc %y : memref<?x2xf32>
  }
  func.return
}

// -----

// Static and dynamic together, as the entry-block path mixes them: a static
// prefix, then the slabs. Statics: s (100xf32, 400 -> 512 bytes) dies before
// the loop, u (64xf32, 256 bytes) is a body temporary: disjoint, both at 0,
// prefix 512. Dynamics: d (4 * %n) is live to the end of the loop, v (%n
// bytes) in the body: they overlap, two slabs. d at 512 (the prefix), v at 512
// + alignUp(%n * 4) (%7); pool = alignUp(%n * 4) + 512 + alignUp(%n). The
// offsets of v are computed at run time: -1 in hipdnn.buffer_offsets.
// CHECK:      builtin.module attributes {hipdnn.pool_size = 512 : i64, hipdnn.buffer_count = 4 : i64, hipdnn.buffer_offsets = [0 : i64, 512 : i64, 0 : i64, -1 : i64]} {
// CHECK-NEXT: func.func @mixed(%ctx: !hip.context, %n: index) {
// CHECK-NEXT:   %c4 = arith.constant 4 : index
// CHECK-NEXT:   %[[V0:.*]] = arith.muli %n, %c4 : index
// CHECK-NEXT:   %c255 = arith.constant 255 : index
// CHECK-NEXT:   %c256 = arith.constant 256 : index
// CHECK-NEXT:   %[[V1:.*]] = arith.addi %[[V0]], %c255 : index
// CHECK-NEXT:   %[[V2:.*]] = arith.divui %[[V1]], %c256 : index
// CHECK-NEXT:   %[[V3:.*]] = arith.muli %[[V2]], %c256 : index
// CHECK-NEXT:   %[[V4:.*]] = arith.addi %n, %c255 : index
// CHECK-NEXT:   %[[V5:.*]] = arith.divui %[[V4]], %c256 : index
// CHECK-NEXT:   %[[V6:.*]] = arith.muli %[[V5]], %c256 : index
// CHECK-NEXT:   %c512 = arith.constant 512 : index
// CHECK-NEXT:   %[[V7:.*]] = arith.addi %[[V3]], %c512 : index
// CHECK-NEXT:   %[[V8:.*]] = arith.addi %[[V7]], %[[V6]] : index
// CHECK-NEXT:   %pool = hip.get_pool(%ctx, %[[V8]]) : memref<?xi8>
// CHECK-NEXT:   %c0 = arith.constant 0 : index
// CHECK-NEXT:   %c1 = arith.constant 1 : index
// CHECK-NEXT:   %s = memref.view %pool[%c0][] : memref<?xi8> to memref<100xf32>
// CHECK-NEXT:   %d = memref.view %pool[%c512][%n] : memref<?xi8> to memref<?xf32>
// CHECK-NEXT:   "test.op_with_memwrite"(%s, %d) : (memref<100xf32>, memref<?xf32>) -> ()
// CHECK-NEXT:   scf.for %i = %c0 to %n step %c1 {
// CHECK-NEXT:     %u = memref.view %pool[%c0][] : memref<?xi8> to memref<64xf32>
// CHECK-NEXT:     %v = memref.view %pool[%[[V7]]][%n] : memref<?xi8> to memref<?xi8>
// CHECK-NEXT:     "test.op_with_memwrite"(%d, %u, %v) : (memref<?xf32>, memref<64xf32>, memref<?xi8>) -> ()
// CHECK-NEXT:   }
// CHECK-NEXT:   func.return
// CHECK-NEXT: }
// CHECK-NEXT: }
func.func @mixed(%ctx: !hip.context, %n: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %s = memref.alloc() : memref<100xf32>
  %d = memref.alloc(%n) : memref<?xf32>
  "test.op_with_memwrite"(%s, %d) : (memref<100xf32>, memref<?xf32>) -> ()
  memref.dealloc %s : memref<100xf32>
  scf.for %i = %c0 to %n step %c1 {
    %u = memref.alloc() : memref<64xf32>
    %v = memref.alloc(%n) : memref<?xi8>
    "test.op_with_memwrite"(%d, %u, %v) : (memref<?xf32>, memref<64xf32>, memref<?xi8>) -> ()
  }
  func.return
}

// -----

// A size defined inside the loop that encloses the alloc (the loop's own
// induction variable, or a value of its body) may change from one iteration
// to the next: those allocs stay, with a remark. %a, sized by an argument, is
// pooled alone.
// CHECK:      builtin.module attributes {hipdnn.pool_size = 0 : i64, hipdnn.buffer_count = 1 : i64, hipdnn.buffer_offsets = [0 : i64]} {
// CHECK-NEXT: func.func @size_in_loop(%ctx: !hip.context, %n: index) {
// CHECK-NEXT:   %c4 = arith.constant 4 : index
// CHECK-NEXT:   %[[V0:.*]] = arith.muli %n, %c4 : index
// CHECK-NEXT:   %c255 = arith.constant 255 : index
// CHECK-NEXT:   %c256 = arith.constant 256 : index
// CHECK-NEXT:   %[[V1:.*]] = arith.addi %[[V0]], %c255 : index
// CHECK-NEXT:   %[[V2:.*]] = arith.divui %[[V1]], %c256 : index
// CHECK-NEXT:   %[[V3:.*]] = arith.muli %[[V2]], %c256 : index
// CHECK-NEXT:   %pool = hip.get_pool(%ctx, %[[V3]]) : memref<?xi8>
// CHECK-NEXT:   %c0 = arith.constant 0 : index
// CHECK-NEXT:   %c1 = arith.constant 1 : index
// CHECK-NEXT:   %a = memref.view %pool[%c0][%n] : memref<?xi8> to memref<?xf32>
// CHECK-NEXT:   "test.op_with_memwrite"(%a) : (memref<?xf32>) -> ()
// CHECK-NEXT:   scf.for %i = %c0 to %n step %c1 {
// CHECK-NEXT:     %k = arith.addi %i, %c1 : index
// CHECK-NEXT:     %t = memref.alloc(%k) : memref<?xf32>
// CHECK-NEXT:     "test.op_with_memwrite"(%t) : (memref<?xf32>) -> ()
// CHECK-NEXT:     %w = memref.alloc(%i) : memref<?xf32>
// CHECK-NEXT:     "test.op_with_memwrite"(%w) : (memref<?xf32>) -> ()
// CHECK-NEXT:   }
// CHECK-NEXT:   func.return
// CHECK-NEXT: }
// CHECK-NEXT: }
// REMARK: remark: hip-pool-allocs: %t is not pooled: its size %k is defined inside scf.for, which encloses it (a size that may change from one iteration to the next)
// REMARK: remark: hip-pool-allocs: %w is not pooled: its size %i is defined inside scf.for, which encloses it (a size that may change from one iteration to the next)
func.func @size_in_loop(%ctx: !hip.context, %n: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %a = memref.alloc(%n) : memref<?xf32>
  "test.op_with_memwrite"(%a) : (memref<?xf32>) -> ()
  scf.for %i = %c0 to %n step %c1 {
    %k = arith.addi %i, %c1 : index
    %t = memref.alloc(%k) : memref<?xf32>
    "test.op_with_memwrite"(%t) : (memref<?xf32>) -> ()
    %w = memref.alloc(%i) : memref<?xf32>
    "test.op_with_memwrite"(%w) : (memref<?xf32>) -> ()
  }
  func.return
}

// -----

// A dynamic buffer per branch of an scf.if. Pre-order: r (4 * %m) lives
// across the if; p (8 * %n) in the then branch, q (4 * %m) in the else branch.
// Groups by span: p (8), r (4), q (4) (r before q: the first appearance of
// their class). Slab 0: p; r meets p: slab 1; q is disjoint from p: slab 0.
// Slab 0 = alignUp(maxui(%n * 8, %m * 4)) (%5), slab 1 = alignUp(%m * 4):
// r at %5, p and q at 0. %z's size is defined in the else branch: its home is
// that block (docs/semantics.md §4.8), which runs at most once per run of the
// function, so z has a pool of its own there (domain 1, alignUp(%k * 4), right
// after %k), beside the entry block's domain 0.
// CHECK:      builtin.module attributes {hipdnn.pool_size = 0 : i64, hipdnn.buffer_count = 4 : i64, hipdnn.buffer_offsets = [-1 : i64, 0 : i64, 0 : i64, 0 : i64], hipdnn.domain_count = 2 : i64, hipdnn.pool_sizes = [0 : i64, 0 : i64], hipdnn.buffer_domains = [0 : i64, 0 : i64, 0 : i64, 1 : i64]} {
// CHECK-NEXT: func.func @branches(%ctx: !hip.context, %cond: i1, %n: index, %m: index) {
// CHECK-NEXT:   %c8 = arith.constant 8 : index
// CHECK-NEXT:   %[[V0:.*]] = arith.muli %n, %c8 : index
// CHECK-NEXT:   %c4 = arith.constant 4 : index
// CHECK-NEXT:   %[[V1:.*]] = arith.muli %m, %c4 : index
// CHECK-NEXT:   %[[V2:.*]] = arith.maxui %[[V0]], %[[V1]] : index
// CHECK-NEXT:   %c255 = arith.constant 255 : index
// CHECK-NEXT:   %c256 = arith.constant 256 : index
// CHECK-NEXT:   %[[V3:.*]] = arith.addi %[[V2]], %c255 : index
// CHECK-NEXT:   %[[V4:.*]] = arith.divui %[[V3]], %c256 : index
// CHECK-NEXT:   %[[V5:.*]] = arith.muli %[[V4]], %c256 : index
// CHECK-NEXT:   %[[V6:.*]] = arith.addi %[[V1]], %c255 : index
// CHECK-NEXT:   %[[V7:.*]] = arith.divui %[[V6]], %c256 : index
// CHECK-NEXT:   %[[V8:.*]] = arith.muli %[[V7]], %c256 : index
// CHECK-NEXT:   %[[V9:.*]] = arith.addi %[[V5]], %[[V8]] : index
// CHECK-NEXT:   %pool = hip.get_pool(%ctx, %[[V9]]) : memref<?xi8>
// CHECK-NEXT:   %c0 = arith.constant 0 : index
// CHECK-NEXT:   %r = memref.view %pool[%[[V5]]][%m] : memref<?xi8> to memref<?xf32>
// CHECK-NEXT:   scf.if %cond {
// CHECK-NEXT:     %p = memref.view %pool[%c0][%n] : memref<?xi8> to memref<?xf64>
// CHECK-NEXT:     "test.op_with_memwrite"(%p) : (memref<?xf64>) -> ()
// CHECK-NEXT:   } else {
// CHECK-NEXT:     %k = arith.addi %n, %m : index
// CHECK-NEXT:     %[[V10:.*]] = arith.muli %k, %c4 : index
// CHECK-NEXT:     %[[V11:.*]] = arith.addi %[[V10]], %c255 : index
// CHECK-NEXT:     %[[V12:.*]] = arith.divui %[[V11]], %c256 : index
// CHECK-NEXT:     %[[V13:.*]] = arith.muli %[[V12]], %c256 : index
// CHECK-NEXT:     %pool_1 = hip.get_pool(%ctx, %[[V13]]) {domain_id = 1 : i64} : memref<?xi8>
// CHECK-NEXT:     %q = memref.view %pool[%c0][%m] : memref<?xi8> to memref<?xf32>
// CHECK-NEXT:     "test.op_with_memwrite"(%q) : (memref<?xf32>) -> ()
// CHECK-NEXT:     %z = memref.view %pool_1[%c0][%k] : memref<?xi8> to memref<?xf32>
// CHECK-NEXT:     "test.op_with_memwrite"(%z) : (memref<?xf32>) -> ()
// CHECK-NEXT:   }
// CHECK-NEXT:   "test.op_with_memwrite"(%r) : (memref<?xf32>) -> ()
// CHECK-NEXT:   func.return
// CHECK-NEXT: }
// CHECK-NEXT: }
// REMARK-NOT: %z is not pooled
func.func @branches(%ctx: !hip.context, %cond: i1, %n: index, %m: index) {
  %r = memref.alloc(%m) : memref<?xf32>
  scf.if %cond {
    %p = memref.alloc(%n) : memref<?xf64>
    "test.op_with_memwrite"(%p) : (memref<?xf64>) -> ()
    memref.dealloc %p : memref<?xf64>
  } else {
    %k = arith.addi %n, %m : index
    %q = memref.alloc(%m) : memref<?xf32>
    "test.op_with_memwrite"(%q) : (memref<?xf32>) -> ()
    %z = memref.alloc(%k) : memref<?xf32>
    "test.op_with_memwrite"(%z) : (memref<?xf32>) -> ()
  }
  "test.op_with_memwrite"(%r) : (memref<?xf32>) -> ()
  func.return
}

// -----

// A cf diamond, the sizes an argument and a value of the entry block (%m, at
// its start: the arithmetic goes right after it). Points: 0 %m, 1 %a, 2 write
// a, 3 cond_br, 4 %b, 5 write b, 6 dealloc b, 7 br, 8 %d, 9 write a d,
// 10 dealloc d, 11 br, 12 return. a (4 * %n) {[1,3], [8,9]}: dead in ^bb1, so
// it shares with b (8 * %m, {[4,6]}) though its hull covers ^bb1; d (4 * %m,
// {[8,10]}) meets a. Groups by span: b (8), a, d (4). Slab 0: b, a; slab 1: d.
// Slab 0 = alignUp(maxui(%m * 8, %n * 4)) (%6), slab 1 = alignUp(%m * 4); d at
// %6; pool %6 + %9.
// CHECK:      builtin.module attributes {hipdnn.pool_size = 0 : i64, hipdnn.buffer_count = 3 : i64, hipdnn.buffer_offsets = [0 : i64, 0 : i64, -1 : i64]} {
// CHECK-NEXT: func.func @diamond(%ctx: !hip.context, %c: i1, %n: index) {
// CHECK-NEXT:   %m = arith.muli %n, %n : index
// CHECK-NEXT:   %c8 = arith.constant 8 : index
// CHECK-NEXT:   %[[V0:.*]] = arith.muli %m, %c8 : index
// CHECK-NEXT:   %c4 = arith.constant 4 : index
// CHECK-NEXT:   %[[V1:.*]] = arith.muli %n, %c4 : index
// CHECK-NEXT:   %[[V2:.*]] = arith.muli %m, %c4 : index
// CHECK-NEXT:   %[[V3:.*]] = arith.maxui %[[V0]], %[[V1]] : index
// CHECK-NEXT:   %c255 = arith.constant 255 : index
// CHECK-NEXT:   %c256 = arith.constant 256 : index
// CHECK-NEXT:   %[[V4:.*]] = arith.addi %[[V3]], %c255 : index
// CHECK-NEXT:   %[[V5:.*]] = arith.divui %[[V4]], %c256 : index
// CHECK-NEXT:   %[[V6:.*]] = arith.muli %[[V5]], %c256 : index
// CHECK-NEXT:   %[[V7:.*]] = arith.addi %[[V2]], %c255 : index
// CHECK-NEXT:   %[[V8:.*]] = arith.divui %[[V7]], %c256 : index
// CHECK-NEXT:   %[[V9:.*]] = arith.muli %[[V8]], %c256 : index
// CHECK-NEXT:   %[[V10:.*]] = arith.addi %[[V6]], %[[V9]] : index
// CHECK-NEXT:   %pool = hip.get_pool(%ctx, %[[V10]]) : memref<?xi8>
// CHECK-NEXT:   %c0 = arith.constant 0 : index
// CHECK-NEXT:   %a = memref.view %pool[%c0][%n] : memref<?xi8> to memref<?xf32>
// CHECK-NEXT:   "test.op_with_memwrite"(%a) : (memref<?xf32>) -> ()
// CHECK-NEXT:   cf.cond_br %c, ^bb1, ^bb2
// CHECK-NEXT: ^bb1:
// CHECK-NEXT:   %b = memref.view %pool[%c0][%m] : memref<?xi8> to memref<?x2xf32>
// CHECK-NEXT:   "test.op_with_memwrite"(%b) : (memref<?x2xf32>) -> ()
// CHECK-NEXT:   cf.br ^bb3
// CHECK-NEXT: ^bb2:
// CHECK-NEXT:   %d = memref.view %pool[%[[V6]]][%m] : memref<?xi8> to memref<?xf32>
// CHECK-NEXT:   "test.op_with_memwrite"(%a, %d) : (memref<?xf32>, memref<?xf32>) -> ()
// CHECK-NEXT:   cf.br ^bb3
// CHECK-NEXT: ^bb3:
// CHECK-NEXT:   func.return
// CHECK-NEXT: }
// CHECK-NEXT: }
func.func @diamond(%ctx: !hip.context, %c: i1, %n: index) {
  %m = arith.muli %n, %n : index
  %a = memref.alloc(%n) : memref<?xf32>
  "test.op_with_memwrite"(%a) : (memref<?xf32>) -> ()
  cf.cond_br %c, ^bb1, ^bb2
^bb1:
  %b = memref.alloc(%m) : memref<?x2xf32>
  "test.op_with_memwrite"(%b) : (memref<?x2xf32>) -> ()
  memref.dealloc %b : memref<?x2xf32>
  cf.br ^bb3
^bb2:
  %d = memref.alloc(%m) : memref<?xf32>
  "test.op_with_memwrite"(%a, %d) : (memref<?xf32>, memref<?xf32>) -> ()
  memref.dealloc %d : memref<?xf32>
  cf.br ^bb3
^bb3:
  func.return
}

// -----

// A size defined in the entry block after a pooled alloc: one point cannot
// follow its definition and precede %s, so there are two domains, as docs/
// semantics.md §5 splits a block: domain 0 (%s, static, at the start) and
// domain 1 (%a, right after %m).
// CHECK:      builtin.module attributes {hipdnn.pool_size = 256 : i64, hipdnn.buffer_count = 2 : i64, hipdnn.buffer_offsets = [0 : i64, 0 : i64], hipdnn.domain_count = 2 : i64, hipdnn.pool_sizes = [256 : i64, 0 : i64], hipdnn.buffer_domains = [0 : i64, 1 : i64]} {
// CHECK-NEXT: func.func @late_size(%ctx: !hip.context, %n: index) {
// CHECK-NEXT:   %c256 = arith.constant 256 : index
// CHECK-NEXT:   %pool = hip.get_pool(%ctx, %c256) : memref<?xi8>
// CHECK-NEXT:   %c0 = arith.constant 0 : index
// CHECK-NEXT:   %s = memref.view %pool[%c0][] : memref<?xi8> to memref<16xf32>
// CHECK-NEXT:   "test.op_with_memwrite"(%s) : (memref<16xf32>) -> ()
// CHECK-NEXT:   %m = arith.addi %n, %n : index
// CHECK-NEXT:   %c4 = arith.constant 4 : index
// CHECK-NEXT:   %[[V0:.*]] = arith.muli %m, %c4 : index
// CHECK-NEXT:   %c255 = arith.constant 255 : index
// CHECK-NEXT:   %[[V1:.*]] = arith.addi %[[V0]], %c255 : index
// CHECK-NEXT:   %[[V2:.*]] = arith.divui %[[V1]], %c256 : index
// CHECK-NEXT:   %[[V3:.*]] = arith.muli %[[V2]], %c256 : index
// CHECK-NEXT:   %pool_1 = hip.get_pool(%ctx, %[[V3]]) {domain_id = 1 : i64} : memref<?xi8>
// CHECK-NEXT:   %a = memref.view %pool_1[%c0][%m] : memref<?xi8> to memref<?xf32>
// CHECK-NEXT:   "test.op_with_memwrite"(%a) : (memref<?xf32>) -> ()
// CHECK-NEXT:   func.return
// CHECK-NEXT: }
// CHECK-NEXT: }
func.func @late_size(%ctx: !hip.context, %n: index) {
  %s = memref.alloc() : memref<16xf32>
  "test.op_with_memwrite"(%s) : (memref<16xf32>) -> ()
  %m = arith.addi %n, %n : index
  %a = memref.alloc(%m) : memref<?xf32>
  "test.op_with_memwrite"(%a) : (memref<?xf32>) -> ()
  func.return
}

// -----

// A size defined in a later block of a cf function, on no cycle: its home is
// that block. a (4 * %n, entry) and s (static, ^bb2, placed at the entry
// block's terminator) are domain 0: s at 0 (static prefix 256), a at 256.
// ^bb1 defines %k: b (4 * %k, freed in ^bb1) and e (%k bytes, in ^bb2, which
// only ^bb1 reaches: it stands at ^bb1's terminator) are domain 1, computed
// right after %k; their sets are disjoint, so one slab: alignUp(maxui(%k * 4,
// %k)), both at 0. d's size is an argument of ^bb3: it stays.
// CHECK:      builtin.module attributes {hipdnn.pool_size = 256 : i64, hipdnn.buffer_count = 4 : i64, hipdnn.buffer_offsets = [256 : i64, 0 : i64, 0 : i64, 0 : i64], hipdnn.domain_count = 2 : i64, hipdnn.pool_sizes = [256 : i64, 0 : i64], hipdnn.buffer_domains = [0 : i64, 1 : i64, 0 : i64, 1 : i64]} {
// CHECK-NEXT: func.func @later_block(%ctx: !hip.context, %c: i1, %n: index) {
// CHECK-NEXT:   %c4 = arith.constant 4 : index
// CHECK-NEXT:   %[[V0:.*]] = arith.muli %n, %c4 : index
// CHECK-NEXT:   %c255 = arith.constant 255 : index
// CHECK-NEXT:   %c256 = arith.constant 256 : index
// CHECK-NEXT:   %[[V1:.*]] = arith.addi %[[V0]], %c255 : index
// CHECK-NEXT:   %[[V2:.*]] = arith.divui %[[V1]], %c256 : index
// CHECK-NEXT:   %[[V3:.*]] = arith.muli %[[V2]], %c256 : index
// CHECK-NEXT:   %[[V4:.*]] = arith.addi %[[V3]], %c256 : index
// CHECK-NEXT:   %pool = hip.get_pool(%ctx, %[[V4]]) : memref<?xi8>
// CHECK-NEXT:   %c0 = arith.constant 0 : index
// CHECK-NEXT:   %a = memref.view %pool[%c256][%n] : memref<?xi8> to memref<?xf32>
// CHECK-NEXT:   "test.op_with_memwrite"(%a) : (memref<?xf32>) -> ()
// CHECK-NEXT:   cf.cond_br %c, ^bb1, ^bb3(%n : index)
// CHECK-NEXT: ^bb1:
// CHECK-NEXT:   %k = arith.muli %n, %n : index
// CHECK-NEXT:   %c4_1 = arith.constant 4 : index
// CHECK-NEXT:   %[[V5:.*]] = arith.muli %k, %c4_1 : index
// CHECK-NEXT:   %[[V6:.*]] = arith.maxui %[[V5]], %k : index
// CHECK-NEXT:   %c255_1 = arith.constant 255 : index
// CHECK-NEXT:   %c256_1 = arith.constant 256 : index
// CHECK-NEXT:   %[[V7:.*]] = arith.addi %[[V6]], %c255_1 : index
// CHECK-NEXT:   %[[V8:.*]] = arith.divui %[[V7]], %c256_1 : index
// CHECK-NEXT:   %[[V9:.*]] = arith.muli %[[V8]], %c256_1 : index
// CHECK-NEXT:   %pool_1 = hip.get_pool(%ctx, %[[V9]]) {domain_id = 1 : i64} : memref<?xi8>
// CHECK-NEXT:   %c0_1 = arith.constant 0 : index
// CHECK-NEXT:   %b = memref.view %pool_1[%c0_1][%k] : memref<?xi8> to memref<?xf32>
// CHECK-NEXT:   "test.op_with_memwrite"(%b) : (memref<?xf32>) -> ()
// CHECK-NEXT:   cf.br ^bb2
// CHECK-NEXT: ^bb2:
// CHECK-NEXT:   %s = memref.view %pool[%c0][] : memref<?xi8> to memref<16xf32>
// CHECK-NEXT:   %e = memref.view %pool_1[%c0_1][%k] : memref<?xi8> to memref<?xi8>
// CHECK-NEXT:   "test.op_with_memwrite"(%s, %e) : (memref<16xf32>, memref<?xi8>) -> ()
// CHECK-NEXT:   cf.br ^bb4
// CHECK-NEXT: ^bb3(%j: index):
// CHECK-NEXT:   %d = memref.alloc(%j) : memref<?xf64>
// CHECK-NEXT:   "test.op_with_memwrite"(%d, %a) : (memref<?xf64>, memref<?xf32>) -> ()
// CHECK-NEXT:   cf.br ^bb4
// CHECK-NEXT: ^bb4:
// CHECK-NEXT:   func.return
// CHECK-NEXT: }
// CHECK-NEXT: }
// REMARK: remark: hip-pool-allocs: %d is not pooled: its size %j is an argument of a block other than the entry block (a value of the path taken, which verify-plan's checker cannot evaluate)
func.func @later_block(%ctx: !hip.context, %c: i1, %n: index) {
  %a = memref.alloc(%n) : memref<?xf32>
  "test.op_with_memwrite"(%a) : (memref<?xf32>) -> ()
  cf.cond_br %c, ^bb1, ^bb2(%n : index)
^bb1:
  %k = arith.muli %n, %n : index
  %b = memref.alloc(%k) : memref<?xf32>
  "test.op_with_memwrite"(%b) : (memref<?xf32>) -> ()
  memref.dealloc %b : memref<?xf32>
  cf.br ^bb4
^bb4:
  %s = memref.alloc() : memref<16xf32>
  %e = memref.alloc(%k) : memref<?xi8>
  "test.op_with_memwrite"(%s, %e) : (memref<16xf32>, memref<?xi8>) -> ()
  cf.br ^bb3
^bb2(%j : index):
  %d = memref.alloc(%j) : memref<?xf64>
  "test.op_with_memwrite"(%d, %a) : (memref<?xf64>, memref<?xf32>) -> ()
  cf.br ^bb3
^bb3:
  func.return
}

// -----

// A lowered loop whose body (^bb2) defines %k: ^bb2 is on a cycle of the CFG,
// so a pool computed there would be computed again while the previous
// iteration's may be live: t stays. u (4 * %n) is pooled in the entry block.
// CHECK:      builtin.module attributes {hipdnn.pool_size = 0 : i64, hipdnn.buffer_count = 1 : i64, hipdnn.buffer_offsets = [0 : i64]} {
// CHECK-NEXT: func.func @cf_loop(%ctx: !hip.context, %n: index) {
// CHECK-NEXT:   %c4 = arith.constant 4 : index
// CHECK-NEXT:   %[[V0:.*]] = arith.muli %n, %c4 : index
// CHECK-NEXT:   %c255 = arith.constant 255 : index
// CHECK-NEXT:   %c256 = arith.constant 256 : index
// CHECK-NEXT:   %[[V1:.*]] = arith.addi %[[V0]], %c255 : index
// CHECK-NEXT:   %[[V2:.*]] = arith.divui %[[V1]], %c256 : index
// CHECK-NEXT:   %[[V3:.*]] = arith.muli %[[V2]], %c256 : index
// CHECK-NEXT:   %pool = hip.get_pool(%ctx, %[[V3]]) : memref<?xi8>
// CHECK-NEXT:   %c0 = arith.constant 0 : index
// CHECK-NEXT:   %c0_1 = arith.constant 0 : index
// CHECK-NEXT:   %c1 = arith.constant 1 : index
// CHECK-NEXT:   cf.br ^bb1(%c0_1 : index)
// CHECK-NEXT: ^bb1(%i: index):
// CHECK-NEXT:   %cmp = arith.cmpi slt, %i, %n : index
// CHECK-NEXT:   cf.cond_br %cmp, ^bb2, ^bb3
// CHECK-NEXT: ^bb2:
// CHECK-NEXT:   %k = arith.addi %i, %n : index
// CHECK-NEXT:   %t = memref.alloc(%k) : memref<?xf32>
// CHECK-NEXT:   "test.op_with_memwrite"(%t) : (memref<?xf32>) -> ()
// CHECK-NEXT:   memref.dealloc %t : memref<?xf32>
// CHECK-NEXT:   %u = memref.view %pool[%c0][%n] : memref<?xi8> to memref<?xf32>
// CHECK-NEXT:   "test.op_with_memwrite"(%u) : (memref<?xf32>) -> ()
// CHECK-NEXT:   %next = arith.addi %i, %c1 : index
// CHECK-NEXT:   cf.br ^bb1(%next : index)
// CHECK-NEXT: ^bb3:
// CHECK-NEXT:   func.return
// CHECK-NEXT: }
// CHECK-NEXT: }
// REMARK: remark: hip-pool-allocs: %t is not pooled: its size %k is defined in a block on a cycle of the CFG (a lowered loop): the block may run again while the pool computed there is live
func.func @cf_loop(%ctx: !hip.context, %n: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  cf.br ^bb1(%c0 : index)
^bb1(%i: index):
  %cmp = arith.cmpi slt, %i, %n : index
  cf.cond_br %cmp, ^bb2, ^bb3
^bb2:
  %k = arith.addi %i, %n : index
  %t = memref.alloc(%k) : memref<?xf32>
  "test.op_with_memwrite"(%t) : (memref<?xf32>) -> ()
  memref.dealloc %t : memref<?xf32>
  %u = memref.alloc(%n) : memref<?xf32>
  "test.op_with_memwrite"(%u) : (memref<?xf32>) -> ()
  memref.dealloc %u : memref<?xf32>
  %next = arith.addi %i, %c1 : index
  cf.br ^bb1(%next : index)
^bb3:
  func.return
}

// -----

// A home listed after a block it dominates: ^bb2 defines %n and %m and
// dominates ^bb1, listed first. y (in ^bb1) stands at ^bb2's terminator, after
// x and z: the allocs are grouped where they stand, not in listing order, so
// x (size %n, defined before it) opens domain 0, computed right after %n; z's
// %m comes after x, so z opens domain 1 after %m, and y (standing at the
// terminator) joins it. Domain 0: x alone, alignUp(4 * %n) at 0. Domain 1:
// y and z disjoint, one slab alignUp(maxui(4 * %n, 4 * %m)), both at 0.
// Every pool dominates its views (grouped in listing order, y would open the
// domain and its pool would follow %m, after x's view).
// CHECK:      builtin.module attributes {hipdnn.pool_size = 0 : i64, hipdnn.buffer_count = 3 : i64, hipdnn.buffer_offsets = [0 : i64, 0 : i64, 0 : i64], hipdnn.domain_count = 2 : i64, hipdnn.pool_sizes = [0 : i64, 0 : i64], hipdnn.buffer_domains = [1 : i64, 0 : i64, 1 : i64]} {
// CHECK-NEXT: func.func @home_listed_late(%ctx: !hip.context, %k: index) {
// CHECK-NEXT:   cf.br ^bb2
// CHECK-NEXT: ^bb1:
// CHECK-NEXT:   %y = memref.view %pool[%c0][%n] : memref<?xi8> to memref<?xf32>
// CHECK-NEXT:   "test.op_with_memwrite"(%y) : (memref<?xf32>) -> ()
// CHECK-NEXT:   func.return
// CHECK-NEXT: ^bb2:
// CHECK-NEXT:   %n = arith.addi %k, %k : index
// CHECK-NEXT:   %c4 = arith.constant 4 : index
// CHECK-NEXT:   %[[N4:.*]] = arith.muli %n, %c4 : index
// CHECK-NEXT:   %c255 = arith.constant 255 : index
// CHECK-NEXT:   %c256 = arith.constant 256 : index
// CHECK-NEXT:   %[[V1:.*]] = arith.addi %[[N4]], %c255 : index
// CHECK-NEXT:   %[[V2:.*]] = arith.divui %[[V1]], %c256 : index
// CHECK-NEXT:   %[[V3:.*]] = arith.muli %[[V2]], %c256 : index
// CHECK-NEXT:   %pool_1 = hip.get_pool(%ctx, %[[V3]]) : memref<?xi8>
// CHECK-NEXT:   %c0 = arith.constant 0 : index
// CHECK-NEXT:   %x = memref.view %pool_1[%c0][%n] : memref<?xi8> to memref<?xf32>
// CHECK-NEXT:   "test.op_with_memwrite"(%x) : (memref<?xf32>) -> ()
// CHECK-NEXT:   %m = arith.muli %k, %k : index
// CHECK-NEXT:   %[[M4:.*]] = arith.muli %m, %c4 : index
// CHECK-NEXT:   %[[W:.*]] = arith.maxui %[[N4]], %[[M4]] : index
// CHECK-NEXT:   %[[V6:.*]] = arith.addi %[[W]], %c255 : index
// CHECK-NEXT:   %[[V7:.*]] = arith.divui %[[V6]], %c256 : index
// CHECK-NEXT:   %[[V8:.*]] = arith.muli %[[V7]], %c256 : index
// CHECK-NEXT:   %pool = hip.get_pool(%ctx, %[[V8]]) {domain_id = 1 : i64} : memref<?xi8>
// CHECK-NEXT:   %z = memref.view %pool[%c0][%m] : memref<?xi8> to memref<?xf32>
// CHECK-NEXT:   "test.op_with_memwrite"(%z) : (memref<?xf32>) -> ()
// CHECK-NEXT:   cf.br ^bb1
// CHECK-NEXT: }
// CHECK-NEXT: }
func.func @home_listed_late(%ctx: !hip.context, %k: index) {
  cf.br ^bb2
^bb1:
  %y = memref.alloc(%n) : memref<?xf32>
  "test.op_with_memwrite"(%y) : (memref<?xf32>) -> ()
  memref.dealloc %y : memref<?xf32>
  func.return
^bb2:
  %n = arith.addi %k, %k : index
  %x = memref.alloc(%n) : memref<?xf32>
  "test.op_with_memwrite"(%x) : (memref<?xf32>) -> ()
  memref.dealloc %x : memref<?xf32>
  %m = arith.muli %k, %k : index
  %z = memref.alloc(%m) : memref<?xf32>
  "test.op_with_memwrite"(%z) : (memref<?xf32>) -> ()
  memref.dealloc %z : memref<?xf32>
  cf.br ^bb1
}

// RUN: xdsl-opt -p 'hip-pool-allocs{scope=function},cse' --allow-unregistered-dialect --split-input-file %s | filecheck %s
// packer=best reaches the same pools here (each is at its lower bound, the
// most bytes live at one program point):
// RUN: xdsl-opt -p 'hip-pool-allocs{scope=function packer=best},cse' --allow-unregistered-dialect --split-input-file %s | filecheck %s
// RUN: xdsl-opt -p 'hip-pool-allocs{scope=function}' --allow-unregistered-dialect --split-input-file %s 2>&1 >/dev/null | filecheck %s --check-prefix=REMARK
// RUN: not xhip-opt --pass-pipeline='hip-pool-allocs{scope=foo}' --allow-unregistered-dialect --split-input-file %s 2>&1 | filecheck %s --check-prefix=BAD
// The default scope (entry-block, the reference) still refuses a multi-block function:
// RUN: sed -e '/^\/\/ BEGIN diamond$/,/^\/\/ END diamond$/!s/.*//' %s > %t.diamond.mlir
// RUN: not xhip-opt --hip-pool-allocs --allow-unregistered-dialect %t.diamond.mlir 2>&1 | filecheck %s --check-prefix=MULTI
// verify-plan runs the checker over the control flow (docs/semantics.md §4.8,
// the checker's rules) on every output here: the same outputs, no error.
// RUN: xdsl-opt -p 'hip-pool-allocs{scope=function verify-plan=true},cse' --allow-unregistered-dialect --split-input-file %s | filecheck %s

// scope=function (docs/semantics.md §4.8): every static alloc of the function,
// in any block at any depth, packed on its liveness interval set. Program
// points are the function's ops in pre-order (an op, then the ops of its
// regions), counted from 0; a buffer occupies its alloc's point and the points
// before which it is live (a dealloc is a use). Alignment 256: a 16xf32 (64
// bytes) takes 256. The greedy places the largest first (docs/semantics.md §6), against the
// placed buffers whose sets intersect its own. One pool at the start of the
// entry block; offset constants after it, in the order of the allocs.

// BAD: error: hip-pool-allocs: scope must be entry-block or function (got foo)

// A buffer of a loop body shares with one that died before the loop.
// Points: 0 %c0, 1 %c1, 2 %a, 3 write a, 4 dealloc a, 5 %b, 6 scf.for,
//   7 %t, 8 write t, 9 dealloc t, 10 yield, 11 write b, 12 dealloc b, 13 return.
// a {[2,4]} 1024 bytes; b {[5,12]} (live around the loop) 256; t {[7,9]} 512.
// Order a, t, b: a -> 0; t -> 0 (disjoint from a); b meets t [0,512) -> 512.
// Pool = max end = max(1024, 512 + 256) = 1024. Offsets in alloc order a b t.
// CHECK:      builtin.module attributes {hipdnn.pool_size = 1024 : i64, hipdnn.buffer_count = 3 : i64, hipdnn.buffer_offsets = [0 : i64, 512 : i64, 0 : i64]} {
// CHECK-NEXT:   func.func @loop_share(%ctx: !hip.context, %n: index) {
// CHECK-NEXT:     %[[SZ:.*]] = arith.constant 1024 : index
// CHECK-NEXT:     %[[POOL:.*]] = hip.get_pool(%ctx, %[[SZ]]) : memref<?xi8>
// CHECK-NEXT:     %[[C0:.*]] = arith.constant 0 : index
// CHECK-NEXT:     %[[C512:.*]] = arith.constant 512 : index
// CHECK-NEXT:     %c1 = arith.constant 1 : index
// CHECK-NEXT:     %a = memref.view %[[POOL]][%[[C0]]][] : memref<?xi8> to memref<256xf32>
// CHECK-NEXT:     "test.op_with_memwrite"(%a)
// CHECK-NEXT:     %b = memref.view %[[POOL]][%[[C512]]][] : memref<?xi8> to memref<64xf32>
// CHECK-NEXT:     scf.for %i = %[[C0]] to %n step %c1 {
// CHECK-NEXT:       %t = memref.view %[[POOL]][%[[C0]]][] : memref<?xi8> to memref<128xf32>
// CHECK-NEXT:       "test.op_with_memwrite"(%t)
// CHECK-NEXT:     }
// CHECK-NEXT:     "test.op_with_memwrite"(%b)
// CHECK-NEXT:     func.return
func.func @loop_share(%ctx: !hip.context, %n: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %a = memref.alloc() : memref<256xf32>
  "test.op_with_memwrite"(%a) : (memref<256xf32>) -> ()
  memref.dealloc %a : memref<256xf32>
  %b = memref.alloc() : memref<64xf32>
  scf.for %i = %c0 to %n step %c1 {
    %t = memref.alloc() : memref<128xf32>
    "test.op_with_memwrite"(%t) : (memref<128xf32>) -> ()
    memref.dealloc %t : memref<128xf32>
  }
  "test.op_with_memwrite"(%b) : (memref<64xf32>) -> ()
  memref.dealloc %b : memref<64xf32>
  func.return
}

// -----

// Two buffers of one body whose in-body intervals are disjoint share.
// Points: 0 %c0, 1 %c1, 2 scf.for, 3 %w, 4 %x, 5 write x, 6 dealloc x, 7 %y,
//   8 write y, 9 dealloc y, 10 write w, 11 dealloc w, 12 yield, 13 return.
// w {[3,11]} 256; x {[4,6]} 512; y {[7,9]} 256. Order x, y, w (stable):
// x -> 0; y -> 0 (disjoint from x); w meets x [0,512) and y -> 512. Pool 768,
// not the sum over iterations.
// CHECK:      builtin.module attributes {hipdnn.pool_size = 768 : i64, hipdnn.buffer_count = 3 : i64, hipdnn.buffer_offsets = [512 : i64, 0 : i64, 0 : i64]} {
// CHECK-NEXT:   func.func @body_share(%ctx: !hip.context, %n: index) {
// CHECK-NEXT:     %[[SZ:.*]] = arith.constant 768 : index
// CHECK-NEXT:     %[[POOL:.*]] = hip.get_pool(%ctx, %[[SZ]]) : memref<?xi8>
// CHECK-NEXT:     %[[C512:.*]] = arith.constant 512 : index
// CHECK-NEXT:     %[[C0:.*]] = arith.constant 0 : index
// CHECK-NEXT:     %c1 = arith.constant 1 : index
// CHECK-NEXT:     scf.for %i = %[[C0]] to %n step %c1 {
// CHECK-NEXT:       %w = memref.view %[[POOL]][%[[C512]]][] : memref<?xi8> to memref<16xf32>
// CHECK-NEXT:       %x = memref.view %[[POOL]][%[[C0]]][] : memref<?xi8> to memref<128xf32>
// CHECK-NEXT:       "test.op_with_memwrite"(%x)
// CHECK-NEXT:       %y = memref.view %[[POOL]][%[[C0]]][] : memref<?xi8> to memref<64xf32>
// CHECK-NEXT:       "test.op_with_memwrite"(%y)
// CHECK-NEXT:       "test.op_with_memwrite"(%w)
// CHECK-NEXT:     }
// CHECK-NEXT:     func.return
func.func @body_share(%ctx: !hip.context, %n: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  scf.for %i = %c0 to %n step %c1 {
    %w = memref.alloc() : memref<16xf32>
    %x = memref.alloc() : memref<128xf32>
    "test.op_with_memwrite"(%x) : (memref<128xf32>) -> ()
    memref.dealloc %x : memref<128xf32>
    %y = memref.alloc() : memref<64xf32>
    "test.op_with_memwrite"(%y) : (memref<64xf32>) -> ()
    memref.dealloc %y : memref<64xf32>
    "test.op_with_memwrite"(%w) : (memref<16xf32>) -> ()
    memref.dealloc %w : memref<16xf32>
  }
  func.return
}

// -----

// A buffer per branch of an scf.if: never live at once, they share.
// Points: 0 %r, 1 scf.if, 2 %p, 3 write p, 4 dealloc p, 5 yield, 6 %q,
//   7 write q, 8 dealloc q, 9 yield, 10 write r, 11 return.
// r {[0,10]} 256; p {[2,4]} 1024; q {[6,8]} 256. Order p, r, q (stable):
// p -> 0; r meets p -> 1024; q meets r [1024,1280), gap [0,1024) -> 0.
// Pool 1280 = r + p, the most bytes live at one point.
// CHECK:      builtin.module attributes {hipdnn.pool_size = 1280 : i64, hipdnn.buffer_count = 3 : i64, hipdnn.buffer_offsets = [1024 : i64, 0 : i64, 0 : i64]} {
// CHECK-NEXT:   func.func @branches(%ctx: !hip.context, %cond: i1) {
// CHECK-NEXT:     %[[SZ:.*]] = arith.constant 1280 : index
// CHECK-NEXT:     %[[POOL:.*]] = hip.get_pool(%ctx, %[[SZ]]) : memref<?xi8>
// CHECK-NEXT:     %[[C1024:.*]] = arith.constant 1024 : index
// CHECK-NEXT:     %[[C0:.*]] = arith.constant 0 : index
// CHECK-NEXT:     %r = memref.view %[[POOL]][%[[C1024]]][] : memref<?xi8> to memref<16xf32>
// CHECK-NEXT:     scf.if %cond {
// CHECK-NEXT:       %p = memref.view %[[POOL]][%[[C0]]][] : memref<?xi8> to memref<256xf32>
// CHECK-NEXT:       "test.op_with_memwrite"(%p)
// CHECK-NEXT:     } else {
// CHECK-NEXT:       %q = memref.view %[[POOL]][%[[C0]]][] : memref<?xi8> to memref<64xf32>
// CHECK-NEXT:       "test.op_with_memwrite"(%q)
// CHECK-NEXT:     }
// CHECK-NEXT:     "test.op_with_memwrite"(%r)
// CHECK-NEXT:     func.return
func.func @branches(%ctx: !hip.context, %cond: i1) {
  %r = memref.alloc() : memref<16xf32>
  scf.if %cond {
    %p = memref.alloc() : memref<256xf32>
    "test.op_with_memwrite"(%p) : (memref<256xf32>) -> ()
    memref.dealloc %p : memref<256xf32>
  } else {
    %q = memref.alloc() : memref<64xf32>
    "test.op_with_memwrite"(%q) : (memref<64xf32>) -> ()
    memref.dealloc %q : memref<64xf32>
  }
  "test.op_with_memwrite"(%r) : (memref<16xf32>) -> ()
  func.return
}

// -----

// A multi-block function: a cf diamond. The blocks' ops are numbered in order.
// Points: 0 %a, 1 write a, 2 cf.cond_br, 3 %b, 4 write a b, 5 dealloc b,
//   6 cf.br, 7 %d, 8 write d, 9 dealloc d, 10 cf.br, 11 return.
// a {[0,4]} 1024 (its last use is in ^bb1: dead on the ^bb2 path); b {[3,5]}
// 512; d {[7,9]} 512. Order a, b, d: a -> 0; b meets a -> 1024; d meets
// neither -> 0. Pool 1536 = a + b at point 4.
// MULTI: error: hip-pool-allocs requires single-block functions; liveness analysis uses sequential op indices that do not generalize to control flow
// CHECK:      builtin.module attributes {hipdnn.pool_size = 1536 : i64, hipdnn.buffer_count = 3 : i64, hipdnn.buffer_offsets = [0 : i64, 1024 : i64, 0 : i64]} {
// CHECK-NEXT:   func.func @diamond(%ctx: !hip.context, %c: i1) {
// CHECK-NEXT:     %[[SZ:.*]] = arith.constant 1536 : index
// CHECK-NEXT:     %[[POOL:.*]] = hip.get_pool(%ctx, %[[SZ]]) : memref<?xi8>
// CHECK-NEXT:     %[[C0:.*]] = arith.constant 0 : index
// CHECK-NEXT:     %[[C1024:.*]] = arith.constant 1024 : index
// CHECK-NEXT:     %a = memref.view %[[POOL]][%[[C0]]][] : memref<?xi8> to memref<256xf32>
// CHECK-NEXT:     "test.op_with_memwrite"(%a)
// CHECK-NEXT:     cf.cond_br %c, ^bb1, ^bb2
// CHECK-NEXT:   ^bb1:
// CHECK-NEXT:     %b = memref.view %[[POOL]][%[[C1024]]][] : memref<?xi8> to memref<128xf32>
// CHECK-NEXT:     "test.op_with_memwrite"(%a, %b)
// CHECK-NEXT:     cf.br ^bb3
// CHECK-NEXT:   ^bb2:
// CHECK-NEXT:     %d = memref.view %[[POOL]][%[[C0]]][] : memref<?xi8> to memref<128xf32>
// CHECK-NEXT:     "test.op_with_memwrite"(%d)
// CHECK-NEXT:     cf.br ^bb3
// CHECK-NEXT:   ^bb3:
// CHECK-NEXT:     func.return
// BEGIN diamond
func.func @diamond(%ctx: !hip.context, %c: i1) {
  %a = memref.alloc() : memref<256xf32>
  "test.op_with_memwrite"(%a) : (memref<256xf32>) -> ()
  cf.cond_br %c, ^bb1, ^bb2
^bb1:
  %b = memref.alloc() : memref<128xf32>
  "test.op_with_memwrite"(%a, %b) : (memref<256xf32>, memref<128xf32>) -> ()
  memref.dealloc %b : memref<128xf32>
  cf.br ^bb3
^bb2:
  %d = memref.alloc() : memref<128xf32>
  "test.op_with_memwrite"(%d) : (memref<128xf32>) -> ()
  memref.dealloc %d : memref<128xf32>
  cf.br ^bb3
^bb3:
  func.return
}
// END diamond

// -----

// A loop-carried buffer (yielded into the iter_args) stays, with a remark:
// the previous iteration's instance is still read when the alloc runs again.
// %init only flows into the loop: carried (not killed), but its alloc runs
// once; it is live from its alloc to the use of %r, {[2,7]}: alone at 0.
// CHECK:      builtin.module attributes {hipdnn.pool_size = 256 : i64, hipdnn.buffer_count = 1 : i64, hipdnn.buffer_offsets = [0 : i64]} {
// CHECK-NEXT:   func.func @carried(%ctx: !hip.context, %n: index) {
// CHECK-NEXT:     %[[SZ:.*]] = arith.constant 256 : index
// CHECK-NEXT:     %[[POOL:.*]] = hip.get_pool(%ctx, %[[SZ]]) : memref<?xi8>
// CHECK-NEXT:     %[[C0:.*]] = arith.constant 0 : index
// CHECK-NEXT:     %c1 = arith.constant 1 : index
// CHECK-NEXT:     %init = memref.view %[[POOL]][%[[C0]]][] : memref<?xi8> to memref<16xf32>
// CHECK-NEXT:     %r = scf.for %i = %[[C0]] to %n step %c1 iter_args(%acc = %init) -> (memref<16xf32>) {
// CHECK-NEXT:       %next = memref.alloc() : memref<16xf32>
// REMARK: remark: hip-pool-allocs: %next is not pooled: it is carried from one iteration to the next (an iter_args, a yield, a block argument or an escape), so an older instance may still be live when its alloc runs again and one offset cannot hold both
func.func @carried(%ctx: !hip.context, %n: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %init = memref.alloc() : memref<16xf32>
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %init) -> (memref<16xf32>) {
    %next = memref.alloc() : memref<16xf32>
    "test.op_with_memwrite"(%acc, %next) : (memref<16xf32>, memref<16xf32>) -> ()
    scf.yield %next : memref<16xf32>
  }
  "test.op_with_memwrite"(%r) : (memref<16xf32>) -> ()
  func.return
}

// -----

// scf.parallel may run its iterations at once: a temporary of its body stays,
// with a remark (one offset cannot hold the instances live together); a
// buffer from before the loop, used in it, is pooled.
// CHECK:      builtin.module attributes {hipdnn.pool_size = 256 : i64, hipdnn.buffer_count = 1 : i64, hipdnn.buffer_offsets = [0 : i64]} {
// CHECK-NEXT:   func.func @parallel(%ctx: !hip.context, %n: index) {
// CHECK-NEXT:     %[[SZ:.*]] = arith.constant 256 : index
// CHECK-NEXT:     %[[POOL:.*]] = hip.get_pool(%ctx, %[[SZ]]) : memref<?xi8>
// CHECK-NEXT:     %[[C0:.*]] = arith.constant 0 : index
// CHECK-NEXT:     %c1 = arith.constant 1 : index
// CHECK-NEXT:     %w = memref.view %[[POOL]][%[[C0]]][] : memref<?xi8> to memref<64xf32>
// CHECK-NEXT:     "test.op_with_memwrite"(%w) : (memref<64xf32>) -> ()
// CHECK-NEXT:     scf.parallel (%i) = (%[[C0]]) to (%n) step (%c1) {
// CHECK-NEXT:       %t = memref.alloc() : memref<64xf32>
// CHECK-NEXT:       "test.op_with_memwrite"(%w, %t) : (memref<64xf32>, memref<64xf32>) -> ()
// CHECK-NEXT:       memref.dealloc %t : memref<64xf32>
// REMARK: remark: hip-pool-allocs: %t is not pooled: it is inside scf.parallel, whose regions may run several instances at once, and one offset cannot hold them all
func.func @parallel(%ctx: !hip.context, %n: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %w = memref.alloc() : memref<64xf32>
  "test.op_with_memwrite"(%w) : (memref<64xf32>) -> ()
  scf.parallel (%i) = (%c0) to (%n) step (%c1) {
    %t = memref.alloc() : memref<64xf32>
    "test.op_with_memwrite"(%w, %t) : (memref<64xf32>, memref<64xf32>) -> ()
    memref.dealloc %t : memref<64xf32>
    scf.reduce
  }
  func.return
}

// -----

// A block argument is what the branches to it pass at its position: %i and
// %j get only %c0, never %a, so the use of %j after %b's alloc is no use of
// %a. Points: 0 %c0, 1 %c1, 2 %a, 3 write a, 4 br, 5 write m, 6 br, 7 %b,
// 8 write b, 9 %k, 10 return. a {[2,5]} (through %m), b {[7,8]}: disjoint,
// both at 0, pool 256 (with every argument taken to alias every passed
// value, %a stayed live to %k and the pool doubled to 512).
// CHECK:      builtin.module attributes {hipdnn.pool_size = 256 : i64, hipdnn.buffer_count = 2 : i64, hipdnn.buffer_offsets = [0 : i64, 0 : i64]} {
// CHECK-NEXT:   func.func @scalar_block_argument(%ctx: !hip.context, %n: index) {
// CHECK-NEXT:     %[[SZ:.*]] = arith.constant 256 : index
// CHECK-NEXT:     %[[POOL:.*]] = hip.get_pool(%ctx, %[[SZ]]) : memref<?xi8>
// CHECK-NEXT:     %[[C0:.*]] = arith.constant 0 : index
// CHECK-NEXT:     %[[ZERO:.*]] = arith.constant 0 : index
// CHECK-NEXT:     %c1 = arith.constant 1 : index
// CHECK-NEXT:     %a = memref.view %[[POOL]][%[[C0]]][] : memref<?xi8> to memref<64xf32>
// CHECK-NEXT:     "test.op_with_memwrite"(%a) : (memref<64xf32>) -> ()
// CHECK-NEXT:     cf.br ^bb1(%[[ZERO]], %a : index, memref<64xf32>)
// CHECK-NEXT:   ^bb1(%i: index, %m: memref<64xf32>):
// CHECK-NEXT:     "test.op_with_memwrite"(%m) : (memref<64xf32>) -> ()
// CHECK-NEXT:     cf.br ^bb2(%i : index)
// CHECK-NEXT:   ^bb2(%j: index):
// CHECK-NEXT:     %b = memref.view %[[POOL]][%[[C0]]][] : memref<?xi8> to memref<64xf32>
// CHECK-NEXT:     "test.op_with_memwrite"(%b) : (memref<64xf32>) -> ()
// CHECK-NEXT:     %k = arith.addi %j, %c1 : index
// CHECK-NEXT:     func.return
func.func @scalar_block_argument(%ctx: !hip.context, %n: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %a = memref.alloc() : memref<64xf32>
  "test.op_with_memwrite"(%a) : (memref<64xf32>) -> ()
  cf.br ^bb1(%c0, %a : index, memref<64xf32>)
^bb1(%i: index, %m: memref<64xf32>):
  "test.op_with_memwrite"(%m) : (memref<64xf32>) -> ()
  cf.br ^bb2(%i : index)
^bb2(%j: index):
  %b = memref.alloc() : memref<64xf32>
  "test.op_with_memwrite"(%b) : (memref<64xf32>) -> ()
  %k = arith.addi %j, %c1 : index
  func.return
}

// -----

// A merge block's argument (an scf.if's result after convert-scf-to-cf) is
// defined anew each time ^bb5 is entered: %r never holds an older %t where
// %t's alloc runs, so %t is not carried from one iteration to the next and
// is pooled, as in the scf form. Points: 0 %c0, 1 %c1, 2 %g, 3 br, 4 cmpi,
// 5 cond_br, 6 cond_br, 7 %t, 8 write t, 9 br, 10 br, 11 br, 12 write r,
// 13 addi, 14 br, 15 write g, 16 return. g is live from 2 to 15 (read at the
// end, and through %r); t {[7,12]} meets it: g at 0, t at 256, pool 512.
// CHECK:      builtin.module attributes {hipdnn.pool_size = 512 : i64, hipdnn.buffer_count = 2 : i64, hipdnn.buffer_offsets = [0 : i64, 256 : i64]} {
// CHECK-NEXT:   func.func @merge_argument(%ctx: !hip.context, %c: i1, %n: index) {
// CHECK-NEXT:     %[[SZ:.*]] = arith.constant 512 : index
// CHECK-NEXT:     %[[POOL:.*]] = hip.get_pool(%ctx, %[[SZ]]) : memref<?xi8>
// CHECK-NEXT:     %[[C0:.*]] = arith.constant 0 : index
// CHECK-NEXT:     %[[C256:.*]] = arith.constant 256 : index
// CHECK-NEXT:     %[[ZERO:.*]] = arith.constant 0 : index
// CHECK-NEXT:     %c1 = arith.constant 1 : index
// CHECK-NEXT:     %g = memref.view %[[POOL]][%[[C0]]][] : memref<?xi8> to memref<64xf32>
// CHECK-NEXT:     cf.br ^bb1(%[[ZERO]] : index)
// CHECK-NEXT:   ^bb1(%i: index):
// CHECK-NEXT:     %0 = arith.cmpi slt, %i, %n : index
// CHECK-NEXT:     cf.cond_br %0, ^bb2, ^bb7
// CHECK-NEXT:   ^bb2:
// CHECK-NEXT:     cf.cond_br %c, ^bb3, ^bb4
// CHECK-NEXT:   ^bb3:
// CHECK-NEXT:     %t = memref.view %[[POOL]][%[[C256]]][] : memref<?xi8> to memref<64xf32>
// CHECK-NEXT:     "test.op_with_memwrite"(%t) : (memref<64xf32>) -> ()
// CHECK-NEXT:     cf.br ^bb5(%t : memref<64xf32>)
// CHECK-NEXT:   ^bb4:
// CHECK-NEXT:     cf.br ^bb5(%g : memref<64xf32>)
// CHECK-NEXT:   ^bb5(%r: memref<64xf32>):
// CHECK-NEXT:     cf.br ^bb6
// CHECK-NEXT:   ^bb6:
// CHECK-NEXT:     "test.op_with_memwrite"(%r) : (memref<64xf32>) -> ()
// CHECK-NEXT:     %1 = arith.addi %i, %c1 : index
// CHECK-NEXT:     cf.br ^bb1(%1 : index)
// CHECK-NEXT:   ^bb7:
// CHECK-NEXT:     "test.op_with_memwrite"(%g) : (memref<64xf32>) -> ()
// CHECK-NEXT:     func.return
func.func @merge_argument(%ctx: !hip.context, %c: i1, %n: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %g = memref.alloc() : memref<64xf32>
  cf.br ^bb1(%c0 : index)
^bb1(%i: index):
  %0 = arith.cmpi slt, %i, %n : index
  cf.cond_br %0, ^bb2, ^bb7
^bb2:
  cf.cond_br %c, ^bb3, ^bb4
^bb3:
  %t = memref.alloc() : memref<64xf32>
  "test.op_with_memwrite"(%t) : (memref<64xf32>) -> ()
  cf.br ^bb5(%t : memref<64xf32>)
^bb4:
  cf.br ^bb5(%g : memref<64xf32>)
^bb5(%r: memref<64xf32>):
  cf.br ^bb6
^bb6:
  "test.op_with_memwrite"(%r) : (memref<64xf32>) -> ()
  %1 = arith.addi %i, %c1 : index
  cf.br ^bb1(%1 : index)
^bb7:
  "test.op_with_memwrite"(%g) : (memref<64xf32>) -> ()
  func.return
}

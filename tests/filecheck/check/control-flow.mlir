// hip-check-pools over control flow (docs/semantics.md §4.8, the checker's
// rules): functions of several blocks and views inside scf's regions are
// checked on program points, the function's ops in pre-order, an op with
// regions twice (its start, then after its regions' ops, its end). A view is
// live where a value that may hold it (the view, its subviews, block and
// region arguments, iter_args, region results) is live, from its first use;
// an escaped view at every point after it. Two views may share bytes only if
// their point sets are disjoint; a view whose older instance may be live when
// it runs again (or whose region may run at once) may share none with itself.

// The outputs of hip-pool-allocs/scope-function.mlir pass, under both starts:
// RUN: xdsl-opt -p 'hip-pool-allocs{scope=function}' --allow-unregistered-dialect --split-input-file %S/../hip-pool-allocs/scope-function.mlir 2>/dev/null | xhip-opt --split-input-file --allow-unregistered-dialect --hip-check-pools | filecheck %s --check-prefix=ACCEPT
// RUN: xdsl-opt -p 'hip-pool-allocs{scope=function}' --allow-unregistered-dialect --split-input-file %S/../hip-pool-allocs/scope-function.mlir 2>/dev/null | xhip-opt --split-input-file --allow-unregistered-dialect --hip-check-pools='lifetime-start=alloc' | filecheck %s --check-prefix=ACCEPT
// ACCEPT:      hipdnn.pool_size = 1024
// ACCEPT:      hipdnn.pool_size = 768
// ACCEPT:      hipdnn.pool_size = 1280
// ACCEPT:      hipdnn.pool_size = 1536
// ACCEPT:      hipdnn.pool_size = 256

// The outputs of hip-pool-allocs/scope-function-dynamic.mlir (offsets and
// pool sizes computed from the arguments) pass, under both starts:
// RUN: xdsl-opt -p 'hip-pool-allocs{scope=function}' --allow-unregistered-dialect --split-input-file %S/../hip-pool-allocs/scope-function-dynamic.mlir 2>/dev/null | xhip-opt --split-input-file --allow-unregistered-dialect --hip-check-pools | filecheck %s --check-prefix=DYN
// RUN: xdsl-opt -p 'hip-pool-allocs{scope=function}' --allow-unregistered-dialect --split-input-file %S/../hip-pool-allocs/scope-function-dynamic.mlir 2>/dev/null | xhip-opt --split-input-file --allow-unregistered-dialect --hip-check-pools='lifetime-start=alloc' | filecheck %s --check-prefix=DYN
// DYN: func.func @loop_share(
// DYN: func.func @body_temporaries(
// DYN: func.func @mixed(
// DYN: func.func @size_in_loop(
// DYN: func.func @branches(
// DYN: func.func @diamond(
// DYN: func.func @late_size(
// DYN:   %pool = hip.get_pool(%ctx, %c256) : memref<?xi8>
// DYN:   %pool_1 = hip.get_pool(%ctx, %{{.*}}) {domain_id = 1 : i64} : memref<?xi8>

// The hand-written outputs below: one located error per function but
// @dynamic and @dynamic_in_branch (offsets and sizes computed from %n);
// with lifetime-start=alloc, the same errors (other points).
// RUN: not xhip-opt --split-input-file --allow-unregistered-dialect --hip-check-pools %s 2>&1 >/dev/null | filecheck %s
// RUN: not xhip-opt --split-input-file --allow-unregistered-dialect --hip-check-pools='lifetime-start=alloc' %s 2>&1 >/dev/null | filecheck %s --check-prefix=ALLOC
// CHECK-NOT: @dynamic:
// CHECK-NOT: @dynamic_in_branch:
// ALLOC-NOT: @dynamic:
// ALLOC-NOT: @dynamic_in_branch:

// CHECK: {{.*}}control-flow.mlir:[[# @LINE + 6]]:1: error: hip-check-pools: @loop_pair: views %x and %y share bytes while both live: %x (live at 6-8, at {{.*}}control-flow.mlir:[[# @LINE + 12]]:5) bytes [0, 256), %y (live at 8, at {{.*}}control-flow.mlir:[[# @LINE + 14]]:5) bytes [0, 256); binding: (constant sizes)
// ALLOC: {{.*}}control-flow.mlir:[[# @LINE + 5]]:1: error: hip-check-pools: @loop_pair: views %x and %y share bytes while both live: %x (live at 5-8, at {{.*}}control-flow.mlir:[[# @LINE + 11]]:5) bytes [0, 256), %y (live at 7-8, at {{.*}}control-flow.mlir:[[# @LINE + 13]]:5) bytes [0, 256); binding: (constant sizes)
// @loop_pair: %x and %y of one loop body share [0, 256) and are both live at
// the op that reads %x and writes %y.
// Points: 0 %c512, 1 %pool, 2 %c0, 3 %c1, 4 scf.for, 5 %x, 6 write x,
//   7 %y, 8 write x y, 9 yield, 10 end of scf.for, 11 return.
func.func @loop_pair(%ctx: !hip.context, %n: index) {
  %c512 = arith.constant 512 : index
  %pool = hip.get_pool(%ctx, %c512) : memref<?xi8>
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  scf.for %i = %c0 to %n step %c1 {
    %x = memref.view %pool[%c0][] : memref<?xi8> to memref<64xf32>
    "test.op_with_memwrite"(%x) : (memref<64xf32>) -> ()
    %y = memref.view %pool[%c0][] : memref<?xi8> to memref<64xf32>
    "test.op_with_memwrite"(%x, %y) : (memref<64xf32>, memref<64xf32>) -> ()
  }
  func.return
}

// -----

// CHECK-NEXT: {{.*}}control-flow.mlir:[[# @LINE + 6]]:1: error: hip-check-pools: @after_loop: views %b and %t share bytes while both live: %b (live at 5-11, at {{.*}}control-flow.mlir:[[# @LINE + 11]]:3) bytes [0, 256), %t (live at 8, at {{.*}}control-flow.mlir:[[# @LINE + 14]]:5) bytes [0, 256); binding: (constant sizes)
// ALLOC-NEXT: {{.*}}control-flow.mlir:[[# @LINE + 5]]:1: error: hip-check-pools: @after_loop: views %b and %t share bytes while both live: %b (live at 4-11, at {{.*}}control-flow.mlir:[[# @LINE + 10]]:3) bytes [0, 256), %t (live at 7-8, at {{.*}}control-flow.mlir:[[# @LINE + 13]]:5) bytes [0, 256); binding: (constant sizes)
// @after_loop: %b, made before the loop and read after it, is live through
// the loop; the body's %t shares its bytes.
// Points: 4 %b, 5 write b, 6 scf.for, 7 %t, 8 write t, 9 yield, 10 end,
//   11 write b: %b is live around the back edge.
func.func @after_loop(%ctx: !hip.context, %n: index) {
  %c512 = arith.constant 512 : index
  %pool = hip.get_pool(%ctx, %c512) : memref<?xi8>
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %b = memref.view %pool[%c0][] : memref<?xi8> to memref<64xf32>
  "test.op_with_memwrite"(%b) : (memref<64xf32>) -> ()
  scf.for %i = %c0 to %n step %c1 {
    %t = memref.view %pool[%c0][] : memref<?xi8> to memref<64xf32>
    "test.op_with_memwrite"(%t) : (memref<64xf32>) -> ()
  }
  "test.op_with_memwrite"(%b) : (memref<64xf32>) -> ()
  func.return
}

// -----

// CHECK-NEXT: {{.*}}control-flow.mlir:[[# @LINE + 6]]:1: error: hip-check-pools: @carried: views %init and %t share bytes while both live: %init (live at 5-9, at {{.*}}control-flow.mlir:[[# @LINE + 11]]:3) bytes [0, 256), %t (live at 7, at {{.*}}control-flow.mlir:[[# @LINE + 13]]:5) bytes [0, 256); binding: (constant sizes)
// ALLOC-NEXT: {{.*}}control-flow.mlir:[[# @LINE + 5]]:1: error: hip-check-pools: @carried: views %init and %t share bytes while both live: %init (live at 4-9, at {{.*}}control-flow.mlir:[[# @LINE + 10]]:3) bytes [0, 256), %t (live at 6-7, at {{.*}}control-flow.mlir:[[# @LINE + 12]]:5) bytes [0, 256); binding: (constant sizes)
// @carried: %init enters the loop as %acc, read in every iteration after the
// body's %t is written: they share bytes.
// Points: 4 %init, 5 scf.for, 6 %t, 7 write t, 8 write acc, 9 yield: %acc
//   is live from the body's first point to 9 (yielded into itself).
func.func @carried(%ctx: !hip.context, %n: index) {
  %c512 = arith.constant 512 : index
  %pool = hip.get_pool(%ctx, %c512) : memref<?xi8>
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %init = memref.view %pool[%c0][] : memref<?xi8> to memref<64xf32>
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %init) -> (memref<64xf32>) {
    %t = memref.view %pool[%c0][] : memref<?xi8> to memref<64xf32>
    "test.op_with_memwrite"(%t) : (memref<64xf32>) -> ()
    "test.op_with_memwrite"(%acc) : (memref<64xf32>) -> ()
    scf.yield %acc : memref<64xf32>
  }
  func.return
}

// -----

// CHECK-NEXT: {{.*}}control-flow.mlir:[[# @LINE + 7]]:1: error: hip-check-pools: @diamond: views %a and %b share bytes while both live: %a (live at 4-8, at {{.*}}control-flow.mlir:[[# @LINE + 11]]:3) bytes [0, 256), %b (live at 7, at {{.*}}control-flow.mlir:[[# @LINE + 15]]:3) bytes [0, 256); binding: (constant sizes)
// ALLOC-NEXT: {{.*}}control-flow.mlir:[[# @LINE + 6]]:1: error: hip-check-pools: @diamond: views %a and %b share bytes while both live: %a (live at 3-8, at {{.*}}control-flow.mlir:[[# @LINE + 10]]:3) bytes [0, 256), %b (live at 6-7, at {{.*}}control-flow.mlir:[[# @LINE + 14]]:3) bytes [0, 256); binding: (constant sizes)
// @diamond: %a is read again on the ^bb1 path only. %b (^bb1) shares its
// bytes while it is live: an error; %d (^bb2) shares them too, where %a is
// dead: no error.
// Points: 3 %a, 4 write a, 5 cond_br, ^bb1: 6 %b, 7 write b, 8 write a,
//   9 br, ^bb2: 10 %d, 11 write d, 12 br, ^bb3: 13 return.
func.func @diamond(%ctx: !hip.context, %c: i1) {
  %c512 = arith.constant 512 : index
  %pool = hip.get_pool(%ctx, %c512) : memref<?xi8>
  %c0 = arith.constant 0 : index
  %a = memref.view %pool[%c0][] : memref<?xi8> to memref<64xf32>
  "test.op_with_memwrite"(%a) : (memref<64xf32>) -> ()
  cf.cond_br %c, ^bb1, ^bb2
^bb1:
  %b = memref.view %pool[%c0][] : memref<?xi8> to memref<64xf32>
  "test.op_with_memwrite"(%b) : (memref<64xf32>) -> ()
  "test.op_with_memwrite"(%a) : (memref<64xf32>) -> ()
  cf.br ^bb3
^bb2:
  %d = memref.view %pool[%c0][] : memref<?xi8> to memref<64xf32>
  "test.op_with_memwrite"(%d) : (memref<64xf32>) -> ()
  cf.br ^bb3
^bb3:
  func.return
}

// -----

// CHECK-NEXT: {{.*}}control-flow.mlir:[[# @LINE + 6]]:1: error: hip-check-pools: @escaped: views %a and %t share bytes while both live: %a (live at 4-11, at {{.*}}control-flow.mlir:[[# @LINE + 11]]:3) bytes [0, 256), %t (live at 8, at {{.*}}control-flow.mlir:[[# @LINE + 14]]:5) bytes [0, 256); binding: (constant sizes)
// ALLOC-NEXT: {{.*}}control-flow.mlir:[[# @LINE + 5]]:1: error: hip-check-pools: @escaped: views %a and %t share bytes while both live: %a (live at 4-11, at {{.*}}control-flow.mlir:[[# @LINE + 10]]:3) bytes [0, 256), %t (live at 7-8, at {{.*}}control-flow.mlir:[[# @LINE + 13]]:5) bytes [0, 256); binding: (constant sizes)
// @escaped: an op of unknown effects may keep %a: it is live at every point
// after its view, and the loop's %t shares its bytes.
// Points: 4 %a, 5 test.keep, 6 scf.for, 7 %t, 8 write t, 9 yield, 10 end,
//   11 return.
func.func @escaped(%ctx: !hip.context, %n: index) {
  %c512 = arith.constant 512 : index
  %pool = hip.get_pool(%ctx, %c512) : memref<?xi8>
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %a = memref.view %pool[%c0][] : memref<?xi8> to memref<64xf32>
  "test.keep"(%a) : (memref<64xf32>) -> ()
  scf.for %i = %c0 to %n step %c1 {
    %t = memref.view %pool[%c0][] : memref<?xi8> to memref<64xf32>
    "test.op_with_memwrite"(%t) : (memref<64xf32>) -> ()
  }
  func.return
}

// -----

// CHECK-NEXT: {{.*}}control-flow.mlir:[[# @LINE + 6]]:1: error: hip-check-pools: @yielded: view %next (live at 7-9, 11, at {{.*}}control-flow.mlir:[[# @LINE + 14]]:5) may share bytes [0, 256) with another instance of itself: %acc may still hold an older one when it runs again; binding: (constant sizes)
// ALLOC-NEXT: {{.*}}control-flow.mlir:[[# @LINE + 5]]:1: error: hip-check-pools: @yielded: view %next (live at 7-9, 11, at {{.*}}control-flow.mlir:[[# @LINE + 13]]:5) may share bytes [0, 256) with another instance of itself: %acc may still hold an older one when it runs again; binding: (constant sizes)
// @yielded: the body's %next is yielded into %acc, read in the next iteration
// after %next's view has run again: one offset cannot hold both instances.
// Points: 5 %init, 6 scf.for, 7 %next, 8 write acc next, 9 yield, 10 end,
//   11 write r. %acc, block argument, is live at 7, the view's point.
func.func @yielded(%ctx: !hip.context, %n: index) {
  %c512 = arith.constant 512 : index
  %pool = hip.get_pool(%ctx, %c512) : memref<?xi8>
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c256 = arith.constant 256 : index
  %init = memref.view %pool[%c256][] : memref<?xi8> to memref<64xf32>
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %init) -> (memref<64xf32>) {
    %next = memref.view %pool[%c0][] : memref<?xi8> to memref<64xf32>
    "test.op_with_memwrite"(%acc, %next) : (memref<64xf32>, memref<64xf32>) -> ()
    scf.yield %next : memref<64xf32>
  }
  "test.op_with_memwrite"(%r) : (memref<64xf32>) -> ()
  func.return
}

// -----

// CHECK-NEXT: {{.*}}control-flow.mlir:[[# @LINE + 3]]:1: error: hip-check-pools: @parallel: view %t (live at 5-9, at {{.*}}control-flow.mlir:[[# @LINE + 9]]:5) may share bytes [0, 256) with another instance of itself: it is inside scf.parallel, whose regions may run at once or later; binding: (constant sizes)
// ALLOC-NEXT: {{.*}}control-flow.mlir:[[# @LINE + 2]]:1: error: hip-check-pools: @parallel: view %t (live at 5-9, at {{.*}}control-flow.mlir:[[# @LINE + 8]]:5) may share bytes [0, 256) with another instance of itself: it is inside scf.parallel, whose regions may run at once or later; binding: (constant sizes)
// @parallel: iterations of scf.parallel may run at once, each with its %t.
func.func @parallel(%ctx: !hip.context, %n: index) {
  %c512 = arith.constant 512 : index
  %pool = hip.get_pool(%ctx, %c512) : memref<?xi8>
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  scf.parallel (%i) = (%c0) to (%n) step (%c1) {
    %t = memref.view %pool[%c0][] : memref<?xi8> to memref<64xf32>
    "test.op_with_memwrite"(%t) : (memref<64xf32>) -> ()
    scf.reduce
  }
  func.return
}

// -----

// CHECK-NEXT: {{.*}}control-flow.mlir:[[# @LINE + 3]]:1: error: hip-check-pools: @freed: memref.dealloc of %t frees pool memory: it may be %t (live at 6-7, at {{.*}}control-flow.mlir:[[# @LINE + 9]]:5)
// ALLOC-NEXT: {{.*}}control-flow.mlir:[[# @LINE + 2]]:1: error: hip-check-pools: @freed: memref.dealloc of %t frees pool memory: it may be %t (live at 5-7, at {{.*}}control-flow.mlir:[[# @LINE + 8]]:5)
// @freed: a dealloc of a view inside a loop frees pool memory.
func.func @freed(%ctx: !hip.context, %n: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c256 = arith.constant 256 : index
  %pool = hip.get_pool(%ctx, %c256) : memref<?xi8>
  scf.for %i = %c0 to %n step %c1 {
    %t = memref.view %pool[%c0][] : memref<?xi8> to memref<4xf32>
    "test.op_with_memwrite"(%t) : (memref<4xf32>) -> ()
    memref.dealloc %t : memref<4xf32>
  }
  func.return
}

// -----

// @dynamic: sizes and offsets from %n, evaluated over the checker's bindings:
// %y starts where %x's bytes, rounded up to 256, end. Safe.
func.func @dynamic(%ctx: !hip.context, %n: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c4 = arith.constant 4 : index
  %c255 = arith.constant 255 : index
  %c256 = arith.constant 256 : index
  %bytes = arith.muli %n, %c4 : index
  %up = arith.addi %bytes, %c255 : index
  %blocks = arith.divui %up, %c256 : index
  %off = arith.muli %blocks, %c256 : index
  %size = arith.muli %off, %c2 : index
  %pool = hip.get_pool(%ctx, %size) : memref<?xi8>
  scf.for %i = %c0 to %n step %c1 {
    %x = memref.view %pool[%c0][%n] : memref<?xi8> to memref<?xf32>
    %y = memref.view %pool[%off][%n] : memref<?xi8> to memref<?xf32>
    "test.op_with_memwrite"(%x, %y) : (memref<?xf32>, memref<?xf32>) -> ()
  }
  func.return
}

// -----

// CHECK-NEXT: {{.*}}control-flow.mlir:[[# @LINE + 3]]:1: error: hip-check-pools: @dynamic_overlap: views %x and %y share bytes while both live: %x (live at 14-15, at {{.*}}control-flow.mlir:[[# @LINE + 17]]:5) bytes [0, 260), %y (live at 15, at {{.*}}control-flow.mlir:[[# @LINE + 18]]:5) bytes [256, 516); binding: %n = 65
// ALLOC-NEXT: {{.*}}control-flow.mlir:[[# @LINE + 2]]:1: error: hip-check-pools: @dynamic_overlap: views %x and %y share bytes while both live: %x (live at 13-15, at {{.*}}control-flow.mlir:[[# @LINE + 16]]:5) bytes [0, 260), %y (live at 14-15, at {{.*}}control-flow.mlir:[[# @LINE + 17]]:5) bytes [256, 516); binding: %n = 65
// @dynamic_overlap: %y at 256 instead: from %n = 65 (260 bytes) %x reaches it.
func.func @dynamic_overlap(%ctx: !hip.context, %n: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c4 = arith.constant 4 : index
  %c255 = arith.constant 255 : index
  %c256 = arith.constant 256 : index
  %bytes = arith.muli %n, %c4 : index
  %up = arith.addi %bytes, %c255 : index
  %blocks = arith.divui %up, %c256 : index
  %off = arith.muli %blocks, %c256 : index
  %size = arith.muli %off, %c2 : index
  %pool = hip.get_pool(%ctx, %size) : memref<?xi8>
  scf.for %i = %c0 to %n step %c1 {
    %x = memref.view %pool[%c0][%n] : memref<?xi8> to memref<?xf32>
    %y = memref.view %pool[%c256][%n] : memref<?xi8> to memref<?xf32>
    "test.op_with_memwrite"(%x, %y) : (memref<?xf32>, memref<?xf32>) -> ()
  }
  func.return
}

// -----

// @dynamic_in_branch: sizes computed in ^bb1 and in an scf.if from %n: the
// checker evaluates every op of the function (the same value wherever pure
// arithmetic on entry values runs). %x and %y are live together, %z after.
func.func @dynamic_in_branch(%ctx: !hip.context, %n: index, %c: i1) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %c255 = arith.constant 255 : index
  %c256 = arith.constant 256 : index
  %bytes = arith.muli %n, %c4 : index
  %up = arith.addi %bytes, %c255 : index
  %blocks = arith.divui %up, %c256 : index
  %off = arith.muli %blocks, %c256 : index
  %size = arith.addi %off, %off : index
  %pool = hip.get_pool(%ctx, %size) : memref<?xi8>
  cf.cond_br %c, ^bb1, ^bb2
^bb1:
  %m = arith.addi %n, %c0 : index
  %x = memref.view %pool[%c0][%m] : memref<?xi8> to memref<?xf32>
  %y = memref.view %pool[%off][%m] : memref<?xi8> to memref<?xf32>
  "test.op_with_memwrite"(%x, %y) : (memref<?xf32>, memref<?xf32>) -> ()
  cf.br ^bb2
^bb2:
  scf.if %c {
    %k = arith.muli %n, %c1 : index
    %z = memref.view %pool[%c0][%k] : memref<?xi8> to memref<?xf32>
    "test.op_with_memwrite"(%z) : (memref<?xf32>) -> ()
  }
  func.return
}

// -----

// CHECK-NEXT: {{.*}}control-flow.mlir:[[# @LINE + 3]]:1: error: hip-check-pools: @dynamic_in_branch_bounds: view %z (live at 20, at {{.*}}control-flow.mlir:[[# @LINE + 25]]:5) bytes [0, 4) exceed its pool %pool of 0 bytes; binding: %n = 0
// ALLOC-NEXT: {{.*}}control-flow.mlir:[[# @LINE + 2]]:1: error: hip-check-pools: @dynamic_in_branch_bounds: view %z (live at 19-20, at {{.*}}control-flow.mlir:[[# @LINE + 24]]:5) bytes [0, 4) exceed its pool %pool of 0 bytes; binding: %n = 0
// @dynamic_in_branch_bounds: %z has %n + 1 elements: past its pool.
func.func @dynamic_in_branch_bounds(%ctx: !hip.context, %n: index, %c: i1) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %c255 = arith.constant 255 : index
  %c256 = arith.constant 256 : index
  %bytes = arith.muli %n, %c4 : index
  %up = arith.addi %bytes, %c255 : index
  %blocks = arith.divui %up, %c256 : index
  %off = arith.muli %blocks, %c256 : index
  %size = arith.addi %off, %off : index
  %pool = hip.get_pool(%ctx, %size) : memref<?xi8>
  cf.cond_br %c, ^bb1, ^bb2
^bb1:
  %m = arith.addi %n, %c0 : index
  %x = memref.view %pool[%c0][%m] : memref<?xi8> to memref<?xf32>
  %y = memref.view %pool[%off][%m] : memref<?xi8> to memref<?xf32>
  "test.op_with_memwrite"(%x, %y) : (memref<?xf32>, memref<?xf32>) -> ()
  cf.br ^bb2
^bb2:
  scf.if %c {
    %k = arith.addi %n, %c1 : index
    %z = memref.view %pool[%c0][%k] : memref<?xi8> to memref<?xf32>
    "test.op_with_memwrite"(%z) : (memref<?xf32>) -> ()
  }
  func.return
}

// RUN: xdsl-opt -p 'hip-pool-allocs{scope=function},cse' --allow-unregistered-dialect --split-input-file %s | filecheck %s
// RUN: xdsl-opt -p 'hip-pool-allocs{scope=function}' --allow-unregistered-dialect --split-input-file %s 2>&1 >/dev/null | filecheck %s --check-prefix=REMARK
// The checker over the control flow accepts every output here:
// RUN: xdsl-opt -p 'hip-pool-allocs{scope=function verify-plan=true},cse' --allow-unregistered-dialect --split-input-file %s | filecheck %s

// scope=function (docs/semantics.md §4.8) and scf.while: neither of its
// regions is its own region successor (`before` goes to `after` or out,
// `after` back to `before`), but both are on a cycle of region successors,
// so each may run again within one run of the loop. An alloc of either
// region whose older instance may still be live when it runs again stays
// unpooled, and a size defined in either region is a size that may change
// from one iteration to the next.

// An alloc of `before` carried to the next iteration (scf.condition ->
// `after`'s argument -> scf.yield -> `before`'s %prev) is read as %prev
// after its alloc has run again: one offset would let the new %b overwrite
// the %prev it is read with. Only %init (256 bytes at 0) is pooled.
// REMARK: remark: hip-pool-allocs: %b is not pooled: it is carried from one iteration to the next (an iter_args, a yield, a block argument or an escape), so an older instance may still be live when its alloc runs again and one offset cannot hold both
// CHECK:      builtin.module attributes {hipdnn.pool_size = 256 : i64, hipdnn.buffer_count = 1 : i64, hipdnn.buffer_offsets = [0 : i64]} {
// CHECK-NEXT:   func.func @while_carried(%ctx: !hip.context, %n: index) {
// CHECK-NEXT:     %c256 = arith.constant 256 : index
// CHECK-NEXT:     %pool = hip.get_pool(%ctx, %c256) : memref<?xi8>
// CHECK-NEXT:     %c0 = arith.constant 0 : index
// CHECK-NEXT:     %c1 = arith.constant 1 : index
// CHECK-NEXT:     %init = memref.view %pool[%c0][] : memref<?xi8> to memref<64xf32>
// CHECK-NEXT:     "test.op_with_memwrite"(%init) : (memref<64xf32>) -> ()
// CHECK-NEXT:     %r, %r_1 = scf.while (%i = %c0, %prev = %init) : (index, memref<64xf32>) -> (index, memref<64xf32>) {
// CHECK-NEXT:       %b = memref.alloc() : memref<64xf32>
// CHECK-NEXT:       "test.op_with_memwrite"(%prev, %b) : (memref<64xf32>, memref<64xf32>) -> ()
func.func @while_carried(%ctx: !hip.context, %n: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %init = memref.alloc() : memref<64xf32>
  "test.op_with_memwrite"(%init) : (memref<64xf32>) -> ()
  %r:2 = scf.while (%i = %c0, %prev = %init) : (index, memref<64xf32>) -> (index, memref<64xf32>) {
    %b = memref.alloc() : memref<64xf32>
    "test.op_with_memwrite"(%prev, %b) : (memref<64xf32>, memref<64xf32>) -> ()
    %go = arith.cmpi ult, %i, %n : index
    scf.condition(%go) %i, %b : index, memref<64xf32>
  } do {
  ^bb0(%j: index, %cur: memref<64xf32>):
    %next = arith.addi %j, %c1 : index
    scf.yield %next, %cur : index, memref<64xf32>
  }
  "test.op_with_memwrite"(%r#1) : (memref<64xf32>) -> ()
  func.return
}

// -----

// The same in `after`: %a is yielded to `before`'s %prev and read as %cur
// in the next run of `after`, with the new %a.
// REMARK: remark: hip-pool-allocs: %a is not pooled: it is carried from one iteration to the next (an iter_args, a yield, a block argument or an escape), so an older instance may still be live when its alloc runs again and one offset cannot hold both
// CHECK:      builtin.module attributes {hipdnn.pool_size = 256 : i64, hipdnn.buffer_count = 1 : i64, hipdnn.buffer_offsets = [0 : i64]} {
// CHECK-NEXT:   func.func @while_after_carried(%ctx: !hip.context, %n: index) {
// CHECK-NEXT:     %c256 = arith.constant 256 : index
// CHECK-NEXT:     %pool = hip.get_pool(%ctx, %c256) : memref<?xi8>
// CHECK-NEXT:     %c0 = arith.constant 0 : index
// CHECK-NEXT:     %c1 = arith.constant 1 : index
// CHECK-NEXT:     %init = memref.view %pool[%c0][] : memref<?xi8> to memref<64xf32>
// CHECK:          ^bb0(%j: index, %cur: memref<64xf32>):
// CHECK-NEXT:       %a = memref.alloc() : memref<64xf32>
// CHECK-NEXT:       "test.op_with_memwrite"(%cur, %a) : (memref<64xf32>, memref<64xf32>) -> ()
func.func @while_after_carried(%ctx: !hip.context, %n: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %init = memref.alloc() : memref<64xf32>
  "test.op_with_memwrite"(%init) : (memref<64xf32>) -> ()
  %r:2 = scf.while (%i = %c0, %prev = %init) : (index, memref<64xf32>) -> (index, memref<64xf32>) {
    %go = arith.cmpi ult, %i, %n : index
    scf.condition(%go) %i, %prev : index, memref<64xf32>
  } do {
  ^bb0(%j: index, %cur: memref<64xf32>):
    %a = memref.alloc() : memref<64xf32>
    "test.op_with_memwrite"(%cur, %a) : (memref<64xf32>, memref<64xf32>) -> ()
    %next = arith.addi %j, %c1 : index
    scf.yield %next, %a : index, memref<64xf32>
  }
  "test.op_with_memwrite"(%r#1) : (memref<64xf32>) -> ()
  func.return
}

// -----

// A size defined in `after` is not a home: the pool would be computed again
// at each iteration (docs/semantics.md §4.8). Nothing is pooled: the runtime
// interface of a function with nothing pooled (§7).
// REMARK: remark: hip-pool-allocs: %t is not pooled: its size %k is defined inside scf.while, which encloses it (a size that may change from one iteration to the next)
// CHECK:      builtin.module attributes {hipdnn.pool_size = 0 : i64, hipdnn.buffer_count = 0 : i64, hipdnn.buffer_offsets = []} {
// CHECK-NEXT:   func.func @while_size(%ctx: !hip.context, %n: index) {
// CHECK-NEXT:     %c0 = arith.constant 0 : index
// CHECK-NEXT:     %c1 = arith.constant 1 : index
// CHECK-NEXT:     %r = scf.while (%i = %c0) : (index) -> index {
// CHECK:            %k = arith.addi %j, %c1 : index
// CHECK-NEXT:       %t = memref.alloc(%k) : memref<?xf32>
// CHECK-NEXT:       "test.op_with_memwrite"(%t) : (memref<?xf32>) -> ()
// CHECK-NEXT:       memref.dealloc %t : memref<?xf32>
func.func @while_size(%ctx: !hip.context, %n: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %r = scf.while (%i = %c0) : (index) -> index {
    %go = arith.cmpi ult, %i, %n : index
    scf.condition(%go) %i : index
  } do {
  ^bb0(%j: index):
    %k = arith.addi %j, %c1 : index
    %t = memref.alloc(%k) : memref<?xf32>
    "test.op_with_memwrite"(%t) : (memref<?xf32>) -> ()
    memref.dealloc %t : memref<?xf32>
    scf.yield %k : index
  }
  func.return
}

// -----

// Temporaries of each region that nothing carries are still pooled, and
// share: points 0 %c0, 1 %c1, 2 scf.while, 3 %t, 4 write t, 5 %go,
// 6 condition, 7 %u, 8 write u, 9 %next, 10 yield, 11 return; t {[3,4]}
// (256 bytes), u {[7,8]} (512) are disjoint: both at 0, pool 512.
// CHECK:      builtin.module attributes {hipdnn.pool_size = 512 : i64, hipdnn.buffer_count = 2 : i64, hipdnn.buffer_offsets = [0 : i64, 0 : i64]} {
// CHECK-NEXT:   func.func @while_temporary(%ctx: !hip.context, %n: index) {
// CHECK-NEXT:     %c512 = arith.constant 512 : index
// CHECK-NEXT:     %pool = hip.get_pool(%ctx, %c512) : memref<?xi8>
// CHECK-NEXT:     %c0 = arith.constant 0 : index
// CHECK-NEXT:     %c1 = arith.constant 1 : index
// CHECK-NEXT:     %r = scf.while (%i = %c0) : (index) -> index {
// CHECK-NEXT:       %t = memref.view %pool[%c0][] : memref<?xi8> to memref<64xf32>
// CHECK-NEXT:       "test.op_with_memwrite"(%t) : (memref<64xf32>) -> ()
// CHECK-NEXT:       %go = arith.cmpi ult, %i, %n : index
// CHECK-NEXT:       scf.condition(%go) %i : index
// CHECK-NEXT:     } do {
// CHECK-NEXT:     ^bb0(%j: index):
// CHECK-NEXT:       %u = memref.view %pool[%c0][] : memref<?xi8> to memref<128xf32>
// CHECK-NEXT:       "test.op_with_memwrite"(%u) : (memref<128xf32>) -> ()
func.func @while_temporary(%ctx: !hip.context, %n: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %r = scf.while (%i = %c0) : (index) -> index {
    %t = memref.alloc() : memref<64xf32>
    "test.op_with_memwrite"(%t) : (memref<64xf32>) -> ()
    %go = arith.cmpi ult, %i, %n : index
    scf.condition(%go) %i : index
  } do {
  ^bb0(%j: index):
    %u = memref.alloc() : memref<128xf32>
    "test.op_with_memwrite"(%u) : (memref<128xf32>) -> ()
    %next = arith.addi %j, %c1 : index
    scf.yield %next : index
  }
  func.return
}

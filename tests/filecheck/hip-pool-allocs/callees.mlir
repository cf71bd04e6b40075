// RUN: xhip-opt --hip-pool-allocs='verify-plan=true' --allow-unregistered-dialect --split-input-file %s | filecheck %s
// RUN: xhip-opt --hip-pool-allocs='lifetime-start=first-use verify-plan=true' --allow-unregistered-dialect --split-input-file %s | filecheck %s

// Buffers handed to calls of functions of the module (docs/semantics.md
// §4.4; xhip/analysis/captures.py): a callee that does
// not store its argument, return it, free it or pass it on to something that
// may keep it does not keep it, so the buffer ends its life at the call, as in
// the reference. Each function below passes a buffer of 256 B to a call, then
// allocates another that is used after the call: they share offset 0 exactly
// when the call does not keep the first. verify-plan checks every output with
// `xhip check`, whose liveness follows the same rule, written apart.

// Callees that keep nothing: @reads reads its argument; @passes_on makes a
// view of it, reads it in a loop through a call of @reads and writes the view;
// hip.loop's body reads its capture and writes its loop-carried buffer; hip.if's
// branches write, or read through @reads. Block: 0 a, 1 call a, 2 b, 3 call b,
// 4 l, 5 k, 6 loop(l, k), 7 o, 8 if(o), 9 x, 10 use x, 11 return. Lifetimes
// [0,1] a, [2,3] b, [4,6] l, [5,6] k, [7,8] o, [9,10] x: only l and k overlap;
// largest first (all 256 B, block order): a 0, b 0, l 0, k 256, o 0, x 0.
// Pool 512. hip-ep's own pass gives the same output (hip-ref-opt
// --hip-pool-allocs --cse, SSA names aside).
// CHECK:      module attributes {hipdnn.buffer_count = 6 : i64, hipdnn.buffer_offsets = [0, 0, 0, 256, 0, 0], hipdnn.pool_size = 512 : i64} {
// CHECK:        func.func @f(%ctx: !hip.context, %n: index, %c: i1) {
// CHECK-NEXT:     %c512 = arith.constant 512 : index
// CHECK-NEXT:     %pool = hip.get_pool(%ctx, %c512) : memref<?xi8>
// CHECK-NEXT:     %c0 = arith.constant 0 : index
// CHECK-NEXT:     %c256 = arith.constant 256 : index
// CHECK-NEXT:     %a = memref.view %pool[%c0][] : memref<?xi8> to memref<64xf32>
// CHECK-NEXT:     call @reads(%a) : (memref<64xf32>) -> ()
// CHECK-NEXT:     %b = memref.view %pool[%c0][] : memref<?xi8> to memref<64xf32>
// CHECK-NEXT:     call @passes_on(%b, %n) : (memref<64xf32>, index) -> ()
// CHECK-NEXT:     %l = memref.view %pool[%c0][] : memref<?xi8> to memref<64xf32>
// CHECK-NEXT:     %k = memref.view %pool[%c256][] : memref<?xi8> to memref<64xf32>
// CHECK-NEXT:     hip.loop(%ctx, %n) iter_args(%l : memref<64xf32>) captures(%k : memref<64xf32>) body @loop_body {num_loop_carried = 1 : i32}
// CHECK-NEXT:     %o = memref.view %pool[%c0][] : memref<?xi8> to memref<64xf32>
// CHECK-NEXT:     hip.if(%ctx, %c) outs(%o : memref<64xf32>) then @then_branch else @else_branch {num_outputs = 1 : i32}
// CHECK-NEXT:     %x = memref.view %pool[%c0][] : memref<?xi8> to memref<64xf32>
// CHECK-NEXT:     "test.op_with_memwrite"(%x) : (memref<64xf32>) -> ()
// CHECK-NEXT:     return
func.func private @reads(%b: memref<64xf32>) {
  "test.op_with_memread"(%b) : (memref<64xf32>) -> ()
  func.return
}
func.func private @passes_on(%b: memref<64xf32>, %n: index) {
  %v = memref.subview %b[0] [16] [1] : memref<64xf32> to memref<16xf32, strided<[1]>>
  scf.for %i = %n to %n step %n {
    func.call @reads(%b) : (memref<64xf32>) -> ()
  }
  "test.op_with_memwrite"(%v) : (memref<16xf32, strided<[1]>>) -> ()
  func.return
}
func.func private @loop_body(%ctx: !hip.context, %iter: tensor<i64>, %cond: tensor<i1>, %carry: memref<64xf32>, %cap: memref<64xf32>) -> i1 {
  "test.op_with_memread"(%cap) : (memref<64xf32>) -> ()
  "test.op_with_memwrite"(%carry) : (memref<64xf32>) -> ()
  %t = arith.constant true
  func.return %t : i1
}
func.func private @then_branch(%ctx: !hip.context, %o: memref<64xf32>) {
  "test.op_with_memwrite"(%o) : (memref<64xf32>) -> ()
  func.return
}
func.func private @else_branch(%ctx: !hip.context, %o: memref<64xf32>) {
  func.call @reads(%o) : (memref<64xf32>) -> ()
  func.return
}
func.func @f(%ctx: !hip.context, %n: index, %c: i1) {
  %a = memref.alloc() : memref<64xf32>
  func.call @reads(%a) : (memref<64xf32>) -> ()
  %b = memref.alloc() : memref<64xf32>
  func.call @passes_on(%b, %n) : (memref<64xf32>, index) -> ()
  %l = memref.alloc() : memref<64xf32>
  %k = memref.alloc() : memref<64xf32>
  hip.loop(%ctx, %n) iter_args(%l : memref<64xf32>) captures(%k : memref<64xf32>) body @loop_body {num_loop_carried = 1 : i32}
  %o = memref.alloc() : memref<64xf32>
  hip.if(%ctx, %c) outs(%o : memref<64xf32>) then @then_branch else @else_branch {num_outputs = 1 : i32}
  %x = memref.alloc() : memref<64xf32>
  "test.op_with_memwrite"(%x) : (memref<64xf32>) -> ()
  func.return
}

// -----

// Callees that may keep what they get, so the buffer escapes (live to the end
// of the block): a declaration (@declared: unknown), a function that passes it
// on to one that stores it (@passes_to_stores -> @stores), one that returns it
// (@returns), a recursive one (@recursive: a cycle of calls is not summarised),
// and hip.if with one branch that stores it (@then_keeps). Block: 0 a, 1 call,
// 2 b, 3 call, 4 r, 5 call, 6 d, 7 call, 8 o, 9 if, 10 x, 11 use x, 12 return.
// Every buffer lives from its alloc to 12 (x: [10,11]): all overlap, in block
// order 0, 256, ..., 1280; pool 1536. hip-ep's own pass ends each at its call
// and puts all six at 0 in a pool of 256, which xhip check rejects (15
// violations: the kept buffers may be reached while the next ones are written).
// CHECK:      module attributes {hipdnn.buffer_count = 6 : i64, hipdnn.buffer_offsets = [0, 256, 512, 768, 1024, 1280], hipdnn.pool_size = 1536 : i64} {
// CHECK:        func.func @f(%ctx: !hip.context, %c: i1) {
// CHECK-NEXT:     %c1536 = arith.constant 1536 : index
// CHECK:          %a = memref.view %pool[%c0][] : memref<?xi8> to memref<64xf32>
// CHECK-NEXT:     call @declared(%a) : (memref<64xf32>) -> ()
// CHECK-NEXT:     %b = memref.view %pool[%c256][] : memref<?xi8> to memref<64xf32>
// CHECK-NEXT:     call @passes_to_stores(%b) : (memref<64xf32>) -> ()
// CHECK-NEXT:     %r = memref.view %pool[%c512][] : memref<?xi8> to memref<64xf32>
// CHECK-NEXT:     %s = call @returns(%r) : (memref<64xf32>) -> memref<64xf32>
// CHECK-NEXT:     %d = memref.view %pool[%c768][] : memref<?xi8> to memref<64xf32>
// CHECK-NEXT:     call @recursive(%d, %c) : (memref<64xf32>, i1) -> ()
// CHECK-NEXT:     %o = memref.view %pool[%c1024][] : memref<?xi8> to memref<64xf32>
// CHECK-NEXT:     hip.if(%ctx, %c) outs(%o : memref<64xf32>) then @then_keeps else @else_reads {num_outputs = 1 : i32}
// CHECK-NEXT:     %x = memref.view %pool[%c1280][] : memref<?xi8> to memref<64xf32>
func.func private @declared(memref<64xf32>)
memref.global "private" @slot : memref<memref<64xf32>>
func.func private @stores(%b: memref<64xf32>) {
  %g = memref.get_global @slot : memref<memref<64xf32>>
  memref.store %b, %g[] : memref<memref<64xf32>>
  func.return
}
func.func private @passes_to_stores(%b: memref<64xf32>) {
  func.call @stores(%b) : (memref<64xf32>) -> ()
  func.return
}
func.func private @returns(%b: memref<64xf32>) -> memref<64xf32> {
  func.return %b : memref<64xf32>
}
func.func private @recursive(%b: memref<64xf32>, %c: i1) {
  scf.if %c {
    func.call @recursive(%b, %c) : (memref<64xf32>, i1) -> ()
  }
  func.return
}
func.func private @then_keeps(%ctx: !hip.context, %o: memref<64xf32>) {
  func.call @stores(%o) : (memref<64xf32>) -> ()
  func.return
}
func.func private @else_reads(%ctx: !hip.context, %o: memref<64xf32>) {
  "test.op_with_memread"(%o) : (memref<64xf32>) -> ()
  func.return
}
func.func @f(%ctx: !hip.context, %c: i1) {
  %a = memref.alloc() : memref<64xf32>
  func.call @declared(%a) : (memref<64xf32>) -> ()
  %b = memref.alloc() : memref<64xf32>
  func.call @passes_to_stores(%b) : (memref<64xf32>) -> ()
  %r = memref.alloc() : memref<64xf32>
  %s = func.call @returns(%r) : (memref<64xf32>) -> memref<64xf32>
  %d = memref.alloc() : memref<64xf32>
  func.call @recursive(%d, %c) : (memref<64xf32>, i1) -> ()
  %o = memref.alloc() : memref<64xf32>
  hip.if(%ctx, %c) outs(%o : memref<64xf32>) then @then_keeps else @else_reads {num_outputs = 1 : i32}
  %x = memref.alloc() : memref<64xf32>
  "test.op_with_memwrite"(%x) : (memref<64xf32>) -> ()
  func.return
}

// RUN: xdsl-opt -p 'hip-pool-allocs' --allow-unregistered-dialect %s | filecheck %s
// The checker (its own callee summaries) accepts the output:
// RUN: xdsl-opt -p 'hip-pool-allocs{verify-plan=true}' --allow-unregistered-dialect %s > /dev/null

// Work a callee of the module leaves running when it returns (docs/semantics.md
// §4.4): a memref.dma_start from its argument, an async.execute or omp.task
// that uses it, not waited for in the callee. The caller's buffer stays live
// until the caller's op that waits for that work (a memref.dma_wait of the
// call's tag operand at the same indices, an async.await of the token the
// callee returns, an omp.taskwait), or to the end of the block when it has
// none. Ops are numbered from 0 in each caller's block. The reference ends
// the buffer at the call (each pair below at one offset).

func.func private @starts_dma(%src: memref<64xf32>, %dst: memref<64xf32>, %tag: memref<1xi32>) {
  %c0 = arith.constant 0 : index
  %c64 = arith.constant 64 : index
  memref.dma_start %src[%c0], %dst[%c0], %c64, %tag[%c0] : memref<64xf32>, memref<64xf32>, memref<1xi32>
  func.return
}
func.func private @spawns(%m: memref<64xf32>, %out: memref<64xf32>) -> !async.token {
  %t = "async.execute"() ({
    memref.copy %m, %out : memref<64xf32> to memref<64xf32>
    "async.yield"() : () -> ()
  }) : () -> !async.token
  func.return %t : !async.token
}
func.func private @spawns_lost(%m: memref<64xf32>, %out: memref<64xf32>) {
  %t = "async.execute"() ({
    memref.copy %m, %out : memref<64xf32> to memref<64xf32>
    "async.yield"() : () -> ()
  }) : () -> !async.token
  func.return
}
func.func private @task(%m: memref<64xf32>, %out: memref<64xf32>) {
  "omp.task"() <{operandSegmentSizes = array<i32: 0, 0, 0, 0, 0, 0, 0, 0, 0>}> ({
    memref.copy %m, %out : memref<64xf32> to memref<64xf32>
    "omp.terminator"() : () -> ()
  }) : () -> ()
  func.return
}
// The callee starts a DMA from %a and returns: %a lives until the caller's
// memref.dma_wait of the same tag element (op 7, after %b's write): %a at 0,
// %b at 256.
// CHECK-LABEL: func.func @dma_waited_after_b(
// CHECK-NEXT:   %c0 = arith.constant 0 : index
// CHECK-NEXT:   %c64 = arith.constant 64 : index
// CHECK-NEXT:   %c512 = arith.constant 512 : index
// CHECK-NEXT:   %pool = hip.get_pool(%ctx, %c512) : memref<?xi8>
// CHECK-NEXT:   %c0_1 = arith.constant 0 : index
// CHECK-NEXT:   %c256 = arith.constant 256 : index
// CHECK-NEXT:   %a = memref.view %pool[%c0_1][] : memref<?xi8> to memref<64xf32>
// CHECK-NEXT:   "test.op_with_memwrite"(%a) : (memref<64xf32>) -> ()
// CHECK-NEXT:   func.call @starts_dma(%a, %dst, %tag) : (memref<64xf32>, memref<64xf32>, memref<1xi32>) -> ()
// CHECK-NEXT:   %b = memref.view %pool[%c256][] : memref<?xi8> to memref<64xf32>
// CHECK-NEXT:   "test.op_with_memwrite"(%b) : (memref<64xf32>) -> ()
// CHECK-NEXT:   memref.dma_wait %tag[%c0], %c64 : memref<1xi32>
// CHECK-NEXT:   "test.op_with_memread"(%b) : (memref<64xf32>) -> ()
// CHECK-NEXT:   func.return
// CHECK-NEXT: }
func.func @dma_waited_after_b(%ctx: !hip.context, %dst: memref<64xf32>, %tag: memref<1xi32>) {
  %c0 = arith.constant 0 : index
  %c64 = arith.constant 64 : index
  %a = memref.alloc() : memref<64xf32>
  "test.op_with_memwrite"(%a) : (memref<64xf32>) -> ()
  func.call @starts_dma(%a, %dst, %tag) : (memref<64xf32>, memref<64xf32>, memref<1xi32>) -> ()
  %b = memref.alloc() : memref<64xf32>
  "test.op_with_memwrite"(%b) : (memref<64xf32>) -> ()
  memref.dma_wait %tag[%c0], %c64 : memref<1xi32>
  "test.op_with_memread"(%b) : (memref<64xf32>) -> ()
  func.return
}
// The wait comes before %b: %a ends there and %b shares its bytes.
// CHECK-LABEL: func.func @dma_waited(
// CHECK-NEXT:   %c0 = arith.constant 0 : index
// CHECK-NEXT:   %c64 = arith.constant 64 : index
// CHECK-NEXT:   %c256 = arith.constant 256 : index
// CHECK-NEXT:   %pool = hip.get_pool(%ctx, %c256) : memref<?xi8>
// CHECK-NEXT:   %c0_1 = arith.constant 0 : index
// CHECK-NEXT:   %a = memref.view %pool[%c0_1][] : memref<?xi8> to memref<64xf32>
// CHECK-NEXT:   "test.op_with_memwrite"(%a) : (memref<64xf32>) -> ()
// CHECK-NEXT:   func.call @starts_dma(%a, %dst, %tag) : (memref<64xf32>, memref<64xf32>, memref<1xi32>) -> ()
// CHECK-NEXT:   memref.dma_wait %tag[%c0], %c64 : memref<1xi32>
// CHECK-NEXT:   %b = memref.view %pool[%c0_1][] : memref<?xi8> to memref<64xf32>
// CHECK-NEXT:   "test.op_with_memwrite"(%b) : (memref<64xf32>) -> ()
// CHECK-NEXT:   func.return
// CHECK-NEXT: }
func.func @dma_waited(%ctx: !hip.context, %dst: memref<64xf32>, %tag: memref<1xi32>) {
  %c0 = arith.constant 0 : index
  %c64 = arith.constant 64 : index
  %a = memref.alloc() : memref<64xf32>
  "test.op_with_memwrite"(%a) : (memref<64xf32>) -> ()
  func.call @starts_dma(%a, %dst, %tag) : (memref<64xf32>, memref<64xf32>, memref<1xi32>) -> ()
  memref.dma_wait %tag[%c0], %c64 : memref<1xi32>
  %b = memref.alloc() : memref<64xf32>
  "test.op_with_memwrite"(%b) : (memref<64xf32>) -> ()
  func.return
}
// A dma_wait of another tag element does not end the callee's DMA: %a lives
// to the end of the block.
// CHECK-LABEL: func.func @dma_other_element(
// CHECK-NEXT:   %c1 = arith.constant 1 : index
// CHECK-NEXT:   %c64 = arith.constant 64 : index
// CHECK-NEXT:   %c512 = arith.constant 512 : index
// CHECK-NEXT:   %pool = hip.get_pool(%ctx, %c512) : memref<?xi8>
// CHECK-NEXT:   %c0 = arith.constant 0 : index
// CHECK-NEXT:   %c256 = arith.constant 256 : index
// CHECK-NEXT:   %a = memref.view %pool[%c0][] : memref<?xi8> to memref<64xf32>
// CHECK-NEXT:   "test.op_with_memwrite"(%a) : (memref<64xf32>) -> ()
// CHECK-NEXT:   func.call @starts_dma(%a, %dst, %tag) : (memref<64xf32>, memref<64xf32>, memref<1xi32>) -> ()
// CHECK-NEXT:   memref.dma_wait %tag[%c1], %c64 : memref<1xi32>
// CHECK-NEXT:   %b = memref.view %pool[%c256][] : memref<?xi8> to memref<64xf32>
// CHECK-NEXT:   "test.op_with_memwrite"(%b) : (memref<64xf32>) -> ()
// CHECK-NEXT:   func.return
// CHECK-NEXT: }
func.func @dma_other_element(%ctx: !hip.context, %dst: memref<64xf32>, %tag: memref<1xi32>) {
  %c1 = arith.constant 1 : index
  %c64 = arith.constant 64 : index
  %a = memref.alloc() : memref<64xf32>
  "test.op_with_memwrite"(%a) : (memref<64xf32>) -> ()
  func.call @starts_dma(%a, %dst, %tag) : (memref<64xf32>, memref<64xf32>, memref<1xi32>) -> ()
  memref.dma_wait %tag[%c1], %c64 : memref<1xi32>
  %b = memref.alloc() : memref<64xf32>
  "test.op_with_memwrite"(%b) : (memref<64xf32>) -> ()
  func.return
}
// The callee returns the token of an async.execute that copies %m: %a lives
// until the caller's async.await of the call's result; %b then shares.
// CHECK-LABEL: func.func @awaited(
// CHECK-NEXT:   %c256 = arith.constant 256 : index
// CHECK-NEXT:   %pool = hip.get_pool(%ctx, %c256) : memref<?xi8>
// CHECK-NEXT:   %c0 = arith.constant 0 : index
// CHECK-NEXT:   %a = memref.view %pool[%c0][] : memref<?xi8> to memref<64xf32>
// CHECK-NEXT:   "test.op_with_memwrite"(%a) : (memref<64xf32>) -> ()
// CHECK-NEXT:   %t = func.call @spawns(%a, %out) : (memref<64xf32>, memref<64xf32>) -> !async.token
// CHECK-NEXT:   "async.await"(%t) : (!async.token) -> ()
// CHECK-NEXT:   %b = memref.view %pool[%c0][] : memref<?xi8> to memref<64xf32>
// CHECK-NEXT:   "test.op_with_memwrite"(%b) : (memref<64xf32>) -> ()
// CHECK-NEXT:   func.return
// CHECK-NEXT: }
func.func @awaited(%ctx: !hip.context, %out: memref<64xf32>) {
  %a = memref.alloc() : memref<64xf32>
  "test.op_with_memwrite"(%a) : (memref<64xf32>) -> ()
  %t = func.call @spawns(%a, %out) : (memref<64xf32>, memref<64xf32>) -> !async.token
  "async.await"(%t) : (!async.token) -> ()
  %b = memref.alloc() : memref<64xf32>
  "test.op_with_memwrite"(%b) : (memref<64xf32>) -> ()
  func.return
}
// The callee drops the token: nothing can wait, %a lives to the end.
// CHECK-LABEL: func.func @not_awaited(
// CHECK-NEXT:   %c512 = arith.constant 512 : index
// CHECK-NEXT:   %pool = hip.get_pool(%ctx, %c512) : memref<?xi8>
// CHECK-NEXT:   %c0 = arith.constant 0 : index
// CHECK-NEXT:   %c256 = arith.constant 256 : index
// CHECK-NEXT:   %a = memref.view %pool[%c0][] : memref<?xi8> to memref<64xf32>
// CHECK-NEXT:   "test.op_with_memwrite"(%a) : (memref<64xf32>) -> ()
// CHECK-NEXT:   func.call @spawns_lost(%a, %out) : (memref<64xf32>, memref<64xf32>) -> ()
// CHECK-NEXT:   %b = memref.view %pool[%c256][] : memref<?xi8> to memref<64xf32>
// CHECK-NEXT:   "test.op_with_memwrite"(%b) : (memref<64xf32>) -> ()
// CHECK-NEXT:   func.return
// CHECK-NEXT: }
func.func @not_awaited(%ctx: !hip.context, %out: memref<64xf32>) {
  %a = memref.alloc() : memref<64xf32>
  "test.op_with_memwrite"(%a) : (memref<64xf32>) -> ()
  func.call @spawns_lost(%a, %out) : (memref<64xf32>, memref<64xf32>) -> ()
  %b = memref.alloc() : memref<64xf32>
  "test.op_with_memwrite"(%b) : (memref<64xf32>) -> ()
  func.return
}
// An omp.task of the callee runs until the caller's omp.taskwait (after
// %b): %a and %b do not share, %c (after the wait) shares with %a.
// CHECK-LABEL: func.func @task_waited_after_b(
// CHECK-NEXT:   %c512 = arith.constant 512 : index
// CHECK-NEXT:   %pool = hip.get_pool(%ctx, %c512) : memref<?xi8>
// CHECK-NEXT:   %c0 = arith.constant 0 : index
// CHECK-NEXT:   %c256 = arith.constant 256 : index
// CHECK-NEXT:   %a = memref.view %pool[%c0][] : memref<?xi8> to memref<64xf32>
// CHECK-NEXT:   "test.op_with_memwrite"(%a) : (memref<64xf32>) -> ()
// CHECK-NEXT:   func.call @task(%a, %out) : (memref<64xf32>, memref<64xf32>) -> ()
// CHECK-NEXT:   %b = memref.view %pool[%c256][] : memref<?xi8> to memref<64xf32>
// CHECK-NEXT:   "test.op_with_memwrite"(%b) : (memref<64xf32>) -> ()
// CHECK-NEXT:   "omp.taskwait"() : () -> ()
// CHECK-NEXT:   %c = memref.view %pool[%c0][] : memref<?xi8> to memref<64xf32>
// CHECK-NEXT:   "test.op_with_memwrite"(%c) : (memref<64xf32>) -> ()
// CHECK-NEXT:   func.return
// CHECK-NEXT: }
func.func @task_waited_after_b(%ctx: !hip.context, %out: memref<64xf32>) {
  %a = memref.alloc() : memref<64xf32>
  "test.op_with_memwrite"(%a) : (memref<64xf32>) -> ()
  func.call @task(%a, %out) : (memref<64xf32>, memref<64xf32>) -> ()
  %b = memref.alloc() : memref<64xf32>
  "test.op_with_memwrite"(%b) : (memref<64xf32>) -> ()
  "omp.taskwait"() : () -> ()
  %c = memref.alloc() : memref<64xf32>
  "test.op_with_memwrite"(%c) : (memref<64xf32>) -> ()
  func.return
}

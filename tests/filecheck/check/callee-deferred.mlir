// RUN: not xhip check --allow-unregistered-dialect %s 2>&1 | filecheck %s

// Work a callee leaves running, as the checker sees it (its own callee
// summaries, written apart from the pass's; docs/semantics.md §4.4). This is
// what hip-pool-allocs made of hip-pool-allocs/callee-deferred.mlir before
// the rule: each %a shares [0, 256) with the next buffer. Where the callee's
// work on %a may still run then (its DMA waited after %b or on another tag
// element, its async token dropped, its omp.task waited after %b), the
// checker rejects it (4 functions); where the caller waits first
// (@dma_waited, @awaited), it passes.
// CHECK: {{.*}}callee-deferred.mlir:52:5: error: @dma_waited_after_b: views %a and %b share bytes while both live: %a (live 6..10, at {{.*}}callee-deferred.mlir:52:5) bytes [0, 256), %b (live 9..11, at {{.*}}callee-deferred.mlir:55:5) bytes [0, 256); binding: (constant sizes)
// CHECK: {{.*}}callee-deferred.mlir:81:5: error: @dma_other_element: views %a and %b share bytes while both live: %a (live 6..11, at {{.*}}callee-deferred.mlir:81:5) bytes [0, 256), %b (live 10..10, at {{.*}}callee-deferred.mlir:85:5) bytes [0, 256); binding: (constant sizes)
// CHECK: {{.*}}callee-deferred.mlir:105:5: error: @not_awaited: views %a and %b share bytes while both live: %a (live 4..8, at {{.*}}callee-deferred.mlir:105:5) bytes [0, 256), %b (live 7..7, at {{.*}}callee-deferred.mlir:108:5) bytes [0, 256); binding: (constant sizes)
// CHECK: {{.*}}callee-deferred.mlir:116:5: error: @task_waited_after_b: views %a and %b share bytes while both live: %a (live 4..8, at {{.*}}callee-deferred.mlir:116:5) bytes [0, 256), %b (live 7..7, at {{.*}}callee-deferred.mlir:119:5) bytes [0, 256); binding: (constant sizes)
// CHECK-NOT: error:
// CHECK: callee-deferred.mlir: 10 functions, 13 views, 6 function bindings checked: 4 violations

builtin.module attributes {hipdnn.pool_size = 256 : i64, hipdnn.buffer_count = 3 : i64, hipdnn.buffer_offsets = [0 : i64, 0 : i64, 0 : i64]} {
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
  func.func @dma_waited_after_b(%ctx: !hip.context, %dst: memref<64xf32>, %tag: memref<1xi32>) {
    %c0 = arith.constant 0 : index
    %c64 = arith.constant 64 : index
    %c256 = arith.constant 256 : index
    %pool = hip.get_pool(%ctx, %c256) : memref<?xi8>
    %c0_1 = arith.constant 0 : index
    %a = memref.view %pool[%c0_1][] : memref<?xi8> to memref<64xf32>
    "test.op_with_memwrite"(%a) : (memref<64xf32>) -> ()
    func.call @starts_dma(%a, %dst, %tag) : (memref<64xf32>, memref<64xf32>, memref<1xi32>) -> ()
    %b = memref.view %pool[%c0_1][] : memref<?xi8> to memref<64xf32>
    "test.op_with_memwrite"(%b) : (memref<64xf32>) -> ()
    memref.dma_wait %tag[%c0], %c64 : memref<1xi32>
    "test.op_with_memread"(%b) : (memref<64xf32>) -> ()
    func.return
  }
  func.func @dma_waited(%ctx: !hip.context, %dst: memref<64xf32>, %tag: memref<1xi32>) {
    %c0 = arith.constant 0 : index
    %c64 = arith.constant 64 : index
    %c256 = arith.constant 256 : index
    %pool = hip.get_pool(%ctx, %c256) : memref<?xi8>
    %c0_1 = arith.constant 0 : index
    %a = memref.view %pool[%c0_1][] : memref<?xi8> to memref<64xf32>
    "test.op_with_memwrite"(%a) : (memref<64xf32>) -> ()
    func.call @starts_dma(%a, %dst, %tag) : (memref<64xf32>, memref<64xf32>, memref<1xi32>) -> ()
    memref.dma_wait %tag[%c0], %c64 : memref<1xi32>
    %b = memref.view %pool[%c0_1][] : memref<?xi8> to memref<64xf32>
    "test.op_with_memwrite"(%b) : (memref<64xf32>) -> ()
    func.return
  }
  func.func @dma_other_element(%ctx: !hip.context, %dst: memref<64xf32>, %tag: memref<1xi32>) {
    %c1 = arith.constant 1 : index
    %c64 = arith.constant 64 : index
    %c256 = arith.constant 256 : index
    %pool = hip.get_pool(%ctx, %c256) : memref<?xi8>
    %c0 = arith.constant 0 : index
    %a = memref.view %pool[%c0][] : memref<?xi8> to memref<64xf32>
    "test.op_with_memwrite"(%a) : (memref<64xf32>) -> ()
    func.call @starts_dma(%a, %dst, %tag) : (memref<64xf32>, memref<64xf32>, memref<1xi32>) -> ()
    memref.dma_wait %tag[%c1], %c64 : memref<1xi32>
    %b = memref.view %pool[%c0][] : memref<?xi8> to memref<64xf32>
    "test.op_with_memwrite"(%b) : (memref<64xf32>) -> ()
    func.return
  }
  func.func @awaited(%ctx: !hip.context, %out: memref<64xf32>) {
    %c256 = arith.constant 256 : index
    %pool = hip.get_pool(%ctx, %c256) : memref<?xi8>
    %c0 = arith.constant 0 : index
    %a = memref.view %pool[%c0][] : memref<?xi8> to memref<64xf32>
    "test.op_with_memwrite"(%a) : (memref<64xf32>) -> ()
    %t = func.call @spawns(%a, %out) : (memref<64xf32>, memref<64xf32>) -> !async.token
    "async.await"(%t) : (!async.token) -> ()
    %b = memref.view %pool[%c0][] : memref<?xi8> to memref<64xf32>
    "test.op_with_memwrite"(%b) : (memref<64xf32>) -> ()
    func.return
  }
  func.func @not_awaited(%ctx: !hip.context, %out: memref<64xf32>) {
    %c256 = arith.constant 256 : index
    %pool = hip.get_pool(%ctx, %c256) : memref<?xi8>
    %c0 = arith.constant 0 : index
    %a = memref.view %pool[%c0][] : memref<?xi8> to memref<64xf32>
    "test.op_with_memwrite"(%a) : (memref<64xf32>) -> ()
    func.call @spawns_lost(%a, %out) : (memref<64xf32>, memref<64xf32>) -> ()
    %b = memref.view %pool[%c0][] : memref<?xi8> to memref<64xf32>
    "test.op_with_memwrite"(%b) : (memref<64xf32>) -> ()
    func.return
  }
  func.func @task_waited_after_b(%ctx: !hip.context, %out: memref<64xf32>) {
    %c256 = arith.constant 256 : index
    %pool = hip.get_pool(%ctx, %c256) : memref<?xi8>
    %c0 = arith.constant 0 : index
    %a = memref.view %pool[%c0][] : memref<?xi8> to memref<64xf32>
    "test.op_with_memwrite"(%a) : (memref<64xf32>) -> ()
    func.call @task(%a, %out) : (memref<64xf32>, memref<64xf32>) -> ()
    %b = memref.view %pool[%c0][] : memref<?xi8> to memref<64xf32>
    "test.op_with_memwrite"(%b) : (memref<64xf32>) -> ()
    "omp.taskwait"() : () -> ()
    %c = memref.view %pool[%c0][] : memref<?xi8> to memref<64xf32>
    "test.op_with_memwrite"(%c) : (memref<64xf32>) -> ()
    func.return
  }
}


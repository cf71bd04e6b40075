// RUN: not xhip check --split-input-file --allow-unregistered-dialect %s 2>&1 | filecheck %s

// Work that runs later, as the checker sees it (its own rule, written apart
// from the pass's; docs/semantics.md
// §4.3). Each function is what hip-pool-allocs made of
// hip-pool-allocs/deferred.mlir before the rule: %a and %b share [0, 256).
// Where the work that uses %a may still run when %b is written, the checker
// rejects it (8 functions); where the work is waited for before %b is used,
// or runs in place, sharing is safe and it passes (6 functions). Lifetimes
// are from the first use (the checker's default); ops are numbered from 0 in
// the function's block.

// @async_execute_not_awaited: the execute's copy of %a is never awaited: %a is live to the end (op 9).
// CHECK:      deferred.mlir:[[# @LINE + 5]]:3: error: @async_execute_not_awaited: views %a and %b share bytes while both live: %a (live 4..9, at {{.*}}deferred.mlir:[[# @LINE + 5]]:3) bytes [0, 256), %b (live 7..8, at {{.*}}deferred.mlir:[[# @LINE + 11]]:3) bytes [0, 256); binding: (constant sizes)
func.func @async_execute_not_awaited(%ctx: !hip.context, %x: memref<64xf32>, %y: memref<64xf32>) {
  %c256 = arith.constant 256 : index
  %pool = hip.get_pool(%ctx, %c256) : memref<?xi8>
  %z = arith.constant 0 : index
  %a = memref.view %pool[%z][] : memref<?xi8> to memref<64xf32>
  hip.silu(%ctx) ins(%x : memref<64xf32>) outs(%a : memref<64xf32>)
  %t = "async.execute"() ({
    memref.copy %a, %y : memref<64xf32> to memref<64xf32>
    "async.yield"() : () -> ()
  }) : () -> !async.token
  %b = memref.view %pool[%z][] : memref<?xi8> to memref<64xf32>
  hip.silu(%ctx) ins(%x : memref<64xf32>) outs(%b : memref<64xf32>)
  hip.silu(%ctx) ins(%b : memref<64xf32>) outs(%x : memref<64xf32>)
  func.return
}

// -----

// @async_execute_awaited_after_b: the copy of %a runs until the await (op 8), after %b's first write (op 7).
// CHECK-NEXT: deferred.mlir:[[# @LINE + 5]]:3: error: @async_execute_awaited_after_b: views %a and %b share bytes while both live: %a (live 4..8, at {{.*}}deferred.mlir:[[# @LINE + 5]]:3) bytes [0, 256), %b (live 7..9, at {{.*}}deferred.mlir:[[# @LINE + 11]]:3) bytes [0, 256); binding: (constant sizes)
func.func @async_execute_awaited_after_b(%ctx: !hip.context, %x: memref<64xf32>, %y: memref<64xf32>) {
  %c256 = arith.constant 256 : index
  %pool = hip.get_pool(%ctx, %c256) : memref<?xi8>
  %z = arith.constant 0 : index
  %a = memref.view %pool[%z][] : memref<?xi8> to memref<64xf32>
  hip.silu(%ctx) ins(%x : memref<64xf32>) outs(%a : memref<64xf32>)
  %t = "async.execute"() ({
    memref.copy %a, %y : memref<64xf32> to memref<64xf32>
    "async.yield"() : () -> ()
  }) : () -> !async.token
  %b = memref.view %pool[%z][] : memref<?xi8> to memref<64xf32>
  hip.silu(%ctx) ins(%x : memref<64xf32>) outs(%b : memref<64xf32>)
  "async.await"(%t) : (!async.token) -> ()
  hip.silu(%ctx) ins(%b : memref<64xf32>) outs(%x : memref<64xf32>)
  func.return
}

// -----

// @async_execute_awaited_before_b: awaited before %b exists: sharing is safe.
// (passes)
func.func @async_execute_awaited_before_b(%ctx: !hip.context, %x: memref<64xf32>, %y: memref<64xf32>) {
  %c256 = arith.constant 256 : index
  %pool = hip.get_pool(%ctx, %c256) : memref<?xi8>
  %z = arith.constant 0 : index
  %a = memref.view %pool[%z][] : memref<?xi8> to memref<64xf32>
  hip.silu(%ctx) ins(%x : memref<64xf32>) outs(%a : memref<64xf32>)
  %t = "async.execute"() ({
    memref.copy %a, %y : memref<64xf32> to memref<64xf32>
    "async.yield"() : () -> ()
  }) : () -> !async.token
  "async.await"(%t) : (!async.token) -> ()
  %b = memref.view %pool[%z][] : memref<?xi8> to memref<64xf32>
  hip.silu(%ctx) ins(%x : memref<64xf32>) outs(%b : memref<64xf32>)
  hip.silu(%ctx) ins(%b : memref<64xf32>) outs(%x : memref<64xf32>)
  func.return
}

// -----

// @spawn_without_results: an unregistered region op captured %a: it escapes (live to op 9).
// CHECK-NEXT: deferred.mlir:[[# @LINE + 5]]:3: error: @spawn_without_results: views %a and %b share bytes while both live: %a (live 4..9, at {{.*}}deferred.mlir:[[# @LINE + 5]]:3) bytes [0, 256), %b (live 7..8, at {{.*}}deferred.mlir:[[# @LINE + 10]]:3) bytes [0, 256); binding: (constant sizes)
func.func @spawn_without_results(%ctx: !hip.context, %x: memref<64xf32>, %y: memref<64xf32>) {
  %c256 = arith.constant 256 : index
  %pool = hip.get_pool(%ctx, %c256) : memref<?xi8>
  %z = arith.constant 0 : index
  %a = memref.view %pool[%z][] : memref<?xi8> to memref<64xf32>
  hip.silu(%ctx) ins(%x : memref<64xf32>) outs(%a : memref<64xf32>)
  "foo.spawn"() ({
    memref.copy %a, %y : memref<64xf32> to memref<64xf32>
  }) : () -> ()
  %b = memref.view %pool[%z][] : memref<?xi8> to memref<64xf32>
  hip.silu(%ctx) ins(%x : memref<64xf32>) outs(%b : memref<64xf32>)
  hip.silu(%ctx) ins(%b : memref<64xf32>) outs(%x : memref<64xf32>)
  func.return
}

// -----

// @alloca_scope_runs_in_place: memref.alloca_scope runs its body in place: sharing is safe.
// (passes)
func.func @alloca_scope_runs_in_place(%ctx: !hip.context, %x: memref<64xf32>, %y: memref<64xf32>) {
  %c256 = arith.constant 256 : index
  %pool = hip.get_pool(%ctx, %c256) : memref<?xi8>
  %z = arith.constant 0 : index
  %a = memref.view %pool[%z][] : memref<?xi8> to memref<64xf32>
  hip.silu(%ctx) ins(%x : memref<64xf32>) outs(%a : memref<64xf32>)
  memref.alloca_scope {
    memref.copy %a, %y : memref<64xf32> to memref<64xf32>
  }
  %b = memref.view %pool[%z][] : memref<?xi8> to memref<64xf32>
  hip.silu(%ctx) ins(%x : memref<64xf32>) outs(%b : memref<64xf32>)
  hip.silu(%ctx) ins(%b : memref<64xf32>) outs(%x : memref<64xf32>)
  func.return
}

// -----

// @omp_task_waited_after_b: the task reads %a until the taskwait (op 8).
// CHECK-NEXT: deferred.mlir:[[# @LINE + 5]]:3: error: @omp_task_waited_after_b: views %a and %b share bytes while both live: %a (live 4..8, at {{.*}}deferred.mlir:[[# @LINE + 5]]:3) bytes [0, 256), %b (live 7..9, at {{.*}}deferred.mlir:[[# @LINE + 11]]:3) bytes [0, 256); binding: (constant sizes)
func.func @omp_task_waited_after_b(%ctx: !hip.context, %x: memref<64xf32>, %y: memref<64xf32>) {
  %c256 = arith.constant 256 : index
  %pool = hip.get_pool(%ctx, %c256) : memref<?xi8>
  %z = arith.constant 0 : index
  %a = memref.view %pool[%z][] : memref<?xi8> to memref<64xf32>
  hip.silu(%ctx) ins(%x : memref<64xf32>) outs(%a : memref<64xf32>)
  "omp.task"() <{operandSegmentSizes = array<i32: 0, 0, 0, 0, 0, 0, 0, 0, 0>}> ({
    memref.copy %a, %y : memref<64xf32> to memref<64xf32>
    "omp.terminator"() : () -> ()
  }) : () -> ()
  %b = memref.view %pool[%z][] : memref<?xi8> to memref<64xf32>
  hip.silu(%ctx) ins(%x : memref<64xf32>) outs(%b : memref<64xf32>)
  "omp.taskwait"() : () -> ()
  hip.silu(%ctx) ins(%b : memref<64xf32>) outs(%x : memref<64xf32>)
  func.return
}

// -----

// @omp_task_waited_before_b: waited before %b exists: sharing is safe.
// (passes)
func.func @omp_task_waited_before_b(%ctx: !hip.context, %x: memref<64xf32>, %y: memref<64xf32>) {
  %c256 = arith.constant 256 : index
  %pool = hip.get_pool(%ctx, %c256) : memref<?xi8>
  %z = arith.constant 0 : index
  %a = memref.view %pool[%z][] : memref<?xi8> to memref<64xf32>
  hip.silu(%ctx) ins(%x : memref<64xf32>) outs(%a : memref<64xf32>)
  "omp.task"() <{operandSegmentSizes = array<i32: 0, 0, 0, 0, 0, 0, 0, 0, 0>}> ({
    memref.copy %a, %y : memref<64xf32> to memref<64xf32>
    "omp.terminator"() : () -> ()
  }) : () -> ()
  "omp.taskwait"() : () -> ()
  %b = memref.view %pool[%z][] : memref<?xi8> to memref<64xf32>
  hip.silu(%ctx) ins(%x : memref<64xf32>) outs(%b : memref<64xf32>)
  hip.silu(%ctx) ins(%b : memref<64xf32>) outs(%x : memref<64xf32>)
  func.return
}

// -----

// @dma_waited_after_b: the transfer reads %a until its dma_wait (op 10).
// CHECK-NEXT: deferred.mlir:[[# @LINE + 7]]:3: error: @dma_waited_after_b: views %a and %b share bytes while both live: %a (live 6..10, at {{.*}}deferred.mlir:[[# @LINE + 7]]:3) bytes [0, 256), %b (live 9..11, at {{.*}}deferred.mlir:[[# @LINE + 10]]:3) bytes [0, 256); binding: (constant sizes)
func.func @dma_waited_after_b(%ctx: !hip.context, %x: memref<64xf32>, %y: memref<64xf32>, %tag: memref<2xi32>) {
  %c256 = arith.constant 256 : index
  %pool = hip.get_pool(%ctx, %c256) : memref<?xi8>
  %z = arith.constant 0 : index
  %c0 = arith.constant 0 : index
  %c64 = arith.constant 64 : index
  %a = memref.view %pool[%z][] : memref<?xi8> to memref<64xf32>
  hip.silu(%ctx) ins(%x : memref<64xf32>) outs(%a : memref<64xf32>)
  memref.dma_start %a[%c0], %y[%c0], %c64, %tag[%c0] : memref<64xf32>, memref<64xf32>, memref<2xi32>
  %b = memref.view %pool[%z][] : memref<?xi8> to memref<64xf32>
  hip.silu(%ctx) ins(%x : memref<64xf32>) outs(%b : memref<64xf32>)
  memref.dma_wait %tag[%c0], %c64 : memref<2xi32>
  hip.silu(%ctx) ins(%b : memref<64xf32>) outs(%x : memref<64xf32>)
  func.return
}

// -----

// @dma_waited_before_b: waited before %b exists: sharing is safe.
// (passes)
func.func @dma_waited_before_b(%ctx: !hip.context, %x: memref<64xf32>, %y: memref<64xf32>, %tag: memref<2xi32>) {
  %c256 = arith.constant 256 : index
  %pool = hip.get_pool(%ctx, %c256) : memref<?xi8>
  %z = arith.constant 0 : index
  %c0 = arith.constant 0 : index
  %c64 = arith.constant 64 : index
  %a = memref.view %pool[%z][] : memref<?xi8> to memref<64xf32>
  hip.silu(%ctx) ins(%x : memref<64xf32>) outs(%a : memref<64xf32>)
  memref.dma_start %a[%c0], %y[%c0], %c64, %tag[%c0] : memref<64xf32>, memref<64xf32>, memref<2xi32>
  memref.dma_wait %tag[%c0], %c64 : memref<2xi32>
  %b = memref.view %pool[%z][] : memref<?xi8> to memref<64xf32>
  hip.silu(%ctx) ins(%x : memref<64xf32>) outs(%b : memref<64xf32>)
  hip.silu(%ctx) ins(%b : memref<64xf32>) outs(%x : memref<64xf32>)
  func.return
}

// -----

// @dma_waited_on_another_tag: a wait of another tag element does not end it: live to the end (op 13).
// CHECK-NEXT: deferred.mlir:[[# @LINE + 8]]:3: error: @dma_waited_on_another_tag: views %a and %b share bytes while both live: %a (live 7..13, at {{.*}}deferred.mlir:[[# @LINE + 8]]:3) bytes [0, 256), %b (live 11..12, at {{.*}}deferred.mlir:[[# @LINE + 12]]:3) bytes [0, 256); binding: (constant sizes)
func.func @dma_waited_on_another_tag(%ctx: !hip.context, %x: memref<64xf32>, %y: memref<64xf32>, %tag: memref<2xi32>) {
  %c256 = arith.constant 256 : index
  %pool = hip.get_pool(%ctx, %c256) : memref<?xi8>
  %z = arith.constant 0 : index
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c64 = arith.constant 64 : index
  %a = memref.view %pool[%z][] : memref<?xi8> to memref<64xf32>
  hip.silu(%ctx) ins(%x : memref<64xf32>) outs(%a : memref<64xf32>)
  memref.dma_start %a[%c0], %y[%c0], %c64, %tag[%c0] : memref<64xf32>, memref<64xf32>, memref<2xi32>
  memref.dma_wait %tag[%c1], %c64 : memref<2xi32>
  %b = memref.view %pool[%z][] : memref<?xi8> to memref<64xf32>
  hip.silu(%ctx) ins(%x : memref<64xf32>) outs(%b : memref<64xf32>)
  hip.silu(%ctx) ins(%b : memref<64xf32>) outs(%x : memref<64xf32>)
  func.return
}

// -----

// @dma_waited_inside_a_loop: started and waited in one loop iteration: sharing is safe.
// (passes)
func.func @dma_waited_inside_a_loop(%ctx: !hip.context, %x: memref<64xf32>, %y: memref<64xf32>, %tag: memref<2xi32>) {
  %c256 = arith.constant 256 : index
  %pool = hip.get_pool(%ctx, %c256) : memref<?xi8>
  %z = arith.constant 0 : index
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c64 = arith.constant 64 : index
  %a = memref.view %pool[%z][] : memref<?xi8> to memref<64xf32>
  hip.silu(%ctx) ins(%x : memref<64xf32>) outs(%a : memref<64xf32>)
  scf.for %i = %c0 to %c64 step %c1 {
    memref.dma_start %a[%c0], %y[%c0], %c64, %tag[%c0] : memref<64xf32>, memref<64xf32>, memref<2xi32>
    memref.dma_wait %tag[%c0], %c64 : memref<2xi32>
  }
  %b = memref.view %pool[%z][] : memref<?xi8> to memref<64xf32>
  hip.silu(%ctx) ins(%x : memref<64xf32>) outs(%b : memref<64xf32>)
  hip.silu(%ctx) ins(%b : memref<64xf32>) outs(%x : memref<64xf32>)
  func.return
}

// -----

// @unused_handle: nothing takes the handle, so nothing waits for the read of %a.
// CHECK-NEXT: deferred.mlir:[[# @LINE + 5]]:3: error: @unused_handle: views %a and %b share bytes while both live: %a (live 4..9, at {{.*}}deferred.mlir:[[# @LINE + 5]]:3) bytes [0, 256), %b (live 7..8, at {{.*}}deferred.mlir:[[# @LINE + 8]]:3) bytes [0, 256); binding: (constant sizes)
func.func @unused_handle(%ctx: !hip.context, %x: memref<64xf32>) {
  %c256 = arith.constant 256 : index
  %pool = hip.get_pool(%ctx, %c256) : memref<?xi8>
  %z = arith.constant 0 : index
  %a = memref.view %pool[%z][] : memref<?xi8> to memref<64xf32>
  hip.silu(%ctx) ins(%x : memref<64xf32>) outs(%a : memref<64xf32>)
  %h = "test.op_with_memread"(%a) : (memref<64xf32>) -> !foo.handle
  %b = memref.view %pool[%z][] : memref<?xi8> to memref<64xf32>
  hip.silu(%ctx) ins(%x : memref<64xf32>) outs(%b : memref<64xf32>)
  hip.silu(%ctx) ins(%b : memref<64xf32>) outs(%x : memref<64xf32>)
  func.return
}

// -----

// @marked_async_awaited_after_b: an `xhip.async` op nothing waits for.
// CHECK-NEXT: deferred.mlir:[[# @LINE + 5]]:3: error: @marked_async_awaited_after_b: views %a and %b share bytes while both live: %a (live 4..9, at {{.*}}deferred.mlir:[[# @LINE + 5]]:3) bytes [0, 256), %b (live 7..8, at {{.*}}deferred.mlir:[[# @LINE + 8]]:3) bytes [0, 256); binding: (constant sizes)
func.func @marked_async_awaited_after_b(%ctx: !hip.context, %x: memref<64xf32>) {
  %c256 = arith.constant 256 : index
  %pool = hip.get_pool(%ctx, %c256) : memref<?xi8>
  %z = arith.constant 0 : index
  %a = memref.view %pool[%z][] : memref<?xi8> to memref<64xf32>
  hip.silu(%ctx) ins(%x : memref<64xf32>) outs(%a : memref<64xf32>)
  "test.op_with_memread"(%a) {xhip.async} : (memref<64xf32>) -> ()
  %b = memref.view %pool[%z][] : memref<?xi8> to memref<64xf32>
  hip.silu(%ctx) ins(%x : memref<64xf32>) outs(%b : memref<64xf32>)
  hip.silu(%ctx) ins(%b : memref<64xf32>) outs(%x : memref<64xf32>)
  func.return
}

// -----

// @marked_async_awaited_before_b: an `xhip.async` op waited (`xhip.await`) before %b exists: safe.
// (passes)
func.func @marked_async_awaited_before_b(%ctx: !hip.context, %x: memref<64xf32>) {
  %c256 = arith.constant 256 : index
  %pool = hip.get_pool(%ctx, %c256) : memref<?xi8>
  %z = arith.constant 0 : index
  %a = memref.view %pool[%z][] : memref<?xi8> to memref<64xf32>
  hip.silu(%ctx) ins(%x : memref<64xf32>) outs(%a : memref<64xf32>)
  %h = "test.op_with_memread"(%a) {xhip.async} : (memref<64xf32>) -> !foo.handle
  "test.wait"(%h) {xhip.await} : (!foo.handle) -> ()
  %b = memref.view %pool[%z][] : memref<?xi8> to memref<64xf32>
  hip.silu(%ctx) ins(%x : memref<64xf32>) outs(%b : memref<64xf32>)
  hip.silu(%ctx) ins(%b : memref<64xf32>) outs(%x : memref<64xf32>)
  func.return
}

// CHECK-NEXT: deferred.mlir: 14 functions, 28 views, {{[0-9]+}} function bindings checked: 8 violations

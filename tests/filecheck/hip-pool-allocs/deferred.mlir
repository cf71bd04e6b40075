// RUN: xdsl-opt -p 'hip-pool-allocs{verify-plan=true}' --allow-unregistered-dialect --split-input-file %s | filecheck %s
// RUN: xdsl-opt -p 'hip-pool-allocs{lifetime-only=false verify-plan=true}' --allow-unregistered-dialect --split-input-file %s | filecheck %s
// RUN: xdsl-opt -p 'hip-pool-allocs{lifetime-start=first-use verify-plan=true}' --allow-unregistered-dialect --split-input-file %s | filecheck %s
// RUN: xdsl-opt -p 'hip-pool-allocs{packer=best verify-plan=true}' --allow-unregistered-dialect --split-input-file %s | filecheck %s
// RUN: xdsl-opt -p 'hip-pool-allocs{packer=best lifetime-start=first-use verify-plan=true}' --allow-unregistered-dialect --split-input-file %s | filecheck %s

// Work that runs later (docs/semantics.md
// §4.3). A buffer used inside a region op that may run its region later (or
// keep what it uses) escapes: live to the end of the block. The buffers an
// asynchronous op uses (async.execute, memref.dma_start, omp.task, an op marked
// `xhip.async`, an op whose handle result nothing takes) are live until the op
// of its block that waits for it, or to the end of the block. In every
// function %a and %b are 256 bytes each; every option set gives the same
// offsets, and every run checks the output with `xhip check` (verify-plan),
// whose liveness has the same rule, written apart. Lifetimes below are
// `[alloc, end]` (`[first use, end]` with lifetime-start=first-use).

// async.execute (unregistered, generic form) copies %a; its token is never
// awaited in the block, so the copy may run at any time until the function
// returns. 0 a, 1 silu -> a, 2 execute, 3 b, 4 silu -> b, 5 silu b, 6 return:
// a [0,6] ([1,6] from the first use), b [3,5] ([4,5]): 0 and 256, pool 512.
// (Before: a died at the execute, op 2: both at 0, and the copy may read %b's
// bytes. The reference: both at 0.)
// CHECK:      builtin.module attributes {hipdnn.pool_size = 512 : i64, hipdnn.buffer_count = 2 : i64, hipdnn.buffer_offsets = [0 : i64, 256 : i64]} {
// CHECK-NEXT:   func.func @async_execute_not_awaited(
// CHECK:          %[[SZ:.*]] = arith.constant 512 : index
// CHECK-NEXT:     %[[POOL:.*]] = hip.get_pool(%ctx, %[[SZ]]) : memref<?xi8>
// CHECK-NEXT:     %[[Z:.*]] = arith.constant 0 : index
// CHECK-NEXT:     %[[C256:.*]] = arith.constant 256 : index
// CHECK-NEXT:     %a = memref.view %[[POOL]][%[[Z]]][] : memref<?xi8> to memref<64xf32>
// CHECK:          %b = memref.view %[[POOL]][%[[C256]]][] : memref<?xi8> to memref<64xf32>
func.func @async_execute_not_awaited(%ctx: !hip.context, %x: memref<64xf32>, %y: memref<64xf32>) {
  %a = memref.alloc() : memref<64xf32>
  hip.silu(%ctx) ins(%x : memref<64xf32>) outs(%a : memref<64xf32>)
  %t = "async.execute"() ({
    memref.copy %a, %y : memref<64xf32> to memref<64xf32>
    "async.yield"() : () -> ()
  }) : () -> !async.token
  %b = memref.alloc() : memref<64xf32>
  hip.silu(%ctx) ins(%x : memref<64xf32>) outs(%b : memref<64xf32>)
  hip.silu(%ctx) ins(%b : memref<64xf32>) outs(%x : memref<64xf32>)
  func.return
}

// -----

// The same, awaited at op 5, after %b's first write: a [0,5] ([1,5]), b [3,6]
// ([4,6]): 0 and 256. The await keeps nothing (it only waits): the work ends
// there. (The reference: both at 0, the copy racing the write of %b.)
// CHECK:      builtin.module attributes {hipdnn.pool_size = 512 : i64, hipdnn.buffer_count = 2 : i64, hipdnn.buffer_offsets = [0 : i64, 256 : i64]} {
// CHECK-NEXT:   func.func @async_execute_awaited_after_b(
// CHECK:          %[[SZ:.*]] = arith.constant 512 : index
// CHECK-NEXT:     %[[POOL:.*]] = hip.get_pool(%ctx, %[[SZ]]) : memref<?xi8>
// CHECK-NEXT:     %[[Z:.*]] = arith.constant 0 : index
// CHECK-NEXT:     %[[C256:.*]] = arith.constant 256 : index
// CHECK-NEXT:     %a = memref.view %[[POOL]][%[[Z]]][] : memref<?xi8> to memref<64xf32>
// CHECK:          %b = memref.view %[[POOL]][%[[C256]]][] : memref<?xi8> to memref<64xf32>
func.func @async_execute_awaited_after_b(%ctx: !hip.context, %x: memref<64xf32>, %y: memref<64xf32>) {
  %a = memref.alloc() : memref<64xf32>
  hip.silu(%ctx) ins(%x : memref<64xf32>) outs(%a : memref<64xf32>)
  %t = "async.execute"() ({
    memref.copy %a, %y : memref<64xf32> to memref<64xf32>
    "async.yield"() : () -> ()
  }) : () -> !async.token
  %b = memref.alloc() : memref<64xf32>
  hip.silu(%ctx) ins(%x : memref<64xf32>) outs(%b : memref<64xf32>)
  "async.await"(%t) : (!async.token) -> ()
  hip.silu(%ctx) ins(%b : memref<64xf32>) outs(%x : memref<64xf32>)
  func.return
}

// -----

// Awaited at op 3, before %b exists: a [0,3] ([1,3]), b [4,6] ([5,6]): both
// at 0, pool 256. (Before: the unregistered await was taken to keep the token,
// which aliases %a: a lived to the end, 0 and 256.)
// CHECK:      builtin.module attributes {hipdnn.pool_size = 256 : i64, hipdnn.buffer_count = 2 : i64, hipdnn.buffer_offsets = [0 : i64, 0 : i64]} {
// CHECK-NEXT:   func.func @async_execute_awaited_before_b(
// CHECK:          %[[SZ:.*]] = arith.constant 256 : index
// CHECK-NEXT:     %[[POOL:.*]] = hip.get_pool(%ctx, %[[SZ]]) : memref<?xi8>
// CHECK-NEXT:     %[[Z:.*]] = arith.constant 0 : index
// CHECK-NEXT:     %a = memref.view %[[POOL]][%[[Z]]][] : memref<?xi8> to memref<64xf32>
// CHECK:          %b = memref.view %[[POOL]][%[[Z]]][] : memref<?xi8> to memref<64xf32>
func.func @async_execute_awaited_before_b(%ctx: !hip.context, %x: memref<64xf32>, %y: memref<64xf32>) {
  %a = memref.alloc() : memref<64xf32>
  hip.silu(%ctx) ins(%x : memref<64xf32>) outs(%a : memref<64xf32>)
  %t = "async.execute"() ({
    memref.copy %a, %y : memref<64xf32> to memref<64xf32>
    "async.yield"() : () -> ()
  }) : () -> !async.token
  "async.await"(%t) : (!async.token) -> ()
  %b = memref.alloc() : memref<64xf32>
  hip.silu(%ctx) ins(%x : memref<64xf32>) outs(%b : memref<64xf32>)
  hip.silu(%ctx) ins(%b : memref<64xf32>) outs(%x : memref<64xf32>)
  func.return
}

// -----

// An unregistered region op without results captures %a: its body may run
// later (or keep %a), so %a escapes, as an operand of such an op does: a [0,6]
// ([1,6]), b [3,5] ([4,5]): 0 and 256. (Before: captured buffers counted only
// through the op's results, and it has none: both at 0. The reference: both
// at 0.)
// CHECK:      builtin.module attributes {hipdnn.pool_size = 512 : i64, hipdnn.buffer_count = 2 : i64, hipdnn.buffer_offsets = [0 : i64, 256 : i64]} {
// CHECK-NEXT:   func.func @spawn_without_results(
// CHECK:          %[[SZ:.*]] = arith.constant 512 : index
// CHECK-NEXT:     %[[POOL:.*]] = hip.get_pool(%ctx, %[[SZ]]) : memref<?xi8>
// CHECK-NEXT:     %[[Z:.*]] = arith.constant 0 : index
// CHECK-NEXT:     %[[C256:.*]] = arith.constant 256 : index
// CHECK-NEXT:     %a = memref.view %[[POOL]][%[[Z]]][] : memref<?xi8> to memref<64xf32>
// CHECK:          %b = memref.view %[[POOL]][%[[C256]]][] : memref<?xi8> to memref<64xf32>
func.func @spawn_without_results(%ctx: !hip.context, %x: memref<64xf32>, %y: memref<64xf32>) {
  %a = memref.alloc() : memref<64xf32>
  hip.silu(%ctx) ins(%x : memref<64xf32>) outs(%a : memref<64xf32>)
  "foo.spawn"() ({
    memref.copy %a, %y : memref<64xf32> to memref<64xf32>
  }) : () -> ()
  %b = memref.alloc() : memref<64xf32>
  hip.silu(%ctx) ins(%x : memref<64xf32>) outs(%b : memref<64xf32>)
  hip.silu(%ctx) ins(%b : memref<64xf32>) outs(%x : memref<64xf32>)
  func.return
}

// -----

// A region op that runs its region in place (memref.alloca_scope: the effects
// of its body) ends %a's use there: a [0,2] ([1,2]), b [3,5] ([4,5]): both at
// 0, pool 256, as the reference.
// CHECK:      builtin.module attributes {hipdnn.pool_size = 256 : i64, hipdnn.buffer_count = 2 : i64, hipdnn.buffer_offsets = [0 : i64, 0 : i64]} {
// CHECK-NEXT:   func.func @alloca_scope_runs_in_place(
// CHECK:          %[[SZ:.*]] = arith.constant 256 : index
// CHECK-NEXT:     %[[POOL:.*]] = hip.get_pool(%ctx, %[[SZ]]) : memref<?xi8>
// CHECK-NEXT:     %[[Z:.*]] = arith.constant 0 : index
// CHECK-NEXT:     %a = memref.view %[[POOL]][%[[Z]]][] : memref<?xi8> to memref<64xf32>
// CHECK:          %b = memref.view %[[POOL]][%[[Z]]][] : memref<?xi8> to memref<64xf32>
func.func @alloca_scope_runs_in_place(%ctx: !hip.context, %x: memref<64xf32>, %y: memref<64xf32>) {
  %a = memref.alloc() : memref<64xf32>
  hip.silu(%ctx) ins(%x : memref<64xf32>) outs(%a : memref<64xf32>)
  memref.alloca_scope {
    memref.copy %a, %y : memref<64xf32> to memref<64xf32>
  }
  %b = memref.alloc() : memref<64xf32>
  hip.silu(%ctx) ins(%x : memref<64xf32>) outs(%b : memref<64xf32>)
  hip.silu(%ctx) ins(%b : memref<64xf32>) outs(%x : memref<64xf32>)
  func.return
}

// -----

// omp.task (no results, no declared effects) runs its body until the next
// omp.taskwait of its block, op 5 (0 a, 1 silu, 2 task, 3 b, 4 silu -> b,
// 5 taskwait, 6 silu b, 7 return): a [0,5] ([1,5]), b [3,6] ([4,6]): 0 and 256.
// (Before and in the reference: both at 0.)
// CHECK:      builtin.module attributes {hipdnn.pool_size = 512 : i64, hipdnn.buffer_count = 2 : i64, hipdnn.buffer_offsets = [0 : i64, 256 : i64]} {
// CHECK-NEXT:   func.func @omp_task_waited_after_b(
// CHECK:          %[[SZ:.*]] = arith.constant 512 : index
// CHECK-NEXT:     %[[POOL:.*]] = hip.get_pool(%ctx, %[[SZ]]) : memref<?xi8>
// CHECK-NEXT:     %[[Z:.*]] = arith.constant 0 : index
// CHECK-NEXT:     %[[C256:.*]] = arith.constant 256 : index
// CHECK-NEXT:     %a = memref.view %[[POOL]][%[[Z]]][] : memref<?xi8> to memref<64xf32>
// CHECK:          %b = memref.view %[[POOL]][%[[C256]]][] : memref<?xi8> to memref<64xf32>
func.func @omp_task_waited_after_b(%ctx: !hip.context, %x: memref<64xf32>, %y: memref<64xf32>) {
  %a = memref.alloc() : memref<64xf32>
  hip.silu(%ctx) ins(%x : memref<64xf32>) outs(%a : memref<64xf32>)
  "omp.task"() <{operandSegmentSizes = array<i32: 0, 0, 0, 0, 0, 0, 0, 0, 0>}> ({
    memref.copy %a, %y : memref<64xf32> to memref<64xf32>
    "omp.terminator"() : () -> ()
  }) : () -> ()
  %b = memref.alloc() : memref<64xf32>
  hip.silu(%ctx) ins(%x : memref<64xf32>) outs(%b : memref<64xf32>)
  "omp.taskwait"() : () -> ()
  hip.silu(%ctx) ins(%b : memref<64xf32>) outs(%x : memref<64xf32>)
  func.return
}

// -----

// The taskwait at op 3, before %b: a [0,3] ([1,3]), b [4,6] ([5,6]): both at 0.
// CHECK:      builtin.module attributes {hipdnn.pool_size = 256 : i64, hipdnn.buffer_count = 2 : i64, hipdnn.buffer_offsets = [0 : i64, 0 : i64]} {
// CHECK-NEXT:   func.func @omp_task_waited_before_b(
// CHECK:          %[[SZ:.*]] = arith.constant 256 : index
// CHECK-NEXT:     %[[POOL:.*]] = hip.get_pool(%ctx, %[[SZ]]) : memref<?xi8>
// CHECK-NEXT:     %[[Z:.*]] = arith.constant 0 : index
// CHECK-NEXT:     %a = memref.view %[[POOL]][%[[Z]]][] : memref<?xi8> to memref<64xf32>
// CHECK:          %b = memref.view %[[POOL]][%[[Z]]][] : memref<?xi8> to memref<64xf32>
func.func @omp_task_waited_before_b(%ctx: !hip.context, %x: memref<64xf32>, %y: memref<64xf32>) {
  %a = memref.alloc() : memref<64xf32>
  hip.silu(%ctx) ins(%x : memref<64xf32>) outs(%a : memref<64xf32>)
  "omp.task"() <{operandSegmentSizes = array<i32: 0, 0, 0, 0, 0, 0, 0, 0, 0>}> ({
    memref.copy %a, %y : memref<64xf32> to memref<64xf32>
    "omp.terminator"() : () -> ()
  }) : () -> ()
  "omp.taskwait"() : () -> ()
  %b = memref.alloc() : memref<64xf32>
  hip.silu(%ctx) ins(%x : memref<64xf32>) outs(%b : memref<64xf32>)
  hip.silu(%ctx) ins(%b : memref<64xf32>) outs(%x : memref<64xf32>)
  func.return
}

// -----

// memref.dma_start reads %a until the memref.dma_wait of the same tag element
// (op 7: 0 c0, 1 c64, 2 a, 3 silu, 4 dma_start, 5 b, 6 silu -> b, 7 dma_wait,
// 8 silu b, 9 return): a [2,7] ([3,7]), b [5,8] ([6,8]): 0 and 256.
// (Before and in the reference: a died at the dma_start, both at 0.)
// CHECK:      builtin.module attributes {hipdnn.pool_size = 512 : i64, hipdnn.buffer_count = 2 : i64, hipdnn.buffer_offsets = [0 : i64, 256 : i64]} {
// CHECK-NEXT:   func.func @dma_waited_after_b(
// CHECK:          %[[SZ:.*]] = arith.constant 512 : index
// CHECK-NEXT:     %[[POOL:.*]] = hip.get_pool(%ctx, %[[SZ]]) : memref<?xi8>
// CHECK-NEXT:     %[[Z:.*]] = arith.constant 0 : index
// CHECK-NEXT:     %[[C256:.*]] = arith.constant 256 : index
// CHECK-NEXT:     %a = memref.view %[[POOL]][%[[Z]]][] : memref<?xi8> to memref<64xf32>
// CHECK:          %b = memref.view %[[POOL]][%[[C256]]][] : memref<?xi8> to memref<64xf32>
func.func @dma_waited_after_b(%ctx: !hip.context, %x: memref<64xf32>, %y: memref<64xf32>, %tag: memref<2xi32>) {
  %c0 = arith.constant 0 : index
  %c64 = arith.constant 64 : index
  %a = memref.alloc() : memref<64xf32>
  hip.silu(%ctx) ins(%x : memref<64xf32>) outs(%a : memref<64xf32>)
  memref.dma_start %a[%c0], %y[%c0], %c64, %tag[%c0] : memref<64xf32>, memref<64xf32>, memref<2xi32>
  %b = memref.alloc() : memref<64xf32>
  hip.silu(%ctx) ins(%x : memref<64xf32>) outs(%b : memref<64xf32>)
  memref.dma_wait %tag[%c0], %c64 : memref<2xi32>
  hip.silu(%ctx) ins(%b : memref<64xf32>) outs(%x : memref<64xf32>)
  func.return
}

// -----

// The dma_wait at op 5, before %b: a [2,5] ([3,5]), b [6,8] ([7,8]): both at 0.
// CHECK:      builtin.module attributes {hipdnn.pool_size = 256 : i64, hipdnn.buffer_count = 2 : i64, hipdnn.buffer_offsets = [0 : i64, 0 : i64]} {
// CHECK-NEXT:   func.func @dma_waited_before_b(
// CHECK:          %[[SZ:.*]] = arith.constant 256 : index
// CHECK-NEXT:     %[[POOL:.*]] = hip.get_pool(%ctx, %[[SZ]]) : memref<?xi8>
// CHECK-NEXT:     %[[Z:.*]] = arith.constant 0 : index
// CHECK-NEXT:     %a = memref.view %[[POOL]][%[[Z]]][] : memref<?xi8> to memref<64xf32>
// CHECK:          %b = memref.view %[[POOL]][%[[Z]]][] : memref<?xi8> to memref<64xf32>
func.func @dma_waited_before_b(%ctx: !hip.context, %x: memref<64xf32>, %y: memref<64xf32>, %tag: memref<2xi32>) {
  %c0 = arith.constant 0 : index
  %c64 = arith.constant 64 : index
  %a = memref.alloc() : memref<64xf32>
  hip.silu(%ctx) ins(%x : memref<64xf32>) outs(%a : memref<64xf32>)
  memref.dma_start %a[%c0], %y[%c0], %c64, %tag[%c0] : memref<64xf32>, memref<64xf32>, memref<2xi32>
  memref.dma_wait %tag[%c0], %c64 : memref<2xi32>
  %b = memref.alloc() : memref<64xf32>
  hip.silu(%ctx) ins(%x : memref<64xf32>) outs(%b : memref<64xf32>)
  hip.silu(%ctx) ins(%b : memref<64xf32>) outs(%x : memref<64xf32>)
  func.return
}

// -----

// A dma_wait of another tag element (%tag[%c1]) does not end the transfer of
// %tag[%c0]: it runs to the end of the block, a [3,10] ([4,10]), b [7,9]
// ([8,9]): 0 and 256. (The reference: both at 0.)
// CHECK:      builtin.module attributes {hipdnn.pool_size = 512 : i64, hipdnn.buffer_count = 2 : i64, hipdnn.buffer_offsets = [0 : i64, 256 : i64]} {
// CHECK-NEXT:   func.func @dma_waited_on_another_tag(
// CHECK:          %[[SZ:.*]] = arith.constant 512 : index
// CHECK-NEXT:     %[[POOL:.*]] = hip.get_pool(%ctx, %[[SZ]]) : memref<?xi8>
// CHECK-NEXT:     %[[Z:.*]] = arith.constant 0 : index
// CHECK-NEXT:     %[[C256:.*]] = arith.constant 256 : index
// CHECK-NEXT:     %a = memref.view %[[POOL]][%[[Z]]][] : memref<?xi8> to memref<64xf32>
// CHECK:          %b = memref.view %[[POOL]][%[[C256]]][] : memref<?xi8> to memref<64xf32>
func.func @dma_waited_on_another_tag(%ctx: !hip.context, %x: memref<64xf32>, %y: memref<64xf32>, %tag: memref<2xi32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c64 = arith.constant 64 : index
  %a = memref.alloc() : memref<64xf32>
  hip.silu(%ctx) ins(%x : memref<64xf32>) outs(%a : memref<64xf32>)
  memref.dma_start %a[%c0], %y[%c0], %c64, %tag[%c0] : memref<64xf32>, memref<64xf32>, memref<2xi32>
  memref.dma_wait %tag[%c1], %c64 : memref<2xi32>
  %b = memref.alloc() : memref<64xf32>
  hip.silu(%ctx) ins(%x : memref<64xf32>) outs(%b : memref<64xf32>)
  hip.silu(%ctx) ins(%b : memref<64xf32>) outs(%x : memref<64xf32>)
  func.return
}

// -----

// Started and waited in the same loop body: the transfer ends inside the loop
// (op 5: 0 c0, 1 c1, 2 c64, 3 a, 4 silu, 5 scf.for, 6 b, ...): a [3,5]
// ([4,5]), b [6,8] ([7,8]): both at 0.
// CHECK:      builtin.module attributes {hipdnn.pool_size = 256 : i64, hipdnn.buffer_count = 2 : i64, hipdnn.buffer_offsets = [0 : i64, 0 : i64]} {
// CHECK-NEXT:   func.func @dma_waited_inside_a_loop(
// CHECK:          %[[SZ:.*]] = arith.constant 256 : index
// CHECK-NEXT:     %[[POOL:.*]] = hip.get_pool(%ctx, %[[SZ]]) : memref<?xi8>
// CHECK-NEXT:     %[[Z:.*]] = arith.constant 0 : index
// CHECK-NEXT:     %a = memref.view %[[POOL]][%[[Z]]][] : memref<?xi8> to memref<64xf32>
// CHECK:          %b = memref.view %[[POOL]][%[[Z]]][] : memref<?xi8> to memref<64xf32>
func.func @dma_waited_inside_a_loop(%ctx: !hip.context, %x: memref<64xf32>, %y: memref<64xf32>, %tag: memref<2xi32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c64 = arith.constant 64 : index
  %a = memref.alloc() : memref<64xf32>
  hip.silu(%ctx) ins(%x : memref<64xf32>) outs(%a : memref<64xf32>)
  scf.for %i = %c0 to %c64 step %c1 {
    memref.dma_start %a[%c0], %y[%c0], %c64, %tag[%c0] : memref<64xf32>, memref<64xf32>, memref<2xi32>
    memref.dma_wait %tag[%c0], %c64 : memref<2xi32>
  }
  %b = memref.alloc() : memref<64xf32>
  hip.silu(%ctx) ins(%x : memref<64xf32>) outs(%b : memref<64xf32>)
  hip.silu(%ctx) ins(%b : memref<64xf32>) outs(%x : memref<64xf32>)
  func.return
}

// -----

// An op that declares its effects (a read of %a) but returns a handle
// (`!foo.handle`: not a buffer, not a value) that nothing takes: nothing can
// wait for its work, which may still read %a at the end of the block: a [0,6]
// ([1,6]), b [3,5] ([4,5]): 0 and 256. (Before and in the reference: both at
// 0.)
// CHECK:      builtin.module attributes {hipdnn.pool_size = 512 : i64, hipdnn.buffer_count = 2 : i64, hipdnn.buffer_offsets = [0 : i64, 256 : i64]} {
// CHECK-NEXT:   func.func @unused_handle(
// CHECK:          %[[SZ:.*]] = arith.constant 512 : index
// CHECK-NEXT:     %[[POOL:.*]] = hip.get_pool(%ctx, %[[SZ]]) : memref<?xi8>
// CHECK-NEXT:     %[[Z:.*]] = arith.constant 0 : index
// CHECK-NEXT:     %[[C256:.*]] = arith.constant 256 : index
// CHECK-NEXT:     %a = memref.view %[[POOL]][%[[Z]]][] : memref<?xi8> to memref<64xf32>
// CHECK:          %b = memref.view %[[POOL]][%[[C256]]][] : memref<?xi8> to memref<64xf32>
func.func @unused_handle(%ctx: !hip.context, %x: memref<64xf32>) {
  %a = memref.alloc() : memref<64xf32>
  hip.silu(%ctx) ins(%x : memref<64xf32>) outs(%a : memref<64xf32>)
  %h = "test.op_with_memread"(%a) : (memref<64xf32>) -> !foo.handle
  %b = memref.alloc() : memref<64xf32>
  hip.silu(%ctx) ins(%x : memref<64xf32>) outs(%b : memref<64xf32>)
  hip.silu(%ctx) ins(%b : memref<64xf32>) outs(%x : memref<64xf32>)
  func.return
}

// -----

// A user's op marked `xhip.async`, without results: no op can wait for it, so
// what it uses is live to the end of the block: a [0,6] ([1,6]), b [3,5]
// ([4,5]): 0 and 256.
// CHECK:      builtin.module attributes {hipdnn.pool_size = 512 : i64, hipdnn.buffer_count = 2 : i64, hipdnn.buffer_offsets = [0 : i64, 256 : i64]} {
// CHECK-NEXT:   func.func @marked_async_awaited_after_b(
// CHECK:          %[[SZ:.*]] = arith.constant 512 : index
// CHECK-NEXT:     %[[POOL:.*]] = hip.get_pool(%ctx, %[[SZ]]) : memref<?xi8>
// CHECK-NEXT:     %[[Z:.*]] = arith.constant 0 : index
// CHECK-NEXT:     %[[C256:.*]] = arith.constant 256 : index
// CHECK-NEXT:     %a = memref.view %[[POOL]][%[[Z]]][] : memref<?xi8> to memref<64xf32>
// CHECK:          %b = memref.view %[[POOL]][%[[C256]]][] : memref<?xi8> to memref<64xf32>
func.func @marked_async_awaited_after_b(%ctx: !hip.context, %x: memref<64xf32>) {
  %a = memref.alloc() : memref<64xf32>
  hip.silu(%ctx) ins(%x : memref<64xf32>) outs(%a : memref<64xf32>)
  "test.op_with_memread"(%a) {xhip.async} : (memref<64xf32>) -> ()
  %b = memref.alloc() : memref<64xf32>
  hip.silu(%ctx) ins(%x : memref<64xf32>) outs(%b : memref<64xf32>)
  hip.silu(%ctx) ins(%b : memref<64xf32>) outs(%x : memref<64xf32>)
  func.return
}

// -----

// A user's op marked `xhip.async`, waited by an op marked `xhip.await` that
// takes its handle (op 3, which keeps nothing): a [0,3] ([1,3]), b [4,6]
// ([5,6]): both at 0.
// CHECK:      builtin.module attributes {hipdnn.pool_size = 256 : i64, hipdnn.buffer_count = 2 : i64, hipdnn.buffer_offsets = [0 : i64, 0 : i64]} {
// CHECK-NEXT:   func.func @marked_async_awaited_before_b(
// CHECK:          %[[SZ:.*]] = arith.constant 256 : index
// CHECK-NEXT:     %[[POOL:.*]] = hip.get_pool(%ctx, %[[SZ]]) : memref<?xi8>
// CHECK-NEXT:     %[[Z:.*]] = arith.constant 0 : index
// CHECK-NEXT:     %a = memref.view %[[POOL]][%[[Z]]][] : memref<?xi8> to memref<64xf32>
// CHECK:          %b = memref.view %[[POOL]][%[[Z]]][] : memref<?xi8> to memref<64xf32>
func.func @marked_async_awaited_before_b(%ctx: !hip.context, %x: memref<64xf32>) {
  %a = memref.alloc() : memref<64xf32>
  hip.silu(%ctx) ins(%x : memref<64xf32>) outs(%a : memref<64xf32>)
  %h = "test.op_with_memread"(%a) {xhip.async} : (memref<64xf32>) -> !foo.handle
  "test.wait"(%h) {xhip.await} : (!foo.handle) -> ()
  %b = memref.alloc() : memref<64xf32>
  hip.silu(%ctx) ins(%x : memref<64xf32>) outs(%b : memref<64xf32>)
  hip.silu(%ctx) ins(%b : memref<64xf32>) outs(%x : memref<64xf32>)
  func.return
}

// RUN: not xhip-opt %s --hip-pool-allocs 2>&1 | filecheck %s --check-prefix=DEFAULT
// RUN: not xhip-opt %s --hip-pool-allocs=emit-fragmentation-report 2>&1 | filecheck %s --check-prefix=NOTE
// RUN: xhip-opt %s --verify-diagnostics --hip-pool-allocs='emit-fragmentation-report=true'
// RUN: not xhip plan %s 2>&1 | filecheck %s --check-prefix=NOTE
// RUN: xhip-opt %s --hip-pool-allocs='scope=function' | filecheck %s --check-prefix=POOLED

// The reference's error for a function of several blocks, alone by default
// (the reference's output); under the report option and in xhip plan, a note
// names the option that pools such a function.

// DEFAULT:      multi-block-note.mlir:[[# @LINE + 13]]:1: error: hip-pool-allocs requires single-block functions; liveness analysis uses sequential op indices that do not generalize to control flow
// DEFAULT-NOT:  note
// NOTE:         multi-block-note.mlir:[[# @LINE + 11]]:1: error: hip-pool-allocs requires single-block functions; liveness analysis uses sequential op indices that do not generalize to control flow
// NOTE-NEXT:    multi-block-note.mlir:[[# @LINE + 10]]:1: note: scope=function pools the allocs of a function of several blocks (--hip-pool-allocs='scope=function'; xhip plan --scope function)
// NOTE-NOT:     {{.}}

// scope=function: %a (64 B, 256 once aligned) in the pool.
// POOLED:       %pool = hip.get_pool(%ctx, %c256) : memref<?xi8>
// POOLED:       %a = memref.view %pool[%c0][] : memref<?xi8> to memref<16xf32>
// POOLED-NOT:   memref.alloc

// expected-error@below {{requires single-block functions}}
// expected-note@below {{scope=function pools the allocs of a function of several blocks}}
func.func @two_blocks(%ctx: !hip.context, %c: i1) {
  %a = memref.alloc() : memref<16xf32>
  "test.op_with_memread"(%a) : (memref<16xf32>) -> ()
  cf.cond_br %c, ^bb1, ^bb1
^bb1:
  func.return
}

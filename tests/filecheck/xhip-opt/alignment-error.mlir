// RUN: xhip-opt %s --verify-diagnostics --hip-pool-allocs=alignment=3
// RUN: xhip-opt %s -verify-diagnostics --pass-pipeline='builtin.module(func.func(hip-pool-allocs{alignment=0}))'
// RUN: not xhip-opt %s --hip-pool-allocs='alignment=-1 lifetime-only=false' 2>&1 | filecheck %s
// Inside xdsl-opt the pass fails as any xDSL pass does (a PassFailedException):
// RUN: not xdsl-opt %s -p 'hip-pool-allocs{alignment=-1}' 2>&1 | filecheck %s --check-prefix=XDSL
// XDSL: PoolAllocsError: hip-pool-allocs: alignment must be a positive power of 2 (got -1)

// A bad alignment fails the pass at every function, as the upstream function
// pass reports it: it checks its options first thing, so a declaration (which
// it otherwise skips) and a function with nothing to pool get the error too;
// one line each, in function order, and no IR.
// CHECK:      alignment-error.mlir:[[# @LINE + 6]]:1: error: hip-pool-allocs: alignment must be a positive power of 2 (got -1)
// CHECK-NEXT: alignment-error.mlir:[[# @LINE + 8]]:1: error: hip-pool-allocs: alignment must be a positive power of 2 (got -1)
// CHECK-NEXT: alignment-error.mlir:[[# @LINE + 14]]:1: error: hip-pool-allocs: alignment must be a positive power of 2 (got -1)
// CHECK-NOT:  {{.}}

// expected-error-re@+1 {{hip-pool-allocs: alignment must be a positive power of 2 (got {{3|0}})}}
func.func private @declaration(%n: index)

// expected-error-re@+1 {{hip-pool-allocs: alignment must be a positive power of 2 (got {{3|0}})}}
func.func @f(%ctx: !hip.context) {
  %a = memref.alloc() : memref<16xf32>
  hip.silu(%ctx) ins(%a : memref<16xf32>) outs(%a : memref<16xf32>)
  func.return
}

// expected-error-re@+1 {{hip-pool-allocs: alignment must be a positive power of 2 (got {{3|0}})}}
func.func @nothing_to_pool(%n: index) {
  func.return
}

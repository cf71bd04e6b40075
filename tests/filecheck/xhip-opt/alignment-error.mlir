// RUN: xhip-opt %s --verify-diagnostics --hip-pool-allocs=alignment=3
// RUN: xhip-opt %s -verify-diagnostics --pass-pipeline='builtin.module(func.func(hip-pool-allocs{alignment=0}))'
// RUN: not xhip-opt %s --hip-pool-allocs='alignment=-1 lifetime-only=false' 2>&1 | filecheck %s

// A bad alignment fails the pass at the function, as the upstream function
// pass reports it.
// CHECK:      alignment-error.mlir:[[# @LINE + 3]]:1: error: hip-pool-allocs: alignment must be a positive power of 2 (got -1)
// CHECK-NOT:  func.func
// expected-error-re@+1 {{hip-pool-allocs: alignment must be a positive power of 2 (got {{3|0}})}}
func.func @f(%ctx: !hip.context) {
  %a = memref.alloc() : memref<16xf32>
  hip.silu(%ctx) ins(%a : memref<16xf32>) outs(%a : memref<16xf32>)
  func.return
}

// RUN: xhip-opt %s --split-input-file --verify-diagnostics --hip-pool-allocs | filecheck %s
// RUN: xhip-opt %s --split-input-file -verify-diagnostics --pass-pipeline='builtin.module(func.func(hip-pool-allocs))'

// The pass's errors, with MLIR's -verify-diagnostics: each names the op it is
// about and points at its source line.

// expected-error@+1 {{hip-pool-allocs requires single-block functions; liveness analysis uses sequential op indices that do not generalize to control flow}}
func.func @two_blocks(%ctx: !hip.context, %n: index) {
  %a = memref.alloc(%n) : memref<?xf32>
  cf.br ^bb1
^bb1:
  memref.dealloc %a : memref<?xf32>
  func.return
}

// -----

// expected-error@below {{function missing !hip.context as arg 0 — run hip-add-context-arg before hip-pool-allocs}}
func.func @no_context(%n: index, %ctx: !hip.context) {
  %a = memref.alloc(%n) : memref<?xf32>
  hip.silu(%ctx) ins(%a : memref<?xf32>) outs(%a : memref<?xf32>)
  func.return
}

// -----

func.func @strided(%ctx: !hip.context) {
  // expected-error@+1 {{cannot pool %a in @strided: memref<4x4xf32, strided<[8, 1]>> has a non-identity layout}}
  %a = memref.alloc() : memref<4x4xf32, strided<[8, 1]>>
  hip.silu(%ctx) ins(%a : memref<4x4xf32, strided<[8, 1]>>) outs(%a : memref<4x4xf32, strided<[8, 1]>>)
  func.return
}

// -----

func.func @memory_space(%ctx: !hip.context) {
  %a = memref.alloc() : memref<16xf32, 3>
  // expected-error@above {{cannot pool %a in @memory_space: memref<16xf32, 3 : i64> is in memory space 3 : i64, the pool is in the default one}}
  hip.silu(%ctx) ins(%a : memref<16xf32, 3>) outs(%a : memref<16xf32, 3>)
  func.return
}

// -----

// A declaration has nothing to pool, whatever its arguments.
func.func private @declaration(%n: index)

// The chunks that fail print nothing (as in mlir-opt); this one prints its module.
// CHECK:      // -----
// CHECK-NEXT: // -----
// CHECK-NEXT: // -----
// CHECK-NEXT: // -----
// CHECK-NEXT: module attributes {hipdnn.buffer_count = 0 : i64, hipdnn.buffer_offsets = [], hipdnn.pool_size = 0 : i64} {
// CHECK-NEXT:   func.func private @declaration(index) -> ()
// CHECK-NEXT:   func.func @fine(%n: index) {
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT: }
func.func @fine(%n: index) {
  func.return
}

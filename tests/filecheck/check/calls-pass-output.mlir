// RUN: xhip-opt --hip-pool-allocs %s > %t.pooled.mlir
// RUN: filecheck %s --check-prefix=POOLED --input-file %t.pooled.mlir
// RUN: not xhip check - < %t.pooled.mlir 2>&1 | filecheck %s

// Pools across calls (docs/semantics.md §7.6): the pass pools
// each function on its own, both from offset 0 (its output is the reference's:
// it does not look across calls); `xhip check` on the module reports the call
// of the pooled @inner while @outer's %a is live.
// POOLED:      func.func @inner(
// POOLED:        %[[P:.*]] = hip.get_pool(%ctx, %{{.*}}) : memref<?xi8>
// POOLED-NEXT:   %[[Z:.*]] = arith.constant 0 : index
// POOLED-NEXT:   %t = memref.view %[[P]][%[[Z]]][] : memref<?xi8> to memref<64xf32>
// POOLED:      func.func @outer(
// POOLED:        %[[Q:.*]] = hip.get_pool(%ctx, %{{.*}}) : memref<?xi8>
// POOLED-NEXT:   %[[Z2:.*]] = arith.constant 0 : index
// POOLED-NEXT:   %a = memref.view %[[Q]][%[[Z2]]][] : memref<?xi8> to memref<64xf32>
// POOLED-NEXT:   hip.silu(%ctx) ins(%x : memref<64xf32>) outs(%a : memref<64xf32>)
// POOLED-NEXT:   {{(func\.)?}}call @inner(%ctx, %y) : (!hip.context, memref<64xf32>) -> ()
// CHECK: <stdin>:{{[0-9]+}}:5: error: @outer: func.call calls pooled function @inner while the pool of @outer (domain 0) is live: %a (live 4..6, at <stdin>:{{[0-9]+}}:5); both plan from offset 0, so they share bytes unless the runtime gives each call frame its own pool
// CHECK-NEXT: -: 2 functions, 2 views, {{[0-9]+}} function bindings checked: 1 violation
func.func @inner(%ctx: !hip.context, %x: memref<64xf32>) {
  %t = memref.alloc() : memref<64xf32>
  hip.silu(%ctx) ins(%x : memref<64xf32>) outs(%t : memref<64xf32>)
  hip.silu(%ctx) ins(%t : memref<64xf32>) outs(%x : memref<64xf32>)
  func.return
}
func.func @outer(%ctx: !hip.context, %x: memref<64xf32>, %y: memref<64xf32>) {
  %a = memref.alloc() : memref<64xf32>
  hip.silu(%ctx) ins(%x : memref<64xf32>) outs(%a : memref<64xf32>)
  func.call @inner(%ctx, %y) : (!hip.context, memref<64xf32>) -> ()
  hip.silu(%ctx) ins(%a : memref<64xf32>) outs(%x : memref<64xf32>)
  func.return
}

// RUN: xdsl-opt -p hip-pool-allocs,cse %s | filecheck %s

// The reference shapes of docs/semantics.md §7 (default options), after cse.

// Disjoint lifetimes, different dynamic dims: one slab, as wide as the larger.
// CHECK-LABEL: func.func @disjoint
// CHECK-NEXT:    %[[C32768:.*]] = arith.constant 32768 : index
// CHECK-NEXT:    %[[F0:.*]] = arith.muli %d0, %[[C32768]] : index
// CHECK-NEXT:    %[[C16384:.*]] = arith.constant 16384 : index
// CHECK-NEXT:    %[[F1:.*]] = arith.muli %d1, %[[C16384]] : index
// CHECK-NEXT:    %[[SZ:.*]] = arith.maxui %[[F0]], %[[F1]] : index
// CHECK-NEXT:    %[[POOL:.*]] = hip.get_pool(%ctx, %[[SZ]]) : memref<?xi8>
// CHECK-NEXT:    %[[C0:.*]] = arith.constant 0 : index
// CHECK-NEXT:    %a = memref.view %[[POOL]][%[[C0]]][%d0] : memref<?xi8> to memref<?x8192xf32>
// CHECK-NEXT:    hip.silu
// CHECK-NEXT:    %b = memref.view %[[POOL]][%[[C0]]][%d1] : memref<?xi8> to memref<?x4096xf32>
func.func @disjoint(%ctx: !hip.context, %d0: index, %d1: index, %x: memref<?x8192xf32>) {
  %a = memref.alloc(%d0) : memref<?x8192xf32>
  hip.silu(%ctx) ins(%x : memref<?x8192xf32>) outs(%a : memref<?x8192xf32>)
  %b = memref.alloc(%d1) : memref<?x4096xf32>
  hip.silu(%ctx) ins(%b : memref<?x4096xf32>) outs(%b : memref<?x4096xf32>)
  func.return
}

// Overlapping lifetimes, one shared dim: the two stack.
// CHECK-LABEL: func.func @overlapping
// CHECK-NEXT:    %[[C32768:.*]] = arith.constant 32768 : index
// CHECK-NEXT:    %[[F0:.*]] = arith.muli %d, %[[C32768]] : index
// CHECK-NEXT:    %[[C16384:.*]] = arith.constant 16384 : index
// CHECK-NEXT:    %[[F1:.*]] = arith.muli %d, %[[C16384]] : index
// CHECK-NEXT:    %[[SZ:.*]] = arith.addi %[[F0]], %[[F1]] : index
// CHECK-NEXT:    %[[POOL:.*]] = hip.get_pool(%ctx, %[[SZ]]) : memref<?xi8>
// CHECK-NEXT:    %[[C0:.*]] = arith.constant 0 : index
// CHECK-NEXT:    %a = memref.view %[[POOL]][%[[C0]]][%d] : memref<?xi8> to memref<?x8192xf32>
// CHECK-NEXT:    %b = memref.view %[[POOL]][%[[F0]]][%d] : memref<?xi8> to memref<?x4096xf32>
func.func @overlapping(%ctx: !hip.context, %d: index) {
  %a = memref.alloc(%d) : memref<?x8192xf32>
  %b = memref.alloc(%d) : memref<?x4096xf32>
  hip.silu(%ctx) ins(%a : memref<?x8192xf32>) outs(%b : memref<?x4096xf32>)
  func.return
}

// One shared dim, disjoint lifetimes: one slab, but each member keeps its own
// footprint (no `F * max C` shortcut): a: C 8192*4 = 32768, b: C 2*4 = 8;
// muli %d, %c32768, muli %d, %c8, maxui, and no align-up: the largest span
// (32768) is a multiple of 256 and the F is shared.
// CHECK-LABEL: func.func @shared_f
// CHECK-NEXT:    %[[C32768:.*]] = arith.constant 32768 : index
// CHECK-NEXT:    %[[F0:.*]] = arith.muli %d, %[[C32768]] : index
// CHECK-NEXT:    %[[C8:.*]] = arith.constant 8 : index
// CHECK-NEXT:    %[[F1:.*]] = arith.muli %d, %[[C8]] : index
// CHECK-NEXT:    %[[SZ:.*]] = arith.maxui %[[F0]], %[[F1]] : index
// CHECK-NEXT:    %[[POOL:.*]] = hip.get_pool(%ctx, %[[SZ]]) : memref<?xi8>
// CHECK-NEXT:    %[[C0:.*]] = arith.constant 0 : index
// CHECK-NEXT:    %a = memref.view %[[POOL]][%[[C0]]][%d] : memref<?xi8> to memref<?x8192xf32>
// CHECK-NEXT:    hip.silu
// CHECK-NEXT:    %b = memref.view %[[POOL]][%[[C0]]][%d] : memref<?xi8> to memref<?x2xf32>
func.func @shared_f(%ctx: !hip.context, %d: index, %x: memref<?x8192xf32>) {
  %a = memref.alloc(%d) : memref<?x8192xf32>
  hip.silu(%ctx) ins(%x : memref<?x8192xf32>) outs(%a : memref<?x8192xf32>)
  %b = memref.alloc(%d) : memref<?x2xf32>
  hip.silu(%ctx) ins(%b : memref<?x2xf32>) outs(%b : memref<?x2xf32>)
  func.return
}

// RUN: xdsl-opt -p hip-pool-allocs %s | filecheck %s --check-prefix=ALONE
// RUN: xdsl-opt -p hip-use-output-allocator,hip-pool-allocs %s | filecheck %s --check-prefix=OUTPUTS
// RUN: xdsl-opt -p hip-use-output-allocator,hip-resolve-memref-dims,hip-pool-allocs %s | filecheck %s --check-prefix=RESOLVED
// RUN: xdsl-opt -p hip-use-output-allocator,hip-resolve-memref-dims,cse,hip-pool-allocs %s | filecheck %s --check-prefix=CSE
// RUN: xdsl-opt -p hip-use-output-allocator,hip-resolve-memref-dims,cse,hip-hoist-alloc-size-arith,hip-pool-allocs %s | filecheck %s
// RUN: xhip-opt --hip-use-output-allocator --hip-resolve-memref-dims --cse --hip-hoist-alloc-size-arith --hip-pool-allocs %s | filecheck %s --check-prefix=OPT
// RUN: xhip-opt --pass-pipeline='builtin.module(func.func(hip-use-output-allocator,hip-resolve-memref-dims),cse,func.func(hip-hoist-alloc-size-arith,hip-pool-allocs))' %s | filecheck %s --check-prefix=OPT

// The tail of hip-ep's pipeline (docs/semantics.md §11) on one function, as bufferization
// leaves it: the sizes of %b, %c and %d are computed between the allocs. The
// number of pool domains falls with each stage:
//
// * pool-allocs alone: 4. %b is sized by a dim of %a, %c by a second dim of %x,
//   %d by arithmetic, each defined after the allocs before it (docs/semantics.md §5); the
//   returned %o is pooled too, as the reference does (5 buffers, %o in %d's
//   domain, at offset -1: its pool slab is dynamic);
// * hip-use-output-allocator: still 4 domains, 4 buffers (the returned %o, now
//   hip.alloc_output, is no pool candidate);
// * hip-resolve-memref-dims: 3, `dim %a` is %n;
// * cse: 2, the second `dim %x` is %n;
// * hip-hoist-alloc-size-arith: 1, `%n2 = %n * 2` moves above %a.

// ALONE: builtin.module attributes {hipdnn.pool_size = 0 : i64, hipdnn.buffer_count = 5 : i64, hipdnn.buffer_offsets = [0 : i64, 0 : i64, 0 : i64, 0 : i64, -1 : i64], hipdnn.domain_count = 4 : i64, hipdnn.pool_sizes = [0 : i64, 0 : i64, 0 : i64, 0 : i64], hipdnn.buffer_domains = [0 : i64, 1 : i64, 2 : i64, 3 : i64, 3 : i64]} {
// OUTPUTS: builtin.module attributes {hipdnn.pool_size = 0 : i64, hipdnn.buffer_count = 4 : i64, hipdnn.buffer_offsets = [0 : i64, 0 : i64, 0 : i64, 0 : i64], hipdnn.domain_count = 4 : i64, hipdnn.pool_sizes = [0 : i64, 0 : i64, 0 : i64, 0 : i64], hipdnn.buffer_domains = [0 : i64, 1 : i64, 2 : i64, 3 : i64]} {
// OUTPUTS: %o = hip.alloc_output(%ctx, %n) {out_idx = 0 : i64} : memref<?x64xf16>
// RESOLVED: builtin.module attributes {hipdnn.pool_size = 0 : i64, hipdnn.buffer_count = 4 : i64, hipdnn.buffer_offsets = [0 : i64, -1 : i64, 0 : i64, 0 : i64], hipdnn.domain_count = 3 : i64, hipdnn.pool_sizes = [0 : i64, 0 : i64, 0 : i64], hipdnn.buffer_domains = [0 : i64, 0 : i64, 1 : i64, 2 : i64]} {
// CSE: builtin.module attributes {hipdnn.pool_size = 0 : i64, hipdnn.buffer_count = 4 : i64, hipdnn.buffer_offsets = [0 : i64, -1 : i64, 0 : i64, 0 : i64], hipdnn.domain_count = 2 : i64, hipdnn.pool_sizes = [0 : i64, 0 : i64], hipdnn.buffer_domains = [0 : i64, 0 : i64, 0 : i64, 1 : i64]} {
// OPT: module attributes {hipdnn.buffer_count = 4 : i64, hipdnn.buffer_offsets = [0, -1, 0, -1], hipdnn.pool_size = 0 : i64} {

// The whole tail: one pool. %a and %c share slab 0 (lifetime-disjoint), %b and
// %d slab 1, at alignUp(128 n) (a row of 64 f16 is 128 bytes; %d has 2 n rows):
// pool = alignUp(maxui(128 n, 128 n)) + alignUp(maxui(128 n, 128 (2 n))). Each
// member gets its own footprint and a maxui (docs/semantics.md §7); the two footprints of
// slab 0 are the same value once cse has run, as in the reference's output.
// CHECK:      builtin.module attributes {hipdnn.pool_size = 0 : i64, hipdnn.buffer_count = 4 : i64, hipdnn.buffer_offsets = [0 : i64, -1 : i64, 0 : i64, -1 : i64]} {
// CHECK-NEXT:   func.func @tail(%ctx: !hip.context, %x: memref<?x64xf16>, %w: memref<64x64xf16>) -> memref<?x64xf16> {
// CHECK-NEXT:     %c2 = arith.constant 2 : index
// CHECK-NEXT:     %c0 = arith.constant 0 : index
// CHECK-NEXT:     %n = memref.dim %x, %c0 : memref<?x64xf16>
// CHECK-NEXT:     %n2 = arith.muli %n, %c2 : index
// CHECK-NEXT:     %c128 = arith.constant 128 : index
// CHECK-NEXT:     %[[V0:.*]] = arith.muli %n, %c128 : index
// CHECK-NEXT:     %[[V1:.*]] = arith.muli %n2, %c128 : index
// CHECK-NEXT:     %[[W0:.*]] = arith.maxui %[[V0]], %[[V0]] : index
// CHECK-NEXT:     %c255 = arith.constant 255 : index
// CHECK-NEXT:     %c256 = arith.constant 256 : index
// CHECK-NEXT:     %[[V2:.*]] = arith.addi %[[W0]], %c255 : index
// CHECK-NEXT:     %[[V3:.*]] = arith.divui %[[V2]], %c256 : index
// CHECK-NEXT:     %[[V4:.*]] = arith.muli %[[V3]], %c256 : index
// CHECK-NEXT:     %[[W1:.*]] = arith.maxui %[[V0]], %[[V1]] : index
// CHECK-NEXT:     %[[V5:.*]] = arith.addi %[[W1]], %c255 : index
// CHECK-NEXT:     %[[V6:.*]] = arith.divui %[[V5]], %c256 : index
// CHECK-NEXT:     %[[V7:.*]] = arith.muli %[[V6]], %c256 : index
// CHECK-NEXT:     %[[V9:.*]] = arith.addi %[[V4]], %[[V7]] : index
// CHECK-NEXT:     %pool = hip.get_pool(%ctx, %[[V9]]) : memref<?xi8>
// CHECK-NEXT:     %[[Z:.*]] = arith.constant 0 : index
// CHECK-NEXT:     %a = memref.view %pool[%[[Z]]][%n] : memref<?xi8> to memref<?x64xf16>
// CHECK-NEXT:     hip.matmul(%ctx) ins(%x, %w : memref<?x64xf16>, memref<64x64xf16>) outs(%a : memref<?x64xf16>)
// CHECK-NEXT:     %b = memref.view %pool[%[[V4]]][%n] : memref<?xi8> to memref<?x64xf16>
// CHECK-NEXT:     hip.silu(%ctx) ins(%a : memref<?x64xf16>) outs(%b : memref<?x64xf16>)
// CHECK-NEXT:     %c = memref.view %pool[%[[Z]]][%n] : memref<?xi8> to memref<?x64xf16>
// CHECK-NEXT:     hip.silu(%ctx) ins(%b : memref<?x64xf16>) outs(%c : memref<?x64xf16>)
// CHECK-NEXT:     %d = memref.view %pool[%[[V4]]][%n2] : memref<?xi8> to memref<?x64xf16>
// CHECK-NEXT:     %dv = memref.subview %d[0, 0] [%n, 64] [1, 1] : memref<?x64xf16> to memref<?x64xf16, strided<[64, 1]>>
// CHECK-NEXT:     memref.copy %c, %dv : memref<?x64xf16> to memref<?x64xf16, strided<[64, 1]>>
// CHECK-NEXT:     %o = hip.alloc_output(%ctx, %n) {out_idx = 0 : i64} : memref<?x64xf16>
// CHECK-NEXT:     hip.matmul(%ctx) ins(%dv, %w : memref<?x64xf16, strided<[64, 1]>>, memref<64x64xf16>) outs(%o : memref<?x64xf16>)
// CHECK-NEXT:     func.return %o : memref<?x64xf16>
// CHECK-NEXT:   }
// CHECK-NEXT: }

func.func @tail(%ctx: !hip.context, %x: memref<?x64xf16>, %w: memref<64x64xf16>) -> memref<?x64xf16> {
  %c0 = arith.constant 0 : index
  %n = memref.dim %x, %c0 : memref<?x64xf16>
  %a = memref.alloc(%n) : memref<?x64xf16>
  hip.matmul(%ctx) ins(%x, %w : memref<?x64xf16>, memref<64x64xf16>) outs(%a : memref<?x64xf16>)
  %na = memref.dim %a, %c0 : memref<?x64xf16>
  %b = memref.alloc(%na) : memref<?x64xf16>
  hip.silu(%ctx) ins(%a : memref<?x64xf16>) outs(%b : memref<?x64xf16>)
  memref.dealloc %a : memref<?x64xf16>
  %nx = memref.dim %x, %c0 : memref<?x64xf16>
  %c = memref.alloc(%nx) : memref<?x64xf16>
  hip.silu(%ctx) ins(%b : memref<?x64xf16>) outs(%c : memref<?x64xf16>)
  memref.dealloc %b : memref<?x64xf16>
  %c2 = arith.constant 2 : index
  %n2 = arith.muli %n, %c2 : index
  %d = memref.alloc(%n2) : memref<?x64xf16>
  %dv = memref.subview %d[0, 0] [%n, 64] [1, 1] : memref<?x64xf16> to memref<?x64xf16, strided<[64, 1]>>
  memref.copy %c, %dv : memref<?x64xf16> to memref<?x64xf16, strided<[64, 1]>>
  memref.dealloc %c : memref<?x64xf16>
  %o = memref.alloc(%n) : memref<?x64xf16>
  hip.matmul(%ctx) ins(%dv, %w : memref<?x64xf16, strided<[64, 1]>>, memref<64x64xf16>) outs(%o : memref<?x64xf16>)
  memref.dealloc %d : memref<?x64xf16>
  func.return %o : memref<?x64xf16>
}

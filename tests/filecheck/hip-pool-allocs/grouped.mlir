// RUN: xdsl-opt -p 'hip-pool-allocs{lifetime-only=false},cse' --allow-unregistered-dialect --split-input-file %s > %t.pooled.mlir
// RUN: filecheck %s --input-file %t.pooled.mlir

// Grouped mode (docs/semantics.md §6), alignment 256, after cse: allocs whose C is a
// multiple of the alignment are grouped by their dynamic operands (one group per
// factor class, classes in order of first appearance, no sort by span) and
// best-fit packed in units of C, largest C first; a group joins the first slab
// none of whose members overlaps one of its members. The others go to small
// buckets of bins. Sizes are function arguments: everything is emitted right
// before the first alloc, bucket sizes (docs/semantics.md §7 step 2) first.

// One group (F d), packed exactly like static best fit with sizes q1 512, p1 256,
// p2 256, r 256, q2 1024 (lifetimes q1 [0,2], p1 [1,5], p2 [3,7], r [4,5],
// q2 [6,7]): members by C q2 q1 p1 p2 r -> units q2 0, q1 0, p1 512, p2 1024,
// and r takes the tighter gap [768,1024) over [0,512): 768. Span 1280.
// Pool = d*1280; offsets member by member in that order: 0 (q2, q1), d*512,
// d*1024, d*768.
// CHECK:      builtin.module attributes {hipdnn.pool_size = 0 : i64, hipdnn.buffer_count = 5 : i64, hipdnn.buffer_offsets = [0 : i64, -1 : i64, -1 : i64, -1 : i64, 0 : i64]} {
// CHECK-NEXT:  func.func @group_best_fit(%ctx: !hip.context, %d: index) {
// CHECK-NEXT:    %[[C1280:.*]] = arith.constant 1280 : index
// CHECK-NEXT:    %[[V0:.*]] = arith.muli %d, %[[C1280]] : index
// CHECK-NEXT:    %[[POOL:.*]] = hip.get_pool(%ctx, %[[V0]]) : memref<?xi8>
// CHECK-NEXT:    %[[C0:.*]] = arith.constant 0 : index
// CHECK-NEXT:    %[[C512:.*]] = arith.constant 512 : index
// CHECK-NEXT:    %[[V1:.*]] = arith.muli %d, %[[C512]] : index
// CHECK-NEXT:    %[[C1024:.*]] = arith.constant 1024 : index
// CHECK-NEXT:    %[[V2:.*]] = arith.muli %d, %[[C1024]] : index
// CHECK-NEXT:    %[[C768:.*]] = arith.constant 768 : index
// CHECK-NEXT:    %[[V3:.*]] = arith.muli %d, %[[C768]] : index
// CHECK-NEXT:    %q1 = memref.view %[[POOL]][%[[C0]]][%d] : memref<?xi8> to memref<?x128xf32>
// CHECK-NEXT:    %p1 = memref.view %[[POOL]][%[[V1]]][%d] : memref<?xi8> to memref<?x64xf32>
// CHECK-NEXT:    "test.op_with_memwrite"(%q1, %p1) : (memref<?x128xf32>, memref<?x64xf32>) -> ()
// CHECK-NEXT:    %p2 = memref.view %[[POOL]][%[[V2]]][%d] : memref<?xi8> to memref<?x256xi8>
// CHECK-NEXT:    %r = memref.view %[[POOL]][%[[V3]]][%d] : memref<?xi8> to memref<?x32xf64>
// CHECK-NEXT:    "test.op_with_memwrite"(%p1, %p2, %r) : (memref<?x64xf32>, memref<?x256xi8>, memref<?x32xf64>) -> ()
// CHECK-NEXT:    %q2 = memref.view %[[POOL]][%[[C0]]][%d] : memref<?xi8> to memref<?x1024xi8>
// CHECK-NEXT:    "test.op_with_memwrite"(%p2, %q2) : (memref<?x256xi8>, memref<?x1024xi8>) -> ()
// CHECK-NEXT:    func.return
func.func @group_best_fit(%ctx: !hip.context, %d: index) {
  %q1 = memref.alloc(%d) : memref<?x128xf32>
  %p1 = memref.alloc(%d) : memref<?x64xf32>
  "test.op_with_memwrite"(%q1, %p1) : (memref<?x128xf32>, memref<?x64xf32>) -> ()
  %p2 = memref.alloc(%d) : memref<?x256xi8>
  %r = memref.alloc(%d) : memref<?x32xf64>
  "test.op_with_memwrite"(%p1, %p2, %r) : (memref<?x64xf32>, memref<?x256xi8>, memref<?x32xf64>) -> ()
  %q2 = memref.alloc(%d) : memref<?x1024xi8>
  "test.op_with_memwrite"(%p2, %q2) : (memref<?x256xi8>, memref<?x1024xi8>) -> ()
  func.return
}

// -----

// Pool layout [static prefix][slabs][buckets], groups sharing a slab, and bins.
// Block indices: s [0,3]; a (n, C 512) [1,5]; b (n, 256) [2,3]; c (n, 256) [4,5];
// g (k, 1024) [6,7]; d, e, f (m, C 12); d [8,10], e [9,10], f [11,12];
// h (k, C 10) [13,14].
// Prefix: s 256 B at 0.
// Group (n): a 0, b overlaps a -> 512, c overlaps a only -> 512; span 768.
// Group (k): g 0, span 1024. Class order (n), (k); g overlaps no member of (n)
// -> one slab, mixed F, spans multiples -> w0 = maxui(n*768, k*1024), base 256.
// Bucket (12, m): d bin 0, e overlaps d -> bin 1, f -> bin 0; slot0 alignUp(m*12).
// Bucket (10, k): h bin 0; slot1 alignUp(k*10).
// Emitted: slot0, slot1 (step 2), the footprints n*768, k*1024, w0, then the pool
// size ((w0 + 256) + slot0*2) + slot1 (the 256 moved right, x1 folded).
// Offsets: s 0; a 256 + n*0 = 256; b = c = n*512 + 256; g = 256; d = f =
// w0 + 256; e = (w0 + 256) + slot0; h = (w0 + 256) + 2*slot0.
// CHECK:      builtin.module attributes {hipdnn.pool_size = 256 : i64, hipdnn.buffer_count = 9 : i64, hipdnn.buffer_offsets = [0 : i64, 256 : i64, -1 : i64, -1 : i64, 256 : i64, -1 : i64, -1 : i64, -1 : i64, -1 : i64]} {
// CHECK-NEXT:  func.func @layout_order(%ctx: !hip.context, %n: index, %m: index, %k: index) {
// CHECK-NEXT:    %[[C12:.*]] = arith.constant 12 : index
// CHECK-NEXT:    %[[V0:.*]] = arith.muli %m, %[[C12]] : index
// CHECK-NEXT:    %[[C255:.*]] = arith.constant 255 : index
// CHECK-NEXT:    %[[C256:.*]] = arith.constant 256 : index
// CHECK-NEXT:    %[[V1:.*]] = arith.addi %[[V0]], %[[C255]] : index
// CHECK-NEXT:    %[[V2:.*]] = arith.divui %[[V1]], %[[C256]] : index
// CHECK-NEXT:    %[[V3:.*]] = arith.muli %[[V2]], %[[C256]] : index
// CHECK-NEXT:    %[[C10:.*]] = arith.constant 10 : index
// CHECK-NEXT:    %[[V4:.*]] = arith.muli %k, %[[C10]] : index
// CHECK-NEXT:    %[[V5:.*]] = arith.addi %[[V4]], %[[C255]] : index
// CHECK-NEXT:    %[[V6:.*]] = arith.divui %[[V5]], %[[C256]] : index
// CHECK-NEXT:    %[[V7:.*]] = arith.muli %[[V6]], %[[C256]] : index
// CHECK-NEXT:    %[[C768:.*]] = arith.constant 768 : index
// CHECK-NEXT:    %[[V8:.*]] = arith.muli %n, %[[C768]] : index
// CHECK-NEXT:    %[[C1024:.*]] = arith.constant 1024 : index
// CHECK-NEXT:    %[[V9:.*]] = arith.muli %k, %[[C1024]] : index
// CHECK-NEXT:    %[[V10:.*]] = arith.maxui %[[V8]], %[[V9]] : index
// CHECK-NEXT:    %[[V11:.*]] = arith.addi %[[V10]], %[[C256]] : index
// CHECK-NEXT:    %[[C2:.*]] = arith.constant 2 : index
// CHECK-NEXT:    %[[V12:.*]] = arith.muli %[[V3]], %[[C2]] : index
// CHECK-NEXT:    %[[V13:.*]] = arith.addi %[[V11]], %[[V12]] : index
// CHECK-NEXT:    %[[V14:.*]] = arith.addi %[[V13]], %[[V7]] : index
// CHECK-NEXT:    %[[POOL:.*]] = hip.get_pool(%ctx, %[[V14]]) : memref<?xi8>
// CHECK-NEXT:    %[[C0:.*]] = arith.constant 0 : index
// CHECK-NEXT:    %[[C512:.*]] = arith.constant 512 : index
// CHECK-NEXT:    %[[V15:.*]] = arith.muli %n, %[[C512]] : index
// CHECK-NEXT:    %[[V16:.*]] = arith.addi %[[V15]], %[[C256]] : index
// CHECK-NEXT:    %[[V17:.*]] = arith.addi %[[V11]], %[[V3]] : index
// CHECK-NEXT:    %s = memref.view %[[POOL]][%[[C0]]][] : memref<?xi8> to memref<64xf32>
// CHECK-NEXT:    %a = memref.view %[[POOL]][%[[C256]]][%n] : memref<?xi8> to memref<?x128xf32>
// CHECK-NEXT:    %b = memref.view %[[POOL]][%[[V16]]][%n] : memref<?xi8> to memref<?x64xf32>
// CHECK-NEXT:    "test.op_with_memwrite"(%s, %a, %b) : (memref<64xf32>, memref<?x128xf32>, memref<?x64xf32>) -> ()
// CHECK-NEXT:    %c = memref.view %[[POOL]][%[[V16]]][%n] : memref<?xi8> to memref<?x32xf64>
// CHECK-NEXT:    "test.op_with_memwrite"(%a, %c) : (memref<?x128xf32>, memref<?x32xf64>) -> ()
// CHECK-NEXT:    %g = memref.view %[[POOL]][%[[C256]]][%k] : memref<?xi8> to memref<?x256xf32>
// CHECK-NEXT:    "test.op_with_memwrite"(%g) : (memref<?x256xf32>) -> ()
// CHECK-NEXT:    %d = memref.view %[[POOL]][%[[V11]]][%m] : memref<?xi8> to memref<?x3xf32>
// CHECK-NEXT:    %e = memref.view %[[POOL]][%[[V17]]][%m] : memref<?xi8> to memref<?x3xf32>
// CHECK-NEXT:    "test.op_with_memwrite"(%d, %e) : (memref<?x3xf32>, memref<?x3xf32>) -> ()
// CHECK-NEXT:    %f = memref.view %[[POOL]][%[[V11]]][%m] : memref<?xi8> to memref<?x12xi8>
// CHECK-NEXT:    "test.op_with_memwrite"(%f) : (memref<?x12xi8>) -> ()
// CHECK-NEXT:    %h = memref.view %[[POOL]][%[[V13]]][%k] : memref<?xi8> to memref<?x5xf16>
// CHECK-NEXT:    "test.op_with_memwrite"(%h) : (memref<?x5xf16>) -> ()
// CHECK-NEXT:    func.return
func.func @layout_order(%ctx: !hip.context, %n: index, %m: index, %k: index) {
  %s = memref.alloc() : memref<64xf32>
  %a = memref.alloc(%n) : memref<?x128xf32>
  %b = memref.alloc(%n) : memref<?x64xf32>
  "test.op_with_memwrite"(%s, %a, %b) : (memref<64xf32>, memref<?x128xf32>, memref<?x64xf32>) -> ()
  %c = memref.alloc(%n) : memref<?x32xf64>
  "test.op_with_memwrite"(%a, %c) : (memref<?x128xf32>, memref<?x32xf64>) -> ()
  %g = memref.alloc(%k) : memref<?x256xf32>
  "test.op_with_memwrite"(%g) : (memref<?x256xf32>) -> ()
  %d = memref.alloc(%m) : memref<?x3xf32>
  %e = memref.alloc(%m) : memref<?x3xf32>
  "test.op_with_memwrite"(%d, %e) : (memref<?x3xf32>, memref<?x3xf32>) -> ()
  %f = memref.alloc(%m) : memref<?x12xi8>
  "test.op_with_memwrite"(%f) : (memref<?x12xi8>) -> ()
  %h = memref.alloc(%k) : memref<?x5xf16>
  "test.op_with_memwrite"(%h) : (memref<?x5xf16>) -> ()
  func.return
}

// -----

// Overlapping groups stack, in class order: a (n, C 256) and b (m, C 512) are
// live together. Class order (n) then (m): a -> slab 0, b -> slab 1.
// Pool = n*256 + m*512; a at 0, b at n*256.
// Small buffers of one C but different F are separate buckets: x (C 12, F n) and
// y (C 12, F m), disjoint, still one bin each, after the slabs.
// Pool = ((n*256 + m*512) + alignUp(n*12)) + alignUp(m*12).
// CHECK:      builtin.module attributes {hipdnn.pool_size = 0 : i64, hipdnn.buffer_count = 4 : i64, hipdnn.buffer_offsets = [0 : i64, -1 : i64, -1 : i64, -1 : i64]} {
// CHECK-NEXT:  func.func @groups_stack(%ctx: !hip.context, %n: index, %m: index) {
// CHECK-NEXT:    %[[C12:.*]] = arith.constant 12 : index
// CHECK-NEXT:    %[[V0:.*]] = arith.muli %n, %[[C12]] : index
// CHECK-NEXT:    %[[C255:.*]] = arith.constant 255 : index
// CHECK-NEXT:    %[[C256:.*]] = arith.constant 256 : index
// CHECK-NEXT:    %[[V1:.*]] = arith.addi %[[V0]], %[[C255]] : index
// CHECK-NEXT:    %[[V2:.*]] = arith.divui %[[V1]], %[[C256]] : index
// CHECK-NEXT:    %[[V3:.*]] = arith.muli %[[V2]], %[[C256]] : index
// CHECK-NEXT:    %[[V4:.*]] = arith.muli %m, %[[C12]] : index
// CHECK-NEXT:    %[[V5:.*]] = arith.addi %[[V4]], %[[C255]] : index
// CHECK-NEXT:    %[[V6:.*]] = arith.divui %[[V5]], %[[C256]] : index
// CHECK-NEXT:    %[[V7:.*]] = arith.muli %[[V6]], %[[C256]] : index
// CHECK-NEXT:    %[[V8:.*]] = arith.muli %n, %[[C256]] : index
// CHECK-NEXT:    %[[C512:.*]] = arith.constant 512 : index
// CHECK-NEXT:    %[[V9:.*]] = arith.muli %m, %[[C512]] : index
// CHECK-NEXT:    %[[V10:.*]] = arith.addi %[[V8]], %[[V9]] : index
// CHECK-NEXT:    %[[V11:.*]] = arith.addi %[[V10]], %[[V3]] : index
// CHECK-NEXT:    %[[V12:.*]] = arith.addi %[[V11]], %[[V7]] : index
// CHECK-NEXT:    %[[POOL:.*]] = hip.get_pool(%ctx, %[[V12]]) : memref<?xi8>
// CHECK-NEXT:    %[[C0:.*]] = arith.constant 0 : index
// CHECK-NEXT:    %a = memref.view %[[POOL]][%[[C0]]][%n] : memref<?xi8> to memref<?x64xf32>
// CHECK-NEXT:    %b = memref.view %[[POOL]][%[[V8]]][%m] : memref<?xi8> to memref<?x128xf32>
// CHECK-NEXT:    "test.op_with_memwrite"(%a, %b) : (memref<?x64xf32>, memref<?x128xf32>) -> ()
// CHECK-NEXT:    %x = memref.view %[[POOL]][%[[V10]]][%n] : memref<?xi8> to memref<?x3xf32>
// CHECK-NEXT:    "test.op_with_memwrite"(%x) : (memref<?x3xf32>) -> ()
// CHECK-NEXT:    %y = memref.view %[[POOL]][%[[V11]]][%m] : memref<?xi8> to memref<?x3xf32>
// CHECK-NEXT:    "test.op_with_memwrite"(%y) : (memref<?x3xf32>) -> ()
// CHECK-NEXT:    func.return
func.func @groups_stack(%ctx: !hip.context, %n: index, %m: index) {
  %a = memref.alloc(%n) : memref<?x64xf32>
  %b = memref.alloc(%m) : memref<?x128xf32>
  "test.op_with_memwrite"(%a, %b) : (memref<?x64xf32>, memref<?x128xf32>) -> ()
  %x = memref.alloc(%n) : memref<?x3xf32>
  "test.op_with_memwrite"(%x) : (memref<?x3xf32>) -> ()
  %y = memref.alloc(%m) : memref<?x3xf32>
  "test.op_with_memwrite"(%y) : (memref<?x3xf32>) -> ()
  func.return
}

// -----

// Bin k of a bucket sits at base + k * slot. x, y, z (m, C 12) all overlap: bins
// 0, 1, 2 of one bucket, slot = alignUp(m*12); pool = slot*3; offsets 0, slot,
// slot*2 (k = 1 folds to the slot itself).
// CHECK:      builtin.module attributes {hipdnn.pool_size = 0 : i64, hipdnn.buffer_count = 3 : i64, hipdnn.buffer_offsets = [0 : i64, -1 : i64, -1 : i64]} {
// CHECK-NEXT:  func.func @three_bins(%ctx: !hip.context, %m: index) {
// CHECK-NEXT:    %[[C12:.*]] = arith.constant 12 : index
// CHECK-NEXT:    %[[V0:.*]] = arith.muli %m, %[[C12]] : index
// CHECK-NEXT:    %[[C255:.*]] = arith.constant 255 : index
// CHECK-NEXT:    %[[C256:.*]] = arith.constant 256 : index
// CHECK-NEXT:    %[[V1:.*]] = arith.addi %[[V0]], %[[C255]] : index
// CHECK-NEXT:    %[[V2:.*]] = arith.divui %[[V1]], %[[C256]] : index
// CHECK-NEXT:    %[[V3:.*]] = arith.muli %[[V2]], %[[C256]] : index
// CHECK-NEXT:    %[[C3:.*]] = arith.constant 3 : index
// CHECK-NEXT:    %[[V4:.*]] = arith.muli %[[V3]], %[[C3]] : index
// CHECK-NEXT:    %[[POOL:.*]] = hip.get_pool(%ctx, %[[V4]]) : memref<?xi8>
// CHECK-NEXT:    %[[C0:.*]] = arith.constant 0 : index
// CHECK-NEXT:    %[[C2:.*]] = arith.constant 2 : index
// CHECK-NEXT:    %[[V5:.*]] = arith.muli %[[V3]], %[[C2]] : index
// CHECK-NEXT:    %x = memref.view %[[POOL]][%[[C0]]][%m] : memref<?xi8> to memref<?x3xf32>
// CHECK-NEXT:    %y = memref.view %[[POOL]][%[[V3]]][%m] : memref<?xi8> to memref<?x3xf32>
// CHECK-NEXT:    %z = memref.view %[[POOL]][%[[V5]]][%m] : memref<?xi8> to memref<?x3xf32>
// CHECK-NEXT:    "test.op_with_memwrite"(%x, %y, %z) : (memref<?x3xf32>, memref<?x3xf32>, memref<?x3xf32>) -> ()
// CHECK-NEXT:    func.return
func.func @three_bins(%ctx: !hip.context, %m: index) {
  %x = memref.alloc(%m) : memref<?x3xf32>
  %y = memref.alloc(%m) : memref<?x3xf32>
  %z = memref.alloc(%m) : memref<?x3xf32>
  "test.op_with_memwrite"(%x, %y, %z) : (memref<?x3xf32>, memref<?x3xf32>, memref<?x3xf32>) -> ()
  func.return
}

// -----

// The pairwise rule and the class order. Class (n): p [0,1] and q [4,5], C 256
// each, disjoint: one group, both at unit 0, span 256 (its hull is [0,5]).
// Class (m): r [2,3], C 1024. The (m) group overlaps the hull of (n) but none of
// its members, so it joins slab 0: width maxui(n*256, m*1024) (mixed F, both
// multiples: no round-up). The footprints follow the class order, (n) first,
// although (m) is wider. Hull-based sharing would stack two slabs (pool
// n*256 + m*1024); a sort by span would emit m*1024 first.
// All three at offset 0.
// CHECK:      builtin.module attributes {hipdnn.pool_size = 0 : i64, hipdnn.buffer_count = 3 : i64, hipdnn.buffer_offsets = [0 : i64, 0 : i64, 0 : i64]} {
// CHECK-NEXT:  func.func @pairwise(%ctx: !hip.context, %n: index, %m: index) {
// CHECK-NEXT:    %[[C256:.*]] = arith.constant 256 : index
// CHECK-NEXT:    %[[V0:.*]] = arith.muli %n, %[[C256]] : index
// CHECK-NEXT:    %[[C1024:.*]] = arith.constant 1024 : index
// CHECK-NEXT:    %[[V1:.*]] = arith.muli %m, %[[C1024]] : index
// CHECK-NEXT:    %[[V2:.*]] = arith.maxui %[[V0]], %[[V1]] : index
// CHECK-NEXT:    %[[POOL:.*]] = hip.get_pool(%ctx, %[[V2]]) : memref<?xi8>
// CHECK-NEXT:    %[[C0:.*]] = arith.constant 0 : index
// CHECK-NEXT:    %p = memref.view %[[POOL]][%[[C0]]][%n] : memref<?xi8> to memref<?x64xf32>
// CHECK-NEXT:    "test.op_with_memwrite"(%p) : (memref<?x64xf32>) -> ()
// CHECK-NEXT:    %r = memref.view %[[POOL]][%[[C0]]][%m] : memref<?xi8> to memref<?x256xf32>
// CHECK-NEXT:    "test.op_with_memwrite"(%r) : (memref<?x256xf32>) -> ()
// CHECK-NEXT:    %q = memref.view %[[POOL]][%[[C0]]][%n] : memref<?xi8> to memref<?x32xf64>
// CHECK-NEXT:    "test.op_with_memwrite"(%q) : (memref<?x32xf64>) -> ()
// CHECK-NEXT:    func.return
func.func @pairwise(%ctx: !hip.context, %n: index, %m: index) {
  %p = memref.alloc(%n) : memref<?x64xf32>
  "test.op_with_memwrite"(%p) : (memref<?x64xf32>) -> ()
  %r = memref.alloc(%m) : memref<?x256xf32>
  "test.op_with_memwrite"(%r) : (memref<?x256xf32>) -> ()
  %q = memref.alloc(%n) : memref<?x32xf64>
  "test.op_with_memwrite"(%q) : (memref<?x32xf64>) -> ()
  func.return
}

// A second run finds the allocs gone and the pools in place: it changes nothing,
// the module attributes included.
// RUN: xdsl-opt -p 'hip-pool-allocs{lifetime-only=false}' --allow-unregistered-dialect --split-input-file %t.pooled.mlir | filecheck %s

// RUN: xdsl-opt -p 'hip-pool-allocs{lifetime-only=false}' --allow-unregistered-dialect --split-input-file %s | filecheck %s

// Grouped mode (SPEC §6): allocs whose C is a multiple of the alignment (256) are
// grouped by their dynamic operands and best-fit packed in units of C; the others
// go to small buckets of bins.

// One group (F d), packed exactly like static best fit with sizes q1 512, p1 256,
// p2 256, r 256, q2 1024 (lifetimes q1 [0,2], p1 [1,5], p2 [3,7], r [4,5],
// q2 [6,7]): order q2 q1 p1 p2 r -> units q2 0, q1 0, p1 512, p2 1024, and r takes
// the tighter gap [768,1024) over [0,512): 768. Span 1280.
// Offsets = unit * d (0 folds to the constant 0); pool = d*1280.
// CHECK:      builtin.module attributes {hipdnn.pool_size = 0 : i64, hipdnn.buffer_count = 5 : i64, hipdnn.buffer_offsets = [0 : i64, -1 : i64, -1 : i64, -1 : i64, 0 : i64]} {
// CHECK-NEXT:   func.func @group_best_fit(%ctx: !hip.context, %d: index) {
// CHECK-NEXT:     %[[C1280:.*]] = arith.constant 1280 : index
// CHECK-NEXT:     %[[SZ:.*]] = arith.muli %d, %[[C1280]] : index
// CHECK-NEXT:     %[[POOL:.*]] = hip.get_pool(%ctx, %[[SZ]]) : memref<?xi8>
// CHECK-NEXT:     %[[C0:.*]] = arith.constant 0 : index
// CHECK-NEXT:     %[[C512:.*]] = arith.constant 512 : index
// CHECK-NEXT:     %[[O512:.*]] = arith.muli %d, %[[C512]] : index
// CHECK-NEXT:     %[[C1024:.*]] = arith.constant 1024 : index
// CHECK-NEXT:     %[[O1024:.*]] = arith.muli %d, %[[C1024]] : index
// CHECK-NEXT:     %[[C768:.*]] = arith.constant 768 : index
// CHECK-NEXT:     %[[O768:.*]] = arith.muli %d, %[[C768]] : index
// CHECK-NEXT:     %q1 = memref.view %[[POOL]][%[[C0]]][%d] : memref<?xi8> to memref<?x128xf32>
// CHECK-NEXT:     %p1 = memref.view %[[POOL]][%[[O512]]][%d] : memref<?xi8> to memref<?x64xf32>
// CHECK-NEXT:     "test.op_with_memread"(%q1, %p1)
// CHECK-NEXT:     %p2 = memref.view %[[POOL]][%[[O1024]]][%d] : memref<?xi8> to memref<?x256xi8>
// CHECK-NEXT:     %r = memref.view %[[POOL]][%[[O768]]][%d] : memref<?xi8> to memref<?x32xf64>
// CHECK-NEXT:     "test.op_with_memread"(%p1, %p2, %r)
// CHECK-NEXT:     %q2 = memref.view %[[POOL]][%[[C0]]][%d] : memref<?xi8> to memref<?x1024xi8>
func.func @group_best_fit(%ctx: !hip.context, %d: index) {
  %q1 = memref.alloc(%d) : memref<?x128xf32>
  %p1 = memref.alloc(%d) : memref<?x64xf32>
  "test.op_with_memread"(%q1, %p1) : (memref<?x128xf32>, memref<?x64xf32>) -> ()
  %p2 = memref.alloc(%d) : memref<?x256xi8>
  %r = memref.alloc(%d) : memref<?x32xf64>
  "test.op_with_memread"(%p1, %p2, %r) : (memref<?x64xf32>, memref<?x256xi8>, memref<?x32xf64>) -> ()
  %q2 = memref.alloc(%d) : memref<?x1024xi8>
  "test.op_with_memread"(%p2, %q2) : (memref<?x256xi8>, memref<?x1024xi8>) -> ()
  func.return
}

// -----

// Pool layout [static prefix][slabs][buckets], groups sharing a slab, and bins.
// Block indices: s [0,3]; a (n, C 512) [1,5]; b (n, 256) [2,3]; c (n, 256) [4,5];
// g (k, 1024) [6,7]; d, e, f (m, C 12); d [8,10], e [9,10], f [11,12];
// h (k, C 10) [13,14].
// Prefix: s 256 B at 0.
// Group (n): a 0, b overlaps a -> 512, c overlaps a only -> 512; span 768, hull
// [1,5]. Group (k): g 0, span 1024, hull [6,7]. By span: g, then (n), disjoint ->
// one slab, mixed F, spans multiples -> w0 = maxui(k*1024, n*768), base 256.
// Bucket (12, m): d bin 0, e overlaps d -> bin 1, f -> bin 0; slot alignUp(m*12).
// Bucket (10, k): h bin 0; slot alignUp(k*10).
// Pool = ((256 + w0) + slot0*2) + slot1 (x1 folded).
// Offsets: s 0; a 256 + n*0 = 256; b = c = 256 + n*512; g = 256; d = f = 256 + w0;
// e = 256 + w0 + slot0; h = 256 + w0 + 2*slot0.
// CHECK:      builtin.module attributes {hipdnn.pool_size = 256 : i64, hipdnn.buffer_count = 9 : i64, hipdnn.buffer_offsets = [0 : i64, 256 : i64, -1 : i64, -1 : i64, 256 : i64, -1 : i64, -1 : i64, -1 : i64, -1 : i64]} {
// CHECK-NEXT:   func.func @layout_order(%ctx: !hip.context, %n: index, %m: index, %k: index) {
// CHECK-NEXT:     %[[C12:.*]] = arith.constant 12 : index
// CHECK-NEXT:     %[[P0:.*]] = arith.muli %m, %[[C12]] : index
// CHECK-NEXT:     %[[C255:.*]] = arith.constant 255 : index
// CHECK-NEXT:     %[[B0:.*]] = arith.addi %[[P0]], %[[C255]] : index
// CHECK-NEXT:     %[[C256:.*]] = arith.constant 256 : index
// CHECK-NEXT:     %[[D0:.*]] = arith.divui %[[B0]], %[[C256]] : index
// CHECK-NEXT:     %[[SLOT0:.*]] = arith.muli %[[D0]], %[[C256]] : index
// CHECK-NEXT:     %[[C10:.*]] = arith.constant 10 : index
// CHECK-NEXT:     %[[P1:.*]] = arith.muli %k, %[[C10]] : index
// CHECK-NEXT:     %[[B1:.*]] = arith.addi %[[P1]], %[[C255]] : index
// CHECK-NEXT:     %[[D1:.*]] = arith.divui %[[B1]], %[[C256]] : index
// CHECK-NEXT:     %[[SLOT1:.*]] = arith.muli %[[D1]], %[[C256]] : index
// CHECK-NEXT:     %[[C1024:.*]] = arith.constant 1024 : index
// CHECK-NEXT:     %[[FG:.*]] = arith.muli %k, %[[C1024]] : index
// CHECK-NEXT:     %[[C768:.*]] = arith.constant 768 : index
// CHECK-NEXT:     %[[FN:.*]] = arith.muli %n, %[[C768]] : index
// CHECK-NEXT:     %[[W0:.*]] = arith.maxui %[[FG]], %[[FN]] : index
// CHECK-NEXT:     %[[BASE0:.*]] = arith.addi %[[C256]], %[[W0]] : index
// CHECK-NEXT:     %[[C2:.*]] = arith.constant 2 : index
// CHECK-NEXT:     %[[BINS0:.*]] = arith.muli %[[SLOT0]], %[[C2]] : index
// CHECK-NEXT:     %[[BASE1:.*]] = arith.addi %[[BASE0]], %[[BINS0]] : index
// CHECK-NEXT:     %[[SZ:.*]] = arith.addi %[[BASE1]], %[[SLOT1]] : index
// CHECK-NEXT:     %[[POOL:.*]] = hip.get_pool(%ctx, %[[SZ]]) : memref<?xi8>
// CHECK-NEXT:     %[[C0:.*]] = arith.constant 0 : index
// CHECK-NEXT:     %[[C512:.*]] = arith.constant 512 : index
// CHECK-NEXT:     %[[U512:.*]] = arith.muli %n, %[[C512]] : index
// CHECK-NEXT:     %[[OB:.*]] = arith.addi %[[C256]], %[[U512]] : index
// CHECK-NEXT:     %[[OE:.*]] = arith.addi %[[BASE0]], %[[SLOT0]] : index
// CHECK-NEXT:     %s = memref.view %[[POOL]][%[[C0]]][] : memref<?xi8> to memref<64xf32>
// CHECK-NEXT:     %a = memref.view %[[POOL]][%[[C256]]][%n] : memref<?xi8> to memref<?x128xf32>
// CHECK-NEXT:     %b = memref.view %[[POOL]][%[[OB]]][%n] : memref<?xi8> to memref<?x64xf32>
// CHECK-NEXT:     "test.op_with_memread"(%s, %a, %b)
// CHECK-NEXT:     %c = memref.view %[[POOL]][%[[OB]]][%n] : memref<?xi8> to memref<?x64xf32>
// CHECK-NEXT:     "test.op_with_memread"(%a, %c)
// CHECK-NEXT:     %g = memref.view %[[POOL]][%[[C256]]][%k] : memref<?xi8> to memref<?x256xf32>
// CHECK-NEXT:     "test.op_with_memread"(%g)
// CHECK-NEXT:     %d = memref.view %[[POOL]][%[[BASE0]]][%m] : memref<?xi8> to memref<?x3xf32>
// CHECK-NEXT:     %e = memref.view %[[POOL]][%[[OE]]][%m] : memref<?xi8> to memref<?x3xf32>
// CHECK-NEXT:     "test.op_with_memread"(%d, %e)
// CHECK-NEXT:     %f = memref.view %[[POOL]][%[[BASE0]]][%m] : memref<?xi8> to memref<?x3xf32>
// CHECK-NEXT:     "test.op_with_memread"(%f)
// CHECK-NEXT:     %h = memref.view %[[POOL]][%[[BASE1]]][%k] : memref<?xi8> to memref<?x5xf16>
// CHECK-NEXT:     "test.op_with_memread"(%h)
// CHECK-NEXT:     func.return
func.func @layout_order(%ctx: !hip.context, %n: index, %m: index, %k: index) {
  %s = memref.alloc() : memref<64xf32>
  %a = memref.alloc(%n) : memref<?x128xf32>
  %b = memref.alloc(%n) : memref<?x64xf32>
  "test.op_with_memread"(%s, %a, %b) : (memref<64xf32>, memref<?x128xf32>, memref<?x64xf32>) -> ()
  %c = memref.alloc(%n) : memref<?x64xf32>
  "test.op_with_memread"(%a, %c) : (memref<?x128xf32>, memref<?x64xf32>) -> ()
  %g = memref.alloc(%k) : memref<?x256xf32>
  "test.op_with_memread"(%g) : (memref<?x256xf32>) -> ()
  %d = memref.alloc(%m) : memref<?x3xf32>
  %e = memref.alloc(%m) : memref<?x3xf32>
  "test.op_with_memread"(%d, %e) : (memref<?x3xf32>, memref<?x3xf32>) -> ()
  %f = memref.alloc(%m) : memref<?x3xf32>
  "test.op_with_memread"(%f) : (memref<?x3xf32>) -> ()
  %h = memref.alloc(%k) : memref<?x5xf16>
  "test.op_with_memread"(%h) : (memref<?x5xf16>) -> ()
  func.return
}

// -----

// Overlapping groups stack: a (n, C 256) and b (m, C 512) are live together.
// By span: b -> slab 0, a -> slab 1. Pool = m*512 + n*256; b at 0, a at m*512.
// Small buffers of one C but different F are separate buckets: x (C 12, F n) and
// y (C 12, F m), disjoint, still one bin each, after the slabs.
// Pool = ((m*512 + n*256) + alignUp(n*12)) + alignUp(m*12).
// CHECK:      builtin.module attributes {hipdnn.pool_size = 0 : i64, hipdnn.buffer_count = 4 : i64, hipdnn.buffer_offsets = [-1 : i64, 0 : i64, -1 : i64, -1 : i64]} {
// CHECK-NEXT:   func.func @groups_stack(%ctx: !hip.context, %n: index, %m: index) {
// CHECK-NEXT:     %[[C12:.*]] = arith.constant 12 : index
// CHECK-NEXT:     %[[PX:.*]] = arith.muli %n, %[[C12]] : index
// CHECK-NEXT:     %[[C255:.*]] = arith.constant 255 : index
// CHECK-NEXT:     %[[BX:.*]] = arith.addi %[[PX]], %[[C255]] : index
// CHECK-NEXT:     %[[C256:.*]] = arith.constant 256 : index
// CHECK-NEXT:     %[[DX:.*]] = arith.divui %[[BX]], %[[C256]] : index
// CHECK-NEXT:     %[[SX:.*]] = arith.muli %[[DX]], %[[C256]] : index
// CHECK-NEXT:     %[[PY:.*]] = arith.muli %m, %[[C12]] : index
// CHECK-NEXT:     %[[BY:.*]] = arith.addi %[[PY]], %[[C255]] : index
// CHECK-NEXT:     %[[DY:.*]] = arith.divui %[[BY]], %[[C256]] : index
// CHECK-NEXT:     %[[SY:.*]] = arith.muli %[[DY]], %[[C256]] : index
// CHECK-NEXT:     %[[C512:.*]] = arith.constant 512 : index
// CHECK-NEXT:     %[[W0:.*]] = arith.muli %m, %[[C512]] : index
// CHECK-NEXT:     %[[W1:.*]] = arith.muli %n, %[[C256]] : index
// CHECK-NEXT:     %[[S1:.*]] = arith.addi %[[W0]], %[[W1]] : index
// CHECK-NEXT:     %[[S2:.*]] = arith.addi %[[S1]], %[[SX]] : index
// CHECK-NEXT:     %[[SZ:.*]] = arith.addi %[[S2]], %[[SY]] : index
// CHECK-NEXT:     %[[POOL:.*]] = hip.get_pool(%ctx, %[[SZ]]) : memref<?xi8>
// CHECK-NEXT:     %[[C0:.*]] = arith.constant 0 : index
// CHECK-NEXT:     %a = memref.view %[[POOL]][%[[W0]]][%n] : memref<?xi8> to memref<?x64xf32>
// CHECK-NEXT:     %b = memref.view %[[POOL]][%[[C0]]][%m] : memref<?xi8> to memref<?x128xf32>
// CHECK-NEXT:     "test.op_with_memread"(%a, %b)
// CHECK-NEXT:     %x = memref.view %[[POOL]][%[[S1]]][%n] : memref<?xi8> to memref<?x3xf32>
// CHECK-NEXT:     "test.op_with_memread"(%x)
// CHECK-NEXT:     %y = memref.view %[[POOL]][%[[S2]]][%m] : memref<?xi8> to memref<?x3xf32>
func.func @groups_stack(%ctx: !hip.context, %n: index, %m: index) {
  %a = memref.alloc(%n) : memref<?x64xf32>
  %b = memref.alloc(%m) : memref<?x128xf32>
  "test.op_with_memread"(%a, %b) : (memref<?x64xf32>, memref<?x128xf32>) -> ()
  %x = memref.alloc(%n) : memref<?x3xf32>
  "test.op_with_memread"(%x) : (memref<?x3xf32>) -> ()
  %y = memref.alloc(%m) : memref<?x3xf32>
  "test.op_with_memread"(%y) : (memref<?x3xf32>) -> ()
  func.return
}

// -----

// Bin k of a bucket sits at base + k * slot. x, y, z (m, C 12) all overlap: bins
// 0, 1, 2 of one bucket, slot = alignUp(m*12); pool = slot*3; offsets 0, slot,
// slot*2 (k = 1 folds to the slot itself).
// CHECK:      builtin.module attributes {hipdnn.pool_size = 0 : i64, hipdnn.buffer_count = 3 : i64, hipdnn.buffer_offsets = [0 : i64, -1 : i64, -1 : i64]} {
// CHECK-NEXT:   func.func @three_bins(%ctx: !hip.context, %m: index) {
// CHECK-NEXT:     %[[C12:.*]] = arith.constant 12 : index
// CHECK-NEXT:     %[[P:.*]] = arith.muli %m, %[[C12]] : index
// CHECK-NEXT:     %[[C255:.*]] = arith.constant 255 : index
// CHECK-NEXT:     %[[B:.*]] = arith.addi %[[P]], %[[C255]] : index
// CHECK-NEXT:     %[[C256:.*]] = arith.constant 256 : index
// CHECK-NEXT:     %[[D:.*]] = arith.divui %[[B]], %[[C256]] : index
// CHECK-NEXT:     %[[SLOT:.*]] = arith.muli %[[D]], %[[C256]] : index
// CHECK-NEXT:     %[[C3:.*]] = arith.constant 3 : index
// CHECK-NEXT:     %[[SZ:.*]] = arith.muli %[[SLOT]], %[[C3]] : index
// CHECK-NEXT:     %[[POOL:.*]] = hip.get_pool(%ctx, %[[SZ]]) : memref<?xi8>
// CHECK-NEXT:     %[[C0:.*]] = arith.constant 0 : index
// CHECK-NEXT:     %[[C2:.*]] = arith.constant 2 : index
// CHECK-NEXT:     %[[BIN2:.*]] = arith.muli %[[SLOT]], %[[C2]] : index
// CHECK-NEXT:     %x = memref.view %[[POOL]][%[[C0]]][%m] : memref<?xi8> to memref<?x3xf32>
// CHECK-NEXT:     %y = memref.view %[[POOL]][%[[SLOT]]][%m] : memref<?xi8> to memref<?x3xf32>
// CHECK-NEXT:     %z = memref.view %[[POOL]][%[[BIN2]]][%m] : memref<?xi8> to memref<?x3xf32>
func.func @three_bins(%ctx: !hip.context, %m: index) {
  %x = memref.alloc(%m) : memref<?x3xf32>
  %y = memref.alloc(%m) : memref<?x3xf32>
  %z = memref.alloc(%m) : memref<?x3xf32>
  "test.op_with_memread"(%x, %y, %z) : (memref<?x3xf32>, memref<?x3xf32>, memref<?x3xf32>) -> ()
  func.return
}

// A second run finds the allocs gone and the pools in place: it changes nothing,
// the module attributes included.
// RUN: xdsl-opt -p 'hip-pool-allocs{lifetime-only=false}' --allow-unregistered-dialect --split-input-file %s | xdsl-opt -p 'hip-pool-allocs{lifetime-only=false}' --allow-unregistered-dialect --split-input-file | filecheck %s

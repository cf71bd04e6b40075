// RUN: xdsl-opt -p hip-pool-allocs,cse --allow-unregistered-dialect --split-input-file %s | filecheck %s
// RUN: xdsl-opt -p 'hip-pool-allocs{lifetime-only=false},cse' --allow-unregistered-dialect --split-input-file %s | filecheck %s --check-prefix=GROUPED

// Where the size arithmetic goes (docs/semantics.md §7), after cse. Each group's F, and in
// grouped mode each small bucket's size, goes immediately after the latest
// in-block definition of its dynamic operands; the footprints, widths, pool
// size, pool and offsets go at one point immediately after the latest in-block
// definition among those values (immediately before the domain's first alloc
// when none is in the block). "Immediately after op X" is "before the op that
// follows X at that moment": what is put at the same point later lands before
// what was put there earlier.

// A size defined several ops before the first alloc: everything goes right
// after it, not right before the alloc. 0 %c0, 1 %d = dim, 2-4 test.op, 5 a (d,
// C 1024), 6 b (d, C 512), 7 use. Lifetime-only: a [5,7], b [6,7] overlap: slab
// 0 a, slab 1 b; pool d*1024 + d*512; a at 0, b at d*1024. The pool and the
// offset constant come before the three test.ops, too.
// CHECK:      builtin.module attributes {hipdnn.pool_size = 0 : i64, hipdnn.buffer_count = 2 : i64, hipdnn.buffer_offsets = [0 : i64, -1 : i64]} {
// CHECK-NEXT:  func.func @late_size(%ctx: !hip.context, %x: memref<?xf32>) {
// CHECK-NEXT:    %[[C0:.*]] = arith.constant 0 : index
// CHECK-NEXT:    %d = memref.dim %x, %[[C0]] : memref<?xf32>
// CHECK-NEXT:    %[[C1024:.*]] = arith.constant 1024 : index
// CHECK-NEXT:    %[[V0:.*]] = arith.muli %d, %[[C1024]] : index
// CHECK-NEXT:    %[[C512:.*]] = arith.constant 512 : index
// CHECK-NEXT:    %[[V1:.*]] = arith.muli %d, %[[C512]] : index
// CHECK-NEXT:    %[[V2:.*]] = arith.addi %[[V0]], %[[V1]] : index
// CHECK-NEXT:    %[[POOL:.*]] = hip.get_pool(%ctx, %[[V2]]) : memref<?xi8>
// CHECK-NEXT:    "test.op"() : () -> ()
// CHECK-NEXT:    "test.op"() : () -> ()
// CHECK-NEXT:    "test.op"() : () -> ()
// CHECK-NEXT:    %a = memref.view %[[POOL]][%[[C0]]][%d] : memref<?xi8> to memref<?x256xf32>
// CHECK-NEXT:    %b = memref.view %[[POOL]][%[[V0]]][%d] : memref<?xi8> to memref<?x128xf32>
// CHECK-NEXT:    "test.op_with_memwrite"(%a, %b) : (memref<?x256xf32>, memref<?x128xf32>) -> ()
// CHECK-NEXT:    func.return
// GROUPED:      builtin.module attributes {hipdnn.pool_size = 0 : i64, hipdnn.buffer_count = 2 : i64, hipdnn.buffer_offsets = [0 : i64, -1 : i64]} {
// GROUPED-NEXT:  func.func @late_size(%ctx: !hip.context, %x: memref<?xf32>) {
// GROUPED-NEXT:    %[[C0:.*]] = arith.constant 0 : index
// GROUPED-NEXT:    %d = memref.dim %x, %[[C0]] : memref<?xf32>
// GROUPED-NEXT:    %[[C1536:.*]] = arith.constant 1536 : index
// GROUPED-NEXT:    %[[V0:.*]] = arith.muli %d, %[[C1536]] : index
// GROUPED-NEXT:    %[[POOL:.*]] = hip.get_pool(%ctx, %[[V0]]) : memref<?xi8>
// GROUPED-NEXT:    %[[C1024:.*]] = arith.constant 1024 : index
// GROUPED-NEXT:    %[[V1:.*]] = arith.muli %d, %[[C1024]] : index
// GROUPED-NEXT:    "test.op"() : () -> ()
// GROUPED-NEXT:    "test.op"() : () -> ()
// GROUPED-NEXT:    "test.op"() : () -> ()
// GROUPED-NEXT:    %a = memref.view %[[POOL]][%[[C0]]][%d] : memref<?xi8> to memref<?x256xf32>
// GROUPED-NEXT:    %b = memref.view %[[POOL]][%[[V1]]][%d] : memref<?xi8> to memref<?x128xf32>
// GROUPED-NEXT:    "test.op_with_memwrite"(%a, %b) : (memref<?x256xf32>, memref<?x128xf32>) -> ()
// GROUPED-NEXT:    func.return
func.func @late_size(%ctx: !hip.context, %x: memref<?xf32>) {
  %c0 = arith.constant 0 : index
  %d = memref.dim %x, %c0 : memref<?xf32>
  "test.op"() : () -> ()
  "test.op"() : () -> ()
  "test.op"() : () -> ()
  %a = memref.alloc(%d) : memref<?x256xf32>
  %b = memref.alloc(%d) : memref<?x128xf32>
  "test.op_with_memwrite"(%a, %b) : (memref<?x256xf32>, memref<?x128xf32>) -> ()
  func.return
}

// -----

// F of two operands defined at different places: 1 %d0, 2 test.op A, 3 %d1,
// 4 test.op B, 5 a (d0, d1; f32: C 4), 6 b (d0; C 1024), 7 use. By span b, a;
// they overlap: slab 0 b, slab 1 a. F(b) = d0 (1 * d0 folds). F(a) = d0 * d1,
// emitted right after %d1 (its later operand). The shared point is right after
// the latest of F(b) = %d0 and F(a) = that muli: after the muli, before B.
// Footprints d0*1024, (d0*d1)*4; w0 = d0*1024, w1 = alignUp((d0*d1)*4) (4 is not
// a multiple of 256); pool w0 + w1; b at 0, a at w0.
// Grouped: b is a group ((d0), C 1024: a multiple), a a small bucket (C 4):
// its size (constant 4, muli, align-up) also goes right after %d1; then after
// it the footprint d0*1024 and pool d0*1024 + slot*1; b at 0, a at d0*1024.
// CHECK:      builtin.module attributes {hipdnn.pool_size = 0 : i64, hipdnn.buffer_count = 2 : i64, hipdnn.buffer_offsets = [-1 : i64, 0 : i64]} {
// CHECK-NEXT:  func.func @two_operands_in_block(%ctx: !hip.context, %x: memref<?x?xf32>) {
// CHECK-NEXT:    %[[C0:.*]] = arith.constant 0 : index
// CHECK-NEXT:    %d0 = memref.dim %x, %[[C0]] : memref<?x?xf32>
// CHECK-NEXT:    "test.op"() {name = "A"} : () -> ()
// CHECK-NEXT:    %[[C1:.*]] = arith.constant 1 : index
// CHECK-NEXT:    %d1 = memref.dim %x, %[[C1]] : memref<?x?xf32>
// CHECK-NEXT:    %[[V0:.*]] = arith.muli %d0, %d1 : index
// CHECK-NEXT:    %[[C1024:.*]] = arith.constant 1024 : index
// CHECK-NEXT:    %[[V1:.*]] = arith.muli %d0, %[[C1024]] : index
// CHECK-NEXT:    %[[C4:.*]] = arith.constant 4 : index
// CHECK-NEXT:    %[[V2:.*]] = arith.muli %[[V0]], %[[C4]] : index
// CHECK-NEXT:    %[[C255:.*]] = arith.constant 255 : index
// CHECK-NEXT:    %[[C256:.*]] = arith.constant 256 : index
// CHECK-NEXT:    %[[V3:.*]] = arith.addi %[[V2]], %[[C255]] : index
// CHECK-NEXT:    %[[V4:.*]] = arith.divui %[[V3]], %[[C256]] : index
// CHECK-NEXT:    %[[V5:.*]] = arith.muli %[[V4]], %[[C256]] : index
// CHECK-NEXT:    %[[V6:.*]] = arith.addi %[[V1]], %[[V5]] : index
// CHECK-NEXT:    %[[POOL:.*]] = hip.get_pool(%ctx, %[[V6]]) : memref<?xi8>
// CHECK-NEXT:    "test.op"() {name = "B"} : () -> ()
// CHECK-NEXT:    %a = memref.view %[[POOL]][%[[V1]]][%d0, %d1] : memref<?xi8> to memref<?x?xf32>
// CHECK-NEXT:    %b = memref.view %[[POOL]][%[[C0]]][%d0] : memref<?xi8> to memref<?x256xf32>
// CHECK-NEXT:    "test.op_with_memwrite"(%a, %b) : (memref<?x?xf32>, memref<?x256xf32>) -> ()
// CHECK-NEXT:    func.return
// GROUPED:      builtin.module attributes {hipdnn.pool_size = 0 : i64, hipdnn.buffer_count = 2 : i64, hipdnn.buffer_offsets = [-1 : i64, 0 : i64]} {
// GROUPED-NEXT:  func.func @two_operands_in_block(%ctx: !hip.context, %x: memref<?x?xf32>) {
// GROUPED-NEXT:    %[[C0:.*]] = arith.constant 0 : index
// GROUPED-NEXT:    %d0 = memref.dim %x, %[[C0]] : memref<?x?xf32>
// GROUPED-NEXT:    "test.op"() {name = "A"} : () -> ()
// GROUPED-NEXT:    %[[C1:.*]] = arith.constant 1 : index
// GROUPED-NEXT:    %d1 = memref.dim %x, %[[C1]] : memref<?x?xf32>
// GROUPED-NEXT:    %[[C4:.*]] = arith.constant 4 : index
// GROUPED-NEXT:    %[[V0:.*]] = arith.muli %d0, %[[C4]] : index
// GROUPED-NEXT:    %[[V1:.*]] = arith.muli %[[V0]], %d1 : index
// GROUPED-NEXT:    %[[C255:.*]] = arith.constant 255 : index
// GROUPED-NEXT:    %[[C256:.*]] = arith.constant 256 : index
// GROUPED-NEXT:    %[[V2:.*]] = arith.addi %[[V1]], %[[C255]] : index
// GROUPED-NEXT:    %[[V3:.*]] = arith.divui %[[V2]], %[[C256]] : index
// GROUPED-NEXT:    %[[V4:.*]] = arith.muli %[[V3]], %[[C256]] : index
// GROUPED-NEXT:    %[[C1024:.*]] = arith.constant 1024 : index
// GROUPED-NEXT:    %[[V5:.*]] = arith.muli %d0, %[[C1024]] : index
// GROUPED-NEXT:    %[[V6:.*]] = arith.addi %[[V5]], %[[V4]] : index
// GROUPED-NEXT:    %[[POOL:.*]] = hip.get_pool(%ctx, %[[V6]]) : memref<?xi8>
// GROUPED-NEXT:    "test.op"() {name = "B"} : () -> ()
// GROUPED-NEXT:    %a = memref.view %[[POOL]][%[[V5]]][%d0, %d1] : memref<?xi8> to memref<?x?xf32>
// GROUPED-NEXT:    %b = memref.view %[[POOL]][%[[C0]]][%d0] : memref<?xi8> to memref<?x256xf32>
// GROUPED-NEXT:    "test.op_with_memwrite"(%a, %b) : (memref<?x?xf32>, memref<?x256xf32>) -> ()
// GROUPED-NEXT:    func.return
func.func @two_operands_in_block(%ctx: !hip.context, %x: memref<?x?xf32>) {
  %c0 = arith.constant 0 : index
  %d0 = memref.dim %x, %c0 : memref<?x?xf32>
  "test.op"() {name = "A"} : () -> ()
  %c1 = arith.constant 1 : index
  %d1 = memref.dim %x, %c1 : memref<?x?xf32>
  "test.op"() {name = "B"} : () -> ()
  %a = memref.alloc(%d0, %d1) : memref<?x?xf32>
  %b = memref.alloc(%d0) : memref<?x256xf32>
  "test.op_with_memwrite"(%a, %b) : (memref<?x?xf32>, memref<?x256xf32>) -> ()
  func.return
}

// -----

// Two F values at the same point come out in reverse: a (d0, d1; f64: C 8) and
// b (d1, d0; f32: C 4), both F anchored right after %d1. By span a, b: F(a) =
// d0 * d1 goes first, right after %d1; F(b) = d1 * d0 then goes right after
// %d1 too, before F(a). The shared point is after the later of the two in the
// block, F(a). They overlap: slab 0 a (alignUp((d0*d1)*8)), slab 1 b
// (alignUp((d1*d0)*4)); a at 0, b at w0.
// Grouped: both are small buckets, (8, (d0, d1)) then (4, (d1, d0)), each sized
// right after %d1 (C * first operand * second operand, then the align-up), so
// bucket 1's ops come first; pool slot0 + slot1, a at 0, b at slot0.
// CHECK:      builtin.module attributes {hipdnn.pool_size = 0 : i64, hipdnn.buffer_count = 2 : i64, hipdnn.buffer_offsets = [0 : i64, -1 : i64]} {
// CHECK-NEXT:  func.func @same_point(%ctx: !hip.context, %x: memref<?x?xf32>) {
// CHECK-NEXT:    %[[C0:.*]] = arith.constant 0 : index
// CHECK-NEXT:    %d0 = memref.dim %x, %[[C0]] : memref<?x?xf32>
// CHECK-NEXT:    %[[C1:.*]] = arith.constant 1 : index
// CHECK-NEXT:    %d1 = memref.dim %x, %[[C1]] : memref<?x?xf32>
// CHECK-NEXT:    %[[V0:.*]] = arith.muli %d1, %d0 : index
// CHECK-NEXT:    %[[V1:.*]] = arith.muli %d0, %d1 : index
// CHECK-NEXT:    %[[C8:.*]] = arith.constant 8 : index
// CHECK-NEXT:    %[[V2:.*]] = arith.muli %[[V1]], %[[C8]] : index
// CHECK-NEXT:    %[[C4:.*]] = arith.constant 4 : index
// CHECK-NEXT:    %[[V3:.*]] = arith.muli %[[V0]], %[[C4]] : index
// CHECK-NEXT:    %[[C255:.*]] = arith.constant 255 : index
// CHECK-NEXT:    %[[C256:.*]] = arith.constant 256 : index
// CHECK-NEXT:    %[[V4:.*]] = arith.addi %[[V2]], %[[C255]] : index
// CHECK-NEXT:    %[[V5:.*]] = arith.divui %[[V4]], %[[C256]] : index
// CHECK-NEXT:    %[[V6:.*]] = arith.muli %[[V5]], %[[C256]] : index
// CHECK-NEXT:    %[[V7:.*]] = arith.addi %[[V3]], %[[C255]] : index
// CHECK-NEXT:    %[[V8:.*]] = arith.divui %[[V7]], %[[C256]] : index
// CHECK-NEXT:    %[[V9:.*]] = arith.muli %[[V8]], %[[C256]] : index
// CHECK-NEXT:    %[[V10:.*]] = arith.addi %[[V6]], %[[V9]] : index
// CHECK-NEXT:    %[[POOL:.*]] = hip.get_pool(%ctx, %[[V10]]) : memref<?xi8>
// CHECK-NEXT:    "test.op"() : () -> ()
// CHECK-NEXT:    %a = memref.view %[[POOL]][%[[C0]]][%d0, %d1] : memref<?xi8> to memref<?x?xf64>
// CHECK-NEXT:    %b = memref.view %[[POOL]][%[[V6]]][%d1, %d0] : memref<?xi8> to memref<?x?xf32>
// CHECK-NEXT:    "test.op_with_memwrite"(%a, %b) : (memref<?x?xf64>, memref<?x?xf32>) -> ()
// CHECK-NEXT:    func.return
// GROUPED:      builtin.module attributes {hipdnn.pool_size = 0 : i64, hipdnn.buffer_count = 2 : i64, hipdnn.buffer_offsets = [0 : i64, -1 : i64]} {
// GROUPED-NEXT:  func.func @same_point(%ctx: !hip.context, %x: memref<?x?xf32>) {
// GROUPED-NEXT:    %[[C0:.*]] = arith.constant 0 : index
// GROUPED-NEXT:    %d0 = memref.dim %x, %[[C0]] : memref<?x?xf32>
// GROUPED-NEXT:    %[[C1:.*]] = arith.constant 1 : index
// GROUPED-NEXT:    %d1 = memref.dim %x, %[[C1]] : memref<?x?xf32>
// GROUPED-NEXT:    %[[C4:.*]] = arith.constant 4 : index
// GROUPED-NEXT:    %[[V0:.*]] = arith.muli %d1, %[[C4]] : index
// GROUPED-NEXT:    %[[V1:.*]] = arith.muli %[[V0]], %d0 : index
// GROUPED-NEXT:    %[[C255:.*]] = arith.constant 255 : index
// GROUPED-NEXT:    %[[C256:.*]] = arith.constant 256 : index
// GROUPED-NEXT:    %[[V2:.*]] = arith.addi %[[V1]], %[[C255]] : index
// GROUPED-NEXT:    %[[V3:.*]] = arith.divui %[[V2]], %[[C256]] : index
// GROUPED-NEXT:    %[[V4:.*]] = arith.muli %[[V3]], %[[C256]] : index
// GROUPED-NEXT:    %[[C8:.*]] = arith.constant 8 : index
// GROUPED-NEXT:    %[[V5:.*]] = arith.muli %d0, %[[C8]] : index
// GROUPED-NEXT:    %[[V6:.*]] = arith.muli %[[V5]], %d1 : index
// GROUPED-NEXT:    %[[V7:.*]] = arith.addi %[[V6]], %[[C255]] : index
// GROUPED-NEXT:    %[[V8:.*]] = arith.divui %[[V7]], %[[C256]] : index
// GROUPED-NEXT:    %[[V9:.*]] = arith.muli %[[V8]], %[[C256]] : index
// GROUPED-NEXT:    %[[V10:.*]] = arith.addi %[[V9]], %[[V4]] : index
// GROUPED-NEXT:    %[[POOL:.*]] = hip.get_pool(%ctx, %[[V10]]) : memref<?xi8>
// GROUPED-NEXT:    "test.op"() : () -> ()
// GROUPED-NEXT:    %a = memref.view %[[POOL]][%[[C0]]][%d0, %d1] : memref<?xi8> to memref<?x?xf64>
// GROUPED-NEXT:    %b = memref.view %[[POOL]][%[[V9]]][%d1, %d0] : memref<?xi8> to memref<?x?xf32>
// GROUPED-NEXT:    "test.op_with_memwrite"(%a, %b) : (memref<?x?xf64>, memref<?x?xf32>) -> ()
// GROUPED-NEXT:    func.return
func.func @same_point(%ctx: !hip.context, %x: memref<?x?xf32>) {
  %c0 = arith.constant 0 : index
  %d0 = memref.dim %x, %c0 : memref<?x?xf32>
  %c1 = arith.constant 1 : index
  %d1 = memref.dim %x, %c1 : memref<?x?xf32>
  "test.op"() : () -> ()
  %a = memref.alloc(%d0, %d1) : memref<?x?xf64>
  %b = memref.alloc(%d1, %d0) : memref<?x?xf32>
  "test.op_with_memwrite"(%a, %b) : (memref<?x?xf64>, memref<?x?xf32>) -> ()
  func.return
}

// -----

// Two small buckets sized from one %d (grouped mode): x (d, C 12) and y (d,
// C 20) overlap, buckets (12, d) then (20, d) in order of creation. Bucket 0's
// size goes right after %d; bucket 1's size then goes right after %d too, so
// before bucket 0's: the 20 comes out first. The shared point is after the
// later of the two slots in the block, bucket 0's. Pool slot0*1 + slot1*1 (x1
// folds, 0 + folds); x at 0 (bin 0), y at slot0 (after bucket 0's bins).
// Lifetime-only: y (20) then x (12) by span, two slabs, align-up each;
// footprints after %d: d*20, d*12; y at 0, x at w0.
// CHECK:      builtin.module attributes {hipdnn.pool_size = 0 : i64, hipdnn.buffer_count = 2 : i64, hipdnn.buffer_offsets = [-1 : i64, 0 : i64]} {
// CHECK-NEXT:  func.func @two_buckets_one_dim(%ctx: !hip.context, %v: memref<?xf32>) {
// CHECK-NEXT:    %[[C0:.*]] = arith.constant 0 : index
// CHECK-NEXT:    %d = memref.dim %v, %[[C0]] : memref<?xf32>
// CHECK-NEXT:    %[[C20:.*]] = arith.constant 20 : index
// CHECK-NEXT:    %[[V0:.*]] = arith.muli %d, %[[C20]] : index
// CHECK-NEXT:    %[[C12:.*]] = arith.constant 12 : index
// CHECK-NEXT:    %[[V1:.*]] = arith.muli %d, %[[C12]] : index
// CHECK-NEXT:    %[[C255:.*]] = arith.constant 255 : index
// CHECK-NEXT:    %[[C256:.*]] = arith.constant 256 : index
// CHECK-NEXT:    %[[V2:.*]] = arith.addi %[[V0]], %[[C255]] : index
// CHECK-NEXT:    %[[V3:.*]] = arith.divui %[[V2]], %[[C256]] : index
// CHECK-NEXT:    %[[V4:.*]] = arith.muli %[[V3]], %[[C256]] : index
// CHECK-NEXT:    %[[V5:.*]] = arith.addi %[[V1]], %[[C255]] : index
// CHECK-NEXT:    %[[V6:.*]] = arith.divui %[[V5]], %[[C256]] : index
// CHECK-NEXT:    %[[V7:.*]] = arith.muli %[[V6]], %[[C256]] : index
// CHECK-NEXT:    %[[V8:.*]] = arith.addi %[[V4]], %[[V7]] : index
// CHECK-NEXT:    %[[POOL:.*]] = hip.get_pool(%ctx, %[[V8]]) : memref<?xi8>
// CHECK-NEXT:    "test.op"() : () -> ()
// CHECK-NEXT:    %x = memref.view %[[POOL]][%[[V4]]][%d] : memref<?xi8> to memref<?x3xf32>
// CHECK-NEXT:    %y = memref.view %[[POOL]][%[[C0]]][%d] : memref<?xi8> to memref<?x5xf32>
// CHECK-NEXT:    "test.op_with_memwrite"(%x, %y) : (memref<?x3xf32>, memref<?x5xf32>) -> ()
// CHECK-NEXT:    func.return
// GROUPED:      builtin.module attributes {hipdnn.pool_size = 0 : i64, hipdnn.buffer_count = 2 : i64, hipdnn.buffer_offsets = [0 : i64, -1 : i64]} {
// GROUPED-NEXT:  func.func @two_buckets_one_dim(%ctx: !hip.context, %v: memref<?xf32>) {
// GROUPED-NEXT:    %[[C0:.*]] = arith.constant 0 : index
// GROUPED-NEXT:    %d = memref.dim %v, %[[C0]] : memref<?xf32>
// GROUPED-NEXT:    %[[C20:.*]] = arith.constant 20 : index
// GROUPED-NEXT:    %[[V0:.*]] = arith.muli %d, %[[C20]] : index
// GROUPED-NEXT:    %[[C255:.*]] = arith.constant 255 : index
// GROUPED-NEXT:    %[[C256:.*]] = arith.constant 256 : index
// GROUPED-NEXT:    %[[V1:.*]] = arith.addi %[[V0]], %[[C255]] : index
// GROUPED-NEXT:    %[[V2:.*]] = arith.divui %[[V1]], %[[C256]] : index
// GROUPED-NEXT:    %[[V3:.*]] = arith.muli %[[V2]], %[[C256]] : index
// GROUPED-NEXT:    %[[C12:.*]] = arith.constant 12 : index
// GROUPED-NEXT:    %[[V4:.*]] = arith.muli %d, %[[C12]] : index
// GROUPED-NEXT:    %[[V5:.*]] = arith.addi %[[V4]], %[[C255]] : index
// GROUPED-NEXT:    %[[V6:.*]] = arith.divui %[[V5]], %[[C256]] : index
// GROUPED-NEXT:    %[[V7:.*]] = arith.muli %[[V6]], %[[C256]] : index
// GROUPED-NEXT:    %[[V8:.*]] = arith.addi %[[V7]], %[[V3]] : index
// GROUPED-NEXT:    %[[POOL:.*]] = hip.get_pool(%ctx, %[[V8]]) : memref<?xi8>
// GROUPED-NEXT:    "test.op"() : () -> ()
// GROUPED-NEXT:    %x = memref.view %[[POOL]][%[[C0]]][%d] : memref<?xi8> to memref<?x3xf32>
// GROUPED-NEXT:    %y = memref.view %[[POOL]][%[[V7]]][%d] : memref<?xi8> to memref<?x5xf32>
// GROUPED-NEXT:    "test.op_with_memwrite"(%x, %y) : (memref<?x3xf32>, memref<?x5xf32>) -> ()
// GROUPED-NEXT:    func.return
func.func @two_buckets_one_dim(%ctx: !hip.context, %v: memref<?xf32>) {
  %c0 = arith.constant 0 : index
  %d = memref.dim %v, %c0 : memref<?xf32>
  "test.op"() : () -> ()
  %x = memref.alloc(%d) : memref<?x3xf32>
  %y = memref.alloc(%d) : memref<?x5xf32>
  "test.op_with_memwrite"(%x, %y) : (memref<?x3xf32>, memref<?x5xf32>) -> ()
  func.return
}

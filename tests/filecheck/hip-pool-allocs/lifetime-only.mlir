// RUN: xdsl-opt -p hip-pool-allocs --allow-unregistered-dialect --split-input-file %s | filecheck %s

// Dynamic allocs, lifetime-only mode (the default), alignment 256 (SPEC §6, §7).
// C = ceil(bits * static dims / 8), F = product of the dynamic operands in order.

// Slabs shared across different dims; a lone small C is rounded up.
// a: C 256, F n, [0,1]; b: C 512, F m, [2,4]; c: C 128, F n, [3,4].
// Groups by tuple first appearance: (n) a c, (m) b; by C descending: b a c.
// b -> slab 0; a disjoint from b -> slab 0; c overlaps b -> slab 1.
// Slab 0: mixed F, 512 and 256 both multiples of 256 -> maxui(m*512, n*256), no
// round-up. Slab 1: only c, 128 not a multiple -> alignUp(n*128).
// Pool = w0 + w1 (prefix 0 folded); a, b at 0, c at w0.
// CHECK:      builtin.module attributes {hipdnn.pool_size = 0 : i64, hipdnn.buffer_count = 3 : i64, hipdnn.buffer_offsets = [0 : i64, 0 : i64, -1 : i64]} {
// CHECK-NEXT:   func.func @slab_sharing(%ctx: !hip.context, %n: index, %m: index) {
// CHECK-NEXT:     %[[C512:.*]] = arith.constant 512 : index
// CHECK-NEXT:     %[[FB:.*]] = arith.muli %m, %[[C512]] : index
// CHECK-NEXT:     %[[C256:.*]] = arith.constant 256 : index
// CHECK-NEXT:     %[[FA:.*]] = arith.muli %n, %[[C256]] : index
// CHECK-NEXT:     %[[W0:.*]] = arith.maxui %[[FB]], %[[FA]] : index
// CHECK-NEXT:     %[[C128:.*]] = arith.constant 128 : index
// CHECK-NEXT:     %[[FC:.*]] = arith.muli %n, %[[C128]] : index
// CHECK-NEXT:     %[[C255:.*]] = arith.constant 255 : index
// CHECK-NEXT:     %[[BUMP:.*]] = arith.addi %[[FC]], %[[C255]] : index
// CHECK-NEXT:     %[[DIV:.*]] = arith.divui %[[BUMP]], %[[C256]] : index
// CHECK-NEXT:     %[[W1:.*]] = arith.muli %[[DIV]], %[[C256]] : index
// CHECK-NEXT:     %[[SZ:.*]] = arith.addi %[[W0]], %[[W1]] : index
// CHECK-NEXT:     %[[POOL:.*]] = hip.get_pool(%ctx, %[[SZ]]) : memref<?xi8>
// CHECK-NEXT:     %[[C0:.*]] = arith.constant 0 : index
// CHECK-NEXT:     %a = memref.view %[[POOL]][%[[C0]]][%n] : memref<?xi8> to memref<?x64xf32>
// CHECK-NEXT:     "test.op_with_memread"(%a)
// CHECK-NEXT:     %b = memref.view %[[POOL]][%[[C0]]][%m] : memref<?xi8> to memref<?x128xf32>
// CHECK-NEXT:     %c = memref.view %[[POOL]][%[[W0]]][%n] : memref<?xi8> to memref<?x32xf32>
// CHECK-NEXT:     "test.op_with_memread"(%b, %c)
// CHECK-NEXT:     func.return
func.func @slab_sharing(%ctx: !hip.context, %n: index, %m: index) {
  %a = memref.alloc(%n) : memref<?x64xf32>
  "test.op_with_memread"(%a) : (memref<?x64xf32>) -> ()
  %b = memref.alloc(%m) : memref<?x128xf32>
  %c = memref.alloc(%n) : memref<?x32xf32>
  "test.op_with_memread"(%b, %c) : (memref<?x128xf32>, memref<?x32xf32>) -> ()
  func.return
}

// -----

// Overlapping buffers never share a slab, and the slabs follow the static prefix.
// s: 400 B -> 512, prefix 512. a: C 1024, b: C 512, both F n, both live with s.
// Slab 0 = a (n*1024), slab 1 = b (n*512); multiples, no round-up.
// Pool = (512 + n*1024) + n*512; s at 0, a at 512, b at 512 + n*1024.
// CHECK:      builtin.module attributes {hipdnn.pool_size = 512 : i64, hipdnn.buffer_count = 3 : i64, hipdnn.buffer_offsets = [0 : i64, 512 : i64, -1 : i64]} {
// CHECK-NEXT:   func.func @prefix_chain(%ctx: !hip.context, %n: index) {
// CHECK-NEXT:     %[[C1024:.*]] = arith.constant 1024 : index
// CHECK-NEXT:     %[[W0:.*]] = arith.muli %n, %[[C1024]] : index
// CHECK-NEXT:     %[[C512:.*]] = arith.constant 512 : index
// CHECK-NEXT:     %[[W1:.*]] = arith.muli %n, %[[C512]] : index
// CHECK-NEXT:     %[[B1:.*]] = arith.addi %[[C512]], %[[W0]] : index
// CHECK-NEXT:     %[[SZ:.*]] = arith.addi %[[B1]], %[[W1]] : index
// CHECK-NEXT:     %[[POOL:.*]] = hip.get_pool(%ctx, %[[SZ]]) : memref<?xi8>
// CHECK-NEXT:     %[[C0:.*]] = arith.constant 0 : index
// CHECK-NEXT:     %s = memref.view %[[POOL]][%[[C0]]][] : memref<?xi8> to memref<100xf32>
// CHECK-NEXT:     %a = memref.view %[[POOL]][%[[C512]]][%n] : memref<?xi8> to memref<?x256xf32>
// CHECK-NEXT:     %b = memref.view %[[POOL]][%[[B1]]][%n] : memref<?xi8> to memref<?x128xf32>
// CHECK-NEXT:     "test.op_with_memread"(%s, %a, %b)
func.func @prefix_chain(%ctx: !hip.context, %n: index) {
  %s = memref.alloc() : memref<100xf32>
  %a = memref.alloc(%n) : memref<?x256xf32>
  %b = memref.alloc(%n) : memref<?x128xf32>
  "test.op_with_memread"(%s, %a, %b) : (memref<100xf32>, memref<?x256xf32>, memref<?x128xf32>) -> ()
  func.return
}

// -----

// Same F, largest C a multiple of 256: no round-up even though b's C (12) is not.
// a: C 512 [0,1], b: C 12 [2,3], both F n -> one slab, width n*512 (the maximum
// of n*512 and n*12 with one shared F).
// CHECK:      builtin.module attributes {hipdnn.pool_size = 0 : i64, hipdnn.buffer_count = 2 : i64, hipdnn.buffer_offsets = [0 : i64, 0 : i64]} {
// CHECK-NEXT:   func.func @same_f_largest_multiple(%ctx: !hip.context, %n: index) {
// CHECK-NEXT:     %[[C512:.*]] = arith.constant 512 : index
// CHECK-NEXT:     %[[W:.*]] = arith.muli %n, %[[C512]] : index
// CHECK-NEXT:     %[[POOL:.*]] = hip.get_pool(%ctx, %[[W]]) : memref<?xi8>
// CHECK-NEXT:     %[[C0:.*]] = arith.constant 0 : index
// CHECK-NEXT:     %a = memref.view %[[POOL]][%[[C0]]][%n] : memref<?xi8> to memref<?x128xf32>
// CHECK-NEXT:     "test.op_with_memread"(%a)
// CHECK-NEXT:     %b = memref.view %[[POOL]][%[[C0]]][%n] : memref<?xi8> to memref<?x3xf32>
// CHECK-NEXT:     "test.op_with_memread"(%b)
func.func @same_f_largest_multiple(%ctx: !hip.context, %n: index) {
  %a = memref.alloc(%n) : memref<?x128xf32>
  "test.op_with_memread"(%a) : (memref<?x128xf32>) -> ()
  %b = memref.alloc(%n) : memref<?x3xf32>
  "test.op_with_memread"(%b) : (memref<?x3xf32>) -> ()
  func.return
}

// -----

// Same F, largest C not a multiple: a: C 300 [0,1], b: C 256 [2,3] -> one slab,
// width alignUp(n*300) = ((n*300 + 255) divui 256) muli 256.
// CHECK:      builtin.module attributes {hipdnn.pool_size = 0 : i64, hipdnn.buffer_count = 2 : i64, hipdnn.buffer_offsets = [0 : i64, 0 : i64]} {
// CHECK-NEXT:   func.func @same_f_largest_odd(%ctx: !hip.context, %n: index) {
// CHECK-NEXT:     %[[C300:.*]] = arith.constant 300 : index
// CHECK-NEXT:     %[[F:.*]] = arith.muli %n, %[[C300]] : index
// CHECK-NEXT:     %[[C255:.*]] = arith.constant 255 : index
// CHECK-NEXT:     %[[BUMP:.*]] = arith.addi %[[F]], %[[C255]] : index
// CHECK-NEXT:     %[[C256:.*]] = arith.constant 256 : index
// CHECK-NEXT:     %[[DIV:.*]] = arith.divui %[[BUMP]], %[[C256]] : index
// CHECK-NEXT:     %[[W:.*]] = arith.muli %[[DIV]], %[[C256]] : index
// CHECK-NEXT:     %[[POOL:.*]] = hip.get_pool(%ctx, %[[W]]) : memref<?xi8>
// CHECK-NEXT:     %[[C0:.*]] = arith.constant 0 : index
// CHECK-NEXT:     %a = memref.view %[[POOL]][%[[C0]]][%n] : memref<?xi8> to memref<?x75xf32>
// CHECK-NEXT:     "test.op_with_memread"(%a)
// CHECK-NEXT:     %b = memref.view %[[POOL]][%[[C0]]][%n] : memref<?xi8> to memref<?x64xf32>
func.func @same_f_largest_odd(%ctx: !hip.context, %n: index) {
  %a = memref.alloc(%n) : memref<?x75xf32>
  "test.op_with_memread"(%a) : (memref<?x75xf32>) -> ()
  %b = memref.alloc(%n) : memref<?x64xf32>
  "test.op_with_memread"(%b) : (memref<?x64xf32>) -> ()
  func.return
}

// -----

// Mixed F: any C that is not a multiple forces the round-up, because the
// smaller coefficient may have the larger footprint at run time.
// a: C 512, F n, [0,1]; b: C 12, F m, [2,3] -> one slab,
// width alignUp(maxui(n*512, m*12)).
// CHECK:      builtin.module attributes {hipdnn.pool_size = 0 : i64, hipdnn.buffer_count = 2 : i64, hipdnn.buffer_offsets = [0 : i64, 0 : i64]} {
// CHECK-NEXT:   func.func @mixed_f_small(%ctx: !hip.context, %n: index, %m: index) {
// CHECK-NEXT:     %[[C512:.*]] = arith.constant 512 : index
// CHECK-NEXT:     %[[FA:.*]] = arith.muli %n, %[[C512]] : index
// CHECK-NEXT:     %[[C12:.*]] = arith.constant 12 : index
// CHECK-NEXT:     %[[FB:.*]] = arith.muli %m, %[[C12]] : index
// CHECK-NEXT:     %[[MAX:.*]] = arith.maxui %[[FA]], %[[FB]] : index
// CHECK-NEXT:     %[[C255:.*]] = arith.constant 255 : index
// CHECK-NEXT:     %[[BUMP:.*]] = arith.addi %[[MAX]], %[[C255]] : index
// CHECK-NEXT:     %[[C256:.*]] = arith.constant 256 : index
// CHECK-NEXT:     %[[DIV:.*]] = arith.divui %[[BUMP]], %[[C256]] : index
// CHECK-NEXT:     %[[W:.*]] = arith.muli %[[DIV]], %[[C256]] : index
// CHECK-NEXT:     %[[POOL:.*]] = hip.get_pool(%ctx, %[[W]]) : memref<?xi8>
// CHECK-NEXT:     %[[C0:.*]] = arith.constant 0 : index
// CHECK-NEXT:     %a = memref.view %[[POOL]][%[[C0]]][%n] : memref<?xi8> to memref<?x128xf32>
// CHECK-NEXT:     "test.op_with_memread"(%a)
// CHECK-NEXT:     %b = memref.view %[[POOL]][%[[C0]]][%m] : memref<?xi8> to memref<?x3xf32>
func.func @mixed_f_small(%ctx: !hip.context, %n: index, %m: index) {
  %a = memref.alloc(%n) : memref<?x128xf32>
  "test.op_with_memread"(%a) : (memref<?x128xf32>) -> ()
  %b = memref.alloc(%m) : memref<?x3xf32>
  "test.op_with_memread"(%b) : (memref<?x3xf32>) -> ()
  func.return
}

// -----

// Several dynamic operands: F is their product in operand order, and (n, m) and
// (m, n) are different tuples. a: C 4, F n*m; b: C 8*16/8 = 16, F m*n; they
// overlap. Order by C: b, a -> slab 0 = b, slab 1 = a; each alone with a C that
// is not a multiple -> both rounded up. Group factors come first, then widths.
// Pool = alignUp((m*n)*16) + alignUp((n*m)*4); b at 0, a at w0.
// CHECK:      builtin.module attributes {hipdnn.pool_size = 0 : i64, hipdnn.buffer_count = 2 : i64, hipdnn.buffer_offsets = [-1 : i64, 0 : i64]} {
// CHECK-NEXT:   func.func @two_operands(%ctx: !hip.context, %n: index, %m: index) {
// CHECK-NEXT:     %[[FMN:.*]] = arith.muli %m, %n : index
// CHECK-NEXT:     %[[FNM:.*]] = arith.muli %n, %m : index
// CHECK-NEXT:     %[[C16:.*]] = arith.constant 16 : index
// CHECK-NEXT:     %[[PB:.*]] = arith.muli %[[FMN]], %[[C16]] : index
// CHECK-NEXT:     %[[C255:.*]] = arith.constant 255 : index
// CHECK-NEXT:     %[[BB:.*]] = arith.addi %[[PB]], %[[C255]] : index
// CHECK-NEXT:     %[[C256:.*]] = arith.constant 256 : index
// CHECK-NEXT:     %[[DB:.*]] = arith.divui %[[BB]], %[[C256]] : index
// CHECK-NEXT:     %[[W0:.*]] = arith.muli %[[DB]], %[[C256]] : index
// CHECK-NEXT:     %[[C4:.*]] = arith.constant 4 : index
// CHECK-NEXT:     %[[PA:.*]] = arith.muli %[[FNM]], %[[C4]] : index
// CHECK-NEXT:     %[[BA:.*]] = arith.addi %[[PA]], %[[C255]] : index
// CHECK-NEXT:     %[[DA:.*]] = arith.divui %[[BA]], %[[C256]] : index
// CHECK-NEXT:     %[[W1:.*]] = arith.muli %[[DA]], %[[C256]] : index
// CHECK-NEXT:     %[[SZ:.*]] = arith.addi %[[W0]], %[[W1]] : index
// CHECK-NEXT:     %[[POOL:.*]] = hip.get_pool(%ctx, %[[SZ]]) : memref<?xi8>
// CHECK-NEXT:     %[[C0:.*]] = arith.constant 0 : index
// CHECK-NEXT:     %a = memref.view %[[POOL]][%[[W0]]][%n, %m] : memref<?xi8> to memref<?x?xf32>
// CHECK-NEXT:     %b = memref.view %[[POOL]][%[[C0]]][%m, %n] : memref<?xi8> to memref<?x8x?xf16>
func.func @two_operands(%ctx: !hip.context, %n: index, %m: index) {
  %a = memref.alloc(%n, %m) : memref<?x?xf32>
  %b = memref.alloc(%m, %n) : memref<?x8x?xf16>
  "test.op_with_memread"(%a, %b) : (memref<?x?xf32>, memref<?x8x?xf16>) -> ()
  func.return
}

// -----

// Ordering rule 1: groups are listed by tuple first appearance (all of (m) before
// (n)), not in block order. x1: F m [0,1]; y1: F n [2,4]; x2: F m [3,4]; C 256 each.
// Order x1 x2 y1: x1 -> slab 0; x2 disjoint from x1 -> slab 0; y1 overlaps x2 ->
// slab 1. (Block order x1 y1 x2 would pair x1 with y1 instead.)
// Slab 0 = m*256 (one F), slab 1 = n*256; x1, x2 at 0, y1 at m*256.
// CHECK:      builtin.module attributes {hipdnn.pool_size = 0 : i64, hipdnn.buffer_count = 3 : i64, hipdnn.buffer_offsets = [0 : i64, -1 : i64, 0 : i64]} {
// CHECK-NEXT:   func.func @tuple_first_appearance(%ctx: !hip.context, %n: index, %m: index) {
// CHECK-NEXT:     %[[C256:.*]] = arith.constant 256 : index
// CHECK-NEXT:     %[[W0:.*]] = arith.muli %m, %[[C256]] : index
// CHECK-NEXT:     %[[W1:.*]] = arith.muli %n, %[[C256]] : index
// CHECK-NEXT:     %[[SZ:.*]] = arith.addi %[[W0]], %[[W1]] : index
// CHECK-NEXT:     %[[POOL:.*]] = hip.get_pool(%ctx, %[[SZ]]) : memref<?xi8>
// CHECK-NEXT:     %[[C0:.*]] = arith.constant 0 : index
// CHECK-NEXT:     %x1 = memref.view %[[POOL]][%[[C0]]][%m] : memref<?xi8> to memref<?x64xf32>
// CHECK-NEXT:     "test.op_with_memread"(%x1)
// CHECK-NEXT:     %y1 = memref.view %[[POOL]][%[[W0]]][%n] : memref<?xi8> to memref<?x64xf32>
// CHECK-NEXT:     %x2 = memref.view %[[POOL]][%[[C0]]][%m] : memref<?xi8> to memref<?x64xf32>
func.func @tuple_first_appearance(%ctx: !hip.context, %n: index, %m: index) {
  %x1 = memref.alloc(%m) : memref<?x64xf32>
  "test.op_with_memread"(%x1) : (memref<?x64xf32>) -> ()
  %y1 = memref.alloc(%n) : memref<?x64xf32>
  %x2 = memref.alloc(%m) : memref<?x64xf32>
  "test.op_with_memread"(%y1, %x2) : (memref<?x64xf32>, memref<?x64xf32>) -> ()
  func.return
}

// -----

// Ordering rule 2: C descending. a: C 256 [0,2]; c: C 1024 [1,4]; b: C 512 [3,4];
// all F n. Order c b a: c -> slab 0; b overlaps c -> slab 1; a overlaps c, is
// disjoint from b -> slab 1. (Block order a b c would put c alone in slab 1.)
// Slab 0 = n*1024; slab 1 = n*512 (one F: its widest C); c at 0, a and b at n*1024.
// CHECK:      builtin.module attributes {hipdnn.pool_size = 0 : i64, hipdnn.buffer_count = 3 : i64, hipdnn.buffer_offsets = [-1 : i64, 0 : i64, -1 : i64]} {
// CHECK-NEXT:   func.func @coefficient_descending(%ctx: !hip.context, %n: index) {
// CHECK-NEXT:     %[[C1024:.*]] = arith.constant 1024 : index
// CHECK-NEXT:     %[[W0:.*]] = arith.muli %n, %[[C1024]] : index
// CHECK-NEXT:     %[[C512:.*]] = arith.constant 512 : index
// CHECK-NEXT:     %[[W1:.*]] = arith.muli %n, %[[C512]] : index
// CHECK-NEXT:     %[[SZ:.*]] = arith.addi %[[W0]], %[[W1]] : index
// CHECK-NEXT:     %[[POOL:.*]] = hip.get_pool(%ctx, %[[SZ]]) : memref<?xi8>
// CHECK-NEXT:     %[[C0:.*]] = arith.constant 0 : index
// CHECK-NEXT:     %a = memref.view %[[POOL]][%[[W0]]][%n] : memref<?xi8> to memref<?x64xf32>
// CHECK-NEXT:     %c = memref.view %[[POOL]][%[[C0]]][%n] : memref<?xi8> to memref<?x256xf32>
// CHECK-NEXT:     "test.op_with_memread"(%a, %c)
// CHECK-NEXT:     %b = memref.view %[[POOL]][%[[W0]]][%n] : memref<?xi8> to memref<?x128xf32>
func.func @coefficient_descending(%ctx: !hip.context, %n: index) {
  %a = memref.alloc(%n) : memref<?x64xf32>
  %c = memref.alloc(%n) : memref<?x256xf32>
  "test.op_with_memread"(%a, %c) : (memref<?x64xf32>, memref<?x256xf32>) -> ()
  %b = memref.alloc(%n) : memref<?x128xf32>
  "test.op_with_memread"(%b, %c) : (memref<?x128xf32>, memref<?x256xf32>) -> ()
  func.return
}

// RUN: xdsl-opt -p hip-pool-allocs,cse --allow-unregistered-dialect --split-input-file %s | filecheck %s

// Dynamic allocs, lifetime-only mode (the default), alignment 256 (docs/semantics.md §6, §7),
// checked after `cse` (the contract: the reference's output up to cse).
// C = ceil(bits * static dims / 8), F = product of the dynamic operands in order.
// Emission (docs/semantics.md §7): each group's F, then at one point the footprints
// (`constant span`, `muli F, span`), the slab widths (a `maxui` chain, then the
// align-up `constant 255`, `constant 256`, `addi`, `divui`, `muli` when needed),
// the pool size, the pool, the offsets. Sizes here are function arguments, so
// everything goes right before the first alloc.

// Slabs shared across different dims; a lone small C is rounded up.
// a: C 256, F n, [0,1]; b: C 512, F m, [2,4]; c: C 128, F n, [3,4].
// Groups by tuple first appearance: (n) a c, (m) b; by C descending: b a c.
// b -> slab 0; a disjoint from b -> slab 0; c overlaps b -> slab 1.
// Footprints in group order: m*512, n*256, n*128. Slab 0: mixed F, 512 and 256
// both multiples of 256 -> maxui(m*512, n*256), no round-up. Slab 1: only c,
// 128 not a multiple -> alignUp(n*128) (the 256 is cse'd with the footprint's).
// Pool = w0 + w1 (prefix 0 folded); a, b at 0, c at w0.
// CHECK:      builtin.module attributes {hipdnn.pool_size = 0 : i64, hipdnn.buffer_count = 3 : i64, hipdnn.buffer_offsets = [0 : i64, 0 : i64, -1 : i64]} {
// CHECK-NEXT:  func.func @slab_sharing(%ctx: !hip.context, %n: index, %m: index) {
// CHECK-NEXT:    %[[C512:.*]] = arith.constant 512 : index
// CHECK-NEXT:    %[[V0:.*]] = arith.muli %m, %[[C512]] : index
// CHECK-NEXT:    %[[C256:.*]] = arith.constant 256 : index
// CHECK-NEXT:    %[[V1:.*]] = arith.muli %n, %[[C256]] : index
// CHECK-NEXT:    %[[C128:.*]] = arith.constant 128 : index
// CHECK-NEXT:    %[[V2:.*]] = arith.muli %n, %[[C128]] : index
// CHECK-NEXT:    %[[V3:.*]] = arith.maxui %[[V0]], %[[V1]] : index
// CHECK-NEXT:    %[[C255:.*]] = arith.constant 255 : index
// CHECK-NEXT:    %[[V4:.*]] = arith.addi %[[V2]], %[[C255]] : index
// CHECK-NEXT:    %[[V5:.*]] = arith.divui %[[V4]], %[[C256]] : index
// CHECK-NEXT:    %[[V6:.*]] = arith.muli %[[V5]], %[[C256]] : index
// CHECK-NEXT:    %[[V7:.*]] = arith.addi %[[V3]], %[[V6]] : index
// CHECK-NEXT:    %[[POOL:.*]] = hip.get_pool(%ctx, %[[V7]]) : memref<?xi8>
// CHECK-NEXT:    %[[C0:.*]] = arith.constant 0 : index
// CHECK-NEXT:    %a = memref.view %[[POOL]][%[[C0]]][%n] : memref<?xi8> to memref<?x64xf32>
// CHECK-NEXT:    "test.op_with_memwrite"(%a) : (memref<?x64xf32>) -> ()
// CHECK-NEXT:    %b = memref.view %[[POOL]][%[[C0]]][%m] : memref<?xi8> to memref<?x128xf32>
// CHECK-NEXT:    %c = memref.view %[[POOL]][%[[V3]]][%n] : memref<?xi8> to memref<?x32xf32>
// CHECK-NEXT:    "test.op_with_memwrite"(%b, %c) : (memref<?x128xf32>, memref<?x32xf32>) -> ()
// CHECK-NEXT:    func.return
func.func @slab_sharing(%ctx: !hip.context, %n: index, %m: index) {
  %a = memref.alloc(%n) : memref<?x64xf32>
  "test.op_with_memwrite"(%a) : (memref<?x64xf32>) -> ()
  %b = memref.alloc(%m) : memref<?x128xf32>
  %c = memref.alloc(%n) : memref<?x32xf32>
  "test.op_with_memwrite"(%b, %c) : (memref<?x128xf32>, memref<?x32xf32>) -> ()
  func.return
}

// -----

// Overlapping buffers never share a slab, and the slabs follow the static prefix.
// s: 400 B -> 512, prefix 512. a: C 1024, b: C 512, both F n, both live with s.
// Slab 0 = a (n*1024), slab 1 = b (n*512); multiples, no round-up.
// Pool = (512 + n*1024) + n*512, the constant moved to the right of the addi;
// s at 0, a at 512, b at 512 + n*1024 (the same addi, after cse).
// CHECK:      builtin.module attributes {hipdnn.pool_size = 512 : i64, hipdnn.buffer_count = 3 : i64, hipdnn.buffer_offsets = [0 : i64, 512 : i64, -1 : i64]} {
// CHECK-NEXT:  func.func @prefix_chain(%ctx: !hip.context, %n: index) {
// CHECK-NEXT:    %[[C1024:.*]] = arith.constant 1024 : index
// CHECK-NEXT:    %[[V0:.*]] = arith.muli %n, %[[C1024]] : index
// CHECK-NEXT:    %[[C512:.*]] = arith.constant 512 : index
// CHECK-NEXT:    %[[V1:.*]] = arith.muli %n, %[[C512]] : index
// CHECK-NEXT:    %[[V2:.*]] = arith.addi %[[V0]], %[[C512]] : index
// CHECK-NEXT:    %[[V3:.*]] = arith.addi %[[V2]], %[[V1]] : index
// CHECK-NEXT:    %[[POOL:.*]] = hip.get_pool(%ctx, %[[V3]]) : memref<?xi8>
// CHECK-NEXT:    %[[C0:.*]] = arith.constant 0 : index
// CHECK-NEXT:    %s = memref.view %[[POOL]][%[[C0]]][] : memref<?xi8> to memref<100xf32>
// CHECK-NEXT:    %a = memref.view %[[POOL]][%[[C512]]][%n] : memref<?xi8> to memref<?x256xf32>
// CHECK-NEXT:    %b = memref.view %[[POOL]][%[[V2]]][%n] : memref<?xi8> to memref<?x128xf32>
// CHECK-NEXT:    "test.op_with_memwrite"(%s, %a, %b) : (memref<100xf32>, memref<?x256xf32>, memref<?x128xf32>) -> ()
// CHECK-NEXT:    func.return
func.func @prefix_chain(%ctx: !hip.context, %n: index) {
  %s = memref.alloc() : memref<100xf32>
  %a = memref.alloc(%n) : memref<?x256xf32>
  %b = memref.alloc(%n) : memref<?x128xf32>
  "test.op_with_memwrite"(%s, %a, %b) : (memref<100xf32>, memref<?x256xf32>, memref<?x128xf32>) -> ()
  func.return
}

// -----

// Same F, largest C a multiple of 256: no round-up even though b's C (12) is not.
// a: C 512 [0,1], b: C 12 [2,3], both F n -> one slab. Each member has its own
// footprint and the width is their maxui (no F * max C shortcut).
// CHECK:      builtin.module attributes {hipdnn.pool_size = 0 : i64, hipdnn.buffer_count = 2 : i64, hipdnn.buffer_offsets = [0 : i64, 0 : i64]} {
// CHECK-NEXT:  func.func @same_f_largest_multiple(%ctx: !hip.context, %n: index) {
// CHECK-NEXT:    %[[C512:.*]] = arith.constant 512 : index
// CHECK-NEXT:    %[[V0:.*]] = arith.muli %n, %[[C512]] : index
// CHECK-NEXT:    %[[C12:.*]] = arith.constant 12 : index
// CHECK-NEXT:    %[[V1:.*]] = arith.muli %n, %[[C12]] : index
// CHECK-NEXT:    %[[V2:.*]] = arith.maxui %[[V0]], %[[V1]] : index
// CHECK-NEXT:    %[[POOL:.*]] = hip.get_pool(%ctx, %[[V2]]) : memref<?xi8>
// CHECK-NEXT:    %[[C0:.*]] = arith.constant 0 : index
// CHECK-NEXT:    %a = memref.view %[[POOL]][%[[C0]]][%n] : memref<?xi8> to memref<?x128xf32>
// CHECK-NEXT:    "test.op_with_memwrite"(%a) : (memref<?x128xf32>) -> ()
// CHECK-NEXT:    %b = memref.view %[[POOL]][%[[C0]]][%n] : memref<?xi8> to memref<?x3xf32>
// CHECK-NEXT:    "test.op_with_memwrite"(%b) : (memref<?x3xf32>) -> ()
// CHECK-NEXT:    func.return
func.func @same_f_largest_multiple(%ctx: !hip.context, %n: index) {
  %a = memref.alloc(%n) : memref<?x128xf32>
  "test.op_with_memwrite"(%a) : (memref<?x128xf32>) -> ()
  %b = memref.alloc(%n) : memref<?x3xf32>
  "test.op_with_memwrite"(%b) : (memref<?x3xf32>) -> ()
  func.return
}

// -----

// Same F, largest C not a multiple: a: C 300 [0,1], b: C 256 [2,3] -> one slab,
// width alignUp(maxui(n*300, n*256)).
// CHECK:      builtin.module attributes {hipdnn.pool_size = 0 : i64, hipdnn.buffer_count = 2 : i64, hipdnn.buffer_offsets = [0 : i64, 0 : i64]} {
// CHECK-NEXT:  func.func @same_f_largest_odd(%ctx: !hip.context, %n: index) {
// CHECK-NEXT:    %[[C300:.*]] = arith.constant 300 : index
// CHECK-NEXT:    %[[V0:.*]] = arith.muli %n, %[[C300]] : index
// CHECK-NEXT:    %[[C256:.*]] = arith.constant 256 : index
// CHECK-NEXT:    %[[V1:.*]] = arith.muli %n, %[[C256]] : index
// CHECK-NEXT:    %[[V2:.*]] = arith.maxui %[[V0]], %[[V1]] : index
// CHECK-NEXT:    %[[C255:.*]] = arith.constant 255 : index
// CHECK-NEXT:    %[[V3:.*]] = arith.addi %[[V2]], %[[C255]] : index
// CHECK-NEXT:    %[[V4:.*]] = arith.divui %[[V3]], %[[C256]] : index
// CHECK-NEXT:    %[[V5:.*]] = arith.muli %[[V4]], %[[C256]] : index
// CHECK-NEXT:    %[[POOL:.*]] = hip.get_pool(%ctx, %[[V5]]) : memref<?xi8>
// CHECK-NEXT:    %[[C0:.*]] = arith.constant 0 : index
// CHECK-NEXT:    %a = memref.view %[[POOL]][%[[C0]]][%n] : memref<?xi8> to memref<?x75xf32>
// CHECK-NEXT:    "test.op_with_memwrite"(%a) : (memref<?x75xf32>) -> ()
// CHECK-NEXT:    %b = memref.view %[[POOL]][%[[C0]]][%n] : memref<?xi8> to memref<?x64xf32>
// CHECK-NEXT:    "test.op_with_memwrite"(%b) : (memref<?x64xf32>) -> ()
// CHECK-NEXT:    func.return
func.func @same_f_largest_odd(%ctx: !hip.context, %n: index) {
  %a = memref.alloc(%n) : memref<?x75xf32>
  "test.op_with_memwrite"(%a) : (memref<?x75xf32>) -> ()
  %b = memref.alloc(%n) : memref<?x64xf32>
  "test.op_with_memwrite"(%b) : (memref<?x64xf32>) -> ()
  func.return
}

// -----

// Mixed F: any C that is not a multiple forces the round-up, because the
// smaller coefficient may have the larger footprint at run time.
// a: C 512, F n, [0,1]; b: C 12, F m, [2,3] -> one slab,
// width alignUp(maxui(n*512, m*12)): both constants of the align-up come first.
// CHECK:      builtin.module attributes {hipdnn.pool_size = 0 : i64, hipdnn.buffer_count = 2 : i64, hipdnn.buffer_offsets = [0 : i64, 0 : i64]} {
// CHECK-NEXT:  func.func @mixed_f_small(%ctx: !hip.context, %n: index, %m: index) {
// CHECK-NEXT:    %[[C512:.*]] = arith.constant 512 : index
// CHECK-NEXT:    %[[V0:.*]] = arith.muli %n, %[[C512]] : index
// CHECK-NEXT:    %[[C12:.*]] = arith.constant 12 : index
// CHECK-NEXT:    %[[V1:.*]] = arith.muli %m, %[[C12]] : index
// CHECK-NEXT:    %[[V2:.*]] = arith.maxui %[[V0]], %[[V1]] : index
// CHECK-NEXT:    %[[C255:.*]] = arith.constant 255 : index
// CHECK-NEXT:    %[[C256:.*]] = arith.constant 256 : index
// CHECK-NEXT:    %[[V3:.*]] = arith.addi %[[V2]], %[[C255]] : index
// CHECK-NEXT:    %[[V4:.*]] = arith.divui %[[V3]], %[[C256]] : index
// CHECK-NEXT:    %[[V5:.*]] = arith.muli %[[V4]], %[[C256]] : index
// CHECK-NEXT:    %[[POOL:.*]] = hip.get_pool(%ctx, %[[V5]]) : memref<?xi8>
// CHECK-NEXT:    %[[C0:.*]] = arith.constant 0 : index
// CHECK-NEXT:    %a = memref.view %[[POOL]][%[[C0]]][%n] : memref<?xi8> to memref<?x128xf32>
// CHECK-NEXT:    "test.op_with_memwrite"(%a) : (memref<?x128xf32>) -> ()
// CHECK-NEXT:    %b = memref.view %[[POOL]][%[[C0]]][%m] : memref<?xi8> to memref<?x3xf32>
// CHECK-NEXT:    "test.op_with_memwrite"(%b) : (memref<?x3xf32>) -> ()
// CHECK-NEXT:    func.return
func.func @mixed_f_small(%ctx: !hip.context, %n: index, %m: index) {
  %a = memref.alloc(%n) : memref<?x128xf32>
  "test.op_with_memwrite"(%a) : (memref<?x128xf32>) -> ()
  %b = memref.alloc(%m) : memref<?x3xf32>
  "test.op_with_memwrite"(%b) : (memref<?x3xf32>) -> ()
  func.return
}

// -----

// Several dynamic operands: F is their product in operand order, and (n, m) and
// (m, n) are different tuples. a: C 4, F n*m; b: C 8*16/8 = 16, F m*n; they
// overlap. Order by C: b, a -> slab 0 = b, slab 1 = a; each alone with a C that
// is not a multiple -> both rounded up. F values (`muli %m, %n`, `muli %n, %m`:
// 1 * m folds to m) come first, then both footprints, then both widths.
// Pool = alignUp((m*n)*16) + alignUp((n*m)*4); b at 0, a at w0.
// CHECK:      builtin.module attributes {hipdnn.pool_size = 0 : i64, hipdnn.buffer_count = 2 : i64, hipdnn.buffer_offsets = [-1 : i64, 0 : i64]} {
// CHECK-NEXT:  func.func @two_operands(%ctx: !hip.context, %n: index, %m: index) {
// CHECK-NEXT:    %[[V0:.*]] = arith.muli %m, %n : index
// CHECK-NEXT:    %[[V1:.*]] = arith.muli %n, %m : index
// CHECK-NEXT:    %[[C16:.*]] = arith.constant 16 : index
// CHECK-NEXT:    %[[V2:.*]] = arith.muli %[[V0]], %[[C16]] : index
// CHECK-NEXT:    %[[C4:.*]] = arith.constant 4 : index
// CHECK-NEXT:    %[[V3:.*]] = arith.muli %[[V1]], %[[C4]] : index
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
// CHECK-NEXT:    %[[C0:.*]] = arith.constant 0 : index
// CHECK-NEXT:    %a = memref.view %[[POOL]][%[[V6]]][%n, %m] : memref<?xi8> to memref<?x?xf32>
// CHECK-NEXT:    %b = memref.view %[[POOL]][%[[C0]]][%m, %n] : memref<?xi8> to memref<?x8x?xf16>
// CHECK-NEXT:    "test.op_with_memwrite"(%a, %b) : (memref<?x?xf32>, memref<?x8x?xf16>) -> ()
// CHECK-NEXT:    func.return
func.func @two_operands(%ctx: !hip.context, %n: index, %m: index) {
  %a = memref.alloc(%n, %m) : memref<?x?xf32>
  %b = memref.alloc(%m, %n) : memref<?x8x?xf16>
  "test.op_with_memwrite"(%a, %b) : (memref<?x?xf32>, memref<?x8x?xf16>) -> ()
  func.return
}

// -----

// Ordering rule 1: groups are listed by tuple first appearance (all of (m) before
// (n)), not in block order. x1: F m [0,1]; y1: F n [2,4]; x2: F m [3,4]; C 256 each.
// Order x1 x2 y1: x1 -> slab 0; x2 disjoint from x1 -> slab 0; y1 overlaps x2 ->
// slab 1. (Block order x1 y1 x2 would pair x1 with y1 instead.)
// Footprints m*256 (x1), m*256 (x2), n*256 (y1): x1's and x2's are two ops, so
// the width does not fold; after cse it reads maxui(%f, %f).
// Slab 0 = maxui(m*256, m*256), slab 1 = n*256; x1, x2 at 0, y1 at w0.
// CHECK:      builtin.module attributes {hipdnn.pool_size = 0 : i64, hipdnn.buffer_count = 3 : i64, hipdnn.buffer_offsets = [0 : i64, -1 : i64, 0 : i64]} {
// CHECK-NEXT:  func.func @tuple_first_appearance(%ctx: !hip.context, %n: index, %m: index) {
// CHECK-NEXT:    %[[C256:.*]] = arith.constant 256 : index
// CHECK-NEXT:    %[[V0:.*]] = arith.muli %m, %[[C256]] : index
// CHECK-NEXT:    %[[V1:.*]] = arith.muli %n, %[[C256]] : index
// CHECK-NEXT:    %[[V2:.*]] = arith.maxui %[[V0]], %[[V0]] : index
// CHECK-NEXT:    %[[V3:.*]] = arith.addi %[[V2]], %[[V1]] : index
// CHECK-NEXT:    %[[POOL:.*]] = hip.get_pool(%ctx, %[[V3]]) : memref<?xi8>
// CHECK-NEXT:    %[[C0:.*]] = arith.constant 0 : index
// CHECK-NEXT:    %x1 = memref.view %[[POOL]][%[[C0]]][%m] : memref<?xi8> to memref<?x64xf32>
// CHECK-NEXT:    "test.op_with_memwrite"(%x1) : (memref<?x64xf32>) -> ()
// CHECK-NEXT:    %y1 = memref.view %[[POOL]][%[[V2]]][%n] : memref<?xi8> to memref<?x64xf32>
// CHECK-NEXT:    %x2 = memref.view %[[POOL]][%[[C0]]][%m] : memref<?xi8> to memref<?x32xf64>
// CHECK-NEXT:    "test.op_with_memwrite"(%y1, %x2) : (memref<?x64xf32>, memref<?x32xf64>) -> ()
// CHECK-NEXT:    func.return
func.func @tuple_first_appearance(%ctx: !hip.context, %n: index, %m: index) {
  %x1 = memref.alloc(%m) : memref<?x64xf32>
  "test.op_with_memwrite"(%x1) : (memref<?x64xf32>) -> ()
  %y1 = memref.alloc(%n) : memref<?x64xf32>
  %x2 = memref.alloc(%m) : memref<?x32xf64>
  "test.op_with_memwrite"(%y1, %x2) : (memref<?x64xf32>, memref<?x32xf64>) -> ()
  func.return
}

// -----

// Ordering rule 2: C descending. a: C 256 [0,2]; c: C 1024 [1,4]; b: C 512 [3,4];
// all F n. Order c b a: c -> slab 0; b overlaps c -> slab 1; a overlaps c, is
// disjoint from b -> slab 1. (Block order a b c would put c alone in slab 1.)
// Slab 0 = n*1024; slab 1 = maxui(n*512, n*256); c at 0, a and b at n*1024.
// CHECK:      builtin.module attributes {hipdnn.pool_size = 0 : i64, hipdnn.buffer_count = 3 : i64, hipdnn.buffer_offsets = [-1 : i64, 0 : i64, -1 : i64]} {
// CHECK-NEXT:  func.func @coefficient_descending(%ctx: !hip.context, %n: index) {
// CHECK-NEXT:    %[[C1024:.*]] = arith.constant 1024 : index
// CHECK-NEXT:    %[[V0:.*]] = arith.muli %n, %[[C1024]] : index
// CHECK-NEXT:    %[[C512:.*]] = arith.constant 512 : index
// CHECK-NEXT:    %[[V1:.*]] = arith.muli %n, %[[C512]] : index
// CHECK-NEXT:    %[[C256:.*]] = arith.constant 256 : index
// CHECK-NEXT:    %[[V2:.*]] = arith.muli %n, %[[C256]] : index
// CHECK-NEXT:    %[[V3:.*]] = arith.maxui %[[V1]], %[[V2]] : index
// CHECK-NEXT:    %[[V4:.*]] = arith.addi %[[V0]], %[[V3]] : index
// CHECK-NEXT:    %[[POOL:.*]] = hip.get_pool(%ctx, %[[V4]]) : memref<?xi8>
// CHECK-NEXT:    %[[C0:.*]] = arith.constant 0 : index
// CHECK-NEXT:    %a = memref.view %[[POOL]][%[[V0]]][%n] : memref<?xi8> to memref<?x64xf32>
// CHECK-NEXT:    %c = memref.view %[[POOL]][%[[C0]]][%n] : memref<?xi8> to memref<?x256xf32>
// CHECK-NEXT:    "test.op_with_memwrite"(%a, %c) : (memref<?x64xf32>, memref<?x256xf32>) -> ()
// CHECK-NEXT:    %b = memref.view %[[POOL]][%[[V0]]][%n] : memref<?xi8> to memref<?x128xf32>
// CHECK-NEXT:    "test.op_with_memwrite"(%b, %c) : (memref<?x128xf32>, memref<?x256xf32>) -> ()
// CHECK-NEXT:    func.return
func.func @coefficient_descending(%ctx: !hip.context, %n: index) {
  %a = memref.alloc(%n) : memref<?x64xf32>
  %c = memref.alloc(%n) : memref<?x256xf32>
  "test.op_with_memwrite"(%a, %c) : (memref<?x64xf32>, memref<?x256xf32>) -> ()
  %b = memref.alloc(%n) : memref<?x128xf32>
  "test.op_with_memwrite"(%b, %c) : (memref<?x128xf32>, memref<?x256xf32>) -> ()
  func.return
}

// RUN: xdsl-opt -p hip-pool-allocs,cse --allow-unregistered-dialect --split-input-file %s > %t.pooled.mlir
// RUN: filecheck %s --input-file %t.pooled.mlir
// RUN: xdsl-opt -p 'hip-pool-allocs{alignment=64}' --allow-unregistered-dialect --split-input-file %s | filecheck %s --check-prefix=A64
// RUN: xdsl-opt -p 'hip-pool-allocs{alignment=1}' --allow-unregistered-dialect --split-input-file %s | filecheck %s --check-prefix=A1

// Static allocs: greedy best fit, largest first (docs/semantics.md §6). "test.op_with_memwrite" is an op
// the pass knows nothing about: it is just a user at its own index. The offset
// constants follow the pool in packing order (largest first, docs/semantics.md §7).

// Best fit takes the tightest gap; first fit would take offset 0.
// Block indices: q1 [0,2], p1 [1,5], p2 [3,7], n [4,5], q2 [6,7].
// Sizes: q1 500, p1 40, p2 256, n 24, q2 1000 bytes.
// alignment 256 -> q1 512, p1 256, p2 256, n 256, q2 1024; order q2 q1 p1 p2 n:
//   q2 -> 0 (nothing placed); q1 -> 0 (disjoint from q2);
//   p1 overlaps q1 [0,512) -> 512; p2 overlaps q2 [0,1024), p1 [512,768) -> 1024;
//   n overlaps p1 [512,768), p2 [1024,1280): gaps [0,512) (512) and [768,1024) (0)
//   -> the tighter one, 768. Pool = max end = 1280.
// Offset constants in packing order q2 0, q1 0, p2 1024, p1 512, n 768 (cse
// keeps the first 0).
// CHECK:      builtin.module attributes {hipdnn.pool_size = 1280 : i64, hipdnn.buffer_count = 5 : i64, hipdnn.buffer_offsets = [0 : i64, 512 : i64, 1024 : i64, 768 : i64, 0 : i64]} {
// CHECK-NEXT:   func.func @best_fit_gap(%ctx: !hip.context) {
// CHECK-NEXT:     %[[SZ:.*]] = arith.constant 1280 : index
// CHECK-NEXT:     %[[POOL:.*]] = hip.get_pool(%ctx, %[[SZ]]) : memref<?xi8>
// CHECK-NEXT:     %[[C0:.*]] = arith.constant 0 : index
// CHECK-NEXT:     %[[C1024:.*]] = arith.constant 1024 : index
// CHECK-NEXT:     %[[C512:.*]] = arith.constant 512 : index
// CHECK-NEXT:     %[[C768:.*]] = arith.constant 768 : index
// CHECK-NEXT:     %q1 = memref.view %[[POOL]][%[[C0]]][] : memref<?xi8> to memref<125xf32>
// CHECK-NEXT:     %p1 = memref.view %[[POOL]][%[[C512]]][] : memref<?xi8> to memref<10xf32>
// CHECK-NEXT:     "test.op_with_memwrite"(%q1, %p1)
// CHECK-NEXT:     %p2 = memref.view %[[POOL]][%[[C1024]]][] : memref<?xi8> to memref<256xi8>
// CHECK-NEXT:     %n = memref.view %[[POOL]][%[[C768]]][] : memref<?xi8> to memref<3xf64>
// CHECK-NEXT:     "test.op_with_memwrite"(%p1, %p2, %n)
// CHECK-NEXT:     %q2 = memref.view %[[POOL]][%[[C0]]][] : memref<?xi8> to memref<1000xi8>
// CHECK-NEXT:     "test.op_with_memwrite"(%p2, %q2)
// CHECK-NEXT:     func.return
// alignment 64 -> q1 512, p1 64, p2 256, n 64, q2 1024; order q2 q1 p2 p1 n:
//   q2 -> 0; q1 -> 0; p2 overlaps q2 -> 1024; p1 overlaps q1 [0,512), p2
//   [1024,1280) -> gap at 512; n overlaps p1 [512,576), p2: gaps [0,512) (512) and
//   [576,1024) (448) -> 576. Pool 1280.
// A64:      builtin.module attributes {hipdnn.pool_size = 1280 : i64, hipdnn.buffer_count = 5 : i64, hipdnn.buffer_offsets = [0 : i64, 512 : i64, 1024 : i64, 576 : i64, 0 : i64]} {
// A64-NEXT:   func.func @best_fit_gap
// alignment 1 -> the f32 and f64 elements raise the domain to 8 (docs/semantics.md
//   §6.1): q2 1000, q1 504, p2 256, p1 40, n 24, same order: q2 0;
//   q1 0; p2 1000; p1 504 (gap [504,1000)); n: gaps [0,504) (504) and
//   [544,1000) (456) -> 544. Pool 1256. (At 1 the old n offset 540 held an f64
//   at a byte address that is not a multiple of 8.)
// A1:       builtin.module attributes {hipdnn.pool_size = 1256 : i64, hipdnn.buffer_count = 5 : i64, hipdnn.buffer_offsets = [0 : i64, 504 : i64, 1000 : i64, 544 : i64, 0 : i64]} {
// A1-NEXT:    func.func @best_fit_gap
func.func @best_fit_gap(%ctx: !hip.context) {
  %q1 = memref.alloc() : memref<125xf32>
  %p1 = memref.alloc() : memref<10xf32>
  "test.op_with_memwrite"(%q1, %p1) : (memref<125xf32>, memref<10xf32>) -> ()
  %p2 = memref.alloc() : memref<256xi8>
  %n = memref.alloc() : memref<3xf64>
  "test.op_with_memwrite"(%p1, %p2, %n) : (memref<10xf32>, memref<256xi8>, memref<3xf64>) -> ()
  %q2 = memref.alloc() : memref<1000xi8>
  "test.op_with_memwrite"(%p2, %q2) : (memref<256xi8>, memref<1000xi8>) -> ()
  func.return
}

// -----

// A buffer that fits in no gap goes above all its live neighbours.
// Block indices: a [0,2], b [1,4], c [3,4]; sizes a 16, b 16, c 512 bytes.
// alignment 256 -> a 256, b 256, c 512; order c a b:
//   c -> 0; a -> 0 (disjoint from c); b overlaps a [0,256) and c [0,512): no
//   gap before either -> cursor 512. Pool 768.
// alignment 1 -> a 16, b 16, c 512: c 0; a 0; b -> 512. Pool 528.
// CHECK:      builtin.module attributes {hipdnn.pool_size = 768 : i64, hipdnn.buffer_count = 3 : i64, hipdnn.buffer_offsets = [0 : i64, 512 : i64, 0 : i64]} {
// CHECK-NEXT:   func.func @stacked
// A1:       builtin.module attributes {hipdnn.pool_size = 528 : i64, hipdnn.buffer_count = 3 : i64, hipdnn.buffer_offsets = [0 : i64, 512 : i64, 0 : i64]} {
// A1-NEXT:    func.func @stacked
func.func @stacked(%ctx: !hip.context) {
  %a = memref.alloc() : memref<4xf32>
  %b = memref.alloc() : memref<2x2xf32>
  "test.op_with_memwrite"(%a, %b) : (memref<4xf32>, memref<2x2xf32>) -> ()
  %c = memref.alloc() : memref<512xi8>
  "test.op_with_memwrite"(%b, %c) : (memref<2x2xf32>, memref<512xi8>) -> ()
  func.return
}

// -----

// The order is by byte size (docs/semantics.md §6), not by aligned size: b (100 B) is placed
// before a (40 B) although both take 256: b 0, a 256. Alignment 64: b 128 B at 0,
// a 64 B at 128. Alignment 1: b 0, a 100.
// CHECK:      builtin.module attributes {hipdnn.pool_size = 512 : i64, hipdnn.buffer_count = 2 : i64, hipdnn.buffer_offsets = [256 : i64, 0 : i64]} {
// CHECK-NEXT:   func.func @byte_size_order
// A64:      builtin.module attributes {hipdnn.pool_size = 192 : i64, hipdnn.buffer_count = 2 : i64, hipdnn.buffer_offsets = [128 : i64, 0 : i64]} {
// A1:       builtin.module attributes {hipdnn.pool_size = 140 : i64, hipdnn.buffer_count = 2 : i64, hipdnn.buffer_offsets = [100 : i64, 0 : i64]} {
func.func @byte_size_order(%ctx: !hip.context) {
  %a = memref.alloc() : memref<10xf32>
  %b = memref.alloc() : memref<25xf32>
  "test.op_with_memwrite"(%a, %b) : (memref<10xf32>, memref<25xf32>) -> ()
  func.return
}

// -----

// A zero-byte buffer is a dynamic one with F = 1 and C = 0 (docs/semantics.md §6): not in
// the static best fit, but a slab of its own after the static prefix, of width
// 1 * 0 = 0 (folded). a 64 B, b 32 B, z 0 B, all live at op 3.
// alignment 256: a 0, b 256, prefix 512; z in slab 0 at the prefix, 512; pool
// 512 + 0 = 512. alignment 64: a 0, b 64, z 128, pool 128. alignment 1: a 0,
// b 64, z 96, pool 96. Its offset is a constant (the prefix): listed as such.
// CHECK:      builtin.module attributes {hipdnn.pool_size = 512 : i64, hipdnn.buffer_count = 3 : i64, hipdnn.buffer_offsets = [512 : i64, 0 : i64, 256 : i64]} {
// CHECK-NEXT:   func.func @zero_byte(%ctx: !hip.context) {
// CHECK-NEXT:     %[[SZ:.*]] = arith.constant 512 : index
// CHECK-NEXT:     %[[POOL:.*]] = hip.get_pool(%ctx, %[[SZ]]) : memref<?xi8>
// CHECK-NEXT:     %[[C0:.*]] = arith.constant 0 : index
// CHECK-NEXT:     %[[C256:.*]] = arith.constant 256 : index
// CHECK-NEXT:     %z = memref.view %[[POOL]][%[[SZ]]][] : memref<?xi8> to memref<0xf32>
// CHECK-NEXT:     %a = memref.view %[[POOL]][%[[C0]]][] : memref<?xi8> to memref<16xf32>
// CHECK-NEXT:     %b = memref.view %[[POOL]][%[[C256]]][] : memref<?xi8> to memref<2x8xf16>
// A64:      builtin.module attributes {hipdnn.pool_size = 128 : i64, hipdnn.buffer_count = 3 : i64, hipdnn.buffer_offsets = [128 : i64, 0 : i64, 64 : i64]} {
// A1:       builtin.module attributes {hipdnn.pool_size = 96 : i64, hipdnn.buffer_count = 3 : i64, hipdnn.buffer_offsets = [96 : i64, 0 : i64, 64 : i64]} {
func.func @zero_byte(%ctx: !hip.context) {
  %z = memref.alloc() : memref<0xf32>
  %a = memref.alloc() : memref<16xf32>
  %b = memref.alloc() : memref<2x8xf16>
  "test.op_with_memwrite"(%z, %a, %b) : (memref<0xf32>, memref<16xf32>, memref<2x8xf16>) -> ()
  func.return
}

// -----

// Only zero-byte buffers: they are dynamic (F = 1, C = 0), so the domain gets a
// pool of size 0 (docs/semantics.md §6): footprint 1 * 0 folds to 0, the pool size 0 + 0 too,
// z sits at the prefix 0, it counts in buffer_count and its dealloc goes.
// CHECK:      builtin.module attributes {hipdnn.pool_size = 0 : i64, hipdnn.buffer_count = 1 : i64, hipdnn.buffer_offsets = [0 : i64]} {
// CHECK-NEXT:   func.func @zero_byte_only(%ctx: !hip.context) {
// CHECK-NEXT:     %[[C0:.*]] = arith.constant 0 : index
// CHECK-NEXT:     %[[POOL:.*]] = hip.get_pool(%ctx, %[[C0]]) : memref<?xi8>
// CHECK-NEXT:     %z = memref.view %[[POOL]][%[[C0]]][] : memref<?xi8> to memref<0x4xf32>
// CHECK-NEXT:     "test.op_with_memwrite"(%z)
// CHECK-NEXT:     func.return
func.func @zero_byte_only(%ctx: !hip.context) {
  %z = memref.alloc() : memref<0x4xf32>
  "test.op_with_memwrite"(%z) : (memref<0x4xf32>) -> ()
  memref.dealloc %z : memref<0x4xf32>
  func.return
}

// -----

// Byte sizes are elements x storage size (docs/semantics.md §6.1):
// `index` 8 bytes, every `i1`..`i8` one byte (no bit packing), complex<f32> 8.
// i: 3 x 8 = 24 B; b1: 9 x 1 = 9 B; b4: 3*3 x 1 = 9 B; cf: 2 x 8 = 16 B.
// All live together. (The reference sizes b1 ceil(9 / 8) = 2 B and b4
// ceil(9 * 4 / 8) = 5 B.)
// alignment 256: every one 256 after alignment, the order by byte size (b1
//   before b4, stably): i 0, cf 256, b1 512, b4 768.
// alignment 1: index raises the domain to 8: i 24, cf 16, b1 16, b4 16;
//   i 0, cf 24, b1 40, b4 56; pool 72; offset constants in that order.
// CHECK:      builtin.module attributes {hipdnn.pool_size = 1024 : i64, hipdnn.buffer_count = 4 : i64, hipdnn.buffer_offsets = [0 : i64, 512 : i64, 768 : i64, 256 : i64]} {
// A1:       builtin.module attributes {hipdnn.pool_size = 72 : i64, hipdnn.buffer_count = 4 : i64, hipdnn.buffer_offsets = [0 : i64, 40 : i64, 56 : i64, 24 : i64]} {
// A1-NEXT:    func.func @element_sizes(%ctx: !hip.context) {
// A1-NEXT:      %[[SZ:.*]] = arith.constant 72 : index
// A1-NEXT:      %[[POOL:.*]] = hip.get_pool(%ctx, %[[SZ]]) : memref<?xi8>
// A1-NEXT:      %[[C0:.*]] = arith.constant 0 : index
// A1-NEXT:      %[[C24:.*]] = arith.constant 24 : index
// A1-NEXT:      %[[C40:.*]] = arith.constant 40 : index
// A1-NEXT:      %[[C56:.*]] = arith.constant 56 : index
// A1-NEXT:      %i = memref.view %[[POOL]][%[[C0]]][] : memref<?xi8> to memref<3xindex>
// A1-NEXT:      %b1 = memref.view %[[POOL]][%[[C40]]][] : memref<?xi8> to memref<9xi1>
// A1-NEXT:      %b4 = memref.view %[[POOL]][%[[C56]]][] : memref<?xi8> to memref<3x3xi4>
// A1-NEXT:      %cf = memref.view %[[POOL]][%[[C24]]][] : memref<?xi8> to memref<2xcomplex<f32>>
func.func @element_sizes(%ctx: !hip.context) {
  %i = memref.alloc() : memref<3xindex>
  %b1 = memref.alloc() : memref<9xi1>
  %b4 = memref.alloc() : memref<3x3xi4>
  %cf = memref.alloc() : memref<2xcomplex<f32>>
  "test.op_with_memwrite"(%i, %b1, %b4, %cf) : (memref<3xindex>, memref<9xi1>, memref<3x3xi4>, memref<2xcomplex<f32>>) -> ()
  func.return
}

// -----

// An `alignment` attribute larger than the pass alignment is honoured (docs/semantics.md
// §12, where xhip is deliberately safer): the domain is planned at 1024, so b
// (and, being in the same pool, a) get 1024-aligned offsets and 1024-rounded
// sizes: a 0, b 1024, pool 2048. With alignment=1 the attribute still wins
// (max(1, 1024) = 1024). The reference ignores the attribute and plans at 256:
// a 0, b 256, pool 512 -- b's view is then only 256-aligned although its alloc
// promised 1024 (code lowered for it may use loads that need that alignment),
// which is why xhip does not copy it.
// CHECK:      builtin.module attributes {hipdnn.pool_size = 2048 : i64, hipdnn.buffer_count = 2 : i64, hipdnn.buffer_offsets = [0 : i64, 1024 : i64]} {
// CHECK-NEXT:   func.func @alloc_alignment(%ctx: !hip.context) {
// CHECK-NEXT:     %[[SZ:.*]] = arith.constant 2048 : index
// CHECK-NEXT:     %[[POOL:.*]] = hip.get_pool(%ctx, %[[SZ]]) : memref<?xi8>
// CHECK-NEXT:     %[[C0:.*]] = arith.constant 0 : index
// CHECK-NEXT:     %[[C1024:.*]] = arith.constant 1024 : index
// CHECK-NEXT:     %a = memref.view %[[POOL]][%[[C0]]][] : memref<?xi8> to memref<8xf32>
// CHECK-NEXT:     %b = memref.view %[[POOL]][%[[C1024]]][] : memref<?xi8> to memref<8xf32>
// A64:      builtin.module attributes {hipdnn.pool_size = 2048 : i64, hipdnn.buffer_count = 2 : i64, hipdnn.buffer_offsets = [0 : i64, 1024 : i64]} {
// A1:       builtin.module attributes {hipdnn.pool_size = 2048 : i64, hipdnn.buffer_count = 2 : i64, hipdnn.buffer_offsets = [0 : i64, 1024 : i64]} {
func.func @alloc_alignment(%ctx: !hip.context) {
  %a = memref.alloc() : memref<8xf32>
  %b = memref.alloc() {alignment = 1024 : i64} : memref<8xf32>
  "test.op_with_memwrite"(%a, %b) : (memref<8xf32>, memref<8xf32>) -> ()
  func.return
}

// -----

// A smaller `alignment` attribute changes nothing: 32 B each, rounded to the
// pass alignment. 256: a 0, b 256, pool 512. 64: a 0, b 64, pool 128. 1: max(1,
// 16) = 16, a 0, b 32, pool 64.
// CHECK:      builtin.module attributes {hipdnn.pool_size = 512 : i64, hipdnn.buffer_count = 2 : i64, hipdnn.buffer_offsets = [0 : i64, 256 : i64]} {
// A64:      builtin.module attributes {hipdnn.pool_size = 128 : i64, hipdnn.buffer_count = 2 : i64, hipdnn.buffer_offsets = [0 : i64, 64 : i64]} {
// A1:       builtin.module attributes {hipdnn.pool_size = 64 : i64, hipdnn.buffer_count = 2 : i64, hipdnn.buffer_offsets = [0 : i64, 32 : i64]} {
func.func @small_alloc_alignment(%ctx: !hip.context) {
  %a = memref.alloc() {alignment = 16 : i64} : memref<8xf32>
  %b = memref.alloc() : memref<8xf32>
  "test.op_with_memwrite"(%a, %b) : (memref<8xf32>, memref<8xf32>) -> ()
  func.return
}

// A second run finds the allocs gone and the pools in place: it changes nothing,
// the module attributes included.
// RUN: xdsl-opt -p hip-pool-allocs --allow-unregistered-dialect --split-input-file %t.pooled.mlir | filecheck %s

// RUN: xdsl-opt -p 'hip-pool-allocs{verify-plan=true},cse' --allow-unregistered-dialect --split-input-file %s | filecheck %s
// RUN: xdsl-opt -p 'hip-pool-allocs{alignment=1 verify-plan=true},cse' --allow-unregistered-dialect --split-input-file %s | filecheck %s --check-prefix=A1
// RUN: xdsl-opt -p 'hip-pool-allocs' --allow-unregistered-dialect --split-input-file %s | xhip check --split-input-file - | filecheck %s --check-prefix=SAFE
// RUN: xdsl-opt -p 'hip-pool-allocs{alignment=1}' --allow-unregistered-dialect --split-input-file %s | xhip check --alignment 1 --split-input-file - | filecheck %s --check-prefix=SAFE

// Storage sizes (docs/semantics.md
// §6.1): a buffer takes elements x the storage size of its
// element type in MLIR's default data layout, and its domain is aligned to the
// element's ABI alignment where that exceeds the pass alignment. The
// reference's numbers below were measured with its binary (`hip-ref-opt
// --mlir-disable-threading --allow-unregistered-dialect --hip-pool-allocs
// --cse`, `alignment=1` for A1); tests/filecheck/check/storage-sizes.mlir runs
// `xhip check` on its output.

// SAFE: -: 7 functions, 17 views, {{[0-9]+}} function bindings checked: no violation

// Two i1 masks live together. An i1 is one byte in memory (MLIR's lowering,
// ONNX Runtime's bool tensors): 2048 bytes each, m1 0, m2 2048, pool 4096, at
// every alignment. The reference sizes them ceil(2048 / 8) = 256 bytes:
// offsets [0, 256], pool 512, so m2 (bytes [256, 2304) as stored) overwrites
// m1's elements 256..2047 and runs 3840 bytes past the pool.
// CHECK:      builtin.module attributes {hipdnn.pool_size = 4096 : i64, hipdnn.buffer_count = 2 : i64, hipdnn.buffer_offsets = [0 : i64, 2048 : i64]} {
// CHECK-NEXT:   func.func @masks(%ctx: !hip.context) {
// CHECK-NEXT:     %[[SZ:.*]] = arith.constant 4096 : index
// CHECK-NEXT:     %pool = hip.get_pool(%ctx, %[[SZ]]) : memref<?xi8>
// CHECK-NEXT:     %[[C0:.*]] = arith.constant 0 : index
// CHECK-NEXT:     %[[C2048:.*]] = arith.constant 2048 : index
// CHECK-NEXT:     %m1 = memref.view %pool[%[[C0]]][] : memref<?xi8> to memref<2048xi1>
// CHECK-NEXT:     %m2 = memref.view %pool[%[[C2048]]][] : memref<?xi8> to memref<2048xi1>
// A1:         builtin.module attributes {hipdnn.pool_size = 4096 : i64, hipdnn.buffer_count = 2 : i64, hipdnn.buffer_offsets = [0 : i64, 2048 : i64]} {
func.func @masks(%ctx: !hip.context) {
  %m1 = memref.alloc() : memref<2048xi1>
  %m2 = memref.alloc() : memref<2048xi1>
  "test.op_with_memwrite"(%m1, %m2) : (memref<2048xi1>, memref<2048xi1>) -> ()
  func.return
}

// -----

// Dynamic masks: memref<?x4xi1> is n * 4 bytes (C = 4). The reference takes
// C = ceil(4 * 1 / 8) = 1: each mask n bytes, m2 at ceil(n / 256) * 256, so for
// n > 64 m2 starts inside m1's 4n bytes.
// CHECK:      builtin.module attributes {hipdnn.pool_size = 0 : i64, hipdnn.buffer_count = 2 : i64, hipdnn.buffer_offsets = [0 : i64, -1 : i64]} {
// CHECK-NEXT:   func.func @dynamic_masks(%ctx: !hip.context, %n: index) {
// CHECK-NEXT:     %[[C4:.*]] = arith.constant 4 : index
// CHECK-NEXT:     %[[B:.*]] = arith.muli %n, %[[C4]] : index
// CHECK-NEXT:     %[[C255:.*]] = arith.constant 255 : index
// CHECK-NEXT:     %[[C256:.*]] = arith.constant 256 : index
// CHECK-NEXT:     %[[U:.*]] = arith.addi %[[B]], %[[C255]] : index
// CHECK-NEXT:     %[[Q:.*]] = arith.divui %[[U]], %[[C256]] : index
// CHECK-NEXT:     %[[W:.*]] = arith.muli %[[Q]], %[[C256]] : index
// CHECK-NEXT:     %[[SZ:.*]] = arith.addi %[[W]], %[[W]] : index
// CHECK-NEXT:     %pool = hip.get_pool(%ctx, %[[SZ]]) : memref<?xi8>
// CHECK-NEXT:     %[[C0:.*]] = arith.constant 0 : index
// CHECK-NEXT:     %m1 = memref.view %pool[%[[C0]]][%n] : memref<?xi8> to memref<?x4xi1>
// CHECK-NEXT:     %m2 = memref.view %pool[%[[W]]][%n] : memref<?xi8> to memref<?x4xi1>
// A1:         builtin.module attributes {hipdnn.pool_size = 0 : i64, hipdnn.buffer_count = 2 : i64, hipdnn.buffer_offsets = [0 : i64, -1 : i64]} {
// A1-NEXT:      func.func @dynamic_masks(%ctx: !hip.context, %n: index) {
// A1-NEXT:        %[[C4:.*]] = arith.constant 4 : index
// A1-NEXT:        %[[B:.*]] = arith.muli %n, %[[C4]] : index
// A1-NEXT:        %[[SZ:.*]] = arith.addi %[[B]], %[[B]] : index
// A1-NEXT:        %pool = hip.get_pool(%ctx, %[[SZ]]) : memref<?xi8>
// A1-NEXT:        %[[C0:.*]] = arith.constant 0 : index
// A1-NEXT:        %m1 = memref.view %pool[%[[C0]]][%n] : memref<?xi8> to memref<?x4xi1>
// A1-NEXT:        %m2 = memref.view %pool[%[[B]]][%n] : memref<?xi8> to memref<?x4xi1>
func.func @dynamic_masks(%ctx: !hip.context, %n: index) {
  %m1 = memref.alloc(%n) : memref<?x4xi1>
  %m2 = memref.alloc(%n) : memref<?x4xi1>
  "test.op_with_memwrite"(%m1, %m2) : (memref<?x4xi1>, memref<?x4xi1>) -> ()
  func.return
}

// -----

// vector<3xf32> is stored in 16 bytes (3 lanes rounded up to 4): v is
// 64 x 16 = 1024 bytes, b 256: v 0, b 1024, pool 1280. At alignment 1 the
// domain is aligned to 16 (the vector's alignment): the same. Sized by bits
// (64 x 96 / 8 = 768, what xhip did before), b at 768 would overwrite
// v's elements 48..63. The reference crashes on a vector element type
// (SIGSEGV in getStaticByteSize, as on `index` and `complex`).
// CHECK:      builtin.module attributes {hipdnn.pool_size = 1280 : i64, hipdnn.buffer_count = 2 : i64, hipdnn.buffer_offsets = [0 : i64, 1024 : i64]} {
// CHECK-NEXT:   func.func @vector3(%ctx: !hip.context) {
// CHECK-NEXT:     %[[SZ:.*]] = arith.constant 1280 : index
// CHECK-NEXT:     %pool = hip.get_pool(%ctx, %[[SZ]]) : memref<?xi8>
// CHECK-NEXT:     %[[C0:.*]] = arith.constant 0 : index
// CHECK-NEXT:     %[[C1024:.*]] = arith.constant 1024 : index
// CHECK-NEXT:     %v = memref.view %pool[%[[C0]]][] : memref<?xi8> to memref<64xvector<3xf32>>
// CHECK-NEXT:     %b = memref.view %pool[%[[C1024]]][] : memref<?xi8> to memref<64xf32>
// A1:         builtin.module attributes {hipdnn.pool_size = 1280 : i64, hipdnn.buffer_count = 2 : i64, hipdnn.buffer_offsets = [0 : i64, 1024 : i64]} {
func.func @vector3(%ctx: !hip.context) {
  %v = memref.alloc() : memref<64xvector<3xf32>>
  %b = memref.alloc() : memref<64xf32>
  "test.op_with_memwrite"(%v, %b) : (memref<64xvector<3xf32>>, memref<64xf32>) -> ()
  func.return
}

// -----

// An element alignment above the pass alignment raises the domain's:
// vector<128xf32> is 512 bytes, aligned to 512. big 1200 bytes -> 1536, v 512:
// big 0, v 1536, pool 2048 (at alignment 1 too). At 256, v would sit at 1280,
// not a multiple of 512.
// CHECK:      builtin.module attributes {hipdnn.pool_size = 2048 : i64, hipdnn.buffer_count = 2 : i64, hipdnn.buffer_offsets = [0 : i64, 1536 : i64]} {
// CHECK-NEXT:   func.func @wide_vector(%ctx: !hip.context) {
// CHECK-NEXT:     %[[SZ:.*]] = arith.constant 2048 : index
// CHECK-NEXT:     %pool = hip.get_pool(%ctx, %[[SZ]]) : memref<?xi8>
// CHECK-NEXT:     %[[C0:.*]] = arith.constant 0 : index
// CHECK-NEXT:     %[[C1536:.*]] = arith.constant 1536 : index
// CHECK-NEXT:     %big = memref.view %pool[%[[C0]]][] : memref<?xi8> to memref<300xf32>
// CHECK-NEXT:     %v = memref.view %pool[%[[C1536]]][] : memref<?xi8> to memref<1xvector<128xf32>>
// A1:         builtin.module attributes {hipdnn.pool_size = 2048 : i64, hipdnn.buffer_count = 2 : i64, hipdnn.buffer_offsets = [0 : i64, 1536 : i64]} {
func.func @wide_vector(%ctx: !hip.context) {
  %big = memref.alloc() : memref<300xf32>
  %v = memref.alloc() : memref<1xvector<128xf32>>
  "test.op_with_memwrite"(%big, %v) : (memref<300xf32>, memref<1xvector<128xf32>>) -> ()
  func.return
}

// -----

// alignment=1 never puts an f32 at an odd byte: the domain is aligned to 4, a
// 17 -> 20 bytes, b 16: a 0, b 20, pool 36. The reference at alignment=1:
// offsets [0, 17], pool 33 (an f32 view at byte 17). At 256 both give [0, 256],
// pool 512.
// CHECK:      builtin.module attributes {hipdnn.pool_size = 512 : i64, hipdnn.buffer_count = 2 : i64, hipdnn.buffer_offsets = [0 : i64, 256 : i64]} {
// A1:         builtin.module attributes {hipdnn.pool_size = 36 : i64, hipdnn.buffer_count = 2 : i64, hipdnn.buffer_offsets = [0 : i64, 20 : i64]} {
// A1-NEXT:      func.func @f32_after_bytes(%ctx: !hip.context) {
// A1-NEXT:        %[[SZ:.*]] = arith.constant 36 : index
// A1-NEXT:        %pool = hip.get_pool(%ctx, %[[SZ]]) : memref<?xi8>
// A1-NEXT:        %[[C0:.*]] = arith.constant 0 : index
// A1-NEXT:        %[[C20:.*]] = arith.constant 20 : index
// A1-NEXT:        %a = memref.view %pool[%[[C0]]][] : memref<?xi8> to memref<17xi8>
// A1-NEXT:        %b = memref.view %pool[%[[C20]]][] : memref<?xi8> to memref<4xf32>
func.func @f32_after_bytes(%ctx: !hip.context) {
  %a = memref.alloc() : memref<17xi8>
  %b = memref.alloc() : memref<4xf32>
  "test.op_with_memwrite"(%a, %b) : (memref<17xi8>, memref<4xf32>) -> ()
  func.return
}

// -----

// Odd widths: i24 takes 4 bytes (aligned to 4), f80 16 (aligned to 16), i4 1.
// a 9 x 4 = 36, b 9 x 16 = 144, c 9 x 1 = 9 bytes, all live together, placed
// largest first (b, a, c). At 256: b 0, a 256, c 512, pool 768 (the reference
// too: its sizes 27, 90 and 5 all round to 256). At 1 the domain is aligned to
// 16: b 144, a 48, c 16; b 0, a 144, c 192, pool 208. The reference at 1 packs
// 27, 90 and 5 bytes: offsets [90, 0, 117], pool 122.
// CHECK:      builtin.module attributes {hipdnn.pool_size = 768 : i64, hipdnn.buffer_count = 3 : i64, hipdnn.buffer_offsets = [256 : i64, 0 : i64, 512 : i64]} {
// A1:         builtin.module attributes {hipdnn.pool_size = 208 : i64, hipdnn.buffer_count = 3 : i64, hipdnn.buffer_offsets = [144 : i64, 0 : i64, 192 : i64]} {
func.func @odd_scalars(%ctx: !hip.context) {
  %a = memref.alloc() : memref<3x3xi24>
  %b = memref.alloc() : memref<3x3xf80>
  %c = memref.alloc() : memref<3x3xi4>
  "test.op_with_memwrite"(%a, %b, %c) : (memref<3x3xi24>, memref<3x3xf80>, memref<3x3xi4>) -> ()
  func.return
}

// -----

// index is 8 bytes, complex<f32> 8 (aligned to 4), vector<2x3xi1> 2 x 4 = 8
// bytes (aligned to 8), vector<3xi1> 4 (aligned to 4). i 16, cf 24, vb 8 x 2 =
// 16, v3 4 x 5 = 20 bytes. At 256: order cf(24) v3(20) i(16) vb(16): cf 0,
// v3 256, i 512, vb 768, pool 1024. At 1 the domain is aligned to 8: cf 24,
// v3 24, i 16, vb 16; cf 0, v3 24, i 48, vb 64, pool 80.
// CHECK:      builtin.module attributes {hipdnn.pool_size = 1024 : i64, hipdnn.buffer_count = 4 : i64, hipdnn.buffer_offsets = [512 : i64, 0 : i64, 768 : i64, 256 : i64]} {
// A1:         builtin.module attributes {hipdnn.pool_size = 80 : i64, hipdnn.buffer_count = 4 : i64, hipdnn.buffer_offsets = [48 : i64, 0 : i64, 64 : i64, 24 : i64]} {
func.func @other_elements(%ctx: !hip.context) {
  %i = memref.alloc() : memref<2xindex>
  %cf = memref.alloc() : memref<3xcomplex<f32>>
  %vb = memref.alloc() : memref<2xvector<2x3xi1>>
  %v3 = memref.alloc() : memref<5xvector<3xi1>>
  "test.op_with_memwrite"(%i, %cf, %vb, %v3) : (memref<2xindex>, memref<3xcomplex<f32>>, memref<2xvector<2x3xi1>>, memref<5xvector<3xi1>>) -> ()
  func.return
}

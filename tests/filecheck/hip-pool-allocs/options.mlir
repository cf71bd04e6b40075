// RUN: xdsl-opt -p hip-pool-allocs,cse --allow-unregistered-dialect --split-input-file %s | filecheck %s
// The report is a remark; the IR is the same with it:
// RUN: xdsl-opt -p 'hip-pool-allocs{emit-fragmentation-report=true},cse' --allow-unregistered-dialect --split-input-file %s 2>/dev/null | filecheck %s
// RUN: xdsl-opt -p 'hip-pool-allocs{emit-fragmentation-report=true}' --allow-unregistered-dialect --split-input-file %s 2>&1 >/dev/null | filecheck %s --check-prefix=REPORT
// RUN: xdsl-opt -p 'hip-pool-allocs{lifetime-only=false emit-fragmentation-report=true}' --allow-unregistered-dialect --split-input-file %s 2>&1 >/dev/null | filecheck %s --check-prefix=GREPORT
// RUN: xdsl-opt -p 'hip-pool-allocs{lifetime-only=false lifetime-start=first-use emit-fragmentation-report=true}' --allow-unregistered-dialect --split-input-file %s 2>&1 >/dev/null | filecheck %s --check-prefix=FREPORT
// RUN: xdsl-opt -p 'hip-pool-allocs{lifetime-start=first-use},cse' --allow-unregistered-dialect --split-input-file %s | filecheck %s --check-prefix=FIRST
// RUN: xdsl-opt -p 'hip-pool-allocs{alignment=64},cse' --allow-unregistered-dialect --split-input-file %s | filecheck %s --check-prefix=A64
// RUN: xdsl-opt -p 'hip-pool-allocs{alignment=1},cse' --allow-unregistered-dialect --split-input-file %s | filecheck %s --check-prefix=A1

// Options of docs/semantics.md §3 and the fragmentation report of docs/semantics.md §8 (one remark per
// domain, in function order). xdsl-opt keeps no op locations, so the remarks
// have none.

// Report with numbers on both sides.
// Static: w 512 B, x 768 B, y 512 B, z 512 B; w [0,5], x [1,2], y [3,5], z [4,5].
//   Order x w y z: x 0; w overlaps x -> 768; y overlaps w only -> gap [0,768) -> 0;
//   z overlaps y [0,512), w [768,1280): [512,768) too small -> 1280. S = 1792.
//   L = max load: at 5, w + y + z = 1536. Frag 256.
// Dynamic (F n): a C 512 [6,8], b C 256 [7,8], c C 768 [9,10].
//   Lifetime-only: order c a b: c slab 0; a disjoint -> slab 0; b overlaps a ->
//   slab 1. P = 768 + 256 = 1024; Q = max(512 + 256, 768) = 768. Frag 256.
//   Footprints n*768, n*512, n*256; w0 = maxui(n*768, n*512), w1 = n*256.
//   Pool = (w0 + 1792) + w1; a, c at 1792; b at w0 + 1792. Static offset
//   constants in packing order x 0, w 768, y 0, z 1280.
//   Grouped: one group, units c 0, a 0, b 512 -> span 768, one slab: P = Q = 768.
// CHECK:      builtin.module attributes {hipdnn.pool_size = 1792 : i64, hipdnn.buffer_count = 7 : i64, hipdnn.buffer_offsets = [768 : i64, 0 : i64, 0 : i64, 1280 : i64, 1792 : i64, -1 : i64, 1792 : i64]} {
// CHECK-NEXT:  func.func @report_numbers(%ctx: !hip.context, %n: index) {
// CHECK-NEXT:    %[[C768:.*]] = arith.constant 768 : index
// CHECK-NEXT:    %[[V0:.*]] = arith.muli %n, %[[C768]] : index
// CHECK-NEXT:    %[[C512:.*]] = arith.constant 512 : index
// CHECK-NEXT:    %[[V1:.*]] = arith.muli %n, %[[C512]] : index
// CHECK-NEXT:    %[[C256:.*]] = arith.constant 256 : index
// CHECK-NEXT:    %[[V2:.*]] = arith.muli %n, %[[C256]] : index
// CHECK-NEXT:    %[[V3:.*]] = arith.maxui %[[V0]], %[[V1]] : index
// CHECK-NEXT:    %[[C1792:.*]] = arith.constant 1792 : index
// CHECK-NEXT:    %[[V4:.*]] = arith.addi %[[V3]], %[[C1792]] : index
// CHECK-NEXT:    %[[V5:.*]] = arith.addi %[[V4]], %[[V2]] : index
// CHECK-NEXT:    %[[POOL:.*]] = hip.get_pool(%ctx, %[[V5]]) : memref<?xi8>
// CHECK-NEXT:    %[[C0:.*]] = arith.constant 0 : index
// CHECK-NEXT:    %[[C1280:.*]] = arith.constant 1280 : index
// CHECK-NEXT:    %w = memref.view %[[POOL]][%[[C768]]][] : memref<?xi8> to memref<128xf32>
// CHECK-NEXT:    %x = memref.view %[[POOL]][%[[C0]]][] : memref<?xi8> to memref<192xf32>
// CHECK-NEXT:    "test.op_with_memwrite"(%w, %x) : (memref<128xf32>, memref<192xf32>) -> ()
// CHECK-NEXT:    %y = memref.view %[[POOL]][%[[C0]]][] : memref<?xi8> to memref<128xf32>
// CHECK-NEXT:    %z = memref.view %[[POOL]][%[[C1280]]][] : memref<?xi8> to memref<128xf32>
// CHECK-NEXT:    "test.op_with_memwrite"(%w, %y, %z) : (memref<128xf32>, memref<128xf32>, memref<128xf32>) -> ()
// CHECK-NEXT:    %a = memref.view %[[POOL]][%[[C1792]]][%n] : memref<?xi8> to memref<?x128xf32>
// CHECK-NEXT:    %b = memref.view %[[POOL]][%[[V4]]][%n] : memref<?xi8> to memref<?x64xf32>
// CHECK-NEXT:    "test.op_with_memwrite"(%a, %b) : (memref<?x128xf32>, memref<?x64xf32>) -> ()
// CHECK-NEXT:    %c = memref.view %[[POOL]][%[[C1792]]][%n] : memref<?xi8> to memref<?x192xf32>
// CHECK-NEXT:    "test.op_with_memwrite"(%c) : (memref<?x192xf32>) -> ()
// CHECK-NEXT:    func.return
// REPORT:       {{^}}remark: hip-pool-allocs fragmentation: domain 0: static 1792/1536 B (256 frag); dyn-pool 1024/768 units (256 frag); small-buckets 0/0 bins (0 excess){{$}}
// GREPORT:      {{^}}remark: hip-pool-allocs fragmentation: domain 0: static 1792/1536 B (256 frag); dyn-pool 768/768 units (0 frag); small-buckets 0/0 bins (0 excess){{$}}
func.func @report_numbers(%ctx: !hip.context, %n: index) {
  %w = memref.alloc() : memref<128xf32>
  %x = memref.alloc() : memref<192xf32>
  "test.op_with_memwrite"(%w, %x) : (memref<128xf32>, memref<192xf32>) -> ()
  %y = memref.alloc() : memref<128xf32>
  %z = memref.alloc() : memref<128xf32>
  "test.op_with_memwrite"(%w, %y, %z) : (memref<128xf32>, memref<128xf32>, memref<128xf32>) -> ()
  %a = memref.alloc(%n) : memref<?x128xf32>
  %b = memref.alloc(%n) : memref<?x64xf32>
  "test.op_with_memwrite"(%a, %b) : (memref<?x128xf32>, memref<?x64xf32>) -> ()
  %c = memref.alloc(%n) : memref<?x192xf32>
  "test.op_with_memwrite"(%c) : (memref<?x192xf32>) -> ()
  func.return
}

// -----

// Mixed runtime factors: a (n, C 256) [0,2], b (m, C 256) [1,2], d (m, C 12) [3,4].
// Lifetime-only: order a b d: a slab 0; b overlaps a -> slab 1; d disjoint from a
// -> slab 0, mixed F with a C of 12 -> rounded: w0 = alignUp(maxui(n*256, m*12)).
// The footprints are emitted in group order, a b d (n*256, m*256, m*12), not
// slab by slab. Pool = w0 + m*256; a, d at 0, b at w0.
// Grouped: groups (n) a and (m) b, still mixed; d alone in a bucket: 1 bin, peak 1.
// CHECK:      builtin.module attributes {hipdnn.pool_size = 0 : i64, hipdnn.buffer_count = 3 : i64, hipdnn.buffer_offsets = [0 : i64, -1 : i64, 0 : i64]} {
// CHECK-NEXT:  func.func @mixed_factors(%ctx: !hip.context, %n: index, %m: index) {
// CHECK-NEXT:    %[[C256:.*]] = arith.constant 256 : index
// CHECK-NEXT:    %[[V0:.*]] = arith.muli %n, %[[C256]] : index
// CHECK-NEXT:    %[[V1:.*]] = arith.muli %m, %[[C256]] : index
// CHECK-NEXT:    %[[C12:.*]] = arith.constant 12 : index
// CHECK-NEXT:    %[[V2:.*]] = arith.muli %m, %[[C12]] : index
// CHECK-NEXT:    %[[V3:.*]] = arith.maxui %[[V0]], %[[V2]] : index
// CHECK-NEXT:    %[[C255:.*]] = arith.constant 255 : index
// CHECK-NEXT:    %[[V4:.*]] = arith.addi %[[V3]], %[[C255]] : index
// CHECK-NEXT:    %[[V5:.*]] = arith.divui %[[V4]], %[[C256]] : index
// CHECK-NEXT:    %[[V6:.*]] = arith.muli %[[V5]], %[[C256]] : index
// CHECK-NEXT:    %[[V7:.*]] = arith.addi %[[V6]], %[[V1]] : index
// CHECK-NEXT:    %[[POOL:.*]] = hip.get_pool(%ctx, %[[V7]]) : memref<?xi8>
// CHECK-NEXT:    %[[C0:.*]] = arith.constant 0 : index
// CHECK-NEXT:    %a = memref.view %[[POOL]][%[[C0]]][%n] : memref<?xi8> to memref<?x64xf32>
// CHECK-NEXT:    %b = memref.view %[[POOL]][%[[V6]]][%m] : memref<?xi8> to memref<?x64xf32>
// CHECK-NEXT:    "test.op_with_memwrite"(%a, %b) : (memref<?x64xf32>, memref<?x64xf32>) -> ()
// CHECK-NEXT:    %d = memref.view %[[POOL]][%[[C0]]][%m] : memref<?xi8> to memref<?x3xf32>
// CHECK-NEXT:    "test.op_with_memwrite"(%d) : (memref<?x3xf32>) -> ()
// CHECK-NEXT:    func.return
// REPORT-NEXT:  {{^}}remark: hip-pool-allocs fragmentation: domain 0: static 0/0 B (0 frag); dyn-pool coefficient unavailable (mixed runtime factors); small-buckets 0/0 bins (0 excess){{$}}
// GREPORT-NEXT: {{^}}remark: hip-pool-allocs fragmentation: domain 0: static 0/0 B (0 frag); dyn-pool coefficient unavailable (mixed runtime factors); small-buckets 1/1 bins (0 excess){{$}}
func.func @mixed_factors(%ctx: !hip.context, %n: index, %m: index) {
  %a = memref.alloc(%n) : memref<?x64xf32>
  %b = memref.alloc(%m) : memref<?x64xf32>
  "test.op_with_memwrite"(%a, %b) : (memref<?x64xf32>, memref<?x64xf32>) -> ()
  %d = memref.alloc(%m) : memref<?x3xf32>
  "test.op_with_memwrite"(%d) : (memref<?x3xf32>) -> ()
  func.return
}

// -----

// Runtime alignment: s 400 B [0,2]; a (n, C 12) [1,2], alone in its slab, whose
// widest C (12) is not a multiple of the alignment.
// 256: prefix 512, pool alignUp(n*12, 256) + 512, a at 512.
// 64: prefix 448 (400 -> 7 * 64), pool alignUp(n*12, 64) + 448, a at 448.
// 1: prefix 400, no round-up (12 is a multiple of 1), pool n*12 + 400, a at 400.
// Grouped: a goes to a bucket, no groups: dyn-pool 0/0, 1 bin, peak 1.
// CHECK:      builtin.module attributes {hipdnn.pool_size = 512 : i64, hipdnn.buffer_count = 2 : i64, hipdnn.buffer_offsets = [0 : i64, 512 : i64]} {
// CHECK-NEXT:  func.func @runtime_alignment(%ctx: !hip.context, %n: index) {
// CHECK-NEXT:    %[[C12:.*]] = arith.constant 12 : index
// CHECK-NEXT:    %[[V0:.*]] = arith.muli %n, %[[C12]] : index
// CHECK-NEXT:    %[[C255:.*]] = arith.constant 255 : index
// CHECK-NEXT:    %[[C256:.*]] = arith.constant 256 : index
// CHECK-NEXT:    %[[V1:.*]] = arith.addi %[[V0]], %[[C255]] : index
// CHECK-NEXT:    %[[V2:.*]] = arith.divui %[[V1]], %[[C256]] : index
// CHECK-NEXT:    %[[V3:.*]] = arith.muli %[[V2]], %[[C256]] : index
// CHECK-NEXT:    %[[C512:.*]] = arith.constant 512 : index
// CHECK-NEXT:    %[[V4:.*]] = arith.addi %[[V3]], %[[C512]] : index
// CHECK-NEXT:    %[[POOL:.*]] = hip.get_pool(%ctx, %[[V4]]) : memref<?xi8>
// CHECK-NEXT:    %[[C0:.*]] = arith.constant 0 : index
// CHECK-NEXT:    %s = memref.view %[[POOL]][%[[C0]]][] : memref<?xi8> to memref<100xf32>
// CHECK-NEXT:    %a = memref.view %[[POOL]][%[[C512]]][%n] : memref<?xi8> to memref<?x3xf32>
// CHECK-NEXT:    "test.op_with_memwrite"(%s, %a) : (memref<100xf32>, memref<?x3xf32>) -> ()
// CHECK-NEXT:    func.return
// A64:      builtin.module attributes {hipdnn.pool_size = 448 : i64, hipdnn.buffer_count = 2 : i64, hipdnn.buffer_offsets = [0 : i64, 448 : i64]} {
// A64-NEXT:  func.func @runtime_alignment(%ctx: !hip.context, %n: index) {
// A64-NEXT:    %[[C12:.*]] = arith.constant 12 : index
// A64-NEXT:    %[[V0:.*]] = arith.muli %n, %[[C12]] : index
// A64-NEXT:    %[[C63:.*]] = arith.constant 63 : index
// A64-NEXT:    %[[C64:.*]] = arith.constant 64 : index
// A64-NEXT:    %[[V1:.*]] = arith.addi %[[V0]], %[[C63]] : index
// A64-NEXT:    %[[V2:.*]] = arith.divui %[[V1]], %[[C64]] : index
// A64-NEXT:    %[[V3:.*]] = arith.muli %[[V2]], %[[C64]] : index
// A64-NEXT:    %[[C448:.*]] = arith.constant 448 : index
// A64-NEXT:    %[[V4:.*]] = arith.addi %[[V3]], %[[C448]] : index
// A64-NEXT:    %[[POOL:.*]] = hip.get_pool(%ctx, %[[V4]]) : memref<?xi8>
// A64-NEXT:    %[[C0:.*]] = arith.constant 0 : index
// A64-NEXT:    %s = memref.view %[[POOL]][%[[C0]]][] : memref<?xi8> to memref<100xf32>
// A64-NEXT:    %a = memref.view %[[POOL]][%[[C448]]][%n] : memref<?xi8> to memref<?x3xf32>
// A64-NEXT:    "test.op_with_memwrite"(%s, %a) : (memref<100xf32>, memref<?x3xf32>) -> ()
// A64-NEXT:    func.return
// A1:      builtin.module attributes {hipdnn.pool_size = 400 : i64, hipdnn.buffer_count = 2 : i64, hipdnn.buffer_offsets = [0 : i64, 400 : i64]} {
// A1-NEXT:  func.func @runtime_alignment(%ctx: !hip.context, %n: index) {
// A1-NEXT:    %[[C12:.*]] = arith.constant 12 : index
// A1-NEXT:    %[[V0:.*]] = arith.muli %n, %[[C12]] : index
// A1-NEXT:    %[[C400:.*]] = arith.constant 400 : index
// A1-NEXT:    %[[V1:.*]] = arith.addi %[[V0]], %[[C400]] : index
// A1-NEXT:    %[[POOL:.*]] = hip.get_pool(%ctx, %[[V1]]) : memref<?xi8>
// A1-NEXT:    %[[C0:.*]] = arith.constant 0 : index
// A1-NEXT:    %s = memref.view %[[POOL]][%[[C0]]][] : memref<?xi8> to memref<100xf32>
// A1-NEXT:    %a = memref.view %[[POOL]][%[[C400]]][%n] : memref<?xi8> to memref<?x3xf32>
// A1-NEXT:    "test.op_with_memwrite"(%s, %a) : (memref<100xf32>, memref<?x3xf32>) -> ()
// A1-NEXT:    func.return
// REPORT-NEXT:  {{^}}remark: hip-pool-allocs fragmentation: domain 0: static 512/512 B (0 frag); dyn-pool coefficient unavailable (runtime alignment); small-buckets 0/0 bins (0 excess){{$}}
// GREPORT-NEXT: {{^}}remark: hip-pool-allocs fragmentation: domain 0: static 512/512 B (0 frag); dyn-pool 0/0 units (0 frag); small-buckets 1/1 bins (0 excess){{$}}
func.func @runtime_alignment(%ctx: !hip.context, %n: index) {
  %s = memref.alloc() : memref<100xf32>
  %a = memref.alloc(%n) : memref<?x3xf32>
  "test.op_with_memwrite"(%s, %a) : (memref<100xf32>, memref<?x3xf32>) -> ()
  func.return
}

// -----

// Bins: A, B, C, D (m, C 12) allocated at 0..3, used at A 4-5, C 5-6, D 6-7, B 7-8.
// From the alloc: all four overlap -> lifetime-only: four slabs; grouped: one
// bucket, 4 bins, peak 4.
// From the first use (A [4,5], B [7,8], C [5,6], D [6,7]), first fit in block
// order: A bin 0; B bin 0; C overlaps A -> bin 1; D overlaps B (bin 0) and C
// (bin 1) -> bin 2. 3 bins, peak 2: 1 excess.
// CHECK:      builtin.module attributes {hipdnn.pool_size = 0 : i64, hipdnn.buffer_count = 4 : i64, hipdnn.buffer_offsets = [0 : i64, -1 : i64, -1 : i64, -1 : i64]} {
// CHECK-NEXT:   func.func @bins
// REPORT-NEXT:  {{^}}remark: hip-pool-allocs fragmentation: domain 0: static 0/0 B (0 frag); dyn-pool coefficient unavailable (runtime alignment); small-buckets 0/0 bins (0 excess){{$}}
// GREPORT-NEXT: {{^}}remark: hip-pool-allocs fragmentation: domain 0: static 0/0 B (0 frag); dyn-pool 0/0 units (0 frag); small-buckets 4/4 bins (0 excess){{$}}
// FREPORT:      {{^}}remark: hip-pool-allocs fragmentation: domain 0: static 0/0 B (0 frag); dyn-pool 0/0 units (0 frag); small-buckets 3/2 bins (1 excess){{$}}
func.func @bins(%ctx: !hip.context, %m: index) {
  %A = memref.alloc(%m) : memref<?x3xf32>
  %B = memref.alloc(%m) : memref<?x3xf32>
  %C = memref.alloc(%m) : memref<?x3xf32>
  %D = memref.alloc(%m) : memref<?x3xf32>
  "test.op_with_memwrite"(%A) : (memref<?x3xf32>) -> ()
  "test.op_with_memwrite"(%A, %C) : (memref<?x3xf32>, memref<?x3xf32>) -> ()
  "test.op_with_memwrite"(%C, %D) : (memref<?x3xf32>, memref<?x3xf32>) -> ()
  "test.op_with_memwrite"(%D, %B) : (memref<?x3xf32>, memref<?x3xf32>) -> ()
  "test.op_with_memwrite"(%B) : (memref<?x3xf32>) -> ()
  func.return
}

// -----

// lifetime-start=first-use: hoisted allocs whose uses do not overlap share bytes.
// From the alloc: a [0,2], b [1,3] overlap -> 0, 256, pool 512.
// From the first use: a [2,2], b [3,3] -> both 0, pool 256.
// CHECK:      builtin.module attributes {hipdnn.pool_size = 512 : i64, hipdnn.buffer_count = 2 : i64, hipdnn.buffer_offsets = [0 : i64, 256 : i64]} {
// CHECK-NEXT:   func.func @hoisted
// FIRST:      builtin.module attributes {hipdnn.pool_size = 256 : i64, hipdnn.buffer_count = 2 : i64, hipdnn.buffer_offsets = [0 : i64, 0 : i64]} {
// FIRST-NEXT:  func.func @hoisted(%ctx: !hip.context) {
// FIRST-NEXT:    %[[C256:.*]] = arith.constant 256 : index
// FIRST-NEXT:    %[[POOL:.*]] = hip.get_pool(%ctx, %[[C256]]) : memref<?xi8>
// FIRST-NEXT:    %[[C0:.*]] = arith.constant 0 : index
// FIRST-NEXT:    %a = memref.view %[[POOL]][%[[C0]]][] : memref<?xi8> to memref<64xf32>
// FIRST-NEXT:    %b = memref.view %[[POOL]][%[[C0]]][] : memref<?xi8> to memref<32xf64>
// FIRST-NEXT:    "test.op_with_memwrite"(%a) : (memref<64xf32>) -> ()
// FIRST-NEXT:    "test.op_with_memwrite"(%b) : (memref<32xf64>) -> ()
// FIRST-NEXT:    func.return
// REPORT-NEXT:  {{^}}remark: hip-pool-allocs fragmentation: domain 0: static 512/512 B (0 frag); dyn-pool 0/0 units (0 frag); small-buckets 0/0 bins (0 excess){{$}}
// GREPORT-NEXT: {{^}}remark: hip-pool-allocs fragmentation: domain 0: static 512/512 B (0 frag); dyn-pool 0/0 units (0 frag); small-buckets 0/0 bins (0 excess){{$}}
// FREPORT-NEXT: {{^}}remark: hip-pool-allocs fragmentation: domain 0: static 256/256 B (0 frag); dyn-pool 0/0 units (0 frag); small-buckets 0/0 bins (0 excess){{$}}
func.func @hoisted(%ctx: !hip.context) {
  %a = memref.alloc() : memref<64xf32>
  %b = memref.alloc() : memref<32xf64>
  "test.op_with_memwrite"(%a) : (memref<64xf32>) -> ()
  "test.op_with_memwrite"(%b) : (memref<32xf64>) -> ()
  func.return
}

// -----

// One remark per domain, in domain order. 2 a (v0, C 256) and 3 s (32 B) in
// domain 0; 5 b (v1 loaded at 4, C 256) in domain 1. Every mode gives the same
// numbers: domain 0 static 256/256, dyn 256/256; domain 1 static 0/0, dyn 256/256.
// CHECK:      builtin.module attributes {hipdnn.pool_size = 256 : i64, hipdnn.buffer_count = 3 : i64, hipdnn.buffer_offsets = [256 : i64, 0 : i64, 0 : i64], hipdnn.domain_count = 2 : i64, hipdnn.pool_sizes = [256 : i64, 0 : i64], hipdnn.buffer_domains = [0 : i64, 0 : i64, 1 : i64]} {
// REPORT-NEXT:  {{^}}remark: hip-pool-allocs fragmentation: domain 0: static 256/256 B (0 frag); dyn-pool 256/256 units (0 frag); small-buckets 0/0 bins (0 excess){{$}}
// REPORT-NEXT:  {{^}}remark: hip-pool-allocs: %b opens pool domain 1: its size %v1 comes after %a, where domain 0's pool is computed; run --hip-hoist-alloc-size-arith='hoist-loads=true' before --hip-pool-allocs to move the size arithmetic above it{{$}}
// REPORT-NEXT:  {{^}}remark: hip-pool-allocs fragmentation: domain 1: static 0/0 B (0 frag); dyn-pool 256/256 units (0 frag); small-buckets 0/0 bins (0 excess){{$}}
// REPORT-NOT:   remark
// GREPORT-NEXT: {{^}}remark: hip-pool-allocs fragmentation: domain 0: static 256/256 B (0 frag); dyn-pool 256/256 units (0 frag); small-buckets 0/0 bins (0 excess){{$}}
// GREPORT-NEXT: {{^}}remark: hip-pool-allocs: %b opens pool domain 1: its size %v1 comes after %a, where domain 0's pool is computed; run --hip-hoist-alloc-size-arith='hoist-loads=true' before --hip-pool-allocs to move the size arithmetic above it{{$}}
// GREPORT-NEXT: {{^}}remark: hip-pool-allocs fragmentation: domain 1: static 0/0 B (0 frag); dyn-pool 256/256 units (0 frag); small-buckets 0/0 bins (0 excess){{$}}
// GREPORT-NOT:  remark
// FREPORT-NEXT: {{^}}remark: hip-pool-allocs fragmentation: domain 0: static 256/256 B (0 frag); dyn-pool 256/256 units (0 frag); small-buckets 0/0 bins (0 excess){{$}}
// FREPORT-NEXT: {{^}}remark: hip-pool-allocs: %b opens pool domain 1: its size %v1 comes after %a, where domain 0's pool is computed; run --hip-hoist-alloc-size-arith='hoist-loads=true' before --hip-pool-allocs to move the size arithmetic above it{{$}}
// FREPORT-NEXT: {{^}}remark: hip-pool-allocs fragmentation: domain 1: static 0/0 B (0 frag); dyn-pool 256/256 units (0 frag); small-buckets 0/0 bins (0 excess){{$}}
// FREPORT-NOT:  remark
func.func @two_domains(%ctx: !hip.context, %buf: memref<?xindex>) {
  %c0 = arith.constant 0 : index
  %v0 = memref.load %buf[%c0] : memref<?xindex>
  %a = memref.alloc(%v0) : memref<?x64xf32>
  %s = memref.alloc() : memref<8xf32>
  %v1 = memref.load %buf[%c0] : memref<?xindex>
  %b = memref.alloc(%v1) : memref<?x64xf32>
  "test.op_with_memwrite"(%a, %s, %b) : (memref<?x64xf32>, memref<8xf32>, memref<?x64xf32>) -> ()
  func.return
}

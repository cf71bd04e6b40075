// RUN: xdsl-opt -p hip-pool-allocs,cse --allow-unregistered-dialect --split-input-file %s | filecheck %s
// Nothing on stderr: 8 domains is not more than the advisory threshold (docs/semantics.md §5).
// RUN: xdsl-opt -p hip-pool-allocs --allow-unregistered-dialect --split-input-file %s 2>&1 | filecheck %s --check-prefix=MERGED
// RUN: xdsl-opt -p 'hip-pool-allocs{emit-fragmentation-report=true}' --allow-unregistered-dialect --split-input-file %s 2>&1 >/dev/null | filecheck %s --check-prefix=REPORT

// Edges of the dominance partition (docs/semantics.md §5) and of its module attributes (docs/semantics.md §7).

// A domain holding only zero-byte buffers gets a pool of size 0: they are
// dynamic buffers with F = 1 and C = 0 (docs/semantics.md §6), counted in buffer_count.
// Domains are numbered in creation order.
// Block indices: 1 z (0 B), 2 e (4x0 f16: 0 B), 3 use, 4 dealloc z, 5 %n = load,
// 6 a (n, C 256), 7 s (32 B), 8 use, 9 dealloc s.
// z, e: no dynamic operands (latest def -1) -> domain 0 (first alloc 1).
// a: n defined at 5 >= 1 -> domain 1 (first alloc 6). s: static -> the newest
// domain, 1.
// Domain 0: z [1,3] and e [2,3] overlap: two slabs of width 1 * 0 = 0 (folded);
//   pool 0 + 0 + 0 = 0, right before z (F = 1 is defined in no op before it);
//   z and e both at the prefix, 0. z's dealloc goes.
// Domain 1: s 32 B -> prefix 256, s at 0; a slab n*256 at 256; pool n*256 + 256
//   (the constant on the right), {domain_id = 1}, right after %n. s's dealloc goes.
// buffer_count 4, offsets [0, 0, 256, 0], pool_sizes [0, 256] (each domain's
// static prefix), buffer_domains [0, 0, 1, 1]; pool_size is domain 0's prefix, 0.
// CHECK:      builtin.module attributes {hipdnn.pool_size = 0 : i64, hipdnn.buffer_count = 4 : i64, hipdnn.buffer_offsets = [0 : i64, 0 : i64, 256 : i64, 0 : i64], hipdnn.domain_count = 2 : i64, hipdnn.pool_sizes = [0 : i64, 256 : i64], hipdnn.buffer_domains = [0 : i64, 0 : i64, 1 : i64, 1 : i64]} {
// CHECK-NEXT:  func.func @zero_domain(%ctx: !hip.context, %buf: memref<?xindex>) {
// CHECK-NEXT:    %[[C0:.*]] = arith.constant 0 : index
// CHECK-NEXT:    %[[POOL:.*]] = hip.get_pool(%ctx, %[[C0]]) : memref<?xi8>
// CHECK-NEXT:    %z = memref.view %[[POOL]][%[[C0]]][] : memref<?xi8> to memref<0xf32>
// CHECK-NEXT:    %e = memref.view %[[POOL]][%[[C0]]][] : memref<?xi8> to memref<4x0xf16>
// CHECK-NEXT:    "test.use"(%z, %e) : (memref<0xf32>, memref<4x0xf16>) -> ()
// CHECK-NEXT:    %n = memref.load %buf[%[[C0]]] : memref<?xindex>
// CHECK-NEXT:    %[[C256:.*]] = arith.constant 256 : index
// CHECK-NEXT:    %[[V0:.*]] = arith.muli %n, %[[C256]] : index
// CHECK-NEXT:    %[[V1:.*]] = arith.addi %[[V0]], %[[C256]] : index
// CHECK-NEXT:    %[[POOL_1:.*]] = hip.get_pool(%ctx, %[[V1]]) {domain_id = 1 : i64} : memref<?xi8>
// CHECK-NEXT:    %a = memref.view %[[POOL_1]][%[[C256]]][%n] : memref<?xi8> to memref<?x64xf32>
// CHECK-NEXT:    %s = memref.view %[[POOL_1]][%[[C0]]][] : memref<?xi8> to memref<8xf32>
// CHECK-NEXT:    "test.use"(%a, %s) : (memref<?x64xf32>, memref<8xf32>) -> ()
// CHECK-NEXT:    func.return
// One remark per domain, the empty one included.
// Domain 0: two slabs whose widest coefficient is 0 each, max load 0.
// REPORT:       {{^}}remark: hip-pool-allocs fragmentation: domain 0: static 0/0 B (0 frag); dyn-pool 0/0 units (0 frag); small-buckets 0/0 bins (0 excess){{$}}
// REPORT-NEXT:  {{^}}remark: hip-pool-allocs: %a opens pool domain 1: its size %n comes after %z, where domain 0's pool is computed; run --hip-hoist-alloc-size-arith='hoist-loads=true' before --hip-pool-allocs to move the size arithmetic above it{{$}}
// REPORT-NEXT:  {{^}}remark: hip-pool-allocs fragmentation: domain 1: static 256/256 B (0 frag); dyn-pool 256/256 units (0 frag); small-buckets 0/0 bins (0 excess){{$}}
func.func @zero_domain(%ctx: !hip.context, %buf: memref<?xindex>) {
  %c0 = arith.constant 0 : index
  %z = memref.alloc() : memref<0xf32>
  %e = memref.alloc() : memref<4x0xf16>
  "test.use"(%z, %e) : (memref<0xf32>, memref<4x0xf16>) -> ()
  memref.dealloc %z : memref<0xf32>
  %n = memref.load %buf[%c0] : memref<?xindex>
  %a = memref.alloc(%n) : memref<?x64xf32>
  %s = memref.alloc() : memref<8xf32>
  "test.use"(%a, %s) : (memref<?x64xf32>, memref<8xf32>) -> ()
  memref.dealloc %s : memref<8xf32>
  func.return
}

// -----

// Exactly 8 domains: legal, and no advisory remark (that is for more than 8).
// Eight sizes each loaded after the previous alloc: a0..a7 open domains 0..7.
// s (static, 400 B) joins the newest domain, 7.
// Domains 0-6: one f32 buffer (C 4, not a multiple of 256): pool alignUp(v*4),
//   offset 0, prefix 0.
// Domain 7: s -> prefix 512 (400 rounded up), at 0; a7 (f64, C 8) at 512;
//   pool alignUp(v7*8) + 512, right after %v7.
// CHECK:      builtin.module attributes {hipdnn.pool_size = 0 : i64, hipdnn.buffer_count = 9 : i64, hipdnn.buffer_offsets = [0 : i64, 0 : i64, 0 : i64, 0 : i64, 0 : i64, 0 : i64, 0 : i64, 512 : i64, 0 : i64], hipdnn.domain_count = 8 : i64, hipdnn.pool_sizes = [0 : i64, 0 : i64, 0 : i64, 0 : i64, 0 : i64, 0 : i64, 0 : i64, 512 : i64], hipdnn.buffer_domains = [0 : i64, 1 : i64, 2 : i64, 3 : i64, 4 : i64, 5 : i64, 6 : i64, 7 : i64, 7 : i64]} {
// CHECK-NEXT:  func.func @eight_domains(%ctx: !hip.context, %buf: memref<?xindex>, %i1: index, %i2: index, %i3: index, %i4: index, %i5: index, %i6: index, %i7: index) {
// CHECK-NEXT:    %[[C0:.*]] = arith.constant 0 : index
// CHECK-NEXT:    %v0 = memref.load %buf[%[[C0]]] : memref<?xindex>
// CHECK-NEXT:    %[[C4:.*]] = arith.constant 4 : index
// CHECK-NEXT:    %[[V0:.*]] = arith.muli %v0, %[[C4]] : index
// CHECK-NEXT:    %[[C255:.*]] = arith.constant 255 : index
// CHECK-NEXT:    %[[C256:.*]] = arith.constant 256 : index
// CHECK-NEXT:    %[[V1:.*]] = arith.addi %[[V0]], %[[C255]] : index
// CHECK-NEXT:    %[[V2:.*]] = arith.divui %[[V1]], %[[C256]] : index
// CHECK-NEXT:    %[[V3:.*]] = arith.muli %[[V2]], %[[C256]] : index
// CHECK-NEXT:    %[[POOL:.*]] = hip.get_pool(%ctx, %[[V3]]) : memref<?xi8>
// CHECK-NEXT:    %a0 = memref.view %[[POOL]][%[[C0]]][%v0] : memref<?xi8> to memref<?xf32>
// CHECK-NEXT:    %v1 = memref.load %buf[%i1] : memref<?xindex>
// CHECK-NEXT:    %[[V4:.*]] = arith.muli %v1, %[[C4]] : index
// CHECK-NEXT:    %[[V5:.*]] = arith.addi %[[V4]], %[[C255]] : index
// CHECK-NEXT:    %[[V6:.*]] = arith.divui %[[V5]], %[[C256]] : index
// CHECK-NEXT:    %[[V7:.*]] = arith.muli %[[V6]], %[[C256]] : index
// CHECK-NEXT:    %[[POOL_1:.*]] = hip.get_pool(%ctx, %[[V7]]) {domain_id = 1 : i64} : memref<?xi8>
// CHECK-NEXT:    %a1 = memref.view %[[POOL_1]][%[[C0]]][%v1] : memref<?xi8> to memref<?xf32>
// CHECK-NEXT:    %v2 = memref.load %buf[%i2] : memref<?xindex>
// CHECK-NEXT:    %[[V8:.*]] = arith.muli %v2, %[[C4]] : index
// CHECK-NEXT:    %[[V9:.*]] = arith.addi %[[V8]], %[[C255]] : index
// CHECK-NEXT:    %[[V10:.*]] = arith.divui %[[V9]], %[[C256]] : index
// CHECK-NEXT:    %[[V11:.*]] = arith.muli %[[V10]], %[[C256]] : index
// CHECK-NEXT:    %[[POOL_2:.*]] = hip.get_pool(%ctx, %[[V11]]) {domain_id = 2 : i64} : memref<?xi8>
// CHECK-NEXT:    %a2 = memref.view %[[POOL_2]][%[[C0]]][%v2] : memref<?xi8> to memref<?xf32>
// CHECK-NEXT:    %v3 = memref.load %buf[%i3] : memref<?xindex>
// CHECK-NEXT:    %[[V12:.*]] = arith.muli %v3, %[[C4]] : index
// CHECK-NEXT:    %[[V13:.*]] = arith.addi %[[V12]], %[[C255]] : index
// CHECK-NEXT:    %[[V14:.*]] = arith.divui %[[V13]], %[[C256]] : index
// CHECK-NEXT:    %[[V15:.*]] = arith.muli %[[V14]], %[[C256]] : index
// CHECK-NEXT:    %[[POOL_3:.*]] = hip.get_pool(%ctx, %[[V15]]) {domain_id = 3 : i64} : memref<?xi8>
// CHECK-NEXT:    %a3 = memref.view %[[POOL_3]][%[[C0]]][%v3] : memref<?xi8> to memref<?xf32>
// CHECK-NEXT:    %v4 = memref.load %buf[%i4] : memref<?xindex>
// CHECK-NEXT:    %[[V16:.*]] = arith.muli %v4, %[[C4]] : index
// CHECK-NEXT:    %[[V17:.*]] = arith.addi %[[V16]], %[[C255]] : index
// CHECK-NEXT:    %[[V18:.*]] = arith.divui %[[V17]], %[[C256]] : index
// CHECK-NEXT:    %[[V19:.*]] = arith.muli %[[V18]], %[[C256]] : index
// CHECK-NEXT:    %[[POOL_4:.*]] = hip.get_pool(%ctx, %[[V19]]) {domain_id = 4 : i64} : memref<?xi8>
// CHECK-NEXT:    %a4 = memref.view %[[POOL_4]][%[[C0]]][%v4] : memref<?xi8> to memref<?xf32>
// CHECK-NEXT:    %v5 = memref.load %buf[%i5] : memref<?xindex>
// CHECK-NEXT:    %[[V20:.*]] = arith.muli %v5, %[[C4]] : index
// CHECK-NEXT:    %[[V21:.*]] = arith.addi %[[V20]], %[[C255]] : index
// CHECK-NEXT:    %[[V22:.*]] = arith.divui %[[V21]], %[[C256]] : index
// CHECK-NEXT:    %[[V23:.*]] = arith.muli %[[V22]], %[[C256]] : index
// CHECK-NEXT:    %[[POOL_5:.*]] = hip.get_pool(%ctx, %[[V23]]) {domain_id = 5 : i64} : memref<?xi8>
// CHECK-NEXT:    %a5 = memref.view %[[POOL_5]][%[[C0]]][%v5] : memref<?xi8> to memref<?xf32>
// CHECK-NEXT:    %v6 = memref.load %buf[%i6] : memref<?xindex>
// CHECK-NEXT:    %[[V24:.*]] = arith.muli %v6, %[[C4]] : index
// CHECK-NEXT:    %[[V25:.*]] = arith.addi %[[V24]], %[[C255]] : index
// CHECK-NEXT:    %[[V26:.*]] = arith.divui %[[V25]], %[[C256]] : index
// CHECK-NEXT:    %[[V27:.*]] = arith.muli %[[V26]], %[[C256]] : index
// CHECK-NEXT:    %[[POOL_6:.*]] = hip.get_pool(%ctx, %[[V27]]) {domain_id = 6 : i64} : memref<?xi8>
// CHECK-NEXT:    %a6 = memref.view %[[POOL_6]][%[[C0]]][%v6] : memref<?xi8> to memref<?xf32>
// CHECK-NEXT:    %v7 = memref.load %buf[%i7] : memref<?xindex>
// CHECK-NEXT:    %[[C8:.*]] = arith.constant 8 : index
// CHECK-NEXT:    %[[V28:.*]] = arith.muli %v7, %[[C8]] : index
// CHECK-NEXT:    %[[V29:.*]] = arith.addi %[[V28]], %[[C255]] : index
// CHECK-NEXT:    %[[V30:.*]] = arith.divui %[[V29]], %[[C256]] : index
// CHECK-NEXT:    %[[V31:.*]] = arith.muli %[[V30]], %[[C256]] : index
// CHECK-NEXT:    %[[C512:.*]] = arith.constant 512 : index
// CHECK-NEXT:    %[[V32:.*]] = arith.addi %[[V31]], %[[C512]] : index
// CHECK-NEXT:    %[[POOL_7:.*]] = hip.get_pool(%ctx, %[[V32]]) {domain_id = 7 : i64} : memref<?xi8>
// CHECK-NEXT:    %a7 = memref.view %[[POOL_7]][%[[C512]]][%v7] : memref<?xi8> to memref<?xf64>
// CHECK-NEXT:    %s = memref.view %[[POOL_7]][%[[C0]]][] : memref<?xi8> to memref<100xf32>
// CHECK-NEXT:    "test.use"(%a0, %a1, %a2, %a3, %a4, %a5, %a6, %a7, %s) : (memref<?xf32>, memref<?xf32>, memref<?xf32>, memref<?xf32>, memref<?xf32>, memref<?xf32>, memref<?xf32>, memref<?xf64>, memref<100xf32>) -> ()
// CHECK-NEXT:    func.return
// CHECK-NOT:      hip.get_pool
// MERGED-NOT:   remark
// MERGED:       hipdnn.domain_count = 8 : i64
// MERGED-NOT:   remark
// REPORT-NOT:   dominance partition
func.func @eight_domains(%ctx: !hip.context, %buf: memref<?xindex>, %i1: index, %i2: index, %i3: index, %i4: index, %i5: index, %i6: index, %i7: index) {
  %c0 = arith.constant 0 : index
  %v0 = memref.load %buf[%c0] : memref<?xindex>
  %a0 = memref.alloc(%v0) : memref<?xf32>
  %v1 = memref.load %buf[%i1] : memref<?xindex>
  %a1 = memref.alloc(%v1) : memref<?xf32>
  %v2 = memref.load %buf[%i2] : memref<?xindex>
  %a2 = memref.alloc(%v2) : memref<?xf32>
  %v3 = memref.load %buf[%i3] : memref<?xindex>
  %a3 = memref.alloc(%v3) : memref<?xf32>
  %v4 = memref.load %buf[%i4] : memref<?xindex>
  %a4 = memref.alloc(%v4) : memref<?xf32>
  %v5 = memref.load %buf[%i5] : memref<?xindex>
  %a5 = memref.alloc(%v5) : memref<?xf32>
  %v6 = memref.load %buf[%i6] : memref<?xindex>
  %a6 = memref.alloc(%v6) : memref<?xf32>
  %v7 = memref.load %buf[%i7] : memref<?xindex>
  %a7 = memref.alloc(%v7) : memref<?xf64>
  %s = memref.alloc() : memref<100xf32>
  "test.use"(%a0, %a1, %a2, %a3, %a4, %a5, %a6, %a7, %s) : (memref<?xf32>, memref<?xf32>, memref<?xf32>, memref<?xf32>, memref<?xf32>, memref<?xf32>, memref<?xf32>, memref<?xf64>, memref<100xf32>) -> ()
  func.return
}

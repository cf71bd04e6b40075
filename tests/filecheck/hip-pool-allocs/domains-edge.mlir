// RUN: xdsl-opt -p hip-pool-allocs --allow-unregistered-dialect --split-input-file %s | filecheck %s
// Nothing on stderr: 8 domains is not more than the advisory threshold (SPEC §5).
// RUN: xdsl-opt -p hip-pool-allocs --allow-unregistered-dialect --split-input-file %s 2>&1 | filecheck %s --check-prefix=MERGED
// RUN: xdsl-opt -p 'hip-pool-allocs{emit-fragmentation-report=true}' --allow-unregistered-dialect --split-input-file %s 2>&1 >/dev/null | filecheck %s --check-prefix=REPORT

// Edges of the dominance partition (SPEC §5) and of its module attributes (SPEC §7).

// A domain holding only zero-byte static buffers needs no bytes: it gets no
// pool and its allocs (and their deallocs) stay as they are, uncounted (README
// "Decisions"). Domains are still numbered in creation order.
// Block indices: 1 z (0 B), 2 e (4x0 f16: 0 B), 3 use, 4 dealloc z, 5 %n = load,
// 6 a (n, C 256), 7 s (32 B), 8 use, 9 dealloc s.
// z, e: static -> domain 0. a: n defined at 5 >= 2 (first alloc of domain 0)
// -> domain 1 (first alloc 6). s: static -> the newest domain, 1.
// Domain 0: prefix 0, no dynamic allocs -> no hip.get_pool, z and e unpooled.
// Domain 1: s 32 B -> prefix 256, s at 0; a slab n*256 at 256; pool 256 + n*256,
//   {domain_id = 1}. The dealloc of the view s is erased; the one of z is kept.
// buffer_count 2 (a, s), offsets [256, 0], pool_sizes [0, 256] (each domain's
// static prefix), buffer_domains [1, 1]; pool_size is domain 0's prefix, 0.
// CHECK:        builtin.module attributes {hipdnn.pool_size = 0 : i64, hipdnn.buffer_count = 2 : i64, hipdnn.buffer_offsets = [256 : i64, 0 : i64], hipdnn.domain_count = 2 : i64, hipdnn.pool_sizes = [0 : i64, 256 : i64], hipdnn.buffer_domains = [1 : i64, 1 : i64]} {
// CHECK-NEXT:     func.func @zero_domain(%ctx: !hip.context, %buf: memref<?xindex>) {
// CHECK-NEXT:       %c0 = arith.constant 0 : index
// CHECK-NEXT:       %z = memref.alloc() : memref<0xf32>
// CHECK-NEXT:       %e = memref.alloc() : memref<4x0xf16>
// CHECK-NEXT:       "test.use"(%z, %e)
// CHECK-NEXT:       memref.dealloc %z : memref<0xf32>
// CHECK-NEXT:       %n = memref.load %buf[%c0] : memref<?xindex>
// CHECK-NEXT:       %[[C256:.*]] = arith.constant 256 : index
// CHECK-NEXT:       %[[W:.*]] = arith.muli %n, %[[C256]] : index
// CHECK-NEXT:       %[[SZ:.*]] = arith.addi %[[C256]], %[[W]] : index
// CHECK-NEXT:       %[[POOL:.*]] = hip.get_pool(%ctx, %[[SZ]]) {domain_id = 1 : i64} : memref<?xi8>
// CHECK-NEXT:       %[[C0:.*]] = arith.constant 0 : index
// CHECK-NEXT:       %a = memref.view %[[POOL]][%[[C256]]][%n] : memref<?xi8> to memref<?x64xf32>
// CHECK-NEXT:       %s = memref.view %[[POOL]][%[[C0]]][] : memref<?xi8> to memref<8xf32>
// CHECK-NEXT:       "test.use"(%a, %s)
// CHECK-NEXT:       func.return
// CHECK-NEXT:     }
// CHECK-NEXT:   }
// One remark per domain, the empty one included.
// REPORT:       {{^}}remark: hip-pool-allocs fragmentation: domain 0: static 0/0 B (0 frag); dyn-pool 0/0 units (0 frag); small-buckets 0/0 bins (0 excess){{$}}
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
//   pool 512 + alignUp(v7*8).
// CHECK:        builtin.module attributes {hipdnn.pool_size = 0 : i64, hipdnn.buffer_count = 9 : i64, hipdnn.buffer_offsets = [0 : i64, 0 : i64, 0 : i64, 0 : i64, 0 : i64, 0 : i64, 0 : i64, 512 : i64, 0 : i64], hipdnn.domain_count = 8 : i64, hipdnn.pool_sizes = [0 : i64, 0 : i64, 0 : i64, 0 : i64, 0 : i64, 0 : i64, 0 : i64, 512 : i64], hipdnn.buffer_domains = [0 : i64, 1 : i64, 2 : i64, 3 : i64, 4 : i64, 5 : i64, 6 : i64, 7 : i64, 7 : i64]} {
// CHECK-LABEL:  func.func @eight_domains
// CHECK:          %v0 = memref.load
// CHECK:          hip.get_pool(%ctx, %{{.*}}) : memref<?xi8>
// CHECK:          %v6 = memref.load
// CHECK:          hip.get_pool(%ctx, %{{.*}}) {domain_id = 6 : i64} : memref<?xi8>
// CHECK:          %v7 = memref.load %buf[%c0] : memref<?xindex>
// CHECK-NEXT:     %[[C255:.*]] = arith.constant 255 : index
// CHECK-NEXT:     %[[C256:.*]] = arith.constant 256 : index
// CHECK-NEXT:     %[[C8:.*]] = arith.constant 8 : index
// CHECK-NEXT:     %[[F:.*]] = arith.muli %v7, %[[C8]] : index
// CHECK-NEXT:     %[[BUMP:.*]] = arith.addi %[[F]], %[[C255]] : index
// CHECK-NEXT:     %[[DIV:.*]] = arith.divui %[[BUMP]], %[[C256]] : index
// CHECK-NEXT:     %[[W:.*]] = arith.muli %[[DIV]], %[[C256]] : index
// CHECK-NEXT:     %[[C512:.*]] = arith.constant 512 : index
// CHECK-NEXT:     %[[SZ:.*]] = arith.addi %[[C512]], %[[W]] : index
// CHECK-NEXT:     %[[POOL:.*]] = hip.get_pool(%ctx, %[[SZ]]) {domain_id = 7 : i64} : memref<?xi8>
// CHECK-NEXT:     %[[C0:.*]] = arith.constant 0 : index
// CHECK-NEXT:     %a7 = memref.view %[[POOL]][%[[C512]]][%v7] : memref<?xi8> to memref<?xf64>
// CHECK-NEXT:     %s = memref.view %[[POOL]][%[[C0]]][] : memref<?xi8> to memref<100xf32>
// CHECK-NOT:      hip.get_pool
// MERGED-NOT:   remark
// MERGED:       hipdnn.domain_count = 8 : i64
// MERGED-NOT:   remark
// REPORT-NOT:   dominance partition
func.func @eight_domains(%ctx: !hip.context, %buf: memref<?xindex>) {
  %c0 = arith.constant 0 : index
  %v0 = memref.load %buf[%c0] : memref<?xindex>
  %a0 = memref.alloc(%v0) : memref<?xf32>
  %v1 = memref.load %buf[%c0] : memref<?xindex>
  %a1 = memref.alloc(%v1) : memref<?xf32>
  %v2 = memref.load %buf[%c0] : memref<?xindex>
  %a2 = memref.alloc(%v2) : memref<?xf32>
  %v3 = memref.load %buf[%c0] : memref<?xindex>
  %a3 = memref.alloc(%v3) : memref<?xf32>
  %v4 = memref.load %buf[%c0] : memref<?xindex>
  %a4 = memref.alloc(%v4) : memref<?xf32>
  %v5 = memref.load %buf[%c0] : memref<?xindex>
  %a5 = memref.alloc(%v5) : memref<?xf32>
  %v6 = memref.load %buf[%c0] : memref<?xindex>
  %a6 = memref.alloc(%v6) : memref<?xf32>
  %v7 = memref.load %buf[%c0] : memref<?xindex>
  %a7 = memref.alloc(%v7) : memref<?xf64>
  %s = memref.alloc() : memref<100xf32>
  "test.use"(%a0, %a1, %a2, %a3, %a4, %a5, %a6, %a7, %s) : (memref<?xf32>, memref<?xf32>, memref<?xf32>, memref<?xf32>, memref<?xf32>, memref<?xf32>, memref<?xf32>, memref<?xf64>, memref<100xf32>) -> ()
  func.return
}

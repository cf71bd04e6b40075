// RUN: xdsl-opt -p 'hip-pool-allocs{lifetime-only=false emit-fragmentation-report=true},cse' --allow-unregistered-dialect %s 2>/dev/null | filecheck %s
// RUN: xdsl-opt -p 'hip-pool-allocs{lifetime-only=false emit-fragmentation-report=true}' --allow-unregistered-dialect %s 2>&1 >/dev/null | filecheck %s --check-prefix=REPORT
// RUN: xdsl-opt -p 'hip-pool-allocs{lifetime-only=false lifetime-start=first-use emit-fragmentation-report=true},cse' --allow-unregistered-dialect %s 2>/dev/null | filecheck %s --check-prefix=FIRST
// RUN: xdsl-opt -p 'hip-pool-allocs{lifetime-only=false lifetime-start=first-use emit-fragmentation-report=true}' --allow-unregistered-dialect %s 2>&1 >/dev/null | filecheck %s --check-prefix=FREPORT

// The small-buckets part of the fragmentation report (docs/semantics.md §8) with two buckets:
// `small-buckets B/M bins (B-M excess)`, B the bins of all buckets, M the sum
// over buckets of each one's peak number of members live at once (not the peak
// of all small buffers together).

// Block indices: 0 t (400 B); 1 d, 2 e (m, C 12); 3 use(d, e); 4 p, 5 q, 6 r,
// 7 s (m, C 10); 8 use(p); 9 use(p, r); 10 use(r, s); 11 use(s, q); 12 use(q, t).
// 12 and 10 are not multiples of 256: two buckets, (12, m) and (10, m), in
// order of first appearance; no groups, so dyn-pool is 0/0. Static: t alone,
// 512/512 B.
//
// From the alloc: d [1,3], e [2,3]; p [4,9], q [5,12], r [6,10], s [7,11].
//   Bucket (12, m): d bin 0; e overlaps d -> bin 1. 2 bins, peak 2.
//   Bucket (10, m): p, q, r, s all live at 7-9 -> bins 0, 1, 2, 3. 4 bins, peak 4.
//   B = 6, M = 2 + 4 = 6: 0 excess (the peak of the six small buffers together
//   is only 4).
//   slot0 = alignUp(m*12), slot1 = alignUp(m*10);
//   pool = (slot0*2 + 512) + slot1*4 (constants on the right); t 0; d 512,
//   e slot0 + 512;
//   base1 = slot0*2 + 512: p base1, q base1 + slot1, r base1 + slot1*2,
//   s base1 + slot1*3.
// From the first use: d [3,3], e [3,3]; p [8,9], q [11,12], r [9,10], s [10,11].
//   Bucket (12, m): 2 bins, peak 2, as before.
//   Bucket (10, m), first fit in block order: p bin 0; q disjoint from p ->
//   bin 0; r overlaps p -> bin 1; s overlaps q (bin 0, at 11) and r (bin 1, at
//   10) -> bin 2. 3 bins; at most two live at once (p r at 9, r s at 10,
//   s q at 11): peak 2.
//   B = 5, M = 2 + 2 = 4: 1 excess.
//   pool = (slot0*2 + 512) + slot1*3; p, q base1, r base1 + slot1,
//   s base1 + slot1*2.
// REPORT:       {{^}}remark: hip-pool-allocs fragmentation: domain 0: static 512/512 B (0 frag); dyn-pool 0/0 units (0 frag); small-buckets 6/6 bins (0 excess){{$}}
// REPORT-NOT:   remark
// FREPORT:      {{^}}remark: hip-pool-allocs fragmentation: domain 0: static 512/512 B (0 frag); dyn-pool 0/0 units (0 frag); small-buckets 5/4 bins (1 excess){{$}}
// FREPORT-NOT:  remark
// CHECK:      builtin.module attributes {hipdnn.pool_size = 512 : i64, hipdnn.buffer_count = 7 : i64, hipdnn.buffer_offsets = [0 : i64, 512 : i64, -1 : i64, -1 : i64, -1 : i64, -1 : i64, -1 : i64]} {
// CHECK-NEXT:  func.func @two_buckets(%ctx: !hip.context, %m: index) {
// CHECK-NEXT:    %[[C12:.*]] = arith.constant 12 : index
// CHECK-NEXT:    %[[V0:.*]] = arith.muli %m, %[[C12]] : index
// CHECK-NEXT:    %[[C255:.*]] = arith.constant 255 : index
// CHECK-NEXT:    %[[C256:.*]] = arith.constant 256 : index
// CHECK-NEXT:    %[[V1:.*]] = arith.addi %[[V0]], %[[C255]] : index
// CHECK-NEXT:    %[[V2:.*]] = arith.divui %[[V1]], %[[C256]] : index
// CHECK-NEXT:    %[[V3:.*]] = arith.muli %[[V2]], %[[C256]] : index
// CHECK-NEXT:    %[[C10:.*]] = arith.constant 10 : index
// CHECK-NEXT:    %[[V4:.*]] = arith.muli %m, %[[C10]] : index
// CHECK-NEXT:    %[[V5:.*]] = arith.addi %[[V4]], %[[C255]] : index
// CHECK-NEXT:    %[[V6:.*]] = arith.divui %[[V5]], %[[C256]] : index
// CHECK-NEXT:    %[[V7:.*]] = arith.muli %[[V6]], %[[C256]] : index
// CHECK-NEXT:    %[[C512:.*]] = arith.constant 512 : index
// CHECK-NEXT:    %[[C2:.*]] = arith.constant 2 : index
// CHECK-NEXT:    %[[V8:.*]] = arith.muli %[[V3]], %[[C2]] : index
// CHECK-NEXT:    %[[V9:.*]] = arith.addi %[[V8]], %[[C512]] : index
// CHECK-NEXT:    %[[C4:.*]] = arith.constant 4 : index
// CHECK-NEXT:    %[[V10:.*]] = arith.muli %[[V7]], %[[C4]] : index
// CHECK-NEXT:    %[[V11:.*]] = arith.addi %[[V9]], %[[V10]] : index
// CHECK-NEXT:    %[[POOL:.*]] = hip.get_pool(%ctx, %[[V11]]) : memref<?xi8>
// CHECK-NEXT:    %[[C0:.*]] = arith.constant 0 : index
// CHECK-NEXT:    %[[V12:.*]] = arith.addi %[[V3]], %[[C512]] : index
// CHECK-NEXT:    %[[V13:.*]] = arith.addi %[[V9]], %[[V7]] : index
// CHECK-NEXT:    %[[V14:.*]] = arith.muli %[[V7]], %[[C2]] : index
// CHECK-NEXT:    %[[V15:.*]] = arith.addi %[[V9]], %[[V14]] : index
// CHECK-NEXT:    %[[C3:.*]] = arith.constant 3 : index
// CHECK-NEXT:    %[[V16:.*]] = arith.muli %[[V7]], %[[C3]] : index
// CHECK-NEXT:    %[[V17:.*]] = arith.addi %[[V9]], %[[V16]] : index
// CHECK-NEXT:    %t = memref.view %[[POOL]][%[[C0]]][] : memref<?xi8> to memref<100xf32>
// CHECK-NEXT:    %d = memref.view %[[POOL]][%[[C512]]][%m] : memref<?xi8> to memref<?x3xf32>
// CHECK-NEXT:    %e = memref.view %[[POOL]][%[[V12]]][%m] : memref<?xi8> to memref<?x3xf32>
// CHECK-NEXT:    "test.op_with_memwrite"(%d, %e) : (memref<?x3xf32>, memref<?x3xf32>) -> ()
// CHECK-NEXT:    %p = memref.view %[[POOL]][%[[V9]]][%m] : memref<?xi8> to memref<?x5xf16>
// CHECK-NEXT:    %q = memref.view %[[POOL]][%[[V13]]][%m] : memref<?xi8> to memref<?x10xi8>
// CHECK-NEXT:    %r = memref.view %[[POOL]][%[[V15]]][%m] : memref<?xi8> to memref<?x5xf16>
// CHECK-NEXT:    %s = memref.view %[[POOL]][%[[V17]]][%m] : memref<?xi8> to memref<?x5xf16>
// CHECK-NEXT:    "test.op_with_memwrite"(%p) : (memref<?x5xf16>) -> ()
// CHECK-NEXT:    "test.op_with_memwrite"(%p, %r) : (memref<?x5xf16>, memref<?x5xf16>) -> ()
// CHECK-NEXT:    "test.op_with_memwrite"(%r, %s) : (memref<?x5xf16>, memref<?x5xf16>) -> ()
// CHECK-NEXT:    "test.op_with_memwrite"(%s, %q) : (memref<?x5xf16>, memref<?x10xi8>) -> ()
// CHECK-NEXT:    "test.op_with_memwrite"(%q, %t) : (memref<?x10xi8>, memref<100xf32>) -> ()
// CHECK-NEXT:    func.return
// FIRST:      builtin.module attributes {hipdnn.pool_size = 512 : i64, hipdnn.buffer_count = 7 : i64, hipdnn.buffer_offsets = [0 : i64, 512 : i64, -1 : i64, -1 : i64, -1 : i64, -1 : i64, -1 : i64]} {
// FIRST-NEXT:  func.func @two_buckets(%ctx: !hip.context, %m: index) {
// FIRST-NEXT:    %[[C12:.*]] = arith.constant 12 : index
// FIRST-NEXT:    %[[V0:.*]] = arith.muli %m, %[[C12]] : index
// FIRST-NEXT:    %[[C255:.*]] = arith.constant 255 : index
// FIRST-NEXT:    %[[C256:.*]] = arith.constant 256 : index
// FIRST-NEXT:    %[[V1:.*]] = arith.addi %[[V0]], %[[C255]] : index
// FIRST-NEXT:    %[[V2:.*]] = arith.divui %[[V1]], %[[C256]] : index
// FIRST-NEXT:    %[[V3:.*]] = arith.muli %[[V2]], %[[C256]] : index
// FIRST-NEXT:    %[[C10:.*]] = arith.constant 10 : index
// FIRST-NEXT:    %[[V4:.*]] = arith.muli %m, %[[C10]] : index
// FIRST-NEXT:    %[[V5:.*]] = arith.addi %[[V4]], %[[C255]] : index
// FIRST-NEXT:    %[[V6:.*]] = arith.divui %[[V5]], %[[C256]] : index
// FIRST-NEXT:    %[[V7:.*]] = arith.muli %[[V6]], %[[C256]] : index
// FIRST-NEXT:    %[[C512:.*]] = arith.constant 512 : index
// FIRST-NEXT:    %[[C2:.*]] = arith.constant 2 : index
// FIRST-NEXT:    %[[V8:.*]] = arith.muli %[[V3]], %[[C2]] : index
// FIRST-NEXT:    %[[V9:.*]] = arith.addi %[[V8]], %[[C512]] : index
// FIRST-NEXT:    %[[C3:.*]] = arith.constant 3 : index
// FIRST-NEXT:    %[[V10:.*]] = arith.muli %[[V7]], %[[C3]] : index
// FIRST-NEXT:    %[[V11:.*]] = arith.addi %[[V9]], %[[V10]] : index
// FIRST-NEXT:    %[[POOL:.*]] = hip.get_pool(%ctx, %[[V11]]) : memref<?xi8>
// FIRST-NEXT:    %[[C0:.*]] = arith.constant 0 : index
// FIRST-NEXT:    %[[V12:.*]] = arith.addi %[[V3]], %[[C512]] : index
// FIRST-NEXT:    %[[V13:.*]] = arith.addi %[[V9]], %[[V7]] : index
// FIRST-NEXT:    %[[V14:.*]] = arith.muli %[[V7]], %[[C2]] : index
// FIRST-NEXT:    %[[V15:.*]] = arith.addi %[[V9]], %[[V14]] : index
// FIRST-NEXT:    %t = memref.view %[[POOL]][%[[C0]]][] : memref<?xi8> to memref<100xf32>
// FIRST-NEXT:    %d = memref.view %[[POOL]][%[[C512]]][%m] : memref<?xi8> to memref<?x3xf32>
// FIRST-NEXT:    %e = memref.view %[[POOL]][%[[V12]]][%m] : memref<?xi8> to memref<?x3xf32>
// FIRST-NEXT:    "test.op_with_memwrite"(%d, %e) : (memref<?x3xf32>, memref<?x3xf32>) -> ()
// FIRST-NEXT:    %p = memref.view %[[POOL]][%[[V9]]][%m] : memref<?xi8> to memref<?x5xf16>
// FIRST-NEXT:    %q = memref.view %[[POOL]][%[[V9]]][%m] : memref<?xi8> to memref<?x10xi8>
// FIRST-NEXT:    %r = memref.view %[[POOL]][%[[V13]]][%m] : memref<?xi8> to memref<?x5xf16>
// FIRST-NEXT:    %s = memref.view %[[POOL]][%[[V15]]][%m] : memref<?xi8> to memref<?x5xf16>
// FIRST-NEXT:    "test.op_with_memwrite"(%p) : (memref<?x5xf16>) -> ()
// FIRST-NEXT:    "test.op_with_memwrite"(%p, %r) : (memref<?x5xf16>, memref<?x5xf16>) -> ()
// FIRST-NEXT:    "test.op_with_memwrite"(%r, %s) : (memref<?x5xf16>, memref<?x5xf16>) -> ()
// FIRST-NEXT:    "test.op_with_memwrite"(%s, %q) : (memref<?x5xf16>, memref<?x10xi8>) -> ()
// FIRST-NEXT:    "test.op_with_memwrite"(%q, %t) : (memref<?x10xi8>, memref<100xf32>) -> ()
// FIRST-NEXT:    func.return
func.func @two_buckets(%ctx: !hip.context, %m: index) {
  %t = memref.alloc() : memref<100xf32>
  %d = memref.alloc(%m) : memref<?x3xf32>
  %e = memref.alloc(%m) : memref<?x3xf32>
  "test.op_with_memwrite"(%d, %e) : (memref<?x3xf32>, memref<?x3xf32>) -> ()
  %p = memref.alloc(%m) : memref<?x5xf16>
  %q = memref.alloc(%m) : memref<?x10xi8>
  %r = memref.alloc(%m) : memref<?x5xf16>
  %s = memref.alloc(%m) : memref<?x5xf16>
  "test.op_with_memwrite"(%p) : (memref<?x5xf16>) -> ()
  "test.op_with_memwrite"(%p, %r) : (memref<?x5xf16>, memref<?x5xf16>) -> ()
  "test.op_with_memwrite"(%r, %s) : (memref<?x5xf16>, memref<?x5xf16>) -> ()
  "test.op_with_memwrite"(%s, %q) : (memref<?x5xf16>, memref<?x10xi8>) -> ()
  "test.op_with_memwrite"(%q, %t) : (memref<?x10xi8>, memref<100xf32>) -> ()
  func.return
}

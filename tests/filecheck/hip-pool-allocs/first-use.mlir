// RUN: xdsl-opt -p hip-pool-allocs,cse --allow-unregistered-dialect --split-input-file %s | filecheck %s
// RUN: xdsl-opt -p 'hip-pool-allocs{lifetime-start=first-use verify-plan=true},cse' --allow-unregistered-dialect --split-input-file %s | filecheck %s --check-prefix=FIRST

// `lifetime-start=first-use` (docs/semantics.md §4.5): a buffer is live from the first
// op that uses it or an alias, counted at its ancestor in the entry block; the
// view stays at the alloc's position. options.mlir (@hoisted) has two static
// allocs; here dynamic slabs, and a first use inside a region.

// Dynamic allocs hoisted to the top. Block indices: 0 a (n, C 256), 1 b (n, C 256),
// 2 c (m, C 512), 3 use(a), 4 use(b), 5 use(c).
// From the alloc: a [0,3], b [1,4], c [2,5], all live at 2-3. Lifetime-only:
//   listed (n) a b, (m) c; by C: c a b; c slab 0, a overlaps c -> slab 1, b
//   overlaps both -> slab 2. Pool = (m*512 + n*256) + n*256; c 0, a m*512,
//   b m*512 + n*256.
// From the first use: a [3,3], b [4,4], c [5,5], pairwise disjoint: one slab,
//   c, a, b, as wide as maxui(maxui(m*512, n*256), n*256) (one footprint per
//   member, docs/semantics.md §7; after cse a's and b's are one op); all at 0.
// CHECK:      builtin.module attributes {hipdnn.pool_size = 0 : i64, hipdnn.buffer_count = 3 : i64, hipdnn.buffer_offsets = [-1 : i64, -1 : i64, 0 : i64]} {
// CHECK-NEXT:  func.func @hoisted_dynamic(%ctx: !hip.context, %n: index, %m: index) {
// CHECK-NEXT:    %[[C512:.*]] = arith.constant 512 : index
// CHECK-NEXT:    %[[V0:.*]] = arith.muli %m, %[[C512]] : index
// CHECK-NEXT:    %[[C256:.*]] = arith.constant 256 : index
// CHECK-NEXT:    %[[V1:.*]] = arith.muli %n, %[[C256]] : index
// CHECK-NEXT:    %[[V2:.*]] = arith.addi %[[V0]], %[[V1]] : index
// CHECK-NEXT:    %[[V3:.*]] = arith.addi %[[V2]], %[[V1]] : index
// CHECK-NEXT:    %[[POOL:.*]] = hip.get_pool(%ctx, %[[V3]]) : memref<?xi8>
// CHECK-NEXT:    %[[C0:.*]] = arith.constant 0 : index
// CHECK-NEXT:    %a = memref.view %[[POOL]][%[[V0]]][%n] : memref<?xi8> to memref<?x64xf32>
// CHECK-NEXT:    %b = memref.view %[[POOL]][%[[V2]]][%n] : memref<?xi8> to memref<?x32xf64>
// CHECK-NEXT:    %c = memref.view %[[POOL]][%[[C0]]][%m] : memref<?xi8> to memref<?x128xf32>
// CHECK-NEXT:    "test.op_with_memwrite"(%a) : (memref<?x64xf32>) -> ()
// CHECK-NEXT:    "test.op_with_memwrite"(%b) : (memref<?x32xf64>) -> ()
// CHECK-NEXT:    "test.op_with_memwrite"(%c) : (memref<?x128xf32>) -> ()
// CHECK-NEXT:    func.return
// FIRST:      builtin.module attributes {hipdnn.pool_size = 0 : i64, hipdnn.buffer_count = 3 : i64, hipdnn.buffer_offsets = [0 : i64, 0 : i64, 0 : i64]} {
// FIRST-NEXT:  func.func @hoisted_dynamic(%ctx: !hip.context, %n: index, %m: index) {
// FIRST-NEXT:    %[[C512:.*]] = arith.constant 512 : index
// FIRST-NEXT:    %[[V0:.*]] = arith.muli %m, %[[C512]] : index
// FIRST-NEXT:    %[[C256:.*]] = arith.constant 256 : index
// FIRST-NEXT:    %[[V1:.*]] = arith.muli %n, %[[C256]] : index
// FIRST-NEXT:    %[[V2:.*]] = arith.maxui %[[V0]], %[[V1]] : index
// FIRST-NEXT:    %[[V3:.*]] = arith.maxui %[[V2]], %[[V1]] : index
// FIRST-NEXT:    %[[POOL:.*]] = hip.get_pool(%ctx, %[[V3]]) : memref<?xi8>
// FIRST-NEXT:    %[[C0:.*]] = arith.constant 0 : index
// FIRST-NEXT:    %a = memref.view %[[POOL]][%[[C0]]][%n] : memref<?xi8> to memref<?x64xf32>
// FIRST-NEXT:    %b = memref.view %[[POOL]][%[[C0]]][%n] : memref<?xi8> to memref<?x32xf64>
// FIRST-NEXT:    %c = memref.view %[[POOL]][%[[C0]]][%m] : memref<?xi8> to memref<?x128xf32>
// FIRST-NEXT:    "test.op_with_memwrite"(%a) : (memref<?x64xf32>) -> ()
// FIRST-NEXT:    "test.op_with_memwrite"(%b) : (memref<?x32xf64>) -> ()
// FIRST-NEXT:    "test.op_with_memwrite"(%c) : (memref<?x128xf32>) -> ()
// FIRST-NEXT:    func.return
func.func @hoisted_dynamic(%ctx: !hip.context, %n: index, %m: index) {
  %a = memref.alloc(%n) : memref<?x64xf32>
  %b = memref.alloc(%n) : memref<?x32xf64>
  %c = memref.alloc(%m) : memref<?x128xf32>
  "test.op_with_memwrite"(%a) : (memref<?x64xf32>) -> ()
  "test.op_with_memwrite"(%b) : (memref<?x32xf64>) -> ()
  "test.op_with_memwrite"(%c) : (memref<?x128xf32>) -> ()
  func.return
}

// -----

// The first use of a is a subview inside scf.if: it counts at the scf.if.
// Block indices: 0 a (256 B), 1 b (512 B), 2 s (256 B), 3 use(b), 4 scf.if
// (subview of a, its use), 5 use(s), 6 use(a).
// From the alloc: a [0,6], b [1,3], s [2,5]; order b a s: b 0; a overlaps b ->
//   512; s overlaps b [0,512) and a [512,768) -> 768. Pool 1024. Offset
//   constants in packing order: b 0, a 512, s 768.
// From the first use: a [4,6], b [3,3], s [5,5]; b 0; a disjoint from b -> 0;
//   s overlaps a [0,256) -> 256. Pool 512. (Were the nested use missed, a would
//   start at 6, disjoint from s, and s would be at 0.)
// CHECK:        builtin.module attributes {hipdnn.pool_size = 1024 : i64, hipdnn.buffer_count = 3 : i64, hipdnn.buffer_offsets = [512 : i64, 0 : i64, 768 : i64]} {
// CHECK-NEXT:     func.func @nested_first_use(%ctx: !hip.context, %cond: i1) {
// CHECK-NEXT:       %[[SZ:.*]] = arith.constant 1024 : index
// CHECK-NEXT:       %[[POOL:.*]] = hip.get_pool(%ctx, %[[SZ]]) : memref<?xi8>
// CHECK-NEXT:       %[[C0:.*]] = arith.constant 0 : index
// CHECK-NEXT:       %[[C512:.*]] = arith.constant 512 : index
// CHECK-NEXT:       %[[C768:.*]] = arith.constant 768 : index
// CHECK-NEXT:       %a = memref.view %[[POOL]][%[[C512]]][] : memref<?xi8> to memref<64xf32>
// CHECK-NEXT:       %b = memref.view %[[POOL]][%[[C0]]][] : memref<?xi8> to memref<128xf32>
// CHECK-NEXT:       %s = memref.view %[[POOL]][%[[C768]]][] : memref<?xi8> to memref<64xf32>
// FIRST:        builtin.module attributes {hipdnn.pool_size = 512 : i64, hipdnn.buffer_count = 3 : i64, hipdnn.buffer_offsets = [0 : i64, 0 : i64, 256 : i64]} {
// FIRST-NEXT:     func.func @nested_first_use(%ctx: !hip.context, %cond: i1) {
// FIRST-NEXT:       %[[SZ:.*]] = arith.constant 512 : index
// FIRST-NEXT:       %[[POOL:.*]] = hip.get_pool(%ctx, %[[SZ]]) : memref<?xi8>
// FIRST-NEXT:       %[[C0:.*]] = arith.constant 0 : index
// FIRST-NEXT:       %[[C256:.*]] = arith.constant 256 : index
// FIRST-NEXT:       %a = memref.view %[[POOL]][%[[C0]]][] : memref<?xi8> to memref<64xf32>
// FIRST-NEXT:       %b = memref.view %[[POOL]][%[[C0]]][] : memref<?xi8> to memref<128xf32>
// FIRST-NEXT:       %s = memref.view %[[POOL]][%[[C256]]][] : memref<?xi8> to memref<64xf32>
// FIRST-NEXT:       "test.op_with_memwrite"(%b)
// FIRST-NEXT:       scf.if %cond {
// FIRST-NEXT:         %v = memref.subview %a[0] [32] [1] : memref<64xf32> to memref<32xf32, strided<[1]>>
func.func @nested_first_use(%ctx: !hip.context, %cond: i1) {
  %a = memref.alloc() : memref<64xf32>
  %b = memref.alloc() : memref<128xf32>
  %s = memref.alloc() : memref<64xf32>
  "test.op_with_memwrite"(%b) : (memref<128xf32>) -> ()
  scf.if %cond {
    %v = memref.subview %a[0] [32] [1] : memref<64xf32> to memref<32xf32, strided<[1]>>
    "test.op_with_memwrite"(%v) : (memref<32xf32, strided<[1]>>) -> ()
  }
  "test.op_with_memwrite"(%s) : (memref<64xf32>) -> ()
  "test.op_with_memwrite"(%a) : (memref<64xf32>) -> ()
  func.return
}

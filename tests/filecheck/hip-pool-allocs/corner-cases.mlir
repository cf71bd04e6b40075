// RUN: xdsl-opt -p hip-pool-allocs,cse --allow-unregistered-dialect --split-input-file %s | filecheck %s
// RUN: xdsl-opt -p 'hip-pool-allocs{lifetime-only=false},cse' --allow-unregistered-dialect --split-input-file %s | filecheck %s --check-prefix=GROUPED
// Planners beyond the reference cope with an empty lifetime too (checked safe):
// RUN: xdsl-opt -p 'hip-pool-allocs{packer=best verify-plan=true}' --allow-unregistered-dialect --split-input-file %s | filecheck %s --check-prefix=BEST
// RUN: xdsl-opt -p 'hip-pool-allocs{packer=best lifetime-start=first-use verify-plan=true}' --allow-unregistered-dialect --split-input-file %s | filecheck %s --check-prefix=BEST
// RUN: xdsl-opt -p 'hip-pool-allocs{lifetime-start=first-use verify-plan=true}' --allow-unregistered-dialect --split-input-file %s | filecheck %s --check-prefix=FIRST

// Corner cases of docs/semantics.md §4 and §6.

// A buffer used only by deallocs has lifetime [def, 0]: the reference's last
// use starts at 0 (docs/semantics.md §4). With the overlap test (a.last < b.def or b.last <
// a.def means disjoint) it overlaps only buffers that are defined at 0 and live
// past its def. 0 x (256 B), 1 use x, 2 d (256 B, dealloc only), 3 y (256 B),
// 4 use x y, 5 dealloc d: x [0,4], d [2,0], y [3,4]. d overlaps x (x.def 0 is
// not after d.last 0, x.last 4 is not before d.def 2), not y (y.def 3 > 0).
// Order x d y (all 256, stable): x 0; d overlaps x -> 256; y overlaps x only
// -> 256. Pool 512, offsets [0, 256, 256]. d's dealloc goes, and its view,
// used by nothing, is dead: cse removes it.
// packer=best packs the buffers live somewhere (x 0, y 256) and puts d, never
// accessed, at 0: also 512 (the reference's 512 is not smaller, so it stays).
// first-use: d has no use, so no first one either: [2, 0] as from the alloc;
// x now starts at its first use, 1: x [1,4], d [2,0], y [4,4]; d overlaps
// nothing (1 > 0): x 0, d 0, y 256.
// BEST:       builtin.module attributes {hipdnn.pool_size = 512 : i64, hipdnn.buffer_count = 3 : i64, hipdnn.buffer_offsets = [0 : i64, 0 : i64, 256 : i64]} {
// BEST-NEXT:    func.func @dealloc_only
// FIRST:      builtin.module attributes {hipdnn.pool_size = 512 : i64, hipdnn.buffer_count = 3 : i64, hipdnn.buffer_offsets = [0 : i64, 0 : i64, 256 : i64]} {
// FIRST-NEXT:   func.func @dealloc_only
// CHECK:      builtin.module attributes {hipdnn.pool_size = 512 : i64, hipdnn.buffer_count = 3 : i64, hipdnn.buffer_offsets = [0 : i64, 256 : i64, 256 : i64]} {
// CHECK-NEXT:  func.func @dealloc_only(%ctx: !hip.context) {
// CHECK-NEXT:    %[[C512:.*]] = arith.constant 512 : index
// CHECK-NEXT:    %[[POOL:.*]] = hip.get_pool(%ctx, %[[C512]]) : memref<?xi8>
// CHECK-NEXT:    %[[C0:.*]] = arith.constant 0 : index
// CHECK-NEXT:    %[[C256:.*]] = arith.constant 256 : index
// CHECK-NEXT:    %x = memref.view %[[POOL]][%[[C0]]][] : memref<?xi8> to memref<64xf32>
// CHECK-NEXT:    "test.op_with_memwrite"(%x) : (memref<64xf32>) -> ()
// CHECK-NEXT:    %y = memref.view %[[POOL]][%[[C256]]][] : memref<?xi8> to memref<32xf64>
// CHECK-NEXT:    "test.op_with_memwrite"(%x, %y) : (memref<64xf32>, memref<32xf64>) -> ()
// CHECK-NEXT:    func.return
func.func @dealloc_only(%ctx: !hip.context) {
  %x = memref.alloc() : memref<64xf32>
  "test.op_with_memwrite"(%x) : (memref<64xf32>) -> ()
  %d = memref.alloc() : memref<64xf32>
  %y = memref.alloc() : memref<32xf64>
  "test.op_with_memwrite"(%x, %y) : (memref<64xf32>, memref<32xf64>) -> ()
  memref.dealloc %d : memref<64xf32>
  func.return
}

// -----

// The same after a test.op at 0: 1 x, 2 use x, 3 d, 4 y, 5 e, 6 a, 7 use x y
// a, 8-9 deallocs: x [1,7], d [3,0], y [4,7], e [5,0], a [6,7]. d overlaps
// nothing now (every def is after its last use, 0): x 0, d 0, y 256 (over x);
// prefix 512. A dynamic dealloc-only buffer does the same: e (n, C 1024) shares
// a slab with a (n, C 256) although it is defined before a's last use: one
// slab, maxui(n*1024, n*256) (e is the wider, first), both at the prefix 512;
// pool that + 512.
// packer=best: x 0, y 256, d 0 (as above); e, which overlaps nothing, is below
// nobody in every candidate layout: at 0; a on the prefix, 512.
// BEST:       builtin.module attributes {hipdnn.pool_size = 512 : i64, hipdnn.buffer_count = 5 : i64, hipdnn.buffer_offsets = [0 : i64, 0 : i64, 256 : i64, 0 : i64, 512 : i64]} {
// BEST-NEXT:    func.func @dealloc_only_late
// first-use: x [2,7], d [3,0], y [7,7], e [5,0], a [7,7]: the same offsets as
// from the alloc.
// FIRST:      builtin.module attributes {hipdnn.pool_size = 512 : i64, hipdnn.buffer_count = 5 : i64, hipdnn.buffer_offsets = [0 : i64, 0 : i64, 256 : i64, 512 : i64, 512 : i64]} {
// FIRST-NEXT:   func.func @dealloc_only_late
// CHECK:      builtin.module attributes {hipdnn.pool_size = 512 : i64, hipdnn.buffer_count = 5 : i64, hipdnn.buffer_offsets = [0 : i64, 0 : i64, 256 : i64, 512 : i64, 512 : i64]} {
// CHECK-NEXT:  func.func @dealloc_only_late(%ctx: !hip.context, %n: index) {
// CHECK-NEXT:    "test.op"() : () -> ()
// CHECK-NEXT:    %[[C1024:.*]] = arith.constant 1024 : index
// CHECK-NEXT:    %[[V0:.*]] = arith.muli %n, %[[C1024]] : index
// CHECK-NEXT:    %[[C256:.*]] = arith.constant 256 : index
// CHECK-NEXT:    %[[V1:.*]] = arith.muli %n, %[[C256]] : index
// CHECK-NEXT:    %[[V2:.*]] = arith.maxui %[[V0]], %[[V1]] : index
// CHECK-NEXT:    %[[C512:.*]] = arith.constant 512 : index
// CHECK-NEXT:    %[[V3:.*]] = arith.addi %[[V2]], %[[C512]] : index
// CHECK-NEXT:    %[[POOL:.*]] = hip.get_pool(%ctx, %[[V3]]) : memref<?xi8>
// CHECK-NEXT:    %[[C0:.*]] = arith.constant 0 : index
// CHECK-NEXT:    %x = memref.view %[[POOL]][%[[C0]]][] : memref<?xi8> to memref<64xf32>
// CHECK-NEXT:    "test.op_with_memwrite"(%x) : (memref<64xf32>) -> ()
// CHECK-NEXT:    %y = memref.view %[[POOL]][%[[C256]]][] : memref<?xi8> to memref<32xf64>
// CHECK-NEXT:    %a = memref.view %[[POOL]][%[[C512]]][%n] : memref<?xi8> to memref<?x64xf32>
// CHECK-NEXT:    "test.op_with_memwrite"(%x, %y, %a) : (memref<64xf32>, memref<32xf64>, memref<?x64xf32>) -> ()
// CHECK-NEXT:    func.return
func.func @dealloc_only_late(%ctx: !hip.context, %n: index) {
  "test.op"() : () -> ()
  %x = memref.alloc() : memref<64xf32>
  "test.op_with_memwrite"(%x) : (memref<64xf32>) -> ()
  %d = memref.alloc() : memref<64xf32>
  %y = memref.alloc() : memref<32xf64>
  %e = memref.alloc(%n) : memref<?x256xf32>
  %a = memref.alloc(%n) : memref<?x64xf32>
  "test.op_with_memwrite"(%x, %y, %a) : (memref<64xf32>, memref<32xf64>, memref<?x64xf32>) -> ()
  memref.dealloc %d : memref<64xf32>
  memref.dealloc %e : memref<?x256xf32>
  func.return
}

// -----

// A zero-byte buffer is dynamic with F = 1 and C = 0 (docs/semantics.md §6); with others in
// a slab its footprint 1 * 0 folds to 0, and maxui(w, 0) folds to w.
// Lifetime-only: a (n, C 256) [0,1], z (memref<0xf32>) [2,3]: by span a, z;
// disjoint: one slab, width maxui(n*256, 0) = n*256 (mixed F, but 0 and 256 are
// multiples: no round-up). Both at 0; pool n*256.
// Grouped: classes in order of first appearance, (n) then () (C 0 is a multiple
// of 256, so z is in a group, not a bucket): the same slab, the same width.
// Reversed (z first, @zero_first): grouped keeps the class order, () then (n),
// so the width is maxui(0, n*256): the constant moves right, then folds.
// CHECK:      builtin.module attributes {hipdnn.pool_size = 0 : i64, hipdnn.buffer_count = 2 : i64, hipdnn.buffer_offsets = [0 : i64, 0 : i64]} {
// CHECK-NEXT:  func.func @zero_in_a_slab(%ctx: !hip.context, %n: index) {
// CHECK-NEXT:    %[[C256:.*]] = arith.constant 256 : index
// CHECK-NEXT:    %[[V0:.*]] = arith.muli %n, %[[C256]] : index
// CHECK-NEXT:    %[[POOL:.*]] = hip.get_pool(%ctx, %[[V0]]) : memref<?xi8>
// CHECK-NEXT:    %[[C0:.*]] = arith.constant 0 : index
// CHECK-NEXT:    %a = memref.view %[[POOL]][%[[C0]]][%n] : memref<?xi8> to memref<?x64xf32>
// CHECK-NEXT:    "test.op_with_memwrite"(%a) : (memref<?x64xf32>) -> ()
// CHECK-NEXT:    %z = memref.view %[[POOL]][%[[C0]]][] : memref<?xi8> to memref<0xf32>
// CHECK-NEXT:    "test.op_with_memwrite"(%z) : (memref<0xf32>) -> ()
// CHECK-NEXT:    func.return
// GROUPED:      builtin.module attributes {hipdnn.pool_size = 0 : i64, hipdnn.buffer_count = 2 : i64, hipdnn.buffer_offsets = [0 : i64, 0 : i64]} {
// GROUPED-NEXT:  func.func @zero_in_a_slab(%ctx: !hip.context, %n: index) {
// GROUPED-NEXT:    %[[C256:.*]] = arith.constant 256 : index
// GROUPED-NEXT:    %[[V0:.*]] = arith.muli %n, %[[C256]] : index
// GROUPED-NEXT:    %[[POOL:.*]] = hip.get_pool(%ctx, %[[V0]]) : memref<?xi8>
// GROUPED-NEXT:    %[[C0:.*]] = arith.constant 0 : index
// GROUPED-NEXT:    %a = memref.view %[[POOL]][%[[C0]]][%n] : memref<?xi8> to memref<?x64xf32>
// GROUPED-NEXT:    "test.op_with_memwrite"(%a) : (memref<?x64xf32>) -> ()
// GROUPED-NEXT:    %z = memref.view %[[POOL]][%[[C0]]][] : memref<?xi8> to memref<0xf32>
// GROUPED-NEXT:    "test.op_with_memwrite"(%z) : (memref<0xf32>) -> ()
// GROUPED-NEXT:    func.return
func.func @zero_in_a_slab(%ctx: !hip.context, %n: index) {
  %a = memref.alloc(%n) : memref<?x64xf32>
  "test.op_with_memwrite"(%a) : (memref<?x64xf32>) -> ()
  %z = memref.alloc() : memref<0xf32>
  "test.op_with_memwrite"(%z) : (memref<0xf32>) -> ()
  func.return
}

// -----

// CHECK:      builtin.module attributes {hipdnn.pool_size = 0 : i64, hipdnn.buffer_count = 2 : i64, hipdnn.buffer_offsets = [0 : i64, 0 : i64]} {
// CHECK-NEXT:  func.func @zero_first(%ctx: !hip.context, %n: index) {
// CHECK-NEXT:    %[[C256:.*]] = arith.constant 256 : index
// CHECK-NEXT:    %[[V0:.*]] = arith.muli %n, %[[C256]] : index
// CHECK-NEXT:    %[[POOL:.*]] = hip.get_pool(%ctx, %[[V0]]) : memref<?xi8>
// CHECK-NEXT:    %[[C0:.*]] = arith.constant 0 : index
// CHECK-NEXT:    %z = memref.view %[[POOL]][%[[C0]]][] : memref<?xi8> to memref<0xf32>
// CHECK-NEXT:    "test.op_with_memwrite"(%z) : (memref<0xf32>) -> ()
// CHECK-NEXT:    %a = memref.view %[[POOL]][%[[C0]]][%n] : memref<?xi8> to memref<?x64xf32>
// CHECK-NEXT:    "test.op_with_memwrite"(%a) : (memref<?x64xf32>) -> ()
// CHECK-NEXT:    func.return
// GROUPED:      builtin.module attributes {hipdnn.pool_size = 0 : i64, hipdnn.buffer_count = 2 : i64, hipdnn.buffer_offsets = [0 : i64, 0 : i64]} {
// GROUPED-NEXT:  func.func @zero_first(%ctx: !hip.context, %n: index) {
// GROUPED-NEXT:    %[[C256:.*]] = arith.constant 256 : index
// GROUPED-NEXT:    %[[V0:.*]] = arith.muli %n, %[[C256]] : index
// GROUPED-NEXT:    %[[POOL:.*]] = hip.get_pool(%ctx, %[[V0]]) : memref<?xi8>
// GROUPED-NEXT:    %[[C0:.*]] = arith.constant 0 : index
// GROUPED-NEXT:    %z = memref.view %[[POOL]][%[[C0]]][] : memref<?xi8> to memref<0xf32>
// GROUPED-NEXT:    "test.op_with_memwrite"(%z) : (memref<0xf32>) -> ()
// GROUPED-NEXT:    %a = memref.view %[[POOL]][%[[C0]]][%n] : memref<?xi8> to memref<?x64xf32>
// GROUPED-NEXT:    "test.op_with_memwrite"(%a) : (memref<?x64xf32>) -> ()
// GROUPED-NEXT:    func.return
func.func @zero_first(%ctx: !hip.context, %n: index) {
  %z = memref.alloc() : memref<0xf32>
  "test.op_with_memwrite"(%z) : (memref<0xf32>) -> ()
  %a = memref.alloc(%n) : memref<?x64xf32>
  "test.op_with_memwrite"(%a) : (memref<?x64xf32>) -> ()
  func.return
}

// -----

// The pass runs on the functions directly inside the module (as MLIR nests a
// function pass): @inner's function, in a nested module, is not visited, and
// the attributes go on the outer module only (from @outer: 256 B at 0).
// CHECK:      builtin.module attributes {hipdnn.pool_size = 256 : i64, hipdnn.buffer_count = 1 : i64, hipdnn.buffer_offsets = [0 : i64]} {
// CHECK-NEXT:  func.func @outer(%ctx: !hip.context) {
// CHECK-NEXT:    %[[C256:.*]] = arith.constant 256 : index
// CHECK-NEXT:    %[[POOL:.*]] = hip.get_pool(%ctx, %[[C256]]) : memref<?xi8>
// CHECK-NEXT:    %[[C0:.*]] = arith.constant 0 : index
// CHECK-NEXT:    %a = memref.view %[[POOL]][%[[C0]]][] : memref<?xi8> to memref<64xf32>
// CHECK-NEXT:    "test.op_with_memwrite"(%a) : (memref<64xf32>) -> ()
// CHECK-NEXT:    func.return
// CHECK:      builtin.module @inner {
// CHECK-NEXT:  func.func @nested(%ctx: !hip.context) {
// CHECK-NEXT:    %b = memref.alloc() : memref<64xf32>
// CHECK-NEXT:    "test.op_with_memwrite"(%b) : (memref<64xf32>) -> ()
// CHECK-NEXT:    func.return
func.func @outer(%ctx: !hip.context) {
  %a = memref.alloc() : memref<64xf32>
  "test.op_with_memwrite"(%a) : (memref<64xf32>) -> ()
  func.return
}
builtin.module @inner {
  func.func @nested(%ctx: !hip.context) {
    %b = memref.alloc() : memref<64xf32>
    "test.op_with_memwrite"(%b) : (memref<64xf32>) -> ()
    func.return
  }
}

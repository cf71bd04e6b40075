// RUN: xdsl-opt -p hip-pool-allocs,cse --allow-unregistered-dialect --split-input-file %s > %t.pooled.mlir
// RUN: filecheck %s --input-file %t.pooled.mlir
// RUN: xdsl-opt -p hip-pool-allocs --allow-unregistered-dialect %s 2>&1 >/dev/null | filecheck %s --check-prefix=REMARK

// Dominance domains (docs/semantics.md §5) and their module attributes (docs/semantics.md §7).

// Block indices: 2 %n = dim; 3 a(n); 4 s; 5 %m = load; 6 b(m); 7 p(n0, an
// argument); 8 use; 9 %k = n + m; 10 c(k); 11 t; 12 use.
// a: n defined at 2 -> domain 0 (first alloc 3). s: static -> domain 0.
// b: m defined at 5 >= 3 -> domain 1 (first alloc 6).
// p: n0 is an argument (-1): the newest domain, 1, can take it (-1 < 6) -> 1.
// c: k defined at 9 >= 6 -> domain 2 (first alloc 10). t: static -> domain 2.
// Domain 0: s 400 B -> 512 prefix; a C 256 -> slab n*256; pool 512 + n*256;
//   s 0, a 512.
// Domain 1: b (C 256, m) and p (C 128, n0) overlap -> slabs b, p (p rounded up);
//   pool m*256 + alignUp(n0*128); b 0, p m*256.
// Domain 2: t 32 B -> 256 prefix; c C 2 -> alignUp(k*2); pool 256 + that; t 0, c 256.
// Each domain's arithmetic goes right after its latest size definition (docs/semantics.md
// §7): domain 0 after %n, domain 1 after %m, domain 2 after %k; after cse the
// constants of later domains reuse the earlier ones (256, 255, and the
// function's own 0).
// CHECK:      builtin.module attributes {hipdnn.pool_size = 512 : i64, hipdnn.buffer_count = 6 : i64, hipdnn.buffer_offsets = [512 : i64, 0 : i64, 0 : i64, -1 : i64, 256 : i64, 0 : i64], hipdnn.domain_count = 3 : i64, hipdnn.pool_sizes = [512 : i64, 0 : i64, 256 : i64], hipdnn.buffer_domains = [0 : i64, 0 : i64, 1 : i64, 1 : i64, 2 : i64, 2 : i64]} {
// CHECK-NEXT:  func.func @three_domains(%ctx: !hip.context, %buf: memref<4xindex>, %x: memref<?x?xf32>, %n0: index) {
// CHECK-NEXT:    %[[C0:.*]] = arith.constant 0 : index
// CHECK-NEXT:    %[[C1:.*]] = arith.constant 1 : index
// CHECK-NEXT:    %n = memref.dim %x, %[[C0]] : memref<?x?xf32>
// CHECK-NEXT:    %[[C256:.*]] = arith.constant 256 : index
// CHECK-NEXT:    %[[V0:.*]] = arith.muli %n, %[[C256]] : index
// CHECK-NEXT:    %[[C512:.*]] = arith.constant 512 : index
// CHECK-NEXT:    %[[V1:.*]] = arith.addi %[[V0]], %[[C512]] : index
// CHECK-NEXT:    %[[POOL:.*]] = hip.get_pool(%ctx, %[[V1]]) : memref<?xi8>
// CHECK-NEXT:    %a = memref.view %[[POOL]][%[[C512]]][%n] : memref<?xi8> to memref<?x64xf32>
// CHECK-NEXT:    %s = memref.view %[[POOL]][%[[C0]]][] : memref<?xi8> to memref<100xf32>
// CHECK-NEXT:    %m = memref.load %buf[%[[C1]]] : memref<4xindex>
// CHECK-NEXT:    %[[V2:.*]] = arith.muli %m, %[[C256]] : index
// CHECK-NEXT:    %[[C128:.*]] = arith.constant 128 : index
// CHECK-NEXT:    %[[V3:.*]] = arith.muli %n0, %[[C128]] : index
// CHECK-NEXT:    %[[C255:.*]] = arith.constant 255 : index
// CHECK-NEXT:    %[[V4:.*]] = arith.addi %[[V3]], %[[C255]] : index
// CHECK-NEXT:    %[[V5:.*]] = arith.divui %[[V4]], %[[C256]] : index
// CHECK-NEXT:    %[[V6:.*]] = arith.muli %[[V5]], %[[C256]] : index
// CHECK-NEXT:    %[[V7:.*]] = arith.addi %[[V2]], %[[V6]] : index
// CHECK-NEXT:    %[[POOL_1:.*]] = hip.get_pool(%ctx, %[[V7]]) {domain_id = 1 : i64} : memref<?xi8>
// CHECK-NEXT:    %b = memref.view %[[POOL_1]][%[[C0]]][%m] : memref<?xi8> to memref<?x64xf32>
// CHECK-NEXT:    %p = memref.view %[[POOL_1]][%[[V2]]][%n0] : memref<?xi8> to memref<?x32xf32>
// CHECK-NEXT:    "test.use"(%a, %b, %s, %p) : (memref<?x64xf32>, memref<?x64xf32>, memref<100xf32>, memref<?x32xf32>) -> ()
// CHECK-NEXT:    %k = arith.addi %n, %m : index
// CHECK-NEXT:    %[[C2:.*]] = arith.constant 2 : index
// CHECK-NEXT:    %[[V8:.*]] = arith.muli %k, %[[C2]] : index
// CHECK-NEXT:    %[[V9:.*]] = arith.addi %[[V8]], %[[C255]] : index
// CHECK-NEXT:    %[[V10:.*]] = arith.divui %[[V9]], %[[C256]] : index
// CHECK-NEXT:    %[[V11:.*]] = arith.muli %[[V10]], %[[C256]] : index
// CHECK-NEXT:    %[[V12:.*]] = arith.addi %[[V11]], %[[C256]] : index
// CHECK-NEXT:    %[[POOL_2:.*]] = hip.get_pool(%ctx, %[[V12]]) {domain_id = 2 : i64} : memref<?xi8>
// CHECK-NEXT:    %c = memref.view %[[POOL_2]][%[[C256]]][%k] : memref<?xi8> to memref<?xf16>
// CHECK-NEXT:    %t = memref.view %[[POOL_2]][%[[C0]]][] : memref<?xi8> to memref<8xf32>
// CHECK-NEXT:    "test.use"(%c, %t) : (memref<?xf16>, memref<8xf32>) -> ()
// CHECK-NEXT:    func.return
func.func @three_domains(%ctx: !hip.context, %buf: memref<4xindex>, %x: memref<?x?xf32>, %n0: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %n = memref.dim %x, %c0 : memref<?x?xf32>
  %a = memref.alloc(%n) : memref<?x64xf32>
  %s = memref.alloc() : memref<100xf32>
  %m = memref.load %buf[%c1] : memref<4xindex>
  %b = memref.alloc(%m) : memref<?x64xf32>
  %p = memref.alloc(%n0) : memref<?x32xf32>
  "test.use"(%a, %b, %s, %p) : (memref<?x64xf32>, memref<?x64xf32>, memref<100xf32>, memref<?x32xf32>) -> ()
  %k = arith.addi %n, %m : index
  %c = memref.alloc(%k) : memref<?xf16>
  %t = memref.alloc() : memref<8xf32>
  "test.use"(%c, %t) : (memref<?xf16>, memref<8xf32>) -> ()
  func.return
}

// -----

// Nine sizes each loaded after the previous alloc: nine domains (legal), and the
// advisory remark on stderr (second RUN line; xdsl-opt keeps no op locations,
// so the remark has none), with the reference's full text. Each domain holds
// one C 4 buffer: pool alignUp(v*4), emitted right after its load, offset 0
// (the function's own %c0 after cse).
// CHECK:      builtin.module attributes {hipdnn.pool_size = 0 : i64, hipdnn.buffer_count = 9 : i64, hipdnn.buffer_offsets = [0 : i64, 0 : i64, 0 : i64, 0 : i64, 0 : i64, 0 : i64, 0 : i64, 0 : i64, 0 : i64], hipdnn.domain_count = 9 : i64, hipdnn.pool_sizes = [0 : i64, 0 : i64, 0 : i64, 0 : i64, 0 : i64, 0 : i64, 0 : i64, 0 : i64, 0 : i64], hipdnn.buffer_domains = [0 : i64, 1 : i64, 2 : i64, 3 : i64, 4 : i64, 5 : i64, 6 : i64, 7 : i64, 8 : i64]} {
// CHECK-LABEL: func.func @nine_domains
// CHECK:         %v0 = memref.load
// CHECK:         hip.get_pool(%ctx, %{{.*}}) : memref<?xi8>
// CHECK:         %v1 = memref.load
// CHECK:         hip.get_pool(%ctx, %{{.*}}) {domain_id = 1 : i64} : memref<?xi8>
// CHECK:         %v8 = memref.load
// CHECK:         hip.get_pool(%ctx, %{{.*}}) {domain_id = 8 : i64} : memref<?xi8>
// CHECK-NEXT:    %a8 = memref.view %{{.*}}[%c0][%v8] : memref<?xi8> to memref<?xf32>
// REMARK:      remark: hip-pool-allocs: dominance partition produced 9 domains (advisory threshold 8); this usually means the earlier --hip-hoist-alloc-size-arith pass did not run, or canonicalization left unhoistable size arithmetic in place. Compilation continues.{{$}}
// REMARK-NOT:  remark
func.func @nine_domains(%ctx: !hip.context, %buf: memref<?xindex>, %i1: index, %i2: index, %i3: index, %i4: index, %i5: index, %i6: index, %i7: index, %i8: index) {
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
  %a7 = memref.alloc(%v7) : memref<?xf32>
  %v8 = memref.load %buf[%i8] : memref<?xindex>
  %a8 = memref.alloc(%v8) : memref<?xf32>
  "test.use"(%a0, %a1, %a2, %a3, %a4, %a5, %a6, %a7, %a8) : (memref<?xf32>, memref<?xf32>, memref<?xf32>, memref<?xf32>, memref<?xf32>, memref<?xf32>, memref<?xf32>, memref<?xf32>, memref<?xf32>) -> ()
  func.return
}

// -----

// Several functions in one module: each writes the attributes after it is
// rewritten, so the last one wins; the multi-domain attributes of the first (and
// the stale ones the input had) are removed; other attributes are kept.
// @second: one static 64 B buffer -> pool 256 at 0.
// CHECK:      builtin.module attributes {other.attr = 1 : i64, hipdnn.pool_size = 256 : i64, hipdnn.buffer_count = 1 : i64, hipdnn.buffer_offsets = [0 : i64]} {
// CHECK-NEXT:   func.func @first(
// CHECK:          hip.get_pool(%ctx, %{{.*}}) {domain_id = 1 : i64}
// CHECK:        func.func @second(
builtin.module attributes {hipdnn.domain_count = 7 : i64, hipdnn.pool_sizes = [1 : i64], other.attr = 1 : i64, hipdnn.buffer_domains = [3 : i64]} {
  func.func @first(%ctx: !hip.context, %buf: memref<?xindex>, %i1: index) {
    %c0 = arith.constant 0 : index
    %v0 = memref.load %buf[%c0] : memref<?xindex>
    %a0 = memref.alloc(%v0) : memref<?xf32>
    %v1 = memref.load %buf[%i1] : memref<?xindex>
    %a1 = memref.alloc(%v1) : memref<?xf32>
    "test.use"(%a0, %a1) : (memref<?xf32>, memref<?xf32>) -> ()
    func.return
  }
  func.func @second(%ctx: !hip.context) {
    %a = memref.alloc() : memref<16xf32>
    "test.use"(%a) : (memref<16xf32>) -> ()
    func.return
  }
}

// -----

// The other way round: the multi-domain function is last, so its attributes stand.
// @first: a at 0 in domain 0 (static prefix 256 -> pool_sizes[0] = 256);
// @second: a0 in domain 0 (C 4, offset 0), a1 in domain 1 (offset 0).
// CHECK:      builtin.module attributes {hipdnn.pool_size = 0 : i64, hipdnn.buffer_count = 2 : i64, hipdnn.buffer_offsets = [0 : i64, 0 : i64], hipdnn.domain_count = 2 : i64, hipdnn.pool_sizes = [0 : i64, 0 : i64], hipdnn.buffer_domains = [0 : i64, 1 : i64]} {
func.func @first(%ctx: !hip.context) {
  %a = memref.alloc() : memref<16xf32>
  "test.use"(%a) : (memref<16xf32>) -> ()
  func.return
}
func.func @second(%ctx: !hip.context, %buf: memref<?xindex>, %i1: index) {
  %c0 = arith.constant 0 : index
  %v0 = memref.load %buf[%c0] : memref<?xindex>
  %a0 = memref.alloc(%v0) : memref<?xf32>
  %v1 = memref.load %buf[%i1] : memref<?xindex>
  %a1 = memref.alloc(%v1) : memref<?xf32>
  "test.use"(%a0, %a1) : (memref<?xf32>, memref<?xf32>) -> ()
  func.return
}

// A second run finds the allocs gone and the pools in place: it changes nothing,
// the module attributes included.
// RUN: xdsl-opt -p hip-pool-allocs --allow-unregistered-dialect --split-input-file %t.pooled.mlir | filecheck %s

// RUN: xdsl-opt -p hip-pool-allocs --allow-unregistered-dialect --split-input-file %s | filecheck %s
// RUN: xdsl-opt -p 'hip-pool-allocs{packer=reference}' --allow-unregistered-dialect --split-input-file %s | filecheck %s
// RUN: xdsl-opt -p 'hip-pool-allocs{packer=best verify-plan=true}' --allow-unregistered-dialect --split-input-file %s | filecheck %s --check-prefixes=BEST,DYN
// With packer=best the dynamic mode does not matter (both reference layouts are candidates):
// RUN: xdsl-opt -p 'hip-pool-allocs{packer=best lifetime-only=false}' --allow-unregistered-dialect --split-input-file %s | filecheck %s --check-prefixes=BEST,DYN
// RUN: xdsl-opt -p 'hip-pool-allocs{packer=best packer-time-limit-ms=5000 verify-plan=true}' --allow-unregistered-dialect --split-input-file %s | filecheck %s --check-prefixes=DYN
// RUN: xdsl-opt -p 'hip-pool-allocs{packer=best packer-time-limit-ms=0}' --allow-unregistered-dialect --split-input-file %s | filecheck %s --check-prefixes=NOTIME,DYN
// RUN: xdsl-opt -p 'hip-pool-allocs{packer=best packer-effort=0}' --allow-unregistered-dialect --split-input-file %s | filecheck %s --check-prefix=NOTIME
// RUN: xdsl-opt -p 'hip-pool-allocs{packer=best packer-effort=1000000}' --allow-unregistered-dialect --split-input-file %s | filecheck %s --check-prefixes=BEST,DYN
// RUN: xdsl-opt -p 'hip-pool-allocs{lifetime-only=false}' --allow-unregistered-dialect --split-input-file %s | filecheck %s --check-prefix=GROUPED
// A bad packer name is reported at each of the three functions (as a function
// pass reports a bad option), one line each, with no IR:
// RUN: not xhip-opt --pass-pipeline='hip-pool-allocs{packer=foo}' --allow-unregistered-dialect %s 2>&1 | filecheck %s --check-prefix=BAD

// `packer=reference|best` and `packer-time-limit-ms` (docs/semantics.md §6.4, §6.5). A
// time limit makes the static result depend on the machine's load: that RUN
// line checks only what does not (a valid plan, the dynamic function); the
// deterministic budget is `packer-effort`.

// Static: an instance where greedy best fit, largest first, is provably worse
// than the optimum, and the search of packer=best meets the max-load bound.
// Block indices: a [0,2], b [1,4], c [3,6], d [5,6]; sizes a 1024, b 256,
// c 256, d 1024 bytes (all multiples of 256). Only a-b, b-c and c-d overlap.
// Max-load bound L: a + b = 1280 at 1-2, b + c = 512 at 3-4, c + d = 1280 at
// 5-6 -> L = 1280.
// Reference, order a d b c (largest first, stable): a 0; d disjoint from a -> 0;
//   b overlaps a [0,1024) -> 1024; c overlaps d [0,1024) and b [1024,1280): no
//   gap -> 1280. Pool 1536. Every largest-first order places a and d first, both
//   at 0, and then b and c, which overlap each other, above 1024: 1536 whatever
//   the tie-break, so greedy best fit never reaches 1280.
// Optimum 1280: a and b must stack inside 1280 (1024 + 256), and so must c and
//   d, with b and c apart: either b 0, a 256, c 1024, d 0, or its mirror image
//   a 0, b 1024, c 0, d 256. The search (MiniMalloc's canonical packing) tries
//   the longest-lived buffers first at each offset: b 0, then d 0 (nothing of
//   its own below it), a on b at 256, c on d at 1024.
// packer-time-limit-ms=0 and packer-effort=0 leave the search no budget: the reference packing is
//   kept (packer=best never returns more than the reference).
// CHECK:        builtin.module attributes {hipdnn.pool_size = 1536 : i64, hipdnn.buffer_count = 4 : i64, hipdnn.buffer_offsets = [0 : i64, 1024 : i64, 1280 : i64, 0 : i64]} {
// CHECK-NEXT:     func.func @static_chain(%ctx: !hip.context) {
// CHECK-NEXT:       %[[SZ:.*]] = arith.constant 1536 : index
// CHECK-NEXT:       %[[POOL:.*]] = hip.get_pool(%ctx, %[[SZ]]) : memref<?xi8>
// CHECK-NEXT:       %[[C0:.*]] = arith.constant 0 : index
// CHECK-NEXT:       %[[C1024:.*]] = arith.constant 1024 : index
// CHECK-NEXT:       %[[C1280:.*]] = arith.constant 1280 : index
// CHECK-NEXT:       %a = memref.view %[[POOL]][%[[C0]]][] : memref<?xi8> to memref<256xf32>
// CHECK-NEXT:       %b = memref.view %[[POOL]][%[[C1024]]][] : memref<?xi8> to memref<64xf32>
// CHECK-NEXT:       "test.op_with_memread"(%a, %b)
// CHECK-NEXT:       %c = memref.view %[[POOL]][%[[C1280]]][] : memref<?xi8> to memref<64xf32>
// CHECK-NEXT:       "test.op_with_memread"(%b, %c)
// CHECK-NEXT:       %d = memref.view %[[POOL]][%[[C0]]][] : memref<?xi8> to memref<256xf32>
// CHECK-NEXT:       "test.op_with_memread"(%c, %d)
// CHECK-NEXT:       func.return
// NOTIME:       builtin.module attributes {hipdnn.pool_size = 1536 : i64, hipdnn.buffer_count = 4 : i64, hipdnn.buffer_offsets = [0 : i64, 1024 : i64, 1280 : i64, 0 : i64]} {
// NOTIME-NEXT:    func.func @static_chain
// BEST:         builtin.module attributes {hipdnn.pool_size = 1280 : i64, hipdnn.buffer_count = 4 : i64, hipdnn.buffer_offsets = [256 : i64, 0 : i64, 1024 : i64, 0 : i64]} {
// BEST-NEXT:      func.func @static_chain(%ctx: !hip.context) {
// BEST-NEXT:        %[[SZ:.*]] = arith.constant 1280 : index
// BEST-NEXT:        %[[POOL:.*]] = hip.get_pool(%ctx, %[[SZ]]) : memref<?xi8>
// BEST-NEXT:        %[[C256:.*]] = arith.constant 256 : index
// BEST-NEXT:        %[[C0:.*]] = arith.constant 0 : index
// BEST-NEXT:        %[[C1024:.*]] = arith.constant 1024 : index
// BEST-NEXT:        %a = memref.view %[[POOL]][%[[C256]]][] : memref<?xi8> to memref<256xf32>
// BEST-NEXT:        %b = memref.view %[[POOL]][%[[C0]]][] : memref<?xi8> to memref<64xf32>
// BEST-NEXT:        "test.op_with_memread"(%a, %b)
// BEST-NEXT:        %c = memref.view %[[POOL]][%[[C1024]]][] : memref<?xi8> to memref<64xf32>
// BEST-NEXT:        "test.op_with_memread"(%b, %c)
// BEST-NEXT:        %d = memref.view %[[POOL]][%[[C0]]][] : memref<?xi8> to memref<256xf32>
// BEST-NEXT:        "test.op_with_memread"(%c, %d)
// BEST-NEXT:        func.return
// BAD-NOT:      builtin.module
// BAD:          {{^}}{{.*}}packer-best.mlir:[[# @LINE + 4]]:1: error: hip-pool-allocs: packer must be one of reference, best (got foo){{$}}
// BAD-NEXT:     {{^}}{{.*}}packer-best.mlir:{{[0-9]+}}:1: error: hip-pool-allocs: packer must be one of reference, best (got foo){{$}}
// BAD-NEXT:     {{^}}{{.*}}packer-best.mlir:{{[0-9]+}}:1: error: hip-pool-allocs: packer must be one of reference, best (got foo){{$}}
// BAD-NOT:      {{.}}
func.func @static_chain(%ctx: !hip.context) {
  %a = memref.alloc() : memref<256xf32>
  %b = memref.alloc() : memref<64xf32>
  "test.op_with_memread"(%a, %b) : (memref<256xf32>, memref<64xf32>) -> ()
  %c = memref.alloc() : memref<64xf32>
  "test.op_with_memread"(%b, %c) : (memref<64xf32>, memref<64xf32>) -> ()
  %d = memref.alloc() : memref<256xf32>
  "test.op_with_memread"(%c, %d) : (memref<64xf32>, memref<256xf32>) -> ()
  func.return
}

// -----

// Dynamic: the same chain with runtime sizes. Block indices: a (n, C 768) [0,2],
// b (n, C 256) [1,4], c (m, C 256) [3,6], d (m, C 768) [5,6]; only a-b, b-c and
// c-d overlap. All C are multiples of 256: no rounding anywhere.
// Reference lifetime-only: groups listed (n) a b, (m) c d, sorted by C: a d b c;
//   a slab 0; d disjoint from a -> slab 0; b overlaps a -> slab 1; c overlaps d
//   and b -> slab 2. Widths maxui(768n, 768m), 256n, 256m:
//   pool = maxui(768n, 768m) + 256n + 256m; a, d 0; b w0; c w0 + 256n.
// Reference grouped: group (n) a 0, b 768 (span 1024, hull [0,4]); group (m)
//   d 0, c 768 (span 1024, hull [3,6]); the hulls overlap -> two slabs:
//   pool = 1024n + 1024m; a 0, b 768n, d 1024n, c 1024n + 768m.
//   Lifetime-only - grouped = -768 min(n, m): the modes differ whenever n, m > 0.
// packer=best: candidates are orientations of the overlapping pairs (who lies
// below whom); a buffer starts at the highest top of those below it.
//   K1 = a<b, b<c, d<c (read off both reference layouts, and off best fit at
//     n = m = 4096 and at n = 1, m = 4096: duplicates merged): b at 768n, c at
//     maxui(1024n, 768m), pool1 = maxui(1024n, 768m) + 256m (never above
//     lifetime-only, which is never above grouped).
//   K2 = a<b, d<c, c<b (best fit at n = 4096, m = 1: a 0, b 3145728, d 0, and c
//     in the gap [768, 3145728) -> 768, below b): c at 768m, b at
//     maxui(768n, 1024m), pool2 = maxui(768n, 1024m) + 256n.
//   Neither is never smaller: n = 10, m = 1: pool1 10496, pool2 10240; n = 1,
//   m = 10: pool1 10240, pool2 10496. So 2 candidates: one `cmpi ult` of pool2
//   against pool1, a select of the pool size, and a select for each offset that
//   differs (b and c; a and d are at 0 in both). With packer=best an operation
//   built earlier with its operands commuted is reused: K1's maxui(1024n, 768m)
//   is the maxui(768m, 1024n) that another candidate built first.
// DYN:          builtin.module attributes {hipdnn.pool_size = 0 : i64, hipdnn.buffer_count = 4 : i64, hipdnn.buffer_offsets = [0 : i64, -1 : i64, -1 : i64, 0 : i64]} {
// DYN-NEXT:       func.func @dynamic_chain(%ctx: !hip.context, %n: index, %m: index) {
// DYN-NEXT:         %[[C768:.*]] = arith.constant 768 : index
// DYN-NEXT:         %[[N768:.*]] = arith.muli %n, %[[C768]] : index
// DYN-NEXT:         %[[M768:.*]] = arith.muli %m, %[[C768]] : index
// DYN-NEXT:         %[[C256:.*]] = arith.constant 256 : index
// DYN-NEXT:         %[[N256:.*]] = arith.muli %n, %[[C256]] : index
// DYN-NEXT:         %[[N1024:.*]] = arith.addi %[[N768]], %[[N256]] : index
// DYN-NEXT:         %[[C1:.*]] = arith.maxui %[[M768]], %[[N1024]] : index
// DYN-NEXT:         %[[M256:.*]] = arith.muli %m, %[[C256]] : index
// DYN-NEXT:         %[[POOL1:.*]] = arith.addi %[[C1]], %[[M256]] : index
// DYN-NEXT:         %[[M1024:.*]] = arith.addi %[[M768]], %[[M256]] : index
// DYN-NEXT:         %[[B2:.*]] = arith.maxui %[[N768]], %[[M1024]] : index
// DYN-NEXT:         %[[POOL2:.*]] = arith.addi %[[B2]], %[[N256]] : index
// DYN-NEXT:         %[[LT:.*]] = arith.cmpi ult, %[[POOL2]], %[[POOL1]] : index
// DYN-NEXT:         %[[SZ:.*]] = arith.select %[[LT]], %[[POOL2]], %[[POOL1]] : index
// DYN-NEXT:         %[[POOL:.*]] = hip.get_pool(%ctx, %[[SZ]]) : memref<?xi8>
// DYN-NEXT:         %[[C0:.*]] = arith.constant 0 : index
// DYN-NEXT:         %[[OB:.*]] = arith.select %[[LT]], %[[B2]], %[[N768]] : index
// DYN-NEXT:         %[[OC:.*]] = arith.select %[[LT]], %[[M768]], %[[C1]] : index
// DYN-NEXT:         %a = memref.view %[[POOL]][%[[C0]]][%n] : memref<?xi8> to memref<?x192xf32>
// DYN-NEXT:         %b = memref.view %[[POOL]][%[[OB]]][%n] : memref<?xi8> to memref<?x64xf32>
// DYN-NEXT:         "test.op_with_memread"(%a, %b)
// DYN-NEXT:         %c = memref.view %[[POOL]][%[[OC]]][%m] : memref<?xi8> to memref<?x64xf32>
// DYN-NEXT:         "test.op_with_memread"(%b, %c)
// DYN-NEXT:         %d = memref.view %[[POOL]][%[[C0]]][%m] : memref<?xi8> to memref<?x192xf32>
// DYN-NEXT:         "test.op_with_memread"(%c, %d)
// DYN-NEXT:         func.return
// DYN-NOT:        arith.select
// The reference modes, for comparison.
// CHECK:      builtin.module attributes {hipdnn.pool_size = 0 : i64, hipdnn.buffer_count = 4 : i64, hipdnn.buffer_offsets = [0 : i64, -1 : i64, -1 : i64, 0 : i64]} {
// CHECK-NEXT:  func.func @dynamic_chain(%ctx: !hip.context, %n: index, %m: index) {
// CHECK-NEXT:    %[[C768:.*]] = arith.constant 768 : index
// CHECK-NEXT:    %[[V0:.*]] = arith.muli %n, %[[C768]] : index
// CHECK-NEXT:    %[[V1:.*]] = arith.muli %m, %[[C768]] : index
// CHECK-NEXT:    %[[C256:.*]] = arith.constant 256 : index
// CHECK-NEXT:    %[[V2:.*]] = arith.muli %n, %[[C256]] : index
// CHECK-NEXT:    %[[V3:.*]] = arith.muli %m, %[[C256]] : index
// CHECK-NEXT:    %[[V4:.*]] = arith.maxui %[[V0]], %[[V1]] : index
// CHECK-NEXT:    %[[V5:.*]] = arith.addi %[[V4]], %[[V2]] : index
// CHECK-NEXT:    %[[V6:.*]] = arith.addi %[[V5]], %[[V3]] : index
// CHECK-NEXT:    %[[POOL:.*]] = hip.get_pool(%ctx, %[[V6]]) : memref<?xi8>
// CHECK-NEXT:    %[[C0:.*]] = arith.constant 0 : index
// CHECK-NEXT:    %a = memref.view %[[POOL]][%[[C0]]][%n] : memref<?xi8> to memref<?x192xf32>
// CHECK-NEXT:    %b = memref.view %[[POOL]][%[[V4]]][%n] : memref<?xi8> to memref<?x64xf32>
// CHECK-NEXT:    "test.op_with_memread"(%a, %b) : (memref<?x192xf32>, memref<?x64xf32>) -> ()
// CHECK-NEXT:    %c = memref.view %[[POOL]][%[[V5]]][%m] : memref<?xi8> to memref<?x64xf32>
// CHECK-NEXT:    "test.op_with_memread"(%b, %c) : (memref<?x64xf32>, memref<?x64xf32>) -> ()
// CHECK-NEXT:    %d = memref.view %[[POOL]][%[[C0]]][%m] : memref<?xi8> to memref<?x192xf32>
// CHECK-NEXT:    "test.op_with_memread"(%c, %d) : (memref<?x64xf32>, memref<?x192xf32>) -> ()
// CHECK-NEXT:    func.return
// GROUPED:      builtin.module attributes {hipdnn.pool_size = 0 : i64, hipdnn.buffer_count = 4 : i64, hipdnn.buffer_offsets = [0 : i64, -1 : i64, -1 : i64, -1 : i64]} {
// GROUPED:        func.func @dynamic_chain(%ctx: !hip.context, %n: index, %m: index) {
// GROUPED-NEXT:     %[[C1024:.*]] = arith.constant 1024 : index
// GROUPED-NEXT:     %[[N1024:.*]] = arith.muli %n, %[[C1024]] : index
// GROUPED-NEXT:     %[[M1024:.*]] = arith.muli %m, %[[C1024]] : index
// GROUPED-NEXT:     %[[SZ:.*]] = arith.addi %[[N1024]], %[[M1024]] : index
// GROUPED-NEXT:     %[[POOL:.*]] = hip.get_pool(%ctx, %[[SZ]]) : memref<?xi8>
// GROUPED-NEXT:     %[[C0:.*]] = arith.constant 0 : index
// GROUPED-NEXT:     %[[C768:.*]] = arith.constant 768 : index
// GROUPED-NEXT:     %[[N768:.*]] = arith.muli %n, %[[C768]] : index
// GROUPED-NEXT:     %[[M768:.*]] = arith.muli %m, %[[C768]] : index
// GROUPED-NEXT:     %[[OC:.*]] = arith.addi %[[N1024]], %[[M768]] : index
// GROUPED-NEXT:     %a = memref.view %[[POOL]][%[[C0]]][%n] : memref<?xi8> to memref<?x192xf32>
// GROUPED-NEXT:     %b = memref.view %[[POOL]][%[[N768]]][%n] : memref<?xi8> to memref<?x64xf32>
// GROUPED-NEXT:     "test.op_with_memread"(%a, %b)
// GROUPED-NEXT:     %c = memref.view %[[POOL]][%[[OC]]][%m] : memref<?xi8> to memref<?x64xf32>
// GROUPED-NEXT:     "test.op_with_memread"(%b, %c)
// GROUPED-NEXT:     %d = memref.view %[[POOL]][%[[N1024]]][%m] : memref<?xi8> to memref<?x192xf32>
func.func @dynamic_chain(%ctx: !hip.context, %n: index, %m: index) {
  %a = memref.alloc(%n) : memref<?x192xf32>
  %b = memref.alloc(%n) : memref<?x64xf32>
  "test.op_with_memread"(%a, %b) : (memref<?x192xf32>, memref<?x64xf32>) -> ()
  %c = memref.alloc(%m) : memref<?x64xf32>
  "test.op_with_memread"(%b, %c) : (memref<?x64xf32>, memref<?x64xf32>) -> ()
  %d = memref.alloc(%m) : memref<?x192xf32>
  "test.op_with_memread"(%c, %d) : (memref<?x64xf32>, memref<?x192xf32>) -> ()
  func.return
}

// -----

// Static and dynamic buffers share bytes with packer=best (the reference keeps
// static buffers in a prefix below every dynamic one, docs/semantics.md §10). Block indices:
// d1 (n, C 4) [0,4], s (static 1024) [1,2], d2 (n, C 4) [3,4]; A = alignUp(4n).
// Reference (both modes): s in the prefix at 0; d1 and d2 overlap: d1 at 1024,
//   d2 at 1024 + A, pool 1024 + 2A, buffer_offsets [1024, 0, -1].
// packer=best: the ordered reference layouts and the fit of the dynamic buffers
//   all give that same layout (merged). The packing of all three at n = 4096
//   (d1 16384, s 1024, d2 16384, best fit): d1 0, d2 16384, and s, which
//   overlaps d1 only, in the lowest gap above it, 16384. Its orientation d1 < s,
//   d1 < d2 gives d1 0, s A, d2 A, pool maxui(1024 + A, 2A): smaller whenever
//   A > 0 (n = 1000: 8192 against 9216), equal at A = 0 (the first candidate
//   then stays). So the static buffer's offset is chosen at run time too:
//   buffer_offsets [-1, -1, -1]; selects d1 (0 | 1024), s (A | 0), d2 (A | 1024 + A).
// DYN:          builtin.module attributes {hipdnn.pool_size = 1024 : i64, hipdnn.buffer_count = 3 : i64, hipdnn.buffer_offsets = [-1 : i64, -1 : i64, -1 : i64]} {
// DYN-NEXT:       func.func @static_shares_with_dynamic(%ctx: !hip.context, %n: index) {
// DYN-NEXT:         %[[C1024:.*]] = arith.constant 1024 : index
// DYN-NEXT:         %[[C4:.*]] = arith.constant 4 : index
// DYN-NEXT:         %[[N4:.*]] = arith.muli %n, %[[C4]] : index
// DYN-NEXT:         %[[C255:.*]] = arith.constant 255 : index
// DYN-NEXT:         %[[B:.*]] = arith.addi %[[N4]], %[[C255]] : index
// DYN-NEXT:         %[[C256:.*]] = arith.constant 256 : index
// DYN-NEXT:         %[[D:.*]] = arith.divui %[[B]], %[[C256]] : index
// DYN-NEXT:         %[[A:.*]] = arith.muli %[[D]], %[[C256]] : index
// DYN-NEXT:         %[[TOP1:.*]] = arith.addi %[[C1024]], %[[A]] : index
// DYN-NEXT:         %[[REF:.*]] = arith.addi %[[TOP1]], %[[A]] : index
// DYN-NEXT:         %[[A2:.*]] = arith.addi %[[A]], %[[A]] : index
// DYN-NEXT:         %[[MIX:.*]] = arith.maxui %[[TOP1]], %[[A2]] : index
// DYN-NEXT:         %[[LT:.*]] = arith.cmpi ult, %[[MIX]], %[[REF]] : index
// DYN-NEXT:         %[[SZ:.*]] = arith.select %[[LT]], %[[MIX]], %[[REF]] : index
// DYN-NEXT:         %[[POOL:.*]] = hip.get_pool(%ctx, %[[SZ]]) : memref<?xi8>
// DYN-NEXT:         %[[C0:.*]] = arith.constant 0 : index
// DYN-NEXT:         %[[O1:.*]] = arith.select %[[LT]], %[[C0]], %[[C1024]] : index
// DYN-NEXT:         %[[OS:.*]] = arith.select %[[LT]], %[[A]], %[[C0]] : index
// DYN-NEXT:         %[[O2:.*]] = arith.select %[[LT]], %[[A]], %[[TOP1]] : index
// DYN-NEXT:         %d1 = memref.view %[[POOL]][%[[O1]]][%n] : memref<?xi8> to memref<?xf32>
// DYN-NEXT:         %s = memref.view %[[POOL]][%[[OS]]][] : memref<?xi8> to memref<1024xi8>
// DYN-NEXT:         "test.op_with_memread"(%d1, %s)
// DYN-NEXT:         %d2 = memref.view %[[POOL]][%[[O2]]][%n] : memref<?xi8> to memref<?xf32>
// DYN-NEXT:         "test.op_with_memread"(%d1, %d2)
// DYN-NEXT:         func.return
// CHECK:        builtin.module attributes {hipdnn.pool_size = 1024 : i64, hipdnn.buffer_count = 3 : i64, hipdnn.buffer_offsets = [1024 : i64, 0 : i64, -1 : i64]} {
// CHECK-NEXT:     func.func @static_shares_with_dynamic(%ctx: !hip.context, %n: index) {
// CHECK:            %[[A:.*]] = arith.muli %{{.*}}, %c256 : index
// CHECK-NEXT:       %[[C1024:.*]] = arith.constant 1024 : index
// CHECK-NEXT:       %[[TOP1:.*]] = arith.addi %[[A]], %[[C1024]] : index
// CHECK-NEXT:       %[[REF:.*]] = arith.addi %[[TOP1]], %[[A]] : index
// CHECK-NEXT:       %[[POOL:.*]] = hip.get_pool(%ctx, %[[REF]]) : memref<?xi8>
// CHECK-NEXT:       %[[C0:.*]] = arith.constant 0 : index
// CHECK-NEXT:       %d1 = memref.view %[[POOL]][%[[C1024]]][%n] : memref<?xi8> to memref<?xf32>
// CHECK-NEXT:       %s = memref.view %[[POOL]][%[[C0]]][] : memref<?xi8> to memref<1024xi8>
// GROUPED:      builtin.module attributes {hipdnn.pool_size = 1024 : i64, hipdnn.buffer_count = 3 : i64, hipdnn.buffer_offsets = [1024 : i64, 0 : i64, -1 : i64]} {
// GROUPED:          %s = memref.view %{{.*}}[%{{.*}}][] : memref<?xi8> to memref<1024xi8>
func.func @static_shares_with_dynamic(%ctx: !hip.context, %n: index) {
  %d1 = memref.alloc(%n) : memref<?xf32>
  %s = memref.alloc() : memref<1024xi8>
  "test.op_with_memread"(%d1, %s) : (memref<?xf32>, memref<1024xi8>) -> ()
  %d2 = memref.alloc(%n) : memref<?xf32>
  "test.op_with_memread"(%d1, %d2) : (memref<?xf32>, memref<?xf32>) -> ()
  func.return
}

// RUN: xhip-opt %s --allow-unregistered-dialect --split-input-file --verify-diagnostics --hip-pool-allocs='alignment=8 emit-fragmentation-report=true'
// RUN: xhip-opt %s --allow-unregistered-dialect --split-input-file --hip-pool-allocs='alignment=8 emit-fragmentation-report' 2>&1 >/dev/null | filecheck %s
// RUN: xhip-opt %s --allow-unregistered-dialect --split-input-file --hip-pool-allocs 2>&1 >/dev/null | filecheck %s --check-prefix=ADVISORY

// The pass's remarks are diagnostics at the function's line: checked with
// mlir-opt's -verify-diagnostics, and printed as FILE:LINE:COL: remark: ...

// Static allocs, alignment 8. Block indices: 0 a0 (32 B), 1 a1 (24 B), 2 use a0,
// 3 a2 (24 B), 4 use a1, 5 a3 (32 B), 6 use a2, 7 use a3. Lifetimes a0 [0,2],
// a1 [1,4], a2 [3,6], a3 [5,7]. Largest first: a0 0; a3 0 (disjoint from a0);
// a1 over a0 -> 32; a2 over a3 [0,32) and a1 [32,56) -> 56: 80 B. The most bytes
// live at once is 56 (a0 + a1 at 1-2, a2 + a3 at 5-6): 24 B of fragmentation.
// CHECK: remarks.mlir:[[# @LINE + 2]]:1: remark: hip-pool-allocs fragmentation: domain 0: static 80/56 B (24 frag); dyn-pool 0/0 units (0 frag); small-buckets 0/0 bins (0 excess)
// expected-remark@below {{hip-pool-allocs fragmentation: domain 0: static 80/56 B (24 frag); dyn-pool 0/0 units (0 frag); small-buckets 0/0 bins (0 excess)}}
func.func @greedy_gap(%ctx: !hip.context) {
  %a0 = memref.alloc() : memref<32xi8>
  %a1 = memref.alloc() : memref<24xi8>
  "test.op_with_memread"(%a0) : (memref<32xi8>) -> ()
  %a2 = memref.alloc() : memref<24xi8>
  "test.op_with_memread"(%a1) : (memref<24xi8>) -> ()
  %a3 = memref.alloc() : memref<32xi8>
  "test.op_with_memread"(%a2) : (memref<24xi8>) -> ()
  "test.op_with_memread"(%a3) : (memref<32xi8>) -> ()
  func.return
}

// -----

// Dynamic: d (C 256) and e (C 512) share %n and live together: one slab each,
// 256 + 512 = 768 units, which is also the most live at once.
// CHECK: remarks.mlir:[[# @LINE + 2]]:1: remark: hip-pool-allocs fragmentation: domain 0: static 0/0 B (0 frag); dyn-pool 768/768 units (0 frag); small-buckets 0/0 bins (0 excess)
// expected-remark@+1 {{dyn-pool 768/768 units (0 frag)}}
func.func @dynamic(%ctx: !hip.context, %n: index) {
  %d = memref.alloc(%n) : memref<?x64xf32>
  %e = memref.alloc(%n) : memref<?x128xf32>
  "test.op_with_memread"(%d, %e) : (memref<?x64xf32>, memref<?x128xf32>) -> ()
  func.return
}

// -----

// Each size is loaded after the previous alloc, so no single point can hold one
// pool for all: nine domains, past the advisory threshold of 8. The advisory
// comes first, then one fragmentation remark per domain, each after the remark
// at the alloc that opened its domain (emit-fragmentation-report only).
// CHECK: remarks.mlir:[[# @LINE + 15]]:1: remark: hip-pool-allocs: dominance partition produced 9 domains (advisory threshold 8); this usually means the earlier --hip-hoist-alloc-size-arith pass did not run, or canonicalization left unhoistable size arithmetic in place. Compilation continues.{{$}}
// CHECK: remarks.mlir:[[# @LINE + 41]]:3: remark: hip-pool-allocs: %a8 opens pool domain 8: its size %n8 (defined at {{.*}}remarks.mlir:[[# @LINE + 39]]:3) comes after %a7 ({{.*}}remarks.mlir:[[# @LINE + 38]]:3), where domain 7's pool is computed; run --hip-hoist-alloc-size-arith='hoist-loads=true' before --hip-pool-allocs to move the size arithmetic above it{{$}}
// CHECK: remarks.mlir:[[# @LINE + 13]]:1: remark: hip-pool-allocs fragmentation: domain 8: static 0/0 B (0 frag); dyn-pool 256/256 units (0 frag)
// ADVISORY: remarks.mlir:[[# @LINE + 12]]:1: remark: hip-pool-allocs: dominance partition produced 9 domains (advisory threshold 8); this usually means the earlier --hip-hoist-alloc-size-arith pass did not run, or canonicalization left unhoistable size arithmetic in place. Compilation continues.{{$}}
// ADVISORY-NOT: remark
// expected-remark@below {{dominance partition produced 9 domains (advisory threshold 8)}}
// expected-remark-re@below {{fragmentation: domain 0: {{.*}}dyn-pool 256/256 units}}
// expected-remark-re@below {{fragmentation: domain {{[1]}}: static 0/0 B}}
// expected-remark@below {{hip-pool-allocs fragmentation: domain 2: }}
// expected-remark@below {{hip-pool-allocs fragmentation: domain 3: }}
// expected-remark@below {{hip-pool-allocs fragmentation: domain 4: }}
// expected-remark@below {{hip-pool-allocs fragmentation: domain 5: }}
// expected-remark@below {{hip-pool-allocs fragmentation: domain 6: }}
// expected-remark@below {{hip-pool-allocs fragmentation: domain 7: }}
// expected-remark@below {{hip-pool-allocs fragmentation: domain 8: }}
func.func @nine(%ctx: !hip.context, %buf: memref<16xindex>) {
  %c0 = arith.constant 0 : index
  %n0 = memref.load %buf[%c0] : memref<16xindex>
  %a0 = memref.alloc(%n0) : memref<?x64xf32>
  %n1 = memref.load %buf[%c0] : memref<16xindex>
  // expected-remark@+1 {{hip-pool-allocs: %a1 opens pool domain 1: its size %n1 (defined at}}
  %a1 = memref.alloc(%n1) : memref<?x64xf32>
  %n2 = memref.load %buf[%c0] : memref<16xindex>
  // expected-remark@+1 {{hip-pool-allocs: %a2 opens pool domain 2: its size %n2 (defined at}}
  %a2 = memref.alloc(%n2) : memref<?x64xf32>
  %n3 = memref.load %buf[%c0] : memref<16xindex>
  // expected-remark@+1 {{hip-pool-allocs: %a3 opens pool domain 3: its size %n3 (defined at}}
  %a3 = memref.alloc(%n3) : memref<?x64xf32>
  %n4 = memref.load %buf[%c0] : memref<16xindex>
  // expected-remark@+1 {{hip-pool-allocs: %a4 opens pool domain 4: its size %n4 (defined at}}
  %a4 = memref.alloc(%n4) : memref<?x64xf32>
  %n5 = memref.load %buf[%c0] : memref<16xindex>
  // expected-remark@+1 {{hip-pool-allocs: %a5 opens pool domain 5: its size %n5 (defined at}}
  %a5 = memref.alloc(%n5) : memref<?x64xf32>
  %n6 = memref.load %buf[%c0] : memref<16xindex>
  // expected-remark@+1 {{hip-pool-allocs: %a6 opens pool domain 6: its size %n6 (defined at}}
  %a6 = memref.alloc(%n6) : memref<?x64xf32>
  %n7 = memref.load %buf[%c0] : memref<16xindex>
  // expected-remark@+1 {{hip-pool-allocs: %a7 opens pool domain 7: its size %n7 (defined at}}
  %a7 = memref.alloc(%n7) : memref<?x64xf32>
  %n8 = memref.load %buf[%c0] : memref<16xindex>
  // expected-remark@+1 {{hip-pool-allocs: %a8 opens pool domain 8: its size %n8 (defined at}}
  %a8 = memref.alloc(%n8) : memref<?x64xf32>
  "test.op_with_memread"(%a0, %a1, %a2, %a3, %a4, %a5, %a6, %a7, %a8) : (memref<?x64xf32>, memref<?x64xf32>, memref<?x64xf32>, memref<?x64xf32>, memref<?x64xf32>, memref<?x64xf32>, memref<?x64xf32>, memref<?x64xf32>, memref<?x64xf32>) -> ()
  func.return
}

// -----

// A size computed after the first alloc opens a second pool (docs/semantics.md §5); with the
// fragmentation report, a remark at the alloc says which size, where, and the
// fix. The reference prints no such remark: without the report there is none
// (ADVISORY-NOT above covers the default run).
// CHECK: remarks.mlir:[[# @LINE + 5]]:1: remark: hip-pool-allocs fragmentation: domain 0: static 0/0 B (0 frag); dyn-pool coefficient unavailable (runtime alignment); small-buckets 0/0 bins (0 excess)
// CHECK-NEXT: remarks.mlir:[[# @LINE + 8]]:3: remark: hip-pool-allocs: %b opens pool domain 1: its size %m (defined at {{.*}}remarks.mlir:[[# @LINE + 6]]:3) comes after %a ({{.*}}remarks.mlir:[[# @LINE + 5]]:3), where domain 0's pool is computed; run --hip-hoist-alloc-size-arith before --hip-pool-allocs to move the size arithmetic above it{{$}}
// CHECK-NEXT: remarks.mlir:[[# @LINE + 3]]:1: remark: hip-pool-allocs fragmentation: domain 1: static 0/0 B
// expected-remark@below {{fragmentation: domain 0: }}
// expected-remark@below {{fragmentation: domain 1: }}
func.func @late(%ctx: !hip.context, %n: index) {
  %a = memref.alloc(%n) : memref<?xf32>
  %m = arith.muli %n, %n : index
  // expected-remark@+1 {{%b opens pool domain 1: its size %m (defined at}}
  %b = memref.alloc(%m) : memref<?xf32>
  "test.op_with_memread"(%a, %b) : (memref<?xf32>, memref<?xf32>) -> ()
  func.return
}

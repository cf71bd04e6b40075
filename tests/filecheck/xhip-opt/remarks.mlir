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
// comes first, then one fragmentation remark per domain.
// CHECK: remarks.mlir:[[# @LINE + 14]]:1: remark: hip-pool-allocs: dominance partition produced 9 domains (advisory threshold 8); this usually means the earlier --hip-hoist-alloc-size-arith pass did not run, or canonicalization left unhoistable size arithmetic in place. Compilation continues.{{$}}
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
  %a1 = memref.alloc(%n1) : memref<?x64xf32>
  %n2 = memref.load %buf[%c0] : memref<16xindex>
  %a2 = memref.alloc(%n2) : memref<?x64xf32>
  %n3 = memref.load %buf[%c0] : memref<16xindex>
  %a3 = memref.alloc(%n3) : memref<?x64xf32>
  %n4 = memref.load %buf[%c0] : memref<16xindex>
  %a4 = memref.alloc(%n4) : memref<?x64xf32>
  %n5 = memref.load %buf[%c0] : memref<16xindex>
  %a5 = memref.alloc(%n5) : memref<?x64xf32>
  %n6 = memref.load %buf[%c0] : memref<16xindex>
  %a6 = memref.alloc(%n6) : memref<?x64xf32>
  %n7 = memref.load %buf[%c0] : memref<16xindex>
  %a7 = memref.alloc(%n7) : memref<?x64xf32>
  %n8 = memref.load %buf[%c0] : memref<16xindex>
  %a8 = memref.alloc(%n8) : memref<?x64xf32>
  "test.op_with_memread"(%a0, %a1, %a2, %a3, %a4, %a5, %a6, %a7, %a8) : (memref<?x64xf32>, memref<?x64xf32>, memref<?x64xf32>, memref<?x64xf32>, memref<?x64xf32>, memref<?x64xf32>, memref<?x64xf32>, memref<?x64xf32>, memref<?x64xf32>) -> ()
  func.return
}

// RUN: xhip-opt %s --split-input-file --allow-unregistered-dialect --hip-pool-allocs=scope=function 2>&1 >/dev/null | filecheck %s --check-prefix=REMARK
// RUN: xhip-opt %s --split-input-file --allow-unregistered-dialect --hip-pool-allocs=scope=function 2>/dev/null | filecheck %s

// The advisory remark counts the domains the dominance partition makes of one
// home block, the most over the function's homes (docs/semantics.md §5, §4.8;
// under scope=entry-block the entry block is the only home).

// @nine_and_branch: nine sizes each loaded after the previous alloc, nine
// domains in the entry block, and a tenth in the scf.if branch, where %b's
// size is computed: ten domains, nine of one home, the remark says 9.
// CHECK:      module attributes {hipdnn.buffer_count = 10 : i64, hipdnn.buffer_domains = [0, 1, 2, 3, 4, 5, 6, 7, 8, 9], hipdnn.buffer_offsets = [0, 0, 0, 0, 0, 0, 0, 0, 0, 0], hipdnn.domain_count = 10 : i64, hipdnn.pool_size = 0 : i64, hipdnn.pool_sizes = [0, 0, 0, 0, 0, 0, 0, 0, 0, 0]} {
// CHECK:        %m = arith.muli %i1, %i2 : index
// CHECK:        hip.get_pool(%ctx, %{{.*}}) {domain_id = 9 : i64} : memref<?xi8>
// REMARK:      scope-function-advisory.mlir:[[# @LINE + 2]]:1: remark: hip-pool-allocs: dominance partition produced 9 domains (advisory threshold 8); this usually means the earlier --hip-hoist-alloc-size-arith pass did not run, or canonicalization left unhoistable size arithmetic in place. Compilation continues.{{$}}
// REMARK-NOT:  remark
func.func @nine_and_branch(%ctx: !hip.context, %buf: memref<?xindex>, %c: i1, %i1: index, %i2: index, %i3: index, %i4: index, %i5: index, %i6: index, %i7: index, %i8: index) {
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
  scf.if %c {
    %m = arith.muli %i1, %i2 : index
    %b = memref.alloc(%m) : memref<?xf32>
    "test.use"(%b) : (memref<?xf32>) -> ()
  }
  func.return
}

// -----

// @nine_homes: nine scf.if branches, each computing the size of its own
// alloc: nine domains, one per home, and no remark.
// CHECK:      module attributes {hipdnn.buffer_count = 9 : i64, hipdnn.buffer_domains = [0, 1, 2, 3, 4, 5, 6, 7, 8], hipdnn.buffer_offsets = [0, 0, 0, 0, 0, 0, 0, 0, 0], hipdnn.domain_count = 9 : i64, hipdnn.pool_size = 0 : i64, hipdnn.pool_sizes = [0, 0, 0, 0, 0, 0, 0, 0, 0]} {
// CHECK-LABEL: func.func @nine_homes
// CHECK:        %m0 = arith.muli %n, %n : index
// CHECK:        hip.get_pool(%ctx, %{{.*}}) : memref<?xi8>
// CHECK:        %m1 = arith.muli %n, %n : index
// CHECK:        hip.get_pool(%ctx, %{{.*}}) {domain_id = 1 : i64} : memref<?xi8>
// CHECK:        %m2 = arith.muli %n, %n : index
// CHECK:        hip.get_pool(%ctx, %{{.*}}) {domain_id = 2 : i64} : memref<?xi8>
// CHECK:        %m3 = arith.muli %n, %n : index
// CHECK:        hip.get_pool(%ctx, %{{.*}}) {domain_id = 3 : i64} : memref<?xi8>
// CHECK:        %m4 = arith.muli %n, %n : index
// CHECK:        hip.get_pool(%ctx, %{{.*}}) {domain_id = 4 : i64} : memref<?xi8>
// CHECK:        %m5 = arith.muli %n, %n : index
// CHECK:        hip.get_pool(%ctx, %{{.*}}) {domain_id = 5 : i64} : memref<?xi8>
// CHECK:        %m6 = arith.muli %n, %n : index
// CHECK:        hip.get_pool(%ctx, %{{.*}}) {domain_id = 6 : i64} : memref<?xi8>
// CHECK:        %m7 = arith.muli %n, %n : index
// CHECK:        hip.get_pool(%ctx, %{{.*}}) {domain_id = 7 : i64} : memref<?xi8>
// CHECK:        %m8 = arith.muli %n, %n : index
// CHECK:        hip.get_pool(%ctx, %{{.*}}) {domain_id = 8 : i64} : memref<?xi8>
func.func @nine_homes(%ctx: !hip.context, %c: i1, %n: index) {
  scf.if %c {
    %m0 = arith.muli %n, %n : index
    %b0 = memref.alloc(%m0) : memref<?xf32>
    "test.use"(%b0) : (memref<?xf32>) -> ()
  }
  scf.if %c {
    %m1 = arith.muli %n, %n : index
    %b1 = memref.alloc(%m1) : memref<?xf32>
    "test.use"(%b1) : (memref<?xf32>) -> ()
  }
  scf.if %c {
    %m2 = arith.muli %n, %n : index
    %b2 = memref.alloc(%m2) : memref<?xf32>
    "test.use"(%b2) : (memref<?xf32>) -> ()
  }
  scf.if %c {
    %m3 = arith.muli %n, %n : index
    %b3 = memref.alloc(%m3) : memref<?xf32>
    "test.use"(%b3) : (memref<?xf32>) -> ()
  }
  scf.if %c {
    %m4 = arith.muli %n, %n : index
    %b4 = memref.alloc(%m4) : memref<?xf32>
    "test.use"(%b4) : (memref<?xf32>) -> ()
  }
  scf.if %c {
    %m5 = arith.muli %n, %n : index
    %b5 = memref.alloc(%m5) : memref<?xf32>
    "test.use"(%b5) : (memref<?xf32>) -> ()
  }
  scf.if %c {
    %m6 = arith.muli %n, %n : index
    %b6 = memref.alloc(%m6) : memref<?xf32>
    "test.use"(%b6) : (memref<?xf32>) -> ()
  }
  scf.if %c {
    %m7 = arith.muli %n, %n : index
    %b7 = memref.alloc(%m7) : memref<?xf32>
    "test.use"(%b7) : (memref<?xf32>) -> ()
  }
  scf.if %c {
    %m8 = arith.muli %n, %n : index
    %b8 = memref.alloc(%m8) : memref<?xf32>
    "test.use"(%b8) : (memref<?xf32>) -> ()
  }
  func.return
}

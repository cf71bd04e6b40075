// RUN: xdsl-opt -p 'hip-pool-allocs{scope=function alignment=64},cse' --allow-unregistered-dialect %s | filecheck %s --check-prefix=REF
// RUN: xdsl-opt -p 'hip-pool-allocs{scope=function alignment=64 packer=best},cse' --allow-unregistered-dialect %s | filecheck %s --check-prefix=BEST
// RUN: xdsl-opt -p 'hip-pool-allocs{scope=function alignment=64 packer=best packer-effort=0},cse' --allow-unregistered-dialect %s | filecheck %s --check-prefix=REF

// scope=function, packer=best past the greedy (docs/semantics.md §4.8): %b2
// is live in pieces (the else branch uses it, the then branch does not), so
// the search on interval sets runs (xhip/planning/interval_search.py).
// Points: %b0 [0, 6], %b1 [2, 3], %b2 [5, 9] and [12, 12], %b3 [7, 10].
// Conflicts: %b0 with %b1 and %b2, %b2 with %b3. The most bytes live at one
// point: 320 (%b0 + %b1 at 2, %b2 + %b3 at 7).
// The greedy, in each of its orders, ends at 384: largest first puts %b1
// and %b3 at 0 (never live together), %b0 above %b1 at 256, and %b2, meeting
// %b0 [256, 320) and %b3 [0, 256), at 320. With a search budget
// (packer-effort=0: none, the greedy's layout) packer=best puts %b2 under
// %b3 instead: %b2 [0, 64) meets neither %b1 (disjoint lives) nor %b0
// [256, 320); %b3 [64, 320) meets only %b2: 320 bytes, the bound.

func.func @f(%ctx: !hip.context, %c: i1) {
  %b0 = memref.alloc() : memref<64xi8>
  "test.op_with_memwrite"(%b0) : (memref<64xi8>) -> ()
  %b1 = memref.alloc() : memref<256xi8>
  "test.op_with_memwrite"(%b1, %b0) : (memref<256xi8>, memref<64xi8>) -> ()
  "test.op_with_memwrite"(%b0) : (memref<64xi8>) -> ()
  %b2 = memref.alloc() : memref<64xi8>
  "test.op_with_memwrite"(%b0) : (memref<64xi8>) -> ()
  %b3 = memref.alloc() : memref<256xi8>
  "test.op_with_memwrite"(%b3, %b2) : (memref<256xi8>, memref<64xi8>) -> ()
  scf.if %c {
    "test.op_with_memwrite"(%b3) : (memref<256xi8>) -> ()
  } else {
    "test.op_with_memwrite"(%b2) : (memref<64xi8>) -> ()
  }
  func.return
}

// REF: builtin.module attributes {hipdnn.pool_size = 384 : i64, hipdnn.buffer_count = 4 : i64, hipdnn.buffer_offsets = [256 : i64, 0 : i64, 320 : i64, 0 : i64]} {
// REF-NEXT: func.func @f(%ctx: !hip.context, %c: i1) {
// REF-NEXT: %c384 = arith.constant 384 : index
// REF-NEXT: %pool = hip.get_pool(%ctx, %c384) : memref<?xi8>
// REF-NEXT: %c256 = arith.constant 256 : index
// REF-NEXT: %c0 = arith.constant 0 : index
// REF-NEXT: %c320 = arith.constant 320 : index
// REF-NEXT: %b0 = memref.view %pool[%c256][] : memref<?xi8> to memref<64xi8>
// REF-NEXT: "test.op_with_memwrite"(%b0) : (memref<64xi8>) -> ()
// REF-NEXT: %b1 = memref.view %pool[%c0][] : memref<?xi8> to memref<256xi8>
// REF-NEXT: "test.op_with_memwrite"(%b1, %b0) : (memref<256xi8>, memref<64xi8>) -> ()
// REF-NEXT: "test.op_with_memwrite"(%b0) : (memref<64xi8>) -> ()
// REF-NEXT: %b2 = memref.view %pool[%c320][] : memref<?xi8> to memref<64xi8>
// REF-NEXT: "test.op_with_memwrite"(%b0) : (memref<64xi8>) -> ()
// REF-NEXT: "test.op_with_memwrite"(%b1, %b2) : (memref<256xi8>, memref<64xi8>) -> ()
// REF-NEXT: scf.if %c {
// REF-NEXT: "test.op_with_memwrite"(%b1) : (memref<256xi8>) -> ()
// REF-NEXT: } else {
// REF-NEXT: "test.op_with_memwrite"(%b2) : (memref<64xi8>) -> ()
// REF-NEXT: }
// REF-NEXT: func.return
// REF-NEXT: }
// REF-NEXT: }

// BEST: builtin.module attributes {hipdnn.pool_size = 320 : i64, hipdnn.buffer_count = 4 : i64, hipdnn.buffer_offsets = [256 : i64, 0 : i64, 0 : i64, 64 : i64]} {
// BEST-NEXT: func.func @f(%ctx: !hip.context, %c: i1) {
// BEST-NEXT: %c320 = arith.constant 320 : index
// BEST-NEXT: %pool = hip.get_pool(%ctx, %c320) : memref<?xi8>
// BEST-NEXT: %c256 = arith.constant 256 : index
// BEST-NEXT: %c0 = arith.constant 0 : index
// BEST-NEXT: %c64 = arith.constant 64 : index
// BEST-NEXT: %b0 = memref.view %pool[%c256][] : memref<?xi8> to memref<64xi8>
// BEST-NEXT: "test.op_with_memwrite"(%b0) : (memref<64xi8>) -> ()
// BEST-NEXT: %b1 = memref.view %pool[%c0][] : memref<?xi8> to memref<256xi8>
// BEST-NEXT: "test.op_with_memwrite"(%b1, %b0) : (memref<256xi8>, memref<64xi8>) -> ()
// BEST-NEXT: "test.op_with_memwrite"(%b0) : (memref<64xi8>) -> ()
// BEST-NEXT: %b2 = memref.view %pool[%c0][] : memref<?xi8> to memref<64xi8>
// BEST-NEXT: "test.op_with_memwrite"(%b0) : (memref<64xi8>) -> ()
// BEST-NEXT: %b3 = memref.view %pool[%c64][] : memref<?xi8> to memref<256xi8>
// BEST-NEXT: "test.op_with_memwrite"(%b3, %b2) : (memref<256xi8>, memref<64xi8>) -> ()
// BEST-NEXT: scf.if %c {
// BEST-NEXT: "test.op_with_memwrite"(%b3) : (memref<256xi8>) -> ()
// BEST-NEXT: } else {
// BEST-NEXT: "test.op_with_memwrite"(%b2) : (memref<64xi8>) -> ()
// BEST-NEXT: }
// BEST-NEXT: func.return
// BEST-NEXT: }
// BEST-NEXT: }


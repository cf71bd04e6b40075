// RUN: not xhip check --split-input-file %s 2>&1 | filecheck %s

// scf.while over the control flow (docs/semantics.md §4.8, the checker's
// rules): an edge from the end of `before` to `after` and from the end of
// `after` back to `before`. What hip-pool-allocs{scope=function} made of
// hip-pool-allocs/scope-function-while.mlir before it asked whether a region
// is on a cycle of region successors: a buffer of `before` (%b), or of
// `after` (%a), carried to the next iteration at one offset. The checker
// rejects both: an older instance is still held (%prev, %cur) when the view
// runs again.
// CHECK: {{.*}}while-carried.mlir:24:7: error: @while_carried: view %b (live at 8-13, 15, at {{.*}}while-carried.mlir:24:7) may share bytes [256, 512) with another instance of itself: %prev may still hold an older one when it runs again; binding: (constant sizes)
// CHECK: {{.*}}while-carried.mlir:54:7: error: @while_after_carried: view %a (live at 8-13, 15, at {{.*}}while-carried.mlir:54:7) may share bytes [256, 512) with another instance of itself: %cur may still hold an older one when it runs again; binding: (constant sizes)

builtin.module attributes {hipdnn.pool_size = 512 : i64, hipdnn.buffer_count = 2 : i64, hipdnn.buffer_offsets = [0 : i64, 256 : i64]} {
  func.func @while_carried(%ctx: !hip.context, %n: index) {
    %c512 = arith.constant 512 : index
    %pool = hip.get_pool(%ctx, %c512) : memref<?xi8>
    %c0 = arith.constant 0 : index
    %c256 = arith.constant 256 : index
    %c1 = arith.constant 1 : index
    %init = memref.view %pool[%c0][] : memref<?xi8> to memref<64xf32>
    "test.op_with_memwrite"(%init) : (memref<64xf32>) -> ()
    %r, %r_1 = scf.while (%i = %c0, %prev = %init) : (index, memref<64xf32>) -> (index, memref<64xf32>) {
      %b = memref.view %pool[%c256][] : memref<?xi8> to memref<64xf32>
      "test.op_with_memwrite"(%prev, %b) : (memref<64xf32>, memref<64xf32>) -> ()
      %go = arith.cmpi ult, %i, %n : index
      scf.condition(%go) %i, %b : index, memref<64xf32>
    } do {
    ^bb0(%j: index, %cur: memref<64xf32>):
      %next = arith.addi %j, %c1 : index
      scf.yield %next, %cur : index, memref<64xf32>
    }
    "test.op_with_memwrite"(%r_1) : (memref<64xf32>) -> ()
    func.return
  }
}

// -----

builtin.module attributes {hipdnn.pool_size = 512 : i64, hipdnn.buffer_count = 2 : i64, hipdnn.buffer_offsets = [0 : i64, 256 : i64]} {
  func.func @while_after_carried(%ctx: !hip.context, %n: index) {
    %c512 = arith.constant 512 : index
    %pool = hip.get_pool(%ctx, %c512) : memref<?xi8>
    %c0 = arith.constant 0 : index
    %c256 = arith.constant 256 : index
    %c1 = arith.constant 1 : index
    %init = memref.view %pool[%c0][] : memref<?xi8> to memref<64xf32>
    "test.op_with_memwrite"(%init) : (memref<64xf32>) -> ()
    %r, %r_1 = scf.while (%i = %c0, %prev = %init) : (index, memref<64xf32>) -> (index, memref<64xf32>) {
      %go = arith.cmpi ult, %i, %n : index
      scf.condition(%go) %i, %prev : index, memref<64xf32>
    } do {
    ^bb0(%j: index, %cur: memref<64xf32>):
      %a = memref.view %pool[%c256][] : memref<?xi8> to memref<64xf32>
      "test.op_with_memwrite"(%cur, %a) : (memref<64xf32>, memref<64xf32>) -> ()
      %next = arith.addi %j, %c1 : index
      scf.yield %next, %a : index, memref<64xf32>
    }
    "test.op_with_memwrite"(%r_1) : (memref<64xf32>) -> ()
    func.return
  }
}

// RUN: not xhip-opt %s --allow-unregistered-dialect --hip-pool-allocs='scope=function verify-plan=true' 2>&1 | filecheck %s
// RUN: not xhip-opt %s --allow-unregistered-dialect --hip-pool-allocs='verify-plan=true' 2>&1 | filecheck %s

// verify-plan checks every function the pass covers, pooled or not, in
// both scopes (docs/semantics.md §4.8): @overlap pools nothing (its
// memref<?xi8> is inside scf.parallel), and the checker finds its two views
// of that buffer, which the checker counts as a pool (§9.1), sharing bytes.
// CHECK:      scope-function-verify-unpooled.mlir:[[# @LINE + 2]]:1: error: hip-pool-allocs: verify-plan: @overlap: views %a and %b share bytes while both live: %a (live at 4-10, at {{.*}}scope-function-verify-unpooled.mlir:[[# @LINE + 8]]:5) bytes [0, 64), %b (live at 4-10, at {{.*}}scope-function-verify-unpooled.mlir:[[# @LINE + 9]]:5) bytes [0, 64); binding: (constant sizes){{$}}
// CHECK-NOT:  remark
func.func @overlap(%ctx: !hip.context, %n: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c64 = arith.constant 64 : index
  scf.parallel (%i) = (%c0) to (%n) step (%c1) {
    %p = memref.alloc(%c64) : memref<?xi8>
    %a = memref.view %p[%c0][] : memref<?xi8> to memref<16xf32>
    %b = memref.view %p[%c0][] : memref<?xi8> to memref<16xf32>
    "test.op_with_memwrite"(%a, %b) : (memref<16xf32>, memref<16xf32>) -> ()
    scf.reduce
  }
  func.return
}

// The checker's rule that a view's pool dominates it (docs/semantics.md §9.1):
// a view of a pool made on one path only, or later, is reported (xhip's
// verifier does not order the blocks of a region, so this IR reaches it).
// RUN: not xhip-opt --allow-unregistered-dialect --hip-check-pools %s 2>&1 >/dev/null | filecheck %s
// RUN: not xhip check %s 2>&1 | filecheck %s --check-prefix=XHIP

// CHECK: {{.*}}pool-dominance.mlir:[[# @LINE + 3]]:1: error: hip-check-pools: @pool_on_one_path: view %v (live at 6, at {{.*}}pool-dominance.mlir:[[# @LINE + 11]]:3) is not dominated by its source %pool: it may not be made yet when the view runs
// XHIP: {{.*}}pool-dominance.mlir:[[# @LINE + 10]]:3: error: @pool_on_one_path: view %v (live at 6, at {{.*}}pool-dominance.mlir:[[# @LINE + 10]]:3) is not dominated by its source %pool: it may not be made yet when the view runs
// XHIP: 1 function, 1 view, 107 function bindings checked: 1 violation
func.func @pool_on_one_path(%ctx: !hip.context, %c: i1) {
  %c0 = arith.constant 0 : index
  %c256 = arith.constant 256 : index
  cf.cond_br %c, ^bb1, ^bb2
^bb1:
  %pool = hip.get_pool(%ctx, %c256) : memref<?xi8>
  cf.br ^bb2
^bb2:
  %v = memref.view %pool[%c0][] : memref<?xi8> to memref<16xf32>
  "test.op_with_memwrite"(%v) : (memref<16xf32>) -> ()
  func.return
}

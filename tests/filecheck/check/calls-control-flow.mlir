// RUN: not xhip check --allow-unregistered-dialect %s 2>&1 | filecheck %s

// Pools across calls (docs/semantics.md §7.6) in a function of several blocks:
// liveness over program points (docs/semantics.md §4.8, the checker's rules).
// Points of @caller: 0 %c0, 1 %c256, 2 %pool, 3 %a, 4 write a, 5 cond_br,
// ^bb1: 6 call, 7 write a, 8 br, ^bb2: 9 call, 10 return. %a is live at 4-7:
// the call in ^bb1 runs while it is, the one in ^bb2 after its last use.
// CHECK:      calls-control-flow.mlir:[[# @LINE + 19]]:5: error: @caller: func.call calls pooled function @callee while the pool of @caller (domain 0) is live: %a (live at 4-7, at {{.*}}calls-control-flow.mlir:[[# @LINE + 15]]:5); both plan from offset 0, so they share bytes unless the runtime gives each call frame its own pool
// CHECK-NEXT: calls-control-flow.mlir: 2 functions, 2 views, {{[0-9]+}} function bindings checked: 1 violation
module {
  func.func @callee(%ctx: !hip.context) {
    %c0 = arith.constant 0 : index
    %c256 = arith.constant 256 : index
    %pool = hip.get_pool(%ctx, %c256) : memref<?xi8>
    %v = memref.view %pool[%c0][] : memref<?xi8> to memref<4xf32>
    "test.op_with_memwrite"(%v) : (memref<4xf32>) -> ()
    func.return
  }
  func.func @caller(%ctx: !hip.context, %c: i1) {
    %c0 = arith.constant 0 : index
    %c256 = arith.constant 256 : index
    %pool = hip.get_pool(%ctx, %c256) : memref<?xi8>
    %a = memref.view %pool[%c0][] : memref<?xi8> to memref<4xf32>
    "test.op_with_memwrite"(%a) : (memref<4xf32>) -> ()
    cf.cond_br %c, ^bb1, ^bb2
  ^bb1:
    func.call @callee(%ctx) : (!hip.context) -> ()
    "test.op_with_memwrite"(%a) : (memref<4xf32>) -> ()
    cf.br ^bb2
  ^bb2:
    func.call @callee(%ctx) : (!hip.context) -> ()
    func.return
  }
}

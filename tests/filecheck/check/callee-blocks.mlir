// A callee of several blocks (docs/semantics.md §9.1, calls of the module's
// functions): the checker follows its argument into its other blocks, through
// the branches' operands. @keep hands %m to ^bb1's %p, which an op of unknown
// effects may keep: the call keeps %a, so %a is live to the end of @f and
// shares [0, 64) with %b.
// RUN: not xhip check --allow-unregistered-dialect %s 2>&1 | filecheck %s
// RUN: not xhip-opt --allow-unregistered-dialect --hip-check-pools %s 2>&1 >/dev/null | filecheck %s --check-prefix=PASS

// CHECK: {{.*}}callee-blocks.mlir:[[# @LINE + 15]]:3: error: @f: views %a and %b share bytes while both live: %a (live 4..7, at {{.*}}callee-blocks.mlir:[[# @LINE + 15]]:3) bytes [0, 64), %b (live 6..6, at {{.*}}callee-blocks.mlir:[[# @LINE + 17]]:3) bytes [0, 64); binding: (constant sizes)
// CHECK: 2 functions, 2 views, 107 function bindings checked: 1 violation
// PASS: {{.*}}callee-blocks.mlir:[[# @LINE + 9]]:1: error: hip-check-pools: @f: views %a and %b share bytes while both live
func.func @keep(%m: memref<16xf32>, %c: i1) {
  cf.cond_br %c, ^bb1(%m : memref<16xf32>), ^bb2
^bb1(%p: memref<16xf32>):
  "user.keep"(%p) : (memref<16xf32>) -> ()
  cf.br ^bb2
^bb2:
  func.return
}
func.func @f(%ctx: !hip.context, %c: i1) {
  %c256 = arith.constant 256 : index
  %pool = hip.get_pool(%ctx, %c256) : memref<?xi8>
  %c0 = arith.constant 0 : index
  %a = memref.view %pool[%c0][] : memref<?xi8> to memref<16xf32>
  func.call @keep(%a, %c) : (memref<16xf32>, i1) -> ()
  %b = memref.view %pool[%c0][] : memref<?xi8> to memref<16xf32>
  "test.op_with_memwrite"(%b) : (memref<16xf32>) -> ()
  func.return
}

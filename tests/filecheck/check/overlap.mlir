// RUN: not xhip check %s 2>&1 | filecheck %s
// RUN: not xhip check --bindings 0 %s 2>&1 | filecheck %s

// Hand-made pooled IR in which two live views share bytes: %a is read and %b
// written by the same op, but %b starts 256 bytes into %a.

// CHECK: overlap.mlir:[[# @LINE + 8]]:3: error: @overlap: views %a and %b share bytes while both live: %a (live 7..7, at {{.*}}overlap.mlir:[[# @LINE + 8]]:3) bytes [0, 4096), %b (live 7..7, at {{.*}}overlap.mlir:[[# @LINE + 9]]:3) bytes [256, 512); binding: %d = 1
// CHECK-NEXT: overlap.mlir: 1 function, 2 views, {{[0-9]+}} function bindings checked: 1 violation
func.func @overlap(%ctx: !hip.context, %d: index) {
  %c0 = arith.constant 0 : index
  %c4352 = arith.constant 4352 : index
  %sz = arith.muli %d, %c4352 : index
  %pool = hip.get_pool(%ctx, %sz) : memref<?xi8>
  %c256 = arith.constant 256 : index
  %a = memref.view %pool[%c0][%d] : memref<?xi8> to memref<?x1024xf32>
  %b = memref.view %pool[%c256][%d] : memref<?xi8> to memref<?x64xf32>
  hip.silu(%ctx) ins(%a : memref<?x1024xf32>) outs(%b : memref<?x64xf32>)
  func.return
}

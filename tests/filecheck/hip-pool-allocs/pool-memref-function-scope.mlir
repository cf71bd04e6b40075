// RUN: xhip-opt --allow-unregistered-dialect --hip-pool-allocs='pool=memref scope=function alignment=64 verify-plan=true' %s 2>/dev/null | filecheck %s
// RUN: xhip-opt --allow-unregistered-dialect --hip-pool-allocs='pool=memref scope=function alignment=64 packer=best verify-plan=true' %s 2>/dev/null | filecheck %s
// RUN: xhip-opt --allow-unregistered-dialect --hip-pool-allocs='pool=memref scope=function alignment=64' %s 2>&1 >/dev/null | filecheck %s --check-prefix=REMARK

// pool=memref with scope=function (docs/semantics.md §7.7): a dealloc of each
// pool right before every func.return. A pool is made only where it dominates
// them all (a block of the function's body that dominates every block that
// returns); an alloc whose pool would be made elsewhere stays, with a remark.

// %a (64 B, entry block) and %b (4n B, ^bb1) share the entry block's pool:
// %a static prefix 64, %b in a slab after it: pool 64 + align64(4n), %b at 64.
// %c's size %m is defined in ^bb2, which does not dominate ^bb1's return.
// (packer=best finds the same layout: the same output.)
// REMARK:      pool-memref-function-scope.mlir:[[# @LINE + 47]]:3: remark: hip-pool-allocs: %c is not pooled: its pool would be made in a block that does not dominate every func.return, and a pool=memref pool is freed before each func.return of the function
// REMARK-NEXT: pool-memref-function-scope.mlir:[[# @LINE + 51]]:5: remark: hip-pool-allocs: %d is not pooled: its pool would be made inside scf.if, and a pool=memref pool is freed before each func.return of the function
// CHECK:      module {
// CHECK-NEXT:   func.func @branches(%n: index, %p: i1) {
// CHECK-NEXT:     %c4 = arith.constant 4 : index
// CHECK-NEXT:     %0 = arith.muli %n, %c4 : index
// CHECK-NEXT:     %c63 = arith.constant 63 : index
// CHECK-NEXT:     %c64 = arith.constant 64 : index
// CHECK-NEXT:     %1 = arith.addi %0, %c63 : index
// CHECK-NEXT:     %2 = arith.divui %1, %c64 : index
// CHECK-NEXT:     %3 = arith.muli %2, %c64 : index
// CHECK-NEXT:     %4 = arith.addi %3, %c64 : index
// CHECK-NEXT:     %pool = memref.alloc(%4) {alignment = 64 : i64} : memref<?xi8>
// CHECK-NEXT:     %c0 = arith.constant 0 : index
// CHECK-NEXT:     %a = memref.view %pool[%c0][] : memref<?xi8> to memref<16xf32>
// CHECK-NEXT:     "test.op_with_memwrite"(%a) : (memref<16xf32>) -> ()
// CHECK-NEXT:     cf.cond_br %p, ^bb1, ^bb2
// CHECK-NEXT:   ^bb1:
// CHECK-NEXT:     %b = memref.view %pool[%c64][%n] : memref<?xi8> to memref<?xf32>
// CHECK-NEXT:     "test.op_with_memread"(%a, %b) : (memref<16xf32>, memref<?xf32>) -> ()
// CHECK-NEXT:     memref.dealloc %pool : memref<?xi8>
// CHECK-NEXT:     return
// CHECK-NEXT:   ^bb2:
// CHECK-NEXT:     %m = arith.addi %n, %n : index
// CHECK-NEXT:     %c = memref.alloc(%m) : memref<?xi32>
// CHECK-NEXT:     "test.op_with_memread"(%c) : (memref<?xi32>) -> ()
// CHECK-NEXT:     memref.dealloc %c : memref<?xi32>
// CHECK-NEXT:     scf.if %p {
// CHECK-NEXT:       %k = arith.addi %m, %n : index
// CHECK-NEXT:       %d = memref.alloc(%k) : memref<?xi32>
// CHECK-NEXT:       "test.op_with_memread"(%d) : (memref<?xi32>) -> ()
// CHECK-NEXT:     }
// CHECK-NEXT:     memref.dealloc %pool : memref<?xi8>
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT: }
func.func @branches(%n: index, %p: i1) {
  %a = memref.alloc() : memref<16xf32>
  "test.op_with_memwrite"(%a) : (memref<16xf32>) -> ()
  cf.cond_br %p, ^bb1, ^bb2
^bb1:
  %b = memref.alloc(%n) : memref<?xf32>
  "test.op_with_memread"(%a, %b) : (memref<16xf32>, memref<?xf32>) -> ()
  memref.dealloc %b : memref<?xf32>
  func.return
^bb2:
  %m = arith.addi %n, %n : index
  %c = memref.alloc(%m) : memref<?xi32>
  "test.op_with_memread"(%c) : (memref<?xi32>) -> ()
  memref.dealloc %c : memref<?xi32>
  scf.if %p {
    %k = arith.addi %m, %n : index
    %d = memref.alloc(%k) : memref<?xi32>
    "test.op_with_memread"(%d) : (memref<?xi32>) -> ()
  }
  func.return
}

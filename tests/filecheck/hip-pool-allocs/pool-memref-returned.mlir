// RUN: xhip-opt --hip-pool-allocs='pool=memref alignment=64 verify-plan=true' %s 2>/dev/null | filecheck %s
// RUN: xhip-opt --hip-pool-allocs='pool=memref alignment=64' %s 2>&1 >/dev/null | filecheck %s --check-prefix=REMARK
// RUN: xhip-opt --hip-pool-allocs='pool=memref scope=function alignment=64 verify-plan=true' %s 2>&1 >/dev/null | filecheck %s --check-prefix=REMARK

// pool=memref frees each pool right before the func.return (docs/semantics.md
// §7.7), so a buffer the function may return stays unpooled, with a remark:
// returned directly (@direct %1), through a subview (%s), either side of an
// arith.select (%t, %u) or a scf.if result (@region %x). The buffers only
// used inside the function (%0, %w, %y) share a 64-byte pool at offset 0.
// (scope=function leaves the same allocs, with the same remarks.)
// REMARK:      pool-memref-returned.mlir:65:3: remark: hip-pool-allocs: %1 is not pooled: func.return at {{.*}}pool-memref-returned.mlir:68:3 may return it or a view of it, and a pool=memref pool is freed before each func.return of the function
// REMARK-NEXT: pool-memref-returned.mlir:72:3: remark: hip-pool-allocs: %s is not pooled: func.return at {{.*}}pool-memref-returned.mlir:82:3 may return it or a view of it, and a pool=memref pool is freed before each func.return of the function
// REMARK-NEXT: pool-memref-returned.mlir:73:3: remark: hip-pool-allocs: %t is not pooled: func.return at {{.*}}pool-memref-returned.mlir:82:3 may return it or a view of it, and a pool=memref pool is freed before each func.return of the function
// REMARK-NEXT: pool-memref-returned.mlir:74:3: remark: hip-pool-allocs: %u is not pooled: func.return at {{.*}}pool-memref-returned.mlir:82:3 may return it or a view of it, and a pool=memref pool is freed before each func.return of the function
// REMARK-NEXT: pool-memref-returned.mlir:86:3: remark: hip-pool-allocs: %x is not pooled: func.return at {{.*}}pool-memref-returned.mlir:95:3 may return it or a view of it, and a pool=memref pool is freed before each func.return of the function
// CHECK:      module {
// CHECK-NEXT:   func.func @direct(%a: memref<4xf32>) -> memref<4xf32> {
// CHECK-NEXT:     %c64 = arith.constant 64 : index
// CHECK-NEXT:     %pool = memref.alloc(%c64) {alignment = 64 : i64} : memref<?xi8>
// CHECK-NEXT:     %c0 = arith.constant 0 : index
// CHECK-NEXT:     %0 = memref.view %pool[%c0][] : memref<?xi8> to memref<4xf32>
// CHECK-NEXT:     %1 = memref.alloc() : memref<4xf32>
// CHECK-NEXT:     memref.copy %a, %0 : memref<4xf32> to memref<4xf32>
// CHECK-NEXT:     memref.copy %0, %1 : memref<4xf32> to memref<4xf32>
// CHECK-NEXT:     memref.dealloc %pool : memref<?xi8>
// CHECK-NEXT:     return %1 : memref<4xf32>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @views(%a: memref<8xf32>, %p: i1) -> (memref<4xf32, strided<[1], offset: 4>>, memref<8xf32>) {
// CHECK-NEXT:     %s = memref.alloc() : memref<8xf32>
// CHECK-NEXT:     %t = memref.alloc() : memref<8xf32>
// CHECK-NEXT:     %u = memref.alloc() : memref<8xf32>
// CHECK-NEXT:     %c64 = arith.constant 64 : index
// CHECK-NEXT:     %pool = memref.alloc(%c64) {alignment = 64 : i64} : memref<?xi8>
// CHECK-NEXT:     %c0 = arith.constant 0 : index
// CHECK-NEXT:     %w = memref.view %pool[%c0][] : memref<?xi8> to memref<8xf32>
// CHECK-NEXT:     memref.copy %a, %s : memref<8xf32> to memref<8xf32>
// CHECK-NEXT:     memref.copy %a, %t : memref<8xf32> to memref<8xf32>
// CHECK-NEXT:     memref.copy %a, %u : memref<8xf32> to memref<8xf32>
// CHECK-NEXT:     memref.copy %a, %w : memref<8xf32> to memref<8xf32>
// CHECK-NEXT:     %v = memref.subview %s[4] [4] [1] : memref<8xf32> to memref<4xf32, strided<[1], offset: 4>>
// CHECK-NEXT:     %sel = arith.select %p, %t, %u : memref<8xf32>
// CHECK-NEXT:     memref.dealloc %pool : memref<?xi8>
// CHECK-NEXT:     return %v, %sel : memref<4xf32, strided<[1], offset: 4>>, memref<8xf32>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @region(%a: memref<8xf32>, %p: i1) -> memref<8xf32> {
// CHECK-NEXT:     %x = memref.alloc() : memref<8xf32>
// CHECK-NEXT:     %c64 = arith.constant 64 : index
// CHECK-NEXT:     %pool = memref.alloc(%c64) {alignment = 64 : i64} : memref<?xi8>
// CHECK-NEXT:     %c0 = arith.constant 0 : index
// CHECK-NEXT:     %y = memref.view %pool[%c0][] : memref<?xi8> to memref<8xf32>
// CHECK-NEXT:     memref.copy %a, %x : memref<8xf32> to memref<8xf32>
// CHECK-NEXT:     memref.copy %a, %y : memref<8xf32> to memref<8xf32>
// CHECK-NEXT:     %r = scf.if %p -> (memref<8xf32>) {
// CHECK-NEXT:       scf.yield %x : memref<8xf32>
// CHECK-NEXT:     } else {
// CHECK-NEXT:       scf.yield %a : memref<8xf32>
// CHECK-NEXT:     }
// CHECK-NEXT:     memref.dealloc %pool : memref<?xi8>
// CHECK-NEXT:     return %r : memref<8xf32>
// CHECK-NEXT:   }
// CHECK-NEXT: }

func.func @direct(%a: memref<4xf32>) -> memref<4xf32> {
  %0 = memref.alloc() : memref<4xf32>
  %1 = memref.alloc() : memref<4xf32>
  memref.copy %a, %0 : memref<4xf32> to memref<4xf32>
  memref.copy %0, %1 : memref<4xf32> to memref<4xf32>
  return %1 : memref<4xf32>
}

func.func @views(%a: memref<8xf32>, %p: i1) -> (memref<4xf32, strided<[1], offset: 4>>, memref<8xf32>) {
  %s = memref.alloc() : memref<8xf32>
  %t = memref.alloc() : memref<8xf32>
  %u = memref.alloc() : memref<8xf32>
  %w = memref.alloc() : memref<8xf32>
  memref.copy %a, %s : memref<8xf32> to memref<8xf32>
  memref.copy %a, %t : memref<8xf32> to memref<8xf32>
  memref.copy %a, %u : memref<8xf32> to memref<8xf32>
  memref.copy %a, %w : memref<8xf32> to memref<8xf32>
  %v = memref.subview %s[4] [4] [1] : memref<8xf32> to memref<4xf32, strided<[1], offset: 4>>
  %sel = arith.select %p, %t, %u : memref<8xf32>
  return %v, %sel : memref<4xf32, strided<[1], offset: 4>>, memref<8xf32>
}

func.func @region(%a: memref<8xf32>, %p: i1) -> memref<8xf32> {
  %x = memref.alloc() : memref<8xf32>
  %y = memref.alloc() : memref<8xf32>
  memref.copy %a, %x : memref<8xf32> to memref<8xf32>
  memref.copy %a, %y : memref<8xf32> to memref<8xf32>
  %r = scf.if %p -> (memref<8xf32>) {
    scf.yield %x : memref<8xf32>
  } else {
    scf.yield %a : memref<8xf32>
  }
  return %r : memref<8xf32>
}

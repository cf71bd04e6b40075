// RUN: xhip-opt --hip-pool-allocs='pool=memref scope=function alignment=64 verify-plan=true' %s 2>/dev/null | filecheck %s
// RUN: xhip-opt --hip-pool-allocs='pool=memref scope=function alignment=64' %s 2>&1 >/dev/null | filecheck %s --check-prefix=REMARK

// pool=memref with scope=function (docs/semantics.md §7.7): %x reaches the
// func.return through ^bb1's argument %r, so it stays unpooled; %y is pooled
// (64 bytes at offset 0) and its pool freed before the return.
// REMARK:      pool-memref-returned-cf.mlir:25:3: remark: hip-pool-allocs: %x is not pooled: func.return at {{.*}}pool-memref-returned-cf.mlir:31:3 may return it or a view of it, and a pool=memref pool is freed before each func.return of the function
// CHECK:      module {
// CHECK-NEXT:   func.func @blockarg(%a: memref<8xf32>, %p: i1) -> memref<8xf32> {
// CHECK-NEXT:     %c64 = arith.constant 64 : index
// CHECK-NEXT:     %pool = memref.alloc(%c64) {alignment = 64 : i64} : memref<?xi8>
// CHECK-NEXT:     %c0 = arith.constant 0 : index
// CHECK-NEXT:     %x = memref.alloc() : memref<8xf32>
// CHECK-NEXT:     %y = memref.view %pool[%c0][] : memref<?xi8> to memref<8xf32>
// CHECK-NEXT:     memref.copy %a, %x : memref<8xf32> to memref<8xf32>
// CHECK-NEXT:     memref.copy %a, %y : memref<8xf32> to memref<8xf32>
// CHECK-NEXT:     cf.cond_br %p, ^bb1(%x : memref<8xf32>), ^bb1(%a : memref<8xf32>)
// CHECK-NEXT:   ^bb1(%r: memref<8xf32>):
// CHECK-NEXT:     memref.dealloc %pool : memref<?xi8>
// CHECK-NEXT:     return %r : memref<8xf32>
// CHECK-NEXT:   }
// CHECK-NEXT: }

func.func @blockarg(%a: memref<8xf32>, %p: i1) -> memref<8xf32> {
  %x = memref.alloc() : memref<8xf32>
  %y = memref.alloc() : memref<8xf32>
  memref.copy %a, %x : memref<8xf32> to memref<8xf32>
  memref.copy %a, %y : memref<8xf32> to memref<8xf32>
  cf.cond_br %p, ^bb1(%x : memref<8xf32>), ^bb1(%a : memref<8xf32>)
^bb1(%r: memref<8xf32>):
  return %r : memref<8xf32>
}

// RUN: xhip-opt --allow-unregistered-dialect --hip-pool-allocs='pool=memref alignment=64' %s | filecheck %s
// RUN: xhip-opt --allow-unregistered-dialect --hip-pool-allocs='pool=memref alignment=64 verify-plan=true' %s | filecheck %s
// RUN: xdsl-opt --allow-unregistered-dialect -p 'hip-pool-allocs{pool=memref alignment=64}' %s | xhip-opt --allow-unregistered-dialect | filecheck %s
// RUN: xhip-opt --allow-unregistered-dialect --hip-pool-allocs='pool=memref alignment=64 packer=best verify-plan=true' %s | filecheck %s --check-prefix=BEST
// RUN: not xhip-opt --allow-unregistered-dialect --hip-pool-allocs='pool=heap' %s 2>&1 | filecheck %s --check-prefix=BAD

// pool=memref (docs/semantics.md §7.7): each domain's pool is a
// memref.alloc(size) {alignment = A} : memref<?xi8> where hip.get_pool would
// be, the same size arithmetic and views as pool=hip, and a memref.dealloc of
// every pool (in the order they were made) right before the func.return. No
// !hip.context is needed and no hipdnn.* module attribute is written: the
// module has no attributes.

// Two domains: %m is read after %a, so %b and %s open domain 1.
// Domain 0: %a, n * 4 bytes, dynamic: slab size align64(4n) at offset 0.
// Domain 1: %s static 24 B -> prefix 64; %b 2m bytes in a slab after it:
// pool 64 + align64(2m), %b at 64, %s at 0.
// CHECK:      module {
// CHECK-NEXT:   func.func @two(%n: index, %src: memref<?xindex>) {
// CHECK-NEXT:     %c4 = arith.constant 4 : index
// CHECK-NEXT:     %0 = arith.muli %n, %c4 : index
// CHECK-NEXT:     %c63 = arith.constant 63 : index
// CHECK-NEXT:     %c64 = arith.constant 64 : index
// CHECK-NEXT:     %1 = arith.addi %0, %c63 : index
// CHECK-NEXT:     %2 = arith.divui %1, %c64 : index
// CHECK-NEXT:     %3 = arith.muli %2, %c64 : index
// CHECK-NEXT:     %pool = memref.alloc(%3) {alignment = 64 : i64} : memref<?xi8>
// CHECK-NEXT:     %c0 = arith.constant 0 : index
// CHECK-NEXT:     %a = memref.view %pool[%c0][%n] : memref<?xi8> to memref<?xf32>
// CHECK-NEXT:     %c0_1 = arith.constant 0 : index
// CHECK-NEXT:     %m = memref.load %src[%c0_1] : memref<?xindex>
// CHECK-NEXT:     %c2 = arith.constant 2 : index
// CHECK-NEXT:     %4 = arith.muli %m, %c2 : index
// CHECK-NEXT:     %5 = arith.addi %4, %c63 : index
// CHECK-NEXT:     %6 = arith.divui %5, %c64 : index
// CHECK-NEXT:     %7 = arith.muli %6, %c64 : index
// CHECK-NEXT:     %8 = arith.addi %7, %c64 : index
// CHECK-NEXT:     %pool_1 = memref.alloc(%8) {alignment = 64 : i64} : memref<?xi8>
// CHECK-NEXT:     %b = memref.view %pool_1[%c64][%m] : memref<?xi8> to memref<?xf16>
// CHECK-NEXT:     %s = memref.view %pool_1[%c0][] : memref<?xi8> to memref<3xi64>
// CHECK-NEXT:     "test.op_with_memread"(%a, %b, %s) : (memref<?xf32>, memref<?xf16>, memref<3xi64>) -> ()
// CHECK-NEXT:     memref.dealloc %pool : memref<?xi8>
// CHECK-NEXT:     memref.dealloc %pool_1 : memref<?xi8>
// CHECK-NEXT:     return
// CHECK-NEXT:   }

// packer=best: the same layout, its expressions made before each domain's
// first alloc (the pool's size as 64 + slab).
// BEST:      func.func @two(%n: index, %src: memref<?xindex>) {
// BEST-NEXT:   %c4 = arith.constant 4 : index
// BEST-NEXT:   %0 = arith.muli %n, %c4 : index
// BEST-NEXT:   %c63 = arith.constant 63 : index
// BEST-NEXT:   %1 = arith.addi %0, %c63 : index
// BEST-NEXT:   %c64 = arith.constant 64 : index
// BEST-NEXT:   %2 = arith.divui %1, %c64 : index
// BEST-NEXT:   %3 = arith.muli %2, %c64 : index
// BEST-NEXT:   %pool = memref.alloc(%3) {alignment = 64 : i64} : memref<?xi8>
// BEST-NEXT:   %c0 = arith.constant 0 : index
// BEST-NEXT:   %a = memref.view %pool[%c0][%n] : memref<?xi8> to memref<?xf32>
// BEST-NEXT:   %c0_1 = arith.constant 0 : index
// BEST-NEXT:   %m = memref.load %src[%c0_1] : memref<?xindex>
// BEST-NEXT:   %c63_1 = arith.constant 63 : index
// BEST-NEXT:   %c64_1 = arith.constant 64 : index
// BEST-NEXT:   %c2 = arith.constant 2 : index
// BEST-NEXT:   %4 = arith.muli %m, %c2 : index
// BEST-NEXT:   %5 = arith.addi %4, %c63_1 : index
// BEST-NEXT:   %6 = arith.divui %5, %c64_1 : index
// BEST-NEXT:   %7 = arith.muli %6, %c64_1 : index
// BEST-NEXT:   %8 = arith.addi %c64_1, %7 : index
// BEST-NEXT:   %pool_1 = memref.alloc(%8) {alignment = 64 : i64} : memref<?xi8>
// BEST-NEXT:   %c0_2 = arith.constant 0 : index
// BEST-NEXT:   %b = memref.view %pool_1[%c64_1][%m] : memref<?xi8> to memref<?xf16>
// BEST-NEXT:   %s = memref.view %pool_1[%c0_2][] : memref<?xi8> to memref<3xi64>
// BEST-NEXT:   "test.op_with_memread"(%a, %b, %s) : (memref<?xf32>, memref<?xf16>, memref<3xi64>) -> ()
// BEST-NEXT:   memref.dealloc %pool : memref<?xi8>
// BEST-NEXT:   memref.dealloc %pool_1 : memref<?xi8>
// BEST-NEXT:   return
func.func @two(%n: index, %src: memref<?xindex>) {
  %a = memref.alloc(%n) : memref<?xf32>
  %c0 = arith.constant 0 : index
  %m = memref.load %src[%c0] : memref<?xindex>
  %b = memref.alloc(%m) : memref<?xf16>
  %s = memref.alloc() : memref<3xi64>
  "test.op_with_memread"(%a, %b, %s) : (memref<?xf32>, memref<?xf16>, memref<3xi64>) -> ()
  func.return
}

// The alignment is the domain's: an alloc asking for 512 raises it (its
// offsets are multiples of 512 too). Deallocs of pooled buffers are erased.
// A function that takes a context keeps it, unused by the pools. %x 400 B at
// 0 (largest first), %y 64 B at 512 (both live together), pool 1024.
// CHECK-LABEL: func.func @aligned(%ctx: !hip.context) {
// CHECK-NEXT:     %c1024 = arith.constant 1024 : index
// CHECK-NEXT:     %pool = memref.alloc(%c1024) {alignment = 512 : i64} : memref<?xi8>
// CHECK-NEXT:     %c0 = arith.constant 0 : index
// CHECK-NEXT:     %c512 = arith.constant 512 : index
// CHECK-NEXT:     %x = memref.view %pool[%c0][] : memref<?xi8> to memref<100xf32>
// CHECK-NEXT:     %y = memref.view %pool[%c512][] : memref<?xi8> to memref<8xf64>
// CHECK-NEXT:     "test.op_with_memread"(%x, %y) : (memref<100xf32>, memref<8xf64>) -> ()
// CHECK-NEXT:     memref.dealloc %pool : memref<?xi8>
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT: }
func.func @aligned(%ctx: !hip.context) {
  %x = memref.alloc() : memref<100xf32>
  %y = memref.alloc() {alignment = 512 : i64} : memref<8xf64>
  "test.op_with_memread"(%x, %y) : (memref<100xf32>, memref<8xf64>) -> ()
  memref.dealloc %x : memref<100xf32>
  memref.dealloc %y : memref<8xf64>
  func.return
}

// BAD: pool-memref.mlir:{{[0-9]+}}:1: error: hip-pool-allocs: pool must be hip or memref (got heap)

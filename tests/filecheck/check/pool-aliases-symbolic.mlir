// A slice of the pool at a runtime offset %n (docs/semantics.md §9.1, views of
// aliases of a pool): `memref.view` requires its source at offset 0 and counts
// its byte shift from the source's base pointer, which a slice and a cast
// keep; so %b takes bytes [0, 64) of the pool whatever %n is, and a slice at
// an offset other than 0 is reported (first binding: %n = 1).
// @either: %sel is the pool or another buffer: which bytes %a takes cannot be
// told, so @either is not checked (an error, not a pass), and the file fails.
// RUN: not xhip check %s 2>&1 | filecheck %s
// RUN: not xhip-opt --hip-check-pools %s 2>&1 >/dev/null | filecheck %s --check-prefix=PASS

// CHECK:      {{.*}}pool-aliases-symbolic.mlir:[[# @LINE + 14]]:3: error: @dynamic: view %b (live 8..8, at {{.*}}) has a source at offset 1 of %pool, where memref.view requires offset 0 (its bytes count from the pool's start); binding: %n = 1
// CHECK-NEXT: {{.*}}pool-aliases-symbolic.mlir:[[# @LINE + 10]]:3: error: @dynamic: views %a and %b share bytes while both live: %a (live 7..8, at {{.*}}) bytes [0, 64), %b (live 8..8, at {{.*}}) bytes [0, 64); binding: %n = 0
// CHECK-NEXT: {{.*}}pool-aliases-symbolic.mlir:[[# @LINE + 22]]:3: error: xhip check: cannot tell which pool, at which offset, %sel is: it may be %pool or not a pool
// CHECK-NEXT: {{.*}}pool-aliases-symbolic.mlir: 2 functions, 2 views, 107 function bindings checked: 2 violations, 1 not checkable
//
// PASS:       {{.*}}pool-aliases-symbolic.mlir:[[# @LINE + 19]]:3: error: hip-check-pools: cannot check the output: cannot tell which pool, at which offset, %sel is: it may be %pool or not a pool

func.func @dynamic(%ctx: !hip.context, %x: memref<16xf32>, %n: index) {
  %c0 = arith.constant 0 : index
  %c1024 = arith.constant 1024 : index
  %pool = hip.get_pool(%ctx, %c1024) : memref<?xi8>
  %a = memref.view %pool[%c0][] : memref<?xi8> to memref<16xf32>
  %s = memref.subview %pool[%n] [64] [1] : memref<?xi8> to memref<64xi8, strided<[1], offset: ?>>
  %p = memref.cast %s : memref<64xi8, strided<[1], offset: ?>> to memref<?xi8>
  %b = memref.view %p[%c0][] : memref<?xi8> to memref<16xf32>
  hip.silu(%ctx) ins(%x : memref<16xf32>) outs(%a : memref<16xf32>)
  hip.silu(%ctx) ins(%a : memref<16xf32>) outs(%b : memref<16xf32>)
  func.return
}

func.func @either(%ctx: !hip.context, %x: memref<16xf32>, %c: i1, %other: memref<?xi8>) {
  %c0 = arith.constant 0 : index
  %c1024 = arith.constant 1024 : index
  %pool = hip.get_pool(%ctx, %c1024) : memref<?xi8>
  %sel = arith.select %c, %pool, %other : memref<?xi8>
  %a = memref.view %sel[%c0][] : memref<?xi8> to memref<16xf32>
  hip.silu(%ctx) ins(%x : memref<16xf32>) outs(%a : memref<16xf32>)
  func.return
}

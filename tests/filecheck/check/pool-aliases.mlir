// The checker follows a pool through its aliases (docs/semantics.md §9.1,
// views of aliases of a pool): a view of a slice of the pool (`subview`, then
// `cast` back to an identity layout) is a view of the pool, and a view
// of a block argument the pool was handed to is a view of the pool. Both
// functions carve %a and %b at one offset, both live at the second hip.silu:
// before, neither view counted as a view of a pool ("nothing was checked").
// @slice: ops 0 %c0, 1 %c512, 2 %c1024, 3 %pool, 4 %s, 5 %p, 6 %a, 7 %b,
// 8 silu, 9 silu, 10 return; %a, %b: 16 x f32 at byte 0 of the slice, which
// starts at the pool's start (a view's source must be at offset 0: see
// pool-aliases-symbolic.mlir for a slice that is not).
// @block is checked over program points (`describe_points`): %a is live
// from its first use to the second hip.silu, %b at that hip.silu.
// RUN: not xhip check %s 2>&1 | filecheck %s
// RUN: not xhip-opt --hip-check-pools %s 2>&1 >/dev/null | filecheck %s --check-prefix=PASS

// CHECK:      {{.*}}pool-aliases.mlir:[[# @LINE + 13]]:3: error: @slice: views %a and %b share bytes while both live: %a (live 8..9, at {{.*}}pool-aliases.mlir:[[# @LINE + 13]]:3) bytes [0, 64), %b (live 9..9, at {{.*}}pool-aliases.mlir:[[# @LINE + 14]]:3) bytes [0, 64); binding: (constant sizes)
// CHECK-NEXT: {{.*}}pool-aliases.mlir:[[# @LINE + 25]]:3: error: @block: views %a and %b share bytes while both live: %a (live at 6-7, at {{.*}}pool-aliases.mlir:[[# @LINE + 25]]:3) bytes [0, 64), %b (live at 7, at {{.*}}pool-aliases.mlir:[[# @LINE + 26]]:3) bytes [0, 64); binding: (constant sizes)
// CHECK-NEXT: {{.*}}pool-aliases.mlir: 2 functions, 4 views, 2 function bindings checked: 2 violations
// PASS:      {{.*}}pool-aliases.mlir:[[# @LINE + 3]]:1: error: hip-check-pools: @slice: views %a and %b share bytes while both live: %a (live 8..9, at {{.*}}pool-aliases.mlir:[[# @LINE + 10]]:3) bytes [0, 64), %b (live 9..9, at {{.*}}pool-aliases.mlir:[[# @LINE + 11]]:3) bytes [0, 64); binding: (constant sizes)
// PASS-NEXT: {{.*}}pool-aliases.mlir:[[# @LINE + 16]]:1: error: hip-check-pools: @block: views %a and %b share bytes while both live: %a (live at 6-7, at {{.*}}pool-aliases.mlir:[[# @LINE + 22]]:3) bytes [0, 64), %b (live at 7, at {{.*}}pool-aliases.mlir:[[# @LINE + 23]]:3) bytes [0, 64); binding: (constant sizes)

func.func @slice(%ctx: !hip.context, %x: memref<16xf32>) {
  %c0 = arith.constant 0 : index
  %c512 = arith.constant 512 : index
  %c1024 = arith.constant 1024 : index
  %pool = hip.get_pool(%ctx, %c1024) : memref<?xi8>
  %s = memref.subview %pool[%c0] [%c512] [1] : memref<?xi8> to memref<?xi8, strided<[1], offset: ?>>
  %p = memref.cast %s : memref<?xi8, strided<[1], offset: ?>> to memref<?xi8>
  %a = memref.view %p[%c0][] : memref<?xi8> to memref<16xf32>
  %b = memref.view %p[%c0][] : memref<?xi8> to memref<16xf32>
  hip.silu(%ctx) ins(%x : memref<16xf32>) outs(%a : memref<16xf32>)
  hip.silu(%ctx) ins(%a : memref<16xf32>) outs(%b : memref<16xf32>)
  func.return
}

func.func @block(%ctx: !hip.context, %x: memref<16xf32>) {
  %c0 = arith.constant 0 : index
  %c1024 = arith.constant 1024 : index
  %pool = hip.get_pool(%ctx, %c1024) : memref<?xi8>
  cf.br ^bb1(%pool : memref<?xi8>)
^bb1(%p: memref<?xi8>):
  %a = memref.view %p[%c0][] : memref<?xi8> to memref<16xf32>
  %b = memref.view %p[%c0][] : memref<?xi8> to memref<16xf32>
  hip.silu(%ctx) ins(%x : memref<16xf32>) outs(%a : memref<16xf32>)
  hip.silu(%ctx) ins(%a : memref<16xf32>) outs(%b : memref<16xf32>)
  func.return
}

// Safe shapes of aliases of a pool (docs/semantics.md §9.1, views of aliases
// of a pool). @user_views: %buf is carved from the pool and read, and %a and
// %b are the program's own views of that one buffer: not views of the pool
// (one view here), so their overlap is no violation (%buf used only by views
// would be a sub-pool: check/sub-pools.mlir). @offsets: %a at 0 of the pool; %b
// at 256 of a `select` of a `reinterpret_cast` of a slice of it, %d at 512 of
// the slice cast back (each source at offset 0 of the pool): disjoint 64-byte
// views, all live at the third hip.silu. @loop: the pool carried in an `iter_args` is the pool; %b at
// 256. The second run shows each offset (all but 0 miss an alignment of 1024).
// RUN: xhip check %s | filecheck %s
// RUN: not xhip check --alignment 1024 %s 2>&1 | filecheck %s --check-prefix=OFFSETS

// CHECK: {{.*}}pool-aliases-safe.mlir: 3 functions, 6 views, 218 function bindings checked: no violation

// OFFSETS:      {{.*}}pool-aliases-safe.mlir:[[# @LINE + 28]]:3: error: @offsets: view %b (live 13..14, at {{.*}}) offset 256 is not a multiple of the alignment 1024; binding: (constant sizes)
// OFFSETS-NEXT: {{.*}}pool-aliases-safe.mlir:[[# @LINE + 29]]:3: error: @offsets: view %d (live 14..14, at {{.*}}) offset 512 is not a multiple of the alignment 1024; binding: (constant sizes)
// OFFSETS-NEXT: {{.*}}pool-aliases-safe.mlir:[[# @LINE + 46]]:5: error: @loop: view %b (live at 10, at {{.*}}) offset 256 is not a multiple of the alignment 1024; binding: (constant sizes)
// OFFSETS-NEXT: {{.*}}pool-aliases-safe.mlir: 3 functions, 6 views, 222 function bindings checked: 3 violations

func.func @user_views(%ctx: !hip.context, %x: memref<16xf32>) {
  %c0 = arith.constant 0 : index
  %c1024 = arith.constant 1024 : index
  %pool = hip.get_pool(%ctx, %c1024) : memref<?xi8>
  %buf = memref.view %pool[%c0][] : memref<?xi8> to memref<64xi8>
  %byte = memref.load %buf[%c0] : memref<64xi8>
  %a = memref.view %buf[%c0][] : memref<64xi8> to memref<16xf32>
  %b = memref.view %buf[%c0][] : memref<64xi8> to memref<16xf32>
  hip.silu(%ctx) ins(%x : memref<16xf32>) outs(%a : memref<16xf32>)
  hip.silu(%ctx) ins(%a : memref<16xf32>) outs(%b : memref<16xf32>)
  func.return
}

func.func @offsets(%ctx: !hip.context, %x: memref<16xf32>, %c: i1, %n: index) {
  %c0 = arith.constant 0 : index
  %c256 = arith.constant 256 : index
  %c512 = arith.constant 512 : index
  %c1024 = arith.constant 1024 : index
  %pool = hip.get_pool(%ctx, %c1024) : memref<?xi8>
  %a = memref.view %pool[%c0][] : memref<?xi8> to memref<16xf32>
  %s = memref.subview %pool[%c0] [%c512] [1] : memref<?xi8> to memref<?xi8, strided<[1], offset: ?>>
  %r = memref.reinterpret_cast %s to offset: [0], sizes: [%c1024], strides: [1] : memref<?xi8, strided<[1], offset: ?>> to memref<?xi8>
  %sel = arith.select %c, %r, %r : memref<?xi8>
  %b = memref.view %sel[%c256][] : memref<?xi8> to memref<16xf32>
  %p = memref.cast %s : memref<?xi8, strided<[1], offset: ?>> to memref<?xi8>
  %d = memref.view %p[%c512][] : memref<?xi8> to memref<16xf32>
  hip.silu(%ctx) ins(%x : memref<16xf32>) outs(%a : memref<16xf32>)
  hip.silu(%ctx) ins(%a : memref<16xf32>) outs(%b : memref<16xf32>)
  hip.silu(%ctx) ins(%b : memref<16xf32>) outs(%d : memref<16xf32>)
  hip.silu(%ctx) ins(%a : memref<16xf32>) outs(%x : memref<16xf32>)
  func.return
}

func.func @loop(%ctx: !hip.context, %x: memref<16xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %c256 = arith.constant 256 : index
  %c1024 = arith.constant 1024 : index
  %pool = hip.get_pool(%ctx, %c1024) : memref<?xi8>
  %a = memref.view %pool[%c0][] : memref<?xi8> to memref<16xf32>
  hip.silu(%ctx) ins(%x : memref<16xf32>) outs(%a : memref<16xf32>)
  %r = scf.for %i = %c0 to %c4 step %c1 iter_args(%q = %pool) -> (memref<?xi8>) {
    %b = memref.view %q[%c256][] : memref<?xi8> to memref<16xf32>
    hip.silu(%ctx) ins(%a : memref<16xf32>) outs(%b : memref<16xf32>)
    scf.yield %q : memref<?xi8>
  }
  func.return
}

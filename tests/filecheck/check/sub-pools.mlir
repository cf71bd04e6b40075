// A view of a pool of type memref<?xi8> or memref<Nxi8> whose every use is
// the source of a memref.view is a sub-pool (docs/semantics.md §9.1): its
// views are buffers at the sub-pool's byte_shift plus their own, checked for
// overlap against each other and the pool's other views, and each must lie
// inside the sub-pool; the sub-pool itself is placed in its pool (bounds,
// alignment) but never compared for overlap. A view of a pool's view that
// has other uses is part of that buffer, and must lie inside it.
// @dynamic: %a and %b at byte 0 of %sp (byte 512 of the pool), live together
// at the second hip.silu (ops: 0-2 constants, 3 %pool, 4 %sp, 5 %a, 6 %b,
// 7 silu, 8 silu, 9 return).
// @nested: %inner is a sub-pool of the sub-pool %outer (bytes 256 + 128 of
// the pool): %a at byte 384, as %b, a view of the pool itself; both live at
// the second hip.silu. Before the rule, @dynamic had no view of the pool,
// @nested's %outer was one buffer (reported against %b), and @past_end and
// @inner passed.
// @past_end: %d, at byte 192 of the 256-byte sub-pool %sp (bytes 256..512 of
// the pool), takes 64 more bytes than %sp has (and its pool has).
// @inner: %a takes bytes [32, 96) of the 64-byte buffer %buf, which a load
// also reads (so %buf is a buffer, not a sub-pool).
// RUN: not xhip check --alignment 64 %s 2>&1 | filecheck %s

// CHECK:      {{.*}}sub-pools.mlir:[[# @LINE + 14]]:3: error: @dynamic: views %a and %b share bytes while both live: %a (live 7..8, at {{.*}}sub-pools.mlir:[[# @LINE + 14]]:3) bytes [512, 576), %b (live 8..8, at {{.*}}sub-pools.mlir:[[# @LINE + 15]]:3) bytes [512, 576); binding: (constant sizes)
// CHECK-NEXT: {{.*}}sub-pools.mlir:[[# @LINE + 29]]:3: error: @nested: views %a and %b share bytes while both live: %a (live 10..11, at {{.*}}sub-pools.mlir:[[# @LINE + 29]]:3) bytes [384, 448), %b (live 11..11, at {{.*}}sub-pools.mlir:[[# @LINE + 30]]:3) bytes [384, 448); binding: (constant sizes)
// CHECK-NEXT: {{.*}}sub-pools.mlir:[[# @LINE + 41]]:3: error: @past_end: view %d (live 6..6, at {{.*}}sub-pools.mlir:[[# @LINE + 41]]:3) bytes [448, 576) exceed its pool %pool of 512 bytes; binding: (constant sizes)
// CHECK-NEXT: {{.*}}sub-pools.mlir:[[# @LINE + 40]]:3: error: @past_end: view %d (live 6..6, at {{.*}}sub-pools.mlir:[[# @LINE + 40]]:3) bytes [448, 576) exceed its sub-pool %sp, bytes [256, 512) of %pool; binding: (constant sizes)
// CHECK-NEXT: {{.*}}sub-pools.mlir:[[# @LINE + 49]]:3: error: @inner: %a, a view of %buf (live 5..7, at {{.*}}sub-pools.mlir:[[# @LINE + 49]]:3), takes its bytes [32, 96), past its 64 bytes; binding: (constant sizes)
// CHECK-NEXT: {{.*}}sub-pools.mlir: 4 functions, 10 views, 109 function bindings checked: 5 violations


func.func @dynamic(%ctx: !hip.context, %x: memref<16xf32>) {
  %c0 = arith.constant 0 : index
  %c512 = arith.constant 512 : index
  %c1024 = arith.constant 1024 : index
  %pool = hip.get_pool(%ctx, %c1024) : memref<?xi8>
  %sp = memref.view %pool[%c512][%c512] : memref<?xi8> to memref<?xi8>
  %a = memref.view %sp[%c0][] : memref<?xi8> to memref<16xf32>
  %b = memref.view %sp[%c0][] : memref<?xi8> to memref<16xf32>
  hip.silu(%ctx) ins(%x : memref<16xf32>) outs(%a : memref<16xf32>)
  hip.silu(%ctx) ins(%a : memref<16xf32>) outs(%b : memref<16xf32>)
  func.return
}

func.func @nested(%ctx: !hip.context, %x: memref<16xf32>) {
  %c0 = arith.constant 0 : index
  %c128 = arith.constant 128 : index
  %c256 = arith.constant 256 : index
  %c384 = arith.constant 384 : index
  %c1024 = arith.constant 1024 : index
  %pool = hip.get_pool(%ctx, %c1024) : memref<?xi8>
  %outer = memref.view %pool[%c256][%c256] : memref<?xi8> to memref<?xi8>
  %inner = memref.view %outer[%c128][] : memref<?xi8> to memref<128xi8>
  %a = memref.view %inner[%c0][] : memref<128xi8> to memref<16xf32>
  %b = memref.view %pool[%c384][] : memref<?xi8> to memref<16xf32>
  hip.silu(%ctx) ins(%x : memref<16xf32>) outs(%a : memref<16xf32>)
  hip.silu(%ctx) ins(%a : memref<16xf32>) outs(%b : memref<16xf32>)
  func.return
}

func.func @past_end(%ctx: !hip.context, %x: memref<32xf32>) {
  %c192 = arith.constant 192 : index
  %c256 = arith.constant 256 : index
  %c512 = arith.constant 512 : index
  %pool = hip.get_pool(%ctx, %c512) : memref<?xi8>
  %sp = memref.view %pool[%c256][] : memref<?xi8> to memref<256xi8>
  %d = memref.view %sp[%c192][] : memref<256xi8> to memref<32xf32>
  hip.silu(%ctx) ins(%x : memref<32xf32>) outs(%d : memref<32xf32>)
  func.return
}

func.func @inner(%ctx: !hip.context, %x: memref<16xf32>) {
  %c0 = arith.constant 0 : index
  %c32 = arith.constant 32 : index
  %c1024 = arith.constant 1024 : index
  %pool = hip.get_pool(%ctx, %c1024) : memref<?xi8>
  %buf = memref.view %pool[%c0][] : memref<?xi8> to memref<64xi8>
  %a = memref.view %buf[%c32][] : memref<64xi8> to memref<16xf32>
  %v = memref.load %buf[%c0] : memref<64xi8>
  hip.silu(%ctx) ins(%x : memref<16xf32>) outs(%a : memref<16xf32>)
  func.return
}

// A function pooled by hand, wrongly: %b starts at byte 256 of the pool while
// %a, 512 bytes from byte 0, is still live (the second hip.silu reads it).
//
//   xhip check examples/overlapping_views.mlir

func.func @f(%ctx: !hip.context, %x: memref<128xf32>) {
  %c0 = arith.constant 0 : index
  %c256 = arith.constant 256 : index
  %c1024 = arith.constant 1024 : index
  %pool = hip.get_pool(%ctx, %c1024) : memref<?xi8>
  %a = memref.view %pool[%c0][] : memref<?xi8> to memref<128xf32>
  %b = memref.view %pool[%c256][] : memref<?xi8> to memref<128xf32>
  hip.silu(%ctx) ins(%x : memref<128xf32>) outs(%a : memref<128xf32>)
  hip.silu(%ctx) ins(%a : memref<128xf32>) outs(%b : memref<128xf32>)
  func.return
}

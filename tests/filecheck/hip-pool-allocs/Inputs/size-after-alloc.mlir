func.func @late(%ctx: !hip.context, %x: memref<?xf32>) {
  %c0 = arith.constant 0 : index
  %a = memref.alloc(%n) : memref<?x3xf32>
  %n = memref.dim %x, %c0 : memref<?xf32>
  "test.use"(%a) : (memref<?x3xf32>) -> ()
  func.return
}

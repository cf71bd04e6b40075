// Input of errors.mlir (kept apart: MLIR prints this type as memref<16xf32>).
func.func @space_zero(%ctx: !hip.context) {
  %a = memref.alloc() : memref<16xf32, 0>
  "test.op"(%a) : (memref<16xf32, 0>) -> ()
  func.return
}

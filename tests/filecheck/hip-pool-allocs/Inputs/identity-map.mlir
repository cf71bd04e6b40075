// Input of errors.mlir (kept apart: MLIR prints this type as memref<4x4xf32>).
func.func @identity_map(%ctx: !hip.context) {
  %a = memref.alloc() : memref<4x4xf32, affine_map<(d0, d1) -> (d0, d1)>>
  "test.op"(%a) : (memref<4x4xf32, affine_map<(d0, d1) -> (d0, d1)>>) -> ()
  func.return
}

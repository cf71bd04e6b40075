#id = affine_map<(d0, d1) -> (d0, d1)>
func.func @named(%a8: memref<4x4xi8>, %i32: memref<4x4xi32>, %f16: memref<4x4xf16>, %f32: memref<4x4xf32>, %b: memref<4x4xi1>,
                 %n8: memref<1x6x6x2xi8>, %k8: memref<3x3x2x4xi8>, %o32: memref<1x4x4x4xi32>, %z8: i8,
                 %bf16: memref<2x4x4xf16>, %bf32: memref<2x4x4xf32>, %pw: memref<3x3xi32>, %pn: memref<1x6x6x2xi32>, %po: memref<1x4x4x2xi32>,
                 %lo: f64, %hi: f64, %seed: i32) {
  linalg.matmul ins(%a8, %a8 : memref<4x4xi8>, memref<4x4xi8>) outs(%i32 : memref<4x4xi32>)
  linalg.matmul {cast = #linalg.type_fn<cast_unsigned>} ins(%a8, %a8 : memref<4x4xi8>, memref<4x4xi8>) outs(%f32 : memref<4x4xf32>)
  linalg.matmul ins(%f32, %f32 : memref<4x4xf32>, memref<4x4xf32>) outs(%f16 : memref<4x4xf16>)
  linalg.batch_matmul ins(%bf16, %bf16 : memref<2x4x4xf16>, memref<2x4x4xf16>) outs(%bf32 : memref<2x4x4xf32>)
  linalg.conv_2d_nhwc_hwcf_q ins(%n8, %k8, %z8, %z8 : memref<1x6x6x2xi8>, memref<3x3x2x4xi8>, i8, i8) outs(%o32 : memref<1x4x4x4xi32>)
  linalg.pooling_nhwc_max_unsigned {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>} ins(%pn, %pw : memref<1x6x6x2xi32>, memref<3x3xi32>) outs(%po : memref<1x4x4x2xi32>)
  linalg.copy ins(%f32 : memref<4x4xf32>) outs(%f16 : memref<4x4xf16>)
  linalg.copy ins(%a8 : memref<4x4xi8>) outs(%i32 : memref<4x4xi32>)
  linalg.div_unsigned ins(%i32, %i32 : memref<4x4xi32>, memref<4x4xi32>) outs(%i32 : memref<4x4xi32>)
  linalg.max ins(%i32, %i32 : memref<4x4xi32>, memref<4x4xi32>) outs(%i32 : memref<4x4xi32>)
  linalg.add ins(%b, %b : memref<4x4xi1>, memref<4x4xi1>) outs(%b : memref<4x4xi1>)
  linalg.mul ins(%b, %b : memref<4x4xi1>, memref<4x4xi1>) outs(%b : memref<4x4xi1>)
  linalg.reciprocal ins(%f32 : memref<4x4xf32>) outs(%f32 : memref<4x4xf32>)
  linalg.square ins(%f32 : memref<4x4xf32>) outs(%f32 : memref<4x4xf32>)
  linalg.select ins(%b, %f32, %f32 : memref<4x4xi1>, memref<4x4xf32>, memref<4x4xf32>) outs(%f32 : memref<4x4xf32>)
  linalg.powf ins(%f32, %f32 : memref<4x4xf32>, memref<4x4xf32>) outs(%f32 : memref<4x4xf32>)
  linalg.elementwise kind=#linalg.elementwise_kind<max_signed> ins(%f32, %f32 : memref<4x4xf32>, memref<4x4xf32>) outs(%f32 : memref<4x4xf32>)
  linalg.elementwise kind=#linalg.elementwise_kind<select> ins(%b, %i32, %i32 : memref<4x4xi1>, memref<4x4xi32>, memref<4x4xi32>) outs(%i32 : memref<4x4xi32>)
  linalg.elementwise kind=#linalg.elementwise_kind<exp> indexing_maps = [affine_map<(d0, d1) -> (d1, d0)>, #id] ins(%f32 : memref<4x4xf32>) outs(%f32 : memref<4x4xf32>)
  linalg.contract indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d2, d1)>, affine_map<(d0, d1, d2) -> (d0, d1)>] ins(%f16, %f16 : memref<4x4xf16>, memref<4x4xf16>) outs(%f32 : memref<4x4xf32>)
  linalg.abs ins(%f32 : memref<4x4xf32>) outs(%f32 : memref<4x4xf32>)
  linalg.fill ins(%z8 : i8) outs(%a8 : memref<4x4xi8>)
  linalg.fill_rng_2d ins(%lo, %hi, %seed : f64, f64, i32) outs(%f32 : memref<4x4xf32>)
  return
}

#map = affine_map<(d0, d1) -> ()>
#map1 = affine_map<(d0, d1) -> (d0, d1)>
#map2 = affine_map<(d0) -> (d0)>
#map3 = affine_map<(d0, d1, d2) -> (d0, d1)>
#map4 = affine_map<(d0, d1, d2) -> (d0, d1, d2)>
#map5 = affine_map<(d0, d1, d2, d3) -> (d0, d1, 0, d3)>
#map6 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, 0)>
#map7 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>
#map8 = affine_map<(d0, d1, d2, d3) -> ()>
#map9 = affine_map<(d0, d1, d2, d3) -> (0, 0, 0, 0)>
#map10 = affine_map<(d0, d1, d2, d3) -> (0, 0, 0, d3)>
#map11 = affine_map<(d0, d1, d2) -> (d0, d1, 0)>
#map12 = affine_map<(d0, d1, d2) -> (d2)>
#map13 = affine_map<(d0, d1, d2, d3) -> (d0, 0, d2, d3)>
#map14 = affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3, d4)>
#map15 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>
module {
  memref.global "private" constant @__constant_xi64 : memref<i64> = dense<1> {alignment = 64 : i64}
  memref.global "private" constant @__constant_64x32xf32_12 : memref<64x32xf32> = dense<-0.0324362069> {alignment = 64 : i64}
  memref.global "private" constant @__constant_4xf32 : memref<4xf32> = dense<1.000000e+00> {alignment = 64 : i64}
  memref.global "private" constant @__constant_32x32xf32_11 : memref<32x32xf32> = dense<-0.0307651926> {alignment = 64 : i64}
  memref.global "private" constant @__constant_16x32xf32_10 : memref<16x32xf32> = dense<-0.00260580797> {alignment = 64 : i64}
  memref.global "private" constant @__constant_16x32xf32_9 : memref<16x32xf32> = dense<0.0048457724> {alignment = 64 : i64}
  memref.global "private" constant @__constant_32x32xf32_8 : memref<32x32xf32> = dense<0.00781742204> {alignment = 64 : i64}
  memref.global "private" constant @__constant_64x32xf32_7 : memref<64x32xf32> = dense<0.0220695529> {alignment = 64 : i64}
  memref.global "private" constant @__constant_64x32xf32_6 : memref<64x32xf32> = dense<-0.00176440494> {alignment = 64 : i64}
  memref.global "private" constant @__constant_32x64xf32_5 : memref<32x64xf32> = dense<-0.0219080728> {alignment = 64 : i64}
  memref.global "private" constant @__constant_32x32xf32_4 : memref<32x32xf32> = dense<-0.00505123613> {alignment = 64 : i64}
  memref.global "private" constant @__constant_16x32xf32_3 : memref<16x32xf32> = dense<-0.0195602439> {alignment = 64 : i64}
  memref.global "private" constant @__constant_16x32xf32 : memref<16x32xf32> = dense<-0.00679771415> {alignment = 64 : i64}
  memref.global "private" constant @__constant_32x32xf32 : memref<32x32xf32> = dense<0.0135716908> {alignment = 64 : i64}
  memref.global "private" constant @__constant_64x32xf32_2 : memref<64x32xf32> = dense<0.0228267238> {alignment = 64 : i64}
  memref.global "private" constant @__constant_64x32xf32_1 : memref<64x32xf32> = dense<0.00638632476> {alignment = 64 : i64}
  memref.global "private" constant @__constant_32x64xf32 : memref<32x64xf32> = dense<0.00573320314> {alignment = 64 : i64}
  memref.global "private" constant @__constant_32xf32 : memref<32xf32> = dense<1.000000e+00> {alignment = 64 : i64}
  memref.global "private" constant @__constant_64x32xf32 : memref<64x32xf32> = dense<-1.18663113E-4> {alignment = 64 : i64}
  memref.global "private" constant @__constant_xi1 : memref<i1> = dense<true> {alignment = 64 : i64}
  memref.global "private" constant @__constant_xf32_0 : memref<f32> = dense<0.000000e+00> {alignment = 64 : i64}
  memref.global "private" constant @__constant_xf32 : memref<f32> = dense<-3.40282347E+38> {alignment = 64 : i64}
  func.func @main_graph(%arg0: memref<1x?xi64>) -> memref<1x?x64xf32> {
    %c2_i64 = arith.constant 2 : i64
    %c4_i64 = arith.constant 4 : i64
    %c0_i64 = arith.constant 0 : i64
    %c1_i64 = arith.constant 1 : i64
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c64 = arith.constant 64 : index
    %c3 = arith.constant 3 : index
    %cst = arith.constant 0.000000e+00 : f32
    %c8_i64 = arith.constant 8 : i64
    %cst_0 = arith.constant 0xFF800000 : f32
    %cst_1 = arith.constant 1.000000e+00 : f32
    %0 = memref.get_global @__constant_xf32 : memref<f32>
    %1 = memref.get_global @__constant_xf32_0 : memref<f32>
    %2 = memref.get_global @__constant_xi1 : memref<i1>
    %3 = memref.get_global @__constant_64x32xf32 : memref<64x32xf32>
    %4 = memref.get_global @__constant_32xf32 : memref<32xf32>
    %5 = memref.get_global @__constant_32x64xf32 : memref<32x64xf32>
    %6 = memref.get_global @__constant_64x32xf32_1 : memref<64x32xf32>
    %7 = memref.get_global @__constant_64x32xf32_2 : memref<64x32xf32>
    %8 = memref.get_global @__constant_32xf32 : memref<32xf32>
    %9 = memref.get_global @__constant_32x32xf32 : memref<32x32xf32>
    %10 = memref.get_global @__constant_16x32xf32 : memref<16x32xf32>
    %11 = memref.get_global @__constant_16x32xf32_3 : memref<16x32xf32>
    %12 = memref.get_global @__constant_32x32xf32_4 : memref<32x32xf32>
    %13 = memref.get_global @__constant_32xf32 : memref<32xf32>
    %14 = memref.get_global @__constant_32x64xf32_5 : memref<32x64xf32>
    %15 = memref.get_global @__constant_64x32xf32_6 : memref<64x32xf32>
    %16 = memref.get_global @__constant_64x32xf32_7 : memref<64x32xf32>
    %17 = memref.get_global @__constant_32xf32 : memref<32xf32>
    %18 = memref.get_global @__constant_32x32xf32_8 : memref<32x32xf32>
    %cst_2 = arith.constant 0.35355339059327379 : f64
    %19 = memref.get_global @__constant_16x32xf32_9 : memref<16x32xf32>
    %20 = memref.get_global @__constant_16x32xf32_10 : memref<16x32xf32>
    %21 = memref.get_global @__constant_32x32xf32_11 : memref<32x32xf32>
    %22 = memref.get_global @__constant_32xf32 : memref<32xf32>
    %cst_3 = arith.constant 9.9999999999999995E-7 : f64
    %23 = memref.get_global @__constant_4xf32 : memref<4xf32>
    %24 = memref.get_global @__constant_64x32xf32_12 : memref<64x32xf32>
    %cst_4 = arith.constant 3.200000e+01 : f32
    %c32_i64 = arith.constant 32 : i64
    %c16_i64 = arith.constant 16 : i64
    %25 = memref.get_global @__constant_xi64 : memref<i64>
    %c2 = arith.constant 2 : index
    %dim = memref.dim %arg0, %c1 : memref<1x?xi64>
    %26 = arith.index_cast %dim : index to i64
    %27 = arith.cmpi sge, %26, %c0_i64 : i64
    cf.assert %27, "negative values not allowed in new dimensions"
    %alloc = memref.alloc(%dim) {alignment = 64 : i64} : memref<1x?xi64>
    linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel"]} ins(%25 : memref<i64>) outs(%alloc : memref<1x?xi64>) {
    ^bb0(%in: i64, %out: i64):
      linalg.yield %in : i64
    }
    %alloc_5 = memref.alloc(%dim) {alignment = 64 : i64} : memref<?xi64>
    linalg.generic {indexing_maps = [#map2], iterator_types = ["parallel"]} outs(%alloc_5 : memref<?xi64>) {
    ^bb0(%out: i64):
      %72 = linalg.index 0 : index
      %73 = arith.index_cast %72 : index to i64
      linalg.yield %73 : i64
    }
    %alloc_6 = memref.alloc(%dim) {alignment = 64 : i64} : memref<1x?x32xf32>
    %alloc_7 = memref.alloc(%dim) {alignment = 64 : i64} : memref<1x?x32xf32>
    linalg.generic {indexing_maps = [#map3, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg0 : memref<1x?xi64>) outs(%alloc_7 : memref<1x?x32xf32>) {
    ^bb0(%in: i64, %out: f32):
      %72 = arith.index_cast %in : i64 to index
      %73 = linalg.index 2 : index
      %74 = arith.cmpi slt, %72, %c64 : index
      cf.assert %74, "index must be smaller than dim size"
      %75 = arith.cmpi sge, %in, %c0_i64 : i64
      cf.assert %75, "index must be larger or equal to 0"
      %76 = memref.load %24[%72, %73] : memref<64x32xf32>
      linalg.yield %76 : f32
    }
    %alloc_8 = memref.alloc(%dim) {alignment = 64 : i64} : memref<1x?xi1>
    linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%alloc : memref<1x?xi64>) outs(%alloc_8 : memref<1x?xi1>) {
    ^bb0(%in: i64, %out: i1):
      %72 = arith.cmpi ne, %in, %c0_i64 : i64
      linalg.yield %72 : i1
    }
    %alloc_9 = memref.alloc() {alignment = 64 : i64} : memref<1xi64>
    linalg.generic {indexing_maps = [#map2], iterator_types = ["parallel"]} outs(%alloc_9 : memref<1xi64>) {
    ^bb0(%out: i64):
      linalg.yield %c0_i64 : i64
    }
    %expand_shape = memref.expand_shape %alloc_9 [[0, 1, 2, 3]] output_shape [1, 1, 1, 1] : memref<1xi64> into memref<1x1x1x1xi64>
    %expand_shape_10 = memref.expand_shape %alloc_5 [[0, 1, 2, 3]] output_shape [1, 1, %dim, 1] : memref<?xi64> into memref<1x1x?x1xi64>
    %expand_shape_11 = memref.expand_shape %alloc_5 [[0, 1, 2, 3]] output_shape [1, 1, 1, %dim] : memref<?xi64> into memref<1x1x1x?xi64>
    %alloc_12 = memref.alloc(%dim, %dim) {alignment = 64 : i64} : memref<1x1x?x?xi1>
    linalg.generic {indexing_maps = [#map5, #map6, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expand_shape_11, %expand_shape_10 : memref<1x1x1x?xi64>, memref<1x1x?x1xi64>) outs(%alloc_12 : memref<1x1x?x?xi1>) {
    ^bb0(%in: i64, %in_249: i64, %out: i1):
      %72 = arith.cmpi sle, %in, %in_249 : i64
      linalg.yield %72 : i1
    }
    linalg.generic {indexing_maps = [#map8, #map7, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%2, %alloc_12 : memref<i1>, memref<1x1x?x?xi1>) outs(%alloc_12 : memref<1x1x?x?xi1>) {
    ^bb0(%in: i1, %in_249: i1, %out: i1):
      %72 = arith.andi %in, %in_249 : i1
      linalg.yield %72 : i1
    }
    %dim_13 = memref.dim %expand_shape_11, %c3 : memref<1x1x1x?xi64>
    %alloc_14 = memref.alloc(%dim_13) {alignment = 64 : i64} : memref<1x1x1x?xi1>
    linalg.generic {indexing_maps = [#map9, #map10, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expand_shape, %expand_shape_11 : memref<1x1x1x1xi64>, memref<1x1x1x?xi64>) outs(%alloc_14 : memref<1x1x1x?xi1>) {
    ^bb0(%in: i64, %in_249: i64, %out: i1):
      %72 = arith.cmpi slt, %in, %c0_i64 : i64
      %73 = arith.addi %in, %c1_i64 : i64
      %74 = arith.select %72, %73, %in : i64
      %75 = arith.index_cast %74 : i64 to index
      %76 = arith.cmpi slt, %in_249, %c0_i64 : i64
      %77 = arith.addi %in_249, %26 : i64
      %78 = arith.select %76, %77, %in_249 : i64
      %79 = arith.index_cast %78 : i64 to index
      %80 = memref.load %alloc_8[%75, %79] : memref<1x?xi1>
      linalg.yield %80 : i1
    }
    %28 = arith.cmpi eq, %dim, %dim_13 : index
    cf.assert %28, "mismatched size for broadcast"
    linalg.generic {indexing_maps = [#map7, #map5, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%alloc_12, %alloc_14 : memref<1x1x?x?xi1>, memref<1x1x1x?xi1>) outs(%alloc_12 : memref<1x1x?x?xi1>) {
    ^bb0(%in: i1, %in_249: i1, %out: i1):
      %72 = arith.andi %in, %in_249 : i1
      linalg.yield %72 : i1
    }
    cf.assert %27, "unimplemented: dynamic negative broadcast sizes"
    cf.assert %27, "unimplemented: dynamic negative broadcast sizes"
    %alloc_15 = memref.alloc(%dim, %dim) {alignment = 64 : i64} : memref<1x1x?x?xi1>
    linalg.generic {indexing_maps = [#map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%alloc_15 : memref<1x1x?x?xi1>) {
    ^bb0(%out: i1):
      %72 = linalg.index 2 : index
      %73 = linalg.index 3 : index
      %74 = arith.cmpi eq, %dim, %c1 : index
      %75 = arith.select %74, %c0, %72 : index
      %76 = arith.select %74, %c0, %73 : index
      %77 = memref.load %alloc_12[%c0, %c0, %75, %76] : memref<1x1x?x?xi1>
      linalg.yield %77 : i1
    }
    %alloc_16 = memref.alloc(%dim, %dim) {alignment = 64 : i64} : memref<1x1x?x?xf32>
    linalg.generic {indexing_maps = [#map7, #map8, #map8, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%alloc_15, %1, %0 : memref<1x1x?x?xi1>, memref<f32>, memref<f32>) outs(%alloc_16 : memref<1x1x?x?xf32>) {
    ^bb0(%in: i1, %in_249: f32, %in_250: f32, %out: f32):
      %72 = arith.select %in, %in_249, %in_250 : f32
      linalg.yield %72 : f32
    }
    %expand_shape_17 = memref.expand_shape %alloc_5 [[0, 1, 2]] output_shape [1, %dim, 1] : memref<?xi64> into memref<1x?x1xi64>
    %alloc_18 = memref.alloc(%dim) {alignment = 64 : i64} : memref<1x?x1xf32>
    linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expand_shape_17 : memref<1x?x1xi64>) outs(%alloc_18 : memref<1x?x1xf32>) {
    ^bb0(%in: i64, %out: f32):
      %72 = arith.sitofp %in : i64 to f32
      linalg.yield %72 : f32
    }
    %alloc_19 = memref.alloc(%dim) {alignment = 64 : i64} : memref<1x?x4xf32>
    linalg.generic {indexing_maps = [#map11, #map12, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%alloc_18, %23 : memref<1x?x1xf32>, memref<4xf32>) outs(%alloc_19 : memref<1x?x4xf32>) {
    ^bb0(%in: f32, %in_249: f32, %out: f32):
      %72 = arith.mulf %in, %in_249 : f32
      linalg.yield %72 : f32
    }
    %c1_20 = arith.constant 1 : index
    %dim_21 = memref.dim %alloc_19, %c1_20 : memref<1x?x4xf32>
    %alloc_22 = memref.alloc(%dim_21) {alignment = 64 : i64} : memref<1x?x8xf32>
    %c1_23 = arith.constant 1 : index
    %dim_24 = memref.dim %alloc_22, %c1_23 : memref<1x?x8xf32>
    %subview = memref.subview %alloc_22[0, 0, 0] [1, %dim_24, 4] [1, 1, 1] : memref<1x?x8xf32> to memref<1x?x4xf32, strided<[?, 8, 1]>>
    memref.copy %alloc_19, %subview : memref<1x?x4xf32> to memref<1x?x4xf32, strided<[?, 8, 1]>>
    %subview_25 = memref.subview %alloc_22[0, 0, 4] [1, %dim_24, 4] [1, 1, 1] : memref<1x?x8xf32> to memref<1x?x4xf32, strided<[?, 8, 1], offset: 4>>
    memref.copy %alloc_19, %subview_25 : memref<1x?x4xf32> to memref<1x?x4xf32, strided<[?, 8, 1], offset: 4>>
    %dim_26 = memref.dim %alloc_19, %c1 : memref<1x?x4xf32>
    %alloc_27 = memref.alloc(%dim_26) {alignment = 64 : i64} : memref<1x?x8xf32>
    %alloc_28 = memref.alloc(%dim_26) {alignment = 64 : i64} : memref<1x?x8xf32>
    linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%alloc_22 : memref<1x?x8xf32>) outs(%alloc_28 : memref<1x?x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %72 = math.cos %in : f32
      linalg.yield %72 : f32
    }
    linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%alloc_22 : memref<1x?x8xf32>) outs(%alloc_27 : memref<1x?x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %72 = math.sin %in : f32
      linalg.yield %72 : f32
    }
    linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%alloc_7 : memref<1x?x32xf32>) outs(%alloc_6 : memref<1x?x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %72 = math.fpowi %in, %c2_i64 : f32, i64
      linalg.yield %72 : f32
    }
    %alloc_29 = memref.alloc(%dim) {alignment = 64 : i64} : memref<1x?x1xf32>
    linalg.fill ins(%cst : f32) outs(%alloc_29 : memref<1x?x1xf32>)
    %c1_30 = arith.constant 1 : index
    %dim_31 = memref.dim %alloc_29, %c1_30 : memref<1x?x1xf32>
    %alloc_32 = memref.alloc(%dim_31) {alignment = 64 : i64} : memref<1x?x1xf32>
    memref.copy %alloc_29, %alloc_32 : memref<1x?x1xf32> to memref<1x?x1xf32>
    linalg.generic {indexing_maps = [#map4, #map11], iterator_types = ["parallel", "parallel", "reduction"]} ins(%alloc_6 : memref<1x?x32xf32>) outs(%alloc_32 : memref<1x?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %72 = arith.addf %in, %out : f32
      linalg.yield %72 : f32
    }
    linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%alloc_32 : memref<1x?x1xf32>) outs(%alloc_18 : memref<1x?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %72 = arith.divf %in, %cst_4 : f32
      linalg.yield %72 : f32
    }
    linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%alloc_18 : memref<1x?x1xf32>) outs(%alloc_18 : memref<1x?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %72 = arith.truncf %cst_3 : f64 to f32
      %73 = arith.addf %in, %72 : f32
      linalg.yield %73 : f32
    }
    linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%alloc_18 : memref<1x?x1xf32>) outs(%alloc_18 : memref<1x?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %72 = math.rsqrt %in : f32
      linalg.yield %72 : f32
    }
    linalg.generic {indexing_maps = [#map4, #map11, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%alloc_7, %alloc_18 : memref<1x?x32xf32>, memref<1x?x1xf32>) outs(%alloc_6 : memref<1x?x32xf32>) {
    ^bb0(%in: f32, %in_249: f32, %out: f32):
      %72 = arith.mulf %in, %in_249 : f32
      linalg.yield %72 : f32
    }
    linalg.generic {indexing_maps = [#map12, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%22, %alloc_6 : memref<32xf32>, memref<1x?x32xf32>) outs(%alloc_6 : memref<1x?x32xf32>) {
    ^bb0(%in: f32, %in_249: f32, %out: f32):
      %72 = arith.mulf %in, %in_249 : f32
      linalg.yield %72 : f32
    }
    %alloc_33 = memref.alloc() {alignment = 64 : i64} : memref<32x32xf32>
    linalg.transpose ins(%21 : memref<32x32xf32>) outs(%alloc_33 : memref<32x32xf32>) permutation = [1, 0] 
    %collapse_shape = memref.collapse_shape %alloc_6 [[0, 1], [2]] : memref<1x?x32xf32> into memref<?x32xf32>
    %alloc_34 = memref.alloc(%dim) {alignment = 64 : i64} : memref<?x32xf32>
    linalg.fill ins(%cst : f32) outs(%alloc_34 : memref<?x32xf32>)
    %c0_35 = arith.constant 0 : index
    %dim_36 = memref.dim %alloc_34, %c0_35 : memref<?x32xf32>
    %alloc_37 = memref.alloc(%dim_36) {alignment = 64 : i64} : memref<?x32xf32>
    memref.copy %alloc_34, %alloc_37 : memref<?x32xf32> to memref<?x32xf32>
    linalg.matmul ins(%collapse_shape, %alloc_33 : memref<?x32xf32>, memref<32x32xf32>) outs(%alloc_37 : memref<?x32xf32>)
    %expand_shape_38 = memref.expand_shape %alloc_37 [[0, 1], [2]] output_shape [1, %dim, 32] : memref<?x32xf32> into memref<1x?x32xf32>
    %29 = arith.cmpi slt, %26, %c0_i64 : i64
    %30 = arith.select %29, %c1_i64, %26 : i64
    %31 = arith.extui %29 : i1 to i64
    %32 = arith.addi %31, %c1_i64 : i64
    %33 = arith.muli %30, %c8_i64 : i64
    %34 = arith.cmpi sle, %32, %c1_i64 : i64
    cf.assert %34, "must have at most one inferred (negative) dimension"
    %35 = arith.muli %26, %c32_i64 : i64
    %36 = arith.divsi %35, %33 : i64
    %37 = arith.select %29, %36, %26 : i64
    %alloc_39 = memref.alloc() {alignment = 64 : i64} : memref<4xi64>
    %c0_40 = arith.constant 0 : index
    %c1_41 = arith.constant 1 : index
    %c2_42 = arith.constant 2 : index
    %c3_43 = arith.constant 3 : index
    memref.store %c1_i64, %alloc_39[%c0_40] : memref<4xi64>
    memref.store %37, %alloc_39[%c1_41] : memref<4xi64>
    memref.store %36, %alloc_39[%c2_42] : memref<4xi64>
    memref.store %c8_i64, %alloc_39[%c3_43] : memref<4xi64>
    %reshape = memref.reshape %expand_shape_38(%alloc_39) : (memref<1x?x32xf32>, memref<4xi64>) -> memref<1x?x4x8xf32>
    %38 = arith.index_cast %37 : i64 to index
    %alloc_44 = memref.alloc(%38) {alignment = 64 : i64} : memref<1x4x?x8xf32>
    %alloc_45 = memref.alloc(%38) {alignment = 64 : i64} : memref<1x4x?x8xf32>
    linalg.transpose ins(%reshape : memref<1x?x4x8xf32>) outs(%alloc_45 : memref<1x4x?x8xf32>) permutation = [0, 2, 1, 3] 
    %alloc_46 = memref.alloc() {alignment = 64 : i64} : memref<32x16xf32>
    linalg.transpose ins(%20 : memref<16x32xf32>) outs(%alloc_46 : memref<32x16xf32>) permutation = [1, 0] 
    %alloc_47 = memref.alloc(%dim) {alignment = 64 : i64} : memref<?x16xf32>
    linalg.fill ins(%cst : f32) outs(%alloc_47 : memref<?x16xf32>)
    %c0_48 = arith.constant 0 : index
    %dim_49 = memref.dim %alloc_47, %c0_48 : memref<?x16xf32>
    %alloc_50 = memref.alloc(%dim_49) {alignment = 64 : i64} : memref<?x16xf32>
    memref.copy %alloc_47, %alloc_50 : memref<?x16xf32> to memref<?x16xf32>
    linalg.matmul ins(%collapse_shape, %alloc_46 : memref<?x32xf32>, memref<32x16xf32>) outs(%alloc_50 : memref<?x16xf32>)
    %expand_shape_51 = memref.expand_shape %alloc_50 [[0, 1], [2]] output_shape [1, %dim, 16] : memref<?x16xf32> into memref<1x?x16xf32>
    cf.assert %34, "must have at most one inferred (negative) dimension"
    %39 = arith.muli %26, %c16_i64 : i64
    %40 = arith.divsi %39, %33 : i64
    %41 = arith.select %29, %40, %26 : i64
    %alloc_52 = memref.alloc() {alignment = 64 : i64} : memref<4xi64>
    %c0_53 = arith.constant 0 : index
    %c1_54 = arith.constant 1 : index
    %c2_55 = arith.constant 2 : index
    %c3_56 = arith.constant 3 : index
    memref.store %c1_i64, %alloc_52[%c0_53] : memref<4xi64>
    memref.store %41, %alloc_52[%c1_54] : memref<4xi64>
    memref.store %40, %alloc_52[%c2_55] : memref<4xi64>
    memref.store %c8_i64, %alloc_52[%c3_56] : memref<4xi64>
    %reshape_57 = memref.reshape %expand_shape_51(%alloc_52) : (memref<1x?x16xf32>, memref<4xi64>) -> memref<1x?x2x8xf32>
    %42 = arith.index_cast %41 : i64 to index
    %alloc_58 = memref.alloc(%42) {alignment = 64 : i64} : memref<1x2x?x8xf32>
    %alloc_59 = memref.alloc(%42) {alignment = 64 : i64} : memref<1x2x?x8xf32>
    linalg.transpose ins(%reshape_57 : memref<1x?x2x8xf32>) outs(%alloc_59 : memref<1x2x?x8xf32>) permutation = [0, 2, 1, 3] 
    linalg.transpose ins(%19 : memref<16x32xf32>) outs(%alloc_46 : memref<32x16xf32>) permutation = [1, 0] 
    %c0_60 = arith.constant 0 : index
    %dim_61 = memref.dim %alloc_47, %c0_60 : memref<?x16xf32>
    %alloc_62 = memref.alloc(%dim_61) {alignment = 64 : i64} : memref<?x16xf32>
    memref.copy %alloc_47, %alloc_62 : memref<?x16xf32> to memref<?x16xf32>
    linalg.matmul ins(%collapse_shape, %alloc_46 : memref<?x32xf32>, memref<32x16xf32>) outs(%alloc_62 : memref<?x16xf32>)
    %expand_shape_63 = memref.expand_shape %alloc_62 [[0, 1], [2]] output_shape [1, %dim, 16] : memref<?x16xf32> into memref<1x?x16xf32>
    cf.assert %34, "must have at most one inferred (negative) dimension"
    %reshape_64 = memref.reshape %expand_shape_63(%alloc_52) : (memref<1x?x16xf32>, memref<4xi64>) -> memref<1x?x2x8xf32>
    %alloc_65 = memref.alloc(%42) {alignment = 64 : i64} : memref<1x2x?x8xf32>
    linalg.transpose ins(%reshape_64 : memref<1x?x2x8xf32>) outs(%alloc_65 : memref<1x2x?x8xf32>) permutation = [0, 2, 1, 3] 
    %expand_shape_66 = memref.expand_shape %alloc_28 [[0], [1, 2], [3]] output_shape [1, 1, %dim_26, 8] : memref<1x?x8xf32> into memref<1x1x?x8xf32>
    %expand_shape_67 = memref.expand_shape %alloc_27 [[0], [1, 2], [3]] output_shape [1, 1, %dim_26, 8] : memref<1x?x8xf32> into memref<1x1x?x8xf32>
    %43 = arith.cmpi eq, %38, %dim_26 : index
    cf.assert %43, "mismatched size for broadcast"
    linalg.generic {indexing_maps = [#map7, #map13, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%alloc_45, %expand_shape_66 : memref<1x4x?x8xf32>, memref<1x1x?x8xf32>) outs(%alloc_44 : memref<1x4x?x8xf32>) {
    ^bb0(%in: f32, %in_249: f32, %out: f32):
      %72 = arith.mulf %in, %in_249 : f32
      linalg.yield %72 : f32
    }
    %subview_68 = memref.subview %alloc_45[0, 0, 0, 0] [1, 4, %38, 4] [1, 1, 1, 1] : memref<1x4x?x8xf32> to memref<1x4x?x4xf32, strided<[?, ?, 8, 1]>>
    %subview_69 = memref.subview %alloc_45[0, 0, 0, 4] [1, 4, %38, 4] [1, 1, 1, 1] : memref<1x4x?x8xf32> to memref<1x4x?x4xf32, strided<[?, ?, 8, 1], offset: 4>>
    %alloc_70 = memref.alloc(%38) {alignment = 64 : i64} : memref<1x4x?x4xf32>
    linalg.generic {indexing_maps = [#map7, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%subview_69 : memref<1x4x?x4xf32, strided<[?, ?, 8, 1], offset: 4>>) outs(%alloc_70 : memref<1x4x?x4xf32>) {
    ^bb0(%in: f32, %out: f32):
      %72 = arith.negf %in : f32
      linalg.yield %72 : f32
    }
    %c2_71 = arith.constant 2 : index
    %dim_72 = memref.dim %alloc_70, %c2_71 : memref<1x4x?x4xf32>
    %alloc_73 = memref.alloc(%dim_72) {alignment = 64 : i64} : memref<1x4x?x8xf32>
    %c2_74 = arith.constant 2 : index
    %dim_75 = memref.dim %alloc_73, %c2_74 : memref<1x4x?x8xf32>
    %subview_76 = memref.subview %alloc_73[0, 0, 0, 0] [1, 4, %dim_75, 4] [1, 1, 1, 1] : memref<1x4x?x8xf32> to memref<1x4x?x4xf32, strided<[?, ?, 8, 1]>>
    memref.copy %alloc_70, %subview_76 : memref<1x4x?x4xf32> to memref<1x4x?x4xf32, strided<[?, ?, 8, 1]>>
    %subview_77 = memref.subview %alloc_73[0, 0, 0, 4] [1, 4, %dim_75, 4] [1, 1, 1, 1] : memref<1x4x?x8xf32> to memref<1x4x?x4xf32, strided<[?, ?, 8, 1], offset: 4>>
    memref.copy %subview_68, %subview_77 : memref<1x4x?x4xf32, strided<[?, ?, 8, 1]>> to memref<1x4x?x4xf32, strided<[?, ?, 8, 1], offset: 4>>
    %dim_78 = memref.dim %alloc_70, %c2 : memref<1x4x?x4xf32>
    %44 = arith.cmpi eq, %dim_78, %dim_26 : index
    cf.assert %44, "mismatched size for broadcast"
    %alloc_79 = memref.alloc(%dim_78) {alignment = 64 : i64} : memref<1x4x?x8xf32>
    linalg.generic {indexing_maps = [#map7, #map13, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%alloc_73, %expand_shape_67 : memref<1x4x?x8xf32>, memref<1x1x?x8xf32>) outs(%alloc_79 : memref<1x4x?x8xf32>) {
    ^bb0(%in: f32, %in_249: f32, %out: f32):
      %72 = arith.mulf %in, %in_249 : f32
      linalg.yield %72 : f32
    }
    %45 = arith.cmpi eq, %38, %dim_78 : index
    cf.assert %45, "mismatched size for broadcast"
    linalg.generic {indexing_maps = [#map7, #map7, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%alloc_44, %alloc_79 : memref<1x4x?x8xf32>, memref<1x4x?x8xf32>) outs(%alloc_44 : memref<1x4x?x8xf32>) {
    ^bb0(%in: f32, %in_249: f32, %out: f32):
      %72 = arith.addf %in, %in_249 : f32
      linalg.yield %72 : f32
    }
    %46 = arith.cmpi eq, %42, %dim_26 : index
    cf.assert %46, "mismatched size for broadcast"
    linalg.generic {indexing_maps = [#map7, #map13, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%alloc_59, %expand_shape_66 : memref<1x2x?x8xf32>, memref<1x1x?x8xf32>) outs(%alloc_58 : memref<1x2x?x8xf32>) {
    ^bb0(%in: f32, %in_249: f32, %out: f32):
      %72 = arith.mulf %in, %in_249 : f32
      linalg.yield %72 : f32
    }
    %subview_80 = memref.subview %alloc_59[0, 0, 0, 0] [1, 2, %42, 4] [1, 1, 1, 1] : memref<1x2x?x8xf32> to memref<1x2x?x4xf32, strided<[?, ?, 8, 1]>>
    %subview_81 = memref.subview %alloc_59[0, 0, 0, 4] [1, 2, %42, 4] [1, 1, 1, 1] : memref<1x2x?x8xf32> to memref<1x2x?x4xf32, strided<[?, ?, 8, 1], offset: 4>>
    %alloc_82 = memref.alloc(%42) {alignment = 64 : i64} : memref<1x2x?x4xf32>
    linalg.generic {indexing_maps = [#map7, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%subview_81 : memref<1x2x?x4xf32, strided<[?, ?, 8, 1], offset: 4>>) outs(%alloc_82 : memref<1x2x?x4xf32>) {
    ^bb0(%in: f32, %out: f32):
      %72 = arith.negf %in : f32
      linalg.yield %72 : f32
    }
    %c2_83 = arith.constant 2 : index
    %dim_84 = memref.dim %alloc_82, %c2_83 : memref<1x2x?x4xf32>
    %alloc_85 = memref.alloc(%dim_84) {alignment = 64 : i64} : memref<1x2x?x8xf32>
    %c2_86 = arith.constant 2 : index
    %dim_87 = memref.dim %alloc_85, %c2_86 : memref<1x2x?x8xf32>
    %subview_88 = memref.subview %alloc_85[0, 0, 0, 0] [1, 2, %dim_87, 4] [1, 1, 1, 1] : memref<1x2x?x8xf32> to memref<1x2x?x4xf32, strided<[?, ?, 8, 1]>>
    memref.copy %alloc_82, %subview_88 : memref<1x2x?x4xf32> to memref<1x2x?x4xf32, strided<[?, ?, 8, 1]>>
    %subview_89 = memref.subview %alloc_85[0, 0, 0, 4] [1, 2, %dim_87, 4] [1, 1, 1, 1] : memref<1x2x?x8xf32> to memref<1x2x?x4xf32, strided<[?, ?, 8, 1], offset: 4>>
    memref.copy %subview_80, %subview_89 : memref<1x2x?x4xf32, strided<[?, ?, 8, 1]>> to memref<1x2x?x4xf32, strided<[?, ?, 8, 1], offset: 4>>
    %dim_90 = memref.dim %alloc_82, %c2 : memref<1x2x?x4xf32>
    %47 = arith.cmpi eq, %dim_90, %dim_26 : index
    cf.assert %47, "mismatched size for broadcast"
    %alloc_91 = memref.alloc(%dim_90) {alignment = 64 : i64} : memref<1x2x?x8xf32>
    linalg.generic {indexing_maps = [#map7, #map13, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%alloc_85, %expand_shape_67 : memref<1x2x?x8xf32>, memref<1x1x?x8xf32>) outs(%alloc_91 : memref<1x2x?x8xf32>) {
    ^bb0(%in: f32, %in_249: f32, %out: f32):
      %72 = arith.mulf %in, %in_249 : f32
      linalg.yield %72 : f32
    }
    %48 = arith.cmpi eq, %42, %dim_90 : index
    cf.assert %48, "mismatched size for broadcast"
    linalg.generic {indexing_maps = [#map7, #map7, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%alloc_58, %alloc_91 : memref<1x2x?x8xf32>, memref<1x2x?x8xf32>) outs(%alloc_58 : memref<1x2x?x8xf32>) {
    ^bb0(%in: f32, %in_249: f32, %out: f32):
      %72 = arith.addf %in, %in_249 : f32
      linalg.yield %72 : f32
    }
    %expand_shape_92 = memref.expand_shape %alloc_58 [[0], [1], [2, 3], [4]] output_shape [1, 2, 1, %42, 8] : memref<1x2x?x8xf32> into memref<1x2x1x?x8xf32>
    cf.assert %27, "unimplemented: dynamic negative broadcast sizes"
    %alloc_93 = memref.alloc(%dim) {alignment = 64 : i64} : memref<1x2x2x?x8xf32>
    %alloc_94 = memref.alloc(%dim) {alignment = 64 : i64} : memref<1x2x2x?x8xf32>
    linalg.generic {indexing_maps = [#map14], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel"]} outs(%alloc_94 : memref<1x2x2x?x8xf32>) {
    ^bb0(%out: f32):
      %72 = linalg.index 1 : index
      %73 = linalg.index 3 : index
      %74 = linalg.index 4 : index
      %75 = arith.cmpi eq, %42, %c1 : index
      %76 = arith.select %75, %c0, %73 : index
      %77 = memref.load %expand_shape_92[%c0, %72, %c0, %76, %74] : memref<1x2x1x?x8xf32>
      linalg.yield %77 : f32
    }
    %collapse_shape_95 = memref.collapse_shape %alloc_94 [[0], [1, 2], [3], [4]] : memref<1x2x2x?x8xf32> into memref<1x4x?x8xf32>
    %expand_shape_96 = memref.expand_shape %alloc_65 [[0], [1], [2, 3], [4]] output_shape [1, 2, 1, %42, 8] : memref<1x2x?x8xf32> into memref<1x2x1x?x8xf32>
    cf.assert %27, "unimplemented: dynamic negative broadcast sizes"
    linalg.generic {indexing_maps = [#map14], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel"]} outs(%alloc_93 : memref<1x2x2x?x8xf32>) {
    ^bb0(%out: f32):
      %72 = linalg.index 1 : index
      %73 = linalg.index 3 : index
      %74 = linalg.index 4 : index
      %75 = arith.cmpi eq, %42, %c1 : index
      %76 = arith.select %75, %c0, %73 : index
      %77 = memref.load %expand_shape_96[%c0, %72, %c0, %76, %74] : memref<1x2x1x?x8xf32>
      linalg.yield %77 : f32
    }
    %collapse_shape_97 = memref.collapse_shape %alloc_93 [[0], [1, 2], [3], [4]] : memref<1x2x2x?x8xf32> into memref<1x4x?x8xf32>
    %alloc_98 = memref.alloc(%dim) {alignment = 64 : i64} : memref<1x4x8x?xf32>
    %alloc_99 = memref.alloc(%dim) {alignment = 64 : i64} : memref<1x4x8x?xf32>
    linalg.transpose ins(%collapse_shape_95 : memref<1x4x?x8xf32>) outs(%alloc_99 : memref<1x4x8x?xf32>) permutation = [0, 1, 3, 2] 
    cf.assert %27, "unimplemented: dynamic negative broadcast sizes"
    %alloc_100 = memref.alloc(%dim) {alignment = 64 : i64} : memref<1x4x?x8xf32>
    linalg.generic {indexing_maps = [#map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%alloc_100 : memref<1x4x?x8xf32>) {
    ^bb0(%out: f32):
      %72 = linalg.index 1 : index
      %73 = linalg.index 2 : index
      %74 = linalg.index 3 : index
      %75 = arith.cmpi eq, %38, %c1 : index
      %76 = arith.select %75, %c0, %73 : index
      %77 = memref.load %alloc_44[%c0, %72, %76, %74] : memref<1x4x?x8xf32>
      linalg.yield %77 : f32
    }
    %collapse_shape_101 = memref.collapse_shape %alloc_100 [[0, 1], [2], [3]] : memref<1x4x?x8xf32> into memref<4x?x8xf32>
    cf.assert %27, "unimplemented: dynamic negative broadcast sizes"
    linalg.generic {indexing_maps = [#map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%alloc_98 : memref<1x4x8x?xf32>) {
    ^bb0(%out: f32):
      %72 = linalg.index 1 : index
      %73 = linalg.index 2 : index
      %74 = linalg.index 3 : index
      %75 = arith.cmpi eq, %dim, %c1 : index
      %76 = arith.select %75, %c0, %74 : index
      %77 = memref.load %alloc_99[%c0, %72, %73, %76] : memref<1x4x8x?xf32>
      linalg.yield %77 : f32
    }
    %collapse_shape_102 = memref.collapse_shape %alloc_98 [[0, 1], [2], [3]] : memref<1x4x8x?xf32> into memref<4x8x?xf32>
    %alloc_103 = memref.alloc(%dim, %dim) {alignment = 64 : i64} : memref<4x?x?xf32>
    linalg.fill ins(%cst : f32) outs(%alloc_103 : memref<4x?x?xf32>)
    %c1_104 = arith.constant 1 : index
    %dim_105 = memref.dim %alloc_103, %c1_104 : memref<4x?x?xf32>
    %c2_106 = arith.constant 2 : index
    %dim_107 = memref.dim %alloc_103, %c2_106 : memref<4x?x?xf32>
    %alloc_108 = memref.alloc(%dim_105, %dim_107) {alignment = 64 : i64} : memref<4x?x?xf32>
    memref.copy %alloc_103, %alloc_108 : memref<4x?x?xf32> to memref<4x?x?xf32>
    linalg.batch_matmul ins(%collapse_shape_101, %collapse_shape_102 : memref<4x?x8xf32>, memref<4x8x?xf32>) outs(%alloc_108 : memref<4x?x?xf32>)
    %49 = arith.muli %26, %c4_i64 : i64
    %50 = arith.select %29, %c4_i64, %49 : i64
    %51 = arith.muli %50, %26 : i64
    %52 = arith.select %29, %c4_i64, %51 : i64
    %53 = arith.select %29, %32, %31 : i64
    %54 = arith.cmpi sle, %53, %c1_i64 : i64
    cf.assert %54, "must have at most one inferred (negative) dimension"
    %55 = arith.muli %49, %26 : i64
    %56 = arith.divsi %55, %52 : i64
    %57 = arith.select %29, %56, %26 : i64
    %alloc_109 = memref.alloc() {alignment = 64 : i64} : memref<4xi64>
    %c0_110 = arith.constant 0 : index
    %c1_111 = arith.constant 1 : index
    %c2_112 = arith.constant 2 : index
    %c3_113 = arith.constant 3 : index
    memref.store %c1_i64, %alloc_109[%c0_110] : memref<4xi64>
    memref.store %c4_i64, %alloc_109[%c1_111] : memref<4xi64>
    memref.store %57, %alloc_109[%c2_112] : memref<4xi64>
    memref.store %57, %alloc_109[%c3_113] : memref<4xi64>
    %reshape_114 = memref.reshape %alloc_108(%alloc_109) : (memref<4x?x?xf32>, memref<4xi64>) -> memref<1x4x?x?xf32>
    %58 = arith.index_cast %57 : i64 to index
    %alloc_115 = memref.alloc(%58, %58) {alignment = 64 : i64} : memref<1x4x?x?xf32>
    linalg.generic {indexing_maps = [#map7, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%reshape_114 : memref<1x4x?x?xf32>) outs(%alloc_115 : memref<1x4x?x?xf32>) {
    ^bb0(%in: f32, %out: f32):
      %72 = arith.truncf %cst_2 : f64 to f32
      %73 = arith.mulf %in, %72 : f32
      linalg.yield %73 : f32
    }
    %59 = arith.cmpi eq, %58, %dim : index
    cf.assert %59, "mismatched size for broadcast"
    cf.assert %59, "mismatched size for broadcast"
    linalg.generic {indexing_maps = [#map7, #map13, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%alloc_115, %alloc_16 : memref<1x4x?x?xf32>, memref<1x1x?x?xf32>) outs(%alloc_115 : memref<1x4x?x?xf32>) {
    ^bb0(%in: f32, %in_249: f32, %out: f32):
      %72 = arith.addf %in, %in_249 : f32
      linalg.yield %72 : f32
    }
    %alloc_116 = memref.alloc(%58) {alignment = 64 : i64} : memref<1x4x?xi64>
    linalg.fill ins(%c0_i64 : i64) outs(%alloc_116 : memref<1x4x?xi64>)
    %alloc_117 = memref.alloc(%58) {alignment = 64 : i64} : memref<1x4x?xf32>
    linalg.fill ins(%cst_0 : f32) outs(%alloc_117 : memref<1x4x?xf32>)
    %c2_118 = arith.constant 2 : index
    %dim_119 = memref.dim %alloc_117, %c2_118 : memref<1x4x?xf32>
    %alloc_120 = memref.alloc(%dim_119) {alignment = 64 : i64} : memref<1x4x?xf32>
    memref.copy %alloc_117, %alloc_120 : memref<1x4x?xf32> to memref<1x4x?xf32>
    %c2_121 = arith.constant 2 : index
    %dim_122 = memref.dim %alloc_116, %c2_121 : memref<1x4x?xi64>
    %alloc_123 = memref.alloc(%dim_122) {alignment = 64 : i64} : memref<1x4x?xi64>
    memref.copy %alloc_116, %alloc_123 : memref<1x4x?xi64> to memref<1x4x?xi64>
    linalg.generic {indexing_maps = [#map7, #map15, #map15], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%alloc_115 : memref<1x4x?x?xf32>) outs(%alloc_120, %alloc_123 : memref<1x4x?xf32>, memref<1x4x?xi64>) {
    ^bb0(%in: f32, %out: f32, %out_249: i64):
      %72 = linalg.index 3 : index
      %73 = arith.index_cast %72 : index to i64
      %74 = arith.maximumf %in, %out : f32
      %75 = arith.cmpf ogt, %in, %out : f32
      %76 = arith.select %75, %73, %out_249 : i64
      linalg.yield %74, %76 : f32, i64
    }
    %expand_shape_124 = memref.expand_shape %alloc_120 [[0], [1], [2, 3]] output_shape [1, 4, %58, 1] : memref<1x4x?xf32> into memref<1x4x?x1xf32>
    linalg.generic {indexing_maps = [#map7, #map6, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%alloc_115, %expand_shape_124 : memref<1x4x?x?xf32>, memref<1x4x?x1xf32>) outs(%alloc_115 : memref<1x4x?x?xf32>) {
    ^bb0(%in: f32, %in_249: f32, %out: f32):
      %72 = arith.subf %in, %in_249 : f32
      linalg.yield %72 : f32
    }
    linalg.generic {indexing_maps = [#map7, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%alloc_115 : memref<1x4x?x?xf32>) outs(%alloc_115 : memref<1x4x?x?xf32>) {
    ^bb0(%in: f32, %out: f32):
      %72 = math.exp %in : f32
      linalg.yield %72 : f32
    }
    %alloc_125 = memref.alloc(%58) {alignment = 64 : i64} : memref<1x4x?x1xf32>
    linalg.fill ins(%cst : f32) outs(%alloc_125 : memref<1x4x?x1xf32>)
    %c2_126 = arith.constant 2 : index
    %dim_127 = memref.dim %alloc_125, %c2_126 : memref<1x4x?x1xf32>
    %alloc_128 = memref.alloc(%dim_127) {alignment = 64 : i64} : memref<1x4x?x1xf32>
    memref.copy %alloc_125, %alloc_128 : memref<1x4x?x1xf32> to memref<1x4x?x1xf32>
    linalg.generic {indexing_maps = [#map7, #map6], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%alloc_115 : memref<1x4x?x?xf32>) outs(%alloc_128 : memref<1x4x?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %72 = arith.addf %in, %out : f32
      linalg.yield %72 : f32
    }
    linalg.generic {indexing_maps = [#map7, #map6, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%alloc_115, %alloc_128 : memref<1x4x?x?xf32>, memref<1x4x?x1xf32>) outs(%alloc_115 : memref<1x4x?x?xf32>) {
    ^bb0(%in: f32, %in_249: f32, %out: f32):
      %72 = arith.divf %in, %in_249 : f32
      linalg.yield %72 : f32
    }
    cf.assert %27, "unimplemented: dynamic negative broadcast sizes"
    cf.assert %27, "unimplemented: dynamic negative broadcast sizes"
    %alloc_129 = memref.alloc(%dim, %dim) {alignment = 64 : i64} : memref<1x4x?x?xf32>
    linalg.generic {indexing_maps = [#map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%alloc_129 : memref<1x4x?x?xf32>) {
    ^bb0(%out: f32):
      %72 = linalg.index 1 : index
      %73 = linalg.index 2 : index
      %74 = linalg.index 3 : index
      %75 = arith.cmpi eq, %58, %c1 : index
      %76 = arith.select %75, %c0, %73 : index
      %77 = arith.select %75, %c0, %74 : index
      %78 = memref.load %alloc_115[%c0, %72, %76, %77] : memref<1x4x?x?xf32>
      linalg.yield %78 : f32
    }
    cf.assert %54, "must have at most one inferred (negative) dimension"
    %alloc_130 = memref.alloc() {alignment = 64 : i64} : memref<3xi64>
    %c0_131 = arith.constant 0 : index
    %c1_132 = arith.constant 1 : index
    %c2_133 = arith.constant 2 : index
    memref.store %c4_i64, %alloc_130[%c0_131] : memref<3xi64>
    memref.store %57, %alloc_130[%c1_132] : memref<3xi64>
    memref.store %57, %alloc_130[%c2_133] : memref<3xi64>
    %reshape_134 = memref.reshape %alloc_129(%alloc_130) : (memref<1x4x?x?xf32>, memref<3xi64>) -> memref<4x?x?xf32>
    cf.assert %27, "unimplemented: dynamic negative broadcast sizes"
    linalg.generic {indexing_maps = [#map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%alloc_100 : memref<1x4x?x8xf32>) {
    ^bb0(%out: f32):
      %72 = linalg.index 1 : index
      %73 = linalg.index 2 : index
      %74 = linalg.index 3 : index
      %75 = arith.cmpi eq, %dim, %c1 : index
      %76 = arith.select %75, %c0, %73 : index
      %77 = memref.load %collapse_shape_97[%c0, %72, %76, %74] : memref<1x4x?x8xf32>
      linalg.yield %77 : f32
    }
    %collapse_shape_135 = memref.collapse_shape %alloc_100 [[0, 1], [2], [3]] : memref<1x4x?x8xf32> into memref<4x?x8xf32>
    %60 = arith.cmpi eq, %57, %26 : i64
    cf.assert %60, "mismatching contracting dimension"
    %alloc_136 = memref.alloc(%58) {alignment = 64 : i64} : memref<4x?x8xf32>
    linalg.fill ins(%cst : f32) outs(%alloc_136 : memref<4x?x8xf32>)
    %c1_137 = arith.constant 1 : index
    %dim_138 = memref.dim %alloc_136, %c1_137 : memref<4x?x8xf32>
    %alloc_139 = memref.alloc(%dim_138) {alignment = 64 : i64} : memref<4x?x8xf32>
    memref.copy %alloc_136, %alloc_139 : memref<4x?x8xf32> to memref<4x?x8xf32>
    linalg.batch_matmul ins(%reshape_134, %collapse_shape_135 : memref<4x?x?xf32>, memref<4x?x8xf32>) outs(%alloc_139 : memref<4x?x8xf32>)
    %expand_shape_140 = memref.expand_shape %alloc_139 [[0, 1], [2], [3]] output_shape [1, 4, %58, 8] : memref<4x?x8xf32> into memref<1x4x?x8xf32>
    %alloc_141 = memref.alloc(%58) {alignment = 64 : i64} : memref<1x?x4x8xf32>
    linalg.transpose ins(%expand_shape_140 : memref<1x4x?x8xf32>) outs(%alloc_141 : memref<1x?x4x8xf32>) permutation = [0, 2, 1, 3] 
    cf.assert %34, "must have at most one inferred (negative) dimension"
    %61 = arith.muli %57, %c32_i64 : i64
    %62 = arith.divsi %61, %30 : i64
    %63 = arith.select %29, %62, %26 : i64
    %alloc_142 = memref.alloc() {alignment = 64 : i64} : memref<3xi64>
    %c0_143 = arith.constant 0 : index
    %c1_144 = arith.constant 1 : index
    %c2_145 = arith.constant 2 : index
    memref.store %c1_i64, %alloc_142[%c0_143] : memref<3xi64>
    memref.store %63, %alloc_142[%c1_144] : memref<3xi64>
    memref.store %62, %alloc_142[%c2_145] : memref<3xi64>
    %reshape_146 = memref.reshape %alloc_141(%alloc_142) : (memref<1x?x4x8xf32>, memref<3xi64>) -> memref<1x?x32xf32>
    linalg.transpose ins(%18 : memref<32x32xf32>) outs(%alloc_33 : memref<32x32xf32>) permutation = [1, 0] 
    %collapse_shape_147 = memref.collapse_shape %reshape_146 [[0, 1], [2]] : memref<1x?x32xf32> into memref<?x32xf32>
    %64 = arith.index_cast %63 : i64 to index
    %alloc_148 = memref.alloc(%64) {alignment = 64 : i64} : memref<?x32xf32>
    linalg.fill ins(%cst : f32) outs(%alloc_148 : memref<?x32xf32>)
    linalg.matmul ins(%collapse_shape_147, %alloc_33 : memref<?x32xf32>, memref<32x32xf32>) outs(%alloc_148 : memref<?x32xf32>)
    %expand_shape_149 = memref.expand_shape %alloc_148 [[0, 1], [2]] output_shape [1, %64, 32] : memref<?x32xf32> into memref<1x?x32xf32>
    %65 = arith.cmpi eq, %dim, %64 : index
    cf.assert %65, "mismatched size for broadcast"
    %alloc_150 = memref.alloc(%dim) {alignment = 64 : i64} : memref<1x?x32xf32>
    linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%alloc_7, %expand_shape_149 : memref<1x?x32xf32>, memref<1x?x32xf32>) outs(%alloc_150 : memref<1x?x32xf32>) {
    ^bb0(%in: f32, %in_249: f32, %out: f32):
      %72 = arith.addf %in, %in_249 : f32
      linalg.yield %72 : f32
    }
    linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%alloc_150 : memref<1x?x32xf32>) outs(%alloc_6 : memref<1x?x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %72 = math.fpowi %in, %c2_i64 : f32, i64
      linalg.yield %72 : f32
    }
    %c1_151 = arith.constant 1 : index
    %dim_152 = memref.dim %alloc_29, %c1_151 : memref<1x?x1xf32>
    %alloc_153 = memref.alloc(%dim_152) {alignment = 64 : i64} : memref<1x?x1xf32>
    memref.copy %alloc_29, %alloc_153 : memref<1x?x1xf32> to memref<1x?x1xf32>
    linalg.generic {indexing_maps = [#map4, #map11], iterator_types = ["parallel", "parallel", "reduction"]} ins(%alloc_6 : memref<1x?x32xf32>) outs(%alloc_153 : memref<1x?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %72 = arith.addf %in, %out : f32
      linalg.yield %72 : f32
    }
    linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%alloc_153 : memref<1x?x1xf32>) outs(%alloc_18 : memref<1x?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %72 = arith.divf %in, %cst_4 : f32
      linalg.yield %72 : f32
    }
    linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%alloc_18 : memref<1x?x1xf32>) outs(%alloc_18 : memref<1x?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %72 = arith.truncf %cst_3 : f64 to f32
      %73 = arith.addf %in, %72 : f32
      linalg.yield %73 : f32
    }
    linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%alloc_18 : memref<1x?x1xf32>) outs(%alloc_18 : memref<1x?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %72 = math.rsqrt %in : f32
      linalg.yield %72 : f32
    }
    linalg.generic {indexing_maps = [#map4, #map11, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%alloc_150, %alloc_18 : memref<1x?x32xf32>, memref<1x?x1xf32>) outs(%alloc_6 : memref<1x?x32xf32>) {
    ^bb0(%in: f32, %in_249: f32, %out: f32):
      %72 = arith.mulf %in, %in_249 : f32
      linalg.yield %72 : f32
    }
    linalg.generic {indexing_maps = [#map12, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%17, %alloc_6 : memref<32xf32>, memref<1x?x32xf32>) outs(%alloc_6 : memref<1x?x32xf32>) {
    ^bb0(%in: f32, %in_249: f32, %out: f32):
      %72 = arith.mulf %in, %in_249 : f32
      linalg.yield %72 : f32
    }
    %alloc_154 = memref.alloc() {alignment = 64 : i64} : memref<32x64xf32>
    linalg.transpose ins(%16 : memref<64x32xf32>) outs(%alloc_154 : memref<32x64xf32>) permutation = [1, 0] 
    %collapse_shape_155 = memref.collapse_shape %alloc_6 [[0, 1], [2]] : memref<1x?x32xf32> into memref<?x32xf32>
    %alloc_156 = memref.alloc(%dim) {alignment = 64 : i64} : memref<?x64xf32>
    linalg.fill ins(%cst : f32) outs(%alloc_156 : memref<?x64xf32>)
    %c0_157 = arith.constant 0 : index
    %dim_158 = memref.dim %alloc_156, %c0_157 : memref<?x64xf32>
    %alloc_159 = memref.alloc(%dim_158) {alignment = 64 : i64} : memref<?x64xf32>
    memref.copy %alloc_156, %alloc_159 : memref<?x64xf32> to memref<?x64xf32>
    linalg.matmul ins(%collapse_shape_155, %alloc_154 : memref<?x32xf32>, memref<32x64xf32>) outs(%alloc_159 : memref<?x64xf32>)
    %expand_shape_160 = memref.expand_shape %alloc_159 [[0, 1], [2]] output_shape [1, %dim, 64] : memref<?x64xf32> into memref<1x?x64xf32>
    %alloc_161 = memref.alloc(%dim) {alignment = 64 : i64} : memref<1x?x64xf32>
    linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expand_shape_160 : memref<1x?x64xf32>) outs(%alloc_161 : memref<1x?x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %72 = arith.negf %in : f32
      %73 = math.exp %72 : f32
      %74 = arith.addf %73, %cst_1 : f32
      %75 = arith.divf %cst_1, %74 : f32
      linalg.yield %75 : f32
    }
    linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expand_shape_160, %alloc_161 : memref<1x?x64xf32>, memref<1x?x64xf32>) outs(%alloc_161 : memref<1x?x64xf32>) {
    ^bb0(%in: f32, %in_249: f32, %out: f32):
      %72 = arith.mulf %in, %in_249 : f32
      linalg.yield %72 : f32
    }
    linalg.transpose ins(%15 : memref<64x32xf32>) outs(%alloc_154 : memref<32x64xf32>) permutation = [1, 0] 
    %c0_162 = arith.constant 0 : index
    %dim_163 = memref.dim %alloc_156, %c0_162 : memref<?x64xf32>
    %alloc_164 = memref.alloc(%dim_163) {alignment = 64 : i64} : memref<?x64xf32>
    memref.copy %alloc_156, %alloc_164 : memref<?x64xf32> to memref<?x64xf32>
    linalg.matmul ins(%collapse_shape_155, %alloc_154 : memref<?x32xf32>, memref<32x64xf32>) outs(%alloc_164 : memref<?x64xf32>)
    %expand_shape_165 = memref.expand_shape %alloc_164 [[0, 1], [2]] output_shape [1, %dim, 64] : memref<?x64xf32> into memref<1x?x64xf32>
    linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%alloc_161, %expand_shape_165 : memref<1x?x64xf32>, memref<1x?x64xf32>) outs(%alloc_161 : memref<1x?x64xf32>) {
    ^bb0(%in: f32, %in_249: f32, %out: f32):
      %72 = arith.mulf %in, %in_249 : f32
      linalg.yield %72 : f32
    }
    %alloc_166 = memref.alloc() {alignment = 64 : i64} : memref<64x32xf32>
    linalg.transpose ins(%14 : memref<32x64xf32>) outs(%alloc_166 : memref<64x32xf32>) permutation = [1, 0] 
    %collapse_shape_167 = memref.collapse_shape %alloc_161 [[0, 1], [2]] : memref<1x?x64xf32> into memref<?x64xf32>
    %c0_168 = arith.constant 0 : index
    %dim_169 = memref.dim %alloc_34, %c0_168 : memref<?x32xf32>
    %alloc_170 = memref.alloc(%dim_169) {alignment = 64 : i64} : memref<?x32xf32>
    memref.copy %alloc_34, %alloc_170 : memref<?x32xf32> to memref<?x32xf32>
    linalg.matmul ins(%collapse_shape_167, %alloc_166 : memref<?x64xf32>, memref<64x32xf32>) outs(%alloc_170 : memref<?x32xf32>)
    %expand_shape_171 = memref.expand_shape %alloc_170 [[0, 1], [2]] output_shape [1, %dim, 32] : memref<?x32xf32> into memref<1x?x32xf32>
    %alloc_172 = memref.alloc(%dim) {alignment = 64 : i64} : memref<1x?x32xf32>
    linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%alloc_150, %expand_shape_171 : memref<1x?x32xf32>, memref<1x?x32xf32>) outs(%alloc_172 : memref<1x?x32xf32>) {
    ^bb0(%in: f32, %in_249: f32, %out: f32):
      %72 = arith.addf %in, %in_249 : f32
      linalg.yield %72 : f32
    }
    linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%alloc_172 : memref<1x?x32xf32>) outs(%alloc_6 : memref<1x?x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %72 = math.fpowi %in, %c2_i64 : f32, i64
      linalg.yield %72 : f32
    }
    %c1_173 = arith.constant 1 : index
    %dim_174 = memref.dim %alloc_29, %c1_173 : memref<1x?x1xf32>
    %alloc_175 = memref.alloc(%dim_174) {alignment = 64 : i64} : memref<1x?x1xf32>
    memref.copy %alloc_29, %alloc_175 : memref<1x?x1xf32> to memref<1x?x1xf32>
    linalg.generic {indexing_maps = [#map4, #map11], iterator_types = ["parallel", "parallel", "reduction"]} ins(%alloc_6 : memref<1x?x32xf32>) outs(%alloc_175 : memref<1x?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %72 = arith.addf %in, %out : f32
      linalg.yield %72 : f32
    }
    linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%alloc_175 : memref<1x?x1xf32>) outs(%alloc_18 : memref<1x?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %72 = arith.divf %in, %cst_4 : f32
      linalg.yield %72 : f32
    }
    linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%alloc_18 : memref<1x?x1xf32>) outs(%alloc_18 : memref<1x?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %72 = arith.truncf %cst_3 : f64 to f32
      %73 = arith.addf %in, %72 : f32
      linalg.yield %73 : f32
    }
    linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%alloc_18 : memref<1x?x1xf32>) outs(%alloc_18 : memref<1x?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %72 = math.rsqrt %in : f32
      linalg.yield %72 : f32
    }
    linalg.generic {indexing_maps = [#map4, #map11, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%alloc_172, %alloc_18 : memref<1x?x32xf32>, memref<1x?x1xf32>) outs(%alloc_6 : memref<1x?x32xf32>) {
    ^bb0(%in: f32, %in_249: f32, %out: f32):
      %72 = arith.mulf %in, %in_249 : f32
      linalg.yield %72 : f32
    }
    linalg.generic {indexing_maps = [#map12, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%13, %alloc_6 : memref<32xf32>, memref<1x?x32xf32>) outs(%alloc_6 : memref<1x?x32xf32>) {
    ^bb0(%in: f32, %in_249: f32, %out: f32):
      %72 = arith.mulf %in, %in_249 : f32
      linalg.yield %72 : f32
    }
    linalg.transpose ins(%12 : memref<32x32xf32>) outs(%alloc_33 : memref<32x32xf32>) permutation = [1, 0] 
    %collapse_shape_176 = memref.collapse_shape %alloc_6 [[0, 1], [2]] : memref<1x?x32xf32> into memref<?x32xf32>
    %c0_177 = arith.constant 0 : index
    %dim_178 = memref.dim %alloc_34, %c0_177 : memref<?x32xf32>
    %alloc_179 = memref.alloc(%dim_178) {alignment = 64 : i64} : memref<?x32xf32>
    memref.copy %alloc_34, %alloc_179 : memref<?x32xf32> to memref<?x32xf32>
    linalg.matmul ins(%collapse_shape_176, %alloc_33 : memref<?x32xf32>, memref<32x32xf32>) outs(%alloc_179 : memref<?x32xf32>)
    %expand_shape_180 = memref.expand_shape %alloc_179 [[0, 1], [2]] output_shape [1, %dim, 32] : memref<?x32xf32> into memref<1x?x32xf32>
    cf.assert %34, "must have at most one inferred (negative) dimension"
    %reshape_181 = memref.reshape %expand_shape_180(%alloc_39) : (memref<1x?x32xf32>, memref<4xi64>) -> memref<1x?x4x8xf32>
    %alloc_182 = memref.alloc(%38) {alignment = 64 : i64} : memref<1x4x?x8xf32>
    linalg.transpose ins(%reshape_181 : memref<1x?x4x8xf32>) outs(%alloc_182 : memref<1x4x?x8xf32>) permutation = [0, 2, 1, 3] 
    linalg.transpose ins(%11 : memref<16x32xf32>) outs(%alloc_46 : memref<32x16xf32>) permutation = [1, 0] 
    %c0_183 = arith.constant 0 : index
    %dim_184 = memref.dim %alloc_47, %c0_183 : memref<?x16xf32>
    %alloc_185 = memref.alloc(%dim_184) {alignment = 64 : i64} : memref<?x16xf32>
    memref.copy %alloc_47, %alloc_185 : memref<?x16xf32> to memref<?x16xf32>
    linalg.matmul ins(%collapse_shape_176, %alloc_46 : memref<?x32xf32>, memref<32x16xf32>) outs(%alloc_185 : memref<?x16xf32>)
    %expand_shape_186 = memref.expand_shape %alloc_185 [[0, 1], [2]] output_shape [1, %dim, 16] : memref<?x16xf32> into memref<1x?x16xf32>
    cf.assert %34, "must have at most one inferred (negative) dimension"
    %reshape_187 = memref.reshape %expand_shape_186(%alloc_52) : (memref<1x?x16xf32>, memref<4xi64>) -> memref<1x?x2x8xf32>
    %alloc_188 = memref.alloc(%42) {alignment = 64 : i64} : memref<1x2x?x8xf32>
    linalg.transpose ins(%reshape_187 : memref<1x?x2x8xf32>) outs(%alloc_188 : memref<1x2x?x8xf32>) permutation = [0, 2, 1, 3] 
    linalg.transpose ins(%10 : memref<16x32xf32>) outs(%alloc_46 : memref<32x16xf32>) permutation = [1, 0] 
    linalg.matmul ins(%collapse_shape_176, %alloc_46 : memref<?x32xf32>, memref<32x16xf32>) outs(%alloc_47 : memref<?x16xf32>)
    %expand_shape_189 = memref.expand_shape %alloc_47 [[0, 1], [2]] output_shape [1, %dim, 16] : memref<?x16xf32> into memref<1x?x16xf32>
    cf.assert %34, "must have at most one inferred (negative) dimension"
    %reshape_190 = memref.reshape %expand_shape_189(%alloc_52) : (memref<1x?x16xf32>, memref<4xi64>) -> memref<1x?x2x8xf32>
    %alloc_191 = memref.alloc(%42) {alignment = 64 : i64} : memref<1x2x?x8xf32>
    linalg.transpose ins(%reshape_190 : memref<1x?x2x8xf32>) outs(%alloc_191 : memref<1x2x?x8xf32>) permutation = [0, 2, 1, 3] 
    cf.assert %43, "mismatched size for broadcast"
    linalg.generic {indexing_maps = [#map7, #map13, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%alloc_182, %expand_shape_66 : memref<1x4x?x8xf32>, memref<1x1x?x8xf32>) outs(%alloc_44 : memref<1x4x?x8xf32>) {
    ^bb0(%in: f32, %in_249: f32, %out: f32):
      %72 = arith.mulf %in, %in_249 : f32
      linalg.yield %72 : f32
    }
    %subview_192 = memref.subview %alloc_182[0, 0, 0, 0] [1, 4, %38, 4] [1, 1, 1, 1] : memref<1x4x?x8xf32> to memref<1x4x?x4xf32, strided<[?, ?, 8, 1]>>
    %subview_193 = memref.subview %alloc_182[0, 0, 0, 4] [1, 4, %38, 4] [1, 1, 1, 1] : memref<1x4x?x8xf32> to memref<1x4x?x4xf32, strided<[?, ?, 8, 1], offset: 4>>
    linalg.generic {indexing_maps = [#map7, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%subview_193 : memref<1x4x?x4xf32, strided<[?, ?, 8, 1], offset: 4>>) outs(%alloc_70 : memref<1x4x?x4xf32>) {
    ^bb0(%in: f32, %out: f32):
      %72 = arith.negf %in : f32
      linalg.yield %72 : f32
    }
    %c2_194 = arith.constant 2 : index
    %dim_195 = memref.dim %alloc_70, %c2_194 : memref<1x4x?x4xf32>
    %alloc_196 = memref.alloc(%dim_195) {alignment = 64 : i64} : memref<1x4x?x8xf32>
    %c2_197 = arith.constant 2 : index
    %dim_198 = memref.dim %alloc_196, %c2_197 : memref<1x4x?x8xf32>
    %subview_199 = memref.subview %alloc_196[0, 0, 0, 0] [1, 4, %dim_198, 4] [1, 1, 1, 1] : memref<1x4x?x8xf32> to memref<1x4x?x4xf32, strided<[?, ?, 8, 1]>>
    memref.copy %alloc_70, %subview_199 : memref<1x4x?x4xf32> to memref<1x4x?x4xf32, strided<[?, ?, 8, 1]>>
    %subview_200 = memref.subview %alloc_196[0, 0, 0, 4] [1, 4, %dim_198, 4] [1, 1, 1, 1] : memref<1x4x?x8xf32> to memref<1x4x?x4xf32, strided<[?, ?, 8, 1], offset: 4>>
    memref.copy %subview_192, %subview_200 : memref<1x4x?x4xf32, strided<[?, ?, 8, 1]>> to memref<1x4x?x4xf32, strided<[?, ?, 8, 1], offset: 4>>
    %dim_201 = memref.dim %alloc_70, %c2 : memref<1x4x?x4xf32>
    %66 = arith.cmpi eq, %dim_201, %dim_26 : index
    cf.assert %66, "mismatched size for broadcast"
    %alloc_202 = memref.alloc(%dim_201) {alignment = 64 : i64} : memref<1x4x?x8xf32>
    linalg.generic {indexing_maps = [#map7, #map13, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%alloc_196, %expand_shape_67 : memref<1x4x?x8xf32>, memref<1x1x?x8xf32>) outs(%alloc_202 : memref<1x4x?x8xf32>) {
    ^bb0(%in: f32, %in_249: f32, %out: f32):
      %72 = arith.mulf %in, %in_249 : f32
      linalg.yield %72 : f32
    }
    %67 = arith.cmpi eq, %38, %dim_201 : index
    cf.assert %67, "mismatched size for broadcast"
    linalg.generic {indexing_maps = [#map7, #map7, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%alloc_44, %alloc_202 : memref<1x4x?x8xf32>, memref<1x4x?x8xf32>) outs(%alloc_44 : memref<1x4x?x8xf32>) {
    ^bb0(%in: f32, %in_249: f32, %out: f32):
      %72 = arith.addf %in, %in_249 : f32
      linalg.yield %72 : f32
    }
    cf.assert %46, "mismatched size for broadcast"
    linalg.generic {indexing_maps = [#map7, #map13, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%alloc_188, %expand_shape_66 : memref<1x2x?x8xf32>, memref<1x1x?x8xf32>) outs(%alloc_58 : memref<1x2x?x8xf32>) {
    ^bb0(%in: f32, %in_249: f32, %out: f32):
      %72 = arith.mulf %in, %in_249 : f32
      linalg.yield %72 : f32
    }
    %subview_203 = memref.subview %alloc_188[0, 0, 0, 0] [1, 2, %42, 4] [1, 1, 1, 1] : memref<1x2x?x8xf32> to memref<1x2x?x4xf32, strided<[?, ?, 8, 1]>>
    %subview_204 = memref.subview %alloc_188[0, 0, 0, 4] [1, 2, %42, 4] [1, 1, 1, 1] : memref<1x2x?x8xf32> to memref<1x2x?x4xf32, strided<[?, ?, 8, 1], offset: 4>>
    linalg.generic {indexing_maps = [#map7, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%subview_204 : memref<1x2x?x4xf32, strided<[?, ?, 8, 1], offset: 4>>) outs(%alloc_82 : memref<1x2x?x4xf32>) {
    ^bb0(%in: f32, %out: f32):
      %72 = arith.negf %in : f32
      linalg.yield %72 : f32
    }
    %c2_205 = arith.constant 2 : index
    %dim_206 = memref.dim %alloc_82, %c2_205 : memref<1x2x?x4xf32>
    %alloc_207 = memref.alloc(%dim_206) {alignment = 64 : i64} : memref<1x2x?x8xf32>
    %c2_208 = arith.constant 2 : index
    %dim_209 = memref.dim %alloc_207, %c2_208 : memref<1x2x?x8xf32>
    %subview_210 = memref.subview %alloc_207[0, 0, 0, 0] [1, 2, %dim_209, 4] [1, 1, 1, 1] : memref<1x2x?x8xf32> to memref<1x2x?x4xf32, strided<[?, ?, 8, 1]>>
    memref.copy %alloc_82, %subview_210 : memref<1x2x?x4xf32> to memref<1x2x?x4xf32, strided<[?, ?, 8, 1]>>
    %subview_211 = memref.subview %alloc_207[0, 0, 0, 4] [1, 2, %dim_209, 4] [1, 1, 1, 1] : memref<1x2x?x8xf32> to memref<1x2x?x4xf32, strided<[?, ?, 8, 1], offset: 4>>
    memref.copy %subview_203, %subview_211 : memref<1x2x?x4xf32, strided<[?, ?, 8, 1]>> to memref<1x2x?x4xf32, strided<[?, ?, 8, 1], offset: 4>>
    %dim_212 = memref.dim %alloc_82, %c2 : memref<1x2x?x4xf32>
    %68 = arith.cmpi eq, %dim_212, %dim_26 : index
    cf.assert %68, "mismatched size for broadcast"
    %alloc_213 = memref.alloc(%dim_212) {alignment = 64 : i64} : memref<1x2x?x8xf32>
    linalg.generic {indexing_maps = [#map7, #map13, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%alloc_207, %expand_shape_67 : memref<1x2x?x8xf32>, memref<1x1x?x8xf32>) outs(%alloc_213 : memref<1x2x?x8xf32>) {
    ^bb0(%in: f32, %in_249: f32, %out: f32):
      %72 = arith.mulf %in, %in_249 : f32
      linalg.yield %72 : f32
    }
    %69 = arith.cmpi eq, %42, %dim_212 : index
    cf.assert %69, "mismatched size for broadcast"
    linalg.generic {indexing_maps = [#map7, #map7, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%alloc_58, %alloc_213 : memref<1x2x?x8xf32>, memref<1x2x?x8xf32>) outs(%alloc_58 : memref<1x2x?x8xf32>) {
    ^bb0(%in: f32, %in_249: f32, %out: f32):
      %72 = arith.addf %in, %in_249 : f32
      linalg.yield %72 : f32
    }
    %expand_shape_214 = memref.expand_shape %alloc_58 [[0], [1], [2, 3], [4]] output_shape [1, 2, 1, %42, 8] : memref<1x2x?x8xf32> into memref<1x2x1x?x8xf32>
    cf.assert %27, "unimplemented: dynamic negative broadcast sizes"
    %alloc_215 = memref.alloc(%dim) {alignment = 64 : i64} : memref<1x2x2x?x8xf32>
    linalg.generic {indexing_maps = [#map14], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel"]} outs(%alloc_215 : memref<1x2x2x?x8xf32>) {
    ^bb0(%out: f32):
      %72 = linalg.index 1 : index
      %73 = linalg.index 3 : index
      %74 = linalg.index 4 : index
      %75 = arith.cmpi eq, %42, %c1 : index
      %76 = arith.select %75, %c0, %73 : index
      %77 = memref.load %expand_shape_214[%c0, %72, %c0, %76, %74] : memref<1x2x1x?x8xf32>
      linalg.yield %77 : f32
    }
    %collapse_shape_216 = memref.collapse_shape %alloc_215 [[0], [1, 2], [3], [4]] : memref<1x2x2x?x8xf32> into memref<1x4x?x8xf32>
    %expand_shape_217 = memref.expand_shape %alloc_191 [[0], [1], [2, 3], [4]] output_shape [1, 2, 1, %42, 8] : memref<1x2x?x8xf32> into memref<1x2x1x?x8xf32>
    cf.assert %27, "unimplemented: dynamic negative broadcast sizes"
    linalg.generic {indexing_maps = [#map14], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel"]} outs(%alloc_93 : memref<1x2x2x?x8xf32>) {
    ^bb0(%out: f32):
      %72 = linalg.index 1 : index
      %73 = linalg.index 3 : index
      %74 = linalg.index 4 : index
      %75 = arith.cmpi eq, %42, %c1 : index
      %76 = arith.select %75, %c0, %73 : index
      %77 = memref.load %expand_shape_217[%c0, %72, %c0, %76, %74] : memref<1x2x1x?x8xf32>
      linalg.yield %77 : f32
    }
    %collapse_shape_218 = memref.collapse_shape %alloc_93 [[0], [1, 2], [3], [4]] : memref<1x2x2x?x8xf32> into memref<1x4x?x8xf32>
    %alloc_219 = memref.alloc(%dim) {alignment = 64 : i64} : memref<1x4x8x?xf32>
    linalg.transpose ins(%collapse_shape_216 : memref<1x4x?x8xf32>) outs(%alloc_219 : memref<1x4x8x?xf32>) permutation = [0, 1, 3, 2] 
    cf.assert %27, "unimplemented: dynamic negative broadcast sizes"
    linalg.generic {indexing_maps = [#map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%alloc_100 : memref<1x4x?x8xf32>) {
    ^bb0(%out: f32):
      %72 = linalg.index 1 : index
      %73 = linalg.index 2 : index
      %74 = linalg.index 3 : index
      %75 = arith.cmpi eq, %38, %c1 : index
      %76 = arith.select %75, %c0, %73 : index
      %77 = memref.load %alloc_44[%c0, %72, %76, %74] : memref<1x4x?x8xf32>
      linalg.yield %77 : f32
    }
    %collapse_shape_220 = memref.collapse_shape %alloc_100 [[0, 1], [2], [3]] : memref<1x4x?x8xf32> into memref<4x?x8xf32>
    cf.assert %27, "unimplemented: dynamic negative broadcast sizes"
    linalg.generic {indexing_maps = [#map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%alloc_98 : memref<1x4x8x?xf32>) {
    ^bb0(%out: f32):
      %72 = linalg.index 1 : index
      %73 = linalg.index 2 : index
      %74 = linalg.index 3 : index
      %75 = arith.cmpi eq, %dim, %c1 : index
      %76 = arith.select %75, %c0, %74 : index
      %77 = memref.load %alloc_219[%c0, %72, %73, %76] : memref<1x4x8x?xf32>
      linalg.yield %77 : f32
    }
    %collapse_shape_221 = memref.collapse_shape %alloc_98 [[0, 1], [2], [3]] : memref<1x4x8x?xf32> into memref<4x8x?xf32>
    linalg.batch_matmul ins(%collapse_shape_220, %collapse_shape_221 : memref<4x?x8xf32>, memref<4x8x?xf32>) outs(%alloc_103 : memref<4x?x?xf32>)
    cf.assert %54, "must have at most one inferred (negative) dimension"
    %reshape_222 = memref.reshape %alloc_103(%alloc_109) : (memref<4x?x?xf32>, memref<4xi64>) -> memref<1x4x?x?xf32>
    linalg.generic {indexing_maps = [#map7, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%reshape_222 : memref<1x4x?x?xf32>) outs(%alloc_115 : memref<1x4x?x?xf32>) {
    ^bb0(%in: f32, %out: f32):
      %72 = arith.truncf %cst_2 : f64 to f32
      %73 = arith.mulf %in, %72 : f32
      linalg.yield %73 : f32
    }
    cf.assert %59, "mismatched size for broadcast"
    cf.assert %59, "mismatched size for broadcast"
    linalg.generic {indexing_maps = [#map7, #map13, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%alloc_115, %alloc_16 : memref<1x4x?x?xf32>, memref<1x1x?x?xf32>) outs(%alloc_115 : memref<1x4x?x?xf32>) {
    ^bb0(%in: f32, %in_249: f32, %out: f32):
      %72 = arith.addf %in, %in_249 : f32
      linalg.yield %72 : f32
    }
    linalg.generic {indexing_maps = [#map7, #map15, #map15], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%alloc_115 : memref<1x4x?x?xf32>) outs(%alloc_117, %alloc_116 : memref<1x4x?xf32>, memref<1x4x?xi64>) {
    ^bb0(%in: f32, %out: f32, %out_249: i64):
      %72 = linalg.index 3 : index
      %73 = arith.index_cast %72 : index to i64
      %74 = arith.maximumf %in, %out : f32
      %75 = arith.cmpf ogt, %in, %out : f32
      %76 = arith.select %75, %73, %out_249 : i64
      linalg.yield %74, %76 : f32, i64
    }
    %expand_shape_223 = memref.expand_shape %alloc_117 [[0], [1], [2, 3]] output_shape [1, 4, %58, 1] : memref<1x4x?xf32> into memref<1x4x?x1xf32>
    linalg.generic {indexing_maps = [#map7, #map6, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%alloc_115, %expand_shape_223 : memref<1x4x?x?xf32>, memref<1x4x?x1xf32>) outs(%alloc_115 : memref<1x4x?x?xf32>) {
    ^bb0(%in: f32, %in_249: f32, %out: f32):
      %72 = arith.subf %in, %in_249 : f32
      linalg.yield %72 : f32
    }
    linalg.generic {indexing_maps = [#map7, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%alloc_115 : memref<1x4x?x?xf32>) outs(%alloc_115 : memref<1x4x?x?xf32>) {
    ^bb0(%in: f32, %out: f32):
      %72 = math.exp %in : f32
      linalg.yield %72 : f32
    }
    linalg.generic {indexing_maps = [#map7, #map6], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%alloc_115 : memref<1x4x?x?xf32>) outs(%alloc_125 : memref<1x4x?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %72 = arith.addf %in, %out : f32
      linalg.yield %72 : f32
    }
    linalg.generic {indexing_maps = [#map7, #map6, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%alloc_115, %alloc_125 : memref<1x4x?x?xf32>, memref<1x4x?x1xf32>) outs(%alloc_115 : memref<1x4x?x?xf32>) {
    ^bb0(%in: f32, %in_249: f32, %out: f32):
      %72 = arith.divf %in, %in_249 : f32
      linalg.yield %72 : f32
    }
    cf.assert %27, "unimplemented: dynamic negative broadcast sizes"
    cf.assert %27, "unimplemented: dynamic negative broadcast sizes"
    linalg.generic {indexing_maps = [#map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%alloc_129 : memref<1x4x?x?xf32>) {
    ^bb0(%out: f32):
      %72 = linalg.index 1 : index
      %73 = linalg.index 2 : index
      %74 = linalg.index 3 : index
      %75 = arith.cmpi eq, %58, %c1 : index
      %76 = arith.select %75, %c0, %73 : index
      %77 = arith.select %75, %c0, %74 : index
      %78 = memref.load %alloc_115[%c0, %72, %76, %77] : memref<1x4x?x?xf32>
      linalg.yield %78 : f32
    }
    cf.assert %54, "must have at most one inferred (negative) dimension"
    %reshape_224 = memref.reshape %alloc_129(%alloc_130) : (memref<1x4x?x?xf32>, memref<3xi64>) -> memref<4x?x?xf32>
    cf.assert %27, "unimplemented: dynamic negative broadcast sizes"
    linalg.generic {indexing_maps = [#map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%alloc_100 : memref<1x4x?x8xf32>) {
    ^bb0(%out: f32):
      %72 = linalg.index 1 : index
      %73 = linalg.index 2 : index
      %74 = linalg.index 3 : index
      %75 = arith.cmpi eq, %dim, %c1 : index
      %76 = arith.select %75, %c0, %73 : index
      %77 = memref.load %collapse_shape_218[%c0, %72, %76, %74] : memref<1x4x?x8xf32>
      linalg.yield %77 : f32
    }
    %collapse_shape_225 = memref.collapse_shape %alloc_100 [[0, 1], [2], [3]] : memref<1x4x?x8xf32> into memref<4x?x8xf32>
    cf.assert %60, "mismatching contracting dimension"
    linalg.batch_matmul ins(%reshape_224, %collapse_shape_225 : memref<4x?x?xf32>, memref<4x?x8xf32>) outs(%alloc_136 : memref<4x?x8xf32>)
    %expand_shape_226 = memref.expand_shape %alloc_136 [[0, 1], [2], [3]] output_shape [1, 4, %58, 8] : memref<4x?x8xf32> into memref<1x4x?x8xf32>
    linalg.transpose ins(%expand_shape_226 : memref<1x4x?x8xf32>) outs(%alloc_141 : memref<1x?x4x8xf32>) permutation = [0, 2, 1, 3] 
    cf.assert %34, "must have at most one inferred (negative) dimension"
    %reshape_227 = memref.reshape %alloc_141(%alloc_142) : (memref<1x?x4x8xf32>, memref<3xi64>) -> memref<1x?x32xf32>
    linalg.transpose ins(%9 : memref<32x32xf32>) outs(%alloc_33 : memref<32x32xf32>) permutation = [1, 0] 
    %collapse_shape_228 = memref.collapse_shape %reshape_227 [[0, 1], [2]] : memref<1x?x32xf32> into memref<?x32xf32>
    %70 = arith.index_cast %63 : i64 to index
    %alloc_229 = memref.alloc(%70) {alignment = 64 : i64} : memref<?x32xf32>
    linalg.fill ins(%cst : f32) outs(%alloc_229 : memref<?x32xf32>)
    linalg.matmul ins(%collapse_shape_228, %alloc_33 : memref<?x32xf32>, memref<32x32xf32>) outs(%alloc_229 : memref<?x32xf32>)
    %expand_shape_230 = memref.expand_shape %alloc_229 [[0, 1], [2]] output_shape [1, %70, 32] : memref<?x32xf32> into memref<1x?x32xf32>
    %71 = arith.cmpi eq, %dim, %70 : index
    cf.assert %71, "mismatched size for broadcast"
    %alloc_231 = memref.alloc(%dim) {alignment = 64 : i64} : memref<1x?x32xf32>
    linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%alloc_172, %expand_shape_230 : memref<1x?x32xf32>, memref<1x?x32xf32>) outs(%alloc_231 : memref<1x?x32xf32>) {
    ^bb0(%in: f32, %in_249: f32, %out: f32):
      %72 = arith.addf %in, %in_249 : f32
      linalg.yield %72 : f32
    }
    linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%alloc_231 : memref<1x?x32xf32>) outs(%alloc_6 : memref<1x?x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %72 = math.fpowi %in, %c2_i64 : f32, i64
      linalg.yield %72 : f32
    }
    %c1_232 = arith.constant 1 : index
    %dim_233 = memref.dim %alloc_29, %c1_232 : memref<1x?x1xf32>
    %alloc_234 = memref.alloc(%dim_233) {alignment = 64 : i64} : memref<1x?x1xf32>
    memref.copy %alloc_29, %alloc_234 : memref<1x?x1xf32> to memref<1x?x1xf32>
    linalg.generic {indexing_maps = [#map4, #map11], iterator_types = ["parallel", "parallel", "reduction"]} ins(%alloc_6 : memref<1x?x32xf32>) outs(%alloc_234 : memref<1x?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %72 = arith.addf %in, %out : f32
      linalg.yield %72 : f32
    }
    linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%alloc_234 : memref<1x?x1xf32>) outs(%alloc_18 : memref<1x?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %72 = arith.divf %in, %cst_4 : f32
      linalg.yield %72 : f32
    }
    linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%alloc_18 : memref<1x?x1xf32>) outs(%alloc_18 : memref<1x?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %72 = arith.truncf %cst_3 : f64 to f32
      %73 = arith.addf %in, %72 : f32
      linalg.yield %73 : f32
    }
    linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%alloc_18 : memref<1x?x1xf32>) outs(%alloc_18 : memref<1x?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %72 = math.rsqrt %in : f32
      linalg.yield %72 : f32
    }
    linalg.generic {indexing_maps = [#map4, #map11, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%alloc_231, %alloc_18 : memref<1x?x32xf32>, memref<1x?x1xf32>) outs(%alloc_6 : memref<1x?x32xf32>) {
    ^bb0(%in: f32, %in_249: f32, %out: f32):
      %72 = arith.mulf %in, %in_249 : f32
      linalg.yield %72 : f32
    }
    linalg.generic {indexing_maps = [#map12, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%8, %alloc_6 : memref<32xf32>, memref<1x?x32xf32>) outs(%alloc_6 : memref<1x?x32xf32>) {
    ^bb0(%in: f32, %in_249: f32, %out: f32):
      %72 = arith.mulf %in, %in_249 : f32
      linalg.yield %72 : f32
    }
    linalg.transpose ins(%7 : memref<64x32xf32>) outs(%alloc_154 : memref<32x64xf32>) permutation = [1, 0] 
    %collapse_shape_235 = memref.collapse_shape %alloc_6 [[0, 1], [2]] : memref<1x?x32xf32> into memref<?x32xf32>
    %c0_236 = arith.constant 0 : index
    %dim_237 = memref.dim %alloc_156, %c0_236 : memref<?x64xf32>
    %alloc_238 = memref.alloc(%dim_237) {alignment = 64 : i64} : memref<?x64xf32>
    memref.copy %alloc_156, %alloc_238 : memref<?x64xf32> to memref<?x64xf32>
    linalg.matmul ins(%collapse_shape_235, %alloc_154 : memref<?x32xf32>, memref<32x64xf32>) outs(%alloc_238 : memref<?x64xf32>)
    %expand_shape_239 = memref.expand_shape %alloc_238 [[0, 1], [2]] output_shape [1, %dim, 64] : memref<?x64xf32> into memref<1x?x64xf32>
    linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expand_shape_239 : memref<1x?x64xf32>) outs(%alloc_161 : memref<1x?x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %72 = arith.negf %in : f32
      %73 = math.exp %72 : f32
      %74 = arith.addf %73, %cst_1 : f32
      %75 = arith.divf %cst_1, %74 : f32
      linalg.yield %75 : f32
    }
    linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expand_shape_239, %alloc_161 : memref<1x?x64xf32>, memref<1x?x64xf32>) outs(%alloc_161 : memref<1x?x64xf32>) {
    ^bb0(%in: f32, %in_249: f32, %out: f32):
      %72 = arith.mulf %in, %in_249 : f32
      linalg.yield %72 : f32
    }
    linalg.transpose ins(%6 : memref<64x32xf32>) outs(%alloc_154 : memref<32x64xf32>) permutation = [1, 0] 
    %c0_240 = arith.constant 0 : index
    %dim_241 = memref.dim %alloc_156, %c0_240 : memref<?x64xf32>
    %alloc_242 = memref.alloc(%dim_241) {alignment = 64 : i64} : memref<?x64xf32>
    memref.copy %alloc_156, %alloc_242 : memref<?x64xf32> to memref<?x64xf32>
    linalg.matmul ins(%collapse_shape_235, %alloc_154 : memref<?x32xf32>, memref<32x64xf32>) outs(%alloc_242 : memref<?x64xf32>)
    %expand_shape_243 = memref.expand_shape %alloc_242 [[0, 1], [2]] output_shape [1, %dim, 64] : memref<?x64xf32> into memref<1x?x64xf32>
    linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%alloc_161, %expand_shape_243 : memref<1x?x64xf32>, memref<1x?x64xf32>) outs(%alloc_161 : memref<1x?x64xf32>) {
    ^bb0(%in: f32, %in_249: f32, %out: f32):
      %72 = arith.mulf %in, %in_249 : f32
      linalg.yield %72 : f32
    }
    linalg.transpose ins(%5 : memref<32x64xf32>) outs(%alloc_166 : memref<64x32xf32>) permutation = [1, 0] 
    %collapse_shape_244 = memref.collapse_shape %alloc_161 [[0, 1], [2]] : memref<1x?x64xf32> into memref<?x64xf32>
    linalg.matmul ins(%collapse_shape_244, %alloc_166 : memref<?x64xf32>, memref<64x32xf32>) outs(%alloc_34 : memref<?x32xf32>)
    %expand_shape_245 = memref.expand_shape %alloc_34 [[0, 1], [2]] output_shape [1, %dim, 32] : memref<?x32xf32> into memref<1x?x32xf32>
    %alloc_246 = memref.alloc(%dim) {alignment = 64 : i64} : memref<1x?x32xf32>
    linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%alloc_231, %expand_shape_245 : memref<1x?x32xf32>, memref<1x?x32xf32>) outs(%alloc_246 : memref<1x?x32xf32>) {
    ^bb0(%in: f32, %in_249: f32, %out: f32):
      %72 = arith.addf %in, %in_249 : f32
      linalg.yield %72 : f32
    }
    linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%alloc_246 : memref<1x?x32xf32>) outs(%alloc_6 : memref<1x?x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %72 = math.fpowi %in, %c2_i64 : f32, i64
      linalg.yield %72 : f32
    }
    linalg.generic {indexing_maps = [#map4, #map11], iterator_types = ["parallel", "parallel", "reduction"]} ins(%alloc_6 : memref<1x?x32xf32>) outs(%alloc_29 : memref<1x?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %72 = arith.addf %in, %out : f32
      linalg.yield %72 : f32
    }
    linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%alloc_29 : memref<1x?x1xf32>) outs(%alloc_18 : memref<1x?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %72 = arith.divf %in, %cst_4 : f32
      linalg.yield %72 : f32
    }
    linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%alloc_18 : memref<1x?x1xf32>) outs(%alloc_18 : memref<1x?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %72 = arith.truncf %cst_3 : f64 to f32
      %73 = arith.addf %in, %72 : f32
      linalg.yield %73 : f32
    }
    linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%alloc_18 : memref<1x?x1xf32>) outs(%alloc_18 : memref<1x?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %72 = math.rsqrt %in : f32
      linalg.yield %72 : f32
    }
    linalg.generic {indexing_maps = [#map4, #map11, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%alloc_246, %alloc_18 : memref<1x?x32xf32>, memref<1x?x1xf32>) outs(%alloc_6 : memref<1x?x32xf32>) {
    ^bb0(%in: f32, %in_249: f32, %out: f32):
      %72 = arith.mulf %in, %in_249 : f32
      linalg.yield %72 : f32
    }
    linalg.generic {indexing_maps = [#map12, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%4, %alloc_6 : memref<32xf32>, memref<1x?x32xf32>) outs(%alloc_6 : memref<1x?x32xf32>) {
    ^bb0(%in: f32, %in_249: f32, %out: f32):
      %72 = arith.mulf %in, %in_249 : f32
      linalg.yield %72 : f32
    }
    linalg.transpose ins(%3 : memref<64x32xf32>) outs(%alloc_154 : memref<32x64xf32>) permutation = [1, 0] 
    %collapse_shape_247 = memref.collapse_shape %alloc_6 [[0, 1], [2]] : memref<1x?x32xf32> into memref<?x32xf32>
    linalg.matmul ins(%collapse_shape_247, %alloc_154 : memref<?x32xf32>, memref<32x64xf32>) outs(%alloc_156 : memref<?x64xf32>)
    %expand_shape_248 = memref.expand_shape %alloc_156 [[0, 1], [2]] output_shape [1, %dim, 64] : memref<?x64xf32> into memref<1x?x64xf32>
    return %expand_shape_248 : memref<1x?x64xf32>
  }
}


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
    %c2 = arith.constant 2 : index
    %c16_i64 = arith.constant 16 : i64
    %c32_i64 = arith.constant 32 : i64
    %cst = arith.constant 3.200000e+01 : f32
    %cst_0 = arith.constant 9.9999999999999995E-7 : f64
    %cst_1 = arith.constant 0.35355339059327379 : f64
    %c2_i64 = arith.constant 2 : i64
    %c4_i64 = arith.constant 4 : i64
    %c0_i64 = arith.constant 0 : i64
    %c1_i64 = arith.constant 1 : i64
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c64 = arith.constant 64 : index
    %c3 = arith.constant 3 : index
    %cst_2 = arith.constant 0.000000e+00 : f32
    %c8_i64 = arith.constant 8 : i64
    %cst_3 = arith.constant 0xFF800000 : f32
    %cst_4 = arith.constant 1.000000e+00 : f32
    %0 = memref.get_global @__constant_xf32 : memref<f32>
    %1 = memref.get_global @__constant_xf32_0 : memref<f32>
    %2 = memref.get_global @__constant_xi1 : memref<i1>
    %3 = memref.get_global @__constant_64x32xf32 : memref<64x32xf32>
    %4 = memref.get_global @__constant_32xf32 : memref<32xf32>
    %5 = memref.get_global @__constant_32x64xf32 : memref<32x64xf32>
    %6 = memref.get_global @__constant_64x32xf32_1 : memref<64x32xf32>
    %7 = memref.get_global @__constant_64x32xf32_2 : memref<64x32xf32>
    %8 = memref.get_global @__constant_32x32xf32 : memref<32x32xf32>
    %9 = memref.get_global @__constant_16x32xf32 : memref<16x32xf32>
    %10 = memref.get_global @__constant_16x32xf32_3 : memref<16x32xf32>
    %11 = memref.get_global @__constant_32x32xf32_4 : memref<32x32xf32>
    %12 = memref.get_global @__constant_32x64xf32_5 : memref<32x64xf32>
    %13 = memref.get_global @__constant_64x32xf32_6 : memref<64x32xf32>
    %14 = memref.get_global @__constant_64x32xf32_7 : memref<64x32xf32>
    %15 = memref.get_global @__constant_32x32xf32_8 : memref<32x32xf32>
    %16 = memref.get_global @__constant_16x32xf32_9 : memref<16x32xf32>
    %17 = memref.get_global @__constant_16x32xf32_10 : memref<16x32xf32>
    %18 = memref.get_global @__constant_32x32xf32_11 : memref<32x32xf32>
    %19 = memref.get_global @__constant_4xf32 : memref<4xf32>
    %20 = memref.get_global @__constant_64x32xf32_12 : memref<64x32xf32>
    %21 = memref.get_global @__constant_xi64 : memref<i64>
    %dim = memref.dim %arg0, %c1 : memref<1x?xi64>
    %22 = arith.index_cast %dim : index to i64
    %23 = arith.cmpi sge, %22, %c0_i64 : i64
    cf.assert %23, "negative values not allowed in new dimensions"
    %alloc = memref.alloc(%dim) {alignment = 64 : i64} : memref<1x?xi64>
    linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel"]} ins(%21 : memref<i64>) outs(%alloc : memref<1x?xi64>) {
    ^bb0(%in: i64, %out: i64):
      linalg.yield %in : i64
    }
    %alloc_5 = memref.alloc(%dim) {alignment = 64 : i64} : memref<?xi64>
    linalg.generic {indexing_maps = [#map2], iterator_types = ["parallel"]} outs(%alloc_5 : memref<?xi64>) {
    ^bb0(%out: i64):
      %58 = linalg.index 0 : index
      %59 = arith.index_cast %58 : index to i64
      linalg.yield %59 : i64
    }
    %alloc_6 = memref.alloc(%dim) {alignment = 64 : i64} : memref<1x?x32xf32>
    %alloc_7 = memref.alloc(%dim) {alignment = 64 : i64} : memref<1x?x32xf32>
    linalg.generic {indexing_maps = [#map3, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg0 : memref<1x?xi64>) outs(%alloc_7 : memref<1x?x32xf32>) {
    ^bb0(%in: i64, %out: f32):
      %58 = arith.index_cast %in : i64 to index
      %59 = linalg.index 2 : index
      %60 = arith.cmpi slt, %58, %c64 : index
      cf.assert %60, "index must be smaller than dim size"
      %61 = arith.cmpi sge, %in, %c0_i64 : i64
      cf.assert %61, "index must be larger or equal to 0"
      %62 = memref.load %20[%58, %59] : memref<64x32xf32>
      linalg.yield %62 : f32
    }
    %alloc_8 = memref.alloc(%dim) {alignment = 64 : i64} : memref<1x?xi1>
    linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%alloc : memref<1x?xi64>) outs(%alloc_8 : memref<1x?xi1>) {
    ^bb0(%in: i64, %out: i1):
      %58 = arith.cmpi ne, %in, %c0_i64 : i64
      linalg.yield %58 : i1
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
    ^bb0(%in: i64, %in_155: i64, %out: i1):
      %58 = arith.cmpi sle, %in, %in_155 : i64
      linalg.yield %58 : i1
    }
    linalg.generic {indexing_maps = [#map8, #map7, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%2, %alloc_12 : memref<i1>, memref<1x1x?x?xi1>) outs(%alloc_12 : memref<1x1x?x?xi1>) {
    ^bb0(%in: i1, %in_155: i1, %out: i1):
      %58 = arith.andi %in, %in_155 : i1
      linalg.yield %58 : i1
    }
    %dim_13 = memref.dim %expand_shape_11, %c3 : memref<1x1x1x?xi64>
    %alloc_14 = memref.alloc(%dim_13) {alignment = 64 : i64} : memref<1x1x1x?xi1>
    linalg.generic {indexing_maps = [#map9, #map10, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expand_shape, %expand_shape_11 : memref<1x1x1x1xi64>, memref<1x1x1x?xi64>) outs(%alloc_14 : memref<1x1x1x?xi1>) {
    ^bb0(%in: i64, %in_155: i64, %out: i1):
      %58 = arith.cmpi slt, %in, %c0_i64 : i64
      %59 = arith.addi %in, %c1_i64 : i64
      %60 = arith.select %58, %59, %in : i64
      %61 = arith.index_cast %60 : i64 to index
      %62 = arith.cmpi slt, %in_155, %c0_i64 : i64
      %63 = arith.addi %in_155, %22 : i64
      %64 = arith.select %62, %63, %in_155 : i64
      %65 = arith.index_cast %64 : i64 to index
      %66 = memref.load %alloc_8[%61, %65] : memref<1x?xi1>
      linalg.yield %66 : i1
    }
    %24 = arith.cmpi eq, %dim, %dim_13 : index
    cf.assert %24, "mismatched size for broadcast"
    linalg.generic {indexing_maps = [#map7, #map5, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%alloc_12, %alloc_14 : memref<1x1x?x?xi1>, memref<1x1x1x?xi1>) outs(%alloc_12 : memref<1x1x?x?xi1>) {
    ^bb0(%in: i1, %in_155: i1, %out: i1):
      %58 = arith.andi %in, %in_155 : i1
      linalg.yield %58 : i1
    }
    cf.assert %23, "unimplemented: dynamic negative broadcast sizes"
    cf.assert %23, "unimplemented: dynamic negative broadcast sizes"
    %alloc_15 = memref.alloc(%dim, %dim) {alignment = 64 : i64} : memref<1x1x?x?xi1>
    linalg.generic {indexing_maps = [#map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%alloc_15 : memref<1x1x?x?xi1>) {
    ^bb0(%out: i1):
      %58 = linalg.index 2 : index
      %59 = linalg.index 3 : index
      %60 = arith.cmpi eq, %dim, %c1 : index
      %61 = arith.select %60, %c0, %58 : index
      %62 = arith.select %60, %c0, %59 : index
      %63 = memref.load %alloc_12[%c0, %c0, %61, %62] : memref<1x1x?x?xi1>
      linalg.yield %63 : i1
    }
    %alloc_16 = memref.alloc(%dim, %dim) {alignment = 64 : i64} : memref<1x1x?x?xf32>
    linalg.generic {indexing_maps = [#map7, #map8, #map8, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%alloc_15, %1, %0 : memref<1x1x?x?xi1>, memref<f32>, memref<f32>) outs(%alloc_16 : memref<1x1x?x?xf32>) {
    ^bb0(%in: i1, %in_155: f32, %in_156: f32, %out: f32):
      %58 = arith.select %in, %in_155, %in_156 : f32
      linalg.yield %58 : f32
    }
    %expand_shape_17 = memref.expand_shape %alloc_5 [[0, 1, 2]] output_shape [1, %dim, 1] : memref<?xi64> into memref<1x?x1xi64>
    %alloc_18 = memref.alloc(%dim) {alignment = 64 : i64} : memref<1x?x1xf32>
    linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expand_shape_17 : memref<1x?x1xi64>) outs(%alloc_18 : memref<1x?x1xf32>) {
    ^bb0(%in: i64, %out: f32):
      %58 = arith.sitofp %in : i64 to f32
      linalg.yield %58 : f32
    }
    %alloc_19 = memref.alloc(%dim) {alignment = 64 : i64} : memref<1x?x4xf32>
    linalg.generic {indexing_maps = [#map11, #map12, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%alloc_18, %19 : memref<1x?x1xf32>, memref<4xf32>) outs(%alloc_19 : memref<1x?x4xf32>) {
    ^bb0(%in: f32, %in_155: f32, %out: f32):
      %58 = arith.mulf %in, %in_155 : f32
      linalg.yield %58 : f32
    }
    %alloc_20 = memref.alloc(%dim) {alignment = 64 : i64} : memref<1x?x8xf32>
    %subview = memref.subview %alloc_20[0, 0, 0] [1, %dim, 4] [1, 1, 1] : memref<1x?x8xf32> to memref<1x?x4xf32, strided<[?, 8, 1]>>
    memref.copy %alloc_19, %subview : memref<1x?x4xf32> to memref<1x?x4xf32, strided<[?, 8, 1]>>
    %subview_21 = memref.subview %alloc_20[0, 0, 4] [1, %dim, 4] [1, 1, 1] : memref<1x?x8xf32> to memref<1x?x4xf32, strided<[?, 8, 1], offset: 4>>
    memref.copy %alloc_19, %subview_21 : memref<1x?x4xf32> to memref<1x?x4xf32, strided<[?, 8, 1], offset: 4>>
    %alloc_22 = memref.alloc(%dim) {alignment = 64 : i64} : memref<1x?x8xf32>
    %alloc_23 = memref.alloc(%dim) {alignment = 64 : i64} : memref<1x?x8xf32>
    linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%alloc_20 : memref<1x?x8xf32>) outs(%alloc_23 : memref<1x?x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %58 = math.cos %in : f32
      linalg.yield %58 : f32
    }
    linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%alloc_20 : memref<1x?x8xf32>) outs(%alloc_22 : memref<1x?x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %58 = math.sin %in : f32
      linalg.yield %58 : f32
    }
    linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%alloc_7 : memref<1x?x32xf32>) outs(%alloc_6 : memref<1x?x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %58 = math.fpowi %in, %c2_i64 : f32, i64
      linalg.yield %58 : f32
    }
    %alloc_24 = memref.alloc(%dim) {alignment = 64 : i64} : memref<1x?x1xf32>
    linalg.fill ins(%cst_2 : f32) outs(%alloc_24 : memref<1x?x1xf32>)
    %alloc_25 = memref.alloc(%dim) {alignment = 64 : i64} : memref<1x?x1xf32>
    memref.copy %alloc_24, %alloc_25 : memref<1x?x1xf32> to memref<1x?x1xf32>
    linalg.generic {indexing_maps = [#map4, #map11], iterator_types = ["parallel", "parallel", "reduction"]} ins(%alloc_6 : memref<1x?x32xf32>) outs(%alloc_25 : memref<1x?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %58 = arith.addf %in, %out : f32
      linalg.yield %58 : f32
    }
    linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%alloc_25 : memref<1x?x1xf32>) outs(%alloc_18 : memref<1x?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %58 = arith.divf %in, %cst : f32
      linalg.yield %58 : f32
    }
    linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%alloc_18 : memref<1x?x1xf32>) outs(%alloc_18 : memref<1x?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %58 = arith.truncf %cst_0 : f64 to f32
      %59 = arith.addf %in, %58 : f32
      linalg.yield %59 : f32
    }
    linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%alloc_18 : memref<1x?x1xf32>) outs(%alloc_18 : memref<1x?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %58 = math.rsqrt %in : f32
      linalg.yield %58 : f32
    }
    linalg.generic {indexing_maps = [#map4, #map11, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%alloc_7, %alloc_18 : memref<1x?x32xf32>, memref<1x?x1xf32>) outs(%alloc_6 : memref<1x?x32xf32>) {
    ^bb0(%in: f32, %in_155: f32, %out: f32):
      %58 = arith.mulf %in, %in_155 : f32
      linalg.yield %58 : f32
    }
    linalg.generic {indexing_maps = [#map12, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%4, %alloc_6 : memref<32xf32>, memref<1x?x32xf32>) outs(%alloc_6 : memref<1x?x32xf32>) {
    ^bb0(%in: f32, %in_155: f32, %out: f32):
      %58 = arith.mulf %in, %in_155 : f32
      linalg.yield %58 : f32
    }
    %alloc_26 = memref.alloc() {alignment = 64 : i64} : memref<32x32xf32>
    linalg.transpose ins(%18 : memref<32x32xf32>) outs(%alloc_26 : memref<32x32xf32>) permutation = [1, 0] 
    %collapse_shape = memref.collapse_shape %alloc_6 [[0, 1], [2]] : memref<1x?x32xf32> into memref<?x32xf32>
    %alloc_27 = memref.alloc(%dim) {alignment = 64 : i64} : memref<?x32xf32>
    linalg.fill ins(%cst_2 : f32) outs(%alloc_27 : memref<?x32xf32>)
    %alloc_28 = memref.alloc(%dim) {alignment = 64 : i64} : memref<?x32xf32>
    memref.copy %alloc_27, %alloc_28 : memref<?x32xf32> to memref<?x32xf32>
    linalg.matmul ins(%collapse_shape, %alloc_26 : memref<?x32xf32>, memref<32x32xf32>) outs(%alloc_28 : memref<?x32xf32>)
    %expand_shape_29 = memref.expand_shape %alloc_28 [[0, 1], [2]] output_shape [1, %dim, 32] : memref<?x32xf32> into memref<1x?x32xf32>
    %25 = arith.cmpi slt, %22, %c0_i64 : i64
    %26 = arith.select %25, %c1_i64, %22 : i64
    %27 = arith.extui %25 : i1 to i64
    %28 = arith.addi %27, %c1_i64 : i64
    %29 = arith.muli %26, %c8_i64 : i64
    %30 = arith.cmpi sle, %28, %c1_i64 : i64
    cf.assert %30, "must have at most one inferred (negative) dimension"
    %31 = arith.muli %22, %c32_i64 : i64
    %32 = arith.divsi %31, %29 : i64
    %33 = arith.select %25, %32, %22 : i64
    %alloc_30 = memref.alloc() {alignment = 64 : i64} : memref<4xi64>
    memref.store %c1_i64, %alloc_30[%c0] : memref<4xi64>
    memref.store %33, %alloc_30[%c1] : memref<4xi64>
    memref.store %32, %alloc_30[%c2] : memref<4xi64>
    memref.store %c8_i64, %alloc_30[%c3] : memref<4xi64>
    %reshape = memref.reshape %expand_shape_29(%alloc_30) : (memref<1x?x32xf32>, memref<4xi64>) -> memref<1x?x4x8xf32>
    %34 = arith.index_cast %33 : i64 to index
    %alloc_31 = memref.alloc(%34) {alignment = 64 : i64} : memref<1x4x?x8xf32>
    %alloc_32 = memref.alloc(%34) {alignment = 64 : i64} : memref<1x4x?x8xf32>
    linalg.transpose ins(%reshape : memref<1x?x4x8xf32>) outs(%alloc_32 : memref<1x4x?x8xf32>) permutation = [0, 2, 1, 3] 
    %alloc_33 = memref.alloc() {alignment = 64 : i64} : memref<32x16xf32>
    linalg.transpose ins(%17 : memref<16x32xf32>) outs(%alloc_33 : memref<32x16xf32>) permutation = [1, 0] 
    %alloc_34 = memref.alloc(%dim) {alignment = 64 : i64} : memref<?x16xf32>
    linalg.fill ins(%cst_2 : f32) outs(%alloc_34 : memref<?x16xf32>)
    %alloc_35 = memref.alloc(%dim) {alignment = 64 : i64} : memref<?x16xf32>
    memref.copy %alloc_34, %alloc_35 : memref<?x16xf32> to memref<?x16xf32>
    linalg.matmul ins(%collapse_shape, %alloc_33 : memref<?x32xf32>, memref<32x16xf32>) outs(%alloc_35 : memref<?x16xf32>)
    %expand_shape_36 = memref.expand_shape %alloc_35 [[0, 1], [2]] output_shape [1, %dim, 16] : memref<?x16xf32> into memref<1x?x16xf32>
    cf.assert %30, "must have at most one inferred (negative) dimension"
    %35 = arith.muli %22, %c16_i64 : i64
    %36 = arith.divsi %35, %29 : i64
    %37 = arith.select %25, %36, %22 : i64
    %alloc_37 = memref.alloc() {alignment = 64 : i64} : memref<4xi64>
    memref.store %c1_i64, %alloc_37[%c0] : memref<4xi64>
    memref.store %37, %alloc_37[%c1] : memref<4xi64>
    memref.store %36, %alloc_37[%c2] : memref<4xi64>
    memref.store %c8_i64, %alloc_37[%c3] : memref<4xi64>
    %reshape_38 = memref.reshape %expand_shape_36(%alloc_37) : (memref<1x?x16xf32>, memref<4xi64>) -> memref<1x?x2x8xf32>
    %38 = arith.index_cast %37 : i64 to index
    %alloc_39 = memref.alloc(%38) {alignment = 64 : i64} : memref<1x2x?x8xf32>
    %alloc_40 = memref.alloc(%38) {alignment = 64 : i64} : memref<1x2x?x8xf32>
    linalg.transpose ins(%reshape_38 : memref<1x?x2x8xf32>) outs(%alloc_40 : memref<1x2x?x8xf32>) permutation = [0, 2, 1, 3] 
    linalg.transpose ins(%16 : memref<16x32xf32>) outs(%alloc_33 : memref<32x16xf32>) permutation = [1, 0] 
    %alloc_41 = memref.alloc(%dim) {alignment = 64 : i64} : memref<?x16xf32>
    memref.copy %alloc_34, %alloc_41 : memref<?x16xf32> to memref<?x16xf32>
    linalg.matmul ins(%collapse_shape, %alloc_33 : memref<?x32xf32>, memref<32x16xf32>) outs(%alloc_41 : memref<?x16xf32>)
    %expand_shape_42 = memref.expand_shape %alloc_41 [[0, 1], [2]] output_shape [1, %dim, 16] : memref<?x16xf32> into memref<1x?x16xf32>
    cf.assert %30, "must have at most one inferred (negative) dimension"
    %reshape_43 = memref.reshape %expand_shape_42(%alloc_37) : (memref<1x?x16xf32>, memref<4xi64>) -> memref<1x?x2x8xf32>
    %alloc_44 = memref.alloc(%38) {alignment = 64 : i64} : memref<1x2x?x8xf32>
    linalg.transpose ins(%reshape_43 : memref<1x?x2x8xf32>) outs(%alloc_44 : memref<1x2x?x8xf32>) permutation = [0, 2, 1, 3] 
    %expand_shape_45 = memref.expand_shape %alloc_23 [[0], [1, 2], [3]] output_shape [1, 1, %dim, 8] : memref<1x?x8xf32> into memref<1x1x?x8xf32>
    %expand_shape_46 = memref.expand_shape %alloc_22 [[0], [1, 2], [3]] output_shape [1, 1, %dim, 8] : memref<1x?x8xf32> into memref<1x1x?x8xf32>
    %39 = arith.cmpi eq, %34, %dim : index
    cf.assert %39, "mismatched size for broadcast"
    linalg.generic {indexing_maps = [#map7, #map13, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%alloc_32, %expand_shape_45 : memref<1x4x?x8xf32>, memref<1x1x?x8xf32>) outs(%alloc_31 : memref<1x4x?x8xf32>) {
    ^bb0(%in: f32, %in_155: f32, %out: f32):
      %58 = arith.mulf %in, %in_155 : f32
      linalg.yield %58 : f32
    }
    %subview_47 = memref.subview %alloc_32[0, 0, 0, 0] [1, 4, %34, 4] [1, 1, 1, 1] : memref<1x4x?x8xf32> to memref<1x4x?x4xf32, strided<[?, ?, 8, 1]>>
    %subview_48 = memref.subview %alloc_32[0, 0, 0, 4] [1, 4, %34, 4] [1, 1, 1, 1] : memref<1x4x?x8xf32> to memref<1x4x?x4xf32, strided<[?, ?, 8, 1], offset: 4>>
    %alloc_49 = memref.alloc(%34) {alignment = 64 : i64} : memref<1x4x?x4xf32>
    linalg.generic {indexing_maps = [#map7, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%subview_48 : memref<1x4x?x4xf32, strided<[?, ?, 8, 1], offset: 4>>) outs(%alloc_49 : memref<1x4x?x4xf32>) {
    ^bb0(%in: f32, %out: f32):
      %58 = arith.negf %in : f32
      linalg.yield %58 : f32
    }
    %alloc_50 = memref.alloc(%34) {alignment = 64 : i64} : memref<1x4x?x8xf32>
    %subview_51 = memref.subview %alloc_50[0, 0, 0, 0] [1, 4, %34, 4] [1, 1, 1, 1] : memref<1x4x?x8xf32> to memref<1x4x?x4xf32, strided<[?, ?, 8, 1]>>
    memref.copy %alloc_49, %subview_51 : memref<1x4x?x4xf32> to memref<1x4x?x4xf32, strided<[?, ?, 8, 1]>>
    %subview_52 = memref.subview %alloc_50[0, 0, 0, 4] [1, 4, %34, 4] [1, 1, 1, 1] : memref<1x4x?x8xf32> to memref<1x4x?x4xf32, strided<[?, ?, 8, 1], offset: 4>>
    memref.copy %subview_47, %subview_52 : memref<1x4x?x4xf32, strided<[?, ?, 8, 1]>> to memref<1x4x?x4xf32, strided<[?, ?, 8, 1], offset: 4>>
    cf.assert %39, "mismatched size for broadcast"
    %alloc_53 = memref.alloc(%34) {alignment = 64 : i64} : memref<1x4x?x8xf32>
    linalg.generic {indexing_maps = [#map7, #map13, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%alloc_50, %expand_shape_46 : memref<1x4x?x8xf32>, memref<1x1x?x8xf32>) outs(%alloc_53 : memref<1x4x?x8xf32>) {
    ^bb0(%in: f32, %in_155: f32, %out: f32):
      %58 = arith.mulf %in, %in_155 : f32
      linalg.yield %58 : f32
    }
    linalg.generic {indexing_maps = [#map7, #map7, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%alloc_31, %alloc_53 : memref<1x4x?x8xf32>, memref<1x4x?x8xf32>) outs(%alloc_31 : memref<1x4x?x8xf32>) {
    ^bb0(%in: f32, %in_155: f32, %out: f32):
      %58 = arith.addf %in, %in_155 : f32
      linalg.yield %58 : f32
    }
    %40 = arith.cmpi eq, %38, %dim : index
    cf.assert %40, "mismatched size for broadcast"
    linalg.generic {indexing_maps = [#map7, #map13, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%alloc_40, %expand_shape_45 : memref<1x2x?x8xf32>, memref<1x1x?x8xf32>) outs(%alloc_39 : memref<1x2x?x8xf32>) {
    ^bb0(%in: f32, %in_155: f32, %out: f32):
      %58 = arith.mulf %in, %in_155 : f32
      linalg.yield %58 : f32
    }
    %subview_54 = memref.subview %alloc_40[0, 0, 0, 0] [1, 2, %38, 4] [1, 1, 1, 1] : memref<1x2x?x8xf32> to memref<1x2x?x4xf32, strided<[?, ?, 8, 1]>>
    %subview_55 = memref.subview %alloc_40[0, 0, 0, 4] [1, 2, %38, 4] [1, 1, 1, 1] : memref<1x2x?x8xf32> to memref<1x2x?x4xf32, strided<[?, ?, 8, 1], offset: 4>>
    %alloc_56 = memref.alloc(%38) {alignment = 64 : i64} : memref<1x2x?x4xf32>
    linalg.generic {indexing_maps = [#map7, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%subview_55 : memref<1x2x?x4xf32, strided<[?, ?, 8, 1], offset: 4>>) outs(%alloc_56 : memref<1x2x?x4xf32>) {
    ^bb0(%in: f32, %out: f32):
      %58 = arith.negf %in : f32
      linalg.yield %58 : f32
    }
    %alloc_57 = memref.alloc(%38) {alignment = 64 : i64} : memref<1x2x?x8xf32>
    %subview_58 = memref.subview %alloc_57[0, 0, 0, 0] [1, 2, %38, 4] [1, 1, 1, 1] : memref<1x2x?x8xf32> to memref<1x2x?x4xf32, strided<[?, ?, 8, 1]>>
    memref.copy %alloc_56, %subview_58 : memref<1x2x?x4xf32> to memref<1x2x?x4xf32, strided<[?, ?, 8, 1]>>
    %subview_59 = memref.subview %alloc_57[0, 0, 0, 4] [1, 2, %38, 4] [1, 1, 1, 1] : memref<1x2x?x8xf32> to memref<1x2x?x4xf32, strided<[?, ?, 8, 1], offset: 4>>
    memref.copy %subview_54, %subview_59 : memref<1x2x?x4xf32, strided<[?, ?, 8, 1]>> to memref<1x2x?x4xf32, strided<[?, ?, 8, 1], offset: 4>>
    cf.assert %40, "mismatched size for broadcast"
    %alloc_60 = memref.alloc(%38) {alignment = 64 : i64} : memref<1x2x?x8xf32>
    linalg.generic {indexing_maps = [#map7, #map13, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%alloc_57, %expand_shape_46 : memref<1x2x?x8xf32>, memref<1x1x?x8xf32>) outs(%alloc_60 : memref<1x2x?x8xf32>) {
    ^bb0(%in: f32, %in_155: f32, %out: f32):
      %58 = arith.mulf %in, %in_155 : f32
      linalg.yield %58 : f32
    }
    linalg.generic {indexing_maps = [#map7, #map7, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%alloc_39, %alloc_60 : memref<1x2x?x8xf32>, memref<1x2x?x8xf32>) outs(%alloc_39 : memref<1x2x?x8xf32>) {
    ^bb0(%in: f32, %in_155: f32, %out: f32):
      %58 = arith.addf %in, %in_155 : f32
      linalg.yield %58 : f32
    }
    %expand_shape_61 = memref.expand_shape %alloc_39 [[0], [1], [2, 3], [4]] output_shape [1, 2, 1, %38, 8] : memref<1x2x?x8xf32> into memref<1x2x1x?x8xf32>
    cf.assert %23, "unimplemented: dynamic negative broadcast sizes"
    %alloc_62 = memref.alloc(%dim) {alignment = 64 : i64} : memref<1x2x2x?x8xf32>
    %alloc_63 = memref.alloc(%dim) {alignment = 64 : i64} : memref<1x2x2x?x8xf32>
    linalg.generic {indexing_maps = [#map14], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel"]} outs(%alloc_63 : memref<1x2x2x?x8xf32>) {
    ^bb0(%out: f32):
      %58 = linalg.index 1 : index
      %59 = linalg.index 3 : index
      %60 = linalg.index 4 : index
      %61 = arith.cmpi eq, %38, %c1 : index
      %62 = arith.select %61, %c0, %59 : index
      %63 = memref.load %expand_shape_61[%c0, %58, %c0, %62, %60] : memref<1x2x1x?x8xf32>
      linalg.yield %63 : f32
    }
    %collapse_shape_64 = memref.collapse_shape %alloc_63 [[0], [1, 2], [3], [4]] : memref<1x2x2x?x8xf32> into memref<1x4x?x8xf32>
    %expand_shape_65 = memref.expand_shape %alloc_44 [[0], [1], [2, 3], [4]] output_shape [1, 2, 1, %38, 8] : memref<1x2x?x8xf32> into memref<1x2x1x?x8xf32>
    cf.assert %23, "unimplemented: dynamic negative broadcast sizes"
    linalg.generic {indexing_maps = [#map14], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel"]} outs(%alloc_62 : memref<1x2x2x?x8xf32>) {
    ^bb0(%out: f32):
      %58 = linalg.index 1 : index
      %59 = linalg.index 3 : index
      %60 = linalg.index 4 : index
      %61 = arith.cmpi eq, %38, %c1 : index
      %62 = arith.select %61, %c0, %59 : index
      %63 = memref.load %expand_shape_65[%c0, %58, %c0, %62, %60] : memref<1x2x1x?x8xf32>
      linalg.yield %63 : f32
    }
    %collapse_shape_66 = memref.collapse_shape %alloc_62 [[0], [1, 2], [3], [4]] : memref<1x2x2x?x8xf32> into memref<1x4x?x8xf32>
    %alloc_67 = memref.alloc(%dim) {alignment = 64 : i64} : memref<1x4x8x?xf32>
    %alloc_68 = memref.alloc(%dim) {alignment = 64 : i64} : memref<1x4x8x?xf32>
    linalg.transpose ins(%collapse_shape_64 : memref<1x4x?x8xf32>) outs(%alloc_68 : memref<1x4x8x?xf32>) permutation = [0, 1, 3, 2] 
    cf.assert %23, "unimplemented: dynamic negative broadcast sizes"
    %alloc_69 = memref.alloc(%dim) {alignment = 64 : i64} : memref<1x4x?x8xf32>
    linalg.generic {indexing_maps = [#map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%alloc_69 : memref<1x4x?x8xf32>) {
    ^bb0(%out: f32):
      %58 = linalg.index 1 : index
      %59 = linalg.index 2 : index
      %60 = linalg.index 3 : index
      %61 = arith.cmpi eq, %34, %c1 : index
      %62 = arith.select %61, %c0, %59 : index
      %63 = memref.load %alloc_31[%c0, %58, %62, %60] : memref<1x4x?x8xf32>
      linalg.yield %63 : f32
    }
    %collapse_shape_70 = memref.collapse_shape %alloc_69 [[0, 1], [2], [3]] : memref<1x4x?x8xf32> into memref<4x?x8xf32>
    cf.assert %23, "unimplemented: dynamic negative broadcast sizes"
    linalg.generic {indexing_maps = [#map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%alloc_67 : memref<1x4x8x?xf32>) {
    ^bb0(%out: f32):
      %58 = linalg.index 1 : index
      %59 = linalg.index 2 : index
      %60 = linalg.index 3 : index
      %61 = arith.cmpi eq, %dim, %c1 : index
      %62 = arith.select %61, %c0, %60 : index
      %63 = memref.load %alloc_68[%c0, %58, %59, %62] : memref<1x4x8x?xf32>
      linalg.yield %63 : f32
    }
    %collapse_shape_71 = memref.collapse_shape %alloc_67 [[0, 1], [2], [3]] : memref<1x4x8x?xf32> into memref<4x8x?xf32>
    %alloc_72 = memref.alloc(%dim, %dim) {alignment = 64 : i64} : memref<4x?x?xf32>
    linalg.fill ins(%cst_2 : f32) outs(%alloc_72 : memref<4x?x?xf32>)
    %alloc_73 = memref.alloc(%dim, %dim) {alignment = 64 : i64} : memref<4x?x?xf32>
    memref.copy %alloc_72, %alloc_73 : memref<4x?x?xf32> to memref<4x?x?xf32>
    linalg.batch_matmul ins(%collapse_shape_70, %collapse_shape_71 : memref<4x?x8xf32>, memref<4x8x?xf32>) outs(%alloc_73 : memref<4x?x?xf32>)
    %41 = arith.muli %22, %c4_i64 : i64
    %42 = arith.select %25, %c4_i64, %41 : i64
    %43 = arith.muli %42, %22 : i64
    %44 = arith.select %25, %c4_i64, %43 : i64
    %45 = arith.select %25, %28, %27 : i64
    %46 = arith.cmpi sle, %45, %c1_i64 : i64
    cf.assert %46, "must have at most one inferred (negative) dimension"
    %47 = arith.muli %41, %22 : i64
    %48 = arith.divsi %47, %44 : i64
    %49 = arith.select %25, %48, %22 : i64
    %alloc_74 = memref.alloc() {alignment = 64 : i64} : memref<4xi64>
    memref.store %c1_i64, %alloc_74[%c0] : memref<4xi64>
    memref.store %c4_i64, %alloc_74[%c1] : memref<4xi64>
    memref.store %49, %alloc_74[%c2] : memref<4xi64>
    memref.store %49, %alloc_74[%c3] : memref<4xi64>
    %reshape_75 = memref.reshape %alloc_73(%alloc_74) : (memref<4x?x?xf32>, memref<4xi64>) -> memref<1x4x?x?xf32>
    %50 = arith.index_cast %49 : i64 to index
    %alloc_76 = memref.alloc(%50, %50) {alignment = 64 : i64} : memref<1x4x?x?xf32>
    linalg.generic {indexing_maps = [#map7, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%reshape_75 : memref<1x4x?x?xf32>) outs(%alloc_76 : memref<1x4x?x?xf32>) {
    ^bb0(%in: f32, %out: f32):
      %58 = arith.truncf %cst_1 : f64 to f32
      %59 = arith.mulf %in, %58 : f32
      linalg.yield %59 : f32
    }
    %51 = arith.cmpi eq, %50, %dim : index
    cf.assert %51, "mismatched size for broadcast"
    cf.assert %51, "mismatched size for broadcast"
    linalg.generic {indexing_maps = [#map7, #map13, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%alloc_76, %alloc_16 : memref<1x4x?x?xf32>, memref<1x1x?x?xf32>) outs(%alloc_76 : memref<1x4x?x?xf32>) {
    ^bb0(%in: f32, %in_155: f32, %out: f32):
      %58 = arith.addf %in, %in_155 : f32
      linalg.yield %58 : f32
    }
    %alloc_77 = memref.alloc(%50) {alignment = 64 : i64} : memref<1x4x?xi64>
    linalg.fill ins(%c0_i64 : i64) outs(%alloc_77 : memref<1x4x?xi64>)
    %alloc_78 = memref.alloc(%50) {alignment = 64 : i64} : memref<1x4x?xf32>
    linalg.fill ins(%cst_3 : f32) outs(%alloc_78 : memref<1x4x?xf32>)
    %alloc_79 = memref.alloc(%50) {alignment = 64 : i64} : memref<1x4x?xf32>
    memref.copy %alloc_78, %alloc_79 : memref<1x4x?xf32> to memref<1x4x?xf32>
    %alloc_80 = memref.alloc(%50) {alignment = 64 : i64} : memref<1x4x?xi64>
    memref.copy %alloc_77, %alloc_80 : memref<1x4x?xi64> to memref<1x4x?xi64>
    linalg.generic {indexing_maps = [#map7, #map15, #map15], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%alloc_76 : memref<1x4x?x?xf32>) outs(%alloc_79, %alloc_80 : memref<1x4x?xf32>, memref<1x4x?xi64>) {
    ^bb0(%in: f32, %out: f32, %out_155: i64):
      %58 = linalg.index 3 : index
      %59 = arith.index_cast %58 : index to i64
      %60 = arith.maximumf %in, %out : f32
      %61 = arith.cmpf ogt, %in, %out : f32
      %62 = arith.select %61, %59, %out_155 : i64
      linalg.yield %60, %62 : f32, i64
    }
    %expand_shape_81 = memref.expand_shape %alloc_79 [[0], [1], [2, 3]] output_shape [1, 4, %50, 1] : memref<1x4x?xf32> into memref<1x4x?x1xf32>
    linalg.generic {indexing_maps = [#map7, #map6, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%alloc_76, %expand_shape_81 : memref<1x4x?x?xf32>, memref<1x4x?x1xf32>) outs(%alloc_76 : memref<1x4x?x?xf32>) {
    ^bb0(%in: f32, %in_155: f32, %out: f32):
      %58 = arith.subf %in, %in_155 : f32
      linalg.yield %58 : f32
    }
    linalg.generic {indexing_maps = [#map7, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%alloc_76 : memref<1x4x?x?xf32>) outs(%alloc_76 : memref<1x4x?x?xf32>) {
    ^bb0(%in: f32, %out: f32):
      %58 = math.exp %in : f32
      linalg.yield %58 : f32
    }
    %alloc_82 = memref.alloc(%50) {alignment = 64 : i64} : memref<1x4x?x1xf32>
    linalg.fill ins(%cst_2 : f32) outs(%alloc_82 : memref<1x4x?x1xf32>)
    %alloc_83 = memref.alloc(%50) {alignment = 64 : i64} : memref<1x4x?x1xf32>
    memref.copy %alloc_82, %alloc_83 : memref<1x4x?x1xf32> to memref<1x4x?x1xf32>
    linalg.generic {indexing_maps = [#map7, #map6], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%alloc_76 : memref<1x4x?x?xf32>) outs(%alloc_83 : memref<1x4x?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %58 = arith.addf %in, %out : f32
      linalg.yield %58 : f32
    }
    linalg.generic {indexing_maps = [#map7, #map6, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%alloc_76, %alloc_83 : memref<1x4x?x?xf32>, memref<1x4x?x1xf32>) outs(%alloc_76 : memref<1x4x?x?xf32>) {
    ^bb0(%in: f32, %in_155: f32, %out: f32):
      %58 = arith.divf %in, %in_155 : f32
      linalg.yield %58 : f32
    }
    cf.assert %23, "unimplemented: dynamic negative broadcast sizes"
    cf.assert %23, "unimplemented: dynamic negative broadcast sizes"
    %alloc_84 = memref.alloc(%dim, %dim) {alignment = 64 : i64} : memref<1x4x?x?xf32>
    linalg.generic {indexing_maps = [#map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%alloc_84 : memref<1x4x?x?xf32>) {
    ^bb0(%out: f32):
      %58 = linalg.index 1 : index
      %59 = linalg.index 2 : index
      %60 = linalg.index 3 : index
      %61 = arith.cmpi eq, %50, %c1 : index
      %62 = arith.select %61, %c0, %59 : index
      %63 = arith.select %61, %c0, %60 : index
      %64 = memref.load %alloc_76[%c0, %58, %62, %63] : memref<1x4x?x?xf32>
      linalg.yield %64 : f32
    }
    cf.assert %46, "must have at most one inferred (negative) dimension"
    %alloc_85 = memref.alloc() {alignment = 64 : i64} : memref<3xi64>
    memref.store %c4_i64, %alloc_85[%c0] : memref<3xi64>
    memref.store %49, %alloc_85[%c1] : memref<3xi64>
    memref.store %49, %alloc_85[%c2] : memref<3xi64>
    %reshape_86 = memref.reshape %alloc_84(%alloc_85) : (memref<1x4x?x?xf32>, memref<3xi64>) -> memref<4x?x?xf32>
    cf.assert %23, "unimplemented: dynamic negative broadcast sizes"
    linalg.generic {indexing_maps = [#map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%alloc_69 : memref<1x4x?x8xf32>) {
    ^bb0(%out: f32):
      %58 = linalg.index 1 : index
      %59 = linalg.index 2 : index
      %60 = linalg.index 3 : index
      %61 = arith.cmpi eq, %dim, %c1 : index
      %62 = arith.select %61, %c0, %59 : index
      %63 = memref.load %collapse_shape_66[%c0, %58, %62, %60] : memref<1x4x?x8xf32>
      linalg.yield %63 : f32
    }
    %52 = arith.cmpi eq, %49, %22 : i64
    cf.assert %52, "mismatching contracting dimension"
    %alloc_87 = memref.alloc(%50) {alignment = 64 : i64} : memref<4x?x8xf32>
    linalg.fill ins(%cst_2 : f32) outs(%alloc_87 : memref<4x?x8xf32>)
    %alloc_88 = memref.alloc(%50) {alignment = 64 : i64} : memref<4x?x8xf32>
    memref.copy %alloc_87, %alloc_88 : memref<4x?x8xf32> to memref<4x?x8xf32>
    linalg.batch_matmul ins(%reshape_86, %collapse_shape_70 : memref<4x?x?xf32>, memref<4x?x8xf32>) outs(%alloc_88 : memref<4x?x8xf32>)
    %expand_shape_89 = memref.expand_shape %alloc_88 [[0, 1], [2], [3]] output_shape [1, 4, %50, 8] : memref<4x?x8xf32> into memref<1x4x?x8xf32>
    %alloc_90 = memref.alloc(%50) {alignment = 64 : i64} : memref<1x?x4x8xf32>
    linalg.transpose ins(%expand_shape_89 : memref<1x4x?x8xf32>) outs(%alloc_90 : memref<1x?x4x8xf32>) permutation = [0, 2, 1, 3] 
    cf.assert %30, "must have at most one inferred (negative) dimension"
    %53 = arith.muli %49, %c32_i64 : i64
    %54 = arith.divsi %53, %26 : i64
    %55 = arith.select %25, %54, %22 : i64
    %alloc_91 = memref.alloc() {alignment = 64 : i64} : memref<3xi64>
    memref.store %c1_i64, %alloc_91[%c0] : memref<3xi64>
    memref.store %55, %alloc_91[%c1] : memref<3xi64>
    memref.store %54, %alloc_91[%c2] : memref<3xi64>
    %reshape_92 = memref.reshape %alloc_90(%alloc_91) : (memref<1x?x4x8xf32>, memref<3xi64>) -> memref<1x?x32xf32>
    linalg.transpose ins(%15 : memref<32x32xf32>) outs(%alloc_26 : memref<32x32xf32>) permutation = [1, 0] 
    %collapse_shape_93 = memref.collapse_shape %reshape_92 [[0, 1], [2]] : memref<1x?x32xf32> into memref<?x32xf32>
    %56 = arith.index_cast %55 : i64 to index
    %alloc_94 = memref.alloc(%56) {alignment = 64 : i64} : memref<?x32xf32>
    linalg.fill ins(%cst_2 : f32) outs(%alloc_94 : memref<?x32xf32>)
    linalg.matmul ins(%collapse_shape_93, %alloc_26 : memref<?x32xf32>, memref<32x32xf32>) outs(%alloc_94 : memref<?x32xf32>)
    %expand_shape_95 = memref.expand_shape %alloc_94 [[0, 1], [2]] output_shape [1, %56, 32] : memref<?x32xf32> into memref<1x?x32xf32>
    %57 = arith.cmpi eq, %dim, %56 : index
    cf.assert %57, "mismatched size for broadcast"
    %alloc_96 = memref.alloc(%dim) {alignment = 64 : i64} : memref<1x?x32xf32>
    linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%alloc_7, %expand_shape_95 : memref<1x?x32xf32>, memref<1x?x32xf32>) outs(%alloc_96 : memref<1x?x32xf32>) {
    ^bb0(%in: f32, %in_155: f32, %out: f32):
      %58 = arith.addf %in, %in_155 : f32
      linalg.yield %58 : f32
    }
    linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%alloc_96 : memref<1x?x32xf32>) outs(%alloc_6 : memref<1x?x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %58 = math.fpowi %in, %c2_i64 : f32, i64
      linalg.yield %58 : f32
    }
    %alloc_97 = memref.alloc(%dim) {alignment = 64 : i64} : memref<1x?x1xf32>
    memref.copy %alloc_24, %alloc_97 : memref<1x?x1xf32> to memref<1x?x1xf32>
    linalg.generic {indexing_maps = [#map4, #map11], iterator_types = ["parallel", "parallel", "reduction"]} ins(%alloc_6 : memref<1x?x32xf32>) outs(%alloc_97 : memref<1x?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %58 = arith.addf %in, %out : f32
      linalg.yield %58 : f32
    }
    linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%alloc_97 : memref<1x?x1xf32>) outs(%alloc_18 : memref<1x?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %58 = arith.divf %in, %cst : f32
      linalg.yield %58 : f32
    }
    linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%alloc_18 : memref<1x?x1xf32>) outs(%alloc_18 : memref<1x?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %58 = arith.truncf %cst_0 : f64 to f32
      %59 = arith.addf %in, %58 : f32
      linalg.yield %59 : f32
    }
    linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%alloc_18 : memref<1x?x1xf32>) outs(%alloc_18 : memref<1x?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %58 = math.rsqrt %in : f32
      linalg.yield %58 : f32
    }
    linalg.generic {indexing_maps = [#map4, #map11, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%alloc_96, %alloc_18 : memref<1x?x32xf32>, memref<1x?x1xf32>) outs(%alloc_6 : memref<1x?x32xf32>) {
    ^bb0(%in: f32, %in_155: f32, %out: f32):
      %58 = arith.mulf %in, %in_155 : f32
      linalg.yield %58 : f32
    }
    linalg.generic {indexing_maps = [#map12, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%4, %alloc_6 : memref<32xf32>, memref<1x?x32xf32>) outs(%alloc_6 : memref<1x?x32xf32>) {
    ^bb0(%in: f32, %in_155: f32, %out: f32):
      %58 = arith.mulf %in, %in_155 : f32
      linalg.yield %58 : f32
    }
    %alloc_98 = memref.alloc() {alignment = 64 : i64} : memref<32x64xf32>
    linalg.transpose ins(%14 : memref<64x32xf32>) outs(%alloc_98 : memref<32x64xf32>) permutation = [1, 0] 
    %alloc_99 = memref.alloc(%dim) {alignment = 64 : i64} : memref<?x64xf32>
    linalg.fill ins(%cst_2 : f32) outs(%alloc_99 : memref<?x64xf32>)
    %alloc_100 = memref.alloc(%dim) {alignment = 64 : i64} : memref<?x64xf32>
    memref.copy %alloc_99, %alloc_100 : memref<?x64xf32> to memref<?x64xf32>
    linalg.matmul ins(%collapse_shape, %alloc_98 : memref<?x32xf32>, memref<32x64xf32>) outs(%alloc_100 : memref<?x64xf32>)
    %expand_shape_101 = memref.expand_shape %alloc_100 [[0, 1], [2]] output_shape [1, %dim, 64] : memref<?x64xf32> into memref<1x?x64xf32>
    %alloc_102 = memref.alloc(%dim) {alignment = 64 : i64} : memref<1x?x64xf32>
    linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expand_shape_101 : memref<1x?x64xf32>) outs(%alloc_102 : memref<1x?x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %58 = arith.negf %in : f32
      %59 = math.exp %58 : f32
      %60 = arith.addf %59, %cst_4 : f32
      %61 = arith.divf %cst_4, %60 : f32
      linalg.yield %61 : f32
    }
    linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expand_shape_101, %alloc_102 : memref<1x?x64xf32>, memref<1x?x64xf32>) outs(%alloc_102 : memref<1x?x64xf32>) {
    ^bb0(%in: f32, %in_155: f32, %out: f32):
      %58 = arith.mulf %in, %in_155 : f32
      linalg.yield %58 : f32
    }
    linalg.transpose ins(%13 : memref<64x32xf32>) outs(%alloc_98 : memref<32x64xf32>) permutation = [1, 0] 
    %alloc_103 = memref.alloc(%dim) {alignment = 64 : i64} : memref<?x64xf32>
    memref.copy %alloc_99, %alloc_103 : memref<?x64xf32> to memref<?x64xf32>
    linalg.matmul ins(%collapse_shape, %alloc_98 : memref<?x32xf32>, memref<32x64xf32>) outs(%alloc_103 : memref<?x64xf32>)
    %expand_shape_104 = memref.expand_shape %alloc_103 [[0, 1], [2]] output_shape [1, %dim, 64] : memref<?x64xf32> into memref<1x?x64xf32>
    linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%alloc_102, %expand_shape_104 : memref<1x?x64xf32>, memref<1x?x64xf32>) outs(%alloc_102 : memref<1x?x64xf32>) {
    ^bb0(%in: f32, %in_155: f32, %out: f32):
      %58 = arith.mulf %in, %in_155 : f32
      linalg.yield %58 : f32
    }
    %alloc_105 = memref.alloc() {alignment = 64 : i64} : memref<64x32xf32>
    linalg.transpose ins(%12 : memref<32x64xf32>) outs(%alloc_105 : memref<64x32xf32>) permutation = [1, 0] 
    %collapse_shape_106 = memref.collapse_shape %alloc_102 [[0, 1], [2]] : memref<1x?x64xf32> into memref<?x64xf32>
    %alloc_107 = memref.alloc(%dim) {alignment = 64 : i64} : memref<?x32xf32>
    memref.copy %alloc_27, %alloc_107 : memref<?x32xf32> to memref<?x32xf32>
    linalg.matmul ins(%collapse_shape_106, %alloc_105 : memref<?x64xf32>, memref<64x32xf32>) outs(%alloc_107 : memref<?x32xf32>)
    %expand_shape_108 = memref.expand_shape %alloc_107 [[0, 1], [2]] output_shape [1, %dim, 32] : memref<?x32xf32> into memref<1x?x32xf32>
    %alloc_109 = memref.alloc(%dim) {alignment = 64 : i64} : memref<1x?x32xf32>
    linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%alloc_96, %expand_shape_108 : memref<1x?x32xf32>, memref<1x?x32xf32>) outs(%alloc_109 : memref<1x?x32xf32>) {
    ^bb0(%in: f32, %in_155: f32, %out: f32):
      %58 = arith.addf %in, %in_155 : f32
      linalg.yield %58 : f32
    }
    linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%alloc_109 : memref<1x?x32xf32>) outs(%alloc_6 : memref<1x?x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %58 = math.fpowi %in, %c2_i64 : f32, i64
      linalg.yield %58 : f32
    }
    %alloc_110 = memref.alloc(%dim) {alignment = 64 : i64} : memref<1x?x1xf32>
    memref.copy %alloc_24, %alloc_110 : memref<1x?x1xf32> to memref<1x?x1xf32>
    linalg.generic {indexing_maps = [#map4, #map11], iterator_types = ["parallel", "parallel", "reduction"]} ins(%alloc_6 : memref<1x?x32xf32>) outs(%alloc_110 : memref<1x?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %58 = arith.addf %in, %out : f32
      linalg.yield %58 : f32
    }
    linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%alloc_110 : memref<1x?x1xf32>) outs(%alloc_18 : memref<1x?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %58 = arith.divf %in, %cst : f32
      linalg.yield %58 : f32
    }
    linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%alloc_18 : memref<1x?x1xf32>) outs(%alloc_18 : memref<1x?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %58 = arith.truncf %cst_0 : f64 to f32
      %59 = arith.addf %in, %58 : f32
      linalg.yield %59 : f32
    }
    linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%alloc_18 : memref<1x?x1xf32>) outs(%alloc_18 : memref<1x?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %58 = math.rsqrt %in : f32
      linalg.yield %58 : f32
    }
    linalg.generic {indexing_maps = [#map4, #map11, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%alloc_109, %alloc_18 : memref<1x?x32xf32>, memref<1x?x1xf32>) outs(%alloc_6 : memref<1x?x32xf32>) {
    ^bb0(%in: f32, %in_155: f32, %out: f32):
      %58 = arith.mulf %in, %in_155 : f32
      linalg.yield %58 : f32
    }
    linalg.generic {indexing_maps = [#map12, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%4, %alloc_6 : memref<32xf32>, memref<1x?x32xf32>) outs(%alloc_6 : memref<1x?x32xf32>) {
    ^bb0(%in: f32, %in_155: f32, %out: f32):
      %58 = arith.mulf %in, %in_155 : f32
      linalg.yield %58 : f32
    }
    linalg.transpose ins(%11 : memref<32x32xf32>) outs(%alloc_26 : memref<32x32xf32>) permutation = [1, 0] 
    %alloc_111 = memref.alloc(%dim) {alignment = 64 : i64} : memref<?x32xf32>
    memref.copy %alloc_27, %alloc_111 : memref<?x32xf32> to memref<?x32xf32>
    linalg.matmul ins(%collapse_shape, %alloc_26 : memref<?x32xf32>, memref<32x32xf32>) outs(%alloc_111 : memref<?x32xf32>)
    %expand_shape_112 = memref.expand_shape %alloc_111 [[0, 1], [2]] output_shape [1, %dim, 32] : memref<?x32xf32> into memref<1x?x32xf32>
    cf.assert %30, "must have at most one inferred (negative) dimension"
    %reshape_113 = memref.reshape %expand_shape_112(%alloc_30) : (memref<1x?x32xf32>, memref<4xi64>) -> memref<1x?x4x8xf32>
    %alloc_114 = memref.alloc(%34) {alignment = 64 : i64} : memref<1x4x?x8xf32>
    linalg.transpose ins(%reshape_113 : memref<1x?x4x8xf32>) outs(%alloc_114 : memref<1x4x?x8xf32>) permutation = [0, 2, 1, 3] 
    linalg.transpose ins(%10 : memref<16x32xf32>) outs(%alloc_33 : memref<32x16xf32>) permutation = [1, 0] 
    %alloc_115 = memref.alloc(%dim) {alignment = 64 : i64} : memref<?x16xf32>
    memref.copy %alloc_34, %alloc_115 : memref<?x16xf32> to memref<?x16xf32>
    linalg.matmul ins(%collapse_shape, %alloc_33 : memref<?x32xf32>, memref<32x16xf32>) outs(%alloc_115 : memref<?x16xf32>)
    %expand_shape_116 = memref.expand_shape %alloc_115 [[0, 1], [2]] output_shape [1, %dim, 16] : memref<?x16xf32> into memref<1x?x16xf32>
    cf.assert %30, "must have at most one inferred (negative) dimension"
    %reshape_117 = memref.reshape %expand_shape_116(%alloc_37) : (memref<1x?x16xf32>, memref<4xi64>) -> memref<1x?x2x8xf32>
    %alloc_118 = memref.alloc(%38) {alignment = 64 : i64} : memref<1x2x?x8xf32>
    linalg.transpose ins(%reshape_117 : memref<1x?x2x8xf32>) outs(%alloc_118 : memref<1x2x?x8xf32>) permutation = [0, 2, 1, 3] 
    linalg.transpose ins(%9 : memref<16x32xf32>) outs(%alloc_33 : memref<32x16xf32>) permutation = [1, 0] 
    linalg.matmul ins(%collapse_shape, %alloc_33 : memref<?x32xf32>, memref<32x16xf32>) outs(%alloc_34 : memref<?x16xf32>)
    %expand_shape_119 = memref.expand_shape %alloc_34 [[0, 1], [2]] output_shape [1, %dim, 16] : memref<?x16xf32> into memref<1x?x16xf32>
    cf.assert %30, "must have at most one inferred (negative) dimension"
    %reshape_120 = memref.reshape %expand_shape_119(%alloc_37) : (memref<1x?x16xf32>, memref<4xi64>) -> memref<1x?x2x8xf32>
    %alloc_121 = memref.alloc(%38) {alignment = 64 : i64} : memref<1x2x?x8xf32>
    linalg.transpose ins(%reshape_120 : memref<1x?x2x8xf32>) outs(%alloc_121 : memref<1x2x?x8xf32>) permutation = [0, 2, 1, 3] 
    cf.assert %39, "mismatched size for broadcast"
    linalg.generic {indexing_maps = [#map7, #map13, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%alloc_114, %expand_shape_45 : memref<1x4x?x8xf32>, memref<1x1x?x8xf32>) outs(%alloc_31 : memref<1x4x?x8xf32>) {
    ^bb0(%in: f32, %in_155: f32, %out: f32):
      %58 = arith.mulf %in, %in_155 : f32
      linalg.yield %58 : f32
    }
    %subview_122 = memref.subview %alloc_114[0, 0, 0, 0] [1, 4, %34, 4] [1, 1, 1, 1] : memref<1x4x?x8xf32> to memref<1x4x?x4xf32, strided<[?, ?, 8, 1]>>
    %subview_123 = memref.subview %alloc_114[0, 0, 0, 4] [1, 4, %34, 4] [1, 1, 1, 1] : memref<1x4x?x8xf32> to memref<1x4x?x4xf32, strided<[?, ?, 8, 1], offset: 4>>
    linalg.generic {indexing_maps = [#map7, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%subview_123 : memref<1x4x?x4xf32, strided<[?, ?, 8, 1], offset: 4>>) outs(%alloc_49 : memref<1x4x?x4xf32>) {
    ^bb0(%in: f32, %out: f32):
      %58 = arith.negf %in : f32
      linalg.yield %58 : f32
    }
    %alloc_124 = memref.alloc(%34) {alignment = 64 : i64} : memref<1x4x?x8xf32>
    %subview_125 = memref.subview %alloc_124[0, 0, 0, 0] [1, 4, %34, 4] [1, 1, 1, 1] : memref<1x4x?x8xf32> to memref<1x4x?x4xf32, strided<[?, ?, 8, 1]>>
    memref.copy %alloc_49, %subview_125 : memref<1x4x?x4xf32> to memref<1x4x?x4xf32, strided<[?, ?, 8, 1]>>
    %subview_126 = memref.subview %alloc_124[0, 0, 0, 4] [1, 4, %34, 4] [1, 1, 1, 1] : memref<1x4x?x8xf32> to memref<1x4x?x4xf32, strided<[?, ?, 8, 1], offset: 4>>
    memref.copy %subview_122, %subview_126 : memref<1x4x?x4xf32, strided<[?, ?, 8, 1]>> to memref<1x4x?x4xf32, strided<[?, ?, 8, 1], offset: 4>>
    cf.assert %39, "mismatched size for broadcast"
    %alloc_127 = memref.alloc(%34) {alignment = 64 : i64} : memref<1x4x?x8xf32>
    linalg.generic {indexing_maps = [#map7, #map13, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%alloc_124, %expand_shape_46 : memref<1x4x?x8xf32>, memref<1x1x?x8xf32>) outs(%alloc_127 : memref<1x4x?x8xf32>) {
    ^bb0(%in: f32, %in_155: f32, %out: f32):
      %58 = arith.mulf %in, %in_155 : f32
      linalg.yield %58 : f32
    }
    linalg.generic {indexing_maps = [#map7, #map7, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%alloc_31, %alloc_127 : memref<1x4x?x8xf32>, memref<1x4x?x8xf32>) outs(%alloc_31 : memref<1x4x?x8xf32>) {
    ^bb0(%in: f32, %in_155: f32, %out: f32):
      %58 = arith.addf %in, %in_155 : f32
      linalg.yield %58 : f32
    }
    cf.assert %40, "mismatched size for broadcast"
    linalg.generic {indexing_maps = [#map7, #map13, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%alloc_118, %expand_shape_45 : memref<1x2x?x8xf32>, memref<1x1x?x8xf32>) outs(%alloc_39 : memref<1x2x?x8xf32>) {
    ^bb0(%in: f32, %in_155: f32, %out: f32):
      %58 = arith.mulf %in, %in_155 : f32
      linalg.yield %58 : f32
    }
    %subview_128 = memref.subview %alloc_118[0, 0, 0, 0] [1, 2, %38, 4] [1, 1, 1, 1] : memref<1x2x?x8xf32> to memref<1x2x?x4xf32, strided<[?, ?, 8, 1]>>
    %subview_129 = memref.subview %alloc_118[0, 0, 0, 4] [1, 2, %38, 4] [1, 1, 1, 1] : memref<1x2x?x8xf32> to memref<1x2x?x4xf32, strided<[?, ?, 8, 1], offset: 4>>
    linalg.generic {indexing_maps = [#map7, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%subview_129 : memref<1x2x?x4xf32, strided<[?, ?, 8, 1], offset: 4>>) outs(%alloc_56 : memref<1x2x?x4xf32>) {
    ^bb0(%in: f32, %out: f32):
      %58 = arith.negf %in : f32
      linalg.yield %58 : f32
    }
    %alloc_130 = memref.alloc(%38) {alignment = 64 : i64} : memref<1x2x?x8xf32>
    %subview_131 = memref.subview %alloc_130[0, 0, 0, 0] [1, 2, %38, 4] [1, 1, 1, 1] : memref<1x2x?x8xf32> to memref<1x2x?x4xf32, strided<[?, ?, 8, 1]>>
    memref.copy %alloc_56, %subview_131 : memref<1x2x?x4xf32> to memref<1x2x?x4xf32, strided<[?, ?, 8, 1]>>
    %subview_132 = memref.subview %alloc_130[0, 0, 0, 4] [1, 2, %38, 4] [1, 1, 1, 1] : memref<1x2x?x8xf32> to memref<1x2x?x4xf32, strided<[?, ?, 8, 1], offset: 4>>
    memref.copy %subview_128, %subview_132 : memref<1x2x?x4xf32, strided<[?, ?, 8, 1]>> to memref<1x2x?x4xf32, strided<[?, ?, 8, 1], offset: 4>>
    cf.assert %40, "mismatched size for broadcast"
    %alloc_133 = memref.alloc(%38) {alignment = 64 : i64} : memref<1x2x?x8xf32>
    linalg.generic {indexing_maps = [#map7, #map13, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%alloc_130, %expand_shape_46 : memref<1x2x?x8xf32>, memref<1x1x?x8xf32>) outs(%alloc_133 : memref<1x2x?x8xf32>) {
    ^bb0(%in: f32, %in_155: f32, %out: f32):
      %58 = arith.mulf %in, %in_155 : f32
      linalg.yield %58 : f32
    }
    linalg.generic {indexing_maps = [#map7, #map7, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%alloc_39, %alloc_133 : memref<1x2x?x8xf32>, memref<1x2x?x8xf32>) outs(%alloc_39 : memref<1x2x?x8xf32>) {
    ^bb0(%in: f32, %in_155: f32, %out: f32):
      %58 = arith.addf %in, %in_155 : f32
      linalg.yield %58 : f32
    }
    cf.assert %23, "unimplemented: dynamic negative broadcast sizes"
    %alloc_134 = memref.alloc(%dim) {alignment = 64 : i64} : memref<1x2x2x?x8xf32>
    linalg.generic {indexing_maps = [#map14], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel"]} outs(%alloc_134 : memref<1x2x2x?x8xf32>) {
    ^bb0(%out: f32):
      %58 = linalg.index 1 : index
      %59 = linalg.index 3 : index
      %60 = linalg.index 4 : index
      %61 = arith.cmpi eq, %38, %c1 : index
      %62 = arith.select %61, %c0, %59 : index
      %63 = memref.load %expand_shape_61[%c0, %58, %c0, %62, %60] : memref<1x2x1x?x8xf32>
      linalg.yield %63 : f32
    }
    %collapse_shape_135 = memref.collapse_shape %alloc_134 [[0], [1, 2], [3], [4]] : memref<1x2x2x?x8xf32> into memref<1x4x?x8xf32>
    %expand_shape_136 = memref.expand_shape %alloc_121 [[0], [1], [2, 3], [4]] output_shape [1, 2, 1, %38, 8] : memref<1x2x?x8xf32> into memref<1x2x1x?x8xf32>
    cf.assert %23, "unimplemented: dynamic negative broadcast sizes"
    linalg.generic {indexing_maps = [#map14], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel"]} outs(%alloc_62 : memref<1x2x2x?x8xf32>) {
    ^bb0(%out: f32):
      %58 = linalg.index 1 : index
      %59 = linalg.index 3 : index
      %60 = linalg.index 4 : index
      %61 = arith.cmpi eq, %38, %c1 : index
      %62 = arith.select %61, %c0, %59 : index
      %63 = memref.load %expand_shape_136[%c0, %58, %c0, %62, %60] : memref<1x2x1x?x8xf32>
      linalg.yield %63 : f32
    }
    %alloc_137 = memref.alloc(%dim) {alignment = 64 : i64} : memref<1x4x8x?xf32>
    linalg.transpose ins(%collapse_shape_135 : memref<1x4x?x8xf32>) outs(%alloc_137 : memref<1x4x8x?xf32>) permutation = [0, 1, 3, 2] 
    cf.assert %23, "unimplemented: dynamic negative broadcast sizes"
    linalg.generic {indexing_maps = [#map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%alloc_69 : memref<1x4x?x8xf32>) {
    ^bb0(%out: f32):
      %58 = linalg.index 1 : index
      %59 = linalg.index 2 : index
      %60 = linalg.index 3 : index
      %61 = arith.cmpi eq, %34, %c1 : index
      %62 = arith.select %61, %c0, %59 : index
      %63 = memref.load %alloc_31[%c0, %58, %62, %60] : memref<1x4x?x8xf32>
      linalg.yield %63 : f32
    }
    cf.assert %23, "unimplemented: dynamic negative broadcast sizes"
    linalg.generic {indexing_maps = [#map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%alloc_67 : memref<1x4x8x?xf32>) {
    ^bb0(%out: f32):
      %58 = linalg.index 1 : index
      %59 = linalg.index 2 : index
      %60 = linalg.index 3 : index
      %61 = arith.cmpi eq, %dim, %c1 : index
      %62 = arith.select %61, %c0, %60 : index
      %63 = memref.load %alloc_137[%c0, %58, %59, %62] : memref<1x4x8x?xf32>
      linalg.yield %63 : f32
    }
    linalg.batch_matmul ins(%collapse_shape_70, %collapse_shape_71 : memref<4x?x8xf32>, memref<4x8x?xf32>) outs(%alloc_72 : memref<4x?x?xf32>)
    cf.assert %46, "must have at most one inferred (negative) dimension"
    %reshape_138 = memref.reshape %alloc_72(%alloc_74) : (memref<4x?x?xf32>, memref<4xi64>) -> memref<1x4x?x?xf32>
    linalg.generic {indexing_maps = [#map7, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%reshape_138 : memref<1x4x?x?xf32>) outs(%alloc_76 : memref<1x4x?x?xf32>) {
    ^bb0(%in: f32, %out: f32):
      %58 = arith.truncf %cst_1 : f64 to f32
      %59 = arith.mulf %in, %58 : f32
      linalg.yield %59 : f32
    }
    cf.assert %51, "mismatched size for broadcast"
    cf.assert %51, "mismatched size for broadcast"
    linalg.generic {indexing_maps = [#map7, #map13, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%alloc_76, %alloc_16 : memref<1x4x?x?xf32>, memref<1x1x?x?xf32>) outs(%alloc_76 : memref<1x4x?x?xf32>) {
    ^bb0(%in: f32, %in_155: f32, %out: f32):
      %58 = arith.addf %in, %in_155 : f32
      linalg.yield %58 : f32
    }
    linalg.generic {indexing_maps = [#map7, #map15, #map15], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%alloc_76 : memref<1x4x?x?xf32>) outs(%alloc_78, %alloc_77 : memref<1x4x?xf32>, memref<1x4x?xi64>) {
    ^bb0(%in: f32, %out: f32, %out_155: i64):
      %58 = linalg.index 3 : index
      %59 = arith.index_cast %58 : index to i64
      %60 = arith.maximumf %in, %out : f32
      %61 = arith.cmpf ogt, %in, %out : f32
      %62 = arith.select %61, %59, %out_155 : i64
      linalg.yield %60, %62 : f32, i64
    }
    %expand_shape_139 = memref.expand_shape %alloc_78 [[0], [1], [2, 3]] output_shape [1, 4, %50, 1] : memref<1x4x?xf32> into memref<1x4x?x1xf32>
    linalg.generic {indexing_maps = [#map7, #map6, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%alloc_76, %expand_shape_139 : memref<1x4x?x?xf32>, memref<1x4x?x1xf32>) outs(%alloc_76 : memref<1x4x?x?xf32>) {
    ^bb0(%in: f32, %in_155: f32, %out: f32):
      %58 = arith.subf %in, %in_155 : f32
      linalg.yield %58 : f32
    }
    linalg.generic {indexing_maps = [#map7, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%alloc_76 : memref<1x4x?x?xf32>) outs(%alloc_76 : memref<1x4x?x?xf32>) {
    ^bb0(%in: f32, %out: f32):
      %58 = math.exp %in : f32
      linalg.yield %58 : f32
    }
    linalg.generic {indexing_maps = [#map7, #map6], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%alloc_76 : memref<1x4x?x?xf32>) outs(%alloc_82 : memref<1x4x?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %58 = arith.addf %in, %out : f32
      linalg.yield %58 : f32
    }
    linalg.generic {indexing_maps = [#map7, #map6, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%alloc_76, %alloc_82 : memref<1x4x?x?xf32>, memref<1x4x?x1xf32>) outs(%alloc_76 : memref<1x4x?x?xf32>) {
    ^bb0(%in: f32, %in_155: f32, %out: f32):
      %58 = arith.divf %in, %in_155 : f32
      linalg.yield %58 : f32
    }
    cf.assert %23, "unimplemented: dynamic negative broadcast sizes"
    cf.assert %23, "unimplemented: dynamic negative broadcast sizes"
    linalg.generic {indexing_maps = [#map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%alloc_84 : memref<1x4x?x?xf32>) {
    ^bb0(%out: f32):
      %58 = linalg.index 1 : index
      %59 = linalg.index 2 : index
      %60 = linalg.index 3 : index
      %61 = arith.cmpi eq, %50, %c1 : index
      %62 = arith.select %61, %c0, %59 : index
      %63 = arith.select %61, %c0, %60 : index
      %64 = memref.load %alloc_76[%c0, %58, %62, %63] : memref<1x4x?x?xf32>
      linalg.yield %64 : f32
    }
    cf.assert %46, "must have at most one inferred (negative) dimension"
    %reshape_140 = memref.reshape %alloc_84(%alloc_85) : (memref<1x4x?x?xf32>, memref<3xi64>) -> memref<4x?x?xf32>
    cf.assert %23, "unimplemented: dynamic negative broadcast sizes"
    linalg.generic {indexing_maps = [#map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%alloc_69 : memref<1x4x?x8xf32>) {
    ^bb0(%out: f32):
      %58 = linalg.index 1 : index
      %59 = linalg.index 2 : index
      %60 = linalg.index 3 : index
      %61 = arith.cmpi eq, %dim, %c1 : index
      %62 = arith.select %61, %c0, %59 : index
      %63 = memref.load %collapse_shape_66[%c0, %58, %62, %60] : memref<1x4x?x8xf32>
      linalg.yield %63 : f32
    }
    cf.assert %52, "mismatching contracting dimension"
    linalg.batch_matmul ins(%reshape_140, %collapse_shape_70 : memref<4x?x?xf32>, memref<4x?x8xf32>) outs(%alloc_87 : memref<4x?x8xf32>)
    %expand_shape_141 = memref.expand_shape %alloc_87 [[0, 1], [2], [3]] output_shape [1, 4, %50, 8] : memref<4x?x8xf32> into memref<1x4x?x8xf32>
    linalg.transpose ins(%expand_shape_141 : memref<1x4x?x8xf32>) outs(%alloc_90 : memref<1x?x4x8xf32>) permutation = [0, 2, 1, 3] 
    cf.assert %30, "must have at most one inferred (negative) dimension"
    %reshape_142 = memref.reshape %alloc_90(%alloc_91) : (memref<1x?x4x8xf32>, memref<3xi64>) -> memref<1x?x32xf32>
    linalg.transpose ins(%8 : memref<32x32xf32>) outs(%alloc_26 : memref<32x32xf32>) permutation = [1, 0] 
    %collapse_shape_143 = memref.collapse_shape %reshape_142 [[0, 1], [2]] : memref<1x?x32xf32> into memref<?x32xf32>
    %alloc_144 = memref.alloc(%56) {alignment = 64 : i64} : memref<?x32xf32>
    linalg.fill ins(%cst_2 : f32) outs(%alloc_144 : memref<?x32xf32>)
    linalg.matmul ins(%collapse_shape_143, %alloc_26 : memref<?x32xf32>, memref<32x32xf32>) outs(%alloc_144 : memref<?x32xf32>)
    %expand_shape_145 = memref.expand_shape %alloc_144 [[0, 1], [2]] output_shape [1, %56, 32] : memref<?x32xf32> into memref<1x?x32xf32>
    cf.assert %57, "mismatched size for broadcast"
    %alloc_146 = memref.alloc(%dim) {alignment = 64 : i64} : memref<1x?x32xf32>
    linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%alloc_109, %expand_shape_145 : memref<1x?x32xf32>, memref<1x?x32xf32>) outs(%alloc_146 : memref<1x?x32xf32>) {
    ^bb0(%in: f32, %in_155: f32, %out: f32):
      %58 = arith.addf %in, %in_155 : f32
      linalg.yield %58 : f32
    }
    linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%alloc_146 : memref<1x?x32xf32>) outs(%alloc_6 : memref<1x?x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %58 = math.fpowi %in, %c2_i64 : f32, i64
      linalg.yield %58 : f32
    }
    %alloc_147 = memref.alloc(%dim) {alignment = 64 : i64} : memref<1x?x1xf32>
    memref.copy %alloc_24, %alloc_147 : memref<1x?x1xf32> to memref<1x?x1xf32>
    linalg.generic {indexing_maps = [#map4, #map11], iterator_types = ["parallel", "parallel", "reduction"]} ins(%alloc_6 : memref<1x?x32xf32>) outs(%alloc_147 : memref<1x?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %58 = arith.addf %in, %out : f32
      linalg.yield %58 : f32
    }
    linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%alloc_147 : memref<1x?x1xf32>) outs(%alloc_18 : memref<1x?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %58 = arith.divf %in, %cst : f32
      linalg.yield %58 : f32
    }
    linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%alloc_18 : memref<1x?x1xf32>) outs(%alloc_18 : memref<1x?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %58 = arith.truncf %cst_0 : f64 to f32
      %59 = arith.addf %in, %58 : f32
      linalg.yield %59 : f32
    }
    linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%alloc_18 : memref<1x?x1xf32>) outs(%alloc_18 : memref<1x?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %58 = math.rsqrt %in : f32
      linalg.yield %58 : f32
    }
    linalg.generic {indexing_maps = [#map4, #map11, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%alloc_146, %alloc_18 : memref<1x?x32xf32>, memref<1x?x1xf32>) outs(%alloc_6 : memref<1x?x32xf32>) {
    ^bb0(%in: f32, %in_155: f32, %out: f32):
      %58 = arith.mulf %in, %in_155 : f32
      linalg.yield %58 : f32
    }
    linalg.generic {indexing_maps = [#map12, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%4, %alloc_6 : memref<32xf32>, memref<1x?x32xf32>) outs(%alloc_6 : memref<1x?x32xf32>) {
    ^bb0(%in: f32, %in_155: f32, %out: f32):
      %58 = arith.mulf %in, %in_155 : f32
      linalg.yield %58 : f32
    }
    linalg.transpose ins(%7 : memref<64x32xf32>) outs(%alloc_98 : memref<32x64xf32>) permutation = [1, 0] 
    %alloc_148 = memref.alloc(%dim) {alignment = 64 : i64} : memref<?x64xf32>
    memref.copy %alloc_99, %alloc_148 : memref<?x64xf32> to memref<?x64xf32>
    linalg.matmul ins(%collapse_shape, %alloc_98 : memref<?x32xf32>, memref<32x64xf32>) outs(%alloc_148 : memref<?x64xf32>)
    %expand_shape_149 = memref.expand_shape %alloc_148 [[0, 1], [2]] output_shape [1, %dim, 64] : memref<?x64xf32> into memref<1x?x64xf32>
    linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expand_shape_149 : memref<1x?x64xf32>) outs(%alloc_102 : memref<1x?x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %58 = arith.negf %in : f32
      %59 = math.exp %58 : f32
      %60 = arith.addf %59, %cst_4 : f32
      %61 = arith.divf %cst_4, %60 : f32
      linalg.yield %61 : f32
    }
    linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expand_shape_149, %alloc_102 : memref<1x?x64xf32>, memref<1x?x64xf32>) outs(%alloc_102 : memref<1x?x64xf32>) {
    ^bb0(%in: f32, %in_155: f32, %out: f32):
      %58 = arith.mulf %in, %in_155 : f32
      linalg.yield %58 : f32
    }
    linalg.transpose ins(%6 : memref<64x32xf32>) outs(%alloc_98 : memref<32x64xf32>) permutation = [1, 0] 
    %alloc_150 = memref.alloc(%dim) {alignment = 64 : i64} : memref<?x64xf32>
    memref.copy %alloc_99, %alloc_150 : memref<?x64xf32> to memref<?x64xf32>
    linalg.matmul ins(%collapse_shape, %alloc_98 : memref<?x32xf32>, memref<32x64xf32>) outs(%alloc_150 : memref<?x64xf32>)
    %expand_shape_151 = memref.expand_shape %alloc_150 [[0, 1], [2]] output_shape [1, %dim, 64] : memref<?x64xf32> into memref<1x?x64xf32>
    linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%alloc_102, %expand_shape_151 : memref<1x?x64xf32>, memref<1x?x64xf32>) outs(%alloc_102 : memref<1x?x64xf32>) {
    ^bb0(%in: f32, %in_155: f32, %out: f32):
      %58 = arith.mulf %in, %in_155 : f32
      linalg.yield %58 : f32
    }
    linalg.transpose ins(%5 : memref<32x64xf32>) outs(%alloc_105 : memref<64x32xf32>) permutation = [1, 0] 
    linalg.matmul ins(%collapse_shape_106, %alloc_105 : memref<?x64xf32>, memref<64x32xf32>) outs(%alloc_27 : memref<?x32xf32>)
    %expand_shape_152 = memref.expand_shape %alloc_27 [[0, 1], [2]] output_shape [1, %dim, 32] : memref<?x32xf32> into memref<1x?x32xf32>
    %alloc_153 = memref.alloc(%dim) {alignment = 64 : i64} : memref<1x?x32xf32>
    linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%alloc_146, %expand_shape_152 : memref<1x?x32xf32>, memref<1x?x32xf32>) outs(%alloc_153 : memref<1x?x32xf32>) {
    ^bb0(%in: f32, %in_155: f32, %out: f32):
      %58 = arith.addf %in, %in_155 : f32
      linalg.yield %58 : f32
    }
    linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%alloc_153 : memref<1x?x32xf32>) outs(%alloc_6 : memref<1x?x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %58 = math.fpowi %in, %c2_i64 : f32, i64
      linalg.yield %58 : f32
    }
    linalg.generic {indexing_maps = [#map4, #map11], iterator_types = ["parallel", "parallel", "reduction"]} ins(%alloc_6 : memref<1x?x32xf32>) outs(%alloc_24 : memref<1x?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %58 = arith.addf %in, %out : f32
      linalg.yield %58 : f32
    }
    linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%alloc_24 : memref<1x?x1xf32>) outs(%alloc_18 : memref<1x?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %58 = arith.divf %in, %cst : f32
      linalg.yield %58 : f32
    }
    linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%alloc_18 : memref<1x?x1xf32>) outs(%alloc_18 : memref<1x?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %58 = arith.truncf %cst_0 : f64 to f32
      %59 = arith.addf %in, %58 : f32
      linalg.yield %59 : f32
    }
    linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%alloc_18 : memref<1x?x1xf32>) outs(%alloc_18 : memref<1x?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %58 = math.rsqrt %in : f32
      linalg.yield %58 : f32
    }
    linalg.generic {indexing_maps = [#map4, #map11, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%alloc_153, %alloc_18 : memref<1x?x32xf32>, memref<1x?x1xf32>) outs(%alloc_6 : memref<1x?x32xf32>) {
    ^bb0(%in: f32, %in_155: f32, %out: f32):
      %58 = arith.mulf %in, %in_155 : f32
      linalg.yield %58 : f32
    }
    linalg.generic {indexing_maps = [#map12, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%4, %alloc_6 : memref<32xf32>, memref<1x?x32xf32>) outs(%alloc_6 : memref<1x?x32xf32>) {
    ^bb0(%in: f32, %in_155: f32, %out: f32):
      %58 = arith.mulf %in, %in_155 : f32
      linalg.yield %58 : f32
    }
    linalg.transpose ins(%3 : memref<64x32xf32>) outs(%alloc_98 : memref<32x64xf32>) permutation = [1, 0] 
    linalg.matmul ins(%collapse_shape, %alloc_98 : memref<?x32xf32>, memref<32x64xf32>) outs(%alloc_99 : memref<?x64xf32>)
    %expand_shape_154 = memref.expand_shape %alloc_99 [[0, 1], [2]] output_shape [1, %dim, 64] : memref<?x64xf32> into memref<1x?x64xf32>
    memref.dealloc %alloc : memref<1x?xi64>
    memref.dealloc %alloc_5 : memref<?xi64>
    memref.dealloc %alloc_6 : memref<1x?x32xf32>
    memref.dealloc %alloc_7 : memref<1x?x32xf32>
    memref.dealloc %alloc_8 : memref<1x?xi1>
    memref.dealloc %alloc_9 : memref<1xi64>
    memref.dealloc %alloc_12 : memref<1x1x?x?xi1>
    memref.dealloc %alloc_14 : memref<1x1x1x?xi1>
    memref.dealloc %alloc_15 : memref<1x1x?x?xi1>
    memref.dealloc %alloc_16 : memref<1x1x?x?xf32>
    memref.dealloc %alloc_18 : memref<1x?x1xf32>
    memref.dealloc %alloc_19 : memref<1x?x4xf32>
    memref.dealloc %alloc_20 : memref<1x?x8xf32>
    memref.dealloc %alloc_22 : memref<1x?x8xf32>
    memref.dealloc %alloc_23 : memref<1x?x8xf32>
    memref.dealloc %alloc_24 : memref<1x?x1xf32>
    memref.dealloc %alloc_25 : memref<1x?x1xf32>
    memref.dealloc %alloc_26 : memref<32x32xf32>
    memref.dealloc %alloc_27 : memref<?x32xf32>
    memref.dealloc %alloc_28 : memref<?x32xf32>
    memref.dealloc %alloc_30 : memref<4xi64>
    memref.dealloc %alloc_31 : memref<1x4x?x8xf32>
    memref.dealloc %alloc_32 : memref<1x4x?x8xf32>
    memref.dealloc %alloc_33 : memref<32x16xf32>
    memref.dealloc %alloc_34 : memref<?x16xf32>
    memref.dealloc %alloc_35 : memref<?x16xf32>
    memref.dealloc %alloc_37 : memref<4xi64>
    memref.dealloc %alloc_39 : memref<1x2x?x8xf32>
    memref.dealloc %alloc_40 : memref<1x2x?x8xf32>
    memref.dealloc %alloc_41 : memref<?x16xf32>
    memref.dealloc %alloc_44 : memref<1x2x?x8xf32>
    memref.dealloc %alloc_49 : memref<1x4x?x4xf32>
    memref.dealloc %alloc_50 : memref<1x4x?x8xf32>
    memref.dealloc %alloc_53 : memref<1x4x?x8xf32>
    memref.dealloc %alloc_56 : memref<1x2x?x4xf32>
    memref.dealloc %alloc_57 : memref<1x2x?x8xf32>
    memref.dealloc %alloc_60 : memref<1x2x?x8xf32>
    memref.dealloc %alloc_62 : memref<1x2x2x?x8xf32>
    memref.dealloc %alloc_63 : memref<1x2x2x?x8xf32>
    memref.dealloc %alloc_67 : memref<1x4x8x?xf32>
    memref.dealloc %alloc_68 : memref<1x4x8x?xf32>
    memref.dealloc %alloc_69 : memref<1x4x?x8xf32>
    memref.dealloc %alloc_72 : memref<4x?x?xf32>
    memref.dealloc %alloc_73 : memref<4x?x?xf32>
    memref.dealloc %alloc_74 : memref<4xi64>
    memref.dealloc %alloc_76 : memref<1x4x?x?xf32>
    memref.dealloc %alloc_77 : memref<1x4x?xi64>
    memref.dealloc %alloc_78 : memref<1x4x?xf32>
    memref.dealloc %alloc_79 : memref<1x4x?xf32>
    memref.dealloc %alloc_80 : memref<1x4x?xi64>
    memref.dealloc %alloc_82 : memref<1x4x?x1xf32>
    memref.dealloc %alloc_83 : memref<1x4x?x1xf32>
    memref.dealloc %alloc_84 : memref<1x4x?x?xf32>
    memref.dealloc %alloc_85 : memref<3xi64>
    memref.dealloc %alloc_87 : memref<4x?x8xf32>
    memref.dealloc %alloc_88 : memref<4x?x8xf32>
    memref.dealloc %alloc_90 : memref<1x?x4x8xf32>
    memref.dealloc %alloc_91 : memref<3xi64>
    memref.dealloc %alloc_94 : memref<?x32xf32>
    memref.dealloc %alloc_96 : memref<1x?x32xf32>
    memref.dealloc %alloc_97 : memref<1x?x1xf32>
    memref.dealloc %alloc_98 : memref<32x64xf32>
    memref.dealloc %alloc_100 : memref<?x64xf32>
    memref.dealloc %alloc_102 : memref<1x?x64xf32>
    memref.dealloc %alloc_103 : memref<?x64xf32>
    memref.dealloc %alloc_105 : memref<64x32xf32>
    memref.dealloc %alloc_107 : memref<?x32xf32>
    memref.dealloc %alloc_109 : memref<1x?x32xf32>
    memref.dealloc %alloc_110 : memref<1x?x1xf32>
    memref.dealloc %alloc_111 : memref<?x32xf32>
    memref.dealloc %alloc_114 : memref<1x4x?x8xf32>
    memref.dealloc %alloc_115 : memref<?x16xf32>
    memref.dealloc %alloc_118 : memref<1x2x?x8xf32>
    memref.dealloc %alloc_121 : memref<1x2x?x8xf32>
    memref.dealloc %alloc_124 : memref<1x4x?x8xf32>
    memref.dealloc %alloc_127 : memref<1x4x?x8xf32>
    memref.dealloc %alloc_130 : memref<1x2x?x8xf32>
    memref.dealloc %alloc_133 : memref<1x2x?x8xf32>
    memref.dealloc %alloc_134 : memref<1x2x2x?x8xf32>
    memref.dealloc %alloc_137 : memref<1x4x8x?xf32>
    memref.dealloc %alloc_144 : memref<?x32xf32>
    memref.dealloc %alloc_146 : memref<1x?x32xf32>
    memref.dealloc %alloc_147 : memref<1x?x1xf32>
    memref.dealloc %alloc_148 : memref<?x64xf32>
    memref.dealloc %alloc_150 : memref<?x64xf32>
    memref.dealloc %alloc_153 : memref<1x?x32xf32>
    return %expand_shape_154 : memref<1x?x64xf32>
  }
}


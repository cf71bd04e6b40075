#map = affine_map<(d0, d1) -> ()>
#map1 = affine_map<(d0, d1) -> (d0, d1)>
#map2 = affine_map<(d0) -> (d0)>
#map3 = affine_map<(d0, d1, d2) -> (d0, d1)>
#map4 = affine_map<(d0, d1, d2) -> (d0, d1, d2)>
#map5 = affine_map<(d0, d1, d2, d3) -> (d0, d1, 0, d3)>
#map6 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, 0)>
#map7 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>
#map8 = affine_map<(d0, d1, d2, d3) -> ()>
#map9 = affine_map<(d0, d1, d2, d3) -> (d0, 0, 0, 0)>
#map10 = affine_map<(d0, d1, d2, d3) -> (0, 0, 0, d3)>
#map11 = affine_map<(d0, d1, d2, d3) -> (0, d1, d2, d3)>
#map12 = affine_map<(d0, d1, d2) -> (d0, d1, 0)>
#map13 = affine_map<(d0, d1, d2) -> (d2)>
#map14 = affine_map<(d0, d1, d2, d3) -> (0, 0, d2, d3)>
#map15 = affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3, d4)>
#map16 = affine_map<(d0, d1, d2, d3) -> (d0, 0, d2, d3)>
#map17 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>
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
  func.func @main_graph(%arg0: memref<?x?xi64>) -> memref<?x?x64xf32> {
    %c2 = arith.constant 2 : index
    %cst = arith.constant 3.200000e+01 : f32
    %cst_0 = arith.constant 9.9999999999999995E-7 : f64
    %cst_1 = arith.constant 0.35355339059327379 : f64
    %c32_i64 = arith.constant 32 : i64
    %c2_i64 = arith.constant 2 : i64
    %c4_i64 = arith.constant 4 : i64
    %c1_i64 = arith.constant 1 : i64
    %c0_i64 = arith.constant 0 : i64
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c64 = arith.constant 64 : index
    %c3 = arith.constant 3 : index
    %cst_2 = arith.constant 0.000000e+00 : f32
    %c8_i64 = arith.constant 8 : i64
    %c16_i64 = arith.constant 16 : i64
    %cst_3 = arith.constant 0xFF800000 : f32
    %c64_i64 = arith.constant 64 : i64
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
    %dim = memref.dim %arg0, %c0 : memref<?x?xi64>
    %22 = arith.index_cast %dim : index to i64
    %dim_5 = memref.dim %arg0, %c1 : memref<?x?xi64>
    %23 = arith.index_cast %dim_5 : index to i64
    %24 = arith.cmpi sge, %22, %c0_i64 : i64
    cf.assert %24, "negative values not allowed in new dimensions"
    %25 = arith.cmpi sge, %23, %c0_i64 : i64
    cf.assert %25, "negative values not allowed in new dimensions"
    %alloc = memref.alloc(%dim, %dim_5) {alignment = 64 : i64} : memref<?x?xi64>
    linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel"]} ins(%21 : memref<i64>) outs(%alloc : memref<?x?xi64>) {
    ^bb0(%in: i64, %out: i64):
      linalg.yield %in : i64
    }
    %alloc_6 = memref.alloc(%dim_5) {alignment = 64 : i64} : memref<?xi64>
    linalg.generic {indexing_maps = [#map2], iterator_types = ["parallel"]} outs(%alloc_6 : memref<?xi64>) {
    ^bb0(%out: i64):
      %161 = linalg.index 0 : index
      %162 = arith.index_cast %161 : index to i64
      linalg.yield %162 : i64
    }
    %alloc_7 = memref.alloc(%dim, %dim_5) {alignment = 64 : i64} : memref<?x?x32xf32>
    %alloc_8 = memref.alloc(%dim, %dim_5) {alignment = 64 : i64} : memref<?x?x32xf32>
    linalg.generic {indexing_maps = [#map3, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg0 : memref<?x?xi64>) outs(%alloc_8 : memref<?x?x32xf32>) {
    ^bb0(%in: i64, %out: f32):
      %161 = arith.index_cast %in : i64 to index
      %162 = linalg.index 2 : index
      %163 = arith.cmpi slt, %161, %c64 : index
      cf.assert %163, "index must be smaller than dim size"
      %164 = arith.cmpi sge, %in, %c0_i64 : i64
      cf.assert %164, "index must be larger or equal to 0"
      %165 = memref.load %20[%161, %162] : memref<64x32xf32>
      linalg.yield %165 : f32
    }
    %alloc_9 = memref.alloc(%dim, %dim_5) {alignment = 64 : i64} : memref<?x?xi1>
    linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%alloc : memref<?x?xi64>) outs(%alloc_9 : memref<?x?xi1>) {
    ^bb0(%in: i64, %out: i1):
      %161 = arith.cmpi ne, %in, %c0_i64 : i64
      linalg.yield %161 : i1
    }
    %alloc_10 = memref.alloc(%dim) {alignment = 64 : i64} : memref<?xi64>
    linalg.generic {indexing_maps = [#map2], iterator_types = ["parallel"]} outs(%alloc_10 : memref<?xi64>) {
    ^bb0(%out: i64):
      %161 = linalg.index 0 : index
      %162 = arith.index_cast %161 : index to i64
      linalg.yield %162 : i64
    }
    %expand_shape = memref.expand_shape %alloc_10 [[0, 1, 2, 3]] output_shape [%dim, 1, 1, 1] : memref<?xi64> into memref<?x1x1x1xi64>
    %expand_shape_11 = memref.expand_shape %alloc_6 [[0, 1, 2, 3]] output_shape [1, 1, %dim_5, 1] : memref<?xi64> into memref<1x1x?x1xi64>
    %expand_shape_12 = memref.expand_shape %alloc_6 [[0, 1, 2, 3]] output_shape [1, 1, 1, %dim_5] : memref<?xi64> into memref<1x1x1x?xi64>
    %alloc_13 = memref.alloc(%dim_5, %dim_5) {alignment = 64 : i64} : memref<1x1x?x?xi1>
    linalg.generic {indexing_maps = [#map5, #map6, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expand_shape_12, %expand_shape_11 : memref<1x1x1x?xi64>, memref<1x1x?x1xi64>) outs(%alloc_13 : memref<1x1x?x?xi1>) {
    ^bb0(%in: i64, %in_168: i64, %out: i1):
      %161 = arith.cmpi sle, %in, %in_168 : i64
      linalg.yield %161 : i1
    }
    linalg.generic {indexing_maps = [#map8, #map7, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%2, %alloc_13 : memref<i1>, memref<1x1x?x?xi1>) outs(%alloc_13 : memref<1x1x?x?xi1>) {
    ^bb0(%in: i1, %in_168: i1, %out: i1):
      %161 = arith.andi %in, %in_168 : i1
      linalg.yield %161 : i1
    }
    %dim_14 = memref.dim %expand_shape, %c0 : memref<?x1x1x1xi64>
    %dim_15 = memref.dim %expand_shape_12, %c3 : memref<1x1x1x?xi64>
    %alloc_16 = memref.alloc(%dim_14, %dim_15) {alignment = 64 : i64} : memref<?x1x1x?xi1>
    linalg.generic {indexing_maps = [#map9, #map10, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expand_shape, %expand_shape_12 : memref<?x1x1x1xi64>, memref<1x1x1x?xi64>) outs(%alloc_16 : memref<?x1x1x?xi1>) {
    ^bb0(%in: i64, %in_168: i64, %out: i1):
      %161 = arith.cmpi slt, %in, %c0_i64 : i64
      %162 = arith.addi %in, %22 : i64
      %163 = arith.select %161, %162, %in : i64
      %164 = arith.index_cast %163 : i64 to index
      %165 = arith.cmpi slt, %in_168, %c0_i64 : i64
      %166 = arith.addi %in_168, %23 : i64
      %167 = arith.select %165, %166, %in_168 : i64
      %168 = arith.index_cast %167 : i64 to index
      %169 = memref.load %alloc_9[%164, %168] : memref<?x?xi1>
      linalg.yield %169 : i1
    }
    %26 = arith.cmpi eq, %dim_5, %dim_15 : index
    cf.assert %26, "mismatched size for broadcast"
    %alloc_17 = memref.alloc(%dim_14, %dim_5, %dim_5) {alignment = 64 : i64} : memref<?x1x?x?xi1>
    linalg.generic {indexing_maps = [#map11, #map5, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%alloc_13, %alloc_16 : memref<1x1x?x?xi1>, memref<?x1x1x?xi1>) outs(%alloc_17 : memref<?x1x?x?xi1>) {
    ^bb0(%in: i1, %in_168: i1, %out: i1):
      %161 = arith.andi %in, %in_168 : i1
      linalg.yield %161 : i1
    }
    cf.assert %24, "unimplemented: dynamic negative broadcast sizes"
    cf.assert %25, "unimplemented: dynamic negative broadcast sizes"
    cf.assert %25, "unimplemented: dynamic negative broadcast sizes"
    %alloc_18 = memref.alloc(%dim, %dim_5, %dim_5) {alignment = 64 : i64} : memref<?x1x?x?xi1>
    linalg.generic {indexing_maps = [#map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%alloc_18 : memref<?x1x?x?xi1>) {
    ^bb0(%out: i1):
      %161 = linalg.index 0 : index
      %162 = linalg.index 2 : index
      %163 = linalg.index 3 : index
      %164 = arith.cmpi eq, %dim_14, %c1 : index
      %165 = arith.select %164, %c0, %161 : index
      %166 = arith.cmpi eq, %dim_5, %c1 : index
      %167 = arith.select %166, %c0, %162 : index
      %168 = arith.select %166, %c0, %163 : index
      %169 = memref.load %alloc_17[%165, %c0, %167, %168] : memref<?x1x?x?xi1>
      linalg.yield %169 : i1
    }
    %alloc_19 = memref.alloc(%dim, %dim_5, %dim_5) {alignment = 64 : i64} : memref<?x1x?x?xf32>
    linalg.generic {indexing_maps = [#map7, #map8, #map8, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%alloc_18, %1, %0 : memref<?x1x?x?xi1>, memref<f32>, memref<f32>) outs(%alloc_19 : memref<?x1x?x?xf32>) {
    ^bb0(%in: i1, %in_168: f32, %in_169: f32, %out: f32):
      %161 = arith.select %in, %in_168, %in_169 : f32
      linalg.yield %161 : f32
    }
    %expand_shape_20 = memref.expand_shape %alloc_6 [[0, 1, 2]] output_shape [1, %dim_5, 1] : memref<?xi64> into memref<1x?x1xi64>
    %alloc_21 = memref.alloc(%dim_5) {alignment = 64 : i64} : memref<1x?x1xf32>
    linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expand_shape_20 : memref<1x?x1xi64>) outs(%alloc_21 : memref<1x?x1xf32>) {
    ^bb0(%in: i64, %out: f32):
      %161 = arith.sitofp %in : i64 to f32
      linalg.yield %161 : f32
    }
    %alloc_22 = memref.alloc(%dim_5) {alignment = 64 : i64} : memref<1x?x4xf32>
    linalg.generic {indexing_maps = [#map12, #map13, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%alloc_21, %19 : memref<1x?x1xf32>, memref<4xf32>) outs(%alloc_22 : memref<1x?x4xf32>) {
    ^bb0(%in: f32, %in_168: f32, %out: f32):
      %161 = arith.mulf %in, %in_168 : f32
      linalg.yield %161 : f32
    }
    %alloc_23 = memref.alloc(%dim_5) {alignment = 64 : i64} : memref<1x?x8xf32>
    %subview = memref.subview %alloc_23[0, 0, 0] [1, %dim_5, 4] [1, 1, 1] : memref<1x?x8xf32> to memref<1x?x4xf32, strided<[?, 8, 1]>>
    memref.copy %alloc_22, %subview : memref<1x?x4xf32> to memref<1x?x4xf32, strided<[?, 8, 1]>>
    %subview_24 = memref.subview %alloc_23[0, 0, 4] [1, %dim_5, 4] [1, 1, 1] : memref<1x?x8xf32> to memref<1x?x4xf32, strided<[?, 8, 1], offset: 4>>
    memref.copy %alloc_22, %subview_24 : memref<1x?x4xf32> to memref<1x?x4xf32, strided<[?, 8, 1], offset: 4>>
    %alloc_25 = memref.alloc(%dim_5) {alignment = 64 : i64} : memref<1x?x8xf32>
    %alloc_26 = memref.alloc(%dim_5) {alignment = 64 : i64} : memref<1x?x8xf32>
    linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%alloc_23 : memref<1x?x8xf32>) outs(%alloc_26 : memref<1x?x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %161 = math.cos %in : f32
      linalg.yield %161 : f32
    }
    linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%alloc_23 : memref<1x?x8xf32>) outs(%alloc_25 : memref<1x?x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %161 = math.sin %in : f32
      linalg.yield %161 : f32
    }
    linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%alloc_8 : memref<?x?x32xf32>) outs(%alloc_7 : memref<?x?x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %161 = math.fpowi %in, %c2_i64 : f32, i64
      linalg.yield %161 : f32
    }
    %alloc_27 = memref.alloc(%dim, %dim_5) {alignment = 64 : i64} : memref<?x?x1xf32>
    %alloc_28 = memref.alloc(%dim, %dim_5) {alignment = 64 : i64} : memref<?x?x1xf32>
    linalg.fill ins(%cst_2 : f32) outs(%alloc_28 : memref<?x?x1xf32>)
    %alloc_29 = memref.alloc(%dim, %dim_5) {alignment = 64 : i64} : memref<?x?x1xf32>
    memref.copy %alloc_28, %alloc_29 : memref<?x?x1xf32> to memref<?x?x1xf32>
    linalg.generic {indexing_maps = [#map4, #map12], iterator_types = ["parallel", "parallel", "reduction"]} ins(%alloc_7 : memref<?x?x32xf32>) outs(%alloc_29 : memref<?x?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %161 = arith.addf %in, %out : f32
      linalg.yield %161 : f32
    }
    linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%alloc_29 : memref<?x?x1xf32>) outs(%alloc_27 : memref<?x?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %161 = arith.divf %in, %cst : f32
      linalg.yield %161 : f32
    }
    linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%alloc_27 : memref<?x?x1xf32>) outs(%alloc_27 : memref<?x?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %161 = arith.truncf %cst_0 : f64 to f32
      %162 = arith.addf %in, %161 : f32
      linalg.yield %162 : f32
    }
    linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%alloc_27 : memref<?x?x1xf32>) outs(%alloc_27 : memref<?x?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %161 = math.rsqrt %in : f32
      linalg.yield %161 : f32
    }
    %alloc_30 = memref.alloc(%dim) {alignment = 64 : i64} : memref<?x1x32xf32>
    linalg.generic {indexing_maps = [#map4, #map12, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%alloc_8, %alloc_27 : memref<?x?x32xf32>, memref<?x?x1xf32>) outs(%alloc_30 : memref<?x1x32xf32>) {
    ^bb0(%in: f32, %in_168: f32, %out: f32):
      %161 = arith.mulf %in, %in_168 : f32
      linalg.yield %161 : f32
    }
    linalg.generic {indexing_maps = [#map13, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%4, %alloc_30 : memref<32xf32>, memref<?x1x32xf32>) outs(%alloc_30 : memref<?x1x32xf32>) {
    ^bb0(%in: f32, %in_168: f32, %out: f32):
      %161 = arith.mulf %in, %in_168 : f32
      linalg.yield %161 : f32
    }
    %alloc_31 = memref.alloc() {alignment = 64 : i64} : memref<32x32xf32>
    linalg.transpose ins(%18 : memref<32x32xf32>) outs(%alloc_31 : memref<32x32xf32>) permutation = [1, 0] 
    %collapse_shape = memref.collapse_shape %alloc_30 [[0], [1, 2]] : memref<?x1x32xf32> into memref<?x32xf32>
    %alloc_32 = memref.alloc(%dim) {alignment = 64 : i64} : memref<?x32xf32>
    linalg.fill ins(%cst_2 : f32) outs(%alloc_32 : memref<?x32xf32>)
    %alloc_33 = memref.alloc(%dim) {alignment = 64 : i64} : memref<?x32xf32>
    memref.copy %alloc_32, %alloc_33 : memref<?x32xf32> to memref<?x32xf32>
    linalg.matmul ins(%collapse_shape, %alloc_31 : memref<?x32xf32>, memref<32x32xf32>) outs(%alloc_33 : memref<?x32xf32>)
    %27 = arith.cmpi slt, %22, %c0_i64 : i64
    %28 = arith.select %27, %c1_i64, %22 : i64
    %29 = arith.extui %27 : i1 to i64
    %30 = arith.muli %28, %23 : i64
    %31 = arith.addi %29, %c1_i64 : i64
    %32 = arith.cmpi slt, %23, %c0_i64 : i64
    %33 = arith.select %32, %28, %30 : i64
    %34 = arith.select %32, %31, %29 : i64
    %35 = arith.muli %33, %c32_i64 : i64
    %36 = arith.cmpi sle, %34, %c1_i64 : i64
    cf.assert %36, "must have at most one inferred (negative) dimension"
    %37 = arith.muli %22, %c32_i64 : i64
    %38 = arith.divsi %37, %35 : i64
    %39 = arith.select %27, %38, %22 : i64
    %40 = arith.select %32, %38, %23 : i64
    %41 = arith.addi %34, %c1_i64 : i64
    %42 = arith.muli %33, %c8_i64 : i64
    %43 = arith.cmpi sle, %41, %c1_i64 : i64
    cf.assert %43, "must have at most one inferred (negative) dimension"
    %44 = arith.muli %39, %40 : i64
    %45 = arith.muli %44, %c32_i64 : i64
    %46 = arith.divsi %45, %42 : i64
    %47 = arith.select %27, %46, %22 : i64
    %48 = arith.select %32, %46, %23 : i64
    %alloc_34 = memref.alloc() {alignment = 64 : i64} : memref<4xi64>
    memref.store %47, %alloc_34[%c0] : memref<4xi64>
    memref.store %48, %alloc_34[%c1] : memref<4xi64>
    memref.store %46, %alloc_34[%c2] : memref<4xi64>
    memref.store %c8_i64, %alloc_34[%c3] : memref<4xi64>
    %reshape = memref.reshape %alloc_33(%alloc_34) : (memref<?x32xf32>, memref<4xi64>) -> memref<?x?x4x8xf32>
    %49 = arith.index_cast %47 : i64 to index
    %50 = arith.index_cast %48 : i64 to index
    %alloc_35 = memref.alloc(%49, %50) {alignment = 64 : i64} : memref<?x4x?x8xf32>
    %alloc_36 = memref.alloc(%49, %50) {alignment = 64 : i64} : memref<?x4x?x8xf32>
    linalg.transpose ins(%reshape : memref<?x?x4x8xf32>) outs(%alloc_36 : memref<?x4x?x8xf32>) permutation = [0, 2, 1, 3] 
    %alloc_37 = memref.alloc() {alignment = 64 : i64} : memref<32x16xf32>
    linalg.transpose ins(%17 : memref<16x32xf32>) outs(%alloc_37 : memref<32x16xf32>) permutation = [1, 0] 
    %alloc_38 = memref.alloc(%dim) {alignment = 64 : i64} : memref<?x16xf32>
    linalg.fill ins(%cst_2 : f32) outs(%alloc_38 : memref<?x16xf32>)
    %alloc_39 = memref.alloc(%dim) {alignment = 64 : i64} : memref<?x16xf32>
    memref.copy %alloc_38, %alloc_39 : memref<?x16xf32> to memref<?x16xf32>
    linalg.matmul ins(%collapse_shape, %alloc_37 : memref<?x32xf32>, memref<32x16xf32>) outs(%alloc_39 : memref<?x16xf32>)
    %51 = arith.muli %33, %c16_i64 : i64
    cf.assert %36, "must have at most one inferred (negative) dimension"
    %52 = arith.muli %22, %c16_i64 : i64
    %53 = arith.divsi %52, %51 : i64
    %54 = arith.select %27, %53, %22 : i64
    %55 = arith.select %32, %53, %23 : i64
    cf.assert %43, "must have at most one inferred (negative) dimension"
    %56 = arith.muli %54, %55 : i64
    %57 = arith.muli %56, %c16_i64 : i64
    %58 = arith.divsi %57, %42 : i64
    %59 = arith.select %27, %58, %22 : i64
    %60 = arith.select %32, %58, %23 : i64
    %alloc_40 = memref.alloc() {alignment = 64 : i64} : memref<4xi64>
    memref.store %59, %alloc_40[%c0] : memref<4xi64>
    memref.store %60, %alloc_40[%c1] : memref<4xi64>
    memref.store %58, %alloc_40[%c2] : memref<4xi64>
    memref.store %c8_i64, %alloc_40[%c3] : memref<4xi64>
    %reshape_41 = memref.reshape %alloc_39(%alloc_40) : (memref<?x16xf32>, memref<4xi64>) -> memref<?x?x2x8xf32>
    %61 = arith.index_cast %59 : i64 to index
    %62 = arith.index_cast %60 : i64 to index
    %alloc_42 = memref.alloc(%61, %62) {alignment = 64 : i64} : memref<?x2x?x8xf32>
    %alloc_43 = memref.alloc(%61, %62) {alignment = 64 : i64} : memref<?x2x?x8xf32>
    linalg.transpose ins(%reshape_41 : memref<?x?x2x8xf32>) outs(%alloc_43 : memref<?x2x?x8xf32>) permutation = [0, 2, 1, 3] 
    linalg.transpose ins(%16 : memref<16x32xf32>) outs(%alloc_37 : memref<32x16xf32>) permutation = [1, 0] 
    %alloc_44 = memref.alloc(%dim) {alignment = 64 : i64} : memref<?x16xf32>
    memref.copy %alloc_38, %alloc_44 : memref<?x16xf32> to memref<?x16xf32>
    linalg.matmul ins(%collapse_shape, %alloc_37 : memref<?x32xf32>, memref<32x16xf32>) outs(%alloc_44 : memref<?x16xf32>)
    cf.assert %36, "must have at most one inferred (negative) dimension"
    cf.assert %43, "must have at most one inferred (negative) dimension"
    %reshape_45 = memref.reshape %alloc_44(%alloc_40) : (memref<?x16xf32>, memref<4xi64>) -> memref<?x?x2x8xf32>
    %alloc_46 = memref.alloc(%61, %62) {alignment = 64 : i64} : memref<?x2x?x8xf32>
    linalg.transpose ins(%reshape_45 : memref<?x?x2x8xf32>) outs(%alloc_46 : memref<?x2x?x8xf32>) permutation = [0, 2, 1, 3] 
    %expand_shape_47 = memref.expand_shape %alloc_26 [[0], [1, 2], [3]] output_shape [1, 1, %dim_5, 8] : memref<1x?x8xf32> into memref<1x1x?x8xf32>
    %expand_shape_48 = memref.expand_shape %alloc_25 [[0], [1, 2], [3]] output_shape [1, 1, %dim_5, 8] : memref<1x?x8xf32> into memref<1x1x?x8xf32>
    %63 = arith.cmpi eq, %50, %dim_5 : index
    cf.assert %63, "mismatched size for broadcast"
    linalg.generic {indexing_maps = [#map7, #map14, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%alloc_36, %expand_shape_47 : memref<?x4x?x8xf32>, memref<1x1x?x8xf32>) outs(%alloc_35 : memref<?x4x?x8xf32>) {
    ^bb0(%in: f32, %in_168: f32, %out: f32):
      %161 = arith.mulf %in, %in_168 : f32
      linalg.yield %161 : f32
    }
    %subview_49 = memref.subview %alloc_36[0, 0, 0, 0] [%49, 4, %50, 4] [1, 1, 1, 1] : memref<?x4x?x8xf32> to memref<?x4x?x4xf32, strided<[?, ?, 8, 1]>>
    %subview_50 = memref.subview %alloc_36[0, 0, 0, 4] [%49, 4, %50, 4] [1, 1, 1, 1] : memref<?x4x?x8xf32> to memref<?x4x?x4xf32, strided<[?, ?, 8, 1], offset: 4>>
    %alloc_51 = memref.alloc(%49, %50) {alignment = 64 : i64} : memref<?x4x?x4xf32>
    linalg.generic {indexing_maps = [#map7, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%subview_50 : memref<?x4x?x4xf32, strided<[?, ?, 8, 1], offset: 4>>) outs(%alloc_51 : memref<?x4x?x4xf32>) {
    ^bb0(%in: f32, %out: f32):
      %161 = arith.negf %in : f32
      linalg.yield %161 : f32
    }
    %alloc_52 = memref.alloc(%49, %50) {alignment = 64 : i64} : memref<?x4x?x8xf32>
    %subview_53 = memref.subview %alloc_52[0, 0, 0, 0] [%49, 4, %50, 4] [1, 1, 1, 1] : memref<?x4x?x8xf32> to memref<?x4x?x4xf32, strided<[?, ?, 8, 1]>>
    memref.copy %alloc_51, %subview_53 : memref<?x4x?x4xf32> to memref<?x4x?x4xf32, strided<[?, ?, 8, 1]>>
    %subview_54 = memref.subview %alloc_52[0, 0, 0, 4] [%49, 4, %50, 4] [1, 1, 1, 1] : memref<?x4x?x8xf32> to memref<?x4x?x4xf32, strided<[?, ?, 8, 1], offset: 4>>
    memref.copy %subview_49, %subview_54 : memref<?x4x?x4xf32, strided<[?, ?, 8, 1]>> to memref<?x4x?x4xf32, strided<[?, ?, 8, 1], offset: 4>>
    cf.assert %63, "mismatched size for broadcast"
    %alloc_55 = memref.alloc(%49, %50) {alignment = 64 : i64} : memref<?x4x?x8xf32>
    linalg.generic {indexing_maps = [#map7, #map14, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%alloc_52, %expand_shape_48 : memref<?x4x?x8xf32>, memref<1x1x?x8xf32>) outs(%alloc_55 : memref<?x4x?x8xf32>) {
    ^bb0(%in: f32, %in_168: f32, %out: f32):
      %161 = arith.mulf %in, %in_168 : f32
      linalg.yield %161 : f32
    }
    linalg.generic {indexing_maps = [#map7, #map7, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%alloc_35, %alloc_55 : memref<?x4x?x8xf32>, memref<?x4x?x8xf32>) outs(%alloc_35 : memref<?x4x?x8xf32>) {
    ^bb0(%in: f32, %in_168: f32, %out: f32):
      %161 = arith.addf %in, %in_168 : f32
      linalg.yield %161 : f32
    }
    %64 = arith.cmpi eq, %62, %dim_5 : index
    cf.assert %64, "mismatched size for broadcast"
    linalg.generic {indexing_maps = [#map7, #map14, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%alloc_43, %expand_shape_47 : memref<?x2x?x8xf32>, memref<1x1x?x8xf32>) outs(%alloc_42 : memref<?x2x?x8xf32>) {
    ^bb0(%in: f32, %in_168: f32, %out: f32):
      %161 = arith.mulf %in, %in_168 : f32
      linalg.yield %161 : f32
    }
    %subview_56 = memref.subview %alloc_43[0, 0, 0, 0] [%61, 2, %62, 4] [1, 1, 1, 1] : memref<?x2x?x8xf32> to memref<?x2x?x4xf32, strided<[?, ?, 8, 1]>>
    %subview_57 = memref.subview %alloc_43[0, 0, 0, 4] [%61, 2, %62, 4] [1, 1, 1, 1] : memref<?x2x?x8xf32> to memref<?x2x?x4xf32, strided<[?, ?, 8, 1], offset: 4>>
    %alloc_58 = memref.alloc(%61, %62) {alignment = 64 : i64} : memref<?x2x?x4xf32>
    linalg.generic {indexing_maps = [#map7, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%subview_57 : memref<?x2x?x4xf32, strided<[?, ?, 8, 1], offset: 4>>) outs(%alloc_58 : memref<?x2x?x4xf32>) {
    ^bb0(%in: f32, %out: f32):
      %161 = arith.negf %in : f32
      linalg.yield %161 : f32
    }
    %alloc_59 = memref.alloc(%61, %62) {alignment = 64 : i64} : memref<?x2x?x8xf32>
    %subview_60 = memref.subview %alloc_59[0, 0, 0, 0] [%61, 2, %62, 4] [1, 1, 1, 1] : memref<?x2x?x8xf32> to memref<?x2x?x4xf32, strided<[?, ?, 8, 1]>>
    memref.copy %alloc_58, %subview_60 : memref<?x2x?x4xf32> to memref<?x2x?x4xf32, strided<[?, ?, 8, 1]>>
    %subview_61 = memref.subview %alloc_59[0, 0, 0, 4] [%61, 2, %62, 4] [1, 1, 1, 1] : memref<?x2x?x8xf32> to memref<?x2x?x4xf32, strided<[?, ?, 8, 1], offset: 4>>
    memref.copy %subview_56, %subview_61 : memref<?x2x?x4xf32, strided<[?, ?, 8, 1]>> to memref<?x2x?x4xf32, strided<[?, ?, 8, 1], offset: 4>>
    cf.assert %64, "mismatched size for broadcast"
    %alloc_62 = memref.alloc(%61, %62) {alignment = 64 : i64} : memref<?x2x?x8xf32>
    linalg.generic {indexing_maps = [#map7, #map14, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%alloc_59, %expand_shape_48 : memref<?x2x?x8xf32>, memref<1x1x?x8xf32>) outs(%alloc_62 : memref<?x2x?x8xf32>) {
    ^bb0(%in: f32, %in_168: f32, %out: f32):
      %161 = arith.mulf %in, %in_168 : f32
      linalg.yield %161 : f32
    }
    linalg.generic {indexing_maps = [#map7, #map7, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%alloc_42, %alloc_62 : memref<?x2x?x8xf32>, memref<?x2x?x8xf32>) outs(%alloc_42 : memref<?x2x?x8xf32>) {
    ^bb0(%in: f32, %in_168: f32, %out: f32):
      %161 = arith.addf %in, %in_168 : f32
      linalg.yield %161 : f32
    }
    %expand_shape_63 = memref.expand_shape %alloc_42 [[0], [1], [2, 3], [4]] output_shape [%61, 2, 1, %62, 8] : memref<?x2x?x8xf32> into memref<?x2x1x?x8xf32>
    cf.assert %24, "unimplemented: dynamic negative broadcast sizes"
    cf.assert %25, "unimplemented: dynamic negative broadcast sizes"
    %alloc_64 = memref.alloc(%dim, %dim_5) {alignment = 64 : i64} : memref<?x2x2x?x8xf32>
    %alloc_65 = memref.alloc(%dim, %dim_5) {alignment = 64 : i64} : memref<?x2x2x?x8xf32>
    linalg.generic {indexing_maps = [#map15], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel"]} outs(%alloc_65 : memref<?x2x2x?x8xf32>) {
    ^bb0(%out: f32):
      %161 = linalg.index 0 : index
      %162 = linalg.index 1 : index
      %163 = linalg.index 3 : index
      %164 = linalg.index 4 : index
      %165 = arith.cmpi eq, %61, %c1 : index
      %166 = arith.select %165, %c0, %161 : index
      %167 = arith.cmpi eq, %62, %c1 : index
      %168 = arith.select %167, %c0, %163 : index
      %169 = memref.load %expand_shape_63[%166, %162, %c0, %168, %164] : memref<?x2x1x?x8xf32>
      linalg.yield %169 : f32
    }
    %65 = arith.muli %28, %c4_i64 : i64
    %66 = arith.muli %65, %23 : i64
    %67 = arith.select %32, %65, %66 : i64
    %68 = arith.muli %67, %c8_i64 : i64
    cf.assert %36, "must have at most one inferred (negative) dimension"
    %69 = arith.muli %22, %c4_i64 : i64
    %70 = arith.muli %69, %23 : i64
    %71 = arith.muli %70, %c8_i64 : i64
    %72 = arith.divsi %71, %68 : i64
    %73 = arith.select %27, %72, %22 : i64
    %74 = arith.select %32, %72, %23 : i64
    %alloc_66 = memref.alloc() {alignment = 64 : i64} : memref<4xi64>
    memref.store %73, %alloc_66[%c0] : memref<4xi64>
    memref.store %c4_i64, %alloc_66[%c1] : memref<4xi64>
    memref.store %74, %alloc_66[%c2] : memref<4xi64>
    memref.store %c8_i64, %alloc_66[%c3] : memref<4xi64>
    %reshape_67 = memref.reshape %alloc_65(%alloc_66) : (memref<?x2x2x?x8xf32>, memref<4xi64>) -> memref<?x4x?x8xf32>
    %expand_shape_68 = memref.expand_shape %alloc_46 [[0], [1], [2, 3], [4]] output_shape [%61, 2, 1, %62, 8] : memref<?x2x?x8xf32> into memref<?x2x1x?x8xf32>
    cf.assert %24, "unimplemented: dynamic negative broadcast sizes"
    cf.assert %25, "unimplemented: dynamic negative broadcast sizes"
    linalg.generic {indexing_maps = [#map15], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel"]} outs(%alloc_64 : memref<?x2x2x?x8xf32>) {
    ^bb0(%out: f32):
      %161 = linalg.index 0 : index
      %162 = linalg.index 1 : index
      %163 = linalg.index 3 : index
      %164 = linalg.index 4 : index
      %165 = arith.cmpi eq, %61, %c1 : index
      %166 = arith.select %165, %c0, %161 : index
      %167 = arith.cmpi eq, %62, %c1 : index
      %168 = arith.select %167, %c0, %163 : index
      %169 = memref.load %expand_shape_68[%166, %162, %c0, %168, %164] : memref<?x2x1x?x8xf32>
      linalg.yield %169 : f32
    }
    cf.assert %36, "must have at most one inferred (negative) dimension"
    %reshape_69 = memref.reshape %alloc_64(%alloc_66) : (memref<?x2x2x?x8xf32>, memref<4xi64>) -> memref<?x4x?x8xf32>
    %75 = arith.index_cast %73 : i64 to index
    %76 = arith.index_cast %74 : i64 to index
    %alloc_70 = memref.alloc(%75, %76) {alignment = 64 : i64} : memref<?x4x8x?xf32>
    linalg.transpose ins(%reshape_67 : memref<?x4x?x8xf32>) outs(%alloc_70 : memref<?x4x8x?xf32>) permutation = [0, 1, 3, 2] 
    cf.assert %24, "unimplemented: dynamic negative broadcast sizes"
    cf.assert %25, "unimplemented: dynamic negative broadcast sizes"
    %alloc_71 = memref.alloc(%dim, %dim_5) {alignment = 64 : i64} : memref<?x4x?x8xf32>
    linalg.generic {indexing_maps = [#map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%alloc_71 : memref<?x4x?x8xf32>) {
    ^bb0(%out: f32):
      %161 = linalg.index 0 : index
      %162 = linalg.index 1 : index
      %163 = linalg.index 2 : index
      %164 = linalg.index 3 : index
      %165 = arith.cmpi eq, %49, %c1 : index
      %166 = arith.select %165, %c0, %161 : index
      %167 = arith.cmpi eq, %50, %c1 : index
      %168 = arith.select %167, %c0, %163 : index
      %169 = memref.load %alloc_35[%166, %162, %168, %164] : memref<?x4x?x8xf32>
      linalg.yield %169 : f32
    }
    %77 = arith.cmpi slt, %69, %c0_i64 : i64
    %78 = arith.select %77, %c1_i64, %69 : i64
    %79 = arith.extui %77 : i1 to i64
    %80 = arith.muli %78, %23 : i64
    %81 = arith.addi %79, %c1_i64 : i64
    %82 = arith.select %32, %78, %80 : i64
    %83 = arith.select %32, %81, %79 : i64
    %84 = arith.muli %82, %c8_i64 : i64
    %85 = arith.cmpi sle, %83, %c1_i64 : i64
    cf.assert %85, "must have at most one inferred (negative) dimension"
    %86 = arith.divsi %71, %84 : i64
    %87 = arith.select %77, %86, %69 : i64
    %88 = arith.select %32, %86, %23 : i64
    %alloc_72 = memref.alloc() {alignment = 64 : i64} : memref<3xi64>
    memref.store %87, %alloc_72[%c0] : memref<3xi64>
    memref.store %88, %alloc_72[%c1] : memref<3xi64>
    memref.store %c8_i64, %alloc_72[%c2] : memref<3xi64>
    %reshape_73 = memref.reshape %alloc_71(%alloc_72) : (memref<?x4x?x8xf32>, memref<3xi64>) -> memref<?x?x8xf32>
    cf.assert %24, "unimplemented: dynamic negative broadcast sizes"
    cf.assert %25, "unimplemented: dynamic negative broadcast sizes"
    %alloc_74 = memref.alloc(%dim, %dim_5) {alignment = 64 : i64} : memref<?x4x8x?xf32>
    linalg.generic {indexing_maps = [#map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%alloc_74 : memref<?x4x8x?xf32>) {
    ^bb0(%out: f32):
      %161 = linalg.index 0 : index
      %162 = linalg.index 1 : index
      %163 = linalg.index 2 : index
      %164 = linalg.index 3 : index
      %165 = arith.cmpi eq, %75, %c1 : index
      %166 = arith.select %165, %c0, %161 : index
      %167 = arith.cmpi eq, %76, %c1 : index
      %168 = arith.select %167, %c0, %164 : index
      %169 = memref.load %alloc_70[%166, %162, %163, %168] : memref<?x4x8x?xf32>
      linalg.yield %169 : f32
    }
    %89 = arith.muli %78, %c8_i64 : i64
    %90 = arith.muli %89, %23 : i64
    %91 = arith.select %32, %89, %90 : i64
    cf.assert %85, "must have at most one inferred (negative) dimension"
    %92 = arith.muli %37, %23 : i64
    %93 = arith.divsi %92, %91 : i64
    %94 = arith.select %77, %93, %69 : i64
    %95 = arith.select %32, %93, %23 : i64
    %alloc_75 = memref.alloc() {alignment = 64 : i64} : memref<3xi64>
    memref.store %94, %alloc_75[%c0] : memref<3xi64>
    memref.store %c8_i64, %alloc_75[%c1] : memref<3xi64>
    memref.store %95, %alloc_75[%c2] : memref<3xi64>
    %reshape_76 = memref.reshape %alloc_74(%alloc_75) : (memref<?x4x8x?xf32>, memref<3xi64>) -> memref<?x8x?xf32>
    %96 = arith.index_cast %87 : i64 to index
    %97 = arith.index_cast %88 : i64 to index
    %98 = arith.index_cast %95 : i64 to index
    %99 = arith.cmpi eq, %87, %94 : i64
    cf.assert %99, "mismatching contracting dimension"
    %alloc_77 = memref.alloc(%96, %97, %98) {alignment = 64 : i64} : memref<?x?x?xf32>
    linalg.fill ins(%cst_2 : f32) outs(%alloc_77 : memref<?x?x?xf32>)
    %alloc_78 = memref.alloc(%96, %97, %98) {alignment = 64 : i64} : memref<?x?x?xf32>
    memref.copy %alloc_77, %alloc_78 : memref<?x?x?xf32> to memref<?x?x?xf32>
    linalg.batch_matmul ins(%reshape_73, %reshape_76 : memref<?x?x8xf32>, memref<?x8x?xf32>) outs(%alloc_78 : memref<?x?x?xf32>)
    %100 = arith.muli %67, %23 : i64
    %101 = arith.select %32, %65, %100 : i64
    %102 = arith.select %32, %41, %29 : i64
    %103 = arith.cmpi sle, %102, %c1_i64 : i64
    cf.assert %103, "must have at most one inferred (negative) dimension"
    %104 = arith.muli %87, %88 : i64
    %105 = arith.muli %104, %95 : i64
    %106 = arith.divsi %105, %101 : i64
    %107 = arith.select %27, %106, %22 : i64
    %108 = arith.select %32, %106, %23 : i64
    %alloc_79 = memref.alloc() {alignment = 64 : i64} : memref<4xi64>
    memref.store %107, %alloc_79[%c0] : memref<4xi64>
    memref.store %c4_i64, %alloc_79[%c1] : memref<4xi64>
    memref.store %108, %alloc_79[%c2] : memref<4xi64>
    memref.store %108, %alloc_79[%c3] : memref<4xi64>
    %reshape_80 = memref.reshape %alloc_78(%alloc_79) : (memref<?x?x?xf32>, memref<4xi64>) -> memref<?x4x?x?xf32>
    %109 = arith.index_cast %107 : i64 to index
    %110 = arith.index_cast %108 : i64 to index
    %alloc_81 = memref.alloc(%109, %110, %110) {alignment = 64 : i64} : memref<?x4x?x?xf32>
    linalg.generic {indexing_maps = [#map7, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%reshape_80 : memref<?x4x?x?xf32>) outs(%alloc_81 : memref<?x4x?x?xf32>) {
    ^bb0(%in: f32, %out: f32):
      %161 = arith.truncf %cst_1 : f64 to f32
      %162 = arith.mulf %in, %161 : f32
      linalg.yield %162 : f32
    }
    %111 = arith.cmpi eq, %109, %dim : index
    cf.assert %111, "mismatched size for broadcast"
    %112 = arith.cmpi eq, %110, %dim_5 : index
    cf.assert %112, "mismatched size for broadcast"
    cf.assert %112, "mismatched size for broadcast"
    linalg.generic {indexing_maps = [#map7, #map16, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%alloc_81, %alloc_19 : memref<?x4x?x?xf32>, memref<?x1x?x?xf32>) outs(%alloc_81 : memref<?x4x?x?xf32>) {
    ^bb0(%in: f32, %in_168: f32, %out: f32):
      %161 = arith.addf %in, %in_168 : f32
      linalg.yield %161 : f32
    }
    %alloc_82 = memref.alloc(%109, %110) {alignment = 64 : i64} : memref<?x4x?xi64>
    linalg.fill ins(%c0_i64 : i64) outs(%alloc_82 : memref<?x4x?xi64>)
    %alloc_83 = memref.alloc(%109, %110) {alignment = 64 : i64} : memref<?x4x?xf32>
    linalg.fill ins(%cst_3 : f32) outs(%alloc_83 : memref<?x4x?xf32>)
    %alloc_84 = memref.alloc(%109, %110) {alignment = 64 : i64} : memref<?x4x?xf32>
    memref.copy %alloc_83, %alloc_84 : memref<?x4x?xf32> to memref<?x4x?xf32>
    %alloc_85 = memref.alloc(%109, %110) {alignment = 64 : i64} : memref<?x4x?xi64>
    memref.copy %alloc_82, %alloc_85 : memref<?x4x?xi64> to memref<?x4x?xi64>
    linalg.generic {indexing_maps = [#map7, #map17, #map17], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%alloc_81 : memref<?x4x?x?xf32>) outs(%alloc_84, %alloc_85 : memref<?x4x?xf32>, memref<?x4x?xi64>) {
    ^bb0(%in: f32, %out: f32, %out_168: i64):
      %161 = linalg.index 3 : index
      %162 = arith.index_cast %161 : index to i64
      %163 = arith.maximumf %in, %out : f32
      %164 = arith.cmpf ogt, %in, %out : f32
      %165 = arith.select %164, %162, %out_168 : i64
      linalg.yield %163, %165 : f32, i64
    }
    %expand_shape_86 = memref.expand_shape %alloc_84 [[0], [1], [2, 3]] output_shape [%109, 4, %110, 1] : memref<?x4x?xf32> into memref<?x4x?x1xf32>
    linalg.generic {indexing_maps = [#map7, #map6, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%alloc_81, %expand_shape_86 : memref<?x4x?x?xf32>, memref<?x4x?x1xf32>) outs(%alloc_81 : memref<?x4x?x?xf32>) {
    ^bb0(%in: f32, %in_168: f32, %out: f32):
      %161 = arith.subf %in, %in_168 : f32
      linalg.yield %161 : f32
    }
    linalg.generic {indexing_maps = [#map7, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%alloc_81 : memref<?x4x?x?xf32>) outs(%alloc_81 : memref<?x4x?x?xf32>) {
    ^bb0(%in: f32, %out: f32):
      %161 = math.exp %in : f32
      linalg.yield %161 : f32
    }
    %alloc_87 = memref.alloc(%109, %110) {alignment = 64 : i64} : memref<?x4x?x1xf32>
    linalg.fill ins(%cst_2 : f32) outs(%alloc_87 : memref<?x4x?x1xf32>)
    %alloc_88 = memref.alloc(%109, %110) {alignment = 64 : i64} : memref<?x4x?x1xf32>
    memref.copy %alloc_87, %alloc_88 : memref<?x4x?x1xf32> to memref<?x4x?x1xf32>
    linalg.generic {indexing_maps = [#map7, #map6], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%alloc_81 : memref<?x4x?x?xf32>) outs(%alloc_88 : memref<?x4x?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %161 = arith.addf %in, %out : f32
      linalg.yield %161 : f32
    }
    linalg.generic {indexing_maps = [#map7, #map6, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%alloc_81, %alloc_88 : memref<?x4x?x?xf32>, memref<?x4x?x1xf32>) outs(%alloc_81 : memref<?x4x?x?xf32>) {
    ^bb0(%in: f32, %in_168: f32, %out: f32):
      %161 = arith.divf %in, %in_168 : f32
      linalg.yield %161 : f32
    }
    cf.assert %24, "unimplemented: dynamic negative broadcast sizes"
    cf.assert %25, "unimplemented: dynamic negative broadcast sizes"
    cf.assert %25, "unimplemented: dynamic negative broadcast sizes"
    %alloc_89 = memref.alloc(%dim, %dim_5, %dim_5) {alignment = 64 : i64} : memref<?x4x?x?xf32>
    linalg.generic {indexing_maps = [#map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%alloc_89 : memref<?x4x?x?xf32>) {
    ^bb0(%out: f32):
      %161 = linalg.index 0 : index
      %162 = linalg.index 1 : index
      %163 = linalg.index 2 : index
      %164 = linalg.index 3 : index
      %165 = arith.cmpi eq, %109, %c1 : index
      %166 = arith.select %165, %c0, %161 : index
      %167 = arith.cmpi eq, %110, %c1 : index
      %168 = arith.select %167, %c0, %163 : index
      %169 = arith.select %167, %c0, %164 : index
      %170 = memref.load %alloc_81[%166, %162, %168, %169] : memref<?x4x?x?xf32>
      linalg.yield %170 : f32
    }
    %113 = arith.muli %82, %23 : i64
    %114 = arith.addi %83, %c1_i64 : i64
    %115 = arith.select %32, %78, %113 : i64
    %116 = arith.select %32, %114, %79 : i64
    %117 = arith.cmpi sle, %116, %c1_i64 : i64
    cf.assert %117, "must have at most one inferred (negative) dimension"
    %118 = arith.muli %70, %23 : i64
    %119 = arith.divsi %118, %115 : i64
    %120 = arith.select %77, %119, %69 : i64
    %121 = arith.select %32, %119, %23 : i64
    %alloc_90 = memref.alloc() {alignment = 64 : i64} : memref<3xi64>
    memref.store %120, %alloc_90[%c0] : memref<3xi64>
    memref.store %121, %alloc_90[%c1] : memref<3xi64>
    memref.store %121, %alloc_90[%c2] : memref<3xi64>
    %reshape_91 = memref.reshape %alloc_89(%alloc_90) : (memref<?x4x?x?xf32>, memref<3xi64>) -> memref<?x?x?xf32>
    cf.assert %24, "unimplemented: dynamic negative broadcast sizes"
    cf.assert %25, "unimplemented: dynamic negative broadcast sizes"
    linalg.generic {indexing_maps = [#map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%alloc_71 : memref<?x4x?x8xf32>) {
    ^bb0(%out: f32):
      %161 = linalg.index 0 : index
      %162 = linalg.index 1 : index
      %163 = linalg.index 2 : index
      %164 = linalg.index 3 : index
      %165 = arith.cmpi eq, %75, %c1 : index
      %166 = arith.select %165, %c0, %161 : index
      %167 = arith.cmpi eq, %76, %c1 : index
      %168 = arith.select %167, %c0, %163 : index
      %169 = memref.load %reshape_69[%166, %162, %168, %164] : memref<?x4x?x8xf32>
      linalg.yield %169 : f32
    }
    cf.assert %85, "must have at most one inferred (negative) dimension"
    %reshape_92 = memref.reshape %alloc_71(%alloc_72) : (memref<?x4x?x8xf32>, memref<3xi64>) -> memref<?x?x8xf32>
    %122 = arith.index_cast %120 : i64 to index
    %123 = arith.index_cast %121 : i64 to index
    %124 = arith.cmpi eq, %120, %87 : i64
    cf.assert %124, "mismatching contracting dimension"
    %125 = arith.cmpi eq, %121, %88 : i64
    cf.assert %125, "mismatching contracting dimension"
    %alloc_93 = memref.alloc(%122, %123) {alignment = 64 : i64} : memref<?x?x8xf32>
    linalg.fill ins(%cst_2 : f32) outs(%alloc_93 : memref<?x?x8xf32>)
    %alloc_94 = memref.alloc(%122, %123) {alignment = 64 : i64} : memref<?x?x8xf32>
    memref.copy %alloc_93, %alloc_94 : memref<?x?x8xf32> to memref<?x?x8xf32>
    linalg.batch_matmul ins(%reshape_91, %reshape_92 : memref<?x?x?xf32>, memref<?x?x8xf32>) outs(%alloc_94 : memref<?x?x8xf32>)
    cf.assert %36, "must have at most one inferred (negative) dimension"
    %126 = arith.muli %120, %121 : i64
    %127 = arith.muli %126, %c8_i64 : i64
    %128 = arith.divsi %127, %68 : i64
    %129 = arith.select %27, %128, %22 : i64
    %130 = arith.select %32, %128, %23 : i64
    %alloc_95 = memref.alloc() {alignment = 64 : i64} : memref<4xi64>
    memref.store %129, %alloc_95[%c0] : memref<4xi64>
    memref.store %c4_i64, %alloc_95[%c1] : memref<4xi64>
    memref.store %130, %alloc_95[%c2] : memref<4xi64>
    memref.store %c8_i64, %alloc_95[%c3] : memref<4xi64>
    %reshape_96 = memref.reshape %alloc_94(%alloc_95) : (memref<?x?x8xf32>, memref<4xi64>) -> memref<?x4x?x8xf32>
    %131 = arith.index_cast %129 : i64 to index
    %132 = arith.index_cast %130 : i64 to index
    %alloc_97 = memref.alloc(%131, %132) {alignment = 64 : i64} : memref<?x?x4x8xf32>
    linalg.transpose ins(%reshape_96 : memref<?x4x?x8xf32>) outs(%alloc_97 : memref<?x?x4x8xf32>) permutation = [0, 2, 1, 3] 
    cf.assert %43, "must have at most one inferred (negative) dimension"
    %133 = arith.muli %129, %130 : i64
    %134 = arith.muli %133, %c32_i64 : i64
    %135 = arith.divsi %134, %33 : i64
    %136 = arith.select %27, %135, %22 : i64
    %137 = arith.select %32, %135, %23 : i64
    %alloc_98 = memref.alloc() {alignment = 64 : i64} : memref<3xi64>
    memref.store %136, %alloc_98[%c0] : memref<3xi64>
    memref.store %137, %alloc_98[%c1] : memref<3xi64>
    memref.store %135, %alloc_98[%c2] : memref<3xi64>
    %reshape_99 = memref.reshape %alloc_97(%alloc_98) : (memref<?x?x4x8xf32>, memref<3xi64>) -> memref<?x?x32xf32>
    linalg.transpose ins(%15 : memref<32x32xf32>) outs(%alloc_31 : memref<32x32xf32>) permutation = [1, 0] 
    %cast = memref.cast %reshape_99 : memref<?x?x32xf32> to memref<?x1x32xf32>
    %collapse_shape_100 = memref.collapse_shape %cast [[0], [1, 2]] : memref<?x1x32xf32> into memref<?x32xf32>
    %138 = arith.index_cast %136 : i64 to index
    %alloc_101 = memref.alloc(%138) {alignment = 64 : i64} : memref<?x32xf32>
    linalg.fill ins(%cst_2 : f32) outs(%alloc_101 : memref<?x32xf32>)
    linalg.matmul ins(%collapse_shape_100, %alloc_31 : memref<?x32xf32>, memref<32x32xf32>) outs(%alloc_101 : memref<?x32xf32>)
    cf.assert %36, "must have at most one inferred (negative) dimension"
    %139 = arith.muli %136, %c32_i64 : i64
    %140 = arith.divsi %139, %35 : i64
    %141 = arith.select %27, %140, %22 : i64
    %142 = arith.select %32, %140, %23 : i64
    %alloc_102 = memref.alloc() {alignment = 64 : i64} : memref<3xi64>
    memref.store %141, %alloc_102[%c0] : memref<3xi64>
    memref.store %142, %alloc_102[%c1] : memref<3xi64>
    memref.store %c32_i64, %alloc_102[%c2] : memref<3xi64>
    %reshape_103 = memref.reshape %alloc_101(%alloc_102) : (memref<?x32xf32>, memref<3xi64>) -> memref<?x?x32xf32>
    %143 = arith.index_cast %141 : i64 to index
    %144 = arith.cmpi eq, %dim, %143 : index
    cf.assert %144, "mismatched size for broadcast"
    %145 = arith.index_cast %142 : i64 to index
    %146 = arith.cmpi eq, %dim_5, %145 : index
    cf.assert %146, "mismatched size for broadcast"
    %alloc_104 = memref.alloc(%dim, %dim_5) {alignment = 64 : i64} : memref<?x?x32xf32>
    linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%alloc_8, %reshape_103 : memref<?x?x32xf32>, memref<?x?x32xf32>) outs(%alloc_104 : memref<?x?x32xf32>) {
    ^bb0(%in: f32, %in_168: f32, %out: f32):
      %161 = arith.addf %in, %in_168 : f32
      linalg.yield %161 : f32
    }
    linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%alloc_104 : memref<?x?x32xf32>) outs(%alloc_7 : memref<?x?x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %161 = math.fpowi %in, %c2_i64 : f32, i64
      linalg.yield %161 : f32
    }
    %alloc_105 = memref.alloc(%dim, %dim_5) {alignment = 64 : i64} : memref<?x?x1xf32>
    memref.copy %alloc_28, %alloc_105 : memref<?x?x1xf32> to memref<?x?x1xf32>
    linalg.generic {indexing_maps = [#map4, #map12], iterator_types = ["parallel", "parallel", "reduction"]} ins(%alloc_7 : memref<?x?x32xf32>) outs(%alloc_105 : memref<?x?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %161 = arith.addf %in, %out : f32
      linalg.yield %161 : f32
    }
    linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%alloc_105 : memref<?x?x1xf32>) outs(%alloc_27 : memref<?x?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %161 = arith.divf %in, %cst : f32
      linalg.yield %161 : f32
    }
    linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%alloc_27 : memref<?x?x1xf32>) outs(%alloc_27 : memref<?x?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %161 = arith.truncf %cst_0 : f64 to f32
      %162 = arith.addf %in, %161 : f32
      linalg.yield %162 : f32
    }
    linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%alloc_27 : memref<?x?x1xf32>) outs(%alloc_27 : memref<?x?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %161 = math.rsqrt %in : f32
      linalg.yield %161 : f32
    }
    linalg.generic {indexing_maps = [#map4, #map12, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%alloc_104, %alloc_27 : memref<?x?x32xf32>, memref<?x?x1xf32>) outs(%alloc_30 : memref<?x1x32xf32>) {
    ^bb0(%in: f32, %in_168: f32, %out: f32):
      %161 = arith.mulf %in, %in_168 : f32
      linalg.yield %161 : f32
    }
    linalg.generic {indexing_maps = [#map13, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%4, %alloc_30 : memref<32xf32>, memref<?x1x32xf32>) outs(%alloc_30 : memref<?x1x32xf32>) {
    ^bb0(%in: f32, %in_168: f32, %out: f32):
      %161 = arith.mulf %in, %in_168 : f32
      linalg.yield %161 : f32
    }
    %alloc_106 = memref.alloc() {alignment = 64 : i64} : memref<32x64xf32>
    linalg.transpose ins(%14 : memref<64x32xf32>) outs(%alloc_106 : memref<32x64xf32>) permutation = [1, 0] 
    %alloc_107 = memref.alloc(%dim) {alignment = 64 : i64} : memref<?x64xf32>
    linalg.fill ins(%cst_2 : f32) outs(%alloc_107 : memref<?x64xf32>)
    %alloc_108 = memref.alloc(%dim) {alignment = 64 : i64} : memref<?x64xf32>
    memref.copy %alloc_107, %alloc_108 : memref<?x64xf32> to memref<?x64xf32>
    linalg.matmul ins(%collapse_shape, %alloc_106 : memref<?x32xf32>, memref<32x64xf32>) outs(%alloc_108 : memref<?x64xf32>)
    %147 = arith.muli %33, %c64_i64 : i64
    cf.assert %36, "must have at most one inferred (negative) dimension"
    %148 = arith.muli %22, %c64_i64 : i64
    %149 = arith.divsi %148, %147 : i64
    %150 = arith.select %27, %149, %22 : i64
    %151 = arith.select %32, %149, %23 : i64
    %alloc_109 = memref.alloc() {alignment = 64 : i64} : memref<3xi64>
    memref.store %150, %alloc_109[%c0] : memref<3xi64>
    memref.store %151, %alloc_109[%c1] : memref<3xi64>
    memref.store %c64_i64, %alloc_109[%c2] : memref<3xi64>
    %reshape_110 = memref.reshape %alloc_108(%alloc_109) : (memref<?x64xf32>, memref<3xi64>) -> memref<?x?x64xf32>
    %152 = arith.index_cast %150 : i64 to index
    %alloc_111 = memref.alloc(%152) {alignment = 64 : i64} : memref<?x1x64xf32>
    linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%reshape_110 : memref<?x?x64xf32>) outs(%alloc_111 : memref<?x1x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %161 = arith.negf %in : f32
      %162 = math.exp %161 : f32
      %163 = arith.addf %162, %cst_4 : f32
      %164 = arith.divf %cst_4, %163 : f32
      linalg.yield %164 : f32
    }
    linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%reshape_110, %alloc_111 : memref<?x?x64xf32>, memref<?x1x64xf32>) outs(%alloc_111 : memref<?x1x64xf32>) {
    ^bb0(%in: f32, %in_168: f32, %out: f32):
      %161 = arith.mulf %in, %in_168 : f32
      linalg.yield %161 : f32
    }
    linalg.transpose ins(%13 : memref<64x32xf32>) outs(%alloc_106 : memref<32x64xf32>) permutation = [1, 0] 
    %alloc_112 = memref.alloc(%dim) {alignment = 64 : i64} : memref<?x64xf32>
    memref.copy %alloc_107, %alloc_112 : memref<?x64xf32> to memref<?x64xf32>
    linalg.matmul ins(%collapse_shape, %alloc_106 : memref<?x32xf32>, memref<32x64xf32>) outs(%alloc_112 : memref<?x64xf32>)
    cf.assert %36, "must have at most one inferred (negative) dimension"
    %reshape_113 = memref.reshape %alloc_112(%alloc_109) : (memref<?x64xf32>, memref<3xi64>) -> memref<?x?x64xf32>
    linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%alloc_111, %reshape_113 : memref<?x1x64xf32>, memref<?x?x64xf32>) outs(%alloc_111 : memref<?x1x64xf32>) {
    ^bb0(%in: f32, %in_168: f32, %out: f32):
      %161 = arith.mulf %in, %in_168 : f32
      linalg.yield %161 : f32
    }
    %alloc_114 = memref.alloc() {alignment = 64 : i64} : memref<64x32xf32>
    linalg.transpose ins(%12 : memref<32x64xf32>) outs(%alloc_114 : memref<64x32xf32>) permutation = [1, 0] 
    %collapse_shape_115 = memref.collapse_shape %alloc_111 [[0], [1, 2]] : memref<?x1x64xf32> into memref<?x64xf32>
    %alloc_116 = memref.alloc(%152) {alignment = 64 : i64} : memref<?x32xf32>
    linalg.fill ins(%cst_2 : f32) outs(%alloc_116 : memref<?x32xf32>)
    linalg.matmul ins(%collapse_shape_115, %alloc_114 : memref<?x64xf32>, memref<64x32xf32>) outs(%alloc_116 : memref<?x32xf32>)
    cf.assert %36, "must have at most one inferred (negative) dimension"
    %153 = arith.muli %150, %c32_i64 : i64
    %154 = arith.divsi %153, %35 : i64
    %155 = arith.select %27, %154, %22 : i64
    %156 = arith.select %32, %154, %23 : i64
    %alloc_117 = memref.alloc() {alignment = 64 : i64} : memref<3xi64>
    memref.store %155, %alloc_117[%c0] : memref<3xi64>
    memref.store %156, %alloc_117[%c1] : memref<3xi64>
    memref.store %c32_i64, %alloc_117[%c2] : memref<3xi64>
    %reshape_118 = memref.reshape %alloc_116(%alloc_117) : (memref<?x32xf32>, memref<3xi64>) -> memref<?x?x32xf32>
    %157 = arith.index_cast %155 : i64 to index
    %158 = arith.cmpi eq, %dim, %157 : index
    cf.assert %158, "mismatched size for broadcast"
    %159 = arith.index_cast %156 : i64 to index
    %160 = arith.cmpi eq, %dim_5, %159 : index
    cf.assert %160, "mismatched size for broadcast"
    %alloc_119 = memref.alloc(%dim, %dim_5) {alignment = 64 : i64} : memref<?x?x32xf32>
    linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%alloc_104, %reshape_118 : memref<?x?x32xf32>, memref<?x?x32xf32>) outs(%alloc_119 : memref<?x?x32xf32>) {
    ^bb0(%in: f32, %in_168: f32, %out: f32):
      %161 = arith.addf %in, %in_168 : f32
      linalg.yield %161 : f32
    }
    linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%alloc_119 : memref<?x?x32xf32>) outs(%alloc_7 : memref<?x?x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %161 = math.fpowi %in, %c2_i64 : f32, i64
      linalg.yield %161 : f32
    }
    %alloc_120 = memref.alloc(%dim, %dim_5) {alignment = 64 : i64} : memref<?x?x1xf32>
    memref.copy %alloc_28, %alloc_120 : memref<?x?x1xf32> to memref<?x?x1xf32>
    linalg.generic {indexing_maps = [#map4, #map12], iterator_types = ["parallel", "parallel", "reduction"]} ins(%alloc_7 : memref<?x?x32xf32>) outs(%alloc_120 : memref<?x?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %161 = arith.addf %in, %out : f32
      linalg.yield %161 : f32
    }
    linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%alloc_120 : memref<?x?x1xf32>) outs(%alloc_27 : memref<?x?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %161 = arith.divf %in, %cst : f32
      linalg.yield %161 : f32
    }
    linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%alloc_27 : memref<?x?x1xf32>) outs(%alloc_27 : memref<?x?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %161 = arith.truncf %cst_0 : f64 to f32
      %162 = arith.addf %in, %161 : f32
      linalg.yield %162 : f32
    }
    linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%alloc_27 : memref<?x?x1xf32>) outs(%alloc_27 : memref<?x?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %161 = math.rsqrt %in : f32
      linalg.yield %161 : f32
    }
    linalg.generic {indexing_maps = [#map4, #map12, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%alloc_119, %alloc_27 : memref<?x?x32xf32>, memref<?x?x1xf32>) outs(%alloc_30 : memref<?x1x32xf32>) {
    ^bb0(%in: f32, %in_168: f32, %out: f32):
      %161 = arith.mulf %in, %in_168 : f32
      linalg.yield %161 : f32
    }
    linalg.generic {indexing_maps = [#map13, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%4, %alloc_30 : memref<32xf32>, memref<?x1x32xf32>) outs(%alloc_30 : memref<?x1x32xf32>) {
    ^bb0(%in: f32, %in_168: f32, %out: f32):
      %161 = arith.mulf %in, %in_168 : f32
      linalg.yield %161 : f32
    }
    linalg.transpose ins(%11 : memref<32x32xf32>) outs(%alloc_31 : memref<32x32xf32>) permutation = [1, 0] 
    linalg.matmul ins(%collapse_shape, %alloc_31 : memref<?x32xf32>, memref<32x32xf32>) outs(%alloc_32 : memref<?x32xf32>)
    cf.assert %36, "must have at most one inferred (negative) dimension"
    cf.assert %43, "must have at most one inferred (negative) dimension"
    %reshape_121 = memref.reshape %alloc_32(%alloc_34) : (memref<?x32xf32>, memref<4xi64>) -> memref<?x?x4x8xf32>
    %alloc_122 = memref.alloc(%49, %50) {alignment = 64 : i64} : memref<?x4x?x8xf32>
    linalg.transpose ins(%reshape_121 : memref<?x?x4x8xf32>) outs(%alloc_122 : memref<?x4x?x8xf32>) permutation = [0, 2, 1, 3] 
    linalg.transpose ins(%10 : memref<16x32xf32>) outs(%alloc_37 : memref<32x16xf32>) permutation = [1, 0] 
    %alloc_123 = memref.alloc(%dim) {alignment = 64 : i64} : memref<?x16xf32>
    memref.copy %alloc_38, %alloc_123 : memref<?x16xf32> to memref<?x16xf32>
    linalg.matmul ins(%collapse_shape, %alloc_37 : memref<?x32xf32>, memref<32x16xf32>) outs(%alloc_123 : memref<?x16xf32>)
    cf.assert %36, "must have at most one inferred (negative) dimension"
    cf.assert %43, "must have at most one inferred (negative) dimension"
    %reshape_124 = memref.reshape %alloc_123(%alloc_40) : (memref<?x16xf32>, memref<4xi64>) -> memref<?x?x2x8xf32>
    %alloc_125 = memref.alloc(%61, %62) {alignment = 64 : i64} : memref<?x2x?x8xf32>
    linalg.transpose ins(%reshape_124 : memref<?x?x2x8xf32>) outs(%alloc_125 : memref<?x2x?x8xf32>) permutation = [0, 2, 1, 3] 
    linalg.transpose ins(%9 : memref<16x32xf32>) outs(%alloc_37 : memref<32x16xf32>) permutation = [1, 0] 
    linalg.matmul ins(%collapse_shape, %alloc_37 : memref<?x32xf32>, memref<32x16xf32>) outs(%alloc_38 : memref<?x16xf32>)
    cf.assert %36, "must have at most one inferred (negative) dimension"
    cf.assert %43, "must have at most one inferred (negative) dimension"
    %reshape_126 = memref.reshape %alloc_38(%alloc_40) : (memref<?x16xf32>, memref<4xi64>) -> memref<?x?x2x8xf32>
    %alloc_127 = memref.alloc(%61, %62) {alignment = 64 : i64} : memref<?x2x?x8xf32>
    linalg.transpose ins(%reshape_126 : memref<?x?x2x8xf32>) outs(%alloc_127 : memref<?x2x?x8xf32>) permutation = [0, 2, 1, 3] 
    cf.assert %63, "mismatched size for broadcast"
    linalg.generic {indexing_maps = [#map7, #map14, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%alloc_122, %expand_shape_47 : memref<?x4x?x8xf32>, memref<1x1x?x8xf32>) outs(%alloc_35 : memref<?x4x?x8xf32>) {
    ^bb0(%in: f32, %in_168: f32, %out: f32):
      %161 = arith.mulf %in, %in_168 : f32
      linalg.yield %161 : f32
    }
    %subview_128 = memref.subview %alloc_122[0, 0, 0, 0] [%49, 4, %50, 4] [1, 1, 1, 1] : memref<?x4x?x8xf32> to memref<?x4x?x4xf32, strided<[?, ?, 8, 1]>>
    %subview_129 = memref.subview %alloc_122[0, 0, 0, 4] [%49, 4, %50, 4] [1, 1, 1, 1] : memref<?x4x?x8xf32> to memref<?x4x?x4xf32, strided<[?, ?, 8, 1], offset: 4>>
    linalg.generic {indexing_maps = [#map7, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%subview_129 : memref<?x4x?x4xf32, strided<[?, ?, 8, 1], offset: 4>>) outs(%alloc_51 : memref<?x4x?x4xf32>) {
    ^bb0(%in: f32, %out: f32):
      %161 = arith.negf %in : f32
      linalg.yield %161 : f32
    }
    %alloc_130 = memref.alloc(%49, %50) {alignment = 64 : i64} : memref<?x4x?x8xf32>
    %subview_131 = memref.subview %alloc_130[0, 0, 0, 0] [%49, 4, %50, 4] [1, 1, 1, 1] : memref<?x4x?x8xf32> to memref<?x4x?x4xf32, strided<[?, ?, 8, 1]>>
    memref.copy %alloc_51, %subview_131 : memref<?x4x?x4xf32> to memref<?x4x?x4xf32, strided<[?, ?, 8, 1]>>
    %subview_132 = memref.subview %alloc_130[0, 0, 0, 4] [%49, 4, %50, 4] [1, 1, 1, 1] : memref<?x4x?x8xf32> to memref<?x4x?x4xf32, strided<[?, ?, 8, 1], offset: 4>>
    memref.copy %subview_128, %subview_132 : memref<?x4x?x4xf32, strided<[?, ?, 8, 1]>> to memref<?x4x?x4xf32, strided<[?, ?, 8, 1], offset: 4>>
    cf.assert %63, "mismatched size for broadcast"
    %alloc_133 = memref.alloc(%49, %50) {alignment = 64 : i64} : memref<?x4x?x8xf32>
    linalg.generic {indexing_maps = [#map7, #map14, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%alloc_130, %expand_shape_48 : memref<?x4x?x8xf32>, memref<1x1x?x8xf32>) outs(%alloc_133 : memref<?x4x?x8xf32>) {
    ^bb0(%in: f32, %in_168: f32, %out: f32):
      %161 = arith.mulf %in, %in_168 : f32
      linalg.yield %161 : f32
    }
    linalg.generic {indexing_maps = [#map7, #map7, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%alloc_35, %alloc_133 : memref<?x4x?x8xf32>, memref<?x4x?x8xf32>) outs(%alloc_35 : memref<?x4x?x8xf32>) {
    ^bb0(%in: f32, %in_168: f32, %out: f32):
      %161 = arith.addf %in, %in_168 : f32
      linalg.yield %161 : f32
    }
    cf.assert %64, "mismatched size for broadcast"
    linalg.generic {indexing_maps = [#map7, #map14, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%alloc_125, %expand_shape_47 : memref<?x2x?x8xf32>, memref<1x1x?x8xf32>) outs(%alloc_42 : memref<?x2x?x8xf32>) {
    ^bb0(%in: f32, %in_168: f32, %out: f32):
      %161 = arith.mulf %in, %in_168 : f32
      linalg.yield %161 : f32
    }
    %subview_134 = memref.subview %alloc_125[0, 0, 0, 0] [%61, 2, %62, 4] [1, 1, 1, 1] : memref<?x2x?x8xf32> to memref<?x2x?x4xf32, strided<[?, ?, 8, 1]>>
    %subview_135 = memref.subview %alloc_125[0, 0, 0, 4] [%61, 2, %62, 4] [1, 1, 1, 1] : memref<?x2x?x8xf32> to memref<?x2x?x4xf32, strided<[?, ?, 8, 1], offset: 4>>
    linalg.generic {indexing_maps = [#map7, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%subview_135 : memref<?x2x?x4xf32, strided<[?, ?, 8, 1], offset: 4>>) outs(%alloc_58 : memref<?x2x?x4xf32>) {
    ^bb0(%in: f32, %out: f32):
      %161 = arith.negf %in : f32
      linalg.yield %161 : f32
    }
    %alloc_136 = memref.alloc(%61, %62) {alignment = 64 : i64} : memref<?x2x?x8xf32>
    %subview_137 = memref.subview %alloc_136[0, 0, 0, 0] [%61, 2, %62, 4] [1, 1, 1, 1] : memref<?x2x?x8xf32> to memref<?x2x?x4xf32, strided<[?, ?, 8, 1]>>
    memref.copy %alloc_58, %subview_137 : memref<?x2x?x4xf32> to memref<?x2x?x4xf32, strided<[?, ?, 8, 1]>>
    %subview_138 = memref.subview %alloc_136[0, 0, 0, 4] [%61, 2, %62, 4] [1, 1, 1, 1] : memref<?x2x?x8xf32> to memref<?x2x?x4xf32, strided<[?, ?, 8, 1], offset: 4>>
    memref.copy %subview_134, %subview_138 : memref<?x2x?x4xf32, strided<[?, ?, 8, 1]>> to memref<?x2x?x4xf32, strided<[?, ?, 8, 1], offset: 4>>
    cf.assert %64, "mismatched size for broadcast"
    %alloc_139 = memref.alloc(%61, %62) {alignment = 64 : i64} : memref<?x2x?x8xf32>
    linalg.generic {indexing_maps = [#map7, #map14, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%alloc_136, %expand_shape_48 : memref<?x2x?x8xf32>, memref<1x1x?x8xf32>) outs(%alloc_139 : memref<?x2x?x8xf32>) {
    ^bb0(%in: f32, %in_168: f32, %out: f32):
      %161 = arith.mulf %in, %in_168 : f32
      linalg.yield %161 : f32
    }
    linalg.generic {indexing_maps = [#map7, #map7, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%alloc_42, %alloc_139 : memref<?x2x?x8xf32>, memref<?x2x?x8xf32>) outs(%alloc_42 : memref<?x2x?x8xf32>) {
    ^bb0(%in: f32, %in_168: f32, %out: f32):
      %161 = arith.addf %in, %in_168 : f32
      linalg.yield %161 : f32
    }
    cf.assert %24, "unimplemented: dynamic negative broadcast sizes"
    cf.assert %25, "unimplemented: dynamic negative broadcast sizes"
    %alloc_140 = memref.alloc(%dim, %dim_5) {alignment = 64 : i64} : memref<?x2x2x?x8xf32>
    linalg.generic {indexing_maps = [#map15], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel"]} outs(%alloc_140 : memref<?x2x2x?x8xf32>) {
    ^bb0(%out: f32):
      %161 = linalg.index 0 : index
      %162 = linalg.index 1 : index
      %163 = linalg.index 3 : index
      %164 = linalg.index 4 : index
      %165 = arith.cmpi eq, %61, %c1 : index
      %166 = arith.select %165, %c0, %161 : index
      %167 = arith.cmpi eq, %62, %c1 : index
      %168 = arith.select %167, %c0, %163 : index
      %169 = memref.load %expand_shape_63[%166, %162, %c0, %168, %164] : memref<?x2x1x?x8xf32>
      linalg.yield %169 : f32
    }
    cf.assert %36, "must have at most one inferred (negative) dimension"
    %reshape_141 = memref.reshape %alloc_140(%alloc_66) : (memref<?x2x2x?x8xf32>, memref<4xi64>) -> memref<?x4x?x8xf32>
    %expand_shape_142 = memref.expand_shape %alloc_127 [[0], [1], [2, 3], [4]] output_shape [%61, 2, 1, %62, 8] : memref<?x2x?x8xf32> into memref<?x2x1x?x8xf32>
    cf.assert %24, "unimplemented: dynamic negative broadcast sizes"
    cf.assert %25, "unimplemented: dynamic negative broadcast sizes"
    linalg.generic {indexing_maps = [#map15], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel"]} outs(%alloc_64 : memref<?x2x2x?x8xf32>) {
    ^bb0(%out: f32):
      %161 = linalg.index 0 : index
      %162 = linalg.index 1 : index
      %163 = linalg.index 3 : index
      %164 = linalg.index 4 : index
      %165 = arith.cmpi eq, %61, %c1 : index
      %166 = arith.select %165, %c0, %161 : index
      %167 = arith.cmpi eq, %62, %c1 : index
      %168 = arith.select %167, %c0, %163 : index
      %169 = memref.load %expand_shape_142[%166, %162, %c0, %168, %164] : memref<?x2x1x?x8xf32>
      linalg.yield %169 : f32
    }
    cf.assert %36, "must have at most one inferred (negative) dimension"
    %reshape_143 = memref.reshape %alloc_64(%alloc_66) : (memref<?x2x2x?x8xf32>, memref<4xi64>) -> memref<?x4x?x8xf32>
    linalg.transpose ins(%reshape_141 : memref<?x4x?x8xf32>) outs(%alloc_70 : memref<?x4x8x?xf32>) permutation = [0, 1, 3, 2] 
    cf.assert %24, "unimplemented: dynamic negative broadcast sizes"
    cf.assert %25, "unimplemented: dynamic negative broadcast sizes"
    linalg.generic {indexing_maps = [#map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%alloc_71 : memref<?x4x?x8xf32>) {
    ^bb0(%out: f32):
      %161 = linalg.index 0 : index
      %162 = linalg.index 1 : index
      %163 = linalg.index 2 : index
      %164 = linalg.index 3 : index
      %165 = arith.cmpi eq, %49, %c1 : index
      %166 = arith.select %165, %c0, %161 : index
      %167 = arith.cmpi eq, %50, %c1 : index
      %168 = arith.select %167, %c0, %163 : index
      %169 = memref.load %alloc_35[%166, %162, %168, %164] : memref<?x4x?x8xf32>
      linalg.yield %169 : f32
    }
    cf.assert %85, "must have at most one inferred (negative) dimension"
    %reshape_144 = memref.reshape %alloc_71(%alloc_72) : (memref<?x4x?x8xf32>, memref<3xi64>) -> memref<?x?x8xf32>
    cf.assert %24, "unimplemented: dynamic negative broadcast sizes"
    cf.assert %25, "unimplemented: dynamic negative broadcast sizes"
    linalg.generic {indexing_maps = [#map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%alloc_74 : memref<?x4x8x?xf32>) {
    ^bb0(%out: f32):
      %161 = linalg.index 0 : index
      %162 = linalg.index 1 : index
      %163 = linalg.index 2 : index
      %164 = linalg.index 3 : index
      %165 = arith.cmpi eq, %75, %c1 : index
      %166 = arith.select %165, %c0, %161 : index
      %167 = arith.cmpi eq, %76, %c1 : index
      %168 = arith.select %167, %c0, %164 : index
      %169 = memref.load %alloc_70[%166, %162, %163, %168] : memref<?x4x8x?xf32>
      linalg.yield %169 : f32
    }
    cf.assert %85, "must have at most one inferred (negative) dimension"
    %reshape_145 = memref.reshape %alloc_74(%alloc_75) : (memref<?x4x8x?xf32>, memref<3xi64>) -> memref<?x8x?xf32>
    cf.assert %99, "mismatching contracting dimension"
    linalg.batch_matmul ins(%reshape_144, %reshape_145 : memref<?x?x8xf32>, memref<?x8x?xf32>) outs(%alloc_77 : memref<?x?x?xf32>)
    cf.assert %103, "must have at most one inferred (negative) dimension"
    %reshape_146 = memref.reshape %alloc_77(%alloc_79) : (memref<?x?x?xf32>, memref<4xi64>) -> memref<?x4x?x?xf32>
    linalg.generic {indexing_maps = [#map7, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%reshape_146 : memref<?x4x?x?xf32>) outs(%alloc_81 : memref<?x4x?x?xf32>) {
    ^bb0(%in: f32, %out: f32):
      %161 = arith.truncf %cst_1 : f64 to f32
      %162 = arith.mulf %in, %161 : f32
      linalg.yield %162 : f32
    }
    cf.assert %111, "mismatched size for broadcast"
    cf.assert %112, "mismatched size for broadcast"
    cf.assert %112, "mismatched size for broadcast"
    linalg.generic {indexing_maps = [#map7, #map16, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%alloc_81, %alloc_19 : memref<?x4x?x?xf32>, memref<?x1x?x?xf32>) outs(%alloc_81 : memref<?x4x?x?xf32>) {
    ^bb0(%in: f32, %in_168: f32, %out: f32):
      %161 = arith.addf %in, %in_168 : f32
      linalg.yield %161 : f32
    }
    linalg.generic {indexing_maps = [#map7, #map17, #map17], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%alloc_81 : memref<?x4x?x?xf32>) outs(%alloc_83, %alloc_82 : memref<?x4x?xf32>, memref<?x4x?xi64>) {
    ^bb0(%in: f32, %out: f32, %out_168: i64):
      %161 = linalg.index 3 : index
      %162 = arith.index_cast %161 : index to i64
      %163 = arith.maximumf %in, %out : f32
      %164 = arith.cmpf ogt, %in, %out : f32
      %165 = arith.select %164, %162, %out_168 : i64
      linalg.yield %163, %165 : f32, i64
    }
    %expand_shape_147 = memref.expand_shape %alloc_83 [[0], [1], [2, 3]] output_shape [%109, 4, %110, 1] : memref<?x4x?xf32> into memref<?x4x?x1xf32>
    linalg.generic {indexing_maps = [#map7, #map6, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%alloc_81, %expand_shape_147 : memref<?x4x?x?xf32>, memref<?x4x?x1xf32>) outs(%alloc_81 : memref<?x4x?x?xf32>) {
    ^bb0(%in: f32, %in_168: f32, %out: f32):
      %161 = arith.subf %in, %in_168 : f32
      linalg.yield %161 : f32
    }
    linalg.generic {indexing_maps = [#map7, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%alloc_81 : memref<?x4x?x?xf32>) outs(%alloc_81 : memref<?x4x?x?xf32>) {
    ^bb0(%in: f32, %out: f32):
      %161 = math.exp %in : f32
      linalg.yield %161 : f32
    }
    linalg.generic {indexing_maps = [#map7, #map6], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%alloc_81 : memref<?x4x?x?xf32>) outs(%alloc_87 : memref<?x4x?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %161 = arith.addf %in, %out : f32
      linalg.yield %161 : f32
    }
    linalg.generic {indexing_maps = [#map7, #map6, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%alloc_81, %alloc_87 : memref<?x4x?x?xf32>, memref<?x4x?x1xf32>) outs(%alloc_81 : memref<?x4x?x?xf32>) {
    ^bb0(%in: f32, %in_168: f32, %out: f32):
      %161 = arith.divf %in, %in_168 : f32
      linalg.yield %161 : f32
    }
    cf.assert %24, "unimplemented: dynamic negative broadcast sizes"
    cf.assert %25, "unimplemented: dynamic negative broadcast sizes"
    cf.assert %25, "unimplemented: dynamic negative broadcast sizes"
    linalg.generic {indexing_maps = [#map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%alloc_89 : memref<?x4x?x?xf32>) {
    ^bb0(%out: f32):
      %161 = linalg.index 0 : index
      %162 = linalg.index 1 : index
      %163 = linalg.index 2 : index
      %164 = linalg.index 3 : index
      %165 = arith.cmpi eq, %109, %c1 : index
      %166 = arith.select %165, %c0, %161 : index
      %167 = arith.cmpi eq, %110, %c1 : index
      %168 = arith.select %167, %c0, %163 : index
      %169 = arith.select %167, %c0, %164 : index
      %170 = memref.load %alloc_81[%166, %162, %168, %169] : memref<?x4x?x?xf32>
      linalg.yield %170 : f32
    }
    cf.assert %117, "must have at most one inferred (negative) dimension"
    %reshape_148 = memref.reshape %alloc_89(%alloc_90) : (memref<?x4x?x?xf32>, memref<3xi64>) -> memref<?x?x?xf32>
    cf.assert %24, "unimplemented: dynamic negative broadcast sizes"
    cf.assert %25, "unimplemented: dynamic negative broadcast sizes"
    linalg.generic {indexing_maps = [#map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%alloc_71 : memref<?x4x?x8xf32>) {
    ^bb0(%out: f32):
      %161 = linalg.index 0 : index
      %162 = linalg.index 1 : index
      %163 = linalg.index 2 : index
      %164 = linalg.index 3 : index
      %165 = arith.cmpi eq, %75, %c1 : index
      %166 = arith.select %165, %c0, %161 : index
      %167 = arith.cmpi eq, %76, %c1 : index
      %168 = arith.select %167, %c0, %163 : index
      %169 = memref.load %reshape_143[%166, %162, %168, %164] : memref<?x4x?x8xf32>
      linalg.yield %169 : f32
    }
    cf.assert %85, "must have at most one inferred (negative) dimension"
    %reshape_149 = memref.reshape %alloc_71(%alloc_72) : (memref<?x4x?x8xf32>, memref<3xi64>) -> memref<?x?x8xf32>
    cf.assert %124, "mismatching contracting dimension"
    cf.assert %125, "mismatching contracting dimension"
    linalg.batch_matmul ins(%reshape_148, %reshape_149 : memref<?x?x?xf32>, memref<?x?x8xf32>) outs(%alloc_93 : memref<?x?x8xf32>)
    cf.assert %36, "must have at most one inferred (negative) dimension"
    %reshape_150 = memref.reshape %alloc_93(%alloc_95) : (memref<?x?x8xf32>, memref<4xi64>) -> memref<?x4x?x8xf32>
    linalg.transpose ins(%reshape_150 : memref<?x4x?x8xf32>) outs(%alloc_97 : memref<?x?x4x8xf32>) permutation = [0, 2, 1, 3] 
    cf.assert %43, "must have at most one inferred (negative) dimension"
    %reshape_151 = memref.reshape %alloc_97(%alloc_98) : (memref<?x?x4x8xf32>, memref<3xi64>) -> memref<?x?x32xf32>
    linalg.transpose ins(%8 : memref<32x32xf32>) outs(%alloc_31 : memref<32x32xf32>) permutation = [1, 0] 
    %cast_152 = memref.cast %reshape_151 : memref<?x?x32xf32> to memref<?x1x32xf32>
    %collapse_shape_153 = memref.collapse_shape %cast_152 [[0], [1, 2]] : memref<?x1x32xf32> into memref<?x32xf32>
    %alloc_154 = memref.alloc(%138) {alignment = 64 : i64} : memref<?x32xf32>
    linalg.fill ins(%cst_2 : f32) outs(%alloc_154 : memref<?x32xf32>)
    linalg.matmul ins(%collapse_shape_153, %alloc_31 : memref<?x32xf32>, memref<32x32xf32>) outs(%alloc_154 : memref<?x32xf32>)
    cf.assert %36, "must have at most one inferred (negative) dimension"
    %alloc_155 = memref.alloc() {alignment = 64 : i64} : memref<3xi64>
    memref.store %141, %alloc_155[%c0] : memref<3xi64>
    memref.store %142, %alloc_155[%c1] : memref<3xi64>
    memref.store %c32_i64, %alloc_155[%c2] : memref<3xi64>
    %reshape_156 = memref.reshape %alloc_154(%alloc_155) : (memref<?x32xf32>, memref<3xi64>) -> memref<?x?x32xf32>
    cf.assert %144, "mismatched size for broadcast"
    cf.assert %146, "mismatched size for broadcast"
    %alloc_157 = memref.alloc(%dim, %dim_5) {alignment = 64 : i64} : memref<?x?x32xf32>
    linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%alloc_119, %reshape_156 : memref<?x?x32xf32>, memref<?x?x32xf32>) outs(%alloc_157 : memref<?x?x32xf32>) {
    ^bb0(%in: f32, %in_168: f32, %out: f32):
      %161 = arith.addf %in, %in_168 : f32
      linalg.yield %161 : f32
    }
    linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%alloc_157 : memref<?x?x32xf32>) outs(%alloc_7 : memref<?x?x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %161 = math.fpowi %in, %c2_i64 : f32, i64
      linalg.yield %161 : f32
    }
    %alloc_158 = memref.alloc(%dim, %dim_5) {alignment = 64 : i64} : memref<?x?x1xf32>
    memref.copy %alloc_28, %alloc_158 : memref<?x?x1xf32> to memref<?x?x1xf32>
    linalg.generic {indexing_maps = [#map4, #map12], iterator_types = ["parallel", "parallel", "reduction"]} ins(%alloc_7 : memref<?x?x32xf32>) outs(%alloc_158 : memref<?x?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %161 = arith.addf %in, %out : f32
      linalg.yield %161 : f32
    }
    linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%alloc_158 : memref<?x?x1xf32>) outs(%alloc_27 : memref<?x?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %161 = arith.divf %in, %cst : f32
      linalg.yield %161 : f32
    }
    linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%alloc_27 : memref<?x?x1xf32>) outs(%alloc_27 : memref<?x?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %161 = arith.truncf %cst_0 : f64 to f32
      %162 = arith.addf %in, %161 : f32
      linalg.yield %162 : f32
    }
    linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%alloc_27 : memref<?x?x1xf32>) outs(%alloc_27 : memref<?x?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %161 = math.rsqrt %in : f32
      linalg.yield %161 : f32
    }
    linalg.generic {indexing_maps = [#map4, #map12, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%alloc_157, %alloc_27 : memref<?x?x32xf32>, memref<?x?x1xf32>) outs(%alloc_30 : memref<?x1x32xf32>) {
    ^bb0(%in: f32, %in_168: f32, %out: f32):
      %161 = arith.mulf %in, %in_168 : f32
      linalg.yield %161 : f32
    }
    linalg.generic {indexing_maps = [#map13, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%4, %alloc_30 : memref<32xf32>, memref<?x1x32xf32>) outs(%alloc_30 : memref<?x1x32xf32>) {
    ^bb0(%in: f32, %in_168: f32, %out: f32):
      %161 = arith.mulf %in, %in_168 : f32
      linalg.yield %161 : f32
    }
    linalg.transpose ins(%7 : memref<64x32xf32>) outs(%alloc_106 : memref<32x64xf32>) permutation = [1, 0] 
    %alloc_159 = memref.alloc(%dim) {alignment = 64 : i64} : memref<?x64xf32>
    memref.copy %alloc_107, %alloc_159 : memref<?x64xf32> to memref<?x64xf32>
    linalg.matmul ins(%collapse_shape, %alloc_106 : memref<?x32xf32>, memref<32x64xf32>) outs(%alloc_159 : memref<?x64xf32>)
    cf.assert %36, "must have at most one inferred (negative) dimension"
    %reshape_160 = memref.reshape %alloc_159(%alloc_109) : (memref<?x64xf32>, memref<3xi64>) -> memref<?x?x64xf32>
    linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%reshape_160 : memref<?x?x64xf32>) outs(%alloc_111 : memref<?x1x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %161 = arith.negf %in : f32
      %162 = math.exp %161 : f32
      %163 = arith.addf %162, %cst_4 : f32
      %164 = arith.divf %cst_4, %163 : f32
      linalg.yield %164 : f32
    }
    linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%reshape_160, %alloc_111 : memref<?x?x64xf32>, memref<?x1x64xf32>) outs(%alloc_111 : memref<?x1x64xf32>) {
    ^bb0(%in: f32, %in_168: f32, %out: f32):
      %161 = arith.mulf %in, %in_168 : f32
      linalg.yield %161 : f32
    }
    linalg.transpose ins(%6 : memref<64x32xf32>) outs(%alloc_106 : memref<32x64xf32>) permutation = [1, 0] 
    %alloc_161 = memref.alloc(%dim) {alignment = 64 : i64} : memref<?x64xf32>
    memref.copy %alloc_107, %alloc_161 : memref<?x64xf32> to memref<?x64xf32>
    linalg.matmul ins(%collapse_shape, %alloc_106 : memref<?x32xf32>, memref<32x64xf32>) outs(%alloc_161 : memref<?x64xf32>)
    cf.assert %36, "must have at most one inferred (negative) dimension"
    %reshape_162 = memref.reshape %alloc_161(%alloc_109) : (memref<?x64xf32>, memref<3xi64>) -> memref<?x?x64xf32>
    linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%alloc_111, %reshape_162 : memref<?x1x64xf32>, memref<?x?x64xf32>) outs(%alloc_111 : memref<?x1x64xf32>) {
    ^bb0(%in: f32, %in_168: f32, %out: f32):
      %161 = arith.mulf %in, %in_168 : f32
      linalg.yield %161 : f32
    }
    linalg.transpose ins(%5 : memref<32x64xf32>) outs(%alloc_114 : memref<64x32xf32>) permutation = [1, 0] 
    %alloc_163 = memref.alloc(%152) {alignment = 64 : i64} : memref<?x32xf32>
    linalg.fill ins(%cst_2 : f32) outs(%alloc_163 : memref<?x32xf32>)
    linalg.matmul ins(%collapse_shape_115, %alloc_114 : memref<?x64xf32>, memref<64x32xf32>) outs(%alloc_163 : memref<?x32xf32>)
    cf.assert %36, "must have at most one inferred (negative) dimension"
    %alloc_164 = memref.alloc() {alignment = 64 : i64} : memref<3xi64>
    memref.store %155, %alloc_164[%c0] : memref<3xi64>
    memref.store %156, %alloc_164[%c1] : memref<3xi64>
    memref.store %c32_i64, %alloc_164[%c2] : memref<3xi64>
    %reshape_165 = memref.reshape %alloc_163(%alloc_164) : (memref<?x32xf32>, memref<3xi64>) -> memref<?x?x32xf32>
    cf.assert %158, "mismatched size for broadcast"
    cf.assert %160, "mismatched size for broadcast"
    %alloc_166 = memref.alloc(%dim, %dim_5) {alignment = 64 : i64} : memref<?x?x32xf32>
    linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%alloc_157, %reshape_165 : memref<?x?x32xf32>, memref<?x?x32xf32>) outs(%alloc_166 : memref<?x?x32xf32>) {
    ^bb0(%in: f32, %in_168: f32, %out: f32):
      %161 = arith.addf %in, %in_168 : f32
      linalg.yield %161 : f32
    }
    linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%alloc_166 : memref<?x?x32xf32>) outs(%alloc_7 : memref<?x?x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %161 = math.fpowi %in, %c2_i64 : f32, i64
      linalg.yield %161 : f32
    }
    linalg.generic {indexing_maps = [#map4, #map12], iterator_types = ["parallel", "parallel", "reduction"]} ins(%alloc_7 : memref<?x?x32xf32>) outs(%alloc_28 : memref<?x?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %161 = arith.addf %in, %out : f32
      linalg.yield %161 : f32
    }
    linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%alloc_28 : memref<?x?x1xf32>) outs(%alloc_27 : memref<?x?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %161 = arith.divf %in, %cst : f32
      linalg.yield %161 : f32
    }
    linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%alloc_27 : memref<?x?x1xf32>) outs(%alloc_27 : memref<?x?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %161 = arith.truncf %cst_0 : f64 to f32
      %162 = arith.addf %in, %161 : f32
      linalg.yield %162 : f32
    }
    linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%alloc_27 : memref<?x?x1xf32>) outs(%alloc_27 : memref<?x?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %161 = math.rsqrt %in : f32
      linalg.yield %161 : f32
    }
    linalg.generic {indexing_maps = [#map4, #map12, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%alloc_166, %alloc_27 : memref<?x?x32xf32>, memref<?x?x1xf32>) outs(%alloc_30 : memref<?x1x32xf32>) {
    ^bb0(%in: f32, %in_168: f32, %out: f32):
      %161 = arith.mulf %in, %in_168 : f32
      linalg.yield %161 : f32
    }
    linalg.generic {indexing_maps = [#map13, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%4, %alloc_30 : memref<32xf32>, memref<?x1x32xf32>) outs(%alloc_30 : memref<?x1x32xf32>) {
    ^bb0(%in: f32, %in_168: f32, %out: f32):
      %161 = arith.mulf %in, %in_168 : f32
      linalg.yield %161 : f32
    }
    linalg.transpose ins(%3 : memref<64x32xf32>) outs(%alloc_106 : memref<32x64xf32>) permutation = [1, 0] 
    linalg.matmul ins(%collapse_shape, %alloc_106 : memref<?x32xf32>, memref<32x64xf32>) outs(%alloc_107 : memref<?x64xf32>)
    cf.assert %36, "must have at most one inferred (negative) dimension"
    %reshape_167 = memref.reshape %alloc_107(%alloc_109) : (memref<?x64xf32>, memref<3xi64>) -> memref<?x?x64xf32>
    memref.dealloc %alloc : memref<?x?xi64>
    memref.dealloc %alloc_6 : memref<?xi64>
    memref.dealloc %alloc_7 : memref<?x?x32xf32>
    memref.dealloc %alloc_8 : memref<?x?x32xf32>
    memref.dealloc %alloc_9 : memref<?x?xi1>
    memref.dealloc %alloc_10 : memref<?xi64>
    memref.dealloc %alloc_13 : memref<1x1x?x?xi1>
    memref.dealloc %alloc_16 : memref<?x1x1x?xi1>
    memref.dealloc %alloc_17 : memref<?x1x?x?xi1>
    memref.dealloc %alloc_18 : memref<?x1x?x?xi1>
    memref.dealloc %alloc_19 : memref<?x1x?x?xf32>
    memref.dealloc %alloc_21 : memref<1x?x1xf32>
    memref.dealloc %alloc_22 : memref<1x?x4xf32>
    memref.dealloc %alloc_23 : memref<1x?x8xf32>
    memref.dealloc %alloc_25 : memref<1x?x8xf32>
    memref.dealloc %alloc_26 : memref<1x?x8xf32>
    memref.dealloc %alloc_27 : memref<?x?x1xf32>
    memref.dealloc %alloc_28 : memref<?x?x1xf32>
    memref.dealloc %alloc_29 : memref<?x?x1xf32>
    memref.dealloc %alloc_30 : memref<?x1x32xf32>
    memref.dealloc %alloc_31 : memref<32x32xf32>
    memref.dealloc %alloc_32 : memref<?x32xf32>
    memref.dealloc %alloc_33 : memref<?x32xf32>
    memref.dealloc %alloc_34 : memref<4xi64>
    memref.dealloc %alloc_35 : memref<?x4x?x8xf32>
    memref.dealloc %alloc_36 : memref<?x4x?x8xf32>
    memref.dealloc %alloc_37 : memref<32x16xf32>
    memref.dealloc %alloc_38 : memref<?x16xf32>
    memref.dealloc %alloc_39 : memref<?x16xf32>
    memref.dealloc %alloc_40 : memref<4xi64>
    memref.dealloc %alloc_42 : memref<?x2x?x8xf32>
    memref.dealloc %alloc_43 : memref<?x2x?x8xf32>
    memref.dealloc %alloc_44 : memref<?x16xf32>
    memref.dealloc %alloc_46 : memref<?x2x?x8xf32>
    memref.dealloc %alloc_51 : memref<?x4x?x4xf32>
    memref.dealloc %alloc_52 : memref<?x4x?x8xf32>
    memref.dealloc %alloc_55 : memref<?x4x?x8xf32>
    memref.dealloc %alloc_58 : memref<?x2x?x4xf32>
    memref.dealloc %alloc_59 : memref<?x2x?x8xf32>
    memref.dealloc %alloc_62 : memref<?x2x?x8xf32>
    memref.dealloc %alloc_64 : memref<?x2x2x?x8xf32>
    memref.dealloc %alloc_65 : memref<?x2x2x?x8xf32>
    memref.dealloc %alloc_66 : memref<4xi64>
    memref.dealloc %alloc_70 : memref<?x4x8x?xf32>
    memref.dealloc %alloc_71 : memref<?x4x?x8xf32>
    memref.dealloc %alloc_72 : memref<3xi64>
    memref.dealloc %alloc_74 : memref<?x4x8x?xf32>
    memref.dealloc %alloc_75 : memref<3xi64>
    memref.dealloc %alloc_77 : memref<?x?x?xf32>
    memref.dealloc %alloc_78 : memref<?x?x?xf32>
    memref.dealloc %alloc_79 : memref<4xi64>
    memref.dealloc %alloc_81 : memref<?x4x?x?xf32>
    memref.dealloc %alloc_82 : memref<?x4x?xi64>
    memref.dealloc %alloc_83 : memref<?x4x?xf32>
    memref.dealloc %alloc_84 : memref<?x4x?xf32>
    memref.dealloc %alloc_85 : memref<?x4x?xi64>
    memref.dealloc %alloc_87 : memref<?x4x?x1xf32>
    memref.dealloc %alloc_88 : memref<?x4x?x1xf32>
    memref.dealloc %alloc_89 : memref<?x4x?x?xf32>
    memref.dealloc %alloc_90 : memref<3xi64>
    memref.dealloc %alloc_93 : memref<?x?x8xf32>
    memref.dealloc %alloc_94 : memref<?x?x8xf32>
    memref.dealloc %alloc_95 : memref<4xi64>
    memref.dealloc %alloc_97 : memref<?x?x4x8xf32>
    memref.dealloc %alloc_98 : memref<3xi64>
    memref.dealloc %alloc_101 : memref<?x32xf32>
    memref.dealloc %alloc_102 : memref<3xi64>
    memref.dealloc %alloc_104 : memref<?x?x32xf32>
    memref.dealloc %alloc_105 : memref<?x?x1xf32>
    memref.dealloc %alloc_106 : memref<32x64xf32>
    memref.dealloc %alloc_108 : memref<?x64xf32>
    memref.dealloc %alloc_109 : memref<3xi64>
    memref.dealloc %alloc_111 : memref<?x1x64xf32>
    memref.dealloc %alloc_112 : memref<?x64xf32>
    memref.dealloc %alloc_114 : memref<64x32xf32>
    memref.dealloc %alloc_116 : memref<?x32xf32>
    memref.dealloc %alloc_117 : memref<3xi64>
    memref.dealloc %alloc_119 : memref<?x?x32xf32>
    memref.dealloc %alloc_120 : memref<?x?x1xf32>
    memref.dealloc %alloc_122 : memref<?x4x?x8xf32>
    memref.dealloc %alloc_123 : memref<?x16xf32>
    memref.dealloc %alloc_125 : memref<?x2x?x8xf32>
    memref.dealloc %alloc_127 : memref<?x2x?x8xf32>
    memref.dealloc %alloc_130 : memref<?x4x?x8xf32>
    memref.dealloc %alloc_133 : memref<?x4x?x8xf32>
    memref.dealloc %alloc_136 : memref<?x2x?x8xf32>
    memref.dealloc %alloc_139 : memref<?x2x?x8xf32>
    memref.dealloc %alloc_140 : memref<?x2x2x?x8xf32>
    memref.dealloc %alloc_154 : memref<?x32xf32>
    memref.dealloc %alloc_155 : memref<3xi64>
    memref.dealloc %alloc_157 : memref<?x?x32xf32>
    memref.dealloc %alloc_158 : memref<?x?x1xf32>
    memref.dealloc %alloc_159 : memref<?x64xf32>
    memref.dealloc %alloc_161 : memref<?x64xf32>
    memref.dealloc %alloc_163 : memref<?x32xf32>
    memref.dealloc %alloc_164 : memref<3xi64>
    memref.dealloc %alloc_166 : memref<?x?x32xf32>
    return %reshape_167 : memref<?x?x64xf32>
  }
}


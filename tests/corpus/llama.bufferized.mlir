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
    %c32_i64 = arith.constant 32 : i64
    %c2_i64 = arith.constant 2 : i64
    %c4_i64 = arith.constant 4 : i64
    %c1_i64 = arith.constant 1 : i64
    %c0_i64 = arith.constant 0 : i64
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c64 = arith.constant 64 : index
    %c3 = arith.constant 3 : index
    %cst = arith.constant 0.000000e+00 : f32
    %c8_i64 = arith.constant 8 : i64
    %c16_i64 = arith.constant 16 : i64
    %cst_0 = arith.constant 0xFF800000 : f32
    %c64_i64 = arith.constant 64 : i64
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
    %25 = memref.get_global @__constant_xi64 : memref<i64>
    %c2 = arith.constant 2 : index
    %dim = memref.dim %arg0, %c0 : memref<?x?xi64>
    %26 = arith.index_cast %dim : index to i64
    %dim_5 = memref.dim %arg0, %c1 : memref<?x?xi64>
    %27 = arith.index_cast %dim_5 : index to i64
    %28 = arith.cmpi sge, %26, %c0_i64 : i64
    cf.assert %28, "negative values not allowed in new dimensions"
    %29 = arith.cmpi sge, %27, %c0_i64 : i64
    cf.assert %29, "negative values not allowed in new dimensions"
    %alloc = memref.alloc(%dim, %dim_5) {alignment = 64 : i64} : memref<?x?xi64>
    linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel"]} ins(%25 : memref<i64>) outs(%alloc : memref<?x?xi64>) {
    ^bb0(%in: i64, %out: i64):
      linalg.yield %in : i64
    }
    %alloc_6 = memref.alloc(%dim_5) {alignment = 64 : i64} : memref<?xi64>
    linalg.generic {indexing_maps = [#map2], iterator_types = ["parallel"]} outs(%alloc_6 : memref<?xi64>) {
    ^bb0(%out: i64):
      %197 = linalg.index 0 : index
      %198 = arith.index_cast %197 : index to i64
      linalg.yield %198 : i64
    }
    %alloc_7 = memref.alloc(%dim, %dim_5) {alignment = 64 : i64} : memref<?x?x32xf32>
    %alloc_8 = memref.alloc(%dim, %dim_5) {alignment = 64 : i64} : memref<?x?x32xf32>
    linalg.generic {indexing_maps = [#map3, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg0 : memref<?x?xi64>) outs(%alloc_8 : memref<?x?x32xf32>) {
    ^bb0(%in: i64, %out: f32):
      %197 = arith.index_cast %in : i64 to index
      %198 = linalg.index 2 : index
      %199 = arith.cmpi slt, %197, %c64 : index
      cf.assert %199, "index must be smaller than dim size"
      %200 = arith.cmpi sge, %in, %c0_i64 : i64
      cf.assert %200, "index must be larger or equal to 0"
      %201 = memref.load %24[%197, %198] : memref<64x32xf32>
      linalg.yield %201 : f32
    }
    %alloc_9 = memref.alloc(%dim, %dim_5) {alignment = 64 : i64} : memref<?x?xi1>
    linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%alloc : memref<?x?xi64>) outs(%alloc_9 : memref<?x?xi1>) {
    ^bb0(%in: i64, %out: i1):
      %197 = arith.cmpi ne, %in, %c0_i64 : i64
      linalg.yield %197 : i1
    }
    %alloc_10 = memref.alloc(%dim) {alignment = 64 : i64} : memref<?xi64>
    linalg.generic {indexing_maps = [#map2], iterator_types = ["parallel"]} outs(%alloc_10 : memref<?xi64>) {
    ^bb0(%out: i64):
      %197 = linalg.index 0 : index
      %198 = arith.index_cast %197 : index to i64
      linalg.yield %198 : i64
    }
    %expand_shape = memref.expand_shape %alloc_10 [[0, 1, 2, 3]] output_shape [%dim, 1, 1, 1] : memref<?xi64> into memref<?x1x1x1xi64>
    %expand_shape_11 = memref.expand_shape %alloc_6 [[0, 1, 2, 3]] output_shape [1, 1, %dim_5, 1] : memref<?xi64> into memref<1x1x?x1xi64>
    %expand_shape_12 = memref.expand_shape %alloc_6 [[0, 1, 2, 3]] output_shape [1, 1, 1, %dim_5] : memref<?xi64> into memref<1x1x1x?xi64>
    %alloc_13 = memref.alloc(%dim_5, %dim_5) {alignment = 64 : i64} : memref<1x1x?x?xi1>
    linalg.generic {indexing_maps = [#map5, #map6, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expand_shape_12, %expand_shape_11 : memref<1x1x1x?xi64>, memref<1x1x?x1xi64>) outs(%alloc_13 : memref<1x1x?x?xi1>) {
    ^bb0(%in: i64, %in_324: i64, %out: i1):
      %197 = arith.cmpi sle, %in, %in_324 : i64
      linalg.yield %197 : i1
    }
    linalg.generic {indexing_maps = [#map8, #map7, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%2, %alloc_13 : memref<i1>, memref<1x1x?x?xi1>) outs(%alloc_13 : memref<1x1x?x?xi1>) {
    ^bb0(%in: i1, %in_324: i1, %out: i1):
      %197 = arith.andi %in, %in_324 : i1
      linalg.yield %197 : i1
    }
    %dim_14 = memref.dim %expand_shape, %c0 : memref<?x1x1x1xi64>
    %dim_15 = memref.dim %expand_shape_12, %c3 : memref<1x1x1x?xi64>
    %alloc_16 = memref.alloc(%dim_14, %dim_15) {alignment = 64 : i64} : memref<?x1x1x?xi1>
    linalg.generic {indexing_maps = [#map9, #map10, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expand_shape, %expand_shape_12 : memref<?x1x1x1xi64>, memref<1x1x1x?xi64>) outs(%alloc_16 : memref<?x1x1x?xi1>) {
    ^bb0(%in: i64, %in_324: i64, %out: i1):
      %197 = arith.cmpi slt, %in, %c0_i64 : i64
      %198 = arith.addi %in, %26 : i64
      %199 = arith.select %197, %198, %in : i64
      %200 = arith.index_cast %199 : i64 to index
      %201 = arith.cmpi slt, %in_324, %c0_i64 : i64
      %202 = arith.addi %in_324, %27 : i64
      %203 = arith.select %201, %202, %in_324 : i64
      %204 = arith.index_cast %203 : i64 to index
      %205 = memref.load %alloc_9[%200, %204] : memref<?x?xi1>
      linalg.yield %205 : i1
    }
    %30 = arith.cmpi eq, %dim_5, %dim_15 : index
    cf.assert %30, "mismatched size for broadcast"
    %alloc_17 = memref.alloc(%dim_14, %dim_5, %dim_5) {alignment = 64 : i64} : memref<?x1x?x?xi1>
    linalg.generic {indexing_maps = [#map11, #map5, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%alloc_13, %alloc_16 : memref<1x1x?x?xi1>, memref<?x1x1x?xi1>) outs(%alloc_17 : memref<?x1x?x?xi1>) {
    ^bb0(%in: i1, %in_324: i1, %out: i1):
      %197 = arith.andi %in, %in_324 : i1
      linalg.yield %197 : i1
    }
    cf.assert %28, "unimplemented: dynamic negative broadcast sizes"
    cf.assert %29, "unimplemented: dynamic negative broadcast sizes"
    cf.assert %29, "unimplemented: dynamic negative broadcast sizes"
    %alloc_18 = memref.alloc(%dim, %dim_5, %dim_5) {alignment = 64 : i64} : memref<?x1x?x?xi1>
    linalg.generic {indexing_maps = [#map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%alloc_18 : memref<?x1x?x?xi1>) {
    ^bb0(%out: i1):
      %197 = linalg.index 0 : index
      %198 = linalg.index 2 : index
      %199 = linalg.index 3 : index
      %200 = arith.cmpi eq, %dim_14, %c1 : index
      %201 = arith.select %200, %c0, %197 : index
      %202 = arith.cmpi eq, %dim_5, %c1 : index
      %203 = arith.select %202, %c0, %198 : index
      %204 = arith.select %202, %c0, %199 : index
      %205 = memref.load %alloc_17[%201, %c0, %203, %204] : memref<?x1x?x?xi1>
      linalg.yield %205 : i1
    }
    %alloc_19 = memref.alloc(%dim, %dim_5, %dim_5) {alignment = 64 : i64} : memref<?x1x?x?xf32>
    linalg.generic {indexing_maps = [#map7, #map8, #map8, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%alloc_18, %1, %0 : memref<?x1x?x?xi1>, memref<f32>, memref<f32>) outs(%alloc_19 : memref<?x1x?x?xf32>) {
    ^bb0(%in: i1, %in_324: f32, %in_325: f32, %out: f32):
      %197 = arith.select %in, %in_324, %in_325 : f32
      linalg.yield %197 : f32
    }
    %expand_shape_20 = memref.expand_shape %alloc_6 [[0, 1, 2]] output_shape [1, %dim_5, 1] : memref<?xi64> into memref<1x?x1xi64>
    %alloc_21 = memref.alloc(%dim_5) {alignment = 64 : i64} : memref<1x?x1xf32>
    linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expand_shape_20 : memref<1x?x1xi64>) outs(%alloc_21 : memref<1x?x1xf32>) {
    ^bb0(%in: i64, %out: f32):
      %197 = arith.sitofp %in : i64 to f32
      linalg.yield %197 : f32
    }
    %alloc_22 = memref.alloc(%dim_5) {alignment = 64 : i64} : memref<1x?x4xf32>
    linalg.generic {indexing_maps = [#map12, #map13, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%alloc_21, %23 : memref<1x?x1xf32>, memref<4xf32>) outs(%alloc_22 : memref<1x?x4xf32>) {
    ^bb0(%in: f32, %in_324: f32, %out: f32):
      %197 = arith.mulf %in, %in_324 : f32
      linalg.yield %197 : f32
    }
    %c1_23 = arith.constant 1 : index
    %dim_24 = memref.dim %alloc_22, %c1_23 : memref<1x?x4xf32>
    %alloc_25 = memref.alloc(%dim_24) {alignment = 64 : i64} : memref<1x?x8xf32>
    %c1_26 = arith.constant 1 : index
    %dim_27 = memref.dim %alloc_25, %c1_26 : memref<1x?x8xf32>
    %subview = memref.subview %alloc_25[0, 0, 0] [1, %dim_27, 4] [1, 1, 1] : memref<1x?x8xf32> to memref<1x?x4xf32, strided<[?, 8, 1]>>
    memref.copy %alloc_22, %subview : memref<1x?x4xf32> to memref<1x?x4xf32, strided<[?, 8, 1]>>
    %subview_28 = memref.subview %alloc_25[0, 0, 4] [1, %dim_27, 4] [1, 1, 1] : memref<1x?x8xf32> to memref<1x?x4xf32, strided<[?, 8, 1], offset: 4>>
    memref.copy %alloc_22, %subview_28 : memref<1x?x4xf32> to memref<1x?x4xf32, strided<[?, 8, 1], offset: 4>>
    %dim_29 = memref.dim %alloc_22, %c1 : memref<1x?x4xf32>
    %alloc_30 = memref.alloc(%dim_29) {alignment = 64 : i64} : memref<1x?x8xf32>
    %alloc_31 = memref.alloc(%dim_29) {alignment = 64 : i64} : memref<1x?x8xf32>
    linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%alloc_25 : memref<1x?x8xf32>) outs(%alloc_31 : memref<1x?x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %197 = math.cos %in : f32
      linalg.yield %197 : f32
    }
    linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%alloc_25 : memref<1x?x8xf32>) outs(%alloc_30 : memref<1x?x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %197 = math.sin %in : f32
      linalg.yield %197 : f32
    }
    linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%alloc_8 : memref<?x?x32xf32>) outs(%alloc_7 : memref<?x?x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %197 = math.fpowi %in, %c2_i64 : f32, i64
      linalg.yield %197 : f32
    }
    %alloc_32 = memref.alloc(%dim, %dim_5) {alignment = 64 : i64} : memref<?x?x1xf32>
    %alloc_33 = memref.alloc(%dim, %dim_5) {alignment = 64 : i64} : memref<?x?x1xf32>
    linalg.fill ins(%cst : f32) outs(%alloc_33 : memref<?x?x1xf32>)
    %c0_34 = arith.constant 0 : index
    %dim_35 = memref.dim %alloc_33, %c0_34 : memref<?x?x1xf32>
    %c1_36 = arith.constant 1 : index
    %dim_37 = memref.dim %alloc_33, %c1_36 : memref<?x?x1xf32>
    %alloc_38 = memref.alloc(%dim_35, %dim_37) {alignment = 64 : i64} : memref<?x?x1xf32>
    memref.copy %alloc_33, %alloc_38 : memref<?x?x1xf32> to memref<?x?x1xf32>
    linalg.generic {indexing_maps = [#map4, #map12], iterator_types = ["parallel", "parallel", "reduction"]} ins(%alloc_7 : memref<?x?x32xf32>) outs(%alloc_38 : memref<?x?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %197 = arith.addf %in, %out : f32
      linalg.yield %197 : f32
    }
    linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%alloc_38 : memref<?x?x1xf32>) outs(%alloc_32 : memref<?x?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %197 = arith.divf %in, %cst_4 : f32
      linalg.yield %197 : f32
    }
    linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%alloc_32 : memref<?x?x1xf32>) outs(%alloc_32 : memref<?x?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %197 = arith.truncf %cst_3 : f64 to f32
      %198 = arith.addf %in, %197 : f32
      linalg.yield %198 : f32
    }
    linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%alloc_32 : memref<?x?x1xf32>) outs(%alloc_32 : memref<?x?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %197 = math.rsqrt %in : f32
      linalg.yield %197 : f32
    }
    %alloc_39 = memref.alloc(%dim) {alignment = 64 : i64} : memref<?x1x32xf32>
    linalg.generic {indexing_maps = [#map4, #map12, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%alloc_8, %alloc_32 : memref<?x?x32xf32>, memref<?x?x1xf32>) outs(%alloc_39 : memref<?x1x32xf32>) {
    ^bb0(%in: f32, %in_324: f32, %out: f32):
      %197 = arith.mulf %in, %in_324 : f32
      linalg.yield %197 : f32
    }
    linalg.generic {indexing_maps = [#map13, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%22, %alloc_39 : memref<32xf32>, memref<?x1x32xf32>) outs(%alloc_39 : memref<?x1x32xf32>) {
    ^bb0(%in: f32, %in_324: f32, %out: f32):
      %197 = arith.mulf %in, %in_324 : f32
      linalg.yield %197 : f32
    }
    %alloc_40 = memref.alloc() {alignment = 64 : i64} : memref<32x32xf32>
    linalg.transpose ins(%21 : memref<32x32xf32>) outs(%alloc_40 : memref<32x32xf32>) permutation = [1, 0] 
    %collapse_shape = memref.collapse_shape %alloc_39 [[0], [1, 2]] : memref<?x1x32xf32> into memref<?x32xf32>
    %alloc_41 = memref.alloc(%dim) {alignment = 64 : i64} : memref<?x32xf32>
    linalg.fill ins(%cst : f32) outs(%alloc_41 : memref<?x32xf32>)
    %c0_42 = arith.constant 0 : index
    %dim_43 = memref.dim %alloc_41, %c0_42 : memref<?x32xf32>
    %alloc_44 = memref.alloc(%dim_43) {alignment = 64 : i64} : memref<?x32xf32>
    memref.copy %alloc_41, %alloc_44 : memref<?x32xf32> to memref<?x32xf32>
    linalg.matmul ins(%collapse_shape, %alloc_40 : memref<?x32xf32>, memref<32x32xf32>) outs(%alloc_44 : memref<?x32xf32>)
    %31 = arith.cmpi slt, %26, %c0_i64 : i64
    %32 = arith.select %31, %c1_i64, %26 : i64
    %33 = arith.extui %31 : i1 to i64
    %34 = arith.muli %32, %27 : i64
    %35 = arith.addi %33, %c1_i64 : i64
    %36 = arith.cmpi slt, %27, %c0_i64 : i64
    %37 = arith.select %36, %32, %34 : i64
    %38 = arith.select %36, %35, %33 : i64
    %39 = arith.muli %37, %c32_i64 : i64
    %40 = arith.cmpi sle, %38, %c1_i64 : i64
    cf.assert %40, "must have at most one inferred (negative) dimension"
    %41 = arith.muli %26, %c32_i64 : i64
    %42 = arith.divsi %41, %39 : i64
    %43 = arith.select %31, %42, %26 : i64
    %44 = arith.select %36, %42, %27 : i64
    %45 = arith.addi %38, %c1_i64 : i64
    %46 = arith.muli %37, %c8_i64 : i64
    %47 = arith.cmpi sle, %45, %c1_i64 : i64
    cf.assert %47, "must have at most one inferred (negative) dimension"
    %48 = arith.muli %43, %44 : i64
    %49 = arith.muli %48, %c32_i64 : i64
    %50 = arith.divsi %49, %46 : i64
    %51 = arith.select %31, %50, %26 : i64
    %52 = arith.select %36, %50, %27 : i64
    %alloc_45 = memref.alloc() {alignment = 64 : i64} : memref<4xi64>
    %c0_46 = arith.constant 0 : index
    %c1_47 = arith.constant 1 : index
    %c2_48 = arith.constant 2 : index
    %c3_49 = arith.constant 3 : index
    memref.store %51, %alloc_45[%c0_46] : memref<4xi64>
    memref.store %52, %alloc_45[%c1_47] : memref<4xi64>
    memref.store %50, %alloc_45[%c2_48] : memref<4xi64>
    memref.store %c8_i64, %alloc_45[%c3_49] : memref<4xi64>
    %reshape = memref.reshape %alloc_44(%alloc_45) : (memref<?x32xf32>, memref<4xi64>) -> memref<?x?x4x8xf32>
    %53 = arith.index_cast %51 : i64 to index
    %54 = arith.index_cast %52 : i64 to index
    %alloc_50 = memref.alloc(%53, %54) {alignment = 64 : i64} : memref<?x4x?x8xf32>
    %alloc_51 = memref.alloc(%53, %54) {alignment = 64 : i64} : memref<?x4x?x8xf32>
    linalg.transpose ins(%reshape : memref<?x?x4x8xf32>) outs(%alloc_51 : memref<?x4x?x8xf32>) permutation = [0, 2, 1, 3] 
    %alloc_52 = memref.alloc() {alignment = 64 : i64} : memref<32x16xf32>
    linalg.transpose ins(%20 : memref<16x32xf32>) outs(%alloc_52 : memref<32x16xf32>) permutation = [1, 0] 
    %alloc_53 = memref.alloc(%dim) {alignment = 64 : i64} : memref<?x16xf32>
    linalg.fill ins(%cst : f32) outs(%alloc_53 : memref<?x16xf32>)
    %c0_54 = arith.constant 0 : index
    %dim_55 = memref.dim %alloc_53, %c0_54 : memref<?x16xf32>
    %alloc_56 = memref.alloc(%dim_55) {alignment = 64 : i64} : memref<?x16xf32>
    memref.copy %alloc_53, %alloc_56 : memref<?x16xf32> to memref<?x16xf32>
    linalg.matmul ins(%collapse_shape, %alloc_52 : memref<?x32xf32>, memref<32x16xf32>) outs(%alloc_56 : memref<?x16xf32>)
    %55 = arith.muli %37, %c16_i64 : i64
    cf.assert %40, "must have at most one inferred (negative) dimension"
    %56 = arith.muli %26, %c16_i64 : i64
    %57 = arith.divsi %56, %55 : i64
    %58 = arith.select %31, %57, %26 : i64
    %59 = arith.select %36, %57, %27 : i64
    cf.assert %47, "must have at most one inferred (negative) dimension"
    %60 = arith.muli %58, %59 : i64
    %61 = arith.muli %60, %c16_i64 : i64
    %62 = arith.divsi %61, %46 : i64
    %63 = arith.select %31, %62, %26 : i64
    %64 = arith.select %36, %62, %27 : i64
    %alloc_57 = memref.alloc() {alignment = 64 : i64} : memref<4xi64>
    %c0_58 = arith.constant 0 : index
    %c1_59 = arith.constant 1 : index
    %c2_60 = arith.constant 2 : index
    %c3_61 = arith.constant 3 : index
    memref.store %63, %alloc_57[%c0_58] : memref<4xi64>
    memref.store %64, %alloc_57[%c1_59] : memref<4xi64>
    memref.store %62, %alloc_57[%c2_60] : memref<4xi64>
    memref.store %c8_i64, %alloc_57[%c3_61] : memref<4xi64>
    %reshape_62 = memref.reshape %alloc_56(%alloc_57) : (memref<?x16xf32>, memref<4xi64>) -> memref<?x?x2x8xf32>
    %65 = arith.index_cast %63 : i64 to index
    %66 = arith.index_cast %64 : i64 to index
    %alloc_63 = memref.alloc(%65, %66) {alignment = 64 : i64} : memref<?x2x?x8xf32>
    %alloc_64 = memref.alloc(%65, %66) {alignment = 64 : i64} : memref<?x2x?x8xf32>
    linalg.transpose ins(%reshape_62 : memref<?x?x2x8xf32>) outs(%alloc_64 : memref<?x2x?x8xf32>) permutation = [0, 2, 1, 3] 
    linalg.transpose ins(%19 : memref<16x32xf32>) outs(%alloc_52 : memref<32x16xf32>) permutation = [1, 0] 
    %c0_65 = arith.constant 0 : index
    %dim_66 = memref.dim %alloc_53, %c0_65 : memref<?x16xf32>
    %alloc_67 = memref.alloc(%dim_66) {alignment = 64 : i64} : memref<?x16xf32>
    memref.copy %alloc_53, %alloc_67 : memref<?x16xf32> to memref<?x16xf32>
    linalg.matmul ins(%collapse_shape, %alloc_52 : memref<?x32xf32>, memref<32x16xf32>) outs(%alloc_67 : memref<?x16xf32>)
    cf.assert %40, "must have at most one inferred (negative) dimension"
    cf.assert %47, "must have at most one inferred (negative) dimension"
    %reshape_68 = memref.reshape %alloc_67(%alloc_57) : (memref<?x16xf32>, memref<4xi64>) -> memref<?x?x2x8xf32>
    %alloc_69 = memref.alloc(%65, %66) {alignment = 64 : i64} : memref<?x2x?x8xf32>
    linalg.transpose ins(%reshape_68 : memref<?x?x2x8xf32>) outs(%alloc_69 : memref<?x2x?x8xf32>) permutation = [0, 2, 1, 3] 
    %expand_shape_70 = memref.expand_shape %alloc_31 [[0], [1, 2], [3]] output_shape [1, 1, %dim_29, 8] : memref<1x?x8xf32> into memref<1x1x?x8xf32>
    %expand_shape_71 = memref.expand_shape %alloc_30 [[0], [1, 2], [3]] output_shape [1, 1, %dim_29, 8] : memref<1x?x8xf32> into memref<1x1x?x8xf32>
    %67 = arith.cmpi eq, %54, %dim_29 : index
    cf.assert %67, "mismatched size for broadcast"
    linalg.generic {indexing_maps = [#map7, #map14, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%alloc_51, %expand_shape_70 : memref<?x4x?x8xf32>, memref<1x1x?x8xf32>) outs(%alloc_50 : memref<?x4x?x8xf32>) {
    ^bb0(%in: f32, %in_324: f32, %out: f32):
      %197 = arith.mulf %in, %in_324 : f32
      linalg.yield %197 : f32
    }
    %subview_72 = memref.subview %alloc_51[0, 0, 0, 0] [%53, 4, %54, 4] [1, 1, 1, 1] : memref<?x4x?x8xf32> to memref<?x4x?x4xf32, strided<[?, ?, 8, 1]>>
    %subview_73 = memref.subview %alloc_51[0, 0, 0, 4] [%53, 4, %54, 4] [1, 1, 1, 1] : memref<?x4x?x8xf32> to memref<?x4x?x4xf32, strided<[?, ?, 8, 1], offset: 4>>
    %alloc_74 = memref.alloc(%53, %54) {alignment = 64 : i64} : memref<?x4x?x4xf32>
    linalg.generic {indexing_maps = [#map7, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%subview_73 : memref<?x4x?x4xf32, strided<[?, ?, 8, 1], offset: 4>>) outs(%alloc_74 : memref<?x4x?x4xf32>) {
    ^bb0(%in: f32, %out: f32):
      %197 = arith.negf %in : f32
      linalg.yield %197 : f32
    }
    %c0_75 = arith.constant 0 : index
    %dim_76 = memref.dim %alloc_74, %c0_75 : memref<?x4x?x4xf32>
    %c2_77 = arith.constant 2 : index
    %dim_78 = memref.dim %alloc_74, %c2_77 : memref<?x4x?x4xf32>
    %alloc_79 = memref.alloc(%dim_76, %dim_78) {alignment = 64 : i64} : memref<?x4x?x8xf32>
    %c0_80 = arith.constant 0 : index
    %dim_81 = memref.dim %alloc_79, %c0_80 : memref<?x4x?x8xf32>
    %c2_82 = arith.constant 2 : index
    %dim_83 = memref.dim %alloc_79, %c2_82 : memref<?x4x?x8xf32>
    %subview_84 = memref.subview %alloc_79[0, 0, 0, 0] [%dim_81, 4, %dim_83, 4] [1, 1, 1, 1] : memref<?x4x?x8xf32> to memref<?x4x?x4xf32, strided<[?, ?, 8, 1]>>
    memref.copy %alloc_74, %subview_84 : memref<?x4x?x4xf32> to memref<?x4x?x4xf32, strided<[?, ?, 8, 1]>>
    %subview_85 = memref.subview %alloc_79[0, 0, 0, 4] [%dim_81, 4, %dim_83, 4] [1, 1, 1, 1] : memref<?x4x?x8xf32> to memref<?x4x?x4xf32, strided<[?, ?, 8, 1], offset: 4>>
    memref.copy %subview_72, %subview_85 : memref<?x4x?x4xf32, strided<[?, ?, 8, 1]>> to memref<?x4x?x4xf32, strided<[?, ?, 8, 1], offset: 4>>
    %dim_86 = memref.dim %alloc_74, %c0 : memref<?x4x?x4xf32>
    %dim_87 = memref.dim %alloc_74, %c2 : memref<?x4x?x4xf32>
    %68 = arith.cmpi eq, %dim_87, %dim_29 : index
    cf.assert %68, "mismatched size for broadcast"
    %alloc_88 = memref.alloc(%dim_86, %dim_87) {alignment = 64 : i64} : memref<?x4x?x8xf32>
    linalg.generic {indexing_maps = [#map7, #map14, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%alloc_79, %expand_shape_71 : memref<?x4x?x8xf32>, memref<1x1x?x8xf32>) outs(%alloc_88 : memref<?x4x?x8xf32>) {
    ^bb0(%in: f32, %in_324: f32, %out: f32):
      %197 = arith.mulf %in, %in_324 : f32
      linalg.yield %197 : f32
    }
    %69 = arith.cmpi eq, %53, %dim_86 : index
    cf.assert %69, "mismatched size for broadcast"
    %70 = arith.cmpi eq, %54, %dim_87 : index
    cf.assert %70, "mismatched size for broadcast"
    linalg.generic {indexing_maps = [#map7, #map7, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%alloc_50, %alloc_88 : memref<?x4x?x8xf32>, memref<?x4x?x8xf32>) outs(%alloc_50 : memref<?x4x?x8xf32>) {
    ^bb0(%in: f32, %in_324: f32, %out: f32):
      %197 = arith.addf %in, %in_324 : f32
      linalg.yield %197 : f32
    }
    %71 = arith.cmpi eq, %66, %dim_29 : index
    cf.assert %71, "mismatched size for broadcast"
    linalg.generic {indexing_maps = [#map7, #map14, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%alloc_64, %expand_shape_70 : memref<?x2x?x8xf32>, memref<1x1x?x8xf32>) outs(%alloc_63 : memref<?x2x?x8xf32>) {
    ^bb0(%in: f32, %in_324: f32, %out: f32):
      %197 = arith.mulf %in, %in_324 : f32
      linalg.yield %197 : f32
    }
    %subview_89 = memref.subview %alloc_64[0, 0, 0, 0] [%65, 2, %66, 4] [1, 1, 1, 1] : memref<?x2x?x8xf32> to memref<?x2x?x4xf32, strided<[?, ?, 8, 1]>>
    %subview_90 = memref.subview %alloc_64[0, 0, 0, 4] [%65, 2, %66, 4] [1, 1, 1, 1] : memref<?x2x?x8xf32> to memref<?x2x?x4xf32, strided<[?, ?, 8, 1], offset: 4>>
    %alloc_91 = memref.alloc(%65, %66) {alignment = 64 : i64} : memref<?x2x?x4xf32>
    linalg.generic {indexing_maps = [#map7, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%subview_90 : memref<?x2x?x4xf32, strided<[?, ?, 8, 1], offset: 4>>) outs(%alloc_91 : memref<?x2x?x4xf32>) {
    ^bb0(%in: f32, %out: f32):
      %197 = arith.negf %in : f32
      linalg.yield %197 : f32
    }
    %c0_92 = arith.constant 0 : index
    %dim_93 = memref.dim %alloc_91, %c0_92 : memref<?x2x?x4xf32>
    %c2_94 = arith.constant 2 : index
    %dim_95 = memref.dim %alloc_91, %c2_94 : memref<?x2x?x4xf32>
    %alloc_96 = memref.alloc(%dim_93, %dim_95) {alignment = 64 : i64} : memref<?x2x?x8xf32>
    %c0_97 = arith.constant 0 : index
    %dim_98 = memref.dim %alloc_96, %c0_97 : memref<?x2x?x8xf32>
    %c2_99 = arith.constant 2 : index
    %dim_100 = memref.dim %alloc_96, %c2_99 : memref<?x2x?x8xf32>
    %subview_101 = memref.subview %alloc_96[0, 0, 0, 0] [%dim_98, 2, %dim_100, 4] [1, 1, 1, 1] : memref<?x2x?x8xf32> to memref<?x2x?x4xf32, strided<[?, ?, 8, 1]>>
    memref.copy %alloc_91, %subview_101 : memref<?x2x?x4xf32> to memref<?x2x?x4xf32, strided<[?, ?, 8, 1]>>
    %subview_102 = memref.subview %alloc_96[0, 0, 0, 4] [%dim_98, 2, %dim_100, 4] [1, 1, 1, 1] : memref<?x2x?x8xf32> to memref<?x2x?x4xf32, strided<[?, ?, 8, 1], offset: 4>>
    memref.copy %subview_89, %subview_102 : memref<?x2x?x4xf32, strided<[?, ?, 8, 1]>> to memref<?x2x?x4xf32, strided<[?, ?, 8, 1], offset: 4>>
    %dim_103 = memref.dim %alloc_91, %c0 : memref<?x2x?x4xf32>
    %dim_104 = memref.dim %alloc_91, %c2 : memref<?x2x?x4xf32>
    %72 = arith.cmpi eq, %dim_104, %dim_29 : index
    cf.assert %72, "mismatched size for broadcast"
    %alloc_105 = memref.alloc(%dim_103, %dim_104) {alignment = 64 : i64} : memref<?x2x?x8xf32>
    linalg.generic {indexing_maps = [#map7, #map14, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%alloc_96, %expand_shape_71 : memref<?x2x?x8xf32>, memref<1x1x?x8xf32>) outs(%alloc_105 : memref<?x2x?x8xf32>) {
    ^bb0(%in: f32, %in_324: f32, %out: f32):
      %197 = arith.mulf %in, %in_324 : f32
      linalg.yield %197 : f32
    }
    %73 = arith.cmpi eq, %65, %dim_103 : index
    cf.assert %73, "mismatched size for broadcast"
    %74 = arith.cmpi eq, %66, %dim_104 : index
    cf.assert %74, "mismatched size for broadcast"
    linalg.generic {indexing_maps = [#map7, #map7, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%alloc_63, %alloc_105 : memref<?x2x?x8xf32>, memref<?x2x?x8xf32>) outs(%alloc_63 : memref<?x2x?x8xf32>) {
    ^bb0(%in: f32, %in_324: f32, %out: f32):
      %197 = arith.addf %in, %in_324 : f32
      linalg.yield %197 : f32
    }
    %expand_shape_106 = memref.expand_shape %alloc_63 [[0], [1], [2, 3], [4]] output_shape [%65, 2, 1, %66, 8] : memref<?x2x?x8xf32> into memref<?x2x1x?x8xf32>
    cf.assert %28, "unimplemented: dynamic negative broadcast sizes"
    cf.assert %29, "unimplemented: dynamic negative broadcast sizes"
    %alloc_107 = memref.alloc(%dim, %dim_5) {alignment = 64 : i64} : memref<?x2x2x?x8xf32>
    %alloc_108 = memref.alloc(%dim, %dim_5) {alignment = 64 : i64} : memref<?x2x2x?x8xf32>
    linalg.generic {indexing_maps = [#map15], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel"]} outs(%alloc_108 : memref<?x2x2x?x8xf32>) {
    ^bb0(%out: f32):
      %197 = linalg.index 0 : index
      %198 = linalg.index 1 : index
      %199 = linalg.index 3 : index
      %200 = linalg.index 4 : index
      %201 = arith.cmpi eq, %65, %c1 : index
      %202 = arith.select %201, %c0, %197 : index
      %203 = arith.cmpi eq, %66, %c1 : index
      %204 = arith.select %203, %c0, %199 : index
      %205 = memref.load %expand_shape_106[%202, %198, %c0, %204, %200] : memref<?x2x1x?x8xf32>
      linalg.yield %205 : f32
    }
    %75 = arith.muli %32, %c4_i64 : i64
    %76 = arith.muli %75, %27 : i64
    %77 = arith.select %36, %75, %76 : i64
    %78 = arith.muli %77, %c8_i64 : i64
    cf.assert %40, "must have at most one inferred (negative) dimension"
    %79 = arith.muli %26, %c4_i64 : i64
    %80 = arith.muli %79, %27 : i64
    %81 = arith.muli %80, %c8_i64 : i64
    %82 = arith.divsi %81, %78 : i64
    %83 = arith.select %31, %82, %26 : i64
    %84 = arith.select %36, %82, %27 : i64
    %alloc_109 = memref.alloc() {alignment = 64 : i64} : memref<4xi64>
    %c0_110 = arith.constant 0 : index
    %c1_111 = arith.constant 1 : index
    %c2_112 = arith.constant 2 : index
    %c3_113 = arith.constant 3 : index
    memref.store %83, %alloc_109[%c0_110] : memref<4xi64>
    memref.store %c4_i64, %alloc_109[%c1_111] : memref<4xi64>
    memref.store %84, %alloc_109[%c2_112] : memref<4xi64>
    memref.store %c8_i64, %alloc_109[%c3_113] : memref<4xi64>
    %reshape_114 = memref.reshape %alloc_108(%alloc_109) : (memref<?x2x2x?x8xf32>, memref<4xi64>) -> memref<?x4x?x8xf32>
    %expand_shape_115 = memref.expand_shape %alloc_69 [[0], [1], [2, 3], [4]] output_shape [%65, 2, 1, %66, 8] : memref<?x2x?x8xf32> into memref<?x2x1x?x8xf32>
    cf.assert %28, "unimplemented: dynamic negative broadcast sizes"
    cf.assert %29, "unimplemented: dynamic negative broadcast sizes"
    linalg.generic {indexing_maps = [#map15], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel"]} outs(%alloc_107 : memref<?x2x2x?x8xf32>) {
    ^bb0(%out: f32):
      %197 = linalg.index 0 : index
      %198 = linalg.index 1 : index
      %199 = linalg.index 3 : index
      %200 = linalg.index 4 : index
      %201 = arith.cmpi eq, %65, %c1 : index
      %202 = arith.select %201, %c0, %197 : index
      %203 = arith.cmpi eq, %66, %c1 : index
      %204 = arith.select %203, %c0, %199 : index
      %205 = memref.load %expand_shape_115[%202, %198, %c0, %204, %200] : memref<?x2x1x?x8xf32>
      linalg.yield %205 : f32
    }
    cf.assert %40, "must have at most one inferred (negative) dimension"
    %reshape_116 = memref.reshape %alloc_107(%alloc_109) : (memref<?x2x2x?x8xf32>, memref<4xi64>) -> memref<?x4x?x8xf32>
    %85 = arith.index_cast %83 : i64 to index
    %86 = arith.index_cast %84 : i64 to index
    %alloc_117 = memref.alloc(%85, %86) {alignment = 64 : i64} : memref<?x4x8x?xf32>
    linalg.transpose ins(%reshape_114 : memref<?x4x?x8xf32>) outs(%alloc_117 : memref<?x4x8x?xf32>) permutation = [0, 1, 3, 2] 
    cf.assert %28, "unimplemented: dynamic negative broadcast sizes"
    cf.assert %29, "unimplemented: dynamic negative broadcast sizes"
    %alloc_118 = memref.alloc(%dim, %dim_5) {alignment = 64 : i64} : memref<?x4x?x8xf32>
    linalg.generic {indexing_maps = [#map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%alloc_118 : memref<?x4x?x8xf32>) {
    ^bb0(%out: f32):
      %197 = linalg.index 0 : index
      %198 = linalg.index 1 : index
      %199 = linalg.index 2 : index
      %200 = linalg.index 3 : index
      %201 = arith.cmpi eq, %53, %c1 : index
      %202 = arith.select %201, %c0, %197 : index
      %203 = arith.cmpi eq, %54, %c1 : index
      %204 = arith.select %203, %c0, %199 : index
      %205 = memref.load %alloc_50[%202, %198, %204, %200] : memref<?x4x?x8xf32>
      linalg.yield %205 : f32
    }
    %87 = arith.cmpi slt, %79, %c0_i64 : i64
    %88 = arith.select %87, %c1_i64, %79 : i64
    %89 = arith.extui %87 : i1 to i64
    %90 = arith.muli %88, %27 : i64
    %91 = arith.addi %89, %c1_i64 : i64
    %92 = arith.select %36, %88, %90 : i64
    %93 = arith.select %36, %91, %89 : i64
    %94 = arith.muli %92, %c8_i64 : i64
    %95 = arith.cmpi sle, %93, %c1_i64 : i64
    cf.assert %95, "must have at most one inferred (negative) dimension"
    %96 = arith.divsi %81, %94 : i64
    %97 = arith.select %87, %96, %79 : i64
    %98 = arith.select %36, %96, %27 : i64
    %alloc_119 = memref.alloc() {alignment = 64 : i64} : memref<3xi64>
    %c0_120 = arith.constant 0 : index
    %c1_121 = arith.constant 1 : index
    %c2_122 = arith.constant 2 : index
    memref.store %97, %alloc_119[%c0_120] : memref<3xi64>
    memref.store %98, %alloc_119[%c1_121] : memref<3xi64>
    memref.store %c8_i64, %alloc_119[%c2_122] : memref<3xi64>
    %reshape_123 = memref.reshape %alloc_118(%alloc_119) : (memref<?x4x?x8xf32>, memref<3xi64>) -> memref<?x?x8xf32>
    cf.assert %28, "unimplemented: dynamic negative broadcast sizes"
    cf.assert %29, "unimplemented: dynamic negative broadcast sizes"
    %alloc_124 = memref.alloc(%dim, %dim_5) {alignment = 64 : i64} : memref<?x4x8x?xf32>
    linalg.generic {indexing_maps = [#map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%alloc_124 : memref<?x4x8x?xf32>) {
    ^bb0(%out: f32):
      %197 = linalg.index 0 : index
      %198 = linalg.index 1 : index
      %199 = linalg.index 2 : index
      %200 = linalg.index 3 : index
      %201 = arith.cmpi eq, %85, %c1 : index
      %202 = arith.select %201, %c0, %197 : index
      %203 = arith.cmpi eq, %86, %c1 : index
      %204 = arith.select %203, %c0, %200 : index
      %205 = memref.load %alloc_117[%202, %198, %199, %204] : memref<?x4x8x?xf32>
      linalg.yield %205 : f32
    }
    %99 = arith.muli %88, %c8_i64 : i64
    %100 = arith.muli %99, %27 : i64
    %101 = arith.select %36, %99, %100 : i64
    cf.assert %95, "must have at most one inferred (negative) dimension"
    %102 = arith.muli %26, %c32_i64 : i64
    %103 = arith.muli %102, %27 : i64
    %104 = arith.divsi %103, %101 : i64
    %105 = arith.select %87, %104, %79 : i64
    %106 = arith.select %36, %104, %27 : i64
    %alloc_125 = memref.alloc() {alignment = 64 : i64} : memref<3xi64>
    %c0_126 = arith.constant 0 : index
    %c1_127 = arith.constant 1 : index
    %c2_128 = arith.constant 2 : index
    memref.store %105, %alloc_125[%c0_126] : memref<3xi64>
    memref.store %c8_i64, %alloc_125[%c1_127] : memref<3xi64>
    memref.store %106, %alloc_125[%c2_128] : memref<3xi64>
    %reshape_129 = memref.reshape %alloc_124(%alloc_125) : (memref<?x4x8x?xf32>, memref<3xi64>) -> memref<?x8x?xf32>
    %107 = arith.index_cast %97 : i64 to index
    %108 = arith.index_cast %98 : i64 to index
    %109 = arith.index_cast %106 : i64 to index
    %110 = arith.cmpi eq, %97, %105 : i64
    cf.assert %110, "mismatching contracting dimension"
    %alloc_130 = memref.alloc(%107, %108, %109) {alignment = 64 : i64} : memref<?x?x?xf32>
    linalg.fill ins(%cst : f32) outs(%alloc_130 : memref<?x?x?xf32>)
    %c0_131 = arith.constant 0 : index
    %dim_132 = memref.dim %alloc_130, %c0_131 : memref<?x?x?xf32>
    %c1_133 = arith.constant 1 : index
    %dim_134 = memref.dim %alloc_130, %c1_133 : memref<?x?x?xf32>
    %c2_135 = arith.constant 2 : index
    %dim_136 = memref.dim %alloc_130, %c2_135 : memref<?x?x?xf32>
    %alloc_137 = memref.alloc(%dim_132, %dim_134, %dim_136) {alignment = 64 : i64} : memref<?x?x?xf32>
    memref.copy %alloc_130, %alloc_137 : memref<?x?x?xf32> to memref<?x?x?xf32>
    linalg.batch_matmul ins(%reshape_123, %reshape_129 : memref<?x?x8xf32>, memref<?x8x?xf32>) outs(%alloc_137 : memref<?x?x?xf32>)
    %111 = arith.muli %77, %27 : i64
    %112 = arith.select %36, %75, %111 : i64
    %113 = arith.select %36, %45, %33 : i64
    %114 = arith.cmpi sle, %113, %c1_i64 : i64
    cf.assert %114, "must have at most one inferred (negative) dimension"
    %115 = arith.muli %97, %98 : i64
    %116 = arith.muli %115, %106 : i64
    %117 = arith.divsi %116, %112 : i64
    %118 = arith.select %31, %117, %26 : i64
    %119 = arith.select %36, %117, %27 : i64
    %alloc_138 = memref.alloc() {alignment = 64 : i64} : memref<4xi64>
    %c0_139 = arith.constant 0 : index
    %c1_140 = arith.constant 1 : index
    %c2_141 = arith.constant 2 : index
    %c3_142 = arith.constant 3 : index
    memref.store %118, %alloc_138[%c0_139] : memref<4xi64>
    memref.store %c4_i64, %alloc_138[%c1_140] : memref<4xi64>
    memref.store %119, %alloc_138[%c2_141] : memref<4xi64>
    memref.store %119, %alloc_138[%c3_142] : memref<4xi64>
    %reshape_143 = memref.reshape %alloc_137(%alloc_138) : (memref<?x?x?xf32>, memref<4xi64>) -> memref<?x4x?x?xf32>
    %120 = arith.index_cast %118 : i64 to index
    %121 = arith.index_cast %119 : i64 to index
    %alloc_144 = memref.alloc(%120, %121, %121) {alignment = 64 : i64} : memref<?x4x?x?xf32>
    linalg.generic {indexing_maps = [#map7, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%reshape_143 : memref<?x4x?x?xf32>) outs(%alloc_144 : memref<?x4x?x?xf32>) {
    ^bb0(%in: f32, %out: f32):
      %197 = arith.truncf %cst_2 : f64 to f32
      %198 = arith.mulf %in, %197 : f32
      linalg.yield %198 : f32
    }
    %122 = arith.cmpi eq, %120, %dim : index
    cf.assert %122, "mismatched size for broadcast"
    %123 = arith.cmpi eq, %121, %dim_5 : index
    cf.assert %123, "mismatched size for broadcast"
    cf.assert %123, "mismatched size for broadcast"
    linalg.generic {indexing_maps = [#map7, #map16, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%alloc_144, %alloc_19 : memref<?x4x?x?xf32>, memref<?x1x?x?xf32>) outs(%alloc_144 : memref<?x4x?x?xf32>) {
    ^bb0(%in: f32, %in_324: f32, %out: f32):
      %197 = arith.addf %in, %in_324 : f32
      linalg.yield %197 : f32
    }
    %alloc_145 = memref.alloc(%120, %121) {alignment = 64 : i64} : memref<?x4x?xi64>
    linalg.fill ins(%c0_i64 : i64) outs(%alloc_145 : memref<?x4x?xi64>)
    %alloc_146 = memref.alloc(%120, %121) {alignment = 64 : i64} : memref<?x4x?xf32>
    linalg.fill ins(%cst_0 : f32) outs(%alloc_146 : memref<?x4x?xf32>)
    %c0_147 = arith.constant 0 : index
    %dim_148 = memref.dim %alloc_146, %c0_147 : memref<?x4x?xf32>
    %c2_149 = arith.constant 2 : index
    %dim_150 = memref.dim %alloc_146, %c2_149 : memref<?x4x?xf32>
    %alloc_151 = memref.alloc(%dim_148, %dim_150) {alignment = 64 : i64} : memref<?x4x?xf32>
    memref.copy %alloc_146, %alloc_151 : memref<?x4x?xf32> to memref<?x4x?xf32>
    %c0_152 = arith.constant 0 : index
    %dim_153 = memref.dim %alloc_145, %c0_152 : memref<?x4x?xi64>
    %c2_154 = arith.constant 2 : index
    %dim_155 = memref.dim %alloc_145, %c2_154 : memref<?x4x?xi64>
    %alloc_156 = memref.alloc(%dim_153, %dim_155) {alignment = 64 : i64} : memref<?x4x?xi64>
    memref.copy %alloc_145, %alloc_156 : memref<?x4x?xi64> to memref<?x4x?xi64>
    linalg.generic {indexing_maps = [#map7, #map17, #map17], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%alloc_144 : memref<?x4x?x?xf32>) outs(%alloc_151, %alloc_156 : memref<?x4x?xf32>, memref<?x4x?xi64>) {
    ^bb0(%in: f32, %out: f32, %out_324: i64):
      %197 = linalg.index 3 : index
      %198 = arith.index_cast %197 : index to i64
      %199 = arith.maximumf %in, %out : f32
      %200 = arith.cmpf ogt, %in, %out : f32
      %201 = arith.select %200, %198, %out_324 : i64
      linalg.yield %199, %201 : f32, i64
    }
    %expand_shape_157 = memref.expand_shape %alloc_151 [[0], [1], [2, 3]] output_shape [%120, 4, %121, 1] : memref<?x4x?xf32> into memref<?x4x?x1xf32>
    linalg.generic {indexing_maps = [#map7, #map6, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%alloc_144, %expand_shape_157 : memref<?x4x?x?xf32>, memref<?x4x?x1xf32>) outs(%alloc_144 : memref<?x4x?x?xf32>) {
    ^bb0(%in: f32, %in_324: f32, %out: f32):
      %197 = arith.subf %in, %in_324 : f32
      linalg.yield %197 : f32
    }
    linalg.generic {indexing_maps = [#map7, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%alloc_144 : memref<?x4x?x?xf32>) outs(%alloc_144 : memref<?x4x?x?xf32>) {
    ^bb0(%in: f32, %out: f32):
      %197 = math.exp %in : f32
      linalg.yield %197 : f32
    }
    %alloc_158 = memref.alloc(%120, %121) {alignment = 64 : i64} : memref<?x4x?x1xf32>
    linalg.fill ins(%cst : f32) outs(%alloc_158 : memref<?x4x?x1xf32>)
    %c0_159 = arith.constant 0 : index
    %dim_160 = memref.dim %alloc_158, %c0_159 : memref<?x4x?x1xf32>
    %c2_161 = arith.constant 2 : index
    %dim_162 = memref.dim %alloc_158, %c2_161 : memref<?x4x?x1xf32>
    %alloc_163 = memref.alloc(%dim_160, %dim_162) {alignment = 64 : i64} : memref<?x4x?x1xf32>
    memref.copy %alloc_158, %alloc_163 : memref<?x4x?x1xf32> to memref<?x4x?x1xf32>
    linalg.generic {indexing_maps = [#map7, #map6], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%alloc_144 : memref<?x4x?x?xf32>) outs(%alloc_163 : memref<?x4x?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %197 = arith.addf %in, %out : f32
      linalg.yield %197 : f32
    }
    linalg.generic {indexing_maps = [#map7, #map6, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%alloc_144, %alloc_163 : memref<?x4x?x?xf32>, memref<?x4x?x1xf32>) outs(%alloc_144 : memref<?x4x?x?xf32>) {
    ^bb0(%in: f32, %in_324: f32, %out: f32):
      %197 = arith.divf %in, %in_324 : f32
      linalg.yield %197 : f32
    }
    cf.assert %28, "unimplemented: dynamic negative broadcast sizes"
    cf.assert %29, "unimplemented: dynamic negative broadcast sizes"
    cf.assert %29, "unimplemented: dynamic negative broadcast sizes"
    %alloc_164 = memref.alloc(%dim, %dim_5, %dim_5) {alignment = 64 : i64} : memref<?x4x?x?xf32>
    linalg.generic {indexing_maps = [#map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%alloc_164 : memref<?x4x?x?xf32>) {
    ^bb0(%out: f32):
      %197 = linalg.index 0 : index
      %198 = linalg.index 1 : index
      %199 = linalg.index 2 : index
      %200 = linalg.index 3 : index
      %201 = arith.cmpi eq, %120, %c1 : index
      %202 = arith.select %201, %c0, %197 : index
      %203 = arith.cmpi eq, %121, %c1 : index
      %204 = arith.select %203, %c0, %199 : index
      %205 = arith.select %203, %c0, %200 : index
      %206 = memref.load %alloc_144[%202, %198, %204, %205] : memref<?x4x?x?xf32>
      linalg.yield %206 : f32
    }
    %124 = arith.muli %92, %27 : i64
    %125 = arith.addi %93, %c1_i64 : i64
    %126 = arith.select %36, %88, %124 : i64
    %127 = arith.select %36, %125, %89 : i64
    %128 = arith.cmpi sle, %127, %c1_i64 : i64
    cf.assert %128, "must have at most one inferred (negative) dimension"
    %129 = arith.muli %80, %27 : i64
    %130 = arith.divsi %129, %126 : i64
    %131 = arith.select %87, %130, %79 : i64
    %132 = arith.select %36, %130, %27 : i64
    %alloc_165 = memref.alloc() {alignment = 64 : i64} : memref<3xi64>
    %c0_166 = arith.constant 0 : index
    %c1_167 = arith.constant 1 : index
    %c2_168 = arith.constant 2 : index
    memref.store %131, %alloc_165[%c0_166] : memref<3xi64>
    memref.store %132, %alloc_165[%c1_167] : memref<3xi64>
    memref.store %132, %alloc_165[%c2_168] : memref<3xi64>
    %reshape_169 = memref.reshape %alloc_164(%alloc_165) : (memref<?x4x?x?xf32>, memref<3xi64>) -> memref<?x?x?xf32>
    cf.assert %28, "unimplemented: dynamic negative broadcast sizes"
    cf.assert %29, "unimplemented: dynamic negative broadcast sizes"
    linalg.generic {indexing_maps = [#map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%alloc_118 : memref<?x4x?x8xf32>) {
    ^bb0(%out: f32):
      %197 = linalg.index 0 : index
      %198 = linalg.index 1 : index
      %199 = linalg.index 2 : index
      %200 = linalg.index 3 : index
      %201 = arith.cmpi eq, %85, %c1 : index
      %202 = arith.select %201, %c0, %197 : index
      %203 = arith.cmpi eq, %86, %c1 : index
      %204 = arith.select %203, %c0, %199 : index
      %205 = memref.load %reshape_116[%202, %198, %204, %200] : memref<?x4x?x8xf32>
      linalg.yield %205 : f32
    }
    cf.assert %95, "must have at most one inferred (negative) dimension"
    %reshape_170 = memref.reshape %alloc_118(%alloc_119) : (memref<?x4x?x8xf32>, memref<3xi64>) -> memref<?x?x8xf32>
    %133 = arith.index_cast %131 : i64 to index
    %134 = arith.index_cast %132 : i64 to index
    %135 = arith.cmpi eq, %131, %97 : i64
    cf.assert %135, "mismatching contracting dimension"
    %136 = arith.cmpi eq, %132, %98 : i64
    cf.assert %136, "mismatching contracting dimension"
    %alloc_171 = memref.alloc(%133, %134) {alignment = 64 : i64} : memref<?x?x8xf32>
    linalg.fill ins(%cst : f32) outs(%alloc_171 : memref<?x?x8xf32>)
    %c0_172 = arith.constant 0 : index
    %dim_173 = memref.dim %alloc_171, %c0_172 : memref<?x?x8xf32>
    %c1_174 = arith.constant 1 : index
    %dim_175 = memref.dim %alloc_171, %c1_174 : memref<?x?x8xf32>
    %alloc_176 = memref.alloc(%dim_173, %dim_175) {alignment = 64 : i64} : memref<?x?x8xf32>
    memref.copy %alloc_171, %alloc_176 : memref<?x?x8xf32> to memref<?x?x8xf32>
    linalg.batch_matmul ins(%reshape_169, %reshape_170 : memref<?x?x?xf32>, memref<?x?x8xf32>) outs(%alloc_176 : memref<?x?x8xf32>)
    cf.assert %40, "must have at most one inferred (negative) dimension"
    %137 = arith.muli %131, %132 : i64
    %138 = arith.muli %137, %c8_i64 : i64
    %139 = arith.divsi %138, %78 : i64
    %140 = arith.select %31, %139, %26 : i64
    %141 = arith.select %36, %139, %27 : i64
    %alloc_177 = memref.alloc() {alignment = 64 : i64} : memref<4xi64>
    %c0_178 = arith.constant 0 : index
    %c1_179 = arith.constant 1 : index
    %c2_180 = arith.constant 2 : index
    %c3_181 = arith.constant 3 : index
    memref.store %140, %alloc_177[%c0_178] : memref<4xi64>
    memref.store %c4_i64, %alloc_177[%c1_179] : memref<4xi64>
    memref.store %141, %alloc_177[%c2_180] : memref<4xi64>
    memref.store %c8_i64, %alloc_177[%c3_181] : memref<4xi64>
    %reshape_182 = memref.reshape %alloc_176(%alloc_177) : (memref<?x?x8xf32>, memref<4xi64>) -> memref<?x4x?x8xf32>
    %142 = arith.index_cast %140 : i64 to index
    %143 = arith.index_cast %141 : i64 to index
    %alloc_183 = memref.alloc(%142, %143) {alignment = 64 : i64} : memref<?x?x4x8xf32>
    linalg.transpose ins(%reshape_182 : memref<?x4x?x8xf32>) outs(%alloc_183 : memref<?x?x4x8xf32>) permutation = [0, 2, 1, 3] 
    cf.assert %47, "must have at most one inferred (negative) dimension"
    %144 = arith.muli %140, %141 : i64
    %145 = arith.muli %144, %c32_i64 : i64
    %146 = arith.divsi %145, %37 : i64
    %147 = arith.select %31, %146, %26 : i64
    %148 = arith.select %36, %146, %27 : i64
    %alloc_184 = memref.alloc() {alignment = 64 : i64} : memref<3xi64>
    %c0_185 = arith.constant 0 : index
    %c1_186 = arith.constant 1 : index
    %c2_187 = arith.constant 2 : index
    memref.store %147, %alloc_184[%c0_185] : memref<3xi64>
    memref.store %148, %alloc_184[%c1_186] : memref<3xi64>
    memref.store %146, %alloc_184[%c2_187] : memref<3xi64>
    %reshape_188 = memref.reshape %alloc_183(%alloc_184) : (memref<?x?x4x8xf32>, memref<3xi64>) -> memref<?x?x32xf32>
    linalg.transpose ins(%18 : memref<32x32xf32>) outs(%alloc_40 : memref<32x32xf32>) permutation = [1, 0] 
    %cast = memref.cast %reshape_188 : memref<?x?x32xf32> to memref<?x1x32xf32>
    %collapse_shape_189 = memref.collapse_shape %cast [[0], [1, 2]] : memref<?x1x32xf32> into memref<?x32xf32>
    %149 = arith.index_cast %147 : i64 to index
    %alloc_190 = memref.alloc(%149) {alignment = 64 : i64} : memref<?x32xf32>
    linalg.fill ins(%cst : f32) outs(%alloc_190 : memref<?x32xf32>)
    linalg.matmul ins(%collapse_shape_189, %alloc_40 : memref<?x32xf32>, memref<32x32xf32>) outs(%alloc_190 : memref<?x32xf32>)
    cf.assert %40, "must have at most one inferred (negative) dimension"
    %150 = arith.muli %147, %c32_i64 : i64
    %151 = arith.divsi %150, %39 : i64
    %152 = arith.select %31, %151, %26 : i64
    %153 = arith.select %36, %151, %27 : i64
    %alloc_191 = memref.alloc() {alignment = 64 : i64} : memref<3xi64>
    %c0_192 = arith.constant 0 : index
    %c1_193 = arith.constant 1 : index
    %c2_194 = arith.constant 2 : index
    memref.store %152, %alloc_191[%c0_192] : memref<3xi64>
    memref.store %153, %alloc_191[%c1_193] : memref<3xi64>
    memref.store %c32_i64, %alloc_191[%c2_194] : memref<3xi64>
    %reshape_195 = memref.reshape %alloc_190(%alloc_191) : (memref<?x32xf32>, memref<3xi64>) -> memref<?x?x32xf32>
    %154 = arith.index_cast %152 : i64 to index
    %155 = arith.cmpi eq, %dim, %154 : index
    cf.assert %155, "mismatched size for broadcast"
    %156 = arith.index_cast %153 : i64 to index
    %157 = arith.cmpi eq, %dim_5, %156 : index
    cf.assert %157, "mismatched size for broadcast"
    %alloc_196 = memref.alloc(%dim, %dim_5) {alignment = 64 : i64} : memref<?x?x32xf32>
    linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%alloc_8, %reshape_195 : memref<?x?x32xf32>, memref<?x?x32xf32>) outs(%alloc_196 : memref<?x?x32xf32>) {
    ^bb0(%in: f32, %in_324: f32, %out: f32):
      %197 = arith.addf %in, %in_324 : f32
      linalg.yield %197 : f32
    }
    linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%alloc_196 : memref<?x?x32xf32>) outs(%alloc_7 : memref<?x?x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %197 = math.fpowi %in, %c2_i64 : f32, i64
      linalg.yield %197 : f32
    }
    %c0_197 = arith.constant 0 : index
    %dim_198 = memref.dim %alloc_33, %c0_197 : memref<?x?x1xf32>
    %c1_199 = arith.constant 1 : index
    %dim_200 = memref.dim %alloc_33, %c1_199 : memref<?x?x1xf32>
    %alloc_201 = memref.alloc(%dim_198, %dim_200) {alignment = 64 : i64} : memref<?x?x1xf32>
    memref.copy %alloc_33, %alloc_201 : memref<?x?x1xf32> to memref<?x?x1xf32>
    linalg.generic {indexing_maps = [#map4, #map12], iterator_types = ["parallel", "parallel", "reduction"]} ins(%alloc_7 : memref<?x?x32xf32>) outs(%alloc_201 : memref<?x?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %197 = arith.addf %in, %out : f32
      linalg.yield %197 : f32
    }
    linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%alloc_201 : memref<?x?x1xf32>) outs(%alloc_32 : memref<?x?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %197 = arith.divf %in, %cst_4 : f32
      linalg.yield %197 : f32
    }
    linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%alloc_32 : memref<?x?x1xf32>) outs(%alloc_32 : memref<?x?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %197 = arith.truncf %cst_3 : f64 to f32
      %198 = arith.addf %in, %197 : f32
      linalg.yield %198 : f32
    }
    linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%alloc_32 : memref<?x?x1xf32>) outs(%alloc_32 : memref<?x?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %197 = math.rsqrt %in : f32
      linalg.yield %197 : f32
    }
    linalg.generic {indexing_maps = [#map4, #map12, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%alloc_196, %alloc_32 : memref<?x?x32xf32>, memref<?x?x1xf32>) outs(%alloc_39 : memref<?x1x32xf32>) {
    ^bb0(%in: f32, %in_324: f32, %out: f32):
      %197 = arith.mulf %in, %in_324 : f32
      linalg.yield %197 : f32
    }
    linalg.generic {indexing_maps = [#map13, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%17, %alloc_39 : memref<32xf32>, memref<?x1x32xf32>) outs(%alloc_39 : memref<?x1x32xf32>) {
    ^bb0(%in: f32, %in_324: f32, %out: f32):
      %197 = arith.mulf %in, %in_324 : f32
      linalg.yield %197 : f32
    }
    %alloc_202 = memref.alloc() {alignment = 64 : i64} : memref<32x64xf32>
    linalg.transpose ins(%16 : memref<64x32xf32>) outs(%alloc_202 : memref<32x64xf32>) permutation = [1, 0] 
    %collapse_shape_203 = memref.collapse_shape %alloc_39 [[0], [1, 2]] : memref<?x1x32xf32> into memref<?x32xf32>
    %alloc_204 = memref.alloc(%dim) {alignment = 64 : i64} : memref<?x64xf32>
    linalg.fill ins(%cst : f32) outs(%alloc_204 : memref<?x64xf32>)
    %c0_205 = arith.constant 0 : index
    %dim_206 = memref.dim %alloc_204, %c0_205 : memref<?x64xf32>
    %alloc_207 = memref.alloc(%dim_206) {alignment = 64 : i64} : memref<?x64xf32>
    memref.copy %alloc_204, %alloc_207 : memref<?x64xf32> to memref<?x64xf32>
    linalg.matmul ins(%collapse_shape_203, %alloc_202 : memref<?x32xf32>, memref<32x64xf32>) outs(%alloc_207 : memref<?x64xf32>)
    %158 = arith.muli %37, %c64_i64 : i64
    cf.assert %40, "must have at most one inferred (negative) dimension"
    %159 = arith.muli %26, %c64_i64 : i64
    %160 = arith.divsi %159, %158 : i64
    %161 = arith.select %31, %160, %26 : i64
    %162 = arith.select %36, %160, %27 : i64
    %alloc_208 = memref.alloc() {alignment = 64 : i64} : memref<3xi64>
    %c0_209 = arith.constant 0 : index
    %c1_210 = arith.constant 1 : index
    %c2_211 = arith.constant 2 : index
    memref.store %161, %alloc_208[%c0_209] : memref<3xi64>
    memref.store %162, %alloc_208[%c1_210] : memref<3xi64>
    memref.store %c64_i64, %alloc_208[%c2_211] : memref<3xi64>
    %reshape_212 = memref.reshape %alloc_207(%alloc_208) : (memref<?x64xf32>, memref<3xi64>) -> memref<?x?x64xf32>
    %163 = arith.index_cast %161 : i64 to index
    %alloc_213 = memref.alloc(%163) {alignment = 64 : i64} : memref<?x1x64xf32>
    %cast_214 = memref.cast %reshape_212 : memref<?x?x64xf32> to memref<?x1x64xf32>
    linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%cast_214 : memref<?x1x64xf32>) outs(%alloc_213 : memref<?x1x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %197 = arith.negf %in : f32
      %198 = math.exp %197 : f32
      %199 = arith.addf %198, %cst_1 : f32
      %200 = arith.divf %cst_1, %199 : f32
      linalg.yield %200 : f32
    }
    linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%cast_214, %alloc_213 : memref<?x1x64xf32>, memref<?x1x64xf32>) outs(%alloc_213 : memref<?x1x64xf32>) {
    ^bb0(%in: f32, %in_324: f32, %out: f32):
      %197 = arith.mulf %in, %in_324 : f32
      linalg.yield %197 : f32
    }
    linalg.transpose ins(%15 : memref<64x32xf32>) outs(%alloc_202 : memref<32x64xf32>) permutation = [1, 0] 
    %c0_215 = arith.constant 0 : index
    %dim_216 = memref.dim %alloc_204, %c0_215 : memref<?x64xf32>
    %alloc_217 = memref.alloc(%dim_216) {alignment = 64 : i64} : memref<?x64xf32>
    memref.copy %alloc_204, %alloc_217 : memref<?x64xf32> to memref<?x64xf32>
    linalg.matmul ins(%collapse_shape_203, %alloc_202 : memref<?x32xf32>, memref<32x64xf32>) outs(%alloc_217 : memref<?x64xf32>)
    cf.assert %40, "must have at most one inferred (negative) dimension"
    %reshape_218 = memref.reshape %alloc_217(%alloc_208) : (memref<?x64xf32>, memref<3xi64>) -> memref<?x?x64xf32>
    %cast_219 = memref.cast %reshape_218 : memref<?x?x64xf32> to memref<?x1x64xf32>
    linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%alloc_213, %cast_219 : memref<?x1x64xf32>, memref<?x1x64xf32>) outs(%alloc_213 : memref<?x1x64xf32>) {
    ^bb0(%in: f32, %in_324: f32, %out: f32):
      %197 = arith.mulf %in, %in_324 : f32
      linalg.yield %197 : f32
    }
    %alloc_220 = memref.alloc() {alignment = 64 : i64} : memref<64x32xf32>
    linalg.transpose ins(%14 : memref<32x64xf32>) outs(%alloc_220 : memref<64x32xf32>) permutation = [1, 0] 
    %collapse_shape_221 = memref.collapse_shape %alloc_213 [[0], [1, 2]] : memref<?x1x64xf32> into memref<?x64xf32>
    %164 = arith.index_cast %161 : i64 to index
    %alloc_222 = memref.alloc(%164) {alignment = 64 : i64} : memref<?x32xf32>
    linalg.fill ins(%cst : f32) outs(%alloc_222 : memref<?x32xf32>)
    linalg.matmul ins(%collapse_shape_221, %alloc_220 : memref<?x64xf32>, memref<64x32xf32>) outs(%alloc_222 : memref<?x32xf32>)
    cf.assert %40, "must have at most one inferred (negative) dimension"
    %165 = arith.muli %161, %c32_i64 : i64
    %166 = arith.divsi %165, %39 : i64
    %167 = arith.select %31, %166, %26 : i64
    %168 = arith.select %36, %166, %27 : i64
    %alloc_223 = memref.alloc() {alignment = 64 : i64} : memref<3xi64>
    %c0_224 = arith.constant 0 : index
    %c1_225 = arith.constant 1 : index
    %c2_226 = arith.constant 2 : index
    memref.store %167, %alloc_223[%c0_224] : memref<3xi64>
    memref.store %168, %alloc_223[%c1_225] : memref<3xi64>
    memref.store %c32_i64, %alloc_223[%c2_226] : memref<3xi64>
    %reshape_227 = memref.reshape %alloc_222(%alloc_223) : (memref<?x32xf32>, memref<3xi64>) -> memref<?x?x32xf32>
    %169 = arith.index_cast %167 : i64 to index
    %170 = arith.cmpi eq, %dim, %169 : index
    cf.assert %170, "mismatched size for broadcast"
    %171 = arith.index_cast %168 : i64 to index
    %172 = arith.cmpi eq, %dim_5, %171 : index
    cf.assert %172, "mismatched size for broadcast"
    %alloc_228 = memref.alloc(%dim, %dim_5) {alignment = 64 : i64} : memref<?x?x32xf32>
    linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%alloc_196, %reshape_227 : memref<?x?x32xf32>, memref<?x?x32xf32>) outs(%alloc_228 : memref<?x?x32xf32>) {
    ^bb0(%in: f32, %in_324: f32, %out: f32):
      %197 = arith.addf %in, %in_324 : f32
      linalg.yield %197 : f32
    }
    linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%alloc_228 : memref<?x?x32xf32>) outs(%alloc_7 : memref<?x?x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %197 = math.fpowi %in, %c2_i64 : f32, i64
      linalg.yield %197 : f32
    }
    %c0_229 = arith.constant 0 : index
    %dim_230 = memref.dim %alloc_33, %c0_229 : memref<?x?x1xf32>
    %c1_231 = arith.constant 1 : index
    %dim_232 = memref.dim %alloc_33, %c1_231 : memref<?x?x1xf32>
    %alloc_233 = memref.alloc(%dim_230, %dim_232) {alignment = 64 : i64} : memref<?x?x1xf32>
    memref.copy %alloc_33, %alloc_233 : memref<?x?x1xf32> to memref<?x?x1xf32>
    linalg.generic {indexing_maps = [#map4, #map12], iterator_types = ["parallel", "parallel", "reduction"]} ins(%alloc_7 : memref<?x?x32xf32>) outs(%alloc_233 : memref<?x?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %197 = arith.addf %in, %out : f32
      linalg.yield %197 : f32
    }
    linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%alloc_233 : memref<?x?x1xf32>) outs(%alloc_32 : memref<?x?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %197 = arith.divf %in, %cst_4 : f32
      linalg.yield %197 : f32
    }
    linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%alloc_32 : memref<?x?x1xf32>) outs(%alloc_32 : memref<?x?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %197 = arith.truncf %cst_3 : f64 to f32
      %198 = arith.addf %in, %197 : f32
      linalg.yield %198 : f32
    }
    linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%alloc_32 : memref<?x?x1xf32>) outs(%alloc_32 : memref<?x?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %197 = math.rsqrt %in : f32
      linalg.yield %197 : f32
    }
    linalg.generic {indexing_maps = [#map4, #map12, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%alloc_228, %alloc_32 : memref<?x?x32xf32>, memref<?x?x1xf32>) outs(%alloc_39 : memref<?x1x32xf32>) {
    ^bb0(%in: f32, %in_324: f32, %out: f32):
      %197 = arith.mulf %in, %in_324 : f32
      linalg.yield %197 : f32
    }
    linalg.generic {indexing_maps = [#map13, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%13, %alloc_39 : memref<32xf32>, memref<?x1x32xf32>) outs(%alloc_39 : memref<?x1x32xf32>) {
    ^bb0(%in: f32, %in_324: f32, %out: f32):
      %197 = arith.mulf %in, %in_324 : f32
      linalg.yield %197 : f32
    }
    linalg.transpose ins(%12 : memref<32x32xf32>) outs(%alloc_40 : memref<32x32xf32>) permutation = [1, 0] 
    %collapse_shape_234 = memref.collapse_shape %alloc_39 [[0], [1, 2]] : memref<?x1x32xf32> into memref<?x32xf32>
    linalg.matmul ins(%collapse_shape_234, %alloc_40 : memref<?x32xf32>, memref<32x32xf32>) outs(%alloc_41 : memref<?x32xf32>)
    cf.assert %40, "must have at most one inferred (negative) dimension"
    cf.assert %47, "must have at most one inferred (negative) dimension"
    %reshape_235 = memref.reshape %alloc_41(%alloc_45) : (memref<?x32xf32>, memref<4xi64>) -> memref<?x?x4x8xf32>
    %alloc_236 = memref.alloc(%53, %54) {alignment = 64 : i64} : memref<?x4x?x8xf32>
    linalg.transpose ins(%reshape_235 : memref<?x?x4x8xf32>) outs(%alloc_236 : memref<?x4x?x8xf32>) permutation = [0, 2, 1, 3] 
    linalg.transpose ins(%11 : memref<16x32xf32>) outs(%alloc_52 : memref<32x16xf32>) permutation = [1, 0] 
    %c0_237 = arith.constant 0 : index
    %dim_238 = memref.dim %alloc_53, %c0_237 : memref<?x16xf32>
    %alloc_239 = memref.alloc(%dim_238) {alignment = 64 : i64} : memref<?x16xf32>
    memref.copy %alloc_53, %alloc_239 : memref<?x16xf32> to memref<?x16xf32>
    linalg.matmul ins(%collapse_shape_234, %alloc_52 : memref<?x32xf32>, memref<32x16xf32>) outs(%alloc_239 : memref<?x16xf32>)
    cf.assert %40, "must have at most one inferred (negative) dimension"
    cf.assert %47, "must have at most one inferred (negative) dimension"
    %reshape_240 = memref.reshape %alloc_239(%alloc_57) : (memref<?x16xf32>, memref<4xi64>) -> memref<?x?x2x8xf32>
    %alloc_241 = memref.alloc(%65, %66) {alignment = 64 : i64} : memref<?x2x?x8xf32>
    linalg.transpose ins(%reshape_240 : memref<?x?x2x8xf32>) outs(%alloc_241 : memref<?x2x?x8xf32>) permutation = [0, 2, 1, 3] 
    linalg.transpose ins(%10 : memref<16x32xf32>) outs(%alloc_52 : memref<32x16xf32>) permutation = [1, 0] 
    linalg.matmul ins(%collapse_shape_234, %alloc_52 : memref<?x32xf32>, memref<32x16xf32>) outs(%alloc_53 : memref<?x16xf32>)
    cf.assert %40, "must have at most one inferred (negative) dimension"
    cf.assert %47, "must have at most one inferred (negative) dimension"
    %reshape_242 = memref.reshape %alloc_53(%alloc_57) : (memref<?x16xf32>, memref<4xi64>) -> memref<?x?x2x8xf32>
    %alloc_243 = memref.alloc(%65, %66) {alignment = 64 : i64} : memref<?x2x?x8xf32>
    linalg.transpose ins(%reshape_242 : memref<?x?x2x8xf32>) outs(%alloc_243 : memref<?x2x?x8xf32>) permutation = [0, 2, 1, 3] 
    cf.assert %67, "mismatched size for broadcast"
    linalg.generic {indexing_maps = [#map7, #map14, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%alloc_236, %expand_shape_70 : memref<?x4x?x8xf32>, memref<1x1x?x8xf32>) outs(%alloc_50 : memref<?x4x?x8xf32>) {
    ^bb0(%in: f32, %in_324: f32, %out: f32):
      %197 = arith.mulf %in, %in_324 : f32
      linalg.yield %197 : f32
    }
    %subview_244 = memref.subview %alloc_236[0, 0, 0, 0] [%53, 4, %54, 4] [1, 1, 1, 1] : memref<?x4x?x8xf32> to memref<?x4x?x4xf32, strided<[?, ?, 8, 1]>>
    %subview_245 = memref.subview %alloc_236[0, 0, 0, 4] [%53, 4, %54, 4] [1, 1, 1, 1] : memref<?x4x?x8xf32> to memref<?x4x?x4xf32, strided<[?, ?, 8, 1], offset: 4>>
    linalg.generic {indexing_maps = [#map7, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%subview_245 : memref<?x4x?x4xf32, strided<[?, ?, 8, 1], offset: 4>>) outs(%alloc_74 : memref<?x4x?x4xf32>) {
    ^bb0(%in: f32, %out: f32):
      %197 = arith.negf %in : f32
      linalg.yield %197 : f32
    }
    %c0_246 = arith.constant 0 : index
    %dim_247 = memref.dim %alloc_74, %c0_246 : memref<?x4x?x4xf32>
    %c2_248 = arith.constant 2 : index
    %dim_249 = memref.dim %alloc_74, %c2_248 : memref<?x4x?x4xf32>
    %alloc_250 = memref.alloc(%dim_247, %dim_249) {alignment = 64 : i64} : memref<?x4x?x8xf32>
    %c0_251 = arith.constant 0 : index
    %dim_252 = memref.dim %alloc_250, %c0_251 : memref<?x4x?x8xf32>
    %c2_253 = arith.constant 2 : index
    %dim_254 = memref.dim %alloc_250, %c2_253 : memref<?x4x?x8xf32>
    %subview_255 = memref.subview %alloc_250[0, 0, 0, 0] [%dim_252, 4, %dim_254, 4] [1, 1, 1, 1] : memref<?x4x?x8xf32> to memref<?x4x?x4xf32, strided<[?, ?, 8, 1]>>
    memref.copy %alloc_74, %subview_255 : memref<?x4x?x4xf32> to memref<?x4x?x4xf32, strided<[?, ?, 8, 1]>>
    %subview_256 = memref.subview %alloc_250[0, 0, 0, 4] [%dim_252, 4, %dim_254, 4] [1, 1, 1, 1] : memref<?x4x?x8xf32> to memref<?x4x?x4xf32, strided<[?, ?, 8, 1], offset: 4>>
    memref.copy %subview_244, %subview_256 : memref<?x4x?x4xf32, strided<[?, ?, 8, 1]>> to memref<?x4x?x4xf32, strided<[?, ?, 8, 1], offset: 4>>
    %dim_257 = memref.dim %alloc_74, %c0 : memref<?x4x?x4xf32>
    %dim_258 = memref.dim %alloc_74, %c2 : memref<?x4x?x4xf32>
    %173 = arith.cmpi eq, %dim_258, %dim_29 : index
    cf.assert %173, "mismatched size for broadcast"
    %alloc_259 = memref.alloc(%dim_257, %dim_258) {alignment = 64 : i64} : memref<?x4x?x8xf32>
    linalg.generic {indexing_maps = [#map7, #map14, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%alloc_250, %expand_shape_71 : memref<?x4x?x8xf32>, memref<1x1x?x8xf32>) outs(%alloc_259 : memref<?x4x?x8xf32>) {
    ^bb0(%in: f32, %in_324: f32, %out: f32):
      %197 = arith.mulf %in, %in_324 : f32
      linalg.yield %197 : f32
    }
    %174 = arith.cmpi eq, %53, %dim_257 : index
    cf.assert %174, "mismatched size for broadcast"
    %175 = arith.cmpi eq, %54, %dim_258 : index
    cf.assert %175, "mismatched size for broadcast"
    linalg.generic {indexing_maps = [#map7, #map7, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%alloc_50, %alloc_259 : memref<?x4x?x8xf32>, memref<?x4x?x8xf32>) outs(%alloc_50 : memref<?x4x?x8xf32>) {
    ^bb0(%in: f32, %in_324: f32, %out: f32):
      %197 = arith.addf %in, %in_324 : f32
      linalg.yield %197 : f32
    }
    cf.assert %71, "mismatched size for broadcast"
    linalg.generic {indexing_maps = [#map7, #map14, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%alloc_241, %expand_shape_70 : memref<?x2x?x8xf32>, memref<1x1x?x8xf32>) outs(%alloc_63 : memref<?x2x?x8xf32>) {
    ^bb0(%in: f32, %in_324: f32, %out: f32):
      %197 = arith.mulf %in, %in_324 : f32
      linalg.yield %197 : f32
    }
    %subview_260 = memref.subview %alloc_241[0, 0, 0, 0] [%65, 2, %66, 4] [1, 1, 1, 1] : memref<?x2x?x8xf32> to memref<?x2x?x4xf32, strided<[?, ?, 8, 1]>>
    %subview_261 = memref.subview %alloc_241[0, 0, 0, 4] [%65, 2, %66, 4] [1, 1, 1, 1] : memref<?x2x?x8xf32> to memref<?x2x?x4xf32, strided<[?, ?, 8, 1], offset: 4>>
    linalg.generic {indexing_maps = [#map7, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%subview_261 : memref<?x2x?x4xf32, strided<[?, ?, 8, 1], offset: 4>>) outs(%alloc_91 : memref<?x2x?x4xf32>) {
    ^bb0(%in: f32, %out: f32):
      %197 = arith.negf %in : f32
      linalg.yield %197 : f32
    }
    %c0_262 = arith.constant 0 : index
    %dim_263 = memref.dim %alloc_91, %c0_262 : memref<?x2x?x4xf32>
    %c2_264 = arith.constant 2 : index
    %dim_265 = memref.dim %alloc_91, %c2_264 : memref<?x2x?x4xf32>
    %alloc_266 = memref.alloc(%dim_263, %dim_265) {alignment = 64 : i64} : memref<?x2x?x8xf32>
    %c0_267 = arith.constant 0 : index
    %dim_268 = memref.dim %alloc_266, %c0_267 : memref<?x2x?x8xf32>
    %c2_269 = arith.constant 2 : index
    %dim_270 = memref.dim %alloc_266, %c2_269 : memref<?x2x?x8xf32>
    %subview_271 = memref.subview %alloc_266[0, 0, 0, 0] [%dim_268, 2, %dim_270, 4] [1, 1, 1, 1] : memref<?x2x?x8xf32> to memref<?x2x?x4xf32, strided<[?, ?, 8, 1]>>
    memref.copy %alloc_91, %subview_271 : memref<?x2x?x4xf32> to memref<?x2x?x4xf32, strided<[?, ?, 8, 1]>>
    %subview_272 = memref.subview %alloc_266[0, 0, 0, 4] [%dim_268, 2, %dim_270, 4] [1, 1, 1, 1] : memref<?x2x?x8xf32> to memref<?x2x?x4xf32, strided<[?, ?, 8, 1], offset: 4>>
    memref.copy %subview_260, %subview_272 : memref<?x2x?x4xf32, strided<[?, ?, 8, 1]>> to memref<?x2x?x4xf32, strided<[?, ?, 8, 1], offset: 4>>
    %dim_273 = memref.dim %alloc_91, %c0 : memref<?x2x?x4xf32>
    %dim_274 = memref.dim %alloc_91, %c2 : memref<?x2x?x4xf32>
    %176 = arith.cmpi eq, %dim_274, %dim_29 : index
    cf.assert %176, "mismatched size for broadcast"
    %alloc_275 = memref.alloc(%dim_273, %dim_274) {alignment = 64 : i64} : memref<?x2x?x8xf32>
    linalg.generic {indexing_maps = [#map7, #map14, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%alloc_266, %expand_shape_71 : memref<?x2x?x8xf32>, memref<1x1x?x8xf32>) outs(%alloc_275 : memref<?x2x?x8xf32>) {
    ^bb0(%in: f32, %in_324: f32, %out: f32):
      %197 = arith.mulf %in, %in_324 : f32
      linalg.yield %197 : f32
    }
    %177 = arith.cmpi eq, %65, %dim_273 : index
    cf.assert %177, "mismatched size for broadcast"
    %178 = arith.cmpi eq, %66, %dim_274 : index
    cf.assert %178, "mismatched size for broadcast"
    linalg.generic {indexing_maps = [#map7, #map7, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%alloc_63, %alloc_275 : memref<?x2x?x8xf32>, memref<?x2x?x8xf32>) outs(%alloc_63 : memref<?x2x?x8xf32>) {
    ^bb0(%in: f32, %in_324: f32, %out: f32):
      %197 = arith.addf %in, %in_324 : f32
      linalg.yield %197 : f32
    }
    %expand_shape_276 = memref.expand_shape %alloc_63 [[0], [1], [2, 3], [4]] output_shape [%65, 2, 1, %66, 8] : memref<?x2x?x8xf32> into memref<?x2x1x?x8xf32>
    cf.assert %28, "unimplemented: dynamic negative broadcast sizes"
    cf.assert %29, "unimplemented: dynamic negative broadcast sizes"
    %alloc_277 = memref.alloc(%dim, %dim_5) {alignment = 64 : i64} : memref<?x2x2x?x8xf32>
    linalg.generic {indexing_maps = [#map15], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel"]} outs(%alloc_277 : memref<?x2x2x?x8xf32>) {
    ^bb0(%out: f32):
      %197 = linalg.index 0 : index
      %198 = linalg.index 1 : index
      %199 = linalg.index 3 : index
      %200 = linalg.index 4 : index
      %201 = arith.cmpi eq, %65, %c1 : index
      %202 = arith.select %201, %c0, %197 : index
      %203 = arith.cmpi eq, %66, %c1 : index
      %204 = arith.select %203, %c0, %199 : index
      %205 = memref.load %expand_shape_276[%202, %198, %c0, %204, %200] : memref<?x2x1x?x8xf32>
      linalg.yield %205 : f32
    }
    cf.assert %40, "must have at most one inferred (negative) dimension"
    %reshape_278 = memref.reshape %alloc_277(%alloc_109) : (memref<?x2x2x?x8xf32>, memref<4xi64>) -> memref<?x4x?x8xf32>
    %expand_shape_279 = memref.expand_shape %alloc_243 [[0], [1], [2, 3], [4]] output_shape [%65, 2, 1, %66, 8] : memref<?x2x?x8xf32> into memref<?x2x1x?x8xf32>
    cf.assert %28, "unimplemented: dynamic negative broadcast sizes"
    cf.assert %29, "unimplemented: dynamic negative broadcast sizes"
    linalg.generic {indexing_maps = [#map15], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel"]} outs(%alloc_107 : memref<?x2x2x?x8xf32>) {
    ^bb0(%out: f32):
      %197 = linalg.index 0 : index
      %198 = linalg.index 1 : index
      %199 = linalg.index 3 : index
      %200 = linalg.index 4 : index
      %201 = arith.cmpi eq, %65, %c1 : index
      %202 = arith.select %201, %c0, %197 : index
      %203 = arith.cmpi eq, %66, %c1 : index
      %204 = arith.select %203, %c0, %199 : index
      %205 = memref.load %expand_shape_279[%202, %198, %c0, %204, %200] : memref<?x2x1x?x8xf32>
      linalg.yield %205 : f32
    }
    cf.assert %40, "must have at most one inferred (negative) dimension"
    %reshape_280 = memref.reshape %alloc_107(%alloc_109) : (memref<?x2x2x?x8xf32>, memref<4xi64>) -> memref<?x4x?x8xf32>
    linalg.transpose ins(%reshape_278 : memref<?x4x?x8xf32>) outs(%alloc_117 : memref<?x4x8x?xf32>) permutation = [0, 1, 3, 2] 
    cf.assert %28, "unimplemented: dynamic negative broadcast sizes"
    cf.assert %29, "unimplemented: dynamic negative broadcast sizes"
    linalg.generic {indexing_maps = [#map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%alloc_118 : memref<?x4x?x8xf32>) {
    ^bb0(%out: f32):
      %197 = linalg.index 0 : index
      %198 = linalg.index 1 : index
      %199 = linalg.index 2 : index
      %200 = linalg.index 3 : index
      %201 = arith.cmpi eq, %53, %c1 : index
      %202 = arith.select %201, %c0, %197 : index
      %203 = arith.cmpi eq, %54, %c1 : index
      %204 = arith.select %203, %c0, %199 : index
      %205 = memref.load %alloc_50[%202, %198, %204, %200] : memref<?x4x?x8xf32>
      linalg.yield %205 : f32
    }
    cf.assert %95, "must have at most one inferred (negative) dimension"
    %reshape_281 = memref.reshape %alloc_118(%alloc_119) : (memref<?x4x?x8xf32>, memref<3xi64>) -> memref<?x?x8xf32>
    cf.assert %28, "unimplemented: dynamic negative broadcast sizes"
    cf.assert %29, "unimplemented: dynamic negative broadcast sizes"
    linalg.generic {indexing_maps = [#map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%alloc_124 : memref<?x4x8x?xf32>) {
    ^bb0(%out: f32):
      %197 = linalg.index 0 : index
      %198 = linalg.index 1 : index
      %199 = linalg.index 2 : index
      %200 = linalg.index 3 : index
      %201 = arith.cmpi eq, %85, %c1 : index
      %202 = arith.select %201, %c0, %197 : index
      %203 = arith.cmpi eq, %86, %c1 : index
      %204 = arith.select %203, %c0, %200 : index
      %205 = memref.load %alloc_117[%202, %198, %199, %204] : memref<?x4x8x?xf32>
      linalg.yield %205 : f32
    }
    cf.assert %95, "must have at most one inferred (negative) dimension"
    %reshape_282 = memref.reshape %alloc_124(%alloc_125) : (memref<?x4x8x?xf32>, memref<3xi64>) -> memref<?x8x?xf32>
    cf.assert %110, "mismatching contracting dimension"
    linalg.batch_matmul ins(%reshape_281, %reshape_282 : memref<?x?x8xf32>, memref<?x8x?xf32>) outs(%alloc_130 : memref<?x?x?xf32>)
    cf.assert %114, "must have at most one inferred (negative) dimension"
    %reshape_283 = memref.reshape %alloc_130(%alloc_138) : (memref<?x?x?xf32>, memref<4xi64>) -> memref<?x4x?x?xf32>
    linalg.generic {indexing_maps = [#map7, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%reshape_283 : memref<?x4x?x?xf32>) outs(%alloc_144 : memref<?x4x?x?xf32>) {
    ^bb0(%in: f32, %out: f32):
      %197 = arith.truncf %cst_2 : f64 to f32
      %198 = arith.mulf %in, %197 : f32
      linalg.yield %198 : f32
    }
    cf.assert %122, "mismatched size for broadcast"
    cf.assert %123, "mismatched size for broadcast"
    cf.assert %123, "mismatched size for broadcast"
    linalg.generic {indexing_maps = [#map7, #map16, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%alloc_144, %alloc_19 : memref<?x4x?x?xf32>, memref<?x1x?x?xf32>) outs(%alloc_144 : memref<?x4x?x?xf32>) {
    ^bb0(%in: f32, %in_324: f32, %out: f32):
      %197 = arith.addf %in, %in_324 : f32
      linalg.yield %197 : f32
    }
    linalg.generic {indexing_maps = [#map7, #map17, #map17], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%alloc_144 : memref<?x4x?x?xf32>) outs(%alloc_146, %alloc_145 : memref<?x4x?xf32>, memref<?x4x?xi64>) {
    ^bb0(%in: f32, %out: f32, %out_324: i64):
      %197 = linalg.index 3 : index
      %198 = arith.index_cast %197 : index to i64
      %199 = arith.maximumf %in, %out : f32
      %200 = arith.cmpf ogt, %in, %out : f32
      %201 = arith.select %200, %198, %out_324 : i64
      linalg.yield %199, %201 : f32, i64
    }
    %expand_shape_284 = memref.expand_shape %alloc_146 [[0], [1], [2, 3]] output_shape [%120, 4, %121, 1] : memref<?x4x?xf32> into memref<?x4x?x1xf32>
    linalg.generic {indexing_maps = [#map7, #map6, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%alloc_144, %expand_shape_284 : memref<?x4x?x?xf32>, memref<?x4x?x1xf32>) outs(%alloc_144 : memref<?x4x?x?xf32>) {
    ^bb0(%in: f32, %in_324: f32, %out: f32):
      %197 = arith.subf %in, %in_324 : f32
      linalg.yield %197 : f32
    }
    linalg.generic {indexing_maps = [#map7, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%alloc_144 : memref<?x4x?x?xf32>) outs(%alloc_144 : memref<?x4x?x?xf32>) {
    ^bb0(%in: f32, %out: f32):
      %197 = math.exp %in : f32
      linalg.yield %197 : f32
    }
    linalg.generic {indexing_maps = [#map7, #map6], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%alloc_144 : memref<?x4x?x?xf32>) outs(%alloc_158 : memref<?x4x?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %197 = arith.addf %in, %out : f32
      linalg.yield %197 : f32
    }
    linalg.generic {indexing_maps = [#map7, #map6, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%alloc_144, %alloc_158 : memref<?x4x?x?xf32>, memref<?x4x?x1xf32>) outs(%alloc_144 : memref<?x4x?x?xf32>) {
    ^bb0(%in: f32, %in_324: f32, %out: f32):
      %197 = arith.divf %in, %in_324 : f32
      linalg.yield %197 : f32
    }
    cf.assert %28, "unimplemented: dynamic negative broadcast sizes"
    cf.assert %29, "unimplemented: dynamic negative broadcast sizes"
    cf.assert %29, "unimplemented: dynamic negative broadcast sizes"
    linalg.generic {indexing_maps = [#map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%alloc_164 : memref<?x4x?x?xf32>) {
    ^bb0(%out: f32):
      %197 = linalg.index 0 : index
      %198 = linalg.index 1 : index
      %199 = linalg.index 2 : index
      %200 = linalg.index 3 : index
      %201 = arith.cmpi eq, %120, %c1 : index
      %202 = arith.select %201, %c0, %197 : index
      %203 = arith.cmpi eq, %121, %c1 : index
      %204 = arith.select %203, %c0, %199 : index
      %205 = arith.select %203, %c0, %200 : index
      %206 = memref.load %alloc_144[%202, %198, %204, %205] : memref<?x4x?x?xf32>
      linalg.yield %206 : f32
    }
    cf.assert %128, "must have at most one inferred (negative) dimension"
    %reshape_285 = memref.reshape %alloc_164(%alloc_165) : (memref<?x4x?x?xf32>, memref<3xi64>) -> memref<?x?x?xf32>
    cf.assert %28, "unimplemented: dynamic negative broadcast sizes"
    cf.assert %29, "unimplemented: dynamic negative broadcast sizes"
    linalg.generic {indexing_maps = [#map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%alloc_118 : memref<?x4x?x8xf32>) {
    ^bb0(%out: f32):
      %197 = linalg.index 0 : index
      %198 = linalg.index 1 : index
      %199 = linalg.index 2 : index
      %200 = linalg.index 3 : index
      %201 = arith.cmpi eq, %85, %c1 : index
      %202 = arith.select %201, %c0, %197 : index
      %203 = arith.cmpi eq, %86, %c1 : index
      %204 = arith.select %203, %c0, %199 : index
      %205 = memref.load %reshape_280[%202, %198, %204, %200] : memref<?x4x?x8xf32>
      linalg.yield %205 : f32
    }
    cf.assert %95, "must have at most one inferred (negative) dimension"
    %reshape_286 = memref.reshape %alloc_118(%alloc_119) : (memref<?x4x?x8xf32>, memref<3xi64>) -> memref<?x?x8xf32>
    cf.assert %135, "mismatching contracting dimension"
    cf.assert %136, "mismatching contracting dimension"
    linalg.batch_matmul ins(%reshape_285, %reshape_286 : memref<?x?x?xf32>, memref<?x?x8xf32>) outs(%alloc_171 : memref<?x?x8xf32>)
    cf.assert %40, "must have at most one inferred (negative) dimension"
    %reshape_287 = memref.reshape %alloc_171(%alloc_177) : (memref<?x?x8xf32>, memref<4xi64>) -> memref<?x4x?x8xf32>
    linalg.transpose ins(%reshape_287 : memref<?x4x?x8xf32>) outs(%alloc_183 : memref<?x?x4x8xf32>) permutation = [0, 2, 1, 3] 
    cf.assert %47, "must have at most one inferred (negative) dimension"
    %reshape_288 = memref.reshape %alloc_183(%alloc_184) : (memref<?x?x4x8xf32>, memref<3xi64>) -> memref<?x?x32xf32>
    linalg.transpose ins(%9 : memref<32x32xf32>) outs(%alloc_40 : memref<32x32xf32>) permutation = [1, 0] 
    %cast_289 = memref.cast %reshape_288 : memref<?x?x32xf32> to memref<?x1x32xf32>
    %collapse_shape_290 = memref.collapse_shape %cast_289 [[0], [1, 2]] : memref<?x1x32xf32> into memref<?x32xf32>
    %179 = arith.index_cast %147 : i64 to index
    %alloc_291 = memref.alloc(%179) {alignment = 64 : i64} : memref<?x32xf32>
    linalg.fill ins(%cst : f32) outs(%alloc_291 : memref<?x32xf32>)
    linalg.matmul ins(%collapse_shape_290, %alloc_40 : memref<?x32xf32>, memref<32x32xf32>) outs(%alloc_291 : memref<?x32xf32>)
    cf.assert %40, "must have at most one inferred (negative) dimension"
    %180 = arith.muli %147, %c32_i64 : i64
    %181 = arith.divsi %180, %39 : i64
    %182 = arith.select %31, %181, %26 : i64
    %183 = arith.select %36, %181, %27 : i64
    %alloc_292 = memref.alloc() {alignment = 64 : i64} : memref<3xi64>
    %c0_293 = arith.constant 0 : index
    %c1_294 = arith.constant 1 : index
    %c2_295 = arith.constant 2 : index
    memref.store %182, %alloc_292[%c0_293] : memref<3xi64>
    memref.store %183, %alloc_292[%c1_294] : memref<3xi64>
    memref.store %c32_i64, %alloc_292[%c2_295] : memref<3xi64>
    %reshape_296 = memref.reshape %alloc_291(%alloc_292) : (memref<?x32xf32>, memref<3xi64>) -> memref<?x?x32xf32>
    %184 = arith.index_cast %182 : i64 to index
    %185 = arith.cmpi eq, %dim, %184 : index
    cf.assert %185, "mismatched size for broadcast"
    %186 = arith.index_cast %183 : i64 to index
    %187 = arith.cmpi eq, %dim_5, %186 : index
    cf.assert %187, "mismatched size for broadcast"
    %alloc_297 = memref.alloc(%dim, %dim_5) {alignment = 64 : i64} : memref<?x?x32xf32>
    linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%alloc_228, %reshape_296 : memref<?x?x32xf32>, memref<?x?x32xf32>) outs(%alloc_297 : memref<?x?x32xf32>) {
    ^bb0(%in: f32, %in_324: f32, %out: f32):
      %197 = arith.addf %in, %in_324 : f32
      linalg.yield %197 : f32
    }
    linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%alloc_297 : memref<?x?x32xf32>) outs(%alloc_7 : memref<?x?x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %197 = math.fpowi %in, %c2_i64 : f32, i64
      linalg.yield %197 : f32
    }
    %c0_298 = arith.constant 0 : index
    %dim_299 = memref.dim %alloc_33, %c0_298 : memref<?x?x1xf32>
    %c1_300 = arith.constant 1 : index
    %dim_301 = memref.dim %alloc_33, %c1_300 : memref<?x?x1xf32>
    %alloc_302 = memref.alloc(%dim_299, %dim_301) {alignment = 64 : i64} : memref<?x?x1xf32>
    memref.copy %alloc_33, %alloc_302 : memref<?x?x1xf32> to memref<?x?x1xf32>
    linalg.generic {indexing_maps = [#map4, #map12], iterator_types = ["parallel", "parallel", "reduction"]} ins(%alloc_7 : memref<?x?x32xf32>) outs(%alloc_302 : memref<?x?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %197 = arith.addf %in, %out : f32
      linalg.yield %197 : f32
    }
    linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%alloc_302 : memref<?x?x1xf32>) outs(%alloc_32 : memref<?x?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %197 = arith.divf %in, %cst_4 : f32
      linalg.yield %197 : f32
    }
    linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%alloc_32 : memref<?x?x1xf32>) outs(%alloc_32 : memref<?x?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %197 = arith.truncf %cst_3 : f64 to f32
      %198 = arith.addf %in, %197 : f32
      linalg.yield %198 : f32
    }
    linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%alloc_32 : memref<?x?x1xf32>) outs(%alloc_32 : memref<?x?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %197 = math.rsqrt %in : f32
      linalg.yield %197 : f32
    }
    linalg.generic {indexing_maps = [#map4, #map12, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%alloc_297, %alloc_32 : memref<?x?x32xf32>, memref<?x?x1xf32>) outs(%alloc_39 : memref<?x1x32xf32>) {
    ^bb0(%in: f32, %in_324: f32, %out: f32):
      %197 = arith.mulf %in, %in_324 : f32
      linalg.yield %197 : f32
    }
    linalg.generic {indexing_maps = [#map13, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%8, %alloc_39 : memref<32xf32>, memref<?x1x32xf32>) outs(%alloc_39 : memref<?x1x32xf32>) {
    ^bb0(%in: f32, %in_324: f32, %out: f32):
      %197 = arith.mulf %in, %in_324 : f32
      linalg.yield %197 : f32
    }
    linalg.transpose ins(%7 : memref<64x32xf32>) outs(%alloc_202 : memref<32x64xf32>) permutation = [1, 0] 
    %collapse_shape_303 = memref.collapse_shape %alloc_39 [[0], [1, 2]] : memref<?x1x32xf32> into memref<?x32xf32>
    %c0_304 = arith.constant 0 : index
    %dim_305 = memref.dim %alloc_204, %c0_304 : memref<?x64xf32>
    %alloc_306 = memref.alloc(%dim_305) {alignment = 64 : i64} : memref<?x64xf32>
    memref.copy %alloc_204, %alloc_306 : memref<?x64xf32> to memref<?x64xf32>
    linalg.matmul ins(%collapse_shape_303, %alloc_202 : memref<?x32xf32>, memref<32x64xf32>) outs(%alloc_306 : memref<?x64xf32>)
    cf.assert %40, "must have at most one inferred (negative) dimension"
    %reshape_307 = memref.reshape %alloc_306(%alloc_208) : (memref<?x64xf32>, memref<3xi64>) -> memref<?x?x64xf32>
    %cast_308 = memref.cast %reshape_307 : memref<?x?x64xf32> to memref<?x1x64xf32>
    linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%cast_308 : memref<?x1x64xf32>) outs(%alloc_213 : memref<?x1x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %197 = arith.negf %in : f32
      %198 = math.exp %197 : f32
      %199 = arith.addf %198, %cst_1 : f32
      %200 = arith.divf %cst_1, %199 : f32
      linalg.yield %200 : f32
    }
    linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%cast_308, %alloc_213 : memref<?x1x64xf32>, memref<?x1x64xf32>) outs(%alloc_213 : memref<?x1x64xf32>) {
    ^bb0(%in: f32, %in_324: f32, %out: f32):
      %197 = arith.mulf %in, %in_324 : f32
      linalg.yield %197 : f32
    }
    linalg.transpose ins(%6 : memref<64x32xf32>) outs(%alloc_202 : memref<32x64xf32>) permutation = [1, 0] 
    %c0_309 = arith.constant 0 : index
    %dim_310 = memref.dim %alloc_204, %c0_309 : memref<?x64xf32>
    %alloc_311 = memref.alloc(%dim_310) {alignment = 64 : i64} : memref<?x64xf32>
    memref.copy %alloc_204, %alloc_311 : memref<?x64xf32> to memref<?x64xf32>
    linalg.matmul ins(%collapse_shape_303, %alloc_202 : memref<?x32xf32>, memref<32x64xf32>) outs(%alloc_311 : memref<?x64xf32>)
    cf.assert %40, "must have at most one inferred (negative) dimension"
    %reshape_312 = memref.reshape %alloc_311(%alloc_208) : (memref<?x64xf32>, memref<3xi64>) -> memref<?x?x64xf32>
    %cast_313 = memref.cast %reshape_312 : memref<?x?x64xf32> to memref<?x1x64xf32>
    linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%alloc_213, %cast_313 : memref<?x1x64xf32>, memref<?x1x64xf32>) outs(%alloc_213 : memref<?x1x64xf32>) {
    ^bb0(%in: f32, %in_324: f32, %out: f32):
      %197 = arith.mulf %in, %in_324 : f32
      linalg.yield %197 : f32
    }
    linalg.transpose ins(%5 : memref<32x64xf32>) outs(%alloc_220 : memref<64x32xf32>) permutation = [1, 0] 
    %collapse_shape_314 = memref.collapse_shape %alloc_213 [[0], [1, 2]] : memref<?x1x64xf32> into memref<?x64xf32>
    %188 = arith.index_cast %161 : i64 to index
    %alloc_315 = memref.alloc(%188) {alignment = 64 : i64} : memref<?x32xf32>
    linalg.fill ins(%cst : f32) outs(%alloc_315 : memref<?x32xf32>)
    linalg.matmul ins(%collapse_shape_314, %alloc_220 : memref<?x64xf32>, memref<64x32xf32>) outs(%alloc_315 : memref<?x32xf32>)
    cf.assert %40, "must have at most one inferred (negative) dimension"
    %189 = arith.muli %161, %c32_i64 : i64
    %190 = arith.divsi %189, %39 : i64
    %191 = arith.select %31, %190, %26 : i64
    %192 = arith.select %36, %190, %27 : i64
    %alloc_316 = memref.alloc() {alignment = 64 : i64} : memref<3xi64>
    %c0_317 = arith.constant 0 : index
    %c1_318 = arith.constant 1 : index
    %c2_319 = arith.constant 2 : index
    memref.store %191, %alloc_316[%c0_317] : memref<3xi64>
    memref.store %192, %alloc_316[%c1_318] : memref<3xi64>
    memref.store %c32_i64, %alloc_316[%c2_319] : memref<3xi64>
    %reshape_320 = memref.reshape %alloc_315(%alloc_316) : (memref<?x32xf32>, memref<3xi64>) -> memref<?x?x32xf32>
    %193 = arith.index_cast %191 : i64 to index
    %194 = arith.cmpi eq, %dim, %193 : index
    cf.assert %194, "mismatched size for broadcast"
    %195 = arith.index_cast %192 : i64 to index
    %196 = arith.cmpi eq, %dim_5, %195 : index
    cf.assert %196, "mismatched size for broadcast"
    %alloc_321 = memref.alloc(%dim, %dim_5) {alignment = 64 : i64} : memref<?x?x32xf32>
    linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%alloc_297, %reshape_320 : memref<?x?x32xf32>, memref<?x?x32xf32>) outs(%alloc_321 : memref<?x?x32xf32>) {
    ^bb0(%in: f32, %in_324: f32, %out: f32):
      %197 = arith.addf %in, %in_324 : f32
      linalg.yield %197 : f32
    }
    linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%alloc_321 : memref<?x?x32xf32>) outs(%alloc_7 : memref<?x?x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %197 = math.fpowi %in, %c2_i64 : f32, i64
      linalg.yield %197 : f32
    }
    linalg.generic {indexing_maps = [#map4, #map12], iterator_types = ["parallel", "parallel", "reduction"]} ins(%alloc_7 : memref<?x?x32xf32>) outs(%alloc_33 : memref<?x?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %197 = arith.addf %in, %out : f32
      linalg.yield %197 : f32
    }
    linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%alloc_33 : memref<?x?x1xf32>) outs(%alloc_32 : memref<?x?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %197 = arith.divf %in, %cst_4 : f32
      linalg.yield %197 : f32
    }
    linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%alloc_32 : memref<?x?x1xf32>) outs(%alloc_32 : memref<?x?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %197 = arith.truncf %cst_3 : f64 to f32
      %198 = arith.addf %in, %197 : f32
      linalg.yield %198 : f32
    }
    linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%alloc_32 : memref<?x?x1xf32>) outs(%alloc_32 : memref<?x?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %197 = math.rsqrt %in : f32
      linalg.yield %197 : f32
    }
    linalg.generic {indexing_maps = [#map4, #map12, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%alloc_321, %alloc_32 : memref<?x?x32xf32>, memref<?x?x1xf32>) outs(%alloc_39 : memref<?x1x32xf32>) {
    ^bb0(%in: f32, %in_324: f32, %out: f32):
      %197 = arith.mulf %in, %in_324 : f32
      linalg.yield %197 : f32
    }
    linalg.generic {indexing_maps = [#map13, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%4, %alloc_39 : memref<32xf32>, memref<?x1x32xf32>) outs(%alloc_39 : memref<?x1x32xf32>) {
    ^bb0(%in: f32, %in_324: f32, %out: f32):
      %197 = arith.mulf %in, %in_324 : f32
      linalg.yield %197 : f32
    }
    linalg.transpose ins(%3 : memref<64x32xf32>) outs(%alloc_202 : memref<32x64xf32>) permutation = [1, 0] 
    %collapse_shape_322 = memref.collapse_shape %alloc_39 [[0], [1, 2]] : memref<?x1x32xf32> into memref<?x32xf32>
    linalg.matmul ins(%collapse_shape_322, %alloc_202 : memref<?x32xf32>, memref<32x64xf32>) outs(%alloc_204 : memref<?x64xf32>)
    cf.assert %40, "must have at most one inferred (negative) dimension"
    %reshape_323 = memref.reshape %alloc_204(%alloc_208) : (memref<?x64xf32>, memref<3xi64>) -> memref<?x?x64xf32>
    return %reshape_323 : memref<?x?x64xf32>
  }
}


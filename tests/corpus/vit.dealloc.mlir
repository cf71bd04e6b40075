#map = affine_map<(d0, d1, d2) -> (d0, d1, d2)>
#map1 = affine_map<(d0) -> (d0)>
#map2 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>
#map3 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>
#map4 = affine_map<(d0, d1, d2, d3) -> ()>
#map5 = affine_map<(d0, d1, d2) -> (d0, d1, 0)>
#map6 = affine_map<(d0, d1, d2) -> (d2)>
#map7 = affine_map<(d0, d1) -> (d0, d1)>
#map8 = affine_map<(d0, d1) -> (d1)>
#map9 = affine_map<(d0, d1, d2, d3) -> (d0, 0, d2, d3)>
#map10 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, 0)>
module {
  memref.global "private" constant @__constant_1x1x32xf32 : memref<1x1x32xf32> = dense<-0.00998709164> {alignment = 64 : i64}
  memref.global "private" constant @__constant_32x3x4x4xf32 : memref<32x3x4x4xf32> = dense<0.00782710872> {alignment = 64 : i64}
  memref.global "private" constant @__constant_1x17x32xf32 : memref<1x17x32xf32> = dense<-0.0112405177> {alignment = 64 : i64}
  memref.global "private" constant @__constant_32x32xf32_10 : memref<32x32xf32> = dense<0.0119049801> {alignment = 64 : i64}
  memref.global "private" constant @__constant_32x32xf32_9 : memref<32x32xf32> = dense<0.00673023797> {alignment = 64 : i64}
  memref.global "private" constant @__constant_32x32xf32_8 : memref<32x32xf32> = dense<0.0303209797> {alignment = 64 : i64}
  memref.global "private" constant @__constant_32x32xf32_7 : memref<32x32xf32> = dense<-0.0163134933> {alignment = 64 : i64}
  memref.global "private" constant @__constant_64x32xf32_6 : memref<64x32xf32> = dense<0.0465220101> {alignment = 64 : i64}
  memref.global "private" constant @__constant_32x64xf32_5 : memref<32x64xf32> = dense<0.0177946333> {alignment = 64 : i64}
  memref.global "private" constant @__constant_32x32xf32_4 : memref<32x32xf32> = dense<0.00373726548> {alignment = 64 : i64}
  memref.global "private" constant @__constant_32x32xf32_3 : memref<32x32xf32> = dense<9.90291824E-4> {alignment = 64 : i64}
  memref.global "private" constant @__constant_32x32xf32_2 : memref<32x32xf32> = dense<0.019749919> {alignment = 64 : i64}
  memref.global "private" constant @__constant_32x32xf32 : memref<32x32xf32> = dense<-0.019025689> {alignment = 64 : i64}
  memref.global "private" constant @__constant_64x32xf32 : memref<64x32xf32> = dense<0.00474999752> {alignment = 64 : i64}
  memref.global "private" constant @__constant_64xf32 : memref<64xf32> = dense<0.000000e+00> {alignment = 64 : i64}
  memref.global "private" constant @__constant_32x64xf32 : memref<32x64xf32> = dense<0.00193294301> {alignment = 64 : i64}
  memref.global "private" constant @__constant_32xf32_1 : memref<32xf32> = dense<1.000000e+00> {alignment = 64 : i64}
  memref.global "private" constant @__constant_32xf32 : memref<32xf32> = dense<0.000000e+00> {alignment = 64 : i64}
  memref.global "private" constant @__constant_xf32_0 : memref<f32> = dense<0.000000e+00> {alignment = 64 : i64}
  memref.global "private" constant @__constant_xf32 : memref<f32> = dense<-3.40282347E+38> {alignment = 64 : i64}
  func.func @main_graph(%arg0: memref<1x3x16x16xf32>) -> memref<1x17x32xf32> {
    %cst = arith.constant 1.41421354 : f32
    %cst_0 = arith.constant 2.500000e-01 : f32
    %cst_1 = arith.constant 3.200000e+01 : f32
    %cst_2 = arith.constant 3.200000e+01 : f64
    %cst_3 = arith.constant 9.9999999999999998E-13 : f64
    %c0_i64 = arith.constant 0 : i64
    %cst_4 = arith.constant 0.000000e+00 : f32
    %cst_5 = arith.constant 0.000000e+00 : f64
    %cst_6 = arith.constant 0xFF800000 : f32
    %cst_7 = arith.constant 1.000000e+00 : f32
    %cst_8 = arith.constant 5.000000e-01 : f32
    %0 = memref.get_global @__constant_xf32 : memref<f32>
    %1 = memref.get_global @__constant_xf32_0 : memref<f32>
    %2 = memref.get_global @__constant_32xf32 : memref<32xf32>
    %3 = memref.get_global @__constant_32xf32_1 : memref<32xf32>
    %4 = memref.get_global @__constant_32x64xf32 : memref<32x64xf32>
    %5 = memref.get_global @__constant_64xf32 : memref<64xf32>
    %6 = memref.get_global @__constant_64x32xf32 : memref<64x32xf32>
    %7 = memref.get_global @__constant_32x32xf32 : memref<32x32xf32>
    %8 = memref.get_global @__constant_32x32xf32_2 : memref<32x32xf32>
    %9 = memref.get_global @__constant_32x32xf32_3 : memref<32x32xf32>
    %10 = memref.get_global @__constant_32x32xf32_4 : memref<32x32xf32>
    %11 = memref.get_global @__constant_32x64xf32_5 : memref<32x64xf32>
    %12 = memref.get_global @__constant_64x32xf32_6 : memref<64x32xf32>
    %13 = memref.get_global @__constant_32x32xf32_7 : memref<32x32xf32>
    %14 = memref.get_global @__constant_32x32xf32_8 : memref<32x32xf32>
    %15 = memref.get_global @__constant_32x32xf32_9 : memref<32x32xf32>
    %16 = memref.get_global @__constant_32x32xf32_10 : memref<32x32xf32>
    %17 = memref.get_global @__constant_1x17x32xf32 : memref<1x17x32xf32>
    %18 = memref.get_global @__constant_32x3x4x4xf32 : memref<32x3x4x4xf32>
    %19 = memref.get_global @__constant_1x1x32xf32 : memref<1x1x32xf32>
    %alloc = memref.alloc() {alignment = 64 : i64} : memref<1x32x4x4xf32>
    linalg.broadcast ins(%2 : memref<32xf32>) outs(%alloc : memref<1x32x4x4xf32>) dimensions = [0, 2, 3] 
    linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<4> : vector<2xi64>} ins(%arg0, %18 : memref<1x3x16x16xf32>, memref<32x3x4x4xf32>) outs(%alloc : memref<1x32x4x4xf32>)
    %collapse_shape = memref.collapse_shape %alloc [[0], [1], [2, 3]] : memref<1x32x4x4xf32> into memref<1x32x16xf32>
    %alloc_9 = memref.alloc() {alignment = 64 : i64} : memref<1x16x32xf32>
    linalg.transpose ins(%collapse_shape : memref<1x32x16xf32>) outs(%alloc_9 : memref<1x16x32xf32>) permutation = [0, 2, 1] 
    %alloc_10 = memref.alloc() {alignment = 64 : i64} : memref<1x17x32xf32>
    %subview = memref.subview %alloc_10[0, 0, 0] [1, 1, 32] [1, 1, 1] : memref<1x17x32xf32> to memref<1x1x32xf32, strided<[544, 32, 1]>>
    memref.copy %19, %subview : memref<1x1x32xf32> to memref<1x1x32xf32, strided<[544, 32, 1]>>
    %subview_11 = memref.subview %alloc_10[0, 1, 0] [1, 16, 32] [1, 1, 1] : memref<1x17x32xf32> to memref<1x16x32xf32, strided<[544, 32, 1], offset: 32>>
    memref.copy %alloc_9, %subview_11 : memref<1x16x32xf32> to memref<1x16x32xf32, strided<[544, 32, 1], offset: 32>>
    %alloc_12 = memref.alloc() {alignment = 64 : i64} : memref<1x17x32xf32>
    %alloc_13 = memref.alloc() {alignment = 64 : i64} : memref<1x17x32xf32>
    linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%alloc_10, %17 : memref<1x17x32xf32>, memref<1x17x32xf32>) outs(%alloc_13 : memref<1x17x32xf32>) {
    ^bb0(%in: f32, %in_100: f32, %out: f32):
      %20 = arith.addf %in, %in_100 : f32
      linalg.yield %20 : f32
    }
    %alloc_14 = memref.alloc() {alignment = 64 : i64} : memref<17xi64>
    linalg.generic {indexing_maps = [#map1], iterator_types = ["parallel"]} outs(%alloc_14 : memref<17xi64>) {
    ^bb0(%out: i64):
      %20 = linalg.index 0 : index
      %21 = arith.index_cast %20 : index to i64
      linalg.yield %21 : i64
    }
    %expand_shape = memref.expand_shape %alloc_14 [[0, 1, 2, 3]] output_shape [1, 1, 17, 1] : memref<17xi64> into memref<1x1x17x1xi64>
    %alloc_15 = memref.alloc() {alignment = 64 : i64} : memref<1x1x17x1xi1>
    linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expand_shape : memref<1x1x17x1xi64>) outs(%alloc_15 : memref<1x1x17x1xi1>) {
    ^bb0(%in: i64, %out: i1):
      %20 = arith.cmpi sge, %in, %c0_i64 : i64
      linalg.yield %20 : i1
    }
    %alloc_16 = memref.alloc() {alignment = 64 : i64} : memref<1x1x17x17xi1>
    %collapse_shape_17 = memref.collapse_shape %alloc_15 [[0], [1], [2, 3]] : memref<1x1x17x1xi1> into memref<1x1x17xi1>
    linalg.generic {indexing_maps = [#map3, #map2], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%collapse_shape_17 : memref<1x1x17xi1>) outs(%alloc_16 : memref<1x1x17x17xi1>) {
    ^bb0(%in: i1, %out: i1):
      linalg.yield %in : i1
    }
    %alloc_18 = memref.alloc() {alignment = 64 : i64} : memref<1x1x17x17xf32>
    linalg.generic {indexing_maps = [#map2, #map4, #map4, #map2], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%alloc_16, %1, %0 : memref<1x1x17x17xi1>, memref<f32>, memref<f32>) outs(%alloc_18 : memref<1x1x17x17xf32>) {
    ^bb0(%in: i1, %in_100: f32, %in_101: f32, %out: f32):
      %20 = arith.select %in, %in_100, %in_101 : f32
      linalg.yield %20 : f32
    }
    %alloc_19 = memref.alloc() {alignment = 64 : i64} : memref<1x17x32xf64>
    linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%alloc_13 : memref<1x17x32xf32>) outs(%alloc_19 : memref<1x17x32xf64>) {
    ^bb0(%in: f32, %out: f64):
      %20 = arith.extf %in : f32 to f64
      linalg.yield %20 : f64
    }
    %alloc_20 = memref.alloc() {alignment = 64 : i64} : memref<1x17x1xf64>
    %alloc_21 = memref.alloc() {alignment = 64 : i64} : memref<1x17x1xf64>
    linalg.fill ins(%cst_5 : f64) outs(%alloc_21 : memref<1x17x1xf64>)
    %alloc_22 = memref.alloc() {alignment = 64 : i64} : memref<1x17x1xf64>
    memref.copy %alloc_21, %alloc_22 : memref<1x17x1xf64> to memref<1x17x1xf64>
    linalg.generic {indexing_maps = [#map, #map5], iterator_types = ["parallel", "parallel", "reduction"]} ins(%alloc_19 : memref<1x17x32xf64>) outs(%alloc_22 : memref<1x17x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %20 = arith.addf %in, %out : f64
      linalg.yield %20 : f64
    }
    linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%alloc_22 : memref<1x17x1xf64>) outs(%alloc_20 : memref<1x17x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %20 = arith.divf %in, %cst_2 : f64
      linalg.yield %20 : f64
    }
    linalg.generic {indexing_maps = [#map, #map5, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%alloc_19, %alloc_20 : memref<1x17x32xf64>, memref<1x17x1xf64>) outs(%alloc_19 : memref<1x17x32xf64>) {
    ^bb0(%in: f64, %in_100: f64, %out: f64):
      %20 = arith.subf %in, %in_100 : f64
      linalg.yield %20 : f64
    }
    linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%alloc_19, %alloc_19 : memref<1x17x32xf64>, memref<1x17x32xf64>) outs(%alloc_19 : memref<1x17x32xf64>) {
    ^bb0(%in: f64, %in_100: f64, %out: f64):
      %20 = arith.mulf %in, %in_100 : f64
      linalg.yield %20 : f64
    }
    %alloc_23 = memref.alloc() {alignment = 64 : i64} : memref<1x17x1xf64>
    memref.copy %alloc_21, %alloc_23 : memref<1x17x1xf64> to memref<1x17x1xf64>
    linalg.generic {indexing_maps = [#map, #map5], iterator_types = ["parallel", "parallel", "reduction"]} ins(%alloc_19 : memref<1x17x32xf64>) outs(%alloc_23 : memref<1x17x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %20 = arith.addf %in, %out : f64
      linalg.yield %20 : f64
    }
    linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%alloc_23 : memref<1x17x1xf64>) outs(%alloc_20 : memref<1x17x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %20 = arith.divf %in, %cst_2 : f64
      linalg.yield %20 : f64
    }
    %alloc_24 = memref.alloc() {alignment = 64 : i64} : memref<1x17x1xf32>
    linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%alloc_20 : memref<1x17x1xf64>) outs(%alloc_24 : memref<1x17x1xf32>) {
    ^bb0(%in: f64, %out: f32):
      %20 = arith.truncf %in : f64 to f32
      linalg.yield %20 : f32
    }
    %alloc_25 = memref.alloc() {alignment = 64 : i64} : memref<1x17x1xf32>
    linalg.fill ins(%cst_4 : f32) outs(%alloc_25 : memref<1x17x1xf32>)
    %alloc_26 = memref.alloc() {alignment = 64 : i64} : memref<1x17x1xf32>
    memref.copy %alloc_25, %alloc_26 : memref<1x17x1xf32> to memref<1x17x1xf32>
    linalg.generic {indexing_maps = [#map, #map5], iterator_types = ["parallel", "parallel", "reduction"]} ins(%alloc_13 : memref<1x17x32xf32>) outs(%alloc_26 : memref<1x17x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %20 = arith.addf %in, %out : f32
      linalg.yield %20 : f32
    }
    %alloc_27 = memref.alloc() {alignment = 64 : i64} : memref<1x17x1xf32>
    linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%alloc_26 : memref<1x17x1xf32>) outs(%alloc_27 : memref<1x17x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %20 = arith.divf %in, %cst_1 : f32
      linalg.yield %20 : f32
    }
    linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%alloc_24 : memref<1x17x1xf32>) outs(%alloc_24 : memref<1x17x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %20 = arith.truncf %cst_3 : f64 to f32
      %21 = arith.addf %in, %20 : f32
      linalg.yield %21 : f32
    }
    linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%alloc_24 : memref<1x17x1xf32>) outs(%alloc_24 : memref<1x17x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %20 = math.rsqrt %in : f32
      linalg.yield %20 : f32
    }
    linalg.generic {indexing_maps = [#map, #map5, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%alloc_13, %alloc_27 : memref<1x17x32xf32>, memref<1x17x1xf32>) outs(%alloc_12 : memref<1x17x32xf32>) {
    ^bb0(%in: f32, %in_100: f32, %out: f32):
      %20 = arith.subf %in, %in_100 : f32
      linalg.yield %20 : f32
    }
    linalg.generic {indexing_maps = [#map, #map5, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%alloc_12, %alloc_24 : memref<1x17x32xf32>, memref<1x17x1xf32>) outs(%alloc_12 : memref<1x17x32xf32>) {
    ^bb0(%in: f32, %in_100: f32, %out: f32):
      %20 = arith.mulf %in, %in_100 : f32
      linalg.yield %20 : f32
    }
    linalg.generic {indexing_maps = [#map, #map6, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%alloc_12, %3 : memref<1x17x32xf32>, memref<32xf32>) outs(%alloc_12 : memref<1x17x32xf32>) {
    ^bb0(%in: f32, %in_100: f32, %out: f32):
      %20 = arith.mulf %in, %in_100 : f32
      linalg.yield %20 : f32
    }
    linalg.generic {indexing_maps = [#map, #map6, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%alloc_12, %2 : memref<1x17x32xf32>, memref<32xf32>) outs(%alloc_12 : memref<1x17x32xf32>) {
    ^bb0(%in: f32, %in_100: f32, %out: f32):
      %20 = arith.addf %in, %in_100 : f32
      linalg.yield %20 : f32
    }
    %collapse_shape_28 = memref.collapse_shape %alloc_12 [[0, 1], [2]] : memref<1x17x32xf32> into memref<17x32xf32>
    %alloc_29 = memref.alloc() {alignment = 64 : i64} : memref<32x32xf32>
    linalg.transpose ins(%16 : memref<32x32xf32>) outs(%alloc_29 : memref<32x32xf32>) permutation = [1, 0] 
    %alloc_30 = memref.alloc() {alignment = 64 : i64} : memref<17x32xf32>
    %alloc_31 = memref.alloc() {alignment = 64 : i64} : memref<17x32xf32>
    linalg.fill ins(%cst_4 : f32) outs(%alloc_31 : memref<17x32xf32>)
    %alloc_32 = memref.alloc() {alignment = 64 : i64} : memref<17x32xf32>
    memref.copy %alloc_31, %alloc_32 : memref<17x32xf32> to memref<17x32xf32>
    linalg.matmul ins(%collapse_shape_28, %alloc_29 : memref<17x32xf32>, memref<32x32xf32>) outs(%alloc_32 : memref<17x32xf32>)
    linalg.generic {indexing_maps = [#map7, #map8, #map7], iterator_types = ["parallel", "parallel"]} ins(%alloc_32, %2 : memref<17x32xf32>, memref<32xf32>) outs(%alloc_30 : memref<17x32xf32>) {
    ^bb0(%in: f32, %in_100: f32, %out: f32):
      %20 = arith.addf %in, %in_100 : f32
      linalg.yield %20 : f32
    }
    %expand_shape_33 = memref.expand_shape %alloc_30 [[0, 1], [2, 3]] output_shape [1, 17, 2, 16] : memref<17x32xf32> into memref<1x17x2x16xf32>
    %alloc_34 = memref.alloc() {alignment = 64 : i64} : memref<1x2x17x16xf32>
    %alloc_35 = memref.alloc() {alignment = 64 : i64} : memref<1x2x17x16xf32>
    linalg.transpose ins(%expand_shape_33 : memref<1x17x2x16xf32>) outs(%alloc_35 : memref<1x2x17x16xf32>) permutation = [0, 2, 1, 3] 
    linalg.transpose ins(%15 : memref<32x32xf32>) outs(%alloc_29 : memref<32x32xf32>) permutation = [1, 0] 
    %alloc_36 = memref.alloc() {alignment = 64 : i64} : memref<17x32xf32>
    memref.copy %alloc_31, %alloc_36 : memref<17x32xf32> to memref<17x32xf32>
    linalg.matmul ins(%collapse_shape_28, %alloc_29 : memref<17x32xf32>, memref<32x32xf32>) outs(%alloc_36 : memref<17x32xf32>)
    %alloc_37 = memref.alloc() {alignment = 64 : i64} : memref<17x32xf32>
    linalg.generic {indexing_maps = [#map7, #map8, #map7], iterator_types = ["parallel", "parallel"]} ins(%alloc_36, %2 : memref<17x32xf32>, memref<32xf32>) outs(%alloc_37 : memref<17x32xf32>) {
    ^bb0(%in: f32, %in_100: f32, %out: f32):
      %20 = arith.addf %in, %in_100 : f32
      linalg.yield %20 : f32
    }
    %expand_shape_38 = memref.expand_shape %alloc_37 [[0, 1], [2, 3]] output_shape [1, 17, 2, 16] : memref<17x32xf32> into memref<1x17x2x16xf32>
    linalg.transpose ins(%14 : memref<32x32xf32>) outs(%alloc_29 : memref<32x32xf32>) permutation = [1, 0] 
    %alloc_39 = memref.alloc() {alignment = 64 : i64} : memref<17x32xf32>
    memref.copy %alloc_31, %alloc_39 : memref<17x32xf32> to memref<17x32xf32>
    linalg.matmul ins(%collapse_shape_28, %alloc_29 : memref<17x32xf32>, memref<32x32xf32>) outs(%alloc_39 : memref<17x32xf32>)
    linalg.generic {indexing_maps = [#map7, #map8, #map7], iterator_types = ["parallel", "parallel"]} ins(%alloc_39, %2 : memref<17x32xf32>, memref<32xf32>) outs(%alloc_30 : memref<17x32xf32>) {
    ^bb0(%in: f32, %in_100: f32, %out: f32):
      %20 = arith.addf %in, %in_100 : f32
      linalg.yield %20 : f32
    }
    linalg.transpose ins(%expand_shape_33 : memref<1x17x2x16xf32>) outs(%alloc_34 : memref<1x2x17x16xf32>) permutation = [0, 2, 1, 3] 
    %alloc_40 = memref.alloc() {alignment = 64 : i64} : memref<1x2x16x17xf32>
    linalg.transpose ins(%expand_shape_38 : memref<1x17x2x16xf32>) outs(%alloc_40 : memref<1x2x16x17xf32>) permutation = [0, 2, 3, 1] 
    %collapse_shape_41 = memref.collapse_shape %alloc_35 [[0, 1], [2], [3]] : memref<1x2x17x16xf32> into memref<2x17x16xf32>
    %collapse_shape_42 = memref.collapse_shape %alloc_40 [[0, 1], [2], [3]] : memref<1x2x16x17xf32> into memref<2x16x17xf32>
    %alloc_43 = memref.alloc() {alignment = 64 : i64} : memref<2x17x17xf32>
    linalg.fill ins(%cst_4 : f32) outs(%alloc_43 : memref<2x17x17xf32>)
    %alloc_44 = memref.alloc() {alignment = 64 : i64} : memref<2x17x17xf32>
    memref.copy %alloc_43, %alloc_44 : memref<2x17x17xf32> to memref<2x17x17xf32>
    linalg.batch_matmul ins(%collapse_shape_41, %collapse_shape_42 : memref<2x17x16xf32>, memref<2x16x17xf32>) outs(%alloc_44 : memref<2x17x17xf32>)
    %expand_shape_45 = memref.expand_shape %alloc_44 [[0, 1], [2], [3]] output_shape [1, 2, 17, 17] : memref<2x17x17xf32> into memref<1x2x17x17xf32>
    %alloc_46 = memref.alloc() {alignment = 64 : i64} : memref<1x2x17x17xf32>
    linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expand_shape_45 : memref<1x2x17x17xf32>) outs(%alloc_46 : memref<1x2x17x17xf32>) {
    ^bb0(%in: f32, %out: f32):
      %20 = arith.mulf %in, %cst_0 : f32
      linalg.yield %20 : f32
    }
    linalg.generic {indexing_maps = [#map2, #map9, #map2], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%alloc_46, %alloc_18 : memref<1x2x17x17xf32>, memref<1x1x17x17xf32>) outs(%alloc_46 : memref<1x2x17x17xf32>) {
    ^bb0(%in: f32, %in_100: f32, %out: f32):
      %20 = arith.addf %in, %in_100 : f32
      linalg.yield %20 : f32
    }
    %alloc_47 = memref.alloc() {alignment = 64 : i64} : memref<1x2x17xi64>
    linalg.fill ins(%c0_i64 : i64) outs(%alloc_47 : memref<1x2x17xi64>)
    %alloc_48 = memref.alloc() {alignment = 64 : i64} : memref<1x2x17xf32>
    linalg.fill ins(%cst_6 : f32) outs(%alloc_48 : memref<1x2x17xf32>)
    %alloc_49 = memref.alloc() {alignment = 64 : i64} : memref<1x2x17xf32>
    memref.copy %alloc_48, %alloc_49 : memref<1x2x17xf32> to memref<1x2x17xf32>
    %alloc_50 = memref.alloc() {alignment = 64 : i64} : memref<1x2x17xi64>
    memref.copy %alloc_47, %alloc_50 : memref<1x2x17xi64> to memref<1x2x17xi64>
    linalg.generic {indexing_maps = [#map2, #map3, #map3], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%alloc_46 : memref<1x2x17x17xf32>) outs(%alloc_49, %alloc_50 : memref<1x2x17xf32>, memref<1x2x17xi64>) {
    ^bb0(%in: f32, %out: f32, %out_100: i64):
      %20 = linalg.index 3 : index
      %21 = arith.index_cast %20 : index to i64
      %22 = arith.maximumf %in, %out : f32
      %23 = arith.cmpf ogt, %in, %out : f32
      %24 = arith.select %23, %21, %out_100 : i64
      linalg.yield %22, %24 : f32, i64
    }
    %expand_shape_51 = memref.expand_shape %alloc_49 [[0], [1], [2, 3]] output_shape [1, 2, 17, 1] : memref<1x2x17xf32> into memref<1x2x17x1xf32>
    linalg.generic {indexing_maps = [#map2, #map10, #map2], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%alloc_46, %expand_shape_51 : memref<1x2x17x17xf32>, memref<1x2x17x1xf32>) outs(%alloc_46 : memref<1x2x17x17xf32>) {
    ^bb0(%in: f32, %in_100: f32, %out: f32):
      %20 = arith.subf %in, %in_100 : f32
      linalg.yield %20 : f32
    }
    linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%alloc_46 : memref<1x2x17x17xf32>) outs(%alloc_46 : memref<1x2x17x17xf32>) {
    ^bb0(%in: f32, %out: f32):
      %20 = math.exp %in : f32
      linalg.yield %20 : f32
    }
    %alloc_52 = memref.alloc() {alignment = 64 : i64} : memref<1x2x17x1xf32>
    linalg.fill ins(%cst_4 : f32) outs(%alloc_52 : memref<1x2x17x1xf32>)
    %alloc_53 = memref.alloc() {alignment = 64 : i64} : memref<1x2x17x1xf32>
    memref.copy %alloc_52, %alloc_53 : memref<1x2x17x1xf32> to memref<1x2x17x1xf32>
    linalg.generic {indexing_maps = [#map2, #map10], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%alloc_46 : memref<1x2x17x17xf32>) outs(%alloc_53 : memref<1x2x17x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %20 = arith.addf %in, %out : f32
      linalg.yield %20 : f32
    }
    linalg.generic {indexing_maps = [#map2, #map10, #map2], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%alloc_46, %alloc_53 : memref<1x2x17x17xf32>, memref<1x2x17x1xf32>) outs(%alloc_46 : memref<1x2x17x17xf32>) {
    ^bb0(%in: f32, %in_100: f32, %out: f32):
      %20 = arith.divf %in, %in_100 : f32
      linalg.yield %20 : f32
    }
    %collapse_shape_54 = memref.collapse_shape %alloc_46 [[0, 1], [2], [3]] : memref<1x2x17x17xf32> into memref<2x17x17xf32>
    %collapse_shape_55 = memref.collapse_shape %alloc_34 [[0, 1], [2], [3]] : memref<1x2x17x16xf32> into memref<2x17x16xf32>
    %alloc_56 = memref.alloc() {alignment = 64 : i64} : memref<2x17x16xf32>
    linalg.fill ins(%cst_4 : f32) outs(%alloc_56 : memref<2x17x16xf32>)
    %alloc_57 = memref.alloc() {alignment = 64 : i64} : memref<2x17x16xf32>
    memref.copy %alloc_56, %alloc_57 : memref<2x17x16xf32> to memref<2x17x16xf32>
    linalg.batch_matmul ins(%collapse_shape_54, %collapse_shape_55 : memref<2x17x17xf32>, memref<2x17x16xf32>) outs(%alloc_57 : memref<2x17x16xf32>)
    %expand_shape_58 = memref.expand_shape %alloc_57 [[0, 1], [2], [3]] output_shape [1, 2, 17, 16] : memref<2x17x16xf32> into memref<1x2x17x16xf32>
    %alloc_59 = memref.alloc() {alignment = 64 : i64} : memref<1x17x2x16xf32>
    linalg.transpose ins(%expand_shape_58 : memref<1x2x17x16xf32>) outs(%alloc_59 : memref<1x17x2x16xf32>) permutation = [0, 2, 1, 3] 
    %collapse_shape_60 = memref.collapse_shape %alloc_59 [[0, 1], [2, 3]] : memref<1x17x2x16xf32> into memref<17x32xf32>
    linalg.transpose ins(%13 : memref<32x32xf32>) outs(%alloc_29 : memref<32x32xf32>) permutation = [1, 0] 
    %alloc_61 = memref.alloc() {alignment = 64 : i64} : memref<17x32xf32>
    memref.copy %alloc_31, %alloc_61 : memref<17x32xf32> to memref<17x32xf32>
    linalg.matmul ins(%collapse_shape_60, %alloc_29 : memref<17x32xf32>, memref<32x32xf32>) outs(%alloc_61 : memref<17x32xf32>)
    linalg.generic {indexing_maps = [#map7, #map8, #map7], iterator_types = ["parallel", "parallel"]} ins(%alloc_61, %2 : memref<17x32xf32>, memref<32xf32>) outs(%alloc_30 : memref<17x32xf32>) {
    ^bb0(%in: f32, %in_100: f32, %out: f32):
      %20 = arith.addf %in, %in_100 : f32
      linalg.yield %20 : f32
    }
    %expand_shape_62 = memref.expand_shape %alloc_30 [[0, 1], [2]] output_shape [1, 17, 32] : memref<17x32xf32> into memref<1x17x32xf32>
    %alloc_63 = memref.alloc() {alignment = 64 : i64} : memref<1x17x32xf32>
    linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expand_shape_62, %alloc_13 : memref<1x17x32xf32>, memref<1x17x32xf32>) outs(%alloc_63 : memref<1x17x32xf32>) {
    ^bb0(%in: f32, %in_100: f32, %out: f32):
      %20 = arith.addf %in, %in_100 : f32
      linalg.yield %20 : f32
    }
    linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%alloc_63 : memref<1x17x32xf32>) outs(%alloc_19 : memref<1x17x32xf64>) {
    ^bb0(%in: f32, %out: f64):
      %20 = arith.extf %in : f32 to f64
      linalg.yield %20 : f64
    }
    %alloc_64 = memref.alloc() {alignment = 64 : i64} : memref<1x17x1xf64>
    memref.copy %alloc_21, %alloc_64 : memref<1x17x1xf64> to memref<1x17x1xf64>
    linalg.generic {indexing_maps = [#map, #map5], iterator_types = ["parallel", "parallel", "reduction"]} ins(%alloc_19 : memref<1x17x32xf64>) outs(%alloc_64 : memref<1x17x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %20 = arith.addf %in, %out : f64
      linalg.yield %20 : f64
    }
    linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%alloc_64 : memref<1x17x1xf64>) outs(%alloc_20 : memref<1x17x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %20 = arith.divf %in, %cst_2 : f64
      linalg.yield %20 : f64
    }
    linalg.generic {indexing_maps = [#map, #map5, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%alloc_19, %alloc_20 : memref<1x17x32xf64>, memref<1x17x1xf64>) outs(%alloc_19 : memref<1x17x32xf64>) {
    ^bb0(%in: f64, %in_100: f64, %out: f64):
      %20 = arith.subf %in, %in_100 : f64
      linalg.yield %20 : f64
    }
    linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%alloc_19, %alloc_19 : memref<1x17x32xf64>, memref<1x17x32xf64>) outs(%alloc_19 : memref<1x17x32xf64>) {
    ^bb0(%in: f64, %in_100: f64, %out: f64):
      %20 = arith.mulf %in, %in_100 : f64
      linalg.yield %20 : f64
    }
    %alloc_65 = memref.alloc() {alignment = 64 : i64} : memref<1x17x1xf64>
    memref.copy %alloc_21, %alloc_65 : memref<1x17x1xf64> to memref<1x17x1xf64>
    linalg.generic {indexing_maps = [#map, #map5], iterator_types = ["parallel", "parallel", "reduction"]} ins(%alloc_19 : memref<1x17x32xf64>) outs(%alloc_65 : memref<1x17x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %20 = arith.addf %in, %out : f64
      linalg.yield %20 : f64
    }
    linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%alloc_65 : memref<1x17x1xf64>) outs(%alloc_20 : memref<1x17x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %20 = arith.divf %in, %cst_2 : f64
      linalg.yield %20 : f64
    }
    linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%alloc_20 : memref<1x17x1xf64>) outs(%alloc_24 : memref<1x17x1xf32>) {
    ^bb0(%in: f64, %out: f32):
      %20 = arith.truncf %in : f64 to f32
      linalg.yield %20 : f32
    }
    %alloc_66 = memref.alloc() {alignment = 64 : i64} : memref<1x17x1xf32>
    memref.copy %alloc_25, %alloc_66 : memref<1x17x1xf32> to memref<1x17x1xf32>
    linalg.generic {indexing_maps = [#map, #map5], iterator_types = ["parallel", "parallel", "reduction"]} ins(%alloc_63 : memref<1x17x32xf32>) outs(%alloc_66 : memref<1x17x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %20 = arith.addf %in, %out : f32
      linalg.yield %20 : f32
    }
    %alloc_67 = memref.alloc() {alignment = 64 : i64} : memref<1x17x1xf32>
    linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%alloc_66 : memref<1x17x1xf32>) outs(%alloc_67 : memref<1x17x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %20 = arith.divf %in, %cst_1 : f32
      linalg.yield %20 : f32
    }
    linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%alloc_24 : memref<1x17x1xf32>) outs(%alloc_24 : memref<1x17x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %20 = arith.truncf %cst_3 : f64 to f32
      %21 = arith.addf %in, %20 : f32
      linalg.yield %21 : f32
    }
    linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%alloc_24 : memref<1x17x1xf32>) outs(%alloc_24 : memref<1x17x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %20 = math.rsqrt %in : f32
      linalg.yield %20 : f32
    }
    linalg.generic {indexing_maps = [#map, #map5, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%alloc_63, %alloc_67 : memref<1x17x32xf32>, memref<1x17x1xf32>) outs(%alloc_12 : memref<1x17x32xf32>) {
    ^bb0(%in: f32, %in_100: f32, %out: f32):
      %20 = arith.subf %in, %in_100 : f32
      linalg.yield %20 : f32
    }
    linalg.generic {indexing_maps = [#map, #map5, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%alloc_12, %alloc_24 : memref<1x17x32xf32>, memref<1x17x1xf32>) outs(%alloc_12 : memref<1x17x32xf32>) {
    ^bb0(%in: f32, %in_100: f32, %out: f32):
      %20 = arith.mulf %in, %in_100 : f32
      linalg.yield %20 : f32
    }
    linalg.generic {indexing_maps = [#map, #map6, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%alloc_12, %3 : memref<1x17x32xf32>, memref<32xf32>) outs(%alloc_12 : memref<1x17x32xf32>) {
    ^bb0(%in: f32, %in_100: f32, %out: f32):
      %20 = arith.mulf %in, %in_100 : f32
      linalg.yield %20 : f32
    }
    linalg.generic {indexing_maps = [#map, #map6, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%alloc_12, %2 : memref<1x17x32xf32>, memref<32xf32>) outs(%alloc_12 : memref<1x17x32xf32>) {
    ^bb0(%in: f32, %in_100: f32, %out: f32):
      %20 = arith.addf %in, %in_100 : f32
      linalg.yield %20 : f32
    }
    %alloc_68 = memref.alloc() {alignment = 64 : i64} : memref<32x64xf32>
    linalg.transpose ins(%12 : memref<64x32xf32>) outs(%alloc_68 : memref<32x64xf32>) permutation = [1, 0] 
    %alloc_69 = memref.alloc() {alignment = 64 : i64} : memref<17x64xf32>
    %alloc_70 = memref.alloc() {alignment = 64 : i64} : memref<17x64xf32>
    linalg.fill ins(%cst_4 : f32) outs(%alloc_70 : memref<17x64xf32>)
    %alloc_71 = memref.alloc() {alignment = 64 : i64} : memref<17x64xf32>
    memref.copy %alloc_70, %alloc_71 : memref<17x64xf32> to memref<17x64xf32>
    linalg.matmul ins(%collapse_shape_28, %alloc_68 : memref<17x32xf32>, memref<32x64xf32>) outs(%alloc_71 : memref<17x64xf32>)
    linalg.generic {indexing_maps = [#map7, #map8, #map7], iterator_types = ["parallel", "parallel"]} ins(%alloc_71, %5 : memref<17x64xf32>, memref<64xf32>) outs(%alloc_69 : memref<17x64xf32>) {
    ^bb0(%in: f32, %in_100: f32, %out: f32):
      %20 = arith.addf %in, %in_100 : f32
      linalg.yield %20 : f32
    }
    %expand_shape_72 = memref.expand_shape %alloc_69 [[0, 1], [2]] output_shape [1, 17, 64] : memref<17x64xf32> into memref<1x17x64xf32>
    %alloc_73 = memref.alloc() {alignment = 64 : i64} : memref<1x17x64xf32>
    linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expand_shape_72 : memref<1x17x64xf32>) outs(%alloc_73 : memref<1x17x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %20 = arith.divf %in, %cst : f32
      %21 = math.erf %20 : f32
      %22 = arith.addf %21, %cst_7 : f32
      %23 = arith.mulf %22, %cst_8 : f32
      %24 = arith.mulf %in, %23 : f32
      linalg.yield %24 : f32
    }
    %collapse_shape_74 = memref.collapse_shape %alloc_73 [[0, 1], [2]] : memref<1x17x64xf32> into memref<17x64xf32>
    %alloc_75 = memref.alloc() {alignment = 64 : i64} : memref<64x32xf32>
    linalg.transpose ins(%11 : memref<32x64xf32>) outs(%alloc_75 : memref<64x32xf32>) permutation = [1, 0] 
    %alloc_76 = memref.alloc() {alignment = 64 : i64} : memref<17x32xf32>
    memref.copy %alloc_31, %alloc_76 : memref<17x32xf32> to memref<17x32xf32>
    linalg.matmul ins(%collapse_shape_74, %alloc_75 : memref<17x64xf32>, memref<64x32xf32>) outs(%alloc_76 : memref<17x32xf32>)
    linalg.generic {indexing_maps = [#map7, #map8, #map7], iterator_types = ["parallel", "parallel"]} ins(%alloc_76, %2 : memref<17x32xf32>, memref<32xf32>) outs(%alloc_30 : memref<17x32xf32>) {
    ^bb0(%in: f32, %in_100: f32, %out: f32):
      %20 = arith.addf %in, %in_100 : f32
      linalg.yield %20 : f32
    }
    %alloc_77 = memref.alloc() {alignment = 64 : i64} : memref<1x17x32xf32>
    linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expand_shape_62, %alloc_63 : memref<1x17x32xf32>, memref<1x17x32xf32>) outs(%alloc_77 : memref<1x17x32xf32>) {
    ^bb0(%in: f32, %in_100: f32, %out: f32):
      %20 = arith.addf %in, %in_100 : f32
      linalg.yield %20 : f32
    }
    linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%alloc_77 : memref<1x17x32xf32>) outs(%alloc_19 : memref<1x17x32xf64>) {
    ^bb0(%in: f32, %out: f64):
      %20 = arith.extf %in : f32 to f64
      linalg.yield %20 : f64
    }
    %alloc_78 = memref.alloc() {alignment = 64 : i64} : memref<1x17x1xf64>
    memref.copy %alloc_21, %alloc_78 : memref<1x17x1xf64> to memref<1x17x1xf64>
    linalg.generic {indexing_maps = [#map, #map5], iterator_types = ["parallel", "parallel", "reduction"]} ins(%alloc_19 : memref<1x17x32xf64>) outs(%alloc_78 : memref<1x17x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %20 = arith.addf %in, %out : f64
      linalg.yield %20 : f64
    }
    linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%alloc_78 : memref<1x17x1xf64>) outs(%alloc_20 : memref<1x17x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %20 = arith.divf %in, %cst_2 : f64
      linalg.yield %20 : f64
    }
    linalg.generic {indexing_maps = [#map, #map5, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%alloc_19, %alloc_20 : memref<1x17x32xf64>, memref<1x17x1xf64>) outs(%alloc_19 : memref<1x17x32xf64>) {
    ^bb0(%in: f64, %in_100: f64, %out: f64):
      %20 = arith.subf %in, %in_100 : f64
      linalg.yield %20 : f64
    }
    linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%alloc_19, %alloc_19 : memref<1x17x32xf64>, memref<1x17x32xf64>) outs(%alloc_19 : memref<1x17x32xf64>) {
    ^bb0(%in: f64, %in_100: f64, %out: f64):
      %20 = arith.mulf %in, %in_100 : f64
      linalg.yield %20 : f64
    }
    %alloc_79 = memref.alloc() {alignment = 64 : i64} : memref<1x17x1xf64>
    memref.copy %alloc_21, %alloc_79 : memref<1x17x1xf64> to memref<1x17x1xf64>
    linalg.generic {indexing_maps = [#map, #map5], iterator_types = ["parallel", "parallel", "reduction"]} ins(%alloc_19 : memref<1x17x32xf64>) outs(%alloc_79 : memref<1x17x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %20 = arith.addf %in, %out : f64
      linalg.yield %20 : f64
    }
    linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%alloc_79 : memref<1x17x1xf64>) outs(%alloc_20 : memref<1x17x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %20 = arith.divf %in, %cst_2 : f64
      linalg.yield %20 : f64
    }
    linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%alloc_20 : memref<1x17x1xf64>) outs(%alloc_24 : memref<1x17x1xf32>) {
    ^bb0(%in: f64, %out: f32):
      %20 = arith.truncf %in : f64 to f32
      linalg.yield %20 : f32
    }
    %alloc_80 = memref.alloc() {alignment = 64 : i64} : memref<1x17x1xf32>
    memref.copy %alloc_25, %alloc_80 : memref<1x17x1xf32> to memref<1x17x1xf32>
    linalg.generic {indexing_maps = [#map, #map5], iterator_types = ["parallel", "parallel", "reduction"]} ins(%alloc_77 : memref<1x17x32xf32>) outs(%alloc_80 : memref<1x17x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %20 = arith.addf %in, %out : f32
      linalg.yield %20 : f32
    }
    %alloc_81 = memref.alloc() {alignment = 64 : i64} : memref<1x17x1xf32>
    linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%alloc_80 : memref<1x17x1xf32>) outs(%alloc_81 : memref<1x17x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %20 = arith.divf %in, %cst_1 : f32
      linalg.yield %20 : f32
    }
    linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%alloc_24 : memref<1x17x1xf32>) outs(%alloc_24 : memref<1x17x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %20 = arith.truncf %cst_3 : f64 to f32
      %21 = arith.addf %in, %20 : f32
      linalg.yield %21 : f32
    }
    linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%alloc_24 : memref<1x17x1xf32>) outs(%alloc_24 : memref<1x17x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %20 = math.rsqrt %in : f32
      linalg.yield %20 : f32
    }
    linalg.generic {indexing_maps = [#map, #map5, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%alloc_77, %alloc_81 : memref<1x17x32xf32>, memref<1x17x1xf32>) outs(%alloc_12 : memref<1x17x32xf32>) {
    ^bb0(%in: f32, %in_100: f32, %out: f32):
      %20 = arith.subf %in, %in_100 : f32
      linalg.yield %20 : f32
    }
    linalg.generic {indexing_maps = [#map, #map5, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%alloc_12, %alloc_24 : memref<1x17x32xf32>, memref<1x17x1xf32>) outs(%alloc_12 : memref<1x17x32xf32>) {
    ^bb0(%in: f32, %in_100: f32, %out: f32):
      %20 = arith.mulf %in, %in_100 : f32
      linalg.yield %20 : f32
    }
    linalg.generic {indexing_maps = [#map, #map6, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%alloc_12, %3 : memref<1x17x32xf32>, memref<32xf32>) outs(%alloc_12 : memref<1x17x32xf32>) {
    ^bb0(%in: f32, %in_100: f32, %out: f32):
      %20 = arith.mulf %in, %in_100 : f32
      linalg.yield %20 : f32
    }
    linalg.generic {indexing_maps = [#map, #map6, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%alloc_12, %2 : memref<1x17x32xf32>, memref<32xf32>) outs(%alloc_12 : memref<1x17x32xf32>) {
    ^bb0(%in: f32, %in_100: f32, %out: f32):
      %20 = arith.addf %in, %in_100 : f32
      linalg.yield %20 : f32
    }
    linalg.transpose ins(%10 : memref<32x32xf32>) outs(%alloc_29 : memref<32x32xf32>) permutation = [1, 0] 
    %alloc_82 = memref.alloc() {alignment = 64 : i64} : memref<17x32xf32>
    memref.copy %alloc_31, %alloc_82 : memref<17x32xf32> to memref<17x32xf32>
    linalg.matmul ins(%collapse_shape_28, %alloc_29 : memref<17x32xf32>, memref<32x32xf32>) outs(%alloc_82 : memref<17x32xf32>)
    linalg.generic {indexing_maps = [#map7, #map8, #map7], iterator_types = ["parallel", "parallel"]} ins(%alloc_82, %2 : memref<17x32xf32>, memref<32xf32>) outs(%alloc_30 : memref<17x32xf32>) {
    ^bb0(%in: f32, %in_100: f32, %out: f32):
      %20 = arith.addf %in, %in_100 : f32
      linalg.yield %20 : f32
    }
    %alloc_83 = memref.alloc() {alignment = 64 : i64} : memref<1x2x17x16xf32>
    linalg.transpose ins(%expand_shape_33 : memref<1x17x2x16xf32>) outs(%alloc_83 : memref<1x2x17x16xf32>) permutation = [0, 2, 1, 3] 
    linalg.transpose ins(%9 : memref<32x32xf32>) outs(%alloc_29 : memref<32x32xf32>) permutation = [1, 0] 
    %alloc_84 = memref.alloc() {alignment = 64 : i64} : memref<17x32xf32>
    memref.copy %alloc_31, %alloc_84 : memref<17x32xf32> to memref<17x32xf32>
    linalg.matmul ins(%collapse_shape_28, %alloc_29 : memref<17x32xf32>, memref<32x32xf32>) outs(%alloc_84 : memref<17x32xf32>)
    %alloc_85 = memref.alloc() {alignment = 64 : i64} : memref<17x32xf32>
    linalg.generic {indexing_maps = [#map7, #map8, #map7], iterator_types = ["parallel", "parallel"]} ins(%alloc_84, %2 : memref<17x32xf32>, memref<32xf32>) outs(%alloc_85 : memref<17x32xf32>) {
    ^bb0(%in: f32, %in_100: f32, %out: f32):
      %20 = arith.addf %in, %in_100 : f32
      linalg.yield %20 : f32
    }
    %expand_shape_86 = memref.expand_shape %alloc_85 [[0, 1], [2, 3]] output_shape [1, 17, 2, 16] : memref<17x32xf32> into memref<1x17x2x16xf32>
    linalg.transpose ins(%8 : memref<32x32xf32>) outs(%alloc_29 : memref<32x32xf32>) permutation = [1, 0] 
    %alloc_87 = memref.alloc() {alignment = 64 : i64} : memref<17x32xf32>
    memref.copy %alloc_31, %alloc_87 : memref<17x32xf32> to memref<17x32xf32>
    linalg.matmul ins(%collapse_shape_28, %alloc_29 : memref<17x32xf32>, memref<32x32xf32>) outs(%alloc_87 : memref<17x32xf32>)
    linalg.generic {indexing_maps = [#map7, #map8, #map7], iterator_types = ["parallel", "parallel"]} ins(%alloc_87, %2 : memref<17x32xf32>, memref<32xf32>) outs(%alloc_30 : memref<17x32xf32>) {
    ^bb0(%in: f32, %in_100: f32, %out: f32):
      %20 = arith.addf %in, %in_100 : f32
      linalg.yield %20 : f32
    }
    linalg.transpose ins(%expand_shape_33 : memref<1x17x2x16xf32>) outs(%alloc_34 : memref<1x2x17x16xf32>) permutation = [0, 2, 1, 3] 
    linalg.transpose ins(%expand_shape_86 : memref<1x17x2x16xf32>) outs(%alloc_40 : memref<1x2x16x17xf32>) permutation = [0, 2, 3, 1] 
    %collapse_shape_88 = memref.collapse_shape %alloc_83 [[0, 1], [2], [3]] : memref<1x2x17x16xf32> into memref<2x17x16xf32>
    linalg.batch_matmul ins(%collapse_shape_88, %collapse_shape_42 : memref<2x17x16xf32>, memref<2x16x17xf32>) outs(%alloc_43 : memref<2x17x17xf32>)
    %expand_shape_89 = memref.expand_shape %alloc_43 [[0, 1], [2], [3]] output_shape [1, 2, 17, 17] : memref<2x17x17xf32> into memref<1x2x17x17xf32>
    linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expand_shape_89 : memref<1x2x17x17xf32>) outs(%alloc_46 : memref<1x2x17x17xf32>) {
    ^bb0(%in: f32, %out: f32):
      %20 = arith.mulf %in, %cst_0 : f32
      linalg.yield %20 : f32
    }
    linalg.generic {indexing_maps = [#map2, #map9, #map2], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%alloc_46, %alloc_18 : memref<1x2x17x17xf32>, memref<1x1x17x17xf32>) outs(%alloc_46 : memref<1x2x17x17xf32>) {
    ^bb0(%in: f32, %in_100: f32, %out: f32):
      %20 = arith.addf %in, %in_100 : f32
      linalg.yield %20 : f32
    }
    linalg.generic {indexing_maps = [#map2, #map3, #map3], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%alloc_46 : memref<1x2x17x17xf32>) outs(%alloc_48, %alloc_47 : memref<1x2x17xf32>, memref<1x2x17xi64>) {
    ^bb0(%in: f32, %out: f32, %out_100: i64):
      %20 = linalg.index 3 : index
      %21 = arith.index_cast %20 : index to i64
      %22 = arith.maximumf %in, %out : f32
      %23 = arith.cmpf ogt, %in, %out : f32
      %24 = arith.select %23, %21, %out_100 : i64
      linalg.yield %22, %24 : f32, i64
    }
    %expand_shape_90 = memref.expand_shape %alloc_48 [[0], [1], [2, 3]] output_shape [1, 2, 17, 1] : memref<1x2x17xf32> into memref<1x2x17x1xf32>
    linalg.generic {indexing_maps = [#map2, #map10, #map2], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%alloc_46, %expand_shape_90 : memref<1x2x17x17xf32>, memref<1x2x17x1xf32>) outs(%alloc_46 : memref<1x2x17x17xf32>) {
    ^bb0(%in: f32, %in_100: f32, %out: f32):
      %20 = arith.subf %in, %in_100 : f32
      linalg.yield %20 : f32
    }
    linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%alloc_46 : memref<1x2x17x17xf32>) outs(%alloc_46 : memref<1x2x17x17xf32>) {
    ^bb0(%in: f32, %out: f32):
      %20 = math.exp %in : f32
      linalg.yield %20 : f32
    }
    linalg.generic {indexing_maps = [#map2, #map10], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%alloc_46 : memref<1x2x17x17xf32>) outs(%alloc_52 : memref<1x2x17x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %20 = arith.addf %in, %out : f32
      linalg.yield %20 : f32
    }
    linalg.generic {indexing_maps = [#map2, #map10, #map2], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%alloc_46, %alloc_52 : memref<1x2x17x17xf32>, memref<1x2x17x1xf32>) outs(%alloc_46 : memref<1x2x17x17xf32>) {
    ^bb0(%in: f32, %in_100: f32, %out: f32):
      %20 = arith.divf %in, %in_100 : f32
      linalg.yield %20 : f32
    }
    linalg.batch_matmul ins(%collapse_shape_54, %collapse_shape_55 : memref<2x17x17xf32>, memref<2x17x16xf32>) outs(%alloc_56 : memref<2x17x16xf32>)
    %expand_shape_91 = memref.expand_shape %alloc_56 [[0, 1], [2], [3]] output_shape [1, 2, 17, 16] : memref<2x17x16xf32> into memref<1x2x17x16xf32>
    linalg.transpose ins(%expand_shape_91 : memref<1x2x17x16xf32>) outs(%alloc_59 : memref<1x17x2x16xf32>) permutation = [0, 2, 1, 3] 
    linalg.transpose ins(%7 : memref<32x32xf32>) outs(%alloc_29 : memref<32x32xf32>) permutation = [1, 0] 
    %alloc_92 = memref.alloc() {alignment = 64 : i64} : memref<17x32xf32>
    memref.copy %alloc_31, %alloc_92 : memref<17x32xf32> to memref<17x32xf32>
    linalg.matmul ins(%collapse_shape_60, %alloc_29 : memref<17x32xf32>, memref<32x32xf32>) outs(%alloc_92 : memref<17x32xf32>)
    linalg.generic {indexing_maps = [#map7, #map8, #map7], iterator_types = ["parallel", "parallel"]} ins(%alloc_92, %2 : memref<17x32xf32>, memref<32xf32>) outs(%alloc_30 : memref<17x32xf32>) {
    ^bb0(%in: f32, %in_100: f32, %out: f32):
      %20 = arith.addf %in, %in_100 : f32
      linalg.yield %20 : f32
    }
    %alloc_93 = memref.alloc() {alignment = 64 : i64} : memref<1x17x32xf32>
    linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expand_shape_62, %alloc_77 : memref<1x17x32xf32>, memref<1x17x32xf32>) outs(%alloc_93 : memref<1x17x32xf32>) {
    ^bb0(%in: f32, %in_100: f32, %out: f32):
      %20 = arith.addf %in, %in_100 : f32
      linalg.yield %20 : f32
    }
    linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%alloc_93 : memref<1x17x32xf32>) outs(%alloc_19 : memref<1x17x32xf64>) {
    ^bb0(%in: f32, %out: f64):
      %20 = arith.extf %in : f32 to f64
      linalg.yield %20 : f64
    }
    %alloc_94 = memref.alloc() {alignment = 64 : i64} : memref<1x17x1xf64>
    memref.copy %alloc_21, %alloc_94 : memref<1x17x1xf64> to memref<1x17x1xf64>
    linalg.generic {indexing_maps = [#map, #map5], iterator_types = ["parallel", "parallel", "reduction"]} ins(%alloc_19 : memref<1x17x32xf64>) outs(%alloc_94 : memref<1x17x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %20 = arith.addf %in, %out : f64
      linalg.yield %20 : f64
    }
    linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%alloc_94 : memref<1x17x1xf64>) outs(%alloc_20 : memref<1x17x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %20 = arith.divf %in, %cst_2 : f64
      linalg.yield %20 : f64
    }
    linalg.generic {indexing_maps = [#map, #map5, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%alloc_19, %alloc_20 : memref<1x17x32xf64>, memref<1x17x1xf64>) outs(%alloc_19 : memref<1x17x32xf64>) {
    ^bb0(%in: f64, %in_100: f64, %out: f64):
      %20 = arith.subf %in, %in_100 : f64
      linalg.yield %20 : f64
    }
    linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%alloc_19, %alloc_19 : memref<1x17x32xf64>, memref<1x17x32xf64>) outs(%alloc_19 : memref<1x17x32xf64>) {
    ^bb0(%in: f64, %in_100: f64, %out: f64):
      %20 = arith.mulf %in, %in_100 : f64
      linalg.yield %20 : f64
    }
    %alloc_95 = memref.alloc() {alignment = 64 : i64} : memref<1x17x1xf64>
    memref.copy %alloc_21, %alloc_95 : memref<1x17x1xf64> to memref<1x17x1xf64>
    linalg.generic {indexing_maps = [#map, #map5], iterator_types = ["parallel", "parallel", "reduction"]} ins(%alloc_19 : memref<1x17x32xf64>) outs(%alloc_95 : memref<1x17x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %20 = arith.addf %in, %out : f64
      linalg.yield %20 : f64
    }
    linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%alloc_95 : memref<1x17x1xf64>) outs(%alloc_20 : memref<1x17x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %20 = arith.divf %in, %cst_2 : f64
      linalg.yield %20 : f64
    }
    linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%alloc_20 : memref<1x17x1xf64>) outs(%alloc_24 : memref<1x17x1xf32>) {
    ^bb0(%in: f64, %out: f32):
      %20 = arith.truncf %in : f64 to f32
      linalg.yield %20 : f32
    }
    %alloc_96 = memref.alloc() {alignment = 64 : i64} : memref<1x17x1xf32>
    memref.copy %alloc_25, %alloc_96 : memref<1x17x1xf32> to memref<1x17x1xf32>
    linalg.generic {indexing_maps = [#map, #map5], iterator_types = ["parallel", "parallel", "reduction"]} ins(%alloc_93 : memref<1x17x32xf32>) outs(%alloc_96 : memref<1x17x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %20 = arith.addf %in, %out : f32
      linalg.yield %20 : f32
    }
    %alloc_97 = memref.alloc() {alignment = 64 : i64} : memref<1x17x1xf32>
    linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%alloc_96 : memref<1x17x1xf32>) outs(%alloc_97 : memref<1x17x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %20 = arith.divf %in, %cst_1 : f32
      linalg.yield %20 : f32
    }
    linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%alloc_24 : memref<1x17x1xf32>) outs(%alloc_24 : memref<1x17x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %20 = arith.truncf %cst_3 : f64 to f32
      %21 = arith.addf %in, %20 : f32
      linalg.yield %21 : f32
    }
    linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%alloc_24 : memref<1x17x1xf32>) outs(%alloc_24 : memref<1x17x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %20 = math.rsqrt %in : f32
      linalg.yield %20 : f32
    }
    linalg.generic {indexing_maps = [#map, #map5, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%alloc_93, %alloc_97 : memref<1x17x32xf32>, memref<1x17x1xf32>) outs(%alloc_12 : memref<1x17x32xf32>) {
    ^bb0(%in: f32, %in_100: f32, %out: f32):
      %20 = arith.subf %in, %in_100 : f32
      linalg.yield %20 : f32
    }
    linalg.generic {indexing_maps = [#map, #map5, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%alloc_12, %alloc_24 : memref<1x17x32xf32>, memref<1x17x1xf32>) outs(%alloc_12 : memref<1x17x32xf32>) {
    ^bb0(%in: f32, %in_100: f32, %out: f32):
      %20 = arith.mulf %in, %in_100 : f32
      linalg.yield %20 : f32
    }
    linalg.generic {indexing_maps = [#map, #map6, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%alloc_12, %3 : memref<1x17x32xf32>, memref<32xf32>) outs(%alloc_12 : memref<1x17x32xf32>) {
    ^bb0(%in: f32, %in_100: f32, %out: f32):
      %20 = arith.mulf %in, %in_100 : f32
      linalg.yield %20 : f32
    }
    linalg.generic {indexing_maps = [#map, #map6, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%alloc_12, %2 : memref<1x17x32xf32>, memref<32xf32>) outs(%alloc_12 : memref<1x17x32xf32>) {
    ^bb0(%in: f32, %in_100: f32, %out: f32):
      %20 = arith.addf %in, %in_100 : f32
      linalg.yield %20 : f32
    }
    linalg.transpose ins(%6 : memref<64x32xf32>) outs(%alloc_68 : memref<32x64xf32>) permutation = [1, 0] 
    linalg.matmul ins(%collapse_shape_28, %alloc_68 : memref<17x32xf32>, memref<32x64xf32>) outs(%alloc_70 : memref<17x64xf32>)
    linalg.generic {indexing_maps = [#map7, #map8, #map7], iterator_types = ["parallel", "parallel"]} ins(%alloc_70, %5 : memref<17x64xf32>, memref<64xf32>) outs(%alloc_69 : memref<17x64xf32>) {
    ^bb0(%in: f32, %in_100: f32, %out: f32):
      %20 = arith.addf %in, %in_100 : f32
      linalg.yield %20 : f32
    }
    linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expand_shape_72 : memref<1x17x64xf32>) outs(%alloc_73 : memref<1x17x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %20 = arith.divf %in, %cst : f32
      %21 = math.erf %20 : f32
      %22 = arith.addf %21, %cst_7 : f32
      %23 = arith.mulf %22, %cst_8 : f32
      %24 = arith.mulf %in, %23 : f32
      linalg.yield %24 : f32
    }
    linalg.transpose ins(%4 : memref<32x64xf32>) outs(%alloc_75 : memref<64x32xf32>) permutation = [1, 0] 
    linalg.matmul ins(%collapse_shape_74, %alloc_75 : memref<17x64xf32>, memref<64x32xf32>) outs(%alloc_31 : memref<17x32xf32>)
    linalg.generic {indexing_maps = [#map7, #map8, #map7], iterator_types = ["parallel", "parallel"]} ins(%alloc_31, %2 : memref<17x32xf32>, memref<32xf32>) outs(%alloc_30 : memref<17x32xf32>) {
    ^bb0(%in: f32, %in_100: f32, %out: f32):
      %20 = arith.addf %in, %in_100 : f32
      linalg.yield %20 : f32
    }
    linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expand_shape_62, %alloc_93 : memref<1x17x32xf32>, memref<1x17x32xf32>) outs(%alloc_12 : memref<1x17x32xf32>) {
    ^bb0(%in: f32, %in_100: f32, %out: f32):
      %20 = arith.addf %in, %in_100 : f32
      linalg.yield %20 : f32
    }
    linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%alloc_12 : memref<1x17x32xf32>) outs(%alloc_19 : memref<1x17x32xf64>) {
    ^bb0(%in: f32, %out: f64):
      %20 = arith.extf %in : f32 to f64
      linalg.yield %20 : f64
    }
    %alloc_98 = memref.alloc() {alignment = 64 : i64} : memref<1x17x1xf64>
    memref.copy %alloc_21, %alloc_98 : memref<1x17x1xf64> to memref<1x17x1xf64>
    linalg.generic {indexing_maps = [#map, #map5], iterator_types = ["parallel", "parallel", "reduction"]} ins(%alloc_19 : memref<1x17x32xf64>) outs(%alloc_98 : memref<1x17x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %20 = arith.addf %in, %out : f64
      linalg.yield %20 : f64
    }
    linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%alloc_98 : memref<1x17x1xf64>) outs(%alloc_20 : memref<1x17x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %20 = arith.divf %in, %cst_2 : f64
      linalg.yield %20 : f64
    }
    linalg.generic {indexing_maps = [#map, #map5, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%alloc_19, %alloc_20 : memref<1x17x32xf64>, memref<1x17x1xf64>) outs(%alloc_19 : memref<1x17x32xf64>) {
    ^bb0(%in: f64, %in_100: f64, %out: f64):
      %20 = arith.subf %in, %in_100 : f64
      linalg.yield %20 : f64
    }
    linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%alloc_19, %alloc_19 : memref<1x17x32xf64>, memref<1x17x32xf64>) outs(%alloc_19 : memref<1x17x32xf64>) {
    ^bb0(%in: f64, %in_100: f64, %out: f64):
      %20 = arith.mulf %in, %in_100 : f64
      linalg.yield %20 : f64
    }
    linalg.generic {indexing_maps = [#map, #map5], iterator_types = ["parallel", "parallel", "reduction"]} ins(%alloc_19 : memref<1x17x32xf64>) outs(%alloc_21 : memref<1x17x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %20 = arith.addf %in, %out : f64
      linalg.yield %20 : f64
    }
    linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%alloc_21 : memref<1x17x1xf64>) outs(%alloc_20 : memref<1x17x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %20 = arith.divf %in, %cst_2 : f64
      linalg.yield %20 : f64
    }
    linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%alloc_20 : memref<1x17x1xf64>) outs(%alloc_24 : memref<1x17x1xf32>) {
    ^bb0(%in: f64, %out: f32):
      %20 = arith.truncf %in : f64 to f32
      linalg.yield %20 : f32
    }
    linalg.generic {indexing_maps = [#map, #map5], iterator_types = ["parallel", "parallel", "reduction"]} ins(%alloc_12 : memref<1x17x32xf32>) outs(%alloc_25 : memref<1x17x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %20 = arith.addf %in, %out : f32
      linalg.yield %20 : f32
    }
    %alloc_99 = memref.alloc() {alignment = 64 : i64} : memref<1x17x1xf32>
    linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%alloc_25 : memref<1x17x1xf32>) outs(%alloc_99 : memref<1x17x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %20 = arith.divf %in, %cst_1 : f32
      linalg.yield %20 : f32
    }
    linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%alloc_24 : memref<1x17x1xf32>) outs(%alloc_24 : memref<1x17x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %20 = arith.truncf %cst_3 : f64 to f32
      %21 = arith.addf %in, %20 : f32
      linalg.yield %21 : f32
    }
    linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%alloc_24 : memref<1x17x1xf32>) outs(%alloc_24 : memref<1x17x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %20 = math.rsqrt %in : f32
      linalg.yield %20 : f32
    }
    linalg.generic {indexing_maps = [#map, #map5, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%alloc_12, %alloc_99 : memref<1x17x32xf32>, memref<1x17x1xf32>) outs(%alloc_12 : memref<1x17x32xf32>) {
    ^bb0(%in: f32, %in_100: f32, %out: f32):
      %20 = arith.subf %in, %in_100 : f32
      linalg.yield %20 : f32
    }
    linalg.generic {indexing_maps = [#map, #map5, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%alloc_12, %alloc_24 : memref<1x17x32xf32>, memref<1x17x1xf32>) outs(%alloc_12 : memref<1x17x32xf32>) {
    ^bb0(%in: f32, %in_100: f32, %out: f32):
      %20 = arith.mulf %in, %in_100 : f32
      linalg.yield %20 : f32
    }
    linalg.generic {indexing_maps = [#map, #map6, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%alloc_12, %3 : memref<1x17x32xf32>, memref<32xf32>) outs(%alloc_12 : memref<1x17x32xf32>) {
    ^bb0(%in: f32, %in_100: f32, %out: f32):
      %20 = arith.mulf %in, %in_100 : f32
      linalg.yield %20 : f32
    }
    linalg.generic {indexing_maps = [#map, #map6, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%alloc_12, %2 : memref<1x17x32xf32>, memref<32xf32>) outs(%alloc_12 : memref<1x17x32xf32>) {
    ^bb0(%in: f32, %in_100: f32, %out: f32):
      %20 = arith.addf %in, %in_100 : f32
      linalg.yield %20 : f32
    }
    memref.dealloc %alloc : memref<1x32x4x4xf32>
    memref.dealloc %alloc_9 : memref<1x16x32xf32>
    memref.dealloc %alloc_10 : memref<1x17x32xf32>
    memref.dealloc %alloc_13 : memref<1x17x32xf32>
    memref.dealloc %alloc_14 : memref<17xi64>
    memref.dealloc %alloc_15 : memref<1x1x17x1xi1>
    memref.dealloc %alloc_16 : memref<1x1x17x17xi1>
    memref.dealloc %alloc_18 : memref<1x1x17x17xf32>
    memref.dealloc %alloc_19 : memref<1x17x32xf64>
    memref.dealloc %alloc_20 : memref<1x17x1xf64>
    memref.dealloc %alloc_21 : memref<1x17x1xf64>
    memref.dealloc %alloc_22 : memref<1x17x1xf64>
    memref.dealloc %alloc_23 : memref<1x17x1xf64>
    memref.dealloc %alloc_24 : memref<1x17x1xf32>
    memref.dealloc %alloc_25 : memref<1x17x1xf32>
    memref.dealloc %alloc_26 : memref<1x17x1xf32>
    memref.dealloc %alloc_27 : memref<1x17x1xf32>
    memref.dealloc %alloc_29 : memref<32x32xf32>
    memref.dealloc %alloc_30 : memref<17x32xf32>
    memref.dealloc %alloc_31 : memref<17x32xf32>
    memref.dealloc %alloc_32 : memref<17x32xf32>
    memref.dealloc %alloc_34 : memref<1x2x17x16xf32>
    memref.dealloc %alloc_35 : memref<1x2x17x16xf32>
    memref.dealloc %alloc_36 : memref<17x32xf32>
    memref.dealloc %alloc_37 : memref<17x32xf32>
    memref.dealloc %alloc_39 : memref<17x32xf32>
    memref.dealloc %alloc_40 : memref<1x2x16x17xf32>
    memref.dealloc %alloc_43 : memref<2x17x17xf32>
    memref.dealloc %alloc_44 : memref<2x17x17xf32>
    memref.dealloc %alloc_46 : memref<1x2x17x17xf32>
    memref.dealloc %alloc_47 : memref<1x2x17xi64>
    memref.dealloc %alloc_48 : memref<1x2x17xf32>
    memref.dealloc %alloc_49 : memref<1x2x17xf32>
    memref.dealloc %alloc_50 : memref<1x2x17xi64>
    memref.dealloc %alloc_52 : memref<1x2x17x1xf32>
    memref.dealloc %alloc_53 : memref<1x2x17x1xf32>
    memref.dealloc %alloc_56 : memref<2x17x16xf32>
    memref.dealloc %alloc_57 : memref<2x17x16xf32>
    memref.dealloc %alloc_59 : memref<1x17x2x16xf32>
    memref.dealloc %alloc_61 : memref<17x32xf32>
    memref.dealloc %alloc_63 : memref<1x17x32xf32>
    memref.dealloc %alloc_64 : memref<1x17x1xf64>
    memref.dealloc %alloc_65 : memref<1x17x1xf64>
    memref.dealloc %alloc_66 : memref<1x17x1xf32>
    memref.dealloc %alloc_67 : memref<1x17x1xf32>
    memref.dealloc %alloc_68 : memref<32x64xf32>
    memref.dealloc %alloc_69 : memref<17x64xf32>
    memref.dealloc %alloc_70 : memref<17x64xf32>
    memref.dealloc %alloc_71 : memref<17x64xf32>
    memref.dealloc %alloc_73 : memref<1x17x64xf32>
    memref.dealloc %alloc_75 : memref<64x32xf32>
    memref.dealloc %alloc_76 : memref<17x32xf32>
    memref.dealloc %alloc_77 : memref<1x17x32xf32>
    memref.dealloc %alloc_78 : memref<1x17x1xf64>
    memref.dealloc %alloc_79 : memref<1x17x1xf64>
    memref.dealloc %alloc_80 : memref<1x17x1xf32>
    memref.dealloc %alloc_81 : memref<1x17x1xf32>
    memref.dealloc %alloc_82 : memref<17x32xf32>
    memref.dealloc %alloc_83 : memref<1x2x17x16xf32>
    memref.dealloc %alloc_84 : memref<17x32xf32>
    memref.dealloc %alloc_85 : memref<17x32xf32>
    memref.dealloc %alloc_87 : memref<17x32xf32>
    memref.dealloc %alloc_92 : memref<17x32xf32>
    memref.dealloc %alloc_93 : memref<1x17x32xf32>
    memref.dealloc %alloc_94 : memref<1x17x1xf64>
    memref.dealloc %alloc_95 : memref<1x17x1xf64>
    memref.dealloc %alloc_96 : memref<1x17x1xf32>
    memref.dealloc %alloc_97 : memref<1x17x1xf32>
    memref.dealloc %alloc_98 : memref<1x17x1xf64>
    memref.dealloc %alloc_99 : memref<1x17x1xf32>
    return %alloc_12 : memref<1x17x32xf32>
  }
}


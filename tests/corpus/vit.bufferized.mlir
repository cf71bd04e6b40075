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
    %c0_i64 = arith.constant 0 : i64
    %cst = arith.constant 0.000000e+00 : f32
    %cst_0 = arith.constant 0.000000e+00 : f64
    %cst_1 = arith.constant 0xFF800000 : f32
    %cst_2 = arith.constant 1.000000e+00 : f32
    %cst_3 = arith.constant 5.000000e-01 : f32
    %0 = memref.get_global @__constant_xf32 : memref<f32>
    %1 = memref.get_global @__constant_xf32_0 : memref<f32>
    %2 = memref.get_global @__constant_32xf32 : memref<32xf32>
    %3 = memref.get_global @__constant_32xf32_1 : memref<32xf32>
    %4 = memref.get_global @__constant_32xf32 : memref<32xf32>
    %5 = memref.get_global @__constant_32x64xf32 : memref<32x64xf32>
    %6 = memref.get_global @__constant_64xf32 : memref<64xf32>
    %7 = memref.get_global @__constant_64x32xf32 : memref<64x32xf32>
    %8 = memref.get_global @__constant_32xf32 : memref<32xf32>
    %9 = memref.get_global @__constant_32xf32_1 : memref<32xf32>
    %10 = memref.get_global @__constant_32xf32 : memref<32xf32>
    %11 = memref.get_global @__constant_32x32xf32 : memref<32x32xf32>
    %12 = memref.get_global @__constant_32xf32 : memref<32xf32>
    %13 = memref.get_global @__constant_32x32xf32_2 : memref<32x32xf32>
    %14 = memref.get_global @__constant_32xf32 : memref<32xf32>
    %15 = memref.get_global @__constant_32x32xf32_3 : memref<32x32xf32>
    %16 = memref.get_global @__constant_32xf32 : memref<32xf32>
    %17 = memref.get_global @__constant_32x32xf32_4 : memref<32x32xf32>
    %18 = memref.get_global @__constant_32xf32 : memref<32xf32>
    %19 = memref.get_global @__constant_32xf32_1 : memref<32xf32>
    %20 = memref.get_global @__constant_32xf32 : memref<32xf32>
    %21 = memref.get_global @__constant_32x64xf32_5 : memref<32x64xf32>
    %22 = memref.get_global @__constant_64xf32 : memref<64xf32>
    %23 = memref.get_global @__constant_64x32xf32_6 : memref<64x32xf32>
    %24 = memref.get_global @__constant_32xf32 : memref<32xf32>
    %25 = memref.get_global @__constant_32xf32_1 : memref<32xf32>
    %26 = memref.get_global @__constant_32xf32 : memref<32xf32>
    %27 = memref.get_global @__constant_32x32xf32_7 : memref<32x32xf32>
    %28 = memref.get_global @__constant_32xf32 : memref<32xf32>
    %29 = memref.get_global @__constant_32x32xf32_8 : memref<32x32xf32>
    %30 = memref.get_global @__constant_32xf32 : memref<32xf32>
    %31 = memref.get_global @__constant_32x32xf32_9 : memref<32x32xf32>
    %32 = memref.get_global @__constant_32xf32 : memref<32xf32>
    %33 = memref.get_global @__constant_32x32xf32_10 : memref<32x32xf32>
    %34 = memref.get_global @__constant_32xf32 : memref<32xf32>
    %35 = memref.get_global @__constant_32xf32_1 : memref<32xf32>
    %cst_4 = arith.constant 9.9999999999999998E-13 : f64
    %36 = memref.get_global @__constant_1x17x32xf32 : memref<1x17x32xf32>
    %37 = memref.get_global @__constant_32x3x4x4xf32 : memref<32x3x4x4xf32>
    %38 = memref.get_global @__constant_32xf32 : memref<32xf32>
    %39 = memref.get_global @__constant_1x1x32xf32 : memref<1x1x32xf32>
    %cst_5 = arith.constant 3.200000e+01 : f64
    %cst_6 = arith.constant 3.200000e+01 : f32
    %cst_7 = arith.constant 2.500000e-01 : f32
    %cst_8 = arith.constant 1.41421354 : f32
    %alloc = memref.alloc() {alignment = 64 : i64} : memref<1x32x4x4xf32>
    linalg.broadcast ins(%38 : memref<32xf32>) outs(%alloc : memref<1x32x4x4xf32>) dimensions = [0, 2, 3] 
    linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<4> : vector<2xi64>} ins(%arg0, %37 : memref<1x3x16x16xf32>, memref<32x3x4x4xf32>) outs(%alloc : memref<1x32x4x4xf32>)
    %collapse_shape = memref.collapse_shape %alloc [[0], [1], [2, 3]] : memref<1x32x4x4xf32> into memref<1x32x16xf32>
    %alloc_9 = memref.alloc() {alignment = 64 : i64} : memref<1x16x32xf32>
    linalg.transpose ins(%collapse_shape : memref<1x32x16xf32>) outs(%alloc_9 : memref<1x16x32xf32>) permutation = [0, 2, 1] 
    %alloc_10 = memref.alloc() {alignment = 64 : i64} : memref<1x17x32xf32>
    %subview = memref.subview %alloc_10[0, 0, 0] [1, 1, 32] [1, 1, 1] : memref<1x17x32xf32> to memref<1x1x32xf32, strided<[544, 32, 1]>>
    memref.copy %39, %subview : memref<1x1x32xf32> to memref<1x1x32xf32, strided<[544, 32, 1]>>
    %subview_11 = memref.subview %alloc_10[0, 1, 0] [1, 16, 32] [1, 1, 1] : memref<1x17x32xf32> to memref<1x16x32xf32, strided<[544, 32, 1], offset: 32>>
    memref.copy %alloc_9, %subview_11 : memref<1x16x32xf32> to memref<1x16x32xf32, strided<[544, 32, 1], offset: 32>>
    %alloc_12 = memref.alloc() {alignment = 64 : i64} : memref<1x17x32xf32>
    %alloc_13 = memref.alloc() {alignment = 64 : i64} : memref<1x17x32xf32>
    linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%alloc_10, %36 : memref<1x17x32xf32>, memref<1x17x32xf32>) outs(%alloc_13 : memref<1x17x32xf32>) {
    ^bb0(%in: f32, %in_115: f32, %out: f32):
      %40 = arith.addf %in, %in_115 : f32
      linalg.yield %40 : f32
    }
    %alloc_14 = memref.alloc() {alignment = 64 : i64} : memref<17xi64>
    linalg.generic {indexing_maps = [#map1], iterator_types = ["parallel"]} outs(%alloc_14 : memref<17xi64>) {
    ^bb0(%out: i64):
      %40 = linalg.index 0 : index
      %41 = arith.index_cast %40 : index to i64
      linalg.yield %41 : i64
    }
    %expand_shape = memref.expand_shape %alloc_14 [[0, 1, 2, 3]] output_shape [1, 1, 17, 1] : memref<17xi64> into memref<1x1x17x1xi64>
    %alloc_15 = memref.alloc() {alignment = 64 : i64} : memref<1x1x17x1xi1>
    linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expand_shape : memref<1x1x17x1xi64>) outs(%alloc_15 : memref<1x1x17x1xi1>) {
    ^bb0(%in: i64, %out: i1):
      %40 = arith.cmpi sge, %in, %c0_i64 : i64
      linalg.yield %40 : i1
    }
    %alloc_16 = memref.alloc() {alignment = 64 : i64} : memref<1x1x17x17xi1>
    %collapse_shape_17 = memref.collapse_shape %alloc_15 [[0], [1], [2, 3]] : memref<1x1x17x1xi1> into memref<1x1x17xi1>
    linalg.generic {indexing_maps = [#map3, #map2], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%collapse_shape_17 : memref<1x1x17xi1>) outs(%alloc_16 : memref<1x1x17x17xi1>) {
    ^bb0(%in: i1, %out: i1):
      linalg.yield %in : i1
    }
    %alloc_18 = memref.alloc() {alignment = 64 : i64} : memref<1x1x17x17xf32>
    linalg.generic {indexing_maps = [#map2, #map4, #map4, #map2], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%alloc_16, %1, %0 : memref<1x1x17x17xi1>, memref<f32>, memref<f32>) outs(%alloc_18 : memref<1x1x17x17xf32>) {
    ^bb0(%in: i1, %in_115: f32, %in_116: f32, %out: f32):
      %40 = arith.select %in, %in_115, %in_116 : f32
      linalg.yield %40 : f32
    }
    %alloc_19 = memref.alloc() {alignment = 64 : i64} : memref<1x17x32xf64>
    linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%alloc_13 : memref<1x17x32xf32>) outs(%alloc_19 : memref<1x17x32xf64>) {
    ^bb0(%in: f32, %out: f64):
      %40 = arith.extf %in : f32 to f64
      linalg.yield %40 : f64
    }
    %alloc_20 = memref.alloc() {alignment = 64 : i64} : memref<1x17x1xf64>
    %alloc_21 = memref.alloc() {alignment = 64 : i64} : memref<1x17x1xf64>
    linalg.fill ins(%cst_0 : f64) outs(%alloc_21 : memref<1x17x1xf64>)
    %alloc_22 = memref.alloc() {alignment = 64 : i64} : memref<1x17x1xf64>
    memref.copy %alloc_21, %alloc_22 : memref<1x17x1xf64> to memref<1x17x1xf64>
    linalg.generic {indexing_maps = [#map, #map5], iterator_types = ["parallel", "parallel", "reduction"]} ins(%alloc_19 : memref<1x17x32xf64>) outs(%alloc_22 : memref<1x17x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %40 = arith.addf %in, %out : f64
      linalg.yield %40 : f64
    }
    linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%alloc_22 : memref<1x17x1xf64>) outs(%alloc_20 : memref<1x17x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %40 = arith.divf %in, %cst_5 : f64
      linalg.yield %40 : f64
    }
    linalg.generic {indexing_maps = [#map, #map5, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%alloc_19, %alloc_20 : memref<1x17x32xf64>, memref<1x17x1xf64>) outs(%alloc_19 : memref<1x17x32xf64>) {
    ^bb0(%in: f64, %in_115: f64, %out: f64):
      %40 = arith.subf %in, %in_115 : f64
      linalg.yield %40 : f64
    }
    linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%alloc_19, %alloc_19 : memref<1x17x32xf64>, memref<1x17x32xf64>) outs(%alloc_19 : memref<1x17x32xf64>) {
    ^bb0(%in: f64, %in_115: f64, %out: f64):
      %40 = arith.mulf %in, %in_115 : f64
      linalg.yield %40 : f64
    }
    %alloc_23 = memref.alloc() {alignment = 64 : i64} : memref<1x17x1xf64>
    memref.copy %alloc_21, %alloc_23 : memref<1x17x1xf64> to memref<1x17x1xf64>
    linalg.generic {indexing_maps = [#map, #map5], iterator_types = ["parallel", "parallel", "reduction"]} ins(%alloc_19 : memref<1x17x32xf64>) outs(%alloc_23 : memref<1x17x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %40 = arith.addf %in, %out : f64
      linalg.yield %40 : f64
    }
    linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%alloc_23 : memref<1x17x1xf64>) outs(%alloc_20 : memref<1x17x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %40 = arith.divf %in, %cst_5 : f64
      linalg.yield %40 : f64
    }
    %alloc_24 = memref.alloc() {alignment = 64 : i64} : memref<1x17x1xf32>
    linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%alloc_20 : memref<1x17x1xf64>) outs(%alloc_24 : memref<1x17x1xf32>) {
    ^bb0(%in: f64, %out: f32):
      %40 = arith.truncf %in : f64 to f32
      linalg.yield %40 : f32
    }
    %alloc_25 = memref.alloc() {alignment = 64 : i64} : memref<1x17x1xf32>
    linalg.fill ins(%cst : f32) outs(%alloc_25 : memref<1x17x1xf32>)
    %alloc_26 = memref.alloc() {alignment = 64 : i64} : memref<1x17x1xf32>
    memref.copy %alloc_25, %alloc_26 : memref<1x17x1xf32> to memref<1x17x1xf32>
    linalg.generic {indexing_maps = [#map, #map5], iterator_types = ["parallel", "parallel", "reduction"]} ins(%alloc_13 : memref<1x17x32xf32>) outs(%alloc_26 : memref<1x17x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %40 = arith.addf %in, %out : f32
      linalg.yield %40 : f32
    }
    %alloc_27 = memref.alloc() {alignment = 64 : i64} : memref<1x17x1xf32>
    linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%alloc_26 : memref<1x17x1xf32>) outs(%alloc_27 : memref<1x17x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %40 = arith.divf %in, %cst_6 : f32
      linalg.yield %40 : f32
    }
    linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%alloc_24 : memref<1x17x1xf32>) outs(%alloc_24 : memref<1x17x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %40 = arith.truncf %cst_4 : f64 to f32
      %41 = arith.addf %in, %40 : f32
      linalg.yield %41 : f32
    }
    linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%alloc_24 : memref<1x17x1xf32>) outs(%alloc_24 : memref<1x17x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %40 = math.rsqrt %in : f32
      linalg.yield %40 : f32
    }
    linalg.generic {indexing_maps = [#map, #map5, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%alloc_13, %alloc_27 : memref<1x17x32xf32>, memref<1x17x1xf32>) outs(%alloc_12 : memref<1x17x32xf32>) {
    ^bb0(%in: f32, %in_115: f32, %out: f32):
      %40 = arith.subf %in, %in_115 : f32
      linalg.yield %40 : f32
    }
    linalg.generic {indexing_maps = [#map, #map5, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%alloc_12, %alloc_24 : memref<1x17x32xf32>, memref<1x17x1xf32>) outs(%alloc_12 : memref<1x17x32xf32>) {
    ^bb0(%in: f32, %in_115: f32, %out: f32):
      %40 = arith.mulf %in, %in_115 : f32
      linalg.yield %40 : f32
    }
    linalg.generic {indexing_maps = [#map, #map6, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%alloc_12, %35 : memref<1x17x32xf32>, memref<32xf32>) outs(%alloc_12 : memref<1x17x32xf32>) {
    ^bb0(%in: f32, %in_115: f32, %out: f32):
      %40 = arith.mulf %in, %in_115 : f32
      linalg.yield %40 : f32
    }
    linalg.generic {indexing_maps = [#map, #map6, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%alloc_12, %34 : memref<1x17x32xf32>, memref<32xf32>) outs(%alloc_12 : memref<1x17x32xf32>) {
    ^bb0(%in: f32, %in_115: f32, %out: f32):
      %40 = arith.addf %in, %in_115 : f32
      linalg.yield %40 : f32
    }
    %collapse_shape_28 = memref.collapse_shape %alloc_12 [[0, 1], [2]] : memref<1x17x32xf32> into memref<17x32xf32>
    %alloc_29 = memref.alloc() {alignment = 64 : i64} : memref<32x32xf32>
    linalg.transpose ins(%33 : memref<32x32xf32>) outs(%alloc_29 : memref<32x32xf32>) permutation = [1, 0] 
    %alloc_30 = memref.alloc() {alignment = 64 : i64} : memref<17x32xf32>
    %alloc_31 = memref.alloc() {alignment = 64 : i64} : memref<17x32xf32>
    linalg.fill ins(%cst : f32) outs(%alloc_31 : memref<17x32xf32>)
    %alloc_32 = memref.alloc() {alignment = 64 : i64} : memref<17x32xf32>
    memref.copy %alloc_31, %alloc_32 : memref<17x32xf32> to memref<17x32xf32>
    linalg.matmul ins(%collapse_shape_28, %alloc_29 : memref<17x32xf32>, memref<32x32xf32>) outs(%alloc_32 : memref<17x32xf32>)
    linalg.generic {indexing_maps = [#map7, #map8, #map7], iterator_types = ["parallel", "parallel"]} ins(%alloc_32, %32 : memref<17x32xf32>, memref<32xf32>) outs(%alloc_30 : memref<17x32xf32>) {
    ^bb0(%in: f32, %in_115: f32, %out: f32):
      %40 = arith.addf %in, %in_115 : f32
      linalg.yield %40 : f32
    }
    %expand_shape_33 = memref.expand_shape %alloc_30 [[0, 1], [2, 3]] output_shape [1, 17, 2, 16] : memref<17x32xf32> into memref<1x17x2x16xf32>
    %alloc_34 = memref.alloc() {alignment = 64 : i64} : memref<1x2x17x16xf32>
    %alloc_35 = memref.alloc() {alignment = 64 : i64} : memref<1x2x17x16xf32>
    linalg.transpose ins(%expand_shape_33 : memref<1x17x2x16xf32>) outs(%alloc_35 : memref<1x2x17x16xf32>) permutation = [0, 2, 1, 3] 
    linalg.transpose ins(%31 : memref<32x32xf32>) outs(%alloc_29 : memref<32x32xf32>) permutation = [1, 0] 
    %alloc_36 = memref.alloc() {alignment = 64 : i64} : memref<17x32xf32>
    memref.copy %alloc_31, %alloc_36 : memref<17x32xf32> to memref<17x32xf32>
    linalg.matmul ins(%collapse_shape_28, %alloc_29 : memref<17x32xf32>, memref<32x32xf32>) outs(%alloc_36 : memref<17x32xf32>)
    %alloc_37 = memref.alloc() {alignment = 64 : i64} : memref<17x32xf32>
    linalg.generic {indexing_maps = [#map7, #map8, #map7], iterator_types = ["parallel", "parallel"]} ins(%alloc_36, %30 : memref<17x32xf32>, memref<32xf32>) outs(%alloc_37 : memref<17x32xf32>) {
    ^bb0(%in: f32, %in_115: f32, %out: f32):
      %40 = arith.addf %in, %in_115 : f32
      linalg.yield %40 : f32
    }
    %expand_shape_38 = memref.expand_shape %alloc_37 [[0, 1], [2, 3]] output_shape [1, 17, 2, 16] : memref<17x32xf32> into memref<1x17x2x16xf32>
    linalg.transpose ins(%29 : memref<32x32xf32>) outs(%alloc_29 : memref<32x32xf32>) permutation = [1, 0] 
    %alloc_39 = memref.alloc() {alignment = 64 : i64} : memref<17x32xf32>
    memref.copy %alloc_31, %alloc_39 : memref<17x32xf32> to memref<17x32xf32>
    linalg.matmul ins(%collapse_shape_28, %alloc_29 : memref<17x32xf32>, memref<32x32xf32>) outs(%alloc_39 : memref<17x32xf32>)
    linalg.generic {indexing_maps = [#map7, #map8, #map7], iterator_types = ["parallel", "parallel"]} ins(%alloc_39, %28 : memref<17x32xf32>, memref<32xf32>) outs(%alloc_30 : memref<17x32xf32>) {
    ^bb0(%in: f32, %in_115: f32, %out: f32):
      %40 = arith.addf %in, %in_115 : f32
      linalg.yield %40 : f32
    }
    %expand_shape_40 = memref.expand_shape %alloc_30 [[0, 1], [2, 3]] output_shape [1, 17, 2, 16] : memref<17x32xf32> into memref<1x17x2x16xf32>
    linalg.transpose ins(%expand_shape_40 : memref<1x17x2x16xf32>) outs(%alloc_34 : memref<1x2x17x16xf32>) permutation = [0, 2, 1, 3] 
    %alloc_41 = memref.alloc() {alignment = 64 : i64} : memref<1x2x16x17xf32>
    linalg.transpose ins(%expand_shape_38 : memref<1x17x2x16xf32>) outs(%alloc_41 : memref<1x2x16x17xf32>) permutation = [0, 2, 3, 1] 
    %collapse_shape_42 = memref.collapse_shape %alloc_35 [[0, 1], [2], [3]] : memref<1x2x17x16xf32> into memref<2x17x16xf32>
    %collapse_shape_43 = memref.collapse_shape %alloc_41 [[0, 1], [2], [3]] : memref<1x2x16x17xf32> into memref<2x16x17xf32>
    %alloc_44 = memref.alloc() {alignment = 64 : i64} : memref<2x17x17xf32>
    linalg.fill ins(%cst : f32) outs(%alloc_44 : memref<2x17x17xf32>)
    %alloc_45 = memref.alloc() {alignment = 64 : i64} : memref<2x17x17xf32>
    memref.copy %alloc_44, %alloc_45 : memref<2x17x17xf32> to memref<2x17x17xf32>
    linalg.batch_matmul ins(%collapse_shape_42, %collapse_shape_43 : memref<2x17x16xf32>, memref<2x16x17xf32>) outs(%alloc_45 : memref<2x17x17xf32>)
    %expand_shape_46 = memref.expand_shape %alloc_45 [[0, 1], [2], [3]] output_shape [1, 2, 17, 17] : memref<2x17x17xf32> into memref<1x2x17x17xf32>
    %alloc_47 = memref.alloc() {alignment = 64 : i64} : memref<1x2x17x17xf32>
    linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expand_shape_46 : memref<1x2x17x17xf32>) outs(%alloc_47 : memref<1x2x17x17xf32>) {
    ^bb0(%in: f32, %out: f32):
      %40 = arith.mulf %in, %cst_7 : f32
      linalg.yield %40 : f32
    }
    linalg.generic {indexing_maps = [#map2, #map9, #map2], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%alloc_47, %alloc_18 : memref<1x2x17x17xf32>, memref<1x1x17x17xf32>) outs(%alloc_47 : memref<1x2x17x17xf32>) {
    ^bb0(%in: f32, %in_115: f32, %out: f32):
      %40 = arith.addf %in, %in_115 : f32
      linalg.yield %40 : f32
    }
    %alloc_48 = memref.alloc() {alignment = 64 : i64} : memref<1x2x17xi64>
    linalg.fill ins(%c0_i64 : i64) outs(%alloc_48 : memref<1x2x17xi64>)
    %alloc_49 = memref.alloc() {alignment = 64 : i64} : memref<1x2x17xf32>
    linalg.fill ins(%cst_1 : f32) outs(%alloc_49 : memref<1x2x17xf32>)
    %alloc_50 = memref.alloc() {alignment = 64 : i64} : memref<1x2x17xf32>
    memref.copy %alloc_49, %alloc_50 : memref<1x2x17xf32> to memref<1x2x17xf32>
    %alloc_51 = memref.alloc() {alignment = 64 : i64} : memref<1x2x17xi64>
    memref.copy %alloc_48, %alloc_51 : memref<1x2x17xi64> to memref<1x2x17xi64>
    linalg.generic {indexing_maps = [#map2, #map3, #map3], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%alloc_47 : memref<1x2x17x17xf32>) outs(%alloc_50, %alloc_51 : memref<1x2x17xf32>, memref<1x2x17xi64>) {
    ^bb0(%in: f32, %out: f32, %out_115: i64):
      %40 = linalg.index 3 : index
      %41 = arith.index_cast %40 : index to i64
      %42 = arith.maximumf %in, %out : f32
      %43 = arith.cmpf ogt, %in, %out : f32
      %44 = arith.select %43, %41, %out_115 : i64
      linalg.yield %42, %44 : f32, i64
    }
    %expand_shape_52 = memref.expand_shape %alloc_50 [[0], [1], [2, 3]] output_shape [1, 2, 17, 1] : memref<1x2x17xf32> into memref<1x2x17x1xf32>
    linalg.generic {indexing_maps = [#map2, #map10, #map2], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%alloc_47, %expand_shape_52 : memref<1x2x17x17xf32>, memref<1x2x17x1xf32>) outs(%alloc_47 : memref<1x2x17x17xf32>) {
    ^bb0(%in: f32, %in_115: f32, %out: f32):
      %40 = arith.subf %in, %in_115 : f32
      linalg.yield %40 : f32
    }
    linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%alloc_47 : memref<1x2x17x17xf32>) outs(%alloc_47 : memref<1x2x17x17xf32>) {
    ^bb0(%in: f32, %out: f32):
      %40 = math.exp %in : f32
      linalg.yield %40 : f32
    }
    %alloc_53 = memref.alloc() {alignment = 64 : i64} : memref<1x2x17x1xf32>
    linalg.fill ins(%cst : f32) outs(%alloc_53 : memref<1x2x17x1xf32>)
    %alloc_54 = memref.alloc() {alignment = 64 : i64} : memref<1x2x17x1xf32>
    memref.copy %alloc_53, %alloc_54 : memref<1x2x17x1xf32> to memref<1x2x17x1xf32>
    linalg.generic {indexing_maps = [#map2, #map10], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%alloc_47 : memref<1x2x17x17xf32>) outs(%alloc_54 : memref<1x2x17x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %40 = arith.addf %in, %out : f32
      linalg.yield %40 : f32
    }
    linalg.generic {indexing_maps = [#map2, #map10, #map2], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%alloc_47, %alloc_54 : memref<1x2x17x17xf32>, memref<1x2x17x1xf32>) outs(%alloc_47 : memref<1x2x17x17xf32>) {
    ^bb0(%in: f32, %in_115: f32, %out: f32):
      %40 = arith.divf %in, %in_115 : f32
      linalg.yield %40 : f32
    }
    %collapse_shape_55 = memref.collapse_shape %alloc_47 [[0, 1], [2], [3]] : memref<1x2x17x17xf32> into memref<2x17x17xf32>
    %collapse_shape_56 = memref.collapse_shape %alloc_34 [[0, 1], [2], [3]] : memref<1x2x17x16xf32> into memref<2x17x16xf32>
    %alloc_57 = memref.alloc() {alignment = 64 : i64} : memref<2x17x16xf32>
    linalg.fill ins(%cst : f32) outs(%alloc_57 : memref<2x17x16xf32>)
    %alloc_58 = memref.alloc() {alignment = 64 : i64} : memref<2x17x16xf32>
    memref.copy %alloc_57, %alloc_58 : memref<2x17x16xf32> to memref<2x17x16xf32>
    linalg.batch_matmul ins(%collapse_shape_55, %collapse_shape_56 : memref<2x17x17xf32>, memref<2x17x16xf32>) outs(%alloc_58 : memref<2x17x16xf32>)
    %expand_shape_59 = memref.expand_shape %alloc_58 [[0, 1], [2], [3]] output_shape [1, 2, 17, 16] : memref<2x17x16xf32> into memref<1x2x17x16xf32>
    %alloc_60 = memref.alloc() {alignment = 64 : i64} : memref<1x17x2x16xf32>
    linalg.transpose ins(%expand_shape_59 : memref<1x2x17x16xf32>) outs(%alloc_60 : memref<1x17x2x16xf32>) permutation = [0, 2, 1, 3] 
    %collapse_shape_61 = memref.collapse_shape %alloc_60 [[0, 1], [2, 3]] : memref<1x17x2x16xf32> into memref<17x32xf32>
    linalg.transpose ins(%27 : memref<32x32xf32>) outs(%alloc_29 : memref<32x32xf32>) permutation = [1, 0] 
    %alloc_62 = memref.alloc() {alignment = 64 : i64} : memref<17x32xf32>
    memref.copy %alloc_31, %alloc_62 : memref<17x32xf32> to memref<17x32xf32>
    linalg.matmul ins(%collapse_shape_61, %alloc_29 : memref<17x32xf32>, memref<32x32xf32>) outs(%alloc_62 : memref<17x32xf32>)
    linalg.generic {indexing_maps = [#map7, #map8, #map7], iterator_types = ["parallel", "parallel"]} ins(%alloc_62, %26 : memref<17x32xf32>, memref<32xf32>) outs(%alloc_30 : memref<17x32xf32>) {
    ^bb0(%in: f32, %in_115: f32, %out: f32):
      %40 = arith.addf %in, %in_115 : f32
      linalg.yield %40 : f32
    }
    %expand_shape_63 = memref.expand_shape %alloc_30 [[0, 1], [2]] output_shape [1, 17, 32] : memref<17x32xf32> into memref<1x17x32xf32>
    %alloc_64 = memref.alloc() {alignment = 64 : i64} : memref<1x17x32xf32>
    linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expand_shape_63, %alloc_13 : memref<1x17x32xf32>, memref<1x17x32xf32>) outs(%alloc_64 : memref<1x17x32xf32>) {
    ^bb0(%in: f32, %in_115: f32, %out: f32):
      %40 = arith.addf %in, %in_115 : f32
      linalg.yield %40 : f32
    }
    linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%alloc_64 : memref<1x17x32xf32>) outs(%alloc_19 : memref<1x17x32xf64>) {
    ^bb0(%in: f32, %out: f64):
      %40 = arith.extf %in : f32 to f64
      linalg.yield %40 : f64
    }
    %alloc_65 = memref.alloc() {alignment = 64 : i64} : memref<1x17x1xf64>
    memref.copy %alloc_21, %alloc_65 : memref<1x17x1xf64> to memref<1x17x1xf64>
    linalg.generic {indexing_maps = [#map, #map5], iterator_types = ["parallel", "parallel", "reduction"]} ins(%alloc_19 : memref<1x17x32xf64>) outs(%alloc_65 : memref<1x17x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %40 = arith.addf %in, %out : f64
      linalg.yield %40 : f64
    }
    linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%alloc_65 : memref<1x17x1xf64>) outs(%alloc_20 : memref<1x17x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %40 = arith.divf %in, %cst_5 : f64
      linalg.yield %40 : f64
    }
    linalg.generic {indexing_maps = [#map, #map5, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%alloc_19, %alloc_20 : memref<1x17x32xf64>, memref<1x17x1xf64>) outs(%alloc_19 : memref<1x17x32xf64>) {
    ^bb0(%in: f64, %in_115: f64, %out: f64):
      %40 = arith.subf %in, %in_115 : f64
      linalg.yield %40 : f64
    }
    linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%alloc_19, %alloc_19 : memref<1x17x32xf64>, memref<1x17x32xf64>) outs(%alloc_19 : memref<1x17x32xf64>) {
    ^bb0(%in: f64, %in_115: f64, %out: f64):
      %40 = arith.mulf %in, %in_115 : f64
      linalg.yield %40 : f64
    }
    %alloc_66 = memref.alloc() {alignment = 64 : i64} : memref<1x17x1xf64>
    memref.copy %alloc_21, %alloc_66 : memref<1x17x1xf64> to memref<1x17x1xf64>
    linalg.generic {indexing_maps = [#map, #map5], iterator_types = ["parallel", "parallel", "reduction"]} ins(%alloc_19 : memref<1x17x32xf64>) outs(%alloc_66 : memref<1x17x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %40 = arith.addf %in, %out : f64
      linalg.yield %40 : f64
    }
    linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%alloc_66 : memref<1x17x1xf64>) outs(%alloc_20 : memref<1x17x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %40 = arith.divf %in, %cst_5 : f64
      linalg.yield %40 : f64
    }
    linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%alloc_20 : memref<1x17x1xf64>) outs(%alloc_24 : memref<1x17x1xf32>) {
    ^bb0(%in: f64, %out: f32):
      %40 = arith.truncf %in : f64 to f32
      linalg.yield %40 : f32
    }
    %alloc_67 = memref.alloc() {alignment = 64 : i64} : memref<1x17x1xf32>
    memref.copy %alloc_25, %alloc_67 : memref<1x17x1xf32> to memref<1x17x1xf32>
    linalg.generic {indexing_maps = [#map, #map5], iterator_types = ["parallel", "parallel", "reduction"]} ins(%alloc_64 : memref<1x17x32xf32>) outs(%alloc_67 : memref<1x17x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %40 = arith.addf %in, %out : f32
      linalg.yield %40 : f32
    }
    %alloc_68 = memref.alloc() {alignment = 64 : i64} : memref<1x17x1xf32>
    linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%alloc_67 : memref<1x17x1xf32>) outs(%alloc_68 : memref<1x17x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %40 = arith.divf %in, %cst_6 : f32
      linalg.yield %40 : f32
    }
    linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%alloc_24 : memref<1x17x1xf32>) outs(%alloc_24 : memref<1x17x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %40 = arith.truncf %cst_4 : f64 to f32
      %41 = arith.addf %in, %40 : f32
      linalg.yield %41 : f32
    }
    linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%alloc_24 : memref<1x17x1xf32>) outs(%alloc_24 : memref<1x17x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %40 = math.rsqrt %in : f32
      linalg.yield %40 : f32
    }
    linalg.generic {indexing_maps = [#map, #map5, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%alloc_64, %alloc_68 : memref<1x17x32xf32>, memref<1x17x1xf32>) outs(%alloc_12 : memref<1x17x32xf32>) {
    ^bb0(%in: f32, %in_115: f32, %out: f32):
      %40 = arith.subf %in, %in_115 : f32
      linalg.yield %40 : f32
    }
    linalg.generic {indexing_maps = [#map, #map5, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%alloc_12, %alloc_24 : memref<1x17x32xf32>, memref<1x17x1xf32>) outs(%alloc_12 : memref<1x17x32xf32>) {
    ^bb0(%in: f32, %in_115: f32, %out: f32):
      %40 = arith.mulf %in, %in_115 : f32
      linalg.yield %40 : f32
    }
    linalg.generic {indexing_maps = [#map, #map6, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%alloc_12, %25 : memref<1x17x32xf32>, memref<32xf32>) outs(%alloc_12 : memref<1x17x32xf32>) {
    ^bb0(%in: f32, %in_115: f32, %out: f32):
      %40 = arith.mulf %in, %in_115 : f32
      linalg.yield %40 : f32
    }
    linalg.generic {indexing_maps = [#map, #map6, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%alloc_12, %24 : memref<1x17x32xf32>, memref<32xf32>) outs(%alloc_12 : memref<1x17x32xf32>) {
    ^bb0(%in: f32, %in_115: f32, %out: f32):
      %40 = arith.addf %in, %in_115 : f32
      linalg.yield %40 : f32
    }
    %collapse_shape_69 = memref.collapse_shape %alloc_12 [[0, 1], [2]] : memref<1x17x32xf32> into memref<17x32xf32>
    %alloc_70 = memref.alloc() {alignment = 64 : i64} : memref<32x64xf32>
    linalg.transpose ins(%23 : memref<64x32xf32>) outs(%alloc_70 : memref<32x64xf32>) permutation = [1, 0] 
    %alloc_71 = memref.alloc() {alignment = 64 : i64} : memref<17x64xf32>
    %alloc_72 = memref.alloc() {alignment = 64 : i64} : memref<17x64xf32>
    linalg.fill ins(%cst : f32) outs(%alloc_72 : memref<17x64xf32>)
    %alloc_73 = memref.alloc() {alignment = 64 : i64} : memref<17x64xf32>
    memref.copy %alloc_72, %alloc_73 : memref<17x64xf32> to memref<17x64xf32>
    linalg.matmul ins(%collapse_shape_69, %alloc_70 : memref<17x32xf32>, memref<32x64xf32>) outs(%alloc_73 : memref<17x64xf32>)
    linalg.generic {indexing_maps = [#map7, #map8, #map7], iterator_types = ["parallel", "parallel"]} ins(%alloc_73, %22 : memref<17x64xf32>, memref<64xf32>) outs(%alloc_71 : memref<17x64xf32>) {
    ^bb0(%in: f32, %in_115: f32, %out: f32):
      %40 = arith.addf %in, %in_115 : f32
      linalg.yield %40 : f32
    }
    %expand_shape_74 = memref.expand_shape %alloc_71 [[0, 1], [2]] output_shape [1, 17, 64] : memref<17x64xf32> into memref<1x17x64xf32>
    %alloc_75 = memref.alloc() {alignment = 64 : i64} : memref<1x17x64xf32>
    linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expand_shape_74 : memref<1x17x64xf32>) outs(%alloc_75 : memref<1x17x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %40 = arith.divf %in, %cst_8 : f32
      %41 = math.erf %40 : f32
      %42 = arith.addf %41, %cst_2 : f32
      %43 = arith.mulf %42, %cst_3 : f32
      %44 = arith.mulf %in, %43 : f32
      linalg.yield %44 : f32
    }
    %collapse_shape_76 = memref.collapse_shape %alloc_75 [[0, 1], [2]] : memref<1x17x64xf32> into memref<17x64xf32>
    %alloc_77 = memref.alloc() {alignment = 64 : i64} : memref<64x32xf32>
    linalg.transpose ins(%21 : memref<32x64xf32>) outs(%alloc_77 : memref<64x32xf32>) permutation = [1, 0] 
    %alloc_78 = memref.alloc() {alignment = 64 : i64} : memref<17x32xf32>
    memref.copy %alloc_31, %alloc_78 : memref<17x32xf32> to memref<17x32xf32>
    linalg.matmul ins(%collapse_shape_76, %alloc_77 : memref<17x64xf32>, memref<64x32xf32>) outs(%alloc_78 : memref<17x32xf32>)
    linalg.generic {indexing_maps = [#map7, #map8, #map7], iterator_types = ["parallel", "parallel"]} ins(%alloc_78, %20 : memref<17x32xf32>, memref<32xf32>) outs(%alloc_30 : memref<17x32xf32>) {
    ^bb0(%in: f32, %in_115: f32, %out: f32):
      %40 = arith.addf %in, %in_115 : f32
      linalg.yield %40 : f32
    }
    %expand_shape_79 = memref.expand_shape %alloc_30 [[0, 1], [2]] output_shape [1, 17, 32] : memref<17x32xf32> into memref<1x17x32xf32>
    %alloc_80 = memref.alloc() {alignment = 64 : i64} : memref<1x17x32xf32>
    linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expand_shape_79, %alloc_64 : memref<1x17x32xf32>, memref<1x17x32xf32>) outs(%alloc_80 : memref<1x17x32xf32>) {
    ^bb0(%in: f32, %in_115: f32, %out: f32):
      %40 = arith.addf %in, %in_115 : f32
      linalg.yield %40 : f32
    }
    linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%alloc_80 : memref<1x17x32xf32>) outs(%alloc_19 : memref<1x17x32xf64>) {
    ^bb0(%in: f32, %out: f64):
      %40 = arith.extf %in : f32 to f64
      linalg.yield %40 : f64
    }
    %alloc_81 = memref.alloc() {alignment = 64 : i64} : memref<1x17x1xf64>
    memref.copy %alloc_21, %alloc_81 : memref<1x17x1xf64> to memref<1x17x1xf64>
    linalg.generic {indexing_maps = [#map, #map5], iterator_types = ["parallel", "parallel", "reduction"]} ins(%alloc_19 : memref<1x17x32xf64>) outs(%alloc_81 : memref<1x17x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %40 = arith.addf %in, %out : f64
      linalg.yield %40 : f64
    }
    linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%alloc_81 : memref<1x17x1xf64>) outs(%alloc_20 : memref<1x17x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %40 = arith.divf %in, %cst_5 : f64
      linalg.yield %40 : f64
    }
    linalg.generic {indexing_maps = [#map, #map5, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%alloc_19, %alloc_20 : memref<1x17x32xf64>, memref<1x17x1xf64>) outs(%alloc_19 : memref<1x17x32xf64>) {
    ^bb0(%in: f64, %in_115: f64, %out: f64):
      %40 = arith.subf %in, %in_115 : f64
      linalg.yield %40 : f64
    }
    linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%alloc_19, %alloc_19 : memref<1x17x32xf64>, memref<1x17x32xf64>) outs(%alloc_19 : memref<1x17x32xf64>) {
    ^bb0(%in: f64, %in_115: f64, %out: f64):
      %40 = arith.mulf %in, %in_115 : f64
      linalg.yield %40 : f64
    }
    %alloc_82 = memref.alloc() {alignment = 64 : i64} : memref<1x17x1xf64>
    memref.copy %alloc_21, %alloc_82 : memref<1x17x1xf64> to memref<1x17x1xf64>
    linalg.generic {indexing_maps = [#map, #map5], iterator_types = ["parallel", "parallel", "reduction"]} ins(%alloc_19 : memref<1x17x32xf64>) outs(%alloc_82 : memref<1x17x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %40 = arith.addf %in, %out : f64
      linalg.yield %40 : f64
    }
    linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%alloc_82 : memref<1x17x1xf64>) outs(%alloc_20 : memref<1x17x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %40 = arith.divf %in, %cst_5 : f64
      linalg.yield %40 : f64
    }
    linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%alloc_20 : memref<1x17x1xf64>) outs(%alloc_24 : memref<1x17x1xf32>) {
    ^bb0(%in: f64, %out: f32):
      %40 = arith.truncf %in : f64 to f32
      linalg.yield %40 : f32
    }
    %alloc_83 = memref.alloc() {alignment = 64 : i64} : memref<1x17x1xf32>
    memref.copy %alloc_25, %alloc_83 : memref<1x17x1xf32> to memref<1x17x1xf32>
    linalg.generic {indexing_maps = [#map, #map5], iterator_types = ["parallel", "parallel", "reduction"]} ins(%alloc_80 : memref<1x17x32xf32>) outs(%alloc_83 : memref<1x17x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %40 = arith.addf %in, %out : f32
      linalg.yield %40 : f32
    }
    %alloc_84 = memref.alloc() {alignment = 64 : i64} : memref<1x17x1xf32>
    linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%alloc_83 : memref<1x17x1xf32>) outs(%alloc_84 : memref<1x17x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %40 = arith.divf %in, %cst_6 : f32
      linalg.yield %40 : f32
    }
    linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%alloc_24 : memref<1x17x1xf32>) outs(%alloc_24 : memref<1x17x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %40 = arith.truncf %cst_4 : f64 to f32
      %41 = arith.addf %in, %40 : f32
      linalg.yield %41 : f32
    }
    linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%alloc_24 : memref<1x17x1xf32>) outs(%alloc_24 : memref<1x17x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %40 = math.rsqrt %in : f32
      linalg.yield %40 : f32
    }
    linalg.generic {indexing_maps = [#map, #map5, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%alloc_80, %alloc_84 : memref<1x17x32xf32>, memref<1x17x1xf32>) outs(%alloc_12 : memref<1x17x32xf32>) {
    ^bb0(%in: f32, %in_115: f32, %out: f32):
      %40 = arith.subf %in, %in_115 : f32
      linalg.yield %40 : f32
    }
    linalg.generic {indexing_maps = [#map, #map5, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%alloc_12, %alloc_24 : memref<1x17x32xf32>, memref<1x17x1xf32>) outs(%alloc_12 : memref<1x17x32xf32>) {
    ^bb0(%in: f32, %in_115: f32, %out: f32):
      %40 = arith.mulf %in, %in_115 : f32
      linalg.yield %40 : f32
    }
    linalg.generic {indexing_maps = [#map, #map6, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%alloc_12, %19 : memref<1x17x32xf32>, memref<32xf32>) outs(%alloc_12 : memref<1x17x32xf32>) {
    ^bb0(%in: f32, %in_115: f32, %out: f32):
      %40 = arith.mulf %in, %in_115 : f32
      linalg.yield %40 : f32
    }
    linalg.generic {indexing_maps = [#map, #map6, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%alloc_12, %18 : memref<1x17x32xf32>, memref<32xf32>) outs(%alloc_12 : memref<1x17x32xf32>) {
    ^bb0(%in: f32, %in_115: f32, %out: f32):
      %40 = arith.addf %in, %in_115 : f32
      linalg.yield %40 : f32
    }
    %collapse_shape_85 = memref.collapse_shape %alloc_12 [[0, 1], [2]] : memref<1x17x32xf32> into memref<17x32xf32>
    linalg.transpose ins(%17 : memref<32x32xf32>) outs(%alloc_29 : memref<32x32xf32>) permutation = [1, 0] 
    %alloc_86 = memref.alloc() {alignment = 64 : i64} : memref<17x32xf32>
    memref.copy %alloc_31, %alloc_86 : memref<17x32xf32> to memref<17x32xf32>
    linalg.matmul ins(%collapse_shape_85, %alloc_29 : memref<17x32xf32>, memref<32x32xf32>) outs(%alloc_86 : memref<17x32xf32>)
    linalg.generic {indexing_maps = [#map7, #map8, #map7], iterator_types = ["parallel", "parallel"]} ins(%alloc_86, %16 : memref<17x32xf32>, memref<32xf32>) outs(%alloc_30 : memref<17x32xf32>) {
    ^bb0(%in: f32, %in_115: f32, %out: f32):
      %40 = arith.addf %in, %in_115 : f32
      linalg.yield %40 : f32
    }
    %expand_shape_87 = memref.expand_shape %alloc_30 [[0, 1], [2, 3]] output_shape [1, 17, 2, 16] : memref<17x32xf32> into memref<1x17x2x16xf32>
    %alloc_88 = memref.alloc() {alignment = 64 : i64} : memref<1x2x17x16xf32>
    linalg.transpose ins(%expand_shape_87 : memref<1x17x2x16xf32>) outs(%alloc_88 : memref<1x2x17x16xf32>) permutation = [0, 2, 1, 3] 
    linalg.transpose ins(%15 : memref<32x32xf32>) outs(%alloc_29 : memref<32x32xf32>) permutation = [1, 0] 
    %alloc_89 = memref.alloc() {alignment = 64 : i64} : memref<17x32xf32>
    memref.copy %alloc_31, %alloc_89 : memref<17x32xf32> to memref<17x32xf32>
    linalg.matmul ins(%collapse_shape_85, %alloc_29 : memref<17x32xf32>, memref<32x32xf32>) outs(%alloc_89 : memref<17x32xf32>)
    %alloc_90 = memref.alloc() {alignment = 64 : i64} : memref<17x32xf32>
    linalg.generic {indexing_maps = [#map7, #map8, #map7], iterator_types = ["parallel", "parallel"]} ins(%alloc_89, %14 : memref<17x32xf32>, memref<32xf32>) outs(%alloc_90 : memref<17x32xf32>) {
    ^bb0(%in: f32, %in_115: f32, %out: f32):
      %40 = arith.addf %in, %in_115 : f32
      linalg.yield %40 : f32
    }
    %expand_shape_91 = memref.expand_shape %alloc_90 [[0, 1], [2, 3]] output_shape [1, 17, 2, 16] : memref<17x32xf32> into memref<1x17x2x16xf32>
    linalg.transpose ins(%13 : memref<32x32xf32>) outs(%alloc_29 : memref<32x32xf32>) permutation = [1, 0] 
    %alloc_92 = memref.alloc() {alignment = 64 : i64} : memref<17x32xf32>
    memref.copy %alloc_31, %alloc_92 : memref<17x32xf32> to memref<17x32xf32>
    linalg.matmul ins(%collapse_shape_85, %alloc_29 : memref<17x32xf32>, memref<32x32xf32>) outs(%alloc_92 : memref<17x32xf32>)
    linalg.generic {indexing_maps = [#map7, #map8, #map7], iterator_types = ["parallel", "parallel"]} ins(%alloc_92, %12 : memref<17x32xf32>, memref<32xf32>) outs(%alloc_30 : memref<17x32xf32>) {
    ^bb0(%in: f32, %in_115: f32, %out: f32):
      %40 = arith.addf %in, %in_115 : f32
      linalg.yield %40 : f32
    }
    %expand_shape_93 = memref.expand_shape %alloc_30 [[0, 1], [2, 3]] output_shape [1, 17, 2, 16] : memref<17x32xf32> into memref<1x17x2x16xf32>
    linalg.transpose ins(%expand_shape_93 : memref<1x17x2x16xf32>) outs(%alloc_34 : memref<1x2x17x16xf32>) permutation = [0, 2, 1, 3] 
    linalg.transpose ins(%expand_shape_91 : memref<1x17x2x16xf32>) outs(%alloc_41 : memref<1x2x16x17xf32>) permutation = [0, 2, 3, 1] 
    %collapse_shape_94 = memref.collapse_shape %alloc_88 [[0, 1], [2], [3]] : memref<1x2x17x16xf32> into memref<2x17x16xf32>
    %collapse_shape_95 = memref.collapse_shape %alloc_41 [[0, 1], [2], [3]] : memref<1x2x16x17xf32> into memref<2x16x17xf32>
    linalg.batch_matmul ins(%collapse_shape_94, %collapse_shape_95 : memref<2x17x16xf32>, memref<2x16x17xf32>) outs(%alloc_44 : memref<2x17x17xf32>)
    %expand_shape_96 = memref.expand_shape %alloc_44 [[0, 1], [2], [3]] output_shape [1, 2, 17, 17] : memref<2x17x17xf32> into memref<1x2x17x17xf32>
    linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expand_shape_96 : memref<1x2x17x17xf32>) outs(%alloc_47 : memref<1x2x17x17xf32>) {
    ^bb0(%in: f32, %out: f32):
      %40 = arith.mulf %in, %cst_7 : f32
      linalg.yield %40 : f32
    }
    linalg.generic {indexing_maps = [#map2, #map9, #map2], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%alloc_47, %alloc_18 : memref<1x2x17x17xf32>, memref<1x1x17x17xf32>) outs(%alloc_47 : memref<1x2x17x17xf32>) {
    ^bb0(%in: f32, %in_115: f32, %out: f32):
      %40 = arith.addf %in, %in_115 : f32
      linalg.yield %40 : f32
    }
    linalg.generic {indexing_maps = [#map2, #map3, #map3], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%alloc_47 : memref<1x2x17x17xf32>) outs(%alloc_49, %alloc_48 : memref<1x2x17xf32>, memref<1x2x17xi64>) {
    ^bb0(%in: f32, %out: f32, %out_115: i64):
      %40 = linalg.index 3 : index
      %41 = arith.index_cast %40 : index to i64
      %42 = arith.maximumf %in, %out : f32
      %43 = arith.cmpf ogt, %in, %out : f32
      %44 = arith.select %43, %41, %out_115 : i64
      linalg.yield %42, %44 : f32, i64
    }
    %expand_shape_97 = memref.expand_shape %alloc_49 [[0], [1], [2, 3]] output_shape [1, 2, 17, 1] : memref<1x2x17xf32> into memref<1x2x17x1xf32>
    linalg.generic {indexing_maps = [#map2, #map10, #map2], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%alloc_47, %expand_shape_97 : memref<1x2x17x17xf32>, memref<1x2x17x1xf32>) outs(%alloc_47 : memref<1x2x17x17xf32>) {
    ^bb0(%in: f32, %in_115: f32, %out: f32):
      %40 = arith.subf %in, %in_115 : f32
      linalg.yield %40 : f32
    }
    linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%alloc_47 : memref<1x2x17x17xf32>) outs(%alloc_47 : memref<1x2x17x17xf32>) {
    ^bb0(%in: f32, %out: f32):
      %40 = math.exp %in : f32
      linalg.yield %40 : f32
    }
    linalg.generic {indexing_maps = [#map2, #map10], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%alloc_47 : memref<1x2x17x17xf32>) outs(%alloc_53 : memref<1x2x17x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %40 = arith.addf %in, %out : f32
      linalg.yield %40 : f32
    }
    linalg.generic {indexing_maps = [#map2, #map10, #map2], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%alloc_47, %alloc_53 : memref<1x2x17x17xf32>, memref<1x2x17x1xf32>) outs(%alloc_47 : memref<1x2x17x17xf32>) {
    ^bb0(%in: f32, %in_115: f32, %out: f32):
      %40 = arith.divf %in, %in_115 : f32
      linalg.yield %40 : f32
    }
    %collapse_shape_98 = memref.collapse_shape %alloc_47 [[0, 1], [2], [3]] : memref<1x2x17x17xf32> into memref<2x17x17xf32>
    %collapse_shape_99 = memref.collapse_shape %alloc_34 [[0, 1], [2], [3]] : memref<1x2x17x16xf32> into memref<2x17x16xf32>
    linalg.batch_matmul ins(%collapse_shape_98, %collapse_shape_99 : memref<2x17x17xf32>, memref<2x17x16xf32>) outs(%alloc_57 : memref<2x17x16xf32>)
    %expand_shape_100 = memref.expand_shape %alloc_57 [[0, 1], [2], [3]] output_shape [1, 2, 17, 16] : memref<2x17x16xf32> into memref<1x2x17x16xf32>
    linalg.transpose ins(%expand_shape_100 : memref<1x2x17x16xf32>) outs(%alloc_60 : memref<1x17x2x16xf32>) permutation = [0, 2, 1, 3] 
    %collapse_shape_101 = memref.collapse_shape %alloc_60 [[0, 1], [2, 3]] : memref<1x17x2x16xf32> into memref<17x32xf32>
    linalg.transpose ins(%11 : memref<32x32xf32>) outs(%alloc_29 : memref<32x32xf32>) permutation = [1, 0] 
    %alloc_102 = memref.alloc() {alignment = 64 : i64} : memref<17x32xf32>
    memref.copy %alloc_31, %alloc_102 : memref<17x32xf32> to memref<17x32xf32>
    linalg.matmul ins(%collapse_shape_101, %alloc_29 : memref<17x32xf32>, memref<32x32xf32>) outs(%alloc_102 : memref<17x32xf32>)
    linalg.generic {indexing_maps = [#map7, #map8, #map7], iterator_types = ["parallel", "parallel"]} ins(%alloc_102, %10 : memref<17x32xf32>, memref<32xf32>) outs(%alloc_30 : memref<17x32xf32>) {
    ^bb0(%in: f32, %in_115: f32, %out: f32):
      %40 = arith.addf %in, %in_115 : f32
      linalg.yield %40 : f32
    }
    %expand_shape_103 = memref.expand_shape %alloc_30 [[0, 1], [2]] output_shape [1, 17, 32] : memref<17x32xf32> into memref<1x17x32xf32>
    %alloc_104 = memref.alloc() {alignment = 64 : i64} : memref<1x17x32xf32>
    linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expand_shape_103, %alloc_80 : memref<1x17x32xf32>, memref<1x17x32xf32>) outs(%alloc_104 : memref<1x17x32xf32>) {
    ^bb0(%in: f32, %in_115: f32, %out: f32):
      %40 = arith.addf %in, %in_115 : f32
      linalg.yield %40 : f32
    }
    linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%alloc_104 : memref<1x17x32xf32>) outs(%alloc_19 : memref<1x17x32xf64>) {
    ^bb0(%in: f32, %out: f64):
      %40 = arith.extf %in : f32 to f64
      linalg.yield %40 : f64
    }
    %alloc_105 = memref.alloc() {alignment = 64 : i64} : memref<1x17x1xf64>
    memref.copy %alloc_21, %alloc_105 : memref<1x17x1xf64> to memref<1x17x1xf64>
    linalg.generic {indexing_maps = [#map, #map5], iterator_types = ["parallel", "parallel", "reduction"]} ins(%alloc_19 : memref<1x17x32xf64>) outs(%alloc_105 : memref<1x17x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %40 = arith.addf %in, %out : f64
      linalg.yield %40 : f64
    }
    linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%alloc_105 : memref<1x17x1xf64>) outs(%alloc_20 : memref<1x17x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %40 = arith.divf %in, %cst_5 : f64
      linalg.yield %40 : f64
    }
    linalg.generic {indexing_maps = [#map, #map5, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%alloc_19, %alloc_20 : memref<1x17x32xf64>, memref<1x17x1xf64>) outs(%alloc_19 : memref<1x17x32xf64>) {
    ^bb0(%in: f64, %in_115: f64, %out: f64):
      %40 = arith.subf %in, %in_115 : f64
      linalg.yield %40 : f64
    }
    linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%alloc_19, %alloc_19 : memref<1x17x32xf64>, memref<1x17x32xf64>) outs(%alloc_19 : memref<1x17x32xf64>) {
    ^bb0(%in: f64, %in_115: f64, %out: f64):
      %40 = arith.mulf %in, %in_115 : f64
      linalg.yield %40 : f64
    }
    %alloc_106 = memref.alloc() {alignment = 64 : i64} : memref<1x17x1xf64>
    memref.copy %alloc_21, %alloc_106 : memref<1x17x1xf64> to memref<1x17x1xf64>
    linalg.generic {indexing_maps = [#map, #map5], iterator_types = ["parallel", "parallel", "reduction"]} ins(%alloc_19 : memref<1x17x32xf64>) outs(%alloc_106 : memref<1x17x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %40 = arith.addf %in, %out : f64
      linalg.yield %40 : f64
    }
    linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%alloc_106 : memref<1x17x1xf64>) outs(%alloc_20 : memref<1x17x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %40 = arith.divf %in, %cst_5 : f64
      linalg.yield %40 : f64
    }
    linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%alloc_20 : memref<1x17x1xf64>) outs(%alloc_24 : memref<1x17x1xf32>) {
    ^bb0(%in: f64, %out: f32):
      %40 = arith.truncf %in : f64 to f32
      linalg.yield %40 : f32
    }
    %alloc_107 = memref.alloc() {alignment = 64 : i64} : memref<1x17x1xf32>
    memref.copy %alloc_25, %alloc_107 : memref<1x17x1xf32> to memref<1x17x1xf32>
    linalg.generic {indexing_maps = [#map, #map5], iterator_types = ["parallel", "parallel", "reduction"]} ins(%alloc_104 : memref<1x17x32xf32>) outs(%alloc_107 : memref<1x17x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %40 = arith.addf %in, %out : f32
      linalg.yield %40 : f32
    }
    %alloc_108 = memref.alloc() {alignment = 64 : i64} : memref<1x17x1xf32>
    linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%alloc_107 : memref<1x17x1xf32>) outs(%alloc_108 : memref<1x17x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %40 = arith.divf %in, %cst_6 : f32
      linalg.yield %40 : f32
    }
    linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%alloc_24 : memref<1x17x1xf32>) outs(%alloc_24 : memref<1x17x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %40 = arith.truncf %cst_4 : f64 to f32
      %41 = arith.addf %in, %40 : f32
      linalg.yield %41 : f32
    }
    linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%alloc_24 : memref<1x17x1xf32>) outs(%alloc_24 : memref<1x17x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %40 = math.rsqrt %in : f32
      linalg.yield %40 : f32
    }
    linalg.generic {indexing_maps = [#map, #map5, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%alloc_104, %alloc_108 : memref<1x17x32xf32>, memref<1x17x1xf32>) outs(%alloc_12 : memref<1x17x32xf32>) {
    ^bb0(%in: f32, %in_115: f32, %out: f32):
      %40 = arith.subf %in, %in_115 : f32
      linalg.yield %40 : f32
    }
    linalg.generic {indexing_maps = [#map, #map5, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%alloc_12, %alloc_24 : memref<1x17x32xf32>, memref<1x17x1xf32>) outs(%alloc_12 : memref<1x17x32xf32>) {
    ^bb0(%in: f32, %in_115: f32, %out: f32):
      %40 = arith.mulf %in, %in_115 : f32
      linalg.yield %40 : f32
    }
    linalg.generic {indexing_maps = [#map, #map6, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%alloc_12, %9 : memref<1x17x32xf32>, memref<32xf32>) outs(%alloc_12 : memref<1x17x32xf32>) {
    ^bb0(%in: f32, %in_115: f32, %out: f32):
      %40 = arith.mulf %in, %in_115 : f32
      linalg.yield %40 : f32
    }
    linalg.generic {indexing_maps = [#map, #map6, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%alloc_12, %8 : memref<1x17x32xf32>, memref<32xf32>) outs(%alloc_12 : memref<1x17x32xf32>) {
    ^bb0(%in: f32, %in_115: f32, %out: f32):
      %40 = arith.addf %in, %in_115 : f32
      linalg.yield %40 : f32
    }
    %collapse_shape_109 = memref.collapse_shape %alloc_12 [[0, 1], [2]] : memref<1x17x32xf32> into memref<17x32xf32>
    linalg.transpose ins(%7 : memref<64x32xf32>) outs(%alloc_70 : memref<32x64xf32>) permutation = [1, 0] 
    linalg.matmul ins(%collapse_shape_109, %alloc_70 : memref<17x32xf32>, memref<32x64xf32>) outs(%alloc_72 : memref<17x64xf32>)
    linalg.generic {indexing_maps = [#map7, #map8, #map7], iterator_types = ["parallel", "parallel"]} ins(%alloc_72, %6 : memref<17x64xf32>, memref<64xf32>) outs(%alloc_71 : memref<17x64xf32>) {
    ^bb0(%in: f32, %in_115: f32, %out: f32):
      %40 = arith.addf %in, %in_115 : f32
      linalg.yield %40 : f32
    }
    %expand_shape_110 = memref.expand_shape %alloc_71 [[0, 1], [2]] output_shape [1, 17, 64] : memref<17x64xf32> into memref<1x17x64xf32>
    linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expand_shape_110 : memref<1x17x64xf32>) outs(%alloc_75 : memref<1x17x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %40 = arith.divf %in, %cst_8 : f32
      %41 = math.erf %40 : f32
      %42 = arith.addf %41, %cst_2 : f32
      %43 = arith.mulf %42, %cst_3 : f32
      %44 = arith.mulf %in, %43 : f32
      linalg.yield %44 : f32
    }
    %collapse_shape_111 = memref.collapse_shape %alloc_75 [[0, 1], [2]] : memref<1x17x64xf32> into memref<17x64xf32>
    linalg.transpose ins(%5 : memref<32x64xf32>) outs(%alloc_77 : memref<64x32xf32>) permutation = [1, 0] 
    linalg.matmul ins(%collapse_shape_111, %alloc_77 : memref<17x64xf32>, memref<64x32xf32>) outs(%alloc_31 : memref<17x32xf32>)
    linalg.generic {indexing_maps = [#map7, #map8, #map7], iterator_types = ["parallel", "parallel"]} ins(%alloc_31, %4 : memref<17x32xf32>, memref<32xf32>) outs(%alloc_30 : memref<17x32xf32>) {
    ^bb0(%in: f32, %in_115: f32, %out: f32):
      %40 = arith.addf %in, %in_115 : f32
      linalg.yield %40 : f32
    }
    %expand_shape_112 = memref.expand_shape %alloc_30 [[0, 1], [2]] output_shape [1, 17, 32] : memref<17x32xf32> into memref<1x17x32xf32>
    linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expand_shape_112, %alloc_104 : memref<1x17x32xf32>, memref<1x17x32xf32>) outs(%alloc_12 : memref<1x17x32xf32>) {
    ^bb0(%in: f32, %in_115: f32, %out: f32):
      %40 = arith.addf %in, %in_115 : f32
      linalg.yield %40 : f32
    }
    linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%alloc_12 : memref<1x17x32xf32>) outs(%alloc_19 : memref<1x17x32xf64>) {
    ^bb0(%in: f32, %out: f64):
      %40 = arith.extf %in : f32 to f64
      linalg.yield %40 : f64
    }
    %alloc_113 = memref.alloc() {alignment = 64 : i64} : memref<1x17x1xf64>
    memref.copy %alloc_21, %alloc_113 : memref<1x17x1xf64> to memref<1x17x1xf64>
    linalg.generic {indexing_maps = [#map, #map5], iterator_types = ["parallel", "parallel", "reduction"]} ins(%alloc_19 : memref<1x17x32xf64>) outs(%alloc_113 : memref<1x17x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %40 = arith.addf %in, %out : f64
      linalg.yield %40 : f64
    }
    linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%alloc_113 : memref<1x17x1xf64>) outs(%alloc_20 : memref<1x17x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %40 = arith.divf %in, %cst_5 : f64
      linalg.yield %40 : f64
    }
    linalg.generic {indexing_maps = [#map, #map5, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%alloc_19, %alloc_20 : memref<1x17x32xf64>, memref<1x17x1xf64>) outs(%alloc_19 : memref<1x17x32xf64>) {
    ^bb0(%in: f64, %in_115: f64, %out: f64):
      %40 = arith.subf %in, %in_115 : f64
      linalg.yield %40 : f64
    }
    linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%alloc_19, %alloc_19 : memref<1x17x32xf64>, memref<1x17x32xf64>) outs(%alloc_19 : memref<1x17x32xf64>) {
    ^bb0(%in: f64, %in_115: f64, %out: f64):
      %40 = arith.mulf %in, %in_115 : f64
      linalg.yield %40 : f64
    }
    linalg.generic {indexing_maps = [#map, #map5], iterator_types = ["parallel", "parallel", "reduction"]} ins(%alloc_19 : memref<1x17x32xf64>) outs(%alloc_21 : memref<1x17x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %40 = arith.addf %in, %out : f64
      linalg.yield %40 : f64
    }
    linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%alloc_21 : memref<1x17x1xf64>) outs(%alloc_20 : memref<1x17x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %40 = arith.divf %in, %cst_5 : f64
      linalg.yield %40 : f64
    }
    linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%alloc_20 : memref<1x17x1xf64>) outs(%alloc_24 : memref<1x17x1xf32>) {
    ^bb0(%in: f64, %out: f32):
      %40 = arith.truncf %in : f64 to f32
      linalg.yield %40 : f32
    }
    linalg.generic {indexing_maps = [#map, #map5], iterator_types = ["parallel", "parallel", "reduction"]} ins(%alloc_12 : memref<1x17x32xf32>) outs(%alloc_25 : memref<1x17x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %40 = arith.addf %in, %out : f32
      linalg.yield %40 : f32
    }
    %alloc_114 = memref.alloc() {alignment = 64 : i64} : memref<1x17x1xf32>
    linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%alloc_25 : memref<1x17x1xf32>) outs(%alloc_114 : memref<1x17x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %40 = arith.divf %in, %cst_6 : f32
      linalg.yield %40 : f32
    }
    linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%alloc_24 : memref<1x17x1xf32>) outs(%alloc_24 : memref<1x17x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %40 = arith.truncf %cst_4 : f64 to f32
      %41 = arith.addf %in, %40 : f32
      linalg.yield %41 : f32
    }
    linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%alloc_24 : memref<1x17x1xf32>) outs(%alloc_24 : memref<1x17x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %40 = math.rsqrt %in : f32
      linalg.yield %40 : f32
    }
    linalg.generic {indexing_maps = [#map, #map5, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%alloc_12, %alloc_114 : memref<1x17x32xf32>, memref<1x17x1xf32>) outs(%alloc_12 : memref<1x17x32xf32>) {
    ^bb0(%in: f32, %in_115: f32, %out: f32):
      %40 = arith.subf %in, %in_115 : f32
      linalg.yield %40 : f32
    }
    linalg.generic {indexing_maps = [#map, #map5, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%alloc_12, %alloc_24 : memref<1x17x32xf32>, memref<1x17x1xf32>) outs(%alloc_12 : memref<1x17x32xf32>) {
    ^bb0(%in: f32, %in_115: f32, %out: f32):
      %40 = arith.mulf %in, %in_115 : f32
      linalg.yield %40 : f32
    }
    linalg.generic {indexing_maps = [#map, #map6, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%alloc_12, %3 : memref<1x17x32xf32>, memref<32xf32>) outs(%alloc_12 : memref<1x17x32xf32>) {
    ^bb0(%in: f32, %in_115: f32, %out: f32):
      %40 = arith.mulf %in, %in_115 : f32
      linalg.yield %40 : f32
    }
    linalg.generic {indexing_maps = [#map, #map6, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%alloc_12, %2 : memref<1x17x32xf32>, memref<32xf32>) outs(%alloc_12 : memref<1x17x32xf32>) {
    ^bb0(%in: f32, %in_115: f32, %out: f32):
      %40 = arith.addf %in, %in_115 : f32
      linalg.yield %40 : f32
    }
    return %alloc_12 : memref<1x17x32xf32>
  }
}


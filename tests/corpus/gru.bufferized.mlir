#map = affine_map<(d0, d1, d2) -> (d1, d2)>
#map1 = affine_map<(d0, d1, d2) -> (d0, d1, d2)>
#map2 = affine_map<(d0, d1, d2) -> (d2)>
#map3 = affine_map<(d0, d1) -> (d0, d1)>
#map4 = affine_map<(d0, d1) -> (d1)>
module {
  memref.global "private" constant @__constant_96x16xf32 : memref<96x16xf32> = dense<-0.00132349529> {alignment = 64 : i64}
  memref.global "private" constant @__constant_96xf32_0 : memref<96xf32> = dense<0.158353209> {alignment = 64 : i64}
  memref.global "private" constant @__constant_96x32xf32 : memref<96x32xf32> = dense<-0.0587793849> {alignment = 64 : i64}
  memref.global "private" constant @__constant_96xf32 : memref<96xf32> = dense<-0.119464502> {alignment = 64 : i64}
  memref.global "private" constant @__constant_4x32xf32 : memref<4x32xf32> = dense<0.173560888> {alignment = 64 : i64}
  memref.global "private" constant @__constant_4xf32 : memref<4xf32> = dense<0.0602114275> {alignment = 64 : i64}
  memref.global "private" constant @__constant_1x2x32xf32 : memref<1x2x32xf32> = dense<0.000000e+00> {alignment = 64 : i64}
  memref.global "private" constant @__constant_2x32xf32 : memref<2x32xf32> = dense<0.000000e+00> {alignment = 64 : i64}
  func.func @main_graph(%arg0: memref<2x6x16xf32>) -> memref<2x6x4xf32> {
    %cst = arith.constant 0.000000e+00 : f32
    %cst_0 = arith.constant 1.000000e+00 : f32
    %0 = memref.get_global @__constant_2x32xf32 : memref<2x32xf32>
    %1 = memref.get_global @__constant_1x2x32xf32 : memref<1x2x32xf32>
    %2 = memref.get_global @__constant_4xf32 : memref<4xf32>
    %3 = memref.get_global @__constant_4x32xf32 : memref<4x32xf32>
    %4 = memref.get_global @__constant_96xf32 : memref<96xf32>
    %5 = memref.get_global @__constant_96x32xf32 : memref<96x32xf32>
    %6 = memref.get_global @__constant_96xf32_0 : memref<96xf32>
    %7 = memref.get_global @__constant_96x16xf32 : memref<96x16xf32>
    %alloc = memref.alloc() {alignment = 64 : i64} : memref<6x2x16xf32>
    linalg.transpose ins(%arg0 : memref<2x6x16xf32>) outs(%alloc : memref<6x2x16xf32>) permutation = [1, 0, 2] 
    %alloc_1 = memref.alloc() {alignment = 64 : i64} : memref<16x96xf32>
    linalg.transpose ins(%7 : memref<96x16xf32>) outs(%alloc_1 : memref<16x96xf32>) permutation = [1, 0] 
    %alloc_2 = memref.alloc() {alignment = 64 : i64} : memref<6x16x96xf32>
    linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%alloc_1 : memref<16x96xf32>) outs(%alloc_2 : memref<6x16x96xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    }
    %alloc_3 = memref.alloc() {alignment = 64 : i64} : memref<6x2x96xf32>
    linalg.fill ins(%cst : f32) outs(%alloc_3 : memref<6x2x96xf32>)
    linalg.batch_matmul ins(%alloc, %alloc_2 : memref<6x2x16xf32>, memref<6x16x96xf32>) outs(%alloc_3 : memref<6x2x96xf32>)
    linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%alloc_3, %6 : memref<6x2x96xf32>, memref<96xf32>) outs(%alloc_3 : memref<6x2x96xf32>) {
    ^bb0(%in: f32, %in_103: f32, %out: f32):
      %8 = arith.addf %in, %in_103 : f32
      linalg.yield %8 : f32
    }
    %subview = memref.subview %alloc_3[0, 0, 0] [1, 2, 96] [1, 1, 1] : memref<6x2x96xf32> to memref<1x2x96xf32, strided<[192, 96, 1]>>
    %subview_4 = memref.subview %alloc_3[1, 0, 0] [1, 2, 96] [1, 1, 1] : memref<6x2x96xf32> to memref<1x2x96xf32, strided<[192, 96, 1], offset: 192>>
    %subview_5 = memref.subview %alloc_3[2, 0, 0] [1, 2, 96] [1, 1, 1] : memref<6x2x96xf32> to memref<1x2x96xf32, strided<[192, 96, 1], offset: 384>>
    %subview_6 = memref.subview %alloc_3[3, 0, 0] [1, 2, 96] [1, 1, 1] : memref<6x2x96xf32> to memref<1x2x96xf32, strided<[192, 96, 1], offset: 576>>
    %subview_7 = memref.subview %alloc_3[4, 0, 0] [1, 2, 96] [1, 1, 1] : memref<6x2x96xf32> to memref<1x2x96xf32, strided<[192, 96, 1], offset: 768>>
    %subview_8 = memref.subview %alloc_3[5, 0, 0] [1, 2, 96] [1, 1, 1] : memref<6x2x96xf32> to memref<1x2x96xf32, strided<[192, 96, 1], offset: 960>>
    %collapse_shape = memref.collapse_shape %subview [[0, 1], [2]] : memref<1x2x96xf32, strided<[192, 96, 1]>> into memref<2x96xf32, strided<[96, 1]>>
    %collapse_shape_9 = memref.collapse_shape %subview_4 [[0, 1], [2]] : memref<1x2x96xf32, strided<[192, 96, 1], offset: 192>> into memref<2x96xf32, strided<[96, 1], offset: 192>>
    %collapse_shape_10 = memref.collapse_shape %subview_5 [[0, 1], [2]] : memref<1x2x96xf32, strided<[192, 96, 1], offset: 384>> into memref<2x96xf32, strided<[96, 1], offset: 384>>
    %collapse_shape_11 = memref.collapse_shape %subview_6 [[0, 1], [2]] : memref<1x2x96xf32, strided<[192, 96, 1], offset: 576>> into memref<2x96xf32, strided<[96, 1], offset: 576>>
    %collapse_shape_12 = memref.collapse_shape %subview_7 [[0, 1], [2]] : memref<1x2x96xf32, strided<[192, 96, 1], offset: 768>> into memref<2x96xf32, strided<[96, 1], offset: 768>>
    %collapse_shape_13 = memref.collapse_shape %subview_8 [[0, 1], [2]] : memref<1x2x96xf32, strided<[192, 96, 1], offset: 960>> into memref<2x96xf32, strided<[96, 1], offset: 960>>
    %subview_14 = memref.subview %collapse_shape[0, 0] [2, 32] [1, 1] : memref<2x96xf32, strided<[96, 1]>> to memref<2x32xf32, strided<[96, 1]>>
    %subview_15 = memref.subview %collapse_shape[0, 32] [2, 32] [1, 1] : memref<2x96xf32, strided<[96, 1]>> to memref<2x32xf32, strided<[96, 1], offset: 32>>
    %subview_16 = memref.subview %collapse_shape[0, 64] [2, 32] [1, 1] : memref<2x96xf32, strided<[96, 1]>> to memref<2x32xf32, strided<[96, 1], offset: 64>>
    %alloc_17 = memref.alloc() {alignment = 64 : i64} : memref<32x96xf32>
    linalg.transpose ins(%5 : memref<96x32xf32>) outs(%alloc_17 : memref<32x96xf32>) permutation = [1, 0] 
    %alloc_18 = memref.alloc() {alignment = 64 : i64} : memref<2x96xf32>
    %alloc_19 = memref.alloc() {alignment = 64 : i64} : memref<2x96xf32>
    linalg.fill ins(%cst : f32) outs(%alloc_19 : memref<2x96xf32>)
    %alloc_20 = memref.alloc() {alignment = 64 : i64} : memref<2x96xf32>
    memref.copy %alloc_19, %alloc_20 : memref<2x96xf32> to memref<2x96xf32>
    linalg.matmul ins(%0, %alloc_17 : memref<2x32xf32>, memref<32x96xf32>) outs(%alloc_20 : memref<2x96xf32>)
    linalg.generic {indexing_maps = [#map3, #map4, #map3], iterator_types = ["parallel", "parallel"]} ins(%alloc_20, %4 : memref<2x96xf32>, memref<96xf32>) outs(%alloc_18 : memref<2x96xf32>) {
    ^bb0(%in: f32, %in_103: f32, %out: f32):
      %8 = arith.addf %in, %in_103 : f32
      linalg.yield %8 : f32
    }
    %expand_shape = memref.expand_shape %alloc_18 [[0, 1], [2]] output_shape [1, 2, 96] : memref<2x96xf32> into memref<1x2x96xf32>
    %subview_21 = memref.subview %expand_shape[0, 0, 0] [1, 2, 32] [1, 1, 1] : memref<1x2x96xf32> to memref<1x2x32xf32, strided<[192, 96, 1]>>
    %subview_22 = memref.subview %expand_shape[0, 0, 32] [1, 2, 32] [1, 1, 1] : memref<1x2x96xf32> to memref<1x2x32xf32, strided<[192, 96, 1], offset: 32>>
    %subview_23 = memref.subview %expand_shape[0, 0, 64] [1, 2, 32] [1, 1, 1] : memref<1x2x96xf32> to memref<1x2x32xf32, strided<[192, 96, 1], offset: 64>>
    %alloc_24 = memref.alloc() {alignment = 64 : i64} : memref<1x2x32xf32>
    linalg.generic {indexing_maps = [#map1, #map, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%subview_21, %subview_14 : memref<1x2x32xf32, strided<[192, 96, 1]>>, memref<2x32xf32, strided<[96, 1]>>) outs(%alloc_24 : memref<1x2x32xf32>) {
    ^bb0(%in: f32, %in_103: f32, %out: f32):
      %8 = arith.addf %in, %in_103 : f32
      linalg.yield %8 : f32
    }
    %alloc_25 = memref.alloc() {alignment = 64 : i64} : memref<1x2x32xf32>
    linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%alloc_24 : memref<1x2x32xf32>) outs(%alloc_25 : memref<1x2x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %8 = arith.negf %in : f32
      %9 = math.exp %8 : f32
      %10 = arith.addf %9, %cst_0 : f32
      %11 = arith.divf %cst_0, %10 : f32
      linalg.yield %11 : f32
    }
    linalg.generic {indexing_maps = [#map1, #map, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%subview_22, %subview_15 : memref<1x2x32xf32, strided<[192, 96, 1], offset: 32>>, memref<2x32xf32, strided<[96, 1], offset: 32>>) outs(%alloc_24 : memref<1x2x32xf32>) {
    ^bb0(%in: f32, %in_103: f32, %out: f32):
      %8 = arith.addf %in, %in_103 : f32
      linalg.yield %8 : f32
    }
    %alloc_26 = memref.alloc() {alignment = 64 : i64} : memref<1x2x32xf32>
    linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%alloc_24 : memref<1x2x32xf32>) outs(%alloc_26 : memref<1x2x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %8 = arith.negf %in : f32
      %9 = math.exp %8 : f32
      %10 = arith.addf %9, %cst_0 : f32
      %11 = arith.divf %cst_0, %10 : f32
      linalg.yield %11 : f32
    }
    linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%subview_23, %alloc_25 : memref<1x2x32xf32, strided<[192, 96, 1], offset: 64>>, memref<1x2x32xf32>) outs(%alloc_24 : memref<1x2x32xf32>) {
    ^bb0(%in: f32, %in_103: f32, %out: f32):
      %8 = arith.mulf %in, %in_103 : f32
      linalg.yield %8 : f32
    }
    linalg.generic {indexing_maps = [#map, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%subview_16, %alloc_24 : memref<2x32xf32, strided<[96, 1], offset: 64>>, memref<1x2x32xf32>) outs(%alloc_24 : memref<1x2x32xf32>) {
    ^bb0(%in: f32, %in_103: f32, %out: f32):
      %8 = arith.addf %in, %in_103 : f32
      linalg.yield %8 : f32
    }
    %alloc_27 = memref.alloc() {alignment = 64 : i64} : memref<1x2x32xf32>
    linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%alloc_24 : memref<1x2x32xf32>) outs(%alloc_27 : memref<1x2x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %8 = math.tanh %in : f32
      linalg.yield %8 : f32
    }
    linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1, %alloc_27 : memref<1x2x32xf32>, memref<1x2x32xf32>) outs(%alloc_24 : memref<1x2x32xf32>) {
    ^bb0(%in: f32, %in_103: f32, %out: f32):
      %8 = arith.subf %in, %in_103 : f32
      linalg.yield %8 : f32
    }
    linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%alloc_24, %alloc_26 : memref<1x2x32xf32>, memref<1x2x32xf32>) outs(%alloc_24 : memref<1x2x32xf32>) {
    ^bb0(%in: f32, %in_103: f32, %out: f32):
      %8 = arith.mulf %in, %in_103 : f32
      linalg.yield %8 : f32
    }
    %alloc_28 = memref.alloc() {alignment = 64 : i64} : memref<1x2x32xf32>
    linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%alloc_24, %alloc_27 : memref<1x2x32xf32>, memref<1x2x32xf32>) outs(%alloc_28 : memref<1x2x32xf32>) {
    ^bb0(%in: f32, %in_103: f32, %out: f32):
      %8 = arith.addf %in, %in_103 : f32
      linalg.yield %8 : f32
    }
    %subview_29 = memref.subview %collapse_shape_9[0, 0] [2, 32] [1, 1] : memref<2x96xf32, strided<[96, 1], offset: 192>> to memref<2x32xf32, strided<[96, 1], offset: 192>>
    %subview_30 = memref.subview %collapse_shape_9[0, 32] [2, 32] [1, 1] : memref<2x96xf32, strided<[96, 1], offset: 192>> to memref<2x32xf32, strided<[96, 1], offset: 224>>
    %subview_31 = memref.subview %collapse_shape_9[0, 64] [2, 32] [1, 1] : memref<2x96xf32, strided<[96, 1], offset: 192>> to memref<2x32xf32, strided<[96, 1], offset: 256>>
    %collapse_shape_32 = memref.collapse_shape %alloc_28 [[0, 1], [2]] : memref<1x2x32xf32> into memref<2x32xf32>
    %alloc_33 = memref.alloc() {alignment = 64 : i64} : memref<2x96xf32>
    memref.copy %alloc_19, %alloc_33 : memref<2x96xf32> to memref<2x96xf32>
    linalg.matmul ins(%collapse_shape_32, %alloc_17 : memref<2x32xf32>, memref<32x96xf32>) outs(%alloc_33 : memref<2x96xf32>)
    linalg.generic {indexing_maps = [#map3, #map4, #map3], iterator_types = ["parallel", "parallel"]} ins(%alloc_33, %4 : memref<2x96xf32>, memref<96xf32>) outs(%alloc_18 : memref<2x96xf32>) {
    ^bb0(%in: f32, %in_103: f32, %out: f32):
      %8 = arith.addf %in, %in_103 : f32
      linalg.yield %8 : f32
    }
    %expand_shape_34 = memref.expand_shape %alloc_18 [[0, 1], [2]] output_shape [1, 2, 96] : memref<2x96xf32> into memref<1x2x96xf32>
    %subview_35 = memref.subview %expand_shape_34[0, 0, 0] [1, 2, 32] [1, 1, 1] : memref<1x2x96xf32> to memref<1x2x32xf32, strided<[192, 96, 1]>>
    %subview_36 = memref.subview %expand_shape_34[0, 0, 32] [1, 2, 32] [1, 1, 1] : memref<1x2x96xf32> to memref<1x2x32xf32, strided<[192, 96, 1], offset: 32>>
    %subview_37 = memref.subview %expand_shape_34[0, 0, 64] [1, 2, 32] [1, 1, 1] : memref<1x2x96xf32> to memref<1x2x32xf32, strided<[192, 96, 1], offset: 64>>
    linalg.generic {indexing_maps = [#map1, #map, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%subview_35, %subview_29 : memref<1x2x32xf32, strided<[192, 96, 1]>>, memref<2x32xf32, strided<[96, 1], offset: 192>>) outs(%alloc_24 : memref<1x2x32xf32>) {
    ^bb0(%in: f32, %in_103: f32, %out: f32):
      %8 = arith.addf %in, %in_103 : f32
      linalg.yield %8 : f32
    }
    %alloc_38 = memref.alloc() {alignment = 64 : i64} : memref<1x2x32xf32>
    linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%alloc_24 : memref<1x2x32xf32>) outs(%alloc_38 : memref<1x2x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %8 = arith.negf %in : f32
      %9 = math.exp %8 : f32
      %10 = arith.addf %9, %cst_0 : f32
      %11 = arith.divf %cst_0, %10 : f32
      linalg.yield %11 : f32
    }
    linalg.generic {indexing_maps = [#map1, #map, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%subview_36, %subview_30 : memref<1x2x32xf32, strided<[192, 96, 1], offset: 32>>, memref<2x32xf32, strided<[96, 1], offset: 224>>) outs(%alloc_24 : memref<1x2x32xf32>) {
    ^bb0(%in: f32, %in_103: f32, %out: f32):
      %8 = arith.addf %in, %in_103 : f32
      linalg.yield %8 : f32
    }
    %alloc_39 = memref.alloc() {alignment = 64 : i64} : memref<1x2x32xf32>
    linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%alloc_24 : memref<1x2x32xf32>) outs(%alloc_39 : memref<1x2x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %8 = arith.negf %in : f32
      %9 = math.exp %8 : f32
      %10 = arith.addf %9, %cst_0 : f32
      %11 = arith.divf %cst_0, %10 : f32
      linalg.yield %11 : f32
    }
    linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%subview_37, %alloc_38 : memref<1x2x32xf32, strided<[192, 96, 1], offset: 64>>, memref<1x2x32xf32>) outs(%alloc_24 : memref<1x2x32xf32>) {
    ^bb0(%in: f32, %in_103: f32, %out: f32):
      %8 = arith.mulf %in, %in_103 : f32
      linalg.yield %8 : f32
    }
    linalg.generic {indexing_maps = [#map, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%subview_31, %alloc_24 : memref<2x32xf32, strided<[96, 1], offset: 256>>, memref<1x2x32xf32>) outs(%alloc_24 : memref<1x2x32xf32>) {
    ^bb0(%in: f32, %in_103: f32, %out: f32):
      %8 = arith.addf %in, %in_103 : f32
      linalg.yield %8 : f32
    }
    %alloc_40 = memref.alloc() {alignment = 64 : i64} : memref<1x2x32xf32>
    linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%alloc_24 : memref<1x2x32xf32>) outs(%alloc_40 : memref<1x2x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %8 = math.tanh %in : f32
      linalg.yield %8 : f32
    }
    linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%alloc_28, %alloc_40 : memref<1x2x32xf32>, memref<1x2x32xf32>) outs(%alloc_24 : memref<1x2x32xf32>) {
    ^bb0(%in: f32, %in_103: f32, %out: f32):
      %8 = arith.subf %in, %in_103 : f32
      linalg.yield %8 : f32
    }
    linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%alloc_24, %alloc_39 : memref<1x2x32xf32>, memref<1x2x32xf32>) outs(%alloc_24 : memref<1x2x32xf32>) {
    ^bb0(%in: f32, %in_103: f32, %out: f32):
      %8 = arith.mulf %in, %in_103 : f32
      linalg.yield %8 : f32
    }
    %alloc_41 = memref.alloc() {alignment = 64 : i64} : memref<1x2x32xf32>
    linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%alloc_24, %alloc_40 : memref<1x2x32xf32>, memref<1x2x32xf32>) outs(%alloc_41 : memref<1x2x32xf32>) {
    ^bb0(%in: f32, %in_103: f32, %out: f32):
      %8 = arith.addf %in, %in_103 : f32
      linalg.yield %8 : f32
    }
    %subview_42 = memref.subview %collapse_shape_10[0, 0] [2, 32] [1, 1] : memref<2x96xf32, strided<[96, 1], offset: 384>> to memref<2x32xf32, strided<[96, 1], offset: 384>>
    %subview_43 = memref.subview %collapse_shape_10[0, 32] [2, 32] [1, 1] : memref<2x96xf32, strided<[96, 1], offset: 384>> to memref<2x32xf32, strided<[96, 1], offset: 416>>
    %subview_44 = memref.subview %collapse_shape_10[0, 64] [2, 32] [1, 1] : memref<2x96xf32, strided<[96, 1], offset: 384>> to memref<2x32xf32, strided<[96, 1], offset: 448>>
    %collapse_shape_45 = memref.collapse_shape %alloc_41 [[0, 1], [2]] : memref<1x2x32xf32> into memref<2x32xf32>
    %alloc_46 = memref.alloc() {alignment = 64 : i64} : memref<2x96xf32>
    memref.copy %alloc_19, %alloc_46 : memref<2x96xf32> to memref<2x96xf32>
    linalg.matmul ins(%collapse_shape_45, %alloc_17 : memref<2x32xf32>, memref<32x96xf32>) outs(%alloc_46 : memref<2x96xf32>)
    linalg.generic {indexing_maps = [#map3, #map4, #map3], iterator_types = ["parallel", "parallel"]} ins(%alloc_46, %4 : memref<2x96xf32>, memref<96xf32>) outs(%alloc_18 : memref<2x96xf32>) {
    ^bb0(%in: f32, %in_103: f32, %out: f32):
      %8 = arith.addf %in, %in_103 : f32
      linalg.yield %8 : f32
    }
    %expand_shape_47 = memref.expand_shape %alloc_18 [[0, 1], [2]] output_shape [1, 2, 96] : memref<2x96xf32> into memref<1x2x96xf32>
    %subview_48 = memref.subview %expand_shape_47[0, 0, 0] [1, 2, 32] [1, 1, 1] : memref<1x2x96xf32> to memref<1x2x32xf32, strided<[192, 96, 1]>>
    %subview_49 = memref.subview %expand_shape_47[0, 0, 32] [1, 2, 32] [1, 1, 1] : memref<1x2x96xf32> to memref<1x2x32xf32, strided<[192, 96, 1], offset: 32>>
    %subview_50 = memref.subview %expand_shape_47[0, 0, 64] [1, 2, 32] [1, 1, 1] : memref<1x2x96xf32> to memref<1x2x32xf32, strided<[192, 96, 1], offset: 64>>
    linalg.generic {indexing_maps = [#map1, #map, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%subview_48, %subview_42 : memref<1x2x32xf32, strided<[192, 96, 1]>>, memref<2x32xf32, strided<[96, 1], offset: 384>>) outs(%alloc_24 : memref<1x2x32xf32>) {
    ^bb0(%in: f32, %in_103: f32, %out: f32):
      %8 = arith.addf %in, %in_103 : f32
      linalg.yield %8 : f32
    }
    %alloc_51 = memref.alloc() {alignment = 64 : i64} : memref<1x2x32xf32>
    linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%alloc_24 : memref<1x2x32xf32>) outs(%alloc_51 : memref<1x2x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %8 = arith.negf %in : f32
      %9 = math.exp %8 : f32
      %10 = arith.addf %9, %cst_0 : f32
      %11 = arith.divf %cst_0, %10 : f32
      linalg.yield %11 : f32
    }
    linalg.generic {indexing_maps = [#map1, #map, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%subview_49, %subview_43 : memref<1x2x32xf32, strided<[192, 96, 1], offset: 32>>, memref<2x32xf32, strided<[96, 1], offset: 416>>) outs(%alloc_24 : memref<1x2x32xf32>) {
    ^bb0(%in: f32, %in_103: f32, %out: f32):
      %8 = arith.addf %in, %in_103 : f32
      linalg.yield %8 : f32
    }
    %alloc_52 = memref.alloc() {alignment = 64 : i64} : memref<1x2x32xf32>
    linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%alloc_24 : memref<1x2x32xf32>) outs(%alloc_52 : memref<1x2x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %8 = arith.negf %in : f32
      %9 = math.exp %8 : f32
      %10 = arith.addf %9, %cst_0 : f32
      %11 = arith.divf %cst_0, %10 : f32
      linalg.yield %11 : f32
    }
    linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%subview_50, %alloc_51 : memref<1x2x32xf32, strided<[192, 96, 1], offset: 64>>, memref<1x2x32xf32>) outs(%alloc_24 : memref<1x2x32xf32>) {
    ^bb0(%in: f32, %in_103: f32, %out: f32):
      %8 = arith.mulf %in, %in_103 : f32
      linalg.yield %8 : f32
    }
    linalg.generic {indexing_maps = [#map, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%subview_44, %alloc_24 : memref<2x32xf32, strided<[96, 1], offset: 448>>, memref<1x2x32xf32>) outs(%alloc_24 : memref<1x2x32xf32>) {
    ^bb0(%in: f32, %in_103: f32, %out: f32):
      %8 = arith.addf %in, %in_103 : f32
      linalg.yield %8 : f32
    }
    %alloc_53 = memref.alloc() {alignment = 64 : i64} : memref<1x2x32xf32>
    linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%alloc_24 : memref<1x2x32xf32>) outs(%alloc_53 : memref<1x2x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %8 = math.tanh %in : f32
      linalg.yield %8 : f32
    }
    linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%alloc_41, %alloc_53 : memref<1x2x32xf32>, memref<1x2x32xf32>) outs(%alloc_24 : memref<1x2x32xf32>) {
    ^bb0(%in: f32, %in_103: f32, %out: f32):
      %8 = arith.subf %in, %in_103 : f32
      linalg.yield %8 : f32
    }
    linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%alloc_24, %alloc_52 : memref<1x2x32xf32>, memref<1x2x32xf32>) outs(%alloc_24 : memref<1x2x32xf32>) {
    ^bb0(%in: f32, %in_103: f32, %out: f32):
      %8 = arith.mulf %in, %in_103 : f32
      linalg.yield %8 : f32
    }
    %alloc_54 = memref.alloc() {alignment = 64 : i64} : memref<1x2x32xf32>
    linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%alloc_24, %alloc_53 : memref<1x2x32xf32>, memref<1x2x32xf32>) outs(%alloc_54 : memref<1x2x32xf32>) {
    ^bb0(%in: f32, %in_103: f32, %out: f32):
      %8 = arith.addf %in, %in_103 : f32
      linalg.yield %8 : f32
    }
    %subview_55 = memref.subview %collapse_shape_11[0, 0] [2, 32] [1, 1] : memref<2x96xf32, strided<[96, 1], offset: 576>> to memref<2x32xf32, strided<[96, 1], offset: 576>>
    %subview_56 = memref.subview %collapse_shape_11[0, 32] [2, 32] [1, 1] : memref<2x96xf32, strided<[96, 1], offset: 576>> to memref<2x32xf32, strided<[96, 1], offset: 608>>
    %subview_57 = memref.subview %collapse_shape_11[0, 64] [2, 32] [1, 1] : memref<2x96xf32, strided<[96, 1], offset: 576>> to memref<2x32xf32, strided<[96, 1], offset: 640>>
    %collapse_shape_58 = memref.collapse_shape %alloc_54 [[0, 1], [2]] : memref<1x2x32xf32> into memref<2x32xf32>
    %alloc_59 = memref.alloc() {alignment = 64 : i64} : memref<2x96xf32>
    memref.copy %alloc_19, %alloc_59 : memref<2x96xf32> to memref<2x96xf32>
    linalg.matmul ins(%collapse_shape_58, %alloc_17 : memref<2x32xf32>, memref<32x96xf32>) outs(%alloc_59 : memref<2x96xf32>)
    linalg.generic {indexing_maps = [#map3, #map4, #map3], iterator_types = ["parallel", "parallel"]} ins(%alloc_59, %4 : memref<2x96xf32>, memref<96xf32>) outs(%alloc_18 : memref<2x96xf32>) {
    ^bb0(%in: f32, %in_103: f32, %out: f32):
      %8 = arith.addf %in, %in_103 : f32
      linalg.yield %8 : f32
    }
    %expand_shape_60 = memref.expand_shape %alloc_18 [[0, 1], [2]] output_shape [1, 2, 96] : memref<2x96xf32> into memref<1x2x96xf32>
    %subview_61 = memref.subview %expand_shape_60[0, 0, 0] [1, 2, 32] [1, 1, 1] : memref<1x2x96xf32> to memref<1x2x32xf32, strided<[192, 96, 1]>>
    %subview_62 = memref.subview %expand_shape_60[0, 0, 32] [1, 2, 32] [1, 1, 1] : memref<1x2x96xf32> to memref<1x2x32xf32, strided<[192, 96, 1], offset: 32>>
    %subview_63 = memref.subview %expand_shape_60[0, 0, 64] [1, 2, 32] [1, 1, 1] : memref<1x2x96xf32> to memref<1x2x32xf32, strided<[192, 96, 1], offset: 64>>
    linalg.generic {indexing_maps = [#map1, #map, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%subview_61, %subview_55 : memref<1x2x32xf32, strided<[192, 96, 1]>>, memref<2x32xf32, strided<[96, 1], offset: 576>>) outs(%alloc_24 : memref<1x2x32xf32>) {
    ^bb0(%in: f32, %in_103: f32, %out: f32):
      %8 = arith.addf %in, %in_103 : f32
      linalg.yield %8 : f32
    }
    %alloc_64 = memref.alloc() {alignment = 64 : i64} : memref<1x2x32xf32>
    linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%alloc_24 : memref<1x2x32xf32>) outs(%alloc_64 : memref<1x2x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %8 = arith.negf %in : f32
      %9 = math.exp %8 : f32
      %10 = arith.addf %9, %cst_0 : f32
      %11 = arith.divf %cst_0, %10 : f32
      linalg.yield %11 : f32
    }
    linalg.generic {indexing_maps = [#map1, #map, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%subview_62, %subview_56 : memref<1x2x32xf32, strided<[192, 96, 1], offset: 32>>, memref<2x32xf32, strided<[96, 1], offset: 608>>) outs(%alloc_24 : memref<1x2x32xf32>) {
    ^bb0(%in: f32, %in_103: f32, %out: f32):
      %8 = arith.addf %in, %in_103 : f32
      linalg.yield %8 : f32
    }
    %alloc_65 = memref.alloc() {alignment = 64 : i64} : memref<1x2x32xf32>
    linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%alloc_24 : memref<1x2x32xf32>) outs(%alloc_65 : memref<1x2x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %8 = arith.negf %in : f32
      %9 = math.exp %8 : f32
      %10 = arith.addf %9, %cst_0 : f32
      %11 = arith.divf %cst_0, %10 : f32
      linalg.yield %11 : f32
    }
    linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%subview_63, %alloc_64 : memref<1x2x32xf32, strided<[192, 96, 1], offset: 64>>, memref<1x2x32xf32>) outs(%alloc_24 : memref<1x2x32xf32>) {
    ^bb0(%in: f32, %in_103: f32, %out: f32):
      %8 = arith.mulf %in, %in_103 : f32
      linalg.yield %8 : f32
    }
    linalg.generic {indexing_maps = [#map, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%subview_57, %alloc_24 : memref<2x32xf32, strided<[96, 1], offset: 640>>, memref<1x2x32xf32>) outs(%alloc_24 : memref<1x2x32xf32>) {
    ^bb0(%in: f32, %in_103: f32, %out: f32):
      %8 = arith.addf %in, %in_103 : f32
      linalg.yield %8 : f32
    }
    %alloc_66 = memref.alloc() {alignment = 64 : i64} : memref<1x2x32xf32>
    linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%alloc_24 : memref<1x2x32xf32>) outs(%alloc_66 : memref<1x2x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %8 = math.tanh %in : f32
      linalg.yield %8 : f32
    }
    linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%alloc_54, %alloc_66 : memref<1x2x32xf32>, memref<1x2x32xf32>) outs(%alloc_24 : memref<1x2x32xf32>) {
    ^bb0(%in: f32, %in_103: f32, %out: f32):
      %8 = arith.subf %in, %in_103 : f32
      linalg.yield %8 : f32
    }
    linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%alloc_24, %alloc_65 : memref<1x2x32xf32>, memref<1x2x32xf32>) outs(%alloc_24 : memref<1x2x32xf32>) {
    ^bb0(%in: f32, %in_103: f32, %out: f32):
      %8 = arith.mulf %in, %in_103 : f32
      linalg.yield %8 : f32
    }
    %alloc_67 = memref.alloc() {alignment = 64 : i64} : memref<1x2x32xf32>
    linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%alloc_24, %alloc_66 : memref<1x2x32xf32>, memref<1x2x32xf32>) outs(%alloc_67 : memref<1x2x32xf32>) {
    ^bb0(%in: f32, %in_103: f32, %out: f32):
      %8 = arith.addf %in, %in_103 : f32
      linalg.yield %8 : f32
    }
    %subview_68 = memref.subview %collapse_shape_12[0, 0] [2, 32] [1, 1] : memref<2x96xf32, strided<[96, 1], offset: 768>> to memref<2x32xf32, strided<[96, 1], offset: 768>>
    %subview_69 = memref.subview %collapse_shape_12[0, 32] [2, 32] [1, 1] : memref<2x96xf32, strided<[96, 1], offset: 768>> to memref<2x32xf32, strided<[96, 1], offset: 800>>
    %subview_70 = memref.subview %collapse_shape_12[0, 64] [2, 32] [1, 1] : memref<2x96xf32, strided<[96, 1], offset: 768>> to memref<2x32xf32, strided<[96, 1], offset: 832>>
    %collapse_shape_71 = memref.collapse_shape %alloc_67 [[0, 1], [2]] : memref<1x2x32xf32> into memref<2x32xf32>
    %alloc_72 = memref.alloc() {alignment = 64 : i64} : memref<2x96xf32>
    memref.copy %alloc_19, %alloc_72 : memref<2x96xf32> to memref<2x96xf32>
    linalg.matmul ins(%collapse_shape_71, %alloc_17 : memref<2x32xf32>, memref<32x96xf32>) outs(%alloc_72 : memref<2x96xf32>)
    linalg.generic {indexing_maps = [#map3, #map4, #map3], iterator_types = ["parallel", "parallel"]} ins(%alloc_72, %4 : memref<2x96xf32>, memref<96xf32>) outs(%alloc_18 : memref<2x96xf32>) {
    ^bb0(%in: f32, %in_103: f32, %out: f32):
      %8 = arith.addf %in, %in_103 : f32
      linalg.yield %8 : f32
    }
    %expand_shape_73 = memref.expand_shape %alloc_18 [[0, 1], [2]] output_shape [1, 2, 96] : memref<2x96xf32> into memref<1x2x96xf32>
    %subview_74 = memref.subview %expand_shape_73[0, 0, 0] [1, 2, 32] [1, 1, 1] : memref<1x2x96xf32> to memref<1x2x32xf32, strided<[192, 96, 1]>>
    %subview_75 = memref.subview %expand_shape_73[0, 0, 32] [1, 2, 32] [1, 1, 1] : memref<1x2x96xf32> to memref<1x2x32xf32, strided<[192, 96, 1], offset: 32>>
    %subview_76 = memref.subview %expand_shape_73[0, 0, 64] [1, 2, 32] [1, 1, 1] : memref<1x2x96xf32> to memref<1x2x32xf32, strided<[192, 96, 1], offset: 64>>
    linalg.generic {indexing_maps = [#map1, #map, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%subview_74, %subview_68 : memref<1x2x32xf32, strided<[192, 96, 1]>>, memref<2x32xf32, strided<[96, 1], offset: 768>>) outs(%alloc_24 : memref<1x2x32xf32>) {
    ^bb0(%in: f32, %in_103: f32, %out: f32):
      %8 = arith.addf %in, %in_103 : f32
      linalg.yield %8 : f32
    }
    %alloc_77 = memref.alloc() {alignment = 64 : i64} : memref<1x2x32xf32>
    linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%alloc_24 : memref<1x2x32xf32>) outs(%alloc_77 : memref<1x2x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %8 = arith.negf %in : f32
      %9 = math.exp %8 : f32
      %10 = arith.addf %9, %cst_0 : f32
      %11 = arith.divf %cst_0, %10 : f32
      linalg.yield %11 : f32
    }
    linalg.generic {indexing_maps = [#map1, #map, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%subview_75, %subview_69 : memref<1x2x32xf32, strided<[192, 96, 1], offset: 32>>, memref<2x32xf32, strided<[96, 1], offset: 800>>) outs(%alloc_24 : memref<1x2x32xf32>) {
    ^bb0(%in: f32, %in_103: f32, %out: f32):
      %8 = arith.addf %in, %in_103 : f32
      linalg.yield %8 : f32
    }
    %alloc_78 = memref.alloc() {alignment = 64 : i64} : memref<1x2x32xf32>
    linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%alloc_24 : memref<1x2x32xf32>) outs(%alloc_78 : memref<1x2x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %8 = arith.negf %in : f32
      %9 = math.exp %8 : f32
      %10 = arith.addf %9, %cst_0 : f32
      %11 = arith.divf %cst_0, %10 : f32
      linalg.yield %11 : f32
    }
    linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%subview_76, %alloc_77 : memref<1x2x32xf32, strided<[192, 96, 1], offset: 64>>, memref<1x2x32xf32>) outs(%alloc_24 : memref<1x2x32xf32>) {
    ^bb0(%in: f32, %in_103: f32, %out: f32):
      %8 = arith.mulf %in, %in_103 : f32
      linalg.yield %8 : f32
    }
    linalg.generic {indexing_maps = [#map, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%subview_70, %alloc_24 : memref<2x32xf32, strided<[96, 1], offset: 832>>, memref<1x2x32xf32>) outs(%alloc_24 : memref<1x2x32xf32>) {
    ^bb0(%in: f32, %in_103: f32, %out: f32):
      %8 = arith.addf %in, %in_103 : f32
      linalg.yield %8 : f32
    }
    %alloc_79 = memref.alloc() {alignment = 64 : i64} : memref<1x2x32xf32>
    linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%alloc_24 : memref<1x2x32xf32>) outs(%alloc_79 : memref<1x2x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %8 = math.tanh %in : f32
      linalg.yield %8 : f32
    }
    linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%alloc_67, %alloc_79 : memref<1x2x32xf32>, memref<1x2x32xf32>) outs(%alloc_24 : memref<1x2x32xf32>) {
    ^bb0(%in: f32, %in_103: f32, %out: f32):
      %8 = arith.subf %in, %in_103 : f32
      linalg.yield %8 : f32
    }
    linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%alloc_24, %alloc_78 : memref<1x2x32xf32>, memref<1x2x32xf32>) outs(%alloc_24 : memref<1x2x32xf32>) {
    ^bb0(%in: f32, %in_103: f32, %out: f32):
      %8 = arith.mulf %in, %in_103 : f32
      linalg.yield %8 : f32
    }
    %alloc_80 = memref.alloc() {alignment = 64 : i64} : memref<1x2x32xf32>
    linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%alloc_24, %alloc_79 : memref<1x2x32xf32>, memref<1x2x32xf32>) outs(%alloc_80 : memref<1x2x32xf32>) {
    ^bb0(%in: f32, %in_103: f32, %out: f32):
      %8 = arith.addf %in, %in_103 : f32
      linalg.yield %8 : f32
    }
    %subview_81 = memref.subview %collapse_shape_13[0, 0] [2, 32] [1, 1] : memref<2x96xf32, strided<[96, 1], offset: 960>> to memref<2x32xf32, strided<[96, 1], offset: 960>>
    %subview_82 = memref.subview %collapse_shape_13[0, 32] [2, 32] [1, 1] : memref<2x96xf32, strided<[96, 1], offset: 960>> to memref<2x32xf32, strided<[96, 1], offset: 992>>
    %subview_83 = memref.subview %collapse_shape_13[0, 64] [2, 32] [1, 1] : memref<2x96xf32, strided<[96, 1], offset: 960>> to memref<2x32xf32, strided<[96, 1], offset: 1024>>
    %collapse_shape_84 = memref.collapse_shape %alloc_80 [[0, 1], [2]] : memref<1x2x32xf32> into memref<2x32xf32>
    linalg.matmul ins(%collapse_shape_84, %alloc_17 : memref<2x32xf32>, memref<32x96xf32>) outs(%alloc_19 : memref<2x96xf32>)
    linalg.generic {indexing_maps = [#map3, #map4, #map3], iterator_types = ["parallel", "parallel"]} ins(%alloc_19, %4 : memref<2x96xf32>, memref<96xf32>) outs(%alloc_18 : memref<2x96xf32>) {
    ^bb0(%in: f32, %in_103: f32, %out: f32):
      %8 = arith.addf %in, %in_103 : f32
      linalg.yield %8 : f32
    }
    %expand_shape_85 = memref.expand_shape %alloc_18 [[0, 1], [2]] output_shape [1, 2, 96] : memref<2x96xf32> into memref<1x2x96xf32>
    %subview_86 = memref.subview %expand_shape_85[0, 0, 0] [1, 2, 32] [1, 1, 1] : memref<1x2x96xf32> to memref<1x2x32xf32, strided<[192, 96, 1]>>
    %subview_87 = memref.subview %expand_shape_85[0, 0, 32] [1, 2, 32] [1, 1, 1] : memref<1x2x96xf32> to memref<1x2x32xf32, strided<[192, 96, 1], offset: 32>>
    %subview_88 = memref.subview %expand_shape_85[0, 0, 64] [1, 2, 32] [1, 1, 1] : memref<1x2x96xf32> to memref<1x2x32xf32, strided<[192, 96, 1], offset: 64>>
    linalg.generic {indexing_maps = [#map1, #map, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%subview_86, %subview_81 : memref<1x2x32xf32, strided<[192, 96, 1]>>, memref<2x32xf32, strided<[96, 1], offset: 960>>) outs(%alloc_24 : memref<1x2x32xf32>) {
    ^bb0(%in: f32, %in_103: f32, %out: f32):
      %8 = arith.addf %in, %in_103 : f32
      linalg.yield %8 : f32
    }
    %alloc_89 = memref.alloc() {alignment = 64 : i64} : memref<1x2x32xf32>
    linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%alloc_24 : memref<1x2x32xf32>) outs(%alloc_89 : memref<1x2x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %8 = arith.negf %in : f32
      %9 = math.exp %8 : f32
      %10 = arith.addf %9, %cst_0 : f32
      %11 = arith.divf %cst_0, %10 : f32
      linalg.yield %11 : f32
    }
    linalg.generic {indexing_maps = [#map1, #map, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%subview_87, %subview_82 : memref<1x2x32xf32, strided<[192, 96, 1], offset: 32>>, memref<2x32xf32, strided<[96, 1], offset: 992>>) outs(%alloc_24 : memref<1x2x32xf32>) {
    ^bb0(%in: f32, %in_103: f32, %out: f32):
      %8 = arith.addf %in, %in_103 : f32
      linalg.yield %8 : f32
    }
    %alloc_90 = memref.alloc() {alignment = 64 : i64} : memref<1x2x32xf32>
    linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%alloc_24 : memref<1x2x32xf32>) outs(%alloc_90 : memref<1x2x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %8 = arith.negf %in : f32
      %9 = math.exp %8 : f32
      %10 = arith.addf %9, %cst_0 : f32
      %11 = arith.divf %cst_0, %10 : f32
      linalg.yield %11 : f32
    }
    linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%subview_88, %alloc_89 : memref<1x2x32xf32, strided<[192, 96, 1], offset: 64>>, memref<1x2x32xf32>) outs(%alloc_24 : memref<1x2x32xf32>) {
    ^bb0(%in: f32, %in_103: f32, %out: f32):
      %8 = arith.mulf %in, %in_103 : f32
      linalg.yield %8 : f32
    }
    linalg.generic {indexing_maps = [#map, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%subview_83, %alloc_24 : memref<2x32xf32, strided<[96, 1], offset: 1024>>, memref<1x2x32xf32>) outs(%alloc_24 : memref<1x2x32xf32>) {
    ^bb0(%in: f32, %in_103: f32, %out: f32):
      %8 = arith.addf %in, %in_103 : f32
      linalg.yield %8 : f32
    }
    %alloc_91 = memref.alloc() {alignment = 64 : i64} : memref<1x2x32xf32>
    linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%alloc_24 : memref<1x2x32xf32>) outs(%alloc_91 : memref<1x2x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %8 = math.tanh %in : f32
      linalg.yield %8 : f32
    }
    linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%alloc_80, %alloc_91 : memref<1x2x32xf32>, memref<1x2x32xf32>) outs(%alloc_24 : memref<1x2x32xf32>) {
    ^bb0(%in: f32, %in_103: f32, %out: f32):
      %8 = arith.subf %in, %in_103 : f32
      linalg.yield %8 : f32
    }
    linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%alloc_24, %alloc_90 : memref<1x2x32xf32>, memref<1x2x32xf32>) outs(%alloc_24 : memref<1x2x32xf32>) {
    ^bb0(%in: f32, %in_103: f32, %out: f32):
      %8 = arith.mulf %in, %in_103 : f32
      linalg.yield %8 : f32
    }
    linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%alloc_24, %alloc_91 : memref<1x2x32xf32>, memref<1x2x32xf32>) outs(%alloc_24 : memref<1x2x32xf32>) {
    ^bb0(%in: f32, %in_103: f32, %out: f32):
      %8 = arith.addf %in, %in_103 : f32
      linalg.yield %8 : f32
    }
    %alloc_92 = memref.alloc() {alignment = 64 : i64} : memref<6x2x32xf32>
    %subview_93 = memref.subview %alloc_92[0, 0, 0] [1, 2, 32] [1, 1, 1] : memref<6x2x32xf32> to memref<1x2x32xf32, strided<[64, 32, 1]>>
    memref.copy %alloc_28, %subview_93 : memref<1x2x32xf32> to memref<1x2x32xf32, strided<[64, 32, 1]>>
    %subview_94 = memref.subview %alloc_92[1, 0, 0] [1, 2, 32] [1, 1, 1] : memref<6x2x32xf32> to memref<1x2x32xf32, strided<[64, 32, 1], offset: 64>>
    memref.copy %alloc_41, %subview_94 : memref<1x2x32xf32> to memref<1x2x32xf32, strided<[64, 32, 1], offset: 64>>
    %subview_95 = memref.subview %alloc_92[2, 0, 0] [1, 2, 32] [1, 1, 1] : memref<6x2x32xf32> to memref<1x2x32xf32, strided<[64, 32, 1], offset: 128>>
    memref.copy %alloc_54, %subview_95 : memref<1x2x32xf32> to memref<1x2x32xf32, strided<[64, 32, 1], offset: 128>>
    %subview_96 = memref.subview %alloc_92[3, 0, 0] [1, 2, 32] [1, 1, 1] : memref<6x2x32xf32> to memref<1x2x32xf32, strided<[64, 32, 1], offset: 192>>
    memref.copy %alloc_67, %subview_96 : memref<1x2x32xf32> to memref<1x2x32xf32, strided<[64, 32, 1], offset: 192>>
    %subview_97 = memref.subview %alloc_92[4, 0, 0] [1, 2, 32] [1, 1, 1] : memref<6x2x32xf32> to memref<1x2x32xf32, strided<[64, 32, 1], offset: 256>>
    memref.copy %alloc_80, %subview_97 : memref<1x2x32xf32> to memref<1x2x32xf32, strided<[64, 32, 1], offset: 256>>
    %subview_98 = memref.subview %alloc_92[5, 0, 0] [1, 2, 32] [1, 1, 1] : memref<6x2x32xf32> to memref<1x2x32xf32, strided<[64, 32, 1], offset: 320>>
    memref.copy %alloc_24, %subview_98 : memref<1x2x32xf32> to memref<1x2x32xf32, strided<[64, 32, 1], offset: 320>>
    %alloc_99 = memref.alloc() {alignment = 64 : i64} : memref<2x6x32xf32>
    linalg.transpose ins(%alloc_92 : memref<6x2x32xf32>) outs(%alloc_99 : memref<2x6x32xf32>) permutation = [1, 0, 2] 
    %alloc_100 = memref.alloc() {alignment = 64 : i64} : memref<32x4xf32>
    linalg.transpose ins(%3 : memref<4x32xf32>) outs(%alloc_100 : memref<32x4xf32>) permutation = [1, 0] 
    %alloc_101 = memref.alloc() {alignment = 64 : i64} : memref<2x32x4xf32>
    linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%alloc_100 : memref<32x4xf32>) outs(%alloc_101 : memref<2x32x4xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    }
    %alloc_102 = memref.alloc() {alignment = 64 : i64} : memref<2x6x4xf32>
    linalg.fill ins(%cst : f32) outs(%alloc_102 : memref<2x6x4xf32>)
    linalg.batch_matmul ins(%alloc_99, %alloc_101 : memref<2x6x32xf32>, memref<2x32x4xf32>) outs(%alloc_102 : memref<2x6x4xf32>)
    linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%alloc_102, %2 : memref<2x6x4xf32>, memref<4xf32>) outs(%alloc_102 : memref<2x6x4xf32>) {
    ^bb0(%in: f32, %in_103: f32, %out: f32):
      %8 = arith.addf %in, %in_103 : f32
      linalg.yield %8 : f32
    }
    return %alloc_102 : memref<2x6x4xf32>
  }
}


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
    ^bb0(%in: f32, %in_83: f32, %out: f32):
      %8 = arith.addf %in, %in_83 : f32
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
    ^bb0(%in: f32, %in_83: f32, %out: f32):
      %8 = arith.addf %in, %in_83 : f32
      linalg.yield %8 : f32
    }
    %expand_shape = memref.expand_shape %alloc_18 [[0, 1], [2]] output_shape [1, 2, 96] : memref<2x96xf32> into memref<1x2x96xf32>
    %subview_21 = memref.subview %expand_shape[0, 0, 0] [1, 2, 32] [1, 1, 1] : memref<1x2x96xf32> to memref<1x2x32xf32, strided<[192, 96, 1]>>
    %subview_22 = memref.subview %expand_shape[0, 0, 32] [1, 2, 32] [1, 1, 1] : memref<1x2x96xf32> to memref<1x2x32xf32, strided<[192, 96, 1], offset: 32>>
    %subview_23 = memref.subview %expand_shape[0, 0, 64] [1, 2, 32] [1, 1, 1] : memref<1x2x96xf32> to memref<1x2x32xf32, strided<[192, 96, 1], offset: 64>>
    %alloc_24 = memref.alloc() {alignment = 64 : i64} : memref<1x2x32xf32>
    linalg.generic {indexing_maps = [#map1, #map, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%subview_21, %subview_14 : memref<1x2x32xf32, strided<[192, 96, 1]>>, memref<2x32xf32, strided<[96, 1]>>) outs(%alloc_24 : memref<1x2x32xf32>) {
    ^bb0(%in: f32, %in_83: f32, %out: f32):
      %8 = arith.addf %in, %in_83 : f32
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
    ^bb0(%in: f32, %in_83: f32, %out: f32):
      %8 = arith.addf %in, %in_83 : f32
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
    ^bb0(%in: f32, %in_83: f32, %out: f32):
      %8 = arith.mulf %in, %in_83 : f32
      linalg.yield %8 : f32
    }
    linalg.generic {indexing_maps = [#map, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%subview_16, %alloc_24 : memref<2x32xf32, strided<[96, 1], offset: 64>>, memref<1x2x32xf32>) outs(%alloc_24 : memref<1x2x32xf32>) {
    ^bb0(%in: f32, %in_83: f32, %out: f32):
      %8 = arith.addf %in, %in_83 : f32
      linalg.yield %8 : f32
    }
    %alloc_27 = memref.alloc() {alignment = 64 : i64} : memref<1x2x32xf32>
    linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%alloc_24 : memref<1x2x32xf32>) outs(%alloc_27 : memref<1x2x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %8 = math.tanh %in : f32
      linalg.yield %8 : f32
    }
    linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1, %alloc_27 : memref<1x2x32xf32>, memref<1x2x32xf32>) outs(%alloc_24 : memref<1x2x32xf32>) {
    ^bb0(%in: f32, %in_83: f32, %out: f32):
      %8 = arith.subf %in, %in_83 : f32
      linalg.yield %8 : f32
    }
    linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%alloc_24, %alloc_26 : memref<1x2x32xf32>, memref<1x2x32xf32>) outs(%alloc_24 : memref<1x2x32xf32>) {
    ^bb0(%in: f32, %in_83: f32, %out: f32):
      %8 = arith.mulf %in, %in_83 : f32
      linalg.yield %8 : f32
    }
    %alloc_28 = memref.alloc() {alignment = 64 : i64} : memref<1x2x32xf32>
    linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%alloc_24, %alloc_27 : memref<1x2x32xf32>, memref<1x2x32xf32>) outs(%alloc_28 : memref<1x2x32xf32>) {
    ^bb0(%in: f32, %in_83: f32, %out: f32):
      %8 = arith.addf %in, %in_83 : f32
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
    ^bb0(%in: f32, %in_83: f32, %out: f32):
      %8 = arith.addf %in, %in_83 : f32
      linalg.yield %8 : f32
    }
    linalg.generic {indexing_maps = [#map1, #map, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%subview_21, %subview_29 : memref<1x2x32xf32, strided<[192, 96, 1]>>, memref<2x32xf32, strided<[96, 1], offset: 192>>) outs(%alloc_24 : memref<1x2x32xf32>) {
    ^bb0(%in: f32, %in_83: f32, %out: f32):
      %8 = arith.addf %in, %in_83 : f32
      linalg.yield %8 : f32
    }
    %alloc_34 = memref.alloc() {alignment = 64 : i64} : memref<1x2x32xf32>
    linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%alloc_24 : memref<1x2x32xf32>) outs(%alloc_34 : memref<1x2x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %8 = arith.negf %in : f32
      %9 = math.exp %8 : f32
      %10 = arith.addf %9, %cst_0 : f32
      %11 = arith.divf %cst_0, %10 : f32
      linalg.yield %11 : f32
    }
    linalg.generic {indexing_maps = [#map1, #map, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%subview_22, %subview_30 : memref<1x2x32xf32, strided<[192, 96, 1], offset: 32>>, memref<2x32xf32, strided<[96, 1], offset: 224>>) outs(%alloc_24 : memref<1x2x32xf32>) {
    ^bb0(%in: f32, %in_83: f32, %out: f32):
      %8 = arith.addf %in, %in_83 : f32
      linalg.yield %8 : f32
    }
    %alloc_35 = memref.alloc() {alignment = 64 : i64} : memref<1x2x32xf32>
    linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%alloc_24 : memref<1x2x32xf32>) outs(%alloc_35 : memref<1x2x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %8 = arith.negf %in : f32
      %9 = math.exp %8 : f32
      %10 = arith.addf %9, %cst_0 : f32
      %11 = arith.divf %cst_0, %10 : f32
      linalg.yield %11 : f32
    }
    linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%subview_23, %alloc_34 : memref<1x2x32xf32, strided<[192, 96, 1], offset: 64>>, memref<1x2x32xf32>) outs(%alloc_24 : memref<1x2x32xf32>) {
    ^bb0(%in: f32, %in_83: f32, %out: f32):
      %8 = arith.mulf %in, %in_83 : f32
      linalg.yield %8 : f32
    }
    linalg.generic {indexing_maps = [#map, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%subview_31, %alloc_24 : memref<2x32xf32, strided<[96, 1], offset: 256>>, memref<1x2x32xf32>) outs(%alloc_24 : memref<1x2x32xf32>) {
    ^bb0(%in: f32, %in_83: f32, %out: f32):
      %8 = arith.addf %in, %in_83 : f32
      linalg.yield %8 : f32
    }
    %alloc_36 = memref.alloc() {alignment = 64 : i64} : memref<1x2x32xf32>
    linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%alloc_24 : memref<1x2x32xf32>) outs(%alloc_36 : memref<1x2x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %8 = math.tanh %in : f32
      linalg.yield %8 : f32
    }
    linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%alloc_28, %alloc_36 : memref<1x2x32xf32>, memref<1x2x32xf32>) outs(%alloc_24 : memref<1x2x32xf32>) {
    ^bb0(%in: f32, %in_83: f32, %out: f32):
      %8 = arith.subf %in, %in_83 : f32
      linalg.yield %8 : f32
    }
    linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%alloc_24, %alloc_35 : memref<1x2x32xf32>, memref<1x2x32xf32>) outs(%alloc_24 : memref<1x2x32xf32>) {
    ^bb0(%in: f32, %in_83: f32, %out: f32):
      %8 = arith.mulf %in, %in_83 : f32
      linalg.yield %8 : f32
    }
    %alloc_37 = memref.alloc() {alignment = 64 : i64} : memref<1x2x32xf32>
    linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%alloc_24, %alloc_36 : memref<1x2x32xf32>, memref<1x2x32xf32>) outs(%alloc_37 : memref<1x2x32xf32>) {
    ^bb0(%in: f32, %in_83: f32, %out: f32):
      %8 = arith.addf %in, %in_83 : f32
      linalg.yield %8 : f32
    }
    %subview_38 = memref.subview %collapse_shape_10[0, 0] [2, 32] [1, 1] : memref<2x96xf32, strided<[96, 1], offset: 384>> to memref<2x32xf32, strided<[96, 1], offset: 384>>
    %subview_39 = memref.subview %collapse_shape_10[0, 32] [2, 32] [1, 1] : memref<2x96xf32, strided<[96, 1], offset: 384>> to memref<2x32xf32, strided<[96, 1], offset: 416>>
    %subview_40 = memref.subview %collapse_shape_10[0, 64] [2, 32] [1, 1] : memref<2x96xf32, strided<[96, 1], offset: 384>> to memref<2x32xf32, strided<[96, 1], offset: 448>>
    %collapse_shape_41 = memref.collapse_shape %alloc_37 [[0, 1], [2]] : memref<1x2x32xf32> into memref<2x32xf32>
    %alloc_42 = memref.alloc() {alignment = 64 : i64} : memref<2x96xf32>
    memref.copy %alloc_19, %alloc_42 : memref<2x96xf32> to memref<2x96xf32>
    linalg.matmul ins(%collapse_shape_41, %alloc_17 : memref<2x32xf32>, memref<32x96xf32>) outs(%alloc_42 : memref<2x96xf32>)
    linalg.generic {indexing_maps = [#map3, #map4, #map3], iterator_types = ["parallel", "parallel"]} ins(%alloc_42, %4 : memref<2x96xf32>, memref<96xf32>) outs(%alloc_18 : memref<2x96xf32>) {
    ^bb0(%in: f32, %in_83: f32, %out: f32):
      %8 = arith.addf %in, %in_83 : f32
      linalg.yield %8 : f32
    }
    linalg.generic {indexing_maps = [#map1, #map, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%subview_21, %subview_38 : memref<1x2x32xf32, strided<[192, 96, 1]>>, memref<2x32xf32, strided<[96, 1], offset: 384>>) outs(%alloc_24 : memref<1x2x32xf32>) {
    ^bb0(%in: f32, %in_83: f32, %out: f32):
      %8 = arith.addf %in, %in_83 : f32
      linalg.yield %8 : f32
    }
    %alloc_43 = memref.alloc() {alignment = 64 : i64} : memref<1x2x32xf32>
    linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%alloc_24 : memref<1x2x32xf32>) outs(%alloc_43 : memref<1x2x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %8 = arith.negf %in : f32
      %9 = math.exp %8 : f32
      %10 = arith.addf %9, %cst_0 : f32
      %11 = arith.divf %cst_0, %10 : f32
      linalg.yield %11 : f32
    }
    linalg.generic {indexing_maps = [#map1, #map, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%subview_22, %subview_39 : memref<1x2x32xf32, strided<[192, 96, 1], offset: 32>>, memref<2x32xf32, strided<[96, 1], offset: 416>>) outs(%alloc_24 : memref<1x2x32xf32>) {
    ^bb0(%in: f32, %in_83: f32, %out: f32):
      %8 = arith.addf %in, %in_83 : f32
      linalg.yield %8 : f32
    }
    %alloc_44 = memref.alloc() {alignment = 64 : i64} : memref<1x2x32xf32>
    linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%alloc_24 : memref<1x2x32xf32>) outs(%alloc_44 : memref<1x2x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %8 = arith.negf %in : f32
      %9 = math.exp %8 : f32
      %10 = arith.addf %9, %cst_0 : f32
      %11 = arith.divf %cst_0, %10 : f32
      linalg.yield %11 : f32
    }
    linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%subview_23, %alloc_43 : memref<1x2x32xf32, strided<[192, 96, 1], offset: 64>>, memref<1x2x32xf32>) outs(%alloc_24 : memref<1x2x32xf32>) {
    ^bb0(%in: f32, %in_83: f32, %out: f32):
      %8 = arith.mulf %in, %in_83 : f32
      linalg.yield %8 : f32
    }
    linalg.generic {indexing_maps = [#map, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%subview_40, %alloc_24 : memref<2x32xf32, strided<[96, 1], offset: 448>>, memref<1x2x32xf32>) outs(%alloc_24 : memref<1x2x32xf32>) {
    ^bb0(%in: f32, %in_83: f32, %out: f32):
      %8 = arith.addf %in, %in_83 : f32
      linalg.yield %8 : f32
    }
    %alloc_45 = memref.alloc() {alignment = 64 : i64} : memref<1x2x32xf32>
    linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%alloc_24 : memref<1x2x32xf32>) outs(%alloc_45 : memref<1x2x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %8 = math.tanh %in : f32
      linalg.yield %8 : f32
    }
    linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%alloc_37, %alloc_45 : memref<1x2x32xf32>, memref<1x2x32xf32>) outs(%alloc_24 : memref<1x2x32xf32>) {
    ^bb0(%in: f32, %in_83: f32, %out: f32):
      %8 = arith.subf %in, %in_83 : f32
      linalg.yield %8 : f32
    }
    linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%alloc_24, %alloc_44 : memref<1x2x32xf32>, memref<1x2x32xf32>) outs(%alloc_24 : memref<1x2x32xf32>) {
    ^bb0(%in: f32, %in_83: f32, %out: f32):
      %8 = arith.mulf %in, %in_83 : f32
      linalg.yield %8 : f32
    }
    %alloc_46 = memref.alloc() {alignment = 64 : i64} : memref<1x2x32xf32>
    linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%alloc_24, %alloc_45 : memref<1x2x32xf32>, memref<1x2x32xf32>) outs(%alloc_46 : memref<1x2x32xf32>) {
    ^bb0(%in: f32, %in_83: f32, %out: f32):
      %8 = arith.addf %in, %in_83 : f32
      linalg.yield %8 : f32
    }
    %subview_47 = memref.subview %collapse_shape_11[0, 0] [2, 32] [1, 1] : memref<2x96xf32, strided<[96, 1], offset: 576>> to memref<2x32xf32, strided<[96, 1], offset: 576>>
    %subview_48 = memref.subview %collapse_shape_11[0, 32] [2, 32] [1, 1] : memref<2x96xf32, strided<[96, 1], offset: 576>> to memref<2x32xf32, strided<[96, 1], offset: 608>>
    %subview_49 = memref.subview %collapse_shape_11[0, 64] [2, 32] [1, 1] : memref<2x96xf32, strided<[96, 1], offset: 576>> to memref<2x32xf32, strided<[96, 1], offset: 640>>
    %collapse_shape_50 = memref.collapse_shape %alloc_46 [[0, 1], [2]] : memref<1x2x32xf32> into memref<2x32xf32>
    %alloc_51 = memref.alloc() {alignment = 64 : i64} : memref<2x96xf32>
    memref.copy %alloc_19, %alloc_51 : memref<2x96xf32> to memref<2x96xf32>
    linalg.matmul ins(%collapse_shape_50, %alloc_17 : memref<2x32xf32>, memref<32x96xf32>) outs(%alloc_51 : memref<2x96xf32>)
    linalg.generic {indexing_maps = [#map3, #map4, #map3], iterator_types = ["parallel", "parallel"]} ins(%alloc_51, %4 : memref<2x96xf32>, memref<96xf32>) outs(%alloc_18 : memref<2x96xf32>) {
    ^bb0(%in: f32, %in_83: f32, %out: f32):
      %8 = arith.addf %in, %in_83 : f32
      linalg.yield %8 : f32
    }
    linalg.generic {indexing_maps = [#map1, #map, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%subview_21, %subview_47 : memref<1x2x32xf32, strided<[192, 96, 1]>>, memref<2x32xf32, strided<[96, 1], offset: 576>>) outs(%alloc_24 : memref<1x2x32xf32>) {
    ^bb0(%in: f32, %in_83: f32, %out: f32):
      %8 = arith.addf %in, %in_83 : f32
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
    linalg.generic {indexing_maps = [#map1, #map, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%subview_22, %subview_48 : memref<1x2x32xf32, strided<[192, 96, 1], offset: 32>>, memref<2x32xf32, strided<[96, 1], offset: 608>>) outs(%alloc_24 : memref<1x2x32xf32>) {
    ^bb0(%in: f32, %in_83: f32, %out: f32):
      %8 = arith.addf %in, %in_83 : f32
      linalg.yield %8 : f32
    }
    %alloc_53 = memref.alloc() {alignment = 64 : i64} : memref<1x2x32xf32>
    linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%alloc_24 : memref<1x2x32xf32>) outs(%alloc_53 : memref<1x2x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %8 = arith.negf %in : f32
      %9 = math.exp %8 : f32
      %10 = arith.addf %9, %cst_0 : f32
      %11 = arith.divf %cst_0, %10 : f32
      linalg.yield %11 : f32
    }
    linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%subview_23, %alloc_52 : memref<1x2x32xf32, strided<[192, 96, 1], offset: 64>>, memref<1x2x32xf32>) outs(%alloc_24 : memref<1x2x32xf32>) {
    ^bb0(%in: f32, %in_83: f32, %out: f32):
      %8 = arith.mulf %in, %in_83 : f32
      linalg.yield %8 : f32
    }
    linalg.generic {indexing_maps = [#map, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%subview_49, %alloc_24 : memref<2x32xf32, strided<[96, 1], offset: 640>>, memref<1x2x32xf32>) outs(%alloc_24 : memref<1x2x32xf32>) {
    ^bb0(%in: f32, %in_83: f32, %out: f32):
      %8 = arith.addf %in, %in_83 : f32
      linalg.yield %8 : f32
    }
    %alloc_54 = memref.alloc() {alignment = 64 : i64} : memref<1x2x32xf32>
    linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%alloc_24 : memref<1x2x32xf32>) outs(%alloc_54 : memref<1x2x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %8 = math.tanh %in : f32
      linalg.yield %8 : f32
    }
    linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%alloc_46, %alloc_54 : memref<1x2x32xf32>, memref<1x2x32xf32>) outs(%alloc_24 : memref<1x2x32xf32>) {
    ^bb0(%in: f32, %in_83: f32, %out: f32):
      %8 = arith.subf %in, %in_83 : f32
      linalg.yield %8 : f32
    }
    linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%alloc_24, %alloc_53 : memref<1x2x32xf32>, memref<1x2x32xf32>) outs(%alloc_24 : memref<1x2x32xf32>) {
    ^bb0(%in: f32, %in_83: f32, %out: f32):
      %8 = arith.mulf %in, %in_83 : f32
      linalg.yield %8 : f32
    }
    %alloc_55 = memref.alloc() {alignment = 64 : i64} : memref<1x2x32xf32>
    linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%alloc_24, %alloc_54 : memref<1x2x32xf32>, memref<1x2x32xf32>) outs(%alloc_55 : memref<1x2x32xf32>) {
    ^bb0(%in: f32, %in_83: f32, %out: f32):
      %8 = arith.addf %in, %in_83 : f32
      linalg.yield %8 : f32
    }
    %subview_56 = memref.subview %collapse_shape_12[0, 0] [2, 32] [1, 1] : memref<2x96xf32, strided<[96, 1], offset: 768>> to memref<2x32xf32, strided<[96, 1], offset: 768>>
    %subview_57 = memref.subview %collapse_shape_12[0, 32] [2, 32] [1, 1] : memref<2x96xf32, strided<[96, 1], offset: 768>> to memref<2x32xf32, strided<[96, 1], offset: 800>>
    %subview_58 = memref.subview %collapse_shape_12[0, 64] [2, 32] [1, 1] : memref<2x96xf32, strided<[96, 1], offset: 768>> to memref<2x32xf32, strided<[96, 1], offset: 832>>
    %collapse_shape_59 = memref.collapse_shape %alloc_55 [[0, 1], [2]] : memref<1x2x32xf32> into memref<2x32xf32>
    %alloc_60 = memref.alloc() {alignment = 64 : i64} : memref<2x96xf32>
    memref.copy %alloc_19, %alloc_60 : memref<2x96xf32> to memref<2x96xf32>
    linalg.matmul ins(%collapse_shape_59, %alloc_17 : memref<2x32xf32>, memref<32x96xf32>) outs(%alloc_60 : memref<2x96xf32>)
    linalg.generic {indexing_maps = [#map3, #map4, #map3], iterator_types = ["parallel", "parallel"]} ins(%alloc_60, %4 : memref<2x96xf32>, memref<96xf32>) outs(%alloc_18 : memref<2x96xf32>) {
    ^bb0(%in: f32, %in_83: f32, %out: f32):
      %8 = arith.addf %in, %in_83 : f32
      linalg.yield %8 : f32
    }
    linalg.generic {indexing_maps = [#map1, #map, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%subview_21, %subview_56 : memref<1x2x32xf32, strided<[192, 96, 1]>>, memref<2x32xf32, strided<[96, 1], offset: 768>>) outs(%alloc_24 : memref<1x2x32xf32>) {
    ^bb0(%in: f32, %in_83: f32, %out: f32):
      %8 = arith.addf %in, %in_83 : f32
      linalg.yield %8 : f32
    }
    %alloc_61 = memref.alloc() {alignment = 64 : i64} : memref<1x2x32xf32>
    linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%alloc_24 : memref<1x2x32xf32>) outs(%alloc_61 : memref<1x2x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %8 = arith.negf %in : f32
      %9 = math.exp %8 : f32
      %10 = arith.addf %9, %cst_0 : f32
      %11 = arith.divf %cst_0, %10 : f32
      linalg.yield %11 : f32
    }
    linalg.generic {indexing_maps = [#map1, #map, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%subview_22, %subview_57 : memref<1x2x32xf32, strided<[192, 96, 1], offset: 32>>, memref<2x32xf32, strided<[96, 1], offset: 800>>) outs(%alloc_24 : memref<1x2x32xf32>) {
    ^bb0(%in: f32, %in_83: f32, %out: f32):
      %8 = arith.addf %in, %in_83 : f32
      linalg.yield %8 : f32
    }
    %alloc_62 = memref.alloc() {alignment = 64 : i64} : memref<1x2x32xf32>
    linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%alloc_24 : memref<1x2x32xf32>) outs(%alloc_62 : memref<1x2x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %8 = arith.negf %in : f32
      %9 = math.exp %8 : f32
      %10 = arith.addf %9, %cst_0 : f32
      %11 = arith.divf %cst_0, %10 : f32
      linalg.yield %11 : f32
    }
    linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%subview_23, %alloc_61 : memref<1x2x32xf32, strided<[192, 96, 1], offset: 64>>, memref<1x2x32xf32>) outs(%alloc_24 : memref<1x2x32xf32>) {
    ^bb0(%in: f32, %in_83: f32, %out: f32):
      %8 = arith.mulf %in, %in_83 : f32
      linalg.yield %8 : f32
    }
    linalg.generic {indexing_maps = [#map, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%subview_58, %alloc_24 : memref<2x32xf32, strided<[96, 1], offset: 832>>, memref<1x2x32xf32>) outs(%alloc_24 : memref<1x2x32xf32>) {
    ^bb0(%in: f32, %in_83: f32, %out: f32):
      %8 = arith.addf %in, %in_83 : f32
      linalg.yield %8 : f32
    }
    %alloc_63 = memref.alloc() {alignment = 64 : i64} : memref<1x2x32xf32>
    linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%alloc_24 : memref<1x2x32xf32>) outs(%alloc_63 : memref<1x2x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %8 = math.tanh %in : f32
      linalg.yield %8 : f32
    }
    linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%alloc_55, %alloc_63 : memref<1x2x32xf32>, memref<1x2x32xf32>) outs(%alloc_24 : memref<1x2x32xf32>) {
    ^bb0(%in: f32, %in_83: f32, %out: f32):
      %8 = arith.subf %in, %in_83 : f32
      linalg.yield %8 : f32
    }
    linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%alloc_24, %alloc_62 : memref<1x2x32xf32>, memref<1x2x32xf32>) outs(%alloc_24 : memref<1x2x32xf32>) {
    ^bb0(%in: f32, %in_83: f32, %out: f32):
      %8 = arith.mulf %in, %in_83 : f32
      linalg.yield %8 : f32
    }
    %alloc_64 = memref.alloc() {alignment = 64 : i64} : memref<1x2x32xf32>
    linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%alloc_24, %alloc_63 : memref<1x2x32xf32>, memref<1x2x32xf32>) outs(%alloc_64 : memref<1x2x32xf32>) {
    ^bb0(%in: f32, %in_83: f32, %out: f32):
      %8 = arith.addf %in, %in_83 : f32
      linalg.yield %8 : f32
    }
    %subview_65 = memref.subview %collapse_shape_13[0, 0] [2, 32] [1, 1] : memref<2x96xf32, strided<[96, 1], offset: 960>> to memref<2x32xf32, strided<[96, 1], offset: 960>>
    %subview_66 = memref.subview %collapse_shape_13[0, 32] [2, 32] [1, 1] : memref<2x96xf32, strided<[96, 1], offset: 960>> to memref<2x32xf32, strided<[96, 1], offset: 992>>
    %subview_67 = memref.subview %collapse_shape_13[0, 64] [2, 32] [1, 1] : memref<2x96xf32, strided<[96, 1], offset: 960>> to memref<2x32xf32, strided<[96, 1], offset: 1024>>
    %collapse_shape_68 = memref.collapse_shape %alloc_64 [[0, 1], [2]] : memref<1x2x32xf32> into memref<2x32xf32>
    linalg.matmul ins(%collapse_shape_68, %alloc_17 : memref<2x32xf32>, memref<32x96xf32>) outs(%alloc_19 : memref<2x96xf32>)
    linalg.generic {indexing_maps = [#map3, #map4, #map3], iterator_types = ["parallel", "parallel"]} ins(%alloc_19, %4 : memref<2x96xf32>, memref<96xf32>) outs(%alloc_18 : memref<2x96xf32>) {
    ^bb0(%in: f32, %in_83: f32, %out: f32):
      %8 = arith.addf %in, %in_83 : f32
      linalg.yield %8 : f32
    }
    linalg.generic {indexing_maps = [#map1, #map, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%subview_21, %subview_65 : memref<1x2x32xf32, strided<[192, 96, 1]>>, memref<2x32xf32, strided<[96, 1], offset: 960>>) outs(%alloc_24 : memref<1x2x32xf32>) {
    ^bb0(%in: f32, %in_83: f32, %out: f32):
      %8 = arith.addf %in, %in_83 : f32
      linalg.yield %8 : f32
    }
    %alloc_69 = memref.alloc() {alignment = 64 : i64} : memref<1x2x32xf32>
    linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%alloc_24 : memref<1x2x32xf32>) outs(%alloc_69 : memref<1x2x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %8 = arith.negf %in : f32
      %9 = math.exp %8 : f32
      %10 = arith.addf %9, %cst_0 : f32
      %11 = arith.divf %cst_0, %10 : f32
      linalg.yield %11 : f32
    }
    linalg.generic {indexing_maps = [#map1, #map, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%subview_22, %subview_66 : memref<1x2x32xf32, strided<[192, 96, 1], offset: 32>>, memref<2x32xf32, strided<[96, 1], offset: 992>>) outs(%alloc_24 : memref<1x2x32xf32>) {
    ^bb0(%in: f32, %in_83: f32, %out: f32):
      %8 = arith.addf %in, %in_83 : f32
      linalg.yield %8 : f32
    }
    %alloc_70 = memref.alloc() {alignment = 64 : i64} : memref<1x2x32xf32>
    linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%alloc_24 : memref<1x2x32xf32>) outs(%alloc_70 : memref<1x2x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %8 = arith.negf %in : f32
      %9 = math.exp %8 : f32
      %10 = arith.addf %9, %cst_0 : f32
      %11 = arith.divf %cst_0, %10 : f32
      linalg.yield %11 : f32
    }
    linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%subview_23, %alloc_69 : memref<1x2x32xf32, strided<[192, 96, 1], offset: 64>>, memref<1x2x32xf32>) outs(%alloc_24 : memref<1x2x32xf32>) {
    ^bb0(%in: f32, %in_83: f32, %out: f32):
      %8 = arith.mulf %in, %in_83 : f32
      linalg.yield %8 : f32
    }
    linalg.generic {indexing_maps = [#map, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%subview_67, %alloc_24 : memref<2x32xf32, strided<[96, 1], offset: 1024>>, memref<1x2x32xf32>) outs(%alloc_24 : memref<1x2x32xf32>) {
    ^bb0(%in: f32, %in_83: f32, %out: f32):
      %8 = arith.addf %in, %in_83 : f32
      linalg.yield %8 : f32
    }
    %alloc_71 = memref.alloc() {alignment = 64 : i64} : memref<1x2x32xf32>
    linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%alloc_24 : memref<1x2x32xf32>) outs(%alloc_71 : memref<1x2x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %8 = math.tanh %in : f32
      linalg.yield %8 : f32
    }
    linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%alloc_64, %alloc_71 : memref<1x2x32xf32>, memref<1x2x32xf32>) outs(%alloc_24 : memref<1x2x32xf32>) {
    ^bb0(%in: f32, %in_83: f32, %out: f32):
      %8 = arith.subf %in, %in_83 : f32
      linalg.yield %8 : f32
    }
    linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%alloc_24, %alloc_70 : memref<1x2x32xf32>, memref<1x2x32xf32>) outs(%alloc_24 : memref<1x2x32xf32>) {
    ^bb0(%in: f32, %in_83: f32, %out: f32):
      %8 = arith.mulf %in, %in_83 : f32
      linalg.yield %8 : f32
    }
    linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%alloc_24, %alloc_71 : memref<1x2x32xf32>, memref<1x2x32xf32>) outs(%alloc_24 : memref<1x2x32xf32>) {
    ^bb0(%in: f32, %in_83: f32, %out: f32):
      %8 = arith.addf %in, %in_83 : f32
      linalg.yield %8 : f32
    }
    %alloc_72 = memref.alloc() {alignment = 64 : i64} : memref<6x2x32xf32>
    %subview_73 = memref.subview %alloc_72[0, 0, 0] [1, 2, 32] [1, 1, 1] : memref<6x2x32xf32> to memref<1x2x32xf32, strided<[64, 32, 1]>>
    memref.copy %alloc_28, %subview_73 : memref<1x2x32xf32> to memref<1x2x32xf32, strided<[64, 32, 1]>>
    %subview_74 = memref.subview %alloc_72[1, 0, 0] [1, 2, 32] [1, 1, 1] : memref<6x2x32xf32> to memref<1x2x32xf32, strided<[64, 32, 1], offset: 64>>
    memref.copy %alloc_37, %subview_74 : memref<1x2x32xf32> to memref<1x2x32xf32, strided<[64, 32, 1], offset: 64>>
    %subview_75 = memref.subview %alloc_72[2, 0, 0] [1, 2, 32] [1, 1, 1] : memref<6x2x32xf32> to memref<1x2x32xf32, strided<[64, 32, 1], offset: 128>>
    memref.copy %alloc_46, %subview_75 : memref<1x2x32xf32> to memref<1x2x32xf32, strided<[64, 32, 1], offset: 128>>
    %subview_76 = memref.subview %alloc_72[3, 0, 0] [1, 2, 32] [1, 1, 1] : memref<6x2x32xf32> to memref<1x2x32xf32, strided<[64, 32, 1], offset: 192>>
    memref.copy %alloc_55, %subview_76 : memref<1x2x32xf32> to memref<1x2x32xf32, strided<[64, 32, 1], offset: 192>>
    %subview_77 = memref.subview %alloc_72[4, 0, 0] [1, 2, 32] [1, 1, 1] : memref<6x2x32xf32> to memref<1x2x32xf32, strided<[64, 32, 1], offset: 256>>
    memref.copy %alloc_64, %subview_77 : memref<1x2x32xf32> to memref<1x2x32xf32, strided<[64, 32, 1], offset: 256>>
    %subview_78 = memref.subview %alloc_72[5, 0, 0] [1, 2, 32] [1, 1, 1] : memref<6x2x32xf32> to memref<1x2x32xf32, strided<[64, 32, 1], offset: 320>>
    memref.copy %alloc_24, %subview_78 : memref<1x2x32xf32> to memref<1x2x32xf32, strided<[64, 32, 1], offset: 320>>
    %alloc_79 = memref.alloc() {alignment = 64 : i64} : memref<2x6x32xf32>
    linalg.transpose ins(%alloc_72 : memref<6x2x32xf32>) outs(%alloc_79 : memref<2x6x32xf32>) permutation = [1, 0, 2] 
    %alloc_80 = memref.alloc() {alignment = 64 : i64} : memref<32x4xf32>
    linalg.transpose ins(%3 : memref<4x32xf32>) outs(%alloc_80 : memref<32x4xf32>) permutation = [1, 0] 
    %alloc_81 = memref.alloc() {alignment = 64 : i64} : memref<2x32x4xf32>
    linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%alloc_80 : memref<32x4xf32>) outs(%alloc_81 : memref<2x32x4xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    }
    %alloc_82 = memref.alloc() {alignment = 64 : i64} : memref<2x6x4xf32>
    linalg.fill ins(%cst : f32) outs(%alloc_82 : memref<2x6x4xf32>)
    linalg.batch_matmul ins(%alloc_79, %alloc_81 : memref<2x6x32xf32>, memref<2x32x4xf32>) outs(%alloc_82 : memref<2x6x4xf32>)
    linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%alloc_82, %2 : memref<2x6x4xf32>, memref<4xf32>) outs(%alloc_82 : memref<2x6x4xf32>) {
    ^bb0(%in: f32, %in_83: f32, %out: f32):
      %8 = arith.addf %in, %in_83 : f32
      linalg.yield %8 : f32
    }
    memref.dealloc %alloc : memref<6x2x16xf32>
    memref.dealloc %alloc_1 : memref<16x96xf32>
    memref.dealloc %alloc_2 : memref<6x16x96xf32>
    memref.dealloc %alloc_3 : memref<6x2x96xf32>
    memref.dealloc %alloc_17 : memref<32x96xf32>
    memref.dealloc %alloc_18 : memref<2x96xf32>
    memref.dealloc %alloc_19 : memref<2x96xf32>
    memref.dealloc %alloc_20 : memref<2x96xf32>
    memref.dealloc %alloc_24 : memref<1x2x32xf32>
    memref.dealloc %alloc_25 : memref<1x2x32xf32>
    memref.dealloc %alloc_26 : memref<1x2x32xf32>
    memref.dealloc %alloc_27 : memref<1x2x32xf32>
    memref.dealloc %alloc_28 : memref<1x2x32xf32>
    memref.dealloc %alloc_33 : memref<2x96xf32>
    memref.dealloc %alloc_34 : memref<1x2x32xf32>
    memref.dealloc %alloc_35 : memref<1x2x32xf32>
    memref.dealloc %alloc_36 : memref<1x2x32xf32>
    memref.dealloc %alloc_37 : memref<1x2x32xf32>
    memref.dealloc %alloc_42 : memref<2x96xf32>
    memref.dealloc %alloc_43 : memref<1x2x32xf32>
    memref.dealloc %alloc_44 : memref<1x2x32xf32>
    memref.dealloc %alloc_45 : memref<1x2x32xf32>
    memref.dealloc %alloc_46 : memref<1x2x32xf32>
    memref.dealloc %alloc_51 : memref<2x96xf32>
    memref.dealloc %alloc_52 : memref<1x2x32xf32>
    memref.dealloc %alloc_53 : memref<1x2x32xf32>
    memref.dealloc %alloc_54 : memref<1x2x32xf32>
    memref.dealloc %alloc_55 : memref<1x2x32xf32>
    memref.dealloc %alloc_60 : memref<2x96xf32>
    memref.dealloc %alloc_61 : memref<1x2x32xf32>
    memref.dealloc %alloc_62 : memref<1x2x32xf32>
    memref.dealloc %alloc_63 : memref<1x2x32xf32>
    memref.dealloc %alloc_64 : memref<1x2x32xf32>
    memref.dealloc %alloc_69 : memref<1x2x32xf32>
    memref.dealloc %alloc_70 : memref<1x2x32xf32>
    memref.dealloc %alloc_71 : memref<1x2x32xf32>
    memref.dealloc %alloc_72 : memref<6x2x32xf32>
    memref.dealloc %alloc_79 : memref<2x6x32xf32>
    memref.dealloc %alloc_80 : memref<32x4xf32>
    memref.dealloc %alloc_81 : memref<2x32x4xf32>
    return %alloc_82 : memref<2x6x4xf32>
  }
}


#map = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>
#map1 = affine_map<(d0, d1, d2, d3) -> ()>
#map2 = affine_map<(d0, d1, d2, d3) -> (d0, d1, 0, 0)>
#map3 = affine_map<(d0, d1) -> (d0, d1)>
#map4 = affine_map<(d0, d1) -> (d1)>
module {
  memref.global "private" constant @__constant_16xf32_1 : memref<16xf32> = dense<0.163347423> {alignment = 64 : i64}
  memref.global "private" constant @__constant_16x3x3x3xf32 : memref<16x3x3x3xf32> = dense<-0.00144083926> {alignment = 64 : i64}
  memref.global "private" constant @__constant_16x1x3x3xf32 : memref<16x1x3x3xf32> = dense<0.0152009726> {alignment = 64 : i64}
  memref.global "private" constant @__constant_16xf32 : memref<16xf32> = dense<-0.301207721> {alignment = 64 : i64}
  memref.global "private" constant @__constant_32x16x1x1xf32 : memref<32x16x1x1xf32> = dense<-0.12313053> {alignment = 64 : i64}
  memref.global "private" constant @__constant_32xf32 : memref<32xf32> = dense<-0.040250212> {alignment = 64 : i64}
  memref.global "private" constant @__constant_10x32xf32 : memref<10x32xf32> = dense<-0.148592606> {alignment = 64 : i64}
  memref.global "private" constant @__constant_10xf32 : memref<10xf32> = dense<0.176461771> {alignment = 64 : i64}
  memref.global "private" constant @__constant_xf32_0 : memref<f32> = dense<0.000000e+00> {alignment = 64 : i64}
  memref.global "private" constant @__constant_xf32 : memref<f32> = dense<6.000000e+00> {alignment = 64 : i64}
  func.func @main_graph(%arg0: memref<2x3x32x32xf32>) -> memref<2x10xf32> {
    %cst = arith.constant 0.000000e+00 : f32
    %0 = memref.get_global @__constant_xf32 : memref<f32>
    %1 = memref.get_global @__constant_xf32_0 : memref<f32>
    %2 = memref.get_global @__constant_10xf32 : memref<10xf32>
    %3 = memref.get_global @__constant_10x32xf32 : memref<10x32xf32>
    %4 = memref.get_global @__constant_32xf32 : memref<32xf32>
    %5 = memref.get_global @__constant_32x16x1x1xf32 : memref<32x16x1x1xf32>
    %6 = memref.get_global @__constant_16xf32 : memref<16xf32>
    %7 = memref.get_global @__constant_16x1x3x3xf32 : memref<16x1x3x3xf32>
    %8 = memref.get_global @__constant_16x3x3x3xf32 : memref<16x3x3x3xf32>
    %9 = memref.get_global @__constant_16xf32_1 : memref<16xf32>
    %cst_0 = arith.constant 2.560000e+02 : f32
    %alloc = memref.alloc() {alignment = 64 : i64} : memref<2x3x34x34xf32>
    linalg.map outs(%alloc : memref<2x3x34x34xf32>)
      (%init: f32) {
        %10 = linalg.index 0 : index
        %11 = linalg.index 1 : index
        %12 = linalg.index 2 : index
        %13 = linalg.index 3 : index
        linalg.yield %cst : f32
      }
    %subview = memref.subview %alloc[0, 0, 1, 1] [2, 3, 32, 32] [1, 1, 1, 1] : memref<2x3x34x34xf32> to memref<2x3x32x32xf32, strided<[3468, 1156, 34, 1], offset: 35>>
    memref.copy %arg0, %subview : memref<2x3x32x32xf32> to memref<2x3x32x32xf32, strided<[3468, 1156, 34, 1], offset: 35>>
    %alloc_1 = memref.alloc() {alignment = 64 : i64} : memref<2x16x16x16xf32>
    linalg.broadcast ins(%9 : memref<16xf32>) outs(%alloc_1 : memref<2x16x16x16xf32>) dimensions = [0, 2, 3] 
    linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<2> : vector<2xi64>} ins(%alloc, %8 : memref<2x3x34x34xf32>, memref<16x3x3x3xf32>) outs(%alloc_1 : memref<2x16x16x16xf32>)
    linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%alloc_1, %1 : memref<2x16x16x16xf32>, memref<f32>) outs(%alloc_1 : memref<2x16x16x16xf32>) {
    ^bb0(%in: f32, %in_9: f32, %out: f32):
      %10 = arith.cmpf ogt, %in, %in_9 : f32
      %11 = arith.select %10, %in, %in_9 : f32
      linalg.yield %11 : f32
    }
    linalg.generic {indexing_maps = [#map1, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%0, %alloc_1 : memref<f32>, memref<2x16x16x16xf32>) outs(%alloc_1 : memref<2x16x16x16xf32>) {
    ^bb0(%in: f32, %in_9: f32, %out: f32):
      %10 = arith.cmpf olt, %in, %in_9 : f32
      %11 = arith.select %10, %in, %in_9 : f32
      linalg.yield %11 : f32
    }
    %alloc_2 = memref.alloc() {alignment = 64 : i64} : memref<2x16x18x18xf32>
    linalg.map outs(%alloc_2 : memref<2x16x18x18xf32>)
      (%init: f32) {
        %10 = linalg.index 0 : index
        %11 = linalg.index 1 : index
        %12 = linalg.index 2 : index
        %13 = linalg.index 3 : index
        linalg.yield %cst : f32
      }
    %subview_3 = memref.subview %alloc_2[0, 0, 1, 1] [2, 16, 16, 16] [1, 1, 1, 1] : memref<2x16x18x18xf32> to memref<2x16x16x16xf32, strided<[5184, 324, 18, 1], offset: 19>>
    memref.copy %alloc_1, %subview_3 : memref<2x16x16x16xf32> to memref<2x16x16x16xf32, strided<[5184, 324, 18, 1], offset: 19>>
    linalg.broadcast ins(%6 : memref<16xf32>) outs(%alloc_1 : memref<2x16x16x16xf32>) dimensions = [0, 2, 3] 
    %collapse_shape = memref.collapse_shape %7 [[0, 1], [2], [3]] : memref<16x1x3x3xf32> into memref<16x3x3xf32>
    linalg.depthwise_conv_2d_nchw_chw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%alloc_2, %collapse_shape : memref<2x16x18x18xf32>, memref<16x3x3xf32>) outs(%alloc_1 : memref<2x16x16x16xf32>)
    linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%alloc_1, %1 : memref<2x16x16x16xf32>, memref<f32>) outs(%alloc_1 : memref<2x16x16x16xf32>) {
    ^bb0(%in: f32, %in_9: f32, %out: f32):
      %10 = arith.cmpf ogt, %in, %in_9 : f32
      %11 = arith.select %10, %in, %in_9 : f32
      linalg.yield %11 : f32
    }
    linalg.generic {indexing_maps = [#map1, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%0, %alloc_1 : memref<f32>, memref<2x16x16x16xf32>) outs(%alloc_1 : memref<2x16x16x16xf32>) {
    ^bb0(%in: f32, %in_9: f32, %out: f32):
      %10 = arith.cmpf olt, %in, %in_9 : f32
      %11 = arith.select %10, %in, %in_9 : f32
      linalg.yield %11 : f32
    }
    %alloc_4 = memref.alloc() {alignment = 64 : i64} : memref<2x32x16x16xf32>
    linalg.broadcast ins(%4 : memref<32xf32>) outs(%alloc_4 : memref<2x32x16x16xf32>) dimensions = [0, 2, 3] 
    linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%alloc_1, %5 : memref<2x16x16x16xf32>, memref<32x16x1x1xf32>) outs(%alloc_4 : memref<2x32x16x16xf32>)
    linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%alloc_4, %1 : memref<2x32x16x16xf32>, memref<f32>) outs(%alloc_4 : memref<2x32x16x16xf32>) {
    ^bb0(%in: f32, %in_9: f32, %out: f32):
      %10 = arith.cmpf ogt, %in, %in_9 : f32
      %11 = arith.select %10, %in, %in_9 : f32
      linalg.yield %11 : f32
    }
    linalg.generic {indexing_maps = [#map1, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%0, %alloc_4 : memref<f32>, memref<2x32x16x16xf32>) outs(%alloc_4 : memref<2x32x16x16xf32>) {
    ^bb0(%in: f32, %in_9: f32, %out: f32):
      %10 = arith.cmpf olt, %in, %in_9 : f32
      %11 = arith.select %10, %in, %in_9 : f32
      linalg.yield %11 : f32
    }
    %alloc_5 = memref.alloc() {alignment = 64 : i64} : memref<2x32x1x1xf32>
    linalg.fill ins(%cst : f32) outs(%alloc_5 : memref<2x32x1x1xf32>)
    linalg.generic {indexing_maps = [#map, #map2], iterator_types = ["parallel", "parallel", "reduction", "reduction"]} ins(%alloc_4 : memref<2x32x16x16xf32>) outs(%alloc_5 : memref<2x32x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %10 = arith.addf %in, %out : f32
      linalg.yield %10 : f32
    }
    linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%alloc_5 : memref<2x32x1x1xf32>) outs(%alloc_5 : memref<2x32x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %10 = arith.divf %in, %cst_0 : f32
      linalg.yield %10 : f32
    }
    %collapse_shape_6 = memref.collapse_shape %alloc_5 [[0], [1, 2, 3]] : memref<2x32x1x1xf32> into memref<2x32xf32>
    %alloc_7 = memref.alloc() {alignment = 64 : i64} : memref<32x10xf32>
    linalg.transpose ins(%3 : memref<10x32xf32>) outs(%alloc_7 : memref<32x10xf32>) permutation = [1, 0] 
    %alloc_8 = memref.alloc() {alignment = 64 : i64} : memref<2x10xf32>
    linalg.fill ins(%cst : f32) outs(%alloc_8 : memref<2x10xf32>)
    linalg.matmul ins(%collapse_shape_6, %alloc_7 : memref<2x32xf32>, memref<32x10xf32>) outs(%alloc_8 : memref<2x10xf32>)
    linalg.generic {indexing_maps = [#map3, #map4, #map3], iterator_types = ["parallel", "parallel"]} ins(%alloc_8, %2 : memref<2x10xf32>, memref<10xf32>) outs(%alloc_8 : memref<2x10xf32>) {
    ^bb0(%in: f32, %in_9: f32, %out: f32):
      %10 = arith.addf %in, %in_9 : f32
      linalg.yield %10 : f32
    }
    return %alloc_8 : memref<2x10xf32>
  }
}


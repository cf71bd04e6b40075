#map = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>
#map1 = affine_map<(d0, d1, d2, d3) -> ()>
#map2 = affine_map<(d0, d1, d2, d3) -> (d0, d1, 0, 0)>
#map3 = affine_map<(d0, d1) -> (d0, d1)>
#map4 = affine_map<(d0, d1) -> (d1)>
module {
  func.func @main_graph(%arg0: tensor<2x3x32x32xf32>) -> tensor<2x10xf32> {
    %cst = arith.constant 0.000000e+00 : f32
    %cst_0 = arith.constant dense<6.000000e+00> : tensor<f32>
    %cst_1 = arith.constant dense<0.000000e+00> : tensor<f32>
    %cst_2 = arith.constant dense<0.176461771> : tensor<10xf32>
    %cst_3 = arith.constant dense<-0.148592606> : tensor<10x32xf32>
    %cst_4 = arith.constant dense<-0.040250212> : tensor<32xf32>
    %cst_5 = arith.constant dense<-0.12313053> : tensor<32x16x1x1xf32>
    %cst_6 = arith.constant dense<-0.301207721> : tensor<16xf32>
    %cst_7 = arith.constant dense<0.0152009726> : tensor<16x1x3x3xf32>
    %cst_8 = arith.constant dense<-0.00144083926> : tensor<16x3x3x3xf32>
    %cst_9 = arith.constant dense<0.163347423> : tensor<16xf32>
    %cst_10 = arith.constant 2.560000e+02 : f32
    %padded = tensor.pad %arg0 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg1: index, %arg2: index, %arg3: index, %arg4: index):
      tensor.yield %cst : f32
    } : tensor<2x3x32x32xf32> to tensor<2x3x34x34xf32>
    %0 = tensor.empty() : tensor<2x16x16x16xf32>
    %broadcasted = linalg.broadcast ins(%cst_9 : tensor<16xf32>) outs(%0 : tensor<2x16x16x16xf32>) dimensions = [0, 2, 3] 
    %1 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<2> : vector<2xi64>} ins(%padded, %cst_8 : tensor<2x3x34x34xf32>, tensor<16x3x3x3xf32>) outs(%broadcasted : tensor<2x16x16x16xf32>) -> tensor<2x16x16x16xf32>
    %2 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1, %cst_1 : tensor<2x16x16x16xf32>, tensor<f32>) outs(%0 : tensor<2x16x16x16xf32>) {
    ^bb0(%in: f32, %in_15: f32, %out: f32):
      %20 = arith.cmpf ogt, %in, %in_15 : f32
      %21 = arith.select %20, %in, %in_15 : f32
      linalg.yield %21 : f32
    } -> tensor<2x16x16x16xf32>
    %3 = linalg.generic {indexing_maps = [#map1, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%cst_0, %2 : tensor<f32>, tensor<2x16x16x16xf32>) outs(%0 : tensor<2x16x16x16xf32>) {
    ^bb0(%in: f32, %in_15: f32, %out: f32):
      %20 = arith.cmpf olt, %in, %in_15 : f32
      %21 = arith.select %20, %in, %in_15 : f32
      linalg.yield %21 : f32
    } -> tensor<2x16x16x16xf32>
    %padded_11 = tensor.pad %3 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg1: index, %arg2: index, %arg3: index, %arg4: index):
      tensor.yield %cst : f32
    } : tensor<2x16x16x16xf32> to tensor<2x16x18x18xf32>
    %broadcasted_12 = linalg.broadcast ins(%cst_6 : tensor<16xf32>) outs(%0 : tensor<2x16x16x16xf32>) dimensions = [0, 2, 3] 
    %collapsed = tensor.collapse_shape %cst_7 [[0, 1], [2], [3]] : tensor<16x1x3x3xf32> into tensor<16x3x3xf32>
    %4 = linalg.depthwise_conv_2d_nchw_chw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded_11, %collapsed : tensor<2x16x18x18xf32>, tensor<16x3x3xf32>) outs(%broadcasted_12 : tensor<2x16x16x16xf32>) -> tensor<2x16x16x16xf32>
    %5 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%4, %cst_1 : tensor<2x16x16x16xf32>, tensor<f32>) outs(%0 : tensor<2x16x16x16xf32>) {
    ^bb0(%in: f32, %in_15: f32, %out: f32):
      %20 = arith.cmpf ogt, %in, %in_15 : f32
      %21 = arith.select %20, %in, %in_15 : f32
      linalg.yield %21 : f32
    } -> tensor<2x16x16x16xf32>
    %6 = linalg.generic {indexing_maps = [#map1, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%cst_0, %5 : tensor<f32>, tensor<2x16x16x16xf32>) outs(%0 : tensor<2x16x16x16xf32>) {
    ^bb0(%in: f32, %in_15: f32, %out: f32):
      %20 = arith.cmpf olt, %in, %in_15 : f32
      %21 = arith.select %20, %in, %in_15 : f32
      linalg.yield %21 : f32
    } -> tensor<2x16x16x16xf32>
    %7 = tensor.empty() : tensor<2x32x16x16xf32>
    %broadcasted_13 = linalg.broadcast ins(%cst_4 : tensor<32xf32>) outs(%7 : tensor<2x32x16x16xf32>) dimensions = [0, 2, 3] 
    %8 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%6, %cst_5 : tensor<2x16x16x16xf32>, tensor<32x16x1x1xf32>) outs(%broadcasted_13 : tensor<2x32x16x16xf32>) -> tensor<2x32x16x16xf32>
    %9 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%8, %cst_1 : tensor<2x32x16x16xf32>, tensor<f32>) outs(%7 : tensor<2x32x16x16xf32>) {
    ^bb0(%in: f32, %in_15: f32, %out: f32):
      %20 = arith.cmpf ogt, %in, %in_15 : f32
      %21 = arith.select %20, %in, %in_15 : f32
      linalg.yield %21 : f32
    } -> tensor<2x32x16x16xf32>
    %10 = linalg.generic {indexing_maps = [#map1, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%cst_0, %9 : tensor<f32>, tensor<2x32x16x16xf32>) outs(%7 : tensor<2x32x16x16xf32>) {
    ^bb0(%in: f32, %in_15: f32, %out: f32):
      %20 = arith.cmpf olt, %in, %in_15 : f32
      %21 = arith.select %20, %in, %in_15 : f32
      linalg.yield %21 : f32
    } -> tensor<2x32x16x16xf32>
    %11 = tensor.empty() : tensor<2x32x1x1xf32>
    %12 = linalg.fill ins(%cst : f32) outs(%11 : tensor<2x32x1x1xf32>) -> tensor<2x32x1x1xf32>
    %13 = linalg.generic {indexing_maps = [#map, #map2], iterator_types = ["parallel", "parallel", "reduction", "reduction"]} ins(%10 : tensor<2x32x16x16xf32>) outs(%12 : tensor<2x32x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %20 = arith.addf %in, %out : f32
      linalg.yield %20 : f32
    } -> tensor<2x32x1x1xf32>
    %14 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%13 : tensor<2x32x1x1xf32>) outs(%11 : tensor<2x32x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %20 = arith.divf %in, %cst_10 : f32
      linalg.yield %20 : f32
    } -> tensor<2x32x1x1xf32>
    %collapsed_14 = tensor.collapse_shape %14 [[0], [1, 2, 3]] : tensor<2x32x1x1xf32> into tensor<2x32xf32>
    %15 = tensor.empty() : tensor<32x10xf32>
    %transposed = linalg.transpose ins(%cst_3 : tensor<10x32xf32>) outs(%15 : tensor<32x10xf32>) permutation = [1, 0] 
    %16 = tensor.empty() : tensor<2x10xf32>
    %17 = linalg.fill ins(%cst : f32) outs(%16 : tensor<2x10xf32>) -> tensor<2x10xf32>
    %18 = linalg.matmul ins(%collapsed_14, %transposed : tensor<2x32xf32>, tensor<32x10xf32>) outs(%17 : tensor<2x10xf32>) -> tensor<2x10xf32>
    %19 = linalg.generic {indexing_maps = [#map3, #map4, #map3], iterator_types = ["parallel", "parallel"]} ins(%18, %cst_2 : tensor<2x10xf32>, tensor<10xf32>) outs(%16 : tensor<2x10xf32>) {
    ^bb0(%in: f32, %in_15: f32, %out: f32):
      %20 = arith.addf %in, %in_15 : f32
      linalg.yield %20 : f32
    } -> tensor<2x10xf32>
    return %19 : tensor<2x10xf32>
  }
}


#map = affine_map<(d0, d1, d2) -> (d1, d2)>
#map1 = affine_map<(d0, d1, d2) -> (d0, d1, d2)>
#map2 = affine_map<(d0, d1, d2) -> (d2)>
#map3 = affine_map<(d0, d1) -> (d0, d1)>
#map4 = affine_map<(d0, d1) -> (d1)>
module {
  func.func @main_graph(%arg0: tensor<2x6x16xf32>) -> tensor<2x6x4xf32> {
    %cst = arith.constant 0.000000e+00 : f32
    %cst_0 = arith.constant 1.000000e+00 : f32
    %cst_1 = arith.constant dense<0.000000e+00> : tensor<2x32xf32>
    %cst_2 = arith.constant dense<0.000000e+00> : tensor<1x2x32xf32>
    %cst_3 = arith.constant dense<0.0602114275> : tensor<4xf32>
    %cst_4 = arith.constant dense<0.173560888> : tensor<4x32xf32>
    %cst_5 = arith.constant dense<-0.119464502> : tensor<96xf32>
    %cst_6 = arith.constant dense<-0.0587793849> : tensor<96x32xf32>
    %cst_7 = arith.constant dense<0.158353209> : tensor<96xf32>
    %cst_8 = arith.constant dense<-0.00132349529> : tensor<96x16xf32>
    %0 = tensor.empty() : tensor<6x2x16xf32>
    %transposed = linalg.transpose ins(%arg0 : tensor<2x6x16xf32>) outs(%0 : tensor<6x2x16xf32>) permutation = [1, 0, 2] 
    %1 = tensor.empty() : tensor<16x96xf32>
    %transposed_9 = linalg.transpose ins(%cst_8 : tensor<96x16xf32>) outs(%1 : tensor<16x96xf32>) permutation = [1, 0] 
    %2 = tensor.empty() : tensor<6x16x96xf32>
    %3 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%transposed_9 : tensor<16x96xf32>) outs(%2 : tensor<6x16x96xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<6x16x96xf32>
    %4 = tensor.empty() : tensor<6x2x96xf32>
    %5 = linalg.fill ins(%cst : f32) outs(%4 : tensor<6x2x96xf32>) -> tensor<6x2x96xf32>
    %6 = linalg.batch_matmul ins(%transposed, %3 : tensor<6x2x16xf32>, tensor<6x16x96xf32>) outs(%5 : tensor<6x2x96xf32>) -> tensor<6x2x96xf32>
    %7 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%6, %cst_7 : tensor<6x2x96xf32>, tensor<96xf32>) outs(%4 : tensor<6x2x96xf32>) {
    ^bb0(%in: f32, %in_69: f32, %out: f32):
      %92 = arith.addf %in, %in_69 : f32
      linalg.yield %92 : f32
    } -> tensor<6x2x96xf32>
    %extracted_slice = tensor.extract_slice %7[0, 0, 0] [1, 2, 96] [1, 1, 1] : tensor<6x2x96xf32> to tensor<1x2x96xf32>
    %extracted_slice_10 = tensor.extract_slice %7[1, 0, 0] [1, 2, 96] [1, 1, 1] : tensor<6x2x96xf32> to tensor<1x2x96xf32>
    %extracted_slice_11 = tensor.extract_slice %7[2, 0, 0] [1, 2, 96] [1, 1, 1] : tensor<6x2x96xf32> to tensor<1x2x96xf32>
    %extracted_slice_12 = tensor.extract_slice %7[3, 0, 0] [1, 2, 96] [1, 1, 1] : tensor<6x2x96xf32> to tensor<1x2x96xf32>
    %extracted_slice_13 = tensor.extract_slice %7[4, 0, 0] [1, 2, 96] [1, 1, 1] : tensor<6x2x96xf32> to tensor<1x2x96xf32>
    %extracted_slice_14 = tensor.extract_slice %7[5, 0, 0] [1, 2, 96] [1, 1, 1] : tensor<6x2x96xf32> to tensor<1x2x96xf32>
    %collapsed = tensor.collapse_shape %extracted_slice [[0, 1], [2]] : tensor<1x2x96xf32> into tensor<2x96xf32>
    %collapsed_15 = tensor.collapse_shape %extracted_slice_10 [[0, 1], [2]] : tensor<1x2x96xf32> into tensor<2x96xf32>
    %collapsed_16 = tensor.collapse_shape %extracted_slice_11 [[0, 1], [2]] : tensor<1x2x96xf32> into tensor<2x96xf32>
    %collapsed_17 = tensor.collapse_shape %extracted_slice_12 [[0, 1], [2]] : tensor<1x2x96xf32> into tensor<2x96xf32>
    %collapsed_18 = tensor.collapse_shape %extracted_slice_13 [[0, 1], [2]] : tensor<1x2x96xf32> into tensor<2x96xf32>
    %collapsed_19 = tensor.collapse_shape %extracted_slice_14 [[0, 1], [2]] : tensor<1x2x96xf32> into tensor<2x96xf32>
    %extracted_slice_20 = tensor.extract_slice %collapsed[0, 0] [2, 32] [1, 1] : tensor<2x96xf32> to tensor<2x32xf32>
    %extracted_slice_21 = tensor.extract_slice %collapsed[0, 32] [2, 32] [1, 1] : tensor<2x96xf32> to tensor<2x32xf32>
    %extracted_slice_22 = tensor.extract_slice %collapsed[0, 64] [2, 32] [1, 1] : tensor<2x96xf32> to tensor<2x32xf32>
    %8 = tensor.empty() : tensor<32x96xf32>
    %transposed_23 = linalg.transpose ins(%cst_6 : tensor<96x32xf32>) outs(%8 : tensor<32x96xf32>) permutation = [1, 0] 
    %9 = tensor.empty() : tensor<2x96xf32>
    %10 = linalg.fill ins(%cst : f32) outs(%9 : tensor<2x96xf32>) -> tensor<2x96xf32>
    %11 = linalg.matmul ins(%cst_1, %transposed_23 : tensor<2x32xf32>, tensor<32x96xf32>) outs(%10 : tensor<2x96xf32>) -> tensor<2x96xf32>
    %12 = linalg.generic {indexing_maps = [#map3, #map4, #map3], iterator_types = ["parallel", "parallel"]} ins(%11, %cst_5 : tensor<2x96xf32>, tensor<96xf32>) outs(%9 : tensor<2x96xf32>) {
    ^bb0(%in: f32, %in_69: f32, %out: f32):
      %92 = arith.addf %in, %in_69 : f32
      linalg.yield %92 : f32
    } -> tensor<2x96xf32>
    %expanded = tensor.expand_shape %12 [[0, 1], [2]] output_shape [1, 2, 96] : tensor<2x96xf32> into tensor<1x2x96xf32>
    %extracted_slice_24 = tensor.extract_slice %expanded[0, 0, 0] [1, 2, 32] [1, 1, 1] : tensor<1x2x96xf32> to tensor<1x2x32xf32>
    %extracted_slice_25 = tensor.extract_slice %expanded[0, 0, 32] [1, 2, 32] [1, 1, 1] : tensor<1x2x96xf32> to tensor<1x2x32xf32>
    %extracted_slice_26 = tensor.extract_slice %expanded[0, 0, 64] [1, 2, 32] [1, 1, 1] : tensor<1x2x96xf32> to tensor<1x2x32xf32>
    %13 = tensor.empty() : tensor<1x2x32xf32>
    %14 = linalg.generic {indexing_maps = [#map1, #map, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%extracted_slice_24, %extracted_slice_20 : tensor<1x2x32xf32>, tensor<2x32xf32>) outs(%13 : tensor<1x2x32xf32>) {
    ^bb0(%in: f32, %in_69: f32, %out: f32):
      %92 = arith.addf %in, %in_69 : f32
      linalg.yield %92 : f32
    } -> tensor<1x2x32xf32>
    %15 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%14 : tensor<1x2x32xf32>) outs(%13 : tensor<1x2x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %92 = arith.negf %in : f32
      %93 = math.exp %92 : f32
      %94 = arith.addf %93, %cst_0 : f32
      %95 = arith.divf %cst_0, %94 : f32
      linalg.yield %95 : f32
    } -> tensor<1x2x32xf32>
    %16 = linalg.generic {indexing_maps = [#map1, #map, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%extracted_slice_25, %extracted_slice_21 : tensor<1x2x32xf32>, tensor<2x32xf32>) outs(%13 : tensor<1x2x32xf32>) {
    ^bb0(%in: f32, %in_69: f32, %out: f32):
      %92 = arith.addf %in, %in_69 : f32
      linalg.yield %92 : f32
    } -> tensor<1x2x32xf32>
    %17 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%16 : tensor<1x2x32xf32>) outs(%13 : tensor<1x2x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %92 = arith.negf %in : f32
      %93 = math.exp %92 : f32
      %94 = arith.addf %93, %cst_0 : f32
      %95 = arith.divf %cst_0, %94 : f32
      linalg.yield %95 : f32
    } -> tensor<1x2x32xf32>
    %18 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%extracted_slice_26, %15 : tensor<1x2x32xf32>, tensor<1x2x32xf32>) outs(%13 : tensor<1x2x32xf32>) {
    ^bb0(%in: f32, %in_69: f32, %out: f32):
      %92 = arith.mulf %in, %in_69 : f32
      linalg.yield %92 : f32
    } -> tensor<1x2x32xf32>
    %19 = linalg.generic {indexing_maps = [#map, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%extracted_slice_22, %18 : tensor<2x32xf32>, tensor<1x2x32xf32>) outs(%13 : tensor<1x2x32xf32>) {
    ^bb0(%in: f32, %in_69: f32, %out: f32):
      %92 = arith.addf %in, %in_69 : f32
      linalg.yield %92 : f32
    } -> tensor<1x2x32xf32>
    %20 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%19 : tensor<1x2x32xf32>) outs(%13 : tensor<1x2x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %92 = math.tanh %in : f32
      linalg.yield %92 : f32
    } -> tensor<1x2x32xf32>
    %21 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%cst_2, %20 : tensor<1x2x32xf32>, tensor<1x2x32xf32>) outs(%13 : tensor<1x2x32xf32>) {
    ^bb0(%in: f32, %in_69: f32, %out: f32):
      %92 = arith.subf %in, %in_69 : f32
      linalg.yield %92 : f32
    } -> tensor<1x2x32xf32>
    %22 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%21, %17 : tensor<1x2x32xf32>, tensor<1x2x32xf32>) outs(%13 : tensor<1x2x32xf32>) {
    ^bb0(%in: f32, %in_69: f32, %out: f32):
      %92 = arith.mulf %in, %in_69 : f32
      linalg.yield %92 : f32
    } -> tensor<1x2x32xf32>
    %23 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%22, %20 : tensor<1x2x32xf32>, tensor<1x2x32xf32>) outs(%13 : tensor<1x2x32xf32>) {
    ^bb0(%in: f32, %in_69: f32, %out: f32):
      %92 = arith.addf %in, %in_69 : f32
      linalg.yield %92 : f32
    } -> tensor<1x2x32xf32>
    %extracted_slice_27 = tensor.extract_slice %collapsed_15[0, 0] [2, 32] [1, 1] : tensor<2x96xf32> to tensor<2x32xf32>
    %extracted_slice_28 = tensor.extract_slice %collapsed_15[0, 32] [2, 32] [1, 1] : tensor<2x96xf32> to tensor<2x32xf32>
    %extracted_slice_29 = tensor.extract_slice %collapsed_15[0, 64] [2, 32] [1, 1] : tensor<2x96xf32> to tensor<2x32xf32>
    %collapsed_30 = tensor.collapse_shape %23 [[0, 1], [2]] : tensor<1x2x32xf32> into tensor<2x32xf32>
    %24 = linalg.matmul ins(%collapsed_30, %transposed_23 : tensor<2x32xf32>, tensor<32x96xf32>) outs(%10 : tensor<2x96xf32>) -> tensor<2x96xf32>
    %25 = linalg.generic {indexing_maps = [#map3, #map4, #map3], iterator_types = ["parallel", "parallel"]} ins(%24, %cst_5 : tensor<2x96xf32>, tensor<96xf32>) outs(%9 : tensor<2x96xf32>) {
    ^bb0(%in: f32, %in_69: f32, %out: f32):
      %92 = arith.addf %in, %in_69 : f32
      linalg.yield %92 : f32
    } -> tensor<2x96xf32>
    %expanded_31 = tensor.expand_shape %25 [[0, 1], [2]] output_shape [1, 2, 96] : tensor<2x96xf32> into tensor<1x2x96xf32>
    %extracted_slice_32 = tensor.extract_slice %expanded_31[0, 0, 0] [1, 2, 32] [1, 1, 1] : tensor<1x2x96xf32> to tensor<1x2x32xf32>
    %extracted_slice_33 = tensor.extract_slice %expanded_31[0, 0, 32] [1, 2, 32] [1, 1, 1] : tensor<1x2x96xf32> to tensor<1x2x32xf32>
    %extracted_slice_34 = tensor.extract_slice %expanded_31[0, 0, 64] [1, 2, 32] [1, 1, 1] : tensor<1x2x96xf32> to tensor<1x2x32xf32>
    %26 = linalg.generic {indexing_maps = [#map1, #map, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%extracted_slice_32, %extracted_slice_27 : tensor<1x2x32xf32>, tensor<2x32xf32>) outs(%13 : tensor<1x2x32xf32>) {
    ^bb0(%in: f32, %in_69: f32, %out: f32):
      %92 = arith.addf %in, %in_69 : f32
      linalg.yield %92 : f32
    } -> tensor<1x2x32xf32>
    %27 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%26 : tensor<1x2x32xf32>) outs(%13 : tensor<1x2x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %92 = arith.negf %in : f32
      %93 = math.exp %92 : f32
      %94 = arith.addf %93, %cst_0 : f32
      %95 = arith.divf %cst_0, %94 : f32
      linalg.yield %95 : f32
    } -> tensor<1x2x32xf32>
    %28 = linalg.generic {indexing_maps = [#map1, #map, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%extracted_slice_33, %extracted_slice_28 : tensor<1x2x32xf32>, tensor<2x32xf32>) outs(%13 : tensor<1x2x32xf32>) {
    ^bb0(%in: f32, %in_69: f32, %out: f32):
      %92 = arith.addf %in, %in_69 : f32
      linalg.yield %92 : f32
    } -> tensor<1x2x32xf32>
    %29 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%28 : tensor<1x2x32xf32>) outs(%13 : tensor<1x2x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %92 = arith.negf %in : f32
      %93 = math.exp %92 : f32
      %94 = arith.addf %93, %cst_0 : f32
      %95 = arith.divf %cst_0, %94 : f32
      linalg.yield %95 : f32
    } -> tensor<1x2x32xf32>
    %30 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%extracted_slice_34, %27 : tensor<1x2x32xf32>, tensor<1x2x32xf32>) outs(%13 : tensor<1x2x32xf32>) {
    ^bb0(%in: f32, %in_69: f32, %out: f32):
      %92 = arith.mulf %in, %in_69 : f32
      linalg.yield %92 : f32
    } -> tensor<1x2x32xf32>
    %31 = linalg.generic {indexing_maps = [#map, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%extracted_slice_29, %30 : tensor<2x32xf32>, tensor<1x2x32xf32>) outs(%13 : tensor<1x2x32xf32>) {
    ^bb0(%in: f32, %in_69: f32, %out: f32):
      %92 = arith.addf %in, %in_69 : f32
      linalg.yield %92 : f32
    } -> tensor<1x2x32xf32>
    %32 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%31 : tensor<1x2x32xf32>) outs(%13 : tensor<1x2x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %92 = math.tanh %in : f32
      linalg.yield %92 : f32
    } -> tensor<1x2x32xf32>
    %33 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%23, %32 : tensor<1x2x32xf32>, tensor<1x2x32xf32>) outs(%13 : tensor<1x2x32xf32>) {
    ^bb0(%in: f32, %in_69: f32, %out: f32):
      %92 = arith.subf %in, %in_69 : f32
      linalg.yield %92 : f32
    } -> tensor<1x2x32xf32>
    %34 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%33, %29 : tensor<1x2x32xf32>, tensor<1x2x32xf32>) outs(%13 : tensor<1x2x32xf32>) {
    ^bb0(%in: f32, %in_69: f32, %out: f32):
      %92 = arith.mulf %in, %in_69 : f32
      linalg.yield %92 : f32
    } -> tensor<1x2x32xf32>
    %35 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%34, %32 : tensor<1x2x32xf32>, tensor<1x2x32xf32>) outs(%13 : tensor<1x2x32xf32>) {
    ^bb0(%in: f32, %in_69: f32, %out: f32):
      %92 = arith.addf %in, %in_69 : f32
      linalg.yield %92 : f32
    } -> tensor<1x2x32xf32>
    %extracted_slice_35 = tensor.extract_slice %collapsed_16[0, 0] [2, 32] [1, 1] : tensor<2x96xf32> to tensor<2x32xf32>
    %extracted_slice_36 = tensor.extract_slice %collapsed_16[0, 32] [2, 32] [1, 1] : tensor<2x96xf32> to tensor<2x32xf32>
    %extracted_slice_37 = tensor.extract_slice %collapsed_16[0, 64] [2, 32] [1, 1] : tensor<2x96xf32> to tensor<2x32xf32>
    %collapsed_38 = tensor.collapse_shape %35 [[0, 1], [2]] : tensor<1x2x32xf32> into tensor<2x32xf32>
    %36 = linalg.matmul ins(%collapsed_38, %transposed_23 : tensor<2x32xf32>, tensor<32x96xf32>) outs(%10 : tensor<2x96xf32>) -> tensor<2x96xf32>
    %37 = linalg.generic {indexing_maps = [#map3, #map4, #map3], iterator_types = ["parallel", "parallel"]} ins(%36, %cst_5 : tensor<2x96xf32>, tensor<96xf32>) outs(%9 : tensor<2x96xf32>) {
    ^bb0(%in: f32, %in_69: f32, %out: f32):
      %92 = arith.addf %in, %in_69 : f32
      linalg.yield %92 : f32
    } -> tensor<2x96xf32>
    %expanded_39 = tensor.expand_shape %37 [[0, 1], [2]] output_shape [1, 2, 96] : tensor<2x96xf32> into tensor<1x2x96xf32>
    %extracted_slice_40 = tensor.extract_slice %expanded_39[0, 0, 0] [1, 2, 32] [1, 1, 1] : tensor<1x2x96xf32> to tensor<1x2x32xf32>
    %extracted_slice_41 = tensor.extract_slice %expanded_39[0, 0, 32] [1, 2, 32] [1, 1, 1] : tensor<1x2x96xf32> to tensor<1x2x32xf32>
    %extracted_slice_42 = tensor.extract_slice %expanded_39[0, 0, 64] [1, 2, 32] [1, 1, 1] : tensor<1x2x96xf32> to tensor<1x2x32xf32>
    %38 = linalg.generic {indexing_maps = [#map1, #map, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%extracted_slice_40, %extracted_slice_35 : tensor<1x2x32xf32>, tensor<2x32xf32>) outs(%13 : tensor<1x2x32xf32>) {
    ^bb0(%in: f32, %in_69: f32, %out: f32):
      %92 = arith.addf %in, %in_69 : f32
      linalg.yield %92 : f32
    } -> tensor<1x2x32xf32>
    %39 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%38 : tensor<1x2x32xf32>) outs(%13 : tensor<1x2x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %92 = arith.negf %in : f32
      %93 = math.exp %92 : f32
      %94 = arith.addf %93, %cst_0 : f32
      %95 = arith.divf %cst_0, %94 : f32
      linalg.yield %95 : f32
    } -> tensor<1x2x32xf32>
    %40 = linalg.generic {indexing_maps = [#map1, #map, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%extracted_slice_41, %extracted_slice_36 : tensor<1x2x32xf32>, tensor<2x32xf32>) outs(%13 : tensor<1x2x32xf32>) {
    ^bb0(%in: f32, %in_69: f32, %out: f32):
      %92 = arith.addf %in, %in_69 : f32
      linalg.yield %92 : f32
    } -> tensor<1x2x32xf32>
    %41 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%40 : tensor<1x2x32xf32>) outs(%13 : tensor<1x2x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %92 = arith.negf %in : f32
      %93 = math.exp %92 : f32
      %94 = arith.addf %93, %cst_0 : f32
      %95 = arith.divf %cst_0, %94 : f32
      linalg.yield %95 : f32
    } -> tensor<1x2x32xf32>
    %42 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%extracted_slice_42, %39 : tensor<1x2x32xf32>, tensor<1x2x32xf32>) outs(%13 : tensor<1x2x32xf32>) {
    ^bb0(%in: f32, %in_69: f32, %out: f32):
      %92 = arith.mulf %in, %in_69 : f32
      linalg.yield %92 : f32
    } -> tensor<1x2x32xf32>
    %43 = linalg.generic {indexing_maps = [#map, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%extracted_slice_37, %42 : tensor<2x32xf32>, tensor<1x2x32xf32>) outs(%13 : tensor<1x2x32xf32>) {
    ^bb0(%in: f32, %in_69: f32, %out: f32):
      %92 = arith.addf %in, %in_69 : f32
      linalg.yield %92 : f32
    } -> tensor<1x2x32xf32>
    %44 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%43 : tensor<1x2x32xf32>) outs(%13 : tensor<1x2x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %92 = math.tanh %in : f32
      linalg.yield %92 : f32
    } -> tensor<1x2x32xf32>
    %45 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%35, %44 : tensor<1x2x32xf32>, tensor<1x2x32xf32>) outs(%13 : tensor<1x2x32xf32>) {
    ^bb0(%in: f32, %in_69: f32, %out: f32):
      %92 = arith.subf %in, %in_69 : f32
      linalg.yield %92 : f32
    } -> tensor<1x2x32xf32>
    %46 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%45, %41 : tensor<1x2x32xf32>, tensor<1x2x32xf32>) outs(%13 : tensor<1x2x32xf32>) {
    ^bb0(%in: f32, %in_69: f32, %out: f32):
      %92 = arith.mulf %in, %in_69 : f32
      linalg.yield %92 : f32
    } -> tensor<1x2x32xf32>
    %47 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%46, %44 : tensor<1x2x32xf32>, tensor<1x2x32xf32>) outs(%13 : tensor<1x2x32xf32>) {
    ^bb0(%in: f32, %in_69: f32, %out: f32):
      %92 = arith.addf %in, %in_69 : f32
      linalg.yield %92 : f32
    } -> tensor<1x2x32xf32>
    %extracted_slice_43 = tensor.extract_slice %collapsed_17[0, 0] [2, 32] [1, 1] : tensor<2x96xf32> to tensor<2x32xf32>
    %extracted_slice_44 = tensor.extract_slice %collapsed_17[0, 32] [2, 32] [1, 1] : tensor<2x96xf32> to tensor<2x32xf32>
    %extracted_slice_45 = tensor.extract_slice %collapsed_17[0, 64] [2, 32] [1, 1] : tensor<2x96xf32> to tensor<2x32xf32>
    %collapsed_46 = tensor.collapse_shape %47 [[0, 1], [2]] : tensor<1x2x32xf32> into tensor<2x32xf32>
    %48 = linalg.matmul ins(%collapsed_46, %transposed_23 : tensor<2x32xf32>, tensor<32x96xf32>) outs(%10 : tensor<2x96xf32>) -> tensor<2x96xf32>
    %49 = linalg.generic {indexing_maps = [#map3, #map4, #map3], iterator_types = ["parallel", "parallel"]} ins(%48, %cst_5 : tensor<2x96xf32>, tensor<96xf32>) outs(%9 : tensor<2x96xf32>) {
    ^bb0(%in: f32, %in_69: f32, %out: f32):
      %92 = arith.addf %in, %in_69 : f32
      linalg.yield %92 : f32
    } -> tensor<2x96xf32>
    %expanded_47 = tensor.expand_shape %49 [[0, 1], [2]] output_shape [1, 2, 96] : tensor<2x96xf32> into tensor<1x2x96xf32>
    %extracted_slice_48 = tensor.extract_slice %expanded_47[0, 0, 0] [1, 2, 32] [1, 1, 1] : tensor<1x2x96xf32> to tensor<1x2x32xf32>
    %extracted_slice_49 = tensor.extract_slice %expanded_47[0, 0, 32] [1, 2, 32] [1, 1, 1] : tensor<1x2x96xf32> to tensor<1x2x32xf32>
    %extracted_slice_50 = tensor.extract_slice %expanded_47[0, 0, 64] [1, 2, 32] [1, 1, 1] : tensor<1x2x96xf32> to tensor<1x2x32xf32>
    %50 = linalg.generic {indexing_maps = [#map1, #map, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%extracted_slice_48, %extracted_slice_43 : tensor<1x2x32xf32>, tensor<2x32xf32>) outs(%13 : tensor<1x2x32xf32>) {
    ^bb0(%in: f32, %in_69: f32, %out: f32):
      %92 = arith.addf %in, %in_69 : f32
      linalg.yield %92 : f32
    } -> tensor<1x2x32xf32>
    %51 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%50 : tensor<1x2x32xf32>) outs(%13 : tensor<1x2x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %92 = arith.negf %in : f32
      %93 = math.exp %92 : f32
      %94 = arith.addf %93, %cst_0 : f32
      %95 = arith.divf %cst_0, %94 : f32
      linalg.yield %95 : f32
    } -> tensor<1x2x32xf32>
    %52 = linalg.generic {indexing_maps = [#map1, #map, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%extracted_slice_49, %extracted_slice_44 : tensor<1x2x32xf32>, tensor<2x32xf32>) outs(%13 : tensor<1x2x32xf32>) {
    ^bb0(%in: f32, %in_69: f32, %out: f32):
      %92 = arith.addf %in, %in_69 : f32
      linalg.yield %92 : f32
    } -> tensor<1x2x32xf32>
    %53 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%52 : tensor<1x2x32xf32>) outs(%13 : tensor<1x2x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %92 = arith.negf %in : f32
      %93 = math.exp %92 : f32
      %94 = arith.addf %93, %cst_0 : f32
      %95 = arith.divf %cst_0, %94 : f32
      linalg.yield %95 : f32
    } -> tensor<1x2x32xf32>
    %54 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%extracted_slice_50, %51 : tensor<1x2x32xf32>, tensor<1x2x32xf32>) outs(%13 : tensor<1x2x32xf32>) {
    ^bb0(%in: f32, %in_69: f32, %out: f32):
      %92 = arith.mulf %in, %in_69 : f32
      linalg.yield %92 : f32
    } -> tensor<1x2x32xf32>
    %55 = linalg.generic {indexing_maps = [#map, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%extracted_slice_45, %54 : tensor<2x32xf32>, tensor<1x2x32xf32>) outs(%13 : tensor<1x2x32xf32>) {
    ^bb0(%in: f32, %in_69: f32, %out: f32):
      %92 = arith.addf %in, %in_69 : f32
      linalg.yield %92 : f32
    } -> tensor<1x2x32xf32>
    %56 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%55 : tensor<1x2x32xf32>) outs(%13 : tensor<1x2x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %92 = math.tanh %in : f32
      linalg.yield %92 : f32
    } -> tensor<1x2x32xf32>
    %57 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%47, %56 : tensor<1x2x32xf32>, tensor<1x2x32xf32>) outs(%13 : tensor<1x2x32xf32>) {
    ^bb0(%in: f32, %in_69: f32, %out: f32):
      %92 = arith.subf %in, %in_69 : f32
      linalg.yield %92 : f32
    } -> tensor<1x2x32xf32>
    %58 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%57, %53 : tensor<1x2x32xf32>, tensor<1x2x32xf32>) outs(%13 : tensor<1x2x32xf32>) {
    ^bb0(%in: f32, %in_69: f32, %out: f32):
      %92 = arith.mulf %in, %in_69 : f32
      linalg.yield %92 : f32
    } -> tensor<1x2x32xf32>
    %59 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%58, %56 : tensor<1x2x32xf32>, tensor<1x2x32xf32>) outs(%13 : tensor<1x2x32xf32>) {
    ^bb0(%in: f32, %in_69: f32, %out: f32):
      %92 = arith.addf %in, %in_69 : f32
      linalg.yield %92 : f32
    } -> tensor<1x2x32xf32>
    %extracted_slice_51 = tensor.extract_slice %collapsed_18[0, 0] [2, 32] [1, 1] : tensor<2x96xf32> to tensor<2x32xf32>
    %extracted_slice_52 = tensor.extract_slice %collapsed_18[0, 32] [2, 32] [1, 1] : tensor<2x96xf32> to tensor<2x32xf32>
    %extracted_slice_53 = tensor.extract_slice %collapsed_18[0, 64] [2, 32] [1, 1] : tensor<2x96xf32> to tensor<2x32xf32>
    %collapsed_54 = tensor.collapse_shape %59 [[0, 1], [2]] : tensor<1x2x32xf32> into tensor<2x32xf32>
    %60 = linalg.matmul ins(%collapsed_54, %transposed_23 : tensor<2x32xf32>, tensor<32x96xf32>) outs(%10 : tensor<2x96xf32>) -> tensor<2x96xf32>
    %61 = linalg.generic {indexing_maps = [#map3, #map4, #map3], iterator_types = ["parallel", "parallel"]} ins(%60, %cst_5 : tensor<2x96xf32>, tensor<96xf32>) outs(%9 : tensor<2x96xf32>) {
    ^bb0(%in: f32, %in_69: f32, %out: f32):
      %92 = arith.addf %in, %in_69 : f32
      linalg.yield %92 : f32
    } -> tensor<2x96xf32>
    %expanded_55 = tensor.expand_shape %61 [[0, 1], [2]] output_shape [1, 2, 96] : tensor<2x96xf32> into tensor<1x2x96xf32>
    %extracted_slice_56 = tensor.extract_slice %expanded_55[0, 0, 0] [1, 2, 32] [1, 1, 1] : tensor<1x2x96xf32> to tensor<1x2x32xf32>
    %extracted_slice_57 = tensor.extract_slice %expanded_55[0, 0, 32] [1, 2, 32] [1, 1, 1] : tensor<1x2x96xf32> to tensor<1x2x32xf32>
    %extracted_slice_58 = tensor.extract_slice %expanded_55[0, 0, 64] [1, 2, 32] [1, 1, 1] : tensor<1x2x96xf32> to tensor<1x2x32xf32>
    %62 = linalg.generic {indexing_maps = [#map1, #map, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%extracted_slice_56, %extracted_slice_51 : tensor<1x2x32xf32>, tensor<2x32xf32>) outs(%13 : tensor<1x2x32xf32>) {
    ^bb0(%in: f32, %in_69: f32, %out: f32):
      %92 = arith.addf %in, %in_69 : f32
      linalg.yield %92 : f32
    } -> tensor<1x2x32xf32>
    %63 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%62 : tensor<1x2x32xf32>) outs(%13 : tensor<1x2x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %92 = arith.negf %in : f32
      %93 = math.exp %92 : f32
      %94 = arith.addf %93, %cst_0 : f32
      %95 = arith.divf %cst_0, %94 : f32
      linalg.yield %95 : f32
    } -> tensor<1x2x32xf32>
    %64 = linalg.generic {indexing_maps = [#map1, #map, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%extracted_slice_57, %extracted_slice_52 : tensor<1x2x32xf32>, tensor<2x32xf32>) outs(%13 : tensor<1x2x32xf32>) {
    ^bb0(%in: f32, %in_69: f32, %out: f32):
      %92 = arith.addf %in, %in_69 : f32
      linalg.yield %92 : f32
    } -> tensor<1x2x32xf32>
    %65 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%64 : tensor<1x2x32xf32>) outs(%13 : tensor<1x2x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %92 = arith.negf %in : f32
      %93 = math.exp %92 : f32
      %94 = arith.addf %93, %cst_0 : f32
      %95 = arith.divf %cst_0, %94 : f32
      linalg.yield %95 : f32
    } -> tensor<1x2x32xf32>
    %66 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%extracted_slice_58, %63 : tensor<1x2x32xf32>, tensor<1x2x32xf32>) outs(%13 : tensor<1x2x32xf32>) {
    ^bb0(%in: f32, %in_69: f32, %out: f32):
      %92 = arith.mulf %in, %in_69 : f32
      linalg.yield %92 : f32
    } -> tensor<1x2x32xf32>
    %67 = linalg.generic {indexing_maps = [#map, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%extracted_slice_53, %66 : tensor<2x32xf32>, tensor<1x2x32xf32>) outs(%13 : tensor<1x2x32xf32>) {
    ^bb0(%in: f32, %in_69: f32, %out: f32):
      %92 = arith.addf %in, %in_69 : f32
      linalg.yield %92 : f32
    } -> tensor<1x2x32xf32>
    %68 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%67 : tensor<1x2x32xf32>) outs(%13 : tensor<1x2x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %92 = math.tanh %in : f32
      linalg.yield %92 : f32
    } -> tensor<1x2x32xf32>
    %69 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%59, %68 : tensor<1x2x32xf32>, tensor<1x2x32xf32>) outs(%13 : tensor<1x2x32xf32>) {
    ^bb0(%in: f32, %in_69: f32, %out: f32):
      %92 = arith.subf %in, %in_69 : f32
      linalg.yield %92 : f32
    } -> tensor<1x2x32xf32>
    %70 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%69, %65 : tensor<1x2x32xf32>, tensor<1x2x32xf32>) outs(%13 : tensor<1x2x32xf32>) {
    ^bb0(%in: f32, %in_69: f32, %out: f32):
      %92 = arith.mulf %in, %in_69 : f32
      linalg.yield %92 : f32
    } -> tensor<1x2x32xf32>
    %71 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%70, %68 : tensor<1x2x32xf32>, tensor<1x2x32xf32>) outs(%13 : tensor<1x2x32xf32>) {
    ^bb0(%in: f32, %in_69: f32, %out: f32):
      %92 = arith.addf %in, %in_69 : f32
      linalg.yield %92 : f32
    } -> tensor<1x2x32xf32>
    %extracted_slice_59 = tensor.extract_slice %collapsed_19[0, 0] [2, 32] [1, 1] : tensor<2x96xf32> to tensor<2x32xf32>
    %extracted_slice_60 = tensor.extract_slice %collapsed_19[0, 32] [2, 32] [1, 1] : tensor<2x96xf32> to tensor<2x32xf32>
    %extracted_slice_61 = tensor.extract_slice %collapsed_19[0, 64] [2, 32] [1, 1] : tensor<2x96xf32> to tensor<2x32xf32>
    %collapsed_62 = tensor.collapse_shape %71 [[0, 1], [2]] : tensor<1x2x32xf32> into tensor<2x32xf32>
    %72 = linalg.matmul ins(%collapsed_62, %transposed_23 : tensor<2x32xf32>, tensor<32x96xf32>) outs(%10 : tensor<2x96xf32>) -> tensor<2x96xf32>
    %73 = linalg.generic {indexing_maps = [#map3, #map4, #map3], iterator_types = ["parallel", "parallel"]} ins(%72, %cst_5 : tensor<2x96xf32>, tensor<96xf32>) outs(%9 : tensor<2x96xf32>) {
    ^bb0(%in: f32, %in_69: f32, %out: f32):
      %92 = arith.addf %in, %in_69 : f32
      linalg.yield %92 : f32
    } -> tensor<2x96xf32>
    %expanded_63 = tensor.expand_shape %73 [[0, 1], [2]] output_shape [1, 2, 96] : tensor<2x96xf32> into tensor<1x2x96xf32>
    %extracted_slice_64 = tensor.extract_slice %expanded_63[0, 0, 0] [1, 2, 32] [1, 1, 1] : tensor<1x2x96xf32> to tensor<1x2x32xf32>
    %extracted_slice_65 = tensor.extract_slice %expanded_63[0, 0, 32] [1, 2, 32] [1, 1, 1] : tensor<1x2x96xf32> to tensor<1x2x32xf32>
    %extracted_slice_66 = tensor.extract_slice %expanded_63[0, 0, 64] [1, 2, 32] [1, 1, 1] : tensor<1x2x96xf32> to tensor<1x2x32xf32>
    %74 = linalg.generic {indexing_maps = [#map1, #map, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%extracted_slice_64, %extracted_slice_59 : tensor<1x2x32xf32>, tensor<2x32xf32>) outs(%13 : tensor<1x2x32xf32>) {
    ^bb0(%in: f32, %in_69: f32, %out: f32):
      %92 = arith.addf %in, %in_69 : f32
      linalg.yield %92 : f32
    } -> tensor<1x2x32xf32>
    %75 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%74 : tensor<1x2x32xf32>) outs(%13 : tensor<1x2x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %92 = arith.negf %in : f32
      %93 = math.exp %92 : f32
      %94 = arith.addf %93, %cst_0 : f32
      %95 = arith.divf %cst_0, %94 : f32
      linalg.yield %95 : f32
    } -> tensor<1x2x32xf32>
    %76 = linalg.generic {indexing_maps = [#map1, #map, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%extracted_slice_65, %extracted_slice_60 : tensor<1x2x32xf32>, tensor<2x32xf32>) outs(%13 : tensor<1x2x32xf32>) {
    ^bb0(%in: f32, %in_69: f32, %out: f32):
      %92 = arith.addf %in, %in_69 : f32
      linalg.yield %92 : f32
    } -> tensor<1x2x32xf32>
    %77 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%76 : tensor<1x2x32xf32>) outs(%13 : tensor<1x2x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %92 = arith.negf %in : f32
      %93 = math.exp %92 : f32
      %94 = arith.addf %93, %cst_0 : f32
      %95 = arith.divf %cst_0, %94 : f32
      linalg.yield %95 : f32
    } -> tensor<1x2x32xf32>
    %78 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%extracted_slice_66, %75 : tensor<1x2x32xf32>, tensor<1x2x32xf32>) outs(%13 : tensor<1x2x32xf32>) {
    ^bb0(%in: f32, %in_69: f32, %out: f32):
      %92 = arith.mulf %in, %in_69 : f32
      linalg.yield %92 : f32
    } -> tensor<1x2x32xf32>
    %79 = linalg.generic {indexing_maps = [#map, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%extracted_slice_61, %78 : tensor<2x32xf32>, tensor<1x2x32xf32>) outs(%13 : tensor<1x2x32xf32>) {
    ^bb0(%in: f32, %in_69: f32, %out: f32):
      %92 = arith.addf %in, %in_69 : f32
      linalg.yield %92 : f32
    } -> tensor<1x2x32xf32>
    %80 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%79 : tensor<1x2x32xf32>) outs(%13 : tensor<1x2x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %92 = math.tanh %in : f32
      linalg.yield %92 : f32
    } -> tensor<1x2x32xf32>
    %81 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%71, %80 : tensor<1x2x32xf32>, tensor<1x2x32xf32>) outs(%13 : tensor<1x2x32xf32>) {
    ^bb0(%in: f32, %in_69: f32, %out: f32):
      %92 = arith.subf %in, %in_69 : f32
      linalg.yield %92 : f32
    } -> tensor<1x2x32xf32>
    %82 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%81, %77 : tensor<1x2x32xf32>, tensor<1x2x32xf32>) outs(%13 : tensor<1x2x32xf32>) {
    ^bb0(%in: f32, %in_69: f32, %out: f32):
      %92 = arith.mulf %in, %in_69 : f32
      linalg.yield %92 : f32
    } -> tensor<1x2x32xf32>
    %83 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%82, %80 : tensor<1x2x32xf32>, tensor<1x2x32xf32>) outs(%13 : tensor<1x2x32xf32>) {
    ^bb0(%in: f32, %in_69: f32, %out: f32):
      %92 = arith.addf %in, %in_69 : f32
      linalg.yield %92 : f32
    } -> tensor<1x2x32xf32>
    %concat = tensor.concat dim(0) %23, %35, %47, %59, %71, %83 : (tensor<1x2x32xf32>, tensor<1x2x32xf32>, tensor<1x2x32xf32>, tensor<1x2x32xf32>, tensor<1x2x32xf32>, tensor<1x2x32xf32>) -> tensor<6x2x32xf32>
    %84 = tensor.empty() : tensor<2x6x32xf32>
    %transposed_67 = linalg.transpose ins(%concat : tensor<6x2x32xf32>) outs(%84 : tensor<2x6x32xf32>) permutation = [1, 0, 2] 
    %85 = tensor.empty() : tensor<32x4xf32>
    %transposed_68 = linalg.transpose ins(%cst_4 : tensor<4x32xf32>) outs(%85 : tensor<32x4xf32>) permutation = [1, 0] 
    %86 = tensor.empty() : tensor<2x32x4xf32>
    %87 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%transposed_68 : tensor<32x4xf32>) outs(%86 : tensor<2x32x4xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<2x32x4xf32>
    %88 = tensor.empty() : tensor<2x6x4xf32>
    %89 = linalg.fill ins(%cst : f32) outs(%88 : tensor<2x6x4xf32>) -> tensor<2x6x4xf32>
    %90 = linalg.batch_matmul ins(%transposed_67, %87 : tensor<2x6x32xf32>, tensor<2x32x4xf32>) outs(%89 : tensor<2x6x4xf32>) -> tensor<2x6x4xf32>
    %91 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%90, %cst_3 : tensor<2x6x4xf32>, tensor<4xf32>) outs(%88 : tensor<2x6x4xf32>) {
    ^bb0(%in: f32, %in_69: f32, %out: f32):
      %92 = arith.addf %in, %in_69 : f32
      linalg.yield %92 : f32
    } -> tensor<2x6x4xf32>
    return %91 : tensor<2x6x4xf32>
  }
}


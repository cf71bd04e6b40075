#map = affine_map<(d0, d1, d2) -> (d0, d1)>
#map1 = affine_map<(d0, d1, d2) -> (d0, d1, d2)>
#map2 = affine_map<(d0) -> (d0)>
#map3 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>
#map4 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>
#map5 = affine_map<(d0, d1, d2, d3) -> ()>
#map6 = affine_map<(d0, d1, d2) -> (d0, d1, 0)>
#map7 = affine_map<(d0, d1, d2) -> (d2)>
#map8 = affine_map<(d0, d1) -> (0, d1)>
#map9 = affine_map<(d0, d1) -> (d0, 0)>
#map10 = affine_map<(d0, d1) -> (d0, d1)>
#map11 = affine_map<(d0, d1, d2, d3) -> (d0, 0, d2, d3)>
#map12 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, 0)>
module {
  func.func @main_graph(%arg0: tensor<1x8xi64>) -> tensor<1x8x32xf32> {
    %c16_i64 = arith.constant 16 : i64
    %c2_i64 = arith.constant 2 : i64
    %c8_i64 = arith.constant 8 : i64
    %c0_i64 = arith.constant 0 : i64
    %c32 = arith.constant 32 : index
    %c64 = arith.constant 64 : index
    %cst = arith.constant 0.000000e+00 : f32
    %cst_0 = arith.constant 0xFF800000 : f32
    %cst_1 = arith.constant dense<-3.40282347E+38> : tensor<f32>
    %cst_2 = arith.constant dense<0.000000e+00> : tensor<f32>
    %cst_3 = arith.constant dense<1.000000e+00> : tensor<32xf32>
    %cst_4 = arith.constant dense<-0.00540745724> : tensor<32x64xf32>
    %cst_5 = arith.constant dense<-0.0512676947> : tensor<64x32xf32>
    %cst_6 = arith.constant dense<1.000000e+00> : tensor<32xf32>
    %cst_7 = arith.constant dense<0.168822184> : tensor<32x32xf32>
    %cst_8 = arith.constant dense<-0.00910030119> : tensor<32x32xf32>
    %cst_9 = arith.constant dense<0.00166975032> : tensor<32x32xf32>
    %cst_10 = arith.constant dense<-0.0417600274> : tensor<32x32xf32>
    %cst_11 = arith.constant dense<1.000000e+00> : tensor<32xf32>
    %cst_12 = arith.constant dense<0.129318863> : tensor<32x64xf32>
    %cst_13 = arith.constant dense<-0.0164995752> : tensor<64x32xf32>
    %cst_14 = arith.constant dense<1.000000e+00> : tensor<32xf32>
    %cst_15 = arith.constant dense<0.109992638> : tensor<32x32xf32>
    %cst_16 = arith.constant dense<0.281428337> : tensor<32x2xf32>
    %cst_17 = arith.constant 2.7725887222397811 : f64
    %cst_18 = arith.constant dense<0.17328611> : tensor<32x32xf32>
    %cst_19 = arith.constant dense<0.230603099> : tensor<32x32xf32>
    %cst_20 = arith.constant dense<0.00582001591> : tensor<32x32xf32>
    %cst_21 = arith.constant dense<1.000000e+00> : tensor<32xf32>
    %cst_22 = arith.constant 9.9999999999999995E-7 : f64
    %cst_23 = arith.constant dense<-0.347271234> : tensor<64x32xf32>
    %cst_24 = arith.constant 3.200000e+01 : f32
    %cst_25 = arith.constant 8.000000e+00 : f32
    %cst_26 = arith.constant dense<15> : tensor<8x8xi64>
    %0 = tensor.empty() : tensor<1x8x32xf32>
    %1 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg0 : tensor<1x8xi64>) outs(%0 : tensor<1x8x32xf32>) {
    ^bb0(%in: i64, %out: f32):
      %126 = arith.index_cast %in : i64 to index
      %127 = linalg.index 2 : index
      %128 = arith.cmpi slt, %126, %c64 : index
      cf.assert %128, "index must be smaller than dim size"
      %129 = arith.cmpi sge, %in, %c0_i64 : i64
      cf.assert %129, "index must be larger or equal to 0"
      %extracted = tensor.extract %cst_23[%126, %127] : tensor<64x32xf32>
      linalg.yield %extracted : f32
    } -> tensor<1x8x32xf32>
    %2 = tensor.empty() : tensor<8xi64>
    %3 = linalg.generic {indexing_maps = [#map2], iterator_types = ["parallel"]} outs(%2 : tensor<8xi64>) {
    ^bb0(%out: i64):
      %126 = linalg.index 0 : index
      %127 = arith.index_cast %126 : index to i64
      linalg.yield %127 : i64
    } -> tensor<8xi64>
    %expanded = tensor.expand_shape %3 [[0, 1, 2, 3]] output_shape [1, 1, 8, 1] : tensor<8xi64> into tensor<1x1x8x1xi64>
    %4 = tensor.empty() : tensor<1x1x8x1xi1>
    %5 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded : tensor<1x1x8x1xi64>) outs(%4 : tensor<1x1x8x1xi1>) {
    ^bb0(%in: i64, %out: i1):
      %126 = arith.cmpi sge, %in, %c0_i64 : i64
      linalg.yield %126 : i1
    } -> tensor<1x1x8x1xi1>
    %6 = tensor.empty() : tensor<1x1x8x8xi1>
    %collapsed = tensor.collapse_shape %5 [[0], [1], [2, 3]] : tensor<1x1x8x1xi1> into tensor<1x1x8xi1>
    %7 = linalg.generic {indexing_maps = [#map4, #map3], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%collapsed : tensor<1x1x8xi1>) outs(%6 : tensor<1x1x8x8xi1>) {
    ^bb0(%in: i1, %out: i1):
      linalg.yield %in : i1
    } -> tensor<1x1x8x8xi1>
    %8 = tensor.empty() : tensor<1x1x8x8xf32>
    %9 = linalg.generic {indexing_maps = [#map3, #map5, #map5, #map3], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%7, %cst_2, %cst_1 : tensor<1x1x8x8xi1>, tensor<f32>, tensor<f32>) outs(%8 : tensor<1x1x8x8xf32>) {
    ^bb0(%in: i1, %in_84: f32, %in_85: f32, %out: f32):
      %126 = arith.select %in, %in_84, %in_85 : f32
      linalg.yield %126 : f32
    } -> tensor<1x1x8x8xf32>
    %10 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1 : tensor<1x8x32xf32>) outs(%0 : tensor<1x8x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %126 = math.fpowi %in, %c2_i64 : f32, i64
      linalg.yield %126 : f32
    } -> tensor<1x8x32xf32>
    %11 = tensor.empty() : tensor<1x8x1xf32>
    %12 = linalg.fill ins(%cst : f32) outs(%11 : tensor<1x8x1xf32>) -> tensor<1x8x1xf32>
    %13 = linalg.generic {indexing_maps = [#map1, #map6], iterator_types = ["parallel", "parallel", "reduction"]} ins(%10 : tensor<1x8x32xf32>) outs(%12 : tensor<1x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %126 = arith.addf %in, %out : f32
      linalg.yield %126 : f32
    } -> tensor<1x8x1xf32>
    %14 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%13 : tensor<1x8x1xf32>) outs(%11 : tensor<1x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %126 = arith.divf %in, %cst_24 : f32
      linalg.yield %126 : f32
    } -> tensor<1x8x1xf32>
    %15 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%14 : tensor<1x8x1xf32>) outs(%11 : tensor<1x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %126 = arith.truncf %cst_22 : f64 to f32
      %127 = arith.addf %in, %126 : f32
      linalg.yield %127 : f32
    } -> tensor<1x8x1xf32>
    %16 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%15 : tensor<1x8x1xf32>) outs(%11 : tensor<1x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %126 = math.rsqrt %in : f32
      linalg.yield %126 : f32
    } -> tensor<1x8x1xf32>
    %17 = linalg.generic {indexing_maps = [#map1, #map6, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1, %16 : tensor<1x8x32xf32>, tensor<1x8x1xf32>) outs(%0 : tensor<1x8x32xf32>) {
    ^bb0(%in: f32, %in_84: f32, %out: f32):
      %126 = arith.mulf %in, %in_84 : f32
      linalg.yield %126 : f32
    } -> tensor<1x8x32xf32>
    %18 = linalg.generic {indexing_maps = [#map7, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%cst_21, %17 : tensor<32xf32>, tensor<1x8x32xf32>) outs(%0 : tensor<1x8x32xf32>) {
    ^bb0(%in: f32, %in_84: f32, %out: f32):
      %126 = arith.mulf %in, %in_84 : f32
      linalg.yield %126 : f32
    } -> tensor<1x8x32xf32>
    %19 = tensor.empty() : tensor<32x32xf32>
    %transposed = linalg.transpose ins(%cst_20 : tensor<32x32xf32>) outs(%19 : tensor<32x32xf32>) permutation = [1, 0] 
    %collapsed_27 = tensor.collapse_shape %18 [[0, 1], [2]] : tensor<1x8x32xf32> into tensor<8x32xf32>
    %20 = tensor.empty() : tensor<8x32xf32>
    %21 = linalg.fill ins(%cst : f32) outs(%20 : tensor<8x32xf32>) -> tensor<8x32xf32>
    %22 = linalg.matmul ins(%collapsed_27, %transposed : tensor<8x32xf32>, tensor<32x32xf32>) outs(%21 : tensor<8x32xf32>) -> tensor<8x32xf32>
    %expanded_28 = tensor.expand_shape %22 [[0, 1], [2, 3]] output_shape [1, 8, 2, 16] : tensor<8x32xf32> into tensor<1x8x2x16xf32>
    %23 = tensor.empty() : tensor<1x2x8x16xf32>
    %transposed_29 = linalg.transpose ins(%expanded_28 : tensor<1x8x2x16xf32>) outs(%23 : tensor<1x2x8x16xf32>) permutation = [0, 2, 1, 3] 
    %transposed_30 = linalg.transpose ins(%cst_19 : tensor<32x32xf32>) outs(%19 : tensor<32x32xf32>) permutation = [1, 0] 
    %24 = linalg.matmul ins(%collapsed_27, %transposed_30 : tensor<8x32xf32>, tensor<32x32xf32>) outs(%21 : tensor<8x32xf32>) -> tensor<8x32xf32>
    %expanded_31 = tensor.expand_shape %24 [[0, 1], [2, 3]] output_shape [1, 8, 2, 16] : tensor<8x32xf32> into tensor<1x8x2x16xf32>
    %transposed_32 = linalg.transpose ins(%cst_18 : tensor<32x32xf32>) outs(%19 : tensor<32x32xf32>) permutation = [1, 0] 
    %25 = linalg.matmul ins(%collapsed_27, %transposed_32 : tensor<8x32xf32>, tensor<32x32xf32>) outs(%21 : tensor<8x32xf32>) -> tensor<8x32xf32>
    %expanded_33 = tensor.expand_shape %25 [[0, 1], [2, 3]] output_shape [1, 8, 2, 16] : tensor<8x32xf32> into tensor<1x8x2x16xf32>
    %transposed_34 = linalg.transpose ins(%expanded_33 : tensor<1x8x2x16xf32>) outs(%23 : tensor<1x2x8x16xf32>) permutation = [0, 2, 1, 3] 
    %expanded_35 = tensor.expand_shape %3 [[0, 1]] output_shape [8, 1] : tensor<8xi64> into tensor<8x1xi64>
    %expanded_36 = tensor.expand_shape %3 [[0, 1]] output_shape [1, 8] : tensor<8xi64> into tensor<1x8xi64>
    %26 = tensor.empty() : tensor<8x8xi64>
    %27 = linalg.generic {indexing_maps = [#map8, #map9, #map10], iterator_types = ["parallel", "parallel"]} ins(%expanded_36, %expanded_35 : tensor<1x8xi64>, tensor<8x1xi64>) outs(%26 : tensor<8x8xi64>) {
    ^bb0(%in: i64, %in_84: i64, %out: i64):
      %126 = arith.subi %in, %in_84 : i64
      linalg.yield %126 : i64
    } -> tensor<8x8xi64>
    %28 = tensor.empty() : tensor<8x8xi1>
    %29 = linalg.generic {indexing_maps = [#map10, #map10], iterator_types = ["parallel", "parallel"]} ins(%27 : tensor<8x8xi64>) outs(%28 : tensor<8x8xi1>) {
    ^bb0(%in: i64, %out: i1):
      %126 = arith.cmpi sgt, %in, %c0_i64 : i64
      linalg.yield %126 : i1
    } -> tensor<8x8xi1>
    %30 = linalg.generic {indexing_maps = [#map10, #map10], iterator_types = ["parallel", "parallel"]} ins(%29 : tensor<8x8xi1>) outs(%26 : tensor<8x8xi64>) {
    ^bb0(%in: i1, %out: i64):
      %126 = arith.extui %in : i1 to i64
      linalg.yield %126 : i64
    } -> tensor<8x8xi64>
    %31 = linalg.generic {indexing_maps = [#map10, #map10], iterator_types = ["parallel", "parallel"]} ins(%30 : tensor<8x8xi64>) outs(%26 : tensor<8x8xi64>) {
    ^bb0(%in: i64, %out: i64):
      %126 = arith.muli %in, %c16_i64 : i64
      linalg.yield %126 : i64
    } -> tensor<8x8xi64>
    %32 = linalg.generic {indexing_maps = [#map10, #map10], iterator_types = ["parallel", "parallel"]} ins(%27 : tensor<8x8xi64>) outs(%26 : tensor<8x8xi64>) {
    ^bb0(%in: i64, %out: i64):
      %126 = math.absi %in : i64
      linalg.yield %126 : i64
    } -> tensor<8x8xi64>
    %33 = linalg.generic {indexing_maps = [#map10, #map10], iterator_types = ["parallel", "parallel"]} ins(%32 : tensor<8x8xi64>) outs(%28 : tensor<8x8xi1>) {
    ^bb0(%in: i64, %out: i1):
      %126 = arith.cmpi slt, %in, %c8_i64 : i64
      linalg.yield %126 : i1
    } -> tensor<8x8xi1>
    %34 = tensor.empty() : tensor<8x8xf32>
    %35 = linalg.generic {indexing_maps = [#map10, #map10], iterator_types = ["parallel", "parallel"]} ins(%32 : tensor<8x8xi64>) outs(%34 : tensor<8x8xf32>) {
    ^bb0(%in: i64, %out: f32):
      %126 = arith.sitofp %in : i64 to f32
      linalg.yield %126 : f32
    } -> tensor<8x8xf32>
    %36 = linalg.generic {indexing_maps = [#map10, #map10], iterator_types = ["parallel", "parallel"]} ins(%35 : tensor<8x8xf32>) outs(%34 : tensor<8x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %126 = arith.divf %in, %cst_25 : f32
      linalg.yield %126 : f32
    } -> tensor<8x8xf32>
    %37 = linalg.generic {indexing_maps = [#map10, #map10], iterator_types = ["parallel", "parallel"]} ins(%36 : tensor<8x8xf32>) outs(%34 : tensor<8x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %126 = math.log %in : f32
      linalg.yield %126 : f32
    } -> tensor<8x8xf32>
    %38 = linalg.generic {indexing_maps = [#map10, #map10], iterator_types = ["parallel", "parallel"]} ins(%37 : tensor<8x8xf32>) outs(%34 : tensor<8x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %126 = arith.truncf %cst_17 : f64 to f32
      %127 = arith.divf %in, %126 : f32
      linalg.yield %127 : f32
    } -> tensor<8x8xf32>
    %39 = linalg.generic {indexing_maps = [#map10, #map10], iterator_types = ["parallel", "parallel"]} ins(%38 : tensor<8x8xf32>) outs(%34 : tensor<8x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %126 = arith.mulf %in, %cst_25 : f32
      linalg.yield %126 : f32
    } -> tensor<8x8xf32>
    %40 = linalg.generic {indexing_maps = [#map10, #map10], iterator_types = ["parallel", "parallel"]} ins(%39 : tensor<8x8xf32>) outs(%26 : tensor<8x8xi64>) {
    ^bb0(%in: f32, %out: i64):
      %126 = arith.fptosi %in : f32 to i64
      linalg.yield %126 : i64
    } -> tensor<8x8xi64>
    %41 = linalg.generic {indexing_maps = [#map10, #map10], iterator_types = ["parallel", "parallel"]} ins(%40 : tensor<8x8xi64>) outs(%26 : tensor<8x8xi64>) {
    ^bb0(%in: i64, %out: i64):
      %126 = arith.addi %in, %c8_i64 : i64
      linalg.yield %126 : i64
    } -> tensor<8x8xi64>
    %42 = linalg.generic {indexing_maps = [#map10, #map10, #map10], iterator_types = ["parallel", "parallel"]} ins(%41, %cst_26 : tensor<8x8xi64>, tensor<8x8xi64>) outs(%26 : tensor<8x8xi64>) {
    ^bb0(%in: i64, %in_84: i64, %out: i64):
      %126 = arith.minsi %in, %in_84 : i64
      linalg.yield %126 : i64
    } -> tensor<8x8xi64>
    %43 = linalg.generic {indexing_maps = [#map10, #map10, #map10, #map10], iterator_types = ["parallel", "parallel"]} ins(%33, %32, %42 : tensor<8x8xi1>, tensor<8x8xi64>, tensor<8x8xi64>) outs(%26 : tensor<8x8xi64>) {
    ^bb0(%in: i1, %in_84: i64, %in_85: i64, %out: i64):
      %126 = arith.select %in, %in_84, %in_85 : i64
      linalg.yield %126 : i64
    } -> tensor<8x8xi64>
    %44 = linalg.generic {indexing_maps = [#map10, #map10, #map10], iterator_types = ["parallel", "parallel"]} ins(%31, %43 : tensor<8x8xi64>, tensor<8x8xi64>) outs(%26 : tensor<8x8xi64>) {
    ^bb0(%in: i64, %in_84: i64, %out: i64):
      %126 = arith.addi %in, %in_84 : i64
      linalg.yield %126 : i64
    } -> tensor<8x8xi64>
    %45 = tensor.empty() : tensor<8x8x2xf32>
    %46 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%44 : tensor<8x8xi64>) outs(%45 : tensor<8x8x2xf32>) {
    ^bb0(%in: i64, %out: f32):
      %126 = arith.index_cast %in : i64 to index
      %127 = linalg.index 2 : index
      %128 = arith.cmpi slt, %126, %c32 : index
      cf.assert %128, "index must be smaller than dim size"
      %129 = arith.cmpi sge, %in, %c0_i64 : i64
      cf.assert %129, "index must be larger or equal to 0"
      %extracted = tensor.extract %cst_16[%126, %127] : tensor<32x2xf32>
      linalg.yield %extracted : f32
    } -> tensor<8x8x2xf32>
    %47 = tensor.empty() : tensor<2x8x8xf32>
    %transposed_37 = linalg.transpose ins(%46 : tensor<8x8x2xf32>) outs(%47 : tensor<2x8x8xf32>) permutation = [2, 0, 1] 
    %expanded_38 = tensor.expand_shape %transposed_37 [[0, 1], [2], [3]] output_shape [1, 2, 8, 8] : tensor<2x8x8xf32> into tensor<1x2x8x8xf32>
    %48 = tensor.empty() : tensor<1x2x16x8xf32>
    %transposed_39 = linalg.transpose ins(%expanded_31 : tensor<1x8x2x16xf32>) outs(%48 : tensor<1x2x16x8xf32>) permutation = [0, 2, 3, 1] 
    %collapsed_40 = tensor.collapse_shape %transposed_29 [[0, 1], [2], [3]] : tensor<1x2x8x16xf32> into tensor<2x8x16xf32>
    %collapsed_41 = tensor.collapse_shape %transposed_39 [[0, 1], [2], [3]] : tensor<1x2x16x8xf32> into tensor<2x16x8xf32>
    %49 = linalg.fill ins(%cst : f32) outs(%47 : tensor<2x8x8xf32>) -> tensor<2x8x8xf32>
    %50 = linalg.batch_matmul ins(%collapsed_40, %collapsed_41 : tensor<2x8x16xf32>, tensor<2x16x8xf32>) outs(%49 : tensor<2x8x8xf32>) -> tensor<2x8x8xf32>
    %expanded_42 = tensor.expand_shape %50 [[0, 1], [2], [3]] output_shape [1, 2, 8, 8] : tensor<2x8x8xf32> into tensor<1x2x8x8xf32>
    %51 = tensor.empty() : tensor<1x2x8x8xf32>
    %52 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_42, %expanded_38 : tensor<1x2x8x8xf32>, tensor<1x2x8x8xf32>) outs(%51 : tensor<1x2x8x8xf32>) {
    ^bb0(%in: f32, %in_84: f32, %out: f32):
      %126 = arith.addf %in, %in_84 : f32
      linalg.yield %126 : f32
    } -> tensor<1x2x8x8xf32>
    %53 = linalg.generic {indexing_maps = [#map3, #map11, #map3], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%52, %9 : tensor<1x2x8x8xf32>, tensor<1x1x8x8xf32>) outs(%51 : tensor<1x2x8x8xf32>) {
    ^bb0(%in: f32, %in_84: f32, %out: f32):
      %126 = arith.addf %in, %in_84 : f32
      linalg.yield %126 : f32
    } -> tensor<1x2x8x8xf32>
    %54 = tensor.empty() : tensor<1x2x8xi64>
    %55 = linalg.fill ins(%c0_i64 : i64) outs(%54 : tensor<1x2x8xi64>) -> tensor<1x2x8xi64>
    %56 = tensor.empty() : tensor<1x2x8xf32>
    %57 = linalg.fill ins(%cst_0 : f32) outs(%56 : tensor<1x2x8xf32>) -> tensor<1x2x8xf32>
    %58:2 = linalg.generic {indexing_maps = [#map3, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%53 : tensor<1x2x8x8xf32>) outs(%57, %55 : tensor<1x2x8xf32>, tensor<1x2x8xi64>) {
    ^bb0(%in: f32, %out: f32, %out_84: i64):
      %126 = linalg.index 3 : index
      %127 = arith.index_cast %126 : index to i64
      %128 = arith.maximumf %in, %out : f32
      %129 = arith.cmpf ogt, %in, %out : f32
      %130 = arith.select %129, %127, %out_84 : i64
      linalg.yield %128, %130 : f32, i64
    } -> (tensor<1x2x8xf32>, tensor<1x2x8xi64>)
    %expanded_43 = tensor.expand_shape %58#0 [[0], [1], [2, 3]] output_shape [1, 2, 8, 1] : tensor<1x2x8xf32> into tensor<1x2x8x1xf32>
    %59 = linalg.generic {indexing_maps = [#map3, #map12, #map3], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%53, %expanded_43 : tensor<1x2x8x8xf32>, tensor<1x2x8x1xf32>) outs(%51 : tensor<1x2x8x8xf32>) {
    ^bb0(%in: f32, %in_84: f32, %out: f32):
      %126 = arith.subf %in, %in_84 : f32
      linalg.yield %126 : f32
    } -> tensor<1x2x8x8xf32>
    %60 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%59 : tensor<1x2x8x8xf32>) outs(%51 : tensor<1x2x8x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %126 = math.exp %in : f32
      linalg.yield %126 : f32
    } -> tensor<1x2x8x8xf32>
    %61 = tensor.empty() : tensor<1x2x8x1xf32>
    %62 = linalg.fill ins(%cst : f32) outs(%61 : tensor<1x2x8x1xf32>) -> tensor<1x2x8x1xf32>
    %63 = linalg.generic {indexing_maps = [#map3, #map12], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%60 : tensor<1x2x8x8xf32>) outs(%62 : tensor<1x2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %126 = arith.addf %in, %out : f32
      linalg.yield %126 : f32
    } -> tensor<1x2x8x1xf32>
    %64 = linalg.generic {indexing_maps = [#map3, #map12, #map3], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%60, %63 : tensor<1x2x8x8xf32>, tensor<1x2x8x1xf32>) outs(%51 : tensor<1x2x8x8xf32>) {
    ^bb0(%in: f32, %in_84: f32, %out: f32):
      %126 = arith.divf %in, %in_84 : f32
      linalg.yield %126 : f32
    } -> tensor<1x2x8x8xf32>
    %collapsed_44 = tensor.collapse_shape %64 [[0, 1], [2], [3]] : tensor<1x2x8x8xf32> into tensor<2x8x8xf32>
    %collapsed_45 = tensor.collapse_shape %transposed_34 [[0, 1], [2], [3]] : tensor<1x2x8x16xf32> into tensor<2x8x16xf32>
    %65 = tensor.empty() : tensor<2x8x16xf32>
    %66 = linalg.fill ins(%cst : f32) outs(%65 : tensor<2x8x16xf32>) -> tensor<2x8x16xf32>
    %67 = linalg.batch_matmul ins(%collapsed_44, %collapsed_45 : tensor<2x8x8xf32>, tensor<2x8x16xf32>) outs(%66 : tensor<2x8x16xf32>) -> tensor<2x8x16xf32>
    %expanded_46 = tensor.expand_shape %67 [[0, 1], [2], [3]] output_shape [1, 2, 8, 16] : tensor<2x8x16xf32> into tensor<1x2x8x16xf32>
    %68 = tensor.empty() : tensor<1x8x2x16xf32>
    %transposed_47 = linalg.transpose ins(%expanded_46 : tensor<1x2x8x16xf32>) outs(%68 : tensor<1x8x2x16xf32>) permutation = [0, 2, 1, 3] 
    %transposed_48 = linalg.transpose ins(%cst_15 : tensor<32x32xf32>) outs(%19 : tensor<32x32xf32>) permutation = [1, 0] 
    %collapsed_49 = tensor.collapse_shape %transposed_47 [[0, 1], [2, 3]] : tensor<1x8x2x16xf32> into tensor<8x32xf32>
    %69 = linalg.matmul ins(%collapsed_49, %transposed_48 : tensor<8x32xf32>, tensor<32x32xf32>) outs(%21 : tensor<8x32xf32>) -> tensor<8x32xf32>
    %expanded_50 = tensor.expand_shape %69 [[0, 1], [2]] output_shape [1, 8, 32] : tensor<8x32xf32> into tensor<1x8x32xf32>
    %70 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1, %expanded_50 : tensor<1x8x32xf32>, tensor<1x8x32xf32>) outs(%0 : tensor<1x8x32xf32>) {
    ^bb0(%in: f32, %in_84: f32, %out: f32):
      %126 = arith.addf %in, %in_84 : f32
      linalg.yield %126 : f32
    } -> tensor<1x8x32xf32>
    %71 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%70 : tensor<1x8x32xf32>) outs(%0 : tensor<1x8x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %126 = math.fpowi %in, %c2_i64 : f32, i64
      linalg.yield %126 : f32
    } -> tensor<1x8x32xf32>
    %72 = linalg.generic {indexing_maps = [#map1, #map6], iterator_types = ["parallel", "parallel", "reduction"]} ins(%71 : tensor<1x8x32xf32>) outs(%12 : tensor<1x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %126 = arith.addf %in, %out : f32
      linalg.yield %126 : f32
    } -> tensor<1x8x1xf32>
    %73 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%72 : tensor<1x8x1xf32>) outs(%11 : tensor<1x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %126 = arith.divf %in, %cst_24 : f32
      linalg.yield %126 : f32
    } -> tensor<1x8x1xf32>
    %74 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%73 : tensor<1x8x1xf32>) outs(%11 : tensor<1x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %126 = arith.truncf %cst_22 : f64 to f32
      %127 = arith.addf %in, %126 : f32
      linalg.yield %127 : f32
    } -> tensor<1x8x1xf32>
    %75 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%74 : tensor<1x8x1xf32>) outs(%11 : tensor<1x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %126 = math.rsqrt %in : f32
      linalg.yield %126 : f32
    } -> tensor<1x8x1xf32>
    %76 = linalg.generic {indexing_maps = [#map1, #map6, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%70, %75 : tensor<1x8x32xf32>, tensor<1x8x1xf32>) outs(%0 : tensor<1x8x32xf32>) {
    ^bb0(%in: f32, %in_84: f32, %out: f32):
      %126 = arith.mulf %in, %in_84 : f32
      linalg.yield %126 : f32
    } -> tensor<1x8x32xf32>
    %77 = linalg.generic {indexing_maps = [#map7, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%cst_14, %76 : tensor<32xf32>, tensor<1x8x32xf32>) outs(%0 : tensor<1x8x32xf32>) {
    ^bb0(%in: f32, %in_84: f32, %out: f32):
      %126 = arith.mulf %in, %in_84 : f32
      linalg.yield %126 : f32
    } -> tensor<1x8x32xf32>
    %78 = tensor.empty() : tensor<32x64xf32>
    %transposed_51 = linalg.transpose ins(%cst_13 : tensor<64x32xf32>) outs(%78 : tensor<32x64xf32>) permutation = [1, 0] 
    %collapsed_52 = tensor.collapse_shape %77 [[0, 1], [2]] : tensor<1x8x32xf32> into tensor<8x32xf32>
    %79 = tensor.empty() : tensor<8x64xf32>
    %80 = linalg.fill ins(%cst : f32) outs(%79 : tensor<8x64xf32>) -> tensor<8x64xf32>
    %81 = linalg.matmul ins(%collapsed_52, %transposed_51 : tensor<8x32xf32>, tensor<32x64xf32>) outs(%80 : tensor<8x64xf32>) -> tensor<8x64xf32>
    %expanded_53 = tensor.expand_shape %81 [[0, 1], [2]] output_shape [1, 8, 64] : tensor<8x64xf32> into tensor<1x8x64xf32>
    %82 = tensor.empty() : tensor<1x8x64xf32>
    %83 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_53 : tensor<1x8x64xf32>) outs(%82 : tensor<1x8x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %126 = arith.cmpf ugt, %in, %cst : f32
      %127 = arith.select %126, %in, %cst : f32
      linalg.yield %127 : f32
    } -> tensor<1x8x64xf32>
    %84 = tensor.empty() : tensor<64x32xf32>
    %transposed_54 = linalg.transpose ins(%cst_12 : tensor<32x64xf32>) outs(%84 : tensor<64x32xf32>) permutation = [1, 0] 
    %collapsed_55 = tensor.collapse_shape %83 [[0, 1], [2]] : tensor<1x8x64xf32> into tensor<8x64xf32>
    %85 = linalg.matmul ins(%collapsed_55, %transposed_54 : tensor<8x64xf32>, tensor<64x32xf32>) outs(%21 : tensor<8x32xf32>) -> tensor<8x32xf32>
    %expanded_56 = tensor.expand_shape %85 [[0, 1], [2]] output_shape [1, 8, 32] : tensor<8x32xf32> into tensor<1x8x32xf32>
    %86 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%70, %expanded_56 : tensor<1x8x32xf32>, tensor<1x8x32xf32>) outs(%0 : tensor<1x8x32xf32>) {
    ^bb0(%in: f32, %in_84: f32, %out: f32):
      %126 = arith.addf %in, %in_84 : f32
      linalg.yield %126 : f32
    } -> tensor<1x8x32xf32>
    %87 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%86 : tensor<1x8x32xf32>) outs(%0 : tensor<1x8x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %126 = math.fpowi %in, %c2_i64 : f32, i64
      linalg.yield %126 : f32
    } -> tensor<1x8x32xf32>
    %88 = linalg.generic {indexing_maps = [#map1, #map6], iterator_types = ["parallel", "parallel", "reduction"]} ins(%87 : tensor<1x8x32xf32>) outs(%12 : tensor<1x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %126 = arith.addf %in, %out : f32
      linalg.yield %126 : f32
    } -> tensor<1x8x1xf32>
    %89 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%88 : tensor<1x8x1xf32>) outs(%11 : tensor<1x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %126 = arith.divf %in, %cst_24 : f32
      linalg.yield %126 : f32
    } -> tensor<1x8x1xf32>
    %90 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%89 : tensor<1x8x1xf32>) outs(%11 : tensor<1x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %126 = arith.truncf %cst_22 : f64 to f32
      %127 = arith.addf %in, %126 : f32
      linalg.yield %127 : f32
    } -> tensor<1x8x1xf32>
    %91 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%90 : tensor<1x8x1xf32>) outs(%11 : tensor<1x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %126 = math.rsqrt %in : f32
      linalg.yield %126 : f32
    } -> tensor<1x8x1xf32>
    %92 = linalg.generic {indexing_maps = [#map1, #map6, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%86, %91 : tensor<1x8x32xf32>, tensor<1x8x1xf32>) outs(%0 : tensor<1x8x32xf32>) {
    ^bb0(%in: f32, %in_84: f32, %out: f32):
      %126 = arith.mulf %in, %in_84 : f32
      linalg.yield %126 : f32
    } -> tensor<1x8x32xf32>
    %93 = linalg.generic {indexing_maps = [#map7, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%cst_11, %92 : tensor<32xf32>, tensor<1x8x32xf32>) outs(%0 : tensor<1x8x32xf32>) {
    ^bb0(%in: f32, %in_84: f32, %out: f32):
      %126 = arith.mulf %in, %in_84 : f32
      linalg.yield %126 : f32
    } -> tensor<1x8x32xf32>
    %transposed_57 = linalg.transpose ins(%cst_10 : tensor<32x32xf32>) outs(%19 : tensor<32x32xf32>) permutation = [1, 0] 
    %collapsed_58 = tensor.collapse_shape %93 [[0, 1], [2]] : tensor<1x8x32xf32> into tensor<8x32xf32>
    %94 = linalg.matmul ins(%collapsed_58, %transposed_57 : tensor<8x32xf32>, tensor<32x32xf32>) outs(%21 : tensor<8x32xf32>) -> tensor<8x32xf32>
    %expanded_59 = tensor.expand_shape %94 [[0, 1], [2, 3]] output_shape [1, 8, 2, 16] : tensor<8x32xf32> into tensor<1x8x2x16xf32>
    %transposed_60 = linalg.transpose ins(%expanded_59 : tensor<1x8x2x16xf32>) outs(%23 : tensor<1x2x8x16xf32>) permutation = [0, 2, 1, 3] 
    %transposed_61 = linalg.transpose ins(%cst_9 : tensor<32x32xf32>) outs(%19 : tensor<32x32xf32>) permutation = [1, 0] 
    %95 = linalg.matmul ins(%collapsed_58, %transposed_61 : tensor<8x32xf32>, tensor<32x32xf32>) outs(%21 : tensor<8x32xf32>) -> tensor<8x32xf32>
    %expanded_62 = tensor.expand_shape %95 [[0, 1], [2, 3]] output_shape [1, 8, 2, 16] : tensor<8x32xf32> into tensor<1x8x2x16xf32>
    %transposed_63 = linalg.transpose ins(%cst_8 : tensor<32x32xf32>) outs(%19 : tensor<32x32xf32>) permutation = [1, 0] 
    %96 = linalg.matmul ins(%collapsed_58, %transposed_63 : tensor<8x32xf32>, tensor<32x32xf32>) outs(%21 : tensor<8x32xf32>) -> tensor<8x32xf32>
    %expanded_64 = tensor.expand_shape %96 [[0, 1], [2, 3]] output_shape [1, 8, 2, 16] : tensor<8x32xf32> into tensor<1x8x2x16xf32>
    %transposed_65 = linalg.transpose ins(%expanded_64 : tensor<1x8x2x16xf32>) outs(%23 : tensor<1x2x8x16xf32>) permutation = [0, 2, 1, 3] 
    %transposed_66 = linalg.transpose ins(%expanded_62 : tensor<1x8x2x16xf32>) outs(%48 : tensor<1x2x16x8xf32>) permutation = [0, 2, 3, 1] 
    %collapsed_67 = tensor.collapse_shape %transposed_60 [[0, 1], [2], [3]] : tensor<1x2x8x16xf32> into tensor<2x8x16xf32>
    %collapsed_68 = tensor.collapse_shape %transposed_66 [[0, 1], [2], [3]] : tensor<1x2x16x8xf32> into tensor<2x16x8xf32>
    %97 = linalg.batch_matmul ins(%collapsed_67, %collapsed_68 : tensor<2x8x16xf32>, tensor<2x16x8xf32>) outs(%49 : tensor<2x8x8xf32>) -> tensor<2x8x8xf32>
    %expanded_69 = tensor.expand_shape %97 [[0, 1], [2], [3]] output_shape [1, 2, 8, 8] : tensor<2x8x8xf32> into tensor<1x2x8x8xf32>
    %98 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_69, %expanded_38 : tensor<1x2x8x8xf32>, tensor<1x2x8x8xf32>) outs(%51 : tensor<1x2x8x8xf32>) {
    ^bb0(%in: f32, %in_84: f32, %out: f32):
      %126 = arith.addf %in, %in_84 : f32
      linalg.yield %126 : f32
    } -> tensor<1x2x8x8xf32>
    %99 = linalg.generic {indexing_maps = [#map3, #map11, #map3], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%98, %9 : tensor<1x2x8x8xf32>, tensor<1x1x8x8xf32>) outs(%51 : tensor<1x2x8x8xf32>) {
    ^bb0(%in: f32, %in_84: f32, %out: f32):
      %126 = arith.addf %in, %in_84 : f32
      linalg.yield %126 : f32
    } -> tensor<1x2x8x8xf32>
    %100:2 = linalg.generic {indexing_maps = [#map3, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%99 : tensor<1x2x8x8xf32>) outs(%57, %55 : tensor<1x2x8xf32>, tensor<1x2x8xi64>) {
    ^bb0(%in: f32, %out: f32, %out_84: i64):
      %126 = linalg.index 3 : index
      %127 = arith.index_cast %126 : index to i64
      %128 = arith.maximumf %in, %out : f32
      %129 = arith.cmpf ogt, %in, %out : f32
      %130 = arith.select %129, %127, %out_84 : i64
      linalg.yield %128, %130 : f32, i64
    } -> (tensor<1x2x8xf32>, tensor<1x2x8xi64>)
    %expanded_70 = tensor.expand_shape %100#0 [[0], [1], [2, 3]] output_shape [1, 2, 8, 1] : tensor<1x2x8xf32> into tensor<1x2x8x1xf32>
    %101 = linalg.generic {indexing_maps = [#map3, #map12, #map3], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%99, %expanded_70 : tensor<1x2x8x8xf32>, tensor<1x2x8x1xf32>) outs(%51 : tensor<1x2x8x8xf32>) {
    ^bb0(%in: f32, %in_84: f32, %out: f32):
      %126 = arith.subf %in, %in_84 : f32
      linalg.yield %126 : f32
    } -> tensor<1x2x8x8xf32>
    %102 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%101 : tensor<1x2x8x8xf32>) outs(%51 : tensor<1x2x8x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %126 = math.exp %in : f32
      linalg.yield %126 : f32
    } -> tensor<1x2x8x8xf32>
    %103 = linalg.generic {indexing_maps = [#map3, #map12], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%102 : tensor<1x2x8x8xf32>) outs(%62 : tensor<1x2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %126 = arith.addf %in, %out : f32
      linalg.yield %126 : f32
    } -> tensor<1x2x8x1xf32>
    %104 = linalg.generic {indexing_maps = [#map3, #map12, #map3], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%102, %103 : tensor<1x2x8x8xf32>, tensor<1x2x8x1xf32>) outs(%51 : tensor<1x2x8x8xf32>) {
    ^bb0(%in: f32, %in_84: f32, %out: f32):
      %126 = arith.divf %in, %in_84 : f32
      linalg.yield %126 : f32
    } -> tensor<1x2x8x8xf32>
    %collapsed_71 = tensor.collapse_shape %104 [[0, 1], [2], [3]] : tensor<1x2x8x8xf32> into tensor<2x8x8xf32>
    %collapsed_72 = tensor.collapse_shape %transposed_65 [[0, 1], [2], [3]] : tensor<1x2x8x16xf32> into tensor<2x8x16xf32>
    %105 = linalg.batch_matmul ins(%collapsed_71, %collapsed_72 : tensor<2x8x8xf32>, tensor<2x8x16xf32>) outs(%66 : tensor<2x8x16xf32>) -> tensor<2x8x16xf32>
    %expanded_73 = tensor.expand_shape %105 [[0, 1], [2], [3]] output_shape [1, 2, 8, 16] : tensor<2x8x16xf32> into tensor<1x2x8x16xf32>
    %transposed_74 = linalg.transpose ins(%expanded_73 : tensor<1x2x8x16xf32>) outs(%68 : tensor<1x8x2x16xf32>) permutation = [0, 2, 1, 3] 
    %transposed_75 = linalg.transpose ins(%cst_7 : tensor<32x32xf32>) outs(%19 : tensor<32x32xf32>) permutation = [1, 0] 
    %collapsed_76 = tensor.collapse_shape %transposed_74 [[0, 1], [2, 3]] : tensor<1x8x2x16xf32> into tensor<8x32xf32>
    %106 = linalg.matmul ins(%collapsed_76, %transposed_75 : tensor<8x32xf32>, tensor<32x32xf32>) outs(%21 : tensor<8x32xf32>) -> tensor<8x32xf32>
    %expanded_77 = tensor.expand_shape %106 [[0, 1], [2]] output_shape [1, 8, 32] : tensor<8x32xf32> into tensor<1x8x32xf32>
    %107 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%86, %expanded_77 : tensor<1x8x32xf32>, tensor<1x8x32xf32>) outs(%0 : tensor<1x8x32xf32>) {
    ^bb0(%in: f32, %in_84: f32, %out: f32):
      %126 = arith.addf %in, %in_84 : f32
      linalg.yield %126 : f32
    } -> tensor<1x8x32xf32>
    %108 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%107 : tensor<1x8x32xf32>) outs(%0 : tensor<1x8x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %126 = math.fpowi %in, %c2_i64 : f32, i64
      linalg.yield %126 : f32
    } -> tensor<1x8x32xf32>
    %109 = linalg.generic {indexing_maps = [#map1, #map6], iterator_types = ["parallel", "parallel", "reduction"]} ins(%108 : tensor<1x8x32xf32>) outs(%12 : tensor<1x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %126 = arith.addf %in, %out : f32
      linalg.yield %126 : f32
    } -> tensor<1x8x1xf32>
    %110 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%109 : tensor<1x8x1xf32>) outs(%11 : tensor<1x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %126 = arith.divf %in, %cst_24 : f32
      linalg.yield %126 : f32
    } -> tensor<1x8x1xf32>
    %111 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%110 : tensor<1x8x1xf32>) outs(%11 : tensor<1x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %126 = arith.truncf %cst_22 : f64 to f32
      %127 = arith.addf %in, %126 : f32
      linalg.yield %127 : f32
    } -> tensor<1x8x1xf32>
    %112 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%111 : tensor<1x8x1xf32>) outs(%11 : tensor<1x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %126 = math.rsqrt %in : f32
      linalg.yield %126 : f32
    } -> tensor<1x8x1xf32>
    %113 = linalg.generic {indexing_maps = [#map1, #map6, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%107, %112 : tensor<1x8x32xf32>, tensor<1x8x1xf32>) outs(%0 : tensor<1x8x32xf32>) {
    ^bb0(%in: f32, %in_84: f32, %out: f32):
      %126 = arith.mulf %in, %in_84 : f32
      linalg.yield %126 : f32
    } -> tensor<1x8x32xf32>
    %114 = linalg.generic {indexing_maps = [#map7, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%cst_6, %113 : tensor<32xf32>, tensor<1x8x32xf32>) outs(%0 : tensor<1x8x32xf32>) {
    ^bb0(%in: f32, %in_84: f32, %out: f32):
      %126 = arith.mulf %in, %in_84 : f32
      linalg.yield %126 : f32
    } -> tensor<1x8x32xf32>
    %transposed_78 = linalg.transpose ins(%cst_5 : tensor<64x32xf32>) outs(%78 : tensor<32x64xf32>) permutation = [1, 0] 
    %collapsed_79 = tensor.collapse_shape %114 [[0, 1], [2]] : tensor<1x8x32xf32> into tensor<8x32xf32>
    %115 = linalg.matmul ins(%collapsed_79, %transposed_78 : tensor<8x32xf32>, tensor<32x64xf32>) outs(%80 : tensor<8x64xf32>) -> tensor<8x64xf32>
    %expanded_80 = tensor.expand_shape %115 [[0, 1], [2]] output_shape [1, 8, 64] : tensor<8x64xf32> into tensor<1x8x64xf32>
    %116 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_80 : tensor<1x8x64xf32>) outs(%82 : tensor<1x8x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %126 = arith.cmpf ugt, %in, %cst : f32
      %127 = arith.select %126, %in, %cst : f32
      linalg.yield %127 : f32
    } -> tensor<1x8x64xf32>
    %transposed_81 = linalg.transpose ins(%cst_4 : tensor<32x64xf32>) outs(%84 : tensor<64x32xf32>) permutation = [1, 0] 
    %collapsed_82 = tensor.collapse_shape %116 [[0, 1], [2]] : tensor<1x8x64xf32> into tensor<8x64xf32>
    %117 = linalg.matmul ins(%collapsed_82, %transposed_81 : tensor<8x64xf32>, tensor<64x32xf32>) outs(%21 : tensor<8x32xf32>) -> tensor<8x32xf32>
    %expanded_83 = tensor.expand_shape %117 [[0, 1], [2]] output_shape [1, 8, 32] : tensor<8x32xf32> into tensor<1x8x32xf32>
    %118 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%107, %expanded_83 : tensor<1x8x32xf32>, tensor<1x8x32xf32>) outs(%0 : tensor<1x8x32xf32>) {
    ^bb0(%in: f32, %in_84: f32, %out: f32):
      %126 = arith.addf %in, %in_84 : f32
      linalg.yield %126 : f32
    } -> tensor<1x8x32xf32>
    %119 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%118 : tensor<1x8x32xf32>) outs(%0 : tensor<1x8x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %126 = math.fpowi %in, %c2_i64 : f32, i64
      linalg.yield %126 : f32
    } -> tensor<1x8x32xf32>
    %120 = linalg.generic {indexing_maps = [#map1, #map6], iterator_types = ["parallel", "parallel", "reduction"]} ins(%119 : tensor<1x8x32xf32>) outs(%12 : tensor<1x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %126 = arith.addf %in, %out : f32
      linalg.yield %126 : f32
    } -> tensor<1x8x1xf32>
    %121 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%120 : tensor<1x8x1xf32>) outs(%11 : tensor<1x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %126 = arith.divf %in, %cst_24 : f32
      linalg.yield %126 : f32
    } -> tensor<1x8x1xf32>
    %122 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%121 : tensor<1x8x1xf32>) outs(%11 : tensor<1x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %126 = arith.truncf %cst_22 : f64 to f32
      %127 = arith.addf %in, %126 : f32
      linalg.yield %127 : f32
    } -> tensor<1x8x1xf32>
    %123 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%122 : tensor<1x8x1xf32>) outs(%11 : tensor<1x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %126 = math.rsqrt %in : f32
      linalg.yield %126 : f32
    } -> tensor<1x8x1xf32>
    %124 = linalg.generic {indexing_maps = [#map1, #map6, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%118, %123 : tensor<1x8x32xf32>, tensor<1x8x1xf32>) outs(%0 : tensor<1x8x32xf32>) {
    ^bb0(%in: f32, %in_84: f32, %out: f32):
      %126 = arith.mulf %in, %in_84 : f32
      linalg.yield %126 : f32
    } -> tensor<1x8x32xf32>
    %125 = linalg.generic {indexing_maps = [#map7, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%cst_3, %124 : tensor<32xf32>, tensor<1x8x32xf32>) outs(%0 : tensor<1x8x32xf32>) {
    ^bb0(%in: f32, %in_84: f32, %out: f32):
      %126 = arith.mulf %in, %in_84 : f32
      linalg.yield %126 : f32
    } -> tensor<1x8x32xf32>
    return %125 : tensor<1x8x32xf32>
  }
}


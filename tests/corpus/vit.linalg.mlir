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
  func.func @main_graph(%arg0: tensor<1x3x16x16xf32>) -> tensor<1x17x32xf32> {
    %c0_i64 = arith.constant 0 : i64
    %cst = arith.constant 0.000000e+00 : f32
    %cst_0 = arith.constant 0.000000e+00 : f64
    %cst_1 = arith.constant 0xFF800000 : f32
    %cst_2 = arith.constant 1.000000e+00 : f32
    %cst_3 = arith.constant 5.000000e-01 : f32
    %cst_4 = arith.constant dense<-3.40282347E+38> : tensor<f32>
    %cst_5 = arith.constant dense<0.000000e+00> : tensor<f32>
    %cst_6 = arith.constant dense<0.000000e+00> : tensor<32xf32>
    %cst_7 = arith.constant dense<1.000000e+00> : tensor<32xf32>
    %cst_8 = arith.constant dense<0.000000e+00> : tensor<32xf32>
    %cst_9 = arith.constant dense<0.00193294301> : tensor<32x64xf32>
    %cst_10 = arith.constant dense<0.000000e+00> : tensor<64xf32>
    %cst_11 = arith.constant dense<0.00474999752> : tensor<64x32xf32>
    %cst_12 = arith.constant dense<0.000000e+00> : tensor<32xf32>
    %cst_13 = arith.constant dense<1.000000e+00> : tensor<32xf32>
    %cst_14 = arith.constant dense<0.000000e+00> : tensor<32xf32>
    %cst_15 = arith.constant dense<-0.019025689> : tensor<32x32xf32>
    %cst_16 = arith.constant dense<0.000000e+00> : tensor<32xf32>
    %cst_17 = arith.constant dense<0.019749919> : tensor<32x32xf32>
    %cst_18 = arith.constant dense<0.000000e+00> : tensor<32xf32>
    %cst_19 = arith.constant dense<9.90291824E-4> : tensor<32x32xf32>
    %cst_20 = arith.constant dense<0.000000e+00> : tensor<32xf32>
    %cst_21 = arith.constant dense<0.00373726548> : tensor<32x32xf32>
    %cst_22 = arith.constant dense<0.000000e+00> : tensor<32xf32>
    %cst_23 = arith.constant dense<1.000000e+00> : tensor<32xf32>
    %cst_24 = arith.constant dense<0.000000e+00> : tensor<32xf32>
    %cst_25 = arith.constant dense<0.0177946333> : tensor<32x64xf32>
    %cst_26 = arith.constant dense<0.000000e+00> : tensor<64xf32>
    %cst_27 = arith.constant dense<0.0465220101> : tensor<64x32xf32>
    %cst_28 = arith.constant dense<0.000000e+00> : tensor<32xf32>
    %cst_29 = arith.constant dense<1.000000e+00> : tensor<32xf32>
    %cst_30 = arith.constant dense<0.000000e+00> : tensor<32xf32>
    %cst_31 = arith.constant dense<-0.0163134933> : tensor<32x32xf32>
    %cst_32 = arith.constant dense<0.000000e+00> : tensor<32xf32>
    %cst_33 = arith.constant dense<0.0303209797> : tensor<32x32xf32>
    %cst_34 = arith.constant dense<0.000000e+00> : tensor<32xf32>
    %cst_35 = arith.constant dense<0.00673023797> : tensor<32x32xf32>
    %cst_36 = arith.constant dense<0.000000e+00> : tensor<32xf32>
    %cst_37 = arith.constant dense<0.0119049801> : tensor<32x32xf32>
    %cst_38 = arith.constant dense<0.000000e+00> : tensor<32xf32>
    %cst_39 = arith.constant dense<1.000000e+00> : tensor<32xf32>
    %cst_40 = arith.constant 9.9999999999999998E-13 : f64
    %cst_41 = arith.constant dense<-0.0112405177> : tensor<1x17x32xf32>
    %cst_42 = arith.constant dense<0.00782710872> : tensor<32x3x4x4xf32>
    %cst_43 = arith.constant dense<0.000000e+00> : tensor<32xf32>
    %cst_44 = arith.constant dense<-0.00998709164> : tensor<1x1x32xf32>
    %cst_45 = arith.constant 3.200000e+01 : f64
    %cst_46 = arith.constant 3.200000e+01 : f32
    %cst_47 = arith.constant 2.500000e-01 : f32
    %cst_48 = arith.constant 1.41421354 : f32
    %0 = tensor.empty() : tensor<1x32x4x4xf32>
    %broadcasted = linalg.broadcast ins(%cst_43 : tensor<32xf32>) outs(%0 : tensor<1x32x4x4xf32>) dimensions = [0, 2, 3] 
    %1 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<4> : vector<2xi64>} ins(%arg0, %cst_42 : tensor<1x3x16x16xf32>, tensor<32x3x4x4xf32>) outs(%broadcasted : tensor<1x32x4x4xf32>) -> tensor<1x32x4x4xf32>
    %collapsed = tensor.collapse_shape %1 [[0], [1], [2, 3]] : tensor<1x32x4x4xf32> into tensor<1x32x16xf32>
    %2 = tensor.empty() : tensor<1x16x32xf32>
    %transposed = linalg.transpose ins(%collapsed : tensor<1x32x16xf32>) outs(%2 : tensor<1x16x32xf32>) permutation = [0, 2, 1] 
    %concat = tensor.concat dim(1) %cst_44, %transposed : (tensor<1x1x32xf32>, tensor<1x16x32xf32>) -> tensor<1x17x32xf32>
    %3 = tensor.empty() : tensor<1x17x32xf32>
    %4 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%concat, %cst_41 : tensor<1x17x32xf32>, tensor<1x17x32xf32>) outs(%3 : tensor<1x17x32xf32>) {
    ^bb0(%in: f32, %in_104: f32, %out: f32):
      %168 = arith.addf %in, %in_104 : f32
      linalg.yield %168 : f32
    } -> tensor<1x17x32xf32>
    %5 = tensor.empty() : tensor<17xi64>
    %6 = linalg.generic {indexing_maps = [#map1], iterator_types = ["parallel"]} outs(%5 : tensor<17xi64>) {
    ^bb0(%out: i64):
      %168 = linalg.index 0 : index
      %169 = arith.index_cast %168 : index to i64
      linalg.yield %169 : i64
    } -> tensor<17xi64>
    %expanded = tensor.expand_shape %6 [[0, 1, 2, 3]] output_shape [1, 1, 17, 1] : tensor<17xi64> into tensor<1x1x17x1xi64>
    %7 = tensor.empty() : tensor<1x1x17x1xi1>
    %8 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded : tensor<1x1x17x1xi64>) outs(%7 : tensor<1x1x17x1xi1>) {
    ^bb0(%in: i64, %out: i1):
      %168 = arith.cmpi sge, %in, %c0_i64 : i64
      linalg.yield %168 : i1
    } -> tensor<1x1x17x1xi1>
    %9 = tensor.empty() : tensor<1x1x17x17xi1>
    %collapsed_49 = tensor.collapse_shape %8 [[0], [1], [2, 3]] : tensor<1x1x17x1xi1> into tensor<1x1x17xi1>
    %10 = linalg.generic {indexing_maps = [#map3, #map2], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%collapsed_49 : tensor<1x1x17xi1>) outs(%9 : tensor<1x1x17x17xi1>) {
    ^bb0(%in: i1, %out: i1):
      linalg.yield %in : i1
    } -> tensor<1x1x17x17xi1>
    %11 = tensor.empty() : tensor<1x1x17x17xf32>
    %12 = linalg.generic {indexing_maps = [#map2, #map4, #map4, #map2], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%10, %cst_5, %cst_4 : tensor<1x1x17x17xi1>, tensor<f32>, tensor<f32>) outs(%11 : tensor<1x1x17x17xf32>) {
    ^bb0(%in: i1, %in_104: f32, %in_105: f32, %out: f32):
      %168 = arith.select %in, %in_104, %in_105 : f32
      linalg.yield %168 : f32
    } -> tensor<1x1x17x17xf32>
    %13 = tensor.empty() : tensor<1x17x32xf64>
    %14 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%4 : tensor<1x17x32xf32>) outs(%13 : tensor<1x17x32xf64>) {
    ^bb0(%in: f32, %out: f64):
      %168 = arith.extf %in : f32 to f64
      linalg.yield %168 : f64
    } -> tensor<1x17x32xf64>
    %15 = tensor.empty() : tensor<1x17x1xf64>
    %16 = linalg.fill ins(%cst_0 : f64) outs(%15 : tensor<1x17x1xf64>) -> tensor<1x17x1xf64>
    %17 = linalg.generic {indexing_maps = [#map, #map5], iterator_types = ["parallel", "parallel", "reduction"]} ins(%14 : tensor<1x17x32xf64>) outs(%16 : tensor<1x17x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %168 = arith.addf %in, %out : f64
      linalg.yield %168 : f64
    } -> tensor<1x17x1xf64>
    %18 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%17 : tensor<1x17x1xf64>) outs(%15 : tensor<1x17x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %168 = arith.divf %in, %cst_45 : f64
      linalg.yield %168 : f64
    } -> tensor<1x17x1xf64>
    %19 = linalg.generic {indexing_maps = [#map, #map5, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%14, %18 : tensor<1x17x32xf64>, tensor<1x17x1xf64>) outs(%13 : tensor<1x17x32xf64>) {
    ^bb0(%in: f64, %in_104: f64, %out: f64):
      %168 = arith.subf %in, %in_104 : f64
      linalg.yield %168 : f64
    } -> tensor<1x17x32xf64>
    %20 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%19, %19 : tensor<1x17x32xf64>, tensor<1x17x32xf64>) outs(%13 : tensor<1x17x32xf64>) {
    ^bb0(%in: f64, %in_104: f64, %out: f64):
      %168 = arith.mulf %in, %in_104 : f64
      linalg.yield %168 : f64
    } -> tensor<1x17x32xf64>
    %21 = linalg.generic {indexing_maps = [#map, #map5], iterator_types = ["parallel", "parallel", "reduction"]} ins(%20 : tensor<1x17x32xf64>) outs(%16 : tensor<1x17x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %168 = arith.addf %in, %out : f64
      linalg.yield %168 : f64
    } -> tensor<1x17x1xf64>
    %22 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%21 : tensor<1x17x1xf64>) outs(%15 : tensor<1x17x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %168 = arith.divf %in, %cst_45 : f64
      linalg.yield %168 : f64
    } -> tensor<1x17x1xf64>
    %23 = tensor.empty() : tensor<1x17x1xf32>
    %24 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%22 : tensor<1x17x1xf64>) outs(%23 : tensor<1x17x1xf32>) {
    ^bb0(%in: f64, %out: f32):
      %168 = arith.truncf %in : f64 to f32
      linalg.yield %168 : f32
    } -> tensor<1x17x1xf32>
    %25 = linalg.fill ins(%cst : f32) outs(%23 : tensor<1x17x1xf32>) -> tensor<1x17x1xf32>
    %26 = linalg.generic {indexing_maps = [#map, #map5], iterator_types = ["parallel", "parallel", "reduction"]} ins(%4 : tensor<1x17x32xf32>) outs(%25 : tensor<1x17x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %168 = arith.addf %in, %out : f32
      linalg.yield %168 : f32
    } -> tensor<1x17x1xf32>
    %27 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%26 : tensor<1x17x1xf32>) outs(%23 : tensor<1x17x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %168 = arith.divf %in, %cst_46 : f32
      linalg.yield %168 : f32
    } -> tensor<1x17x1xf32>
    %28 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%24 : tensor<1x17x1xf32>) outs(%23 : tensor<1x17x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %168 = arith.truncf %cst_40 : f64 to f32
      %169 = arith.addf %in, %168 : f32
      linalg.yield %169 : f32
    } -> tensor<1x17x1xf32>
    %29 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%28 : tensor<1x17x1xf32>) outs(%23 : tensor<1x17x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %168 = math.rsqrt %in : f32
      linalg.yield %168 : f32
    } -> tensor<1x17x1xf32>
    %30 = linalg.generic {indexing_maps = [#map, #map5, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%4, %27 : tensor<1x17x32xf32>, tensor<1x17x1xf32>) outs(%3 : tensor<1x17x32xf32>) {
    ^bb0(%in: f32, %in_104: f32, %out: f32):
      %168 = arith.subf %in, %in_104 : f32
      linalg.yield %168 : f32
    } -> tensor<1x17x32xf32>
    %31 = linalg.generic {indexing_maps = [#map, #map5, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%30, %29 : tensor<1x17x32xf32>, tensor<1x17x1xf32>) outs(%3 : tensor<1x17x32xf32>) {
    ^bb0(%in: f32, %in_104: f32, %out: f32):
      %168 = arith.mulf %in, %in_104 : f32
      linalg.yield %168 : f32
    } -> tensor<1x17x32xf32>
    %32 = linalg.generic {indexing_maps = [#map, #map6, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%31, %cst_39 : tensor<1x17x32xf32>, tensor<32xf32>) outs(%3 : tensor<1x17x32xf32>) {
    ^bb0(%in: f32, %in_104: f32, %out: f32):
      %168 = arith.mulf %in, %in_104 : f32
      linalg.yield %168 : f32
    } -> tensor<1x17x32xf32>
    %33 = linalg.generic {indexing_maps = [#map, #map6, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%32, %cst_38 : tensor<1x17x32xf32>, tensor<32xf32>) outs(%3 : tensor<1x17x32xf32>) {
    ^bb0(%in: f32, %in_104: f32, %out: f32):
      %168 = arith.addf %in, %in_104 : f32
      linalg.yield %168 : f32
    } -> tensor<1x17x32xf32>
    %collapsed_50 = tensor.collapse_shape %33 [[0, 1], [2]] : tensor<1x17x32xf32> into tensor<17x32xf32>
    %34 = tensor.empty() : tensor<32x32xf32>
    %transposed_51 = linalg.transpose ins(%cst_37 : tensor<32x32xf32>) outs(%34 : tensor<32x32xf32>) permutation = [1, 0] 
    %35 = tensor.empty() : tensor<17x32xf32>
    %36 = linalg.fill ins(%cst : f32) outs(%35 : tensor<17x32xf32>) -> tensor<17x32xf32>
    %37 = linalg.matmul ins(%collapsed_50, %transposed_51 : tensor<17x32xf32>, tensor<32x32xf32>) outs(%36 : tensor<17x32xf32>) -> tensor<17x32xf32>
    %38 = linalg.generic {indexing_maps = [#map7, #map8, #map7], iterator_types = ["parallel", "parallel"]} ins(%37, %cst_36 : tensor<17x32xf32>, tensor<32xf32>) outs(%35 : tensor<17x32xf32>) {
    ^bb0(%in: f32, %in_104: f32, %out: f32):
      %168 = arith.addf %in, %in_104 : f32
      linalg.yield %168 : f32
    } -> tensor<17x32xf32>
    %expanded_52 = tensor.expand_shape %38 [[0, 1], [2, 3]] output_shape [1, 17, 2, 16] : tensor<17x32xf32> into tensor<1x17x2x16xf32>
    %39 = tensor.empty() : tensor<1x2x17x16xf32>
    %transposed_53 = linalg.transpose ins(%expanded_52 : tensor<1x17x2x16xf32>) outs(%39 : tensor<1x2x17x16xf32>) permutation = [0, 2, 1, 3] 
    %transposed_54 = linalg.transpose ins(%cst_35 : tensor<32x32xf32>) outs(%34 : tensor<32x32xf32>) permutation = [1, 0] 
    %40 = linalg.matmul ins(%collapsed_50, %transposed_54 : tensor<17x32xf32>, tensor<32x32xf32>) outs(%36 : tensor<17x32xf32>) -> tensor<17x32xf32>
    %41 = linalg.generic {indexing_maps = [#map7, #map8, #map7], iterator_types = ["parallel", "parallel"]} ins(%40, %cst_34 : tensor<17x32xf32>, tensor<32xf32>) outs(%35 : tensor<17x32xf32>) {
    ^bb0(%in: f32, %in_104: f32, %out: f32):
      %168 = arith.addf %in, %in_104 : f32
      linalg.yield %168 : f32
    } -> tensor<17x32xf32>
    %expanded_55 = tensor.expand_shape %41 [[0, 1], [2, 3]] output_shape [1, 17, 2, 16] : tensor<17x32xf32> into tensor<1x17x2x16xf32>
    %transposed_56 = linalg.transpose ins(%cst_33 : tensor<32x32xf32>) outs(%34 : tensor<32x32xf32>) permutation = [1, 0] 
    %42 = linalg.matmul ins(%collapsed_50, %transposed_56 : tensor<17x32xf32>, tensor<32x32xf32>) outs(%36 : tensor<17x32xf32>) -> tensor<17x32xf32>
    %43 = linalg.generic {indexing_maps = [#map7, #map8, #map7], iterator_types = ["parallel", "parallel"]} ins(%42, %cst_32 : tensor<17x32xf32>, tensor<32xf32>) outs(%35 : tensor<17x32xf32>) {
    ^bb0(%in: f32, %in_104: f32, %out: f32):
      %168 = arith.addf %in, %in_104 : f32
      linalg.yield %168 : f32
    } -> tensor<17x32xf32>
    %expanded_57 = tensor.expand_shape %43 [[0, 1], [2, 3]] output_shape [1, 17, 2, 16] : tensor<17x32xf32> into tensor<1x17x2x16xf32>
    %transposed_58 = linalg.transpose ins(%expanded_57 : tensor<1x17x2x16xf32>) outs(%39 : tensor<1x2x17x16xf32>) permutation = [0, 2, 1, 3] 
    %44 = tensor.empty() : tensor<1x2x16x17xf32>
    %transposed_59 = linalg.transpose ins(%expanded_55 : tensor<1x17x2x16xf32>) outs(%44 : tensor<1x2x16x17xf32>) permutation = [0, 2, 3, 1] 
    %collapsed_60 = tensor.collapse_shape %transposed_53 [[0, 1], [2], [3]] : tensor<1x2x17x16xf32> into tensor<2x17x16xf32>
    %collapsed_61 = tensor.collapse_shape %transposed_59 [[0, 1], [2], [3]] : tensor<1x2x16x17xf32> into tensor<2x16x17xf32>
    %45 = tensor.empty() : tensor<2x17x17xf32>
    %46 = linalg.fill ins(%cst : f32) outs(%45 : tensor<2x17x17xf32>) -> tensor<2x17x17xf32>
    %47 = linalg.batch_matmul ins(%collapsed_60, %collapsed_61 : tensor<2x17x16xf32>, tensor<2x16x17xf32>) outs(%46 : tensor<2x17x17xf32>) -> tensor<2x17x17xf32>
    %expanded_62 = tensor.expand_shape %47 [[0, 1], [2], [3]] output_shape [1, 2, 17, 17] : tensor<2x17x17xf32> into tensor<1x2x17x17xf32>
    %48 = tensor.empty() : tensor<1x2x17x17xf32>
    %49 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_62 : tensor<1x2x17x17xf32>) outs(%48 : tensor<1x2x17x17xf32>) {
    ^bb0(%in: f32, %out: f32):
      %168 = arith.mulf %in, %cst_47 : f32
      linalg.yield %168 : f32
    } -> tensor<1x2x17x17xf32>
    %50 = linalg.generic {indexing_maps = [#map2, #map9, #map2], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%49, %12 : tensor<1x2x17x17xf32>, tensor<1x1x17x17xf32>) outs(%48 : tensor<1x2x17x17xf32>) {
    ^bb0(%in: f32, %in_104: f32, %out: f32):
      %168 = arith.addf %in, %in_104 : f32
      linalg.yield %168 : f32
    } -> tensor<1x2x17x17xf32>
    %51 = tensor.empty() : tensor<1x2x17xi64>
    %52 = linalg.fill ins(%c0_i64 : i64) outs(%51 : tensor<1x2x17xi64>) -> tensor<1x2x17xi64>
    %53 = tensor.empty() : tensor<1x2x17xf32>
    %54 = linalg.fill ins(%cst_1 : f32) outs(%53 : tensor<1x2x17xf32>) -> tensor<1x2x17xf32>
    %55:2 = linalg.generic {indexing_maps = [#map2, #map3, #map3], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%50 : tensor<1x2x17x17xf32>) outs(%54, %52 : tensor<1x2x17xf32>, tensor<1x2x17xi64>) {
    ^bb0(%in: f32, %out: f32, %out_104: i64):
      %168 = linalg.index 3 : index
      %169 = arith.index_cast %168 : index to i64
      %170 = arith.maximumf %in, %out : f32
      %171 = arith.cmpf ogt, %in, %out : f32
      %172 = arith.select %171, %169, %out_104 : i64
      linalg.yield %170, %172 : f32, i64
    } -> (tensor<1x2x17xf32>, tensor<1x2x17xi64>)
    %expanded_63 = tensor.expand_shape %55#0 [[0], [1], [2, 3]] output_shape [1, 2, 17, 1] : tensor<1x2x17xf32> into tensor<1x2x17x1xf32>
    %56 = linalg.generic {indexing_maps = [#map2, #map10, #map2], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%50, %expanded_63 : tensor<1x2x17x17xf32>, tensor<1x2x17x1xf32>) outs(%48 : tensor<1x2x17x17xf32>) {
    ^bb0(%in: f32, %in_104: f32, %out: f32):
      %168 = arith.subf %in, %in_104 : f32
      linalg.yield %168 : f32
    } -> tensor<1x2x17x17xf32>
    %57 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%56 : tensor<1x2x17x17xf32>) outs(%48 : tensor<1x2x17x17xf32>) {
    ^bb0(%in: f32, %out: f32):
      %168 = math.exp %in : f32
      linalg.yield %168 : f32
    } -> tensor<1x2x17x17xf32>
    %58 = tensor.empty() : tensor<1x2x17x1xf32>
    %59 = linalg.fill ins(%cst : f32) outs(%58 : tensor<1x2x17x1xf32>) -> tensor<1x2x17x1xf32>
    %60 = linalg.generic {indexing_maps = [#map2, #map10], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%57 : tensor<1x2x17x17xf32>) outs(%59 : tensor<1x2x17x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %168 = arith.addf %in, %out : f32
      linalg.yield %168 : f32
    } -> tensor<1x2x17x1xf32>
    %61 = linalg.generic {indexing_maps = [#map2, #map10, #map2], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%57, %60 : tensor<1x2x17x17xf32>, tensor<1x2x17x1xf32>) outs(%48 : tensor<1x2x17x17xf32>) {
    ^bb0(%in: f32, %in_104: f32, %out: f32):
      %168 = arith.divf %in, %in_104 : f32
      linalg.yield %168 : f32
    } -> tensor<1x2x17x17xf32>
    %collapsed_64 = tensor.collapse_shape %61 [[0, 1], [2], [3]] : tensor<1x2x17x17xf32> into tensor<2x17x17xf32>
    %collapsed_65 = tensor.collapse_shape %transposed_58 [[0, 1], [2], [3]] : tensor<1x2x17x16xf32> into tensor<2x17x16xf32>
    %62 = tensor.empty() : tensor<2x17x16xf32>
    %63 = linalg.fill ins(%cst : f32) outs(%62 : tensor<2x17x16xf32>) -> tensor<2x17x16xf32>
    %64 = linalg.batch_matmul ins(%collapsed_64, %collapsed_65 : tensor<2x17x17xf32>, tensor<2x17x16xf32>) outs(%63 : tensor<2x17x16xf32>) -> tensor<2x17x16xf32>
    %expanded_66 = tensor.expand_shape %64 [[0, 1], [2], [3]] output_shape [1, 2, 17, 16] : tensor<2x17x16xf32> into tensor<1x2x17x16xf32>
    %65 = tensor.empty() : tensor<1x17x2x16xf32>
    %transposed_67 = linalg.transpose ins(%expanded_66 : tensor<1x2x17x16xf32>) outs(%65 : tensor<1x17x2x16xf32>) permutation = [0, 2, 1, 3] 
    %collapsed_68 = tensor.collapse_shape %transposed_67 [[0, 1], [2, 3]] : tensor<1x17x2x16xf32> into tensor<17x32xf32>
    %transposed_69 = linalg.transpose ins(%cst_31 : tensor<32x32xf32>) outs(%34 : tensor<32x32xf32>) permutation = [1, 0] 
    %66 = linalg.matmul ins(%collapsed_68, %transposed_69 : tensor<17x32xf32>, tensor<32x32xf32>) outs(%36 : tensor<17x32xf32>) -> tensor<17x32xf32>
    %67 = linalg.generic {indexing_maps = [#map7, #map8, #map7], iterator_types = ["parallel", "parallel"]} ins(%66, %cst_30 : tensor<17x32xf32>, tensor<32xf32>) outs(%35 : tensor<17x32xf32>) {
    ^bb0(%in: f32, %in_104: f32, %out: f32):
      %168 = arith.addf %in, %in_104 : f32
      linalg.yield %168 : f32
    } -> tensor<17x32xf32>
    %expanded_70 = tensor.expand_shape %67 [[0, 1], [2]] output_shape [1, 17, 32] : tensor<17x32xf32> into tensor<1x17x32xf32>
    %68 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_70, %4 : tensor<1x17x32xf32>, tensor<1x17x32xf32>) outs(%3 : tensor<1x17x32xf32>) {
    ^bb0(%in: f32, %in_104: f32, %out: f32):
      %168 = arith.addf %in, %in_104 : f32
      linalg.yield %168 : f32
    } -> tensor<1x17x32xf32>
    %69 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%68 : tensor<1x17x32xf32>) outs(%13 : tensor<1x17x32xf64>) {
    ^bb0(%in: f32, %out: f64):
      %168 = arith.extf %in : f32 to f64
      linalg.yield %168 : f64
    } -> tensor<1x17x32xf64>
    %70 = linalg.generic {indexing_maps = [#map, #map5], iterator_types = ["parallel", "parallel", "reduction"]} ins(%69 : tensor<1x17x32xf64>) outs(%16 : tensor<1x17x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %168 = arith.addf %in, %out : f64
      linalg.yield %168 : f64
    } -> tensor<1x17x1xf64>
    %71 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%70 : tensor<1x17x1xf64>) outs(%15 : tensor<1x17x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %168 = arith.divf %in, %cst_45 : f64
      linalg.yield %168 : f64
    } -> tensor<1x17x1xf64>
    %72 = linalg.generic {indexing_maps = [#map, #map5, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%69, %71 : tensor<1x17x32xf64>, tensor<1x17x1xf64>) outs(%13 : tensor<1x17x32xf64>) {
    ^bb0(%in: f64, %in_104: f64, %out: f64):
      %168 = arith.subf %in, %in_104 : f64
      linalg.yield %168 : f64
    } -> tensor<1x17x32xf64>
    %73 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%72, %72 : tensor<1x17x32xf64>, tensor<1x17x32xf64>) outs(%13 : tensor<1x17x32xf64>) {
    ^bb0(%in: f64, %in_104: f64, %out: f64):
      %168 = arith.mulf %in, %in_104 : f64
      linalg.yield %168 : f64
    } -> tensor<1x17x32xf64>
    %74 = linalg.generic {indexing_maps = [#map, #map5], iterator_types = ["parallel", "parallel", "reduction"]} ins(%73 : tensor<1x17x32xf64>) outs(%16 : tensor<1x17x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %168 = arith.addf %in, %out : f64
      linalg.yield %168 : f64
    } -> tensor<1x17x1xf64>
    %75 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%74 : tensor<1x17x1xf64>) outs(%15 : tensor<1x17x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %168 = arith.divf %in, %cst_45 : f64
      linalg.yield %168 : f64
    } -> tensor<1x17x1xf64>
    %76 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%75 : tensor<1x17x1xf64>) outs(%23 : tensor<1x17x1xf32>) {
    ^bb0(%in: f64, %out: f32):
      %168 = arith.truncf %in : f64 to f32
      linalg.yield %168 : f32
    } -> tensor<1x17x1xf32>
    %77 = linalg.generic {indexing_maps = [#map, #map5], iterator_types = ["parallel", "parallel", "reduction"]} ins(%68 : tensor<1x17x32xf32>) outs(%25 : tensor<1x17x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %168 = arith.addf %in, %out : f32
      linalg.yield %168 : f32
    } -> tensor<1x17x1xf32>
    %78 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%77 : tensor<1x17x1xf32>) outs(%23 : tensor<1x17x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %168 = arith.divf %in, %cst_46 : f32
      linalg.yield %168 : f32
    } -> tensor<1x17x1xf32>
    %79 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%76 : tensor<1x17x1xf32>) outs(%23 : tensor<1x17x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %168 = arith.truncf %cst_40 : f64 to f32
      %169 = arith.addf %in, %168 : f32
      linalg.yield %169 : f32
    } -> tensor<1x17x1xf32>
    %80 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%79 : tensor<1x17x1xf32>) outs(%23 : tensor<1x17x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %168 = math.rsqrt %in : f32
      linalg.yield %168 : f32
    } -> tensor<1x17x1xf32>
    %81 = linalg.generic {indexing_maps = [#map, #map5, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%68, %78 : tensor<1x17x32xf32>, tensor<1x17x1xf32>) outs(%3 : tensor<1x17x32xf32>) {
    ^bb0(%in: f32, %in_104: f32, %out: f32):
      %168 = arith.subf %in, %in_104 : f32
      linalg.yield %168 : f32
    } -> tensor<1x17x32xf32>
    %82 = linalg.generic {indexing_maps = [#map, #map5, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%81, %80 : tensor<1x17x32xf32>, tensor<1x17x1xf32>) outs(%3 : tensor<1x17x32xf32>) {
    ^bb0(%in: f32, %in_104: f32, %out: f32):
      %168 = arith.mulf %in, %in_104 : f32
      linalg.yield %168 : f32
    } -> tensor<1x17x32xf32>
    %83 = linalg.generic {indexing_maps = [#map, #map6, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%82, %cst_29 : tensor<1x17x32xf32>, tensor<32xf32>) outs(%3 : tensor<1x17x32xf32>) {
    ^bb0(%in: f32, %in_104: f32, %out: f32):
      %168 = arith.mulf %in, %in_104 : f32
      linalg.yield %168 : f32
    } -> tensor<1x17x32xf32>
    %84 = linalg.generic {indexing_maps = [#map, #map6, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%83, %cst_28 : tensor<1x17x32xf32>, tensor<32xf32>) outs(%3 : tensor<1x17x32xf32>) {
    ^bb0(%in: f32, %in_104: f32, %out: f32):
      %168 = arith.addf %in, %in_104 : f32
      linalg.yield %168 : f32
    } -> tensor<1x17x32xf32>
    %collapsed_71 = tensor.collapse_shape %84 [[0, 1], [2]] : tensor<1x17x32xf32> into tensor<17x32xf32>
    %85 = tensor.empty() : tensor<32x64xf32>
    %transposed_72 = linalg.transpose ins(%cst_27 : tensor<64x32xf32>) outs(%85 : tensor<32x64xf32>) permutation = [1, 0] 
    %86 = tensor.empty() : tensor<17x64xf32>
    %87 = linalg.fill ins(%cst : f32) outs(%86 : tensor<17x64xf32>) -> tensor<17x64xf32>
    %88 = linalg.matmul ins(%collapsed_71, %transposed_72 : tensor<17x32xf32>, tensor<32x64xf32>) outs(%87 : tensor<17x64xf32>) -> tensor<17x64xf32>
    %89 = linalg.generic {indexing_maps = [#map7, #map8, #map7], iterator_types = ["parallel", "parallel"]} ins(%88, %cst_26 : tensor<17x64xf32>, tensor<64xf32>) outs(%86 : tensor<17x64xf32>) {
    ^bb0(%in: f32, %in_104: f32, %out: f32):
      %168 = arith.addf %in, %in_104 : f32
      linalg.yield %168 : f32
    } -> tensor<17x64xf32>
    %expanded_73 = tensor.expand_shape %89 [[0, 1], [2]] output_shape [1, 17, 64] : tensor<17x64xf32> into tensor<1x17x64xf32>
    %90 = tensor.empty() : tensor<1x17x64xf32>
    %91 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_73 : tensor<1x17x64xf32>) outs(%90 : tensor<1x17x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %168 = arith.divf %in, %cst_48 : f32
      %169 = math.erf %168 : f32
      %170 = arith.addf %169, %cst_2 : f32
      %171 = arith.mulf %170, %cst_3 : f32
      %172 = arith.mulf %in, %171 : f32
      linalg.yield %172 : f32
    } -> tensor<1x17x64xf32>
    %collapsed_74 = tensor.collapse_shape %91 [[0, 1], [2]] : tensor<1x17x64xf32> into tensor<17x64xf32>
    %92 = tensor.empty() : tensor<64x32xf32>
    %transposed_75 = linalg.transpose ins(%cst_25 : tensor<32x64xf32>) outs(%92 : tensor<64x32xf32>) permutation = [1, 0] 
    %93 = linalg.matmul ins(%collapsed_74, %transposed_75 : tensor<17x64xf32>, tensor<64x32xf32>) outs(%36 : tensor<17x32xf32>) -> tensor<17x32xf32>
    %94 = linalg.generic {indexing_maps = [#map7, #map8, #map7], iterator_types = ["parallel", "parallel"]} ins(%93, %cst_24 : tensor<17x32xf32>, tensor<32xf32>) outs(%35 : tensor<17x32xf32>) {
    ^bb0(%in: f32, %in_104: f32, %out: f32):
      %168 = arith.addf %in, %in_104 : f32
      linalg.yield %168 : f32
    } -> tensor<17x32xf32>
    %expanded_76 = tensor.expand_shape %94 [[0, 1], [2]] output_shape [1, 17, 32] : tensor<17x32xf32> into tensor<1x17x32xf32>
    %95 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_76, %68 : tensor<1x17x32xf32>, tensor<1x17x32xf32>) outs(%3 : tensor<1x17x32xf32>) {
    ^bb0(%in: f32, %in_104: f32, %out: f32):
      %168 = arith.addf %in, %in_104 : f32
      linalg.yield %168 : f32
    } -> tensor<1x17x32xf32>
    %96 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%95 : tensor<1x17x32xf32>) outs(%13 : tensor<1x17x32xf64>) {
    ^bb0(%in: f32, %out: f64):
      %168 = arith.extf %in : f32 to f64
      linalg.yield %168 : f64
    } -> tensor<1x17x32xf64>
    %97 = linalg.generic {indexing_maps = [#map, #map5], iterator_types = ["parallel", "parallel", "reduction"]} ins(%96 : tensor<1x17x32xf64>) outs(%16 : tensor<1x17x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %168 = arith.addf %in, %out : f64
      linalg.yield %168 : f64
    } -> tensor<1x17x1xf64>
    %98 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%97 : tensor<1x17x1xf64>) outs(%15 : tensor<1x17x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %168 = arith.divf %in, %cst_45 : f64
      linalg.yield %168 : f64
    } -> tensor<1x17x1xf64>
    %99 = linalg.generic {indexing_maps = [#map, #map5, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%96, %98 : tensor<1x17x32xf64>, tensor<1x17x1xf64>) outs(%13 : tensor<1x17x32xf64>) {
    ^bb0(%in: f64, %in_104: f64, %out: f64):
      %168 = arith.subf %in, %in_104 : f64
      linalg.yield %168 : f64
    } -> tensor<1x17x32xf64>
    %100 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%99, %99 : tensor<1x17x32xf64>, tensor<1x17x32xf64>) outs(%13 : tensor<1x17x32xf64>) {
    ^bb0(%in: f64, %in_104: f64, %out: f64):
      %168 = arith.mulf %in, %in_104 : f64
      linalg.yield %168 : f64
    } -> tensor<1x17x32xf64>
    %101 = linalg.generic {indexing_maps = [#map, #map5], iterator_types = ["parallel", "parallel", "reduction"]} ins(%100 : tensor<1x17x32xf64>) outs(%16 : tensor<1x17x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %168 = arith.addf %in, %out : f64
      linalg.yield %168 : f64
    } -> tensor<1x17x1xf64>
    %102 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%101 : tensor<1x17x1xf64>) outs(%15 : tensor<1x17x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %168 = arith.divf %in, %cst_45 : f64
      linalg.yield %168 : f64
    } -> tensor<1x17x1xf64>
    %103 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%102 : tensor<1x17x1xf64>) outs(%23 : tensor<1x17x1xf32>) {
    ^bb0(%in: f64, %out: f32):
      %168 = arith.truncf %in : f64 to f32
      linalg.yield %168 : f32
    } -> tensor<1x17x1xf32>
    %104 = linalg.generic {indexing_maps = [#map, #map5], iterator_types = ["parallel", "parallel", "reduction"]} ins(%95 : tensor<1x17x32xf32>) outs(%25 : tensor<1x17x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %168 = arith.addf %in, %out : f32
      linalg.yield %168 : f32
    } -> tensor<1x17x1xf32>
    %105 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%104 : tensor<1x17x1xf32>) outs(%23 : tensor<1x17x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %168 = arith.divf %in, %cst_46 : f32
      linalg.yield %168 : f32
    } -> tensor<1x17x1xf32>
    %106 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%103 : tensor<1x17x1xf32>) outs(%23 : tensor<1x17x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %168 = arith.truncf %cst_40 : f64 to f32
      %169 = arith.addf %in, %168 : f32
      linalg.yield %169 : f32
    } -> tensor<1x17x1xf32>
    %107 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%106 : tensor<1x17x1xf32>) outs(%23 : tensor<1x17x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %168 = math.rsqrt %in : f32
      linalg.yield %168 : f32
    } -> tensor<1x17x1xf32>
    %108 = linalg.generic {indexing_maps = [#map, #map5, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%95, %105 : tensor<1x17x32xf32>, tensor<1x17x1xf32>) outs(%3 : tensor<1x17x32xf32>) {
    ^bb0(%in: f32, %in_104: f32, %out: f32):
      %168 = arith.subf %in, %in_104 : f32
      linalg.yield %168 : f32
    } -> tensor<1x17x32xf32>
    %109 = linalg.generic {indexing_maps = [#map, #map5, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%108, %107 : tensor<1x17x32xf32>, tensor<1x17x1xf32>) outs(%3 : tensor<1x17x32xf32>) {
    ^bb0(%in: f32, %in_104: f32, %out: f32):
      %168 = arith.mulf %in, %in_104 : f32
      linalg.yield %168 : f32
    } -> tensor<1x17x32xf32>
    %110 = linalg.generic {indexing_maps = [#map, #map6, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%109, %cst_23 : tensor<1x17x32xf32>, tensor<32xf32>) outs(%3 : tensor<1x17x32xf32>) {
    ^bb0(%in: f32, %in_104: f32, %out: f32):
      %168 = arith.mulf %in, %in_104 : f32
      linalg.yield %168 : f32
    } -> tensor<1x17x32xf32>
    %111 = linalg.generic {indexing_maps = [#map, #map6, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%110, %cst_22 : tensor<1x17x32xf32>, tensor<32xf32>) outs(%3 : tensor<1x17x32xf32>) {
    ^bb0(%in: f32, %in_104: f32, %out: f32):
      %168 = arith.addf %in, %in_104 : f32
      linalg.yield %168 : f32
    } -> tensor<1x17x32xf32>
    %collapsed_77 = tensor.collapse_shape %111 [[0, 1], [2]] : tensor<1x17x32xf32> into tensor<17x32xf32>
    %transposed_78 = linalg.transpose ins(%cst_21 : tensor<32x32xf32>) outs(%34 : tensor<32x32xf32>) permutation = [1, 0] 
    %112 = linalg.matmul ins(%collapsed_77, %transposed_78 : tensor<17x32xf32>, tensor<32x32xf32>) outs(%36 : tensor<17x32xf32>) -> tensor<17x32xf32>
    %113 = linalg.generic {indexing_maps = [#map7, #map8, #map7], iterator_types = ["parallel", "parallel"]} ins(%112, %cst_20 : tensor<17x32xf32>, tensor<32xf32>) outs(%35 : tensor<17x32xf32>) {
    ^bb0(%in: f32, %in_104: f32, %out: f32):
      %168 = arith.addf %in, %in_104 : f32
      linalg.yield %168 : f32
    } -> tensor<17x32xf32>
    %expanded_79 = tensor.expand_shape %113 [[0, 1], [2, 3]] output_shape [1, 17, 2, 16] : tensor<17x32xf32> into tensor<1x17x2x16xf32>
    %transposed_80 = linalg.transpose ins(%expanded_79 : tensor<1x17x2x16xf32>) outs(%39 : tensor<1x2x17x16xf32>) permutation = [0, 2, 1, 3] 
    %transposed_81 = linalg.transpose ins(%cst_19 : tensor<32x32xf32>) outs(%34 : tensor<32x32xf32>) permutation = [1, 0] 
    %114 = linalg.matmul ins(%collapsed_77, %transposed_81 : tensor<17x32xf32>, tensor<32x32xf32>) outs(%36 : tensor<17x32xf32>) -> tensor<17x32xf32>
    %115 = linalg.generic {indexing_maps = [#map7, #map8, #map7], iterator_types = ["parallel", "parallel"]} ins(%114, %cst_18 : tensor<17x32xf32>, tensor<32xf32>) outs(%35 : tensor<17x32xf32>) {
    ^bb0(%in: f32, %in_104: f32, %out: f32):
      %168 = arith.addf %in, %in_104 : f32
      linalg.yield %168 : f32
    } -> tensor<17x32xf32>
    %expanded_82 = tensor.expand_shape %115 [[0, 1], [2, 3]] output_shape [1, 17, 2, 16] : tensor<17x32xf32> into tensor<1x17x2x16xf32>
    %transposed_83 = linalg.transpose ins(%cst_17 : tensor<32x32xf32>) outs(%34 : tensor<32x32xf32>) permutation = [1, 0] 
    %116 = linalg.matmul ins(%collapsed_77, %transposed_83 : tensor<17x32xf32>, tensor<32x32xf32>) outs(%36 : tensor<17x32xf32>) -> tensor<17x32xf32>
    %117 = linalg.generic {indexing_maps = [#map7, #map8, #map7], iterator_types = ["parallel", "parallel"]} ins(%116, %cst_16 : tensor<17x32xf32>, tensor<32xf32>) outs(%35 : tensor<17x32xf32>) {
    ^bb0(%in: f32, %in_104: f32, %out: f32):
      %168 = arith.addf %in, %in_104 : f32
      linalg.yield %168 : f32
    } -> tensor<17x32xf32>
    %expanded_84 = tensor.expand_shape %117 [[0, 1], [2, 3]] output_shape [1, 17, 2, 16] : tensor<17x32xf32> into tensor<1x17x2x16xf32>
    %transposed_85 = linalg.transpose ins(%expanded_84 : tensor<1x17x2x16xf32>) outs(%39 : tensor<1x2x17x16xf32>) permutation = [0, 2, 1, 3] 
    %transposed_86 = linalg.transpose ins(%expanded_82 : tensor<1x17x2x16xf32>) outs(%44 : tensor<1x2x16x17xf32>) permutation = [0, 2, 3, 1] 
    %collapsed_87 = tensor.collapse_shape %transposed_80 [[0, 1], [2], [3]] : tensor<1x2x17x16xf32> into tensor<2x17x16xf32>
    %collapsed_88 = tensor.collapse_shape %transposed_86 [[0, 1], [2], [3]] : tensor<1x2x16x17xf32> into tensor<2x16x17xf32>
    %118 = linalg.batch_matmul ins(%collapsed_87, %collapsed_88 : tensor<2x17x16xf32>, tensor<2x16x17xf32>) outs(%46 : tensor<2x17x17xf32>) -> tensor<2x17x17xf32>
    %expanded_89 = tensor.expand_shape %118 [[0, 1], [2], [3]] output_shape [1, 2, 17, 17] : tensor<2x17x17xf32> into tensor<1x2x17x17xf32>
    %119 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_89 : tensor<1x2x17x17xf32>) outs(%48 : tensor<1x2x17x17xf32>) {
    ^bb0(%in: f32, %out: f32):
      %168 = arith.mulf %in, %cst_47 : f32
      linalg.yield %168 : f32
    } -> tensor<1x2x17x17xf32>
    %120 = linalg.generic {indexing_maps = [#map2, #map9, #map2], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%119, %12 : tensor<1x2x17x17xf32>, tensor<1x1x17x17xf32>) outs(%48 : tensor<1x2x17x17xf32>) {
    ^bb0(%in: f32, %in_104: f32, %out: f32):
      %168 = arith.addf %in, %in_104 : f32
      linalg.yield %168 : f32
    } -> tensor<1x2x17x17xf32>
    %121:2 = linalg.generic {indexing_maps = [#map2, #map3, #map3], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%120 : tensor<1x2x17x17xf32>) outs(%54, %52 : tensor<1x2x17xf32>, tensor<1x2x17xi64>) {
    ^bb0(%in: f32, %out: f32, %out_104: i64):
      %168 = linalg.index 3 : index
      %169 = arith.index_cast %168 : index to i64
      %170 = arith.maximumf %in, %out : f32
      %171 = arith.cmpf ogt, %in, %out : f32
      %172 = arith.select %171, %169, %out_104 : i64
      linalg.yield %170, %172 : f32, i64
    } -> (tensor<1x2x17xf32>, tensor<1x2x17xi64>)
    %expanded_90 = tensor.expand_shape %121#0 [[0], [1], [2, 3]] output_shape [1, 2, 17, 1] : tensor<1x2x17xf32> into tensor<1x2x17x1xf32>
    %122 = linalg.generic {indexing_maps = [#map2, #map10, #map2], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%120, %expanded_90 : tensor<1x2x17x17xf32>, tensor<1x2x17x1xf32>) outs(%48 : tensor<1x2x17x17xf32>) {
    ^bb0(%in: f32, %in_104: f32, %out: f32):
      %168 = arith.subf %in, %in_104 : f32
      linalg.yield %168 : f32
    } -> tensor<1x2x17x17xf32>
    %123 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%122 : tensor<1x2x17x17xf32>) outs(%48 : tensor<1x2x17x17xf32>) {
    ^bb0(%in: f32, %out: f32):
      %168 = math.exp %in : f32
      linalg.yield %168 : f32
    } -> tensor<1x2x17x17xf32>
    %124 = linalg.generic {indexing_maps = [#map2, #map10], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%123 : tensor<1x2x17x17xf32>) outs(%59 : tensor<1x2x17x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %168 = arith.addf %in, %out : f32
      linalg.yield %168 : f32
    } -> tensor<1x2x17x1xf32>
    %125 = linalg.generic {indexing_maps = [#map2, #map10, #map2], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%123, %124 : tensor<1x2x17x17xf32>, tensor<1x2x17x1xf32>) outs(%48 : tensor<1x2x17x17xf32>) {
    ^bb0(%in: f32, %in_104: f32, %out: f32):
      %168 = arith.divf %in, %in_104 : f32
      linalg.yield %168 : f32
    } -> tensor<1x2x17x17xf32>
    %collapsed_91 = tensor.collapse_shape %125 [[0, 1], [2], [3]] : tensor<1x2x17x17xf32> into tensor<2x17x17xf32>
    %collapsed_92 = tensor.collapse_shape %transposed_85 [[0, 1], [2], [3]] : tensor<1x2x17x16xf32> into tensor<2x17x16xf32>
    %126 = linalg.batch_matmul ins(%collapsed_91, %collapsed_92 : tensor<2x17x17xf32>, tensor<2x17x16xf32>) outs(%63 : tensor<2x17x16xf32>) -> tensor<2x17x16xf32>
    %expanded_93 = tensor.expand_shape %126 [[0, 1], [2], [3]] output_shape [1, 2, 17, 16] : tensor<2x17x16xf32> into tensor<1x2x17x16xf32>
    %transposed_94 = linalg.transpose ins(%expanded_93 : tensor<1x2x17x16xf32>) outs(%65 : tensor<1x17x2x16xf32>) permutation = [0, 2, 1, 3] 
    %collapsed_95 = tensor.collapse_shape %transposed_94 [[0, 1], [2, 3]] : tensor<1x17x2x16xf32> into tensor<17x32xf32>
    %transposed_96 = linalg.transpose ins(%cst_15 : tensor<32x32xf32>) outs(%34 : tensor<32x32xf32>) permutation = [1, 0] 
    %127 = linalg.matmul ins(%collapsed_95, %transposed_96 : tensor<17x32xf32>, tensor<32x32xf32>) outs(%36 : tensor<17x32xf32>) -> tensor<17x32xf32>
    %128 = linalg.generic {indexing_maps = [#map7, #map8, #map7], iterator_types = ["parallel", "parallel"]} ins(%127, %cst_14 : tensor<17x32xf32>, tensor<32xf32>) outs(%35 : tensor<17x32xf32>) {
    ^bb0(%in: f32, %in_104: f32, %out: f32):
      %168 = arith.addf %in, %in_104 : f32
      linalg.yield %168 : f32
    } -> tensor<17x32xf32>
    %expanded_97 = tensor.expand_shape %128 [[0, 1], [2]] output_shape [1, 17, 32] : tensor<17x32xf32> into tensor<1x17x32xf32>
    %129 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_97, %95 : tensor<1x17x32xf32>, tensor<1x17x32xf32>) outs(%3 : tensor<1x17x32xf32>) {
    ^bb0(%in: f32, %in_104: f32, %out: f32):
      %168 = arith.addf %in, %in_104 : f32
      linalg.yield %168 : f32
    } -> tensor<1x17x32xf32>
    %130 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%129 : tensor<1x17x32xf32>) outs(%13 : tensor<1x17x32xf64>) {
    ^bb0(%in: f32, %out: f64):
      %168 = arith.extf %in : f32 to f64
      linalg.yield %168 : f64
    } -> tensor<1x17x32xf64>
    %131 = linalg.generic {indexing_maps = [#map, #map5], iterator_types = ["parallel", "parallel", "reduction"]} ins(%130 : tensor<1x17x32xf64>) outs(%16 : tensor<1x17x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %168 = arith.addf %in, %out : f64
      linalg.yield %168 : f64
    } -> tensor<1x17x1xf64>
    %132 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%131 : tensor<1x17x1xf64>) outs(%15 : tensor<1x17x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %168 = arith.divf %in, %cst_45 : f64
      linalg.yield %168 : f64
    } -> tensor<1x17x1xf64>
    %133 = linalg.generic {indexing_maps = [#map, #map5, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%130, %132 : tensor<1x17x32xf64>, tensor<1x17x1xf64>) outs(%13 : tensor<1x17x32xf64>) {
    ^bb0(%in: f64, %in_104: f64, %out: f64):
      %168 = arith.subf %in, %in_104 : f64
      linalg.yield %168 : f64
    } -> tensor<1x17x32xf64>
    %134 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%133, %133 : tensor<1x17x32xf64>, tensor<1x17x32xf64>) outs(%13 : tensor<1x17x32xf64>) {
    ^bb0(%in: f64, %in_104: f64, %out: f64):
      %168 = arith.mulf %in, %in_104 : f64
      linalg.yield %168 : f64
    } -> tensor<1x17x32xf64>
    %135 = linalg.generic {indexing_maps = [#map, #map5], iterator_types = ["parallel", "parallel", "reduction"]} ins(%134 : tensor<1x17x32xf64>) outs(%16 : tensor<1x17x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %168 = arith.addf %in, %out : f64
      linalg.yield %168 : f64
    } -> tensor<1x17x1xf64>
    %136 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%135 : tensor<1x17x1xf64>) outs(%15 : tensor<1x17x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %168 = arith.divf %in, %cst_45 : f64
      linalg.yield %168 : f64
    } -> tensor<1x17x1xf64>
    %137 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%136 : tensor<1x17x1xf64>) outs(%23 : tensor<1x17x1xf32>) {
    ^bb0(%in: f64, %out: f32):
      %168 = arith.truncf %in : f64 to f32
      linalg.yield %168 : f32
    } -> tensor<1x17x1xf32>
    %138 = linalg.generic {indexing_maps = [#map, #map5], iterator_types = ["parallel", "parallel", "reduction"]} ins(%129 : tensor<1x17x32xf32>) outs(%25 : tensor<1x17x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %168 = arith.addf %in, %out : f32
      linalg.yield %168 : f32
    } -> tensor<1x17x1xf32>
    %139 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%138 : tensor<1x17x1xf32>) outs(%23 : tensor<1x17x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %168 = arith.divf %in, %cst_46 : f32
      linalg.yield %168 : f32
    } -> tensor<1x17x1xf32>
    %140 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%137 : tensor<1x17x1xf32>) outs(%23 : tensor<1x17x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %168 = arith.truncf %cst_40 : f64 to f32
      %169 = arith.addf %in, %168 : f32
      linalg.yield %169 : f32
    } -> tensor<1x17x1xf32>
    %141 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%140 : tensor<1x17x1xf32>) outs(%23 : tensor<1x17x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %168 = math.rsqrt %in : f32
      linalg.yield %168 : f32
    } -> tensor<1x17x1xf32>
    %142 = linalg.generic {indexing_maps = [#map, #map5, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%129, %139 : tensor<1x17x32xf32>, tensor<1x17x1xf32>) outs(%3 : tensor<1x17x32xf32>) {
    ^bb0(%in: f32, %in_104: f32, %out: f32):
      %168 = arith.subf %in, %in_104 : f32
      linalg.yield %168 : f32
    } -> tensor<1x17x32xf32>
    %143 = linalg.generic {indexing_maps = [#map, #map5, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%142, %141 : tensor<1x17x32xf32>, tensor<1x17x1xf32>) outs(%3 : tensor<1x17x32xf32>) {
    ^bb0(%in: f32, %in_104: f32, %out: f32):
      %168 = arith.mulf %in, %in_104 : f32
      linalg.yield %168 : f32
    } -> tensor<1x17x32xf32>
    %144 = linalg.generic {indexing_maps = [#map, #map6, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%143, %cst_13 : tensor<1x17x32xf32>, tensor<32xf32>) outs(%3 : tensor<1x17x32xf32>) {
    ^bb0(%in: f32, %in_104: f32, %out: f32):
      %168 = arith.mulf %in, %in_104 : f32
      linalg.yield %168 : f32
    } -> tensor<1x17x32xf32>
    %145 = linalg.generic {indexing_maps = [#map, #map6, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%144, %cst_12 : tensor<1x17x32xf32>, tensor<32xf32>) outs(%3 : tensor<1x17x32xf32>) {
    ^bb0(%in: f32, %in_104: f32, %out: f32):
      %168 = arith.addf %in, %in_104 : f32
      linalg.yield %168 : f32
    } -> tensor<1x17x32xf32>
    %collapsed_98 = tensor.collapse_shape %145 [[0, 1], [2]] : tensor<1x17x32xf32> into tensor<17x32xf32>
    %transposed_99 = linalg.transpose ins(%cst_11 : tensor<64x32xf32>) outs(%85 : tensor<32x64xf32>) permutation = [1, 0] 
    %146 = linalg.matmul ins(%collapsed_98, %transposed_99 : tensor<17x32xf32>, tensor<32x64xf32>) outs(%87 : tensor<17x64xf32>) -> tensor<17x64xf32>
    %147 = linalg.generic {indexing_maps = [#map7, #map8, #map7], iterator_types = ["parallel", "parallel"]} ins(%146, %cst_10 : tensor<17x64xf32>, tensor<64xf32>) outs(%86 : tensor<17x64xf32>) {
    ^bb0(%in: f32, %in_104: f32, %out: f32):
      %168 = arith.addf %in, %in_104 : f32
      linalg.yield %168 : f32
    } -> tensor<17x64xf32>
    %expanded_100 = tensor.expand_shape %147 [[0, 1], [2]] output_shape [1, 17, 64] : tensor<17x64xf32> into tensor<1x17x64xf32>
    %148 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_100 : tensor<1x17x64xf32>) outs(%90 : tensor<1x17x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %168 = arith.divf %in, %cst_48 : f32
      %169 = math.erf %168 : f32
      %170 = arith.addf %169, %cst_2 : f32
      %171 = arith.mulf %170, %cst_3 : f32
      %172 = arith.mulf %in, %171 : f32
      linalg.yield %172 : f32
    } -> tensor<1x17x64xf32>
    %collapsed_101 = tensor.collapse_shape %148 [[0, 1], [2]] : tensor<1x17x64xf32> into tensor<17x64xf32>
    %transposed_102 = linalg.transpose ins(%cst_9 : tensor<32x64xf32>) outs(%92 : tensor<64x32xf32>) permutation = [1, 0] 
    %149 = linalg.matmul ins(%collapsed_101, %transposed_102 : tensor<17x64xf32>, tensor<64x32xf32>) outs(%36 : tensor<17x32xf32>) -> tensor<17x32xf32>
    %150 = linalg.generic {indexing_maps = [#map7, #map8, #map7], iterator_types = ["parallel", "parallel"]} ins(%149, %cst_8 : tensor<17x32xf32>, tensor<32xf32>) outs(%35 : tensor<17x32xf32>) {
    ^bb0(%in: f32, %in_104: f32, %out: f32):
      %168 = arith.addf %in, %in_104 : f32
      linalg.yield %168 : f32
    } -> tensor<17x32xf32>
    %expanded_103 = tensor.expand_shape %150 [[0, 1], [2]] output_shape [1, 17, 32] : tensor<17x32xf32> into tensor<1x17x32xf32>
    %151 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_103, %129 : tensor<1x17x32xf32>, tensor<1x17x32xf32>) outs(%3 : tensor<1x17x32xf32>) {
    ^bb0(%in: f32, %in_104: f32, %out: f32):
      %168 = arith.addf %in, %in_104 : f32
      linalg.yield %168 : f32
    } -> tensor<1x17x32xf32>
    %152 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%151 : tensor<1x17x32xf32>) outs(%13 : tensor<1x17x32xf64>) {
    ^bb0(%in: f32, %out: f64):
      %168 = arith.extf %in : f32 to f64
      linalg.yield %168 : f64
    } -> tensor<1x17x32xf64>
    %153 = linalg.generic {indexing_maps = [#map, #map5], iterator_types = ["parallel", "parallel", "reduction"]} ins(%152 : tensor<1x17x32xf64>) outs(%16 : tensor<1x17x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %168 = arith.addf %in, %out : f64
      linalg.yield %168 : f64
    } -> tensor<1x17x1xf64>
    %154 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%153 : tensor<1x17x1xf64>) outs(%15 : tensor<1x17x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %168 = arith.divf %in, %cst_45 : f64
      linalg.yield %168 : f64
    } -> tensor<1x17x1xf64>
    %155 = linalg.generic {indexing_maps = [#map, #map5, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%152, %154 : tensor<1x17x32xf64>, tensor<1x17x1xf64>) outs(%13 : tensor<1x17x32xf64>) {
    ^bb0(%in: f64, %in_104: f64, %out: f64):
      %168 = arith.subf %in, %in_104 : f64
      linalg.yield %168 : f64
    } -> tensor<1x17x32xf64>
    %156 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%155, %155 : tensor<1x17x32xf64>, tensor<1x17x32xf64>) outs(%13 : tensor<1x17x32xf64>) {
    ^bb0(%in: f64, %in_104: f64, %out: f64):
      %168 = arith.mulf %in, %in_104 : f64
      linalg.yield %168 : f64
    } -> tensor<1x17x32xf64>
    %157 = linalg.generic {indexing_maps = [#map, #map5], iterator_types = ["parallel", "parallel", "reduction"]} ins(%156 : tensor<1x17x32xf64>) outs(%16 : tensor<1x17x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %168 = arith.addf %in, %out : f64
      linalg.yield %168 : f64
    } -> tensor<1x17x1xf64>
    %158 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%157 : tensor<1x17x1xf64>) outs(%15 : tensor<1x17x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %168 = arith.divf %in, %cst_45 : f64
      linalg.yield %168 : f64
    } -> tensor<1x17x1xf64>
    %159 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%158 : tensor<1x17x1xf64>) outs(%23 : tensor<1x17x1xf32>) {
    ^bb0(%in: f64, %out: f32):
      %168 = arith.truncf %in : f64 to f32
      linalg.yield %168 : f32
    } -> tensor<1x17x1xf32>
    %160 = linalg.generic {indexing_maps = [#map, #map5], iterator_types = ["parallel", "parallel", "reduction"]} ins(%151 : tensor<1x17x32xf32>) outs(%25 : tensor<1x17x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %168 = arith.addf %in, %out : f32
      linalg.yield %168 : f32
    } -> tensor<1x17x1xf32>
    %161 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%160 : tensor<1x17x1xf32>) outs(%23 : tensor<1x17x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %168 = arith.divf %in, %cst_46 : f32
      linalg.yield %168 : f32
    } -> tensor<1x17x1xf32>
    %162 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%159 : tensor<1x17x1xf32>) outs(%23 : tensor<1x17x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %168 = arith.truncf %cst_40 : f64 to f32
      %169 = arith.addf %in, %168 : f32
      linalg.yield %169 : f32
    } -> tensor<1x17x1xf32>
    %163 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%162 : tensor<1x17x1xf32>) outs(%23 : tensor<1x17x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %168 = math.rsqrt %in : f32
      linalg.yield %168 : f32
    } -> tensor<1x17x1xf32>
    %164 = linalg.generic {indexing_maps = [#map, #map5, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%151, %161 : tensor<1x17x32xf32>, tensor<1x17x1xf32>) outs(%3 : tensor<1x17x32xf32>) {
    ^bb0(%in: f32, %in_104: f32, %out: f32):
      %168 = arith.subf %in, %in_104 : f32
      linalg.yield %168 : f32
    } -> tensor<1x17x32xf32>
    %165 = linalg.generic {indexing_maps = [#map, #map5, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%164, %163 : tensor<1x17x32xf32>, tensor<1x17x1xf32>) outs(%3 : tensor<1x17x32xf32>) {
    ^bb0(%in: f32, %in_104: f32, %out: f32):
      %168 = arith.mulf %in, %in_104 : f32
      linalg.yield %168 : f32
    } -> tensor<1x17x32xf32>
    %166 = linalg.generic {indexing_maps = [#map, #map6, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%165, %cst_7 : tensor<1x17x32xf32>, tensor<32xf32>) outs(%3 : tensor<1x17x32xf32>) {
    ^bb0(%in: f32, %in_104: f32, %out: f32):
      %168 = arith.mulf %in, %in_104 : f32
      linalg.yield %168 : f32
    } -> tensor<1x17x32xf32>
    %167 = linalg.generic {indexing_maps = [#map, #map6, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%166, %cst_6 : tensor<1x17x32xf32>, tensor<32xf32>) outs(%3 : tensor<1x17x32xf32>) {
    ^bb0(%in: f32, %in_104: f32, %out: f32):
      %168 = arith.addf %in, %in_104 : f32
      linalg.yield %168 : f32
    } -> tensor<1x17x32xf32>
    return %167 : tensor<1x17x32xf32>
  }
}


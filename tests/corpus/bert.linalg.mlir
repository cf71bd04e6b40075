#map = affine_map<(d0, d1) -> (d0, d1)>
#map1 = affine_map<(d0, d1, d2) -> (d0, d1)>
#map2 = affine_map<(d0, d1, d2) -> (d0, d1, d2)>
#map3 = affine_map<(d0, d1, d2) -> (d0, d1, 0)>
#map4 = affine_map<(d0, d1, d2) -> (d2)>
#map5 = affine_map<(d0) -> (d0)>
#map6 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>
#map7 = affine_map<(d0, d1, d2, d3) -> ()>
#map8 = affine_map<(d0, d1) -> (d1)>
#map9 = affine_map<(d0, d1, d2, d3) -> (d0, 0, d2, d3)>
#map10 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>
#map11 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, 0)>
module {
  func.func @main_graph(%arg0: tensor<1x?xi64>) -> tensor<1x?x32xf32> {
    %true = arith.constant true
    %c1_i64 = arith.constant 1 : i64
    %c2_i64 = arith.constant 2 : i64
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c-1 = arith.constant -1 : index
    %c64 = arith.constant 64 : index
    %c2 = arith.constant 2 : index
    %cst = arith.constant 0.000000e+00 : f64
    %cst_0 = arith.constant 0.000000e+00 : f32
    %c16_i64 = arith.constant 16 : i64
    %cst_1 = arith.constant 0xFF800000 : f32
    %cst_2 = arith.constant 1.000000e+00 : f32
    %cst_3 = arith.constant 5.000000e-01 : f32
    %cst_4 = arith.constant dense<-3.40282347E+38> : tensor<f32>
    %cst_5 = arith.constant dense<0.000000e+00> : tensor<f32>
    %cst_6 = arith.constant dense<0.000000e+00> : tensor<32xf32>
    %cst_7 = arith.constant dense<1.000000e+00> : tensor<32xf32>
    %cst_8 = arith.constant dense<0.000000e+00> : tensor<32xf32>
    %cst_9 = arith.constant dense<4.42898978E-4> : tensor<32x64xf32>
    %cst_10 = arith.constant dense<0.000000e+00> : tensor<64xf32>
    %cst_11 = arith.constant dense<0.0269149728> : tensor<64x32xf32>
    %cst_12 = arith.constant dense<0.000000e+00> : tensor<32xf32>
    %cst_13 = arith.constant dense<1.000000e+00> : tensor<32xf32>
    %cst_14 = arith.constant dense<0.000000e+00> : tensor<32xf32>
    %cst_15 = arith.constant dense<-0.0144218765> : tensor<32x32xf32>
    %cst_16 = arith.constant dense<0.000000e+00> : tensor<32xf32>
    %cst_17 = arith.constant dense<0.0373607352> : tensor<32x32xf32>
    %cst_18 = arith.constant dense<0.000000e+00> : tensor<32xf32>
    %cst_19 = arith.constant dense<-0.00419957703> : tensor<32x32xf32>
    %cst_20 = arith.constant dense<0.000000e+00> : tensor<32xf32>
    %cst_21 = arith.constant dense<-9.51115915E-4> : tensor<32x32xf32>
    %cst_22 = arith.constant dense<0.000000e+00> : tensor<32xf32>
    %cst_23 = arith.constant dense<1.000000e+00> : tensor<32xf32>
    %cst_24 = arith.constant dense<0.000000e+00> : tensor<32xf32>
    %cst_25 = arith.constant dense<0.0272657946> : tensor<32x64xf32>
    %cst_26 = arith.constant dense<0.000000e+00> : tensor<64xf32>
    %cst_27 = arith.constant dense<-0.0399065129> : tensor<64x32xf32>
    %cst_28 = arith.constant dense<0.000000e+00> : tensor<32xf32>
    %cst_29 = arith.constant dense<1.000000e+00> : tensor<32xf32>
    %cst_30 = arith.constant dense<0.000000e+00> : tensor<32xf32>
    %cst_31 = arith.constant dense<-0.0195969455> : tensor<32x32xf32>
    %cst_32 = arith.constant dense<0.000000e+00> : tensor<32xf32>
    %cst_33 = arith.constant dense<0.0312223099> : tensor<32x32xf32>
    %cst_34 = arith.constant dense<0.000000e+00> : tensor<32xf32>
    %cst_35 = arith.constant dense<-0.0490326434> : tensor<32x32xf32>
    %cst_36 = arith.constant dense<0.000000e+00> : tensor<32xf32>
    %cst_37 = arith.constant dense<-0.00616839295> : tensor<32x32xf32>
    %cst_38 = arith.constant dense<0.000000e+00> : tensor<32xf32>
    %cst_39 = arith.constant dense<1.000000e+00> : tensor<32xf32>
    %cst_40 = arith.constant 9.9999999999999998E-13 : f64
    %cst_41 = arith.constant dense<-0.0114743393> : tensor<64x32xf32>
    %cst_42 = arith.constant dense<0.0356862731> : tensor<2x32xf32>
    %cst_43 = arith.constant dense<0.000000e+00> : tensor<64x32xf32>
    %cst_44 = arith.constant 3.200000e+01 : f64
    %cst_45 = arith.constant 3.200000e+01 : f32
    %c32_i64 = arith.constant 32 : i64
    %cst_46 = arith.constant 2.500000e-01 : f32
    %cst_47 = arith.constant 1.41421354 : f32
    %c0_i64 = arith.constant 0 : i64
    %cst_48 = arith.constant dense_resource<torch_tensor_1_64_torch.int64_1> : tensor<1x64xi64>
    %cst_49 = arith.constant dense_resource<torch_tensor_1_64_torch.int64> : tensor<1x64xi64>
    %dim = tensor.dim %arg0, %c1 : tensor<1x?xi64>
    %0 = arith.index_cast %dim : index to i64
    %1 = arith.cmpi slt, %dim, %c0 : index
    %2 = arith.addi %dim, %c64 : index
    %3 = arith.select %1, %2, %dim : index
    %4 = arith.cmpi slt, %3, %c0 : index
    %5 = arith.select %4, %c-1, %3 : index
    %6 = arith.minsi %5, %c64 : index
    %7 = arith.maxsi %6, %c0 : index
    %extracted_slice = tensor.extract_slice %cst_49[0, 0] [1, %7] [1, 1] : tensor<1x64xi64> to tensor<1x?xi64>
    %8 = tensor.empty(%7) : tensor<1x?xi64>
    %9 = linalg.fill ins(%c0_i64 : i64) outs(%8 : tensor<1x?xi64>) -> tensor<1x?xi64>
    %10 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%extracted_slice : tensor<1x?xi64>) outs(%9 : tensor<1x?xi64>) {
    ^bb0(%in: i64, %out: i64):
      %253 = arith.index_cast %in : i64 to index
      %254 = arith.cmpi slt, %253, %c64 : index
      cf.assert %254, "index must be smaller than dim size"
      %255 = arith.cmpi sge, %in, %c0_i64 : i64
      cf.assert %255, "index must be larger or equal to 0"
      %extracted = tensor.extract %cst_48[%c0, %253] : tensor<1x64xi64>
      linalg.yield %extracted : i64
    } -> tensor<1x?xi64>
    %11 = arith.cmpi sge, %0, %c0_i64 : i64
    cf.assert %11, "unimplemented: dynamic negative broadcast sizes"
    %12 = tensor.empty(%dim) : tensor<1x?xi64>
    %13 = linalg.generic {indexing_maps = [#map], iterator_types = ["parallel", "parallel"]} outs(%12 : tensor<1x?xi64>) {
    ^bb0(%out: i64):
      %253 = linalg.index 1 : index
      %254 = arith.cmpi eq, %7, %c1 : index
      %255 = arith.select %254, %c0, %253 : index
      %extracted = tensor.extract %10[%c0, %255] : tensor<1x?xi64>
      linalg.yield %extracted : i64
    } -> tensor<1x?xi64>
    %14 = tensor.empty(%dim) : tensor<1x?x32xf32>
    %15 = linalg.generic {indexing_maps = [#map1, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg0 : tensor<1x?xi64>) outs(%14 : tensor<1x?x32xf32>) {
    ^bb0(%in: i64, %out: f32):
      %253 = arith.index_cast %in : i64 to index
      %254 = linalg.index 2 : index
      %255 = arith.cmpi slt, %253, %c64 : index
      cf.assert %255, "index must be smaller than dim size"
      %256 = arith.cmpi sge, %in, %c0_i64 : i64
      cf.assert %256, "index must be larger or equal to 0"
      %extracted = tensor.extract %cst_43[%253, %254] : tensor<64x32xf32>
      linalg.yield %extracted : f32
    } -> tensor<1x?x32xf32>
    %16 = tensor.empty(%dim) : tensor<1x?x32xf32>
    %17 = linalg.generic {indexing_maps = [#map1, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%13 : tensor<1x?xi64>) outs(%16 : tensor<1x?x32xf32>) {
    ^bb0(%in: i64, %out: f32):
      %253 = arith.index_cast %in : i64 to index
      %254 = linalg.index 2 : index
      %255 = arith.cmpi slt, %253, %c2 : index
      cf.assert %255, "index must be smaller than dim size"
      %256 = arith.cmpi sge, %in, %c0_i64 : i64
      cf.assert %256, "index must be larger or equal to 0"
      %extracted = tensor.extract %cst_42[%253, %254] : tensor<2x32xf32>
      linalg.yield %extracted : f32
    } -> tensor<1x?x32xf32>
    cf.assert %true, "mismatched size for broadcast"
    %18 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%15, %17 : tensor<1x?x32xf32>, tensor<1x?x32xf32>) outs(%14 : tensor<1x?x32xf32>) {
    ^bb0(%in: f32, %in_113: f32, %out: f32):
      %253 = arith.addf %in, %in_113 : f32
      linalg.yield %253 : f32
    } -> tensor<1x?x32xf32>
    %19 = tensor.empty(%7) : tensor<1x?x32xf32>
    %20 = linalg.generic {indexing_maps = [#map1, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%extracted_slice : tensor<1x?xi64>) outs(%19 : tensor<1x?x32xf32>) {
    ^bb0(%in: i64, %out: f32):
      %253 = arith.index_cast %in : i64 to index
      %254 = linalg.index 2 : index
      %255 = arith.cmpi slt, %253, %c64 : index
      cf.assert %255, "index must be smaller than dim size"
      %256 = arith.cmpi sge, %in, %c0_i64 : i64
      cf.assert %256, "index must be larger or equal to 0"
      %extracted = tensor.extract %cst_41[%253, %254] : tensor<64x32xf32>
      linalg.yield %extracted : f32
    } -> tensor<1x?x32xf32>
    %21 = arith.cmpi eq, %dim, %7 : index
    cf.assert %21, "mismatched size for broadcast"
    %22 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%18, %20 : tensor<1x?x32xf32>, tensor<1x?x32xf32>) outs(%14 : tensor<1x?x32xf32>) {
    ^bb0(%in: f32, %in_113: f32, %out: f32):
      %253 = arith.addf %in, %in_113 : f32
      linalg.yield %253 : f32
    } -> tensor<1x?x32xf32>
    %23 = tensor.empty(%dim) : tensor<1x?x32xf64>
    %24 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%22 : tensor<1x?x32xf32>) outs(%23 : tensor<1x?x32xf64>) {
    ^bb0(%in: f32, %out: f64):
      %253 = arith.extf %in : f32 to f64
      linalg.yield %253 : f64
    } -> tensor<1x?x32xf64>
    %25 = tensor.empty(%dim) : tensor<1x?x1xf64>
    %26 = linalg.fill ins(%cst : f64) outs(%25 : tensor<1x?x1xf64>) -> tensor<1x?x1xf64>
    %27 = linalg.generic {indexing_maps = [#map2, #map3], iterator_types = ["parallel", "parallel", "reduction"]} ins(%24 : tensor<1x?x32xf64>) outs(%26 : tensor<1x?x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %253 = arith.addf %in, %out : f64
      linalg.yield %253 : f64
    } -> tensor<1x?x1xf64>
    %28 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%27 : tensor<1x?x1xf64>) outs(%25 : tensor<1x?x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %253 = arith.divf %in, %cst_44 : f64
      linalg.yield %253 : f64
    } -> tensor<1x?x1xf64>
    %29 = linalg.generic {indexing_maps = [#map2, #map3, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%24, %28 : tensor<1x?x32xf64>, tensor<1x?x1xf64>) outs(%23 : tensor<1x?x32xf64>) {
    ^bb0(%in: f64, %in_113: f64, %out: f64):
      %253 = arith.subf %in, %in_113 : f64
      linalg.yield %253 : f64
    } -> tensor<1x?x32xf64>
    %30 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%29, %29 : tensor<1x?x32xf64>, tensor<1x?x32xf64>) outs(%23 : tensor<1x?x32xf64>) {
    ^bb0(%in: f64, %in_113: f64, %out: f64):
      %253 = arith.mulf %in, %in_113 : f64
      linalg.yield %253 : f64
    } -> tensor<1x?x32xf64>
    %31 = linalg.generic {indexing_maps = [#map2, #map3], iterator_types = ["parallel", "parallel", "reduction"]} ins(%30 : tensor<1x?x32xf64>) outs(%26 : tensor<1x?x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %253 = arith.addf %in, %out : f64
      linalg.yield %253 : f64
    } -> tensor<1x?x1xf64>
    %32 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%31 : tensor<1x?x1xf64>) outs(%25 : tensor<1x?x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %253 = arith.divf %in, %cst_44 : f64
      linalg.yield %253 : f64
    } -> tensor<1x?x1xf64>
    %33 = tensor.empty(%dim) : tensor<1x?x1xf32>
    %34 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%32 : tensor<1x?x1xf64>) outs(%33 : tensor<1x?x1xf32>) {
    ^bb0(%in: f64, %out: f32):
      %253 = arith.truncf %in : f64 to f32
      linalg.yield %253 : f32
    } -> tensor<1x?x1xf32>
    %35 = linalg.fill ins(%cst_0 : f32) outs(%33 : tensor<1x?x1xf32>) -> tensor<1x?x1xf32>
    %36 = linalg.generic {indexing_maps = [#map2, #map3], iterator_types = ["parallel", "parallel", "reduction"]} ins(%22 : tensor<1x?x32xf32>) outs(%35 : tensor<1x?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %253 = arith.addf %in, %out : f32
      linalg.yield %253 : f32
    } -> tensor<1x?x1xf32>
    %37 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%36 : tensor<1x?x1xf32>) outs(%33 : tensor<1x?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %253 = arith.divf %in, %cst_45 : f32
      linalg.yield %253 : f32
    } -> tensor<1x?x1xf32>
    %38 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%34 : tensor<1x?x1xf32>) outs(%33 : tensor<1x?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %253 = arith.truncf %cst_40 : f64 to f32
      %254 = arith.addf %in, %253 : f32
      linalg.yield %254 : f32
    } -> tensor<1x?x1xf32>
    %39 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%38 : tensor<1x?x1xf32>) outs(%33 : tensor<1x?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %253 = math.rsqrt %in : f32
      linalg.yield %253 : f32
    } -> tensor<1x?x1xf32>
    %40 = linalg.generic {indexing_maps = [#map2, #map3, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%22, %37 : tensor<1x?x32xf32>, tensor<1x?x1xf32>) outs(%14 : tensor<1x?x32xf32>) {
    ^bb0(%in: f32, %in_113: f32, %out: f32):
      %253 = arith.subf %in, %in_113 : f32
      linalg.yield %253 : f32
    } -> tensor<1x?x32xf32>
    %41 = linalg.generic {indexing_maps = [#map2, #map3, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%40, %39 : tensor<1x?x32xf32>, tensor<1x?x1xf32>) outs(%14 : tensor<1x?x32xf32>) {
    ^bb0(%in: f32, %in_113: f32, %out: f32):
      %253 = arith.mulf %in, %in_113 : f32
      linalg.yield %253 : f32
    } -> tensor<1x?x32xf32>
    %42 = linalg.generic {indexing_maps = [#map2, #map4, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%41, %cst_39 : tensor<1x?x32xf32>, tensor<32xf32>) outs(%14 : tensor<1x?x32xf32>) {
    ^bb0(%in: f32, %in_113: f32, %out: f32):
      %253 = arith.mulf %in, %in_113 : f32
      linalg.yield %253 : f32
    } -> tensor<1x?x32xf32>
    %43 = linalg.generic {indexing_maps = [#map2, #map4, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%42, %cst_38 : tensor<1x?x32xf32>, tensor<32xf32>) outs(%14 : tensor<1x?x32xf32>) {
    ^bb0(%in: f32, %in_113: f32, %out: f32):
      %253 = arith.addf %in, %in_113 : f32
      linalg.yield %253 : f32
    } -> tensor<1x?x32xf32>
    %44 = tensor.empty(%dim) : tensor<?xi64>
    %45 = linalg.generic {indexing_maps = [#map5], iterator_types = ["parallel"]} outs(%44 : tensor<?xi64>) {
    ^bb0(%out: i64):
      %253 = linalg.index 0 : index
      %254 = arith.index_cast %253 : index to i64
      linalg.yield %254 : i64
    } -> tensor<?xi64>
    %expanded = tensor.expand_shape %45 [[0, 1, 2, 3]] output_shape [1, 1, %dim, 1] : tensor<?xi64> into tensor<1x1x?x1xi64>
    %46 = tensor.empty(%dim) : tensor<1x1x?x1xi1>
    %47 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded : tensor<1x1x?x1xi64>) outs(%46 : tensor<1x1x?x1xi1>) {
    ^bb0(%in: i64, %out: i1):
      %253 = arith.cmpi sge, %in, %c0_i64 : i64
      linalg.yield %253 : i1
    } -> tensor<1x1x?x1xi1>
    cf.assert %11, "unimplemented: dynamic negative broadcast sizes"
    %48 = arith.cmpi slt, %0, %c0_i64 : i64
    %49 = arith.select %48, %c1, %dim : index
    %50 = tensor.empty(%dim, %49) : tensor<1x1x?x?xi1>
    %51 = linalg.generic {indexing_maps = [#map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%50 : tensor<1x1x?x?xi1>) {
    ^bb0(%out: i1):
      %253 = linalg.index 2 : index
      %254 = arith.cmpi eq, %dim, %c1 : index
      %255 = arith.select %254, %c0, %253 : index
      %extracted = tensor.extract %47[%c0, %c0, %255, %c0] : tensor<1x1x?x1xi1>
      linalg.yield %extracted : i1
    } -> tensor<1x1x?x?xi1>
    %52 = tensor.empty(%dim, %49) : tensor<1x1x?x?xf32>
    %53 = linalg.generic {indexing_maps = [#map6, #map7, #map7, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%51, %cst_5, %cst_4 : tensor<1x1x?x?xi1>, tensor<f32>, tensor<f32>) outs(%52 : tensor<1x1x?x?xf32>) {
    ^bb0(%in: i1, %in_113: f32, %in_114: f32, %out: f32):
      %253 = arith.select %in, %in_113, %in_114 : f32
      linalg.yield %253 : f32
    } -> tensor<1x1x?x?xf32>
    %collapsed = tensor.collapse_shape %43 [[0, 1], [2]] : tensor<1x?x32xf32> into tensor<?x32xf32>
    %54 = tensor.empty() : tensor<32x32xf32>
    %transposed = linalg.transpose ins(%cst_37 : tensor<32x32xf32>) outs(%54 : tensor<32x32xf32>) permutation = [1, 0] 
    %55 = tensor.empty(%dim) : tensor<?x32xf32>
    %56 = linalg.fill ins(%cst_0 : f32) outs(%55 : tensor<?x32xf32>) -> tensor<?x32xf32>
    %57 = linalg.matmul ins(%collapsed, %transposed : tensor<?x32xf32>, tensor<32x32xf32>) outs(%56 : tensor<?x32xf32>) -> tensor<?x32xf32>
    %58 = linalg.generic {indexing_maps = [#map, #map8, #map], iterator_types = ["parallel", "parallel"]} ins(%57, %cst_36 : tensor<?x32xf32>, tensor<32xf32>) outs(%55 : tensor<?x32xf32>) {
    ^bb0(%in: f32, %in_113: f32, %out: f32):
      %253 = arith.addf %in, %in_113 : f32
      linalg.yield %253 : f32
    } -> tensor<?x32xf32>
    %expanded_50 = tensor.expand_shape %58 [[0, 1], [2]] output_shape [1, %dim, 32] : tensor<?x32xf32> into tensor<1x?x32xf32>
    %59 = arith.select %48, %c1_i64, %0 : i64
    %60 = arith.extui %48 : i1 to i64
    %61 = arith.addi %60, %c1_i64 : i64
    %62 = arith.muli %59, %c16_i64 : i64
    %63 = arith.cmpi sle, %61, %c1_i64 : i64
    cf.assert %63, "must have at most one inferred (negative) dimension"
    %64 = arith.muli %0, %c32_i64 : i64
    %65 = arith.divsi %64, %62 : i64
    %66 = arith.select %48, %65, %0 : i64
    %from_elements = tensor.from_elements %c1_i64, %66, %65, %c16_i64 : tensor<4xi64>
    %reshape = tensor.reshape %expanded_50(%from_elements) : (tensor<1x?x32xf32>, tensor<4xi64>) -> tensor<1x?x2x16xf32>
    %67 = arith.index_cast %66 : i64 to index
    %68 = tensor.empty(%67) : tensor<1x2x?x16xf32>
    %transposed_51 = linalg.transpose ins(%reshape : tensor<1x?x2x16xf32>) outs(%68 : tensor<1x2x?x16xf32>) permutation = [0, 2, 1, 3] 
    %transposed_52 = linalg.transpose ins(%cst_35 : tensor<32x32xf32>) outs(%54 : tensor<32x32xf32>) permutation = [1, 0] 
    %69 = linalg.matmul ins(%collapsed, %transposed_52 : tensor<?x32xf32>, tensor<32x32xf32>) outs(%56 : tensor<?x32xf32>) -> tensor<?x32xf32>
    %70 = linalg.generic {indexing_maps = [#map, #map8, #map], iterator_types = ["parallel", "parallel"]} ins(%69, %cst_34 : tensor<?x32xf32>, tensor<32xf32>) outs(%55 : tensor<?x32xf32>) {
    ^bb0(%in: f32, %in_113: f32, %out: f32):
      %253 = arith.addf %in, %in_113 : f32
      linalg.yield %253 : f32
    } -> tensor<?x32xf32>
    %expanded_53 = tensor.expand_shape %70 [[0, 1], [2]] output_shape [1, %dim, 32] : tensor<?x32xf32> into tensor<1x?x32xf32>
    cf.assert %63, "must have at most one inferred (negative) dimension"
    %reshape_54 = tensor.reshape %expanded_53(%from_elements) : (tensor<1x?x32xf32>, tensor<4xi64>) -> tensor<1x?x2x16xf32>
    %transposed_55 = linalg.transpose ins(%cst_33 : tensor<32x32xf32>) outs(%54 : tensor<32x32xf32>) permutation = [1, 0] 
    %71 = linalg.matmul ins(%collapsed, %transposed_55 : tensor<?x32xf32>, tensor<32x32xf32>) outs(%56 : tensor<?x32xf32>) -> tensor<?x32xf32>
    %72 = linalg.generic {indexing_maps = [#map, #map8, #map], iterator_types = ["parallel", "parallel"]} ins(%71, %cst_32 : tensor<?x32xf32>, tensor<32xf32>) outs(%55 : tensor<?x32xf32>) {
    ^bb0(%in: f32, %in_113: f32, %out: f32):
      %253 = arith.addf %in, %in_113 : f32
      linalg.yield %253 : f32
    } -> tensor<?x32xf32>
    %expanded_56 = tensor.expand_shape %72 [[0, 1], [2]] output_shape [1, %dim, 32] : tensor<?x32xf32> into tensor<1x?x32xf32>
    cf.assert %63, "must have at most one inferred (negative) dimension"
    %reshape_57 = tensor.reshape %expanded_56(%from_elements) : (tensor<1x?x32xf32>, tensor<4xi64>) -> tensor<1x?x2x16xf32>
    %transposed_58 = linalg.transpose ins(%reshape_57 : tensor<1x?x2x16xf32>) outs(%68 : tensor<1x2x?x16xf32>) permutation = [0, 2, 1, 3] 
    %73 = tensor.empty(%67) : tensor<1x2x16x?xf32>
    %transposed_59 = linalg.transpose ins(%reshape_54 : tensor<1x?x2x16xf32>) outs(%73 : tensor<1x2x16x?xf32>) permutation = [0, 2, 3, 1] 
    cf.assert %11, "unimplemented: dynamic negative broadcast sizes"
    %74 = tensor.empty(%dim) : tensor<1x2x?x16xf32>
    %75 = linalg.generic {indexing_maps = [#map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%74 : tensor<1x2x?x16xf32>) {
    ^bb0(%out: f32):
      %253 = linalg.index 1 : index
      %254 = linalg.index 2 : index
      %255 = linalg.index 3 : index
      %256 = arith.cmpi eq, %67, %c1 : index
      %257 = arith.select %256, %c0, %254 : index
      %extracted = tensor.extract %transposed_51[%c0, %253, %257, %255] : tensor<1x2x?x16xf32>
      linalg.yield %extracted : f32
    } -> tensor<1x2x?x16xf32>
    %collapsed_60 = tensor.collapse_shape %75 [[0, 1], [2], [3]] : tensor<1x2x?x16xf32> into tensor<2x?x16xf32>
    cf.assert %11, "unimplemented: dynamic negative broadcast sizes"
    %76 = tensor.empty(%dim) : tensor<1x2x16x?xf32>
    %77 = linalg.generic {indexing_maps = [#map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%76 : tensor<1x2x16x?xf32>) {
    ^bb0(%out: f32):
      %253 = linalg.index 1 : index
      %254 = linalg.index 2 : index
      %255 = linalg.index 3 : index
      %256 = arith.cmpi eq, %67, %c1 : index
      %257 = arith.select %256, %c0, %255 : index
      %extracted = tensor.extract %transposed_59[%c0, %253, %254, %257] : tensor<1x2x16x?xf32>
      linalg.yield %extracted : f32
    } -> tensor<1x2x16x?xf32>
    %collapsed_61 = tensor.collapse_shape %77 [[0, 1], [2], [3]] : tensor<1x2x16x?xf32> into tensor<2x16x?xf32>
    %78 = tensor.empty(%dim, %dim) : tensor<2x?x?xf32>
    %79 = linalg.fill ins(%cst_0 : f32) outs(%78 : tensor<2x?x?xf32>) -> tensor<2x?x?xf32>
    %80 = linalg.batch_matmul ins(%collapsed_60, %collapsed_61 : tensor<2x?x16xf32>, tensor<2x16x?xf32>) outs(%79 : tensor<2x?x?xf32>) -> tensor<2x?x?xf32>
    %81 = arith.muli %0, %c2_i64 : i64
    %82 = arith.select %48, %c2_i64, %81 : i64
    %83 = arith.muli %82, %0 : i64
    %84 = arith.select %48, %c2_i64, %83 : i64
    %85 = arith.select %48, %61, %60 : i64
    %86 = arith.cmpi sle, %85, %c1_i64 : i64
    cf.assert %86, "must have at most one inferred (negative) dimension"
    %87 = arith.muli %81, %0 : i64
    %88 = arith.divsi %87, %84 : i64
    %89 = arith.select %48, %88, %0 : i64
    %from_elements_62 = tensor.from_elements %c1_i64, %c2_i64, %89, %89 : tensor<4xi64>
    %reshape_63 = tensor.reshape %80(%from_elements_62) : (tensor<2x?x?xf32>, tensor<4xi64>) -> tensor<1x2x?x?xf32>
    %90 = arith.index_cast %89 : i64 to index
    %91 = tensor.empty(%90, %90) : tensor<1x2x?x?xf32>
    %92 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%reshape_63 : tensor<1x2x?x?xf32>) outs(%91 : tensor<1x2x?x?xf32>) {
    ^bb0(%in: f32, %out: f32):
      %253 = arith.mulf %in, %cst_46 : f32
      linalg.yield %253 : f32
    } -> tensor<1x2x?x?xf32>
    %93 = arith.cmpi eq, %90, %dim : index
    cf.assert %93, "mismatched size for broadcast"
    %94 = arith.cmpi eq, %90, %49 : index
    cf.assert %94, "mismatched size for broadcast"
    %95 = linalg.generic {indexing_maps = [#map6, #map9, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%92, %53 : tensor<1x2x?x?xf32>, tensor<1x1x?x?xf32>) outs(%91 : tensor<1x2x?x?xf32>) {
    ^bb0(%in: f32, %in_113: f32, %out: f32):
      %253 = arith.addf %in, %in_113 : f32
      linalg.yield %253 : f32
    } -> tensor<1x2x?x?xf32>
    %96 = tensor.empty(%90) : tensor<1x2x?xi64>
    %97 = linalg.fill ins(%c0_i64 : i64) outs(%96 : tensor<1x2x?xi64>) -> tensor<1x2x?xi64>
    %98 = tensor.empty(%90) : tensor<1x2x?xf32>
    %99 = linalg.fill ins(%cst_1 : f32) outs(%98 : tensor<1x2x?xf32>) -> tensor<1x2x?xf32>
    %100:2 = linalg.generic {indexing_maps = [#map6, #map10, #map10], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%95 : tensor<1x2x?x?xf32>) outs(%99, %97 : tensor<1x2x?xf32>, tensor<1x2x?xi64>) {
    ^bb0(%in: f32, %out: f32, %out_113: i64):
      %253 = linalg.index 3 : index
      %254 = arith.index_cast %253 : index to i64
      %255 = arith.maximumf %in, %out : f32
      %256 = arith.cmpf ogt, %in, %out : f32
      %257 = arith.select %256, %254, %out_113 : i64
      linalg.yield %255, %257 : f32, i64
    } -> (tensor<1x2x?xf32>, tensor<1x2x?xi64>)
    %expanded_64 = tensor.expand_shape %100#0 [[0], [1], [2, 3]] output_shape [1, 2, %90, 1] : tensor<1x2x?xf32> into tensor<1x2x?x1xf32>
    %101 = linalg.generic {indexing_maps = [#map6, #map11, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%95, %expanded_64 : tensor<1x2x?x?xf32>, tensor<1x2x?x1xf32>) outs(%91 : tensor<1x2x?x?xf32>) {
    ^bb0(%in: f32, %in_113: f32, %out: f32):
      %253 = arith.subf %in, %in_113 : f32
      linalg.yield %253 : f32
    } -> tensor<1x2x?x?xf32>
    %102 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%101 : tensor<1x2x?x?xf32>) outs(%91 : tensor<1x2x?x?xf32>) {
    ^bb0(%in: f32, %out: f32):
      %253 = math.exp %in : f32
      linalg.yield %253 : f32
    } -> tensor<1x2x?x?xf32>
    %103 = tensor.empty(%90) : tensor<1x2x?x1xf32>
    %104 = linalg.fill ins(%cst_0 : f32) outs(%103 : tensor<1x2x?x1xf32>) -> tensor<1x2x?x1xf32>
    %105 = linalg.generic {indexing_maps = [#map6, #map11], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%102 : tensor<1x2x?x?xf32>) outs(%104 : tensor<1x2x?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %253 = arith.addf %in, %out : f32
      linalg.yield %253 : f32
    } -> tensor<1x2x?x1xf32>
    %106 = linalg.generic {indexing_maps = [#map6, #map11, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%102, %105 : tensor<1x2x?x?xf32>, tensor<1x2x?x1xf32>) outs(%91 : tensor<1x2x?x?xf32>) {
    ^bb0(%in: f32, %in_113: f32, %out: f32):
      %253 = arith.divf %in, %in_113 : f32
      linalg.yield %253 : f32
    } -> tensor<1x2x?x?xf32>
    cf.assert %11, "unimplemented: dynamic negative broadcast sizes"
    cf.assert %11, "unimplemented: dynamic negative broadcast sizes"
    %107 = tensor.empty(%dim, %dim) : tensor<1x2x?x?xf32>
    %108 = linalg.generic {indexing_maps = [#map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%107 : tensor<1x2x?x?xf32>) {
    ^bb0(%out: f32):
      %253 = linalg.index 1 : index
      %254 = linalg.index 2 : index
      %255 = linalg.index 3 : index
      %256 = arith.cmpi eq, %90, %c1 : index
      %257 = arith.select %256, %c0, %254 : index
      %258 = arith.select %256, %c0, %255 : index
      %extracted = tensor.extract %106[%c0, %253, %257, %258] : tensor<1x2x?x?xf32>
      linalg.yield %extracted : f32
    } -> tensor<1x2x?x?xf32>
    cf.assert %86, "must have at most one inferred (negative) dimension"
    %from_elements_65 = tensor.from_elements %c2_i64, %89, %89 : tensor<3xi64>
    %reshape_66 = tensor.reshape %108(%from_elements_65) : (tensor<1x2x?x?xf32>, tensor<3xi64>) -> tensor<2x?x?xf32>
    cf.assert %11, "unimplemented: dynamic negative broadcast sizes"
    %109 = linalg.generic {indexing_maps = [#map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%74 : tensor<1x2x?x16xf32>) {
    ^bb0(%out: f32):
      %253 = linalg.index 1 : index
      %254 = linalg.index 2 : index
      %255 = linalg.index 3 : index
      %256 = arith.cmpi eq, %67, %c1 : index
      %257 = arith.select %256, %c0, %254 : index
      %extracted = tensor.extract %transposed_58[%c0, %253, %257, %255] : tensor<1x2x?x16xf32>
      linalg.yield %extracted : f32
    } -> tensor<1x2x?x16xf32>
    %collapsed_67 = tensor.collapse_shape %109 [[0, 1], [2], [3]] : tensor<1x2x?x16xf32> into tensor<2x?x16xf32>
    %110 = arith.cmpi eq, %89, %0 : i64
    cf.assert %110, "mismatching contracting dimension"
    %111 = tensor.empty(%90) : tensor<2x?x16xf32>
    %112 = linalg.fill ins(%cst_0 : f32) outs(%111 : tensor<2x?x16xf32>) -> tensor<2x?x16xf32>
    %113 = linalg.batch_matmul ins(%reshape_66, %collapsed_67 : tensor<2x?x?xf32>, tensor<2x?x16xf32>) outs(%112 : tensor<2x?x16xf32>) -> tensor<2x?x16xf32>
    %expanded_68 = tensor.expand_shape %113 [[0, 1], [2], [3]] output_shape [1, 2, %90, 16] : tensor<2x?x16xf32> into tensor<1x2x?x16xf32>
    %114 = tensor.empty(%90) : tensor<1x?x2x16xf32>
    %transposed_69 = linalg.transpose ins(%expanded_68 : tensor<1x2x?x16xf32>) outs(%114 : tensor<1x?x2x16xf32>) permutation = [0, 2, 1, 3] 
    cf.assert %63, "must have at most one inferred (negative) dimension"
    %115 = arith.muli %89, %c32_i64 : i64
    %116 = arith.divsi %115, %59 : i64
    %117 = arith.select %48, %116, %0 : i64
    %from_elements_70 = tensor.from_elements %c1_i64, %117, %116 : tensor<3xi64>
    %reshape_71 = tensor.reshape %transposed_69(%from_elements_70) : (tensor<1x?x2x16xf32>, tensor<3xi64>) -> tensor<1x?x32xf32>
    %collapsed_72 = tensor.collapse_shape %reshape_71 [[0, 1], [2]] : tensor<1x?x32xf32> into tensor<?x32xf32>
    %transposed_73 = linalg.transpose ins(%cst_31 : tensor<32x32xf32>) outs(%54 : tensor<32x32xf32>) permutation = [1, 0] 
    %118 = arith.index_cast %117 : i64 to index
    %119 = tensor.empty(%118) : tensor<?x32xf32>
    %120 = linalg.fill ins(%cst_0 : f32) outs(%119 : tensor<?x32xf32>) -> tensor<?x32xf32>
    %121 = linalg.matmul ins(%collapsed_72, %transposed_73 : tensor<?x32xf32>, tensor<32x32xf32>) outs(%120 : tensor<?x32xf32>) -> tensor<?x32xf32>
    %122 = linalg.generic {indexing_maps = [#map, #map8, #map], iterator_types = ["parallel", "parallel"]} ins(%121, %cst_30 : tensor<?x32xf32>, tensor<32xf32>) outs(%119 : tensor<?x32xf32>) {
    ^bb0(%in: f32, %in_113: f32, %out: f32):
      %253 = arith.addf %in, %in_113 : f32
      linalg.yield %253 : f32
    } -> tensor<?x32xf32>
    %expanded_74 = tensor.expand_shape %122 [[0, 1], [2]] output_shape [1, %118, 32] : tensor<?x32xf32> into tensor<1x?x32xf32>
    %123 = arith.cmpi eq, %118, %dim : index
    cf.assert %123, "mismatched size for broadcast"
    %124 = tensor.empty(%118) : tensor<1x?x32xf32>
    %125 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_74, %43 : tensor<1x?x32xf32>, tensor<1x?x32xf32>) outs(%124 : tensor<1x?x32xf32>) {
    ^bb0(%in: f32, %in_113: f32, %out: f32):
      %253 = arith.addf %in, %in_113 : f32
      linalg.yield %253 : f32
    } -> tensor<1x?x32xf32>
    %126 = tensor.empty(%118) : tensor<1x?x32xf64>
    %127 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%125 : tensor<1x?x32xf32>) outs(%126 : tensor<1x?x32xf64>) {
    ^bb0(%in: f32, %out: f64):
      %253 = arith.extf %in : f32 to f64
      linalg.yield %253 : f64
    } -> tensor<1x?x32xf64>
    %128 = tensor.empty(%118) : tensor<1x?x1xf64>
    %129 = linalg.fill ins(%cst : f64) outs(%128 : tensor<1x?x1xf64>) -> tensor<1x?x1xf64>
    %130 = linalg.generic {indexing_maps = [#map2, #map3], iterator_types = ["parallel", "parallel", "reduction"]} ins(%127 : tensor<1x?x32xf64>) outs(%129 : tensor<1x?x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %253 = arith.addf %in, %out : f64
      linalg.yield %253 : f64
    } -> tensor<1x?x1xf64>
    %131 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%130 : tensor<1x?x1xf64>) outs(%128 : tensor<1x?x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %253 = arith.divf %in, %cst_44 : f64
      linalg.yield %253 : f64
    } -> tensor<1x?x1xf64>
    %132 = linalg.generic {indexing_maps = [#map2, #map3, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%127, %131 : tensor<1x?x32xf64>, tensor<1x?x1xf64>) outs(%126 : tensor<1x?x32xf64>) {
    ^bb0(%in: f64, %in_113: f64, %out: f64):
      %253 = arith.subf %in, %in_113 : f64
      linalg.yield %253 : f64
    } -> tensor<1x?x32xf64>
    %133 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%132, %132 : tensor<1x?x32xf64>, tensor<1x?x32xf64>) outs(%126 : tensor<1x?x32xf64>) {
    ^bb0(%in: f64, %in_113: f64, %out: f64):
      %253 = arith.mulf %in, %in_113 : f64
      linalg.yield %253 : f64
    } -> tensor<1x?x32xf64>
    %134 = linalg.generic {indexing_maps = [#map2, #map3], iterator_types = ["parallel", "parallel", "reduction"]} ins(%133 : tensor<1x?x32xf64>) outs(%129 : tensor<1x?x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %253 = arith.addf %in, %out : f64
      linalg.yield %253 : f64
    } -> tensor<1x?x1xf64>
    %135 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%134 : tensor<1x?x1xf64>) outs(%128 : tensor<1x?x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %253 = arith.divf %in, %cst_44 : f64
      linalg.yield %253 : f64
    } -> tensor<1x?x1xf64>
    %136 = tensor.empty(%118) : tensor<1x?x1xf32>
    %137 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%135 : tensor<1x?x1xf64>) outs(%136 : tensor<1x?x1xf32>) {
    ^bb0(%in: f64, %out: f32):
      %253 = arith.truncf %in : f64 to f32
      linalg.yield %253 : f32
    } -> tensor<1x?x1xf32>
    %138 = linalg.fill ins(%cst_0 : f32) outs(%136 : tensor<1x?x1xf32>) -> tensor<1x?x1xf32>
    %139 = linalg.generic {indexing_maps = [#map2, #map3], iterator_types = ["parallel", "parallel", "reduction"]} ins(%125 : tensor<1x?x32xf32>) outs(%138 : tensor<1x?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %253 = arith.addf %in, %out : f32
      linalg.yield %253 : f32
    } -> tensor<1x?x1xf32>
    %140 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%139 : tensor<1x?x1xf32>) outs(%136 : tensor<1x?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %253 = arith.divf %in, %cst_45 : f32
      linalg.yield %253 : f32
    } -> tensor<1x?x1xf32>
    %141 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%137 : tensor<1x?x1xf32>) outs(%136 : tensor<1x?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %253 = arith.truncf %cst_40 : f64 to f32
      %254 = arith.addf %in, %253 : f32
      linalg.yield %254 : f32
    } -> tensor<1x?x1xf32>
    %142 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%141 : tensor<1x?x1xf32>) outs(%136 : tensor<1x?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %253 = math.rsqrt %in : f32
      linalg.yield %253 : f32
    } -> tensor<1x?x1xf32>
    %143 = linalg.generic {indexing_maps = [#map2, #map3, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%125, %140 : tensor<1x?x32xf32>, tensor<1x?x1xf32>) outs(%124 : tensor<1x?x32xf32>) {
    ^bb0(%in: f32, %in_113: f32, %out: f32):
      %253 = arith.subf %in, %in_113 : f32
      linalg.yield %253 : f32
    } -> tensor<1x?x32xf32>
    %144 = linalg.generic {indexing_maps = [#map2, #map3, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%143, %142 : tensor<1x?x32xf32>, tensor<1x?x1xf32>) outs(%124 : tensor<1x?x32xf32>) {
    ^bb0(%in: f32, %in_113: f32, %out: f32):
      %253 = arith.mulf %in, %in_113 : f32
      linalg.yield %253 : f32
    } -> tensor<1x?x32xf32>
    %145 = linalg.generic {indexing_maps = [#map2, #map4, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%144, %cst_29 : tensor<1x?x32xf32>, tensor<32xf32>) outs(%124 : tensor<1x?x32xf32>) {
    ^bb0(%in: f32, %in_113: f32, %out: f32):
      %253 = arith.mulf %in, %in_113 : f32
      linalg.yield %253 : f32
    } -> tensor<1x?x32xf32>
    %146 = linalg.generic {indexing_maps = [#map2, #map4, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%145, %cst_28 : tensor<1x?x32xf32>, tensor<32xf32>) outs(%124 : tensor<1x?x32xf32>) {
    ^bb0(%in: f32, %in_113: f32, %out: f32):
      %253 = arith.addf %in, %in_113 : f32
      linalg.yield %253 : f32
    } -> tensor<1x?x32xf32>
    %collapsed_75 = tensor.collapse_shape %146 [[0, 1], [2]] : tensor<1x?x32xf32> into tensor<?x32xf32>
    %147 = tensor.empty() : tensor<32x64xf32>
    %transposed_76 = linalg.transpose ins(%cst_27 : tensor<64x32xf32>) outs(%147 : tensor<32x64xf32>) permutation = [1, 0] 
    %148 = tensor.empty(%118) : tensor<?x64xf32>
    %149 = linalg.fill ins(%cst_0 : f32) outs(%148 : tensor<?x64xf32>) -> tensor<?x64xf32>
    %150 = linalg.matmul ins(%collapsed_75, %transposed_76 : tensor<?x32xf32>, tensor<32x64xf32>) outs(%149 : tensor<?x64xf32>) -> tensor<?x64xf32>
    %151 = linalg.generic {indexing_maps = [#map, #map8, #map], iterator_types = ["parallel", "parallel"]} ins(%150, %cst_26 : tensor<?x64xf32>, tensor<64xf32>) outs(%148 : tensor<?x64xf32>) {
    ^bb0(%in: f32, %in_113: f32, %out: f32):
      %253 = arith.addf %in, %in_113 : f32
      linalg.yield %253 : f32
    } -> tensor<?x64xf32>
    %expanded_77 = tensor.expand_shape %151 [[0, 1], [2]] output_shape [1, %118, 64] : tensor<?x64xf32> into tensor<1x?x64xf32>
    %152 = tensor.empty(%118) : tensor<1x?x64xf32>
    %153 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_77 : tensor<1x?x64xf32>) outs(%152 : tensor<1x?x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %253 = arith.divf %in, %cst_47 : f32
      %254 = math.erf %253 : f32
      %255 = arith.addf %254, %cst_2 : f32
      %256 = arith.mulf %255, %cst_3 : f32
      %257 = arith.mulf %in, %256 : f32
      linalg.yield %257 : f32
    } -> tensor<1x?x64xf32>
    %collapsed_78 = tensor.collapse_shape %153 [[0, 1], [2]] : tensor<1x?x64xf32> into tensor<?x64xf32>
    %154 = tensor.empty() : tensor<64x32xf32>
    %transposed_79 = linalg.transpose ins(%cst_25 : tensor<32x64xf32>) outs(%154 : tensor<64x32xf32>) permutation = [1, 0] 
    %155 = linalg.matmul ins(%collapsed_78, %transposed_79 : tensor<?x64xf32>, tensor<64x32xf32>) outs(%120 : tensor<?x32xf32>) -> tensor<?x32xf32>
    %156 = linalg.generic {indexing_maps = [#map, #map8, #map], iterator_types = ["parallel", "parallel"]} ins(%155, %cst_24 : tensor<?x32xf32>, tensor<32xf32>) outs(%119 : tensor<?x32xf32>) {
    ^bb0(%in: f32, %in_113: f32, %out: f32):
      %253 = arith.addf %in, %in_113 : f32
      linalg.yield %253 : f32
    } -> tensor<?x32xf32>
    %expanded_80 = tensor.expand_shape %156 [[0, 1], [2]] output_shape [1, %118, 32] : tensor<?x32xf32> into tensor<1x?x32xf32>
    %157 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_80, %146 : tensor<1x?x32xf32>, tensor<1x?x32xf32>) outs(%124 : tensor<1x?x32xf32>) {
    ^bb0(%in: f32, %in_113: f32, %out: f32):
      %253 = arith.addf %in, %in_113 : f32
      linalg.yield %253 : f32
    } -> tensor<1x?x32xf32>
    %158 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%157 : tensor<1x?x32xf32>) outs(%126 : tensor<1x?x32xf64>) {
    ^bb0(%in: f32, %out: f64):
      %253 = arith.extf %in : f32 to f64
      linalg.yield %253 : f64
    } -> tensor<1x?x32xf64>
    %159 = linalg.generic {indexing_maps = [#map2, #map3], iterator_types = ["parallel", "parallel", "reduction"]} ins(%158 : tensor<1x?x32xf64>) outs(%129 : tensor<1x?x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %253 = arith.addf %in, %out : f64
      linalg.yield %253 : f64
    } -> tensor<1x?x1xf64>
    %160 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%159 : tensor<1x?x1xf64>) outs(%128 : tensor<1x?x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %253 = arith.divf %in, %cst_44 : f64
      linalg.yield %253 : f64
    } -> tensor<1x?x1xf64>
    %161 = linalg.generic {indexing_maps = [#map2, #map3, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%158, %160 : tensor<1x?x32xf64>, tensor<1x?x1xf64>) outs(%126 : tensor<1x?x32xf64>) {
    ^bb0(%in: f64, %in_113: f64, %out: f64):
      %253 = arith.subf %in, %in_113 : f64
      linalg.yield %253 : f64
    } -> tensor<1x?x32xf64>
    %162 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%161, %161 : tensor<1x?x32xf64>, tensor<1x?x32xf64>) outs(%126 : tensor<1x?x32xf64>) {
    ^bb0(%in: f64, %in_113: f64, %out: f64):
      %253 = arith.mulf %in, %in_113 : f64
      linalg.yield %253 : f64
    } -> tensor<1x?x32xf64>
    %163 = linalg.generic {indexing_maps = [#map2, #map3], iterator_types = ["parallel", "parallel", "reduction"]} ins(%162 : tensor<1x?x32xf64>) outs(%129 : tensor<1x?x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %253 = arith.addf %in, %out : f64
      linalg.yield %253 : f64
    } -> tensor<1x?x1xf64>
    %164 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%163 : tensor<1x?x1xf64>) outs(%128 : tensor<1x?x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %253 = arith.divf %in, %cst_44 : f64
      linalg.yield %253 : f64
    } -> tensor<1x?x1xf64>
    %165 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%164 : tensor<1x?x1xf64>) outs(%136 : tensor<1x?x1xf32>) {
    ^bb0(%in: f64, %out: f32):
      %253 = arith.truncf %in : f64 to f32
      linalg.yield %253 : f32
    } -> tensor<1x?x1xf32>
    %166 = linalg.generic {indexing_maps = [#map2, #map3], iterator_types = ["parallel", "parallel", "reduction"]} ins(%157 : tensor<1x?x32xf32>) outs(%138 : tensor<1x?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %253 = arith.addf %in, %out : f32
      linalg.yield %253 : f32
    } -> tensor<1x?x1xf32>
    %167 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%166 : tensor<1x?x1xf32>) outs(%136 : tensor<1x?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %253 = arith.divf %in, %cst_45 : f32
      linalg.yield %253 : f32
    } -> tensor<1x?x1xf32>
    %168 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%165 : tensor<1x?x1xf32>) outs(%136 : tensor<1x?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %253 = arith.truncf %cst_40 : f64 to f32
      %254 = arith.addf %in, %253 : f32
      linalg.yield %254 : f32
    } -> tensor<1x?x1xf32>
    %169 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%168 : tensor<1x?x1xf32>) outs(%136 : tensor<1x?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %253 = math.rsqrt %in : f32
      linalg.yield %253 : f32
    } -> tensor<1x?x1xf32>
    %170 = linalg.generic {indexing_maps = [#map2, #map3, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%157, %167 : tensor<1x?x32xf32>, tensor<1x?x1xf32>) outs(%124 : tensor<1x?x32xf32>) {
    ^bb0(%in: f32, %in_113: f32, %out: f32):
      %253 = arith.subf %in, %in_113 : f32
      linalg.yield %253 : f32
    } -> tensor<1x?x32xf32>
    %171 = linalg.generic {indexing_maps = [#map2, #map3, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%170, %169 : tensor<1x?x32xf32>, tensor<1x?x1xf32>) outs(%124 : tensor<1x?x32xf32>) {
    ^bb0(%in: f32, %in_113: f32, %out: f32):
      %253 = arith.mulf %in, %in_113 : f32
      linalg.yield %253 : f32
    } -> tensor<1x?x32xf32>
    %172 = linalg.generic {indexing_maps = [#map2, #map4, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%171, %cst_23 : tensor<1x?x32xf32>, tensor<32xf32>) outs(%124 : tensor<1x?x32xf32>) {
    ^bb0(%in: f32, %in_113: f32, %out: f32):
      %253 = arith.mulf %in, %in_113 : f32
      linalg.yield %253 : f32
    } -> tensor<1x?x32xf32>
    %173 = linalg.generic {indexing_maps = [#map2, #map4, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%172, %cst_22 : tensor<1x?x32xf32>, tensor<32xf32>) outs(%124 : tensor<1x?x32xf32>) {
    ^bb0(%in: f32, %in_113: f32, %out: f32):
      %253 = arith.addf %in, %in_113 : f32
      linalg.yield %253 : f32
    } -> tensor<1x?x32xf32>
    %collapsed_81 = tensor.collapse_shape %173 [[0, 1], [2]] : tensor<1x?x32xf32> into tensor<?x32xf32>
    %transposed_82 = linalg.transpose ins(%cst_21 : tensor<32x32xf32>) outs(%54 : tensor<32x32xf32>) permutation = [1, 0] 
    %174 = linalg.matmul ins(%collapsed_81, %transposed_82 : tensor<?x32xf32>, tensor<32x32xf32>) outs(%120 : tensor<?x32xf32>) -> tensor<?x32xf32>
    %175 = linalg.generic {indexing_maps = [#map, #map8, #map], iterator_types = ["parallel", "parallel"]} ins(%174, %cst_20 : tensor<?x32xf32>, tensor<32xf32>) outs(%119 : tensor<?x32xf32>) {
    ^bb0(%in: f32, %in_113: f32, %out: f32):
      %253 = arith.addf %in, %in_113 : f32
      linalg.yield %253 : f32
    } -> tensor<?x32xf32>
    %expanded_83 = tensor.expand_shape %175 [[0, 1], [2]] output_shape [1, %118, 32] : tensor<?x32xf32> into tensor<1x?x32xf32>
    cf.assert %63, "must have at most one inferred (negative) dimension"
    %176 = arith.muli %117, %c32_i64 : i64
    %177 = arith.divsi %176, %62 : i64
    %178 = arith.select %48, %177, %0 : i64
    %from_elements_84 = tensor.from_elements %c1_i64, %178, %177, %c16_i64 : tensor<4xi64>
    %reshape_85 = tensor.reshape %expanded_83(%from_elements_84) : (tensor<1x?x32xf32>, tensor<4xi64>) -> tensor<1x?x2x16xf32>
    %179 = arith.index_cast %178 : i64 to index
    %180 = tensor.empty(%179) : tensor<1x2x?x16xf32>
    %transposed_86 = linalg.transpose ins(%reshape_85 : tensor<1x?x2x16xf32>) outs(%180 : tensor<1x2x?x16xf32>) permutation = [0, 2, 1, 3] 
    %transposed_87 = linalg.transpose ins(%cst_19 : tensor<32x32xf32>) outs(%54 : tensor<32x32xf32>) permutation = [1, 0] 
    %181 = linalg.matmul ins(%collapsed_81, %transposed_87 : tensor<?x32xf32>, tensor<32x32xf32>) outs(%120 : tensor<?x32xf32>) -> tensor<?x32xf32>
    %182 = linalg.generic {indexing_maps = [#map, #map8, #map], iterator_types = ["parallel", "parallel"]} ins(%181, %cst_18 : tensor<?x32xf32>, tensor<32xf32>) outs(%119 : tensor<?x32xf32>) {
    ^bb0(%in: f32, %in_113: f32, %out: f32):
      %253 = arith.addf %in, %in_113 : f32
      linalg.yield %253 : f32
    } -> tensor<?x32xf32>
    %expanded_88 = tensor.expand_shape %182 [[0, 1], [2]] output_shape [1, %118, 32] : tensor<?x32xf32> into tensor<1x?x32xf32>
    cf.assert %63, "must have at most one inferred (negative) dimension"
    %reshape_89 = tensor.reshape %expanded_88(%from_elements_84) : (tensor<1x?x32xf32>, tensor<4xi64>) -> tensor<1x?x2x16xf32>
    %transposed_90 = linalg.transpose ins(%cst_17 : tensor<32x32xf32>) outs(%54 : tensor<32x32xf32>) permutation = [1, 0] 
    %183 = linalg.matmul ins(%collapsed_81, %transposed_90 : tensor<?x32xf32>, tensor<32x32xf32>) outs(%120 : tensor<?x32xf32>) -> tensor<?x32xf32>
    %184 = linalg.generic {indexing_maps = [#map, #map8, #map], iterator_types = ["parallel", "parallel"]} ins(%183, %cst_16 : tensor<?x32xf32>, tensor<32xf32>) outs(%119 : tensor<?x32xf32>) {
    ^bb0(%in: f32, %in_113: f32, %out: f32):
      %253 = arith.addf %in, %in_113 : f32
      linalg.yield %253 : f32
    } -> tensor<?x32xf32>
    %expanded_91 = tensor.expand_shape %184 [[0, 1], [2]] output_shape [1, %118, 32] : tensor<?x32xf32> into tensor<1x?x32xf32>
    cf.assert %63, "must have at most one inferred (negative) dimension"
    %reshape_92 = tensor.reshape %expanded_91(%from_elements_84) : (tensor<1x?x32xf32>, tensor<4xi64>) -> tensor<1x?x2x16xf32>
    %transposed_93 = linalg.transpose ins(%reshape_92 : tensor<1x?x2x16xf32>) outs(%180 : tensor<1x2x?x16xf32>) permutation = [0, 2, 1, 3] 
    %185 = tensor.empty(%179) : tensor<1x2x16x?xf32>
    %transposed_94 = linalg.transpose ins(%reshape_89 : tensor<1x?x2x16xf32>) outs(%185 : tensor<1x2x16x?xf32>) permutation = [0, 2, 3, 1] 
    cf.assert %11, "unimplemented: dynamic negative broadcast sizes"
    %186 = linalg.generic {indexing_maps = [#map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%74 : tensor<1x2x?x16xf32>) {
    ^bb0(%out: f32):
      %253 = linalg.index 1 : index
      %254 = linalg.index 2 : index
      %255 = linalg.index 3 : index
      %256 = arith.cmpi eq, %179, %c1 : index
      %257 = arith.select %256, %c0, %254 : index
      %extracted = tensor.extract %transposed_86[%c0, %253, %257, %255] : tensor<1x2x?x16xf32>
      linalg.yield %extracted : f32
    } -> tensor<1x2x?x16xf32>
    %collapsed_95 = tensor.collapse_shape %186 [[0, 1], [2], [3]] : tensor<1x2x?x16xf32> into tensor<2x?x16xf32>
    cf.assert %11, "unimplemented: dynamic negative broadcast sizes"
    %187 = linalg.generic {indexing_maps = [#map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%76 : tensor<1x2x16x?xf32>) {
    ^bb0(%out: f32):
      %253 = linalg.index 1 : index
      %254 = linalg.index 2 : index
      %255 = linalg.index 3 : index
      %256 = arith.cmpi eq, %179, %c1 : index
      %257 = arith.select %256, %c0, %255 : index
      %extracted = tensor.extract %transposed_94[%c0, %253, %254, %257] : tensor<1x2x16x?xf32>
      linalg.yield %extracted : f32
    } -> tensor<1x2x16x?xf32>
    %collapsed_96 = tensor.collapse_shape %187 [[0, 1], [2], [3]] : tensor<1x2x16x?xf32> into tensor<2x16x?xf32>
    %188 = linalg.batch_matmul ins(%collapsed_95, %collapsed_96 : tensor<2x?x16xf32>, tensor<2x16x?xf32>) outs(%79 : tensor<2x?x?xf32>) -> tensor<2x?x?xf32>
    cf.assert %86, "must have at most one inferred (negative) dimension"
    %reshape_97 = tensor.reshape %188(%from_elements_62) : (tensor<2x?x?xf32>, tensor<4xi64>) -> tensor<1x2x?x?xf32>
    %189 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%reshape_97 : tensor<1x2x?x?xf32>) outs(%91 : tensor<1x2x?x?xf32>) {
    ^bb0(%in: f32, %out: f32):
      %253 = arith.mulf %in, %cst_46 : f32
      linalg.yield %253 : f32
    } -> tensor<1x2x?x?xf32>
    cf.assert %93, "mismatched size for broadcast"
    cf.assert %94, "mismatched size for broadcast"
    %190 = linalg.generic {indexing_maps = [#map6, #map9, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%189, %53 : tensor<1x2x?x?xf32>, tensor<1x1x?x?xf32>) outs(%91 : tensor<1x2x?x?xf32>) {
    ^bb0(%in: f32, %in_113: f32, %out: f32):
      %253 = arith.addf %in, %in_113 : f32
      linalg.yield %253 : f32
    } -> tensor<1x2x?x?xf32>
    %191:2 = linalg.generic {indexing_maps = [#map6, #map10, #map10], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%190 : tensor<1x2x?x?xf32>) outs(%99, %97 : tensor<1x2x?xf32>, tensor<1x2x?xi64>) {
    ^bb0(%in: f32, %out: f32, %out_113: i64):
      %253 = linalg.index 3 : index
      %254 = arith.index_cast %253 : index to i64
      %255 = arith.maximumf %in, %out : f32
      %256 = arith.cmpf ogt, %in, %out : f32
      %257 = arith.select %256, %254, %out_113 : i64
      linalg.yield %255, %257 : f32, i64
    } -> (tensor<1x2x?xf32>, tensor<1x2x?xi64>)
    %expanded_98 = tensor.expand_shape %191#0 [[0], [1], [2, 3]] output_shape [1, 2, %90, 1] : tensor<1x2x?xf32> into tensor<1x2x?x1xf32>
    %192 = linalg.generic {indexing_maps = [#map6, #map11, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%190, %expanded_98 : tensor<1x2x?x?xf32>, tensor<1x2x?x1xf32>) outs(%91 : tensor<1x2x?x?xf32>) {
    ^bb0(%in: f32, %in_113: f32, %out: f32):
      %253 = arith.subf %in, %in_113 : f32
      linalg.yield %253 : f32
    } -> tensor<1x2x?x?xf32>
    %193 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%192 : tensor<1x2x?x?xf32>) outs(%91 : tensor<1x2x?x?xf32>) {
    ^bb0(%in: f32, %out: f32):
      %253 = math.exp %in : f32
      linalg.yield %253 : f32
    } -> tensor<1x2x?x?xf32>
    %194 = linalg.generic {indexing_maps = [#map6, #map11], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%193 : tensor<1x2x?x?xf32>) outs(%104 : tensor<1x2x?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %253 = arith.addf %in, %out : f32
      linalg.yield %253 : f32
    } -> tensor<1x2x?x1xf32>
    %195 = linalg.generic {indexing_maps = [#map6, #map11, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%193, %194 : tensor<1x2x?x?xf32>, tensor<1x2x?x1xf32>) outs(%91 : tensor<1x2x?x?xf32>) {
    ^bb0(%in: f32, %in_113: f32, %out: f32):
      %253 = arith.divf %in, %in_113 : f32
      linalg.yield %253 : f32
    } -> tensor<1x2x?x?xf32>
    cf.assert %11, "unimplemented: dynamic negative broadcast sizes"
    cf.assert %11, "unimplemented: dynamic negative broadcast sizes"
    %196 = linalg.generic {indexing_maps = [#map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%107 : tensor<1x2x?x?xf32>) {
    ^bb0(%out: f32):
      %253 = linalg.index 1 : index
      %254 = linalg.index 2 : index
      %255 = linalg.index 3 : index
      %256 = arith.cmpi eq, %90, %c1 : index
      %257 = arith.select %256, %c0, %254 : index
      %258 = arith.select %256, %c0, %255 : index
      %extracted = tensor.extract %195[%c0, %253, %257, %258] : tensor<1x2x?x?xf32>
      linalg.yield %extracted : f32
    } -> tensor<1x2x?x?xf32>
    cf.assert %86, "must have at most one inferred (negative) dimension"
    %reshape_99 = tensor.reshape %196(%from_elements_65) : (tensor<1x2x?x?xf32>, tensor<3xi64>) -> tensor<2x?x?xf32>
    cf.assert %11, "unimplemented: dynamic negative broadcast sizes"
    %197 = linalg.generic {indexing_maps = [#map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%74 : tensor<1x2x?x16xf32>) {
    ^bb0(%out: f32):
      %253 = linalg.index 1 : index
      %254 = linalg.index 2 : index
      %255 = linalg.index 3 : index
      %256 = arith.cmpi eq, %179, %c1 : index
      %257 = arith.select %256, %c0, %254 : index
      %extracted = tensor.extract %transposed_93[%c0, %253, %257, %255] : tensor<1x2x?x16xf32>
      linalg.yield %extracted : f32
    } -> tensor<1x2x?x16xf32>
    %collapsed_100 = tensor.collapse_shape %197 [[0, 1], [2], [3]] : tensor<1x2x?x16xf32> into tensor<2x?x16xf32>
    cf.assert %110, "mismatching contracting dimension"
    %198 = linalg.batch_matmul ins(%reshape_99, %collapsed_100 : tensor<2x?x?xf32>, tensor<2x?x16xf32>) outs(%112 : tensor<2x?x16xf32>) -> tensor<2x?x16xf32>
    %expanded_101 = tensor.expand_shape %198 [[0, 1], [2], [3]] output_shape [1, 2, %90, 16] : tensor<2x?x16xf32> into tensor<1x2x?x16xf32>
    %transposed_102 = linalg.transpose ins(%expanded_101 : tensor<1x2x?x16xf32>) outs(%114 : tensor<1x?x2x16xf32>) permutation = [0, 2, 1, 3] 
    cf.assert %63, "must have at most one inferred (negative) dimension"
    %reshape_103 = tensor.reshape %transposed_102(%from_elements_70) : (tensor<1x?x2x16xf32>, tensor<3xi64>) -> tensor<1x?x32xf32>
    %collapsed_104 = tensor.collapse_shape %reshape_103 [[0, 1], [2]] : tensor<1x?x32xf32> into tensor<?x32xf32>
    %transposed_105 = linalg.transpose ins(%cst_15 : tensor<32x32xf32>) outs(%54 : tensor<32x32xf32>) permutation = [1, 0] 
    %199 = arith.index_cast %117 : i64 to index
    %200 = tensor.empty(%199) : tensor<?x32xf32>
    %201 = linalg.fill ins(%cst_0 : f32) outs(%200 : tensor<?x32xf32>) -> tensor<?x32xf32>
    %202 = linalg.matmul ins(%collapsed_104, %transposed_105 : tensor<?x32xf32>, tensor<32x32xf32>) outs(%201 : tensor<?x32xf32>) -> tensor<?x32xf32>
    %203 = linalg.generic {indexing_maps = [#map, #map8, #map], iterator_types = ["parallel", "parallel"]} ins(%202, %cst_14 : tensor<?x32xf32>, tensor<32xf32>) outs(%200 : tensor<?x32xf32>) {
    ^bb0(%in: f32, %in_113: f32, %out: f32):
      %253 = arith.addf %in, %in_113 : f32
      linalg.yield %253 : f32
    } -> tensor<?x32xf32>
    %expanded_106 = tensor.expand_shape %203 [[0, 1], [2]] output_shape [1, %199, 32] : tensor<?x32xf32> into tensor<1x?x32xf32>
    %204 = arith.cmpi eq, %199, %118 : index
    cf.assert %204, "mismatched size for broadcast"
    %205 = tensor.empty(%199) : tensor<1x?x32xf32>
    %206 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_106, %173 : tensor<1x?x32xf32>, tensor<1x?x32xf32>) outs(%205 : tensor<1x?x32xf32>) {
    ^bb0(%in: f32, %in_113: f32, %out: f32):
      %253 = arith.addf %in, %in_113 : f32
      linalg.yield %253 : f32
    } -> tensor<1x?x32xf32>
    %207 = tensor.empty(%199) : tensor<1x?x32xf64>
    %208 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%206 : tensor<1x?x32xf32>) outs(%207 : tensor<1x?x32xf64>) {
    ^bb0(%in: f32, %out: f64):
      %253 = arith.extf %in : f32 to f64
      linalg.yield %253 : f64
    } -> tensor<1x?x32xf64>
    %209 = tensor.empty(%199) : tensor<1x?x1xf64>
    %210 = linalg.fill ins(%cst : f64) outs(%209 : tensor<1x?x1xf64>) -> tensor<1x?x1xf64>
    %211 = linalg.generic {indexing_maps = [#map2, #map3], iterator_types = ["parallel", "parallel", "reduction"]} ins(%208 : tensor<1x?x32xf64>) outs(%210 : tensor<1x?x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %253 = arith.addf %in, %out : f64
      linalg.yield %253 : f64
    } -> tensor<1x?x1xf64>
    %212 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%211 : tensor<1x?x1xf64>) outs(%209 : tensor<1x?x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %253 = arith.divf %in, %cst_44 : f64
      linalg.yield %253 : f64
    } -> tensor<1x?x1xf64>
    %213 = linalg.generic {indexing_maps = [#map2, #map3, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%208, %212 : tensor<1x?x32xf64>, tensor<1x?x1xf64>) outs(%207 : tensor<1x?x32xf64>) {
    ^bb0(%in: f64, %in_113: f64, %out: f64):
      %253 = arith.subf %in, %in_113 : f64
      linalg.yield %253 : f64
    } -> tensor<1x?x32xf64>
    %214 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%213, %213 : tensor<1x?x32xf64>, tensor<1x?x32xf64>) outs(%207 : tensor<1x?x32xf64>) {
    ^bb0(%in: f64, %in_113: f64, %out: f64):
      %253 = arith.mulf %in, %in_113 : f64
      linalg.yield %253 : f64
    } -> tensor<1x?x32xf64>
    %215 = linalg.generic {indexing_maps = [#map2, #map3], iterator_types = ["parallel", "parallel", "reduction"]} ins(%214 : tensor<1x?x32xf64>) outs(%210 : tensor<1x?x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %253 = arith.addf %in, %out : f64
      linalg.yield %253 : f64
    } -> tensor<1x?x1xf64>
    %216 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%215 : tensor<1x?x1xf64>) outs(%209 : tensor<1x?x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %253 = arith.divf %in, %cst_44 : f64
      linalg.yield %253 : f64
    } -> tensor<1x?x1xf64>
    %217 = tensor.empty(%199) : tensor<1x?x1xf32>
    %218 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%216 : tensor<1x?x1xf64>) outs(%217 : tensor<1x?x1xf32>) {
    ^bb0(%in: f64, %out: f32):
      %253 = arith.truncf %in : f64 to f32
      linalg.yield %253 : f32
    } -> tensor<1x?x1xf32>
    %219 = linalg.fill ins(%cst_0 : f32) outs(%217 : tensor<1x?x1xf32>) -> tensor<1x?x1xf32>
    %220 = linalg.generic {indexing_maps = [#map2, #map3], iterator_types = ["parallel", "parallel", "reduction"]} ins(%206 : tensor<1x?x32xf32>) outs(%219 : tensor<1x?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %253 = arith.addf %in, %out : f32
      linalg.yield %253 : f32
    } -> tensor<1x?x1xf32>
    %221 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%220 : tensor<1x?x1xf32>) outs(%217 : tensor<1x?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %253 = arith.divf %in, %cst_45 : f32
      linalg.yield %253 : f32
    } -> tensor<1x?x1xf32>
    %222 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%218 : tensor<1x?x1xf32>) outs(%217 : tensor<1x?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %253 = arith.truncf %cst_40 : f64 to f32
      %254 = arith.addf %in, %253 : f32
      linalg.yield %254 : f32
    } -> tensor<1x?x1xf32>
    %223 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%222 : tensor<1x?x1xf32>) outs(%217 : tensor<1x?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %253 = math.rsqrt %in : f32
      linalg.yield %253 : f32
    } -> tensor<1x?x1xf32>
    %224 = linalg.generic {indexing_maps = [#map2, #map3, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%206, %221 : tensor<1x?x32xf32>, tensor<1x?x1xf32>) outs(%205 : tensor<1x?x32xf32>) {
    ^bb0(%in: f32, %in_113: f32, %out: f32):
      %253 = arith.subf %in, %in_113 : f32
      linalg.yield %253 : f32
    } -> tensor<1x?x32xf32>
    %225 = linalg.generic {indexing_maps = [#map2, #map3, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%224, %223 : tensor<1x?x32xf32>, tensor<1x?x1xf32>) outs(%205 : tensor<1x?x32xf32>) {
    ^bb0(%in: f32, %in_113: f32, %out: f32):
      %253 = arith.mulf %in, %in_113 : f32
      linalg.yield %253 : f32
    } -> tensor<1x?x32xf32>
    %226 = linalg.generic {indexing_maps = [#map2, #map4, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%225, %cst_13 : tensor<1x?x32xf32>, tensor<32xf32>) outs(%205 : tensor<1x?x32xf32>) {
    ^bb0(%in: f32, %in_113: f32, %out: f32):
      %253 = arith.mulf %in, %in_113 : f32
      linalg.yield %253 : f32
    } -> tensor<1x?x32xf32>
    %227 = linalg.generic {indexing_maps = [#map2, #map4, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%226, %cst_12 : tensor<1x?x32xf32>, tensor<32xf32>) outs(%205 : tensor<1x?x32xf32>) {
    ^bb0(%in: f32, %in_113: f32, %out: f32):
      %253 = arith.addf %in, %in_113 : f32
      linalg.yield %253 : f32
    } -> tensor<1x?x32xf32>
    %collapsed_107 = tensor.collapse_shape %227 [[0, 1], [2]] : tensor<1x?x32xf32> into tensor<?x32xf32>
    %transposed_108 = linalg.transpose ins(%cst_11 : tensor<64x32xf32>) outs(%147 : tensor<32x64xf32>) permutation = [1, 0] 
    %228 = tensor.empty(%199) : tensor<?x64xf32>
    %229 = linalg.fill ins(%cst_0 : f32) outs(%228 : tensor<?x64xf32>) -> tensor<?x64xf32>
    %230 = linalg.matmul ins(%collapsed_107, %transposed_108 : tensor<?x32xf32>, tensor<32x64xf32>) outs(%229 : tensor<?x64xf32>) -> tensor<?x64xf32>
    %231 = linalg.generic {indexing_maps = [#map, #map8, #map], iterator_types = ["parallel", "parallel"]} ins(%230, %cst_10 : tensor<?x64xf32>, tensor<64xf32>) outs(%228 : tensor<?x64xf32>) {
    ^bb0(%in: f32, %in_113: f32, %out: f32):
      %253 = arith.addf %in, %in_113 : f32
      linalg.yield %253 : f32
    } -> tensor<?x64xf32>
    %expanded_109 = tensor.expand_shape %231 [[0, 1], [2]] output_shape [1, %199, 64] : tensor<?x64xf32> into tensor<1x?x64xf32>
    %232 = tensor.empty(%199) : tensor<1x?x64xf32>
    %233 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_109 : tensor<1x?x64xf32>) outs(%232 : tensor<1x?x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %253 = arith.divf %in, %cst_47 : f32
      %254 = math.erf %253 : f32
      %255 = arith.addf %254, %cst_2 : f32
      %256 = arith.mulf %255, %cst_3 : f32
      %257 = arith.mulf %in, %256 : f32
      linalg.yield %257 : f32
    } -> tensor<1x?x64xf32>
    %collapsed_110 = tensor.collapse_shape %233 [[0, 1], [2]] : tensor<1x?x64xf32> into tensor<?x64xf32>
    %transposed_111 = linalg.transpose ins(%cst_9 : tensor<32x64xf32>) outs(%154 : tensor<64x32xf32>) permutation = [1, 0] 
    %234 = linalg.matmul ins(%collapsed_110, %transposed_111 : tensor<?x64xf32>, tensor<64x32xf32>) outs(%201 : tensor<?x32xf32>) -> tensor<?x32xf32>
    %235 = linalg.generic {indexing_maps = [#map, #map8, #map], iterator_types = ["parallel", "parallel"]} ins(%234, %cst_8 : tensor<?x32xf32>, tensor<32xf32>) outs(%200 : tensor<?x32xf32>) {
    ^bb0(%in: f32, %in_113: f32, %out: f32):
      %253 = arith.addf %in, %in_113 : f32
      linalg.yield %253 : f32
    } -> tensor<?x32xf32>
    %expanded_112 = tensor.expand_shape %235 [[0, 1], [2]] output_shape [1, %199, 32] : tensor<?x32xf32> into tensor<1x?x32xf32>
    %236 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_112, %227 : tensor<1x?x32xf32>, tensor<1x?x32xf32>) outs(%205 : tensor<1x?x32xf32>) {
    ^bb0(%in: f32, %in_113: f32, %out: f32):
      %253 = arith.addf %in, %in_113 : f32
      linalg.yield %253 : f32
    } -> tensor<1x?x32xf32>
    %237 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%236 : tensor<1x?x32xf32>) outs(%207 : tensor<1x?x32xf64>) {
    ^bb0(%in: f32, %out: f64):
      %253 = arith.extf %in : f32 to f64
      linalg.yield %253 : f64
    } -> tensor<1x?x32xf64>
    %238 = linalg.generic {indexing_maps = [#map2, #map3], iterator_types = ["parallel", "parallel", "reduction"]} ins(%237 : tensor<1x?x32xf64>) outs(%210 : tensor<1x?x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %253 = arith.addf %in, %out : f64
      linalg.yield %253 : f64
    } -> tensor<1x?x1xf64>
    %239 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%238 : tensor<1x?x1xf64>) outs(%209 : tensor<1x?x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %253 = arith.divf %in, %cst_44 : f64
      linalg.yield %253 : f64
    } -> tensor<1x?x1xf64>
    %240 = linalg.generic {indexing_maps = [#map2, #map3, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%237, %239 : tensor<1x?x32xf64>, tensor<1x?x1xf64>) outs(%207 : tensor<1x?x32xf64>) {
    ^bb0(%in: f64, %in_113: f64, %out: f64):
      %253 = arith.subf %in, %in_113 : f64
      linalg.yield %253 : f64
    } -> tensor<1x?x32xf64>
    %241 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%240, %240 : tensor<1x?x32xf64>, tensor<1x?x32xf64>) outs(%207 : tensor<1x?x32xf64>) {
    ^bb0(%in: f64, %in_113: f64, %out: f64):
      %253 = arith.mulf %in, %in_113 : f64
      linalg.yield %253 : f64
    } -> tensor<1x?x32xf64>
    %242 = linalg.generic {indexing_maps = [#map2, #map3], iterator_types = ["parallel", "parallel", "reduction"]} ins(%241 : tensor<1x?x32xf64>) outs(%210 : tensor<1x?x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %253 = arith.addf %in, %out : f64
      linalg.yield %253 : f64
    } -> tensor<1x?x1xf64>
    %243 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%242 : tensor<1x?x1xf64>) outs(%209 : tensor<1x?x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %253 = arith.divf %in, %cst_44 : f64
      linalg.yield %253 : f64
    } -> tensor<1x?x1xf64>
    %244 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%243 : tensor<1x?x1xf64>) outs(%217 : tensor<1x?x1xf32>) {
    ^bb0(%in: f64, %out: f32):
      %253 = arith.truncf %in : f64 to f32
      linalg.yield %253 : f32
    } -> tensor<1x?x1xf32>
    %245 = linalg.generic {indexing_maps = [#map2, #map3], iterator_types = ["parallel", "parallel", "reduction"]} ins(%236 : tensor<1x?x32xf32>) outs(%219 : tensor<1x?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %253 = arith.addf %in, %out : f32
      linalg.yield %253 : f32
    } -> tensor<1x?x1xf32>
    %246 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%245 : tensor<1x?x1xf32>) outs(%217 : tensor<1x?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %253 = arith.divf %in, %cst_45 : f32
      linalg.yield %253 : f32
    } -> tensor<1x?x1xf32>
    %247 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%244 : tensor<1x?x1xf32>) outs(%217 : tensor<1x?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %253 = arith.truncf %cst_40 : f64 to f32
      %254 = arith.addf %in, %253 : f32
      linalg.yield %254 : f32
    } -> tensor<1x?x1xf32>
    %248 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%247 : tensor<1x?x1xf32>) outs(%217 : tensor<1x?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %253 = math.rsqrt %in : f32
      linalg.yield %253 : f32
    } -> tensor<1x?x1xf32>
    %249 = linalg.generic {indexing_maps = [#map2, #map3, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%236, %246 : tensor<1x?x32xf32>, tensor<1x?x1xf32>) outs(%205 : tensor<1x?x32xf32>) {
    ^bb0(%in: f32, %in_113: f32, %out: f32):
      %253 = arith.subf %in, %in_113 : f32
      linalg.yield %253 : f32
    } -> tensor<1x?x32xf32>
    %250 = linalg.generic {indexing_maps = [#map2, #map3, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%249, %248 : tensor<1x?x32xf32>, tensor<1x?x1xf32>) outs(%205 : tensor<1x?x32xf32>) {
    ^bb0(%in: f32, %in_113: f32, %out: f32):
      %253 = arith.mulf %in, %in_113 : f32
      linalg.yield %253 : f32
    } -> tensor<1x?x32xf32>
    %251 = linalg.generic {indexing_maps = [#map2, #map4, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%250, %cst_7 : tensor<1x?x32xf32>, tensor<32xf32>) outs(%205 : tensor<1x?x32xf32>) {
    ^bb0(%in: f32, %in_113: f32, %out: f32):
      %253 = arith.mulf %in, %in_113 : f32
      linalg.yield %253 : f32
    } -> tensor<1x?x32xf32>
    %252 = linalg.generic {indexing_maps = [#map2, #map4, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%251, %cst_6 : tensor<1x?x32xf32>, tensor<32xf32>) outs(%205 : tensor<1x?x32xf32>) {
    ^bb0(%in: f32, %in_113: f32, %out: f32):
      %253 = arith.addf %in, %in_113 : f32
      linalg.yield %253 : f32
    } -> tensor<1x?x32xf32>
    return %252 : tensor<1x?x32xf32>
  }
}

{-#
  dialect_resources: {
    builtin: {
      torch_tensor_1_64_torch.int64_1: "0x080000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000",
      torch_tensor_1_64_torch.int64: "0x0800000000000000000000000100000000000000020000000000000003000000000000000400000000000000050000000000000006000000000000000700000000000000080000000000000009000000000000000A000000000000000B000000000000000C000000000000000D000000000000000E000000000000000F0000000000000010000000000000001100000000000000120000000000000013000000000000001400000000000000150000000000000016000000000000001700000000000000180000000000000019000000000000001A000000000000001B000000000000001C000000000000001D000000000000001E000000000000001F0000000000000020000000000000002100000000000000220000000000000023000000000000002400000000000000250000000000000026000000000000002700000000000000280000000000000029000000000000002A000000000000002B000000000000002C000000000000002D000000000000002E000000000000002F0000000000000030000000000000003100000000000000320000000000000033000000000000003400000000000000350000000000000036000000000000003700000000000000380000000000000039000000000000003A000000000000003B000000000000003C000000000000003D000000000000003E000000000000003F00000000000000"
    }
  }
#-}


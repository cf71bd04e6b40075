#map = affine_map<(d0, d1) -> ()>
#map1 = affine_map<(d0, d1) -> (d0, d1)>
#map2 = affine_map<(d0) -> (d0)>
#map3 = affine_map<(d0, d1, d2) -> (d0, d1)>
#map4 = affine_map<(d0, d1, d2) -> (d0, d1, d2)>
#map5 = affine_map<(d0, d1, d2, d3) -> (d0, d1, 0, d3)>
#map6 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, 0)>
#map7 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>
#map8 = affine_map<(d0, d1, d2, d3) -> ()>
#map9 = affine_map<(d0, d1, d2, d3) -> (0, 0, 0, 0)>
#map10 = affine_map<(d0, d1, d2, d3) -> (0, 0, 0, d3)>
#map11 = affine_map<(d0, d1, d2) -> (d0, d1, 0)>
#map12 = affine_map<(d0, d1, d2) -> (d2)>
#map13 = affine_map<(d0, d1) -> (d1)>
#map14 = affine_map<(d0, d1, d2, d3) -> (d0, 0, d2, d3)>
#map15 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>
module {
  func.func @main_graph(%arg0: tensor<1x?xi64>) -> tensor<1x?x64xf32> {
    %c32_i64 = arith.constant 32 : i64
    %c3_i64 = arith.constant 3 : i64
    %c0_i64 = arith.constant 0 : i64
    %c1_i64 = arith.constant 1 : i64
    %c2_i64 = arith.constant 2 : i64
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c64 = arith.constant 64 : index
    %c3 = arith.constant 3 : index
    %cst = arith.constant 0.000000e+00 : f64
    %cst_0 = arith.constant 0.000000e+00 : f32
    %c16_i64 = arith.constant 16 : i64
    %cst_1 = arith.constant 0xFF800000 : f32
    %cst_2 = arith.constant dense<-3.40282347E+38> : tensor<f32>
    %cst_3 = arith.constant dense<0.000000e+00> : tensor<f32>
    %cst_4 = arith.constant dense<true> : tensor<i1>
    %cst_5 = arith.constant dense<0.000000e+00> : tensor<32xf32>
    %cst_6 = arith.constant dense<1.000000e+00> : tensor<32xf32>
    %cst_7 = arith.constant dense<0.000000e+00> : tensor<32xf32>
    %cst_8 = arith.constant dense<0.00296940492> : tensor<128x32xf32>
    %cst_9 = arith.constant dense<0.000000e+00> : tensor<128xf32>
    %cst_10 = arith.constant dense<0.0283152964> : tensor<32x128xf32>
    %cst_11 = arith.constant dense<0.000000e+00> : tensor<32xf32>
    %cst_12 = arith.constant dense<1.000000e+00> : tensor<32xf32>
    %cst_13 = arith.constant dense<0.000000e+00> : tensor<32xf32>
    %cst_14 = arith.constant dense<0.00340850861> : tensor<32x32xf32>
    %cst_15 = arith.constant dense<0.000000e+00> : tensor<96xf32>
    %cst_16 = arith.constant dense<0.0232244153> : tensor<32x96xf32>
    %cst_17 = arith.constant dense<0.000000e+00> : tensor<32xf32>
    %cst_18 = arith.constant dense<1.000000e+00> : tensor<32xf32>
    %cst_19 = arith.constant dense<0.000000e+00> : tensor<32xf32>
    %cst_20 = arith.constant dense<0.0187699627> : tensor<128x32xf32>
    %cst_21 = arith.constant 0.79788456080286541 : f64
    %cst_22 = arith.constant 4.471500e-02 : f64
    %cst_23 = arith.constant dense<0.000000e+00> : tensor<128xf32>
    %cst_24 = arith.constant dense<-0.00786588527> : tensor<32x128xf32>
    %cst_25 = arith.constant dense<0.000000e+00> : tensor<32xf32>
    %cst_26 = arith.constant dense<1.000000e+00> : tensor<32xf32>
    %cst_27 = arith.constant dense<0.000000e+00> : tensor<32xf32>
    %cst_28 = arith.constant dense<0.00319316238> : tensor<32x32xf32>
    %cst_29 = arith.constant dense<0.000000e+00> : tensor<96xf32>
    %cst_30 = arith.constant dense<-0.0195602439> : tensor<32x96xf32>
    %cst_31 = arith.constant dense<0.000000e+00> : tensor<32xf32>
    %cst_32 = arith.constant dense<1.000000e+00> : tensor<32xf32>
    %cst_33 = arith.constant 1.000000e-05 : f64
    %cst_34 = arith.constant dense<-0.00778416777> : tensor<64x32xf32>
    %cst_35 = arith.constant dense<0.00768532557> : tensor<64x32xf32>
    %cst_36 = arith.constant 3.200000e+01 : f64
    %cst_37 = arith.constant 3.200000e+01 : f32
    %cst_38 = arith.constant 2.500000e-01 : f32
    %cst_39 = arith.constant 5.000000e-01 : f32
    %cst_40 = arith.constant 1.000000e+00 : f32
    %cst_41 = arith.constant dense<1> : tensor<i64>
    %dim = tensor.dim %arg0, %c1 : tensor<1x?xi64>
    %0 = arith.index_cast %dim : index to i64
    %1 = arith.cmpi sge, %0, %c0_i64 : i64
    cf.assert %1, "negative values not allowed in new dimensions"
    %2 = tensor.empty(%dim) : tensor<1x?xi64>
    %3 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel"]} ins(%cst_41 : tensor<i64>) outs(%2 : tensor<1x?xi64>) {
    ^bb0(%in: i64, %out: i64):
      linalg.yield %in : i64
    } -> tensor<1x?xi64>
    %4 = tensor.empty(%dim) : tensor<?xi64>
    %5 = linalg.generic {indexing_maps = [#map2], iterator_types = ["parallel"]} outs(%4 : tensor<?xi64>) {
    ^bb0(%out: i64):
      %249 = linalg.index 0 : index
      %250 = arith.index_cast %249 : index to i64
      linalg.yield %250 : i64
    } -> tensor<?xi64>
    %expanded = tensor.expand_shape %5 [[0, 1]] output_shape [1, %dim] : tensor<?xi64> into tensor<1x?xi64>
    %6 = arith.cmpi slt, %0, %c0_i64 : i64
    %7 = arith.select %6, %c1_i64, %0 : i64
    %8 = arith.select %6, %c2_i64, %c1_i64 : i64
    %9 = arith.cmpi sle, %8, %c1_i64 : i64
    cf.assert %9, "must have at most one inferred (negative) dimension"
    %10 = arith.divsi %0, %7 : i64
    %11 = arith.select %6, %10, %0 : i64
    %from_elements = tensor.from_elements %10, %11 : tensor<2xi64>
    %reshape = tensor.reshape %arg0(%from_elements) : (tensor<1x?xi64>, tensor<2xi64>) -> tensor<1x?xi64>
    %12 = arith.index_cast %11 : i64 to index
    %13 = tensor.empty(%12) : tensor<1x?x32xf32>
    %14 = linalg.generic {indexing_maps = [#map3, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%reshape : tensor<1x?xi64>) outs(%13 : tensor<1x?x32xf32>) {
    ^bb0(%in: i64, %out: f32):
      %249 = arith.index_cast %in : i64 to index
      %250 = linalg.index 2 : index
      %251 = arith.cmpi slt, %249, %c64 : index
      cf.assert %251, "index must be smaller than dim size"
      %252 = arith.cmpi sge, %in, %c0_i64 : i64
      cf.assert %252, "index must be larger or equal to 0"
      %extracted = tensor.extract %cst_35[%249, %250] : tensor<64x32xf32>
      linalg.yield %extracted : f32
    } -> tensor<1x?x32xf32>
    %15 = tensor.empty(%dim) : tensor<1x?x32xf32>
    %16 = linalg.generic {indexing_maps = [#map3, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded : tensor<1x?xi64>) outs(%15 : tensor<1x?x32xf32>) {
    ^bb0(%in: i64, %out: f32):
      %249 = arith.index_cast %in : i64 to index
      %250 = linalg.index 2 : index
      %251 = arith.cmpi slt, %249, %c64 : index
      cf.assert %251, "index must be smaller than dim size"
      %252 = arith.cmpi sge, %in, %c0_i64 : i64
      cf.assert %252, "index must be larger or equal to 0"
      %extracted = tensor.extract %cst_34[%249, %250] : tensor<64x32xf32>
      linalg.yield %extracted : f32
    } -> tensor<1x?x32xf32>
    %17 = arith.cmpi eq, %12, %dim : index
    cf.assert %17, "mismatched size for broadcast"
    %18 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%14, %16 : tensor<1x?x32xf32>, tensor<1x?x32xf32>) outs(%13 : tensor<1x?x32xf32>) {
    ^bb0(%in: f32, %in_102: f32, %out: f32):
      %249 = arith.addf %in, %in_102 : f32
      linalg.yield %249 : f32
    } -> tensor<1x?x32xf32>
    %19 = tensor.empty(%dim) : tensor<1x?xi1>
    %20 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%3 : tensor<1x?xi64>) outs(%19 : tensor<1x?xi1>) {
    ^bb0(%in: i64, %out: i1):
      %249 = arith.cmpi ne, %in, %c0_i64 : i64
      linalg.yield %249 : i1
    } -> tensor<1x?xi1>
    %21 = tensor.empty() : tensor<1xi64>
    %22 = linalg.generic {indexing_maps = [#map2], iterator_types = ["parallel"]} outs(%21 : tensor<1xi64>) {
    ^bb0(%out: i64):
      linalg.yield %c0_i64 : i64
    } -> tensor<1xi64>
    %expanded_42 = tensor.expand_shape %22 [[0, 1, 2, 3]] output_shape [1, 1, 1, 1] : tensor<1xi64> into tensor<1x1x1x1xi64>
    %expanded_43 = tensor.expand_shape %5 [[0, 1, 2, 3]] output_shape [1, 1, %dim, 1] : tensor<?xi64> into tensor<1x1x?x1xi64>
    %expanded_44 = tensor.expand_shape %5 [[0, 1, 2, 3]] output_shape [1, 1, 1, %dim] : tensor<?xi64> into tensor<1x1x1x?xi64>
    %23 = tensor.empty(%dim, %dim) : tensor<1x1x?x?xi1>
    %24 = linalg.generic {indexing_maps = [#map5, #map6, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_44, %expanded_43 : tensor<1x1x1x?xi64>, tensor<1x1x?x1xi64>) outs(%23 : tensor<1x1x?x?xi1>) {
    ^bb0(%in: i64, %in_102: i64, %out: i1):
      %249 = arith.cmpi sle, %in, %in_102 : i64
      linalg.yield %249 : i1
    } -> tensor<1x1x?x?xi1>
    %25 = linalg.generic {indexing_maps = [#map8, #map7, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%cst_4, %24 : tensor<i1>, tensor<1x1x?x?xi1>) outs(%23 : tensor<1x1x?x?xi1>) {
    ^bb0(%in: i1, %in_102: i1, %out: i1):
      %249 = arith.andi %in, %in_102 : i1
      linalg.yield %249 : i1
    } -> tensor<1x1x?x?xi1>
    %dim_45 = tensor.dim %expanded_44, %c3 : tensor<1x1x1x?xi64>
    %26 = tensor.empty(%dim_45) : tensor<1x1x1x?xi1>
    %27 = linalg.generic {indexing_maps = [#map9, #map10, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_42, %expanded_44 : tensor<1x1x1x1xi64>, tensor<1x1x1x?xi64>) outs(%26 : tensor<1x1x1x?xi1>) {
    ^bb0(%in: i64, %in_102: i64, %out: i1):
      %249 = arith.cmpi slt, %in, %c0_i64 : i64
      %250 = arith.addi %in, %c1_i64 : i64
      %251 = arith.select %249, %250, %in : i64
      %252 = arith.index_cast %251 : i64 to index
      %253 = arith.cmpi slt, %in_102, %c0_i64 : i64
      %254 = arith.addi %in_102, %0 : i64
      %255 = arith.select %253, %254, %in_102 : i64
      %256 = arith.index_cast %255 : i64 to index
      %extracted = tensor.extract %20[%252, %256] : tensor<1x?xi1>
      linalg.yield %extracted : i1
    } -> tensor<1x1x1x?xi1>
    %28 = arith.cmpi eq, %dim, %dim_45 : index
    cf.assert %28, "mismatched size for broadcast"
    %29 = linalg.generic {indexing_maps = [#map7, #map5, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%25, %27 : tensor<1x1x?x?xi1>, tensor<1x1x1x?xi1>) outs(%23 : tensor<1x1x?x?xi1>) {
    ^bb0(%in: i1, %in_102: i1, %out: i1):
      %249 = arith.andi %in, %in_102 : i1
      linalg.yield %249 : i1
    } -> tensor<1x1x?x?xi1>
    cf.assert %1, "unimplemented: dynamic negative broadcast sizes"
    cf.assert %1, "unimplemented: dynamic negative broadcast sizes"
    %30 = tensor.empty(%dim, %dim) : tensor<1x1x?x?xi1>
    %31 = linalg.generic {indexing_maps = [#map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%30 : tensor<1x1x?x?xi1>) {
    ^bb0(%out: i1):
      %249 = linalg.index 2 : index
      %250 = linalg.index 3 : index
      %251 = arith.cmpi eq, %dim, %c1 : index
      %252 = arith.select %251, %c0, %249 : index
      %253 = arith.select %251, %c0, %250 : index
      %extracted = tensor.extract %29[%c0, %c0, %252, %253] : tensor<1x1x?x?xi1>
      linalg.yield %extracted : i1
    } -> tensor<1x1x?x?xi1>
    %32 = tensor.empty(%dim, %dim) : tensor<1x1x?x?xf32>
    %33 = linalg.generic {indexing_maps = [#map7, #map8, #map8, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%31, %cst_3, %cst_2 : tensor<1x1x?x?xi1>, tensor<f32>, tensor<f32>) outs(%32 : tensor<1x1x?x?xf32>) {
    ^bb0(%in: i1, %in_102: f32, %in_103: f32, %out: f32):
      %249 = arith.select %in, %in_102, %in_103 : f32
      linalg.yield %249 : f32
    } -> tensor<1x1x?x?xf32>
    %34 = tensor.empty(%12) : tensor<1x?x32xf64>
    %35 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%18 : tensor<1x?x32xf32>) outs(%34 : tensor<1x?x32xf64>) {
    ^bb0(%in: f32, %out: f64):
      %249 = arith.extf %in : f32 to f64
      linalg.yield %249 : f64
    } -> tensor<1x?x32xf64>
    %36 = tensor.empty(%12) : tensor<1x?x1xf64>
    %37 = linalg.fill ins(%cst : f64) outs(%36 : tensor<1x?x1xf64>) -> tensor<1x?x1xf64>
    %38 = linalg.generic {indexing_maps = [#map4, #map11], iterator_types = ["parallel", "parallel", "reduction"]} ins(%35 : tensor<1x?x32xf64>) outs(%37 : tensor<1x?x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %249 = arith.addf %in, %out : f64
      linalg.yield %249 : f64
    } -> tensor<1x?x1xf64>
    %39 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%38 : tensor<1x?x1xf64>) outs(%36 : tensor<1x?x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %249 = arith.divf %in, %cst_36 : f64
      linalg.yield %249 : f64
    } -> tensor<1x?x1xf64>
    %40 = linalg.generic {indexing_maps = [#map4, #map11, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%35, %39 : tensor<1x?x32xf64>, tensor<1x?x1xf64>) outs(%34 : tensor<1x?x32xf64>) {
    ^bb0(%in: f64, %in_102: f64, %out: f64):
      %249 = arith.subf %in, %in_102 : f64
      linalg.yield %249 : f64
    } -> tensor<1x?x32xf64>
    %41 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%40, %40 : tensor<1x?x32xf64>, tensor<1x?x32xf64>) outs(%34 : tensor<1x?x32xf64>) {
    ^bb0(%in: f64, %in_102: f64, %out: f64):
      %249 = arith.mulf %in, %in_102 : f64
      linalg.yield %249 : f64
    } -> tensor<1x?x32xf64>
    %42 = linalg.generic {indexing_maps = [#map4, #map11], iterator_types = ["parallel", "parallel", "reduction"]} ins(%41 : tensor<1x?x32xf64>) outs(%37 : tensor<1x?x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %249 = arith.addf %in, %out : f64
      linalg.yield %249 : f64
    } -> tensor<1x?x1xf64>
    %43 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%42 : tensor<1x?x1xf64>) outs(%36 : tensor<1x?x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %249 = arith.divf %in, %cst_36 : f64
      linalg.yield %249 : f64
    } -> tensor<1x?x1xf64>
    %44 = tensor.empty(%12) : tensor<1x?x1xf32>
    %45 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%43 : tensor<1x?x1xf64>) outs(%44 : tensor<1x?x1xf32>) {
    ^bb0(%in: f64, %out: f32):
      %249 = arith.truncf %in : f64 to f32
      linalg.yield %249 : f32
    } -> tensor<1x?x1xf32>
    %46 = linalg.fill ins(%cst_0 : f32) outs(%44 : tensor<1x?x1xf32>) -> tensor<1x?x1xf32>
    %47 = linalg.generic {indexing_maps = [#map4, #map11], iterator_types = ["parallel", "parallel", "reduction"]} ins(%18 : tensor<1x?x32xf32>) outs(%46 : tensor<1x?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %249 = arith.addf %in, %out : f32
      linalg.yield %249 : f32
    } -> tensor<1x?x1xf32>
    %48 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%47 : tensor<1x?x1xf32>) outs(%44 : tensor<1x?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %249 = arith.divf %in, %cst_37 : f32
      linalg.yield %249 : f32
    } -> tensor<1x?x1xf32>
    %49 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%45 : tensor<1x?x1xf32>) outs(%44 : tensor<1x?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %249 = arith.truncf %cst_33 : f64 to f32
      %250 = arith.addf %in, %249 : f32
      linalg.yield %250 : f32
    } -> tensor<1x?x1xf32>
    %50 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%49 : tensor<1x?x1xf32>) outs(%44 : tensor<1x?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %249 = math.rsqrt %in : f32
      linalg.yield %249 : f32
    } -> tensor<1x?x1xf32>
    %51 = linalg.generic {indexing_maps = [#map4, #map11, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%18, %48 : tensor<1x?x32xf32>, tensor<1x?x1xf32>) outs(%13 : tensor<1x?x32xf32>) {
    ^bb0(%in: f32, %in_102: f32, %out: f32):
      %249 = arith.subf %in, %in_102 : f32
      linalg.yield %249 : f32
    } -> tensor<1x?x32xf32>
    %52 = linalg.generic {indexing_maps = [#map4, #map11, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%51, %50 : tensor<1x?x32xf32>, tensor<1x?x1xf32>) outs(%13 : tensor<1x?x32xf32>) {
    ^bb0(%in: f32, %in_102: f32, %out: f32):
      %249 = arith.mulf %in, %in_102 : f32
      linalg.yield %249 : f32
    } -> tensor<1x?x32xf32>
    %53 = linalg.generic {indexing_maps = [#map4, #map12, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%52, %cst_32 : tensor<1x?x32xf32>, tensor<32xf32>) outs(%13 : tensor<1x?x32xf32>) {
    ^bb0(%in: f32, %in_102: f32, %out: f32):
      %249 = arith.mulf %in, %in_102 : f32
      linalg.yield %249 : f32
    } -> tensor<1x?x32xf32>
    %54 = linalg.generic {indexing_maps = [#map4, #map12, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%53, %cst_31 : tensor<1x?x32xf32>, tensor<32xf32>) outs(%13 : tensor<1x?x32xf32>) {
    ^bb0(%in: f32, %in_102: f32, %out: f32):
      %249 = arith.addf %in, %in_102 : f32
      linalg.yield %249 : f32
    } -> tensor<1x?x32xf32>
    %collapsed = tensor.collapse_shape %54 [[0, 1], [2]] : tensor<1x?x32xf32> into tensor<?x32xf32>
    %55 = arith.index_cast %11 : i64 to index
    %56 = tensor.empty(%55) : tensor<?x96xf32>
    %57 = linalg.fill ins(%cst_0 : f32) outs(%56 : tensor<?x96xf32>) -> tensor<?x96xf32>
    %58 = linalg.matmul ins(%collapsed, %cst_30 : tensor<?x32xf32>, tensor<32x96xf32>) outs(%57 : tensor<?x96xf32>) -> tensor<?x96xf32>
    %59 = linalg.generic {indexing_maps = [#map1, #map13, #map1], iterator_types = ["parallel", "parallel"]} ins(%58, %cst_29 : tensor<?x96xf32>, tensor<96xf32>) outs(%56 : tensor<?x96xf32>) {
    ^bb0(%in: f32, %in_102: f32, %out: f32):
      %249 = arith.addf %in, %in_102 : f32
      linalg.yield %249 : f32
    } -> tensor<?x96xf32>
    %expanded_46 = tensor.expand_shape %59 [[0, 1], [2]] output_shape [1, %55, 96] : tensor<?x96xf32> into tensor<1x?x96xf32>
    %extracted_slice = tensor.extract_slice %expanded_46[0, 0, 0] [1, %55, 32] [1, 1, 1] : tensor<1x?x96xf32> to tensor<1x?x32xf32>
    %extracted_slice_47 = tensor.extract_slice %expanded_46[0, 0, 32] [1, %55, 32] [1, 1, 1] : tensor<1x?x96xf32> to tensor<1x?x32xf32>
    %extracted_slice_48 = tensor.extract_slice %expanded_46[0, 0, 64] [1, %55, 32] [1, 1, 1] : tensor<1x?x96xf32> to tensor<1x?x32xf32>
    %60 = arith.extui %6 : i1 to i64
    %61 = arith.addi %60, %c1_i64 : i64
    %62 = arith.muli %7, %c16_i64 : i64
    %63 = arith.cmpi sle, %61, %c1_i64 : i64
    cf.assert %63, "must have at most one inferred (negative) dimension"
    %64 = arith.muli %11, %c32_i64 : i64
    %65 = arith.divsi %64, %62 : i64
    %66 = arith.select %6, %65, %0 : i64
    %from_elements_49 = tensor.from_elements %c1_i64, %66, %65, %c16_i64 : tensor<4xi64>
    %reshape_50 = tensor.reshape %extracted_slice_47(%from_elements_49) : (tensor<1x?x32xf32>, tensor<4xi64>) -> tensor<1x?x2x16xf32>
    %67 = arith.index_cast %66 : i64 to index
    cf.assert %63, "must have at most one inferred (negative) dimension"
    %reshape_51 = tensor.reshape %extracted_slice_48(%from_elements_49) : (tensor<1x?x32xf32>, tensor<4xi64>) -> tensor<1x?x2x16xf32>
    %68 = tensor.empty(%67) : tensor<1x2x?x16xf32>
    %transposed = linalg.transpose ins(%reshape_51 : tensor<1x?x2x16xf32>) outs(%68 : tensor<1x2x?x16xf32>) permutation = [0, 2, 1, 3] 
    cf.assert %63, "must have at most one inferred (negative) dimension"
    %reshape_52 = tensor.reshape %extracted_slice(%from_elements_49) : (tensor<1x?x32xf32>, tensor<4xi64>) -> tensor<1x?x2x16xf32>
    %transposed_53 = linalg.transpose ins(%reshape_52 : tensor<1x?x2x16xf32>) outs(%68 : tensor<1x2x?x16xf32>) permutation = [0, 2, 1, 3] 
    %69 = tensor.empty(%67) : tensor<1x2x16x?xf32>
    %transposed_54 = linalg.transpose ins(%reshape_50 : tensor<1x?x2x16xf32>) outs(%69 : tensor<1x2x16x?xf32>) permutation = [0, 2, 3, 1] 
    cf.assert %1, "unimplemented: dynamic negative broadcast sizes"
    %70 = tensor.empty(%dim) : tensor<1x2x?x16xf32>
    %71 = linalg.generic {indexing_maps = [#map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%70 : tensor<1x2x?x16xf32>) {
    ^bb0(%out: f32):
      %249 = linalg.index 1 : index
      %250 = linalg.index 2 : index
      %251 = linalg.index 3 : index
      %252 = arith.cmpi eq, %67, %c1 : index
      %253 = arith.select %252, %c0, %250 : index
      %extracted = tensor.extract %transposed_53[%c0, %249, %253, %251] : tensor<1x2x?x16xf32>
      linalg.yield %extracted : f32
    } -> tensor<1x2x?x16xf32>
    %collapsed_55 = tensor.collapse_shape %71 [[0, 1], [2], [3]] : tensor<1x2x?x16xf32> into tensor<2x?x16xf32>
    cf.assert %1, "unimplemented: dynamic negative broadcast sizes"
    %72 = tensor.empty(%dim) : tensor<1x2x16x?xf32>
    %73 = linalg.generic {indexing_maps = [#map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%72 : tensor<1x2x16x?xf32>) {
    ^bb0(%out: f32):
      %249 = linalg.index 1 : index
      %250 = linalg.index 2 : index
      %251 = linalg.index 3 : index
      %252 = arith.cmpi eq, %67, %c1 : index
      %253 = arith.select %252, %c0, %251 : index
      %extracted = tensor.extract %transposed_54[%c0, %249, %250, %253] : tensor<1x2x16x?xf32>
      linalg.yield %extracted : f32
    } -> tensor<1x2x16x?xf32>
    %collapsed_56 = tensor.collapse_shape %73 [[0, 1], [2], [3]] : tensor<1x2x16x?xf32> into tensor<2x16x?xf32>
    %74 = tensor.empty(%dim, %dim) : tensor<2x?x?xf32>
    %75 = linalg.fill ins(%cst_0 : f32) outs(%74 : tensor<2x?x?xf32>) -> tensor<2x?x?xf32>
    %76 = linalg.batch_matmul ins(%collapsed_55, %collapsed_56 : tensor<2x?x16xf32>, tensor<2x16x?xf32>) outs(%75 : tensor<2x?x?xf32>) -> tensor<2x?x?xf32>
    %77 = arith.muli %0, %c2_i64 : i64
    %78 = arith.select %6, %c2_i64, %77 : i64
    %79 = arith.muli %78, %0 : i64
    %80 = arith.select %6, %c2_i64, %79 : i64
    %81 = arith.select %6, %61, %60 : i64
    %82 = arith.cmpi sle, %81, %c1_i64 : i64
    cf.assert %82, "must have at most one inferred (negative) dimension"
    %83 = arith.muli %77, %0 : i64
    %84 = arith.divsi %83, %80 : i64
    %85 = arith.select %6, %84, %0 : i64
    %from_elements_57 = tensor.from_elements %c1_i64, %c2_i64, %85, %85 : tensor<4xi64>
    %reshape_58 = tensor.reshape %76(%from_elements_57) : (tensor<2x?x?xf32>, tensor<4xi64>) -> tensor<1x2x?x?xf32>
    %86 = arith.index_cast %85 : i64 to index
    %87 = tensor.empty(%86, %86) : tensor<1x2x?x?xf32>
    %88 = linalg.generic {indexing_maps = [#map7, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%reshape_58 : tensor<1x2x?x?xf32>) outs(%87 : tensor<1x2x?x?xf32>) {
    ^bb0(%in: f32, %out: f32):
      %249 = arith.mulf %in, %cst_38 : f32
      linalg.yield %249 : f32
    } -> tensor<1x2x?x?xf32>
    %89 = arith.cmpi eq, %86, %dim : index
    cf.assert %89, "mismatched size for broadcast"
    cf.assert %89, "mismatched size for broadcast"
    %90 = linalg.generic {indexing_maps = [#map7, #map14, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%88, %33 : tensor<1x2x?x?xf32>, tensor<1x1x?x?xf32>) outs(%87 : tensor<1x2x?x?xf32>) {
    ^bb0(%in: f32, %in_102: f32, %out: f32):
      %249 = arith.addf %in, %in_102 : f32
      linalg.yield %249 : f32
    } -> tensor<1x2x?x?xf32>
    %91 = tensor.empty(%86) : tensor<1x2x?xi64>
    %92 = linalg.fill ins(%c0_i64 : i64) outs(%91 : tensor<1x2x?xi64>) -> tensor<1x2x?xi64>
    %93 = tensor.empty(%86) : tensor<1x2x?xf32>
    %94 = linalg.fill ins(%cst_1 : f32) outs(%93 : tensor<1x2x?xf32>) -> tensor<1x2x?xf32>
    %95:2 = linalg.generic {indexing_maps = [#map7, #map15, #map15], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%90 : tensor<1x2x?x?xf32>) outs(%94, %92 : tensor<1x2x?xf32>, tensor<1x2x?xi64>) {
    ^bb0(%in: f32, %out: f32, %out_102: i64):
      %249 = linalg.index 3 : index
      %250 = arith.index_cast %249 : index to i64
      %251 = arith.maximumf %in, %out : f32
      %252 = arith.cmpf ogt, %in, %out : f32
      %253 = arith.select %252, %250, %out_102 : i64
      linalg.yield %251, %253 : f32, i64
    } -> (tensor<1x2x?xf32>, tensor<1x2x?xi64>)
    %expanded_59 = tensor.expand_shape %95#0 [[0], [1], [2, 3]] output_shape [1, 2, %86, 1] : tensor<1x2x?xf32> into tensor<1x2x?x1xf32>
    %96 = linalg.generic {indexing_maps = [#map7, #map6, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%90, %expanded_59 : tensor<1x2x?x?xf32>, tensor<1x2x?x1xf32>) outs(%87 : tensor<1x2x?x?xf32>) {
    ^bb0(%in: f32, %in_102: f32, %out: f32):
      %249 = arith.subf %in, %in_102 : f32
      linalg.yield %249 : f32
    } -> tensor<1x2x?x?xf32>
    %97 = linalg.generic {indexing_maps = [#map7, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%96 : tensor<1x2x?x?xf32>) outs(%87 : tensor<1x2x?x?xf32>) {
    ^bb0(%in: f32, %out: f32):
      %249 = math.exp %in : f32
      linalg.yield %249 : f32
    } -> tensor<1x2x?x?xf32>
    %98 = tensor.empty(%86) : tensor<1x2x?x1xf32>
    %99 = linalg.fill ins(%cst_0 : f32) outs(%98 : tensor<1x2x?x1xf32>) -> tensor<1x2x?x1xf32>
    %100 = linalg.generic {indexing_maps = [#map7, #map6], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%97 : tensor<1x2x?x?xf32>) outs(%99 : tensor<1x2x?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %249 = arith.addf %in, %out : f32
      linalg.yield %249 : f32
    } -> tensor<1x2x?x1xf32>
    %101 = linalg.generic {indexing_maps = [#map7, #map6, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%97, %100 : tensor<1x2x?x?xf32>, tensor<1x2x?x1xf32>) outs(%87 : tensor<1x2x?x?xf32>) {
    ^bb0(%in: f32, %in_102: f32, %out: f32):
      %249 = arith.divf %in, %in_102 : f32
      linalg.yield %249 : f32
    } -> tensor<1x2x?x?xf32>
    cf.assert %1, "unimplemented: dynamic negative broadcast sizes"
    cf.assert %1, "unimplemented: dynamic negative broadcast sizes"
    %102 = tensor.empty(%dim, %dim) : tensor<1x2x?x?xf32>
    %103 = linalg.generic {indexing_maps = [#map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%102 : tensor<1x2x?x?xf32>) {
    ^bb0(%out: f32):
      %249 = linalg.index 1 : index
      %250 = linalg.index 2 : index
      %251 = linalg.index 3 : index
      %252 = arith.cmpi eq, %86, %c1 : index
      %253 = arith.select %252, %c0, %250 : index
      %254 = arith.select %252, %c0, %251 : index
      %extracted = tensor.extract %101[%c0, %249, %253, %254] : tensor<1x2x?x?xf32>
      linalg.yield %extracted : f32
    } -> tensor<1x2x?x?xf32>
    cf.assert %82, "must have at most one inferred (negative) dimension"
    %from_elements_60 = tensor.from_elements %c2_i64, %85, %85 : tensor<3xi64>
    %reshape_61 = tensor.reshape %103(%from_elements_60) : (tensor<1x2x?x?xf32>, tensor<3xi64>) -> tensor<2x?x?xf32>
    cf.assert %1, "unimplemented: dynamic negative broadcast sizes"
    %104 = linalg.generic {indexing_maps = [#map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%70 : tensor<1x2x?x16xf32>) {
    ^bb0(%out: f32):
      %249 = linalg.index 1 : index
      %250 = linalg.index 2 : index
      %251 = linalg.index 3 : index
      %252 = arith.cmpi eq, %67, %c1 : index
      %253 = arith.select %252, %c0, %250 : index
      %extracted = tensor.extract %transposed[%c0, %249, %253, %251] : tensor<1x2x?x16xf32>
      linalg.yield %extracted : f32
    } -> tensor<1x2x?x16xf32>
    %collapsed_62 = tensor.collapse_shape %104 [[0, 1], [2], [3]] : tensor<1x2x?x16xf32> into tensor<2x?x16xf32>
    %105 = arith.cmpi eq, %85, %0 : i64
    cf.assert %105, "mismatching contracting dimension"
    %106 = tensor.empty(%86) : tensor<2x?x16xf32>
    %107 = linalg.fill ins(%cst_0 : f32) outs(%106 : tensor<2x?x16xf32>) -> tensor<2x?x16xf32>
    %108 = linalg.batch_matmul ins(%reshape_61, %collapsed_62 : tensor<2x?x?xf32>, tensor<2x?x16xf32>) outs(%107 : tensor<2x?x16xf32>) -> tensor<2x?x16xf32>
    %expanded_63 = tensor.expand_shape %108 [[0, 1], [2], [3]] output_shape [1, 2, %86, 16] : tensor<2x?x16xf32> into tensor<1x2x?x16xf32>
    %109 = tensor.empty(%86) : tensor<1x?x2x16xf32>
    %transposed_64 = linalg.transpose ins(%expanded_63 : tensor<1x2x?x16xf32>) outs(%109 : tensor<1x?x2x16xf32>) permutation = [0, 2, 1, 3] 
    %collapsed_65 = tensor.collapse_shape %transposed_64 [[0, 1], [2, 3]] : tensor<1x?x2x16xf32> into tensor<?x32xf32>
    %110 = tensor.empty(%86) : tensor<?x32xf32>
    %111 = linalg.fill ins(%cst_0 : f32) outs(%110 : tensor<?x32xf32>) -> tensor<?x32xf32>
    %112 = linalg.matmul ins(%collapsed_65, %cst_28 : tensor<?x32xf32>, tensor<32x32xf32>) outs(%111 : tensor<?x32xf32>) -> tensor<?x32xf32>
    %113 = linalg.generic {indexing_maps = [#map1, #map13, #map1], iterator_types = ["parallel", "parallel"]} ins(%112, %cst_27 : tensor<?x32xf32>, tensor<32xf32>) outs(%110 : tensor<?x32xf32>) {
    ^bb0(%in: f32, %in_102: f32, %out: f32):
      %249 = arith.addf %in, %in_102 : f32
      linalg.yield %249 : f32
    } -> tensor<?x32xf32>
    %expanded_66 = tensor.expand_shape %113 [[0, 1], [2]] output_shape [1, %86, 32] : tensor<?x32xf32> into tensor<1x?x32xf32>
    %114 = arith.cmpi eq, %86, %12 : index
    cf.assert %114, "mismatched size for broadcast"
    %115 = tensor.empty(%86) : tensor<1x?x32xf32>
    %116 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_66, %18 : tensor<1x?x32xf32>, tensor<1x?x32xf32>) outs(%115 : tensor<1x?x32xf32>) {
    ^bb0(%in: f32, %in_102: f32, %out: f32):
      %249 = arith.addf %in, %in_102 : f32
      linalg.yield %249 : f32
    } -> tensor<1x?x32xf32>
    %117 = tensor.empty(%86) : tensor<1x?x32xf64>
    %118 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%116 : tensor<1x?x32xf32>) outs(%117 : tensor<1x?x32xf64>) {
    ^bb0(%in: f32, %out: f64):
      %249 = arith.extf %in : f32 to f64
      linalg.yield %249 : f64
    } -> tensor<1x?x32xf64>
    %119 = tensor.empty(%86) : tensor<1x?x1xf64>
    %120 = linalg.fill ins(%cst : f64) outs(%119 : tensor<1x?x1xf64>) -> tensor<1x?x1xf64>
    %121 = linalg.generic {indexing_maps = [#map4, #map11], iterator_types = ["parallel", "parallel", "reduction"]} ins(%118 : tensor<1x?x32xf64>) outs(%120 : tensor<1x?x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %249 = arith.addf %in, %out : f64
      linalg.yield %249 : f64
    } -> tensor<1x?x1xf64>
    %122 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%121 : tensor<1x?x1xf64>) outs(%119 : tensor<1x?x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %249 = arith.divf %in, %cst_36 : f64
      linalg.yield %249 : f64
    } -> tensor<1x?x1xf64>
    %123 = linalg.generic {indexing_maps = [#map4, #map11, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%118, %122 : tensor<1x?x32xf64>, tensor<1x?x1xf64>) outs(%117 : tensor<1x?x32xf64>) {
    ^bb0(%in: f64, %in_102: f64, %out: f64):
      %249 = arith.subf %in, %in_102 : f64
      linalg.yield %249 : f64
    } -> tensor<1x?x32xf64>
    %124 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%123, %123 : tensor<1x?x32xf64>, tensor<1x?x32xf64>) outs(%117 : tensor<1x?x32xf64>) {
    ^bb0(%in: f64, %in_102: f64, %out: f64):
      %249 = arith.mulf %in, %in_102 : f64
      linalg.yield %249 : f64
    } -> tensor<1x?x32xf64>
    %125 = linalg.generic {indexing_maps = [#map4, #map11], iterator_types = ["parallel", "parallel", "reduction"]} ins(%124 : tensor<1x?x32xf64>) outs(%120 : tensor<1x?x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %249 = arith.addf %in, %out : f64
      linalg.yield %249 : f64
    } -> tensor<1x?x1xf64>
    %126 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%125 : tensor<1x?x1xf64>) outs(%119 : tensor<1x?x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %249 = arith.divf %in, %cst_36 : f64
      linalg.yield %249 : f64
    } -> tensor<1x?x1xf64>
    %127 = tensor.empty(%86) : tensor<1x?x1xf32>
    %128 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%126 : tensor<1x?x1xf64>) outs(%127 : tensor<1x?x1xf32>) {
    ^bb0(%in: f64, %out: f32):
      %249 = arith.truncf %in : f64 to f32
      linalg.yield %249 : f32
    } -> tensor<1x?x1xf32>
    %129 = linalg.fill ins(%cst_0 : f32) outs(%127 : tensor<1x?x1xf32>) -> tensor<1x?x1xf32>
    %130 = linalg.generic {indexing_maps = [#map4, #map11], iterator_types = ["parallel", "parallel", "reduction"]} ins(%116 : tensor<1x?x32xf32>) outs(%129 : tensor<1x?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %249 = arith.addf %in, %out : f32
      linalg.yield %249 : f32
    } -> tensor<1x?x1xf32>
    %131 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%130 : tensor<1x?x1xf32>) outs(%127 : tensor<1x?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %249 = arith.divf %in, %cst_37 : f32
      linalg.yield %249 : f32
    } -> tensor<1x?x1xf32>
    %132 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%128 : tensor<1x?x1xf32>) outs(%127 : tensor<1x?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %249 = arith.truncf %cst_33 : f64 to f32
      %250 = arith.addf %in, %249 : f32
      linalg.yield %250 : f32
    } -> tensor<1x?x1xf32>
    %133 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%132 : tensor<1x?x1xf32>) outs(%127 : tensor<1x?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %249 = math.rsqrt %in : f32
      linalg.yield %249 : f32
    } -> tensor<1x?x1xf32>
    %134 = linalg.generic {indexing_maps = [#map4, #map11, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%116, %131 : tensor<1x?x32xf32>, tensor<1x?x1xf32>) outs(%115 : tensor<1x?x32xf32>) {
    ^bb0(%in: f32, %in_102: f32, %out: f32):
      %249 = arith.subf %in, %in_102 : f32
      linalg.yield %249 : f32
    } -> tensor<1x?x32xf32>
    %135 = linalg.generic {indexing_maps = [#map4, #map11, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%134, %133 : tensor<1x?x32xf32>, tensor<1x?x1xf32>) outs(%115 : tensor<1x?x32xf32>) {
    ^bb0(%in: f32, %in_102: f32, %out: f32):
      %249 = arith.mulf %in, %in_102 : f32
      linalg.yield %249 : f32
    } -> tensor<1x?x32xf32>
    %136 = linalg.generic {indexing_maps = [#map4, #map12, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%135, %cst_26 : tensor<1x?x32xf32>, tensor<32xf32>) outs(%115 : tensor<1x?x32xf32>) {
    ^bb0(%in: f32, %in_102: f32, %out: f32):
      %249 = arith.mulf %in, %in_102 : f32
      linalg.yield %249 : f32
    } -> tensor<1x?x32xf32>
    %137 = linalg.generic {indexing_maps = [#map4, #map12, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%136, %cst_25 : tensor<1x?x32xf32>, tensor<32xf32>) outs(%115 : tensor<1x?x32xf32>) {
    ^bb0(%in: f32, %in_102: f32, %out: f32):
      %249 = arith.addf %in, %in_102 : f32
      linalg.yield %249 : f32
    } -> tensor<1x?x32xf32>
    %collapsed_67 = tensor.collapse_shape %137 [[0, 1], [2]] : tensor<1x?x32xf32> into tensor<?x32xf32>
    %138 = tensor.empty(%86) : tensor<?x128xf32>
    %139 = linalg.fill ins(%cst_0 : f32) outs(%138 : tensor<?x128xf32>) -> tensor<?x128xf32>
    %140 = linalg.matmul ins(%collapsed_67, %cst_24 : tensor<?x32xf32>, tensor<32x128xf32>) outs(%139 : tensor<?x128xf32>) -> tensor<?x128xf32>
    %141 = linalg.generic {indexing_maps = [#map1, #map13, #map1], iterator_types = ["parallel", "parallel"]} ins(%140, %cst_23 : tensor<?x128xf32>, tensor<128xf32>) outs(%138 : tensor<?x128xf32>) {
    ^bb0(%in: f32, %in_102: f32, %out: f32):
      %249 = arith.addf %in, %in_102 : f32
      linalg.yield %249 : f32
    } -> tensor<?x128xf32>
    %expanded_68 = tensor.expand_shape %141 [[0, 1], [2]] output_shape [1, %86, 128] : tensor<?x128xf32> into tensor<1x?x128xf32>
    %142 = tensor.empty(%86) : tensor<1x?x128xf32>
    %143 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_68 : tensor<1x?x128xf32>) outs(%142 : tensor<1x?x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %249 = arith.mulf %in, %cst_39 : f32
      linalg.yield %249 : f32
    } -> tensor<1x?x128xf32>
    %144 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_68 : tensor<1x?x128xf32>) outs(%142 : tensor<1x?x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %249 = math.fpowi %in, %c3_i64 : f32, i64
      linalg.yield %249 : f32
    } -> tensor<1x?x128xf32>
    %145 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%144 : tensor<1x?x128xf32>) outs(%142 : tensor<1x?x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %249 = arith.truncf %cst_22 : f64 to f32
      %250 = arith.mulf %in, %249 : f32
      linalg.yield %250 : f32
    } -> tensor<1x?x128xf32>
    %146 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_68, %145 : tensor<1x?x128xf32>, tensor<1x?x128xf32>) outs(%142 : tensor<1x?x128xf32>) {
    ^bb0(%in: f32, %in_102: f32, %out: f32):
      %249 = arith.addf %in, %in_102 : f32
      linalg.yield %249 : f32
    } -> tensor<1x?x128xf32>
    %147 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%146 : tensor<1x?x128xf32>) outs(%142 : tensor<1x?x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %249 = arith.truncf %cst_21 : f64 to f32
      %250 = arith.mulf %in, %249 : f32
      linalg.yield %250 : f32
    } -> tensor<1x?x128xf32>
    %148 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%147 : tensor<1x?x128xf32>) outs(%142 : tensor<1x?x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %249 = math.tanh %in : f32
      linalg.yield %249 : f32
    } -> tensor<1x?x128xf32>
    %149 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%148 : tensor<1x?x128xf32>) outs(%142 : tensor<1x?x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %249 = arith.addf %in, %cst_40 : f32
      linalg.yield %249 : f32
    } -> tensor<1x?x128xf32>
    %150 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%143, %149 : tensor<1x?x128xf32>, tensor<1x?x128xf32>) outs(%142 : tensor<1x?x128xf32>) {
    ^bb0(%in: f32, %in_102: f32, %out: f32):
      %249 = arith.mulf %in, %in_102 : f32
      linalg.yield %249 : f32
    } -> tensor<1x?x128xf32>
    %collapsed_69 = tensor.collapse_shape %150 [[0, 1], [2]] : tensor<1x?x128xf32> into tensor<?x128xf32>
    %151 = linalg.matmul ins(%collapsed_69, %cst_20 : tensor<?x128xf32>, tensor<128x32xf32>) outs(%111 : tensor<?x32xf32>) -> tensor<?x32xf32>
    %152 = linalg.generic {indexing_maps = [#map1, #map13, #map1], iterator_types = ["parallel", "parallel"]} ins(%151, %cst_19 : tensor<?x32xf32>, tensor<32xf32>) outs(%110 : tensor<?x32xf32>) {
    ^bb0(%in: f32, %in_102: f32, %out: f32):
      %249 = arith.addf %in, %in_102 : f32
      linalg.yield %249 : f32
    } -> tensor<?x32xf32>
    %expanded_70 = tensor.expand_shape %152 [[0, 1], [2]] output_shape [1, %86, 32] : tensor<?x32xf32> into tensor<1x?x32xf32>
    %153 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%116, %expanded_70 : tensor<1x?x32xf32>, tensor<1x?x32xf32>) outs(%115 : tensor<1x?x32xf32>) {
    ^bb0(%in: f32, %in_102: f32, %out: f32):
      %249 = arith.addf %in, %in_102 : f32
      linalg.yield %249 : f32
    } -> tensor<1x?x32xf32>
    %154 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%153 : tensor<1x?x32xf32>) outs(%117 : tensor<1x?x32xf64>) {
    ^bb0(%in: f32, %out: f64):
      %249 = arith.extf %in : f32 to f64
      linalg.yield %249 : f64
    } -> tensor<1x?x32xf64>
    %155 = linalg.generic {indexing_maps = [#map4, #map11], iterator_types = ["parallel", "parallel", "reduction"]} ins(%154 : tensor<1x?x32xf64>) outs(%120 : tensor<1x?x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %249 = arith.addf %in, %out : f64
      linalg.yield %249 : f64
    } -> tensor<1x?x1xf64>
    %156 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%155 : tensor<1x?x1xf64>) outs(%119 : tensor<1x?x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %249 = arith.divf %in, %cst_36 : f64
      linalg.yield %249 : f64
    } -> tensor<1x?x1xf64>
    %157 = linalg.generic {indexing_maps = [#map4, #map11, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%154, %156 : tensor<1x?x32xf64>, tensor<1x?x1xf64>) outs(%117 : tensor<1x?x32xf64>) {
    ^bb0(%in: f64, %in_102: f64, %out: f64):
      %249 = arith.subf %in, %in_102 : f64
      linalg.yield %249 : f64
    } -> tensor<1x?x32xf64>
    %158 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%157, %157 : tensor<1x?x32xf64>, tensor<1x?x32xf64>) outs(%117 : tensor<1x?x32xf64>) {
    ^bb0(%in: f64, %in_102: f64, %out: f64):
      %249 = arith.mulf %in, %in_102 : f64
      linalg.yield %249 : f64
    } -> tensor<1x?x32xf64>
    %159 = linalg.generic {indexing_maps = [#map4, #map11], iterator_types = ["parallel", "parallel", "reduction"]} ins(%158 : tensor<1x?x32xf64>) outs(%120 : tensor<1x?x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %249 = arith.addf %in, %out : f64
      linalg.yield %249 : f64
    } -> tensor<1x?x1xf64>
    %160 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%159 : tensor<1x?x1xf64>) outs(%119 : tensor<1x?x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %249 = arith.divf %in, %cst_36 : f64
      linalg.yield %249 : f64
    } -> tensor<1x?x1xf64>
    %161 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%160 : tensor<1x?x1xf64>) outs(%127 : tensor<1x?x1xf32>) {
    ^bb0(%in: f64, %out: f32):
      %249 = arith.truncf %in : f64 to f32
      linalg.yield %249 : f32
    } -> tensor<1x?x1xf32>
    %162 = linalg.generic {indexing_maps = [#map4, #map11], iterator_types = ["parallel", "parallel", "reduction"]} ins(%153 : tensor<1x?x32xf32>) outs(%129 : tensor<1x?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %249 = arith.addf %in, %out : f32
      linalg.yield %249 : f32
    } -> tensor<1x?x1xf32>
    %163 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%162 : tensor<1x?x1xf32>) outs(%127 : tensor<1x?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %249 = arith.divf %in, %cst_37 : f32
      linalg.yield %249 : f32
    } -> tensor<1x?x1xf32>
    %164 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%161 : tensor<1x?x1xf32>) outs(%127 : tensor<1x?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %249 = arith.truncf %cst_33 : f64 to f32
      %250 = arith.addf %in, %249 : f32
      linalg.yield %250 : f32
    } -> tensor<1x?x1xf32>
    %165 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%164 : tensor<1x?x1xf32>) outs(%127 : tensor<1x?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %249 = math.rsqrt %in : f32
      linalg.yield %249 : f32
    } -> tensor<1x?x1xf32>
    %166 = linalg.generic {indexing_maps = [#map4, #map11, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%153, %163 : tensor<1x?x32xf32>, tensor<1x?x1xf32>) outs(%115 : tensor<1x?x32xf32>) {
    ^bb0(%in: f32, %in_102: f32, %out: f32):
      %249 = arith.subf %in, %in_102 : f32
      linalg.yield %249 : f32
    } -> tensor<1x?x32xf32>
    %167 = linalg.generic {indexing_maps = [#map4, #map11, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%166, %165 : tensor<1x?x32xf32>, tensor<1x?x1xf32>) outs(%115 : tensor<1x?x32xf32>) {
    ^bb0(%in: f32, %in_102: f32, %out: f32):
      %249 = arith.mulf %in, %in_102 : f32
      linalg.yield %249 : f32
    } -> tensor<1x?x32xf32>
    %168 = linalg.generic {indexing_maps = [#map4, #map12, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%167, %cst_18 : tensor<1x?x32xf32>, tensor<32xf32>) outs(%115 : tensor<1x?x32xf32>) {
    ^bb0(%in: f32, %in_102: f32, %out: f32):
      %249 = arith.mulf %in, %in_102 : f32
      linalg.yield %249 : f32
    } -> tensor<1x?x32xf32>
    %169 = linalg.generic {indexing_maps = [#map4, #map12, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%168, %cst_17 : tensor<1x?x32xf32>, tensor<32xf32>) outs(%115 : tensor<1x?x32xf32>) {
    ^bb0(%in: f32, %in_102: f32, %out: f32):
      %249 = arith.addf %in, %in_102 : f32
      linalg.yield %249 : f32
    } -> tensor<1x?x32xf32>
    %collapsed_71 = tensor.collapse_shape %169 [[0, 1], [2]] : tensor<1x?x32xf32> into tensor<?x32xf32>
    %170 = tensor.empty(%86) : tensor<?x96xf32>
    %171 = linalg.fill ins(%cst_0 : f32) outs(%170 : tensor<?x96xf32>) -> tensor<?x96xf32>
    %172 = linalg.matmul ins(%collapsed_71, %cst_16 : tensor<?x32xf32>, tensor<32x96xf32>) outs(%171 : tensor<?x96xf32>) -> tensor<?x96xf32>
    %173 = linalg.generic {indexing_maps = [#map1, #map13, #map1], iterator_types = ["parallel", "parallel"]} ins(%172, %cst_15 : tensor<?x96xf32>, tensor<96xf32>) outs(%170 : tensor<?x96xf32>) {
    ^bb0(%in: f32, %in_102: f32, %out: f32):
      %249 = arith.addf %in, %in_102 : f32
      linalg.yield %249 : f32
    } -> tensor<?x96xf32>
    %expanded_72 = tensor.expand_shape %173 [[0, 1], [2]] output_shape [1, %86, 96] : tensor<?x96xf32> into tensor<1x?x96xf32>
    %extracted_slice_73 = tensor.extract_slice %expanded_72[0, 0, 0] [1, %86, 32] [1, 1, 1] : tensor<1x?x96xf32> to tensor<1x?x32xf32>
    %extracted_slice_74 = tensor.extract_slice %expanded_72[0, 0, 32] [1, %86, 32] [1, 1, 1] : tensor<1x?x96xf32> to tensor<1x?x32xf32>
    %extracted_slice_75 = tensor.extract_slice %expanded_72[0, 0, 64] [1, %86, 32] [1, 1, 1] : tensor<1x?x96xf32> to tensor<1x?x32xf32>
    cf.assert %63, "must have at most one inferred (negative) dimension"
    %174 = arith.muli %85, %c32_i64 : i64
    %175 = arith.divsi %174, %62 : i64
    %176 = arith.select %6, %175, %0 : i64
    %from_elements_76 = tensor.from_elements %c1_i64, %176, %175, %c16_i64 : tensor<4xi64>
    %reshape_77 = tensor.reshape %extracted_slice_74(%from_elements_76) : (tensor<1x?x32xf32>, tensor<4xi64>) -> tensor<1x?x2x16xf32>
    %177 = arith.index_cast %176 : i64 to index
    cf.assert %63, "must have at most one inferred (negative) dimension"
    %reshape_78 = tensor.reshape %extracted_slice_75(%from_elements_76) : (tensor<1x?x32xf32>, tensor<4xi64>) -> tensor<1x?x2x16xf32>
    %178 = tensor.empty(%177) : tensor<1x2x?x16xf32>
    %transposed_79 = linalg.transpose ins(%reshape_78 : tensor<1x?x2x16xf32>) outs(%178 : tensor<1x2x?x16xf32>) permutation = [0, 2, 1, 3] 
    cf.assert %63, "must have at most one inferred (negative) dimension"
    %reshape_80 = tensor.reshape %extracted_slice_73(%from_elements_76) : (tensor<1x?x32xf32>, tensor<4xi64>) -> tensor<1x?x2x16xf32>
    %transposed_81 = linalg.transpose ins(%reshape_80 : tensor<1x?x2x16xf32>) outs(%178 : tensor<1x2x?x16xf32>) permutation = [0, 2, 1, 3] 
    %179 = tensor.empty(%177) : tensor<1x2x16x?xf32>
    %transposed_82 = linalg.transpose ins(%reshape_77 : tensor<1x?x2x16xf32>) outs(%179 : tensor<1x2x16x?xf32>) permutation = [0, 2, 3, 1] 
    cf.assert %1, "unimplemented: dynamic negative broadcast sizes"
    %180 = linalg.generic {indexing_maps = [#map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%70 : tensor<1x2x?x16xf32>) {
    ^bb0(%out: f32):
      %249 = linalg.index 1 : index
      %250 = linalg.index 2 : index
      %251 = linalg.index 3 : index
      %252 = arith.cmpi eq, %177, %c1 : index
      %253 = arith.select %252, %c0, %250 : index
      %extracted = tensor.extract %transposed_81[%c0, %249, %253, %251] : tensor<1x2x?x16xf32>
      linalg.yield %extracted : f32
    } -> tensor<1x2x?x16xf32>
    %collapsed_83 = tensor.collapse_shape %180 [[0, 1], [2], [3]] : tensor<1x2x?x16xf32> into tensor<2x?x16xf32>
    cf.assert %1, "unimplemented: dynamic negative broadcast sizes"
    %181 = linalg.generic {indexing_maps = [#map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%72 : tensor<1x2x16x?xf32>) {
    ^bb0(%out: f32):
      %249 = linalg.index 1 : index
      %250 = linalg.index 2 : index
      %251 = linalg.index 3 : index
      %252 = arith.cmpi eq, %177, %c1 : index
      %253 = arith.select %252, %c0, %251 : index
      %extracted = tensor.extract %transposed_82[%c0, %249, %250, %253] : tensor<1x2x16x?xf32>
      linalg.yield %extracted : f32
    } -> tensor<1x2x16x?xf32>
    %collapsed_84 = tensor.collapse_shape %181 [[0, 1], [2], [3]] : tensor<1x2x16x?xf32> into tensor<2x16x?xf32>
    %182 = linalg.batch_matmul ins(%collapsed_83, %collapsed_84 : tensor<2x?x16xf32>, tensor<2x16x?xf32>) outs(%75 : tensor<2x?x?xf32>) -> tensor<2x?x?xf32>
    cf.assert %82, "must have at most one inferred (negative) dimension"
    %reshape_85 = tensor.reshape %182(%from_elements_57) : (tensor<2x?x?xf32>, tensor<4xi64>) -> tensor<1x2x?x?xf32>
    %183 = linalg.generic {indexing_maps = [#map7, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%reshape_85 : tensor<1x2x?x?xf32>) outs(%87 : tensor<1x2x?x?xf32>) {
    ^bb0(%in: f32, %out: f32):
      %249 = arith.mulf %in, %cst_38 : f32
      linalg.yield %249 : f32
    } -> tensor<1x2x?x?xf32>
    cf.assert %89, "mismatched size for broadcast"
    cf.assert %89, "mismatched size for broadcast"
    %184 = linalg.generic {indexing_maps = [#map7, #map14, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%183, %33 : tensor<1x2x?x?xf32>, tensor<1x1x?x?xf32>) outs(%87 : tensor<1x2x?x?xf32>) {
    ^bb0(%in: f32, %in_102: f32, %out: f32):
      %249 = arith.addf %in, %in_102 : f32
      linalg.yield %249 : f32
    } -> tensor<1x2x?x?xf32>
    %185:2 = linalg.generic {indexing_maps = [#map7, #map15, #map15], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%184 : tensor<1x2x?x?xf32>) outs(%94, %92 : tensor<1x2x?xf32>, tensor<1x2x?xi64>) {
    ^bb0(%in: f32, %out: f32, %out_102: i64):
      %249 = linalg.index 3 : index
      %250 = arith.index_cast %249 : index to i64
      %251 = arith.maximumf %in, %out : f32
      %252 = arith.cmpf ogt, %in, %out : f32
      %253 = arith.select %252, %250, %out_102 : i64
      linalg.yield %251, %253 : f32, i64
    } -> (tensor<1x2x?xf32>, tensor<1x2x?xi64>)
    %expanded_86 = tensor.expand_shape %185#0 [[0], [1], [2, 3]] output_shape [1, 2, %86, 1] : tensor<1x2x?xf32> into tensor<1x2x?x1xf32>
    %186 = linalg.generic {indexing_maps = [#map7, #map6, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%184, %expanded_86 : tensor<1x2x?x?xf32>, tensor<1x2x?x1xf32>) outs(%87 : tensor<1x2x?x?xf32>) {
    ^bb0(%in: f32, %in_102: f32, %out: f32):
      %249 = arith.subf %in, %in_102 : f32
      linalg.yield %249 : f32
    } -> tensor<1x2x?x?xf32>
    %187 = linalg.generic {indexing_maps = [#map7, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%186 : tensor<1x2x?x?xf32>) outs(%87 : tensor<1x2x?x?xf32>) {
    ^bb0(%in: f32, %out: f32):
      %249 = math.exp %in : f32
      linalg.yield %249 : f32
    } -> tensor<1x2x?x?xf32>
    %188 = linalg.generic {indexing_maps = [#map7, #map6], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%187 : tensor<1x2x?x?xf32>) outs(%99 : tensor<1x2x?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %249 = arith.addf %in, %out : f32
      linalg.yield %249 : f32
    } -> tensor<1x2x?x1xf32>
    %189 = linalg.generic {indexing_maps = [#map7, #map6, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%187, %188 : tensor<1x2x?x?xf32>, tensor<1x2x?x1xf32>) outs(%87 : tensor<1x2x?x?xf32>) {
    ^bb0(%in: f32, %in_102: f32, %out: f32):
      %249 = arith.divf %in, %in_102 : f32
      linalg.yield %249 : f32
    } -> tensor<1x2x?x?xf32>
    cf.assert %1, "unimplemented: dynamic negative broadcast sizes"
    cf.assert %1, "unimplemented: dynamic negative broadcast sizes"
    %190 = linalg.generic {indexing_maps = [#map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%102 : tensor<1x2x?x?xf32>) {
    ^bb0(%out: f32):
      %249 = linalg.index 1 : index
      %250 = linalg.index 2 : index
      %251 = linalg.index 3 : index
      %252 = arith.cmpi eq, %86, %c1 : index
      %253 = arith.select %252, %c0, %250 : index
      %254 = arith.select %252, %c0, %251 : index
      %extracted = tensor.extract %189[%c0, %249, %253, %254] : tensor<1x2x?x?xf32>
      linalg.yield %extracted : f32
    } -> tensor<1x2x?x?xf32>
    cf.assert %82, "must have at most one inferred (negative) dimension"
    %reshape_87 = tensor.reshape %190(%from_elements_60) : (tensor<1x2x?x?xf32>, tensor<3xi64>) -> tensor<2x?x?xf32>
    cf.assert %1, "unimplemented: dynamic negative broadcast sizes"
    %191 = linalg.generic {indexing_maps = [#map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%70 : tensor<1x2x?x16xf32>) {
    ^bb0(%out: f32):
      %249 = linalg.index 1 : index
      %250 = linalg.index 2 : index
      %251 = linalg.index 3 : index
      %252 = arith.cmpi eq, %177, %c1 : index
      %253 = arith.select %252, %c0, %250 : index
      %extracted = tensor.extract %transposed_79[%c0, %249, %253, %251] : tensor<1x2x?x16xf32>
      linalg.yield %extracted : f32
    } -> tensor<1x2x?x16xf32>
    %collapsed_88 = tensor.collapse_shape %191 [[0, 1], [2], [3]] : tensor<1x2x?x16xf32> into tensor<2x?x16xf32>
    cf.assert %105, "mismatching contracting dimension"
    %192 = linalg.batch_matmul ins(%reshape_87, %collapsed_88 : tensor<2x?x?xf32>, tensor<2x?x16xf32>) outs(%107 : tensor<2x?x16xf32>) -> tensor<2x?x16xf32>
    %expanded_89 = tensor.expand_shape %192 [[0, 1], [2], [3]] output_shape [1, 2, %86, 16] : tensor<2x?x16xf32> into tensor<1x2x?x16xf32>
    %transposed_90 = linalg.transpose ins(%expanded_89 : tensor<1x2x?x16xf32>) outs(%109 : tensor<1x?x2x16xf32>) permutation = [0, 2, 1, 3] 
    %collapsed_91 = tensor.collapse_shape %transposed_90 [[0, 1], [2, 3]] : tensor<1x?x2x16xf32> into tensor<?x32xf32>
    %193 = linalg.matmul ins(%collapsed_91, %cst_14 : tensor<?x32xf32>, tensor<32x32xf32>) outs(%111 : tensor<?x32xf32>) -> tensor<?x32xf32>
    %194 = linalg.generic {indexing_maps = [#map1, #map13, #map1], iterator_types = ["parallel", "parallel"]} ins(%193, %cst_13 : tensor<?x32xf32>, tensor<32xf32>) outs(%110 : tensor<?x32xf32>) {
    ^bb0(%in: f32, %in_102: f32, %out: f32):
      %249 = arith.addf %in, %in_102 : f32
      linalg.yield %249 : f32
    } -> tensor<?x32xf32>
    %expanded_92 = tensor.expand_shape %194 [[0, 1], [2]] output_shape [1, %86, 32] : tensor<?x32xf32> into tensor<1x?x32xf32>
    %195 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_92, %153 : tensor<1x?x32xf32>, tensor<1x?x32xf32>) outs(%115 : tensor<1x?x32xf32>) {
    ^bb0(%in: f32, %in_102: f32, %out: f32):
      %249 = arith.addf %in, %in_102 : f32
      linalg.yield %249 : f32
    } -> tensor<1x?x32xf32>
    %196 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%195 : tensor<1x?x32xf32>) outs(%117 : tensor<1x?x32xf64>) {
    ^bb0(%in: f32, %out: f64):
      %249 = arith.extf %in : f32 to f64
      linalg.yield %249 : f64
    } -> tensor<1x?x32xf64>
    %197 = linalg.generic {indexing_maps = [#map4, #map11], iterator_types = ["parallel", "parallel", "reduction"]} ins(%196 : tensor<1x?x32xf64>) outs(%120 : tensor<1x?x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %249 = arith.addf %in, %out : f64
      linalg.yield %249 : f64
    } -> tensor<1x?x1xf64>
    %198 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%197 : tensor<1x?x1xf64>) outs(%119 : tensor<1x?x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %249 = arith.divf %in, %cst_36 : f64
      linalg.yield %249 : f64
    } -> tensor<1x?x1xf64>
    %199 = linalg.generic {indexing_maps = [#map4, #map11, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%196, %198 : tensor<1x?x32xf64>, tensor<1x?x1xf64>) outs(%117 : tensor<1x?x32xf64>) {
    ^bb0(%in: f64, %in_102: f64, %out: f64):
      %249 = arith.subf %in, %in_102 : f64
      linalg.yield %249 : f64
    } -> tensor<1x?x32xf64>
    %200 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%199, %199 : tensor<1x?x32xf64>, tensor<1x?x32xf64>) outs(%117 : tensor<1x?x32xf64>) {
    ^bb0(%in: f64, %in_102: f64, %out: f64):
      %249 = arith.mulf %in, %in_102 : f64
      linalg.yield %249 : f64
    } -> tensor<1x?x32xf64>
    %201 = linalg.generic {indexing_maps = [#map4, #map11], iterator_types = ["parallel", "parallel", "reduction"]} ins(%200 : tensor<1x?x32xf64>) outs(%120 : tensor<1x?x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %249 = arith.addf %in, %out : f64
      linalg.yield %249 : f64
    } -> tensor<1x?x1xf64>
    %202 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%201 : tensor<1x?x1xf64>) outs(%119 : tensor<1x?x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %249 = arith.divf %in, %cst_36 : f64
      linalg.yield %249 : f64
    } -> tensor<1x?x1xf64>
    %203 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%202 : tensor<1x?x1xf64>) outs(%127 : tensor<1x?x1xf32>) {
    ^bb0(%in: f64, %out: f32):
      %249 = arith.truncf %in : f64 to f32
      linalg.yield %249 : f32
    } -> tensor<1x?x1xf32>
    %204 = linalg.generic {indexing_maps = [#map4, #map11], iterator_types = ["parallel", "parallel", "reduction"]} ins(%195 : tensor<1x?x32xf32>) outs(%129 : tensor<1x?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %249 = arith.addf %in, %out : f32
      linalg.yield %249 : f32
    } -> tensor<1x?x1xf32>
    %205 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%204 : tensor<1x?x1xf32>) outs(%127 : tensor<1x?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %249 = arith.divf %in, %cst_37 : f32
      linalg.yield %249 : f32
    } -> tensor<1x?x1xf32>
    %206 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%203 : tensor<1x?x1xf32>) outs(%127 : tensor<1x?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %249 = arith.truncf %cst_33 : f64 to f32
      %250 = arith.addf %in, %249 : f32
      linalg.yield %250 : f32
    } -> tensor<1x?x1xf32>
    %207 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%206 : tensor<1x?x1xf32>) outs(%127 : tensor<1x?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %249 = math.rsqrt %in : f32
      linalg.yield %249 : f32
    } -> tensor<1x?x1xf32>
    %208 = linalg.generic {indexing_maps = [#map4, #map11, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%195, %205 : tensor<1x?x32xf32>, tensor<1x?x1xf32>) outs(%115 : tensor<1x?x32xf32>) {
    ^bb0(%in: f32, %in_102: f32, %out: f32):
      %249 = arith.subf %in, %in_102 : f32
      linalg.yield %249 : f32
    } -> tensor<1x?x32xf32>
    %209 = linalg.generic {indexing_maps = [#map4, #map11, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%208, %207 : tensor<1x?x32xf32>, tensor<1x?x1xf32>) outs(%115 : tensor<1x?x32xf32>) {
    ^bb0(%in: f32, %in_102: f32, %out: f32):
      %249 = arith.mulf %in, %in_102 : f32
      linalg.yield %249 : f32
    } -> tensor<1x?x32xf32>
    %210 = linalg.generic {indexing_maps = [#map4, #map12, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%209, %cst_12 : tensor<1x?x32xf32>, tensor<32xf32>) outs(%115 : tensor<1x?x32xf32>) {
    ^bb0(%in: f32, %in_102: f32, %out: f32):
      %249 = arith.mulf %in, %in_102 : f32
      linalg.yield %249 : f32
    } -> tensor<1x?x32xf32>
    %211 = linalg.generic {indexing_maps = [#map4, #map12, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%210, %cst_11 : tensor<1x?x32xf32>, tensor<32xf32>) outs(%115 : tensor<1x?x32xf32>) {
    ^bb0(%in: f32, %in_102: f32, %out: f32):
      %249 = arith.addf %in, %in_102 : f32
      linalg.yield %249 : f32
    } -> tensor<1x?x32xf32>
    %collapsed_93 = tensor.collapse_shape %211 [[0, 1], [2]] : tensor<1x?x32xf32> into tensor<?x32xf32>
    %212 = linalg.matmul ins(%collapsed_93, %cst_10 : tensor<?x32xf32>, tensor<32x128xf32>) outs(%139 : tensor<?x128xf32>) -> tensor<?x128xf32>
    %213 = linalg.generic {indexing_maps = [#map1, #map13, #map1], iterator_types = ["parallel", "parallel"]} ins(%212, %cst_9 : tensor<?x128xf32>, tensor<128xf32>) outs(%138 : tensor<?x128xf32>) {
    ^bb0(%in: f32, %in_102: f32, %out: f32):
      %249 = arith.addf %in, %in_102 : f32
      linalg.yield %249 : f32
    } -> tensor<?x128xf32>
    %expanded_94 = tensor.expand_shape %213 [[0, 1], [2]] output_shape [1, %86, 128] : tensor<?x128xf32> into tensor<1x?x128xf32>
    %214 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_94 : tensor<1x?x128xf32>) outs(%142 : tensor<1x?x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %249 = arith.mulf %in, %cst_39 : f32
      linalg.yield %249 : f32
    } -> tensor<1x?x128xf32>
    %215 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_94 : tensor<1x?x128xf32>) outs(%142 : tensor<1x?x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %249 = math.fpowi %in, %c3_i64 : f32, i64
      linalg.yield %249 : f32
    } -> tensor<1x?x128xf32>
    %216 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%215 : tensor<1x?x128xf32>) outs(%142 : tensor<1x?x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %249 = arith.truncf %cst_22 : f64 to f32
      %250 = arith.mulf %in, %249 : f32
      linalg.yield %250 : f32
    } -> tensor<1x?x128xf32>
    %217 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_94, %216 : tensor<1x?x128xf32>, tensor<1x?x128xf32>) outs(%142 : tensor<1x?x128xf32>) {
    ^bb0(%in: f32, %in_102: f32, %out: f32):
      %249 = arith.addf %in, %in_102 : f32
      linalg.yield %249 : f32
    } -> tensor<1x?x128xf32>
    %218 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%217 : tensor<1x?x128xf32>) outs(%142 : tensor<1x?x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %249 = arith.truncf %cst_21 : f64 to f32
      %250 = arith.mulf %in, %249 : f32
      linalg.yield %250 : f32
    } -> tensor<1x?x128xf32>
    %219 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%218 : tensor<1x?x128xf32>) outs(%142 : tensor<1x?x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %249 = math.tanh %in : f32
      linalg.yield %249 : f32
    } -> tensor<1x?x128xf32>
    %220 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%219 : tensor<1x?x128xf32>) outs(%142 : tensor<1x?x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %249 = arith.addf %in, %cst_40 : f32
      linalg.yield %249 : f32
    } -> tensor<1x?x128xf32>
    %221 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%214, %220 : tensor<1x?x128xf32>, tensor<1x?x128xf32>) outs(%142 : tensor<1x?x128xf32>) {
    ^bb0(%in: f32, %in_102: f32, %out: f32):
      %249 = arith.mulf %in, %in_102 : f32
      linalg.yield %249 : f32
    } -> tensor<1x?x128xf32>
    %collapsed_95 = tensor.collapse_shape %221 [[0, 1], [2]] : tensor<1x?x128xf32> into tensor<?x128xf32>
    %222 = linalg.matmul ins(%collapsed_95, %cst_8 : tensor<?x128xf32>, tensor<128x32xf32>) outs(%111 : tensor<?x32xf32>) -> tensor<?x32xf32>
    %223 = linalg.generic {indexing_maps = [#map1, #map13, #map1], iterator_types = ["parallel", "parallel"]} ins(%222, %cst_7 : tensor<?x32xf32>, tensor<32xf32>) outs(%110 : tensor<?x32xf32>) {
    ^bb0(%in: f32, %in_102: f32, %out: f32):
      %249 = arith.addf %in, %in_102 : f32
      linalg.yield %249 : f32
    } -> tensor<?x32xf32>
    %expanded_96 = tensor.expand_shape %223 [[0, 1], [2]] output_shape [1, %86, 32] : tensor<?x32xf32> into tensor<1x?x32xf32>
    %224 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%195, %expanded_96 : tensor<1x?x32xf32>, tensor<1x?x32xf32>) outs(%115 : tensor<1x?x32xf32>) {
    ^bb0(%in: f32, %in_102: f32, %out: f32):
      %249 = arith.addf %in, %in_102 : f32
      linalg.yield %249 : f32
    } -> tensor<1x?x32xf32>
    %225 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%224 : tensor<1x?x32xf32>) outs(%117 : tensor<1x?x32xf64>) {
    ^bb0(%in: f32, %out: f64):
      %249 = arith.extf %in : f32 to f64
      linalg.yield %249 : f64
    } -> tensor<1x?x32xf64>
    %226 = linalg.generic {indexing_maps = [#map4, #map11], iterator_types = ["parallel", "parallel", "reduction"]} ins(%225 : tensor<1x?x32xf64>) outs(%120 : tensor<1x?x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %249 = arith.addf %in, %out : f64
      linalg.yield %249 : f64
    } -> tensor<1x?x1xf64>
    %227 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%226 : tensor<1x?x1xf64>) outs(%119 : tensor<1x?x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %249 = arith.divf %in, %cst_36 : f64
      linalg.yield %249 : f64
    } -> tensor<1x?x1xf64>
    %228 = linalg.generic {indexing_maps = [#map4, #map11, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%225, %227 : tensor<1x?x32xf64>, tensor<1x?x1xf64>) outs(%117 : tensor<1x?x32xf64>) {
    ^bb0(%in: f64, %in_102: f64, %out: f64):
      %249 = arith.subf %in, %in_102 : f64
      linalg.yield %249 : f64
    } -> tensor<1x?x32xf64>
    %229 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%228, %228 : tensor<1x?x32xf64>, tensor<1x?x32xf64>) outs(%117 : tensor<1x?x32xf64>) {
    ^bb0(%in: f64, %in_102: f64, %out: f64):
      %249 = arith.mulf %in, %in_102 : f64
      linalg.yield %249 : f64
    } -> tensor<1x?x32xf64>
    %230 = linalg.generic {indexing_maps = [#map4, #map11], iterator_types = ["parallel", "parallel", "reduction"]} ins(%229 : tensor<1x?x32xf64>) outs(%120 : tensor<1x?x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %249 = arith.addf %in, %out : f64
      linalg.yield %249 : f64
    } -> tensor<1x?x1xf64>
    %231 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%230 : tensor<1x?x1xf64>) outs(%119 : tensor<1x?x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %249 = arith.divf %in, %cst_36 : f64
      linalg.yield %249 : f64
    } -> tensor<1x?x1xf64>
    %232 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%231 : tensor<1x?x1xf64>) outs(%127 : tensor<1x?x1xf32>) {
    ^bb0(%in: f64, %out: f32):
      %249 = arith.truncf %in : f64 to f32
      linalg.yield %249 : f32
    } -> tensor<1x?x1xf32>
    %233 = linalg.generic {indexing_maps = [#map4, #map11], iterator_types = ["parallel", "parallel", "reduction"]} ins(%224 : tensor<1x?x32xf32>) outs(%129 : tensor<1x?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %249 = arith.addf %in, %out : f32
      linalg.yield %249 : f32
    } -> tensor<1x?x1xf32>
    %234 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%233 : tensor<1x?x1xf32>) outs(%127 : tensor<1x?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %249 = arith.divf %in, %cst_37 : f32
      linalg.yield %249 : f32
    } -> tensor<1x?x1xf32>
    %235 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%232 : tensor<1x?x1xf32>) outs(%127 : tensor<1x?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %249 = arith.truncf %cst_33 : f64 to f32
      %250 = arith.addf %in, %249 : f32
      linalg.yield %250 : f32
    } -> tensor<1x?x1xf32>
    %236 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%235 : tensor<1x?x1xf32>) outs(%127 : tensor<1x?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %249 = math.rsqrt %in : f32
      linalg.yield %249 : f32
    } -> tensor<1x?x1xf32>
    %237 = linalg.generic {indexing_maps = [#map4, #map11, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%224, %234 : tensor<1x?x32xf32>, tensor<1x?x1xf32>) outs(%115 : tensor<1x?x32xf32>) {
    ^bb0(%in: f32, %in_102: f32, %out: f32):
      %249 = arith.subf %in, %in_102 : f32
      linalg.yield %249 : f32
    } -> tensor<1x?x32xf32>
    %238 = linalg.generic {indexing_maps = [#map4, #map11, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%237, %236 : tensor<1x?x32xf32>, tensor<1x?x1xf32>) outs(%115 : tensor<1x?x32xf32>) {
    ^bb0(%in: f32, %in_102: f32, %out: f32):
      %249 = arith.mulf %in, %in_102 : f32
      linalg.yield %249 : f32
    } -> tensor<1x?x32xf32>
    %239 = linalg.generic {indexing_maps = [#map4, #map12, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%238, %cst_6 : tensor<1x?x32xf32>, tensor<32xf32>) outs(%115 : tensor<1x?x32xf32>) {
    ^bb0(%in: f32, %in_102: f32, %out: f32):
      %249 = arith.mulf %in, %in_102 : f32
      linalg.yield %249 : f32
    } -> tensor<1x?x32xf32>
    %240 = linalg.generic {indexing_maps = [#map4, #map12, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%239, %cst_5 : tensor<1x?x32xf32>, tensor<32xf32>) outs(%115 : tensor<1x?x32xf32>) {
    ^bb0(%in: f32, %in_102: f32, %out: f32):
      %249 = arith.addf %in, %in_102 : f32
      linalg.yield %249 : f32
    } -> tensor<1x?x32xf32>
    %241 = arith.muli %7, %c32_i64 : i64
    cf.assert %9, "must have at most one inferred (negative) dimension"
    %242 = arith.divsi %174, %241 : i64
    %243 = arith.select %6, %242, %0 : i64
    %from_elements_97 = tensor.from_elements %242, %243, %c32_i64 : tensor<3xi64>
    %reshape_98 = tensor.reshape %240(%from_elements_97) : (tensor<1x?x32xf32>, tensor<3xi64>) -> tensor<1x?x32xf32>
    %244 = tensor.empty() : tensor<32x64xf32>
    %transposed_99 = linalg.transpose ins(%cst_35 : tensor<64x32xf32>) outs(%244 : tensor<32x64xf32>) permutation = [1, 0] 
    %collapsed_100 = tensor.collapse_shape %reshape_98 [[0, 1], [2]] : tensor<1x?x32xf32> into tensor<?x32xf32>
    %245 = arith.index_cast %243 : i64 to index
    %246 = tensor.empty(%245) : tensor<?x64xf32>
    %247 = linalg.fill ins(%cst_0 : f32) outs(%246 : tensor<?x64xf32>) -> tensor<?x64xf32>
    %248 = linalg.matmul ins(%collapsed_100, %transposed_99 : tensor<?x32xf32>, tensor<32x64xf32>) outs(%247 : tensor<?x64xf32>) -> tensor<?x64xf32>
    %expanded_101 = tensor.expand_shape %248 [[0, 1], [2]] output_shape [1, %245, 64] : tensor<?x64xf32> into tensor<1x?x64xf32>
    return %expanded_101 : tensor<1x?x64xf32>
  }
}


#map = affine_map<(d0, d1) -> ()>
#map1 = affine_map<(d0, d1) -> (d0, d1)>
#map2 = affine_map<(d0) -> (d0)>
#map3 = affine_map<(d0, d1, d2) -> (d0, d1)>
#map4 = affine_map<(d0, d1, d2) -> (d0, d1, d2)>
#map5 = affine_map<(d0, d1, d2, d3) -> (d0, d1, 0, d3)>
#map6 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, 0)>
#map7 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>
#map8 = affine_map<(d0, d1, d2, d3) -> ()>
#map9 = affine_map<(d0, d1, d2, d3) -> (d0, 0, 0, 0)>
#map10 = affine_map<(d0, d1, d2, d3) -> (0, 0, 0, d3)>
#map11 = affine_map<(d0, d1, d2, d3) -> (0, d1, d2, d3)>
#map12 = affine_map<(d0, d1, d2) -> (d0, d1, 0)>
#map13 = affine_map<(d0, d1, d2) -> (d2)>
#map14 = affine_map<(d0, d1, d2, d3) -> (0, 0, d2, d3)>
#map15 = affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3, d4)>
#map16 = affine_map<(d0, d1, d2, d3) -> (d0, 0, d2, d3)>
#map17 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>
module {
  func.func @main_graph(%arg0: tensor<?x?xi64>) -> tensor<?x?x64xf32> {
    %c32_i64 = arith.constant 32 : i64
    %c2_i64 = arith.constant 2 : i64
    %c4_i64 = arith.constant 4 : i64
    %c1_i64 = arith.constant 1 : i64
    %c0_i64 = arith.constant 0 : i64
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c64 = arith.constant 64 : index
    %c3 = arith.constant 3 : index
    %cst = arith.constant 0.000000e+00 : f32
    %c8_i64 = arith.constant 8 : i64
    %c16_i64 = arith.constant 16 : i64
    %cst_0 = arith.constant 0xFF800000 : f32
    %c64_i64 = arith.constant 64 : i64
    %cst_1 = arith.constant 1.000000e+00 : f32
    %cst_2 = arith.constant dense<-3.40282347E+38> : tensor<f32>
    %cst_3 = arith.constant dense<0.000000e+00> : tensor<f32>
    %cst_4 = arith.constant dense<true> : tensor<i1>
    %cst_5 = arith.constant dense<-1.18663113E-4> : tensor<64x32xf32>
    %cst_6 = arith.constant dense<1.000000e+00> : tensor<32xf32>
    %cst_7 = arith.constant dense<0.00573320314> : tensor<32x64xf32>
    %cst_8 = arith.constant dense<0.00638632476> : tensor<64x32xf32>
    %cst_9 = arith.constant dense<0.0228267238> : tensor<64x32xf32>
    %cst_10 = arith.constant dense<1.000000e+00> : tensor<32xf32>
    %cst_11 = arith.constant dense<0.0135716908> : tensor<32x32xf32>
    %cst_12 = arith.constant dense<-0.00679771415> : tensor<16x32xf32>
    %cst_13 = arith.constant dense<-0.0195602439> : tensor<16x32xf32>
    %cst_14 = arith.constant dense<-0.00505123613> : tensor<32x32xf32>
    %cst_15 = arith.constant dense<1.000000e+00> : tensor<32xf32>
    %cst_16 = arith.constant dense<-0.0219080728> : tensor<32x64xf32>
    %cst_17 = arith.constant dense<-0.00176440494> : tensor<64x32xf32>
    %cst_18 = arith.constant dense<0.0220695529> : tensor<64x32xf32>
    %cst_19 = arith.constant dense<1.000000e+00> : tensor<32xf32>
    %cst_20 = arith.constant dense<0.00781742204> : tensor<32x32xf32>
    %cst_21 = arith.constant 0.35355339059327379 : f64
    %cst_22 = arith.constant dense<0.0048457724> : tensor<16x32xf32>
    %cst_23 = arith.constant dense<-0.00260580797> : tensor<16x32xf32>
    %cst_24 = arith.constant dense<-0.0307651926> : tensor<32x32xf32>
    %cst_25 = arith.constant dense<1.000000e+00> : tensor<32xf32>
    %cst_26 = arith.constant 9.9999999999999995E-7 : f64
    %cst_27 = arith.constant dense<1.000000e+00> : tensor<4xf32>
    %cst_28 = arith.constant dense<-0.0324362069> : tensor<64x32xf32>
    %cst_29 = arith.constant 3.200000e+01 : f32
    %cst_30 = arith.constant dense<1> : tensor<i64>
    %c2 = arith.constant 2 : index
    %dim = tensor.dim %arg0, %c0 : tensor<?x?xi64>
    %0 = arith.index_cast %dim : index to i64
    %dim_31 = tensor.dim %arg0, %c1 : tensor<?x?xi64>
    %1 = arith.index_cast %dim_31 : index to i64
    %2 = arith.cmpi sge, %0, %c0_i64 : i64
    cf.assert %2, "negative values not allowed in new dimensions"
    %3 = arith.cmpi sge, %1, %c0_i64 : i64
    cf.assert %3, "negative values not allowed in new dimensions"
    %4 = tensor.empty(%dim, %dim_31) : tensor<?x?xi64>
    %5 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel"]} ins(%cst_30 : tensor<i64>) outs(%4 : tensor<?x?xi64>) {
    ^bb0(%in: i64, %out: i64):
      linalg.yield %in : i64
    } -> tensor<?x?xi64>
    %6 = tensor.empty(%dim_31) : tensor<?xi64>
    %7 = linalg.generic {indexing_maps = [#map2], iterator_types = ["parallel"]} outs(%6 : tensor<?xi64>) {
    ^bb0(%out: i64):
      %352 = linalg.index 0 : index
      %353 = arith.index_cast %352 : index to i64
      linalg.yield %353 : i64
    } -> tensor<?xi64>
    %8 = tensor.empty(%dim, %dim_31) : tensor<?x?x32xf32>
    %9 = linalg.generic {indexing_maps = [#map3, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg0 : tensor<?x?xi64>) outs(%8 : tensor<?x?x32xf32>) {
    ^bb0(%in: i64, %out: f32):
      %352 = arith.index_cast %in : i64 to index
      %353 = linalg.index 2 : index
      %354 = arith.cmpi slt, %352, %c64 : index
      cf.assert %354, "index must be smaller than dim size"
      %355 = arith.cmpi sge, %in, %c0_i64 : i64
      cf.assert %355, "index must be larger or equal to 0"
      %extracted = tensor.extract %cst_28[%352, %353] : tensor<64x32xf32>
      linalg.yield %extracted : f32
    } -> tensor<?x?x32xf32>
    %10 = tensor.empty(%dim, %dim_31) : tensor<?x?xi1>
    %11 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%5 : tensor<?x?xi64>) outs(%10 : tensor<?x?xi1>) {
    ^bb0(%in: i64, %out: i1):
      %352 = arith.cmpi ne, %in, %c0_i64 : i64
      linalg.yield %352 : i1
    } -> tensor<?x?xi1>
    %12 = tensor.empty(%dim) : tensor<?xi64>
    %13 = linalg.generic {indexing_maps = [#map2], iterator_types = ["parallel"]} outs(%12 : tensor<?xi64>) {
    ^bb0(%out: i64):
      %352 = linalg.index 0 : index
      %353 = arith.index_cast %352 : index to i64
      linalg.yield %353 : i64
    } -> tensor<?xi64>
    %expanded = tensor.expand_shape %13 [[0, 1, 2, 3]] output_shape [%dim, 1, 1, 1] : tensor<?xi64> into tensor<?x1x1x1xi64>
    %expanded_32 = tensor.expand_shape %7 [[0, 1, 2, 3]] output_shape [1, 1, %dim_31, 1] : tensor<?xi64> into tensor<1x1x?x1xi64>
    %expanded_33 = tensor.expand_shape %7 [[0, 1, 2, 3]] output_shape [1, 1, 1, %dim_31] : tensor<?xi64> into tensor<1x1x1x?xi64>
    %14 = tensor.empty(%dim_31, %dim_31) : tensor<1x1x?x?xi1>
    %15 = linalg.generic {indexing_maps = [#map5, #map6, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_33, %expanded_32 : tensor<1x1x1x?xi64>, tensor<1x1x?x1xi64>) outs(%14 : tensor<1x1x?x?xi1>) {
    ^bb0(%in: i64, %in_147: i64, %out: i1):
      %352 = arith.cmpi sle, %in, %in_147 : i64
      linalg.yield %352 : i1
    } -> tensor<1x1x?x?xi1>
    %16 = linalg.generic {indexing_maps = [#map8, #map7, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%cst_4, %15 : tensor<i1>, tensor<1x1x?x?xi1>) outs(%14 : tensor<1x1x?x?xi1>) {
    ^bb0(%in: i1, %in_147: i1, %out: i1):
      %352 = arith.andi %in, %in_147 : i1
      linalg.yield %352 : i1
    } -> tensor<1x1x?x?xi1>
    %dim_34 = tensor.dim %expanded, %c0 : tensor<?x1x1x1xi64>
    %dim_35 = tensor.dim %expanded_33, %c3 : tensor<1x1x1x?xi64>
    %17 = tensor.empty(%dim_34, %dim_35) : tensor<?x1x1x?xi1>
    %18 = linalg.generic {indexing_maps = [#map9, #map10, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded, %expanded_33 : tensor<?x1x1x1xi64>, tensor<1x1x1x?xi64>) outs(%17 : tensor<?x1x1x?xi1>) {
    ^bb0(%in: i64, %in_147: i64, %out: i1):
      %352 = arith.cmpi slt, %in, %c0_i64 : i64
      %353 = arith.addi %in, %0 : i64
      %354 = arith.select %352, %353, %in : i64
      %355 = arith.index_cast %354 : i64 to index
      %356 = arith.cmpi slt, %in_147, %c0_i64 : i64
      %357 = arith.addi %in_147, %1 : i64
      %358 = arith.select %356, %357, %in_147 : i64
      %359 = arith.index_cast %358 : i64 to index
      %extracted = tensor.extract %11[%355, %359] : tensor<?x?xi1>
      linalg.yield %extracted : i1
    } -> tensor<?x1x1x?xi1>
    %19 = arith.cmpi eq, %dim_31, %dim_35 : index
    cf.assert %19, "mismatched size for broadcast"
    %20 = tensor.empty(%dim_34, %dim_31, %dim_31) : tensor<?x1x?x?xi1>
    %21 = linalg.generic {indexing_maps = [#map11, #map5, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%16, %18 : tensor<1x1x?x?xi1>, tensor<?x1x1x?xi1>) outs(%20 : tensor<?x1x?x?xi1>) {
    ^bb0(%in: i1, %in_147: i1, %out: i1):
      %352 = arith.andi %in, %in_147 : i1
      linalg.yield %352 : i1
    } -> tensor<?x1x?x?xi1>
    cf.assert %2, "unimplemented: dynamic negative broadcast sizes"
    cf.assert %3, "unimplemented: dynamic negative broadcast sizes"
    cf.assert %3, "unimplemented: dynamic negative broadcast sizes"
    %22 = tensor.empty(%dim, %dim_31, %dim_31) : tensor<?x1x?x?xi1>
    %23 = linalg.generic {indexing_maps = [#map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%22 : tensor<?x1x?x?xi1>) {
    ^bb0(%out: i1):
      %352 = linalg.index 0 : index
      %353 = linalg.index 2 : index
      %354 = linalg.index 3 : index
      %355 = arith.cmpi eq, %dim_34, %c1 : index
      %356 = arith.select %355, %c0, %352 : index
      %357 = arith.cmpi eq, %dim_31, %c1 : index
      %358 = arith.select %357, %c0, %353 : index
      %359 = arith.select %357, %c0, %354 : index
      %extracted = tensor.extract %21[%356, %c0, %358, %359] : tensor<?x1x?x?xi1>
      linalg.yield %extracted : i1
    } -> tensor<?x1x?x?xi1>
    %24 = tensor.empty(%dim, %dim_31, %dim_31) : tensor<?x1x?x?xf32>
    %25 = linalg.generic {indexing_maps = [#map7, #map8, #map8, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%23, %cst_3, %cst_2 : tensor<?x1x?x?xi1>, tensor<f32>, tensor<f32>) outs(%24 : tensor<?x1x?x?xf32>) {
    ^bb0(%in: i1, %in_147: f32, %in_148: f32, %out: f32):
      %352 = arith.select %in, %in_147, %in_148 : f32
      linalg.yield %352 : f32
    } -> tensor<?x1x?x?xf32>
    %expanded_36 = tensor.expand_shape %7 [[0, 1, 2]] output_shape [1, %dim_31, 1] : tensor<?xi64> into tensor<1x?x1xi64>
    %26 = tensor.empty(%dim_31) : tensor<1x?x1xf32>
    %27 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_36 : tensor<1x?x1xi64>) outs(%26 : tensor<1x?x1xf32>) {
    ^bb0(%in: i64, %out: f32):
      %352 = arith.sitofp %in : i64 to f32
      linalg.yield %352 : f32
    } -> tensor<1x?x1xf32>
    %28 = tensor.empty(%dim_31) : tensor<1x?x4xf32>
    %29 = linalg.generic {indexing_maps = [#map12, #map13, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%27, %cst_27 : tensor<1x?x1xf32>, tensor<4xf32>) outs(%28 : tensor<1x?x4xf32>) {
    ^bb0(%in: f32, %in_147: f32, %out: f32):
      %352 = arith.mulf %in, %in_147 : f32
      linalg.yield %352 : f32
    } -> tensor<1x?x4xf32>
    %concat = tensor.concat dim(2) %29, %29 : (tensor<1x?x4xf32>, tensor<1x?x4xf32>) -> tensor<1x?x8xf32>
    %dim_37 = tensor.dim %29, %c1 : tensor<1x?x4xf32>
    %30 = tensor.empty(%dim_37) : tensor<1x?x8xf32>
    %31 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%concat : tensor<1x?x8xf32>) outs(%30 : tensor<1x?x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %352 = math.cos %in : f32
      linalg.yield %352 : f32
    } -> tensor<1x?x8xf32>
    %32 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%concat : tensor<1x?x8xf32>) outs(%30 : tensor<1x?x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %352 = math.sin %in : f32
      linalg.yield %352 : f32
    } -> tensor<1x?x8xf32>
    %33 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%9 : tensor<?x?x32xf32>) outs(%8 : tensor<?x?x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %352 = math.fpowi %in, %c2_i64 : f32, i64
      linalg.yield %352 : f32
    } -> tensor<?x?x32xf32>
    %34 = tensor.empty(%dim, %dim_31) : tensor<?x?x1xf32>
    %35 = linalg.fill ins(%cst : f32) outs(%34 : tensor<?x?x1xf32>) -> tensor<?x?x1xf32>
    %36 = linalg.generic {indexing_maps = [#map4, #map12], iterator_types = ["parallel", "parallel", "reduction"]} ins(%33 : tensor<?x?x32xf32>) outs(%35 : tensor<?x?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %352 = arith.addf %in, %out : f32
      linalg.yield %352 : f32
    } -> tensor<?x?x1xf32>
    %37 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%36 : tensor<?x?x1xf32>) outs(%34 : tensor<?x?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %352 = arith.divf %in, %cst_29 : f32
      linalg.yield %352 : f32
    } -> tensor<?x?x1xf32>
    %38 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%37 : tensor<?x?x1xf32>) outs(%34 : tensor<?x?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %352 = arith.truncf %cst_26 : f64 to f32
      %353 = arith.addf %in, %352 : f32
      linalg.yield %353 : f32
    } -> tensor<?x?x1xf32>
    %39 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%38 : tensor<?x?x1xf32>) outs(%34 : tensor<?x?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %352 = math.rsqrt %in : f32
      linalg.yield %352 : f32
    } -> tensor<?x?x1xf32>
    %40 = tensor.empty(%dim) : tensor<?x1x32xf32>
    %41 = linalg.generic {indexing_maps = [#map4, #map12, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%9, %39 : tensor<?x?x32xf32>, tensor<?x?x1xf32>) outs(%40 : tensor<?x1x32xf32>) {
    ^bb0(%in: f32, %in_147: f32, %out: f32):
      %352 = arith.mulf %in, %in_147 : f32
      linalg.yield %352 : f32
    } -> tensor<?x1x32xf32>
    %42 = linalg.generic {indexing_maps = [#map13, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%cst_25, %41 : tensor<32xf32>, tensor<?x1x32xf32>) outs(%40 : tensor<?x1x32xf32>) {
    ^bb0(%in: f32, %in_147: f32, %out: f32):
      %352 = arith.mulf %in, %in_147 : f32
      linalg.yield %352 : f32
    } -> tensor<?x1x32xf32>
    %43 = tensor.empty() : tensor<32x32xf32>
    %transposed = linalg.transpose ins(%cst_24 : tensor<32x32xf32>) outs(%43 : tensor<32x32xf32>) permutation = [1, 0] 
    %collapsed = tensor.collapse_shape %42 [[0], [1, 2]] : tensor<?x1x32xf32> into tensor<?x32xf32>
    %44 = tensor.empty(%dim) : tensor<?x32xf32>
    %45 = linalg.fill ins(%cst : f32) outs(%44 : tensor<?x32xf32>) -> tensor<?x32xf32>
    %46 = linalg.matmul ins(%collapsed, %transposed : tensor<?x32xf32>, tensor<32x32xf32>) outs(%45 : tensor<?x32xf32>) -> tensor<?x32xf32>
    %47 = arith.cmpi slt, %0, %c0_i64 : i64
    %48 = arith.select %47, %c1_i64, %0 : i64
    %49 = arith.extui %47 : i1 to i64
    %50 = arith.muli %48, %1 : i64
    %51 = arith.addi %49, %c1_i64 : i64
    %52 = arith.cmpi slt, %1, %c0_i64 : i64
    %53 = arith.select %52, %48, %50 : i64
    %54 = arith.select %52, %51, %49 : i64
    %55 = arith.muli %53, %c32_i64 : i64
    %56 = arith.cmpi sle, %54, %c1_i64 : i64
    cf.assert %56, "must have at most one inferred (negative) dimension"
    %57 = arith.muli %0, %c32_i64 : i64
    %58 = arith.divsi %57, %55 : i64
    %59 = arith.select %47, %58, %0 : i64
    %60 = arith.select %52, %58, %1 : i64
    %61 = arith.addi %54, %c1_i64 : i64
    %62 = arith.muli %53, %c8_i64 : i64
    %63 = arith.cmpi sle, %61, %c1_i64 : i64
    cf.assert %63, "must have at most one inferred (negative) dimension"
    %64 = arith.muli %59, %60 : i64
    %65 = arith.muli %64, %c32_i64 : i64
    %66 = arith.divsi %65, %62 : i64
    %67 = arith.select %47, %66, %0 : i64
    %68 = arith.select %52, %66, %1 : i64
    %from_elements = tensor.from_elements %67, %68, %66, %c8_i64 : tensor<4xi64>
    %reshape = tensor.reshape %46(%from_elements) : (tensor<?x32xf32>, tensor<4xi64>) -> tensor<?x?x4x8xf32>
    %69 = arith.index_cast %67 : i64 to index
    %70 = arith.index_cast %68 : i64 to index
    %71 = tensor.empty(%69, %70) : tensor<?x4x?x8xf32>
    %transposed_38 = linalg.transpose ins(%reshape : tensor<?x?x4x8xf32>) outs(%71 : tensor<?x4x?x8xf32>) permutation = [0, 2, 1, 3] 
    %72 = tensor.empty() : tensor<32x16xf32>
    %transposed_39 = linalg.transpose ins(%cst_23 : tensor<16x32xf32>) outs(%72 : tensor<32x16xf32>) permutation = [1, 0] 
    %73 = tensor.empty(%dim) : tensor<?x16xf32>
    %74 = linalg.fill ins(%cst : f32) outs(%73 : tensor<?x16xf32>) -> tensor<?x16xf32>
    %75 = linalg.matmul ins(%collapsed, %transposed_39 : tensor<?x32xf32>, tensor<32x16xf32>) outs(%74 : tensor<?x16xf32>) -> tensor<?x16xf32>
    %76 = arith.muli %53, %c16_i64 : i64
    cf.assert %56, "must have at most one inferred (negative) dimension"
    %77 = arith.muli %0, %c16_i64 : i64
    %78 = arith.divsi %77, %76 : i64
    %79 = arith.select %47, %78, %0 : i64
    %80 = arith.select %52, %78, %1 : i64
    cf.assert %63, "must have at most one inferred (negative) dimension"
    %81 = arith.muli %79, %80 : i64
    %82 = arith.muli %81, %c16_i64 : i64
    %83 = arith.divsi %82, %62 : i64
    %84 = arith.select %47, %83, %0 : i64
    %85 = arith.select %52, %83, %1 : i64
    %from_elements_40 = tensor.from_elements %84, %85, %83, %c8_i64 : tensor<4xi64>
    %reshape_41 = tensor.reshape %75(%from_elements_40) : (tensor<?x16xf32>, tensor<4xi64>) -> tensor<?x?x2x8xf32>
    %86 = arith.index_cast %84 : i64 to index
    %87 = arith.index_cast %85 : i64 to index
    %88 = tensor.empty(%86, %87) : tensor<?x2x?x8xf32>
    %transposed_42 = linalg.transpose ins(%reshape_41 : tensor<?x?x2x8xf32>) outs(%88 : tensor<?x2x?x8xf32>) permutation = [0, 2, 1, 3] 
    %transposed_43 = linalg.transpose ins(%cst_22 : tensor<16x32xf32>) outs(%72 : tensor<32x16xf32>) permutation = [1, 0] 
    %89 = linalg.matmul ins(%collapsed, %transposed_43 : tensor<?x32xf32>, tensor<32x16xf32>) outs(%74 : tensor<?x16xf32>) -> tensor<?x16xf32>
    cf.assert %56, "must have at most one inferred (negative) dimension"
    cf.assert %63, "must have at most one inferred (negative) dimension"
    %reshape_44 = tensor.reshape %89(%from_elements_40) : (tensor<?x16xf32>, tensor<4xi64>) -> tensor<?x?x2x8xf32>
    %transposed_45 = linalg.transpose ins(%reshape_44 : tensor<?x?x2x8xf32>) outs(%88 : tensor<?x2x?x8xf32>) permutation = [0, 2, 1, 3] 
    %expanded_46 = tensor.expand_shape %31 [[0], [1, 2], [3]] output_shape [1, 1, %dim_37, 8] : tensor<1x?x8xf32> into tensor<1x1x?x8xf32>
    %expanded_47 = tensor.expand_shape %32 [[0], [1, 2], [3]] output_shape [1, 1, %dim_37, 8] : tensor<1x?x8xf32> into tensor<1x1x?x8xf32>
    %90 = arith.cmpi eq, %70, %dim_37 : index
    cf.assert %90, "mismatched size for broadcast"
    %91 = linalg.generic {indexing_maps = [#map7, #map14, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_38, %expanded_46 : tensor<?x4x?x8xf32>, tensor<1x1x?x8xf32>) outs(%71 : tensor<?x4x?x8xf32>) {
    ^bb0(%in: f32, %in_147: f32, %out: f32):
      %352 = arith.mulf %in, %in_147 : f32
      linalg.yield %352 : f32
    } -> tensor<?x4x?x8xf32>
    %extracted_slice = tensor.extract_slice %transposed_38[0, 0, 0, 0] [%69, 4, %70, 4] [1, 1, 1, 1] : tensor<?x4x?x8xf32> to tensor<?x4x?x4xf32>
    %extracted_slice_48 = tensor.extract_slice %transposed_38[0, 0, 0, 4] [%69, 4, %70, 4] [1, 1, 1, 1] : tensor<?x4x?x8xf32> to tensor<?x4x?x4xf32>
    %92 = tensor.empty(%69, %70) : tensor<?x4x?x4xf32>
    %93 = linalg.generic {indexing_maps = [#map7, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_48 : tensor<?x4x?x4xf32>) outs(%92 : tensor<?x4x?x4xf32>) {
    ^bb0(%in: f32, %out: f32):
      %352 = arith.negf %in : f32
      linalg.yield %352 : f32
    } -> tensor<?x4x?x4xf32>
    %concat_49 = tensor.concat dim(3) %93, %extracted_slice : (tensor<?x4x?x4xf32>, tensor<?x4x?x4xf32>) -> tensor<?x4x?x8xf32>
    %dim_50 = tensor.dim %93, %c0 : tensor<?x4x?x4xf32>
    %dim_51 = tensor.dim %93, %c2 : tensor<?x4x?x4xf32>
    %94 = arith.cmpi eq, %dim_51, %dim_37 : index
    cf.assert %94, "mismatched size for broadcast"
    %95 = tensor.empty(%dim_50, %dim_51) : tensor<?x4x?x8xf32>
    %96 = linalg.generic {indexing_maps = [#map7, #map14, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%concat_49, %expanded_47 : tensor<?x4x?x8xf32>, tensor<1x1x?x8xf32>) outs(%95 : tensor<?x4x?x8xf32>) {
    ^bb0(%in: f32, %in_147: f32, %out: f32):
      %352 = arith.mulf %in, %in_147 : f32
      linalg.yield %352 : f32
    } -> tensor<?x4x?x8xf32>
    %97 = arith.cmpi eq, %69, %dim_50 : index
    cf.assert %97, "mismatched size for broadcast"
    %98 = arith.cmpi eq, %70, %dim_51 : index
    cf.assert %98, "mismatched size for broadcast"
    %99 = linalg.generic {indexing_maps = [#map7, #map7, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%91, %96 : tensor<?x4x?x8xf32>, tensor<?x4x?x8xf32>) outs(%71 : tensor<?x4x?x8xf32>) {
    ^bb0(%in: f32, %in_147: f32, %out: f32):
      %352 = arith.addf %in, %in_147 : f32
      linalg.yield %352 : f32
    } -> tensor<?x4x?x8xf32>
    %100 = arith.cmpi eq, %87, %dim_37 : index
    cf.assert %100, "mismatched size for broadcast"
    %101 = linalg.generic {indexing_maps = [#map7, #map14, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_42, %expanded_46 : tensor<?x2x?x8xf32>, tensor<1x1x?x8xf32>) outs(%88 : tensor<?x2x?x8xf32>) {
    ^bb0(%in: f32, %in_147: f32, %out: f32):
      %352 = arith.mulf %in, %in_147 : f32
      linalg.yield %352 : f32
    } -> tensor<?x2x?x8xf32>
    %extracted_slice_52 = tensor.extract_slice %transposed_42[0, 0, 0, 0] [%86, 2, %87, 4] [1, 1, 1, 1] : tensor<?x2x?x8xf32> to tensor<?x2x?x4xf32>
    %extracted_slice_53 = tensor.extract_slice %transposed_42[0, 0, 0, 4] [%86, 2, %87, 4] [1, 1, 1, 1] : tensor<?x2x?x8xf32> to tensor<?x2x?x4xf32>
    %102 = tensor.empty(%86, %87) : tensor<?x2x?x4xf32>
    %103 = linalg.generic {indexing_maps = [#map7, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_53 : tensor<?x2x?x4xf32>) outs(%102 : tensor<?x2x?x4xf32>) {
    ^bb0(%in: f32, %out: f32):
      %352 = arith.negf %in : f32
      linalg.yield %352 : f32
    } -> tensor<?x2x?x4xf32>
    %concat_54 = tensor.concat dim(3) %103, %extracted_slice_52 : (tensor<?x2x?x4xf32>, tensor<?x2x?x4xf32>) -> tensor<?x2x?x8xf32>
    %dim_55 = tensor.dim %103, %c0 : tensor<?x2x?x4xf32>
    %dim_56 = tensor.dim %103, %c2 : tensor<?x2x?x4xf32>
    %104 = arith.cmpi eq, %dim_56, %dim_37 : index
    cf.assert %104, "mismatched size for broadcast"
    %105 = tensor.empty(%dim_55, %dim_56) : tensor<?x2x?x8xf32>
    %106 = linalg.generic {indexing_maps = [#map7, #map14, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%concat_54, %expanded_47 : tensor<?x2x?x8xf32>, tensor<1x1x?x8xf32>) outs(%105 : tensor<?x2x?x8xf32>) {
    ^bb0(%in: f32, %in_147: f32, %out: f32):
      %352 = arith.mulf %in, %in_147 : f32
      linalg.yield %352 : f32
    } -> tensor<?x2x?x8xf32>
    %107 = arith.cmpi eq, %86, %dim_55 : index
    cf.assert %107, "mismatched size for broadcast"
    %108 = arith.cmpi eq, %87, %dim_56 : index
    cf.assert %108, "mismatched size for broadcast"
    %109 = linalg.generic {indexing_maps = [#map7, #map7, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%101, %106 : tensor<?x2x?x8xf32>, tensor<?x2x?x8xf32>) outs(%88 : tensor<?x2x?x8xf32>) {
    ^bb0(%in: f32, %in_147: f32, %out: f32):
      %352 = arith.addf %in, %in_147 : f32
      linalg.yield %352 : f32
    } -> tensor<?x2x?x8xf32>
    %expanded_57 = tensor.expand_shape %109 [[0], [1], [2, 3], [4]] output_shape [%86, 2, 1, %87, 8] : tensor<?x2x?x8xf32> into tensor<?x2x1x?x8xf32>
    cf.assert %2, "unimplemented: dynamic negative broadcast sizes"
    cf.assert %3, "unimplemented: dynamic negative broadcast sizes"
    %110 = tensor.empty(%dim, %dim_31) : tensor<?x2x2x?x8xf32>
    %111 = linalg.generic {indexing_maps = [#map15], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel"]} outs(%110 : tensor<?x2x2x?x8xf32>) {
    ^bb0(%out: f32):
      %352 = linalg.index 0 : index
      %353 = linalg.index 1 : index
      %354 = linalg.index 3 : index
      %355 = linalg.index 4 : index
      %356 = arith.cmpi eq, %86, %c1 : index
      %357 = arith.select %356, %c0, %352 : index
      %358 = arith.cmpi eq, %87, %c1 : index
      %359 = arith.select %358, %c0, %354 : index
      %extracted = tensor.extract %expanded_57[%357, %353, %c0, %359, %355] : tensor<?x2x1x?x8xf32>
      linalg.yield %extracted : f32
    } -> tensor<?x2x2x?x8xf32>
    %112 = arith.muli %48, %c4_i64 : i64
    %113 = arith.muli %112, %1 : i64
    %114 = arith.select %52, %112, %113 : i64
    %115 = arith.muli %114, %c8_i64 : i64
    cf.assert %56, "must have at most one inferred (negative) dimension"
    %116 = arith.muli %0, %c4_i64 : i64
    %117 = arith.muli %116, %1 : i64
    %118 = arith.muli %117, %c8_i64 : i64
    %119 = arith.divsi %118, %115 : i64
    %120 = arith.select %47, %119, %0 : i64
    %121 = arith.select %52, %119, %1 : i64
    %from_elements_58 = tensor.from_elements %120, %c4_i64, %121, %c8_i64 : tensor<4xi64>
    %reshape_59 = tensor.reshape %111(%from_elements_58) : (tensor<?x2x2x?x8xf32>, tensor<4xi64>) -> tensor<?x4x?x8xf32>
    %expanded_60 = tensor.expand_shape %transposed_45 [[0], [1], [2, 3], [4]] output_shape [%86, 2, 1, %87, 8] : tensor<?x2x?x8xf32> into tensor<?x2x1x?x8xf32>
    cf.assert %2, "unimplemented: dynamic negative broadcast sizes"
    cf.assert %3, "unimplemented: dynamic negative broadcast sizes"
    %122 = linalg.generic {indexing_maps = [#map15], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel"]} outs(%110 : tensor<?x2x2x?x8xf32>) {
    ^bb0(%out: f32):
      %352 = linalg.index 0 : index
      %353 = linalg.index 1 : index
      %354 = linalg.index 3 : index
      %355 = linalg.index 4 : index
      %356 = arith.cmpi eq, %86, %c1 : index
      %357 = arith.select %356, %c0, %352 : index
      %358 = arith.cmpi eq, %87, %c1 : index
      %359 = arith.select %358, %c0, %354 : index
      %extracted = tensor.extract %expanded_60[%357, %353, %c0, %359, %355] : tensor<?x2x1x?x8xf32>
      linalg.yield %extracted : f32
    } -> tensor<?x2x2x?x8xf32>
    cf.assert %56, "must have at most one inferred (negative) dimension"
    %reshape_61 = tensor.reshape %122(%from_elements_58) : (tensor<?x2x2x?x8xf32>, tensor<4xi64>) -> tensor<?x4x?x8xf32>
    %123 = arith.index_cast %120 : i64 to index
    %124 = arith.index_cast %121 : i64 to index
    %125 = tensor.empty(%123, %124) : tensor<?x4x8x?xf32>
    %transposed_62 = linalg.transpose ins(%reshape_59 : tensor<?x4x?x8xf32>) outs(%125 : tensor<?x4x8x?xf32>) permutation = [0, 1, 3, 2] 
    cf.assert %2, "unimplemented: dynamic negative broadcast sizes"
    cf.assert %3, "unimplemented: dynamic negative broadcast sizes"
    %126 = tensor.empty(%dim, %dim_31) : tensor<?x4x?x8xf32>
    %127 = linalg.generic {indexing_maps = [#map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%126 : tensor<?x4x?x8xf32>) {
    ^bb0(%out: f32):
      %352 = linalg.index 0 : index
      %353 = linalg.index 1 : index
      %354 = linalg.index 2 : index
      %355 = linalg.index 3 : index
      %356 = arith.cmpi eq, %69, %c1 : index
      %357 = arith.select %356, %c0, %352 : index
      %358 = arith.cmpi eq, %70, %c1 : index
      %359 = arith.select %358, %c0, %354 : index
      %extracted = tensor.extract %99[%357, %353, %359, %355] : tensor<?x4x?x8xf32>
      linalg.yield %extracted : f32
    } -> tensor<?x4x?x8xf32>
    %128 = arith.cmpi slt, %116, %c0_i64 : i64
    %129 = arith.select %128, %c1_i64, %116 : i64
    %130 = arith.extui %128 : i1 to i64
    %131 = arith.muli %129, %1 : i64
    %132 = arith.addi %130, %c1_i64 : i64
    %133 = arith.select %52, %129, %131 : i64
    %134 = arith.select %52, %132, %130 : i64
    %135 = arith.muli %133, %c8_i64 : i64
    %136 = arith.cmpi sle, %134, %c1_i64 : i64
    cf.assert %136, "must have at most one inferred (negative) dimension"
    %137 = arith.divsi %118, %135 : i64
    %138 = arith.select %128, %137, %116 : i64
    %139 = arith.select %52, %137, %1 : i64
    %from_elements_63 = tensor.from_elements %138, %139, %c8_i64 : tensor<3xi64>
    %reshape_64 = tensor.reshape %127(%from_elements_63) : (tensor<?x4x?x8xf32>, tensor<3xi64>) -> tensor<?x?x8xf32>
    cf.assert %2, "unimplemented: dynamic negative broadcast sizes"
    cf.assert %3, "unimplemented: dynamic negative broadcast sizes"
    %140 = tensor.empty(%dim, %dim_31) : tensor<?x4x8x?xf32>
    %141 = linalg.generic {indexing_maps = [#map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%140 : tensor<?x4x8x?xf32>) {
    ^bb0(%out: f32):
      %352 = linalg.index 0 : index
      %353 = linalg.index 1 : index
      %354 = linalg.index 2 : index
      %355 = linalg.index 3 : index
      %356 = arith.cmpi eq, %123, %c1 : index
      %357 = arith.select %356, %c0, %352 : index
      %358 = arith.cmpi eq, %124, %c1 : index
      %359 = arith.select %358, %c0, %355 : index
      %extracted = tensor.extract %transposed_62[%357, %353, %354, %359] : tensor<?x4x8x?xf32>
      linalg.yield %extracted : f32
    } -> tensor<?x4x8x?xf32>
    %142 = arith.muli %129, %c8_i64 : i64
    %143 = arith.muli %142, %1 : i64
    %144 = arith.select %52, %142, %143 : i64
    cf.assert %136, "must have at most one inferred (negative) dimension"
    %145 = arith.muli %0, %c32_i64 : i64
    %146 = arith.muli %145, %1 : i64
    %147 = arith.divsi %146, %144 : i64
    %148 = arith.select %128, %147, %116 : i64
    %149 = arith.select %52, %147, %1 : i64
    %from_elements_65 = tensor.from_elements %148, %c8_i64, %149 : tensor<3xi64>
    %reshape_66 = tensor.reshape %141(%from_elements_65) : (tensor<?x4x8x?xf32>, tensor<3xi64>) -> tensor<?x8x?xf32>
    %150 = arith.index_cast %138 : i64 to index
    %151 = arith.index_cast %139 : i64 to index
    %152 = arith.index_cast %149 : i64 to index
    %153 = arith.cmpi eq, %138, %148 : i64
    cf.assert %153, "mismatching contracting dimension"
    %154 = tensor.empty(%150, %151, %152) : tensor<?x?x?xf32>
    %155 = linalg.fill ins(%cst : f32) outs(%154 : tensor<?x?x?xf32>) -> tensor<?x?x?xf32>
    %156 = linalg.batch_matmul ins(%reshape_64, %reshape_66 : tensor<?x?x8xf32>, tensor<?x8x?xf32>) outs(%155 : tensor<?x?x?xf32>) -> tensor<?x?x?xf32>
    %157 = arith.muli %114, %1 : i64
    %158 = arith.select %52, %112, %157 : i64
    %159 = arith.select %52, %61, %49 : i64
    %160 = arith.cmpi sle, %159, %c1_i64 : i64
    cf.assert %160, "must have at most one inferred (negative) dimension"
    %161 = arith.muli %138, %139 : i64
    %162 = arith.muli %161, %149 : i64
    %163 = arith.divsi %162, %158 : i64
    %164 = arith.select %47, %163, %0 : i64
    %165 = arith.select %52, %163, %1 : i64
    %from_elements_67 = tensor.from_elements %164, %c4_i64, %165, %165 : tensor<4xi64>
    %reshape_68 = tensor.reshape %156(%from_elements_67) : (tensor<?x?x?xf32>, tensor<4xi64>) -> tensor<?x4x?x?xf32>
    %166 = arith.index_cast %164 : i64 to index
    %167 = arith.index_cast %165 : i64 to index
    %168 = tensor.empty(%166, %167, %167) : tensor<?x4x?x?xf32>
    %169 = linalg.generic {indexing_maps = [#map7, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%reshape_68 : tensor<?x4x?x?xf32>) outs(%168 : tensor<?x4x?x?xf32>) {
    ^bb0(%in: f32, %out: f32):
      %352 = arith.truncf %cst_21 : f64 to f32
      %353 = arith.mulf %in, %352 : f32
      linalg.yield %353 : f32
    } -> tensor<?x4x?x?xf32>
    %170 = arith.cmpi eq, %166, %dim : index
    cf.assert %170, "mismatched size for broadcast"
    %171 = arith.cmpi eq, %167, %dim_31 : index
    cf.assert %171, "mismatched size for broadcast"
    cf.assert %171, "mismatched size for broadcast"
    %172 = linalg.generic {indexing_maps = [#map7, #map16, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%169, %25 : tensor<?x4x?x?xf32>, tensor<?x1x?x?xf32>) outs(%168 : tensor<?x4x?x?xf32>) {
    ^bb0(%in: f32, %in_147: f32, %out: f32):
      %352 = arith.addf %in, %in_147 : f32
      linalg.yield %352 : f32
    } -> tensor<?x4x?x?xf32>
    %173 = tensor.empty(%166, %167) : tensor<?x4x?xi64>
    %174 = linalg.fill ins(%c0_i64 : i64) outs(%173 : tensor<?x4x?xi64>) -> tensor<?x4x?xi64>
    %175 = tensor.empty(%166, %167) : tensor<?x4x?xf32>
    %176 = linalg.fill ins(%cst_0 : f32) outs(%175 : tensor<?x4x?xf32>) -> tensor<?x4x?xf32>
    %177:2 = linalg.generic {indexing_maps = [#map7, #map17, #map17], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%172 : tensor<?x4x?x?xf32>) outs(%176, %174 : tensor<?x4x?xf32>, tensor<?x4x?xi64>) {
    ^bb0(%in: f32, %out: f32, %out_147: i64):
      %352 = linalg.index 3 : index
      %353 = arith.index_cast %352 : index to i64
      %354 = arith.maximumf %in, %out : f32
      %355 = arith.cmpf ogt, %in, %out : f32
      %356 = arith.select %355, %353, %out_147 : i64
      linalg.yield %354, %356 : f32, i64
    } -> (tensor<?x4x?xf32>, tensor<?x4x?xi64>)
    %expanded_69 = tensor.expand_shape %177#0 [[0], [1], [2, 3]] output_shape [%166, 4, %167, 1] : tensor<?x4x?xf32> into tensor<?x4x?x1xf32>
    %178 = linalg.generic {indexing_maps = [#map7, #map6, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%172, %expanded_69 : tensor<?x4x?x?xf32>, tensor<?x4x?x1xf32>) outs(%168 : tensor<?x4x?x?xf32>) {
    ^bb0(%in: f32, %in_147: f32, %out: f32):
      %352 = arith.subf %in, %in_147 : f32
      linalg.yield %352 : f32
    } -> tensor<?x4x?x?xf32>
    %179 = linalg.generic {indexing_maps = [#map7, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%178 : tensor<?x4x?x?xf32>) outs(%168 : tensor<?x4x?x?xf32>) {
    ^bb0(%in: f32, %out: f32):
      %352 = math.exp %in : f32
      linalg.yield %352 : f32
    } -> tensor<?x4x?x?xf32>
    %180 = tensor.empty(%166, %167) : tensor<?x4x?x1xf32>
    %181 = linalg.fill ins(%cst : f32) outs(%180 : tensor<?x4x?x1xf32>) -> tensor<?x4x?x1xf32>
    %182 = linalg.generic {indexing_maps = [#map7, #map6], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%179 : tensor<?x4x?x?xf32>) outs(%181 : tensor<?x4x?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %352 = arith.addf %in, %out : f32
      linalg.yield %352 : f32
    } -> tensor<?x4x?x1xf32>
    %183 = linalg.generic {indexing_maps = [#map7, #map6, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%179, %182 : tensor<?x4x?x?xf32>, tensor<?x4x?x1xf32>) outs(%168 : tensor<?x4x?x?xf32>) {
    ^bb0(%in: f32, %in_147: f32, %out: f32):
      %352 = arith.divf %in, %in_147 : f32
      linalg.yield %352 : f32
    } -> tensor<?x4x?x?xf32>
    cf.assert %2, "unimplemented: dynamic negative broadcast sizes"
    cf.assert %3, "unimplemented: dynamic negative broadcast sizes"
    cf.assert %3, "unimplemented: dynamic negative broadcast sizes"
    %184 = tensor.empty(%dim, %dim_31, %dim_31) : tensor<?x4x?x?xf32>
    %185 = linalg.generic {indexing_maps = [#map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%184 : tensor<?x4x?x?xf32>) {
    ^bb0(%out: f32):
      %352 = linalg.index 0 : index
      %353 = linalg.index 1 : index
      %354 = linalg.index 2 : index
      %355 = linalg.index 3 : index
      %356 = arith.cmpi eq, %166, %c1 : index
      %357 = arith.select %356, %c0, %352 : index
      %358 = arith.cmpi eq, %167, %c1 : index
      %359 = arith.select %358, %c0, %354 : index
      %360 = arith.select %358, %c0, %355 : index
      %extracted = tensor.extract %183[%357, %353, %359, %360] : tensor<?x4x?x?xf32>
      linalg.yield %extracted : f32
    } -> tensor<?x4x?x?xf32>
    %186 = arith.muli %133, %1 : i64
    %187 = arith.addi %134, %c1_i64 : i64
    %188 = arith.select %52, %129, %186 : i64
    %189 = arith.select %52, %187, %130 : i64
    %190 = arith.cmpi sle, %189, %c1_i64 : i64
    cf.assert %190, "must have at most one inferred (negative) dimension"
    %191 = arith.muli %117, %1 : i64
    %192 = arith.divsi %191, %188 : i64
    %193 = arith.select %128, %192, %116 : i64
    %194 = arith.select %52, %192, %1 : i64
    %from_elements_70 = tensor.from_elements %193, %194, %194 : tensor<3xi64>
    %reshape_71 = tensor.reshape %185(%from_elements_70) : (tensor<?x4x?x?xf32>, tensor<3xi64>) -> tensor<?x?x?xf32>
    cf.assert %2, "unimplemented: dynamic negative broadcast sizes"
    cf.assert %3, "unimplemented: dynamic negative broadcast sizes"
    %195 = linalg.generic {indexing_maps = [#map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%126 : tensor<?x4x?x8xf32>) {
    ^bb0(%out: f32):
      %352 = linalg.index 0 : index
      %353 = linalg.index 1 : index
      %354 = linalg.index 2 : index
      %355 = linalg.index 3 : index
      %356 = arith.cmpi eq, %123, %c1 : index
      %357 = arith.select %356, %c0, %352 : index
      %358 = arith.cmpi eq, %124, %c1 : index
      %359 = arith.select %358, %c0, %354 : index
      %extracted = tensor.extract %reshape_61[%357, %353, %359, %355] : tensor<?x4x?x8xf32>
      linalg.yield %extracted : f32
    } -> tensor<?x4x?x8xf32>
    cf.assert %136, "must have at most one inferred (negative) dimension"
    %reshape_72 = tensor.reshape %195(%from_elements_63) : (tensor<?x4x?x8xf32>, tensor<3xi64>) -> tensor<?x?x8xf32>
    %196 = arith.index_cast %193 : i64 to index
    %197 = arith.index_cast %194 : i64 to index
    %198 = arith.cmpi eq, %193, %138 : i64
    cf.assert %198, "mismatching contracting dimension"
    %199 = arith.cmpi eq, %194, %139 : i64
    cf.assert %199, "mismatching contracting dimension"
    %200 = tensor.empty(%196, %197) : tensor<?x?x8xf32>
    %201 = linalg.fill ins(%cst : f32) outs(%200 : tensor<?x?x8xf32>) -> tensor<?x?x8xf32>
    %202 = linalg.batch_matmul ins(%reshape_71, %reshape_72 : tensor<?x?x?xf32>, tensor<?x?x8xf32>) outs(%201 : tensor<?x?x8xf32>) -> tensor<?x?x8xf32>
    cf.assert %56, "must have at most one inferred (negative) dimension"
    %203 = arith.muli %193, %194 : i64
    %204 = arith.muli %203, %c8_i64 : i64
    %205 = arith.divsi %204, %115 : i64
    %206 = arith.select %47, %205, %0 : i64
    %207 = arith.select %52, %205, %1 : i64
    %from_elements_73 = tensor.from_elements %206, %c4_i64, %207, %c8_i64 : tensor<4xi64>
    %reshape_74 = tensor.reshape %202(%from_elements_73) : (tensor<?x?x8xf32>, tensor<4xi64>) -> tensor<?x4x?x8xf32>
    %208 = arith.index_cast %206 : i64 to index
    %209 = arith.index_cast %207 : i64 to index
    %210 = tensor.empty(%208, %209) : tensor<?x?x4x8xf32>
    %transposed_75 = linalg.transpose ins(%reshape_74 : tensor<?x4x?x8xf32>) outs(%210 : tensor<?x?x4x8xf32>) permutation = [0, 2, 1, 3] 
    cf.assert %63, "must have at most one inferred (negative) dimension"
    %211 = arith.muli %206, %207 : i64
    %212 = arith.muli %211, %c32_i64 : i64
    %213 = arith.divsi %212, %53 : i64
    %214 = arith.select %47, %213, %0 : i64
    %215 = arith.select %52, %213, %1 : i64
    %from_elements_76 = tensor.from_elements %214, %215, %213 : tensor<3xi64>
    %reshape_77 = tensor.reshape %transposed_75(%from_elements_76) : (tensor<?x?x4x8xf32>, tensor<3xi64>) -> tensor<?x?x32xf32>
    %transposed_78 = linalg.transpose ins(%cst_20 : tensor<32x32xf32>) outs(%43 : tensor<32x32xf32>) permutation = [1, 0] 
    %cast = tensor.cast %reshape_77 : tensor<?x?x32xf32> to tensor<?x1x32xf32>
    %collapsed_79 = tensor.collapse_shape %cast [[0], [1, 2]] : tensor<?x1x32xf32> into tensor<?x32xf32>
    %216 = arith.index_cast %214 : i64 to index
    %217 = tensor.empty(%216) : tensor<?x32xf32>
    %218 = linalg.fill ins(%cst : f32) outs(%217 : tensor<?x32xf32>) -> tensor<?x32xf32>
    %219 = linalg.matmul ins(%collapsed_79, %transposed_78 : tensor<?x32xf32>, tensor<32x32xf32>) outs(%218 : tensor<?x32xf32>) -> tensor<?x32xf32>
    cf.assert %56, "must have at most one inferred (negative) dimension"
    %220 = arith.muli %214, %c32_i64 : i64
    %221 = arith.divsi %220, %55 : i64
    %222 = arith.select %47, %221, %0 : i64
    %223 = arith.select %52, %221, %1 : i64
    %from_elements_80 = tensor.from_elements %222, %223, %c32_i64 : tensor<3xi64>
    %reshape_81 = tensor.reshape %219(%from_elements_80) : (tensor<?x32xf32>, tensor<3xi64>) -> tensor<?x?x32xf32>
    %224 = arith.index_cast %222 : i64 to index
    %225 = arith.cmpi eq, %dim, %224 : index
    cf.assert %225, "mismatched size for broadcast"
    %226 = arith.index_cast %223 : i64 to index
    %227 = arith.cmpi eq, %dim_31, %226 : index
    cf.assert %227, "mismatched size for broadcast"
    %228 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%9, %reshape_81 : tensor<?x?x32xf32>, tensor<?x?x32xf32>) outs(%8 : tensor<?x?x32xf32>) {
    ^bb0(%in: f32, %in_147: f32, %out: f32):
      %352 = arith.addf %in, %in_147 : f32
      linalg.yield %352 : f32
    } -> tensor<?x?x32xf32>
    %229 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%228 : tensor<?x?x32xf32>) outs(%8 : tensor<?x?x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %352 = math.fpowi %in, %c2_i64 : f32, i64
      linalg.yield %352 : f32
    } -> tensor<?x?x32xf32>
    %230 = linalg.generic {indexing_maps = [#map4, #map12], iterator_types = ["parallel", "parallel", "reduction"]} ins(%229 : tensor<?x?x32xf32>) outs(%35 : tensor<?x?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %352 = arith.addf %in, %out : f32
      linalg.yield %352 : f32
    } -> tensor<?x?x1xf32>
    %231 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%230 : tensor<?x?x1xf32>) outs(%34 : tensor<?x?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %352 = arith.divf %in, %cst_29 : f32
      linalg.yield %352 : f32
    } -> tensor<?x?x1xf32>
    %232 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%231 : tensor<?x?x1xf32>) outs(%34 : tensor<?x?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %352 = arith.truncf %cst_26 : f64 to f32
      %353 = arith.addf %in, %352 : f32
      linalg.yield %353 : f32
    } -> tensor<?x?x1xf32>
    %233 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%232 : tensor<?x?x1xf32>) outs(%34 : tensor<?x?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %352 = math.rsqrt %in : f32
      linalg.yield %352 : f32
    } -> tensor<?x?x1xf32>
    %234 = linalg.generic {indexing_maps = [#map4, #map12, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%228, %233 : tensor<?x?x32xf32>, tensor<?x?x1xf32>) outs(%40 : tensor<?x1x32xf32>) {
    ^bb0(%in: f32, %in_147: f32, %out: f32):
      %352 = arith.mulf %in, %in_147 : f32
      linalg.yield %352 : f32
    } -> tensor<?x1x32xf32>
    %235 = linalg.generic {indexing_maps = [#map13, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%cst_19, %234 : tensor<32xf32>, tensor<?x1x32xf32>) outs(%40 : tensor<?x1x32xf32>) {
    ^bb0(%in: f32, %in_147: f32, %out: f32):
      %352 = arith.mulf %in, %in_147 : f32
      linalg.yield %352 : f32
    } -> tensor<?x1x32xf32>
    %236 = tensor.empty() : tensor<32x64xf32>
    %transposed_82 = linalg.transpose ins(%cst_18 : tensor<64x32xf32>) outs(%236 : tensor<32x64xf32>) permutation = [1, 0] 
    %collapsed_83 = tensor.collapse_shape %235 [[0], [1, 2]] : tensor<?x1x32xf32> into tensor<?x32xf32>
    %237 = tensor.empty(%dim) : tensor<?x64xf32>
    %238 = linalg.fill ins(%cst : f32) outs(%237 : tensor<?x64xf32>) -> tensor<?x64xf32>
    %239 = linalg.matmul ins(%collapsed_83, %transposed_82 : tensor<?x32xf32>, tensor<32x64xf32>) outs(%238 : tensor<?x64xf32>) -> tensor<?x64xf32>
    %240 = arith.muli %53, %c64_i64 : i64
    cf.assert %56, "must have at most one inferred (negative) dimension"
    %241 = arith.muli %0, %c64_i64 : i64
    %242 = arith.divsi %241, %240 : i64
    %243 = arith.select %47, %242, %0 : i64
    %244 = arith.select %52, %242, %1 : i64
    %from_elements_84 = tensor.from_elements %243, %244, %c64_i64 : tensor<3xi64>
    %reshape_85 = tensor.reshape %239(%from_elements_84) : (tensor<?x64xf32>, tensor<3xi64>) -> tensor<?x?x64xf32>
    %245 = arith.index_cast %243 : i64 to index
    %246 = tensor.empty(%245) : tensor<?x1x64xf32>
    %cast_86 = tensor.cast %reshape_85 : tensor<?x?x64xf32> to tensor<?x1x64xf32>
    %247 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%cast_86 : tensor<?x1x64xf32>) outs(%246 : tensor<?x1x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %352 = arith.negf %in : f32
      %353 = math.exp %352 : f32
      %354 = arith.addf %353, %cst_1 : f32
      %355 = arith.divf %cst_1, %354 : f32
      linalg.yield %355 : f32
    } -> tensor<?x1x64xf32>
    %248 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%cast_86, %247 : tensor<?x1x64xf32>, tensor<?x1x64xf32>) outs(%246 : tensor<?x1x64xf32>) {
    ^bb0(%in: f32, %in_147: f32, %out: f32):
      %352 = arith.mulf %in, %in_147 : f32
      linalg.yield %352 : f32
    } -> tensor<?x1x64xf32>
    %transposed_87 = linalg.transpose ins(%cst_17 : tensor<64x32xf32>) outs(%236 : tensor<32x64xf32>) permutation = [1, 0] 
    %249 = linalg.matmul ins(%collapsed_83, %transposed_87 : tensor<?x32xf32>, tensor<32x64xf32>) outs(%238 : tensor<?x64xf32>) -> tensor<?x64xf32>
    cf.assert %56, "must have at most one inferred (negative) dimension"
    %reshape_88 = tensor.reshape %249(%from_elements_84) : (tensor<?x64xf32>, tensor<3xi64>) -> tensor<?x?x64xf32>
    %cast_89 = tensor.cast %reshape_88 : tensor<?x?x64xf32> to tensor<?x1x64xf32>
    %250 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%248, %cast_89 : tensor<?x1x64xf32>, tensor<?x1x64xf32>) outs(%246 : tensor<?x1x64xf32>) {
    ^bb0(%in: f32, %in_147: f32, %out: f32):
      %352 = arith.mulf %in, %in_147 : f32
      linalg.yield %352 : f32
    } -> tensor<?x1x64xf32>
    %251 = tensor.empty() : tensor<64x32xf32>
    %transposed_90 = linalg.transpose ins(%cst_16 : tensor<32x64xf32>) outs(%251 : tensor<64x32xf32>) permutation = [1, 0] 
    %collapsed_91 = tensor.collapse_shape %250 [[0], [1, 2]] : tensor<?x1x64xf32> into tensor<?x64xf32>
    %252 = arith.index_cast %243 : i64 to index
    %253 = tensor.empty(%252) : tensor<?x32xf32>
    %254 = linalg.fill ins(%cst : f32) outs(%253 : tensor<?x32xf32>) -> tensor<?x32xf32>
    %255 = linalg.matmul ins(%collapsed_91, %transposed_90 : tensor<?x64xf32>, tensor<64x32xf32>) outs(%254 : tensor<?x32xf32>) -> tensor<?x32xf32>
    cf.assert %56, "must have at most one inferred (negative) dimension"
    %256 = arith.muli %243, %c32_i64 : i64
    %257 = arith.divsi %256, %55 : i64
    %258 = arith.select %47, %257, %0 : i64
    %259 = arith.select %52, %257, %1 : i64
    %from_elements_92 = tensor.from_elements %258, %259, %c32_i64 : tensor<3xi64>
    %reshape_93 = tensor.reshape %255(%from_elements_92) : (tensor<?x32xf32>, tensor<3xi64>) -> tensor<?x?x32xf32>
    %260 = arith.index_cast %258 : i64 to index
    %261 = arith.cmpi eq, %dim, %260 : index
    cf.assert %261, "mismatched size for broadcast"
    %262 = arith.index_cast %259 : i64 to index
    %263 = arith.cmpi eq, %dim_31, %262 : index
    cf.assert %263, "mismatched size for broadcast"
    %264 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%228, %reshape_93 : tensor<?x?x32xf32>, tensor<?x?x32xf32>) outs(%8 : tensor<?x?x32xf32>) {
    ^bb0(%in: f32, %in_147: f32, %out: f32):
      %352 = arith.addf %in, %in_147 : f32
      linalg.yield %352 : f32
    } -> tensor<?x?x32xf32>
    %265 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%264 : tensor<?x?x32xf32>) outs(%8 : tensor<?x?x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %352 = math.fpowi %in, %c2_i64 : f32, i64
      linalg.yield %352 : f32
    } -> tensor<?x?x32xf32>
    %266 = linalg.generic {indexing_maps = [#map4, #map12], iterator_types = ["parallel", "parallel", "reduction"]} ins(%265 : tensor<?x?x32xf32>) outs(%35 : tensor<?x?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %352 = arith.addf %in, %out : f32
      linalg.yield %352 : f32
    } -> tensor<?x?x1xf32>
    %267 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%266 : tensor<?x?x1xf32>) outs(%34 : tensor<?x?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %352 = arith.divf %in, %cst_29 : f32
      linalg.yield %352 : f32
    } -> tensor<?x?x1xf32>
    %268 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%267 : tensor<?x?x1xf32>) outs(%34 : tensor<?x?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %352 = arith.truncf %cst_26 : f64 to f32
      %353 = arith.addf %in, %352 : f32
      linalg.yield %353 : f32
    } -> tensor<?x?x1xf32>
    %269 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%268 : tensor<?x?x1xf32>) outs(%34 : tensor<?x?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %352 = math.rsqrt %in : f32
      linalg.yield %352 : f32
    } -> tensor<?x?x1xf32>
    %270 = linalg.generic {indexing_maps = [#map4, #map12, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%264, %269 : tensor<?x?x32xf32>, tensor<?x?x1xf32>) outs(%40 : tensor<?x1x32xf32>) {
    ^bb0(%in: f32, %in_147: f32, %out: f32):
      %352 = arith.mulf %in, %in_147 : f32
      linalg.yield %352 : f32
    } -> tensor<?x1x32xf32>
    %271 = linalg.generic {indexing_maps = [#map13, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%cst_15, %270 : tensor<32xf32>, tensor<?x1x32xf32>) outs(%40 : tensor<?x1x32xf32>) {
    ^bb0(%in: f32, %in_147: f32, %out: f32):
      %352 = arith.mulf %in, %in_147 : f32
      linalg.yield %352 : f32
    } -> tensor<?x1x32xf32>
    %transposed_94 = linalg.transpose ins(%cst_14 : tensor<32x32xf32>) outs(%43 : tensor<32x32xf32>) permutation = [1, 0] 
    %collapsed_95 = tensor.collapse_shape %271 [[0], [1, 2]] : tensor<?x1x32xf32> into tensor<?x32xf32>
    %272 = linalg.matmul ins(%collapsed_95, %transposed_94 : tensor<?x32xf32>, tensor<32x32xf32>) outs(%45 : tensor<?x32xf32>) -> tensor<?x32xf32>
    cf.assert %56, "must have at most one inferred (negative) dimension"
    cf.assert %63, "must have at most one inferred (negative) dimension"
    %reshape_96 = tensor.reshape %272(%from_elements) : (tensor<?x32xf32>, tensor<4xi64>) -> tensor<?x?x4x8xf32>
    %transposed_97 = linalg.transpose ins(%reshape_96 : tensor<?x?x4x8xf32>) outs(%71 : tensor<?x4x?x8xf32>) permutation = [0, 2, 1, 3] 
    %transposed_98 = linalg.transpose ins(%cst_13 : tensor<16x32xf32>) outs(%72 : tensor<32x16xf32>) permutation = [1, 0] 
    %273 = linalg.matmul ins(%collapsed_95, %transposed_98 : tensor<?x32xf32>, tensor<32x16xf32>) outs(%74 : tensor<?x16xf32>) -> tensor<?x16xf32>
    cf.assert %56, "must have at most one inferred (negative) dimension"
    cf.assert %63, "must have at most one inferred (negative) dimension"
    %reshape_99 = tensor.reshape %273(%from_elements_40) : (tensor<?x16xf32>, tensor<4xi64>) -> tensor<?x?x2x8xf32>
    %transposed_100 = linalg.transpose ins(%reshape_99 : tensor<?x?x2x8xf32>) outs(%88 : tensor<?x2x?x8xf32>) permutation = [0, 2, 1, 3] 
    %transposed_101 = linalg.transpose ins(%cst_12 : tensor<16x32xf32>) outs(%72 : tensor<32x16xf32>) permutation = [1, 0] 
    %274 = linalg.matmul ins(%collapsed_95, %transposed_101 : tensor<?x32xf32>, tensor<32x16xf32>) outs(%74 : tensor<?x16xf32>) -> tensor<?x16xf32>
    cf.assert %56, "must have at most one inferred (negative) dimension"
    cf.assert %63, "must have at most one inferred (negative) dimension"
    %reshape_102 = tensor.reshape %274(%from_elements_40) : (tensor<?x16xf32>, tensor<4xi64>) -> tensor<?x?x2x8xf32>
    %transposed_103 = linalg.transpose ins(%reshape_102 : tensor<?x?x2x8xf32>) outs(%88 : tensor<?x2x?x8xf32>) permutation = [0, 2, 1, 3] 
    cf.assert %90, "mismatched size for broadcast"
    %275 = linalg.generic {indexing_maps = [#map7, #map14, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_97, %expanded_46 : tensor<?x4x?x8xf32>, tensor<1x1x?x8xf32>) outs(%71 : tensor<?x4x?x8xf32>) {
    ^bb0(%in: f32, %in_147: f32, %out: f32):
      %352 = arith.mulf %in, %in_147 : f32
      linalg.yield %352 : f32
    } -> tensor<?x4x?x8xf32>
    %extracted_slice_104 = tensor.extract_slice %transposed_97[0, 0, 0, 0] [%69, 4, %70, 4] [1, 1, 1, 1] : tensor<?x4x?x8xf32> to tensor<?x4x?x4xf32>
    %extracted_slice_105 = tensor.extract_slice %transposed_97[0, 0, 0, 4] [%69, 4, %70, 4] [1, 1, 1, 1] : tensor<?x4x?x8xf32> to tensor<?x4x?x4xf32>
    %276 = linalg.generic {indexing_maps = [#map7, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_105 : tensor<?x4x?x4xf32>) outs(%92 : tensor<?x4x?x4xf32>) {
    ^bb0(%in: f32, %out: f32):
      %352 = arith.negf %in : f32
      linalg.yield %352 : f32
    } -> tensor<?x4x?x4xf32>
    %concat_106 = tensor.concat dim(3) %276, %extracted_slice_104 : (tensor<?x4x?x4xf32>, tensor<?x4x?x4xf32>) -> tensor<?x4x?x8xf32>
    %dim_107 = tensor.dim %276, %c0 : tensor<?x4x?x4xf32>
    %dim_108 = tensor.dim %276, %c2 : tensor<?x4x?x4xf32>
    %277 = arith.cmpi eq, %dim_108, %dim_37 : index
    cf.assert %277, "mismatched size for broadcast"
    %278 = tensor.empty(%dim_107, %dim_108) : tensor<?x4x?x8xf32>
    %279 = linalg.generic {indexing_maps = [#map7, #map14, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%concat_106, %expanded_47 : tensor<?x4x?x8xf32>, tensor<1x1x?x8xf32>) outs(%278 : tensor<?x4x?x8xf32>) {
    ^bb0(%in: f32, %in_147: f32, %out: f32):
      %352 = arith.mulf %in, %in_147 : f32
      linalg.yield %352 : f32
    } -> tensor<?x4x?x8xf32>
    %280 = arith.cmpi eq, %69, %dim_107 : index
    cf.assert %280, "mismatched size for broadcast"
    %281 = arith.cmpi eq, %70, %dim_108 : index
    cf.assert %281, "mismatched size for broadcast"
    %282 = linalg.generic {indexing_maps = [#map7, #map7, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%275, %279 : tensor<?x4x?x8xf32>, tensor<?x4x?x8xf32>) outs(%71 : tensor<?x4x?x8xf32>) {
    ^bb0(%in: f32, %in_147: f32, %out: f32):
      %352 = arith.addf %in, %in_147 : f32
      linalg.yield %352 : f32
    } -> tensor<?x4x?x8xf32>
    cf.assert %100, "mismatched size for broadcast"
    %283 = linalg.generic {indexing_maps = [#map7, #map14, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_100, %expanded_46 : tensor<?x2x?x8xf32>, tensor<1x1x?x8xf32>) outs(%88 : tensor<?x2x?x8xf32>) {
    ^bb0(%in: f32, %in_147: f32, %out: f32):
      %352 = arith.mulf %in, %in_147 : f32
      linalg.yield %352 : f32
    } -> tensor<?x2x?x8xf32>
    %extracted_slice_109 = tensor.extract_slice %transposed_100[0, 0, 0, 0] [%86, 2, %87, 4] [1, 1, 1, 1] : tensor<?x2x?x8xf32> to tensor<?x2x?x4xf32>
    %extracted_slice_110 = tensor.extract_slice %transposed_100[0, 0, 0, 4] [%86, 2, %87, 4] [1, 1, 1, 1] : tensor<?x2x?x8xf32> to tensor<?x2x?x4xf32>
    %284 = linalg.generic {indexing_maps = [#map7, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_110 : tensor<?x2x?x4xf32>) outs(%102 : tensor<?x2x?x4xf32>) {
    ^bb0(%in: f32, %out: f32):
      %352 = arith.negf %in : f32
      linalg.yield %352 : f32
    } -> tensor<?x2x?x4xf32>
    %concat_111 = tensor.concat dim(3) %284, %extracted_slice_109 : (tensor<?x2x?x4xf32>, tensor<?x2x?x4xf32>) -> tensor<?x2x?x8xf32>
    %dim_112 = tensor.dim %284, %c0 : tensor<?x2x?x4xf32>
    %dim_113 = tensor.dim %284, %c2 : tensor<?x2x?x4xf32>
    %285 = arith.cmpi eq, %dim_113, %dim_37 : index
    cf.assert %285, "mismatched size for broadcast"
    %286 = tensor.empty(%dim_112, %dim_113) : tensor<?x2x?x8xf32>
    %287 = linalg.generic {indexing_maps = [#map7, #map14, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%concat_111, %expanded_47 : tensor<?x2x?x8xf32>, tensor<1x1x?x8xf32>) outs(%286 : tensor<?x2x?x8xf32>) {
    ^bb0(%in: f32, %in_147: f32, %out: f32):
      %352 = arith.mulf %in, %in_147 : f32
      linalg.yield %352 : f32
    } -> tensor<?x2x?x8xf32>
    %288 = arith.cmpi eq, %86, %dim_112 : index
    cf.assert %288, "mismatched size for broadcast"
    %289 = arith.cmpi eq, %87, %dim_113 : index
    cf.assert %289, "mismatched size for broadcast"
    %290 = linalg.generic {indexing_maps = [#map7, #map7, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%283, %287 : tensor<?x2x?x8xf32>, tensor<?x2x?x8xf32>) outs(%88 : tensor<?x2x?x8xf32>) {
    ^bb0(%in: f32, %in_147: f32, %out: f32):
      %352 = arith.addf %in, %in_147 : f32
      linalg.yield %352 : f32
    } -> tensor<?x2x?x8xf32>
    %expanded_114 = tensor.expand_shape %290 [[0], [1], [2, 3], [4]] output_shape [%86, 2, 1, %87, 8] : tensor<?x2x?x8xf32> into tensor<?x2x1x?x8xf32>
    cf.assert %2, "unimplemented: dynamic negative broadcast sizes"
    cf.assert %3, "unimplemented: dynamic negative broadcast sizes"
    %291 = linalg.generic {indexing_maps = [#map15], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel"]} outs(%110 : tensor<?x2x2x?x8xf32>) {
    ^bb0(%out: f32):
      %352 = linalg.index 0 : index
      %353 = linalg.index 1 : index
      %354 = linalg.index 3 : index
      %355 = linalg.index 4 : index
      %356 = arith.cmpi eq, %86, %c1 : index
      %357 = arith.select %356, %c0, %352 : index
      %358 = arith.cmpi eq, %87, %c1 : index
      %359 = arith.select %358, %c0, %354 : index
      %extracted = tensor.extract %expanded_114[%357, %353, %c0, %359, %355] : tensor<?x2x1x?x8xf32>
      linalg.yield %extracted : f32
    } -> tensor<?x2x2x?x8xf32>
    cf.assert %56, "must have at most one inferred (negative) dimension"
    %reshape_115 = tensor.reshape %291(%from_elements_58) : (tensor<?x2x2x?x8xf32>, tensor<4xi64>) -> tensor<?x4x?x8xf32>
    %expanded_116 = tensor.expand_shape %transposed_103 [[0], [1], [2, 3], [4]] output_shape [%86, 2, 1, %87, 8] : tensor<?x2x?x8xf32> into tensor<?x2x1x?x8xf32>
    cf.assert %2, "unimplemented: dynamic negative broadcast sizes"
    cf.assert %3, "unimplemented: dynamic negative broadcast sizes"
    %292 = linalg.generic {indexing_maps = [#map15], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel"]} outs(%110 : tensor<?x2x2x?x8xf32>) {
    ^bb0(%out: f32):
      %352 = linalg.index 0 : index
      %353 = linalg.index 1 : index
      %354 = linalg.index 3 : index
      %355 = linalg.index 4 : index
      %356 = arith.cmpi eq, %86, %c1 : index
      %357 = arith.select %356, %c0, %352 : index
      %358 = arith.cmpi eq, %87, %c1 : index
      %359 = arith.select %358, %c0, %354 : index
      %extracted = tensor.extract %expanded_116[%357, %353, %c0, %359, %355] : tensor<?x2x1x?x8xf32>
      linalg.yield %extracted : f32
    } -> tensor<?x2x2x?x8xf32>
    cf.assert %56, "must have at most one inferred (negative) dimension"
    %reshape_117 = tensor.reshape %292(%from_elements_58) : (tensor<?x2x2x?x8xf32>, tensor<4xi64>) -> tensor<?x4x?x8xf32>
    %transposed_118 = linalg.transpose ins(%reshape_115 : tensor<?x4x?x8xf32>) outs(%125 : tensor<?x4x8x?xf32>) permutation = [0, 1, 3, 2] 
    cf.assert %2, "unimplemented: dynamic negative broadcast sizes"
    cf.assert %3, "unimplemented: dynamic negative broadcast sizes"
    %293 = linalg.generic {indexing_maps = [#map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%126 : tensor<?x4x?x8xf32>) {
    ^bb0(%out: f32):
      %352 = linalg.index 0 : index
      %353 = linalg.index 1 : index
      %354 = linalg.index 2 : index
      %355 = linalg.index 3 : index
      %356 = arith.cmpi eq, %69, %c1 : index
      %357 = arith.select %356, %c0, %352 : index
      %358 = arith.cmpi eq, %70, %c1 : index
      %359 = arith.select %358, %c0, %354 : index
      %extracted = tensor.extract %282[%357, %353, %359, %355] : tensor<?x4x?x8xf32>
      linalg.yield %extracted : f32
    } -> tensor<?x4x?x8xf32>
    cf.assert %136, "must have at most one inferred (negative) dimension"
    %reshape_119 = tensor.reshape %293(%from_elements_63) : (tensor<?x4x?x8xf32>, tensor<3xi64>) -> tensor<?x?x8xf32>
    cf.assert %2, "unimplemented: dynamic negative broadcast sizes"
    cf.assert %3, "unimplemented: dynamic negative broadcast sizes"
    %294 = linalg.generic {indexing_maps = [#map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%140 : tensor<?x4x8x?xf32>) {
    ^bb0(%out: f32):
      %352 = linalg.index 0 : index
      %353 = linalg.index 1 : index
      %354 = linalg.index 2 : index
      %355 = linalg.index 3 : index
      %356 = arith.cmpi eq, %123, %c1 : index
      %357 = arith.select %356, %c0, %352 : index
      %358 = arith.cmpi eq, %124, %c1 : index
      %359 = arith.select %358, %c0, %355 : index
      %extracted = tensor.extract %transposed_118[%357, %353, %354, %359] : tensor<?x4x8x?xf32>
      linalg.yield %extracted : f32
    } -> tensor<?x4x8x?xf32>
    cf.assert %136, "must have at most one inferred (negative) dimension"
    %reshape_120 = tensor.reshape %294(%from_elements_65) : (tensor<?x4x8x?xf32>, tensor<3xi64>) -> tensor<?x8x?xf32>
    cf.assert %153, "mismatching contracting dimension"
    %295 = linalg.batch_matmul ins(%reshape_119, %reshape_120 : tensor<?x?x8xf32>, tensor<?x8x?xf32>) outs(%155 : tensor<?x?x?xf32>) -> tensor<?x?x?xf32>
    cf.assert %160, "must have at most one inferred (negative) dimension"
    %reshape_121 = tensor.reshape %295(%from_elements_67) : (tensor<?x?x?xf32>, tensor<4xi64>) -> tensor<?x4x?x?xf32>
    %296 = linalg.generic {indexing_maps = [#map7, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%reshape_121 : tensor<?x4x?x?xf32>) outs(%168 : tensor<?x4x?x?xf32>) {
    ^bb0(%in: f32, %out: f32):
      %352 = arith.truncf %cst_21 : f64 to f32
      %353 = arith.mulf %in, %352 : f32
      linalg.yield %353 : f32
    } -> tensor<?x4x?x?xf32>
    cf.assert %170, "mismatched size for broadcast"
    cf.assert %171, "mismatched size for broadcast"
    cf.assert %171, "mismatched size for broadcast"
    %297 = linalg.generic {indexing_maps = [#map7, #map16, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%296, %25 : tensor<?x4x?x?xf32>, tensor<?x1x?x?xf32>) outs(%168 : tensor<?x4x?x?xf32>) {
    ^bb0(%in: f32, %in_147: f32, %out: f32):
      %352 = arith.addf %in, %in_147 : f32
      linalg.yield %352 : f32
    } -> tensor<?x4x?x?xf32>
    %298:2 = linalg.generic {indexing_maps = [#map7, #map17, #map17], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%297 : tensor<?x4x?x?xf32>) outs(%176, %174 : tensor<?x4x?xf32>, tensor<?x4x?xi64>) {
    ^bb0(%in: f32, %out: f32, %out_147: i64):
      %352 = linalg.index 3 : index
      %353 = arith.index_cast %352 : index to i64
      %354 = arith.maximumf %in, %out : f32
      %355 = arith.cmpf ogt, %in, %out : f32
      %356 = arith.select %355, %353, %out_147 : i64
      linalg.yield %354, %356 : f32, i64
    } -> (tensor<?x4x?xf32>, tensor<?x4x?xi64>)
    %expanded_122 = tensor.expand_shape %298#0 [[0], [1], [2, 3]] output_shape [%166, 4, %167, 1] : tensor<?x4x?xf32> into tensor<?x4x?x1xf32>
    %299 = linalg.generic {indexing_maps = [#map7, #map6, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%297, %expanded_122 : tensor<?x4x?x?xf32>, tensor<?x4x?x1xf32>) outs(%168 : tensor<?x4x?x?xf32>) {
    ^bb0(%in: f32, %in_147: f32, %out: f32):
      %352 = arith.subf %in, %in_147 : f32
      linalg.yield %352 : f32
    } -> tensor<?x4x?x?xf32>
    %300 = linalg.generic {indexing_maps = [#map7, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%299 : tensor<?x4x?x?xf32>) outs(%168 : tensor<?x4x?x?xf32>) {
    ^bb0(%in: f32, %out: f32):
      %352 = math.exp %in : f32
      linalg.yield %352 : f32
    } -> tensor<?x4x?x?xf32>
    %301 = linalg.generic {indexing_maps = [#map7, #map6], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%300 : tensor<?x4x?x?xf32>) outs(%181 : tensor<?x4x?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %352 = arith.addf %in, %out : f32
      linalg.yield %352 : f32
    } -> tensor<?x4x?x1xf32>
    %302 = linalg.generic {indexing_maps = [#map7, #map6, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%300, %301 : tensor<?x4x?x?xf32>, tensor<?x4x?x1xf32>) outs(%168 : tensor<?x4x?x?xf32>) {
    ^bb0(%in: f32, %in_147: f32, %out: f32):
      %352 = arith.divf %in, %in_147 : f32
      linalg.yield %352 : f32
    } -> tensor<?x4x?x?xf32>
    cf.assert %2, "unimplemented: dynamic negative broadcast sizes"
    cf.assert %3, "unimplemented: dynamic negative broadcast sizes"
    cf.assert %3, "unimplemented: dynamic negative broadcast sizes"
    %303 = linalg.generic {indexing_maps = [#map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%184 : tensor<?x4x?x?xf32>) {
    ^bb0(%out: f32):
      %352 = linalg.index 0 : index
      %353 = linalg.index 1 : index
      %354 = linalg.index 2 : index
      %355 = linalg.index 3 : index
      %356 = arith.cmpi eq, %166, %c1 : index
      %357 = arith.select %356, %c0, %352 : index
      %358 = arith.cmpi eq, %167, %c1 : index
      %359 = arith.select %358, %c0, %354 : index
      %360 = arith.select %358, %c0, %355 : index
      %extracted = tensor.extract %302[%357, %353, %359, %360] : tensor<?x4x?x?xf32>
      linalg.yield %extracted : f32
    } -> tensor<?x4x?x?xf32>
    cf.assert %190, "must have at most one inferred (negative) dimension"
    %reshape_123 = tensor.reshape %303(%from_elements_70) : (tensor<?x4x?x?xf32>, tensor<3xi64>) -> tensor<?x?x?xf32>
    cf.assert %2, "unimplemented: dynamic negative broadcast sizes"
    cf.assert %3, "unimplemented: dynamic negative broadcast sizes"
    %304 = linalg.generic {indexing_maps = [#map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%126 : tensor<?x4x?x8xf32>) {
    ^bb0(%out: f32):
      %352 = linalg.index 0 : index
      %353 = linalg.index 1 : index
      %354 = linalg.index 2 : index
      %355 = linalg.index 3 : index
      %356 = arith.cmpi eq, %123, %c1 : index
      %357 = arith.select %356, %c0, %352 : index
      %358 = arith.cmpi eq, %124, %c1 : index
      %359 = arith.select %358, %c0, %354 : index
      %extracted = tensor.extract %reshape_117[%357, %353, %359, %355] : tensor<?x4x?x8xf32>
      linalg.yield %extracted : f32
    } -> tensor<?x4x?x8xf32>
    cf.assert %136, "must have at most one inferred (negative) dimension"
    %reshape_124 = tensor.reshape %304(%from_elements_63) : (tensor<?x4x?x8xf32>, tensor<3xi64>) -> tensor<?x?x8xf32>
    cf.assert %198, "mismatching contracting dimension"
    cf.assert %199, "mismatching contracting dimension"
    %305 = linalg.batch_matmul ins(%reshape_123, %reshape_124 : tensor<?x?x?xf32>, tensor<?x?x8xf32>) outs(%201 : tensor<?x?x8xf32>) -> tensor<?x?x8xf32>
    cf.assert %56, "must have at most one inferred (negative) dimension"
    %reshape_125 = tensor.reshape %305(%from_elements_73) : (tensor<?x?x8xf32>, tensor<4xi64>) -> tensor<?x4x?x8xf32>
    %transposed_126 = linalg.transpose ins(%reshape_125 : tensor<?x4x?x8xf32>) outs(%210 : tensor<?x?x4x8xf32>) permutation = [0, 2, 1, 3] 
    cf.assert %63, "must have at most one inferred (negative) dimension"
    %reshape_127 = tensor.reshape %transposed_126(%from_elements_76) : (tensor<?x?x4x8xf32>, tensor<3xi64>) -> tensor<?x?x32xf32>
    %transposed_128 = linalg.transpose ins(%cst_11 : tensor<32x32xf32>) outs(%43 : tensor<32x32xf32>) permutation = [1, 0] 
    %cast_129 = tensor.cast %reshape_127 : tensor<?x?x32xf32> to tensor<?x1x32xf32>
    %collapsed_130 = tensor.collapse_shape %cast_129 [[0], [1, 2]] : tensor<?x1x32xf32> into tensor<?x32xf32>
    %306 = arith.index_cast %214 : i64 to index
    %307 = tensor.empty(%306) : tensor<?x32xf32>
    %308 = linalg.fill ins(%cst : f32) outs(%307 : tensor<?x32xf32>) -> tensor<?x32xf32>
    %309 = linalg.matmul ins(%collapsed_130, %transposed_128 : tensor<?x32xf32>, tensor<32x32xf32>) outs(%308 : tensor<?x32xf32>) -> tensor<?x32xf32>
    cf.assert %56, "must have at most one inferred (negative) dimension"
    %310 = arith.muli %214, %c32_i64 : i64
    %311 = arith.divsi %310, %55 : i64
    %312 = arith.select %47, %311, %0 : i64
    %313 = arith.select %52, %311, %1 : i64
    %from_elements_131 = tensor.from_elements %312, %313, %c32_i64 : tensor<3xi64>
    %reshape_132 = tensor.reshape %309(%from_elements_131) : (tensor<?x32xf32>, tensor<3xi64>) -> tensor<?x?x32xf32>
    %314 = arith.index_cast %312 : i64 to index
    %315 = arith.cmpi eq, %dim, %314 : index
    cf.assert %315, "mismatched size for broadcast"
    %316 = arith.index_cast %313 : i64 to index
    %317 = arith.cmpi eq, %dim_31, %316 : index
    cf.assert %317, "mismatched size for broadcast"
    %318 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%264, %reshape_132 : tensor<?x?x32xf32>, tensor<?x?x32xf32>) outs(%8 : tensor<?x?x32xf32>) {
    ^bb0(%in: f32, %in_147: f32, %out: f32):
      %352 = arith.addf %in, %in_147 : f32
      linalg.yield %352 : f32
    } -> tensor<?x?x32xf32>
    %319 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%318 : tensor<?x?x32xf32>) outs(%8 : tensor<?x?x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %352 = math.fpowi %in, %c2_i64 : f32, i64
      linalg.yield %352 : f32
    } -> tensor<?x?x32xf32>
    %320 = linalg.generic {indexing_maps = [#map4, #map12], iterator_types = ["parallel", "parallel", "reduction"]} ins(%319 : tensor<?x?x32xf32>) outs(%35 : tensor<?x?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %352 = arith.addf %in, %out : f32
      linalg.yield %352 : f32
    } -> tensor<?x?x1xf32>
    %321 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%320 : tensor<?x?x1xf32>) outs(%34 : tensor<?x?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %352 = arith.divf %in, %cst_29 : f32
      linalg.yield %352 : f32
    } -> tensor<?x?x1xf32>
    %322 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%321 : tensor<?x?x1xf32>) outs(%34 : tensor<?x?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %352 = arith.truncf %cst_26 : f64 to f32
      %353 = arith.addf %in, %352 : f32
      linalg.yield %353 : f32
    } -> tensor<?x?x1xf32>
    %323 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%322 : tensor<?x?x1xf32>) outs(%34 : tensor<?x?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %352 = math.rsqrt %in : f32
      linalg.yield %352 : f32
    } -> tensor<?x?x1xf32>
    %324 = linalg.generic {indexing_maps = [#map4, #map12, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%318, %323 : tensor<?x?x32xf32>, tensor<?x?x1xf32>) outs(%40 : tensor<?x1x32xf32>) {
    ^bb0(%in: f32, %in_147: f32, %out: f32):
      %352 = arith.mulf %in, %in_147 : f32
      linalg.yield %352 : f32
    } -> tensor<?x1x32xf32>
    %325 = linalg.generic {indexing_maps = [#map13, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%cst_10, %324 : tensor<32xf32>, tensor<?x1x32xf32>) outs(%40 : tensor<?x1x32xf32>) {
    ^bb0(%in: f32, %in_147: f32, %out: f32):
      %352 = arith.mulf %in, %in_147 : f32
      linalg.yield %352 : f32
    } -> tensor<?x1x32xf32>
    %transposed_133 = linalg.transpose ins(%cst_9 : tensor<64x32xf32>) outs(%236 : tensor<32x64xf32>) permutation = [1, 0] 
    %collapsed_134 = tensor.collapse_shape %325 [[0], [1, 2]] : tensor<?x1x32xf32> into tensor<?x32xf32>
    %326 = linalg.matmul ins(%collapsed_134, %transposed_133 : tensor<?x32xf32>, tensor<32x64xf32>) outs(%238 : tensor<?x64xf32>) -> tensor<?x64xf32>
    cf.assert %56, "must have at most one inferred (negative) dimension"
    %reshape_135 = tensor.reshape %326(%from_elements_84) : (tensor<?x64xf32>, tensor<3xi64>) -> tensor<?x?x64xf32>
    %cast_136 = tensor.cast %reshape_135 : tensor<?x?x64xf32> to tensor<?x1x64xf32>
    %327 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%cast_136 : tensor<?x1x64xf32>) outs(%246 : tensor<?x1x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %352 = arith.negf %in : f32
      %353 = math.exp %352 : f32
      %354 = arith.addf %353, %cst_1 : f32
      %355 = arith.divf %cst_1, %354 : f32
      linalg.yield %355 : f32
    } -> tensor<?x1x64xf32>
    %328 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%cast_136, %327 : tensor<?x1x64xf32>, tensor<?x1x64xf32>) outs(%246 : tensor<?x1x64xf32>) {
    ^bb0(%in: f32, %in_147: f32, %out: f32):
      %352 = arith.mulf %in, %in_147 : f32
      linalg.yield %352 : f32
    } -> tensor<?x1x64xf32>
    %transposed_137 = linalg.transpose ins(%cst_8 : tensor<64x32xf32>) outs(%236 : tensor<32x64xf32>) permutation = [1, 0] 
    %329 = linalg.matmul ins(%collapsed_134, %transposed_137 : tensor<?x32xf32>, tensor<32x64xf32>) outs(%238 : tensor<?x64xf32>) -> tensor<?x64xf32>
    cf.assert %56, "must have at most one inferred (negative) dimension"
    %reshape_138 = tensor.reshape %329(%from_elements_84) : (tensor<?x64xf32>, tensor<3xi64>) -> tensor<?x?x64xf32>
    %cast_139 = tensor.cast %reshape_138 : tensor<?x?x64xf32> to tensor<?x1x64xf32>
    %330 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%328, %cast_139 : tensor<?x1x64xf32>, tensor<?x1x64xf32>) outs(%246 : tensor<?x1x64xf32>) {
    ^bb0(%in: f32, %in_147: f32, %out: f32):
      %352 = arith.mulf %in, %in_147 : f32
      linalg.yield %352 : f32
    } -> tensor<?x1x64xf32>
    %transposed_140 = linalg.transpose ins(%cst_7 : tensor<32x64xf32>) outs(%251 : tensor<64x32xf32>) permutation = [1, 0] 
    %collapsed_141 = tensor.collapse_shape %330 [[0], [1, 2]] : tensor<?x1x64xf32> into tensor<?x64xf32>
    %331 = arith.index_cast %243 : i64 to index
    %332 = tensor.empty(%331) : tensor<?x32xf32>
    %333 = linalg.fill ins(%cst : f32) outs(%332 : tensor<?x32xf32>) -> tensor<?x32xf32>
    %334 = linalg.matmul ins(%collapsed_141, %transposed_140 : tensor<?x64xf32>, tensor<64x32xf32>) outs(%333 : tensor<?x32xf32>) -> tensor<?x32xf32>
    cf.assert %56, "must have at most one inferred (negative) dimension"
    %335 = arith.muli %243, %c32_i64 : i64
    %336 = arith.divsi %335, %55 : i64
    %337 = arith.select %47, %336, %0 : i64
    %338 = arith.select %52, %336, %1 : i64
    %from_elements_142 = tensor.from_elements %337, %338, %c32_i64 : tensor<3xi64>
    %reshape_143 = tensor.reshape %334(%from_elements_142) : (tensor<?x32xf32>, tensor<3xi64>) -> tensor<?x?x32xf32>
    %339 = arith.index_cast %337 : i64 to index
    %340 = arith.cmpi eq, %dim, %339 : index
    cf.assert %340, "mismatched size for broadcast"
    %341 = arith.index_cast %338 : i64 to index
    %342 = arith.cmpi eq, %dim_31, %341 : index
    cf.assert %342, "mismatched size for broadcast"
    %343 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%318, %reshape_143 : tensor<?x?x32xf32>, tensor<?x?x32xf32>) outs(%8 : tensor<?x?x32xf32>) {
    ^bb0(%in: f32, %in_147: f32, %out: f32):
      %352 = arith.addf %in, %in_147 : f32
      linalg.yield %352 : f32
    } -> tensor<?x?x32xf32>
    %344 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%343 : tensor<?x?x32xf32>) outs(%8 : tensor<?x?x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %352 = math.fpowi %in, %c2_i64 : f32, i64
      linalg.yield %352 : f32
    } -> tensor<?x?x32xf32>
    %345 = linalg.generic {indexing_maps = [#map4, #map12], iterator_types = ["parallel", "parallel", "reduction"]} ins(%344 : tensor<?x?x32xf32>) outs(%35 : tensor<?x?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %352 = arith.addf %in, %out : f32
      linalg.yield %352 : f32
    } -> tensor<?x?x1xf32>
    %346 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%345 : tensor<?x?x1xf32>) outs(%34 : tensor<?x?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %352 = arith.divf %in, %cst_29 : f32
      linalg.yield %352 : f32
    } -> tensor<?x?x1xf32>
    %347 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%346 : tensor<?x?x1xf32>) outs(%34 : tensor<?x?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %352 = arith.truncf %cst_26 : f64 to f32
      %353 = arith.addf %in, %352 : f32
      linalg.yield %353 : f32
    } -> tensor<?x?x1xf32>
    %348 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%347 : tensor<?x?x1xf32>) outs(%34 : tensor<?x?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %352 = math.rsqrt %in : f32
      linalg.yield %352 : f32
    } -> tensor<?x?x1xf32>
    %349 = linalg.generic {indexing_maps = [#map4, #map12, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%343, %348 : tensor<?x?x32xf32>, tensor<?x?x1xf32>) outs(%40 : tensor<?x1x32xf32>) {
    ^bb0(%in: f32, %in_147: f32, %out: f32):
      %352 = arith.mulf %in, %in_147 : f32
      linalg.yield %352 : f32
    } -> tensor<?x1x32xf32>
    %350 = linalg.generic {indexing_maps = [#map13, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%cst_6, %349 : tensor<32xf32>, tensor<?x1x32xf32>) outs(%40 : tensor<?x1x32xf32>) {
    ^bb0(%in: f32, %in_147: f32, %out: f32):
      %352 = arith.mulf %in, %in_147 : f32
      linalg.yield %352 : f32
    } -> tensor<?x1x32xf32>
    %transposed_144 = linalg.transpose ins(%cst_5 : tensor<64x32xf32>) outs(%236 : tensor<32x64xf32>) permutation = [1, 0] 
    %collapsed_145 = tensor.collapse_shape %350 [[0], [1, 2]] : tensor<?x1x32xf32> into tensor<?x32xf32>
    %351 = linalg.matmul ins(%collapsed_145, %transposed_144 : tensor<?x32xf32>, tensor<32x64xf32>) outs(%238 : tensor<?x64xf32>) -> tensor<?x64xf32>
    cf.assert %56, "must have at most one inferred (negative) dimension"
    %reshape_146 = tensor.reshape %351(%from_elements_84) : (tensor<?x64xf32>, tensor<3xi64>) -> tensor<?x?x64xf32>
    return %reshape_146 : tensor<?x?x64xf32>
  }
}


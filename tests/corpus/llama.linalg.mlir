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
#map13 = affine_map<(d0, d1, d2, d3) -> (d0, 0, d2, d3)>
#map14 = affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3, d4)>
#map15 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>
module {
  func.func @main_graph(%arg0: tensor<1x?xi64>) -> tensor<1x?x64xf32> {
    %c2_i64 = arith.constant 2 : i64
    %c4_i64 = arith.constant 4 : i64
    %c0_i64 = arith.constant 0 : i64
    %c1_i64 = arith.constant 1 : i64
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c64 = arith.constant 64 : index
    %c3 = arith.constant 3 : index
    %cst = arith.constant 0.000000e+00 : f32
    %c8_i64 = arith.constant 8 : i64
    %cst_0 = arith.constant 0xFF800000 : f32
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
    %c32_i64 = arith.constant 32 : i64
    %c16_i64 = arith.constant 16 : i64
    %cst_30 = arith.constant dense<1> : tensor<i64>
    %c2 = arith.constant 2 : index
    %dim = tensor.dim %arg0, %c1 : tensor<1x?xi64>
    %0 = arith.index_cast %dim : index to i64
    %1 = arith.cmpi sge, %0, %c0_i64 : i64
    cf.assert %1, "negative values not allowed in new dimensions"
    %2 = tensor.empty(%dim) : tensor<1x?xi64>
    %3 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel"]} ins(%cst_30 : tensor<i64>) outs(%2 : tensor<1x?xi64>) {
    ^bb0(%in: i64, %out: i64):
      linalg.yield %in : i64
    } -> tensor<1x?xi64>
    %4 = tensor.empty(%dim) : tensor<?xi64>
    %5 = linalg.generic {indexing_maps = [#map2], iterator_types = ["parallel"]} outs(%4 : tensor<?xi64>) {
    ^bb0(%out: i64):
      %219 = linalg.index 0 : index
      %220 = arith.index_cast %219 : index to i64
      linalg.yield %220 : i64
    } -> tensor<?xi64>
    %6 = tensor.empty(%dim) : tensor<1x?x32xf32>
    %7 = linalg.generic {indexing_maps = [#map3, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg0 : tensor<1x?xi64>) outs(%6 : tensor<1x?x32xf32>) {
    ^bb0(%in: i64, %out: f32):
      %219 = arith.index_cast %in : i64 to index
      %220 = linalg.index 2 : index
      %221 = arith.cmpi slt, %219, %c64 : index
      cf.assert %221, "index must be smaller than dim size"
      %222 = arith.cmpi sge, %in, %c0_i64 : i64
      cf.assert %222, "index must be larger or equal to 0"
      %extracted = tensor.extract %cst_28[%219, %220] : tensor<64x32xf32>
      linalg.yield %extracted : f32
    } -> tensor<1x?x32xf32>
    %8 = tensor.empty(%dim) : tensor<1x?xi1>
    %9 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%3 : tensor<1x?xi64>) outs(%8 : tensor<1x?xi1>) {
    ^bb0(%in: i64, %out: i1):
      %219 = arith.cmpi ne, %in, %c0_i64 : i64
      linalg.yield %219 : i1
    } -> tensor<1x?xi1>
    %10 = tensor.empty() : tensor<1xi64>
    %11 = linalg.generic {indexing_maps = [#map2], iterator_types = ["parallel"]} outs(%10 : tensor<1xi64>) {
    ^bb0(%out: i64):
      linalg.yield %c0_i64 : i64
    } -> tensor<1xi64>
    %expanded = tensor.expand_shape %11 [[0, 1, 2, 3]] output_shape [1, 1, 1, 1] : tensor<1xi64> into tensor<1x1x1x1xi64>
    %expanded_31 = tensor.expand_shape %5 [[0, 1, 2, 3]] output_shape [1, 1, %dim, 1] : tensor<?xi64> into tensor<1x1x?x1xi64>
    %expanded_32 = tensor.expand_shape %5 [[0, 1, 2, 3]] output_shape [1, 1, 1, %dim] : tensor<?xi64> into tensor<1x1x1x?xi64>
    %12 = tensor.empty(%dim, %dim) : tensor<1x1x?x?xi1>
    %13 = linalg.generic {indexing_maps = [#map5, #map6, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_32, %expanded_31 : tensor<1x1x1x?xi64>, tensor<1x1x?x1xi64>) outs(%12 : tensor<1x1x?x?xi1>) {
    ^bb0(%in: i64, %in_133: i64, %out: i1):
      %219 = arith.cmpi sle, %in, %in_133 : i64
      linalg.yield %219 : i1
    } -> tensor<1x1x?x?xi1>
    %14 = linalg.generic {indexing_maps = [#map8, #map7, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%cst_4, %13 : tensor<i1>, tensor<1x1x?x?xi1>) outs(%12 : tensor<1x1x?x?xi1>) {
    ^bb0(%in: i1, %in_133: i1, %out: i1):
      %219 = arith.andi %in, %in_133 : i1
      linalg.yield %219 : i1
    } -> tensor<1x1x?x?xi1>
    %dim_33 = tensor.dim %expanded_32, %c3 : tensor<1x1x1x?xi64>
    %15 = tensor.empty(%dim_33) : tensor<1x1x1x?xi1>
    %16 = linalg.generic {indexing_maps = [#map9, #map10, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded, %expanded_32 : tensor<1x1x1x1xi64>, tensor<1x1x1x?xi64>) outs(%15 : tensor<1x1x1x?xi1>) {
    ^bb0(%in: i64, %in_133: i64, %out: i1):
      %219 = arith.cmpi slt, %in, %c0_i64 : i64
      %220 = arith.addi %in, %c1_i64 : i64
      %221 = arith.select %219, %220, %in : i64
      %222 = arith.index_cast %221 : i64 to index
      %223 = arith.cmpi slt, %in_133, %c0_i64 : i64
      %224 = arith.addi %in_133, %0 : i64
      %225 = arith.select %223, %224, %in_133 : i64
      %226 = arith.index_cast %225 : i64 to index
      %extracted = tensor.extract %9[%222, %226] : tensor<1x?xi1>
      linalg.yield %extracted : i1
    } -> tensor<1x1x1x?xi1>
    %17 = arith.cmpi eq, %dim, %dim_33 : index
    cf.assert %17, "mismatched size for broadcast"
    %18 = linalg.generic {indexing_maps = [#map7, #map5, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%14, %16 : tensor<1x1x?x?xi1>, tensor<1x1x1x?xi1>) outs(%12 : tensor<1x1x?x?xi1>) {
    ^bb0(%in: i1, %in_133: i1, %out: i1):
      %219 = arith.andi %in, %in_133 : i1
      linalg.yield %219 : i1
    } -> tensor<1x1x?x?xi1>
    cf.assert %1, "unimplemented: dynamic negative broadcast sizes"
    cf.assert %1, "unimplemented: dynamic negative broadcast sizes"
    %19 = tensor.empty(%dim, %dim) : tensor<1x1x?x?xi1>
    %20 = linalg.generic {indexing_maps = [#map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%19 : tensor<1x1x?x?xi1>) {
    ^bb0(%out: i1):
      %219 = linalg.index 2 : index
      %220 = linalg.index 3 : index
      %221 = arith.cmpi eq, %dim, %c1 : index
      %222 = arith.select %221, %c0, %219 : index
      %223 = arith.select %221, %c0, %220 : index
      %extracted = tensor.extract %18[%c0, %c0, %222, %223] : tensor<1x1x?x?xi1>
      linalg.yield %extracted : i1
    } -> tensor<1x1x?x?xi1>
    %21 = tensor.empty(%dim, %dim) : tensor<1x1x?x?xf32>
    %22 = linalg.generic {indexing_maps = [#map7, #map8, #map8, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%20, %cst_3, %cst_2 : tensor<1x1x?x?xi1>, tensor<f32>, tensor<f32>) outs(%21 : tensor<1x1x?x?xf32>) {
    ^bb0(%in: i1, %in_133: f32, %in_134: f32, %out: f32):
      %219 = arith.select %in, %in_133, %in_134 : f32
      linalg.yield %219 : f32
    } -> tensor<1x1x?x?xf32>
    %expanded_34 = tensor.expand_shape %5 [[0, 1, 2]] output_shape [1, %dim, 1] : tensor<?xi64> into tensor<1x?x1xi64>
    %23 = tensor.empty(%dim) : tensor<1x?x1xf32>
    %24 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_34 : tensor<1x?x1xi64>) outs(%23 : tensor<1x?x1xf32>) {
    ^bb0(%in: i64, %out: f32):
      %219 = arith.sitofp %in : i64 to f32
      linalg.yield %219 : f32
    } -> tensor<1x?x1xf32>
    %25 = tensor.empty(%dim) : tensor<1x?x4xf32>
    %26 = linalg.generic {indexing_maps = [#map11, #map12, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%24, %cst_27 : tensor<1x?x1xf32>, tensor<4xf32>) outs(%25 : tensor<1x?x4xf32>) {
    ^bb0(%in: f32, %in_133: f32, %out: f32):
      %219 = arith.mulf %in, %in_133 : f32
      linalg.yield %219 : f32
    } -> tensor<1x?x4xf32>
    %concat = tensor.concat dim(2) %26, %26 : (tensor<1x?x4xf32>, tensor<1x?x4xf32>) -> tensor<1x?x8xf32>
    %dim_35 = tensor.dim %26, %c1 : tensor<1x?x4xf32>
    %27 = tensor.empty(%dim_35) : tensor<1x?x8xf32>
    %28 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%concat : tensor<1x?x8xf32>) outs(%27 : tensor<1x?x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %219 = math.cos %in : f32
      linalg.yield %219 : f32
    } -> tensor<1x?x8xf32>
    %29 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%concat : tensor<1x?x8xf32>) outs(%27 : tensor<1x?x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %219 = math.sin %in : f32
      linalg.yield %219 : f32
    } -> tensor<1x?x8xf32>
    %30 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%7 : tensor<1x?x32xf32>) outs(%6 : tensor<1x?x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %219 = math.fpowi %in, %c2_i64 : f32, i64
      linalg.yield %219 : f32
    } -> tensor<1x?x32xf32>
    %31 = linalg.fill ins(%cst : f32) outs(%23 : tensor<1x?x1xf32>) -> tensor<1x?x1xf32>
    %32 = linalg.generic {indexing_maps = [#map4, #map11], iterator_types = ["parallel", "parallel", "reduction"]} ins(%30 : tensor<1x?x32xf32>) outs(%31 : tensor<1x?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %219 = arith.addf %in, %out : f32
      linalg.yield %219 : f32
    } -> tensor<1x?x1xf32>
    %33 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%32 : tensor<1x?x1xf32>) outs(%23 : tensor<1x?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %219 = arith.divf %in, %cst_29 : f32
      linalg.yield %219 : f32
    } -> tensor<1x?x1xf32>
    %34 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%33 : tensor<1x?x1xf32>) outs(%23 : tensor<1x?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %219 = arith.truncf %cst_26 : f64 to f32
      %220 = arith.addf %in, %219 : f32
      linalg.yield %220 : f32
    } -> tensor<1x?x1xf32>
    %35 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%34 : tensor<1x?x1xf32>) outs(%23 : tensor<1x?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %219 = math.rsqrt %in : f32
      linalg.yield %219 : f32
    } -> tensor<1x?x1xf32>
    %36 = linalg.generic {indexing_maps = [#map4, #map11, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%7, %35 : tensor<1x?x32xf32>, tensor<1x?x1xf32>) outs(%6 : tensor<1x?x32xf32>) {
    ^bb0(%in: f32, %in_133: f32, %out: f32):
      %219 = arith.mulf %in, %in_133 : f32
      linalg.yield %219 : f32
    } -> tensor<1x?x32xf32>
    %37 = linalg.generic {indexing_maps = [#map12, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%cst_25, %36 : tensor<32xf32>, tensor<1x?x32xf32>) outs(%6 : tensor<1x?x32xf32>) {
    ^bb0(%in: f32, %in_133: f32, %out: f32):
      %219 = arith.mulf %in, %in_133 : f32
      linalg.yield %219 : f32
    } -> tensor<1x?x32xf32>
    %38 = tensor.empty() : tensor<32x32xf32>
    %transposed = linalg.transpose ins(%cst_24 : tensor<32x32xf32>) outs(%38 : tensor<32x32xf32>) permutation = [1, 0] 
    %collapsed = tensor.collapse_shape %37 [[0, 1], [2]] : tensor<1x?x32xf32> into tensor<?x32xf32>
    %39 = tensor.empty(%dim) : tensor<?x32xf32>
    %40 = linalg.fill ins(%cst : f32) outs(%39 : tensor<?x32xf32>) -> tensor<?x32xf32>
    %41 = linalg.matmul ins(%collapsed, %transposed : tensor<?x32xf32>, tensor<32x32xf32>) outs(%40 : tensor<?x32xf32>) -> tensor<?x32xf32>
    %expanded_36 = tensor.expand_shape %41 [[0, 1], [2]] output_shape [1, %dim, 32] : tensor<?x32xf32> into tensor<1x?x32xf32>
    %42 = arith.cmpi slt, %0, %c0_i64 : i64
    %43 = arith.select %42, %c1_i64, %0 : i64
    %44 = arith.extui %42 : i1 to i64
    %45 = arith.addi %44, %c1_i64 : i64
    %46 = arith.muli %43, %c8_i64 : i64
    %47 = arith.cmpi sle, %45, %c1_i64 : i64
    cf.assert %47, "must have at most one inferred (negative) dimension"
    %48 = arith.muli %0, %c32_i64 : i64
    %49 = arith.divsi %48, %46 : i64
    %50 = arith.select %42, %49, %0 : i64
    %from_elements = tensor.from_elements %c1_i64, %50, %49, %c8_i64 : tensor<4xi64>
    %reshape = tensor.reshape %expanded_36(%from_elements) : (tensor<1x?x32xf32>, tensor<4xi64>) -> tensor<1x?x4x8xf32>
    %51 = arith.index_cast %50 : i64 to index
    %52 = tensor.empty(%51) : tensor<1x4x?x8xf32>
    %transposed_37 = linalg.transpose ins(%reshape : tensor<1x?x4x8xf32>) outs(%52 : tensor<1x4x?x8xf32>) permutation = [0, 2, 1, 3] 
    %53 = tensor.empty() : tensor<32x16xf32>
    %transposed_38 = linalg.transpose ins(%cst_23 : tensor<16x32xf32>) outs(%53 : tensor<32x16xf32>) permutation = [1, 0] 
    %54 = tensor.empty(%dim) : tensor<?x16xf32>
    %55 = linalg.fill ins(%cst : f32) outs(%54 : tensor<?x16xf32>) -> tensor<?x16xf32>
    %56 = linalg.matmul ins(%collapsed, %transposed_38 : tensor<?x32xf32>, tensor<32x16xf32>) outs(%55 : tensor<?x16xf32>) -> tensor<?x16xf32>
    %expanded_39 = tensor.expand_shape %56 [[0, 1], [2]] output_shape [1, %dim, 16] : tensor<?x16xf32> into tensor<1x?x16xf32>
    cf.assert %47, "must have at most one inferred (negative) dimension"
    %57 = arith.muli %0, %c16_i64 : i64
    %58 = arith.divsi %57, %46 : i64
    %59 = arith.select %42, %58, %0 : i64
    %from_elements_40 = tensor.from_elements %c1_i64, %59, %58, %c8_i64 : tensor<4xi64>
    %reshape_41 = tensor.reshape %expanded_39(%from_elements_40) : (tensor<1x?x16xf32>, tensor<4xi64>) -> tensor<1x?x2x8xf32>
    %60 = arith.index_cast %59 : i64 to index
    %61 = tensor.empty(%60) : tensor<1x2x?x8xf32>
    %transposed_42 = linalg.transpose ins(%reshape_41 : tensor<1x?x2x8xf32>) outs(%61 : tensor<1x2x?x8xf32>) permutation = [0, 2, 1, 3] 
    %transposed_43 = linalg.transpose ins(%cst_22 : tensor<16x32xf32>) outs(%53 : tensor<32x16xf32>) permutation = [1, 0] 
    %62 = linalg.matmul ins(%collapsed, %transposed_43 : tensor<?x32xf32>, tensor<32x16xf32>) outs(%55 : tensor<?x16xf32>) -> tensor<?x16xf32>
    %expanded_44 = tensor.expand_shape %62 [[0, 1], [2]] output_shape [1, %dim, 16] : tensor<?x16xf32> into tensor<1x?x16xf32>
    cf.assert %47, "must have at most one inferred (negative) dimension"
    %reshape_45 = tensor.reshape %expanded_44(%from_elements_40) : (tensor<1x?x16xf32>, tensor<4xi64>) -> tensor<1x?x2x8xf32>
    %transposed_46 = linalg.transpose ins(%reshape_45 : tensor<1x?x2x8xf32>) outs(%61 : tensor<1x2x?x8xf32>) permutation = [0, 2, 1, 3] 
    %expanded_47 = tensor.expand_shape %28 [[0], [1, 2], [3]] output_shape [1, 1, %dim_35, 8] : tensor<1x?x8xf32> into tensor<1x1x?x8xf32>
    %expanded_48 = tensor.expand_shape %29 [[0], [1, 2], [3]] output_shape [1, 1, %dim_35, 8] : tensor<1x?x8xf32> into tensor<1x1x?x8xf32>
    %63 = arith.cmpi eq, %51, %dim_35 : index
    cf.assert %63, "mismatched size for broadcast"
    %64 = linalg.generic {indexing_maps = [#map7, #map13, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_37, %expanded_47 : tensor<1x4x?x8xf32>, tensor<1x1x?x8xf32>) outs(%52 : tensor<1x4x?x8xf32>) {
    ^bb0(%in: f32, %in_133: f32, %out: f32):
      %219 = arith.mulf %in, %in_133 : f32
      linalg.yield %219 : f32
    } -> tensor<1x4x?x8xf32>
    %extracted_slice = tensor.extract_slice %transposed_37[0, 0, 0, 0] [1, 4, %51, 4] [1, 1, 1, 1] : tensor<1x4x?x8xf32> to tensor<1x4x?x4xf32>
    %extracted_slice_49 = tensor.extract_slice %transposed_37[0, 0, 0, 4] [1, 4, %51, 4] [1, 1, 1, 1] : tensor<1x4x?x8xf32> to tensor<1x4x?x4xf32>
    %65 = tensor.empty(%51) : tensor<1x4x?x4xf32>
    %66 = linalg.generic {indexing_maps = [#map7, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_49 : tensor<1x4x?x4xf32>) outs(%65 : tensor<1x4x?x4xf32>) {
    ^bb0(%in: f32, %out: f32):
      %219 = arith.negf %in : f32
      linalg.yield %219 : f32
    } -> tensor<1x4x?x4xf32>
    %concat_50 = tensor.concat dim(3) %66, %extracted_slice : (tensor<1x4x?x4xf32>, tensor<1x4x?x4xf32>) -> tensor<1x4x?x8xf32>
    %dim_51 = tensor.dim %66, %c2 : tensor<1x4x?x4xf32>
    %67 = arith.cmpi eq, %dim_51, %dim_35 : index
    cf.assert %67, "mismatched size for broadcast"
    %68 = tensor.empty(%dim_51) : tensor<1x4x?x8xf32>
    %69 = linalg.generic {indexing_maps = [#map7, #map13, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%concat_50, %expanded_48 : tensor<1x4x?x8xf32>, tensor<1x1x?x8xf32>) outs(%68 : tensor<1x4x?x8xf32>) {
    ^bb0(%in: f32, %in_133: f32, %out: f32):
      %219 = arith.mulf %in, %in_133 : f32
      linalg.yield %219 : f32
    } -> tensor<1x4x?x8xf32>
    %70 = arith.cmpi eq, %51, %dim_51 : index
    cf.assert %70, "mismatched size for broadcast"
    %71 = linalg.generic {indexing_maps = [#map7, #map7, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%64, %69 : tensor<1x4x?x8xf32>, tensor<1x4x?x8xf32>) outs(%52 : tensor<1x4x?x8xf32>) {
    ^bb0(%in: f32, %in_133: f32, %out: f32):
      %219 = arith.addf %in, %in_133 : f32
      linalg.yield %219 : f32
    } -> tensor<1x4x?x8xf32>
    %72 = arith.cmpi eq, %60, %dim_35 : index
    cf.assert %72, "mismatched size for broadcast"
    %73 = linalg.generic {indexing_maps = [#map7, #map13, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_42, %expanded_47 : tensor<1x2x?x8xf32>, tensor<1x1x?x8xf32>) outs(%61 : tensor<1x2x?x8xf32>) {
    ^bb0(%in: f32, %in_133: f32, %out: f32):
      %219 = arith.mulf %in, %in_133 : f32
      linalg.yield %219 : f32
    } -> tensor<1x2x?x8xf32>
    %extracted_slice_52 = tensor.extract_slice %transposed_42[0, 0, 0, 0] [1, 2, %60, 4] [1, 1, 1, 1] : tensor<1x2x?x8xf32> to tensor<1x2x?x4xf32>
    %extracted_slice_53 = tensor.extract_slice %transposed_42[0, 0, 0, 4] [1, 2, %60, 4] [1, 1, 1, 1] : tensor<1x2x?x8xf32> to tensor<1x2x?x4xf32>
    %74 = tensor.empty(%60) : tensor<1x2x?x4xf32>
    %75 = linalg.generic {indexing_maps = [#map7, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_53 : tensor<1x2x?x4xf32>) outs(%74 : tensor<1x2x?x4xf32>) {
    ^bb0(%in: f32, %out: f32):
      %219 = arith.negf %in : f32
      linalg.yield %219 : f32
    } -> tensor<1x2x?x4xf32>
    %concat_54 = tensor.concat dim(3) %75, %extracted_slice_52 : (tensor<1x2x?x4xf32>, tensor<1x2x?x4xf32>) -> tensor<1x2x?x8xf32>
    %dim_55 = tensor.dim %75, %c2 : tensor<1x2x?x4xf32>
    %76 = arith.cmpi eq, %dim_55, %dim_35 : index
    cf.assert %76, "mismatched size for broadcast"
    %77 = tensor.empty(%dim_55) : tensor<1x2x?x8xf32>
    %78 = linalg.generic {indexing_maps = [#map7, #map13, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%concat_54, %expanded_48 : tensor<1x2x?x8xf32>, tensor<1x1x?x8xf32>) outs(%77 : tensor<1x2x?x8xf32>) {
    ^bb0(%in: f32, %in_133: f32, %out: f32):
      %219 = arith.mulf %in, %in_133 : f32
      linalg.yield %219 : f32
    } -> tensor<1x2x?x8xf32>
    %79 = arith.cmpi eq, %60, %dim_55 : index
    cf.assert %79, "mismatched size for broadcast"
    %80 = linalg.generic {indexing_maps = [#map7, #map7, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%73, %78 : tensor<1x2x?x8xf32>, tensor<1x2x?x8xf32>) outs(%61 : tensor<1x2x?x8xf32>) {
    ^bb0(%in: f32, %in_133: f32, %out: f32):
      %219 = arith.addf %in, %in_133 : f32
      linalg.yield %219 : f32
    } -> tensor<1x2x?x8xf32>
    %expanded_56 = tensor.expand_shape %80 [[0], [1], [2, 3], [4]] output_shape [1, 2, 1, %60, 8] : tensor<1x2x?x8xf32> into tensor<1x2x1x?x8xf32>
    cf.assert %1, "unimplemented: dynamic negative broadcast sizes"
    %81 = tensor.empty(%dim) : tensor<1x2x2x?x8xf32>
    %82 = linalg.generic {indexing_maps = [#map14], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel"]} outs(%81 : tensor<1x2x2x?x8xf32>) {
    ^bb0(%out: f32):
      %219 = linalg.index 1 : index
      %220 = linalg.index 3 : index
      %221 = linalg.index 4 : index
      %222 = arith.cmpi eq, %60, %c1 : index
      %223 = arith.select %222, %c0, %220 : index
      %extracted = tensor.extract %expanded_56[%c0, %219, %c0, %223, %221] : tensor<1x2x1x?x8xf32>
      linalg.yield %extracted : f32
    } -> tensor<1x2x2x?x8xf32>
    %collapsed_57 = tensor.collapse_shape %82 [[0], [1, 2], [3], [4]] : tensor<1x2x2x?x8xf32> into tensor<1x4x?x8xf32>
    %expanded_58 = tensor.expand_shape %transposed_46 [[0], [1], [2, 3], [4]] output_shape [1, 2, 1, %60, 8] : tensor<1x2x?x8xf32> into tensor<1x2x1x?x8xf32>
    cf.assert %1, "unimplemented: dynamic negative broadcast sizes"
    %83 = linalg.generic {indexing_maps = [#map14], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel"]} outs(%81 : tensor<1x2x2x?x8xf32>) {
    ^bb0(%out: f32):
      %219 = linalg.index 1 : index
      %220 = linalg.index 3 : index
      %221 = linalg.index 4 : index
      %222 = arith.cmpi eq, %60, %c1 : index
      %223 = arith.select %222, %c0, %220 : index
      %extracted = tensor.extract %expanded_58[%c0, %219, %c0, %223, %221] : tensor<1x2x1x?x8xf32>
      linalg.yield %extracted : f32
    } -> tensor<1x2x2x?x8xf32>
    %collapsed_59 = tensor.collapse_shape %83 [[0], [1, 2], [3], [4]] : tensor<1x2x2x?x8xf32> into tensor<1x4x?x8xf32>
    %84 = tensor.empty(%dim) : tensor<1x4x8x?xf32>
    %transposed_60 = linalg.transpose ins(%collapsed_57 : tensor<1x4x?x8xf32>) outs(%84 : tensor<1x4x8x?xf32>) permutation = [0, 1, 3, 2] 
    cf.assert %1, "unimplemented: dynamic negative broadcast sizes"
    %85 = tensor.empty(%dim) : tensor<1x4x?x8xf32>
    %86 = linalg.generic {indexing_maps = [#map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%85 : tensor<1x4x?x8xf32>) {
    ^bb0(%out: f32):
      %219 = linalg.index 1 : index
      %220 = linalg.index 2 : index
      %221 = linalg.index 3 : index
      %222 = arith.cmpi eq, %51, %c1 : index
      %223 = arith.select %222, %c0, %220 : index
      %extracted = tensor.extract %71[%c0, %219, %223, %221] : tensor<1x4x?x8xf32>
      linalg.yield %extracted : f32
    } -> tensor<1x4x?x8xf32>
    %collapsed_61 = tensor.collapse_shape %86 [[0, 1], [2], [3]] : tensor<1x4x?x8xf32> into tensor<4x?x8xf32>
    cf.assert %1, "unimplemented: dynamic negative broadcast sizes"
    %87 = linalg.generic {indexing_maps = [#map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%84 : tensor<1x4x8x?xf32>) {
    ^bb0(%out: f32):
      %219 = linalg.index 1 : index
      %220 = linalg.index 2 : index
      %221 = linalg.index 3 : index
      %222 = arith.cmpi eq, %dim, %c1 : index
      %223 = arith.select %222, %c0, %221 : index
      %extracted = tensor.extract %transposed_60[%c0, %219, %220, %223] : tensor<1x4x8x?xf32>
      linalg.yield %extracted : f32
    } -> tensor<1x4x8x?xf32>
    %collapsed_62 = tensor.collapse_shape %87 [[0, 1], [2], [3]] : tensor<1x4x8x?xf32> into tensor<4x8x?xf32>
    %88 = tensor.empty(%dim, %dim) : tensor<4x?x?xf32>
    %89 = linalg.fill ins(%cst : f32) outs(%88 : tensor<4x?x?xf32>) -> tensor<4x?x?xf32>
    %90 = linalg.batch_matmul ins(%collapsed_61, %collapsed_62 : tensor<4x?x8xf32>, tensor<4x8x?xf32>) outs(%89 : tensor<4x?x?xf32>) -> tensor<4x?x?xf32>
    %91 = arith.muli %0, %c4_i64 : i64
    %92 = arith.select %42, %c4_i64, %91 : i64
    %93 = arith.muli %92, %0 : i64
    %94 = arith.select %42, %c4_i64, %93 : i64
    %95 = arith.select %42, %45, %44 : i64
    %96 = arith.cmpi sle, %95, %c1_i64 : i64
    cf.assert %96, "must have at most one inferred (negative) dimension"
    %97 = arith.muli %91, %0 : i64
    %98 = arith.divsi %97, %94 : i64
    %99 = arith.select %42, %98, %0 : i64
    %from_elements_63 = tensor.from_elements %c1_i64, %c4_i64, %99, %99 : tensor<4xi64>
    %reshape_64 = tensor.reshape %90(%from_elements_63) : (tensor<4x?x?xf32>, tensor<4xi64>) -> tensor<1x4x?x?xf32>
    %100 = arith.index_cast %99 : i64 to index
    %101 = tensor.empty(%100, %100) : tensor<1x4x?x?xf32>
    %102 = linalg.generic {indexing_maps = [#map7, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%reshape_64 : tensor<1x4x?x?xf32>) outs(%101 : tensor<1x4x?x?xf32>) {
    ^bb0(%in: f32, %out: f32):
      %219 = arith.truncf %cst_21 : f64 to f32
      %220 = arith.mulf %in, %219 : f32
      linalg.yield %220 : f32
    } -> tensor<1x4x?x?xf32>
    %103 = arith.cmpi eq, %100, %dim : index
    cf.assert %103, "mismatched size for broadcast"
    cf.assert %103, "mismatched size for broadcast"
    %104 = linalg.generic {indexing_maps = [#map7, #map13, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%102, %22 : tensor<1x4x?x?xf32>, tensor<1x1x?x?xf32>) outs(%101 : tensor<1x4x?x?xf32>) {
    ^bb0(%in: f32, %in_133: f32, %out: f32):
      %219 = arith.addf %in, %in_133 : f32
      linalg.yield %219 : f32
    } -> tensor<1x4x?x?xf32>
    %105 = tensor.empty(%100) : tensor<1x4x?xi64>
    %106 = linalg.fill ins(%c0_i64 : i64) outs(%105 : tensor<1x4x?xi64>) -> tensor<1x4x?xi64>
    %107 = tensor.empty(%100) : tensor<1x4x?xf32>
    %108 = linalg.fill ins(%cst_0 : f32) outs(%107 : tensor<1x4x?xf32>) -> tensor<1x4x?xf32>
    %109:2 = linalg.generic {indexing_maps = [#map7, #map15, #map15], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%104 : tensor<1x4x?x?xf32>) outs(%108, %106 : tensor<1x4x?xf32>, tensor<1x4x?xi64>) {
    ^bb0(%in: f32, %out: f32, %out_133: i64):
      %219 = linalg.index 3 : index
      %220 = arith.index_cast %219 : index to i64
      %221 = arith.maximumf %in, %out : f32
      %222 = arith.cmpf ogt, %in, %out : f32
      %223 = arith.select %222, %220, %out_133 : i64
      linalg.yield %221, %223 : f32, i64
    } -> (tensor<1x4x?xf32>, tensor<1x4x?xi64>)
    %expanded_65 = tensor.expand_shape %109#0 [[0], [1], [2, 3]] output_shape [1, 4, %100, 1] : tensor<1x4x?xf32> into tensor<1x4x?x1xf32>
    %110 = linalg.generic {indexing_maps = [#map7, #map6, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%104, %expanded_65 : tensor<1x4x?x?xf32>, tensor<1x4x?x1xf32>) outs(%101 : tensor<1x4x?x?xf32>) {
    ^bb0(%in: f32, %in_133: f32, %out: f32):
      %219 = arith.subf %in, %in_133 : f32
      linalg.yield %219 : f32
    } -> tensor<1x4x?x?xf32>
    %111 = linalg.generic {indexing_maps = [#map7, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%110 : tensor<1x4x?x?xf32>) outs(%101 : tensor<1x4x?x?xf32>) {
    ^bb0(%in: f32, %out: f32):
      %219 = math.exp %in : f32
      linalg.yield %219 : f32
    } -> tensor<1x4x?x?xf32>
    %112 = tensor.empty(%100) : tensor<1x4x?x1xf32>
    %113 = linalg.fill ins(%cst : f32) outs(%112 : tensor<1x4x?x1xf32>) -> tensor<1x4x?x1xf32>
    %114 = linalg.generic {indexing_maps = [#map7, #map6], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%111 : tensor<1x4x?x?xf32>) outs(%113 : tensor<1x4x?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %219 = arith.addf %in, %out : f32
      linalg.yield %219 : f32
    } -> tensor<1x4x?x1xf32>
    %115 = linalg.generic {indexing_maps = [#map7, #map6, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%111, %114 : tensor<1x4x?x?xf32>, tensor<1x4x?x1xf32>) outs(%101 : tensor<1x4x?x?xf32>) {
    ^bb0(%in: f32, %in_133: f32, %out: f32):
      %219 = arith.divf %in, %in_133 : f32
      linalg.yield %219 : f32
    } -> tensor<1x4x?x?xf32>
    cf.assert %1, "unimplemented: dynamic negative broadcast sizes"
    cf.assert %1, "unimplemented: dynamic negative broadcast sizes"
    %116 = tensor.empty(%dim, %dim) : tensor<1x4x?x?xf32>
    %117 = linalg.generic {indexing_maps = [#map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%116 : tensor<1x4x?x?xf32>) {
    ^bb0(%out: f32):
      %219 = linalg.index 1 : index
      %220 = linalg.index 2 : index
      %221 = linalg.index 3 : index
      %222 = arith.cmpi eq, %100, %c1 : index
      %223 = arith.select %222, %c0, %220 : index
      %224 = arith.select %222, %c0, %221 : index
      %extracted = tensor.extract %115[%c0, %219, %223, %224] : tensor<1x4x?x?xf32>
      linalg.yield %extracted : f32
    } -> tensor<1x4x?x?xf32>
    cf.assert %96, "must have at most one inferred (negative) dimension"
    %from_elements_66 = tensor.from_elements %c4_i64, %99, %99 : tensor<3xi64>
    %reshape_67 = tensor.reshape %117(%from_elements_66) : (tensor<1x4x?x?xf32>, tensor<3xi64>) -> tensor<4x?x?xf32>
    cf.assert %1, "unimplemented: dynamic negative broadcast sizes"
    %118 = linalg.generic {indexing_maps = [#map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%85 : tensor<1x4x?x8xf32>) {
    ^bb0(%out: f32):
      %219 = linalg.index 1 : index
      %220 = linalg.index 2 : index
      %221 = linalg.index 3 : index
      %222 = arith.cmpi eq, %dim, %c1 : index
      %223 = arith.select %222, %c0, %220 : index
      %extracted = tensor.extract %collapsed_59[%c0, %219, %223, %221] : tensor<1x4x?x8xf32>
      linalg.yield %extracted : f32
    } -> tensor<1x4x?x8xf32>
    %collapsed_68 = tensor.collapse_shape %118 [[0, 1], [2], [3]] : tensor<1x4x?x8xf32> into tensor<4x?x8xf32>
    %119 = arith.cmpi eq, %99, %0 : i64
    cf.assert %119, "mismatching contracting dimension"
    %120 = tensor.empty(%100) : tensor<4x?x8xf32>
    %121 = linalg.fill ins(%cst : f32) outs(%120 : tensor<4x?x8xf32>) -> tensor<4x?x8xf32>
    %122 = linalg.batch_matmul ins(%reshape_67, %collapsed_68 : tensor<4x?x?xf32>, tensor<4x?x8xf32>) outs(%121 : tensor<4x?x8xf32>) -> tensor<4x?x8xf32>
    %expanded_69 = tensor.expand_shape %122 [[0, 1], [2], [3]] output_shape [1, 4, %100, 8] : tensor<4x?x8xf32> into tensor<1x4x?x8xf32>
    %123 = tensor.empty(%100) : tensor<1x?x4x8xf32>
    %transposed_70 = linalg.transpose ins(%expanded_69 : tensor<1x4x?x8xf32>) outs(%123 : tensor<1x?x4x8xf32>) permutation = [0, 2, 1, 3] 
    cf.assert %47, "must have at most one inferred (negative) dimension"
    %124 = arith.muli %99, %c32_i64 : i64
    %125 = arith.divsi %124, %43 : i64
    %126 = arith.select %42, %125, %0 : i64
    %from_elements_71 = tensor.from_elements %c1_i64, %126, %125 : tensor<3xi64>
    %reshape_72 = tensor.reshape %transposed_70(%from_elements_71) : (tensor<1x?x4x8xf32>, tensor<3xi64>) -> tensor<1x?x32xf32>
    %transposed_73 = linalg.transpose ins(%cst_20 : tensor<32x32xf32>) outs(%38 : tensor<32x32xf32>) permutation = [1, 0] 
    %collapsed_74 = tensor.collapse_shape %reshape_72 [[0, 1], [2]] : tensor<1x?x32xf32> into tensor<?x32xf32>
    %127 = arith.index_cast %126 : i64 to index
    %128 = tensor.empty(%127) : tensor<?x32xf32>
    %129 = linalg.fill ins(%cst : f32) outs(%128 : tensor<?x32xf32>) -> tensor<?x32xf32>
    %130 = linalg.matmul ins(%collapsed_74, %transposed_73 : tensor<?x32xf32>, tensor<32x32xf32>) outs(%129 : tensor<?x32xf32>) -> tensor<?x32xf32>
    %expanded_75 = tensor.expand_shape %130 [[0, 1], [2]] output_shape [1, %127, 32] : tensor<?x32xf32> into tensor<1x?x32xf32>
    %131 = arith.cmpi eq, %dim, %127 : index
    cf.assert %131, "mismatched size for broadcast"
    %132 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%7, %expanded_75 : tensor<1x?x32xf32>, tensor<1x?x32xf32>) outs(%6 : tensor<1x?x32xf32>) {
    ^bb0(%in: f32, %in_133: f32, %out: f32):
      %219 = arith.addf %in, %in_133 : f32
      linalg.yield %219 : f32
    } -> tensor<1x?x32xf32>
    %133 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%132 : tensor<1x?x32xf32>) outs(%6 : tensor<1x?x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %219 = math.fpowi %in, %c2_i64 : f32, i64
      linalg.yield %219 : f32
    } -> tensor<1x?x32xf32>
    %134 = linalg.generic {indexing_maps = [#map4, #map11], iterator_types = ["parallel", "parallel", "reduction"]} ins(%133 : tensor<1x?x32xf32>) outs(%31 : tensor<1x?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %219 = arith.addf %in, %out : f32
      linalg.yield %219 : f32
    } -> tensor<1x?x1xf32>
    %135 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%134 : tensor<1x?x1xf32>) outs(%23 : tensor<1x?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %219 = arith.divf %in, %cst_29 : f32
      linalg.yield %219 : f32
    } -> tensor<1x?x1xf32>
    %136 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%135 : tensor<1x?x1xf32>) outs(%23 : tensor<1x?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %219 = arith.truncf %cst_26 : f64 to f32
      %220 = arith.addf %in, %219 : f32
      linalg.yield %220 : f32
    } -> tensor<1x?x1xf32>
    %137 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%136 : tensor<1x?x1xf32>) outs(%23 : tensor<1x?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %219 = math.rsqrt %in : f32
      linalg.yield %219 : f32
    } -> tensor<1x?x1xf32>
    %138 = linalg.generic {indexing_maps = [#map4, #map11, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%132, %137 : tensor<1x?x32xf32>, tensor<1x?x1xf32>) outs(%6 : tensor<1x?x32xf32>) {
    ^bb0(%in: f32, %in_133: f32, %out: f32):
      %219 = arith.mulf %in, %in_133 : f32
      linalg.yield %219 : f32
    } -> tensor<1x?x32xf32>
    %139 = linalg.generic {indexing_maps = [#map12, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%cst_19, %138 : tensor<32xf32>, tensor<1x?x32xf32>) outs(%6 : tensor<1x?x32xf32>) {
    ^bb0(%in: f32, %in_133: f32, %out: f32):
      %219 = arith.mulf %in, %in_133 : f32
      linalg.yield %219 : f32
    } -> tensor<1x?x32xf32>
    %140 = tensor.empty() : tensor<32x64xf32>
    %transposed_76 = linalg.transpose ins(%cst_18 : tensor<64x32xf32>) outs(%140 : tensor<32x64xf32>) permutation = [1, 0] 
    %collapsed_77 = tensor.collapse_shape %139 [[0, 1], [2]] : tensor<1x?x32xf32> into tensor<?x32xf32>
    %141 = tensor.empty(%dim) : tensor<?x64xf32>
    %142 = linalg.fill ins(%cst : f32) outs(%141 : tensor<?x64xf32>) -> tensor<?x64xf32>
    %143 = linalg.matmul ins(%collapsed_77, %transposed_76 : tensor<?x32xf32>, tensor<32x64xf32>) outs(%142 : tensor<?x64xf32>) -> tensor<?x64xf32>
    %expanded_78 = tensor.expand_shape %143 [[0, 1], [2]] output_shape [1, %dim, 64] : tensor<?x64xf32> into tensor<1x?x64xf32>
    %144 = tensor.empty(%dim) : tensor<1x?x64xf32>
    %145 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_78 : tensor<1x?x64xf32>) outs(%144 : tensor<1x?x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %219 = arith.negf %in : f32
      %220 = math.exp %219 : f32
      %221 = arith.addf %220, %cst_1 : f32
      %222 = arith.divf %cst_1, %221 : f32
      linalg.yield %222 : f32
    } -> tensor<1x?x64xf32>
    %146 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_78, %145 : tensor<1x?x64xf32>, tensor<1x?x64xf32>) outs(%144 : tensor<1x?x64xf32>) {
    ^bb0(%in: f32, %in_133: f32, %out: f32):
      %219 = arith.mulf %in, %in_133 : f32
      linalg.yield %219 : f32
    } -> tensor<1x?x64xf32>
    %transposed_79 = linalg.transpose ins(%cst_17 : tensor<64x32xf32>) outs(%140 : tensor<32x64xf32>) permutation = [1, 0] 
    %147 = linalg.matmul ins(%collapsed_77, %transposed_79 : tensor<?x32xf32>, tensor<32x64xf32>) outs(%142 : tensor<?x64xf32>) -> tensor<?x64xf32>
    %expanded_80 = tensor.expand_shape %147 [[0, 1], [2]] output_shape [1, %dim, 64] : tensor<?x64xf32> into tensor<1x?x64xf32>
    %148 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%146, %expanded_80 : tensor<1x?x64xf32>, tensor<1x?x64xf32>) outs(%144 : tensor<1x?x64xf32>) {
    ^bb0(%in: f32, %in_133: f32, %out: f32):
      %219 = arith.mulf %in, %in_133 : f32
      linalg.yield %219 : f32
    } -> tensor<1x?x64xf32>
    %149 = tensor.empty() : tensor<64x32xf32>
    %transposed_81 = linalg.transpose ins(%cst_16 : tensor<32x64xf32>) outs(%149 : tensor<64x32xf32>) permutation = [1, 0] 
    %collapsed_82 = tensor.collapse_shape %148 [[0, 1], [2]] : tensor<1x?x64xf32> into tensor<?x64xf32>
    %150 = linalg.matmul ins(%collapsed_82, %transposed_81 : tensor<?x64xf32>, tensor<64x32xf32>) outs(%40 : tensor<?x32xf32>) -> tensor<?x32xf32>
    %expanded_83 = tensor.expand_shape %150 [[0, 1], [2]] output_shape [1, %dim, 32] : tensor<?x32xf32> into tensor<1x?x32xf32>
    %151 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%132, %expanded_83 : tensor<1x?x32xf32>, tensor<1x?x32xf32>) outs(%6 : tensor<1x?x32xf32>) {
    ^bb0(%in: f32, %in_133: f32, %out: f32):
      %219 = arith.addf %in, %in_133 : f32
      linalg.yield %219 : f32
    } -> tensor<1x?x32xf32>
    %152 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%151 : tensor<1x?x32xf32>) outs(%6 : tensor<1x?x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %219 = math.fpowi %in, %c2_i64 : f32, i64
      linalg.yield %219 : f32
    } -> tensor<1x?x32xf32>
    %153 = linalg.generic {indexing_maps = [#map4, #map11], iterator_types = ["parallel", "parallel", "reduction"]} ins(%152 : tensor<1x?x32xf32>) outs(%31 : tensor<1x?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %219 = arith.addf %in, %out : f32
      linalg.yield %219 : f32
    } -> tensor<1x?x1xf32>
    %154 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%153 : tensor<1x?x1xf32>) outs(%23 : tensor<1x?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %219 = arith.divf %in, %cst_29 : f32
      linalg.yield %219 : f32
    } -> tensor<1x?x1xf32>
    %155 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%154 : tensor<1x?x1xf32>) outs(%23 : tensor<1x?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %219 = arith.truncf %cst_26 : f64 to f32
      %220 = arith.addf %in, %219 : f32
      linalg.yield %220 : f32
    } -> tensor<1x?x1xf32>
    %156 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%155 : tensor<1x?x1xf32>) outs(%23 : tensor<1x?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %219 = math.rsqrt %in : f32
      linalg.yield %219 : f32
    } -> tensor<1x?x1xf32>
    %157 = linalg.generic {indexing_maps = [#map4, #map11, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%151, %156 : tensor<1x?x32xf32>, tensor<1x?x1xf32>) outs(%6 : tensor<1x?x32xf32>) {
    ^bb0(%in: f32, %in_133: f32, %out: f32):
      %219 = arith.mulf %in, %in_133 : f32
      linalg.yield %219 : f32
    } -> tensor<1x?x32xf32>
    %158 = linalg.generic {indexing_maps = [#map12, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%cst_15, %157 : tensor<32xf32>, tensor<1x?x32xf32>) outs(%6 : tensor<1x?x32xf32>) {
    ^bb0(%in: f32, %in_133: f32, %out: f32):
      %219 = arith.mulf %in, %in_133 : f32
      linalg.yield %219 : f32
    } -> tensor<1x?x32xf32>
    %transposed_84 = linalg.transpose ins(%cst_14 : tensor<32x32xf32>) outs(%38 : tensor<32x32xf32>) permutation = [1, 0] 
    %collapsed_85 = tensor.collapse_shape %158 [[0, 1], [2]] : tensor<1x?x32xf32> into tensor<?x32xf32>
    %159 = linalg.matmul ins(%collapsed_85, %transposed_84 : tensor<?x32xf32>, tensor<32x32xf32>) outs(%40 : tensor<?x32xf32>) -> tensor<?x32xf32>
    %expanded_86 = tensor.expand_shape %159 [[0, 1], [2]] output_shape [1, %dim, 32] : tensor<?x32xf32> into tensor<1x?x32xf32>
    cf.assert %47, "must have at most one inferred (negative) dimension"
    %reshape_87 = tensor.reshape %expanded_86(%from_elements) : (tensor<1x?x32xf32>, tensor<4xi64>) -> tensor<1x?x4x8xf32>
    %transposed_88 = linalg.transpose ins(%reshape_87 : tensor<1x?x4x8xf32>) outs(%52 : tensor<1x4x?x8xf32>) permutation = [0, 2, 1, 3] 
    %transposed_89 = linalg.transpose ins(%cst_13 : tensor<16x32xf32>) outs(%53 : tensor<32x16xf32>) permutation = [1, 0] 
    %160 = linalg.matmul ins(%collapsed_85, %transposed_89 : tensor<?x32xf32>, tensor<32x16xf32>) outs(%55 : tensor<?x16xf32>) -> tensor<?x16xf32>
    %expanded_90 = tensor.expand_shape %160 [[0, 1], [2]] output_shape [1, %dim, 16] : tensor<?x16xf32> into tensor<1x?x16xf32>
    cf.assert %47, "must have at most one inferred (negative) dimension"
    %reshape_91 = tensor.reshape %expanded_90(%from_elements_40) : (tensor<1x?x16xf32>, tensor<4xi64>) -> tensor<1x?x2x8xf32>
    %transposed_92 = linalg.transpose ins(%reshape_91 : tensor<1x?x2x8xf32>) outs(%61 : tensor<1x2x?x8xf32>) permutation = [0, 2, 1, 3] 
    %transposed_93 = linalg.transpose ins(%cst_12 : tensor<16x32xf32>) outs(%53 : tensor<32x16xf32>) permutation = [1, 0] 
    %161 = linalg.matmul ins(%collapsed_85, %transposed_93 : tensor<?x32xf32>, tensor<32x16xf32>) outs(%55 : tensor<?x16xf32>) -> tensor<?x16xf32>
    %expanded_94 = tensor.expand_shape %161 [[0, 1], [2]] output_shape [1, %dim, 16] : tensor<?x16xf32> into tensor<1x?x16xf32>
    cf.assert %47, "must have at most one inferred (negative) dimension"
    %reshape_95 = tensor.reshape %expanded_94(%from_elements_40) : (tensor<1x?x16xf32>, tensor<4xi64>) -> tensor<1x?x2x8xf32>
    %transposed_96 = linalg.transpose ins(%reshape_95 : tensor<1x?x2x8xf32>) outs(%61 : tensor<1x2x?x8xf32>) permutation = [0, 2, 1, 3] 
    cf.assert %63, "mismatched size for broadcast"
    %162 = linalg.generic {indexing_maps = [#map7, #map13, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_88, %expanded_47 : tensor<1x4x?x8xf32>, tensor<1x1x?x8xf32>) outs(%52 : tensor<1x4x?x8xf32>) {
    ^bb0(%in: f32, %in_133: f32, %out: f32):
      %219 = arith.mulf %in, %in_133 : f32
      linalg.yield %219 : f32
    } -> tensor<1x4x?x8xf32>
    %extracted_slice_97 = tensor.extract_slice %transposed_88[0, 0, 0, 0] [1, 4, %51, 4] [1, 1, 1, 1] : tensor<1x4x?x8xf32> to tensor<1x4x?x4xf32>
    %extracted_slice_98 = tensor.extract_slice %transposed_88[0, 0, 0, 4] [1, 4, %51, 4] [1, 1, 1, 1] : tensor<1x4x?x8xf32> to tensor<1x4x?x4xf32>
    %163 = linalg.generic {indexing_maps = [#map7, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_98 : tensor<1x4x?x4xf32>) outs(%65 : tensor<1x4x?x4xf32>) {
    ^bb0(%in: f32, %out: f32):
      %219 = arith.negf %in : f32
      linalg.yield %219 : f32
    } -> tensor<1x4x?x4xf32>
    %concat_99 = tensor.concat dim(3) %163, %extracted_slice_97 : (tensor<1x4x?x4xf32>, tensor<1x4x?x4xf32>) -> tensor<1x4x?x8xf32>
    %dim_100 = tensor.dim %163, %c2 : tensor<1x4x?x4xf32>
    %164 = arith.cmpi eq, %dim_100, %dim_35 : index
    cf.assert %164, "mismatched size for broadcast"
    %165 = tensor.empty(%dim_100) : tensor<1x4x?x8xf32>
    %166 = linalg.generic {indexing_maps = [#map7, #map13, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%concat_99, %expanded_48 : tensor<1x4x?x8xf32>, tensor<1x1x?x8xf32>) outs(%165 : tensor<1x4x?x8xf32>) {
    ^bb0(%in: f32, %in_133: f32, %out: f32):
      %219 = arith.mulf %in, %in_133 : f32
      linalg.yield %219 : f32
    } -> tensor<1x4x?x8xf32>
    %167 = arith.cmpi eq, %51, %dim_100 : index
    cf.assert %167, "mismatched size for broadcast"
    %168 = linalg.generic {indexing_maps = [#map7, #map7, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%162, %166 : tensor<1x4x?x8xf32>, tensor<1x4x?x8xf32>) outs(%52 : tensor<1x4x?x8xf32>) {
    ^bb0(%in: f32, %in_133: f32, %out: f32):
      %219 = arith.addf %in, %in_133 : f32
      linalg.yield %219 : f32
    } -> tensor<1x4x?x8xf32>
    cf.assert %72, "mismatched size for broadcast"
    %169 = linalg.generic {indexing_maps = [#map7, #map13, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_92, %expanded_47 : tensor<1x2x?x8xf32>, tensor<1x1x?x8xf32>) outs(%61 : tensor<1x2x?x8xf32>) {
    ^bb0(%in: f32, %in_133: f32, %out: f32):
      %219 = arith.mulf %in, %in_133 : f32
      linalg.yield %219 : f32
    } -> tensor<1x2x?x8xf32>
    %extracted_slice_101 = tensor.extract_slice %transposed_92[0, 0, 0, 0] [1, 2, %60, 4] [1, 1, 1, 1] : tensor<1x2x?x8xf32> to tensor<1x2x?x4xf32>
    %extracted_slice_102 = tensor.extract_slice %transposed_92[0, 0, 0, 4] [1, 2, %60, 4] [1, 1, 1, 1] : tensor<1x2x?x8xf32> to tensor<1x2x?x4xf32>
    %170 = linalg.generic {indexing_maps = [#map7, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_102 : tensor<1x2x?x4xf32>) outs(%74 : tensor<1x2x?x4xf32>) {
    ^bb0(%in: f32, %out: f32):
      %219 = arith.negf %in : f32
      linalg.yield %219 : f32
    } -> tensor<1x2x?x4xf32>
    %concat_103 = tensor.concat dim(3) %170, %extracted_slice_101 : (tensor<1x2x?x4xf32>, tensor<1x2x?x4xf32>) -> tensor<1x2x?x8xf32>
    %dim_104 = tensor.dim %170, %c2 : tensor<1x2x?x4xf32>
    %171 = arith.cmpi eq, %dim_104, %dim_35 : index
    cf.assert %171, "mismatched size for broadcast"
    %172 = tensor.empty(%dim_104) : tensor<1x2x?x8xf32>
    %173 = linalg.generic {indexing_maps = [#map7, #map13, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%concat_103, %expanded_48 : tensor<1x2x?x8xf32>, tensor<1x1x?x8xf32>) outs(%172 : tensor<1x2x?x8xf32>) {
    ^bb0(%in: f32, %in_133: f32, %out: f32):
      %219 = arith.mulf %in, %in_133 : f32
      linalg.yield %219 : f32
    } -> tensor<1x2x?x8xf32>
    %174 = arith.cmpi eq, %60, %dim_104 : index
    cf.assert %174, "mismatched size for broadcast"
    %175 = linalg.generic {indexing_maps = [#map7, #map7, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%169, %173 : tensor<1x2x?x8xf32>, tensor<1x2x?x8xf32>) outs(%61 : tensor<1x2x?x8xf32>) {
    ^bb0(%in: f32, %in_133: f32, %out: f32):
      %219 = arith.addf %in, %in_133 : f32
      linalg.yield %219 : f32
    } -> tensor<1x2x?x8xf32>
    %expanded_105 = tensor.expand_shape %175 [[0], [1], [2, 3], [4]] output_shape [1, 2, 1, %60, 8] : tensor<1x2x?x8xf32> into tensor<1x2x1x?x8xf32>
    cf.assert %1, "unimplemented: dynamic negative broadcast sizes"
    %176 = linalg.generic {indexing_maps = [#map14], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel"]} outs(%81 : tensor<1x2x2x?x8xf32>) {
    ^bb0(%out: f32):
      %219 = linalg.index 1 : index
      %220 = linalg.index 3 : index
      %221 = linalg.index 4 : index
      %222 = arith.cmpi eq, %60, %c1 : index
      %223 = arith.select %222, %c0, %220 : index
      %extracted = tensor.extract %expanded_105[%c0, %219, %c0, %223, %221] : tensor<1x2x1x?x8xf32>
      linalg.yield %extracted : f32
    } -> tensor<1x2x2x?x8xf32>
    %collapsed_106 = tensor.collapse_shape %176 [[0], [1, 2], [3], [4]] : tensor<1x2x2x?x8xf32> into tensor<1x4x?x8xf32>
    %expanded_107 = tensor.expand_shape %transposed_96 [[0], [1], [2, 3], [4]] output_shape [1, 2, 1, %60, 8] : tensor<1x2x?x8xf32> into tensor<1x2x1x?x8xf32>
    cf.assert %1, "unimplemented: dynamic negative broadcast sizes"
    %177 = linalg.generic {indexing_maps = [#map14], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel"]} outs(%81 : tensor<1x2x2x?x8xf32>) {
    ^bb0(%out: f32):
      %219 = linalg.index 1 : index
      %220 = linalg.index 3 : index
      %221 = linalg.index 4 : index
      %222 = arith.cmpi eq, %60, %c1 : index
      %223 = arith.select %222, %c0, %220 : index
      %extracted = tensor.extract %expanded_107[%c0, %219, %c0, %223, %221] : tensor<1x2x1x?x8xf32>
      linalg.yield %extracted : f32
    } -> tensor<1x2x2x?x8xf32>
    %collapsed_108 = tensor.collapse_shape %177 [[0], [1, 2], [3], [4]] : tensor<1x2x2x?x8xf32> into tensor<1x4x?x8xf32>
    %transposed_109 = linalg.transpose ins(%collapsed_106 : tensor<1x4x?x8xf32>) outs(%84 : tensor<1x4x8x?xf32>) permutation = [0, 1, 3, 2] 
    cf.assert %1, "unimplemented: dynamic negative broadcast sizes"
    %178 = linalg.generic {indexing_maps = [#map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%85 : tensor<1x4x?x8xf32>) {
    ^bb0(%out: f32):
      %219 = linalg.index 1 : index
      %220 = linalg.index 2 : index
      %221 = linalg.index 3 : index
      %222 = arith.cmpi eq, %51, %c1 : index
      %223 = arith.select %222, %c0, %220 : index
      %extracted = tensor.extract %168[%c0, %219, %223, %221] : tensor<1x4x?x8xf32>
      linalg.yield %extracted : f32
    } -> tensor<1x4x?x8xf32>
    %collapsed_110 = tensor.collapse_shape %178 [[0, 1], [2], [3]] : tensor<1x4x?x8xf32> into tensor<4x?x8xf32>
    cf.assert %1, "unimplemented: dynamic negative broadcast sizes"
    %179 = linalg.generic {indexing_maps = [#map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%84 : tensor<1x4x8x?xf32>) {
    ^bb0(%out: f32):
      %219 = linalg.index 1 : index
      %220 = linalg.index 2 : index
      %221 = linalg.index 3 : index
      %222 = arith.cmpi eq, %dim, %c1 : index
      %223 = arith.select %222, %c0, %221 : index
      %extracted = tensor.extract %transposed_109[%c0, %219, %220, %223] : tensor<1x4x8x?xf32>
      linalg.yield %extracted : f32
    } -> tensor<1x4x8x?xf32>
    %collapsed_111 = tensor.collapse_shape %179 [[0, 1], [2], [3]] : tensor<1x4x8x?xf32> into tensor<4x8x?xf32>
    %180 = linalg.batch_matmul ins(%collapsed_110, %collapsed_111 : tensor<4x?x8xf32>, tensor<4x8x?xf32>) outs(%89 : tensor<4x?x?xf32>) -> tensor<4x?x?xf32>
    cf.assert %96, "must have at most one inferred (negative) dimension"
    %reshape_112 = tensor.reshape %180(%from_elements_63) : (tensor<4x?x?xf32>, tensor<4xi64>) -> tensor<1x4x?x?xf32>
    %181 = linalg.generic {indexing_maps = [#map7, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%reshape_112 : tensor<1x4x?x?xf32>) outs(%101 : tensor<1x4x?x?xf32>) {
    ^bb0(%in: f32, %out: f32):
      %219 = arith.truncf %cst_21 : f64 to f32
      %220 = arith.mulf %in, %219 : f32
      linalg.yield %220 : f32
    } -> tensor<1x4x?x?xf32>
    cf.assert %103, "mismatched size for broadcast"
    cf.assert %103, "mismatched size for broadcast"
    %182 = linalg.generic {indexing_maps = [#map7, #map13, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%181, %22 : tensor<1x4x?x?xf32>, tensor<1x1x?x?xf32>) outs(%101 : tensor<1x4x?x?xf32>) {
    ^bb0(%in: f32, %in_133: f32, %out: f32):
      %219 = arith.addf %in, %in_133 : f32
      linalg.yield %219 : f32
    } -> tensor<1x4x?x?xf32>
    %183:2 = linalg.generic {indexing_maps = [#map7, #map15, #map15], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%182 : tensor<1x4x?x?xf32>) outs(%108, %106 : tensor<1x4x?xf32>, tensor<1x4x?xi64>) {
    ^bb0(%in: f32, %out: f32, %out_133: i64):
      %219 = linalg.index 3 : index
      %220 = arith.index_cast %219 : index to i64
      %221 = arith.maximumf %in, %out : f32
      %222 = arith.cmpf ogt, %in, %out : f32
      %223 = arith.select %222, %220, %out_133 : i64
      linalg.yield %221, %223 : f32, i64
    } -> (tensor<1x4x?xf32>, tensor<1x4x?xi64>)
    %expanded_113 = tensor.expand_shape %183#0 [[0], [1], [2, 3]] output_shape [1, 4, %100, 1] : tensor<1x4x?xf32> into tensor<1x4x?x1xf32>
    %184 = linalg.generic {indexing_maps = [#map7, #map6, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%182, %expanded_113 : tensor<1x4x?x?xf32>, tensor<1x4x?x1xf32>) outs(%101 : tensor<1x4x?x?xf32>) {
    ^bb0(%in: f32, %in_133: f32, %out: f32):
      %219 = arith.subf %in, %in_133 : f32
      linalg.yield %219 : f32
    } -> tensor<1x4x?x?xf32>
    %185 = linalg.generic {indexing_maps = [#map7, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%184 : tensor<1x4x?x?xf32>) outs(%101 : tensor<1x4x?x?xf32>) {
    ^bb0(%in: f32, %out: f32):
      %219 = math.exp %in : f32
      linalg.yield %219 : f32
    } -> tensor<1x4x?x?xf32>
    %186 = linalg.generic {indexing_maps = [#map7, #map6], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%185 : tensor<1x4x?x?xf32>) outs(%113 : tensor<1x4x?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %219 = arith.addf %in, %out : f32
      linalg.yield %219 : f32
    } -> tensor<1x4x?x1xf32>
    %187 = linalg.generic {indexing_maps = [#map7, #map6, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%185, %186 : tensor<1x4x?x?xf32>, tensor<1x4x?x1xf32>) outs(%101 : tensor<1x4x?x?xf32>) {
    ^bb0(%in: f32, %in_133: f32, %out: f32):
      %219 = arith.divf %in, %in_133 : f32
      linalg.yield %219 : f32
    } -> tensor<1x4x?x?xf32>
    cf.assert %1, "unimplemented: dynamic negative broadcast sizes"
    cf.assert %1, "unimplemented: dynamic negative broadcast sizes"
    %188 = linalg.generic {indexing_maps = [#map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%116 : tensor<1x4x?x?xf32>) {
    ^bb0(%out: f32):
      %219 = linalg.index 1 : index
      %220 = linalg.index 2 : index
      %221 = linalg.index 3 : index
      %222 = arith.cmpi eq, %100, %c1 : index
      %223 = arith.select %222, %c0, %220 : index
      %224 = arith.select %222, %c0, %221 : index
      %extracted = tensor.extract %187[%c0, %219, %223, %224] : tensor<1x4x?x?xf32>
      linalg.yield %extracted : f32
    } -> tensor<1x4x?x?xf32>
    cf.assert %96, "must have at most one inferred (negative) dimension"
    %reshape_114 = tensor.reshape %188(%from_elements_66) : (tensor<1x4x?x?xf32>, tensor<3xi64>) -> tensor<4x?x?xf32>
    cf.assert %1, "unimplemented: dynamic negative broadcast sizes"
    %189 = linalg.generic {indexing_maps = [#map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%85 : tensor<1x4x?x8xf32>) {
    ^bb0(%out: f32):
      %219 = linalg.index 1 : index
      %220 = linalg.index 2 : index
      %221 = linalg.index 3 : index
      %222 = arith.cmpi eq, %dim, %c1 : index
      %223 = arith.select %222, %c0, %220 : index
      %extracted = tensor.extract %collapsed_108[%c0, %219, %223, %221] : tensor<1x4x?x8xf32>
      linalg.yield %extracted : f32
    } -> tensor<1x4x?x8xf32>
    %collapsed_115 = tensor.collapse_shape %189 [[0, 1], [2], [3]] : tensor<1x4x?x8xf32> into tensor<4x?x8xf32>
    cf.assert %119, "mismatching contracting dimension"
    %190 = linalg.batch_matmul ins(%reshape_114, %collapsed_115 : tensor<4x?x?xf32>, tensor<4x?x8xf32>) outs(%121 : tensor<4x?x8xf32>) -> tensor<4x?x8xf32>
    %expanded_116 = tensor.expand_shape %190 [[0, 1], [2], [3]] output_shape [1, 4, %100, 8] : tensor<4x?x8xf32> into tensor<1x4x?x8xf32>
    %transposed_117 = linalg.transpose ins(%expanded_116 : tensor<1x4x?x8xf32>) outs(%123 : tensor<1x?x4x8xf32>) permutation = [0, 2, 1, 3] 
    cf.assert %47, "must have at most one inferred (negative) dimension"
    %reshape_118 = tensor.reshape %transposed_117(%from_elements_71) : (tensor<1x?x4x8xf32>, tensor<3xi64>) -> tensor<1x?x32xf32>
    %transposed_119 = linalg.transpose ins(%cst_11 : tensor<32x32xf32>) outs(%38 : tensor<32x32xf32>) permutation = [1, 0] 
    %collapsed_120 = tensor.collapse_shape %reshape_118 [[0, 1], [2]] : tensor<1x?x32xf32> into tensor<?x32xf32>
    %191 = arith.index_cast %126 : i64 to index
    %192 = tensor.empty(%191) : tensor<?x32xf32>
    %193 = linalg.fill ins(%cst : f32) outs(%192 : tensor<?x32xf32>) -> tensor<?x32xf32>
    %194 = linalg.matmul ins(%collapsed_120, %transposed_119 : tensor<?x32xf32>, tensor<32x32xf32>) outs(%193 : tensor<?x32xf32>) -> tensor<?x32xf32>
    %expanded_121 = tensor.expand_shape %194 [[0, 1], [2]] output_shape [1, %191, 32] : tensor<?x32xf32> into tensor<1x?x32xf32>
    %195 = arith.cmpi eq, %dim, %191 : index
    cf.assert %195, "mismatched size for broadcast"
    %196 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%151, %expanded_121 : tensor<1x?x32xf32>, tensor<1x?x32xf32>) outs(%6 : tensor<1x?x32xf32>) {
    ^bb0(%in: f32, %in_133: f32, %out: f32):
      %219 = arith.addf %in, %in_133 : f32
      linalg.yield %219 : f32
    } -> tensor<1x?x32xf32>
    %197 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%196 : tensor<1x?x32xf32>) outs(%6 : tensor<1x?x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %219 = math.fpowi %in, %c2_i64 : f32, i64
      linalg.yield %219 : f32
    } -> tensor<1x?x32xf32>
    %198 = linalg.generic {indexing_maps = [#map4, #map11], iterator_types = ["parallel", "parallel", "reduction"]} ins(%197 : tensor<1x?x32xf32>) outs(%31 : tensor<1x?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %219 = arith.addf %in, %out : f32
      linalg.yield %219 : f32
    } -> tensor<1x?x1xf32>
    %199 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%198 : tensor<1x?x1xf32>) outs(%23 : tensor<1x?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %219 = arith.divf %in, %cst_29 : f32
      linalg.yield %219 : f32
    } -> tensor<1x?x1xf32>
    %200 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%199 : tensor<1x?x1xf32>) outs(%23 : tensor<1x?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %219 = arith.truncf %cst_26 : f64 to f32
      %220 = arith.addf %in, %219 : f32
      linalg.yield %220 : f32
    } -> tensor<1x?x1xf32>
    %201 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%200 : tensor<1x?x1xf32>) outs(%23 : tensor<1x?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %219 = math.rsqrt %in : f32
      linalg.yield %219 : f32
    } -> tensor<1x?x1xf32>
    %202 = linalg.generic {indexing_maps = [#map4, #map11, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%196, %201 : tensor<1x?x32xf32>, tensor<1x?x1xf32>) outs(%6 : tensor<1x?x32xf32>) {
    ^bb0(%in: f32, %in_133: f32, %out: f32):
      %219 = arith.mulf %in, %in_133 : f32
      linalg.yield %219 : f32
    } -> tensor<1x?x32xf32>
    %203 = linalg.generic {indexing_maps = [#map12, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%cst_10, %202 : tensor<32xf32>, tensor<1x?x32xf32>) outs(%6 : tensor<1x?x32xf32>) {
    ^bb0(%in: f32, %in_133: f32, %out: f32):
      %219 = arith.mulf %in, %in_133 : f32
      linalg.yield %219 : f32
    } -> tensor<1x?x32xf32>
    %transposed_122 = linalg.transpose ins(%cst_9 : tensor<64x32xf32>) outs(%140 : tensor<32x64xf32>) permutation = [1, 0] 
    %collapsed_123 = tensor.collapse_shape %203 [[0, 1], [2]] : tensor<1x?x32xf32> into tensor<?x32xf32>
    %204 = linalg.matmul ins(%collapsed_123, %transposed_122 : tensor<?x32xf32>, tensor<32x64xf32>) outs(%142 : tensor<?x64xf32>) -> tensor<?x64xf32>
    %expanded_124 = tensor.expand_shape %204 [[0, 1], [2]] output_shape [1, %dim, 64] : tensor<?x64xf32> into tensor<1x?x64xf32>
    %205 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_124 : tensor<1x?x64xf32>) outs(%144 : tensor<1x?x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %219 = arith.negf %in : f32
      %220 = math.exp %219 : f32
      %221 = arith.addf %220, %cst_1 : f32
      %222 = arith.divf %cst_1, %221 : f32
      linalg.yield %222 : f32
    } -> tensor<1x?x64xf32>
    %206 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_124, %205 : tensor<1x?x64xf32>, tensor<1x?x64xf32>) outs(%144 : tensor<1x?x64xf32>) {
    ^bb0(%in: f32, %in_133: f32, %out: f32):
      %219 = arith.mulf %in, %in_133 : f32
      linalg.yield %219 : f32
    } -> tensor<1x?x64xf32>
    %transposed_125 = linalg.transpose ins(%cst_8 : tensor<64x32xf32>) outs(%140 : tensor<32x64xf32>) permutation = [1, 0] 
    %207 = linalg.matmul ins(%collapsed_123, %transposed_125 : tensor<?x32xf32>, tensor<32x64xf32>) outs(%142 : tensor<?x64xf32>) -> tensor<?x64xf32>
    %expanded_126 = tensor.expand_shape %207 [[0, 1], [2]] output_shape [1, %dim, 64] : tensor<?x64xf32> into tensor<1x?x64xf32>
    %208 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%206, %expanded_126 : tensor<1x?x64xf32>, tensor<1x?x64xf32>) outs(%144 : tensor<1x?x64xf32>) {
    ^bb0(%in: f32, %in_133: f32, %out: f32):
      %219 = arith.mulf %in, %in_133 : f32
      linalg.yield %219 : f32
    } -> tensor<1x?x64xf32>
    %transposed_127 = linalg.transpose ins(%cst_7 : tensor<32x64xf32>) outs(%149 : tensor<64x32xf32>) permutation = [1, 0] 
    %collapsed_128 = tensor.collapse_shape %208 [[0, 1], [2]] : tensor<1x?x64xf32> into tensor<?x64xf32>
    %209 = linalg.matmul ins(%collapsed_128, %transposed_127 : tensor<?x64xf32>, tensor<64x32xf32>) outs(%40 : tensor<?x32xf32>) -> tensor<?x32xf32>
    %expanded_129 = tensor.expand_shape %209 [[0, 1], [2]] output_shape [1, %dim, 32] : tensor<?x32xf32> into tensor<1x?x32xf32>
    %210 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%196, %expanded_129 : tensor<1x?x32xf32>, tensor<1x?x32xf32>) outs(%6 : tensor<1x?x32xf32>) {
    ^bb0(%in: f32, %in_133: f32, %out: f32):
      %219 = arith.addf %in, %in_133 : f32
      linalg.yield %219 : f32
    } -> tensor<1x?x32xf32>
    %211 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%210 : tensor<1x?x32xf32>) outs(%6 : tensor<1x?x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %219 = math.fpowi %in, %c2_i64 : f32, i64
      linalg.yield %219 : f32
    } -> tensor<1x?x32xf32>
    %212 = linalg.generic {indexing_maps = [#map4, #map11], iterator_types = ["parallel", "parallel", "reduction"]} ins(%211 : tensor<1x?x32xf32>) outs(%31 : tensor<1x?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %219 = arith.addf %in, %out : f32
      linalg.yield %219 : f32
    } -> tensor<1x?x1xf32>
    %213 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%212 : tensor<1x?x1xf32>) outs(%23 : tensor<1x?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %219 = arith.divf %in, %cst_29 : f32
      linalg.yield %219 : f32
    } -> tensor<1x?x1xf32>
    %214 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%213 : tensor<1x?x1xf32>) outs(%23 : tensor<1x?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %219 = arith.truncf %cst_26 : f64 to f32
      %220 = arith.addf %in, %219 : f32
      linalg.yield %220 : f32
    } -> tensor<1x?x1xf32>
    %215 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%214 : tensor<1x?x1xf32>) outs(%23 : tensor<1x?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %219 = math.rsqrt %in : f32
      linalg.yield %219 : f32
    } -> tensor<1x?x1xf32>
    %216 = linalg.generic {indexing_maps = [#map4, #map11, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%210, %215 : tensor<1x?x32xf32>, tensor<1x?x1xf32>) outs(%6 : tensor<1x?x32xf32>) {
    ^bb0(%in: f32, %in_133: f32, %out: f32):
      %219 = arith.mulf %in, %in_133 : f32
      linalg.yield %219 : f32
    } -> tensor<1x?x32xf32>
    %217 = linalg.generic {indexing_maps = [#map12, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%cst_6, %216 : tensor<32xf32>, tensor<1x?x32xf32>) outs(%6 : tensor<1x?x32xf32>) {
    ^bb0(%in: f32, %in_133: f32, %out: f32):
      %219 = arith.mulf %in, %in_133 : f32
      linalg.yield %219 : f32
    } -> tensor<1x?x32xf32>
    %transposed_130 = linalg.transpose ins(%cst_5 : tensor<64x32xf32>) outs(%140 : tensor<32x64xf32>) permutation = [1, 0] 
    %collapsed_131 = tensor.collapse_shape %217 [[0, 1], [2]] : tensor<1x?x32xf32> into tensor<?x32xf32>
    %218 = linalg.matmul ins(%collapsed_131, %transposed_130 : tensor<?x32xf32>, tensor<32x64xf32>) outs(%142 : tensor<?x64xf32>) -> tensor<?x64xf32>
    %expanded_132 = tensor.expand_shape %218 [[0, 1], [2]] output_shape [1, %dim, 64] : tensor<?x64xf32> into tensor<1x?x64xf32>
    return %expanded_132 : tensor<1x?x64xf32>
  }
}


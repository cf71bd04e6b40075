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
  memref.global "private" constant @__constant_xi64 : memref<i64> = dense<1> {alignment = 64 : i64}
  memref.global "private" constant @__constant_64x32xf32_6 : memref<64x32xf32> = dense<0.00768532557> {alignment = 64 : i64}
  memref.global "private" constant @__constant_64x32xf32 : memref<64x32xf32> = dense<-0.00778416777> {alignment = 64 : i64}
  memref.global "private" constant @__constant_32x96xf32_5 : memref<32x96xf32> = dense<-0.0195602439> {alignment = 64 : i64}
  memref.global "private" constant @__constant_32x32xf32_4 : memref<32x32xf32> = dense<0.00319316238> {alignment = 64 : i64}
  memref.global "private" constant @__constant_32x128xf32_3 : memref<32x128xf32> = dense<-0.00786588527> {alignment = 64 : i64}
  memref.global "private" constant @__constant_128x32xf32_2 : memref<128x32xf32> = dense<0.0187699627> {alignment = 64 : i64}
  memref.global "private" constant @__constant_32x96xf32 : memref<32x96xf32> = dense<0.0232244153> {alignment = 64 : i64}
  memref.global "private" constant @__constant_96xf32 : memref<96xf32> = dense<0.000000e+00> {alignment = 64 : i64}
  memref.global "private" constant @__constant_32x32xf32 : memref<32x32xf32> = dense<0.00340850861> {alignment = 64 : i64}
  memref.global "private" constant @__constant_32x128xf32 : memref<32x128xf32> = dense<0.0283152964> {alignment = 64 : i64}
  memref.global "private" constant @__constant_128xf32 : memref<128xf32> = dense<0.000000e+00> {alignment = 64 : i64}
  memref.global "private" constant @__constant_128x32xf32 : memref<128x32xf32> = dense<0.00296940492> {alignment = 64 : i64}
  memref.global "private" constant @__constant_32xf32_1 : memref<32xf32> = dense<1.000000e+00> {alignment = 64 : i64}
  memref.global "private" constant @__constant_32xf32 : memref<32xf32> = dense<0.000000e+00> {alignment = 64 : i64}
  memref.global "private" constant @__constant_xi1 : memref<i1> = dense<true> {alignment = 64 : i64}
  memref.global "private" constant @__constant_xf32_0 : memref<f32> = dense<0.000000e+00> {alignment = 64 : i64}
  memref.global "private" constant @__constant_xf32 : memref<f32> = dense<-3.40282347E+38> {alignment = 64 : i64}
  func.func @main_graph(%arg0: memref<1x?xi64>) -> memref<1x?x64xf32> {
    %c2 = arith.constant 2 : index
    %cst = arith.constant 1.000000e+00 : f32
    %cst_0 = arith.constant 5.000000e-01 : f32
    %cst_1 = arith.constant 2.500000e-01 : f32
    %cst_2 = arith.constant 3.200000e+01 : f32
    %cst_3 = arith.constant 3.200000e+01 : f64
    %cst_4 = arith.constant 1.000000e-05 : f64
    %cst_5 = arith.constant 4.471500e-02 : f64
    %cst_6 = arith.constant 0.79788456080286541 : f64
    %c32_i64 = arith.constant 32 : i64
    %c3_i64 = arith.constant 3 : i64
    %c0_i64 = arith.constant 0 : i64
    %c1_i64 = arith.constant 1 : i64
    %c2_i64 = arith.constant 2 : i64
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c64 = arith.constant 64 : index
    %c3 = arith.constant 3 : index
    %cst_7 = arith.constant 0.000000e+00 : f64
    %cst_8 = arith.constant 0.000000e+00 : f32
    %c16_i64 = arith.constant 16 : i64
    %cst_9 = arith.constant 0xFF800000 : f32
    %0 = memref.get_global @__constant_xf32 : memref<f32>
    %1 = memref.get_global @__constant_xf32_0 : memref<f32>
    %2 = memref.get_global @__constant_xi1 : memref<i1>
    %3 = memref.get_global @__constant_32xf32 : memref<32xf32>
    %4 = memref.get_global @__constant_32xf32_1 : memref<32xf32>
    %5 = memref.get_global @__constant_128x32xf32 : memref<128x32xf32>
    %6 = memref.get_global @__constant_128xf32 : memref<128xf32>
    %7 = memref.get_global @__constant_32x128xf32 : memref<32x128xf32>
    %8 = memref.get_global @__constant_32x32xf32 : memref<32x32xf32>
    %9 = memref.get_global @__constant_96xf32 : memref<96xf32>
    %10 = memref.get_global @__constant_32x96xf32 : memref<32x96xf32>
    %11 = memref.get_global @__constant_128x32xf32_2 : memref<128x32xf32>
    %12 = memref.get_global @__constant_32x128xf32_3 : memref<32x128xf32>
    %13 = memref.get_global @__constant_32x32xf32_4 : memref<32x32xf32>
    %14 = memref.get_global @__constant_32x96xf32_5 : memref<32x96xf32>
    %15 = memref.get_global @__constant_64x32xf32 : memref<64x32xf32>
    %16 = memref.get_global @__constant_64x32xf32_6 : memref<64x32xf32>
    %17 = memref.get_global @__constant_xi64 : memref<i64>
    %dim = memref.dim %arg0, %c1 : memref<1x?xi64>
    %18 = arith.index_cast %dim : index to i64
    %19 = arith.cmpi sge, %18, %c0_i64 : i64
    cf.assert %19, "negative values not allowed in new dimensions"
    %alloc = memref.alloc(%dim) {alignment = 64 : i64} : memref<1x?xi64>
    linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel"]} ins(%17 : memref<i64>) outs(%alloc : memref<1x?xi64>) {
    ^bb0(%in: i64, %out: i64):
      linalg.yield %in : i64
    }
    %alloc_10 = memref.alloc(%dim) {alignment = 64 : i64} : memref<?xi64>
    linalg.generic {indexing_maps = [#map2], iterator_types = ["parallel"]} outs(%alloc_10 : memref<?xi64>) {
    ^bb0(%out: i64):
      %58 = linalg.index 0 : index
      %59 = arith.index_cast %58 : index to i64
      linalg.yield %59 : i64
    }
    %expand_shape = memref.expand_shape %alloc_10 [[0, 1]] output_shape [1, %dim] : memref<?xi64> into memref<1x?xi64>
    %20 = arith.cmpi slt, %18, %c0_i64 : i64
    %21 = arith.select %20, %c1_i64, %18 : i64
    %22 = arith.select %20, %c2_i64, %c1_i64 : i64
    %23 = arith.cmpi sle, %22, %c1_i64 : i64
    cf.assert %23, "must have at most one inferred (negative) dimension"
    %24 = arith.divsi %18, %21 : i64
    %25 = arith.select %20, %24, %18 : i64
    %alloc_11 = memref.alloc() {alignment = 64 : i64} : memref<2xi64>
    memref.store %24, %alloc_11[%c0] : memref<2xi64>
    memref.store %25, %alloc_11[%c1] : memref<2xi64>
    %reshape = memref.reshape %arg0(%alloc_11) : (memref<1x?xi64>, memref<2xi64>) -> memref<1x?xi64>
    %26 = arith.index_cast %25 : i64 to index
    %alloc_12 = memref.alloc(%26) {alignment = 64 : i64} : memref<1x?x32xf32>
    linalg.generic {indexing_maps = [#map3, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%reshape : memref<1x?xi64>) outs(%alloc_12 : memref<1x?x32xf32>) {
    ^bb0(%in: i64, %out: f32):
      %58 = arith.index_cast %in : i64 to index
      %59 = linalg.index 2 : index
      %60 = arith.cmpi slt, %58, %c64 : index
      cf.assert %60, "index must be smaller than dim size"
      %61 = arith.cmpi sge, %in, %c0_i64 : i64
      cf.assert %61, "index must be larger or equal to 0"
      %62 = memref.load %16[%58, %59] : memref<64x32xf32>
      linalg.yield %62 : f32
    }
    %alloc_13 = memref.alloc(%dim) {alignment = 64 : i64} : memref<1x?x32xf32>
    linalg.generic {indexing_maps = [#map3, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expand_shape : memref<1x?xi64>) outs(%alloc_13 : memref<1x?x32xf32>) {
    ^bb0(%in: i64, %out: f32):
      %58 = arith.index_cast %in : i64 to index
      %59 = linalg.index 2 : index
      %60 = arith.cmpi slt, %58, %c64 : index
      cf.assert %60, "index must be smaller than dim size"
      %61 = arith.cmpi sge, %in, %c0_i64 : i64
      cf.assert %61, "index must be larger or equal to 0"
      %62 = memref.load %15[%58, %59] : memref<64x32xf32>
      linalg.yield %62 : f32
    }
    %27 = arith.cmpi eq, %26, %dim : index
    cf.assert %27, "mismatched size for broadcast"
    %alloc_14 = memref.alloc(%26) {alignment = 64 : i64} : memref<1x?x32xf32>
    linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%alloc_12, %alloc_13 : memref<1x?x32xf32>, memref<1x?x32xf32>) outs(%alloc_14 : memref<1x?x32xf32>) {
    ^bb0(%in: f32, %in_133: f32, %out: f32):
      %58 = arith.addf %in, %in_133 : f32
      linalg.yield %58 : f32
    }
    %alloc_15 = memref.alloc(%dim) {alignment = 64 : i64} : memref<1x?xi1>
    linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%alloc : memref<1x?xi64>) outs(%alloc_15 : memref<1x?xi1>) {
    ^bb0(%in: i64, %out: i1):
      %58 = arith.cmpi ne, %in, %c0_i64 : i64
      linalg.yield %58 : i1
    }
    %alloc_16 = memref.alloc() {alignment = 64 : i64} : memref<1xi64>
    linalg.generic {indexing_maps = [#map2], iterator_types = ["parallel"]} outs(%alloc_16 : memref<1xi64>) {
    ^bb0(%out: i64):
      linalg.yield %c0_i64 : i64
    }
    %expand_shape_17 = memref.expand_shape %alloc_16 [[0, 1, 2, 3]] output_shape [1, 1, 1, 1] : memref<1xi64> into memref<1x1x1x1xi64>
    %expand_shape_18 = memref.expand_shape %alloc_10 [[0, 1, 2, 3]] output_shape [1, 1, %dim, 1] : memref<?xi64> into memref<1x1x?x1xi64>
    %expand_shape_19 = memref.expand_shape %alloc_10 [[0, 1, 2, 3]] output_shape [1, 1, 1, %dim] : memref<?xi64> into memref<1x1x1x?xi64>
    %alloc_20 = memref.alloc(%dim, %dim) {alignment = 64 : i64} : memref<1x1x?x?xi1>
    linalg.generic {indexing_maps = [#map5, #map6, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expand_shape_19, %expand_shape_18 : memref<1x1x1x?xi64>, memref<1x1x?x1xi64>) outs(%alloc_20 : memref<1x1x?x?xi1>) {
    ^bb0(%in: i64, %in_133: i64, %out: i1):
      %58 = arith.cmpi sle, %in, %in_133 : i64
      linalg.yield %58 : i1
    }
    linalg.generic {indexing_maps = [#map8, #map7, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%2, %alloc_20 : memref<i1>, memref<1x1x?x?xi1>) outs(%alloc_20 : memref<1x1x?x?xi1>) {
    ^bb0(%in: i1, %in_133: i1, %out: i1):
      %58 = arith.andi %in, %in_133 : i1
      linalg.yield %58 : i1
    }
    %dim_21 = memref.dim %expand_shape_19, %c3 : memref<1x1x1x?xi64>
    %alloc_22 = memref.alloc(%dim_21) {alignment = 64 : i64} : memref<1x1x1x?xi1>
    linalg.generic {indexing_maps = [#map9, #map10, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expand_shape_17, %expand_shape_19 : memref<1x1x1x1xi64>, memref<1x1x1x?xi64>) outs(%alloc_22 : memref<1x1x1x?xi1>) {
    ^bb0(%in: i64, %in_133: i64, %out: i1):
      %58 = arith.cmpi slt, %in, %c0_i64 : i64
      %59 = arith.addi %in, %c1_i64 : i64
      %60 = arith.select %58, %59, %in : i64
      %61 = arith.index_cast %60 : i64 to index
      %62 = arith.cmpi slt, %in_133, %c0_i64 : i64
      %63 = arith.addi %in_133, %18 : i64
      %64 = arith.select %62, %63, %in_133 : i64
      %65 = arith.index_cast %64 : i64 to index
      %66 = memref.load %alloc_15[%61, %65] : memref<1x?xi1>
      linalg.yield %66 : i1
    }
    %28 = arith.cmpi eq, %dim, %dim_21 : index
    cf.assert %28, "mismatched size for broadcast"
    linalg.generic {indexing_maps = [#map7, #map5, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%alloc_20, %alloc_22 : memref<1x1x?x?xi1>, memref<1x1x1x?xi1>) outs(%alloc_20 : memref<1x1x?x?xi1>) {
    ^bb0(%in: i1, %in_133: i1, %out: i1):
      %58 = arith.andi %in, %in_133 : i1
      linalg.yield %58 : i1
    }
    cf.assert %19, "unimplemented: dynamic negative broadcast sizes"
    cf.assert %19, "unimplemented: dynamic negative broadcast sizes"
    %alloc_23 = memref.alloc(%dim, %dim) {alignment = 64 : i64} : memref<1x1x?x?xi1>
    linalg.generic {indexing_maps = [#map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%alloc_23 : memref<1x1x?x?xi1>) {
    ^bb0(%out: i1):
      %58 = linalg.index 2 : index
      %59 = linalg.index 3 : index
      %60 = arith.cmpi eq, %dim, %c1 : index
      %61 = arith.select %60, %c0, %58 : index
      %62 = arith.select %60, %c0, %59 : index
      %63 = memref.load %alloc_20[%c0, %c0, %61, %62] : memref<1x1x?x?xi1>
      linalg.yield %63 : i1
    }
    %alloc_24 = memref.alloc(%dim, %dim) {alignment = 64 : i64} : memref<1x1x?x?xf32>
    linalg.generic {indexing_maps = [#map7, #map8, #map8, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%alloc_23, %1, %0 : memref<1x1x?x?xi1>, memref<f32>, memref<f32>) outs(%alloc_24 : memref<1x1x?x?xf32>) {
    ^bb0(%in: i1, %in_133: f32, %in_134: f32, %out: f32):
      %58 = arith.select %in, %in_133, %in_134 : f32
      linalg.yield %58 : f32
    }
    %alloc_25 = memref.alloc(%26) {alignment = 64 : i64} : memref<1x?x32xf64>
    linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%alloc_14 : memref<1x?x32xf32>) outs(%alloc_25 : memref<1x?x32xf64>) {
    ^bb0(%in: f32, %out: f64):
      %58 = arith.extf %in : f32 to f64
      linalg.yield %58 : f64
    }
    %alloc_26 = memref.alloc(%26) {alignment = 64 : i64} : memref<1x?x1xf64>
    %alloc_27 = memref.alloc(%26) {alignment = 64 : i64} : memref<1x?x1xf64>
    linalg.fill ins(%cst_7 : f64) outs(%alloc_27 : memref<1x?x1xf64>)
    %alloc_28 = memref.alloc(%26) {alignment = 64 : i64} : memref<1x?x1xf64>
    memref.copy %alloc_27, %alloc_28 : memref<1x?x1xf64> to memref<1x?x1xf64>
    linalg.generic {indexing_maps = [#map4, #map11], iterator_types = ["parallel", "parallel", "reduction"]} ins(%alloc_25 : memref<1x?x32xf64>) outs(%alloc_28 : memref<1x?x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %58 = arith.addf %in, %out : f64
      linalg.yield %58 : f64
    }
    linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%alloc_28 : memref<1x?x1xf64>) outs(%alloc_26 : memref<1x?x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %58 = arith.divf %in, %cst_3 : f64
      linalg.yield %58 : f64
    }
    linalg.generic {indexing_maps = [#map4, #map11, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%alloc_25, %alloc_26 : memref<1x?x32xf64>, memref<1x?x1xf64>) outs(%alloc_25 : memref<1x?x32xf64>) {
    ^bb0(%in: f64, %in_133: f64, %out: f64):
      %58 = arith.subf %in, %in_133 : f64
      linalg.yield %58 : f64
    }
    linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%alloc_25, %alloc_25 : memref<1x?x32xf64>, memref<1x?x32xf64>) outs(%alloc_25 : memref<1x?x32xf64>) {
    ^bb0(%in: f64, %in_133: f64, %out: f64):
      %58 = arith.mulf %in, %in_133 : f64
      linalg.yield %58 : f64
    }
    linalg.generic {indexing_maps = [#map4, #map11], iterator_types = ["parallel", "parallel", "reduction"]} ins(%alloc_25 : memref<1x?x32xf64>) outs(%alloc_27 : memref<1x?x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %58 = arith.addf %in, %out : f64
      linalg.yield %58 : f64
    }
    linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%alloc_27 : memref<1x?x1xf64>) outs(%alloc_26 : memref<1x?x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %58 = arith.divf %in, %cst_3 : f64
      linalg.yield %58 : f64
    }
    %alloc_29 = memref.alloc(%26) {alignment = 64 : i64} : memref<1x?x1xf32>
    %alloc_30 = memref.alloc(%26) {alignment = 64 : i64} : memref<1x?x1xf32>
    linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%alloc_26 : memref<1x?x1xf64>) outs(%alloc_30 : memref<1x?x1xf32>) {
    ^bb0(%in: f64, %out: f32):
      %58 = arith.truncf %in : f64 to f32
      linalg.yield %58 : f32
    }
    linalg.fill ins(%cst_8 : f32) outs(%alloc_29 : memref<1x?x1xf32>)
    linalg.generic {indexing_maps = [#map4, #map11], iterator_types = ["parallel", "parallel", "reduction"]} ins(%alloc_14 : memref<1x?x32xf32>) outs(%alloc_29 : memref<1x?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %58 = arith.addf %in, %out : f32
      linalg.yield %58 : f32
    }
    %alloc_31 = memref.alloc(%26) {alignment = 64 : i64} : memref<1x?x1xf32>
    linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%alloc_29 : memref<1x?x1xf32>) outs(%alloc_31 : memref<1x?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %58 = arith.divf %in, %cst_2 : f32
      linalg.yield %58 : f32
    }
    linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%alloc_30 : memref<1x?x1xf32>) outs(%alloc_29 : memref<1x?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %58 = arith.truncf %cst_4 : f64 to f32
      %59 = arith.addf %in, %58 : f32
      linalg.yield %59 : f32
    }
    linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%alloc_29 : memref<1x?x1xf32>) outs(%alloc_29 : memref<1x?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %58 = math.rsqrt %in : f32
      linalg.yield %58 : f32
    }
    linalg.generic {indexing_maps = [#map4, #map11, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%alloc_14, %alloc_31 : memref<1x?x32xf32>, memref<1x?x1xf32>) outs(%alloc_12 : memref<1x?x32xf32>) {
    ^bb0(%in: f32, %in_133: f32, %out: f32):
      %58 = arith.subf %in, %in_133 : f32
      linalg.yield %58 : f32
    }
    linalg.generic {indexing_maps = [#map4, #map11, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%alloc_12, %alloc_29 : memref<1x?x32xf32>, memref<1x?x1xf32>) outs(%alloc_12 : memref<1x?x32xf32>) {
    ^bb0(%in: f32, %in_133: f32, %out: f32):
      %58 = arith.mulf %in, %in_133 : f32
      linalg.yield %58 : f32
    }
    linalg.generic {indexing_maps = [#map4, #map12, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%alloc_12, %4 : memref<1x?x32xf32>, memref<32xf32>) outs(%alloc_12 : memref<1x?x32xf32>) {
    ^bb0(%in: f32, %in_133: f32, %out: f32):
      %58 = arith.mulf %in, %in_133 : f32
      linalg.yield %58 : f32
    }
    linalg.generic {indexing_maps = [#map4, #map12, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%alloc_12, %3 : memref<1x?x32xf32>, memref<32xf32>) outs(%alloc_12 : memref<1x?x32xf32>) {
    ^bb0(%in: f32, %in_133: f32, %out: f32):
      %58 = arith.addf %in, %in_133 : f32
      linalg.yield %58 : f32
    }
    %collapse_shape = memref.collapse_shape %alloc_12 [[0, 1], [2]] : memref<1x?x32xf32> into memref<?x32xf32>
    %alloc_32 = memref.alloc(%26) {alignment = 64 : i64} : memref<?x96xf32>
    linalg.fill ins(%cst_8 : f32) outs(%alloc_32 : memref<?x96xf32>)
    linalg.matmul ins(%collapse_shape, %14 : memref<?x32xf32>, memref<32x96xf32>) outs(%alloc_32 : memref<?x96xf32>)
    linalg.generic {indexing_maps = [#map1, #map13, #map1], iterator_types = ["parallel", "parallel"]} ins(%alloc_32, %9 : memref<?x96xf32>, memref<96xf32>) outs(%alloc_32 : memref<?x96xf32>) {
    ^bb0(%in: f32, %in_133: f32, %out: f32):
      %58 = arith.addf %in, %in_133 : f32
      linalg.yield %58 : f32
    }
    %expand_shape_33 = memref.expand_shape %alloc_32 [[0, 1], [2]] output_shape [1, %26, 96] : memref<?x96xf32> into memref<1x?x96xf32>
    %subview = memref.subview %expand_shape_33[0, 0, 0] [1, %26, 32] [1, 1, 1] : memref<1x?x96xf32> to memref<1x?x32xf32, strided<[?, 96, 1]>>
    %subview_34 = memref.subview %expand_shape_33[0, 0, 32] [1, %26, 32] [1, 1, 1] : memref<1x?x96xf32> to memref<1x?x32xf32, strided<[?, 96, 1], offset: 32>>
    %subview_35 = memref.subview %expand_shape_33[0, 0, 64] [1, %26, 32] [1, 1, 1] : memref<1x?x96xf32> to memref<1x?x32xf32, strided<[?, 96, 1], offset: 64>>
    %29 = arith.extui %20 : i1 to i64
    %30 = arith.addi %29, %c1_i64 : i64
    %31 = arith.muli %21, %c16_i64 : i64
    %32 = arith.cmpi sle, %30, %c1_i64 : i64
    cf.assert %32, "must have at most one inferred (negative) dimension"
    %33 = arith.muli %25, %c32_i64 : i64
    %34 = arith.divsi %33, %31 : i64
    %35 = arith.select %20, %34, %18 : i64
    %alloc_36 = memref.alloc() {alignment = 64 : i64} : memref<4xi64>
    memref.store %c1_i64, %alloc_36[%c0] : memref<4xi64>
    memref.store %35, %alloc_36[%c1] : memref<4xi64>
    memref.store %34, %alloc_36[%c2] : memref<4xi64>
    memref.store %c16_i64, %alloc_36[%c3] : memref<4xi64>
    %alloc_37 = memref.alloc(%26) {alignment = 64 : i64} : memref<1x?x32xf32>
    memref.copy %subview_34, %alloc_37 : memref<1x?x32xf32, strided<[?, 96, 1], offset: 32>> to memref<1x?x32xf32>
    %reshape_38 = memref.reshape %alloc_37(%alloc_36) : (memref<1x?x32xf32>, memref<4xi64>) -> memref<1x?x2x16xf32>
    %36 = arith.index_cast %35 : i64 to index
    cf.assert %32, "must have at most one inferred (negative) dimension"
    %alloc_39 = memref.alloc(%26) {alignment = 64 : i64} : memref<1x?x32xf32>
    memref.copy %subview_35, %alloc_39 : memref<1x?x32xf32, strided<[?, 96, 1], offset: 64>> to memref<1x?x32xf32>
    %reshape_40 = memref.reshape %alloc_39(%alloc_36) : (memref<1x?x32xf32>, memref<4xi64>) -> memref<1x?x2x16xf32>
    %alloc_41 = memref.alloc(%36) {alignment = 64 : i64} : memref<1x2x?x16xf32>
    %alloc_42 = memref.alloc(%36) {alignment = 64 : i64} : memref<1x2x?x16xf32>
    linalg.transpose ins(%reshape_40 : memref<1x?x2x16xf32>) outs(%alloc_42 : memref<1x2x?x16xf32>) permutation = [0, 2, 1, 3] 
    cf.assert %32, "must have at most one inferred (negative) dimension"
    %alloc_43 = memref.alloc(%26) {alignment = 64 : i64} : memref<1x?x32xf32>
    memref.copy %subview, %alloc_43 : memref<1x?x32xf32, strided<[?, 96, 1]>> to memref<1x?x32xf32>
    %reshape_44 = memref.reshape %alloc_43(%alloc_36) : (memref<1x?x32xf32>, memref<4xi64>) -> memref<1x?x2x16xf32>
    linalg.transpose ins(%reshape_44 : memref<1x?x2x16xf32>) outs(%alloc_41 : memref<1x2x?x16xf32>) permutation = [0, 2, 1, 3] 
    %alloc_45 = memref.alloc(%36) {alignment = 64 : i64} : memref<1x2x16x?xf32>
    linalg.transpose ins(%reshape_38 : memref<1x?x2x16xf32>) outs(%alloc_45 : memref<1x2x16x?xf32>) permutation = [0, 2, 3, 1] 
    cf.assert %19, "unimplemented: dynamic negative broadcast sizes"
    %alloc_46 = memref.alloc(%dim) {alignment = 64 : i64} : memref<1x2x?x16xf32>
    linalg.generic {indexing_maps = [#map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%alloc_46 : memref<1x2x?x16xf32>) {
    ^bb0(%out: f32):
      %58 = linalg.index 1 : index
      %59 = linalg.index 2 : index
      %60 = linalg.index 3 : index
      %61 = arith.cmpi eq, %36, %c1 : index
      %62 = arith.select %61, %c0, %59 : index
      %63 = memref.load %alloc_41[%c0, %58, %62, %60] : memref<1x2x?x16xf32>
      linalg.yield %63 : f32
    }
    %collapse_shape_47 = memref.collapse_shape %alloc_46 [[0, 1], [2], [3]] : memref<1x2x?x16xf32> into memref<2x?x16xf32>
    cf.assert %19, "unimplemented: dynamic negative broadcast sizes"
    %alloc_48 = memref.alloc(%dim) {alignment = 64 : i64} : memref<1x2x16x?xf32>
    linalg.generic {indexing_maps = [#map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%alloc_48 : memref<1x2x16x?xf32>) {
    ^bb0(%out: f32):
      %58 = linalg.index 1 : index
      %59 = linalg.index 2 : index
      %60 = linalg.index 3 : index
      %61 = arith.cmpi eq, %36, %c1 : index
      %62 = arith.select %61, %c0, %60 : index
      %63 = memref.load %alloc_45[%c0, %58, %59, %62] : memref<1x2x16x?xf32>
      linalg.yield %63 : f32
    }
    %collapse_shape_49 = memref.collapse_shape %alloc_48 [[0, 1], [2], [3]] : memref<1x2x16x?xf32> into memref<2x16x?xf32>
    %alloc_50 = memref.alloc(%dim, %dim) {alignment = 64 : i64} : memref<2x?x?xf32>
    linalg.fill ins(%cst_8 : f32) outs(%alloc_50 : memref<2x?x?xf32>)
    %alloc_51 = memref.alloc(%dim, %dim) {alignment = 64 : i64} : memref<2x?x?xf32>
    memref.copy %alloc_50, %alloc_51 : memref<2x?x?xf32> to memref<2x?x?xf32>
    linalg.batch_matmul ins(%collapse_shape_47, %collapse_shape_49 : memref<2x?x16xf32>, memref<2x16x?xf32>) outs(%alloc_51 : memref<2x?x?xf32>)
    %37 = arith.muli %18, %c2_i64 : i64
    %38 = arith.select %20, %c2_i64, %37 : i64
    %39 = arith.muli %38, %18 : i64
    %40 = arith.select %20, %c2_i64, %39 : i64
    %41 = arith.select %20, %30, %29 : i64
    %42 = arith.cmpi sle, %41, %c1_i64 : i64
    cf.assert %42, "must have at most one inferred (negative) dimension"
    %43 = arith.muli %37, %18 : i64
    %44 = arith.divsi %43, %40 : i64
    %45 = arith.select %20, %44, %18 : i64
    %alloc_52 = memref.alloc() {alignment = 64 : i64} : memref<4xi64>
    memref.store %c1_i64, %alloc_52[%c0] : memref<4xi64>
    memref.store %c2_i64, %alloc_52[%c1] : memref<4xi64>
    memref.store %45, %alloc_52[%c2] : memref<4xi64>
    memref.store %45, %alloc_52[%c3] : memref<4xi64>
    %reshape_53 = memref.reshape %alloc_51(%alloc_52) : (memref<2x?x?xf32>, memref<4xi64>) -> memref<1x2x?x?xf32>
    %46 = arith.index_cast %45 : i64 to index
    %alloc_54 = memref.alloc(%46, %46) {alignment = 64 : i64} : memref<1x2x?x?xf32>
    linalg.generic {indexing_maps = [#map7, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%reshape_53 : memref<1x2x?x?xf32>) outs(%alloc_54 : memref<1x2x?x?xf32>) {
    ^bb0(%in: f32, %out: f32):
      %58 = arith.mulf %in, %cst_1 : f32
      linalg.yield %58 : f32
    }
    %47 = arith.cmpi eq, %46, %dim : index
    cf.assert %47, "mismatched size for broadcast"
    cf.assert %47, "mismatched size for broadcast"
    linalg.generic {indexing_maps = [#map7, #map14, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%alloc_54, %alloc_24 : memref<1x2x?x?xf32>, memref<1x1x?x?xf32>) outs(%alloc_54 : memref<1x2x?x?xf32>) {
    ^bb0(%in: f32, %in_133: f32, %out: f32):
      %58 = arith.addf %in, %in_133 : f32
      linalg.yield %58 : f32
    }
    %alloc_55 = memref.alloc(%46) {alignment = 64 : i64} : memref<1x2x?xi64>
    linalg.fill ins(%c0_i64 : i64) outs(%alloc_55 : memref<1x2x?xi64>)
    %alloc_56 = memref.alloc(%46) {alignment = 64 : i64} : memref<1x2x?xf32>
    linalg.fill ins(%cst_9 : f32) outs(%alloc_56 : memref<1x2x?xf32>)
    %alloc_57 = memref.alloc(%46) {alignment = 64 : i64} : memref<1x2x?xf32>
    memref.copy %alloc_56, %alloc_57 : memref<1x2x?xf32> to memref<1x2x?xf32>
    %alloc_58 = memref.alloc(%46) {alignment = 64 : i64} : memref<1x2x?xi64>
    memref.copy %alloc_55, %alloc_58 : memref<1x2x?xi64> to memref<1x2x?xi64>
    linalg.generic {indexing_maps = [#map7, #map15, #map15], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%alloc_54 : memref<1x2x?x?xf32>) outs(%alloc_57, %alloc_58 : memref<1x2x?xf32>, memref<1x2x?xi64>) {
    ^bb0(%in: f32, %out: f32, %out_133: i64):
      %58 = linalg.index 3 : index
      %59 = arith.index_cast %58 : index to i64
      %60 = arith.maximumf %in, %out : f32
      %61 = arith.cmpf ogt, %in, %out : f32
      %62 = arith.select %61, %59, %out_133 : i64
      linalg.yield %60, %62 : f32, i64
    }
    %expand_shape_59 = memref.expand_shape %alloc_57 [[0], [1], [2, 3]] output_shape [1, 2, %46, 1] : memref<1x2x?xf32> into memref<1x2x?x1xf32>
    linalg.generic {indexing_maps = [#map7, #map6, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%alloc_54, %expand_shape_59 : memref<1x2x?x?xf32>, memref<1x2x?x1xf32>) outs(%alloc_54 : memref<1x2x?x?xf32>) {
    ^bb0(%in: f32, %in_133: f32, %out: f32):
      %58 = arith.subf %in, %in_133 : f32
      linalg.yield %58 : f32
    }
    linalg.generic {indexing_maps = [#map7, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%alloc_54 : memref<1x2x?x?xf32>) outs(%alloc_54 : memref<1x2x?x?xf32>) {
    ^bb0(%in: f32, %out: f32):
      %58 = math.exp %in : f32
      linalg.yield %58 : f32
    }
    %alloc_60 = memref.alloc(%46) {alignment = 64 : i64} : memref<1x2x?x1xf32>
    linalg.fill ins(%cst_8 : f32) outs(%alloc_60 : memref<1x2x?x1xf32>)
    %alloc_61 = memref.alloc(%46) {alignment = 64 : i64} : memref<1x2x?x1xf32>
    memref.copy %alloc_60, %alloc_61 : memref<1x2x?x1xf32> to memref<1x2x?x1xf32>
    linalg.generic {indexing_maps = [#map7, #map6], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%alloc_54 : memref<1x2x?x?xf32>) outs(%alloc_61 : memref<1x2x?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %58 = arith.addf %in, %out : f32
      linalg.yield %58 : f32
    }
    linalg.generic {indexing_maps = [#map7, #map6, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%alloc_54, %alloc_61 : memref<1x2x?x?xf32>, memref<1x2x?x1xf32>) outs(%alloc_54 : memref<1x2x?x?xf32>) {
    ^bb0(%in: f32, %in_133: f32, %out: f32):
      %58 = arith.divf %in, %in_133 : f32
      linalg.yield %58 : f32
    }
    cf.assert %19, "unimplemented: dynamic negative broadcast sizes"
    cf.assert %19, "unimplemented: dynamic negative broadcast sizes"
    %alloc_62 = memref.alloc(%dim, %dim) {alignment = 64 : i64} : memref<1x2x?x?xf32>
    linalg.generic {indexing_maps = [#map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%alloc_62 : memref<1x2x?x?xf32>) {
    ^bb0(%out: f32):
      %58 = linalg.index 1 : index
      %59 = linalg.index 2 : index
      %60 = linalg.index 3 : index
      %61 = arith.cmpi eq, %46, %c1 : index
      %62 = arith.select %61, %c0, %59 : index
      %63 = arith.select %61, %c0, %60 : index
      %64 = memref.load %alloc_54[%c0, %58, %62, %63] : memref<1x2x?x?xf32>
      linalg.yield %64 : f32
    }
    cf.assert %42, "must have at most one inferred (negative) dimension"
    %alloc_63 = memref.alloc() {alignment = 64 : i64} : memref<3xi64>
    memref.store %c2_i64, %alloc_63[%c0] : memref<3xi64>
    memref.store %45, %alloc_63[%c1] : memref<3xi64>
    memref.store %45, %alloc_63[%c2] : memref<3xi64>
    %reshape_64 = memref.reshape %alloc_62(%alloc_63) : (memref<1x2x?x?xf32>, memref<3xi64>) -> memref<2x?x?xf32>
    cf.assert %19, "unimplemented: dynamic negative broadcast sizes"
    linalg.generic {indexing_maps = [#map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%alloc_46 : memref<1x2x?x16xf32>) {
    ^bb0(%out: f32):
      %58 = linalg.index 1 : index
      %59 = linalg.index 2 : index
      %60 = linalg.index 3 : index
      %61 = arith.cmpi eq, %36, %c1 : index
      %62 = arith.select %61, %c0, %59 : index
      %63 = memref.load %alloc_42[%c0, %58, %62, %60] : memref<1x2x?x16xf32>
      linalg.yield %63 : f32
    }
    %48 = arith.cmpi eq, %45, %18 : i64
    cf.assert %48, "mismatching contracting dimension"
    %alloc_65 = memref.alloc(%46) {alignment = 64 : i64} : memref<2x?x16xf32>
    linalg.fill ins(%cst_8 : f32) outs(%alloc_65 : memref<2x?x16xf32>)
    %alloc_66 = memref.alloc(%46) {alignment = 64 : i64} : memref<2x?x16xf32>
    memref.copy %alloc_65, %alloc_66 : memref<2x?x16xf32> to memref<2x?x16xf32>
    linalg.batch_matmul ins(%reshape_64, %collapse_shape_47 : memref<2x?x?xf32>, memref<2x?x16xf32>) outs(%alloc_66 : memref<2x?x16xf32>)
    %expand_shape_67 = memref.expand_shape %alloc_66 [[0, 1], [2], [3]] output_shape [1, 2, %46, 16] : memref<2x?x16xf32> into memref<1x2x?x16xf32>
    %alloc_68 = memref.alloc(%46) {alignment = 64 : i64} : memref<1x?x2x16xf32>
    linalg.transpose ins(%expand_shape_67 : memref<1x2x?x16xf32>) outs(%alloc_68 : memref<1x?x2x16xf32>) permutation = [0, 2, 1, 3] 
    %collapse_shape_69 = memref.collapse_shape %alloc_68 [[0, 1], [2, 3]] : memref<1x?x2x16xf32> into memref<?x32xf32>
    %alloc_70 = memref.alloc(%46) {alignment = 64 : i64} : memref<?x32xf32>
    %alloc_71 = memref.alloc(%46) {alignment = 64 : i64} : memref<?x32xf32>
    linalg.fill ins(%cst_8 : f32) outs(%alloc_71 : memref<?x32xf32>)
    %alloc_72 = memref.alloc(%46) {alignment = 64 : i64} : memref<?x32xf32>
    memref.copy %alloc_71, %alloc_72 : memref<?x32xf32> to memref<?x32xf32>
    linalg.matmul ins(%collapse_shape_69, %13 : memref<?x32xf32>, memref<32x32xf32>) outs(%alloc_72 : memref<?x32xf32>)
    linalg.generic {indexing_maps = [#map1, #map13, #map1], iterator_types = ["parallel", "parallel"]} ins(%alloc_72, %3 : memref<?x32xf32>, memref<32xf32>) outs(%alloc_70 : memref<?x32xf32>) {
    ^bb0(%in: f32, %in_133: f32, %out: f32):
      %58 = arith.addf %in, %in_133 : f32
      linalg.yield %58 : f32
    }
    %expand_shape_73 = memref.expand_shape %alloc_70 [[0, 1], [2]] output_shape [1, %46, 32] : memref<?x32xf32> into memref<1x?x32xf32>
    %49 = arith.cmpi eq, %46, %26 : index
    cf.assert %49, "mismatched size for broadcast"
    %alloc_74 = memref.alloc(%46) {alignment = 64 : i64} : memref<1x?x32xf32>
    %alloc_75 = memref.alloc(%46) {alignment = 64 : i64} : memref<1x?x32xf32>
    linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expand_shape_73, %alloc_14 : memref<1x?x32xf32>, memref<1x?x32xf32>) outs(%alloc_75 : memref<1x?x32xf32>) {
    ^bb0(%in: f32, %in_133: f32, %out: f32):
      %58 = arith.addf %in, %in_133 : f32
      linalg.yield %58 : f32
    }
    %alloc_76 = memref.alloc(%46) {alignment = 64 : i64} : memref<1x?x32xf64>
    linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%alloc_75 : memref<1x?x32xf32>) outs(%alloc_76 : memref<1x?x32xf64>) {
    ^bb0(%in: f32, %out: f64):
      %58 = arith.extf %in : f32 to f64
      linalg.yield %58 : f64
    }
    %alloc_77 = memref.alloc(%46) {alignment = 64 : i64} : memref<1x?x1xf64>
    %alloc_78 = memref.alloc(%46) {alignment = 64 : i64} : memref<1x?x1xf64>
    linalg.fill ins(%cst_7 : f64) outs(%alloc_78 : memref<1x?x1xf64>)
    %alloc_79 = memref.alloc(%46) {alignment = 64 : i64} : memref<1x?x1xf64>
    memref.copy %alloc_78, %alloc_79 : memref<1x?x1xf64> to memref<1x?x1xf64>
    linalg.generic {indexing_maps = [#map4, #map11], iterator_types = ["parallel", "parallel", "reduction"]} ins(%alloc_76 : memref<1x?x32xf64>) outs(%alloc_79 : memref<1x?x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %58 = arith.addf %in, %out : f64
      linalg.yield %58 : f64
    }
    linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%alloc_79 : memref<1x?x1xf64>) outs(%alloc_77 : memref<1x?x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %58 = arith.divf %in, %cst_3 : f64
      linalg.yield %58 : f64
    }
    linalg.generic {indexing_maps = [#map4, #map11, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%alloc_76, %alloc_77 : memref<1x?x32xf64>, memref<1x?x1xf64>) outs(%alloc_76 : memref<1x?x32xf64>) {
    ^bb0(%in: f64, %in_133: f64, %out: f64):
      %58 = arith.subf %in, %in_133 : f64
      linalg.yield %58 : f64
    }
    linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%alloc_76, %alloc_76 : memref<1x?x32xf64>, memref<1x?x32xf64>) outs(%alloc_76 : memref<1x?x32xf64>) {
    ^bb0(%in: f64, %in_133: f64, %out: f64):
      %58 = arith.mulf %in, %in_133 : f64
      linalg.yield %58 : f64
    }
    %alloc_80 = memref.alloc(%46) {alignment = 64 : i64} : memref<1x?x1xf64>
    memref.copy %alloc_78, %alloc_80 : memref<1x?x1xf64> to memref<1x?x1xf64>
    linalg.generic {indexing_maps = [#map4, #map11], iterator_types = ["parallel", "parallel", "reduction"]} ins(%alloc_76 : memref<1x?x32xf64>) outs(%alloc_80 : memref<1x?x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %58 = arith.addf %in, %out : f64
      linalg.yield %58 : f64
    }
    linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%alloc_80 : memref<1x?x1xf64>) outs(%alloc_77 : memref<1x?x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %58 = arith.divf %in, %cst_3 : f64
      linalg.yield %58 : f64
    }
    %alloc_81 = memref.alloc(%46) {alignment = 64 : i64} : memref<1x?x1xf32>
    linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%alloc_77 : memref<1x?x1xf64>) outs(%alloc_81 : memref<1x?x1xf32>) {
    ^bb0(%in: f64, %out: f32):
      %58 = arith.truncf %in : f64 to f32
      linalg.yield %58 : f32
    }
    %alloc_82 = memref.alloc(%46) {alignment = 64 : i64} : memref<1x?x1xf32>
    linalg.fill ins(%cst_8 : f32) outs(%alloc_82 : memref<1x?x1xf32>)
    %alloc_83 = memref.alloc(%46) {alignment = 64 : i64} : memref<1x?x1xf32>
    memref.copy %alloc_82, %alloc_83 : memref<1x?x1xf32> to memref<1x?x1xf32>
    linalg.generic {indexing_maps = [#map4, #map11], iterator_types = ["parallel", "parallel", "reduction"]} ins(%alloc_75 : memref<1x?x32xf32>) outs(%alloc_83 : memref<1x?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %58 = arith.addf %in, %out : f32
      linalg.yield %58 : f32
    }
    %alloc_84 = memref.alloc(%46) {alignment = 64 : i64} : memref<1x?x1xf32>
    linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%alloc_83 : memref<1x?x1xf32>) outs(%alloc_84 : memref<1x?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %58 = arith.divf %in, %cst_2 : f32
      linalg.yield %58 : f32
    }
    linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%alloc_81 : memref<1x?x1xf32>) outs(%alloc_81 : memref<1x?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %58 = arith.truncf %cst_4 : f64 to f32
      %59 = arith.addf %in, %58 : f32
      linalg.yield %59 : f32
    }
    linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%alloc_81 : memref<1x?x1xf32>) outs(%alloc_81 : memref<1x?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %58 = math.rsqrt %in : f32
      linalg.yield %58 : f32
    }
    linalg.generic {indexing_maps = [#map4, #map11, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%alloc_75, %alloc_84 : memref<1x?x32xf32>, memref<1x?x1xf32>) outs(%alloc_74 : memref<1x?x32xf32>) {
    ^bb0(%in: f32, %in_133: f32, %out: f32):
      %58 = arith.subf %in, %in_133 : f32
      linalg.yield %58 : f32
    }
    linalg.generic {indexing_maps = [#map4, #map11, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%alloc_74, %alloc_81 : memref<1x?x32xf32>, memref<1x?x1xf32>) outs(%alloc_74 : memref<1x?x32xf32>) {
    ^bb0(%in: f32, %in_133: f32, %out: f32):
      %58 = arith.mulf %in, %in_133 : f32
      linalg.yield %58 : f32
    }
    linalg.generic {indexing_maps = [#map4, #map12, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%alloc_74, %4 : memref<1x?x32xf32>, memref<32xf32>) outs(%alloc_74 : memref<1x?x32xf32>) {
    ^bb0(%in: f32, %in_133: f32, %out: f32):
      %58 = arith.mulf %in, %in_133 : f32
      linalg.yield %58 : f32
    }
    linalg.generic {indexing_maps = [#map4, #map12, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%alloc_74, %3 : memref<1x?x32xf32>, memref<32xf32>) outs(%alloc_74 : memref<1x?x32xf32>) {
    ^bb0(%in: f32, %in_133: f32, %out: f32):
      %58 = arith.addf %in, %in_133 : f32
      linalg.yield %58 : f32
    }
    %collapse_shape_85 = memref.collapse_shape %alloc_74 [[0, 1], [2]] : memref<1x?x32xf32> into memref<?x32xf32>
    %alloc_86 = memref.alloc(%46) {alignment = 64 : i64} : memref<?x128xf32>
    %alloc_87 = memref.alloc(%46) {alignment = 64 : i64} : memref<?x128xf32>
    linalg.fill ins(%cst_8 : f32) outs(%alloc_87 : memref<?x128xf32>)
    %alloc_88 = memref.alloc(%46) {alignment = 64 : i64} : memref<?x128xf32>
    memref.copy %alloc_87, %alloc_88 : memref<?x128xf32> to memref<?x128xf32>
    linalg.matmul ins(%collapse_shape_85, %12 : memref<?x32xf32>, memref<32x128xf32>) outs(%alloc_88 : memref<?x128xf32>)
    linalg.generic {indexing_maps = [#map1, #map13, #map1], iterator_types = ["parallel", "parallel"]} ins(%alloc_88, %6 : memref<?x128xf32>, memref<128xf32>) outs(%alloc_86 : memref<?x128xf32>) {
    ^bb0(%in: f32, %in_133: f32, %out: f32):
      %58 = arith.addf %in, %in_133 : f32
      linalg.yield %58 : f32
    }
    %expand_shape_89 = memref.expand_shape %alloc_86 [[0, 1], [2]] output_shape [1, %46, 128] : memref<?x128xf32> into memref<1x?x128xf32>
    %alloc_90 = memref.alloc(%46) {alignment = 64 : i64} : memref<1x?x128xf32>
    %alloc_91 = memref.alloc(%46) {alignment = 64 : i64} : memref<1x?x128xf32>
    linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expand_shape_89 : memref<1x?x128xf32>) outs(%alloc_91 : memref<1x?x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %58 = arith.mulf %in, %cst_0 : f32
      linalg.yield %58 : f32
    }
    linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expand_shape_89 : memref<1x?x128xf32>) outs(%alloc_90 : memref<1x?x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %58 = math.fpowi %in, %c3_i64 : f32, i64
      linalg.yield %58 : f32
    }
    linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%alloc_90 : memref<1x?x128xf32>) outs(%alloc_90 : memref<1x?x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %58 = arith.truncf %cst_5 : f64 to f32
      %59 = arith.mulf %in, %58 : f32
      linalg.yield %59 : f32
    }
    linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expand_shape_89, %alloc_90 : memref<1x?x128xf32>, memref<1x?x128xf32>) outs(%alloc_90 : memref<1x?x128xf32>) {
    ^bb0(%in: f32, %in_133: f32, %out: f32):
      %58 = arith.addf %in, %in_133 : f32
      linalg.yield %58 : f32
    }
    linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%alloc_90 : memref<1x?x128xf32>) outs(%alloc_90 : memref<1x?x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %58 = arith.truncf %cst_6 : f64 to f32
      %59 = arith.mulf %in, %58 : f32
      linalg.yield %59 : f32
    }
    linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%alloc_90 : memref<1x?x128xf32>) outs(%alloc_90 : memref<1x?x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %58 = math.tanh %in : f32
      linalg.yield %58 : f32
    }
    linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%alloc_90 : memref<1x?x128xf32>) outs(%alloc_90 : memref<1x?x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %58 = arith.addf %in, %cst : f32
      linalg.yield %58 : f32
    }
    linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%alloc_91, %alloc_90 : memref<1x?x128xf32>, memref<1x?x128xf32>) outs(%alloc_90 : memref<1x?x128xf32>) {
    ^bb0(%in: f32, %in_133: f32, %out: f32):
      %58 = arith.mulf %in, %in_133 : f32
      linalg.yield %58 : f32
    }
    %collapse_shape_92 = memref.collapse_shape %alloc_90 [[0, 1], [2]] : memref<1x?x128xf32> into memref<?x128xf32>
    %alloc_93 = memref.alloc(%46) {alignment = 64 : i64} : memref<?x32xf32>
    memref.copy %alloc_71, %alloc_93 : memref<?x32xf32> to memref<?x32xf32>
    linalg.matmul ins(%collapse_shape_92, %11 : memref<?x128xf32>, memref<128x32xf32>) outs(%alloc_93 : memref<?x32xf32>)
    linalg.generic {indexing_maps = [#map1, #map13, #map1], iterator_types = ["parallel", "parallel"]} ins(%alloc_93, %3 : memref<?x32xf32>, memref<32xf32>) outs(%alloc_70 : memref<?x32xf32>) {
    ^bb0(%in: f32, %in_133: f32, %out: f32):
      %58 = arith.addf %in, %in_133 : f32
      linalg.yield %58 : f32
    }
    %alloc_94 = memref.alloc(%46) {alignment = 64 : i64} : memref<1x?x32xf32>
    linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%alloc_75, %expand_shape_73 : memref<1x?x32xf32>, memref<1x?x32xf32>) outs(%alloc_94 : memref<1x?x32xf32>) {
    ^bb0(%in: f32, %in_133: f32, %out: f32):
      %58 = arith.addf %in, %in_133 : f32
      linalg.yield %58 : f32
    }
    linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%alloc_94 : memref<1x?x32xf32>) outs(%alloc_76 : memref<1x?x32xf64>) {
    ^bb0(%in: f32, %out: f64):
      %58 = arith.extf %in : f32 to f64
      linalg.yield %58 : f64
    }
    %alloc_95 = memref.alloc(%46) {alignment = 64 : i64} : memref<1x?x1xf64>
    memref.copy %alloc_78, %alloc_95 : memref<1x?x1xf64> to memref<1x?x1xf64>
    linalg.generic {indexing_maps = [#map4, #map11], iterator_types = ["parallel", "parallel", "reduction"]} ins(%alloc_76 : memref<1x?x32xf64>) outs(%alloc_95 : memref<1x?x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %58 = arith.addf %in, %out : f64
      linalg.yield %58 : f64
    }
    linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%alloc_95 : memref<1x?x1xf64>) outs(%alloc_77 : memref<1x?x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %58 = arith.divf %in, %cst_3 : f64
      linalg.yield %58 : f64
    }
    linalg.generic {indexing_maps = [#map4, #map11, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%alloc_76, %alloc_77 : memref<1x?x32xf64>, memref<1x?x1xf64>) outs(%alloc_76 : memref<1x?x32xf64>) {
    ^bb0(%in: f64, %in_133: f64, %out: f64):
      %58 = arith.subf %in, %in_133 : f64
      linalg.yield %58 : f64
    }
    linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%alloc_76, %alloc_76 : memref<1x?x32xf64>, memref<1x?x32xf64>) outs(%alloc_76 : memref<1x?x32xf64>) {
    ^bb0(%in: f64, %in_133: f64, %out: f64):
      %58 = arith.mulf %in, %in_133 : f64
      linalg.yield %58 : f64
    }
    %alloc_96 = memref.alloc(%46) {alignment = 64 : i64} : memref<1x?x1xf64>
    memref.copy %alloc_78, %alloc_96 : memref<1x?x1xf64> to memref<1x?x1xf64>
    linalg.generic {indexing_maps = [#map4, #map11], iterator_types = ["parallel", "parallel", "reduction"]} ins(%alloc_76 : memref<1x?x32xf64>) outs(%alloc_96 : memref<1x?x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %58 = arith.addf %in, %out : f64
      linalg.yield %58 : f64
    }
    linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%alloc_96 : memref<1x?x1xf64>) outs(%alloc_77 : memref<1x?x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %58 = arith.divf %in, %cst_3 : f64
      linalg.yield %58 : f64
    }
    linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%alloc_77 : memref<1x?x1xf64>) outs(%alloc_81 : memref<1x?x1xf32>) {
    ^bb0(%in: f64, %out: f32):
      %58 = arith.truncf %in : f64 to f32
      linalg.yield %58 : f32
    }
    %alloc_97 = memref.alloc(%46) {alignment = 64 : i64} : memref<1x?x1xf32>
    memref.copy %alloc_82, %alloc_97 : memref<1x?x1xf32> to memref<1x?x1xf32>
    linalg.generic {indexing_maps = [#map4, #map11], iterator_types = ["parallel", "parallel", "reduction"]} ins(%alloc_94 : memref<1x?x32xf32>) outs(%alloc_97 : memref<1x?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %58 = arith.addf %in, %out : f32
      linalg.yield %58 : f32
    }
    %alloc_98 = memref.alloc(%46) {alignment = 64 : i64} : memref<1x?x1xf32>
    linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%alloc_97 : memref<1x?x1xf32>) outs(%alloc_98 : memref<1x?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %58 = arith.divf %in, %cst_2 : f32
      linalg.yield %58 : f32
    }
    linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%alloc_81 : memref<1x?x1xf32>) outs(%alloc_81 : memref<1x?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %58 = arith.truncf %cst_4 : f64 to f32
      %59 = arith.addf %in, %58 : f32
      linalg.yield %59 : f32
    }
    linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%alloc_81 : memref<1x?x1xf32>) outs(%alloc_81 : memref<1x?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %58 = math.rsqrt %in : f32
      linalg.yield %58 : f32
    }
    linalg.generic {indexing_maps = [#map4, #map11, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%alloc_94, %alloc_98 : memref<1x?x32xf32>, memref<1x?x1xf32>) outs(%alloc_74 : memref<1x?x32xf32>) {
    ^bb0(%in: f32, %in_133: f32, %out: f32):
      %58 = arith.subf %in, %in_133 : f32
      linalg.yield %58 : f32
    }
    linalg.generic {indexing_maps = [#map4, #map11, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%alloc_74, %alloc_81 : memref<1x?x32xf32>, memref<1x?x1xf32>) outs(%alloc_74 : memref<1x?x32xf32>) {
    ^bb0(%in: f32, %in_133: f32, %out: f32):
      %58 = arith.mulf %in, %in_133 : f32
      linalg.yield %58 : f32
    }
    linalg.generic {indexing_maps = [#map4, #map12, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%alloc_74, %4 : memref<1x?x32xf32>, memref<32xf32>) outs(%alloc_74 : memref<1x?x32xf32>) {
    ^bb0(%in: f32, %in_133: f32, %out: f32):
      %58 = arith.mulf %in, %in_133 : f32
      linalg.yield %58 : f32
    }
    linalg.generic {indexing_maps = [#map4, #map12, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%alloc_74, %3 : memref<1x?x32xf32>, memref<32xf32>) outs(%alloc_74 : memref<1x?x32xf32>) {
    ^bb0(%in: f32, %in_133: f32, %out: f32):
      %58 = arith.addf %in, %in_133 : f32
      linalg.yield %58 : f32
    }
    %alloc_99 = memref.alloc(%46) {alignment = 64 : i64} : memref<?x96xf32>
    linalg.fill ins(%cst_8 : f32) outs(%alloc_99 : memref<?x96xf32>)
    linalg.matmul ins(%collapse_shape_85, %10 : memref<?x32xf32>, memref<32x96xf32>) outs(%alloc_99 : memref<?x96xf32>)
    linalg.generic {indexing_maps = [#map1, #map13, #map1], iterator_types = ["parallel", "parallel"]} ins(%alloc_99, %9 : memref<?x96xf32>, memref<96xf32>) outs(%alloc_99 : memref<?x96xf32>) {
    ^bb0(%in: f32, %in_133: f32, %out: f32):
      %58 = arith.addf %in, %in_133 : f32
      linalg.yield %58 : f32
    }
    %expand_shape_100 = memref.expand_shape %alloc_99 [[0, 1], [2]] output_shape [1, %46, 96] : memref<?x96xf32> into memref<1x?x96xf32>
    %subview_101 = memref.subview %expand_shape_100[0, 0, 0] [1, %46, 32] [1, 1, 1] : memref<1x?x96xf32> to memref<1x?x32xf32, strided<[?, 96, 1]>>
    %subview_102 = memref.subview %expand_shape_100[0, 0, 32] [1, %46, 32] [1, 1, 1] : memref<1x?x96xf32> to memref<1x?x32xf32, strided<[?, 96, 1], offset: 32>>
    %subview_103 = memref.subview %expand_shape_100[0, 0, 64] [1, %46, 32] [1, 1, 1] : memref<1x?x96xf32> to memref<1x?x32xf32, strided<[?, 96, 1], offset: 64>>
    cf.assert %32, "must have at most one inferred (negative) dimension"
    %50 = arith.muli %45, %c32_i64 : i64
    %51 = arith.divsi %50, %31 : i64
    %52 = arith.select %20, %51, %18 : i64
    %alloc_104 = memref.alloc() {alignment = 64 : i64} : memref<4xi64>
    memref.store %c1_i64, %alloc_104[%c0] : memref<4xi64>
    memref.store %52, %alloc_104[%c1] : memref<4xi64>
    memref.store %51, %alloc_104[%c2] : memref<4xi64>
    memref.store %c16_i64, %alloc_104[%c3] : memref<4xi64>
    %alloc_105 = memref.alloc(%46) {alignment = 64 : i64} : memref<1x?x32xf32>
    memref.copy %subview_102, %alloc_105 : memref<1x?x32xf32, strided<[?, 96, 1], offset: 32>> to memref<1x?x32xf32>
    %reshape_106 = memref.reshape %alloc_105(%alloc_104) : (memref<1x?x32xf32>, memref<4xi64>) -> memref<1x?x2x16xf32>
    %53 = arith.index_cast %52 : i64 to index
    cf.assert %32, "must have at most one inferred (negative) dimension"
    %alloc_107 = memref.alloc(%46) {alignment = 64 : i64} : memref<1x?x32xf32>
    memref.copy %subview_103, %alloc_107 : memref<1x?x32xf32, strided<[?, 96, 1], offset: 64>> to memref<1x?x32xf32>
    %reshape_108 = memref.reshape %alloc_107(%alloc_104) : (memref<1x?x32xf32>, memref<4xi64>) -> memref<1x?x2x16xf32>
    %alloc_109 = memref.alloc(%53) {alignment = 64 : i64} : memref<1x2x?x16xf32>
    %alloc_110 = memref.alloc(%53) {alignment = 64 : i64} : memref<1x2x?x16xf32>
    linalg.transpose ins(%reshape_108 : memref<1x?x2x16xf32>) outs(%alloc_110 : memref<1x2x?x16xf32>) permutation = [0, 2, 1, 3] 
    cf.assert %32, "must have at most one inferred (negative) dimension"
    %alloc_111 = memref.alloc(%46) {alignment = 64 : i64} : memref<1x?x32xf32>
    memref.copy %subview_101, %alloc_111 : memref<1x?x32xf32, strided<[?, 96, 1]>> to memref<1x?x32xf32>
    %reshape_112 = memref.reshape %alloc_111(%alloc_104) : (memref<1x?x32xf32>, memref<4xi64>) -> memref<1x?x2x16xf32>
    linalg.transpose ins(%reshape_112 : memref<1x?x2x16xf32>) outs(%alloc_109 : memref<1x2x?x16xf32>) permutation = [0, 2, 1, 3] 
    %alloc_113 = memref.alloc(%53) {alignment = 64 : i64} : memref<1x2x16x?xf32>
    linalg.transpose ins(%reshape_106 : memref<1x?x2x16xf32>) outs(%alloc_113 : memref<1x2x16x?xf32>) permutation = [0, 2, 3, 1] 
    cf.assert %19, "unimplemented: dynamic negative broadcast sizes"
    linalg.generic {indexing_maps = [#map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%alloc_46 : memref<1x2x?x16xf32>) {
    ^bb0(%out: f32):
      %58 = linalg.index 1 : index
      %59 = linalg.index 2 : index
      %60 = linalg.index 3 : index
      %61 = arith.cmpi eq, %53, %c1 : index
      %62 = arith.select %61, %c0, %59 : index
      %63 = memref.load %alloc_109[%c0, %58, %62, %60] : memref<1x2x?x16xf32>
      linalg.yield %63 : f32
    }
    cf.assert %19, "unimplemented: dynamic negative broadcast sizes"
    linalg.generic {indexing_maps = [#map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%alloc_48 : memref<1x2x16x?xf32>) {
    ^bb0(%out: f32):
      %58 = linalg.index 1 : index
      %59 = linalg.index 2 : index
      %60 = linalg.index 3 : index
      %61 = arith.cmpi eq, %53, %c1 : index
      %62 = arith.select %61, %c0, %60 : index
      %63 = memref.load %alloc_113[%c0, %58, %59, %62] : memref<1x2x16x?xf32>
      linalg.yield %63 : f32
    }
    linalg.batch_matmul ins(%collapse_shape_47, %collapse_shape_49 : memref<2x?x16xf32>, memref<2x16x?xf32>) outs(%alloc_50 : memref<2x?x?xf32>)
    cf.assert %42, "must have at most one inferred (negative) dimension"
    %reshape_114 = memref.reshape %alloc_50(%alloc_52) : (memref<2x?x?xf32>, memref<4xi64>) -> memref<1x2x?x?xf32>
    linalg.generic {indexing_maps = [#map7, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%reshape_114 : memref<1x2x?x?xf32>) outs(%alloc_54 : memref<1x2x?x?xf32>) {
    ^bb0(%in: f32, %out: f32):
      %58 = arith.mulf %in, %cst_1 : f32
      linalg.yield %58 : f32
    }
    cf.assert %47, "mismatched size for broadcast"
    cf.assert %47, "mismatched size for broadcast"
    linalg.generic {indexing_maps = [#map7, #map14, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%alloc_54, %alloc_24 : memref<1x2x?x?xf32>, memref<1x1x?x?xf32>) outs(%alloc_54 : memref<1x2x?x?xf32>) {
    ^bb0(%in: f32, %in_133: f32, %out: f32):
      %58 = arith.addf %in, %in_133 : f32
      linalg.yield %58 : f32
    }
    linalg.generic {indexing_maps = [#map7, #map15, #map15], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%alloc_54 : memref<1x2x?x?xf32>) outs(%alloc_56, %alloc_55 : memref<1x2x?xf32>, memref<1x2x?xi64>) {
    ^bb0(%in: f32, %out: f32, %out_133: i64):
      %58 = linalg.index 3 : index
      %59 = arith.index_cast %58 : index to i64
      %60 = arith.maximumf %in, %out : f32
      %61 = arith.cmpf ogt, %in, %out : f32
      %62 = arith.select %61, %59, %out_133 : i64
      linalg.yield %60, %62 : f32, i64
    }
    %expand_shape_115 = memref.expand_shape %alloc_56 [[0], [1], [2, 3]] output_shape [1, 2, %46, 1] : memref<1x2x?xf32> into memref<1x2x?x1xf32>
    linalg.generic {indexing_maps = [#map7, #map6, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%alloc_54, %expand_shape_115 : memref<1x2x?x?xf32>, memref<1x2x?x1xf32>) outs(%alloc_54 : memref<1x2x?x?xf32>) {
    ^bb0(%in: f32, %in_133: f32, %out: f32):
      %58 = arith.subf %in, %in_133 : f32
      linalg.yield %58 : f32
    }
    linalg.generic {indexing_maps = [#map7, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%alloc_54 : memref<1x2x?x?xf32>) outs(%alloc_54 : memref<1x2x?x?xf32>) {
    ^bb0(%in: f32, %out: f32):
      %58 = math.exp %in : f32
      linalg.yield %58 : f32
    }
    linalg.generic {indexing_maps = [#map7, #map6], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%alloc_54 : memref<1x2x?x?xf32>) outs(%alloc_60 : memref<1x2x?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %58 = arith.addf %in, %out : f32
      linalg.yield %58 : f32
    }
    linalg.generic {indexing_maps = [#map7, #map6, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%alloc_54, %alloc_60 : memref<1x2x?x?xf32>, memref<1x2x?x1xf32>) outs(%alloc_54 : memref<1x2x?x?xf32>) {
    ^bb0(%in: f32, %in_133: f32, %out: f32):
      %58 = arith.divf %in, %in_133 : f32
      linalg.yield %58 : f32
    }
    cf.assert %19, "unimplemented: dynamic negative broadcast sizes"
    cf.assert %19, "unimplemented: dynamic negative broadcast sizes"
    linalg.generic {indexing_maps = [#map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%alloc_62 : memref<1x2x?x?xf32>) {
    ^bb0(%out: f32):
      %58 = linalg.index 1 : index
      %59 = linalg.index 2 : index
      %60 = linalg.index 3 : index
      %61 = arith.cmpi eq, %46, %c1 : index
      %62 = arith.select %61, %c0, %59 : index
      %63 = arith.select %61, %c0, %60 : index
      %64 = memref.load %alloc_54[%c0, %58, %62, %63] : memref<1x2x?x?xf32>
      linalg.yield %64 : f32
    }
    cf.assert %42, "must have at most one inferred (negative) dimension"
    %reshape_116 = memref.reshape %alloc_62(%alloc_63) : (memref<1x2x?x?xf32>, memref<3xi64>) -> memref<2x?x?xf32>
    cf.assert %19, "unimplemented: dynamic negative broadcast sizes"
    linalg.generic {indexing_maps = [#map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%alloc_46 : memref<1x2x?x16xf32>) {
    ^bb0(%out: f32):
      %58 = linalg.index 1 : index
      %59 = linalg.index 2 : index
      %60 = linalg.index 3 : index
      %61 = arith.cmpi eq, %53, %c1 : index
      %62 = arith.select %61, %c0, %59 : index
      %63 = memref.load %alloc_110[%c0, %58, %62, %60] : memref<1x2x?x16xf32>
      linalg.yield %63 : f32
    }
    cf.assert %48, "mismatching contracting dimension"
    linalg.batch_matmul ins(%reshape_116, %collapse_shape_47 : memref<2x?x?xf32>, memref<2x?x16xf32>) outs(%alloc_65 : memref<2x?x16xf32>)
    %expand_shape_117 = memref.expand_shape %alloc_65 [[0, 1], [2], [3]] output_shape [1, 2, %46, 16] : memref<2x?x16xf32> into memref<1x2x?x16xf32>
    linalg.transpose ins(%expand_shape_117 : memref<1x2x?x16xf32>) outs(%alloc_68 : memref<1x?x2x16xf32>) permutation = [0, 2, 1, 3] 
    %alloc_118 = memref.alloc(%46) {alignment = 64 : i64} : memref<?x32xf32>
    memref.copy %alloc_71, %alloc_118 : memref<?x32xf32> to memref<?x32xf32>
    linalg.matmul ins(%collapse_shape_69, %8 : memref<?x32xf32>, memref<32x32xf32>) outs(%alloc_118 : memref<?x32xf32>)
    linalg.generic {indexing_maps = [#map1, #map13, #map1], iterator_types = ["parallel", "parallel"]} ins(%alloc_118, %3 : memref<?x32xf32>, memref<32xf32>) outs(%alloc_70 : memref<?x32xf32>) {
    ^bb0(%in: f32, %in_133: f32, %out: f32):
      %58 = arith.addf %in, %in_133 : f32
      linalg.yield %58 : f32
    }
    %alloc_119 = memref.alloc(%46) {alignment = 64 : i64} : memref<1x?x32xf32>
    linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expand_shape_73, %alloc_94 : memref<1x?x32xf32>, memref<1x?x32xf32>) outs(%alloc_119 : memref<1x?x32xf32>) {
    ^bb0(%in: f32, %in_133: f32, %out: f32):
      %58 = arith.addf %in, %in_133 : f32
      linalg.yield %58 : f32
    }
    linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%alloc_119 : memref<1x?x32xf32>) outs(%alloc_76 : memref<1x?x32xf64>) {
    ^bb0(%in: f32, %out: f64):
      %58 = arith.extf %in : f32 to f64
      linalg.yield %58 : f64
    }
    %alloc_120 = memref.alloc(%46) {alignment = 64 : i64} : memref<1x?x1xf64>
    memref.copy %alloc_78, %alloc_120 : memref<1x?x1xf64> to memref<1x?x1xf64>
    linalg.generic {indexing_maps = [#map4, #map11], iterator_types = ["parallel", "parallel", "reduction"]} ins(%alloc_76 : memref<1x?x32xf64>) outs(%alloc_120 : memref<1x?x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %58 = arith.addf %in, %out : f64
      linalg.yield %58 : f64
    }
    linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%alloc_120 : memref<1x?x1xf64>) outs(%alloc_77 : memref<1x?x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %58 = arith.divf %in, %cst_3 : f64
      linalg.yield %58 : f64
    }
    linalg.generic {indexing_maps = [#map4, #map11, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%alloc_76, %alloc_77 : memref<1x?x32xf64>, memref<1x?x1xf64>) outs(%alloc_76 : memref<1x?x32xf64>) {
    ^bb0(%in: f64, %in_133: f64, %out: f64):
      %58 = arith.subf %in, %in_133 : f64
      linalg.yield %58 : f64
    }
    linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%alloc_76, %alloc_76 : memref<1x?x32xf64>, memref<1x?x32xf64>) outs(%alloc_76 : memref<1x?x32xf64>) {
    ^bb0(%in: f64, %in_133: f64, %out: f64):
      %58 = arith.mulf %in, %in_133 : f64
      linalg.yield %58 : f64
    }
    %alloc_121 = memref.alloc(%46) {alignment = 64 : i64} : memref<1x?x1xf64>
    memref.copy %alloc_78, %alloc_121 : memref<1x?x1xf64> to memref<1x?x1xf64>
    linalg.generic {indexing_maps = [#map4, #map11], iterator_types = ["parallel", "parallel", "reduction"]} ins(%alloc_76 : memref<1x?x32xf64>) outs(%alloc_121 : memref<1x?x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %58 = arith.addf %in, %out : f64
      linalg.yield %58 : f64
    }
    linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%alloc_121 : memref<1x?x1xf64>) outs(%alloc_77 : memref<1x?x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %58 = arith.divf %in, %cst_3 : f64
      linalg.yield %58 : f64
    }
    linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%alloc_77 : memref<1x?x1xf64>) outs(%alloc_81 : memref<1x?x1xf32>) {
    ^bb0(%in: f64, %out: f32):
      %58 = arith.truncf %in : f64 to f32
      linalg.yield %58 : f32
    }
    %alloc_122 = memref.alloc(%46) {alignment = 64 : i64} : memref<1x?x1xf32>
    memref.copy %alloc_82, %alloc_122 : memref<1x?x1xf32> to memref<1x?x1xf32>
    linalg.generic {indexing_maps = [#map4, #map11], iterator_types = ["parallel", "parallel", "reduction"]} ins(%alloc_119 : memref<1x?x32xf32>) outs(%alloc_122 : memref<1x?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %58 = arith.addf %in, %out : f32
      linalg.yield %58 : f32
    }
    %alloc_123 = memref.alloc(%46) {alignment = 64 : i64} : memref<1x?x1xf32>
    linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%alloc_122 : memref<1x?x1xf32>) outs(%alloc_123 : memref<1x?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %58 = arith.divf %in, %cst_2 : f32
      linalg.yield %58 : f32
    }
    linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%alloc_81 : memref<1x?x1xf32>) outs(%alloc_81 : memref<1x?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %58 = arith.truncf %cst_4 : f64 to f32
      %59 = arith.addf %in, %58 : f32
      linalg.yield %59 : f32
    }
    linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%alloc_81 : memref<1x?x1xf32>) outs(%alloc_81 : memref<1x?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %58 = math.rsqrt %in : f32
      linalg.yield %58 : f32
    }
    linalg.generic {indexing_maps = [#map4, #map11, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%alloc_119, %alloc_123 : memref<1x?x32xf32>, memref<1x?x1xf32>) outs(%alloc_74 : memref<1x?x32xf32>) {
    ^bb0(%in: f32, %in_133: f32, %out: f32):
      %58 = arith.subf %in, %in_133 : f32
      linalg.yield %58 : f32
    }
    linalg.generic {indexing_maps = [#map4, #map11, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%alloc_74, %alloc_81 : memref<1x?x32xf32>, memref<1x?x1xf32>) outs(%alloc_74 : memref<1x?x32xf32>) {
    ^bb0(%in: f32, %in_133: f32, %out: f32):
      %58 = arith.mulf %in, %in_133 : f32
      linalg.yield %58 : f32
    }
    linalg.generic {indexing_maps = [#map4, #map12, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%alloc_74, %4 : memref<1x?x32xf32>, memref<32xf32>) outs(%alloc_74 : memref<1x?x32xf32>) {
    ^bb0(%in: f32, %in_133: f32, %out: f32):
      %58 = arith.mulf %in, %in_133 : f32
      linalg.yield %58 : f32
    }
    linalg.generic {indexing_maps = [#map4, #map12, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%alloc_74, %3 : memref<1x?x32xf32>, memref<32xf32>) outs(%alloc_74 : memref<1x?x32xf32>) {
    ^bb0(%in: f32, %in_133: f32, %out: f32):
      %58 = arith.addf %in, %in_133 : f32
      linalg.yield %58 : f32
    }
    linalg.matmul ins(%collapse_shape_85, %7 : memref<?x32xf32>, memref<32x128xf32>) outs(%alloc_87 : memref<?x128xf32>)
    linalg.generic {indexing_maps = [#map1, #map13, #map1], iterator_types = ["parallel", "parallel"]} ins(%alloc_87, %6 : memref<?x128xf32>, memref<128xf32>) outs(%alloc_86 : memref<?x128xf32>) {
    ^bb0(%in: f32, %in_133: f32, %out: f32):
      %58 = arith.addf %in, %in_133 : f32
      linalg.yield %58 : f32
    }
    %alloc_124 = memref.alloc(%46) {alignment = 64 : i64} : memref<1x?x128xf32>
    linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expand_shape_89 : memref<1x?x128xf32>) outs(%alloc_124 : memref<1x?x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %58 = arith.mulf %in, %cst_0 : f32
      linalg.yield %58 : f32
    }
    linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expand_shape_89 : memref<1x?x128xf32>) outs(%alloc_90 : memref<1x?x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %58 = math.fpowi %in, %c3_i64 : f32, i64
      linalg.yield %58 : f32
    }
    linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%alloc_90 : memref<1x?x128xf32>) outs(%alloc_90 : memref<1x?x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %58 = arith.truncf %cst_5 : f64 to f32
      %59 = arith.mulf %in, %58 : f32
      linalg.yield %59 : f32
    }
    linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expand_shape_89, %alloc_90 : memref<1x?x128xf32>, memref<1x?x128xf32>) outs(%alloc_90 : memref<1x?x128xf32>) {
    ^bb0(%in: f32, %in_133: f32, %out: f32):
      %58 = arith.addf %in, %in_133 : f32
      linalg.yield %58 : f32
    }
    linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%alloc_90 : memref<1x?x128xf32>) outs(%alloc_90 : memref<1x?x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %58 = arith.truncf %cst_6 : f64 to f32
      %59 = arith.mulf %in, %58 : f32
      linalg.yield %59 : f32
    }
    linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%alloc_90 : memref<1x?x128xf32>) outs(%alloc_90 : memref<1x?x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %58 = math.tanh %in : f32
      linalg.yield %58 : f32
    }
    linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%alloc_90 : memref<1x?x128xf32>) outs(%alloc_90 : memref<1x?x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %58 = arith.addf %in, %cst : f32
      linalg.yield %58 : f32
    }
    linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%alloc_124, %alloc_90 : memref<1x?x128xf32>, memref<1x?x128xf32>) outs(%alloc_90 : memref<1x?x128xf32>) {
    ^bb0(%in: f32, %in_133: f32, %out: f32):
      %58 = arith.mulf %in, %in_133 : f32
      linalg.yield %58 : f32
    }
    linalg.matmul ins(%collapse_shape_92, %5 : memref<?x128xf32>, memref<128x32xf32>) outs(%alloc_71 : memref<?x32xf32>)
    linalg.generic {indexing_maps = [#map1, #map13, #map1], iterator_types = ["parallel", "parallel"]} ins(%alloc_71, %3 : memref<?x32xf32>, memref<32xf32>) outs(%alloc_70 : memref<?x32xf32>) {
    ^bb0(%in: f32, %in_133: f32, %out: f32):
      %58 = arith.addf %in, %in_133 : f32
      linalg.yield %58 : f32
    }
    linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%alloc_119, %expand_shape_73 : memref<1x?x32xf32>, memref<1x?x32xf32>) outs(%alloc_74 : memref<1x?x32xf32>) {
    ^bb0(%in: f32, %in_133: f32, %out: f32):
      %58 = arith.addf %in, %in_133 : f32
      linalg.yield %58 : f32
    }
    linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%alloc_74 : memref<1x?x32xf32>) outs(%alloc_76 : memref<1x?x32xf64>) {
    ^bb0(%in: f32, %out: f64):
      %58 = arith.extf %in : f32 to f64
      linalg.yield %58 : f64
    }
    %alloc_125 = memref.alloc(%46) {alignment = 64 : i64} : memref<1x?x1xf64>
    memref.copy %alloc_78, %alloc_125 : memref<1x?x1xf64> to memref<1x?x1xf64>
    linalg.generic {indexing_maps = [#map4, #map11], iterator_types = ["parallel", "parallel", "reduction"]} ins(%alloc_76 : memref<1x?x32xf64>) outs(%alloc_125 : memref<1x?x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %58 = arith.addf %in, %out : f64
      linalg.yield %58 : f64
    }
    linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%alloc_125 : memref<1x?x1xf64>) outs(%alloc_77 : memref<1x?x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %58 = arith.divf %in, %cst_3 : f64
      linalg.yield %58 : f64
    }
    linalg.generic {indexing_maps = [#map4, #map11, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%alloc_76, %alloc_77 : memref<1x?x32xf64>, memref<1x?x1xf64>) outs(%alloc_76 : memref<1x?x32xf64>) {
    ^bb0(%in: f64, %in_133: f64, %out: f64):
      %58 = arith.subf %in, %in_133 : f64
      linalg.yield %58 : f64
    }
    linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%alloc_76, %alloc_76 : memref<1x?x32xf64>, memref<1x?x32xf64>) outs(%alloc_76 : memref<1x?x32xf64>) {
    ^bb0(%in: f64, %in_133: f64, %out: f64):
      %58 = arith.mulf %in, %in_133 : f64
      linalg.yield %58 : f64
    }
    linalg.generic {indexing_maps = [#map4, #map11], iterator_types = ["parallel", "parallel", "reduction"]} ins(%alloc_76 : memref<1x?x32xf64>) outs(%alloc_78 : memref<1x?x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %58 = arith.addf %in, %out : f64
      linalg.yield %58 : f64
    }
    linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%alloc_78 : memref<1x?x1xf64>) outs(%alloc_77 : memref<1x?x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %58 = arith.divf %in, %cst_3 : f64
      linalg.yield %58 : f64
    }
    linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%alloc_77 : memref<1x?x1xf64>) outs(%alloc_81 : memref<1x?x1xf32>) {
    ^bb0(%in: f64, %out: f32):
      %58 = arith.truncf %in : f64 to f32
      linalg.yield %58 : f32
    }
    linalg.generic {indexing_maps = [#map4, #map11], iterator_types = ["parallel", "parallel", "reduction"]} ins(%alloc_74 : memref<1x?x32xf32>) outs(%alloc_82 : memref<1x?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %58 = arith.addf %in, %out : f32
      linalg.yield %58 : f32
    }
    %alloc_126 = memref.alloc(%46) {alignment = 64 : i64} : memref<1x?x1xf32>
    linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%alloc_82 : memref<1x?x1xf32>) outs(%alloc_126 : memref<1x?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %58 = arith.divf %in, %cst_2 : f32
      linalg.yield %58 : f32
    }
    linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%alloc_81 : memref<1x?x1xf32>) outs(%alloc_81 : memref<1x?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %58 = arith.truncf %cst_4 : f64 to f32
      %59 = arith.addf %in, %58 : f32
      linalg.yield %59 : f32
    }
    linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%alloc_81 : memref<1x?x1xf32>) outs(%alloc_81 : memref<1x?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %58 = math.rsqrt %in : f32
      linalg.yield %58 : f32
    }
    linalg.generic {indexing_maps = [#map4, #map11, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%alloc_74, %alloc_126 : memref<1x?x32xf32>, memref<1x?x1xf32>) outs(%alloc_74 : memref<1x?x32xf32>) {
    ^bb0(%in: f32, %in_133: f32, %out: f32):
      %58 = arith.subf %in, %in_133 : f32
      linalg.yield %58 : f32
    }
    linalg.generic {indexing_maps = [#map4, #map11, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%alloc_74, %alloc_81 : memref<1x?x32xf32>, memref<1x?x1xf32>) outs(%alloc_74 : memref<1x?x32xf32>) {
    ^bb0(%in: f32, %in_133: f32, %out: f32):
      %58 = arith.mulf %in, %in_133 : f32
      linalg.yield %58 : f32
    }
    linalg.generic {indexing_maps = [#map4, #map12, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%alloc_74, %4 : memref<1x?x32xf32>, memref<32xf32>) outs(%alloc_74 : memref<1x?x32xf32>) {
    ^bb0(%in: f32, %in_133: f32, %out: f32):
      %58 = arith.mulf %in, %in_133 : f32
      linalg.yield %58 : f32
    }
    linalg.generic {indexing_maps = [#map4, #map12, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%alloc_74, %3 : memref<1x?x32xf32>, memref<32xf32>) outs(%alloc_74 : memref<1x?x32xf32>) {
    ^bb0(%in: f32, %in_133: f32, %out: f32):
      %58 = arith.addf %in, %in_133 : f32
      linalg.yield %58 : f32
    }
    %54 = arith.muli %21, %c32_i64 : i64
    cf.assert %23, "must have at most one inferred (negative) dimension"
    %55 = arith.divsi %50, %54 : i64
    %56 = arith.select %20, %55, %18 : i64
    %alloc_127 = memref.alloc() {alignment = 64 : i64} : memref<3xi64>
    memref.store %55, %alloc_127[%c0] : memref<3xi64>
    memref.store %56, %alloc_127[%c1] : memref<3xi64>
    memref.store %c32_i64, %alloc_127[%c2] : memref<3xi64>
    %reshape_128 = memref.reshape %alloc_74(%alloc_127) : (memref<1x?x32xf32>, memref<3xi64>) -> memref<1x?x32xf32>
    %alloc_129 = memref.alloc() {alignment = 64 : i64} : memref<32x64xf32>
    linalg.transpose ins(%16 : memref<64x32xf32>) outs(%alloc_129 : memref<32x64xf32>) permutation = [1, 0] 
    %collapse_shape_130 = memref.collapse_shape %reshape_128 [[0, 1], [2]] : memref<1x?x32xf32> into memref<?x32xf32>
    %57 = arith.index_cast %56 : i64 to index
    %alloc_131 = memref.alloc(%57) {alignment = 64 : i64} : memref<?x64xf32>
    linalg.fill ins(%cst_8 : f32) outs(%alloc_131 : memref<?x64xf32>)
    linalg.matmul ins(%collapse_shape_130, %alloc_129 : memref<?x32xf32>, memref<32x64xf32>) outs(%alloc_131 : memref<?x64xf32>)
    %expand_shape_132 = memref.expand_shape %alloc_131 [[0, 1], [2]] output_shape [1, %57, 64] : memref<?x64xf32> into memref<1x?x64xf32>
    memref.dealloc %alloc : memref<1x?xi64>
    memref.dealloc %alloc_10 : memref<?xi64>
    memref.dealloc %alloc_11 : memref<2xi64>
    memref.dealloc %alloc_12 : memref<1x?x32xf32>
    memref.dealloc %alloc_13 : memref<1x?x32xf32>
    memref.dealloc %alloc_14 : memref<1x?x32xf32>
    memref.dealloc %alloc_15 : memref<1x?xi1>
    memref.dealloc %alloc_16 : memref<1xi64>
    memref.dealloc %alloc_20 : memref<1x1x?x?xi1>
    memref.dealloc %alloc_22 : memref<1x1x1x?xi1>
    memref.dealloc %alloc_23 : memref<1x1x?x?xi1>
    memref.dealloc %alloc_24 : memref<1x1x?x?xf32>
    memref.dealloc %alloc_25 : memref<1x?x32xf64>
    memref.dealloc %alloc_26 : memref<1x?x1xf64>
    memref.dealloc %alloc_27 : memref<1x?x1xf64>
    memref.dealloc %alloc_28 : memref<1x?x1xf64>
    memref.dealloc %alloc_29 : memref<1x?x1xf32>
    memref.dealloc %alloc_30 : memref<1x?x1xf32>
    memref.dealloc %alloc_31 : memref<1x?x1xf32>
    memref.dealloc %alloc_32 : memref<?x96xf32>
    memref.dealloc %alloc_36 : memref<4xi64>
    memref.dealloc %alloc_37 : memref<1x?x32xf32>
    memref.dealloc %alloc_39 : memref<1x?x32xf32>
    memref.dealloc %alloc_41 : memref<1x2x?x16xf32>
    memref.dealloc %alloc_42 : memref<1x2x?x16xf32>
    memref.dealloc %alloc_43 : memref<1x?x32xf32>
    memref.dealloc %alloc_45 : memref<1x2x16x?xf32>
    memref.dealloc %alloc_46 : memref<1x2x?x16xf32>
    memref.dealloc %alloc_48 : memref<1x2x16x?xf32>
    memref.dealloc %alloc_50 : memref<2x?x?xf32>
    memref.dealloc %alloc_51 : memref<2x?x?xf32>
    memref.dealloc %alloc_52 : memref<4xi64>
    memref.dealloc %alloc_54 : memref<1x2x?x?xf32>
    memref.dealloc %alloc_55 : memref<1x2x?xi64>
    memref.dealloc %alloc_56 : memref<1x2x?xf32>
    memref.dealloc %alloc_57 : memref<1x2x?xf32>
    memref.dealloc %alloc_58 : memref<1x2x?xi64>
    memref.dealloc %alloc_60 : memref<1x2x?x1xf32>
    memref.dealloc %alloc_61 : memref<1x2x?x1xf32>
    memref.dealloc %alloc_62 : memref<1x2x?x?xf32>
    memref.dealloc %alloc_63 : memref<3xi64>
    memref.dealloc %alloc_65 : memref<2x?x16xf32>
    memref.dealloc %alloc_66 : memref<2x?x16xf32>
    memref.dealloc %alloc_68 : memref<1x?x2x16xf32>
    memref.dealloc %alloc_70 : memref<?x32xf32>
    memref.dealloc %alloc_71 : memref<?x32xf32>
    memref.dealloc %alloc_72 : memref<?x32xf32>
    memref.dealloc %alloc_74 : memref<1x?x32xf32>
    memref.dealloc %alloc_75 : memref<1x?x32xf32>
    memref.dealloc %alloc_76 : memref<1x?x32xf64>
    memref.dealloc %alloc_77 : memref<1x?x1xf64>
    memref.dealloc %alloc_78 : memref<1x?x1xf64>
    memref.dealloc %alloc_79 : memref<1x?x1xf64>
    memref.dealloc %alloc_80 : memref<1x?x1xf64>
    memref.dealloc %alloc_81 : memref<1x?x1xf32>
    memref.dealloc %alloc_82 : memref<1x?x1xf32>
    memref.dealloc %alloc_83 : memref<1x?x1xf32>
    memref.dealloc %alloc_84 : memref<1x?x1xf32>
    memref.dealloc %alloc_86 : memref<?x128xf32>
    memref.dealloc %alloc_87 : memref<?x128xf32>
    memref.dealloc %alloc_88 : memref<?x128xf32>
    memref.dealloc %alloc_90 : memref<1x?x128xf32>
    memref.dealloc %alloc_91 : memref<1x?x128xf32>
    memref.dealloc %alloc_93 : memref<?x32xf32>
    memref.dealloc %alloc_94 : memref<1x?x32xf32>
    memref.dealloc %alloc_95 : memref<1x?x1xf64>
    memref.dealloc %alloc_96 : memref<1x?x1xf64>
    memref.dealloc %alloc_97 : memref<1x?x1xf32>
    memref.dealloc %alloc_98 : memref<1x?x1xf32>
    memref.dealloc %alloc_99 : memref<?x96xf32>
    memref.dealloc %alloc_104 : memref<4xi64>
    memref.dealloc %alloc_105 : memref<1x?x32xf32>
    memref.dealloc %alloc_107 : memref<1x?x32xf32>
    memref.dealloc %alloc_109 : memref<1x2x?x16xf32>
    memref.dealloc %alloc_110 : memref<1x2x?x16xf32>
    memref.dealloc %alloc_111 : memref<1x?x32xf32>
    memref.dealloc %alloc_113 : memref<1x2x16x?xf32>
    memref.dealloc %alloc_118 : memref<?x32xf32>
    memref.dealloc %alloc_119 : memref<1x?x32xf32>
    memref.dealloc %alloc_120 : memref<1x?x1xf64>
    memref.dealloc %alloc_121 : memref<1x?x1xf64>
    memref.dealloc %alloc_122 : memref<1x?x1xf32>
    memref.dealloc %alloc_123 : memref<1x?x1xf32>
    memref.dealloc %alloc_124 : memref<1x?x128xf32>
    memref.dealloc %alloc_125 : memref<1x?x1xf64>
    memref.dealloc %alloc_126 : memref<1x?x1xf32>
    memref.dealloc %alloc_127 : memref<3xi64>
    memref.dealloc %alloc_129 : memref<32x64xf32>
    return %expand_shape_132 : memref<1x?x64xf32>
  }
}


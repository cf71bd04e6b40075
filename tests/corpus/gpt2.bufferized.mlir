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
    %0 = memref.get_global @__constant_xf32 : memref<f32>
    %1 = memref.get_global @__constant_xf32_0 : memref<f32>
    %2 = memref.get_global @__constant_xi1 : memref<i1>
    %3 = memref.get_global @__constant_32xf32 : memref<32xf32>
    %4 = memref.get_global @__constant_32xf32_1 : memref<32xf32>
    %5 = memref.get_global @__constant_32xf32 : memref<32xf32>
    %6 = memref.get_global @__constant_128x32xf32 : memref<128x32xf32>
    %7 = memref.get_global @__constant_128xf32 : memref<128xf32>
    %8 = memref.get_global @__constant_32x128xf32 : memref<32x128xf32>
    %9 = memref.get_global @__constant_32xf32 : memref<32xf32>
    %10 = memref.get_global @__constant_32xf32_1 : memref<32xf32>
    %11 = memref.get_global @__constant_32xf32 : memref<32xf32>
    %12 = memref.get_global @__constant_32x32xf32 : memref<32x32xf32>
    %13 = memref.get_global @__constant_96xf32 : memref<96xf32>
    %14 = memref.get_global @__constant_32x96xf32 : memref<32x96xf32>
    %15 = memref.get_global @__constant_32xf32 : memref<32xf32>
    %16 = memref.get_global @__constant_32xf32_1 : memref<32xf32>
    %17 = memref.get_global @__constant_32xf32 : memref<32xf32>
    %18 = memref.get_global @__constant_128x32xf32_2 : memref<128x32xf32>
    %cst_2 = arith.constant 0.79788456080286541 : f64
    %cst_3 = arith.constant 4.471500e-02 : f64
    %19 = memref.get_global @__constant_128xf32 : memref<128xf32>
    %20 = memref.get_global @__constant_32x128xf32_3 : memref<32x128xf32>
    %21 = memref.get_global @__constant_32xf32 : memref<32xf32>
    %22 = memref.get_global @__constant_32xf32_1 : memref<32xf32>
    %23 = memref.get_global @__constant_32xf32 : memref<32xf32>
    %24 = memref.get_global @__constant_32x32xf32_4 : memref<32x32xf32>
    %25 = memref.get_global @__constant_96xf32 : memref<96xf32>
    %26 = memref.get_global @__constant_32x96xf32_5 : memref<32x96xf32>
    %27 = memref.get_global @__constant_32xf32 : memref<32xf32>
    %28 = memref.get_global @__constant_32xf32_1 : memref<32xf32>
    %cst_4 = arith.constant 1.000000e-05 : f64
    %29 = memref.get_global @__constant_64x32xf32 : memref<64x32xf32>
    %30 = memref.get_global @__constant_64x32xf32_6 : memref<64x32xf32>
    %cst_5 = arith.constant 3.200000e+01 : f64
    %cst_6 = arith.constant 3.200000e+01 : f32
    %cst_7 = arith.constant 2.500000e-01 : f32
    %cst_8 = arith.constant 5.000000e-01 : f32
    %cst_9 = arith.constant 1.000000e+00 : f32
    %31 = memref.get_global @__constant_xi64 : memref<i64>
    %dim = memref.dim %arg0, %c1 : memref<1x?xi64>
    %32 = arith.index_cast %dim : index to i64
    %33 = arith.cmpi sge, %32, %c0_i64 : i64
    cf.assert %33, "negative values not allowed in new dimensions"
    %alloc = memref.alloc(%dim) {alignment = 64 : i64} : memref<1x?xi64>
    linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel"]} ins(%31 : memref<i64>) outs(%alloc : memref<1x?xi64>) {
    ^bb0(%in: i64, %out: i64):
      linalg.yield %in : i64
    }
    %alloc_10 = memref.alloc(%dim) {alignment = 64 : i64} : memref<?xi64>
    linalg.generic {indexing_maps = [#map2], iterator_types = ["parallel"]} outs(%alloc_10 : memref<?xi64>) {
    ^bb0(%out: i64):
      %73 = linalg.index 0 : index
      %74 = arith.index_cast %73 : index to i64
      linalg.yield %74 : i64
    }
    %expand_shape = memref.expand_shape %alloc_10 [[0, 1]] output_shape [1, %dim] : memref<?xi64> into memref<1x?xi64>
    %34 = arith.cmpi slt, %32, %c0_i64 : i64
    %35 = arith.select %34, %c1_i64, %32 : i64
    %36 = arith.select %34, %c2_i64, %c1_i64 : i64
    %37 = arith.cmpi sle, %36, %c1_i64 : i64
    cf.assert %37, "must have at most one inferred (negative) dimension"
    %38 = arith.divsi %32, %35 : i64
    %39 = arith.select %34, %38, %32 : i64
    %alloc_11 = memref.alloc() {alignment = 64 : i64} : memref<2xi64>
    %c0_12 = arith.constant 0 : index
    %c1_13 = arith.constant 1 : index
    memref.store %38, %alloc_11[%c0_12] : memref<2xi64>
    memref.store %39, %alloc_11[%c1_13] : memref<2xi64>
    %reshape = memref.reshape %arg0(%alloc_11) : (memref<1x?xi64>, memref<2xi64>) -> memref<1x?xi64>
    %40 = arith.index_cast %39 : i64 to index
    %alloc_14 = memref.alloc(%40) {alignment = 64 : i64} : memref<1x?x32xf32>
    linalg.generic {indexing_maps = [#map3, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%reshape : memref<1x?xi64>) outs(%alloc_14 : memref<1x?x32xf32>) {
    ^bb0(%in: i64, %out: f32):
      %73 = arith.index_cast %in : i64 to index
      %74 = linalg.index 2 : index
      %75 = arith.cmpi slt, %73, %c64 : index
      cf.assert %75, "index must be smaller than dim size"
      %76 = arith.cmpi sge, %in, %c0_i64 : i64
      cf.assert %76, "index must be larger or equal to 0"
      %77 = memref.load %30[%73, %74] : memref<64x32xf32>
      linalg.yield %77 : f32
    }
    %alloc_15 = memref.alloc(%dim) {alignment = 64 : i64} : memref<1x?x32xf32>
    linalg.generic {indexing_maps = [#map3, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expand_shape : memref<1x?xi64>) outs(%alloc_15 : memref<1x?x32xf32>) {
    ^bb0(%in: i64, %out: f32):
      %73 = arith.index_cast %in : i64 to index
      %74 = linalg.index 2 : index
      %75 = arith.cmpi slt, %73, %c64 : index
      cf.assert %75, "index must be smaller than dim size"
      %76 = arith.cmpi sge, %in, %c0_i64 : i64
      cf.assert %76, "index must be larger or equal to 0"
      %77 = memref.load %29[%73, %74] : memref<64x32xf32>
      linalg.yield %77 : f32
    }
    %41 = arith.cmpi eq, %40, %dim : index
    cf.assert %41, "mismatched size for broadcast"
    %alloc_16 = memref.alloc(%40) {alignment = 64 : i64} : memref<1x?x32xf32>
    linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%alloc_14, %alloc_15 : memref<1x?x32xf32>, memref<1x?x32xf32>) outs(%alloc_16 : memref<1x?x32xf32>) {
    ^bb0(%in: f32, %in_218: f32, %out: f32):
      %73 = arith.addf %in, %in_218 : f32
      linalg.yield %73 : f32
    }
    %alloc_17 = memref.alloc(%dim) {alignment = 64 : i64} : memref<1x?xi1>
    linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%alloc : memref<1x?xi64>) outs(%alloc_17 : memref<1x?xi1>) {
    ^bb0(%in: i64, %out: i1):
      %73 = arith.cmpi ne, %in, %c0_i64 : i64
      linalg.yield %73 : i1
    }
    %alloc_18 = memref.alloc() {alignment = 64 : i64} : memref<1xi64>
    linalg.generic {indexing_maps = [#map2], iterator_types = ["parallel"]} outs(%alloc_18 : memref<1xi64>) {
    ^bb0(%out: i64):
      linalg.yield %c0_i64 : i64
    }
    %expand_shape_19 = memref.expand_shape %alloc_18 [[0, 1, 2, 3]] output_shape [1, 1, 1, 1] : memref<1xi64> into memref<1x1x1x1xi64>
    %expand_shape_20 = memref.expand_shape %alloc_10 [[0, 1, 2, 3]] output_shape [1, 1, %dim, 1] : memref<?xi64> into memref<1x1x?x1xi64>
    %expand_shape_21 = memref.expand_shape %alloc_10 [[0, 1, 2, 3]] output_shape [1, 1, 1, %dim] : memref<?xi64> into memref<1x1x1x?xi64>
    %alloc_22 = memref.alloc(%dim, %dim) {alignment = 64 : i64} : memref<1x1x?x?xi1>
    linalg.generic {indexing_maps = [#map5, #map6, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expand_shape_21, %expand_shape_20 : memref<1x1x1x?xi64>, memref<1x1x?x1xi64>) outs(%alloc_22 : memref<1x1x?x?xi1>) {
    ^bb0(%in: i64, %in_218: i64, %out: i1):
      %73 = arith.cmpi sle, %in, %in_218 : i64
      linalg.yield %73 : i1
    }
    linalg.generic {indexing_maps = [#map8, #map7, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%2, %alloc_22 : memref<i1>, memref<1x1x?x?xi1>) outs(%alloc_22 : memref<1x1x?x?xi1>) {
    ^bb0(%in: i1, %in_218: i1, %out: i1):
      %73 = arith.andi %in, %in_218 : i1
      linalg.yield %73 : i1
    }
    %dim_23 = memref.dim %expand_shape_21, %c3 : memref<1x1x1x?xi64>
    %alloc_24 = memref.alloc(%dim_23) {alignment = 64 : i64} : memref<1x1x1x?xi1>
    linalg.generic {indexing_maps = [#map9, #map10, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expand_shape_19, %expand_shape_21 : memref<1x1x1x1xi64>, memref<1x1x1x?xi64>) outs(%alloc_24 : memref<1x1x1x?xi1>) {
    ^bb0(%in: i64, %in_218: i64, %out: i1):
      %73 = arith.cmpi slt, %in, %c0_i64 : i64
      %74 = arith.addi %in, %c1_i64 : i64
      %75 = arith.select %73, %74, %in : i64
      %76 = arith.index_cast %75 : i64 to index
      %77 = arith.cmpi slt, %in_218, %c0_i64 : i64
      %78 = arith.addi %in_218, %32 : i64
      %79 = arith.select %77, %78, %in_218 : i64
      %80 = arith.index_cast %79 : i64 to index
      %81 = memref.load %alloc_17[%76, %80] : memref<1x?xi1>
      linalg.yield %81 : i1
    }
    %42 = arith.cmpi eq, %dim, %dim_23 : index
    cf.assert %42, "mismatched size for broadcast"
    linalg.generic {indexing_maps = [#map7, #map5, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%alloc_22, %alloc_24 : memref<1x1x?x?xi1>, memref<1x1x1x?xi1>) outs(%alloc_22 : memref<1x1x?x?xi1>) {
    ^bb0(%in: i1, %in_218: i1, %out: i1):
      %73 = arith.andi %in, %in_218 : i1
      linalg.yield %73 : i1
    }
    cf.assert %33, "unimplemented: dynamic negative broadcast sizes"
    cf.assert %33, "unimplemented: dynamic negative broadcast sizes"
    %alloc_25 = memref.alloc(%dim, %dim) {alignment = 64 : i64} : memref<1x1x?x?xi1>
    linalg.generic {indexing_maps = [#map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%alloc_25 : memref<1x1x?x?xi1>) {
    ^bb0(%out: i1):
      %73 = linalg.index 2 : index
      %74 = linalg.index 3 : index
      %75 = arith.cmpi eq, %dim, %c1 : index
      %76 = arith.select %75, %c0, %73 : index
      %77 = arith.select %75, %c0, %74 : index
      %78 = memref.load %alloc_22[%c0, %c0, %76, %77] : memref<1x1x?x?xi1>
      linalg.yield %78 : i1
    }
    %alloc_26 = memref.alloc(%dim, %dim) {alignment = 64 : i64} : memref<1x1x?x?xf32>
    linalg.generic {indexing_maps = [#map7, #map8, #map8, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%alloc_25, %1, %0 : memref<1x1x?x?xi1>, memref<f32>, memref<f32>) outs(%alloc_26 : memref<1x1x?x?xf32>) {
    ^bb0(%in: i1, %in_218: f32, %in_219: f32, %out: f32):
      %73 = arith.select %in, %in_218, %in_219 : f32
      linalg.yield %73 : f32
    }
    %alloc_27 = memref.alloc(%40) {alignment = 64 : i64} : memref<1x?x32xf64>
    linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%alloc_16 : memref<1x?x32xf32>) outs(%alloc_27 : memref<1x?x32xf64>) {
    ^bb0(%in: f32, %out: f64):
      %73 = arith.extf %in : f32 to f64
      linalg.yield %73 : f64
    }
    %alloc_28 = memref.alloc(%40) {alignment = 64 : i64} : memref<1x?x1xf64>
    %alloc_29 = memref.alloc(%40) {alignment = 64 : i64} : memref<1x?x1xf64>
    linalg.fill ins(%cst : f64) outs(%alloc_29 : memref<1x?x1xf64>)
    %c1_30 = arith.constant 1 : index
    %dim_31 = memref.dim %alloc_29, %c1_30 : memref<1x?x1xf64>
    %alloc_32 = memref.alloc(%dim_31) {alignment = 64 : i64} : memref<1x?x1xf64>
    memref.copy %alloc_29, %alloc_32 : memref<1x?x1xf64> to memref<1x?x1xf64>
    linalg.generic {indexing_maps = [#map4, #map11], iterator_types = ["parallel", "parallel", "reduction"]} ins(%alloc_27 : memref<1x?x32xf64>) outs(%alloc_32 : memref<1x?x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %73 = arith.addf %in, %out : f64
      linalg.yield %73 : f64
    }
    linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%alloc_32 : memref<1x?x1xf64>) outs(%alloc_28 : memref<1x?x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %73 = arith.divf %in, %cst_5 : f64
      linalg.yield %73 : f64
    }
    linalg.generic {indexing_maps = [#map4, #map11, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%alloc_27, %alloc_28 : memref<1x?x32xf64>, memref<1x?x1xf64>) outs(%alloc_27 : memref<1x?x32xf64>) {
    ^bb0(%in: f64, %in_218: f64, %out: f64):
      %73 = arith.subf %in, %in_218 : f64
      linalg.yield %73 : f64
    }
    linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%alloc_27, %alloc_27 : memref<1x?x32xf64>, memref<1x?x32xf64>) outs(%alloc_27 : memref<1x?x32xf64>) {
    ^bb0(%in: f64, %in_218: f64, %out: f64):
      %73 = arith.mulf %in, %in_218 : f64
      linalg.yield %73 : f64
    }
    linalg.generic {indexing_maps = [#map4, #map11], iterator_types = ["parallel", "parallel", "reduction"]} ins(%alloc_27 : memref<1x?x32xf64>) outs(%alloc_29 : memref<1x?x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %73 = arith.addf %in, %out : f64
      linalg.yield %73 : f64
    }
    linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%alloc_29 : memref<1x?x1xf64>) outs(%alloc_28 : memref<1x?x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %73 = arith.divf %in, %cst_5 : f64
      linalg.yield %73 : f64
    }
    %alloc_33 = memref.alloc(%40) {alignment = 64 : i64} : memref<1x?x1xf32>
    %alloc_34 = memref.alloc(%40) {alignment = 64 : i64} : memref<1x?x1xf32>
    linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%alloc_28 : memref<1x?x1xf64>) outs(%alloc_34 : memref<1x?x1xf32>) {
    ^bb0(%in: f64, %out: f32):
      %73 = arith.truncf %in : f64 to f32
      linalg.yield %73 : f32
    }
    linalg.fill ins(%cst_0 : f32) outs(%alloc_33 : memref<1x?x1xf32>)
    linalg.generic {indexing_maps = [#map4, #map11], iterator_types = ["parallel", "parallel", "reduction"]} ins(%alloc_16 : memref<1x?x32xf32>) outs(%alloc_33 : memref<1x?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %73 = arith.addf %in, %out : f32
      linalg.yield %73 : f32
    }
    %alloc_35 = memref.alloc(%40) {alignment = 64 : i64} : memref<1x?x1xf32>
    linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%alloc_33 : memref<1x?x1xf32>) outs(%alloc_35 : memref<1x?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %73 = arith.divf %in, %cst_6 : f32
      linalg.yield %73 : f32
    }
    linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%alloc_34 : memref<1x?x1xf32>) outs(%alloc_33 : memref<1x?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %73 = arith.truncf %cst_4 : f64 to f32
      %74 = arith.addf %in, %73 : f32
      linalg.yield %74 : f32
    }
    linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%alloc_33 : memref<1x?x1xf32>) outs(%alloc_33 : memref<1x?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %73 = math.rsqrt %in : f32
      linalg.yield %73 : f32
    }
    linalg.generic {indexing_maps = [#map4, #map11, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%alloc_16, %alloc_35 : memref<1x?x32xf32>, memref<1x?x1xf32>) outs(%alloc_14 : memref<1x?x32xf32>) {
    ^bb0(%in: f32, %in_218: f32, %out: f32):
      %73 = arith.subf %in, %in_218 : f32
      linalg.yield %73 : f32
    }
    linalg.generic {indexing_maps = [#map4, #map11, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%alloc_14, %alloc_33 : memref<1x?x32xf32>, memref<1x?x1xf32>) outs(%alloc_14 : memref<1x?x32xf32>) {
    ^bb0(%in: f32, %in_218: f32, %out: f32):
      %73 = arith.mulf %in, %in_218 : f32
      linalg.yield %73 : f32
    }
    linalg.generic {indexing_maps = [#map4, #map12, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%alloc_14, %28 : memref<1x?x32xf32>, memref<32xf32>) outs(%alloc_14 : memref<1x?x32xf32>) {
    ^bb0(%in: f32, %in_218: f32, %out: f32):
      %73 = arith.mulf %in, %in_218 : f32
      linalg.yield %73 : f32
    }
    linalg.generic {indexing_maps = [#map4, #map12, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%alloc_14, %27 : memref<1x?x32xf32>, memref<32xf32>) outs(%alloc_14 : memref<1x?x32xf32>) {
    ^bb0(%in: f32, %in_218: f32, %out: f32):
      %73 = arith.addf %in, %in_218 : f32
      linalg.yield %73 : f32
    }
    %collapse_shape = memref.collapse_shape %alloc_14 [[0, 1], [2]] : memref<1x?x32xf32> into memref<?x32xf32>
    %43 = arith.index_cast %39 : i64 to index
    %alloc_36 = memref.alloc(%43) {alignment = 64 : i64} : memref<?x96xf32>
    linalg.fill ins(%cst_0 : f32) outs(%alloc_36 : memref<?x96xf32>)
    linalg.matmul ins(%collapse_shape, %26 : memref<?x32xf32>, memref<32x96xf32>) outs(%alloc_36 : memref<?x96xf32>)
    linalg.generic {indexing_maps = [#map1, #map13, #map1], iterator_types = ["parallel", "parallel"]} ins(%alloc_36, %25 : memref<?x96xf32>, memref<96xf32>) outs(%alloc_36 : memref<?x96xf32>) {
    ^bb0(%in: f32, %in_218: f32, %out: f32):
      %73 = arith.addf %in, %in_218 : f32
      linalg.yield %73 : f32
    }
    %expand_shape_37 = memref.expand_shape %alloc_36 [[0, 1], [2]] output_shape [1, %43, 96] : memref<?x96xf32> into memref<1x?x96xf32>
    %subview = memref.subview %expand_shape_37[0, 0, 0] [1, %43, 32] [1, 1, 1] : memref<1x?x96xf32> to memref<1x?x32xf32, strided<[?, 96, 1]>>
    %subview_38 = memref.subview %expand_shape_37[0, 0, 32] [1, %43, 32] [1, 1, 1] : memref<1x?x96xf32> to memref<1x?x32xf32, strided<[?, 96, 1], offset: 32>>
    %subview_39 = memref.subview %expand_shape_37[0, 0, 64] [1, %43, 32] [1, 1, 1] : memref<1x?x96xf32> to memref<1x?x32xf32, strided<[?, 96, 1], offset: 64>>
    %44 = arith.extui %34 : i1 to i64
    %45 = arith.addi %44, %c1_i64 : i64
    %46 = arith.muli %35, %c16_i64 : i64
    %47 = arith.cmpi sle, %45, %c1_i64 : i64
    cf.assert %47, "must have at most one inferred (negative) dimension"
    %48 = arith.muli %39, %c32_i64 : i64
    %49 = arith.divsi %48, %46 : i64
    %50 = arith.select %34, %49, %32 : i64
    %alloc_40 = memref.alloc() {alignment = 64 : i64} : memref<4xi64>
    %c0_41 = arith.constant 0 : index
    %c1_42 = arith.constant 1 : index
    %c2 = arith.constant 2 : index
    %c3_43 = arith.constant 3 : index
    memref.store %c1_i64, %alloc_40[%c0_41] : memref<4xi64>
    memref.store %50, %alloc_40[%c1_42] : memref<4xi64>
    memref.store %49, %alloc_40[%c2] : memref<4xi64>
    memref.store %c16_i64, %alloc_40[%c3_43] : memref<4xi64>
    %c1_44 = arith.constant 1 : index
    %dim_45 = memref.dim %subview_38, %c1_44 : memref<1x?x32xf32, strided<[?, 96, 1], offset: 32>>
    %alloc_46 = memref.alloc(%dim_45) {alignment = 64 : i64} : memref<1x?x32xf32>
    memref.copy %subview_38, %alloc_46 : memref<1x?x32xf32, strided<[?, 96, 1], offset: 32>> to memref<1x?x32xf32>
    %reshape_47 = memref.reshape %alloc_46(%alloc_40) : (memref<1x?x32xf32>, memref<4xi64>) -> memref<1x?x2x16xf32>
    %51 = arith.index_cast %50 : i64 to index
    cf.assert %47, "must have at most one inferred (negative) dimension"
    %c1_48 = arith.constant 1 : index
    %dim_49 = memref.dim %subview_39, %c1_48 : memref<1x?x32xf32, strided<[?, 96, 1], offset: 64>>
    %alloc_50 = memref.alloc(%dim_49) {alignment = 64 : i64} : memref<1x?x32xf32>
    memref.copy %subview_39, %alloc_50 : memref<1x?x32xf32, strided<[?, 96, 1], offset: 64>> to memref<1x?x32xf32>
    %reshape_51 = memref.reshape %alloc_50(%alloc_40) : (memref<1x?x32xf32>, memref<4xi64>) -> memref<1x?x2x16xf32>
    %alloc_52 = memref.alloc(%51) {alignment = 64 : i64} : memref<1x2x?x16xf32>
    %alloc_53 = memref.alloc(%51) {alignment = 64 : i64} : memref<1x2x?x16xf32>
    linalg.transpose ins(%reshape_51 : memref<1x?x2x16xf32>) outs(%alloc_53 : memref<1x2x?x16xf32>) permutation = [0, 2, 1, 3] 
    cf.assert %47, "must have at most one inferred (negative) dimension"
    %c1_54 = arith.constant 1 : index
    %dim_55 = memref.dim %subview, %c1_54 : memref<1x?x32xf32, strided<[?, 96, 1]>>
    %alloc_56 = memref.alloc(%dim_55) {alignment = 64 : i64} : memref<1x?x32xf32>
    memref.copy %subview, %alloc_56 : memref<1x?x32xf32, strided<[?, 96, 1]>> to memref<1x?x32xf32>
    %reshape_57 = memref.reshape %alloc_56(%alloc_40) : (memref<1x?x32xf32>, memref<4xi64>) -> memref<1x?x2x16xf32>
    linalg.transpose ins(%reshape_57 : memref<1x?x2x16xf32>) outs(%alloc_52 : memref<1x2x?x16xf32>) permutation = [0, 2, 1, 3] 
    %alloc_58 = memref.alloc(%51) {alignment = 64 : i64} : memref<1x2x16x?xf32>
    linalg.transpose ins(%reshape_47 : memref<1x?x2x16xf32>) outs(%alloc_58 : memref<1x2x16x?xf32>) permutation = [0, 2, 3, 1] 
    cf.assert %33, "unimplemented: dynamic negative broadcast sizes"
    %alloc_59 = memref.alloc(%dim) {alignment = 64 : i64} : memref<1x2x?x16xf32>
    linalg.generic {indexing_maps = [#map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%alloc_59 : memref<1x2x?x16xf32>) {
    ^bb0(%out: f32):
      %73 = linalg.index 1 : index
      %74 = linalg.index 2 : index
      %75 = linalg.index 3 : index
      %76 = arith.cmpi eq, %51, %c1 : index
      %77 = arith.select %76, %c0, %74 : index
      %78 = memref.load %alloc_52[%c0, %73, %77, %75] : memref<1x2x?x16xf32>
      linalg.yield %78 : f32
    }
    %collapse_shape_60 = memref.collapse_shape %alloc_59 [[0, 1], [2], [3]] : memref<1x2x?x16xf32> into memref<2x?x16xf32>
    cf.assert %33, "unimplemented: dynamic negative broadcast sizes"
    %alloc_61 = memref.alloc(%dim) {alignment = 64 : i64} : memref<1x2x16x?xf32>
    linalg.generic {indexing_maps = [#map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%alloc_61 : memref<1x2x16x?xf32>) {
    ^bb0(%out: f32):
      %73 = linalg.index 1 : index
      %74 = linalg.index 2 : index
      %75 = linalg.index 3 : index
      %76 = arith.cmpi eq, %51, %c1 : index
      %77 = arith.select %76, %c0, %75 : index
      %78 = memref.load %alloc_58[%c0, %73, %74, %77] : memref<1x2x16x?xf32>
      linalg.yield %78 : f32
    }
    %collapse_shape_62 = memref.collapse_shape %alloc_61 [[0, 1], [2], [3]] : memref<1x2x16x?xf32> into memref<2x16x?xf32>
    %alloc_63 = memref.alloc(%dim, %dim) {alignment = 64 : i64} : memref<2x?x?xf32>
    linalg.fill ins(%cst_0 : f32) outs(%alloc_63 : memref<2x?x?xf32>)
    %c1_64 = arith.constant 1 : index
    %dim_65 = memref.dim %alloc_63, %c1_64 : memref<2x?x?xf32>
    %c2_66 = arith.constant 2 : index
    %dim_67 = memref.dim %alloc_63, %c2_66 : memref<2x?x?xf32>
    %alloc_68 = memref.alloc(%dim_65, %dim_67) {alignment = 64 : i64} : memref<2x?x?xf32>
    memref.copy %alloc_63, %alloc_68 : memref<2x?x?xf32> to memref<2x?x?xf32>
    linalg.batch_matmul ins(%collapse_shape_60, %collapse_shape_62 : memref<2x?x16xf32>, memref<2x16x?xf32>) outs(%alloc_68 : memref<2x?x?xf32>)
    %52 = arith.muli %32, %c2_i64 : i64
    %53 = arith.select %34, %c2_i64, %52 : i64
    %54 = arith.muli %53, %32 : i64
    %55 = arith.select %34, %c2_i64, %54 : i64
    %56 = arith.select %34, %45, %44 : i64
    %57 = arith.cmpi sle, %56, %c1_i64 : i64
    cf.assert %57, "must have at most one inferred (negative) dimension"
    %58 = arith.muli %52, %32 : i64
    %59 = arith.divsi %58, %55 : i64
    %60 = arith.select %34, %59, %32 : i64
    %alloc_69 = memref.alloc() {alignment = 64 : i64} : memref<4xi64>
    %c0_70 = arith.constant 0 : index
    %c1_71 = arith.constant 1 : index
    %c2_72 = arith.constant 2 : index
    %c3_73 = arith.constant 3 : index
    memref.store %c1_i64, %alloc_69[%c0_70] : memref<4xi64>
    memref.store %c2_i64, %alloc_69[%c1_71] : memref<4xi64>
    memref.store %60, %alloc_69[%c2_72] : memref<4xi64>
    memref.store %60, %alloc_69[%c3_73] : memref<4xi64>
    %reshape_74 = memref.reshape %alloc_68(%alloc_69) : (memref<2x?x?xf32>, memref<4xi64>) -> memref<1x2x?x?xf32>
    %61 = arith.index_cast %60 : i64 to index
    %alloc_75 = memref.alloc(%61, %61) {alignment = 64 : i64} : memref<1x2x?x?xf32>
    linalg.generic {indexing_maps = [#map7, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%reshape_74 : memref<1x2x?x?xf32>) outs(%alloc_75 : memref<1x2x?x?xf32>) {
    ^bb0(%in: f32, %out: f32):
      %73 = arith.mulf %in, %cst_7 : f32
      linalg.yield %73 : f32
    }
    %62 = arith.cmpi eq, %61, %dim : index
    cf.assert %62, "mismatched size for broadcast"
    cf.assert %62, "mismatched size for broadcast"
    linalg.generic {indexing_maps = [#map7, #map14, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%alloc_75, %alloc_26 : memref<1x2x?x?xf32>, memref<1x1x?x?xf32>) outs(%alloc_75 : memref<1x2x?x?xf32>) {
    ^bb0(%in: f32, %in_218: f32, %out: f32):
      %73 = arith.addf %in, %in_218 : f32
      linalg.yield %73 : f32
    }
    %alloc_76 = memref.alloc(%61) {alignment = 64 : i64} : memref<1x2x?xi64>
    linalg.fill ins(%c0_i64 : i64) outs(%alloc_76 : memref<1x2x?xi64>)
    %alloc_77 = memref.alloc(%61) {alignment = 64 : i64} : memref<1x2x?xf32>
    linalg.fill ins(%cst_1 : f32) outs(%alloc_77 : memref<1x2x?xf32>)
    %c2_78 = arith.constant 2 : index
    %dim_79 = memref.dim %alloc_77, %c2_78 : memref<1x2x?xf32>
    %alloc_80 = memref.alloc(%dim_79) {alignment = 64 : i64} : memref<1x2x?xf32>
    memref.copy %alloc_77, %alloc_80 : memref<1x2x?xf32> to memref<1x2x?xf32>
    %c2_81 = arith.constant 2 : index
    %dim_82 = memref.dim %alloc_76, %c2_81 : memref<1x2x?xi64>
    %alloc_83 = memref.alloc(%dim_82) {alignment = 64 : i64} : memref<1x2x?xi64>
    memref.copy %alloc_76, %alloc_83 : memref<1x2x?xi64> to memref<1x2x?xi64>
    linalg.generic {indexing_maps = [#map7, #map15, #map15], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%alloc_75 : memref<1x2x?x?xf32>) outs(%alloc_80, %alloc_83 : memref<1x2x?xf32>, memref<1x2x?xi64>) {
    ^bb0(%in: f32, %out: f32, %out_218: i64):
      %73 = linalg.index 3 : index
      %74 = arith.index_cast %73 : index to i64
      %75 = arith.maximumf %in, %out : f32
      %76 = arith.cmpf ogt, %in, %out : f32
      %77 = arith.select %76, %74, %out_218 : i64
      linalg.yield %75, %77 : f32, i64
    }
    %expand_shape_84 = memref.expand_shape %alloc_80 [[0], [1], [2, 3]] output_shape [1, 2, %61, 1] : memref<1x2x?xf32> into memref<1x2x?x1xf32>
    linalg.generic {indexing_maps = [#map7, #map6, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%alloc_75, %expand_shape_84 : memref<1x2x?x?xf32>, memref<1x2x?x1xf32>) outs(%alloc_75 : memref<1x2x?x?xf32>) {
    ^bb0(%in: f32, %in_218: f32, %out: f32):
      %73 = arith.subf %in, %in_218 : f32
      linalg.yield %73 : f32
    }
    linalg.generic {indexing_maps = [#map7, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%alloc_75 : memref<1x2x?x?xf32>) outs(%alloc_75 : memref<1x2x?x?xf32>) {
    ^bb0(%in: f32, %out: f32):
      %73 = math.exp %in : f32
      linalg.yield %73 : f32
    }
    %alloc_85 = memref.alloc(%61) {alignment = 64 : i64} : memref<1x2x?x1xf32>
    linalg.fill ins(%cst_0 : f32) outs(%alloc_85 : memref<1x2x?x1xf32>)
    %c2_86 = arith.constant 2 : index
    %dim_87 = memref.dim %alloc_85, %c2_86 : memref<1x2x?x1xf32>
    %alloc_88 = memref.alloc(%dim_87) {alignment = 64 : i64} : memref<1x2x?x1xf32>
    memref.copy %alloc_85, %alloc_88 : memref<1x2x?x1xf32> to memref<1x2x?x1xf32>
    linalg.generic {indexing_maps = [#map7, #map6], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%alloc_75 : memref<1x2x?x?xf32>) outs(%alloc_88 : memref<1x2x?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %73 = arith.addf %in, %out : f32
      linalg.yield %73 : f32
    }
    linalg.generic {indexing_maps = [#map7, #map6, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%alloc_75, %alloc_88 : memref<1x2x?x?xf32>, memref<1x2x?x1xf32>) outs(%alloc_75 : memref<1x2x?x?xf32>) {
    ^bb0(%in: f32, %in_218: f32, %out: f32):
      %73 = arith.divf %in, %in_218 : f32
      linalg.yield %73 : f32
    }
    cf.assert %33, "unimplemented: dynamic negative broadcast sizes"
    cf.assert %33, "unimplemented: dynamic negative broadcast sizes"
    %alloc_89 = memref.alloc(%dim, %dim) {alignment = 64 : i64} : memref<1x2x?x?xf32>
    linalg.generic {indexing_maps = [#map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%alloc_89 : memref<1x2x?x?xf32>) {
    ^bb0(%out: f32):
      %73 = linalg.index 1 : index
      %74 = linalg.index 2 : index
      %75 = linalg.index 3 : index
      %76 = arith.cmpi eq, %61, %c1 : index
      %77 = arith.select %76, %c0, %74 : index
      %78 = arith.select %76, %c0, %75 : index
      %79 = memref.load %alloc_75[%c0, %73, %77, %78] : memref<1x2x?x?xf32>
      linalg.yield %79 : f32
    }
    cf.assert %57, "must have at most one inferred (negative) dimension"
    %alloc_90 = memref.alloc() {alignment = 64 : i64} : memref<3xi64>
    %c0_91 = arith.constant 0 : index
    %c1_92 = arith.constant 1 : index
    %c2_93 = arith.constant 2 : index
    memref.store %c2_i64, %alloc_90[%c0_91] : memref<3xi64>
    memref.store %60, %alloc_90[%c1_92] : memref<3xi64>
    memref.store %60, %alloc_90[%c2_93] : memref<3xi64>
    %reshape_94 = memref.reshape %alloc_89(%alloc_90) : (memref<1x2x?x?xf32>, memref<3xi64>) -> memref<2x?x?xf32>
    cf.assert %33, "unimplemented: dynamic negative broadcast sizes"
    linalg.generic {indexing_maps = [#map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%alloc_59 : memref<1x2x?x16xf32>) {
    ^bb0(%out: f32):
      %73 = linalg.index 1 : index
      %74 = linalg.index 2 : index
      %75 = linalg.index 3 : index
      %76 = arith.cmpi eq, %51, %c1 : index
      %77 = arith.select %76, %c0, %74 : index
      %78 = memref.load %alloc_53[%c0, %73, %77, %75] : memref<1x2x?x16xf32>
      linalg.yield %78 : f32
    }
    %collapse_shape_95 = memref.collapse_shape %alloc_59 [[0, 1], [2], [3]] : memref<1x2x?x16xf32> into memref<2x?x16xf32>
    %63 = arith.cmpi eq, %60, %32 : i64
    cf.assert %63, "mismatching contracting dimension"
    %alloc_96 = memref.alloc(%61) {alignment = 64 : i64} : memref<2x?x16xf32>
    linalg.fill ins(%cst_0 : f32) outs(%alloc_96 : memref<2x?x16xf32>)
    %c1_97 = arith.constant 1 : index
    %dim_98 = memref.dim %alloc_96, %c1_97 : memref<2x?x16xf32>
    %alloc_99 = memref.alloc(%dim_98) {alignment = 64 : i64} : memref<2x?x16xf32>
    memref.copy %alloc_96, %alloc_99 : memref<2x?x16xf32> to memref<2x?x16xf32>
    linalg.batch_matmul ins(%reshape_94, %collapse_shape_95 : memref<2x?x?xf32>, memref<2x?x16xf32>) outs(%alloc_99 : memref<2x?x16xf32>)
    %expand_shape_100 = memref.expand_shape %alloc_99 [[0, 1], [2], [3]] output_shape [1, 2, %61, 16] : memref<2x?x16xf32> into memref<1x2x?x16xf32>
    %alloc_101 = memref.alloc(%61) {alignment = 64 : i64} : memref<1x?x2x16xf32>
    linalg.transpose ins(%expand_shape_100 : memref<1x2x?x16xf32>) outs(%alloc_101 : memref<1x?x2x16xf32>) permutation = [0, 2, 1, 3] 
    %collapse_shape_102 = memref.collapse_shape %alloc_101 [[0, 1], [2, 3]] : memref<1x?x2x16xf32> into memref<?x32xf32>
    %alloc_103 = memref.alloc(%61) {alignment = 64 : i64} : memref<?x32xf32>
    %alloc_104 = memref.alloc(%61) {alignment = 64 : i64} : memref<?x32xf32>
    linalg.fill ins(%cst_0 : f32) outs(%alloc_104 : memref<?x32xf32>)
    %c0_105 = arith.constant 0 : index
    %dim_106 = memref.dim %alloc_104, %c0_105 : memref<?x32xf32>
    %alloc_107 = memref.alloc(%dim_106) {alignment = 64 : i64} : memref<?x32xf32>
    memref.copy %alloc_104, %alloc_107 : memref<?x32xf32> to memref<?x32xf32>
    linalg.matmul ins(%collapse_shape_102, %24 : memref<?x32xf32>, memref<32x32xf32>) outs(%alloc_107 : memref<?x32xf32>)
    linalg.generic {indexing_maps = [#map1, #map13, #map1], iterator_types = ["parallel", "parallel"]} ins(%alloc_107, %23 : memref<?x32xf32>, memref<32xf32>) outs(%alloc_103 : memref<?x32xf32>) {
    ^bb0(%in: f32, %in_218: f32, %out: f32):
      %73 = arith.addf %in, %in_218 : f32
      linalg.yield %73 : f32
    }
    %expand_shape_108 = memref.expand_shape %alloc_103 [[0, 1], [2]] output_shape [1, %61, 32] : memref<?x32xf32> into memref<1x?x32xf32>
    %64 = arith.cmpi eq, %61, %40 : index
    cf.assert %64, "mismatched size for broadcast"
    %alloc_109 = memref.alloc(%61) {alignment = 64 : i64} : memref<1x?x32xf32>
    %alloc_110 = memref.alloc(%61) {alignment = 64 : i64} : memref<1x?x32xf32>
    linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expand_shape_108, %alloc_16 : memref<1x?x32xf32>, memref<1x?x32xf32>) outs(%alloc_110 : memref<1x?x32xf32>) {
    ^bb0(%in: f32, %in_218: f32, %out: f32):
      %73 = arith.addf %in, %in_218 : f32
      linalg.yield %73 : f32
    }
    %alloc_111 = memref.alloc(%61) {alignment = 64 : i64} : memref<1x?x32xf64>
    linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%alloc_110 : memref<1x?x32xf32>) outs(%alloc_111 : memref<1x?x32xf64>) {
    ^bb0(%in: f32, %out: f64):
      %73 = arith.extf %in : f32 to f64
      linalg.yield %73 : f64
    }
    %alloc_112 = memref.alloc(%61) {alignment = 64 : i64} : memref<1x?x1xf64>
    %alloc_113 = memref.alloc(%61) {alignment = 64 : i64} : memref<1x?x1xf64>
    linalg.fill ins(%cst : f64) outs(%alloc_113 : memref<1x?x1xf64>)
    %c1_114 = arith.constant 1 : index
    %dim_115 = memref.dim %alloc_113, %c1_114 : memref<1x?x1xf64>
    %alloc_116 = memref.alloc(%dim_115) {alignment = 64 : i64} : memref<1x?x1xf64>
    memref.copy %alloc_113, %alloc_116 : memref<1x?x1xf64> to memref<1x?x1xf64>
    linalg.generic {indexing_maps = [#map4, #map11], iterator_types = ["parallel", "parallel", "reduction"]} ins(%alloc_111 : memref<1x?x32xf64>) outs(%alloc_116 : memref<1x?x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %73 = arith.addf %in, %out : f64
      linalg.yield %73 : f64
    }
    linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%alloc_116 : memref<1x?x1xf64>) outs(%alloc_112 : memref<1x?x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %73 = arith.divf %in, %cst_5 : f64
      linalg.yield %73 : f64
    }
    linalg.generic {indexing_maps = [#map4, #map11, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%alloc_111, %alloc_112 : memref<1x?x32xf64>, memref<1x?x1xf64>) outs(%alloc_111 : memref<1x?x32xf64>) {
    ^bb0(%in: f64, %in_218: f64, %out: f64):
      %73 = arith.subf %in, %in_218 : f64
      linalg.yield %73 : f64
    }
    linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%alloc_111, %alloc_111 : memref<1x?x32xf64>, memref<1x?x32xf64>) outs(%alloc_111 : memref<1x?x32xf64>) {
    ^bb0(%in: f64, %in_218: f64, %out: f64):
      %73 = arith.mulf %in, %in_218 : f64
      linalg.yield %73 : f64
    }
    %c1_117 = arith.constant 1 : index
    %dim_118 = memref.dim %alloc_113, %c1_117 : memref<1x?x1xf64>
    %alloc_119 = memref.alloc(%dim_118) {alignment = 64 : i64} : memref<1x?x1xf64>
    memref.copy %alloc_113, %alloc_119 : memref<1x?x1xf64> to memref<1x?x1xf64>
    linalg.generic {indexing_maps = [#map4, #map11], iterator_types = ["parallel", "parallel", "reduction"]} ins(%alloc_111 : memref<1x?x32xf64>) outs(%alloc_119 : memref<1x?x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %73 = arith.addf %in, %out : f64
      linalg.yield %73 : f64
    }
    linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%alloc_119 : memref<1x?x1xf64>) outs(%alloc_112 : memref<1x?x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %73 = arith.divf %in, %cst_5 : f64
      linalg.yield %73 : f64
    }
    %alloc_120 = memref.alloc(%61) {alignment = 64 : i64} : memref<1x?x1xf32>
    linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%alloc_112 : memref<1x?x1xf64>) outs(%alloc_120 : memref<1x?x1xf32>) {
    ^bb0(%in: f64, %out: f32):
      %73 = arith.truncf %in : f64 to f32
      linalg.yield %73 : f32
    }
    %alloc_121 = memref.alloc(%61) {alignment = 64 : i64} : memref<1x?x1xf32>
    linalg.fill ins(%cst_0 : f32) outs(%alloc_121 : memref<1x?x1xf32>)
    %c1_122 = arith.constant 1 : index
    %dim_123 = memref.dim %alloc_121, %c1_122 : memref<1x?x1xf32>
    %alloc_124 = memref.alloc(%dim_123) {alignment = 64 : i64} : memref<1x?x1xf32>
    memref.copy %alloc_121, %alloc_124 : memref<1x?x1xf32> to memref<1x?x1xf32>
    linalg.generic {indexing_maps = [#map4, #map11], iterator_types = ["parallel", "parallel", "reduction"]} ins(%alloc_110 : memref<1x?x32xf32>) outs(%alloc_124 : memref<1x?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %73 = arith.addf %in, %out : f32
      linalg.yield %73 : f32
    }
    %alloc_125 = memref.alloc(%61) {alignment = 64 : i64} : memref<1x?x1xf32>
    linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%alloc_124 : memref<1x?x1xf32>) outs(%alloc_125 : memref<1x?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %73 = arith.divf %in, %cst_6 : f32
      linalg.yield %73 : f32
    }
    linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%alloc_120 : memref<1x?x1xf32>) outs(%alloc_120 : memref<1x?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %73 = arith.truncf %cst_4 : f64 to f32
      %74 = arith.addf %in, %73 : f32
      linalg.yield %74 : f32
    }
    linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%alloc_120 : memref<1x?x1xf32>) outs(%alloc_120 : memref<1x?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %73 = math.rsqrt %in : f32
      linalg.yield %73 : f32
    }
    linalg.generic {indexing_maps = [#map4, #map11, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%alloc_110, %alloc_125 : memref<1x?x32xf32>, memref<1x?x1xf32>) outs(%alloc_109 : memref<1x?x32xf32>) {
    ^bb0(%in: f32, %in_218: f32, %out: f32):
      %73 = arith.subf %in, %in_218 : f32
      linalg.yield %73 : f32
    }
    linalg.generic {indexing_maps = [#map4, #map11, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%alloc_109, %alloc_120 : memref<1x?x32xf32>, memref<1x?x1xf32>) outs(%alloc_109 : memref<1x?x32xf32>) {
    ^bb0(%in: f32, %in_218: f32, %out: f32):
      %73 = arith.mulf %in, %in_218 : f32
      linalg.yield %73 : f32
    }
    linalg.generic {indexing_maps = [#map4, #map12, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%alloc_109, %22 : memref<1x?x32xf32>, memref<32xf32>) outs(%alloc_109 : memref<1x?x32xf32>) {
    ^bb0(%in: f32, %in_218: f32, %out: f32):
      %73 = arith.mulf %in, %in_218 : f32
      linalg.yield %73 : f32
    }
    linalg.generic {indexing_maps = [#map4, #map12, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%alloc_109, %21 : memref<1x?x32xf32>, memref<32xf32>) outs(%alloc_109 : memref<1x?x32xf32>) {
    ^bb0(%in: f32, %in_218: f32, %out: f32):
      %73 = arith.addf %in, %in_218 : f32
      linalg.yield %73 : f32
    }
    %collapse_shape_126 = memref.collapse_shape %alloc_109 [[0, 1], [2]] : memref<1x?x32xf32> into memref<?x32xf32>
    %alloc_127 = memref.alloc(%61) {alignment = 64 : i64} : memref<?x128xf32>
    %alloc_128 = memref.alloc(%61) {alignment = 64 : i64} : memref<?x128xf32>
    linalg.fill ins(%cst_0 : f32) outs(%alloc_128 : memref<?x128xf32>)
    %c0_129 = arith.constant 0 : index
    %dim_130 = memref.dim %alloc_128, %c0_129 : memref<?x128xf32>
    %alloc_131 = memref.alloc(%dim_130) {alignment = 64 : i64} : memref<?x128xf32>
    memref.copy %alloc_128, %alloc_131 : memref<?x128xf32> to memref<?x128xf32>
    linalg.matmul ins(%collapse_shape_126, %20 : memref<?x32xf32>, memref<32x128xf32>) outs(%alloc_131 : memref<?x128xf32>)
    linalg.generic {indexing_maps = [#map1, #map13, #map1], iterator_types = ["parallel", "parallel"]} ins(%alloc_131, %19 : memref<?x128xf32>, memref<128xf32>) outs(%alloc_127 : memref<?x128xf32>) {
    ^bb0(%in: f32, %in_218: f32, %out: f32):
      %73 = arith.addf %in, %in_218 : f32
      linalg.yield %73 : f32
    }
    %expand_shape_132 = memref.expand_shape %alloc_127 [[0, 1], [2]] output_shape [1, %61, 128] : memref<?x128xf32> into memref<1x?x128xf32>
    %alloc_133 = memref.alloc(%61) {alignment = 64 : i64} : memref<1x?x128xf32>
    %alloc_134 = memref.alloc(%61) {alignment = 64 : i64} : memref<1x?x128xf32>
    linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expand_shape_132 : memref<1x?x128xf32>) outs(%alloc_134 : memref<1x?x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %73 = arith.mulf %in, %cst_8 : f32
      linalg.yield %73 : f32
    }
    linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expand_shape_132 : memref<1x?x128xf32>) outs(%alloc_133 : memref<1x?x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %73 = math.fpowi %in, %c3_i64 : f32, i64
      linalg.yield %73 : f32
    }
    linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%alloc_133 : memref<1x?x128xf32>) outs(%alloc_133 : memref<1x?x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %73 = arith.truncf %cst_3 : f64 to f32
      %74 = arith.mulf %in, %73 : f32
      linalg.yield %74 : f32
    }
    linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expand_shape_132, %alloc_133 : memref<1x?x128xf32>, memref<1x?x128xf32>) outs(%alloc_133 : memref<1x?x128xf32>) {
    ^bb0(%in: f32, %in_218: f32, %out: f32):
      %73 = arith.addf %in, %in_218 : f32
      linalg.yield %73 : f32
    }
    linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%alloc_133 : memref<1x?x128xf32>) outs(%alloc_133 : memref<1x?x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %73 = arith.truncf %cst_2 : f64 to f32
      %74 = arith.mulf %in, %73 : f32
      linalg.yield %74 : f32
    }
    linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%alloc_133 : memref<1x?x128xf32>) outs(%alloc_133 : memref<1x?x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %73 = math.tanh %in : f32
      linalg.yield %73 : f32
    }
    linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%alloc_133 : memref<1x?x128xf32>) outs(%alloc_133 : memref<1x?x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %73 = arith.addf %in, %cst_9 : f32
      linalg.yield %73 : f32
    }
    linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%alloc_134, %alloc_133 : memref<1x?x128xf32>, memref<1x?x128xf32>) outs(%alloc_133 : memref<1x?x128xf32>) {
    ^bb0(%in: f32, %in_218: f32, %out: f32):
      %73 = arith.mulf %in, %in_218 : f32
      linalg.yield %73 : f32
    }
    %collapse_shape_135 = memref.collapse_shape %alloc_133 [[0, 1], [2]] : memref<1x?x128xf32> into memref<?x128xf32>
    %c0_136 = arith.constant 0 : index
    %dim_137 = memref.dim %alloc_104, %c0_136 : memref<?x32xf32>
    %alloc_138 = memref.alloc(%dim_137) {alignment = 64 : i64} : memref<?x32xf32>
    memref.copy %alloc_104, %alloc_138 : memref<?x32xf32> to memref<?x32xf32>
    linalg.matmul ins(%collapse_shape_135, %18 : memref<?x128xf32>, memref<128x32xf32>) outs(%alloc_138 : memref<?x32xf32>)
    linalg.generic {indexing_maps = [#map1, #map13, #map1], iterator_types = ["parallel", "parallel"]} ins(%alloc_138, %17 : memref<?x32xf32>, memref<32xf32>) outs(%alloc_103 : memref<?x32xf32>) {
    ^bb0(%in: f32, %in_218: f32, %out: f32):
      %73 = arith.addf %in, %in_218 : f32
      linalg.yield %73 : f32
    }
    %expand_shape_139 = memref.expand_shape %alloc_103 [[0, 1], [2]] output_shape [1, %61, 32] : memref<?x32xf32> into memref<1x?x32xf32>
    %alloc_140 = memref.alloc(%61) {alignment = 64 : i64} : memref<1x?x32xf32>
    linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%alloc_110, %expand_shape_139 : memref<1x?x32xf32>, memref<1x?x32xf32>) outs(%alloc_140 : memref<1x?x32xf32>) {
    ^bb0(%in: f32, %in_218: f32, %out: f32):
      %73 = arith.addf %in, %in_218 : f32
      linalg.yield %73 : f32
    }
    linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%alloc_140 : memref<1x?x32xf32>) outs(%alloc_111 : memref<1x?x32xf64>) {
    ^bb0(%in: f32, %out: f64):
      %73 = arith.extf %in : f32 to f64
      linalg.yield %73 : f64
    }
    %c1_141 = arith.constant 1 : index
    %dim_142 = memref.dim %alloc_113, %c1_141 : memref<1x?x1xf64>
    %alloc_143 = memref.alloc(%dim_142) {alignment = 64 : i64} : memref<1x?x1xf64>
    memref.copy %alloc_113, %alloc_143 : memref<1x?x1xf64> to memref<1x?x1xf64>
    linalg.generic {indexing_maps = [#map4, #map11], iterator_types = ["parallel", "parallel", "reduction"]} ins(%alloc_111 : memref<1x?x32xf64>) outs(%alloc_143 : memref<1x?x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %73 = arith.addf %in, %out : f64
      linalg.yield %73 : f64
    }
    linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%alloc_143 : memref<1x?x1xf64>) outs(%alloc_112 : memref<1x?x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %73 = arith.divf %in, %cst_5 : f64
      linalg.yield %73 : f64
    }
    linalg.generic {indexing_maps = [#map4, #map11, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%alloc_111, %alloc_112 : memref<1x?x32xf64>, memref<1x?x1xf64>) outs(%alloc_111 : memref<1x?x32xf64>) {
    ^bb0(%in: f64, %in_218: f64, %out: f64):
      %73 = arith.subf %in, %in_218 : f64
      linalg.yield %73 : f64
    }
    linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%alloc_111, %alloc_111 : memref<1x?x32xf64>, memref<1x?x32xf64>) outs(%alloc_111 : memref<1x?x32xf64>) {
    ^bb0(%in: f64, %in_218: f64, %out: f64):
      %73 = arith.mulf %in, %in_218 : f64
      linalg.yield %73 : f64
    }
    %c1_144 = arith.constant 1 : index
    %dim_145 = memref.dim %alloc_113, %c1_144 : memref<1x?x1xf64>
    %alloc_146 = memref.alloc(%dim_145) {alignment = 64 : i64} : memref<1x?x1xf64>
    memref.copy %alloc_113, %alloc_146 : memref<1x?x1xf64> to memref<1x?x1xf64>
    linalg.generic {indexing_maps = [#map4, #map11], iterator_types = ["parallel", "parallel", "reduction"]} ins(%alloc_111 : memref<1x?x32xf64>) outs(%alloc_146 : memref<1x?x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %73 = arith.addf %in, %out : f64
      linalg.yield %73 : f64
    }
    linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%alloc_146 : memref<1x?x1xf64>) outs(%alloc_112 : memref<1x?x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %73 = arith.divf %in, %cst_5 : f64
      linalg.yield %73 : f64
    }
    linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%alloc_112 : memref<1x?x1xf64>) outs(%alloc_120 : memref<1x?x1xf32>) {
    ^bb0(%in: f64, %out: f32):
      %73 = arith.truncf %in : f64 to f32
      linalg.yield %73 : f32
    }
    %c1_147 = arith.constant 1 : index
    %dim_148 = memref.dim %alloc_121, %c1_147 : memref<1x?x1xf32>
    %alloc_149 = memref.alloc(%dim_148) {alignment = 64 : i64} : memref<1x?x1xf32>
    memref.copy %alloc_121, %alloc_149 : memref<1x?x1xf32> to memref<1x?x1xf32>
    linalg.generic {indexing_maps = [#map4, #map11], iterator_types = ["parallel", "parallel", "reduction"]} ins(%alloc_140 : memref<1x?x32xf32>) outs(%alloc_149 : memref<1x?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %73 = arith.addf %in, %out : f32
      linalg.yield %73 : f32
    }
    %alloc_150 = memref.alloc(%61) {alignment = 64 : i64} : memref<1x?x1xf32>
    linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%alloc_149 : memref<1x?x1xf32>) outs(%alloc_150 : memref<1x?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %73 = arith.divf %in, %cst_6 : f32
      linalg.yield %73 : f32
    }
    linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%alloc_120 : memref<1x?x1xf32>) outs(%alloc_120 : memref<1x?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %73 = arith.truncf %cst_4 : f64 to f32
      %74 = arith.addf %in, %73 : f32
      linalg.yield %74 : f32
    }
    linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%alloc_120 : memref<1x?x1xf32>) outs(%alloc_120 : memref<1x?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %73 = math.rsqrt %in : f32
      linalg.yield %73 : f32
    }
    linalg.generic {indexing_maps = [#map4, #map11, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%alloc_140, %alloc_150 : memref<1x?x32xf32>, memref<1x?x1xf32>) outs(%alloc_109 : memref<1x?x32xf32>) {
    ^bb0(%in: f32, %in_218: f32, %out: f32):
      %73 = arith.subf %in, %in_218 : f32
      linalg.yield %73 : f32
    }
    linalg.generic {indexing_maps = [#map4, #map11, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%alloc_109, %alloc_120 : memref<1x?x32xf32>, memref<1x?x1xf32>) outs(%alloc_109 : memref<1x?x32xf32>) {
    ^bb0(%in: f32, %in_218: f32, %out: f32):
      %73 = arith.mulf %in, %in_218 : f32
      linalg.yield %73 : f32
    }
    linalg.generic {indexing_maps = [#map4, #map12, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%alloc_109, %16 : memref<1x?x32xf32>, memref<32xf32>) outs(%alloc_109 : memref<1x?x32xf32>) {
    ^bb0(%in: f32, %in_218: f32, %out: f32):
      %73 = arith.mulf %in, %in_218 : f32
      linalg.yield %73 : f32
    }
    linalg.generic {indexing_maps = [#map4, #map12, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%alloc_109, %15 : memref<1x?x32xf32>, memref<32xf32>) outs(%alloc_109 : memref<1x?x32xf32>) {
    ^bb0(%in: f32, %in_218: f32, %out: f32):
      %73 = arith.addf %in, %in_218 : f32
      linalg.yield %73 : f32
    }
    %collapse_shape_151 = memref.collapse_shape %alloc_109 [[0, 1], [2]] : memref<1x?x32xf32> into memref<?x32xf32>
    %alloc_152 = memref.alloc(%61) {alignment = 64 : i64} : memref<?x96xf32>
    linalg.fill ins(%cst_0 : f32) outs(%alloc_152 : memref<?x96xf32>)
    linalg.matmul ins(%collapse_shape_151, %14 : memref<?x32xf32>, memref<32x96xf32>) outs(%alloc_152 : memref<?x96xf32>)
    linalg.generic {indexing_maps = [#map1, #map13, #map1], iterator_types = ["parallel", "parallel"]} ins(%alloc_152, %13 : memref<?x96xf32>, memref<96xf32>) outs(%alloc_152 : memref<?x96xf32>) {
    ^bb0(%in: f32, %in_218: f32, %out: f32):
      %73 = arith.addf %in, %in_218 : f32
      linalg.yield %73 : f32
    }
    %expand_shape_153 = memref.expand_shape %alloc_152 [[0, 1], [2]] output_shape [1, %61, 96] : memref<?x96xf32> into memref<1x?x96xf32>
    %subview_154 = memref.subview %expand_shape_153[0, 0, 0] [1, %61, 32] [1, 1, 1] : memref<1x?x96xf32> to memref<1x?x32xf32, strided<[?, 96, 1]>>
    %subview_155 = memref.subview %expand_shape_153[0, 0, 32] [1, %61, 32] [1, 1, 1] : memref<1x?x96xf32> to memref<1x?x32xf32, strided<[?, 96, 1], offset: 32>>
    %subview_156 = memref.subview %expand_shape_153[0, 0, 64] [1, %61, 32] [1, 1, 1] : memref<1x?x96xf32> to memref<1x?x32xf32, strided<[?, 96, 1], offset: 64>>
    cf.assert %47, "must have at most one inferred (negative) dimension"
    %65 = arith.muli %60, %c32_i64 : i64
    %66 = arith.divsi %65, %46 : i64
    %67 = arith.select %34, %66, %32 : i64
    %alloc_157 = memref.alloc() {alignment = 64 : i64} : memref<4xi64>
    %c0_158 = arith.constant 0 : index
    %c1_159 = arith.constant 1 : index
    %c2_160 = arith.constant 2 : index
    %c3_161 = arith.constant 3 : index
    memref.store %c1_i64, %alloc_157[%c0_158] : memref<4xi64>
    memref.store %67, %alloc_157[%c1_159] : memref<4xi64>
    memref.store %66, %alloc_157[%c2_160] : memref<4xi64>
    memref.store %c16_i64, %alloc_157[%c3_161] : memref<4xi64>
    %c1_162 = arith.constant 1 : index
    %dim_163 = memref.dim %subview_155, %c1_162 : memref<1x?x32xf32, strided<[?, 96, 1], offset: 32>>
    %alloc_164 = memref.alloc(%dim_163) {alignment = 64 : i64} : memref<1x?x32xf32>
    memref.copy %subview_155, %alloc_164 : memref<1x?x32xf32, strided<[?, 96, 1], offset: 32>> to memref<1x?x32xf32>
    %reshape_165 = memref.reshape %alloc_164(%alloc_157) : (memref<1x?x32xf32>, memref<4xi64>) -> memref<1x?x2x16xf32>
    %68 = arith.index_cast %67 : i64 to index
    cf.assert %47, "must have at most one inferred (negative) dimension"
    %c1_166 = arith.constant 1 : index
    %dim_167 = memref.dim %subview_156, %c1_166 : memref<1x?x32xf32, strided<[?, 96, 1], offset: 64>>
    %alloc_168 = memref.alloc(%dim_167) {alignment = 64 : i64} : memref<1x?x32xf32>
    memref.copy %subview_156, %alloc_168 : memref<1x?x32xf32, strided<[?, 96, 1], offset: 64>> to memref<1x?x32xf32>
    %reshape_169 = memref.reshape %alloc_168(%alloc_157) : (memref<1x?x32xf32>, memref<4xi64>) -> memref<1x?x2x16xf32>
    %alloc_170 = memref.alloc(%68) {alignment = 64 : i64} : memref<1x2x?x16xf32>
    %alloc_171 = memref.alloc(%68) {alignment = 64 : i64} : memref<1x2x?x16xf32>
    linalg.transpose ins(%reshape_169 : memref<1x?x2x16xf32>) outs(%alloc_171 : memref<1x2x?x16xf32>) permutation = [0, 2, 1, 3] 
    cf.assert %47, "must have at most one inferred (negative) dimension"
    %c1_172 = arith.constant 1 : index
    %dim_173 = memref.dim %subview_154, %c1_172 : memref<1x?x32xf32, strided<[?, 96, 1]>>
    %alloc_174 = memref.alloc(%dim_173) {alignment = 64 : i64} : memref<1x?x32xf32>
    memref.copy %subview_154, %alloc_174 : memref<1x?x32xf32, strided<[?, 96, 1]>> to memref<1x?x32xf32>
    %reshape_175 = memref.reshape %alloc_174(%alloc_157) : (memref<1x?x32xf32>, memref<4xi64>) -> memref<1x?x2x16xf32>
    linalg.transpose ins(%reshape_175 : memref<1x?x2x16xf32>) outs(%alloc_170 : memref<1x2x?x16xf32>) permutation = [0, 2, 1, 3] 
    %alloc_176 = memref.alloc(%68) {alignment = 64 : i64} : memref<1x2x16x?xf32>
    linalg.transpose ins(%reshape_165 : memref<1x?x2x16xf32>) outs(%alloc_176 : memref<1x2x16x?xf32>) permutation = [0, 2, 3, 1] 
    cf.assert %33, "unimplemented: dynamic negative broadcast sizes"
    linalg.generic {indexing_maps = [#map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%alloc_59 : memref<1x2x?x16xf32>) {
    ^bb0(%out: f32):
      %73 = linalg.index 1 : index
      %74 = linalg.index 2 : index
      %75 = linalg.index 3 : index
      %76 = arith.cmpi eq, %68, %c1 : index
      %77 = arith.select %76, %c0, %74 : index
      %78 = memref.load %alloc_170[%c0, %73, %77, %75] : memref<1x2x?x16xf32>
      linalg.yield %78 : f32
    }
    %collapse_shape_177 = memref.collapse_shape %alloc_59 [[0, 1], [2], [3]] : memref<1x2x?x16xf32> into memref<2x?x16xf32>
    cf.assert %33, "unimplemented: dynamic negative broadcast sizes"
    linalg.generic {indexing_maps = [#map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%alloc_61 : memref<1x2x16x?xf32>) {
    ^bb0(%out: f32):
      %73 = linalg.index 1 : index
      %74 = linalg.index 2 : index
      %75 = linalg.index 3 : index
      %76 = arith.cmpi eq, %68, %c1 : index
      %77 = arith.select %76, %c0, %75 : index
      %78 = memref.load %alloc_176[%c0, %73, %74, %77] : memref<1x2x16x?xf32>
      linalg.yield %78 : f32
    }
    %collapse_shape_178 = memref.collapse_shape %alloc_61 [[0, 1], [2], [3]] : memref<1x2x16x?xf32> into memref<2x16x?xf32>
    linalg.batch_matmul ins(%collapse_shape_177, %collapse_shape_178 : memref<2x?x16xf32>, memref<2x16x?xf32>) outs(%alloc_63 : memref<2x?x?xf32>)
    cf.assert %57, "must have at most one inferred (negative) dimension"
    %reshape_179 = memref.reshape %alloc_63(%alloc_69) : (memref<2x?x?xf32>, memref<4xi64>) -> memref<1x2x?x?xf32>
    linalg.generic {indexing_maps = [#map7, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%reshape_179 : memref<1x2x?x?xf32>) outs(%alloc_75 : memref<1x2x?x?xf32>) {
    ^bb0(%in: f32, %out: f32):
      %73 = arith.mulf %in, %cst_7 : f32
      linalg.yield %73 : f32
    }
    cf.assert %62, "mismatched size for broadcast"
    cf.assert %62, "mismatched size for broadcast"
    linalg.generic {indexing_maps = [#map7, #map14, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%alloc_75, %alloc_26 : memref<1x2x?x?xf32>, memref<1x1x?x?xf32>) outs(%alloc_75 : memref<1x2x?x?xf32>) {
    ^bb0(%in: f32, %in_218: f32, %out: f32):
      %73 = arith.addf %in, %in_218 : f32
      linalg.yield %73 : f32
    }
    linalg.generic {indexing_maps = [#map7, #map15, #map15], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%alloc_75 : memref<1x2x?x?xf32>) outs(%alloc_77, %alloc_76 : memref<1x2x?xf32>, memref<1x2x?xi64>) {
    ^bb0(%in: f32, %out: f32, %out_218: i64):
      %73 = linalg.index 3 : index
      %74 = arith.index_cast %73 : index to i64
      %75 = arith.maximumf %in, %out : f32
      %76 = arith.cmpf ogt, %in, %out : f32
      %77 = arith.select %76, %74, %out_218 : i64
      linalg.yield %75, %77 : f32, i64
    }
    %expand_shape_180 = memref.expand_shape %alloc_77 [[0], [1], [2, 3]] output_shape [1, 2, %61, 1] : memref<1x2x?xf32> into memref<1x2x?x1xf32>
    linalg.generic {indexing_maps = [#map7, #map6, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%alloc_75, %expand_shape_180 : memref<1x2x?x?xf32>, memref<1x2x?x1xf32>) outs(%alloc_75 : memref<1x2x?x?xf32>) {
    ^bb0(%in: f32, %in_218: f32, %out: f32):
      %73 = arith.subf %in, %in_218 : f32
      linalg.yield %73 : f32
    }
    linalg.generic {indexing_maps = [#map7, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%alloc_75 : memref<1x2x?x?xf32>) outs(%alloc_75 : memref<1x2x?x?xf32>) {
    ^bb0(%in: f32, %out: f32):
      %73 = math.exp %in : f32
      linalg.yield %73 : f32
    }
    linalg.generic {indexing_maps = [#map7, #map6], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%alloc_75 : memref<1x2x?x?xf32>) outs(%alloc_85 : memref<1x2x?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %73 = arith.addf %in, %out : f32
      linalg.yield %73 : f32
    }
    linalg.generic {indexing_maps = [#map7, #map6, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%alloc_75, %alloc_85 : memref<1x2x?x?xf32>, memref<1x2x?x1xf32>) outs(%alloc_75 : memref<1x2x?x?xf32>) {
    ^bb0(%in: f32, %in_218: f32, %out: f32):
      %73 = arith.divf %in, %in_218 : f32
      linalg.yield %73 : f32
    }
    cf.assert %33, "unimplemented: dynamic negative broadcast sizes"
    cf.assert %33, "unimplemented: dynamic negative broadcast sizes"
    linalg.generic {indexing_maps = [#map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%alloc_89 : memref<1x2x?x?xf32>) {
    ^bb0(%out: f32):
      %73 = linalg.index 1 : index
      %74 = linalg.index 2 : index
      %75 = linalg.index 3 : index
      %76 = arith.cmpi eq, %61, %c1 : index
      %77 = arith.select %76, %c0, %74 : index
      %78 = arith.select %76, %c0, %75 : index
      %79 = memref.load %alloc_75[%c0, %73, %77, %78] : memref<1x2x?x?xf32>
      linalg.yield %79 : f32
    }
    cf.assert %57, "must have at most one inferred (negative) dimension"
    %reshape_181 = memref.reshape %alloc_89(%alloc_90) : (memref<1x2x?x?xf32>, memref<3xi64>) -> memref<2x?x?xf32>
    cf.assert %33, "unimplemented: dynamic negative broadcast sizes"
    linalg.generic {indexing_maps = [#map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%alloc_59 : memref<1x2x?x16xf32>) {
    ^bb0(%out: f32):
      %73 = linalg.index 1 : index
      %74 = linalg.index 2 : index
      %75 = linalg.index 3 : index
      %76 = arith.cmpi eq, %68, %c1 : index
      %77 = arith.select %76, %c0, %74 : index
      %78 = memref.load %alloc_171[%c0, %73, %77, %75] : memref<1x2x?x16xf32>
      linalg.yield %78 : f32
    }
    %collapse_shape_182 = memref.collapse_shape %alloc_59 [[0, 1], [2], [3]] : memref<1x2x?x16xf32> into memref<2x?x16xf32>
    cf.assert %63, "mismatching contracting dimension"
    linalg.batch_matmul ins(%reshape_181, %collapse_shape_182 : memref<2x?x?xf32>, memref<2x?x16xf32>) outs(%alloc_96 : memref<2x?x16xf32>)
    %expand_shape_183 = memref.expand_shape %alloc_96 [[0, 1], [2], [3]] output_shape [1, 2, %61, 16] : memref<2x?x16xf32> into memref<1x2x?x16xf32>
    linalg.transpose ins(%expand_shape_183 : memref<1x2x?x16xf32>) outs(%alloc_101 : memref<1x?x2x16xf32>) permutation = [0, 2, 1, 3] 
    %collapse_shape_184 = memref.collapse_shape %alloc_101 [[0, 1], [2, 3]] : memref<1x?x2x16xf32> into memref<?x32xf32>
    %c0_185 = arith.constant 0 : index
    %dim_186 = memref.dim %alloc_104, %c0_185 : memref<?x32xf32>
    %alloc_187 = memref.alloc(%dim_186) {alignment = 64 : i64} : memref<?x32xf32>
    memref.copy %alloc_104, %alloc_187 : memref<?x32xf32> to memref<?x32xf32>
    linalg.matmul ins(%collapse_shape_184, %12 : memref<?x32xf32>, memref<32x32xf32>) outs(%alloc_187 : memref<?x32xf32>)
    linalg.generic {indexing_maps = [#map1, #map13, #map1], iterator_types = ["parallel", "parallel"]} ins(%alloc_187, %11 : memref<?x32xf32>, memref<32xf32>) outs(%alloc_103 : memref<?x32xf32>) {
    ^bb0(%in: f32, %in_218: f32, %out: f32):
      %73 = arith.addf %in, %in_218 : f32
      linalg.yield %73 : f32
    }
    %expand_shape_188 = memref.expand_shape %alloc_103 [[0, 1], [2]] output_shape [1, %61, 32] : memref<?x32xf32> into memref<1x?x32xf32>
    %alloc_189 = memref.alloc(%61) {alignment = 64 : i64} : memref<1x?x32xf32>
    linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expand_shape_188, %alloc_140 : memref<1x?x32xf32>, memref<1x?x32xf32>) outs(%alloc_189 : memref<1x?x32xf32>) {
    ^bb0(%in: f32, %in_218: f32, %out: f32):
      %73 = arith.addf %in, %in_218 : f32
      linalg.yield %73 : f32
    }
    linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%alloc_189 : memref<1x?x32xf32>) outs(%alloc_111 : memref<1x?x32xf64>) {
    ^bb0(%in: f32, %out: f64):
      %73 = arith.extf %in : f32 to f64
      linalg.yield %73 : f64
    }
    %c1_190 = arith.constant 1 : index
    %dim_191 = memref.dim %alloc_113, %c1_190 : memref<1x?x1xf64>
    %alloc_192 = memref.alloc(%dim_191) {alignment = 64 : i64} : memref<1x?x1xf64>
    memref.copy %alloc_113, %alloc_192 : memref<1x?x1xf64> to memref<1x?x1xf64>
    linalg.generic {indexing_maps = [#map4, #map11], iterator_types = ["parallel", "parallel", "reduction"]} ins(%alloc_111 : memref<1x?x32xf64>) outs(%alloc_192 : memref<1x?x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %73 = arith.addf %in, %out : f64
      linalg.yield %73 : f64
    }
    linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%alloc_192 : memref<1x?x1xf64>) outs(%alloc_112 : memref<1x?x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %73 = arith.divf %in, %cst_5 : f64
      linalg.yield %73 : f64
    }
    linalg.generic {indexing_maps = [#map4, #map11, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%alloc_111, %alloc_112 : memref<1x?x32xf64>, memref<1x?x1xf64>) outs(%alloc_111 : memref<1x?x32xf64>) {
    ^bb0(%in: f64, %in_218: f64, %out: f64):
      %73 = arith.subf %in, %in_218 : f64
      linalg.yield %73 : f64
    }
    linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%alloc_111, %alloc_111 : memref<1x?x32xf64>, memref<1x?x32xf64>) outs(%alloc_111 : memref<1x?x32xf64>) {
    ^bb0(%in: f64, %in_218: f64, %out: f64):
      %73 = arith.mulf %in, %in_218 : f64
      linalg.yield %73 : f64
    }
    %c1_193 = arith.constant 1 : index
    %dim_194 = memref.dim %alloc_113, %c1_193 : memref<1x?x1xf64>
    %alloc_195 = memref.alloc(%dim_194) {alignment = 64 : i64} : memref<1x?x1xf64>
    memref.copy %alloc_113, %alloc_195 : memref<1x?x1xf64> to memref<1x?x1xf64>
    linalg.generic {indexing_maps = [#map4, #map11], iterator_types = ["parallel", "parallel", "reduction"]} ins(%alloc_111 : memref<1x?x32xf64>) outs(%alloc_195 : memref<1x?x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %73 = arith.addf %in, %out : f64
      linalg.yield %73 : f64
    }
    linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%alloc_195 : memref<1x?x1xf64>) outs(%alloc_112 : memref<1x?x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %73 = arith.divf %in, %cst_5 : f64
      linalg.yield %73 : f64
    }
    linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%alloc_112 : memref<1x?x1xf64>) outs(%alloc_120 : memref<1x?x1xf32>) {
    ^bb0(%in: f64, %out: f32):
      %73 = arith.truncf %in : f64 to f32
      linalg.yield %73 : f32
    }
    %c1_196 = arith.constant 1 : index
    %dim_197 = memref.dim %alloc_121, %c1_196 : memref<1x?x1xf32>
    %alloc_198 = memref.alloc(%dim_197) {alignment = 64 : i64} : memref<1x?x1xf32>
    memref.copy %alloc_121, %alloc_198 : memref<1x?x1xf32> to memref<1x?x1xf32>
    linalg.generic {indexing_maps = [#map4, #map11], iterator_types = ["parallel", "parallel", "reduction"]} ins(%alloc_189 : memref<1x?x32xf32>) outs(%alloc_198 : memref<1x?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %73 = arith.addf %in, %out : f32
      linalg.yield %73 : f32
    }
    %alloc_199 = memref.alloc(%61) {alignment = 64 : i64} : memref<1x?x1xf32>
    linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%alloc_198 : memref<1x?x1xf32>) outs(%alloc_199 : memref<1x?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %73 = arith.divf %in, %cst_6 : f32
      linalg.yield %73 : f32
    }
    linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%alloc_120 : memref<1x?x1xf32>) outs(%alloc_120 : memref<1x?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %73 = arith.truncf %cst_4 : f64 to f32
      %74 = arith.addf %in, %73 : f32
      linalg.yield %74 : f32
    }
    linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%alloc_120 : memref<1x?x1xf32>) outs(%alloc_120 : memref<1x?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %73 = math.rsqrt %in : f32
      linalg.yield %73 : f32
    }
    linalg.generic {indexing_maps = [#map4, #map11, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%alloc_189, %alloc_199 : memref<1x?x32xf32>, memref<1x?x1xf32>) outs(%alloc_109 : memref<1x?x32xf32>) {
    ^bb0(%in: f32, %in_218: f32, %out: f32):
      %73 = arith.subf %in, %in_218 : f32
      linalg.yield %73 : f32
    }
    linalg.generic {indexing_maps = [#map4, #map11, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%alloc_109, %alloc_120 : memref<1x?x32xf32>, memref<1x?x1xf32>) outs(%alloc_109 : memref<1x?x32xf32>) {
    ^bb0(%in: f32, %in_218: f32, %out: f32):
      %73 = arith.mulf %in, %in_218 : f32
      linalg.yield %73 : f32
    }
    linalg.generic {indexing_maps = [#map4, #map12, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%alloc_109, %10 : memref<1x?x32xf32>, memref<32xf32>) outs(%alloc_109 : memref<1x?x32xf32>) {
    ^bb0(%in: f32, %in_218: f32, %out: f32):
      %73 = arith.mulf %in, %in_218 : f32
      linalg.yield %73 : f32
    }
    linalg.generic {indexing_maps = [#map4, #map12, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%alloc_109, %9 : memref<1x?x32xf32>, memref<32xf32>) outs(%alloc_109 : memref<1x?x32xf32>) {
    ^bb0(%in: f32, %in_218: f32, %out: f32):
      %73 = arith.addf %in, %in_218 : f32
      linalg.yield %73 : f32
    }
    %collapse_shape_200 = memref.collapse_shape %alloc_109 [[0, 1], [2]] : memref<1x?x32xf32> into memref<?x32xf32>
    linalg.matmul ins(%collapse_shape_200, %8 : memref<?x32xf32>, memref<32x128xf32>) outs(%alloc_128 : memref<?x128xf32>)
    linalg.generic {indexing_maps = [#map1, #map13, #map1], iterator_types = ["parallel", "parallel"]} ins(%alloc_128, %7 : memref<?x128xf32>, memref<128xf32>) outs(%alloc_127 : memref<?x128xf32>) {
    ^bb0(%in: f32, %in_218: f32, %out: f32):
      %73 = arith.addf %in, %in_218 : f32
      linalg.yield %73 : f32
    }
    %expand_shape_201 = memref.expand_shape %alloc_127 [[0, 1], [2]] output_shape [1, %61, 128] : memref<?x128xf32> into memref<1x?x128xf32>
    %alloc_202 = memref.alloc(%61) {alignment = 64 : i64} : memref<1x?x128xf32>
    linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expand_shape_201 : memref<1x?x128xf32>) outs(%alloc_202 : memref<1x?x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %73 = arith.mulf %in, %cst_8 : f32
      linalg.yield %73 : f32
    }
    linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expand_shape_201 : memref<1x?x128xf32>) outs(%alloc_133 : memref<1x?x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %73 = math.fpowi %in, %c3_i64 : f32, i64
      linalg.yield %73 : f32
    }
    linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%alloc_133 : memref<1x?x128xf32>) outs(%alloc_133 : memref<1x?x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %73 = arith.truncf %cst_3 : f64 to f32
      %74 = arith.mulf %in, %73 : f32
      linalg.yield %74 : f32
    }
    linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expand_shape_201, %alloc_133 : memref<1x?x128xf32>, memref<1x?x128xf32>) outs(%alloc_133 : memref<1x?x128xf32>) {
    ^bb0(%in: f32, %in_218: f32, %out: f32):
      %73 = arith.addf %in, %in_218 : f32
      linalg.yield %73 : f32
    }
    linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%alloc_133 : memref<1x?x128xf32>) outs(%alloc_133 : memref<1x?x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %73 = arith.truncf %cst_2 : f64 to f32
      %74 = arith.mulf %in, %73 : f32
      linalg.yield %74 : f32
    }
    linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%alloc_133 : memref<1x?x128xf32>) outs(%alloc_133 : memref<1x?x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %73 = math.tanh %in : f32
      linalg.yield %73 : f32
    }
    linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%alloc_133 : memref<1x?x128xf32>) outs(%alloc_133 : memref<1x?x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %73 = arith.addf %in, %cst_9 : f32
      linalg.yield %73 : f32
    }
    linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%alloc_202, %alloc_133 : memref<1x?x128xf32>, memref<1x?x128xf32>) outs(%alloc_133 : memref<1x?x128xf32>) {
    ^bb0(%in: f32, %in_218: f32, %out: f32):
      %73 = arith.mulf %in, %in_218 : f32
      linalg.yield %73 : f32
    }
    %collapse_shape_203 = memref.collapse_shape %alloc_133 [[0, 1], [2]] : memref<1x?x128xf32> into memref<?x128xf32>
    linalg.matmul ins(%collapse_shape_203, %6 : memref<?x128xf32>, memref<128x32xf32>) outs(%alloc_104 : memref<?x32xf32>)
    linalg.generic {indexing_maps = [#map1, #map13, #map1], iterator_types = ["parallel", "parallel"]} ins(%alloc_104, %5 : memref<?x32xf32>, memref<32xf32>) outs(%alloc_103 : memref<?x32xf32>) {
    ^bb0(%in: f32, %in_218: f32, %out: f32):
      %73 = arith.addf %in, %in_218 : f32
      linalg.yield %73 : f32
    }
    %expand_shape_204 = memref.expand_shape %alloc_103 [[0, 1], [2]] output_shape [1, %61, 32] : memref<?x32xf32> into memref<1x?x32xf32>
    linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%alloc_189, %expand_shape_204 : memref<1x?x32xf32>, memref<1x?x32xf32>) outs(%alloc_109 : memref<1x?x32xf32>) {
    ^bb0(%in: f32, %in_218: f32, %out: f32):
      %73 = arith.addf %in, %in_218 : f32
      linalg.yield %73 : f32
    }
    linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%alloc_109 : memref<1x?x32xf32>) outs(%alloc_111 : memref<1x?x32xf64>) {
    ^bb0(%in: f32, %out: f64):
      %73 = arith.extf %in : f32 to f64
      linalg.yield %73 : f64
    }
    %c1_205 = arith.constant 1 : index
    %dim_206 = memref.dim %alloc_113, %c1_205 : memref<1x?x1xf64>
    %alloc_207 = memref.alloc(%dim_206) {alignment = 64 : i64} : memref<1x?x1xf64>
    memref.copy %alloc_113, %alloc_207 : memref<1x?x1xf64> to memref<1x?x1xf64>
    linalg.generic {indexing_maps = [#map4, #map11], iterator_types = ["parallel", "parallel", "reduction"]} ins(%alloc_111 : memref<1x?x32xf64>) outs(%alloc_207 : memref<1x?x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %73 = arith.addf %in, %out : f64
      linalg.yield %73 : f64
    }
    linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%alloc_207 : memref<1x?x1xf64>) outs(%alloc_112 : memref<1x?x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %73 = arith.divf %in, %cst_5 : f64
      linalg.yield %73 : f64
    }
    linalg.generic {indexing_maps = [#map4, #map11, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%alloc_111, %alloc_112 : memref<1x?x32xf64>, memref<1x?x1xf64>) outs(%alloc_111 : memref<1x?x32xf64>) {
    ^bb0(%in: f64, %in_218: f64, %out: f64):
      %73 = arith.subf %in, %in_218 : f64
      linalg.yield %73 : f64
    }
    linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%alloc_111, %alloc_111 : memref<1x?x32xf64>, memref<1x?x32xf64>) outs(%alloc_111 : memref<1x?x32xf64>) {
    ^bb0(%in: f64, %in_218: f64, %out: f64):
      %73 = arith.mulf %in, %in_218 : f64
      linalg.yield %73 : f64
    }
    linalg.generic {indexing_maps = [#map4, #map11], iterator_types = ["parallel", "parallel", "reduction"]} ins(%alloc_111 : memref<1x?x32xf64>) outs(%alloc_113 : memref<1x?x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %73 = arith.addf %in, %out : f64
      linalg.yield %73 : f64
    }
    linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%alloc_113 : memref<1x?x1xf64>) outs(%alloc_112 : memref<1x?x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %73 = arith.divf %in, %cst_5 : f64
      linalg.yield %73 : f64
    }
    linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%alloc_112 : memref<1x?x1xf64>) outs(%alloc_120 : memref<1x?x1xf32>) {
    ^bb0(%in: f64, %out: f32):
      %73 = arith.truncf %in : f64 to f32
      linalg.yield %73 : f32
    }
    linalg.generic {indexing_maps = [#map4, #map11], iterator_types = ["parallel", "parallel", "reduction"]} ins(%alloc_109 : memref<1x?x32xf32>) outs(%alloc_121 : memref<1x?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %73 = arith.addf %in, %out : f32
      linalg.yield %73 : f32
    }
    %alloc_208 = memref.alloc(%61) {alignment = 64 : i64} : memref<1x?x1xf32>
    linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%alloc_121 : memref<1x?x1xf32>) outs(%alloc_208 : memref<1x?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %73 = arith.divf %in, %cst_6 : f32
      linalg.yield %73 : f32
    }
    linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%alloc_120 : memref<1x?x1xf32>) outs(%alloc_120 : memref<1x?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %73 = arith.truncf %cst_4 : f64 to f32
      %74 = arith.addf %in, %73 : f32
      linalg.yield %74 : f32
    }
    linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%alloc_120 : memref<1x?x1xf32>) outs(%alloc_120 : memref<1x?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %73 = math.rsqrt %in : f32
      linalg.yield %73 : f32
    }
    linalg.generic {indexing_maps = [#map4, #map11, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%alloc_109, %alloc_208 : memref<1x?x32xf32>, memref<1x?x1xf32>) outs(%alloc_109 : memref<1x?x32xf32>) {
    ^bb0(%in: f32, %in_218: f32, %out: f32):
      %73 = arith.subf %in, %in_218 : f32
      linalg.yield %73 : f32
    }
    linalg.generic {indexing_maps = [#map4, #map11, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%alloc_109, %alloc_120 : memref<1x?x32xf32>, memref<1x?x1xf32>) outs(%alloc_109 : memref<1x?x32xf32>) {
    ^bb0(%in: f32, %in_218: f32, %out: f32):
      %73 = arith.mulf %in, %in_218 : f32
      linalg.yield %73 : f32
    }
    linalg.generic {indexing_maps = [#map4, #map12, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%alloc_109, %4 : memref<1x?x32xf32>, memref<32xf32>) outs(%alloc_109 : memref<1x?x32xf32>) {
    ^bb0(%in: f32, %in_218: f32, %out: f32):
      %73 = arith.mulf %in, %in_218 : f32
      linalg.yield %73 : f32
    }
    linalg.generic {indexing_maps = [#map4, #map12, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%alloc_109, %3 : memref<1x?x32xf32>, memref<32xf32>) outs(%alloc_109 : memref<1x?x32xf32>) {
    ^bb0(%in: f32, %in_218: f32, %out: f32):
      %73 = arith.addf %in, %in_218 : f32
      linalg.yield %73 : f32
    }
    %69 = arith.muli %35, %c32_i64 : i64
    cf.assert %37, "must have at most one inferred (negative) dimension"
    %70 = arith.divsi %65, %69 : i64
    %71 = arith.select %34, %70, %32 : i64
    %alloc_209 = memref.alloc() {alignment = 64 : i64} : memref<3xi64>
    %c0_210 = arith.constant 0 : index
    %c1_211 = arith.constant 1 : index
    %c2_212 = arith.constant 2 : index
    memref.store %70, %alloc_209[%c0_210] : memref<3xi64>
    memref.store %71, %alloc_209[%c1_211] : memref<3xi64>
    memref.store %c32_i64, %alloc_209[%c2_212] : memref<3xi64>
    %reshape_213 = memref.reshape %alloc_109(%alloc_209) : (memref<1x?x32xf32>, memref<3xi64>) -> memref<1x?x32xf32>
    %alloc_214 = memref.alloc() {alignment = 64 : i64} : memref<32x64xf32>
    linalg.transpose ins(%30 : memref<64x32xf32>) outs(%alloc_214 : memref<32x64xf32>) permutation = [1, 0] 
    %collapse_shape_215 = memref.collapse_shape %reshape_213 [[0, 1], [2]] : memref<1x?x32xf32> into memref<?x32xf32>
    %72 = arith.index_cast %71 : i64 to index
    %alloc_216 = memref.alloc(%72) {alignment = 64 : i64} : memref<?x64xf32>
    linalg.fill ins(%cst_0 : f32) outs(%alloc_216 : memref<?x64xf32>)
    linalg.matmul ins(%collapse_shape_215, %alloc_214 : memref<?x32xf32>, memref<32x64xf32>) outs(%alloc_216 : memref<?x64xf32>)
    %expand_shape_217 = memref.expand_shape %alloc_216 [[0, 1], [2]] output_shape [1, %72, 64] : memref<?x64xf32> into memref<1x?x64xf32>
    return %expand_shape_217 : memref<1x?x64xf32>
  }
}


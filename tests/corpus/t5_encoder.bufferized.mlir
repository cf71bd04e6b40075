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
  memref.global "private" constant @__constant_8x8xi64 : memref<8x8xi64> = dense<15> {alignment = 64 : i64}
  memref.global "private" constant @__constant_64x32xf32_10 : memref<64x32xf32> = dense<-0.347271234> {alignment = 64 : i64}
  memref.global "private" constant @__constant_32x32xf32_9 : memref<32x32xf32> = dense<0.00582001591> {alignment = 64 : i64}
  memref.global "private" constant @__constant_32x32xf32_8 : memref<32x32xf32> = dense<0.230603099> {alignment = 64 : i64}
  memref.global "private" constant @__constant_32x32xf32_7 : memref<32x32xf32> = dense<0.17328611> {alignment = 64 : i64}
  memref.global "private" constant @__constant_32x2xf32 : memref<32x2xf32> = dense<0.281428337> {alignment = 64 : i64}
  memref.global "private" constant @__constant_32x32xf32_6 : memref<32x32xf32> = dense<0.109992638> {alignment = 64 : i64}
  memref.global "private" constant @__constant_64x32xf32_5 : memref<64x32xf32> = dense<-0.0164995752> {alignment = 64 : i64}
  memref.global "private" constant @__constant_32x64xf32_4 : memref<32x64xf32> = dense<0.129318863> {alignment = 64 : i64}
  memref.global "private" constant @__constant_32x32xf32_3 : memref<32x32xf32> = dense<-0.0417600274> {alignment = 64 : i64}
  memref.global "private" constant @__constant_32x32xf32_2 : memref<32x32xf32> = dense<0.00166975032> {alignment = 64 : i64}
  memref.global "private" constant @__constant_32x32xf32_1 : memref<32x32xf32> = dense<-0.00910030119> {alignment = 64 : i64}
  memref.global "private" constant @__constant_32x32xf32 : memref<32x32xf32> = dense<0.168822184> {alignment = 64 : i64}
  memref.global "private" constant @__constant_64x32xf32 : memref<64x32xf32> = dense<-0.0512676947> {alignment = 64 : i64}
  memref.global "private" constant @__constant_32x64xf32 : memref<32x64xf32> = dense<-0.00540745724> {alignment = 64 : i64}
  memref.global "private" constant @__constant_32xf32 : memref<32xf32> = dense<1.000000e+00> {alignment = 64 : i64}
  memref.global "private" constant @__constant_xf32_0 : memref<f32> = dense<0.000000e+00> {alignment = 64 : i64}
  memref.global "private" constant @__constant_xf32 : memref<f32> = dense<-3.40282347E+38> {alignment = 64 : i64}
  func.func @main_graph(%arg0: memref<1x8xi64>) -> memref<1x8x32xf32> {
    %c16_i64 = arith.constant 16 : i64
    %c2_i64 = arith.constant 2 : i64
    %c8_i64 = arith.constant 8 : i64
    %c0_i64 = arith.constant 0 : i64
    %c32 = arith.constant 32 : index
    %c64 = arith.constant 64 : index
    %cst = arith.constant 0.000000e+00 : f32
    %cst_0 = arith.constant 0xFF800000 : f32
    %0 = memref.get_global @__constant_xf32 : memref<f32>
    %1 = memref.get_global @__constant_xf32_0 : memref<f32>
    %2 = memref.get_global @__constant_32xf32 : memref<32xf32>
    %3 = memref.get_global @__constant_32x64xf32 : memref<32x64xf32>
    %4 = memref.get_global @__constant_64x32xf32 : memref<64x32xf32>
    %5 = memref.get_global @__constant_32xf32 : memref<32xf32>
    %6 = memref.get_global @__constant_32x32xf32 : memref<32x32xf32>
    %7 = memref.get_global @__constant_32x32xf32_1 : memref<32x32xf32>
    %8 = memref.get_global @__constant_32x32xf32_2 : memref<32x32xf32>
    %9 = memref.get_global @__constant_32x32xf32_3 : memref<32x32xf32>
    %10 = memref.get_global @__constant_32xf32 : memref<32xf32>
    %11 = memref.get_global @__constant_32x64xf32_4 : memref<32x64xf32>
    %12 = memref.get_global @__constant_64x32xf32_5 : memref<64x32xf32>
    %13 = memref.get_global @__constant_32xf32 : memref<32xf32>
    %14 = memref.get_global @__constant_32x32xf32_6 : memref<32x32xf32>
    %15 = memref.get_global @__constant_32x2xf32 : memref<32x2xf32>
    %cst_1 = arith.constant 2.7725887222397811 : f64
    %16 = memref.get_global @__constant_32x32xf32_7 : memref<32x32xf32>
    %17 = memref.get_global @__constant_32x32xf32_8 : memref<32x32xf32>
    %18 = memref.get_global @__constant_32x32xf32_9 : memref<32x32xf32>
    %19 = memref.get_global @__constant_32xf32 : memref<32xf32>
    %cst_2 = arith.constant 9.9999999999999995E-7 : f64
    %20 = memref.get_global @__constant_64x32xf32_10 : memref<64x32xf32>
    %cst_3 = arith.constant 3.200000e+01 : f32
    %cst_4 = arith.constant 8.000000e+00 : f32
    %21 = memref.get_global @__constant_8x8xi64 : memref<8x8xi64>
    %alloc = memref.alloc() {alignment = 64 : i64} : memref<1x8x32xf32>
    %alloc_5 = memref.alloc() {alignment = 64 : i64} : memref<1x8x32xf32>
    linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg0 : memref<1x8xi64>) outs(%alloc_5 : memref<1x8x32xf32>) {
    ^bb0(%in: i64, %out: f32):
      %22 = arith.index_cast %in : i64 to index
      %23 = linalg.index 2 : index
      %24 = arith.cmpi slt, %22, %c64 : index
      cf.assert %24, "index must be smaller than dim size"
      %25 = arith.cmpi sge, %in, %c0_i64 : i64
      cf.assert %25, "index must be larger or equal to 0"
      %26 = memref.load %20[%22, %23] : memref<64x32xf32>
      linalg.yield %26 : f32
    }
    %alloc_6 = memref.alloc() {alignment = 64 : i64} : memref<8xi64>
    linalg.generic {indexing_maps = [#map2], iterator_types = ["parallel"]} outs(%alloc_6 : memref<8xi64>) {
    ^bb0(%out: i64):
      %22 = linalg.index 0 : index
      %23 = arith.index_cast %22 : index to i64
      linalg.yield %23 : i64
    }
    %expand_shape = memref.expand_shape %alloc_6 [[0, 1, 2, 3]] output_shape [1, 1, 8, 1] : memref<8xi64> into memref<1x1x8x1xi64>
    %alloc_7 = memref.alloc() {alignment = 64 : i64} : memref<1x1x8x1xi1>
    linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expand_shape : memref<1x1x8x1xi64>) outs(%alloc_7 : memref<1x1x8x1xi1>) {
    ^bb0(%in: i64, %out: i1):
      %22 = arith.cmpi sge, %in, %c0_i64 : i64
      linalg.yield %22 : i1
    }
    %alloc_8 = memref.alloc() {alignment = 64 : i64} : memref<1x1x8x8xi1>
    %collapse_shape = memref.collapse_shape %alloc_7 [[0], [1], [2, 3]] : memref<1x1x8x1xi1> into memref<1x1x8xi1>
    linalg.generic {indexing_maps = [#map4, #map3], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%collapse_shape : memref<1x1x8xi1>) outs(%alloc_8 : memref<1x1x8x8xi1>) {
    ^bb0(%in: i1, %out: i1):
      linalg.yield %in : i1
    }
    %alloc_9 = memref.alloc() {alignment = 64 : i64} : memref<1x1x8x8xf32>
    linalg.generic {indexing_maps = [#map3, #map5, #map5, #map3], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%alloc_8, %1, %0 : memref<1x1x8x8xi1>, memref<f32>, memref<f32>) outs(%alloc_9 : memref<1x1x8x8xf32>) {
    ^bb0(%in: i1, %in_97: f32, %in_98: f32, %out: f32):
      %22 = arith.select %in, %in_97, %in_98 : f32
      linalg.yield %22 : f32
    }
    linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%alloc_5 : memref<1x8x32xf32>) outs(%alloc : memref<1x8x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %22 = math.fpowi %in, %c2_i64 : f32, i64
      linalg.yield %22 : f32
    }
    %alloc_10 = memref.alloc() {alignment = 64 : i64} : memref<1x8x1xf32>
    %alloc_11 = memref.alloc() {alignment = 64 : i64} : memref<1x8x1xf32>
    linalg.fill ins(%cst : f32) outs(%alloc_11 : memref<1x8x1xf32>)
    %alloc_12 = memref.alloc() {alignment = 64 : i64} : memref<1x8x1xf32>
    memref.copy %alloc_11, %alloc_12 : memref<1x8x1xf32> to memref<1x8x1xf32>
    linalg.generic {indexing_maps = [#map1, #map6], iterator_types = ["parallel", "parallel", "reduction"]} ins(%alloc : memref<1x8x32xf32>) outs(%alloc_12 : memref<1x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %22 = arith.addf %in, %out : f32
      linalg.yield %22 : f32
    }
    linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%alloc_12 : memref<1x8x1xf32>) outs(%alloc_10 : memref<1x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %22 = arith.divf %in, %cst_3 : f32
      linalg.yield %22 : f32
    }
    linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%alloc_10 : memref<1x8x1xf32>) outs(%alloc_10 : memref<1x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %22 = arith.truncf %cst_2 : f64 to f32
      %23 = arith.addf %in, %22 : f32
      linalg.yield %23 : f32
    }
    linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%alloc_10 : memref<1x8x1xf32>) outs(%alloc_10 : memref<1x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %22 = math.rsqrt %in : f32
      linalg.yield %22 : f32
    }
    linalg.generic {indexing_maps = [#map1, #map6, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%alloc_5, %alloc_10 : memref<1x8x32xf32>, memref<1x8x1xf32>) outs(%alloc : memref<1x8x32xf32>) {
    ^bb0(%in: f32, %in_97: f32, %out: f32):
      %22 = arith.mulf %in, %in_97 : f32
      linalg.yield %22 : f32
    }
    linalg.generic {indexing_maps = [#map7, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%19, %alloc : memref<32xf32>, memref<1x8x32xf32>) outs(%alloc : memref<1x8x32xf32>) {
    ^bb0(%in: f32, %in_97: f32, %out: f32):
      %22 = arith.mulf %in, %in_97 : f32
      linalg.yield %22 : f32
    }
    %alloc_13 = memref.alloc() {alignment = 64 : i64} : memref<32x32xf32>
    linalg.transpose ins(%18 : memref<32x32xf32>) outs(%alloc_13 : memref<32x32xf32>) permutation = [1, 0] 
    %collapse_shape_14 = memref.collapse_shape %alloc [[0, 1], [2]] : memref<1x8x32xf32> into memref<8x32xf32>
    %alloc_15 = memref.alloc() {alignment = 64 : i64} : memref<8x32xf32>
    linalg.fill ins(%cst : f32) outs(%alloc_15 : memref<8x32xf32>)
    %alloc_16 = memref.alloc() {alignment = 64 : i64} : memref<8x32xf32>
    memref.copy %alloc_15, %alloc_16 : memref<8x32xf32> to memref<8x32xf32>
    linalg.matmul ins(%collapse_shape_14, %alloc_13 : memref<8x32xf32>, memref<32x32xf32>) outs(%alloc_16 : memref<8x32xf32>)
    %expand_shape_17 = memref.expand_shape %alloc_16 [[0, 1], [2, 3]] output_shape [1, 8, 2, 16] : memref<8x32xf32> into memref<1x8x2x16xf32>
    %alloc_18 = memref.alloc() {alignment = 64 : i64} : memref<1x2x8x16xf32>
    %alloc_19 = memref.alloc() {alignment = 64 : i64} : memref<1x2x8x16xf32>
    linalg.transpose ins(%expand_shape_17 : memref<1x8x2x16xf32>) outs(%alloc_19 : memref<1x2x8x16xf32>) permutation = [0, 2, 1, 3] 
    linalg.transpose ins(%17 : memref<32x32xf32>) outs(%alloc_13 : memref<32x32xf32>) permutation = [1, 0] 
    %alloc_20 = memref.alloc() {alignment = 64 : i64} : memref<8x32xf32>
    memref.copy %alloc_15, %alloc_20 : memref<8x32xf32> to memref<8x32xf32>
    linalg.matmul ins(%collapse_shape_14, %alloc_13 : memref<8x32xf32>, memref<32x32xf32>) outs(%alloc_20 : memref<8x32xf32>)
    %expand_shape_21 = memref.expand_shape %alloc_20 [[0, 1], [2, 3]] output_shape [1, 8, 2, 16] : memref<8x32xf32> into memref<1x8x2x16xf32>
    linalg.transpose ins(%16 : memref<32x32xf32>) outs(%alloc_13 : memref<32x32xf32>) permutation = [1, 0] 
    %alloc_22 = memref.alloc() {alignment = 64 : i64} : memref<8x32xf32>
    memref.copy %alloc_15, %alloc_22 : memref<8x32xf32> to memref<8x32xf32>
    linalg.matmul ins(%collapse_shape_14, %alloc_13 : memref<8x32xf32>, memref<32x32xf32>) outs(%alloc_22 : memref<8x32xf32>)
    %expand_shape_23 = memref.expand_shape %alloc_22 [[0, 1], [2, 3]] output_shape [1, 8, 2, 16] : memref<8x32xf32> into memref<1x8x2x16xf32>
    linalg.transpose ins(%expand_shape_23 : memref<1x8x2x16xf32>) outs(%alloc_18 : memref<1x2x8x16xf32>) permutation = [0, 2, 1, 3] 
    %expand_shape_24 = memref.expand_shape %alloc_6 [[0, 1]] output_shape [8, 1] : memref<8xi64> into memref<8x1xi64>
    %expand_shape_25 = memref.expand_shape %alloc_6 [[0, 1]] output_shape [1, 8] : memref<8xi64> into memref<1x8xi64>
    %alloc_26 = memref.alloc() {alignment = 64 : i64} : memref<8x8xi64>
    %alloc_27 = memref.alloc() {alignment = 64 : i64} : memref<8x8xi64>
    linalg.generic {indexing_maps = [#map8, #map9, #map10], iterator_types = ["parallel", "parallel"]} ins(%expand_shape_25, %expand_shape_24 : memref<1x8xi64>, memref<8x1xi64>) outs(%alloc_27 : memref<8x8xi64>) {
    ^bb0(%in: i64, %in_97: i64, %out: i64):
      %22 = arith.subi %in, %in_97 : i64
      linalg.yield %22 : i64
    }
    %alloc_28 = memref.alloc() {alignment = 64 : i64} : memref<8x8xi1>
    linalg.generic {indexing_maps = [#map10, #map10], iterator_types = ["parallel", "parallel"]} ins(%alloc_27 : memref<8x8xi64>) outs(%alloc_28 : memref<8x8xi1>) {
    ^bb0(%in: i64, %out: i1):
      %22 = arith.cmpi sgt, %in, %c0_i64 : i64
      linalg.yield %22 : i1
    }
    linalg.generic {indexing_maps = [#map10, #map10], iterator_types = ["parallel", "parallel"]} ins(%alloc_28 : memref<8x8xi1>) outs(%alloc_26 : memref<8x8xi64>) {
    ^bb0(%in: i1, %out: i64):
      %22 = arith.extui %in : i1 to i64
      linalg.yield %22 : i64
    }
    %alloc_29 = memref.alloc() {alignment = 64 : i64} : memref<8x8xi64>
    linalg.generic {indexing_maps = [#map10, #map10], iterator_types = ["parallel", "parallel"]} ins(%alloc_26 : memref<8x8xi64>) outs(%alloc_29 : memref<8x8xi64>) {
    ^bb0(%in: i64, %out: i64):
      %22 = arith.muli %in, %c16_i64 : i64
      linalg.yield %22 : i64
    }
    %alloc_30 = memref.alloc() {alignment = 64 : i64} : memref<8x8xi64>
    linalg.generic {indexing_maps = [#map10, #map10], iterator_types = ["parallel", "parallel"]} ins(%alloc_27 : memref<8x8xi64>) outs(%alloc_30 : memref<8x8xi64>) {
    ^bb0(%in: i64, %out: i64):
      %22 = math.absi %in : i64
      linalg.yield %22 : i64
    }
    linalg.generic {indexing_maps = [#map10, #map10], iterator_types = ["parallel", "parallel"]} ins(%alloc_30 : memref<8x8xi64>) outs(%alloc_28 : memref<8x8xi1>) {
    ^bb0(%in: i64, %out: i1):
      %22 = arith.cmpi slt, %in, %c8_i64 : i64
      linalg.yield %22 : i1
    }
    %alloc_31 = memref.alloc() {alignment = 64 : i64} : memref<8x8xf32>
    linalg.generic {indexing_maps = [#map10, #map10], iterator_types = ["parallel", "parallel"]} ins(%alloc_30 : memref<8x8xi64>) outs(%alloc_31 : memref<8x8xf32>) {
    ^bb0(%in: i64, %out: f32):
      %22 = arith.sitofp %in : i64 to f32
      linalg.yield %22 : f32
    }
    linalg.generic {indexing_maps = [#map10, #map10], iterator_types = ["parallel", "parallel"]} ins(%alloc_31 : memref<8x8xf32>) outs(%alloc_31 : memref<8x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %22 = arith.divf %in, %cst_4 : f32
      linalg.yield %22 : f32
    }
    linalg.generic {indexing_maps = [#map10, #map10], iterator_types = ["parallel", "parallel"]} ins(%alloc_31 : memref<8x8xf32>) outs(%alloc_31 : memref<8x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %22 = math.log %in : f32
      linalg.yield %22 : f32
    }
    linalg.generic {indexing_maps = [#map10, #map10], iterator_types = ["parallel", "parallel"]} ins(%alloc_31 : memref<8x8xf32>) outs(%alloc_31 : memref<8x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %22 = arith.truncf %cst_1 : f64 to f32
      %23 = arith.divf %in, %22 : f32
      linalg.yield %23 : f32
    }
    linalg.generic {indexing_maps = [#map10, #map10], iterator_types = ["parallel", "parallel"]} ins(%alloc_31 : memref<8x8xf32>) outs(%alloc_31 : memref<8x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %22 = arith.mulf %in, %cst_4 : f32
      linalg.yield %22 : f32
    }
    linalg.generic {indexing_maps = [#map10, #map10], iterator_types = ["parallel", "parallel"]} ins(%alloc_31 : memref<8x8xf32>) outs(%alloc_26 : memref<8x8xi64>) {
    ^bb0(%in: f32, %out: i64):
      %22 = arith.fptosi %in : f32 to i64
      linalg.yield %22 : i64
    }
    linalg.generic {indexing_maps = [#map10, #map10], iterator_types = ["parallel", "parallel"]} ins(%alloc_26 : memref<8x8xi64>) outs(%alloc_26 : memref<8x8xi64>) {
    ^bb0(%in: i64, %out: i64):
      %22 = arith.addi %in, %c8_i64 : i64
      linalg.yield %22 : i64
    }
    linalg.generic {indexing_maps = [#map10, #map10, #map10], iterator_types = ["parallel", "parallel"]} ins(%alloc_26, %21 : memref<8x8xi64>, memref<8x8xi64>) outs(%alloc_26 : memref<8x8xi64>) {
    ^bb0(%in: i64, %in_97: i64, %out: i64):
      %22 = arith.minsi %in, %in_97 : i64
      linalg.yield %22 : i64
    }
    linalg.generic {indexing_maps = [#map10, #map10, #map10, #map10], iterator_types = ["parallel", "parallel"]} ins(%alloc_28, %alloc_30, %alloc_26 : memref<8x8xi1>, memref<8x8xi64>, memref<8x8xi64>) outs(%alloc_26 : memref<8x8xi64>) {
    ^bb0(%in: i1, %in_97: i64, %in_98: i64, %out: i64):
      %22 = arith.select %in, %in_97, %in_98 : i64
      linalg.yield %22 : i64
    }
    linalg.generic {indexing_maps = [#map10, #map10, #map10], iterator_types = ["parallel", "parallel"]} ins(%alloc_29, %alloc_26 : memref<8x8xi64>, memref<8x8xi64>) outs(%alloc_26 : memref<8x8xi64>) {
    ^bb0(%in: i64, %in_97: i64, %out: i64):
      %22 = arith.addi %in, %in_97 : i64
      linalg.yield %22 : i64
    }
    %alloc_32 = memref.alloc() {alignment = 64 : i64} : memref<8x8x2xf32>
    linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%alloc_26 : memref<8x8xi64>) outs(%alloc_32 : memref<8x8x2xf32>) {
    ^bb0(%in: i64, %out: f32):
      %22 = arith.index_cast %in : i64 to index
      %23 = linalg.index 2 : index
      %24 = arith.cmpi slt, %22, %c32 : index
      cf.assert %24, "index must be smaller than dim size"
      %25 = arith.cmpi sge, %in, %c0_i64 : i64
      cf.assert %25, "index must be larger or equal to 0"
      %26 = memref.load %15[%22, %23] : memref<32x2xf32>
      linalg.yield %26 : f32
    }
    %alloc_33 = memref.alloc() {alignment = 64 : i64} : memref<2x8x8xf32>
    %alloc_34 = memref.alloc() {alignment = 64 : i64} : memref<2x8x8xf32>
    linalg.transpose ins(%alloc_32 : memref<8x8x2xf32>) outs(%alloc_34 : memref<2x8x8xf32>) permutation = [2, 0, 1] 
    %expand_shape_35 = memref.expand_shape %alloc_34 [[0, 1], [2], [3]] output_shape [1, 2, 8, 8] : memref<2x8x8xf32> into memref<1x2x8x8xf32>
    %alloc_36 = memref.alloc() {alignment = 64 : i64} : memref<1x2x16x8xf32>
    linalg.transpose ins(%expand_shape_21 : memref<1x8x2x16xf32>) outs(%alloc_36 : memref<1x2x16x8xf32>) permutation = [0, 2, 3, 1] 
    %collapse_shape_37 = memref.collapse_shape %alloc_19 [[0, 1], [2], [3]] : memref<1x2x8x16xf32> into memref<2x8x16xf32>
    %collapse_shape_38 = memref.collapse_shape %alloc_36 [[0, 1], [2], [3]] : memref<1x2x16x8xf32> into memref<2x16x8xf32>
    linalg.fill ins(%cst : f32) outs(%alloc_33 : memref<2x8x8xf32>)
    %alloc_39 = memref.alloc() {alignment = 64 : i64} : memref<2x8x8xf32>
    memref.copy %alloc_33, %alloc_39 : memref<2x8x8xf32> to memref<2x8x8xf32>
    linalg.batch_matmul ins(%collapse_shape_37, %collapse_shape_38 : memref<2x8x16xf32>, memref<2x16x8xf32>) outs(%alloc_39 : memref<2x8x8xf32>)
    %expand_shape_40 = memref.expand_shape %alloc_39 [[0, 1], [2], [3]] output_shape [1, 2, 8, 8] : memref<2x8x8xf32> into memref<1x2x8x8xf32>
    %alloc_41 = memref.alloc() {alignment = 64 : i64} : memref<1x2x8x8xf32>
    linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expand_shape_40, %expand_shape_35 : memref<1x2x8x8xf32>, memref<1x2x8x8xf32>) outs(%alloc_41 : memref<1x2x8x8xf32>) {
    ^bb0(%in: f32, %in_97: f32, %out: f32):
      %22 = arith.addf %in, %in_97 : f32
      linalg.yield %22 : f32
    }
    linalg.generic {indexing_maps = [#map3, #map11, #map3], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%alloc_41, %alloc_9 : memref<1x2x8x8xf32>, memref<1x1x8x8xf32>) outs(%alloc_41 : memref<1x2x8x8xf32>) {
    ^bb0(%in: f32, %in_97: f32, %out: f32):
      %22 = arith.addf %in, %in_97 : f32
      linalg.yield %22 : f32
    }
    %alloc_42 = memref.alloc() {alignment = 64 : i64} : memref<1x2x8xi64>
    linalg.fill ins(%c0_i64 : i64) outs(%alloc_42 : memref<1x2x8xi64>)
    %alloc_43 = memref.alloc() {alignment = 64 : i64} : memref<1x2x8xf32>
    linalg.fill ins(%cst_0 : f32) outs(%alloc_43 : memref<1x2x8xf32>)
    %alloc_44 = memref.alloc() {alignment = 64 : i64} : memref<1x2x8xf32>
    memref.copy %alloc_43, %alloc_44 : memref<1x2x8xf32> to memref<1x2x8xf32>
    %alloc_45 = memref.alloc() {alignment = 64 : i64} : memref<1x2x8xi64>
    memref.copy %alloc_42, %alloc_45 : memref<1x2x8xi64> to memref<1x2x8xi64>
    linalg.generic {indexing_maps = [#map3, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%alloc_41 : memref<1x2x8x8xf32>) outs(%alloc_44, %alloc_45 : memref<1x2x8xf32>, memref<1x2x8xi64>) {
    ^bb0(%in: f32, %out: f32, %out_97: i64):
      %22 = linalg.index 3 : index
      %23 = arith.index_cast %22 : index to i64
      %24 = arith.maximumf %in, %out : f32
      %25 = arith.cmpf ogt, %in, %out : f32
      %26 = arith.select %25, %23, %out_97 : i64
      linalg.yield %24, %26 : f32, i64
    }
    %expand_shape_46 = memref.expand_shape %alloc_44 [[0], [1], [2, 3]] output_shape [1, 2, 8, 1] : memref<1x2x8xf32> into memref<1x2x8x1xf32>
    linalg.generic {indexing_maps = [#map3, #map12, #map3], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%alloc_41, %expand_shape_46 : memref<1x2x8x8xf32>, memref<1x2x8x1xf32>) outs(%alloc_41 : memref<1x2x8x8xf32>) {
    ^bb0(%in: f32, %in_97: f32, %out: f32):
      %22 = arith.subf %in, %in_97 : f32
      linalg.yield %22 : f32
    }
    linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%alloc_41 : memref<1x2x8x8xf32>) outs(%alloc_41 : memref<1x2x8x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %22 = math.exp %in : f32
      linalg.yield %22 : f32
    }
    %alloc_47 = memref.alloc() {alignment = 64 : i64} : memref<1x2x8x1xf32>
    linalg.fill ins(%cst : f32) outs(%alloc_47 : memref<1x2x8x1xf32>)
    %alloc_48 = memref.alloc() {alignment = 64 : i64} : memref<1x2x8x1xf32>
    memref.copy %alloc_47, %alloc_48 : memref<1x2x8x1xf32> to memref<1x2x8x1xf32>
    linalg.generic {indexing_maps = [#map3, #map12], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%alloc_41 : memref<1x2x8x8xf32>) outs(%alloc_48 : memref<1x2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %22 = arith.addf %in, %out : f32
      linalg.yield %22 : f32
    }
    linalg.generic {indexing_maps = [#map3, #map12, #map3], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%alloc_41, %alloc_48 : memref<1x2x8x8xf32>, memref<1x2x8x1xf32>) outs(%alloc_41 : memref<1x2x8x8xf32>) {
    ^bb0(%in: f32, %in_97: f32, %out: f32):
      %22 = arith.divf %in, %in_97 : f32
      linalg.yield %22 : f32
    }
    %collapse_shape_49 = memref.collapse_shape %alloc_41 [[0, 1], [2], [3]] : memref<1x2x8x8xf32> into memref<2x8x8xf32>
    %collapse_shape_50 = memref.collapse_shape %alloc_18 [[0, 1], [2], [3]] : memref<1x2x8x16xf32> into memref<2x8x16xf32>
    %alloc_51 = memref.alloc() {alignment = 64 : i64} : memref<2x8x16xf32>
    linalg.fill ins(%cst : f32) outs(%alloc_51 : memref<2x8x16xf32>)
    %alloc_52 = memref.alloc() {alignment = 64 : i64} : memref<2x8x16xf32>
    memref.copy %alloc_51, %alloc_52 : memref<2x8x16xf32> to memref<2x8x16xf32>
    linalg.batch_matmul ins(%collapse_shape_49, %collapse_shape_50 : memref<2x8x8xf32>, memref<2x8x16xf32>) outs(%alloc_52 : memref<2x8x16xf32>)
    %expand_shape_53 = memref.expand_shape %alloc_52 [[0, 1], [2], [3]] output_shape [1, 2, 8, 16] : memref<2x8x16xf32> into memref<1x2x8x16xf32>
    %alloc_54 = memref.alloc() {alignment = 64 : i64} : memref<1x8x2x16xf32>
    linalg.transpose ins(%expand_shape_53 : memref<1x2x8x16xf32>) outs(%alloc_54 : memref<1x8x2x16xf32>) permutation = [0, 2, 1, 3] 
    linalg.transpose ins(%14 : memref<32x32xf32>) outs(%alloc_13 : memref<32x32xf32>) permutation = [1, 0] 
    %collapse_shape_55 = memref.collapse_shape %alloc_54 [[0, 1], [2, 3]] : memref<1x8x2x16xf32> into memref<8x32xf32>
    %alloc_56 = memref.alloc() {alignment = 64 : i64} : memref<8x32xf32>
    memref.copy %alloc_15, %alloc_56 : memref<8x32xf32> to memref<8x32xf32>
    linalg.matmul ins(%collapse_shape_55, %alloc_13 : memref<8x32xf32>, memref<32x32xf32>) outs(%alloc_56 : memref<8x32xf32>)
    %expand_shape_57 = memref.expand_shape %alloc_56 [[0, 1], [2]] output_shape [1, 8, 32] : memref<8x32xf32> into memref<1x8x32xf32>
    %alloc_58 = memref.alloc() {alignment = 64 : i64} : memref<1x8x32xf32>
    linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%alloc_5, %expand_shape_57 : memref<1x8x32xf32>, memref<1x8x32xf32>) outs(%alloc_58 : memref<1x8x32xf32>) {
    ^bb0(%in: f32, %in_97: f32, %out: f32):
      %22 = arith.addf %in, %in_97 : f32
      linalg.yield %22 : f32
    }
    linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%alloc_58 : memref<1x8x32xf32>) outs(%alloc : memref<1x8x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %22 = math.fpowi %in, %c2_i64 : f32, i64
      linalg.yield %22 : f32
    }
    %alloc_59 = memref.alloc() {alignment = 64 : i64} : memref<1x8x1xf32>
    memref.copy %alloc_11, %alloc_59 : memref<1x8x1xf32> to memref<1x8x1xf32>
    linalg.generic {indexing_maps = [#map1, #map6], iterator_types = ["parallel", "parallel", "reduction"]} ins(%alloc : memref<1x8x32xf32>) outs(%alloc_59 : memref<1x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %22 = arith.addf %in, %out : f32
      linalg.yield %22 : f32
    }
    linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%alloc_59 : memref<1x8x1xf32>) outs(%alloc_10 : memref<1x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %22 = arith.divf %in, %cst_3 : f32
      linalg.yield %22 : f32
    }
    linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%alloc_10 : memref<1x8x1xf32>) outs(%alloc_10 : memref<1x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %22 = arith.truncf %cst_2 : f64 to f32
      %23 = arith.addf %in, %22 : f32
      linalg.yield %23 : f32
    }
    linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%alloc_10 : memref<1x8x1xf32>) outs(%alloc_10 : memref<1x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %22 = math.rsqrt %in : f32
      linalg.yield %22 : f32
    }
    linalg.generic {indexing_maps = [#map1, #map6, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%alloc_58, %alloc_10 : memref<1x8x32xf32>, memref<1x8x1xf32>) outs(%alloc : memref<1x8x32xf32>) {
    ^bb0(%in: f32, %in_97: f32, %out: f32):
      %22 = arith.mulf %in, %in_97 : f32
      linalg.yield %22 : f32
    }
    linalg.generic {indexing_maps = [#map7, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%13, %alloc : memref<32xf32>, memref<1x8x32xf32>) outs(%alloc : memref<1x8x32xf32>) {
    ^bb0(%in: f32, %in_97: f32, %out: f32):
      %22 = arith.mulf %in, %in_97 : f32
      linalg.yield %22 : f32
    }
    %alloc_60 = memref.alloc() {alignment = 64 : i64} : memref<32x64xf32>
    linalg.transpose ins(%12 : memref<64x32xf32>) outs(%alloc_60 : memref<32x64xf32>) permutation = [1, 0] 
    %collapse_shape_61 = memref.collapse_shape %alloc [[0, 1], [2]] : memref<1x8x32xf32> into memref<8x32xf32>
    %alloc_62 = memref.alloc() {alignment = 64 : i64} : memref<8x64xf32>
    linalg.fill ins(%cst : f32) outs(%alloc_62 : memref<8x64xf32>)
    %alloc_63 = memref.alloc() {alignment = 64 : i64} : memref<8x64xf32>
    memref.copy %alloc_62, %alloc_63 : memref<8x64xf32> to memref<8x64xf32>
    linalg.matmul ins(%collapse_shape_61, %alloc_60 : memref<8x32xf32>, memref<32x64xf32>) outs(%alloc_63 : memref<8x64xf32>)
    %expand_shape_64 = memref.expand_shape %alloc_63 [[0, 1], [2]] output_shape [1, 8, 64] : memref<8x64xf32> into memref<1x8x64xf32>
    %alloc_65 = memref.alloc() {alignment = 64 : i64} : memref<1x8x64xf32>
    linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expand_shape_64 : memref<1x8x64xf32>) outs(%alloc_65 : memref<1x8x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %22 = arith.cmpf ugt, %in, %cst : f32
      %23 = arith.select %22, %in, %cst : f32
      linalg.yield %23 : f32
    }
    %alloc_66 = memref.alloc() {alignment = 64 : i64} : memref<64x32xf32>
    linalg.transpose ins(%11 : memref<32x64xf32>) outs(%alloc_66 : memref<64x32xf32>) permutation = [1, 0] 
    %collapse_shape_67 = memref.collapse_shape %alloc_65 [[0, 1], [2]] : memref<1x8x64xf32> into memref<8x64xf32>
    %alloc_68 = memref.alloc() {alignment = 64 : i64} : memref<8x32xf32>
    memref.copy %alloc_15, %alloc_68 : memref<8x32xf32> to memref<8x32xf32>
    linalg.matmul ins(%collapse_shape_67, %alloc_66 : memref<8x64xf32>, memref<64x32xf32>) outs(%alloc_68 : memref<8x32xf32>)
    %expand_shape_69 = memref.expand_shape %alloc_68 [[0, 1], [2]] output_shape [1, 8, 32] : memref<8x32xf32> into memref<1x8x32xf32>
    %alloc_70 = memref.alloc() {alignment = 64 : i64} : memref<1x8x32xf32>
    linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%alloc_58, %expand_shape_69 : memref<1x8x32xf32>, memref<1x8x32xf32>) outs(%alloc_70 : memref<1x8x32xf32>) {
    ^bb0(%in: f32, %in_97: f32, %out: f32):
      %22 = arith.addf %in, %in_97 : f32
      linalg.yield %22 : f32
    }
    linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%alloc_70 : memref<1x8x32xf32>) outs(%alloc : memref<1x8x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %22 = math.fpowi %in, %c2_i64 : f32, i64
      linalg.yield %22 : f32
    }
    %alloc_71 = memref.alloc() {alignment = 64 : i64} : memref<1x8x1xf32>
    memref.copy %alloc_11, %alloc_71 : memref<1x8x1xf32> to memref<1x8x1xf32>
    linalg.generic {indexing_maps = [#map1, #map6], iterator_types = ["parallel", "parallel", "reduction"]} ins(%alloc : memref<1x8x32xf32>) outs(%alloc_71 : memref<1x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %22 = arith.addf %in, %out : f32
      linalg.yield %22 : f32
    }
    linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%alloc_71 : memref<1x8x1xf32>) outs(%alloc_10 : memref<1x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %22 = arith.divf %in, %cst_3 : f32
      linalg.yield %22 : f32
    }
    linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%alloc_10 : memref<1x8x1xf32>) outs(%alloc_10 : memref<1x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %22 = arith.truncf %cst_2 : f64 to f32
      %23 = arith.addf %in, %22 : f32
      linalg.yield %23 : f32
    }
    linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%alloc_10 : memref<1x8x1xf32>) outs(%alloc_10 : memref<1x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %22 = math.rsqrt %in : f32
      linalg.yield %22 : f32
    }
    linalg.generic {indexing_maps = [#map1, #map6, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%alloc_70, %alloc_10 : memref<1x8x32xf32>, memref<1x8x1xf32>) outs(%alloc : memref<1x8x32xf32>) {
    ^bb0(%in: f32, %in_97: f32, %out: f32):
      %22 = arith.mulf %in, %in_97 : f32
      linalg.yield %22 : f32
    }
    linalg.generic {indexing_maps = [#map7, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%10, %alloc : memref<32xf32>, memref<1x8x32xf32>) outs(%alloc : memref<1x8x32xf32>) {
    ^bb0(%in: f32, %in_97: f32, %out: f32):
      %22 = arith.mulf %in, %in_97 : f32
      linalg.yield %22 : f32
    }
    linalg.transpose ins(%9 : memref<32x32xf32>) outs(%alloc_13 : memref<32x32xf32>) permutation = [1, 0] 
    %collapse_shape_72 = memref.collapse_shape %alloc [[0, 1], [2]] : memref<1x8x32xf32> into memref<8x32xf32>
    %alloc_73 = memref.alloc() {alignment = 64 : i64} : memref<8x32xf32>
    memref.copy %alloc_15, %alloc_73 : memref<8x32xf32> to memref<8x32xf32>
    linalg.matmul ins(%collapse_shape_72, %alloc_13 : memref<8x32xf32>, memref<32x32xf32>) outs(%alloc_73 : memref<8x32xf32>)
    %expand_shape_74 = memref.expand_shape %alloc_73 [[0, 1], [2, 3]] output_shape [1, 8, 2, 16] : memref<8x32xf32> into memref<1x8x2x16xf32>
    %alloc_75 = memref.alloc() {alignment = 64 : i64} : memref<1x2x8x16xf32>
    linalg.transpose ins(%expand_shape_74 : memref<1x8x2x16xf32>) outs(%alloc_75 : memref<1x2x8x16xf32>) permutation = [0, 2, 1, 3] 
    linalg.transpose ins(%8 : memref<32x32xf32>) outs(%alloc_13 : memref<32x32xf32>) permutation = [1, 0] 
    %alloc_76 = memref.alloc() {alignment = 64 : i64} : memref<8x32xf32>
    memref.copy %alloc_15, %alloc_76 : memref<8x32xf32> to memref<8x32xf32>
    linalg.matmul ins(%collapse_shape_72, %alloc_13 : memref<8x32xf32>, memref<32x32xf32>) outs(%alloc_76 : memref<8x32xf32>)
    %expand_shape_77 = memref.expand_shape %alloc_76 [[0, 1], [2, 3]] output_shape [1, 8, 2, 16] : memref<8x32xf32> into memref<1x8x2x16xf32>
    linalg.transpose ins(%7 : memref<32x32xf32>) outs(%alloc_13 : memref<32x32xf32>) permutation = [1, 0] 
    %alloc_78 = memref.alloc() {alignment = 64 : i64} : memref<8x32xf32>
    memref.copy %alloc_15, %alloc_78 : memref<8x32xf32> to memref<8x32xf32>
    linalg.matmul ins(%collapse_shape_72, %alloc_13 : memref<8x32xf32>, memref<32x32xf32>) outs(%alloc_78 : memref<8x32xf32>)
    %expand_shape_79 = memref.expand_shape %alloc_78 [[0, 1], [2, 3]] output_shape [1, 8, 2, 16] : memref<8x32xf32> into memref<1x8x2x16xf32>
    linalg.transpose ins(%expand_shape_79 : memref<1x8x2x16xf32>) outs(%alloc_18 : memref<1x2x8x16xf32>) permutation = [0, 2, 1, 3] 
    linalg.transpose ins(%expand_shape_77 : memref<1x8x2x16xf32>) outs(%alloc_36 : memref<1x2x16x8xf32>) permutation = [0, 2, 3, 1] 
    %collapse_shape_80 = memref.collapse_shape %alloc_75 [[0, 1], [2], [3]] : memref<1x2x8x16xf32> into memref<2x8x16xf32>
    %collapse_shape_81 = memref.collapse_shape %alloc_36 [[0, 1], [2], [3]] : memref<1x2x16x8xf32> into memref<2x16x8xf32>
    linalg.batch_matmul ins(%collapse_shape_80, %collapse_shape_81 : memref<2x8x16xf32>, memref<2x16x8xf32>) outs(%alloc_33 : memref<2x8x8xf32>)
    %expand_shape_82 = memref.expand_shape %alloc_33 [[0, 1], [2], [3]] output_shape [1, 2, 8, 8] : memref<2x8x8xf32> into memref<1x2x8x8xf32>
    linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expand_shape_82, %expand_shape_35 : memref<1x2x8x8xf32>, memref<1x2x8x8xf32>) outs(%alloc_41 : memref<1x2x8x8xf32>) {
    ^bb0(%in: f32, %in_97: f32, %out: f32):
      %22 = arith.addf %in, %in_97 : f32
      linalg.yield %22 : f32
    }
    linalg.generic {indexing_maps = [#map3, #map11, #map3], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%alloc_41, %alloc_9 : memref<1x2x8x8xf32>, memref<1x1x8x8xf32>) outs(%alloc_41 : memref<1x2x8x8xf32>) {
    ^bb0(%in: f32, %in_97: f32, %out: f32):
      %22 = arith.addf %in, %in_97 : f32
      linalg.yield %22 : f32
    }
    linalg.generic {indexing_maps = [#map3, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%alloc_41 : memref<1x2x8x8xf32>) outs(%alloc_43, %alloc_42 : memref<1x2x8xf32>, memref<1x2x8xi64>) {
    ^bb0(%in: f32, %out: f32, %out_97: i64):
      %22 = linalg.index 3 : index
      %23 = arith.index_cast %22 : index to i64
      %24 = arith.maximumf %in, %out : f32
      %25 = arith.cmpf ogt, %in, %out : f32
      %26 = arith.select %25, %23, %out_97 : i64
      linalg.yield %24, %26 : f32, i64
    }
    %expand_shape_83 = memref.expand_shape %alloc_43 [[0], [1], [2, 3]] output_shape [1, 2, 8, 1] : memref<1x2x8xf32> into memref<1x2x8x1xf32>
    linalg.generic {indexing_maps = [#map3, #map12, #map3], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%alloc_41, %expand_shape_83 : memref<1x2x8x8xf32>, memref<1x2x8x1xf32>) outs(%alloc_41 : memref<1x2x8x8xf32>) {
    ^bb0(%in: f32, %in_97: f32, %out: f32):
      %22 = arith.subf %in, %in_97 : f32
      linalg.yield %22 : f32
    }
    linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%alloc_41 : memref<1x2x8x8xf32>) outs(%alloc_41 : memref<1x2x8x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %22 = math.exp %in : f32
      linalg.yield %22 : f32
    }
    linalg.generic {indexing_maps = [#map3, #map12], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%alloc_41 : memref<1x2x8x8xf32>) outs(%alloc_47 : memref<1x2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %22 = arith.addf %in, %out : f32
      linalg.yield %22 : f32
    }
    linalg.generic {indexing_maps = [#map3, #map12, #map3], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%alloc_41, %alloc_47 : memref<1x2x8x8xf32>, memref<1x2x8x1xf32>) outs(%alloc_41 : memref<1x2x8x8xf32>) {
    ^bb0(%in: f32, %in_97: f32, %out: f32):
      %22 = arith.divf %in, %in_97 : f32
      linalg.yield %22 : f32
    }
    %collapse_shape_84 = memref.collapse_shape %alloc_41 [[0, 1], [2], [3]] : memref<1x2x8x8xf32> into memref<2x8x8xf32>
    %collapse_shape_85 = memref.collapse_shape %alloc_18 [[0, 1], [2], [3]] : memref<1x2x8x16xf32> into memref<2x8x16xf32>
    linalg.batch_matmul ins(%collapse_shape_84, %collapse_shape_85 : memref<2x8x8xf32>, memref<2x8x16xf32>) outs(%alloc_51 : memref<2x8x16xf32>)
    %expand_shape_86 = memref.expand_shape %alloc_51 [[0, 1], [2], [3]] output_shape [1, 2, 8, 16] : memref<2x8x16xf32> into memref<1x2x8x16xf32>
    linalg.transpose ins(%expand_shape_86 : memref<1x2x8x16xf32>) outs(%alloc_54 : memref<1x8x2x16xf32>) permutation = [0, 2, 1, 3] 
    linalg.transpose ins(%6 : memref<32x32xf32>) outs(%alloc_13 : memref<32x32xf32>) permutation = [1, 0] 
    %collapse_shape_87 = memref.collapse_shape %alloc_54 [[0, 1], [2, 3]] : memref<1x8x2x16xf32> into memref<8x32xf32>
    %alloc_88 = memref.alloc() {alignment = 64 : i64} : memref<8x32xf32>
    memref.copy %alloc_15, %alloc_88 : memref<8x32xf32> to memref<8x32xf32>
    linalg.matmul ins(%collapse_shape_87, %alloc_13 : memref<8x32xf32>, memref<32x32xf32>) outs(%alloc_88 : memref<8x32xf32>)
    %expand_shape_89 = memref.expand_shape %alloc_88 [[0, 1], [2]] output_shape [1, 8, 32] : memref<8x32xf32> into memref<1x8x32xf32>
    %alloc_90 = memref.alloc() {alignment = 64 : i64} : memref<1x8x32xf32>
    linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%alloc_70, %expand_shape_89 : memref<1x8x32xf32>, memref<1x8x32xf32>) outs(%alloc_90 : memref<1x8x32xf32>) {
    ^bb0(%in: f32, %in_97: f32, %out: f32):
      %22 = arith.addf %in, %in_97 : f32
      linalg.yield %22 : f32
    }
    linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%alloc_90 : memref<1x8x32xf32>) outs(%alloc : memref<1x8x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %22 = math.fpowi %in, %c2_i64 : f32, i64
      linalg.yield %22 : f32
    }
    %alloc_91 = memref.alloc() {alignment = 64 : i64} : memref<1x8x1xf32>
    memref.copy %alloc_11, %alloc_91 : memref<1x8x1xf32> to memref<1x8x1xf32>
    linalg.generic {indexing_maps = [#map1, #map6], iterator_types = ["parallel", "parallel", "reduction"]} ins(%alloc : memref<1x8x32xf32>) outs(%alloc_91 : memref<1x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %22 = arith.addf %in, %out : f32
      linalg.yield %22 : f32
    }
    linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%alloc_91 : memref<1x8x1xf32>) outs(%alloc_10 : memref<1x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %22 = arith.divf %in, %cst_3 : f32
      linalg.yield %22 : f32
    }
    linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%alloc_10 : memref<1x8x1xf32>) outs(%alloc_10 : memref<1x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %22 = arith.truncf %cst_2 : f64 to f32
      %23 = arith.addf %in, %22 : f32
      linalg.yield %23 : f32
    }
    linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%alloc_10 : memref<1x8x1xf32>) outs(%alloc_10 : memref<1x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %22 = math.rsqrt %in : f32
      linalg.yield %22 : f32
    }
    linalg.generic {indexing_maps = [#map1, #map6, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%alloc_90, %alloc_10 : memref<1x8x32xf32>, memref<1x8x1xf32>) outs(%alloc : memref<1x8x32xf32>) {
    ^bb0(%in: f32, %in_97: f32, %out: f32):
      %22 = arith.mulf %in, %in_97 : f32
      linalg.yield %22 : f32
    }
    linalg.generic {indexing_maps = [#map7, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%5, %alloc : memref<32xf32>, memref<1x8x32xf32>) outs(%alloc : memref<1x8x32xf32>) {
    ^bb0(%in: f32, %in_97: f32, %out: f32):
      %22 = arith.mulf %in, %in_97 : f32
      linalg.yield %22 : f32
    }
    linalg.transpose ins(%4 : memref<64x32xf32>) outs(%alloc_60 : memref<32x64xf32>) permutation = [1, 0] 
    %collapse_shape_92 = memref.collapse_shape %alloc [[0, 1], [2]] : memref<1x8x32xf32> into memref<8x32xf32>
    linalg.matmul ins(%collapse_shape_92, %alloc_60 : memref<8x32xf32>, memref<32x64xf32>) outs(%alloc_62 : memref<8x64xf32>)
    %expand_shape_93 = memref.expand_shape %alloc_62 [[0, 1], [2]] output_shape [1, 8, 64] : memref<8x64xf32> into memref<1x8x64xf32>
    linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expand_shape_93 : memref<1x8x64xf32>) outs(%alloc_65 : memref<1x8x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %22 = arith.cmpf ugt, %in, %cst : f32
      %23 = arith.select %22, %in, %cst : f32
      linalg.yield %23 : f32
    }
    linalg.transpose ins(%3 : memref<32x64xf32>) outs(%alloc_66 : memref<64x32xf32>) permutation = [1, 0] 
    %collapse_shape_94 = memref.collapse_shape %alloc_65 [[0, 1], [2]] : memref<1x8x64xf32> into memref<8x64xf32>
    linalg.matmul ins(%collapse_shape_94, %alloc_66 : memref<8x64xf32>, memref<64x32xf32>) outs(%alloc_15 : memref<8x32xf32>)
    %expand_shape_95 = memref.expand_shape %alloc_15 [[0, 1], [2]] output_shape [1, 8, 32] : memref<8x32xf32> into memref<1x8x32xf32>
    %alloc_96 = memref.alloc() {alignment = 64 : i64} : memref<1x8x32xf32>
    linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%alloc_90, %expand_shape_95 : memref<1x8x32xf32>, memref<1x8x32xf32>) outs(%alloc_96 : memref<1x8x32xf32>) {
    ^bb0(%in: f32, %in_97: f32, %out: f32):
      %22 = arith.addf %in, %in_97 : f32
      linalg.yield %22 : f32
    }
    linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%alloc_96 : memref<1x8x32xf32>) outs(%alloc : memref<1x8x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %22 = math.fpowi %in, %c2_i64 : f32, i64
      linalg.yield %22 : f32
    }
    linalg.generic {indexing_maps = [#map1, #map6], iterator_types = ["parallel", "parallel", "reduction"]} ins(%alloc : memref<1x8x32xf32>) outs(%alloc_11 : memref<1x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %22 = arith.addf %in, %out : f32
      linalg.yield %22 : f32
    }
    linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%alloc_11 : memref<1x8x1xf32>) outs(%alloc_10 : memref<1x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %22 = arith.divf %in, %cst_3 : f32
      linalg.yield %22 : f32
    }
    linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%alloc_10 : memref<1x8x1xf32>) outs(%alloc_10 : memref<1x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %22 = arith.truncf %cst_2 : f64 to f32
      %23 = arith.addf %in, %22 : f32
      linalg.yield %23 : f32
    }
    linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%alloc_10 : memref<1x8x1xf32>) outs(%alloc_10 : memref<1x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %22 = math.rsqrt %in : f32
      linalg.yield %22 : f32
    }
    linalg.generic {indexing_maps = [#map1, #map6, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%alloc_96, %alloc_10 : memref<1x8x32xf32>, memref<1x8x1xf32>) outs(%alloc : memref<1x8x32xf32>) {
    ^bb0(%in: f32, %in_97: f32, %out: f32):
      %22 = arith.mulf %in, %in_97 : f32
      linalg.yield %22 : f32
    }
    linalg.generic {indexing_maps = [#map7, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%2, %alloc : memref<32xf32>, memref<1x8x32xf32>) outs(%alloc : memref<1x8x32xf32>) {
    ^bb0(%in: f32, %in_97: f32, %out: f32):
      %22 = arith.mulf %in, %in_97 : f32
      linalg.yield %22 : f32
    }
    return %alloc : memref<1x8x32xf32>
  }
}


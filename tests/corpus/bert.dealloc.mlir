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
  memref.global "private" constant @__constant_1x64xi64_13 : memref<1x64xi64> = dense_resource<torch_tensor_1_64_torch.int64> {alignment = 64 : i64}
  memref.global "private" constant @__constant_1x64xi64 : memref<1x64xi64> = dense_resource<torch_tensor_1_64_torch.int64_1> {alignment = 64 : i64}
  memref.global "private" constant @__constant_64x32xf32_12 : memref<64x32xf32> = dense<0.000000e+00> {alignment = 64 : i64}
  memref.global "private" constant @__constant_2x32xf32 : memref<2x32xf32> = dense<0.0356862731> {alignment = 64 : i64}
  memref.global "private" constant @__constant_64x32xf32_11 : memref<64x32xf32> = dense<-0.0114743393> {alignment = 64 : i64}
  memref.global "private" constant @__constant_32x32xf32_10 : memref<32x32xf32> = dense<-0.00616839295> {alignment = 64 : i64}
  memref.global "private" constant @__constant_32x32xf32_9 : memref<32x32xf32> = dense<-0.0490326434> {alignment = 64 : i64}
  memref.global "private" constant @__constant_32x32xf32_8 : memref<32x32xf32> = dense<0.0312223099> {alignment = 64 : i64}
  memref.global "private" constant @__constant_32x32xf32_7 : memref<32x32xf32> = dense<-0.0195969455> {alignment = 64 : i64}
  memref.global "private" constant @__constant_64x32xf32_6 : memref<64x32xf32> = dense<-0.0399065129> {alignment = 64 : i64}
  memref.global "private" constant @__constant_32x64xf32_5 : memref<32x64xf32> = dense<0.0272657946> {alignment = 64 : i64}
  memref.global "private" constant @__constant_32x32xf32_4 : memref<32x32xf32> = dense<-9.51115915E-4> {alignment = 64 : i64}
  memref.global "private" constant @__constant_32x32xf32_3 : memref<32x32xf32> = dense<-0.00419957703> {alignment = 64 : i64}
  memref.global "private" constant @__constant_32x32xf32_2 : memref<32x32xf32> = dense<0.0373607352> {alignment = 64 : i64}
  memref.global "private" constant @__constant_32x32xf32 : memref<32x32xf32> = dense<-0.0144218765> {alignment = 64 : i64}
  memref.global "private" constant @__constant_64x32xf32 : memref<64x32xf32> = dense<0.0269149728> {alignment = 64 : i64}
  memref.global "private" constant @__constant_64xf32 : memref<64xf32> = dense<0.000000e+00> {alignment = 64 : i64}
  memref.global "private" constant @__constant_32x64xf32 : memref<32x64xf32> = dense<4.42898978E-4> {alignment = 64 : i64}
  memref.global "private" constant @__constant_32xf32_1 : memref<32xf32> = dense<1.000000e+00> {alignment = 64 : i64}
  memref.global "private" constant @__constant_32xf32 : memref<32xf32> = dense<0.000000e+00> {alignment = 64 : i64}
  memref.global "private" constant @__constant_xf32_0 : memref<f32> = dense<0.000000e+00> {alignment = 64 : i64}
  memref.global "private" constant @__constant_xf32 : memref<f32> = dense<-3.40282347E+38> {alignment = 64 : i64}
  func.func @main_graph(%arg0: memref<1x?xi64>) -> memref<1x?x32xf32> {
    %c3 = arith.constant 3 : index
    %c0_i64 = arith.constant 0 : i64
    %cst = arith.constant 1.41421354 : f32
    %cst_0 = arith.constant 2.500000e-01 : f32
    %c32_i64 = arith.constant 32 : i64
    %cst_1 = arith.constant 3.200000e+01 : f32
    %cst_2 = arith.constant 3.200000e+01 : f64
    %cst_3 = arith.constant 9.9999999999999998E-13 : f64
    %c1_i64 = arith.constant 1 : i64
    %c2_i64 = arith.constant 2 : i64
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c-1 = arith.constant -1 : index
    %c64 = arith.constant 64 : index
    %c2 = arith.constant 2 : index
    %cst_4 = arith.constant 0.000000e+00 : f64
    %cst_5 = arith.constant 0.000000e+00 : f32
    %c16_i64 = arith.constant 16 : i64
    %cst_6 = arith.constant 0xFF800000 : f32
    %cst_7 = arith.constant 1.000000e+00 : f32
    %cst_8 = arith.constant 5.000000e-01 : f32
    %0 = memref.get_global @__constant_xf32 : memref<f32>
    %1 = memref.get_global @__constant_xf32_0 : memref<f32>
    %2 = memref.get_global @__constant_32xf32 : memref<32xf32>
    %3 = memref.get_global @__constant_32xf32_1 : memref<32xf32>
    %4 = memref.get_global @__constant_32x64xf32 : memref<32x64xf32>
    %5 = memref.get_global @__constant_64xf32 : memref<64xf32>
    %6 = memref.get_global @__constant_64x32xf32 : memref<64x32xf32>
    %7 = memref.get_global @__constant_32x32xf32 : memref<32x32xf32>
    %8 = memref.get_global @__constant_32x32xf32_2 : memref<32x32xf32>
    %9 = memref.get_global @__constant_32x32xf32_3 : memref<32x32xf32>
    %10 = memref.get_global @__constant_32x32xf32_4 : memref<32x32xf32>
    %11 = memref.get_global @__constant_32x64xf32_5 : memref<32x64xf32>
    %12 = memref.get_global @__constant_64x32xf32_6 : memref<64x32xf32>
    %13 = memref.get_global @__constant_32x32xf32_7 : memref<32x32xf32>
    %14 = memref.get_global @__constant_32x32xf32_8 : memref<32x32xf32>
    %15 = memref.get_global @__constant_32x32xf32_9 : memref<32x32xf32>
    %16 = memref.get_global @__constant_32x32xf32_10 : memref<32x32xf32>
    %17 = memref.get_global @__constant_64x32xf32_11 : memref<64x32xf32>
    %18 = memref.get_global @__constant_2x32xf32 : memref<2x32xf32>
    %19 = memref.get_global @__constant_64x32xf32_12 : memref<64x32xf32>
    %20 = memref.get_global @__constant_1x64xi64 : memref<1x64xi64>
    %21 = memref.get_global @__constant_1x64xi64_13 : memref<1x64xi64>
    %dim = memref.dim %arg0, %c1 : memref<1x?xi64>
    %22 = arith.index_cast %dim : index to i64
    %23 = arith.cmpi slt, %dim, %c0 : index
    %24 = arith.addi %dim, %c64 : index
    %25 = arith.select %23, %24, %dim : index
    %26 = arith.cmpi slt, %25, %c0 : index
    %27 = arith.select %26, %c-1, %25 : index
    %28 = arith.minsi %27, %c64 : index
    %29 = arith.maxsi %28, %c0 : index
    %subview = memref.subview %21[0, 0] [1, %29] [1, 1] : memref<1x64xi64> to memref<1x?xi64, strided<[64, 1]>>
    %alloc = memref.alloc(%29) {alignment = 64 : i64} : memref<1x?xi64>
    linalg.fill ins(%c0_i64 : i64) outs(%alloc : memref<1x?xi64>)
    linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%subview : memref<1x?xi64, strided<[64, 1]>>) outs(%alloc : memref<1x?xi64>) {
    ^bb0(%in: i64, %out: i64):
      %65 = arith.index_cast %in : i64 to index
      %66 = arith.cmpi slt, %65, %c64 : index
      cf.assert %66, "index must be smaller than dim size"
      %67 = arith.cmpi sge, %in, %c0_i64 : i64
      cf.assert %67, "index must be larger or equal to 0"
      %68 = memref.load %20[%c0, %65] : memref<1x64xi64>
      linalg.yield %68 : i64
    }
    %30 = arith.cmpi sge, %22, %c0_i64 : i64
    cf.assert %30, "unimplemented: dynamic negative broadcast sizes"
    %alloc_9 = memref.alloc(%dim) {alignment = 64 : i64} : memref<1x?xi64>
    linalg.generic {indexing_maps = [#map], iterator_types = ["parallel", "parallel"]} outs(%alloc_9 : memref<1x?xi64>) {
    ^bb0(%out: i64):
      %65 = linalg.index 1 : index
      %66 = arith.cmpi eq, %29, %c1 : index
      %67 = arith.select %66, %c0, %65 : index
      %68 = memref.load %alloc[%c0, %67] : memref<1x?xi64>
      linalg.yield %68 : i64
    }
    %alloc_10 = memref.alloc(%dim) {alignment = 64 : i64} : memref<1x?x32xf32>
    linalg.generic {indexing_maps = [#map1, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg0 : memref<1x?xi64>) outs(%alloc_10 : memref<1x?x32xf32>) {
    ^bb0(%in: i64, %out: f32):
      %65 = arith.index_cast %in : i64 to index
      %66 = linalg.index 2 : index
      %67 = arith.cmpi slt, %65, %c64 : index
      cf.assert %67, "index must be smaller than dim size"
      %68 = arith.cmpi sge, %in, %c0_i64 : i64
      cf.assert %68, "index must be larger or equal to 0"
      %69 = memref.load %19[%65, %66] : memref<64x32xf32>
      linalg.yield %69 : f32
    }
    %alloc_11 = memref.alloc(%dim) {alignment = 64 : i64} : memref<1x?x32xf32>
    linalg.generic {indexing_maps = [#map1, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%alloc_9 : memref<1x?xi64>) outs(%alloc_11 : memref<1x?x32xf32>) {
    ^bb0(%in: i64, %out: f32):
      %65 = arith.index_cast %in : i64 to index
      %66 = linalg.index 2 : index
      %67 = arith.cmpi slt, %65, %c2 : index
      cf.assert %67, "index must be smaller than dim size"
      %68 = arith.cmpi sge, %in, %c0_i64 : i64
      cf.assert %68, "index must be larger or equal to 0"
      %69 = memref.load %18[%65, %66] : memref<2x32xf32>
      linalg.yield %69 : f32
    }
    linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%alloc_10, %alloc_11 : memref<1x?x32xf32>, memref<1x?x32xf32>) outs(%alloc_10 : memref<1x?x32xf32>) {
    ^bb0(%in: f32, %in_126: f32, %out: f32):
      %65 = arith.addf %in, %in_126 : f32
      linalg.yield %65 : f32
    }
    %alloc_12 = memref.alloc(%29) {alignment = 64 : i64} : memref<1x?x32xf32>
    linalg.generic {indexing_maps = [#map1, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%subview : memref<1x?xi64, strided<[64, 1]>>) outs(%alloc_12 : memref<1x?x32xf32>) {
    ^bb0(%in: i64, %out: f32):
      %65 = arith.index_cast %in : i64 to index
      %66 = linalg.index 2 : index
      %67 = arith.cmpi slt, %65, %c64 : index
      cf.assert %67, "index must be smaller than dim size"
      %68 = arith.cmpi sge, %in, %c0_i64 : i64
      cf.assert %68, "index must be larger or equal to 0"
      %69 = memref.load %17[%65, %66] : memref<64x32xf32>
      linalg.yield %69 : f32
    }
    %31 = arith.cmpi eq, %dim, %29 : index
    cf.assert %31, "mismatched size for broadcast"
    linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%alloc_10, %alloc_12 : memref<1x?x32xf32>, memref<1x?x32xf32>) outs(%alloc_10 : memref<1x?x32xf32>) {
    ^bb0(%in: f32, %in_126: f32, %out: f32):
      %65 = arith.addf %in, %in_126 : f32
      linalg.yield %65 : f32
    }
    %alloc_13 = memref.alloc(%dim) {alignment = 64 : i64} : memref<1x?x32xf64>
    linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%alloc_10 : memref<1x?x32xf32>) outs(%alloc_13 : memref<1x?x32xf64>) {
    ^bb0(%in: f32, %out: f64):
      %65 = arith.extf %in : f32 to f64
      linalg.yield %65 : f64
    }
    %alloc_14 = memref.alloc(%dim) {alignment = 64 : i64} : memref<1x?x1xf64>
    %alloc_15 = memref.alloc(%dim) {alignment = 64 : i64} : memref<1x?x1xf64>
    linalg.fill ins(%cst_4 : f64) outs(%alloc_15 : memref<1x?x1xf64>)
    %alloc_16 = memref.alloc(%dim) {alignment = 64 : i64} : memref<1x?x1xf64>
    memref.copy %alloc_15, %alloc_16 : memref<1x?x1xf64> to memref<1x?x1xf64>
    linalg.generic {indexing_maps = [#map2, #map3], iterator_types = ["parallel", "parallel", "reduction"]} ins(%alloc_13 : memref<1x?x32xf64>) outs(%alloc_16 : memref<1x?x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %65 = arith.addf %in, %out : f64
      linalg.yield %65 : f64
    }
    linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%alloc_16 : memref<1x?x1xf64>) outs(%alloc_14 : memref<1x?x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %65 = arith.divf %in, %cst_2 : f64
      linalg.yield %65 : f64
    }
    linalg.generic {indexing_maps = [#map2, #map3, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%alloc_13, %alloc_14 : memref<1x?x32xf64>, memref<1x?x1xf64>) outs(%alloc_13 : memref<1x?x32xf64>) {
    ^bb0(%in: f64, %in_126: f64, %out: f64):
      %65 = arith.subf %in, %in_126 : f64
      linalg.yield %65 : f64
    }
    linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%alloc_13, %alloc_13 : memref<1x?x32xf64>, memref<1x?x32xf64>) outs(%alloc_13 : memref<1x?x32xf64>) {
    ^bb0(%in: f64, %in_126: f64, %out: f64):
      %65 = arith.mulf %in, %in_126 : f64
      linalg.yield %65 : f64
    }
    linalg.generic {indexing_maps = [#map2, #map3], iterator_types = ["parallel", "parallel", "reduction"]} ins(%alloc_13 : memref<1x?x32xf64>) outs(%alloc_15 : memref<1x?x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %65 = arith.addf %in, %out : f64
      linalg.yield %65 : f64
    }
    linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%alloc_15 : memref<1x?x1xf64>) outs(%alloc_14 : memref<1x?x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %65 = arith.divf %in, %cst_2 : f64
      linalg.yield %65 : f64
    }
    %alloc_17 = memref.alloc(%dim) {alignment = 64 : i64} : memref<1x?x1xf32>
    %alloc_18 = memref.alloc(%dim) {alignment = 64 : i64} : memref<1x?x1xf32>
    linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%alloc_14 : memref<1x?x1xf64>) outs(%alloc_18 : memref<1x?x1xf32>) {
    ^bb0(%in: f64, %out: f32):
      %65 = arith.truncf %in : f64 to f32
      linalg.yield %65 : f32
    }
    linalg.fill ins(%cst_5 : f32) outs(%alloc_17 : memref<1x?x1xf32>)
    linalg.generic {indexing_maps = [#map2, #map3], iterator_types = ["parallel", "parallel", "reduction"]} ins(%alloc_10 : memref<1x?x32xf32>) outs(%alloc_17 : memref<1x?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %65 = arith.addf %in, %out : f32
      linalg.yield %65 : f32
    }
    %alloc_19 = memref.alloc(%dim) {alignment = 64 : i64} : memref<1x?x1xf32>
    linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%alloc_17 : memref<1x?x1xf32>) outs(%alloc_19 : memref<1x?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %65 = arith.divf %in, %cst_1 : f32
      linalg.yield %65 : f32
    }
    linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%alloc_18 : memref<1x?x1xf32>) outs(%alloc_17 : memref<1x?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %65 = arith.truncf %cst_3 : f64 to f32
      %66 = arith.addf %in, %65 : f32
      linalg.yield %66 : f32
    }
    linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%alloc_17 : memref<1x?x1xf32>) outs(%alloc_17 : memref<1x?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %65 = math.rsqrt %in : f32
      linalg.yield %65 : f32
    }
    linalg.generic {indexing_maps = [#map2, #map3, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%alloc_10, %alloc_19 : memref<1x?x32xf32>, memref<1x?x1xf32>) outs(%alloc_10 : memref<1x?x32xf32>) {
    ^bb0(%in: f32, %in_126: f32, %out: f32):
      %65 = arith.subf %in, %in_126 : f32
      linalg.yield %65 : f32
    }
    linalg.generic {indexing_maps = [#map2, #map3, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%alloc_10, %alloc_17 : memref<1x?x32xf32>, memref<1x?x1xf32>) outs(%alloc_10 : memref<1x?x32xf32>) {
    ^bb0(%in: f32, %in_126: f32, %out: f32):
      %65 = arith.mulf %in, %in_126 : f32
      linalg.yield %65 : f32
    }
    linalg.generic {indexing_maps = [#map2, #map4, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%alloc_10, %3 : memref<1x?x32xf32>, memref<32xf32>) outs(%alloc_10 : memref<1x?x32xf32>) {
    ^bb0(%in: f32, %in_126: f32, %out: f32):
      %65 = arith.mulf %in, %in_126 : f32
      linalg.yield %65 : f32
    }
    linalg.generic {indexing_maps = [#map2, #map4, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%alloc_10, %2 : memref<1x?x32xf32>, memref<32xf32>) outs(%alloc_10 : memref<1x?x32xf32>) {
    ^bb0(%in: f32, %in_126: f32, %out: f32):
      %65 = arith.addf %in, %in_126 : f32
      linalg.yield %65 : f32
    }
    %alloc_20 = memref.alloc(%dim) {alignment = 64 : i64} : memref<?xi64>
    linalg.generic {indexing_maps = [#map5], iterator_types = ["parallel"]} outs(%alloc_20 : memref<?xi64>) {
    ^bb0(%out: i64):
      %65 = linalg.index 0 : index
      %66 = arith.index_cast %65 : index to i64
      linalg.yield %66 : i64
    }
    %expand_shape = memref.expand_shape %alloc_20 [[0, 1, 2, 3]] output_shape [1, 1, %dim, 1] : memref<?xi64> into memref<1x1x?x1xi64>
    %alloc_21 = memref.alloc(%dim) {alignment = 64 : i64} : memref<1x1x?x1xi1>
    linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expand_shape : memref<1x1x?x1xi64>) outs(%alloc_21 : memref<1x1x?x1xi1>) {
    ^bb0(%in: i64, %out: i1):
      %65 = arith.cmpi sge, %in, %c0_i64 : i64
      linalg.yield %65 : i1
    }
    cf.assert %30, "unimplemented: dynamic negative broadcast sizes"
    %32 = arith.cmpi slt, %22, %c0_i64 : i64
    %33 = arith.select %32, %c1, %dim : index
    %alloc_22 = memref.alloc(%dim, %33) {alignment = 64 : i64} : memref<1x1x?x?xi1>
    linalg.generic {indexing_maps = [#map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%alloc_22 : memref<1x1x?x?xi1>) {
    ^bb0(%out: i1):
      %65 = linalg.index 2 : index
      %66 = arith.cmpi eq, %dim, %c1 : index
      %67 = arith.select %66, %c0, %65 : index
      %68 = memref.load %alloc_21[%c0, %c0, %67, %c0] : memref<1x1x?x1xi1>
      linalg.yield %68 : i1
    }
    %alloc_23 = memref.alloc(%dim, %33) {alignment = 64 : i64} : memref<1x1x?x?xf32>
    linalg.generic {indexing_maps = [#map6, #map7, #map7, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%alloc_22, %1, %0 : memref<1x1x?x?xi1>, memref<f32>, memref<f32>) outs(%alloc_23 : memref<1x1x?x?xf32>) {
    ^bb0(%in: i1, %in_126: f32, %in_127: f32, %out: f32):
      %65 = arith.select %in, %in_126, %in_127 : f32
      linalg.yield %65 : f32
    }
    %collapse_shape = memref.collapse_shape %alloc_10 [[0, 1], [2]] : memref<1x?x32xf32> into memref<?x32xf32>
    %alloc_24 = memref.alloc() {alignment = 64 : i64} : memref<32x32xf32>
    linalg.transpose ins(%16 : memref<32x32xf32>) outs(%alloc_24 : memref<32x32xf32>) permutation = [1, 0] 
    %alloc_25 = memref.alloc(%dim) {alignment = 64 : i64} : memref<?x32xf32>
    %alloc_26 = memref.alloc(%dim) {alignment = 64 : i64} : memref<?x32xf32>
    linalg.fill ins(%cst_5 : f32) outs(%alloc_26 : memref<?x32xf32>)
    %alloc_27 = memref.alloc(%dim) {alignment = 64 : i64} : memref<?x32xf32>
    memref.copy %alloc_26, %alloc_27 : memref<?x32xf32> to memref<?x32xf32>
    linalg.matmul ins(%collapse_shape, %alloc_24 : memref<?x32xf32>, memref<32x32xf32>) outs(%alloc_27 : memref<?x32xf32>)
    linalg.generic {indexing_maps = [#map, #map8, #map], iterator_types = ["parallel", "parallel"]} ins(%alloc_27, %2 : memref<?x32xf32>, memref<32xf32>) outs(%alloc_25 : memref<?x32xf32>) {
    ^bb0(%in: f32, %in_126: f32, %out: f32):
      %65 = arith.addf %in, %in_126 : f32
      linalg.yield %65 : f32
    }
    %expand_shape_28 = memref.expand_shape %alloc_25 [[0, 1], [2]] output_shape [1, %dim, 32] : memref<?x32xf32> into memref<1x?x32xf32>
    %34 = arith.select %32, %c1_i64, %22 : i64
    %35 = arith.extui %32 : i1 to i64
    %36 = arith.addi %35, %c1_i64 : i64
    %37 = arith.muli %34, %c16_i64 : i64
    %38 = arith.cmpi sle, %36, %c1_i64 : i64
    cf.assert %38, "must have at most one inferred (negative) dimension"
    %39 = arith.muli %22, %c32_i64 : i64
    %40 = arith.divsi %39, %37 : i64
    %41 = arith.select %32, %40, %22 : i64
    %alloc_29 = memref.alloc() {alignment = 64 : i64} : memref<4xi64>
    memref.store %c1_i64, %alloc_29[%c0] : memref<4xi64>
    memref.store %41, %alloc_29[%c1] : memref<4xi64>
    memref.store %40, %alloc_29[%c2] : memref<4xi64>
    memref.store %c16_i64, %alloc_29[%c3] : memref<4xi64>
    %reshape = memref.reshape %expand_shape_28(%alloc_29) : (memref<1x?x32xf32>, memref<4xi64>) -> memref<1x?x2x16xf32>
    %42 = arith.index_cast %41 : i64 to index
    %alloc_30 = memref.alloc(%42) {alignment = 64 : i64} : memref<1x2x?x16xf32>
    %alloc_31 = memref.alloc(%42) {alignment = 64 : i64} : memref<1x2x?x16xf32>
    linalg.transpose ins(%reshape : memref<1x?x2x16xf32>) outs(%alloc_31 : memref<1x2x?x16xf32>) permutation = [0, 2, 1, 3] 
    linalg.transpose ins(%15 : memref<32x32xf32>) outs(%alloc_24 : memref<32x32xf32>) permutation = [1, 0] 
    %alloc_32 = memref.alloc(%dim) {alignment = 64 : i64} : memref<?x32xf32>
    memref.copy %alloc_26, %alloc_32 : memref<?x32xf32> to memref<?x32xf32>
    linalg.matmul ins(%collapse_shape, %alloc_24 : memref<?x32xf32>, memref<32x32xf32>) outs(%alloc_32 : memref<?x32xf32>)
    %alloc_33 = memref.alloc(%dim) {alignment = 64 : i64} : memref<?x32xf32>
    linalg.generic {indexing_maps = [#map, #map8, #map], iterator_types = ["parallel", "parallel"]} ins(%alloc_32, %2 : memref<?x32xf32>, memref<32xf32>) outs(%alloc_33 : memref<?x32xf32>) {
    ^bb0(%in: f32, %in_126: f32, %out: f32):
      %65 = arith.addf %in, %in_126 : f32
      linalg.yield %65 : f32
    }
    %expand_shape_34 = memref.expand_shape %alloc_33 [[0, 1], [2]] output_shape [1, %dim, 32] : memref<?x32xf32> into memref<1x?x32xf32>
    cf.assert %38, "must have at most one inferred (negative) dimension"
    %reshape_35 = memref.reshape %expand_shape_34(%alloc_29) : (memref<1x?x32xf32>, memref<4xi64>) -> memref<1x?x2x16xf32>
    linalg.transpose ins(%14 : memref<32x32xf32>) outs(%alloc_24 : memref<32x32xf32>) permutation = [1, 0] 
    linalg.matmul ins(%collapse_shape, %alloc_24 : memref<?x32xf32>, memref<32x32xf32>) outs(%alloc_26 : memref<?x32xf32>)
    linalg.generic {indexing_maps = [#map, #map8, #map], iterator_types = ["parallel", "parallel"]} ins(%alloc_26, %2 : memref<?x32xf32>, memref<32xf32>) outs(%alloc_25 : memref<?x32xf32>) {
    ^bb0(%in: f32, %in_126: f32, %out: f32):
      %65 = arith.addf %in, %in_126 : f32
      linalg.yield %65 : f32
    }
    cf.assert %38, "must have at most one inferred (negative) dimension"
    %reshape_36 = memref.reshape %expand_shape_28(%alloc_29) : (memref<1x?x32xf32>, memref<4xi64>) -> memref<1x?x2x16xf32>
    linalg.transpose ins(%reshape_36 : memref<1x?x2x16xf32>) outs(%alloc_30 : memref<1x2x?x16xf32>) permutation = [0, 2, 1, 3] 
    %alloc_37 = memref.alloc(%42) {alignment = 64 : i64} : memref<1x2x16x?xf32>
    linalg.transpose ins(%reshape_35 : memref<1x?x2x16xf32>) outs(%alloc_37 : memref<1x2x16x?xf32>) permutation = [0, 2, 3, 1] 
    cf.assert %30, "unimplemented: dynamic negative broadcast sizes"
    %alloc_38 = memref.alloc(%dim) {alignment = 64 : i64} : memref<1x2x?x16xf32>
    linalg.generic {indexing_maps = [#map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%alloc_38 : memref<1x2x?x16xf32>) {
    ^bb0(%out: f32):
      %65 = linalg.index 1 : index
      %66 = linalg.index 2 : index
      %67 = linalg.index 3 : index
      %68 = arith.cmpi eq, %42, %c1 : index
      %69 = arith.select %68, %c0, %66 : index
      %70 = memref.load %alloc_31[%c0, %65, %69, %67] : memref<1x2x?x16xf32>
      linalg.yield %70 : f32
    }
    %collapse_shape_39 = memref.collapse_shape %alloc_38 [[0, 1], [2], [3]] : memref<1x2x?x16xf32> into memref<2x?x16xf32>
    cf.assert %30, "unimplemented: dynamic negative broadcast sizes"
    %alloc_40 = memref.alloc(%dim) {alignment = 64 : i64} : memref<1x2x16x?xf32>
    linalg.generic {indexing_maps = [#map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%alloc_40 : memref<1x2x16x?xf32>) {
    ^bb0(%out: f32):
      %65 = linalg.index 1 : index
      %66 = linalg.index 2 : index
      %67 = linalg.index 3 : index
      %68 = arith.cmpi eq, %42, %c1 : index
      %69 = arith.select %68, %c0, %67 : index
      %70 = memref.load %alloc_37[%c0, %65, %66, %69] : memref<1x2x16x?xf32>
      linalg.yield %70 : f32
    }
    %collapse_shape_41 = memref.collapse_shape %alloc_40 [[0, 1], [2], [3]] : memref<1x2x16x?xf32> into memref<2x16x?xf32>
    %alloc_42 = memref.alloc(%dim, %dim) {alignment = 64 : i64} : memref<2x?x?xf32>
    linalg.fill ins(%cst_5 : f32) outs(%alloc_42 : memref<2x?x?xf32>)
    %alloc_43 = memref.alloc(%dim, %dim) {alignment = 64 : i64} : memref<2x?x?xf32>
    memref.copy %alloc_42, %alloc_43 : memref<2x?x?xf32> to memref<2x?x?xf32>
    linalg.batch_matmul ins(%collapse_shape_39, %collapse_shape_41 : memref<2x?x16xf32>, memref<2x16x?xf32>) outs(%alloc_43 : memref<2x?x?xf32>)
    %43 = arith.muli %22, %c2_i64 : i64
    %44 = arith.select %32, %c2_i64, %43 : i64
    %45 = arith.muli %44, %22 : i64
    %46 = arith.select %32, %c2_i64, %45 : i64
    %47 = arith.select %32, %36, %35 : i64
    %48 = arith.cmpi sle, %47, %c1_i64 : i64
    cf.assert %48, "must have at most one inferred (negative) dimension"
    %49 = arith.muli %43, %22 : i64
    %50 = arith.divsi %49, %46 : i64
    %51 = arith.select %32, %50, %22 : i64
    %alloc_44 = memref.alloc() {alignment = 64 : i64} : memref<4xi64>
    memref.store %c1_i64, %alloc_44[%c0] : memref<4xi64>
    memref.store %c2_i64, %alloc_44[%c1] : memref<4xi64>
    memref.store %51, %alloc_44[%c2] : memref<4xi64>
    memref.store %51, %alloc_44[%c3] : memref<4xi64>
    %reshape_45 = memref.reshape %alloc_43(%alloc_44) : (memref<2x?x?xf32>, memref<4xi64>) -> memref<1x2x?x?xf32>
    %52 = arith.index_cast %51 : i64 to index
    %alloc_46 = memref.alloc(%52, %52) {alignment = 64 : i64} : memref<1x2x?x?xf32>
    linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%reshape_45 : memref<1x2x?x?xf32>) outs(%alloc_46 : memref<1x2x?x?xf32>) {
    ^bb0(%in: f32, %out: f32):
      %65 = arith.mulf %in, %cst_0 : f32
      linalg.yield %65 : f32
    }
    %53 = arith.cmpi eq, %52, %dim : index
    cf.assert %53, "mismatched size for broadcast"
    %54 = arith.cmpi eq, %52, %33 : index
    cf.assert %54, "mismatched size for broadcast"
    linalg.generic {indexing_maps = [#map6, #map9, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%alloc_46, %alloc_23 : memref<1x2x?x?xf32>, memref<1x1x?x?xf32>) outs(%alloc_46 : memref<1x2x?x?xf32>) {
    ^bb0(%in: f32, %in_126: f32, %out: f32):
      %65 = arith.addf %in, %in_126 : f32
      linalg.yield %65 : f32
    }
    %alloc_47 = memref.alloc(%52) {alignment = 64 : i64} : memref<1x2x?xi64>
    linalg.fill ins(%c0_i64 : i64) outs(%alloc_47 : memref<1x2x?xi64>)
    %alloc_48 = memref.alloc(%52) {alignment = 64 : i64} : memref<1x2x?xf32>
    linalg.fill ins(%cst_6 : f32) outs(%alloc_48 : memref<1x2x?xf32>)
    %alloc_49 = memref.alloc(%52) {alignment = 64 : i64} : memref<1x2x?xf32>
    memref.copy %alloc_48, %alloc_49 : memref<1x2x?xf32> to memref<1x2x?xf32>
    %alloc_50 = memref.alloc(%52) {alignment = 64 : i64} : memref<1x2x?xi64>
    memref.copy %alloc_47, %alloc_50 : memref<1x2x?xi64> to memref<1x2x?xi64>
    linalg.generic {indexing_maps = [#map6, #map10, #map10], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%alloc_46 : memref<1x2x?x?xf32>) outs(%alloc_49, %alloc_50 : memref<1x2x?xf32>, memref<1x2x?xi64>) {
    ^bb0(%in: f32, %out: f32, %out_126: i64):
      %65 = linalg.index 3 : index
      %66 = arith.index_cast %65 : index to i64
      %67 = arith.maximumf %in, %out : f32
      %68 = arith.cmpf ogt, %in, %out : f32
      %69 = arith.select %68, %66, %out_126 : i64
      linalg.yield %67, %69 : f32, i64
    }
    %expand_shape_51 = memref.expand_shape %alloc_49 [[0], [1], [2, 3]] output_shape [1, 2, %52, 1] : memref<1x2x?xf32> into memref<1x2x?x1xf32>
    linalg.generic {indexing_maps = [#map6, #map11, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%alloc_46, %expand_shape_51 : memref<1x2x?x?xf32>, memref<1x2x?x1xf32>) outs(%alloc_46 : memref<1x2x?x?xf32>) {
    ^bb0(%in: f32, %in_126: f32, %out: f32):
      %65 = arith.subf %in, %in_126 : f32
      linalg.yield %65 : f32
    }
    linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%alloc_46 : memref<1x2x?x?xf32>) outs(%alloc_46 : memref<1x2x?x?xf32>) {
    ^bb0(%in: f32, %out: f32):
      %65 = math.exp %in : f32
      linalg.yield %65 : f32
    }
    %alloc_52 = memref.alloc(%52) {alignment = 64 : i64} : memref<1x2x?x1xf32>
    linalg.fill ins(%cst_5 : f32) outs(%alloc_52 : memref<1x2x?x1xf32>)
    %alloc_53 = memref.alloc(%52) {alignment = 64 : i64} : memref<1x2x?x1xf32>
    memref.copy %alloc_52, %alloc_53 : memref<1x2x?x1xf32> to memref<1x2x?x1xf32>
    linalg.generic {indexing_maps = [#map6, #map11], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%alloc_46 : memref<1x2x?x?xf32>) outs(%alloc_53 : memref<1x2x?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %65 = arith.addf %in, %out : f32
      linalg.yield %65 : f32
    }
    linalg.generic {indexing_maps = [#map6, #map11, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%alloc_46, %alloc_53 : memref<1x2x?x?xf32>, memref<1x2x?x1xf32>) outs(%alloc_46 : memref<1x2x?x?xf32>) {
    ^bb0(%in: f32, %in_126: f32, %out: f32):
      %65 = arith.divf %in, %in_126 : f32
      linalg.yield %65 : f32
    }
    cf.assert %30, "unimplemented: dynamic negative broadcast sizes"
    cf.assert %30, "unimplemented: dynamic negative broadcast sizes"
    %alloc_54 = memref.alloc(%dim, %dim) {alignment = 64 : i64} : memref<1x2x?x?xf32>
    linalg.generic {indexing_maps = [#map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%alloc_54 : memref<1x2x?x?xf32>) {
    ^bb0(%out: f32):
      %65 = linalg.index 1 : index
      %66 = linalg.index 2 : index
      %67 = linalg.index 3 : index
      %68 = arith.cmpi eq, %52, %c1 : index
      %69 = arith.select %68, %c0, %66 : index
      %70 = arith.select %68, %c0, %67 : index
      %71 = memref.load %alloc_46[%c0, %65, %69, %70] : memref<1x2x?x?xf32>
      linalg.yield %71 : f32
    }
    cf.assert %48, "must have at most one inferred (negative) dimension"
    %alloc_55 = memref.alloc() {alignment = 64 : i64} : memref<3xi64>
    memref.store %c2_i64, %alloc_55[%c0] : memref<3xi64>
    memref.store %51, %alloc_55[%c1] : memref<3xi64>
    memref.store %51, %alloc_55[%c2] : memref<3xi64>
    %reshape_56 = memref.reshape %alloc_54(%alloc_55) : (memref<1x2x?x?xf32>, memref<3xi64>) -> memref<2x?x?xf32>
    cf.assert %30, "unimplemented: dynamic negative broadcast sizes"
    linalg.generic {indexing_maps = [#map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%alloc_38 : memref<1x2x?x16xf32>) {
    ^bb0(%out: f32):
      %65 = linalg.index 1 : index
      %66 = linalg.index 2 : index
      %67 = linalg.index 3 : index
      %68 = arith.cmpi eq, %42, %c1 : index
      %69 = arith.select %68, %c0, %66 : index
      %70 = memref.load %alloc_30[%c0, %65, %69, %67] : memref<1x2x?x16xf32>
      linalg.yield %70 : f32
    }
    %55 = arith.cmpi eq, %51, %22 : i64
    cf.assert %55, "mismatching contracting dimension"
    %alloc_57 = memref.alloc(%52) {alignment = 64 : i64} : memref<2x?x16xf32>
    linalg.fill ins(%cst_5 : f32) outs(%alloc_57 : memref<2x?x16xf32>)
    %alloc_58 = memref.alloc(%52) {alignment = 64 : i64} : memref<2x?x16xf32>
    memref.copy %alloc_57, %alloc_58 : memref<2x?x16xf32> to memref<2x?x16xf32>
    linalg.batch_matmul ins(%reshape_56, %collapse_shape_39 : memref<2x?x?xf32>, memref<2x?x16xf32>) outs(%alloc_58 : memref<2x?x16xf32>)
    %expand_shape_59 = memref.expand_shape %alloc_58 [[0, 1], [2], [3]] output_shape [1, 2, %52, 16] : memref<2x?x16xf32> into memref<1x2x?x16xf32>
    %alloc_60 = memref.alloc(%52) {alignment = 64 : i64} : memref<1x?x2x16xf32>
    linalg.transpose ins(%expand_shape_59 : memref<1x2x?x16xf32>) outs(%alloc_60 : memref<1x?x2x16xf32>) permutation = [0, 2, 1, 3] 
    cf.assert %38, "must have at most one inferred (negative) dimension"
    %56 = arith.muli %51, %c32_i64 : i64
    %57 = arith.divsi %56, %34 : i64
    %58 = arith.select %32, %57, %22 : i64
    %alloc_61 = memref.alloc() {alignment = 64 : i64} : memref<3xi64>
    memref.store %c1_i64, %alloc_61[%c0] : memref<3xi64>
    memref.store %58, %alloc_61[%c1] : memref<3xi64>
    memref.store %57, %alloc_61[%c2] : memref<3xi64>
    %reshape_62 = memref.reshape %alloc_60(%alloc_61) : (memref<1x?x2x16xf32>, memref<3xi64>) -> memref<1x?x32xf32>
    %collapse_shape_63 = memref.collapse_shape %reshape_62 [[0, 1], [2]] : memref<1x?x32xf32> into memref<?x32xf32>
    linalg.transpose ins(%13 : memref<32x32xf32>) outs(%alloc_24 : memref<32x32xf32>) permutation = [1, 0] 
    %59 = arith.index_cast %58 : i64 to index
    %alloc_64 = memref.alloc(%59) {alignment = 64 : i64} : memref<?x32xf32>
    %alloc_65 = memref.alloc(%59) {alignment = 64 : i64} : memref<?x32xf32>
    linalg.fill ins(%cst_5 : f32) outs(%alloc_65 : memref<?x32xf32>)
    %alloc_66 = memref.alloc(%59) {alignment = 64 : i64} : memref<?x32xf32>
    memref.copy %alloc_65, %alloc_66 : memref<?x32xf32> to memref<?x32xf32>
    linalg.matmul ins(%collapse_shape_63, %alloc_24 : memref<?x32xf32>, memref<32x32xf32>) outs(%alloc_66 : memref<?x32xf32>)
    linalg.generic {indexing_maps = [#map, #map8, #map], iterator_types = ["parallel", "parallel"]} ins(%alloc_66, %2 : memref<?x32xf32>, memref<32xf32>) outs(%alloc_64 : memref<?x32xf32>) {
    ^bb0(%in: f32, %in_126: f32, %out: f32):
      %65 = arith.addf %in, %in_126 : f32
      linalg.yield %65 : f32
    }
    %expand_shape_67 = memref.expand_shape %alloc_64 [[0, 1], [2]] output_shape [1, %59, 32] : memref<?x32xf32> into memref<1x?x32xf32>
    %60 = arith.cmpi eq, %59, %dim : index
    cf.assert %60, "mismatched size for broadcast"
    %alloc_68 = memref.alloc(%59) {alignment = 64 : i64} : memref<1x?x32xf32>
    linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expand_shape_67, %alloc_10 : memref<1x?x32xf32>, memref<1x?x32xf32>) outs(%alloc_68 : memref<1x?x32xf32>) {
    ^bb0(%in: f32, %in_126: f32, %out: f32):
      %65 = arith.addf %in, %in_126 : f32
      linalg.yield %65 : f32
    }
    %alloc_69 = memref.alloc(%59) {alignment = 64 : i64} : memref<1x?x32xf64>
    linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%alloc_68 : memref<1x?x32xf32>) outs(%alloc_69 : memref<1x?x32xf64>) {
    ^bb0(%in: f32, %out: f64):
      %65 = arith.extf %in : f32 to f64
      linalg.yield %65 : f64
    }
    %alloc_70 = memref.alloc(%59) {alignment = 64 : i64} : memref<1x?x1xf64>
    %alloc_71 = memref.alloc(%59) {alignment = 64 : i64} : memref<1x?x1xf64>
    linalg.fill ins(%cst_4 : f64) outs(%alloc_71 : memref<1x?x1xf64>)
    %alloc_72 = memref.alloc(%59) {alignment = 64 : i64} : memref<1x?x1xf64>
    memref.copy %alloc_71, %alloc_72 : memref<1x?x1xf64> to memref<1x?x1xf64>
    linalg.generic {indexing_maps = [#map2, #map3], iterator_types = ["parallel", "parallel", "reduction"]} ins(%alloc_69 : memref<1x?x32xf64>) outs(%alloc_72 : memref<1x?x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %65 = arith.addf %in, %out : f64
      linalg.yield %65 : f64
    }
    linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%alloc_72 : memref<1x?x1xf64>) outs(%alloc_70 : memref<1x?x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %65 = arith.divf %in, %cst_2 : f64
      linalg.yield %65 : f64
    }
    linalg.generic {indexing_maps = [#map2, #map3, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%alloc_69, %alloc_70 : memref<1x?x32xf64>, memref<1x?x1xf64>) outs(%alloc_69 : memref<1x?x32xf64>) {
    ^bb0(%in: f64, %in_126: f64, %out: f64):
      %65 = arith.subf %in, %in_126 : f64
      linalg.yield %65 : f64
    }
    linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%alloc_69, %alloc_69 : memref<1x?x32xf64>, memref<1x?x32xf64>) outs(%alloc_69 : memref<1x?x32xf64>) {
    ^bb0(%in: f64, %in_126: f64, %out: f64):
      %65 = arith.mulf %in, %in_126 : f64
      linalg.yield %65 : f64
    }
    %alloc_73 = memref.alloc(%59) {alignment = 64 : i64} : memref<1x?x1xf64>
    memref.copy %alloc_71, %alloc_73 : memref<1x?x1xf64> to memref<1x?x1xf64>
    linalg.generic {indexing_maps = [#map2, #map3], iterator_types = ["parallel", "parallel", "reduction"]} ins(%alloc_69 : memref<1x?x32xf64>) outs(%alloc_73 : memref<1x?x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %65 = arith.addf %in, %out : f64
      linalg.yield %65 : f64
    }
    linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%alloc_73 : memref<1x?x1xf64>) outs(%alloc_70 : memref<1x?x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %65 = arith.divf %in, %cst_2 : f64
      linalg.yield %65 : f64
    }
    %alloc_74 = memref.alloc(%59) {alignment = 64 : i64} : memref<1x?x1xf32>
    linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%alloc_70 : memref<1x?x1xf64>) outs(%alloc_74 : memref<1x?x1xf32>) {
    ^bb0(%in: f64, %out: f32):
      %65 = arith.truncf %in : f64 to f32
      linalg.yield %65 : f32
    }
    %alloc_75 = memref.alloc(%59) {alignment = 64 : i64} : memref<1x?x1xf32>
    linalg.fill ins(%cst_5 : f32) outs(%alloc_75 : memref<1x?x1xf32>)
    %alloc_76 = memref.alloc(%59) {alignment = 64 : i64} : memref<1x?x1xf32>
    memref.copy %alloc_75, %alloc_76 : memref<1x?x1xf32> to memref<1x?x1xf32>
    linalg.generic {indexing_maps = [#map2, #map3], iterator_types = ["parallel", "parallel", "reduction"]} ins(%alloc_68 : memref<1x?x32xf32>) outs(%alloc_76 : memref<1x?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %65 = arith.addf %in, %out : f32
      linalg.yield %65 : f32
    }
    %alloc_77 = memref.alloc(%59) {alignment = 64 : i64} : memref<1x?x1xf32>
    linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%alloc_76 : memref<1x?x1xf32>) outs(%alloc_77 : memref<1x?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %65 = arith.divf %in, %cst_1 : f32
      linalg.yield %65 : f32
    }
    linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%alloc_74 : memref<1x?x1xf32>) outs(%alloc_74 : memref<1x?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %65 = arith.truncf %cst_3 : f64 to f32
      %66 = arith.addf %in, %65 : f32
      linalg.yield %66 : f32
    }
    linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%alloc_74 : memref<1x?x1xf32>) outs(%alloc_74 : memref<1x?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %65 = math.rsqrt %in : f32
      linalg.yield %65 : f32
    }
    linalg.generic {indexing_maps = [#map2, #map3, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%alloc_68, %alloc_77 : memref<1x?x32xf32>, memref<1x?x1xf32>) outs(%alloc_68 : memref<1x?x32xf32>) {
    ^bb0(%in: f32, %in_126: f32, %out: f32):
      %65 = arith.subf %in, %in_126 : f32
      linalg.yield %65 : f32
    }
    linalg.generic {indexing_maps = [#map2, #map3, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%alloc_68, %alloc_74 : memref<1x?x32xf32>, memref<1x?x1xf32>) outs(%alloc_68 : memref<1x?x32xf32>) {
    ^bb0(%in: f32, %in_126: f32, %out: f32):
      %65 = arith.mulf %in, %in_126 : f32
      linalg.yield %65 : f32
    }
    linalg.generic {indexing_maps = [#map2, #map4, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%alloc_68, %3 : memref<1x?x32xf32>, memref<32xf32>) outs(%alloc_68 : memref<1x?x32xf32>) {
    ^bb0(%in: f32, %in_126: f32, %out: f32):
      %65 = arith.mulf %in, %in_126 : f32
      linalg.yield %65 : f32
    }
    linalg.generic {indexing_maps = [#map2, #map4, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%alloc_68, %2 : memref<1x?x32xf32>, memref<32xf32>) outs(%alloc_68 : memref<1x?x32xf32>) {
    ^bb0(%in: f32, %in_126: f32, %out: f32):
      %65 = arith.addf %in, %in_126 : f32
      linalg.yield %65 : f32
    }
    %collapse_shape_78 = memref.collapse_shape %alloc_68 [[0, 1], [2]] : memref<1x?x32xf32> into memref<?x32xf32>
    %alloc_79 = memref.alloc() {alignment = 64 : i64} : memref<32x64xf32>
    linalg.transpose ins(%12 : memref<64x32xf32>) outs(%alloc_79 : memref<32x64xf32>) permutation = [1, 0] 
    %alloc_80 = memref.alloc(%59) {alignment = 64 : i64} : memref<?x64xf32>
    linalg.fill ins(%cst_5 : f32) outs(%alloc_80 : memref<?x64xf32>)
    linalg.matmul ins(%collapse_shape_78, %alloc_79 : memref<?x32xf32>, memref<32x64xf32>) outs(%alloc_80 : memref<?x64xf32>)
    linalg.generic {indexing_maps = [#map, #map8, #map], iterator_types = ["parallel", "parallel"]} ins(%alloc_80, %5 : memref<?x64xf32>, memref<64xf32>) outs(%alloc_80 : memref<?x64xf32>) {
    ^bb0(%in: f32, %in_126: f32, %out: f32):
      %65 = arith.addf %in, %in_126 : f32
      linalg.yield %65 : f32
    }
    %expand_shape_81 = memref.expand_shape %alloc_80 [[0, 1], [2]] output_shape [1, %59, 64] : memref<?x64xf32> into memref<1x?x64xf32>
    %alloc_82 = memref.alloc(%59) {alignment = 64 : i64} : memref<1x?x64xf32>
    linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expand_shape_81 : memref<1x?x64xf32>) outs(%alloc_82 : memref<1x?x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %65 = arith.divf %in, %cst : f32
      %66 = math.erf %65 : f32
      %67 = arith.addf %66, %cst_7 : f32
      %68 = arith.mulf %67, %cst_8 : f32
      %69 = arith.mulf %in, %68 : f32
      linalg.yield %69 : f32
    }
    %collapse_shape_83 = memref.collapse_shape %alloc_82 [[0, 1], [2]] : memref<1x?x64xf32> into memref<?x64xf32>
    %alloc_84 = memref.alloc() {alignment = 64 : i64} : memref<64x32xf32>
    linalg.transpose ins(%11 : memref<32x64xf32>) outs(%alloc_84 : memref<64x32xf32>) permutation = [1, 0] 
    %alloc_85 = memref.alloc(%59) {alignment = 64 : i64} : memref<?x32xf32>
    memref.copy %alloc_65, %alloc_85 : memref<?x32xf32> to memref<?x32xf32>
    linalg.matmul ins(%collapse_shape_83, %alloc_84 : memref<?x64xf32>, memref<64x32xf32>) outs(%alloc_85 : memref<?x32xf32>)
    linalg.generic {indexing_maps = [#map, #map8, #map], iterator_types = ["parallel", "parallel"]} ins(%alloc_85, %2 : memref<?x32xf32>, memref<32xf32>) outs(%alloc_64 : memref<?x32xf32>) {
    ^bb0(%in: f32, %in_126: f32, %out: f32):
      %65 = arith.addf %in, %in_126 : f32
      linalg.yield %65 : f32
    }
    linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expand_shape_67, %alloc_68 : memref<1x?x32xf32>, memref<1x?x32xf32>) outs(%alloc_68 : memref<1x?x32xf32>) {
    ^bb0(%in: f32, %in_126: f32, %out: f32):
      %65 = arith.addf %in, %in_126 : f32
      linalg.yield %65 : f32
    }
    linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%alloc_68 : memref<1x?x32xf32>) outs(%alloc_69 : memref<1x?x32xf64>) {
    ^bb0(%in: f32, %out: f64):
      %65 = arith.extf %in : f32 to f64
      linalg.yield %65 : f64
    }
    %alloc_86 = memref.alloc(%59) {alignment = 64 : i64} : memref<1x?x1xf64>
    memref.copy %alloc_71, %alloc_86 : memref<1x?x1xf64> to memref<1x?x1xf64>
    linalg.generic {indexing_maps = [#map2, #map3], iterator_types = ["parallel", "parallel", "reduction"]} ins(%alloc_69 : memref<1x?x32xf64>) outs(%alloc_86 : memref<1x?x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %65 = arith.addf %in, %out : f64
      linalg.yield %65 : f64
    }
    linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%alloc_86 : memref<1x?x1xf64>) outs(%alloc_70 : memref<1x?x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %65 = arith.divf %in, %cst_2 : f64
      linalg.yield %65 : f64
    }
    linalg.generic {indexing_maps = [#map2, #map3, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%alloc_69, %alloc_70 : memref<1x?x32xf64>, memref<1x?x1xf64>) outs(%alloc_69 : memref<1x?x32xf64>) {
    ^bb0(%in: f64, %in_126: f64, %out: f64):
      %65 = arith.subf %in, %in_126 : f64
      linalg.yield %65 : f64
    }
    linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%alloc_69, %alloc_69 : memref<1x?x32xf64>, memref<1x?x32xf64>) outs(%alloc_69 : memref<1x?x32xf64>) {
    ^bb0(%in: f64, %in_126: f64, %out: f64):
      %65 = arith.mulf %in, %in_126 : f64
      linalg.yield %65 : f64
    }
    linalg.generic {indexing_maps = [#map2, #map3], iterator_types = ["parallel", "parallel", "reduction"]} ins(%alloc_69 : memref<1x?x32xf64>) outs(%alloc_71 : memref<1x?x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %65 = arith.addf %in, %out : f64
      linalg.yield %65 : f64
    }
    linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%alloc_71 : memref<1x?x1xf64>) outs(%alloc_70 : memref<1x?x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %65 = arith.divf %in, %cst_2 : f64
      linalg.yield %65 : f64
    }
    linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%alloc_70 : memref<1x?x1xf64>) outs(%alloc_74 : memref<1x?x1xf32>) {
    ^bb0(%in: f64, %out: f32):
      %65 = arith.truncf %in : f64 to f32
      linalg.yield %65 : f32
    }
    linalg.generic {indexing_maps = [#map2, #map3], iterator_types = ["parallel", "parallel", "reduction"]} ins(%alloc_68 : memref<1x?x32xf32>) outs(%alloc_75 : memref<1x?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %65 = arith.addf %in, %out : f32
      linalg.yield %65 : f32
    }
    %alloc_87 = memref.alloc(%59) {alignment = 64 : i64} : memref<1x?x1xf32>
    linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%alloc_75 : memref<1x?x1xf32>) outs(%alloc_87 : memref<1x?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %65 = arith.divf %in, %cst_1 : f32
      linalg.yield %65 : f32
    }
    linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%alloc_74 : memref<1x?x1xf32>) outs(%alloc_74 : memref<1x?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %65 = arith.truncf %cst_3 : f64 to f32
      %66 = arith.addf %in, %65 : f32
      linalg.yield %66 : f32
    }
    linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%alloc_74 : memref<1x?x1xf32>) outs(%alloc_74 : memref<1x?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %65 = math.rsqrt %in : f32
      linalg.yield %65 : f32
    }
    linalg.generic {indexing_maps = [#map2, #map3, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%alloc_68, %alloc_87 : memref<1x?x32xf32>, memref<1x?x1xf32>) outs(%alloc_68 : memref<1x?x32xf32>) {
    ^bb0(%in: f32, %in_126: f32, %out: f32):
      %65 = arith.subf %in, %in_126 : f32
      linalg.yield %65 : f32
    }
    linalg.generic {indexing_maps = [#map2, #map3, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%alloc_68, %alloc_74 : memref<1x?x32xf32>, memref<1x?x1xf32>) outs(%alloc_68 : memref<1x?x32xf32>) {
    ^bb0(%in: f32, %in_126: f32, %out: f32):
      %65 = arith.mulf %in, %in_126 : f32
      linalg.yield %65 : f32
    }
    linalg.generic {indexing_maps = [#map2, #map4, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%alloc_68, %3 : memref<1x?x32xf32>, memref<32xf32>) outs(%alloc_68 : memref<1x?x32xf32>) {
    ^bb0(%in: f32, %in_126: f32, %out: f32):
      %65 = arith.mulf %in, %in_126 : f32
      linalg.yield %65 : f32
    }
    linalg.generic {indexing_maps = [#map2, #map4, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%alloc_68, %2 : memref<1x?x32xf32>, memref<32xf32>) outs(%alloc_68 : memref<1x?x32xf32>) {
    ^bb0(%in: f32, %in_126: f32, %out: f32):
      %65 = arith.addf %in, %in_126 : f32
      linalg.yield %65 : f32
    }
    linalg.transpose ins(%10 : memref<32x32xf32>) outs(%alloc_24 : memref<32x32xf32>) permutation = [1, 0] 
    %alloc_88 = memref.alloc(%59) {alignment = 64 : i64} : memref<?x32xf32>
    memref.copy %alloc_65, %alloc_88 : memref<?x32xf32> to memref<?x32xf32>
    linalg.matmul ins(%collapse_shape_78, %alloc_24 : memref<?x32xf32>, memref<32x32xf32>) outs(%alloc_88 : memref<?x32xf32>)
    linalg.generic {indexing_maps = [#map, #map8, #map], iterator_types = ["parallel", "parallel"]} ins(%alloc_88, %2 : memref<?x32xf32>, memref<32xf32>) outs(%alloc_64 : memref<?x32xf32>) {
    ^bb0(%in: f32, %in_126: f32, %out: f32):
      %65 = arith.addf %in, %in_126 : f32
      linalg.yield %65 : f32
    }
    cf.assert %38, "must have at most one inferred (negative) dimension"
    %61 = arith.muli %58, %c32_i64 : i64
    %62 = arith.divsi %61, %37 : i64
    %63 = arith.select %32, %62, %22 : i64
    %alloc_89 = memref.alloc() {alignment = 64 : i64} : memref<4xi64>
    memref.store %c1_i64, %alloc_89[%c0] : memref<4xi64>
    memref.store %63, %alloc_89[%c1] : memref<4xi64>
    memref.store %62, %alloc_89[%c2] : memref<4xi64>
    memref.store %c16_i64, %alloc_89[%c3] : memref<4xi64>
    %reshape_90 = memref.reshape %expand_shape_67(%alloc_89) : (memref<1x?x32xf32>, memref<4xi64>) -> memref<1x?x2x16xf32>
    %64 = arith.index_cast %63 : i64 to index
    %alloc_91 = memref.alloc(%64) {alignment = 64 : i64} : memref<1x2x?x16xf32>
    %alloc_92 = memref.alloc(%64) {alignment = 64 : i64} : memref<1x2x?x16xf32>
    linalg.transpose ins(%reshape_90 : memref<1x?x2x16xf32>) outs(%alloc_92 : memref<1x2x?x16xf32>) permutation = [0, 2, 1, 3] 
    linalg.transpose ins(%9 : memref<32x32xf32>) outs(%alloc_24 : memref<32x32xf32>) permutation = [1, 0] 
    %alloc_93 = memref.alloc(%59) {alignment = 64 : i64} : memref<?x32xf32>
    memref.copy %alloc_65, %alloc_93 : memref<?x32xf32> to memref<?x32xf32>
    linalg.matmul ins(%collapse_shape_78, %alloc_24 : memref<?x32xf32>, memref<32x32xf32>) outs(%alloc_93 : memref<?x32xf32>)
    %alloc_94 = memref.alloc(%59) {alignment = 64 : i64} : memref<?x32xf32>
    linalg.generic {indexing_maps = [#map, #map8, #map], iterator_types = ["parallel", "parallel"]} ins(%alloc_93, %2 : memref<?x32xf32>, memref<32xf32>) outs(%alloc_94 : memref<?x32xf32>) {
    ^bb0(%in: f32, %in_126: f32, %out: f32):
      %65 = arith.addf %in, %in_126 : f32
      linalg.yield %65 : f32
    }
    %expand_shape_95 = memref.expand_shape %alloc_94 [[0, 1], [2]] output_shape [1, %59, 32] : memref<?x32xf32> into memref<1x?x32xf32>
    cf.assert %38, "must have at most one inferred (negative) dimension"
    %reshape_96 = memref.reshape %expand_shape_95(%alloc_89) : (memref<1x?x32xf32>, memref<4xi64>) -> memref<1x?x2x16xf32>
    linalg.transpose ins(%8 : memref<32x32xf32>) outs(%alloc_24 : memref<32x32xf32>) permutation = [1, 0] 
    linalg.matmul ins(%collapse_shape_78, %alloc_24 : memref<?x32xf32>, memref<32x32xf32>) outs(%alloc_65 : memref<?x32xf32>)
    linalg.generic {indexing_maps = [#map, #map8, #map], iterator_types = ["parallel", "parallel"]} ins(%alloc_65, %2 : memref<?x32xf32>, memref<32xf32>) outs(%alloc_64 : memref<?x32xf32>) {
    ^bb0(%in: f32, %in_126: f32, %out: f32):
      %65 = arith.addf %in, %in_126 : f32
      linalg.yield %65 : f32
    }
    cf.assert %38, "must have at most one inferred (negative) dimension"
    %reshape_97 = memref.reshape %expand_shape_67(%alloc_89) : (memref<1x?x32xf32>, memref<4xi64>) -> memref<1x?x2x16xf32>
    linalg.transpose ins(%reshape_97 : memref<1x?x2x16xf32>) outs(%alloc_91 : memref<1x2x?x16xf32>) permutation = [0, 2, 1, 3] 
    %alloc_98 = memref.alloc(%64) {alignment = 64 : i64} : memref<1x2x16x?xf32>
    linalg.transpose ins(%reshape_96 : memref<1x?x2x16xf32>) outs(%alloc_98 : memref<1x2x16x?xf32>) permutation = [0, 2, 3, 1] 
    cf.assert %30, "unimplemented: dynamic negative broadcast sizes"
    linalg.generic {indexing_maps = [#map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%alloc_38 : memref<1x2x?x16xf32>) {
    ^bb0(%out: f32):
      %65 = linalg.index 1 : index
      %66 = linalg.index 2 : index
      %67 = linalg.index 3 : index
      %68 = arith.cmpi eq, %64, %c1 : index
      %69 = arith.select %68, %c0, %66 : index
      %70 = memref.load %alloc_92[%c0, %65, %69, %67] : memref<1x2x?x16xf32>
      linalg.yield %70 : f32
    }
    cf.assert %30, "unimplemented: dynamic negative broadcast sizes"
    linalg.generic {indexing_maps = [#map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%alloc_40 : memref<1x2x16x?xf32>) {
    ^bb0(%out: f32):
      %65 = linalg.index 1 : index
      %66 = linalg.index 2 : index
      %67 = linalg.index 3 : index
      %68 = arith.cmpi eq, %64, %c1 : index
      %69 = arith.select %68, %c0, %67 : index
      %70 = memref.load %alloc_98[%c0, %65, %66, %69] : memref<1x2x16x?xf32>
      linalg.yield %70 : f32
    }
    linalg.batch_matmul ins(%collapse_shape_39, %collapse_shape_41 : memref<2x?x16xf32>, memref<2x16x?xf32>) outs(%alloc_42 : memref<2x?x?xf32>)
    cf.assert %48, "must have at most one inferred (negative) dimension"
    %reshape_99 = memref.reshape %alloc_42(%alloc_44) : (memref<2x?x?xf32>, memref<4xi64>) -> memref<1x2x?x?xf32>
    linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%reshape_99 : memref<1x2x?x?xf32>) outs(%alloc_46 : memref<1x2x?x?xf32>) {
    ^bb0(%in: f32, %out: f32):
      %65 = arith.mulf %in, %cst_0 : f32
      linalg.yield %65 : f32
    }
    cf.assert %53, "mismatched size for broadcast"
    cf.assert %54, "mismatched size for broadcast"
    linalg.generic {indexing_maps = [#map6, #map9, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%alloc_46, %alloc_23 : memref<1x2x?x?xf32>, memref<1x1x?x?xf32>) outs(%alloc_46 : memref<1x2x?x?xf32>) {
    ^bb0(%in: f32, %in_126: f32, %out: f32):
      %65 = arith.addf %in, %in_126 : f32
      linalg.yield %65 : f32
    }
    linalg.generic {indexing_maps = [#map6, #map10, #map10], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%alloc_46 : memref<1x2x?x?xf32>) outs(%alloc_48, %alloc_47 : memref<1x2x?xf32>, memref<1x2x?xi64>) {
    ^bb0(%in: f32, %out: f32, %out_126: i64):
      %65 = linalg.index 3 : index
      %66 = arith.index_cast %65 : index to i64
      %67 = arith.maximumf %in, %out : f32
      %68 = arith.cmpf ogt, %in, %out : f32
      %69 = arith.select %68, %66, %out_126 : i64
      linalg.yield %67, %69 : f32, i64
    }
    %expand_shape_100 = memref.expand_shape %alloc_48 [[0], [1], [2, 3]] output_shape [1, 2, %52, 1] : memref<1x2x?xf32> into memref<1x2x?x1xf32>
    linalg.generic {indexing_maps = [#map6, #map11, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%alloc_46, %expand_shape_100 : memref<1x2x?x?xf32>, memref<1x2x?x1xf32>) outs(%alloc_46 : memref<1x2x?x?xf32>) {
    ^bb0(%in: f32, %in_126: f32, %out: f32):
      %65 = arith.subf %in, %in_126 : f32
      linalg.yield %65 : f32
    }
    linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%alloc_46 : memref<1x2x?x?xf32>) outs(%alloc_46 : memref<1x2x?x?xf32>) {
    ^bb0(%in: f32, %out: f32):
      %65 = math.exp %in : f32
      linalg.yield %65 : f32
    }
    linalg.generic {indexing_maps = [#map6, #map11], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%alloc_46 : memref<1x2x?x?xf32>) outs(%alloc_52 : memref<1x2x?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %65 = arith.addf %in, %out : f32
      linalg.yield %65 : f32
    }
    linalg.generic {indexing_maps = [#map6, #map11, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%alloc_46, %alloc_52 : memref<1x2x?x?xf32>, memref<1x2x?x1xf32>) outs(%alloc_46 : memref<1x2x?x?xf32>) {
    ^bb0(%in: f32, %in_126: f32, %out: f32):
      %65 = arith.divf %in, %in_126 : f32
      linalg.yield %65 : f32
    }
    cf.assert %30, "unimplemented: dynamic negative broadcast sizes"
    cf.assert %30, "unimplemented: dynamic negative broadcast sizes"
    linalg.generic {indexing_maps = [#map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%alloc_54 : memref<1x2x?x?xf32>) {
    ^bb0(%out: f32):
      %65 = linalg.index 1 : index
      %66 = linalg.index 2 : index
      %67 = linalg.index 3 : index
      %68 = arith.cmpi eq, %52, %c1 : index
      %69 = arith.select %68, %c0, %66 : index
      %70 = arith.select %68, %c0, %67 : index
      %71 = memref.load %alloc_46[%c0, %65, %69, %70] : memref<1x2x?x?xf32>
      linalg.yield %71 : f32
    }
    cf.assert %48, "must have at most one inferred (negative) dimension"
    %reshape_101 = memref.reshape %alloc_54(%alloc_55) : (memref<1x2x?x?xf32>, memref<3xi64>) -> memref<2x?x?xf32>
    cf.assert %30, "unimplemented: dynamic negative broadcast sizes"
    linalg.generic {indexing_maps = [#map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%alloc_38 : memref<1x2x?x16xf32>) {
    ^bb0(%out: f32):
      %65 = linalg.index 1 : index
      %66 = linalg.index 2 : index
      %67 = linalg.index 3 : index
      %68 = arith.cmpi eq, %64, %c1 : index
      %69 = arith.select %68, %c0, %66 : index
      %70 = memref.load %alloc_91[%c0, %65, %69, %67] : memref<1x2x?x16xf32>
      linalg.yield %70 : f32
    }
    cf.assert %55, "mismatching contracting dimension"
    linalg.batch_matmul ins(%reshape_101, %collapse_shape_39 : memref<2x?x?xf32>, memref<2x?x16xf32>) outs(%alloc_57 : memref<2x?x16xf32>)
    %expand_shape_102 = memref.expand_shape %alloc_57 [[0, 1], [2], [3]] output_shape [1, 2, %52, 16] : memref<2x?x16xf32> into memref<1x2x?x16xf32>
    linalg.transpose ins(%expand_shape_102 : memref<1x2x?x16xf32>) outs(%alloc_60 : memref<1x?x2x16xf32>) permutation = [0, 2, 1, 3] 
    cf.assert %38, "must have at most one inferred (negative) dimension"
    %reshape_103 = memref.reshape %alloc_60(%alloc_61) : (memref<1x?x2x16xf32>, memref<3xi64>) -> memref<1x?x32xf32>
    %collapse_shape_104 = memref.collapse_shape %reshape_103 [[0, 1], [2]] : memref<1x?x32xf32> into memref<?x32xf32>
    linalg.transpose ins(%7 : memref<32x32xf32>) outs(%alloc_24 : memref<32x32xf32>) permutation = [1, 0] 
    %alloc_105 = memref.alloc(%59) {alignment = 64 : i64} : memref<?x32xf32>
    %alloc_106 = memref.alloc(%59) {alignment = 64 : i64} : memref<?x32xf32>
    linalg.fill ins(%cst_5 : f32) outs(%alloc_106 : memref<?x32xf32>)
    %alloc_107 = memref.alloc(%59) {alignment = 64 : i64} : memref<?x32xf32>
    memref.copy %alloc_106, %alloc_107 : memref<?x32xf32> to memref<?x32xf32>
    linalg.matmul ins(%collapse_shape_104, %alloc_24 : memref<?x32xf32>, memref<32x32xf32>) outs(%alloc_107 : memref<?x32xf32>)
    linalg.generic {indexing_maps = [#map, #map8, #map], iterator_types = ["parallel", "parallel"]} ins(%alloc_107, %2 : memref<?x32xf32>, memref<32xf32>) outs(%alloc_105 : memref<?x32xf32>) {
    ^bb0(%in: f32, %in_126: f32, %out: f32):
      %65 = arith.addf %in, %in_126 : f32
      linalg.yield %65 : f32
    }
    %expand_shape_108 = memref.expand_shape %alloc_105 [[0, 1], [2]] output_shape [1, %59, 32] : memref<?x32xf32> into memref<1x?x32xf32>
    %alloc_109 = memref.alloc(%59) {alignment = 64 : i64} : memref<1x?x32xf32>
    linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expand_shape_108, %alloc_68 : memref<1x?x32xf32>, memref<1x?x32xf32>) outs(%alloc_109 : memref<1x?x32xf32>) {
    ^bb0(%in: f32, %in_126: f32, %out: f32):
      %65 = arith.addf %in, %in_126 : f32
      linalg.yield %65 : f32
    }
    %alloc_110 = memref.alloc(%59) {alignment = 64 : i64} : memref<1x?x32xf64>
    linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%alloc_109 : memref<1x?x32xf32>) outs(%alloc_110 : memref<1x?x32xf64>) {
    ^bb0(%in: f32, %out: f64):
      %65 = arith.extf %in : f32 to f64
      linalg.yield %65 : f64
    }
    %alloc_111 = memref.alloc(%59) {alignment = 64 : i64} : memref<1x?x1xf64>
    %alloc_112 = memref.alloc(%59) {alignment = 64 : i64} : memref<1x?x1xf64>
    linalg.fill ins(%cst_4 : f64) outs(%alloc_112 : memref<1x?x1xf64>)
    %alloc_113 = memref.alloc(%59) {alignment = 64 : i64} : memref<1x?x1xf64>
    memref.copy %alloc_112, %alloc_113 : memref<1x?x1xf64> to memref<1x?x1xf64>
    linalg.generic {indexing_maps = [#map2, #map3], iterator_types = ["parallel", "parallel", "reduction"]} ins(%alloc_110 : memref<1x?x32xf64>) outs(%alloc_113 : memref<1x?x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %65 = arith.addf %in, %out : f64
      linalg.yield %65 : f64
    }
    linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%alloc_113 : memref<1x?x1xf64>) outs(%alloc_111 : memref<1x?x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %65 = arith.divf %in, %cst_2 : f64
      linalg.yield %65 : f64
    }
    linalg.generic {indexing_maps = [#map2, #map3, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%alloc_110, %alloc_111 : memref<1x?x32xf64>, memref<1x?x1xf64>) outs(%alloc_110 : memref<1x?x32xf64>) {
    ^bb0(%in: f64, %in_126: f64, %out: f64):
      %65 = arith.subf %in, %in_126 : f64
      linalg.yield %65 : f64
    }
    linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%alloc_110, %alloc_110 : memref<1x?x32xf64>, memref<1x?x32xf64>) outs(%alloc_110 : memref<1x?x32xf64>) {
    ^bb0(%in: f64, %in_126: f64, %out: f64):
      %65 = arith.mulf %in, %in_126 : f64
      linalg.yield %65 : f64
    }
    %alloc_114 = memref.alloc(%59) {alignment = 64 : i64} : memref<1x?x1xf64>
    memref.copy %alloc_112, %alloc_114 : memref<1x?x1xf64> to memref<1x?x1xf64>
    linalg.generic {indexing_maps = [#map2, #map3], iterator_types = ["parallel", "parallel", "reduction"]} ins(%alloc_110 : memref<1x?x32xf64>) outs(%alloc_114 : memref<1x?x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %65 = arith.addf %in, %out : f64
      linalg.yield %65 : f64
    }
    linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%alloc_114 : memref<1x?x1xf64>) outs(%alloc_111 : memref<1x?x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %65 = arith.divf %in, %cst_2 : f64
      linalg.yield %65 : f64
    }
    %alloc_115 = memref.alloc(%59) {alignment = 64 : i64} : memref<1x?x1xf32>
    linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%alloc_111 : memref<1x?x1xf64>) outs(%alloc_115 : memref<1x?x1xf32>) {
    ^bb0(%in: f64, %out: f32):
      %65 = arith.truncf %in : f64 to f32
      linalg.yield %65 : f32
    }
    %alloc_116 = memref.alloc(%59) {alignment = 64 : i64} : memref<1x?x1xf32>
    linalg.fill ins(%cst_5 : f32) outs(%alloc_116 : memref<1x?x1xf32>)
    %alloc_117 = memref.alloc(%59) {alignment = 64 : i64} : memref<1x?x1xf32>
    memref.copy %alloc_116, %alloc_117 : memref<1x?x1xf32> to memref<1x?x1xf32>
    linalg.generic {indexing_maps = [#map2, #map3], iterator_types = ["parallel", "parallel", "reduction"]} ins(%alloc_109 : memref<1x?x32xf32>) outs(%alloc_117 : memref<1x?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %65 = arith.addf %in, %out : f32
      linalg.yield %65 : f32
    }
    %alloc_118 = memref.alloc(%59) {alignment = 64 : i64} : memref<1x?x1xf32>
    linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%alloc_117 : memref<1x?x1xf32>) outs(%alloc_118 : memref<1x?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %65 = arith.divf %in, %cst_1 : f32
      linalg.yield %65 : f32
    }
    linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%alloc_115 : memref<1x?x1xf32>) outs(%alloc_115 : memref<1x?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %65 = arith.truncf %cst_3 : f64 to f32
      %66 = arith.addf %in, %65 : f32
      linalg.yield %66 : f32
    }
    linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%alloc_115 : memref<1x?x1xf32>) outs(%alloc_115 : memref<1x?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %65 = math.rsqrt %in : f32
      linalg.yield %65 : f32
    }
    linalg.generic {indexing_maps = [#map2, #map3, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%alloc_109, %alloc_118 : memref<1x?x32xf32>, memref<1x?x1xf32>) outs(%alloc_109 : memref<1x?x32xf32>) {
    ^bb0(%in: f32, %in_126: f32, %out: f32):
      %65 = arith.subf %in, %in_126 : f32
      linalg.yield %65 : f32
    }
    linalg.generic {indexing_maps = [#map2, #map3, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%alloc_109, %alloc_115 : memref<1x?x32xf32>, memref<1x?x1xf32>) outs(%alloc_109 : memref<1x?x32xf32>) {
    ^bb0(%in: f32, %in_126: f32, %out: f32):
      %65 = arith.mulf %in, %in_126 : f32
      linalg.yield %65 : f32
    }
    linalg.generic {indexing_maps = [#map2, #map4, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%alloc_109, %3 : memref<1x?x32xf32>, memref<32xf32>) outs(%alloc_109 : memref<1x?x32xf32>) {
    ^bb0(%in: f32, %in_126: f32, %out: f32):
      %65 = arith.mulf %in, %in_126 : f32
      linalg.yield %65 : f32
    }
    linalg.generic {indexing_maps = [#map2, #map4, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%alloc_109, %2 : memref<1x?x32xf32>, memref<32xf32>) outs(%alloc_109 : memref<1x?x32xf32>) {
    ^bb0(%in: f32, %in_126: f32, %out: f32):
      %65 = arith.addf %in, %in_126 : f32
      linalg.yield %65 : f32
    }
    %collapse_shape_119 = memref.collapse_shape %alloc_109 [[0, 1], [2]] : memref<1x?x32xf32> into memref<?x32xf32>
    linalg.transpose ins(%6 : memref<64x32xf32>) outs(%alloc_79 : memref<32x64xf32>) permutation = [1, 0] 
    %alloc_120 = memref.alloc(%59) {alignment = 64 : i64} : memref<?x64xf32>
    linalg.fill ins(%cst_5 : f32) outs(%alloc_120 : memref<?x64xf32>)
    linalg.matmul ins(%collapse_shape_119, %alloc_79 : memref<?x32xf32>, memref<32x64xf32>) outs(%alloc_120 : memref<?x64xf32>)
    linalg.generic {indexing_maps = [#map, #map8, #map], iterator_types = ["parallel", "parallel"]} ins(%alloc_120, %5 : memref<?x64xf32>, memref<64xf32>) outs(%alloc_120 : memref<?x64xf32>) {
    ^bb0(%in: f32, %in_126: f32, %out: f32):
      %65 = arith.addf %in, %in_126 : f32
      linalg.yield %65 : f32
    }
    %expand_shape_121 = memref.expand_shape %alloc_120 [[0, 1], [2]] output_shape [1, %59, 64] : memref<?x64xf32> into memref<1x?x64xf32>
    %alloc_122 = memref.alloc(%59) {alignment = 64 : i64} : memref<1x?x64xf32>
    linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expand_shape_121 : memref<1x?x64xf32>) outs(%alloc_122 : memref<1x?x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %65 = arith.divf %in, %cst : f32
      %66 = math.erf %65 : f32
      %67 = arith.addf %66, %cst_7 : f32
      %68 = arith.mulf %67, %cst_8 : f32
      %69 = arith.mulf %in, %68 : f32
      linalg.yield %69 : f32
    }
    %collapse_shape_123 = memref.collapse_shape %alloc_122 [[0, 1], [2]] : memref<1x?x64xf32> into memref<?x64xf32>
    linalg.transpose ins(%4 : memref<32x64xf32>) outs(%alloc_84 : memref<64x32xf32>) permutation = [1, 0] 
    linalg.matmul ins(%collapse_shape_123, %alloc_84 : memref<?x64xf32>, memref<64x32xf32>) outs(%alloc_106 : memref<?x32xf32>)
    linalg.generic {indexing_maps = [#map, #map8, #map], iterator_types = ["parallel", "parallel"]} ins(%alloc_106, %2 : memref<?x32xf32>, memref<32xf32>) outs(%alloc_105 : memref<?x32xf32>) {
    ^bb0(%in: f32, %in_126: f32, %out: f32):
      %65 = arith.addf %in, %in_126 : f32
      linalg.yield %65 : f32
    }
    linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expand_shape_108, %alloc_109 : memref<1x?x32xf32>, memref<1x?x32xf32>) outs(%alloc_109 : memref<1x?x32xf32>) {
    ^bb0(%in: f32, %in_126: f32, %out: f32):
      %65 = arith.addf %in, %in_126 : f32
      linalg.yield %65 : f32
    }
    linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%alloc_109 : memref<1x?x32xf32>) outs(%alloc_110 : memref<1x?x32xf64>) {
    ^bb0(%in: f32, %out: f64):
      %65 = arith.extf %in : f32 to f64
      linalg.yield %65 : f64
    }
    %alloc_124 = memref.alloc(%59) {alignment = 64 : i64} : memref<1x?x1xf64>
    memref.copy %alloc_112, %alloc_124 : memref<1x?x1xf64> to memref<1x?x1xf64>
    linalg.generic {indexing_maps = [#map2, #map3], iterator_types = ["parallel", "parallel", "reduction"]} ins(%alloc_110 : memref<1x?x32xf64>) outs(%alloc_124 : memref<1x?x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %65 = arith.addf %in, %out : f64
      linalg.yield %65 : f64
    }
    linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%alloc_124 : memref<1x?x1xf64>) outs(%alloc_111 : memref<1x?x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %65 = arith.divf %in, %cst_2 : f64
      linalg.yield %65 : f64
    }
    linalg.generic {indexing_maps = [#map2, #map3, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%alloc_110, %alloc_111 : memref<1x?x32xf64>, memref<1x?x1xf64>) outs(%alloc_110 : memref<1x?x32xf64>) {
    ^bb0(%in: f64, %in_126: f64, %out: f64):
      %65 = arith.subf %in, %in_126 : f64
      linalg.yield %65 : f64
    }
    linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%alloc_110, %alloc_110 : memref<1x?x32xf64>, memref<1x?x32xf64>) outs(%alloc_110 : memref<1x?x32xf64>) {
    ^bb0(%in: f64, %in_126: f64, %out: f64):
      %65 = arith.mulf %in, %in_126 : f64
      linalg.yield %65 : f64
    }
    linalg.generic {indexing_maps = [#map2, #map3], iterator_types = ["parallel", "parallel", "reduction"]} ins(%alloc_110 : memref<1x?x32xf64>) outs(%alloc_112 : memref<1x?x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %65 = arith.addf %in, %out : f64
      linalg.yield %65 : f64
    }
    linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%alloc_112 : memref<1x?x1xf64>) outs(%alloc_111 : memref<1x?x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %65 = arith.divf %in, %cst_2 : f64
      linalg.yield %65 : f64
    }
    linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%alloc_111 : memref<1x?x1xf64>) outs(%alloc_115 : memref<1x?x1xf32>) {
    ^bb0(%in: f64, %out: f32):
      %65 = arith.truncf %in : f64 to f32
      linalg.yield %65 : f32
    }
    linalg.generic {indexing_maps = [#map2, #map3], iterator_types = ["parallel", "parallel", "reduction"]} ins(%alloc_109 : memref<1x?x32xf32>) outs(%alloc_116 : memref<1x?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %65 = arith.addf %in, %out : f32
      linalg.yield %65 : f32
    }
    %alloc_125 = memref.alloc(%59) {alignment = 64 : i64} : memref<1x?x1xf32>
    linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%alloc_116 : memref<1x?x1xf32>) outs(%alloc_125 : memref<1x?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %65 = arith.divf %in, %cst_1 : f32
      linalg.yield %65 : f32
    }
    linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%alloc_115 : memref<1x?x1xf32>) outs(%alloc_115 : memref<1x?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %65 = arith.truncf %cst_3 : f64 to f32
      %66 = arith.addf %in, %65 : f32
      linalg.yield %66 : f32
    }
    linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%alloc_115 : memref<1x?x1xf32>) outs(%alloc_115 : memref<1x?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %65 = math.rsqrt %in : f32
      linalg.yield %65 : f32
    }
    linalg.generic {indexing_maps = [#map2, #map3, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%alloc_109, %alloc_125 : memref<1x?x32xf32>, memref<1x?x1xf32>) outs(%alloc_109 : memref<1x?x32xf32>) {
    ^bb0(%in: f32, %in_126: f32, %out: f32):
      %65 = arith.subf %in, %in_126 : f32
      linalg.yield %65 : f32
    }
    linalg.generic {indexing_maps = [#map2, #map3, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%alloc_109, %alloc_115 : memref<1x?x32xf32>, memref<1x?x1xf32>) outs(%alloc_109 : memref<1x?x32xf32>) {
    ^bb0(%in: f32, %in_126: f32, %out: f32):
      %65 = arith.mulf %in, %in_126 : f32
      linalg.yield %65 : f32
    }
    linalg.generic {indexing_maps = [#map2, #map4, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%alloc_109, %3 : memref<1x?x32xf32>, memref<32xf32>) outs(%alloc_109 : memref<1x?x32xf32>) {
    ^bb0(%in: f32, %in_126: f32, %out: f32):
      %65 = arith.mulf %in, %in_126 : f32
      linalg.yield %65 : f32
    }
    linalg.generic {indexing_maps = [#map2, #map4, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%alloc_109, %2 : memref<1x?x32xf32>, memref<32xf32>) outs(%alloc_109 : memref<1x?x32xf32>) {
    ^bb0(%in: f32, %in_126: f32, %out: f32):
      %65 = arith.addf %in, %in_126 : f32
      linalg.yield %65 : f32
    }
    memref.dealloc %alloc : memref<1x?xi64>
    memref.dealloc %alloc_9 : memref<1x?xi64>
    memref.dealloc %alloc_10 : memref<1x?x32xf32>
    memref.dealloc %alloc_11 : memref<1x?x32xf32>
    memref.dealloc %alloc_12 : memref<1x?x32xf32>
    memref.dealloc %alloc_13 : memref<1x?x32xf64>
    memref.dealloc %alloc_14 : memref<1x?x1xf64>
    memref.dealloc %alloc_15 : memref<1x?x1xf64>
    memref.dealloc %alloc_16 : memref<1x?x1xf64>
    memref.dealloc %alloc_17 : memref<1x?x1xf32>
    memref.dealloc %alloc_18 : memref<1x?x1xf32>
    memref.dealloc %alloc_19 : memref<1x?x1xf32>
    memref.dealloc %alloc_20 : memref<?xi64>
    memref.dealloc %alloc_21 : memref<1x1x?x1xi1>
    memref.dealloc %alloc_22 : memref<1x1x?x?xi1>
    memref.dealloc %alloc_23 : memref<1x1x?x?xf32>
    memref.dealloc %alloc_24 : memref<32x32xf32>
    memref.dealloc %alloc_25 : memref<?x32xf32>
    memref.dealloc %alloc_26 : memref<?x32xf32>
    memref.dealloc %alloc_27 : memref<?x32xf32>
    memref.dealloc %alloc_29 : memref<4xi64>
    memref.dealloc %alloc_30 : memref<1x2x?x16xf32>
    memref.dealloc %alloc_31 : memref<1x2x?x16xf32>
    memref.dealloc %alloc_32 : memref<?x32xf32>
    memref.dealloc %alloc_33 : memref<?x32xf32>
    memref.dealloc %alloc_37 : memref<1x2x16x?xf32>
    memref.dealloc %alloc_38 : memref<1x2x?x16xf32>
    memref.dealloc %alloc_40 : memref<1x2x16x?xf32>
    memref.dealloc %alloc_42 : memref<2x?x?xf32>
    memref.dealloc %alloc_43 : memref<2x?x?xf32>
    memref.dealloc %alloc_44 : memref<4xi64>
    memref.dealloc %alloc_46 : memref<1x2x?x?xf32>
    memref.dealloc %alloc_47 : memref<1x2x?xi64>
    memref.dealloc %alloc_48 : memref<1x2x?xf32>
    memref.dealloc %alloc_49 : memref<1x2x?xf32>
    memref.dealloc %alloc_50 : memref<1x2x?xi64>
    memref.dealloc %alloc_52 : memref<1x2x?x1xf32>
    memref.dealloc %alloc_53 : memref<1x2x?x1xf32>
    memref.dealloc %alloc_54 : memref<1x2x?x?xf32>
    memref.dealloc %alloc_55 : memref<3xi64>
    memref.dealloc %alloc_57 : memref<2x?x16xf32>
    memref.dealloc %alloc_58 : memref<2x?x16xf32>
    memref.dealloc %alloc_60 : memref<1x?x2x16xf32>
    memref.dealloc %alloc_61 : memref<3xi64>
    memref.dealloc %alloc_64 : memref<?x32xf32>
    memref.dealloc %alloc_65 : memref<?x32xf32>
    memref.dealloc %alloc_66 : memref<?x32xf32>
    memref.dealloc %alloc_68 : memref<1x?x32xf32>
    memref.dealloc %alloc_69 : memref<1x?x32xf64>
    memref.dealloc %alloc_70 : memref<1x?x1xf64>
    memref.dealloc %alloc_71 : memref<1x?x1xf64>
    memref.dealloc %alloc_72 : memref<1x?x1xf64>
    memref.dealloc %alloc_73 : memref<1x?x1xf64>
    memref.dealloc %alloc_74 : memref<1x?x1xf32>
    memref.dealloc %alloc_75 : memref<1x?x1xf32>
    memref.dealloc %alloc_76 : memref<1x?x1xf32>
    memref.dealloc %alloc_77 : memref<1x?x1xf32>
    memref.dealloc %alloc_79 : memref<32x64xf32>
    memref.dealloc %alloc_80 : memref<?x64xf32>
    memref.dealloc %alloc_82 : memref<1x?x64xf32>
    memref.dealloc %alloc_84 : memref<64x32xf32>
    memref.dealloc %alloc_85 : memref<?x32xf32>
    memref.dealloc %alloc_86 : memref<1x?x1xf64>
    memref.dealloc %alloc_87 : memref<1x?x1xf32>
    memref.dealloc %alloc_88 : memref<?x32xf32>
    memref.dealloc %alloc_89 : memref<4xi64>
    memref.dealloc %alloc_91 : memref<1x2x?x16xf32>
    memref.dealloc %alloc_92 : memref<1x2x?x16xf32>
    memref.dealloc %alloc_93 : memref<?x32xf32>
    memref.dealloc %alloc_94 : memref<?x32xf32>
    memref.dealloc %alloc_98 : memref<1x2x16x?xf32>
    memref.dealloc %alloc_105 : memref<?x32xf32>
    memref.dealloc %alloc_106 : memref<?x32xf32>
    memref.dealloc %alloc_107 : memref<?x32xf32>
    memref.dealloc %alloc_110 : memref<1x?x32xf64>
    memref.dealloc %alloc_111 : memref<1x?x1xf64>
    memref.dealloc %alloc_112 : memref<1x?x1xf64>
    memref.dealloc %alloc_113 : memref<1x?x1xf64>
    memref.dealloc %alloc_114 : memref<1x?x1xf64>
    memref.dealloc %alloc_115 : memref<1x?x1xf32>
    memref.dealloc %alloc_116 : memref<1x?x1xf32>
    memref.dealloc %alloc_117 : memref<1x?x1xf32>
    memref.dealloc %alloc_118 : memref<1x?x1xf32>
    memref.dealloc %alloc_120 : memref<?x64xf32>
    memref.dealloc %alloc_122 : memref<1x?x64xf32>
    memref.dealloc %alloc_124 : memref<1x?x1xf64>
    memref.dealloc %alloc_125 : memref<1x?x1xf32>
    return %alloc_109 : memref<1x?x32xf32>
  }
}

{-#
  dialect_resources: {
    builtin: {
      torch_tensor_1_64_torch.int64: "0x0800000000000000000000000100000000000000020000000000000003000000000000000400000000000000050000000000000006000000000000000700000000000000080000000000000009000000000000000A000000000000000B000000000000000C000000000000000D000000000000000E000000000000000F0000000000000010000000000000001100000000000000120000000000000013000000000000001400000000000000150000000000000016000000000000001700000000000000180000000000000019000000000000001A000000000000001B000000000000001C000000000000001D000000000000001E000000000000001F0000000000000020000000000000002100000000000000220000000000000023000000000000002400000000000000250000000000000026000000000000002700000000000000280000000000000029000000000000002A000000000000002B000000000000002C000000000000002D000000000000002E000000000000002F0000000000000030000000000000003100000000000000320000000000000033000000000000003400000000000000350000000000000036000000000000003700000000000000380000000000000039000000000000003A000000000000003B000000000000003C000000000000003D000000000000003E000000000000003F00000000000000",
      torch_tensor_1_64_torch.int64_1: "0x080000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000"
    }
  }
#-}


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
    %0 = memref.get_global @__constant_xf32 : memref<f32>
    %1 = memref.get_global @__constant_xf32_0 : memref<f32>
    %2 = memref.get_global @__constant_32xf32 : memref<32xf32>
    %3 = memref.get_global @__constant_32xf32_1 : memref<32xf32>
    %4 = memref.get_global @__constant_32xf32 : memref<32xf32>
    %5 = memref.get_global @__constant_32x64xf32 : memref<32x64xf32>
    %6 = memref.get_global @__constant_64xf32 : memref<64xf32>
    %7 = memref.get_global @__constant_64x32xf32 : memref<64x32xf32>
    %8 = memref.get_global @__constant_32xf32 : memref<32xf32>
    %9 = memref.get_global @__constant_32xf32_1 : memref<32xf32>
    %10 = memref.get_global @__constant_32xf32 : memref<32xf32>
    %11 = memref.get_global @__constant_32x32xf32 : memref<32x32xf32>
    %12 = memref.get_global @__constant_32xf32 : memref<32xf32>
    %13 = memref.get_global @__constant_32x32xf32_2 : memref<32x32xf32>
    %14 = memref.get_global @__constant_32xf32 : memref<32xf32>
    %15 = memref.get_global @__constant_32x32xf32_3 : memref<32x32xf32>
    %16 = memref.get_global @__constant_32xf32 : memref<32xf32>
    %17 = memref.get_global @__constant_32x32xf32_4 : memref<32x32xf32>
    %18 = memref.get_global @__constant_32xf32 : memref<32xf32>
    %19 = memref.get_global @__constant_32xf32_1 : memref<32xf32>
    %20 = memref.get_global @__constant_32xf32 : memref<32xf32>
    %21 = memref.get_global @__constant_32x64xf32_5 : memref<32x64xf32>
    %22 = memref.get_global @__constant_64xf32 : memref<64xf32>
    %23 = memref.get_global @__constant_64x32xf32_6 : memref<64x32xf32>
    %24 = memref.get_global @__constant_32xf32 : memref<32xf32>
    %25 = memref.get_global @__constant_32xf32_1 : memref<32xf32>
    %26 = memref.get_global @__constant_32xf32 : memref<32xf32>
    %27 = memref.get_global @__constant_32x32xf32_7 : memref<32x32xf32>
    %28 = memref.get_global @__constant_32xf32 : memref<32xf32>
    %29 = memref.get_global @__constant_32x32xf32_8 : memref<32x32xf32>
    %30 = memref.get_global @__constant_32xf32 : memref<32xf32>
    %31 = memref.get_global @__constant_32x32xf32_9 : memref<32x32xf32>
    %32 = memref.get_global @__constant_32xf32 : memref<32xf32>
    %33 = memref.get_global @__constant_32x32xf32_10 : memref<32x32xf32>
    %34 = memref.get_global @__constant_32xf32 : memref<32xf32>
    %35 = memref.get_global @__constant_32xf32_1 : memref<32xf32>
    %cst_4 = arith.constant 9.9999999999999998E-13 : f64
    %36 = memref.get_global @__constant_64x32xf32_11 : memref<64x32xf32>
    %37 = memref.get_global @__constant_2x32xf32 : memref<2x32xf32>
    %38 = memref.get_global @__constant_64x32xf32_12 : memref<64x32xf32>
    %cst_5 = arith.constant 3.200000e+01 : f64
    %cst_6 = arith.constant 3.200000e+01 : f32
    %c32_i64 = arith.constant 32 : i64
    %cst_7 = arith.constant 2.500000e-01 : f32
    %cst_8 = arith.constant 1.41421354 : f32
    %c0_i64 = arith.constant 0 : i64
    %39 = memref.get_global @__constant_1x64xi64 : memref<1x64xi64>
    %40 = memref.get_global @__constant_1x64xi64_13 : memref<1x64xi64>
    %dim = memref.dim %arg0, %c1 : memref<1x?xi64>
    %41 = arith.index_cast %dim : index to i64
    %42 = arith.cmpi slt, %dim, %c0 : index
    %43 = arith.addi %dim, %c64 : index
    %44 = arith.select %42, %43, %dim : index
    %45 = arith.cmpi slt, %44, %c0 : index
    %46 = arith.select %45, %c-1, %44 : index
    %47 = arith.minsi %46, %c64 : index
    %48 = arith.maxsi %47, %c0 : index
    %subview = memref.subview %40[0, 0] [1, %48] [1, 1] : memref<1x64xi64> to memref<1x?xi64, strided<[64, 1]>>
    %alloc = memref.alloc(%48) {alignment = 64 : i64} : memref<1x?xi64>
    linalg.fill ins(%c0_i64 : i64) outs(%alloc : memref<1x?xi64>)
    linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%subview : memref<1x?xi64, strided<[64, 1]>>) outs(%alloc : memref<1x?xi64>) {
    ^bb0(%in: i64, %out: i64):
      %86 = arith.index_cast %in : i64 to index
      %87 = arith.cmpi slt, %86, %c64 : index
      cf.assert %87, "index must be smaller than dim size"
      %88 = arith.cmpi sge, %in, %c0_i64 : i64
      cf.assert %88, "index must be larger or equal to 0"
      %89 = memref.load %39[%c0, %86] : memref<1x64xi64>
      linalg.yield %89 : i64
    }
    %49 = arith.cmpi sge, %41, %c0_i64 : i64
    cf.assert %49, "unimplemented: dynamic negative broadcast sizes"
    %alloc_9 = memref.alloc(%dim) {alignment = 64 : i64} : memref<1x?xi64>
    linalg.generic {indexing_maps = [#map], iterator_types = ["parallel", "parallel"]} outs(%alloc_9 : memref<1x?xi64>) {
    ^bb0(%out: i64):
      %86 = linalg.index 1 : index
      %87 = arith.cmpi eq, %48, %c1 : index
      %88 = arith.select %87, %c0, %86 : index
      %89 = memref.load %alloc[%c0, %88] : memref<1x?xi64>
      linalg.yield %89 : i64
    }
    %alloc_10 = memref.alloc(%dim) {alignment = 64 : i64} : memref<1x?x32xf32>
    linalg.generic {indexing_maps = [#map1, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg0 : memref<1x?xi64>) outs(%alloc_10 : memref<1x?x32xf32>) {
    ^bb0(%in: i64, %out: f32):
      %86 = arith.index_cast %in : i64 to index
      %87 = linalg.index 2 : index
      %88 = arith.cmpi slt, %86, %c64 : index
      cf.assert %88, "index must be smaller than dim size"
      %89 = arith.cmpi sge, %in, %c0_i64 : i64
      cf.assert %89, "index must be larger or equal to 0"
      %90 = memref.load %38[%86, %87] : memref<64x32xf32>
      linalg.yield %90 : f32
    }
    %alloc_11 = memref.alloc(%dim) {alignment = 64 : i64} : memref<1x?x32xf32>
    linalg.generic {indexing_maps = [#map1, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%alloc_9 : memref<1x?xi64>) outs(%alloc_11 : memref<1x?x32xf32>) {
    ^bb0(%in: i64, %out: f32):
      %86 = arith.index_cast %in : i64 to index
      %87 = linalg.index 2 : index
      %88 = arith.cmpi slt, %86, %c2 : index
      cf.assert %88, "index must be smaller than dim size"
      %89 = arith.cmpi sge, %in, %c0_i64 : i64
      cf.assert %89, "index must be larger or equal to 0"
      %90 = memref.load %37[%86, %87] : memref<2x32xf32>
      linalg.yield %90 : f32
    }
    cf.assert %true, "mismatched size for broadcast"
    linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%alloc_10, %alloc_11 : memref<1x?x32xf32>, memref<1x?x32xf32>) outs(%alloc_10 : memref<1x?x32xf32>) {
    ^bb0(%in: f32, %in_197: f32, %out: f32):
      %86 = arith.addf %in, %in_197 : f32
      linalg.yield %86 : f32
    }
    %alloc_12 = memref.alloc(%48) {alignment = 64 : i64} : memref<1x?x32xf32>
    linalg.generic {indexing_maps = [#map1, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%subview : memref<1x?xi64, strided<[64, 1]>>) outs(%alloc_12 : memref<1x?x32xf32>) {
    ^bb0(%in: i64, %out: f32):
      %86 = arith.index_cast %in : i64 to index
      %87 = linalg.index 2 : index
      %88 = arith.cmpi slt, %86, %c64 : index
      cf.assert %88, "index must be smaller than dim size"
      %89 = arith.cmpi sge, %in, %c0_i64 : i64
      cf.assert %89, "index must be larger or equal to 0"
      %90 = memref.load %36[%86, %87] : memref<64x32xf32>
      linalg.yield %90 : f32
    }
    %50 = arith.cmpi eq, %dim, %48 : index
    cf.assert %50, "mismatched size for broadcast"
    linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%alloc_10, %alloc_12 : memref<1x?x32xf32>, memref<1x?x32xf32>) outs(%alloc_10 : memref<1x?x32xf32>) {
    ^bb0(%in: f32, %in_197: f32, %out: f32):
      %86 = arith.addf %in, %in_197 : f32
      linalg.yield %86 : f32
    }
    %alloc_13 = memref.alloc(%dim) {alignment = 64 : i64} : memref<1x?x32xf64>
    linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%alloc_10 : memref<1x?x32xf32>) outs(%alloc_13 : memref<1x?x32xf64>) {
    ^bb0(%in: f32, %out: f64):
      %86 = arith.extf %in : f32 to f64
      linalg.yield %86 : f64
    }
    %alloc_14 = memref.alloc(%dim) {alignment = 64 : i64} : memref<1x?x1xf64>
    %alloc_15 = memref.alloc(%dim) {alignment = 64 : i64} : memref<1x?x1xf64>
    linalg.fill ins(%cst : f64) outs(%alloc_15 : memref<1x?x1xf64>)
    %c1_16 = arith.constant 1 : index
    %dim_17 = memref.dim %alloc_15, %c1_16 : memref<1x?x1xf64>
    %alloc_18 = memref.alloc(%dim_17) {alignment = 64 : i64} : memref<1x?x1xf64>
    memref.copy %alloc_15, %alloc_18 : memref<1x?x1xf64> to memref<1x?x1xf64>
    linalg.generic {indexing_maps = [#map2, #map3], iterator_types = ["parallel", "parallel", "reduction"]} ins(%alloc_13 : memref<1x?x32xf64>) outs(%alloc_18 : memref<1x?x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %86 = arith.addf %in, %out : f64
      linalg.yield %86 : f64
    }
    linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%alloc_18 : memref<1x?x1xf64>) outs(%alloc_14 : memref<1x?x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %86 = arith.divf %in, %cst_5 : f64
      linalg.yield %86 : f64
    }
    linalg.generic {indexing_maps = [#map2, #map3, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%alloc_13, %alloc_14 : memref<1x?x32xf64>, memref<1x?x1xf64>) outs(%alloc_13 : memref<1x?x32xf64>) {
    ^bb0(%in: f64, %in_197: f64, %out: f64):
      %86 = arith.subf %in, %in_197 : f64
      linalg.yield %86 : f64
    }
    linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%alloc_13, %alloc_13 : memref<1x?x32xf64>, memref<1x?x32xf64>) outs(%alloc_13 : memref<1x?x32xf64>) {
    ^bb0(%in: f64, %in_197: f64, %out: f64):
      %86 = arith.mulf %in, %in_197 : f64
      linalg.yield %86 : f64
    }
    linalg.generic {indexing_maps = [#map2, #map3], iterator_types = ["parallel", "parallel", "reduction"]} ins(%alloc_13 : memref<1x?x32xf64>) outs(%alloc_15 : memref<1x?x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %86 = arith.addf %in, %out : f64
      linalg.yield %86 : f64
    }
    linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%alloc_15 : memref<1x?x1xf64>) outs(%alloc_14 : memref<1x?x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %86 = arith.divf %in, %cst_5 : f64
      linalg.yield %86 : f64
    }
    %alloc_19 = memref.alloc(%dim) {alignment = 64 : i64} : memref<1x?x1xf32>
    %alloc_20 = memref.alloc(%dim) {alignment = 64 : i64} : memref<1x?x1xf32>
    linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%alloc_14 : memref<1x?x1xf64>) outs(%alloc_20 : memref<1x?x1xf32>) {
    ^bb0(%in: f64, %out: f32):
      %86 = arith.truncf %in : f64 to f32
      linalg.yield %86 : f32
    }
    linalg.fill ins(%cst_0 : f32) outs(%alloc_19 : memref<1x?x1xf32>)
    linalg.generic {indexing_maps = [#map2, #map3], iterator_types = ["parallel", "parallel", "reduction"]} ins(%alloc_10 : memref<1x?x32xf32>) outs(%alloc_19 : memref<1x?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %86 = arith.addf %in, %out : f32
      linalg.yield %86 : f32
    }
    %alloc_21 = memref.alloc(%dim) {alignment = 64 : i64} : memref<1x?x1xf32>
    linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%alloc_19 : memref<1x?x1xf32>) outs(%alloc_21 : memref<1x?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %86 = arith.divf %in, %cst_6 : f32
      linalg.yield %86 : f32
    }
    linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%alloc_20 : memref<1x?x1xf32>) outs(%alloc_19 : memref<1x?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %86 = arith.truncf %cst_4 : f64 to f32
      %87 = arith.addf %in, %86 : f32
      linalg.yield %87 : f32
    }
    linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%alloc_19 : memref<1x?x1xf32>) outs(%alloc_19 : memref<1x?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %86 = math.rsqrt %in : f32
      linalg.yield %86 : f32
    }
    linalg.generic {indexing_maps = [#map2, #map3, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%alloc_10, %alloc_21 : memref<1x?x32xf32>, memref<1x?x1xf32>) outs(%alloc_10 : memref<1x?x32xf32>) {
    ^bb0(%in: f32, %in_197: f32, %out: f32):
      %86 = arith.subf %in, %in_197 : f32
      linalg.yield %86 : f32
    }
    linalg.generic {indexing_maps = [#map2, #map3, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%alloc_10, %alloc_19 : memref<1x?x32xf32>, memref<1x?x1xf32>) outs(%alloc_10 : memref<1x?x32xf32>) {
    ^bb0(%in: f32, %in_197: f32, %out: f32):
      %86 = arith.mulf %in, %in_197 : f32
      linalg.yield %86 : f32
    }
    linalg.generic {indexing_maps = [#map2, #map4, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%alloc_10, %35 : memref<1x?x32xf32>, memref<32xf32>) outs(%alloc_10 : memref<1x?x32xf32>) {
    ^bb0(%in: f32, %in_197: f32, %out: f32):
      %86 = arith.mulf %in, %in_197 : f32
      linalg.yield %86 : f32
    }
    linalg.generic {indexing_maps = [#map2, #map4, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%alloc_10, %34 : memref<1x?x32xf32>, memref<32xf32>) outs(%alloc_10 : memref<1x?x32xf32>) {
    ^bb0(%in: f32, %in_197: f32, %out: f32):
      %86 = arith.addf %in, %in_197 : f32
      linalg.yield %86 : f32
    }
    %alloc_22 = memref.alloc(%dim) {alignment = 64 : i64} : memref<?xi64>
    linalg.generic {indexing_maps = [#map5], iterator_types = ["parallel"]} outs(%alloc_22 : memref<?xi64>) {
    ^bb0(%out: i64):
      %86 = linalg.index 0 : index
      %87 = arith.index_cast %86 : index to i64
      linalg.yield %87 : i64
    }
    %expand_shape = memref.expand_shape %alloc_22 [[0, 1, 2, 3]] output_shape [1, 1, %dim, 1] : memref<?xi64> into memref<1x1x?x1xi64>
    %alloc_23 = memref.alloc(%dim) {alignment = 64 : i64} : memref<1x1x?x1xi1>
    linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expand_shape : memref<1x1x?x1xi64>) outs(%alloc_23 : memref<1x1x?x1xi1>) {
    ^bb0(%in: i64, %out: i1):
      %86 = arith.cmpi sge, %in, %c0_i64 : i64
      linalg.yield %86 : i1
    }
    cf.assert %49, "unimplemented: dynamic negative broadcast sizes"
    %51 = arith.cmpi slt, %41, %c0_i64 : i64
    %52 = arith.select %51, %c1, %dim : index
    %alloc_24 = memref.alloc(%dim, %52) {alignment = 64 : i64} : memref<1x1x?x?xi1>
    linalg.generic {indexing_maps = [#map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%alloc_24 : memref<1x1x?x?xi1>) {
    ^bb0(%out: i1):
      %86 = linalg.index 2 : index
      %87 = arith.cmpi eq, %dim, %c1 : index
      %88 = arith.select %87, %c0, %86 : index
      %89 = memref.load %alloc_23[%c0, %c0, %88, %c0] : memref<1x1x?x1xi1>
      linalg.yield %89 : i1
    }
    %alloc_25 = memref.alloc(%dim, %52) {alignment = 64 : i64} : memref<1x1x?x?xf32>
    linalg.generic {indexing_maps = [#map6, #map7, #map7, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%alloc_24, %1, %0 : memref<1x1x?x?xi1>, memref<f32>, memref<f32>) outs(%alloc_25 : memref<1x1x?x?xf32>) {
    ^bb0(%in: i1, %in_197: f32, %in_198: f32, %out: f32):
      %86 = arith.select %in, %in_197, %in_198 : f32
      linalg.yield %86 : f32
    }
    %collapse_shape = memref.collapse_shape %alloc_10 [[0, 1], [2]] : memref<1x?x32xf32> into memref<?x32xf32>
    %alloc_26 = memref.alloc() {alignment = 64 : i64} : memref<32x32xf32>
    linalg.transpose ins(%33 : memref<32x32xf32>) outs(%alloc_26 : memref<32x32xf32>) permutation = [1, 0] 
    %alloc_27 = memref.alloc(%dim) {alignment = 64 : i64} : memref<?x32xf32>
    %alloc_28 = memref.alloc(%dim) {alignment = 64 : i64} : memref<?x32xf32>
    linalg.fill ins(%cst_0 : f32) outs(%alloc_28 : memref<?x32xf32>)
    %c0_29 = arith.constant 0 : index
    %dim_30 = memref.dim %alloc_28, %c0_29 : memref<?x32xf32>
    %alloc_31 = memref.alloc(%dim_30) {alignment = 64 : i64} : memref<?x32xf32>
    memref.copy %alloc_28, %alloc_31 : memref<?x32xf32> to memref<?x32xf32>
    linalg.matmul ins(%collapse_shape, %alloc_26 : memref<?x32xf32>, memref<32x32xf32>) outs(%alloc_31 : memref<?x32xf32>)
    linalg.generic {indexing_maps = [#map, #map8, #map], iterator_types = ["parallel", "parallel"]} ins(%alloc_31, %32 : memref<?x32xf32>, memref<32xf32>) outs(%alloc_27 : memref<?x32xf32>) {
    ^bb0(%in: f32, %in_197: f32, %out: f32):
      %86 = arith.addf %in, %in_197 : f32
      linalg.yield %86 : f32
    }
    %expand_shape_32 = memref.expand_shape %alloc_27 [[0, 1], [2]] output_shape [1, %dim, 32] : memref<?x32xf32> into memref<1x?x32xf32>
    %53 = arith.select %51, %c1_i64, %41 : i64
    %54 = arith.extui %51 : i1 to i64
    %55 = arith.addi %54, %c1_i64 : i64
    %56 = arith.muli %53, %c16_i64 : i64
    %57 = arith.cmpi sle, %55, %c1_i64 : i64
    cf.assert %57, "must have at most one inferred (negative) dimension"
    %58 = arith.muli %41, %c32_i64 : i64
    %59 = arith.divsi %58, %56 : i64
    %60 = arith.select %51, %59, %41 : i64
    %alloc_33 = memref.alloc() {alignment = 64 : i64} : memref<4xi64>
    %c0_34 = arith.constant 0 : index
    %c1_35 = arith.constant 1 : index
    %c2_36 = arith.constant 2 : index
    %c3 = arith.constant 3 : index
    memref.store %c1_i64, %alloc_33[%c0_34] : memref<4xi64>
    memref.store %60, %alloc_33[%c1_35] : memref<4xi64>
    memref.store %59, %alloc_33[%c2_36] : memref<4xi64>
    memref.store %c16_i64, %alloc_33[%c3] : memref<4xi64>
    %reshape = memref.reshape %expand_shape_32(%alloc_33) : (memref<1x?x32xf32>, memref<4xi64>) -> memref<1x?x2x16xf32>
    %61 = arith.index_cast %60 : i64 to index
    %alloc_37 = memref.alloc(%61) {alignment = 64 : i64} : memref<1x2x?x16xf32>
    %alloc_38 = memref.alloc(%61) {alignment = 64 : i64} : memref<1x2x?x16xf32>
    linalg.transpose ins(%reshape : memref<1x?x2x16xf32>) outs(%alloc_38 : memref<1x2x?x16xf32>) permutation = [0, 2, 1, 3] 
    linalg.transpose ins(%31 : memref<32x32xf32>) outs(%alloc_26 : memref<32x32xf32>) permutation = [1, 0] 
    %c0_39 = arith.constant 0 : index
    %dim_40 = memref.dim %alloc_28, %c0_39 : memref<?x32xf32>
    %alloc_41 = memref.alloc(%dim_40) {alignment = 64 : i64} : memref<?x32xf32>
    memref.copy %alloc_28, %alloc_41 : memref<?x32xf32> to memref<?x32xf32>
    linalg.matmul ins(%collapse_shape, %alloc_26 : memref<?x32xf32>, memref<32x32xf32>) outs(%alloc_41 : memref<?x32xf32>)
    %alloc_42 = memref.alloc(%dim) {alignment = 64 : i64} : memref<?x32xf32>
    linalg.generic {indexing_maps = [#map, #map8, #map], iterator_types = ["parallel", "parallel"]} ins(%alloc_41, %30 : memref<?x32xf32>, memref<32xf32>) outs(%alloc_42 : memref<?x32xf32>) {
    ^bb0(%in: f32, %in_197: f32, %out: f32):
      %86 = arith.addf %in, %in_197 : f32
      linalg.yield %86 : f32
    }
    %expand_shape_43 = memref.expand_shape %alloc_42 [[0, 1], [2]] output_shape [1, %dim, 32] : memref<?x32xf32> into memref<1x?x32xf32>
    cf.assert %57, "must have at most one inferred (negative) dimension"
    %reshape_44 = memref.reshape %expand_shape_43(%alloc_33) : (memref<1x?x32xf32>, memref<4xi64>) -> memref<1x?x2x16xf32>
    linalg.transpose ins(%29 : memref<32x32xf32>) outs(%alloc_26 : memref<32x32xf32>) permutation = [1, 0] 
    linalg.matmul ins(%collapse_shape, %alloc_26 : memref<?x32xf32>, memref<32x32xf32>) outs(%alloc_28 : memref<?x32xf32>)
    linalg.generic {indexing_maps = [#map, #map8, #map], iterator_types = ["parallel", "parallel"]} ins(%alloc_28, %28 : memref<?x32xf32>, memref<32xf32>) outs(%alloc_27 : memref<?x32xf32>) {
    ^bb0(%in: f32, %in_197: f32, %out: f32):
      %86 = arith.addf %in, %in_197 : f32
      linalg.yield %86 : f32
    }
    %expand_shape_45 = memref.expand_shape %alloc_27 [[0, 1], [2]] output_shape [1, %dim, 32] : memref<?x32xf32> into memref<1x?x32xf32>
    cf.assert %57, "must have at most one inferred (negative) dimension"
    %reshape_46 = memref.reshape %expand_shape_45(%alloc_33) : (memref<1x?x32xf32>, memref<4xi64>) -> memref<1x?x2x16xf32>
    linalg.transpose ins(%reshape_46 : memref<1x?x2x16xf32>) outs(%alloc_37 : memref<1x2x?x16xf32>) permutation = [0, 2, 1, 3] 
    %alloc_47 = memref.alloc(%61) {alignment = 64 : i64} : memref<1x2x16x?xf32>
    linalg.transpose ins(%reshape_44 : memref<1x?x2x16xf32>) outs(%alloc_47 : memref<1x2x16x?xf32>) permutation = [0, 2, 3, 1] 
    cf.assert %49, "unimplemented: dynamic negative broadcast sizes"
    %alloc_48 = memref.alloc(%dim) {alignment = 64 : i64} : memref<1x2x?x16xf32>
    linalg.generic {indexing_maps = [#map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%alloc_48 : memref<1x2x?x16xf32>) {
    ^bb0(%out: f32):
      %86 = linalg.index 1 : index
      %87 = linalg.index 2 : index
      %88 = linalg.index 3 : index
      %89 = arith.cmpi eq, %61, %c1 : index
      %90 = arith.select %89, %c0, %87 : index
      %91 = memref.load %alloc_38[%c0, %86, %90, %88] : memref<1x2x?x16xf32>
      linalg.yield %91 : f32
    }
    %collapse_shape_49 = memref.collapse_shape %alloc_48 [[0, 1], [2], [3]] : memref<1x2x?x16xf32> into memref<2x?x16xf32>
    cf.assert %49, "unimplemented: dynamic negative broadcast sizes"
    %alloc_50 = memref.alloc(%dim) {alignment = 64 : i64} : memref<1x2x16x?xf32>
    linalg.generic {indexing_maps = [#map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%alloc_50 : memref<1x2x16x?xf32>) {
    ^bb0(%out: f32):
      %86 = linalg.index 1 : index
      %87 = linalg.index 2 : index
      %88 = linalg.index 3 : index
      %89 = arith.cmpi eq, %61, %c1 : index
      %90 = arith.select %89, %c0, %88 : index
      %91 = memref.load %alloc_47[%c0, %86, %87, %90] : memref<1x2x16x?xf32>
      linalg.yield %91 : f32
    }
    %collapse_shape_51 = memref.collapse_shape %alloc_50 [[0, 1], [2], [3]] : memref<1x2x16x?xf32> into memref<2x16x?xf32>
    %alloc_52 = memref.alloc(%dim, %dim) {alignment = 64 : i64} : memref<2x?x?xf32>
    linalg.fill ins(%cst_0 : f32) outs(%alloc_52 : memref<2x?x?xf32>)
    %c1_53 = arith.constant 1 : index
    %dim_54 = memref.dim %alloc_52, %c1_53 : memref<2x?x?xf32>
    %c2_55 = arith.constant 2 : index
    %dim_56 = memref.dim %alloc_52, %c2_55 : memref<2x?x?xf32>
    %alloc_57 = memref.alloc(%dim_54, %dim_56) {alignment = 64 : i64} : memref<2x?x?xf32>
    memref.copy %alloc_52, %alloc_57 : memref<2x?x?xf32> to memref<2x?x?xf32>
    linalg.batch_matmul ins(%collapse_shape_49, %collapse_shape_51 : memref<2x?x16xf32>, memref<2x16x?xf32>) outs(%alloc_57 : memref<2x?x?xf32>)
    %62 = arith.muli %41, %c2_i64 : i64
    %63 = arith.select %51, %c2_i64, %62 : i64
    %64 = arith.muli %63, %41 : i64
    %65 = arith.select %51, %c2_i64, %64 : i64
    %66 = arith.select %51, %55, %54 : i64
    %67 = arith.cmpi sle, %66, %c1_i64 : i64
    cf.assert %67, "must have at most one inferred (negative) dimension"
    %68 = arith.muli %62, %41 : i64
    %69 = arith.divsi %68, %65 : i64
    %70 = arith.select %51, %69, %41 : i64
    %alloc_58 = memref.alloc() {alignment = 64 : i64} : memref<4xi64>
    %c0_59 = arith.constant 0 : index
    %c1_60 = arith.constant 1 : index
    %c2_61 = arith.constant 2 : index
    %c3_62 = arith.constant 3 : index
    memref.store %c1_i64, %alloc_58[%c0_59] : memref<4xi64>
    memref.store %c2_i64, %alloc_58[%c1_60] : memref<4xi64>
    memref.store %70, %alloc_58[%c2_61] : memref<4xi64>
    memref.store %70, %alloc_58[%c3_62] : memref<4xi64>
    %reshape_63 = memref.reshape %alloc_57(%alloc_58) : (memref<2x?x?xf32>, memref<4xi64>) -> memref<1x2x?x?xf32>
    %71 = arith.index_cast %70 : i64 to index
    %alloc_64 = memref.alloc(%71, %71) {alignment = 64 : i64} : memref<1x2x?x?xf32>
    linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%reshape_63 : memref<1x2x?x?xf32>) outs(%alloc_64 : memref<1x2x?x?xf32>) {
    ^bb0(%in: f32, %out: f32):
      %86 = arith.mulf %in, %cst_7 : f32
      linalg.yield %86 : f32
    }
    %72 = arith.cmpi eq, %71, %dim : index
    cf.assert %72, "mismatched size for broadcast"
    %73 = arith.cmpi eq, %71, %52 : index
    cf.assert %73, "mismatched size for broadcast"
    linalg.generic {indexing_maps = [#map6, #map9, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%alloc_64, %alloc_25 : memref<1x2x?x?xf32>, memref<1x1x?x?xf32>) outs(%alloc_64 : memref<1x2x?x?xf32>) {
    ^bb0(%in: f32, %in_197: f32, %out: f32):
      %86 = arith.addf %in, %in_197 : f32
      linalg.yield %86 : f32
    }
    %alloc_65 = memref.alloc(%71) {alignment = 64 : i64} : memref<1x2x?xi64>
    linalg.fill ins(%c0_i64 : i64) outs(%alloc_65 : memref<1x2x?xi64>)
    %alloc_66 = memref.alloc(%71) {alignment = 64 : i64} : memref<1x2x?xf32>
    linalg.fill ins(%cst_1 : f32) outs(%alloc_66 : memref<1x2x?xf32>)
    %c2_67 = arith.constant 2 : index
    %dim_68 = memref.dim %alloc_66, %c2_67 : memref<1x2x?xf32>
    %alloc_69 = memref.alloc(%dim_68) {alignment = 64 : i64} : memref<1x2x?xf32>
    memref.copy %alloc_66, %alloc_69 : memref<1x2x?xf32> to memref<1x2x?xf32>
    %c2_70 = arith.constant 2 : index
    %dim_71 = memref.dim %alloc_65, %c2_70 : memref<1x2x?xi64>
    %alloc_72 = memref.alloc(%dim_71) {alignment = 64 : i64} : memref<1x2x?xi64>
    memref.copy %alloc_65, %alloc_72 : memref<1x2x?xi64> to memref<1x2x?xi64>
    linalg.generic {indexing_maps = [#map6, #map10, #map10], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%alloc_64 : memref<1x2x?x?xf32>) outs(%alloc_69, %alloc_72 : memref<1x2x?xf32>, memref<1x2x?xi64>) {
    ^bb0(%in: f32, %out: f32, %out_197: i64):
      %86 = linalg.index 3 : index
      %87 = arith.index_cast %86 : index to i64
      %88 = arith.maximumf %in, %out : f32
      %89 = arith.cmpf ogt, %in, %out : f32
      %90 = arith.select %89, %87, %out_197 : i64
      linalg.yield %88, %90 : f32, i64
    }
    %expand_shape_73 = memref.expand_shape %alloc_69 [[0], [1], [2, 3]] output_shape [1, 2, %71, 1] : memref<1x2x?xf32> into memref<1x2x?x1xf32>
    linalg.generic {indexing_maps = [#map6, #map11, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%alloc_64, %expand_shape_73 : memref<1x2x?x?xf32>, memref<1x2x?x1xf32>) outs(%alloc_64 : memref<1x2x?x?xf32>) {
    ^bb0(%in: f32, %in_197: f32, %out: f32):
      %86 = arith.subf %in, %in_197 : f32
      linalg.yield %86 : f32
    }
    linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%alloc_64 : memref<1x2x?x?xf32>) outs(%alloc_64 : memref<1x2x?x?xf32>) {
    ^bb0(%in: f32, %out: f32):
      %86 = math.exp %in : f32
      linalg.yield %86 : f32
    }
    %alloc_74 = memref.alloc(%71) {alignment = 64 : i64} : memref<1x2x?x1xf32>
    linalg.fill ins(%cst_0 : f32) outs(%alloc_74 : memref<1x2x?x1xf32>)
    %c2_75 = arith.constant 2 : index
    %dim_76 = memref.dim %alloc_74, %c2_75 : memref<1x2x?x1xf32>
    %alloc_77 = memref.alloc(%dim_76) {alignment = 64 : i64} : memref<1x2x?x1xf32>
    memref.copy %alloc_74, %alloc_77 : memref<1x2x?x1xf32> to memref<1x2x?x1xf32>
    linalg.generic {indexing_maps = [#map6, #map11], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%alloc_64 : memref<1x2x?x?xf32>) outs(%alloc_77 : memref<1x2x?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %86 = arith.addf %in, %out : f32
      linalg.yield %86 : f32
    }
    linalg.generic {indexing_maps = [#map6, #map11, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%alloc_64, %alloc_77 : memref<1x2x?x?xf32>, memref<1x2x?x1xf32>) outs(%alloc_64 : memref<1x2x?x?xf32>) {
    ^bb0(%in: f32, %in_197: f32, %out: f32):
      %86 = arith.divf %in, %in_197 : f32
      linalg.yield %86 : f32
    }
    cf.assert %49, "unimplemented: dynamic negative broadcast sizes"
    cf.assert %49, "unimplemented: dynamic negative broadcast sizes"
    %alloc_78 = memref.alloc(%dim, %dim) {alignment = 64 : i64} : memref<1x2x?x?xf32>
    linalg.generic {indexing_maps = [#map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%alloc_78 : memref<1x2x?x?xf32>) {
    ^bb0(%out: f32):
      %86 = linalg.index 1 : index
      %87 = linalg.index 2 : index
      %88 = linalg.index 3 : index
      %89 = arith.cmpi eq, %71, %c1 : index
      %90 = arith.select %89, %c0, %87 : index
      %91 = arith.select %89, %c0, %88 : index
      %92 = memref.load %alloc_64[%c0, %86, %90, %91] : memref<1x2x?x?xf32>
      linalg.yield %92 : f32
    }
    cf.assert %67, "must have at most one inferred (negative) dimension"
    %alloc_79 = memref.alloc() {alignment = 64 : i64} : memref<3xi64>
    %c0_80 = arith.constant 0 : index
    %c1_81 = arith.constant 1 : index
    %c2_82 = arith.constant 2 : index
    memref.store %c2_i64, %alloc_79[%c0_80] : memref<3xi64>
    memref.store %70, %alloc_79[%c1_81] : memref<3xi64>
    memref.store %70, %alloc_79[%c2_82] : memref<3xi64>
    %reshape_83 = memref.reshape %alloc_78(%alloc_79) : (memref<1x2x?x?xf32>, memref<3xi64>) -> memref<2x?x?xf32>
    cf.assert %49, "unimplemented: dynamic negative broadcast sizes"
    linalg.generic {indexing_maps = [#map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%alloc_48 : memref<1x2x?x16xf32>) {
    ^bb0(%out: f32):
      %86 = linalg.index 1 : index
      %87 = linalg.index 2 : index
      %88 = linalg.index 3 : index
      %89 = arith.cmpi eq, %61, %c1 : index
      %90 = arith.select %89, %c0, %87 : index
      %91 = memref.load %alloc_37[%c0, %86, %90, %88] : memref<1x2x?x16xf32>
      linalg.yield %91 : f32
    }
    %collapse_shape_84 = memref.collapse_shape %alloc_48 [[0, 1], [2], [3]] : memref<1x2x?x16xf32> into memref<2x?x16xf32>
    %74 = arith.cmpi eq, %70, %41 : i64
    cf.assert %74, "mismatching contracting dimension"
    %alloc_85 = memref.alloc(%71) {alignment = 64 : i64} : memref<2x?x16xf32>
    linalg.fill ins(%cst_0 : f32) outs(%alloc_85 : memref<2x?x16xf32>)
    %c1_86 = arith.constant 1 : index
    %dim_87 = memref.dim %alloc_85, %c1_86 : memref<2x?x16xf32>
    %alloc_88 = memref.alloc(%dim_87) {alignment = 64 : i64} : memref<2x?x16xf32>
    memref.copy %alloc_85, %alloc_88 : memref<2x?x16xf32> to memref<2x?x16xf32>
    linalg.batch_matmul ins(%reshape_83, %collapse_shape_84 : memref<2x?x?xf32>, memref<2x?x16xf32>) outs(%alloc_88 : memref<2x?x16xf32>)
    %expand_shape_89 = memref.expand_shape %alloc_88 [[0, 1], [2], [3]] output_shape [1, 2, %71, 16] : memref<2x?x16xf32> into memref<1x2x?x16xf32>
    %alloc_90 = memref.alloc(%71) {alignment = 64 : i64} : memref<1x?x2x16xf32>
    linalg.transpose ins(%expand_shape_89 : memref<1x2x?x16xf32>) outs(%alloc_90 : memref<1x?x2x16xf32>) permutation = [0, 2, 1, 3] 
    cf.assert %57, "must have at most one inferred (negative) dimension"
    %75 = arith.muli %70, %c32_i64 : i64
    %76 = arith.divsi %75, %53 : i64
    %77 = arith.select %51, %76, %41 : i64
    %alloc_91 = memref.alloc() {alignment = 64 : i64} : memref<3xi64>
    %c0_92 = arith.constant 0 : index
    %c1_93 = arith.constant 1 : index
    %c2_94 = arith.constant 2 : index
    memref.store %c1_i64, %alloc_91[%c0_92] : memref<3xi64>
    memref.store %77, %alloc_91[%c1_93] : memref<3xi64>
    memref.store %76, %alloc_91[%c2_94] : memref<3xi64>
    %reshape_95 = memref.reshape %alloc_90(%alloc_91) : (memref<1x?x2x16xf32>, memref<3xi64>) -> memref<1x?x32xf32>
    %collapse_shape_96 = memref.collapse_shape %reshape_95 [[0, 1], [2]] : memref<1x?x32xf32> into memref<?x32xf32>
    linalg.transpose ins(%27 : memref<32x32xf32>) outs(%alloc_26 : memref<32x32xf32>) permutation = [1, 0] 
    %78 = arith.index_cast %77 : i64 to index
    %alloc_97 = memref.alloc(%78) {alignment = 64 : i64} : memref<?x32xf32>
    %alloc_98 = memref.alloc(%78) {alignment = 64 : i64} : memref<?x32xf32>
    linalg.fill ins(%cst_0 : f32) outs(%alloc_98 : memref<?x32xf32>)
    %c0_99 = arith.constant 0 : index
    %dim_100 = memref.dim %alloc_98, %c0_99 : memref<?x32xf32>
    %alloc_101 = memref.alloc(%dim_100) {alignment = 64 : i64} : memref<?x32xf32>
    memref.copy %alloc_98, %alloc_101 : memref<?x32xf32> to memref<?x32xf32>
    linalg.matmul ins(%collapse_shape_96, %alloc_26 : memref<?x32xf32>, memref<32x32xf32>) outs(%alloc_101 : memref<?x32xf32>)
    linalg.generic {indexing_maps = [#map, #map8, #map], iterator_types = ["parallel", "parallel"]} ins(%alloc_101, %26 : memref<?x32xf32>, memref<32xf32>) outs(%alloc_97 : memref<?x32xf32>) {
    ^bb0(%in: f32, %in_197: f32, %out: f32):
      %86 = arith.addf %in, %in_197 : f32
      linalg.yield %86 : f32
    }
    %expand_shape_102 = memref.expand_shape %alloc_97 [[0, 1], [2]] output_shape [1, %78, 32] : memref<?x32xf32> into memref<1x?x32xf32>
    %79 = arith.cmpi eq, %78, %dim : index
    cf.assert %79, "mismatched size for broadcast"
    %alloc_103 = memref.alloc(%78) {alignment = 64 : i64} : memref<1x?x32xf32>
    linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expand_shape_102, %alloc_10 : memref<1x?x32xf32>, memref<1x?x32xf32>) outs(%alloc_103 : memref<1x?x32xf32>) {
    ^bb0(%in: f32, %in_197: f32, %out: f32):
      %86 = arith.addf %in, %in_197 : f32
      linalg.yield %86 : f32
    }
    %alloc_104 = memref.alloc(%78) {alignment = 64 : i64} : memref<1x?x32xf64>
    linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%alloc_103 : memref<1x?x32xf32>) outs(%alloc_104 : memref<1x?x32xf64>) {
    ^bb0(%in: f32, %out: f64):
      %86 = arith.extf %in : f32 to f64
      linalg.yield %86 : f64
    }
    %alloc_105 = memref.alloc(%78) {alignment = 64 : i64} : memref<1x?x1xf64>
    %alloc_106 = memref.alloc(%78) {alignment = 64 : i64} : memref<1x?x1xf64>
    linalg.fill ins(%cst : f64) outs(%alloc_106 : memref<1x?x1xf64>)
    %c1_107 = arith.constant 1 : index
    %dim_108 = memref.dim %alloc_106, %c1_107 : memref<1x?x1xf64>
    %alloc_109 = memref.alloc(%dim_108) {alignment = 64 : i64} : memref<1x?x1xf64>
    memref.copy %alloc_106, %alloc_109 : memref<1x?x1xf64> to memref<1x?x1xf64>
    linalg.generic {indexing_maps = [#map2, #map3], iterator_types = ["parallel", "parallel", "reduction"]} ins(%alloc_104 : memref<1x?x32xf64>) outs(%alloc_109 : memref<1x?x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %86 = arith.addf %in, %out : f64
      linalg.yield %86 : f64
    }
    linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%alloc_109 : memref<1x?x1xf64>) outs(%alloc_105 : memref<1x?x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %86 = arith.divf %in, %cst_5 : f64
      linalg.yield %86 : f64
    }
    linalg.generic {indexing_maps = [#map2, #map3, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%alloc_104, %alloc_105 : memref<1x?x32xf64>, memref<1x?x1xf64>) outs(%alloc_104 : memref<1x?x32xf64>) {
    ^bb0(%in: f64, %in_197: f64, %out: f64):
      %86 = arith.subf %in, %in_197 : f64
      linalg.yield %86 : f64
    }
    linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%alloc_104, %alloc_104 : memref<1x?x32xf64>, memref<1x?x32xf64>) outs(%alloc_104 : memref<1x?x32xf64>) {
    ^bb0(%in: f64, %in_197: f64, %out: f64):
      %86 = arith.mulf %in, %in_197 : f64
      linalg.yield %86 : f64
    }
    %c1_110 = arith.constant 1 : index
    %dim_111 = memref.dim %alloc_106, %c1_110 : memref<1x?x1xf64>
    %alloc_112 = memref.alloc(%dim_111) {alignment = 64 : i64} : memref<1x?x1xf64>
    memref.copy %alloc_106, %alloc_112 : memref<1x?x1xf64> to memref<1x?x1xf64>
    linalg.generic {indexing_maps = [#map2, #map3], iterator_types = ["parallel", "parallel", "reduction"]} ins(%alloc_104 : memref<1x?x32xf64>) outs(%alloc_112 : memref<1x?x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %86 = arith.addf %in, %out : f64
      linalg.yield %86 : f64
    }
    linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%alloc_112 : memref<1x?x1xf64>) outs(%alloc_105 : memref<1x?x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %86 = arith.divf %in, %cst_5 : f64
      linalg.yield %86 : f64
    }
    %alloc_113 = memref.alloc(%78) {alignment = 64 : i64} : memref<1x?x1xf32>
    linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%alloc_105 : memref<1x?x1xf64>) outs(%alloc_113 : memref<1x?x1xf32>) {
    ^bb0(%in: f64, %out: f32):
      %86 = arith.truncf %in : f64 to f32
      linalg.yield %86 : f32
    }
    %alloc_114 = memref.alloc(%78) {alignment = 64 : i64} : memref<1x?x1xf32>
    linalg.fill ins(%cst_0 : f32) outs(%alloc_114 : memref<1x?x1xf32>)
    %c1_115 = arith.constant 1 : index
    %dim_116 = memref.dim %alloc_114, %c1_115 : memref<1x?x1xf32>
    %alloc_117 = memref.alloc(%dim_116) {alignment = 64 : i64} : memref<1x?x1xf32>
    memref.copy %alloc_114, %alloc_117 : memref<1x?x1xf32> to memref<1x?x1xf32>
    linalg.generic {indexing_maps = [#map2, #map3], iterator_types = ["parallel", "parallel", "reduction"]} ins(%alloc_103 : memref<1x?x32xf32>) outs(%alloc_117 : memref<1x?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %86 = arith.addf %in, %out : f32
      linalg.yield %86 : f32
    }
    %alloc_118 = memref.alloc(%78) {alignment = 64 : i64} : memref<1x?x1xf32>
    linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%alloc_117 : memref<1x?x1xf32>) outs(%alloc_118 : memref<1x?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %86 = arith.divf %in, %cst_6 : f32
      linalg.yield %86 : f32
    }
    linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%alloc_113 : memref<1x?x1xf32>) outs(%alloc_113 : memref<1x?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %86 = arith.truncf %cst_4 : f64 to f32
      %87 = arith.addf %in, %86 : f32
      linalg.yield %87 : f32
    }
    linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%alloc_113 : memref<1x?x1xf32>) outs(%alloc_113 : memref<1x?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %86 = math.rsqrt %in : f32
      linalg.yield %86 : f32
    }
    linalg.generic {indexing_maps = [#map2, #map3, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%alloc_103, %alloc_118 : memref<1x?x32xf32>, memref<1x?x1xf32>) outs(%alloc_103 : memref<1x?x32xf32>) {
    ^bb0(%in: f32, %in_197: f32, %out: f32):
      %86 = arith.subf %in, %in_197 : f32
      linalg.yield %86 : f32
    }
    linalg.generic {indexing_maps = [#map2, #map3, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%alloc_103, %alloc_113 : memref<1x?x32xf32>, memref<1x?x1xf32>) outs(%alloc_103 : memref<1x?x32xf32>) {
    ^bb0(%in: f32, %in_197: f32, %out: f32):
      %86 = arith.mulf %in, %in_197 : f32
      linalg.yield %86 : f32
    }
    linalg.generic {indexing_maps = [#map2, #map4, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%alloc_103, %25 : memref<1x?x32xf32>, memref<32xf32>) outs(%alloc_103 : memref<1x?x32xf32>) {
    ^bb0(%in: f32, %in_197: f32, %out: f32):
      %86 = arith.mulf %in, %in_197 : f32
      linalg.yield %86 : f32
    }
    linalg.generic {indexing_maps = [#map2, #map4, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%alloc_103, %24 : memref<1x?x32xf32>, memref<32xf32>) outs(%alloc_103 : memref<1x?x32xf32>) {
    ^bb0(%in: f32, %in_197: f32, %out: f32):
      %86 = arith.addf %in, %in_197 : f32
      linalg.yield %86 : f32
    }
    %collapse_shape_119 = memref.collapse_shape %alloc_103 [[0, 1], [2]] : memref<1x?x32xf32> into memref<?x32xf32>
    %alloc_120 = memref.alloc() {alignment = 64 : i64} : memref<32x64xf32>
    linalg.transpose ins(%23 : memref<64x32xf32>) outs(%alloc_120 : memref<32x64xf32>) permutation = [1, 0] 
    %alloc_121 = memref.alloc(%78) {alignment = 64 : i64} : memref<?x64xf32>
    linalg.fill ins(%cst_0 : f32) outs(%alloc_121 : memref<?x64xf32>)
    linalg.matmul ins(%collapse_shape_119, %alloc_120 : memref<?x32xf32>, memref<32x64xf32>) outs(%alloc_121 : memref<?x64xf32>)
    linalg.generic {indexing_maps = [#map, #map8, #map], iterator_types = ["parallel", "parallel"]} ins(%alloc_121, %22 : memref<?x64xf32>, memref<64xf32>) outs(%alloc_121 : memref<?x64xf32>) {
    ^bb0(%in: f32, %in_197: f32, %out: f32):
      %86 = arith.addf %in, %in_197 : f32
      linalg.yield %86 : f32
    }
    %expand_shape_122 = memref.expand_shape %alloc_121 [[0, 1], [2]] output_shape [1, %78, 64] : memref<?x64xf32> into memref<1x?x64xf32>
    %alloc_123 = memref.alloc(%78) {alignment = 64 : i64} : memref<1x?x64xf32>
    linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expand_shape_122 : memref<1x?x64xf32>) outs(%alloc_123 : memref<1x?x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %86 = arith.divf %in, %cst_8 : f32
      %87 = math.erf %86 : f32
      %88 = arith.addf %87, %cst_2 : f32
      %89 = arith.mulf %88, %cst_3 : f32
      %90 = arith.mulf %in, %89 : f32
      linalg.yield %90 : f32
    }
    %collapse_shape_124 = memref.collapse_shape %alloc_123 [[0, 1], [2]] : memref<1x?x64xf32> into memref<?x64xf32>
    %alloc_125 = memref.alloc() {alignment = 64 : i64} : memref<64x32xf32>
    linalg.transpose ins(%21 : memref<32x64xf32>) outs(%alloc_125 : memref<64x32xf32>) permutation = [1, 0] 
    %c0_126 = arith.constant 0 : index
    %dim_127 = memref.dim %alloc_98, %c0_126 : memref<?x32xf32>
    %alloc_128 = memref.alloc(%dim_127) {alignment = 64 : i64} : memref<?x32xf32>
    memref.copy %alloc_98, %alloc_128 : memref<?x32xf32> to memref<?x32xf32>
    linalg.matmul ins(%collapse_shape_124, %alloc_125 : memref<?x64xf32>, memref<64x32xf32>) outs(%alloc_128 : memref<?x32xf32>)
    linalg.generic {indexing_maps = [#map, #map8, #map], iterator_types = ["parallel", "parallel"]} ins(%alloc_128, %20 : memref<?x32xf32>, memref<32xf32>) outs(%alloc_97 : memref<?x32xf32>) {
    ^bb0(%in: f32, %in_197: f32, %out: f32):
      %86 = arith.addf %in, %in_197 : f32
      linalg.yield %86 : f32
    }
    %expand_shape_129 = memref.expand_shape %alloc_97 [[0, 1], [2]] output_shape [1, %78, 32] : memref<?x32xf32> into memref<1x?x32xf32>
    linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expand_shape_129, %alloc_103 : memref<1x?x32xf32>, memref<1x?x32xf32>) outs(%alloc_103 : memref<1x?x32xf32>) {
    ^bb0(%in: f32, %in_197: f32, %out: f32):
      %86 = arith.addf %in, %in_197 : f32
      linalg.yield %86 : f32
    }
    linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%alloc_103 : memref<1x?x32xf32>) outs(%alloc_104 : memref<1x?x32xf64>) {
    ^bb0(%in: f32, %out: f64):
      %86 = arith.extf %in : f32 to f64
      linalg.yield %86 : f64
    }
    %c1_130 = arith.constant 1 : index
    %dim_131 = memref.dim %alloc_106, %c1_130 : memref<1x?x1xf64>
    %alloc_132 = memref.alloc(%dim_131) {alignment = 64 : i64} : memref<1x?x1xf64>
    memref.copy %alloc_106, %alloc_132 : memref<1x?x1xf64> to memref<1x?x1xf64>
    linalg.generic {indexing_maps = [#map2, #map3], iterator_types = ["parallel", "parallel", "reduction"]} ins(%alloc_104 : memref<1x?x32xf64>) outs(%alloc_132 : memref<1x?x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %86 = arith.addf %in, %out : f64
      linalg.yield %86 : f64
    }
    linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%alloc_132 : memref<1x?x1xf64>) outs(%alloc_105 : memref<1x?x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %86 = arith.divf %in, %cst_5 : f64
      linalg.yield %86 : f64
    }
    linalg.generic {indexing_maps = [#map2, #map3, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%alloc_104, %alloc_105 : memref<1x?x32xf64>, memref<1x?x1xf64>) outs(%alloc_104 : memref<1x?x32xf64>) {
    ^bb0(%in: f64, %in_197: f64, %out: f64):
      %86 = arith.subf %in, %in_197 : f64
      linalg.yield %86 : f64
    }
    linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%alloc_104, %alloc_104 : memref<1x?x32xf64>, memref<1x?x32xf64>) outs(%alloc_104 : memref<1x?x32xf64>) {
    ^bb0(%in: f64, %in_197: f64, %out: f64):
      %86 = arith.mulf %in, %in_197 : f64
      linalg.yield %86 : f64
    }
    linalg.generic {indexing_maps = [#map2, #map3], iterator_types = ["parallel", "parallel", "reduction"]} ins(%alloc_104 : memref<1x?x32xf64>) outs(%alloc_106 : memref<1x?x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %86 = arith.addf %in, %out : f64
      linalg.yield %86 : f64
    }
    linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%alloc_106 : memref<1x?x1xf64>) outs(%alloc_105 : memref<1x?x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %86 = arith.divf %in, %cst_5 : f64
      linalg.yield %86 : f64
    }
    linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%alloc_105 : memref<1x?x1xf64>) outs(%alloc_113 : memref<1x?x1xf32>) {
    ^bb0(%in: f64, %out: f32):
      %86 = arith.truncf %in : f64 to f32
      linalg.yield %86 : f32
    }
    linalg.generic {indexing_maps = [#map2, #map3], iterator_types = ["parallel", "parallel", "reduction"]} ins(%alloc_103 : memref<1x?x32xf32>) outs(%alloc_114 : memref<1x?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %86 = arith.addf %in, %out : f32
      linalg.yield %86 : f32
    }
    %alloc_133 = memref.alloc(%78) {alignment = 64 : i64} : memref<1x?x1xf32>
    linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%alloc_114 : memref<1x?x1xf32>) outs(%alloc_133 : memref<1x?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %86 = arith.divf %in, %cst_6 : f32
      linalg.yield %86 : f32
    }
    linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%alloc_113 : memref<1x?x1xf32>) outs(%alloc_113 : memref<1x?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %86 = arith.truncf %cst_4 : f64 to f32
      %87 = arith.addf %in, %86 : f32
      linalg.yield %87 : f32
    }
    linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%alloc_113 : memref<1x?x1xf32>) outs(%alloc_113 : memref<1x?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %86 = math.rsqrt %in : f32
      linalg.yield %86 : f32
    }
    linalg.generic {indexing_maps = [#map2, #map3, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%alloc_103, %alloc_133 : memref<1x?x32xf32>, memref<1x?x1xf32>) outs(%alloc_103 : memref<1x?x32xf32>) {
    ^bb0(%in: f32, %in_197: f32, %out: f32):
      %86 = arith.subf %in, %in_197 : f32
      linalg.yield %86 : f32
    }
    linalg.generic {indexing_maps = [#map2, #map3, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%alloc_103, %alloc_113 : memref<1x?x32xf32>, memref<1x?x1xf32>) outs(%alloc_103 : memref<1x?x32xf32>) {
    ^bb0(%in: f32, %in_197: f32, %out: f32):
      %86 = arith.mulf %in, %in_197 : f32
      linalg.yield %86 : f32
    }
    linalg.generic {indexing_maps = [#map2, #map4, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%alloc_103, %19 : memref<1x?x32xf32>, memref<32xf32>) outs(%alloc_103 : memref<1x?x32xf32>) {
    ^bb0(%in: f32, %in_197: f32, %out: f32):
      %86 = arith.mulf %in, %in_197 : f32
      linalg.yield %86 : f32
    }
    linalg.generic {indexing_maps = [#map2, #map4, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%alloc_103, %18 : memref<1x?x32xf32>, memref<32xf32>) outs(%alloc_103 : memref<1x?x32xf32>) {
    ^bb0(%in: f32, %in_197: f32, %out: f32):
      %86 = arith.addf %in, %in_197 : f32
      linalg.yield %86 : f32
    }
    %collapse_shape_134 = memref.collapse_shape %alloc_103 [[0, 1], [2]] : memref<1x?x32xf32> into memref<?x32xf32>
    linalg.transpose ins(%17 : memref<32x32xf32>) outs(%alloc_26 : memref<32x32xf32>) permutation = [1, 0] 
    %c0_135 = arith.constant 0 : index
    %dim_136 = memref.dim %alloc_98, %c0_135 : memref<?x32xf32>
    %alloc_137 = memref.alloc(%dim_136) {alignment = 64 : i64} : memref<?x32xf32>
    memref.copy %alloc_98, %alloc_137 : memref<?x32xf32> to memref<?x32xf32>
    linalg.matmul ins(%collapse_shape_134, %alloc_26 : memref<?x32xf32>, memref<32x32xf32>) outs(%alloc_137 : memref<?x32xf32>)
    linalg.generic {indexing_maps = [#map, #map8, #map], iterator_types = ["parallel", "parallel"]} ins(%alloc_137, %16 : memref<?x32xf32>, memref<32xf32>) outs(%alloc_97 : memref<?x32xf32>) {
    ^bb0(%in: f32, %in_197: f32, %out: f32):
      %86 = arith.addf %in, %in_197 : f32
      linalg.yield %86 : f32
    }
    %expand_shape_138 = memref.expand_shape %alloc_97 [[0, 1], [2]] output_shape [1, %78, 32] : memref<?x32xf32> into memref<1x?x32xf32>
    cf.assert %57, "must have at most one inferred (negative) dimension"
    %80 = arith.muli %77, %c32_i64 : i64
    %81 = arith.divsi %80, %56 : i64
    %82 = arith.select %51, %81, %41 : i64
    %alloc_139 = memref.alloc() {alignment = 64 : i64} : memref<4xi64>
    %c0_140 = arith.constant 0 : index
    %c1_141 = arith.constant 1 : index
    %c2_142 = arith.constant 2 : index
    %c3_143 = arith.constant 3 : index
    memref.store %c1_i64, %alloc_139[%c0_140] : memref<4xi64>
    memref.store %82, %alloc_139[%c1_141] : memref<4xi64>
    memref.store %81, %alloc_139[%c2_142] : memref<4xi64>
    memref.store %c16_i64, %alloc_139[%c3_143] : memref<4xi64>
    %reshape_144 = memref.reshape %expand_shape_138(%alloc_139) : (memref<1x?x32xf32>, memref<4xi64>) -> memref<1x?x2x16xf32>
    %83 = arith.index_cast %82 : i64 to index
    %alloc_145 = memref.alloc(%83) {alignment = 64 : i64} : memref<1x2x?x16xf32>
    %alloc_146 = memref.alloc(%83) {alignment = 64 : i64} : memref<1x2x?x16xf32>
    linalg.transpose ins(%reshape_144 : memref<1x?x2x16xf32>) outs(%alloc_146 : memref<1x2x?x16xf32>) permutation = [0, 2, 1, 3] 
    linalg.transpose ins(%15 : memref<32x32xf32>) outs(%alloc_26 : memref<32x32xf32>) permutation = [1, 0] 
    %c0_147 = arith.constant 0 : index
    %dim_148 = memref.dim %alloc_98, %c0_147 : memref<?x32xf32>
    %alloc_149 = memref.alloc(%dim_148) {alignment = 64 : i64} : memref<?x32xf32>
    memref.copy %alloc_98, %alloc_149 : memref<?x32xf32> to memref<?x32xf32>
    linalg.matmul ins(%collapse_shape_134, %alloc_26 : memref<?x32xf32>, memref<32x32xf32>) outs(%alloc_149 : memref<?x32xf32>)
    %alloc_150 = memref.alloc(%78) {alignment = 64 : i64} : memref<?x32xf32>
    linalg.generic {indexing_maps = [#map, #map8, #map], iterator_types = ["parallel", "parallel"]} ins(%alloc_149, %14 : memref<?x32xf32>, memref<32xf32>) outs(%alloc_150 : memref<?x32xf32>) {
    ^bb0(%in: f32, %in_197: f32, %out: f32):
      %86 = arith.addf %in, %in_197 : f32
      linalg.yield %86 : f32
    }
    %expand_shape_151 = memref.expand_shape %alloc_150 [[0, 1], [2]] output_shape [1, %78, 32] : memref<?x32xf32> into memref<1x?x32xf32>
    cf.assert %57, "must have at most one inferred (negative) dimension"
    %reshape_152 = memref.reshape %expand_shape_151(%alloc_139) : (memref<1x?x32xf32>, memref<4xi64>) -> memref<1x?x2x16xf32>
    linalg.transpose ins(%13 : memref<32x32xf32>) outs(%alloc_26 : memref<32x32xf32>) permutation = [1, 0] 
    linalg.matmul ins(%collapse_shape_134, %alloc_26 : memref<?x32xf32>, memref<32x32xf32>) outs(%alloc_98 : memref<?x32xf32>)
    linalg.generic {indexing_maps = [#map, #map8, #map], iterator_types = ["parallel", "parallel"]} ins(%alloc_98, %12 : memref<?x32xf32>, memref<32xf32>) outs(%alloc_97 : memref<?x32xf32>) {
    ^bb0(%in: f32, %in_197: f32, %out: f32):
      %86 = arith.addf %in, %in_197 : f32
      linalg.yield %86 : f32
    }
    %expand_shape_153 = memref.expand_shape %alloc_97 [[0, 1], [2]] output_shape [1, %78, 32] : memref<?x32xf32> into memref<1x?x32xf32>
    cf.assert %57, "must have at most one inferred (negative) dimension"
    %reshape_154 = memref.reshape %expand_shape_153(%alloc_139) : (memref<1x?x32xf32>, memref<4xi64>) -> memref<1x?x2x16xf32>
    linalg.transpose ins(%reshape_154 : memref<1x?x2x16xf32>) outs(%alloc_145 : memref<1x2x?x16xf32>) permutation = [0, 2, 1, 3] 
    %alloc_155 = memref.alloc(%83) {alignment = 64 : i64} : memref<1x2x16x?xf32>
    linalg.transpose ins(%reshape_152 : memref<1x?x2x16xf32>) outs(%alloc_155 : memref<1x2x16x?xf32>) permutation = [0, 2, 3, 1] 
    cf.assert %49, "unimplemented: dynamic negative broadcast sizes"
    linalg.generic {indexing_maps = [#map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%alloc_48 : memref<1x2x?x16xf32>) {
    ^bb0(%out: f32):
      %86 = linalg.index 1 : index
      %87 = linalg.index 2 : index
      %88 = linalg.index 3 : index
      %89 = arith.cmpi eq, %83, %c1 : index
      %90 = arith.select %89, %c0, %87 : index
      %91 = memref.load %alloc_146[%c0, %86, %90, %88] : memref<1x2x?x16xf32>
      linalg.yield %91 : f32
    }
    %collapse_shape_156 = memref.collapse_shape %alloc_48 [[0, 1], [2], [3]] : memref<1x2x?x16xf32> into memref<2x?x16xf32>
    cf.assert %49, "unimplemented: dynamic negative broadcast sizes"
    linalg.generic {indexing_maps = [#map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%alloc_50 : memref<1x2x16x?xf32>) {
    ^bb0(%out: f32):
      %86 = linalg.index 1 : index
      %87 = linalg.index 2 : index
      %88 = linalg.index 3 : index
      %89 = arith.cmpi eq, %83, %c1 : index
      %90 = arith.select %89, %c0, %88 : index
      %91 = memref.load %alloc_155[%c0, %86, %87, %90] : memref<1x2x16x?xf32>
      linalg.yield %91 : f32
    }
    %collapse_shape_157 = memref.collapse_shape %alloc_50 [[0, 1], [2], [3]] : memref<1x2x16x?xf32> into memref<2x16x?xf32>
    linalg.batch_matmul ins(%collapse_shape_156, %collapse_shape_157 : memref<2x?x16xf32>, memref<2x16x?xf32>) outs(%alloc_52 : memref<2x?x?xf32>)
    cf.assert %67, "must have at most one inferred (negative) dimension"
    %reshape_158 = memref.reshape %alloc_52(%alloc_58) : (memref<2x?x?xf32>, memref<4xi64>) -> memref<1x2x?x?xf32>
    linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%reshape_158 : memref<1x2x?x?xf32>) outs(%alloc_64 : memref<1x2x?x?xf32>) {
    ^bb0(%in: f32, %out: f32):
      %86 = arith.mulf %in, %cst_7 : f32
      linalg.yield %86 : f32
    }
    cf.assert %72, "mismatched size for broadcast"
    cf.assert %73, "mismatched size for broadcast"
    linalg.generic {indexing_maps = [#map6, #map9, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%alloc_64, %alloc_25 : memref<1x2x?x?xf32>, memref<1x1x?x?xf32>) outs(%alloc_64 : memref<1x2x?x?xf32>) {
    ^bb0(%in: f32, %in_197: f32, %out: f32):
      %86 = arith.addf %in, %in_197 : f32
      linalg.yield %86 : f32
    }
    linalg.generic {indexing_maps = [#map6, #map10, #map10], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%alloc_64 : memref<1x2x?x?xf32>) outs(%alloc_66, %alloc_65 : memref<1x2x?xf32>, memref<1x2x?xi64>) {
    ^bb0(%in: f32, %out: f32, %out_197: i64):
      %86 = linalg.index 3 : index
      %87 = arith.index_cast %86 : index to i64
      %88 = arith.maximumf %in, %out : f32
      %89 = arith.cmpf ogt, %in, %out : f32
      %90 = arith.select %89, %87, %out_197 : i64
      linalg.yield %88, %90 : f32, i64
    }
    %expand_shape_159 = memref.expand_shape %alloc_66 [[0], [1], [2, 3]] output_shape [1, 2, %71, 1] : memref<1x2x?xf32> into memref<1x2x?x1xf32>
    linalg.generic {indexing_maps = [#map6, #map11, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%alloc_64, %expand_shape_159 : memref<1x2x?x?xf32>, memref<1x2x?x1xf32>) outs(%alloc_64 : memref<1x2x?x?xf32>) {
    ^bb0(%in: f32, %in_197: f32, %out: f32):
      %86 = arith.subf %in, %in_197 : f32
      linalg.yield %86 : f32
    }
    linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%alloc_64 : memref<1x2x?x?xf32>) outs(%alloc_64 : memref<1x2x?x?xf32>) {
    ^bb0(%in: f32, %out: f32):
      %86 = math.exp %in : f32
      linalg.yield %86 : f32
    }
    linalg.generic {indexing_maps = [#map6, #map11], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%alloc_64 : memref<1x2x?x?xf32>) outs(%alloc_74 : memref<1x2x?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %86 = arith.addf %in, %out : f32
      linalg.yield %86 : f32
    }
    linalg.generic {indexing_maps = [#map6, #map11, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%alloc_64, %alloc_74 : memref<1x2x?x?xf32>, memref<1x2x?x1xf32>) outs(%alloc_64 : memref<1x2x?x?xf32>) {
    ^bb0(%in: f32, %in_197: f32, %out: f32):
      %86 = arith.divf %in, %in_197 : f32
      linalg.yield %86 : f32
    }
    cf.assert %49, "unimplemented: dynamic negative broadcast sizes"
    cf.assert %49, "unimplemented: dynamic negative broadcast sizes"
    linalg.generic {indexing_maps = [#map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%alloc_78 : memref<1x2x?x?xf32>) {
    ^bb0(%out: f32):
      %86 = linalg.index 1 : index
      %87 = linalg.index 2 : index
      %88 = linalg.index 3 : index
      %89 = arith.cmpi eq, %71, %c1 : index
      %90 = arith.select %89, %c0, %87 : index
      %91 = arith.select %89, %c0, %88 : index
      %92 = memref.load %alloc_64[%c0, %86, %90, %91] : memref<1x2x?x?xf32>
      linalg.yield %92 : f32
    }
    cf.assert %67, "must have at most one inferred (negative) dimension"
    %reshape_160 = memref.reshape %alloc_78(%alloc_79) : (memref<1x2x?x?xf32>, memref<3xi64>) -> memref<2x?x?xf32>
    cf.assert %49, "unimplemented: dynamic negative broadcast sizes"
    linalg.generic {indexing_maps = [#map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%alloc_48 : memref<1x2x?x16xf32>) {
    ^bb0(%out: f32):
      %86 = linalg.index 1 : index
      %87 = linalg.index 2 : index
      %88 = linalg.index 3 : index
      %89 = arith.cmpi eq, %83, %c1 : index
      %90 = arith.select %89, %c0, %87 : index
      %91 = memref.load %alloc_145[%c0, %86, %90, %88] : memref<1x2x?x16xf32>
      linalg.yield %91 : f32
    }
    %collapse_shape_161 = memref.collapse_shape %alloc_48 [[0, 1], [2], [3]] : memref<1x2x?x16xf32> into memref<2x?x16xf32>
    cf.assert %74, "mismatching contracting dimension"
    linalg.batch_matmul ins(%reshape_160, %collapse_shape_161 : memref<2x?x?xf32>, memref<2x?x16xf32>) outs(%alloc_85 : memref<2x?x16xf32>)
    %expand_shape_162 = memref.expand_shape %alloc_85 [[0, 1], [2], [3]] output_shape [1, 2, %71, 16] : memref<2x?x16xf32> into memref<1x2x?x16xf32>
    linalg.transpose ins(%expand_shape_162 : memref<1x2x?x16xf32>) outs(%alloc_90 : memref<1x?x2x16xf32>) permutation = [0, 2, 1, 3] 
    cf.assert %57, "must have at most one inferred (negative) dimension"
    %reshape_163 = memref.reshape %alloc_90(%alloc_91) : (memref<1x?x2x16xf32>, memref<3xi64>) -> memref<1x?x32xf32>
    %collapse_shape_164 = memref.collapse_shape %reshape_163 [[0, 1], [2]] : memref<1x?x32xf32> into memref<?x32xf32>
    linalg.transpose ins(%11 : memref<32x32xf32>) outs(%alloc_26 : memref<32x32xf32>) permutation = [1, 0] 
    %84 = arith.index_cast %77 : i64 to index
    %alloc_165 = memref.alloc(%84) {alignment = 64 : i64} : memref<?x32xf32>
    %alloc_166 = memref.alloc(%84) {alignment = 64 : i64} : memref<?x32xf32>
    linalg.fill ins(%cst_0 : f32) outs(%alloc_166 : memref<?x32xf32>)
    %c0_167 = arith.constant 0 : index
    %dim_168 = memref.dim %alloc_166, %c0_167 : memref<?x32xf32>
    %alloc_169 = memref.alloc(%dim_168) {alignment = 64 : i64} : memref<?x32xf32>
    memref.copy %alloc_166, %alloc_169 : memref<?x32xf32> to memref<?x32xf32>
    linalg.matmul ins(%collapse_shape_164, %alloc_26 : memref<?x32xf32>, memref<32x32xf32>) outs(%alloc_169 : memref<?x32xf32>)
    linalg.generic {indexing_maps = [#map, #map8, #map], iterator_types = ["parallel", "parallel"]} ins(%alloc_169, %10 : memref<?x32xf32>, memref<32xf32>) outs(%alloc_165 : memref<?x32xf32>) {
    ^bb0(%in: f32, %in_197: f32, %out: f32):
      %86 = arith.addf %in, %in_197 : f32
      linalg.yield %86 : f32
    }
    %expand_shape_170 = memref.expand_shape %alloc_165 [[0, 1], [2]] output_shape [1, %84, 32] : memref<?x32xf32> into memref<1x?x32xf32>
    %85 = arith.cmpi eq, %84, %78 : index
    cf.assert %85, "mismatched size for broadcast"
    %alloc_171 = memref.alloc(%84) {alignment = 64 : i64} : memref<1x?x32xf32>
    linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expand_shape_170, %alloc_103 : memref<1x?x32xf32>, memref<1x?x32xf32>) outs(%alloc_171 : memref<1x?x32xf32>) {
    ^bb0(%in: f32, %in_197: f32, %out: f32):
      %86 = arith.addf %in, %in_197 : f32
      linalg.yield %86 : f32
    }
    %alloc_172 = memref.alloc(%84) {alignment = 64 : i64} : memref<1x?x32xf64>
    linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%alloc_171 : memref<1x?x32xf32>) outs(%alloc_172 : memref<1x?x32xf64>) {
    ^bb0(%in: f32, %out: f64):
      %86 = arith.extf %in : f32 to f64
      linalg.yield %86 : f64
    }
    %alloc_173 = memref.alloc(%84) {alignment = 64 : i64} : memref<1x?x1xf64>
    %alloc_174 = memref.alloc(%84) {alignment = 64 : i64} : memref<1x?x1xf64>
    linalg.fill ins(%cst : f64) outs(%alloc_174 : memref<1x?x1xf64>)
    %c1_175 = arith.constant 1 : index
    %dim_176 = memref.dim %alloc_174, %c1_175 : memref<1x?x1xf64>
    %alloc_177 = memref.alloc(%dim_176) {alignment = 64 : i64} : memref<1x?x1xf64>
    memref.copy %alloc_174, %alloc_177 : memref<1x?x1xf64> to memref<1x?x1xf64>
    linalg.generic {indexing_maps = [#map2, #map3], iterator_types = ["parallel", "parallel", "reduction"]} ins(%alloc_172 : memref<1x?x32xf64>) outs(%alloc_177 : memref<1x?x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %86 = arith.addf %in, %out : f64
      linalg.yield %86 : f64
    }
    linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%alloc_177 : memref<1x?x1xf64>) outs(%alloc_173 : memref<1x?x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %86 = arith.divf %in, %cst_5 : f64
      linalg.yield %86 : f64
    }
    linalg.generic {indexing_maps = [#map2, #map3, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%alloc_172, %alloc_173 : memref<1x?x32xf64>, memref<1x?x1xf64>) outs(%alloc_172 : memref<1x?x32xf64>) {
    ^bb0(%in: f64, %in_197: f64, %out: f64):
      %86 = arith.subf %in, %in_197 : f64
      linalg.yield %86 : f64
    }
    linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%alloc_172, %alloc_172 : memref<1x?x32xf64>, memref<1x?x32xf64>) outs(%alloc_172 : memref<1x?x32xf64>) {
    ^bb0(%in: f64, %in_197: f64, %out: f64):
      %86 = arith.mulf %in, %in_197 : f64
      linalg.yield %86 : f64
    }
    %c1_178 = arith.constant 1 : index
    %dim_179 = memref.dim %alloc_174, %c1_178 : memref<1x?x1xf64>
    %alloc_180 = memref.alloc(%dim_179) {alignment = 64 : i64} : memref<1x?x1xf64>
    memref.copy %alloc_174, %alloc_180 : memref<1x?x1xf64> to memref<1x?x1xf64>
    linalg.generic {indexing_maps = [#map2, #map3], iterator_types = ["parallel", "parallel", "reduction"]} ins(%alloc_172 : memref<1x?x32xf64>) outs(%alloc_180 : memref<1x?x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %86 = arith.addf %in, %out : f64
      linalg.yield %86 : f64
    }
    linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%alloc_180 : memref<1x?x1xf64>) outs(%alloc_173 : memref<1x?x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %86 = arith.divf %in, %cst_5 : f64
      linalg.yield %86 : f64
    }
    %alloc_181 = memref.alloc(%84) {alignment = 64 : i64} : memref<1x?x1xf32>
    linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%alloc_173 : memref<1x?x1xf64>) outs(%alloc_181 : memref<1x?x1xf32>) {
    ^bb0(%in: f64, %out: f32):
      %86 = arith.truncf %in : f64 to f32
      linalg.yield %86 : f32
    }
    %alloc_182 = memref.alloc(%84) {alignment = 64 : i64} : memref<1x?x1xf32>
    linalg.fill ins(%cst_0 : f32) outs(%alloc_182 : memref<1x?x1xf32>)
    %c1_183 = arith.constant 1 : index
    %dim_184 = memref.dim %alloc_182, %c1_183 : memref<1x?x1xf32>
    %alloc_185 = memref.alloc(%dim_184) {alignment = 64 : i64} : memref<1x?x1xf32>
    memref.copy %alloc_182, %alloc_185 : memref<1x?x1xf32> to memref<1x?x1xf32>
    linalg.generic {indexing_maps = [#map2, #map3], iterator_types = ["parallel", "parallel", "reduction"]} ins(%alloc_171 : memref<1x?x32xf32>) outs(%alloc_185 : memref<1x?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %86 = arith.addf %in, %out : f32
      linalg.yield %86 : f32
    }
    %alloc_186 = memref.alloc(%84) {alignment = 64 : i64} : memref<1x?x1xf32>
    linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%alloc_185 : memref<1x?x1xf32>) outs(%alloc_186 : memref<1x?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %86 = arith.divf %in, %cst_6 : f32
      linalg.yield %86 : f32
    }
    linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%alloc_181 : memref<1x?x1xf32>) outs(%alloc_181 : memref<1x?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %86 = arith.truncf %cst_4 : f64 to f32
      %87 = arith.addf %in, %86 : f32
      linalg.yield %87 : f32
    }
    linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%alloc_181 : memref<1x?x1xf32>) outs(%alloc_181 : memref<1x?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %86 = math.rsqrt %in : f32
      linalg.yield %86 : f32
    }
    linalg.generic {indexing_maps = [#map2, #map3, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%alloc_171, %alloc_186 : memref<1x?x32xf32>, memref<1x?x1xf32>) outs(%alloc_171 : memref<1x?x32xf32>) {
    ^bb0(%in: f32, %in_197: f32, %out: f32):
      %86 = arith.subf %in, %in_197 : f32
      linalg.yield %86 : f32
    }
    linalg.generic {indexing_maps = [#map2, #map3, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%alloc_171, %alloc_181 : memref<1x?x32xf32>, memref<1x?x1xf32>) outs(%alloc_171 : memref<1x?x32xf32>) {
    ^bb0(%in: f32, %in_197: f32, %out: f32):
      %86 = arith.mulf %in, %in_197 : f32
      linalg.yield %86 : f32
    }
    linalg.generic {indexing_maps = [#map2, #map4, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%alloc_171, %9 : memref<1x?x32xf32>, memref<32xf32>) outs(%alloc_171 : memref<1x?x32xf32>) {
    ^bb0(%in: f32, %in_197: f32, %out: f32):
      %86 = arith.mulf %in, %in_197 : f32
      linalg.yield %86 : f32
    }
    linalg.generic {indexing_maps = [#map2, #map4, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%alloc_171, %8 : memref<1x?x32xf32>, memref<32xf32>) outs(%alloc_171 : memref<1x?x32xf32>) {
    ^bb0(%in: f32, %in_197: f32, %out: f32):
      %86 = arith.addf %in, %in_197 : f32
      linalg.yield %86 : f32
    }
    %collapse_shape_187 = memref.collapse_shape %alloc_171 [[0, 1], [2]] : memref<1x?x32xf32> into memref<?x32xf32>
    linalg.transpose ins(%7 : memref<64x32xf32>) outs(%alloc_120 : memref<32x64xf32>) permutation = [1, 0] 
    %alloc_188 = memref.alloc(%84) {alignment = 64 : i64} : memref<?x64xf32>
    linalg.fill ins(%cst_0 : f32) outs(%alloc_188 : memref<?x64xf32>)
    linalg.matmul ins(%collapse_shape_187, %alloc_120 : memref<?x32xf32>, memref<32x64xf32>) outs(%alloc_188 : memref<?x64xf32>)
    linalg.generic {indexing_maps = [#map, #map8, #map], iterator_types = ["parallel", "parallel"]} ins(%alloc_188, %6 : memref<?x64xf32>, memref<64xf32>) outs(%alloc_188 : memref<?x64xf32>) {
    ^bb0(%in: f32, %in_197: f32, %out: f32):
      %86 = arith.addf %in, %in_197 : f32
      linalg.yield %86 : f32
    }
    %expand_shape_189 = memref.expand_shape %alloc_188 [[0, 1], [2]] output_shape [1, %84, 64] : memref<?x64xf32> into memref<1x?x64xf32>
    %alloc_190 = memref.alloc(%84) {alignment = 64 : i64} : memref<1x?x64xf32>
    linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expand_shape_189 : memref<1x?x64xf32>) outs(%alloc_190 : memref<1x?x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %86 = arith.divf %in, %cst_8 : f32
      %87 = math.erf %86 : f32
      %88 = arith.addf %87, %cst_2 : f32
      %89 = arith.mulf %88, %cst_3 : f32
      %90 = arith.mulf %in, %89 : f32
      linalg.yield %90 : f32
    }
    %collapse_shape_191 = memref.collapse_shape %alloc_190 [[0, 1], [2]] : memref<1x?x64xf32> into memref<?x64xf32>
    linalg.transpose ins(%5 : memref<32x64xf32>) outs(%alloc_125 : memref<64x32xf32>) permutation = [1, 0] 
    linalg.matmul ins(%collapse_shape_191, %alloc_125 : memref<?x64xf32>, memref<64x32xf32>) outs(%alloc_166 : memref<?x32xf32>)
    linalg.generic {indexing_maps = [#map, #map8, #map], iterator_types = ["parallel", "parallel"]} ins(%alloc_166, %4 : memref<?x32xf32>, memref<32xf32>) outs(%alloc_165 : memref<?x32xf32>) {
    ^bb0(%in: f32, %in_197: f32, %out: f32):
      %86 = arith.addf %in, %in_197 : f32
      linalg.yield %86 : f32
    }
    %expand_shape_192 = memref.expand_shape %alloc_165 [[0, 1], [2]] output_shape [1, %84, 32] : memref<?x32xf32> into memref<1x?x32xf32>
    linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expand_shape_192, %alloc_171 : memref<1x?x32xf32>, memref<1x?x32xf32>) outs(%alloc_171 : memref<1x?x32xf32>) {
    ^bb0(%in: f32, %in_197: f32, %out: f32):
      %86 = arith.addf %in, %in_197 : f32
      linalg.yield %86 : f32
    }
    linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%alloc_171 : memref<1x?x32xf32>) outs(%alloc_172 : memref<1x?x32xf64>) {
    ^bb0(%in: f32, %out: f64):
      %86 = arith.extf %in : f32 to f64
      linalg.yield %86 : f64
    }
    %c1_193 = arith.constant 1 : index
    %dim_194 = memref.dim %alloc_174, %c1_193 : memref<1x?x1xf64>
    %alloc_195 = memref.alloc(%dim_194) {alignment = 64 : i64} : memref<1x?x1xf64>
    memref.copy %alloc_174, %alloc_195 : memref<1x?x1xf64> to memref<1x?x1xf64>
    linalg.generic {indexing_maps = [#map2, #map3], iterator_types = ["parallel", "parallel", "reduction"]} ins(%alloc_172 : memref<1x?x32xf64>) outs(%alloc_195 : memref<1x?x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %86 = arith.addf %in, %out : f64
      linalg.yield %86 : f64
    }
    linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%alloc_195 : memref<1x?x1xf64>) outs(%alloc_173 : memref<1x?x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %86 = arith.divf %in, %cst_5 : f64
      linalg.yield %86 : f64
    }
    linalg.generic {indexing_maps = [#map2, #map3, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%alloc_172, %alloc_173 : memref<1x?x32xf64>, memref<1x?x1xf64>) outs(%alloc_172 : memref<1x?x32xf64>) {
    ^bb0(%in: f64, %in_197: f64, %out: f64):
      %86 = arith.subf %in, %in_197 : f64
      linalg.yield %86 : f64
    }
    linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%alloc_172, %alloc_172 : memref<1x?x32xf64>, memref<1x?x32xf64>) outs(%alloc_172 : memref<1x?x32xf64>) {
    ^bb0(%in: f64, %in_197: f64, %out: f64):
      %86 = arith.mulf %in, %in_197 : f64
      linalg.yield %86 : f64
    }
    linalg.generic {indexing_maps = [#map2, #map3], iterator_types = ["parallel", "parallel", "reduction"]} ins(%alloc_172 : memref<1x?x32xf64>) outs(%alloc_174 : memref<1x?x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %86 = arith.addf %in, %out : f64
      linalg.yield %86 : f64
    }
    linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%alloc_174 : memref<1x?x1xf64>) outs(%alloc_173 : memref<1x?x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %86 = arith.divf %in, %cst_5 : f64
      linalg.yield %86 : f64
    }
    linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%alloc_173 : memref<1x?x1xf64>) outs(%alloc_181 : memref<1x?x1xf32>) {
    ^bb0(%in: f64, %out: f32):
      %86 = arith.truncf %in : f64 to f32
      linalg.yield %86 : f32
    }
    linalg.generic {indexing_maps = [#map2, #map3], iterator_types = ["parallel", "parallel", "reduction"]} ins(%alloc_171 : memref<1x?x32xf32>) outs(%alloc_182 : memref<1x?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %86 = arith.addf %in, %out : f32
      linalg.yield %86 : f32
    }
    %alloc_196 = memref.alloc(%84) {alignment = 64 : i64} : memref<1x?x1xf32>
    linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%alloc_182 : memref<1x?x1xf32>) outs(%alloc_196 : memref<1x?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %86 = arith.divf %in, %cst_6 : f32
      linalg.yield %86 : f32
    }
    linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%alloc_181 : memref<1x?x1xf32>) outs(%alloc_181 : memref<1x?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %86 = arith.truncf %cst_4 : f64 to f32
      %87 = arith.addf %in, %86 : f32
      linalg.yield %87 : f32
    }
    linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%alloc_181 : memref<1x?x1xf32>) outs(%alloc_181 : memref<1x?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %86 = math.rsqrt %in : f32
      linalg.yield %86 : f32
    }
    linalg.generic {indexing_maps = [#map2, #map3, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%alloc_171, %alloc_196 : memref<1x?x32xf32>, memref<1x?x1xf32>) outs(%alloc_171 : memref<1x?x32xf32>) {
    ^bb0(%in: f32, %in_197: f32, %out: f32):
      %86 = arith.subf %in, %in_197 : f32
      linalg.yield %86 : f32
    }
    linalg.generic {indexing_maps = [#map2, #map3, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%alloc_171, %alloc_181 : memref<1x?x32xf32>, memref<1x?x1xf32>) outs(%alloc_171 : memref<1x?x32xf32>) {
    ^bb0(%in: f32, %in_197: f32, %out: f32):
      %86 = arith.mulf %in, %in_197 : f32
      linalg.yield %86 : f32
    }
    linalg.generic {indexing_maps = [#map2, #map4, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%alloc_171, %3 : memref<1x?x32xf32>, memref<32xf32>) outs(%alloc_171 : memref<1x?x32xf32>) {
    ^bb0(%in: f32, %in_197: f32, %out: f32):
      %86 = arith.mulf %in, %in_197 : f32
      linalg.yield %86 : f32
    }
    linalg.generic {indexing_maps = [#map2, #map4, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%alloc_171, %2 : memref<1x?x32xf32>, memref<32xf32>) outs(%alloc_171 : memref<1x?x32xf32>) {
    ^bb0(%in: f32, %in_197: f32, %out: f32):
      %86 = arith.addf %in, %in_197 : f32
      linalg.yield %86 : f32
    }
    return %alloc_171 : memref<1x?x32xf32>
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


module {
  memref.global "private" constant @__constant_xi64 : memref<i64> = dense<1> {alignment = 64 : i64}
  memref.global "private" constant @__constant_4xf32 : memref<4xf32> = dense<1.000000e+00> {alignment = 64 : i64}
  memref.global "private" constant @__constant_32x32xf32_11 : memref<32x32xf32> = dense<-0.0307651926> {alignment = 64 : i64}
  memref.global "private" constant @__constant_16x32xf32_10 : memref<16x32xf32> = dense<-0.00260580797> {alignment = 64 : i64}
  memref.global "private" constant @__constant_16x32xf32_9 : memref<16x32xf32> = dense<0.0048457724> {alignment = 64 : i64}
  memref.global "private" constant @__constant_32x32xf32_8 : memref<32x32xf32> = dense<0.00781742204> {alignment = 64 : i64}
  memref.global "private" constant @__constant_64x32xf32_7 : memref<64x32xf32> = dense<0.0220695529> {alignment = 64 : i64}
  memref.global "private" constant @__constant_64x32xf32_6 : memref<64x32xf32> = dense<-0.00176440494> {alignment = 64 : i64}
  memref.global "private" constant @__constant_32x64xf32_5 : memref<32x64xf32> = dense<-0.0219080728> {alignment = 64 : i64}
  memref.global "private" constant @__constant_32x32xf32_4 : memref<32x32xf32> = dense<-0.00505123613> {alignment = 64 : i64}
  memref.global "private" constant @__constant_16x32xf32_3 : memref<16x32xf32> = dense<-0.0195602439> {alignment = 64 : i64}
  memref.global "private" constant @__constant_16x32xf32 : memref<16x32xf32> = dense<-0.00679771415> {alignment = 64 : i64}
  memref.global "private" constant @__constant_32x32xf32 : memref<32x32xf32> = dense<0.0135716908> {alignment = 64 : i64}
  memref.global "private" constant @__constant_64x32xf32_2 : memref<64x32xf32> = dense<0.0228267238> {alignment = 64 : i64}
  memref.global "private" constant @__constant_64x32xf32_1 : memref<64x32xf32> = dense<0.00638632476> {alignment = 64 : i64}
  memref.global "private" constant @__constant_32x64xf32 : memref<32x64xf32> = dense<0.00573320314> {alignment = 64 : i64}
  memref.global "private" constant @__constant_32xf32 : memref<32xf32> = dense<1.000000e+00> {alignment = 64 : i64}
  memref.global "private" constant @__constant_64x32xf32 : memref<64x32xf32> = dense<-1.18663113E-4> {alignment = 64 : i64}
  memref.global "private" constant @__constant_xi1 : memref<i1> = dense<true> {alignment = 64 : i64}
  memref.global "private" constant @__constant_xf32_0 : memref<f32> = dense<0.000000e+00> {alignment = 64 : i64}
  memref.global "private" constant @__constant_xf32 : memref<f32> = dense<-3.40282347E+38> {alignment = 64 : i64}
  func.func @main_graph(%arg0: memref<?x?xi64>) -> memref<?x?x64xf32> {
    %c16 = arith.constant 16 : index
    %c8 = arith.constant 8 : index
    %c4 = arith.constant 4 : index
    %c32 = arith.constant 32 : index
    %c2 = arith.constant 2 : index
    %cst = arith.constant 3.200000e+01 : f32
    %cst_0 = arith.constant 9.9999999999999995E-7 : f64
    %cst_1 = arith.constant 0.35355339059327379 : f64
    %cst_2 = arith.constant -0.0324362069 : f32
    %c32_i64 = arith.constant 32 : i64
    %c2_i64 = arith.constant 2 : i64
    %c4_i64 = arith.constant 4 : i64
    %c1_i64 = arith.constant 1 : i64
    %c0_i64 = arith.constant 0 : i64
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c64 = arith.constant 64 : index
    %c3 = arith.constant 3 : index
    %cst_3 = arith.constant 0.000000e+00 : f32
    %c8_i64 = arith.constant 8 : i64
    %c16_i64 = arith.constant 16 : i64
    %cst_4 = arith.constant 0xFF800000 : f32
    %c64_i64 = arith.constant 64 : i64
    %cst_5 = arith.constant 1.000000e+00 : f32
    %0 = memref.get_global @__constant_xf32 : memref<f32>
    %1 = memref.get_global @__constant_xf32_0 : memref<f32>
    %2 = memref.get_global @__constant_xi1 : memref<i1>
    %3 = memref.get_global @__constant_64x32xf32 : memref<64x32xf32>
    %4 = memref.get_global @__constant_32xf32 : memref<32xf32>
    %5 = memref.get_global @__constant_32x64xf32 : memref<32x64xf32>
    %6 = memref.get_global @__constant_64x32xf32_1 : memref<64x32xf32>
    %7 = memref.get_global @__constant_64x32xf32_2 : memref<64x32xf32>
    %8 = memref.get_global @__constant_32x32xf32 : memref<32x32xf32>
    %9 = memref.get_global @__constant_16x32xf32 : memref<16x32xf32>
    %10 = memref.get_global @__constant_16x32xf32_3 : memref<16x32xf32>
    %11 = memref.get_global @__constant_32x32xf32_4 : memref<32x32xf32>
    %12 = memref.get_global @__constant_32x64xf32_5 : memref<32x64xf32>
    %13 = memref.get_global @__constant_64x32xf32_6 : memref<64x32xf32>
    %14 = memref.get_global @__constant_64x32xf32_7 : memref<64x32xf32>
    %15 = memref.get_global @__constant_32x32xf32_8 : memref<32x32xf32>
    %16 = memref.get_global @__constant_16x32xf32_9 : memref<16x32xf32>
    %17 = memref.get_global @__constant_16x32xf32_10 : memref<16x32xf32>
    %18 = memref.get_global @__constant_32x32xf32_11 : memref<32x32xf32>
    %19 = memref.get_global @__constant_4xf32 : memref<4xf32>
    %20 = memref.get_global @__constant_xi64 : memref<i64>
    %dim = memref.dim %arg0, %c0 : memref<?x?xi64>
    %21 = arith.index_cast %dim : index to i64
    %dim_6 = memref.dim %arg0, %c1 : memref<?x?xi64>
    %22 = arith.index_cast %dim_6 : index to i64
    %23 = arith.cmpi sge, %21, %c0_i64 : i64
    cf.assert %23, "negative values not allowed in new dimensions"
    %24 = arith.cmpi sge, %22, %c0_i64 : i64
    cf.assert %24, "negative values not allowed in new dimensions"
    %alloc = memref.alloc(%dim, %dim_6) {alignment = 64 : i64} : memref<?x?xi64>
    scf.for %arg1 = %c0 to %dim step %c1 {
      scf.for %arg2 = %c0 to %dim_6 step %c1 {
        %252 = memref.load %20[] : memref<i64>
        memref.store %252, %alloc[%arg1, %arg2] : memref<?x?xi64>
      }
    }
    %alloc_7 = memref.alloc(%dim_6) {alignment = 64 : i64} : memref<?xi64>
    scf.for %arg1 = %c0 to %dim_6 step %c1 {
      %252 = arith.index_cast %arg1 : index to i64
      memref.store %252, %alloc_7[%arg1] : memref<?xi64>
    }
    %alloc_8 = memref.alloc(%dim, %dim_6) {alignment = 64 : i64} : memref<?x?x32xf32>
    %alloc_9 = memref.alloc(%dim, %dim_6) {alignment = 64 : i64} : memref<?x?x32xf32>
    %dim_10 = memref.dim %arg0, %c0 : memref<?x?xi64>
    %dim_11 = memref.dim %arg0, %c1 : memref<?x?xi64>
    scf.for %arg1 = %c0 to %dim_10 step %c1 {
      scf.for %arg2 = %c0 to %dim_11 step %c1 {
        scf.for %arg3 = %c0 to %c32 step %c1 {
          %252 = memref.load %arg0[%arg1, %arg2] : memref<?x?xi64>
          %253 = arith.index_cast %252 : i64 to index
          %254 = arith.cmpi slt, %253, %c64 : index
          cf.assert %254, "index must be smaller than dim size"
          %255 = arith.cmpi sge, %252, %c0_i64 : i64
          cf.assert %255, "index must be larger or equal to 0"
          memref.store %cst_2, %alloc_9[%arg1, %arg2, %arg3] : memref<?x?x32xf32>
        }
      }
    }
    %alloc_12 = memref.alloc(%dim, %dim_6) {alignment = 64 : i64} : memref<?x?xi1>
    scf.for %arg1 = %c0 to %dim step %c1 {
      scf.for %arg2 = %c0 to %dim_6 step %c1 {
        %252 = memref.load %alloc[%arg1, %arg2] : memref<?x?xi64>
        %253 = arith.cmpi ne, %252, %c0_i64 : i64
        memref.store %253, %alloc_12[%arg1, %arg2] : memref<?x?xi1>
      }
    }
    %alloc_13 = memref.alloc(%dim) {alignment = 64 : i64} : memref<?xi64>
    scf.for %arg1 = %c0 to %dim step %c1 {
      %252 = arith.index_cast %arg1 : index to i64
      memref.store %252, %alloc_13[%arg1] : memref<?xi64>
    }
    %expand_shape = memref.expand_shape %alloc_13 [[0, 1, 2, 3]] output_shape [%dim, 1, 1, 1] : memref<?xi64> into memref<?x1x1x1xi64>
    %expand_shape_14 = memref.expand_shape %alloc_7 [[0, 1, 2, 3]] output_shape [1, 1, %dim_6, 1] : memref<?xi64> into memref<1x1x?x1xi64>
    %expand_shape_15 = memref.expand_shape %alloc_7 [[0, 1, 2, 3]] output_shape [1, 1, 1, %dim_6] : memref<?xi64> into memref<1x1x1x?xi64>
    %alloc_16 = memref.alloc(%dim_6, %dim_6) {alignment = 64 : i64} : memref<1x1x?x?xi1>
    %dim_17 = memref.dim %expand_shape_15, %c3 : memref<1x1x1x?xi64>
    %dim_18 = memref.dim %expand_shape_14, %c2 : memref<1x1x?x1xi64>
    scf.for %arg1 = %c0 to %c1 step %c1 {
      scf.for %arg2 = %c0 to %c1 step %c1 {
        scf.for %arg3 = %c0 to %dim_18 step %c1 {
          scf.for %arg4 = %c0 to %dim_17 step %c1 {
            %252 = memref.load %expand_shape_15[%arg1, %arg2, %c0, %arg4] : memref<1x1x1x?xi64>
            %253 = memref.load %expand_shape_14[%arg1, %arg2, %arg3, %c0] : memref<1x1x?x1xi64>
            %254 = arith.cmpi sle, %252, %253 : i64
            memref.store %254, %alloc_16[%arg1, %arg2, %arg3, %arg4] : memref<1x1x?x?xi1>
          }
        }
      }
    }
    scf.for %arg1 = %c0 to %c1 step %c1 {
      scf.for %arg2 = %c0 to %c1 step %c1 {
        scf.for %arg3 = %c0 to %dim_6 step %c1 {
          scf.for %arg4 = %c0 to %dim_6 step %c1 {
            %252 = memref.load %2[] : memref<i1>
            %253 = memref.load %alloc_16[%arg1, %arg2, %arg3, %arg4] : memref<1x1x?x?xi1>
            %254 = arith.andi %252, %253 : i1
            memref.store %254, %alloc_16[%arg1, %arg2, %arg3, %arg4] : memref<1x1x?x?xi1>
          }
        }
      }
    }
    %dim_19 = memref.dim %expand_shape, %c0 : memref<?x1x1x1xi64>
    %dim_20 = memref.dim %expand_shape_15, %c3 : memref<1x1x1x?xi64>
    %alloc_21 = memref.alloc(%dim_19, %dim_20) {alignment = 64 : i64} : memref<?x1x1x?xi1>
    %dim_22 = memref.dim %expand_shape, %c0 : memref<?x1x1x1xi64>
    %dim_23 = memref.dim %expand_shape_15, %c3 : memref<1x1x1x?xi64>
    scf.for %arg1 = %c0 to %dim_22 step %c1 {
      scf.for %arg2 = %c0 to %c1 step %c1 {
        scf.for %arg3 = %c0 to %c1 step %c1 {
          scf.for %arg4 = %c0 to %dim_23 step %c1 {
            %252 = memref.load %expand_shape[%arg1, %c0, %c0, %c0] : memref<?x1x1x1xi64>
            %253 = memref.load %expand_shape_15[%c0, %c0, %c0, %arg4] : memref<1x1x1x?xi64>
            %254 = arith.cmpi slt, %252, %c0_i64 : i64
            %255 = arith.addi %252, %21 : i64
            %256 = arith.select %254, %255, %252 : i64
            %257 = arith.index_cast %256 : i64 to index
            %258 = arith.cmpi slt, %253, %c0_i64 : i64
            %259 = arith.addi %253, %22 : i64
            %260 = arith.select %258, %259, %253 : i64
            %261 = arith.index_cast %260 : i64 to index
            %262 = memref.load %alloc_12[%257, %261] : memref<?x?xi1>
            memref.store %262, %alloc_21[%arg1, %arg2, %arg3, %arg4] : memref<?x1x1x?xi1>
          }
        }
      }
    }
    %25 = arith.cmpi eq, %dim_6, %dim_20 : index
    cf.assert %25, "mismatched size for broadcast"
    %alloc_24 = memref.alloc(%dim_19, %dim_6, %dim_6) {alignment = 64 : i64} : memref<?x1x?x?xi1>
    scf.for %arg1 = %c0 to %dim_19 step %c1 {
      scf.for %arg2 = %c0 to %c1 step %c1 {
        scf.for %arg3 = %c0 to %dim_6 step %c1 {
          scf.for %arg4 = %c0 to %dim_6 step %c1 {
            %252 = memref.load %alloc_16[%c0, %arg2, %arg3, %arg4] : memref<1x1x?x?xi1>
            %253 = memref.load %alloc_21[%arg1, %arg2, %c0, %arg4] : memref<?x1x1x?xi1>
            %254 = arith.andi %252, %253 : i1
            memref.store %254, %alloc_24[%arg1, %arg2, %arg3, %arg4] : memref<?x1x?x?xi1>
          }
        }
      }
    }
    cf.assert %23, "unimplemented: dynamic negative broadcast sizes"
    cf.assert %24, "unimplemented: dynamic negative broadcast sizes"
    cf.assert %24, "unimplemented: dynamic negative broadcast sizes"
    %alloc_25 = memref.alloc(%dim, %dim_6, %dim_6) {alignment = 64 : i64} : memref<?x1x?x?xi1>
    scf.for %arg1 = %c0 to %dim step %c1 {
      scf.for %arg2 = %c0 to %c1 step %c1 {
        scf.for %arg3 = %c0 to %dim_6 step %c1 {
          scf.for %arg4 = %c0 to %dim_6 step %c1 {
            %252 = arith.cmpi eq, %dim_19, %c1 : index
            %253 = arith.select %252, %c0, %arg1 : index
            %254 = arith.cmpi eq, %dim_6, %c1 : index
            %255 = arith.select %254, %c0, %arg3 : index
            %256 = arith.select %254, %c0, %arg4 : index
            %257 = memref.load %alloc_24[%253, %c0, %255, %256] : memref<?x1x?x?xi1>
            memref.store %257, %alloc_25[%arg1, %arg2, %arg3, %arg4] : memref<?x1x?x?xi1>
          }
        }
      }
    }
    %alloc_26 = memref.alloc(%dim, %dim_6, %dim_6) {alignment = 64 : i64} : memref<?x1x?x?xf32>
    scf.for %arg1 = %c0 to %dim step %c1 {
      scf.for %arg2 = %c0 to %c1 step %c1 {
        scf.for %arg3 = %c0 to %dim_6 step %c1 {
          scf.for %arg4 = %c0 to %dim_6 step %c1 {
            %252 = memref.load %alloc_25[%arg1, %arg2, %arg3, %arg4] : memref<?x1x?x?xi1>
            %253 = memref.load %1[] : memref<f32>
            %254 = memref.load %0[] : memref<f32>
            %255 = arith.select %252, %253, %254 : f32
            memref.store %255, %alloc_26[%arg1, %arg2, %arg3, %arg4] : memref<?x1x?x?xf32>
          }
        }
      }
    }
    %expand_shape_27 = memref.expand_shape %alloc_7 [[0, 1, 2]] output_shape [1, %dim_6, 1] : memref<?xi64> into memref<1x?x1xi64>
    %alloc_28 = memref.alloc(%dim_6) {alignment = 64 : i64} : memref<1x?x1xf32>
    %dim_29 = memref.dim %expand_shape_27, %c1 : memref<1x?x1xi64>
    scf.for %arg1 = %c0 to %c1 step %c1 {
      scf.for %arg2 = %c0 to %dim_29 step %c1 {
        scf.for %arg3 = %c0 to %c1 step %c1 {
          %252 = memref.load %expand_shape_27[%arg1, %arg2, %arg3] : memref<1x?x1xi64>
          %253 = arith.sitofp %252 : i64 to f32
          memref.store %253, %alloc_28[%arg1, %arg2, %arg3] : memref<1x?x1xf32>
        }
      }
    }
    %alloc_30 = memref.alloc(%dim_6) {alignment = 64 : i64} : memref<1x?x4xf32>
    scf.for %arg1 = %c0 to %c1 step %c1 {
      scf.for %arg2 = %c0 to %dim_6 step %c1 {
        scf.for %arg3 = %c0 to %c4 step %c1 {
          %252 = memref.load %alloc_28[%arg1, %arg2, %c0] : memref<1x?x1xf32>
          %253 = memref.load %19[%arg3] : memref<4xf32>
          %254 = arith.mulf %252, %253 : f32
          memref.store %254, %alloc_30[%arg1, %arg2, %arg3] : memref<1x?x4xf32>
        }
      }
    }
    %alloc_31 = memref.alloc(%dim_6) {alignment = 64 : i64} : memref<1x?x8xf32>
    %subview = memref.subview %alloc_31[0, 0, 0] [1, %dim_6, 4] [1, 1, 1] : memref<1x?x8xf32> to memref<1x?x4xf32, strided<[?, 8, 1]>>
    memref.copy %alloc_30, %subview : memref<1x?x4xf32> to memref<1x?x4xf32, strided<[?, 8, 1]>>
    %subview_32 = memref.subview %alloc_31[0, 0, 4] [1, %dim_6, 4] [1, 1, 1] : memref<1x?x8xf32> to memref<1x?x4xf32, strided<[?, 8, 1], offset: 4>>
    memref.copy %alloc_30, %subview_32 : memref<1x?x4xf32> to memref<1x?x4xf32, strided<[?, 8, 1], offset: 4>>
    %alloc_33 = memref.alloc(%dim_6) {alignment = 64 : i64} : memref<1x?x8xf32>
    %alloc_34 = memref.alloc(%dim_6) {alignment = 64 : i64} : memref<1x?x8xf32>
    scf.for %arg1 = %c0 to %c1 step %c1 {
      scf.for %arg2 = %c0 to %dim_6 step %c1 {
        scf.for %arg3 = %c0 to %c8 step %c1 {
          %252 = memref.load %alloc_31[%arg1, %arg2, %arg3] : memref<1x?x8xf32>
          %253 = math.cos %252 : f32
          memref.store %253, %alloc_34[%arg1, %arg2, %arg3] : memref<1x?x8xf32>
        }
      }
    }
    scf.for %arg1 = %c0 to %c1 step %c1 {
      scf.for %arg2 = %c0 to %dim_6 step %c1 {
        scf.for %arg3 = %c0 to %c8 step %c1 {
          %252 = memref.load %alloc_31[%arg1, %arg2, %arg3] : memref<1x?x8xf32>
          %253 = math.sin %252 : f32
          memref.store %253, %alloc_33[%arg1, %arg2, %arg3] : memref<1x?x8xf32>
        }
      }
    }
    scf.for %arg1 = %c0 to %dim step %c1 {
      scf.for %arg2 = %c0 to %dim_6 step %c1 {
        scf.for %arg3 = %c0 to %c32 step %c1 {
          %252 = memref.load %alloc_9[%arg1, %arg2, %arg3] : memref<?x?x32xf32>
          %253 = math.fpowi %252, %c2_i64 : f32, i64
          memref.store %253, %alloc_8[%arg1, %arg2, %arg3] : memref<?x?x32xf32>
        }
      }
    }
    %alloc_35 = memref.alloc(%dim, %dim_6) {alignment = 64 : i64} : memref<?x?x1xf32>
    %alloc_36 = memref.alloc(%dim, %dim_6) {alignment = 64 : i64} : memref<?x?x1xf32>
    scf.for %arg1 = %c0 to %dim step %c1 {
      scf.for %arg2 = %c0 to %dim_6 step %c1 {
        scf.for %arg3 = %c0 to %c1 step %c1 {
          memref.store %cst_3, %alloc_36[%arg1, %arg2, %arg3] : memref<?x?x1xf32>
        }
      }
    }
    %alloc_37 = memref.alloc(%dim, %dim_6) {alignment = 64 : i64} : memref<?x?x1xf32>
    memref.copy %alloc_36, %alloc_37 : memref<?x?x1xf32> to memref<?x?x1xf32>
    scf.for %arg1 = %c0 to %dim step %c1 {
      scf.for %arg2 = %c0 to %dim_6 step %c1 {
        scf.for %arg3 = %c0 to %c32 step %c1 {
          %252 = memref.load %alloc_8[%arg1, %arg2, %arg3] : memref<?x?x32xf32>
          %253 = memref.load %alloc_37[%arg1, %arg2, %c0] : memref<?x?x1xf32>
          %254 = arith.addf %252, %253 : f32
          memref.store %254, %alloc_37[%arg1, %arg2, %c0] : memref<?x?x1xf32>
        }
      }
    }
    scf.for %arg1 = %c0 to %dim step %c1 {
      scf.for %arg2 = %c0 to %dim_6 step %c1 {
        scf.for %arg3 = %c0 to %c1 step %c1 {
          %252 = memref.load %alloc_37[%arg1, %arg2, %arg3] : memref<?x?x1xf32>
          %253 = arith.divf %252, %cst : f32
          memref.store %253, %alloc_35[%arg1, %arg2, %arg3] : memref<?x?x1xf32>
        }
      }
    }
    scf.for %arg1 = %c0 to %dim step %c1 {
      scf.for %arg2 = %c0 to %dim_6 step %c1 {
        scf.for %arg3 = %c0 to %c1 step %c1 {
          %252 = memref.load %alloc_35[%arg1, %arg2, %arg3] : memref<?x?x1xf32>
          %253 = arith.truncf %cst_0 : f64 to f32
          %254 = arith.addf %252, %253 : f32
          memref.store %254, %alloc_35[%arg1, %arg2, %arg3] : memref<?x?x1xf32>
        }
      }
    }
    scf.for %arg1 = %c0 to %dim step %c1 {
      scf.for %arg2 = %c0 to %dim_6 step %c1 {
        scf.for %arg3 = %c0 to %c1 step %c1 {
          %252 = memref.load %alloc_35[%arg1, %arg2, %arg3] : memref<?x?x1xf32>
          %253 = math.rsqrt %252 : f32
          memref.store %253, %alloc_35[%arg1, %arg2, %arg3] : memref<?x?x1xf32>
        }
      }
    }
    %alloc_38 = memref.alloc(%dim) {alignment = 64 : i64} : memref<?x1x32xf32>
    scf.for %arg1 = %c0 to %dim step %c1 {
      scf.for %arg2 = %c0 to %dim_6 step %c1 {
        scf.for %arg3 = %c0 to %c32 step %c1 {
          %252 = memref.load %alloc_9[%arg1, %arg2, %arg3] : memref<?x?x32xf32>
          %253 = memref.load %alloc_35[%arg1, %arg2, %c0] : memref<?x?x1xf32>
          %254 = arith.mulf %252, %253 : f32
          memref.store %254, %alloc_38[%arg1, %arg2, %arg3] : memref<?x1x32xf32>
        }
      }
    }
    scf.for %arg1 = %c0 to %dim step %c1 {
      scf.for %arg2 = %c0 to %c1 step %c1 {
        scf.for %arg3 = %c0 to %c32 step %c1 {
          %252 = memref.load %4[%arg3] : memref<32xf32>
          %253 = memref.load %alloc_38[%arg1, %arg2, %arg3] : memref<?x1x32xf32>
          %254 = arith.mulf %252, %253 : f32
          memref.store %254, %alloc_38[%arg1, %arg2, %arg3] : memref<?x1x32xf32>
        }
      }
    }
    %alloc_39 = memref.alloc() {alignment = 64 : i64} : memref<32x32xf32>
    scf.for %arg1 = %c0 to %c32 step %c1 {
      scf.for %arg2 = %c0 to %c32 step %c1 {
        %252 = memref.load %18[%arg2, %arg1] : memref<32x32xf32>
        memref.store %252, %alloc_39[%arg1, %arg2] : memref<32x32xf32>
      }
    }
    %collapse_shape = memref.collapse_shape %alloc_38 [[0], [1, 2]] : memref<?x1x32xf32> into memref<?x32xf32>
    %alloc_40 = memref.alloc(%dim) {alignment = 64 : i64} : memref<?x32xf32>
    scf.for %arg1 = %c0 to %dim step %c1 {
      scf.for %arg2 = %c0 to %c32 step %c1 {
        memref.store %cst_3, %alloc_40[%arg1, %arg2] : memref<?x32xf32>
      }
    }
    %alloc_41 = memref.alloc(%dim) {alignment = 64 : i64} : memref<?x32xf32>
    memref.copy %alloc_40, %alloc_41 : memref<?x32xf32> to memref<?x32xf32>
    %dim_42 = memref.dim %collapse_shape, %c0 : memref<?x32xf32>
    scf.for %arg1 = %c0 to %dim_42 step %c1 {
      scf.for %arg2 = %c0 to %c32 step %c1 {
        scf.for %arg3 = %c0 to %c32 step %c1 {
          %252 = memref.load %collapse_shape[%arg1, %arg3] : memref<?x32xf32>
          %253 = memref.load %alloc_39[%arg3, %arg2] : memref<32x32xf32>
          %254 = memref.load %alloc_41[%arg1, %arg2] : memref<?x32xf32>
          %255 = arith.mulf %252, %253 : f32
          %256 = arith.addf %254, %255 : f32
          memref.store %256, %alloc_41[%arg1, %arg2] : memref<?x32xf32>
        }
      }
    }
    %26 = arith.cmpi slt, %21, %c0_i64 : i64
    %27 = arith.select %26, %c1_i64, %21 : i64
    %28 = arith.extui %26 : i1 to i64
    %29 = arith.muli %27, %22 : i64
    %30 = arith.addi %28, %c1_i64 : i64
    %31 = arith.cmpi slt, %22, %c0_i64 : i64
    %32 = arith.select %31, %27, %29 : i64
    %33 = arith.select %31, %30, %28 : i64
    %34 = arith.muli %32, %c32_i64 : i64
    %35 = arith.cmpi sle, %33, %c1_i64 : i64
    cf.assert %35, "must have at most one inferred (negative) dimension"
    %36 = arith.muli %21, %c32_i64 : i64
    %37 = arith.divsi %36, %34 : i64
    %38 = arith.select %26, %37, %21 : i64
    %39 = arith.select %31, %37, %22 : i64
    %40 = arith.addi %33, %c1_i64 : i64
    %41 = arith.muli %32, %c8_i64 : i64
    %42 = arith.cmpi sle, %40, %c1_i64 : i64
    cf.assert %42, "must have at most one inferred (negative) dimension"
    %43 = arith.muli %38, %39 : i64
    %44 = arith.muli %43, %c32_i64 : i64
    %45 = arith.divsi %44, %41 : i64
    %46 = arith.select %26, %45, %21 : i64
    %47 = arith.select %31, %45, %22 : i64
    %alloc_43 = memref.alloc() {alignment = 64 : i64} : memref<4xi64>
    memref.store %46, %alloc_43[%c0] : memref<4xi64>
    memref.store %47, %alloc_43[%c1] : memref<4xi64>
    memref.store %45, %alloc_43[%c2] : memref<4xi64>
    memref.store %c8_i64, %alloc_43[%c3] : memref<4xi64>
    %reshape = memref.reshape %alloc_41(%alloc_43) : (memref<?x32xf32>, memref<4xi64>) -> memref<?x?x4x8xf32>
    %48 = memref.load %alloc_43[%c0] : memref<4xi64>
    %49 = arith.index_cast %48 : i64 to index
    %50 = memref.load %alloc_43[%c1] : memref<4xi64>
    %51 = arith.index_cast %50 : i64 to index
    %52 = arith.index_cast %46 : i64 to index
    %53 = arith.index_cast %47 : i64 to index
    %alloc_44 = memref.alloc(%52, %53) {alignment = 64 : i64} : memref<?x4x?x8xf32>
    scf.for %arg1 = %c0 to %49 step %c1 {
      scf.for %arg2 = %c0 to %c4 step %c1 {
        scf.for %arg3 = %c0 to %51 step %c1 {
          scf.for %arg4 = %c0 to %c8 step %c1 {
            %252 = memref.load %reshape[%arg1, %arg3, %arg2, %arg4] : memref<?x?x4x8xf32>
            memref.store %252, %alloc_44[%arg1, %arg2, %arg3, %arg4] : memref<?x4x?x8xf32>
          }
        }
      }
    }
    %alloc_45 = memref.alloc() {alignment = 64 : i64} : memref<32x16xf32>
    scf.for %arg1 = %c0 to %c32 step %c1 {
      scf.for %arg2 = %c0 to %c16 step %c1 {
        %252 = memref.load %17[%arg2, %arg1] : memref<16x32xf32>
        memref.store %252, %alloc_45[%arg1, %arg2] : memref<32x16xf32>
      }
    }
    %alloc_46 = memref.alloc(%dim) {alignment = 64 : i64} : memref<?x16xf32>
    scf.for %arg1 = %c0 to %dim step %c1 {
      scf.for %arg2 = %c0 to %c16 step %c1 {
        memref.store %cst_3, %alloc_46[%arg1, %arg2] : memref<?x16xf32>
      }
    }
    %alloc_47 = memref.alloc(%dim) {alignment = 64 : i64} : memref<?x16xf32>
    memref.copy %alloc_46, %alloc_47 : memref<?x16xf32> to memref<?x16xf32>
    %dim_48 = memref.dim %collapse_shape, %c0 : memref<?x32xf32>
    scf.for %arg1 = %c0 to %dim_48 step %c1 {
      scf.for %arg2 = %c0 to %c16 step %c1 {
        scf.for %arg3 = %c0 to %c32 step %c1 {
          %252 = memref.load %collapse_shape[%arg1, %arg3] : memref<?x32xf32>
          %253 = memref.load %alloc_45[%arg3, %arg2] : memref<32x16xf32>
          %254 = memref.load %alloc_47[%arg1, %arg2] : memref<?x16xf32>
          %255 = arith.mulf %252, %253 : f32
          %256 = arith.addf %254, %255 : f32
          memref.store %256, %alloc_47[%arg1, %arg2] : memref<?x16xf32>
        }
      }
    }
    %54 = arith.muli %32, %c16_i64 : i64
    cf.assert %35, "must have at most one inferred (negative) dimension"
    %55 = arith.muli %21, %c16_i64 : i64
    %56 = arith.divsi %55, %54 : i64
    %57 = arith.select %26, %56, %21 : i64
    %58 = arith.select %31, %56, %22 : i64
    cf.assert %42, "must have at most one inferred (negative) dimension"
    %59 = arith.muli %57, %58 : i64
    %60 = arith.muli %59, %c16_i64 : i64
    %61 = arith.divsi %60, %41 : i64
    %62 = arith.select %26, %61, %21 : i64
    %63 = arith.select %31, %61, %22 : i64
    %alloc_49 = memref.alloc() {alignment = 64 : i64} : memref<4xi64>
    memref.store %62, %alloc_49[%c0] : memref<4xi64>
    memref.store %63, %alloc_49[%c1] : memref<4xi64>
    memref.store %61, %alloc_49[%c2] : memref<4xi64>
    memref.store %c8_i64, %alloc_49[%c3] : memref<4xi64>
    %reshape_50 = memref.reshape %alloc_47(%alloc_49) : (memref<?x16xf32>, memref<4xi64>) -> memref<?x?x2x8xf32>
    %64 = memref.load %alloc_49[%c0] : memref<4xi64>
    %65 = arith.index_cast %64 : i64 to index
    %66 = memref.load %alloc_49[%c1] : memref<4xi64>
    %67 = arith.index_cast %66 : i64 to index
    %68 = arith.index_cast %62 : i64 to index
    %69 = arith.index_cast %63 : i64 to index
    %alloc_51 = memref.alloc(%68, %69) {alignment = 64 : i64} : memref<?x2x?x8xf32>
    scf.for %arg1 = %c0 to %65 step %c1 {
      scf.for %arg2 = %c0 to %c2 step %c1 {
        scf.for %arg3 = %c0 to %67 step %c1 {
          scf.for %arg4 = %c0 to %c8 step %c1 {
            %252 = memref.load %reshape_50[%arg1, %arg3, %arg2, %arg4] : memref<?x?x2x8xf32>
            memref.store %252, %alloc_51[%arg1, %arg2, %arg3, %arg4] : memref<?x2x?x8xf32>
          }
        }
      }
    }
    scf.for %arg1 = %c0 to %c32 step %c1 {
      scf.for %arg2 = %c0 to %c16 step %c1 {
        %252 = memref.load %16[%arg2, %arg1] : memref<16x32xf32>
        memref.store %252, %alloc_45[%arg1, %arg2] : memref<32x16xf32>
      }
    }
    %alloc_52 = memref.alloc(%dim) {alignment = 64 : i64} : memref<?x16xf32>
    memref.copy %alloc_46, %alloc_52 : memref<?x16xf32> to memref<?x16xf32>
    %dim_53 = memref.dim %collapse_shape, %c0 : memref<?x32xf32>
    scf.for %arg1 = %c0 to %dim_53 step %c1 {
      scf.for %arg2 = %c0 to %c16 step %c1 {
        scf.for %arg3 = %c0 to %c32 step %c1 {
          %252 = memref.load %collapse_shape[%arg1, %arg3] : memref<?x32xf32>
          %253 = memref.load %alloc_45[%arg3, %arg2] : memref<32x16xf32>
          %254 = memref.load %alloc_52[%arg1, %arg2] : memref<?x16xf32>
          %255 = arith.mulf %252, %253 : f32
          %256 = arith.addf %254, %255 : f32
          memref.store %256, %alloc_52[%arg1, %arg2] : memref<?x16xf32>
        }
      }
    }
    cf.assert %35, "must have at most one inferred (negative) dimension"
    cf.assert %42, "must have at most one inferred (negative) dimension"
    %reshape_54 = memref.reshape %alloc_52(%alloc_49) : (memref<?x16xf32>, memref<4xi64>) -> memref<?x?x2x8xf32>
    %70 = memref.load %alloc_49[%c0] : memref<4xi64>
    %71 = arith.index_cast %70 : i64 to index
    %72 = memref.load %alloc_49[%c1] : memref<4xi64>
    %73 = arith.index_cast %72 : i64 to index
    %alloc_55 = memref.alloc(%68, %69) {alignment = 64 : i64} : memref<?x2x?x8xf32>
    scf.for %arg1 = %c0 to %71 step %c1 {
      scf.for %arg2 = %c0 to %c2 step %c1 {
        scf.for %arg3 = %c0 to %73 step %c1 {
          scf.for %arg4 = %c0 to %c8 step %c1 {
            %252 = memref.load %reshape_54[%arg1, %arg3, %arg2, %arg4] : memref<?x?x2x8xf32>
            memref.store %252, %alloc_55[%arg1, %arg2, %arg3, %arg4] : memref<?x2x?x8xf32>
          }
        }
      }
    }
    %expand_shape_56 = memref.expand_shape %alloc_34 [[0], [1, 2], [3]] output_shape [1, 1, %dim_6, 8] : memref<1x?x8xf32> into memref<1x1x?x8xf32>
    %expand_shape_57 = memref.expand_shape %alloc_33 [[0], [1, 2], [3]] output_shape [1, 1, %dim_6, 8] : memref<1x?x8xf32> into memref<1x1x?x8xf32>
    %74 = arith.cmpi eq, %53, %dim_6 : index
    cf.assert %74, "mismatched size for broadcast"
    %alloc_58 = memref.alloc(%52, %53) {alignment = 64 : i64} : memref<?x4x?x8xf32>
    scf.for %arg1 = %c0 to %52 step %c1 {
      scf.for %arg2 = %c0 to %c4 step %c1 {
        scf.for %arg3 = %c0 to %53 step %c1 {
          scf.for %arg4 = %c0 to %c8 step %c1 {
            %252 = memref.load %alloc_44[%arg1, %arg2, %arg3, %arg4] : memref<?x4x?x8xf32>
            %253 = memref.load %expand_shape_56[%c0, %c0, %arg3, %arg4] : memref<1x1x?x8xf32>
            %254 = arith.mulf %252, %253 : f32
            memref.store %254, %alloc_58[%arg1, %arg2, %arg3, %arg4] : memref<?x4x?x8xf32>
          }
        }
      }
    }
    %subview_59 = memref.subview %alloc_44[0, 0, 0, 0] [%52, 4, %53, 4] [1, 1, 1, 1] : memref<?x4x?x8xf32> to memref<?x4x?x4xf32, strided<[?, ?, 8, 1]>>
    %subview_60 = memref.subview %alloc_44[0, 0, 0, 4] [%52, 4, %53, 4] [1, 1, 1, 1] : memref<?x4x?x8xf32> to memref<?x4x?x4xf32, strided<[?, ?, 8, 1], offset: 4>>
    %alloc_61 = memref.alloc(%52, %53) {alignment = 64 : i64} : memref<?x4x?x4xf32>
    scf.for %arg1 = %c0 to %52 step %c1 {
      scf.for %arg2 = %c0 to %c4 step %c1 {
        scf.for %arg3 = %c0 to %53 step %c1 {
          scf.for %arg4 = %c0 to %c4 step %c1 {
            %252 = memref.load %subview_60[%arg1, %arg2, %arg3, %arg4] : memref<?x4x?x4xf32, strided<[?, ?, 8, 1], offset: 4>>
            %253 = arith.negf %252 : f32
            memref.store %253, %alloc_61[%arg1, %arg2, %arg3, %arg4] : memref<?x4x?x4xf32>
          }
        }
      }
    }
    %alloc_62 = memref.alloc(%52, %53) {alignment = 64 : i64} : memref<?x4x?x8xf32>
    %subview_63 = memref.subview %alloc_62[0, 0, 0, 0] [%52, 4, %53, 4] [1, 1, 1, 1] : memref<?x4x?x8xf32> to memref<?x4x?x4xf32, strided<[?, ?, 8, 1]>>
    memref.copy %alloc_61, %subview_63 : memref<?x4x?x4xf32> to memref<?x4x?x4xf32, strided<[?, ?, 8, 1]>>
    %subview_64 = memref.subview %alloc_62[0, 0, 0, 4] [%52, 4, %53, 4] [1, 1, 1, 1] : memref<?x4x?x8xf32> to memref<?x4x?x4xf32, strided<[?, ?, 8, 1], offset: 4>>
    memref.copy %subview_59, %subview_64 : memref<?x4x?x4xf32, strided<[?, ?, 8, 1]>> to memref<?x4x?x4xf32, strided<[?, ?, 8, 1], offset: 4>>
    cf.assert %74, "mismatched size for broadcast"
    scf.for %arg1 = %c0 to %52 step %c1 {
      scf.for %arg2 = %c0 to %c4 step %c1 {
        scf.for %arg3 = %c0 to %53 step %c1 {
          scf.for %arg4 = %c0 to %c8 step %c1 {
            %252 = memref.load %alloc_62[%arg1, %arg2, %arg3, %arg4] : memref<?x4x?x8xf32>
            %253 = memref.load %expand_shape_57[%c0, %c0, %arg3, %arg4] : memref<1x1x?x8xf32>
            %254 = arith.mulf %252, %253 : f32
            memref.store %254, %alloc_44[%arg1, %arg2, %arg3, %arg4] : memref<?x4x?x8xf32>
          }
        }
      }
    }
    scf.for %arg1 = %c0 to %52 step %c1 {
      scf.for %arg2 = %c0 to %c4 step %c1 {
        scf.for %arg3 = %c0 to %53 step %c1 {
          scf.for %arg4 = %c0 to %c8 step %c1 {
            %252 = memref.load %alloc_58[%arg1, %arg2, %arg3, %arg4] : memref<?x4x?x8xf32>
            %253 = memref.load %alloc_44[%arg1, %arg2, %arg3, %arg4] : memref<?x4x?x8xf32>
            %254 = arith.addf %252, %253 : f32
            memref.store %254, %alloc_44[%arg1, %arg2, %arg3, %arg4] : memref<?x4x?x8xf32>
          }
        }
      }
    }
    %75 = arith.cmpi eq, %69, %dim_6 : index
    cf.assert %75, "mismatched size for broadcast"
    %alloc_65 = memref.alloc(%68, %69) {alignment = 64 : i64} : memref<?x2x?x8xf32>
    scf.for %arg1 = %c0 to %68 step %c1 {
      scf.for %arg2 = %c0 to %c2 step %c1 {
        scf.for %arg3 = %c0 to %69 step %c1 {
          scf.for %arg4 = %c0 to %c8 step %c1 {
            %252 = memref.load %alloc_51[%arg1, %arg2, %arg3, %arg4] : memref<?x2x?x8xf32>
            %253 = memref.load %expand_shape_56[%c0, %c0, %arg3, %arg4] : memref<1x1x?x8xf32>
            %254 = arith.mulf %252, %253 : f32
            memref.store %254, %alloc_65[%arg1, %arg2, %arg3, %arg4] : memref<?x2x?x8xf32>
          }
        }
      }
    }
    %subview_66 = memref.subview %alloc_51[0, 0, 0, 0] [%68, 2, %69, 4] [1, 1, 1, 1] : memref<?x2x?x8xf32> to memref<?x2x?x4xf32, strided<[?, ?, 8, 1]>>
    %subview_67 = memref.subview %alloc_51[0, 0, 0, 4] [%68, 2, %69, 4] [1, 1, 1, 1] : memref<?x2x?x8xf32> to memref<?x2x?x4xf32, strided<[?, ?, 8, 1], offset: 4>>
    %alloc_68 = memref.alloc(%68, %69) {alignment = 64 : i64} : memref<?x2x?x4xf32>
    scf.for %arg1 = %c0 to %68 step %c1 {
      scf.for %arg2 = %c0 to %c2 step %c1 {
        scf.for %arg3 = %c0 to %69 step %c1 {
          scf.for %arg4 = %c0 to %c4 step %c1 {
            %252 = memref.load %subview_67[%arg1, %arg2, %arg3, %arg4] : memref<?x2x?x4xf32, strided<[?, ?, 8, 1], offset: 4>>
            %253 = arith.negf %252 : f32
            memref.store %253, %alloc_68[%arg1, %arg2, %arg3, %arg4] : memref<?x2x?x4xf32>
          }
        }
      }
    }
    %alloc_69 = memref.alloc(%68, %69) {alignment = 64 : i64} : memref<?x2x?x8xf32>
    %subview_70 = memref.subview %alloc_69[0, 0, 0, 0] [%68, 2, %69, 4] [1, 1, 1, 1] : memref<?x2x?x8xf32> to memref<?x2x?x4xf32, strided<[?, ?, 8, 1]>>
    memref.copy %alloc_68, %subview_70 : memref<?x2x?x4xf32> to memref<?x2x?x4xf32, strided<[?, ?, 8, 1]>>
    %subview_71 = memref.subview %alloc_69[0, 0, 0, 4] [%68, 2, %69, 4] [1, 1, 1, 1] : memref<?x2x?x8xf32> to memref<?x2x?x4xf32, strided<[?, ?, 8, 1], offset: 4>>
    memref.copy %subview_66, %subview_71 : memref<?x2x?x4xf32, strided<[?, ?, 8, 1]>> to memref<?x2x?x4xf32, strided<[?, ?, 8, 1], offset: 4>>
    cf.assert %75, "mismatched size for broadcast"
    scf.for %arg1 = %c0 to %68 step %c1 {
      scf.for %arg2 = %c0 to %c2 step %c1 {
        scf.for %arg3 = %c0 to %69 step %c1 {
          scf.for %arg4 = %c0 to %c8 step %c1 {
            %252 = memref.load %alloc_69[%arg1, %arg2, %arg3, %arg4] : memref<?x2x?x8xf32>
            %253 = memref.load %expand_shape_57[%c0, %c0, %arg3, %arg4] : memref<1x1x?x8xf32>
            %254 = arith.mulf %252, %253 : f32
            memref.store %254, %alloc_51[%arg1, %arg2, %arg3, %arg4] : memref<?x2x?x8xf32>
          }
        }
      }
    }
    scf.for %arg1 = %c0 to %68 step %c1 {
      scf.for %arg2 = %c0 to %c2 step %c1 {
        scf.for %arg3 = %c0 to %69 step %c1 {
          scf.for %arg4 = %c0 to %c8 step %c1 {
            %252 = memref.load %alloc_65[%arg1, %arg2, %arg3, %arg4] : memref<?x2x?x8xf32>
            %253 = memref.load %alloc_51[%arg1, %arg2, %arg3, %arg4] : memref<?x2x?x8xf32>
            %254 = arith.addf %252, %253 : f32
            memref.store %254, %alloc_51[%arg1, %arg2, %arg3, %arg4] : memref<?x2x?x8xf32>
          }
        }
      }
    }
    %expand_shape_72 = memref.expand_shape %alloc_51 [[0], [1], [2, 3], [4]] output_shape [%68, 2, 1, %69, 8] : memref<?x2x?x8xf32> into memref<?x2x1x?x8xf32>
    cf.assert %23, "unimplemented: dynamic negative broadcast sizes"
    cf.assert %24, "unimplemented: dynamic negative broadcast sizes"
    %alloc_73 = memref.alloc(%dim, %dim_6) {alignment = 64 : i64} : memref<?x2x2x?x8xf32>
    %alloc_74 = memref.alloc(%dim, %dim_6) {alignment = 64 : i64} : memref<?x2x2x?x8xf32>
    scf.for %arg1 = %c0 to %dim step %c1 {
      scf.for %arg2 = %c0 to %c2 step %c1 {
        scf.for %arg3 = %c0 to %c2 step %c1 {
          scf.for %arg4 = %c0 to %dim_6 step %c1 {
            scf.for %arg5 = %c0 to %c8 step %c1 {
              %252 = arith.cmpi eq, %68, %c1 : index
              %253 = arith.select %252, %c0, %arg1 : index
              %254 = arith.cmpi eq, %69, %c1 : index
              %255 = arith.select %254, %c0, %arg4 : index
              %256 = memref.load %expand_shape_72[%253, %arg2, %c0, %255, %arg5] : memref<?x2x1x?x8xf32>
              memref.store %256, %alloc_74[%arg1, %arg2, %arg3, %arg4, %arg5] : memref<?x2x2x?x8xf32>
            }
          }
        }
      }
    }
    %76 = arith.muli %27, %c4_i64 : i64
    %77 = arith.muli %76, %22 : i64
    %78 = arith.select %31, %76, %77 : i64
    %79 = arith.muli %78, %c8_i64 : i64
    cf.assert %35, "must have at most one inferred (negative) dimension"
    %80 = arith.muli %21, %c4_i64 : i64
    %81 = arith.muli %80, %22 : i64
    %82 = arith.muli %81, %c8_i64 : i64
    %83 = arith.divsi %82, %79 : i64
    %84 = arith.select %26, %83, %21 : i64
    %85 = arith.select %31, %83, %22 : i64
    %alloc_75 = memref.alloc() {alignment = 64 : i64} : memref<4xi64>
    memref.store %84, %alloc_75[%c0] : memref<4xi64>
    memref.store %c4_i64, %alloc_75[%c1] : memref<4xi64>
    memref.store %85, %alloc_75[%c2] : memref<4xi64>
    memref.store %c8_i64, %alloc_75[%c3] : memref<4xi64>
    %reshape_76 = memref.reshape %alloc_74(%alloc_75) : (memref<?x2x2x?x8xf32>, memref<4xi64>) -> memref<?x4x?x8xf32>
    %86 = memref.load %alloc_75[%c0] : memref<4xi64>
    %87 = arith.index_cast %86 : i64 to index
    %88 = memref.load %alloc_75[%c2] : memref<4xi64>
    %89 = arith.index_cast %88 : i64 to index
    %expand_shape_77 = memref.expand_shape %alloc_55 [[0], [1], [2, 3], [4]] output_shape [%68, 2, 1, %69, 8] : memref<?x2x?x8xf32> into memref<?x2x1x?x8xf32>
    cf.assert %23, "unimplemented: dynamic negative broadcast sizes"
    cf.assert %24, "unimplemented: dynamic negative broadcast sizes"
    scf.for %arg1 = %c0 to %dim step %c1 {
      scf.for %arg2 = %c0 to %c2 step %c1 {
        scf.for %arg3 = %c0 to %c2 step %c1 {
          scf.for %arg4 = %c0 to %dim_6 step %c1 {
            scf.for %arg5 = %c0 to %c8 step %c1 {
              %252 = arith.cmpi eq, %68, %c1 : index
              %253 = arith.select %252, %c0, %arg1 : index
              %254 = arith.cmpi eq, %69, %c1 : index
              %255 = arith.select %254, %c0, %arg4 : index
              %256 = memref.load %expand_shape_77[%253, %arg2, %c0, %255, %arg5] : memref<?x2x1x?x8xf32>
              memref.store %256, %alloc_73[%arg1, %arg2, %arg3, %arg4, %arg5] : memref<?x2x2x?x8xf32>
            }
          }
        }
      }
    }
    cf.assert %35, "must have at most one inferred (negative) dimension"
    %reshape_78 = memref.reshape %alloc_73(%alloc_75) : (memref<?x2x2x?x8xf32>, memref<4xi64>) -> memref<?x4x?x8xf32>
    %90 = arith.index_cast %84 : i64 to index
    %91 = arith.index_cast %85 : i64 to index
    %alloc_79 = memref.alloc(%90, %91) {alignment = 64 : i64} : memref<?x4x8x?xf32>
    scf.for %arg1 = %c0 to %87 step %c1 {
      scf.for %arg2 = %c0 to %c4 step %c1 {
        scf.for %arg3 = %c0 to %c8 step %c1 {
          scf.for %arg4 = %c0 to %89 step %c1 {
            %252 = memref.load %reshape_76[%arg1, %arg2, %arg4, %arg3] : memref<?x4x?x8xf32>
            memref.store %252, %alloc_79[%arg1, %arg2, %arg3, %arg4] : memref<?x4x8x?xf32>
          }
        }
      }
    }
    cf.assert %23, "unimplemented: dynamic negative broadcast sizes"
    cf.assert %24, "unimplemented: dynamic negative broadcast sizes"
    %alloc_80 = memref.alloc(%dim, %dim_6) {alignment = 64 : i64} : memref<?x4x?x8xf32>
    scf.for %arg1 = %c0 to %dim step %c1 {
      scf.for %arg2 = %c0 to %c4 step %c1 {
        scf.for %arg3 = %c0 to %dim_6 step %c1 {
          scf.for %arg4 = %c0 to %c8 step %c1 {
            %252 = arith.cmpi eq, %52, %c1 : index
            %253 = arith.select %252, %c0, %arg1 : index
            %254 = arith.cmpi eq, %53, %c1 : index
            %255 = arith.select %254, %c0, %arg3 : index
            %256 = memref.load %alloc_44[%253, %arg2, %255, %arg4] : memref<?x4x?x8xf32>
            memref.store %256, %alloc_80[%arg1, %arg2, %arg3, %arg4] : memref<?x4x?x8xf32>
          }
        }
      }
    }
    %92 = arith.cmpi slt, %80, %c0_i64 : i64
    %93 = arith.select %92, %c1_i64, %80 : i64
    %94 = arith.extui %92 : i1 to i64
    %95 = arith.muli %93, %22 : i64
    %96 = arith.addi %94, %c1_i64 : i64
    %97 = arith.select %31, %93, %95 : i64
    %98 = arith.select %31, %96, %94 : i64
    %99 = arith.muli %97, %c8_i64 : i64
    %100 = arith.cmpi sle, %98, %c1_i64 : i64
    cf.assert %100, "must have at most one inferred (negative) dimension"
    %101 = arith.divsi %82, %99 : i64
    %102 = arith.select %92, %101, %80 : i64
    %103 = arith.select %31, %101, %22 : i64
    %alloc_81 = memref.alloc() {alignment = 64 : i64} : memref<3xi64>
    memref.store %102, %alloc_81[%c0] : memref<3xi64>
    memref.store %103, %alloc_81[%c1] : memref<3xi64>
    memref.store %c8_i64, %alloc_81[%c2] : memref<3xi64>
    %reshape_82 = memref.reshape %alloc_80(%alloc_81) : (memref<?x4x?x8xf32>, memref<3xi64>) -> memref<?x?x8xf32>
    %104 = memref.load %alloc_81[%c0] : memref<3xi64>
    %105 = arith.index_cast %104 : i64 to index
    %106 = memref.load %alloc_81[%c1] : memref<3xi64>
    %107 = arith.index_cast %106 : i64 to index
    cf.assert %23, "unimplemented: dynamic negative broadcast sizes"
    cf.assert %24, "unimplemented: dynamic negative broadcast sizes"
    %alloc_83 = memref.alloc(%dim, %dim_6) {alignment = 64 : i64} : memref<?x4x8x?xf32>
    scf.for %arg1 = %c0 to %dim step %c1 {
      scf.for %arg2 = %c0 to %c4 step %c1 {
        scf.for %arg3 = %c0 to %c8 step %c1 {
          scf.for %arg4 = %c0 to %dim_6 step %c1 {
            %252 = arith.cmpi eq, %90, %c1 : index
            %253 = arith.select %252, %c0, %arg1 : index
            %254 = arith.cmpi eq, %91, %c1 : index
            %255 = arith.select %254, %c0, %arg4 : index
            %256 = memref.load %alloc_79[%253, %arg2, %arg3, %255] : memref<?x4x8x?xf32>
            memref.store %256, %alloc_83[%arg1, %arg2, %arg3, %arg4] : memref<?x4x8x?xf32>
          }
        }
      }
    }
    %108 = arith.muli %93, %c8_i64 : i64
    %109 = arith.muli %108, %22 : i64
    %110 = arith.select %31, %108, %109 : i64
    cf.assert %100, "must have at most one inferred (negative) dimension"
    %111 = arith.muli %36, %22 : i64
    %112 = arith.divsi %111, %110 : i64
    %113 = arith.select %92, %112, %80 : i64
    %114 = arith.select %31, %112, %22 : i64
    %alloc_84 = memref.alloc() {alignment = 64 : i64} : memref<3xi64>
    memref.store %113, %alloc_84[%c0] : memref<3xi64>
    memref.store %c8_i64, %alloc_84[%c1] : memref<3xi64>
    memref.store %114, %alloc_84[%c2] : memref<3xi64>
    %reshape_85 = memref.reshape %alloc_83(%alloc_84) : (memref<?x4x8x?xf32>, memref<3xi64>) -> memref<?x8x?xf32>
    %115 = memref.load %alloc_84[%c2] : memref<3xi64>
    %116 = arith.index_cast %115 : i64 to index
    %117 = arith.index_cast %102 : i64 to index
    %118 = arith.index_cast %103 : i64 to index
    %119 = arith.index_cast %114 : i64 to index
    %120 = arith.cmpi eq, %102, %113 : i64
    cf.assert %120, "mismatching contracting dimension"
    %alloc_86 = memref.alloc(%117, %118, %119) {alignment = 64 : i64} : memref<?x?x?xf32>
    scf.for %arg1 = %c0 to %117 step %c1 {
      scf.for %arg2 = %c0 to %118 step %c1 {
        scf.for %arg3 = %c0 to %119 step %c1 {
          memref.store %cst_3, %alloc_86[%arg1, %arg2, %arg3] : memref<?x?x?xf32>
        }
      }
    }
    %alloc_87 = memref.alloc(%117, %118, %119) {alignment = 64 : i64} : memref<?x?x?xf32>
    memref.copy %alloc_86, %alloc_87 : memref<?x?x?xf32> to memref<?x?x?xf32>
    scf.for %arg1 = %c0 to %105 step %c1 {
      scf.for %arg2 = %c0 to %107 step %c1 {
        scf.for %arg3 = %c0 to %116 step %c1 {
          scf.for %arg4 = %c0 to %c8 step %c1 {
            %252 = memref.load %reshape_82[%arg1, %arg2, %arg4] : memref<?x?x8xf32>
            %253 = memref.load %reshape_85[%arg1, %arg4, %arg3] : memref<?x8x?xf32>
            %254 = memref.load %alloc_87[%arg1, %arg2, %arg3] : memref<?x?x?xf32>
            %255 = arith.mulf %252, %253 : f32
            %256 = arith.addf %254, %255 : f32
            memref.store %256, %alloc_87[%arg1, %arg2, %arg3] : memref<?x?x?xf32>
          }
        }
      }
    }
    %121 = arith.muli %78, %22 : i64
    %122 = arith.select %31, %76, %121 : i64
    %123 = arith.select %31, %40, %28 : i64
    %124 = arith.cmpi sle, %123, %c1_i64 : i64
    cf.assert %124, "must have at most one inferred (negative) dimension"
    %125 = arith.muli %102, %103 : i64
    %126 = arith.muli %125, %114 : i64
    %127 = arith.divsi %126, %122 : i64
    %128 = arith.select %26, %127, %21 : i64
    %129 = arith.select %31, %127, %22 : i64
    %alloc_88 = memref.alloc() {alignment = 64 : i64} : memref<4xi64>
    memref.store %128, %alloc_88[%c0] : memref<4xi64>
    memref.store %c4_i64, %alloc_88[%c1] : memref<4xi64>
    memref.store %129, %alloc_88[%c2] : memref<4xi64>
    memref.store %129, %alloc_88[%c3] : memref<4xi64>
    %reshape_89 = memref.reshape %alloc_87(%alloc_88) : (memref<?x?x?xf32>, memref<4xi64>) -> memref<?x4x?x?xf32>
    %130 = memref.load %alloc_88[%c0] : memref<4xi64>
    %131 = arith.index_cast %130 : i64 to index
    %132 = memref.load %alloc_88[%c2] : memref<4xi64>
    %133 = arith.index_cast %132 : i64 to index
    %134 = memref.load %alloc_88[%c3] : memref<4xi64>
    %135 = arith.index_cast %134 : i64 to index
    %136 = arith.index_cast %128 : i64 to index
    %137 = arith.index_cast %129 : i64 to index
    %alloc_90 = memref.alloc(%136, %137, %137) {alignment = 64 : i64} : memref<?x4x?x?xf32>
    scf.for %arg1 = %c0 to %131 step %c1 {
      scf.for %arg2 = %c0 to %c4 step %c1 {
        scf.for %arg3 = %c0 to %133 step %c1 {
          scf.for %arg4 = %c0 to %135 step %c1 {
            %252 = memref.load %reshape_89[%arg1, %arg2, %arg3, %arg4] : memref<?x4x?x?xf32>
            %253 = arith.truncf %cst_1 : f64 to f32
            %254 = arith.mulf %252, %253 : f32
            memref.store %254, %alloc_90[%arg1, %arg2, %arg3, %arg4] : memref<?x4x?x?xf32>
          }
        }
      }
    }
    %138 = arith.cmpi eq, %136, %dim : index
    cf.assert %138, "mismatched size for broadcast"
    %139 = arith.cmpi eq, %137, %dim_6 : index
    cf.assert %139, "mismatched size for broadcast"
    cf.assert %139, "mismatched size for broadcast"
    scf.for %arg1 = %c0 to %136 step %c1 {
      scf.for %arg2 = %c0 to %c4 step %c1 {
        scf.for %arg3 = %c0 to %137 step %c1 {
          scf.for %arg4 = %c0 to %137 step %c1 {
            %252 = memref.load %alloc_90[%arg1, %arg2, %arg3, %arg4] : memref<?x4x?x?xf32>
            %253 = memref.load %alloc_26[%arg1, %c0, %arg3, %arg4] : memref<?x1x?x?xf32>
            %254 = arith.addf %252, %253 : f32
            memref.store %254, %alloc_90[%arg1, %arg2, %arg3, %arg4] : memref<?x4x?x?xf32>
          }
        }
      }
    }
    %alloc_91 = memref.alloc(%136, %137) {alignment = 64 : i64} : memref<?x4x?xi64>
    scf.for %arg1 = %c0 to %136 step %c1 {
      scf.for %arg2 = %c0 to %c4 step %c1 {
        scf.for %arg3 = %c0 to %137 step %c1 {
          memref.store %c0_i64, %alloc_91[%arg1, %arg2, %arg3] : memref<?x4x?xi64>
        }
      }
    }
    %alloc_92 = memref.alloc(%136, %137) {alignment = 64 : i64} : memref<?x4x?xf32>
    scf.for %arg1 = %c0 to %136 step %c1 {
      scf.for %arg2 = %c0 to %c4 step %c1 {
        scf.for %arg3 = %c0 to %137 step %c1 {
          memref.store %cst_4, %alloc_92[%arg1, %arg2, %arg3] : memref<?x4x?xf32>
        }
      }
    }
    %alloc_93 = memref.alloc(%136, %137) {alignment = 64 : i64} : memref<?x4x?xf32>
    memref.copy %alloc_92, %alloc_93 : memref<?x4x?xf32> to memref<?x4x?xf32>
    %alloc_94 = memref.alloc(%136, %137) {alignment = 64 : i64} : memref<?x4x?xi64>
    memref.copy %alloc_91, %alloc_94 : memref<?x4x?xi64> to memref<?x4x?xi64>
    scf.for %arg1 = %c0 to %136 step %c1 {
      scf.for %arg2 = %c0 to %c4 step %c1 {
        scf.for %arg3 = %c0 to %137 step %c1 {
          scf.for %arg4 = %c0 to %137 step %c1 {
            %252 = memref.load %alloc_90[%arg1, %arg2, %arg3, %arg4] : memref<?x4x?x?xf32>
            %253 = memref.load %alloc_93[%arg1, %arg2, %arg3] : memref<?x4x?xf32>
            %254 = memref.load %alloc_94[%arg1, %arg2, %arg3] : memref<?x4x?xi64>
            %255 = arith.index_cast %arg4 : index to i64
            %256 = arith.maximumf %252, %253 : f32
            %257 = arith.cmpf ogt, %252, %253 : f32
            %258 = arith.select %257, %255, %254 : i64
            memref.store %256, %alloc_93[%arg1, %arg2, %arg3] : memref<?x4x?xf32>
            memref.store %258, %alloc_94[%arg1, %arg2, %arg3] : memref<?x4x?xi64>
          }
        }
      }
    }
    %expand_shape_95 = memref.expand_shape %alloc_93 [[0], [1], [2, 3]] output_shape [%136, 4, %137, 1] : memref<?x4x?xf32> into memref<?x4x?x1xf32>
    scf.for %arg1 = %c0 to %136 step %c1 {
      scf.for %arg2 = %c0 to %c4 step %c1 {
        scf.for %arg3 = %c0 to %137 step %c1 {
          scf.for %arg4 = %c0 to %137 step %c1 {
            %252 = memref.load %alloc_90[%arg1, %arg2, %arg3, %arg4] : memref<?x4x?x?xf32>
            %253 = memref.load %expand_shape_95[%arg1, %arg2, %arg3, %c0] : memref<?x4x?x1xf32>
            %254 = arith.subf %252, %253 : f32
            memref.store %254, %alloc_90[%arg1, %arg2, %arg3, %arg4] : memref<?x4x?x?xf32>
          }
        }
      }
    }
    scf.for %arg1 = %c0 to %136 step %c1 {
      scf.for %arg2 = %c0 to %c4 step %c1 {
        scf.for %arg3 = %c0 to %137 step %c1 {
          scf.for %arg4 = %c0 to %137 step %c1 {
            %252 = memref.load %alloc_90[%arg1, %arg2, %arg3, %arg4] : memref<?x4x?x?xf32>
            %253 = math.exp %252 : f32
            memref.store %253, %alloc_90[%arg1, %arg2, %arg3, %arg4] : memref<?x4x?x?xf32>
          }
        }
      }
    }
    %alloc_96 = memref.alloc(%136, %137) {alignment = 64 : i64} : memref<?x4x?x1xf32>
    scf.for %arg1 = %c0 to %136 step %c1 {
      scf.for %arg2 = %c0 to %c4 step %c1 {
        scf.for %arg3 = %c0 to %137 step %c1 {
          scf.for %arg4 = %c0 to %c1 step %c1 {
            memref.store %cst_3, %alloc_96[%arg1, %arg2, %arg3, %arg4] : memref<?x4x?x1xf32>
          }
        }
      }
    }
    %alloc_97 = memref.alloc(%136, %137) {alignment = 64 : i64} : memref<?x4x?x1xf32>
    memref.copy %alloc_96, %alloc_97 : memref<?x4x?x1xf32> to memref<?x4x?x1xf32>
    scf.for %arg1 = %c0 to %136 step %c1 {
      scf.for %arg2 = %c0 to %c4 step %c1 {
        scf.for %arg3 = %c0 to %137 step %c1 {
          scf.for %arg4 = %c0 to %137 step %c1 {
            %252 = memref.load %alloc_90[%arg1, %arg2, %arg3, %arg4] : memref<?x4x?x?xf32>
            %253 = memref.load %alloc_97[%arg1, %arg2, %arg3, %c0] : memref<?x4x?x1xf32>
            %254 = arith.addf %252, %253 : f32
            memref.store %254, %alloc_97[%arg1, %arg2, %arg3, %c0] : memref<?x4x?x1xf32>
          }
        }
      }
    }
    scf.for %arg1 = %c0 to %136 step %c1 {
      scf.for %arg2 = %c0 to %c4 step %c1 {
        scf.for %arg3 = %c0 to %137 step %c1 {
          scf.for %arg4 = %c0 to %137 step %c1 {
            %252 = memref.load %alloc_90[%arg1, %arg2, %arg3, %arg4] : memref<?x4x?x?xf32>
            %253 = memref.load %alloc_97[%arg1, %arg2, %arg3, %c0] : memref<?x4x?x1xf32>
            %254 = arith.divf %252, %253 : f32
            memref.store %254, %alloc_90[%arg1, %arg2, %arg3, %arg4] : memref<?x4x?x?xf32>
          }
        }
      }
    }
    cf.assert %23, "unimplemented: dynamic negative broadcast sizes"
    cf.assert %24, "unimplemented: dynamic negative broadcast sizes"
    cf.assert %24, "unimplemented: dynamic negative broadcast sizes"
    %alloc_98 = memref.alloc(%dim, %dim_6, %dim_6) {alignment = 64 : i64} : memref<?x4x?x?xf32>
    scf.for %arg1 = %c0 to %dim step %c1 {
      scf.for %arg2 = %c0 to %c4 step %c1 {
        scf.for %arg3 = %c0 to %dim_6 step %c1 {
          scf.for %arg4 = %c0 to %dim_6 step %c1 {
            %252 = arith.cmpi eq, %136, %c1 : index
            %253 = arith.select %252, %c0, %arg1 : index
            %254 = arith.cmpi eq, %137, %c1 : index
            %255 = arith.select %254, %c0, %arg3 : index
            %256 = arith.select %254, %c0, %arg4 : index
            %257 = memref.load %alloc_90[%253, %arg2, %255, %256] : memref<?x4x?x?xf32>
            memref.store %257, %alloc_98[%arg1, %arg2, %arg3, %arg4] : memref<?x4x?x?xf32>
          }
        }
      }
    }
    %140 = arith.muli %97, %22 : i64
    %141 = arith.addi %98, %c1_i64 : i64
    %142 = arith.select %31, %93, %140 : i64
    %143 = arith.select %31, %141, %94 : i64
    %144 = arith.cmpi sle, %143, %c1_i64 : i64
    cf.assert %144, "must have at most one inferred (negative) dimension"
    %145 = arith.muli %81, %22 : i64
    %146 = arith.divsi %145, %142 : i64
    %147 = arith.select %92, %146, %80 : i64
    %148 = arith.select %31, %146, %22 : i64
    %alloc_99 = memref.alloc() {alignment = 64 : i64} : memref<3xi64>
    memref.store %147, %alloc_99[%c0] : memref<3xi64>
    memref.store %148, %alloc_99[%c1] : memref<3xi64>
    memref.store %148, %alloc_99[%c2] : memref<3xi64>
    %reshape_100 = memref.reshape %alloc_98(%alloc_99) : (memref<?x4x?x?xf32>, memref<3xi64>) -> memref<?x?x?xf32>
    %149 = memref.load %alloc_99[%c0] : memref<3xi64>
    %150 = arith.index_cast %149 : i64 to index
    %151 = memref.load %alloc_99[%c1] : memref<3xi64>
    %152 = arith.index_cast %151 : i64 to index
    %153 = memref.load %alloc_99[%c2] : memref<3xi64>
    %154 = arith.index_cast %153 : i64 to index
    cf.assert %23, "unimplemented: dynamic negative broadcast sizes"
    cf.assert %24, "unimplemented: dynamic negative broadcast sizes"
    scf.for %arg1 = %c0 to %dim step %c1 {
      scf.for %arg2 = %c0 to %c4 step %c1 {
        scf.for %arg3 = %c0 to %dim_6 step %c1 {
          scf.for %arg4 = %c0 to %c8 step %c1 {
            %252 = arith.cmpi eq, %90, %c1 : index
            %253 = arith.select %252, %c0, %arg1 : index
            %254 = arith.cmpi eq, %91, %c1 : index
            %255 = arith.select %254, %c0, %arg3 : index
            %256 = memref.load %reshape_78[%253, %arg2, %255, %arg4] : memref<?x4x?x8xf32>
            memref.store %256, %alloc_80[%arg1, %arg2, %arg3, %arg4] : memref<?x4x?x8xf32>
          }
        }
      }
    }
    cf.assert %100, "must have at most one inferred (negative) dimension"
    %reshape_101 = memref.reshape %alloc_80(%alloc_81) : (memref<?x4x?x8xf32>, memref<3xi64>) -> memref<?x?x8xf32>
    %155 = arith.index_cast %147 : i64 to index
    %156 = arith.index_cast %148 : i64 to index
    %157 = arith.cmpi eq, %147, %102 : i64
    cf.assert %157, "mismatching contracting dimension"
    %158 = arith.cmpi eq, %148, %103 : i64
    cf.assert %158, "mismatching contracting dimension"
    %alloc_102 = memref.alloc(%155, %156) {alignment = 64 : i64} : memref<?x?x8xf32>
    scf.for %arg1 = %c0 to %155 step %c1 {
      scf.for %arg2 = %c0 to %156 step %c1 {
        scf.for %arg3 = %c0 to %c8 step %c1 {
          memref.store %cst_3, %alloc_102[%arg1, %arg2, %arg3] : memref<?x?x8xf32>
        }
      }
    }
    %alloc_103 = memref.alloc(%155, %156) {alignment = 64 : i64} : memref<?x?x8xf32>
    memref.copy %alloc_102, %alloc_103 : memref<?x?x8xf32> to memref<?x?x8xf32>
    scf.for %arg1 = %c0 to %150 step %c1 {
      scf.for %arg2 = %c0 to %152 step %c1 {
        scf.for %arg3 = %c0 to %c8 step %c1 {
          scf.for %arg4 = %c0 to %154 step %c1 {
            %252 = memref.load %reshape_100[%arg1, %arg2, %arg4] : memref<?x?x?xf32>
            %253 = memref.load %reshape_101[%arg1, %arg4, %arg3] : memref<?x?x8xf32>
            %254 = memref.load %alloc_103[%arg1, %arg2, %arg3] : memref<?x?x8xf32>
            %255 = arith.mulf %252, %253 : f32
            %256 = arith.addf %254, %255 : f32
            memref.store %256, %alloc_103[%arg1, %arg2, %arg3] : memref<?x?x8xf32>
          }
        }
      }
    }
    cf.assert %35, "must have at most one inferred (negative) dimension"
    %159 = arith.muli %147, %148 : i64
    %160 = arith.muli %159, %c8_i64 : i64
    %161 = arith.divsi %160, %79 : i64
    %162 = arith.select %26, %161, %21 : i64
    %163 = arith.select %31, %161, %22 : i64
    %alloc_104 = memref.alloc() {alignment = 64 : i64} : memref<4xi64>
    memref.store %162, %alloc_104[%c0] : memref<4xi64>
    memref.store %c4_i64, %alloc_104[%c1] : memref<4xi64>
    memref.store %163, %alloc_104[%c2] : memref<4xi64>
    memref.store %c8_i64, %alloc_104[%c3] : memref<4xi64>
    %reshape_105 = memref.reshape %alloc_103(%alloc_104) : (memref<?x?x8xf32>, memref<4xi64>) -> memref<?x4x?x8xf32>
    %164 = memref.load %alloc_104[%c0] : memref<4xi64>
    %165 = arith.index_cast %164 : i64 to index
    %166 = memref.load %alloc_104[%c2] : memref<4xi64>
    %167 = arith.index_cast %166 : i64 to index
    %168 = arith.index_cast %162 : i64 to index
    %169 = arith.index_cast %163 : i64 to index
    %alloc_106 = memref.alloc(%168, %169) {alignment = 64 : i64} : memref<?x?x4x8xf32>
    scf.for %arg1 = %c0 to %165 step %c1 {
      scf.for %arg2 = %c0 to %167 step %c1 {
        scf.for %arg3 = %c0 to %c4 step %c1 {
          scf.for %arg4 = %c0 to %c8 step %c1 {
            %252 = memref.load %reshape_105[%arg1, %arg3, %arg2, %arg4] : memref<?x4x?x8xf32>
            memref.store %252, %alloc_106[%arg1, %arg2, %arg3, %arg4] : memref<?x?x4x8xf32>
          }
        }
      }
    }
    cf.assert %42, "must have at most one inferred (negative) dimension"
    %170 = arith.muli %162, %163 : i64
    %171 = arith.muli %170, %c32_i64 : i64
    %172 = arith.divsi %171, %32 : i64
    %173 = arith.select %26, %172, %21 : i64
    %174 = arith.select %31, %172, %22 : i64
    %alloc_107 = memref.alloc() {alignment = 64 : i64} : memref<3xi64>
    memref.store %173, %alloc_107[%c0] : memref<3xi64>
    memref.store %174, %alloc_107[%c1] : memref<3xi64>
    memref.store %172, %alloc_107[%c2] : memref<3xi64>
    %reshape_108 = memref.reshape %alloc_106(%alloc_107) : (memref<?x?x4x8xf32>, memref<3xi64>) -> memref<?x?x32xf32>
    scf.for %arg1 = %c0 to %c32 step %c1 {
      scf.for %arg2 = %c0 to %c32 step %c1 {
        %252 = memref.load %15[%arg2, %arg1] : memref<32x32xf32>
        memref.store %252, %alloc_39[%arg1, %arg2] : memref<32x32xf32>
      }
    }
    %cast = memref.cast %reshape_108 : memref<?x?x32xf32> to memref<?x1x32xf32>
    %collapse_shape_109 = memref.collapse_shape %cast [[0], [1, 2]] : memref<?x1x32xf32> into memref<?x32xf32>
    %175 = arith.index_cast %173 : i64 to index
    %alloc_110 = memref.alloc(%175) {alignment = 64 : i64} : memref<?x32xf32>
    scf.for %arg1 = %c0 to %175 step %c1 {
      scf.for %arg2 = %c0 to %c32 step %c1 {
        memref.store %cst_3, %alloc_110[%arg1, %arg2] : memref<?x32xf32>
      }
    }
    %alloc_111 = memref.alloc(%175) {alignment = 64 : i64} : memref<?x32xf32>
    memref.copy %alloc_110, %alloc_111 : memref<?x32xf32> to memref<?x32xf32>
    %dim_112 = memref.dim %collapse_shape_109, %c0 : memref<?x32xf32>
    scf.for %arg1 = %c0 to %dim_112 step %c1 {
      scf.for %arg2 = %c0 to %c32 step %c1 {
        scf.for %arg3 = %c0 to %c32 step %c1 {
          %252 = memref.load %collapse_shape_109[%arg1, %arg3] : memref<?x32xf32>
          %253 = memref.load %alloc_39[%arg3, %arg2] : memref<32x32xf32>
          %254 = memref.load %alloc_111[%arg1, %arg2] : memref<?x32xf32>
          %255 = arith.mulf %252, %253 : f32
          %256 = arith.addf %254, %255 : f32
          memref.store %256, %alloc_111[%arg1, %arg2] : memref<?x32xf32>
        }
      }
    }
    cf.assert %35, "must have at most one inferred (negative) dimension"
    %176 = arith.muli %173, %c32_i64 : i64
    %177 = arith.divsi %176, %34 : i64
    %178 = arith.select %26, %177, %21 : i64
    %179 = arith.select %31, %177, %22 : i64
    %alloc_113 = memref.alloc() {alignment = 64 : i64} : memref<3xi64>
    memref.store %178, %alloc_113[%c0] : memref<3xi64>
    memref.store %179, %alloc_113[%c1] : memref<3xi64>
    memref.store %c32_i64, %alloc_113[%c2] : memref<3xi64>
    %reshape_114 = memref.reshape %alloc_111(%alloc_113) : (memref<?x32xf32>, memref<3xi64>) -> memref<?x?x32xf32>
    %180 = arith.index_cast %178 : i64 to index
    %181 = arith.cmpi eq, %dim, %180 : index
    cf.assert %181, "mismatched size for broadcast"
    %182 = arith.index_cast %179 : i64 to index
    %183 = arith.cmpi eq, %dim_6, %182 : index
    cf.assert %183, "mismatched size for broadcast"
    %alloc_115 = memref.alloc(%dim, %dim_6) {alignment = 64 : i64} : memref<?x?x32xf32>
    scf.for %arg1 = %c0 to %dim step %c1 {
      scf.for %arg2 = %c0 to %dim_6 step %c1 {
        scf.for %arg3 = %c0 to %c32 step %c1 {
          %252 = memref.load %alloc_9[%arg1, %arg2, %arg3] : memref<?x?x32xf32>
          %253 = memref.load %reshape_114[%arg1, %arg2, %arg3] : memref<?x?x32xf32>
          %254 = arith.addf %252, %253 : f32
          memref.store %254, %alloc_115[%arg1, %arg2, %arg3] : memref<?x?x32xf32>
        }
      }
    }
    scf.for %arg1 = %c0 to %dim step %c1 {
      scf.for %arg2 = %c0 to %dim_6 step %c1 {
        scf.for %arg3 = %c0 to %c32 step %c1 {
          %252 = memref.load %alloc_115[%arg1, %arg2, %arg3] : memref<?x?x32xf32>
          %253 = math.fpowi %252, %c2_i64 : f32, i64
          memref.store %253, %alloc_8[%arg1, %arg2, %arg3] : memref<?x?x32xf32>
        }
      }
    }
    %alloc_116 = memref.alloc(%dim, %dim_6) {alignment = 64 : i64} : memref<?x?x1xf32>
    memref.copy %alloc_36, %alloc_116 : memref<?x?x1xf32> to memref<?x?x1xf32>
    scf.for %arg1 = %c0 to %dim step %c1 {
      scf.for %arg2 = %c0 to %dim_6 step %c1 {
        scf.for %arg3 = %c0 to %c32 step %c1 {
          %252 = memref.load %alloc_8[%arg1, %arg2, %arg3] : memref<?x?x32xf32>
          %253 = memref.load %alloc_116[%arg1, %arg2, %c0] : memref<?x?x1xf32>
          %254 = arith.addf %252, %253 : f32
          memref.store %254, %alloc_116[%arg1, %arg2, %c0] : memref<?x?x1xf32>
        }
      }
    }
    scf.for %arg1 = %c0 to %dim step %c1 {
      scf.for %arg2 = %c0 to %dim_6 step %c1 {
        scf.for %arg3 = %c0 to %c1 step %c1 {
          %252 = memref.load %alloc_116[%arg1, %arg2, %arg3] : memref<?x?x1xf32>
          %253 = arith.divf %252, %cst : f32
          memref.store %253, %alloc_35[%arg1, %arg2, %arg3] : memref<?x?x1xf32>
        }
      }
    }
    scf.for %arg1 = %c0 to %dim step %c1 {
      scf.for %arg2 = %c0 to %dim_6 step %c1 {
        scf.for %arg3 = %c0 to %c1 step %c1 {
          %252 = memref.load %alloc_35[%arg1, %arg2, %arg3] : memref<?x?x1xf32>
          %253 = arith.truncf %cst_0 : f64 to f32
          %254 = arith.addf %252, %253 : f32
          memref.store %254, %alloc_35[%arg1, %arg2, %arg3] : memref<?x?x1xf32>
        }
      }
    }
    scf.for %arg1 = %c0 to %dim step %c1 {
      scf.for %arg2 = %c0 to %dim_6 step %c1 {
        scf.for %arg3 = %c0 to %c1 step %c1 {
          %252 = memref.load %alloc_35[%arg1, %arg2, %arg3] : memref<?x?x1xf32>
          %253 = math.rsqrt %252 : f32
          memref.store %253, %alloc_35[%arg1, %arg2, %arg3] : memref<?x?x1xf32>
        }
      }
    }
    scf.for %arg1 = %c0 to %dim step %c1 {
      scf.for %arg2 = %c0 to %dim_6 step %c1 {
        scf.for %arg3 = %c0 to %c32 step %c1 {
          %252 = memref.load %alloc_115[%arg1, %arg2, %arg3] : memref<?x?x32xf32>
          %253 = memref.load %alloc_35[%arg1, %arg2, %c0] : memref<?x?x1xf32>
          %254 = arith.mulf %252, %253 : f32
          memref.store %254, %alloc_38[%arg1, %arg2, %arg3] : memref<?x1x32xf32>
        }
      }
    }
    scf.for %arg1 = %c0 to %dim step %c1 {
      scf.for %arg2 = %c0 to %c1 step %c1 {
        scf.for %arg3 = %c0 to %c32 step %c1 {
          %252 = memref.load %4[%arg3] : memref<32xf32>
          %253 = memref.load %alloc_38[%arg1, %arg2, %arg3] : memref<?x1x32xf32>
          %254 = arith.mulf %252, %253 : f32
          memref.store %254, %alloc_38[%arg1, %arg2, %arg3] : memref<?x1x32xf32>
        }
      }
    }
    %alloc_117 = memref.alloc() {alignment = 64 : i64} : memref<32x64xf32>
    scf.for %arg1 = %c0 to %c32 step %c1 {
      scf.for %arg2 = %c0 to %c64 step %c1 {
        %252 = memref.load %14[%arg2, %arg1] : memref<64x32xf32>
        memref.store %252, %alloc_117[%arg1, %arg2] : memref<32x64xf32>
      }
    }
    %alloc_118 = memref.alloc(%dim) {alignment = 64 : i64} : memref<?x64xf32>
    scf.for %arg1 = %c0 to %dim step %c1 {
      scf.for %arg2 = %c0 to %c64 step %c1 {
        memref.store %cst_3, %alloc_118[%arg1, %arg2] : memref<?x64xf32>
      }
    }
    %alloc_119 = memref.alloc(%dim) {alignment = 64 : i64} : memref<?x64xf32>
    memref.copy %alloc_118, %alloc_119 : memref<?x64xf32> to memref<?x64xf32>
    %dim_120 = memref.dim %collapse_shape, %c0 : memref<?x32xf32>
    scf.for %arg1 = %c0 to %dim_120 step %c1 {
      scf.for %arg2 = %c0 to %c64 step %c1 {
        scf.for %arg3 = %c0 to %c32 step %c1 {
          %252 = memref.load %collapse_shape[%arg1, %arg3] : memref<?x32xf32>
          %253 = memref.load %alloc_117[%arg3, %arg2] : memref<32x64xf32>
          %254 = memref.load %alloc_119[%arg1, %arg2] : memref<?x64xf32>
          %255 = arith.mulf %252, %253 : f32
          %256 = arith.addf %254, %255 : f32
          memref.store %256, %alloc_119[%arg1, %arg2] : memref<?x64xf32>
        }
      }
    }
    %184 = arith.muli %32, %c64_i64 : i64
    cf.assert %35, "must have at most one inferred (negative) dimension"
    %185 = arith.muli %21, %c64_i64 : i64
    %186 = arith.divsi %185, %184 : i64
    %187 = arith.select %26, %186, %21 : i64
    %188 = arith.select %31, %186, %22 : i64
    %alloc_121 = memref.alloc() {alignment = 64 : i64} : memref<3xi64>
    memref.store %187, %alloc_121[%c0] : memref<3xi64>
    memref.store %188, %alloc_121[%c1] : memref<3xi64>
    memref.store %c64_i64, %alloc_121[%c2] : memref<3xi64>
    %reshape_122 = memref.reshape %alloc_119(%alloc_121) : (memref<?x64xf32>, memref<3xi64>) -> memref<?x?x64xf32>
    %189 = memref.load %alloc_121[%c0] : memref<3xi64>
    %190 = arith.index_cast %189 : i64 to index
    %191 = memref.load %alloc_121[%c1] : memref<3xi64>
    %192 = arith.index_cast %191 : i64 to index
    %193 = memref.load %alloc_121[%c0] : memref<3xi64>
    %194 = arith.index_cast %193 : i64 to index
    %195 = memref.load %alloc_121[%c1] : memref<3xi64>
    %196 = arith.index_cast %195 : i64 to index
    %197 = arith.index_cast %187 : i64 to index
    %alloc_123 = memref.alloc(%197) {alignment = 64 : i64} : memref<?x1x64xf32>
    scf.for %arg1 = %c0 to %190 step %c1 {
      scf.for %arg2 = %c0 to %192 step %c1 {
        scf.for %arg3 = %c0 to %c64 step %c1 {
          %252 = memref.load %reshape_122[%arg1, %arg2, %arg3] : memref<?x?x64xf32>
          %253 = arith.negf %252 : f32
          %254 = math.exp %253 : f32
          %255 = arith.addf %254, %cst_5 : f32
          %256 = arith.divf %cst_5, %255 : f32
          memref.store %256, %alloc_123[%arg1, %arg2, %arg3] : memref<?x1x64xf32>
        }
      }
    }
    scf.for %arg1 = %c0 to %194 step %c1 {
      scf.for %arg2 = %c0 to %196 step %c1 {
        scf.for %arg3 = %c0 to %c64 step %c1 {
          %252 = memref.load %reshape_122[%arg1, %arg2, %arg3] : memref<?x?x64xf32>
          %253 = memref.load %alloc_123[%arg1, %arg2, %arg3] : memref<?x1x64xf32>
          %254 = arith.mulf %252, %253 : f32
          memref.store %254, %alloc_123[%arg1, %arg2, %arg3] : memref<?x1x64xf32>
        }
      }
    }
    scf.for %arg1 = %c0 to %c32 step %c1 {
      scf.for %arg2 = %c0 to %c64 step %c1 {
        %252 = memref.load %13[%arg2, %arg1] : memref<64x32xf32>
        memref.store %252, %alloc_117[%arg1, %arg2] : memref<32x64xf32>
      }
    }
    %alloc_124 = memref.alloc(%dim) {alignment = 64 : i64} : memref<?x64xf32>
    memref.copy %alloc_118, %alloc_124 : memref<?x64xf32> to memref<?x64xf32>
    %dim_125 = memref.dim %collapse_shape, %c0 : memref<?x32xf32>
    scf.for %arg1 = %c0 to %dim_125 step %c1 {
      scf.for %arg2 = %c0 to %c64 step %c1 {
        scf.for %arg3 = %c0 to %c32 step %c1 {
          %252 = memref.load %collapse_shape[%arg1, %arg3] : memref<?x32xf32>
          %253 = memref.load %alloc_117[%arg3, %arg2] : memref<32x64xf32>
          %254 = memref.load %alloc_124[%arg1, %arg2] : memref<?x64xf32>
          %255 = arith.mulf %252, %253 : f32
          %256 = arith.addf %254, %255 : f32
          memref.store %256, %alloc_124[%arg1, %arg2] : memref<?x64xf32>
        }
      }
    }
    cf.assert %35, "must have at most one inferred (negative) dimension"
    %reshape_126 = memref.reshape %alloc_124(%alloc_121) : (memref<?x64xf32>, memref<3xi64>) -> memref<?x?x64xf32>
    scf.for %arg1 = %c0 to %197 step %c1 {
      scf.for %arg2 = %c0 to %c1 step %c1 {
        scf.for %arg3 = %c0 to %c64 step %c1 {
          %252 = memref.load %alloc_123[%arg1, %arg2, %arg3] : memref<?x1x64xf32>
          %253 = memref.load %reshape_126[%arg1, %arg2, %arg3] : memref<?x?x64xf32>
          %254 = arith.mulf %252, %253 : f32
          memref.store %254, %alloc_123[%arg1, %arg2, %arg3] : memref<?x1x64xf32>
        }
      }
    }
    %alloc_127 = memref.alloc() {alignment = 64 : i64} : memref<64x32xf32>
    scf.for %arg1 = %c0 to %c64 step %c1 {
      scf.for %arg2 = %c0 to %c32 step %c1 {
        %252 = memref.load %12[%arg2, %arg1] : memref<32x64xf32>
        memref.store %252, %alloc_127[%arg1, %arg2] : memref<64x32xf32>
      }
    }
    %collapse_shape_128 = memref.collapse_shape %alloc_123 [[0], [1, 2]] : memref<?x1x64xf32> into memref<?x64xf32>
    %alloc_129 = memref.alloc(%197) {alignment = 64 : i64} : memref<?x32xf32>
    scf.for %arg1 = %c0 to %197 step %c1 {
      scf.for %arg2 = %c0 to %c32 step %c1 {
        memref.store %cst_3, %alloc_129[%arg1, %arg2] : memref<?x32xf32>
      }
    }
    %alloc_130 = memref.alloc(%197) {alignment = 64 : i64} : memref<?x32xf32>
    memref.copy %alloc_129, %alloc_130 : memref<?x32xf32> to memref<?x32xf32>
    %dim_131 = memref.dim %collapse_shape_128, %c0 : memref<?x64xf32>
    scf.for %arg1 = %c0 to %dim_131 step %c1 {
      scf.for %arg2 = %c0 to %c32 step %c1 {
        scf.for %arg3 = %c0 to %c64 step %c1 {
          %252 = memref.load %collapse_shape_128[%arg1, %arg3] : memref<?x64xf32>
          %253 = memref.load %alloc_127[%arg3, %arg2] : memref<64x32xf32>
          %254 = memref.load %alloc_130[%arg1, %arg2] : memref<?x32xf32>
          %255 = arith.mulf %252, %253 : f32
          %256 = arith.addf %254, %255 : f32
          memref.store %256, %alloc_130[%arg1, %arg2] : memref<?x32xf32>
        }
      }
    }
    cf.assert %35, "must have at most one inferred (negative) dimension"
    %198 = arith.muli %187, %c32_i64 : i64
    %199 = arith.divsi %198, %34 : i64
    %200 = arith.select %26, %199, %21 : i64
    %201 = arith.select %31, %199, %22 : i64
    %alloc_132 = memref.alloc() {alignment = 64 : i64} : memref<3xi64>
    memref.store %200, %alloc_132[%c0] : memref<3xi64>
    memref.store %201, %alloc_132[%c1] : memref<3xi64>
    memref.store %c32_i64, %alloc_132[%c2] : memref<3xi64>
    %reshape_133 = memref.reshape %alloc_130(%alloc_132) : (memref<?x32xf32>, memref<3xi64>) -> memref<?x?x32xf32>
    %202 = arith.index_cast %200 : i64 to index
    %203 = arith.cmpi eq, %dim, %202 : index
    cf.assert %203, "mismatched size for broadcast"
    %204 = arith.index_cast %201 : i64 to index
    %205 = arith.cmpi eq, %dim_6, %204 : index
    cf.assert %205, "mismatched size for broadcast"
    %alloc_134 = memref.alloc(%dim, %dim_6) {alignment = 64 : i64} : memref<?x?x32xf32>
    scf.for %arg1 = %c0 to %dim step %c1 {
      scf.for %arg2 = %c0 to %dim_6 step %c1 {
        scf.for %arg3 = %c0 to %c32 step %c1 {
          %252 = memref.load %alloc_115[%arg1, %arg2, %arg3] : memref<?x?x32xf32>
          %253 = memref.load %reshape_133[%arg1, %arg2, %arg3] : memref<?x?x32xf32>
          %254 = arith.addf %252, %253 : f32
          memref.store %254, %alloc_134[%arg1, %arg2, %arg3] : memref<?x?x32xf32>
        }
      }
    }
    scf.for %arg1 = %c0 to %dim step %c1 {
      scf.for %arg2 = %c0 to %dim_6 step %c1 {
        scf.for %arg3 = %c0 to %c32 step %c1 {
          %252 = memref.load %alloc_134[%arg1, %arg2, %arg3] : memref<?x?x32xf32>
          %253 = math.fpowi %252, %c2_i64 : f32, i64
          memref.store %253, %alloc_8[%arg1, %arg2, %arg3] : memref<?x?x32xf32>
        }
      }
    }
    %alloc_135 = memref.alloc(%dim, %dim_6) {alignment = 64 : i64} : memref<?x?x1xf32>
    memref.copy %alloc_36, %alloc_135 : memref<?x?x1xf32> to memref<?x?x1xf32>
    scf.for %arg1 = %c0 to %dim step %c1 {
      scf.for %arg2 = %c0 to %dim_6 step %c1 {
        scf.for %arg3 = %c0 to %c32 step %c1 {
          %252 = memref.load %alloc_8[%arg1, %arg2, %arg3] : memref<?x?x32xf32>
          %253 = memref.load %alloc_135[%arg1, %arg2, %c0] : memref<?x?x1xf32>
          %254 = arith.addf %252, %253 : f32
          memref.store %254, %alloc_135[%arg1, %arg2, %c0] : memref<?x?x1xf32>
        }
      }
    }
    scf.for %arg1 = %c0 to %dim step %c1 {
      scf.for %arg2 = %c0 to %dim_6 step %c1 {
        scf.for %arg3 = %c0 to %c1 step %c1 {
          %252 = memref.load %alloc_135[%arg1, %arg2, %arg3] : memref<?x?x1xf32>
          %253 = arith.divf %252, %cst : f32
          memref.store %253, %alloc_35[%arg1, %arg2, %arg3] : memref<?x?x1xf32>
        }
      }
    }
    scf.for %arg1 = %c0 to %dim step %c1 {
      scf.for %arg2 = %c0 to %dim_6 step %c1 {
        scf.for %arg3 = %c0 to %c1 step %c1 {
          %252 = memref.load %alloc_35[%arg1, %arg2, %arg3] : memref<?x?x1xf32>
          %253 = arith.truncf %cst_0 : f64 to f32
          %254 = arith.addf %252, %253 : f32
          memref.store %254, %alloc_35[%arg1, %arg2, %arg3] : memref<?x?x1xf32>
        }
      }
    }
    scf.for %arg1 = %c0 to %dim step %c1 {
      scf.for %arg2 = %c0 to %dim_6 step %c1 {
        scf.for %arg3 = %c0 to %c1 step %c1 {
          %252 = memref.load %alloc_35[%arg1, %arg2, %arg3] : memref<?x?x1xf32>
          %253 = math.rsqrt %252 : f32
          memref.store %253, %alloc_35[%arg1, %arg2, %arg3] : memref<?x?x1xf32>
        }
      }
    }
    scf.for %arg1 = %c0 to %dim step %c1 {
      scf.for %arg2 = %c0 to %dim_6 step %c1 {
        scf.for %arg3 = %c0 to %c32 step %c1 {
          %252 = memref.load %alloc_134[%arg1, %arg2, %arg3] : memref<?x?x32xf32>
          %253 = memref.load %alloc_35[%arg1, %arg2, %c0] : memref<?x?x1xf32>
          %254 = arith.mulf %252, %253 : f32
          memref.store %254, %alloc_38[%arg1, %arg2, %arg3] : memref<?x1x32xf32>
        }
      }
    }
    scf.for %arg1 = %c0 to %dim step %c1 {
      scf.for %arg2 = %c0 to %c1 step %c1 {
        scf.for %arg3 = %c0 to %c32 step %c1 {
          %252 = memref.load %4[%arg3] : memref<32xf32>
          %253 = memref.load %alloc_38[%arg1, %arg2, %arg3] : memref<?x1x32xf32>
          %254 = arith.mulf %252, %253 : f32
          memref.store %254, %alloc_38[%arg1, %arg2, %arg3] : memref<?x1x32xf32>
        }
      }
    }
    scf.for %arg1 = %c0 to %c32 step %c1 {
      scf.for %arg2 = %c0 to %c32 step %c1 {
        %252 = memref.load %11[%arg2, %arg1] : memref<32x32xf32>
        memref.store %252, %alloc_39[%arg1, %arg2] : memref<32x32xf32>
      }
    }
    %dim_136 = memref.dim %collapse_shape, %c0 : memref<?x32xf32>
    scf.for %arg1 = %c0 to %dim_136 step %c1 {
      scf.for %arg2 = %c0 to %c32 step %c1 {
        scf.for %arg3 = %c0 to %c32 step %c1 {
          %252 = memref.load %collapse_shape[%arg1, %arg3] : memref<?x32xf32>
          %253 = memref.load %alloc_39[%arg3, %arg2] : memref<32x32xf32>
          %254 = memref.load %alloc_40[%arg1, %arg2] : memref<?x32xf32>
          %255 = arith.mulf %252, %253 : f32
          %256 = arith.addf %254, %255 : f32
          memref.store %256, %alloc_40[%arg1, %arg2] : memref<?x32xf32>
        }
      }
    }
    cf.assert %35, "must have at most one inferred (negative) dimension"
    cf.assert %42, "must have at most one inferred (negative) dimension"
    %reshape_137 = memref.reshape %alloc_40(%alloc_43) : (memref<?x32xf32>, memref<4xi64>) -> memref<?x?x4x8xf32>
    %206 = memref.load %alloc_43[%c0] : memref<4xi64>
    %207 = arith.index_cast %206 : i64 to index
    %208 = memref.load %alloc_43[%c1] : memref<4xi64>
    %209 = arith.index_cast %208 : i64 to index
    scf.for %arg1 = %c0 to %207 step %c1 {
      scf.for %arg2 = %c0 to %c4 step %c1 {
        scf.for %arg3 = %c0 to %209 step %c1 {
          scf.for %arg4 = %c0 to %c8 step %c1 {
            %252 = memref.load %reshape_137[%arg1, %arg3, %arg2, %arg4] : memref<?x?x4x8xf32>
            memref.store %252, %alloc_44[%arg1, %arg2, %arg3, %arg4] : memref<?x4x?x8xf32>
          }
        }
      }
    }
    scf.for %arg1 = %c0 to %c32 step %c1 {
      scf.for %arg2 = %c0 to %c16 step %c1 {
        %252 = memref.load %10[%arg2, %arg1] : memref<16x32xf32>
        memref.store %252, %alloc_45[%arg1, %arg2] : memref<32x16xf32>
      }
    }
    %alloc_138 = memref.alloc(%dim) {alignment = 64 : i64} : memref<?x16xf32>
    memref.copy %alloc_46, %alloc_138 : memref<?x16xf32> to memref<?x16xf32>
    %dim_139 = memref.dim %collapse_shape, %c0 : memref<?x32xf32>
    scf.for %arg1 = %c0 to %dim_139 step %c1 {
      scf.for %arg2 = %c0 to %c16 step %c1 {
        scf.for %arg3 = %c0 to %c32 step %c1 {
          %252 = memref.load %collapse_shape[%arg1, %arg3] : memref<?x32xf32>
          %253 = memref.load %alloc_45[%arg3, %arg2] : memref<32x16xf32>
          %254 = memref.load %alloc_138[%arg1, %arg2] : memref<?x16xf32>
          %255 = arith.mulf %252, %253 : f32
          %256 = arith.addf %254, %255 : f32
          memref.store %256, %alloc_138[%arg1, %arg2] : memref<?x16xf32>
        }
      }
    }
    cf.assert %35, "must have at most one inferred (negative) dimension"
    cf.assert %42, "must have at most one inferred (negative) dimension"
    %reshape_140 = memref.reshape %alloc_138(%alloc_49) : (memref<?x16xf32>, memref<4xi64>) -> memref<?x?x2x8xf32>
    %210 = memref.load %alloc_49[%c0] : memref<4xi64>
    %211 = arith.index_cast %210 : i64 to index
    %212 = memref.load %alloc_49[%c1] : memref<4xi64>
    %213 = arith.index_cast %212 : i64 to index
    scf.for %arg1 = %c0 to %211 step %c1 {
      scf.for %arg2 = %c0 to %c2 step %c1 {
        scf.for %arg3 = %c0 to %213 step %c1 {
          scf.for %arg4 = %c0 to %c8 step %c1 {
            %252 = memref.load %reshape_140[%arg1, %arg3, %arg2, %arg4] : memref<?x?x2x8xf32>
            memref.store %252, %alloc_51[%arg1, %arg2, %arg3, %arg4] : memref<?x2x?x8xf32>
          }
        }
      }
    }
    scf.for %arg1 = %c0 to %c32 step %c1 {
      scf.for %arg2 = %c0 to %c16 step %c1 {
        %252 = memref.load %9[%arg2, %arg1] : memref<16x32xf32>
        memref.store %252, %alloc_45[%arg1, %arg2] : memref<32x16xf32>
      }
    }
    %dim_141 = memref.dim %collapse_shape, %c0 : memref<?x32xf32>
    scf.for %arg1 = %c0 to %dim_141 step %c1 {
      scf.for %arg2 = %c0 to %c16 step %c1 {
        scf.for %arg3 = %c0 to %c32 step %c1 {
          %252 = memref.load %collapse_shape[%arg1, %arg3] : memref<?x32xf32>
          %253 = memref.load %alloc_45[%arg3, %arg2] : memref<32x16xf32>
          %254 = memref.load %alloc_46[%arg1, %arg2] : memref<?x16xf32>
          %255 = arith.mulf %252, %253 : f32
          %256 = arith.addf %254, %255 : f32
          memref.store %256, %alloc_46[%arg1, %arg2] : memref<?x16xf32>
        }
      }
    }
    cf.assert %35, "must have at most one inferred (negative) dimension"
    cf.assert %42, "must have at most one inferred (negative) dimension"
    %reshape_142 = memref.reshape %alloc_46(%alloc_49) : (memref<?x16xf32>, memref<4xi64>) -> memref<?x?x2x8xf32>
    %214 = memref.load %alloc_49[%c0] : memref<4xi64>
    %215 = arith.index_cast %214 : i64 to index
    %216 = memref.load %alloc_49[%c1] : memref<4xi64>
    %217 = arith.index_cast %216 : i64 to index
    %alloc_143 = memref.alloc(%68, %69) {alignment = 64 : i64} : memref<?x2x?x8xf32>
    scf.for %arg1 = %c0 to %215 step %c1 {
      scf.for %arg2 = %c0 to %c2 step %c1 {
        scf.for %arg3 = %c0 to %217 step %c1 {
          scf.for %arg4 = %c0 to %c8 step %c1 {
            %252 = memref.load %reshape_142[%arg1, %arg3, %arg2, %arg4] : memref<?x?x2x8xf32>
            memref.store %252, %alloc_143[%arg1, %arg2, %arg3, %arg4] : memref<?x2x?x8xf32>
          }
        }
      }
    }
    cf.assert %74, "mismatched size for broadcast"
    %alloc_144 = memref.alloc(%52, %53) {alignment = 64 : i64} : memref<?x4x?x8xf32>
    scf.for %arg1 = %c0 to %52 step %c1 {
      scf.for %arg2 = %c0 to %c4 step %c1 {
        scf.for %arg3 = %c0 to %53 step %c1 {
          scf.for %arg4 = %c0 to %c8 step %c1 {
            %252 = memref.load %alloc_44[%arg1, %arg2, %arg3, %arg4] : memref<?x4x?x8xf32>
            %253 = memref.load %expand_shape_56[%c0, %c0, %arg3, %arg4] : memref<1x1x?x8xf32>
            %254 = arith.mulf %252, %253 : f32
            memref.store %254, %alloc_144[%arg1, %arg2, %arg3, %arg4] : memref<?x4x?x8xf32>
          }
        }
      }
    }
    scf.for %arg1 = %c0 to %52 step %c1 {
      scf.for %arg2 = %c0 to %c4 step %c1 {
        scf.for %arg3 = %c0 to %53 step %c1 {
          scf.for %arg4 = %c0 to %c4 step %c1 {
            %252 = memref.load %subview_60[%arg1, %arg2, %arg3, %arg4] : memref<?x4x?x4xf32, strided<[?, ?, 8, 1], offset: 4>>
            %253 = arith.negf %252 : f32
            memref.store %253, %alloc_61[%arg1, %arg2, %arg3, %arg4] : memref<?x4x?x4xf32>
          }
        }
      }
    }
    %alloc_145 = memref.alloc(%52, %53) {alignment = 64 : i64} : memref<?x4x?x8xf32>
    %subview_146 = memref.subview %alloc_145[0, 0, 0, 0] [%52, 4, %53, 4] [1, 1, 1, 1] : memref<?x4x?x8xf32> to memref<?x4x?x4xf32, strided<[?, ?, 8, 1]>>
    memref.copy %alloc_61, %subview_146 : memref<?x4x?x4xf32> to memref<?x4x?x4xf32, strided<[?, ?, 8, 1]>>
    %subview_147 = memref.subview %alloc_145[0, 0, 0, 4] [%52, 4, %53, 4] [1, 1, 1, 1] : memref<?x4x?x8xf32> to memref<?x4x?x4xf32, strided<[?, ?, 8, 1], offset: 4>>
    memref.copy %subview_59, %subview_147 : memref<?x4x?x4xf32, strided<[?, ?, 8, 1]>> to memref<?x4x?x4xf32, strided<[?, ?, 8, 1], offset: 4>>
    cf.assert %74, "mismatched size for broadcast"
    scf.for %arg1 = %c0 to %52 step %c1 {
      scf.for %arg2 = %c0 to %c4 step %c1 {
        scf.for %arg3 = %c0 to %53 step %c1 {
          scf.for %arg4 = %c0 to %c8 step %c1 {
            %252 = memref.load %alloc_145[%arg1, %arg2, %arg3, %arg4] : memref<?x4x?x8xf32>
            %253 = memref.load %expand_shape_57[%c0, %c0, %arg3, %arg4] : memref<1x1x?x8xf32>
            %254 = arith.mulf %252, %253 : f32
            memref.store %254, %alloc_44[%arg1, %arg2, %arg3, %arg4] : memref<?x4x?x8xf32>
          }
        }
      }
    }
    scf.for %arg1 = %c0 to %52 step %c1 {
      scf.for %arg2 = %c0 to %c4 step %c1 {
        scf.for %arg3 = %c0 to %53 step %c1 {
          scf.for %arg4 = %c0 to %c8 step %c1 {
            %252 = memref.load %alloc_144[%arg1, %arg2, %arg3, %arg4] : memref<?x4x?x8xf32>
            %253 = memref.load %alloc_44[%arg1, %arg2, %arg3, %arg4] : memref<?x4x?x8xf32>
            %254 = arith.addf %252, %253 : f32
            memref.store %254, %alloc_44[%arg1, %arg2, %arg3, %arg4] : memref<?x4x?x8xf32>
          }
        }
      }
    }
    cf.assert %75, "mismatched size for broadcast"
    %alloc_148 = memref.alloc(%68, %69) {alignment = 64 : i64} : memref<?x2x?x8xf32>
    scf.for %arg1 = %c0 to %68 step %c1 {
      scf.for %arg2 = %c0 to %c2 step %c1 {
        scf.for %arg3 = %c0 to %69 step %c1 {
          scf.for %arg4 = %c0 to %c8 step %c1 {
            %252 = memref.load %alloc_51[%arg1, %arg2, %arg3, %arg4] : memref<?x2x?x8xf32>
            %253 = memref.load %expand_shape_56[%c0, %c0, %arg3, %arg4] : memref<1x1x?x8xf32>
            %254 = arith.mulf %252, %253 : f32
            memref.store %254, %alloc_148[%arg1, %arg2, %arg3, %arg4] : memref<?x2x?x8xf32>
          }
        }
      }
    }
    scf.for %arg1 = %c0 to %68 step %c1 {
      scf.for %arg2 = %c0 to %c2 step %c1 {
        scf.for %arg3 = %c0 to %69 step %c1 {
          scf.for %arg4 = %c0 to %c4 step %c1 {
            %252 = memref.load %subview_67[%arg1, %arg2, %arg3, %arg4] : memref<?x2x?x4xf32, strided<[?, ?, 8, 1], offset: 4>>
            %253 = arith.negf %252 : f32
            memref.store %253, %alloc_68[%arg1, %arg2, %arg3, %arg4] : memref<?x2x?x4xf32>
          }
        }
      }
    }
    %alloc_149 = memref.alloc(%68, %69) {alignment = 64 : i64} : memref<?x2x?x8xf32>
    %subview_150 = memref.subview %alloc_149[0, 0, 0, 0] [%68, 2, %69, 4] [1, 1, 1, 1] : memref<?x2x?x8xf32> to memref<?x2x?x4xf32, strided<[?, ?, 8, 1]>>
    memref.copy %alloc_68, %subview_150 : memref<?x2x?x4xf32> to memref<?x2x?x4xf32, strided<[?, ?, 8, 1]>>
    %subview_151 = memref.subview %alloc_149[0, 0, 0, 4] [%68, 2, %69, 4] [1, 1, 1, 1] : memref<?x2x?x8xf32> to memref<?x2x?x4xf32, strided<[?, ?, 8, 1], offset: 4>>
    memref.copy %subview_66, %subview_151 : memref<?x2x?x4xf32, strided<[?, ?, 8, 1]>> to memref<?x2x?x4xf32, strided<[?, ?, 8, 1], offset: 4>>
    cf.assert %75, "mismatched size for broadcast"
    scf.for %arg1 = %c0 to %68 step %c1 {
      scf.for %arg2 = %c0 to %c2 step %c1 {
        scf.for %arg3 = %c0 to %69 step %c1 {
          scf.for %arg4 = %c0 to %c8 step %c1 {
            %252 = memref.load %alloc_149[%arg1, %arg2, %arg3, %arg4] : memref<?x2x?x8xf32>
            %253 = memref.load %expand_shape_57[%c0, %c0, %arg3, %arg4] : memref<1x1x?x8xf32>
            %254 = arith.mulf %252, %253 : f32
            memref.store %254, %alloc_51[%arg1, %arg2, %arg3, %arg4] : memref<?x2x?x8xf32>
          }
        }
      }
    }
    scf.for %arg1 = %c0 to %68 step %c1 {
      scf.for %arg2 = %c0 to %c2 step %c1 {
        scf.for %arg3 = %c0 to %69 step %c1 {
          scf.for %arg4 = %c0 to %c8 step %c1 {
            %252 = memref.load %alloc_148[%arg1, %arg2, %arg3, %arg4] : memref<?x2x?x8xf32>
            %253 = memref.load %alloc_51[%arg1, %arg2, %arg3, %arg4] : memref<?x2x?x8xf32>
            %254 = arith.addf %252, %253 : f32
            memref.store %254, %alloc_51[%arg1, %arg2, %arg3, %arg4] : memref<?x2x?x8xf32>
          }
        }
      }
    }
    cf.assert %23, "unimplemented: dynamic negative broadcast sizes"
    cf.assert %24, "unimplemented: dynamic negative broadcast sizes"
    %alloc_152 = memref.alloc(%dim, %dim_6) {alignment = 64 : i64} : memref<?x2x2x?x8xf32>
    scf.for %arg1 = %c0 to %dim step %c1 {
      scf.for %arg2 = %c0 to %c2 step %c1 {
        scf.for %arg3 = %c0 to %c2 step %c1 {
          scf.for %arg4 = %c0 to %dim_6 step %c1 {
            scf.for %arg5 = %c0 to %c8 step %c1 {
              %252 = arith.cmpi eq, %68, %c1 : index
              %253 = arith.select %252, %c0, %arg1 : index
              %254 = arith.cmpi eq, %69, %c1 : index
              %255 = arith.select %254, %c0, %arg4 : index
              %256 = memref.load %expand_shape_72[%253, %arg2, %c0, %255, %arg5] : memref<?x2x1x?x8xf32>
              memref.store %256, %alloc_152[%arg1, %arg2, %arg3, %arg4, %arg5] : memref<?x2x2x?x8xf32>
            }
          }
        }
      }
    }
    cf.assert %35, "must have at most one inferred (negative) dimension"
    %reshape_153 = memref.reshape %alloc_152(%alloc_75) : (memref<?x2x2x?x8xf32>, memref<4xi64>) -> memref<?x4x?x8xf32>
    %218 = memref.load %alloc_75[%c0] : memref<4xi64>
    %219 = arith.index_cast %218 : i64 to index
    %220 = memref.load %alloc_75[%c2] : memref<4xi64>
    %221 = arith.index_cast %220 : i64 to index
    %expand_shape_154 = memref.expand_shape %alloc_143 [[0], [1], [2, 3], [4]] output_shape [%68, 2, 1, %69, 8] : memref<?x2x?x8xf32> into memref<?x2x1x?x8xf32>
    cf.assert %23, "unimplemented: dynamic negative broadcast sizes"
    cf.assert %24, "unimplemented: dynamic negative broadcast sizes"
    scf.for %arg1 = %c0 to %dim step %c1 {
      scf.for %arg2 = %c0 to %c2 step %c1 {
        scf.for %arg3 = %c0 to %c2 step %c1 {
          scf.for %arg4 = %c0 to %dim_6 step %c1 {
            scf.for %arg5 = %c0 to %c8 step %c1 {
              %252 = arith.cmpi eq, %68, %c1 : index
              %253 = arith.select %252, %c0, %arg1 : index
              %254 = arith.cmpi eq, %69, %c1 : index
              %255 = arith.select %254, %c0, %arg4 : index
              %256 = memref.load %expand_shape_154[%253, %arg2, %c0, %255, %arg5] : memref<?x2x1x?x8xf32>
              memref.store %256, %alloc_73[%arg1, %arg2, %arg3, %arg4, %arg5] : memref<?x2x2x?x8xf32>
            }
          }
        }
      }
    }
    cf.assert %35, "must have at most one inferred (negative) dimension"
    %reshape_155 = memref.reshape %alloc_73(%alloc_75) : (memref<?x2x2x?x8xf32>, memref<4xi64>) -> memref<?x4x?x8xf32>
    scf.for %arg1 = %c0 to %219 step %c1 {
      scf.for %arg2 = %c0 to %c4 step %c1 {
        scf.for %arg3 = %c0 to %c8 step %c1 {
          scf.for %arg4 = %c0 to %221 step %c1 {
            %252 = memref.load %reshape_153[%arg1, %arg2, %arg4, %arg3] : memref<?x4x?x8xf32>
            memref.store %252, %alloc_79[%arg1, %arg2, %arg3, %arg4] : memref<?x4x8x?xf32>
          }
        }
      }
    }
    cf.assert %23, "unimplemented: dynamic negative broadcast sizes"
    cf.assert %24, "unimplemented: dynamic negative broadcast sizes"
    scf.for %arg1 = %c0 to %dim step %c1 {
      scf.for %arg2 = %c0 to %c4 step %c1 {
        scf.for %arg3 = %c0 to %dim_6 step %c1 {
          scf.for %arg4 = %c0 to %c8 step %c1 {
            %252 = arith.cmpi eq, %52, %c1 : index
            %253 = arith.select %252, %c0, %arg1 : index
            %254 = arith.cmpi eq, %53, %c1 : index
            %255 = arith.select %254, %c0, %arg3 : index
            %256 = memref.load %alloc_44[%253, %arg2, %255, %arg4] : memref<?x4x?x8xf32>
            memref.store %256, %alloc_80[%arg1, %arg2, %arg3, %arg4] : memref<?x4x?x8xf32>
          }
        }
      }
    }
    cf.assert %100, "must have at most one inferred (negative) dimension"
    %reshape_156 = memref.reshape %alloc_80(%alloc_81) : (memref<?x4x?x8xf32>, memref<3xi64>) -> memref<?x?x8xf32>
    %222 = memref.load %alloc_81[%c0] : memref<3xi64>
    %223 = arith.index_cast %222 : i64 to index
    %224 = memref.load %alloc_81[%c1] : memref<3xi64>
    %225 = arith.index_cast %224 : i64 to index
    cf.assert %23, "unimplemented: dynamic negative broadcast sizes"
    cf.assert %24, "unimplemented: dynamic negative broadcast sizes"
    scf.for %arg1 = %c0 to %dim step %c1 {
      scf.for %arg2 = %c0 to %c4 step %c1 {
        scf.for %arg3 = %c0 to %c8 step %c1 {
          scf.for %arg4 = %c0 to %dim_6 step %c1 {
            %252 = arith.cmpi eq, %90, %c1 : index
            %253 = arith.select %252, %c0, %arg1 : index
            %254 = arith.cmpi eq, %91, %c1 : index
            %255 = arith.select %254, %c0, %arg4 : index
            %256 = memref.load %alloc_79[%253, %arg2, %arg3, %255] : memref<?x4x8x?xf32>
            memref.store %256, %alloc_83[%arg1, %arg2, %arg3, %arg4] : memref<?x4x8x?xf32>
          }
        }
      }
    }
    cf.assert %100, "must have at most one inferred (negative) dimension"
    %reshape_157 = memref.reshape %alloc_83(%alloc_84) : (memref<?x4x8x?xf32>, memref<3xi64>) -> memref<?x8x?xf32>
    %226 = memref.load %alloc_84[%c2] : memref<3xi64>
    %227 = arith.index_cast %226 : i64 to index
    cf.assert %120, "mismatching contracting dimension"
    scf.for %arg1 = %c0 to %223 step %c1 {
      scf.for %arg2 = %c0 to %225 step %c1 {
        scf.for %arg3 = %c0 to %227 step %c1 {
          scf.for %arg4 = %c0 to %c8 step %c1 {
            %252 = memref.load %reshape_156[%arg1, %arg2, %arg4] : memref<?x?x8xf32>
            %253 = memref.load %reshape_157[%arg1, %arg4, %arg3] : memref<?x8x?xf32>
            %254 = memref.load %alloc_86[%arg1, %arg2, %arg3] : memref<?x?x?xf32>
            %255 = arith.mulf %252, %253 : f32
            %256 = arith.addf %254, %255 : f32
            memref.store %256, %alloc_86[%arg1, %arg2, %arg3] : memref<?x?x?xf32>
          }
        }
      }
    }
    cf.assert %124, "must have at most one inferred (negative) dimension"
    %reshape_158 = memref.reshape %alloc_86(%alloc_88) : (memref<?x?x?xf32>, memref<4xi64>) -> memref<?x4x?x?xf32>
    %228 = memref.load %alloc_88[%c0] : memref<4xi64>
    %229 = arith.index_cast %228 : i64 to index
    %230 = memref.load %alloc_88[%c2] : memref<4xi64>
    %231 = arith.index_cast %230 : i64 to index
    %232 = memref.load %alloc_88[%c3] : memref<4xi64>
    %233 = arith.index_cast %232 : i64 to index
    scf.for %arg1 = %c0 to %229 step %c1 {
      scf.for %arg2 = %c0 to %c4 step %c1 {
        scf.for %arg3 = %c0 to %231 step %c1 {
          scf.for %arg4 = %c0 to %233 step %c1 {
            %252 = memref.load %reshape_158[%arg1, %arg2, %arg3, %arg4] : memref<?x4x?x?xf32>
            %253 = arith.truncf %cst_1 : f64 to f32
            %254 = arith.mulf %252, %253 : f32
            memref.store %254, %alloc_90[%arg1, %arg2, %arg3, %arg4] : memref<?x4x?x?xf32>
          }
        }
      }
    }
    cf.assert %138, "mismatched size for broadcast"
    cf.assert %139, "mismatched size for broadcast"
    cf.assert %139, "mismatched size for broadcast"
    scf.for %arg1 = %c0 to %136 step %c1 {
      scf.for %arg2 = %c0 to %c4 step %c1 {
        scf.for %arg3 = %c0 to %137 step %c1 {
          scf.for %arg4 = %c0 to %137 step %c1 {
            %252 = memref.load %alloc_90[%arg1, %arg2, %arg3, %arg4] : memref<?x4x?x?xf32>
            %253 = memref.load %alloc_26[%arg1, %c0, %arg3, %arg4] : memref<?x1x?x?xf32>
            %254 = arith.addf %252, %253 : f32
            memref.store %254, %alloc_90[%arg1, %arg2, %arg3, %arg4] : memref<?x4x?x?xf32>
          }
        }
      }
    }
    scf.for %arg1 = %c0 to %136 step %c1 {
      scf.for %arg2 = %c0 to %c4 step %c1 {
        scf.for %arg3 = %c0 to %137 step %c1 {
          scf.for %arg4 = %c0 to %137 step %c1 {
            %252 = memref.load %alloc_90[%arg1, %arg2, %arg3, %arg4] : memref<?x4x?x?xf32>
            %253 = memref.load %alloc_92[%arg1, %arg2, %arg3] : memref<?x4x?xf32>
            %254 = memref.load %alloc_91[%arg1, %arg2, %arg3] : memref<?x4x?xi64>
            %255 = arith.index_cast %arg4 : index to i64
            %256 = arith.maximumf %252, %253 : f32
            %257 = arith.cmpf ogt, %252, %253 : f32
            %258 = arith.select %257, %255, %254 : i64
            memref.store %256, %alloc_92[%arg1, %arg2, %arg3] : memref<?x4x?xf32>
            memref.store %258, %alloc_91[%arg1, %arg2, %arg3] : memref<?x4x?xi64>
          }
        }
      }
    }
    %expand_shape_159 = memref.expand_shape %alloc_92 [[0], [1], [2, 3]] output_shape [%136, 4, %137, 1] : memref<?x4x?xf32> into memref<?x4x?x1xf32>
    scf.for %arg1 = %c0 to %136 step %c1 {
      scf.for %arg2 = %c0 to %c4 step %c1 {
        scf.for %arg3 = %c0 to %137 step %c1 {
          scf.for %arg4 = %c0 to %137 step %c1 {
            %252 = memref.load %alloc_90[%arg1, %arg2, %arg3, %arg4] : memref<?x4x?x?xf32>
            %253 = memref.load %expand_shape_159[%arg1, %arg2, %arg3, %c0] : memref<?x4x?x1xf32>
            %254 = arith.subf %252, %253 : f32
            memref.store %254, %alloc_90[%arg1, %arg2, %arg3, %arg4] : memref<?x4x?x?xf32>
          }
        }
      }
    }
    scf.for %arg1 = %c0 to %136 step %c1 {
      scf.for %arg2 = %c0 to %c4 step %c1 {
        scf.for %arg3 = %c0 to %137 step %c1 {
          scf.for %arg4 = %c0 to %137 step %c1 {
            %252 = memref.load %alloc_90[%arg1, %arg2, %arg3, %arg4] : memref<?x4x?x?xf32>
            %253 = math.exp %252 : f32
            memref.store %253, %alloc_90[%arg1, %arg2, %arg3, %arg4] : memref<?x4x?x?xf32>
          }
        }
      }
    }
    scf.for %arg1 = %c0 to %136 step %c1 {
      scf.for %arg2 = %c0 to %c4 step %c1 {
        scf.for %arg3 = %c0 to %137 step %c1 {
          scf.for %arg4 = %c0 to %137 step %c1 {
            %252 = memref.load %alloc_90[%arg1, %arg2, %arg3, %arg4] : memref<?x4x?x?xf32>
            %253 = memref.load %alloc_96[%arg1, %arg2, %arg3, %c0] : memref<?x4x?x1xf32>
            %254 = arith.addf %252, %253 : f32
            memref.store %254, %alloc_96[%arg1, %arg2, %arg3, %c0] : memref<?x4x?x1xf32>
          }
        }
      }
    }
    scf.for %arg1 = %c0 to %136 step %c1 {
      scf.for %arg2 = %c0 to %c4 step %c1 {
        scf.for %arg3 = %c0 to %137 step %c1 {
          scf.for %arg4 = %c0 to %137 step %c1 {
            %252 = memref.load %alloc_90[%arg1, %arg2, %arg3, %arg4] : memref<?x4x?x?xf32>
            %253 = memref.load %alloc_96[%arg1, %arg2, %arg3, %c0] : memref<?x4x?x1xf32>
            %254 = arith.divf %252, %253 : f32
            memref.store %254, %alloc_90[%arg1, %arg2, %arg3, %arg4] : memref<?x4x?x?xf32>
          }
        }
      }
    }
    cf.assert %23, "unimplemented: dynamic negative broadcast sizes"
    cf.assert %24, "unimplemented: dynamic negative broadcast sizes"
    cf.assert %24, "unimplemented: dynamic negative broadcast sizes"
    scf.for %arg1 = %c0 to %dim step %c1 {
      scf.for %arg2 = %c0 to %c4 step %c1 {
        scf.for %arg3 = %c0 to %dim_6 step %c1 {
          scf.for %arg4 = %c0 to %dim_6 step %c1 {
            %252 = arith.cmpi eq, %136, %c1 : index
            %253 = arith.select %252, %c0, %arg1 : index
            %254 = arith.cmpi eq, %137, %c1 : index
            %255 = arith.select %254, %c0, %arg3 : index
            %256 = arith.select %254, %c0, %arg4 : index
            %257 = memref.load %alloc_90[%253, %arg2, %255, %256] : memref<?x4x?x?xf32>
            memref.store %257, %alloc_98[%arg1, %arg2, %arg3, %arg4] : memref<?x4x?x?xf32>
          }
        }
      }
    }
    cf.assert %144, "must have at most one inferred (negative) dimension"
    %reshape_160 = memref.reshape %alloc_98(%alloc_99) : (memref<?x4x?x?xf32>, memref<3xi64>) -> memref<?x?x?xf32>
    %234 = memref.load %alloc_99[%c0] : memref<3xi64>
    %235 = arith.index_cast %234 : i64 to index
    %236 = memref.load %alloc_99[%c1] : memref<3xi64>
    %237 = arith.index_cast %236 : i64 to index
    %238 = memref.load %alloc_99[%c2] : memref<3xi64>
    %239 = arith.index_cast %238 : i64 to index
    cf.assert %23, "unimplemented: dynamic negative broadcast sizes"
    cf.assert %24, "unimplemented: dynamic negative broadcast sizes"
    scf.for %arg1 = %c0 to %dim step %c1 {
      scf.for %arg2 = %c0 to %c4 step %c1 {
        scf.for %arg3 = %c0 to %dim_6 step %c1 {
          scf.for %arg4 = %c0 to %c8 step %c1 {
            %252 = arith.cmpi eq, %90, %c1 : index
            %253 = arith.select %252, %c0, %arg1 : index
            %254 = arith.cmpi eq, %91, %c1 : index
            %255 = arith.select %254, %c0, %arg3 : index
            %256 = memref.load %reshape_155[%253, %arg2, %255, %arg4] : memref<?x4x?x8xf32>
            memref.store %256, %alloc_80[%arg1, %arg2, %arg3, %arg4] : memref<?x4x?x8xf32>
          }
        }
      }
    }
    cf.assert %100, "must have at most one inferred (negative) dimension"
    %reshape_161 = memref.reshape %alloc_80(%alloc_81) : (memref<?x4x?x8xf32>, memref<3xi64>) -> memref<?x?x8xf32>
    cf.assert %157, "mismatching contracting dimension"
    cf.assert %158, "mismatching contracting dimension"
    scf.for %arg1 = %c0 to %235 step %c1 {
      scf.for %arg2 = %c0 to %237 step %c1 {
        scf.for %arg3 = %c0 to %c8 step %c1 {
          scf.for %arg4 = %c0 to %239 step %c1 {
            %252 = memref.load %reshape_160[%arg1, %arg2, %arg4] : memref<?x?x?xf32>
            %253 = memref.load %reshape_161[%arg1, %arg4, %arg3] : memref<?x?x8xf32>
            %254 = memref.load %alloc_102[%arg1, %arg2, %arg3] : memref<?x?x8xf32>
            %255 = arith.mulf %252, %253 : f32
            %256 = arith.addf %254, %255 : f32
            memref.store %256, %alloc_102[%arg1, %arg2, %arg3] : memref<?x?x8xf32>
          }
        }
      }
    }
    cf.assert %35, "must have at most one inferred (negative) dimension"
    %reshape_162 = memref.reshape %alloc_102(%alloc_104) : (memref<?x?x8xf32>, memref<4xi64>) -> memref<?x4x?x8xf32>
    %240 = memref.load %alloc_104[%c0] : memref<4xi64>
    %241 = arith.index_cast %240 : i64 to index
    %242 = memref.load %alloc_104[%c2] : memref<4xi64>
    %243 = arith.index_cast %242 : i64 to index
    scf.for %arg1 = %c0 to %241 step %c1 {
      scf.for %arg2 = %c0 to %243 step %c1 {
        scf.for %arg3 = %c0 to %c4 step %c1 {
          scf.for %arg4 = %c0 to %c8 step %c1 {
            %252 = memref.load %reshape_162[%arg1, %arg3, %arg2, %arg4] : memref<?x4x?x8xf32>
            memref.store %252, %alloc_106[%arg1, %arg2, %arg3, %arg4] : memref<?x?x4x8xf32>
          }
        }
      }
    }
    cf.assert %42, "must have at most one inferred (negative) dimension"
    %reshape_163 = memref.reshape %alloc_106(%alloc_107) : (memref<?x?x4x8xf32>, memref<3xi64>) -> memref<?x?x32xf32>
    scf.for %arg1 = %c0 to %c32 step %c1 {
      scf.for %arg2 = %c0 to %c32 step %c1 {
        %252 = memref.load %8[%arg2, %arg1] : memref<32x32xf32>
        memref.store %252, %alloc_39[%arg1, %arg2] : memref<32x32xf32>
      }
    }
    %cast_164 = memref.cast %reshape_163 : memref<?x?x32xf32> to memref<?x1x32xf32>
    %collapse_shape_165 = memref.collapse_shape %cast_164 [[0], [1, 2]] : memref<?x1x32xf32> into memref<?x32xf32>
    %dim_166 = memref.dim %collapse_shape_165, %c0 : memref<?x32xf32>
    scf.for %arg1 = %c0 to %dim_166 step %c1 {
      scf.for %arg2 = %c0 to %c32 step %c1 {
        scf.for %arg3 = %c0 to %c32 step %c1 {
          %252 = memref.load %collapse_shape_165[%arg1, %arg3] : memref<?x32xf32>
          %253 = memref.load %alloc_39[%arg3, %arg2] : memref<32x32xf32>
          %254 = memref.load %alloc_110[%arg1, %arg2] : memref<?x32xf32>
          %255 = arith.mulf %252, %253 : f32
          %256 = arith.addf %254, %255 : f32
          memref.store %256, %alloc_110[%arg1, %arg2] : memref<?x32xf32>
        }
      }
    }
    cf.assert %35, "must have at most one inferred (negative) dimension"
    %reshape_167 = memref.reshape %alloc_110(%alloc_113) : (memref<?x32xf32>, memref<3xi64>) -> memref<?x?x32xf32>
    cf.assert %181, "mismatched size for broadcast"
    cf.assert %183, "mismatched size for broadcast"
    %alloc_168 = memref.alloc(%dim, %dim_6) {alignment = 64 : i64} : memref<?x?x32xf32>
    scf.for %arg1 = %c0 to %dim step %c1 {
      scf.for %arg2 = %c0 to %dim_6 step %c1 {
        scf.for %arg3 = %c0 to %c32 step %c1 {
          %252 = memref.load %alloc_134[%arg1, %arg2, %arg3] : memref<?x?x32xf32>
          %253 = memref.load %reshape_167[%arg1, %arg2, %arg3] : memref<?x?x32xf32>
          %254 = arith.addf %252, %253 : f32
          memref.store %254, %alloc_168[%arg1, %arg2, %arg3] : memref<?x?x32xf32>
        }
      }
    }
    scf.for %arg1 = %c0 to %dim step %c1 {
      scf.for %arg2 = %c0 to %dim_6 step %c1 {
        scf.for %arg3 = %c0 to %c32 step %c1 {
          %252 = memref.load %alloc_168[%arg1, %arg2, %arg3] : memref<?x?x32xf32>
          %253 = math.fpowi %252, %c2_i64 : f32, i64
          memref.store %253, %alloc_8[%arg1, %arg2, %arg3] : memref<?x?x32xf32>
        }
      }
    }
    %alloc_169 = memref.alloc(%dim, %dim_6) {alignment = 64 : i64} : memref<?x?x1xf32>
    memref.copy %alloc_36, %alloc_169 : memref<?x?x1xf32> to memref<?x?x1xf32>
    scf.for %arg1 = %c0 to %dim step %c1 {
      scf.for %arg2 = %c0 to %dim_6 step %c1 {
        scf.for %arg3 = %c0 to %c32 step %c1 {
          %252 = memref.load %alloc_8[%arg1, %arg2, %arg3] : memref<?x?x32xf32>
          %253 = memref.load %alloc_169[%arg1, %arg2, %c0] : memref<?x?x1xf32>
          %254 = arith.addf %252, %253 : f32
          memref.store %254, %alloc_169[%arg1, %arg2, %c0] : memref<?x?x1xf32>
        }
      }
    }
    scf.for %arg1 = %c0 to %dim step %c1 {
      scf.for %arg2 = %c0 to %dim_6 step %c1 {
        scf.for %arg3 = %c0 to %c1 step %c1 {
          %252 = memref.load %alloc_169[%arg1, %arg2, %arg3] : memref<?x?x1xf32>
          %253 = arith.divf %252, %cst : f32
          memref.store %253, %alloc_35[%arg1, %arg2, %arg3] : memref<?x?x1xf32>
        }
      }
    }
    scf.for %arg1 = %c0 to %dim step %c1 {
      scf.for %arg2 = %c0 to %dim_6 step %c1 {
        scf.for %arg3 = %c0 to %c1 step %c1 {
          %252 = memref.load %alloc_35[%arg1, %arg2, %arg3] : memref<?x?x1xf32>
          %253 = arith.truncf %cst_0 : f64 to f32
          %254 = arith.addf %252, %253 : f32
          memref.store %254, %alloc_35[%arg1, %arg2, %arg3] : memref<?x?x1xf32>
        }
      }
    }
    scf.for %arg1 = %c0 to %dim step %c1 {
      scf.for %arg2 = %c0 to %dim_6 step %c1 {
        scf.for %arg3 = %c0 to %c1 step %c1 {
          %252 = memref.load %alloc_35[%arg1, %arg2, %arg3] : memref<?x?x1xf32>
          %253 = math.rsqrt %252 : f32
          memref.store %253, %alloc_35[%arg1, %arg2, %arg3] : memref<?x?x1xf32>
        }
      }
    }
    scf.for %arg1 = %c0 to %dim step %c1 {
      scf.for %arg2 = %c0 to %dim_6 step %c1 {
        scf.for %arg3 = %c0 to %c32 step %c1 {
          %252 = memref.load %alloc_168[%arg1, %arg2, %arg3] : memref<?x?x32xf32>
          %253 = memref.load %alloc_35[%arg1, %arg2, %c0] : memref<?x?x1xf32>
          %254 = arith.mulf %252, %253 : f32
          memref.store %254, %alloc_38[%arg1, %arg2, %arg3] : memref<?x1x32xf32>
        }
      }
    }
    scf.for %arg1 = %c0 to %dim step %c1 {
      scf.for %arg2 = %c0 to %c1 step %c1 {
        scf.for %arg3 = %c0 to %c32 step %c1 {
          %252 = memref.load %4[%arg3] : memref<32xf32>
          %253 = memref.load %alloc_38[%arg1, %arg2, %arg3] : memref<?x1x32xf32>
          %254 = arith.mulf %252, %253 : f32
          memref.store %254, %alloc_38[%arg1, %arg2, %arg3] : memref<?x1x32xf32>
        }
      }
    }
    scf.for %arg1 = %c0 to %c32 step %c1 {
      scf.for %arg2 = %c0 to %c64 step %c1 {
        %252 = memref.load %7[%arg2, %arg1] : memref<64x32xf32>
        memref.store %252, %alloc_117[%arg1, %arg2] : memref<32x64xf32>
      }
    }
    %alloc_170 = memref.alloc(%dim) {alignment = 64 : i64} : memref<?x64xf32>
    memref.copy %alloc_118, %alloc_170 : memref<?x64xf32> to memref<?x64xf32>
    %dim_171 = memref.dim %collapse_shape, %c0 : memref<?x32xf32>
    scf.for %arg1 = %c0 to %dim_171 step %c1 {
      scf.for %arg2 = %c0 to %c64 step %c1 {
        scf.for %arg3 = %c0 to %c32 step %c1 {
          %252 = memref.load %collapse_shape[%arg1, %arg3] : memref<?x32xf32>
          %253 = memref.load %alloc_117[%arg3, %arg2] : memref<32x64xf32>
          %254 = memref.load %alloc_170[%arg1, %arg2] : memref<?x64xf32>
          %255 = arith.mulf %252, %253 : f32
          %256 = arith.addf %254, %255 : f32
          memref.store %256, %alloc_170[%arg1, %arg2] : memref<?x64xf32>
        }
      }
    }
    cf.assert %35, "must have at most one inferred (negative) dimension"
    %reshape_172 = memref.reshape %alloc_170(%alloc_121) : (memref<?x64xf32>, memref<3xi64>) -> memref<?x?x64xf32>
    %244 = memref.load %alloc_121[%c0] : memref<3xi64>
    %245 = arith.index_cast %244 : i64 to index
    %246 = memref.load %alloc_121[%c1] : memref<3xi64>
    %247 = arith.index_cast %246 : i64 to index
    %248 = memref.load %alloc_121[%c0] : memref<3xi64>
    %249 = arith.index_cast %248 : i64 to index
    %250 = memref.load %alloc_121[%c1] : memref<3xi64>
    %251 = arith.index_cast %250 : i64 to index
    scf.for %arg1 = %c0 to %245 step %c1 {
      scf.for %arg2 = %c0 to %247 step %c1 {
        scf.for %arg3 = %c0 to %c64 step %c1 {
          %252 = memref.load %reshape_172[%arg1, %arg2, %arg3] : memref<?x?x64xf32>
          %253 = arith.negf %252 : f32
          %254 = math.exp %253 : f32
          %255 = arith.addf %254, %cst_5 : f32
          %256 = arith.divf %cst_5, %255 : f32
          memref.store %256, %alloc_123[%arg1, %arg2, %arg3] : memref<?x1x64xf32>
        }
      }
    }
    scf.for %arg1 = %c0 to %249 step %c1 {
      scf.for %arg2 = %c0 to %251 step %c1 {
        scf.for %arg3 = %c0 to %c64 step %c1 {
          %252 = memref.load %reshape_172[%arg1, %arg2, %arg3] : memref<?x?x64xf32>
          %253 = memref.load %alloc_123[%arg1, %arg2, %arg3] : memref<?x1x64xf32>
          %254 = arith.mulf %252, %253 : f32
          memref.store %254, %alloc_123[%arg1, %arg2, %arg3] : memref<?x1x64xf32>
        }
      }
    }
    scf.for %arg1 = %c0 to %c32 step %c1 {
      scf.for %arg2 = %c0 to %c64 step %c1 {
        %252 = memref.load %6[%arg2, %arg1] : memref<64x32xf32>
        memref.store %252, %alloc_117[%arg1, %arg2] : memref<32x64xf32>
      }
    }
    %alloc_173 = memref.alloc(%dim) {alignment = 64 : i64} : memref<?x64xf32>
    memref.copy %alloc_118, %alloc_173 : memref<?x64xf32> to memref<?x64xf32>
    %dim_174 = memref.dim %collapse_shape, %c0 : memref<?x32xf32>
    scf.for %arg1 = %c0 to %dim_174 step %c1 {
      scf.for %arg2 = %c0 to %c64 step %c1 {
        scf.for %arg3 = %c0 to %c32 step %c1 {
          %252 = memref.load %collapse_shape[%arg1, %arg3] : memref<?x32xf32>
          %253 = memref.load %alloc_117[%arg3, %arg2] : memref<32x64xf32>
          %254 = memref.load %alloc_173[%arg1, %arg2] : memref<?x64xf32>
          %255 = arith.mulf %252, %253 : f32
          %256 = arith.addf %254, %255 : f32
          memref.store %256, %alloc_173[%arg1, %arg2] : memref<?x64xf32>
        }
      }
    }
    cf.assert %35, "must have at most one inferred (negative) dimension"
    %reshape_175 = memref.reshape %alloc_173(%alloc_121) : (memref<?x64xf32>, memref<3xi64>) -> memref<?x?x64xf32>
    scf.for %arg1 = %c0 to %197 step %c1 {
      scf.for %arg2 = %c0 to %c1 step %c1 {
        scf.for %arg3 = %c0 to %c64 step %c1 {
          %252 = memref.load %alloc_123[%arg1, %arg2, %arg3] : memref<?x1x64xf32>
          %253 = memref.load %reshape_175[%arg1, %arg2, %arg3] : memref<?x?x64xf32>
          %254 = arith.mulf %252, %253 : f32
          memref.store %254, %alloc_123[%arg1, %arg2, %arg3] : memref<?x1x64xf32>
        }
      }
    }
    scf.for %arg1 = %c0 to %c64 step %c1 {
      scf.for %arg2 = %c0 to %c32 step %c1 {
        %252 = memref.load %5[%arg2, %arg1] : memref<32x64xf32>
        memref.store %252, %alloc_127[%arg1, %arg2] : memref<64x32xf32>
      }
    }
    %dim_176 = memref.dim %collapse_shape_128, %c0 : memref<?x64xf32>
    scf.for %arg1 = %c0 to %dim_176 step %c1 {
      scf.for %arg2 = %c0 to %c32 step %c1 {
        scf.for %arg3 = %c0 to %c64 step %c1 {
          %252 = memref.load %collapse_shape_128[%arg1, %arg3] : memref<?x64xf32>
          %253 = memref.load %alloc_127[%arg3, %arg2] : memref<64x32xf32>
          %254 = memref.load %alloc_129[%arg1, %arg2] : memref<?x32xf32>
          %255 = arith.mulf %252, %253 : f32
          %256 = arith.addf %254, %255 : f32
          memref.store %256, %alloc_129[%arg1, %arg2] : memref<?x32xf32>
        }
      }
    }
    cf.assert %35, "must have at most one inferred (negative) dimension"
    %reshape_177 = memref.reshape %alloc_129(%alloc_132) : (memref<?x32xf32>, memref<3xi64>) -> memref<?x?x32xf32>
    cf.assert %203, "mismatched size for broadcast"
    cf.assert %205, "mismatched size for broadcast"
    %alloc_178 = memref.alloc(%dim, %dim_6) {alignment = 64 : i64} : memref<?x?x32xf32>
    scf.for %arg1 = %c0 to %dim step %c1 {
      scf.for %arg2 = %c0 to %dim_6 step %c1 {
        scf.for %arg3 = %c0 to %c32 step %c1 {
          %252 = memref.load %alloc_168[%arg1, %arg2, %arg3] : memref<?x?x32xf32>
          %253 = memref.load %reshape_177[%arg1, %arg2, %arg3] : memref<?x?x32xf32>
          %254 = arith.addf %252, %253 : f32
          memref.store %254, %alloc_178[%arg1, %arg2, %arg3] : memref<?x?x32xf32>
        }
      }
    }
    scf.for %arg1 = %c0 to %dim step %c1 {
      scf.for %arg2 = %c0 to %dim_6 step %c1 {
        scf.for %arg3 = %c0 to %c32 step %c1 {
          %252 = memref.load %alloc_178[%arg1, %arg2, %arg3] : memref<?x?x32xf32>
          %253 = math.fpowi %252, %c2_i64 : f32, i64
          memref.store %253, %alloc_8[%arg1, %arg2, %arg3] : memref<?x?x32xf32>
        }
      }
    }
    scf.for %arg1 = %c0 to %dim step %c1 {
      scf.for %arg2 = %c0 to %dim_6 step %c1 {
        scf.for %arg3 = %c0 to %c32 step %c1 {
          %252 = memref.load %alloc_8[%arg1, %arg2, %arg3] : memref<?x?x32xf32>
          %253 = memref.load %alloc_36[%arg1, %arg2, %c0] : memref<?x?x1xf32>
          %254 = arith.addf %252, %253 : f32
          memref.store %254, %alloc_36[%arg1, %arg2, %c0] : memref<?x?x1xf32>
        }
      }
    }
    scf.for %arg1 = %c0 to %dim step %c1 {
      scf.for %arg2 = %c0 to %dim_6 step %c1 {
        scf.for %arg3 = %c0 to %c1 step %c1 {
          %252 = memref.load %alloc_36[%arg1, %arg2, %arg3] : memref<?x?x1xf32>
          %253 = arith.divf %252, %cst : f32
          memref.store %253, %alloc_35[%arg1, %arg2, %arg3] : memref<?x?x1xf32>
        }
      }
    }
    scf.for %arg1 = %c0 to %dim step %c1 {
      scf.for %arg2 = %c0 to %dim_6 step %c1 {
        scf.for %arg3 = %c0 to %c1 step %c1 {
          %252 = memref.load %alloc_35[%arg1, %arg2, %arg3] : memref<?x?x1xf32>
          %253 = arith.truncf %cst_0 : f64 to f32
          %254 = arith.addf %252, %253 : f32
          memref.store %254, %alloc_35[%arg1, %arg2, %arg3] : memref<?x?x1xf32>
        }
      }
    }
    scf.for %arg1 = %c0 to %dim step %c1 {
      scf.for %arg2 = %c0 to %dim_6 step %c1 {
        scf.for %arg3 = %c0 to %c1 step %c1 {
          %252 = memref.load %alloc_35[%arg1, %arg2, %arg3] : memref<?x?x1xf32>
          %253 = math.rsqrt %252 : f32
          memref.store %253, %alloc_35[%arg1, %arg2, %arg3] : memref<?x?x1xf32>
        }
      }
    }
    scf.for %arg1 = %c0 to %dim step %c1 {
      scf.for %arg2 = %c0 to %dim_6 step %c1 {
        scf.for %arg3 = %c0 to %c32 step %c1 {
          %252 = memref.load %alloc_178[%arg1, %arg2, %arg3] : memref<?x?x32xf32>
          %253 = memref.load %alloc_35[%arg1, %arg2, %c0] : memref<?x?x1xf32>
          %254 = arith.mulf %252, %253 : f32
          memref.store %254, %alloc_38[%arg1, %arg2, %arg3] : memref<?x1x32xf32>
        }
      }
    }
    scf.for %arg1 = %c0 to %dim step %c1 {
      scf.for %arg2 = %c0 to %c1 step %c1 {
        scf.for %arg3 = %c0 to %c32 step %c1 {
          %252 = memref.load %4[%arg3] : memref<32xf32>
          %253 = memref.load %alloc_38[%arg1, %arg2, %arg3] : memref<?x1x32xf32>
          %254 = arith.mulf %252, %253 : f32
          memref.store %254, %alloc_38[%arg1, %arg2, %arg3] : memref<?x1x32xf32>
        }
      }
    }
    scf.for %arg1 = %c0 to %c32 step %c1 {
      scf.for %arg2 = %c0 to %c64 step %c1 {
        %252 = memref.load %3[%arg2, %arg1] : memref<64x32xf32>
        memref.store %252, %alloc_117[%arg1, %arg2] : memref<32x64xf32>
      }
    }
    %dim_179 = memref.dim %collapse_shape, %c0 : memref<?x32xf32>
    scf.for %arg1 = %c0 to %dim_179 step %c1 {
      scf.for %arg2 = %c0 to %c64 step %c1 {
        scf.for %arg3 = %c0 to %c32 step %c1 {
          %252 = memref.load %collapse_shape[%arg1, %arg3] : memref<?x32xf32>
          %253 = memref.load %alloc_117[%arg3, %arg2] : memref<32x64xf32>
          %254 = memref.load %alloc_118[%arg1, %arg2] : memref<?x64xf32>
          %255 = arith.mulf %252, %253 : f32
          %256 = arith.addf %254, %255 : f32
          memref.store %256, %alloc_118[%arg1, %arg2] : memref<?x64xf32>
        }
      }
    }
    cf.assert %35, "must have at most one inferred (negative) dimension"
    %reshape_180 = memref.reshape %alloc_118(%alloc_121) : (memref<?x64xf32>, memref<3xi64>) -> memref<?x?x64xf32>
    return %reshape_180 : memref<?x?x64xf32>
  }
}


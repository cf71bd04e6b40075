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
  func.func @main_graph(%arg0: memref<1x?xi64>) -> memref<1x?x64xf32> {
    %c16 = arith.constant 16 : index
    %c8 = arith.constant 8 : index
    %c4 = arith.constant 4 : index
    %c32 = arith.constant 32 : index
    %c2 = arith.constant 2 : index
    %c16_i64 = arith.constant 16 : i64
    %c32_i64 = arith.constant 32 : i64
    %cst = arith.constant 3.200000e+01 : f32
    %cst_0 = arith.constant 9.9999999999999995E-7 : f64
    %cst_1 = arith.constant 0.35355339059327379 : f64
    %cst_2 = arith.constant -0.0324362069 : f32
    %c2_i64 = arith.constant 2 : i64
    %c4_i64 = arith.constant 4 : i64
    %c0_i64 = arith.constant 0 : i64
    %c1_i64 = arith.constant 1 : i64
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c64 = arith.constant 64 : index
    %c3 = arith.constant 3 : index
    %cst_3 = arith.constant 0.000000e+00 : f32
    %c8_i64 = arith.constant 8 : i64
    %cst_4 = arith.constant 0xFF800000 : f32
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
    %dim = memref.dim %arg0, %c1 : memref<1x?xi64>
    %21 = arith.index_cast %dim : index to i64
    %22 = arith.cmpi sge, %21, %c0_i64 : i64
    cf.assert %22, "negative values not allowed in new dimensions"
    %alloc = memref.alloc(%dim) {alignment = 64 : i64} : memref<1x?xi64>
    scf.for %arg1 = %c0 to %c1 step %c1 {
      scf.for %arg2 = %c0 to %dim step %c1 {
        %85 = memref.load %20[] : memref<i64>
        memref.store %85, %alloc[%arg1, %arg2] : memref<1x?xi64>
      }
    }
    %alloc_6 = memref.alloc(%dim) {alignment = 64 : i64} : memref<?xi64>
    scf.for %arg1 = %c0 to %dim step %c1 {
      %85 = arith.index_cast %arg1 : index to i64
      memref.store %85, %alloc_6[%arg1] : memref<?xi64>
    }
    %alloc_7 = memref.alloc(%dim) {alignment = 64 : i64} : memref<1x?x32xf32>
    %alloc_8 = memref.alloc(%dim) {alignment = 64 : i64} : memref<1x?x32xf32>
    %dim_9 = memref.dim %arg0, %c1 : memref<1x?xi64>
    scf.for %arg1 = %c0 to %c1 step %c1 {
      scf.for %arg2 = %c0 to %dim_9 step %c1 {
        scf.for %arg3 = %c0 to %c32 step %c1 {
          %85 = memref.load %arg0[%arg1, %arg2] : memref<1x?xi64>
          %86 = arith.index_cast %85 : i64 to index
          %87 = arith.cmpi slt, %86, %c64 : index
          cf.assert %87, "index must be smaller than dim size"
          %88 = arith.cmpi sge, %85, %c0_i64 : i64
          cf.assert %88, "index must be larger or equal to 0"
          memref.store %cst_2, %alloc_8[%arg1, %arg2, %arg3] : memref<1x?x32xf32>
        }
      }
    }
    %alloc_10 = memref.alloc(%dim) {alignment = 64 : i64} : memref<1x?xi1>
    scf.for %arg1 = %c0 to %c1 step %c1 {
      scf.for %arg2 = %c0 to %dim step %c1 {
        %85 = memref.load %alloc[%arg1, %arg2] : memref<1x?xi64>
        %86 = arith.cmpi ne, %85, %c0_i64 : i64
        memref.store %86, %alloc_10[%arg1, %arg2] : memref<1x?xi1>
      }
    }
    %alloc_11 = memref.alloc() {alignment = 64 : i64} : memref<1xi64>
    scf.for %arg1 = %c0 to %c1 step %c1 {
      memref.store %c0_i64, %alloc_11[%arg1] : memref<1xi64>
    }
    %expand_shape = memref.expand_shape %alloc_11 [[0, 1, 2, 3]] output_shape [1, 1, 1, 1] : memref<1xi64> into memref<1x1x1x1xi64>
    %expand_shape_12 = memref.expand_shape %alloc_6 [[0, 1, 2, 3]] output_shape [1, 1, %dim, 1] : memref<?xi64> into memref<1x1x?x1xi64>
    %expand_shape_13 = memref.expand_shape %alloc_6 [[0, 1, 2, 3]] output_shape [1, 1, 1, %dim] : memref<?xi64> into memref<1x1x1x?xi64>
    %alloc_14 = memref.alloc(%dim, %dim) {alignment = 64 : i64} : memref<1x1x?x?xi1>
    %dim_15 = memref.dim %expand_shape_13, %c3 : memref<1x1x1x?xi64>
    %dim_16 = memref.dim %expand_shape_12, %c2 : memref<1x1x?x1xi64>
    scf.for %arg1 = %c0 to %c1 step %c1 {
      scf.for %arg2 = %c0 to %c1 step %c1 {
        scf.for %arg3 = %c0 to %dim_16 step %c1 {
          scf.for %arg4 = %c0 to %dim_15 step %c1 {
            %85 = memref.load %expand_shape_13[%arg1, %arg2, %c0, %arg4] : memref<1x1x1x?xi64>
            %86 = memref.load %expand_shape_12[%arg1, %arg2, %arg3, %c0] : memref<1x1x?x1xi64>
            %87 = arith.cmpi sle, %85, %86 : i64
            memref.store %87, %alloc_14[%arg1, %arg2, %arg3, %arg4] : memref<1x1x?x?xi1>
          }
        }
      }
    }
    scf.for %arg1 = %c0 to %c1 step %c1 {
      scf.for %arg2 = %c0 to %c1 step %c1 {
        scf.for %arg3 = %c0 to %dim step %c1 {
          scf.for %arg4 = %c0 to %dim step %c1 {
            %85 = memref.load %2[] : memref<i1>
            %86 = memref.load %alloc_14[%arg1, %arg2, %arg3, %arg4] : memref<1x1x?x?xi1>
            %87 = arith.andi %85, %86 : i1
            memref.store %87, %alloc_14[%arg1, %arg2, %arg3, %arg4] : memref<1x1x?x?xi1>
          }
        }
      }
    }
    %dim_17 = memref.dim %expand_shape_13, %c3 : memref<1x1x1x?xi64>
    %alloc_18 = memref.alloc(%dim_17) {alignment = 64 : i64} : memref<1x1x1x?xi1>
    %dim_19 = memref.dim %expand_shape_13, %c3 : memref<1x1x1x?xi64>
    scf.for %arg1 = %c0 to %c1 step %c1 {
      scf.for %arg2 = %c0 to %c1 step %c1 {
        scf.for %arg3 = %c0 to %c1 step %c1 {
          scf.for %arg4 = %c0 to %dim_19 step %c1 {
            %85 = memref.load %expand_shape[%c0, %c0, %c0, %c0] : memref<1x1x1x1xi64>
            %86 = memref.load %expand_shape_13[%c0, %c0, %c0, %arg4] : memref<1x1x1x?xi64>
            %87 = arith.cmpi slt, %85, %c0_i64 : i64
            %88 = arith.addi %85, %c1_i64 : i64
            %89 = arith.select %87, %88, %85 : i64
            %90 = arith.index_cast %89 : i64 to index
            %91 = arith.cmpi slt, %86, %c0_i64 : i64
            %92 = arith.addi %86, %21 : i64
            %93 = arith.select %91, %92, %86 : i64
            %94 = arith.index_cast %93 : i64 to index
            %95 = memref.load %alloc_10[%90, %94] : memref<1x?xi1>
            memref.store %95, %alloc_18[%arg1, %arg2, %arg3, %arg4] : memref<1x1x1x?xi1>
          }
        }
      }
    }
    %23 = arith.cmpi eq, %dim, %dim_17 : index
    cf.assert %23, "mismatched size for broadcast"
    %alloc_20 = memref.alloc(%dim, %dim) {alignment = 64 : i64} : memref<1x1x?x?xi1>
    scf.for %arg1 = %c0 to %c1 step %c1 {
      scf.for %arg2 = %c0 to %c1 step %c1 {
        scf.for %arg3 = %c0 to %dim step %c1 {
          scf.for %arg4 = %c0 to %dim step %c1 {
            %85 = memref.load %alloc_14[%arg1, %arg2, %arg3, %arg4] : memref<1x1x?x?xi1>
            %86 = memref.load %alloc_18[%arg1, %arg2, %c0, %arg4] : memref<1x1x1x?xi1>
            %87 = arith.andi %85, %86 : i1
            memref.store %87, %alloc_20[%arg1, %arg2, %arg3, %arg4] : memref<1x1x?x?xi1>
          }
        }
      }
    }
    cf.assert %22, "unimplemented: dynamic negative broadcast sizes"
    cf.assert %22, "unimplemented: dynamic negative broadcast sizes"
    scf.for %arg1 = %c0 to %c1 step %c1 {
      scf.for %arg2 = %c0 to %c1 step %c1 {
        scf.for %arg3 = %c0 to %dim step %c1 {
          scf.for %arg4 = %c0 to %dim step %c1 {
            %85 = arith.cmpi eq, %dim, %c1 : index
            %86 = arith.select %85, %c0, %arg3 : index
            %87 = arith.select %85, %c0, %arg4 : index
            %88 = memref.load %alloc_20[%c0, %c0, %86, %87] : memref<1x1x?x?xi1>
            memref.store %88, %alloc_14[%arg1, %arg2, %arg3, %arg4] : memref<1x1x?x?xi1>
          }
        }
      }
    }
    %alloc_21 = memref.alloc(%dim, %dim) {alignment = 64 : i64} : memref<1x1x?x?xf32>
    scf.for %arg1 = %c0 to %c1 step %c1 {
      scf.for %arg2 = %c0 to %c1 step %c1 {
        scf.for %arg3 = %c0 to %dim step %c1 {
          scf.for %arg4 = %c0 to %dim step %c1 {
            %85 = memref.load %alloc_14[%arg1, %arg2, %arg3, %arg4] : memref<1x1x?x?xi1>
            %86 = memref.load %1[] : memref<f32>
            %87 = memref.load %0[] : memref<f32>
            %88 = arith.select %85, %86, %87 : f32
            memref.store %88, %alloc_21[%arg1, %arg2, %arg3, %arg4] : memref<1x1x?x?xf32>
          }
        }
      }
    }
    %expand_shape_22 = memref.expand_shape %alloc_6 [[0, 1, 2]] output_shape [1, %dim, 1] : memref<?xi64> into memref<1x?x1xi64>
    %alloc_23 = memref.alloc(%dim) {alignment = 64 : i64} : memref<1x?x1xf32>
    %dim_24 = memref.dim %expand_shape_22, %c1 : memref<1x?x1xi64>
    scf.for %arg1 = %c0 to %c1 step %c1 {
      scf.for %arg2 = %c0 to %dim_24 step %c1 {
        scf.for %arg3 = %c0 to %c1 step %c1 {
          %85 = memref.load %expand_shape_22[%arg1, %arg2, %arg3] : memref<1x?x1xi64>
          %86 = arith.sitofp %85 : i64 to f32
          memref.store %86, %alloc_23[%arg1, %arg2, %arg3] : memref<1x?x1xf32>
        }
      }
    }
    %alloc_25 = memref.alloc(%dim) {alignment = 64 : i64} : memref<1x?x4xf32>
    scf.for %arg1 = %c0 to %c1 step %c1 {
      scf.for %arg2 = %c0 to %dim step %c1 {
        scf.for %arg3 = %c0 to %c4 step %c1 {
          %85 = memref.load %alloc_23[%arg1, %arg2, %c0] : memref<1x?x1xf32>
          %86 = memref.load %19[%arg3] : memref<4xf32>
          %87 = arith.mulf %85, %86 : f32
          memref.store %87, %alloc_25[%arg1, %arg2, %arg3] : memref<1x?x4xf32>
        }
      }
    }
    %alloc_26 = memref.alloc(%dim) {alignment = 64 : i64} : memref<1x?x8xf32>
    %subview = memref.subview %alloc_26[0, 0, 0] [1, %dim, 4] [1, 1, 1] : memref<1x?x8xf32> to memref<1x?x4xf32, strided<[?, 8, 1]>>
    memref.copy %alloc_25, %subview : memref<1x?x4xf32> to memref<1x?x4xf32, strided<[?, 8, 1]>>
    %subview_27 = memref.subview %alloc_26[0, 0, 4] [1, %dim, 4] [1, 1, 1] : memref<1x?x8xf32> to memref<1x?x4xf32, strided<[?, 8, 1], offset: 4>>
    memref.copy %alloc_25, %subview_27 : memref<1x?x4xf32> to memref<1x?x4xf32, strided<[?, 8, 1], offset: 4>>
    %alloc_28 = memref.alloc(%dim) {alignment = 64 : i64} : memref<1x?x8xf32>
    %alloc_29 = memref.alloc(%dim) {alignment = 64 : i64} : memref<1x?x8xf32>
    scf.for %arg1 = %c0 to %c1 step %c1 {
      scf.for %arg2 = %c0 to %dim step %c1 {
        scf.for %arg3 = %c0 to %c8 step %c1 {
          %85 = memref.load %alloc_26[%arg1, %arg2, %arg3] : memref<1x?x8xf32>
          %86 = math.cos %85 : f32
          memref.store %86, %alloc_29[%arg1, %arg2, %arg3] : memref<1x?x8xf32>
        }
      }
    }
    scf.for %arg1 = %c0 to %c1 step %c1 {
      scf.for %arg2 = %c0 to %dim step %c1 {
        scf.for %arg3 = %c0 to %c8 step %c1 {
          %85 = memref.load %alloc_26[%arg1, %arg2, %arg3] : memref<1x?x8xf32>
          %86 = math.sin %85 : f32
          memref.store %86, %alloc_28[%arg1, %arg2, %arg3] : memref<1x?x8xf32>
        }
      }
    }
    scf.for %arg1 = %c0 to %c1 step %c1 {
      scf.for %arg2 = %c0 to %dim step %c1 {
        scf.for %arg3 = %c0 to %c32 step %c1 {
          %85 = memref.load %alloc_8[%arg1, %arg2, %arg3] : memref<1x?x32xf32>
          %86 = math.fpowi %85, %c2_i64 : f32, i64
          memref.store %86, %alloc_7[%arg1, %arg2, %arg3] : memref<1x?x32xf32>
        }
      }
    }
    %alloc_30 = memref.alloc(%dim) {alignment = 64 : i64} : memref<1x?x1xf32>
    scf.for %arg1 = %c0 to %c1 step %c1 {
      scf.for %arg2 = %c0 to %dim step %c1 {
        scf.for %arg3 = %c0 to %c1 step %c1 {
          memref.store %cst_3, %alloc_30[%arg1, %arg2, %arg3] : memref<1x?x1xf32>
        }
      }
    }
    %alloc_31 = memref.alloc(%dim) {alignment = 64 : i64} : memref<1x?x1xf32>
    memref.copy %alloc_30, %alloc_31 : memref<1x?x1xf32> to memref<1x?x1xf32>
    scf.for %arg1 = %c0 to %c1 step %c1 {
      scf.for %arg2 = %c0 to %dim step %c1 {
        scf.for %arg3 = %c0 to %c32 step %c1 {
          %85 = memref.load %alloc_7[%arg1, %arg2, %arg3] : memref<1x?x32xf32>
          %86 = memref.load %alloc_31[%arg1, %arg2, %c0] : memref<1x?x1xf32>
          %87 = arith.addf %85, %86 : f32
          memref.store %87, %alloc_31[%arg1, %arg2, %c0] : memref<1x?x1xf32>
        }
      }
    }
    scf.for %arg1 = %c0 to %c1 step %c1 {
      scf.for %arg2 = %c0 to %dim step %c1 {
        scf.for %arg3 = %c0 to %c1 step %c1 {
          %85 = memref.load %alloc_31[%arg1, %arg2, %arg3] : memref<1x?x1xf32>
          %86 = arith.divf %85, %cst : f32
          memref.store %86, %alloc_23[%arg1, %arg2, %arg3] : memref<1x?x1xf32>
        }
      }
    }
    scf.for %arg1 = %c0 to %c1 step %c1 {
      scf.for %arg2 = %c0 to %dim step %c1 {
        scf.for %arg3 = %c0 to %c1 step %c1 {
          %85 = memref.load %alloc_23[%arg1, %arg2, %arg3] : memref<1x?x1xf32>
          %86 = arith.truncf %cst_0 : f64 to f32
          %87 = arith.addf %85, %86 : f32
          memref.store %87, %alloc_23[%arg1, %arg2, %arg3] : memref<1x?x1xf32>
        }
      }
    }
    scf.for %arg1 = %c0 to %c1 step %c1 {
      scf.for %arg2 = %c0 to %dim step %c1 {
        scf.for %arg3 = %c0 to %c1 step %c1 {
          %85 = memref.load %alloc_23[%arg1, %arg2, %arg3] : memref<1x?x1xf32>
          %86 = math.rsqrt %85 : f32
          memref.store %86, %alloc_23[%arg1, %arg2, %arg3] : memref<1x?x1xf32>
        }
      }
    }
    scf.for %arg1 = %c0 to %c1 step %c1 {
      scf.for %arg2 = %c0 to %dim step %c1 {
        scf.for %arg3 = %c0 to %c32 step %c1 {
          %85 = memref.load %alloc_8[%arg1, %arg2, %arg3] : memref<1x?x32xf32>
          %86 = memref.load %alloc_23[%arg1, %arg2, %c0] : memref<1x?x1xf32>
          %87 = arith.mulf %85, %86 : f32
          memref.store %87, %alloc_7[%arg1, %arg2, %arg3] : memref<1x?x32xf32>
        }
      }
    }
    scf.for %arg1 = %c0 to %c1 step %c1 {
      scf.for %arg2 = %c0 to %dim step %c1 {
        scf.for %arg3 = %c0 to %c32 step %c1 {
          %85 = memref.load %4[%arg3] : memref<32xf32>
          %86 = memref.load %alloc_7[%arg1, %arg2, %arg3] : memref<1x?x32xf32>
          %87 = arith.mulf %85, %86 : f32
          memref.store %87, %alloc_7[%arg1, %arg2, %arg3] : memref<1x?x32xf32>
        }
      }
    }
    %alloc_32 = memref.alloc() {alignment = 64 : i64} : memref<32x32xf32>
    scf.for %arg1 = %c0 to %c32 step %c1 {
      scf.for %arg2 = %c0 to %c32 step %c1 {
        %85 = memref.load %18[%arg2, %arg1] : memref<32x32xf32>
        memref.store %85, %alloc_32[%arg1, %arg2] : memref<32x32xf32>
      }
    }
    %collapse_shape = memref.collapse_shape %alloc_7 [[0, 1], [2]] : memref<1x?x32xf32> into memref<?x32xf32>
    %alloc_33 = memref.alloc(%dim) {alignment = 64 : i64} : memref<?x32xf32>
    scf.for %arg1 = %c0 to %dim step %c1 {
      scf.for %arg2 = %c0 to %c32 step %c1 {
        memref.store %cst_3, %alloc_33[%arg1, %arg2] : memref<?x32xf32>
      }
    }
    %alloc_34 = memref.alloc(%dim) {alignment = 64 : i64} : memref<?x32xf32>
    memref.copy %alloc_33, %alloc_34 : memref<?x32xf32> to memref<?x32xf32>
    %dim_35 = memref.dim %collapse_shape, %c0 : memref<?x32xf32>
    scf.for %arg1 = %c0 to %dim_35 step %c1 {
      scf.for %arg2 = %c0 to %c32 step %c1 {
        scf.for %arg3 = %c0 to %c32 step %c1 {
          %85 = memref.load %collapse_shape[%arg1, %arg3] : memref<?x32xf32>
          %86 = memref.load %alloc_32[%arg3, %arg2] : memref<32x32xf32>
          %87 = memref.load %alloc_34[%arg1, %arg2] : memref<?x32xf32>
          %88 = arith.mulf %85, %86 : f32
          %89 = arith.addf %87, %88 : f32
          memref.store %89, %alloc_34[%arg1, %arg2] : memref<?x32xf32>
        }
      }
    }
    %expand_shape_36 = memref.expand_shape %alloc_34 [[0, 1], [2]] output_shape [1, %dim, 32] : memref<?x32xf32> into memref<1x?x32xf32>
    %24 = arith.cmpi slt, %21, %c0_i64 : i64
    %25 = arith.select %24, %c1_i64, %21 : i64
    %26 = arith.extui %24 : i1 to i64
    %27 = arith.addi %26, %c1_i64 : i64
    %28 = arith.muli %25, %c8_i64 : i64
    %29 = arith.cmpi sle, %27, %c1_i64 : i64
    cf.assert %29, "must have at most one inferred (negative) dimension"
    %30 = arith.muli %21, %c32_i64 : i64
    %31 = arith.divsi %30, %28 : i64
    %32 = arith.select %24, %31, %21 : i64
    %alloc_37 = memref.alloc() {alignment = 64 : i64} : memref<4xi64>
    memref.store %c1_i64, %alloc_37[%c0] : memref<4xi64>
    memref.store %32, %alloc_37[%c1] : memref<4xi64>
    memref.store %31, %alloc_37[%c2] : memref<4xi64>
    memref.store %c8_i64, %alloc_37[%c3] : memref<4xi64>
    %reshape = memref.reshape %expand_shape_36(%alloc_37) : (memref<1x?x32xf32>, memref<4xi64>) -> memref<1x?x4x8xf32>
    %33 = memref.load %alloc_37[%c1] : memref<4xi64>
    %34 = arith.index_cast %33 : i64 to index
    %35 = arith.index_cast %32 : i64 to index
    %alloc_38 = memref.alloc(%35) {alignment = 64 : i64} : memref<1x4x?x8xf32>
    scf.for %arg1 = %c0 to %c1 step %c1 {
      scf.for %arg2 = %c0 to %c4 step %c1 {
        scf.for %arg3 = %c0 to %34 step %c1 {
          scf.for %arg4 = %c0 to %c8 step %c1 {
            %85 = memref.load %reshape[%arg1, %arg3, %arg2, %arg4] : memref<1x?x4x8xf32>
            memref.store %85, %alloc_38[%arg1, %arg2, %arg3, %arg4] : memref<1x4x?x8xf32>
          }
        }
      }
    }
    %alloc_39 = memref.alloc() {alignment = 64 : i64} : memref<32x16xf32>
    scf.for %arg1 = %c0 to %c32 step %c1 {
      scf.for %arg2 = %c0 to %c16 step %c1 {
        %85 = memref.load %17[%arg2, %arg1] : memref<16x32xf32>
        memref.store %85, %alloc_39[%arg1, %arg2] : memref<32x16xf32>
      }
    }
    %alloc_40 = memref.alloc(%dim) {alignment = 64 : i64} : memref<?x16xf32>
    scf.for %arg1 = %c0 to %dim step %c1 {
      scf.for %arg2 = %c0 to %c16 step %c1 {
        memref.store %cst_3, %alloc_40[%arg1, %arg2] : memref<?x16xf32>
      }
    }
    %alloc_41 = memref.alloc(%dim) {alignment = 64 : i64} : memref<?x16xf32>
    memref.copy %alloc_40, %alloc_41 : memref<?x16xf32> to memref<?x16xf32>
    %dim_42 = memref.dim %collapse_shape, %c0 : memref<?x32xf32>
    scf.for %arg1 = %c0 to %dim_42 step %c1 {
      scf.for %arg2 = %c0 to %c16 step %c1 {
        scf.for %arg3 = %c0 to %c32 step %c1 {
          %85 = memref.load %collapse_shape[%arg1, %arg3] : memref<?x32xf32>
          %86 = memref.load %alloc_39[%arg3, %arg2] : memref<32x16xf32>
          %87 = memref.load %alloc_41[%arg1, %arg2] : memref<?x16xf32>
          %88 = arith.mulf %85, %86 : f32
          %89 = arith.addf %87, %88 : f32
          memref.store %89, %alloc_41[%arg1, %arg2] : memref<?x16xf32>
        }
      }
    }
    %expand_shape_43 = memref.expand_shape %alloc_41 [[0, 1], [2]] output_shape [1, %dim, 16] : memref<?x16xf32> into memref<1x?x16xf32>
    cf.assert %29, "must have at most one inferred (negative) dimension"
    %36 = arith.muli %21, %c16_i64 : i64
    %37 = arith.divsi %36, %28 : i64
    %38 = arith.select %24, %37, %21 : i64
    %alloc_44 = memref.alloc() {alignment = 64 : i64} : memref<4xi64>
    memref.store %c1_i64, %alloc_44[%c0] : memref<4xi64>
    memref.store %38, %alloc_44[%c1] : memref<4xi64>
    memref.store %37, %alloc_44[%c2] : memref<4xi64>
    memref.store %c8_i64, %alloc_44[%c3] : memref<4xi64>
    %reshape_45 = memref.reshape %expand_shape_43(%alloc_44) : (memref<1x?x16xf32>, memref<4xi64>) -> memref<1x?x2x8xf32>
    %39 = memref.load %alloc_44[%c1] : memref<4xi64>
    %40 = arith.index_cast %39 : i64 to index
    %41 = arith.index_cast %38 : i64 to index
    %alloc_46 = memref.alloc(%41) {alignment = 64 : i64} : memref<1x2x?x8xf32>
    scf.for %arg1 = %c0 to %c1 step %c1 {
      scf.for %arg2 = %c0 to %c2 step %c1 {
        scf.for %arg3 = %c0 to %40 step %c1 {
          scf.for %arg4 = %c0 to %c8 step %c1 {
            %85 = memref.load %reshape_45[%arg1, %arg3, %arg2, %arg4] : memref<1x?x2x8xf32>
            memref.store %85, %alloc_46[%arg1, %arg2, %arg3, %arg4] : memref<1x2x?x8xf32>
          }
        }
      }
    }
    scf.for %arg1 = %c0 to %c32 step %c1 {
      scf.for %arg2 = %c0 to %c16 step %c1 {
        %85 = memref.load %16[%arg2, %arg1] : memref<16x32xf32>
        memref.store %85, %alloc_39[%arg1, %arg2] : memref<32x16xf32>
      }
    }
    %alloc_47 = memref.alloc(%dim) {alignment = 64 : i64} : memref<?x16xf32>
    memref.copy %alloc_40, %alloc_47 : memref<?x16xf32> to memref<?x16xf32>
    %dim_48 = memref.dim %collapse_shape, %c0 : memref<?x32xf32>
    scf.for %arg1 = %c0 to %dim_48 step %c1 {
      scf.for %arg2 = %c0 to %c16 step %c1 {
        scf.for %arg3 = %c0 to %c32 step %c1 {
          %85 = memref.load %collapse_shape[%arg1, %arg3] : memref<?x32xf32>
          %86 = memref.load %alloc_39[%arg3, %arg2] : memref<32x16xf32>
          %87 = memref.load %alloc_47[%arg1, %arg2] : memref<?x16xf32>
          %88 = arith.mulf %85, %86 : f32
          %89 = arith.addf %87, %88 : f32
          memref.store %89, %alloc_47[%arg1, %arg2] : memref<?x16xf32>
        }
      }
    }
    %expand_shape_49 = memref.expand_shape %alloc_47 [[0, 1], [2]] output_shape [1, %dim, 16] : memref<?x16xf32> into memref<1x?x16xf32>
    cf.assert %29, "must have at most one inferred (negative) dimension"
    %reshape_50 = memref.reshape %expand_shape_49(%alloc_44) : (memref<1x?x16xf32>, memref<4xi64>) -> memref<1x?x2x8xf32>
    %42 = memref.load %alloc_44[%c1] : memref<4xi64>
    %43 = arith.index_cast %42 : i64 to index
    %alloc_51 = memref.alloc(%41) {alignment = 64 : i64} : memref<1x2x?x8xf32>
    scf.for %arg1 = %c0 to %c1 step %c1 {
      scf.for %arg2 = %c0 to %c2 step %c1 {
        scf.for %arg3 = %c0 to %43 step %c1 {
          scf.for %arg4 = %c0 to %c8 step %c1 {
            %85 = memref.load %reshape_50[%arg1, %arg3, %arg2, %arg4] : memref<1x?x2x8xf32>
            memref.store %85, %alloc_51[%arg1, %arg2, %arg3, %arg4] : memref<1x2x?x8xf32>
          }
        }
      }
    }
    %expand_shape_52 = memref.expand_shape %alloc_29 [[0], [1, 2], [3]] output_shape [1, 1, %dim, 8] : memref<1x?x8xf32> into memref<1x1x?x8xf32>
    %expand_shape_53 = memref.expand_shape %alloc_28 [[0], [1, 2], [3]] output_shape [1, 1, %dim, 8] : memref<1x?x8xf32> into memref<1x1x?x8xf32>
    %44 = arith.cmpi eq, %35, %dim : index
    cf.assert %44, "mismatched size for broadcast"
    %alloc_54 = memref.alloc(%35) {alignment = 64 : i64} : memref<1x4x?x8xf32>
    scf.for %arg1 = %c0 to %c1 step %c1 {
      scf.for %arg2 = %c0 to %c4 step %c1 {
        scf.for %arg3 = %c0 to %35 step %c1 {
          scf.for %arg4 = %c0 to %c8 step %c1 {
            %85 = memref.load %alloc_38[%arg1, %arg2, %arg3, %arg4] : memref<1x4x?x8xf32>
            %86 = memref.load %expand_shape_52[%arg1, %c0, %arg3, %arg4] : memref<1x1x?x8xf32>
            %87 = arith.mulf %85, %86 : f32
            memref.store %87, %alloc_54[%arg1, %arg2, %arg3, %arg4] : memref<1x4x?x8xf32>
          }
        }
      }
    }
    %subview_55 = memref.subview %alloc_38[0, 0, 0, 0] [1, 4, %35, 4] [1, 1, 1, 1] : memref<1x4x?x8xf32> to memref<1x4x?x4xf32, strided<[?, ?, 8, 1]>>
    %subview_56 = memref.subview %alloc_38[0, 0, 0, 4] [1, 4, %35, 4] [1, 1, 1, 1] : memref<1x4x?x8xf32> to memref<1x4x?x4xf32, strided<[?, ?, 8, 1], offset: 4>>
    %alloc_57 = memref.alloc(%35) {alignment = 64 : i64} : memref<1x4x?x4xf32>
    scf.for %arg1 = %c0 to %c1 step %c1 {
      scf.for %arg2 = %c0 to %c4 step %c1 {
        scf.for %arg3 = %c0 to %35 step %c1 {
          scf.for %arg4 = %c0 to %c4 step %c1 {
            %85 = memref.load %subview_56[%arg1, %arg2, %arg3, %arg4] : memref<1x4x?x4xf32, strided<[?, ?, 8, 1], offset: 4>>
            %86 = arith.negf %85 : f32
            memref.store %86, %alloc_57[%arg1, %arg2, %arg3, %arg4] : memref<1x4x?x4xf32>
          }
        }
      }
    }
    %alloc_58 = memref.alloc(%35) {alignment = 64 : i64} : memref<1x4x?x8xf32>
    %subview_59 = memref.subview %alloc_58[0, 0, 0, 0] [1, 4, %35, 4] [1, 1, 1, 1] : memref<1x4x?x8xf32> to memref<1x4x?x4xf32, strided<[?, ?, 8, 1]>>
    memref.copy %alloc_57, %subview_59 : memref<1x4x?x4xf32> to memref<1x4x?x4xf32, strided<[?, ?, 8, 1]>>
    %subview_60 = memref.subview %alloc_58[0, 0, 0, 4] [1, 4, %35, 4] [1, 1, 1, 1] : memref<1x4x?x8xf32> to memref<1x4x?x4xf32, strided<[?, ?, 8, 1], offset: 4>>
    memref.copy %subview_55, %subview_60 : memref<1x4x?x4xf32, strided<[?, ?, 8, 1]>> to memref<1x4x?x4xf32, strided<[?, ?, 8, 1], offset: 4>>
    cf.assert %44, "mismatched size for broadcast"
    scf.for %arg1 = %c0 to %c1 step %c1 {
      scf.for %arg2 = %c0 to %c4 step %c1 {
        scf.for %arg3 = %c0 to %35 step %c1 {
          scf.for %arg4 = %c0 to %c8 step %c1 {
            %85 = memref.load %alloc_58[%arg1, %arg2, %arg3, %arg4] : memref<1x4x?x8xf32>
            %86 = memref.load %expand_shape_53[%arg1, %c0, %arg3, %arg4] : memref<1x1x?x8xf32>
            %87 = arith.mulf %85, %86 : f32
            memref.store %87, %alloc_38[%arg1, %arg2, %arg3, %arg4] : memref<1x4x?x8xf32>
          }
        }
      }
    }
    scf.for %arg1 = %c0 to %c1 step %c1 {
      scf.for %arg2 = %c0 to %c4 step %c1 {
        scf.for %arg3 = %c0 to %35 step %c1 {
          scf.for %arg4 = %c0 to %c8 step %c1 {
            %85 = memref.load %alloc_54[%arg1, %arg2, %arg3, %arg4] : memref<1x4x?x8xf32>
            %86 = memref.load %alloc_38[%arg1, %arg2, %arg3, %arg4] : memref<1x4x?x8xf32>
            %87 = arith.addf %85, %86 : f32
            memref.store %87, %alloc_38[%arg1, %arg2, %arg3, %arg4] : memref<1x4x?x8xf32>
          }
        }
      }
    }
    %45 = arith.cmpi eq, %41, %dim : index
    cf.assert %45, "mismatched size for broadcast"
    %alloc_61 = memref.alloc(%41) {alignment = 64 : i64} : memref<1x2x?x8xf32>
    scf.for %arg1 = %c0 to %c1 step %c1 {
      scf.for %arg2 = %c0 to %c2 step %c1 {
        scf.for %arg3 = %c0 to %41 step %c1 {
          scf.for %arg4 = %c0 to %c8 step %c1 {
            %85 = memref.load %alloc_46[%arg1, %arg2, %arg3, %arg4] : memref<1x2x?x8xf32>
            %86 = memref.load %expand_shape_52[%arg1, %c0, %arg3, %arg4] : memref<1x1x?x8xf32>
            %87 = arith.mulf %85, %86 : f32
            memref.store %87, %alloc_61[%arg1, %arg2, %arg3, %arg4] : memref<1x2x?x8xf32>
          }
        }
      }
    }
    %subview_62 = memref.subview %alloc_46[0, 0, 0, 0] [1, 2, %41, 4] [1, 1, 1, 1] : memref<1x2x?x8xf32> to memref<1x2x?x4xf32, strided<[?, ?, 8, 1]>>
    %subview_63 = memref.subview %alloc_46[0, 0, 0, 4] [1, 2, %41, 4] [1, 1, 1, 1] : memref<1x2x?x8xf32> to memref<1x2x?x4xf32, strided<[?, ?, 8, 1], offset: 4>>
    %alloc_64 = memref.alloc(%41) {alignment = 64 : i64} : memref<1x2x?x4xf32>
    scf.for %arg1 = %c0 to %c1 step %c1 {
      scf.for %arg2 = %c0 to %c2 step %c1 {
        scf.for %arg3 = %c0 to %41 step %c1 {
          scf.for %arg4 = %c0 to %c4 step %c1 {
            %85 = memref.load %subview_63[%arg1, %arg2, %arg3, %arg4] : memref<1x2x?x4xf32, strided<[?, ?, 8, 1], offset: 4>>
            %86 = arith.negf %85 : f32
            memref.store %86, %alloc_64[%arg1, %arg2, %arg3, %arg4] : memref<1x2x?x4xf32>
          }
        }
      }
    }
    %alloc_65 = memref.alloc(%41) {alignment = 64 : i64} : memref<1x2x?x8xf32>
    %subview_66 = memref.subview %alloc_65[0, 0, 0, 0] [1, 2, %41, 4] [1, 1, 1, 1] : memref<1x2x?x8xf32> to memref<1x2x?x4xf32, strided<[?, ?, 8, 1]>>
    memref.copy %alloc_64, %subview_66 : memref<1x2x?x4xf32> to memref<1x2x?x4xf32, strided<[?, ?, 8, 1]>>
    %subview_67 = memref.subview %alloc_65[0, 0, 0, 4] [1, 2, %41, 4] [1, 1, 1, 1] : memref<1x2x?x8xf32> to memref<1x2x?x4xf32, strided<[?, ?, 8, 1], offset: 4>>
    memref.copy %subview_62, %subview_67 : memref<1x2x?x4xf32, strided<[?, ?, 8, 1]>> to memref<1x2x?x4xf32, strided<[?, ?, 8, 1], offset: 4>>
    cf.assert %45, "mismatched size for broadcast"
    scf.for %arg1 = %c0 to %c1 step %c1 {
      scf.for %arg2 = %c0 to %c2 step %c1 {
        scf.for %arg3 = %c0 to %41 step %c1 {
          scf.for %arg4 = %c0 to %c8 step %c1 {
            %85 = memref.load %alloc_65[%arg1, %arg2, %arg3, %arg4] : memref<1x2x?x8xf32>
            %86 = memref.load %expand_shape_53[%arg1, %c0, %arg3, %arg4] : memref<1x1x?x8xf32>
            %87 = arith.mulf %85, %86 : f32
            memref.store %87, %alloc_46[%arg1, %arg2, %arg3, %arg4] : memref<1x2x?x8xf32>
          }
        }
      }
    }
    scf.for %arg1 = %c0 to %c1 step %c1 {
      scf.for %arg2 = %c0 to %c2 step %c1 {
        scf.for %arg3 = %c0 to %41 step %c1 {
          scf.for %arg4 = %c0 to %c8 step %c1 {
            %85 = memref.load %alloc_61[%arg1, %arg2, %arg3, %arg4] : memref<1x2x?x8xf32>
            %86 = memref.load %alloc_46[%arg1, %arg2, %arg3, %arg4] : memref<1x2x?x8xf32>
            %87 = arith.addf %85, %86 : f32
            memref.store %87, %alloc_46[%arg1, %arg2, %arg3, %arg4] : memref<1x2x?x8xf32>
          }
        }
      }
    }
    %expand_shape_68 = memref.expand_shape %alloc_46 [[0], [1], [2, 3], [4]] output_shape [1, 2, 1, %41, 8] : memref<1x2x?x8xf32> into memref<1x2x1x?x8xf32>
    cf.assert %22, "unimplemented: dynamic negative broadcast sizes"
    %alloc_69 = memref.alloc(%dim) {alignment = 64 : i64} : memref<1x2x2x?x8xf32>
    %alloc_70 = memref.alloc(%dim) {alignment = 64 : i64} : memref<1x2x2x?x8xf32>
    scf.for %arg1 = %c0 to %c1 step %c1 {
      scf.for %arg2 = %c0 to %c2 step %c1 {
        scf.for %arg3 = %c0 to %c2 step %c1 {
          scf.for %arg4 = %c0 to %dim step %c1 {
            scf.for %arg5 = %c0 to %c8 step %c1 {
              %85 = arith.cmpi eq, %41, %c1 : index
              %86 = arith.select %85, %c0, %arg4 : index
              %87 = memref.load %expand_shape_68[%c0, %arg2, %c0, %86, %arg5] : memref<1x2x1x?x8xf32>
              memref.store %87, %alloc_70[%arg1, %arg2, %arg3, %arg4, %arg5] : memref<1x2x2x?x8xf32>
            }
          }
        }
      }
    }
    %collapse_shape_71 = memref.collapse_shape %alloc_70 [[0], [1, 2], [3], [4]] : memref<1x2x2x?x8xf32> into memref<1x4x?x8xf32>
    %expand_shape_72 = memref.expand_shape %alloc_51 [[0], [1], [2, 3], [4]] output_shape [1, 2, 1, %41, 8] : memref<1x2x?x8xf32> into memref<1x2x1x?x8xf32>
    cf.assert %22, "unimplemented: dynamic negative broadcast sizes"
    scf.for %arg1 = %c0 to %c1 step %c1 {
      scf.for %arg2 = %c0 to %c2 step %c1 {
        scf.for %arg3 = %c0 to %c2 step %c1 {
          scf.for %arg4 = %c0 to %dim step %c1 {
            scf.for %arg5 = %c0 to %c8 step %c1 {
              %85 = arith.cmpi eq, %41, %c1 : index
              %86 = arith.select %85, %c0, %arg4 : index
              %87 = memref.load %expand_shape_72[%c0, %arg2, %c0, %86, %arg5] : memref<1x2x1x?x8xf32>
              memref.store %87, %alloc_69[%arg1, %arg2, %arg3, %arg4, %arg5] : memref<1x2x2x?x8xf32>
            }
          }
        }
      }
    }
    %collapse_shape_73 = memref.collapse_shape %alloc_69 [[0], [1, 2], [3], [4]] : memref<1x2x2x?x8xf32> into memref<1x4x?x8xf32>
    %alloc_74 = memref.alloc(%dim) {alignment = 64 : i64} : memref<1x4x8x?xf32>
    %alloc_75 = memref.alloc(%dim) {alignment = 64 : i64} : memref<1x4x8x?xf32>
    %dim_76 = memref.dim %collapse_shape_71, %c2 : memref<1x4x?x8xf32>
    scf.for %arg1 = %c0 to %c1 step %c1 {
      scf.for %arg2 = %c0 to %c4 step %c1 {
        scf.for %arg3 = %c0 to %c8 step %c1 {
          scf.for %arg4 = %c0 to %dim_76 step %c1 {
            %85 = memref.load %collapse_shape_71[%arg1, %arg2, %arg4, %arg3] : memref<1x4x?x8xf32>
            memref.store %85, %alloc_75[%arg1, %arg2, %arg3, %arg4] : memref<1x4x8x?xf32>
          }
        }
      }
    }
    cf.assert %22, "unimplemented: dynamic negative broadcast sizes"
    %alloc_77 = memref.alloc(%dim) {alignment = 64 : i64} : memref<1x4x?x8xf32>
    scf.for %arg1 = %c0 to %c1 step %c1 {
      scf.for %arg2 = %c0 to %c4 step %c1 {
        scf.for %arg3 = %c0 to %dim step %c1 {
          scf.for %arg4 = %c0 to %c8 step %c1 {
            %85 = arith.cmpi eq, %35, %c1 : index
            %86 = arith.select %85, %c0, %arg3 : index
            %87 = memref.load %alloc_38[%c0, %arg2, %86, %arg4] : memref<1x4x?x8xf32>
            memref.store %87, %alloc_77[%arg1, %arg2, %arg3, %arg4] : memref<1x4x?x8xf32>
          }
        }
      }
    }
    %collapse_shape_78 = memref.collapse_shape %alloc_77 [[0, 1], [2], [3]] : memref<1x4x?x8xf32> into memref<4x?x8xf32>
    cf.assert %22, "unimplemented: dynamic negative broadcast sizes"
    scf.for %arg1 = %c0 to %c1 step %c1 {
      scf.for %arg2 = %c0 to %c4 step %c1 {
        scf.for %arg3 = %c0 to %c8 step %c1 {
          scf.for %arg4 = %c0 to %dim step %c1 {
            %85 = arith.cmpi eq, %dim, %c1 : index
            %86 = arith.select %85, %c0, %arg4 : index
            %87 = memref.load %alloc_75[%c0, %arg2, %arg3, %86] : memref<1x4x8x?xf32>
            memref.store %87, %alloc_74[%arg1, %arg2, %arg3, %arg4] : memref<1x4x8x?xf32>
          }
        }
      }
    }
    %collapse_shape_79 = memref.collapse_shape %alloc_74 [[0, 1], [2], [3]] : memref<1x4x8x?xf32> into memref<4x8x?xf32>
    %alloc_80 = memref.alloc(%dim, %dim) {alignment = 64 : i64} : memref<4x?x?xf32>
    scf.for %arg1 = %c0 to %c4 step %c1 {
      scf.for %arg2 = %c0 to %dim step %c1 {
        scf.for %arg3 = %c0 to %dim step %c1 {
          memref.store %cst_3, %alloc_80[%arg1, %arg2, %arg3] : memref<4x?x?xf32>
        }
      }
    }
    %alloc_81 = memref.alloc(%dim, %dim) {alignment = 64 : i64} : memref<4x?x?xf32>
    memref.copy %alloc_80, %alloc_81 : memref<4x?x?xf32> to memref<4x?x?xf32>
    %dim_82 = memref.dim %collapse_shape_78, %c1 : memref<4x?x8xf32>
    %dim_83 = memref.dim %collapse_shape_79, %c2 : memref<4x8x?xf32>
    scf.for %arg1 = %c0 to %c4 step %c1 {
      scf.for %arg2 = %c0 to %dim_82 step %c1 {
        scf.for %arg3 = %c0 to %dim_83 step %c1 {
          scf.for %arg4 = %c0 to %c8 step %c1 {
            %85 = memref.load %collapse_shape_78[%arg1, %arg2, %arg4] : memref<4x?x8xf32>
            %86 = memref.load %collapse_shape_79[%arg1, %arg4, %arg3] : memref<4x8x?xf32>
            %87 = memref.load %alloc_81[%arg1, %arg2, %arg3] : memref<4x?x?xf32>
            %88 = arith.mulf %85, %86 : f32
            %89 = arith.addf %87, %88 : f32
            memref.store %89, %alloc_81[%arg1, %arg2, %arg3] : memref<4x?x?xf32>
          }
        }
      }
    }
    %46 = arith.muli %21, %c4_i64 : i64
    %47 = arith.select %24, %c4_i64, %46 : i64
    %48 = arith.muli %47, %21 : i64
    %49 = arith.select %24, %c4_i64, %48 : i64
    %50 = arith.select %24, %27, %26 : i64
    %51 = arith.cmpi sle, %50, %c1_i64 : i64
    cf.assert %51, "must have at most one inferred (negative) dimension"
    %52 = arith.muli %46, %21 : i64
    %53 = arith.divsi %52, %49 : i64
    %54 = arith.select %24, %53, %21 : i64
    %alloc_84 = memref.alloc() {alignment = 64 : i64} : memref<4xi64>
    memref.store %c1_i64, %alloc_84[%c0] : memref<4xi64>
    memref.store %c4_i64, %alloc_84[%c1] : memref<4xi64>
    memref.store %54, %alloc_84[%c2] : memref<4xi64>
    memref.store %54, %alloc_84[%c3] : memref<4xi64>
    %reshape_85 = memref.reshape %alloc_81(%alloc_84) : (memref<4x?x?xf32>, memref<4xi64>) -> memref<1x4x?x?xf32>
    %55 = memref.load %alloc_84[%c2] : memref<4xi64>
    %56 = arith.index_cast %55 : i64 to index
    %57 = memref.load %alloc_84[%c3] : memref<4xi64>
    %58 = arith.index_cast %57 : i64 to index
    %59 = arith.index_cast %54 : i64 to index
    %alloc_86 = memref.alloc(%59, %59) {alignment = 64 : i64} : memref<1x4x?x?xf32>
    scf.for %arg1 = %c0 to %c1 step %c1 {
      scf.for %arg2 = %c0 to %c4 step %c1 {
        scf.for %arg3 = %c0 to %56 step %c1 {
          scf.for %arg4 = %c0 to %58 step %c1 {
            %85 = memref.load %reshape_85[%arg1, %arg2, %arg3, %arg4] : memref<1x4x?x?xf32>
            %86 = arith.truncf %cst_1 : f64 to f32
            %87 = arith.mulf %85, %86 : f32
            memref.store %87, %alloc_86[%arg1, %arg2, %arg3, %arg4] : memref<1x4x?x?xf32>
          }
        }
      }
    }
    %60 = arith.cmpi eq, %59, %dim : index
    cf.assert %60, "mismatched size for broadcast"
    cf.assert %60, "mismatched size for broadcast"
    scf.for %arg1 = %c0 to %c1 step %c1 {
      scf.for %arg2 = %c0 to %c4 step %c1 {
        scf.for %arg3 = %c0 to %59 step %c1 {
          scf.for %arg4 = %c0 to %59 step %c1 {
            %85 = memref.load %alloc_86[%arg1, %arg2, %arg3, %arg4] : memref<1x4x?x?xf32>
            %86 = memref.load %alloc_21[%arg1, %c0, %arg3, %arg4] : memref<1x1x?x?xf32>
            %87 = arith.addf %85, %86 : f32
            memref.store %87, %alloc_86[%arg1, %arg2, %arg3, %arg4] : memref<1x4x?x?xf32>
          }
        }
      }
    }
    %alloc_87 = memref.alloc(%59) {alignment = 64 : i64} : memref<1x4x?xi64>
    scf.for %arg1 = %c0 to %c1 step %c1 {
      scf.for %arg2 = %c0 to %c4 step %c1 {
        scf.for %arg3 = %c0 to %59 step %c1 {
          memref.store %c0_i64, %alloc_87[%arg1, %arg2, %arg3] : memref<1x4x?xi64>
        }
      }
    }
    %alloc_88 = memref.alloc(%59) {alignment = 64 : i64} : memref<1x4x?xf32>
    scf.for %arg1 = %c0 to %c1 step %c1 {
      scf.for %arg2 = %c0 to %c4 step %c1 {
        scf.for %arg3 = %c0 to %59 step %c1 {
          memref.store %cst_4, %alloc_88[%arg1, %arg2, %arg3] : memref<1x4x?xf32>
        }
      }
    }
    %alloc_89 = memref.alloc(%59) {alignment = 64 : i64} : memref<1x4x?xf32>
    memref.copy %alloc_88, %alloc_89 : memref<1x4x?xf32> to memref<1x4x?xf32>
    %alloc_90 = memref.alloc(%59) {alignment = 64 : i64} : memref<1x4x?xi64>
    memref.copy %alloc_87, %alloc_90 : memref<1x4x?xi64> to memref<1x4x?xi64>
    scf.for %arg1 = %c0 to %c1 step %c1 {
      scf.for %arg2 = %c0 to %c4 step %c1 {
        scf.for %arg3 = %c0 to %59 step %c1 {
          scf.for %arg4 = %c0 to %59 step %c1 {
            %85 = memref.load %alloc_86[%arg1, %arg2, %arg3, %arg4] : memref<1x4x?x?xf32>
            %86 = memref.load %alloc_89[%arg1, %arg2, %arg3] : memref<1x4x?xf32>
            %87 = memref.load %alloc_90[%arg1, %arg2, %arg3] : memref<1x4x?xi64>
            %88 = arith.index_cast %arg4 : index to i64
            %89 = arith.maximumf %85, %86 : f32
            %90 = arith.cmpf ogt, %85, %86 : f32
            %91 = arith.select %90, %88, %87 : i64
            memref.store %89, %alloc_89[%arg1, %arg2, %arg3] : memref<1x4x?xf32>
            memref.store %91, %alloc_90[%arg1, %arg2, %arg3] : memref<1x4x?xi64>
          }
        }
      }
    }
    %expand_shape_91 = memref.expand_shape %alloc_89 [[0], [1], [2, 3]] output_shape [1, 4, %59, 1] : memref<1x4x?xf32> into memref<1x4x?x1xf32>
    scf.for %arg1 = %c0 to %c1 step %c1 {
      scf.for %arg2 = %c0 to %c4 step %c1 {
        scf.for %arg3 = %c0 to %59 step %c1 {
          scf.for %arg4 = %c0 to %59 step %c1 {
            %85 = memref.load %alloc_86[%arg1, %arg2, %arg3, %arg4] : memref<1x4x?x?xf32>
            %86 = memref.load %expand_shape_91[%arg1, %arg2, %arg3, %c0] : memref<1x4x?x1xf32>
            %87 = arith.subf %85, %86 : f32
            memref.store %87, %alloc_86[%arg1, %arg2, %arg3, %arg4] : memref<1x4x?x?xf32>
          }
        }
      }
    }
    scf.for %arg1 = %c0 to %c1 step %c1 {
      scf.for %arg2 = %c0 to %c4 step %c1 {
        scf.for %arg3 = %c0 to %59 step %c1 {
          scf.for %arg4 = %c0 to %59 step %c1 {
            %85 = memref.load %alloc_86[%arg1, %arg2, %arg3, %arg4] : memref<1x4x?x?xf32>
            %86 = math.exp %85 : f32
            memref.store %86, %alloc_86[%arg1, %arg2, %arg3, %arg4] : memref<1x4x?x?xf32>
          }
        }
      }
    }
    %alloc_92 = memref.alloc(%59) {alignment = 64 : i64} : memref<1x4x?x1xf32>
    scf.for %arg1 = %c0 to %c1 step %c1 {
      scf.for %arg2 = %c0 to %c4 step %c1 {
        scf.for %arg3 = %c0 to %59 step %c1 {
          scf.for %arg4 = %c0 to %c1 step %c1 {
            memref.store %cst_3, %alloc_92[%arg1, %arg2, %arg3, %arg4] : memref<1x4x?x1xf32>
          }
        }
      }
    }
    %alloc_93 = memref.alloc(%59) {alignment = 64 : i64} : memref<1x4x?x1xf32>
    memref.copy %alloc_92, %alloc_93 : memref<1x4x?x1xf32> to memref<1x4x?x1xf32>
    scf.for %arg1 = %c0 to %c1 step %c1 {
      scf.for %arg2 = %c0 to %c4 step %c1 {
        scf.for %arg3 = %c0 to %59 step %c1 {
          scf.for %arg4 = %c0 to %59 step %c1 {
            %85 = memref.load %alloc_86[%arg1, %arg2, %arg3, %arg4] : memref<1x4x?x?xf32>
            %86 = memref.load %alloc_93[%arg1, %arg2, %arg3, %c0] : memref<1x4x?x1xf32>
            %87 = arith.addf %85, %86 : f32
            memref.store %87, %alloc_93[%arg1, %arg2, %arg3, %c0] : memref<1x4x?x1xf32>
          }
        }
      }
    }
    scf.for %arg1 = %c0 to %c1 step %c1 {
      scf.for %arg2 = %c0 to %c4 step %c1 {
        scf.for %arg3 = %c0 to %59 step %c1 {
          scf.for %arg4 = %c0 to %59 step %c1 {
            %85 = memref.load %alloc_86[%arg1, %arg2, %arg3, %arg4] : memref<1x4x?x?xf32>
            %86 = memref.load %alloc_93[%arg1, %arg2, %arg3, %c0] : memref<1x4x?x1xf32>
            %87 = arith.divf %85, %86 : f32
            memref.store %87, %alloc_86[%arg1, %arg2, %arg3, %arg4] : memref<1x4x?x?xf32>
          }
        }
      }
    }
    cf.assert %22, "unimplemented: dynamic negative broadcast sizes"
    cf.assert %22, "unimplemented: dynamic negative broadcast sizes"
    %alloc_94 = memref.alloc(%dim, %dim) {alignment = 64 : i64} : memref<1x4x?x?xf32>
    scf.for %arg1 = %c0 to %c1 step %c1 {
      scf.for %arg2 = %c0 to %c4 step %c1 {
        scf.for %arg3 = %c0 to %dim step %c1 {
          scf.for %arg4 = %c0 to %dim step %c1 {
            %85 = arith.cmpi eq, %59, %c1 : index
            %86 = arith.select %85, %c0, %arg3 : index
            %87 = arith.select %85, %c0, %arg4 : index
            %88 = memref.load %alloc_86[%c0, %arg2, %86, %87] : memref<1x4x?x?xf32>
            memref.store %88, %alloc_94[%arg1, %arg2, %arg3, %arg4] : memref<1x4x?x?xf32>
          }
        }
      }
    }
    cf.assert %51, "must have at most one inferred (negative) dimension"
    %alloc_95 = memref.alloc() {alignment = 64 : i64} : memref<3xi64>
    memref.store %c4_i64, %alloc_95[%c0] : memref<3xi64>
    memref.store %54, %alloc_95[%c1] : memref<3xi64>
    memref.store %54, %alloc_95[%c2] : memref<3xi64>
    %reshape_96 = memref.reshape %alloc_94(%alloc_95) : (memref<1x4x?x?xf32>, memref<3xi64>) -> memref<4x?x?xf32>
    %61 = memref.load %alloc_95[%c1] : memref<3xi64>
    %62 = arith.index_cast %61 : i64 to index
    %63 = memref.load %alloc_95[%c2] : memref<3xi64>
    %64 = arith.index_cast %63 : i64 to index
    cf.assert %22, "unimplemented: dynamic negative broadcast sizes"
    scf.for %arg1 = %c0 to %c1 step %c1 {
      scf.for %arg2 = %c0 to %c4 step %c1 {
        scf.for %arg3 = %c0 to %dim step %c1 {
          scf.for %arg4 = %c0 to %c8 step %c1 {
            %85 = arith.cmpi eq, %dim, %c1 : index
            %86 = arith.select %85, %c0, %arg3 : index
            %87 = memref.load %collapse_shape_73[%c0, %arg2, %86, %arg4] : memref<1x4x?x8xf32>
            memref.store %87, %alloc_77[%arg1, %arg2, %arg3, %arg4] : memref<1x4x?x8xf32>
          }
        }
      }
    }
    %65 = arith.cmpi eq, %54, %21 : i64
    cf.assert %65, "mismatching contracting dimension"
    %alloc_97 = memref.alloc(%59) {alignment = 64 : i64} : memref<4x?x8xf32>
    scf.for %arg1 = %c0 to %c4 step %c1 {
      scf.for %arg2 = %c0 to %59 step %c1 {
        scf.for %arg3 = %c0 to %c8 step %c1 {
          memref.store %cst_3, %alloc_97[%arg1, %arg2, %arg3] : memref<4x?x8xf32>
        }
      }
    }
    %alloc_98 = memref.alloc(%59) {alignment = 64 : i64} : memref<4x?x8xf32>
    memref.copy %alloc_97, %alloc_98 : memref<4x?x8xf32> to memref<4x?x8xf32>
    scf.for %arg1 = %c0 to %c4 step %c1 {
      scf.for %arg2 = %c0 to %62 step %c1 {
        scf.for %arg3 = %c0 to %c8 step %c1 {
          scf.for %arg4 = %c0 to %64 step %c1 {
            %85 = memref.load %reshape_96[%arg1, %arg2, %arg4] : memref<4x?x?xf32>
            %86 = memref.load %collapse_shape_78[%arg1, %arg4, %arg3] : memref<4x?x8xf32>
            %87 = memref.load %alloc_98[%arg1, %arg2, %arg3] : memref<4x?x8xf32>
            %88 = arith.mulf %85, %86 : f32
            %89 = arith.addf %87, %88 : f32
            memref.store %89, %alloc_98[%arg1, %arg2, %arg3] : memref<4x?x8xf32>
          }
        }
      }
    }
    %expand_shape_99 = memref.expand_shape %alloc_98 [[0, 1], [2], [3]] output_shape [1, 4, %59, 8] : memref<4x?x8xf32> into memref<1x4x?x8xf32>
    %alloc_100 = memref.alloc(%59) {alignment = 64 : i64} : memref<1x?x4x8xf32>
    %dim_101 = memref.dim %expand_shape_99, %c2 : memref<1x4x?x8xf32>
    scf.for %arg1 = %c0 to %c1 step %c1 {
      scf.for %arg2 = %c0 to %dim_101 step %c1 {
        scf.for %arg3 = %c0 to %c4 step %c1 {
          scf.for %arg4 = %c0 to %c8 step %c1 {
            %85 = memref.load %expand_shape_99[%arg1, %arg3, %arg2, %arg4] : memref<1x4x?x8xf32>
            memref.store %85, %alloc_100[%arg1, %arg2, %arg3, %arg4] : memref<1x?x4x8xf32>
          }
        }
      }
    }
    cf.assert %29, "must have at most one inferred (negative) dimension"
    %66 = arith.muli %54, %c32_i64 : i64
    %67 = arith.divsi %66, %25 : i64
    %68 = arith.select %24, %67, %21 : i64
    %alloc_102 = memref.alloc() {alignment = 64 : i64} : memref<3xi64>
    memref.store %c1_i64, %alloc_102[%c0] : memref<3xi64>
    memref.store %68, %alloc_102[%c1] : memref<3xi64>
    memref.store %67, %alloc_102[%c2] : memref<3xi64>
    %reshape_103 = memref.reshape %alloc_100(%alloc_102) : (memref<1x?x4x8xf32>, memref<3xi64>) -> memref<1x?x32xf32>
    scf.for %arg1 = %c0 to %c32 step %c1 {
      scf.for %arg2 = %c0 to %c32 step %c1 {
        %85 = memref.load %15[%arg2, %arg1] : memref<32x32xf32>
        memref.store %85, %alloc_32[%arg1, %arg2] : memref<32x32xf32>
      }
    }
    %collapse_shape_104 = memref.collapse_shape %reshape_103 [[0, 1], [2]] : memref<1x?x32xf32> into memref<?x32xf32>
    %69 = arith.index_cast %68 : i64 to index
    %alloc_105 = memref.alloc(%69) {alignment = 64 : i64} : memref<?x32xf32>
    scf.for %arg1 = %c0 to %69 step %c1 {
      scf.for %arg2 = %c0 to %c32 step %c1 {
        memref.store %cst_3, %alloc_105[%arg1, %arg2] : memref<?x32xf32>
      }
    }
    %alloc_106 = memref.alloc(%69) {alignment = 64 : i64} : memref<?x32xf32>
    memref.copy %alloc_105, %alloc_106 : memref<?x32xf32> to memref<?x32xf32>
    %dim_107 = memref.dim %collapse_shape_104, %c0 : memref<?x32xf32>
    scf.for %arg1 = %c0 to %dim_107 step %c1 {
      scf.for %arg2 = %c0 to %c32 step %c1 {
        scf.for %arg3 = %c0 to %c32 step %c1 {
          %85 = memref.load %collapse_shape_104[%arg1, %arg3] : memref<?x32xf32>
          %86 = memref.load %alloc_32[%arg3, %arg2] : memref<32x32xf32>
          %87 = memref.load %alloc_106[%arg1, %arg2] : memref<?x32xf32>
          %88 = arith.mulf %85, %86 : f32
          %89 = arith.addf %87, %88 : f32
          memref.store %89, %alloc_106[%arg1, %arg2] : memref<?x32xf32>
        }
      }
    }
    %expand_shape_108 = memref.expand_shape %alloc_106 [[0, 1], [2]] output_shape [1, %69, 32] : memref<?x32xf32> into memref<1x?x32xf32>
    %70 = arith.cmpi eq, %dim, %69 : index
    cf.assert %70, "mismatched size for broadcast"
    %alloc_109 = memref.alloc(%dim) {alignment = 64 : i64} : memref<1x?x32xf32>
    scf.for %arg1 = %c0 to %c1 step %c1 {
      scf.for %arg2 = %c0 to %dim step %c1 {
        scf.for %arg3 = %c0 to %c32 step %c1 {
          %85 = memref.load %alloc_8[%arg1, %arg2, %arg3] : memref<1x?x32xf32>
          %86 = memref.load %expand_shape_108[%arg1, %arg2, %arg3] : memref<1x?x32xf32>
          %87 = arith.addf %85, %86 : f32
          memref.store %87, %alloc_109[%arg1, %arg2, %arg3] : memref<1x?x32xf32>
        }
      }
    }
    scf.for %arg1 = %c0 to %c1 step %c1 {
      scf.for %arg2 = %c0 to %dim step %c1 {
        scf.for %arg3 = %c0 to %c32 step %c1 {
          %85 = memref.load %alloc_109[%arg1, %arg2, %arg3] : memref<1x?x32xf32>
          %86 = math.fpowi %85, %c2_i64 : f32, i64
          memref.store %86, %alloc_7[%arg1, %arg2, %arg3] : memref<1x?x32xf32>
        }
      }
    }
    %alloc_110 = memref.alloc(%dim) {alignment = 64 : i64} : memref<1x?x1xf32>
    memref.copy %alloc_30, %alloc_110 : memref<1x?x1xf32> to memref<1x?x1xf32>
    scf.for %arg1 = %c0 to %c1 step %c1 {
      scf.for %arg2 = %c0 to %dim step %c1 {
        scf.for %arg3 = %c0 to %c32 step %c1 {
          %85 = memref.load %alloc_7[%arg1, %arg2, %arg3] : memref<1x?x32xf32>
          %86 = memref.load %alloc_110[%arg1, %arg2, %c0] : memref<1x?x1xf32>
          %87 = arith.addf %85, %86 : f32
          memref.store %87, %alloc_110[%arg1, %arg2, %c0] : memref<1x?x1xf32>
        }
      }
    }
    scf.for %arg1 = %c0 to %c1 step %c1 {
      scf.for %arg2 = %c0 to %dim step %c1 {
        scf.for %arg3 = %c0 to %c1 step %c1 {
          %85 = memref.load %alloc_110[%arg1, %arg2, %arg3] : memref<1x?x1xf32>
          %86 = arith.divf %85, %cst : f32
          memref.store %86, %alloc_23[%arg1, %arg2, %arg3] : memref<1x?x1xf32>
        }
      }
    }
    scf.for %arg1 = %c0 to %c1 step %c1 {
      scf.for %arg2 = %c0 to %dim step %c1 {
        scf.for %arg3 = %c0 to %c1 step %c1 {
          %85 = memref.load %alloc_23[%arg1, %arg2, %arg3] : memref<1x?x1xf32>
          %86 = arith.truncf %cst_0 : f64 to f32
          %87 = arith.addf %85, %86 : f32
          memref.store %87, %alloc_23[%arg1, %arg2, %arg3] : memref<1x?x1xf32>
        }
      }
    }
    scf.for %arg1 = %c0 to %c1 step %c1 {
      scf.for %arg2 = %c0 to %dim step %c1 {
        scf.for %arg3 = %c0 to %c1 step %c1 {
          %85 = memref.load %alloc_23[%arg1, %arg2, %arg3] : memref<1x?x1xf32>
          %86 = math.rsqrt %85 : f32
          memref.store %86, %alloc_23[%arg1, %arg2, %arg3] : memref<1x?x1xf32>
        }
      }
    }
    scf.for %arg1 = %c0 to %c1 step %c1 {
      scf.for %arg2 = %c0 to %dim step %c1 {
        scf.for %arg3 = %c0 to %c32 step %c1 {
          %85 = memref.load %alloc_109[%arg1, %arg2, %arg3] : memref<1x?x32xf32>
          %86 = memref.load %alloc_23[%arg1, %arg2, %c0] : memref<1x?x1xf32>
          %87 = arith.mulf %85, %86 : f32
          memref.store %87, %alloc_7[%arg1, %arg2, %arg3] : memref<1x?x32xf32>
        }
      }
    }
    scf.for %arg1 = %c0 to %c1 step %c1 {
      scf.for %arg2 = %c0 to %dim step %c1 {
        scf.for %arg3 = %c0 to %c32 step %c1 {
          %85 = memref.load %4[%arg3] : memref<32xf32>
          %86 = memref.load %alloc_7[%arg1, %arg2, %arg3] : memref<1x?x32xf32>
          %87 = arith.mulf %85, %86 : f32
          memref.store %87, %alloc_7[%arg1, %arg2, %arg3] : memref<1x?x32xf32>
        }
      }
    }
    %alloc_111 = memref.alloc() {alignment = 64 : i64} : memref<32x64xf32>
    scf.for %arg1 = %c0 to %c32 step %c1 {
      scf.for %arg2 = %c0 to %c64 step %c1 {
        %85 = memref.load %14[%arg2, %arg1] : memref<64x32xf32>
        memref.store %85, %alloc_111[%arg1, %arg2] : memref<32x64xf32>
      }
    }
    %alloc_112 = memref.alloc(%dim) {alignment = 64 : i64} : memref<?x64xf32>
    scf.for %arg1 = %c0 to %dim step %c1 {
      scf.for %arg2 = %c0 to %c64 step %c1 {
        memref.store %cst_3, %alloc_112[%arg1, %arg2] : memref<?x64xf32>
      }
    }
    %alloc_113 = memref.alloc(%dim) {alignment = 64 : i64} : memref<?x64xf32>
    memref.copy %alloc_112, %alloc_113 : memref<?x64xf32> to memref<?x64xf32>
    %dim_114 = memref.dim %collapse_shape, %c0 : memref<?x32xf32>
    scf.for %arg1 = %c0 to %dim_114 step %c1 {
      scf.for %arg2 = %c0 to %c64 step %c1 {
        scf.for %arg3 = %c0 to %c32 step %c1 {
          %85 = memref.load %collapse_shape[%arg1, %arg3] : memref<?x32xf32>
          %86 = memref.load %alloc_111[%arg3, %arg2] : memref<32x64xf32>
          %87 = memref.load %alloc_113[%arg1, %arg2] : memref<?x64xf32>
          %88 = arith.mulf %85, %86 : f32
          %89 = arith.addf %87, %88 : f32
          memref.store %89, %alloc_113[%arg1, %arg2] : memref<?x64xf32>
        }
      }
    }
    %expand_shape_115 = memref.expand_shape %alloc_113 [[0, 1], [2]] output_shape [1, %dim, 64] : memref<?x64xf32> into memref<1x?x64xf32>
    %alloc_116 = memref.alloc(%dim) {alignment = 64 : i64} : memref<1x?x64xf32>
    %dim_117 = memref.dim %expand_shape_115, %c1 : memref<1x?x64xf32>
    scf.for %arg1 = %c0 to %c1 step %c1 {
      scf.for %arg2 = %c0 to %dim_117 step %c1 {
        scf.for %arg3 = %c0 to %c64 step %c1 {
          %85 = memref.load %expand_shape_115[%arg1, %arg2, %arg3] : memref<1x?x64xf32>
          %86 = arith.negf %85 : f32
          %87 = math.exp %86 : f32
          %88 = arith.addf %87, %cst_5 : f32
          %89 = arith.divf %cst_5, %88 : f32
          memref.store %89, %alloc_116[%arg1, %arg2, %arg3] : memref<1x?x64xf32>
        }
      }
    }
    %dim_118 = memref.dim %expand_shape_115, %c1 : memref<1x?x64xf32>
    scf.for %arg1 = %c0 to %c1 step %c1 {
      scf.for %arg2 = %c0 to %dim_118 step %c1 {
        scf.for %arg3 = %c0 to %c64 step %c1 {
          %85 = memref.load %expand_shape_115[%arg1, %arg2, %arg3] : memref<1x?x64xf32>
          %86 = memref.load %alloc_116[%arg1, %arg2, %arg3] : memref<1x?x64xf32>
          %87 = arith.mulf %85, %86 : f32
          memref.store %87, %alloc_116[%arg1, %arg2, %arg3] : memref<1x?x64xf32>
        }
      }
    }
    scf.for %arg1 = %c0 to %c32 step %c1 {
      scf.for %arg2 = %c0 to %c64 step %c1 {
        %85 = memref.load %13[%arg2, %arg1] : memref<64x32xf32>
        memref.store %85, %alloc_111[%arg1, %arg2] : memref<32x64xf32>
      }
    }
    %alloc_119 = memref.alloc(%dim) {alignment = 64 : i64} : memref<?x64xf32>
    memref.copy %alloc_112, %alloc_119 : memref<?x64xf32> to memref<?x64xf32>
    %dim_120 = memref.dim %collapse_shape, %c0 : memref<?x32xf32>
    scf.for %arg1 = %c0 to %dim_120 step %c1 {
      scf.for %arg2 = %c0 to %c64 step %c1 {
        scf.for %arg3 = %c0 to %c32 step %c1 {
          %85 = memref.load %collapse_shape[%arg1, %arg3] : memref<?x32xf32>
          %86 = memref.load %alloc_111[%arg3, %arg2] : memref<32x64xf32>
          %87 = memref.load %alloc_119[%arg1, %arg2] : memref<?x64xf32>
          %88 = arith.mulf %85, %86 : f32
          %89 = arith.addf %87, %88 : f32
          memref.store %89, %alloc_119[%arg1, %arg2] : memref<?x64xf32>
        }
      }
    }
    %expand_shape_121 = memref.expand_shape %alloc_119 [[0, 1], [2]] output_shape [1, %dim, 64] : memref<?x64xf32> into memref<1x?x64xf32>
    scf.for %arg1 = %c0 to %c1 step %c1 {
      scf.for %arg2 = %c0 to %dim step %c1 {
        scf.for %arg3 = %c0 to %c64 step %c1 {
          %85 = memref.load %alloc_116[%arg1, %arg2, %arg3] : memref<1x?x64xf32>
          %86 = memref.load %expand_shape_121[%arg1, %arg2, %arg3] : memref<1x?x64xf32>
          %87 = arith.mulf %85, %86 : f32
          memref.store %87, %alloc_116[%arg1, %arg2, %arg3] : memref<1x?x64xf32>
        }
      }
    }
    %alloc_122 = memref.alloc() {alignment = 64 : i64} : memref<64x32xf32>
    scf.for %arg1 = %c0 to %c64 step %c1 {
      scf.for %arg2 = %c0 to %c32 step %c1 {
        %85 = memref.load %12[%arg2, %arg1] : memref<32x64xf32>
        memref.store %85, %alloc_122[%arg1, %arg2] : memref<64x32xf32>
      }
    }
    %collapse_shape_123 = memref.collapse_shape %alloc_116 [[0, 1], [2]] : memref<1x?x64xf32> into memref<?x64xf32>
    %alloc_124 = memref.alloc(%dim) {alignment = 64 : i64} : memref<?x32xf32>
    memref.copy %alloc_33, %alloc_124 : memref<?x32xf32> to memref<?x32xf32>
    %dim_125 = memref.dim %collapse_shape_123, %c0 : memref<?x64xf32>
    scf.for %arg1 = %c0 to %dim_125 step %c1 {
      scf.for %arg2 = %c0 to %c32 step %c1 {
        scf.for %arg3 = %c0 to %c64 step %c1 {
          %85 = memref.load %collapse_shape_123[%arg1, %arg3] : memref<?x64xf32>
          %86 = memref.load %alloc_122[%arg3, %arg2] : memref<64x32xf32>
          %87 = memref.load %alloc_124[%arg1, %arg2] : memref<?x32xf32>
          %88 = arith.mulf %85, %86 : f32
          %89 = arith.addf %87, %88 : f32
          memref.store %89, %alloc_124[%arg1, %arg2] : memref<?x32xf32>
        }
      }
    }
    %expand_shape_126 = memref.expand_shape %alloc_124 [[0, 1], [2]] output_shape [1, %dim, 32] : memref<?x32xf32> into memref<1x?x32xf32>
    %alloc_127 = memref.alloc(%dim) {alignment = 64 : i64} : memref<1x?x32xf32>
    scf.for %arg1 = %c0 to %c1 step %c1 {
      scf.for %arg2 = %c0 to %dim step %c1 {
        scf.for %arg3 = %c0 to %c32 step %c1 {
          %85 = memref.load %alloc_109[%arg1, %arg2, %arg3] : memref<1x?x32xf32>
          %86 = memref.load %expand_shape_126[%arg1, %arg2, %arg3] : memref<1x?x32xf32>
          %87 = arith.addf %85, %86 : f32
          memref.store %87, %alloc_127[%arg1, %arg2, %arg3] : memref<1x?x32xf32>
        }
      }
    }
    scf.for %arg1 = %c0 to %c1 step %c1 {
      scf.for %arg2 = %c0 to %dim step %c1 {
        scf.for %arg3 = %c0 to %c32 step %c1 {
          %85 = memref.load %alloc_127[%arg1, %arg2, %arg3] : memref<1x?x32xf32>
          %86 = math.fpowi %85, %c2_i64 : f32, i64
          memref.store %86, %alloc_7[%arg1, %arg2, %arg3] : memref<1x?x32xf32>
        }
      }
    }
    %alloc_128 = memref.alloc(%dim) {alignment = 64 : i64} : memref<1x?x1xf32>
    memref.copy %alloc_30, %alloc_128 : memref<1x?x1xf32> to memref<1x?x1xf32>
    scf.for %arg1 = %c0 to %c1 step %c1 {
      scf.for %arg2 = %c0 to %dim step %c1 {
        scf.for %arg3 = %c0 to %c32 step %c1 {
          %85 = memref.load %alloc_7[%arg1, %arg2, %arg3] : memref<1x?x32xf32>
          %86 = memref.load %alloc_128[%arg1, %arg2, %c0] : memref<1x?x1xf32>
          %87 = arith.addf %85, %86 : f32
          memref.store %87, %alloc_128[%arg1, %arg2, %c0] : memref<1x?x1xf32>
        }
      }
    }
    scf.for %arg1 = %c0 to %c1 step %c1 {
      scf.for %arg2 = %c0 to %dim step %c1 {
        scf.for %arg3 = %c0 to %c1 step %c1 {
          %85 = memref.load %alloc_128[%arg1, %arg2, %arg3] : memref<1x?x1xf32>
          %86 = arith.divf %85, %cst : f32
          memref.store %86, %alloc_23[%arg1, %arg2, %arg3] : memref<1x?x1xf32>
        }
      }
    }
    scf.for %arg1 = %c0 to %c1 step %c1 {
      scf.for %arg2 = %c0 to %dim step %c1 {
        scf.for %arg3 = %c0 to %c1 step %c1 {
          %85 = memref.load %alloc_23[%arg1, %arg2, %arg3] : memref<1x?x1xf32>
          %86 = arith.truncf %cst_0 : f64 to f32
          %87 = arith.addf %85, %86 : f32
          memref.store %87, %alloc_23[%arg1, %arg2, %arg3] : memref<1x?x1xf32>
        }
      }
    }
    scf.for %arg1 = %c0 to %c1 step %c1 {
      scf.for %arg2 = %c0 to %dim step %c1 {
        scf.for %arg3 = %c0 to %c1 step %c1 {
          %85 = memref.load %alloc_23[%arg1, %arg2, %arg3] : memref<1x?x1xf32>
          %86 = math.rsqrt %85 : f32
          memref.store %86, %alloc_23[%arg1, %arg2, %arg3] : memref<1x?x1xf32>
        }
      }
    }
    scf.for %arg1 = %c0 to %c1 step %c1 {
      scf.for %arg2 = %c0 to %dim step %c1 {
        scf.for %arg3 = %c0 to %c32 step %c1 {
          %85 = memref.load %alloc_127[%arg1, %arg2, %arg3] : memref<1x?x32xf32>
          %86 = memref.load %alloc_23[%arg1, %arg2, %c0] : memref<1x?x1xf32>
          %87 = arith.mulf %85, %86 : f32
          memref.store %87, %alloc_7[%arg1, %arg2, %arg3] : memref<1x?x32xf32>
        }
      }
    }
    scf.for %arg1 = %c0 to %c1 step %c1 {
      scf.for %arg2 = %c0 to %dim step %c1 {
        scf.for %arg3 = %c0 to %c32 step %c1 {
          %85 = memref.load %4[%arg3] : memref<32xf32>
          %86 = memref.load %alloc_7[%arg1, %arg2, %arg3] : memref<1x?x32xf32>
          %87 = arith.mulf %85, %86 : f32
          memref.store %87, %alloc_7[%arg1, %arg2, %arg3] : memref<1x?x32xf32>
        }
      }
    }
    scf.for %arg1 = %c0 to %c32 step %c1 {
      scf.for %arg2 = %c0 to %c32 step %c1 {
        %85 = memref.load %11[%arg2, %arg1] : memref<32x32xf32>
        memref.store %85, %alloc_32[%arg1, %arg2] : memref<32x32xf32>
      }
    }
    %alloc_129 = memref.alloc(%dim) {alignment = 64 : i64} : memref<?x32xf32>
    memref.copy %alloc_33, %alloc_129 : memref<?x32xf32> to memref<?x32xf32>
    %dim_130 = memref.dim %collapse_shape, %c0 : memref<?x32xf32>
    scf.for %arg1 = %c0 to %dim_130 step %c1 {
      scf.for %arg2 = %c0 to %c32 step %c1 {
        scf.for %arg3 = %c0 to %c32 step %c1 {
          %85 = memref.load %collapse_shape[%arg1, %arg3] : memref<?x32xf32>
          %86 = memref.load %alloc_32[%arg3, %arg2] : memref<32x32xf32>
          %87 = memref.load %alloc_129[%arg1, %arg2] : memref<?x32xf32>
          %88 = arith.mulf %85, %86 : f32
          %89 = arith.addf %87, %88 : f32
          memref.store %89, %alloc_129[%arg1, %arg2] : memref<?x32xf32>
        }
      }
    }
    %expand_shape_131 = memref.expand_shape %alloc_129 [[0, 1], [2]] output_shape [1, %dim, 32] : memref<?x32xf32> into memref<1x?x32xf32>
    cf.assert %29, "must have at most one inferred (negative) dimension"
    %reshape_132 = memref.reshape %expand_shape_131(%alloc_37) : (memref<1x?x32xf32>, memref<4xi64>) -> memref<1x?x4x8xf32>
    %71 = memref.load %alloc_37[%c1] : memref<4xi64>
    %72 = arith.index_cast %71 : i64 to index
    scf.for %arg1 = %c0 to %c1 step %c1 {
      scf.for %arg2 = %c0 to %c4 step %c1 {
        scf.for %arg3 = %c0 to %72 step %c1 {
          scf.for %arg4 = %c0 to %c8 step %c1 {
            %85 = memref.load %reshape_132[%arg1, %arg3, %arg2, %arg4] : memref<1x?x4x8xf32>
            memref.store %85, %alloc_38[%arg1, %arg2, %arg3, %arg4] : memref<1x4x?x8xf32>
          }
        }
      }
    }
    scf.for %arg1 = %c0 to %c32 step %c1 {
      scf.for %arg2 = %c0 to %c16 step %c1 {
        %85 = memref.load %10[%arg2, %arg1] : memref<16x32xf32>
        memref.store %85, %alloc_39[%arg1, %arg2] : memref<32x16xf32>
      }
    }
    %alloc_133 = memref.alloc(%dim) {alignment = 64 : i64} : memref<?x16xf32>
    memref.copy %alloc_40, %alloc_133 : memref<?x16xf32> to memref<?x16xf32>
    %dim_134 = memref.dim %collapse_shape, %c0 : memref<?x32xf32>
    scf.for %arg1 = %c0 to %dim_134 step %c1 {
      scf.for %arg2 = %c0 to %c16 step %c1 {
        scf.for %arg3 = %c0 to %c32 step %c1 {
          %85 = memref.load %collapse_shape[%arg1, %arg3] : memref<?x32xf32>
          %86 = memref.load %alloc_39[%arg3, %arg2] : memref<32x16xf32>
          %87 = memref.load %alloc_133[%arg1, %arg2] : memref<?x16xf32>
          %88 = arith.mulf %85, %86 : f32
          %89 = arith.addf %87, %88 : f32
          memref.store %89, %alloc_133[%arg1, %arg2] : memref<?x16xf32>
        }
      }
    }
    %expand_shape_135 = memref.expand_shape %alloc_133 [[0, 1], [2]] output_shape [1, %dim, 16] : memref<?x16xf32> into memref<1x?x16xf32>
    cf.assert %29, "must have at most one inferred (negative) dimension"
    %reshape_136 = memref.reshape %expand_shape_135(%alloc_44) : (memref<1x?x16xf32>, memref<4xi64>) -> memref<1x?x2x8xf32>
    %73 = memref.load %alloc_44[%c1] : memref<4xi64>
    %74 = arith.index_cast %73 : i64 to index
    scf.for %arg1 = %c0 to %c1 step %c1 {
      scf.for %arg2 = %c0 to %c2 step %c1 {
        scf.for %arg3 = %c0 to %74 step %c1 {
          scf.for %arg4 = %c0 to %c8 step %c1 {
            %85 = memref.load %reshape_136[%arg1, %arg3, %arg2, %arg4] : memref<1x?x2x8xf32>
            memref.store %85, %alloc_46[%arg1, %arg2, %arg3, %arg4] : memref<1x2x?x8xf32>
          }
        }
      }
    }
    scf.for %arg1 = %c0 to %c32 step %c1 {
      scf.for %arg2 = %c0 to %c16 step %c1 {
        %85 = memref.load %9[%arg2, %arg1] : memref<16x32xf32>
        memref.store %85, %alloc_39[%arg1, %arg2] : memref<32x16xf32>
      }
    }
    %dim_137 = memref.dim %collapse_shape, %c0 : memref<?x32xf32>
    scf.for %arg1 = %c0 to %dim_137 step %c1 {
      scf.for %arg2 = %c0 to %c16 step %c1 {
        scf.for %arg3 = %c0 to %c32 step %c1 {
          %85 = memref.load %collapse_shape[%arg1, %arg3] : memref<?x32xf32>
          %86 = memref.load %alloc_39[%arg3, %arg2] : memref<32x16xf32>
          %87 = memref.load %alloc_40[%arg1, %arg2] : memref<?x16xf32>
          %88 = arith.mulf %85, %86 : f32
          %89 = arith.addf %87, %88 : f32
          memref.store %89, %alloc_40[%arg1, %arg2] : memref<?x16xf32>
        }
      }
    }
    %expand_shape_138 = memref.expand_shape %alloc_40 [[0, 1], [2]] output_shape [1, %dim, 16] : memref<?x16xf32> into memref<1x?x16xf32>
    cf.assert %29, "must have at most one inferred (negative) dimension"
    %reshape_139 = memref.reshape %expand_shape_138(%alloc_44) : (memref<1x?x16xf32>, memref<4xi64>) -> memref<1x?x2x8xf32>
    %75 = memref.load %alloc_44[%c1] : memref<4xi64>
    %76 = arith.index_cast %75 : i64 to index
    %alloc_140 = memref.alloc(%41) {alignment = 64 : i64} : memref<1x2x?x8xf32>
    scf.for %arg1 = %c0 to %c1 step %c1 {
      scf.for %arg2 = %c0 to %c2 step %c1 {
        scf.for %arg3 = %c0 to %76 step %c1 {
          scf.for %arg4 = %c0 to %c8 step %c1 {
            %85 = memref.load %reshape_139[%arg1, %arg3, %arg2, %arg4] : memref<1x?x2x8xf32>
            memref.store %85, %alloc_140[%arg1, %arg2, %arg3, %arg4] : memref<1x2x?x8xf32>
          }
        }
      }
    }
    cf.assert %44, "mismatched size for broadcast"
    %alloc_141 = memref.alloc(%35) {alignment = 64 : i64} : memref<1x4x?x8xf32>
    scf.for %arg1 = %c0 to %c1 step %c1 {
      scf.for %arg2 = %c0 to %c4 step %c1 {
        scf.for %arg3 = %c0 to %35 step %c1 {
          scf.for %arg4 = %c0 to %c8 step %c1 {
            %85 = memref.load %alloc_38[%arg1, %arg2, %arg3, %arg4] : memref<1x4x?x8xf32>
            %86 = memref.load %expand_shape_52[%arg1, %c0, %arg3, %arg4] : memref<1x1x?x8xf32>
            %87 = arith.mulf %85, %86 : f32
            memref.store %87, %alloc_141[%arg1, %arg2, %arg3, %arg4] : memref<1x4x?x8xf32>
          }
        }
      }
    }
    scf.for %arg1 = %c0 to %c1 step %c1 {
      scf.for %arg2 = %c0 to %c4 step %c1 {
        scf.for %arg3 = %c0 to %35 step %c1 {
          scf.for %arg4 = %c0 to %c4 step %c1 {
            %85 = memref.load %subview_56[%arg1, %arg2, %arg3, %arg4] : memref<1x4x?x4xf32, strided<[?, ?, 8, 1], offset: 4>>
            %86 = arith.negf %85 : f32
            memref.store %86, %alloc_57[%arg1, %arg2, %arg3, %arg4] : memref<1x4x?x4xf32>
          }
        }
      }
    }
    %alloc_142 = memref.alloc(%35) {alignment = 64 : i64} : memref<1x4x?x8xf32>
    %subview_143 = memref.subview %alloc_142[0, 0, 0, 0] [1, 4, %35, 4] [1, 1, 1, 1] : memref<1x4x?x8xf32> to memref<1x4x?x4xf32, strided<[?, ?, 8, 1]>>
    memref.copy %alloc_57, %subview_143 : memref<1x4x?x4xf32> to memref<1x4x?x4xf32, strided<[?, ?, 8, 1]>>
    %subview_144 = memref.subview %alloc_142[0, 0, 0, 4] [1, 4, %35, 4] [1, 1, 1, 1] : memref<1x4x?x8xf32> to memref<1x4x?x4xf32, strided<[?, ?, 8, 1], offset: 4>>
    memref.copy %subview_55, %subview_144 : memref<1x4x?x4xf32, strided<[?, ?, 8, 1]>> to memref<1x4x?x4xf32, strided<[?, ?, 8, 1], offset: 4>>
    cf.assert %44, "mismatched size for broadcast"
    scf.for %arg1 = %c0 to %c1 step %c1 {
      scf.for %arg2 = %c0 to %c4 step %c1 {
        scf.for %arg3 = %c0 to %35 step %c1 {
          scf.for %arg4 = %c0 to %c8 step %c1 {
            %85 = memref.load %alloc_142[%arg1, %arg2, %arg3, %arg4] : memref<1x4x?x8xf32>
            %86 = memref.load %expand_shape_53[%arg1, %c0, %arg3, %arg4] : memref<1x1x?x8xf32>
            %87 = arith.mulf %85, %86 : f32
            memref.store %87, %alloc_38[%arg1, %arg2, %arg3, %arg4] : memref<1x4x?x8xf32>
          }
        }
      }
    }
    scf.for %arg1 = %c0 to %c1 step %c1 {
      scf.for %arg2 = %c0 to %c4 step %c1 {
        scf.for %arg3 = %c0 to %35 step %c1 {
          scf.for %arg4 = %c0 to %c8 step %c1 {
            %85 = memref.load %alloc_141[%arg1, %arg2, %arg3, %arg4] : memref<1x4x?x8xf32>
            %86 = memref.load %alloc_38[%arg1, %arg2, %arg3, %arg4] : memref<1x4x?x8xf32>
            %87 = arith.addf %85, %86 : f32
            memref.store %87, %alloc_38[%arg1, %arg2, %arg3, %arg4] : memref<1x4x?x8xf32>
          }
        }
      }
    }
    cf.assert %45, "mismatched size for broadcast"
    %alloc_145 = memref.alloc(%41) {alignment = 64 : i64} : memref<1x2x?x8xf32>
    scf.for %arg1 = %c0 to %c1 step %c1 {
      scf.for %arg2 = %c0 to %c2 step %c1 {
        scf.for %arg3 = %c0 to %41 step %c1 {
          scf.for %arg4 = %c0 to %c8 step %c1 {
            %85 = memref.load %alloc_46[%arg1, %arg2, %arg3, %arg4] : memref<1x2x?x8xf32>
            %86 = memref.load %expand_shape_52[%arg1, %c0, %arg3, %arg4] : memref<1x1x?x8xf32>
            %87 = arith.mulf %85, %86 : f32
            memref.store %87, %alloc_145[%arg1, %arg2, %arg3, %arg4] : memref<1x2x?x8xf32>
          }
        }
      }
    }
    scf.for %arg1 = %c0 to %c1 step %c1 {
      scf.for %arg2 = %c0 to %c2 step %c1 {
        scf.for %arg3 = %c0 to %41 step %c1 {
          scf.for %arg4 = %c0 to %c4 step %c1 {
            %85 = memref.load %subview_63[%arg1, %arg2, %arg3, %arg4] : memref<1x2x?x4xf32, strided<[?, ?, 8, 1], offset: 4>>
            %86 = arith.negf %85 : f32
            memref.store %86, %alloc_64[%arg1, %arg2, %arg3, %arg4] : memref<1x2x?x4xf32>
          }
        }
      }
    }
    %alloc_146 = memref.alloc(%41) {alignment = 64 : i64} : memref<1x2x?x8xf32>
    %subview_147 = memref.subview %alloc_146[0, 0, 0, 0] [1, 2, %41, 4] [1, 1, 1, 1] : memref<1x2x?x8xf32> to memref<1x2x?x4xf32, strided<[?, ?, 8, 1]>>
    memref.copy %alloc_64, %subview_147 : memref<1x2x?x4xf32> to memref<1x2x?x4xf32, strided<[?, ?, 8, 1]>>
    %subview_148 = memref.subview %alloc_146[0, 0, 0, 4] [1, 2, %41, 4] [1, 1, 1, 1] : memref<1x2x?x8xf32> to memref<1x2x?x4xf32, strided<[?, ?, 8, 1], offset: 4>>
    memref.copy %subview_62, %subview_148 : memref<1x2x?x4xf32, strided<[?, ?, 8, 1]>> to memref<1x2x?x4xf32, strided<[?, ?, 8, 1], offset: 4>>
    cf.assert %45, "mismatched size for broadcast"
    scf.for %arg1 = %c0 to %c1 step %c1 {
      scf.for %arg2 = %c0 to %c2 step %c1 {
        scf.for %arg3 = %c0 to %41 step %c1 {
          scf.for %arg4 = %c0 to %c8 step %c1 {
            %85 = memref.load %alloc_146[%arg1, %arg2, %arg3, %arg4] : memref<1x2x?x8xf32>
            %86 = memref.load %expand_shape_53[%arg1, %c0, %arg3, %arg4] : memref<1x1x?x8xf32>
            %87 = arith.mulf %85, %86 : f32
            memref.store %87, %alloc_46[%arg1, %arg2, %arg3, %arg4] : memref<1x2x?x8xf32>
          }
        }
      }
    }
    scf.for %arg1 = %c0 to %c1 step %c1 {
      scf.for %arg2 = %c0 to %c2 step %c1 {
        scf.for %arg3 = %c0 to %41 step %c1 {
          scf.for %arg4 = %c0 to %c8 step %c1 {
            %85 = memref.load %alloc_145[%arg1, %arg2, %arg3, %arg4] : memref<1x2x?x8xf32>
            %86 = memref.load %alloc_46[%arg1, %arg2, %arg3, %arg4] : memref<1x2x?x8xf32>
            %87 = arith.addf %85, %86 : f32
            memref.store %87, %alloc_46[%arg1, %arg2, %arg3, %arg4] : memref<1x2x?x8xf32>
          }
        }
      }
    }
    cf.assert %22, "unimplemented: dynamic negative broadcast sizes"
    %alloc_149 = memref.alloc(%dim) {alignment = 64 : i64} : memref<1x2x2x?x8xf32>
    scf.for %arg1 = %c0 to %c1 step %c1 {
      scf.for %arg2 = %c0 to %c2 step %c1 {
        scf.for %arg3 = %c0 to %c2 step %c1 {
          scf.for %arg4 = %c0 to %dim step %c1 {
            scf.for %arg5 = %c0 to %c8 step %c1 {
              %85 = arith.cmpi eq, %41, %c1 : index
              %86 = arith.select %85, %c0, %arg4 : index
              %87 = memref.load %expand_shape_68[%c0, %arg2, %c0, %86, %arg5] : memref<1x2x1x?x8xf32>
              memref.store %87, %alloc_149[%arg1, %arg2, %arg3, %arg4, %arg5] : memref<1x2x2x?x8xf32>
            }
          }
        }
      }
    }
    %collapse_shape_150 = memref.collapse_shape %alloc_149 [[0], [1, 2], [3], [4]] : memref<1x2x2x?x8xf32> into memref<1x4x?x8xf32>
    %expand_shape_151 = memref.expand_shape %alloc_140 [[0], [1], [2, 3], [4]] output_shape [1, 2, 1, %41, 8] : memref<1x2x?x8xf32> into memref<1x2x1x?x8xf32>
    cf.assert %22, "unimplemented: dynamic negative broadcast sizes"
    scf.for %arg1 = %c0 to %c1 step %c1 {
      scf.for %arg2 = %c0 to %c2 step %c1 {
        scf.for %arg3 = %c0 to %c2 step %c1 {
          scf.for %arg4 = %c0 to %dim step %c1 {
            scf.for %arg5 = %c0 to %c8 step %c1 {
              %85 = arith.cmpi eq, %41, %c1 : index
              %86 = arith.select %85, %c0, %arg4 : index
              %87 = memref.load %expand_shape_151[%c0, %arg2, %c0, %86, %arg5] : memref<1x2x1x?x8xf32>
              memref.store %87, %alloc_69[%arg1, %arg2, %arg3, %arg4, %arg5] : memref<1x2x2x?x8xf32>
            }
          }
        }
      }
    }
    %alloc_152 = memref.alloc(%dim) {alignment = 64 : i64} : memref<1x4x8x?xf32>
    %dim_153 = memref.dim %collapse_shape_150, %c2 : memref<1x4x?x8xf32>
    scf.for %arg1 = %c0 to %c1 step %c1 {
      scf.for %arg2 = %c0 to %c4 step %c1 {
        scf.for %arg3 = %c0 to %c8 step %c1 {
          scf.for %arg4 = %c0 to %dim_153 step %c1 {
            %85 = memref.load %collapse_shape_150[%arg1, %arg2, %arg4, %arg3] : memref<1x4x?x8xf32>
            memref.store %85, %alloc_152[%arg1, %arg2, %arg3, %arg4] : memref<1x4x8x?xf32>
          }
        }
      }
    }
    cf.assert %22, "unimplemented: dynamic negative broadcast sizes"
    scf.for %arg1 = %c0 to %c1 step %c1 {
      scf.for %arg2 = %c0 to %c4 step %c1 {
        scf.for %arg3 = %c0 to %dim step %c1 {
          scf.for %arg4 = %c0 to %c8 step %c1 {
            %85 = arith.cmpi eq, %35, %c1 : index
            %86 = arith.select %85, %c0, %arg3 : index
            %87 = memref.load %alloc_38[%c0, %arg2, %86, %arg4] : memref<1x4x?x8xf32>
            memref.store %87, %alloc_77[%arg1, %arg2, %arg3, %arg4] : memref<1x4x?x8xf32>
          }
        }
      }
    }
    cf.assert %22, "unimplemented: dynamic negative broadcast sizes"
    scf.for %arg1 = %c0 to %c1 step %c1 {
      scf.for %arg2 = %c0 to %c4 step %c1 {
        scf.for %arg3 = %c0 to %c8 step %c1 {
          scf.for %arg4 = %c0 to %dim step %c1 {
            %85 = arith.cmpi eq, %dim, %c1 : index
            %86 = arith.select %85, %c0, %arg4 : index
            %87 = memref.load %alloc_152[%c0, %arg2, %arg3, %86] : memref<1x4x8x?xf32>
            memref.store %87, %alloc_74[%arg1, %arg2, %arg3, %arg4] : memref<1x4x8x?xf32>
          }
        }
      }
    }
    %dim_154 = memref.dim %collapse_shape_78, %c1 : memref<4x?x8xf32>
    %dim_155 = memref.dim %collapse_shape_79, %c2 : memref<4x8x?xf32>
    scf.for %arg1 = %c0 to %c4 step %c1 {
      scf.for %arg2 = %c0 to %dim_154 step %c1 {
        scf.for %arg3 = %c0 to %dim_155 step %c1 {
          scf.for %arg4 = %c0 to %c8 step %c1 {
            %85 = memref.load %collapse_shape_78[%arg1, %arg2, %arg4] : memref<4x?x8xf32>
            %86 = memref.load %collapse_shape_79[%arg1, %arg4, %arg3] : memref<4x8x?xf32>
            %87 = memref.load %alloc_80[%arg1, %arg2, %arg3] : memref<4x?x?xf32>
            %88 = arith.mulf %85, %86 : f32
            %89 = arith.addf %87, %88 : f32
            memref.store %89, %alloc_80[%arg1, %arg2, %arg3] : memref<4x?x?xf32>
          }
        }
      }
    }
    cf.assert %51, "must have at most one inferred (negative) dimension"
    %reshape_156 = memref.reshape %alloc_80(%alloc_84) : (memref<4x?x?xf32>, memref<4xi64>) -> memref<1x4x?x?xf32>
    %77 = memref.load %alloc_84[%c2] : memref<4xi64>
    %78 = arith.index_cast %77 : i64 to index
    %79 = memref.load %alloc_84[%c3] : memref<4xi64>
    %80 = arith.index_cast %79 : i64 to index
    scf.for %arg1 = %c0 to %c1 step %c1 {
      scf.for %arg2 = %c0 to %c4 step %c1 {
        scf.for %arg3 = %c0 to %78 step %c1 {
          scf.for %arg4 = %c0 to %80 step %c1 {
            %85 = memref.load %reshape_156[%arg1, %arg2, %arg3, %arg4] : memref<1x4x?x?xf32>
            %86 = arith.truncf %cst_1 : f64 to f32
            %87 = arith.mulf %85, %86 : f32
            memref.store %87, %alloc_86[%arg1, %arg2, %arg3, %arg4] : memref<1x4x?x?xf32>
          }
        }
      }
    }
    cf.assert %60, "mismatched size for broadcast"
    cf.assert %60, "mismatched size for broadcast"
    scf.for %arg1 = %c0 to %c1 step %c1 {
      scf.for %arg2 = %c0 to %c4 step %c1 {
        scf.for %arg3 = %c0 to %59 step %c1 {
          scf.for %arg4 = %c0 to %59 step %c1 {
            %85 = memref.load %alloc_86[%arg1, %arg2, %arg3, %arg4] : memref<1x4x?x?xf32>
            %86 = memref.load %alloc_21[%arg1, %c0, %arg3, %arg4] : memref<1x1x?x?xf32>
            %87 = arith.addf %85, %86 : f32
            memref.store %87, %alloc_86[%arg1, %arg2, %arg3, %arg4] : memref<1x4x?x?xf32>
          }
        }
      }
    }
    scf.for %arg1 = %c0 to %c1 step %c1 {
      scf.for %arg2 = %c0 to %c4 step %c1 {
        scf.for %arg3 = %c0 to %59 step %c1 {
          scf.for %arg4 = %c0 to %59 step %c1 {
            %85 = memref.load %alloc_86[%arg1, %arg2, %arg3, %arg4] : memref<1x4x?x?xf32>
            %86 = memref.load %alloc_88[%arg1, %arg2, %arg3] : memref<1x4x?xf32>
            %87 = memref.load %alloc_87[%arg1, %arg2, %arg3] : memref<1x4x?xi64>
            %88 = arith.index_cast %arg4 : index to i64
            %89 = arith.maximumf %85, %86 : f32
            %90 = arith.cmpf ogt, %85, %86 : f32
            %91 = arith.select %90, %88, %87 : i64
            memref.store %89, %alloc_88[%arg1, %arg2, %arg3] : memref<1x4x?xf32>
            memref.store %91, %alloc_87[%arg1, %arg2, %arg3] : memref<1x4x?xi64>
          }
        }
      }
    }
    %expand_shape_157 = memref.expand_shape %alloc_88 [[0], [1], [2, 3]] output_shape [1, 4, %59, 1] : memref<1x4x?xf32> into memref<1x4x?x1xf32>
    scf.for %arg1 = %c0 to %c1 step %c1 {
      scf.for %arg2 = %c0 to %c4 step %c1 {
        scf.for %arg3 = %c0 to %59 step %c1 {
          scf.for %arg4 = %c0 to %59 step %c1 {
            %85 = memref.load %alloc_86[%arg1, %arg2, %arg3, %arg4] : memref<1x4x?x?xf32>
            %86 = memref.load %expand_shape_157[%arg1, %arg2, %arg3, %c0] : memref<1x4x?x1xf32>
            %87 = arith.subf %85, %86 : f32
            memref.store %87, %alloc_86[%arg1, %arg2, %arg3, %arg4] : memref<1x4x?x?xf32>
          }
        }
      }
    }
    scf.for %arg1 = %c0 to %c1 step %c1 {
      scf.for %arg2 = %c0 to %c4 step %c1 {
        scf.for %arg3 = %c0 to %59 step %c1 {
          scf.for %arg4 = %c0 to %59 step %c1 {
            %85 = memref.load %alloc_86[%arg1, %arg2, %arg3, %arg4] : memref<1x4x?x?xf32>
            %86 = math.exp %85 : f32
            memref.store %86, %alloc_86[%arg1, %arg2, %arg3, %arg4] : memref<1x4x?x?xf32>
          }
        }
      }
    }
    scf.for %arg1 = %c0 to %c1 step %c1 {
      scf.for %arg2 = %c0 to %c4 step %c1 {
        scf.for %arg3 = %c0 to %59 step %c1 {
          scf.for %arg4 = %c0 to %59 step %c1 {
            %85 = memref.load %alloc_86[%arg1, %arg2, %arg3, %arg4] : memref<1x4x?x?xf32>
            %86 = memref.load %alloc_92[%arg1, %arg2, %arg3, %c0] : memref<1x4x?x1xf32>
            %87 = arith.addf %85, %86 : f32
            memref.store %87, %alloc_92[%arg1, %arg2, %arg3, %c0] : memref<1x4x?x1xf32>
          }
        }
      }
    }
    scf.for %arg1 = %c0 to %c1 step %c1 {
      scf.for %arg2 = %c0 to %c4 step %c1 {
        scf.for %arg3 = %c0 to %59 step %c1 {
          scf.for %arg4 = %c0 to %59 step %c1 {
            %85 = memref.load %alloc_86[%arg1, %arg2, %arg3, %arg4] : memref<1x4x?x?xf32>
            %86 = memref.load %alloc_92[%arg1, %arg2, %arg3, %c0] : memref<1x4x?x1xf32>
            %87 = arith.divf %85, %86 : f32
            memref.store %87, %alloc_86[%arg1, %arg2, %arg3, %arg4] : memref<1x4x?x?xf32>
          }
        }
      }
    }
    cf.assert %22, "unimplemented: dynamic negative broadcast sizes"
    cf.assert %22, "unimplemented: dynamic negative broadcast sizes"
    scf.for %arg1 = %c0 to %c1 step %c1 {
      scf.for %arg2 = %c0 to %c4 step %c1 {
        scf.for %arg3 = %c0 to %dim step %c1 {
          scf.for %arg4 = %c0 to %dim step %c1 {
            %85 = arith.cmpi eq, %59, %c1 : index
            %86 = arith.select %85, %c0, %arg3 : index
            %87 = arith.select %85, %c0, %arg4 : index
            %88 = memref.load %alloc_86[%c0, %arg2, %86, %87] : memref<1x4x?x?xf32>
            memref.store %88, %alloc_94[%arg1, %arg2, %arg3, %arg4] : memref<1x4x?x?xf32>
          }
        }
      }
    }
    cf.assert %51, "must have at most one inferred (negative) dimension"
    %reshape_158 = memref.reshape %alloc_94(%alloc_95) : (memref<1x4x?x?xf32>, memref<3xi64>) -> memref<4x?x?xf32>
    %81 = memref.load %alloc_95[%c1] : memref<3xi64>
    %82 = arith.index_cast %81 : i64 to index
    %83 = memref.load %alloc_95[%c2] : memref<3xi64>
    %84 = arith.index_cast %83 : i64 to index
    cf.assert %22, "unimplemented: dynamic negative broadcast sizes"
    scf.for %arg1 = %c0 to %c1 step %c1 {
      scf.for %arg2 = %c0 to %c4 step %c1 {
        scf.for %arg3 = %c0 to %dim step %c1 {
          scf.for %arg4 = %c0 to %c8 step %c1 {
            %85 = arith.cmpi eq, %dim, %c1 : index
            %86 = arith.select %85, %c0, %arg3 : index
            %87 = memref.load %collapse_shape_73[%c0, %arg2, %86, %arg4] : memref<1x4x?x8xf32>
            memref.store %87, %alloc_77[%arg1, %arg2, %arg3, %arg4] : memref<1x4x?x8xf32>
          }
        }
      }
    }
    cf.assert %65, "mismatching contracting dimension"
    scf.for %arg1 = %c0 to %c4 step %c1 {
      scf.for %arg2 = %c0 to %82 step %c1 {
        scf.for %arg3 = %c0 to %c8 step %c1 {
          scf.for %arg4 = %c0 to %84 step %c1 {
            %85 = memref.load %reshape_158[%arg1, %arg2, %arg4] : memref<4x?x?xf32>
            %86 = memref.load %collapse_shape_78[%arg1, %arg4, %arg3] : memref<4x?x8xf32>
            %87 = memref.load %alloc_97[%arg1, %arg2, %arg3] : memref<4x?x8xf32>
            %88 = arith.mulf %85, %86 : f32
            %89 = arith.addf %87, %88 : f32
            memref.store %89, %alloc_97[%arg1, %arg2, %arg3] : memref<4x?x8xf32>
          }
        }
      }
    }
    %expand_shape_159 = memref.expand_shape %alloc_97 [[0, 1], [2], [3]] output_shape [1, 4, %59, 8] : memref<4x?x8xf32> into memref<1x4x?x8xf32>
    %dim_160 = memref.dim %expand_shape_159, %c2 : memref<1x4x?x8xf32>
    scf.for %arg1 = %c0 to %c1 step %c1 {
      scf.for %arg2 = %c0 to %dim_160 step %c1 {
        scf.for %arg3 = %c0 to %c4 step %c1 {
          scf.for %arg4 = %c0 to %c8 step %c1 {
            %85 = memref.load %expand_shape_159[%arg1, %arg3, %arg2, %arg4] : memref<1x4x?x8xf32>
            memref.store %85, %alloc_100[%arg1, %arg2, %arg3, %arg4] : memref<1x?x4x8xf32>
          }
        }
      }
    }
    cf.assert %29, "must have at most one inferred (negative) dimension"
    %reshape_161 = memref.reshape %alloc_100(%alloc_102) : (memref<1x?x4x8xf32>, memref<3xi64>) -> memref<1x?x32xf32>
    scf.for %arg1 = %c0 to %c32 step %c1 {
      scf.for %arg2 = %c0 to %c32 step %c1 {
        %85 = memref.load %8[%arg2, %arg1] : memref<32x32xf32>
        memref.store %85, %alloc_32[%arg1, %arg2] : memref<32x32xf32>
      }
    }
    %collapse_shape_162 = memref.collapse_shape %reshape_161 [[0, 1], [2]] : memref<1x?x32xf32> into memref<?x32xf32>
    %dim_163 = memref.dim %collapse_shape_162, %c0 : memref<?x32xf32>
    scf.for %arg1 = %c0 to %dim_163 step %c1 {
      scf.for %arg2 = %c0 to %c32 step %c1 {
        scf.for %arg3 = %c0 to %c32 step %c1 {
          %85 = memref.load %collapse_shape_162[%arg1, %arg3] : memref<?x32xf32>
          %86 = memref.load %alloc_32[%arg3, %arg2] : memref<32x32xf32>
          %87 = memref.load %alloc_105[%arg1, %arg2] : memref<?x32xf32>
          %88 = arith.mulf %85, %86 : f32
          %89 = arith.addf %87, %88 : f32
          memref.store %89, %alloc_105[%arg1, %arg2] : memref<?x32xf32>
        }
      }
    }
    %expand_shape_164 = memref.expand_shape %alloc_105 [[0, 1], [2]] output_shape [1, %69, 32] : memref<?x32xf32> into memref<1x?x32xf32>
    cf.assert %70, "mismatched size for broadcast"
    %alloc_165 = memref.alloc(%dim) {alignment = 64 : i64} : memref<1x?x32xf32>
    scf.for %arg1 = %c0 to %c1 step %c1 {
      scf.for %arg2 = %c0 to %dim step %c1 {
        scf.for %arg3 = %c0 to %c32 step %c1 {
          %85 = memref.load %alloc_127[%arg1, %arg2, %arg3] : memref<1x?x32xf32>
          %86 = memref.load %expand_shape_164[%arg1, %arg2, %arg3] : memref<1x?x32xf32>
          %87 = arith.addf %85, %86 : f32
          memref.store %87, %alloc_165[%arg1, %arg2, %arg3] : memref<1x?x32xf32>
        }
      }
    }
    scf.for %arg1 = %c0 to %c1 step %c1 {
      scf.for %arg2 = %c0 to %dim step %c1 {
        scf.for %arg3 = %c0 to %c32 step %c1 {
          %85 = memref.load %alloc_165[%arg1, %arg2, %arg3] : memref<1x?x32xf32>
          %86 = math.fpowi %85, %c2_i64 : f32, i64
          memref.store %86, %alloc_7[%arg1, %arg2, %arg3] : memref<1x?x32xf32>
        }
      }
    }
    %alloc_166 = memref.alloc(%dim) {alignment = 64 : i64} : memref<1x?x1xf32>
    memref.copy %alloc_30, %alloc_166 : memref<1x?x1xf32> to memref<1x?x1xf32>
    scf.for %arg1 = %c0 to %c1 step %c1 {
      scf.for %arg2 = %c0 to %dim step %c1 {
        scf.for %arg3 = %c0 to %c32 step %c1 {
          %85 = memref.load %alloc_7[%arg1, %arg2, %arg3] : memref<1x?x32xf32>
          %86 = memref.load %alloc_166[%arg1, %arg2, %c0] : memref<1x?x1xf32>
          %87 = arith.addf %85, %86 : f32
          memref.store %87, %alloc_166[%arg1, %arg2, %c0] : memref<1x?x1xf32>
        }
      }
    }
    scf.for %arg1 = %c0 to %c1 step %c1 {
      scf.for %arg2 = %c0 to %dim step %c1 {
        scf.for %arg3 = %c0 to %c1 step %c1 {
          %85 = memref.load %alloc_166[%arg1, %arg2, %arg3] : memref<1x?x1xf32>
          %86 = arith.divf %85, %cst : f32
          memref.store %86, %alloc_23[%arg1, %arg2, %arg3] : memref<1x?x1xf32>
        }
      }
    }
    scf.for %arg1 = %c0 to %c1 step %c1 {
      scf.for %arg2 = %c0 to %dim step %c1 {
        scf.for %arg3 = %c0 to %c1 step %c1 {
          %85 = memref.load %alloc_23[%arg1, %arg2, %arg3] : memref<1x?x1xf32>
          %86 = arith.truncf %cst_0 : f64 to f32
          %87 = arith.addf %85, %86 : f32
          memref.store %87, %alloc_23[%arg1, %arg2, %arg3] : memref<1x?x1xf32>
        }
      }
    }
    scf.for %arg1 = %c0 to %c1 step %c1 {
      scf.for %arg2 = %c0 to %dim step %c1 {
        scf.for %arg3 = %c0 to %c1 step %c1 {
          %85 = memref.load %alloc_23[%arg1, %arg2, %arg3] : memref<1x?x1xf32>
          %86 = math.rsqrt %85 : f32
          memref.store %86, %alloc_23[%arg1, %arg2, %arg3] : memref<1x?x1xf32>
        }
      }
    }
    scf.for %arg1 = %c0 to %c1 step %c1 {
      scf.for %arg2 = %c0 to %dim step %c1 {
        scf.for %arg3 = %c0 to %c32 step %c1 {
          %85 = memref.load %alloc_165[%arg1, %arg2, %arg3] : memref<1x?x32xf32>
          %86 = memref.load %alloc_23[%arg1, %arg2, %c0] : memref<1x?x1xf32>
          %87 = arith.mulf %85, %86 : f32
          memref.store %87, %alloc_7[%arg1, %arg2, %arg3] : memref<1x?x32xf32>
        }
      }
    }
    scf.for %arg1 = %c0 to %c1 step %c1 {
      scf.for %arg2 = %c0 to %dim step %c1 {
        scf.for %arg3 = %c0 to %c32 step %c1 {
          %85 = memref.load %4[%arg3] : memref<32xf32>
          %86 = memref.load %alloc_7[%arg1, %arg2, %arg3] : memref<1x?x32xf32>
          %87 = arith.mulf %85, %86 : f32
          memref.store %87, %alloc_7[%arg1, %arg2, %arg3] : memref<1x?x32xf32>
        }
      }
    }
    scf.for %arg1 = %c0 to %c32 step %c1 {
      scf.for %arg2 = %c0 to %c64 step %c1 {
        %85 = memref.load %7[%arg2, %arg1] : memref<64x32xf32>
        memref.store %85, %alloc_111[%arg1, %arg2] : memref<32x64xf32>
      }
    }
    %alloc_167 = memref.alloc(%dim) {alignment = 64 : i64} : memref<?x64xf32>
    memref.copy %alloc_112, %alloc_167 : memref<?x64xf32> to memref<?x64xf32>
    %dim_168 = memref.dim %collapse_shape, %c0 : memref<?x32xf32>
    scf.for %arg1 = %c0 to %dim_168 step %c1 {
      scf.for %arg2 = %c0 to %c64 step %c1 {
        scf.for %arg3 = %c0 to %c32 step %c1 {
          %85 = memref.load %collapse_shape[%arg1, %arg3] : memref<?x32xf32>
          %86 = memref.load %alloc_111[%arg3, %arg2] : memref<32x64xf32>
          %87 = memref.load %alloc_167[%arg1, %arg2] : memref<?x64xf32>
          %88 = arith.mulf %85, %86 : f32
          %89 = arith.addf %87, %88 : f32
          memref.store %89, %alloc_167[%arg1, %arg2] : memref<?x64xf32>
        }
      }
    }
    %expand_shape_169 = memref.expand_shape %alloc_167 [[0, 1], [2]] output_shape [1, %dim, 64] : memref<?x64xf32> into memref<1x?x64xf32>
    %dim_170 = memref.dim %expand_shape_169, %c1 : memref<1x?x64xf32>
    scf.for %arg1 = %c0 to %c1 step %c1 {
      scf.for %arg2 = %c0 to %dim_170 step %c1 {
        scf.for %arg3 = %c0 to %c64 step %c1 {
          %85 = memref.load %expand_shape_169[%arg1, %arg2, %arg3] : memref<1x?x64xf32>
          %86 = arith.negf %85 : f32
          %87 = math.exp %86 : f32
          %88 = arith.addf %87, %cst_5 : f32
          %89 = arith.divf %cst_5, %88 : f32
          memref.store %89, %alloc_116[%arg1, %arg2, %arg3] : memref<1x?x64xf32>
        }
      }
    }
    %dim_171 = memref.dim %expand_shape_169, %c1 : memref<1x?x64xf32>
    scf.for %arg1 = %c0 to %c1 step %c1 {
      scf.for %arg2 = %c0 to %dim_171 step %c1 {
        scf.for %arg3 = %c0 to %c64 step %c1 {
          %85 = memref.load %expand_shape_169[%arg1, %arg2, %arg3] : memref<1x?x64xf32>
          %86 = memref.load %alloc_116[%arg1, %arg2, %arg3] : memref<1x?x64xf32>
          %87 = arith.mulf %85, %86 : f32
          memref.store %87, %alloc_116[%arg1, %arg2, %arg3] : memref<1x?x64xf32>
        }
      }
    }
    scf.for %arg1 = %c0 to %c32 step %c1 {
      scf.for %arg2 = %c0 to %c64 step %c1 {
        %85 = memref.load %6[%arg2, %arg1] : memref<64x32xf32>
        memref.store %85, %alloc_111[%arg1, %arg2] : memref<32x64xf32>
      }
    }
    %alloc_172 = memref.alloc(%dim) {alignment = 64 : i64} : memref<?x64xf32>
    memref.copy %alloc_112, %alloc_172 : memref<?x64xf32> to memref<?x64xf32>
    %dim_173 = memref.dim %collapse_shape, %c0 : memref<?x32xf32>
    scf.for %arg1 = %c0 to %dim_173 step %c1 {
      scf.for %arg2 = %c0 to %c64 step %c1 {
        scf.for %arg3 = %c0 to %c32 step %c1 {
          %85 = memref.load %collapse_shape[%arg1, %arg3] : memref<?x32xf32>
          %86 = memref.load %alloc_111[%arg3, %arg2] : memref<32x64xf32>
          %87 = memref.load %alloc_172[%arg1, %arg2] : memref<?x64xf32>
          %88 = arith.mulf %85, %86 : f32
          %89 = arith.addf %87, %88 : f32
          memref.store %89, %alloc_172[%arg1, %arg2] : memref<?x64xf32>
        }
      }
    }
    %expand_shape_174 = memref.expand_shape %alloc_172 [[0, 1], [2]] output_shape [1, %dim, 64] : memref<?x64xf32> into memref<1x?x64xf32>
    scf.for %arg1 = %c0 to %c1 step %c1 {
      scf.for %arg2 = %c0 to %dim step %c1 {
        scf.for %arg3 = %c0 to %c64 step %c1 {
          %85 = memref.load %alloc_116[%arg1, %arg2, %arg3] : memref<1x?x64xf32>
          %86 = memref.load %expand_shape_174[%arg1, %arg2, %arg3] : memref<1x?x64xf32>
          %87 = arith.mulf %85, %86 : f32
          memref.store %87, %alloc_116[%arg1, %arg2, %arg3] : memref<1x?x64xf32>
        }
      }
    }
    scf.for %arg1 = %c0 to %c64 step %c1 {
      scf.for %arg2 = %c0 to %c32 step %c1 {
        %85 = memref.load %5[%arg2, %arg1] : memref<32x64xf32>
        memref.store %85, %alloc_122[%arg1, %arg2] : memref<64x32xf32>
      }
    }
    %dim_175 = memref.dim %collapse_shape_123, %c0 : memref<?x64xf32>
    scf.for %arg1 = %c0 to %dim_175 step %c1 {
      scf.for %arg2 = %c0 to %c32 step %c1 {
        scf.for %arg3 = %c0 to %c64 step %c1 {
          %85 = memref.load %collapse_shape_123[%arg1, %arg3] : memref<?x64xf32>
          %86 = memref.load %alloc_122[%arg3, %arg2] : memref<64x32xf32>
          %87 = memref.load %alloc_33[%arg1, %arg2] : memref<?x32xf32>
          %88 = arith.mulf %85, %86 : f32
          %89 = arith.addf %87, %88 : f32
          memref.store %89, %alloc_33[%arg1, %arg2] : memref<?x32xf32>
        }
      }
    }
    %expand_shape_176 = memref.expand_shape %alloc_33 [[0, 1], [2]] output_shape [1, %dim, 32] : memref<?x32xf32> into memref<1x?x32xf32>
    %alloc_177 = memref.alloc(%dim) {alignment = 64 : i64} : memref<1x?x32xf32>
    scf.for %arg1 = %c0 to %c1 step %c1 {
      scf.for %arg2 = %c0 to %dim step %c1 {
        scf.for %arg3 = %c0 to %c32 step %c1 {
          %85 = memref.load %alloc_165[%arg1, %arg2, %arg3] : memref<1x?x32xf32>
          %86 = memref.load %expand_shape_176[%arg1, %arg2, %arg3] : memref<1x?x32xf32>
          %87 = arith.addf %85, %86 : f32
          memref.store %87, %alloc_177[%arg1, %arg2, %arg3] : memref<1x?x32xf32>
        }
      }
    }
    scf.for %arg1 = %c0 to %c1 step %c1 {
      scf.for %arg2 = %c0 to %dim step %c1 {
        scf.for %arg3 = %c0 to %c32 step %c1 {
          %85 = memref.load %alloc_177[%arg1, %arg2, %arg3] : memref<1x?x32xf32>
          %86 = math.fpowi %85, %c2_i64 : f32, i64
          memref.store %86, %alloc_7[%arg1, %arg2, %arg3] : memref<1x?x32xf32>
        }
      }
    }
    scf.for %arg1 = %c0 to %c1 step %c1 {
      scf.for %arg2 = %c0 to %dim step %c1 {
        scf.for %arg3 = %c0 to %c32 step %c1 {
          %85 = memref.load %alloc_7[%arg1, %arg2, %arg3] : memref<1x?x32xf32>
          %86 = memref.load %alloc_30[%arg1, %arg2, %c0] : memref<1x?x1xf32>
          %87 = arith.addf %85, %86 : f32
          memref.store %87, %alloc_30[%arg1, %arg2, %c0] : memref<1x?x1xf32>
        }
      }
    }
    scf.for %arg1 = %c0 to %c1 step %c1 {
      scf.for %arg2 = %c0 to %dim step %c1 {
        scf.for %arg3 = %c0 to %c1 step %c1 {
          %85 = memref.load %alloc_30[%arg1, %arg2, %arg3] : memref<1x?x1xf32>
          %86 = arith.divf %85, %cst : f32
          memref.store %86, %alloc_23[%arg1, %arg2, %arg3] : memref<1x?x1xf32>
        }
      }
    }
    scf.for %arg1 = %c0 to %c1 step %c1 {
      scf.for %arg2 = %c0 to %dim step %c1 {
        scf.for %arg3 = %c0 to %c1 step %c1 {
          %85 = memref.load %alloc_23[%arg1, %arg2, %arg3] : memref<1x?x1xf32>
          %86 = arith.truncf %cst_0 : f64 to f32
          %87 = arith.addf %85, %86 : f32
          memref.store %87, %alloc_23[%arg1, %arg2, %arg3] : memref<1x?x1xf32>
        }
      }
    }
    scf.for %arg1 = %c0 to %c1 step %c1 {
      scf.for %arg2 = %c0 to %dim step %c1 {
        scf.for %arg3 = %c0 to %c1 step %c1 {
          %85 = memref.load %alloc_23[%arg1, %arg2, %arg3] : memref<1x?x1xf32>
          %86 = math.rsqrt %85 : f32
          memref.store %86, %alloc_23[%arg1, %arg2, %arg3] : memref<1x?x1xf32>
        }
      }
    }
    scf.for %arg1 = %c0 to %c1 step %c1 {
      scf.for %arg2 = %c0 to %dim step %c1 {
        scf.for %arg3 = %c0 to %c32 step %c1 {
          %85 = memref.load %alloc_177[%arg1, %arg2, %arg3] : memref<1x?x32xf32>
          %86 = memref.load %alloc_23[%arg1, %arg2, %c0] : memref<1x?x1xf32>
          %87 = arith.mulf %85, %86 : f32
          memref.store %87, %alloc_7[%arg1, %arg2, %arg3] : memref<1x?x32xf32>
        }
      }
    }
    scf.for %arg1 = %c0 to %c1 step %c1 {
      scf.for %arg2 = %c0 to %dim step %c1 {
        scf.for %arg3 = %c0 to %c32 step %c1 {
          %85 = memref.load %4[%arg3] : memref<32xf32>
          %86 = memref.load %alloc_7[%arg1, %arg2, %arg3] : memref<1x?x32xf32>
          %87 = arith.mulf %85, %86 : f32
          memref.store %87, %alloc_7[%arg1, %arg2, %arg3] : memref<1x?x32xf32>
        }
      }
    }
    scf.for %arg1 = %c0 to %c32 step %c1 {
      scf.for %arg2 = %c0 to %c64 step %c1 {
        %85 = memref.load %3[%arg2, %arg1] : memref<64x32xf32>
        memref.store %85, %alloc_111[%arg1, %arg2] : memref<32x64xf32>
      }
    }
    %dim_178 = memref.dim %collapse_shape, %c0 : memref<?x32xf32>
    scf.for %arg1 = %c0 to %dim_178 step %c1 {
      scf.for %arg2 = %c0 to %c64 step %c1 {
        scf.for %arg3 = %c0 to %c32 step %c1 {
          %85 = memref.load %collapse_shape[%arg1, %arg3] : memref<?x32xf32>
          %86 = memref.load %alloc_111[%arg3, %arg2] : memref<32x64xf32>
          %87 = memref.load %alloc_112[%arg1, %arg2] : memref<?x64xf32>
          %88 = arith.mulf %85, %86 : f32
          %89 = arith.addf %87, %88 : f32
          memref.store %89, %alloc_112[%arg1, %arg2] : memref<?x64xf32>
        }
      }
    }
    %expand_shape_179 = memref.expand_shape %alloc_112 [[0, 1], [2]] output_shape [1, %dim, 64] : memref<?x64xf32> into memref<1x?x64xf32>
    return %expand_shape_179 : memref<1x?x64xf32>
  }
}


module {
  memref.global "private" constant @__constant_8x8xi64 : memref<8x8xi64> = dense<15> {alignment = 64 : i64}
  memref.global "private" constant @__constant_32x32xf32_9 : memref<32x32xf32> = dense<0.00582001591> {alignment = 64 : i64}
  memref.global "private" constant @__constant_32x32xf32_8 : memref<32x32xf32> = dense<0.230603099> {alignment = 64 : i64}
  memref.global "private" constant @__constant_32x32xf32_7 : memref<32x32xf32> = dense<0.17328611> {alignment = 64 : i64}
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
    %c16 = arith.constant 16 : index
    %c2 = arith.constant 2 : index
    %c8 = arith.constant 8 : index
    %c1 = arith.constant 1 : index
    %c0 = arith.constant 0 : index
    %cst = arith.constant 8.000000e+00 : f32
    %cst_0 = arith.constant 3.200000e+01 : f32
    %cst_1 = arith.constant 9.9999999999999995E-7 : f64
    %cst_2 = arith.constant 2.7725887222397811 : f64
    %cst_3 = arith.constant 0.281428337 : f32
    %cst_4 = arith.constant -0.347271234 : f32
    %c16_i64 = arith.constant 16 : i64
    %c2_i64 = arith.constant 2 : i64
    %c8_i64 = arith.constant 8 : i64
    %c0_i64 = arith.constant 0 : i64
    %c32 = arith.constant 32 : index
    %c64 = arith.constant 64 : index
    %cst_5 = arith.constant 0.000000e+00 : f32
    %cst_6 = arith.constant 0xFF800000 : f32
    %0 = memref.get_global @__constant_xf32 : memref<f32>
    %1 = memref.get_global @__constant_xf32_0 : memref<f32>
    %2 = memref.get_global @__constant_32xf32 : memref<32xf32>
    %3 = memref.get_global @__constant_32x64xf32 : memref<32x64xf32>
    %4 = memref.get_global @__constant_64x32xf32 : memref<64x32xf32>
    %5 = memref.get_global @__constant_32x32xf32 : memref<32x32xf32>
    %6 = memref.get_global @__constant_32x32xf32_1 : memref<32x32xf32>
    %7 = memref.get_global @__constant_32x32xf32_2 : memref<32x32xf32>
    %8 = memref.get_global @__constant_32x32xf32_3 : memref<32x32xf32>
    %9 = memref.get_global @__constant_32x64xf32_4 : memref<32x64xf32>
    %10 = memref.get_global @__constant_64x32xf32_5 : memref<64x32xf32>
    %11 = memref.get_global @__constant_32x32xf32_6 : memref<32x32xf32>
    %12 = memref.get_global @__constant_32x32xf32_7 : memref<32x32xf32>
    %13 = memref.get_global @__constant_32x32xf32_8 : memref<32x32xf32>
    %14 = memref.get_global @__constant_32x32xf32_9 : memref<32x32xf32>
    %15 = memref.get_global @__constant_8x8xi64 : memref<8x8xi64>
    %alloc = memref.alloc() {alignment = 64 : i64} : memref<1x8x32xf32>
    %alloc_7 = memref.alloc() {alignment = 64 : i64} : memref<1x8x32xf32>
    scf.for %arg1 = %c0 to %c1 step %c1 {
      scf.for %arg2 = %c0 to %c8 step %c1 {
        scf.for %arg3 = %c0 to %c32 step %c1 {
          %16 = memref.load %arg0[%arg1, %arg2] : memref<1x8xi64>
          %17 = arith.index_cast %16 : i64 to index
          %18 = arith.cmpi slt, %17, %c64 : index
          cf.assert %18, "index must be smaller than dim size"
          %19 = arith.cmpi sge, %16, %c0_i64 : i64
          cf.assert %19, "index must be larger or equal to 0"
          memref.store %cst_4, %alloc_7[%arg1, %arg2, %arg3] : memref<1x8x32xf32>
        }
      }
    }
    %alloc_8 = memref.alloc() {alignment = 64 : i64} : memref<8xi64>
    scf.for %arg1 = %c0 to %c8 step %c1 {
      %16 = arith.index_cast %arg1 : index to i64
      memref.store %16, %alloc_8[%arg1] : memref<8xi64>
    }
    %expand_shape = memref.expand_shape %alloc_8 [[0, 1, 2, 3]] output_shape [1, 1, 8, 1] : memref<8xi64> into memref<1x1x8x1xi64>
    %alloc_9 = memref.alloc() {alignment = 64 : i64} : memref<1x1x8x1xi1>
    scf.for %arg1 = %c0 to %c1 step %c1 {
      scf.for %arg2 = %c0 to %c1 step %c1 {
        scf.for %arg3 = %c0 to %c8 step %c1 {
          scf.for %arg4 = %c0 to %c1 step %c1 {
            %16 = memref.load %expand_shape[%arg1, %arg2, %arg3, %arg4] : memref<1x1x8x1xi64>
            %17 = arith.cmpi sge, %16, %c0_i64 : i64
            memref.store %17, %alloc_9[%arg1, %arg2, %arg3, %arg4] : memref<1x1x8x1xi1>
          }
        }
      }
    }
    %alloc_10 = memref.alloc() {alignment = 64 : i64} : memref<1x1x8x8xi1>
    %collapse_shape = memref.collapse_shape %alloc_9 [[0], [1], [2, 3]] : memref<1x1x8x1xi1> into memref<1x1x8xi1>
    scf.for %arg1 = %c0 to %c1 step %c1 {
      scf.for %arg2 = %c0 to %c1 step %c1 {
        scf.for %arg3 = %c0 to %c8 step %c1 {
          scf.for %arg4 = %c0 to %c8 step %c1 {
            %16 = memref.load %collapse_shape[%arg1, %arg2, %arg3] : memref<1x1x8xi1>
            memref.store %16, %alloc_10[%arg1, %arg2, %arg3, %arg4] : memref<1x1x8x8xi1>
          }
        }
      }
    }
    %alloc_11 = memref.alloc() {alignment = 64 : i64} : memref<1x1x8x8xf32>
    scf.for %arg1 = %c0 to %c1 step %c1 {
      scf.for %arg2 = %c0 to %c1 step %c1 {
        scf.for %arg3 = %c0 to %c8 step %c1 {
          scf.for %arg4 = %c0 to %c8 step %c1 {
            %16 = memref.load %alloc_10[%arg1, %arg2, %arg3, %arg4] : memref<1x1x8x8xi1>
            %17 = memref.load %1[] : memref<f32>
            %18 = memref.load %0[] : memref<f32>
            %19 = arith.select %16, %17, %18 : f32
            memref.store %19, %alloc_11[%arg1, %arg2, %arg3, %arg4] : memref<1x1x8x8xf32>
          }
        }
      }
    }
    scf.for %arg1 = %c0 to %c1 step %c1 {
      scf.for %arg2 = %c0 to %c8 step %c1 {
        scf.for %arg3 = %c0 to %c32 step %c1 {
          %16 = memref.load %alloc_7[%arg1, %arg2, %arg3] : memref<1x8x32xf32>
          %17 = math.fpowi %16, %c2_i64 : f32, i64
          memref.store %17, %alloc[%arg1, %arg2, %arg3] : memref<1x8x32xf32>
        }
      }
    }
    %alloc_12 = memref.alloc() {alignment = 64 : i64} : memref<1x8x1xf32>
    %alloc_13 = memref.alloc() {alignment = 64 : i64} : memref<1x8x1xf32>
    scf.for %arg1 = %c0 to %c1 step %c1 {
      scf.for %arg2 = %c0 to %c8 step %c1 {
        scf.for %arg3 = %c0 to %c1 step %c1 {
          memref.store %cst_5, %alloc_13[%arg1, %arg2, %arg3] : memref<1x8x1xf32>
        }
      }
    }
    %alloc_14 = memref.alloc() {alignment = 64 : i64} : memref<1x8x1xf32>
    memref.copy %alloc_13, %alloc_14 : memref<1x8x1xf32> to memref<1x8x1xf32>
    scf.for %arg1 = %c0 to %c1 step %c1 {
      scf.for %arg2 = %c0 to %c8 step %c1 {
        scf.for %arg3 = %c0 to %c32 step %c1 {
          %16 = memref.load %alloc[%arg1, %arg2, %arg3] : memref<1x8x32xf32>
          %17 = memref.load %alloc_14[%arg1, %arg2, %c0] : memref<1x8x1xf32>
          %18 = arith.addf %16, %17 : f32
          memref.store %18, %alloc_14[%arg1, %arg2, %c0] : memref<1x8x1xf32>
        }
      }
    }
    scf.for %arg1 = %c0 to %c1 step %c1 {
      scf.for %arg2 = %c0 to %c8 step %c1 {
        scf.for %arg3 = %c0 to %c1 step %c1 {
          %16 = memref.load %alloc_14[%arg1, %arg2, %arg3] : memref<1x8x1xf32>
          %17 = arith.divf %16, %cst_0 : f32
          memref.store %17, %alloc_12[%arg1, %arg2, %arg3] : memref<1x8x1xf32>
        }
      }
    }
    scf.for %arg1 = %c0 to %c1 step %c1 {
      scf.for %arg2 = %c0 to %c8 step %c1 {
        scf.for %arg3 = %c0 to %c1 step %c1 {
          %16 = memref.load %alloc_12[%arg1, %arg2, %arg3] : memref<1x8x1xf32>
          %17 = arith.truncf %cst_1 : f64 to f32
          %18 = arith.addf %16, %17 : f32
          memref.store %18, %alloc_12[%arg1, %arg2, %arg3] : memref<1x8x1xf32>
        }
      }
    }
    scf.for %arg1 = %c0 to %c1 step %c1 {
      scf.for %arg2 = %c0 to %c8 step %c1 {
        scf.for %arg3 = %c0 to %c1 step %c1 {
          %16 = memref.load %alloc_12[%arg1, %arg2, %arg3] : memref<1x8x1xf32>
          %17 = math.rsqrt %16 : f32
          memref.store %17, %alloc_12[%arg1, %arg2, %arg3] : memref<1x8x1xf32>
        }
      }
    }
    scf.for %arg1 = %c0 to %c1 step %c1 {
      scf.for %arg2 = %c0 to %c8 step %c1 {
        scf.for %arg3 = %c0 to %c32 step %c1 {
          %16 = memref.load %alloc_7[%arg1, %arg2, %arg3] : memref<1x8x32xf32>
          %17 = memref.load %alloc_12[%arg1, %arg2, %c0] : memref<1x8x1xf32>
          %18 = arith.mulf %16, %17 : f32
          memref.store %18, %alloc[%arg1, %arg2, %arg3] : memref<1x8x32xf32>
        }
      }
    }
    scf.for %arg1 = %c0 to %c1 step %c1 {
      scf.for %arg2 = %c0 to %c8 step %c1 {
        scf.for %arg3 = %c0 to %c32 step %c1 {
          %16 = memref.load %2[%arg3] : memref<32xf32>
          %17 = memref.load %alloc[%arg1, %arg2, %arg3] : memref<1x8x32xf32>
          %18 = arith.mulf %16, %17 : f32
          memref.store %18, %alloc[%arg1, %arg2, %arg3] : memref<1x8x32xf32>
        }
      }
    }
    %alloc_15 = memref.alloc() {alignment = 64 : i64} : memref<32x32xf32>
    scf.for %arg1 = %c0 to %c32 step %c1 {
      scf.for %arg2 = %c0 to %c32 step %c1 {
        %16 = memref.load %14[%arg2, %arg1] : memref<32x32xf32>
        memref.store %16, %alloc_15[%arg1, %arg2] : memref<32x32xf32>
      }
    }
    %collapse_shape_16 = memref.collapse_shape %alloc [[0, 1], [2]] : memref<1x8x32xf32> into memref<8x32xf32>
    %alloc_17 = memref.alloc() {alignment = 64 : i64} : memref<8x32xf32>
    scf.for %arg1 = %c0 to %c8 step %c1 {
      scf.for %arg2 = %c0 to %c32 step %c1 {
        memref.store %cst_5, %alloc_17[%arg1, %arg2] : memref<8x32xf32>
      }
    }
    %alloc_18 = memref.alloc() {alignment = 64 : i64} : memref<8x32xf32>
    memref.copy %alloc_17, %alloc_18 : memref<8x32xf32> to memref<8x32xf32>
    scf.for %arg1 = %c0 to %c8 step %c1 {
      scf.for %arg2 = %c0 to %c32 step %c1 {
        scf.for %arg3 = %c0 to %c32 step %c1 {
          %16 = memref.load %collapse_shape_16[%arg1, %arg3] : memref<8x32xf32>
          %17 = memref.load %alloc_15[%arg3, %arg2] : memref<32x32xf32>
          %18 = memref.load %alloc_18[%arg1, %arg2] : memref<8x32xf32>
          %19 = arith.mulf %16, %17 : f32
          %20 = arith.addf %18, %19 : f32
          memref.store %20, %alloc_18[%arg1, %arg2] : memref<8x32xf32>
        }
      }
    }
    %expand_shape_19 = memref.expand_shape %alloc_18 [[0, 1], [2, 3]] output_shape [1, 8, 2, 16] : memref<8x32xf32> into memref<1x8x2x16xf32>
    %alloc_20 = memref.alloc() {alignment = 64 : i64} : memref<1x2x8x16xf32>
    %alloc_21 = memref.alloc() {alignment = 64 : i64} : memref<1x2x8x16xf32>
    scf.for %arg1 = %c0 to %c1 step %c1 {
      scf.for %arg2 = %c0 to %c2 step %c1 {
        scf.for %arg3 = %c0 to %c8 step %c1 {
          scf.for %arg4 = %c0 to %c16 step %c1 {
            %16 = memref.load %expand_shape_19[%arg1, %arg3, %arg2, %arg4] : memref<1x8x2x16xf32>
            memref.store %16, %alloc_21[%arg1, %arg2, %arg3, %arg4] : memref<1x2x8x16xf32>
          }
        }
      }
    }
    scf.for %arg1 = %c0 to %c32 step %c1 {
      scf.for %arg2 = %c0 to %c32 step %c1 {
        %16 = memref.load %13[%arg2, %arg1] : memref<32x32xf32>
        memref.store %16, %alloc_15[%arg1, %arg2] : memref<32x32xf32>
      }
    }
    %alloc_22 = memref.alloc() {alignment = 64 : i64} : memref<8x32xf32>
    memref.copy %alloc_17, %alloc_22 : memref<8x32xf32> to memref<8x32xf32>
    scf.for %arg1 = %c0 to %c8 step %c1 {
      scf.for %arg2 = %c0 to %c32 step %c1 {
        scf.for %arg3 = %c0 to %c32 step %c1 {
          %16 = memref.load %collapse_shape_16[%arg1, %arg3] : memref<8x32xf32>
          %17 = memref.load %alloc_15[%arg3, %arg2] : memref<32x32xf32>
          %18 = memref.load %alloc_22[%arg1, %arg2] : memref<8x32xf32>
          %19 = arith.mulf %16, %17 : f32
          %20 = arith.addf %18, %19 : f32
          memref.store %20, %alloc_22[%arg1, %arg2] : memref<8x32xf32>
        }
      }
    }
    %expand_shape_23 = memref.expand_shape %alloc_22 [[0, 1], [2, 3]] output_shape [1, 8, 2, 16] : memref<8x32xf32> into memref<1x8x2x16xf32>
    scf.for %arg1 = %c0 to %c32 step %c1 {
      scf.for %arg2 = %c0 to %c32 step %c1 {
        %16 = memref.load %12[%arg2, %arg1] : memref<32x32xf32>
        memref.store %16, %alloc_15[%arg1, %arg2] : memref<32x32xf32>
      }
    }
    %alloc_24 = memref.alloc() {alignment = 64 : i64} : memref<8x32xf32>
    memref.copy %alloc_17, %alloc_24 : memref<8x32xf32> to memref<8x32xf32>
    scf.for %arg1 = %c0 to %c8 step %c1 {
      scf.for %arg2 = %c0 to %c32 step %c1 {
        scf.for %arg3 = %c0 to %c32 step %c1 {
          %16 = memref.load %collapse_shape_16[%arg1, %arg3] : memref<8x32xf32>
          %17 = memref.load %alloc_15[%arg3, %arg2] : memref<32x32xf32>
          %18 = memref.load %alloc_24[%arg1, %arg2] : memref<8x32xf32>
          %19 = arith.mulf %16, %17 : f32
          %20 = arith.addf %18, %19 : f32
          memref.store %20, %alloc_24[%arg1, %arg2] : memref<8x32xf32>
        }
      }
    }
    %expand_shape_25 = memref.expand_shape %alloc_24 [[0, 1], [2, 3]] output_shape [1, 8, 2, 16] : memref<8x32xf32> into memref<1x8x2x16xf32>
    scf.for %arg1 = %c0 to %c1 step %c1 {
      scf.for %arg2 = %c0 to %c2 step %c1 {
        scf.for %arg3 = %c0 to %c8 step %c1 {
          scf.for %arg4 = %c0 to %c16 step %c1 {
            %16 = memref.load %expand_shape_25[%arg1, %arg3, %arg2, %arg4] : memref<1x8x2x16xf32>
            memref.store %16, %alloc_20[%arg1, %arg2, %arg3, %arg4] : memref<1x2x8x16xf32>
          }
        }
      }
    }
    %expand_shape_26 = memref.expand_shape %alloc_8 [[0, 1]] output_shape [8, 1] : memref<8xi64> into memref<8x1xi64>
    %expand_shape_27 = memref.expand_shape %alloc_8 [[0, 1]] output_shape [1, 8] : memref<8xi64> into memref<1x8xi64>
    %alloc_28 = memref.alloc() {alignment = 64 : i64} : memref<8x8xi64>
    %alloc_29 = memref.alloc() {alignment = 64 : i64} : memref<8x8xi64>
    scf.for %arg1 = %c0 to %c8 step %c1 {
      scf.for %arg2 = %c0 to %c8 step %c1 {
        %16 = memref.load %expand_shape_27[%c0, %arg2] : memref<1x8xi64>
        %17 = memref.load %expand_shape_26[%arg1, %c0] : memref<8x1xi64>
        %18 = arith.subi %16, %17 : i64
        memref.store %18, %alloc_29[%arg1, %arg2] : memref<8x8xi64>
      }
    }
    %alloc_30 = memref.alloc() {alignment = 64 : i64} : memref<8x8xi1>
    scf.for %arg1 = %c0 to %c8 step %c1 {
      scf.for %arg2 = %c0 to %c8 step %c1 {
        %16 = memref.load %alloc_29[%arg1, %arg2] : memref<8x8xi64>
        %17 = arith.cmpi sgt, %16, %c0_i64 : i64
        memref.store %17, %alloc_30[%arg1, %arg2] : memref<8x8xi1>
      }
    }
    scf.for %arg1 = %c0 to %c8 step %c1 {
      scf.for %arg2 = %c0 to %c8 step %c1 {
        %16 = memref.load %alloc_30[%arg1, %arg2] : memref<8x8xi1>
        %17 = arith.extui %16 : i1 to i64
        memref.store %17, %alloc_28[%arg1, %arg2] : memref<8x8xi64>
      }
    }
    %alloc_31 = memref.alloc() {alignment = 64 : i64} : memref<8x8xi64>
    scf.for %arg1 = %c0 to %c8 step %c1 {
      scf.for %arg2 = %c0 to %c8 step %c1 {
        %16 = memref.load %alloc_28[%arg1, %arg2] : memref<8x8xi64>
        %17 = arith.muli %16, %c16_i64 : i64
        memref.store %17, %alloc_31[%arg1, %arg2] : memref<8x8xi64>
      }
    }
    %alloc_32 = memref.alloc() {alignment = 64 : i64} : memref<8x8xi64>
    scf.for %arg1 = %c0 to %c8 step %c1 {
      scf.for %arg2 = %c0 to %c8 step %c1 {
        %16 = memref.load %alloc_29[%arg1, %arg2] : memref<8x8xi64>
        %17 = math.absi %16 : i64
        memref.store %17, %alloc_32[%arg1, %arg2] : memref<8x8xi64>
      }
    }
    scf.for %arg1 = %c0 to %c8 step %c1 {
      scf.for %arg2 = %c0 to %c8 step %c1 {
        %16 = memref.load %alloc_32[%arg1, %arg2] : memref<8x8xi64>
        %17 = arith.cmpi slt, %16, %c8_i64 : i64
        memref.store %17, %alloc_30[%arg1, %arg2] : memref<8x8xi1>
      }
    }
    %alloc_33 = memref.alloc() {alignment = 64 : i64} : memref<8x8xf32>
    scf.for %arg1 = %c0 to %c8 step %c1 {
      scf.for %arg2 = %c0 to %c8 step %c1 {
        %16 = memref.load %alloc_32[%arg1, %arg2] : memref<8x8xi64>
        %17 = arith.sitofp %16 : i64 to f32
        memref.store %17, %alloc_33[%arg1, %arg2] : memref<8x8xf32>
      }
    }
    scf.for %arg1 = %c0 to %c8 step %c1 {
      scf.for %arg2 = %c0 to %c8 step %c1 {
        %16 = memref.load %alloc_33[%arg1, %arg2] : memref<8x8xf32>
        %17 = arith.divf %16, %cst : f32
        memref.store %17, %alloc_33[%arg1, %arg2] : memref<8x8xf32>
      }
    }
    scf.for %arg1 = %c0 to %c8 step %c1 {
      scf.for %arg2 = %c0 to %c8 step %c1 {
        %16 = memref.load %alloc_33[%arg1, %arg2] : memref<8x8xf32>
        %17 = math.log %16 : f32
        memref.store %17, %alloc_33[%arg1, %arg2] : memref<8x8xf32>
      }
    }
    scf.for %arg1 = %c0 to %c8 step %c1 {
      scf.for %arg2 = %c0 to %c8 step %c1 {
        %16 = memref.load %alloc_33[%arg1, %arg2] : memref<8x8xf32>
        %17 = arith.truncf %cst_2 : f64 to f32
        %18 = arith.divf %16, %17 : f32
        memref.store %18, %alloc_33[%arg1, %arg2] : memref<8x8xf32>
      }
    }
    scf.for %arg1 = %c0 to %c8 step %c1 {
      scf.for %arg2 = %c0 to %c8 step %c1 {
        %16 = memref.load %alloc_33[%arg1, %arg2] : memref<8x8xf32>
        %17 = arith.mulf %16, %cst : f32
        memref.store %17, %alloc_33[%arg1, %arg2] : memref<8x8xf32>
      }
    }
    scf.for %arg1 = %c0 to %c8 step %c1 {
      scf.for %arg2 = %c0 to %c8 step %c1 {
        %16 = memref.load %alloc_33[%arg1, %arg2] : memref<8x8xf32>
        %17 = arith.fptosi %16 : f32 to i64
        memref.store %17, %alloc_28[%arg1, %arg2] : memref<8x8xi64>
      }
    }
    scf.for %arg1 = %c0 to %c8 step %c1 {
      scf.for %arg2 = %c0 to %c8 step %c1 {
        %16 = memref.load %alloc_28[%arg1, %arg2] : memref<8x8xi64>
        %17 = arith.addi %16, %c8_i64 : i64
        memref.store %17, %alloc_28[%arg1, %arg2] : memref<8x8xi64>
      }
    }
    scf.for %arg1 = %c0 to %c8 step %c1 {
      scf.for %arg2 = %c0 to %c8 step %c1 {
        %16 = memref.load %alloc_28[%arg1, %arg2] : memref<8x8xi64>
        %17 = memref.load %15[%arg1, %arg2] : memref<8x8xi64>
        %18 = arith.minsi %16, %17 : i64
        memref.store %18, %alloc_28[%arg1, %arg2] : memref<8x8xi64>
      }
    }
    scf.for %arg1 = %c0 to %c8 step %c1 {
      scf.for %arg2 = %c0 to %c8 step %c1 {
        %16 = memref.load %alloc_30[%arg1, %arg2] : memref<8x8xi1>
        %17 = memref.load %alloc_32[%arg1, %arg2] : memref<8x8xi64>
        %18 = memref.load %alloc_28[%arg1, %arg2] : memref<8x8xi64>
        %19 = arith.select %16, %17, %18 : i64
        memref.store %19, %alloc_28[%arg1, %arg2] : memref<8x8xi64>
      }
    }
    scf.for %arg1 = %c0 to %c8 step %c1 {
      scf.for %arg2 = %c0 to %c8 step %c1 {
        %16 = memref.load %alloc_31[%arg1, %arg2] : memref<8x8xi64>
        %17 = memref.load %alloc_28[%arg1, %arg2] : memref<8x8xi64>
        %18 = arith.addi %16, %17 : i64
        memref.store %18, %alloc_28[%arg1, %arg2] : memref<8x8xi64>
      }
    }
    %alloc_34 = memref.alloc() {alignment = 64 : i64} : memref<8x8x2xf32>
    scf.for %arg1 = %c0 to %c8 step %c1 {
      scf.for %arg2 = %c0 to %c8 step %c1 {
        scf.for %arg3 = %c0 to %c2 step %c1 {
          %16 = memref.load %alloc_28[%arg1, %arg2] : memref<8x8xi64>
          %17 = arith.index_cast %16 : i64 to index
          %18 = arith.cmpi slt, %17, %c32 : index
          cf.assert %18, "index must be smaller than dim size"
          %19 = arith.cmpi sge, %16, %c0_i64 : i64
          cf.assert %19, "index must be larger or equal to 0"
          memref.store %cst_3, %alloc_34[%arg1, %arg2, %arg3] : memref<8x8x2xf32>
        }
      }
    }
    %alloc_35 = memref.alloc() {alignment = 64 : i64} : memref<2x8x8xf32>
    %alloc_36 = memref.alloc() {alignment = 64 : i64} : memref<2x8x8xf32>
    scf.for %arg1 = %c0 to %c2 step %c1 {
      scf.for %arg2 = %c0 to %c8 step %c1 {
        scf.for %arg3 = %c0 to %c8 step %c1 {
          %16 = memref.load %alloc_34[%arg2, %arg3, %arg1] : memref<8x8x2xf32>
          memref.store %16, %alloc_36[%arg1, %arg2, %arg3] : memref<2x8x8xf32>
        }
      }
    }
    %expand_shape_37 = memref.expand_shape %alloc_36 [[0, 1], [2], [3]] output_shape [1, 2, 8, 8] : memref<2x8x8xf32> into memref<1x2x8x8xf32>
    %alloc_38 = memref.alloc() {alignment = 64 : i64} : memref<1x2x16x8xf32>
    scf.for %arg1 = %c0 to %c1 step %c1 {
      scf.for %arg2 = %c0 to %c2 step %c1 {
        scf.for %arg3 = %c0 to %c16 step %c1 {
          scf.for %arg4 = %c0 to %c8 step %c1 {
            %16 = memref.load %expand_shape_23[%arg1, %arg4, %arg2, %arg3] : memref<1x8x2x16xf32>
            memref.store %16, %alloc_38[%arg1, %arg2, %arg3, %arg4] : memref<1x2x16x8xf32>
          }
        }
      }
    }
    %collapse_shape_39 = memref.collapse_shape %alloc_21 [[0, 1], [2], [3]] : memref<1x2x8x16xf32> into memref<2x8x16xf32>
    %collapse_shape_40 = memref.collapse_shape %alloc_38 [[0, 1], [2], [3]] : memref<1x2x16x8xf32> into memref<2x16x8xf32>
    scf.for %arg1 = %c0 to %c2 step %c1 {
      scf.for %arg2 = %c0 to %c8 step %c1 {
        scf.for %arg3 = %c0 to %c8 step %c1 {
          memref.store %cst_5, %alloc_35[%arg1, %arg2, %arg3] : memref<2x8x8xf32>
        }
      }
    }
    %alloc_41 = memref.alloc() {alignment = 64 : i64} : memref<2x8x8xf32>
    memref.copy %alloc_35, %alloc_41 : memref<2x8x8xf32> to memref<2x8x8xf32>
    scf.for %arg1 = %c0 to %c2 step %c1 {
      scf.for %arg2 = %c0 to %c8 step %c1 {
        scf.for %arg3 = %c0 to %c8 step %c1 {
          scf.for %arg4 = %c0 to %c16 step %c1 {
            %16 = memref.load %collapse_shape_39[%arg1, %arg2, %arg4] : memref<2x8x16xf32>
            %17 = memref.load %collapse_shape_40[%arg1, %arg4, %arg3] : memref<2x16x8xf32>
            %18 = memref.load %alloc_41[%arg1, %arg2, %arg3] : memref<2x8x8xf32>
            %19 = arith.mulf %16, %17 : f32
            %20 = arith.addf %18, %19 : f32
            memref.store %20, %alloc_41[%arg1, %arg2, %arg3] : memref<2x8x8xf32>
          }
        }
      }
    }
    %expand_shape_42 = memref.expand_shape %alloc_41 [[0, 1], [2], [3]] output_shape [1, 2, 8, 8] : memref<2x8x8xf32> into memref<1x2x8x8xf32>
    %alloc_43 = memref.alloc() {alignment = 64 : i64} : memref<1x2x8x8xf32>
    scf.for %arg1 = %c0 to %c1 step %c1 {
      scf.for %arg2 = %c0 to %c2 step %c1 {
        scf.for %arg3 = %c0 to %c8 step %c1 {
          scf.for %arg4 = %c0 to %c8 step %c1 {
            %16 = memref.load %expand_shape_42[%arg1, %arg2, %arg3, %arg4] : memref<1x2x8x8xf32>
            %17 = memref.load %expand_shape_37[%arg1, %arg2, %arg3, %arg4] : memref<1x2x8x8xf32>
            %18 = arith.addf %16, %17 : f32
            memref.store %18, %alloc_43[%arg1, %arg2, %arg3, %arg4] : memref<1x2x8x8xf32>
          }
        }
      }
    }
    scf.for %arg1 = %c0 to %c1 step %c1 {
      scf.for %arg2 = %c0 to %c2 step %c1 {
        scf.for %arg3 = %c0 to %c8 step %c1 {
          scf.for %arg4 = %c0 to %c8 step %c1 {
            %16 = memref.load %alloc_43[%arg1, %arg2, %arg3, %arg4] : memref<1x2x8x8xf32>
            %17 = memref.load %alloc_11[%arg1, %c0, %arg3, %arg4] : memref<1x1x8x8xf32>
            %18 = arith.addf %16, %17 : f32
            memref.store %18, %alloc_43[%arg1, %arg2, %arg3, %arg4] : memref<1x2x8x8xf32>
          }
        }
      }
    }
    %alloc_44 = memref.alloc() {alignment = 64 : i64} : memref<1x2x8xi64>
    scf.for %arg1 = %c0 to %c1 step %c1 {
      scf.for %arg2 = %c0 to %c2 step %c1 {
        scf.for %arg3 = %c0 to %c8 step %c1 {
          memref.store %c0_i64, %alloc_44[%arg1, %arg2, %arg3] : memref<1x2x8xi64>
        }
      }
    }
    %alloc_45 = memref.alloc() {alignment = 64 : i64} : memref<1x2x8xf32>
    scf.for %arg1 = %c0 to %c1 step %c1 {
      scf.for %arg2 = %c0 to %c2 step %c1 {
        scf.for %arg3 = %c0 to %c8 step %c1 {
          memref.store %cst_6, %alloc_45[%arg1, %arg2, %arg3] : memref<1x2x8xf32>
        }
      }
    }
    %alloc_46 = memref.alloc() {alignment = 64 : i64} : memref<1x2x8xf32>
    memref.copy %alloc_45, %alloc_46 : memref<1x2x8xf32> to memref<1x2x8xf32>
    %alloc_47 = memref.alloc() {alignment = 64 : i64} : memref<1x2x8xi64>
    memref.copy %alloc_44, %alloc_47 : memref<1x2x8xi64> to memref<1x2x8xi64>
    scf.for %arg1 = %c0 to %c1 step %c1 {
      scf.for %arg2 = %c0 to %c2 step %c1 {
        scf.for %arg3 = %c0 to %c8 step %c1 {
          scf.for %arg4 = %c0 to %c8 step %c1 {
            %16 = memref.load %alloc_43[%arg1, %arg2, %arg3, %arg4] : memref<1x2x8x8xf32>
            %17 = memref.load %alloc_46[%arg1, %arg2, %arg3] : memref<1x2x8xf32>
            %18 = memref.load %alloc_47[%arg1, %arg2, %arg3] : memref<1x2x8xi64>
            %19 = arith.index_cast %arg4 : index to i64
            %20 = arith.maximumf %16, %17 : f32
            %21 = arith.cmpf ogt, %16, %17 : f32
            %22 = arith.select %21, %19, %18 : i64
            memref.store %20, %alloc_46[%arg1, %arg2, %arg3] : memref<1x2x8xf32>
            memref.store %22, %alloc_47[%arg1, %arg2, %arg3] : memref<1x2x8xi64>
          }
        }
      }
    }
    %expand_shape_48 = memref.expand_shape %alloc_46 [[0], [1], [2, 3]] output_shape [1, 2, 8, 1] : memref<1x2x8xf32> into memref<1x2x8x1xf32>
    scf.for %arg1 = %c0 to %c1 step %c1 {
      scf.for %arg2 = %c0 to %c2 step %c1 {
        scf.for %arg3 = %c0 to %c8 step %c1 {
          scf.for %arg4 = %c0 to %c8 step %c1 {
            %16 = memref.load %alloc_43[%arg1, %arg2, %arg3, %arg4] : memref<1x2x8x8xf32>
            %17 = memref.load %expand_shape_48[%arg1, %arg2, %arg3, %c0] : memref<1x2x8x1xf32>
            %18 = arith.subf %16, %17 : f32
            memref.store %18, %alloc_43[%arg1, %arg2, %arg3, %arg4] : memref<1x2x8x8xf32>
          }
        }
      }
    }
    scf.for %arg1 = %c0 to %c1 step %c1 {
      scf.for %arg2 = %c0 to %c2 step %c1 {
        scf.for %arg3 = %c0 to %c8 step %c1 {
          scf.for %arg4 = %c0 to %c8 step %c1 {
            %16 = memref.load %alloc_43[%arg1, %arg2, %arg3, %arg4] : memref<1x2x8x8xf32>
            %17 = math.exp %16 : f32
            memref.store %17, %alloc_43[%arg1, %arg2, %arg3, %arg4] : memref<1x2x8x8xf32>
          }
        }
      }
    }
    %alloc_49 = memref.alloc() {alignment = 64 : i64} : memref<1x2x8x1xf32>
    scf.for %arg1 = %c0 to %c1 step %c1 {
      scf.for %arg2 = %c0 to %c2 step %c1 {
        scf.for %arg3 = %c0 to %c8 step %c1 {
          scf.for %arg4 = %c0 to %c1 step %c1 {
            memref.store %cst_5, %alloc_49[%arg1, %arg2, %arg3, %arg4] : memref<1x2x8x1xf32>
          }
        }
      }
    }
    %alloc_50 = memref.alloc() {alignment = 64 : i64} : memref<1x2x8x1xf32>
    memref.copy %alloc_49, %alloc_50 : memref<1x2x8x1xf32> to memref<1x2x8x1xf32>
    scf.for %arg1 = %c0 to %c1 step %c1 {
      scf.for %arg2 = %c0 to %c2 step %c1 {
        scf.for %arg3 = %c0 to %c8 step %c1 {
          scf.for %arg4 = %c0 to %c8 step %c1 {
            %16 = memref.load %alloc_43[%arg1, %arg2, %arg3, %arg4] : memref<1x2x8x8xf32>
            %17 = memref.load %alloc_50[%arg1, %arg2, %arg3, %c0] : memref<1x2x8x1xf32>
            %18 = arith.addf %16, %17 : f32
            memref.store %18, %alloc_50[%arg1, %arg2, %arg3, %c0] : memref<1x2x8x1xf32>
          }
        }
      }
    }
    scf.for %arg1 = %c0 to %c1 step %c1 {
      scf.for %arg2 = %c0 to %c2 step %c1 {
        scf.for %arg3 = %c0 to %c8 step %c1 {
          scf.for %arg4 = %c0 to %c8 step %c1 {
            %16 = memref.load %alloc_43[%arg1, %arg2, %arg3, %arg4] : memref<1x2x8x8xf32>
            %17 = memref.load %alloc_50[%arg1, %arg2, %arg3, %c0] : memref<1x2x8x1xf32>
            %18 = arith.divf %16, %17 : f32
            memref.store %18, %alloc_43[%arg1, %arg2, %arg3, %arg4] : memref<1x2x8x8xf32>
          }
        }
      }
    }
    %collapse_shape_51 = memref.collapse_shape %alloc_43 [[0, 1], [2], [3]] : memref<1x2x8x8xf32> into memref<2x8x8xf32>
    %collapse_shape_52 = memref.collapse_shape %alloc_20 [[0, 1], [2], [3]] : memref<1x2x8x16xf32> into memref<2x8x16xf32>
    %alloc_53 = memref.alloc() {alignment = 64 : i64} : memref<2x8x16xf32>
    scf.for %arg1 = %c0 to %c2 step %c1 {
      scf.for %arg2 = %c0 to %c8 step %c1 {
        scf.for %arg3 = %c0 to %c16 step %c1 {
          memref.store %cst_5, %alloc_53[%arg1, %arg2, %arg3] : memref<2x8x16xf32>
        }
      }
    }
    %alloc_54 = memref.alloc() {alignment = 64 : i64} : memref<2x8x16xf32>
    memref.copy %alloc_53, %alloc_54 : memref<2x8x16xf32> to memref<2x8x16xf32>
    scf.for %arg1 = %c0 to %c2 step %c1 {
      scf.for %arg2 = %c0 to %c8 step %c1 {
        scf.for %arg3 = %c0 to %c16 step %c1 {
          scf.for %arg4 = %c0 to %c8 step %c1 {
            %16 = memref.load %collapse_shape_51[%arg1, %arg2, %arg4] : memref<2x8x8xf32>
            %17 = memref.load %collapse_shape_52[%arg1, %arg4, %arg3] : memref<2x8x16xf32>
            %18 = memref.load %alloc_54[%arg1, %arg2, %arg3] : memref<2x8x16xf32>
            %19 = arith.mulf %16, %17 : f32
            %20 = arith.addf %18, %19 : f32
            memref.store %20, %alloc_54[%arg1, %arg2, %arg3] : memref<2x8x16xf32>
          }
        }
      }
    }
    %expand_shape_55 = memref.expand_shape %alloc_54 [[0, 1], [2], [3]] output_shape [1, 2, 8, 16] : memref<2x8x16xf32> into memref<1x2x8x16xf32>
    %alloc_56 = memref.alloc() {alignment = 64 : i64} : memref<1x8x2x16xf32>
    scf.for %arg1 = %c0 to %c1 step %c1 {
      scf.for %arg2 = %c0 to %c8 step %c1 {
        scf.for %arg3 = %c0 to %c2 step %c1 {
          scf.for %arg4 = %c0 to %c16 step %c1 {
            %16 = memref.load %expand_shape_55[%arg1, %arg3, %arg2, %arg4] : memref<1x2x8x16xf32>
            memref.store %16, %alloc_56[%arg1, %arg2, %arg3, %arg4] : memref<1x8x2x16xf32>
          }
        }
      }
    }
    scf.for %arg1 = %c0 to %c32 step %c1 {
      scf.for %arg2 = %c0 to %c32 step %c1 {
        %16 = memref.load %11[%arg2, %arg1] : memref<32x32xf32>
        memref.store %16, %alloc_15[%arg1, %arg2] : memref<32x32xf32>
      }
    }
    %collapse_shape_57 = memref.collapse_shape %alloc_56 [[0, 1], [2, 3]] : memref<1x8x2x16xf32> into memref<8x32xf32>
    %alloc_58 = memref.alloc() {alignment = 64 : i64} : memref<8x32xf32>
    memref.copy %alloc_17, %alloc_58 : memref<8x32xf32> to memref<8x32xf32>
    scf.for %arg1 = %c0 to %c8 step %c1 {
      scf.for %arg2 = %c0 to %c32 step %c1 {
        scf.for %arg3 = %c0 to %c32 step %c1 {
          %16 = memref.load %collapse_shape_57[%arg1, %arg3] : memref<8x32xf32>
          %17 = memref.load %alloc_15[%arg3, %arg2] : memref<32x32xf32>
          %18 = memref.load %alloc_58[%arg1, %arg2] : memref<8x32xf32>
          %19 = arith.mulf %16, %17 : f32
          %20 = arith.addf %18, %19 : f32
          memref.store %20, %alloc_58[%arg1, %arg2] : memref<8x32xf32>
        }
      }
    }
    %expand_shape_59 = memref.expand_shape %alloc_58 [[0, 1], [2]] output_shape [1, 8, 32] : memref<8x32xf32> into memref<1x8x32xf32>
    %alloc_60 = memref.alloc() {alignment = 64 : i64} : memref<1x8x32xf32>
    scf.for %arg1 = %c0 to %c1 step %c1 {
      scf.for %arg2 = %c0 to %c8 step %c1 {
        scf.for %arg3 = %c0 to %c32 step %c1 {
          %16 = memref.load %alloc_7[%arg1, %arg2, %arg3] : memref<1x8x32xf32>
          %17 = memref.load %expand_shape_59[%arg1, %arg2, %arg3] : memref<1x8x32xf32>
          %18 = arith.addf %16, %17 : f32
          memref.store %18, %alloc_60[%arg1, %arg2, %arg3] : memref<1x8x32xf32>
        }
      }
    }
    scf.for %arg1 = %c0 to %c1 step %c1 {
      scf.for %arg2 = %c0 to %c8 step %c1 {
        scf.for %arg3 = %c0 to %c32 step %c1 {
          %16 = memref.load %alloc_60[%arg1, %arg2, %arg3] : memref<1x8x32xf32>
          %17 = math.fpowi %16, %c2_i64 : f32, i64
          memref.store %17, %alloc[%arg1, %arg2, %arg3] : memref<1x8x32xf32>
        }
      }
    }
    %alloc_61 = memref.alloc() {alignment = 64 : i64} : memref<1x8x1xf32>
    memref.copy %alloc_13, %alloc_61 : memref<1x8x1xf32> to memref<1x8x1xf32>
    scf.for %arg1 = %c0 to %c1 step %c1 {
      scf.for %arg2 = %c0 to %c8 step %c1 {
        scf.for %arg3 = %c0 to %c32 step %c1 {
          %16 = memref.load %alloc[%arg1, %arg2, %arg3] : memref<1x8x32xf32>
          %17 = memref.load %alloc_61[%arg1, %arg2, %c0] : memref<1x8x1xf32>
          %18 = arith.addf %16, %17 : f32
          memref.store %18, %alloc_61[%arg1, %arg2, %c0] : memref<1x8x1xf32>
        }
      }
    }
    scf.for %arg1 = %c0 to %c1 step %c1 {
      scf.for %arg2 = %c0 to %c8 step %c1 {
        scf.for %arg3 = %c0 to %c1 step %c1 {
          %16 = memref.load %alloc_61[%arg1, %arg2, %arg3] : memref<1x8x1xf32>
          %17 = arith.divf %16, %cst_0 : f32
          memref.store %17, %alloc_12[%arg1, %arg2, %arg3] : memref<1x8x1xf32>
        }
      }
    }
    scf.for %arg1 = %c0 to %c1 step %c1 {
      scf.for %arg2 = %c0 to %c8 step %c1 {
        scf.for %arg3 = %c0 to %c1 step %c1 {
          %16 = memref.load %alloc_12[%arg1, %arg2, %arg3] : memref<1x8x1xf32>
          %17 = arith.truncf %cst_1 : f64 to f32
          %18 = arith.addf %16, %17 : f32
          memref.store %18, %alloc_12[%arg1, %arg2, %arg3] : memref<1x8x1xf32>
        }
      }
    }
    scf.for %arg1 = %c0 to %c1 step %c1 {
      scf.for %arg2 = %c0 to %c8 step %c1 {
        scf.for %arg3 = %c0 to %c1 step %c1 {
          %16 = memref.load %alloc_12[%arg1, %arg2, %arg3] : memref<1x8x1xf32>
          %17 = math.rsqrt %16 : f32
          memref.store %17, %alloc_12[%arg1, %arg2, %arg3] : memref<1x8x1xf32>
        }
      }
    }
    scf.for %arg1 = %c0 to %c1 step %c1 {
      scf.for %arg2 = %c0 to %c8 step %c1 {
        scf.for %arg3 = %c0 to %c32 step %c1 {
          %16 = memref.load %alloc_60[%arg1, %arg2, %arg3] : memref<1x8x32xf32>
          %17 = memref.load %alloc_12[%arg1, %arg2, %c0] : memref<1x8x1xf32>
          %18 = arith.mulf %16, %17 : f32
          memref.store %18, %alloc[%arg1, %arg2, %arg3] : memref<1x8x32xf32>
        }
      }
    }
    scf.for %arg1 = %c0 to %c1 step %c1 {
      scf.for %arg2 = %c0 to %c8 step %c1 {
        scf.for %arg3 = %c0 to %c32 step %c1 {
          %16 = memref.load %2[%arg3] : memref<32xf32>
          %17 = memref.load %alloc[%arg1, %arg2, %arg3] : memref<1x8x32xf32>
          %18 = arith.mulf %16, %17 : f32
          memref.store %18, %alloc[%arg1, %arg2, %arg3] : memref<1x8x32xf32>
        }
      }
    }
    %alloc_62 = memref.alloc() {alignment = 64 : i64} : memref<32x64xf32>
    scf.for %arg1 = %c0 to %c32 step %c1 {
      scf.for %arg2 = %c0 to %c64 step %c1 {
        %16 = memref.load %10[%arg2, %arg1] : memref<64x32xf32>
        memref.store %16, %alloc_62[%arg1, %arg2] : memref<32x64xf32>
      }
    }
    %alloc_63 = memref.alloc() {alignment = 64 : i64} : memref<8x64xf32>
    scf.for %arg1 = %c0 to %c8 step %c1 {
      scf.for %arg2 = %c0 to %c64 step %c1 {
        memref.store %cst_5, %alloc_63[%arg1, %arg2] : memref<8x64xf32>
      }
    }
    %alloc_64 = memref.alloc() {alignment = 64 : i64} : memref<8x64xf32>
    memref.copy %alloc_63, %alloc_64 : memref<8x64xf32> to memref<8x64xf32>
    scf.for %arg1 = %c0 to %c8 step %c1 {
      scf.for %arg2 = %c0 to %c64 step %c1 {
        scf.for %arg3 = %c0 to %c32 step %c1 {
          %16 = memref.load %collapse_shape_16[%arg1, %arg3] : memref<8x32xf32>
          %17 = memref.load %alloc_62[%arg3, %arg2] : memref<32x64xf32>
          %18 = memref.load %alloc_64[%arg1, %arg2] : memref<8x64xf32>
          %19 = arith.mulf %16, %17 : f32
          %20 = arith.addf %18, %19 : f32
          memref.store %20, %alloc_64[%arg1, %arg2] : memref<8x64xf32>
        }
      }
    }
    %expand_shape_65 = memref.expand_shape %alloc_64 [[0, 1], [2]] output_shape [1, 8, 64] : memref<8x64xf32> into memref<1x8x64xf32>
    %alloc_66 = memref.alloc() {alignment = 64 : i64} : memref<1x8x64xf32>
    scf.for %arg1 = %c0 to %c1 step %c1 {
      scf.for %arg2 = %c0 to %c8 step %c1 {
        scf.for %arg3 = %c0 to %c64 step %c1 {
          %16 = memref.load %expand_shape_65[%arg1, %arg2, %arg3] : memref<1x8x64xf32>
          %17 = arith.cmpf ugt, %16, %cst_5 : f32
          %18 = arith.select %17, %16, %cst_5 : f32
          memref.store %18, %alloc_66[%arg1, %arg2, %arg3] : memref<1x8x64xf32>
        }
      }
    }
    %alloc_67 = memref.alloc() {alignment = 64 : i64} : memref<64x32xf32>
    scf.for %arg1 = %c0 to %c64 step %c1 {
      scf.for %arg2 = %c0 to %c32 step %c1 {
        %16 = memref.load %9[%arg2, %arg1] : memref<32x64xf32>
        memref.store %16, %alloc_67[%arg1, %arg2] : memref<64x32xf32>
      }
    }
    %collapse_shape_68 = memref.collapse_shape %alloc_66 [[0, 1], [2]] : memref<1x8x64xf32> into memref<8x64xf32>
    %alloc_69 = memref.alloc() {alignment = 64 : i64} : memref<8x32xf32>
    memref.copy %alloc_17, %alloc_69 : memref<8x32xf32> to memref<8x32xf32>
    scf.for %arg1 = %c0 to %c8 step %c1 {
      scf.for %arg2 = %c0 to %c32 step %c1 {
        scf.for %arg3 = %c0 to %c64 step %c1 {
          %16 = memref.load %collapse_shape_68[%arg1, %arg3] : memref<8x64xf32>
          %17 = memref.load %alloc_67[%arg3, %arg2] : memref<64x32xf32>
          %18 = memref.load %alloc_69[%arg1, %arg2] : memref<8x32xf32>
          %19 = arith.mulf %16, %17 : f32
          %20 = arith.addf %18, %19 : f32
          memref.store %20, %alloc_69[%arg1, %arg2] : memref<8x32xf32>
        }
      }
    }
    %expand_shape_70 = memref.expand_shape %alloc_69 [[0, 1], [2]] output_shape [1, 8, 32] : memref<8x32xf32> into memref<1x8x32xf32>
    %alloc_71 = memref.alloc() {alignment = 64 : i64} : memref<1x8x32xf32>
    scf.for %arg1 = %c0 to %c1 step %c1 {
      scf.for %arg2 = %c0 to %c8 step %c1 {
        scf.for %arg3 = %c0 to %c32 step %c1 {
          %16 = memref.load %alloc_60[%arg1, %arg2, %arg3] : memref<1x8x32xf32>
          %17 = memref.load %expand_shape_70[%arg1, %arg2, %arg3] : memref<1x8x32xf32>
          %18 = arith.addf %16, %17 : f32
          memref.store %18, %alloc_71[%arg1, %arg2, %arg3] : memref<1x8x32xf32>
        }
      }
    }
    scf.for %arg1 = %c0 to %c1 step %c1 {
      scf.for %arg2 = %c0 to %c8 step %c1 {
        scf.for %arg3 = %c0 to %c32 step %c1 {
          %16 = memref.load %alloc_71[%arg1, %arg2, %arg3] : memref<1x8x32xf32>
          %17 = math.fpowi %16, %c2_i64 : f32, i64
          memref.store %17, %alloc[%arg1, %arg2, %arg3] : memref<1x8x32xf32>
        }
      }
    }
    %alloc_72 = memref.alloc() {alignment = 64 : i64} : memref<1x8x1xf32>
    memref.copy %alloc_13, %alloc_72 : memref<1x8x1xf32> to memref<1x8x1xf32>
    scf.for %arg1 = %c0 to %c1 step %c1 {
      scf.for %arg2 = %c0 to %c8 step %c1 {
        scf.for %arg3 = %c0 to %c32 step %c1 {
          %16 = memref.load %alloc[%arg1, %arg2, %arg3] : memref<1x8x32xf32>
          %17 = memref.load %alloc_72[%arg1, %arg2, %c0] : memref<1x8x1xf32>
          %18 = arith.addf %16, %17 : f32
          memref.store %18, %alloc_72[%arg1, %arg2, %c0] : memref<1x8x1xf32>
        }
      }
    }
    scf.for %arg1 = %c0 to %c1 step %c1 {
      scf.for %arg2 = %c0 to %c8 step %c1 {
        scf.for %arg3 = %c0 to %c1 step %c1 {
          %16 = memref.load %alloc_72[%arg1, %arg2, %arg3] : memref<1x8x1xf32>
          %17 = arith.divf %16, %cst_0 : f32
          memref.store %17, %alloc_12[%arg1, %arg2, %arg3] : memref<1x8x1xf32>
        }
      }
    }
    scf.for %arg1 = %c0 to %c1 step %c1 {
      scf.for %arg2 = %c0 to %c8 step %c1 {
        scf.for %arg3 = %c0 to %c1 step %c1 {
          %16 = memref.load %alloc_12[%arg1, %arg2, %arg3] : memref<1x8x1xf32>
          %17 = arith.truncf %cst_1 : f64 to f32
          %18 = arith.addf %16, %17 : f32
          memref.store %18, %alloc_12[%arg1, %arg2, %arg3] : memref<1x8x1xf32>
        }
      }
    }
    scf.for %arg1 = %c0 to %c1 step %c1 {
      scf.for %arg2 = %c0 to %c8 step %c1 {
        scf.for %arg3 = %c0 to %c1 step %c1 {
          %16 = memref.load %alloc_12[%arg1, %arg2, %arg3] : memref<1x8x1xf32>
          %17 = math.rsqrt %16 : f32
          memref.store %17, %alloc_12[%arg1, %arg2, %arg3] : memref<1x8x1xf32>
        }
      }
    }
    scf.for %arg1 = %c0 to %c1 step %c1 {
      scf.for %arg2 = %c0 to %c8 step %c1 {
        scf.for %arg3 = %c0 to %c32 step %c1 {
          %16 = memref.load %alloc_71[%arg1, %arg2, %arg3] : memref<1x8x32xf32>
          %17 = memref.load %alloc_12[%arg1, %arg2, %c0] : memref<1x8x1xf32>
          %18 = arith.mulf %16, %17 : f32
          memref.store %18, %alloc[%arg1, %arg2, %arg3] : memref<1x8x32xf32>
        }
      }
    }
    scf.for %arg1 = %c0 to %c1 step %c1 {
      scf.for %arg2 = %c0 to %c8 step %c1 {
        scf.for %arg3 = %c0 to %c32 step %c1 {
          %16 = memref.load %2[%arg3] : memref<32xf32>
          %17 = memref.load %alloc[%arg1, %arg2, %arg3] : memref<1x8x32xf32>
          %18 = arith.mulf %16, %17 : f32
          memref.store %18, %alloc[%arg1, %arg2, %arg3] : memref<1x8x32xf32>
        }
      }
    }
    scf.for %arg1 = %c0 to %c32 step %c1 {
      scf.for %arg2 = %c0 to %c32 step %c1 {
        %16 = memref.load %8[%arg2, %arg1] : memref<32x32xf32>
        memref.store %16, %alloc_15[%arg1, %arg2] : memref<32x32xf32>
      }
    }
    %alloc_73 = memref.alloc() {alignment = 64 : i64} : memref<8x32xf32>
    memref.copy %alloc_17, %alloc_73 : memref<8x32xf32> to memref<8x32xf32>
    scf.for %arg1 = %c0 to %c8 step %c1 {
      scf.for %arg2 = %c0 to %c32 step %c1 {
        scf.for %arg3 = %c0 to %c32 step %c1 {
          %16 = memref.load %collapse_shape_16[%arg1, %arg3] : memref<8x32xf32>
          %17 = memref.load %alloc_15[%arg3, %arg2] : memref<32x32xf32>
          %18 = memref.load %alloc_73[%arg1, %arg2] : memref<8x32xf32>
          %19 = arith.mulf %16, %17 : f32
          %20 = arith.addf %18, %19 : f32
          memref.store %20, %alloc_73[%arg1, %arg2] : memref<8x32xf32>
        }
      }
    }
    %expand_shape_74 = memref.expand_shape %alloc_73 [[0, 1], [2, 3]] output_shape [1, 8, 2, 16] : memref<8x32xf32> into memref<1x8x2x16xf32>
    %alloc_75 = memref.alloc() {alignment = 64 : i64} : memref<1x2x8x16xf32>
    scf.for %arg1 = %c0 to %c1 step %c1 {
      scf.for %arg2 = %c0 to %c2 step %c1 {
        scf.for %arg3 = %c0 to %c8 step %c1 {
          scf.for %arg4 = %c0 to %c16 step %c1 {
            %16 = memref.load %expand_shape_74[%arg1, %arg3, %arg2, %arg4] : memref<1x8x2x16xf32>
            memref.store %16, %alloc_75[%arg1, %arg2, %arg3, %arg4] : memref<1x2x8x16xf32>
          }
        }
      }
    }
    scf.for %arg1 = %c0 to %c32 step %c1 {
      scf.for %arg2 = %c0 to %c32 step %c1 {
        %16 = memref.load %7[%arg2, %arg1] : memref<32x32xf32>
        memref.store %16, %alloc_15[%arg1, %arg2] : memref<32x32xf32>
      }
    }
    %alloc_76 = memref.alloc() {alignment = 64 : i64} : memref<8x32xf32>
    memref.copy %alloc_17, %alloc_76 : memref<8x32xf32> to memref<8x32xf32>
    scf.for %arg1 = %c0 to %c8 step %c1 {
      scf.for %arg2 = %c0 to %c32 step %c1 {
        scf.for %arg3 = %c0 to %c32 step %c1 {
          %16 = memref.load %collapse_shape_16[%arg1, %arg3] : memref<8x32xf32>
          %17 = memref.load %alloc_15[%arg3, %arg2] : memref<32x32xf32>
          %18 = memref.load %alloc_76[%arg1, %arg2] : memref<8x32xf32>
          %19 = arith.mulf %16, %17 : f32
          %20 = arith.addf %18, %19 : f32
          memref.store %20, %alloc_76[%arg1, %arg2] : memref<8x32xf32>
        }
      }
    }
    %expand_shape_77 = memref.expand_shape %alloc_76 [[0, 1], [2, 3]] output_shape [1, 8, 2, 16] : memref<8x32xf32> into memref<1x8x2x16xf32>
    scf.for %arg1 = %c0 to %c32 step %c1 {
      scf.for %arg2 = %c0 to %c32 step %c1 {
        %16 = memref.load %6[%arg2, %arg1] : memref<32x32xf32>
        memref.store %16, %alloc_15[%arg1, %arg2] : memref<32x32xf32>
      }
    }
    %alloc_78 = memref.alloc() {alignment = 64 : i64} : memref<8x32xf32>
    memref.copy %alloc_17, %alloc_78 : memref<8x32xf32> to memref<8x32xf32>
    scf.for %arg1 = %c0 to %c8 step %c1 {
      scf.for %arg2 = %c0 to %c32 step %c1 {
        scf.for %arg3 = %c0 to %c32 step %c1 {
          %16 = memref.load %collapse_shape_16[%arg1, %arg3] : memref<8x32xf32>
          %17 = memref.load %alloc_15[%arg3, %arg2] : memref<32x32xf32>
          %18 = memref.load %alloc_78[%arg1, %arg2] : memref<8x32xf32>
          %19 = arith.mulf %16, %17 : f32
          %20 = arith.addf %18, %19 : f32
          memref.store %20, %alloc_78[%arg1, %arg2] : memref<8x32xf32>
        }
      }
    }
    %expand_shape_79 = memref.expand_shape %alloc_78 [[0, 1], [2, 3]] output_shape [1, 8, 2, 16] : memref<8x32xf32> into memref<1x8x2x16xf32>
    scf.for %arg1 = %c0 to %c1 step %c1 {
      scf.for %arg2 = %c0 to %c2 step %c1 {
        scf.for %arg3 = %c0 to %c8 step %c1 {
          scf.for %arg4 = %c0 to %c16 step %c1 {
            %16 = memref.load %expand_shape_79[%arg1, %arg3, %arg2, %arg4] : memref<1x8x2x16xf32>
            memref.store %16, %alloc_20[%arg1, %arg2, %arg3, %arg4] : memref<1x2x8x16xf32>
          }
        }
      }
    }
    scf.for %arg1 = %c0 to %c1 step %c1 {
      scf.for %arg2 = %c0 to %c2 step %c1 {
        scf.for %arg3 = %c0 to %c16 step %c1 {
          scf.for %arg4 = %c0 to %c8 step %c1 {
            %16 = memref.load %expand_shape_77[%arg1, %arg4, %arg2, %arg3] : memref<1x8x2x16xf32>
            memref.store %16, %alloc_38[%arg1, %arg2, %arg3, %arg4] : memref<1x2x16x8xf32>
          }
        }
      }
    }
    %collapse_shape_80 = memref.collapse_shape %alloc_75 [[0, 1], [2], [3]] : memref<1x2x8x16xf32> into memref<2x8x16xf32>
    scf.for %arg1 = %c0 to %c2 step %c1 {
      scf.for %arg2 = %c0 to %c8 step %c1 {
        scf.for %arg3 = %c0 to %c8 step %c1 {
          scf.for %arg4 = %c0 to %c16 step %c1 {
            %16 = memref.load %collapse_shape_80[%arg1, %arg2, %arg4] : memref<2x8x16xf32>
            %17 = memref.load %collapse_shape_40[%arg1, %arg4, %arg3] : memref<2x16x8xf32>
            %18 = memref.load %alloc_35[%arg1, %arg2, %arg3] : memref<2x8x8xf32>
            %19 = arith.mulf %16, %17 : f32
            %20 = arith.addf %18, %19 : f32
            memref.store %20, %alloc_35[%arg1, %arg2, %arg3] : memref<2x8x8xf32>
          }
        }
      }
    }
    %expand_shape_81 = memref.expand_shape %alloc_35 [[0, 1], [2], [3]] output_shape [1, 2, 8, 8] : memref<2x8x8xf32> into memref<1x2x8x8xf32>
    scf.for %arg1 = %c0 to %c1 step %c1 {
      scf.for %arg2 = %c0 to %c2 step %c1 {
        scf.for %arg3 = %c0 to %c8 step %c1 {
          scf.for %arg4 = %c0 to %c8 step %c1 {
            %16 = memref.load %expand_shape_81[%arg1, %arg2, %arg3, %arg4] : memref<1x2x8x8xf32>
            %17 = memref.load %expand_shape_37[%arg1, %arg2, %arg3, %arg4] : memref<1x2x8x8xf32>
            %18 = arith.addf %16, %17 : f32
            memref.store %18, %alloc_43[%arg1, %arg2, %arg3, %arg4] : memref<1x2x8x8xf32>
          }
        }
      }
    }
    scf.for %arg1 = %c0 to %c1 step %c1 {
      scf.for %arg2 = %c0 to %c2 step %c1 {
        scf.for %arg3 = %c0 to %c8 step %c1 {
          scf.for %arg4 = %c0 to %c8 step %c1 {
            %16 = memref.load %alloc_43[%arg1, %arg2, %arg3, %arg4] : memref<1x2x8x8xf32>
            %17 = memref.load %alloc_11[%arg1, %c0, %arg3, %arg4] : memref<1x1x8x8xf32>
            %18 = arith.addf %16, %17 : f32
            memref.store %18, %alloc_43[%arg1, %arg2, %arg3, %arg4] : memref<1x2x8x8xf32>
          }
        }
      }
    }
    scf.for %arg1 = %c0 to %c1 step %c1 {
      scf.for %arg2 = %c0 to %c2 step %c1 {
        scf.for %arg3 = %c0 to %c8 step %c1 {
          scf.for %arg4 = %c0 to %c8 step %c1 {
            %16 = memref.load %alloc_43[%arg1, %arg2, %arg3, %arg4] : memref<1x2x8x8xf32>
            %17 = memref.load %alloc_45[%arg1, %arg2, %arg3] : memref<1x2x8xf32>
            %18 = memref.load %alloc_44[%arg1, %arg2, %arg3] : memref<1x2x8xi64>
            %19 = arith.index_cast %arg4 : index to i64
            %20 = arith.maximumf %16, %17 : f32
            %21 = arith.cmpf ogt, %16, %17 : f32
            %22 = arith.select %21, %19, %18 : i64
            memref.store %20, %alloc_45[%arg1, %arg2, %arg3] : memref<1x2x8xf32>
            memref.store %22, %alloc_44[%arg1, %arg2, %arg3] : memref<1x2x8xi64>
          }
        }
      }
    }
    %expand_shape_82 = memref.expand_shape %alloc_45 [[0], [1], [2, 3]] output_shape [1, 2, 8, 1] : memref<1x2x8xf32> into memref<1x2x8x1xf32>
    scf.for %arg1 = %c0 to %c1 step %c1 {
      scf.for %arg2 = %c0 to %c2 step %c1 {
        scf.for %arg3 = %c0 to %c8 step %c1 {
          scf.for %arg4 = %c0 to %c8 step %c1 {
            %16 = memref.load %alloc_43[%arg1, %arg2, %arg3, %arg4] : memref<1x2x8x8xf32>
            %17 = memref.load %expand_shape_82[%arg1, %arg2, %arg3, %c0] : memref<1x2x8x1xf32>
            %18 = arith.subf %16, %17 : f32
            memref.store %18, %alloc_43[%arg1, %arg2, %arg3, %arg4] : memref<1x2x8x8xf32>
          }
        }
      }
    }
    scf.for %arg1 = %c0 to %c1 step %c1 {
      scf.for %arg2 = %c0 to %c2 step %c1 {
        scf.for %arg3 = %c0 to %c8 step %c1 {
          scf.for %arg4 = %c0 to %c8 step %c1 {
            %16 = memref.load %alloc_43[%arg1, %arg2, %arg3, %arg4] : memref<1x2x8x8xf32>
            %17 = math.exp %16 : f32
            memref.store %17, %alloc_43[%arg1, %arg2, %arg3, %arg4] : memref<1x2x8x8xf32>
          }
        }
      }
    }
    scf.for %arg1 = %c0 to %c1 step %c1 {
      scf.for %arg2 = %c0 to %c2 step %c1 {
        scf.for %arg3 = %c0 to %c8 step %c1 {
          scf.for %arg4 = %c0 to %c8 step %c1 {
            %16 = memref.load %alloc_43[%arg1, %arg2, %arg3, %arg4] : memref<1x2x8x8xf32>
            %17 = memref.load %alloc_49[%arg1, %arg2, %arg3, %c0] : memref<1x2x8x1xf32>
            %18 = arith.addf %16, %17 : f32
            memref.store %18, %alloc_49[%arg1, %arg2, %arg3, %c0] : memref<1x2x8x1xf32>
          }
        }
      }
    }
    scf.for %arg1 = %c0 to %c1 step %c1 {
      scf.for %arg2 = %c0 to %c2 step %c1 {
        scf.for %arg3 = %c0 to %c8 step %c1 {
          scf.for %arg4 = %c0 to %c8 step %c1 {
            %16 = memref.load %alloc_43[%arg1, %arg2, %arg3, %arg4] : memref<1x2x8x8xf32>
            %17 = memref.load %alloc_49[%arg1, %arg2, %arg3, %c0] : memref<1x2x8x1xf32>
            %18 = arith.divf %16, %17 : f32
            memref.store %18, %alloc_43[%arg1, %arg2, %arg3, %arg4] : memref<1x2x8x8xf32>
          }
        }
      }
    }
    scf.for %arg1 = %c0 to %c2 step %c1 {
      scf.for %arg2 = %c0 to %c8 step %c1 {
        scf.for %arg3 = %c0 to %c16 step %c1 {
          scf.for %arg4 = %c0 to %c8 step %c1 {
            %16 = memref.load %collapse_shape_51[%arg1, %arg2, %arg4] : memref<2x8x8xf32>
            %17 = memref.load %collapse_shape_52[%arg1, %arg4, %arg3] : memref<2x8x16xf32>
            %18 = memref.load %alloc_53[%arg1, %arg2, %arg3] : memref<2x8x16xf32>
            %19 = arith.mulf %16, %17 : f32
            %20 = arith.addf %18, %19 : f32
            memref.store %20, %alloc_53[%arg1, %arg2, %arg3] : memref<2x8x16xf32>
          }
        }
      }
    }
    %expand_shape_83 = memref.expand_shape %alloc_53 [[0, 1], [2], [3]] output_shape [1, 2, 8, 16] : memref<2x8x16xf32> into memref<1x2x8x16xf32>
    scf.for %arg1 = %c0 to %c1 step %c1 {
      scf.for %arg2 = %c0 to %c8 step %c1 {
        scf.for %arg3 = %c0 to %c2 step %c1 {
          scf.for %arg4 = %c0 to %c16 step %c1 {
            %16 = memref.load %expand_shape_83[%arg1, %arg3, %arg2, %arg4] : memref<1x2x8x16xf32>
            memref.store %16, %alloc_56[%arg1, %arg2, %arg3, %arg4] : memref<1x8x2x16xf32>
          }
        }
      }
    }
    scf.for %arg1 = %c0 to %c32 step %c1 {
      scf.for %arg2 = %c0 to %c32 step %c1 {
        %16 = memref.load %5[%arg2, %arg1] : memref<32x32xf32>
        memref.store %16, %alloc_15[%arg1, %arg2] : memref<32x32xf32>
      }
    }
    %alloc_84 = memref.alloc() {alignment = 64 : i64} : memref<8x32xf32>
    memref.copy %alloc_17, %alloc_84 : memref<8x32xf32> to memref<8x32xf32>
    scf.for %arg1 = %c0 to %c8 step %c1 {
      scf.for %arg2 = %c0 to %c32 step %c1 {
        scf.for %arg3 = %c0 to %c32 step %c1 {
          %16 = memref.load %collapse_shape_57[%arg1, %arg3] : memref<8x32xf32>
          %17 = memref.load %alloc_15[%arg3, %arg2] : memref<32x32xf32>
          %18 = memref.load %alloc_84[%arg1, %arg2] : memref<8x32xf32>
          %19 = arith.mulf %16, %17 : f32
          %20 = arith.addf %18, %19 : f32
          memref.store %20, %alloc_84[%arg1, %arg2] : memref<8x32xf32>
        }
      }
    }
    %expand_shape_85 = memref.expand_shape %alloc_84 [[0, 1], [2]] output_shape [1, 8, 32] : memref<8x32xf32> into memref<1x8x32xf32>
    %alloc_86 = memref.alloc() {alignment = 64 : i64} : memref<1x8x32xf32>
    scf.for %arg1 = %c0 to %c1 step %c1 {
      scf.for %arg2 = %c0 to %c8 step %c1 {
        scf.for %arg3 = %c0 to %c32 step %c1 {
          %16 = memref.load %alloc_71[%arg1, %arg2, %arg3] : memref<1x8x32xf32>
          %17 = memref.load %expand_shape_85[%arg1, %arg2, %arg3] : memref<1x8x32xf32>
          %18 = arith.addf %16, %17 : f32
          memref.store %18, %alloc_86[%arg1, %arg2, %arg3] : memref<1x8x32xf32>
        }
      }
    }
    scf.for %arg1 = %c0 to %c1 step %c1 {
      scf.for %arg2 = %c0 to %c8 step %c1 {
        scf.for %arg3 = %c0 to %c32 step %c1 {
          %16 = memref.load %alloc_86[%arg1, %arg2, %arg3] : memref<1x8x32xf32>
          %17 = math.fpowi %16, %c2_i64 : f32, i64
          memref.store %17, %alloc[%arg1, %arg2, %arg3] : memref<1x8x32xf32>
        }
      }
    }
    %alloc_87 = memref.alloc() {alignment = 64 : i64} : memref<1x8x1xf32>
    memref.copy %alloc_13, %alloc_87 : memref<1x8x1xf32> to memref<1x8x1xf32>
    scf.for %arg1 = %c0 to %c1 step %c1 {
      scf.for %arg2 = %c0 to %c8 step %c1 {
        scf.for %arg3 = %c0 to %c32 step %c1 {
          %16 = memref.load %alloc[%arg1, %arg2, %arg3] : memref<1x8x32xf32>
          %17 = memref.load %alloc_87[%arg1, %arg2, %c0] : memref<1x8x1xf32>
          %18 = arith.addf %16, %17 : f32
          memref.store %18, %alloc_87[%arg1, %arg2, %c0] : memref<1x8x1xf32>
        }
      }
    }
    scf.for %arg1 = %c0 to %c1 step %c1 {
      scf.for %arg2 = %c0 to %c8 step %c1 {
        scf.for %arg3 = %c0 to %c1 step %c1 {
          %16 = memref.load %alloc_87[%arg1, %arg2, %arg3] : memref<1x8x1xf32>
          %17 = arith.divf %16, %cst_0 : f32
          memref.store %17, %alloc_12[%arg1, %arg2, %arg3] : memref<1x8x1xf32>
        }
      }
    }
    scf.for %arg1 = %c0 to %c1 step %c1 {
      scf.for %arg2 = %c0 to %c8 step %c1 {
        scf.for %arg3 = %c0 to %c1 step %c1 {
          %16 = memref.load %alloc_12[%arg1, %arg2, %arg3] : memref<1x8x1xf32>
          %17 = arith.truncf %cst_1 : f64 to f32
          %18 = arith.addf %16, %17 : f32
          memref.store %18, %alloc_12[%arg1, %arg2, %arg3] : memref<1x8x1xf32>
        }
      }
    }
    scf.for %arg1 = %c0 to %c1 step %c1 {
      scf.for %arg2 = %c0 to %c8 step %c1 {
        scf.for %arg3 = %c0 to %c1 step %c1 {
          %16 = memref.load %alloc_12[%arg1, %arg2, %arg3] : memref<1x8x1xf32>
          %17 = math.rsqrt %16 : f32
          memref.store %17, %alloc_12[%arg1, %arg2, %arg3] : memref<1x8x1xf32>
        }
      }
    }
    scf.for %arg1 = %c0 to %c1 step %c1 {
      scf.for %arg2 = %c0 to %c8 step %c1 {
        scf.for %arg3 = %c0 to %c32 step %c1 {
          %16 = memref.load %alloc_86[%arg1, %arg2, %arg3] : memref<1x8x32xf32>
          %17 = memref.load %alloc_12[%arg1, %arg2, %c0] : memref<1x8x1xf32>
          %18 = arith.mulf %16, %17 : f32
          memref.store %18, %alloc[%arg1, %arg2, %arg3] : memref<1x8x32xf32>
        }
      }
    }
    scf.for %arg1 = %c0 to %c1 step %c1 {
      scf.for %arg2 = %c0 to %c8 step %c1 {
        scf.for %arg3 = %c0 to %c32 step %c1 {
          %16 = memref.load %2[%arg3] : memref<32xf32>
          %17 = memref.load %alloc[%arg1, %arg2, %arg3] : memref<1x8x32xf32>
          %18 = arith.mulf %16, %17 : f32
          memref.store %18, %alloc[%arg1, %arg2, %arg3] : memref<1x8x32xf32>
        }
      }
    }
    scf.for %arg1 = %c0 to %c32 step %c1 {
      scf.for %arg2 = %c0 to %c64 step %c1 {
        %16 = memref.load %4[%arg2, %arg1] : memref<64x32xf32>
        memref.store %16, %alloc_62[%arg1, %arg2] : memref<32x64xf32>
      }
    }
    scf.for %arg1 = %c0 to %c8 step %c1 {
      scf.for %arg2 = %c0 to %c64 step %c1 {
        scf.for %arg3 = %c0 to %c32 step %c1 {
          %16 = memref.load %collapse_shape_16[%arg1, %arg3] : memref<8x32xf32>
          %17 = memref.load %alloc_62[%arg3, %arg2] : memref<32x64xf32>
          %18 = memref.load %alloc_63[%arg1, %arg2] : memref<8x64xf32>
          %19 = arith.mulf %16, %17 : f32
          %20 = arith.addf %18, %19 : f32
          memref.store %20, %alloc_63[%arg1, %arg2] : memref<8x64xf32>
        }
      }
    }
    %expand_shape_88 = memref.expand_shape %alloc_63 [[0, 1], [2]] output_shape [1, 8, 64] : memref<8x64xf32> into memref<1x8x64xf32>
    scf.for %arg1 = %c0 to %c1 step %c1 {
      scf.for %arg2 = %c0 to %c8 step %c1 {
        scf.for %arg3 = %c0 to %c64 step %c1 {
          %16 = memref.load %expand_shape_88[%arg1, %arg2, %arg3] : memref<1x8x64xf32>
          %17 = arith.cmpf ugt, %16, %cst_5 : f32
          %18 = arith.select %17, %16, %cst_5 : f32
          memref.store %18, %alloc_66[%arg1, %arg2, %arg3] : memref<1x8x64xf32>
        }
      }
    }
    scf.for %arg1 = %c0 to %c64 step %c1 {
      scf.for %arg2 = %c0 to %c32 step %c1 {
        %16 = memref.load %3[%arg2, %arg1] : memref<32x64xf32>
        memref.store %16, %alloc_67[%arg1, %arg2] : memref<64x32xf32>
      }
    }
    scf.for %arg1 = %c0 to %c8 step %c1 {
      scf.for %arg2 = %c0 to %c32 step %c1 {
        scf.for %arg3 = %c0 to %c64 step %c1 {
          %16 = memref.load %collapse_shape_68[%arg1, %arg3] : memref<8x64xf32>
          %17 = memref.load %alloc_67[%arg3, %arg2] : memref<64x32xf32>
          %18 = memref.load %alloc_17[%arg1, %arg2] : memref<8x32xf32>
          %19 = arith.mulf %16, %17 : f32
          %20 = arith.addf %18, %19 : f32
          memref.store %20, %alloc_17[%arg1, %arg2] : memref<8x32xf32>
        }
      }
    }
    %expand_shape_89 = memref.expand_shape %alloc_17 [[0, 1], [2]] output_shape [1, 8, 32] : memref<8x32xf32> into memref<1x8x32xf32>
    %alloc_90 = memref.alloc() {alignment = 64 : i64} : memref<1x8x32xf32>
    scf.for %arg1 = %c0 to %c1 step %c1 {
      scf.for %arg2 = %c0 to %c8 step %c1 {
        scf.for %arg3 = %c0 to %c32 step %c1 {
          %16 = memref.load %alloc_86[%arg1, %arg2, %arg3] : memref<1x8x32xf32>
          %17 = memref.load %expand_shape_89[%arg1, %arg2, %arg3] : memref<1x8x32xf32>
          %18 = arith.addf %16, %17 : f32
          memref.store %18, %alloc_90[%arg1, %arg2, %arg3] : memref<1x8x32xf32>
        }
      }
    }
    scf.for %arg1 = %c0 to %c1 step %c1 {
      scf.for %arg2 = %c0 to %c8 step %c1 {
        scf.for %arg3 = %c0 to %c32 step %c1 {
          %16 = memref.load %alloc_90[%arg1, %arg2, %arg3] : memref<1x8x32xf32>
          %17 = math.fpowi %16, %c2_i64 : f32, i64
          memref.store %17, %alloc[%arg1, %arg2, %arg3] : memref<1x8x32xf32>
        }
      }
    }
    scf.for %arg1 = %c0 to %c1 step %c1 {
      scf.for %arg2 = %c0 to %c8 step %c1 {
        scf.for %arg3 = %c0 to %c32 step %c1 {
          %16 = memref.load %alloc[%arg1, %arg2, %arg3] : memref<1x8x32xf32>
          %17 = memref.load %alloc_13[%arg1, %arg2, %c0] : memref<1x8x1xf32>
          %18 = arith.addf %16, %17 : f32
          memref.store %18, %alloc_13[%arg1, %arg2, %c0] : memref<1x8x1xf32>
        }
      }
    }
    scf.for %arg1 = %c0 to %c1 step %c1 {
      scf.for %arg2 = %c0 to %c8 step %c1 {
        scf.for %arg3 = %c0 to %c1 step %c1 {
          %16 = memref.load %alloc_13[%arg1, %arg2, %arg3] : memref<1x8x1xf32>
          %17 = arith.divf %16, %cst_0 : f32
          memref.store %17, %alloc_12[%arg1, %arg2, %arg3] : memref<1x8x1xf32>
        }
      }
    }
    scf.for %arg1 = %c0 to %c1 step %c1 {
      scf.for %arg2 = %c0 to %c8 step %c1 {
        scf.for %arg3 = %c0 to %c1 step %c1 {
          %16 = memref.load %alloc_12[%arg1, %arg2, %arg3] : memref<1x8x1xf32>
          %17 = arith.truncf %cst_1 : f64 to f32
          %18 = arith.addf %16, %17 : f32
          memref.store %18, %alloc_12[%arg1, %arg2, %arg3] : memref<1x8x1xf32>
        }
      }
    }
    scf.for %arg1 = %c0 to %c1 step %c1 {
      scf.for %arg2 = %c0 to %c8 step %c1 {
        scf.for %arg3 = %c0 to %c1 step %c1 {
          %16 = memref.load %alloc_12[%arg1, %arg2, %arg3] : memref<1x8x1xf32>
          %17 = math.rsqrt %16 : f32
          memref.store %17, %alloc_12[%arg1, %arg2, %arg3] : memref<1x8x1xf32>
        }
      }
    }
    scf.for %arg1 = %c0 to %c1 step %c1 {
      scf.for %arg2 = %c0 to %c8 step %c1 {
        scf.for %arg3 = %c0 to %c32 step %c1 {
          %16 = memref.load %alloc_90[%arg1, %arg2, %arg3] : memref<1x8x32xf32>
          %17 = memref.load %alloc_12[%arg1, %arg2, %c0] : memref<1x8x1xf32>
          %18 = arith.mulf %16, %17 : f32
          memref.store %18, %alloc[%arg1, %arg2, %arg3] : memref<1x8x32xf32>
        }
      }
    }
    scf.for %arg1 = %c0 to %c1 step %c1 {
      scf.for %arg2 = %c0 to %c8 step %c1 {
        scf.for %arg3 = %c0 to %c32 step %c1 {
          %16 = memref.load %2[%arg3] : memref<32xf32>
          %17 = memref.load %alloc[%arg1, %arg2, %arg3] : memref<1x8x32xf32>
          %18 = arith.mulf %16, %17 : f32
          memref.store %18, %alloc[%arg1, %arg2, %arg3] : memref<1x8x32xf32>
        }
      }
    }
    return %alloc : memref<1x8x32xf32>
  }
}


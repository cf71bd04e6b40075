#map = affine_map<(d0, d1) -> (d0 * 4 + d1)>
module {
  memref.global "private" constant @__constant_1x1x32xf32 : memref<1x1x32xf32> = dense<-0.00998709164> {alignment = 64 : i64}
  memref.global "private" constant @__constant_32x3x4x4xf32 : memref<32x3x4x4xf32> = dense<0.00782710872> {alignment = 64 : i64}
  memref.global "private" constant @__constant_1x17x32xf32 : memref<1x17x32xf32> = dense<-0.0112405177> {alignment = 64 : i64}
  memref.global "private" constant @__constant_32x32xf32_10 : memref<32x32xf32> = dense<0.0119049801> {alignment = 64 : i64}
  memref.global "private" constant @__constant_32x32xf32_9 : memref<32x32xf32> = dense<0.00673023797> {alignment = 64 : i64}
  memref.global "private" constant @__constant_32x32xf32_8 : memref<32x32xf32> = dense<0.0303209797> {alignment = 64 : i64}
  memref.global "private" constant @__constant_32x32xf32_7 : memref<32x32xf32> = dense<-0.0163134933> {alignment = 64 : i64}
  memref.global "private" constant @__constant_64x32xf32_6 : memref<64x32xf32> = dense<0.0465220101> {alignment = 64 : i64}
  memref.global "private" constant @__constant_32x64xf32_5 : memref<32x64xf32> = dense<0.0177946333> {alignment = 64 : i64}
  memref.global "private" constant @__constant_32x32xf32_4 : memref<32x32xf32> = dense<0.00373726548> {alignment = 64 : i64}
  memref.global "private" constant @__constant_32x32xf32_3 : memref<32x32xf32> = dense<9.90291824E-4> {alignment = 64 : i64}
  memref.global "private" constant @__constant_32x32xf32_2 : memref<32x32xf32> = dense<0.019749919> {alignment = 64 : i64}
  memref.global "private" constant @__constant_32x32xf32 : memref<32x32xf32> = dense<-0.019025689> {alignment = 64 : i64}
  memref.global "private" constant @__constant_64x32xf32 : memref<64x32xf32> = dense<0.00474999752> {alignment = 64 : i64}
  memref.global "private" constant @__constant_64xf32 : memref<64xf32> = dense<0.000000e+00> {alignment = 64 : i64}
  memref.global "private" constant @__constant_32x64xf32 : memref<32x64xf32> = dense<0.00193294301> {alignment = 64 : i64}
  memref.global "private" constant @__constant_32xf32_1 : memref<32xf32> = dense<1.000000e+00> {alignment = 64 : i64}
  memref.global "private" constant @__constant_32xf32 : memref<32xf32> = dense<0.000000e+00> {alignment = 64 : i64}
  memref.global "private" constant @__constant_xf32_0 : memref<f32> = dense<0.000000e+00> {alignment = 64 : i64}
  memref.global "private" constant @__constant_xf32 : memref<f32> = dense<-3.40282347E+38> {alignment = 64 : i64}
  func.func @main_graph(%arg0: memref<1x3x16x16xf32>) -> memref<1x17x32xf32> {
    %c64 = arith.constant 64 : index
    %c2 = arith.constant 2 : index
    %c17 = arith.constant 17 : index
    %c16 = arith.constant 16 : index
    %c3 = arith.constant 3 : index
    %c4 = arith.constant 4 : index
    %c32 = arith.constant 32 : index
    %c1 = arith.constant 1 : index
    %c0 = arith.constant 0 : index
    %cst = arith.constant 1.41421354 : f32
    %cst_0 = arith.constant 2.500000e-01 : f32
    %cst_1 = arith.constant 3.200000e+01 : f32
    %cst_2 = arith.constant 3.200000e+01 : f64
    %cst_3 = arith.constant 9.9999999999999998E-13 : f64
    %c0_i64 = arith.constant 0 : i64
    %cst_4 = arith.constant 0.000000e+00 : f32
    %cst_5 = arith.constant 0.000000e+00 : f64
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
    %17 = memref.get_global @__constant_1x17x32xf32 : memref<1x17x32xf32>
    %18 = memref.get_global @__constant_32x3x4x4xf32 : memref<32x3x4x4xf32>
    %19 = memref.get_global @__constant_1x1x32xf32 : memref<1x1x32xf32>
    %alloc = memref.alloc() {alignment = 64 : i64} : memref<1x32x4x4xf32>
    scf.for %arg1 = %c0 to %c1 step %c1 {
      scf.for %arg2 = %c0 to %c32 step %c1 {
        scf.for %arg3 = %c0 to %c4 step %c1 {
          scf.for %arg4 = %c0 to %c4 step %c1 {
            %20 = memref.load %2[%arg2] : memref<32xf32>
            memref.store %20, %alloc[%arg1, %arg2, %arg3, %arg4] : memref<1x32x4x4xf32>
          }
        }
      }
    }
    scf.for %arg1 = %c0 to %c1 step %c1 {
      scf.for %arg2 = %c0 to %c32 step %c1 {
        scf.for %arg3 = %c0 to %c4 step %c1 {
          scf.for %arg4 = %c0 to %c4 step %c1 {
            scf.for %arg5 = %c0 to %c3 step %c1 {
              scf.for %arg6 = %c0 to %c4 step %c1 {
                scf.for %arg7 = %c0 to %c4 step %c1 {
                  %20 = affine.apply #map(%arg3, %arg6)
                  %21 = affine.apply #map(%arg4, %arg7)
                  %22 = memref.load %arg0[%arg1, %arg5, %20, %21] : memref<1x3x16x16xf32>
                  %23 = memref.load %18[%arg2, %arg5, %arg6, %arg7] : memref<32x3x4x4xf32>
                  %24 = memref.load %alloc[%arg1, %arg2, %arg3, %arg4] : memref<1x32x4x4xf32>
                  %25 = arith.mulf %22, %23 : f32
                  %26 = arith.addf %24, %25 : f32
                  memref.store %26, %alloc[%arg1, %arg2, %arg3, %arg4] : memref<1x32x4x4xf32>
                }
              }
            }
          }
        }
      }
    }
    %collapse_shape = memref.collapse_shape %alloc [[0], [1], [2, 3]] : memref<1x32x4x4xf32> into memref<1x32x16xf32>
    %alloc_9 = memref.alloc() {alignment = 64 : i64} : memref<1x16x32xf32>
    scf.for %arg1 = %c0 to %c1 step %c1 {
      scf.for %arg2 = %c0 to %c16 step %c1 {
        scf.for %arg3 = %c0 to %c32 step %c1 {
          %20 = memref.load %collapse_shape[%arg1, %arg3, %arg2] : memref<1x32x16xf32>
          memref.store %20, %alloc_9[%arg1, %arg2, %arg3] : memref<1x16x32xf32>
        }
      }
    }
    %alloc_10 = memref.alloc() {alignment = 64 : i64} : memref<1x17x32xf32>
    %subview = memref.subview %alloc_10[0, 0, 0] [1, 1, 32] [1, 1, 1] : memref<1x17x32xf32> to memref<1x1x32xf32, strided<[544, 32, 1]>>
    memref.copy %19, %subview : memref<1x1x32xf32> to memref<1x1x32xf32, strided<[544, 32, 1]>>
    %subview_11 = memref.subview %alloc_10[0, 1, 0] [1, 16, 32] [1, 1, 1] : memref<1x17x32xf32> to memref<1x16x32xf32, strided<[544, 32, 1], offset: 32>>
    memref.copy %alloc_9, %subview_11 : memref<1x16x32xf32> to memref<1x16x32xf32, strided<[544, 32, 1], offset: 32>>
    %alloc_12 = memref.alloc() {alignment = 64 : i64} : memref<1x17x32xf32>
    %alloc_13 = memref.alloc() {alignment = 64 : i64} : memref<1x17x32xf32>
    scf.for %arg1 = %c0 to %c1 step %c1 {
      scf.for %arg2 = %c0 to %c17 step %c1 {
        scf.for %arg3 = %c0 to %c32 step %c1 {
          %20 = memref.load %alloc_10[%arg1, %arg2, %arg3] : memref<1x17x32xf32>
          %21 = memref.load %17[%arg1, %arg2, %arg3] : memref<1x17x32xf32>
          %22 = arith.addf %20, %21 : f32
          memref.store %22, %alloc_13[%arg1, %arg2, %arg3] : memref<1x17x32xf32>
        }
      }
    }
    %alloc_14 = memref.alloc() {alignment = 64 : i64} : memref<17xi64>
    scf.for %arg1 = %c0 to %c17 step %c1 {
      %20 = arith.index_cast %arg1 : index to i64
      memref.store %20, %alloc_14[%arg1] : memref<17xi64>
    }
    %expand_shape = memref.expand_shape %alloc_14 [[0, 1, 2, 3]] output_shape [1, 1, 17, 1] : memref<17xi64> into memref<1x1x17x1xi64>
    %alloc_15 = memref.alloc() {alignment = 64 : i64} : memref<1x1x17x1xi1>
    scf.for %arg1 = %c0 to %c1 step %c1 {
      scf.for %arg2 = %c0 to %c1 step %c1 {
        scf.for %arg3 = %c0 to %c17 step %c1 {
          scf.for %arg4 = %c0 to %c1 step %c1 {
            %20 = memref.load %expand_shape[%arg1, %arg2, %arg3, %arg4] : memref<1x1x17x1xi64>
            %21 = arith.cmpi sge, %20, %c0_i64 : i64
            memref.store %21, %alloc_15[%arg1, %arg2, %arg3, %arg4] : memref<1x1x17x1xi1>
          }
        }
      }
    }
    %alloc_16 = memref.alloc() {alignment = 64 : i64} : memref<1x1x17x17xi1>
    %collapse_shape_17 = memref.collapse_shape %alloc_15 [[0], [1], [2, 3]] : memref<1x1x17x1xi1> into memref<1x1x17xi1>
    scf.for %arg1 = %c0 to %c1 step %c1 {
      scf.for %arg2 = %c0 to %c1 step %c1 {
        scf.for %arg3 = %c0 to %c17 step %c1 {
          scf.for %arg4 = %c0 to %c17 step %c1 {
            %20 = memref.load %collapse_shape_17[%arg1, %arg2, %arg3] : memref<1x1x17xi1>
            memref.store %20, %alloc_16[%arg1, %arg2, %arg3, %arg4] : memref<1x1x17x17xi1>
          }
        }
      }
    }
    %alloc_18 = memref.alloc() {alignment = 64 : i64} : memref<1x1x17x17xf32>
    scf.for %arg1 = %c0 to %c1 step %c1 {
      scf.for %arg2 = %c0 to %c1 step %c1 {
        scf.for %arg3 = %c0 to %c17 step %c1 {
          scf.for %arg4 = %c0 to %c17 step %c1 {
            %20 = memref.load %alloc_16[%arg1, %arg2, %arg3, %arg4] : memref<1x1x17x17xi1>
            %21 = memref.load %1[] : memref<f32>
            %22 = memref.load %0[] : memref<f32>
            %23 = arith.select %20, %21, %22 : f32
            memref.store %23, %alloc_18[%arg1, %arg2, %arg3, %arg4] : memref<1x1x17x17xf32>
          }
        }
      }
    }
    %alloc_19 = memref.alloc() {alignment = 64 : i64} : memref<1x17x32xf64>
    scf.for %arg1 = %c0 to %c1 step %c1 {
      scf.for %arg2 = %c0 to %c17 step %c1 {
        scf.for %arg3 = %c0 to %c32 step %c1 {
          %20 = memref.load %alloc_13[%arg1, %arg2, %arg3] : memref<1x17x32xf32>
          %21 = arith.extf %20 : f32 to f64
          memref.store %21, %alloc_19[%arg1, %arg2, %arg3] : memref<1x17x32xf64>
        }
      }
    }
    %alloc_20 = memref.alloc() {alignment = 64 : i64} : memref<1x17x1xf64>
    %alloc_21 = memref.alloc() {alignment = 64 : i64} : memref<1x17x1xf64>
    scf.for %arg1 = %c0 to %c1 step %c1 {
      scf.for %arg2 = %c0 to %c17 step %c1 {
        scf.for %arg3 = %c0 to %c1 step %c1 {
          memref.store %cst_5, %alloc_21[%arg1, %arg2, %arg3] : memref<1x17x1xf64>
        }
      }
    }
    %alloc_22 = memref.alloc() {alignment = 64 : i64} : memref<1x17x1xf64>
    memref.copy %alloc_21, %alloc_22 : memref<1x17x1xf64> to memref<1x17x1xf64>
    scf.for %arg1 = %c0 to %c1 step %c1 {
      scf.for %arg2 = %c0 to %c17 step %c1 {
        scf.for %arg3 = %c0 to %c32 step %c1 {
          %20 = memref.load %alloc_19[%arg1, %arg2, %arg3] : memref<1x17x32xf64>
          %21 = memref.load %alloc_22[%arg1, %arg2, %c0] : memref<1x17x1xf64>
          %22 = arith.addf %20, %21 : f64
          memref.store %22, %alloc_22[%arg1, %arg2, %c0] : memref<1x17x1xf64>
        }
      }
    }
    scf.for %arg1 = %c0 to %c1 step %c1 {
      scf.for %arg2 = %c0 to %c17 step %c1 {
        scf.for %arg3 = %c0 to %c1 step %c1 {
          %20 = memref.load %alloc_22[%arg1, %arg2, %arg3] : memref<1x17x1xf64>
          %21 = arith.divf %20, %cst_2 : f64
          memref.store %21, %alloc_20[%arg1, %arg2, %arg3] : memref<1x17x1xf64>
        }
      }
    }
    scf.for %arg1 = %c0 to %c1 step %c1 {
      scf.for %arg2 = %c0 to %c17 step %c1 {
        scf.for %arg3 = %c0 to %c32 step %c1 {
          %20 = memref.load %alloc_19[%arg1, %arg2, %arg3] : memref<1x17x32xf64>
          %21 = memref.load %alloc_20[%arg1, %arg2, %c0] : memref<1x17x1xf64>
          %22 = arith.subf %20, %21 : f64
          memref.store %22, %alloc_19[%arg1, %arg2, %arg3] : memref<1x17x32xf64>
        }
      }
    }
    scf.for %arg1 = %c0 to %c1 step %c1 {
      scf.for %arg2 = %c0 to %c17 step %c1 {
        scf.for %arg3 = %c0 to %c32 step %c1 {
          %20 = memref.load %alloc_19[%arg1, %arg2, %arg3] : memref<1x17x32xf64>
          %21 = memref.load %alloc_19[%arg1, %arg2, %arg3] : memref<1x17x32xf64>
          %22 = arith.mulf %20, %21 : f64
          memref.store %22, %alloc_19[%arg1, %arg2, %arg3] : memref<1x17x32xf64>
        }
      }
    }
    %alloc_23 = memref.alloc() {alignment = 64 : i64} : memref<1x17x1xf64>
    memref.copy %alloc_21, %alloc_23 : memref<1x17x1xf64> to memref<1x17x1xf64>
    scf.for %arg1 = %c0 to %c1 step %c1 {
      scf.for %arg2 = %c0 to %c17 step %c1 {
        scf.for %arg3 = %c0 to %c32 step %c1 {
          %20 = memref.load %alloc_19[%arg1, %arg2, %arg3] : memref<1x17x32xf64>
          %21 = memref.load %alloc_23[%arg1, %arg2, %c0] : memref<1x17x1xf64>
          %22 = arith.addf %20, %21 : f64
          memref.store %22, %alloc_23[%arg1, %arg2, %c0] : memref<1x17x1xf64>
        }
      }
    }
    scf.for %arg1 = %c0 to %c1 step %c1 {
      scf.for %arg2 = %c0 to %c17 step %c1 {
        scf.for %arg3 = %c0 to %c1 step %c1 {
          %20 = memref.load %alloc_23[%arg1, %arg2, %arg3] : memref<1x17x1xf64>
          %21 = arith.divf %20, %cst_2 : f64
          memref.store %21, %alloc_20[%arg1, %arg2, %arg3] : memref<1x17x1xf64>
        }
      }
    }
    %alloc_24 = memref.alloc() {alignment = 64 : i64} : memref<1x17x1xf32>
    scf.for %arg1 = %c0 to %c1 step %c1 {
      scf.for %arg2 = %c0 to %c17 step %c1 {
        scf.for %arg3 = %c0 to %c1 step %c1 {
          %20 = memref.load %alloc_20[%arg1, %arg2, %arg3] : memref<1x17x1xf64>
          %21 = arith.truncf %20 : f64 to f32
          memref.store %21, %alloc_24[%arg1, %arg2, %arg3] : memref<1x17x1xf32>
        }
      }
    }
    %alloc_25 = memref.alloc() {alignment = 64 : i64} : memref<1x17x1xf32>
    scf.for %arg1 = %c0 to %c1 step %c1 {
      scf.for %arg2 = %c0 to %c17 step %c1 {
        scf.for %arg3 = %c0 to %c1 step %c1 {
          memref.store %cst_4, %alloc_25[%arg1, %arg2, %arg3] : memref<1x17x1xf32>
        }
      }
    }
    %alloc_26 = memref.alloc() {alignment = 64 : i64} : memref<1x17x1xf32>
    memref.copy %alloc_25, %alloc_26 : memref<1x17x1xf32> to memref<1x17x1xf32>
    scf.for %arg1 = %c0 to %c1 step %c1 {
      scf.for %arg2 = %c0 to %c17 step %c1 {
        scf.for %arg3 = %c0 to %c32 step %c1 {
          %20 = memref.load %alloc_13[%arg1, %arg2, %arg3] : memref<1x17x32xf32>
          %21 = memref.load %alloc_26[%arg1, %arg2, %c0] : memref<1x17x1xf32>
          %22 = arith.addf %20, %21 : f32
          memref.store %22, %alloc_26[%arg1, %arg2, %c0] : memref<1x17x1xf32>
        }
      }
    }
    %alloc_27 = memref.alloc() {alignment = 64 : i64} : memref<1x17x1xf32>
    scf.for %arg1 = %c0 to %c1 step %c1 {
      scf.for %arg2 = %c0 to %c17 step %c1 {
        scf.for %arg3 = %c0 to %c1 step %c1 {
          %20 = memref.load %alloc_26[%arg1, %arg2, %arg3] : memref<1x17x1xf32>
          %21 = arith.divf %20, %cst_1 : f32
          memref.store %21, %alloc_27[%arg1, %arg2, %arg3] : memref<1x17x1xf32>
        }
      }
    }
    scf.for %arg1 = %c0 to %c1 step %c1 {
      scf.for %arg2 = %c0 to %c17 step %c1 {
        scf.for %arg3 = %c0 to %c1 step %c1 {
          %20 = memref.load %alloc_24[%arg1, %arg2, %arg3] : memref<1x17x1xf32>
          %21 = arith.truncf %cst_3 : f64 to f32
          %22 = arith.addf %20, %21 : f32
          memref.store %22, %alloc_24[%arg1, %arg2, %arg3] : memref<1x17x1xf32>
        }
      }
    }
    scf.for %arg1 = %c0 to %c1 step %c1 {
      scf.for %arg2 = %c0 to %c17 step %c1 {
        scf.for %arg3 = %c0 to %c1 step %c1 {
          %20 = memref.load %alloc_24[%arg1, %arg2, %arg3] : memref<1x17x1xf32>
          %21 = math.rsqrt %20 : f32
          memref.store %21, %alloc_24[%arg1, %arg2, %arg3] : memref<1x17x1xf32>
        }
      }
    }
    scf.for %arg1 = %c0 to %c1 step %c1 {
      scf.for %arg2 = %c0 to %c17 step %c1 {
        scf.for %arg3 = %c0 to %c32 step %c1 {
          %20 = memref.load %alloc_13[%arg1, %arg2, %arg3] : memref<1x17x32xf32>
          %21 = memref.load %alloc_27[%arg1, %arg2, %c0] : memref<1x17x1xf32>
          %22 = arith.subf %20, %21 : f32
          memref.store %22, %alloc_12[%arg1, %arg2, %arg3] : memref<1x17x32xf32>
        }
      }
    }
    scf.for %arg1 = %c0 to %c1 step %c1 {
      scf.for %arg2 = %c0 to %c17 step %c1 {
        scf.for %arg3 = %c0 to %c32 step %c1 {
          %20 = memref.load %alloc_12[%arg1, %arg2, %arg3] : memref<1x17x32xf32>
          %21 = memref.load %alloc_24[%arg1, %arg2, %c0] : memref<1x17x1xf32>
          %22 = arith.mulf %20, %21 : f32
          memref.store %22, %alloc_12[%arg1, %arg2, %arg3] : memref<1x17x32xf32>
        }
      }
    }
    scf.for %arg1 = %c0 to %c1 step %c1 {
      scf.for %arg2 = %c0 to %c17 step %c1 {
        scf.for %arg3 = %c0 to %c32 step %c1 {
          %20 = memref.load %alloc_12[%arg1, %arg2, %arg3] : memref<1x17x32xf32>
          %21 = memref.load %3[%arg3] : memref<32xf32>
          %22 = arith.mulf %20, %21 : f32
          memref.store %22, %alloc_12[%arg1, %arg2, %arg3] : memref<1x17x32xf32>
        }
      }
    }
    scf.for %arg1 = %c0 to %c1 step %c1 {
      scf.for %arg2 = %c0 to %c17 step %c1 {
        scf.for %arg3 = %c0 to %c32 step %c1 {
          %20 = memref.load %alloc_12[%arg1, %arg2, %arg3] : memref<1x17x32xf32>
          %21 = memref.load %2[%arg3] : memref<32xf32>
          %22 = arith.addf %20, %21 : f32
          memref.store %22, %alloc_12[%arg1, %arg2, %arg3] : memref<1x17x32xf32>
        }
      }
    }
    %collapse_shape_28 = memref.collapse_shape %alloc_12 [[0, 1], [2]] : memref<1x17x32xf32> into memref<17x32xf32>
    %alloc_29 = memref.alloc() {alignment = 64 : i64} : memref<32x32xf32>
    scf.for %arg1 = %c0 to %c32 step %c1 {
      scf.for %arg2 = %c0 to %c32 step %c1 {
        %20 = memref.load %16[%arg2, %arg1] : memref<32x32xf32>
        memref.store %20, %alloc_29[%arg1, %arg2] : memref<32x32xf32>
      }
    }
    %alloc_30 = memref.alloc() {alignment = 64 : i64} : memref<17x32xf32>
    %alloc_31 = memref.alloc() {alignment = 64 : i64} : memref<17x32xf32>
    scf.for %arg1 = %c0 to %c17 step %c1 {
      scf.for %arg2 = %c0 to %c32 step %c1 {
        memref.store %cst_4, %alloc_31[%arg1, %arg2] : memref<17x32xf32>
      }
    }
    %alloc_32 = memref.alloc() {alignment = 64 : i64} : memref<17x32xf32>
    memref.copy %alloc_31, %alloc_32 : memref<17x32xf32> to memref<17x32xf32>
    scf.for %arg1 = %c0 to %c17 step %c1 {
      scf.for %arg2 = %c0 to %c32 step %c1 {
        scf.for %arg3 = %c0 to %c32 step %c1 {
          %20 = memref.load %collapse_shape_28[%arg1, %arg3] : memref<17x32xf32>
          %21 = memref.load %alloc_29[%arg3, %arg2] : memref<32x32xf32>
          %22 = memref.load %alloc_32[%arg1, %arg2] : memref<17x32xf32>
          %23 = arith.mulf %20, %21 : f32
          %24 = arith.addf %22, %23 : f32
          memref.store %24, %alloc_32[%arg1, %arg2] : memref<17x32xf32>
        }
      }
    }
    scf.for %arg1 = %c0 to %c17 step %c1 {
      scf.for %arg2 = %c0 to %c32 step %c1 {
        %20 = memref.load %alloc_32[%arg1, %arg2] : memref<17x32xf32>
        %21 = memref.load %2[%arg2] : memref<32xf32>
        %22 = arith.addf %20, %21 : f32
        memref.store %22, %alloc_30[%arg1, %arg2] : memref<17x32xf32>
      }
    }
    %expand_shape_33 = memref.expand_shape %alloc_30 [[0, 1], [2, 3]] output_shape [1, 17, 2, 16] : memref<17x32xf32> into memref<1x17x2x16xf32>
    %alloc_34 = memref.alloc() {alignment = 64 : i64} : memref<1x2x17x16xf32>
    %alloc_35 = memref.alloc() {alignment = 64 : i64} : memref<1x2x17x16xf32>
    scf.for %arg1 = %c0 to %c1 step %c1 {
      scf.for %arg2 = %c0 to %c2 step %c1 {
        scf.for %arg3 = %c0 to %c17 step %c1 {
          scf.for %arg4 = %c0 to %c16 step %c1 {
            %20 = memref.load %expand_shape_33[%arg1, %arg3, %arg2, %arg4] : memref<1x17x2x16xf32>
            memref.store %20, %alloc_35[%arg1, %arg2, %arg3, %arg4] : memref<1x2x17x16xf32>
          }
        }
      }
    }
    scf.for %arg1 = %c0 to %c32 step %c1 {
      scf.for %arg2 = %c0 to %c32 step %c1 {
        %20 = memref.load %15[%arg2, %arg1] : memref<32x32xf32>
        memref.store %20, %alloc_29[%arg1, %arg2] : memref<32x32xf32>
      }
    }
    %alloc_36 = memref.alloc() {alignment = 64 : i64} : memref<17x32xf32>
    memref.copy %alloc_31, %alloc_36 : memref<17x32xf32> to memref<17x32xf32>
    scf.for %arg1 = %c0 to %c17 step %c1 {
      scf.for %arg2 = %c0 to %c32 step %c1 {
        scf.for %arg3 = %c0 to %c32 step %c1 {
          %20 = memref.load %collapse_shape_28[%arg1, %arg3] : memref<17x32xf32>
          %21 = memref.load %alloc_29[%arg3, %arg2] : memref<32x32xf32>
          %22 = memref.load %alloc_36[%arg1, %arg2] : memref<17x32xf32>
          %23 = arith.mulf %20, %21 : f32
          %24 = arith.addf %22, %23 : f32
          memref.store %24, %alloc_36[%arg1, %arg2] : memref<17x32xf32>
        }
      }
    }
    %alloc_37 = memref.alloc() {alignment = 64 : i64} : memref<17x32xf32>
    scf.for %arg1 = %c0 to %c17 step %c1 {
      scf.for %arg2 = %c0 to %c32 step %c1 {
        %20 = memref.load %alloc_36[%arg1, %arg2] : memref<17x32xf32>
        %21 = memref.load %2[%arg2] : memref<32xf32>
        %22 = arith.addf %20, %21 : f32
        memref.store %22, %alloc_37[%arg1, %arg2] : memref<17x32xf32>
      }
    }
    %expand_shape_38 = memref.expand_shape %alloc_37 [[0, 1], [2, 3]] output_shape [1, 17, 2, 16] : memref<17x32xf32> into memref<1x17x2x16xf32>
    scf.for %arg1 = %c0 to %c32 step %c1 {
      scf.for %arg2 = %c0 to %c32 step %c1 {
        %20 = memref.load %14[%arg2, %arg1] : memref<32x32xf32>
        memref.store %20, %alloc_29[%arg1, %arg2] : memref<32x32xf32>
      }
    }
    %alloc_39 = memref.alloc() {alignment = 64 : i64} : memref<17x32xf32>
    memref.copy %alloc_31, %alloc_39 : memref<17x32xf32> to memref<17x32xf32>
    scf.for %arg1 = %c0 to %c17 step %c1 {
      scf.for %arg2 = %c0 to %c32 step %c1 {
        scf.for %arg3 = %c0 to %c32 step %c1 {
          %20 = memref.load %collapse_shape_28[%arg1, %arg3] : memref<17x32xf32>
          %21 = memref.load %alloc_29[%arg3, %arg2] : memref<32x32xf32>
          %22 = memref.load %alloc_39[%arg1, %arg2] : memref<17x32xf32>
          %23 = arith.mulf %20, %21 : f32
          %24 = arith.addf %22, %23 : f32
          memref.store %24, %alloc_39[%arg1, %arg2] : memref<17x32xf32>
        }
      }
    }
    scf.for %arg1 = %c0 to %c17 step %c1 {
      scf.for %arg2 = %c0 to %c32 step %c1 {
        %20 = memref.load %alloc_39[%arg1, %arg2] : memref<17x32xf32>
        %21 = memref.load %2[%arg2] : memref<32xf32>
        %22 = arith.addf %20, %21 : f32
        memref.store %22, %alloc_30[%arg1, %arg2] : memref<17x32xf32>
      }
    }
    scf.for %arg1 = %c0 to %c1 step %c1 {
      scf.for %arg2 = %c0 to %c2 step %c1 {
        scf.for %arg3 = %c0 to %c17 step %c1 {
          scf.for %arg4 = %c0 to %c16 step %c1 {
            %20 = memref.load %expand_shape_33[%arg1, %arg3, %arg2, %arg4] : memref<1x17x2x16xf32>
            memref.store %20, %alloc_34[%arg1, %arg2, %arg3, %arg4] : memref<1x2x17x16xf32>
          }
        }
      }
    }
    %alloc_40 = memref.alloc() {alignment = 64 : i64} : memref<1x2x16x17xf32>
    scf.for %arg1 = %c0 to %c1 step %c1 {
      scf.for %arg2 = %c0 to %c2 step %c1 {
        scf.for %arg3 = %c0 to %c16 step %c1 {
          scf.for %arg4 = %c0 to %c17 step %c1 {
            %20 = memref.load %expand_shape_38[%arg1, %arg4, %arg2, %arg3] : memref<1x17x2x16xf32>
            memref.store %20, %alloc_40[%arg1, %arg2, %arg3, %arg4] : memref<1x2x16x17xf32>
          }
        }
      }
    }
    %collapse_shape_41 = memref.collapse_shape %alloc_35 [[0, 1], [2], [3]] : memref<1x2x17x16xf32> into memref<2x17x16xf32>
    %collapse_shape_42 = memref.collapse_shape %alloc_40 [[0, 1], [2], [3]] : memref<1x2x16x17xf32> into memref<2x16x17xf32>
    %alloc_43 = memref.alloc() {alignment = 64 : i64} : memref<2x17x17xf32>
    scf.for %arg1 = %c0 to %c2 step %c1 {
      scf.for %arg2 = %c0 to %c17 step %c1 {
        scf.for %arg3 = %c0 to %c17 step %c1 {
          memref.store %cst_4, %alloc_43[%arg1, %arg2, %arg3] : memref<2x17x17xf32>
        }
      }
    }
    %alloc_44 = memref.alloc() {alignment = 64 : i64} : memref<2x17x17xf32>
    memref.copy %alloc_43, %alloc_44 : memref<2x17x17xf32> to memref<2x17x17xf32>
    scf.for %arg1 = %c0 to %c2 step %c1 {
      scf.for %arg2 = %c0 to %c17 step %c1 {
        scf.for %arg3 = %c0 to %c17 step %c1 {
          scf.for %arg4 = %c0 to %c16 step %c1 {
            %20 = memref.load %collapse_shape_41[%arg1, %arg2, %arg4] : memref<2x17x16xf32>
            %21 = memref.load %collapse_shape_42[%arg1, %arg4, %arg3] : memref<2x16x17xf32>
            %22 = memref.load %alloc_44[%arg1, %arg2, %arg3] : memref<2x17x17xf32>
            %23 = arith.mulf %20, %21 : f32
            %24 = arith.addf %22, %23 : f32
            memref.store %24, %alloc_44[%arg1, %arg2, %arg3] : memref<2x17x17xf32>
          }
        }
      }
    }
    %expand_shape_45 = memref.expand_shape %alloc_44 [[0, 1], [2], [3]] output_shape [1, 2, 17, 17] : memref<2x17x17xf32> into memref<1x2x17x17xf32>
    %alloc_46 = memref.alloc() {alignment = 64 : i64} : memref<1x2x17x17xf32>
    scf.for %arg1 = %c0 to %c1 step %c1 {
      scf.for %arg2 = %c0 to %c2 step %c1 {
        scf.for %arg3 = %c0 to %c17 step %c1 {
          scf.for %arg4 = %c0 to %c17 step %c1 {
            %20 = memref.load %expand_shape_45[%arg1, %arg2, %arg3, %arg4] : memref<1x2x17x17xf32>
            %21 = arith.mulf %20, %cst_0 : f32
            memref.store %21, %alloc_46[%arg1, %arg2, %arg3, %arg4] : memref<1x2x17x17xf32>
          }
        }
      }
    }
    scf.for %arg1 = %c0 to %c1 step %c1 {
      scf.for %arg2 = %c0 to %c2 step %c1 {
        scf.for %arg3 = %c0 to %c17 step %c1 {
          scf.for %arg4 = %c0 to %c17 step %c1 {
            %20 = memref.load %alloc_46[%arg1, %arg2, %arg3, %arg4] : memref<1x2x17x17xf32>
            %21 = memref.load %alloc_18[%arg1, %c0, %arg3, %arg4] : memref<1x1x17x17xf32>
            %22 = arith.addf %20, %21 : f32
            memref.store %22, %alloc_46[%arg1, %arg2, %arg3, %arg4] : memref<1x2x17x17xf32>
          }
        }
      }
    }
    %alloc_47 = memref.alloc() {alignment = 64 : i64} : memref<1x2x17xi64>
    scf.for %arg1 = %c0 to %c1 step %c1 {
      scf.for %arg2 = %c0 to %c2 step %c1 {
        scf.for %arg3 = %c0 to %c17 step %c1 {
          memref.store %c0_i64, %alloc_47[%arg1, %arg2, %arg3] : memref<1x2x17xi64>
        }
      }
    }
    %alloc_48 = memref.alloc() {alignment = 64 : i64} : memref<1x2x17xf32>
    scf.for %arg1 = %c0 to %c1 step %c1 {
      scf.for %arg2 = %c0 to %c2 step %c1 {
        scf.for %arg3 = %c0 to %c17 step %c1 {
          memref.store %cst_6, %alloc_48[%arg1, %arg2, %arg3] : memref<1x2x17xf32>
        }
      }
    }
    %alloc_49 = memref.alloc() {alignment = 64 : i64} : memref<1x2x17xf32>
    memref.copy %alloc_48, %alloc_49 : memref<1x2x17xf32> to memref<1x2x17xf32>
    %alloc_50 = memref.alloc() {alignment = 64 : i64} : memref<1x2x17xi64>
    memref.copy %alloc_47, %alloc_50 : memref<1x2x17xi64> to memref<1x2x17xi64>
    scf.for %arg1 = %c0 to %c1 step %c1 {
      scf.for %arg2 = %c0 to %c2 step %c1 {
        scf.for %arg3 = %c0 to %c17 step %c1 {
          scf.for %arg4 = %c0 to %c17 step %c1 {
            %20 = memref.load %alloc_46[%arg1, %arg2, %arg3, %arg4] : memref<1x2x17x17xf32>
            %21 = memref.load %alloc_49[%arg1, %arg2, %arg3] : memref<1x2x17xf32>
            %22 = memref.load %alloc_50[%arg1, %arg2, %arg3] : memref<1x2x17xi64>
            %23 = arith.index_cast %arg4 : index to i64
            %24 = arith.maximumf %20, %21 : f32
            %25 = arith.cmpf ogt, %20, %21 : f32
            %26 = arith.select %25, %23, %22 : i64
            memref.store %24, %alloc_49[%arg1, %arg2, %arg3] : memref<1x2x17xf32>
            memref.store %26, %alloc_50[%arg1, %arg2, %arg3] : memref<1x2x17xi64>
          }
        }
      }
    }
    %expand_shape_51 = memref.expand_shape %alloc_49 [[0], [1], [2, 3]] output_shape [1, 2, 17, 1] : memref<1x2x17xf32> into memref<1x2x17x1xf32>
    scf.for %arg1 = %c0 to %c1 step %c1 {
      scf.for %arg2 = %c0 to %c2 step %c1 {
        scf.for %arg3 = %c0 to %c17 step %c1 {
          scf.for %arg4 = %c0 to %c17 step %c1 {
            %20 = memref.load %alloc_46[%arg1, %arg2, %arg3, %arg4] : memref<1x2x17x17xf32>
            %21 = memref.load %expand_shape_51[%arg1, %arg2, %arg3, %c0] : memref<1x2x17x1xf32>
            %22 = arith.subf %20, %21 : f32
            memref.store %22, %alloc_46[%arg1, %arg2, %arg3, %arg4] : memref<1x2x17x17xf32>
          }
        }
      }
    }
    scf.for %arg1 = %c0 to %c1 step %c1 {
      scf.for %arg2 = %c0 to %c2 step %c1 {
        scf.for %arg3 = %c0 to %c17 step %c1 {
          scf.for %arg4 = %c0 to %c17 step %c1 {
            %20 = memref.load %alloc_46[%arg1, %arg2, %arg3, %arg4] : memref<1x2x17x17xf32>
            %21 = math.exp %20 : f32
            memref.store %21, %alloc_46[%arg1, %arg2, %arg3, %arg4] : memref<1x2x17x17xf32>
          }
        }
      }
    }
    %alloc_52 = memref.alloc() {alignment = 64 : i64} : memref<1x2x17x1xf32>
    scf.for %arg1 = %c0 to %c1 step %c1 {
      scf.for %arg2 = %c0 to %c2 step %c1 {
        scf.for %arg3 = %c0 to %c17 step %c1 {
          scf.for %arg4 = %c0 to %c1 step %c1 {
            memref.store %cst_4, %alloc_52[%arg1, %arg2, %arg3, %arg4] : memref<1x2x17x1xf32>
          }
        }
      }
    }
    %alloc_53 = memref.alloc() {alignment = 64 : i64} : memref<1x2x17x1xf32>
    memref.copy %alloc_52, %alloc_53 : memref<1x2x17x1xf32> to memref<1x2x17x1xf32>
    scf.for %arg1 = %c0 to %c1 step %c1 {
      scf.for %arg2 = %c0 to %c2 step %c1 {
        scf.for %arg3 = %c0 to %c17 step %c1 {
          scf.for %arg4 = %c0 to %c17 step %c1 {
            %20 = memref.load %alloc_46[%arg1, %arg2, %arg3, %arg4] : memref<1x2x17x17xf32>
            %21 = memref.load %alloc_53[%arg1, %arg2, %arg3, %c0] : memref<1x2x17x1xf32>
            %22 = arith.addf %20, %21 : f32
            memref.store %22, %alloc_53[%arg1, %arg2, %arg3, %c0] : memref<1x2x17x1xf32>
          }
        }
      }
    }
    scf.for %arg1 = %c0 to %c1 step %c1 {
      scf.for %arg2 = %c0 to %c2 step %c1 {
        scf.for %arg3 = %c0 to %c17 step %c1 {
          scf.for %arg4 = %c0 to %c17 step %c1 {
            %20 = memref.load %alloc_46[%arg1, %arg2, %arg3, %arg4] : memref<1x2x17x17xf32>
            %21 = memref.load %alloc_53[%arg1, %arg2, %arg3, %c0] : memref<1x2x17x1xf32>
            %22 = arith.divf %20, %21 : f32
            memref.store %22, %alloc_46[%arg1, %arg2, %arg3, %arg4] : memref<1x2x17x17xf32>
          }
        }
      }
    }
    %collapse_shape_54 = memref.collapse_shape %alloc_46 [[0, 1], [2], [3]] : memref<1x2x17x17xf32> into memref<2x17x17xf32>
    %collapse_shape_55 = memref.collapse_shape %alloc_34 [[0, 1], [2], [3]] : memref<1x2x17x16xf32> into memref<2x17x16xf32>
    %alloc_56 = memref.alloc() {alignment = 64 : i64} : memref<2x17x16xf32>
    scf.for %arg1 = %c0 to %c2 step %c1 {
      scf.for %arg2 = %c0 to %c17 step %c1 {
        scf.for %arg3 = %c0 to %c16 step %c1 {
          memref.store %cst_4, %alloc_56[%arg1, %arg2, %arg3] : memref<2x17x16xf32>
        }
      }
    }
    %alloc_57 = memref.alloc() {alignment = 64 : i64} : memref<2x17x16xf32>
    memref.copy %alloc_56, %alloc_57 : memref<2x17x16xf32> to memref<2x17x16xf32>
    scf.for %arg1 = %c0 to %c2 step %c1 {
      scf.for %arg2 = %c0 to %c17 step %c1 {
        scf.for %arg3 = %c0 to %c16 step %c1 {
          scf.for %arg4 = %c0 to %c17 step %c1 {
            %20 = memref.load %collapse_shape_54[%arg1, %arg2, %arg4] : memref<2x17x17xf32>
            %21 = memref.load %collapse_shape_55[%arg1, %arg4, %arg3] : memref<2x17x16xf32>
            %22 = memref.load %alloc_57[%arg1, %arg2, %arg3] : memref<2x17x16xf32>
            %23 = arith.mulf %20, %21 : f32
            %24 = arith.addf %22, %23 : f32
            memref.store %24, %alloc_57[%arg1, %arg2, %arg3] : memref<2x17x16xf32>
          }
        }
      }
    }
    %expand_shape_58 = memref.expand_shape %alloc_57 [[0, 1], [2], [3]] output_shape [1, 2, 17, 16] : memref<2x17x16xf32> into memref<1x2x17x16xf32>
    %alloc_59 = memref.alloc() {alignment = 64 : i64} : memref<1x17x2x16xf32>
    scf.for %arg1 = %c0 to %c1 step %c1 {
      scf.for %arg2 = %c0 to %c17 step %c1 {
        scf.for %arg3 = %c0 to %c2 step %c1 {
          scf.for %arg4 = %c0 to %c16 step %c1 {
            %20 = memref.load %expand_shape_58[%arg1, %arg3, %arg2, %arg4] : memref<1x2x17x16xf32>
            memref.store %20, %alloc_59[%arg1, %arg2, %arg3, %arg4] : memref<1x17x2x16xf32>
          }
        }
      }
    }
    %collapse_shape_60 = memref.collapse_shape %alloc_59 [[0, 1], [2, 3]] : memref<1x17x2x16xf32> into memref<17x32xf32>
    scf.for %arg1 = %c0 to %c32 step %c1 {
      scf.for %arg2 = %c0 to %c32 step %c1 {
        %20 = memref.load %13[%arg2, %arg1] : memref<32x32xf32>
        memref.store %20, %alloc_29[%arg1, %arg2] : memref<32x32xf32>
      }
    }
    %alloc_61 = memref.alloc() {alignment = 64 : i64} : memref<17x32xf32>
    memref.copy %alloc_31, %alloc_61 : memref<17x32xf32> to memref<17x32xf32>
    scf.for %arg1 = %c0 to %c17 step %c1 {
      scf.for %arg2 = %c0 to %c32 step %c1 {
        scf.for %arg3 = %c0 to %c32 step %c1 {
          %20 = memref.load %collapse_shape_60[%arg1, %arg3] : memref<17x32xf32>
          %21 = memref.load %alloc_29[%arg3, %arg2] : memref<32x32xf32>
          %22 = memref.load %alloc_61[%arg1, %arg2] : memref<17x32xf32>
          %23 = arith.mulf %20, %21 : f32
          %24 = arith.addf %22, %23 : f32
          memref.store %24, %alloc_61[%arg1, %arg2] : memref<17x32xf32>
        }
      }
    }
    scf.for %arg1 = %c0 to %c17 step %c1 {
      scf.for %arg2 = %c0 to %c32 step %c1 {
        %20 = memref.load %alloc_61[%arg1, %arg2] : memref<17x32xf32>
        %21 = memref.load %2[%arg2] : memref<32xf32>
        %22 = arith.addf %20, %21 : f32
        memref.store %22, %alloc_30[%arg1, %arg2] : memref<17x32xf32>
      }
    }
    %expand_shape_62 = memref.expand_shape %alloc_30 [[0, 1], [2]] output_shape [1, 17, 32] : memref<17x32xf32> into memref<1x17x32xf32>
    %alloc_63 = memref.alloc() {alignment = 64 : i64} : memref<1x17x32xf32>
    scf.for %arg1 = %c0 to %c1 step %c1 {
      scf.for %arg2 = %c0 to %c17 step %c1 {
        scf.for %arg3 = %c0 to %c32 step %c1 {
          %20 = memref.load %expand_shape_62[%arg1, %arg2, %arg3] : memref<1x17x32xf32>
          %21 = memref.load %alloc_13[%arg1, %arg2, %arg3] : memref<1x17x32xf32>
          %22 = arith.addf %20, %21 : f32
          memref.store %22, %alloc_63[%arg1, %arg2, %arg3] : memref<1x17x32xf32>
        }
      }
    }
    scf.for %arg1 = %c0 to %c1 step %c1 {
      scf.for %arg2 = %c0 to %c17 step %c1 {
        scf.for %arg3 = %c0 to %c32 step %c1 {
          %20 = memref.load %alloc_63[%arg1, %arg2, %arg3] : memref<1x17x32xf32>
          %21 = arith.extf %20 : f32 to f64
          memref.store %21, %alloc_19[%arg1, %arg2, %arg3] : memref<1x17x32xf64>
        }
      }
    }
    %alloc_64 = memref.alloc() {alignment = 64 : i64} : memref<1x17x1xf64>
    memref.copy %alloc_21, %alloc_64 : memref<1x17x1xf64> to memref<1x17x1xf64>
    scf.for %arg1 = %c0 to %c1 step %c1 {
      scf.for %arg2 = %c0 to %c17 step %c1 {
        scf.for %arg3 = %c0 to %c32 step %c1 {
          %20 = memref.load %alloc_19[%arg1, %arg2, %arg3] : memref<1x17x32xf64>
          %21 = memref.load %alloc_64[%arg1, %arg2, %c0] : memref<1x17x1xf64>
          %22 = arith.addf %20, %21 : f64
          memref.store %22, %alloc_64[%arg1, %arg2, %c0] : memref<1x17x1xf64>
        }
      }
    }
    scf.for %arg1 = %c0 to %c1 step %c1 {
      scf.for %arg2 = %c0 to %c17 step %c1 {
        scf.for %arg3 = %c0 to %c1 step %c1 {
          %20 = memref.load %alloc_64[%arg1, %arg2, %arg3] : memref<1x17x1xf64>
          %21 = arith.divf %20, %cst_2 : f64
          memref.store %21, %alloc_20[%arg1, %arg2, %arg3] : memref<1x17x1xf64>
        }
      }
    }
    scf.for %arg1 = %c0 to %c1 step %c1 {
      scf.for %arg2 = %c0 to %c17 step %c1 {
        scf.for %arg3 = %c0 to %c32 step %c1 {
          %20 = memref.load %alloc_19[%arg1, %arg2, %arg3] : memref<1x17x32xf64>
          %21 = memref.load %alloc_20[%arg1, %arg2, %c0] : memref<1x17x1xf64>
          %22 = arith.subf %20, %21 : f64
          memref.store %22, %alloc_19[%arg1, %arg2, %arg3] : memref<1x17x32xf64>
        }
      }
    }
    scf.for %arg1 = %c0 to %c1 step %c1 {
      scf.for %arg2 = %c0 to %c17 step %c1 {
        scf.for %arg3 = %c0 to %c32 step %c1 {
          %20 = memref.load %alloc_19[%arg1, %arg2, %arg3] : memref<1x17x32xf64>
          %21 = memref.load %alloc_19[%arg1, %arg2, %arg3] : memref<1x17x32xf64>
          %22 = arith.mulf %20, %21 : f64
          memref.store %22, %alloc_19[%arg1, %arg2, %arg3] : memref<1x17x32xf64>
        }
      }
    }
    %alloc_65 = memref.alloc() {alignment = 64 : i64} : memref<1x17x1xf64>
    memref.copy %alloc_21, %alloc_65 : memref<1x17x1xf64> to memref<1x17x1xf64>
    scf.for %arg1 = %c0 to %c1 step %c1 {
      scf.for %arg2 = %c0 to %c17 step %c1 {
        scf.for %arg3 = %c0 to %c32 step %c1 {
          %20 = memref.load %alloc_19[%arg1, %arg2, %arg3] : memref<1x17x32xf64>
          %21 = memref.load %alloc_65[%arg1, %arg2, %c0] : memref<1x17x1xf64>
          %22 = arith.addf %20, %21 : f64
          memref.store %22, %alloc_65[%arg1, %arg2, %c0] : memref<1x17x1xf64>
        }
      }
    }
    scf.for %arg1 = %c0 to %c1 step %c1 {
      scf.for %arg2 = %c0 to %c17 step %c1 {
        scf.for %arg3 = %c0 to %c1 step %c1 {
          %20 = memref.load %alloc_65[%arg1, %arg2, %arg3] : memref<1x17x1xf64>
          %21 = arith.divf %20, %cst_2 : f64
          memref.store %21, %alloc_20[%arg1, %arg2, %arg3] : memref<1x17x1xf64>
        }
      }
    }
    scf.for %arg1 = %c0 to %c1 step %c1 {
      scf.for %arg2 = %c0 to %c17 step %c1 {
        scf.for %arg3 = %c0 to %c1 step %c1 {
          %20 = memref.load %alloc_20[%arg1, %arg2, %arg3] : memref<1x17x1xf64>
          %21 = arith.truncf %20 : f64 to f32
          memref.store %21, %alloc_24[%arg1, %arg2, %arg3] : memref<1x17x1xf32>
        }
      }
    }
    %alloc_66 = memref.alloc() {alignment = 64 : i64} : memref<1x17x1xf32>
    memref.copy %alloc_25, %alloc_66 : memref<1x17x1xf32> to memref<1x17x1xf32>
    scf.for %arg1 = %c0 to %c1 step %c1 {
      scf.for %arg2 = %c0 to %c17 step %c1 {
        scf.for %arg3 = %c0 to %c32 step %c1 {
          %20 = memref.load %alloc_63[%arg1, %arg2, %arg3] : memref<1x17x32xf32>
          %21 = memref.load %alloc_66[%arg1, %arg2, %c0] : memref<1x17x1xf32>
          %22 = arith.addf %20, %21 : f32
          memref.store %22, %alloc_66[%arg1, %arg2, %c0] : memref<1x17x1xf32>
        }
      }
    }
    %alloc_67 = memref.alloc() {alignment = 64 : i64} : memref<1x17x1xf32>
    scf.for %arg1 = %c0 to %c1 step %c1 {
      scf.for %arg2 = %c0 to %c17 step %c1 {
        scf.for %arg3 = %c0 to %c1 step %c1 {
          %20 = memref.load %alloc_66[%arg1, %arg2, %arg3] : memref<1x17x1xf32>
          %21 = arith.divf %20, %cst_1 : f32
          memref.store %21, %alloc_67[%arg1, %arg2, %arg3] : memref<1x17x1xf32>
        }
      }
    }
    scf.for %arg1 = %c0 to %c1 step %c1 {
      scf.for %arg2 = %c0 to %c17 step %c1 {
        scf.for %arg3 = %c0 to %c1 step %c1 {
          %20 = memref.load %alloc_24[%arg1, %arg2, %arg3] : memref<1x17x1xf32>
          %21 = arith.truncf %cst_3 : f64 to f32
          %22 = arith.addf %20, %21 : f32
          memref.store %22, %alloc_24[%arg1, %arg2, %arg3] : memref<1x17x1xf32>
        }
      }
    }
    scf.for %arg1 = %c0 to %c1 step %c1 {
      scf.for %arg2 = %c0 to %c17 step %c1 {
        scf.for %arg3 = %c0 to %c1 step %c1 {
          %20 = memref.load %alloc_24[%arg1, %arg2, %arg3] : memref<1x17x1xf32>
          %21 = math.rsqrt %20 : f32
          memref.store %21, %alloc_24[%arg1, %arg2, %arg3] : memref<1x17x1xf32>
        }
      }
    }
    scf.for %arg1 = %c0 to %c1 step %c1 {
      scf.for %arg2 = %c0 to %c17 step %c1 {
        scf.for %arg3 = %c0 to %c32 step %c1 {
          %20 = memref.load %alloc_63[%arg1, %arg2, %arg3] : memref<1x17x32xf32>
          %21 = memref.load %alloc_67[%arg1, %arg2, %c0] : memref<1x17x1xf32>
          %22 = arith.subf %20, %21 : f32
          memref.store %22, %alloc_12[%arg1, %arg2, %arg3] : memref<1x17x32xf32>
        }
      }
    }
    scf.for %arg1 = %c0 to %c1 step %c1 {
      scf.for %arg2 = %c0 to %c17 step %c1 {
        scf.for %arg3 = %c0 to %c32 step %c1 {
          %20 = memref.load %alloc_12[%arg1, %arg2, %arg3] : memref<1x17x32xf32>
          %21 = memref.load %alloc_24[%arg1, %arg2, %c0] : memref<1x17x1xf32>
          %22 = arith.mulf %20, %21 : f32
          memref.store %22, %alloc_12[%arg1, %arg2, %arg3] : memref<1x17x32xf32>
        }
      }
    }
    scf.for %arg1 = %c0 to %c1 step %c1 {
      scf.for %arg2 = %c0 to %c17 step %c1 {
        scf.for %arg3 = %c0 to %c32 step %c1 {
          %20 = memref.load %alloc_12[%arg1, %arg2, %arg3] : memref<1x17x32xf32>
          %21 = memref.load %3[%arg3] : memref<32xf32>
          %22 = arith.mulf %20, %21 : f32
          memref.store %22, %alloc_12[%arg1, %arg2, %arg3] : memref<1x17x32xf32>
        }
      }
    }
    scf.for %arg1 = %c0 to %c1 step %c1 {
      scf.for %arg2 = %c0 to %c17 step %c1 {
        scf.for %arg3 = %c0 to %c32 step %c1 {
          %20 = memref.load %alloc_12[%arg1, %arg2, %arg3] : memref<1x17x32xf32>
          %21 = memref.load %2[%arg3] : memref<32xf32>
          %22 = arith.addf %20, %21 : f32
          memref.store %22, %alloc_12[%arg1, %arg2, %arg3] : memref<1x17x32xf32>
        }
      }
    }
    %alloc_68 = memref.alloc() {alignment = 64 : i64} : memref<32x64xf32>
    scf.for %arg1 = %c0 to %c32 step %c1 {
      scf.for %arg2 = %c0 to %c64 step %c1 {
        %20 = memref.load %12[%arg2, %arg1] : memref<64x32xf32>
        memref.store %20, %alloc_68[%arg1, %arg2] : memref<32x64xf32>
      }
    }
    %alloc_69 = memref.alloc() {alignment = 64 : i64} : memref<17x64xf32>
    %alloc_70 = memref.alloc() {alignment = 64 : i64} : memref<17x64xf32>
    scf.for %arg1 = %c0 to %c17 step %c1 {
      scf.for %arg2 = %c0 to %c64 step %c1 {
        memref.store %cst_4, %alloc_70[%arg1, %arg2] : memref<17x64xf32>
      }
    }
    %alloc_71 = memref.alloc() {alignment = 64 : i64} : memref<17x64xf32>
    memref.copy %alloc_70, %alloc_71 : memref<17x64xf32> to memref<17x64xf32>
    scf.for %arg1 = %c0 to %c17 step %c1 {
      scf.for %arg2 = %c0 to %c64 step %c1 {
        scf.for %arg3 = %c0 to %c32 step %c1 {
          %20 = memref.load %collapse_shape_28[%arg1, %arg3] : memref<17x32xf32>
          %21 = memref.load %alloc_68[%arg3, %arg2] : memref<32x64xf32>
          %22 = memref.load %alloc_71[%arg1, %arg2] : memref<17x64xf32>
          %23 = arith.mulf %20, %21 : f32
          %24 = arith.addf %22, %23 : f32
          memref.store %24, %alloc_71[%arg1, %arg2] : memref<17x64xf32>
        }
      }
    }
    scf.for %arg1 = %c0 to %c17 step %c1 {
      scf.for %arg2 = %c0 to %c64 step %c1 {
        %20 = memref.load %alloc_71[%arg1, %arg2] : memref<17x64xf32>
        %21 = memref.load %5[%arg2] : memref<64xf32>
        %22 = arith.addf %20, %21 : f32
        memref.store %22, %alloc_69[%arg1, %arg2] : memref<17x64xf32>
      }
    }
    %expand_shape_72 = memref.expand_shape %alloc_69 [[0, 1], [2]] output_shape [1, 17, 64] : memref<17x64xf32> into memref<1x17x64xf32>
    %alloc_73 = memref.alloc() {alignment = 64 : i64} : memref<1x17x64xf32>
    scf.for %arg1 = %c0 to %c1 step %c1 {
      scf.for %arg2 = %c0 to %c17 step %c1 {
        scf.for %arg3 = %c0 to %c64 step %c1 {
          %20 = memref.load %expand_shape_72[%arg1, %arg2, %arg3] : memref<1x17x64xf32>
          %21 = arith.divf %20, %cst : f32
          %22 = math.erf %21 : f32
          %23 = arith.addf %22, %cst_7 : f32
          %24 = arith.mulf %23, %cst_8 : f32
          %25 = arith.mulf %20, %24 : f32
          memref.store %25, %alloc_73[%arg1, %arg2, %arg3] : memref<1x17x64xf32>
        }
      }
    }
    %collapse_shape_74 = memref.collapse_shape %alloc_73 [[0, 1], [2]] : memref<1x17x64xf32> into memref<17x64xf32>
    %alloc_75 = memref.alloc() {alignment = 64 : i64} : memref<64x32xf32>
    scf.for %arg1 = %c0 to %c64 step %c1 {
      scf.for %arg2 = %c0 to %c32 step %c1 {
        %20 = memref.load %11[%arg2, %arg1] : memref<32x64xf32>
        memref.store %20, %alloc_75[%arg1, %arg2] : memref<64x32xf32>
      }
    }
    %alloc_76 = memref.alloc() {alignment = 64 : i64} : memref<17x32xf32>
    memref.copy %alloc_31, %alloc_76 : memref<17x32xf32> to memref<17x32xf32>
    scf.for %arg1 = %c0 to %c17 step %c1 {
      scf.for %arg2 = %c0 to %c32 step %c1 {
        scf.for %arg3 = %c0 to %c64 step %c1 {
          %20 = memref.load %collapse_shape_74[%arg1, %arg3] : memref<17x64xf32>
          %21 = memref.load %alloc_75[%arg3, %arg2] : memref<64x32xf32>
          %22 = memref.load %alloc_76[%arg1, %arg2] : memref<17x32xf32>
          %23 = arith.mulf %20, %21 : f32
          %24 = arith.addf %22, %23 : f32
          memref.store %24, %alloc_76[%arg1, %arg2] : memref<17x32xf32>
        }
      }
    }
    scf.for %arg1 = %c0 to %c17 step %c1 {
      scf.for %arg2 = %c0 to %c32 step %c1 {
        %20 = memref.load %alloc_76[%arg1, %arg2] : memref<17x32xf32>
        %21 = memref.load %2[%arg2] : memref<32xf32>
        %22 = arith.addf %20, %21 : f32
        memref.store %22, %alloc_30[%arg1, %arg2] : memref<17x32xf32>
      }
    }
    %alloc_77 = memref.alloc() {alignment = 64 : i64} : memref<1x17x32xf32>
    scf.for %arg1 = %c0 to %c1 step %c1 {
      scf.for %arg2 = %c0 to %c17 step %c1 {
        scf.for %arg3 = %c0 to %c32 step %c1 {
          %20 = memref.load %expand_shape_62[%arg1, %arg2, %arg3] : memref<1x17x32xf32>
          %21 = memref.load %alloc_63[%arg1, %arg2, %arg3] : memref<1x17x32xf32>
          %22 = arith.addf %20, %21 : f32
          memref.store %22, %alloc_77[%arg1, %arg2, %arg3] : memref<1x17x32xf32>
        }
      }
    }
    scf.for %arg1 = %c0 to %c1 step %c1 {
      scf.for %arg2 = %c0 to %c17 step %c1 {
        scf.for %arg3 = %c0 to %c32 step %c1 {
          %20 = memref.load %alloc_77[%arg1, %arg2, %arg3] : memref<1x17x32xf32>
          %21 = arith.extf %20 : f32 to f64
          memref.store %21, %alloc_19[%arg1, %arg2, %arg3] : memref<1x17x32xf64>
        }
      }
    }
    %alloc_78 = memref.alloc() {alignment = 64 : i64} : memref<1x17x1xf64>
    memref.copy %alloc_21, %alloc_78 : memref<1x17x1xf64> to memref<1x17x1xf64>
    scf.for %arg1 = %c0 to %c1 step %c1 {
      scf.for %arg2 = %c0 to %c17 step %c1 {
        scf.for %arg3 = %c0 to %c32 step %c1 {
          %20 = memref.load %alloc_19[%arg1, %arg2, %arg3] : memref<1x17x32xf64>
          %21 = memref.load %alloc_78[%arg1, %arg2, %c0] : memref<1x17x1xf64>
          %22 = arith.addf %20, %21 : f64
          memref.store %22, %alloc_78[%arg1, %arg2, %c0] : memref<1x17x1xf64>
        }
      }
    }
    scf.for %arg1 = %c0 to %c1 step %c1 {
      scf.for %arg2 = %c0 to %c17 step %c1 {
        scf.for %arg3 = %c0 to %c1 step %c1 {
          %20 = memref.load %alloc_78[%arg1, %arg2, %arg3] : memref<1x17x1xf64>
          %21 = arith.divf %20, %cst_2 : f64
          memref.store %21, %alloc_20[%arg1, %arg2, %arg3] : memref<1x17x1xf64>
        }
      }
    }
    scf.for %arg1 = %c0 to %c1 step %c1 {
      scf.for %arg2 = %c0 to %c17 step %c1 {
        scf.for %arg3 = %c0 to %c32 step %c1 {
          %20 = memref.load %alloc_19[%arg1, %arg2, %arg3] : memref<1x17x32xf64>
          %21 = memref.load %alloc_20[%arg1, %arg2, %c0] : memref<1x17x1xf64>
          %22 = arith.subf %20, %21 : f64
          memref.store %22, %alloc_19[%arg1, %arg2, %arg3] : memref<1x17x32xf64>
        }
      }
    }
    scf.for %arg1 = %c0 to %c1 step %c1 {
      scf.for %arg2 = %c0 to %c17 step %c1 {
        scf.for %arg3 = %c0 to %c32 step %c1 {
          %20 = memref.load %alloc_19[%arg1, %arg2, %arg3] : memref<1x17x32xf64>
          %21 = memref.load %alloc_19[%arg1, %arg2, %arg3] : memref<1x17x32xf64>
          %22 = arith.mulf %20, %21 : f64
          memref.store %22, %alloc_19[%arg1, %arg2, %arg3] : memref<1x17x32xf64>
        }
      }
    }
    %alloc_79 = memref.alloc() {alignment = 64 : i64} : memref<1x17x1xf64>
    memref.copy %alloc_21, %alloc_79 : memref<1x17x1xf64> to memref<1x17x1xf64>
    scf.for %arg1 = %c0 to %c1 step %c1 {
      scf.for %arg2 = %c0 to %c17 step %c1 {
        scf.for %arg3 = %c0 to %c32 step %c1 {
          %20 = memref.load %alloc_19[%arg1, %arg2, %arg3] : memref<1x17x32xf64>
          %21 = memref.load %alloc_79[%arg1, %arg2, %c0] : memref<1x17x1xf64>
          %22 = arith.addf %20, %21 : f64
          memref.store %22, %alloc_79[%arg1, %arg2, %c0] : memref<1x17x1xf64>
        }
      }
    }
    scf.for %arg1 = %c0 to %c1 step %c1 {
      scf.for %arg2 = %c0 to %c17 step %c1 {
        scf.for %arg3 = %c0 to %c1 step %c1 {
          %20 = memref.load %alloc_79[%arg1, %arg2, %arg3] : memref<1x17x1xf64>
          %21 = arith.divf %20, %cst_2 : f64
          memref.store %21, %alloc_20[%arg1, %arg2, %arg3] : memref<1x17x1xf64>
        }
      }
    }
    scf.for %arg1 = %c0 to %c1 step %c1 {
      scf.for %arg2 = %c0 to %c17 step %c1 {
        scf.for %arg3 = %c0 to %c1 step %c1 {
          %20 = memref.load %alloc_20[%arg1, %arg2, %arg3] : memref<1x17x1xf64>
          %21 = arith.truncf %20 : f64 to f32
          memref.store %21, %alloc_24[%arg1, %arg2, %arg3] : memref<1x17x1xf32>
        }
      }
    }
    %alloc_80 = memref.alloc() {alignment = 64 : i64} : memref<1x17x1xf32>
    memref.copy %alloc_25, %alloc_80 : memref<1x17x1xf32> to memref<1x17x1xf32>
    scf.for %arg1 = %c0 to %c1 step %c1 {
      scf.for %arg2 = %c0 to %c17 step %c1 {
        scf.for %arg3 = %c0 to %c32 step %c1 {
          %20 = memref.load %alloc_77[%arg1, %arg2, %arg3] : memref<1x17x32xf32>
          %21 = memref.load %alloc_80[%arg1, %arg2, %c0] : memref<1x17x1xf32>
          %22 = arith.addf %20, %21 : f32
          memref.store %22, %alloc_80[%arg1, %arg2, %c0] : memref<1x17x1xf32>
        }
      }
    }
    %alloc_81 = memref.alloc() {alignment = 64 : i64} : memref<1x17x1xf32>
    scf.for %arg1 = %c0 to %c1 step %c1 {
      scf.for %arg2 = %c0 to %c17 step %c1 {
        scf.for %arg3 = %c0 to %c1 step %c1 {
          %20 = memref.load %alloc_80[%arg1, %arg2, %arg3] : memref<1x17x1xf32>
          %21 = arith.divf %20, %cst_1 : f32
          memref.store %21, %alloc_81[%arg1, %arg2, %arg3] : memref<1x17x1xf32>
        }
      }
    }
    scf.for %arg1 = %c0 to %c1 step %c1 {
      scf.for %arg2 = %c0 to %c17 step %c1 {
        scf.for %arg3 = %c0 to %c1 step %c1 {
          %20 = memref.load %alloc_24[%arg1, %arg2, %arg3] : memref<1x17x1xf32>
          %21 = arith.truncf %cst_3 : f64 to f32
          %22 = arith.addf %20, %21 : f32
          memref.store %22, %alloc_24[%arg1, %arg2, %arg3] : memref<1x17x1xf32>
        }
      }
    }
    scf.for %arg1 = %c0 to %c1 step %c1 {
      scf.for %arg2 = %c0 to %c17 step %c1 {
        scf.for %arg3 = %c0 to %c1 step %c1 {
          %20 = memref.load %alloc_24[%arg1, %arg2, %arg3] : memref<1x17x1xf32>
          %21 = math.rsqrt %20 : f32
          memref.store %21, %alloc_24[%arg1, %arg2, %arg3] : memref<1x17x1xf32>
        }
      }
    }
    scf.for %arg1 = %c0 to %c1 step %c1 {
      scf.for %arg2 = %c0 to %c17 step %c1 {
        scf.for %arg3 = %c0 to %c32 step %c1 {
          %20 = memref.load %alloc_77[%arg1, %arg2, %arg3] : memref<1x17x32xf32>
          %21 = memref.load %alloc_81[%arg1, %arg2, %c0] : memref<1x17x1xf32>
          %22 = arith.subf %20, %21 : f32
          memref.store %22, %alloc_12[%arg1, %arg2, %arg3] : memref<1x17x32xf32>
        }
      }
    }
    scf.for %arg1 = %c0 to %c1 step %c1 {
      scf.for %arg2 = %c0 to %c17 step %c1 {
        scf.for %arg3 = %c0 to %c32 step %c1 {
          %20 = memref.load %alloc_12[%arg1, %arg2, %arg3] : memref<1x17x32xf32>
          %21 = memref.load %alloc_24[%arg1, %arg2, %c0] : memref<1x17x1xf32>
          %22 = arith.mulf %20, %21 : f32
          memref.store %22, %alloc_12[%arg1, %arg2, %arg3] : memref<1x17x32xf32>
        }
      }
    }
    scf.for %arg1 = %c0 to %c1 step %c1 {
      scf.for %arg2 = %c0 to %c17 step %c1 {
        scf.for %arg3 = %c0 to %c32 step %c1 {
          %20 = memref.load %alloc_12[%arg1, %arg2, %arg3] : memref<1x17x32xf32>
          %21 = memref.load %3[%arg3] : memref<32xf32>
          %22 = arith.mulf %20, %21 : f32
          memref.store %22, %alloc_12[%arg1, %arg2, %arg3] : memref<1x17x32xf32>
        }
      }
    }
    scf.for %arg1 = %c0 to %c1 step %c1 {
      scf.for %arg2 = %c0 to %c17 step %c1 {
        scf.for %arg3 = %c0 to %c32 step %c1 {
          %20 = memref.load %alloc_12[%arg1, %arg2, %arg3] : memref<1x17x32xf32>
          %21 = memref.load %2[%arg3] : memref<32xf32>
          %22 = arith.addf %20, %21 : f32
          memref.store %22, %alloc_12[%arg1, %arg2, %arg3] : memref<1x17x32xf32>
        }
      }
    }
    scf.for %arg1 = %c0 to %c32 step %c1 {
      scf.for %arg2 = %c0 to %c32 step %c1 {
        %20 = memref.load %10[%arg2, %arg1] : memref<32x32xf32>
        memref.store %20, %alloc_29[%arg1, %arg2] : memref<32x32xf32>
      }
    }
    %alloc_82 = memref.alloc() {alignment = 64 : i64} : memref<17x32xf32>
    memref.copy %alloc_31, %alloc_82 : memref<17x32xf32> to memref<17x32xf32>
    scf.for %arg1 = %c0 to %c17 step %c1 {
      scf.for %arg2 = %c0 to %c32 step %c1 {
        scf.for %arg3 = %c0 to %c32 step %c1 {
          %20 = memref.load %collapse_shape_28[%arg1, %arg3] : memref<17x32xf32>
          %21 = memref.load %alloc_29[%arg3, %arg2] : memref<32x32xf32>
          %22 = memref.load %alloc_82[%arg1, %arg2] : memref<17x32xf32>
          %23 = arith.mulf %20, %21 : f32
          %24 = arith.addf %22, %23 : f32
          memref.store %24, %alloc_82[%arg1, %arg2] : memref<17x32xf32>
        }
      }
    }
    scf.for %arg1 = %c0 to %c17 step %c1 {
      scf.for %arg2 = %c0 to %c32 step %c1 {
        %20 = memref.load %alloc_82[%arg1, %arg2] : memref<17x32xf32>
        %21 = memref.load %2[%arg2] : memref<32xf32>
        %22 = arith.addf %20, %21 : f32
        memref.store %22, %alloc_30[%arg1, %arg2] : memref<17x32xf32>
      }
    }
    %alloc_83 = memref.alloc() {alignment = 64 : i64} : memref<1x2x17x16xf32>
    scf.for %arg1 = %c0 to %c1 step %c1 {
      scf.for %arg2 = %c0 to %c2 step %c1 {
        scf.for %arg3 = %c0 to %c17 step %c1 {
          scf.for %arg4 = %c0 to %c16 step %c1 {
            %20 = memref.load %expand_shape_33[%arg1, %arg3, %arg2, %arg4] : memref<1x17x2x16xf32>
            memref.store %20, %alloc_83[%arg1, %arg2, %arg3, %arg4] : memref<1x2x17x16xf32>
          }
        }
      }
    }
    scf.for %arg1 = %c0 to %c32 step %c1 {
      scf.for %arg2 = %c0 to %c32 step %c1 {
        %20 = memref.load %9[%arg2, %arg1] : memref<32x32xf32>
        memref.store %20, %alloc_29[%arg1, %arg2] : memref<32x32xf32>
      }
    }
    %alloc_84 = memref.alloc() {alignment = 64 : i64} : memref<17x32xf32>
    memref.copy %alloc_31, %alloc_84 : memref<17x32xf32> to memref<17x32xf32>
    scf.for %arg1 = %c0 to %c17 step %c1 {
      scf.for %arg2 = %c0 to %c32 step %c1 {
        scf.for %arg3 = %c0 to %c32 step %c1 {
          %20 = memref.load %collapse_shape_28[%arg1, %arg3] : memref<17x32xf32>
          %21 = memref.load %alloc_29[%arg3, %arg2] : memref<32x32xf32>
          %22 = memref.load %alloc_84[%arg1, %arg2] : memref<17x32xf32>
          %23 = arith.mulf %20, %21 : f32
          %24 = arith.addf %22, %23 : f32
          memref.store %24, %alloc_84[%arg1, %arg2] : memref<17x32xf32>
        }
      }
    }
    %alloc_85 = memref.alloc() {alignment = 64 : i64} : memref<17x32xf32>
    scf.for %arg1 = %c0 to %c17 step %c1 {
      scf.for %arg2 = %c0 to %c32 step %c1 {
        %20 = memref.load %alloc_84[%arg1, %arg2] : memref<17x32xf32>
        %21 = memref.load %2[%arg2] : memref<32xf32>
        %22 = arith.addf %20, %21 : f32
        memref.store %22, %alloc_85[%arg1, %arg2] : memref<17x32xf32>
      }
    }
    %expand_shape_86 = memref.expand_shape %alloc_85 [[0, 1], [2, 3]] output_shape [1, 17, 2, 16] : memref<17x32xf32> into memref<1x17x2x16xf32>
    scf.for %arg1 = %c0 to %c32 step %c1 {
      scf.for %arg2 = %c0 to %c32 step %c1 {
        %20 = memref.load %8[%arg2, %arg1] : memref<32x32xf32>
        memref.store %20, %alloc_29[%arg1, %arg2] : memref<32x32xf32>
      }
    }
    %alloc_87 = memref.alloc() {alignment = 64 : i64} : memref<17x32xf32>
    memref.copy %alloc_31, %alloc_87 : memref<17x32xf32> to memref<17x32xf32>
    scf.for %arg1 = %c0 to %c17 step %c1 {
      scf.for %arg2 = %c0 to %c32 step %c1 {
        scf.for %arg3 = %c0 to %c32 step %c1 {
          %20 = memref.load %collapse_shape_28[%arg1, %arg3] : memref<17x32xf32>
          %21 = memref.load %alloc_29[%arg3, %arg2] : memref<32x32xf32>
          %22 = memref.load %alloc_87[%arg1, %arg2] : memref<17x32xf32>
          %23 = arith.mulf %20, %21 : f32
          %24 = arith.addf %22, %23 : f32
          memref.store %24, %alloc_87[%arg1, %arg2] : memref<17x32xf32>
        }
      }
    }
    scf.for %arg1 = %c0 to %c17 step %c1 {
      scf.for %arg2 = %c0 to %c32 step %c1 {
        %20 = memref.load %alloc_87[%arg1, %arg2] : memref<17x32xf32>
        %21 = memref.load %2[%arg2] : memref<32xf32>
        %22 = arith.addf %20, %21 : f32
        memref.store %22, %alloc_30[%arg1, %arg2] : memref<17x32xf32>
      }
    }
    scf.for %arg1 = %c0 to %c1 step %c1 {
      scf.for %arg2 = %c0 to %c2 step %c1 {
        scf.for %arg3 = %c0 to %c17 step %c1 {
          scf.for %arg4 = %c0 to %c16 step %c1 {
            %20 = memref.load %expand_shape_33[%arg1, %arg3, %arg2, %arg4] : memref<1x17x2x16xf32>
            memref.store %20, %alloc_34[%arg1, %arg2, %arg3, %arg4] : memref<1x2x17x16xf32>
          }
        }
      }
    }
    scf.for %arg1 = %c0 to %c1 step %c1 {
      scf.for %arg2 = %c0 to %c2 step %c1 {
        scf.for %arg3 = %c0 to %c16 step %c1 {
          scf.for %arg4 = %c0 to %c17 step %c1 {
            %20 = memref.load %expand_shape_86[%arg1, %arg4, %arg2, %arg3] : memref<1x17x2x16xf32>
            memref.store %20, %alloc_40[%arg1, %arg2, %arg3, %arg4] : memref<1x2x16x17xf32>
          }
        }
      }
    }
    %collapse_shape_88 = memref.collapse_shape %alloc_83 [[0, 1], [2], [3]] : memref<1x2x17x16xf32> into memref<2x17x16xf32>
    scf.for %arg1 = %c0 to %c2 step %c1 {
      scf.for %arg2 = %c0 to %c17 step %c1 {
        scf.for %arg3 = %c0 to %c17 step %c1 {
          scf.for %arg4 = %c0 to %c16 step %c1 {
            %20 = memref.load %collapse_shape_88[%arg1, %arg2, %arg4] : memref<2x17x16xf32>
            %21 = memref.load %collapse_shape_42[%arg1, %arg4, %arg3] : memref<2x16x17xf32>
            %22 = memref.load %alloc_43[%arg1, %arg2, %arg3] : memref<2x17x17xf32>
            %23 = arith.mulf %20, %21 : f32
            %24 = arith.addf %22, %23 : f32
            memref.store %24, %alloc_43[%arg1, %arg2, %arg3] : memref<2x17x17xf32>
          }
        }
      }
    }
    %expand_shape_89 = memref.expand_shape %alloc_43 [[0, 1], [2], [3]] output_shape [1, 2, 17, 17] : memref<2x17x17xf32> into memref<1x2x17x17xf32>
    scf.for %arg1 = %c0 to %c1 step %c1 {
      scf.for %arg2 = %c0 to %c2 step %c1 {
        scf.for %arg3 = %c0 to %c17 step %c1 {
          scf.for %arg4 = %c0 to %c17 step %c1 {
            %20 = memref.load %expand_shape_89[%arg1, %arg2, %arg3, %arg4] : memref<1x2x17x17xf32>
            %21 = arith.mulf %20, %cst_0 : f32
            memref.store %21, %alloc_46[%arg1, %arg2, %arg3, %arg4] : memref<1x2x17x17xf32>
          }
        }
      }
    }
    scf.for %arg1 = %c0 to %c1 step %c1 {
      scf.for %arg2 = %c0 to %c2 step %c1 {
        scf.for %arg3 = %c0 to %c17 step %c1 {
          scf.for %arg4 = %c0 to %c17 step %c1 {
            %20 = memref.load %alloc_46[%arg1, %arg2, %arg3, %arg4] : memref<1x2x17x17xf32>
            %21 = memref.load %alloc_18[%arg1, %c0, %arg3, %arg4] : memref<1x1x17x17xf32>
            %22 = arith.addf %20, %21 : f32
            memref.store %22, %alloc_46[%arg1, %arg2, %arg3, %arg4] : memref<1x2x17x17xf32>
          }
        }
      }
    }
    scf.for %arg1 = %c0 to %c1 step %c1 {
      scf.for %arg2 = %c0 to %c2 step %c1 {
        scf.for %arg3 = %c0 to %c17 step %c1 {
          scf.for %arg4 = %c0 to %c17 step %c1 {
            %20 = memref.load %alloc_46[%arg1, %arg2, %arg3, %arg4] : memref<1x2x17x17xf32>
            %21 = memref.load %alloc_48[%arg1, %arg2, %arg3] : memref<1x2x17xf32>
            %22 = memref.load %alloc_47[%arg1, %arg2, %arg3] : memref<1x2x17xi64>
            %23 = arith.index_cast %arg4 : index to i64
            %24 = arith.maximumf %20, %21 : f32
            %25 = arith.cmpf ogt, %20, %21 : f32
            %26 = arith.select %25, %23, %22 : i64
            memref.store %24, %alloc_48[%arg1, %arg2, %arg3] : memref<1x2x17xf32>
            memref.store %26, %alloc_47[%arg1, %arg2, %arg3] : memref<1x2x17xi64>
          }
        }
      }
    }
    %expand_shape_90 = memref.expand_shape %alloc_48 [[0], [1], [2, 3]] output_shape [1, 2, 17, 1] : memref<1x2x17xf32> into memref<1x2x17x1xf32>
    scf.for %arg1 = %c0 to %c1 step %c1 {
      scf.for %arg2 = %c0 to %c2 step %c1 {
        scf.for %arg3 = %c0 to %c17 step %c1 {
          scf.for %arg4 = %c0 to %c17 step %c1 {
            %20 = memref.load %alloc_46[%arg1, %arg2, %arg3, %arg4] : memref<1x2x17x17xf32>
            %21 = memref.load %expand_shape_90[%arg1, %arg2, %arg3, %c0] : memref<1x2x17x1xf32>
            %22 = arith.subf %20, %21 : f32
            memref.store %22, %alloc_46[%arg1, %arg2, %arg3, %arg4] : memref<1x2x17x17xf32>
          }
        }
      }
    }
    scf.for %arg1 = %c0 to %c1 step %c1 {
      scf.for %arg2 = %c0 to %c2 step %c1 {
        scf.for %arg3 = %c0 to %c17 step %c1 {
          scf.for %arg4 = %c0 to %c17 step %c1 {
            %20 = memref.load %alloc_46[%arg1, %arg2, %arg3, %arg4] : memref<1x2x17x17xf32>
            %21 = math.exp %20 : f32
            memref.store %21, %alloc_46[%arg1, %arg2, %arg3, %arg4] : memref<1x2x17x17xf32>
          }
        }
      }
    }
    scf.for %arg1 = %c0 to %c1 step %c1 {
      scf.for %arg2 = %c0 to %c2 step %c1 {
        scf.for %arg3 = %c0 to %c17 step %c1 {
          scf.for %arg4 = %c0 to %c17 step %c1 {
            %20 = memref.load %alloc_46[%arg1, %arg2, %arg3, %arg4] : memref<1x2x17x17xf32>
            %21 = memref.load %alloc_52[%arg1, %arg2, %arg3, %c0] : memref<1x2x17x1xf32>
            %22 = arith.addf %20, %21 : f32
            memref.store %22, %alloc_52[%arg1, %arg2, %arg3, %c0] : memref<1x2x17x1xf32>
          }
        }
      }
    }
    scf.for %arg1 = %c0 to %c1 step %c1 {
      scf.for %arg2 = %c0 to %c2 step %c1 {
        scf.for %arg3 = %c0 to %c17 step %c1 {
          scf.for %arg4 = %c0 to %c17 step %c1 {
            %20 = memref.load %alloc_46[%arg1, %arg2, %arg3, %arg4] : memref<1x2x17x17xf32>
            %21 = memref.load %alloc_52[%arg1, %arg2, %arg3, %c0] : memref<1x2x17x1xf32>
            %22 = arith.divf %20, %21 : f32
            memref.store %22, %alloc_46[%arg1, %arg2, %arg3, %arg4] : memref<1x2x17x17xf32>
          }
        }
      }
    }
    scf.for %arg1 = %c0 to %c2 step %c1 {
      scf.for %arg2 = %c0 to %c17 step %c1 {
        scf.for %arg3 = %c0 to %c16 step %c1 {
          scf.for %arg4 = %c0 to %c17 step %c1 {
            %20 = memref.load %collapse_shape_54[%arg1, %arg2, %arg4] : memref<2x17x17xf32>
            %21 = memref.load %collapse_shape_55[%arg1, %arg4, %arg3] : memref<2x17x16xf32>
            %22 = memref.load %alloc_56[%arg1, %arg2, %arg3] : memref<2x17x16xf32>
            %23 = arith.mulf %20, %21 : f32
            %24 = arith.addf %22, %23 : f32
            memref.store %24, %alloc_56[%arg1, %arg2, %arg3] : memref<2x17x16xf32>
          }
        }
      }
    }
    %expand_shape_91 = memref.expand_shape %alloc_56 [[0, 1], [2], [3]] output_shape [1, 2, 17, 16] : memref<2x17x16xf32> into memref<1x2x17x16xf32>
    scf.for %arg1 = %c0 to %c1 step %c1 {
      scf.for %arg2 = %c0 to %c17 step %c1 {
        scf.for %arg3 = %c0 to %c2 step %c1 {
          scf.for %arg4 = %c0 to %c16 step %c1 {
            %20 = memref.load %expand_shape_91[%arg1, %arg3, %arg2, %arg4] : memref<1x2x17x16xf32>
            memref.store %20, %alloc_59[%arg1, %arg2, %arg3, %arg4] : memref<1x17x2x16xf32>
          }
        }
      }
    }
    scf.for %arg1 = %c0 to %c32 step %c1 {
      scf.for %arg2 = %c0 to %c32 step %c1 {
        %20 = memref.load %7[%arg2, %arg1] : memref<32x32xf32>
        memref.store %20, %alloc_29[%arg1, %arg2] : memref<32x32xf32>
      }
    }
    %alloc_92 = memref.alloc() {alignment = 64 : i64} : memref<17x32xf32>
    memref.copy %alloc_31, %alloc_92 : memref<17x32xf32> to memref<17x32xf32>
    scf.for %arg1 = %c0 to %c17 step %c1 {
      scf.for %arg2 = %c0 to %c32 step %c1 {
        scf.for %arg3 = %c0 to %c32 step %c1 {
          %20 = memref.load %collapse_shape_60[%arg1, %arg3] : memref<17x32xf32>
          %21 = memref.load %alloc_29[%arg3, %arg2] : memref<32x32xf32>
          %22 = memref.load %alloc_92[%arg1, %arg2] : memref<17x32xf32>
          %23 = arith.mulf %20, %21 : f32
          %24 = arith.addf %22, %23 : f32
          memref.store %24, %alloc_92[%arg1, %arg2] : memref<17x32xf32>
        }
      }
    }
    scf.for %arg1 = %c0 to %c17 step %c1 {
      scf.for %arg2 = %c0 to %c32 step %c1 {
        %20 = memref.load %alloc_92[%arg1, %arg2] : memref<17x32xf32>
        %21 = memref.load %2[%arg2] : memref<32xf32>
        %22 = arith.addf %20, %21 : f32
        memref.store %22, %alloc_30[%arg1, %arg2] : memref<17x32xf32>
      }
    }
    %alloc_93 = memref.alloc() {alignment = 64 : i64} : memref<1x17x32xf32>
    scf.for %arg1 = %c0 to %c1 step %c1 {
      scf.for %arg2 = %c0 to %c17 step %c1 {
        scf.for %arg3 = %c0 to %c32 step %c1 {
          %20 = memref.load %expand_shape_62[%arg1, %arg2, %arg3] : memref<1x17x32xf32>
          %21 = memref.load %alloc_77[%arg1, %arg2, %arg3] : memref<1x17x32xf32>
          %22 = arith.addf %20, %21 : f32
          memref.store %22, %alloc_93[%arg1, %arg2, %arg3] : memref<1x17x32xf32>
        }
      }
    }
    scf.for %arg1 = %c0 to %c1 step %c1 {
      scf.for %arg2 = %c0 to %c17 step %c1 {
        scf.for %arg3 = %c0 to %c32 step %c1 {
          %20 = memref.load %alloc_93[%arg1, %arg2, %arg3] : memref<1x17x32xf32>
          %21 = arith.extf %20 : f32 to f64
          memref.store %21, %alloc_19[%arg1, %arg2, %arg3] : memref<1x17x32xf64>
        }
      }
    }
    %alloc_94 = memref.alloc() {alignment = 64 : i64} : memref<1x17x1xf64>
    memref.copy %alloc_21, %alloc_94 : memref<1x17x1xf64> to memref<1x17x1xf64>
    scf.for %arg1 = %c0 to %c1 step %c1 {
      scf.for %arg2 = %c0 to %c17 step %c1 {
        scf.for %arg3 = %c0 to %c32 step %c1 {
          %20 = memref.load %alloc_19[%arg1, %arg2, %arg3] : memref<1x17x32xf64>
          %21 = memref.load %alloc_94[%arg1, %arg2, %c0] : memref<1x17x1xf64>
          %22 = arith.addf %20, %21 : f64
          memref.store %22, %alloc_94[%arg1, %arg2, %c0] : memref<1x17x1xf64>
        }
      }
    }
    scf.for %arg1 = %c0 to %c1 step %c1 {
      scf.for %arg2 = %c0 to %c17 step %c1 {
        scf.for %arg3 = %c0 to %c1 step %c1 {
          %20 = memref.load %alloc_94[%arg1, %arg2, %arg3] : memref<1x17x1xf64>
          %21 = arith.divf %20, %cst_2 : f64
          memref.store %21, %alloc_20[%arg1, %arg2, %arg3] : memref<1x17x1xf64>
        }
      }
    }
    scf.for %arg1 = %c0 to %c1 step %c1 {
      scf.for %arg2 = %c0 to %c17 step %c1 {
        scf.for %arg3 = %c0 to %c32 step %c1 {
          %20 = memref.load %alloc_19[%arg1, %arg2, %arg3] : memref<1x17x32xf64>
          %21 = memref.load %alloc_20[%arg1, %arg2, %c0] : memref<1x17x1xf64>
          %22 = arith.subf %20, %21 : f64
          memref.store %22, %alloc_19[%arg1, %arg2, %arg3] : memref<1x17x32xf64>
        }
      }
    }
    scf.for %arg1 = %c0 to %c1 step %c1 {
      scf.for %arg2 = %c0 to %c17 step %c1 {
        scf.for %arg3 = %c0 to %c32 step %c1 {
          %20 = memref.load %alloc_19[%arg1, %arg2, %arg3] : memref<1x17x32xf64>
          %21 = memref.load %alloc_19[%arg1, %arg2, %arg3] : memref<1x17x32xf64>
          %22 = arith.mulf %20, %21 : f64
          memref.store %22, %alloc_19[%arg1, %arg2, %arg3] : memref<1x17x32xf64>
        }
      }
    }
    %alloc_95 = memref.alloc() {alignment = 64 : i64} : memref<1x17x1xf64>
    memref.copy %alloc_21, %alloc_95 : memref<1x17x1xf64> to memref<1x17x1xf64>
    scf.for %arg1 = %c0 to %c1 step %c1 {
      scf.for %arg2 = %c0 to %c17 step %c1 {
        scf.for %arg3 = %c0 to %c32 step %c1 {
          %20 = memref.load %alloc_19[%arg1, %arg2, %arg3] : memref<1x17x32xf64>
          %21 = memref.load %alloc_95[%arg1, %arg2, %c0] : memref<1x17x1xf64>
          %22 = arith.addf %20, %21 : f64
          memref.store %22, %alloc_95[%arg1, %arg2, %c0] : memref<1x17x1xf64>
        }
      }
    }
    scf.for %arg1 = %c0 to %c1 step %c1 {
      scf.for %arg2 = %c0 to %c17 step %c1 {
        scf.for %arg3 = %c0 to %c1 step %c1 {
          %20 = memref.load %alloc_95[%arg1, %arg2, %arg3] : memref<1x17x1xf64>
          %21 = arith.divf %20, %cst_2 : f64
          memref.store %21, %alloc_20[%arg1, %arg2, %arg3] : memref<1x17x1xf64>
        }
      }
    }
    scf.for %arg1 = %c0 to %c1 step %c1 {
      scf.for %arg2 = %c0 to %c17 step %c1 {
        scf.for %arg3 = %c0 to %c1 step %c1 {
          %20 = memref.load %alloc_20[%arg1, %arg2, %arg3] : memref<1x17x1xf64>
          %21 = arith.truncf %20 : f64 to f32
          memref.store %21, %alloc_24[%arg1, %arg2, %arg3] : memref<1x17x1xf32>
        }
      }
    }
    %alloc_96 = memref.alloc() {alignment = 64 : i64} : memref<1x17x1xf32>
    memref.copy %alloc_25, %alloc_96 : memref<1x17x1xf32> to memref<1x17x1xf32>
    scf.for %arg1 = %c0 to %c1 step %c1 {
      scf.for %arg2 = %c0 to %c17 step %c1 {
        scf.for %arg3 = %c0 to %c32 step %c1 {
          %20 = memref.load %alloc_93[%arg1, %arg2, %arg3] : memref<1x17x32xf32>
          %21 = memref.load %alloc_96[%arg1, %arg2, %c0] : memref<1x17x1xf32>
          %22 = arith.addf %20, %21 : f32
          memref.store %22, %alloc_96[%arg1, %arg2, %c0] : memref<1x17x1xf32>
        }
      }
    }
    %alloc_97 = memref.alloc() {alignment = 64 : i64} : memref<1x17x1xf32>
    scf.for %arg1 = %c0 to %c1 step %c1 {
      scf.for %arg2 = %c0 to %c17 step %c1 {
        scf.for %arg3 = %c0 to %c1 step %c1 {
          %20 = memref.load %alloc_96[%arg1, %arg2, %arg3] : memref<1x17x1xf32>
          %21 = arith.divf %20, %cst_1 : f32
          memref.store %21, %alloc_97[%arg1, %arg2, %arg3] : memref<1x17x1xf32>
        }
      }
    }
    scf.for %arg1 = %c0 to %c1 step %c1 {
      scf.for %arg2 = %c0 to %c17 step %c1 {
        scf.for %arg3 = %c0 to %c1 step %c1 {
          %20 = memref.load %alloc_24[%arg1, %arg2, %arg3] : memref<1x17x1xf32>
          %21 = arith.truncf %cst_3 : f64 to f32
          %22 = arith.addf %20, %21 : f32
          memref.store %22, %alloc_24[%arg1, %arg2, %arg3] : memref<1x17x1xf32>
        }
      }
    }
    scf.for %arg1 = %c0 to %c1 step %c1 {
      scf.for %arg2 = %c0 to %c17 step %c1 {
        scf.for %arg3 = %c0 to %c1 step %c1 {
          %20 = memref.load %alloc_24[%arg1, %arg2, %arg3] : memref<1x17x1xf32>
          %21 = math.rsqrt %20 : f32
          memref.store %21, %alloc_24[%arg1, %arg2, %arg3] : memref<1x17x1xf32>
        }
      }
    }
    scf.for %arg1 = %c0 to %c1 step %c1 {
      scf.for %arg2 = %c0 to %c17 step %c1 {
        scf.for %arg3 = %c0 to %c32 step %c1 {
          %20 = memref.load %alloc_93[%arg1, %arg2, %arg3] : memref<1x17x32xf32>
          %21 = memref.load %alloc_97[%arg1, %arg2, %c0] : memref<1x17x1xf32>
          %22 = arith.subf %20, %21 : f32
          memref.store %22, %alloc_12[%arg1, %arg2, %arg3] : memref<1x17x32xf32>
        }
      }
    }
    scf.for %arg1 = %c0 to %c1 step %c1 {
      scf.for %arg2 = %c0 to %c17 step %c1 {
        scf.for %arg3 = %c0 to %c32 step %c1 {
          %20 = memref.load %alloc_12[%arg1, %arg2, %arg3] : memref<1x17x32xf32>
          %21 = memref.load %alloc_24[%arg1, %arg2, %c0] : memref<1x17x1xf32>
          %22 = arith.mulf %20, %21 : f32
          memref.store %22, %alloc_12[%arg1, %arg2, %arg3] : memref<1x17x32xf32>
        }
      }
    }
    scf.for %arg1 = %c0 to %c1 step %c1 {
      scf.for %arg2 = %c0 to %c17 step %c1 {
        scf.for %arg3 = %c0 to %c32 step %c1 {
          %20 = memref.load %alloc_12[%arg1, %arg2, %arg3] : memref<1x17x32xf32>
          %21 = memref.load %3[%arg3] : memref<32xf32>
          %22 = arith.mulf %20, %21 : f32
          memref.store %22, %alloc_12[%arg1, %arg2, %arg3] : memref<1x17x32xf32>
        }
      }
    }
    scf.for %arg1 = %c0 to %c1 step %c1 {
      scf.for %arg2 = %c0 to %c17 step %c1 {
        scf.for %arg3 = %c0 to %c32 step %c1 {
          %20 = memref.load %alloc_12[%arg1, %arg2, %arg3] : memref<1x17x32xf32>
          %21 = memref.load %2[%arg3] : memref<32xf32>
          %22 = arith.addf %20, %21 : f32
          memref.store %22, %alloc_12[%arg1, %arg2, %arg3] : memref<1x17x32xf32>
        }
      }
    }
    scf.for %arg1 = %c0 to %c32 step %c1 {
      scf.for %arg2 = %c0 to %c64 step %c1 {
        %20 = memref.load %6[%arg2, %arg1] : memref<64x32xf32>
        memref.store %20, %alloc_68[%arg1, %arg2] : memref<32x64xf32>
      }
    }
    scf.for %arg1 = %c0 to %c17 step %c1 {
      scf.for %arg2 = %c0 to %c64 step %c1 {
        scf.for %arg3 = %c0 to %c32 step %c1 {
          %20 = memref.load %collapse_shape_28[%arg1, %arg3] : memref<17x32xf32>
          %21 = memref.load %alloc_68[%arg3, %arg2] : memref<32x64xf32>
          %22 = memref.load %alloc_70[%arg1, %arg2] : memref<17x64xf32>
          %23 = arith.mulf %20, %21 : f32
          %24 = arith.addf %22, %23 : f32
          memref.store %24, %alloc_70[%arg1, %arg2] : memref<17x64xf32>
        }
      }
    }
    scf.for %arg1 = %c0 to %c17 step %c1 {
      scf.for %arg2 = %c0 to %c64 step %c1 {
        %20 = memref.load %alloc_70[%arg1, %arg2] : memref<17x64xf32>
        %21 = memref.load %5[%arg2] : memref<64xf32>
        %22 = arith.addf %20, %21 : f32
        memref.store %22, %alloc_69[%arg1, %arg2] : memref<17x64xf32>
      }
    }
    scf.for %arg1 = %c0 to %c1 step %c1 {
      scf.for %arg2 = %c0 to %c17 step %c1 {
        scf.for %arg3 = %c0 to %c64 step %c1 {
          %20 = memref.load %expand_shape_72[%arg1, %arg2, %arg3] : memref<1x17x64xf32>
          %21 = arith.divf %20, %cst : f32
          %22 = math.erf %21 : f32
          %23 = arith.addf %22, %cst_7 : f32
          %24 = arith.mulf %23, %cst_8 : f32
          %25 = arith.mulf %20, %24 : f32
          memref.store %25, %alloc_73[%arg1, %arg2, %arg3] : memref<1x17x64xf32>
        }
      }
    }
    scf.for %arg1 = %c0 to %c64 step %c1 {
      scf.for %arg2 = %c0 to %c32 step %c1 {
        %20 = memref.load %4[%arg2, %arg1] : memref<32x64xf32>
        memref.store %20, %alloc_75[%arg1, %arg2] : memref<64x32xf32>
      }
    }
    scf.for %arg1 = %c0 to %c17 step %c1 {
      scf.for %arg2 = %c0 to %c32 step %c1 {
        scf.for %arg3 = %c0 to %c64 step %c1 {
          %20 = memref.load %collapse_shape_74[%arg1, %arg3] : memref<17x64xf32>
          %21 = memref.load %alloc_75[%arg3, %arg2] : memref<64x32xf32>
          %22 = memref.load %alloc_31[%arg1, %arg2] : memref<17x32xf32>
          %23 = arith.mulf %20, %21 : f32
          %24 = arith.addf %22, %23 : f32
          memref.store %24, %alloc_31[%arg1, %arg2] : memref<17x32xf32>
        }
      }
    }
    scf.for %arg1 = %c0 to %c17 step %c1 {
      scf.for %arg2 = %c0 to %c32 step %c1 {
        %20 = memref.load %alloc_31[%arg1, %arg2] : memref<17x32xf32>
        %21 = memref.load %2[%arg2] : memref<32xf32>
        %22 = arith.addf %20, %21 : f32
        memref.store %22, %alloc_30[%arg1, %arg2] : memref<17x32xf32>
      }
    }
    scf.for %arg1 = %c0 to %c1 step %c1 {
      scf.for %arg2 = %c0 to %c17 step %c1 {
        scf.for %arg3 = %c0 to %c32 step %c1 {
          %20 = memref.load %expand_shape_62[%arg1, %arg2, %arg3] : memref<1x17x32xf32>
          %21 = memref.load %alloc_93[%arg1, %arg2, %arg3] : memref<1x17x32xf32>
          %22 = arith.addf %20, %21 : f32
          memref.store %22, %alloc_12[%arg1, %arg2, %arg3] : memref<1x17x32xf32>
        }
      }
    }
    scf.for %arg1 = %c0 to %c1 step %c1 {
      scf.for %arg2 = %c0 to %c17 step %c1 {
        scf.for %arg3 = %c0 to %c32 step %c1 {
          %20 = memref.load %alloc_12[%arg1, %arg2, %arg3] : memref<1x17x32xf32>
          %21 = arith.extf %20 : f32 to f64
          memref.store %21, %alloc_19[%arg1, %arg2, %arg3] : memref<1x17x32xf64>
        }
      }
    }
    %alloc_98 = memref.alloc() {alignment = 64 : i64} : memref<1x17x1xf64>
    memref.copy %alloc_21, %alloc_98 : memref<1x17x1xf64> to memref<1x17x1xf64>
    scf.for %arg1 = %c0 to %c1 step %c1 {
      scf.for %arg2 = %c0 to %c17 step %c1 {
        scf.for %arg3 = %c0 to %c32 step %c1 {
          %20 = memref.load %alloc_19[%arg1, %arg2, %arg3] : memref<1x17x32xf64>
          %21 = memref.load %alloc_98[%arg1, %arg2, %c0] : memref<1x17x1xf64>
          %22 = arith.addf %20, %21 : f64
          memref.store %22, %alloc_98[%arg1, %arg2, %c0] : memref<1x17x1xf64>
        }
      }
    }
    scf.for %arg1 = %c0 to %c1 step %c1 {
      scf.for %arg2 = %c0 to %c17 step %c1 {
        scf.for %arg3 = %c0 to %c1 step %c1 {
          %20 = memref.load %alloc_98[%arg1, %arg2, %arg3] : memref<1x17x1xf64>
          %21 = arith.divf %20, %cst_2 : f64
          memref.store %21, %alloc_20[%arg1, %arg2, %arg3] : memref<1x17x1xf64>
        }
      }
    }
    scf.for %arg1 = %c0 to %c1 step %c1 {
      scf.for %arg2 = %c0 to %c17 step %c1 {
        scf.for %arg3 = %c0 to %c32 step %c1 {
          %20 = memref.load %alloc_19[%arg1, %arg2, %arg3] : memref<1x17x32xf64>
          %21 = memref.load %alloc_20[%arg1, %arg2, %c0] : memref<1x17x1xf64>
          %22 = arith.subf %20, %21 : f64
          memref.store %22, %alloc_19[%arg1, %arg2, %arg3] : memref<1x17x32xf64>
        }
      }
    }
    scf.for %arg1 = %c0 to %c1 step %c1 {
      scf.for %arg2 = %c0 to %c17 step %c1 {
        scf.for %arg3 = %c0 to %c32 step %c1 {
          %20 = memref.load %alloc_19[%arg1, %arg2, %arg3] : memref<1x17x32xf64>
          %21 = memref.load %alloc_19[%arg1, %arg2, %arg3] : memref<1x17x32xf64>
          %22 = arith.mulf %20, %21 : f64
          memref.store %22, %alloc_19[%arg1, %arg2, %arg3] : memref<1x17x32xf64>
        }
      }
    }
    scf.for %arg1 = %c0 to %c1 step %c1 {
      scf.for %arg2 = %c0 to %c17 step %c1 {
        scf.for %arg3 = %c0 to %c32 step %c1 {
          %20 = memref.load %alloc_19[%arg1, %arg2, %arg3] : memref<1x17x32xf64>
          %21 = memref.load %alloc_21[%arg1, %arg2, %c0] : memref<1x17x1xf64>
          %22 = arith.addf %20, %21 : f64
          memref.store %22, %alloc_21[%arg1, %arg2, %c0] : memref<1x17x1xf64>
        }
      }
    }
    scf.for %arg1 = %c0 to %c1 step %c1 {
      scf.for %arg2 = %c0 to %c17 step %c1 {
        scf.for %arg3 = %c0 to %c1 step %c1 {
          %20 = memref.load %alloc_21[%arg1, %arg2, %arg3] : memref<1x17x1xf64>
          %21 = arith.divf %20, %cst_2 : f64
          memref.store %21, %alloc_20[%arg1, %arg2, %arg3] : memref<1x17x1xf64>
        }
      }
    }
    scf.for %arg1 = %c0 to %c1 step %c1 {
      scf.for %arg2 = %c0 to %c17 step %c1 {
        scf.for %arg3 = %c0 to %c1 step %c1 {
          %20 = memref.load %alloc_20[%arg1, %arg2, %arg3] : memref<1x17x1xf64>
          %21 = arith.truncf %20 : f64 to f32
          memref.store %21, %alloc_24[%arg1, %arg2, %arg3] : memref<1x17x1xf32>
        }
      }
    }
    scf.for %arg1 = %c0 to %c1 step %c1 {
      scf.for %arg2 = %c0 to %c17 step %c1 {
        scf.for %arg3 = %c0 to %c32 step %c1 {
          %20 = memref.load %alloc_12[%arg1, %arg2, %arg3] : memref<1x17x32xf32>
          %21 = memref.load %alloc_25[%arg1, %arg2, %c0] : memref<1x17x1xf32>
          %22 = arith.addf %20, %21 : f32
          memref.store %22, %alloc_25[%arg1, %arg2, %c0] : memref<1x17x1xf32>
        }
      }
    }
    %alloc_99 = memref.alloc() {alignment = 64 : i64} : memref<1x17x1xf32>
    scf.for %arg1 = %c0 to %c1 step %c1 {
      scf.for %arg2 = %c0 to %c17 step %c1 {
        scf.for %arg3 = %c0 to %c1 step %c1 {
          %20 = memref.load %alloc_25[%arg1, %arg2, %arg3] : memref<1x17x1xf32>
          %21 = arith.divf %20, %cst_1 : f32
          memref.store %21, %alloc_99[%arg1, %arg2, %arg3] : memref<1x17x1xf32>
        }
      }
    }
    scf.for %arg1 = %c0 to %c1 step %c1 {
      scf.for %arg2 = %c0 to %c17 step %c1 {
        scf.for %arg3 = %c0 to %c1 step %c1 {
          %20 = memref.load %alloc_24[%arg1, %arg2, %arg3] : memref<1x17x1xf32>
          %21 = arith.truncf %cst_3 : f64 to f32
          %22 = arith.addf %20, %21 : f32
          memref.store %22, %alloc_24[%arg1, %arg2, %arg3] : memref<1x17x1xf32>
        }
      }
    }
    scf.for %arg1 = %c0 to %c1 step %c1 {
      scf.for %arg2 = %c0 to %c17 step %c1 {
        scf.for %arg3 = %c0 to %c1 step %c1 {
          %20 = memref.load %alloc_24[%arg1, %arg2, %arg3] : memref<1x17x1xf32>
          %21 = math.rsqrt %20 : f32
          memref.store %21, %alloc_24[%arg1, %arg2, %arg3] : memref<1x17x1xf32>
        }
      }
    }
    scf.for %arg1 = %c0 to %c1 step %c1 {
      scf.for %arg2 = %c0 to %c17 step %c1 {
        scf.for %arg3 = %c0 to %c32 step %c1 {
          %20 = memref.load %alloc_12[%arg1, %arg2, %arg3] : memref<1x17x32xf32>
          %21 = memref.load %alloc_99[%arg1, %arg2, %c0] : memref<1x17x1xf32>
          %22 = arith.subf %20, %21 : f32
          memref.store %22, %alloc_12[%arg1, %arg2, %arg3] : memref<1x17x32xf32>
        }
      }
    }
    scf.for %arg1 = %c0 to %c1 step %c1 {
      scf.for %arg2 = %c0 to %c17 step %c1 {
        scf.for %arg3 = %c0 to %c32 step %c1 {
          %20 = memref.load %alloc_12[%arg1, %arg2, %arg3] : memref<1x17x32xf32>
          %21 = memref.load %alloc_24[%arg1, %arg2, %c0] : memref<1x17x1xf32>
          %22 = arith.mulf %20, %21 : f32
          memref.store %22, %alloc_12[%arg1, %arg2, %arg3] : memref<1x17x32xf32>
        }
      }
    }
    scf.for %arg1 = %c0 to %c1 step %c1 {
      scf.for %arg2 = %c0 to %c17 step %c1 {
        scf.for %arg3 = %c0 to %c32 step %c1 {
          %20 = memref.load %alloc_12[%arg1, %arg2, %arg3] : memref<1x17x32xf32>
          %21 = memref.load %3[%arg3] : memref<32xf32>
          %22 = arith.mulf %20, %21 : f32
          memref.store %22, %alloc_12[%arg1, %arg2, %arg3] : memref<1x17x32xf32>
        }
      }
    }
    scf.for %arg1 = %c0 to %c1 step %c1 {
      scf.for %arg2 = %c0 to %c17 step %c1 {
        scf.for %arg3 = %c0 to %c32 step %c1 {
          %20 = memref.load %alloc_12[%arg1, %arg2, %arg3] : memref<1x17x32xf32>
          %21 = memref.load %2[%arg3] : memref<32xf32>
          %22 = arith.addf %20, %21 : f32
          memref.store %22, %alloc_12[%arg1, %arg2, %arg3] : memref<1x17x32xf32>
        }
      }
    }
    return %alloc_12 : memref<1x17x32xf32>
  }
}


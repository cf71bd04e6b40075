module {
  memref.global "private" constant @__constant_96x16xf32 : memref<96x16xf32> = dense<-0.00132349529> {alignment = 64 : i64}
  memref.global "private" constant @__constant_96xf32_0 : memref<96xf32> = dense<0.158353209> {alignment = 64 : i64}
  memref.global "private" constant @__constant_96x32xf32 : memref<96x32xf32> = dense<-0.0587793849> {alignment = 64 : i64}
  memref.global "private" constant @__constant_96xf32 : memref<96xf32> = dense<-0.119464502> {alignment = 64 : i64}
  memref.global "private" constant @__constant_4x32xf32 : memref<4x32xf32> = dense<0.173560888> {alignment = 64 : i64}
  memref.global "private" constant @__constant_4xf32 : memref<4xf32> = dense<0.0602114275> {alignment = 64 : i64}
  memref.global "private" constant @__constant_1x2x32xf32 : memref<1x2x32xf32> = dense<0.000000e+00> {alignment = 64 : i64}
  memref.global "private" constant @__constant_2x32xf32 : memref<2x32xf32> = dense<0.000000e+00> {alignment = 64 : i64}
  func.func @main_graph(%arg0: memref<2x6x16xf32>) -> memref<2x6x4xf32> {
    %c4 = arith.constant 4 : index
    %c32 = arith.constant 32 : index
    %c96 = arith.constant 96 : index
    %c16 = arith.constant 16 : index
    %c2 = arith.constant 2 : index
    %c1 = arith.constant 1 : index
    %c6 = arith.constant 6 : index
    %c0 = arith.constant 0 : index
    %cst = arith.constant 0.000000e+00 : f32
    %cst_0 = arith.constant 1.000000e+00 : f32
    %0 = memref.get_global @__constant_2x32xf32 : memref<2x32xf32>
    %1 = memref.get_global @__constant_1x2x32xf32 : memref<1x2x32xf32>
    %2 = memref.get_global @__constant_4xf32 : memref<4xf32>
    %3 = memref.get_global @__constant_4x32xf32 : memref<4x32xf32>
    %4 = memref.get_global @__constant_96xf32 : memref<96xf32>
    %5 = memref.get_global @__constant_96x32xf32 : memref<96x32xf32>
    %6 = memref.get_global @__constant_96xf32_0 : memref<96xf32>
    %7 = memref.get_global @__constant_96x16xf32 : memref<96x16xf32>
    %alloc = memref.alloc() {alignment = 64 : i64} : memref<6x2x16xf32>
    scf.for %arg1 = %c0 to %c6 step %c1 {
      scf.for %arg2 = %c0 to %c2 step %c1 {
        scf.for %arg3 = %c0 to %c16 step %c1 {
          %8 = memref.load %arg0[%arg2, %arg1, %arg3] : memref<2x6x16xf32>
          memref.store %8, %alloc[%arg1, %arg2, %arg3] : memref<6x2x16xf32>
        }
      }
    }
    %alloc_1 = memref.alloc() {alignment = 64 : i64} : memref<16x96xf32>
    scf.for %arg1 = %c0 to %c16 step %c1 {
      scf.for %arg2 = %c0 to %c96 step %c1 {
        %8 = memref.load %7[%arg2, %arg1] : memref<96x16xf32>
        memref.store %8, %alloc_1[%arg1, %arg2] : memref<16x96xf32>
      }
    }
    %alloc_2 = memref.alloc() {alignment = 64 : i64} : memref<6x16x96xf32>
    scf.for %arg1 = %c0 to %c6 step %c1 {
      scf.for %arg2 = %c0 to %c16 step %c1 {
        scf.for %arg3 = %c0 to %c96 step %c1 {
          %8 = memref.load %alloc_1[%arg2, %arg3] : memref<16x96xf32>
          memref.store %8, %alloc_2[%arg1, %arg2, %arg3] : memref<6x16x96xf32>
        }
      }
    }
    %alloc_3 = memref.alloc() {alignment = 64 : i64} : memref<6x2x96xf32>
    scf.for %arg1 = %c0 to %c6 step %c1 {
      scf.for %arg2 = %c0 to %c2 step %c1 {
        scf.for %arg3 = %c0 to %c96 step %c1 {
          memref.store %cst, %alloc_3[%arg1, %arg2, %arg3] : memref<6x2x96xf32>
        }
      }
    }
    scf.for %arg1 = %c0 to %c6 step %c1 {
      scf.for %arg2 = %c0 to %c2 step %c1 {
        scf.for %arg3 = %c0 to %c96 step %c1 {
          scf.for %arg4 = %c0 to %c16 step %c1 {
            %8 = memref.load %alloc[%arg1, %arg2, %arg4] : memref<6x2x16xf32>
            %9 = memref.load %alloc_2[%arg1, %arg4, %arg3] : memref<6x16x96xf32>
            %10 = memref.load %alloc_3[%arg1, %arg2, %arg3] : memref<6x2x96xf32>
            %11 = arith.mulf %8, %9 : f32
            %12 = arith.addf %10, %11 : f32
            memref.store %12, %alloc_3[%arg1, %arg2, %arg3] : memref<6x2x96xf32>
          }
        }
      }
    }
    scf.for %arg1 = %c0 to %c6 step %c1 {
      scf.for %arg2 = %c0 to %c2 step %c1 {
        scf.for %arg3 = %c0 to %c96 step %c1 {
          %8 = memref.load %alloc_3[%arg1, %arg2, %arg3] : memref<6x2x96xf32>
          %9 = memref.load %6[%arg3] : memref<96xf32>
          %10 = arith.addf %8, %9 : f32
          memref.store %10, %alloc_3[%arg1, %arg2, %arg3] : memref<6x2x96xf32>
        }
      }
    }
    %subview = memref.subview %alloc_3[0, 0, 0] [1, 2, 96] [1, 1, 1] : memref<6x2x96xf32> to memref<1x2x96xf32, strided<[192, 96, 1]>>
    %subview_4 = memref.subview %alloc_3[1, 0, 0] [1, 2, 96] [1, 1, 1] : memref<6x2x96xf32> to memref<1x2x96xf32, strided<[192, 96, 1], offset: 192>>
    %subview_5 = memref.subview %alloc_3[2, 0, 0] [1, 2, 96] [1, 1, 1] : memref<6x2x96xf32> to memref<1x2x96xf32, strided<[192, 96, 1], offset: 384>>
    %subview_6 = memref.subview %alloc_3[3, 0, 0] [1, 2, 96] [1, 1, 1] : memref<6x2x96xf32> to memref<1x2x96xf32, strided<[192, 96, 1], offset: 576>>
    %subview_7 = memref.subview %alloc_3[4, 0, 0] [1, 2, 96] [1, 1, 1] : memref<6x2x96xf32> to memref<1x2x96xf32, strided<[192, 96, 1], offset: 768>>
    %subview_8 = memref.subview %alloc_3[5, 0, 0] [1, 2, 96] [1, 1, 1] : memref<6x2x96xf32> to memref<1x2x96xf32, strided<[192, 96, 1], offset: 960>>
    %collapse_shape = memref.collapse_shape %subview [[0, 1], [2]] : memref<1x2x96xf32, strided<[192, 96, 1]>> into memref<2x96xf32, strided<[96, 1]>>
    %collapse_shape_9 = memref.collapse_shape %subview_4 [[0, 1], [2]] : memref<1x2x96xf32, strided<[192, 96, 1], offset: 192>> into memref<2x96xf32, strided<[96, 1], offset: 192>>
    %collapse_shape_10 = memref.collapse_shape %subview_5 [[0, 1], [2]] : memref<1x2x96xf32, strided<[192, 96, 1], offset: 384>> into memref<2x96xf32, strided<[96, 1], offset: 384>>
    %collapse_shape_11 = memref.collapse_shape %subview_6 [[0, 1], [2]] : memref<1x2x96xf32, strided<[192, 96, 1], offset: 576>> into memref<2x96xf32, strided<[96, 1], offset: 576>>
    %collapse_shape_12 = memref.collapse_shape %subview_7 [[0, 1], [2]] : memref<1x2x96xf32, strided<[192, 96, 1], offset: 768>> into memref<2x96xf32, strided<[96, 1], offset: 768>>
    %collapse_shape_13 = memref.collapse_shape %subview_8 [[0, 1], [2]] : memref<1x2x96xf32, strided<[192, 96, 1], offset: 960>> into memref<2x96xf32, strided<[96, 1], offset: 960>>
    %subview_14 = memref.subview %collapse_shape[0, 0] [2, 32] [1, 1] : memref<2x96xf32, strided<[96, 1]>> to memref<2x32xf32, strided<[96, 1]>>
    %subview_15 = memref.subview %collapse_shape[0, 32] [2, 32] [1, 1] : memref<2x96xf32, strided<[96, 1]>> to memref<2x32xf32, strided<[96, 1], offset: 32>>
    %subview_16 = memref.subview %collapse_shape[0, 64] [2, 32] [1, 1] : memref<2x96xf32, strided<[96, 1]>> to memref<2x32xf32, strided<[96, 1], offset: 64>>
    %alloc_17 = memref.alloc() {alignment = 64 : i64} : memref<32x96xf32>
    scf.for %arg1 = %c0 to %c32 step %c1 {
      scf.for %arg2 = %c0 to %c96 step %c1 {
        %8 = memref.load %5[%arg2, %arg1] : memref<96x32xf32>
        memref.store %8, %alloc_17[%arg1, %arg2] : memref<32x96xf32>
      }
    }
    %alloc_18 = memref.alloc() {alignment = 64 : i64} : memref<2x96xf32>
    %alloc_19 = memref.alloc() {alignment = 64 : i64} : memref<2x96xf32>
    scf.for %arg1 = %c0 to %c2 step %c1 {
      scf.for %arg2 = %c0 to %c96 step %c1 {
        memref.store %cst, %alloc_19[%arg1, %arg2] : memref<2x96xf32>
      }
    }
    %alloc_20 = memref.alloc() {alignment = 64 : i64} : memref<2x96xf32>
    memref.copy %alloc_19, %alloc_20 : memref<2x96xf32> to memref<2x96xf32>
    scf.for %arg1 = %c0 to %c2 step %c1 {
      scf.for %arg2 = %c0 to %c96 step %c1 {
        scf.for %arg3 = %c0 to %c32 step %c1 {
          %8 = memref.load %0[%arg1, %arg3] : memref<2x32xf32>
          %9 = memref.load %alloc_17[%arg3, %arg2] : memref<32x96xf32>
          %10 = memref.load %alloc_20[%arg1, %arg2] : memref<2x96xf32>
          %11 = arith.mulf %8, %9 : f32
          %12 = arith.addf %10, %11 : f32
          memref.store %12, %alloc_20[%arg1, %arg2] : memref<2x96xf32>
        }
      }
    }
    scf.for %arg1 = %c0 to %c2 step %c1 {
      scf.for %arg2 = %c0 to %c96 step %c1 {
        %8 = memref.load %alloc_20[%arg1, %arg2] : memref<2x96xf32>
        %9 = memref.load %4[%arg2] : memref<96xf32>
        %10 = arith.addf %8, %9 : f32
        memref.store %10, %alloc_18[%arg1, %arg2] : memref<2x96xf32>
      }
    }
    %expand_shape = memref.expand_shape %alloc_18 [[0, 1], [2]] output_shape [1, 2, 96] : memref<2x96xf32> into memref<1x2x96xf32>
    %subview_21 = memref.subview %expand_shape[0, 0, 0] [1, 2, 32] [1, 1, 1] : memref<1x2x96xf32> to memref<1x2x32xf32, strided<[192, 96, 1]>>
    %subview_22 = memref.subview %expand_shape[0, 0, 32] [1, 2, 32] [1, 1, 1] : memref<1x2x96xf32> to memref<1x2x32xf32, strided<[192, 96, 1], offset: 32>>
    %subview_23 = memref.subview %expand_shape[0, 0, 64] [1, 2, 32] [1, 1, 1] : memref<1x2x96xf32> to memref<1x2x32xf32, strided<[192, 96, 1], offset: 64>>
    %alloc_24 = memref.alloc() {alignment = 64 : i64} : memref<1x2x32xf32>
    scf.for %arg1 = %c0 to %c1 step %c1 {
      scf.for %arg2 = %c0 to %c2 step %c1 {
        scf.for %arg3 = %c0 to %c32 step %c1 {
          %8 = memref.load %subview_21[%arg1, %arg2, %arg3] : memref<1x2x32xf32, strided<[192, 96, 1]>>
          %9 = memref.load %subview_14[%arg2, %arg3] : memref<2x32xf32, strided<[96, 1]>>
          %10 = arith.addf %8, %9 : f32
          memref.store %10, %alloc_24[%arg1, %arg2, %arg3] : memref<1x2x32xf32>
        }
      }
    }
    %alloc_25 = memref.alloc() {alignment = 64 : i64} : memref<1x2x32xf32>
    scf.for %arg1 = %c0 to %c1 step %c1 {
      scf.for %arg2 = %c0 to %c2 step %c1 {
        scf.for %arg3 = %c0 to %c32 step %c1 {
          %8 = memref.load %alloc_24[%arg1, %arg2, %arg3] : memref<1x2x32xf32>
          %9 = arith.negf %8 : f32
          %10 = math.exp %9 : f32
          %11 = arith.addf %10, %cst_0 : f32
          %12 = arith.divf %cst_0, %11 : f32
          memref.store %12, %alloc_25[%arg1, %arg2, %arg3] : memref<1x2x32xf32>
        }
      }
    }
    scf.for %arg1 = %c0 to %c1 step %c1 {
      scf.for %arg2 = %c0 to %c2 step %c1 {
        scf.for %arg3 = %c0 to %c32 step %c1 {
          %8 = memref.load %subview_22[%arg1, %arg2, %arg3] : memref<1x2x32xf32, strided<[192, 96, 1], offset: 32>>
          %9 = memref.load %subview_15[%arg2, %arg3] : memref<2x32xf32, strided<[96, 1], offset: 32>>
          %10 = arith.addf %8, %9 : f32
          memref.store %10, %alloc_24[%arg1, %arg2, %arg3] : memref<1x2x32xf32>
        }
      }
    }
    %alloc_26 = memref.alloc() {alignment = 64 : i64} : memref<1x2x32xf32>
    scf.for %arg1 = %c0 to %c1 step %c1 {
      scf.for %arg2 = %c0 to %c2 step %c1 {
        scf.for %arg3 = %c0 to %c32 step %c1 {
          %8 = memref.load %alloc_24[%arg1, %arg2, %arg3] : memref<1x2x32xf32>
          %9 = arith.negf %8 : f32
          %10 = math.exp %9 : f32
          %11 = arith.addf %10, %cst_0 : f32
          %12 = arith.divf %cst_0, %11 : f32
          memref.store %12, %alloc_26[%arg1, %arg2, %arg3] : memref<1x2x32xf32>
        }
      }
    }
    scf.for %arg1 = %c0 to %c1 step %c1 {
      scf.for %arg2 = %c0 to %c2 step %c1 {
        scf.for %arg3 = %c0 to %c32 step %c1 {
          %8 = memref.load %subview_23[%arg1, %arg2, %arg3] : memref<1x2x32xf32, strided<[192, 96, 1], offset: 64>>
          %9 = memref.load %alloc_25[%arg1, %arg2, %arg3] : memref<1x2x32xf32>
          %10 = arith.mulf %8, %9 : f32
          memref.store %10, %alloc_24[%arg1, %arg2, %arg3] : memref<1x2x32xf32>
        }
      }
    }
    scf.for %arg1 = %c0 to %c1 step %c1 {
      scf.for %arg2 = %c0 to %c2 step %c1 {
        scf.for %arg3 = %c0 to %c32 step %c1 {
          %8 = memref.load %subview_16[%arg2, %arg3] : memref<2x32xf32, strided<[96, 1], offset: 64>>
          %9 = memref.load %alloc_24[%arg1, %arg2, %arg3] : memref<1x2x32xf32>
          %10 = arith.addf %8, %9 : f32
          memref.store %10, %alloc_24[%arg1, %arg2, %arg3] : memref<1x2x32xf32>
        }
      }
    }
    %alloc_27 = memref.alloc() {alignment = 64 : i64} : memref<1x2x32xf32>
    scf.for %arg1 = %c0 to %c1 step %c1 {
      scf.for %arg2 = %c0 to %c2 step %c1 {
        scf.for %arg3 = %c0 to %c32 step %c1 {
          %8 = memref.load %alloc_24[%arg1, %arg2, %arg3] : memref<1x2x32xf32>
          %9 = math.tanh %8 : f32
          memref.store %9, %alloc_27[%arg1, %arg2, %arg3] : memref<1x2x32xf32>
        }
      }
    }
    scf.for %arg1 = %c0 to %c1 step %c1 {
      scf.for %arg2 = %c0 to %c2 step %c1 {
        scf.for %arg3 = %c0 to %c32 step %c1 {
          %8 = memref.load %1[%arg1, %arg2, %arg3] : memref<1x2x32xf32>
          %9 = memref.load %alloc_27[%arg1, %arg2, %arg3] : memref<1x2x32xf32>
          %10 = arith.subf %8, %9 : f32
          memref.store %10, %alloc_24[%arg1, %arg2, %arg3] : memref<1x2x32xf32>
        }
      }
    }
    scf.for %arg1 = %c0 to %c1 step %c1 {
      scf.for %arg2 = %c0 to %c2 step %c1 {
        scf.for %arg3 = %c0 to %c32 step %c1 {
          %8 = memref.load %alloc_24[%arg1, %arg2, %arg3] : memref<1x2x32xf32>
          %9 = memref.load %alloc_26[%arg1, %arg2, %arg3] : memref<1x2x32xf32>
          %10 = arith.mulf %8, %9 : f32
          memref.store %10, %alloc_24[%arg1, %arg2, %arg3] : memref<1x2x32xf32>
        }
      }
    }
    %alloc_28 = memref.alloc() {alignment = 64 : i64} : memref<1x2x32xf32>
    scf.for %arg1 = %c0 to %c1 step %c1 {
      scf.for %arg2 = %c0 to %c2 step %c1 {
        scf.for %arg3 = %c0 to %c32 step %c1 {
          %8 = memref.load %alloc_24[%arg1, %arg2, %arg3] : memref<1x2x32xf32>
          %9 = memref.load %alloc_27[%arg1, %arg2, %arg3] : memref<1x2x32xf32>
          %10 = arith.addf %8, %9 : f32
          memref.store %10, %alloc_28[%arg1, %arg2, %arg3] : memref<1x2x32xf32>
        }
      }
    }
    %subview_29 = memref.subview %collapse_shape_9[0, 0] [2, 32] [1, 1] : memref<2x96xf32, strided<[96, 1], offset: 192>> to memref<2x32xf32, strided<[96, 1], offset: 192>>
    %subview_30 = memref.subview %collapse_shape_9[0, 32] [2, 32] [1, 1] : memref<2x96xf32, strided<[96, 1], offset: 192>> to memref<2x32xf32, strided<[96, 1], offset: 224>>
    %subview_31 = memref.subview %collapse_shape_9[0, 64] [2, 32] [1, 1] : memref<2x96xf32, strided<[96, 1], offset: 192>> to memref<2x32xf32, strided<[96, 1], offset: 256>>
    %collapse_shape_32 = memref.collapse_shape %alloc_28 [[0, 1], [2]] : memref<1x2x32xf32> into memref<2x32xf32>
    %alloc_33 = memref.alloc() {alignment = 64 : i64} : memref<2x96xf32>
    memref.copy %alloc_19, %alloc_33 : memref<2x96xf32> to memref<2x96xf32>
    scf.for %arg1 = %c0 to %c2 step %c1 {
      scf.for %arg2 = %c0 to %c96 step %c1 {
        scf.for %arg3 = %c0 to %c32 step %c1 {
          %8 = memref.load %collapse_shape_32[%arg1, %arg3] : memref<2x32xf32>
          %9 = memref.load %alloc_17[%arg3, %arg2] : memref<32x96xf32>
          %10 = memref.load %alloc_33[%arg1, %arg2] : memref<2x96xf32>
          %11 = arith.mulf %8, %9 : f32
          %12 = arith.addf %10, %11 : f32
          memref.store %12, %alloc_33[%arg1, %arg2] : memref<2x96xf32>
        }
      }
    }
    scf.for %arg1 = %c0 to %c2 step %c1 {
      scf.for %arg2 = %c0 to %c96 step %c1 {
        %8 = memref.load %alloc_33[%arg1, %arg2] : memref<2x96xf32>
        %9 = memref.load %4[%arg2] : memref<96xf32>
        %10 = arith.addf %8, %9 : f32
        memref.store %10, %alloc_18[%arg1, %arg2] : memref<2x96xf32>
      }
    }
    scf.for %arg1 = %c0 to %c1 step %c1 {
      scf.for %arg2 = %c0 to %c2 step %c1 {
        scf.for %arg3 = %c0 to %c32 step %c1 {
          %8 = memref.load %subview_21[%arg1, %arg2, %arg3] : memref<1x2x32xf32, strided<[192, 96, 1]>>
          %9 = memref.load %subview_29[%arg2, %arg3] : memref<2x32xf32, strided<[96, 1], offset: 192>>
          %10 = arith.addf %8, %9 : f32
          memref.store %10, %alloc_24[%arg1, %arg2, %arg3] : memref<1x2x32xf32>
        }
      }
    }
    %alloc_34 = memref.alloc() {alignment = 64 : i64} : memref<1x2x32xf32>
    scf.for %arg1 = %c0 to %c1 step %c1 {
      scf.for %arg2 = %c0 to %c2 step %c1 {
        scf.for %arg3 = %c0 to %c32 step %c1 {
          %8 = memref.load %alloc_24[%arg1, %arg2, %arg3] : memref<1x2x32xf32>
          %9 = arith.negf %8 : f32
          %10 = math.exp %9 : f32
          %11 = arith.addf %10, %cst_0 : f32
          %12 = arith.divf %cst_0, %11 : f32
          memref.store %12, %alloc_34[%arg1, %arg2, %arg3] : memref<1x2x32xf32>
        }
      }
    }
    scf.for %arg1 = %c0 to %c1 step %c1 {
      scf.for %arg2 = %c0 to %c2 step %c1 {
        scf.for %arg3 = %c0 to %c32 step %c1 {
          %8 = memref.load %subview_22[%arg1, %arg2, %arg3] : memref<1x2x32xf32, strided<[192, 96, 1], offset: 32>>
          %9 = memref.load %subview_30[%arg2, %arg3] : memref<2x32xf32, strided<[96, 1], offset: 224>>
          %10 = arith.addf %8, %9 : f32
          memref.store %10, %alloc_24[%arg1, %arg2, %arg3] : memref<1x2x32xf32>
        }
      }
    }
    %alloc_35 = memref.alloc() {alignment = 64 : i64} : memref<1x2x32xf32>
    scf.for %arg1 = %c0 to %c1 step %c1 {
      scf.for %arg2 = %c0 to %c2 step %c1 {
        scf.for %arg3 = %c0 to %c32 step %c1 {
          %8 = memref.load %alloc_24[%arg1, %arg2, %arg3] : memref<1x2x32xf32>
          %9 = arith.negf %8 : f32
          %10 = math.exp %9 : f32
          %11 = arith.addf %10, %cst_0 : f32
          %12 = arith.divf %cst_0, %11 : f32
          memref.store %12, %alloc_35[%arg1, %arg2, %arg3] : memref<1x2x32xf32>
        }
      }
    }
    scf.for %arg1 = %c0 to %c1 step %c1 {
      scf.for %arg2 = %c0 to %c2 step %c1 {
        scf.for %arg3 = %c0 to %c32 step %c1 {
          %8 = memref.load %subview_23[%arg1, %arg2, %arg3] : memref<1x2x32xf32, strided<[192, 96, 1], offset: 64>>
          %9 = memref.load %alloc_34[%arg1, %arg2, %arg3] : memref<1x2x32xf32>
          %10 = arith.mulf %8, %9 : f32
          memref.store %10, %alloc_24[%arg1, %arg2, %arg3] : memref<1x2x32xf32>
        }
      }
    }
    scf.for %arg1 = %c0 to %c1 step %c1 {
      scf.for %arg2 = %c0 to %c2 step %c1 {
        scf.for %arg3 = %c0 to %c32 step %c1 {
          %8 = memref.load %subview_31[%arg2, %arg3] : memref<2x32xf32, strided<[96, 1], offset: 256>>
          %9 = memref.load %alloc_24[%arg1, %arg2, %arg3] : memref<1x2x32xf32>
          %10 = arith.addf %8, %9 : f32
          memref.store %10, %alloc_24[%arg1, %arg2, %arg3] : memref<1x2x32xf32>
        }
      }
    }
    %alloc_36 = memref.alloc() {alignment = 64 : i64} : memref<1x2x32xf32>
    scf.for %arg1 = %c0 to %c1 step %c1 {
      scf.for %arg2 = %c0 to %c2 step %c1 {
        scf.for %arg3 = %c0 to %c32 step %c1 {
          %8 = memref.load %alloc_24[%arg1, %arg2, %arg3] : memref<1x2x32xf32>
          %9 = math.tanh %8 : f32
          memref.store %9, %alloc_36[%arg1, %arg2, %arg3] : memref<1x2x32xf32>
        }
      }
    }
    scf.for %arg1 = %c0 to %c1 step %c1 {
      scf.for %arg2 = %c0 to %c2 step %c1 {
        scf.for %arg3 = %c0 to %c32 step %c1 {
          %8 = memref.load %alloc_28[%arg1, %arg2, %arg3] : memref<1x2x32xf32>
          %9 = memref.load %alloc_36[%arg1, %arg2, %arg3] : memref<1x2x32xf32>
          %10 = arith.subf %8, %9 : f32
          memref.store %10, %alloc_24[%arg1, %arg2, %arg3] : memref<1x2x32xf32>
        }
      }
    }
    scf.for %arg1 = %c0 to %c1 step %c1 {
      scf.for %arg2 = %c0 to %c2 step %c1 {
        scf.for %arg3 = %c0 to %c32 step %c1 {
          %8 = memref.load %alloc_24[%arg1, %arg2, %arg3] : memref<1x2x32xf32>
          %9 = memref.load %alloc_35[%arg1, %arg2, %arg3] : memref<1x2x32xf32>
          %10 = arith.mulf %8, %9 : f32
          memref.store %10, %alloc_24[%arg1, %arg2, %arg3] : memref<1x2x32xf32>
        }
      }
    }
    %alloc_37 = memref.alloc() {alignment = 64 : i64} : memref<1x2x32xf32>
    scf.for %arg1 = %c0 to %c1 step %c1 {
      scf.for %arg2 = %c0 to %c2 step %c1 {
        scf.for %arg3 = %c0 to %c32 step %c1 {
          %8 = memref.load %alloc_24[%arg1, %arg2, %arg3] : memref<1x2x32xf32>
          %9 = memref.load %alloc_36[%arg1, %arg2, %arg3] : memref<1x2x32xf32>
          %10 = arith.addf %8, %9 : f32
          memref.store %10, %alloc_37[%arg1, %arg2, %arg3] : memref<1x2x32xf32>
        }
      }
    }
    %subview_38 = memref.subview %collapse_shape_10[0, 0] [2, 32] [1, 1] : memref<2x96xf32, strided<[96, 1], offset: 384>> to memref<2x32xf32, strided<[96, 1], offset: 384>>
    %subview_39 = memref.subview %collapse_shape_10[0, 32] [2, 32] [1, 1] : memref<2x96xf32, strided<[96, 1], offset: 384>> to memref<2x32xf32, strided<[96, 1], offset: 416>>
    %subview_40 = memref.subview %collapse_shape_10[0, 64] [2, 32] [1, 1] : memref<2x96xf32, strided<[96, 1], offset: 384>> to memref<2x32xf32, strided<[96, 1], offset: 448>>
    %collapse_shape_41 = memref.collapse_shape %alloc_37 [[0, 1], [2]] : memref<1x2x32xf32> into memref<2x32xf32>
    %alloc_42 = memref.alloc() {alignment = 64 : i64} : memref<2x96xf32>
    memref.copy %alloc_19, %alloc_42 : memref<2x96xf32> to memref<2x96xf32>
    scf.for %arg1 = %c0 to %c2 step %c1 {
      scf.for %arg2 = %c0 to %c96 step %c1 {
        scf.for %arg3 = %c0 to %c32 step %c1 {
          %8 = memref.load %collapse_shape_41[%arg1, %arg3] : memref<2x32xf32>
          %9 = memref.load %alloc_17[%arg3, %arg2] : memref<32x96xf32>
          %10 = memref.load %alloc_42[%arg1, %arg2] : memref<2x96xf32>
          %11 = arith.mulf %8, %9 : f32
          %12 = arith.addf %10, %11 : f32
          memref.store %12, %alloc_42[%arg1, %arg2] : memref<2x96xf32>
        }
      }
    }
    scf.for %arg1 = %c0 to %c2 step %c1 {
      scf.for %arg2 = %c0 to %c96 step %c1 {
        %8 = memref.load %alloc_42[%arg1, %arg2] : memref<2x96xf32>
        %9 = memref.load %4[%arg2] : memref<96xf32>
        %10 = arith.addf %8, %9 : f32
        memref.store %10, %alloc_18[%arg1, %arg2] : memref<2x96xf32>
      }
    }
    scf.for %arg1 = %c0 to %c1 step %c1 {
      scf.for %arg2 = %c0 to %c2 step %c1 {
        scf.for %arg3 = %c0 to %c32 step %c1 {
          %8 = memref.load %subview_21[%arg1, %arg2, %arg3] : memref<1x2x32xf32, strided<[192, 96, 1]>>
          %9 = memref.load %subview_38[%arg2, %arg3] : memref<2x32xf32, strided<[96, 1], offset: 384>>
          %10 = arith.addf %8, %9 : f32
          memref.store %10, %alloc_24[%arg1, %arg2, %arg3] : memref<1x2x32xf32>
        }
      }
    }
    %alloc_43 = memref.alloc() {alignment = 64 : i64} : memref<1x2x32xf32>
    scf.for %arg1 = %c0 to %c1 step %c1 {
      scf.for %arg2 = %c0 to %c2 step %c1 {
        scf.for %arg3 = %c0 to %c32 step %c1 {
          %8 = memref.load %alloc_24[%arg1, %arg2, %arg3] : memref<1x2x32xf32>
          %9 = arith.negf %8 : f32
          %10 = math.exp %9 : f32
          %11 = arith.addf %10, %cst_0 : f32
          %12 = arith.divf %cst_0, %11 : f32
          memref.store %12, %alloc_43[%arg1, %arg2, %arg3] : memref<1x2x32xf32>
        }
      }
    }
    scf.for %arg1 = %c0 to %c1 step %c1 {
      scf.for %arg2 = %c0 to %c2 step %c1 {
        scf.for %arg3 = %c0 to %c32 step %c1 {
          %8 = memref.load %subview_22[%arg1, %arg2, %arg3] : memref<1x2x32xf32, strided<[192, 96, 1], offset: 32>>
          %9 = memref.load %subview_39[%arg2, %arg3] : memref<2x32xf32, strided<[96, 1], offset: 416>>
          %10 = arith.addf %8, %9 : f32
          memref.store %10, %alloc_24[%arg1, %arg2, %arg3] : memref<1x2x32xf32>
        }
      }
    }
    %alloc_44 = memref.alloc() {alignment = 64 : i64} : memref<1x2x32xf32>
    scf.for %arg1 = %c0 to %c1 step %c1 {
      scf.for %arg2 = %c0 to %c2 step %c1 {
        scf.for %arg3 = %c0 to %c32 step %c1 {
          %8 = memref.load %alloc_24[%arg1, %arg2, %arg3] : memref<1x2x32xf32>
          %9 = arith.negf %8 : f32
          %10 = math.exp %9 : f32
          %11 = arith.addf %10, %cst_0 : f32
          %12 = arith.divf %cst_0, %11 : f32
          memref.store %12, %alloc_44[%arg1, %arg2, %arg3] : memref<1x2x32xf32>
        }
      }
    }
    scf.for %arg1 = %c0 to %c1 step %c1 {
      scf.for %arg2 = %c0 to %c2 step %c1 {
        scf.for %arg3 = %c0 to %c32 step %c1 {
          %8 = memref.load %subview_23[%arg1, %arg2, %arg3] : memref<1x2x32xf32, strided<[192, 96, 1], offset: 64>>
          %9 = memref.load %alloc_43[%arg1, %arg2, %arg3] : memref<1x2x32xf32>
          %10 = arith.mulf %8, %9 : f32
          memref.store %10, %alloc_24[%arg1, %arg2, %arg3] : memref<1x2x32xf32>
        }
      }
    }
    scf.for %arg1 = %c0 to %c1 step %c1 {
      scf.for %arg2 = %c0 to %c2 step %c1 {
        scf.for %arg3 = %c0 to %c32 step %c1 {
          %8 = memref.load %subview_40[%arg2, %arg3] : memref<2x32xf32, strided<[96, 1], offset: 448>>
          %9 = memref.load %alloc_24[%arg1, %arg2, %arg3] : memref<1x2x32xf32>
          %10 = arith.addf %8, %9 : f32
          memref.store %10, %alloc_24[%arg1, %arg2, %arg3] : memref<1x2x32xf32>
        }
      }
    }
    %alloc_45 = memref.alloc() {alignment = 64 : i64} : memref<1x2x32xf32>
    scf.for %arg1 = %c0 to %c1 step %c1 {
      scf.for %arg2 = %c0 to %c2 step %c1 {
        scf.for %arg3 = %c0 to %c32 step %c1 {
          %8 = memref.load %alloc_24[%arg1, %arg2, %arg3] : memref<1x2x32xf32>
          %9 = math.tanh %8 : f32
          memref.store %9, %alloc_45[%arg1, %arg2, %arg3] : memref<1x2x32xf32>
        }
      }
    }
    scf.for %arg1 = %c0 to %c1 step %c1 {
      scf.for %arg2 = %c0 to %c2 step %c1 {
        scf.for %arg3 = %c0 to %c32 step %c1 {
          %8 = memref.load %alloc_37[%arg1, %arg2, %arg3] : memref<1x2x32xf32>
          %9 = memref.load %alloc_45[%arg1, %arg2, %arg3] : memref<1x2x32xf32>
          %10 = arith.subf %8, %9 : f32
          memref.store %10, %alloc_24[%arg1, %arg2, %arg3] : memref<1x2x32xf32>
        }
      }
    }
    scf.for %arg1 = %c0 to %c1 step %c1 {
      scf.for %arg2 = %c0 to %c2 step %c1 {
        scf.for %arg3 = %c0 to %c32 step %c1 {
          %8 = memref.load %alloc_24[%arg1, %arg2, %arg3] : memref<1x2x32xf32>
          %9 = memref.load %alloc_44[%arg1, %arg2, %arg3] : memref<1x2x32xf32>
          %10 = arith.mulf %8, %9 : f32
          memref.store %10, %alloc_24[%arg1, %arg2, %arg3] : memref<1x2x32xf32>
        }
      }
    }
    %alloc_46 = memref.alloc() {alignment = 64 : i64} : memref<1x2x32xf32>
    scf.for %arg1 = %c0 to %c1 step %c1 {
      scf.for %arg2 = %c0 to %c2 step %c1 {
        scf.for %arg3 = %c0 to %c32 step %c1 {
          %8 = memref.load %alloc_24[%arg1, %arg2, %arg3] : memref<1x2x32xf32>
          %9 = memref.load %alloc_45[%arg1, %arg2, %arg3] : memref<1x2x32xf32>
          %10 = arith.addf %8, %9 : f32
          memref.store %10, %alloc_46[%arg1, %arg2, %arg3] : memref<1x2x32xf32>
        }
      }
    }
    %subview_47 = memref.subview %collapse_shape_11[0, 0] [2, 32] [1, 1] : memref<2x96xf32, strided<[96, 1], offset: 576>> to memref<2x32xf32, strided<[96, 1], offset: 576>>
    %subview_48 = memref.subview %collapse_shape_11[0, 32] [2, 32] [1, 1] : memref<2x96xf32, strided<[96, 1], offset: 576>> to memref<2x32xf32, strided<[96, 1], offset: 608>>
    %subview_49 = memref.subview %collapse_shape_11[0, 64] [2, 32] [1, 1] : memref<2x96xf32, strided<[96, 1], offset: 576>> to memref<2x32xf32, strided<[96, 1], offset: 640>>
    %collapse_shape_50 = memref.collapse_shape %alloc_46 [[0, 1], [2]] : memref<1x2x32xf32> into memref<2x32xf32>
    %alloc_51 = memref.alloc() {alignment = 64 : i64} : memref<2x96xf32>
    memref.copy %alloc_19, %alloc_51 : memref<2x96xf32> to memref<2x96xf32>
    scf.for %arg1 = %c0 to %c2 step %c1 {
      scf.for %arg2 = %c0 to %c96 step %c1 {
        scf.for %arg3 = %c0 to %c32 step %c1 {
          %8 = memref.load %collapse_shape_50[%arg1, %arg3] : memref<2x32xf32>
          %9 = memref.load %alloc_17[%arg3, %arg2] : memref<32x96xf32>
          %10 = memref.load %alloc_51[%arg1, %arg2] : memref<2x96xf32>
          %11 = arith.mulf %8, %9 : f32
          %12 = arith.addf %10, %11 : f32
          memref.store %12, %alloc_51[%arg1, %arg2] : memref<2x96xf32>
        }
      }
    }
    scf.for %arg1 = %c0 to %c2 step %c1 {
      scf.for %arg2 = %c0 to %c96 step %c1 {
        %8 = memref.load %alloc_51[%arg1, %arg2] : memref<2x96xf32>
        %9 = memref.load %4[%arg2] : memref<96xf32>
        %10 = arith.addf %8, %9 : f32
        memref.store %10, %alloc_18[%arg1, %arg2] : memref<2x96xf32>
      }
    }
    scf.for %arg1 = %c0 to %c1 step %c1 {
      scf.for %arg2 = %c0 to %c2 step %c1 {
        scf.for %arg3 = %c0 to %c32 step %c1 {
          %8 = memref.load %subview_21[%arg1, %arg2, %arg3] : memref<1x2x32xf32, strided<[192, 96, 1]>>
          %9 = memref.load %subview_47[%arg2, %arg3] : memref<2x32xf32, strided<[96, 1], offset: 576>>
          %10 = arith.addf %8, %9 : f32
          memref.store %10, %alloc_24[%arg1, %arg2, %arg3] : memref<1x2x32xf32>
        }
      }
    }
    %alloc_52 = memref.alloc() {alignment = 64 : i64} : memref<1x2x32xf32>
    scf.for %arg1 = %c0 to %c1 step %c1 {
      scf.for %arg2 = %c0 to %c2 step %c1 {
        scf.for %arg3 = %c0 to %c32 step %c1 {
          %8 = memref.load %alloc_24[%arg1, %arg2, %arg3] : memref<1x2x32xf32>
          %9 = arith.negf %8 : f32
          %10 = math.exp %9 : f32
          %11 = arith.addf %10, %cst_0 : f32
          %12 = arith.divf %cst_0, %11 : f32
          memref.store %12, %alloc_52[%arg1, %arg2, %arg3] : memref<1x2x32xf32>
        }
      }
    }
    scf.for %arg1 = %c0 to %c1 step %c1 {
      scf.for %arg2 = %c0 to %c2 step %c1 {
        scf.for %arg3 = %c0 to %c32 step %c1 {
          %8 = memref.load %subview_22[%arg1, %arg2, %arg3] : memref<1x2x32xf32, strided<[192, 96, 1], offset: 32>>
          %9 = memref.load %subview_48[%arg2, %arg3] : memref<2x32xf32, strided<[96, 1], offset: 608>>
          %10 = arith.addf %8, %9 : f32
          memref.store %10, %alloc_24[%arg1, %arg2, %arg3] : memref<1x2x32xf32>
        }
      }
    }
    %alloc_53 = memref.alloc() {alignment = 64 : i64} : memref<1x2x32xf32>
    scf.for %arg1 = %c0 to %c1 step %c1 {
      scf.for %arg2 = %c0 to %c2 step %c1 {
        scf.for %arg3 = %c0 to %c32 step %c1 {
          %8 = memref.load %alloc_24[%arg1, %arg2, %arg3] : memref<1x2x32xf32>
          %9 = arith.negf %8 : f32
          %10 = math.exp %9 : f32
          %11 = arith.addf %10, %cst_0 : f32
          %12 = arith.divf %cst_0, %11 : f32
          memref.store %12, %alloc_53[%arg1, %arg2, %arg3] : memref<1x2x32xf32>
        }
      }
    }
    scf.for %arg1 = %c0 to %c1 step %c1 {
      scf.for %arg2 = %c0 to %c2 step %c1 {
        scf.for %arg3 = %c0 to %c32 step %c1 {
          %8 = memref.load %subview_23[%arg1, %arg2, %arg3] : memref<1x2x32xf32, strided<[192, 96, 1], offset: 64>>
          %9 = memref.load %alloc_52[%arg1, %arg2, %arg3] : memref<1x2x32xf32>
          %10 = arith.mulf %8, %9 : f32
          memref.store %10, %alloc_24[%arg1, %arg2, %arg3] : memref<1x2x32xf32>
        }
      }
    }
    scf.for %arg1 = %c0 to %c1 step %c1 {
      scf.for %arg2 = %c0 to %c2 step %c1 {
        scf.for %arg3 = %c0 to %c32 step %c1 {
          %8 = memref.load %subview_49[%arg2, %arg3] : memref<2x32xf32, strided<[96, 1], offset: 640>>
          %9 = memref.load %alloc_24[%arg1, %arg2, %arg3] : memref<1x2x32xf32>
          %10 = arith.addf %8, %9 : f32
          memref.store %10, %alloc_24[%arg1, %arg2, %arg3] : memref<1x2x32xf32>
        }
      }
    }
    %alloc_54 = memref.alloc() {alignment = 64 : i64} : memref<1x2x32xf32>
    scf.for %arg1 = %c0 to %c1 step %c1 {
      scf.for %arg2 = %c0 to %c2 step %c1 {
        scf.for %arg3 = %c0 to %c32 step %c1 {
          %8 = memref.load %alloc_24[%arg1, %arg2, %arg3] : memref<1x2x32xf32>
          %9 = math.tanh %8 : f32
          memref.store %9, %alloc_54[%arg1, %arg2, %arg3] : memref<1x2x32xf32>
        }
      }
    }
    scf.for %arg1 = %c0 to %c1 step %c1 {
      scf.for %arg2 = %c0 to %c2 step %c1 {
        scf.for %arg3 = %c0 to %c32 step %c1 {
          %8 = memref.load %alloc_46[%arg1, %arg2, %arg3] : memref<1x2x32xf32>
          %9 = memref.load %alloc_54[%arg1, %arg2, %arg3] : memref<1x2x32xf32>
          %10 = arith.subf %8, %9 : f32
          memref.store %10, %alloc_24[%arg1, %arg2, %arg3] : memref<1x2x32xf32>
        }
      }
    }
    scf.for %arg1 = %c0 to %c1 step %c1 {
      scf.for %arg2 = %c0 to %c2 step %c1 {
        scf.for %arg3 = %c0 to %c32 step %c1 {
          %8 = memref.load %alloc_24[%arg1, %arg2, %arg3] : memref<1x2x32xf32>
          %9 = memref.load %alloc_53[%arg1, %arg2, %arg3] : memref<1x2x32xf32>
          %10 = arith.mulf %8, %9 : f32
          memref.store %10, %alloc_24[%arg1, %arg2, %arg3] : memref<1x2x32xf32>
        }
      }
    }
    %alloc_55 = memref.alloc() {alignment = 64 : i64} : memref<1x2x32xf32>
    scf.for %arg1 = %c0 to %c1 step %c1 {
      scf.for %arg2 = %c0 to %c2 step %c1 {
        scf.for %arg3 = %c0 to %c32 step %c1 {
          %8 = memref.load %alloc_24[%arg1, %arg2, %arg3] : memref<1x2x32xf32>
          %9 = memref.load %alloc_54[%arg1, %arg2, %arg3] : memref<1x2x32xf32>
          %10 = arith.addf %8, %9 : f32
          memref.store %10, %alloc_55[%arg1, %arg2, %arg3] : memref<1x2x32xf32>
        }
      }
    }
    %subview_56 = memref.subview %collapse_shape_12[0, 0] [2, 32] [1, 1] : memref<2x96xf32, strided<[96, 1], offset: 768>> to memref<2x32xf32, strided<[96, 1], offset: 768>>
    %subview_57 = memref.subview %collapse_shape_12[0, 32] [2, 32] [1, 1] : memref<2x96xf32, strided<[96, 1], offset: 768>> to memref<2x32xf32, strided<[96, 1], offset: 800>>
    %subview_58 = memref.subview %collapse_shape_12[0, 64] [2, 32] [1, 1] : memref<2x96xf32, strided<[96, 1], offset: 768>> to memref<2x32xf32, strided<[96, 1], offset: 832>>
    %collapse_shape_59 = memref.collapse_shape %alloc_55 [[0, 1], [2]] : memref<1x2x32xf32> into memref<2x32xf32>
    %alloc_60 = memref.alloc() {alignment = 64 : i64} : memref<2x96xf32>
    memref.copy %alloc_19, %alloc_60 : memref<2x96xf32> to memref<2x96xf32>
    scf.for %arg1 = %c0 to %c2 step %c1 {
      scf.for %arg2 = %c0 to %c96 step %c1 {
        scf.for %arg3 = %c0 to %c32 step %c1 {
          %8 = memref.load %collapse_shape_59[%arg1, %arg3] : memref<2x32xf32>
          %9 = memref.load %alloc_17[%arg3, %arg2] : memref<32x96xf32>
          %10 = memref.load %alloc_60[%arg1, %arg2] : memref<2x96xf32>
          %11 = arith.mulf %8, %9 : f32
          %12 = arith.addf %10, %11 : f32
          memref.store %12, %alloc_60[%arg1, %arg2] : memref<2x96xf32>
        }
      }
    }
    scf.for %arg1 = %c0 to %c2 step %c1 {
      scf.for %arg2 = %c0 to %c96 step %c1 {
        %8 = memref.load %alloc_60[%arg1, %arg2] : memref<2x96xf32>
        %9 = memref.load %4[%arg2] : memref<96xf32>
        %10 = arith.addf %8, %9 : f32
        memref.store %10, %alloc_18[%arg1, %arg2] : memref<2x96xf32>
      }
    }
    scf.for %arg1 = %c0 to %c1 step %c1 {
      scf.for %arg2 = %c0 to %c2 step %c1 {
        scf.for %arg3 = %c0 to %c32 step %c1 {
          %8 = memref.load %subview_21[%arg1, %arg2, %arg3] : memref<1x2x32xf32, strided<[192, 96, 1]>>
          %9 = memref.load %subview_56[%arg2, %arg3] : memref<2x32xf32, strided<[96, 1], offset: 768>>
          %10 = arith.addf %8, %9 : f32
          memref.store %10, %alloc_24[%arg1, %arg2, %arg3] : memref<1x2x32xf32>
        }
      }
    }
    %alloc_61 = memref.alloc() {alignment = 64 : i64} : memref<1x2x32xf32>
    scf.for %arg1 = %c0 to %c1 step %c1 {
      scf.for %arg2 = %c0 to %c2 step %c1 {
        scf.for %arg3 = %c0 to %c32 step %c1 {
          %8 = memref.load %alloc_24[%arg1, %arg2, %arg3] : memref<1x2x32xf32>
          %9 = arith.negf %8 : f32
          %10 = math.exp %9 : f32
          %11 = arith.addf %10, %cst_0 : f32
          %12 = arith.divf %cst_0, %11 : f32
          memref.store %12, %alloc_61[%arg1, %arg2, %arg3] : memref<1x2x32xf32>
        }
      }
    }
    scf.for %arg1 = %c0 to %c1 step %c1 {
      scf.for %arg2 = %c0 to %c2 step %c1 {
        scf.for %arg3 = %c0 to %c32 step %c1 {
          %8 = memref.load %subview_22[%arg1, %arg2, %arg3] : memref<1x2x32xf32, strided<[192, 96, 1], offset: 32>>
          %9 = memref.load %subview_57[%arg2, %arg3] : memref<2x32xf32, strided<[96, 1], offset: 800>>
          %10 = arith.addf %8, %9 : f32
          memref.store %10, %alloc_24[%arg1, %arg2, %arg3] : memref<1x2x32xf32>
        }
      }
    }
    %alloc_62 = memref.alloc() {alignment = 64 : i64} : memref<1x2x32xf32>
    scf.for %arg1 = %c0 to %c1 step %c1 {
      scf.for %arg2 = %c0 to %c2 step %c1 {
        scf.for %arg3 = %c0 to %c32 step %c1 {
          %8 = memref.load %alloc_24[%arg1, %arg2, %arg3] : memref<1x2x32xf32>
          %9 = arith.negf %8 : f32
          %10 = math.exp %9 : f32
          %11 = arith.addf %10, %cst_0 : f32
          %12 = arith.divf %cst_0, %11 : f32
          memref.store %12, %alloc_62[%arg1, %arg2, %arg3] : memref<1x2x32xf32>
        }
      }
    }
    scf.for %arg1 = %c0 to %c1 step %c1 {
      scf.for %arg2 = %c0 to %c2 step %c1 {
        scf.for %arg3 = %c0 to %c32 step %c1 {
          %8 = memref.load %subview_23[%arg1, %arg2, %arg3] : memref<1x2x32xf32, strided<[192, 96, 1], offset: 64>>
          %9 = memref.load %alloc_61[%arg1, %arg2, %arg3] : memref<1x2x32xf32>
          %10 = arith.mulf %8, %9 : f32
          memref.store %10, %alloc_24[%arg1, %arg2, %arg3] : memref<1x2x32xf32>
        }
      }
    }
    scf.for %arg1 = %c0 to %c1 step %c1 {
      scf.for %arg2 = %c0 to %c2 step %c1 {
        scf.for %arg3 = %c0 to %c32 step %c1 {
          %8 = memref.load %subview_58[%arg2, %arg3] : memref<2x32xf32, strided<[96, 1], offset: 832>>
          %9 = memref.load %alloc_24[%arg1, %arg2, %arg3] : memref<1x2x32xf32>
          %10 = arith.addf %8, %9 : f32
          memref.store %10, %alloc_24[%arg1, %arg2, %arg3] : memref<1x2x32xf32>
        }
      }
    }
    %alloc_63 = memref.alloc() {alignment = 64 : i64} : memref<1x2x32xf32>
    scf.for %arg1 = %c0 to %c1 step %c1 {
      scf.for %arg2 = %c0 to %c2 step %c1 {
        scf.for %arg3 = %c0 to %c32 step %c1 {
          %8 = memref.load %alloc_24[%arg1, %arg2, %arg3] : memref<1x2x32xf32>
          %9 = math.tanh %8 : f32
          memref.store %9, %alloc_63[%arg1, %arg2, %arg3] : memref<1x2x32xf32>
        }
      }
    }
    scf.for %arg1 = %c0 to %c1 step %c1 {
      scf.for %arg2 = %c0 to %c2 step %c1 {
        scf.for %arg3 = %c0 to %c32 step %c1 {
          %8 = memref.load %alloc_55[%arg1, %arg2, %arg3] : memref<1x2x32xf32>
          %9 = memref.load %alloc_63[%arg1, %arg2, %arg3] : memref<1x2x32xf32>
          %10 = arith.subf %8, %9 : f32
          memref.store %10, %alloc_24[%arg1, %arg2, %arg3] : memref<1x2x32xf32>
        }
      }
    }
    scf.for %arg1 = %c0 to %c1 step %c1 {
      scf.for %arg2 = %c0 to %c2 step %c1 {
        scf.for %arg3 = %c0 to %c32 step %c1 {
          %8 = memref.load %alloc_24[%arg1, %arg2, %arg3] : memref<1x2x32xf32>
          %9 = memref.load %alloc_62[%arg1, %arg2, %arg3] : memref<1x2x32xf32>
          %10 = arith.mulf %8, %9 : f32
          memref.store %10, %alloc_24[%arg1, %arg2, %arg3] : memref<1x2x32xf32>
        }
      }
    }
    %alloc_64 = memref.alloc() {alignment = 64 : i64} : memref<1x2x32xf32>
    scf.for %arg1 = %c0 to %c1 step %c1 {
      scf.for %arg2 = %c0 to %c2 step %c1 {
        scf.for %arg3 = %c0 to %c32 step %c1 {
          %8 = memref.load %alloc_24[%arg1, %arg2, %arg3] : memref<1x2x32xf32>
          %9 = memref.load %alloc_63[%arg1, %arg2, %arg3] : memref<1x2x32xf32>
          %10 = arith.addf %8, %9 : f32
          memref.store %10, %alloc_64[%arg1, %arg2, %arg3] : memref<1x2x32xf32>
        }
      }
    }
    %subview_65 = memref.subview %collapse_shape_13[0, 0] [2, 32] [1, 1] : memref<2x96xf32, strided<[96, 1], offset: 960>> to memref<2x32xf32, strided<[96, 1], offset: 960>>
    %subview_66 = memref.subview %collapse_shape_13[0, 32] [2, 32] [1, 1] : memref<2x96xf32, strided<[96, 1], offset: 960>> to memref<2x32xf32, strided<[96, 1], offset: 992>>
    %subview_67 = memref.subview %collapse_shape_13[0, 64] [2, 32] [1, 1] : memref<2x96xf32, strided<[96, 1], offset: 960>> to memref<2x32xf32, strided<[96, 1], offset: 1024>>
    %collapse_shape_68 = memref.collapse_shape %alloc_64 [[0, 1], [2]] : memref<1x2x32xf32> into memref<2x32xf32>
    scf.for %arg1 = %c0 to %c2 step %c1 {
      scf.for %arg2 = %c0 to %c96 step %c1 {
        scf.for %arg3 = %c0 to %c32 step %c1 {
          %8 = memref.load %collapse_shape_68[%arg1, %arg3] : memref<2x32xf32>
          %9 = memref.load %alloc_17[%arg3, %arg2] : memref<32x96xf32>
          %10 = memref.load %alloc_19[%arg1, %arg2] : memref<2x96xf32>
          %11 = arith.mulf %8, %9 : f32
          %12 = arith.addf %10, %11 : f32
          memref.store %12, %alloc_19[%arg1, %arg2] : memref<2x96xf32>
        }
      }
    }
    scf.for %arg1 = %c0 to %c2 step %c1 {
      scf.for %arg2 = %c0 to %c96 step %c1 {
        %8 = memref.load %alloc_19[%arg1, %arg2] : memref<2x96xf32>
        %9 = memref.load %4[%arg2] : memref<96xf32>
        %10 = arith.addf %8, %9 : f32
        memref.store %10, %alloc_18[%arg1, %arg2] : memref<2x96xf32>
      }
    }
    scf.for %arg1 = %c0 to %c1 step %c1 {
      scf.for %arg2 = %c0 to %c2 step %c1 {
        scf.for %arg3 = %c0 to %c32 step %c1 {
          %8 = memref.load %subview_21[%arg1, %arg2, %arg3] : memref<1x2x32xf32, strided<[192, 96, 1]>>
          %9 = memref.load %subview_65[%arg2, %arg3] : memref<2x32xf32, strided<[96, 1], offset: 960>>
          %10 = arith.addf %8, %9 : f32
          memref.store %10, %alloc_24[%arg1, %arg2, %arg3] : memref<1x2x32xf32>
        }
      }
    }
    %alloc_69 = memref.alloc() {alignment = 64 : i64} : memref<1x2x32xf32>
    scf.for %arg1 = %c0 to %c1 step %c1 {
      scf.for %arg2 = %c0 to %c2 step %c1 {
        scf.for %arg3 = %c0 to %c32 step %c1 {
          %8 = memref.load %alloc_24[%arg1, %arg2, %arg3] : memref<1x2x32xf32>
          %9 = arith.negf %8 : f32
          %10 = math.exp %9 : f32
          %11 = arith.addf %10, %cst_0 : f32
          %12 = arith.divf %cst_0, %11 : f32
          memref.store %12, %alloc_69[%arg1, %arg2, %arg3] : memref<1x2x32xf32>
        }
      }
    }
    scf.for %arg1 = %c0 to %c1 step %c1 {
      scf.for %arg2 = %c0 to %c2 step %c1 {
        scf.for %arg3 = %c0 to %c32 step %c1 {
          %8 = memref.load %subview_22[%arg1, %arg2, %arg3] : memref<1x2x32xf32, strided<[192, 96, 1], offset: 32>>
          %9 = memref.load %subview_66[%arg2, %arg3] : memref<2x32xf32, strided<[96, 1], offset: 992>>
          %10 = arith.addf %8, %9 : f32
          memref.store %10, %alloc_24[%arg1, %arg2, %arg3] : memref<1x2x32xf32>
        }
      }
    }
    %alloc_70 = memref.alloc() {alignment = 64 : i64} : memref<1x2x32xf32>
    scf.for %arg1 = %c0 to %c1 step %c1 {
      scf.for %arg2 = %c0 to %c2 step %c1 {
        scf.for %arg3 = %c0 to %c32 step %c1 {
          %8 = memref.load %alloc_24[%arg1, %arg2, %arg3] : memref<1x2x32xf32>
          %9 = arith.negf %8 : f32
          %10 = math.exp %9 : f32
          %11 = arith.addf %10, %cst_0 : f32
          %12 = arith.divf %cst_0, %11 : f32
          memref.store %12, %alloc_70[%arg1, %arg2, %arg3] : memref<1x2x32xf32>
        }
      }
    }
    scf.for %arg1 = %c0 to %c1 step %c1 {
      scf.for %arg2 = %c0 to %c2 step %c1 {
        scf.for %arg3 = %c0 to %c32 step %c1 {
          %8 = memref.load %subview_23[%arg1, %arg2, %arg3] : memref<1x2x32xf32, strided<[192, 96, 1], offset: 64>>
          %9 = memref.load %alloc_69[%arg1, %arg2, %arg3] : memref<1x2x32xf32>
          %10 = arith.mulf %8, %9 : f32
          memref.store %10, %alloc_24[%arg1, %arg2, %arg3] : memref<1x2x32xf32>
        }
      }
    }
    scf.for %arg1 = %c0 to %c1 step %c1 {
      scf.for %arg2 = %c0 to %c2 step %c1 {
        scf.for %arg3 = %c0 to %c32 step %c1 {
          %8 = memref.load %subview_67[%arg2, %arg3] : memref<2x32xf32, strided<[96, 1], offset: 1024>>
          %9 = memref.load %alloc_24[%arg1, %arg2, %arg3] : memref<1x2x32xf32>
          %10 = arith.addf %8, %9 : f32
          memref.store %10, %alloc_24[%arg1, %arg2, %arg3] : memref<1x2x32xf32>
        }
      }
    }
    %alloc_71 = memref.alloc() {alignment = 64 : i64} : memref<1x2x32xf32>
    scf.for %arg1 = %c0 to %c1 step %c1 {
      scf.for %arg2 = %c0 to %c2 step %c1 {
        scf.for %arg3 = %c0 to %c32 step %c1 {
          %8 = memref.load %alloc_24[%arg1, %arg2, %arg3] : memref<1x2x32xf32>
          %9 = math.tanh %8 : f32
          memref.store %9, %alloc_71[%arg1, %arg2, %arg3] : memref<1x2x32xf32>
        }
      }
    }
    scf.for %arg1 = %c0 to %c1 step %c1 {
      scf.for %arg2 = %c0 to %c2 step %c1 {
        scf.for %arg3 = %c0 to %c32 step %c1 {
          %8 = memref.load %alloc_64[%arg1, %arg2, %arg3] : memref<1x2x32xf32>
          %9 = memref.load %alloc_71[%arg1, %arg2, %arg3] : memref<1x2x32xf32>
          %10 = arith.subf %8, %9 : f32
          memref.store %10, %alloc_24[%arg1, %arg2, %arg3] : memref<1x2x32xf32>
        }
      }
    }
    scf.for %arg1 = %c0 to %c1 step %c1 {
      scf.for %arg2 = %c0 to %c2 step %c1 {
        scf.for %arg3 = %c0 to %c32 step %c1 {
          %8 = memref.load %alloc_24[%arg1, %arg2, %arg3] : memref<1x2x32xf32>
          %9 = memref.load %alloc_70[%arg1, %arg2, %arg3] : memref<1x2x32xf32>
          %10 = arith.mulf %8, %9 : f32
          memref.store %10, %alloc_24[%arg1, %arg2, %arg3] : memref<1x2x32xf32>
        }
      }
    }
    scf.for %arg1 = %c0 to %c1 step %c1 {
      scf.for %arg2 = %c0 to %c2 step %c1 {
        scf.for %arg3 = %c0 to %c32 step %c1 {
          %8 = memref.load %alloc_24[%arg1, %arg2, %arg3] : memref<1x2x32xf32>
          %9 = memref.load %alloc_71[%arg1, %arg2, %arg3] : memref<1x2x32xf32>
          %10 = arith.addf %8, %9 : f32
          memref.store %10, %alloc_24[%arg1, %arg2, %arg3] : memref<1x2x32xf32>
        }
      }
    }
    %alloc_72 = memref.alloc() {alignment = 64 : i64} : memref<6x2x32xf32>
    %subview_73 = memref.subview %alloc_72[0, 0, 0] [1, 2, 32] [1, 1, 1] : memref<6x2x32xf32> to memref<1x2x32xf32, strided<[64, 32, 1]>>
    memref.copy %alloc_28, %subview_73 : memref<1x2x32xf32> to memref<1x2x32xf32, strided<[64, 32, 1]>>
    %subview_74 = memref.subview %alloc_72[1, 0, 0] [1, 2, 32] [1, 1, 1] : memref<6x2x32xf32> to memref<1x2x32xf32, strided<[64, 32, 1], offset: 64>>
    memref.copy %alloc_37, %subview_74 : memref<1x2x32xf32> to memref<1x2x32xf32, strided<[64, 32, 1], offset: 64>>
    %subview_75 = memref.subview %alloc_72[2, 0, 0] [1, 2, 32] [1, 1, 1] : memref<6x2x32xf32> to memref<1x2x32xf32, strided<[64, 32, 1], offset: 128>>
    memref.copy %alloc_46, %subview_75 : memref<1x2x32xf32> to memref<1x2x32xf32, strided<[64, 32, 1], offset: 128>>
    %subview_76 = memref.subview %alloc_72[3, 0, 0] [1, 2, 32] [1, 1, 1] : memref<6x2x32xf32> to memref<1x2x32xf32, strided<[64, 32, 1], offset: 192>>
    memref.copy %alloc_55, %subview_76 : memref<1x2x32xf32> to memref<1x2x32xf32, strided<[64, 32, 1], offset: 192>>
    %subview_77 = memref.subview %alloc_72[4, 0, 0] [1, 2, 32] [1, 1, 1] : memref<6x2x32xf32> to memref<1x2x32xf32, strided<[64, 32, 1], offset: 256>>
    memref.copy %alloc_64, %subview_77 : memref<1x2x32xf32> to memref<1x2x32xf32, strided<[64, 32, 1], offset: 256>>
    %subview_78 = memref.subview %alloc_72[5, 0, 0] [1, 2, 32] [1, 1, 1] : memref<6x2x32xf32> to memref<1x2x32xf32, strided<[64, 32, 1], offset: 320>>
    memref.copy %alloc_24, %subview_78 : memref<1x2x32xf32> to memref<1x2x32xf32, strided<[64, 32, 1], offset: 320>>
    %alloc_79 = memref.alloc() {alignment = 64 : i64} : memref<2x6x32xf32>
    scf.for %arg1 = %c0 to %c2 step %c1 {
      scf.for %arg2 = %c0 to %c6 step %c1 {
        scf.for %arg3 = %c0 to %c32 step %c1 {
          %8 = memref.load %alloc_72[%arg2, %arg1, %arg3] : memref<6x2x32xf32>
          memref.store %8, %alloc_79[%arg1, %arg2, %arg3] : memref<2x6x32xf32>
        }
      }
    }
    %alloc_80 = memref.alloc() {alignment = 64 : i64} : memref<32x4xf32>
    scf.for %arg1 = %c0 to %c32 step %c1 {
      scf.for %arg2 = %c0 to %c4 step %c1 {
        %8 = memref.load %3[%arg2, %arg1] : memref<4x32xf32>
        memref.store %8, %alloc_80[%arg1, %arg2] : memref<32x4xf32>
      }
    }
    %alloc_81 = memref.alloc() {alignment = 64 : i64} : memref<2x32x4xf32>
    scf.for %arg1 = %c0 to %c2 step %c1 {
      scf.for %arg2 = %c0 to %c32 step %c1 {
        scf.for %arg3 = %c0 to %c4 step %c1 {
          %8 = memref.load %alloc_80[%arg2, %arg3] : memref<32x4xf32>
          memref.store %8, %alloc_81[%arg1, %arg2, %arg3] : memref<2x32x4xf32>
        }
      }
    }
    %alloc_82 = memref.alloc() {alignment = 64 : i64} : memref<2x6x4xf32>
    scf.for %arg1 = %c0 to %c2 step %c1 {
      scf.for %arg2 = %c0 to %c6 step %c1 {
        scf.for %arg3 = %c0 to %c4 step %c1 {
          memref.store %cst, %alloc_82[%arg1, %arg2, %arg3] : memref<2x6x4xf32>
        }
      }
    }
    scf.for %arg1 = %c0 to %c2 step %c1 {
      scf.for %arg2 = %c0 to %c6 step %c1 {
        scf.for %arg3 = %c0 to %c4 step %c1 {
          scf.for %arg4 = %c0 to %c32 step %c1 {
            %8 = memref.load %alloc_79[%arg1, %arg2, %arg4] : memref<2x6x32xf32>
            %9 = memref.load %alloc_81[%arg1, %arg4, %arg3] : memref<2x32x4xf32>
            %10 = memref.load %alloc_82[%arg1, %arg2, %arg3] : memref<2x6x4xf32>
            %11 = arith.mulf %8, %9 : f32
            %12 = arith.addf %10, %11 : f32
            memref.store %12, %alloc_82[%arg1, %arg2, %arg3] : memref<2x6x4xf32>
          }
        }
      }
    }
    scf.for %arg1 = %c0 to %c2 step %c1 {
      scf.for %arg2 = %c0 to %c6 step %c1 {
        scf.for %arg3 = %c0 to %c4 step %c1 {
          %8 = memref.load %alloc_82[%arg1, %arg2, %arg3] : memref<2x6x4xf32>
          %9 = memref.load %2[%arg3] : memref<4xf32>
          %10 = arith.addf %8, %9 : f32
          memref.store %10, %alloc_82[%arg1, %arg2, %arg3] : memref<2x6x4xf32>
        }
      }
    }
    return %alloc_82 : memref<2x6x4xf32>
  }
}


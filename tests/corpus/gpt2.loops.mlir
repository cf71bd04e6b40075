module {
  memref.global "private" constant @__constant_xi64 : memref<i64> = dense<1> {alignment = 64 : i64}
  memref.global "private" constant @__constant_64x32xf32 : memref<64x32xf32> = dense<0.00768532557> {alignment = 64 : i64}
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
    %c128 = arith.constant 128 : index
    %c16 = arith.constant 16 : index
    %c96 = arith.constant 96 : index
    %c32 = arith.constant 32 : index
    %c2 = arith.constant 2 : index
    %cst = arith.constant 1.000000e+00 : f32
    %cst_0 = arith.constant 5.000000e-01 : f32
    %cst_1 = arith.constant 2.500000e-01 : f32
    %cst_2 = arith.constant 3.200000e+01 : f32
    %cst_3 = arith.constant 3.200000e+01 : f64
    %cst_4 = arith.constant 1.000000e-05 : f64
    %cst_5 = arith.constant 4.471500e-02 : f64
    %cst_6 = arith.constant 0.79788456080286541 : f64
    %cst_7 = arith.constant -0.00778416777 : f32
    %cst_8 = arith.constant 0.00768532557 : f32
    %c32_i64 = arith.constant 32 : i64
    %c3_i64 = arith.constant 3 : i64
    %c0_i64 = arith.constant 0 : i64
    %c1_i64 = arith.constant 1 : i64
    %c2_i64 = arith.constant 2 : i64
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c64 = arith.constant 64 : index
    %c3 = arith.constant 3 : index
    %cst_9 = arith.constant 0.000000e+00 : f64
    %cst_10 = arith.constant 0.000000e+00 : f32
    %c16_i64 = arith.constant 16 : i64
    %cst_11 = arith.constant 0xFF800000 : f32
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
    %16 = memref.get_global @__constant_xi64 : memref<i64>
    %dim = memref.dim %arg0, %c1 : memref<1x?xi64>
    %17 = arith.index_cast %dim : index to i64
    %18 = arith.cmpi sge, %17, %c0_i64 : i64
    cf.assert %18, "negative values not allowed in new dimensions"
    %alloc = memref.alloc(%dim) {alignment = 64 : i64} : memref<1x?xi64>
    scf.for %arg1 = %c0 to %c1 step %c1 {
      scf.for %arg2 = %c0 to %dim step %c1 {
        %87 = memref.load %16[] : memref<i64>
        memref.store %87, %alloc[%arg1, %arg2] : memref<1x?xi64>
      }
    }
    %alloc_12 = memref.alloc(%dim) {alignment = 64 : i64} : memref<?xi64>
    scf.for %arg1 = %c0 to %dim step %c1 {
      %87 = arith.index_cast %arg1 : index to i64
      memref.store %87, %alloc_12[%arg1] : memref<?xi64>
    }
    %expand_shape = memref.expand_shape %alloc_12 [[0, 1]] output_shape [1, %dim] : memref<?xi64> into memref<1x?xi64>
    %19 = arith.cmpi slt, %17, %c0_i64 : i64
    %20 = arith.select %19, %c1_i64, %17 : i64
    %21 = arith.select %19, %c2_i64, %c1_i64 : i64
    %22 = arith.cmpi sle, %21, %c1_i64 : i64
    cf.assert %22, "must have at most one inferred (negative) dimension"
    %23 = arith.divsi %17, %20 : i64
    %24 = arith.select %19, %23, %17 : i64
    %alloc_13 = memref.alloc() {alignment = 64 : i64} : memref<2xi64>
    memref.store %23, %alloc_13[%c0] : memref<2xi64>
    memref.store %24, %alloc_13[%c1] : memref<2xi64>
    %reshape = memref.reshape %arg0(%alloc_13) : (memref<1x?xi64>, memref<2xi64>) -> memref<1x?xi64>
    %25 = memref.load %alloc_13[%c1] : memref<2xi64>
    %26 = arith.index_cast %25 : i64 to index
    %27 = arith.index_cast %24 : i64 to index
    %alloc_14 = memref.alloc(%27) {alignment = 64 : i64} : memref<1x?x32xf32>
    scf.for %arg1 = %c0 to %c1 step %c1 {
      scf.for %arg2 = %c0 to %26 step %c1 {
        scf.for %arg3 = %c0 to %c32 step %c1 {
          %87 = memref.load %reshape[%arg1, %arg2] : memref<1x?xi64>
          %88 = arith.index_cast %87 : i64 to index
          %89 = arith.cmpi slt, %88, %c64 : index
          cf.assert %89, "index must be smaller than dim size"
          %90 = arith.cmpi sge, %87, %c0_i64 : i64
          cf.assert %90, "index must be larger or equal to 0"
          memref.store %cst_8, %alloc_14[%arg1, %arg2, %arg3] : memref<1x?x32xf32>
        }
      }
    }
    %alloc_15 = memref.alloc(%dim) {alignment = 64 : i64} : memref<1x?x32xf32>
    %dim_16 = memref.dim %expand_shape, %c1 : memref<1x?xi64>
    scf.for %arg1 = %c0 to %c1 step %c1 {
      scf.for %arg2 = %c0 to %dim_16 step %c1 {
        scf.for %arg3 = %c0 to %c32 step %c1 {
          %87 = memref.load %expand_shape[%arg1, %arg2] : memref<1x?xi64>
          %88 = arith.index_cast %87 : i64 to index
          %89 = arith.cmpi slt, %88, %c64 : index
          cf.assert %89, "index must be smaller than dim size"
          %90 = arith.cmpi sge, %87, %c0_i64 : i64
          cf.assert %90, "index must be larger or equal to 0"
          memref.store %cst_7, %alloc_15[%arg1, %arg2, %arg3] : memref<1x?x32xf32>
        }
      }
    }
    %28 = arith.cmpi eq, %27, %dim : index
    cf.assert %28, "mismatched size for broadcast"
    %alloc_17 = memref.alloc(%27) {alignment = 64 : i64} : memref<1x?x32xf32>
    scf.for %arg1 = %c0 to %c1 step %c1 {
      scf.for %arg2 = %c0 to %27 step %c1 {
        scf.for %arg3 = %c0 to %c32 step %c1 {
          %87 = memref.load %alloc_14[%arg1, %arg2, %arg3] : memref<1x?x32xf32>
          %88 = memref.load %alloc_15[%arg1, %arg2, %arg3] : memref<1x?x32xf32>
          %89 = arith.addf %87, %88 : f32
          memref.store %89, %alloc_17[%arg1, %arg2, %arg3] : memref<1x?x32xf32>
        }
      }
    }
    %alloc_18 = memref.alloc(%dim) {alignment = 64 : i64} : memref<1x?xi1>
    scf.for %arg1 = %c0 to %c1 step %c1 {
      scf.for %arg2 = %c0 to %dim step %c1 {
        %87 = memref.load %alloc[%arg1, %arg2] : memref<1x?xi64>
        %88 = arith.cmpi ne, %87, %c0_i64 : i64
        memref.store %88, %alloc_18[%arg1, %arg2] : memref<1x?xi1>
      }
    }
    %alloc_19 = memref.alloc() {alignment = 64 : i64} : memref<1xi64>
    scf.for %arg1 = %c0 to %c1 step %c1 {
      memref.store %c0_i64, %alloc_19[%arg1] : memref<1xi64>
    }
    %expand_shape_20 = memref.expand_shape %alloc_19 [[0, 1, 2, 3]] output_shape [1, 1, 1, 1] : memref<1xi64> into memref<1x1x1x1xi64>
    %expand_shape_21 = memref.expand_shape %alloc_12 [[0, 1, 2, 3]] output_shape [1, 1, %dim, 1] : memref<?xi64> into memref<1x1x?x1xi64>
    %expand_shape_22 = memref.expand_shape %alloc_12 [[0, 1, 2, 3]] output_shape [1, 1, 1, %dim] : memref<?xi64> into memref<1x1x1x?xi64>
    %alloc_23 = memref.alloc(%dim, %dim) {alignment = 64 : i64} : memref<1x1x?x?xi1>
    %dim_24 = memref.dim %expand_shape_22, %c3 : memref<1x1x1x?xi64>
    %dim_25 = memref.dim %expand_shape_21, %c2 : memref<1x1x?x1xi64>
    scf.for %arg1 = %c0 to %c1 step %c1 {
      scf.for %arg2 = %c0 to %c1 step %c1 {
        scf.for %arg3 = %c0 to %dim_25 step %c1 {
          scf.for %arg4 = %c0 to %dim_24 step %c1 {
            %87 = memref.load %expand_shape_22[%arg1, %arg2, %c0, %arg4] : memref<1x1x1x?xi64>
            %88 = memref.load %expand_shape_21[%arg1, %arg2, %arg3, %c0] : memref<1x1x?x1xi64>
            %89 = arith.cmpi sle, %87, %88 : i64
            memref.store %89, %alloc_23[%arg1, %arg2, %arg3, %arg4] : memref<1x1x?x?xi1>
          }
        }
      }
    }
    scf.for %arg1 = %c0 to %c1 step %c1 {
      scf.for %arg2 = %c0 to %c1 step %c1 {
        scf.for %arg3 = %c0 to %dim step %c1 {
          scf.for %arg4 = %c0 to %dim step %c1 {
            %87 = memref.load %2[] : memref<i1>
            %88 = memref.load %alloc_23[%arg1, %arg2, %arg3, %arg4] : memref<1x1x?x?xi1>
            %89 = arith.andi %87, %88 : i1
            memref.store %89, %alloc_23[%arg1, %arg2, %arg3, %arg4] : memref<1x1x?x?xi1>
          }
        }
      }
    }
    %dim_26 = memref.dim %expand_shape_22, %c3 : memref<1x1x1x?xi64>
    %alloc_27 = memref.alloc(%dim_26) {alignment = 64 : i64} : memref<1x1x1x?xi1>
    %dim_28 = memref.dim %expand_shape_22, %c3 : memref<1x1x1x?xi64>
    scf.for %arg1 = %c0 to %c1 step %c1 {
      scf.for %arg2 = %c0 to %c1 step %c1 {
        scf.for %arg3 = %c0 to %c1 step %c1 {
          scf.for %arg4 = %c0 to %dim_28 step %c1 {
            %87 = memref.load %expand_shape_20[%c0, %c0, %c0, %c0] : memref<1x1x1x1xi64>
            %88 = memref.load %expand_shape_22[%c0, %c0, %c0, %arg4] : memref<1x1x1x?xi64>
            %89 = arith.cmpi slt, %87, %c0_i64 : i64
            %90 = arith.addi %87, %c1_i64 : i64
            %91 = arith.select %89, %90, %87 : i64
            %92 = arith.index_cast %91 : i64 to index
            %93 = arith.cmpi slt, %88, %c0_i64 : i64
            %94 = arith.addi %88, %17 : i64
            %95 = arith.select %93, %94, %88 : i64
            %96 = arith.index_cast %95 : i64 to index
            %97 = memref.load %alloc_18[%92, %96] : memref<1x?xi1>
            memref.store %97, %alloc_27[%arg1, %arg2, %arg3, %arg4] : memref<1x1x1x?xi1>
          }
        }
      }
    }
    %29 = arith.cmpi eq, %dim, %dim_26 : index
    cf.assert %29, "mismatched size for broadcast"
    %alloc_29 = memref.alloc(%dim, %dim) {alignment = 64 : i64} : memref<1x1x?x?xi1>
    scf.for %arg1 = %c0 to %c1 step %c1 {
      scf.for %arg2 = %c0 to %c1 step %c1 {
        scf.for %arg3 = %c0 to %dim step %c1 {
          scf.for %arg4 = %c0 to %dim step %c1 {
            %87 = memref.load %alloc_23[%arg1, %arg2, %arg3, %arg4] : memref<1x1x?x?xi1>
            %88 = memref.load %alloc_27[%arg1, %arg2, %c0, %arg4] : memref<1x1x1x?xi1>
            %89 = arith.andi %87, %88 : i1
            memref.store %89, %alloc_29[%arg1, %arg2, %arg3, %arg4] : memref<1x1x?x?xi1>
          }
        }
      }
    }
    cf.assert %18, "unimplemented: dynamic negative broadcast sizes"
    cf.assert %18, "unimplemented: dynamic negative broadcast sizes"
    scf.for %arg1 = %c0 to %c1 step %c1 {
      scf.for %arg2 = %c0 to %c1 step %c1 {
        scf.for %arg3 = %c0 to %dim step %c1 {
          scf.for %arg4 = %c0 to %dim step %c1 {
            %87 = arith.cmpi eq, %dim, %c1 : index
            %88 = arith.select %87, %c0, %arg3 : index
            %89 = arith.select %87, %c0, %arg4 : index
            %90 = memref.load %alloc_29[%c0, %c0, %88, %89] : memref<1x1x?x?xi1>
            memref.store %90, %alloc_23[%arg1, %arg2, %arg3, %arg4] : memref<1x1x?x?xi1>
          }
        }
      }
    }
    %alloc_30 = memref.alloc(%dim, %dim) {alignment = 64 : i64} : memref<1x1x?x?xf32>
    scf.for %arg1 = %c0 to %c1 step %c1 {
      scf.for %arg2 = %c0 to %c1 step %c1 {
        scf.for %arg3 = %c0 to %dim step %c1 {
          scf.for %arg4 = %c0 to %dim step %c1 {
            %87 = memref.load %alloc_23[%arg1, %arg2, %arg3, %arg4] : memref<1x1x?x?xi1>
            %88 = memref.load %1[] : memref<f32>
            %89 = memref.load %0[] : memref<f32>
            %90 = arith.select %87, %88, %89 : f32
            memref.store %90, %alloc_30[%arg1, %arg2, %arg3, %arg4] : memref<1x1x?x?xf32>
          }
        }
      }
    }
    %alloc_31 = memref.alloc(%27) {alignment = 64 : i64} : memref<1x?x32xf64>
    scf.for %arg1 = %c0 to %c1 step %c1 {
      scf.for %arg2 = %c0 to %27 step %c1 {
        scf.for %arg3 = %c0 to %c32 step %c1 {
          %87 = memref.load %alloc_17[%arg1, %arg2, %arg3] : memref<1x?x32xf32>
          %88 = arith.extf %87 : f32 to f64
          memref.store %88, %alloc_31[%arg1, %arg2, %arg3] : memref<1x?x32xf64>
        }
      }
    }
    %alloc_32 = memref.alloc(%27) {alignment = 64 : i64} : memref<1x?x1xf64>
    %alloc_33 = memref.alloc(%27) {alignment = 64 : i64} : memref<1x?x1xf64>
    scf.for %arg1 = %c0 to %c1 step %c1 {
      scf.for %arg2 = %c0 to %27 step %c1 {
        scf.for %arg3 = %c0 to %c1 step %c1 {
          memref.store %cst_9, %alloc_33[%arg1, %arg2, %arg3] : memref<1x?x1xf64>
        }
      }
    }
    %alloc_34 = memref.alloc(%27) {alignment = 64 : i64} : memref<1x?x1xf64>
    memref.copy %alloc_33, %alloc_34 : memref<1x?x1xf64> to memref<1x?x1xf64>
    scf.for %arg1 = %c0 to %c1 step %c1 {
      scf.for %arg2 = %c0 to %27 step %c1 {
        scf.for %arg3 = %c0 to %c32 step %c1 {
          %87 = memref.load %alloc_31[%arg1, %arg2, %arg3] : memref<1x?x32xf64>
          %88 = memref.load %alloc_34[%arg1, %arg2, %c0] : memref<1x?x1xf64>
          %89 = arith.addf %87, %88 : f64
          memref.store %89, %alloc_34[%arg1, %arg2, %c0] : memref<1x?x1xf64>
        }
      }
    }
    scf.for %arg1 = %c0 to %c1 step %c1 {
      scf.for %arg2 = %c0 to %27 step %c1 {
        scf.for %arg3 = %c0 to %c1 step %c1 {
          %87 = memref.load %alloc_34[%arg1, %arg2, %arg3] : memref<1x?x1xf64>
          %88 = arith.divf %87, %cst_3 : f64
          memref.store %88, %alloc_32[%arg1, %arg2, %arg3] : memref<1x?x1xf64>
        }
      }
    }
    scf.for %arg1 = %c0 to %c1 step %c1 {
      scf.for %arg2 = %c0 to %27 step %c1 {
        scf.for %arg3 = %c0 to %c32 step %c1 {
          %87 = memref.load %alloc_31[%arg1, %arg2, %arg3] : memref<1x?x32xf64>
          %88 = memref.load %alloc_32[%arg1, %arg2, %c0] : memref<1x?x1xf64>
          %89 = arith.subf %87, %88 : f64
          memref.store %89, %alloc_31[%arg1, %arg2, %arg3] : memref<1x?x32xf64>
        }
      }
    }
    scf.for %arg1 = %c0 to %c1 step %c1 {
      scf.for %arg2 = %c0 to %27 step %c1 {
        scf.for %arg3 = %c0 to %c32 step %c1 {
          %87 = memref.load %alloc_31[%arg1, %arg2, %arg3] : memref<1x?x32xf64>
          %88 = memref.load %alloc_31[%arg1, %arg2, %arg3] : memref<1x?x32xf64>
          %89 = arith.mulf %87, %88 : f64
          memref.store %89, %alloc_31[%arg1, %arg2, %arg3] : memref<1x?x32xf64>
        }
      }
    }
    scf.for %arg1 = %c0 to %c1 step %c1 {
      scf.for %arg2 = %c0 to %27 step %c1 {
        scf.for %arg3 = %c0 to %c32 step %c1 {
          %87 = memref.load %alloc_31[%arg1, %arg2, %arg3] : memref<1x?x32xf64>
          %88 = memref.load %alloc_33[%arg1, %arg2, %c0] : memref<1x?x1xf64>
          %89 = arith.addf %87, %88 : f64
          memref.store %89, %alloc_33[%arg1, %arg2, %c0] : memref<1x?x1xf64>
        }
      }
    }
    scf.for %arg1 = %c0 to %c1 step %c1 {
      scf.for %arg2 = %c0 to %27 step %c1 {
        scf.for %arg3 = %c0 to %c1 step %c1 {
          %87 = memref.load %alloc_33[%arg1, %arg2, %arg3] : memref<1x?x1xf64>
          %88 = arith.divf %87, %cst_3 : f64
          memref.store %88, %alloc_32[%arg1, %arg2, %arg3] : memref<1x?x1xf64>
        }
      }
    }
    %alloc_35 = memref.alloc(%27) {alignment = 64 : i64} : memref<1x?x1xf32>
    %alloc_36 = memref.alloc(%27) {alignment = 64 : i64} : memref<1x?x1xf32>
    scf.for %arg1 = %c0 to %c1 step %c1 {
      scf.for %arg2 = %c0 to %27 step %c1 {
        scf.for %arg3 = %c0 to %c1 step %c1 {
          %87 = memref.load %alloc_32[%arg1, %arg2, %arg3] : memref<1x?x1xf64>
          %88 = arith.truncf %87 : f64 to f32
          memref.store %88, %alloc_36[%arg1, %arg2, %arg3] : memref<1x?x1xf32>
        }
      }
    }
    scf.for %arg1 = %c0 to %c1 step %c1 {
      scf.for %arg2 = %c0 to %27 step %c1 {
        scf.for %arg3 = %c0 to %c1 step %c1 {
          memref.store %cst_10, %alloc_35[%arg1, %arg2, %arg3] : memref<1x?x1xf32>
        }
      }
    }
    scf.for %arg1 = %c0 to %c1 step %c1 {
      scf.for %arg2 = %c0 to %27 step %c1 {
        scf.for %arg3 = %c0 to %c32 step %c1 {
          %87 = memref.load %alloc_17[%arg1, %arg2, %arg3] : memref<1x?x32xf32>
          %88 = memref.load %alloc_35[%arg1, %arg2, %c0] : memref<1x?x1xf32>
          %89 = arith.addf %87, %88 : f32
          memref.store %89, %alloc_35[%arg1, %arg2, %c0] : memref<1x?x1xf32>
        }
      }
    }
    %alloc_37 = memref.alloc(%27) {alignment = 64 : i64} : memref<1x?x1xf32>
    scf.for %arg1 = %c0 to %c1 step %c1 {
      scf.for %arg2 = %c0 to %27 step %c1 {
        scf.for %arg3 = %c0 to %c1 step %c1 {
          %87 = memref.load %alloc_35[%arg1, %arg2, %arg3] : memref<1x?x1xf32>
          %88 = arith.divf %87, %cst_2 : f32
          memref.store %88, %alloc_37[%arg1, %arg2, %arg3] : memref<1x?x1xf32>
        }
      }
    }
    scf.for %arg1 = %c0 to %c1 step %c1 {
      scf.for %arg2 = %c0 to %27 step %c1 {
        scf.for %arg3 = %c0 to %c1 step %c1 {
          %87 = memref.load %alloc_36[%arg1, %arg2, %arg3] : memref<1x?x1xf32>
          %88 = arith.truncf %cst_4 : f64 to f32
          %89 = arith.addf %87, %88 : f32
          memref.store %89, %alloc_35[%arg1, %arg2, %arg3] : memref<1x?x1xf32>
        }
      }
    }
    scf.for %arg1 = %c0 to %c1 step %c1 {
      scf.for %arg2 = %c0 to %27 step %c1 {
        scf.for %arg3 = %c0 to %c1 step %c1 {
          %87 = memref.load %alloc_35[%arg1, %arg2, %arg3] : memref<1x?x1xf32>
          %88 = math.rsqrt %87 : f32
          memref.store %88, %alloc_35[%arg1, %arg2, %arg3] : memref<1x?x1xf32>
        }
      }
    }
    scf.for %arg1 = %c0 to %c1 step %c1 {
      scf.for %arg2 = %c0 to %27 step %c1 {
        scf.for %arg3 = %c0 to %c32 step %c1 {
          %87 = memref.load %alloc_17[%arg1, %arg2, %arg3] : memref<1x?x32xf32>
          %88 = memref.load %alloc_37[%arg1, %arg2, %c0] : memref<1x?x1xf32>
          %89 = arith.subf %87, %88 : f32
          memref.store %89, %alloc_14[%arg1, %arg2, %arg3] : memref<1x?x32xf32>
        }
      }
    }
    scf.for %arg1 = %c0 to %c1 step %c1 {
      scf.for %arg2 = %c0 to %27 step %c1 {
        scf.for %arg3 = %c0 to %c32 step %c1 {
          %87 = memref.load %alloc_14[%arg1, %arg2, %arg3] : memref<1x?x32xf32>
          %88 = memref.load %alloc_35[%arg1, %arg2, %c0] : memref<1x?x1xf32>
          %89 = arith.mulf %87, %88 : f32
          memref.store %89, %alloc_14[%arg1, %arg2, %arg3] : memref<1x?x32xf32>
        }
      }
    }
    scf.for %arg1 = %c0 to %c1 step %c1 {
      scf.for %arg2 = %c0 to %27 step %c1 {
        scf.for %arg3 = %c0 to %c32 step %c1 {
          %87 = memref.load %alloc_14[%arg1, %arg2, %arg3] : memref<1x?x32xf32>
          %88 = memref.load %4[%arg3] : memref<32xf32>
          %89 = arith.mulf %87, %88 : f32
          memref.store %89, %alloc_14[%arg1, %arg2, %arg3] : memref<1x?x32xf32>
        }
      }
    }
    scf.for %arg1 = %c0 to %c1 step %c1 {
      scf.for %arg2 = %c0 to %27 step %c1 {
        scf.for %arg3 = %c0 to %c32 step %c1 {
          %87 = memref.load %alloc_14[%arg1, %arg2, %arg3] : memref<1x?x32xf32>
          %88 = memref.load %3[%arg3] : memref<32xf32>
          %89 = arith.addf %87, %88 : f32
          memref.store %89, %alloc_14[%arg1, %arg2, %arg3] : memref<1x?x32xf32>
        }
      }
    }
    %collapse_shape = memref.collapse_shape %alloc_14 [[0, 1], [2]] : memref<1x?x32xf32> into memref<?x32xf32>
    %alloc_38 = memref.alloc(%27) {alignment = 64 : i64} : memref<?x96xf32>
    scf.for %arg1 = %c0 to %27 step %c1 {
      scf.for %arg2 = %c0 to %c96 step %c1 {
        memref.store %cst_10, %alloc_38[%arg1, %arg2] : memref<?x96xf32>
      }
    }
    %dim_39 = memref.dim %collapse_shape, %c0 : memref<?x32xf32>
    scf.for %arg1 = %c0 to %dim_39 step %c1 {
      scf.for %arg2 = %c0 to %c96 step %c1 {
        scf.for %arg3 = %c0 to %c32 step %c1 {
          %87 = memref.load %collapse_shape[%arg1, %arg3] : memref<?x32xf32>
          %88 = memref.load %14[%arg3, %arg2] : memref<32x96xf32>
          %89 = memref.load %alloc_38[%arg1, %arg2] : memref<?x96xf32>
          %90 = arith.mulf %87, %88 : f32
          %91 = arith.addf %89, %90 : f32
          memref.store %91, %alloc_38[%arg1, %arg2] : memref<?x96xf32>
        }
      }
    }
    scf.for %arg1 = %c0 to %27 step %c1 {
      scf.for %arg2 = %c0 to %c96 step %c1 {
        %87 = memref.load %alloc_38[%arg1, %arg2] : memref<?x96xf32>
        %88 = memref.load %9[%arg2] : memref<96xf32>
        %89 = arith.addf %87, %88 : f32
        memref.store %89, %alloc_38[%arg1, %arg2] : memref<?x96xf32>
      }
    }
    %expand_shape_40 = memref.expand_shape %alloc_38 [[0, 1], [2]] output_shape [1, %27, 96] : memref<?x96xf32> into memref<1x?x96xf32>
    %subview = memref.subview %expand_shape_40[0, 0, 0] [1, %27, 32] [1, 1, 1] : memref<1x?x96xf32> to memref<1x?x32xf32, strided<[?, 96, 1]>>
    %subview_41 = memref.subview %expand_shape_40[0, 0, 32] [1, %27, 32] [1, 1, 1] : memref<1x?x96xf32> to memref<1x?x32xf32, strided<[?, 96, 1], offset: 32>>
    %subview_42 = memref.subview %expand_shape_40[0, 0, 64] [1, %27, 32] [1, 1, 1] : memref<1x?x96xf32> to memref<1x?x32xf32, strided<[?, 96, 1], offset: 64>>
    %30 = arith.extui %19 : i1 to i64
    %31 = arith.addi %30, %c1_i64 : i64
    %32 = arith.muli %20, %c16_i64 : i64
    %33 = arith.cmpi sle, %31, %c1_i64 : i64
    cf.assert %33, "must have at most one inferred (negative) dimension"
    %34 = arith.muli %24, %c32_i64 : i64
    %35 = arith.divsi %34, %32 : i64
    %36 = arith.select %19, %35, %17 : i64
    %alloc_43 = memref.alloc() {alignment = 64 : i64} : memref<4xi64>
    memref.store %c1_i64, %alloc_43[%c0] : memref<4xi64>
    memref.store %36, %alloc_43[%c1] : memref<4xi64>
    memref.store %35, %alloc_43[%c2] : memref<4xi64>
    memref.store %c16_i64, %alloc_43[%c3] : memref<4xi64>
    %alloc_44 = memref.alloc(%27) {alignment = 64 : i64} : memref<1x?x32xf32>
    memref.copy %subview_41, %alloc_44 : memref<1x?x32xf32, strided<[?, 96, 1], offset: 32>> to memref<1x?x32xf32>
    %reshape_45 = memref.reshape %alloc_44(%alloc_43) : (memref<1x?x32xf32>, memref<4xi64>) -> memref<1x?x2x16xf32>
    %37 = memref.load %alloc_43[%c1] : memref<4xi64>
    %38 = arith.index_cast %37 : i64 to index
    %39 = arith.index_cast %36 : i64 to index
    cf.assert %33, "must have at most one inferred (negative) dimension"
    %alloc_46 = memref.alloc(%27) {alignment = 64 : i64} : memref<1x?x32xf32>
    memref.copy %subview_42, %alloc_46 : memref<1x?x32xf32, strided<[?, 96, 1], offset: 64>> to memref<1x?x32xf32>
    %reshape_47 = memref.reshape %alloc_46(%alloc_43) : (memref<1x?x32xf32>, memref<4xi64>) -> memref<1x?x2x16xf32>
    %40 = memref.load %alloc_43[%c1] : memref<4xi64>
    %41 = arith.index_cast %40 : i64 to index
    %alloc_48 = memref.alloc(%39) {alignment = 64 : i64} : memref<1x2x?x16xf32>
    %alloc_49 = memref.alloc(%39) {alignment = 64 : i64} : memref<1x2x?x16xf32>
    scf.for %arg1 = %c0 to %c1 step %c1 {
      scf.for %arg2 = %c0 to %c2 step %c1 {
        scf.for %arg3 = %c0 to %41 step %c1 {
          scf.for %arg4 = %c0 to %c16 step %c1 {
            %87 = memref.load %reshape_47[%arg1, %arg3, %arg2, %arg4] : memref<1x?x2x16xf32>
            memref.store %87, %alloc_49[%arg1, %arg2, %arg3, %arg4] : memref<1x2x?x16xf32>
          }
        }
      }
    }
    cf.assert %33, "must have at most one inferred (negative) dimension"
    %alloc_50 = memref.alloc(%27) {alignment = 64 : i64} : memref<1x?x32xf32>
    memref.copy %subview, %alloc_50 : memref<1x?x32xf32, strided<[?, 96, 1]>> to memref<1x?x32xf32>
    %reshape_51 = memref.reshape %alloc_50(%alloc_43) : (memref<1x?x32xf32>, memref<4xi64>) -> memref<1x?x2x16xf32>
    %42 = memref.load %alloc_43[%c1] : memref<4xi64>
    %43 = arith.index_cast %42 : i64 to index
    scf.for %arg1 = %c0 to %c1 step %c1 {
      scf.for %arg2 = %c0 to %c2 step %c1 {
        scf.for %arg3 = %c0 to %43 step %c1 {
          scf.for %arg4 = %c0 to %c16 step %c1 {
            %87 = memref.load %reshape_51[%arg1, %arg3, %arg2, %arg4] : memref<1x?x2x16xf32>
            memref.store %87, %alloc_48[%arg1, %arg2, %arg3, %arg4] : memref<1x2x?x16xf32>
          }
        }
      }
    }
    %alloc_52 = memref.alloc(%39) {alignment = 64 : i64} : memref<1x2x16x?xf32>
    scf.for %arg1 = %c0 to %c1 step %c1 {
      scf.for %arg2 = %c0 to %c2 step %c1 {
        scf.for %arg3 = %c0 to %c16 step %c1 {
          scf.for %arg4 = %c0 to %38 step %c1 {
            %87 = memref.load %reshape_45[%arg1, %arg4, %arg2, %arg3] : memref<1x?x2x16xf32>
            memref.store %87, %alloc_52[%arg1, %arg2, %arg3, %arg4] : memref<1x2x16x?xf32>
          }
        }
      }
    }
    cf.assert %18, "unimplemented: dynamic negative broadcast sizes"
    %alloc_53 = memref.alloc(%dim) {alignment = 64 : i64} : memref<1x2x?x16xf32>
    scf.for %arg1 = %c0 to %c1 step %c1 {
      scf.for %arg2 = %c0 to %c2 step %c1 {
        scf.for %arg3 = %c0 to %dim step %c1 {
          scf.for %arg4 = %c0 to %c16 step %c1 {
            %87 = arith.cmpi eq, %39, %c1 : index
            %88 = arith.select %87, %c0, %arg3 : index
            %89 = memref.load %alloc_48[%c0, %arg2, %88, %arg4] : memref<1x2x?x16xf32>
            memref.store %89, %alloc_53[%arg1, %arg2, %arg3, %arg4] : memref<1x2x?x16xf32>
          }
        }
      }
    }
    %collapse_shape_54 = memref.collapse_shape %alloc_53 [[0, 1], [2], [3]] : memref<1x2x?x16xf32> into memref<2x?x16xf32>
    cf.assert %18, "unimplemented: dynamic negative broadcast sizes"
    %alloc_55 = memref.alloc(%dim) {alignment = 64 : i64} : memref<1x2x16x?xf32>
    scf.for %arg1 = %c0 to %c1 step %c1 {
      scf.for %arg2 = %c0 to %c2 step %c1 {
        scf.for %arg3 = %c0 to %c16 step %c1 {
          scf.for %arg4 = %c0 to %dim step %c1 {
            %87 = arith.cmpi eq, %39, %c1 : index
            %88 = arith.select %87, %c0, %arg4 : index
            %89 = memref.load %alloc_52[%c0, %arg2, %arg3, %88] : memref<1x2x16x?xf32>
            memref.store %89, %alloc_55[%arg1, %arg2, %arg3, %arg4] : memref<1x2x16x?xf32>
          }
        }
      }
    }
    %collapse_shape_56 = memref.collapse_shape %alloc_55 [[0, 1], [2], [3]] : memref<1x2x16x?xf32> into memref<2x16x?xf32>
    %alloc_57 = memref.alloc(%dim, %dim) {alignment = 64 : i64} : memref<2x?x?xf32>
    scf.for %arg1 = %c0 to %c2 step %c1 {
      scf.for %arg2 = %c0 to %dim step %c1 {
        scf.for %arg3 = %c0 to %dim step %c1 {
          memref.store %cst_10, %alloc_57[%arg1, %arg2, %arg3] : memref<2x?x?xf32>
        }
      }
    }
    %alloc_58 = memref.alloc(%dim, %dim) {alignment = 64 : i64} : memref<2x?x?xf32>
    memref.copy %alloc_57, %alloc_58 : memref<2x?x?xf32> to memref<2x?x?xf32>
    %dim_59 = memref.dim %collapse_shape_54, %c1 : memref<2x?x16xf32>
    %dim_60 = memref.dim %collapse_shape_56, %c2 : memref<2x16x?xf32>
    scf.for %arg1 = %c0 to %c2 step %c1 {
      scf.for %arg2 = %c0 to %dim_59 step %c1 {
        scf.for %arg3 = %c0 to %dim_60 step %c1 {
          scf.for %arg4 = %c0 to %c16 step %c1 {
            %87 = memref.load %collapse_shape_54[%arg1, %arg2, %arg4] : memref<2x?x16xf32>
            %88 = memref.load %collapse_shape_56[%arg1, %arg4, %arg3] : memref<2x16x?xf32>
            %89 = memref.load %alloc_58[%arg1, %arg2, %arg3] : memref<2x?x?xf32>
            %90 = arith.mulf %87, %88 : f32
            %91 = arith.addf %89, %90 : f32
            memref.store %91, %alloc_58[%arg1, %arg2, %arg3] : memref<2x?x?xf32>
          }
        }
      }
    }
    %44 = arith.muli %17, %c2_i64 : i64
    %45 = arith.select %19, %c2_i64, %44 : i64
    %46 = arith.muli %45, %17 : i64
    %47 = arith.select %19, %c2_i64, %46 : i64
    %48 = arith.select %19, %31, %30 : i64
    %49 = arith.cmpi sle, %48, %c1_i64 : i64
    cf.assert %49, "must have at most one inferred (negative) dimension"
    %50 = arith.muli %44, %17 : i64
    %51 = arith.divsi %50, %47 : i64
    %52 = arith.select %19, %51, %17 : i64
    %alloc_61 = memref.alloc() {alignment = 64 : i64} : memref<4xi64>
    memref.store %c1_i64, %alloc_61[%c0] : memref<4xi64>
    memref.store %c2_i64, %alloc_61[%c1] : memref<4xi64>
    memref.store %52, %alloc_61[%c2] : memref<4xi64>
    memref.store %52, %alloc_61[%c3] : memref<4xi64>
    %reshape_62 = memref.reshape %alloc_58(%alloc_61) : (memref<2x?x?xf32>, memref<4xi64>) -> memref<1x2x?x?xf32>
    %53 = memref.load %alloc_61[%c2] : memref<4xi64>
    %54 = arith.index_cast %53 : i64 to index
    %55 = memref.load %alloc_61[%c3] : memref<4xi64>
    %56 = arith.index_cast %55 : i64 to index
    %57 = arith.index_cast %52 : i64 to index
    %alloc_63 = memref.alloc(%57, %57) {alignment = 64 : i64} : memref<1x2x?x?xf32>
    scf.for %arg1 = %c0 to %c1 step %c1 {
      scf.for %arg2 = %c0 to %c2 step %c1 {
        scf.for %arg3 = %c0 to %54 step %c1 {
          scf.for %arg4 = %c0 to %56 step %c1 {
            %87 = memref.load %reshape_62[%arg1, %arg2, %arg3, %arg4] : memref<1x2x?x?xf32>
            %88 = arith.mulf %87, %cst_1 : f32
            memref.store %88, %alloc_63[%arg1, %arg2, %arg3, %arg4] : memref<1x2x?x?xf32>
          }
        }
      }
    }
    %58 = arith.cmpi eq, %57, %dim : index
    cf.assert %58, "mismatched size for broadcast"
    cf.assert %58, "mismatched size for broadcast"
    scf.for %arg1 = %c0 to %c1 step %c1 {
      scf.for %arg2 = %c0 to %c2 step %c1 {
        scf.for %arg3 = %c0 to %57 step %c1 {
          scf.for %arg4 = %c0 to %57 step %c1 {
            %87 = memref.load %alloc_63[%arg1, %arg2, %arg3, %arg4] : memref<1x2x?x?xf32>
            %88 = memref.load %alloc_30[%arg1, %c0, %arg3, %arg4] : memref<1x1x?x?xf32>
            %89 = arith.addf %87, %88 : f32
            memref.store %89, %alloc_63[%arg1, %arg2, %arg3, %arg4] : memref<1x2x?x?xf32>
          }
        }
      }
    }
    %alloc_64 = memref.alloc(%57) {alignment = 64 : i64} : memref<1x2x?xi64>
    scf.for %arg1 = %c0 to %c1 step %c1 {
      scf.for %arg2 = %c0 to %c2 step %c1 {
        scf.for %arg3 = %c0 to %57 step %c1 {
          memref.store %c0_i64, %alloc_64[%arg1, %arg2, %arg3] : memref<1x2x?xi64>
        }
      }
    }
    %alloc_65 = memref.alloc(%57) {alignment = 64 : i64} : memref<1x2x?xf32>
    scf.for %arg1 = %c0 to %c1 step %c1 {
      scf.for %arg2 = %c0 to %c2 step %c1 {
        scf.for %arg3 = %c0 to %57 step %c1 {
          memref.store %cst_11, %alloc_65[%arg1, %arg2, %arg3] : memref<1x2x?xf32>
        }
      }
    }
    %alloc_66 = memref.alloc(%57) {alignment = 64 : i64} : memref<1x2x?xf32>
    memref.copy %alloc_65, %alloc_66 : memref<1x2x?xf32> to memref<1x2x?xf32>
    %alloc_67 = memref.alloc(%57) {alignment = 64 : i64} : memref<1x2x?xi64>
    memref.copy %alloc_64, %alloc_67 : memref<1x2x?xi64> to memref<1x2x?xi64>
    scf.for %arg1 = %c0 to %c1 step %c1 {
      scf.for %arg2 = %c0 to %c2 step %c1 {
        scf.for %arg3 = %c0 to %57 step %c1 {
          scf.for %arg4 = %c0 to %57 step %c1 {
            %87 = memref.load %alloc_63[%arg1, %arg2, %arg3, %arg4] : memref<1x2x?x?xf32>
            %88 = memref.load %alloc_66[%arg1, %arg2, %arg3] : memref<1x2x?xf32>
            %89 = memref.load %alloc_67[%arg1, %arg2, %arg3] : memref<1x2x?xi64>
            %90 = arith.index_cast %arg4 : index to i64
            %91 = arith.maximumf %87, %88 : f32
            %92 = arith.cmpf ogt, %87, %88 : f32
            %93 = arith.select %92, %90, %89 : i64
            memref.store %91, %alloc_66[%arg1, %arg2, %arg3] : memref<1x2x?xf32>
            memref.store %93, %alloc_67[%arg1, %arg2, %arg3] : memref<1x2x?xi64>
          }
        }
      }
    }
    %expand_shape_68 = memref.expand_shape %alloc_66 [[0], [1], [2, 3]] output_shape [1, 2, %57, 1] : memref<1x2x?xf32> into memref<1x2x?x1xf32>
    scf.for %arg1 = %c0 to %c1 step %c1 {
      scf.for %arg2 = %c0 to %c2 step %c1 {
        scf.for %arg3 = %c0 to %57 step %c1 {
          scf.for %arg4 = %c0 to %57 step %c1 {
            %87 = memref.load %alloc_63[%arg1, %arg2, %arg3, %arg4] : memref<1x2x?x?xf32>
            %88 = memref.load %expand_shape_68[%arg1, %arg2, %arg3, %c0] : memref<1x2x?x1xf32>
            %89 = arith.subf %87, %88 : f32
            memref.store %89, %alloc_63[%arg1, %arg2, %arg3, %arg4] : memref<1x2x?x?xf32>
          }
        }
      }
    }
    scf.for %arg1 = %c0 to %c1 step %c1 {
      scf.for %arg2 = %c0 to %c2 step %c1 {
        scf.for %arg3 = %c0 to %57 step %c1 {
          scf.for %arg4 = %c0 to %57 step %c1 {
            %87 = memref.load %alloc_63[%arg1, %arg2, %arg3, %arg4] : memref<1x2x?x?xf32>
            %88 = math.exp %87 : f32
            memref.store %88, %alloc_63[%arg1, %arg2, %arg3, %arg4] : memref<1x2x?x?xf32>
          }
        }
      }
    }
    %alloc_69 = memref.alloc(%57) {alignment = 64 : i64} : memref<1x2x?x1xf32>
    scf.for %arg1 = %c0 to %c1 step %c1 {
      scf.for %arg2 = %c0 to %c2 step %c1 {
        scf.for %arg3 = %c0 to %57 step %c1 {
          scf.for %arg4 = %c0 to %c1 step %c1 {
            memref.store %cst_10, %alloc_69[%arg1, %arg2, %arg3, %arg4] : memref<1x2x?x1xf32>
          }
        }
      }
    }
    %alloc_70 = memref.alloc(%57) {alignment = 64 : i64} : memref<1x2x?x1xf32>
    memref.copy %alloc_69, %alloc_70 : memref<1x2x?x1xf32> to memref<1x2x?x1xf32>
    scf.for %arg1 = %c0 to %c1 step %c1 {
      scf.for %arg2 = %c0 to %c2 step %c1 {
        scf.for %arg3 = %c0 to %57 step %c1 {
          scf.for %arg4 = %c0 to %57 step %c1 {
            %87 = memref.load %alloc_63[%arg1, %arg2, %arg3, %arg4] : memref<1x2x?x?xf32>
            %88 = memref.load %alloc_70[%arg1, %arg2, %arg3, %c0] : memref<1x2x?x1xf32>
            %89 = arith.addf %87, %88 : f32
            memref.store %89, %alloc_70[%arg1, %arg2, %arg3, %c0] : memref<1x2x?x1xf32>
          }
        }
      }
    }
    scf.for %arg1 = %c0 to %c1 step %c1 {
      scf.for %arg2 = %c0 to %c2 step %c1 {
        scf.for %arg3 = %c0 to %57 step %c1 {
          scf.for %arg4 = %c0 to %57 step %c1 {
            %87 = memref.load %alloc_63[%arg1, %arg2, %arg3, %arg4] : memref<1x2x?x?xf32>
            %88 = memref.load %alloc_70[%arg1, %arg2, %arg3, %c0] : memref<1x2x?x1xf32>
            %89 = arith.divf %87, %88 : f32
            memref.store %89, %alloc_63[%arg1, %arg2, %arg3, %arg4] : memref<1x2x?x?xf32>
          }
        }
      }
    }
    cf.assert %18, "unimplemented: dynamic negative broadcast sizes"
    cf.assert %18, "unimplemented: dynamic negative broadcast sizes"
    %alloc_71 = memref.alloc(%dim, %dim) {alignment = 64 : i64} : memref<1x2x?x?xf32>
    scf.for %arg1 = %c0 to %c1 step %c1 {
      scf.for %arg2 = %c0 to %c2 step %c1 {
        scf.for %arg3 = %c0 to %dim step %c1 {
          scf.for %arg4 = %c0 to %dim step %c1 {
            %87 = arith.cmpi eq, %57, %c1 : index
            %88 = arith.select %87, %c0, %arg3 : index
            %89 = arith.select %87, %c0, %arg4 : index
            %90 = memref.load %alloc_63[%c0, %arg2, %88, %89] : memref<1x2x?x?xf32>
            memref.store %90, %alloc_71[%arg1, %arg2, %arg3, %arg4] : memref<1x2x?x?xf32>
          }
        }
      }
    }
    cf.assert %49, "must have at most one inferred (negative) dimension"
    %alloc_72 = memref.alloc() {alignment = 64 : i64} : memref<3xi64>
    memref.store %c2_i64, %alloc_72[%c0] : memref<3xi64>
    memref.store %52, %alloc_72[%c1] : memref<3xi64>
    memref.store %52, %alloc_72[%c2] : memref<3xi64>
    %reshape_73 = memref.reshape %alloc_71(%alloc_72) : (memref<1x2x?x?xf32>, memref<3xi64>) -> memref<2x?x?xf32>
    %59 = memref.load %alloc_72[%c1] : memref<3xi64>
    %60 = arith.index_cast %59 : i64 to index
    %61 = memref.load %alloc_72[%c2] : memref<3xi64>
    %62 = arith.index_cast %61 : i64 to index
    cf.assert %18, "unimplemented: dynamic negative broadcast sizes"
    scf.for %arg1 = %c0 to %c1 step %c1 {
      scf.for %arg2 = %c0 to %c2 step %c1 {
        scf.for %arg3 = %c0 to %dim step %c1 {
          scf.for %arg4 = %c0 to %c16 step %c1 {
            %87 = arith.cmpi eq, %39, %c1 : index
            %88 = arith.select %87, %c0, %arg3 : index
            %89 = memref.load %alloc_49[%c0, %arg2, %88, %arg4] : memref<1x2x?x16xf32>
            memref.store %89, %alloc_53[%arg1, %arg2, %arg3, %arg4] : memref<1x2x?x16xf32>
          }
        }
      }
    }
    %63 = arith.cmpi eq, %52, %17 : i64
    cf.assert %63, "mismatching contracting dimension"
    %alloc_74 = memref.alloc(%57) {alignment = 64 : i64} : memref<2x?x16xf32>
    scf.for %arg1 = %c0 to %c2 step %c1 {
      scf.for %arg2 = %c0 to %57 step %c1 {
        scf.for %arg3 = %c0 to %c16 step %c1 {
          memref.store %cst_10, %alloc_74[%arg1, %arg2, %arg3] : memref<2x?x16xf32>
        }
      }
    }
    %alloc_75 = memref.alloc(%57) {alignment = 64 : i64} : memref<2x?x16xf32>
    memref.copy %alloc_74, %alloc_75 : memref<2x?x16xf32> to memref<2x?x16xf32>
    scf.for %arg1 = %c0 to %c2 step %c1 {
      scf.for %arg2 = %c0 to %60 step %c1 {
        scf.for %arg3 = %c0 to %c16 step %c1 {
          scf.for %arg4 = %c0 to %62 step %c1 {
            %87 = memref.load %reshape_73[%arg1, %arg2, %arg4] : memref<2x?x?xf32>
            %88 = memref.load %collapse_shape_54[%arg1, %arg4, %arg3] : memref<2x?x16xf32>
            %89 = memref.load %alloc_75[%arg1, %arg2, %arg3] : memref<2x?x16xf32>
            %90 = arith.mulf %87, %88 : f32
            %91 = arith.addf %89, %90 : f32
            memref.store %91, %alloc_75[%arg1, %arg2, %arg3] : memref<2x?x16xf32>
          }
        }
      }
    }
    %expand_shape_76 = memref.expand_shape %alloc_75 [[0, 1], [2], [3]] output_shape [1, 2, %57, 16] : memref<2x?x16xf32> into memref<1x2x?x16xf32>
    %alloc_77 = memref.alloc(%57) {alignment = 64 : i64} : memref<1x?x2x16xf32>
    %dim_78 = memref.dim %expand_shape_76, %c2 : memref<1x2x?x16xf32>
    scf.for %arg1 = %c0 to %c1 step %c1 {
      scf.for %arg2 = %c0 to %dim_78 step %c1 {
        scf.for %arg3 = %c0 to %c2 step %c1 {
          scf.for %arg4 = %c0 to %c16 step %c1 {
            %87 = memref.load %expand_shape_76[%arg1, %arg3, %arg2, %arg4] : memref<1x2x?x16xf32>
            memref.store %87, %alloc_77[%arg1, %arg2, %arg3, %arg4] : memref<1x?x2x16xf32>
          }
        }
      }
    }
    %collapse_shape_79 = memref.collapse_shape %alloc_77 [[0, 1], [2, 3]] : memref<1x?x2x16xf32> into memref<?x32xf32>
    %alloc_80 = memref.alloc(%57) {alignment = 64 : i64} : memref<?x32xf32>
    %alloc_81 = memref.alloc(%57) {alignment = 64 : i64} : memref<?x32xf32>
    scf.for %arg1 = %c0 to %57 step %c1 {
      scf.for %arg2 = %c0 to %c32 step %c1 {
        memref.store %cst_10, %alloc_81[%arg1, %arg2] : memref<?x32xf32>
      }
    }
    %alloc_82 = memref.alloc(%57) {alignment = 64 : i64} : memref<?x32xf32>
    memref.copy %alloc_81, %alloc_82 : memref<?x32xf32> to memref<?x32xf32>
    %dim_83 = memref.dim %collapse_shape_79, %c0 : memref<?x32xf32>
    scf.for %arg1 = %c0 to %dim_83 step %c1 {
      scf.for %arg2 = %c0 to %c32 step %c1 {
        scf.for %arg3 = %c0 to %c32 step %c1 {
          %87 = memref.load %collapse_shape_79[%arg1, %arg3] : memref<?x32xf32>
          %88 = memref.load %13[%arg3, %arg2] : memref<32x32xf32>
          %89 = memref.load %alloc_82[%arg1, %arg2] : memref<?x32xf32>
          %90 = arith.mulf %87, %88 : f32
          %91 = arith.addf %89, %90 : f32
          memref.store %91, %alloc_82[%arg1, %arg2] : memref<?x32xf32>
        }
      }
    }
    scf.for %arg1 = %c0 to %57 step %c1 {
      scf.for %arg2 = %c0 to %c32 step %c1 {
        %87 = memref.load %alloc_82[%arg1, %arg2] : memref<?x32xf32>
        %88 = memref.load %3[%arg2] : memref<32xf32>
        %89 = arith.addf %87, %88 : f32
        memref.store %89, %alloc_80[%arg1, %arg2] : memref<?x32xf32>
      }
    }
    %expand_shape_84 = memref.expand_shape %alloc_80 [[0, 1], [2]] output_shape [1, %57, 32] : memref<?x32xf32> into memref<1x?x32xf32>
    %64 = arith.cmpi eq, %57, %27 : index
    cf.assert %64, "mismatched size for broadcast"
    %alloc_85 = memref.alloc(%57) {alignment = 64 : i64} : memref<1x?x32xf32>
    %alloc_86 = memref.alloc(%57) {alignment = 64 : i64} : memref<1x?x32xf32>
    %dim_87 = memref.dim %expand_shape_84, %c1 : memref<1x?x32xf32>
    scf.for %arg1 = %c0 to %c1 step %c1 {
      scf.for %arg2 = %c0 to %dim_87 step %c1 {
        scf.for %arg3 = %c0 to %c32 step %c1 {
          %87 = memref.load %expand_shape_84[%arg1, %arg2, %arg3] : memref<1x?x32xf32>
          %88 = memref.load %alloc_17[%arg1, %arg2, %arg3] : memref<1x?x32xf32>
          %89 = arith.addf %87, %88 : f32
          memref.store %89, %alloc_86[%arg1, %arg2, %arg3] : memref<1x?x32xf32>
        }
      }
    }
    %alloc_88 = memref.alloc(%57) {alignment = 64 : i64} : memref<1x?x32xf64>
    scf.for %arg1 = %c0 to %c1 step %c1 {
      scf.for %arg2 = %c0 to %57 step %c1 {
        scf.for %arg3 = %c0 to %c32 step %c1 {
          %87 = memref.load %alloc_86[%arg1, %arg2, %arg3] : memref<1x?x32xf32>
          %88 = arith.extf %87 : f32 to f64
          memref.store %88, %alloc_88[%arg1, %arg2, %arg3] : memref<1x?x32xf64>
        }
      }
    }
    %alloc_89 = memref.alloc(%57) {alignment = 64 : i64} : memref<1x?x1xf64>
    %alloc_90 = memref.alloc(%57) {alignment = 64 : i64} : memref<1x?x1xf64>
    scf.for %arg1 = %c0 to %c1 step %c1 {
      scf.for %arg2 = %c0 to %57 step %c1 {
        scf.for %arg3 = %c0 to %c1 step %c1 {
          memref.store %cst_9, %alloc_90[%arg1, %arg2, %arg3] : memref<1x?x1xf64>
        }
      }
    }
    %alloc_91 = memref.alloc(%57) {alignment = 64 : i64} : memref<1x?x1xf64>
    memref.copy %alloc_90, %alloc_91 : memref<1x?x1xf64> to memref<1x?x1xf64>
    scf.for %arg1 = %c0 to %c1 step %c1 {
      scf.for %arg2 = %c0 to %57 step %c1 {
        scf.for %arg3 = %c0 to %c32 step %c1 {
          %87 = memref.load %alloc_88[%arg1, %arg2, %arg3] : memref<1x?x32xf64>
          %88 = memref.load %alloc_91[%arg1, %arg2, %c0] : memref<1x?x1xf64>
          %89 = arith.addf %87, %88 : f64
          memref.store %89, %alloc_91[%arg1, %arg2, %c0] : memref<1x?x1xf64>
        }
      }
    }
    scf.for %arg1 = %c0 to %c1 step %c1 {
      scf.for %arg2 = %c0 to %57 step %c1 {
        scf.for %arg3 = %c0 to %c1 step %c1 {
          %87 = memref.load %alloc_91[%arg1, %arg2, %arg3] : memref<1x?x1xf64>
          %88 = arith.divf %87, %cst_3 : f64
          memref.store %88, %alloc_89[%arg1, %arg2, %arg3] : memref<1x?x1xf64>
        }
      }
    }
    scf.for %arg1 = %c0 to %c1 step %c1 {
      scf.for %arg2 = %c0 to %57 step %c1 {
        scf.for %arg3 = %c0 to %c32 step %c1 {
          %87 = memref.load %alloc_88[%arg1, %arg2, %arg3] : memref<1x?x32xf64>
          %88 = memref.load %alloc_89[%arg1, %arg2, %c0] : memref<1x?x1xf64>
          %89 = arith.subf %87, %88 : f64
          memref.store %89, %alloc_88[%arg1, %arg2, %arg3] : memref<1x?x32xf64>
        }
      }
    }
    scf.for %arg1 = %c0 to %c1 step %c1 {
      scf.for %arg2 = %c0 to %57 step %c1 {
        scf.for %arg3 = %c0 to %c32 step %c1 {
          %87 = memref.load %alloc_88[%arg1, %arg2, %arg3] : memref<1x?x32xf64>
          %88 = memref.load %alloc_88[%arg1, %arg2, %arg3] : memref<1x?x32xf64>
          %89 = arith.mulf %87, %88 : f64
          memref.store %89, %alloc_88[%arg1, %arg2, %arg3] : memref<1x?x32xf64>
        }
      }
    }
    %alloc_92 = memref.alloc(%57) {alignment = 64 : i64} : memref<1x?x1xf64>
    memref.copy %alloc_90, %alloc_92 : memref<1x?x1xf64> to memref<1x?x1xf64>
    scf.for %arg1 = %c0 to %c1 step %c1 {
      scf.for %arg2 = %c0 to %57 step %c1 {
        scf.for %arg3 = %c0 to %c32 step %c1 {
          %87 = memref.load %alloc_88[%arg1, %arg2, %arg3] : memref<1x?x32xf64>
          %88 = memref.load %alloc_92[%arg1, %arg2, %c0] : memref<1x?x1xf64>
          %89 = arith.addf %87, %88 : f64
          memref.store %89, %alloc_92[%arg1, %arg2, %c0] : memref<1x?x1xf64>
        }
      }
    }
    scf.for %arg1 = %c0 to %c1 step %c1 {
      scf.for %arg2 = %c0 to %57 step %c1 {
        scf.for %arg3 = %c0 to %c1 step %c1 {
          %87 = memref.load %alloc_92[%arg1, %arg2, %arg3] : memref<1x?x1xf64>
          %88 = arith.divf %87, %cst_3 : f64
          memref.store %88, %alloc_89[%arg1, %arg2, %arg3] : memref<1x?x1xf64>
        }
      }
    }
    %alloc_93 = memref.alloc(%57) {alignment = 64 : i64} : memref<1x?x1xf32>
    scf.for %arg1 = %c0 to %c1 step %c1 {
      scf.for %arg2 = %c0 to %57 step %c1 {
        scf.for %arg3 = %c0 to %c1 step %c1 {
          %87 = memref.load %alloc_89[%arg1, %arg2, %arg3] : memref<1x?x1xf64>
          %88 = arith.truncf %87 : f64 to f32
          memref.store %88, %alloc_93[%arg1, %arg2, %arg3] : memref<1x?x1xf32>
        }
      }
    }
    %alloc_94 = memref.alloc(%57) {alignment = 64 : i64} : memref<1x?x1xf32>
    scf.for %arg1 = %c0 to %c1 step %c1 {
      scf.for %arg2 = %c0 to %57 step %c1 {
        scf.for %arg3 = %c0 to %c1 step %c1 {
          memref.store %cst_10, %alloc_94[%arg1, %arg2, %arg3] : memref<1x?x1xf32>
        }
      }
    }
    %alloc_95 = memref.alloc(%57) {alignment = 64 : i64} : memref<1x?x1xf32>
    memref.copy %alloc_94, %alloc_95 : memref<1x?x1xf32> to memref<1x?x1xf32>
    scf.for %arg1 = %c0 to %c1 step %c1 {
      scf.for %arg2 = %c0 to %57 step %c1 {
        scf.for %arg3 = %c0 to %c32 step %c1 {
          %87 = memref.load %alloc_86[%arg1, %arg2, %arg3] : memref<1x?x32xf32>
          %88 = memref.load %alloc_95[%arg1, %arg2, %c0] : memref<1x?x1xf32>
          %89 = arith.addf %87, %88 : f32
          memref.store %89, %alloc_95[%arg1, %arg2, %c0] : memref<1x?x1xf32>
        }
      }
    }
    %alloc_96 = memref.alloc(%57) {alignment = 64 : i64} : memref<1x?x1xf32>
    scf.for %arg1 = %c0 to %c1 step %c1 {
      scf.for %arg2 = %c0 to %57 step %c1 {
        scf.for %arg3 = %c0 to %c1 step %c1 {
          %87 = memref.load %alloc_95[%arg1, %arg2, %arg3] : memref<1x?x1xf32>
          %88 = arith.divf %87, %cst_2 : f32
          memref.store %88, %alloc_96[%arg1, %arg2, %arg3] : memref<1x?x1xf32>
        }
      }
    }
    scf.for %arg1 = %c0 to %c1 step %c1 {
      scf.for %arg2 = %c0 to %57 step %c1 {
        scf.for %arg3 = %c0 to %c1 step %c1 {
          %87 = memref.load %alloc_93[%arg1, %arg2, %arg3] : memref<1x?x1xf32>
          %88 = arith.truncf %cst_4 : f64 to f32
          %89 = arith.addf %87, %88 : f32
          memref.store %89, %alloc_93[%arg1, %arg2, %arg3] : memref<1x?x1xf32>
        }
      }
    }
    scf.for %arg1 = %c0 to %c1 step %c1 {
      scf.for %arg2 = %c0 to %57 step %c1 {
        scf.for %arg3 = %c0 to %c1 step %c1 {
          %87 = memref.load %alloc_93[%arg1, %arg2, %arg3] : memref<1x?x1xf32>
          %88 = math.rsqrt %87 : f32
          memref.store %88, %alloc_93[%arg1, %arg2, %arg3] : memref<1x?x1xf32>
        }
      }
    }
    scf.for %arg1 = %c0 to %c1 step %c1 {
      scf.for %arg2 = %c0 to %57 step %c1 {
        scf.for %arg3 = %c0 to %c32 step %c1 {
          %87 = memref.load %alloc_86[%arg1, %arg2, %arg3] : memref<1x?x32xf32>
          %88 = memref.load %alloc_96[%arg1, %arg2, %c0] : memref<1x?x1xf32>
          %89 = arith.subf %87, %88 : f32
          memref.store %89, %alloc_85[%arg1, %arg2, %arg3] : memref<1x?x32xf32>
        }
      }
    }
    scf.for %arg1 = %c0 to %c1 step %c1 {
      scf.for %arg2 = %c0 to %57 step %c1 {
        scf.for %arg3 = %c0 to %c32 step %c1 {
          %87 = memref.load %alloc_85[%arg1, %arg2, %arg3] : memref<1x?x32xf32>
          %88 = memref.load %alloc_93[%arg1, %arg2, %c0] : memref<1x?x1xf32>
          %89 = arith.mulf %87, %88 : f32
          memref.store %89, %alloc_85[%arg1, %arg2, %arg3] : memref<1x?x32xf32>
        }
      }
    }
    scf.for %arg1 = %c0 to %c1 step %c1 {
      scf.for %arg2 = %c0 to %57 step %c1 {
        scf.for %arg3 = %c0 to %c32 step %c1 {
          %87 = memref.load %alloc_85[%arg1, %arg2, %arg3] : memref<1x?x32xf32>
          %88 = memref.load %4[%arg3] : memref<32xf32>
          %89 = arith.mulf %87, %88 : f32
          memref.store %89, %alloc_85[%arg1, %arg2, %arg3] : memref<1x?x32xf32>
        }
      }
    }
    scf.for %arg1 = %c0 to %c1 step %c1 {
      scf.for %arg2 = %c0 to %57 step %c1 {
        scf.for %arg3 = %c0 to %c32 step %c1 {
          %87 = memref.load %alloc_85[%arg1, %arg2, %arg3] : memref<1x?x32xf32>
          %88 = memref.load %3[%arg3] : memref<32xf32>
          %89 = arith.addf %87, %88 : f32
          memref.store %89, %alloc_85[%arg1, %arg2, %arg3] : memref<1x?x32xf32>
        }
      }
    }
    %collapse_shape_97 = memref.collapse_shape %alloc_85 [[0, 1], [2]] : memref<1x?x32xf32> into memref<?x32xf32>
    %alloc_98 = memref.alloc(%57) {alignment = 64 : i64} : memref<?x128xf32>
    %alloc_99 = memref.alloc(%57) {alignment = 64 : i64} : memref<?x128xf32>
    scf.for %arg1 = %c0 to %57 step %c1 {
      scf.for %arg2 = %c0 to %c128 step %c1 {
        memref.store %cst_10, %alloc_99[%arg1, %arg2] : memref<?x128xf32>
      }
    }
    %alloc_100 = memref.alloc(%57) {alignment = 64 : i64} : memref<?x128xf32>
    memref.copy %alloc_99, %alloc_100 : memref<?x128xf32> to memref<?x128xf32>
    %dim_101 = memref.dim %collapse_shape_97, %c0 : memref<?x32xf32>
    scf.for %arg1 = %c0 to %dim_101 step %c1 {
      scf.for %arg2 = %c0 to %c128 step %c1 {
        scf.for %arg3 = %c0 to %c32 step %c1 {
          %87 = memref.load %collapse_shape_97[%arg1, %arg3] : memref<?x32xf32>
          %88 = memref.load %12[%arg3, %arg2] : memref<32x128xf32>
          %89 = memref.load %alloc_100[%arg1, %arg2] : memref<?x128xf32>
          %90 = arith.mulf %87, %88 : f32
          %91 = arith.addf %89, %90 : f32
          memref.store %91, %alloc_100[%arg1, %arg2] : memref<?x128xf32>
        }
      }
    }
    scf.for %arg1 = %c0 to %57 step %c1 {
      scf.for %arg2 = %c0 to %c128 step %c1 {
        %87 = memref.load %alloc_100[%arg1, %arg2] : memref<?x128xf32>
        %88 = memref.load %6[%arg2] : memref<128xf32>
        %89 = arith.addf %87, %88 : f32
        memref.store %89, %alloc_98[%arg1, %arg2] : memref<?x128xf32>
      }
    }
    %expand_shape_102 = memref.expand_shape %alloc_98 [[0, 1], [2]] output_shape [1, %57, 128] : memref<?x128xf32> into memref<1x?x128xf32>
    %alloc_103 = memref.alloc(%57) {alignment = 64 : i64} : memref<1x?x128xf32>
    %alloc_104 = memref.alloc(%57) {alignment = 64 : i64} : memref<1x?x128xf32>
    %dim_105 = memref.dim %expand_shape_102, %c1 : memref<1x?x128xf32>
    scf.for %arg1 = %c0 to %c1 step %c1 {
      scf.for %arg2 = %c0 to %dim_105 step %c1 {
        scf.for %arg3 = %c0 to %c128 step %c1 {
          %87 = memref.load %expand_shape_102[%arg1, %arg2, %arg3] : memref<1x?x128xf32>
          %88 = arith.mulf %87, %cst_0 : f32
          memref.store %88, %alloc_104[%arg1, %arg2, %arg3] : memref<1x?x128xf32>
        }
      }
    }
    %dim_106 = memref.dim %expand_shape_102, %c1 : memref<1x?x128xf32>
    scf.for %arg1 = %c0 to %c1 step %c1 {
      scf.for %arg2 = %c0 to %dim_106 step %c1 {
        scf.for %arg3 = %c0 to %c128 step %c1 {
          %87 = memref.load %expand_shape_102[%arg1, %arg2, %arg3] : memref<1x?x128xf32>
          %88 = math.fpowi %87, %c3_i64 : f32, i64
          memref.store %88, %alloc_103[%arg1, %arg2, %arg3] : memref<1x?x128xf32>
        }
      }
    }
    scf.for %arg1 = %c0 to %c1 step %c1 {
      scf.for %arg2 = %c0 to %57 step %c1 {
        scf.for %arg3 = %c0 to %c128 step %c1 {
          %87 = memref.load %alloc_103[%arg1, %arg2, %arg3] : memref<1x?x128xf32>
          %88 = arith.truncf %cst_5 : f64 to f32
          %89 = arith.mulf %87, %88 : f32
          memref.store %89, %alloc_103[%arg1, %arg2, %arg3] : memref<1x?x128xf32>
        }
      }
    }
    %dim_107 = memref.dim %expand_shape_102, %c1 : memref<1x?x128xf32>
    scf.for %arg1 = %c0 to %c1 step %c1 {
      scf.for %arg2 = %c0 to %dim_107 step %c1 {
        scf.for %arg3 = %c0 to %c128 step %c1 {
          %87 = memref.load %expand_shape_102[%arg1, %arg2, %arg3] : memref<1x?x128xf32>
          %88 = memref.load %alloc_103[%arg1, %arg2, %arg3] : memref<1x?x128xf32>
          %89 = arith.addf %87, %88 : f32
          memref.store %89, %alloc_103[%arg1, %arg2, %arg3] : memref<1x?x128xf32>
        }
      }
    }
    scf.for %arg1 = %c0 to %c1 step %c1 {
      scf.for %arg2 = %c0 to %57 step %c1 {
        scf.for %arg3 = %c0 to %c128 step %c1 {
          %87 = memref.load %alloc_103[%arg1, %arg2, %arg3] : memref<1x?x128xf32>
          %88 = arith.truncf %cst_6 : f64 to f32
          %89 = arith.mulf %87, %88 : f32
          memref.store %89, %alloc_103[%arg1, %arg2, %arg3] : memref<1x?x128xf32>
        }
      }
    }
    scf.for %arg1 = %c0 to %c1 step %c1 {
      scf.for %arg2 = %c0 to %57 step %c1 {
        scf.for %arg3 = %c0 to %c128 step %c1 {
          %87 = memref.load %alloc_103[%arg1, %arg2, %arg3] : memref<1x?x128xf32>
          %88 = math.tanh %87 : f32
          memref.store %88, %alloc_103[%arg1, %arg2, %arg3] : memref<1x?x128xf32>
        }
      }
    }
    scf.for %arg1 = %c0 to %c1 step %c1 {
      scf.for %arg2 = %c0 to %57 step %c1 {
        scf.for %arg3 = %c0 to %c128 step %c1 {
          %87 = memref.load %alloc_103[%arg1, %arg2, %arg3] : memref<1x?x128xf32>
          %88 = arith.addf %87, %cst : f32
          memref.store %88, %alloc_103[%arg1, %arg2, %arg3] : memref<1x?x128xf32>
        }
      }
    }
    scf.for %arg1 = %c0 to %c1 step %c1 {
      scf.for %arg2 = %c0 to %57 step %c1 {
        scf.for %arg3 = %c0 to %c128 step %c1 {
          %87 = memref.load %alloc_104[%arg1, %arg2, %arg3] : memref<1x?x128xf32>
          %88 = memref.load %alloc_103[%arg1, %arg2, %arg3] : memref<1x?x128xf32>
          %89 = arith.mulf %87, %88 : f32
          memref.store %89, %alloc_103[%arg1, %arg2, %arg3] : memref<1x?x128xf32>
        }
      }
    }
    %collapse_shape_108 = memref.collapse_shape %alloc_103 [[0, 1], [2]] : memref<1x?x128xf32> into memref<?x128xf32>
    %alloc_109 = memref.alloc(%57) {alignment = 64 : i64} : memref<?x32xf32>
    memref.copy %alloc_81, %alloc_109 : memref<?x32xf32> to memref<?x32xf32>
    %dim_110 = memref.dim %collapse_shape_108, %c0 : memref<?x128xf32>
    scf.for %arg1 = %c0 to %dim_110 step %c1 {
      scf.for %arg2 = %c0 to %c32 step %c1 {
        scf.for %arg3 = %c0 to %c128 step %c1 {
          %87 = memref.load %collapse_shape_108[%arg1, %arg3] : memref<?x128xf32>
          %88 = memref.load %11[%arg3, %arg2] : memref<128x32xf32>
          %89 = memref.load %alloc_109[%arg1, %arg2] : memref<?x32xf32>
          %90 = arith.mulf %87, %88 : f32
          %91 = arith.addf %89, %90 : f32
          memref.store %91, %alloc_109[%arg1, %arg2] : memref<?x32xf32>
        }
      }
    }
    scf.for %arg1 = %c0 to %57 step %c1 {
      scf.for %arg2 = %c0 to %c32 step %c1 {
        %87 = memref.load %alloc_109[%arg1, %arg2] : memref<?x32xf32>
        %88 = memref.load %3[%arg2] : memref<32xf32>
        %89 = arith.addf %87, %88 : f32
        memref.store %89, %alloc_80[%arg1, %arg2] : memref<?x32xf32>
      }
    }
    %alloc_111 = memref.alloc(%57) {alignment = 64 : i64} : memref<1x?x32xf32>
    scf.for %arg1 = %c0 to %c1 step %c1 {
      scf.for %arg2 = %c0 to %57 step %c1 {
        scf.for %arg3 = %c0 to %c32 step %c1 {
          %87 = memref.load %alloc_86[%arg1, %arg2, %arg3] : memref<1x?x32xf32>
          %88 = memref.load %expand_shape_84[%arg1, %arg2, %arg3] : memref<1x?x32xf32>
          %89 = arith.addf %87, %88 : f32
          memref.store %89, %alloc_111[%arg1, %arg2, %arg3] : memref<1x?x32xf32>
        }
      }
    }
    scf.for %arg1 = %c0 to %c1 step %c1 {
      scf.for %arg2 = %c0 to %57 step %c1 {
        scf.for %arg3 = %c0 to %c32 step %c1 {
          %87 = memref.load %alloc_111[%arg1, %arg2, %arg3] : memref<1x?x32xf32>
          %88 = arith.extf %87 : f32 to f64
          memref.store %88, %alloc_88[%arg1, %arg2, %arg3] : memref<1x?x32xf64>
        }
      }
    }
    %alloc_112 = memref.alloc(%57) {alignment = 64 : i64} : memref<1x?x1xf64>
    memref.copy %alloc_90, %alloc_112 : memref<1x?x1xf64> to memref<1x?x1xf64>
    scf.for %arg1 = %c0 to %c1 step %c1 {
      scf.for %arg2 = %c0 to %57 step %c1 {
        scf.for %arg3 = %c0 to %c32 step %c1 {
          %87 = memref.load %alloc_88[%arg1, %arg2, %arg3] : memref<1x?x32xf64>
          %88 = memref.load %alloc_112[%arg1, %arg2, %c0] : memref<1x?x1xf64>
          %89 = arith.addf %87, %88 : f64
          memref.store %89, %alloc_112[%arg1, %arg2, %c0] : memref<1x?x1xf64>
        }
      }
    }
    scf.for %arg1 = %c0 to %c1 step %c1 {
      scf.for %arg2 = %c0 to %57 step %c1 {
        scf.for %arg3 = %c0 to %c1 step %c1 {
          %87 = memref.load %alloc_112[%arg1, %arg2, %arg3] : memref<1x?x1xf64>
          %88 = arith.divf %87, %cst_3 : f64
          memref.store %88, %alloc_89[%arg1, %arg2, %arg3] : memref<1x?x1xf64>
        }
      }
    }
    scf.for %arg1 = %c0 to %c1 step %c1 {
      scf.for %arg2 = %c0 to %57 step %c1 {
        scf.for %arg3 = %c0 to %c32 step %c1 {
          %87 = memref.load %alloc_88[%arg1, %arg2, %arg3] : memref<1x?x32xf64>
          %88 = memref.load %alloc_89[%arg1, %arg2, %c0] : memref<1x?x1xf64>
          %89 = arith.subf %87, %88 : f64
          memref.store %89, %alloc_88[%arg1, %arg2, %arg3] : memref<1x?x32xf64>
        }
      }
    }
    scf.for %arg1 = %c0 to %c1 step %c1 {
      scf.for %arg2 = %c0 to %57 step %c1 {
        scf.for %arg3 = %c0 to %c32 step %c1 {
          %87 = memref.load %alloc_88[%arg1, %arg2, %arg3] : memref<1x?x32xf64>
          %88 = memref.load %alloc_88[%arg1, %arg2, %arg3] : memref<1x?x32xf64>
          %89 = arith.mulf %87, %88 : f64
          memref.store %89, %alloc_88[%arg1, %arg2, %arg3] : memref<1x?x32xf64>
        }
      }
    }
    %alloc_113 = memref.alloc(%57) {alignment = 64 : i64} : memref<1x?x1xf64>
    memref.copy %alloc_90, %alloc_113 : memref<1x?x1xf64> to memref<1x?x1xf64>
    scf.for %arg1 = %c0 to %c1 step %c1 {
      scf.for %arg2 = %c0 to %57 step %c1 {
        scf.for %arg3 = %c0 to %c32 step %c1 {
          %87 = memref.load %alloc_88[%arg1, %arg2, %arg3] : memref<1x?x32xf64>
          %88 = memref.load %alloc_113[%arg1, %arg2, %c0] : memref<1x?x1xf64>
          %89 = arith.addf %87, %88 : f64
          memref.store %89, %alloc_113[%arg1, %arg2, %c0] : memref<1x?x1xf64>
        }
      }
    }
    scf.for %arg1 = %c0 to %c1 step %c1 {
      scf.for %arg2 = %c0 to %57 step %c1 {
        scf.for %arg3 = %c0 to %c1 step %c1 {
          %87 = memref.load %alloc_113[%arg1, %arg2, %arg3] : memref<1x?x1xf64>
          %88 = arith.divf %87, %cst_3 : f64
          memref.store %88, %alloc_89[%arg1, %arg2, %arg3] : memref<1x?x1xf64>
        }
      }
    }
    scf.for %arg1 = %c0 to %c1 step %c1 {
      scf.for %arg2 = %c0 to %57 step %c1 {
        scf.for %arg3 = %c0 to %c1 step %c1 {
          %87 = memref.load %alloc_89[%arg1, %arg2, %arg3] : memref<1x?x1xf64>
          %88 = arith.truncf %87 : f64 to f32
          memref.store %88, %alloc_93[%arg1, %arg2, %arg3] : memref<1x?x1xf32>
        }
      }
    }
    %alloc_114 = memref.alloc(%57) {alignment = 64 : i64} : memref<1x?x1xf32>
    memref.copy %alloc_94, %alloc_114 : memref<1x?x1xf32> to memref<1x?x1xf32>
    scf.for %arg1 = %c0 to %c1 step %c1 {
      scf.for %arg2 = %c0 to %57 step %c1 {
        scf.for %arg3 = %c0 to %c32 step %c1 {
          %87 = memref.load %alloc_111[%arg1, %arg2, %arg3] : memref<1x?x32xf32>
          %88 = memref.load %alloc_114[%arg1, %arg2, %c0] : memref<1x?x1xf32>
          %89 = arith.addf %87, %88 : f32
          memref.store %89, %alloc_114[%arg1, %arg2, %c0] : memref<1x?x1xf32>
        }
      }
    }
    %alloc_115 = memref.alloc(%57) {alignment = 64 : i64} : memref<1x?x1xf32>
    scf.for %arg1 = %c0 to %c1 step %c1 {
      scf.for %arg2 = %c0 to %57 step %c1 {
        scf.for %arg3 = %c0 to %c1 step %c1 {
          %87 = memref.load %alloc_114[%arg1, %arg2, %arg3] : memref<1x?x1xf32>
          %88 = arith.divf %87, %cst_2 : f32
          memref.store %88, %alloc_115[%arg1, %arg2, %arg3] : memref<1x?x1xf32>
        }
      }
    }
    scf.for %arg1 = %c0 to %c1 step %c1 {
      scf.for %arg2 = %c0 to %57 step %c1 {
        scf.for %arg3 = %c0 to %c1 step %c1 {
          %87 = memref.load %alloc_93[%arg1, %arg2, %arg3] : memref<1x?x1xf32>
          %88 = arith.truncf %cst_4 : f64 to f32
          %89 = arith.addf %87, %88 : f32
          memref.store %89, %alloc_93[%arg1, %arg2, %arg3] : memref<1x?x1xf32>
        }
      }
    }
    scf.for %arg1 = %c0 to %c1 step %c1 {
      scf.for %arg2 = %c0 to %57 step %c1 {
        scf.for %arg3 = %c0 to %c1 step %c1 {
          %87 = memref.load %alloc_93[%arg1, %arg2, %arg3] : memref<1x?x1xf32>
          %88 = math.rsqrt %87 : f32
          memref.store %88, %alloc_93[%arg1, %arg2, %arg3] : memref<1x?x1xf32>
        }
      }
    }
    scf.for %arg1 = %c0 to %c1 step %c1 {
      scf.for %arg2 = %c0 to %57 step %c1 {
        scf.for %arg3 = %c0 to %c32 step %c1 {
          %87 = memref.load %alloc_111[%arg1, %arg2, %arg3] : memref<1x?x32xf32>
          %88 = memref.load %alloc_115[%arg1, %arg2, %c0] : memref<1x?x1xf32>
          %89 = arith.subf %87, %88 : f32
          memref.store %89, %alloc_85[%arg1, %arg2, %arg3] : memref<1x?x32xf32>
        }
      }
    }
    scf.for %arg1 = %c0 to %c1 step %c1 {
      scf.for %arg2 = %c0 to %57 step %c1 {
        scf.for %arg3 = %c0 to %c32 step %c1 {
          %87 = memref.load %alloc_85[%arg1, %arg2, %arg3] : memref<1x?x32xf32>
          %88 = memref.load %alloc_93[%arg1, %arg2, %c0] : memref<1x?x1xf32>
          %89 = arith.mulf %87, %88 : f32
          memref.store %89, %alloc_85[%arg1, %arg2, %arg3] : memref<1x?x32xf32>
        }
      }
    }
    scf.for %arg1 = %c0 to %c1 step %c1 {
      scf.for %arg2 = %c0 to %57 step %c1 {
        scf.for %arg3 = %c0 to %c32 step %c1 {
          %87 = memref.load %alloc_85[%arg1, %arg2, %arg3] : memref<1x?x32xf32>
          %88 = memref.load %4[%arg3] : memref<32xf32>
          %89 = arith.mulf %87, %88 : f32
          memref.store %89, %alloc_85[%arg1, %arg2, %arg3] : memref<1x?x32xf32>
        }
      }
    }
    scf.for %arg1 = %c0 to %c1 step %c1 {
      scf.for %arg2 = %c0 to %57 step %c1 {
        scf.for %arg3 = %c0 to %c32 step %c1 {
          %87 = memref.load %alloc_85[%arg1, %arg2, %arg3] : memref<1x?x32xf32>
          %88 = memref.load %3[%arg3] : memref<32xf32>
          %89 = arith.addf %87, %88 : f32
          memref.store %89, %alloc_85[%arg1, %arg2, %arg3] : memref<1x?x32xf32>
        }
      }
    }
    %alloc_116 = memref.alloc(%57) {alignment = 64 : i64} : memref<?x96xf32>
    scf.for %arg1 = %c0 to %57 step %c1 {
      scf.for %arg2 = %c0 to %c96 step %c1 {
        memref.store %cst_10, %alloc_116[%arg1, %arg2] : memref<?x96xf32>
      }
    }
    %dim_117 = memref.dim %collapse_shape_97, %c0 : memref<?x32xf32>
    scf.for %arg1 = %c0 to %dim_117 step %c1 {
      scf.for %arg2 = %c0 to %c96 step %c1 {
        scf.for %arg3 = %c0 to %c32 step %c1 {
          %87 = memref.load %collapse_shape_97[%arg1, %arg3] : memref<?x32xf32>
          %88 = memref.load %10[%arg3, %arg2] : memref<32x96xf32>
          %89 = memref.load %alloc_116[%arg1, %arg2] : memref<?x96xf32>
          %90 = arith.mulf %87, %88 : f32
          %91 = arith.addf %89, %90 : f32
          memref.store %91, %alloc_116[%arg1, %arg2] : memref<?x96xf32>
        }
      }
    }
    scf.for %arg1 = %c0 to %57 step %c1 {
      scf.for %arg2 = %c0 to %c96 step %c1 {
        %87 = memref.load %alloc_116[%arg1, %arg2] : memref<?x96xf32>
        %88 = memref.load %9[%arg2] : memref<96xf32>
        %89 = arith.addf %87, %88 : f32
        memref.store %89, %alloc_116[%arg1, %arg2] : memref<?x96xf32>
      }
    }
    %expand_shape_118 = memref.expand_shape %alloc_116 [[0, 1], [2]] output_shape [1, %57, 96] : memref<?x96xf32> into memref<1x?x96xf32>
    %subview_119 = memref.subview %expand_shape_118[0, 0, 0] [1, %57, 32] [1, 1, 1] : memref<1x?x96xf32> to memref<1x?x32xf32, strided<[?, 96, 1]>>
    %subview_120 = memref.subview %expand_shape_118[0, 0, 32] [1, %57, 32] [1, 1, 1] : memref<1x?x96xf32> to memref<1x?x32xf32, strided<[?, 96, 1], offset: 32>>
    %subview_121 = memref.subview %expand_shape_118[0, 0, 64] [1, %57, 32] [1, 1, 1] : memref<1x?x96xf32> to memref<1x?x32xf32, strided<[?, 96, 1], offset: 64>>
    cf.assert %33, "must have at most one inferred (negative) dimension"
    %65 = arith.muli %52, %c32_i64 : i64
    %66 = arith.divsi %65, %32 : i64
    %67 = arith.select %19, %66, %17 : i64
    %alloc_122 = memref.alloc() {alignment = 64 : i64} : memref<4xi64>
    memref.store %c1_i64, %alloc_122[%c0] : memref<4xi64>
    memref.store %67, %alloc_122[%c1] : memref<4xi64>
    memref.store %66, %alloc_122[%c2] : memref<4xi64>
    memref.store %c16_i64, %alloc_122[%c3] : memref<4xi64>
    %alloc_123 = memref.alloc(%57) {alignment = 64 : i64} : memref<1x?x32xf32>
    memref.copy %subview_120, %alloc_123 : memref<1x?x32xf32, strided<[?, 96, 1], offset: 32>> to memref<1x?x32xf32>
    %reshape_124 = memref.reshape %alloc_123(%alloc_122) : (memref<1x?x32xf32>, memref<4xi64>) -> memref<1x?x2x16xf32>
    %68 = memref.load %alloc_122[%c1] : memref<4xi64>
    %69 = arith.index_cast %68 : i64 to index
    %70 = arith.index_cast %67 : i64 to index
    cf.assert %33, "must have at most one inferred (negative) dimension"
    %alloc_125 = memref.alloc(%57) {alignment = 64 : i64} : memref<1x?x32xf32>
    memref.copy %subview_121, %alloc_125 : memref<1x?x32xf32, strided<[?, 96, 1], offset: 64>> to memref<1x?x32xf32>
    %reshape_126 = memref.reshape %alloc_125(%alloc_122) : (memref<1x?x32xf32>, memref<4xi64>) -> memref<1x?x2x16xf32>
    %71 = memref.load %alloc_122[%c1] : memref<4xi64>
    %72 = arith.index_cast %71 : i64 to index
    %alloc_127 = memref.alloc(%70) {alignment = 64 : i64} : memref<1x2x?x16xf32>
    %alloc_128 = memref.alloc(%70) {alignment = 64 : i64} : memref<1x2x?x16xf32>
    scf.for %arg1 = %c0 to %c1 step %c1 {
      scf.for %arg2 = %c0 to %c2 step %c1 {
        scf.for %arg3 = %c0 to %72 step %c1 {
          scf.for %arg4 = %c0 to %c16 step %c1 {
            %87 = memref.load %reshape_126[%arg1, %arg3, %arg2, %arg4] : memref<1x?x2x16xf32>
            memref.store %87, %alloc_128[%arg1, %arg2, %arg3, %arg4] : memref<1x2x?x16xf32>
          }
        }
      }
    }
    cf.assert %33, "must have at most one inferred (negative) dimension"
    %alloc_129 = memref.alloc(%57) {alignment = 64 : i64} : memref<1x?x32xf32>
    memref.copy %subview_119, %alloc_129 : memref<1x?x32xf32, strided<[?, 96, 1]>> to memref<1x?x32xf32>
    %reshape_130 = memref.reshape %alloc_129(%alloc_122) : (memref<1x?x32xf32>, memref<4xi64>) -> memref<1x?x2x16xf32>
    %73 = memref.load %alloc_122[%c1] : memref<4xi64>
    %74 = arith.index_cast %73 : i64 to index
    scf.for %arg1 = %c0 to %c1 step %c1 {
      scf.for %arg2 = %c0 to %c2 step %c1 {
        scf.for %arg3 = %c0 to %74 step %c1 {
          scf.for %arg4 = %c0 to %c16 step %c1 {
            %87 = memref.load %reshape_130[%arg1, %arg3, %arg2, %arg4] : memref<1x?x2x16xf32>
            memref.store %87, %alloc_127[%arg1, %arg2, %arg3, %arg4] : memref<1x2x?x16xf32>
          }
        }
      }
    }
    %alloc_131 = memref.alloc(%70) {alignment = 64 : i64} : memref<1x2x16x?xf32>
    scf.for %arg1 = %c0 to %c1 step %c1 {
      scf.for %arg2 = %c0 to %c2 step %c1 {
        scf.for %arg3 = %c0 to %c16 step %c1 {
          scf.for %arg4 = %c0 to %69 step %c1 {
            %87 = memref.load %reshape_124[%arg1, %arg4, %arg2, %arg3] : memref<1x?x2x16xf32>
            memref.store %87, %alloc_131[%arg1, %arg2, %arg3, %arg4] : memref<1x2x16x?xf32>
          }
        }
      }
    }
    cf.assert %18, "unimplemented: dynamic negative broadcast sizes"
    scf.for %arg1 = %c0 to %c1 step %c1 {
      scf.for %arg2 = %c0 to %c2 step %c1 {
        scf.for %arg3 = %c0 to %dim step %c1 {
          scf.for %arg4 = %c0 to %c16 step %c1 {
            %87 = arith.cmpi eq, %70, %c1 : index
            %88 = arith.select %87, %c0, %arg3 : index
            %89 = memref.load %alloc_127[%c0, %arg2, %88, %arg4] : memref<1x2x?x16xf32>
            memref.store %89, %alloc_53[%arg1, %arg2, %arg3, %arg4] : memref<1x2x?x16xf32>
          }
        }
      }
    }
    cf.assert %18, "unimplemented: dynamic negative broadcast sizes"
    scf.for %arg1 = %c0 to %c1 step %c1 {
      scf.for %arg2 = %c0 to %c2 step %c1 {
        scf.for %arg3 = %c0 to %c16 step %c1 {
          scf.for %arg4 = %c0 to %dim step %c1 {
            %87 = arith.cmpi eq, %70, %c1 : index
            %88 = arith.select %87, %c0, %arg4 : index
            %89 = memref.load %alloc_131[%c0, %arg2, %arg3, %88] : memref<1x2x16x?xf32>
            memref.store %89, %alloc_55[%arg1, %arg2, %arg3, %arg4] : memref<1x2x16x?xf32>
          }
        }
      }
    }
    %dim_132 = memref.dim %collapse_shape_54, %c1 : memref<2x?x16xf32>
    %dim_133 = memref.dim %collapse_shape_56, %c2 : memref<2x16x?xf32>
    scf.for %arg1 = %c0 to %c2 step %c1 {
      scf.for %arg2 = %c0 to %dim_132 step %c1 {
        scf.for %arg3 = %c0 to %dim_133 step %c1 {
          scf.for %arg4 = %c0 to %c16 step %c1 {
            %87 = memref.load %collapse_shape_54[%arg1, %arg2, %arg4] : memref<2x?x16xf32>
            %88 = memref.load %collapse_shape_56[%arg1, %arg4, %arg3] : memref<2x16x?xf32>
            %89 = memref.load %alloc_57[%arg1, %arg2, %arg3] : memref<2x?x?xf32>
            %90 = arith.mulf %87, %88 : f32
            %91 = arith.addf %89, %90 : f32
            memref.store %91, %alloc_57[%arg1, %arg2, %arg3] : memref<2x?x?xf32>
          }
        }
      }
    }
    cf.assert %49, "must have at most one inferred (negative) dimension"
    %reshape_134 = memref.reshape %alloc_57(%alloc_61) : (memref<2x?x?xf32>, memref<4xi64>) -> memref<1x2x?x?xf32>
    %75 = memref.load %alloc_61[%c2] : memref<4xi64>
    %76 = arith.index_cast %75 : i64 to index
    %77 = memref.load %alloc_61[%c3] : memref<4xi64>
    %78 = arith.index_cast %77 : i64 to index
    scf.for %arg1 = %c0 to %c1 step %c1 {
      scf.for %arg2 = %c0 to %c2 step %c1 {
        scf.for %arg3 = %c0 to %76 step %c1 {
          scf.for %arg4 = %c0 to %78 step %c1 {
            %87 = memref.load %reshape_134[%arg1, %arg2, %arg3, %arg4] : memref<1x2x?x?xf32>
            %88 = arith.mulf %87, %cst_1 : f32
            memref.store %88, %alloc_63[%arg1, %arg2, %arg3, %arg4] : memref<1x2x?x?xf32>
          }
        }
      }
    }
    cf.assert %58, "mismatched size for broadcast"
    cf.assert %58, "mismatched size for broadcast"
    scf.for %arg1 = %c0 to %c1 step %c1 {
      scf.for %arg2 = %c0 to %c2 step %c1 {
        scf.for %arg3 = %c0 to %57 step %c1 {
          scf.for %arg4 = %c0 to %57 step %c1 {
            %87 = memref.load %alloc_63[%arg1, %arg2, %arg3, %arg4] : memref<1x2x?x?xf32>
            %88 = memref.load %alloc_30[%arg1, %c0, %arg3, %arg4] : memref<1x1x?x?xf32>
            %89 = arith.addf %87, %88 : f32
            memref.store %89, %alloc_63[%arg1, %arg2, %arg3, %arg4] : memref<1x2x?x?xf32>
          }
        }
      }
    }
    scf.for %arg1 = %c0 to %c1 step %c1 {
      scf.for %arg2 = %c0 to %c2 step %c1 {
        scf.for %arg3 = %c0 to %57 step %c1 {
          scf.for %arg4 = %c0 to %57 step %c1 {
            %87 = memref.load %alloc_63[%arg1, %arg2, %arg3, %arg4] : memref<1x2x?x?xf32>
            %88 = memref.load %alloc_65[%arg1, %arg2, %arg3] : memref<1x2x?xf32>
            %89 = memref.load %alloc_64[%arg1, %arg2, %arg3] : memref<1x2x?xi64>
            %90 = arith.index_cast %arg4 : index to i64
            %91 = arith.maximumf %87, %88 : f32
            %92 = arith.cmpf ogt, %87, %88 : f32
            %93 = arith.select %92, %90, %89 : i64
            memref.store %91, %alloc_65[%arg1, %arg2, %arg3] : memref<1x2x?xf32>
            memref.store %93, %alloc_64[%arg1, %arg2, %arg3] : memref<1x2x?xi64>
          }
        }
      }
    }
    %expand_shape_135 = memref.expand_shape %alloc_65 [[0], [1], [2, 3]] output_shape [1, 2, %57, 1] : memref<1x2x?xf32> into memref<1x2x?x1xf32>
    scf.for %arg1 = %c0 to %c1 step %c1 {
      scf.for %arg2 = %c0 to %c2 step %c1 {
        scf.for %arg3 = %c0 to %57 step %c1 {
          scf.for %arg4 = %c0 to %57 step %c1 {
            %87 = memref.load %alloc_63[%arg1, %arg2, %arg3, %arg4] : memref<1x2x?x?xf32>
            %88 = memref.load %expand_shape_135[%arg1, %arg2, %arg3, %c0] : memref<1x2x?x1xf32>
            %89 = arith.subf %87, %88 : f32
            memref.store %89, %alloc_63[%arg1, %arg2, %arg3, %arg4] : memref<1x2x?x?xf32>
          }
        }
      }
    }
    scf.for %arg1 = %c0 to %c1 step %c1 {
      scf.for %arg2 = %c0 to %c2 step %c1 {
        scf.for %arg3 = %c0 to %57 step %c1 {
          scf.for %arg4 = %c0 to %57 step %c1 {
            %87 = memref.load %alloc_63[%arg1, %arg2, %arg3, %arg4] : memref<1x2x?x?xf32>
            %88 = math.exp %87 : f32
            memref.store %88, %alloc_63[%arg1, %arg2, %arg3, %arg4] : memref<1x2x?x?xf32>
          }
        }
      }
    }
    scf.for %arg1 = %c0 to %c1 step %c1 {
      scf.for %arg2 = %c0 to %c2 step %c1 {
        scf.for %arg3 = %c0 to %57 step %c1 {
          scf.for %arg4 = %c0 to %57 step %c1 {
            %87 = memref.load %alloc_63[%arg1, %arg2, %arg3, %arg4] : memref<1x2x?x?xf32>
            %88 = memref.load %alloc_69[%arg1, %arg2, %arg3, %c0] : memref<1x2x?x1xf32>
            %89 = arith.addf %87, %88 : f32
            memref.store %89, %alloc_69[%arg1, %arg2, %arg3, %c0] : memref<1x2x?x1xf32>
          }
        }
      }
    }
    scf.for %arg1 = %c0 to %c1 step %c1 {
      scf.for %arg2 = %c0 to %c2 step %c1 {
        scf.for %arg3 = %c0 to %57 step %c1 {
          scf.for %arg4 = %c0 to %57 step %c1 {
            %87 = memref.load %alloc_63[%arg1, %arg2, %arg3, %arg4] : memref<1x2x?x?xf32>
            %88 = memref.load %alloc_69[%arg1, %arg2, %arg3, %c0] : memref<1x2x?x1xf32>
            %89 = arith.divf %87, %88 : f32
            memref.store %89, %alloc_63[%arg1, %arg2, %arg3, %arg4] : memref<1x2x?x?xf32>
          }
        }
      }
    }
    cf.assert %18, "unimplemented: dynamic negative broadcast sizes"
    cf.assert %18, "unimplemented: dynamic negative broadcast sizes"
    scf.for %arg1 = %c0 to %c1 step %c1 {
      scf.for %arg2 = %c0 to %c2 step %c1 {
        scf.for %arg3 = %c0 to %dim step %c1 {
          scf.for %arg4 = %c0 to %dim step %c1 {
            %87 = arith.cmpi eq, %57, %c1 : index
            %88 = arith.select %87, %c0, %arg3 : index
            %89 = arith.select %87, %c0, %arg4 : index
            %90 = memref.load %alloc_63[%c0, %arg2, %88, %89] : memref<1x2x?x?xf32>
            memref.store %90, %alloc_71[%arg1, %arg2, %arg3, %arg4] : memref<1x2x?x?xf32>
          }
        }
      }
    }
    cf.assert %49, "must have at most one inferred (negative) dimension"
    %reshape_136 = memref.reshape %alloc_71(%alloc_72) : (memref<1x2x?x?xf32>, memref<3xi64>) -> memref<2x?x?xf32>
    %79 = memref.load %alloc_72[%c1] : memref<3xi64>
    %80 = arith.index_cast %79 : i64 to index
    %81 = memref.load %alloc_72[%c2] : memref<3xi64>
    %82 = arith.index_cast %81 : i64 to index
    cf.assert %18, "unimplemented: dynamic negative broadcast sizes"
    scf.for %arg1 = %c0 to %c1 step %c1 {
      scf.for %arg2 = %c0 to %c2 step %c1 {
        scf.for %arg3 = %c0 to %dim step %c1 {
          scf.for %arg4 = %c0 to %c16 step %c1 {
            %87 = arith.cmpi eq, %70, %c1 : index
            %88 = arith.select %87, %c0, %arg3 : index
            %89 = memref.load %alloc_128[%c0, %arg2, %88, %arg4] : memref<1x2x?x16xf32>
            memref.store %89, %alloc_53[%arg1, %arg2, %arg3, %arg4] : memref<1x2x?x16xf32>
          }
        }
      }
    }
    cf.assert %63, "mismatching contracting dimension"
    scf.for %arg1 = %c0 to %c2 step %c1 {
      scf.for %arg2 = %c0 to %80 step %c1 {
        scf.for %arg3 = %c0 to %c16 step %c1 {
          scf.for %arg4 = %c0 to %82 step %c1 {
            %87 = memref.load %reshape_136[%arg1, %arg2, %arg4] : memref<2x?x?xf32>
            %88 = memref.load %collapse_shape_54[%arg1, %arg4, %arg3] : memref<2x?x16xf32>
            %89 = memref.load %alloc_74[%arg1, %arg2, %arg3] : memref<2x?x16xf32>
            %90 = arith.mulf %87, %88 : f32
            %91 = arith.addf %89, %90 : f32
            memref.store %91, %alloc_74[%arg1, %arg2, %arg3] : memref<2x?x16xf32>
          }
        }
      }
    }
    %expand_shape_137 = memref.expand_shape %alloc_74 [[0, 1], [2], [3]] output_shape [1, 2, %57, 16] : memref<2x?x16xf32> into memref<1x2x?x16xf32>
    %dim_138 = memref.dim %expand_shape_137, %c2 : memref<1x2x?x16xf32>
    scf.for %arg1 = %c0 to %c1 step %c1 {
      scf.for %arg2 = %c0 to %dim_138 step %c1 {
        scf.for %arg3 = %c0 to %c2 step %c1 {
          scf.for %arg4 = %c0 to %c16 step %c1 {
            %87 = memref.load %expand_shape_137[%arg1, %arg3, %arg2, %arg4] : memref<1x2x?x16xf32>
            memref.store %87, %alloc_77[%arg1, %arg2, %arg3, %arg4] : memref<1x?x2x16xf32>
          }
        }
      }
    }
    %alloc_139 = memref.alloc(%57) {alignment = 64 : i64} : memref<?x32xf32>
    memref.copy %alloc_81, %alloc_139 : memref<?x32xf32> to memref<?x32xf32>
    %dim_140 = memref.dim %collapse_shape_79, %c0 : memref<?x32xf32>
    scf.for %arg1 = %c0 to %dim_140 step %c1 {
      scf.for %arg2 = %c0 to %c32 step %c1 {
        scf.for %arg3 = %c0 to %c32 step %c1 {
          %87 = memref.load %collapse_shape_79[%arg1, %arg3] : memref<?x32xf32>
          %88 = memref.load %8[%arg3, %arg2] : memref<32x32xf32>
          %89 = memref.load %alloc_139[%arg1, %arg2] : memref<?x32xf32>
          %90 = arith.mulf %87, %88 : f32
          %91 = arith.addf %89, %90 : f32
          memref.store %91, %alloc_139[%arg1, %arg2] : memref<?x32xf32>
        }
      }
    }
    scf.for %arg1 = %c0 to %57 step %c1 {
      scf.for %arg2 = %c0 to %c32 step %c1 {
        %87 = memref.load %alloc_139[%arg1, %arg2] : memref<?x32xf32>
        %88 = memref.load %3[%arg2] : memref<32xf32>
        %89 = arith.addf %87, %88 : f32
        memref.store %89, %alloc_80[%arg1, %arg2] : memref<?x32xf32>
      }
    }
    %alloc_141 = memref.alloc(%57) {alignment = 64 : i64} : memref<1x?x32xf32>
    %dim_142 = memref.dim %expand_shape_84, %c1 : memref<1x?x32xf32>
    scf.for %arg1 = %c0 to %c1 step %c1 {
      scf.for %arg2 = %c0 to %dim_142 step %c1 {
        scf.for %arg3 = %c0 to %c32 step %c1 {
          %87 = memref.load %expand_shape_84[%arg1, %arg2, %arg3] : memref<1x?x32xf32>
          %88 = memref.load %alloc_111[%arg1, %arg2, %arg3] : memref<1x?x32xf32>
          %89 = arith.addf %87, %88 : f32
          memref.store %89, %alloc_141[%arg1, %arg2, %arg3] : memref<1x?x32xf32>
        }
      }
    }
    scf.for %arg1 = %c0 to %c1 step %c1 {
      scf.for %arg2 = %c0 to %57 step %c1 {
        scf.for %arg3 = %c0 to %c32 step %c1 {
          %87 = memref.load %alloc_141[%arg1, %arg2, %arg3] : memref<1x?x32xf32>
          %88 = arith.extf %87 : f32 to f64
          memref.store %88, %alloc_88[%arg1, %arg2, %arg3] : memref<1x?x32xf64>
        }
      }
    }
    %alloc_143 = memref.alloc(%57) {alignment = 64 : i64} : memref<1x?x1xf64>
    memref.copy %alloc_90, %alloc_143 : memref<1x?x1xf64> to memref<1x?x1xf64>
    scf.for %arg1 = %c0 to %c1 step %c1 {
      scf.for %arg2 = %c0 to %57 step %c1 {
        scf.for %arg3 = %c0 to %c32 step %c1 {
          %87 = memref.load %alloc_88[%arg1, %arg2, %arg3] : memref<1x?x32xf64>
          %88 = memref.load %alloc_143[%arg1, %arg2, %c0] : memref<1x?x1xf64>
          %89 = arith.addf %87, %88 : f64
          memref.store %89, %alloc_143[%arg1, %arg2, %c0] : memref<1x?x1xf64>
        }
      }
    }
    scf.for %arg1 = %c0 to %c1 step %c1 {
      scf.for %arg2 = %c0 to %57 step %c1 {
        scf.for %arg3 = %c0 to %c1 step %c1 {
          %87 = memref.load %alloc_143[%arg1, %arg2, %arg3] : memref<1x?x1xf64>
          %88 = arith.divf %87, %cst_3 : f64
          memref.store %88, %alloc_89[%arg1, %arg2, %arg3] : memref<1x?x1xf64>
        }
      }
    }
    scf.for %arg1 = %c0 to %c1 step %c1 {
      scf.for %arg2 = %c0 to %57 step %c1 {
        scf.for %arg3 = %c0 to %c32 step %c1 {
          %87 = memref.load %alloc_88[%arg1, %arg2, %arg3] : memref<1x?x32xf64>
          %88 = memref.load %alloc_89[%arg1, %arg2, %c0] : memref<1x?x1xf64>
          %89 = arith.subf %87, %88 : f64
          memref.store %89, %alloc_88[%arg1, %arg2, %arg3] : memref<1x?x32xf64>
        }
      }
    }
    scf.for %arg1 = %c0 to %c1 step %c1 {
      scf.for %arg2 = %c0 to %57 step %c1 {
        scf.for %arg3 = %c0 to %c32 step %c1 {
          %87 = memref.load %alloc_88[%arg1, %arg2, %arg3] : memref<1x?x32xf64>
          %88 = memref.load %alloc_88[%arg1, %arg2, %arg3] : memref<1x?x32xf64>
          %89 = arith.mulf %87, %88 : f64
          memref.store %89, %alloc_88[%arg1, %arg2, %arg3] : memref<1x?x32xf64>
        }
      }
    }
    %alloc_144 = memref.alloc(%57) {alignment = 64 : i64} : memref<1x?x1xf64>
    memref.copy %alloc_90, %alloc_144 : memref<1x?x1xf64> to memref<1x?x1xf64>
    scf.for %arg1 = %c0 to %c1 step %c1 {
      scf.for %arg2 = %c0 to %57 step %c1 {
        scf.for %arg3 = %c0 to %c32 step %c1 {
          %87 = memref.load %alloc_88[%arg1, %arg2, %arg3] : memref<1x?x32xf64>
          %88 = memref.load %alloc_144[%arg1, %arg2, %c0] : memref<1x?x1xf64>
          %89 = arith.addf %87, %88 : f64
          memref.store %89, %alloc_144[%arg1, %arg2, %c0] : memref<1x?x1xf64>
        }
      }
    }
    scf.for %arg1 = %c0 to %c1 step %c1 {
      scf.for %arg2 = %c0 to %57 step %c1 {
        scf.for %arg3 = %c0 to %c1 step %c1 {
          %87 = memref.load %alloc_144[%arg1, %arg2, %arg3] : memref<1x?x1xf64>
          %88 = arith.divf %87, %cst_3 : f64
          memref.store %88, %alloc_89[%arg1, %arg2, %arg3] : memref<1x?x1xf64>
        }
      }
    }
    scf.for %arg1 = %c0 to %c1 step %c1 {
      scf.for %arg2 = %c0 to %57 step %c1 {
        scf.for %arg3 = %c0 to %c1 step %c1 {
          %87 = memref.load %alloc_89[%arg1, %arg2, %arg3] : memref<1x?x1xf64>
          %88 = arith.truncf %87 : f64 to f32
          memref.store %88, %alloc_93[%arg1, %arg2, %arg3] : memref<1x?x1xf32>
        }
      }
    }
    %alloc_145 = memref.alloc(%57) {alignment = 64 : i64} : memref<1x?x1xf32>
    memref.copy %alloc_94, %alloc_145 : memref<1x?x1xf32> to memref<1x?x1xf32>
    scf.for %arg1 = %c0 to %c1 step %c1 {
      scf.for %arg2 = %c0 to %57 step %c1 {
        scf.for %arg3 = %c0 to %c32 step %c1 {
          %87 = memref.load %alloc_141[%arg1, %arg2, %arg3] : memref<1x?x32xf32>
          %88 = memref.load %alloc_145[%arg1, %arg2, %c0] : memref<1x?x1xf32>
          %89 = arith.addf %87, %88 : f32
          memref.store %89, %alloc_145[%arg1, %arg2, %c0] : memref<1x?x1xf32>
        }
      }
    }
    %alloc_146 = memref.alloc(%57) {alignment = 64 : i64} : memref<1x?x1xf32>
    scf.for %arg1 = %c0 to %c1 step %c1 {
      scf.for %arg2 = %c0 to %57 step %c1 {
        scf.for %arg3 = %c0 to %c1 step %c1 {
          %87 = memref.load %alloc_145[%arg1, %arg2, %arg3] : memref<1x?x1xf32>
          %88 = arith.divf %87, %cst_2 : f32
          memref.store %88, %alloc_146[%arg1, %arg2, %arg3] : memref<1x?x1xf32>
        }
      }
    }
    scf.for %arg1 = %c0 to %c1 step %c1 {
      scf.for %arg2 = %c0 to %57 step %c1 {
        scf.for %arg3 = %c0 to %c1 step %c1 {
          %87 = memref.load %alloc_93[%arg1, %arg2, %arg3] : memref<1x?x1xf32>
          %88 = arith.truncf %cst_4 : f64 to f32
          %89 = arith.addf %87, %88 : f32
          memref.store %89, %alloc_93[%arg1, %arg2, %arg3] : memref<1x?x1xf32>
        }
      }
    }
    scf.for %arg1 = %c0 to %c1 step %c1 {
      scf.for %arg2 = %c0 to %57 step %c1 {
        scf.for %arg3 = %c0 to %c1 step %c1 {
          %87 = memref.load %alloc_93[%arg1, %arg2, %arg3] : memref<1x?x1xf32>
          %88 = math.rsqrt %87 : f32
          memref.store %88, %alloc_93[%arg1, %arg2, %arg3] : memref<1x?x1xf32>
        }
      }
    }
    scf.for %arg1 = %c0 to %c1 step %c1 {
      scf.for %arg2 = %c0 to %57 step %c1 {
        scf.for %arg3 = %c0 to %c32 step %c1 {
          %87 = memref.load %alloc_141[%arg1, %arg2, %arg3] : memref<1x?x32xf32>
          %88 = memref.load %alloc_146[%arg1, %arg2, %c0] : memref<1x?x1xf32>
          %89 = arith.subf %87, %88 : f32
          memref.store %89, %alloc_85[%arg1, %arg2, %arg3] : memref<1x?x32xf32>
        }
      }
    }
    scf.for %arg1 = %c0 to %c1 step %c1 {
      scf.for %arg2 = %c0 to %57 step %c1 {
        scf.for %arg3 = %c0 to %c32 step %c1 {
          %87 = memref.load %alloc_85[%arg1, %arg2, %arg3] : memref<1x?x32xf32>
          %88 = memref.load %alloc_93[%arg1, %arg2, %c0] : memref<1x?x1xf32>
          %89 = arith.mulf %87, %88 : f32
          memref.store %89, %alloc_85[%arg1, %arg2, %arg3] : memref<1x?x32xf32>
        }
      }
    }
    scf.for %arg1 = %c0 to %c1 step %c1 {
      scf.for %arg2 = %c0 to %57 step %c1 {
        scf.for %arg3 = %c0 to %c32 step %c1 {
          %87 = memref.load %alloc_85[%arg1, %arg2, %arg3] : memref<1x?x32xf32>
          %88 = memref.load %4[%arg3] : memref<32xf32>
          %89 = arith.mulf %87, %88 : f32
          memref.store %89, %alloc_85[%arg1, %arg2, %arg3] : memref<1x?x32xf32>
        }
      }
    }
    scf.for %arg1 = %c0 to %c1 step %c1 {
      scf.for %arg2 = %c0 to %57 step %c1 {
        scf.for %arg3 = %c0 to %c32 step %c1 {
          %87 = memref.load %alloc_85[%arg1, %arg2, %arg3] : memref<1x?x32xf32>
          %88 = memref.load %3[%arg3] : memref<32xf32>
          %89 = arith.addf %87, %88 : f32
          memref.store %89, %alloc_85[%arg1, %arg2, %arg3] : memref<1x?x32xf32>
        }
      }
    }
    %dim_147 = memref.dim %collapse_shape_97, %c0 : memref<?x32xf32>
    scf.for %arg1 = %c0 to %dim_147 step %c1 {
      scf.for %arg2 = %c0 to %c128 step %c1 {
        scf.for %arg3 = %c0 to %c32 step %c1 {
          %87 = memref.load %collapse_shape_97[%arg1, %arg3] : memref<?x32xf32>
          %88 = memref.load %7[%arg3, %arg2] : memref<32x128xf32>
          %89 = memref.load %alloc_99[%arg1, %arg2] : memref<?x128xf32>
          %90 = arith.mulf %87, %88 : f32
          %91 = arith.addf %89, %90 : f32
          memref.store %91, %alloc_99[%arg1, %arg2] : memref<?x128xf32>
        }
      }
    }
    scf.for %arg1 = %c0 to %57 step %c1 {
      scf.for %arg2 = %c0 to %c128 step %c1 {
        %87 = memref.load %alloc_99[%arg1, %arg2] : memref<?x128xf32>
        %88 = memref.load %6[%arg2] : memref<128xf32>
        %89 = arith.addf %87, %88 : f32
        memref.store %89, %alloc_98[%arg1, %arg2] : memref<?x128xf32>
      }
    }
    %alloc_148 = memref.alloc(%57) {alignment = 64 : i64} : memref<1x?x128xf32>
    %dim_149 = memref.dim %expand_shape_102, %c1 : memref<1x?x128xf32>
    scf.for %arg1 = %c0 to %c1 step %c1 {
      scf.for %arg2 = %c0 to %dim_149 step %c1 {
        scf.for %arg3 = %c0 to %c128 step %c1 {
          %87 = memref.load %expand_shape_102[%arg1, %arg2, %arg3] : memref<1x?x128xf32>
          %88 = arith.mulf %87, %cst_0 : f32
          memref.store %88, %alloc_148[%arg1, %arg2, %arg3] : memref<1x?x128xf32>
        }
      }
    }
    %dim_150 = memref.dim %expand_shape_102, %c1 : memref<1x?x128xf32>
    scf.for %arg1 = %c0 to %c1 step %c1 {
      scf.for %arg2 = %c0 to %dim_150 step %c1 {
        scf.for %arg3 = %c0 to %c128 step %c1 {
          %87 = memref.load %expand_shape_102[%arg1, %arg2, %arg3] : memref<1x?x128xf32>
          %88 = math.fpowi %87, %c3_i64 : f32, i64
          memref.store %88, %alloc_103[%arg1, %arg2, %arg3] : memref<1x?x128xf32>
        }
      }
    }
    scf.for %arg1 = %c0 to %c1 step %c1 {
      scf.for %arg2 = %c0 to %57 step %c1 {
        scf.for %arg3 = %c0 to %c128 step %c1 {
          %87 = memref.load %alloc_103[%arg1, %arg2, %arg3] : memref<1x?x128xf32>
          %88 = arith.truncf %cst_5 : f64 to f32
          %89 = arith.mulf %87, %88 : f32
          memref.store %89, %alloc_103[%arg1, %arg2, %arg3] : memref<1x?x128xf32>
        }
      }
    }
    %dim_151 = memref.dim %expand_shape_102, %c1 : memref<1x?x128xf32>
    scf.for %arg1 = %c0 to %c1 step %c1 {
      scf.for %arg2 = %c0 to %dim_151 step %c1 {
        scf.for %arg3 = %c0 to %c128 step %c1 {
          %87 = memref.load %expand_shape_102[%arg1, %arg2, %arg3] : memref<1x?x128xf32>
          %88 = memref.load %alloc_103[%arg1, %arg2, %arg3] : memref<1x?x128xf32>
          %89 = arith.addf %87, %88 : f32
          memref.store %89, %alloc_103[%arg1, %arg2, %arg3] : memref<1x?x128xf32>
        }
      }
    }
    scf.for %arg1 = %c0 to %c1 step %c1 {
      scf.for %arg2 = %c0 to %57 step %c1 {
        scf.for %arg3 = %c0 to %c128 step %c1 {
          %87 = memref.load %alloc_103[%arg1, %arg2, %arg3] : memref<1x?x128xf32>
          %88 = arith.truncf %cst_6 : f64 to f32
          %89 = arith.mulf %87, %88 : f32
          memref.store %89, %alloc_103[%arg1, %arg2, %arg3] : memref<1x?x128xf32>
        }
      }
    }
    scf.for %arg1 = %c0 to %c1 step %c1 {
      scf.for %arg2 = %c0 to %57 step %c1 {
        scf.for %arg3 = %c0 to %c128 step %c1 {
          %87 = memref.load %alloc_103[%arg1, %arg2, %arg3] : memref<1x?x128xf32>
          %88 = math.tanh %87 : f32
          memref.store %88, %alloc_103[%arg1, %arg2, %arg3] : memref<1x?x128xf32>
        }
      }
    }
    scf.for %arg1 = %c0 to %c1 step %c1 {
      scf.for %arg2 = %c0 to %57 step %c1 {
        scf.for %arg3 = %c0 to %c128 step %c1 {
          %87 = memref.load %alloc_103[%arg1, %arg2, %arg3] : memref<1x?x128xf32>
          %88 = arith.addf %87, %cst : f32
          memref.store %88, %alloc_103[%arg1, %arg2, %arg3] : memref<1x?x128xf32>
        }
      }
    }
    scf.for %arg1 = %c0 to %c1 step %c1 {
      scf.for %arg2 = %c0 to %57 step %c1 {
        scf.for %arg3 = %c0 to %c128 step %c1 {
          %87 = memref.load %alloc_148[%arg1, %arg2, %arg3] : memref<1x?x128xf32>
          %88 = memref.load %alloc_103[%arg1, %arg2, %arg3] : memref<1x?x128xf32>
          %89 = arith.mulf %87, %88 : f32
          memref.store %89, %alloc_103[%arg1, %arg2, %arg3] : memref<1x?x128xf32>
        }
      }
    }
    %dim_152 = memref.dim %collapse_shape_108, %c0 : memref<?x128xf32>
    scf.for %arg1 = %c0 to %dim_152 step %c1 {
      scf.for %arg2 = %c0 to %c32 step %c1 {
        scf.for %arg3 = %c0 to %c128 step %c1 {
          %87 = memref.load %collapse_shape_108[%arg1, %arg3] : memref<?x128xf32>
          %88 = memref.load %5[%arg3, %arg2] : memref<128x32xf32>
          %89 = memref.load %alloc_81[%arg1, %arg2] : memref<?x32xf32>
          %90 = arith.mulf %87, %88 : f32
          %91 = arith.addf %89, %90 : f32
          memref.store %91, %alloc_81[%arg1, %arg2] : memref<?x32xf32>
        }
      }
    }
    scf.for %arg1 = %c0 to %57 step %c1 {
      scf.for %arg2 = %c0 to %c32 step %c1 {
        %87 = memref.load %alloc_81[%arg1, %arg2] : memref<?x32xf32>
        %88 = memref.load %3[%arg2] : memref<32xf32>
        %89 = arith.addf %87, %88 : f32
        memref.store %89, %alloc_80[%arg1, %arg2] : memref<?x32xf32>
      }
    }
    scf.for %arg1 = %c0 to %c1 step %c1 {
      scf.for %arg2 = %c0 to %57 step %c1 {
        scf.for %arg3 = %c0 to %c32 step %c1 {
          %87 = memref.load %alloc_141[%arg1, %arg2, %arg3] : memref<1x?x32xf32>
          %88 = memref.load %expand_shape_84[%arg1, %arg2, %arg3] : memref<1x?x32xf32>
          %89 = arith.addf %87, %88 : f32
          memref.store %89, %alloc_85[%arg1, %arg2, %arg3] : memref<1x?x32xf32>
        }
      }
    }
    scf.for %arg1 = %c0 to %c1 step %c1 {
      scf.for %arg2 = %c0 to %57 step %c1 {
        scf.for %arg3 = %c0 to %c32 step %c1 {
          %87 = memref.load %alloc_85[%arg1, %arg2, %arg3] : memref<1x?x32xf32>
          %88 = arith.extf %87 : f32 to f64
          memref.store %88, %alloc_88[%arg1, %arg2, %arg3] : memref<1x?x32xf64>
        }
      }
    }
    %alloc_153 = memref.alloc(%57) {alignment = 64 : i64} : memref<1x?x1xf64>
    memref.copy %alloc_90, %alloc_153 : memref<1x?x1xf64> to memref<1x?x1xf64>
    scf.for %arg1 = %c0 to %c1 step %c1 {
      scf.for %arg2 = %c0 to %57 step %c1 {
        scf.for %arg3 = %c0 to %c32 step %c1 {
          %87 = memref.load %alloc_88[%arg1, %arg2, %arg3] : memref<1x?x32xf64>
          %88 = memref.load %alloc_153[%arg1, %arg2, %c0] : memref<1x?x1xf64>
          %89 = arith.addf %87, %88 : f64
          memref.store %89, %alloc_153[%arg1, %arg2, %c0] : memref<1x?x1xf64>
        }
      }
    }
    scf.for %arg1 = %c0 to %c1 step %c1 {
      scf.for %arg2 = %c0 to %57 step %c1 {
        scf.for %arg3 = %c0 to %c1 step %c1 {
          %87 = memref.load %alloc_153[%arg1, %arg2, %arg3] : memref<1x?x1xf64>
          %88 = arith.divf %87, %cst_3 : f64
          memref.store %88, %alloc_89[%arg1, %arg2, %arg3] : memref<1x?x1xf64>
        }
      }
    }
    scf.for %arg1 = %c0 to %c1 step %c1 {
      scf.for %arg2 = %c0 to %57 step %c1 {
        scf.for %arg3 = %c0 to %c32 step %c1 {
          %87 = memref.load %alloc_88[%arg1, %arg2, %arg3] : memref<1x?x32xf64>
          %88 = memref.load %alloc_89[%arg1, %arg2, %c0] : memref<1x?x1xf64>
          %89 = arith.subf %87, %88 : f64
          memref.store %89, %alloc_88[%arg1, %arg2, %arg3] : memref<1x?x32xf64>
        }
      }
    }
    scf.for %arg1 = %c0 to %c1 step %c1 {
      scf.for %arg2 = %c0 to %57 step %c1 {
        scf.for %arg3 = %c0 to %c32 step %c1 {
          %87 = memref.load %alloc_88[%arg1, %arg2, %arg3] : memref<1x?x32xf64>
          %88 = memref.load %alloc_88[%arg1, %arg2, %arg3] : memref<1x?x32xf64>
          %89 = arith.mulf %87, %88 : f64
          memref.store %89, %alloc_88[%arg1, %arg2, %arg3] : memref<1x?x32xf64>
        }
      }
    }
    scf.for %arg1 = %c0 to %c1 step %c1 {
      scf.for %arg2 = %c0 to %57 step %c1 {
        scf.for %arg3 = %c0 to %c32 step %c1 {
          %87 = memref.load %alloc_88[%arg1, %arg2, %arg3] : memref<1x?x32xf64>
          %88 = memref.load %alloc_90[%arg1, %arg2, %c0] : memref<1x?x1xf64>
          %89 = arith.addf %87, %88 : f64
          memref.store %89, %alloc_90[%arg1, %arg2, %c0] : memref<1x?x1xf64>
        }
      }
    }
    scf.for %arg1 = %c0 to %c1 step %c1 {
      scf.for %arg2 = %c0 to %57 step %c1 {
        scf.for %arg3 = %c0 to %c1 step %c1 {
          %87 = memref.load %alloc_90[%arg1, %arg2, %arg3] : memref<1x?x1xf64>
          %88 = arith.divf %87, %cst_3 : f64
          memref.store %88, %alloc_89[%arg1, %arg2, %arg3] : memref<1x?x1xf64>
        }
      }
    }
    scf.for %arg1 = %c0 to %c1 step %c1 {
      scf.for %arg2 = %c0 to %57 step %c1 {
        scf.for %arg3 = %c0 to %c1 step %c1 {
          %87 = memref.load %alloc_89[%arg1, %arg2, %arg3] : memref<1x?x1xf64>
          %88 = arith.truncf %87 : f64 to f32
          memref.store %88, %alloc_93[%arg1, %arg2, %arg3] : memref<1x?x1xf32>
        }
      }
    }
    scf.for %arg1 = %c0 to %c1 step %c1 {
      scf.for %arg2 = %c0 to %57 step %c1 {
        scf.for %arg3 = %c0 to %c32 step %c1 {
          %87 = memref.load %alloc_85[%arg1, %arg2, %arg3] : memref<1x?x32xf32>
          %88 = memref.load %alloc_94[%arg1, %arg2, %c0] : memref<1x?x1xf32>
          %89 = arith.addf %87, %88 : f32
          memref.store %89, %alloc_94[%arg1, %arg2, %c0] : memref<1x?x1xf32>
        }
      }
    }
    %alloc_154 = memref.alloc(%57) {alignment = 64 : i64} : memref<1x?x1xf32>
    scf.for %arg1 = %c0 to %c1 step %c1 {
      scf.for %arg2 = %c0 to %57 step %c1 {
        scf.for %arg3 = %c0 to %c1 step %c1 {
          %87 = memref.load %alloc_94[%arg1, %arg2, %arg3] : memref<1x?x1xf32>
          %88 = arith.divf %87, %cst_2 : f32
          memref.store %88, %alloc_154[%arg1, %arg2, %arg3] : memref<1x?x1xf32>
        }
      }
    }
    scf.for %arg1 = %c0 to %c1 step %c1 {
      scf.for %arg2 = %c0 to %57 step %c1 {
        scf.for %arg3 = %c0 to %c1 step %c1 {
          %87 = memref.load %alloc_93[%arg1, %arg2, %arg3] : memref<1x?x1xf32>
          %88 = arith.truncf %cst_4 : f64 to f32
          %89 = arith.addf %87, %88 : f32
          memref.store %89, %alloc_93[%arg1, %arg2, %arg3] : memref<1x?x1xf32>
        }
      }
    }
    scf.for %arg1 = %c0 to %c1 step %c1 {
      scf.for %arg2 = %c0 to %57 step %c1 {
        scf.for %arg3 = %c0 to %c1 step %c1 {
          %87 = memref.load %alloc_93[%arg1, %arg2, %arg3] : memref<1x?x1xf32>
          %88 = math.rsqrt %87 : f32
          memref.store %88, %alloc_93[%arg1, %arg2, %arg3] : memref<1x?x1xf32>
        }
      }
    }
    scf.for %arg1 = %c0 to %c1 step %c1 {
      scf.for %arg2 = %c0 to %57 step %c1 {
        scf.for %arg3 = %c0 to %c32 step %c1 {
          %87 = memref.load %alloc_85[%arg1, %arg2, %arg3] : memref<1x?x32xf32>
          %88 = memref.load %alloc_154[%arg1, %arg2, %c0] : memref<1x?x1xf32>
          %89 = arith.subf %87, %88 : f32
          memref.store %89, %alloc_85[%arg1, %arg2, %arg3] : memref<1x?x32xf32>
        }
      }
    }
    scf.for %arg1 = %c0 to %c1 step %c1 {
      scf.for %arg2 = %c0 to %57 step %c1 {
        scf.for %arg3 = %c0 to %c32 step %c1 {
          %87 = memref.load %alloc_85[%arg1, %arg2, %arg3] : memref<1x?x32xf32>
          %88 = memref.load %alloc_93[%arg1, %arg2, %c0] : memref<1x?x1xf32>
          %89 = arith.mulf %87, %88 : f32
          memref.store %89, %alloc_85[%arg1, %arg2, %arg3] : memref<1x?x32xf32>
        }
      }
    }
    scf.for %arg1 = %c0 to %c1 step %c1 {
      scf.for %arg2 = %c0 to %57 step %c1 {
        scf.for %arg3 = %c0 to %c32 step %c1 {
          %87 = memref.load %alloc_85[%arg1, %arg2, %arg3] : memref<1x?x32xf32>
          %88 = memref.load %4[%arg3] : memref<32xf32>
          %89 = arith.mulf %87, %88 : f32
          memref.store %89, %alloc_85[%arg1, %arg2, %arg3] : memref<1x?x32xf32>
        }
      }
    }
    scf.for %arg1 = %c0 to %c1 step %c1 {
      scf.for %arg2 = %c0 to %57 step %c1 {
        scf.for %arg3 = %c0 to %c32 step %c1 {
          %87 = memref.load %alloc_85[%arg1, %arg2, %arg3] : memref<1x?x32xf32>
          %88 = memref.load %3[%arg3] : memref<32xf32>
          %89 = arith.addf %87, %88 : f32
          memref.store %89, %alloc_85[%arg1, %arg2, %arg3] : memref<1x?x32xf32>
        }
      }
    }
    %83 = arith.muli %20, %c32_i64 : i64
    cf.assert %22, "must have at most one inferred (negative) dimension"
    %84 = arith.divsi %65, %83 : i64
    %85 = arith.select %19, %84, %17 : i64
    %alloc_155 = memref.alloc() {alignment = 64 : i64} : memref<3xi64>
    memref.store %84, %alloc_155[%c0] : memref<3xi64>
    memref.store %85, %alloc_155[%c1] : memref<3xi64>
    memref.store %c32_i64, %alloc_155[%c2] : memref<3xi64>
    %reshape_156 = memref.reshape %alloc_85(%alloc_155) : (memref<1x?x32xf32>, memref<3xi64>) -> memref<1x?x32xf32>
    %alloc_157 = memref.alloc() {alignment = 64 : i64} : memref<32x64xf32>
    scf.for %arg1 = %c0 to %c32 step %c1 {
      scf.for %arg2 = %c0 to %c64 step %c1 {
        %87 = memref.load %15[%arg2, %arg1] : memref<64x32xf32>
        memref.store %87, %alloc_157[%arg1, %arg2] : memref<32x64xf32>
      }
    }
    %collapse_shape_158 = memref.collapse_shape %reshape_156 [[0, 1], [2]] : memref<1x?x32xf32> into memref<?x32xf32>
    %86 = arith.index_cast %85 : i64 to index
    %alloc_159 = memref.alloc(%86) {alignment = 64 : i64} : memref<?x64xf32>
    scf.for %arg1 = %c0 to %86 step %c1 {
      scf.for %arg2 = %c0 to %c64 step %c1 {
        memref.store %cst_10, %alloc_159[%arg1, %arg2] : memref<?x64xf32>
      }
    }
    %dim_160 = memref.dim %collapse_shape_158, %c0 : memref<?x32xf32>
    scf.for %arg1 = %c0 to %dim_160 step %c1 {
      scf.for %arg2 = %c0 to %c64 step %c1 {
        scf.for %arg3 = %c0 to %c32 step %c1 {
          %87 = memref.load %collapse_shape_158[%arg1, %arg3] : memref<?x32xf32>
          %88 = memref.load %alloc_157[%arg3, %arg2] : memref<32x64xf32>
          %89 = memref.load %alloc_159[%arg1, %arg2] : memref<?x64xf32>
          %90 = arith.mulf %87, %88 : f32
          %91 = arith.addf %89, %90 : f32
          memref.store %91, %alloc_159[%arg1, %arg2] : memref<?x64xf32>
        }
      }
    }
    %expand_shape_161 = memref.expand_shape %alloc_159 [[0, 1], [2]] output_shape [1, %86, 64] : memref<?x64xf32> into memref<1x?x64xf32>
    return %expand_shape_161 : memref<1x?x64xf32>
  }
}


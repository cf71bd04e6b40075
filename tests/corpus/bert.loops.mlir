module {
  memref.global "private" constant @__constant_1x64xi64_11 : memref<1x64xi64> = dense_resource<torch_tensor_1_64_torch.int64> {alignment = 64 : i64}
  memref.global "private" constant @__constant_1x64xi64 : memref<1x64xi64> = dense_resource<torch_tensor_1_64_torch.int64_1> {alignment = 64 : i64}
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
    %c16 = arith.constant 16 : index
    %c32 = arith.constant 32 : index
    %c3 = arith.constant 3 : index
    %c0_i64 = arith.constant 0 : i64
    %cst = arith.constant 1.41421354 : f32
    %cst_0 = arith.constant 2.500000e-01 : f32
    %c32_i64 = arith.constant 32 : i64
    %cst_1 = arith.constant 3.200000e+01 : f32
    %cst_2 = arith.constant 3.200000e+01 : f64
    %cst_3 = arith.constant 9.9999999999999998E-13 : f64
    %cst_4 = arith.constant -0.0114743393 : f32
    %cst_5 = arith.constant 0.0356862731 : f32
    %c1_i64 = arith.constant 1 : i64
    %c2_i64 = arith.constant 2 : i64
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c-1 = arith.constant -1 : index
    %c64 = arith.constant 64 : index
    %c2 = arith.constant 2 : index
    %cst_6 = arith.constant 0.000000e+00 : f64
    %cst_7 = arith.constant 0.000000e+00 : f32
    %c16_i64 = arith.constant 16 : i64
    %cst_8 = arith.constant 0xFF800000 : f32
    %cst_9 = arith.constant 1.000000e+00 : f32
    %cst_10 = arith.constant 5.000000e-01 : f32
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
    %17 = memref.get_global @__constant_1x64xi64 : memref<1x64xi64>
    %18 = memref.get_global @__constant_1x64xi64_11 : memref<1x64xi64>
    %dim = memref.dim %arg0, %c1 : memref<1x?xi64>
    %19 = arith.index_cast %dim : index to i64
    %20 = arith.cmpi slt, %dim, %c0 : index
    %21 = arith.addi %dim, %c64 : index
    %22 = arith.select %20, %21, %dim : index
    %23 = arith.cmpi slt, %22, %c0 : index
    %24 = arith.select %23, %c-1, %22 : index
    %25 = arith.minsi %24, %c64 : index
    %26 = arith.maxsi %25, %c0 : index
    %subview = memref.subview %18[0, 0] [1, %26] [1, 1] : memref<1x64xi64> to memref<1x?xi64, strided<[64, 1]>>
    %alloc = memref.alloc(%26) {alignment = 64 : i64} : memref<1x?xi64>
    scf.for %arg1 = %c0 to %c1 step %c1 {
      scf.for %arg2 = %c0 to %26 step %c1 {
        memref.store %c0_i64, %alloc[%arg1, %arg2] : memref<1x?xi64>
      }
    }
    scf.for %arg1 = %c0 to %c1 step %c1 {
      scf.for %arg2 = %c0 to %26 step %c1 {
        %90 = memref.load %subview[%arg1, %arg2] : memref<1x?xi64, strided<[64, 1]>>
        %91 = arith.index_cast %90 : i64 to index
        %92 = arith.cmpi slt, %91, %c64 : index
        cf.assert %92, "index must be smaller than dim size"
        %93 = arith.cmpi sge, %90, %c0_i64 : i64
        cf.assert %93, "index must be larger or equal to 0"
        %94 = memref.load %17[%c0, %91] : memref<1x64xi64>
        memref.store %94, %alloc[%arg1, %arg2] : memref<1x?xi64>
      }
    }
    %27 = arith.cmpi sge, %19, %c0_i64 : i64
    cf.assert %27, "unimplemented: dynamic negative broadcast sizes"
    %alloc_11 = memref.alloc(%dim) {alignment = 64 : i64} : memref<1x?xi64>
    scf.for %arg1 = %c0 to %c1 step %c1 {
      scf.for %arg2 = %c0 to %dim step %c1 {
        %90 = arith.cmpi eq, %26, %c1 : index
        %91 = arith.select %90, %c0, %arg2 : index
        %92 = memref.load %alloc[%c0, %91] : memref<1x?xi64>
        memref.store %92, %alloc_11[%arg1, %arg2] : memref<1x?xi64>
      }
    }
    %alloc_12 = memref.alloc(%dim) {alignment = 64 : i64} : memref<1x?x32xf32>
    %alloc_13 = memref.alloc(%dim) {alignment = 64 : i64} : memref<1x?x32xf32>
    %dim_14 = memref.dim %arg0, %c1 : memref<1x?xi64>
    scf.for %arg1 = %c0 to %c1 step %c1 {
      scf.for %arg2 = %c0 to %dim_14 step %c1 {
        scf.for %arg3 = %c0 to %c32 step %c1 {
          %90 = memref.load %arg0[%arg1, %arg2] : memref<1x?xi64>
          %91 = arith.index_cast %90 : i64 to index
          %92 = arith.cmpi slt, %91, %c64 : index
          cf.assert %92, "index must be smaller than dim size"
          %93 = arith.cmpi sge, %90, %c0_i64 : i64
          cf.assert %93, "index must be larger or equal to 0"
          memref.store %cst_7, %alloc_13[%arg1, %arg2, %arg3] : memref<1x?x32xf32>
        }
      }
    }
    scf.for %arg1 = %c0 to %c1 step %c1 {
      scf.for %arg2 = %c0 to %dim step %c1 {
        scf.for %arg3 = %c0 to %c32 step %c1 {
          %90 = memref.load %alloc_11[%arg1, %arg2] : memref<1x?xi64>
          %91 = arith.index_cast %90 : i64 to index
          %92 = arith.cmpi slt, %91, %c2 : index
          cf.assert %92, "index must be smaller than dim size"
          %93 = arith.cmpi sge, %90, %c0_i64 : i64
          cf.assert %93, "index must be larger or equal to 0"
          memref.store %cst_5, %alloc_12[%arg1, %arg2, %arg3] : memref<1x?x32xf32>
        }
      }
    }
    scf.for %arg1 = %c0 to %c1 step %c1 {
      scf.for %arg2 = %c0 to %dim step %c1 {
        scf.for %arg3 = %c0 to %c32 step %c1 {
          %90 = memref.load %alloc_13[%arg1, %arg2, %arg3] : memref<1x?x32xf32>
          %91 = memref.load %alloc_12[%arg1, %arg2, %arg3] : memref<1x?x32xf32>
          %92 = arith.addf %90, %91 : f32
          memref.store %92, %alloc_12[%arg1, %arg2, %arg3] : memref<1x?x32xf32>
        }
      }
    }
    %alloc_15 = memref.alloc(%26) {alignment = 64 : i64} : memref<1x?x32xf32>
    scf.for %arg1 = %c0 to %c1 step %c1 {
      scf.for %arg2 = %c0 to %26 step %c1 {
        scf.for %arg3 = %c0 to %c32 step %c1 {
          %90 = memref.load %subview[%arg1, %arg2] : memref<1x?xi64, strided<[64, 1]>>
          %91 = arith.index_cast %90 : i64 to index
          %92 = arith.cmpi slt, %91, %c64 : index
          cf.assert %92, "index must be smaller than dim size"
          %93 = arith.cmpi sge, %90, %c0_i64 : i64
          cf.assert %93, "index must be larger or equal to 0"
          memref.store %cst_4, %alloc_15[%arg1, %arg2, %arg3] : memref<1x?x32xf32>
        }
      }
    }
    %28 = arith.cmpi eq, %dim, %26 : index
    cf.assert %28, "mismatched size for broadcast"
    scf.for %arg1 = %c0 to %c1 step %c1 {
      scf.for %arg2 = %c0 to %dim step %c1 {
        scf.for %arg3 = %c0 to %c32 step %c1 {
          %90 = memref.load %alloc_12[%arg1, %arg2, %arg3] : memref<1x?x32xf32>
          %91 = memref.load %alloc_15[%arg1, %arg2, %arg3] : memref<1x?x32xf32>
          %92 = arith.addf %90, %91 : f32
          memref.store %92, %alloc_12[%arg1, %arg2, %arg3] : memref<1x?x32xf32>
        }
      }
    }
    %alloc_16 = memref.alloc(%dim) {alignment = 64 : i64} : memref<1x?x32xf64>
    scf.for %arg1 = %c0 to %c1 step %c1 {
      scf.for %arg2 = %c0 to %dim step %c1 {
        scf.for %arg3 = %c0 to %c32 step %c1 {
          %90 = memref.load %alloc_12[%arg1, %arg2, %arg3] : memref<1x?x32xf32>
          %91 = arith.extf %90 : f32 to f64
          memref.store %91, %alloc_16[%arg1, %arg2, %arg3] : memref<1x?x32xf64>
        }
      }
    }
    %alloc_17 = memref.alloc(%dim) {alignment = 64 : i64} : memref<1x?x1xf64>
    %alloc_18 = memref.alloc(%dim) {alignment = 64 : i64} : memref<1x?x1xf64>
    scf.for %arg1 = %c0 to %c1 step %c1 {
      scf.for %arg2 = %c0 to %dim step %c1 {
        scf.for %arg3 = %c0 to %c1 step %c1 {
          memref.store %cst_6, %alloc_18[%arg1, %arg2, %arg3] : memref<1x?x1xf64>
        }
      }
    }
    %alloc_19 = memref.alloc(%dim) {alignment = 64 : i64} : memref<1x?x1xf64>
    memref.copy %alloc_18, %alloc_19 : memref<1x?x1xf64> to memref<1x?x1xf64>
    scf.for %arg1 = %c0 to %c1 step %c1 {
      scf.for %arg2 = %c0 to %dim step %c1 {
        scf.for %arg3 = %c0 to %c32 step %c1 {
          %90 = memref.load %alloc_16[%arg1, %arg2, %arg3] : memref<1x?x32xf64>
          %91 = memref.load %alloc_19[%arg1, %arg2, %c0] : memref<1x?x1xf64>
          %92 = arith.addf %90, %91 : f64
          memref.store %92, %alloc_19[%arg1, %arg2, %c0] : memref<1x?x1xf64>
        }
      }
    }
    scf.for %arg1 = %c0 to %c1 step %c1 {
      scf.for %arg2 = %c0 to %dim step %c1 {
        scf.for %arg3 = %c0 to %c1 step %c1 {
          %90 = memref.load %alloc_19[%arg1, %arg2, %arg3] : memref<1x?x1xf64>
          %91 = arith.divf %90, %cst_2 : f64
          memref.store %91, %alloc_17[%arg1, %arg2, %arg3] : memref<1x?x1xf64>
        }
      }
    }
    scf.for %arg1 = %c0 to %c1 step %c1 {
      scf.for %arg2 = %c0 to %dim step %c1 {
        scf.for %arg3 = %c0 to %c32 step %c1 {
          %90 = memref.load %alloc_16[%arg1, %arg2, %arg3] : memref<1x?x32xf64>
          %91 = memref.load %alloc_17[%arg1, %arg2, %c0] : memref<1x?x1xf64>
          %92 = arith.subf %90, %91 : f64
          memref.store %92, %alloc_16[%arg1, %arg2, %arg3] : memref<1x?x32xf64>
        }
      }
    }
    scf.for %arg1 = %c0 to %c1 step %c1 {
      scf.for %arg2 = %c0 to %dim step %c1 {
        scf.for %arg3 = %c0 to %c32 step %c1 {
          %90 = memref.load %alloc_16[%arg1, %arg2, %arg3] : memref<1x?x32xf64>
          %91 = memref.load %alloc_16[%arg1, %arg2, %arg3] : memref<1x?x32xf64>
          %92 = arith.mulf %90, %91 : f64
          memref.store %92, %alloc_16[%arg1, %arg2, %arg3] : memref<1x?x32xf64>
        }
      }
    }
    scf.for %arg1 = %c0 to %c1 step %c1 {
      scf.for %arg2 = %c0 to %dim step %c1 {
        scf.for %arg3 = %c0 to %c32 step %c1 {
          %90 = memref.load %alloc_16[%arg1, %arg2, %arg3] : memref<1x?x32xf64>
          %91 = memref.load %alloc_18[%arg1, %arg2, %c0] : memref<1x?x1xf64>
          %92 = arith.addf %90, %91 : f64
          memref.store %92, %alloc_18[%arg1, %arg2, %c0] : memref<1x?x1xf64>
        }
      }
    }
    scf.for %arg1 = %c0 to %c1 step %c1 {
      scf.for %arg2 = %c0 to %dim step %c1 {
        scf.for %arg3 = %c0 to %c1 step %c1 {
          %90 = memref.load %alloc_18[%arg1, %arg2, %arg3] : memref<1x?x1xf64>
          %91 = arith.divf %90, %cst_2 : f64
          memref.store %91, %alloc_17[%arg1, %arg2, %arg3] : memref<1x?x1xf64>
        }
      }
    }
    %alloc_20 = memref.alloc(%dim) {alignment = 64 : i64} : memref<1x?x1xf32>
    %alloc_21 = memref.alloc(%dim) {alignment = 64 : i64} : memref<1x?x1xf32>
    scf.for %arg1 = %c0 to %c1 step %c1 {
      scf.for %arg2 = %c0 to %dim step %c1 {
        scf.for %arg3 = %c0 to %c1 step %c1 {
          %90 = memref.load %alloc_17[%arg1, %arg2, %arg3] : memref<1x?x1xf64>
          %91 = arith.truncf %90 : f64 to f32
          memref.store %91, %alloc_21[%arg1, %arg2, %arg3] : memref<1x?x1xf32>
        }
      }
    }
    scf.for %arg1 = %c0 to %c1 step %c1 {
      scf.for %arg2 = %c0 to %dim step %c1 {
        scf.for %arg3 = %c0 to %c1 step %c1 {
          memref.store %cst_7, %alloc_20[%arg1, %arg2, %arg3] : memref<1x?x1xf32>
        }
      }
    }
    scf.for %arg1 = %c0 to %c1 step %c1 {
      scf.for %arg2 = %c0 to %dim step %c1 {
        scf.for %arg3 = %c0 to %c32 step %c1 {
          %90 = memref.load %alloc_12[%arg1, %arg2, %arg3] : memref<1x?x32xf32>
          %91 = memref.load %alloc_20[%arg1, %arg2, %c0] : memref<1x?x1xf32>
          %92 = arith.addf %90, %91 : f32
          memref.store %92, %alloc_20[%arg1, %arg2, %c0] : memref<1x?x1xf32>
        }
      }
    }
    %alloc_22 = memref.alloc(%dim) {alignment = 64 : i64} : memref<1x?x1xf32>
    scf.for %arg1 = %c0 to %c1 step %c1 {
      scf.for %arg2 = %c0 to %dim step %c1 {
        scf.for %arg3 = %c0 to %c1 step %c1 {
          %90 = memref.load %alloc_20[%arg1, %arg2, %arg3] : memref<1x?x1xf32>
          %91 = arith.divf %90, %cst_1 : f32
          memref.store %91, %alloc_22[%arg1, %arg2, %arg3] : memref<1x?x1xf32>
        }
      }
    }
    scf.for %arg1 = %c0 to %c1 step %c1 {
      scf.for %arg2 = %c0 to %dim step %c1 {
        scf.for %arg3 = %c0 to %c1 step %c1 {
          %90 = memref.load %alloc_21[%arg1, %arg2, %arg3] : memref<1x?x1xf32>
          %91 = arith.truncf %cst_3 : f64 to f32
          %92 = arith.addf %90, %91 : f32
          memref.store %92, %alloc_20[%arg1, %arg2, %arg3] : memref<1x?x1xf32>
        }
      }
    }
    scf.for %arg1 = %c0 to %c1 step %c1 {
      scf.for %arg2 = %c0 to %dim step %c1 {
        scf.for %arg3 = %c0 to %c1 step %c1 {
          %90 = memref.load %alloc_20[%arg1, %arg2, %arg3] : memref<1x?x1xf32>
          %91 = math.rsqrt %90 : f32
          memref.store %91, %alloc_20[%arg1, %arg2, %arg3] : memref<1x?x1xf32>
        }
      }
    }
    scf.for %arg1 = %c0 to %c1 step %c1 {
      scf.for %arg2 = %c0 to %dim step %c1 {
        scf.for %arg3 = %c0 to %c32 step %c1 {
          %90 = memref.load %alloc_12[%arg1, %arg2, %arg3] : memref<1x?x32xf32>
          %91 = memref.load %alloc_22[%arg1, %arg2, %c0] : memref<1x?x1xf32>
          %92 = arith.subf %90, %91 : f32
          memref.store %92, %alloc_12[%arg1, %arg2, %arg3] : memref<1x?x32xf32>
        }
      }
    }
    scf.for %arg1 = %c0 to %c1 step %c1 {
      scf.for %arg2 = %c0 to %dim step %c1 {
        scf.for %arg3 = %c0 to %c32 step %c1 {
          %90 = memref.load %alloc_12[%arg1, %arg2, %arg3] : memref<1x?x32xf32>
          %91 = memref.load %alloc_20[%arg1, %arg2, %c0] : memref<1x?x1xf32>
          %92 = arith.mulf %90, %91 : f32
          memref.store %92, %alloc_12[%arg1, %arg2, %arg3] : memref<1x?x32xf32>
        }
      }
    }
    scf.for %arg1 = %c0 to %c1 step %c1 {
      scf.for %arg2 = %c0 to %dim step %c1 {
        scf.for %arg3 = %c0 to %c32 step %c1 {
          %90 = memref.load %alloc_12[%arg1, %arg2, %arg3] : memref<1x?x32xf32>
          %91 = memref.load %3[%arg3] : memref<32xf32>
          %92 = arith.mulf %90, %91 : f32
          memref.store %92, %alloc_12[%arg1, %arg2, %arg3] : memref<1x?x32xf32>
        }
      }
    }
    scf.for %arg1 = %c0 to %c1 step %c1 {
      scf.for %arg2 = %c0 to %dim step %c1 {
        scf.for %arg3 = %c0 to %c32 step %c1 {
          %90 = memref.load %alloc_12[%arg1, %arg2, %arg3] : memref<1x?x32xf32>
          %91 = memref.load %2[%arg3] : memref<32xf32>
          %92 = arith.addf %90, %91 : f32
          memref.store %92, %alloc_12[%arg1, %arg2, %arg3] : memref<1x?x32xf32>
        }
      }
    }
    %alloc_23 = memref.alloc(%dim) {alignment = 64 : i64} : memref<?xi64>
    scf.for %arg1 = %c0 to %dim step %c1 {
      %90 = arith.index_cast %arg1 : index to i64
      memref.store %90, %alloc_23[%arg1] : memref<?xi64>
    }
    %expand_shape = memref.expand_shape %alloc_23 [[0, 1, 2, 3]] output_shape [1, 1, %dim, 1] : memref<?xi64> into memref<1x1x?x1xi64>
    %alloc_24 = memref.alloc(%dim) {alignment = 64 : i64} : memref<1x1x?x1xi1>
    %dim_25 = memref.dim %expand_shape, %c2 : memref<1x1x?x1xi64>
    scf.for %arg1 = %c0 to %c1 step %c1 {
      scf.for %arg2 = %c0 to %c1 step %c1 {
        scf.for %arg3 = %c0 to %dim_25 step %c1 {
          scf.for %arg4 = %c0 to %c1 step %c1 {
            %90 = memref.load %expand_shape[%arg1, %arg2, %arg3, %arg4] : memref<1x1x?x1xi64>
            %91 = arith.cmpi sge, %90, %c0_i64 : i64
            memref.store %91, %alloc_24[%arg1, %arg2, %arg3, %arg4] : memref<1x1x?x1xi1>
          }
        }
      }
    }
    cf.assert %27, "unimplemented: dynamic negative broadcast sizes"
    %29 = arith.cmpi slt, %19, %c0_i64 : i64
    %30 = arith.select %29, %c1, %dim : index
    %alloc_26 = memref.alloc(%dim, %30) {alignment = 64 : i64} : memref<1x1x?x?xi1>
    scf.for %arg1 = %c0 to %c1 step %c1 {
      scf.for %arg2 = %c0 to %c1 step %c1 {
        scf.for %arg3 = %c0 to %dim step %c1 {
          scf.for %arg4 = %c0 to %30 step %c1 {
            %90 = arith.cmpi eq, %dim, %c1 : index
            %91 = arith.select %90, %c0, %arg3 : index
            %92 = memref.load %alloc_24[%c0, %c0, %91, %c0] : memref<1x1x?x1xi1>
            memref.store %92, %alloc_26[%arg1, %arg2, %arg3, %arg4] : memref<1x1x?x?xi1>
          }
        }
      }
    }
    %alloc_27 = memref.alloc(%dim, %30) {alignment = 64 : i64} : memref<1x1x?x?xf32>
    scf.for %arg1 = %c0 to %c1 step %c1 {
      scf.for %arg2 = %c0 to %c1 step %c1 {
        scf.for %arg3 = %c0 to %dim step %c1 {
          scf.for %arg4 = %c0 to %30 step %c1 {
            %90 = memref.load %alloc_26[%arg1, %arg2, %arg3, %arg4] : memref<1x1x?x?xi1>
            %91 = memref.load %1[] : memref<f32>
            %92 = memref.load %0[] : memref<f32>
            %93 = arith.select %90, %91, %92 : f32
            memref.store %93, %alloc_27[%arg1, %arg2, %arg3, %arg4] : memref<1x1x?x?xf32>
          }
        }
      }
    }
    %collapse_shape = memref.collapse_shape %alloc_12 [[0, 1], [2]] : memref<1x?x32xf32> into memref<?x32xf32>
    %alloc_28 = memref.alloc() {alignment = 64 : i64} : memref<32x32xf32>
    scf.for %arg1 = %c0 to %c32 step %c1 {
      scf.for %arg2 = %c0 to %c32 step %c1 {
        %90 = memref.load %16[%arg2, %arg1] : memref<32x32xf32>
        memref.store %90, %alloc_28[%arg1, %arg2] : memref<32x32xf32>
      }
    }
    %alloc_29 = memref.alloc(%dim) {alignment = 64 : i64} : memref<?x32xf32>
    %alloc_30 = memref.alloc(%dim) {alignment = 64 : i64} : memref<?x32xf32>
    scf.for %arg1 = %c0 to %dim step %c1 {
      scf.for %arg2 = %c0 to %c32 step %c1 {
        memref.store %cst_7, %alloc_30[%arg1, %arg2] : memref<?x32xf32>
      }
    }
    %alloc_31 = memref.alloc(%dim) {alignment = 64 : i64} : memref<?x32xf32>
    memref.copy %alloc_30, %alloc_31 : memref<?x32xf32> to memref<?x32xf32>
    %dim_32 = memref.dim %collapse_shape, %c0 : memref<?x32xf32>
    scf.for %arg1 = %c0 to %dim_32 step %c1 {
      scf.for %arg2 = %c0 to %c32 step %c1 {
        scf.for %arg3 = %c0 to %c32 step %c1 {
          %90 = memref.load %collapse_shape[%arg1, %arg3] : memref<?x32xf32>
          %91 = memref.load %alloc_28[%arg3, %arg2] : memref<32x32xf32>
          %92 = memref.load %alloc_31[%arg1, %arg2] : memref<?x32xf32>
          %93 = arith.mulf %90, %91 : f32
          %94 = arith.addf %92, %93 : f32
          memref.store %94, %alloc_31[%arg1, %arg2] : memref<?x32xf32>
        }
      }
    }
    scf.for %arg1 = %c0 to %dim step %c1 {
      scf.for %arg2 = %c0 to %c32 step %c1 {
        %90 = memref.load %alloc_31[%arg1, %arg2] : memref<?x32xf32>
        %91 = memref.load %2[%arg2] : memref<32xf32>
        %92 = arith.addf %90, %91 : f32
        memref.store %92, %alloc_29[%arg1, %arg2] : memref<?x32xf32>
      }
    }
    %expand_shape_33 = memref.expand_shape %alloc_29 [[0, 1], [2]] output_shape [1, %dim, 32] : memref<?x32xf32> into memref<1x?x32xf32>
    %31 = arith.select %29, %c1_i64, %19 : i64
    %32 = arith.extui %29 : i1 to i64
    %33 = arith.addi %32, %c1_i64 : i64
    %34 = arith.muli %31, %c16_i64 : i64
    %35 = arith.cmpi sle, %33, %c1_i64 : i64
    cf.assert %35, "must have at most one inferred (negative) dimension"
    %36 = arith.muli %19, %c32_i64 : i64
    %37 = arith.divsi %36, %34 : i64
    %38 = arith.select %29, %37, %19 : i64
    %alloc_34 = memref.alloc() {alignment = 64 : i64} : memref<4xi64>
    memref.store %c1_i64, %alloc_34[%c0] : memref<4xi64>
    memref.store %38, %alloc_34[%c1] : memref<4xi64>
    memref.store %37, %alloc_34[%c2] : memref<4xi64>
    memref.store %c16_i64, %alloc_34[%c3] : memref<4xi64>
    %reshape = memref.reshape %expand_shape_33(%alloc_34) : (memref<1x?x32xf32>, memref<4xi64>) -> memref<1x?x2x16xf32>
    %39 = memref.load %alloc_34[%c1] : memref<4xi64>
    %40 = arith.index_cast %39 : i64 to index
    %41 = arith.index_cast %38 : i64 to index
    %alloc_35 = memref.alloc(%41) {alignment = 64 : i64} : memref<1x2x?x16xf32>
    %alloc_36 = memref.alloc(%41) {alignment = 64 : i64} : memref<1x2x?x16xf32>
    scf.for %arg1 = %c0 to %c1 step %c1 {
      scf.for %arg2 = %c0 to %c2 step %c1 {
        scf.for %arg3 = %c0 to %40 step %c1 {
          scf.for %arg4 = %c0 to %c16 step %c1 {
            %90 = memref.load %reshape[%arg1, %arg3, %arg2, %arg4] : memref<1x?x2x16xf32>
            memref.store %90, %alloc_36[%arg1, %arg2, %arg3, %arg4] : memref<1x2x?x16xf32>
          }
        }
      }
    }
    scf.for %arg1 = %c0 to %c32 step %c1 {
      scf.for %arg2 = %c0 to %c32 step %c1 {
        %90 = memref.load %15[%arg2, %arg1] : memref<32x32xf32>
        memref.store %90, %alloc_28[%arg1, %arg2] : memref<32x32xf32>
      }
    }
    %alloc_37 = memref.alloc(%dim) {alignment = 64 : i64} : memref<?x32xf32>
    memref.copy %alloc_30, %alloc_37 : memref<?x32xf32> to memref<?x32xf32>
    %dim_38 = memref.dim %collapse_shape, %c0 : memref<?x32xf32>
    scf.for %arg1 = %c0 to %dim_38 step %c1 {
      scf.for %arg2 = %c0 to %c32 step %c1 {
        scf.for %arg3 = %c0 to %c32 step %c1 {
          %90 = memref.load %collapse_shape[%arg1, %arg3] : memref<?x32xf32>
          %91 = memref.load %alloc_28[%arg3, %arg2] : memref<32x32xf32>
          %92 = memref.load %alloc_37[%arg1, %arg2] : memref<?x32xf32>
          %93 = arith.mulf %90, %91 : f32
          %94 = arith.addf %92, %93 : f32
          memref.store %94, %alloc_37[%arg1, %arg2] : memref<?x32xf32>
        }
      }
    }
    %alloc_39 = memref.alloc(%dim) {alignment = 64 : i64} : memref<?x32xf32>
    scf.for %arg1 = %c0 to %dim step %c1 {
      scf.for %arg2 = %c0 to %c32 step %c1 {
        %90 = memref.load %alloc_37[%arg1, %arg2] : memref<?x32xf32>
        %91 = memref.load %2[%arg2] : memref<32xf32>
        %92 = arith.addf %90, %91 : f32
        memref.store %92, %alloc_39[%arg1, %arg2] : memref<?x32xf32>
      }
    }
    %expand_shape_40 = memref.expand_shape %alloc_39 [[0, 1], [2]] output_shape [1, %dim, 32] : memref<?x32xf32> into memref<1x?x32xf32>
    cf.assert %35, "must have at most one inferred (negative) dimension"
    %reshape_41 = memref.reshape %expand_shape_40(%alloc_34) : (memref<1x?x32xf32>, memref<4xi64>) -> memref<1x?x2x16xf32>
    %42 = memref.load %alloc_34[%c1] : memref<4xi64>
    %43 = arith.index_cast %42 : i64 to index
    scf.for %arg1 = %c0 to %c32 step %c1 {
      scf.for %arg2 = %c0 to %c32 step %c1 {
        %90 = memref.load %14[%arg2, %arg1] : memref<32x32xf32>
        memref.store %90, %alloc_28[%arg1, %arg2] : memref<32x32xf32>
      }
    }
    %dim_42 = memref.dim %collapse_shape, %c0 : memref<?x32xf32>
    scf.for %arg1 = %c0 to %dim_42 step %c1 {
      scf.for %arg2 = %c0 to %c32 step %c1 {
        scf.for %arg3 = %c0 to %c32 step %c1 {
          %90 = memref.load %collapse_shape[%arg1, %arg3] : memref<?x32xf32>
          %91 = memref.load %alloc_28[%arg3, %arg2] : memref<32x32xf32>
          %92 = memref.load %alloc_30[%arg1, %arg2] : memref<?x32xf32>
          %93 = arith.mulf %90, %91 : f32
          %94 = arith.addf %92, %93 : f32
          memref.store %94, %alloc_30[%arg1, %arg2] : memref<?x32xf32>
        }
      }
    }
    scf.for %arg1 = %c0 to %dim step %c1 {
      scf.for %arg2 = %c0 to %c32 step %c1 {
        %90 = memref.load %alloc_30[%arg1, %arg2] : memref<?x32xf32>
        %91 = memref.load %2[%arg2] : memref<32xf32>
        %92 = arith.addf %90, %91 : f32
        memref.store %92, %alloc_29[%arg1, %arg2] : memref<?x32xf32>
      }
    }
    cf.assert %35, "must have at most one inferred (negative) dimension"
    %reshape_43 = memref.reshape %expand_shape_33(%alloc_34) : (memref<1x?x32xf32>, memref<4xi64>) -> memref<1x?x2x16xf32>
    %44 = memref.load %alloc_34[%c1] : memref<4xi64>
    %45 = arith.index_cast %44 : i64 to index
    scf.for %arg1 = %c0 to %c1 step %c1 {
      scf.for %arg2 = %c0 to %c2 step %c1 {
        scf.for %arg3 = %c0 to %45 step %c1 {
          scf.for %arg4 = %c0 to %c16 step %c1 {
            %90 = memref.load %reshape_43[%arg1, %arg3, %arg2, %arg4] : memref<1x?x2x16xf32>
            memref.store %90, %alloc_35[%arg1, %arg2, %arg3, %arg4] : memref<1x2x?x16xf32>
          }
        }
      }
    }
    %alloc_44 = memref.alloc(%41) {alignment = 64 : i64} : memref<1x2x16x?xf32>
    scf.for %arg1 = %c0 to %c1 step %c1 {
      scf.for %arg2 = %c0 to %c2 step %c1 {
        scf.for %arg3 = %c0 to %c16 step %c1 {
          scf.for %arg4 = %c0 to %43 step %c1 {
            %90 = memref.load %reshape_41[%arg1, %arg4, %arg2, %arg3] : memref<1x?x2x16xf32>
            memref.store %90, %alloc_44[%arg1, %arg2, %arg3, %arg4] : memref<1x2x16x?xf32>
          }
        }
      }
    }
    cf.assert %27, "unimplemented: dynamic negative broadcast sizes"
    %alloc_45 = memref.alloc(%dim) {alignment = 64 : i64} : memref<1x2x?x16xf32>
    scf.for %arg1 = %c0 to %c1 step %c1 {
      scf.for %arg2 = %c0 to %c2 step %c1 {
        scf.for %arg3 = %c0 to %dim step %c1 {
          scf.for %arg4 = %c0 to %c16 step %c1 {
            %90 = arith.cmpi eq, %41, %c1 : index
            %91 = arith.select %90, %c0, %arg3 : index
            %92 = memref.load %alloc_36[%c0, %arg2, %91, %arg4] : memref<1x2x?x16xf32>
            memref.store %92, %alloc_45[%arg1, %arg2, %arg3, %arg4] : memref<1x2x?x16xf32>
          }
        }
      }
    }
    %collapse_shape_46 = memref.collapse_shape %alloc_45 [[0, 1], [2], [3]] : memref<1x2x?x16xf32> into memref<2x?x16xf32>
    cf.assert %27, "unimplemented: dynamic negative broadcast sizes"
    %alloc_47 = memref.alloc(%dim) {alignment = 64 : i64} : memref<1x2x16x?xf32>
    scf.for %arg1 = %c0 to %c1 step %c1 {
      scf.for %arg2 = %c0 to %c2 step %c1 {
        scf.for %arg3 = %c0 to %c16 step %c1 {
          scf.for %arg4 = %c0 to %dim step %c1 {
            %90 = arith.cmpi eq, %41, %c1 : index
            %91 = arith.select %90, %c0, %arg4 : index
            %92 = memref.load %alloc_44[%c0, %arg2, %arg3, %91] : memref<1x2x16x?xf32>
            memref.store %92, %alloc_47[%arg1, %arg2, %arg3, %arg4] : memref<1x2x16x?xf32>
          }
        }
      }
    }
    %collapse_shape_48 = memref.collapse_shape %alloc_47 [[0, 1], [2], [3]] : memref<1x2x16x?xf32> into memref<2x16x?xf32>
    %alloc_49 = memref.alloc(%dim, %dim) {alignment = 64 : i64} : memref<2x?x?xf32>
    scf.for %arg1 = %c0 to %c2 step %c1 {
      scf.for %arg2 = %c0 to %dim step %c1 {
        scf.for %arg3 = %c0 to %dim step %c1 {
          memref.store %cst_7, %alloc_49[%arg1, %arg2, %arg3] : memref<2x?x?xf32>
        }
      }
    }
    %alloc_50 = memref.alloc(%dim, %dim) {alignment = 64 : i64} : memref<2x?x?xf32>
    memref.copy %alloc_49, %alloc_50 : memref<2x?x?xf32> to memref<2x?x?xf32>
    %dim_51 = memref.dim %collapse_shape_46, %c1 : memref<2x?x16xf32>
    %dim_52 = memref.dim %collapse_shape_48, %c2 : memref<2x16x?xf32>
    scf.for %arg1 = %c0 to %c2 step %c1 {
      scf.for %arg2 = %c0 to %dim_51 step %c1 {
        scf.for %arg3 = %c0 to %dim_52 step %c1 {
          scf.for %arg4 = %c0 to %c16 step %c1 {
            %90 = memref.load %collapse_shape_46[%arg1, %arg2, %arg4] : memref<2x?x16xf32>
            %91 = memref.load %collapse_shape_48[%arg1, %arg4, %arg3] : memref<2x16x?xf32>
            %92 = memref.load %alloc_50[%arg1, %arg2, %arg3] : memref<2x?x?xf32>
            %93 = arith.mulf %90, %91 : f32
            %94 = arith.addf %92, %93 : f32
            memref.store %94, %alloc_50[%arg1, %arg2, %arg3] : memref<2x?x?xf32>
          }
        }
      }
    }
    %46 = arith.muli %19, %c2_i64 : i64
    %47 = arith.select %29, %c2_i64, %46 : i64
    %48 = arith.muli %47, %19 : i64
    %49 = arith.select %29, %c2_i64, %48 : i64
    %50 = arith.select %29, %33, %32 : i64
    %51 = arith.cmpi sle, %50, %c1_i64 : i64
    cf.assert %51, "must have at most one inferred (negative) dimension"
    %52 = arith.muli %46, %19 : i64
    %53 = arith.divsi %52, %49 : i64
    %54 = arith.select %29, %53, %19 : i64
    %alloc_53 = memref.alloc() {alignment = 64 : i64} : memref<4xi64>
    memref.store %c1_i64, %alloc_53[%c0] : memref<4xi64>
    memref.store %c2_i64, %alloc_53[%c1] : memref<4xi64>
    memref.store %54, %alloc_53[%c2] : memref<4xi64>
    memref.store %54, %alloc_53[%c3] : memref<4xi64>
    %reshape_54 = memref.reshape %alloc_50(%alloc_53) : (memref<2x?x?xf32>, memref<4xi64>) -> memref<1x2x?x?xf32>
    %55 = memref.load %alloc_53[%c2] : memref<4xi64>
    %56 = arith.index_cast %55 : i64 to index
    %57 = memref.load %alloc_53[%c3] : memref<4xi64>
    %58 = arith.index_cast %57 : i64 to index
    %59 = arith.index_cast %54 : i64 to index
    %alloc_55 = memref.alloc(%59, %59) {alignment = 64 : i64} : memref<1x2x?x?xf32>
    scf.for %arg1 = %c0 to %c1 step %c1 {
      scf.for %arg2 = %c0 to %c2 step %c1 {
        scf.for %arg3 = %c0 to %56 step %c1 {
          scf.for %arg4 = %c0 to %58 step %c1 {
            %90 = memref.load %reshape_54[%arg1, %arg2, %arg3, %arg4] : memref<1x2x?x?xf32>
            %91 = arith.mulf %90, %cst_0 : f32
            memref.store %91, %alloc_55[%arg1, %arg2, %arg3, %arg4] : memref<1x2x?x?xf32>
          }
        }
      }
    }
    %60 = arith.cmpi eq, %59, %dim : index
    cf.assert %60, "mismatched size for broadcast"
    %61 = arith.cmpi eq, %59, %30 : index
    cf.assert %61, "mismatched size for broadcast"
    scf.for %arg1 = %c0 to %c1 step %c1 {
      scf.for %arg2 = %c0 to %c2 step %c1 {
        scf.for %arg3 = %c0 to %59 step %c1 {
          scf.for %arg4 = %c0 to %59 step %c1 {
            %90 = memref.load %alloc_55[%arg1, %arg2, %arg3, %arg4] : memref<1x2x?x?xf32>
            %91 = memref.load %alloc_27[%arg1, %c0, %arg3, %arg4] : memref<1x1x?x?xf32>
            %92 = arith.addf %90, %91 : f32
            memref.store %92, %alloc_55[%arg1, %arg2, %arg3, %arg4] : memref<1x2x?x?xf32>
          }
        }
      }
    }
    %alloc_56 = memref.alloc(%59) {alignment = 64 : i64} : memref<1x2x?xi64>
    scf.for %arg1 = %c0 to %c1 step %c1 {
      scf.for %arg2 = %c0 to %c2 step %c1 {
        scf.for %arg3 = %c0 to %59 step %c1 {
          memref.store %c0_i64, %alloc_56[%arg1, %arg2, %arg3] : memref<1x2x?xi64>
        }
      }
    }
    %alloc_57 = memref.alloc(%59) {alignment = 64 : i64} : memref<1x2x?xf32>
    scf.for %arg1 = %c0 to %c1 step %c1 {
      scf.for %arg2 = %c0 to %c2 step %c1 {
        scf.for %arg3 = %c0 to %59 step %c1 {
          memref.store %cst_8, %alloc_57[%arg1, %arg2, %arg3] : memref<1x2x?xf32>
        }
      }
    }
    %alloc_58 = memref.alloc(%59) {alignment = 64 : i64} : memref<1x2x?xf32>
    memref.copy %alloc_57, %alloc_58 : memref<1x2x?xf32> to memref<1x2x?xf32>
    %alloc_59 = memref.alloc(%59) {alignment = 64 : i64} : memref<1x2x?xi64>
    memref.copy %alloc_56, %alloc_59 : memref<1x2x?xi64> to memref<1x2x?xi64>
    scf.for %arg1 = %c0 to %c1 step %c1 {
      scf.for %arg2 = %c0 to %c2 step %c1 {
        scf.for %arg3 = %c0 to %59 step %c1 {
          scf.for %arg4 = %c0 to %59 step %c1 {
            %90 = memref.load %alloc_55[%arg1, %arg2, %arg3, %arg4] : memref<1x2x?x?xf32>
            %91 = memref.load %alloc_58[%arg1, %arg2, %arg3] : memref<1x2x?xf32>
            %92 = memref.load %alloc_59[%arg1, %arg2, %arg3] : memref<1x2x?xi64>
            %93 = arith.index_cast %arg4 : index to i64
            %94 = arith.maximumf %90, %91 : f32
            %95 = arith.cmpf ogt, %90, %91 : f32
            %96 = arith.select %95, %93, %92 : i64
            memref.store %94, %alloc_58[%arg1, %arg2, %arg3] : memref<1x2x?xf32>
            memref.store %96, %alloc_59[%arg1, %arg2, %arg3] : memref<1x2x?xi64>
          }
        }
      }
    }
    %expand_shape_60 = memref.expand_shape %alloc_58 [[0], [1], [2, 3]] output_shape [1, 2, %59, 1] : memref<1x2x?xf32> into memref<1x2x?x1xf32>
    scf.for %arg1 = %c0 to %c1 step %c1 {
      scf.for %arg2 = %c0 to %c2 step %c1 {
        scf.for %arg3 = %c0 to %59 step %c1 {
          scf.for %arg4 = %c0 to %59 step %c1 {
            %90 = memref.load %alloc_55[%arg1, %arg2, %arg3, %arg4] : memref<1x2x?x?xf32>
            %91 = memref.load %expand_shape_60[%arg1, %arg2, %arg3, %c0] : memref<1x2x?x1xf32>
            %92 = arith.subf %90, %91 : f32
            memref.store %92, %alloc_55[%arg1, %arg2, %arg3, %arg4] : memref<1x2x?x?xf32>
          }
        }
      }
    }
    scf.for %arg1 = %c0 to %c1 step %c1 {
      scf.for %arg2 = %c0 to %c2 step %c1 {
        scf.for %arg3 = %c0 to %59 step %c1 {
          scf.for %arg4 = %c0 to %59 step %c1 {
            %90 = memref.load %alloc_55[%arg1, %arg2, %arg3, %arg4] : memref<1x2x?x?xf32>
            %91 = math.exp %90 : f32
            memref.store %91, %alloc_55[%arg1, %arg2, %arg3, %arg4] : memref<1x2x?x?xf32>
          }
        }
      }
    }
    %alloc_61 = memref.alloc(%59) {alignment = 64 : i64} : memref<1x2x?x1xf32>
    scf.for %arg1 = %c0 to %c1 step %c1 {
      scf.for %arg2 = %c0 to %c2 step %c1 {
        scf.for %arg3 = %c0 to %59 step %c1 {
          scf.for %arg4 = %c0 to %c1 step %c1 {
            memref.store %cst_7, %alloc_61[%arg1, %arg2, %arg3, %arg4] : memref<1x2x?x1xf32>
          }
        }
      }
    }
    %alloc_62 = memref.alloc(%59) {alignment = 64 : i64} : memref<1x2x?x1xf32>
    memref.copy %alloc_61, %alloc_62 : memref<1x2x?x1xf32> to memref<1x2x?x1xf32>
    scf.for %arg1 = %c0 to %c1 step %c1 {
      scf.for %arg2 = %c0 to %c2 step %c1 {
        scf.for %arg3 = %c0 to %59 step %c1 {
          scf.for %arg4 = %c0 to %59 step %c1 {
            %90 = memref.load %alloc_55[%arg1, %arg2, %arg3, %arg4] : memref<1x2x?x?xf32>
            %91 = memref.load %alloc_62[%arg1, %arg2, %arg3, %c0] : memref<1x2x?x1xf32>
            %92 = arith.addf %90, %91 : f32
            memref.store %92, %alloc_62[%arg1, %arg2, %arg3, %c0] : memref<1x2x?x1xf32>
          }
        }
      }
    }
    scf.for %arg1 = %c0 to %c1 step %c1 {
      scf.for %arg2 = %c0 to %c2 step %c1 {
        scf.for %arg3 = %c0 to %59 step %c1 {
          scf.for %arg4 = %c0 to %59 step %c1 {
            %90 = memref.load %alloc_55[%arg1, %arg2, %arg3, %arg4] : memref<1x2x?x?xf32>
            %91 = memref.load %alloc_62[%arg1, %arg2, %arg3, %c0] : memref<1x2x?x1xf32>
            %92 = arith.divf %90, %91 : f32
            memref.store %92, %alloc_55[%arg1, %arg2, %arg3, %arg4] : memref<1x2x?x?xf32>
          }
        }
      }
    }
    cf.assert %27, "unimplemented: dynamic negative broadcast sizes"
    cf.assert %27, "unimplemented: dynamic negative broadcast sizes"
    %alloc_63 = memref.alloc(%dim, %dim) {alignment = 64 : i64} : memref<1x2x?x?xf32>
    scf.for %arg1 = %c0 to %c1 step %c1 {
      scf.for %arg2 = %c0 to %c2 step %c1 {
        scf.for %arg3 = %c0 to %dim step %c1 {
          scf.for %arg4 = %c0 to %dim step %c1 {
            %90 = arith.cmpi eq, %59, %c1 : index
            %91 = arith.select %90, %c0, %arg3 : index
            %92 = arith.select %90, %c0, %arg4 : index
            %93 = memref.load %alloc_55[%c0, %arg2, %91, %92] : memref<1x2x?x?xf32>
            memref.store %93, %alloc_63[%arg1, %arg2, %arg3, %arg4] : memref<1x2x?x?xf32>
          }
        }
      }
    }
    cf.assert %51, "must have at most one inferred (negative) dimension"
    %alloc_64 = memref.alloc() {alignment = 64 : i64} : memref<3xi64>
    memref.store %c2_i64, %alloc_64[%c0] : memref<3xi64>
    memref.store %54, %alloc_64[%c1] : memref<3xi64>
    memref.store %54, %alloc_64[%c2] : memref<3xi64>
    %reshape_65 = memref.reshape %alloc_63(%alloc_64) : (memref<1x2x?x?xf32>, memref<3xi64>) -> memref<2x?x?xf32>
    %62 = memref.load %alloc_64[%c1] : memref<3xi64>
    %63 = arith.index_cast %62 : i64 to index
    %64 = memref.load %alloc_64[%c2] : memref<3xi64>
    %65 = arith.index_cast %64 : i64 to index
    cf.assert %27, "unimplemented: dynamic negative broadcast sizes"
    scf.for %arg1 = %c0 to %c1 step %c1 {
      scf.for %arg2 = %c0 to %c2 step %c1 {
        scf.for %arg3 = %c0 to %dim step %c1 {
          scf.for %arg4 = %c0 to %c16 step %c1 {
            %90 = arith.cmpi eq, %41, %c1 : index
            %91 = arith.select %90, %c0, %arg3 : index
            %92 = memref.load %alloc_35[%c0, %arg2, %91, %arg4] : memref<1x2x?x16xf32>
            memref.store %92, %alloc_45[%arg1, %arg2, %arg3, %arg4] : memref<1x2x?x16xf32>
          }
        }
      }
    }
    %66 = arith.cmpi eq, %54, %19 : i64
    cf.assert %66, "mismatching contracting dimension"
    %alloc_66 = memref.alloc(%59) {alignment = 64 : i64} : memref<2x?x16xf32>
    scf.for %arg1 = %c0 to %c2 step %c1 {
      scf.for %arg2 = %c0 to %59 step %c1 {
        scf.for %arg3 = %c0 to %c16 step %c1 {
          memref.store %cst_7, %alloc_66[%arg1, %arg2, %arg3] : memref<2x?x16xf32>
        }
      }
    }
    %alloc_67 = memref.alloc(%59) {alignment = 64 : i64} : memref<2x?x16xf32>
    memref.copy %alloc_66, %alloc_67 : memref<2x?x16xf32> to memref<2x?x16xf32>
    scf.for %arg1 = %c0 to %c2 step %c1 {
      scf.for %arg2 = %c0 to %63 step %c1 {
        scf.for %arg3 = %c0 to %c16 step %c1 {
          scf.for %arg4 = %c0 to %65 step %c1 {
            %90 = memref.load %reshape_65[%arg1, %arg2, %arg4] : memref<2x?x?xf32>
            %91 = memref.load %collapse_shape_46[%arg1, %arg4, %arg3] : memref<2x?x16xf32>
            %92 = memref.load %alloc_67[%arg1, %arg2, %arg3] : memref<2x?x16xf32>
            %93 = arith.mulf %90, %91 : f32
            %94 = arith.addf %92, %93 : f32
            memref.store %94, %alloc_67[%arg1, %arg2, %arg3] : memref<2x?x16xf32>
          }
        }
      }
    }
    %expand_shape_68 = memref.expand_shape %alloc_67 [[0, 1], [2], [3]] output_shape [1, 2, %59, 16] : memref<2x?x16xf32> into memref<1x2x?x16xf32>
    %alloc_69 = memref.alloc(%59) {alignment = 64 : i64} : memref<1x?x2x16xf32>
    %dim_70 = memref.dim %expand_shape_68, %c2 : memref<1x2x?x16xf32>
    scf.for %arg1 = %c0 to %c1 step %c1 {
      scf.for %arg2 = %c0 to %dim_70 step %c1 {
        scf.for %arg3 = %c0 to %c2 step %c1 {
          scf.for %arg4 = %c0 to %c16 step %c1 {
            %90 = memref.load %expand_shape_68[%arg1, %arg3, %arg2, %arg4] : memref<1x2x?x16xf32>
            memref.store %90, %alloc_69[%arg1, %arg2, %arg3, %arg4] : memref<1x?x2x16xf32>
          }
        }
      }
    }
    cf.assert %35, "must have at most one inferred (negative) dimension"
    %67 = arith.muli %54, %c32_i64 : i64
    %68 = arith.divsi %67, %31 : i64
    %69 = arith.select %29, %68, %19 : i64
    %alloc_71 = memref.alloc() {alignment = 64 : i64} : memref<3xi64>
    memref.store %c1_i64, %alloc_71[%c0] : memref<3xi64>
    memref.store %69, %alloc_71[%c1] : memref<3xi64>
    memref.store %68, %alloc_71[%c2] : memref<3xi64>
    %reshape_72 = memref.reshape %alloc_69(%alloc_71) : (memref<1x?x2x16xf32>, memref<3xi64>) -> memref<1x?x32xf32>
    %collapse_shape_73 = memref.collapse_shape %reshape_72 [[0, 1], [2]] : memref<1x?x32xf32> into memref<?x32xf32>
    scf.for %arg1 = %c0 to %c32 step %c1 {
      scf.for %arg2 = %c0 to %c32 step %c1 {
        %90 = memref.load %13[%arg2, %arg1] : memref<32x32xf32>
        memref.store %90, %alloc_28[%arg1, %arg2] : memref<32x32xf32>
      }
    }
    %70 = arith.index_cast %69 : i64 to index
    %alloc_74 = memref.alloc(%70) {alignment = 64 : i64} : memref<?x32xf32>
    %alloc_75 = memref.alloc(%70) {alignment = 64 : i64} : memref<?x32xf32>
    scf.for %arg1 = %c0 to %70 step %c1 {
      scf.for %arg2 = %c0 to %c32 step %c1 {
        memref.store %cst_7, %alloc_75[%arg1, %arg2] : memref<?x32xf32>
      }
    }
    %alloc_76 = memref.alloc(%70) {alignment = 64 : i64} : memref<?x32xf32>
    memref.copy %alloc_75, %alloc_76 : memref<?x32xf32> to memref<?x32xf32>
    %dim_77 = memref.dim %collapse_shape_73, %c0 : memref<?x32xf32>
    scf.for %arg1 = %c0 to %dim_77 step %c1 {
      scf.for %arg2 = %c0 to %c32 step %c1 {
        scf.for %arg3 = %c0 to %c32 step %c1 {
          %90 = memref.load %collapse_shape_73[%arg1, %arg3] : memref<?x32xf32>
          %91 = memref.load %alloc_28[%arg3, %arg2] : memref<32x32xf32>
          %92 = memref.load %alloc_76[%arg1, %arg2] : memref<?x32xf32>
          %93 = arith.mulf %90, %91 : f32
          %94 = arith.addf %92, %93 : f32
          memref.store %94, %alloc_76[%arg1, %arg2] : memref<?x32xf32>
        }
      }
    }
    scf.for %arg1 = %c0 to %70 step %c1 {
      scf.for %arg2 = %c0 to %c32 step %c1 {
        %90 = memref.load %alloc_76[%arg1, %arg2] : memref<?x32xf32>
        %91 = memref.load %2[%arg2] : memref<32xf32>
        %92 = arith.addf %90, %91 : f32
        memref.store %92, %alloc_74[%arg1, %arg2] : memref<?x32xf32>
      }
    }
    %expand_shape_78 = memref.expand_shape %alloc_74 [[0, 1], [2]] output_shape [1, %70, 32] : memref<?x32xf32> into memref<1x?x32xf32>
    %71 = arith.cmpi eq, %70, %dim : index
    cf.assert %71, "mismatched size for broadcast"
    %alloc_79 = memref.alloc(%70) {alignment = 64 : i64} : memref<1x?x32xf32>
    %dim_80 = memref.dim %expand_shape_78, %c1 : memref<1x?x32xf32>
    scf.for %arg1 = %c0 to %c1 step %c1 {
      scf.for %arg2 = %c0 to %dim_80 step %c1 {
        scf.for %arg3 = %c0 to %c32 step %c1 {
          %90 = memref.load %expand_shape_78[%arg1, %arg2, %arg3] : memref<1x?x32xf32>
          %91 = memref.load %alloc_12[%arg1, %arg2, %arg3] : memref<1x?x32xf32>
          %92 = arith.addf %90, %91 : f32
          memref.store %92, %alloc_79[%arg1, %arg2, %arg3] : memref<1x?x32xf32>
        }
      }
    }
    %alloc_81 = memref.alloc(%70) {alignment = 64 : i64} : memref<1x?x32xf64>
    scf.for %arg1 = %c0 to %c1 step %c1 {
      scf.for %arg2 = %c0 to %70 step %c1 {
        scf.for %arg3 = %c0 to %c32 step %c1 {
          %90 = memref.load %alloc_79[%arg1, %arg2, %arg3] : memref<1x?x32xf32>
          %91 = arith.extf %90 : f32 to f64
          memref.store %91, %alloc_81[%arg1, %arg2, %arg3] : memref<1x?x32xf64>
        }
      }
    }
    %alloc_82 = memref.alloc(%70) {alignment = 64 : i64} : memref<1x?x1xf64>
    %alloc_83 = memref.alloc(%70) {alignment = 64 : i64} : memref<1x?x1xf64>
    scf.for %arg1 = %c0 to %c1 step %c1 {
      scf.for %arg2 = %c0 to %70 step %c1 {
        scf.for %arg3 = %c0 to %c1 step %c1 {
          memref.store %cst_6, %alloc_83[%arg1, %arg2, %arg3] : memref<1x?x1xf64>
        }
      }
    }
    %alloc_84 = memref.alloc(%70) {alignment = 64 : i64} : memref<1x?x1xf64>
    memref.copy %alloc_83, %alloc_84 : memref<1x?x1xf64> to memref<1x?x1xf64>
    scf.for %arg1 = %c0 to %c1 step %c1 {
      scf.for %arg2 = %c0 to %70 step %c1 {
        scf.for %arg3 = %c0 to %c32 step %c1 {
          %90 = memref.load %alloc_81[%arg1, %arg2, %arg3] : memref<1x?x32xf64>
          %91 = memref.load %alloc_84[%arg1, %arg2, %c0] : memref<1x?x1xf64>
          %92 = arith.addf %90, %91 : f64
          memref.store %92, %alloc_84[%arg1, %arg2, %c0] : memref<1x?x1xf64>
        }
      }
    }
    scf.for %arg1 = %c0 to %c1 step %c1 {
      scf.for %arg2 = %c0 to %70 step %c1 {
        scf.for %arg3 = %c0 to %c1 step %c1 {
          %90 = memref.load %alloc_84[%arg1, %arg2, %arg3] : memref<1x?x1xf64>
          %91 = arith.divf %90, %cst_2 : f64
          memref.store %91, %alloc_82[%arg1, %arg2, %arg3] : memref<1x?x1xf64>
        }
      }
    }
    scf.for %arg1 = %c0 to %c1 step %c1 {
      scf.for %arg2 = %c0 to %70 step %c1 {
        scf.for %arg3 = %c0 to %c32 step %c1 {
          %90 = memref.load %alloc_81[%arg1, %arg2, %arg3] : memref<1x?x32xf64>
          %91 = memref.load %alloc_82[%arg1, %arg2, %c0] : memref<1x?x1xf64>
          %92 = arith.subf %90, %91 : f64
          memref.store %92, %alloc_81[%arg1, %arg2, %arg3] : memref<1x?x32xf64>
        }
      }
    }
    scf.for %arg1 = %c0 to %c1 step %c1 {
      scf.for %arg2 = %c0 to %70 step %c1 {
        scf.for %arg3 = %c0 to %c32 step %c1 {
          %90 = memref.load %alloc_81[%arg1, %arg2, %arg3] : memref<1x?x32xf64>
          %91 = memref.load %alloc_81[%arg1, %arg2, %arg3] : memref<1x?x32xf64>
          %92 = arith.mulf %90, %91 : f64
          memref.store %92, %alloc_81[%arg1, %arg2, %arg3] : memref<1x?x32xf64>
        }
      }
    }
    %alloc_85 = memref.alloc(%70) {alignment = 64 : i64} : memref<1x?x1xf64>
    memref.copy %alloc_83, %alloc_85 : memref<1x?x1xf64> to memref<1x?x1xf64>
    scf.for %arg1 = %c0 to %c1 step %c1 {
      scf.for %arg2 = %c0 to %70 step %c1 {
        scf.for %arg3 = %c0 to %c32 step %c1 {
          %90 = memref.load %alloc_81[%arg1, %arg2, %arg3] : memref<1x?x32xf64>
          %91 = memref.load %alloc_85[%arg1, %arg2, %c0] : memref<1x?x1xf64>
          %92 = arith.addf %90, %91 : f64
          memref.store %92, %alloc_85[%arg1, %arg2, %c0] : memref<1x?x1xf64>
        }
      }
    }
    scf.for %arg1 = %c0 to %c1 step %c1 {
      scf.for %arg2 = %c0 to %70 step %c1 {
        scf.for %arg3 = %c0 to %c1 step %c1 {
          %90 = memref.load %alloc_85[%arg1, %arg2, %arg3] : memref<1x?x1xf64>
          %91 = arith.divf %90, %cst_2 : f64
          memref.store %91, %alloc_82[%arg1, %arg2, %arg3] : memref<1x?x1xf64>
        }
      }
    }
    %alloc_86 = memref.alloc(%70) {alignment = 64 : i64} : memref<1x?x1xf32>
    scf.for %arg1 = %c0 to %c1 step %c1 {
      scf.for %arg2 = %c0 to %70 step %c1 {
        scf.for %arg3 = %c0 to %c1 step %c1 {
          %90 = memref.load %alloc_82[%arg1, %arg2, %arg3] : memref<1x?x1xf64>
          %91 = arith.truncf %90 : f64 to f32
          memref.store %91, %alloc_86[%arg1, %arg2, %arg3] : memref<1x?x1xf32>
        }
      }
    }
    %alloc_87 = memref.alloc(%70) {alignment = 64 : i64} : memref<1x?x1xf32>
    scf.for %arg1 = %c0 to %c1 step %c1 {
      scf.for %arg2 = %c0 to %70 step %c1 {
        scf.for %arg3 = %c0 to %c1 step %c1 {
          memref.store %cst_7, %alloc_87[%arg1, %arg2, %arg3] : memref<1x?x1xf32>
        }
      }
    }
    %alloc_88 = memref.alloc(%70) {alignment = 64 : i64} : memref<1x?x1xf32>
    memref.copy %alloc_87, %alloc_88 : memref<1x?x1xf32> to memref<1x?x1xf32>
    scf.for %arg1 = %c0 to %c1 step %c1 {
      scf.for %arg2 = %c0 to %70 step %c1 {
        scf.for %arg3 = %c0 to %c32 step %c1 {
          %90 = memref.load %alloc_79[%arg1, %arg2, %arg3] : memref<1x?x32xf32>
          %91 = memref.load %alloc_88[%arg1, %arg2, %c0] : memref<1x?x1xf32>
          %92 = arith.addf %90, %91 : f32
          memref.store %92, %alloc_88[%arg1, %arg2, %c0] : memref<1x?x1xf32>
        }
      }
    }
    %alloc_89 = memref.alloc(%70) {alignment = 64 : i64} : memref<1x?x1xf32>
    scf.for %arg1 = %c0 to %c1 step %c1 {
      scf.for %arg2 = %c0 to %70 step %c1 {
        scf.for %arg3 = %c0 to %c1 step %c1 {
          %90 = memref.load %alloc_88[%arg1, %arg2, %arg3] : memref<1x?x1xf32>
          %91 = arith.divf %90, %cst_1 : f32
          memref.store %91, %alloc_89[%arg1, %arg2, %arg3] : memref<1x?x1xf32>
        }
      }
    }
    scf.for %arg1 = %c0 to %c1 step %c1 {
      scf.for %arg2 = %c0 to %70 step %c1 {
        scf.for %arg3 = %c0 to %c1 step %c1 {
          %90 = memref.load %alloc_86[%arg1, %arg2, %arg3] : memref<1x?x1xf32>
          %91 = arith.truncf %cst_3 : f64 to f32
          %92 = arith.addf %90, %91 : f32
          memref.store %92, %alloc_86[%arg1, %arg2, %arg3] : memref<1x?x1xf32>
        }
      }
    }
    scf.for %arg1 = %c0 to %c1 step %c1 {
      scf.for %arg2 = %c0 to %70 step %c1 {
        scf.for %arg3 = %c0 to %c1 step %c1 {
          %90 = memref.load %alloc_86[%arg1, %arg2, %arg3] : memref<1x?x1xf32>
          %91 = math.rsqrt %90 : f32
          memref.store %91, %alloc_86[%arg1, %arg2, %arg3] : memref<1x?x1xf32>
        }
      }
    }
    scf.for %arg1 = %c0 to %c1 step %c1 {
      scf.for %arg2 = %c0 to %70 step %c1 {
        scf.for %arg3 = %c0 to %c32 step %c1 {
          %90 = memref.load %alloc_79[%arg1, %arg2, %arg3] : memref<1x?x32xf32>
          %91 = memref.load %alloc_89[%arg1, %arg2, %c0] : memref<1x?x1xf32>
          %92 = arith.subf %90, %91 : f32
          memref.store %92, %alloc_79[%arg1, %arg2, %arg3] : memref<1x?x32xf32>
        }
      }
    }
    scf.for %arg1 = %c0 to %c1 step %c1 {
      scf.for %arg2 = %c0 to %70 step %c1 {
        scf.for %arg3 = %c0 to %c32 step %c1 {
          %90 = memref.load %alloc_79[%arg1, %arg2, %arg3] : memref<1x?x32xf32>
          %91 = memref.load %alloc_86[%arg1, %arg2, %c0] : memref<1x?x1xf32>
          %92 = arith.mulf %90, %91 : f32
          memref.store %92, %alloc_79[%arg1, %arg2, %arg3] : memref<1x?x32xf32>
        }
      }
    }
    scf.for %arg1 = %c0 to %c1 step %c1 {
      scf.for %arg2 = %c0 to %70 step %c1 {
        scf.for %arg3 = %c0 to %c32 step %c1 {
          %90 = memref.load %alloc_79[%arg1, %arg2, %arg3] : memref<1x?x32xf32>
          %91 = memref.load %3[%arg3] : memref<32xf32>
          %92 = arith.mulf %90, %91 : f32
          memref.store %92, %alloc_79[%arg1, %arg2, %arg3] : memref<1x?x32xf32>
        }
      }
    }
    scf.for %arg1 = %c0 to %c1 step %c1 {
      scf.for %arg2 = %c0 to %70 step %c1 {
        scf.for %arg3 = %c0 to %c32 step %c1 {
          %90 = memref.load %alloc_79[%arg1, %arg2, %arg3] : memref<1x?x32xf32>
          %91 = memref.load %2[%arg3] : memref<32xf32>
          %92 = arith.addf %90, %91 : f32
          memref.store %92, %alloc_79[%arg1, %arg2, %arg3] : memref<1x?x32xf32>
        }
      }
    }
    %collapse_shape_90 = memref.collapse_shape %alloc_79 [[0, 1], [2]] : memref<1x?x32xf32> into memref<?x32xf32>
    %alloc_91 = memref.alloc() {alignment = 64 : i64} : memref<32x64xf32>
    scf.for %arg1 = %c0 to %c32 step %c1 {
      scf.for %arg2 = %c0 to %c64 step %c1 {
        %90 = memref.load %12[%arg2, %arg1] : memref<64x32xf32>
        memref.store %90, %alloc_91[%arg1, %arg2] : memref<32x64xf32>
      }
    }
    %alloc_92 = memref.alloc(%70) {alignment = 64 : i64} : memref<?x64xf32>
    %alloc_93 = memref.alloc(%70) {alignment = 64 : i64} : memref<?x64xf32>
    scf.for %arg1 = %c0 to %70 step %c1 {
      scf.for %arg2 = %c0 to %c64 step %c1 {
        memref.store %cst_7, %alloc_93[%arg1, %arg2] : memref<?x64xf32>
      }
    }
    %alloc_94 = memref.alloc(%70) {alignment = 64 : i64} : memref<?x64xf32>
    memref.copy %alloc_93, %alloc_94 : memref<?x64xf32> to memref<?x64xf32>
    %dim_95 = memref.dim %collapse_shape_90, %c0 : memref<?x32xf32>
    scf.for %arg1 = %c0 to %dim_95 step %c1 {
      scf.for %arg2 = %c0 to %c64 step %c1 {
        scf.for %arg3 = %c0 to %c32 step %c1 {
          %90 = memref.load %collapse_shape_90[%arg1, %arg3] : memref<?x32xf32>
          %91 = memref.load %alloc_91[%arg3, %arg2] : memref<32x64xf32>
          %92 = memref.load %alloc_94[%arg1, %arg2] : memref<?x64xf32>
          %93 = arith.mulf %90, %91 : f32
          %94 = arith.addf %92, %93 : f32
          memref.store %94, %alloc_94[%arg1, %arg2] : memref<?x64xf32>
        }
      }
    }
    scf.for %arg1 = %c0 to %70 step %c1 {
      scf.for %arg2 = %c0 to %c64 step %c1 {
        %90 = memref.load %alloc_94[%arg1, %arg2] : memref<?x64xf32>
        %91 = memref.load %5[%arg2] : memref<64xf32>
        %92 = arith.addf %90, %91 : f32
        memref.store %92, %alloc_92[%arg1, %arg2] : memref<?x64xf32>
      }
    }
    %expand_shape_96 = memref.expand_shape %alloc_92 [[0, 1], [2]] output_shape [1, %70, 64] : memref<?x64xf32> into memref<1x?x64xf32>
    %alloc_97 = memref.alloc(%70) {alignment = 64 : i64} : memref<1x?x64xf32>
    %dim_98 = memref.dim %expand_shape_96, %c1 : memref<1x?x64xf32>
    scf.for %arg1 = %c0 to %c1 step %c1 {
      scf.for %arg2 = %c0 to %dim_98 step %c1 {
        scf.for %arg3 = %c0 to %c64 step %c1 {
          %90 = memref.load %expand_shape_96[%arg1, %arg2, %arg3] : memref<1x?x64xf32>
          %91 = arith.divf %90, %cst : f32
          %92 = math.erf %91 : f32
          %93 = arith.addf %92, %cst_9 : f32
          %94 = arith.mulf %93, %cst_10 : f32
          %95 = arith.mulf %90, %94 : f32
          memref.store %95, %alloc_97[%arg1, %arg2, %arg3] : memref<1x?x64xf32>
        }
      }
    }
    %collapse_shape_99 = memref.collapse_shape %alloc_97 [[0, 1], [2]] : memref<1x?x64xf32> into memref<?x64xf32>
    %alloc_100 = memref.alloc() {alignment = 64 : i64} : memref<64x32xf32>
    scf.for %arg1 = %c0 to %c64 step %c1 {
      scf.for %arg2 = %c0 to %c32 step %c1 {
        %90 = memref.load %11[%arg2, %arg1] : memref<32x64xf32>
        memref.store %90, %alloc_100[%arg1, %arg2] : memref<64x32xf32>
      }
    }
    %alloc_101 = memref.alloc(%70) {alignment = 64 : i64} : memref<?x32xf32>
    memref.copy %alloc_75, %alloc_101 : memref<?x32xf32> to memref<?x32xf32>
    %dim_102 = memref.dim %collapse_shape_99, %c0 : memref<?x64xf32>
    scf.for %arg1 = %c0 to %dim_102 step %c1 {
      scf.for %arg2 = %c0 to %c32 step %c1 {
        scf.for %arg3 = %c0 to %c64 step %c1 {
          %90 = memref.load %collapse_shape_99[%arg1, %arg3] : memref<?x64xf32>
          %91 = memref.load %alloc_100[%arg3, %arg2] : memref<64x32xf32>
          %92 = memref.load %alloc_101[%arg1, %arg2] : memref<?x32xf32>
          %93 = arith.mulf %90, %91 : f32
          %94 = arith.addf %92, %93 : f32
          memref.store %94, %alloc_101[%arg1, %arg2] : memref<?x32xf32>
        }
      }
    }
    scf.for %arg1 = %c0 to %70 step %c1 {
      scf.for %arg2 = %c0 to %c32 step %c1 {
        %90 = memref.load %alloc_101[%arg1, %arg2] : memref<?x32xf32>
        %91 = memref.load %2[%arg2] : memref<32xf32>
        %92 = arith.addf %90, %91 : f32
        memref.store %92, %alloc_74[%arg1, %arg2] : memref<?x32xf32>
      }
    }
    %dim_103 = memref.dim %expand_shape_78, %c1 : memref<1x?x32xf32>
    scf.for %arg1 = %c0 to %c1 step %c1 {
      scf.for %arg2 = %c0 to %dim_103 step %c1 {
        scf.for %arg3 = %c0 to %c32 step %c1 {
          %90 = memref.load %expand_shape_78[%arg1, %arg2, %arg3] : memref<1x?x32xf32>
          %91 = memref.load %alloc_79[%arg1, %arg2, %arg3] : memref<1x?x32xf32>
          %92 = arith.addf %90, %91 : f32
          memref.store %92, %alloc_79[%arg1, %arg2, %arg3] : memref<1x?x32xf32>
        }
      }
    }
    scf.for %arg1 = %c0 to %c1 step %c1 {
      scf.for %arg2 = %c0 to %70 step %c1 {
        scf.for %arg3 = %c0 to %c32 step %c1 {
          %90 = memref.load %alloc_79[%arg1, %arg2, %arg3] : memref<1x?x32xf32>
          %91 = arith.extf %90 : f32 to f64
          memref.store %91, %alloc_81[%arg1, %arg2, %arg3] : memref<1x?x32xf64>
        }
      }
    }
    %alloc_104 = memref.alloc(%70) {alignment = 64 : i64} : memref<1x?x1xf64>
    memref.copy %alloc_83, %alloc_104 : memref<1x?x1xf64> to memref<1x?x1xf64>
    scf.for %arg1 = %c0 to %c1 step %c1 {
      scf.for %arg2 = %c0 to %70 step %c1 {
        scf.for %arg3 = %c0 to %c32 step %c1 {
          %90 = memref.load %alloc_81[%arg1, %arg2, %arg3] : memref<1x?x32xf64>
          %91 = memref.load %alloc_104[%arg1, %arg2, %c0] : memref<1x?x1xf64>
          %92 = arith.addf %90, %91 : f64
          memref.store %92, %alloc_104[%arg1, %arg2, %c0] : memref<1x?x1xf64>
        }
      }
    }
    scf.for %arg1 = %c0 to %c1 step %c1 {
      scf.for %arg2 = %c0 to %70 step %c1 {
        scf.for %arg3 = %c0 to %c1 step %c1 {
          %90 = memref.load %alloc_104[%arg1, %arg2, %arg3] : memref<1x?x1xf64>
          %91 = arith.divf %90, %cst_2 : f64
          memref.store %91, %alloc_82[%arg1, %arg2, %arg3] : memref<1x?x1xf64>
        }
      }
    }
    scf.for %arg1 = %c0 to %c1 step %c1 {
      scf.for %arg2 = %c0 to %70 step %c1 {
        scf.for %arg3 = %c0 to %c32 step %c1 {
          %90 = memref.load %alloc_81[%arg1, %arg2, %arg3] : memref<1x?x32xf64>
          %91 = memref.load %alloc_82[%arg1, %arg2, %c0] : memref<1x?x1xf64>
          %92 = arith.subf %90, %91 : f64
          memref.store %92, %alloc_81[%arg1, %arg2, %arg3] : memref<1x?x32xf64>
        }
      }
    }
    scf.for %arg1 = %c0 to %c1 step %c1 {
      scf.for %arg2 = %c0 to %70 step %c1 {
        scf.for %arg3 = %c0 to %c32 step %c1 {
          %90 = memref.load %alloc_81[%arg1, %arg2, %arg3] : memref<1x?x32xf64>
          %91 = memref.load %alloc_81[%arg1, %arg2, %arg3] : memref<1x?x32xf64>
          %92 = arith.mulf %90, %91 : f64
          memref.store %92, %alloc_81[%arg1, %arg2, %arg3] : memref<1x?x32xf64>
        }
      }
    }
    %alloc_105 = memref.alloc(%70) {alignment = 64 : i64} : memref<1x?x1xf64>
    memref.copy %alloc_83, %alloc_105 : memref<1x?x1xf64> to memref<1x?x1xf64>
    scf.for %arg1 = %c0 to %c1 step %c1 {
      scf.for %arg2 = %c0 to %70 step %c1 {
        scf.for %arg3 = %c0 to %c32 step %c1 {
          %90 = memref.load %alloc_81[%arg1, %arg2, %arg3] : memref<1x?x32xf64>
          %91 = memref.load %alloc_105[%arg1, %arg2, %c0] : memref<1x?x1xf64>
          %92 = arith.addf %90, %91 : f64
          memref.store %92, %alloc_105[%arg1, %arg2, %c0] : memref<1x?x1xf64>
        }
      }
    }
    scf.for %arg1 = %c0 to %c1 step %c1 {
      scf.for %arg2 = %c0 to %70 step %c1 {
        scf.for %arg3 = %c0 to %c1 step %c1 {
          %90 = memref.load %alloc_105[%arg1, %arg2, %arg3] : memref<1x?x1xf64>
          %91 = arith.divf %90, %cst_2 : f64
          memref.store %91, %alloc_82[%arg1, %arg2, %arg3] : memref<1x?x1xf64>
        }
      }
    }
    scf.for %arg1 = %c0 to %c1 step %c1 {
      scf.for %arg2 = %c0 to %70 step %c1 {
        scf.for %arg3 = %c0 to %c1 step %c1 {
          %90 = memref.load %alloc_82[%arg1, %arg2, %arg3] : memref<1x?x1xf64>
          %91 = arith.truncf %90 : f64 to f32
          memref.store %91, %alloc_86[%arg1, %arg2, %arg3] : memref<1x?x1xf32>
        }
      }
    }
    %alloc_106 = memref.alloc(%70) {alignment = 64 : i64} : memref<1x?x1xf32>
    memref.copy %alloc_87, %alloc_106 : memref<1x?x1xf32> to memref<1x?x1xf32>
    scf.for %arg1 = %c0 to %c1 step %c1 {
      scf.for %arg2 = %c0 to %70 step %c1 {
        scf.for %arg3 = %c0 to %c32 step %c1 {
          %90 = memref.load %alloc_79[%arg1, %arg2, %arg3] : memref<1x?x32xf32>
          %91 = memref.load %alloc_106[%arg1, %arg2, %c0] : memref<1x?x1xf32>
          %92 = arith.addf %90, %91 : f32
          memref.store %92, %alloc_106[%arg1, %arg2, %c0] : memref<1x?x1xf32>
        }
      }
    }
    %alloc_107 = memref.alloc(%70) {alignment = 64 : i64} : memref<1x?x1xf32>
    scf.for %arg1 = %c0 to %c1 step %c1 {
      scf.for %arg2 = %c0 to %70 step %c1 {
        scf.for %arg3 = %c0 to %c1 step %c1 {
          %90 = memref.load %alloc_106[%arg1, %arg2, %arg3] : memref<1x?x1xf32>
          %91 = arith.divf %90, %cst_1 : f32
          memref.store %91, %alloc_107[%arg1, %arg2, %arg3] : memref<1x?x1xf32>
        }
      }
    }
    scf.for %arg1 = %c0 to %c1 step %c1 {
      scf.for %arg2 = %c0 to %70 step %c1 {
        scf.for %arg3 = %c0 to %c1 step %c1 {
          %90 = memref.load %alloc_86[%arg1, %arg2, %arg3] : memref<1x?x1xf32>
          %91 = arith.truncf %cst_3 : f64 to f32
          %92 = arith.addf %90, %91 : f32
          memref.store %92, %alloc_86[%arg1, %arg2, %arg3] : memref<1x?x1xf32>
        }
      }
    }
    scf.for %arg1 = %c0 to %c1 step %c1 {
      scf.for %arg2 = %c0 to %70 step %c1 {
        scf.for %arg3 = %c0 to %c1 step %c1 {
          %90 = memref.load %alloc_86[%arg1, %arg2, %arg3] : memref<1x?x1xf32>
          %91 = math.rsqrt %90 : f32
          memref.store %91, %alloc_86[%arg1, %arg2, %arg3] : memref<1x?x1xf32>
        }
      }
    }
    scf.for %arg1 = %c0 to %c1 step %c1 {
      scf.for %arg2 = %c0 to %70 step %c1 {
        scf.for %arg3 = %c0 to %c32 step %c1 {
          %90 = memref.load %alloc_79[%arg1, %arg2, %arg3] : memref<1x?x32xf32>
          %91 = memref.load %alloc_107[%arg1, %arg2, %c0] : memref<1x?x1xf32>
          %92 = arith.subf %90, %91 : f32
          memref.store %92, %alloc_79[%arg1, %arg2, %arg3] : memref<1x?x32xf32>
        }
      }
    }
    scf.for %arg1 = %c0 to %c1 step %c1 {
      scf.for %arg2 = %c0 to %70 step %c1 {
        scf.for %arg3 = %c0 to %c32 step %c1 {
          %90 = memref.load %alloc_79[%arg1, %arg2, %arg3] : memref<1x?x32xf32>
          %91 = memref.load %alloc_86[%arg1, %arg2, %c0] : memref<1x?x1xf32>
          %92 = arith.mulf %90, %91 : f32
          memref.store %92, %alloc_79[%arg1, %arg2, %arg3] : memref<1x?x32xf32>
        }
      }
    }
    scf.for %arg1 = %c0 to %c1 step %c1 {
      scf.for %arg2 = %c0 to %70 step %c1 {
        scf.for %arg3 = %c0 to %c32 step %c1 {
          %90 = memref.load %alloc_79[%arg1, %arg2, %arg3] : memref<1x?x32xf32>
          %91 = memref.load %3[%arg3] : memref<32xf32>
          %92 = arith.mulf %90, %91 : f32
          memref.store %92, %alloc_79[%arg1, %arg2, %arg3] : memref<1x?x32xf32>
        }
      }
    }
    scf.for %arg1 = %c0 to %c1 step %c1 {
      scf.for %arg2 = %c0 to %70 step %c1 {
        scf.for %arg3 = %c0 to %c32 step %c1 {
          %90 = memref.load %alloc_79[%arg1, %arg2, %arg3] : memref<1x?x32xf32>
          %91 = memref.load %2[%arg3] : memref<32xf32>
          %92 = arith.addf %90, %91 : f32
          memref.store %92, %alloc_79[%arg1, %arg2, %arg3] : memref<1x?x32xf32>
        }
      }
    }
    scf.for %arg1 = %c0 to %c32 step %c1 {
      scf.for %arg2 = %c0 to %c32 step %c1 {
        %90 = memref.load %10[%arg2, %arg1] : memref<32x32xf32>
        memref.store %90, %alloc_28[%arg1, %arg2] : memref<32x32xf32>
      }
    }
    %alloc_108 = memref.alloc(%70) {alignment = 64 : i64} : memref<?x32xf32>
    memref.copy %alloc_75, %alloc_108 : memref<?x32xf32> to memref<?x32xf32>
    %dim_109 = memref.dim %collapse_shape_90, %c0 : memref<?x32xf32>
    scf.for %arg1 = %c0 to %dim_109 step %c1 {
      scf.for %arg2 = %c0 to %c32 step %c1 {
        scf.for %arg3 = %c0 to %c32 step %c1 {
          %90 = memref.load %collapse_shape_90[%arg1, %arg3] : memref<?x32xf32>
          %91 = memref.load %alloc_28[%arg3, %arg2] : memref<32x32xf32>
          %92 = memref.load %alloc_108[%arg1, %arg2] : memref<?x32xf32>
          %93 = arith.mulf %90, %91 : f32
          %94 = arith.addf %92, %93 : f32
          memref.store %94, %alloc_108[%arg1, %arg2] : memref<?x32xf32>
        }
      }
    }
    scf.for %arg1 = %c0 to %70 step %c1 {
      scf.for %arg2 = %c0 to %c32 step %c1 {
        %90 = memref.load %alloc_108[%arg1, %arg2] : memref<?x32xf32>
        %91 = memref.load %2[%arg2] : memref<32xf32>
        %92 = arith.addf %90, %91 : f32
        memref.store %92, %alloc_74[%arg1, %arg2] : memref<?x32xf32>
      }
    }
    cf.assert %35, "must have at most one inferred (negative) dimension"
    %72 = arith.muli %69, %c32_i64 : i64
    %73 = arith.divsi %72, %34 : i64
    %74 = arith.select %29, %73, %19 : i64
    %alloc_110 = memref.alloc() {alignment = 64 : i64} : memref<4xi64>
    memref.store %c1_i64, %alloc_110[%c0] : memref<4xi64>
    memref.store %74, %alloc_110[%c1] : memref<4xi64>
    memref.store %73, %alloc_110[%c2] : memref<4xi64>
    memref.store %c16_i64, %alloc_110[%c3] : memref<4xi64>
    %reshape_111 = memref.reshape %expand_shape_78(%alloc_110) : (memref<1x?x32xf32>, memref<4xi64>) -> memref<1x?x2x16xf32>
    %75 = memref.load %alloc_110[%c1] : memref<4xi64>
    %76 = arith.index_cast %75 : i64 to index
    %77 = arith.index_cast %74 : i64 to index
    %alloc_112 = memref.alloc(%77) {alignment = 64 : i64} : memref<1x2x?x16xf32>
    %alloc_113 = memref.alloc(%77) {alignment = 64 : i64} : memref<1x2x?x16xf32>
    scf.for %arg1 = %c0 to %c1 step %c1 {
      scf.for %arg2 = %c0 to %c2 step %c1 {
        scf.for %arg3 = %c0 to %76 step %c1 {
          scf.for %arg4 = %c0 to %c16 step %c1 {
            %90 = memref.load %reshape_111[%arg1, %arg3, %arg2, %arg4] : memref<1x?x2x16xf32>
            memref.store %90, %alloc_113[%arg1, %arg2, %arg3, %arg4] : memref<1x2x?x16xf32>
          }
        }
      }
    }
    scf.for %arg1 = %c0 to %c32 step %c1 {
      scf.for %arg2 = %c0 to %c32 step %c1 {
        %90 = memref.load %9[%arg2, %arg1] : memref<32x32xf32>
        memref.store %90, %alloc_28[%arg1, %arg2] : memref<32x32xf32>
      }
    }
    %alloc_114 = memref.alloc(%70) {alignment = 64 : i64} : memref<?x32xf32>
    memref.copy %alloc_75, %alloc_114 : memref<?x32xf32> to memref<?x32xf32>
    %dim_115 = memref.dim %collapse_shape_90, %c0 : memref<?x32xf32>
    scf.for %arg1 = %c0 to %dim_115 step %c1 {
      scf.for %arg2 = %c0 to %c32 step %c1 {
        scf.for %arg3 = %c0 to %c32 step %c1 {
          %90 = memref.load %collapse_shape_90[%arg1, %arg3] : memref<?x32xf32>
          %91 = memref.load %alloc_28[%arg3, %arg2] : memref<32x32xf32>
          %92 = memref.load %alloc_114[%arg1, %arg2] : memref<?x32xf32>
          %93 = arith.mulf %90, %91 : f32
          %94 = arith.addf %92, %93 : f32
          memref.store %94, %alloc_114[%arg1, %arg2] : memref<?x32xf32>
        }
      }
    }
    %alloc_116 = memref.alloc(%70) {alignment = 64 : i64} : memref<?x32xf32>
    scf.for %arg1 = %c0 to %70 step %c1 {
      scf.for %arg2 = %c0 to %c32 step %c1 {
        %90 = memref.load %alloc_114[%arg1, %arg2] : memref<?x32xf32>
        %91 = memref.load %2[%arg2] : memref<32xf32>
        %92 = arith.addf %90, %91 : f32
        memref.store %92, %alloc_116[%arg1, %arg2] : memref<?x32xf32>
      }
    }
    %expand_shape_117 = memref.expand_shape %alloc_116 [[0, 1], [2]] output_shape [1, %70, 32] : memref<?x32xf32> into memref<1x?x32xf32>
    cf.assert %35, "must have at most one inferred (negative) dimension"
    %reshape_118 = memref.reshape %expand_shape_117(%alloc_110) : (memref<1x?x32xf32>, memref<4xi64>) -> memref<1x?x2x16xf32>
    %78 = memref.load %alloc_110[%c1] : memref<4xi64>
    %79 = arith.index_cast %78 : i64 to index
    scf.for %arg1 = %c0 to %c32 step %c1 {
      scf.for %arg2 = %c0 to %c32 step %c1 {
        %90 = memref.load %8[%arg2, %arg1] : memref<32x32xf32>
        memref.store %90, %alloc_28[%arg1, %arg2] : memref<32x32xf32>
      }
    }
    %alloc_119 = memref.alloc(%70) {alignment = 64 : i64} : memref<?x32xf32>
    memref.copy %alloc_75, %alloc_119 : memref<?x32xf32> to memref<?x32xf32>
    %dim_120 = memref.dim %collapse_shape_90, %c0 : memref<?x32xf32>
    scf.for %arg1 = %c0 to %dim_120 step %c1 {
      scf.for %arg2 = %c0 to %c32 step %c1 {
        scf.for %arg3 = %c0 to %c32 step %c1 {
          %90 = memref.load %collapse_shape_90[%arg1, %arg3] : memref<?x32xf32>
          %91 = memref.load %alloc_28[%arg3, %arg2] : memref<32x32xf32>
          %92 = memref.load %alloc_119[%arg1, %arg2] : memref<?x32xf32>
          %93 = arith.mulf %90, %91 : f32
          %94 = arith.addf %92, %93 : f32
          memref.store %94, %alloc_119[%arg1, %arg2] : memref<?x32xf32>
        }
      }
    }
    scf.for %arg1 = %c0 to %70 step %c1 {
      scf.for %arg2 = %c0 to %c32 step %c1 {
        %90 = memref.load %alloc_119[%arg1, %arg2] : memref<?x32xf32>
        %91 = memref.load %2[%arg2] : memref<32xf32>
        %92 = arith.addf %90, %91 : f32
        memref.store %92, %alloc_74[%arg1, %arg2] : memref<?x32xf32>
      }
    }
    cf.assert %35, "must have at most one inferred (negative) dimension"
    %reshape_121 = memref.reshape %expand_shape_78(%alloc_110) : (memref<1x?x32xf32>, memref<4xi64>) -> memref<1x?x2x16xf32>
    %80 = memref.load %alloc_110[%c1] : memref<4xi64>
    %81 = arith.index_cast %80 : i64 to index
    scf.for %arg1 = %c0 to %c1 step %c1 {
      scf.for %arg2 = %c0 to %c2 step %c1 {
        scf.for %arg3 = %c0 to %81 step %c1 {
          scf.for %arg4 = %c0 to %c16 step %c1 {
            %90 = memref.load %reshape_121[%arg1, %arg3, %arg2, %arg4] : memref<1x?x2x16xf32>
            memref.store %90, %alloc_112[%arg1, %arg2, %arg3, %arg4] : memref<1x2x?x16xf32>
          }
        }
      }
    }
    %alloc_122 = memref.alloc(%77) {alignment = 64 : i64} : memref<1x2x16x?xf32>
    scf.for %arg1 = %c0 to %c1 step %c1 {
      scf.for %arg2 = %c0 to %c2 step %c1 {
        scf.for %arg3 = %c0 to %c16 step %c1 {
          scf.for %arg4 = %c0 to %79 step %c1 {
            %90 = memref.load %reshape_118[%arg1, %arg4, %arg2, %arg3] : memref<1x?x2x16xf32>
            memref.store %90, %alloc_122[%arg1, %arg2, %arg3, %arg4] : memref<1x2x16x?xf32>
          }
        }
      }
    }
    cf.assert %27, "unimplemented: dynamic negative broadcast sizes"
    scf.for %arg1 = %c0 to %c1 step %c1 {
      scf.for %arg2 = %c0 to %c2 step %c1 {
        scf.for %arg3 = %c0 to %dim step %c1 {
          scf.for %arg4 = %c0 to %c16 step %c1 {
            %90 = arith.cmpi eq, %77, %c1 : index
            %91 = arith.select %90, %c0, %arg3 : index
            %92 = memref.load %alloc_113[%c0, %arg2, %91, %arg4] : memref<1x2x?x16xf32>
            memref.store %92, %alloc_45[%arg1, %arg2, %arg3, %arg4] : memref<1x2x?x16xf32>
          }
        }
      }
    }
    cf.assert %27, "unimplemented: dynamic negative broadcast sizes"
    scf.for %arg1 = %c0 to %c1 step %c1 {
      scf.for %arg2 = %c0 to %c2 step %c1 {
        scf.for %arg3 = %c0 to %c16 step %c1 {
          scf.for %arg4 = %c0 to %dim step %c1 {
            %90 = arith.cmpi eq, %77, %c1 : index
            %91 = arith.select %90, %c0, %arg4 : index
            %92 = memref.load %alloc_122[%c0, %arg2, %arg3, %91] : memref<1x2x16x?xf32>
            memref.store %92, %alloc_47[%arg1, %arg2, %arg3, %arg4] : memref<1x2x16x?xf32>
          }
        }
      }
    }
    %dim_123 = memref.dim %collapse_shape_46, %c1 : memref<2x?x16xf32>
    %dim_124 = memref.dim %collapse_shape_48, %c2 : memref<2x16x?xf32>
    scf.for %arg1 = %c0 to %c2 step %c1 {
      scf.for %arg2 = %c0 to %dim_123 step %c1 {
        scf.for %arg3 = %c0 to %dim_124 step %c1 {
          scf.for %arg4 = %c0 to %c16 step %c1 {
            %90 = memref.load %collapse_shape_46[%arg1, %arg2, %arg4] : memref<2x?x16xf32>
            %91 = memref.load %collapse_shape_48[%arg1, %arg4, %arg3] : memref<2x16x?xf32>
            %92 = memref.load %alloc_49[%arg1, %arg2, %arg3] : memref<2x?x?xf32>
            %93 = arith.mulf %90, %91 : f32
            %94 = arith.addf %92, %93 : f32
            memref.store %94, %alloc_49[%arg1, %arg2, %arg3] : memref<2x?x?xf32>
          }
        }
      }
    }
    cf.assert %51, "must have at most one inferred (negative) dimension"
    %reshape_125 = memref.reshape %alloc_49(%alloc_53) : (memref<2x?x?xf32>, memref<4xi64>) -> memref<1x2x?x?xf32>
    %82 = memref.load %alloc_53[%c2] : memref<4xi64>
    %83 = arith.index_cast %82 : i64 to index
    %84 = memref.load %alloc_53[%c3] : memref<4xi64>
    %85 = arith.index_cast %84 : i64 to index
    scf.for %arg1 = %c0 to %c1 step %c1 {
      scf.for %arg2 = %c0 to %c2 step %c1 {
        scf.for %arg3 = %c0 to %83 step %c1 {
          scf.for %arg4 = %c0 to %85 step %c1 {
            %90 = memref.load %reshape_125[%arg1, %arg2, %arg3, %arg4] : memref<1x2x?x?xf32>
            %91 = arith.mulf %90, %cst_0 : f32
            memref.store %91, %alloc_55[%arg1, %arg2, %arg3, %arg4] : memref<1x2x?x?xf32>
          }
        }
      }
    }
    cf.assert %60, "mismatched size for broadcast"
    cf.assert %61, "mismatched size for broadcast"
    scf.for %arg1 = %c0 to %c1 step %c1 {
      scf.for %arg2 = %c0 to %c2 step %c1 {
        scf.for %arg3 = %c0 to %59 step %c1 {
          scf.for %arg4 = %c0 to %59 step %c1 {
            %90 = memref.load %alloc_55[%arg1, %arg2, %arg3, %arg4] : memref<1x2x?x?xf32>
            %91 = memref.load %alloc_27[%arg1, %c0, %arg3, %arg4] : memref<1x1x?x?xf32>
            %92 = arith.addf %90, %91 : f32
            memref.store %92, %alloc_55[%arg1, %arg2, %arg3, %arg4] : memref<1x2x?x?xf32>
          }
        }
      }
    }
    scf.for %arg1 = %c0 to %c1 step %c1 {
      scf.for %arg2 = %c0 to %c2 step %c1 {
        scf.for %arg3 = %c0 to %59 step %c1 {
          scf.for %arg4 = %c0 to %59 step %c1 {
            %90 = memref.load %alloc_55[%arg1, %arg2, %arg3, %arg4] : memref<1x2x?x?xf32>
            %91 = memref.load %alloc_57[%arg1, %arg2, %arg3] : memref<1x2x?xf32>
            %92 = memref.load %alloc_56[%arg1, %arg2, %arg3] : memref<1x2x?xi64>
            %93 = arith.index_cast %arg4 : index to i64
            %94 = arith.maximumf %90, %91 : f32
            %95 = arith.cmpf ogt, %90, %91 : f32
            %96 = arith.select %95, %93, %92 : i64
            memref.store %94, %alloc_57[%arg1, %arg2, %arg3] : memref<1x2x?xf32>
            memref.store %96, %alloc_56[%arg1, %arg2, %arg3] : memref<1x2x?xi64>
          }
        }
      }
    }
    %expand_shape_126 = memref.expand_shape %alloc_57 [[0], [1], [2, 3]] output_shape [1, 2, %59, 1] : memref<1x2x?xf32> into memref<1x2x?x1xf32>
    scf.for %arg1 = %c0 to %c1 step %c1 {
      scf.for %arg2 = %c0 to %c2 step %c1 {
        scf.for %arg3 = %c0 to %59 step %c1 {
          scf.for %arg4 = %c0 to %59 step %c1 {
            %90 = memref.load %alloc_55[%arg1, %arg2, %arg3, %arg4] : memref<1x2x?x?xf32>
            %91 = memref.load %expand_shape_126[%arg1, %arg2, %arg3, %c0] : memref<1x2x?x1xf32>
            %92 = arith.subf %90, %91 : f32
            memref.store %92, %alloc_55[%arg1, %arg2, %arg3, %arg4] : memref<1x2x?x?xf32>
          }
        }
      }
    }
    scf.for %arg1 = %c0 to %c1 step %c1 {
      scf.for %arg2 = %c0 to %c2 step %c1 {
        scf.for %arg3 = %c0 to %59 step %c1 {
          scf.for %arg4 = %c0 to %59 step %c1 {
            %90 = memref.load %alloc_55[%arg1, %arg2, %arg3, %arg4] : memref<1x2x?x?xf32>
            %91 = math.exp %90 : f32
            memref.store %91, %alloc_55[%arg1, %arg2, %arg3, %arg4] : memref<1x2x?x?xf32>
          }
        }
      }
    }
    scf.for %arg1 = %c0 to %c1 step %c1 {
      scf.for %arg2 = %c0 to %c2 step %c1 {
        scf.for %arg3 = %c0 to %59 step %c1 {
          scf.for %arg4 = %c0 to %59 step %c1 {
            %90 = memref.load %alloc_55[%arg1, %arg2, %arg3, %arg4] : memref<1x2x?x?xf32>
            %91 = memref.load %alloc_61[%arg1, %arg2, %arg3, %c0] : memref<1x2x?x1xf32>
            %92 = arith.addf %90, %91 : f32
            memref.store %92, %alloc_61[%arg1, %arg2, %arg3, %c0] : memref<1x2x?x1xf32>
          }
        }
      }
    }
    scf.for %arg1 = %c0 to %c1 step %c1 {
      scf.for %arg2 = %c0 to %c2 step %c1 {
        scf.for %arg3 = %c0 to %59 step %c1 {
          scf.for %arg4 = %c0 to %59 step %c1 {
            %90 = memref.load %alloc_55[%arg1, %arg2, %arg3, %arg4] : memref<1x2x?x?xf32>
            %91 = memref.load %alloc_61[%arg1, %arg2, %arg3, %c0] : memref<1x2x?x1xf32>
            %92 = arith.divf %90, %91 : f32
            memref.store %92, %alloc_55[%arg1, %arg2, %arg3, %arg4] : memref<1x2x?x?xf32>
          }
        }
      }
    }
    cf.assert %27, "unimplemented: dynamic negative broadcast sizes"
    cf.assert %27, "unimplemented: dynamic negative broadcast sizes"
    scf.for %arg1 = %c0 to %c1 step %c1 {
      scf.for %arg2 = %c0 to %c2 step %c1 {
        scf.for %arg3 = %c0 to %dim step %c1 {
          scf.for %arg4 = %c0 to %dim step %c1 {
            %90 = arith.cmpi eq, %59, %c1 : index
            %91 = arith.select %90, %c0, %arg3 : index
            %92 = arith.select %90, %c0, %arg4 : index
            %93 = memref.load %alloc_55[%c0, %arg2, %91, %92] : memref<1x2x?x?xf32>
            memref.store %93, %alloc_63[%arg1, %arg2, %arg3, %arg4] : memref<1x2x?x?xf32>
          }
        }
      }
    }
    cf.assert %51, "must have at most one inferred (negative) dimension"
    %reshape_127 = memref.reshape %alloc_63(%alloc_64) : (memref<1x2x?x?xf32>, memref<3xi64>) -> memref<2x?x?xf32>
    %86 = memref.load %alloc_64[%c1] : memref<3xi64>
    %87 = arith.index_cast %86 : i64 to index
    %88 = memref.load %alloc_64[%c2] : memref<3xi64>
    %89 = arith.index_cast %88 : i64 to index
    cf.assert %27, "unimplemented: dynamic negative broadcast sizes"
    scf.for %arg1 = %c0 to %c1 step %c1 {
      scf.for %arg2 = %c0 to %c2 step %c1 {
        scf.for %arg3 = %c0 to %dim step %c1 {
          scf.for %arg4 = %c0 to %c16 step %c1 {
            %90 = arith.cmpi eq, %77, %c1 : index
            %91 = arith.select %90, %c0, %arg3 : index
            %92 = memref.load %alloc_112[%c0, %arg2, %91, %arg4] : memref<1x2x?x16xf32>
            memref.store %92, %alloc_45[%arg1, %arg2, %arg3, %arg4] : memref<1x2x?x16xf32>
          }
        }
      }
    }
    cf.assert %66, "mismatching contracting dimension"
    scf.for %arg1 = %c0 to %c2 step %c1 {
      scf.for %arg2 = %c0 to %87 step %c1 {
        scf.for %arg3 = %c0 to %c16 step %c1 {
          scf.for %arg4 = %c0 to %89 step %c1 {
            %90 = memref.load %reshape_127[%arg1, %arg2, %arg4] : memref<2x?x?xf32>
            %91 = memref.load %collapse_shape_46[%arg1, %arg4, %arg3] : memref<2x?x16xf32>
            %92 = memref.load %alloc_66[%arg1, %arg2, %arg3] : memref<2x?x16xf32>
            %93 = arith.mulf %90, %91 : f32
            %94 = arith.addf %92, %93 : f32
            memref.store %94, %alloc_66[%arg1, %arg2, %arg3] : memref<2x?x16xf32>
          }
        }
      }
    }
    %expand_shape_128 = memref.expand_shape %alloc_66 [[0, 1], [2], [3]] output_shape [1, 2, %59, 16] : memref<2x?x16xf32> into memref<1x2x?x16xf32>
    %dim_129 = memref.dim %expand_shape_128, %c2 : memref<1x2x?x16xf32>
    scf.for %arg1 = %c0 to %c1 step %c1 {
      scf.for %arg2 = %c0 to %dim_129 step %c1 {
        scf.for %arg3 = %c0 to %c2 step %c1 {
          scf.for %arg4 = %c0 to %c16 step %c1 {
            %90 = memref.load %expand_shape_128[%arg1, %arg3, %arg2, %arg4] : memref<1x2x?x16xf32>
            memref.store %90, %alloc_69[%arg1, %arg2, %arg3, %arg4] : memref<1x?x2x16xf32>
          }
        }
      }
    }
    cf.assert %35, "must have at most one inferred (negative) dimension"
    %reshape_130 = memref.reshape %alloc_69(%alloc_71) : (memref<1x?x2x16xf32>, memref<3xi64>) -> memref<1x?x32xf32>
    %collapse_shape_131 = memref.collapse_shape %reshape_130 [[0, 1], [2]] : memref<1x?x32xf32> into memref<?x32xf32>
    scf.for %arg1 = %c0 to %c32 step %c1 {
      scf.for %arg2 = %c0 to %c32 step %c1 {
        %90 = memref.load %7[%arg2, %arg1] : memref<32x32xf32>
        memref.store %90, %alloc_28[%arg1, %arg2] : memref<32x32xf32>
      }
    }
    %alloc_132 = memref.alloc(%70) {alignment = 64 : i64} : memref<?x32xf32>
    memref.copy %alloc_75, %alloc_132 : memref<?x32xf32> to memref<?x32xf32>
    %dim_133 = memref.dim %collapse_shape_131, %c0 : memref<?x32xf32>
    scf.for %arg1 = %c0 to %dim_133 step %c1 {
      scf.for %arg2 = %c0 to %c32 step %c1 {
        scf.for %arg3 = %c0 to %c32 step %c1 {
          %90 = memref.load %collapse_shape_131[%arg1, %arg3] : memref<?x32xf32>
          %91 = memref.load %alloc_28[%arg3, %arg2] : memref<32x32xf32>
          %92 = memref.load %alloc_132[%arg1, %arg2] : memref<?x32xf32>
          %93 = arith.mulf %90, %91 : f32
          %94 = arith.addf %92, %93 : f32
          memref.store %94, %alloc_132[%arg1, %arg2] : memref<?x32xf32>
        }
      }
    }
    scf.for %arg1 = %c0 to %70 step %c1 {
      scf.for %arg2 = %c0 to %c32 step %c1 {
        %90 = memref.load %alloc_132[%arg1, %arg2] : memref<?x32xf32>
        %91 = memref.load %2[%arg2] : memref<32xf32>
        %92 = arith.addf %90, %91 : f32
        memref.store %92, %alloc_74[%arg1, %arg2] : memref<?x32xf32>
      }
    }
    %dim_134 = memref.dim %expand_shape_78, %c1 : memref<1x?x32xf32>
    scf.for %arg1 = %c0 to %c1 step %c1 {
      scf.for %arg2 = %c0 to %dim_134 step %c1 {
        scf.for %arg3 = %c0 to %c32 step %c1 {
          %90 = memref.load %expand_shape_78[%arg1, %arg2, %arg3] : memref<1x?x32xf32>
          %91 = memref.load %alloc_79[%arg1, %arg2, %arg3] : memref<1x?x32xf32>
          %92 = arith.addf %90, %91 : f32
          memref.store %92, %alloc_79[%arg1, %arg2, %arg3] : memref<1x?x32xf32>
        }
      }
    }
    scf.for %arg1 = %c0 to %c1 step %c1 {
      scf.for %arg2 = %c0 to %70 step %c1 {
        scf.for %arg3 = %c0 to %c32 step %c1 {
          %90 = memref.load %alloc_79[%arg1, %arg2, %arg3] : memref<1x?x32xf32>
          %91 = arith.extf %90 : f32 to f64
          memref.store %91, %alloc_81[%arg1, %arg2, %arg3] : memref<1x?x32xf64>
        }
      }
    }
    %alloc_135 = memref.alloc(%70) {alignment = 64 : i64} : memref<1x?x1xf64>
    memref.copy %alloc_83, %alloc_135 : memref<1x?x1xf64> to memref<1x?x1xf64>
    scf.for %arg1 = %c0 to %c1 step %c1 {
      scf.for %arg2 = %c0 to %70 step %c1 {
        scf.for %arg3 = %c0 to %c32 step %c1 {
          %90 = memref.load %alloc_81[%arg1, %arg2, %arg3] : memref<1x?x32xf64>
          %91 = memref.load %alloc_135[%arg1, %arg2, %c0] : memref<1x?x1xf64>
          %92 = arith.addf %90, %91 : f64
          memref.store %92, %alloc_135[%arg1, %arg2, %c0] : memref<1x?x1xf64>
        }
      }
    }
    scf.for %arg1 = %c0 to %c1 step %c1 {
      scf.for %arg2 = %c0 to %70 step %c1 {
        scf.for %arg3 = %c0 to %c1 step %c1 {
          %90 = memref.load %alloc_135[%arg1, %arg2, %arg3] : memref<1x?x1xf64>
          %91 = arith.divf %90, %cst_2 : f64
          memref.store %91, %alloc_82[%arg1, %arg2, %arg3] : memref<1x?x1xf64>
        }
      }
    }
    scf.for %arg1 = %c0 to %c1 step %c1 {
      scf.for %arg2 = %c0 to %70 step %c1 {
        scf.for %arg3 = %c0 to %c32 step %c1 {
          %90 = memref.load %alloc_81[%arg1, %arg2, %arg3] : memref<1x?x32xf64>
          %91 = memref.load %alloc_82[%arg1, %arg2, %c0] : memref<1x?x1xf64>
          %92 = arith.subf %90, %91 : f64
          memref.store %92, %alloc_81[%arg1, %arg2, %arg3] : memref<1x?x32xf64>
        }
      }
    }
    scf.for %arg1 = %c0 to %c1 step %c1 {
      scf.for %arg2 = %c0 to %70 step %c1 {
        scf.for %arg3 = %c0 to %c32 step %c1 {
          %90 = memref.load %alloc_81[%arg1, %arg2, %arg3] : memref<1x?x32xf64>
          %91 = memref.load %alloc_81[%arg1, %arg2, %arg3] : memref<1x?x32xf64>
          %92 = arith.mulf %90, %91 : f64
          memref.store %92, %alloc_81[%arg1, %arg2, %arg3] : memref<1x?x32xf64>
        }
      }
    }
    %alloc_136 = memref.alloc(%70) {alignment = 64 : i64} : memref<1x?x1xf64>
    memref.copy %alloc_83, %alloc_136 : memref<1x?x1xf64> to memref<1x?x1xf64>
    scf.for %arg1 = %c0 to %c1 step %c1 {
      scf.for %arg2 = %c0 to %70 step %c1 {
        scf.for %arg3 = %c0 to %c32 step %c1 {
          %90 = memref.load %alloc_81[%arg1, %arg2, %arg3] : memref<1x?x32xf64>
          %91 = memref.load %alloc_136[%arg1, %arg2, %c0] : memref<1x?x1xf64>
          %92 = arith.addf %90, %91 : f64
          memref.store %92, %alloc_136[%arg1, %arg2, %c0] : memref<1x?x1xf64>
        }
      }
    }
    scf.for %arg1 = %c0 to %c1 step %c1 {
      scf.for %arg2 = %c0 to %70 step %c1 {
        scf.for %arg3 = %c0 to %c1 step %c1 {
          %90 = memref.load %alloc_136[%arg1, %arg2, %arg3] : memref<1x?x1xf64>
          %91 = arith.divf %90, %cst_2 : f64
          memref.store %91, %alloc_82[%arg1, %arg2, %arg3] : memref<1x?x1xf64>
        }
      }
    }
    scf.for %arg1 = %c0 to %c1 step %c1 {
      scf.for %arg2 = %c0 to %70 step %c1 {
        scf.for %arg3 = %c0 to %c1 step %c1 {
          %90 = memref.load %alloc_82[%arg1, %arg2, %arg3] : memref<1x?x1xf64>
          %91 = arith.truncf %90 : f64 to f32
          memref.store %91, %alloc_86[%arg1, %arg2, %arg3] : memref<1x?x1xf32>
        }
      }
    }
    %alloc_137 = memref.alloc(%70) {alignment = 64 : i64} : memref<1x?x1xf32>
    memref.copy %alloc_87, %alloc_137 : memref<1x?x1xf32> to memref<1x?x1xf32>
    scf.for %arg1 = %c0 to %c1 step %c1 {
      scf.for %arg2 = %c0 to %70 step %c1 {
        scf.for %arg3 = %c0 to %c32 step %c1 {
          %90 = memref.load %alloc_79[%arg1, %arg2, %arg3] : memref<1x?x32xf32>
          %91 = memref.load %alloc_137[%arg1, %arg2, %c0] : memref<1x?x1xf32>
          %92 = arith.addf %90, %91 : f32
          memref.store %92, %alloc_137[%arg1, %arg2, %c0] : memref<1x?x1xf32>
        }
      }
    }
    %alloc_138 = memref.alloc(%70) {alignment = 64 : i64} : memref<1x?x1xf32>
    scf.for %arg1 = %c0 to %c1 step %c1 {
      scf.for %arg2 = %c0 to %70 step %c1 {
        scf.for %arg3 = %c0 to %c1 step %c1 {
          %90 = memref.load %alloc_137[%arg1, %arg2, %arg3] : memref<1x?x1xf32>
          %91 = arith.divf %90, %cst_1 : f32
          memref.store %91, %alloc_138[%arg1, %arg2, %arg3] : memref<1x?x1xf32>
        }
      }
    }
    scf.for %arg1 = %c0 to %c1 step %c1 {
      scf.for %arg2 = %c0 to %70 step %c1 {
        scf.for %arg3 = %c0 to %c1 step %c1 {
          %90 = memref.load %alloc_86[%arg1, %arg2, %arg3] : memref<1x?x1xf32>
          %91 = arith.truncf %cst_3 : f64 to f32
          %92 = arith.addf %90, %91 : f32
          memref.store %92, %alloc_86[%arg1, %arg2, %arg3] : memref<1x?x1xf32>
        }
      }
    }
    scf.for %arg1 = %c0 to %c1 step %c1 {
      scf.for %arg2 = %c0 to %70 step %c1 {
        scf.for %arg3 = %c0 to %c1 step %c1 {
          %90 = memref.load %alloc_86[%arg1, %arg2, %arg3] : memref<1x?x1xf32>
          %91 = math.rsqrt %90 : f32
          memref.store %91, %alloc_86[%arg1, %arg2, %arg3] : memref<1x?x1xf32>
        }
      }
    }
    scf.for %arg1 = %c0 to %c1 step %c1 {
      scf.for %arg2 = %c0 to %70 step %c1 {
        scf.for %arg3 = %c0 to %c32 step %c1 {
          %90 = memref.load %alloc_79[%arg1, %arg2, %arg3] : memref<1x?x32xf32>
          %91 = memref.load %alloc_138[%arg1, %arg2, %c0] : memref<1x?x1xf32>
          %92 = arith.subf %90, %91 : f32
          memref.store %92, %alloc_79[%arg1, %arg2, %arg3] : memref<1x?x32xf32>
        }
      }
    }
    scf.for %arg1 = %c0 to %c1 step %c1 {
      scf.for %arg2 = %c0 to %70 step %c1 {
        scf.for %arg3 = %c0 to %c32 step %c1 {
          %90 = memref.load %alloc_79[%arg1, %arg2, %arg3] : memref<1x?x32xf32>
          %91 = memref.load %alloc_86[%arg1, %arg2, %c0] : memref<1x?x1xf32>
          %92 = arith.mulf %90, %91 : f32
          memref.store %92, %alloc_79[%arg1, %arg2, %arg3] : memref<1x?x32xf32>
        }
      }
    }
    scf.for %arg1 = %c0 to %c1 step %c1 {
      scf.for %arg2 = %c0 to %70 step %c1 {
        scf.for %arg3 = %c0 to %c32 step %c1 {
          %90 = memref.load %alloc_79[%arg1, %arg2, %arg3] : memref<1x?x32xf32>
          %91 = memref.load %3[%arg3] : memref<32xf32>
          %92 = arith.mulf %90, %91 : f32
          memref.store %92, %alloc_79[%arg1, %arg2, %arg3] : memref<1x?x32xf32>
        }
      }
    }
    scf.for %arg1 = %c0 to %c1 step %c1 {
      scf.for %arg2 = %c0 to %70 step %c1 {
        scf.for %arg3 = %c0 to %c32 step %c1 {
          %90 = memref.load %alloc_79[%arg1, %arg2, %arg3] : memref<1x?x32xf32>
          %91 = memref.load %2[%arg3] : memref<32xf32>
          %92 = arith.addf %90, %91 : f32
          memref.store %92, %alloc_79[%arg1, %arg2, %arg3] : memref<1x?x32xf32>
        }
      }
    }
    scf.for %arg1 = %c0 to %c32 step %c1 {
      scf.for %arg2 = %c0 to %c64 step %c1 {
        %90 = memref.load %6[%arg2, %arg1] : memref<64x32xf32>
        memref.store %90, %alloc_91[%arg1, %arg2] : memref<32x64xf32>
      }
    }
    %dim_139 = memref.dim %collapse_shape_90, %c0 : memref<?x32xf32>
    scf.for %arg1 = %c0 to %dim_139 step %c1 {
      scf.for %arg2 = %c0 to %c64 step %c1 {
        scf.for %arg3 = %c0 to %c32 step %c1 {
          %90 = memref.load %collapse_shape_90[%arg1, %arg3] : memref<?x32xf32>
          %91 = memref.load %alloc_91[%arg3, %arg2] : memref<32x64xf32>
          %92 = memref.load %alloc_93[%arg1, %arg2] : memref<?x64xf32>
          %93 = arith.mulf %90, %91 : f32
          %94 = arith.addf %92, %93 : f32
          memref.store %94, %alloc_93[%arg1, %arg2] : memref<?x64xf32>
        }
      }
    }
    scf.for %arg1 = %c0 to %70 step %c1 {
      scf.for %arg2 = %c0 to %c64 step %c1 {
        %90 = memref.load %alloc_93[%arg1, %arg2] : memref<?x64xf32>
        %91 = memref.load %5[%arg2] : memref<64xf32>
        %92 = arith.addf %90, %91 : f32
        memref.store %92, %alloc_92[%arg1, %arg2] : memref<?x64xf32>
      }
    }
    %dim_140 = memref.dim %expand_shape_96, %c1 : memref<1x?x64xf32>
    scf.for %arg1 = %c0 to %c1 step %c1 {
      scf.for %arg2 = %c0 to %dim_140 step %c1 {
        scf.for %arg3 = %c0 to %c64 step %c1 {
          %90 = memref.load %expand_shape_96[%arg1, %arg2, %arg3] : memref<1x?x64xf32>
          %91 = arith.divf %90, %cst : f32
          %92 = math.erf %91 : f32
          %93 = arith.addf %92, %cst_9 : f32
          %94 = arith.mulf %93, %cst_10 : f32
          %95 = arith.mulf %90, %94 : f32
          memref.store %95, %alloc_97[%arg1, %arg2, %arg3] : memref<1x?x64xf32>
        }
      }
    }
    scf.for %arg1 = %c0 to %c64 step %c1 {
      scf.for %arg2 = %c0 to %c32 step %c1 {
        %90 = memref.load %4[%arg2, %arg1] : memref<32x64xf32>
        memref.store %90, %alloc_100[%arg1, %arg2] : memref<64x32xf32>
      }
    }
    %dim_141 = memref.dim %collapse_shape_99, %c0 : memref<?x64xf32>
    scf.for %arg1 = %c0 to %dim_141 step %c1 {
      scf.for %arg2 = %c0 to %c32 step %c1 {
        scf.for %arg3 = %c0 to %c64 step %c1 {
          %90 = memref.load %collapse_shape_99[%arg1, %arg3] : memref<?x64xf32>
          %91 = memref.load %alloc_100[%arg3, %arg2] : memref<64x32xf32>
          %92 = memref.load %alloc_75[%arg1, %arg2] : memref<?x32xf32>
          %93 = arith.mulf %90, %91 : f32
          %94 = arith.addf %92, %93 : f32
          memref.store %94, %alloc_75[%arg1, %arg2] : memref<?x32xf32>
        }
      }
    }
    scf.for %arg1 = %c0 to %70 step %c1 {
      scf.for %arg2 = %c0 to %c32 step %c1 {
        %90 = memref.load %alloc_75[%arg1, %arg2] : memref<?x32xf32>
        %91 = memref.load %2[%arg2] : memref<32xf32>
        %92 = arith.addf %90, %91 : f32
        memref.store %92, %alloc_74[%arg1, %arg2] : memref<?x32xf32>
      }
    }
    %dim_142 = memref.dim %expand_shape_78, %c1 : memref<1x?x32xf32>
    scf.for %arg1 = %c0 to %c1 step %c1 {
      scf.for %arg2 = %c0 to %dim_142 step %c1 {
        scf.for %arg3 = %c0 to %c32 step %c1 {
          %90 = memref.load %expand_shape_78[%arg1, %arg2, %arg3] : memref<1x?x32xf32>
          %91 = memref.load %alloc_79[%arg1, %arg2, %arg3] : memref<1x?x32xf32>
          %92 = arith.addf %90, %91 : f32
          memref.store %92, %alloc_79[%arg1, %arg2, %arg3] : memref<1x?x32xf32>
        }
      }
    }
    scf.for %arg1 = %c0 to %c1 step %c1 {
      scf.for %arg2 = %c0 to %70 step %c1 {
        scf.for %arg3 = %c0 to %c32 step %c1 {
          %90 = memref.load %alloc_79[%arg1, %arg2, %arg3] : memref<1x?x32xf32>
          %91 = arith.extf %90 : f32 to f64
          memref.store %91, %alloc_81[%arg1, %arg2, %arg3] : memref<1x?x32xf64>
        }
      }
    }
    %alloc_143 = memref.alloc(%70) {alignment = 64 : i64} : memref<1x?x1xf64>
    memref.copy %alloc_83, %alloc_143 : memref<1x?x1xf64> to memref<1x?x1xf64>
    scf.for %arg1 = %c0 to %c1 step %c1 {
      scf.for %arg2 = %c0 to %70 step %c1 {
        scf.for %arg3 = %c0 to %c32 step %c1 {
          %90 = memref.load %alloc_81[%arg1, %arg2, %arg3] : memref<1x?x32xf64>
          %91 = memref.load %alloc_143[%arg1, %arg2, %c0] : memref<1x?x1xf64>
          %92 = arith.addf %90, %91 : f64
          memref.store %92, %alloc_143[%arg1, %arg2, %c0] : memref<1x?x1xf64>
        }
      }
    }
    scf.for %arg1 = %c0 to %c1 step %c1 {
      scf.for %arg2 = %c0 to %70 step %c1 {
        scf.for %arg3 = %c0 to %c1 step %c1 {
          %90 = memref.load %alloc_143[%arg1, %arg2, %arg3] : memref<1x?x1xf64>
          %91 = arith.divf %90, %cst_2 : f64
          memref.store %91, %alloc_82[%arg1, %arg2, %arg3] : memref<1x?x1xf64>
        }
      }
    }
    scf.for %arg1 = %c0 to %c1 step %c1 {
      scf.for %arg2 = %c0 to %70 step %c1 {
        scf.for %arg3 = %c0 to %c32 step %c1 {
          %90 = memref.load %alloc_81[%arg1, %arg2, %arg3] : memref<1x?x32xf64>
          %91 = memref.load %alloc_82[%arg1, %arg2, %c0] : memref<1x?x1xf64>
          %92 = arith.subf %90, %91 : f64
          memref.store %92, %alloc_81[%arg1, %arg2, %arg3] : memref<1x?x32xf64>
        }
      }
    }
    scf.for %arg1 = %c0 to %c1 step %c1 {
      scf.for %arg2 = %c0 to %70 step %c1 {
        scf.for %arg3 = %c0 to %c32 step %c1 {
          %90 = memref.load %alloc_81[%arg1, %arg2, %arg3] : memref<1x?x32xf64>
          %91 = memref.load %alloc_81[%arg1, %arg2, %arg3] : memref<1x?x32xf64>
          %92 = arith.mulf %90, %91 : f64
          memref.store %92, %alloc_81[%arg1, %arg2, %arg3] : memref<1x?x32xf64>
        }
      }
    }
    scf.for %arg1 = %c0 to %c1 step %c1 {
      scf.for %arg2 = %c0 to %70 step %c1 {
        scf.for %arg3 = %c0 to %c32 step %c1 {
          %90 = memref.load %alloc_81[%arg1, %arg2, %arg3] : memref<1x?x32xf64>
          %91 = memref.load %alloc_83[%arg1, %arg2, %c0] : memref<1x?x1xf64>
          %92 = arith.addf %90, %91 : f64
          memref.store %92, %alloc_83[%arg1, %arg2, %c0] : memref<1x?x1xf64>
        }
      }
    }
    scf.for %arg1 = %c0 to %c1 step %c1 {
      scf.for %arg2 = %c0 to %70 step %c1 {
        scf.for %arg3 = %c0 to %c1 step %c1 {
          %90 = memref.load %alloc_83[%arg1, %arg2, %arg3] : memref<1x?x1xf64>
          %91 = arith.divf %90, %cst_2 : f64
          memref.store %91, %alloc_82[%arg1, %arg2, %arg3] : memref<1x?x1xf64>
        }
      }
    }
    scf.for %arg1 = %c0 to %c1 step %c1 {
      scf.for %arg2 = %c0 to %70 step %c1 {
        scf.for %arg3 = %c0 to %c1 step %c1 {
          %90 = memref.load %alloc_82[%arg1, %arg2, %arg3] : memref<1x?x1xf64>
          %91 = arith.truncf %90 : f64 to f32
          memref.store %91, %alloc_86[%arg1, %arg2, %arg3] : memref<1x?x1xf32>
        }
      }
    }
    scf.for %arg1 = %c0 to %c1 step %c1 {
      scf.for %arg2 = %c0 to %70 step %c1 {
        scf.for %arg3 = %c0 to %c32 step %c1 {
          %90 = memref.load %alloc_79[%arg1, %arg2, %arg3] : memref<1x?x32xf32>
          %91 = memref.load %alloc_87[%arg1, %arg2, %c0] : memref<1x?x1xf32>
          %92 = arith.addf %90, %91 : f32
          memref.store %92, %alloc_87[%arg1, %arg2, %c0] : memref<1x?x1xf32>
        }
      }
    }
    %alloc_144 = memref.alloc(%70) {alignment = 64 : i64} : memref<1x?x1xf32>
    scf.for %arg1 = %c0 to %c1 step %c1 {
      scf.for %arg2 = %c0 to %70 step %c1 {
        scf.for %arg3 = %c0 to %c1 step %c1 {
          %90 = memref.load %alloc_87[%arg1, %arg2, %arg3] : memref<1x?x1xf32>
          %91 = arith.divf %90, %cst_1 : f32
          memref.store %91, %alloc_144[%arg1, %arg2, %arg3] : memref<1x?x1xf32>
        }
      }
    }
    scf.for %arg1 = %c0 to %c1 step %c1 {
      scf.for %arg2 = %c0 to %70 step %c1 {
        scf.for %arg3 = %c0 to %c1 step %c1 {
          %90 = memref.load %alloc_86[%arg1, %arg2, %arg3] : memref<1x?x1xf32>
          %91 = arith.truncf %cst_3 : f64 to f32
          %92 = arith.addf %90, %91 : f32
          memref.store %92, %alloc_86[%arg1, %arg2, %arg3] : memref<1x?x1xf32>
        }
      }
    }
    scf.for %arg1 = %c0 to %c1 step %c1 {
      scf.for %arg2 = %c0 to %70 step %c1 {
        scf.for %arg3 = %c0 to %c1 step %c1 {
          %90 = memref.load %alloc_86[%arg1, %arg2, %arg3] : memref<1x?x1xf32>
          %91 = math.rsqrt %90 : f32
          memref.store %91, %alloc_86[%arg1, %arg2, %arg3] : memref<1x?x1xf32>
        }
      }
    }
    scf.for %arg1 = %c0 to %c1 step %c1 {
      scf.for %arg2 = %c0 to %70 step %c1 {
        scf.for %arg3 = %c0 to %c32 step %c1 {
          %90 = memref.load %alloc_79[%arg1, %arg2, %arg3] : memref<1x?x32xf32>
          %91 = memref.load %alloc_144[%arg1, %arg2, %c0] : memref<1x?x1xf32>
          %92 = arith.subf %90, %91 : f32
          memref.store %92, %alloc_79[%arg1, %arg2, %arg3] : memref<1x?x32xf32>
        }
      }
    }
    scf.for %arg1 = %c0 to %c1 step %c1 {
      scf.for %arg2 = %c0 to %70 step %c1 {
        scf.for %arg3 = %c0 to %c32 step %c1 {
          %90 = memref.load %alloc_79[%arg1, %arg2, %arg3] : memref<1x?x32xf32>
          %91 = memref.load %alloc_86[%arg1, %arg2, %c0] : memref<1x?x1xf32>
          %92 = arith.mulf %90, %91 : f32
          memref.store %92, %alloc_79[%arg1, %arg2, %arg3] : memref<1x?x32xf32>
        }
      }
    }
    scf.for %arg1 = %c0 to %c1 step %c1 {
      scf.for %arg2 = %c0 to %70 step %c1 {
        scf.for %arg3 = %c0 to %c32 step %c1 {
          %90 = memref.load %alloc_79[%arg1, %arg2, %arg3] : memref<1x?x32xf32>
          %91 = memref.load %3[%arg3] : memref<32xf32>
          %92 = arith.mulf %90, %91 : f32
          memref.store %92, %alloc_79[%arg1, %arg2, %arg3] : memref<1x?x32xf32>
        }
      }
    }
    scf.for %arg1 = %c0 to %c1 step %c1 {
      scf.for %arg2 = %c0 to %70 step %c1 {
        scf.for %arg3 = %c0 to %c32 step %c1 {
          %90 = memref.load %alloc_79[%arg1, %arg2, %arg3] : memref<1x?x32xf32>
          %91 = memref.load %2[%arg3] : memref<32xf32>
          %92 = arith.addf %90, %91 : f32
          memref.store %92, %alloc_79[%arg1, %arg2, %arg3] : memref<1x?x32xf32>
        }
      }
    }
    return %alloc_79 : memref<1x?x32xf32>
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


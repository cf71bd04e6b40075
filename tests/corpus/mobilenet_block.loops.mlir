#map = affine_map<(d0, d1) -> (d0 * 2 + d1)>
#map1 = affine_map<(d0, d1) -> (d0 + d1)>
module {
  memref.global "private" constant @__constant_16xf32_1 : memref<16xf32> = dense<0.163347423> {alignment = 64 : i64}
  memref.global "private" constant @__constant_16x3x3x3xf32 : memref<16x3x3x3xf32> = dense<-0.00144083926> {alignment = 64 : i64}
  memref.global "private" constant @__constant_16xf32 : memref<16xf32> = dense<-0.301207721> {alignment = 64 : i64}
  memref.global "private" constant @__constant_32x16x1x1xf32 : memref<32x16x1x1xf32> = dense<-0.12313053> {alignment = 64 : i64}
  memref.global "private" constant @__constant_32xf32 : memref<32xf32> = dense<-0.040250212> {alignment = 64 : i64}
  memref.global "private" constant @__constant_10x32xf32 : memref<10x32xf32> = dense<-0.148592606> {alignment = 64 : i64}
  memref.global "private" constant @__constant_10xf32 : memref<10xf32> = dense<0.176461771> {alignment = 64 : i64}
  memref.global "private" constant @__constant_xf32_0 : memref<f32> = dense<0.000000e+00> {alignment = 64 : i64}
  memref.global "private" constant @__constant_xf32 : memref<f32> = dense<6.000000e+00> {alignment = 64 : i64}
  memref.global "private" constant @__constant_16x3x3xf32 : memref<16x3x3xf32> = dense<0.0152009726> {alignment = 64 : i64}
  func.func @main_graph(%arg0: memref<2x3x32x32xf32>) -> memref<2x10xf32> {
    %c10 = arith.constant 10 : index
    %c32 = arith.constant 32 : index
    %c18 = arith.constant 18 : index
    %c16 = arith.constant 16 : index
    %c34 = arith.constant 34 : index
    %c3 = arith.constant 3 : index
    %c1 = arith.constant 1 : index
    %c2 = arith.constant 2 : index
    %c0 = arith.constant 0 : index
    %cst = arith.constant 2.560000e+02 : f32
    %cst_0 = arith.constant 0.000000e+00 : f32
    %0 = memref.get_global @__constant_16x3x3xf32 : memref<16x3x3xf32>
    %1 = memref.get_global @__constant_xf32 : memref<f32>
    %2 = memref.get_global @__constant_xf32_0 : memref<f32>
    %3 = memref.get_global @__constant_10xf32 : memref<10xf32>
    %4 = memref.get_global @__constant_10x32xf32 : memref<10x32xf32>
    %5 = memref.get_global @__constant_32xf32 : memref<32xf32>
    %6 = memref.get_global @__constant_32x16x1x1xf32 : memref<32x16x1x1xf32>
    %7 = memref.get_global @__constant_16xf32 : memref<16xf32>
    %8 = memref.get_global @__constant_16x3x3x3xf32 : memref<16x3x3x3xf32>
    %9 = memref.get_global @__constant_16xf32_1 : memref<16xf32>
    %alloc = memref.alloc() {alignment = 64 : i64} : memref<2x3x34x34xf32>
    scf.for %arg1 = %c0 to %c2 step %c1 {
      scf.for %arg2 = %c0 to %c3 step %c1 {
        scf.for %arg3 = %c0 to %c34 step %c1 {
          scf.for %arg4 = %c0 to %c34 step %c1 {
            memref.store %cst_0, %alloc[%arg1, %arg2, %arg3, %arg4] : memref<2x3x34x34xf32>
          }
        }
      }
    }
    %subview = memref.subview %alloc[0, 0, 1, 1] [2, 3, 32, 32] [1, 1, 1, 1] : memref<2x3x34x34xf32> to memref<2x3x32x32xf32, strided<[3468, 1156, 34, 1], offset: 35>>
    memref.copy %arg0, %subview : memref<2x3x32x32xf32> to memref<2x3x32x32xf32, strided<[3468, 1156, 34, 1], offset: 35>>
    %alloc_1 = memref.alloc() {alignment = 64 : i64} : memref<2x16x16x16xf32>
    scf.for %arg1 = %c0 to %c2 step %c1 {
      scf.for %arg2 = %c0 to %c16 step %c1 {
        scf.for %arg3 = %c0 to %c16 step %c1 {
          scf.for %arg4 = %c0 to %c16 step %c1 {
            %10 = memref.load %9[%arg2] : memref<16xf32>
            memref.store %10, %alloc_1[%arg1, %arg2, %arg3, %arg4] : memref<2x16x16x16xf32>
          }
        }
      }
    }
    scf.for %arg1 = %c0 to %c2 step %c1 {
      scf.for %arg2 = %c0 to %c16 step %c1 {
        scf.for %arg3 = %c0 to %c16 step %c1 {
          scf.for %arg4 = %c0 to %c16 step %c1 {
            scf.for %arg5 = %c0 to %c3 step %c1 {
              scf.for %arg6 = %c0 to %c3 step %c1 {
                scf.for %arg7 = %c0 to %c3 step %c1 {
                  %10 = affine.apply #map(%arg3, %arg6)
                  %11 = affine.apply #map(%arg4, %arg7)
                  %12 = memref.load %alloc[%arg1, %arg5, %10, %11] : memref<2x3x34x34xf32>
                  %13 = memref.load %8[%arg2, %arg5, %arg6, %arg7] : memref<16x3x3x3xf32>
                  %14 = memref.load %alloc_1[%arg1, %arg2, %arg3, %arg4] : memref<2x16x16x16xf32>
                  %15 = arith.mulf %12, %13 : f32
                  %16 = arith.addf %14, %15 : f32
                  memref.store %16, %alloc_1[%arg1, %arg2, %arg3, %arg4] : memref<2x16x16x16xf32>
                }
              }
            }
          }
        }
      }
    }
    scf.for %arg1 = %c0 to %c2 step %c1 {
      scf.for %arg2 = %c0 to %c16 step %c1 {
        scf.for %arg3 = %c0 to %c16 step %c1 {
          scf.for %arg4 = %c0 to %c16 step %c1 {
            %10 = memref.load %alloc_1[%arg1, %arg2, %arg3, %arg4] : memref<2x16x16x16xf32>
            %11 = memref.load %2[] : memref<f32>
            %12 = arith.cmpf ogt, %10, %11 : f32
            %13 = arith.select %12, %10, %11 : f32
            memref.store %13, %alloc_1[%arg1, %arg2, %arg3, %arg4] : memref<2x16x16x16xf32>
          }
        }
      }
    }
    scf.for %arg1 = %c0 to %c2 step %c1 {
      scf.for %arg2 = %c0 to %c16 step %c1 {
        scf.for %arg3 = %c0 to %c16 step %c1 {
          scf.for %arg4 = %c0 to %c16 step %c1 {
            %10 = memref.load %1[] : memref<f32>
            %11 = memref.load %alloc_1[%arg1, %arg2, %arg3, %arg4] : memref<2x16x16x16xf32>
            %12 = arith.cmpf olt, %10, %11 : f32
            %13 = arith.select %12, %10, %11 : f32
            memref.store %13, %alloc_1[%arg1, %arg2, %arg3, %arg4] : memref<2x16x16x16xf32>
          }
        }
      }
    }
    %alloc_2 = memref.alloc() {alignment = 64 : i64} : memref<2x16x18x18xf32>
    scf.for %arg1 = %c0 to %c2 step %c1 {
      scf.for %arg2 = %c0 to %c16 step %c1 {
        scf.for %arg3 = %c0 to %c18 step %c1 {
          scf.for %arg4 = %c0 to %c18 step %c1 {
            memref.store %cst_0, %alloc_2[%arg1, %arg2, %arg3, %arg4] : memref<2x16x18x18xf32>
          }
        }
      }
    }
    %subview_3 = memref.subview %alloc_2[0, 0, 1, 1] [2, 16, 16, 16] [1, 1, 1, 1] : memref<2x16x18x18xf32> to memref<2x16x16x16xf32, strided<[5184, 324, 18, 1], offset: 19>>
    memref.copy %alloc_1, %subview_3 : memref<2x16x16x16xf32> to memref<2x16x16x16xf32, strided<[5184, 324, 18, 1], offset: 19>>
    scf.for %arg1 = %c0 to %c2 step %c1 {
      scf.for %arg2 = %c0 to %c16 step %c1 {
        scf.for %arg3 = %c0 to %c16 step %c1 {
          scf.for %arg4 = %c0 to %c16 step %c1 {
            %10 = memref.load %7[%arg2] : memref<16xf32>
            memref.store %10, %alloc_1[%arg1, %arg2, %arg3, %arg4] : memref<2x16x16x16xf32>
          }
        }
      }
    }
    scf.for %arg1 = %c0 to %c2 step %c1 {
      scf.for %arg2 = %c0 to %c16 step %c1 {
        scf.for %arg3 = %c0 to %c16 step %c1 {
          scf.for %arg4 = %c0 to %c16 step %c1 {
            scf.for %arg5 = %c0 to %c3 step %c1 {
              scf.for %arg6 = %c0 to %c3 step %c1 {
                %10 = affine.apply #map1(%arg2, %arg5)
                %11 = affine.apply #map1(%arg3, %arg6)
                %12 = memref.load %alloc_2[%arg1, %arg4, %10, %11] : memref<2x16x18x18xf32>
                %13 = memref.load %0[%arg4, %arg5, %arg6] : memref<16x3x3xf32>
                %14 = memref.load %alloc_1[%arg1, %arg4, %arg2, %arg3] : memref<2x16x16x16xf32>
                %15 = arith.mulf %12, %13 : f32
                %16 = arith.addf %14, %15 : f32
                memref.store %16, %alloc_1[%arg1, %arg4, %arg2, %arg3] : memref<2x16x16x16xf32>
              }
            }
          }
        }
      }
    }
    scf.for %arg1 = %c0 to %c2 step %c1 {
      scf.for %arg2 = %c0 to %c16 step %c1 {
        scf.for %arg3 = %c0 to %c16 step %c1 {
          scf.for %arg4 = %c0 to %c16 step %c1 {
            %10 = memref.load %alloc_1[%arg1, %arg2, %arg3, %arg4] : memref<2x16x16x16xf32>
            %11 = memref.load %2[] : memref<f32>
            %12 = arith.cmpf ogt, %10, %11 : f32
            %13 = arith.select %12, %10, %11 : f32
            memref.store %13, %alloc_1[%arg1, %arg2, %arg3, %arg4] : memref<2x16x16x16xf32>
          }
        }
      }
    }
    scf.for %arg1 = %c0 to %c2 step %c1 {
      scf.for %arg2 = %c0 to %c16 step %c1 {
        scf.for %arg3 = %c0 to %c16 step %c1 {
          scf.for %arg4 = %c0 to %c16 step %c1 {
            %10 = memref.load %1[] : memref<f32>
            %11 = memref.load %alloc_1[%arg1, %arg2, %arg3, %arg4] : memref<2x16x16x16xf32>
            %12 = arith.cmpf olt, %10, %11 : f32
            %13 = arith.select %12, %10, %11 : f32
            memref.store %13, %alloc_1[%arg1, %arg2, %arg3, %arg4] : memref<2x16x16x16xf32>
          }
        }
      }
    }
    %alloc_4 = memref.alloc() {alignment = 64 : i64} : memref<2x32x16x16xf32>
    scf.for %arg1 = %c0 to %c2 step %c1 {
      scf.for %arg2 = %c0 to %c32 step %c1 {
        scf.for %arg3 = %c0 to %c16 step %c1 {
          scf.for %arg4 = %c0 to %c16 step %c1 {
            %10 = memref.load %5[%arg2] : memref<32xf32>
            memref.store %10, %alloc_4[%arg1, %arg2, %arg3, %arg4] : memref<2x32x16x16xf32>
          }
        }
      }
    }
    scf.for %arg1 = %c0 to %c2 step %c1 {
      scf.for %arg2 = %c0 to %c32 step %c1 {
        scf.for %arg3 = %c0 to %c16 step %c1 {
          scf.for %arg4 = %c0 to %c16 step %c1 {
            scf.for %arg5 = %c0 to %c16 step %c1 {
              scf.for %arg6 = %c0 to %c1 step %c1 {
                scf.for %arg7 = %c0 to %c1 step %c1 {
                  %10 = affine.apply #map1(%arg3, %arg6)
                  %11 = affine.apply #map1(%arg4, %arg7)
                  %12 = memref.load %alloc_1[%arg1, %arg5, %10, %11] : memref<2x16x16x16xf32>
                  %13 = memref.load %6[%arg2, %arg5, %arg6, %arg7] : memref<32x16x1x1xf32>
                  %14 = memref.load %alloc_4[%arg1, %arg2, %arg3, %arg4] : memref<2x32x16x16xf32>
                  %15 = arith.mulf %12, %13 : f32
                  %16 = arith.addf %14, %15 : f32
                  memref.store %16, %alloc_4[%arg1, %arg2, %arg3, %arg4] : memref<2x32x16x16xf32>
                }
              }
            }
          }
        }
      }
    }
    scf.for %arg1 = %c0 to %c2 step %c1 {
      scf.for %arg2 = %c0 to %c32 step %c1 {
        scf.for %arg3 = %c0 to %c16 step %c1 {
          scf.for %arg4 = %c0 to %c16 step %c1 {
            %10 = memref.load %alloc_4[%arg1, %arg2, %arg3, %arg4] : memref<2x32x16x16xf32>
            %11 = memref.load %2[] : memref<f32>
            %12 = arith.cmpf ogt, %10, %11 : f32
            %13 = arith.select %12, %10, %11 : f32
            memref.store %13, %alloc_4[%arg1, %arg2, %arg3, %arg4] : memref<2x32x16x16xf32>
          }
        }
      }
    }
    scf.for %arg1 = %c0 to %c2 step %c1 {
      scf.for %arg2 = %c0 to %c32 step %c1 {
        scf.for %arg3 = %c0 to %c16 step %c1 {
          scf.for %arg4 = %c0 to %c16 step %c1 {
            %10 = memref.load %1[] : memref<f32>
            %11 = memref.load %alloc_4[%arg1, %arg2, %arg3, %arg4] : memref<2x32x16x16xf32>
            %12 = arith.cmpf olt, %10, %11 : f32
            %13 = arith.select %12, %10, %11 : f32
            memref.store %13, %alloc_4[%arg1, %arg2, %arg3, %arg4] : memref<2x32x16x16xf32>
          }
        }
      }
    }
    %alloc_5 = memref.alloc() {alignment = 64 : i64} : memref<2x32x1x1xf32>
    scf.for %arg1 = %c0 to %c2 step %c1 {
      scf.for %arg2 = %c0 to %c32 step %c1 {
        scf.for %arg3 = %c0 to %c1 step %c1 {
          scf.for %arg4 = %c0 to %c1 step %c1 {
            memref.store %cst_0, %alloc_5[%arg1, %arg2, %arg3, %arg4] : memref<2x32x1x1xf32>
          }
        }
      }
    }
    scf.for %arg1 = %c0 to %c2 step %c1 {
      scf.for %arg2 = %c0 to %c32 step %c1 {
        scf.for %arg3 = %c0 to %c16 step %c1 {
          scf.for %arg4 = %c0 to %c16 step %c1 {
            %10 = memref.load %alloc_4[%arg1, %arg2, %arg3, %arg4] : memref<2x32x16x16xf32>
            %11 = memref.load %alloc_5[%arg1, %arg2, %c0, %c0] : memref<2x32x1x1xf32>
            %12 = arith.addf %10, %11 : f32
            memref.store %12, %alloc_5[%arg1, %arg2, %c0, %c0] : memref<2x32x1x1xf32>
          }
        }
      }
    }
    scf.for %arg1 = %c0 to %c2 step %c1 {
      scf.for %arg2 = %c0 to %c32 step %c1 {
        scf.for %arg3 = %c0 to %c1 step %c1 {
          scf.for %arg4 = %c0 to %c1 step %c1 {
            %10 = memref.load %alloc_5[%arg1, %arg2, %arg3, %arg4] : memref<2x32x1x1xf32>
            %11 = arith.divf %10, %cst : f32
            memref.store %11, %alloc_5[%arg1, %arg2, %arg3, %arg4] : memref<2x32x1x1xf32>
          }
        }
      }
    }
    %collapse_shape = memref.collapse_shape %alloc_5 [[0], [1, 2, 3]] : memref<2x32x1x1xf32> into memref<2x32xf32>
    %alloc_6 = memref.alloc() {alignment = 64 : i64} : memref<32x10xf32>
    scf.for %arg1 = %c0 to %c32 step %c1 {
      scf.for %arg2 = %c0 to %c10 step %c1 {
        %10 = memref.load %4[%arg2, %arg1] : memref<10x32xf32>
        memref.store %10, %alloc_6[%arg1, %arg2] : memref<32x10xf32>
      }
    }
    %alloc_7 = memref.alloc() {alignment = 64 : i64} : memref<2x10xf32>
    scf.for %arg1 = %c0 to %c2 step %c1 {
      scf.for %arg2 = %c0 to %c10 step %c1 {
        memref.store %cst_0, %alloc_7[%arg1, %arg2] : memref<2x10xf32>
      }
    }
    scf.for %arg1 = %c0 to %c2 step %c1 {
      scf.for %arg2 = %c0 to %c10 step %c1 {
        scf.for %arg3 = %c0 to %c32 step %c1 {
          %10 = memref.load %collapse_shape[%arg1, %arg3] : memref<2x32xf32>
          %11 = memref.load %alloc_6[%arg3, %arg2] : memref<32x10xf32>
          %12 = memref.load %alloc_7[%arg1, %arg2] : memref<2x10xf32>
          %13 = arith.mulf %10, %11 : f32
          %14 = arith.addf %12, %13 : f32
          memref.store %14, %alloc_7[%arg1, %arg2] : memref<2x10xf32>
        }
      }
    }
    scf.for %arg1 = %c0 to %c2 step %c1 {
      scf.for %arg2 = %c0 to %c10 step %c1 {
        %10 = memref.load %alloc_7[%arg1, %arg2] : memref<2x10xf32>
        %11 = memref.load %3[%arg2] : memref<10xf32>
        %12 = arith.addf %10, %11 : f32
        memref.store %12, %alloc_7[%arg1, %arg2] : memref<2x10xf32>
      }
    }
    return %alloc_7 : memref<2x10xf32>
  }
}


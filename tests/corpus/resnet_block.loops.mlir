#map = affine_map<(d0, d1) -> (d0 + d1)>
#map1 = affine_map<(d0, d1) -> (d0 * 2 + d1)>
module {
  memref.global "private" constant @__constant_8xf32_14 : memref<8xf32> = dense_resource<torch_tensor_8_torch.float32> {alignment = 64 : i64}
  memref.global "private" constant @__constant_8x3x3x3xf32 : memref<8x3x3x3xf32> = dense_resource<torch_tensor_8_3_3_3_torch.float32> {alignment = 64 : i64}
  memref.global "private" constant @__constant_8xf32_13 : memref<8xf32> = dense_resource<torch_tensor_8_torch.float32_1> {alignment = 64 : i64}
  memref.global "private" constant @__constant_8xf32_12 : memref<8xf32> = dense_resource<torch_tensor_8_torch.float32_2> {alignment = 64 : i64}
  memref.global "private" constant @__constant_8xf32_11 : memref<8xf32> = dense_resource<torch_tensor_8_torch.float32_3> {alignment = 64 : i64}
  memref.global "private" constant @__constant_8xf32_10 : memref<8xf32> = dense_resource<torch_tensor_8_torch.float32_4> {alignment = 64 : i64}
  memref.global "private" constant @__constant_8x8x3x3xf32_9 : memref<8x8x3x3xf32> = dense_resource<torch_tensor_8_8_3_3_torch.float32> {alignment = 64 : i64}
  memref.global "private" constant @__constant_8xf32_8 : memref<8xf32> = dense_resource<torch_tensor_8_torch.float32_5> {alignment = 64 : i64}
  memref.global "private" constant @__constant_8xf32_7 : memref<8xf32> = dense_resource<torch_tensor_8_torch.float32_6> {alignment = 64 : i64}
  memref.global "private" constant @__constant_8xf32_6 : memref<8xf32> = dense_resource<torch_tensor_8_torch.float32_7> {alignment = 64 : i64}
  memref.global "private" constant @__constant_8xf32_5 : memref<8xf32> = dense_resource<torch_tensor_8_torch.float32_8> {alignment = 64 : i64}
  memref.global "private" constant @__constant_8xf32_4 : memref<8xf32> = dense_resource<torch_tensor_8_torch.float32_9> {alignment = 64 : i64}
  memref.global "private" constant @__constant_8x8x3x3xf32 : memref<8x8x3x3xf32> = dense_resource<torch_tensor_8_8_3_3_torch.float32_1> {alignment = 64 : i64}
  memref.global "private" constant @__constant_8xf32_3 : memref<8xf32> = dense_resource<torch_tensor_8_torch.float32_10> {alignment = 64 : i64}
  memref.global "private" constant @__constant_8xf32_2 : memref<8xf32> = dense_resource<torch_tensor_8_torch.float32_11> {alignment = 64 : i64}
  memref.global "private" constant @__constant_8xf32_1 : memref<8xf32> = dense_resource<torch_tensor_8_torch.float32_12> {alignment = 64 : i64}
  memref.global "private" constant @__constant_8xf32_0 : memref<8xf32> = dense_resource<torch_tensor_8_torch.float32_13> {alignment = 64 : i64}
  memref.global "private" constant @__constant_8xf32 : memref<8xf32> = dense_resource<torch_tensor_8_torch.float32_14> {alignment = 64 : i64}
  memref.global "private" constant @__constant_10x8xf32 : memref<10x8xf32> = dense_resource<torch_tensor_10_8_torch.float32> {alignment = 64 : i64}
  memref.global "private" constant @__constant_10xf32 : memref<10xf32> = dense_resource<torch_tensor_10_torch.float32> {alignment = 64 : i64}
  func.func @main_graph(%arg0: memref<1x3x16x16xf32>) -> memref<1x10xf32> {
    %c10 = arith.constant 10 : index
    %c2 = arith.constant 2 : index
    %c16 = arith.constant 16 : index
    %c8 = arith.constant 8 : index
    %c18 = arith.constant 18 : index
    %c3 = arith.constant 3 : index
    %c1 = arith.constant 1 : index
    %c0 = arith.constant 0 : index
    %cst = arith.constant 6.400000e+01 : f32
    %cst_0 = arith.constant 1.000000e-05 : f64
    %cst_1 = arith.constant 0.000000e+00 : f32
    %cst_2 = arith.constant 1.000000e+00 : f32
    %cst_3 = arith.constant 0xFF800000 : f32
    %0 = memref.get_global @__constant_10xf32 : memref<10xf32>
    %1 = memref.get_global @__constant_10x8xf32 : memref<10x8xf32>
    %2 = memref.get_global @__constant_8xf32 : memref<8xf32>
    %3 = memref.get_global @__constant_8xf32_0 : memref<8xf32>
    %4 = memref.get_global @__constant_8xf32_1 : memref<8xf32>
    %5 = memref.get_global @__constant_8xf32_2 : memref<8xf32>
    %6 = memref.get_global @__constant_8xf32_3 : memref<8xf32>
    %7 = memref.get_global @__constant_8x8x3x3xf32 : memref<8x8x3x3xf32>
    %8 = memref.get_global @__constant_8xf32_4 : memref<8xf32>
    %9 = memref.get_global @__constant_8xf32_5 : memref<8xf32>
    %10 = memref.get_global @__constant_8xf32_6 : memref<8xf32>
    %11 = memref.get_global @__constant_8xf32_7 : memref<8xf32>
    %12 = memref.get_global @__constant_8xf32_8 : memref<8xf32>
    %13 = memref.get_global @__constant_8x8x3x3xf32_9 : memref<8x8x3x3xf32>
    %14 = memref.get_global @__constant_8xf32_10 : memref<8xf32>
    %15 = memref.get_global @__constant_8xf32_11 : memref<8xf32>
    %16 = memref.get_global @__constant_8xf32_12 : memref<8xf32>
    %17 = memref.get_global @__constant_8xf32_13 : memref<8xf32>
    %18 = memref.get_global @__constant_8x3x3x3xf32 : memref<8x3x3x3xf32>
    %19 = memref.get_global @__constant_8xf32_14 : memref<8xf32>
    %alloc = memref.alloc() {alignment = 64 : i64} : memref<1x3x18x18xf32>
    scf.for %arg1 = %c0 to %c1 step %c1 {
      scf.for %arg2 = %c0 to %c3 step %c1 {
        scf.for %arg3 = %c0 to %c18 step %c1 {
          scf.for %arg4 = %c0 to %c18 step %c1 {
            memref.store %cst_1, %alloc[%arg1, %arg2, %arg3, %arg4] : memref<1x3x18x18xf32>
          }
        }
      }
    }
    %subview = memref.subview %alloc[0, 0, 1, 1] [1, 3, 16, 16] [1, 1, 1, 1] : memref<1x3x18x18xf32> to memref<1x3x16x16xf32, strided<[972, 324, 18, 1], offset: 19>>
    memref.copy %arg0, %subview : memref<1x3x16x16xf32> to memref<1x3x16x16xf32, strided<[972, 324, 18, 1], offset: 19>>
    %alloc_4 = memref.alloc() {alignment = 64 : i64} : memref<1x8x16x16xf32>
    scf.for %arg1 = %c0 to %c1 step %c1 {
      scf.for %arg2 = %c0 to %c8 step %c1 {
        scf.for %arg3 = %c0 to %c16 step %c1 {
          scf.for %arg4 = %c0 to %c16 step %c1 {
            %20 = memref.load %19[%arg2] : memref<8xf32>
            memref.store %20, %alloc_4[%arg1, %arg2, %arg3, %arg4] : memref<1x8x16x16xf32>
          }
        }
      }
    }
    scf.for %arg1 = %c0 to %c1 step %c1 {
      scf.for %arg2 = %c0 to %c8 step %c1 {
        scf.for %arg3 = %c0 to %c16 step %c1 {
          scf.for %arg4 = %c0 to %c16 step %c1 {
            scf.for %arg5 = %c0 to %c3 step %c1 {
              scf.for %arg6 = %c0 to %c3 step %c1 {
                scf.for %arg7 = %c0 to %c3 step %c1 {
                  %20 = affine.apply #map(%arg3, %arg6)
                  %21 = affine.apply #map(%arg4, %arg7)
                  %22 = memref.load %alloc[%arg1, %arg5, %20, %21] : memref<1x3x18x18xf32>
                  %23 = memref.load %18[%arg2, %arg5, %arg6, %arg7] : memref<8x3x3x3xf32>
                  %24 = memref.load %alloc_4[%arg1, %arg2, %arg3, %arg4] : memref<1x8x16x16xf32>
                  %25 = arith.mulf %22, %23 : f32
                  %26 = arith.addf %24, %25 : f32
                  memref.store %26, %alloc_4[%arg1, %arg2, %arg3, %arg4] : memref<1x8x16x16xf32>
                }
              }
            }
          }
        }
      }
    }
    %alloc_5 = memref.alloc() {alignment = 64 : i64} : memref<8xf32>
    scf.for %arg1 = %c0 to %c8 step %c1 {
      %20 = memref.load %16[%arg1] : memref<8xf32>
      %21 = arith.truncf %cst_0 : f64 to f32
      %22 = arith.addf %20, %21 : f32
      memref.store %22, %alloc_5[%arg1] : memref<8xf32>
    }
    scf.for %arg1 = %c0 to %c8 step %c1 {
      %20 = memref.load %alloc_5[%arg1] : memref<8xf32>
      %21 = math.sqrt %20 : f32
      memref.store %21, %alloc_5[%arg1] : memref<8xf32>
    }
    scf.for %arg1 = %c0 to %c8 step %c1 {
      %20 = memref.load %alloc_5[%arg1] : memref<8xf32>
      %21 = arith.cmpf one, %20, %cst_1 : f32
      cf.assert %21, "unimplemented: tensor with zero element"
      %22 = arith.divf %cst_2, %20 : f32
      memref.store %22, %alloc_5[%arg1] : memref<8xf32>
    }
    %expand_shape = memref.expand_shape %17 [[0, 1, 2]] output_shape [8, 1, 1] : memref<8xf32> into memref<8x1x1xf32>
    %expand_shape_6 = memref.expand_shape %alloc_5 [[0, 1, 2]] output_shape [8, 1, 1] : memref<8xf32> into memref<8x1x1xf32>
    scf.for %arg1 = %c0 to %c1 step %c1 {
      scf.for %arg2 = %c0 to %c8 step %c1 {
        scf.for %arg3 = %c0 to %c16 step %c1 {
          scf.for %arg4 = %c0 to %c16 step %c1 {
            %20 = memref.load %alloc_4[%arg1, %arg2, %arg3, %arg4] : memref<1x8x16x16xf32>
            %21 = memref.load %expand_shape[%arg2, %c0, %c0] : memref<8x1x1xf32>
            %22 = arith.subf %20, %21 : f32
            memref.store %22, %alloc_4[%arg1, %arg2, %arg3, %arg4] : memref<1x8x16x16xf32>
          }
        }
      }
    }
    scf.for %arg1 = %c0 to %c1 step %c1 {
      scf.for %arg2 = %c0 to %c8 step %c1 {
        scf.for %arg3 = %c0 to %c16 step %c1 {
          scf.for %arg4 = %c0 to %c16 step %c1 {
            %20 = memref.load %alloc_4[%arg1, %arg2, %arg3, %arg4] : memref<1x8x16x16xf32>
            %21 = memref.load %expand_shape_6[%arg2, %c0, %c0] : memref<8x1x1xf32>
            %22 = arith.mulf %20, %21 : f32
            memref.store %22, %alloc_4[%arg1, %arg2, %arg3, %arg4] : memref<1x8x16x16xf32>
          }
        }
      }
    }
    %expand_shape_7 = memref.expand_shape %15 [[0, 1, 2]] output_shape [8, 1, 1] : memref<8xf32> into memref<8x1x1xf32>
    scf.for %arg1 = %c0 to %c1 step %c1 {
      scf.for %arg2 = %c0 to %c8 step %c1 {
        scf.for %arg3 = %c0 to %c16 step %c1 {
          scf.for %arg4 = %c0 to %c16 step %c1 {
            %20 = memref.load %alloc_4[%arg1, %arg2, %arg3, %arg4] : memref<1x8x16x16xf32>
            %21 = memref.load %expand_shape_7[%arg2, %c0, %c0] : memref<8x1x1xf32>
            %22 = arith.mulf %20, %21 : f32
            memref.store %22, %alloc_4[%arg1, %arg2, %arg3, %arg4] : memref<1x8x16x16xf32>
          }
        }
      }
    }
    %expand_shape_8 = memref.expand_shape %14 [[0, 1, 2]] output_shape [8, 1, 1] : memref<8xf32> into memref<8x1x1xf32>
    scf.for %arg1 = %c0 to %c1 step %c1 {
      scf.for %arg2 = %c0 to %c8 step %c1 {
        scf.for %arg3 = %c0 to %c16 step %c1 {
          scf.for %arg4 = %c0 to %c16 step %c1 {
            %20 = memref.load %alloc_4[%arg1, %arg2, %arg3, %arg4] : memref<1x8x16x16xf32>
            %21 = memref.load %expand_shape_8[%arg2, %c0, %c0] : memref<8x1x1xf32>
            %22 = arith.addf %20, %21 : f32
            memref.store %22, %alloc_4[%arg1, %arg2, %arg3, %arg4] : memref<1x8x16x16xf32>
          }
        }
      }
    }
    scf.for %arg1 = %c0 to %c1 step %c1 {
      scf.for %arg2 = %c0 to %c8 step %c1 {
        scf.for %arg3 = %c0 to %c16 step %c1 {
          scf.for %arg4 = %c0 to %c16 step %c1 {
            %20 = memref.load %alloc_4[%arg1, %arg2, %arg3, %arg4] : memref<1x8x16x16xf32>
            %21 = arith.cmpf ugt, %20, %cst_1 : f32
            %22 = arith.select %21, %20, %cst_1 : f32
            memref.store %22, %alloc_4[%arg1, %arg2, %arg3, %arg4] : memref<1x8x16x16xf32>
          }
        }
      }
    }
    %alloc_9 = memref.alloc() {alignment = 64 : i64} : memref<1x8x8x8xf32>
    %alloc_10 = memref.alloc() {alignment = 64 : i64} : memref<1x8x8x8xf32>
    scf.for %arg1 = %c0 to %c1 step %c1 {
      scf.for %arg2 = %c0 to %c8 step %c1 {
        scf.for %arg3 = %c0 to %c8 step %c1 {
          scf.for %arg4 = %c0 to %c8 step %c1 {
            memref.store %cst_3, %alloc_10[%arg1, %arg2, %arg3, %arg4] : memref<1x8x8x8xf32>
          }
        }
      }
    }
    scf.for %arg1 = %c0 to %c1 step %c1 {
      scf.for %arg2 = %c0 to %c8 step %c1 {
        scf.for %arg3 = %c0 to %c8 step %c1 {
          scf.for %arg4 = %c0 to %c8 step %c1 {
            scf.for %arg5 = %c0 to %c2 step %c1 {
              scf.for %arg6 = %c0 to %c2 step %c1 {
                %20 = affine.apply #map1(%arg3, %arg5)
                %21 = affine.apply #map1(%arg4, %arg6)
                %22 = memref.load %alloc_4[%arg1, %arg2, %20, %21] : memref<1x8x16x16xf32>
                %23 = memref.load %alloc_10[%arg1, %arg2, %arg3, %arg4] : memref<1x8x8x8xf32>
                %24 = arith.maximumf %23, %22 : f32
                memref.store %24, %alloc_10[%arg1, %arg2, %arg3, %arg4] : memref<1x8x8x8xf32>
              }
            }
          }
        }
      }
    }
    %alloc_11 = memref.alloc() {alignment = 64 : i64} : memref<1x8x10x10xf32>
    scf.for %arg1 = %c0 to %c1 step %c1 {
      scf.for %arg2 = %c0 to %c8 step %c1 {
        scf.for %arg3 = %c0 to %c10 step %c1 {
          scf.for %arg4 = %c0 to %c10 step %c1 {
            memref.store %cst_1, %alloc_11[%arg1, %arg2, %arg3, %arg4] : memref<1x8x10x10xf32>
          }
        }
      }
    }
    %subview_12 = memref.subview %alloc_11[0, 0, 1, 1] [1, 8, 8, 8] [1, 1, 1, 1] : memref<1x8x10x10xf32> to memref<1x8x8x8xf32, strided<[800, 100, 10, 1], offset: 11>>
    memref.copy %alloc_10, %subview_12 : memref<1x8x8x8xf32> to memref<1x8x8x8xf32, strided<[800, 100, 10, 1], offset: 11>>
    scf.for %arg1 = %c0 to %c1 step %c1 {
      scf.for %arg2 = %c0 to %c8 step %c1 {
        scf.for %arg3 = %c0 to %c8 step %c1 {
          scf.for %arg4 = %c0 to %c8 step %c1 {
            %20 = memref.load %12[%arg2] : memref<8xf32>
            memref.store %20, %alloc_9[%arg1, %arg2, %arg3, %arg4] : memref<1x8x8x8xf32>
          }
        }
      }
    }
    scf.for %arg1 = %c0 to %c1 step %c1 {
      scf.for %arg2 = %c0 to %c8 step %c1 {
        scf.for %arg3 = %c0 to %c8 step %c1 {
          scf.for %arg4 = %c0 to %c8 step %c1 {
            scf.for %arg5 = %c0 to %c8 step %c1 {
              scf.for %arg6 = %c0 to %c3 step %c1 {
                scf.for %arg7 = %c0 to %c3 step %c1 {
                  %20 = affine.apply #map(%arg3, %arg6)
                  %21 = affine.apply #map(%arg4, %arg7)
                  %22 = memref.load %alloc_11[%arg1, %arg5, %20, %21] : memref<1x8x10x10xf32>
                  %23 = memref.load %13[%arg2, %arg5, %arg6, %arg7] : memref<8x8x3x3xf32>
                  %24 = memref.load %alloc_9[%arg1, %arg2, %arg3, %arg4] : memref<1x8x8x8xf32>
                  %25 = arith.mulf %22, %23 : f32
                  %26 = arith.addf %24, %25 : f32
                  memref.store %26, %alloc_9[%arg1, %arg2, %arg3, %arg4] : memref<1x8x8x8xf32>
                }
              }
            }
          }
        }
      }
    }
    scf.for %arg1 = %c0 to %c8 step %c1 {
      %20 = memref.load %10[%arg1] : memref<8xf32>
      %21 = arith.truncf %cst_0 : f64 to f32
      %22 = arith.addf %20, %21 : f32
      memref.store %22, %alloc_5[%arg1] : memref<8xf32>
    }
    scf.for %arg1 = %c0 to %c8 step %c1 {
      %20 = memref.load %alloc_5[%arg1] : memref<8xf32>
      %21 = math.sqrt %20 : f32
      memref.store %21, %alloc_5[%arg1] : memref<8xf32>
    }
    scf.for %arg1 = %c0 to %c8 step %c1 {
      %20 = memref.load %alloc_5[%arg1] : memref<8xf32>
      %21 = arith.cmpf one, %20, %cst_1 : f32
      cf.assert %21, "unimplemented: tensor with zero element"
      %22 = arith.divf %cst_2, %20 : f32
      memref.store %22, %alloc_5[%arg1] : memref<8xf32>
    }
    %expand_shape_13 = memref.expand_shape %11 [[0, 1, 2]] output_shape [8, 1, 1] : memref<8xf32> into memref<8x1x1xf32>
    scf.for %arg1 = %c0 to %c1 step %c1 {
      scf.for %arg2 = %c0 to %c8 step %c1 {
        scf.for %arg3 = %c0 to %c8 step %c1 {
          scf.for %arg4 = %c0 to %c8 step %c1 {
            %20 = memref.load %alloc_9[%arg1, %arg2, %arg3, %arg4] : memref<1x8x8x8xf32>
            %21 = memref.load %expand_shape_13[%arg2, %c0, %c0] : memref<8x1x1xf32>
            %22 = arith.subf %20, %21 : f32
            memref.store %22, %alloc_9[%arg1, %arg2, %arg3, %arg4] : memref<1x8x8x8xf32>
          }
        }
      }
    }
    scf.for %arg1 = %c0 to %c1 step %c1 {
      scf.for %arg2 = %c0 to %c8 step %c1 {
        scf.for %arg3 = %c0 to %c8 step %c1 {
          scf.for %arg4 = %c0 to %c8 step %c1 {
            %20 = memref.load %alloc_9[%arg1, %arg2, %arg3, %arg4] : memref<1x8x8x8xf32>
            %21 = memref.load %expand_shape_6[%arg2, %c0, %c0] : memref<8x1x1xf32>
            %22 = arith.mulf %20, %21 : f32
            memref.store %22, %alloc_9[%arg1, %arg2, %arg3, %arg4] : memref<1x8x8x8xf32>
          }
        }
      }
    }
    %expand_shape_14 = memref.expand_shape %9 [[0, 1, 2]] output_shape [8, 1, 1] : memref<8xf32> into memref<8x1x1xf32>
    scf.for %arg1 = %c0 to %c1 step %c1 {
      scf.for %arg2 = %c0 to %c8 step %c1 {
        scf.for %arg3 = %c0 to %c8 step %c1 {
          scf.for %arg4 = %c0 to %c8 step %c1 {
            %20 = memref.load %alloc_9[%arg1, %arg2, %arg3, %arg4] : memref<1x8x8x8xf32>
            %21 = memref.load %expand_shape_14[%arg2, %c0, %c0] : memref<8x1x1xf32>
            %22 = arith.mulf %20, %21 : f32
            memref.store %22, %alloc_9[%arg1, %arg2, %arg3, %arg4] : memref<1x8x8x8xf32>
          }
        }
      }
    }
    %expand_shape_15 = memref.expand_shape %8 [[0, 1, 2]] output_shape [8, 1, 1] : memref<8xf32> into memref<8x1x1xf32>
    scf.for %arg1 = %c0 to %c1 step %c1 {
      scf.for %arg2 = %c0 to %c8 step %c1 {
        scf.for %arg3 = %c0 to %c8 step %c1 {
          scf.for %arg4 = %c0 to %c8 step %c1 {
            %20 = memref.load %alloc_9[%arg1, %arg2, %arg3, %arg4] : memref<1x8x8x8xf32>
            %21 = memref.load %expand_shape_15[%arg2, %c0, %c0] : memref<8x1x1xf32>
            %22 = arith.addf %20, %21 : f32
            memref.store %22, %alloc_9[%arg1, %arg2, %arg3, %arg4] : memref<1x8x8x8xf32>
          }
        }
      }
    }
    scf.for %arg1 = %c0 to %c1 step %c1 {
      scf.for %arg2 = %c0 to %c8 step %c1 {
        scf.for %arg3 = %c0 to %c8 step %c1 {
          scf.for %arg4 = %c0 to %c8 step %c1 {
            %20 = memref.load %alloc_9[%arg1, %arg2, %arg3, %arg4] : memref<1x8x8x8xf32>
            %21 = arith.cmpf ugt, %20, %cst_1 : f32
            %22 = arith.select %21, %20, %cst_1 : f32
            memref.store %22, %alloc_9[%arg1, %arg2, %arg3, %arg4] : memref<1x8x8x8xf32>
          }
        }
      }
    }
    %alloc_16 = memref.alloc() {alignment = 64 : i64} : memref<1x8x10x10xf32>
    scf.for %arg1 = %c0 to %c1 step %c1 {
      scf.for %arg2 = %c0 to %c8 step %c1 {
        scf.for %arg3 = %c0 to %c10 step %c1 {
          scf.for %arg4 = %c0 to %c10 step %c1 {
            memref.store %cst_1, %alloc_16[%arg1, %arg2, %arg3, %arg4] : memref<1x8x10x10xf32>
          }
        }
      }
    }
    %subview_17 = memref.subview %alloc_16[0, 0, 1, 1] [1, 8, 8, 8] [1, 1, 1, 1] : memref<1x8x10x10xf32> to memref<1x8x8x8xf32, strided<[800, 100, 10, 1], offset: 11>>
    memref.copy %alloc_9, %subview_17 : memref<1x8x8x8xf32> to memref<1x8x8x8xf32, strided<[800, 100, 10, 1], offset: 11>>
    scf.for %arg1 = %c0 to %c1 step %c1 {
      scf.for %arg2 = %c0 to %c8 step %c1 {
        scf.for %arg3 = %c0 to %c8 step %c1 {
          scf.for %arg4 = %c0 to %c8 step %c1 {
            %20 = memref.load %6[%arg2] : memref<8xf32>
            memref.store %20, %alloc_9[%arg1, %arg2, %arg3, %arg4] : memref<1x8x8x8xf32>
          }
        }
      }
    }
    scf.for %arg1 = %c0 to %c1 step %c1 {
      scf.for %arg2 = %c0 to %c8 step %c1 {
        scf.for %arg3 = %c0 to %c8 step %c1 {
          scf.for %arg4 = %c0 to %c8 step %c1 {
            scf.for %arg5 = %c0 to %c8 step %c1 {
              scf.for %arg6 = %c0 to %c3 step %c1 {
                scf.for %arg7 = %c0 to %c3 step %c1 {
                  %20 = affine.apply #map(%arg3, %arg6)
                  %21 = affine.apply #map(%arg4, %arg7)
                  %22 = memref.load %alloc_16[%arg1, %arg5, %20, %21] : memref<1x8x10x10xf32>
                  %23 = memref.load %7[%arg2, %arg5, %arg6, %arg7] : memref<8x8x3x3xf32>
                  %24 = memref.load %alloc_9[%arg1, %arg2, %arg3, %arg4] : memref<1x8x8x8xf32>
                  %25 = arith.mulf %22, %23 : f32
                  %26 = arith.addf %24, %25 : f32
                  memref.store %26, %alloc_9[%arg1, %arg2, %arg3, %arg4] : memref<1x8x8x8xf32>
                }
              }
            }
          }
        }
      }
    }
    scf.for %arg1 = %c0 to %c8 step %c1 {
      %20 = memref.load %4[%arg1] : memref<8xf32>
      %21 = arith.truncf %cst_0 : f64 to f32
      %22 = arith.addf %20, %21 : f32
      memref.store %22, %alloc_5[%arg1] : memref<8xf32>
    }
    scf.for %arg1 = %c0 to %c8 step %c1 {
      %20 = memref.load %alloc_5[%arg1] : memref<8xf32>
      %21 = math.sqrt %20 : f32
      memref.store %21, %alloc_5[%arg1] : memref<8xf32>
    }
    scf.for %arg1 = %c0 to %c8 step %c1 {
      %20 = memref.load %alloc_5[%arg1] : memref<8xf32>
      %21 = arith.cmpf one, %20, %cst_1 : f32
      cf.assert %21, "unimplemented: tensor with zero element"
      %22 = arith.divf %cst_2, %20 : f32
      memref.store %22, %alloc_5[%arg1] : memref<8xf32>
    }
    %expand_shape_18 = memref.expand_shape %5 [[0, 1, 2]] output_shape [8, 1, 1] : memref<8xf32> into memref<8x1x1xf32>
    scf.for %arg1 = %c0 to %c1 step %c1 {
      scf.for %arg2 = %c0 to %c8 step %c1 {
        scf.for %arg3 = %c0 to %c8 step %c1 {
          scf.for %arg4 = %c0 to %c8 step %c1 {
            %20 = memref.load %alloc_9[%arg1, %arg2, %arg3, %arg4] : memref<1x8x8x8xf32>
            %21 = memref.load %expand_shape_18[%arg2, %c0, %c0] : memref<8x1x1xf32>
            %22 = arith.subf %20, %21 : f32
            memref.store %22, %alloc_9[%arg1, %arg2, %arg3, %arg4] : memref<1x8x8x8xf32>
          }
        }
      }
    }
    scf.for %arg1 = %c0 to %c1 step %c1 {
      scf.for %arg2 = %c0 to %c8 step %c1 {
        scf.for %arg3 = %c0 to %c8 step %c1 {
          scf.for %arg4 = %c0 to %c8 step %c1 {
            %20 = memref.load %alloc_9[%arg1, %arg2, %arg3, %arg4] : memref<1x8x8x8xf32>
            %21 = memref.load %expand_shape_6[%arg2, %c0, %c0] : memref<8x1x1xf32>
            %22 = arith.mulf %20, %21 : f32
            memref.store %22, %alloc_9[%arg1, %arg2, %arg3, %arg4] : memref<1x8x8x8xf32>
          }
        }
      }
    }
    %expand_shape_19 = memref.expand_shape %3 [[0, 1, 2]] output_shape [8, 1, 1] : memref<8xf32> into memref<8x1x1xf32>
    scf.for %arg1 = %c0 to %c1 step %c1 {
      scf.for %arg2 = %c0 to %c8 step %c1 {
        scf.for %arg3 = %c0 to %c8 step %c1 {
          scf.for %arg4 = %c0 to %c8 step %c1 {
            %20 = memref.load %alloc_9[%arg1, %arg2, %arg3, %arg4] : memref<1x8x8x8xf32>
            %21 = memref.load %expand_shape_19[%arg2, %c0, %c0] : memref<8x1x1xf32>
            %22 = arith.mulf %20, %21 : f32
            memref.store %22, %alloc_9[%arg1, %arg2, %arg3, %arg4] : memref<1x8x8x8xf32>
          }
        }
      }
    }
    %expand_shape_20 = memref.expand_shape %2 [[0, 1, 2]] output_shape [8, 1, 1] : memref<8xf32> into memref<8x1x1xf32>
    scf.for %arg1 = %c0 to %c1 step %c1 {
      scf.for %arg2 = %c0 to %c8 step %c1 {
        scf.for %arg3 = %c0 to %c8 step %c1 {
          scf.for %arg4 = %c0 to %c8 step %c1 {
            %20 = memref.load %alloc_9[%arg1, %arg2, %arg3, %arg4] : memref<1x8x8x8xf32>
            %21 = memref.load %expand_shape_20[%arg2, %c0, %c0] : memref<8x1x1xf32>
            %22 = arith.addf %20, %21 : f32
            memref.store %22, %alloc_9[%arg1, %arg2, %arg3, %arg4] : memref<1x8x8x8xf32>
          }
        }
      }
    }
    scf.for %arg1 = %c0 to %c1 step %c1 {
      scf.for %arg2 = %c0 to %c8 step %c1 {
        scf.for %arg3 = %c0 to %c8 step %c1 {
          scf.for %arg4 = %c0 to %c8 step %c1 {
            %20 = memref.load %alloc_10[%arg1, %arg2, %arg3, %arg4] : memref<1x8x8x8xf32>
            %21 = memref.load %alloc_9[%arg1, %arg2, %arg3, %arg4] : memref<1x8x8x8xf32>
            %22 = arith.addf %20, %21 : f32
            memref.store %22, %alloc_9[%arg1, %arg2, %arg3, %arg4] : memref<1x8x8x8xf32>
          }
        }
      }
    }
    scf.for %arg1 = %c0 to %c1 step %c1 {
      scf.for %arg2 = %c0 to %c8 step %c1 {
        scf.for %arg3 = %c0 to %c8 step %c1 {
          scf.for %arg4 = %c0 to %c8 step %c1 {
            %20 = memref.load %alloc_9[%arg1, %arg2, %arg3, %arg4] : memref<1x8x8x8xf32>
            %21 = arith.cmpf ugt, %20, %cst_1 : f32
            %22 = arith.select %21, %20, %cst_1 : f32
            memref.store %22, %alloc_9[%arg1, %arg2, %arg3, %arg4] : memref<1x8x8x8xf32>
          }
        }
      }
    }
    %alloc_21 = memref.alloc() {alignment = 64 : i64} : memref<1x8xf32>
    scf.for %arg1 = %c0 to %c1 step %c1 {
      scf.for %arg2 = %c0 to %c8 step %c1 {
        memref.store %cst_1, %alloc_21[%arg1, %arg2] : memref<1x8xf32>
      }
    }
    scf.for %arg1 = %c0 to %c1 step %c1 {
      scf.for %arg2 = %c0 to %c8 step %c1 {
        scf.for %arg3 = %c0 to %c8 step %c1 {
          scf.for %arg4 = %c0 to %c8 step %c1 {
            %20 = memref.load %alloc_9[%arg1, %arg2, %arg3, %arg4] : memref<1x8x8x8xf32>
            %21 = memref.load %alloc_21[%arg1, %arg2] : memref<1x8xf32>
            %22 = arith.addf %20, %21 : f32
            memref.store %22, %alloc_21[%arg1, %arg2] : memref<1x8xf32>
          }
        }
      }
    }
    scf.for %arg1 = %c0 to %c1 step %c1 {
      scf.for %arg2 = %c0 to %c8 step %c1 {
        %20 = memref.load %alloc_21[%arg1, %arg2] : memref<1x8xf32>
        %21 = arith.divf %20, %cst : f32
        memref.store %21, %alloc_21[%arg1, %arg2] : memref<1x8xf32>
      }
    }
    %alloc_22 = memref.alloc() {alignment = 64 : i64} : memref<8x10xf32>
    scf.for %arg1 = %c0 to %c8 step %c1 {
      scf.for %arg2 = %c0 to %c10 step %c1 {
        %20 = memref.load %1[%arg2, %arg1] : memref<10x8xf32>
        memref.store %20, %alloc_22[%arg1, %arg2] : memref<8x10xf32>
      }
    }
    %alloc_23 = memref.alloc() {alignment = 64 : i64} : memref<1x10xf32>
    scf.for %arg1 = %c0 to %c1 step %c1 {
      scf.for %arg2 = %c0 to %c10 step %c1 {
        memref.store %cst_1, %alloc_23[%arg1, %arg2] : memref<1x10xf32>
      }
    }
    scf.for %arg1 = %c0 to %c1 step %c1 {
      scf.for %arg2 = %c0 to %c10 step %c1 {
        scf.for %arg3 = %c0 to %c8 step %c1 {
          %20 = memref.load %alloc_21[%arg1, %arg3] : memref<1x8xf32>
          %21 = memref.load %alloc_22[%arg3, %arg2] : memref<8x10xf32>
          %22 = memref.load %alloc_23[%arg1, %arg2] : memref<1x10xf32>
          %23 = arith.mulf %20, %21 : f32
          %24 = arith.addf %22, %23 : f32
          memref.store %24, %alloc_23[%arg1, %arg2] : memref<1x10xf32>
        }
      }
    }
    scf.for %arg1 = %c0 to %c1 step %c1 {
      scf.for %arg2 = %c0 to %c10 step %c1 {
        %20 = memref.load %alloc_23[%arg1, %arg2] : memref<1x10xf32>
        %21 = memref.load %0[%arg2] : memref<10xf32>
        %22 = arith.addf %20, %21 : f32
        memref.store %22, %alloc_23[%arg1, %arg2] : memref<1x10xf32>
      }
    }
    return %alloc_23 : memref<1x10xf32>
  }
}

{-#
  dialect_resources: {
    builtin: {
      torch_tensor_8_torch.float32: "0x04000000F7251ABE7B94CEBDB7211F3E3CEE1FBE8B6962BCBCF2423E8E608E3D3E8CB23B",
      torch_tensor_8_3_3_3_torch.float32: "0x040000008BDABCBAC56ED33D543222BEDB0711BECCCD97BDC461533D56E479BBFC401C3ED7E88BBC6E96503D293A6EBD9CF21ABDFC443CBEE48302BE0379A2BDB69AE93B09D19B3DDD7DEC3DE29905BEE2A1ABBD58288F3DC5A4233E2D3A22BD0E78133E221DFEBC43D2A63CF270323EA2D036BEEC1FF8BD619047BD88A299BD87442A3EDB78FFBD416FB5BD28AE09BE299138BEFD12E6BD6966293E1CDFAF3D1C07BF3D9AD3253C6511CABD395D053D8F0038BE34650EBE9A30CBBD2EADF83D6317E73D54CCAEBDFC8AE3BB3613FC3DA8E9433E206D9C3D15FBD43CCB21043EBA11E8BDF4E3123DE2C918BEF29508BEE89ACBBD3456B23DB1819E3DF077E9BDC6246E3DE15ED83DF6FCC6BCD7C7F03BADA5363D8C83F43D72393D3EAEDD17BE887090BD6AE69A3D0448233EA57D2B3E94E22D3ED9E01C3D215E2BBEE807913C2093F6BDC0A837BE1F182F3EE0D7153EEC9444BE0C8B133DFCCA04BD34B801BD566BB4BD7091973DFF72E9BDCD7C903D9451C73D76130D3E5D5F933DC90B43BE0CADFFBD86CCC43DB5FC243DF5BA19BEC5F3E2BD7664393EDEC9043E9FDAABBDA06546BD3ABA3BBE7BB262BB8C6714BEAA0218BE15BC2DBC1BB6EC3C4F69A1BD5EDFE93D27D9EFBD7ED0323E210D073E512F26BE7F3044BDB8460E3C4105E63C6CF53A3DBAAB9A3D11DF3C3CA84FC0BD6D80BA3DC2093DBEAC9BE9BD335445BD62FDBFBDEFE189BD9E8521BE9CAD27BDBD7F283D366200BEB1D021BC6A120D3EE211A2BC6E43AF3BE10188BC44881F3DBD9BFA3D3AAC3A3EAE4CFA3D91193B3E9E0964BCFE0731BE0CDABABD6C2F063EF984A3BA9EE7C3BD260417BE656D38BEE85326BE29E41FBDC425D83D4B16D53D3D0F3EBE28DBF53D51351ABE4AA626BDE5CF9FBD7BD517BDACC51ABDFBD630BE21282ABEAAB2F6BC201B233B020CB3BDAD78943D9E5F31BE4FCB54BC644E2D3E01C4A0BD2EF4313E0DBD8E3DD4D831BEB45EF93DE0ECB5BC20F2AFBD38961D3E1C401FBEF52BA93C4D0A25BDB9BA0C3EF60A5C3DA462BD3D7B318B3D728F3DBD56C725BD9C6622BEAE8FD53DE8771C3EE5D6063E14020BBEC6A00C3CACEB0ABE74F7D8BD90AAE5BDD3B1863D35DFEABD729589BB25A5043CFF11FE3DE4F714BE4B4A07BE54DCE4BD63EF093EC2AD8DBDB339263EF0858E3DE4A1C73C2FC6BBBAD9D31BBDDACDC53CA0FF33BD933DB1BA2E28C93C",
      torch_tensor_8_torch.float32_1: "0x040000000000000000000000000000000000000000000000000000000000000000000000",
      torch_tensor_8_torch.float32_2: "0x040000000000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F",
      torch_tensor_8_torch.float32_3: "0x040000000000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F",
      torch_tensor_8_torch.float32_4: "0x040000000000000000000000000000000000000000000000000000000000000000000000",
      torch_tensor_8_8_3_3_torch.float32: "0x04000000092AD1BDC1206F3D5BEAABBDC60609BDB9F521BD0EF88EBCAAF6A83A2713C73D440C713C022FD83D73A4933D329798BD4880583DA69DAABD8F964CBD78FA0D3DC6631F3D0A13B53D08651BBDEED34539C483783DA06AE9BD7A7FAE3DD495C7BDE8E5D43AF023A4BC113C7EBD9A347F3C9995C73DA41B0DBD224B8FBD288732BD0239EFBD66E5593D01D567BD9411A1BD1E0C8BBD59C58A3D87A27F3D973FB93DD3172F3D5C3521BD0CE506BD039C0E3DD467C63D503F033D596564BD39EA62BD9432E4BDA394D03C4F7287BDA130D7BD63A4D33DC7BD9CBDBAA85BBCB04B0A3DB90E763BF967A2BD8718C3BD1362C03DDE359D3CC93CC83DA6D321BDF12F0E3DB8C5DCBC7BBCABBB95FF92BD7941233D7A9E183D19531FBBF520D9BCEDC794BD1FE9A63D6DACB3BDC4C0453DD25022BD67E568BD976FAD3C59C07ABDF670DE3CDE97BD3CE434B3BD67BEA03C929A4D3D28133F3D460E73BCFCDCC5BD72D394BCD9A6273D012230BD103B373D74BCA03D560D7CBDE255983A7F9A473D7156173CE949213C6819713C71BEBDBD71BE173C4822A73DF57DD93DEADB8D3D165F813CAF6F613D25D56ABDF102C8BDBF8CCFBD3EC8F03D5236993DE8D5A6BD25DC3C3D3F44B63D2344F13D0E0BD33D70FEBA3DD255DDBCEB6729BDEA2AC63DB340873DAE3E91BD6AFCD83DBE3A693DCC92833D374797BDE47D0A3D0F3929BD6896BC3DA0B8ADBCA1ED3B3D8C7BAB3C9A614D3D7C0A24BD0E5C6B3D1495A8BD740CDA3C374DA3BD1E1CEEBD28D3C1BDBA8BBE3D7A95823D6972E23DA05BC13D6E8BD7BD02B6A4BD6BFF9BBC14BF9CBD5399A73D2978B6BDD8846BBDCA2CE9BDD30789BD2F83C63D7E9DC53D22C6AC3D265CBA3DFF9CD63D6936F7BCA465543DC008D73D37B11F3DF047F13D395E7A3D5D0A963D96F228BD1A9F673DB5DE5D3C1E90E6BC780E88BD3C6E87BDA1B8B9BD1D08A23DF896AB3D01C25BBCD0AB8BBD3B8CBA3DB3589A3D91870F3C88E863BD11D2DD3D3367453D063AB7BD2C00E73D2348B73D46F22FBD5EAE873D3A2389BD374C97BC35F0CC3D61909F3B8DB1AABD205721BD120803BDAF42BABC26C9383C4F37DF3D5CC2CE3B570695BD54EEC53B0B75673D9A726F3D5F96DCBDEFC1ACBC5D5DB3BD0AF84DBD91EB2D3D7B65ABBD7870333D3FDCCC3D1A49FD3BE6DCA0BD60F32CBD12D1D23C0EFEB7BDC4D16F3D631FDBBD5404E8BDE784EABD06DAC3BC3D4CA23DFB70E4BD569DC83D2C1941BD68610D3D5C1BB03B5CA3D9BD872AC83D4FF5813DF0E8EF3D09E0733D4D509FBD356FC93D1F8CCF3BB6E9643D5D87C1BDB2D70ABD30FCECBDE0033CBD5446D03C8581BDBD90DF193D2F90813D887E863C477DA1BD6721BBBD36ED14BDA3E4533D6613EE3DDBC98A3D276F59BCBC3F293DD9C9ECBD2825CEBD7B3D613DA0B588BDD13B683D1762AABD79186FBD0ACEC6BDEAE67B3D19BF44BC10C0B93DD55E953DE58D853D825B783BF03E15BD9DEAD1BC9D4E803CBC496F3D0018A9BD3F91CA3DA8F151BCED3ECABDD89682BD0F8FD53DBFBADC3DE890DFBDED3AAA3D2FEB713D6BDD8E3D4B51CC3DA01482BD436E183D598B453DD9A30EBD0D8B213D6FE20ABD1739953DB2EE05BD8DF433BD360CF33C93372B3DAAD76BBD9BAF2A3C51E08B3D931D40BC54E8123DC8D9E8BC4C31293DD2D6AEBD15ED8DBDF10575BDC8CFDD3D4DE401BD32B4A8B9F4DF69BD48F2F03D6EBAEB3DA207B6BD9EA9C3BDD2F2B6BD48FE14BAF217F6BC06FB9DBD39232DBD9866B63C3F377CBD82ECD53CD163DDBC56E869BD10A3843CA375C63D8B2DA3BD5F51B33BCB0232BDE4D8EC3D1FFEE4BDB261E7BDE6D4ED3D9BB498BDC218B93C67A526BC3E60CBBCCBA0D7BC905E993D6994B83BA2FDEABD227D8EBD0D8F24BD67E9723D0E319CBD0E95E33DF007D7BC0E5BADBC6E1EBD3D2F9E723D9AB3CC3DE29C8B3D396F12BD9722A0BDAFA90FBC04C2C73D820222BD46D4DFBD43E1453DC9F4EA3DFA6B09BDDDD9C7BD58EDDABD13F0F13C843412BC3CC473BD3E25C33C0751373D1DF5BF3D0D63BB3D978290BC92D2D4BD0119DABDC05AE13D5C63553DA16B523D38D4D0BD9980DF3D60A6E43DDFE9D93D609BCBBD112436BD81FFA5BD0C8FE43D146A4FBD1F635CBDFEE67C3D414D5FBDD9BF6DBD75E528BC379839BC7803BCBDA136C93DFFEF54BD333A2B3D22EED13D5871733DB6AF883CB25CCD3DADC7813C31555FBD5B53E43DFF7FE43C4D7DEBBD026D09BDEE67A4BDC19CD33D17709FBC3D01DCBD25C3F2BB9E93973D21D2FA3C3DA3183D8D53333C65F7333D033BEBBC810640BDB599E1BD21D3B5BD1836513D76E98EBDFD818A3C5C141A3D9BB6083C317C9CBD8ED1E63DA6598CBD9D84C63DD000C0BDFA3BE8BCB54A833DB63A45BD85C0CA3DC417A6BDBFAFCABDBAAA59BD2E109C3C9A3BDE3D3B7366BD38A22C3DAD0AF2BCE65DD1BCE178B13DC70CBBBD9E154D3CF1F9E23DA9A984BC8266BB3D08A814BDF348C23D5879E9BD6A248BBC5293A9BC16711C3D34623D3DD251B93D25D68FBC4C2399BB1249A53D4F9C02BD6295D33D28B3A0BD81F050BC016BCFBBC764573DEF02A53D7B0699BC1BF6C7BDE12E6F3D7765103D57E8413DFAE294BD71569B3DC09AE43D648B273CEC70E1BD816EA93DBEF4B2BD4AEDDD3C8B4B8C3C05EE61BD9114283D25E1D7BD27E3DB3C850299BDDACA50BCB05D783CE39FCD3D8D5066BD949F9A3D434975BC9D4165BDE92CD2BD9173DDBDC1B6EB3D88C7F0BCBEE3C03BF1DE023D400FA43D67FECD3D13BFC33DA3D1B2BDDDAD9ABC3FD28EBDA5E689BD2302E53C1F8DE23D8F5AC1BD5512923DF9457ABDCC0ABCBC7795BF3D625ADABC2CD12F3CC7B7A8BD6A74CD3D889A79BC1B87B0BD4A580D3D4B9CABBD2E85BFBD1C41EB3B2B5CBF3DFF9908BD1233633DAF67CF3D8615A03D16377DBD7AA953BC75E717BD1815C2BD6B3C4C38699BB53D4C59CB3DDC26343CD945DB3CABFA50BD2730B63DF8DC48BD29A9A7BDC2AB943CC9AA903D7A9BD9BD492EDA3D14A62D3D6B19A9BD56F6CFBCF965D13DD82DB9BD69160DBD73521E3D7C73D3BD0950843D20477B3D38B1953DB8E099BDD864F03D82118FBD65F5F03D4AA1E7BD320BD7BDEC3D943D1BCD493C0DC8DE3B96A785BD0A7D4ABD09240DBD0D1FEBBD9CB0C83BFCBEAA3CA43ED1B865E21B3D8B03E53DDA58003DB7B530BD3EA946BD436C9ABD8F50A7BDBF7B9BBCA2C0AABC",
      torch_tensor_8_torch.float32_5: "0x0400000044BE563DE0544EBD9169C03D5E5BA9BDE89CAF3968F6D83D0101F03D6BCF8BBD",
      torch_tensor_8_torch.float32_6: "0x040000000000000000000000000000000000000000000000000000000000000000000000",
      torch_tensor_8_torch.float32_7: "0x040000000000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F",
      torch_tensor_8_torch.float32_8: "0x040000000000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F",
      torch_tensor_8_torch.float32_9: "0x040000000000000000000000000000000000000000000000000000000000000000000000",
      torch_tensor_8_8_3_3_torch.float32_1: "0x04000000E1F8AB3C7514643CC15262BDD4C626BD04BF023D2ED5A7BDF74A9F3C55E2503D8F393EBD9A7BC83DA924FEBBF1035B3DFC04EF3D3B8D13BD1128833D4F120ABD31068DBC169DA3BC7EEE3FBA0F5B36BD2249E23C1883913BBEFE983DD468C3BCD5A0413C079133BD8920CABD1B57433D0E12773C205241BD9D3523BD747BFC3C3591AEBCEDB89D3DCABDDA3B2457363D8B51523DB7E2ECBCF0DA503D5F1BB23D12B6B13BD7EDBC3C9D518C3BF41BA73D27CD4BBD9A4C80BDA158523DE90ED2BD32A7F73A70FF5DBD1C4E9F3DFBB6E0BD0958923D4FCAEE3DB758C33CCBA500BCF194ED3D6F4A4EBD4CBA1ABC7C6253BD234585BCB1D3D13CEDF1803CC658B6BC1652F1BDB7BCC53BF3C864BBB53C913C05F1B83D749AEA3DB3318FBD0ACCF0BB976941BD9472DEBD8DA0AFBDC087E23D24BA8C3D75A5813D3A22863D37C1BFBD5CC74A3CEFA2E03DFAB286BD32B6D63DFDC0FD3C80CEA93D60CA4EBDAA8A5E3D3FF6D5BD1C34F5BBE002213DB8C3103DA4F8C93D5A2CED3D0294DB3DF00BA23DC0B0A93DDA2379BC554EBBBDB73233BDBDC458BC5E6D82BD62C0763D7F72293D68C69B3C2536E93CC105D43D34D22F3D46A8D3BDAC32AFBD05C2543DA691833CEB6A6B3DD70CF1BD30BEDEBDFE01943D63629A3D395CDABD943B373DC076BCBD7BC8B63DED78173D1AA7EE3D68FAEDBDC559E8BDF32EA33DC148D63D3BE0933D7676A03D344ACBBDF3B2AE3DE6E0E3BD1CAED73C3F199EBDC6BB3FBDDEF2AA3C90CB3DBD11C198BC1CC4E4BD3092E3BDBAFC3A3D00534CBD23D792BDD9783EBDDF53C5BD4AF1C0BD316C903D7656753D7A99803C41D883BDD099203D617DAD3B287EACBD89C0CF3CA1C4DB3D0167EDBD7001F0BD9C64773CB1BFB53D53DD92BD4587D43C02ACA93D76D4143D4BEED03C6DCFF03D273D9D3D34BF87BDDEE5263C7F9B763D5DDBD43DD922F0BD7FB2823D02260CBD0E58ECBD434DD63C326683BD6AD0883CA0B39CBD37A1B5BD28D623BC4F2822BD95298D3DEA79263C1A65BC3DF8ECB43C39391BBD0B7BA33D7D06D33B5434B53CCB401BBD88BEDD39A4A0B9BC5C2824BC223BBCBD93FE3DBAB856C8BDF4B1CFBCF7E08B3D42D4A7BD44B0A2BDA6BCEBBC5A5404BDAF6FA33C0D47A03CE5C8743D8244A6BD954308BC73FD863DCEC4D03D34D90CBCBFA78BBD70C30A3DD472893D01CA96BD220F8CBD515C553DDB4907BC9FF6E3BD002A8BBD12C2433DEEB923BDD497A63DD3CDBE3D24718C3CEBAE18BC563A19BDBD45C3BBC8BAAF3CC75CB8BD32BCE6BC43C3C8BDA522943DCCB499BDFC7DDC3DF8DEF8BCC7448ABD6AEC673D27ED8F3C6D21A73D2F85493DC182E8BD46A8983D18CEB5BCF55855BDAB46993DD007B03D5023D4BD93982EBCA834C63D4DF33A3D7056CB3D4A6D25BDD82485BD0A8CCF3D4135493D56B3E73D38A149BDFCF79ABDBD5262BC4742E3BDAC363D3D1006B23D79C2E73C93C83EBCB3556F3DF93399BD9F1BEC3D70FEEFBD7535E7BD5E22E4BC2227C53D8654413CC862393DFAEAB0BD5C0A303D2DC357BC207C413D4575AA3DFCD3513D843F24BC55E1EDBB2B6097BDA6992EBD27D89C3D809141BDC3E4953DC7693FBD5AD9E0BC745F243BA77CDDBDD83C9ABAB09F42BC6D762DBCACFEC0BC3448BE3DB41EB23D3995A3BD4C3C603D6151BDBD6379CDBDE98E133D2A04E33AEE3061BDB2CAE8BDAEE03ABD483A213D0167DFBDD878EABD89F9743C49E0ADBD3173D3BD14FC39BDA46F9BBC0553DBBD8429A1BDD534FD3B4698E3BD45B287BCA3D89BBDB351A7BD26B93D3D89C5B9BD02E9B6BD84A4893D0C81B43C10CFDB3D450701BD012969BD0AB232BCC24D1C3A3712B83DB869F0BDC47A09BC0E88553D91E984BDF14975BD3C48693D4944E7BD07C4E43C62DBBABDD9F06F3D2E5FCEBD8463943D797AE4BDE2E0CABDF8A3E33A2D30BE3DEAB2CEBD375257BD44FBD33DB6E6A1BC94FB473DE22FE8BD40CE17BDCD2375BD037BCB3DEA58483D271DB0BD88A79B3CFF89B1BA995546BDA5D589BD3E2F20BDE33EBE3DD304ADBD39EEABBD85ED14BD445C063BD366033D63C4673BC267E8BC205992BD163BADBCE05142BD4000C33DF7F0EABDFDF399BD0E5EC4BDA870B0BCB115BC3D8C8FD33DD01DD2BD3B51A7BB6DAB8D3DEDC7543DBCB2C53D613C56BBDE2AA2BD9AAA9F3DF78725BDDFF1793D34EBEDBC60334D3DAC15D93DD96DE03D0AA7DBBD80A79FBD859647BD3BEA99BD8795E73D4D882ABC711AA0BDF5CD56BD775185BDA4F1443D9986D2BD430BE1BD25ECEDBD64D24F3DA9AE6E3D32E795BD5568EF3CE82AB23D7B478C3CC244CCBC4CA80E3C040B4FBC580C733DB5E2A3BDA1C9743D2209883DBE3B92BDC715C53D2B0FED3D274D3EBDE83407BDB790703DEE15BDBD10E53E3DAC3DE13CC522983D6BA5D1BD7A84C8BD85CD583D5CE12D3D1FA6E0BDA19886BDA2D6DCBD4BEAACBD63CD59BDE5BBC73DC72BC0BCF99F8A3DD236E53D81FD5B3D3311D8BD2FEA723D1B20383DB311BB3DBB15EEBD9170943DFB8FC53D508DE0BD24054A3CB20ACE3DDE8AAFBDA0631E3D614D553D0508FD3C3FFAEF3DB39EC53D4013CF3D56AD70BC516ECA3DF5ECE0BD953E82BD187DCEBC0D650FBD30F1DE3D72AE633DE0639B3DBC2CA43DCE4BB4BDB9A25FBC3BFA8C3C501AFB3CBE3A783DAD1340BD608E11BD85F4C93DD48D01BD74A8A7BDADA6A33D0A70A33D4E5D17BD9702C1BC1418B2BDB78EC9BDA586353DB1364EBD1825C03D6A42C1BD917285BC92C3263B7617783DDF56C33D1173A33D9B7D543D8E905DBDB65DACBD47ECD7BD818FBF3BE516EA3D9D60B7BCE492A2BBEB64AFBDFD32143D8604993DB5F5EDBD41F2A9BDCDC6B23DC594E43CCAC3F0BB6A94AC3C6CC992BC9AB3A8BD7E88E1BD6ABE9E3DCDA665BC804633BD9D31F9BC90A483BD1DF90EBDA72FCFBD9B9EB43D471D453DF67173BD14C224BDC490583DD0C032BD5A94FE3C91E9043D16EF97BDE2D7F13C1847EC3B96CCD23D38A82EBDEE2EF8BC86F4CF3D2C18C5BDAA800B3CD18CE83D756F58BDFE62E73DF22AD63DC48BE03DF83F38BC6C57DA3D665452BDA93C25BD6C94363D1DF2CB3C2E0E853D445EE53D921697BD8118803D1B80213DB0AA7E3D43E4643D049234BD77C2BEBD1F2EC13DAEA189BDB44E9A3DE0EDE5BDD505A7BC93B8A33A140BA73C8A131C3C881B183D03FE56BC8C70EC3C5FD8EE3D022C9CBDC2D6D2BBC24338BD",
      torch_tensor_8_torch.float32_10: "0x0400000090C6D33DEF9CCE3D219D52BB6D5327BDAC2095BDB6B3AC3D88F704BC7750E33D",
      torch_tensor_8_torch.float32_11: "0x040000000000000000000000000000000000000000000000000000000000000000000000",
      torch_tensor_8_torch.float32_12: "0x040000000000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F",
      torch_tensor_8_torch.float32_13: "0x040000000000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F",
      torch_tensor_8_torch.float32_14: "0x040000000000000000000000000000000000000000000000000000000000000000000000",
      torch_tensor_10_8_torch.float32: "0x04000000F6744E3E72729E3E262C8F3E9D446BBE64F0D33D601F16BE71A7353E0A3402BDB5BBFA3C9E637ABE18C8A1BE7F55083ED743A83DE094FB3C0BE5753E972D17BE4C84003EA16547BE5E07963D494EA5BD9B8B7D3E5A4C9E3E37389D3EC949823CE07D553E05DDB4BEAB5E54BED068813D9338013B061D8EBE153E20BE771729BEDB58B3BE931C0A3DB2CC763E31F0123E39042CBE4839A6BED00A92BE9DE5D63B1C0D793EA09D12BE640045BEC22141BED2BAFABCE6E7ABBE51BD9FBE9831B23E7DA92CBEE49882BD97BAC1BDCF069FBEBB4C7FBDF4A6DD3D300213BE61E176BC26ACDDBAA434B4BEBA8C833EF538923E07D7763E2AC9EDBD27303D3EE099A9BE8920B3BD154493BD29B5FFBD680E183E3CF724BEC2D827BD6D14D1BDFFFDA9BE30266FBDDB6899BE331B533E0A7F413ED593A93EAE25F3BD9D48933C0AD78D3D",
      torch_tensor_10_torch.float32: "0x0400000065B2B43EBDECA53E8B5E3BBEA3079ABE8E26A3BEDF572EBED932983E5D2EF33D36A8AE3EE02C863E"
    }
  }
#-}


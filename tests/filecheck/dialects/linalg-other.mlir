// RUN: xdsl-opt %s | filecheck %s
// RUN: xdsl-opt %s --print-op-generic > %t.generic.mlir
// RUN: xdsl-opt %t.generic.mlir | filecheck %s
// RUN: filecheck %s --input-file %t.generic.mlir --check-prefix=GENERIC
// RUN: %if mlir-opt-22 %{ xhip-opt %s | mlir-opt-22 | filecheck %s --check-prefix=MLIR %}

// The linalg ops of MLIR 22 outside the structured interface
// (xdsl_ext/linalg_other.py): softmax on tensors and memrefs, pack with and
// without a padding value and with a dynamic tile, unpack, the three Winograd
// transforms (`fmr` a keyword in custom form, an i32 in generic form).
// mlir-opt-22 reads xhip-opt's output back.

// CHECK-LABEL: func.func @softmax(%t: tensor<2x3x4xf32>, %e: tensor<2x3x4xf32>, %m: memref<2x3x4xf32>, %o: memref<2x3x4xf32>) -> tensor<2x3x4xf32> {
// CHECK-NEXT:   %0 = linalg.softmax dimension(2) ins(%t : tensor<2x3x4xf32>) outs(%e : tensor<2x3x4xf32>) -> tensor<2x3x4xf32>
// CHECK-NEXT:   linalg.softmax {tag} dimension(1) ins(%m : memref<2x3x4xf32>) outs(%o : memref<2x3x4xf32>)
// CHECK-NEXT:   func.return %0 : tensor<2x3x4xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @pack(%src: tensor<16x8xf32>, %dest: tensor<8x2x8xf32>, %back: tensor<16x8xf32>, %pad: f32, %n: index, %dyn: tensor<?x8x?xf32>) -> (tensor<8x2x8xf32>, tensor<16x8xf32>, tensor<?x8x?xf32>) {
// CHECK-NEXT:   %p = linalg.pack %src padding_value(%pad : f32) outer_dims_perm = [1, 0] inner_dims_pos = [0] inner_tiles = [8] into %dest : tensor<16x8xf32> -> tensor<8x2x8xf32>
// CHECK-NEXT:   %u = linalg.unpack %p outer_dims_perm = [1, 0] inner_dims_pos = [0] inner_tiles = [8] into %back : tensor<8x2x8xf32> -> tensor<16x8xf32>
// CHECK-NEXT:   %d = linalg.pack %src inner_dims_pos = [0] inner_tiles = [%n] into %dyn {tag} : tensor<16x8xf32> -> tensor<?x8x?xf32>
// CHECK-NEXT:   func.return %p, %u, %d : tensor<8x2x8xf32>, tensor<16x8xf32>, tensor<?x8x?xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @winograd(%f: tensor<2x3x3x5xf32>, %fo: tensor<4x4x5x2xf32>, %i: tensor<2x6x6x5xf32>, %io: tensor<4x4x2x2x2x5xf32>, %v: tensor<4x4x2x2x2x2xf32>, %vo: tensor<2x4x4x2xf32>) -> (tensor<4x4x5x2xf32>, tensor<4x4x2x2x2x5xf32>, tensor<2x4x4x2xf32>) {
// CHECK-NEXT:   %0 = linalg.winograd_filter_transform fmr(F_2_3) ins(%f : tensor<2x3x3x5xf32>) outs(%fo : tensor<4x4x5x2xf32>) -> tensor<4x4x5x2xf32>
// CHECK-NEXT:   %1 = linalg.winograd_input_transform fmr(F_2_3) ins(%i : tensor<2x6x6x5xf32>) outs(%io : tensor<4x4x2x2x2x5xf32>) -> tensor<4x4x2x2x2x5xf32>
// CHECK-NEXT:   %2 = linalg.winograd_output_transform {tag} fmr(F_2_3) ins(%v : tensor<4x4x2x2x2x2xf32>) outs(%vo : tensor<2x4x4x2xf32>) -> tensor<2x4x4x2xf32>
// CHECK-NEXT:   func.return %0, %1, %2 : tensor<4x4x5x2xf32>, tensor<4x4x2x2x2x5xf32>, tensor<2x4x4x2xf32>
// CHECK-NEXT: }

// GENERIC: %0 = "linalg.softmax"(%t, %e) <{dimension = 2 : i64}> : (tensor<2x3x4xf32>, tensor<2x3x4xf32>) -> tensor<2x3x4xf32>
// GENERIC: "linalg.softmax"(%m, %o) <{dimension = 1 : i64}> {tag} : (memref<2x3x4xf32>, memref<2x3x4xf32>) -> ()
// GENERIC: %p = "linalg.pack"(%src, %dest, %pad) <{outer_dims_perm = array<i64: 1, 0>, inner_dims_pos = array<i64: 0>, static_inner_tiles = array<i64: 8>, operandSegmentSizes = array<i32: 1, 1, 1, 0>}> : (tensor<16x8xf32>, tensor<8x2x8xf32>, f32) -> tensor<8x2x8xf32>
// GENERIC: %u = "linalg.unpack"(%p, %back) <{outer_dims_perm = array<i64: 1, 0>, inner_dims_pos = array<i64: 0>, static_inner_tiles = array<i64: 8>}> : (tensor<8x2x8xf32>, tensor<16x8xf32>) -> tensor<16x8xf32>
// GENERIC: %d = "linalg.pack"(%src, %dyn, %n) <{inner_dims_pos = array<i64: 0>, static_inner_tiles = array<i64: -9223372036854775808>, operandSegmentSizes = array<i32: 1, 1, 0, 1>}> {tag} : (tensor<16x8xf32>, tensor<?x8x?xf32>, index) -> tensor<?x8x?xf32>
// GENERIC: %0 = "linalg.winograd_filter_transform"(%f, %fo) <{fmr = 0 : i32}> : (tensor<2x3x3x5xf32>, tensor<4x4x5x2xf32>) -> tensor<4x4x5x2xf32>
// GENERIC: %1 = "linalg.winograd_input_transform"(%i, %io) <{fmr = 0 : i32}> : (tensor<2x6x6x5xf32>, tensor<4x4x2x2x2x5xf32>) -> tensor<4x4x2x2x2x5xf32>
// GENERIC: %2 = "linalg.winograd_output_transform"(%v, %vo) <{fmr = 0 : i32}> {tag} : (tensor<4x4x2x2x2x2xf32>, tensor<2x4x4x2xf32>) -> tensor<2x4x4x2xf32>

// MLIR: %0 = linalg.softmax dimension(2) ins(%arg0 : tensor<2x3x4xf32>) outs(%arg1 : tensor<2x3x4xf32>) -> tensor<2x3x4xf32>
// MLIR: linalg.softmax {tag} dimension(1) ins(%arg2 : memref<2x3x4xf32>) outs(%arg3 : memref<2x3x4xf32>)
// MLIR: %pack = linalg.pack %arg0 padding_value(%arg3 : f32) outer_dims_perm = [1, 0] inner_dims_pos = [0] inner_tiles = [8] into %arg1 : tensor<16x8xf32> -> tensor<8x2x8xf32>
// MLIR: %unpack = linalg.unpack %pack outer_dims_perm = [1, 0] inner_dims_pos = [0] inner_tiles = [8] into %arg2 : tensor<8x2x8xf32> -> tensor<16x8xf32>
// MLIR: %pack_0 = linalg.pack %arg0 inner_dims_pos = [0] inner_tiles = [%arg4] into %arg5 {tag} : tensor<16x8xf32> -> tensor<?x8x?xf32>
// MLIR: %0 = linalg.winograd_filter_transform fmr(F_2_3) ins(%arg0 : tensor<2x3x3x5xf32>) outs(%arg1 : tensor<4x4x5x2xf32>) -> tensor<4x4x5x2xf32>
// MLIR: %1 = linalg.winograd_input_transform fmr(F_2_3) ins(%arg2 : tensor<2x6x6x5xf32>) outs(%arg3 : tensor<4x4x2x2x2x5xf32>) -> tensor<4x4x2x2x2x5xf32>
// MLIR: %2 = linalg.winograd_output_transform {tag} fmr(F_2_3) ins(%arg4 : tensor<4x4x2x2x2x2xf32>) outs(%arg5 : tensor<2x4x4x2xf32>) -> tensor<2x4x4x2xf32>

func.func @softmax(%t: tensor<2x3x4xf32>, %e: tensor<2x3x4xf32>, %m: memref<2x3x4xf32>, %o: memref<2x3x4xf32>) -> tensor<2x3x4xf32> {
  %0 = linalg.softmax dimension(2) ins(%t : tensor<2x3x4xf32>) outs(%e : tensor<2x3x4xf32>) -> tensor<2x3x4xf32>
  linalg.softmax {tag} dimension(1) ins(%m : memref<2x3x4xf32>) outs(%o : memref<2x3x4xf32>)
  return %0 : tensor<2x3x4xf32>
}

func.func @pack(%src: tensor<16x8xf32>, %dest: tensor<8x2x8xf32>, %back: tensor<16x8xf32>, %pad: f32, %n: index, %dyn: tensor<?x8x?xf32>) -> (tensor<8x2x8xf32>, tensor<16x8xf32>, tensor<?x8x?xf32>) {
  %p = linalg.pack %src padding_value(%pad : f32) outer_dims_perm = [1, 0] inner_dims_pos = [0] inner_tiles = [8] into %dest : tensor<16x8xf32> -> tensor<8x2x8xf32>
  %u = linalg.unpack %p outer_dims_perm = [1, 0] inner_dims_pos = [0] inner_tiles = [8] into %back : tensor<8x2x8xf32> -> tensor<16x8xf32>
  %d = linalg.pack %src inner_dims_pos = [0] inner_tiles = [%n] into %dyn {tag} : tensor<16x8xf32> -> tensor<?x8x?xf32>
  return %p, %u, %d : tensor<8x2x8xf32>, tensor<16x8xf32>, tensor<?x8x?xf32>
}

func.func @winograd(%f: tensor<2x3x3x5xf32>, %fo: tensor<4x4x5x2xf32>, %i: tensor<2x6x6x5xf32>, %io: tensor<4x4x2x2x2x5xf32>, %v: tensor<4x4x2x2x2x2xf32>, %vo: tensor<2x4x4x2xf32>) -> (tensor<4x4x5x2xf32>, tensor<4x4x2x2x2x5xf32>, tensor<2x4x4x2xf32>) {
  %0 = linalg.winograd_filter_transform fmr(F_2_3) ins(%f : tensor<2x3x3x5xf32>) outs(%fo : tensor<4x4x5x2xf32>) -> tensor<4x4x5x2xf32>
  %1 = linalg.winograd_input_transform fmr(F_2_3) ins(%i : tensor<2x6x6x5xf32>) outs(%io : tensor<4x4x2x2x2x5xf32>) -> tensor<4x4x2x2x2x5xf32>
  %2 = linalg.winograd_output_transform {tag} fmr(F_2_3) ins(%v : tensor<4x4x2x2x2x2xf32>) outs(%vo : tensor<2x4x4x2xf32>) -> tensor<2x4x4x2xf32>
  return %0, %1, %2 : tensor<4x4x5x2xf32>, tensor<4x4x2x2x2x5xf32>, tensor<2x4x4x2xf32>
}

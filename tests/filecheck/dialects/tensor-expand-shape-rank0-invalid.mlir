// RUN: xhip-opt %s --split-input-file --verify-diagnostics
// RUN: not xhip-opt %s --split-input-file 2>&1 | filecheck %s
// RUN: %if mlir-opt-22 %{ mlir-opt-22 %s --split-input-file --verify-diagnostics %}

// tensor.expand_shape of a rank-0 tensor verifies as in MLIR 22
// (tensor-expand-shape-rank0.mlir), but its output shape must have the
// result's rank and it takes no reassociation: MLIR's messages, which
// mlir-opt-22 gives on this file too.
// CHECK: tensor-expand-shape-rank0-invalid.mlir:14:3: error: 'tensor.expand_shape' op expected number of static shape dims to be equal to the output rank (1) but found 2 inputs instead
// CHECK: tensor-expand-shape-rank0-invalid.mlir:22:3: error: 'tensor.expand_shape' op expected collapsed rank (0) to equal the number of reassociation maps (1).

func.func @wrong_rank(%t: tensor<i64>) -> tensor<1xi64> {
  // expected-error @+1 {{'tensor.expand_shape' op expected number of static shape dims to be equal to the output rank (1) but found 2 inputs instead}}
  %a = tensor.expand_shape %t [] output_shape [1, 1] : tensor<i64> into tensor<1xi64>
  func.return %a : tensor<1xi64>
}

// -----

func.func @a_reassociation(%t: tensor<i64>) -> tensor<1xi64> {
  // expected-error @+1 {{'tensor.expand_shape' op expected collapsed rank (0) to equal the number of reassociation maps (1).}}
  %a = tensor.expand_shape %t [[0]] output_shape [1] : tensor<i64> into tensor<1xi64>
  func.return %a : tensor<1xi64>
}

// RUN: xdsl-opt %s | filecheck %s
// RUN: xdsl-opt %s --print-op-generic | xdsl-opt | filecheck %s
// RUN: xhip-opt %s | filecheck %s --check-prefix=XHIP
// RUN: %if mlir-opt-22 %{ xhip-opt %s | mlir-opt-22 | filecheck %s --check-prefix=MLIR %}

// tensor.expand_shape of a rank-0 tensor (no reassociation), as torch-mlir
// writes it for an ONNX scalar made a vector (tests/corpus/rnn_loop_if.linalg.mlir):
// MLIR 22 verifies it (its reassociation maps are what it checks, and there
// are none); tensor-expand-shape-rank0-invalid.mlir: the output shape must
// still have the result's rank.

// CHECK:      func.func @scalar_to_vector(%t: tensor<i64>, %n: index) -> (tensor<1xi64>, tensor<1x1xi64>, tensor<?xi64>) {
// CHECK-NEXT:   %a = tensor.expand_shape %t [] output_shape [1] : tensor<i64> into tensor<1xi64>
// CHECK-NEXT:   %b = tensor.expand_shape %t [] output_shape [1, 1] : tensor<i64> into tensor<1x1xi64>
// CHECK-NEXT:   %c = tensor.expand_shape %t [] output_shape [%n] : tensor<i64> into tensor<?xi64>
// XHIP:       %a = tensor.expand_shape %t [] output_shape [1] : tensor<i64> into tensor<1xi64>
// XHIP-NEXT:  %b = tensor.expand_shape %t [] output_shape [1, 1] : tensor<i64> into tensor<1x1xi64>
// XHIP-NEXT:  %c = tensor.expand_shape %t [] output_shape [%n] : tensor<i64> into tensor<?xi64>
// MLIR:       %expanded = tensor.expand_shape %arg0 [] output_shape [1] : tensor<i64> into tensor<1xi64>
// MLIR-NEXT:  %expanded_0 = tensor.expand_shape %arg0 [] output_shape [1, 1] : tensor<i64> into tensor<1x1xi64>
// MLIR-NEXT:  %expanded_1 = tensor.expand_shape %arg0 [] output_shape [%arg1] : tensor<i64> into tensor<?xi64>
func.func @scalar_to_vector(%t: tensor<i64>, %n: index) -> (tensor<1xi64>, tensor<1x1xi64>, tensor<?xi64>) {
  %a = tensor.expand_shape %t [] output_shape [1] : tensor<i64> into tensor<1xi64>
  %b = tensor.expand_shape %t [] output_shape [1, 1] : tensor<i64> into tensor<1x1xi64>
  %c = tensor.expand_shape %t [] output_shape [%n] : tensor<i64> into tensor<?xi64>
  func.return %a, %b, %c : tensor<1xi64>, tensor<1x1xi64>, tensor<?xi64>
}

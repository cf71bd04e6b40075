// RUN: xhip-opt %s --split-input-file --verify-diagnostics

// The upstream destination-passing verifier: all shaped operands tensors or all
// memrefs, one result per tensor init (none with memrefs), each of its init's
// type. Operand numbers count every operand, the context (#0) included.

func.func @mixed_ins(%ctx: !hip.context, %t: tensor<4xf16>, %m: memref<4xf16>) {
  // expected-error@+1 {{'hip.mul' op expected all ins and outs to be tensors or all to be memrefs, but operand #1 is 'tensor<4xf16>' and operand #2 is 'memref<4xf16>'}}
  hip.mul(%ctx) ins(%t, %m : tensor<4xf16>, memref<4xf16>) outs(%m : memref<4xf16>)
  func.return
}

// -----

func.func @memref_ins_tensor_outs(%ctx: !hip.context, %t: tensor<4xf16>, %m: memref<4xf16>) {
  // expected-error@+1 {{'hip.matmul' op expected all ins and outs to be tensors or all to be memrefs, but operand #1 is 'memref<4xf16>' and operand #3 is 'tensor<4xf16>'}}
  %r = hip.matmul(%ctx) ins(%m, %m : memref<4xf16>, memref<4xf16>) outs(%t : tensor<4xf16>) : tensor<4xf16>
  func.return
}

// -----

func.func @tensor_init_without_result(%ctx: !hip.context, %t: tensor<4xf16>) {
  // expected-error@+1 {{'hip.silu' op expected the number of tensor results (0) to be equal to the number of output tensors (1)}}
  hip.silu(%ctx) ins(%t : tensor<4xf16>) outs(%t : tensor<4xf16>)
  func.return
}

// -----

func.func @two_inits_one_result(%ctx: !hip.context, %t: tensor<4xf16>) {
  // expected-error@+1 {{'hip.top_k' op expected the number of tensor results (1) to be equal to the number of output tensors (2)}}
  %r = hip.top_k(%ctx) ins(%t, %t : tensor<4xf16>, tensor<4xf16>) outs(%t, %t : tensor<4xf16>, tensor<4xf16>) : tensor<4xf16>
  func.return
}

// -----

func.func @memref_init_with_result(%ctx: !hip.context, %m: memref<4xf16>) {
  // expected-error@+1 {{'hip.miopen.softmax' op expected the number of tensor results (1) to be equal to the number of output tensors (0)}}
  %r = "hip.miopen.softmax"(%ctx, %m, %m) : (!hip.context, memref<4xf16>, memref<4xf16>) -> tensor<4xf16>
  func.return
}

// -----

func.func @result_type(%ctx: !hip.context, %t: tensor<4xf16>) {
  // expected-error@+1 {{'hip.add' op expected type of operand #3 (tensor<4xf16>) to match type of corresponding result (tensor<8xf16>)}}
  %r = hip.add(%ctx) ins(%t, %t : tensor<4xf16>, tensor<4xf16>) outs(%t : tensor<4xf16>) -> tensor<8xf16>
  func.return
}

// -----

func.func @memref_result(%ctx: !hip.context, %m: memref<4xf16>) {
  // expected-error@+1 {{'hip.mul' op result 'result_tensors' must be ranked tensor of any type values, but got 'memref<4xf16>'}}
  %r = "hip.mul"(%ctx, %m, %m, %m) : (!hip.context, memref<4xf16>, memref<4xf16>, memref<4xf16>) -> memref<4xf16>
  func.return
}

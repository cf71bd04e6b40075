// RUN: xhip-opt %s --split-input-file --verify-diagnostics
// RUN: %if hip-ref-opt %{ %hip-ref-opt %s --split-input-file --verify-diagnostics %}

// The destination-passing checks (docs/semantics.md §2.2), with the messages of
// hip-ep's own build: `hip-ref-opt %s --split-input-file --verify-diagnostics`
// passes this file too. Ops with an upstream verifier (`hip.mul`, `hip.matmul`,
// `hip.silu`, `hip.miopen.softmax`, ...) run upstream's `verifyDpsComputeOp`
// first: data operands all tensors or all memrefs (the first decides), one
// result per init with tensors, none with memrefs. Then, for every DPS op,
// MLIR's DestinationStyleOpInterface: one result per tensor init, each of its
// init's type. Operand numbers count every operand, the context (#0) included.

func.func @mixed_ins(%ctx: !hip.context, %t: tensor<4xf16>, %m: memref<4xf16>) {
  // expected-error@+1 {{'hip.mul' op all data operands must be the same kind (all tensor or all memref)}}
  hip.mul(%ctx) ins(%t, %m : tensor<4xf16>, memref<4xf16>) outs(%m : memref<4xf16>)
  func.return
}

// -----

func.func @memref_ins_tensor_outs(%ctx: !hip.context, %t: tensor<4xf16>, %m: memref<4xf16>) {
  // expected-error@+1 {{'hip.matmul' op all data operands must be the same kind (all tensor or all memref)}}
  %r = hip.matmul(%ctx) ins(%m, %m : memref<4xf16>, memref<4xf16>) outs(%t : tensor<4xf16>) : tensor<4xf16>
  func.return
}

// -----

func.func @tensor_init_without_result(%ctx: !hip.context, %t: tensor<4xf16>) {
  // expected-error@+1 {{'hip.silu' op tensor mode requires 1 result(s), got 0}}
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
  // expected-error@+1 {{'hip.miopen.softmax' op memref mode must have zero results, got 1}}
  %r = "hip.miopen.softmax"(%ctx, %m, %m) : (!hip.context, memref<4xf16>, memref<4xf16>) -> tensor<4xf16>
  func.return
}

// -----

func.func @result_type(%ctx: !hip.context, %t: tensor<4xf16>) {
  // expected-error@+1 {{'hip.add' op expected type of operand #3 ('tensor<4xf16>') to match type of corresponding result ('tensor<8xf16>')}}
  %r = hip.add(%ctx) ins(%t, %t : tensor<4xf16>, tensor<4xf16>) outs(%t : tensor<4xf16>) -> tensor<8xf16>
  func.return
}

// -----

func.func @memref_result(%ctx: !hip.context, %m: memref<4xf16>) {
  // expected-error@+1 {{'hip.mul' op result #0 must be variadic of ranked tensor of any type values, but got 'memref<4xf16>'}}
  %r = "hip.mul"(%ctx, %m, %m, %m) : (!hip.context, memref<4xf16>, memref<4xf16>, memref<4xf16>) -> memref<4xf16>
  func.return
}

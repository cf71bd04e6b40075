// RUN: xhip-opt %s --split-input-file --verify-diagnostics
// RUN: %if hip-ref-opt %{ %hip-ref-opt %s --split-input-file --verify-diagnostics %}

// The checks of upstream's op verifiers (docs/semantics.md §2.2), each message
// copied from hip-ep's own build: `hip-ref-opt %s --split-input-file
// --verify-diagnostics` passes this file too.

// hip.matmul: the output is A @ B (batch dims broadcast NumPy-style, `?` a
// wildcard), after upstream's tensor-or-memref check.

func.func @a_rank(%ctx: !hip.context, %a: memref<4xf16>, %b: memref<4x4xf16>) {
  // expected-error@+1 {{'hip.matmul' op matmul A must have rank >= 2, got rank 1}}
  hip.matmul(%ctx) ins(%a, %b : memref<4xf16>, memref<4x4xf16>) outs(%b : memref<4x4xf16>)
  func.return
}

// -----

func.func @b_rank(%ctx: !hip.context, %a: memref<4x4xf16>, %b: memref<4xf16>) {
  // expected-error@+1 {{'hip.matmul' op matmul B must have rank >= 2, got rank 1}}
  hip.matmul(%ctx) ins(%a, %b : memref<4x4xf16>, memref<4xf16>) outs(%a : memref<4x4xf16>)
  func.return
}

// -----

func.func @contraction(%ctx: !hip.context, %a: memref<?x?x4096xf16>, %b: memref<128x4096xf16>, %o: memref<?x?x4096xf16>) {
  // expected-error@+1 {{'hip.matmul' op matmul contraction dim mismatch: A.shape[-1]=4096 vs B.shape[-2]=128}}
  hip.matmul(%ctx) ins(%a, %b : memref<?x?x4096xf16>, memref<128x4096xf16>) outs(%o : memref<?x?x4096xf16>)
  func.return
}

// -----

func.func @batch(%ctx: !hip.context, %a: memref<2x4x4xf16>, %b: memref<3x4x4xf16>, %o: memref<3x4x4xf16>) {
  // expected-error@+1 {{'hip.matmul' op matmul batch broadcast failure: A.batch=[2] B.batch=[3]}}
  hip.matmul(%ctx) ins(%a, %b : memref<2x4x4xf16>, memref<3x4x4xf16>) outs(%o : memref<3x4x4xf16>)
  func.return
}

// -----

func.func @out_rank(%ctx: !hip.context, %a: memref<?x?x1024xf16>, %b: memref<1024x1024xf16>, %o: memref<?x32x?x?xf16>) {
  // expected-error@+1 {{'hip.matmul' op rank mismatch on result #0: expected rank 3 [?, ?, 1024] but outs has rank 4 [?, 32, ?, ?]}}
  hip.matmul(%ctx) ins(%a, %b : memref<?x?x1024xf16>, memref<1024x1024xf16>) outs(%o : memref<?x32x?x?xf16>)
  func.return
}

// -----

func.func @out_dim(%ctx: !hip.context, %a: memref<2x4x8xf16>, %b: memref<8x5xf16>, %o: memref<2x4x6xf16>) {
  // expected-error@+1 {{'hip.matmul' op dim 2 of result #0 mismatch: expected 5 [2, 4, 5] but outs has 6 [2, 4, 6]}}
  hip.matmul(%ctx) ins(%a, %b : memref<2x4x8xf16>, memref<8x5xf16>) outs(%o : memref<2x4x6xf16>)
  func.return
}

// -----

// Broadcast batch dims and dynamic sizes verify: [2, ?] with [3] is [2, 3].
func.func @broadcast(%ctx: !hip.context, %a: memref<2x?x4x8xf16>, %b: memref<3x8x5xf16>, %o: memref<2x3x4x5xf16>, %c: memref<?x?x8xf16>, %d: memref<?x5xf16>, %e: memref<?x?x?xf16>) {
  hip.matmul(%ctx) ins(%a, %b : memref<2x?x4x8xf16>, memref<3x8x5xf16>) outs(%o : memref<2x3x4x5xf16>)
  hip.matmul(%ctx) ins(%c, %d : memref<?x?x8xf16>, memref<?x5xf16>) outs(%e : memref<?x?x?xf16>)
  func.return
}

// -----

// The shape check comes before MLIR's destination-passing one.
func.func @tensor_out_dim(%ctx: !hip.context, %a: tensor<4x8xf16>, %b: tensor<8x5xf16>, %o: tensor<4x6xf16>) {
  // expected-error@+1 {{'hip.matmul' op dim 1 of result #0 mismatch: expected 5 [4, 5] but outs has 6 [4, 6]}}
  %r = hip.matmul(%ctx) ins(%a, %b : tensor<4x8xf16>, tensor<8x5xf16>) outs(%o : tensor<4x6xf16>) : tensor<4x5xf16>
  func.return
}

// -----

func.func @tensor_result(%ctx: !hip.context, %a: tensor<4x8xf16>, %b: tensor<8x5xf16>, %o: tensor<4x5xf16>) {
  // expected-error@+1 {{'hip.matmul' op expected type of operand #3 ('tensor<4x5xf16>') to match type of corresponding result ('tensor<4x6xf16>')}}
  %r = hip.matmul(%ctx) ins(%a, %b : tensor<4x8xf16>, tensor<8x5xf16>) outs(%o : tensor<4x5xf16>) : tensor<4x6xf16>
  func.return
}

// -----

// hip.transpose: perm is a permutation of the input's dimensions.

func.func @perm_length(%ctx: !hip.context, %a: tensor<4x8xf16>, %o: tensor<8x4xf16>) {
  // expected-error@+1 {{'hip.transpose' op perm length (3) must match input rank (2)}}
  %r = hip.transpose(%ctx) ins(%a : tensor<4x8xf16>) outs(%o : tensor<8x4xf16>) {perm = [1, 0, 2]} : tensor<8x4xf16>
  func.return
}

// -----

func.func @perm_range(%ctx: !hip.context, %a: tensor<4x8xf16>, %o: tensor<8x4xf16>) {
  // expected-error@+1 {{'hip.transpose' op perm value 2 is out of range}}
  %r = hip.transpose(%ctx) ins(%a : tensor<4x8xf16>) outs(%o : tensor<8x4xf16>) {perm = [2, 0]} : tensor<8x4xf16>
  func.return
}

// -----

func.func @perm_negative(%ctx: !hip.context, %a: tensor<4x8xf16>, %o: tensor<8x4xf16>) {
  // expected-error@+1 {{'hip.transpose' op perm value -1 is out of range}}
  %r = hip.transpose(%ctx) ins(%a : tensor<4x8xf16>) outs(%o : tensor<8x4xf16>) {perm = [-1, 0]} : tensor<8x4xf16>
  func.return
}

// -----

func.func @perm_duplicate(%ctx: !hip.context, %a: tensor<4x8xf16>, %o: tensor<8x4xf16>) {
  // expected-error@+1 {{'hip.transpose' op perm must be a permutation (duplicate value 1)}}
  %r = hip.transpose(%ctx) ins(%a : tensor<4x8xf16>) outs(%o : tensor<8x4xf16>) {perm = [1, 1]} : tensor<8x4xf16>
  func.return
}

// -----

func.func @perm_missing(%ctx: !hip.context, %m: memref<4x4xf16>, %i: index) {
  // expected-error@+1 {{'hip.transpose' op requires attribute 'perm'}}
  "hip.transpose"(%ctx, %m, %i) : (!hip.context, memref<4x4xf16>, index) -> ()
  func.return
}

// -----

// hip.layer_norm: 1 to 3 outputs.

func.func @layer_norm_outputs(%ctx: !hip.context, %a: memref<4x8xf16>) {
  // expected-error@+1 {{'hip.layer_norm' op expected 1 to 3 output buffers (output, [mean, [inv_std]]), got 4}}
  "hip.layer_norm"(%ctx, %a, %a, %a, %a, %a, %a) {operandSegmentSizes = array<i32: 1, 1, 1, 0, 4>} : (!hip.context, memref<4x8xf16>, memref<4x8xf16>, memref<4x8xf16>, memref<4x8xf16>, memref<4x8xf16>, memref<4x8xf16>) -> ()
  func.return
}

// -----

// ODS's own words: operands and results numbered over all values.

func.func @operand_type(%ctx: !hip.context, %i: index, %m: memref<4xf16>) {
  // expected-error@+1 {{'hip.sigmoid' op operand #1 must be ranked tensor or memref, but got 'index'}}
  hip.sigmoid(%ctx) ins(%i : index) outs(%m : memref<4xf16>)
  func.return
}

// -----

func.func @context_type(%ctx: !hip.context, %i: index, %m: memref<4xf16>) {
  // expected-error@+1 {{'hip.sigmoid' op operand #0 must be Opaque HIP execution context, but got 'index'}}
  "hip.sigmoid"(%i, %m, %m) : (index, memref<4xf16>, memref<4xf16>) -> ()
  func.return
}

// -----

// ODS's AnyMemRef is ranked memrefs only.
func.func @unranked(%ctx: !hip.context, %m: memref<*xf16>, %n: memref<4xf16>) {
  // expected-error@+1 {{'hip.sigmoid' op operand #1 must be ranked tensor or memref, but got 'memref<*xf16>'}}
  hip.sigmoid(%ctx) ins(%m : memref<*xf16>) outs(%n : memref<4xf16>)
  func.return
}

// -----

// Ops without an upstream verifier may mix tensors and memrefs.
func.func @mixed(%ctx: !hip.context, %t: tensor<4xf16>, %m: memref<4xf16>) {
  hip.sigmoid(%ctx) ins(%t : tensor<4xf16>) outs(%m : memref<4xf16>)
  %r = hip.sigmoid(%ctx) ins(%m : memref<4xf16>) outs(%t : tensor<4xf16>) : tensor<4xf16>
  func.return
}

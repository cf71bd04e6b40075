// RUN: not xhip-opt %s --split-input-file 2>&1 >/dev/null | filecheck %s
// RUN: not xdsl-opt %s --split-input-file 2>&1 >/dev/null | filecheck %s --check-prefix=XDSL

// The verifier of hip.alloc_output, in the reference's words (docs/semantics.md §11.3).

// CHECK: alloc-output-errors.mlir:[[# @LINE + 3]]:3: error: 'hip.alloc_output' op expected 2 dynamic size operand(s), got 1
// XDSL: expected 2 dynamic size operand(s), got 1
func.func @too_few(%ctx: !hip.context, %n: index) {
  %a = hip.alloc_output(%ctx, %n) {out_idx = 0 : i64} : memref<?x?xf32>
  func.return
}

// -----

// CHECK: alloc-output-errors.mlir:[[# @LINE + 2]]:3: error: 'hip.alloc_output' op expected 0 dynamic size operand(s), got 1
func.func @too_many(%ctx: !hip.context, %n: index) {
  %a = hip.alloc_output(%ctx, %n) {out_idx = 0 : i64} : memref<8xf32>
  func.return
}

// RUN: not xhip-opt %s --split-input-file 2>&1 >/dev/null | filecheck %s
// RUN: not xdsl-opt %s --split-input-file 2>&1 >/dev/null | filecheck %s --check-prefix=XDSL
// RUN: not xhip-opt %s --split-input-file --allow-unregistered-dialect 2>/dev/null | filecheck %s --check-prefix=ALLOWED

// An op of a dialect xhip extends but that xhip does not define (linalg.softmax,
// linalg.pack are MLIR 22 ops outside the structured ones): one located line
// that names the op and says what to do; the generic form is read with
// --allow-unregistered-dialect (its buffers are then taken to escape). Inside
// xdsl-opt, xDSL's ParseError at the op (xdsl-opt stops at the first).

// CHECK: unknown-ops-invalid.mlir:[[# @LINE + 4]]:3: error: custom op 'linalg.softmax' is unknown (xhip does not know this op: write it in the generic form, "linalg.softmax"(...), and pass --allow-unregistered-dialect, which takes its buffers to escape)
// XDSL: unknown-ops-invalid.mlir:[[# @LINE + 3]]:{{[0-9]+}}
// XDSL: Operation linalg.softmax is not registered
func.func @custom(%a: memref<4xf32>) {
  linalg.softmax dimension(0) ins(%a : memref<4xf32>) outs(%a : memref<4xf32>)
  return
}

// -----

// CHECK: unknown-ops-invalid.mlir:[[# @LINE + 3]]:3: error: unregistered operation 'linalg.softmax' found in dialect ('linalg') that does not allow unknown operations (xhip does not know this op; --allow-unregistered-dialect reads it and takes its buffers to escape)
// ALLOWED: {{^}}    "linalg.softmax"(%a, %a) <{dimension = 0 : i64}> : (memref<4xf32>, memref<4xf32>) -> ()
func.func @generic(%a: memref<4xf32>) {
  "linalg.softmax"(%a, %a) <{dimension = 0 : i64}> : (memref<4xf32>, memref<4xf32>) -> ()
  return
}

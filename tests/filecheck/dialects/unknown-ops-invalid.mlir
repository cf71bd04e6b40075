// RUN: not xhip-opt %s 2>&1 >/dev/null | filecheck %s
// RUN: not xdsl-opt %s 2>&1 >/dev/null | filecheck %s --check-prefix=XDSL
// RUN: not xhip-opt %S/Inputs/unknown-linalg-op-generic.mlir 2>&1 >/dev/null | filecheck %s --check-prefix=GENERIC
// RUN: xhip-opt %S/Inputs/unknown-linalg-op-generic.mlir --allow-unregistered-dialect | filecheck %s --check-prefix=ALLOWED

// An op of a dialect xhip extends but that xhip does not define (linalg.softmax
// is an MLIR 22 op outside the structured ones): one located line that names the
// op and says what to do. Its generic form (Inputs/unknown-linalg-op-generic.mlir,
// kept apart: MLIR reads it, xhip does not) is refused the same way, and read
// with --allow-unregistered-dialect (its buffers are then taken to escape).
// Inside xdsl-opt, xDSL's ParseError at the op.

// CHECK: unknown-ops-invalid.mlir:[[# @LINE + 6]]:3: error: custom op 'linalg.softmax' is unknown (xhip does not know this op: write it in the generic form, "linalg.softmax"(...), and pass --allow-unregistered-dialect, which takes its buffers to escape)
// XDSL: unknown-ops-invalid.mlir:[[# @LINE + 5]]:{{[0-9]+}}
// XDSL: Operation linalg.softmax is not registered
// GENERIC: unknown-linalg-op-generic.mlir:2:3: error: unregistered operation 'linalg.softmax' found in dialect ('linalg') that does not allow unknown operations (xhip does not know this op; --allow-unregistered-dialect reads it and takes its buffers to escape)
// ALLOWED: {{^}}    "linalg.softmax"(%a, %a) <{dimension = 0 : i64}> : (memref<4xf32>, memref<4xf32>) -> ()
func.func @custom(%a: memref<4xf32>) {
  linalg.softmax dimension(0) ins(%a : memref<4xf32>) outs(%a : memref<4xf32>)
  return
}

// RUN: not xhip-opt %s 2>&1 >/dev/null | filecheck %s
// RUN: not xdsl-opt %s 2>&1 >/dev/null | filecheck %s --check-prefix=XDSL
// RUN: not xhip-opt %S/Inputs/unknown-memref-op-generic.mlir 2>&1 >/dev/null | filecheck %s --check-prefix=GENERIC
// RUN: xhip-opt %S/Inputs/unknown-memref-op-generic.mlir --allow-unregistered-dialect | filecheck %s --check-prefix=ALLOWED

// An op of a dialect xhip extends but that xhip does not define
// (memref.distinct_objects is an MLIR 22 op xDSL and xhip lack): one located
// line that names the op and says what to do. Its generic form
// (Inputs/unknown-memref-op-generic.mlir, kept apart: MLIR reads it, xhip does
// not) is refused the same way, and read with --allow-unregistered-dialect (its
// buffers are then taken to escape). Inside xdsl-opt, xDSL's ParseError at the op.

// CHECK: unknown-ops-invalid.mlir:[[# @LINE + 6]]:10: error: custom op 'memref.distinct_objects' is unknown (xhip does not know this op: write it in the generic form, "memref.distinct_objects"(...), and pass --allow-unregistered-dialect, which takes its buffers to escape)
// XDSL: unknown-ops-invalid.mlir:[[# @LINE + 5]]:{{[0-9]+}}
// XDSL: Operation memref.distinct_objects is not registered
// GENERIC: unknown-memref-op-generic.mlir:2:10: error: unregistered operation 'memref.distinct_objects' found in dialect ('memref') that does not allow unknown operations (xhip does not know this op; --allow-unregistered-dialect reads it and takes its buffers to escape)
// ALLOWED: {{^}}    %0, %1 = "memref.distinct_objects"(%a, %b) : (memref<4xf32>, memref<4xf32>) -> (memref<4xf32>, memref<4xf32>)
func.func @custom(%a: memref<4xf32>, %b: memref<4xf32>) {
  %0:2 = memref.distinct_objects %a, %b : memref<4xf32>, memref<4xf32>
  return
}

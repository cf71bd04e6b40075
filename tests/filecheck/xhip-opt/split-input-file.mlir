// RUN: not xhip-opt %s --split-input-file --hip-pool-allocs 2>%t.err | filecheck %s
// RUN: filecheck %s --check-prefix=ERR --input-file %t.err
// RUN: not xhip-opt %s --split-input-file --hip-pool-allocs --output-split-marker='// =====' 2>/dev/null | filecheck %s --check-prefix=MARKER

// --split-input-file: each chunk between `// -----` lines is parsed, verified
// and run on its own; a failing chunk reports its error and prints nothing, the
// others still run, and the exit code says that one failed. Error lines count
// from the top of the whole file.

// CHECK:      module attributes {hipdnn.buffer_count = 1 : i64, hipdnn.buffer_offsets = [0], hipdnn.pool_size = 256 : i64} {
// CHECK-NEXT:   func.func @first(%ctx: !hip.context) {
// CHECK:      // -----
// CHECK-NEXT: // -----
// CHECK-NEXT: // -----
// CHECK-NEXT: // -----
// CHECK-NEXT: module attributes {hipdnn.buffer_count = 0 : i64, hipdnn.buffer_offsets = [], hipdnn.pool_size = 0 : i64} {
// CHECK-NEXT:   func.func @last(%n: index) {
// MARKER:      func.func @first
// MARKER:      // =====
// MARKER-NEXT: // =====
// MARKER-NEXT: // =====
// MARKER-NEXT: // =====
// MARKER-NEXT: module attributes
// MARKER-NOT:  // -----
func.func @first(%ctx: !hip.context) {
  %a = memref.alloc() : memref<16xf32>
  hip.silu(%ctx) ins(%a : memref<16xf32>) outs(%a : memref<16xf32>)
  func.return
}

// -----

// A parse error (the memref type is not closed; xDSL notices at the next token).
// ERR:      split-input-file.mlir:[[# @LINE + 3]]:3: error: Expected '>' after builtin parameter list
func.func @parse_error(%ctx: !hip.context) {
  %a = memref.alloc() : memref<16xf32
  func.return
}

// -----

// A verifier error: the result type has a dynamic size the view does not give.
// ERR-NEXT: split-input-file.mlir:[[# @LINE + 3]]:3: error: 'memref.view' op number of size operands must match number of dynamic dims in result type
func.func @verify_error(%p: memref<?xi8>) {
  %c0 = arith.constant 0 : index
  %v = "memref.view"(%p, %c0) : (memref<?xi8>, index) -> memref<?x4xf32>
  func.return
}

// -----

// An error of the pass, at the function it is about.
// ERR-NEXT: split-input-file.mlir:[[# @LINE + 1]]:1: error: hip-pool-allocs requires single-block functions; liveness analysis uses sequential op indices that do not generalize to control flow
func.func @two_blocks(%ctx: !hip.context, %n: index) {
  %a = memref.alloc(%n) : memref<?xf32>
  cf.br ^bb1
^bb1:
  memref.dealloc %a : memref<?xf32>
  func.return
}

// -----

// ERR-NOT:  error
func.func @last(%n: index) {
  func.return
}

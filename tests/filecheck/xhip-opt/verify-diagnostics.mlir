// RUN: not xhip-opt %s --split-input-file --verify-diagnostics --hip-pool-allocs 2>&1 >/dev/null | filecheck %s
// RUN: not xhip-opt %s --split-input-file --verify-diagnostics=only-expected --hip-pool-allocs 2>&1 >/dev/null | filecheck %s --check-prefix=ONLY

// What --verify-diagnostics reports when the expected-* comments and the run
// disagree, in mlir-opt's words: each unexpected diagnostic as it happens, then
// every expectation that nothing met, at the comment. Exit code 1.
// With =only-expected the unexpected ones are not reported. (DAG checks: this
// file lists them chunk by chunk; tests/tools/test_opt.py checks their order.)

// Matched: the text is a substring of the message; this chunk reports nothing.
// expected-error@+1 {{requires single-block functions}}
func.func @matched(%ctx: !hip.context, %n: index) {
  %a = memref.alloc(%n) : memref<?xf32>
  cf.br ^bb1
^bb1:
  func.return
}

// -----

// Nothing goes wrong here, so the expectation is not met.
// CHECK-DAG: verify-diagnostics.mlir:[[# @LINE + 2]]:4: error: expected error "requires single-block functions" was not produced
// ONLY-DAG:  verify-diagnostics.mlir:[[# @LINE + 1]]:4: error: expected error "requires single-block functions" was not produced
// expected-error@+1 {{requires single-block functions}}
func.func @single_block(%ctx: !hip.context) {
  func.return
}

// -----

// An error no comment expects.
// CHECK-DAG: verify-diagnostics.mlir:[[# @LINE + 2]]:1: error: unexpected error: hip-pool-allocs requires single-block functions; liveness analysis uses sequential op indices that do not generalize to control flow
// ONLY-NOT:  unexpected error
func.func @unexpected(%ctx: !hip.context, %n: index) {
  %a = memref.alloc(%n) : memref<?xf32>
  cf.br ^bb1
^bb1:
  func.return
}

// -----

// The right message on the wrong line: unexpected where it is, and not
// produced where the comment said (@+2 is the alloc's line, not the function's).
// CHECK-DAG: verify-diagnostics.mlir:[[# @LINE + 4]]:1: error: unexpected error: function missing !hip.context as arg 0
// CHECK-DAG: verify-diagnostics.mlir:[[# @LINE + 2]]:4: error: expected error "function missing !hip.context" was not produced
// ONLY-DAG:  verify-diagnostics.mlir:[[# @LINE + 1]]:4: error: expected error "function missing !hip.context" was not produced
// expected-error@+2 {{function missing !hip.context}}
func.func @wrong_line(%n: index, %ctx: !hip.context) {
  %a = memref.alloc(%n) : memref<?xf32>
  hip.silu(%ctx) ins(%a : memref<?xf32>) outs(%a : memref<?xf32>)
  func.return
}

// -----

// The right line, the wrong kind.
// CHECK-DAG: verify-diagnostics.mlir:[[# @LINE + 4]]:3: error: unexpected error: 'arith.addi' op
// CHECK-DAG: verify-diagnostics.mlir:[[# @LINE + 4]]:6: error: expected warning "op" was not produced
// ONLY-DAG:  verify-diagnostics.mlir:[[# @LINE + 3]]:6: error: expected warning "op" was not produced
func.func @wrong_kind(%x: index) {
  %0 = "arith.addi"(%x) : (index) -> index
  // expected-warning@-1 {{op}}
  func.return
}

// -----

// Without -re, the text is literal (as in mlir-opt) and it matches first; the
// {{...}} parts are tried as regexes only if the literal text is not found.
// Here the regex does not match either: "{{[0-9]}} : i64" vs "3 : i64" would,
// but the memory space is 3, not 4-9.
// CHECK-DAG: verify-diagnostics.mlir:[[# @LINE + 6]]:3: error: unexpected error: hip-pool-allocs: cannot pool %a in @regex: memref<16xf32, 3 : i64> is in memory space 3 : i64, the pool is in the default one
// CHECK-DAG: verify-diagnostics.mlir:[[# @LINE + 4]]:6: error: expected error "in memory space {{[{][{]}}[4-9]{{[}][}]}} : i64" was not produced
// ONLY-DAG:  verify-diagnostics.mlir:[[# @LINE + 3]]:6: error: expected error "in memory space {{[{][{]}}[4-9]{{[}][}]}} : i64" was not produced
// ONLY-NOT:  unexpected error
func.func @regex(%ctx: !hip.context) {
  // expected-error@+1 {{in memory space {{[4-9]}} : i64}}
  %a = memref.alloc() : memref<16xf32, 3>
  hip.silu(%ctx) ins(%a : memref<16xf32, 3>) outs(%a : memref<16xf32, 3>)
  func.return
}

// -----

// -re reads {{...}} parts as regexes; @-2 counts from the comment's own line.
// Matched, so nothing is reported about this chunk.
// CHECK-NOT: verify-diagnostics.mlir:{{9[0-9]|10[0-9]}}:
// ONLY-NOT:  verify-diagnostics.mlir:{{9[0-9]|10[0-9]}}:
// ONLY-NOT:  unexpected
func.func @ok(%ctx: !hip.context) {
  %a = memref.alloc() : memref<16xf32, 3>
  hip.silu(%ctx) ins(%a : memref<16xf32, 3>) outs(%a : memref<16xf32, 3>)
  // expected-error-re@-2 {{in memory space {{[0-9]+}} : i64}}
  func.return
}

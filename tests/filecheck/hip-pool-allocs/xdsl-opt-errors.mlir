// The pass's errors inside xdsl-opt are xDSL's: a PassFailedException with the
// message, and xDSL's note with the IR (generic form) and the op it is about
// marked, as xDSL reports its verifier's errors. With --verify-diagnostics
// xdsl-opt prints them and exits 0; without, it exits 1 with Python's report of
// the exception. (The one-line, located form is xhip-opt's: errors.mlir.)
// RUN: xdsl-opt --allow-unregistered-dialect --split-input-file --verify-diagnostics -p hip-pool-allocs %s | filecheck %s
// RUN: xdsl-opt --allow-unregistered-dialect --split-input-file --verify-diagnostics -p 'hip-pool-allocs{alignment=36893488147419103232}' %s | filecheck %s --check-prefix=ALIGN
// RUN: xdsl-opt --allow-unregistered-dialect --split-input-file --verify-diagnostics -p hip-pool-allocs %S/Inputs/invalid-ir.mlir | filecheck %S/Inputs/invalid-ir.mlir
// RUN: not xdsl-opt --allow-unregistered-dialect --split-input-file -p hip-pool-allocs %s > %t.out 2> %t.err
// RUN: filecheck %s --check-prefix=RAISED < %t.err
// RUN: filecheck %s --check-prefix=NOOUT --allow-empty < %t.out

// CHECK:      {{^}}hip-pool-allocs requires single-block functions{{.*}}
// CHECK-NEXT: {{^}}"builtin.module"() ({
// CHECK-NEXT: {{^}}  "func.func"() <{sym_name = "multi_block"
// CHECK-NEXT: {{^}}  ^^^^^^^^^^^---
// CHECK-NEXT: {{^}}  | hip-pool-allocs requires single-block functions
// RAISED:     {{^}}xhip.diagnostics.PoolAllocsError: hip-pool-allocs requires single-block functions{{.*}}
// RAISED-NEXT: {{^}}"builtin.module"() ({
// RAISED-NEXT: {{^}}  "func.func"() <{sym_name = "multi_block"
// RAISED-NEXT: {{^}}  ^^^^^^^^^^^---
// NOOUT-NOT:  {{.}}
func.func @multi_block(%ctx: !hip.context, %c: i1) {
  cf.cond_br %c, ^bb1, ^bb1
^bb1:
  func.return
}

// -----

// Errors of xDSL's own verifier, before the pass, are xDSL's (this one names the
// op but has no note; xhip-opt locates it: tests/tools/test_bad_input.py).
// CHECK:      {{^}}Operation hip.silu terminates block in single-block region but is not a terminator{{$}}
func.func @graph(%ctx: !hip.context, %a: memref<4xf16>) {
  scf.execute_region {
    hip.silu(%ctx) ins(%a : memref<4xf16>) outs(%a : memref<4xf16>)
  }
  func.return
}

// An option error is reported at the first function with a body.
// ALIGN:      {{^}}hip-pool-allocs: alignment must be at most 2^62 (got 36893488147419103232){{$}}
// ALIGN-NEXT: {{^}}"builtin.module"() ({
// ALIGN-NEXT: {{^}}  "func.func"() <{sym_name = "multi_block"
// ALIGN-NEXT: {{^}}  ^^^^^^^^^^^---

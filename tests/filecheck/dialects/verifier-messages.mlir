// RUN: xhip-opt %s --split-input-file --verify-diagnostics
// RUN: %if hip-ref-opt %{ %hip-ref-opt %s --split-input-file --verify-diagnostics %}

// Where xhip (or xDSL under it) makes one of MLIR's verifier checks, the message
// is MLIR's: the alignment constraint of memref.alloc / alloca / global
// (checked while the custom form is read, as MLIR does, and by the verifier),
// and the block counts of single-block regions. hip-ep's own build
// (`hip-ref-opt --split-input-file --verify-diagnostics`) passes this file too.

func.func @not_a_power_of_two() {
  // expected-error@+1 {{custom op 'memref.alloc' 'memref.alloc' op attribute 'alignment' failed to satisfy constraint: 64-bit signless integer attribute whose value is positive and whose value is a power of two > 0}}
  %a = memref.alloc() {alignment = 3} : memref<4xf32>
  func.return
}

// -----

func.func @zero() {
  // expected-error@+1 {{custom op 'memref.alloca' 'memref.alloca' op attribute 'alignment' failed to satisfy constraint: 64-bit signless integer attribute whose value is positive and whose value is a power of two > 0}}
  %a = memref.alloca() {alignment = 0} : memref<4xf32>
  func.return
}

// -----

func.func @not_i64() {
  // expected-error@+1 {{custom op 'memref.alloc' 'memref.alloc' op attribute 'alignment' failed to satisfy constraint: 64-bit signless integer attribute whose value is positive and whose value is a power of two > 0}}
  %a = memref.alloc() {alignment = 8 : i32} : memref<4xf32>
  func.return
}

// -----

// expected-error@+1 {{custom op 'memref.global' 'memref.global' op attribute 'alignment' failed to satisfy constraint: 64-bit signless integer attribute whose value is positive and whose value is a power of two > 0}}
memref.global "private" @g : memref<4xf32> = uninitialized {alignment = 3}

// -----

// The generic form: the verifier's message.
// expected-error@+1 {{'memref.alloc' op attribute 'alignment' failed to satisfy constraint: 64-bit signless integer attribute whose value is positive and whose value is a power of two > 0}}
%a = "memref.alloc"() <{alignment = 6 : i64, operandSegmentSizes = array<i32: 0, 0>}> : () -> memref<4xf32>

// -----

// expected-error@+1 {{'memref.global' op attribute 'alignment' failed to satisfy constraint: 64-bit signless integer attribute whose value is positive and whose value is a power of two > 0}}
"memref.global"() <{alignment = 0 : i64, sym_name = "g", sym_visibility = "private", type = memref<4xf32>, initial_value}> : () -> ()

// -----

func.func @if_two_blocks(%c: i1) {
  // expected-error@+1 {{'scf.if' op expects region #0 to have 0 or 1 blocks}}
  scf.if %c {
    cf.br ^bb1
  ^bb1:
    scf.yield
  }
  func.return
}

// -----

func.func @for_two_blocks(%n: index) {
  // expected-error@+1 {{'scf.for' op expects region #0 to have 0 or 1 blocks}}
  scf.for %i = %n to %n step %n {
    cf.br ^bb1
  ^bb1:
    scf.yield
  }
  func.return
}

// -----

func.func @parallel_two_blocks(%n: index) {
  // expected-error@+1 {{'scf.parallel' op expects region #0 to have 0 or 1 blocks}}
  scf.parallel (%i) = (%n) to (%n) step (%n) {
    cf.br ^bb1
  ^bb1:
    scf.reduce
  }
  func.return
}

// -----

func.func @forall_two_blocks() {
  // expected-error@+1 {{'scf.forall' op expects region #0 to have 0 or 1 blocks}}
  scf.forall (%i) in (4) {
    cf.br ^bb1
  ^bb1:
    scf.forall.in_parallel {
    }
  }
  func.return
}

// -----

func.func @if_without_blocks(%c: i1) {
  // expected-error@+1 {{'scf.if' op region #0 ('thenRegion') failed to verify constraint: region with 1 blocks}}
  "scf.if"(%c) ({}, {}) : (i1) -> ()
  func.return
}

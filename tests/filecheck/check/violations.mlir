// RUN: not xhip check --split-input-file %s 2>&1 | filecheck %s
// RUN: not xhip check --split-input-file --alignment 64 %s 2>&1 | filecheck %s --check-prefix=A64

// Each kind of violation in hand-made pooled IR, and input the checker cannot
// evaluate. Line numbers are those of this file (chunks keep their positions).

// The pool is sized for %a alone and %b is stacked after it.
// CHECK: violations.mlir:[[# @LINE + 8]]:3: error: @bounds: view %b (live 6..6, at {{.*}}violations.mlir:[[# @LINE + 8]]:3) bytes [256, 512) exceed its pool %pool of 256 bytes; binding: %n = 1
// A64: violations.mlir:[[# @LINE + 7]]:3: error: @bounds: view %b
func.func @bounds(%ctx: !hip.context, %n: index) {
  %c0 = arith.constant 0 : index
  %c256 = arith.constant 256 : index
  %sz = arith.muli %n, %c256 : index
  %pool = hip.get_pool(%ctx, %sz) : memref<?xi8>
  %a = memref.view %pool[%c0][%n] : memref<?xi8> to memref<?x64xf32>
  %b = memref.view %pool[%sz][%n] : memref<?xi8> to memref<?x64xf32>
  hip.silu(%ctx) ins(%a : memref<?x64xf32>) outs(%b : memref<?x64xf32>)
  func.return
}

// -----

// An offset that only the weaker alignment accepts.
// CHECK: violations.mlir:[[# @LINE + 6]]:3: error: @misaligned: view %a (live 4..4, at {{.*}}violations.mlir:[[# @LINE + 6]]:3) offset 64 is not a multiple of the alignment 256; binding: (constant sizes)
// A64-NOT: @misaligned
func.func @misaligned(%ctx: !hip.context, %x: memref<16xf32>) {
  %c64 = arith.constant 64 : index
  %c128 = arith.constant 128 : index
  %pool = hip.get_pool(%ctx, %c128) : memref<?xi8>
  %a = memref.view %pool[%c64][] : memref<?xi8> to memref<16xf32>
  hip.silu(%ctx) ins(%x : memref<16xf32>) outs(%a : memref<16xf32>)
  func.return
}

// -----

// Two get_pool ops of the same domain are one byte space.
// CHECK: violations.mlir:[[# @LINE + 6]]:3: error: @same_domain: views %a and %b share bytes while both live: %a (live 6..6, at {{.*}}violations.mlir:[[# @LINE + 6]]:3) bytes [0, 64), %b (live 6..6, at {{.*}}violations.mlir:[[# @LINE + 7]]:3) bytes [0, 64); binding: (constant sizes)
func.func @same_domain(%ctx: !hip.context, %x: memref<16xf32>) {
  %c0 = arith.constant 0 : index
  %c64 = arith.constant 64 : index
  %p0 = hip.get_pool(%ctx, %c64) : memref<?xi8>
  %p1 = hip.get_pool(%ctx, %c64) : memref<?xi8>
  %a = memref.view %p0[%c0][] : memref<?xi8> to memref<16xf32>
  %b = memref.view %p1[%c0][] : memref<?xi8> to memref<16xf32>
  hip.add(%ctx) ins(%a, %x : memref<16xf32>, memref<16xf32>) outs(%b : memref<16xf32>)
  func.return
}

// -----

// A view offset computed inside a loop cannot be evaluated: an input error.
// CHECK: violations.mlir:[[# @LINE + 9]]:5: error: xhip check: cannot evaluate %i, which %a depends on (defined inside a region or by an op the checker does not model)
// CHECK-NEXT: violations.mlir: 4 functions, 5 views, {{[0-9]+}} function bindings checked: 3 violations, 1 not checkable
func.func @loop_offset(%ctx: !hip.context, %x: memref<16xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c128 = arith.constant 128 : index
  %pool = hip.get_pool(%ctx, %c128) : memref<?xi8>
  scf.for %i = %c0 to %c2 step %c1 {
    %a = memref.view %pool[%i][] : memref<?xi8> to memref<16xf32>
    hip.silu(%ctx) ins(%x : memref<16xf32>) outs(%a : memref<16xf32>)
  }
  func.return
}

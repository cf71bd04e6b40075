// hip-check-pools runs the independent checker (`xhip check`'s rules) on
// pooled IR as a pass: IR unchanged when every view of a pool stays inside it,
// shares no bytes with a view live at the same time and is aligned; else an
// error at the function, with the checker's message. Options as `xhip check`'s
// (alignment=256, lifetime-start=first-use); `hip-pool-allocs{verify-plan=true}`
// runs the same check with the pool pass's options (hip-pool-allocs/escapes.mlir).
// Ops are numbered from 0 in the function's block.

// In xdsl-opt, xDSL's form: the message and the IR with the function marked.
// RUN: xdsl-opt --split-input-file --verify-diagnostics -p hip-check-pools %s | filecheck %s
// In xhip-opt, one located line per function that fails (the others print
// unchanged, as above).
// RUN: not xhip-opt --split-input-file --hip-check-pools %s 2>&1 > /dev/null | filecheck %s --check-prefix=OPT
// Lifetimes from the view (what lifetime-start=alloc pooling promises) and a
// stricter alignment: each function fails, at its first violation.
// RUN: not xhip-opt --split-input-file --hip-check-pools='lifetime-start=alloc alignment=512' %s 2>&1 > /dev/null | filecheck %s --check-prefix=STRICT
// A bad option value, in the command line's words.
// RUN: not xhip-opt --hip-check-pools='alignment=48' %s 2>&1 | filecheck %s --check-prefix=ALIGN

// CHECK:      func.func @safe(
// CHECK-NEXT:   %c0 = arith.constant 0 : index
// CHECK:        %a = memref.view %pool[%c0][] : memref<?xi8> to memref<64xf32>
// CHECK-NEXT:   %b = memref.view %pool[%c256][] : memref<?xi8> to memref<64xf32>
// CHECK:      func.func @late_use(
// CHECK:        %b = memref.view %pool[%c0][] : memref<?xi8> to memref<64xf32>
// CHECK:      {{^}}hip-check-pools: @overlap: views %a and %b share bytes while both live: %a (live 7..7) bytes [0, 4096), %b (live 7..7) bytes [256, 512); binding: %d = 1
// CHECK-NEXT: {{^}}"builtin.module"() ({
// CHECK-NEXT: {{^}}  "func.func"() <{sym_name = "overlap"
// CHECK-NEXT: {{^}}  ^^^^^^^^^^^---

// OPT-NOT:  @safe
// OPT:      hip-check-pools.mlir:[[# @LINE + 41]]:1: error: hip-check-pools: @overlap: views %a and %b share bytes while both live: %a (live 7..7, at {{.*}}hip-check-pools.mlir:[[# @LINE + 47]]:3) bytes [0, 4096), %b (live 7..7, at {{.*}}hip-check-pools.mlir:[[# @LINE + 48]]:3) bytes [256, 512); binding: %d = 1

// STRICT:      hip-check-pools.mlir:[[# @LINE + 7]]:1: error: hip-check-pools: @safe: view %b (live 5..8, at {{.*}}hip-check-pools.mlir:[[# @LINE + 13]]:3) offset 256 is not a multiple of the alignment 512; binding: (constant sizes)
// STRICT-NEXT: hip-check-pools.mlir:[[# @LINE + 22]]:1: error: hip-check-pools: @late_use: views %a and %b share bytes while both live: %a (live 3..8, at {{.*}}hip-check-pools.mlir:[[# @LINE + 26]]:3) bytes [0, 256), %b (live 4..6, at {{.*}}hip-check-pools.mlir:[[# @LINE + 27]]:3) bytes [0, 256); binding: (constant sizes)
// STRICT-NEXT: hip-check-pools.mlir:[[# @LINE + 37]]:1: error: hip-check-pools: @overlap: view %b (live 6..7, at {{.*}}hip-check-pools.mlir:[[# @LINE + 44]]:3) offset 256 is not a multiple of the alignment 512; binding: %d = 0

// ALIGN: error: hip-check-pools: alignment must be a positive power of 2 (got 48)

// @safe: %a (live 6..7) and %b (live 7..8) are live together, 256 bytes apart.
func.func @safe(%ctx: !hip.context, %x: memref<64xf32>) {
  %c0 = arith.constant 0 : index
  %c256 = arith.constant 256 : index
  %c512 = arith.constant 512 : index
  %pool = hip.get_pool(%ctx, %c512) : memref<?xi8>
  %a = memref.view %pool[%c0][] : memref<?xi8> to memref<64xf32>
  %b = memref.view %pool[%c256][] : memref<?xi8> to memref<64xf32>
  hip.silu(%ctx) ins(%x : memref<64xf32>) outs(%a : memref<64xf32>)
  hip.silu(%ctx) ins(%a : memref<64xf32>) outs(%b : memref<64xf32>)
  hip.silu(%ctx) ins(%b : memref<64xf32>) outs(%x : memref<64xf32>)
  func.return
}

// -----

// @late_use: %a and %b share bytes; %a is first used after %b's last use.
func.func @late_use(%ctx: !hip.context, %x: memref<64xf32>) {
  %c0 = arith.constant 0 : index
  %c256 = arith.constant 256 : index
  %pool = hip.get_pool(%ctx, %c256) : memref<?xi8>
  %a = memref.view %pool[%c0][] : memref<?xi8> to memref<64xf32>
  %b = memref.view %pool[%c0][] : memref<?xi8> to memref<64xf32>
  hip.silu(%ctx) ins(%x : memref<64xf32>) outs(%b : memref<64xf32>)
  hip.silu(%ctx) ins(%b : memref<64xf32>) outs(%x : memref<64xf32>)
  hip.silu(%ctx) ins(%x : memref<64xf32>) outs(%a : memref<64xf32>)
  hip.silu(%ctx) ins(%a : memref<64xf32>) outs(%x : memref<64xf32>)
  func.return
}

// -----

// @overlap: %b starts 256 bytes into %a, both used by the same op.
func.func @overlap(%ctx: !hip.context, %d: index) {
  %c0 = arith.constant 0 : index
  %c4352 = arith.constant 4352 : index
  %sz = arith.muli %d, %c4352 : index
  %pool = hip.get_pool(%ctx, %sz) : memref<?xi8>
  %c256 = arith.constant 256 : index
  %a = memref.view %pool[%c0][%d] : memref<?xi8> to memref<?x1024xf32>
  %b = memref.view %pool[%c256][%d] : memref<?xi8> to memref<?x64xf32>
  hip.silu(%ctx) ins(%a : memref<?x1024xf32>) outs(%b : memref<?x64xf32>)
  func.return
}

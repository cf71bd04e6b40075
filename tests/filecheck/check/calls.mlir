// RUN: not xhip check --split-input-file %s 2>&1 | filecheck %s

// Pools across calls (docs/semantics.md §7.6). Every pooled
// function plans its views from offset 0 of its pool; a call of a pooled
// function (func.call, hip.loop, hip.if: any op naming a function, also through
// functions that call it) while a view of the caller's pool of the same domain
// is live is safe only when the runtime gives each call frame its own pool:
// `xhip check` on the module reports it, naming both functions. Ops are
// numbered from 0 in the caller's block; lifetimes from the first use.

// @caller's %a is written at op 4 and read at op 6; the call (op 5) runs
// @callee, whose pool of domain 0 starts at offset 0 too.
// CHECK: calls.mlir:[[# @LINE + 16]]:3: error: @caller: func.call calls pooled function @callee while the pool of @caller (domain 0) is live: %a (live 4..6, at {{.*}}calls.mlir:[[# @LINE + 14]]:3); both plan from offset 0, so they share bytes unless the runtime gives each call frame its own pool
func.func @callee(%ctx: !hip.context, %x: memref<64xf32>) {
  %c0 = arith.constant 0 : index
  %c256 = arith.constant 256 : index
  %pool = hip.get_pool(%ctx, %c256) : memref<?xi8>
  %t = memref.view %pool[%c0][] : memref<?xi8> to memref<64xf32>
  hip.silu(%ctx) ins(%x : memref<64xf32>) outs(%t : memref<64xf32>)
  hip.silu(%ctx) ins(%t : memref<64xf32>) outs(%x : memref<64xf32>)
  func.return
}
func.func @caller(%ctx: !hip.context, %x: memref<64xf32>, %y: memref<64xf32>) {
  %c0 = arith.constant 0 : index
  %c256 = arith.constant 256 : index
  %pool = hip.get_pool(%ctx, %c256) : memref<?xi8>
  %a = memref.view %pool[%c0][] : memref<?xi8> to memref<64xf32>
  hip.silu(%ctx) ins(%x : memref<64xf32>) outs(%a : memref<64xf32>)
  func.call @callee(%ctx, %y) : (!hip.context, memref<64xf32>) -> ()
  hip.silu(%ctx) ins(%a : memref<64xf32>) outs(%x : memref<64xf32>)
  func.return
}

// -----

// The same callee called before the caller's pool (op 2) and after %a's last
// use (op 7): nothing of the caller's pool is live then. Not reported.
func.func @callee(%ctx: !hip.context, %x: memref<64xf32>) {
  %c0 = arith.constant 0 : index
  %c256 = arith.constant 256 : index
  %pool = hip.get_pool(%ctx, %c256) : memref<?xi8>
  %t = memref.view %pool[%c0][] : memref<?xi8> to memref<64xf32>
  hip.silu(%ctx) ins(%x : memref<64xf32>) outs(%t : memref<64xf32>)
  hip.silu(%ctx) ins(%t : memref<64xf32>) outs(%x : memref<64xf32>)
  func.return
}
func.func @caller_after_last_use(%ctx: !hip.context, %x: memref<64xf32>, %y: memref<64xf32>) {
  %c0 = arith.constant 0 : index
  %c256 = arith.constant 256 : index
  func.call @callee(%ctx, %y) : (!hip.context, memref<64xf32>) -> ()
  %pool = hip.get_pool(%ctx, %c256) : memref<?xi8>
  %a = memref.view %pool[%c0][] : memref<?xi8> to memref<64xf32>
  hip.silu(%ctx) ins(%x : memref<64xf32>) outs(%a : memref<64xf32>)
  hip.silu(%ctx) ins(%a : memref<64xf32>) outs(%x : memref<64xf32>)
  func.call @callee(%ctx, %y) : (!hip.context, memref<64xf32>) -> ()
  func.return
}

// -----

// A pool of another domain: the runtime keys pools by domain_id, so @other's
// pool (domain 1) is not the caller's (domain 0). Not reported.
func.func @other(%ctx: !hip.context, %x: memref<64xf32>) {
  %c0 = arith.constant 0 : index
  %c256 = arith.constant 256 : index
  %pool = hip.get_pool(%ctx, %c256) {domain_id = 1 : i64} : memref<?xi8>
  %t = memref.view %pool[%c0][] : memref<?xi8> to memref<64xf32>
  hip.silu(%ctx) ins(%x : memref<64xf32>) outs(%t : memref<64xf32>)
  hip.silu(%ctx) ins(%t : memref<64xf32>) outs(%x : memref<64xf32>)
  func.return
}
func.func @caller_of_another_domain(%ctx: !hip.context, %x: memref<64xf32>, %y: memref<64xf32>) {
  %c0 = arith.constant 0 : index
  %c256 = arith.constant 256 : index
  %pool = hip.get_pool(%ctx, %c256) : memref<?xi8>
  %a = memref.view %pool[%c0][] : memref<?xi8> to memref<64xf32>
  hip.silu(%ctx) ins(%x : memref<64xf32>) outs(%a : memref<64xf32>)
  func.call @other(%ctx, %y) : (!hip.context, memref<64xf32>) -> ()
  hip.silu(%ctx) ins(%a : memref<64xf32>) outs(%x : memref<64xf32>)
  func.return
}

// -----

// hip.loop (op 5) runs @body (pooled) while %a is live (op 4 to op 7), and
// the call of @wrapper (op 6, not pooled) reaches the pooled @body through it.
// CHECK-NEXT: calls.mlir:[[# @LINE + 21]]:3: error: @looping: hip.loop calls pooled function @body while the pool of @looping (domain 0) is live: %a (live 4..7, at {{.*}}calls.mlir:[[# @LINE + 19]]:3); both plan from offset 0, so they share bytes unless the runtime gives each call frame its own pool
// CHECK-NEXT: calls.mlir:[[# @LINE + 21]]:3: error: @looping: func.call calls pooled function @wrapper (through @body) while the pool of @looping (domain 0) is live: %a (live 4..7, at {{.*}}calls.mlir:[[# @LINE + 18]]:3); both plan from offset 0, so they share bytes unless the runtime gives each call frame its own pool
func.func @body(%ctx: !hip.context, %x: memref<64xf32>) {
  %c0 = arith.constant 0 : index
  %c256 = arith.constant 256 : index
  %pool = hip.get_pool(%ctx, %c256) : memref<?xi8>
  %t = memref.view %pool[%c0][] : memref<?xi8> to memref<64xf32>
  hip.silu(%ctx) ins(%x : memref<64xf32>) outs(%t : memref<64xf32>)
  hip.silu(%ctx) ins(%t : memref<64xf32>) outs(%x : memref<64xf32>)
  func.return
}
func.func @wrapper(%ctx: !hip.context, %x: memref<64xf32>) {
  func.call @body(%ctx, %x) : (!hip.context, memref<64xf32>) -> ()
  func.return
}
func.func @looping(%ctx: !hip.context, %n: index, %x: memref<64xf32>) {
  %c0 = arith.constant 0 : index
  %c256 = arith.constant 256 : index
  %pool = hip.get_pool(%ctx, %c256) : memref<?xi8>
  %a = memref.view %pool[%c0][] : memref<?xi8> to memref<64xf32>
  hip.silu(%ctx) ins(%x : memref<64xf32>) outs(%a : memref<64xf32>)
  hip.loop(%ctx, %n) body @body {num_loop_carried = 0 : i32, cond_is_passthrough}
  func.call @wrapper(%ctx, %x) : (!hip.context, memref<64xf32>) -> ()
  hip.silu(%ctx) ins(%a : memref<64xf32>) outs(%x : memref<64xf32>)
  func.return
}
// CHECK-NEXT: calls.mlir: 9 functions, 8 views, {{[0-9]+}} function bindings checked: 3 violations


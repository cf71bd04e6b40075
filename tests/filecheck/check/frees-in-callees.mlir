// RUN: not xhip check --split-input-file --allow-unregistered-dialect %s 2>&1 | filecheck %s

// A view of a pool freed by something other than a memref.dealloc of the
// pooled function (the checker's own rule, written apart from the pass's,
// docs/semantics.md §4.6): a call of a function of the module that frees
// its argument, itself or through a call, and an op whose declared effects
// free it (memref.realloc). Each function is what hip-pool-allocs made of
// hip-pool-allocs/callee-frees.mlir before the pass refused such buffers, or
// a hand-written one; the last one, whose callee only reads, passes.

// CHECK:      frees-in-callees.mlir:[[# @LINE + 12]]:3: error: @caller: func.call @frees of %a (its callee frees it) frees pool memory: it may be %a (live 4..6, at {{.*}}frees-in-callees.mlir:[[# @LINE + 10]]:3)
func.func private @frees(%m: memref<64xf32>) {
  "test.op_with_memread"(%m) : (memref<64xf32>) -> ()
  memref.dealloc %m : memref<64xf32>
  func.return
}
func.func @caller(%ctx: !hip.context) {
  %c256 = arith.constant 256 : index
  %pool = hip.get_pool(%ctx, %c256) : memref<?xi8>
  %c0 = arith.constant 0 : index
  %a = memref.view %pool[%c0][] : memref<?xi8> to memref<64xf32>
  "test.op_with_memwrite"(%a) : (memref<64xf32>) -> ()
  func.call @frees(%a) : (memref<64xf32>) -> ()
  func.return
}

// -----

// Through a second call, to a callee that reallocs it (memref.realloc frees
// its source).
// CHECK:      frees-in-callees.mlir:[[# @LINE + 19]]:3: error: @caller: func.call @frees_through of %b (its callee frees it) frees pool memory: it may be %b (live 4..6, at {{.*}}frees-in-callees.mlir:[[# @LINE + 17]]:3)
func.func private @reallocs(%m: memref<64xf32>) {
  %c128 = arith.constant 128 : index
  %r = memref.realloc %m(%c128) : memref<64xf32> to memref<?xf32>
  "test.op_with_memwrite"(%r) : (memref<?xf32>) -> ()
  memref.dealloc %r : memref<?xf32>
  func.return
}
func.func private @frees_through(%x: memref<64xf32>, %y: memref<64xf32>) {
  "test.op_with_memread"(%x) : (memref<64xf32>) -> ()
  func.call @reallocs(%y) : (memref<64xf32>) -> ()
  func.return
}
func.func @caller(%ctx: !hip.context, %x: memref<64xf32>) {
  %c256 = arith.constant 256 : index
  %pool = hip.get_pool(%ctx, %c256) : memref<?xi8>
  %c0 = arith.constant 0 : index
  %b = memref.view %pool[%c0][] : memref<?xi8> to memref<64xf32>
  "test.op_with_memwrite"(%b) : (memref<64xf32>) -> ()
  func.call @frees_through(%x, %b) : (memref<64xf32>, memref<64xf32>) -> ()
  func.return
}

// -----

// A memref.realloc of a view in the pooled function itself.
// CHECK:      frees-in-callees.mlir:[[# @LINE + 8]]:3: error: @realloc_view: memref.realloc of %a (it frees its operand) frees pool memory: it may be %a (live 5..7, at {{.*}}frees-in-callees.mlir:[[# @LINE + 6]]:3)
func.func @realloc_view(%ctx: !hip.context) {
  %c256 = arith.constant 256 : index
  %pool = hip.get_pool(%ctx, %c256) : memref<?xi8>
  %c0 = arith.constant 0 : index
  %c128 = arith.constant 128 : index
  %a = memref.view %pool[%c0][] : memref<?xi8> to memref<64xf32>
  "test.op_with_memwrite"(%a) : (memref<64xf32>) -> ()
  %r = memref.realloc %a(%c128) : memref<64xf32> to memref<?xf32>
  "test.op_with_memwrite"(%r) : (memref<?xf32>) -> ()
  func.return
}

// -----

// Over the control flow (a view inside scf.if, docs/semantics.md §4.8):
// the call in the branch frees the view.
// CHECK:      frees-in-callees.mlir:[[# @LINE + 13]]:5: error: @in_branch: func.call @frees of %a (its callee frees it) frees pool memory: it may be %a (live at 4-9, at {{.*}}frees-in-callees.mlir:[[# @LINE + 11]]:5)
func.func private @frees(%m: memref<64xf32>) {
  "test.op_with_memread"(%m) : (memref<64xf32>) -> ()
  memref.dealloc %m : memref<64xf32>
  func.return
}
func.func @in_branch(%ctx: !hip.context, %c: i1) {
  %c256 = arith.constant 256 : index
  %pool = hip.get_pool(%ctx, %c256) : memref<?xi8>
  %c0 = arith.constant 0 : index
  scf.if %c {
    %a = memref.view %pool[%c0][] : memref<?xi8> to memref<64xf32>
    "test.op_with_memwrite"(%a) : (memref<64xf32>) -> ()
    func.call @frees(%a) : (memref<64xf32>) -> ()
  }
  func.return
}

// -----

// A callee that only reads: no violation (the summary is per argument).
// CHECK-NOT:  @reads_only
func.func private @reads(%m: memref<64xf32>) {
  "test.op_with_memread"(%m) : (memref<64xf32>) -> ()
  func.return
}
func.func @reads_only(%ctx: !hip.context) {
  %c256 = arith.constant 256 : index
  %pool = hip.get_pool(%ctx, %c256) : memref<?xi8>
  %c0 = arith.constant 0 : index
  %a = memref.view %pool[%c0][] : memref<?xi8> to memref<64xf32>
  "test.op_with_memwrite"(%a) : (memref<64xf32>) -> ()
  func.call @reads(%a) : (memref<64xf32>) -> ()
  func.return
}

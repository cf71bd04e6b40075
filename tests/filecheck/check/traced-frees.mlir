// RUN: not xhip check %s 2>&1 | filecheck %s

// Functions of several blocks (checked over program points, where a returned
// view's address counts as kept). Once a view's address may be kept, a free of a value the
// checker cannot trace to an allocation, an argument or a global may free
// that view (docs/semantics.md §9.1). Tracing follows the base buffer of a
// memref.extract_strided_metadata to its source (ViewLikeOpInterface,
// MemRefOps.td), and through scf's operands and yields only the memrefs (a
// loop's bounds and a scalar iter_args are no buffer). @traced: %base is the
// base of the loop's %m, which is %arg or the alloc %d: no violation. Before,
// both the metadata op and the loop's constant bounds counted as untraceable
// (found on the corpus: rnn_loop_if.dealloc.mlir under scope=function).
// @loaded: a buffer loaded from memory is still untraceable, and reported.
// CHECK:      {{.*}}traced-frees.mlir:[[# @LINE + 34]]:3: error: @loaded: memref.dealloc of %q frees pool memory: it may be %v (live at 4-8, at {{.*}}traced-frees.mlir:[[# @LINE + 31]]:3)
// CHECK-NEXT: {{.*}}traced-frees.mlir: 2 functions, 2 views, 120 function bindings checked: 1 violation

func.func @traced(%ctx: !hip.context, %arg: memref<?xf32>, %n: index) -> memref<16xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c3 = arith.constant 3 : index
  %c64 = arith.constant 64 : index
  %true = arith.constant true
  %r:2 = scf.for %i = %c0 to %c3 step %c1 iter_args(%m = %arg, %own = %true) -> (memref<?xf32>, i1) {
    %d = memref.alloc(%n) : memref<?xf32>
    %base, %offset, %size, %stride = memref.extract_strided_metadata %m : memref<?xf32> -> memref<f32>, index, index, index
    scf.if %own {
      memref.dealloc %base : memref<f32>
    }
    scf.yield %d, %true : memref<?xf32>, i1
  }
  %pool = hip.get_pool(%ctx, %c64) : memref<?xi8>
  cf.br ^bb1
^bb1:
  %v = memref.view %pool[%c0][] : memref<?xi8> to memref<16xf32>
  "test.op_with_memwrite"(%v) : (memref<16xf32>) -> ()
  func.return %v : memref<16xf32>
}

func.func @loaded(%ctx: !hip.context, %slot: memref<1xmemref<16xf32>>) -> memref<16xf32> {
  %c0 = arith.constant 0 : index
  %c64 = arith.constant 64 : index
  %pool = hip.get_pool(%ctx, %c64) : memref<?xi8>
  cf.br ^bb1
^bb1:
  %v = memref.view %pool[%c0][] : memref<?xi8> to memref<16xf32>
  "test.op_with_memwrite"(%v) : (memref<16xf32>) -> ()
  %q = memref.load %slot[%c0] : memref<1xmemref<16xf32>>
  memref.dealloc %q : memref<16xf32>
  func.return %v : memref<16xf32>
}

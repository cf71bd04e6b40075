// RUN: xhip-opt %s --split-input-file --allow-unregistered-dialect --hip-pool-allocs=scope=function 2>/dev/null | filecheck %s
// RUN: xhip-opt %s --split-input-file --allow-unregistered-dialect --hip-pool-allocs 2>/dev/null | filecheck %s
// RUN: xhip-opt %s --split-input-file --allow-unregistered-dialect --hip-pool-allocs='scope=function verify-plan=true' 2>/dev/null | filecheck %s
// RUN: xhip-opt %s --split-input-file --allow-unregistered-dialect --hip-pool-allocs=scope=function --mlir-pass-statistics 2>&1 >/dev/null | filecheck %s --check-prefix=STATS
// RUN: %if hip-ref-opt %{ %hip-ref-opt --mlir-disable-threading --allow-unregistered-dialect --split-input-file --hip-pool-allocs %s | filecheck %s --check-prefix=REF %}

// One rule in both scopes (docs/semantics.md §7): every function with a body
// that the pass covers counts as rewritten, pooled or not. It writes the
// runtime interface (a function with nothing pooled: pool_size 0, no
// buffers), verify-plan checks it, the statistics count it; scope=function
// gives the reference's output here, as scope=entry-block does (the REF lines:
// hip-ep's binary writes the same attributes).
// REF:      module attributes {hipdnn.buffer_count = 0 : i64, hipdnn.buffer_offsets = [], hipdnn.pool_size = 0 : i64} {
// REF:      func.func @parallel_only(
// REF:      module attributes {hipdnn.buffer_count = 0 : i64, hipdnn.buffer_offsets = [], hipdnn.pool_size = 0 : i64} {
// REF-NEXT:   func.func @pooled(

// @parallel_only: its one alloc is inside scf.parallel (unpooled under
// scope=function, passed over under entry-block); the function is unchanged.
// CHECK:      module attributes {hipdnn.buffer_count = 0 : i64, hipdnn.buffer_offsets = [], hipdnn.pool_size = 0 : i64} {
// CHECK-NEXT:   func.func @parallel_only(%ctx: !hip.context, %n: index) {
// CHECK-NEXT:     %c0 = arith.constant 0 : index
// CHECK-NEXT:     %c1 = arith.constant 1 : index
// CHECK-NEXT:     scf.parallel (%i) = (%c0) to (%n) step (%c1) {
// CHECK-NEXT:       %t = memref.alloc() : memref<16xf32>
// CHECK-NEXT:       "test.op_with_memwrite"(%t) : (memref<16xf32>) -> ()
// CHECK-NEXT:       scf.reduce
// CHECK-NEXT:     }
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT: }
func.func @parallel_only(%ctx: !hip.context, %n: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  scf.parallel (%i) = (%c0) to (%n) step (%c1) {
    %t = memref.alloc() : memref<16xf32>
    "test.op_with_memwrite"(%t) : (memref<16xf32>) -> ()
    scf.reduce
  }
  func.return
}

// -----

// The last function writes the module's attributes (§7.3): @no_allocs, after
// @pooled, leaves pool_size 0 and no buffers.
// CHECK:      module attributes {hipdnn.buffer_count = 0 : i64, hipdnn.buffer_offsets = [], hipdnn.pool_size = 0 : i64} {
// CHECK-NEXT:   func.func @pooled(%ctx: !hip.context, %n: index) {
// CHECK-NEXT:     %c256 = arith.constant 256 : index
// CHECK-NEXT:     %pool = hip.get_pool(%ctx, %c256) : memref<?xi8>
// CHECK-NEXT:     %c0 = arith.constant 0 : index
// CHECK-NEXT:     %a = memref.view %pool[%c0][] : memref<?xi8> to memref<16xf32>
// CHECK-NEXT:     "test.op_with_memwrite"(%a) : (memref<16xf32>) -> ()
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @no_allocs(%ctx: !hip.context, %n: index) {
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT: }
func.func @pooled(%ctx: !hip.context, %n: index) {
  %a = memref.alloc() : memref<16xf32>
  "test.op_with_memwrite"(%a) : (memref<16xf32>) -> ()
  func.return
}

func.func @no_allocs(%ctx: !hip.context, %n: index) {
  func.return
}

// Summed over the chunks: three functions rewritten (@parallel_only,
// @pooled, @no_allocs), one pooled buffer, the alloc in scf.parallel left.
// STATS:      {{^}}hip-pool-allocs{{$}}
// STATS-NEXT: {{^}}  (S) 3 functions - functions rewritten{{$}}
// STATS-NEXT: {{^}}  (S) 1 pooled-buffers - allocs replaced by views of a pool{{$}}
// STATS-NEXT: {{^}}  (S) 1 static-buffers - of them at a constant offset{{$}}
// STATS-NEXT: {{^}}  (S) 0 chosen-buffers - of them in a layout chosen at run time{{$}}
// STATS-NEXT: {{^}}  (S) 1 domains - pools (hip.get_pool ops){{$}}
// STATS-NEXT: {{^}}  (S) 0 slabs - slabs of the reference layouts{{$}}
// STATS-NEXT: {{^}}  (S) 0 bins - small-bucket bins{{$}}
// STATS-NEXT: {{^}}  (S) 1 unpooled - used allocs left as they are{{$}}

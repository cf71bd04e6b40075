// RUN: xdsl-opt -p 'hip-pool-allocs{verify-plan=true}' --allow-unregistered-dialect --split-input-file %s | filecheck %s

// Where xhip deliberately differs from the reference (docs/semantics.md §12: "results of ops
// the pass does not know" and "deallocs"): each comment says what the
// reference does and why that is unsafe. The escape rule (escapes.mlir) and
// may-alias deallocs (may-alias-deallocs.mlir) have their own files.

// The address of %a as an index (extract_aligned_pointer_as_index: no memory
// effects, so it keeps nothing, but its result refers to %a) is read through
// at op 5. 0 a, 1 silu -> a, 2 p, 3 b, 4 silu -> b, 5 read p, 6 silu b -> x,
// 7 return. xhip: %p aliases %a, a [0,5], b [3,6]: a 0, b 256, pool 512.
// The reference: a [0,2] (the extract is its last user), both at 0: op 5 reads
// %b's data through %a's address.
// CHECK:      builtin.module attributes {hipdnn.pool_size = 512 : i64, hipdnn.buffer_count = 2 : i64, hipdnn.buffer_offsets = [0 : i64, 256 : i64]} {
// CHECK-NEXT:   func.func @address_result(
// CHECK-NEXT:     %[[SZ:.*]] = arith.constant 512 : index
// CHECK-NEXT:     %[[POOL:.*]] = hip.get_pool(%ctx, %[[SZ]]) : memref<?xi8>
// CHECK-NEXT:     %[[Z:.*]] = arith.constant 0 : index
// CHECK-NEXT:     %[[C256:.*]] = arith.constant 256 : index
// CHECK-NEXT:     %a = memref.view %[[POOL]][%[[Z]]][] : memref<?xi8> to memref<64xf32>
// CHECK-NEXT:     hip.silu
// CHECK-NEXT:     %p = memref.extract_aligned_pointer_as_index %a : memref<64xf32> -> index
// CHECK-NEXT:     %b = memref.view %[[POOL]][%[[C256]]][] : memref<?xi8> to memref<64xf32>
func.func @address_result(%ctx: !hip.context, %x: memref<64xf32>) {
  %a = memref.alloc() : memref<64xf32>
  hip.silu(%ctx) ins(%x : memref<64xf32>) outs(%a : memref<64xf32>)
  %p = memref.extract_aligned_pointer_as_index %a : memref<64xf32> -> index
  %b = memref.alloc() : memref<64xf32>
  hip.silu(%ctx) ins(%x : memref<64xf32>) outs(%b : memref<64xf32>)
  "test.op_with_memread"(%p) : (index) -> ()
  hip.silu(%ctx) ins(%b : memref<64xf32>) outs(%x : memref<64xf32>)
  func.return
}

// -----

// The same with a handle made by an op the pass does not know (a pure
// test.pureop: it keeps nothing, its result may refer to %a): a [0,5], b [3,6]:
// a 0, b 256. The reference: a [0,2], both at 0.
// CHECK:      builtin.module attributes {hipdnn.pool_size = 512 : i64, hipdnn.buffer_count = 2 : i64, hipdnn.buffer_offsets = [0 : i64, 256 : i64]} {
// CHECK-NEXT:   func.func @handle_result(
// CHECK-NEXT:     %[[SZ:.*]] = arith.constant 512 : index
// CHECK-NEXT:     %[[POOL:.*]] = hip.get_pool(%ctx, %[[SZ]]) : memref<?xi8>
// CHECK-NEXT:     %[[Z:.*]] = arith.constant 0 : index
// CHECK-NEXT:     %[[C256:.*]] = arith.constant 256 : index
// CHECK-NEXT:     %a = memref.view %[[POOL]][%[[Z]]][] : memref<?xi8> to memref<64xf32>
// CHECK-NEXT:     hip.silu
// CHECK-NEXT:     %h = "test.pureop"(%a) : (memref<64xf32>) -> !test.handle
// CHECK-NEXT:     %b = memref.view %[[POOL]][%[[C256]]][] : memref<?xi8> to memref<64xf32>
func.func @handle_result(%ctx: !hip.context, %x: memref<64xf32>) {
  %a = memref.alloc() : memref<64xf32>
  hip.silu(%ctx) ins(%x : memref<64xf32>) outs(%a : memref<64xf32>)
  %h = "test.pureop"(%a) : (memref<64xf32>) -> !test.handle
  %b = memref.alloc() : memref<64xf32>
  hip.silu(%ctx) ins(%x : memref<64xf32>) outs(%b : memref<64xf32>)
  "test.op_with_memread"(%h) : (!test.handle) -> ()
  hip.silu(%ctx) ins(%b : memref<64xf32>) outs(%x : memref<64xf32>)
  func.return
}

// -----

// A dealloc of a cast of the pooled %a. The reference keeps it (its operand is
// a memref.cast, not a memref.view), which frees pool memory at run time. xhip
// erases it: %v is a view chain of %a. %a alone: 256 B at 0.
// CHECK:      builtin.module attributes {hipdnn.pool_size = 256 : i64, hipdnn.buffer_count = 1 : i64, hipdnn.buffer_offsets = [0 : i64]} {
// CHECK-NEXT:   func.func @dealloc_of_a_cast(
// CHECK-NEXT:     %[[SZ:.*]] = arith.constant 256 : index
// CHECK-NEXT:     %[[POOL:.*]] = hip.get_pool(%ctx, %[[SZ]]) : memref<?xi8>
// CHECK-NEXT:     %[[Z:.*]] = arith.constant 0 : index
// CHECK-NEXT:     %a = memref.view %[[POOL]][%[[Z]]][] : memref<?xi8> to memref<64xf32>
// CHECK-NEXT:     %v = memref.cast %a : memref<64xf32> to memref<?xf32>
// CHECK-NEXT:     hip.silu(%ctx) ins(%x : memref<64xf32>) outs(%a : memref<64xf32>)
// CHECK-NEXT:     hip.silu(%ctx) ins(%a : memref<64xf32>) outs(%x : memref<64xf32>)
// CHECK-NEXT:     func.return
func.func @dealloc_of_a_cast(%ctx: !hip.context, %x: memref<64xf32>) {
  %a = memref.alloc() : memref<64xf32>
  %v = memref.cast %a : memref<64xf32> to memref<?xf32>
  hip.silu(%ctx) ins(%x : memref<64xf32>) outs(%a : memref<64xf32>)
  hip.silu(%ctx) ins(%a : memref<64xf32>) outs(%x : memref<64xf32>)
  memref.dealloc %v : memref<?xf32>
  func.return
}

// -----

// A dealloc of a memref.view of an argument (not made by the pass). The
// reference erases every dealloc of a memref.view result, so this one too: the
// function no longer frees what it was given to free. xhip keeps it and erases
// only the dealloc of the pooled %a.
// CHECK:      builtin.module attributes {hipdnn.pool_size = 256 : i64, hipdnn.buffer_count = 1 : i64, hipdnn.buffer_offsets = [0 : i64]} {
// CHECK-NEXT:   func.func @dealloc_of_a_view_of_an_argument(
// CHECK-NEXT:     %c0 = arith.constant 0 : index
// CHECK-NEXT:     %w = memref.view %bytes[%c0][] : memref<1024xi8> to memref<64xf32>
// CHECK-NEXT:     %[[SZ:.*]] = arith.constant 256 : index
// CHECK-NEXT:     %[[POOL:.*]] = hip.get_pool(%ctx, %[[SZ]]) : memref<?xi8>
// CHECK-NEXT:     %[[Z:.*]] = arith.constant 0 : index
// CHECK-NEXT:     %a = memref.view %[[POOL]][%[[Z]]][] : memref<?xi8> to memref<64xf32>
// CHECK-NEXT:     hip.silu(%ctx) ins(%x : memref<64xf32>) outs(%a : memref<64xf32>)
// CHECK-NEXT:     hip.silu(%ctx) ins(%a : memref<64xf32>) outs(%w : memref<64xf32>)
// CHECK-NEXT:     memref.dealloc %w : memref<64xf32>
// CHECK-NEXT:     func.return
func.func @dealloc_of_a_view_of_an_argument(%ctx: !hip.context, %x: memref<64xf32>, %bytes: memref<1024xi8>) {
  %c0 = arith.constant 0 : index
  %w = memref.view %bytes[%c0][] : memref<1024xi8> to memref<64xf32>
  %a = memref.alloc() : memref<64xf32>
  hip.silu(%ctx) ins(%x : memref<64xf32>) outs(%a : memref<64xf32>)
  hip.silu(%ctx) ins(%a : memref<64xf32>) outs(%w : memref<64xf32>)
  memref.dealloc %w : memref<64xf32>
  memref.dealloc %a : memref<64xf32>
  func.return
}

// RUN: xdsl-opt -p 'hip-pool-allocs{verify-plan=true}' --allow-unregistered-dialect --split-input-file %s | filecheck %s --check-prefixes=CHECK,LO
// RUN: xdsl-opt -p 'hip-pool-allocs{lifetime-only=false verify-plan=true}' --allow-unregistered-dialect --split-input-file %s | filecheck %s --check-prefixes=CHECK,GROUPED
// RUN: xdsl-opt -p 'hip-pool-allocs{lifetime-start=first-use verify-plan=true}' --allow-unregistered-dialect --split-input-file %s | filecheck %s --check-prefixes=CHECK,LO
// RUN: xdsl-opt -p 'hip-pool-allocs{lifetime-start=first-use lifetime-only=false verify-plan=true}' --allow-unregistered-dialect --split-input-file %s | filecheck %s --check-prefixes=CHECK,GROUPED
// RUN: xdsl-opt -p 'hip-pool-allocs{packer=best verify-plan=true}' --allow-unregistered-dialect --split-input-file %s | filecheck %s --check-prefixes=CHECK,LO
// RUN: xdsl-opt -p 'hip-pool-allocs{packer=best lifetime-start=first-use verify-plan=true}' --allow-unregistered-dialect --split-input-file %s | filecheck %s --check-prefixes=CHECK,LO

// Escaping addresses (docs/semantics.md §4.2, §12). A value that may
// point into a buffer escapes at an op that may keep it: one that writes it to
// memory as data (any later load brings it back), or one whose memory effects
// are unknown (an unregistered op, func.call, an op without effect
// declarations). The buffer is then live from its first use to the end of the
// block. The escaping use still counts at its own position for the start
// (`lifetime-start=first-use`). In every function %a and %b (256 B each) would
// share offset 0 without the rule; with it they overlap: %a at 0, %b at 256,
// pool 512, in every option set (the dynamic ones: %b at n * 256). Every run
// also checks the output with `xhip check` (verify-plan), whose liveness has
// the same rule, written apart.

// A memref stored to memory as data (`memref.store %a, %slot[]`, %slot holds
// memrefs) and loaded back: the copy %l writes %a while %b is read (op 6).
// 0 c0, 1 a, 2 b, 3 store a, 4 silu -> b, 5 l = load, 6 silu b -> l,
// 7 silu l -> x, 8 return. From the alloc: a [1,8], b [2,6]. First use: a [3,8]
// (the store, where the address is taken), b [4,6]. Overlap either way.
// (Before the fix, first-use moved a's start to the block end with its end:
// a [8,8], disjoint from b, both at 0.)
// CHECK:      builtin.module attributes {hipdnn.pool_size = 512 : i64, hipdnn.buffer_count = 2 : i64, hipdnn.buffer_offsets = [0 : i64, 256 : i64]} {
// CHECK-NEXT:   func.func @stored_address_first_use(
// CHECK-NEXT:     %c0 = arith.constant 0 : index
// CHECK-NEXT:     %[[SZ:.*]] = arith.constant 512 : index
// CHECK-NEXT:     %[[POOL:.*]] = hip.get_pool(%ctx, %[[SZ]]) : memref<?xi8>
// CHECK-NEXT:     %[[Z:.*]] = arith.constant 0 : index
// CHECK-NEXT:     %[[C256:.*]] = arith.constant 256 : index
// CHECK-NEXT:     %a = memref.view %[[POOL]][%[[Z]]][] : memref<?xi8> to memref<64xf32>
// CHECK-NEXT:     %b = memref.view %[[POOL]][%[[C256]]][] : memref<?xi8> to memref<64xf32>
// CHECK-NEXT:     memref.store %a, %slot[%c0] : memref<1xmemref<64xf32>>
func.func @stored_address_first_use(%ctx: !hip.context, %x: memref<64xf32>, %slot: memref<1xmemref<64xf32>>) {
  %c0 = arith.constant 0 : index
  %a = memref.alloc() : memref<64xf32>
  %b = memref.alloc() : memref<64xf32>
  memref.store %a, %slot[%c0] : memref<1xmemref<64xf32>>
  hip.silu(%ctx) ins(%x : memref<64xf32>) outs(%b : memref<64xf32>)
  %l = memref.load %slot[%c0] : memref<1xmemref<64xf32>>
  hip.silu(%ctx) ins(%b : memref<64xf32>) outs(%l : memref<64xf32>)
  hip.silu(%ctx) ins(%l : memref<64xf32>) outs(%x : memref<64xf32>)
  func.return
}

// -----

// The same store inside an scf.if: it counts at the scf.if (op 3) for the
// start and at the block end for the end: a [1,8] / first use [3,8], b [2,6]
// / [4,6]. (Before the fix, first-use: a [8,8], both at 0.)
// CHECK:      builtin.module attributes {hipdnn.pool_size = 512 : i64, hipdnn.buffer_count = 2 : i64, hipdnn.buffer_offsets = [0 : i64, 256 : i64]} {
// CHECK-NEXT:   func.func @stored_address_in_scf_if(
// CHECK-NEXT:     %c0 = arith.constant 0 : index
// CHECK-NEXT:     %[[SZ:.*]] = arith.constant 512 : index
// CHECK-NEXT:     %[[POOL:.*]] = hip.get_pool(%ctx, %[[SZ]]) : memref<?xi8>
// CHECK-NEXT:     %[[Z:.*]] = arith.constant 0 : index
// CHECK-NEXT:     %[[C256:.*]] = arith.constant 256 : index
// CHECK-NEXT:     %a = memref.view %[[POOL]][%[[Z]]][] : memref<?xi8> to memref<64xf32>
// CHECK-NEXT:     %b = memref.view %[[POOL]][%[[C256]]][] : memref<?xi8> to memref<64xf32>
// CHECK-NEXT:     scf.if %c {
// CHECK-NEXT:       memref.store %a, %slot[%c0] : memref<1xmemref<64xf32>>
func.func @stored_address_in_scf_if(%ctx: !hip.context, %c: i1, %x: memref<64xf32>, %slot: memref<1xmemref<64xf32>>) {
  %c0 = arith.constant 0 : index
  %a = memref.alloc() : memref<64xf32>
  %b = memref.alloc() : memref<64xf32>
  scf.if %c {
    memref.store %a, %slot[%c0] : memref<1xmemref<64xf32>>
  }
  hip.silu(%ctx) ins(%x : memref<64xf32>) outs(%b : memref<64xf32>)
  %l = memref.load %slot[%c0] : memref<1xmemref<64xf32>>
  hip.silu(%ctx) ins(%b : memref<64xf32>) outs(%l : memref<64xf32>)
  hip.silu(%ctx) ins(%l : memref<64xf32>) outs(%x : memref<64xf32>)
  func.return
}

// -----

// The address as an index (extract_aligned_pointer_as_index), in a vector
// (vector.broadcast), written to memory by vector.store (no declared effects:
// unknown, so it may keep it), loaded back and written through llvm.inttoptr
// while %b is live. 0 c0, 1 a, 2 silu -> a, 3 p, 4 v, 5 vector.store, 6 b,
// 7 silu -> b, 8 w, 9 q, 10 i, 11 ptr, 12 llvm.store, 13 silu b -> x,
// 14 return: a [1,14] (first use [2,14]), b [6,13] ([7,13]). (The reference
// ends a at the vector.store, op 5: both at 0, and op 12 writes into %b.)
// CHECK:      builtin.module attributes {hipdnn.pool_size = 512 : i64, hipdnn.buffer_count = 2 : i64, hipdnn.buffer_offsets = [0 : i64, 256 : i64]} {
// CHECK-NEXT:   func.func @vector_path(
// CHECK-NEXT:     %c0 = arith.constant 0 : index
// CHECK-NEXT:     %[[SZ:.*]] = arith.constant 512 : index
// CHECK-NEXT:     %[[POOL:.*]] = hip.get_pool(%ctx, %[[SZ]]) : memref<?xi8>
// CHECK-NEXT:     %[[Z:.*]] = arith.constant 0 : index
// CHECK-NEXT:     %[[C256:.*]] = arith.constant 256 : index
// CHECK-NEXT:     %a = memref.view %[[POOL]][%[[Z]]][] : memref<?xi8> to memref<64xf32>
// CHECK:          vector.store %v, %slots[%c0] : memref<1xindex>, vector<1xindex>
// CHECK-NEXT:     %b = memref.view %[[POOL]][%[[C256]]][] : memref<?xi8> to memref<64xf32>
func.func @vector_path(%ctx: !hip.context, %x: memref<64xf32>, %slots: memref<1xindex>, %f: f32) {
  %c0 = arith.constant 0 : index
  %a = memref.alloc() : memref<64xf32>
  hip.silu(%ctx) ins(%x : memref<64xf32>) outs(%a : memref<64xf32>)
  %p = memref.extract_aligned_pointer_as_index %a : memref<64xf32> -> index
  %v = vector.broadcast %p : index to vector<1xindex>
  vector.store %v, %slots[%c0] : memref<1xindex>, vector<1xindex>
  %b = memref.alloc() : memref<64xf32>
  hip.silu(%ctx) ins(%x : memref<64xf32>) outs(%b : memref<64xf32>)
  %w = vector.load %slots[%c0] : memref<1xindex>, vector<1xindex>
  %q = vector.extract %w[0] : index from vector<1xindex>
  %i = arith.index_cast %q : index to i64
  %ptr = llvm.inttoptr %i : i64 to !llvm.ptr
  llvm.store %f, %ptr : f32, !llvm.ptr
  hip.silu(%ctx) ins(%b : memref<64xf32>) outs(%x : memref<64xf32>)
  func.return
}

// -----

// An unregistered op receives %a and may keep it; a later one may use it
// ("test.flush", which receives nothing). 0 a, 1 silu -> a, 2 enqueue a, 3 b,
// 4 silu -> b, 5 flush, 6 silu b -> x, 7 return: a [0,7] ([1,7]), b [3,6]
// ([4,6]). (The reference: a [0,2], disjoint from b, both at 0.)
// CHECK:      builtin.module attributes {hipdnn.pool_size = 512 : i64, hipdnn.buffer_count = 2 : i64, hipdnn.buffer_offsets = [0 : i64, 256 : i64]} {
// CHECK-NEXT:   func.func @unregistered_op_keeps(
// CHECK-NEXT:     %[[SZ:.*]] = arith.constant 512 : index
// CHECK-NEXT:     %[[POOL:.*]] = hip.get_pool(%ctx, %[[SZ]]) : memref<?xi8>
// CHECK-NEXT:     %[[Z:.*]] = arith.constant 0 : index
// CHECK-NEXT:     %[[C256:.*]] = arith.constant 256 : index
// CHECK-NEXT:     %a = memref.view %[[POOL]][%[[Z]]][] : memref<?xi8> to memref<64xf32>
// CHECK-NEXT:     hip.silu
// CHECK-NEXT:     "test.enqueue"(%a) : (memref<64xf32>) -> ()
// CHECK-NEXT:     %b = memref.view %[[POOL]][%[[C256]]][] : memref<?xi8> to memref<64xf32>
func.func @unregistered_op_keeps(%ctx: !hip.context, %x: memref<64xf32>) {
  %a = memref.alloc() : memref<64xf32>
  hip.silu(%ctx) ins(%x : memref<64xf32>) outs(%a : memref<64xf32>)
  "test.enqueue"(%a) : (memref<64xf32>) -> ()
  %b = memref.alloc() : memref<64xf32>
  hip.silu(%ctx) ins(%x : memref<64xf32>) outs(%b : memref<64xf32>)
  "test.flush"() : () -> ()
  hip.silu(%ctx) ins(%b : memref<64xf32>) outs(%x : memref<64xf32>)
  func.return
}

// -----

// The same with func.call: a callee may keep its argument, and the later
// call may write it. a [0,7] ([1,7]), b [3,6] ([4,6]). (The reference: a
// [0,2], both at 0.)
// CHECK:      builtin.module attributes {hipdnn.pool_size = 512 : i64, hipdnn.buffer_count = 2 : i64, hipdnn.buffer_offsets = [0 : i64, 256 : i64]} {
// CHECK:        func.func @call_keeps(
// CHECK-NEXT:     %[[SZ:.*]] = arith.constant 512 : index
// CHECK-NEXT:     %[[POOL:.*]] = hip.get_pool(%ctx, %[[SZ]]) : memref<?xi8>
// CHECK-NEXT:     %[[Z:.*]] = arith.constant 0 : index
// CHECK-NEXT:     %[[C256:.*]] = arith.constant 256 : index
// CHECK-NEXT:     %a = memref.view %[[POOL]][%[[Z]]][] : memref<?xi8> to memref<64xf32>
// CHECK-NEXT:     hip.silu
// CHECK-NEXT:     func.call @keep(%a) : (memref<64xf32>) -> ()
// CHECK-NEXT:     %b = memref.view %[[POOL]][%[[C256]]][] : memref<?xi8> to memref<64xf32>
func.func private @keep(memref<64xf32>)
func.func private @flush()
func.func @call_keeps(%ctx: !hip.context, %x: memref<64xf32>) {
  %a = memref.alloc() : memref<64xf32>
  hip.silu(%ctx) ins(%x : memref<64xf32>) outs(%a : memref<64xf32>)
  func.call @keep(%a) : (memref<64xf32>) -> ()
  %b = memref.alloc() : memref<64xf32>
  hip.silu(%ctx) ins(%x : memref<64xf32>) outs(%b : memref<64xf32>)
  func.call @flush() : () -> ()
  hip.silu(%ctx) ins(%b : memref<64xf32>) outs(%x : memref<64xf32>)
  func.return
}

// -----

// async.execute (unregistered: generic form) writes %a; its token goes into a
// group (async.add_to_group: unknown effects, so it keeps the token, which
// aliases %a) that is awaited later, while %b is live. 0 c1, 1 a, 2 t =
// execute, 3 g, 4 add_to_group, 5 b, 6 silu -> b, 7 await_all g,
// 8 silu b -> x, 9 return: a [1,9] ([2,9]), b [5,8] ([6,8]). (Before: a died
// at op 4, the token's last use: both at 0, and the work may still write %a
// = %b's bytes until op 7.)
// CHECK:      builtin.module attributes {hipdnn.pool_size = 512 : i64, hipdnn.buffer_count = 2 : i64, hipdnn.buffer_offsets = [0 : i64, 256 : i64]} {
// CHECK-NEXT:   func.func @async_token_in_a_group(
// CHECK-NEXT:     %c1 = arith.constant 1 : index
// CHECK-NEXT:     %[[SZ:.*]] = arith.constant 512 : index
// CHECK-NEXT:     %[[POOL:.*]] = hip.get_pool(%ctx, %[[SZ]]) : memref<?xi8>
// CHECK-NEXT:     %[[Z:.*]] = arith.constant 0 : index
// CHECK-NEXT:     %[[C256:.*]] = arith.constant 256 : index
// CHECK-NEXT:     %a = memref.view %[[POOL]][%[[Z]]][] : memref<?xi8> to memref<64xf32>
// CHECK:          %n = "async.add_to_group"(%t, %g) : (!async.token, !async.group) -> index
// CHECK-NEXT:     %b = memref.view %[[POOL]][%[[C256]]][] : memref<?xi8> to memref<64xf32>
func.func @async_token_in_a_group(%ctx: !hip.context, %x: memref<64xf32>) {
  %c1 = arith.constant 1 : index
  %a = memref.alloc() : memref<64xf32>
  %t = "async.execute"() ({
    hip.silu(%ctx) ins(%x : memref<64xf32>) outs(%a : memref<64xf32>)
    "async.yield"() : () -> ()
  }) : () -> !async.token
  %g = "async.create_group"(%c1) : (index) -> !async.group
  %n = "async.add_to_group"(%t, %g) : (!async.token, !async.group) -> index
  %b = memref.alloc() : memref<64xf32>
  hip.silu(%ctx) ins(%x : memref<64xf32>) outs(%b : memref<64xf32>)
  "async.await_all"(%g) : (!async.group) -> ()
  hip.silu(%ctx) ins(%b : memref<64xf32>) outs(%x : memref<64xf32>)
  func.return
}

// -----

// Dynamic sizes (%n x 256 B each): a [0,7] ([1,7]), b [3,6] ([4,6]) overlap.
// Lifetime-only: two slabs, pool n*256 + n*256, a 0, b n*256. Grouped: one
// group (both sized by n), unit offsets 0 and 256, span 512: pool n*512, b at
// n*256. (The reference: one slab, both at 0.)
// CHECK:        builtin.module attributes {hipdnn.pool_size = 0 : i64, hipdnn.buffer_count = 2 : i64, hipdnn.buffer_offsets = [0 : i64, -1 : i64]} {
// CHECK-NEXT:     func.func @dynamic_unregistered_op_keeps(
// LO-NEXT:          %[[C256:.*]] = arith.constant 256 : index
// LO-NEXT:          %[[W:.*]] = arith.muli %n, %[[C256]] : index
// LO-NEXT:          %[[SZ:.*]] = arith.addi %[[W]], %[[W]] : index
// LO-NEXT:          %[[POOL:.*]] = hip.get_pool(%ctx, %[[SZ]]) : memref<?xi8>
// LO-NEXT:          %[[Z:.*]] = arith.constant 0 : index
// LO-NEXT:          %a = memref.view %[[POOL]][%[[Z]]][%n] : memref<?xi8> to memref<?x64xf32>
// LO:               %b = memref.view %[[POOL]][%[[W]]][%n] : memref<?xi8> to memref<?x64xf32>
// GROUPED-NEXT:     %[[C512:.*]] = arith.constant 512 : index
// GROUPED-NEXT:     %[[SZ:.*]] = arith.muli %n, %[[C512]] : index
// GROUPED-NEXT:     %[[POOL:.*]] = hip.get_pool(%ctx, %[[SZ]]) : memref<?xi8>
// GROUPED-NEXT:     %[[Z:.*]] = arith.constant 0 : index
// GROUPED-NEXT:     %[[C256:.*]] = arith.constant 256 : index
// GROUPED-NEXT:     %[[U:.*]] = arith.muli %n, %[[C256]] : index
// GROUPED-NEXT:     %a = memref.view %[[POOL]][%[[Z]]][%n] : memref<?xi8> to memref<?x64xf32>
// GROUPED:          %b = memref.view %[[POOL]][%[[U]]][%n] : memref<?xi8> to memref<?x64xf32>
func.func @dynamic_unregistered_op_keeps(%ctx: !hip.context, %n: index, %x: memref<?x64xf32>) {
  %a = memref.alloc(%n) : memref<?x64xf32>
  hip.silu(%ctx) ins(%x : memref<?x64xf32>) outs(%a : memref<?x64xf32>)
  "test.enqueue"(%a) : (memref<?x64xf32>) -> ()
  %b = memref.alloc(%n) : memref<?x64xf32>
  hip.silu(%ctx) ins(%x : memref<?x64xf32>) outs(%b : memref<?x64xf32>)
  "test.flush"() : () -> ()
  hip.silu(%ctx) ins(%b : memref<?x64xf32>) outs(%x : memref<?x64xf32>)
  func.return
}

// -----

// Allocs hoisted to the top, and a call that keeps %a: 0 a, 1 b, 2 silu -> a,
// 3 call keep(a), 4 silu -> b, 5 call flush, 6 silu b -> x, 7 return.
// From the alloc: a [0,7], b [1,6]; first use: a [2,7], b [4,6]. Overlap:
// as above. (Without the rule, first use: a [2,3], b [4,6]: both at 0.)
// CHECK:        builtin.module attributes {hipdnn.pool_size = 0 : i64, hipdnn.buffer_count = 2 : i64, hipdnn.buffer_offsets = [0 : i64, -1 : i64]} {
// CHECK:          func.func @hoisted_call_keeps(
// LO-NEXT:          %[[C256:.*]] = arith.constant 256 : index
// LO-NEXT:          %[[W:.*]] = arith.muli %n, %[[C256]] : index
// LO-NEXT:          %[[SZ:.*]] = arith.addi %[[W]], %[[W]] : index
// LO-NEXT:          %[[POOL:.*]] = hip.get_pool(%ctx, %[[SZ]]) : memref<?xi8>
// LO-NEXT:          %[[Z:.*]] = arith.constant 0 : index
// LO-NEXT:          %a = memref.view %[[POOL]][%[[Z]]][%n] : memref<?xi8> to memref<?x64xf32>
// LO-NEXT:          %b = memref.view %[[POOL]][%[[W]]][%n] : memref<?xi8> to memref<?x64xf32>
// GROUPED-NEXT:     %[[C512:.*]] = arith.constant 512 : index
// GROUPED-NEXT:     %[[SZ:.*]] = arith.muli %n, %[[C512]] : index
// GROUPED-NEXT:     %[[POOL:.*]] = hip.get_pool(%ctx, %[[SZ]]) : memref<?xi8>
// GROUPED-NEXT:     %[[Z:.*]] = arith.constant 0 : index
// GROUPED-NEXT:     %[[C256:.*]] = arith.constant 256 : index
// GROUPED-NEXT:     %[[U:.*]] = arith.muli %n, %[[C256]] : index
// GROUPED-NEXT:     %a = memref.view %[[POOL]][%[[Z]]][%n] : memref<?xi8> to memref<?x64xf32>
// GROUPED-NEXT:     %b = memref.view %[[POOL]][%[[U]]][%n] : memref<?xi8> to memref<?x64xf32>
func.func private @keep_dynamic(memref<?x64xf32>)
func.func private @flush()
func.func @hoisted_call_keeps(%ctx: !hip.context, %n: index, %x: memref<?x64xf32>) {
  %a = memref.alloc(%n) : memref<?x64xf32>
  %b = memref.alloc(%n) : memref<?x64xf32>
  hip.silu(%ctx) ins(%x : memref<?x64xf32>) outs(%a : memref<?x64xf32>)
  func.call @keep_dynamic(%a) : (memref<?x64xf32>) -> ()
  hip.silu(%ctx) ins(%x : memref<?x64xf32>) outs(%b : memref<?x64xf32>)
  func.call @flush() : () -> ()
  hip.silu(%ctx) ins(%b : memref<?x64xf32>) outs(%x : memref<?x64xf32>)
  func.return
}

// RUN: xdsl-opt -p 'hip-pool-allocs{verify-plan=true}' --allow-unregistered-dialect --split-input-file %s 2>/dev/null | filecheck %s
// RUN: xdsl-opt -p 'hip-pool-allocs{lifetime-only=false verify-plan=true}' --allow-unregistered-dialect --split-input-file %s 2>/dev/null | filecheck %s
// RUN: xdsl-opt -p 'hip-pool-allocs{lifetime-start=first-use verify-plan=true}' --allow-unregistered-dialect --split-input-file %s 2>/dev/null | filecheck %s
// RUN: xdsl-opt -p 'hip-pool-allocs{lifetime-start=first-use lifetime-only=false verify-plan=true}' --allow-unregistered-dialect --split-input-file %s 2>/dev/null | filecheck %s
// RUN: xdsl-opt -p 'hip-pool-allocs{packer=best verify-plan=true}' --allow-unregistered-dialect --split-input-file %s 2>/dev/null | filecheck %s
// RUN: xdsl-opt -p 'hip-pool-allocs{packer=best lifetime-start=first-use verify-plan=true}' --allow-unregistered-dialect --split-input-file %s 2>/dev/null | filecheck %s
// RUN: xdsl-opt -p hip-pool-allocs --allow-unregistered-dialect --split-input-file %s 2>&1 >/dev/null | filecheck %s --check-prefix=REMARK

// Deallocs of values that only *may* be a buffer (docs/semantics.md
// §4.6, §12). A `memref.dealloc` of an `arith.select`, an
// scf result, ... frees whichever buffer the value is at run time. If one of
// them were pooled, erasing the dealloc would leak the other one, and keeping
// it would free pool memory. So every alloc such a dealloc may free is left
// unpooled (its alloc and the dealloc stay as they are, with a remark), and is
// not counted in the module attributes (`hipdnn.buffer_count`,
// `buffer_offsets`). Only deallocs of the buffer itself or of a chain of
// view-like ops of it are erased; a dealloc of a value loaded from memory (or
// made by an op of unknown effects) may free any buffer whose address escaped.
// The other buffer, %b, is pooled alone: 256 B at 0, in every option set.

// %s is %a or the argument %y. (The reference pools %a and keeps the
// dealloc, whose operand is no memref.view: when %c holds, it frees pool
// memory. Erasing it instead, as xhip did before, leaks %y when %c is false.)
// The dealloc of %v, a cast of %b, is erased: it frees %b, which is pooled.
// CHECK:      builtin.module attributes {hipdnn.pool_size = 256 : i64, hipdnn.buffer_count = 1 : i64, hipdnn.buffer_offsets = [0 : i64]} {
// CHECK-NEXT:   func.func @select_with_an_argument(
// CHECK-NEXT:     %a = memref.alloc() : memref<64xf32>
// CHECK-NEXT:     hip.silu(%ctx) ins(%x : memref<64xf32>) outs(%a : memref<64xf32>)
// CHECK-NEXT:     %s = arith.select %c, %a, %y : memref<64xf32>
// CHECK-NEXT:     hip.silu(%ctx) ins(%s : memref<64xf32>) outs(%x : memref<64xf32>)
// CHECK-NEXT:     memref.dealloc %s : memref<64xf32>
// CHECK-NEXT:     %[[SZ:.*]] = arith.constant 256 : index
// CHECK-NEXT:     %[[POOL:.*]] = hip.get_pool(%ctx, %[[SZ]]) : memref<?xi8>
// CHECK-NEXT:     %[[Z:.*]] = arith.constant 0 : index
// CHECK-NEXT:     %b = memref.view %[[POOL]][%[[Z]]][] : memref<?xi8> to memref<64xf32>
// CHECK-NEXT:     %v = memref.cast %b : memref<64xf32> to memref<?xf32>
// CHECK-NEXT:     hip.silu(%ctx) ins(%x : memref<64xf32>) outs(%b : memref<64xf32>)
// CHECK-NEXT:     hip.silu(%ctx) ins(%b : memref<64xf32>) outs(%x : memref<64xf32>)
// CHECK-NEXT:     func.return
// REMARK:      {{^}}remark: hip-pool-allocs: %a is not pooled: memref.dealloc %s frees either it or another buffer, so that dealloc can be neither erased (a leak) nor kept (it would free pool memory){{$}}
func.func @select_with_an_argument(%ctx: !hip.context, %c: i1, %x: memref<64xf32>, %y: memref<64xf32>) {
  %a = memref.alloc() : memref<64xf32>
  hip.silu(%ctx) ins(%x : memref<64xf32>) outs(%a : memref<64xf32>)
  %s = arith.select %c, %a, %y : memref<64xf32>
  hip.silu(%ctx) ins(%s : memref<64xf32>) outs(%x : memref<64xf32>)
  memref.dealloc %s : memref<64xf32>
  %b = memref.alloc() : memref<64xf32>
  %v = memref.cast %b : memref<64xf32> to memref<?xf32>
  hip.silu(%ctx) ins(%x : memref<64xf32>) outs(%b : memref<64xf32>)
  hip.silu(%ctx) ins(%b : memref<64xf32>) outs(%x : memref<64xf32>)
  memref.dealloc %v : memref<?xf32>
  func.return
}

// -----

// Both operands of the select are allocs: both stay, with one remark each.
// (The reference pools %a at 0 and %y at 256 and keeps the dealloc of %s,
// freeing pool memory whichever is chosen.)
// CHECK:      builtin.module attributes {hipdnn.pool_size = 256 : i64, hipdnn.buffer_count = 1 : i64, hipdnn.buffer_offsets = [0 : i64]} {
// CHECK-NEXT:   func.func @select_of_two_allocs(
// CHECK-NEXT:     %a = memref.alloc() : memref<64xf32>
// CHECK-NEXT:     %y = memref.alloc() : memref<64xf32>
// CHECK:          memref.dealloc %s : memref<64xf32>
// CHECK-NEXT:     %[[SZ:.*]] = arith.constant 256 : index
// CHECK-NEXT:     %[[POOL:.*]] = hip.get_pool(%ctx, %[[SZ]]) : memref<?xi8>
// CHECK-NEXT:     %[[Z:.*]] = arith.constant 0 : index
// CHECK-NEXT:     %b = memref.view %[[POOL]][%[[Z]]][] : memref<?xi8> to memref<64xf32>
// REMARK-NEXT: {{^}}remark: hip-pool-allocs: %a is not pooled: memref.dealloc %s frees either it or another buffer, so that dealloc can be neither erased (a leak) nor kept (it would free pool memory){{$}}
// REMARK-NEXT: {{^}}remark: hip-pool-allocs: %y is not pooled: memref.dealloc %s frees either it or another buffer, so that dealloc can be neither erased (a leak) nor kept (it would free pool memory){{$}}
func.func @select_of_two_allocs(%ctx: !hip.context, %c: i1, %x: memref<64xf32>) {
  %a = memref.alloc() : memref<64xf32>
  %y = memref.alloc() : memref<64xf32>
  hip.silu(%ctx) ins(%x : memref<64xf32>) outs(%a : memref<64xf32>)
  hip.silu(%ctx) ins(%x : memref<64xf32>) outs(%y : memref<64xf32>)
  %s = arith.select %c, %a, %y : memref<64xf32>
  hip.silu(%ctx) ins(%s : memref<64xf32>) outs(%x : memref<64xf32>)
  memref.dealloc %s : memref<64xf32>
  %b = memref.alloc() : memref<64xf32>
  hip.silu(%ctx) ins(%x : memref<64xf32>) outs(%b : memref<64xf32>)
  hip.silu(%ctx) ins(%b : memref<64xf32>) outs(%x : memref<64xf32>)
  func.return
}

// -----

// %r is %a or %n, an alloc made inside the scf.if (not a candidate). (Pooling
// %a and erasing the dealloc leaks %n when %c is false; the reference keeps
// it, freeing pool memory when %c holds.) The dealloc of %b itself is erased.
// CHECK:      builtin.module attributes {hipdnn.pool_size = 256 : i64, hipdnn.buffer_count = 1 : i64, hipdnn.buffer_offsets = [0 : i64]} {
// CHECK-NEXT:   func.func @scf_if_yields_an_inner_alloc(
// CHECK-NEXT:     %a = memref.alloc() : memref<64xf32>
// CHECK:            %n = memref.alloc() : memref<64xf32>
// CHECK:          memref.dealloc %r : memref<64xf32>
// CHECK-NEXT:     %[[SZ:.*]] = arith.constant 256 : index
// CHECK-NEXT:     %[[POOL:.*]] = hip.get_pool(%ctx, %[[SZ]]) : memref<?xi8>
// CHECK-NEXT:     %[[Z:.*]] = arith.constant 0 : index
// CHECK-NEXT:     %b = memref.view %[[POOL]][%[[Z]]][] : memref<?xi8> to memref<64xf32>
// CHECK-NEXT:     hip.silu(%ctx) ins(%x : memref<64xf32>) outs(%b : memref<64xf32>)
// CHECK-NEXT:     hip.silu(%ctx) ins(%b : memref<64xf32>) outs(%x : memref<64xf32>)
// CHECK-NEXT:     func.return
// REMARK-NEXT: {{^}}remark: hip-pool-allocs: %a is not pooled: memref.dealloc %r frees either it or another buffer, so that dealloc can be neither erased (a leak) nor kept (it would free pool memory){{$}}
func.func @scf_if_yields_an_inner_alloc(%ctx: !hip.context, %c: i1, %x: memref<64xf32>) {
  %a = memref.alloc() : memref<64xf32>
  hip.silu(%ctx) ins(%x : memref<64xf32>) outs(%a : memref<64xf32>)
  %r = scf.if %c -> (memref<64xf32>) {
    scf.yield %a : memref<64xf32>
  } else {
    %n = memref.alloc() : memref<64xf32>
    hip.silu(%ctx) ins(%x : memref<64xf32>) outs(%n : memref<64xf32>)
    scf.yield %n : memref<64xf32>
  }
  hip.silu(%ctx) ins(%r : memref<64xf32>) outs(%x : memref<64xf32>)
  memref.dealloc %r : memref<64xf32>
  %b = memref.alloc() : memref<64xf32>
  hip.silu(%ctx) ins(%x : memref<64xf32>) outs(%b : memref<64xf32>)
  hip.silu(%ctx) ins(%b : memref<64xf32>) outs(%x : memref<64xf32>)
  memref.dealloc %b : memref<64xf32>
  func.return
}

// -----

// %a's address is stored to memory (it escapes), and a copy loaded back is
// deallocated: the alias analysis cannot tell which buffer %l is, and one whose
// address escaped may come back from memory, so %a stays. (Found by the fuzzer:
// pooled, %a's pool bytes were freed through %l.)
// CHECK:      builtin.module attributes {hipdnn.pool_size = 256 : i64, hipdnn.buffer_count = 1 : i64, hipdnn.buffer_offsets = [0 : i64]} {
// CHECK-NEXT:   func.func @dealloc_of_a_copy_loaded_back(
// CHECK-NEXT:     %c0 = arith.constant 0 : index
// CHECK-NEXT:     %a = memref.alloc() : memref<64xf32>
// CHECK-NEXT:     memref.store %a, %slot[%c0] : memref<1xmemref<64xf32>>
// CHECK-NEXT:     hip.silu(%ctx) ins(%x : memref<64xf32>) outs(%a : memref<64xf32>)
// CHECK-NEXT:     %l = memref.load %slot[%c0] : memref<1xmemref<64xf32>>
// CHECK-NEXT:     memref.dealloc %l : memref<64xf32>
// CHECK-NEXT:     %[[SZ:.*]] = arith.constant 256 : index
// CHECK-NEXT:     %[[POOL:.*]] = hip.get_pool(%ctx, %[[SZ]]) : memref<?xi8>
// CHECK-NEXT:     %[[Z:.*]] = arith.constant 0 : index
// CHECK-NEXT:     %b = memref.view %[[POOL]][%[[Z]]][] : memref<?xi8> to memref<64xf32>
// REMARK-NEXT: {{^}}remark: hip-pool-allocs: %a is not pooled: memref.dealloc %l frees either it or another buffer, so that dealloc can be neither erased (a leak) nor kept (it would free pool memory){{$}}
func.func @dealloc_of_a_copy_loaded_back(%ctx: !hip.context, %x: memref<64xf32>, %slot: memref<1xmemref<64xf32>>) {
  %c0 = arith.constant 0 : index
  %a = memref.alloc() : memref<64xf32>
  memref.store %a, %slot[%c0] : memref<1xmemref<64xf32>>
  hip.silu(%ctx) ins(%x : memref<64xf32>) outs(%a : memref<64xf32>)
  %l = memref.load %slot[%c0] : memref<1xmemref<64xf32>>
  memref.dealloc %l : memref<64xf32>
  %b = memref.alloc() : memref<64xf32>
  hip.silu(%ctx) ins(%x : memref<64xf32>) outs(%b : memref<64xf32>)
  hip.silu(%ctx) ins(%b : memref<64xf32>) outs(%x : memref<64xf32>)
  func.return
}

// -----

// When nothing is left to pool, the function needs no !hip.context argument
// and gets the attributes of a function without candidates (docs/semantics.md §7).
// CHECK:      builtin.module attributes {hipdnn.pool_size = 0 : i64, hipdnn.buffer_count = 0 : i64, hipdnn.buffer_offsets = []} {
// CHECK-NEXT:   func.func @nothing_left_to_pool(%c: i1, %x: memref<64xf32>) {
// CHECK-NEXT:     %a = memref.alloc() : memref<64xf32>
// CHECK-NEXT:     memref.copy %x, %a : memref<64xf32> to memref<64xf32>
// CHECK-NEXT:     %s = arith.select %c, %a, %x : memref<64xf32>
// CHECK-NEXT:     memref.dealloc %s : memref<64xf32>
// CHECK-NEXT:     func.return
// REMARK-NEXT: {{^}}remark: hip-pool-allocs: %a is not pooled: memref.dealloc %s frees either it or another buffer, so that dealloc can be neither erased (a leak) nor kept (it would free pool memory){{$}}
// REMARK-NOT:  {{.}}
func.func @nothing_left_to_pool(%c: i1, %x: memref<64xf32>) {
  %a = memref.alloc() : memref<64xf32>
  memref.copy %x, %a : memref<64xf32> to memref<64xf32>
  %s = arith.select %c, %a, %x : memref<64xf32>
  memref.dealloc %s : memref<64xf32>
  func.return
}

// RUN: xdsl-opt -p hip-pool-allocs --allow-unregistered-dialect --split-input-file %s | filecheck %s

// Lifetimes follow aliases (docs/semantics.md §4). Unless said otherwise, each function is:
//   0 %c0, 1 %a = alloc, 2 %v = <alias of %a>, 3 %b = alloc, 4 use %b, 5 use %v.
// Without following the alias %a would be [1,2] and share offset 0 with %b
// [3,4]; following it, %a is [1,5], they overlap, and %b goes to 256 (both 256 B
// after alignment): pool 512, offsets [0, 256].

// view
// CHECK:      builtin.module attributes {hipdnn.pool_size = 512 : i64, hipdnn.buffer_count = 2 : i64, hipdnn.buffer_offsets = [0 : i64, 256 : i64]} {
// CHECK:        func.func @alias_view(
// CHECK-NEXT:     %c0 = arith.constant 0 : index
// CHECK-NEXT:     %[[SZ:.*]] = arith.constant 512 : index
// CHECK-NEXT:     %[[POOL:.*]] = hip.get_pool(%ctx, %[[SZ]]) : memref<?xi8>
// CHECK-NEXT:     %[[Z:.*]] = arith.constant 0 : index
// CHECK-NEXT:     %[[C256:.*]] = arith.constant 256 : index
// CHECK-NEXT:     %a = memref.view %[[POOL]][%[[Z]]][] : memref<?xi8> to memref<256xi8>
// CHECK-NEXT:     %v = memref.view %a[%c0][] : memref<256xi8> to memref<64xf32>
// CHECK-NEXT:     %b = memref.view %[[POOL]][%[[C256]]][] : memref<?xi8> to memref<64xf32>
func.func @alias_view(%ctx: !hip.context, %shape: memref<2xindex>) {
  %c0 = arith.constant 0 : index
  %a = memref.alloc() : memref<256xi8>
  %v = memref.view %a[%c0][] : memref<256xi8> to memref<64xf32>
  %b = memref.alloc() : memref<64xf32>
  "test.op_with_memread"(%b) : (memref<64xf32>) -> ()
  "test.op_with_memread"(%v) : (memref<64xf32>) -> ()
  func.return
}

// -----

// subview
// CHECK:      builtin.module attributes {hipdnn.pool_size = 512 : i64, hipdnn.buffer_count = 2 : i64, hipdnn.buffer_offsets = [0 : i64, 256 : i64]} {
// CHECK:        func.func @alias_subview(
// CHECK-NEXT:     %c0 = arith.constant 0 : index
// CHECK-NEXT:     %[[SZ:.*]] = arith.constant 512 : index
// CHECK-NEXT:     %[[POOL:.*]] = hip.get_pool(%ctx, %[[SZ]]) : memref<?xi8>
// CHECK-NEXT:     %[[Z:.*]] = arith.constant 0 : index
// CHECK-NEXT:     %[[C256:.*]] = arith.constant 256 : index
// CHECK-NEXT:     %a = memref.view %[[POOL]][%[[Z]]][] : memref<?xi8> to memref<64xf32>
// CHECK-NEXT:     %v = memref.subview %a[0] [16] [1]
// CHECK-NEXT:     %b = memref.view %[[POOL]][%[[C256]]][] : memref<?xi8> to memref<64xf32>
func.func @alias_subview(%ctx: !hip.context, %shape: memref<2xindex>) {
  %c0 = arith.constant 0 : index
  %a = memref.alloc() : memref<64xf32>
  %v = memref.subview %a[0] [16] [1] : memref<64xf32> to memref<16xf32, strided<[1]>>
  %b = memref.alloc() : memref<64xf32>
  "test.op_with_memread"(%b) : (memref<64xf32>) -> ()
  "test.op_with_memread"(%v) : (memref<16xf32, strided<[1]>>) -> ()
  func.return
}

// -----

// cast
// CHECK:      builtin.module attributes {hipdnn.pool_size = 512 : i64, hipdnn.buffer_count = 2 : i64, hipdnn.buffer_offsets = [0 : i64, 256 : i64]} {
// CHECK:        func.func @alias_cast(
// CHECK-NEXT:     %c0 = arith.constant 0 : index
// CHECK-NEXT:     %[[SZ:.*]] = arith.constant 512 : index
// CHECK-NEXT:     %[[POOL:.*]] = hip.get_pool(%ctx, %[[SZ]]) : memref<?xi8>
// CHECK-NEXT:     %[[Z:.*]] = arith.constant 0 : index
// CHECK-NEXT:     %[[C256:.*]] = arith.constant 256 : index
// CHECK-NEXT:     %a = memref.view %[[POOL]][%[[Z]]][] : memref<?xi8> to memref<64xf32>
// CHECK-NEXT:     %v = memref.cast %a : memref<64xf32> to memref<?xf32>
// CHECK-NEXT:     %b = memref.view %[[POOL]][%[[C256]]][] : memref<?xi8> to memref<64xf32>
func.func @alias_cast(%ctx: !hip.context, %shape: memref<2xindex>) {
  %c0 = arith.constant 0 : index
  %a = memref.alloc() : memref<64xf32>
  %v = memref.cast %a : memref<64xf32> to memref<?xf32>
  %b = memref.alloc() : memref<64xf32>
  "test.op_with_memread"(%b) : (memref<64xf32>) -> ()
  "test.op_with_memread"(%v) : (memref<?xf32>) -> ()
  func.return
}

// -----

// reinterpret_cast
// CHECK:      builtin.module attributes {hipdnn.pool_size = 512 : i64, hipdnn.buffer_count = 2 : i64, hipdnn.buffer_offsets = [0 : i64, 256 : i64]} {
// CHECK:        func.func @alias_reinterpret_cast(
// CHECK-NEXT:     %c0 = arith.constant 0 : index
// CHECK-NEXT:     %[[SZ:.*]] = arith.constant 512 : index
// CHECK-NEXT:     %[[POOL:.*]] = hip.get_pool(%ctx, %[[SZ]]) : memref<?xi8>
// CHECK-NEXT:     %[[Z:.*]] = arith.constant 0 : index
// CHECK-NEXT:     %[[C256:.*]] = arith.constant 256 : index
// CHECK-NEXT:     %a = memref.view %[[POOL]][%[[Z]]][] : memref<?xi8> to memref<64xf32>
// CHECK-NEXT:     %v = memref.reinterpret_cast %a to offset: [0], sizes: [8, 8], strides: [8, 1]
// CHECK-NEXT:     %b = memref.view %[[POOL]][%[[C256]]][] : memref<?xi8> to memref<64xf32>
func.func @alias_reinterpret_cast(%ctx: !hip.context, %shape: memref<2xindex>) {
  %c0 = arith.constant 0 : index
  %a = memref.alloc() : memref<64xf32>
  %v = memref.reinterpret_cast %a to offset: [0], sizes: [8, 8], strides: [8, 1] : memref<64xf32> to memref<8x8xf32, strided<[8, 1]>>
  %b = memref.alloc() : memref<64xf32>
  "test.op_with_memread"(%b) : (memref<64xf32>) -> ()
  "test.op_with_memread"(%v) : (memref<8x8xf32, strided<[8, 1]>>) -> ()
  func.return
}

// -----

// collapse_shape
// CHECK:      builtin.module attributes {hipdnn.pool_size = 512 : i64, hipdnn.buffer_count = 2 : i64, hipdnn.buffer_offsets = [0 : i64, 256 : i64]} {
// CHECK:        func.func @alias_collapse_shape(
// CHECK-NEXT:     %c0 = arith.constant 0 : index
// CHECK-NEXT:     %[[SZ:.*]] = arith.constant 512 : index
// CHECK-NEXT:     %[[POOL:.*]] = hip.get_pool(%ctx, %[[SZ]]) : memref<?xi8>
// CHECK-NEXT:     %[[Z:.*]] = arith.constant 0 : index
// CHECK-NEXT:     %[[C256:.*]] = arith.constant 256 : index
// CHECK-NEXT:     %a = memref.view %[[POOL]][%[[Z]]][] : memref<?xi8> to memref<8x8xf32>
// CHECK-NEXT:     %v = memref.collapse_shape %a
// CHECK-NEXT:     %b = memref.view %[[POOL]][%[[C256]]][] : memref<?xi8> to memref<64xf32>
func.func @alias_collapse_shape(%ctx: !hip.context, %shape: memref<2xindex>) {
  %c0 = arith.constant 0 : index
  %a = memref.alloc() : memref<8x8xf32>
  %v = memref.collapse_shape %a [[0, 1]] : memref<8x8xf32> into memref<64xf32>
  %b = memref.alloc() : memref<64xf32>
  "test.op_with_memread"(%b) : (memref<64xf32>) -> ()
  "test.op_with_memread"(%v) : (memref<64xf32>) -> ()
  func.return
}

// -----

// expand_shape
// CHECK:      builtin.module attributes {hipdnn.pool_size = 512 : i64, hipdnn.buffer_count = 2 : i64, hipdnn.buffer_offsets = [0 : i64, 256 : i64]} {
// CHECK:        func.func @alias_expand_shape(
// CHECK-NEXT:     %c0 = arith.constant 0 : index
// CHECK-NEXT:     %[[SZ:.*]] = arith.constant 512 : index
// CHECK-NEXT:     %[[POOL:.*]] = hip.get_pool(%ctx, %[[SZ]]) : memref<?xi8>
// CHECK-NEXT:     %[[Z:.*]] = arith.constant 0 : index
// CHECK-NEXT:     %[[C256:.*]] = arith.constant 256 : index
// CHECK-NEXT:     %a = memref.view %[[POOL]][%[[Z]]][] : memref<?xi8> to memref<64xf32>
// CHECK-NEXT:     %v = memref.expand_shape %a
// CHECK-NEXT:     %b = memref.view %[[POOL]][%[[C256]]][] : memref<?xi8> to memref<64xf32>
func.func @alias_expand_shape(%ctx: !hip.context, %shape: memref<2xindex>) {
  %c0 = arith.constant 0 : index
  %a = memref.alloc() : memref<64xf32>
  %v = memref.expand_shape %a [[0, 1]] output_shape [8, 8] : memref<64xf32> into memref<8x8xf32>
  %b = memref.alloc() : memref<64xf32>
  "test.op_with_memread"(%b) : (memref<64xf32>) -> ()
  "test.op_with_memread"(%v) : (memref<8x8xf32>) -> ()
  func.return
}

// -----

// reshape
// CHECK:      builtin.module attributes {hipdnn.pool_size = 512 : i64, hipdnn.buffer_count = 2 : i64, hipdnn.buffer_offsets = [0 : i64, 256 : i64]} {
// CHECK:        func.func @alias_reshape(
// CHECK-NEXT:     %c0 = arith.constant 0 : index
// CHECK-NEXT:     %[[SZ:.*]] = arith.constant 512 : index
// CHECK-NEXT:     %[[POOL:.*]] = hip.get_pool(%ctx, %[[SZ]]) : memref<?xi8>
// CHECK-NEXT:     %[[Z:.*]] = arith.constant 0 : index
// CHECK-NEXT:     %[[C256:.*]] = arith.constant 256 : index
// CHECK-NEXT:     %a = memref.view %[[POOL]][%[[Z]]][] : memref<?xi8> to memref<64xf32>
// CHECK-NEXT:     %v = memref.reshape %a(%shape) : (memref<64xf32>, memref<2xindex>) -> memref<8x8xf32>
// CHECK-NEXT:     %b = memref.view %[[POOL]][%[[C256]]][] : memref<?xi8> to memref<64xf32>
func.func @alias_reshape(%ctx: !hip.context, %shape: memref<2xindex>) {
  %c0 = arith.constant 0 : index
  %a = memref.alloc() : memref<64xf32>
  %v = memref.reshape %a(%shape) : (memref<64xf32>, memref<2xindex>) -> memref<8x8xf32>
  %b = memref.alloc() : memref<64xf32>
  "test.op_with_memread"(%b) : (memref<64xf32>) -> ()
  "test.op_with_memread"(%v) : (memref<8x8xf32>) -> ()
  func.return
}

// -----

// memory_space_cast
// CHECK:      builtin.module attributes {hipdnn.pool_size = 512 : i64, hipdnn.buffer_count = 2 : i64, hipdnn.buffer_offsets = [0 : i64, 256 : i64]} {
// CHECK:        func.func @alias_memory_space_cast(
// CHECK-NEXT:     %c0 = arith.constant 0 : index
// CHECK-NEXT:     %[[SZ:.*]] = arith.constant 512 : index
// CHECK-NEXT:     %[[POOL:.*]] = hip.get_pool(%ctx, %[[SZ]]) : memref<?xi8>
// CHECK-NEXT:     %[[Z:.*]] = arith.constant 0 : index
// CHECK-NEXT:     %[[C256:.*]] = arith.constant 256 : index
// CHECK-NEXT:     %a = memref.view %[[POOL]][%[[Z]]][] : memref<?xi8> to memref<64xf32>
// CHECK-NEXT:     %v = memref.memory_space_cast %a : memref<64xf32> to memref<64xf32, 1 : i64>
// CHECK-NEXT:     %b = memref.view %[[POOL]][%[[C256]]][] : memref<?xi8> to memref<64xf32>
func.func @alias_memory_space_cast(%ctx: !hip.context, %shape: memref<2xindex>) {
  %c0 = arith.constant 0 : index
  %a = memref.alloc() : memref<64xf32>
  %v = memref.memory_space_cast %a : memref<64xf32> to memref<64xf32, 1>
  %b = memref.alloc() : memref<64xf32>
  "test.op_with_memread"(%b) : (memref<64xf32>) -> ()
  "test.op_with_memread"(%v) : (memref<64xf32, 1>) -> ()
  func.return
}

// -----

// call_result
// CHECK:      builtin.module attributes {hipdnn.pool_size = 512 : i64, hipdnn.buffer_count = 2 : i64, hipdnn.buffer_offsets = [0 : i64, 256 : i64]} {
// CHECK:        func.func @alias_call_result(
// CHECK-NEXT:     %c0 = arith.constant 0 : index
// CHECK-NEXT:     %[[SZ:.*]] = arith.constant 512 : index
// CHECK-NEXT:     %[[POOL:.*]] = hip.get_pool(%ctx, %[[SZ]]) : memref<?xi8>
// CHECK-NEXT:     %[[Z:.*]] = arith.constant 0 : index
// CHECK-NEXT:     %[[C256:.*]] = arith.constant 256 : index
// CHECK-NEXT:     %a = memref.view %[[POOL]][%[[Z]]][] : memref<?xi8> to memref<64xf32>
// CHECK-NEXT:     %v = func.call @opaque(%a)
// CHECK-NEXT:     %b = memref.view %[[POOL]][%[[C256]]][] : memref<?xi8> to memref<64xf32>
func.func private @opaque(memref<64xf32>) -> memref<64xf32>
func.func @alias_call_result(%ctx: !hip.context, %shape: memref<2xindex>) {
  %c0 = arith.constant 0 : index
  %a = memref.alloc() : memref<64xf32>
  %v = func.call @opaque(%a) : (memref<64xf32>) -> memref<64xf32>
  %b = memref.alloc() : memref<64xf32>
  "test.op_with_memread"(%b) : (memref<64xf32>) -> ()
  "test.op_with_memread"(%v) : (memref<64xf32>) -> ()
  func.return
}

// -----

// Transitive: a subview of a cast of %a still aliases %a.
// 1 a, 2 v1 = cast a, 3 v2 = subview v1, 4 b, 5 use b, 6 use v2: a [1,6] vs b [4,5].
// CHECK:      builtin.module attributes {hipdnn.pool_size = 512 : i64, hipdnn.buffer_count = 2 : i64, hipdnn.buffer_offsets = [0 : i64, 256 : i64]} {
func.func @alias_chain(%ctx: !hip.context) {
  %c0 = arith.constant 0 : index
  %a = memref.alloc() : memref<64xf32>
  %v1 = memref.cast %a : memref<64xf32> to memref<?xf32>
  %v2 = memref.subview %v1[0] [16] [1] : memref<?xf32> to memref<16xf32, strided<[1]>>
  %b = memref.alloc() : memref<64xf32>
  "test.op_with_memread"(%b) : (memref<64xf32>) -> ()
  "test.op_with_memread"(%v2) : (memref<16xf32, strided<[1]>>) -> ()
  func.return
}

// -----

// arith.select aliases both of its buffer operands.
// 0 a, 1 b, 2 s = select(c, a, b), 3 d, 4 use d, 5 use s:
// a [0,5], b [1,5], d [3,4] all overlap -> 0, 256, 512; pool 768.
// A select of an argument (%x) and an alloc, in either position, extends the alloc:
// 6 e, 7 t = select(c, x, e), 8 f, 9 use f, 10 use t -> e [6,10] overlaps f [8,9];
// e and f are disjoint from a, b, d: e 0, f 256.
// 11 g, 12 u = select(c, g, x), 13 h, 14 use h, 15 use u -> g 0, h 256.
// CHECK:      builtin.module attributes {hipdnn.pool_size = 768 : i64, hipdnn.buffer_count = 7 : i64, hipdnn.buffer_offsets = [0 : i64, 256 : i64, 512 : i64, 0 : i64, 256 : i64, 0 : i64, 256 : i64]} {
// CHECK:         %s = arith.select %c, %a, %b : memref<64xf32>
// CHECK:         %t = arith.select %c, %x, %e : memref<64xf32>
// CHECK:         %u = arith.select %c, %g, %x : memref<64xf32>
func.func @alias_select(%ctx: !hip.context, %c: i1, %x: memref<64xf32>) {
  %a = memref.alloc() : memref<64xf32>
  %b = memref.alloc() : memref<64xf32>
  %s = arith.select %c, %a, %b : memref<64xf32>
  %d = memref.alloc() : memref<64xf32>
  "test.op_with_memread"(%d) : (memref<64xf32>) -> ()
  "test.op_with_memread"(%s) : (memref<64xf32>) -> ()
  %e = memref.alloc() : memref<64xf32>
  %t = arith.select %c, %x, %e : memref<64xf32>
  %f = memref.alloc() : memref<64xf32>
  "test.op_with_memread"(%f) : (memref<64xf32>) -> ()
  "test.op_with_memread"(%t) : (memref<64xf32>) -> ()
  %g = memref.alloc() : memref<64xf32>
  %u = arith.select %c, %g, %x : memref<64xf32>
  %h = memref.alloc() : memref<64xf32>
  "test.op_with_memread"(%h) : (memref<64xf32>) -> ()
  "test.op_with_memread"(%u) : (memref<64xf32>) -> ()
  func.return
}

// -----

// Users nested in regions count at their ancestor op in the entry block.
// 0 c0, 1 a, 2 b, 3 use b, 4 scf.for { scf.if { copy into a } }, 5 d, 6 use d.
// a [1,4] (the scf.for), b [2,3], d [5,6]: a 0, b overlaps a -> 256, d is
// disjoint from both -> 0. (Counting the nested copy at the block end would make
// a overlap d.)
// CHECK:      builtin.module attributes {hipdnn.pool_size = 512 : i64, hipdnn.buffer_count = 3 : i64, hipdnn.buffer_offsets = [0 : i64, 256 : i64, 0 : i64]} {
// CHECK:         scf.for
// CHECK-NEXT:      scf.if %c {
// CHECK-NEXT:        memref.copy %x, %a : memref<64xf32> to memref<64xf32>
func.func @nested_users(%ctx: !hip.context, %c: i1, %x: memref<64xf32>, %n: index) {
  %c0 = arith.constant 0 : index
  %a = memref.alloc() : memref<64xf32>
  %b = memref.alloc() : memref<64xf32>
  "test.op_with_memread"(%b) : (memref<64xf32>) -> ()
  scf.for %i = %c0 to %n step %n {
    scf.if %c {
      memref.copy %x, %a : memref<64xf32> to memref<64xf32>
    }
  }
  %d = memref.alloc() : memref<64xf32>
  "test.op_with_memread"(%d) : (memref<64xf32>) -> ()
  func.return
}

// -----

// A buffer yielded out of scf.if (or carried by scf.for) is used later through
// the region op's result.
// 0 a, 1 r = scf.if yielding a or x, 2 b, 3 use b, 4 use r -> a [0,4], b [2,3]: 0, 256.
// 5 e, 6 q = scf.for iter_args(e), 7 f, 8 use f, 9 use q -> e [5,9], f [7,8]: 0, 256.
// CHECK:      builtin.module attributes {hipdnn.pool_size = 512 : i64, hipdnn.buffer_count = 4 : i64, hipdnn.buffer_offsets = [0 : i64, 256 : i64, 0 : i64, 256 : i64]} {
func.func @yielded(%ctx: !hip.context, %c: i1, %x: memref<64xf32>, %n: index) {
  %a = memref.alloc() : memref<64xf32>
  %r = scf.if %c -> (memref<64xf32>) {
    scf.yield %a : memref<64xf32>
  } else {
    scf.yield %x : memref<64xf32>
  }
  %b = memref.alloc() : memref<64xf32>
  "test.op_with_memread"(%b) : (memref<64xf32>) -> ()
  "test.op_with_memread"(%r) : (memref<64xf32>) -> ()
  %e = memref.alloc() : memref<64xf32>
  %q = scf.for %i = %n to %n step %n iter_args(%it = %e) -> (memref<64xf32>) {
    scf.yield %it : memref<64xf32>
  }
  %f = memref.alloc() : memref<64xf32>
  "test.op_with_memread"(%f) : (memref<64xf32>) -> ()
  "test.op_with_memread"(%q) : (memref<64xf32>) -> ()
  func.return
}

// -----

// An op whose memory effects are unknown (func.call) may keep the buffer it is
// handed (store its address, queue work on it), so the buffer escapes: live to
// the end of the block. 0 a, 1 b, 2 use b, 3 call @sink(a), 4 d, 5 use d,
// 6 return: a [0,6], b [1,2], d [4,5]: a 0, b 256, d overlaps a, not b: 256.
// (The reference ends a at the call, op 3, and puts d at 0, in a's bytes,
// while @sink may still write them.)
// CHECK:      builtin.module attributes {hipdnn.pool_size = 512 : i64, hipdnn.buffer_count = 3 : i64, hipdnn.buffer_offsets = [0 : i64, 256 : i64, 256 : i64]} {
// CHECK:        func.call @sink(%a) : (memref<64xf32>) -> ()
func.func private @sink(memref<64xf32>)
func.func @unknown_user(%ctx: !hip.context) {
  %a = memref.alloc() : memref<64xf32>
  %b = memref.alloc() : memref<64xf32>
  "test.op_with_memread"(%b) : (memref<64xf32>) -> ()
  func.call @sink(%a) : (memref<64xf32>) -> ()
  %d = memref.alloc() : memref<64xf32>
  "test.op_with_memread"(%d) : (memref<64xf32>) -> ()
  func.return
}

// -----

// View-like ops alias their source only: the shape operand of memref.reshape is
// read, not aliased. 0 a, 1 sh, 2 v = reshape a(sh), 3 b, 4 use b, 5 use v:
// a [0,5], sh [1,2], b [3,4] -> a 0, sh 256, b 256 (b would be at 512 if the
// reshape extended sh like an unknown op returning a buffer would).
// CHECK:      builtin.module attributes {hipdnn.pool_size = 512 : i64, hipdnn.buffer_count = 3 : i64, hipdnn.buffer_offsets = [0 : i64, 256 : i64, 256 : i64]} {
func.func @reshape_shape_operand(%ctx: !hip.context) {
  %a = memref.alloc() : memref<64xf32>
  %sh = memref.alloc() : memref<2xindex>
  %v = memref.reshape %a(%sh) : (memref<64xf32>, memref<2xindex>) -> memref<8x8xf32>
  %b = memref.alloc() : memref<64xf32>
  "test.op_with_memread"(%b) : (memref<64xf32>) -> ()
  "test.op_with_memread"(%v) : (memref<8x8xf32>) -> ()
  func.return
}

// -----

// A returned buffer is a candidate like any other (docs/semantics.md §4): func.return is an
// ordinary use (at its index), and the view replaces the alloc in the return
// too. Keeping graph outputs out of the pool is the job of an earlier pass,
// hip-use-output-allocator (docs/semantics.md §11). Through a cast: 0 t, 1 r, 2 c = cast r,
// 3 silu, 4 return c: t [0,3], r [1,4] (the return uses the alias), both 4096 B:
// order t r (stable): t 0, r 4096 above it; pool 8192.
// CHECK:      builtin.module attributes {hipdnn.pool_size = 8192 : i64, hipdnn.buffer_count = 2 : i64, hipdnn.buffer_offsets = [0 : i64, 4096 : i64]} {
// CHECK-NEXT:  func.func @returned_through_a_cast
// CHECK-NEXT:    %[[C8192:.*]] = arith.constant 8192 : index
// CHECK-NEXT:    %[[POOL:.*]] = hip.get_pool(%ctx, %[[C8192]]) : memref<?xi8>
// CHECK-NEXT:    %[[C0:.*]] = arith.constant 0 : index
// CHECK-NEXT:    %[[C4096:.*]] = arith.constant 4096 : index
// CHECK-NEXT:    %t = memref.view %[[POOL]][%[[C0]]][] : memref<?xi8> to memref<1024xf32>
// CHECK-NEXT:    %r = memref.view %[[POOL]][%[[C4096]]][] : memref<?xi8> to memref<1024xf32>
// CHECK-NEXT:    %c = memref.cast %r : memref<1024xf32> to memref<?xf32>
// CHECK-NEXT:    hip.silu(%ctx) ins(%t : memref<1024xf32>) outs(%r : memref<1024xf32>)
// CHECK-NEXT:    func.return %c : memref<?xf32>
func.func @returned_through_a_cast(%ctx: !hip.context) -> memref<?xf32> {
  %t = memref.alloc() : memref<1024xf32>
  %r = memref.alloc() : memref<1024xf32>
  %c = memref.cast %r : memref<1024xf32> to memref<?xf32>
  hip.silu(%ctx) ins(%t : memref<1024xf32>) outs(%r : memref<1024xf32>)
  func.return %c : memref<?xf32>
}

// -----

// Returned directly, dynamic: 0 t (n, C 4096), 1 r (n, C 4096), 2 silu,
// 3 return r: t [0,2], r [1,3] overlap: two slabs, r at n*4096; the return
// returns the view.
// CHECK:      builtin.module attributes {hipdnn.pool_size = 0 : i64, hipdnn.buffer_count = 2 : i64, hipdnn.buffer_offsets = [0 : i64, -1 : i64]} {
// CHECK-NEXT:  func.func @returned_directly
// CHECK-NEXT:    %[[C4096:.*]] = arith.constant 4096 : index
// CHECK-NEXT:    %[[F0:.*]] = arith.muli %n, %[[C4096]] : index
// CHECK-NEXT:    %[[SZ:.*]] = arith.addi %[[F0]], %[[F0]] : index
// CHECK-NEXT:    %[[POOL:.*]] = hip.get_pool(%ctx, %[[SZ]]) : memref<?xi8>
// CHECK-NEXT:    %[[C0:.*]] = arith.constant 0 : index
// CHECK-NEXT:    %t = memref.view %[[POOL]][%[[C0]]][%n] : memref<?xi8> to memref<?x1024xf32>
// CHECK-NEXT:    %r = memref.view %[[POOL]][%[[F0]]][%n] : memref<?xi8> to memref<?x1024xf32>
// CHECK-NEXT:    hip.silu(%ctx) ins(%t : memref<?x1024xf32>) outs(%r : memref<?x1024xf32>)
// CHECK-NEXT:    func.return %r : memref<?x1024xf32>
func.func @returned_directly(%ctx: !hip.context, %n: index) -> memref<?x1024xf32> {
  %t = memref.alloc(%n) : memref<?x1024xf32>
  %r = memref.alloc(%n) : memref<?x1024xf32>
  hip.silu(%ctx) ins(%t : memref<?x1024xf32>) outs(%r : memref<?x1024xf32>)
  func.return %r : memref<?x1024xf32>
}

// -----

// A value made from a buffer by an op the pass does not model (here a tensor
// from bufferization.to_tensor; likewise a pointer, an unknown type, or an
// integer) may still refer to it: %a lives until %t's last use (op 6),
// so %a (256 B) and %b (256 B) overlap: %a at 0, %b at 256, pool 512.
// CHECK:      builtin.module attributes {hipdnn.pool_size = 512 : i64, hipdnn.buffer_count = 2 : i64, hipdnn.buffer_offsets = [0 : i64, 256 : i64]} {
// CHECK-NEXT:  func.func @tensor_of_a_buffer
// CHECK-NEXT:    %[[C512:.*]] = arith.constant 512 : index
// CHECK-NEXT:    %[[POOL:.*]] = hip.get_pool(%ctx, %[[C512]]) : memref<?xi8>
// CHECK-NEXT:    %[[C0:.*]] = arith.constant 0 : index
// CHECK-NEXT:    %[[C256:.*]] = arith.constant 256 : index
// CHECK-NEXT:    %a = memref.view %[[POOL]][%[[C0]]][] : memref<?xi8> to memref<64xf32>
// CHECK-NEXT:    "test.op_with_memwrite"(%a) : (memref<64xf32>) -> ()
// CHECK-NEXT:    %t = bufferization.to_tensor %a restrict : memref<64xf32> to tensor<64xf32>
// CHECK-NEXT:    %b = memref.view %[[POOL]][%[[C256]]][] : memref<?xi8> to memref<64xf32>
// CHECK-NEXT:    "test.op_with_memwrite"(%b) : (memref<64xf32>) -> ()
// CHECK-NEXT:    %n = "test.op_with_memread"(%t, %b) : (tensor<64xf32>, memref<64xf32>) -> index
// CHECK-NEXT:    func.return
func.func @tensor_of_a_buffer(%ctx: !hip.context) {
  %a = memref.alloc() : memref<64xf32>
  "test.op_with_memwrite"(%a) : (memref<64xf32>) -> ()
  %t = "bufferization.to_tensor"(%a) <{restrict}> : (memref<64xf32>) -> tensor<64xf32>
  %b = memref.alloc() : memref<64xf32>
  "test.op_with_memwrite"(%b) : (memref<64xf32>) -> ()
  %n = "test.op_with_memread"(%t, %b) : (tensor<64xf32>, memref<64xf32>) -> index
  func.return
}

// -----

// A plain value read by a known data op (memref.load) is a copy: %a's last use
// is the load (op 3),
// so %b reuses its bytes: both at offset 0, pool 256.
// CHECK:      builtin.module attributes {hipdnn.pool_size = 256 : i64, hipdnn.buffer_count = 2 : i64, hipdnn.buffer_offsets = [0 : i64, 0 : i64]} {
// CHECK-NEXT:  func.func @scalar_of_a_buffer
// CHECK-NEXT:    %[[C256:.*]] = arith.constant 256 : index
// CHECK-NEXT:    %[[POOL:.*]] = hip.get_pool(%ctx, %[[C256]]) : memref<?xi8>
// CHECK-NEXT:    %[[C0:.*]] = arith.constant 0 : index
// CHECK-NEXT:    %a = memref.view %[[POOL]][%[[C0]]][] : memref<?xi8> to memref<64xf32>
// CHECK-NEXT:    "test.op_with_memwrite"(%a) : (memref<64xf32>) -> ()
// CHECK-NEXT:    %x = memref.load %a[%i] : memref<64xf32>
// CHECK-NEXT:    %b = memref.view %[[POOL]][%[[C0]]][] : memref<?xi8> to memref<64xf32>
// CHECK-NEXT:    "test.op_with_memwrite"(%b) : (memref<64xf32>) -> ()
// CHECK-NEXT:    "test.op_with_memread"(%x, %b) : (f32, memref<64xf32>) -> ()
// CHECK-NEXT:    func.return
func.func @scalar_of_a_buffer(%ctx: !hip.context, %i: index) {
  %a = memref.alloc() : memref<64xf32>
  "test.op_with_memwrite"(%a) : (memref<64xf32>) -> ()
  %x = memref.load %a[%i] : memref<64xf32>
  %b = memref.alloc() : memref<64xf32>
  "test.op_with_memwrite"(%b) : (memref<64xf32>) -> ()
  "test.op_with_memread"(%x, %b) : (f32, memref<64xf32>) -> ()
  func.return
}

// -----

// Any result of an op the pass does not know aliases the buffers it receives,
// whatever its type: here the address of %a as an index, and the arithmetic on
// it. %a lives until the last use of %q (op 6: 0 %a, 1 write, 2 %p, 3 %b,
// 4 write, 5 %q, 6 read), so %a (256 B) and %b (256 B) overlap: %a at 0, %b at
// 256, pool 512.
// CHECK:      builtin.module attributes {hipdnn.pool_size = 512 : i64, hipdnn.buffer_count = 2 : i64, hipdnn.buffer_offsets = [0 : i64, 256 : i64]} {
// CHECK-NEXT:  func.func @address_of_a_buffer
// CHECK-NEXT:    %[[C512:.*]] = arith.constant 512 : index
// CHECK-NEXT:    %[[POOL:.*]] = hip.get_pool(%ctx, %[[C512]]) : memref<?xi8>
// CHECK-NEXT:    %[[C0:.*]] = arith.constant 0 : index
// CHECK-NEXT:    %[[C256:.*]] = arith.constant 256 : index
// CHECK-NEXT:    %a = memref.view %[[POOL]][%[[C0]]][] : memref<?xi8> to memref<64xf32>
// CHECK-NEXT:    "test.op_with_memwrite"(%a) : (memref<64xf32>) -> ()
// CHECK-NEXT:    %p = memref.extract_aligned_pointer_as_index %a : memref<64xf32> -> index
// CHECK-NEXT:    %b = memref.view %[[POOL]][%[[C256]]][] : memref<?xi8> to memref<64xf32>
// CHECK-NEXT:    "test.op_with_memwrite"(%b) : (memref<64xf32>) -> ()
// CHECK-NEXT:    %q = arith.addi %p, %p : index
// CHECK-NEXT:    "test.read_address"(%q, %b) : (index, memref<64xf32>) -> ()
// CHECK-NEXT:    func.return
func.func @address_of_a_buffer(%ctx: !hip.context) {
  %a = memref.alloc() : memref<64xf32>
  "test.op_with_memwrite"(%a) : (memref<64xf32>) -> ()
  %p = memref.extract_aligned_pointer_as_index %a : memref<64xf32> -> index
  %b = memref.alloc() : memref<64xf32>
  "test.op_with_memwrite"(%b) : (memref<64xf32>) -> ()
  %q = arith.addi %p, %p : index
  "test.read_address"(%q, %b) : (index, memref<64xf32>) -> ()
  func.return
}

// -----

// An op with a region that is not scf's control flow may return a handle to
// work that still uses what its region captured (async.execute, gpu.launch
// async): its results alias %a, so %a lives until the await (op 4: 0 %a, 1 %t,
// 2 %b, 3 fill, 4 await, 5 use). %a (256 B) and %b (256 B) overlap: 0 and 256.
// CHECK:      builtin.module attributes {hipdnn.pool_size = 512 : i64, hipdnn.buffer_count = 2 : i64, hipdnn.buffer_offsets = [0 : i64, 256 : i64]} {
// CHECK-NEXT:  func.func @captured_by_an_async_region
// CHECK-NEXT:    %[[C512:.*]] = arith.constant 512 : index
// CHECK-NEXT:    %[[POOL:.*]] = hip.get_pool(%ctx, %[[C512]]) : memref<?xi8>
// CHECK-NEXT:    %[[C0:.*]] = arith.constant 0 : index
// CHECK-NEXT:    %[[C256:.*]] = arith.constant 256 : index
// CHECK-NEXT:    %a = memref.view %[[POOL]][%[[C0]]][] : memref<?xi8> to memref<64xf32>
// CHECK:         %b = memref.view %[[POOL]][%[[C256]]][] : memref<?xi8> to memref<64xf32>
func.func @captured_by_an_async_region(%ctx: !hip.context) {
  %a = memref.alloc() : memref<64xf32>
  %t = "test.async_execute"() ({
    "test.op_with_memwrite"(%a) : (memref<64xf32>) -> ()
    "test.async_yield"() : () -> ()
  }) : () -> !test.token
  %b = memref.alloc() : memref<64xf32>
  "test.op_with_memwrite"(%b) : (memref<64xf32>) -> ()
  "test.await"(%t) : (!test.token) -> ()
  "test.op_with_memread"(%b) : (memref<64xf32>) -> ()
  func.return
}

// -----

// A value scf control flow computes from a buffer's contents is a copy: the sum
// below does not keep %a alive (its last use is the loop, op 5), so %b reuses
// its bytes: both at 0, pool 256.
// CHECK:      builtin.module attributes {hipdnn.pool_size = 256 : i64, hipdnn.buffer_count = 2 : i64, hipdnn.buffer_offsets = [0 : i64, 0 : i64]} {
// CHECK-NEXT:  func.func @reduction_of_a_buffer
func.func @reduction_of_a_buffer(%ctx: !hip.context, %n: index, %z: f32) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %a = memref.alloc() : memref<64xf32>
  "test.op_with_memwrite"(%a) : (memref<64xf32>) -> ()
  %sum = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %z) -> (f32) {
    %x = memref.load %a[%i] : memref<64xf32>
    %s = arith.addf %acc, %x : f32
    scf.yield %s : f32
  }
  %b = memref.alloc() : memref<64xf32>
  "test.op_with_memwrite"(%b) : (memref<64xf32>) -> ()
  "test.op_with_memread"(%sum, %b) : (f32, memref<64xf32>) -> ()
  func.return
}

// -----

// A buffer's address stored to memory can come back through any later load:
// %a then lives to the end of the block, so %a, %b and %slot all overlap.
// Aligned sizes 256 (%a), 256 (%b), 256 (%slot, 8 B): %a 0, %b 256, %slot 512,
// pool 768. (Ending %a at the store would let %b take its bytes: pool 512.)
// CHECK:      builtin.module attributes {hipdnn.pool_size = 768 : i64, hipdnn.buffer_count = 3 : i64, hipdnn.buffer_offsets = [512 : i64, 0 : i64, 256 : i64]} {
// CHECK-NEXT:  func.func @address_stored_to_memory
func.func @address_stored_to_memory(%ctx: !hip.context) {
  %c0 = arith.constant 0 : index
  %slot = memref.alloc() : memref<1xindex>
  %a = memref.alloc() : memref<64xf32>
  %p = memref.extract_aligned_pointer_as_index %a : memref<64xf32> -> index
  memref.store %p, %slot[%c0] : memref<1xindex>
  %b = memref.alloc() : memref<64xf32>
  "test.op_with_memwrite"(%b) : (memref<64xf32>) -> ()
  %q = memref.load %slot[%c0] : memref<1xindex>
  "test.write_through_pointer"(%q) : (index) -> ()
  "test.op_with_memread"(%b) : (memref<64xf32>) -> ()
  func.return
}

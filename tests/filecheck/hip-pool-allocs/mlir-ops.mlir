// RUN: xdsl-opt -p 'hip-pool-allocs{verify-plan=true}' --allow-unregistered-dialect --split-input-file %s 2>/dev/null | filecheck %s
// RUN: xdsl-opt -p 'hip-pool-allocs{lifetime-only=false verify-plan=true}' --allow-unregistered-dialect --split-input-file %s 2>/dev/null | filecheck %s
// RUN: xdsl-opt -p 'hip-pool-allocs{lifetime-start=first-use verify-plan=true}' --allow-unregistered-dialect --split-input-file %s 2>/dev/null | filecheck %s
// RUN: xdsl-opt -p 'hip-pool-allocs{packer=best verify-plan=true}' --allow-unregistered-dialect --split-input-file %s 2>/dev/null | filecheck %s
// RUN: xdsl-opt -p 'hip-pool-allocs{packer=best lifetime-start=first-use verify-plan=true}' --allow-unregistered-dialect --split-input-file %s 2>/dev/null | filecheck %s
// RUN: xhip-opt --hip-pool-allocs --allow-unregistered-dialect --split-input-file %s 2>&1 >/dev/null | filecheck %s --check-prefix=REMARK

// Buffers touched by the memref ops xhip reads in MLIR's syntax
// (`xhip/dialects/xdsl_ext.py`): memref.atomic_rmw reads and writes its buffer
// (a use), memref.transpose is a view (its uses are uses of its source, a
// dealloc of it is erased), memref.realloc frees its source (the alloc stays
// unpooled, as one a may-alias dealloc frees), and a use inside scf.parallel /
// scf.forall counts at the loop. Every buffer is 64 x f32 = 256 B; the option
// sets give the same output.

// Ops: 0 %a, 1 silu, 2 %b, 3 silu, 4 atomic_rmw on %a, 5 %c, 6 silu, 7 silu.
// %a [0, 4] (first-use [1, 4]), %b [2, 6], %c [5, 7]: %a and %b overlap, %c
// reuses %a's bytes. (Were the atomic_rmw not a use, %a would end at 1 and %b
// take offset 0.)
// CHECK:      builtin.module attributes {hipdnn.pool_size = 512 : i64, hipdnn.buffer_count = 3 : i64, hipdnn.buffer_offsets = [0 : i64, 256 : i64, 0 : i64]} {
// CHECK-NEXT:   func.func @atomic(%ctx: !hip.context, %x: memref<64xf32>, %v: f32, %i: index) -> f32 {
// CHECK-NEXT:     %c512 = arith.constant 512 : index
// CHECK-NEXT:     %pool = hip.get_pool(%ctx, %c512) : memref<?xi8>
// CHECK-NEXT:     %c0 = arith.constant 0 : index
// CHECK-NEXT:     %c256 = arith.constant 256 : index
// CHECK-NEXT:     %a = memref.view %pool[%c0][] : memref<?xi8> to memref<64xf32>
// CHECK-NEXT:     hip.silu(%ctx) ins(%x : memref<64xf32>) outs(%a : memref<64xf32>)
// CHECK-NEXT:     %b = memref.view %pool[%c256][] : memref<?xi8> to memref<64xf32>
// CHECK-NEXT:     hip.silu(%ctx) ins(%x : memref<64xf32>) outs(%b : memref<64xf32>)
// CHECK-NEXT:     %r = memref.atomic_rmw addf %v, %a[%i] : (f32, memref<64xf32>) -> f32
// CHECK-NEXT:     %c = memref.view %pool[%c0][] : memref<?xi8> to memref<64xf32>
// CHECK-NEXT:     hip.silu(%ctx) ins(%b : memref<64xf32>) outs(%c : memref<64xf32>)
// CHECK-NEXT:     hip.silu(%ctx) ins(%c : memref<64xf32>) outs(%x : memref<64xf32>)
// CHECK-NEXT:     func.return %r : f32
func.func @atomic(%ctx: !hip.context, %x: memref<64xf32>, %v: f32, %i: index) -> f32 {
  %a = memref.alloc() : memref<64xf32>
  hip.silu(%ctx) ins(%x : memref<64xf32>) outs(%a : memref<64xf32>)
  %b = memref.alloc() : memref<64xf32>
  hip.silu(%ctx) ins(%x : memref<64xf32>) outs(%b : memref<64xf32>)
  %r = memref.atomic_rmw addf %v, %a[%i] : (f32, memref<64xf32>) -> f32
  %c = memref.alloc() : memref<64xf32>
  hip.silu(%ctx) ins(%b : memref<64xf32>) outs(%c : memref<64xf32>)
  hip.silu(%ctx) ins(%c : memref<64xf32>) outs(%x : memref<64xf32>)
  func.return %r : f32
}

// -----

// Ops: 0 %a, 1 silu, 2 %t = transpose %a, 3 %b, 4 silu, 5 read of %t,
// 6 dealloc %t, 7 %c, 8 silu, 9 silu. %a [0, 5] through its view %t, %b [3, 8],
// %c [7, 9]: %c reuses %a's bytes; the dealloc of the view is erased.
// CHECK:      builtin.module attributes {hipdnn.pool_size = 512 : i64, hipdnn.buffer_count = 3 : i64, hipdnn.buffer_offsets = [0 : i64, 256 : i64, 0 : i64]} {
// CHECK-NEXT:   func.func @transpose(%ctx: !hip.context, %x: memref<4x16xf32>) {
// CHECK-NEXT:     %c512 = arith.constant 512 : index
// CHECK-NEXT:     %pool = hip.get_pool(%ctx, %c512) : memref<?xi8>
// CHECK-NEXT:     %c0 = arith.constant 0 : index
// CHECK-NEXT:     %c256 = arith.constant 256 : index
// CHECK-NEXT:     %a = memref.view %pool[%c0][] : memref<?xi8> to memref<4x16xf32>
// CHECK-NEXT:     hip.silu(%ctx) ins(%x : memref<4x16xf32>) outs(%a : memref<4x16xf32>)
// CHECK-NEXT:     %t = memref.transpose %a (d0, d1) -> (d1, d0) : memref<4x16xf32> to memref<16x4xf32, strided<[1, 16]>>
// CHECK-NEXT:     %b = memref.view %pool[%c256][] : memref<?xi8> to memref<4x16xf32>
// CHECK-NEXT:     hip.silu(%ctx) ins(%x : memref<4x16xf32>) outs(%b : memref<4x16xf32>)
// CHECK-NEXT:     "test.op_with_memread"(%t) : (memref<16x4xf32, strided<[1, 16]>>) -> ()
// CHECK-NEXT:     %c = memref.view %pool[%c0][] : memref<?xi8> to memref<4x16xf32>
// CHECK-NEXT:     hip.silu(%ctx) ins(%b : memref<4x16xf32>) outs(%c : memref<4x16xf32>)
// CHECK-NEXT:     hip.silu(%ctx) ins(%c : memref<4x16xf32>) outs(%x : memref<4x16xf32>)
// CHECK-NEXT:     func.return
func.func @transpose(%ctx: !hip.context, %x: memref<4x16xf32>) {
  %a = memref.alloc() : memref<4x16xf32>
  hip.silu(%ctx) ins(%x : memref<4x16xf32>) outs(%a : memref<4x16xf32>)
  %t = memref.transpose %a (d0, d1) -> (d1, d0) : memref<4x16xf32> to memref<16x4xf32, strided<[1, 16]>>
  %b = memref.alloc() : memref<4x16xf32>
  hip.silu(%ctx) ins(%x : memref<4x16xf32>) outs(%b : memref<4x16xf32>)
  "test.op_with_memread"(%t) : (memref<16x4xf32, strided<[1, 16]>>) -> ()
  memref.dealloc %t : memref<16x4xf32, strided<[1, 16]>>
  %c = memref.alloc() : memref<4x16xf32>
  hip.silu(%ctx) ins(%b : memref<4x16xf32>) outs(%c : memref<4x16xf32>)
  hip.silu(%ctx) ins(%c : memref<4x16xf32>) outs(%x : memref<4x16xf32>)
  func.return
}

// -----

// memref.realloc frees %a (or grows it in place): a pooled %a would have pool
// memory freed or moved, so %a stays a memref.alloc, with a remark, and is not
// counted in the module attributes. %b is pooled alone: 256 B at 0.
// CHECK:      builtin.module attributes {hipdnn.pool_size = 256 : i64, hipdnn.buffer_count = 1 : i64, hipdnn.buffer_offsets = [0 : i64]} {
// CHECK-NEXT:   func.func @realloc(%ctx: !hip.context, %x: memref<64xf32>) -> memref<128xf32> {
// CHECK-NEXT:     %a = memref.alloc() : memref<64xf32>
// CHECK-NEXT:     hip.silu(%ctx) ins(%x : memref<64xf32>) outs(%a : memref<64xf32>)
// CHECK-NEXT:     %r = memref.realloc %a : memref<64xf32> to memref<128xf32>
// CHECK-NEXT:     %c256 = arith.constant 256 : index
// CHECK-NEXT:     %pool = hip.get_pool(%ctx, %c256) : memref<?xi8>
// CHECK-NEXT:     %c0 = arith.constant 0 : index
// CHECK-NEXT:     %b = memref.view %pool[%c0][] : memref<?xi8> to memref<64xf32>
// CHECK-NEXT:     hip.silu(%ctx) ins(%x : memref<64xf32>) outs(%b : memref<64xf32>)
// CHECK-NEXT:     hip.silu(%ctx) ins(%b : memref<64xf32>) outs(%x : memref<64xf32>)
// CHECK-NEXT:     func.return %r : memref<128xf32>
// REMARK: {{^}}[[FILE:.*]]:[[# @LINE + 2]]:3: remark: hip-pool-allocs: %a is not pooled: memref.realloc at [[FILE]]:[[# @LINE + 4]]:3 may free it, which would free pool memory{{$}}
func.func @realloc(%ctx: !hip.context, %x: memref<64xf32>) -> memref<128xf32> {
  %a = memref.alloc() : memref<64xf32>
  hip.silu(%ctx) ins(%x : memref<64xf32>) outs(%a : memref<64xf32>)
  %r = memref.realloc %a : memref<64xf32> to memref<128xf32>
  %b = memref.alloc() : memref<64xf32>
  hip.silu(%ctx) ins(%x : memref<64xf32>) outs(%b : memref<64xf32>)
  hip.silu(%ctx) ins(%b : memref<64xf32>) outs(%x : memref<64xf32>)
  func.return %r : memref<128xf32>
}

// -----

// Ops: 0-2 constants, 3 %a, 4 scf.parallel (stores to %a), 5 %b, 6 scf.forall
// (loads %a, atomic_rmw on %b), 7 %c, 8 silu, 9 silu. %a [3, 6], %b [5, 8],
// %c [7, 9]: %c reuses %a's bytes. The loops' induction variables are made
// from their bounds, not from the buffers their bodies use (otherwise the
// index %j given to atomic_rmw would count as an escaping address of %a and
// %b, keeping both to the end of the block).
// CHECK:      builtin.module attributes {hipdnn.pool_size = 512 : i64, hipdnn.buffer_count = 3 : i64, hipdnn.buffer_offsets = [0 : i64, 256 : i64, 0 : i64]} {
// CHECK-NEXT:   func.func @loops(%ctx: !hip.context, %x: memref<64xf32>, %v: f32, %n: index) {
// CHECK-NEXT:     %c0 = arith.constant 0 : index
// CHECK-NEXT:     %c1 = arith.constant 1 : index
// CHECK-NEXT:     %c64 = arith.constant 64 : index
// CHECK-NEXT:     %c512 = arith.constant 512 : index
// CHECK-NEXT:     %pool = hip.get_pool(%ctx, %c512) : memref<?xi8>
// CHECK-NEXT:     %c0_1 = arith.constant 0 : index
// CHECK-NEXT:     %c256 = arith.constant 256 : index
// CHECK-NEXT:     %a = memref.view %pool[%c0_1][] : memref<?xi8> to memref<64xf32>
// CHECK-NEXT:     scf.parallel (%i) = (%c0) to (%c64) step (%c1) {
// CHECK-NEXT:       memref.store %v, %a[%i] : memref<64xf32>
// CHECK-NEXT:       scf.reduce {{$}}
// CHECK-NEXT:     }
// CHECK-NEXT:     %b = memref.view %pool[%c256][] : memref<?xi8> to memref<64xf32>
// CHECK-NEXT:     scf.forall (%j) in (%n) {
// CHECK-NEXT:       %w = memref.load %a[%j] : memref<64xf32>
// CHECK-NEXT:       %u = memref.atomic_rmw addf %w, %b[%j] : (f32, memref<64xf32>) -> f32
// CHECK-NEXT:     }
// CHECK-NEXT:     %c = memref.view %pool[%c0_1][] : memref<?xi8> to memref<64xf32>
// CHECK-NEXT:     hip.silu(%ctx) ins(%b : memref<64xf32>) outs(%c : memref<64xf32>)
// CHECK-NEXT:     hip.silu(%ctx) ins(%c : memref<64xf32>) outs(%x : memref<64xf32>)
// CHECK-NEXT:     func.return
func.func @loops(%ctx: !hip.context, %x: memref<64xf32>, %v: f32, %n: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c64 = arith.constant 64 : index
  %a = memref.alloc() : memref<64xf32>
  scf.parallel (%i) = (%c0) to (%c64) step (%c1) {
    memref.store %v, %a[%i] : memref<64xf32>
    scf.reduce
  }
  %b = memref.alloc() : memref<64xf32>
  scf.forall (%j) in (%n) {
    %w = memref.load %a[%j] : memref<64xf32>
    %u = memref.atomic_rmw addf %w, %b[%j] : (f32, memref<64xf32>) -> f32
  }
  %c = memref.alloc() : memref<64xf32>
  hip.silu(%ctx) ins(%b : memref<64xf32>) outs(%c : memref<64xf32>)
  hip.silu(%ctx) ins(%c : memref<64xf32>) outs(%x : memref<64xf32>)
  func.return
}

// -----

// The same for any op whose declared effects free a candidate: `hip.free`
// (MemoryFreeEffect). Before, %a was pooled and hip.free then freed pool memory.
// CHECK:      builtin.module attributes {hipdnn.pool_size = 256 : i64, hipdnn.buffer_count = 1 : i64, hipdnn.buffer_offsets = [0 : i64]} {
// CHECK-NEXT:   func.func @hip_free(%ctx: !hip.context, %x: memref<64xf32>) {
// CHECK-NEXT:     %a = memref.alloc() : memref<64xf32>
// CHECK-NEXT:     hip.silu(%ctx) ins(%x : memref<64xf32>) outs(%a : memref<64xf32>)
// CHECK-NEXT:     hip.free(%ctx, %a) : memref<64xf32>
// CHECK-NEXT:     %c256 = arith.constant 256 : index
// CHECK-NEXT:     %pool = hip.get_pool(%ctx, %c256) : memref<?xi8>
// CHECK-NEXT:     %c0 = arith.constant 0 : index
// CHECK-NEXT:     %b = memref.view %pool[%c0][] : memref<?xi8> to memref<64xf32>
// REMARK: {{^}}[[FILE]]:[[# @LINE + 2]]:3: remark: hip-pool-allocs: %a is not pooled: hip.free at [[FILE]]:[[# @LINE + 4]]:3 may free it, which would free pool memory{{$}}
func.func @hip_free(%ctx: !hip.context, %x: memref<64xf32>) {
  %a = memref.alloc() : memref<64xf32>
  hip.silu(%ctx) ins(%x : memref<64xf32>) outs(%a : memref<64xf32>)
  hip.free(%ctx, %a) : memref<64xf32>
  %b = memref.alloc() : memref<64xf32>
  hip.silu(%ctx) ins(%x : memref<64xf32>) outs(%b : memref<64xf32>)
  hip.silu(%ctx) ins(%b : memref<64xf32>) outs(%x : memref<64xf32>)
  func.return
}

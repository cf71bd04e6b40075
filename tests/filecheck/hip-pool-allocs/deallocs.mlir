// RUN: xdsl-opt -p hip-pool-allocs --allow-unregistered-dialect --split-input-file %s | filecheck %s

// Deallocs, unused and nested allocs, functions with nothing to pool (docs/semantics.md §4, §7).

// memref.dealloc is not a use: 0 a, 1 use a, 2 b, 3 use b, 4 dealloc a,
// 5 dealloc b -> a [0,1], b [2,3] share offset 0; pool 256. The deallocs of the
// pooled buffers are erased and none is added for the pool.
// CHECK:      builtin.module attributes {hipdnn.pool_size = 256 : i64, hipdnn.buffer_count = 2 : i64, hipdnn.buffer_offsets = [0 : i64, 0 : i64]} {
// CHECK-NEXT:   func.func @dealloc_not_a_use(%ctx: !hip.context) {
// CHECK-NEXT:     %[[SZ:.*]] = arith.constant 256 : index
// CHECK-NEXT:     %[[POOL:.*]] = hip.get_pool(%ctx, %[[SZ]]) : memref<?xi8>
// CHECK-NEXT:     %[[C0:.*]] = arith.constant 0 : index
// CHECK-NEXT:     %a = memref.view %[[POOL]][%[[C0]]][] : memref<?xi8> to memref<64xf32>
// CHECK-NEXT:     "test.op_with_memread"(%a)
// CHECK-NEXT:     %b = memref.view %[[POOL]][%[[C0]]][] : memref<?xi8> to memref<64xf32>
// CHECK-NEXT:     "test.op_with_memread"(%b)
// CHECK-NEXT:     func.return
// CHECK-NEXT:   }
func.func @dealloc_not_a_use(%ctx: !hip.context) {
  %a = memref.alloc() : memref<64xf32>
  "test.op_with_memread"(%a) : (memref<64xf32>) -> ()
  %b = memref.alloc() : memref<64xf32>
  "test.op_with_memread"(%b) : (memref<64xf32>) -> ()
  memref.dealloc %a : memref<64xf32>
  memref.dealloc %b : memref<64xf32>
  func.return
}

// -----

// An alloc used only by its dealloc is pooled with the lifetime [def, def], so it
// never shares bytes with a buffer live at its alloc: 0 x, 1 c, 2 dealloc c,
// 3 use x -> x [0,3], c [1,1] overlap: x 0, c 256; pool 512.
// CHECK:      builtin.module attributes {hipdnn.pool_size = 512 : i64, hipdnn.buffer_count = 2 : i64, hipdnn.buffer_offsets = [0 : i64, 256 : i64]} {
// CHECK-NEXT:   func.func @dealloc_only(%ctx: !hip.context) {
// CHECK-NEXT:     %[[SZ:.*]] = arith.constant 512 : index
// CHECK-NEXT:     %[[POOL:.*]] = hip.get_pool(%ctx, %[[SZ]]) : memref<?xi8>
// CHECK-NEXT:     %[[C0:.*]] = arith.constant 0 : index
// CHECK-NEXT:     %[[C256:.*]] = arith.constant 256 : index
// CHECK-NEXT:     %x = memref.view %[[POOL]][%[[C0]]][] : memref<?xi8> to memref<64xf32>
// CHECK-NEXT:     %c = memref.view %[[POOL]][%[[C256]]][] : memref<?xi8> to memref<16xf32>
// CHECK-NEXT:     "test.op_with_memread"(%x)
// CHECK-NEXT:     func.return
func.func @dealloc_only(%ctx: !hip.context) {
  %x = memref.alloc() : memref<64xf32>
  %c = memref.alloc() : memref<16xf32>
  memref.dealloc %c : memref<16xf32>
  "test.op_with_memread"(%x) : (memref<64xf32>) -> ()
  func.return
}

// -----

// Deallocs of aliases of a pooled buffer, nested ones included, are erased; the
// dealloc of a function argument stays. a [0,2] (its alias v is used at 2).
// CHECK:      builtin.module attributes {hipdnn.pool_size = 256 : i64, hipdnn.buffer_count = 1 : i64, hipdnn.buffer_offsets = [0 : i64]} {
// CHECK-NEXT:   func.func @alias_deallocs(%ctx: !hip.context, %c: i1, %arg: memref<8xf32>) {
// CHECK-NEXT:     %[[SZ:.*]] = arith.constant 256 : index
// CHECK-NEXT:     %[[POOL:.*]] = hip.get_pool(%ctx, %[[SZ]]) : memref<?xi8>
// CHECK-NEXT:     %[[C0:.*]] = arith.constant 0 : index
// CHECK-NEXT:     %a = memref.view %[[POOL]][%[[C0]]][] : memref<?xi8> to memref<64xf32>
// CHECK-NEXT:     %v = memref.cast %a : memref<64xf32> to memref<?xf32>
// CHECK-NEXT:     "test.op_with_memread"(%v)
// CHECK-NEXT:     scf.if %c {
// CHECK-NEXT:       memref.copy %arg, %arg : memref<8xf32> to memref<8xf32>
// CHECK-NEXT:     }
// CHECK-NEXT:     memref.dealloc %arg : memref<8xf32>
// CHECK-NEXT:     func.return
func.func @alias_deallocs(%ctx: !hip.context, %c: i1, %arg: memref<8xf32>) {
  %a = memref.alloc() : memref<64xf32>
  %v = memref.cast %a : memref<64xf32> to memref<?xf32>
  "test.op_with_memread"(%v) : (memref<?xf32>) -> ()
  scf.if %c {
    memref.copy %arg, %arg : memref<8xf32> to memref<8xf32>
    memref.dealloc %v : memref<?xf32>
    scf.yield
  }
  memref.dealloc %a : memref<64xf32>
  memref.dealloc %arg : memref<8xf32>
  func.return
}

// -----

// Unused allocs and allocs nested in regions are not candidates and stay as they
// are (with their deallocs); the one used top-level alloc is pooled.
// CHECK:      builtin.module attributes {hipdnn.pool_size = 256 : i64, hipdnn.buffer_count = 1 : i64, hipdnn.buffer_offsets = [0 : i64]} {
// CHECK-NEXT:   func.func @not_candidates(%ctx: !hip.context, %c: i1) {
// CHECK-NEXT:     %unused = memref.alloc() : memref<64xf32>
// CHECK-NEXT:     %[[SZ:.*]] = arith.constant 256 : index
// CHECK-NEXT:     %[[POOL:.*]] = hip.get_pool(%ctx, %[[SZ]]) : memref<?xi8>
// CHECK-NEXT:     %[[C0:.*]] = arith.constant 0 : index
// CHECK-NEXT:     %used = memref.view %[[POOL]][%[[C0]]][] : memref<?xi8> to memref<64xf32>
// CHECK-NEXT:     scf.if %c {
// CHECK-NEXT:       %nested = memref.alloc() : memref<64xf32>
// CHECK-NEXT:       "test.op_with_memread"(%nested, %used)
// CHECK-NEXT:       memref.dealloc %nested : memref<64xf32>
// CHECK-NEXT:     }
// CHECK-NEXT:     func.return
func.func @not_candidates(%ctx: !hip.context, %c: i1) {
  %unused = memref.alloc() : memref<64xf32>
  %used = memref.alloc() : memref<64xf32>
  scf.if %c {
    %nested = memref.alloc() : memref<64xf32>
    "test.op_with_memread"(%nested, %used) : (memref<64xf32>, memref<64xf32>) -> ()
    memref.dealloc %nested : memref<64xf32>
    scf.yield
  }
  func.return
}

// -----

// Nothing to pool (an alloc without uses; no context argument needed then): pool_size 0, buffer_count 0,
// buffer_offsets [] and the function is unchanged. Being last, it also wins over
// the multi-domain attributes the first function wrote.
// CHECK:      builtin.module attributes {hipdnn.pool_size = 0 : i64, hipdnn.buffer_count = 0 : i64, hipdnn.buffer_offsets = []} {
// CHECK:        func.func @nothing(%x: memref<4xf32>) {
// CHECK-NEXT:     %unused = memref.alloc() : memref<64xf32>
// CHECK-NEXT:     "test.op_with_memread"(%x)
// CHECK-NEXT:     func.return
// CHECK-NEXT:   }
// CHECK-NEXT: }
func.func @multi(%ctx: !hip.context, %buf: memref<?xindex>) {
  %c0 = arith.constant 0 : index
  %v0 = memref.load %buf[%c0] : memref<?xindex>
  %a0 = memref.alloc(%v0) : memref<?xf32>
  %v1 = memref.load %buf[%c0] : memref<?xindex>
  %a1 = memref.alloc(%v1) : memref<?xf32>
  "test.op_with_memread"(%a0, %a1) : (memref<?xf32>, memref<?xf32>) -> ()
  func.return
}
func.func @nothing(%x: memref<4xf32>) {
  %unused = memref.alloc() : memref<64xf32>
  "test.op_with_memread"(%x) : (memref<4xf32>) -> ()
  func.return
}

// -----

// Declarations are skipped: no plan, so no module attributes at all.
// CHECK:      builtin.module {
// CHECK-NEXT:   func.func private @declared(memref<4xf32>) -> ()
// CHECK-NEXT: }
func.func private @declared(memref<4xf32>)

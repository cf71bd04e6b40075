// A buffer used inside `async.execute` is not written to memory by it (the
// body's own ops are its uses, and `hip.exp` writes through %a), and the
// `!async.token` the op returns carries no address: `async.add_to_group`
// keeping the token keeps the work going (%a is live to the end), not %a's
// address. So %l, loaded from memory, cannot be %a, and `memref.dealloc %v`
// may free %b (not pooled: the dealloc frees either it or %l) but never the
// pooled %a (docs/semantics.md §9, what may come back from memory).
// RUN: xdsl-opt --allow-unregistered-dialect -p 'hip-pool-allocs' %s 2>/dev/null > %t.pooled.mlir
// RUN: filecheck %s --check-prefix=POOL --input-file %t.pooled.mlir
// RUN: xhip check --allow-unregistered-dialect - < %t.pooled.mlir | filecheck %s
// RUN: xdsl-opt --allow-unregistered-dialect -p 'hip-pool-allocs,hip-check-pools' %s 2>&1 >/dev/null | filecheck %s --check-prefix=REMARK

// POOL: builtin.module attributes {hipdnn.pool_size = 256 : i64, hipdnn.buffer_count = 1 : i64, hipdnn.buffer_offsets = [0 : i64]}
// POOL-LABEL: func.func @straight
// POOL:         %c256 = arith.constant 256 : index
// POOL-NEXT:    %pool = hip.get_pool(%ctx, %c256) : memref<?xi8>
// POOL-NEXT:    %[[OFF:.*]] = arith.constant 0 : index
// POOL-NEXT:    %a = memref.view %pool[%[[OFF]]][] : memref<?xi8> to memref<16xf32>
// POOL:         %b = memref.alloc() : memref<16xf32>
// POOL:         memref.dealloc %v : memref<16xf32>

// CHECK: -: 1 function, 1 view, {{[0-9]+}} function bindings checked: no violation

// REMARK-NOT: error
// REMARK:     remark: hip-pool-allocs: %b is not pooled: memref.dealloc %v frees either it or another buffer
// REMARK-NOT: error

func.func @straight(%ctx: !hip.context, %c: i1, %in: memref<16xf32>, %slot: memref<1xmemref<16xf32>>) {
  %c0 = arith.constant 0 : index
  %c8 = arith.constant 8 : index
  %a = memref.alloc() : memref<16xf32>
  %t = "async.execute"() ({
    hip.exp(%ctx) ins(%in : memref<16xf32>) outs(%a : memref<16xf32>)
    "async.yield"() : () -> ()
  }) : () -> !async.token
  %g = "async.create_group"(%c8) : (index) -> !async.group
  %k = "async.add_to_group"(%t, %g) : (!async.token, !async.group) -> index
  "async.await_all"(%g) : (!async.group) -> ()
  %b = memref.alloc() : memref<16xf32>
  hip.exp(%ctx) ins(%in : memref<16xf32>) outs(%b : memref<16xf32>)
  %l = memref.load %slot[%c0] : memref<1xmemref<16xf32>>
  %v = arith.select %c, %b, %l : memref<16xf32>
  memref.dealloc %v : memref<16xf32>
  func.return
}

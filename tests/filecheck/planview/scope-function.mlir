// RUN: xhip plan %s --scope function --allow-unregistered-dialect --dims n=4 --allocs --svg %t.svg | filecheck %s
// RUN: filecheck %s --check-prefix=SVG < %t.svg
// RUN: xhip plan %s --scope function --allow-unregistered-dialect --dims n=4 --json %t.json > /dev/null
// RUN: filecheck %s --check-prefix=JSON < %t.json
// RUN: xhip plan %t.json --dims n=4 --allocs | filecheck %s --check-prefix=SAVED
// RUN: not xhip plan %s --scope function --allow-unregistered-dialect --lifetime-start first-use 2>&1 | filecheck %s --check-prefix=REFUSED

// `xhip plan --scope function` is `xhip plan`: the same text, JSON and SVG,
// dynamic sizes at --dims (docs/semantics.md §4.8). Program points are the
// function's ops in pre-order: 0 %c0, 1 %c1, 2 %a, 3 scf.if, 4 %u, 5 write u,
// 6 dealloc u, 7 yield, 8 write a, 9 yield, 10 %s, 11 scf.for, 12 %t,
// 13 write t s, 14 dealloc t, 15 yield, 16 write s, 17 return.
// %a is live before the scf.if and in its else branch only: [2, 3] [8, 8]
// (two rectangles in the picture); %u, of the then branch, shares nothing
// with it. Statics (largest first): %u (2048 B) at 0, %s (256 B) at 0 (its
// set [10, 16] is disjoint from %u's [4, 5]): prefix 2048. Dynamic, widest
// span first: %t (8 * %n) opens slab 0, %a (4 * %n) joins it (disjoint sets).
// At %n = 4: %t 32 B, %a 16 B, the slab max(32, 16) rounded to 256: pool
// 2048 + 256 = 2304 B. The most bytes live at one point: %u, 2048 B.

// CHECK:      @loop: 4 pooled allocs, 1 domain, at %n = 4
// CHECK-NEXT:   domain 0: pool 2304 B (2.2 KiB) = (%n * 8 + 255) / 256 * 256 + 2048; lower bound 2048 B (2 KiB); static prefix 2048 B, 1 slab, 0 bins
// CHECK-NEXT:     %a memref<?xf32> live [2, 3] [8, 8] slab[0][1] offset 2048 = 2048 size 16 B
// CHECK-NEXT:     %u memref<512xf32> ops 4..5 static offset 0 = 0 size 2048 B
// CHECK-NEXT:     %s memref<64xf32> ops 10..16 static offset 0 = 0 size 256 B
// CHECK-NEXT:     %t memref<?xf64> ops 12..13 slab[0][0] offset 2048 = 2048 size 32 B
// CHECK-NOT:  {{.}}

// SVG:      scope function. x: program point (the function's ops in pre-order); y: byte offset in the pool.
// SVG:      <rect class="buffer slab" data-alloc="0" data-bytes="16" data-offset="2048" x="86.0" y="235.0" width="144.8" height="3.0"
// SVG:      live at points [2, 3] [8, 8] · slab 0, group 1
// SVG:      <rect class="buffer slab" data-alloc="0" data-bytes="16" data-offset="2048" x="520.4000000000001" y="235.0" width="72.39999999999998" height="3.0"
// SVG:      <rect class="buffer static" data-alloc="1" data-bytes="2048" data-offset="0"
// SVG:      <rect class="buffer static" data-alloc="2" data-bytes="256" data-offset="0"
// SVG:      <rect class="buffer slab" data-alloc="3" data-bytes="32" data-offset="2048"

// JSON:      "scope": "function",
// JSON:      "binding": {"%n": 4},
// JSON:      "name": "%a",
// JSON:      "lifetime": [2, 8],
// JSON:      "offset": {"expr": {{[0-9]+}}, "text": "2048", "bytes": 2048},
// JSON-NEXT: "placement": "slab",
// JSON-NEXT: "slot": [0, 1],
// JSON-NEXT: "live": [
// JSON-NEXT:   [2, 3],
// JSON-NEXT:   [8, 8]
// JSON-NEXT: ]
// JSON:      "name": "%u",
// JSON-NOT:  "live"
// JSON:      "pool_size": {"expr": {{[0-9]+}}, "text": "(max(%n * 8, %n * 4) + 255) / 256 * 256 + 2048", "bytes": 2304},
// JSON-NEXT: "lower_bound_bytes": 2048,

// A saved plan reads back with its live sets.
// SAVED:      @loop: 4 pooled allocs, 1 domain, at %n = 4
// SAVED:          %a memref<?xf32> live [2, 3] [8, 8] slab[0][1] offset 2048 = 2048 size 16 B

// REFUSED: scope-function.mlir:{{[0-9]+}}:1: error: hip-pool-allocs: scope=function cannot honour lifetime-start=first-use (its liveness starts each buffer at its alloc)

func.func @loop(%ctx: !hip.context, %n: index, %c: i1) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %a = memref.alloc(%n) : memref<?xf32>
  scf.if %c {
    %u = memref.alloc() : memref<512xf32>
    "test.op_with_memwrite"(%u) : (memref<512xf32>) -> ()
    memref.dealloc %u : memref<512xf32>
  } else {
    "test.op_with_memwrite"(%a) : (memref<?xf32>) -> ()
  }
  %s = memref.alloc() : memref<64xf32>
  scf.for %i = %c0 to %n step %c1 {
    %t = memref.alloc(%n) : memref<?xf64>
    "test.op_with_memwrite"(%t, %s) : (memref<?xf64>, memref<64xf32>) -> ()
    memref.dealloc %t : memref<?xf64>
  }
  "test.op_with_memwrite"(%s) : (memref<64xf32>) -> ()
  func.return
}

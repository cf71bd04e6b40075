// RUN: xhip plan %s --allow-unregistered-dialect --dims n=1000 | filecheck %s
// RUN: xhip plan %s --allow-unregistered-dialect --dims n=1000 --lifetime-start first-use | filecheck %s --check-prefix=FIRST

// Both allocs are made before either is used (hoisted). With lifetimes from the
// alloc (the default) %a [0, 2] and %b [1, 3] overlap: the bound is both,
// 2 * align(4000, 256) = 8192 B. Over true liveness (first use to last use) %a
// is live at op 2 only and %b at op 3 only: one at a time, 4096 B, which
// --lifetime-start first-use reaches (one slab, both at offset 0).

// CHECK:      {{^}}@hoisted: 2 pooled allocs, 1 domain, at %n = 1000{{$}}
// CHECK-NEXT: {{^}}  domain 0: pool 8192 B (8 KiB) = (%n * 4 + 255) / 256 * 512; lower bound 8192 B (8 KiB) with lifetimes from the alloc, 4096 B (4 KiB) over true liveness (first use to last use: --lifetime-start first-use plans for it); static prefix 0 B, 2 slabs, 0 bins{{$}}
// FIRST:      {{^}}  domain 0: pool 4096 B (4 KiB) = (%n * 4 + 255) / 256 * 256; lower bound 4096 B (4 KiB); static prefix 0 B, 1 slab, 0 bins{{$}}
func.func @hoisted(%ctx: !hip.context, %n: index) {
  %a = memref.alloc(%n) : memref<?xf32>
  %b = memref.alloc(%n) : memref<?xf32>
  "test.op_with_memread"(%a) : (memref<?xf32>) -> ()
  "test.op_with_memread"(%b) : (memref<?xf32>) -> ()
  func.return
}

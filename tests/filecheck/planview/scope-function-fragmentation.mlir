// RUN: xhip plan %s --scope function --allow-unregistered-dialect --dims n=4 --allocs | filecheck %s
// RUN: xhip plan %s --scope function --allow-unregistered-dialect --dims n=4 --json - | filecheck %s --check-prefix=JSON

// The fragmentation figures of a scope=function plan are bounds over the live
// sets, not over each buffer's hull (docs/semantics.md §4.8). Program points
// (the function's ops in pre-order): 0 %c0, 1 %c1, 2 scf.for, 3 %t, 4 %d,
// 5 scf.if, 6 %u, 7 %e, 8 write u e, 9 yield, 10 write t d, 11 yield,
// 12 yield, 13 return. %t and %d, of the loop body, are used in the else
// branch only: live [3, 5] [10, 10] and [4, 5] [10, 10], not in the then
// branch, where %u [6, 8] and %e [7, 8] take their bytes. Statics: %u
// (2048 B) at 0, %t (1024 B) at 0: prefix 2048, and at most 2048 B of them
// live at one point (%u alone); the hulls [3, 10] and [6, 8] would meet:
// 3072. Dynamic: %e (C 512) opens slab 0, %d (C 256) joins it: 512 units,
// and at most 512 live at one point (the hulls: 256 + 512 = 768).

// CHECK:      {{^}}@body_hole: 4 pooled allocs, 1 domain, at %n = 4{{$}}
// CHECK-NEXT: {{^}}  domain 0: pool 4096 B (4 KiB) = %n * 512 + 2048; lower bound 4096 B (4 KiB); static prefix 2048 B, 1 slab, 0 bins{{$}}
// CHECK-NEXT: {{^}}    %t memref<256xf32> live [3, 5] [10, 10] static offset 0 = 0 size 1024 B{{$}}
// CHECK-NEXT: {{^}}    %d memref<?x64xf32> live [4, 5] [10, 10] slab[0][1] offset 2048 = 2048 size 1024 B{{$}}
// CHECK-NEXT: {{^}}    %u memref<512xf32> ops 6..8 static offset 0 = 0 size 2048 B{{$}}
// CHECK-NEXT: {{^}}    %e memref<?x128xf32> ops 7..8 slab[0][0] offset 2048 = 2048 size 2048 B{{$}}
// CHECK-NOT:  {{.}}

// JSON:      "lower_bound_bytes": 4096,
// JSON:      "fragmentation": {
// JSON-NEXT:   "static_size": 2048,
// JSON-NEXT:   "static_bound": 2048,
// JSON-NEXT:   "dynamic_units": 512,
// JSON-NEXT:   "dynamic_bound": 512,
// JSON-NEXT:   "unavailable_reason": null,
// JSON-NEXT:   "bins": 0,
// JSON-NEXT:   "bins_bound": 0
// JSON-NEXT: }

func.func @body_hole(%ctx: !hip.context, %n: index, %c: i1) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  scf.for %i = %c0 to %n step %c1 {
    %t = memref.alloc() : memref<256xf32>
    %d = memref.alloc(%n) : memref<?x64xf32>
    scf.if %c {
      %u = memref.alloc() : memref<512xf32>
      %e = memref.alloc(%n) : memref<?x128xf32>
      "test.op_with_memwrite"(%u, %e) : (memref<512xf32>, memref<?x128xf32>) -> ()
    } else {
      "test.op_with_memwrite"(%t, %d) : (memref<256xf32>, memref<?x64xf32>) -> ()
    }
  }
  func.return
}

// RUN: xhip-opt %s --allow-unregistered-dialect --hip-pool-allocs --cse --mlir-pass-statistics --mlir-timing 2>&1 >/dev/null | filecheck %s
// RUN: xhip-opt %s --allow-unregistered-dialect --hip-pool-allocs='packer=best' --mlir-pass-statistics 2>&1 >/dev/null | filecheck %s --check-prefix=BEST
// RUN: xhip-opt %s --allow-unregistered-dialect --hip-pool-allocs 2>&1 >/dev/null | filecheck %s --check-prefix=NONE --allow-empty

// mlir-opt's --mlir-pass-statistics and --mlir-timing, on stderr after the run.
// @two: %s static (64 B), %a and %b dynamic on %n, live together: one domain,
// two slabs. @late: %m is defined after %c, so %d opens a second domain
// (a slab each). 5 pooled buffers, 3 domains, 4 slabs. The reference declares
// no STATISTICs: the counts are xhip's.

// CHECK:      {{^}}===-------------------------------------------------------------------------==={{$}}
// CHECK-NEXT: {{^}}                         ... Pass statistics report ...{{$}}
// CHECK-NEXT: {{^}}===-------------------------------------------------------------------------==={{$}}
// CHECK-NEXT: {{^}}hip-pool-allocs{{$}}
// CHECK-NEXT: {{^}}  (S) 2 functions - functions rewritten{{$}}
// CHECK-NEXT: {{^}}  (S) 5 pooled-buffers - allocs replaced by views of a pool{{$}}
// CHECK-NEXT: {{^}}  (S) 1 static-buffers - of them at a constant offset{{$}}
// CHECK-NEXT: {{^}}  (S) 0 chosen-buffers - of them in a layout chosen at run time{{$}}
// CHECK-NEXT: {{^}}  (S) 3 domains - pools (hip.get_pool ops){{$}}
// CHECK-NEXT: {{^}}  (S) 4 slabs - slabs of the reference layouts{{$}}
// CHECK-NEXT: {{^}}  (S) 0 bins - small-bucket bins{{$}}
// CHECK-NEXT: {{^}}  (S) 0 unpooled - used allocs left as they are{{$}}
// CHECK-NEXT: {{^}}===-------------------------------------------------------------------------==={{$}}
// CHECK-NEXT: {{^}}                         ... Execution time report ...{{$}}
// CHECK-NEXT: {{^}}===-------------------------------------------------------------------------==={{$}}
// CHECK-NEXT: {{^}}  Total Execution Time: {{[0-9]+\.[0-9][0-9][0-9][0-9]}} seconds{{$}}
// CHECK-EMPTY:
// CHECK-NEXT: {{^}}  ----Wall Time----  ----Name----{{$}}
// CHECK-NEXT: {{^}}  {{ *[0-9]+\.[0-9][0-9][0-9][0-9]}} ({{ *[0-9]+\.[0-9]}}%)  Parser{{$}}
// CHECK-NEXT: {{^}}  {{ *[0-9]+\.[0-9][0-9][0-9][0-9]}} ({{ *[0-9]+\.[0-9]}}%)  hip-pool-allocs{{$}}
// CHECK-NEXT: {{^}}  {{ *[0-9]+\.[0-9][0-9][0-9][0-9]}} ({{ *[0-9]+\.[0-9]}}%)  cse{{$}}
// CHECK-NEXT: {{^}}  {{ *[0-9]+\.[0-9][0-9][0-9][0-9]}} ({{ *[0-9]+\.[0-9]}}%)  Output{{$}}
// CHECK-NEXT: {{^}}  {{ *[0-9]+\.[0-9][0-9][0-9][0-9]}} (100.0%)  Total{{$}}
// CHECK-NOT:  {{.}}

// packer=best: the dynamic buffers go into layouts chosen at run time, no slabs.
// BEST:       {{^}}  (S) 5 pooled-buffers - allocs replaced by views of a pool{{$}}
// BEST:       {{^}}  (S) 4 chosen-buffers - of them in a layout chosen at run time{{$}}
// BEST-NEXT:  {{^}}  (S) 3 domains - pools (hip.get_pool ops){{$}}
// BEST-NEXT:  {{^}}  (S) 0 slabs - slabs of the reference layouts{{$}}

// NONE-NOT:   {{.}}

func.func @two(%ctx: !hip.context, %n: index) {
  %s = memref.alloc() : memref<16xf32>
  %a = memref.alloc(%n) : memref<?xf32>
  %b = memref.alloc(%n) : memref<?xf32>
  "test.op_with_memread"(%s, %a, %b) : (memref<16xf32>, memref<?xf32>, memref<?xf32>) -> ()
  func.return
}

func.func @late(%ctx: !hip.context, %n: index) {
  %c = memref.alloc(%n) : memref<?xf32>
  %m = arith.muli %n, %n : index
  %d = memref.alloc(%m) : memref<?xf32>
  "test.op_with_memread"(%c, %d) : (memref<?xf32>, memref<?xf32>) -> ()
  func.return
}

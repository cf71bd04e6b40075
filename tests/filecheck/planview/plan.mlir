// RUN: xhip plan %s --dims seq=100 --allocs | filecheck %s
// RUN: xhip plan %s --dims seq=100 --json - | filecheck %s --check-prefix=JSON
// RUN: xhip plan %s --dims seq=100 --svg - | filecheck %s --check-prefix=SVG
// RUN: xhip plan %s --allocs | filecheck %s --check-prefix=DEFAULT
// RUN: not xhip plan %s --alignment 3 2>&1 | filecheck %s --check-prefix=ERR

// %w: static 1000 x f32 = 4000 B, aligned 4096, ops [2, 7], offset 0.
// %h: ?x1024xf16 on %s2 = 2 * %seq: C 2048, ops [3, 7], slab 0 at 4096.
// %o: ?x1024xf16 on %seq: C 2048, ops [6, 7], overlaps %h: slab 1.
// At seq = 100: %s2 = 200 (through the arith.muli), %h = 409600 B,
// %o = 204800 B, pool = (409600 + 4096) + 204800 = 618496 B (written as the
// pass computes it, docs/semantics.md §7: the constant right of the addi); all three are live
// at op 7, so the max-load bound is the same 618496 B.

// CHECK:      @mixed: 3 pooled allocs, 1 domain, at %s2 = 200, %seq = 100
// CHECK-NEXT:   domain 0: pool 618496 B (604 KiB) = %s2 * 2048 + %seq * 2048 + 4096; lower bound 618496 B (604 KiB); static prefix 4096 B, 2 slabs, 0 bins
// CHECK-NEXT:     %w memref<1000xf32> ops 2..7 static offset 0 = 0 size 4000 B
// CHECK-NEXT:     %h memref<?x1024xf16> ops 3..7 slab[0][0] offset 4096 = 4096 size 409600 B
// CHECK-NEXT:     %o memref<?x1024xf16> ops 6..7 slab[1][0] offset %s2 * 2048 + 4096 = 413696 size 204800 B

// JSON:       "symbols": ["%s2", "%seq"],
// JSON-NEXT:  "binding": {"%s2": 200, "%seq": 100},
// JSON:       "name": "%o",
// JSON:       "lifetime": [6, 7],
// JSON:       "size": {"expr": {{[0-9]+}}, "text": "%seq * 2048", "bytes": 204800},
// JSON-NEXT:  "offset": {"expr": {{[0-9]+}}, "text": "%s2 * 2048 + 4096", "bytes": 413696},
// JSON-NEXT:  "placement": "slab",
// JSON-NEXT:  "slot": [1, 0]
// JSON:       "pool_size": {"expr": {{[0-9]+}}, "text": "%s2 * 2048 + 4096 + %seq * 2048", "bytes": 618496},
// JSON-NEXT:  "lower_bound_bytes": 618496,

// The scale is 5/8192 px per byte: 4000 B is 2.44140625 px, 409600 B 250 px.
// SVG: <g class="panel" data-function="mixed" data-domain="0" data-pool="618496" data-bound="618496" data-px-per-byte="5/8192" data-plot-bottom="562">
// SVG: <rect class="buffer static" data-alloc="0" data-bytes="4000" data-offset="0" {{.*}} y="559.55859375" {{.*}} height="2.44140625"
// SVG: <rect class="buffer slab" data-alloc="1" data-bytes="409600" data-offset="4096" {{.*}} y="309.5" {{.*}} height="250.0"
// SVG: <rect class="buffer slab" data-alloc="2" data-bytes="204800" data-offset="413696" {{.*}} y="184.5" {{.*}} height="125.0"
// SVG: <line class="pool-size" data-bytes="618496" x1="86" y1="184.5"
// SVG: <line class="lower-bound" data-bytes="618496" x1="86" y1="184.5"

// DEFAULT: @mixed: 3 pooled allocs, 1 domain, at %s2 = 2048 (default), %seq = 1024 (default)
// DEFAULT-NEXT: domain 0: pool 6295552 B (6 MiB)

// ERR: error: hip-pool-allocs: alignment must be a positive power of 2 (got 3)

func.func @mixed(%ctx: !hip.context, %seq: index, %x: memref<?x1024xf16>) {
  %c2 = arith.constant 2 : index
  %s2 = arith.muli %seq, %c2 : index
  %w = memref.alloc() : memref<1000xf32>
  %h = memref.alloc(%s2) : memref<?x1024xf16>
  hip.silu(%ctx) ins(%x : memref<?x1024xf16>) outs(%h : memref<?x1024xf16>)
  hip.silu(%ctx) ins(%w : memref<1000xf32>) outs(%w : memref<1000xf32>)
  %o = memref.alloc(%seq) : memref<?x1024xf16>
  hip.mul(%ctx) ins(%h, %w : memref<?x1024xf16>, memref<1000xf32>) outs(%o : memref<?x1024xf16>)
  func.return
}

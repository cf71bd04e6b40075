// RUN: xhip-opt %s -p 'hip-pool-allocs{scope=function emit-fragmentation-report=true}' 2>&1 >/dev/null | filecheck %s
// RUN: xhip-opt %s -p 'hip-pool-allocs{emit-fragmentation-report=true}' 2>&1 >/dev/null | filecheck %s --check-prefix=ENTRY
// RUN: xhip plan %s --scope function --allocs --dims n=4 --function loop_branch | filecheck %s --check-prefix=PLAN

// emit-fragmentation-report=true under scope=function gives the remarks it
// gives under the default scope (docs/semantics.md §4.8, §5.1, §8): per
// domain its fragmentation remark, bounds counted over the live sets; each
// unpooled alloc's reason; and for a domain a late size opened in its home
// block, the remark that names the size.

// @flat, all of whose allocs are in the entry block: the same remarks in
// both scopes. 0 %a (C 256, F %n), 1 %s (32 B), 2 write, 3 %m (a load),
// 4 %b (C 256, F %m): %m is defined after %a, so %b opens domain 1; the
// hoist pass moves a read with hoist-loads only. Domain 0: %s static, 256
// aligned, the only static: 256/256; %a alone in slab 0: 256/256 units.
// Domain 1: %b alone: 256/256 units.

// CHECK:      {{^}}{{.*}}scope-function-report.mlir:82:1: remark: hip-pool-allocs fragmentation: domain 0: static 256/256 B (0 frag); dyn-pool 256/256 units (0 frag); small-buckets 0/0 bins (0 excess){{$}}
// CHECK-NEXT: {{^}}{{.*}}scope-function-report.mlir:87:3: remark: hip-pool-allocs: %b opens pool domain 1: its size %m (defined at {{.*}}scope-function-report.mlir:86:3) comes after %a ({{.*}}scope-function-report.mlir:83:3), where domain 0's pool is computed; run --hip-hoist-alloc-size-arith='hoist-loads=true' before --hip-pool-allocs to move the size arithmetic above it{{$}}
// CHECK-NEXT: {{^}}{{.*}}scope-function-report.mlir:82:1: remark: hip-pool-allocs fragmentation: domain 1: static 0/0 B (0 frag); dyn-pool 256/256 units (0 frag); small-buckets 0/0 bins (0 excess){{$}}

// ENTRY:      {{^}}{{.*}}scope-function-report.mlir:82:1: remark: hip-pool-allocs fragmentation: domain 0: static 256/256 B (0 frag); dyn-pool 256/256 units (0 frag); small-buckets 0/0 bins (0 excess){{$}}
// ENTRY-NEXT: {{^}}{{.*}}scope-function-report.mlir:87:3: remark: hip-pool-allocs: %b opens pool domain 1: its size %m (defined at {{.*}}scope-function-report.mlir:86:3) comes after %a ({{.*}}scope-function-report.mlir:83:3), where domain 0's pool is computed; run --hip-hoist-alloc-size-arith='hoist-loads=true' before --hip-pool-allocs to move the size arithmetic above it{{$}}
// ENTRY-NEXT: {{^}}{{.*}}scope-function-report.mlir:82:1: remark: hip-pool-allocs fragmentation: domain 1: static 0/0 B (0 frag); dyn-pool 256/256 units (0 frag); small-buckets 0/0 bins (0 excess){{$}}

// @loop_branch. Program points (the function's ops in pre-order): 0 %c0,
// 1 %c1, 2 scf.for, 3 %t, 4 %d, 5 %k, 6 scf.if, 7 %u, 8 %e, 9 write u e,
// 10 yield, 11 write t d k, 12 yield, 13 yield, 14 %m, 15 %b, 16 write b,
// 17 scf.if, 18 %q, 19 %h, 20 %r, 21 %g, 22 write h g, 23 yield, 24 return.
// %k, sized by the induction variable, stays, with its reason. Homes: the
// entry block (%t %d %u %e standing at 2, %b at 15 as 1: %m at 14 comes
// after 2, so %b opens domain 1, and only defining %m above the scf.for would
// let it share domain 0's pool: the hoist pass moves no size of an alloc
// inside a loop), then the branch (%h, %g: %q and %r are its values): %h
// opens domain 2 with its home, not a late size (no remark); %r comes after
// %h, so %g opens domain 3, where no hoist pass runs.
// Domain 0's bounds over the live sets: %t [3, 6] [11, 11] and %u [7, 9]
// are disjoint: static 2048/2048 (%u alone at most; their hulls [3, 11] and
// [7, 9] would meet: 3072); %e (C 512) opens slab 0, %d (C 256) joins it:
// 512 units, at most 512 live at once (%d [4, 6] [11, 11], %e [8, 9]; the
// hulls: 768). Domains 1 to 3: one buffer of C 4 each, a slab width
// rounded at run time.

// CHECK-NEXT: {{^}}{{.*}}scope-function-report.mlir:98:5: remark: hip-pool-allocs: %k is not pooled: its size %i is defined inside scf.for, which encloses it (a size that may change from one iteration to the next){{$}}
// CHECK-NEXT: {{^}}{{.*}}scope-function-report.mlir:92:1: remark: hip-pool-allocs fragmentation: domain 0: static 2048/2048 B (0 frag); dyn-pool 512/512 units (0 frag); small-buckets 0/0 bins (0 excess){{$}}
// CHECK-NEXT: {{^}}{{.*}}scope-function-report.mlir:108:3: remark: hip-pool-allocs: %b opens pool domain 1: its size %m (defined at {{.*}}scope-function-report.mlir:107:3) comes after %t ({{.*}}scope-function-report.mlir:96:5), where domain 0's pool is computed; define it above scf.for ({{.*}}scope-function-report.mlir:95:3), which holds %t, to share that pool (--hip-hoist-alloc-size-arith moves the sizes of the allocs of a single-block function's entry block only){{$}}
// CHECK-NEXT: {{^}}{{.*}}scope-function-report.mlir:92:1: remark: hip-pool-allocs fragmentation: domain 1: static 0/0 B (0 frag); dyn-pool coefficient unavailable (runtime alignment); small-buckets 0/0 bins (0 excess){{$}}
// CHECK-NEXT: {{^}}{{.*}}scope-function-report.mlir:92:1: remark: hip-pool-allocs fragmentation: domain 2: static 0/0 B (0 frag); dyn-pool coefficient unavailable (runtime alignment); small-buckets 0/0 bins (0 excess){{$}}
// CHECK-NEXT: {{^}}{{.*}}scope-function-report.mlir:114:5: remark: hip-pool-allocs: %g opens pool domain 3: its size %r (defined at {{.*}}scope-function-report.mlir:113:5) comes after %h ({{.*}}scope-function-report.mlir:112:5), where domain 2's pool is computed; define it above %h to share that pool (--hip-hoist-alloc-size-arith moves the sizes of the allocs of a single-block function's entry block only){{$}}
// CHECK-NEXT: {{^}}{{.*}}scope-function-report.mlir:92:1: remark: hip-pool-allocs fragmentation: domain 3: static 0/0 B (0 frag); dyn-pool coefficient unavailable (runtime alignment); small-buckets 0/0 bins (0 excess){{$}}
// CHECK-NOT:  {{.}}

// The default scope passes over the allocs inside the regions of
// @loop_branch, naming each with what scope=function does with it, and
// pools none: one domain with nothing in it.
// ENTRY-NEXT: {{^}}{{.*}}scope-function-report.mlir:96:5: remark: hip-pool-allocs: %t is not pooled: it is inside scf.for at {{.*}}scope-function-report.mlir:95:3, and scope=entry-block (the default) pools the allocs of the entry block only; --hip-pool-allocs='scope=function' pools it{{$}}
// ENTRY-NEXT: {{^}}{{.*}}scope-function-report.mlir:97:5: remark: hip-pool-allocs: %d is not pooled: it is inside scf.for at {{.*}}scope-function-report.mlir:95:3, and scope=entry-block (the default) pools the allocs of the entry block only; --hip-pool-allocs='scope=function' pools it{{$}}
// ENTRY-NEXT: {{^}}{{.*}}scope-function-report.mlir:98:5: remark: hip-pool-allocs: %k is not pooled: it is inside scf.for at {{.*}}scope-function-report.mlir:95:3, and scope=entry-block (the default) pools the allocs of the entry block only; --hip-pool-allocs='scope=function' leaves it unpooled too: its size %i is defined inside scf.for, which encloses it (a size that may change from one iteration to the next){{$}}
// ENTRY-NEXT: {{^}}{{.*}}scope-function-report.mlir:100:7: remark: hip-pool-allocs: %u is not pooled: it is inside scf.for at {{.*}}scope-function-report.mlir:95:3, and scope=entry-block (the default) pools the allocs of the entry block only; --hip-pool-allocs='scope=function' pools it{{$}}
// ENTRY-NEXT: {{^}}{{.*}}scope-function-report.mlir:101:7: remark: hip-pool-allocs: %e is not pooled: it is inside scf.for at {{.*}}scope-function-report.mlir:95:3, and scope=entry-block (the default) pools the allocs of the entry block only; --hip-pool-allocs='scope=function' pools it{{$}}
// ENTRY-NEXT: {{^}}{{.*}}scope-function-report.mlir:112:5: remark: hip-pool-allocs: %h is not pooled: it is inside scf.if at {{.*}}scope-function-report.mlir:110:3, and scope=entry-block (the default) pools the allocs of the entry block only; --hip-pool-allocs='scope=function' pools it{{$}}
// ENTRY-NEXT: {{^}}{{.*}}scope-function-report.mlir:114:5: remark: hip-pool-allocs: %g is not pooled: it is inside scf.if at {{.*}}scope-function-report.mlir:110:3, and scope=entry-block (the default) pools the allocs of the entry block only; --hip-pool-allocs='scope=function' pools it{{$}}
// ENTRY-NEXT: {{^}}{{.*}}scope-function-report.mlir:92:1: remark: hip-pool-allocs fragmentation: domain 0: static 0/0 B (0 frag); dyn-pool coefficient unavailable (runtime alignment); small-buckets 0/0 bins (0 excess){{$}}
// ENTRY-NOT:  {{.}}

// xhip plan --scope function: the same bounds (bytes at %n = 4) and reasons.
// PLAN:      {{^}}@loop_branch: 7 pooled allocs, 4 domains, at %n = 4, %m = 16, %q = 5, %r = 25{{$}}
// PLAN-NEXT: {{^}}  domain 0: pool 4096 B (4 KiB) = %n * 512 + 2048; lower bound 4096 B (4 KiB); static prefix 2048 B, 1 slab, 0 bins{{$}}
// PLAN-NEXT: {{^}}    %t memref<256xf32> live [3, 6] [11, 11] static offset 0 = 0 size 1024 B{{$}}
// PLAN-NEXT: {{^}}    %d memref<?x64xf32> live [4, 6] [11, 11] slab[0][1] offset 2048 = 2048 size 1024 B{{$}}
// PLAN-NEXT: {{^}}    %u memref<512xf32> ops 7..9 static offset 0 = 0 size 2048 B{{$}}
// PLAN-NEXT: {{^}}    %e memref<?x128xf32> ops 8..9 slab[0][0] offset 2048 = 2048 size 2048 B{{$}}
// PLAN-NEXT: {{^}}  domain 1: pool 256 B (256 B) = (%m * 4 + 255) / 256 * 256; lower bound 256 B (256 B); static prefix 0 B, 1 slab, 0 bins{{$}}
// PLAN-NEXT: {{^}}    %b memref<?xf32> ops 15..16 slab[0][0] offset 0 = 0 size 64 B{{$}}
// PLAN-NEXT: {{^}}  domain 2: pool 256 B (256 B) = (%q * 4 + 255) / 256 * 256; lower bound 256 B (256 B); static prefix 0 B, 1 slab, 0 bins{{$}}
// PLAN-NEXT: {{^}}    %h memref<?xf32> ops 19..22 slab[0][0] offset 0 = 0 size 20 B{{$}}
// PLAN-NEXT: {{^}}  domain 3: pool 256 B (256 B) = (%r * 4 + 255) / 256 * 256; lower bound 256 B (256 B); static prefix 0 B, 1 slab, 0 bins{{$}}
// PLAN-NEXT: {{^}}    %g memref<?xf32> ops 21..22 slab[0][0] offset 0 = 0 size 100 B{{$}}
// PLAN-NEXT: {{^}}  %k is not pooled: its size %i is defined inside scf.for, which encloses it (a size that may change from one iteration to the next){{$}}
// PLAN-NOT:  {{.}}

func.func @flat(%ctx: !hip.context, %n: index, %p: memref<index>) {
  %a = memref.alloc(%n) : memref<?x64xf32>
  %s = memref.alloc() : memref<8xf32>
  "test.op_with_memwrite"(%a, %s) : (memref<?x64xf32>, memref<8xf32>) -> ()
  %m = memref.load %p[] : memref<index>
  %b = memref.alloc(%m) : memref<?x64xf32>
  "test.op_with_memwrite"(%b) : (memref<?x64xf32>) -> ()
  func.return
}

func.func @loop_branch(%ctx: !hip.context, %n: index, %c: i1) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  scf.for %i = %c0 to %n step %c1 {
    %t = memref.alloc() : memref<256xf32>
    %d = memref.alloc(%n) : memref<?x64xf32>
    %k = memref.alloc(%i) : memref<?xf32>
    scf.if %c {
      %u = memref.alloc() : memref<512xf32>
      %e = memref.alloc(%n) : memref<?x128xf32>
      "test.op_with_memwrite"(%u, %e) : (memref<512xf32>, memref<?x128xf32>) -> ()
    } else {
      "test.op_with_memwrite"(%t, %d, %k) : (memref<256xf32>, memref<?x64xf32>, memref<?xf32>) -> ()
    }
  }
  %m = arith.muli %n, %n : index
  %b = memref.alloc(%m) : memref<?xf32>
  "test.op_with_memwrite"(%b) : (memref<?xf32>) -> ()
  scf.if %c {
    %q = arith.addi %n, %c1 : index
    %h = memref.alloc(%q) : memref<?xf32>
    %r = arith.muli %q, %q : index
    %g = memref.alloc(%r) : memref<?xf32>
    "test.op_with_memwrite"(%h, %g) : (memref<?xf32>, memref<?xf32>) -> ()
  }
  func.return
}

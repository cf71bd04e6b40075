// RUN: not xhip-opt -p 'hip-pool-allocs{scope=function lifetime-only=false}' %s 2>&1 | filecheck %s --check-prefix=GROUPED
// RUN: not xhip-opt -p 'hip-pool-allocs{scope=function lifetime-start=first-use}' %s 2>&1 | filecheck %s --check-prefix=FIRSTUSE
// RUN: not xhip-opt -p 'hip-pool-allocs{lifetime-start=first-use scope=function lifetime-only=false emit-fragmentation-report=true}' %s 2>&1 | filecheck %s --check-prefix=ALL
// RUN: xhip-opt -p 'hip-pool-allocs{scope=function lifetime-only=true lifetime-start=alloc emit-fragmentation-report=false}' %s | filecheck %s --check-prefix=DEFAULTS
// RUN: xhip-opt -p 'hip-pool-allocs{scope=function emit-fragmentation-report=true}' %s 2>&1 | filecheck %s --check-prefix=REPORT

// scope=function packs buffers live on interval sets (docs/semantics.md
// §4.8): the options defined on the reference's single-block lifetimes are
// refused with what each cannot do, at every function, before any change;
// spelled at their defaults they are accepted. The fragmentation report is
// not refused: its bounds count the bytes live on the sets
// (scope-function-report.mlir).

// GROUPED-NOT:  func.func
// GROUPED:      {{^}}{{.*}}scope-function-options.mlir:30:1: error: hip-pool-allocs: scope=function cannot honour lifetime-only=false (grouped slabs and small buckets are laid out on single-block lifetimes){{$}}
// GROUPED-NOT:  {{.}}
// FIRSTUSE:     {{^}}{{.*}}scope-function-options.mlir:30:1: error: hip-pool-allocs: scope=function cannot honour lifetime-start=first-use (its liveness starts each buffer at its alloc){{$}}
// FIRSTUSE-NOT: {{.}}
// ALL:          {{^}}{{.*}}scope-function-options.mlir:30:1: error: hip-pool-allocs: scope=function cannot honour lifetime-only=false (grouped slabs and small buckets are laid out on single-block lifetimes); lifetime-start=first-use (its liveness starts each buffer at its alloc){{$}}
// ALL-NOT:      {{.}}

// DEFAULTS:      %pool = hip.get_pool(%ctx, %c256) : memref<?xi8>
// DEFAULTS-NEXT: %c0 = arith.constant 0 : index
// DEFAULTS-NEXT: %a = memref.view %pool[%c0][] : memref<?xi8> to memref<16xf32>

// REPORT:      {{^}}{{.*}}scope-function-options.mlir:30:1: remark: hip-pool-allocs fragmentation: domain 0: static 256/256 B (0 frag); dyn-pool 0/0 units (0 frag); small-buckets 0/0 bins (0 excess){{$}}
// REPORT-NEXT: module attributes
// REPORT:      %pool = hip.get_pool(%ctx, %c256) : memref<?xi8>

func.func @f(%ctx: !hip.context, %v: f32, %i: index) {
  %a = memref.alloc() : memref<16xf32>
  memref.store %v, %a[%i] : memref<16xf32>
  func.return
}

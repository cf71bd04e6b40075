// RUN: not xhip check %s 2>&1 | filecheck %s

// What a branch inside an scf.execute_region of several blocks passes goes to
// its successor's argument, not to the region's results: only the terminator
// that leaves the region (scf.yield) hands values to them (docs/semantics.md
// §9.1). @branch_in_region: %a, a view of the pool=memref pool %pool, is
// passed by a cf.br to ^bb1's %m, which nothing returns; the region yields
// the plain alloc %d, and the function returns that. Before, the checker took
// the cf.br for a yield and reported "func.return returns %a, a view of pool
// %pool" (found by the control-flow campaign with --pool memref, whose
// execute_regions hold a lowered scf.if). @yielded: the same region yielding
// %m (that is %a) is reported, at the return.
// CHECK:      {{.*}}memref-pools-region-branch.mlir:[[# @LINE + 31]]:3: error: @yielded: func.return returns %a, a view of pool %pool, which the function frees
// CHECK-NEXT: {{.*}}memref-pools-region-branch.mlir: 2 functions, 2 views, 214 function bindings checked: 1 violation

func.func @branch_in_region(%n: index) -> memref<?xf32> {
  %c0 = arith.constant 0 : index
  %c256 = arith.constant 256 : index
  %pool = memref.alloc(%c256) {alignment = 256 : i64} : memref<?xi8>
  %r = scf.execute_region -> (memref<?xf32>) {
    %a = memref.view %pool[%c0][] : memref<?xi8> to memref<64xf32>
    cf.br ^bb1(%a : memref<64xf32>)
  ^bb1(%m: memref<64xf32>):
    %v = memref.load %m[%c0] : memref<64xf32>
    %d = memref.alloc(%n) : memref<?xf32>
    memref.store %v, %d[%c0] : memref<?xf32>
    scf.yield %d : memref<?xf32>
  }
  memref.dealloc %pool : memref<?xi8>
  func.return %r : memref<?xf32>
}

func.func @yielded(%n: index) -> memref<64xf32> {
  %c0 = arith.constant 0 : index
  %c256 = arith.constant 256 : index
  %pool = memref.alloc(%c256) {alignment = 256 : i64} : memref<?xi8>
  %r = scf.execute_region -> (memref<64xf32>) {
    %a = memref.view %pool[%c0][] : memref<?xi8> to memref<64xf32>
    cf.br ^bb1(%a : memref<64xf32>)
  ^bb1(%m: memref<64xf32>):
    scf.yield %m : memref<64xf32>
  }
  memref.dealloc %pool : memref<?xi8>
  func.return %r : memref<64xf32>
}

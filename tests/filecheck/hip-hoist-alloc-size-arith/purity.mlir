// RUN: xdsl-opt -p hip-hoist-alloc-size-arith --allow-unregistered-dialect %s | filecheck %s

// What MLIR's isPure admits (docs/semantics.md §11.2): each alloc after E is sized by one op
// under test; the ops that move end up above E (%e), in the allocs' order; the
// others stay, in their place. (The verdicts were checked against
// iree-opt --loop-invariant-code-motion, which hoists the same ops.) A dim with
// a negative constant index passes: MLIR's DimOp::getSpeculatability only
// checks `rank <= index`. floordivsi, remui and remsi are pure whatever their
// divisor (MLIR 22 declares them Pure; the reference hoists `remui %n, %k`),
// and an op xDSL declares Pure (test.pureop) is admitted.

// CHECK-LABEL: func.func @admitted(%n: index, %k: index, %i32: i32, %x: memref<?x4xf32>) {
// CHECK-NEXT:    %c0 = arith.constant 0 : index
// CHECK-NEXT:    %c4 = arith.constant 4 : index
// CHECK-NEXT:    %c7 = arith.constant 7 : index
// CHECK-NEXT:    %cm1 = arith.constant -1 : index
// CHECK-NEXT:    %add = arith.addi %n, %k : index
// CHECK-NEXT:    %sub = arith.subi %n, %k : index
// CHECK-NEXT:    %mul = arith.muli %n, %k : index
// CHECK-NEXT:    %cast = arith.index_cast %i32 : i32 to index
// CHECK-NEXT:    %cmp = arith.cmpi ult, %n, %k : index
// CHECK-NEXT:    %sel = arith.select %cmp, %n, %k : index
// CHECK-NEXT:    %min = arith.minui %n, %k : index
// CHECK-NEXT:    %max = arith.maxsi %n, %k : index
// CHECK-NEXT:    %aff = affine.apply affine_map<(d0) -> ((d0 * 4))> (%n)
// CHECK-NEXT:    %dim = memref.dim %x, %c0 : memref<?x4xf32>
// CHECK-NEXT:    %sv = memref.subview %x[0, 0] [%n, 2] [1, 1] : memref<?x4xf32> to memref<?x2xf32, strided<[4, 1]>>
// CHECK-NEXT:    %svd = memref.dim %sv, %c0 : memref<?x2xf32, strided<[4, 1]>>
// CHECK-NEXT:    %cv = memref.cast %x : memref<?x4xf32> to memref<?x?xf32>
// CHECK-NEXT:    %cvd = memref.dim %cv, %c0 : memref<?x?xf32>
// CHECK-NEXT:    %c16 = arith.constant 16 : index
// CHECK-NEXT:    %cst = arith.addi %n, %c16 : index
// CHECK-NEXT:    %divc = arith.divui %n, %c4 : index
// CHECK-NEXT:    %ceil = arith.ceildivui %n, %c4 : index
// CHECK-NEXT:    %divs = arith.divsi %n, %c4 : index
// CHECK-NEXT:    %remc = arith.remui %n, %c7 : index
// CHECK-NEXT:    %floor = arith.floordivsi %n, %k : index
// CHECK-NEXT:    %rems = arith.remsi %n, %k : index
// CHECK-NEXT:    %pure = "test.pureop"(%n) : (index) -> index
// CHECK-NEXT:    %neg = memref.dim %x, %cm1 : memref<?x4xf32>
// CHECK-NEXT:    %e = memref.alloc(%n) : memref<?xf32>
// CHECK-NEXT:    %a1 = memref.alloc(%add) : memref<?xf32>
func.func @admitted(%n: index, %k: index, %i32: i32, %x: memref<?x4xf32>) {
  %c0 = arith.constant 0 : index
  %c4 = arith.constant 4 : index
  %c7 = arith.constant 7 : index
  %cm1 = arith.constant -1 : index
  %e = memref.alloc(%n) : memref<?xf32>
  %add = arith.addi %n, %k : index
  %a1 = memref.alloc(%add) : memref<?xf32>
  %sub = arith.subi %n, %k : index
  %a2 = memref.alloc(%sub) : memref<?xf32>
  %mul = arith.muli %n, %k : index
  %a3 = memref.alloc(%mul) : memref<?xf32>
  %cast = arith.index_cast %i32 : i32 to index
  %a4 = memref.alloc(%cast) : memref<?xf32>
  %cmp = arith.cmpi ult, %n, %k : index
  %sel = arith.select %cmp, %n, %k : index
  %a5 = memref.alloc(%sel) : memref<?xf32>
  %min = arith.minui %n, %k : index
  %a6 = memref.alloc(%min) : memref<?xf32>
  %max = arith.maxsi %n, %k : index
  %a7 = memref.alloc(%max) : memref<?xf32>
  %aff = affine.apply affine_map<(d0) -> (d0 * 4)>(%n)
  %a8 = memref.alloc(%aff) : memref<?xf32>
  %dim = memref.dim %x, %c0 : memref<?x4xf32>
  %a9 = memref.alloc(%dim) : memref<?xf32>
  %sv = memref.subview %x[0, 0] [%n, 2] [1, 1] : memref<?x4xf32> to memref<?x2xf32, strided<[4, 1]>>
  %svd = memref.dim %sv, %c0 : memref<?x2xf32, strided<[4, 1]>>
  %a10 = memref.alloc(%svd) : memref<?xf32>
  %cv = memref.cast %x : memref<?x4xf32> to memref<?x?xf32>
  %cvd = memref.dim %cv, %c0 : memref<?x?xf32>
  %a11 = memref.alloc(%cvd) : memref<?xf32>
  %c16 = arith.constant 16 : index
  %cst = arith.addi %n, %c16 : index
  %a12 = memref.alloc(%cst) : memref<?xf32>
  %divc = arith.divui %n, %c4 : index
  %a13 = memref.alloc(%divc) : memref<?xf32>
  %ceil = arith.ceildivui %n, %c4 : index
  %a14 = memref.alloc(%ceil) : memref<?xf32>
  %divs = arith.divsi %n, %c4 : index
  %a15 = memref.alloc(%divs) : memref<?xf32>
  %remc = arith.remui %n, %c7 : index
  %a16 = memref.alloc(%remc) : memref<?xf32>
  %floor = arith.floordivsi %n, %k : index
  %a17 = memref.alloc(%floor) : memref<?xf32>
  %rems = arith.remsi %n, %k : index
  %a20 = memref.alloc(%rems) : memref<?xf32>
  %pure = "test.pureop"(%n) : (index) -> index
  %a18 = memref.alloc(%pure) : memref<?xf32>
  %neg = memref.dim %x, %cm1 : memref<?x4xf32>
  %a19 = memref.alloc(%neg) : memref<?xf32>
  "test.op"(%e, %a1, %a2, %a3, %a4, %a5, %a6, %a7, %a8, %a9, %a10, %a11, %a12, %a13, %a14, %a15, %a16, %a17, %a20, %a18, %a19) : (memref<?xf32>, memref<?xf32>, memref<?xf32>, memref<?xf32>, memref<?xf32>, memref<?xf32>, memref<?xf32>, memref<?xf32>, memref<?xf32>, memref<?xf32>, memref<?xf32>, memref<?xf32>, memref<?xf32>, memref<?xf32>, memref<?xf32>, memref<?xf32>, memref<?xf32>, memref<?xf32>, memref<?xf32>, memref<?xf32>, memref<?xf32>) -> ()
  func.return
}

// Rejected: a load (read effect), a call (no effect declaration),
// hip.readback_dim, a division by a runtime value (not a remainder: %remr
// moves above %e, as the reference moves it), a signed
// division by -1, a dim with a runtime or out-of-range index, an op with
// regions (scf.if, although recursively speculatable), an unregistered op, a
// dim of memref.reshape (not pure), and what depends on any of them.
// CHECK-LABEL: func.func @rejected(%ctx: !hip.context, %n: index, %k: index, %buf: memref<2xindex>, %x: memref<?x4xf32>, %c: i1) {
// CHECK-NEXT:    %c0 = arith.constant 0 : index
// CHECK-NEXT:    %cm1 = arith.constant -1 : index
// CHECK-NEXT:    %c7 = arith.constant 7 : index
// CHECK-NEXT:    %remr = arith.remui %n, %k : index
// CHECK-NEXT:    %e = memref.alloc(%n) : memref<?xf32>
// CHECK-NEXT:    %load = memref.load %buf[%c0] : memref<2xindex>
// CHECK-NEXT:    %dep = arith.addi %load, %n : index
// CHECK-NEXT:    %a1 = memref.alloc(%dep) : memref<?xf32>
// CHECK-NEXT:    %call = func.call @size(%n) : (index) -> index
// CHECK-NEXT:    %a2 = memref.alloc(%call) : memref<?xf32>
// CHECK-NEXT:    %rb = hip.readback_dim(%ctx, %buf : memref<2xindex>) -> index
// CHECK-NEXT:    %a3 = memref.alloc(%rb) : memref<?xf32>
// CHECK-NEXT:    %divr = arith.divui %n, %k : index
// CHECK-NEXT:    %a4 = memref.alloc(%divr) : memref<?xf32>
// CHECK-NEXT:    %a5 = memref.alloc(%remr) : memref<?xf32>
// CHECK-NEXT:    %divm1 = arith.divsi %n, %cm1 : index
// CHECK-NEXT:    %a6 = memref.alloc(%divm1) : memref<?xf32>
// CHECK-NEXT:    %dimr = memref.dim %x, %k : memref<?x4xf32>
// CHECK-NEXT:    %a7 = memref.alloc(%dimr) : memref<?xf32>
// CHECK-NEXT:    %dimo = memref.dim %x, %c7 : memref<?x4xf32>
// CHECK-NEXT:    %a8 = memref.alloc(%dimo) : memref<?xf32>
// CHECK-NEXT:    %if = scf.if %c -> (index) {
// CHECK-NEXT:      scf.yield %n : index
// CHECK-NEXT:    } else {
// CHECK-NEXT:      scf.yield %k : index
// CHECK-NEXT:    }
// CHECK-NEXT:    %a9 = memref.alloc(%if) : memref<?xf32>
// CHECK-NEXT:    %unreg = "foo.size"(%n) : (index) -> index
// CHECK-NEXT:    %a10 = memref.alloc(%unreg) : memref<?xf32>
// CHECK-NEXT:    %rs = memref.reshape %x(%buf) : (memref<?x4xf32>, memref<2xindex>) -> memref<?x?xf32>
// CHECK-NEXT:    %rsd = memref.dim %rs, %c0 : memref<?x?xf32>
// CHECK-NEXT:    %a11 = memref.alloc(%rsd) : memref<?xf32>
func.func @rejected(%ctx: !hip.context, %n: index, %k: index, %buf: memref<2xindex>, %x: memref<?x4xf32>, %c: i1) {
  %c0 = arith.constant 0 : index
  %cm1 = arith.constant -1 : index
  %c7 = arith.constant 7 : index
  %e = memref.alloc(%n) : memref<?xf32>
  %load = memref.load %buf[%c0] : memref<2xindex>
  %dep = arith.addi %load, %n : index
  %a1 = memref.alloc(%dep) : memref<?xf32>
  %call = func.call @size(%n) : (index) -> index
  %a2 = memref.alloc(%call) : memref<?xf32>
  %rb = hip.readback_dim(%ctx, %buf : memref<2xindex>) -> index
  %a3 = memref.alloc(%rb) : memref<?xf32>
  %divr = arith.divui %n, %k : index
  %a4 = memref.alloc(%divr) : memref<?xf32>
  %remr = arith.remui %n, %k : index
  %a5 = memref.alloc(%remr) : memref<?xf32>
  %divm1 = arith.divsi %n, %cm1 : index
  %a6 = memref.alloc(%divm1) : memref<?xf32>
  %dimr = memref.dim %x, %k : memref<?x4xf32>
  %a7 = memref.alloc(%dimr) : memref<?xf32>
  %dimo = memref.dim %x, %c7 : memref<?x4xf32>
  %a8 = memref.alloc(%dimo) : memref<?xf32>
  %if = scf.if %c -> (index) {
    scf.yield %n : index
  } else {
    scf.yield %k : index
  }
  %a9 = memref.alloc(%if) : memref<?xf32>
  %unreg = "foo.size"(%n) : (index) -> index
  %a10 = memref.alloc(%unreg) : memref<?xf32>
  %rs = memref.reshape %x(%buf) : (memref<?x4xf32>, memref<2xindex>) -> memref<?x?xf32>
  %rsd = memref.dim %rs, %c0 : memref<?x?xf32>
  %a11 = memref.alloc(%rsd) : memref<?xf32>
  "test.op"(%e, %a1, %a2, %a3, %a4, %a5, %a6, %a7, %a8, %a9, %a10, %a11) : (memref<?xf32>, memref<?xf32>, memref<?xf32>, memref<?xf32>, memref<?xf32>, memref<?xf32>, memref<?xf32>, memref<?xf32>, memref<?xf32>, memref<?xf32>, memref<?xf32>, memref<?xf32>) -> ()
  func.return
}
func.func private @size(index) -> index

// RUN: xdsl-opt -p hip-hoist-alloc-size-arith --allow-unregistered-dialect %s | filecheck %s
// RUN: xdsl-opt -p hip-hoist-alloc-size-arith,hip-hoist-alloc-size-arith --allow-unregistered-dialect %s | filecheck %s
// RUN: xhip-opt --hip-hoist-alloc-size-arith --allow-unregistered-dialect %s | filecheck %s --check-prefix=OPT

// The rules of hip-hoist-alloc-size-arith (docs/semantics.md §11.2); the second RUN line runs
// it twice, with the same output (a second run finds every cone above E).

// OPT-LABEL: func.func @static_anchor
// OPT:       %q = arith.addi %n, %c1 : index
// OPT-NEXT:  %p = arith.muli %n, %c2 : index
// OPT-NEXT:  %s = memref.alloc() : memref<4xi32>

// E may be static. The cones are searched alloc by alloc, operand by operand,
// operands first: %q's cone [%n, %q] comes before %p's [%n (again), %p], so %q
// moves above %p, unlike the program order (discovery order).
// CHECK-LABEL: func.func @static_anchor(%x: memref<?xf32>) {
// CHECK-NEXT:    %c0 = arith.constant 0 : index
// CHECK-NEXT:    %c1 = arith.constant 1 : index
// CHECK-NEXT:    %c2 = arith.constant 2 : index
// CHECK-NEXT:    %n = memref.dim %x, %c0 : memref<?xf32>
// CHECK-NEXT:    %q = arith.addi %n, %c1 : index
// CHECK-NEXT:    %p = arith.muli %n, %c2 : index
// CHECK-NEXT:    %s = memref.alloc() : memref<4xi32>
// CHECK-NEXT:    %v = memref.alloc(%q, %p) : memref<?x?xf32>
// CHECK-NEXT:    memref.dealloc %s : memref<4xi32>
// CHECK-NEXT:    memref.dealloc %v : memref<?x?xf32>
// CHECK-NEXT:    func.return
// CHECK-NEXT:  }
func.func @static_anchor(%x: memref<?xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %s = memref.alloc() : memref<4xi32>
  %n = memref.dim %x, %c0 : memref<?xf32>
  %p = arith.muli %n, %c2 : index
  %q = arith.addi %n, %c1 : index
  %v = memref.alloc(%q, %p) : memref<?x?xf32>
  memref.dealloc %s : memref<4xi32>
  memref.dealloc %v : memref<?x?xf32>
  func.return
}

// Each cone is all-or-nothing, per size operand: %h's cone holds a load, so
// neither the load nor %h moves, while %g (the other operand) does.
// CHECK-LABEL: func.func @per_operand(%n: index, %buf: memref<1xindex>) {
// CHECK-NEXT:    %c0 = arith.constant 0 : index
// CHECK-NEXT:    %c4 = arith.constant 4 : index
// CHECK-NEXT:    %g = arith.muli %n, %c4 : index
// CHECK-NEXT:    %a = memref.alloc(%n) : memref<?xf16>
// CHECK-NEXT:    %l = memref.load %buf[%c0] : memref<1xindex>
// CHECK-NEXT:    %h = arith.addi %g, %l : index
// CHECK-NEXT:    %b = memref.alloc(%g, %h) : memref<?x?xf16>
// CHECK-NEXT:    "test.op"(%a, %b) : (memref<?xf16>, memref<?x?xf16>) -> ()
// CHECK-NEXT:    func.return
// CHECK-NEXT:  }
func.func @per_operand(%n: index, %buf: memref<1xindex>) {
  %c0 = arith.constant 0 : index
  %c4 = arith.constant 4 : index
  %a = memref.alloc(%n) : memref<?xf16>
  %g = arith.muli %n, %c4 : index
  %l = memref.load %buf[%c0] : memref<1xindex>
  %h = arith.addi %g, %l : index
  %b = memref.alloc(%g, %h) : memref<?x?xf16>
  "test.op"(%a, %b) : (memref<?xf16>, memref<?x?xf16>) -> ()
  func.return
}

// E is the first *used* alloc: the unused %u is ignored, even for choosing E;
// an alloc used only by a dim or a dealloc is used. A cone that reaches an
// alloc (here E itself, through a dim of it) fails. Allocs nested in regions,
// memref.alloca and hip allocators are not candidates: their sizes stay.
// Symbol operands are not sizes: %sym stays.
// CHECK-LABEL: func.func @candidates(%ctx: !hip.context, %n: index, %c: i1) {
// CHECK-NEXT:    %c0 = arith.constant 0 : index
// CHECK-NEXT:    %c1 = arith.constant 1 : index
// CHECK-NEXT:    %u = memref.alloc(%n) : memref<?xf32>
// CHECK-NEXT:    %m2 = arith.muli %n, %c1 : index
// CHECK-NEXT:    %e = memref.alloc(%n) : memref<?xf32>
// CHECK-NEXT:    %m1 = arith.addi %n, %c1 : index
// CHECK-NEXT:    %ed = memref.dim %e, %c0 : memref<?xf32>
// CHECK-NEXT:    %d = memref.alloc(%ed) : memref<?xf32>
// CHECK-NEXT:    %sym = arith.addi %n, %n : index
// CHECK-NEXT:    %t = memref.alloc(%m2)[%sym] : memref<?xf32, affine_map<(d0)[s0] -> ((d0 + s0))>>
// CHECK-NEXT:    %x = arith.addi %n, %c0 : index
// CHECK-NEXT:    %y = arith.addi %n, %n : index
// CHECK-NEXT:    %z = arith.muli %n, %n : index
// CHECK-NEXT:    %s = memref.alloca(%x) : memref<?xf32>
// CHECK-NEXT:    %h = hip.alloc(%ctx, %y) : memref<?xf32>
// CHECK-NEXT:    scf.if %c {
// CHECK-NEXT:      %i = memref.alloc(%z) : memref<?xf32>
// CHECK-NEXT:      "test.op"(%i) : (memref<?xf32>) -> ()
// CHECK-NEXT:    }
// CHECK-NEXT:    memref.dealloc %d : memref<?xf32>
// CHECK-NEXT:    "test.op"(%t, %s, %h, %m1) : (memref<?xf32, affine_map<(d0)[s0] -> ((d0 + s0))>>, memref<?xf32>, memref<?xf32>, index) -> ()
// CHECK-NEXT:    func.return
// CHECK-NEXT:  }
func.func @candidates(%ctx: !hip.context, %n: index, %c: i1) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %u = memref.alloc(%n) : memref<?xf32>
  %e = memref.alloc(%n) : memref<?xf32>
  %m1 = arith.addi %n, %c1 : index
  %ed = memref.dim %e, %c0 : memref<?xf32>
  %d = memref.alloc(%ed) : memref<?xf32>
  %m2 = arith.muli %n, %c1 : index
  %sym = arith.addi %n, %n : index
  %t = memref.alloc(%m2)[%sym] : memref<?xf32, affine_map<(d0)[s0] -> (d0 + s0)>>
  %x = arith.addi %n, %c0 : index
  %y = arith.addi %n, %n : index
  %z = arith.muli %n, %n : index
  %s = memref.alloca(%x) : memref<?xf32>
  %h = hip.alloc(%ctx, %y) : memref<?xf32>
  scf.if %c {
    %i = memref.alloc(%z) : memref<?xf32>
    "test.op"(%i) : (memref<?xf32>) -> ()
  }
  memref.dealloc %d : memref<?xf32>
  "test.op"(%t, %s, %h, %m1) : (memref<?xf32, affine_map<(d0)[s0] -> (d0 + s0)>>, memref<?xf32>, memref<?xf32>, index) -> ()
  func.return
}

// An op in two cones moves once, at its first place; ops of a later cone come
// after it: %k (in both cones of %b) moves with the first one. Nothing is
// erased or folded: the unused %j0 stays where it is.
// CHECK-LABEL: func.func @shared(%n: index) {
// CHECK-NEXT:    %c2 = arith.constant 2 : index
// CHECK-NEXT:    %k = arith.muli %n, %c2 : index
// CHECK-NEXT:    %i = arith.addi %k, %n : index
// CHECK-NEXT:    %j = arith.addi %k, %k : index
// CHECK-NEXT:    %a = memref.alloc(%n) : memref<?xf32>
// CHECK-NEXT:    %j0 = arith.constant 0 : index
// CHECK-NEXT:    %b = memref.alloc(%i, %j) : memref<?x?xf32>
// CHECK-NEXT:    "test.op"(%a, %b) : (memref<?xf32>, memref<?x?xf32>) -> ()
// CHECK-NEXT:    func.return
// CHECK-NEXT:  }
func.func @shared(%n: index) {
  %c2 = arith.constant 2 : index
  %a = memref.alloc(%n) : memref<?xf32>
  %j0 = arith.constant 0 : index
  %k = arith.muli %n, %c2 : index
  %j = arith.addi %k, %k : index
  %i = arith.addi %k, %n : index
  %b = memref.alloc(%i, %j) : memref<?x?xf32>
  "test.op"(%a, %b) : (memref<?xf32>, memref<?x?xf32>) -> ()
  func.return
}

// Without a used dynamic alloc nothing changes, even with arithmetic below a
// static one.
// CHECK-LABEL: func.func @static_only(%n: index) -> index {
// CHECK-NEXT:    %s = memref.alloc() : memref<4xf32>
// CHECK-NEXT:    %m = arith.addi %n, %n : index
// CHECK-NEXT:    %v = memref.alloc(%m) : memref<?xf32>
// CHECK-NEXT:    "test.op"(%s) : (memref<4xf32>) -> ()
// CHECK-NEXT:    func.return %m : index
// CHECK-NEXT:  }
func.func @static_only(%n: index) -> index {
  %s = memref.alloc() : memref<4xf32>
  %m = arith.addi %n, %n : index
  %v = memref.alloc(%m) : memref<?xf32>
  "test.op"(%s) : (memref<4xf32>) -> ()
  func.return %m : index
}

// Multi-block functions and declarations are skipped; private functions and
// functions without !hip.context are not.
// CHECK-LABEL: func.func @blocks(%n: index) {
// CHECK-NEXT:    %a = memref.alloc(%n) : memref<?xf32>
// CHECK-NEXT:    %m = arith.addi %n, %n : index
// CHECK-NEXT:    %b = memref.alloc(%m) : memref<?xf32>
// CHECK-NEXT:    "test.op"(%a, %b) : (memref<?xf32>, memref<?xf32>) -> ()
// CHECK-NEXT:    cf.br ^[[BB:.*]]
// CHECK-NEXT:  ^[[BB]]:
// CHECK-NEXT:    func.return
// CHECK-NEXT:  }
func.func @blocks(%n: index) {
  %a = memref.alloc(%n) : memref<?xf32>
  %m = arith.addi %n, %n : index
  %b = memref.alloc(%m) : memref<?xf32>
  "test.op"(%a, %b) : (memref<?xf32>, memref<?xf32>) -> ()
  cf.br ^bb1
^bb1:
  func.return
}

// CHECK-LABEL: func.func private @private_helper(%n: index) {
// CHECK-NEXT:    %m = arith.addi %n, %n : index
// CHECK-NEXT:    %a = memref.alloc(%n) : memref<?xf32>
// CHECK-NEXT:    %b = memref.alloc(%m) : memref<?xf32>
func.func private @private_helper(%n: index) {
  %a = memref.alloc(%n) : memref<?xf32>
  %m = arith.addi %n, %n : index
  %b = memref.alloc(%m) : memref<?xf32>
  "test.op"(%a, %b) : (memref<?xf32>, memref<?xf32>) -> ()
  func.return
}

// CHECK-LABEL: func.func private @declaration(index)
func.func private @declaration(index)

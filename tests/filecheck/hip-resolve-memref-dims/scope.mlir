// RUN: xdsl-opt -p hip-resolve-memref-dims --allow-unregistered-dialect %s | filecheck %s
// RUN: xdsl-opt -p hip-resolve-memref-dims,hip-resolve-memref-dims --allow-unregistered-dialect %s | filecheck %s

// Which functions hip-resolve-memref-dims rewrites (docs/semantics.md §11.1, "Scope"): every
// function with a body, public or private, multi-block, nested regions
// included; declarations are skipped; functions of a nested module are not
// visited (a function pass nested under the top module).

// CHECK:       func.func private @helper(%n: index) -> index {
// CHECK-NEXT:    %a = memref.alloc(%n) : memref<?xf32>
// CHECK-NEXT:    memref.dealloc %a : memref<?xf32>
// CHECK-NEXT:    func.return %n : index
// CHECK-NEXT:  }
func.func private @helper(%n: index) -> index {
  %c0 = arith.constant 0 : index
  %a = memref.alloc(%n) : memref<?xf32>
  %d = memref.dim %a, %c0 : memref<?xf32>
  memref.dealloc %a : memref<?xf32>
  func.return %d : index
}

// CHECK-NEXT:  func.func private @declaration(index) -> index
func.func private @declaration(index) -> index

// Several blocks: the dims of every block resolve; the unreachable ^bb2 is
// erased; the constant made in ^bb3 goes to the top of the entry block, and
// the unused %c0 is erased. The alloc of @helper keeps its dealloc (a use).
// CHECK-NEXT:  func.func @blocks(%n: index, %c: i1) -> index {
// CHECK-NEXT:    %c16 = arith.constant 16 : index
// CHECK-NEXT:    %a = memref.alloc(%n) : memref<?x16xf32>
// CHECK-NEXT:    cf.cond_br %c, ^[[T:.*]], ^[[F:.*]]
// CHECK-NEXT:  ^[[T]]:
// CHECK-NEXT:    "test.op"(%a) : (memref<?x16xf32>) -> ()
// CHECK-NEXT:    func.return %n : index
// CHECK-NEXT:  ^[[F]]:
// CHECK-NEXT:    func.return %c16 : index
// CHECK-NEXT:  }
func.func @blocks(%n: index, %c: i1) -> index {
  %c0 = arith.constant 0 : index
  %a = memref.alloc(%n) : memref<?x16xf32>
  cf.cond_br %c, ^bb1, ^bb3
^bb1:
  %d = memref.dim %a, %c0 : memref<?x16xf32>
  "test.op"(%a) : (memref<?x16xf32>) -> ()
  func.return %d : index
^bb2:
  %u = memref.dim %a, %c0 : memref<?x16xf32>
  func.return %u : index
^bb3:
  %c1 = arith.constant 1 : index
  %e = memref.dim %a, %c1 : memref<?x16xf32>
  func.return %e : index
}

// Nested regions: the dim inside scf.if resolves to %n, the one inside scf.for
// to a constant, which the driver moves to the top of the function.
// CHECK-NEXT:  func.func @nested(%n: index, %c: i1, %ub: index) -> index {
// CHECK-NEXT:    %c8 = arith.constant 8 : index
// CHECK-NEXT:    %c0 = arith.constant 0 : index
// CHECK-NEXT:    %c1 = arith.constant 1 : index
// CHECK-NEXT:    %a = memref.alloc(%n) : memref<?x8xf32>
// CHECK-NEXT:    %r = scf.if %c -> (index) {
// CHECK-NEXT:      scf.yield %n : index
// CHECK-NEXT:    } else {
// CHECK-NEXT:      scf.yield %c0 : index
// CHECK-NEXT:    }
// CHECK-NEXT:    scf.for %i = %c0 to %ub step %c1 {
// CHECK-NEXT:      "test.op"(%a, %c8) : (memref<?x8xf32>, index) -> ()
// CHECK-NEXT:    }
// CHECK-NEXT:    func.return %r : index
// CHECK-NEXT:  }
func.func @nested(%n: index, %c: i1, %ub: index) -> index {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %a = memref.alloc(%n) : memref<?x8xf32>
  %r = scf.if %c -> (index) {
    %d = memref.dim %a, %c0 : memref<?x8xf32>
    scf.yield %d : index
  } else {
    scf.yield %c0 : index
  }
  scf.for %i = %c0 to %ub step %c1 {
    %e = memref.dim %a, %c1 : memref<?x8xf32>
    "test.op"(%a, %e) : (memref<?x8xf32>, index) -> ()
  }
  func.return %r : index
}

// CHECK-NEXT:  builtin.module {
// CHECK-NEXT:    func.func @inner(%n: index) -> index {
// CHECK-NEXT:      %c0 = arith.constant 0 : index
// CHECK-NEXT:      %a = memref.alloc(%n) : memref<?xf32>
// CHECK-NEXT:      %d = memref.dim %a, %c0 : memref<?xf32>
// CHECK-NEXT:      func.return %d : index
// CHECK-NEXT:    }
// CHECK-NEXT:  }
builtin.module {
  func.func @inner(%n: index) -> index {
    %c0 = arith.constant 0 : index
    %a = memref.alloc(%n) : memref<?xf32>
    %d = memref.dim %a, %c0 : memref<?xf32>
    func.return %d : index
  }
}

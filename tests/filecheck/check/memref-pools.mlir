// RUN: not xhip check --split-input-file --allow-unregistered-dialect %s 2>&1 | filecheck %s

// Pools of hip-pool-allocs{pool=memref}: a memref.alloc of memref<?xi8> that
// views come from (docs/semantics.md §7.7). Each is a byte space of its own,
// checked for bounds, overlap and alignment as a hip.get_pool is; it must be
// freed only at the function's end and no view of it may be returned.

// Two allocs at the same offsets: separate byte spaces, no violation; an
// ordinary alloc of another type is no pool.
// CHECK-NOT: @separate
func.func @separate(%n: index) {
  %c0 = arith.constant 0 : index
  %c256 = arith.constant 256 : index
  %p = memref.alloc(%c256) {alignment = 256 : i64} : memref<?xi8>
  %q = memref.alloc(%c256) {alignment = 256 : i64} : memref<?xi8>
  %a = memref.view %p[%c0][] : memref<?xi8> to memref<64xf32>
  %b = memref.view %q[%c0][] : memref<?xi8> to memref<64xf32>
  %other = memref.alloc() : memref<256xi8>
  %c = memref.view %other[%c0][] : memref<256xi8> to memref<64xf32>
  "test.op_with_memread"(%a, %b, %c) : (memref<64xf32>, memref<64xf32>, memref<64xf32>) -> ()
  memref.dealloc %p : memref<?xi8>
  memref.dealloc %q : memref<?xi8>
  func.return
}

// -----

// Bounds, alignment and overlap inside one alloc pool.
// CHECK: memref-pools.mlir:[[# @LINE + 9]]:3: error: @overlap: view %b (live 6..6, at {{.*}}memref-pools.mlir:[[# @LINE + 9]]:3) bytes [128, 384) exceed its pool %p of 256 bytes; binding: (constant sizes)
// CHECK: memref-pools.mlir:[[# @LINE + 8]]:3: error: @overlap: view %b (live 6..6, at {{.*}}memref-pools.mlir:[[# @LINE + 8]]:3) offset 128 is not a multiple of the alignment 256; binding: (constant sizes)
// CHECK: memref-pools.mlir:[[# @LINE + 6]]:3: error: @overlap: views %a and %b share bytes while both live: %a (live 6..6, at {{.*}}memref-pools.mlir:[[# @LINE + 6]]:3) bytes [0, 256), %b (live 6..6, at {{.*}}memref-pools.mlir:[[# @LINE + 7]]:3) bytes [128, 384); binding: (constant sizes)
func.func @overlap() {
  %c0 = arith.constant 0 : index
  %c128 = arith.constant 128 : index
  %c256 = arith.constant 256 : index
  %p = memref.alloc(%c256) : memref<?xi8>
  %a = memref.view %p[%c0][] : memref<?xi8> to memref<64xf32>
  %b = memref.view %p[%c128][] : memref<?xi8> to memref<64xf32>
  "test.op_with_memread"(%a, %b) : (memref<64xf32>, memref<64xf32>) -> ()
  memref.dealloc %p : memref<?xi8>
  func.return
}

// -----

// Freed before a later use of its view.
// CHECK: memref-pools.mlir:[[# @LINE + 7]]:3: error: @early: memref.dealloc of pool %p is not at the function's end: a view of it may be used after it (ops other than pool deallocs before a func.return: test.op_with_memread)
func.func @early() {
  %c0 = arith.constant 0 : index
  %c256 = arith.constant 256 : index
  %p = memref.alloc(%c256) : memref<?xi8>
  %a = memref.view %p[%c0][] : memref<?xi8> to memref<64xf32>
  "test.op_with_memwrite"(%a) : (memref<64xf32>) -> ()
  memref.dealloc %p : memref<?xi8>
  "test.op_with_memread"(%a) : (memref<64xf32>) -> ()
  func.return
}

// -----

// A view returned, through a branch argument: the caller would get freed memory.
// CHECK: memref-pools.mlir:[[# @LINE + 9]]:3: error: @returned: func.return returns %a, a view of pool %p, which the function frees
func.func @returned() -> memref<64xf32> {
  %c0 = arith.constant 0 : index
  %c256 = arith.constant 256 : index
  %p = memref.alloc(%c256) : memref<?xi8>
  %a = memref.view %p[%c0][] : memref<?xi8> to memref<64xf32>
  cf.br ^bb1(%a : memref<64xf32>)
^bb1(%r: memref<64xf32>):
  memref.dealloc %p : memref<?xi8>
  func.return %r : memref<64xf32>
}

// The summary: the first function has no violation.
// CHECK: memref-pools.mlir: 4 functions, 6 views, {{[0-9]+}} function bindings checked: 5 violations

// RUN: not xhip-opt --allow-unregistered-dialect --split-input-file --hip-pool-allocs %s 2>&1 | filecheck %s

// Element types without a storage size (docs/semantics.md §6.1).

// A vector of 2^62 + 1 bytes is stored in 2^63 (the next power of two): more
// than an index holds, even with no element.
// CHECK: storage-sizes-errors.mlir:[[# @LINE + 2]]:3: error: hip-pool-allocs: cannot size %a in @huge_element: an element of vector<4611686018427387905xi8> takes 9223372036854775808 bytes, more than an index can hold
func.func @huge_element(%ctx: !hip.context) {
  %a = memref.alloc() : memref<0xvector<4611686018427387905xi8>>
  "test.op"(%a) : (memref<0xvector<4611686018427387905xi8>>) -> ()
  func.return
}

// -----

// A scalable vector's size is a multiple of vscale, unknown here.
// CHECK: storage-sizes-errors.mlir:[[# @LINE + 2]]:3: error: hip-pool-allocs: cannot size %a in @scalable: unsupported element type vector<[4]xf32>
func.func @scalable(%ctx: !hip.context) {
  %a = memref.alloc() : memref<4xvector<[4]xf32>>
  "test.op"(%a) : (memref<4xvector<[4]xf32>>) -> ()
  func.return
}

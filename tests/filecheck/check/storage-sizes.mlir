// RUN: not xhip check --split-input-file --alignment 1 %s 2>&1 | filecheck %s
// RUN: not xhip check --split-input-file --alignment 1 --no-element-alignment %s 2>&1 | filecheck %s --check-prefix=NOELEM

// The reference's output (`hip-ref-opt --hip-pool-allocs --cse`, names as
// xhip prints them) where its storage sizes are unsafe; `xhip check` sizes each
// view by its own reading of MLIR's default data layout (an i1 is one byte) and
// checks element alignment by default. xhip's output on the same input:
// tests/filecheck/hip-pool-allocs/storage-sizes.mlir.

// Two live memref<2048xi1> masks sized 256 bytes each: 2048 bytes each as stored.
// CHECK:      storage-sizes.mlir:[[# @LINE + 9]]:3: error: @masks: view %m1 (live 6..6, at {{.*}}storage-sizes.mlir:[[# @LINE + 9]]:3) bytes [0, 2048) exceed its pool %pool of 512 bytes; binding: (constant sizes)
// CHECK-NEXT: storage-sizes.mlir:[[# @LINE + 9]]:3: error: @masks: view %m2 (live 6..6, at {{.*}}storage-sizes.mlir:[[# @LINE + 9]]:3) bytes [256, 2304) exceed its pool %pool of 512 bytes; binding: (constant sizes)
// CHECK-NEXT: storage-sizes.mlir:[[# @LINE + 7]]:3: error: @masks: views %m1 and %m2 share bytes while both live: %m1 (live 6..6, at {{.*}}storage-sizes.mlir:[[# @LINE + 7]]:3) bytes [0, 2048), %m2 (live 6..6, at {{.*}}storage-sizes.mlir:[[# @LINE + 8]]:3) bytes [256, 2304); binding: (constant sizes)
// NOELEM:     error: @masks: views %m1 and %m2 share bytes
func.func @masks(%ctx: !hip.context) {
  %c512 = arith.constant 512 : index
  %pool = hip.get_pool(%ctx, %c512) : memref<?xi8>
  %c0 = arith.constant 0 : index
  %c256 = arith.constant 256 : index
  %m1 = memref.view %pool[%c0][] : memref<?xi8> to memref<2048xi1>
  %m2 = memref.view %pool[%c256][] : memref<?xi8> to memref<2048xi1>
  "test.op_with_memwrite"(%m1, %m2) : (memref<2048xi1>, memref<2048xi1>) -> ()
  func.return
}

// -----

// The reference at alignment=1: an f32 view at byte 17. Without
// --no-element-alignment only that is reported (the sizes are right).
// CHECK:      storage-sizes.mlir:[[# @LINE + 8]]:3: error: @f32_after_bytes: view %b (live 6..6, at {{.*}}storage-sizes.mlir:[[# @LINE + 8]]:3) offset 17 is not a multiple of 4, the alignment of its element type f32; binding: (constant sizes)
// NOELEM-NOT: @f32_after_bytes
func.func @f32_after_bytes(%ctx: !hip.context) {
  %c33 = arith.constant 33 : index
  %pool = hip.get_pool(%ctx, %c33) : memref<?xi8>
  %c0 = arith.constant 0 : index
  %c17 = arith.constant 17 : index
  %a = memref.view %pool[%c0][] : memref<?xi8> to memref<17xi8>
  %b = memref.view %pool[%c17][] : memref<?xi8> to memref<4xf32>
  "test.op_with_memwrite"(%a, %b) : (memref<17xi8>, memref<4xf32>) -> ()
  func.return
}

// CHECK-NEXT: storage-sizes.mlir: 2 functions, 4 views, {{[0-9]+}} function bindings checked: 4 violations
// NOELEM:     storage-sizes.mlir: 2 functions, 4 views, {{[0-9]+}} function bindings checked: 3 violations

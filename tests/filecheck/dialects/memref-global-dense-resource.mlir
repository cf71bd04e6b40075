// RUN: xdsl-opt --split-input-file %s | filecheck %s
// RUN: xhip-opt --split-input-file %s | filecheck %s
// RUN: %if mlir-opt-22 %{ xhip-opt --split-input-file %s | mlir-opt-22 --split-input-file | filecheck %s --check-prefix=MLIR %}

// memref.global initialized by a resource, as MLIR writes it: `dense_resource<KEY>`
// without a type (the global's), `__elided__` where mlir-opt's
// `--mlir-elide-elementsattrs-if-larger=4` elided a dense initializer
// (one-shot-bufferize of a tensor constant of 8 elements), and a file's
// `{-# dialect_resources #-}` section, printed back as read (the bytes are a
// 4-byte alignment header then the f32s 1, 2, 3, 4).

// CHECK:      memref.global "private" constant @__constant_2x4xf32 : memref<2x4xf32> = dense_resource<__elided__> {alignment = 64 : i64}
// CHECK-NOT:  {-#
// CHECK:      // {{[-]}}----
// CHECK:      memref.global "private" constant @__constant_2x2xf32 : memref<2x2xf32> = dense_resource<w0> {alignment = 64 : i64}
// CHECK:      {-#
// CHECK-NEXT:   dialect_resources: {
// CHECK-NEXT:     builtin: {
// CHECK-NEXT:       w0: "0x040000000000803F000000400000404000008040"
// CHECK-NEXT:     }
// CHECK-NEXT:   }
// CHECK-NEXT: #-}
// MLIR: dense_resource<__elided__>
// MLIR: dense_resource<w0>
// MLIR: w0: "0x040000000000803F000000400000404000008040"

module {
  memref.global "private" constant @__constant_2x4xf32 : memref<2x4xf32> = dense_resource<__elided__> {alignment = 64 : i64}
  func.func @w(%arg0: memref<2x4xf32, strided<[?, ?], offset: ?>>) -> memref<2x4xf32> {
    %0 = memref.get_global @__constant_2x4xf32 : memref<2x4xf32>
    %alloc = memref.alloc() {alignment = 64 : i64} : memref<2x4xf32>
    linalg.add ins(%arg0, %0 : memref<2x4xf32, strided<[?, ?], offset: ?>>, memref<2x4xf32>) outs(%alloc : memref<2x4xf32>)
    %cast = memref.cast %alloc : memref<2x4xf32> to memref<2x4xf32, strided<[?, ?], offset: ?>>
    return %alloc : memref<2x4xf32>
  }
}


// -----

#map = affine_map<(d0, d1, d2) -> (d0, d2)>
#map1 = affine_map<(d0, d1, d2) -> (d2, d1)>
#map2 = affine_map<(d0, d1, d2) -> (d0, d1)>
module {
  memref.global "private" constant @__constant_2x2xf32 : memref<2x2xf32> = dense_resource<w0> {alignment = 64 : i64}
  func.func @weights(%arg0: memref<2x2xf32, strided<[?, ?], offset: ?>>) -> memref<2x2xf32> {
    %0 = memref.get_global @__constant_2x2xf32 : memref<2x2xf32>
    %alloc = memref.alloc() {alignment = 64 : i64} : memref<2x2xf32>
    %cst = arith.constant 0.000000e+00 : f32
    linalg.fill ins(%cst : f32) outs(%alloc : memref<2x2xf32>)
    %alloc_0 = memref.alloc() {alignment = 64 : i64} : memref<2x2xf32>
    memref.copy %alloc, %alloc_0 : memref<2x2xf32> to memref<2x2xf32>
    linalg.matmul ins(%arg0, %0 : memref<2x2xf32, strided<[?, ?], offset: ?>>, memref<2x2xf32>) outs(%alloc_0 : memref<2x2xf32>)
    %alloc_1 = memref.alloc() {alignment = 64 : i64} : memref<2x2xf32>
    linalg.contract indexing_maps = [#map, #map1, #map2] ins(%alloc_0, %0 : memref<2x2xf32>, memref<2x2xf32>) outs(%alloc : memref<2x2xf32>)
    %alloc_2 = memref.alloc() {alignment = 64 : i64} : memref<1x2x2xf32>
    linalg.batch_matmul ins(%alloc_2, %alloc_2 : memref<1x2x2xf32>, memref<1x2x2xf32>) outs(%alloc_2 : memref<1x2x2xf32>)
    linalg.copy ins(%alloc : memref<2x2xf32>) outs(%alloc_1 : memref<2x2xf32>)
    %cast = memref.cast %alloc_1 : memref<2x2xf32> to memref<2x2xf32, strided<[?, ?], offset: ?>>
    return %alloc_1 : memref<2x2xf32>
  }
}

{-#
  dialect_resources: {
    builtin: {
      w0: "0x040000000000803F000000400000404000008040"
    }
  }
#-}


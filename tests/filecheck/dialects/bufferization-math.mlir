// RUN: xdsl-opt --split-input-file %s | filecheck %s
// RUN: xdsl-opt --split-input-file %s | xdsl-opt --split-input-file | filecheck %s
// RUN: xdsl-opt --split-input-file %s --print-op-generic | xdsl-opt --split-input-file | filecheck %s
// RUN: %if mlir-opt-22 %{ xhip-opt --split-input-file %s | mlir-opt-22 --split-input-file | filecheck %s --check-prefix=MLIR %}

// bufferization's ops as MLIR 22 writes them (clone, to_tensor restrict
// writable, to_buffer read_only, materialize_in_destination, dealloc with and
// without retained values: one i1 per retained memref, dealloc_tensor), and
// the math ops xDSL lacks (erfc, clampf, sincos, isnan/isinf/isfinite/isnormal:
// an i1 of the operand's shape). mlir-opt-22 reads xhip's output back.
// MLIR: %{{.*}} = bufferization.dealloc (%{{.*}}, %{{.*}} : memref<4xf32>, memref<4xf32>) if (%arg2, %arg2) retain (%arg0 : memref<4xf32>)
// MLIR: %sin, %cos = math.sincos %arg0 : f32
// MLIR: math.isinf %arg1 : vector<4xf32>

// CHECK:      builtin.module {
// CHECK-NEXT:   func.func @f(%a: memref<4xf32>, %t: tensor<4xf32>, %c: i1) -> tensor<4xf32> {
// CHECK-NEXT:     %b = bufferization.clone %a : memref<4xf32> to memref<4xf32>
// CHECK-NEXT:     %x = bufferization.to_tensor %b restrict writable : memref<4xf32> to tensor<4xf32>
// CHECK-NEXT:     %m = bufferization.to_buffer %t read_only : tensor<4xf32> to memref<4xf32>
// CHECK-NEXT:     bufferization.materialize_in_destination %t in restrict writable %a : (tensor<4xf32>, memref<4xf32>) -> ()
// CHECK-NEXT:     %r = bufferization.dealloc (%b, %m : memref<4xf32>, memref<4xf32>) if (%c, %c) retain (%a : memref<4xf32>)
// CHECK-NEXT:     bufferization.dealloc (%b : memref<4xf32>) if (%c)
// CHECK-NEXT:     bufferization.dealloc_tensor %x : tensor<4xf32>
// CHECK-NEXT:     func.return %x : tensor<4xf32>
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK:      // {{[-]}}----
// CHECK:      builtin.module {
// CHECK-NEXT:   func.func @f(%x: f32, %v: vector<4xf32>, %lo: f32, %hi: f32) -> (f32, i1, vector<4xi1>, f32, f32, f32) {
// CHECK-NEXT:     %a = math.erfc %x : f32
// CHECK-NEXT:     %b = math.erfc %x fastmath<fast> : f32
// CHECK-NEXT:     %c = math.clampf %x to [%lo, %hi] : f32
// CHECK-NEXT:     %s, %co = math.sincos %x : f32
// CHECK-NEXT:     %n = math.isnan %x : f32
// CHECK-NEXT:     %i = math.isinf %v : vector<4xf32>
// CHECK-NEXT:     %f = math.isfinite %x : f32
// CHECK-NEXT:     %o = math.isnormal %x : f32
// CHECK-NEXT:     %e = math.exp %x : f32
// CHECK-NEXT:     func.return %b, %n, %i, %s, %c, %e : f32, i1, vector<4xi1>, f32, f32, f32
// CHECK-NEXT:   }
// CHECK-NEXT: }

func.func @f(%a: memref<4xf32>, %t: tensor<4xf32>, %c: i1) -> tensor<4xf32> {
  %b = bufferization.clone %a : memref<4xf32> to memref<4xf32>
  %x = bufferization.to_tensor %b restrict writable : memref<4xf32> to tensor<4xf32>
  %m = bufferization.to_buffer %t read_only : tensor<4xf32> to memref<4xf32>
  bufferization.materialize_in_destination %t in restrict writable %a : (tensor<4xf32>, memref<4xf32>) -> ()
  %r:1 = bufferization.dealloc (%b, %m : memref<4xf32>, memref<4xf32>) if (%c, %c) retain (%a : memref<4xf32>)
  bufferization.dealloc (%b : memref<4xf32>) if (%c)
  bufferization.dealloc_tensor %x : tensor<4xf32>
  return %x : tensor<4xf32>
}

// -----

func.func @f(%x: f32, %v: vector<4xf32>, %lo: f32, %hi: f32) -> (f32, i1, vector<4xi1>, f32, f32, f32) {
  %a = math.erfc %x : f32
  %b = math.erfc %x fastmath<fast> : f32
  %c = math.clampf %x to [%lo, %hi] : f32
  %s, %co = math.sincos %x : f32
  %n = math.isnan %x : f32
  %i = math.isinf %v : vector<4xf32>
  %f = math.isfinite %x : f32
  %o = math.isnormal %x : f32
  %e = math.exp %x : f32
  return %b, %n, %i, %s, %c, %e : f32, i1, vector<4xi1>, f32, f32, f32
}

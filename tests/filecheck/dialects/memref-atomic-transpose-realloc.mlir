// RUN: xdsl-opt %s > %t.custom.mlir
// RUN: filecheck %s --input-file %t.custom.mlir
// RUN: xdsl-opt %s --print-op-generic > %t.generic.mlir
// RUN: xdsl-opt %t.generic.mlir | filecheck %s
// RUN: xhip-opt %s | filecheck %s
// RUN: filecheck %s --input-file %t.generic.mlir --check-prefix=GENERIC
// RUN: xdsl-opt %t.custom.mlir --print-op-generic | iree-opt --verify-each > /dev/null
// RUN: iree-opt --verify-each %t.generic.mlir > /dev/null

// memref.atomic_rmw (xDSL's op, MLIR's syntax: the kind keyword, the value and
// memref types in parentheses), memref.transpose (a view: the permutation as a
// bare affine map) and memref.realloc (optional dynamic size, an alignment: read
// in current MLIR's `alignment = N` and printed in MLIR 22's (hip-ep's)
// attribute dictionary, which iree-opt does not read: it gets the generic form).
// The input is `iree-opt`'s output, but for one SSA name: xDSL prints a name
// hint `%transpose_0` as `%transpose_1`, so the second transpose is `%t3` here.

// The kind is MLIR's `AtomicRMWKind` value (addf = 0, ..., assign = 3,
// maximumf = 4, ..., xori = 15).
// GENERIC: "memref.atomic_rmw"(%arg3, %arg0, %arg2) <{kind = 0 : i64}> : (f32, memref<4xf32>, index) -> f32
// GENERIC: "memref.atomic_rmw"(%arg3, %arg0, %arg2) <{kind = 4 : i64}> : (f32, memref<4xf32>, index) -> f32
// GENERIC: "memref.atomic_rmw"(%arg3, %arg0, %arg2) <{kind = 3 : i64}> {hip.note = "kept"} : (f32, memref<4xf32>, index) -> f32
// GENERIC: "memref.atomic_rmw"(%arg4, %arg1, %arg2, %arg2) <{kind = 15 : i64}> : (i32, memref<4x4xi32>, index, index) -> i32
// GENERIC: %transpose = "memref.transpose"(%arg0) <{permutation = affine_map<(d0, d1) -> (d1, d0)>}> : (memref<4x8xf32>) -> memref<8x4xf32, strided<[1, 8]>>
// GENERIC: "memref.realloc"(%arg0) : (memref<4xf32>) -> memref<8xf32>
// GENERIC: "memref.realloc"(%0, %arg1) : (memref<8xf32>, index) -> memref<?xf32>
// GENERIC: "memref.realloc"(%1) <{alignment = 8 : i64}> : (memref<?xf32>) -> memref<16xf32>

// CHECK-LABEL: func.func @atomics(%arg0: memref<4xf32>, %arg1: memref<4x4xi32>, %arg2: index, %arg3: f32, %arg4: i32) -> (f32, i32) {
// CHECK-NEXT: %0 = memref.atomic_rmw addf %arg3, %arg0[%arg2] : (f32, memref<4xf32>) -> f32
// CHECK-NEXT: %1 = memref.atomic_rmw maximumf %arg3, %arg0[%arg2] : (f32, memref<4xf32>) -> f32
// CHECK-NEXT: %2 = memref.atomic_rmw assign %arg3, %arg0[%arg2] {hip.note = "kept"} : (f32, memref<4xf32>) -> f32
// CHECK-NEXT: %3 = memref.atomic_rmw addi %arg4, %arg1[%arg2, %arg2] : (i32, memref<4x4xi32>) -> i32
// CHECK-NEXT: %4 = memref.atomic_rmw andi %arg4, %arg1[%arg2, %arg2] : (i32, memref<4x4xi32>) -> i32
// CHECK-NEXT: %5 = memref.atomic_rmw maxs %arg4, %arg1[%arg2, %arg2] : (i32, memref<4x4xi32>) -> i32
// CHECK-NEXT: %6 = memref.atomic_rmw minu %arg4, %arg1[%arg2, %arg2] : (i32, memref<4x4xi32>) -> i32
// CHECK-NEXT: %7 = memref.atomic_rmw xori %arg4, %arg1[%arg2, %arg2] : (i32, memref<4x4xi32>) -> i32
// CHECK-NEXT: {{(func\.)?}}return %0, %3 : f32, i32
// CHECK-NEXT: }
// CHECK-LABEL: func.func @transpose(%arg0: memref<4x8xf32>, %arg1: memref<2x3x4xf16>, %arg2: memref<?x8xf32>) {
// CHECK-NEXT: %transpose = memref.transpose %arg0 (d0, d1) -> (d1, d0) : memref<4x8xf32> to memref<8x4xf32, strided<[1, 8]>>
// CHECK-NEXT: %t3 = memref.transpose %arg1 (d0, d1, d2) -> (d2, d0, d1) : memref<2x3x4xf16> to memref<4x2x3xf16, strided<[1, 12, 4]>>
// CHECK-NEXT: %t4 = memref.transpose %arg2 (d0, d1) -> (d1, d0) : memref<?x8xf32> to memref<8x?xf32, strided<[1, 8]>>
// CHECK-NEXT: {{(func\.)?}}return
// CHECK-NEXT: }
// CHECK-LABEL: func.func @realloc(%arg0: memref<4xf32>, %arg1: index, %arg2: memref<?xi8>) -> (memref<8xf32>, memref<?xf32>, memref<16xf32>, memref<32xi8>) {
// CHECK-NEXT: %0 = memref.realloc %arg0 : memref<4xf32> to memref<8xf32>
// CHECK-NEXT: %1 = memref.realloc %0(%arg1) : memref<8xf32> to memref<?xf32>
// CHECK-NEXT: %2 = memref.realloc %1 {alignment = 8 : i64} : memref<?xf32> to memref<16xf32>
// CHECK-NEXT: %3 = memref.realloc %arg2 {alignment = 64 : i64, hip.note = "kept"} : memref<?xi8> to memref<32xi8>
// CHECK-NEXT: {{(func\.)?}}return %0, %1, %2, %3 : memref<8xf32>, memref<?xf32>, memref<16xf32>, memref<32xi8>
// CHECK-NEXT: }

func.func @atomics(%arg0: memref<4xf32>, %arg1: memref<4x4xi32>, %arg2: index, %arg3: f32, %arg4: i32) -> (f32, i32) {
  %0 = memref.atomic_rmw addf %arg3, %arg0[%arg2] : (f32, memref<4xf32>) -> f32
  %1 = memref.atomic_rmw maximumf %arg3, %arg0[%arg2] : (f32, memref<4xf32>) -> f32
  %2 = memref.atomic_rmw assign %arg3, %arg0[%arg2] {hip.note = "kept"} : (f32, memref<4xf32>) -> f32
  %3 = memref.atomic_rmw addi %arg4, %arg1[%arg2, %arg2] : (i32, memref<4x4xi32>) -> i32
  %4 = memref.atomic_rmw andi %arg4, %arg1[%arg2, %arg2] : (i32, memref<4x4xi32>) -> i32
  %5 = memref.atomic_rmw maxs %arg4, %arg1[%arg2, %arg2] : (i32, memref<4x4xi32>) -> i32
  %6 = memref.atomic_rmw minu %arg4, %arg1[%arg2, %arg2] : (i32, memref<4x4xi32>) -> i32
  %7 = memref.atomic_rmw xori %arg4, %arg1[%arg2, %arg2] : (i32, memref<4x4xi32>) -> i32
  return %0, %3 : f32, i32
}
func.func @transpose(%arg0: memref<4x8xf32>, %arg1: memref<2x3x4xf16>, %arg2: memref<?x8xf32>) {
  %transpose = memref.transpose %arg0 (d0, d1) -> (d1, d0) : memref<4x8xf32> to memref<8x4xf32, strided<[1, 8]>>
  %t3 = memref.transpose %arg1 (d0, d1, d2) -> (d2, d0, d1) : memref<2x3x4xf16> to memref<4x2x3xf16, strided<[1, 12, 4]>>
  %t4 = memref.transpose %arg2 (d0, d1) -> (d1, d0) : memref<?x8xf32> to memref<8x?xf32, strided<[1, 8]>>
  return
}
func.func @realloc(%arg0: memref<4xf32>, %arg1: index, %arg2: memref<?xi8>) -> (memref<8xf32>, memref<?xf32>, memref<16xf32>, memref<32xi8>) {
  %0 = memref.realloc %arg0 : memref<4xf32> to memref<8xf32>
  %1 = memref.realloc %0(%arg1) : memref<8xf32> to memref<?xf32>
  %2 = memref.realloc %1 alignment = 8 : memref<?xf32> to memref<16xf32>
  %3 = memref.realloc %arg2 alignment = 64 {hip.note = "kept"} : memref<?xi8> to memref<32xi8>
  return %0, %1, %2, %3 : memref<8xf32>, memref<?xf32>, memref<16xf32>, memref<32xi8>
}

// RUN: xdsl-opt %s | filecheck %s
// RUN: xdsl-opt %s --print-op-generic > %t.generic.mlir
// RUN: xdsl-opt %t.generic.mlir | filecheck %s
// RUN: xhip-opt %s | filecheck %s
// RUN: filecheck %s --input-file %t.generic.mlir --check-prefix=GENERIC
// RUN: iree-opt --verify-each %t.generic.mlir | filecheck %s --check-prefix=MLIR
// RUN: iree-opt --verify-each %t.generic.mlir | xdsl-opt | filecheck %s

// memref.global in every form MLIR prints (input: `iree-opt`'s own output), and
// memref.get_global. xhip's `memref.global` replaces xDSL's (which requires a
// visibility and an initial value): public (no visibility), "private",
// "nested", `constant`, `= uninitialized`, a dense initializer (its type, the
// memref's shape as a tensor, left out), none (an external declaration),
// an alignment, and a discardable attribute. The alignment prints as MLIR 22
// (hip-ep's) prints it, in the attribute dictionary sorted by name; current MLIR
// (iree-opt) prints `alignment = N` (MLIR lines), which reads too. Neither MLIR
// reads the other's custom form, so iree-opt gets the generic form.

// GENERIC:      "memref.global"() <{sym_name = "c", sym_visibility = "private", type = memref<2xf32>, initial_value = dense<[1.000000e+00, 2.000000e+00]> : tensor<2xf32>, constant, alignment = 64 : i64}> : () -> ()
// GENERIC-NEXT: "memref.global"() <{sym_name = "pub", type = memref<4xi32>, initial_value}> : () -> ()
// GENERIC-NEXT: "memref.global"() <{sym_name = "splat", sym_visibility = "private", type = memref<3xf32>, initial_value = dense<0.000000e+00> : tensor<3xf32>}> : () -> ()
// GENERIC-NEXT: "memref.global"() <{sym_name = "ext", type = memref<4xf32>}> : () -> ()

// MLIR:      memref.global "private" constant @c : memref<2xf32> = dense<[1.000000e+00, 2.000000e+00]> alignment = 64
// MLIR:      memref.global "private" @aligned : memref<16xi8> = uninitialized alignment = 16
// MLIR-NEXT: memref.global "private" @attrs : memref<1xi64> = dense<7> {hip.note = "kept"}
// MLIR-NEXT: memref.global "private" @both : memref<1xi64> = dense<7> alignment = 8 {a = 1 : i32, hip.note = "kept"}

// CHECK:      memref.global "private" constant @c : memref<2xf32> = dense<[1.000000e+00, 2.000000e+00]> {alignment = 64 : i64}
// CHECK-NEXT: memref.global @pub : memref<4xi32> = uninitialized
// CHECK-NEXT: memref.global "private" @splat : memref<3xf32> = dense<0.000000e+00>
// CHECK-NEXT: memref.global @ext : memref<4xf32>
// CHECK-NEXT: memref.global "private" @scalar : memref<f32> = dense<1.000000e+00>
// CHECK-NEXT: memref.global "nested" constant @ints : memref<2x2xi8> = dense<{{\[\[}}1, 2], [3, 4]]>
// CHECK-NEXT: memref.global "private" @aligned : memref<16xi8> = uninitialized {alignment = 16 : i64}
// CHECK-NEXT: memref.global "private" @attrs : memref<1xi64> = dense<7> {hip.note = "kept"}
// CHECK-NEXT: memref.global "private" @both : memref<1xi64> = dense<7> {a = 1 : i32, alignment = 8 : i64, hip.note = "kept"}
// CHECK-LABEL: func.func @get() -> memref<2xf32> {
// CHECK-NEXT: %0 = memref.get_global @c : memref<2xf32>
// CHECK-NEXT: %1 = memref.get_global @ints : memref<2x2xi8>
// CHECK-NEXT: {{(func\.)?}}return %0 : memref<2xf32>
// CHECK-NEXT: }

memref.global "private" constant @c : memref<2xf32> = dense<[1.000000e+00, 2.000000e+00]> alignment = 64
memref.global @pub : memref<4xi32> = uninitialized
memref.global "private" @splat : memref<3xf32> = dense<0.000000e+00>
memref.global @ext : memref<4xf32>
memref.global "private" @scalar : memref<f32> = dense<1.000000e+00>
memref.global "nested" constant @ints : memref<2x2xi8> = dense<[[1, 2], [3, 4]]>
memref.global "private" @aligned : memref<16xi8> = uninitialized alignment = 16
memref.global "private" @attrs : memref<1xi64> = dense<7> {hip.note = "kept"}
memref.global "private" @both : memref<1xi64> = dense<7> {hip.note = "kept", alignment = 8 : i64, a = 1 : i32}
func.func @get() -> memref<2xf32> {
  %0 = memref.get_global @c : memref<2xf32>
  %1 = memref.get_global @ints : memref<2x2xi8>
  return %0 : memref<2xf32>
}

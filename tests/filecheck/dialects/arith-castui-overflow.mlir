// RUN: xdsl-opt %s > %t.custom.mlir
// RUN: filecheck %s --input-file %t.custom.mlir
// RUN: xdsl-opt %s --print-op-generic > %t.generic.mlir
// RUN: xdsl-opt %t.generic.mlir | filecheck %s
// RUN: xhip-opt %s | filecheck %s
// RUN: filecheck %s --input-file %t.generic.mlir --check-prefix=GENERIC
// RUN: iree-opt --verify-each %t.custom.mlir | filecheck %s
// RUN: iree-opt --verify-each %t.generic.mlir | filecheck %s

// arith.index_castui (new) and the overflow flags on every arith op MLIR takes
// them on: addi, subi, muli, shli (xDSL's ops) and trunci (xhip's op in place
// of xDSL's, which has no `overflowFlags`). Several flags print `<nsw, nuw>`,
// as MLIR does (xDSL alone prints `<nsw,nuw>`). Input: `iree-opt`'s output.

// GENERIC: %0 = "arith.index_castui"(%arg0) : (i64) -> index
// GENERIC: %3 = "arith.trunci"(%arg0) <{overflowFlags = #arith.overflow<none>}> : (i64) -> i32
// GENERIC: %4 = "arith.trunci"(%arg0) <{overflowFlags = #arith.overflow<nuw>}> : (i64) -> i32
// GENERIC: %6 = "arith.trunci"(%arg0) <{overflowFlags = #arith.overflow<nsw, nuw>}> : (i64) -> i8
// GENERIC: %2 = "arith.muli"(%arg0, %arg0) <{overflowFlags = #arith.overflow<nsw, nuw>}> : (i32, i32) -> i32

// CHECK-LABEL: func.func @casts(%arg0: i64, %arg1: index, %arg2: i32, %arg3: vector<4xi64>) -> index {
// CHECK-NEXT: %0 = arith.index_castui %arg0 : i64 to index
// CHECK-NEXT: %1 = arith.index_castui %arg1 : index to i32
// CHECK-NEXT: %2 = arith.index_castui %arg2 {hip.note = "kept"} : i32 to index
// CHECK-NEXT: %3 = arith.trunci %arg0 : i64 to i32
// CHECK-NEXT: %4 = arith.trunci %arg0 overflow<nuw> : i64 to i32
// CHECK-NEXT: %5 = arith.trunci %arg0 overflow<nsw> : i64 to i16
// CHECK-NEXT: %6 = arith.trunci %arg0 overflow<nsw, nuw> : i64 to i8
// CHECK-NEXT: {{(func\.)?}}return %0 : index
// CHECK-NEXT: }
// CHECK-LABEL: func.func @overflow(%arg0: i32, %arg1: index) -> i32 {
// CHECK-NEXT: %0 = arith.addi %arg0, %arg0 overflow<nsw> : i32
// CHECK-NEXT: %1 = arith.subi %arg0, %arg0 overflow<nuw> : i32
// CHECK-NEXT: %2 = arith.muli %arg0, %arg0 overflow<nsw, nuw> : i32
// CHECK-NEXT: %3 = arith.shli %arg0, %arg0 overflow<nsw, nuw> : i32
// CHECK-NEXT: %4 = arith.addi %arg1, %arg1 overflow<nsw, nuw> : index
// CHECK-NEXT: %5 = arith.muli %arg1, %arg1 : index
// CHECK-NEXT: {{(func\.)?}}return %0 : i32
// CHECK-NEXT: }

func.func @casts(%arg0: i64, %arg1: index, %arg2: i32, %arg3: vector<4xi64>) -> index {
  %0 = arith.index_castui %arg0 : i64 to index
  %1 = arith.index_castui %arg1 : index to i32
  %2 = arith.index_castui %arg2 {hip.note = "kept"} : i32 to index
  %3 = arith.trunci %arg0 : i64 to i32
  %4 = arith.trunci %arg0 overflow<nuw> : i64 to i32
  %5 = arith.trunci %arg0 overflow<nsw> : i64 to i16
  %6 = arith.trunci %arg0 overflow<nsw, nuw> : i64 to i8
  return %0 : index
}
func.func @overflow(%arg0: i32, %arg1: index) -> i32 {
  %0 = arith.addi %arg0, %arg0 overflow<nsw> : i32
  %1 = arith.subi %arg0, %arg0 overflow<nuw> : i32
  %2 = arith.muli %arg0, %arg0 overflow<nsw, nuw> : i32
  %3 = arith.shli %arg0, %arg0 overflow<nsw, nuw> : i32
  %4 = arith.addi %arg1, %arg1 overflow<nsw, nuw> : index
  %5 = arith.muli %arg1, %arg1 : index
  return %0 : i32
}

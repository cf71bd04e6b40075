// RUN: xhip-opt --hip-add-context-arg %s > %t.once.mlir
// RUN: filecheck %s --input-file %t.once.mlir
// RUN: xhip-opt --hip-add-context-arg %t.once.mlir | filecheck %s --check-prefix=TWICE
// RUN: %if hip-ref-opt %{ %hip-ref-opt --hip-add-context-arg %s > %t.reference %}
// RUN: %if hip-ref-opt %{ xhip-opt --hip-add-context-arg %s | %hip-ref-opt > %t.xhip %}
// RUN: %if hip-ref-opt %{ diff %t.reference %t.xhip %}

// Declarations (docs/semantics.md §11.4). Upstream tests the entry block's
// argument 0, and a declaration has no entry block: every declaration gets a
// context, even one whose type already starts with one, and each run gives
// it another (whether upstream does so is for the reference RUN lines to show).

// CHECK:      func.func private @ext(!hip.context, memref<4xf32>)
// CHECK-NEXT: func.func private @ext_ctx(!hip.context, !hip.context, i32)
// TWICE:      func.func private @ext(!hip.context, !hip.context, memref<4xf32>)
// TWICE-NEXT: func.func private @ext_ctx(!hip.context, !hip.context, !hip.context, i32)
func.func private @ext(memref<4xf32>)
func.func private @ext_ctx(!hip.context, i32)

// A context that is not argument 0 does not count: @user gets one in front.
// CHECK-NEXT: func.func @user(%ctx: !hip.context, %m: memref<4xf32>, %i: i32, %c: !hip.context) {
// CHECK-NEXT:   call @ext(%ctx, %m) : (!hip.context, memref<4xf32>) -> ()
// CHECK-NEXT:   call @ext_ctx(%ctx, %c, %i) : (!hip.context, !hip.context, i32) -> ()
// CHECK-NEXT:   return
// CHECK-NEXT: }
// TWICE-NEXT: func.func @user(%ctx: !hip.context, %m: memref<4xf32>, %i: i32, %c: !hip.context) {
// TWICE-NEXT:   call @ext(%ctx, %ctx, %m) : (!hip.context, !hip.context, memref<4xf32>) -> ()
// TWICE-NEXT:   call @ext_ctx(%ctx, %ctx, %c, %i) : (!hip.context, !hip.context, !hip.context, i32) -> ()
func.func @user(%m: memref<4xf32>, %i: i32, %c: !hip.context) {
  func.call @ext(%m) : (memref<4xf32>) -> ()
  func.call @ext_ctx(%c, %i) : (!hip.context, i32) -> ()
  func.return
}

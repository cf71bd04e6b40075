// RUN: xdsl-opt -p hip-use-output-allocator --allow-unregistered-dialect %s | filecheck %s

// Which functions hip-use-output-allocator rewrites (docs/semantics.md §11.3): public ones
// with a body whose argument 0 is !hip.context. Private helpers stay completely
// untouched, deallocs included; so do functions without the context first.
// Signatures and returns never change.

// CHECK-LABEL: func.func private @helper(%ctx: !hip.context) -> memref<4xf32> {
// CHECK-NEXT:    %a = memref.alloc() : memref<4xf32>
// CHECK-NEXT:    memref.dealloc %a : memref<4xf32>
// CHECK-NEXT:    func.return %a : memref<4xf32>
// CHECK-NEXT:  }
func.func private @helper(%ctx: !hip.context) -> memref<4xf32> {
  %a = memref.alloc() : memref<4xf32>
  memref.dealloc %a : memref<4xf32>
  return %a : memref<4xf32>
}

// CHECK-LABEL: func.func nested @nested_visibility(%ctx: !hip.context) -> memref<4xf32> {
// CHECK-NEXT:    %a = memref.alloc() : memref<4xf32>
func.func nested @nested_visibility(%ctx: !hip.context) -> memref<4xf32> {
  %a = memref.alloc() : memref<4xf32>
  return %a : memref<4xf32>
}

// CHECK-LABEL: func.func @no_context(%n: index) -> memref<?xf32> {
// CHECK-NEXT:    %a = memref.alloc(%n) : memref<?xf32>
func.func @no_context(%n: index) -> memref<?xf32> {
  %a = memref.alloc(%n) : memref<?xf32>
  return %a : memref<?xf32>
}

// CHECK-LABEL: func.func @context_second(%n: index, %ctx: !hip.context) -> memref<?xf32> {
// CHECK-NEXT:    %a = memref.alloc(%n) : memref<?xf32>
func.func @context_second(%n: index, %ctx: !hip.context) -> memref<?xf32> {
  %a = memref.alloc(%n) : memref<?xf32>
  return %a : memref<?xf32>
}

// CHECK-LABEL: func.func @no_arguments() -> memref<4xf32> {
// CHECK-NEXT:    %a = memref.alloc() : memref<4xf32>
func.func @no_arguments() -> memref<4xf32> {
  %a = memref.alloc() : memref<4xf32>
  return %a : memref<4xf32>
}

// CHECK-LABEL: func.func public @explicit_public(%ctx: !hip.context) -> memref<4xf32> {
// CHECK-NEXT:    %a = hip.alloc_output(%ctx) {out_idx = 0 : i64} : memref<4xf32>
// CHECK-NEXT:    func.return %a : memref<4xf32>
func.func public @explicit_public(%ctx: !hip.context) -> memref<4xf32> {
  %a = memref.alloc() : memref<4xf32>
  return %a : memref<4xf32>
}

// CHECK-LABEL: func.func private @declaration(!hip.context) -> memref<4xf32>
func.func private @declaration(!hip.context) -> memref<4xf32>

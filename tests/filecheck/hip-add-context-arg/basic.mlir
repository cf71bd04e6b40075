// RUN: xhip-opt --hip-add-context-arg %s > %t.once.mlir
// RUN: filecheck %s --input-file %t.once.mlir
// RUN: xdsl-opt -p hip-add-context-arg %s | xhip-opt | filecheck %s
// RUN: xhip-opt --hip-add-context-arg %t.once.mlir | filecheck %s
// RUN: %if hip-ref-opt %{ %hip-ref-opt --hip-add-context-arg %s > %t.reference %}
// RUN: %if hip-ref-opt %{ xhip-opt --hip-add-context-arg %s | %hip-ref-opt > %t.xhip %}
// RUN: %if hip-ref-opt %{ diff %t.reference %t.xhip %}

// hip-add-context-arg (docs/semantics.md §11.4): every func.func, public or
// private, at any depth, gets !hip.context as argument 0 unless its entry
// block already starts with one; every call of a function that got one passes
// the caller's argument 0 first. The third RUN line: a second run changes
// nothing (every function with a body now starts with the context), except
// declarations, which have no entry block and so get another context each
// run -- shown by the separate RUN lines of declarations.mlir. The last lines
// show that hip-ep's own pass gives the same module once both are printed by
// its printer.

// CHECK:      module {
// A public function: the new argument is named %ctx.
// CHECK-NEXT:   func.func @callee(%ctx: !hip.context, %a: memref<4xf32> {llvm.noalias}, %b: i32) -> i32 attributes {foo} {
// CHECK-NEXT:     return %b : i32
// CHECK-NEXT:   }
func.func @callee(%a: memref<4xf32> {llvm.noalias}, %b: i32) -> i32 attributes {foo} {
  func.return %b : i32
}

// Already starts with the context: left as it is, and so are its calls.
// CHECK-NEXT:   func.func @has(%c: !hip.context, %n: index) -> index {
// CHECK-NEXT:     %h = call @has(%c, %n) : (!hip.context, index) -> index
// CHECK-NEXT:     return %h : index
// CHECK-NEXT:   }
func.func @has(%c: !hip.context, %n: index) -> index {
  %h = func.call @has(%c, %n) : (!hip.context, index) -> index
  func.return %h : index
}

// A private function, and a call whose attributes are dropped (upstream builds
// a new func.call from the callee, operands and result types only).
// CHECK-NEXT:   func.func private @helper(%ctx: !hip.context, %m: memref<4xf32>, %x: i32) -> i32 {
// CHECK-NEXT:     %r = call @callee(%ctx, %m, %x) : (!hip.context, memref<4xf32>, i32) -> i32
// CHECK-NEXT:     return %r : i32
// CHECK-NEXT:   }
func.func private @helper(%m: memref<4xf32>, %x: i32) -> i32 {
  %r = func.call @callee(%m, %x) {bar = 1 : i64, hint = "keep"} : (memref<4xf32>, i32) -> i32
  func.return %r : i32
}

// Calls inside regions and several blocks get the caller's context too; a
// function with no arguments gets it as its only one.
// CHECK-NEXT:   func.func @main(%ctx: !hip.context, %m: memref<4xf32>, %x: i32, %p: i1) -> i32 {
// CHECK-NEXT:     %r = scf.if %p -> (i32) {
// CHECK-NEXT:       %y = func.call @helper(%ctx, %m, %x) : (!hip.context, memref<4xf32>, i32) -> i32
// CHECK-NEXT:       scf.yield %y : i32
// CHECK-NEXT:     } else {
// CHECK-NEXT:       scf.yield %x : i32
// CHECK-NEXT:     }
// CHECK-NEXT:     cf.br ^bb1
// CHECK-NEXT:   ^bb1:
// CHECK-NEXT:     call @none(%ctx) : (!hip.context) -> ()
// CHECK-NEXT:     return %r : i32
// CHECK-NEXT:   }
func.func @main(%m: memref<4xf32>, %x: i32, %p: i1) -> i32 {
  %r = scf.if %p -> (i32) {
    %y = func.call @helper(%m, %x) : (memref<4xf32>, i32) -> i32
    scf.yield %y : i32
  } else {
    scf.yield %x : i32
  }
  cf.br ^bb1
^bb1:
  func.call @none() : () -> ()
  func.return %r : i32
}

// CHECK-NEXT:   func.func @none(%ctx: !hip.context) {
// CHECK-NEXT:     return
// CHECK-NEXT:   }
func.func @none() {
  func.return
}

// A nested module's functions too (upstream walks the whole module); calls
// are matched by name.
// CHECK-NEXT:   module @inner {
// CHECK-NEXT:     func.func @g(%ctx: !hip.context) {
// CHECK-NEXT:       call @g(%ctx) : (!hip.context) -> ()
// CHECK-NEXT:       return
// CHECK-NEXT:     }
// CHECK-NEXT:   }
// CHECK-NEXT: }
module @inner {
  func.func @g() {
    func.call @g() : () -> ()
    func.return
  }
}

// RUN: not xhip-opt --hip-add-context-arg %s 2>&1 | filecheck %s
// RUN: xhip-opt --hip-add-context-arg %s --verify-diagnostics
// RUN: %if hip-ref-opt %{ not %hip-ref-opt --hip-add-context-arg %s 2>&1 | filecheck %s --check-prefix=REF %}

// A call of a function that gets a context, outside any func.func: there is
// no caller's context to pass (docs/semantics.md §11.4). Upstream fails with
// this message after changing the signatures; xhip checks first and leaves
// the module as it was. One line, the call's location, no IR.

// CHECK:     errors.mlir:[[# @LINE + 5]]:1: error: call op is not inside a func.func
// CHECK-NOT: func
// REF:       error: call op is not inside a func.func
func.func @f() { func.return }
// expected-error@+1 {{call op is not inside a func.func}}
func.call @f() : () -> ()

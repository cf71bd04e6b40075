// RUN: xhip-opt %s | filecheck %s --check-prefix=OPT
// RUN: xhip-opt --hip-pool-allocs /dev/null | filecheck %s --check-prefix=OPT
// RUN: xhip plan %s | filecheck %s --check-prefix=PLAN
// RUN: xhip plan /dev/null --json - | filecheck %s --check-prefix=JSON
// RUN: not xhip check %s 2>&1 | filecheck %s --check-prefix=CHECK-TOOL

// A file of nothing but comments (this one) or nothing at all is an empty
// module, valid MLIR: every tool reads it as mlir-opt does (xDSL's parser alone
// says "Could not parse entire input!").

// OPT:       {{^}}module {{{$}}
// OPT-NEXT:  {{^}}}{{$}}
// PLAN:      {{^}}{{.*}}empty-input.mlir: no function with a body to plan{{$}}
// PLAN-NOT:  {{.}}
// JSON:      "functions": []
// CHECK-TOOL: {{^}}{{.*}}empty-input.mlir: 0 functions, 0 views, 0 function bindings checked: nothing was checked (no view of a hip.get_pool pool){{$}}

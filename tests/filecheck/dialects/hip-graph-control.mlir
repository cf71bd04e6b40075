// RUN: xdsl-opt %s | filecheck %s
// RUN: xdsl-opt %s --print-op-generic > %t.generic.mlir
// RUN: filecheck %s --input-file %t.generic.mlir --check-prefix=GENERIC
// RUN: xdsl-opt %t.generic.mlir | filecheck %s
// RUN: iree-opt --allow-unregistered-dialect --verify-each %t.generic.mlir > /dev/null
// RUN: %if hip-ref-opt %{ %hip-ref-opt %s -o /dev/null %}

// Ops with regions (fused graphs) and the control ops that call functions.

// The bodies of hip.miopen.graph and hip.hipblaslt.graph end without a
// terminator (NoTerminator); hip.hipdnn_graph_outline's ends with hip.yield,
// left out where it has no values (SingleBlockImplicitTerminator, printed as
// MLIR prints it; the generic form shows it). The outline is isolated from above.
// CHECK-LABEL: func.func @graphs(%ctx: !hip.context, %x: tensor<2x8xf16>, %w: tensor<8x8xf16>, %o: tensor<2x8xf16>) -> tensor<2x8xf16> {
func.func @graphs(%ctx: !hip.context, %x: tensor<2x8xf16>, %w: tensor<8x8xf16>, %o: tensor<2x8xf16>) -> tensor<2x8xf16> {
  // CHECK-NEXT:    hip.miopen.graph {
  // CHECK-NEXT:      %m = hip.matmul(%ctx) ins(%x, %w : tensor<2x8xf16>, tensor<8x8xf16>) outs(%o : tensor<2x8xf16>) : tensor<2x8xf16>
  // CHECK-NEXT:      %s = hip.miopen.softmax(%ctx) ins(%m : tensor<2x8xf16>) outs(%o : tensor<2x8xf16>) -> tensor<2x8xf16>
  // CHECK-NEXT:    }
  // GENERIC:       "hip.miopen.graph"() ({
  // GENERIC-NEXT:    %m = "hip.matmul"(%ctx, %x, %w, %o) : (!hip.context, tensor<2x8xf16>, tensor<8x8xf16>, tensor<2x8xf16>) -> tensor<2x8xf16>
  // GENERIC-NEXT:    %s = "hip.miopen.softmax"(%ctx, %m, %o) : (!hip.context, tensor<2x8xf16>, tensor<2x8xf16>) -> tensor<2x8xf16>
  // GENERIC-NEXT:  }) : () -> ()
  hip.miopen.graph {
    %m = hip.matmul(%ctx) ins(%x, %w : tensor<2x8xf16>, tensor<8x8xf16>) outs(%o : tensor<2x8xf16>) : tensor<2x8xf16>
    %s = hip.miopen.softmax(%ctx) ins(%m : tensor<2x8xf16>) outs(%o : tensor<2x8xf16>) -> tensor<2x8xf16>
  }
  // CHECK-NEXT:    hip.hipblaslt.graph {
  // CHECK-NEXT:    } {fused}
  // GENERIC:       "hip.hipblaslt.graph"() ({
  // GENERIC-NEXT:  ^bb0:
  // GENERIC-NEXT:  }) {fused} : () -> ()
  hip.hipblaslt.graph {
  } {fused}
  // CHECK-NEXT:    %r = hip.hipdnn_graph_outline ins(%x, %o : tensor<2x8xf16>, tensor<2x8xf16>) -> tensor<2x8xf16> {
  // CHECK-NEXT:    ^bb0(%a: tensor<2x8xf16>, %b: tensor<2x8xf16>):
  // CHECK-NEXT:      %e = arith.addf %a, %b : tensor<2x8xf16>
  // CHECK-NEXT:      hip.yield %e : tensor<2x8xf16>
  // CHECK-NEXT:    }
  // GENERIC:       %r = "hip.hipdnn_graph_outline"(%x, %o) ({
  // GENERIC-NEXT:  ^bb0(%a: tensor<2x8xf16>, %b: tensor<2x8xf16>):
  // GENERIC-NEXT:    %e = "arith.addf"(%a, %b) <{fastmath = #arith.fastmath<none>}> : (tensor<2x8xf16>, tensor<2x8xf16>) -> tensor<2x8xf16>
  // GENERIC-NEXT:    "hip.yield"(%e) : (tensor<2x8xf16>) -> ()
  // GENERIC-NEXT:  }) : (tensor<2x8xf16>, tensor<2x8xf16>) -> tensor<2x8xf16>
  %r = hip.hipdnn_graph_outline ins(%x, %o : tensor<2x8xf16>, tensor<2x8xf16>) -> tensor<2x8xf16> {
  ^bb0(%a: tensor<2x8xf16>, %b: tensor<2x8xf16>):
    %e = arith.addf %a, %b : tensor<2x8xf16>
    hip.yield %e : tensor<2x8xf16>
  }
  // CHECK-NEXT:    %q = hip.hipdnn_graph_outline ins(%x : tensor<2x8xf16>) -> tensor<2x8xf16> {
  // CHECK-NEXT:    ^bb0(%a: tensor<2x8xf16>):
  // CHECK-NEXT:      %e = arith.negf %a : tensor<2x8xf16>
  // CHECK-NEXT:    }
  // GENERIC:       %q = "hip.hipdnn_graph_outline"(%x) ({
  // GENERIC-NEXT:  ^bb0(%a: tensor<2x8xf16>):
  // GENERIC-NEXT:    %e = "arith.negf"(%a) <{fastmath = #arith.fastmath<none>}> : (tensor<2x8xf16>) -> tensor<2x8xf16>
  // GENERIC-NEXT:    "hip.yield"() : () -> ()
  // GENERIC-NEXT:  }) : (tensor<2x8xf16>) -> tensor<2x8xf16>
  %q = hip.hipdnn_graph_outline ins(%x : tensor<2x8xf16>) -> tensor<2x8xf16> {
  ^bb0(%a: tensor<2x8xf16>):
    %e = arith.negf %a : tensor<2x8xf16>
  }
  // CHECK-NEXT:    func.return %r : tensor<2x8xf16>
  func.return %r : tensor<2x8xf16>
}

// The outlined graph of memrefs: the graph id and the tensor uids are attributes.
// CHECK-LABEL: func.func @hipdnn(
func.func @hipdnn(%ctx: !hip.context, %x: memref<2x8xf16>, %w: memref<8x8xf16>, %o: memref<2x8xf16>) {
  // CHECK-NEXT:    hip.hipdnn_graph(%ctx) graph_id(3) ins(%x, %w : memref<2x8xf16>, memref<8x8xf16>) outs(%o : memref<2x8xf16>) {input_uids = [0 : i64, 1 : i64], output_uids = [2 : i64]}
  // GENERIC:       "hip.hipdnn_graph"(%ctx, %x, %w, %o) <{graph_id = 3 : i32, input_uids = [0 : i64, 1 : i64], operandSegmentSizes = array<i32: 1, 2, 1>, output_uids = [2 : i64]}> : (!hip.context, memref<2x8xf16>, memref<8x8xf16>, memref<2x8xf16>) -> ()
  hip.hipdnn_graph(%ctx) graph_id(3) ins(%x, %w : memref<2x8xf16>, memref<8x8xf16>) outs(%o : memref<2x8xf16>) {output_uids = [2], input_uids = [0, 1]}
  // CHECK-NEXT:    func.return
  func.return
}

// hip.loop and hip.if call functions of the module (upstream's
// verifySymbolUses); carried tensors give one result each, memrefs none.
// CHECK:         func.func private @loop_body(i32)
// CHECK-NEXT:    func.func private @then_branch()
// CHECK-NEXT:    func.func private @else_branch()
func.func private @loop_body(i32)
func.func private @then_branch()
func.func private @else_branch()

// CHECK-LABEL: func.func @control(
func.func @control(%ctx: !hip.context, %n: index, %c: i1, %v: memref<2x8xf16>, %t: tensor<2x8xf16>, %k: i32) {
  // CHECK-NEXT:    %l = hip.loop(%ctx, %n, %c) iter_args(%t : tensor<2x8xf16>) captures(%k : i32) -> (tensor<2x8xf16>) body @loop_body {num_loop_carried = 1 : i32}
  // GENERIC:       %l = "hip.loop"(%ctx, %n, %c, %t, %k) <{body_func = @loop_body, num_loop_carried = 1 : i32, operandSegmentSizes = array<i32: 1, 1, 1, 1, 1>}> : (!hip.context, index, i1, tensor<2x8xf16>, i32) -> tensor<2x8xf16>
  %l = hip.loop(%ctx, %n, %c) iter_args(%t : tensor<2x8xf16>) captures(%k : i32) -> (tensor<2x8xf16>) body @loop_body {num_loop_carried = 1 : i32}
  // CHECK-NEXT:    hip.loop(%ctx, %n, %c) iter_args(%v : memref<2x8xf16>) body @loop_body {num_loop_carried = 1 : i32}
  // GENERIC-NEXT:  "hip.loop"(%ctx, %n, %c, %v) <{body_func = @loop_body, num_loop_carried = 1 : i32, operandSegmentSizes = array<i32: 1, 1, 1, 1, 0>}> : (!hip.context, index, i1, memref<2x8xf16>) -> ()
  hip.loop(%ctx, %n, %c) iter_args(%v : memref<2x8xf16>) body @loop_body {num_loop_carried = 1 : i32}
  // CHECK-NEXT:    hip.loop(%ctx, %n) body @loop_body {cond_is_passthrough, num_loop_carried = 0 : i32}
  // GENERIC-NEXT:  "hip.loop"(%ctx, %n) <{body_func = @loop_body, cond_is_passthrough, num_loop_carried = 0 : i32, operandSegmentSizes = array<i32: 1, 1, 0, 0, 0>}> : (!hip.context, index) -> ()
  hip.loop(%ctx, %n) body @loop_body {num_loop_carried = 0 : i32, cond_is_passthrough}
  // CHECK-NEXT:    %i = hip.if(%ctx, %c) outs(%t : tensor<2x8xf16>) -> (tensor<2x8xf16>) then @then_branch else @else_branch {num_outputs = 1 : i32}
  // GENERIC-NEXT:  %i = "hip.if"(%ctx, %c, %t) <{else_func = @else_branch, num_outputs = 1 : i32, operandSegmentSizes = array<i32: 1, 1, 1, 0>, then_func = @then_branch}> : (!hip.context, i1, tensor<2x8xf16>) -> tensor<2x8xf16>
  %i = hip.if(%ctx, %c) outs(%t : tensor<2x8xf16>) -> (tensor<2x8xf16>) then @then_branch else @else_branch {num_outputs = 1 : i32}
  // CHECK-NEXT:    hip.if(%ctx, %c) captures(%k, %n : i32, index) then @then_branch else @else_branch {num_outputs = 0 : i32}
  hip.if(%ctx, %c) captures(%k, %n : i32, index) then @then_branch else @else_branch {num_outputs = 0 : i32}
  // CHECK-NEXT:    func.return
  func.return
}

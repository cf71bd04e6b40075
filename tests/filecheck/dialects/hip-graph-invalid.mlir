// RUN: xhip-opt %s --split-input-file --verify-diagnostics --allow-unregistered-dialect
// RUN: %if hip-ref-opt %{ %hip-ref-opt %s --split-input-file --verify-diagnostics --allow-unregistered-dialect %}
// (Notes must be expected as in MLIR: xhip-opt reports them too.)

// Upstream's traits of the hip region ops, with MLIR's messages: hip.yield has
// HasParent<hip.hipdnn_graph_outline>; the outline is
// SingleBlockImplicitTerminator<hip.yield> and IsolatedFromAbove; hip.miopen.graph
// and hip.hipblaslt.graph are SingleBlock and NoTerminator; every body is a
// SizedRegion<1>. hip-ep's own build (`hip-ref-opt --verify-diagnostics`) passes
// this file unchanged.

func.func @yield_outside(%x: tensor<4xf32>) {
  // expected-error@+1 {{'hip.yield' op expects parent op 'hip.hipdnn_graph_outline'}}
  hip.yield %x : tensor<4xf32>
}

// -----

func.func @yield_in_a_graph(%x: tensor<4xf32>) {
  hip.miopen.graph {
    // expected-error@+1 {{'hip.yield' op expects parent op 'hip.hipdnn_graph_outline'}}
    hip.yield %x : tensor<4xf32>
  }
  func.return
}

// -----

func.func @yield_nested_deeper(%x: tensor<4xf32>) {
  %r = hip.hipdnn_graph_outline ins(%x : tensor<4xf32>) -> tensor<4xf32> {
  ^bb0(%a: tensor<4xf32>):
    "test.op"() ({
      // expected-error@+1 {{'hip.yield' op expects parent op 'hip.hipdnn_graph_outline'}}
      hip.yield %a : tensor<4xf32>
    }) : () -> ()
  }
  func.return
}

// -----

func.func @graph_two_blocks() {
  // expected-error@+1 {{'hip.miopen.graph' op expects region #0 to have 0 or 1 blocks}}
  hip.miopen.graph {
    cf.br ^bb1
  ^bb1:
    "test.op"() : () -> ()
  }
  func.return
}

// -----

func.func @outline_two_blocks(%x: tensor<4xf32>) {
  // expected-error@+1 {{'hip.hipdnn_graph_outline' op expects region #0 to have 0 or 1 blocks}}
  %r = hip.hipdnn_graph_outline ins(%x : tensor<4xf32>) -> tensor<4xf32> {
  ^bb0(%a: tensor<4xf32>):
    cf.br ^bb1
  ^bb1:
    hip.yield %a : tensor<4xf32>
  }
  func.return
}

// -----

// The nested op's own check comes first (MLIR checks the end of a region after
// the ops in it).
func.func @outline_ends_with_return(%x: tensor<4xf32>) {
  %r = hip.hipdnn_graph_outline ins(%x : tensor<4xf32>) -> tensor<4xf32> {
  ^bb0(%a: tensor<4xf32>):
    // expected-error@+1 {{'func.return' op expects parent op 'func.func'}}
    func.return
  }
  func.return
}

// -----

// Reported at the op using the outside value.
func.func @outline_uses_a_value_from_outside(%x: tensor<4xf32>) {
  // expected-note@+1 {{required by region isolation constraints}}
  %r = hip.hipdnn_graph_outline ins(%x : tensor<4xf32>) -> tensor<4xf32> {
  ^bb0(%a: tensor<4xf32>):
    // expected-error@+1 {{'hip.yield' op using value defined outside the region}}
    hip.yield %x : tensor<4xf32>
  }
  func.return
}

// -----

// The generic form gets no implicit terminator.
// expected-error@+1 {{'hip.miopen.graph' op region #0 ('body') failed to verify constraint: region with 1 blocks}}
"hip.miopen.graph"() ({}) : () -> ()

// -----

%x = "test.v"() : () -> tensor<4xf32>
// expected-error@+1 {{'hip.hipdnn_graph_outline' op expects a non-empty block}}
%r = "hip.hipdnn_graph_outline"(%x) ({
^bb0(%a: tensor<4xf32>):
}) : (tensor<4xf32>) -> tensor<4xf32>

// -----

%x = "test.v"() : () -> tensor<4xf32>
// expected-note@+2 {{in custom textual format, the absence of terminator implies 'hip.yield'}}
// expected-error@+1 {{'hip.hipdnn_graph_outline' op expects regions to end with 'hip.yield', found 'test.term'}}
%r = "hip.hipdnn_graph_outline"(%x) ({
^bb0(%a: tensor<4xf32>):
  %u = "test.op"(%a) : (tensor<4xf32>) -> tensor<4xf32>
  "test.term"() : () -> ()
}) : (tensor<4xf32>) -> tensor<4xf32>

// -----

// expected-error@+2 {{'func.return' op expects parent op 'func.func'}}
"hip.hipblaslt.graph"() ({
  "func.return"() : () -> ()
}) : () -> ()

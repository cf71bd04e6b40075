// RUN: xhip-opt %s --split-input-file --verify-diagnostics --allow-unregistered-dialect
// RUN: %if hip-ref-opt %{ %hip-ref-opt %s --split-input-file --verify-diagnostics --allow-unregistered-dialect %}

// The `verify()` of upstream's hip.loop, hip.if, hip.gqa and hip.constant, and
// the `verifySymbolUses` of hip.loop and hip.if (docs/semantics.md §2.2), each
// message copied from hip-ep's own build, which passes this file too.

// hip.loop: as many v_init as num_loop_carried (a uint32_t); the first
// v_init decides the mode: tensors give one result each, of its type;
// memrefs none.

func.func private @body(i32)
func.func @loop_count(%ctx: !hip.context, %n: index, %c: i1, %v: memref<2x8xf16>) {
  // expected-error@+1 {{'hip.loop' op num_loop_carried (2) must equal the v_init operand count (1)}}
  hip.loop(%ctx, %n, %c) iter_args(%v : memref<2x8xf16>) body @body {num_loop_carried = 2 : i32}
  func.return
}

// -----

func.func private @body(i32)
func.func @loop_count_unsigned(%ctx: !hip.context, %n: index) {
  // expected-error@+1 {{'hip.loop' op num_loop_carried (4294967295) must equal the v_init operand count (0)}}
  hip.loop(%ctx, %n) body @body {num_loop_carried = -1 : i32}
  func.return
}

// -----

func.func private @body(i32)
func.func @loop_tensor_results(%ctx: !hip.context, %n: index, %t: tensor<2x8xf16>, %v: memref<2x8xf16>) {
  // expected-error@+1 {{'hip.loop' op tensor mode: num_loop_carried (2) must equal the result count (1)}}
  %r = hip.loop(%ctx, %n) iter_args(%t, %v : tensor<2x8xf16>, memref<2x8xf16>) -> (tensor<2x8xf16>) body @body {num_loop_carried = 2 : i32}
  func.return
}

// -----

func.func private @body(i32)
func.func @loop_no_inits_no_results(%ctx: !hip.context, %n: index) {
  // expected-error@+1 {{'hip.loop' op tensor mode: num_loop_carried (0) must equal the result count (1)}}
  %r = hip.loop(%ctx, %n) -> (tensor<2x8xf16>) body @body {num_loop_carried = 0 : i32}
  func.return
}

// -----

func.func private @body(i32)
func.func @loop_result_type(%ctx: !hip.context, %n: index, %t: tensor<2x8xf16>, %v: memref<2x8xf16>) {
  // expected-error@+1 {{'hip.loop' op result type #1 ('tensor<2x8xf16>') must match v_init type #1 ('memref<2x8xf16>')}}
  %r:2 = hip.loop(%ctx, %n) iter_args(%t, %v : tensor<2x8xf16>, memref<2x8xf16>) -> (tensor<2x8xf16>, tensor<2x8xf16>) body @body {num_loop_carried = 2 : i32}
  func.return
}

// -----

func.func private @body(i32)
func.func @loop_memref_results(%ctx: !hip.context, %n: index, %v: memref<2x8xf16>, %t: tensor<2x8xf16>) {
  // expected-error@+1 {{'hip.loop' op memref mode must have zero results, got 2}}
  %r:2 = hip.loop(%ctx, %n) iter_args(%v, %t : memref<2x8xf16>, tensor<2x8xf16>) -> (tensor<2x8xf16>, tensor<2x8xf16>) body @body {num_loop_carried = 2 : i32}
  func.return
}

// -----

// The callee is a func.func of the nearest symbol table.

func.func @loop_no_callee(%ctx: !hip.context, %n: index) {
  // expected-error@+1 {{'hip.loop' op body_func 'body' does not reference a func.func}}
  hip.loop(%ctx, %n) body @body {num_loop_carried = 0 : i32}
  func.return
}

// -----

memref.global @body : memref<2xf32>
func.func @loop_callee_not_a_function(%ctx: !hip.context, %n: index) {
  // expected-error@+1 {{'hip.loop' op body_func 'body' does not reference a func.func}}
  hip.loop(%ctx, %n) body @body {num_loop_carried = 0 : i32}
  func.return
}

// -----

func.func private @body(i32)
module @inner {
  func.func @loop_callee_outside(%ctx: !hip.context, %n: index) {
    // expected-error@+1 {{'hip.loop' op body_func 'body' does not reference a func.func}}
    hip.loop(%ctx, %n) body @body {num_loop_carried = 0 : i32}
    func.return
  }
}

// -----

// An unregistered op with one region may be a symbol table: MLIR looks no
// further. With two regions it is not one.

func.func private @body(i32)
"test.one_region"() ({
^bb0(%ctx: !hip.context, %n: index):
  // expected-error@+1 {{'hip.loop' op body_func 'body' does not reference a func.func}}
  hip.loop(%ctx, %n) body @body {num_loop_carried = 0 : i32}
  "test.end"() : () -> ()
}) : () -> ()

// -----

func.func private @body(i32)
"test.two_regions"() ({
^bb0(%ctx: !hip.context, %n: index):
  hip.loop(%ctx, %n) body @body {num_loop_carried = 0 : i32}
  "test.end"() : () -> ()
}, {
}) : () -> ()

// -----

func.func private @body(i32)
func.func @loop_nested_callee(%ctx: !hip.context, %n: index) {
  // expected-error@+1 {{'hip.loop' op attribute 'body_func' failed to satisfy constraint: flat symbol reference attribute}}
  "hip.loop"(%ctx, %n) {body_func = @body::@inner, num_loop_carried = 0 : i32, operandSegmentSizes = array<i32: 1, 1, 0, 0, 0>} : (!hip.context, index) -> ()
  func.return
}

// -----

// hip.if: the same rules with num_outputs and o_init; then_func, then
// else_func.

func.func private @g()
func.func @if_count(%ctx: !hip.context, %c: i1, %v: memref<2x8xf16>) {
  // expected-error@+1 {{'hip.if' op num_outputs (0) must equal the o_init operand count (1)}}
  hip.if(%ctx, %c) outs(%v : memref<2x8xf16>) then @g else @g {num_outputs = 0 : i32}
  func.return
}

// -----

func.func private @g()
func.func @if_tensor_results(%ctx: !hip.context, %c: i1, %t: tensor<2x8xf16>) {
  // expected-error@+1 {{'hip.if' op tensor mode: num_outputs (1) must equal the result count (2)}}
  %r:2 = hip.if(%ctx, %c) outs(%t : tensor<2x8xf16>) -> (tensor<2x8xf16>, tensor<2x8xf16>) then @g else @g {num_outputs = 1 : i32}
  func.return
}

// -----

func.func private @g()
func.func @if_result_type(%ctx: !hip.context, %c: i1, %t: tensor<2x8xf16>) {
  // expected-error@+1 {{'hip.if' op result type #0 ('tensor<2x8xf32>') must match o_init type #0 ('tensor<2x8xf16>')}}
  %r = hip.if(%ctx, %c) outs(%t : tensor<2x8xf16>) -> (tensor<2x8xf32>) then @g else @g {num_outputs = 1 : i32}
  func.return
}

// -----

func.func private @g()
func.func @if_memref_results(%ctx: !hip.context, %c: i1, %v: memref<2x8xf16>) {
  // expected-error@+1 {{'hip.if' op memref mode must have zero results, got 1}}
  %r = hip.if(%ctx, %c) outs(%v : memref<2x8xf16>) -> (tensor<2x8xf16>) then @g else @g {num_outputs = 1 : i32}
  func.return
}

// -----

func.func private @g()
func.func @if_then(%ctx: !hip.context, %c: i1) {
  // expected-error@+1 {{'hip.if' op then_func 'h' does not reference a func.func}}
  hip.if(%ctx, %c) then @h else @h2 {num_outputs = 0 : i32}
  func.return
}

// -----

func.func private @g()
func.func @if_else(%ctx: !hip.context, %c: i1) {
  // expected-error@+1 {{'hip.if' op else_func 'h' does not reference a func.func}}
  hip.if(%ctx, %c) then @g else @h {num_outputs = 0 : i32}
  func.return
}

// -----

// hip.gqa: quantized caches have their scale, quantization kinds NONE,
// PER_TENSOR or PER_CHANNEL, a 4- or 8-bit cache, qk_output 0 to 2 with its
// buffer when not 0, cos/sin caches and key/value present together.

func.func @gqa_k_scale(%ctx: !hip.context, %a: memref<4x8xf16>, %g: memref<8xi32>) {
  // expected-error@+1 {{'hip.gqa' op k_quant_type is 'PER_TENSOR' but k_scale is not provided}}
  hip.gqa(%ctx) ins(%a, %a, %a, %a, %a, %g, %g : memref<4x8xf16>, memref<4x8xf16>, memref<4x8xf16>, memref<4x8xf16>, memref<4x8xf16>, memref<8xi32>, memref<8xi32>) outs(%a, %a, %a : memref<4x8xf16>, memref<4x8xf16>, memref<4x8xf16>) {kv_num_heads = 1 : i64, num_heads = 2 : i64, k_quant_type = "PER_TENSOR"}
  func.return
}

// -----

func.func @gqa_v_scale(%ctx: !hip.context, %a: memref<4x8xf16>, %g: memref<8xi32>) {
  // expected-error@+1 {{'hip.gqa' op v_quant_type is 'PER_CHANNEL' but v_scale is not provided}}
  hip.gqa(%ctx) ins(%a, %a, %a, %a, %a, %g, %g : memref<4x8xf16>, memref<4x8xf16>, memref<4x8xf16>, memref<4x8xf16>, memref<4x8xf16>, memref<8xi32>, memref<8xi32>) outs(%a, %a, %a : memref<4x8xf16>, memref<4x8xf16>, memref<4x8xf16>) {kv_num_heads = 1 : i64, num_heads = 2 : i64, v_quant_type = "PER_CHANNEL"}
  func.return
}

// -----

func.func @gqa_k_kind(%ctx: !hip.context, %a: memref<4x8xf16>, %g: memref<8xi32>) {
  // expected-error@+1 {{'hip.gqa' op k_quant_type must be 'NONE', 'PER_TENSOR', or 'PER_CHANNEL', got 'none'}}
  "hip.gqa"(%ctx, %a, %g, %g, %a, %a, %a, %a, %a) <{k_quant_type = "none", kv_num_heads = 1 : i64, num_heads = 2 : i64, operandSegmentSizes = array<i32: 1, 1, 0, 0, 0, 0, 1, 1, 0, 0, 0, 0, 0, 1, 1, 1, 1, 1, 0>}> : (!hip.context, memref<4x8xf16>, memref<8xi32>, memref<8xi32>, memref<4x8xf16>, memref<4x8xf16>, memref<4x8xf16>, memref<4x8xf16>, memref<4x8xf16>) -> ()
  func.return
}

// -----

func.func @gqa_v_kind(%ctx: !hip.context, %a: memref<4x8xf16>, %g: memref<8xi32>) {
  // expected-error@+1 {{'hip.gqa' op v_quant_type must be 'NONE', 'PER_TENSOR', or 'PER_CHANNEL', got 'BAR'}}
  "hip.gqa"(%ctx, %a, %g, %g, %a, %a, %a, %a, %a) <{k_quant_type = "PER_TENSOR", kv_num_heads = 1 : i64, num_heads = 2 : i64, operandSegmentSizes = array<i32: 1, 1, 0, 0, 0, 0, 1, 1, 0, 0, 0, 0, 0, 1, 1, 1, 1, 1, 0>, v_quant_type = "BAR"}> : (!hip.context, memref<4x8xf16>, memref<8xi32>, memref<8xi32>, memref<4x8xf16>, memref<4x8xf16>, memref<4x8xf16>, memref<4x8xf16>, memref<4x8xf16>) -> ()
  func.return
}

// -----

func.func @gqa_bit_width(%ctx: !hip.context, %a: memref<4x8xf16>, %g: memref<8xi32>) {
  // expected-error@+1 {{'hip.gqa' op kv_cache_bit_width must be 4 or 8, got 16}}
  hip.gqa(%ctx) ins(%a, %a, %a, %a, %a, %g, %g : memref<4x8xf16>, memref<4x8xf16>, memref<4x8xf16>, memref<4x8xf16>, memref<4x8xf16>, memref<8xi32>, memref<8xi32>) outs(%a, %a, %a : memref<4x8xf16>, memref<4x8xf16>, memref<4x8xf16>) {kv_num_heads = 1 : i64, num_heads = 2 : i64, kv_cache_bit_width = 16}
  func.return
}

// -----

func.func @gqa_qk_output(%ctx: !hip.context, %a: memref<4x8xf16>, %g: memref<8xi32>) {
  // expected-error@+1 {{'hip.gqa' op qk_output must be 0, 1, or 2, got -1}}
  hip.gqa(%ctx) ins(%a, %a, %a, %a, %a, %g, %g : memref<4x8xf16>, memref<4x8xf16>, memref<4x8xf16>, memref<4x8xf16>, memref<4x8xf16>, memref<8xi32>, memref<8xi32>) outs(%a, %a, %a : memref<4x8xf16>, memref<4x8xf16>, memref<4x8xf16>) {kv_num_heads = 1 : i64, num_heads = 2 : i64, qk_output = -1}
  func.return
}

// -----

func.func @gqa_output_qk(%ctx: !hip.context, %a: memref<4x8xf16>, %g: memref<8xi32>) {
  // expected-error@+1 {{'hip.gqa' op qk_output is 2 but output_qk buffer is not provided}}
  hip.gqa(%ctx) ins(%a, %a, %a, %a, %a, %g, %g : memref<4x8xf16>, memref<4x8xf16>, memref<4x8xf16>, memref<4x8xf16>, memref<4x8xf16>, memref<8xi32>, memref<8xi32>) outs(%a, %a, %a : memref<4x8xf16>, memref<4x8xf16>, memref<4x8xf16>) {kv_num_heads = 1 : i64, num_heads = 2 : i64, qk_output = 2}
  func.return
}

// -----

func.func @gqa_cos_sin(%ctx: !hip.context, %a: memref<4x8xf16>, %g: memref<8xi32>) {
  // expected-error@+1 {{'hip.gqa' op cos_cache and sin_cache must both be provided or both be omitted (found cos_cache=absent, sin_cache=present)}}
  "hip.gqa"(%ctx, %a, %g, %g, %a, %a, %a, %a) <{kv_num_heads = 1 : i64, num_heads = 2 : i64, operandSegmentSizes = array<i32: 1, 1, 0, 0, 0, 0, 1, 1, 0, 1, 0, 0, 0, 0, 0, 1, 1, 1, 0>}> : (!hip.context, memref<4x8xf16>, memref<8xi32>, memref<8xi32>, memref<4x8xf16>, memref<4x8xf16>, memref<4x8xf16>, memref<4x8xf16>) -> ()
  func.return
}

// -----

func.func @gqa_key_value(%ctx: !hip.context, %a: memref<4x8xf16>, %g: memref<8xi32>) {
  // expected-error@+1 {{'hip.gqa' op key and value must both be provided or both be omitted (found key=present, value=absent)}}
  "hip.gqa"(%ctx, %a, %a, %g, %g, %a, %a, %a) <{kv_num_heads = 1 : i64, num_heads = 2 : i64, operandSegmentSizes = array<i32: 1, 1, 1, 0, 0, 0, 1, 1, 0, 0, 0, 0, 0, 0, 0, 1, 1, 1, 0>}> : (!hip.context, memref<4x8xf16>, memref<4x8xf16>, memref<8xi32>, memref<8xi32>, memref<4x8xf16>, memref<4x8xf16>, memref<4x8xf16>) -> ()
  func.return
}

// -----

// hip.constant: a static tensor of f16, bf16, f32, f64 or i1/8/16/32/64
// elements whose byte size fits int64, and one source: an inline dense
// `value` of the result's type, a file range or a memory range of its bytes.

// expected-error@+1 {{'hip.constant' op requires a statically shaped ranked tensor result}}
%r = hip.constant {value = dense<[1, 2]> : tensor<2xi32>} : tensor<?xi32>

// -----

// expected-error@+1 {{'hip.constant' op has unsupported floating-point element type 'f8E4M3FN'}}
%r = hip.constant {memory_address = 4, size = 2} : tensor<2xf8E4M3FN>

// -----

// expected-error@+1 {{'hip.constant' op has unsupported integer element type 'i4'}}
%r = hip.constant {memory_address = 4, size = 2} : tensor<2xi4>

// -----

// expected-error@+1 {{'hip.constant' op has unsupported element type 'index'}}
%r = hip.constant {memory_address = 4, size = 16} : tensor<2xindex>

// -----

// expected-error@+1 {{'hip.constant' op result element count overflows int64}}
%r = hip.constant {memory_address = 4, size = 8} : tensor<4611686018427387904x2x0xi32>

// -----

// expected-error@+1 {{'hip.constant' op result byte size overflows int64}}
%r = hip.constant {memory_address = 4, size = 8} : tensor<2305843009213693952x2xi16>

// -----

// expected-error@+1 {{'hip.constant' op serialization order must be non-negative}}
%r = hip.constant {value = dense<[1, 2]> : tensor<2xi32>, serialization_order = -3} : tensor<2xi32>

// -----

// expected-error@+1 {{'hip.constant' op inline source must contain only `value`}}
%r = hip.constant {value = dense<[1, 2]> : tensor<2xi32>, size = 8} : tensor<2xi32>

// -----

// expected-error@+1 {{'hip.constant' op inline `value` must be a DenseElementsAttr}}
%r = hip.constant {value = dense_resource<blob> : tensor<2xi32>} : tensor<2xi32>

// -----

// expected-error@+1 {{'hip.constant' op attribute 'value' failed to satisfy constraint: constant vector/tensor attribute}}
%r = "hip.constant"() {value = "foo"} : () -> tensor<2xi32>

// -----

// expected-error@+1 {{'hip.constant' op inline `value` type 'tensor<2xi32>' does not match result type 'tensor<2xui32>'}}
%r = hip.constant {value = dense<[1, 2]> : tensor<2xi32>} : tensor<2xui32>

// -----

// expected-error@+1 {{'hip.constant' op file and memory sources are mutually exclusive}}
%r = hip.constant {location = "w.bin", offset = 0, size = 8, memory_address = 4} : tensor<2xi32>

// -----

// expected-error@+1 {{'hip.constant' op requires exactly one source: `value`, complete file source, or complete memory source}}
%r = hip.constant {symbol_name_hint = "w"} : tensor<2xi32>

// -----

// expected-error@+1 {{'hip.constant' op external source requires `location`, `offset`, and `size` together}}
%r = hip.constant {location = "w.bin", size = 8} : tensor<2xi32>

// -----

// expected-error@+1 {{'hip.constant' op memory source requires `memory_address` and `size` together}}
%r = hip.constant {memory_address = 4} : tensor<2xi32>

// -----

// expected-error@+1 {{'hip.constant' op external source requires a file location or memory address}}
%r = hip.constant {size = 8} : tensor<2xi32>

// -----

// expected-error@+1 {{'hip.constant' op external source `size` must be positive}}
%r = hip.constant {location = "w.bin", offset = 0, size = 0} : tensor<0xi32>

// -----

// expected-error@+1 {{'hip.constant' op external source byte size 8 does not match result byte size 2}}
%r = hip.constant {location = "w.bin", offset = 0, size = 8} : tensor<2xi1>

// -----

// expected-error@+1 {{'hip.constant' op memory-address source has null address}}
%r = hip.constant {memory_address = 0, size = 8} : tensor<2xi32>

// -----

// expected-error@+1 {{'hip.constant' op external source `location` must not be empty}}
%r = hip.constant {location = "", offset = 0, size = 8} : tensor<2xi32>

// -----

// expected-error@+1 {{'hip.constant' op file source `offset` must be non-negative}}
%r = hip.constant {location = "w.bin", offset = -1, size = 8} : tensor<2xi32>

// -----

// expected-error@+1 {{'hip.constant' op file source range overflows int64}}
%r = hip.constant {location = "w.bin", offset = 9223372036854775800, size = 8} : tensor<2xi32>

// -----

// Each source, complete: no error.
%v = hip.constant {value = dense<[1.0, 2.5]> : tensor<2xf32>, symbol_name_hint = "w", source_name = "s", serialization_order = 0} : tensor<2xf32>
%f = hip.constant {location = "w.bin", offset = 9223372036854775799, size = 8} : tensor<2xi32>
%m = hip.constant {memory_address = -5, size = 4} : tensor<2xbf16>

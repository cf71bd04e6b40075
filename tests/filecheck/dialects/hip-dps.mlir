// RUN: xdsl-opt %s | filecheck %s
// RUN: xdsl-opt %s --print-op-generic > %t.generic.mlir
// RUN: filecheck %s --input-file %t.generic.mlir --check-prefix=GENERIC
// RUN: xdsl-opt %t.generic.mlir | filecheck %s
// RUN: iree-opt --allow-unregistered-dialect --verify-each %t.generic.mlir > /dev/null
// RUN: %if hip-ref-opt %{ %hip-ref-opt %s -o /dev/null %}

// Destination-passing compute ops: `(ctx) ins(...) [keyword(...)] outs(...) {attrs}`,
// optional operand groups present and absent, default attributes elided, and the
// tensor form, which returns one tensor per init: `: types` where upstream's format
// is declarative, `-> T` where it is upstream's custom printer (mul, add,
// miopen.add, miopen.softmax, silu).

// CHECK-LABEL: func.func @dps(
// GENERIC-LABEL: "func.func"() <{sym_name = "dps"
func.func @dps(%ctx: !hip.context, %a: memref<4x8xf16>, %b: memref<8x16xf16>, %c: memref<4x16xf16>,
               %q: memref<4x32xi8>, %s: memref<4x2xf16>, %z: memref<4x1xi8>, %g: memref<8xi32>,
               %pads: memref<4xi64>, %cv: memref<f16>, %axes: memref<2xi64>, %i: memref<4x8xi64>,
               %t: tensor<4x8xf16>, %tw: tensor<8x16xf16>, %to: tensor<4x16xf16>) {
  // CHECK-NEXT:    hip.matmul(%ctx) ins(%a, %b : memref<4x8xf16>, memref<8x16xf16>) outs(%c : memref<4x16xf16>)
  // GENERIC:       "hip.matmul"(%ctx, %a, %b, %c) : (!hip.context, memref<4x8xf16>, memref<8x16xf16>, memref<4x16xf16>) -> ()
  hip.matmul(%ctx) ins(%a, %b : memref<4x8xf16>, memref<8x16xf16>) outs(%c : memref<4x16xf16>)

  // CHECK-NEXT:    %r = hip.matmul(%ctx) ins(%t, %tw : tensor<4x8xf16>, tensor<8x16xf16>) outs(%to : tensor<4x16xf16>) : tensor<4x16xf16>
  // GENERIC-NEXT:  %r = "hip.matmul"(%ctx, %t, %tw, %to) : (!hip.context, tensor<4x8xf16>, tensor<8x16xf16>, tensor<4x16xf16>) -> tensor<4x16xf16>
  %r = hip.matmul(%ctx) ins(%t, %tw : tensor<4x8xf16>, tensor<8x16xf16>) outs(%to : tensor<4x16xf16>) : tensor<4x16xf16>

  // Attributes print sorted by name, as MLIR's dictionaries do.
  // CHECK-NEXT:    hip.matmul_nbits(%ctx) ins(%a, %q, %s : memref<4x8xf16>, memref<4x32xi8>, memref<4x2xf16>) zero_points(%z : memref<4x1xi8>) outs(%c : memref<4x16xf16>) {K = 8 : i64, N = 16 : i64, accuracy_level = 0 : i64, bits = 4 : i64, block_size = 32 : i64, zp_elem_size = 1 : i64}
  // GENERIC-NEXT:  "hip.matmul_nbits"(%ctx, %a, %q, %s, %z, %c) <{K = 8 : i64, N = 16 : i64, accuracy_level = 0 : i64, bits = 4 : i64, block_size = 32 : i64, operandSegmentSizes = array<i32: 1, 1, 1, 1, 1, 0, 0, 1>, zp_elem_size = 1 : i64}>
  hip.matmul_nbits(%ctx) ins(%a, %q, %s : memref<4x8xf16>, memref<4x32xi8>, memref<4x2xf16>) zero_points(%z : memref<4x1xi8>) outs(%c : memref<4x16xf16>) {K = 8 : i64, N = 16 : i64, bits = 4 : i64, block_size = 32 : i64, accuracy_level = 0 : i64, zp_elem_size = 1 : i64}

  // CHECK-NEXT:    hip.matmul_nbits(%ctx) ins(%a, %q, %s : memref<4x8xf16>, memref<4x32xi8>, memref<4x2xf16>) g_idx(%g : memref<8xi32>) bias(%c : memref<4x16xf16>) outs(%c : memref<4x16xf16>) {K = 8 : i64, N = 16 : i64, accuracy_level = 4 : i64, bits = 4 : i64, block_size = 32 : i64, zp_elem_size = 1 : i64}
  // GENERIC-NEXT:  "hip.matmul_nbits"(%ctx, %a, %q, %s, %g, %c, %c) <{K = 8 : i64, N = 16 : i64, accuracy_level = 4 : i64, bits = 4 : i64, block_size = 32 : i64, operandSegmentSizes = array<i32: 1, 1, 1, 1, 0, 1, 1, 1>, zp_elem_size = 1 : i64}>
  hip.matmul_nbits(%ctx) ins(%a, %q, %s : memref<4x8xf16>, memref<4x32xi8>, memref<4x2xf16>) g_idx(%g : memref<8xi32>) bias(%c : memref<4x16xf16>) outs(%c : memref<4x16xf16>) {K = 8 : i64, N = 16 : i64, bits = 4 : i64, block_size = 32 : i64, accuracy_level = 4 : i64, zp_elem_size = 1 : i64}

  // CHECK-NEXT:    hip.pad(%ctx) ins(%a, %pads : memref<4x8xf16>, memref<4xi64>) cval(%cv : memref<f16>) outs(%a : memref<4x8xf16>)
  // GENERIC-NEXT:  "hip.pad"(%ctx, %a, %pads, %cv, %a) <{mode = "constant", operandSegmentSizes = array<i32: 1, 1, 1, 1, 0, 1>}>
  hip.pad(%ctx) ins(%a, %pads : memref<4x8xf16>, memref<4xi64>) cval(%cv : memref<f16>) outs(%a : memref<4x8xf16>) {mode = "constant"}

  // CHECK-NEXT:    hip.pad(%ctx) ins(%a, %pads : memref<4x8xf16>, memref<4xi64>) cval(%cv : memref<f16>) axes(%axes : memref<2xi64>) outs(%a : memref<4x8xf16>) {mode = "reflect"}
  // GENERIC-NEXT:  "hip.pad"(%ctx, %a, %pads, %cv, %axes, %a) <{mode = "reflect", operandSegmentSizes = array<i32: 1, 1, 1, 1, 1, 1>}>
  hip.pad(%ctx) ins(%a, %pads : memref<4x8xf16>, memref<4xi64>) cval(%cv : memref<f16>) axes(%axes : memref<2xi64>) outs(%a : memref<4x8xf16>) {mode = "reflect"}

  // CHECK-NEXT:    hip.pad(%ctx) ins(%a, %pads : memref<4x8xf16>, memref<4xi64>) outs(%a : memref<4x8xf16>)
  // GENERIC-NEXT:  "hip.pad"(%ctx, %a, %pads, %a) <{mode = "constant", operandSegmentSizes = array<i32: 1, 1, 1, 0, 0, 1>}>
  hip.pad(%ctx) ins(%a, %pads : memref<4x8xf16>, memref<4xi64>) outs(%a : memref<4x8xf16>)

  // Ops with the upstream custom printer share the same shape.
  // CHECK-NEXT:    hip.silu(%ctx) ins(%a : memref<4x8xf16>) outs(%a : memref<4x8xf16>)
  // GENERIC-NEXT:  "hip.silu"(%ctx, %a, %a) : (!hip.context, memref<4x8xf16>, memref<4x8xf16>) -> ()
  hip.silu(%ctx) ins(%a : memref<4x8xf16>) outs(%a : memref<4x8xf16>)
  // CHECK-NEXT:    hip.miopen.softmax(%ctx) ins(%a : memref<4x8xf16>) outs(%a : memref<4x8xf16>)
  hip.miopen.softmax(%ctx) ins(%a : memref<4x8xf16>) outs(%a : memref<4x8xf16>)
  // CHECK-NEXT:    hip.miopen.add(%ctx) ins(%a, %a : memref<4x8xf16>, memref<4x8xf16>) outs(%a : memref<4x8xf16>)
  hip.miopen.add(%ctx) ins(%a, %a : memref<4x8xf16>, memref<4x8xf16>) outs(%a : memref<4x8xf16>)

  // Their tensor form: `-> T`.
  // CHECK-NEXT:    %mul = hip.mul(%ctx) ins(%t, %t : tensor<4x8xf16>, tensor<4x8xf16>) outs(%t : tensor<4x8xf16>) -> tensor<4x8xf16>
  // GENERIC:       %mul = "hip.mul"(%ctx, %t, %t, %t) : (!hip.context, tensor<4x8xf16>, tensor<4x8xf16>, tensor<4x8xf16>) -> tensor<4x8xf16>
  %mul = hip.mul(%ctx) ins(%t, %t : tensor<4x8xf16>, tensor<4x8xf16>) outs(%t : tensor<4x8xf16>) -> tensor<4x8xf16>
  // CHECK-NEXT:    %add = hip.add(%ctx) ins(%mul, %t : tensor<4x8xf16>, tensor<4x8xf16>) outs(%t : tensor<4x8xf16>) -> tensor<4x8xf16>
  %add = hip.add(%ctx) ins(%mul, %t : tensor<4x8xf16>, tensor<4x8xf16>) outs(%t : tensor<4x8xf16>) -> tensor<4x8xf16>
  // CHECK-NEXT:    %madd = hip.miopen.add(%ctx) ins(%add, %t : tensor<4x8xf16>, tensor<4x8xf16>) outs(%t : tensor<4x8xf16>) -> tensor<4x8xf16>
  %madd = hip.miopen.add(%ctx) ins(%add, %t : tensor<4x8xf16>, tensor<4x8xf16>) outs(%t : tensor<4x8xf16>) -> tensor<4x8xf16>
  // CHECK-NEXT:    %sm = hip.miopen.softmax(%ctx) ins(%madd : tensor<4x8xf16>) outs(%t : tensor<4x8xf16>) -> tensor<4x8xf16>
  // GENERIC:       %sm = "hip.miopen.softmax"(%ctx, %madd, %t) : (!hip.context, tensor<4x8xf16>, tensor<4x8xf16>) -> tensor<4x8xf16>
  %sm = hip.miopen.softmax(%ctx) ins(%madd : tensor<4x8xf16>) outs(%t : tensor<4x8xf16>) -> tensor<4x8xf16>
  // CHECK-NEXT:    %silu = hip.silu(%ctx) ins(%sm : tensor<4x8xf16>) outs(%t : tensor<4x8xf16>) -> tensor<4x8xf16>
  %silu = hip.silu(%ctx) ins(%sm : tensor<4x8xf16>) outs(%t : tensor<4x8xf16>) -> tensor<4x8xf16>
  // The declarative ones keep `: T`.
  // CHECK-NEXT:    %sig = hip.sigmoid(%ctx) ins(%silu : tensor<4x8xf16>) outs(%t : tensor<4x8xf16>) : tensor<4x8xf16>
  %sig = hip.sigmoid(%ctx) ins(%silu : tensor<4x8xf16>) outs(%t : tensor<4x8xf16>) : tensor<4x8xf16>

  // Default-valued attributes: elided when equal to the default.
  // CHECK-NEXT:    hip.gelu(%ctx) ins(%a : memref<4x8xf16>) outs(%a : memref<4x8xf16>)
  // GENERIC:       "hip.gelu"(%ctx, %a, %a) <{approximate = "none"}>
  hip.gelu(%ctx) ins(%a : memref<4x8xf16>) outs(%a : memref<4x8xf16>) {approximate = "none"}
  // CHECK-NEXT:    hip.gelu(%ctx) ins(%a : memref<4x8xf16>) outs(%a : memref<4x8xf16>) {approximate = "tanh"}
  hip.gelu(%ctx) ins(%a : memref<4x8xf16>) outs(%a : memref<4x8xf16>) {approximate = "tanh"}
  // CHECK-NEXT:    hip.layer_norm(%ctx) ins(%a, %a : memref<4x8xf16>, memref<4x8xf16>) outs(%a : memref<4x8xf16>)
  // GENERIC:       "hip.layer_norm"(%ctx, %a, %a, %a) <{axis = -1 : i64, epsilon = 1.000000e-05 : f32, operandSegmentSizes = array<i32: 1, 1, 1, 0, 1>, stash_type = 1 : i64}>
  hip.layer_norm(%ctx) ins(%a, %a : memref<4x8xf16>, memref<4x8xf16>) outs(%a : memref<4x8xf16>) {axis = -1 : i64}
  // 1.0e-05 rounds to the f32 default 9.99999974E-6: elided, as MLIR does.
  // CHECK-NEXT:    hip.layer_norm(%ctx) ins(%a, %a, %a : memref<4x8xf16>, memref<4x8xf16>, memref<4x8xf16>) outs(%a, %s : memref<4x8xf16>, memref<4x2xf16>){{$}}
  hip.layer_norm(%ctx) ins(%a, %a, %a : memref<4x8xf16>, memref<4x8xf16>, memref<4x8xf16>) outs(%a, %s : memref<4x8xf16>, memref<4x2xf16>) {epsilon = 1.0e-05 : f32, stash_type = 1 : i64}
  // CHECK-NEXT:    hip.layer_norm(%ctx) ins(%a, %a : memref<4x8xf16>, memref<4x8xf16>) outs(%a : memref<4x8xf16>) {epsilon = 1.000000e-03 : f32, stash_type = 2 : i64}
  hip.layer_norm(%ctx) ins(%a, %a : memref<4x8xf16>, memref<4x8xf16>) outs(%a : memref<4x8xf16>) {epsilon = 1.0e-03 : f32, stash_type = 2 : i64}
  // CHECK-NEXT:    hip.compress(%ctx) ins(%a, %a : memref<4x8xf16>, memref<4x8xf16>) outs(%a : memref<4x8xf16>) {flatten = true}
  // GENERIC:       "hip.compress"(%ctx, %a, %a, %a) <{axis = 0 : i64, flatten = true}>
  hip.compress(%ctx) ins(%a, %a : memref<4x8xf16>, memref<4x8xf16>) outs(%a : memref<4x8xf16>) {flatten = true}

  // Several outs.
  // CHECK-NEXT:    hip.top_k(%ctx) ins(%a, %axes : memref<4x8xf16>, memref<2xi64>) outs(%a, %i : memref<4x8xf16>, memref<4x8xi64>) {largest = false}
  hip.top_k(%ctx) ins(%a, %axes : memref<4x8xf16>, memref<2xi64>) outs(%a, %i : memref<4x8xf16>, memref<4x8xi64>) {largest = false, sorted = true}

  // Attention with a KV cache; trailing optional groups absent.
  // CHECK-NEXT:    hip.gqa(%ctx) ins(%a, %a, %a, %a, %a, %g, %g : memref<4x8xf16>, memref<4x8xf16>, memref<4x8xf16>, memref<4x8xf16>, memref<4x8xf16>, memref<8xi32>, memref<8xi32>) outs(%a, %a, %a : memref<4x8xf16>, memref<4x8xf16>, memref<4x8xf16>) {kv_num_heads = 1 : i64, num_heads = 2 : i64}
  // GENERIC:       "hip.gqa"(%ctx, %a, %a, %a, %a, %a, %g, %g, %a, %a, %a) <{do_rotary = 0 : i64, k_quant_type = "NONE", kv_cache_bit_width = 8 : i64, kv_num_heads = 1 : i64, local_window_size = -1 : i64, no_causal = false, num_heads = 2 : i64, operandSegmentSizes = array<i32: 1, 1, 1, 1, 1, 1, 1, 1, 0, 0, 0, 0, 0, 0, 0, 1, 1, 1, 0>, qk_output = 0 : i64, rotary_interleaved = 0 : i64, scale = 0.000000e+00 : f32, smooth_softmax = 0 : i64, softcap = 0.000000e+00 : f32, v_quant_type = "NONE"}>
  hip.gqa(%ctx) ins(%a, %a, %a, %a, %a, %g, %g : memref<4x8xf16>, memref<4x8xf16>, memref<4x8xf16>, memref<4x8xf16>, memref<4x8xf16>, memref<8xi32>, memref<8xi32>) outs(%a, %a, %a : memref<4x8xf16>, memref<4x8xf16>, memref<4x8xf16>) {kv_num_heads = 1 : i64, num_heads = 2 : i64}

  // CHECK-NEXT:    hip.transpose(%ctx) ins(%a : memref<4x8xf16>) outs(%a : memref<4x8xf16>) {perm = [1 : i64, 0 : i64]}
  hip.transpose(%ctx) ins(%a : memref<4x8xf16>) outs(%a : memref<4x8xf16>) {perm = [1, 0]}
  // CHECK-NEXT:    func.return
  func.return
}

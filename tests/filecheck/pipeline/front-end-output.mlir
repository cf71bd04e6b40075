// RUN: xhip-opt --hip-pool-allocs %s | filecheck %s
// RUN: xdsl-opt -p hip-pool-allocs %s | xhip-opt | filecheck %s
// RUN: xhip-opt %s --mlir-print-op-generic | xhip-opt --hip-pool-allocs | filecheck %s
// RUN: xhip-opt --hip-pool-allocs %s --mlir-print-op-generic | iree-opt --allow-unregistered-dialect --verify-each | filecheck %s --check-prefix=MLIR

// What hip-ep's front end hands to hip-pool-allocs on a real model: module
// attributes of the earlier passes (kept as they are, the pass's own added and
// the whole dictionary sorted by name), weights as constant splat globals with
// an alignment (one of 265 million elements, as in a MoE layer, one of 10^9),
// an outlined function beside @main_graph, an output buffer from
// hip.alloc_output. Each splat stays one value from parsing to printing, so
// this file reads, pools and prints as fast as one with 1-element weights, in
// the custom form (xhip-opt, stock xdsl-opt) and in the generic form (xhip-opt).
// The output is the reference's (hip-ep's binary, `--cse`, up to SSA names);
// the globals print as MLIR 22 prints them. Every function is pooled from
// offset 0 of its own pool; the module attributes are the last function's.

// MLIR:      module attributes {hipdnn.buffer_count = 3 : i64, hipdnn.buffer_offsets = [0, 32768, 65536], hipdnn.input_shapes = {{\[\[}}-1, 4096]], hipdnn.output_element_sizes = [2], hipdnn.pool_size = 98304 : i64, hipdnn.target = "gfx942"} {
// MLIR-NEXT: memref.global "private" constant @w_moe : memref<32x5760x1440xui8> = dense<153> alignment = 64
// MLIR-NEXT: memref.global "private" constant @w_huge : memref<1000x1000x1000xi8> = dense<1> alignment = 64
// MLIR-NEXT: memref.global "private" constant @w_norm : memref<4096xf16> = dense<1.000000e+00> alignment = 64
// MLIR:      "hip.get_pool"(%arg0, %c32768) <{domain_id = 0 : i64}> : (!hip.context, index) -> memref<?xi8>
// MLIR:      "hip.get_pool"(%arg0, %c98304) <{domain_id = 0 : i64}> : (!hip.context, index) -> memref<?xi8>

// CHECK:      module attributes {hipdnn.buffer_count = 3 : i64, hipdnn.buffer_offsets = [0, 32768, 65536], hipdnn.input_shapes = {{\[\[}}-1, 4096]], hipdnn.output_element_sizes = [2], hipdnn.pool_size = 98304 : i64, hipdnn.target = "gfx942"} {
// CHECK-NEXT: memref.global "private" constant @w_moe : memref<32x5760x1440xui8> = dense<153> {alignment = 64 : i64}
// CHECK-NEXT: memref.global "private" constant @w_huge : memref<1000x1000x1000xi8> = dense<1> {alignment = 64 : i64}
// CHECK-NEXT: memref.global "private" constant @w_norm : memref<4096xf16> = dense<1.000000e+00> {alignment = 64 : i64}
// CHECK-NEXT: func.func private @outlined_0(%ctx: !hip.context, %x: memref<4x4096xf16>, %out: memref<4x4096xf16>) {
// CHECK-NEXT: %c32768 = arith.constant 32768 : index
// CHECK-NEXT: %pool = hip.get_pool(%ctx, %c32768) : memref<?xi8>
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %t = memref.view %pool[%c0][] : memref<?xi8> to memref<4x4096xf16>
// CHECK-NEXT: hip.silu(%ctx) ins(%x : memref<4x4096xf16>) outs(%t : memref<4x4096xf16>)
// CHECK-NEXT: hip.neg(%ctx) ins(%t : memref<4x4096xf16>) outs(%out : memref<4x4096xf16>)
// CHECK-NEXT: {{(func\.)?}}return
// CHECK-NEXT: }
// CHECK-NEXT: func.func @main_graph(%ctx: !hip.context, %x: memref<4x4096xf16>) -> memref<4x4096xf16> {
// CHECK-NEXT: %w = memref.get_global @w_norm : memref<4096xf16>
// CHECK-NEXT: %m = memref.get_global @w_moe : memref<32x5760x1440xui8>
// CHECK-NEXT: %c98304 = arith.constant 98304 : index
// CHECK-NEXT: %pool = hip.get_pool(%ctx, %c98304) : memref<?xi8>
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %c32768 = arith.constant 32768 : index
// CHECK-NEXT: %c65536 = arith.constant 65536 : index
// CHECK-NEXT: %a = memref.view %pool[%c0][] : memref<?xi8> to memref<4x4096xf16>
// CHECK-NEXT: %b = memref.view %pool[%c32768][] : memref<?xi8> to memref<4x4096xf16>
// CHECK-NEXT: %c = memref.view %pool[%c65536][] : memref<?xi8> to memref<4x4096xf16>
// CHECK-NEXT: %out = hip.alloc_output(%ctx) {out_idx = 0 : i64} : memref<4x4096xf16>
// CHECK-NEXT: hip.silu(%ctx) ins(%x : memref<4x4096xf16>) outs(%a : memref<4x4096xf16>)
// CHECK-NEXT: hip.neg(%ctx) ins(%a : memref<4x4096xf16>) outs(%b : memref<4x4096xf16>)
// CHECK-NEXT: hip.silu(%ctx) ins(%b : memref<4x4096xf16>) outs(%c : memref<4x4096xf16>)
// CHECK-NEXT: hip.neg(%ctx) ins(%c : memref<4x4096xf16>) outs(%out : memref<4x4096xf16>)
// CHECK-NEXT: {{(func\.)?}}return %out : memref<4x4096xf16>
// CHECK-NEXT: }
// CHECK-NEXT: }

module attributes {hipdnn.input_shapes = [[-1, 4096]], hipdnn.output_element_sizes = [2 : i64], hipdnn.target = "gfx942"} {
  memref.global "private" constant @w_moe : memref<32x5760x1440xui8> = dense<153> {alignment = 64 : i64}
  memref.global "private" constant @w_huge : memref<1000x1000x1000xi8> = dense<1> {alignment = 64 : i64}
  memref.global "private" constant @w_norm : memref<4096xf16> = dense<1.000000e+00> {alignment = 64 : i64}
  func.func private @outlined_0(%ctx: !hip.context, %x: memref<4x4096xf16>, %out: memref<4x4096xf16>) {
    %t = memref.alloc() {alignment = 64 : i64} : memref<4x4096xf16>
    hip.silu(%ctx) ins(%x : memref<4x4096xf16>) outs(%t : memref<4x4096xf16>)
    hip.neg(%ctx) ins(%t : memref<4x4096xf16>) outs(%out : memref<4x4096xf16>)
    memref.dealloc %t : memref<4x4096xf16>
    return
  }
  func.func @main_graph(%ctx: !hip.context, %x: memref<4x4096xf16>) -> memref<4x4096xf16> {
    %w = memref.get_global @w_norm : memref<4096xf16>
    %m = memref.get_global @w_moe : memref<32x5760x1440xui8>
    %a = memref.alloc() {alignment = 64 : i64} : memref<4x4096xf16>
    %b = memref.alloc() {alignment = 64 : i64} : memref<4x4096xf16>
    %c = memref.alloc() {alignment = 64 : i64} : memref<4x4096xf16>
    %out = hip.alloc_output(%ctx) {out_idx = 0 : i64} : memref<4x4096xf16>
    hip.silu(%ctx) ins(%x : memref<4x4096xf16>) outs(%a : memref<4x4096xf16>)
    hip.neg(%ctx) ins(%a : memref<4x4096xf16>) outs(%b : memref<4x4096xf16>)
    memref.dealloc %a : memref<4x4096xf16>
    hip.silu(%ctx) ins(%b : memref<4x4096xf16>) outs(%c : memref<4x4096xf16>)
    memref.dealloc %b : memref<4x4096xf16>
    hip.neg(%ctx) ins(%c : memref<4x4096xf16>) outs(%out : memref<4x4096xf16>)
    memref.dealloc %c : memref<4x4096xf16>
    return %out : memref<4x4096xf16>
  }
}

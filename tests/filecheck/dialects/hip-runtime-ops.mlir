// RUN: xdsl-opt %s | filecheck %s
// RUN: xdsl-opt %s --print-op-generic > %t.generic.mlir
// RUN: filecheck %s --input-file %t.generic.mlir --check-prefix=GENERIC
// RUN: xdsl-opt %t.generic.mlir | filecheck %s
// RUN: iree-opt --allow-unregistered-dialect --verify-each %t.generic.mlir > /dev/null
// RUN: %if hip-ref-opt %{ %hip-ref-opt %s -o /dev/null %}

// The runtime ops the pool planner creates or meets (docs/semantics.md §2).

// CHECK-LABEL: func.func @pools(%ctx: !hip.context, %n: index) {
// GENERIC-LABEL: "func.func"() <{sym_name = "pools"
func.func @pools(%ctx: !hip.context, %n: index) {
  // domain 0 is the default: not printed in custom form, explicit in generic form
  // CHECK-NEXT:    %p0 = hip.get_pool(%ctx, %n) : memref<?xi8>
  // GENERIC:       %p0 = "hip.get_pool"(%ctx, %n) <{domain_id = 0 : i64}> : (!hip.context, index) -> memref<?xi8>
  %p0 = hip.get_pool(%ctx, %n) : memref<?xi8>
  // CHECK-NEXT:    %p0e = hip.get_pool(%ctx, %n) : memref<?xi8>
  // GENERIC-NEXT:  %p0e = "hip.get_pool"(%ctx, %n) <{domain_id = 0 : i64}> : (!hip.context, index) -> memref<?xi8>
  %p0e = hip.get_pool(%ctx, %n) {domain_id = 0 : i64} : memref<?xi8>
  // CHECK-NEXT:    %p1 = hip.get_pool(%ctx, %n) {domain_id = 1 : i64} : memref<?xi8>
  // GENERIC-NEXT:  %p1 = "hip.get_pool"(%ctx, %n) <{domain_id = 1 : i64}> : (!hip.context, index) -> memref<?xi8>
  %p1 = hip.get_pool(%ctx, %n) {domain_id = 1 : i64} : memref<?xi8>
  // CHECK-NEXT:    %p9 = hip.get_pool(%ctx, %n) {domain_id = 9 : i64} : memref<?xi8>
  // GENERIC-NEXT:  %p9 = "hip.get_pool"(%ctx, %n) <{domain_id = 9 : i64}> : (!hip.context, index) -> memref<?xi8>
  %p9 = "hip.get_pool"(%ctx, %n) <{domain_id = 9 : i64}> : (!hip.context, index) -> memref<?xi8>
  // CHECK-NEXT:    %s = hip.get_host_scratch(%ctx, %n) : memref<?xi8>
  // GENERIC-NEXT:  %s = "hip.get_host_scratch"(%ctx, %n) : (!hip.context, index) -> memref<?xi8>
  %s = hip.get_host_scratch(%ctx, %n) : memref<?xi8>
  // CHECK-NEXT:    func.return
  func.return
}

// CHECK-LABEL: func.func @allocs(%ctx: !hip.context, %n: index, %m: index) {
// GENERIC-LABEL: "func.func"() <{sym_name = "allocs"
func.func @allocs(%ctx: !hip.context, %n: index, %m: index) {
  // CHECK-NEXT:    %a = hip.alloc(%ctx) : memref<16x4xf16>
  // GENERIC:       %a = "hip.alloc"(%ctx) : (!hip.context) -> memref<16x4xf16>
  %a = hip.alloc(%ctx) : memref<16x4xf16>
  // CHECK-NEXT:    %b = hip.alloc(%ctx, %n) : memref<?x4xf16>
  // GENERIC-NEXT:  %b = "hip.alloc"(%ctx, %n) : (!hip.context, index) -> memref<?x4xf16>
  %b = hip.alloc(%ctx, %n) : memref<?x4xf16>
  // CHECK-NEXT:    %c = hip.alloc(%ctx, %n, %m) : memref<?x?xi8>
  %c = hip.alloc(%ctx, %n, %m) : memref<?x?xi8>
  // hip.alloc has no verifier, as upstream: a size count the type does not match is kept
  // CHECK-NEXT:    %d = hip.alloc(%ctx, %n) : memref<4xf16>
  // GENERIC:       %d = "hip.alloc"(%ctx, %n) : (!hip.context, index) -> memref<4xf16>
  %d = hip.alloc(%ctx, %n) : memref<4xf16>
  // CHECK-NEXT:    %o0 = hip.alloc_output(%ctx) {out_idx = 0 : i64} : memref<8xf32>
  // GENERIC:       %o0 = "hip.alloc_output"(%ctx) <{out_idx = 0 : i64}> : (!hip.context) -> memref<8xf32>
  %o0 = hip.alloc_output(%ctx) {out_idx = 0 : i64} : memref<8xf32>
  // CHECK-NEXT:    %o1 = hip.alloc_output(%ctx, %n) {out_idx = 1 : i64} : memref<?x4xf16>
  // GENERIC-NEXT:  %o1 = "hip.alloc_output"(%ctx, %n) <{out_idx = 1 : i64}> : (!hip.context, index) -> memref<?x4xf16>
  %o1 = hip.alloc_output(%ctx, %n) {out_idx = 1 : i64} : memref<?x4xf16>
  // CHECK-NEXT:    hip.free(%ctx, %a) : memref<16x4xf16>
  // GENERIC-NEXT:  "hip.free"(%ctx, %a) : (!hip.context, memref<16x4xf16>) -> ()
  hip.free(%ctx, %a) : memref<16x4xf16>
  // CHECK-NEXT:    hip.free(%ctx, %b) : memref<?x4xf16>
  hip.free(%ctx, %b) : memref<?x4xf16>
  // CHECK-NEXT:    func.return
  func.return
}

// RUN: xhip-opt %s --hip-pool-allocs | filecheck %s
// RUN: %if hip-ref-opt %{ %hip-ref-opt --mlir-disable-threading --hip-pool-allocs %s | filecheck %s --check-prefix=REF %}
// RUN: %if hip-ref-opt %{ xhip-opt %s --hip-pool-allocs | %hip-ref-opt --cse | filecheck %s --check-prefix=XHIP-READ %}

// Module attributes of a module with two functions (docs/semantics.md
// §7.3). Every function writes the runtime interface
// into the module; the last function's is what the module keeps, all of it:
// @one_domain has one domain, so the multi-domain attributes of @two_domains
// (domain_count, pool_sizes, buffer_domains) go.
//
// @two_domains: %a (256 B) in domain 0, %b (4 * %n B) in domain 1 (its size
// is loaded after %a): pool_sizes = [256, 0].
// @one_domain: %a 64 B, %b 128 B, %c 32 B, all live together; by size
// descending: %b at 0, %a at alignUp(128) = 256, %c at 512; pool 768.

// CHECK: module attributes {hipdnn.buffer_count = 3 : i64, hipdnn.buffer_offsets = [256, 0, 512], hipdnn.pool_size = 768 : i64} {
// CHECK-NEXT: func.func @two_domains

// The reference (hip-ref-opt, hip-ep 6f3347267) with threading off writes the
// attributes from each function in turn, and @one_domain writes only the
// single-domain ones: buffer_count = 3 with two buffer_domains, left from
// @two_domains. With MLIR's threading (the default) the two functions race
// for the module's attribute dictionary.
// REF: module attributes {hipdnn.buffer_count = 3 : i64, hipdnn.buffer_domains = [0, 1], hipdnn.buffer_offsets = [256, 0, 512], hipdnn.domain_count = 2 : i64, hipdnn.pool_size = 768 : i64, hipdnn.pool_sizes = [256, 0]} {

// The functions themselves are the reference's, op for op (xhip's output read
// back by the reference's printer after cse).
// XHIP-READ: module attributes {hipdnn.buffer_count = 3 : i64, hipdnn.buffer_offsets = [256, 0, 512], hipdnn.pool_size = 768 : i64} {
// XHIP-READ-NEXT:   func.func @two_domains(%arg0: !hip.context, %arg1: memref<64xf32>, %arg2: memref<4xindex>, %arg3: memref<?xf32>) {
// XHIP-READ-NEXT:     %c0 = arith.constant 0 : index
// XHIP-READ-NEXT:     %c256 = arith.constant 256 : index
// XHIP-READ-NEXT:     %0 = hip.get_pool(%arg0, %c256) : memref<?xi8>
// XHIP-READ-NEXT:     %view = memref.view %0[%c0][] : memref<?xi8> to memref<64xf32>
// XHIP-READ-NEXT:     hip.neg(%arg0) ins(%arg1 : memref<64xf32>) outs(%view : memref<64xf32>)
// XHIP-READ-NEXT:     %1 = memref.load %arg2[%c0] : memref<4xindex>
// XHIP-READ-NEXT:     %c4 = arith.constant 4 : index
// XHIP-READ-NEXT:     %2 = arith.muli %1, %c4 : index
// XHIP-READ-NEXT:     %c255 = arith.constant 255 : index
// XHIP-READ-NEXT:     %3 = arith.addi %2, %c255 : index
// XHIP-READ-NEXT:     %4 = arith.divui %3, %c256 : index
// XHIP-READ-NEXT:     %5 = arith.muli %4, %c256 : index
// XHIP-READ-NEXT:     %6 = hip.get_pool(%arg0, %5) {domain_id = 1 : i64} : memref<?xi8>
// XHIP-READ-NEXT:     %view_0 = memref.view %6[%c0][%1] : memref<?xi8> to memref<?xf32>
// XHIP-READ-NEXT:     hip.neg(%arg0) ins(%arg3 : memref<?xf32>) outs(%view_0 : memref<?xf32>)
// XHIP-READ-NEXT:     return
// XHIP-READ-NEXT:   }
// XHIP-READ-NEXT:   func.func @one_domain(%arg0: !hip.context, %arg1: memref<16xf32>, %arg2: memref<32xf32>, %arg3: memref<8xf32>) {
// XHIP-READ-NEXT:     %c768 = arith.constant 768 : index
// XHIP-READ-NEXT:     %0 = hip.get_pool(%arg0, %c768) : memref<?xi8>
// XHIP-READ-NEXT:     %c0 = arith.constant 0 : index
// XHIP-READ-NEXT:     %c256 = arith.constant 256 : index
// XHIP-READ-NEXT:     %c512 = arith.constant 512 : index
// XHIP-READ-NEXT:     %view = memref.view %0[%c256][] : memref<?xi8> to memref<16xf32>
// XHIP-READ-NEXT:     %view_0 = memref.view %0[%c0][] : memref<?xi8> to memref<32xf32>
// XHIP-READ-NEXT:     %view_1 = memref.view %0[%c512][] : memref<?xi8> to memref<8xf32>

func.func @two_domains(%ctx: !hip.context, %x: memref<64xf32>, %lens: memref<4xindex>, %y: memref<?xf32>) {
  %c0 = arith.constant 0 : index
  %a = memref.alloc() : memref<64xf32>
  hip.neg(%ctx) ins(%x : memref<64xf32>) outs(%a : memref<64xf32>)
  %n = memref.load %lens[%c0] : memref<4xindex>
  %b = memref.alloc(%n) : memref<?xf32>
  hip.neg(%ctx) ins(%y : memref<?xf32>) outs(%b : memref<?xf32>)
  func.return
}

func.func @one_domain(%ctx: !hip.context, %x: memref<16xf32>, %y: memref<32xf32>, %z: memref<8xf32>) {
  %a = memref.alloc() : memref<16xf32>
  %b = memref.alloc() : memref<32xf32>
  %c = memref.alloc() : memref<8xf32>
  hip.neg(%ctx) ins(%x : memref<16xf32>) outs(%a : memref<16xf32>)
  hip.neg(%ctx) ins(%y : memref<32xf32>) outs(%b : memref<32xf32>)
  hip.neg(%ctx) ins(%z : memref<8xf32>) outs(%c : memref<8xf32>)
  hip.neg(%ctx) ins(%a : memref<16xf32>) outs(%a : memref<16xf32>)
  hip.neg(%ctx) ins(%b : memref<32xf32>) outs(%b : memref<32xf32>)
  hip.neg(%ctx) ins(%c : memref<8xf32>) outs(%c : memref<8xf32>)
  func.return
}

// RUN: xdsl-opt -p hip-use-output-allocator --allow-unregistered-dialect %s | filecheck %s
// RUN: xdsl-opt -p hip-use-output-allocator,hip-use-output-allocator --allow-unregistered-dialect %s | filecheck %s
// RUN: xhip-opt --hip-use-output-allocator --allow-unregistered-dialect %s | filecheck %s --check-prefix=OPT

// Which allocs become hip.alloc_output, and with which out_idx (docs/semantics.md §11.3);
// the second RUN line runs the pass twice (idempotent: no alloc reaches a
// return any more).

// OPT-LABEL: func.func @collapse_cast
// OPT:       hip.alloc_output(%ctx, %n) {hipdnn.abi_groups = array<i64: 1, 2>, hipdnn.abi_shape = array<i64: -9223372036854775808, -9223372036854775808>, out_idx = 0 : i64} : memref<?x4x8xf16>

// Case 1 (docs/semantics.md §11.3): the returned buffer (through a collapse and a cast) becomes
// hip.alloc_output at its place, with the ABI stamps (dynamic sizes as
// kDynamic); its dealloc is erased, its alignment dropped. %t is not returned.
// CHECK-LABEL: func.func @collapse_cast(%ctx: !hip.context, %n: index) -> memref<?x?xf16> {
// CHECK-NEXT:    %t = memref.alloc(%n) : memref<?x4x8xf16>
// CHECK-NEXT:    %o = hip.alloc_output(%ctx, %n) {hipdnn.abi_groups = array<i64: 1, 2>, hipdnn.abi_shape = array<i64: -9223372036854775808, -9223372036854775808>, out_idx = 0 : i64} : memref<?x4x8xf16>
// CHECK-NEXT:    %c = memref.collapse_shape %o {{\[}}[0 : i64], [1 : i64, 2 : i64]] : memref<?x4x8xf16> into memref<?x32xf16>
// CHECK-NEXT:    %r = memref.cast %c : memref<?x32xf16> to memref<?x?xf16>
// CHECK-NEXT:    "test.op"(%t) : (memref<?x4x8xf16>) -> ()
// CHECK-NEXT:    memref.dealloc %t : memref<?x4x8xf16>
// CHECK-NEXT:    func.return %r : memref<?x?xf16>
// CHECK-NEXT:  }
func.func @collapse_cast(%ctx: !hip.context, %n: index) -> memref<?x?xf16> {
  %t = memref.alloc(%n) : memref<?x4x8xf16>
  %o = memref.alloc(%n) {alignment = 64 : i64} : memref<?x4x8xf16>
  %c = memref.collapse_shape %o [[0], [1, 2]] : memref<?x4x8xf16> into memref<?x32xf16>
  %r = memref.cast %c : memref<?x32xf16> to memref<?x?xf16>
  "test.op"(%t) : (memref<?x4x8xf16>) -> ()
  memref.dealloc %t : memref<?x4x8xf16>
  memref.dealloc %o : memref<?x4x8xf16>
  return %r : memref<?x?xf16>
}

// Case 2 (docs/semantics.md §11.3): %x is a pass-through (untouched); %a, returned at positions 1
// and 2, gets the lowest (1) and is replaced once; %b is seen through an
// expand_shape: stamps with the static shape.
// CHECK-LABEL: func.func @pass_through(%ctx: !hip.context, %x: memref<8xf32>) -> (memref<8xf32>, memref<4xf32>, memref<4xf32>, memref<2x4xf32>) {
// CHECK-NEXT:    %a = hip.alloc_output(%ctx) {out_idx = 1 : i64} : memref<4xf32>
// CHECK-NEXT:    %b = hip.alloc_output(%ctx) {hipdnn.abi_groups = array<i64: 2>, hipdnn.abi_shape = array<i64: 2, 4>, out_idx = 3 : i64} : memref<8xf32>
// CHECK-NEXT:    %e = memref.expand_shape %b {{\[}}[0 : i64, 1 : i64]] output_shape [2, 4] : memref<8xf32> into memref<2x4xf32>
// CHECK-NEXT:    func.return %x, %a, %a, %e : memref<8xf32>, memref<4xf32>, memref<4xf32>, memref<2x4xf32>
// CHECK-NEXT:  }
func.func @pass_through(%ctx: !hip.context, %x: memref<8xf32>)
    -> (memref<8xf32>, memref<4xf32>, memref<4xf32>, memref<2x4xf32>) {
  %a = memref.alloc() : memref<4xf32>
  %b = memref.alloc() : memref<8xf32>
  %e = memref.expand_shape %b [[0, 1]] output_shape [2, 4] : memref<8xf32> into memref<2x4xf32>
  return %x, %a, %a, %e : memref<8xf32>, memref<4xf32>, memref<4xf32>, memref<2x4xf32>
}

// Derived values: through views (a subview: an output, but no stamp), region
// forwarding (scf.if results: two allocs, one nested, reach slot 1 and both get
// it; scf.for iter_args) and cf branch operands. A dealloc of a view survives;
// symbol operands and other attributes are dropped.
// CHECK-LABEL: func.func @derived(%ctx: !hip.context, %n: index, %c: i1) -> (memref<2xf32>, memref<4xf32>, memref<4xf32>) {
// CHECK-NEXT:    %c0 = arith.constant 0 : index
// CHECK-NEXT:    %c1 = arith.constant 1 : index
// CHECK-NEXT:    %s = hip.alloc_output(%ctx) {out_idx = 0 : i64} : memref<8xf32>
// CHECK-NEXT:    %v = memref.subview %s[0] [2] [1] : memref<8xf32> to memref<2xf32, strided<[1]>>
// CHECK-NEXT:    %w = memref.cast %v : memref<2xf32, strided<[1]>> to memref<2xf32>
// CHECK-NEXT:    memref.dealloc %v : memref<2xf32, strided<[1]>>
// CHECK-NEXT:    %p = hip.alloc_output(%ctx) {out_idx = 1 : i64} : memref<4xf32>
// CHECK-NEXT:    %r = scf.if %c -> (memref<4xf32>) {
// CHECK-NEXT:      scf.yield %p : memref<4xf32>
// CHECK-NEXT:    } else {
// CHECK-NEXT:      %q = hip.alloc_output(%ctx) {out_idx = 1 : i64} : memref<4xf32>
// CHECK-NEXT:      scf.yield %q : memref<4xf32>
// CHECK-NEXT:    }
// CHECK-NEXT:    %init = hip.alloc_output(%ctx) {out_idx = 2 : i64} : memref<4xf32>
// CHECK-NEXT:    %l = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %init) -> (memref<4xf32>) {
// CHECK-NEXT:      scf.yield %acc : memref<4xf32>
// CHECK-NEXT:    }
// CHECK-NEXT:    func.return %w, %r, %l : memref<2xf32>, memref<4xf32>, memref<4xf32>
// CHECK-NEXT:  }
func.func @derived(%ctx: !hip.context, %n: index, %c: i1) -> (memref<2xf32>, memref<4xf32>, memref<4xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %s = memref.alloc() {hip.note = "dropped"} : memref<8xf32>
  %v = memref.subview %s[0] [2] [1] : memref<8xf32> to memref<2xf32, strided<[1]>>
  %w = memref.cast %v : memref<2xf32, strided<[1]>> to memref<2xf32>
  memref.dealloc %v : memref<2xf32, strided<[1]>>
  %p = memref.alloc() : memref<4xf32>
  %r = scf.if %c -> (memref<4xf32>) {
    scf.yield %p : memref<4xf32>
  } else {
    %q = memref.alloc() : memref<4xf32>
    scf.yield %q : memref<4xf32>
  }
  %init = memref.alloc() : memref<4xf32>
  %l = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %init) -> (memref<4xf32>) {
    scf.yield %acc : memref<4xf32>
  }
  return %w, %r, %l : memref<2xf32>, memref<4xf32>, memref<4xf32>
}

// A call's results count as derived from every call operand (a surprise): %a,
// passed to @pick, becomes an output (no stamp: the walk meets the call). The
// result of an unknown op breaks the chain: %b stays an alloc.
// CHECK-LABEL: func.func @calls(%ctx: !hip.context) -> (memref<4xf32>, memref<4xf32>) {
// CHECK-NEXT:    %a = hip.alloc_output(%ctx) {out_idx = 0 : i64} : memref<4xf32>
// CHECK-NEXT:    %r = func.call @pick(%a) : (memref<4xf32>) -> memref<4xf32>
// CHECK-NEXT:    %b = memref.alloc() : memref<4xf32>
// CHECK-NEXT:    %u = "test.op"(%b) : (memref<4xf32>) -> memref<4xf32>
// CHECK-NEXT:    func.return %r, %u : memref<4xf32>, memref<4xf32>
// CHECK-NEXT:  }
func.func @calls(%ctx: !hip.context) -> (memref<4xf32>, memref<4xf32>) {
  %a = memref.alloc() : memref<4xf32>
  %r = func.call @pick(%a) : (memref<4xf32>) -> memref<4xf32>
  %b = memref.alloc() : memref<4xf32>
  %u = "test.op"(%b) : (memref<4xf32>) -> memref<4xf32>
  return %r, %u : memref<4xf32>, memref<4xf32>
}
func.func private @pick(memref<4xf32>) -> memref<4xf32>

// Blocks: a buffer forwarded to a block argument and returned there is an
// output. The sizes stay those of the alloc.
// CHECK-LABEL: func.func @blocks(%ctx: !hip.context, %n: index) -> memref<?xf32> {
// CHECK-NEXT:    %a = hip.alloc_output(%ctx, %n) {out_idx = 0 : i64} : memref<?xf32>
// CHECK-NEXT:    cf.br ^[[BB:.*]](%a : memref<?xf32>)
// CHECK-NEXT:  ^[[BB]](%arg: memref<?xf32>):
// CHECK-NEXT:    func.return %arg : memref<?xf32>
// CHECK-NEXT:  }
func.func @blocks(%ctx: !hip.context, %n: index) -> memref<?xf32> {
  %a = memref.alloc(%n) : memref<?xf32>
  cf.br ^bb1(%a : memref<?xf32>)
^bb1(%arg: memref<?xf32>):
  return %arg : memref<?xf32>
}

// Dropped silently: the alloc's symbol operands and attributes (the type keeps
// its layout).
// CHECK-LABEL: func.func @symbols(%ctx: !hip.context, %o: index) -> memref<8xf32, affine_map<(d0)[s0] -> ((d0 + s0))>> {
// CHECK-NEXT:    %a = hip.alloc_output(%ctx) {out_idx = 0 : i64} : memref<8xf32, affine_map<(d0)[s0] -> ((d0 + s0))>>
// CHECK-NEXT:    func.return %a : memref<8xf32, affine_map<(d0)[s0] -> ((d0 + s0))>>
// CHECK-NEXT:  }
func.func @symbols(%ctx: !hip.context, %o: index) -> memref<8xf32, affine_map<(d0)[s0] -> (d0 + s0)>> {
  %a = memref.alloc()[%o] {hip.note = "dropped"} : memref<8xf32, affine_map<(d0)[s0] -> (d0 + s0)>>
  return %a : memref<8xf32, affine_map<(d0)[s0] -> (d0 + s0)>>
}

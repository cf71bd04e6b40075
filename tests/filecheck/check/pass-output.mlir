// The pass output on these functions is accepted by `xhip check` in every mode,
// and by the pass's own `verify-plan`; a stricter alignment than the pass used
// is rejected. The checker's default liveness (first use to last use) accepts
// `lifetime-start=first-use` output without being told; `--lifetime-start alloc`
// checks the reference's stricter promise.

// RUN: xdsl-opt -p 'hip-pool-allocs{verify-plan=true}' %s | xhip check - | filecheck %s
// RUN: xdsl-opt -p 'hip-pool-allocs' %s | xhip check --lifetime-start alloc - | filecheck %s
// RUN: xdsl-opt -p 'hip-pool-allocs{alignment=64 lifetime-only=false verify-plan=true}' %s | xhip check --alignment 64 - | filecheck %s
// RUN: xdsl-opt -p 'hip-pool-allocs{alignment=1 verify-plan=true}' %s | xhip check --alignment 1 - | filecheck %s
// RUN: xdsl-opt -p 'hip-pool-allocs{lifetime-start=first-use verify-plan=true}' %s | xhip check - | filecheck %s
// RUN: xdsl-opt -p 'hip-pool-allocs{alignment=64}' %s | not xhip check - 2>&1 | filecheck %s --check-prefix=STRICT

// CHECK: -: 4 functions, 12 views, {{[0-9]+}} function bindings checked: no violation

// STRICT:      error: @aliases: view %b (live {{[0-9]+}}..{{[0-9]+}}, at <stdin>:{{[0-9]+}}:5) offset 64 is not a multiple of the alignment 256; binding: (constant sizes)
// STRICT-NEXT: error: @aliases: view %d (live {{[0-9]+}}..{{[0-9]+}}, at <stdin>:{{[0-9]+}}:5) offset 128 is not a multiple of the alignment 256; binding: (constant sizes)
// STRICT-NEXT: error: @dynamic: view %b (live {{[0-9]+}}..{{[0-9]+}}, at <stdin>:{{[0-9]+}}:5) offset 64 is not a multiple of the alignment 256; binding: %n = 1, dim(%x, 0) = 1
// STRICT-NEXT: -: 4 functions, 12 views, {{[0-9]+}} function bindings checked: 3 violations

// A buffer is live as long as any alias of it: subview, cast, select.
func.func @aliases(%ctx: !hip.context, %c: i1, %x: memref<16xf32>, %y: memref<8xf32>) {
  %a = memref.alloc() : memref<16xf32>
  hip.silu(%ctx) ins(%x : memref<16xf32>) outs(%a : memref<16xf32>)
  %s = memref.subview %a[0] [8] [1] : memref<16xf32> to memref<8xf32, strided<[1]>>
  %b = memref.alloc() : memref<16xf32>
  hip.neg(%ctx) ins(%x : memref<16xf32>) outs(%b : memref<16xf32>)
  %cast = memref.cast %b : memref<16xf32> to memref<?xf32>
  %sel = arith.select %c, %a, %b : memref<16xf32>
  %d = memref.alloc() : memref<8xf32>
  hip.exp(%ctx) ins(%s : memref<8xf32, strided<[1]>>) outs(%d : memref<8xf32>)
  hip.add(%ctx) ins(%sel, %x : memref<16xf32>, memref<16xf32>) outs(%x : memref<16xf32>)
  hip.sigmoid(%ctx) ins(%cast : memref<?xf32>) outs(%cast : memref<?xf32>)
  memref.copy %d, %y : memref<8xf32> to memref<8xf32>
  func.return
}

// Sizes from arithmetic, from a dim and from loads; a size defined between
// allocs opens a second domain.
func.func @dynamic(%ctx: !hip.context, %n: index, %lens: memref<2xindex>, %x: memref<?x4xf16>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %d = memref.dim %x, %c0 : memref<?x4xf16>
  %n2 = arith.ceildivui %n, %c1 : index
  %a = memref.alloc(%d) : memref<?x4xf16>
  %b = memref.alloc(%n2) : memref<?x3xbf16>
  hip.silu(%ctx) ins(%x : memref<?x4xf16>) outs(%a : memref<?x4xf16>)
  %l = memref.load %lens[%c1] : memref<2xindex>
  %e = memref.alloc(%l) : memref<?xi1>
  hip.equal(%ctx) ins(%a, %a : memref<?x4xf16>, memref<?x4xf16>) outs(%e : memref<?xi1>)
  hip.neg(%ctx) ins(%b : memref<?x3xbf16>) outs(%b : memref<?x3xbf16>)
  func.return
}

// Same dynamic operand, grouped and bucketed in grouped mode.
func.func @grouped(%ctx: !hip.context, %n: index) {
  %a = memref.alloc(%n) : memref<?x256xf32>
  %b = memref.alloc(%n) : memref<?x64xf32>
  %c = memref.alloc(%n) : memref<?x3xi8>
  hip.add(%ctx) ins(%a, %a : memref<?x256xf32>, memref<?x256xf32>) outs(%a : memref<?x256xf32>)
  %d = memref.alloc(%n) : memref<?x3xi8>
  hip.mul(%ctx) ins(%b, %c : memref<?x64xf32>, memref<?x3xi8>) outs(%d : memref<?x3xi8>)
  func.return
}

// Inside loops and conditionals, deallocated, and one unused alloc.
func.func @regions(%ctx: !hip.context, %c: i1, %x: memref<32xf64>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %a = memref.alloc() : memref<32xf64>
  scf.for %i = %c0 to %c4 step %c1 {
    hip.tanh(%ctx) ins(%x : memref<32xf64>) outs(%a : memref<32xf64>)
  }
  %b = memref.alloc() : memref<32xf64>
  %unused = memref.alloc() : memref<1024xf64>
  scf.if %c {
    hip.abs(%ctx) ins(%a : memref<32xf64>) outs(%b : memref<32xf64>)
  }
  memref.dealloc %a : memref<32xf64>
  hip.exp(%ctx) ins(%b : memref<32xf64>) outs(%x : memref<32xf64>)
  memref.dealloc %b : memref<32xf64>
  func.return
}

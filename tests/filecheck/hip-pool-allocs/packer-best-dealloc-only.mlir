// RUN: xdsl-opt -p 'hip-pool-allocs{packer=best alignment=1 verify-plan=true}' %s | filecheck %s

// packer=best with a dynamic buffer used only by a dealloc (%a11: lifetime
// `[def, 0]`, docs/semantics.md §4) among static and dynamic ones. The ordered layouts
// (for each pair of buffers that overlap in time, which lies below) used to
// skip the static %a3 over the dynamic %a7: the dealloc-only interval, whose end
// lies before its start, broke the sweep that computes the order, and %a3 (live
// from its alloc to the end of the block: the call keeps it) got the bytes of
// %a7 at every binding with %d2 > 0 (found by the fuzzer, seed 41). Now %a11 is
// below nothing and nothing is below it, and verify-plan checks the output.
//
// The one layout left, packed at the design binding %n1 = 1 (%d2 large), in
// bytes: %a17 (static 12) at 0, %a15 (8 * %n1) on it at 12, %a19 (4 * %n1) on
// that at 12 + 8 * %n1, %a7 (64 * %d2) at 0, %a3 (static 1024) on both %a7
// and %a19 at max(64 * %d2, 12 + 8 * %n1 + 4 * %n1), %a11 (never accessed) at
// 0. The pool: max(4 * %n1 (%a11), that + 1024).
// %a11 holds f32, whose alignment 4 divides every size here, so alignment=1
// keeps this layout; an f64 would raise the domain to 8 (docs/semantics.md
// §6.1) and give another one. `hipdnn.pool_size` is the static
// prefix of the reference layouts (%a3 and %a17: 1036 bytes), and the offsets
// known at compile time are %a7's, %a11's, %a15's and %a17's.

// CHECK:      builtin.module attributes {hipdnn.pool_size = 1036 : i64, hipdnn.buffer_count = 6 : i64, hipdnn.buffer_offsets = [-1 : i64, 0 : i64, 0 : i64, 12 : i64, 0 : i64, -1 : i64]} {
// CHECK:        %[[D2:.*]] = memref.dim %dsrc, %c1 : memref<?x?xf32>
// CHECK-NEXT:   %[[C64:.*]] = arith.constant 64 : index
// CHECK-NEXT:   %[[S7:.*]] = arith.muli %[[D2]], %[[C64]] : index
// CHECK-NEXT:   %[[C4:.*]] = arith.constant 4 : index
// CHECK-NEXT:   %[[S19:.*]] = arith.muli %n1, %[[C4]] : index
// CHECK-NEXT:   %[[C8:.*]] = arith.constant 8 : index
// CHECK-NEXT:   %[[S15:.*]] = arith.muli %n1, %[[C8]] : index
// CHECK-NEXT:   %[[C1024:.*]] = arith.constant 1024 : index
// CHECK-NEXT:   %[[C12:.*]] = arith.constant 12 : index
// CHECK-NEXT:   %[[O19:.*]] = arith.addi %[[C12]], %[[S15]] : index
// CHECK-NEXT:   %[[T19:.*]] = arith.addi %[[O19]], %[[S19]] : index
// CHECK-NEXT:   %[[O3:.*]] = arith.maxui %[[S7]], %[[T19]] : index
// CHECK-NEXT:   %[[T3:.*]] = arith.addi %[[O3]], %[[C1024]] : index
// CHECK-NEXT:   %[[SIZE:.*]] = arith.maxui %[[S19]], %[[T3]] : index
// CHECK-NEXT:   %pool = hip.get_pool(%ctx, %[[SIZE]]) : memref<?xi8>
// CHECK-NEXT:   %[[C0:.*]] = arith.constant 0 : index
// CHECK-NEXT:   %a3 = memref.view %pool[%[[O3]]][] : memref<?xi8> to memref<8x8x8xbf16>
// CHECK:        %a7 = memref.view %pool[%[[C0]]][%[[D2]]] : memref<?xi8> to memref<2x8x?xf32>
// CHECK:        %a11 = memref.view %pool[%[[C0]]][%n1] : memref<?xi8> to memref<?xf32>
// CHECK-NEXT:   %a15 = memref.view %pool[%[[C12]]][%n1] : memref<?xi8> to memref<8x?xi8>
// CHECK:        %a17 = memref.view %pool[%[[C0]]][] : memref<?xi8> to memref<2x3xbf16>
// CHECK:        %a19 = memref.view %pool[%[[O19]]][%n1] : memref<?xi8> to memref<?xf32>

func.func private @keep(memref<8x8x8xbf16>)
func.func @f(%ctx: !hip.context, %dsrc: memref<?x?xf32>, %n1: index, %in4: memref<8x8x8xbf16>, %in8: memref<2x8x?xf32>, %in16: memref<8x?xi8>, %in25: memref<?xf32>) {
  %c1 = arith.constant 1 : index
  %d2 = memref.dim %dsrc, %c1 : memref<?x?xf32>
  %a3 = memref.alloc() : memref<8x8x8xbf16>
  hip.neg(%ctx) ins(%in4 : memref<8x8x8xbf16>) outs(%a3 : memref<8x8x8xbf16>)
  func.call @keep(%a3) : (memref<8x8x8xbf16>) -> ()
  %a7 = memref.alloc(%d2) : memref<2x8x?xf32>
  hip.miopen.softmax(%ctx) ins(%in8 : memref<2x8x?xf32>) outs(%a7 : memref<2x8x?xf32>)
  hip.miopen.softmax(%ctx) ins(%a7 : memref<2x8x?xf32>) outs(%a7 : memref<2x8x?xf32>)
  %a11 = memref.alloc(%n1) : memref<?xf32>
  memref.dealloc %a11 : memref<?xf32>
  %a15 = memref.alloc(%n1) : memref<8x?xi8>
  memref.copy %in16, %a15 : memref<8x?xi8> to memref<8x?xi8>
  %a17 = memref.alloc() : memref<2x3xbf16>
  hip.miopen.softmax(%ctx) ins(%a17 : memref<2x3xbf16>) outs(%a17 : memref<2x3xbf16>)
  %a19 = memref.alloc(%n1) : memref<?xf32>
  memref.copy %in25, %a19 : memref<?xf32> to memref<?xf32>
  hip.neg(%ctx) ins(%a17 : memref<2x3xbf16>) outs(%a17 : memref<2x3xbf16>)
  hip.neg(%ctx) ins(%in16 : memref<8x?xi8>) outs(%a15 : memref<8x?xi8>)
  func.return
}

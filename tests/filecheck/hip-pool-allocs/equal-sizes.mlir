// RUN: xhip-opt --hip-pool-allocs --split-input-file %s | filecheck %s

// Equal-size static buffers (docs/semantics.md §6, "Static allocs"): the reference sorts a
// domain's statics by byte size with `llvm::sort`, libstdc++'s `std::sort`, which
// is not stable; with more than 16 of one size they come out in introsort's
// order (`xhip/planning/libstdcxx_sort.py`). The outputs below are what hip-ep's
// own pass gives (`hip-ref-opt --hip-pool-allocs`); an MSVC build of hip-ep
// orders such buffers differently (docs/semantics.md
// §6.3).

// 20 buffers of 256 B, all live at one op. Introsort of 20 equal elements
// (depth limit 8): the median of positions 1, 10, 19 (none is less than
// another) is position 10, swapped to 0: b10 b1 .. b9 b0 b11 .. b19. The
// unguarded partition of positions 1..19 around it stops at every element
// (equal to the pivot) and swaps (1,19), (2,18), .., (9,11), returning 10:
// b10 b19 b18 .. b11 b0 b9 b8 .. b1. Both parts have 10 <= 16 elements and
// the final insertion sort moves no equal element. Packing in that order,
// each above the previous: b10 0, b19 256, b18 512, .., b11 2304, b0 2560,
// b9 2816, .., b1 4864. Pool 20 * 256 = 5120. (A stable sort: b0 0, b1 256, ...)
// CHECK:      module attributes {hipdnn.buffer_count = 20 : i64, hipdnn.buffer_offsets = [2560, 4864, 4608, 4352, 4096, 3840, 3584, 3328, 3072, 2816, 0, 2304, 2048, 1792, 1536, 1280, 1024, 768, 512, 256], hipdnn.pool_size = 5120 : i64} {
// CHECK-NEXT:   func.func @twenty(%ctx: !hip.context) {
// CHECK-NEXT:     %c5120 = arith.constant 5120 : index
// CHECK-NEXT:     %pool = hip.get_pool(%ctx, %c5120) : memref<?xi8>
// CHECK-NEXT:     %c0 = arith.constant 0 : index
// CHECK-NEXT:     %c256 = arith.constant 256 : index
// CHECK-NEXT:     %c512 = arith.constant 512 : index
// CHECK-NEXT:     %c768 = arith.constant 768 : index
// CHECK-NEXT:     %c1024 = arith.constant 1024 : index
// CHECK-NEXT:     %c1280 = arith.constant 1280 : index
// CHECK-NEXT:     %c1536 = arith.constant 1536 : index
// CHECK-NEXT:     %c1792 = arith.constant 1792 : index
// CHECK-NEXT:     %c2048 = arith.constant 2048 : index
// CHECK-NEXT:     %c2304 = arith.constant 2304 : index
// CHECK-NEXT:     %c2560 = arith.constant 2560 : index
// CHECK-NEXT:     %c2816 = arith.constant 2816 : index
// CHECK-NEXT:     %c3072 = arith.constant 3072 : index
// CHECK-NEXT:     %c3328 = arith.constant 3328 : index
// CHECK-NEXT:     %c3584 = arith.constant 3584 : index
// CHECK-NEXT:     %c3840 = arith.constant 3840 : index
// CHECK-NEXT:     %c4096 = arith.constant 4096 : index
// CHECK-NEXT:     %c4352 = arith.constant 4352 : index
// CHECK-NEXT:     %c4608 = arith.constant 4608 : index
// CHECK-NEXT:     %c4864 = arith.constant 4864 : index
// CHECK-NEXT:     %b0 = memref.view %pool[%c2560][] : memref<?xi8> to memref<64xf32>
// CHECK-NEXT:     %b1 = memref.view %pool[%c4864][] : memref<?xi8> to memref<64xf32>
// CHECK-NEXT:     %b2 = memref.view %pool[%c4608][] : memref<?xi8> to memref<64xf32>
// CHECK-NEXT:     %b3 = memref.view %pool[%c4352][] : memref<?xi8> to memref<64xf32>
// CHECK-NEXT:     %b4 = memref.view %pool[%c4096][] : memref<?xi8> to memref<64xf32>
// CHECK-NEXT:     %b5 = memref.view %pool[%c3840][] : memref<?xi8> to memref<64xf32>
// CHECK-NEXT:     %b6 = memref.view %pool[%c3584][] : memref<?xi8> to memref<64xf32>
// CHECK-NEXT:     %b7 = memref.view %pool[%c3328][] : memref<?xi8> to memref<64xf32>
// CHECK-NEXT:     %b8 = memref.view %pool[%c3072][] : memref<?xi8> to memref<64xf32>
// CHECK-NEXT:     %b9 = memref.view %pool[%c2816][] : memref<?xi8> to memref<64xf32>
// CHECK-NEXT:     %b10 = memref.view %pool[%c0][] : memref<?xi8> to memref<64xf32>
// CHECK-NEXT:     %b11 = memref.view %pool[%c2304][] : memref<?xi8> to memref<64xf32>
// CHECK-NEXT:     %b12 = memref.view %pool[%c2048][] : memref<?xi8> to memref<64xf32>
// CHECK-NEXT:     %b13 = memref.view %pool[%c1792][] : memref<?xi8> to memref<64xf32>
// CHECK-NEXT:     %b14 = memref.view %pool[%c1536][] : memref<?xi8> to memref<64xf32>
// CHECK-NEXT:     %b15 = memref.view %pool[%c1280][] : memref<?xi8> to memref<64xf32>
// CHECK-NEXT:     %b16 = memref.view %pool[%c1024][] : memref<?xi8> to memref<64xf32>
// CHECK-NEXT:     %b17 = memref.view %pool[%c768][] : memref<?xi8> to memref<64xf32>
// CHECK-NEXT:     %b18 = memref.view %pool[%c512][] : memref<?xi8> to memref<64xf32>
// CHECK-NEXT:     %b19 = memref.view %pool[%c256][] : memref<?xi8> to memref<64xf32>
// CHECK-NEXT:     "test.op_with_memwrite"(%b0, %b1, %b2, %b3, %b4, %b5, %b6, %b7, %b8, %b9, %b10, %b11, %b12, %b13, %b14, %b15, %b16, %b17, %b18, %b19)
func.func @twenty(%ctx: !hip.context) {
  %b0 = memref.alloc() : memref<64xf32>
  %b1 = memref.alloc() : memref<64xf32>
  %b2 = memref.alloc() : memref<64xf32>
  %b3 = memref.alloc() : memref<64xf32>
  %b4 = memref.alloc() : memref<64xf32>
  %b5 = memref.alloc() : memref<64xf32>
  %b6 = memref.alloc() : memref<64xf32>
  %b7 = memref.alloc() : memref<64xf32>
  %b8 = memref.alloc() : memref<64xf32>
  %b9 = memref.alloc() : memref<64xf32>
  %b10 = memref.alloc() : memref<64xf32>
  %b11 = memref.alloc() : memref<64xf32>
  %b12 = memref.alloc() : memref<64xf32>
  %b13 = memref.alloc() : memref<64xf32>
  %b14 = memref.alloc() : memref<64xf32>
  %b15 = memref.alloc() : memref<64xf32>
  %b16 = memref.alloc() : memref<64xf32>
  %b17 = memref.alloc() : memref<64xf32>
  %b18 = memref.alloc() : memref<64xf32>
  %b19 = memref.alloc() : memref<64xf32>
  "test.op_with_memwrite"(%b0, %b1, %b2, %b3, %b4, %b5, %b6, %b7, %b8, %b9, %b10, %b11, %b12, %b13, %b14, %b15, %b16, %b17, %b18, %b19) : (memref<64xf32>, memref<64xf32>, memref<64xf32>, memref<64xf32>, memref<64xf32>, memref<64xf32>, memref<64xf32>, memref<64xf32>, memref<64xf32>, memref<64xf32>, memref<64xf32>, memref<64xf32>, memref<64xf32>, memref<64xf32>, memref<64xf32>, memref<64xf32>, memref<64xf32>, memref<64xf32>, memref<64xf32>, memref<64xf32>) -> ()
  func.return
}

// -----

// 16 buffers of 256 B (memref<64xf32>) and 6 of 200 B (memref<50xf32>, m0, m4,
// .., m20), all 256 B once aligned; each live from its alloc to the op three
// allocs later (the last three to the end). libstdc++ orders them m11 m21 m19
// m18 m17 m15 m14 m13 m10 m9 m7 m6 m5 m3 m2 m1 (256 B) then m8 m0 m12 m16 m4
// m20 (200 B); best fit in that order needs 1280 B where block order (a stable
// sort) packs them into 1024.
// CHECK:      module attributes {hipdnn.buffer_count = 22 : i64, hipdnn.buffer_offsets = [768, 512, 256, 0, 768, 512, 256, 0, 768, 512, 256, 0, 1024, 768, 512, 256, 1024, 0, 512, 256, 768, 0], hipdnn.pool_size = 1280 : i64} {
// CHECK-NEXT:   func.func @mixed(%ctx: !hip.context) {
// CHECK-NEXT:     %c1280 = arith.constant 1280 : index
// CHECK-NEXT:     %pool = hip.get_pool(%ctx, %c1280) : memref<?xi8>
// CHECK-NEXT:     %c0 = arith.constant 0 : index
// CHECK-NEXT:     %c256 = arith.constant 256 : index
// CHECK-NEXT:     %c512 = arith.constant 512 : index
// CHECK-NEXT:     %c768 = arith.constant 768 : index
// CHECK-NEXT:     %c1024 = arith.constant 1024 : index
// CHECK-NEXT:     %m0 = memref.view %pool[%c768][] : memref<?xi8> to memref<50xf32>
// CHECK-NEXT:     %m1 = memref.view %pool[%c512][] : memref<?xi8> to memref<64xf32>
// CHECK-NEXT:     %m2 = memref.view %pool[%c256][] : memref<?xi8> to memref<64xf32>
// CHECK-NEXT:     %m3 = memref.view %pool[%c0][] : memref<?xi8> to memref<64xf32>
// CHECK-NEXT:     "test.op_with_memwrite"(%m0, %m3)
// CHECK-NEXT:     %m4 = memref.view %pool[%c768][] : memref<?xi8> to memref<50xf32>
// CHECK-NEXT:     "test.op_with_memwrite"(%m1, %m4)
// CHECK-NEXT:     %m5 = memref.view %pool[%c512][] : memref<?xi8> to memref<64xf32>
// CHECK-NEXT:     "test.op_with_memwrite"(%m2, %m5)
// CHECK-NEXT:     %m6 = memref.view %pool[%c256][] : memref<?xi8> to memref<64xf32>
// CHECK-NEXT:     "test.op_with_memwrite"(%m3, %m6)
// CHECK-NEXT:     %m7 = memref.view %pool[%c0][] : memref<?xi8> to memref<64xf32>
// CHECK-NEXT:     "test.op_with_memwrite"(%m4, %m7)
// CHECK-NEXT:     %m8 = memref.view %pool[%c768][] : memref<?xi8> to memref<50xf32>
// CHECK-NEXT:     "test.op_with_memwrite"(%m5, %m8)
// CHECK-NEXT:     %m9 = memref.view %pool[%c512][] : memref<?xi8> to memref<64xf32>
// CHECK-NEXT:     "test.op_with_memwrite"(%m6, %m9)
// CHECK-NEXT:     %m10 = memref.view %pool[%c256][] : memref<?xi8> to memref<64xf32>
// CHECK-NEXT:     "test.op_with_memwrite"(%m7, %m10)
// CHECK-NEXT:     %m11 = memref.view %pool[%c0][] : memref<?xi8> to memref<64xf32>
// CHECK-NEXT:     "test.op_with_memwrite"(%m8, %m11)
// CHECK-NEXT:     %m12 = memref.view %pool[%c1024][] : memref<?xi8> to memref<50xf32>
// CHECK-NEXT:     "test.op_with_memwrite"(%m9, %m12)
// CHECK-NEXT:     %m13 = memref.view %pool[%c768][] : memref<?xi8> to memref<64xf32>
// CHECK-NEXT:     "test.op_with_memwrite"(%m10, %m13)
// CHECK-NEXT:     %m14 = memref.view %pool[%c512][] : memref<?xi8> to memref<64xf32>
// CHECK-NEXT:     "test.op_with_memwrite"(%m11, %m14)
// CHECK-NEXT:     %m15 = memref.view %pool[%c256][] : memref<?xi8> to memref<64xf32>
// CHECK-NEXT:     "test.op_with_memwrite"(%m12, %m15)
// CHECK-NEXT:     %m16 = memref.view %pool[%c1024][] : memref<?xi8> to memref<50xf32>
// CHECK-NEXT:     "test.op_with_memwrite"(%m13, %m16)
// CHECK-NEXT:     %m17 = memref.view %pool[%c0][] : memref<?xi8> to memref<64xf32>
// CHECK-NEXT:     "test.op_with_memwrite"(%m14, %m17)
// CHECK-NEXT:     %m18 = memref.view %pool[%c512][] : memref<?xi8> to memref<64xf32>
// CHECK-NEXT:     "test.op_with_memwrite"(%m15, %m18)
// CHECK-NEXT:     %m19 = memref.view %pool[%c256][] : memref<?xi8> to memref<64xf32>
// CHECK-NEXT:     "test.op_with_memwrite"(%m16, %m19)
// CHECK-NEXT:     %m20 = memref.view %pool[%c768][] : memref<?xi8> to memref<50xf32>
// CHECK-NEXT:     "test.op_with_memwrite"(%m17, %m20)
// CHECK-NEXT:     %m21 = memref.view %pool[%c0][] : memref<?xi8> to memref<64xf32>
// CHECK-NEXT:     "test.op_with_memwrite"(%m18, %m21)
// CHECK-NEXT:     "test.op_with_memwrite"(%m19, %m20, %m21)
// CHECK-NEXT:     return
func.func @mixed(%ctx: !hip.context) {
  %m0 = memref.alloc() : memref<50xf32>
  %m1 = memref.alloc() : memref<64xf32>
  %m2 = memref.alloc() : memref<64xf32>
  %m3 = memref.alloc() : memref<64xf32>
  "test.op_with_memwrite"(%m0, %m3) : (memref<50xf32>, memref<64xf32>) -> ()
  %m4 = memref.alloc() : memref<50xf32>
  "test.op_with_memwrite"(%m1, %m4) : (memref<64xf32>, memref<50xf32>) -> ()
  %m5 = memref.alloc() : memref<64xf32>
  "test.op_with_memwrite"(%m2, %m5) : (memref<64xf32>, memref<64xf32>) -> ()
  %m6 = memref.alloc() : memref<64xf32>
  "test.op_with_memwrite"(%m3, %m6) : (memref<64xf32>, memref<64xf32>) -> ()
  %m7 = memref.alloc() : memref<64xf32>
  "test.op_with_memwrite"(%m4, %m7) : (memref<50xf32>, memref<64xf32>) -> ()
  %m8 = memref.alloc() : memref<50xf32>
  "test.op_with_memwrite"(%m5, %m8) : (memref<64xf32>, memref<50xf32>) -> ()
  %m9 = memref.alloc() : memref<64xf32>
  "test.op_with_memwrite"(%m6, %m9) : (memref<64xf32>, memref<64xf32>) -> ()
  %m10 = memref.alloc() : memref<64xf32>
  "test.op_with_memwrite"(%m7, %m10) : (memref<64xf32>, memref<64xf32>) -> ()
  %m11 = memref.alloc() : memref<64xf32>
  "test.op_with_memwrite"(%m8, %m11) : (memref<50xf32>, memref<64xf32>) -> ()
  %m12 = memref.alloc() : memref<50xf32>
  "test.op_with_memwrite"(%m9, %m12) : (memref<64xf32>, memref<50xf32>) -> ()
  %m13 = memref.alloc() : memref<64xf32>
  "test.op_with_memwrite"(%m10, %m13) : (memref<64xf32>, memref<64xf32>) -> ()
  %m14 = memref.alloc() : memref<64xf32>
  "test.op_with_memwrite"(%m11, %m14) : (memref<64xf32>, memref<64xf32>) -> ()
  %m15 = memref.alloc() : memref<64xf32>
  "test.op_with_memwrite"(%m12, %m15) : (memref<50xf32>, memref<64xf32>) -> ()
  %m16 = memref.alloc() : memref<50xf32>
  "test.op_with_memwrite"(%m13, %m16) : (memref<64xf32>, memref<50xf32>) -> ()
  %m17 = memref.alloc() : memref<64xf32>
  "test.op_with_memwrite"(%m14, %m17) : (memref<64xf32>, memref<64xf32>) -> ()
  %m18 = memref.alloc() : memref<64xf32>
  "test.op_with_memwrite"(%m15, %m18) : (memref<64xf32>, memref<64xf32>) -> ()
  %m19 = memref.alloc() : memref<64xf32>
  "test.op_with_memwrite"(%m16, %m19) : (memref<50xf32>, memref<64xf32>) -> ()
  %m20 = memref.alloc() : memref<50xf32>
  "test.op_with_memwrite"(%m17, %m20) : (memref<64xf32>, memref<50xf32>) -> ()
  %m21 = memref.alloc() : memref<64xf32>
  "test.op_with_memwrite"(%m18, %m21) : (memref<64xf32>, memref<64xf32>) -> ()
  "test.op_with_memwrite"(%m19, %m20, %m21) : (memref<64xf32>, memref<50xf32>, memref<64xf32>) -> ()
  func.return
}

// RUN: xdsl-opt -p hip-pool-allocs %S/../../../examples/decoder_block.mlir > %t.mlir
// RUN: filecheck %s --input-file %t.mlir
// RUN: xdsl-opt %t.mlir | filecheck %s
// RUN: filecheck %s --check-prefix=GONE --input-file %t.mlir
// RUN: xdsl-opt -p hip-pool-allocs %S/../../../examples/decoder_block.mlir --print-op-generic | iree-opt --allow-unregistered-dialect --verify-each > /dev/null

// The bundled example, planned by hand from docs/semantics.md §4-§7 (default options: alignment
// 256, lifetime-only). S = %seq; f16 = 2 bytes.
//
// Lifetimes [def, last] (entry-block op indices; deallocs are not uses; a use
// through expand_shape / reshape counts for the source; reshape's shape operand
// is a plain use):
//   shape [3,45]  h [8,15]   q [10,18]  k [12,20]  v [14,29] (via %v3 at 29)
//   qr [17,23]    kr [19,26] qh [22,31] kt [25,31] vh [28,40]
//   s [30,36]     scale [32,36]         ss [35,38] p [37,40]  oh [39,44]
//   ot [43,47] (via %attn at 47)        o [46,49]  r1 [48,63] h2 [50,55]
//   g [52,57]     u [54,59]  a [56,59]  m [58,61]  d [60,63]
// One domain (every size is %seq, defined at 2, before the first alloc at 3).
//
// Statics: shape 16 B, scale 2 B, each 256 aligned; shape at 0, scale overlaps it
// -> 256. Static prefix 512.
//
// Dynamic coefficients C: ?x256 / 4x?x64 / 4x64x? / ?x4x64 f16 = 512 (F = S);
// ?x512 f16 = 1024 (F = S); 4x?x?xf16 = 8 (F = S*S).
// Groups by operand tuple ((S): block order, then (S, S)), sorted by C (stable):
//   1024: g u a m; 512: h q k v qr kr qh kt vh oh ot o r1 h2 d; 8: s ss p.
// First slab without an overlapping lifetime:
//   slab 0: g m h qr kt oh o ss   width alignUp(max(1024 S, 8 S*S))  (mixed F, C=8)
//   slab 1: u q kr vh ot d        width max(1024 S, 512 S, ...) (one F, widest
//                                 1024 % 256 == 0: no round-up)
//   slab 2: a k qh h2 p           width alignUp(max(1024 S, 8 S*S))
//   slab 3: v r1 s                width alignUp(max(512 S, 8 S*S))
// Each width is the maxui chain of its members' footprints in slab order.
// Pool = w0 + 512 + w1 + w2 + w3; bases 512, w0+512, w0+512+w1, w0+512+w1+w2.
// buffer_offsets (block order): slab 0 members sit at the constant 512, the other
// slabs at runtime offsets (-1).

// CHECK:      builtin.module attributes {hipdnn.pool_size = 512 : i64, hipdnn.buffer_count = 24 : i64, hipdnn.buffer_offsets = [0 : i64, 512 : i64, -1 : i64, -1 : i64, -1 : i64, 512 : i64, -1 : i64, -1 : i64, 512 : i64, -1 : i64, -1 : i64, 256 : i64, 512 : i64, -1 : i64, 512 : i64, -1 : i64, 512 : i64, -1 : i64, -1 : i64, 512 : i64, -1 : i64, -1 : i64, 512 : i64, -1 : i64]} {
// CHECK-NEXT:   func.func @decoder_block(%ctx: !hip.context, %x: memref<?x256xf16>,
// CHECK-NEXT:     %c0 = arith.constant 0 : index
// CHECK-NEXT:     %c1 = arith.constant 1 : index
// CHECK-NEXT:     %seq = memref.dim %x, %c0 : memref<?x256xf16>
// The size arithmetic (docs/semantics.md §7): the F of the (S, S) groups, S*S, right after
// %seq; then, after it, the footprints in group order (one per member; after
// cse the equal ones are one op each: 1024 S, 512 S, 8 S*S), the slab widths as
// maxui chains over their members in slab order (cse shares the common starts
// of slabs 1 and 2), the align-ups of slabs 0, 2, 3, then the pool size.
// CHECK-NEXT:     %[[SS:.*]] = arith.muli %seq, %seq : index
// CHECK-NEXT:     %[[C1024:.*]] = arith.constant 1024 : index
// CHECK-NEXT:     %[[S1024:.*]] = arith.muli %seq, %[[C1024]] : index
// CHECK-NEXT:     %[[C512:.*]] = arith.constant 512 : index
// CHECK-NEXT:     %[[S512:.*]] = arith.muli %seq, %[[C512]] : index
// CHECK-NEXT:     %[[C8:.*]] = arith.constant 8 : index
// CHECK-NEXT:     %[[SS8:.*]] = arith.muli %[[SS]], %[[C8]] : index
// slab 0: g m h qr kt oh o ss
// CHECK-NEXT:     %[[M01:.*]] = arith.maxui %[[S1024]], %[[S1024]] : index
// CHECK-NEXT:     %[[M02:.*]] = arith.maxui %[[M01]], %[[S512]] : index
// CHECK-NEXT:     %[[M03:.*]] = arith.maxui %[[M02]], %[[S512]] : index
// CHECK-NEXT:     %[[M04:.*]] = arith.maxui %[[M03]], %[[S512]] : index
// CHECK-NEXT:     %[[M05:.*]] = arith.maxui %[[M04]], %[[S512]] : index
// CHECK-NEXT:     %[[M06:.*]] = arith.maxui %[[M05]], %[[S512]] : index
// CHECK-NEXT:     %[[M07:.*]] = arith.maxui %[[M06]], %[[SS8]] : index
// CHECK-NEXT:     %[[C255:.*]] = arith.constant 255 : index
// CHECK-NEXT:     %[[C256:.*]] = arith.constant 256 : index
// CHECK-NEXT:     %[[UP0:.*]] = arith.addi %[[M07]], %[[C255]] : index
// CHECK-NEXT:     %[[DIV0:.*]] = arith.divui %[[UP0]], %[[C256]] : index
// CHECK-NEXT:     %[[W0:.*]] = arith.muli %[[DIV0]], %[[C256]] : index
// slab 1: u q kr vh ot d (one F, widest 1024: no align-up)
// CHECK-NEXT:     %[[M11:.*]] = arith.maxui %[[S1024]], %[[S512]] : index
// CHECK-NEXT:     %[[M12:.*]] = arith.maxui %[[M11]], %[[S512]] : index
// CHECK-NEXT:     %[[M13:.*]] = arith.maxui %[[M12]], %[[S512]] : index
// CHECK-NEXT:     %[[M14:.*]] = arith.maxui %[[M13]], %[[S512]] : index
// CHECK-NEXT:     %[[W1:.*]] = arith.maxui %[[M14]], %[[S512]] : index
// slab 2: a k qh h2 p (its first three maxui are slab 1's)
// CHECK-NEXT:     %[[M24:.*]] = arith.maxui %[[M13]], %[[SS8]] : index
// CHECK-NEXT:     %[[UP2:.*]] = arith.addi %[[M24]], %[[C255]] : index
// CHECK-NEXT:     %[[DIV2:.*]] = arith.divui %[[UP2]], %[[C256]] : index
// CHECK-NEXT:     %[[W2:.*]] = arith.muli %[[DIV2]], %[[C256]] : index
// slab 3: v r1 s
// CHECK-NEXT:     %[[M31:.*]] = arith.maxui %[[S512]], %[[S512]] : index
// CHECK-NEXT:     %[[M32:.*]] = arith.maxui %[[M31]], %[[SS8]] : index
// CHECK-NEXT:     %[[UP3:.*]] = arith.addi %[[M32]], %[[C255]] : index
// CHECK-NEXT:     %[[DIV3:.*]] = arith.divui %[[UP3]], %[[C256]] : index
// CHECK-NEXT:     %[[W3:.*]] = arith.muli %[[DIV3]], %[[C256]] : index
// pool size and slab bases: w0 + 512 (slab 1), + w1 (slab 2), + w2 (slab 3)
// CHECK-NEXT:     %[[B1:.*]] = arith.addi %[[W0]], %[[C512]] : index
// CHECK-NEXT:     %[[B2:.*]] = arith.addi %[[B1]], %[[W1]] : index
// CHECK-NEXT:     %[[B3:.*]] = arith.addi %[[B2]], %[[W2]] : index
// CHECK-NEXT:     %[[SIZE:.*]] = arith.addi %[[B3]], %[[W3]] : index
// CHECK-NEXT:     %pool = hip.get_pool(%ctx, %[[SIZE]]) : memref<?xi8>
// CHECK-NEXT:     %[[O0:.*]] = arith.constant 0 : index
// CHECK-NEXT:     %shape = memref.view %pool[%[[O0]]][] : memref<?xi8> to memref<2xi64>
// CHECK:          %h = memref.view %pool[%[[C512]]][%seq] : memref<?xi8> to memref<?x256xf16>
// CHECK:          %q = memref.view %pool[%[[B1]]][%seq] : memref<?xi8> to memref<?x256xf16>
// CHECK:          %k = memref.view %pool[%[[B2]]][%seq] : memref<?xi8> to memref<?x256xf16>
// CHECK:          %v = memref.view %pool[%[[B3]]][%seq] : memref<?xi8> to memref<?x256xf16>
// CHECK-NOT:      memref.dealloc
// CHECK:          %qr = memref.view %pool[%[[C512]]][%seq] : memref<?xi8> to memref<?x256xf16>
// CHECK:          %kr = memref.view %pool[%[[B1]]][%seq] : memref<?xi8> to memref<?x256xf16>
// CHECK:          %qh = memref.view %pool[%[[B2]]][%seq] : memref<?xi8> to memref<4x?x64xf16>
// CHECK:          %kt = memref.view %pool[%[[C512]]][%seq] : memref<?xi8> to memref<4x64x?xf16>
// CHECK:          %vh = memref.view %pool[%[[B1]]][%seq] : memref<?xi8> to memref<4x?x64xf16>
// CHECK:          %s = memref.view %pool[%[[B3]]][%seq, %seq] : memref<?xi8> to memref<4x?x?xf16>
// CHECK:          %scale = memref.view %pool[%[[C256]]][] : memref<?xi8> to memref<1xf16>
// CHECK:          %ss = memref.view %pool[%[[C512]]][%seq, %seq] : memref<?xi8> to memref<4x?x?xf16>
// CHECK:          %p = memref.view %pool[%[[B2]]][%seq, %seq] : memref<?xi8> to memref<4x?x?xf16>
// CHECK:          %oh = memref.view %pool[%[[C512]]][%seq] : memref<?xi8> to memref<4x?x64xf16>
// CHECK:          %ot = memref.view %pool[%[[B1]]][%seq] : memref<?xi8> to memref<?x4x64xf16>
// CHECK-NEXT:     hip.transpose
// CHECK-NEXT:     %attn = memref.reshape %ot(%shape) : (memref<?x4x64xf16>, memref<2xi64>) -> memref<?x256xf16>
// CHECK-NEXT:     %o = memref.view %pool[%[[C512]]][%seq] : memref<?xi8> to memref<?x256xf16>
// CHECK:          %r1 = memref.view %pool[%[[B3]]][%seq] : memref<?xi8> to memref<?x256xf16>
// CHECK:          %h2 = memref.view %pool[%[[B2]]][%seq] : memref<?xi8> to memref<?x256xf16>
// CHECK:          %g = memref.view %pool[%[[C512]]][%seq] : memref<?xi8> to memref<?x512xf16>
// CHECK:          %u = memref.view %pool[%[[B1]]][%seq] : memref<?xi8> to memref<?x512xf16>
// CHECK:          %a = memref.view %pool[%[[B2]]][%seq] : memref<?xi8> to memref<?x512xf16>
// CHECK:          %m = memref.view %pool[%[[C512]]][%seq] : memref<?xi8> to memref<?x512xf16>
// CHECK:          %d = memref.view %pool[%[[B1]]][%seq] : memref<?xi8> to memref<?x256xf16>
// CHECK-NEXT:     hip.matmul(%ctx) ins(%m, %w_down : memref<?x512xf16>, memref<512x256xf16>) outs(%d : memref<?x256xf16>)
// CHECK-NEXT:     %out = hip.alloc_output(%ctx, %seq) {out_idx = 0 : i64} : memref<?x256xf16>
// CHECK-NEXT:     hip.add(%ctx) ins(%r1, %d : memref<?x256xf16>, memref<?x256xf16>) outs(%out : memref<?x256xf16>)
// CHECK-NEXT:     func.return

// Every alloc is pooled, and the pool is runtime-owned: no alloc or dealloc is left.
// GONE-NOT:  memref.alloc
// GONE-NOT:  memref.dealloc
// GONE:      hip.get_pool
// GONE-NOT:  memref.alloc
// GONE-NOT:  memref.dealloc
// GONE:      func.return

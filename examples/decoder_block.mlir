// One decoder block of a small Llama-style transformer (hidden 256, 4 heads of 64,
// MLP 512, f16), as it reaches hip-pool-allocs: destination-passing hip ops on
// memrefs, the runtime context as argument 0, weights as arguments, the sequence
// length dynamic (%seq), every transient buffer a memref.alloc, the block output
// from hip.alloc_output.
//
//   xdsl-opt -p hip-pool-allocs examples/decoder_block.mlir
//
// Attention: rms norm, q/k/v projections, rotary embedding on q and k, heads split
// (expand_shape + transpose), scores q.k^T per head scaled and soft-maxed, the
// weighted sum of v, heads merged (transpose + reshape), output projection,
// residual add. MLP: rms norm, gate and up projections, silu(gate) * up, down
// projection, residual add into the output.

func.func @decoder_block(%ctx: !hip.context, %x: memref<?x256xf16>,
                         %attn_norm: memref<256xf16>,
                         %wq: memref<256x256xf16>, %wk: memref<256x256xf16>,
                         %wv: memref<256x256xf16>, %wo: memref<256x256xf16>,
                         %cos: memref<2048x32xf16>, %sin: memref<2048x32xf16>,
                         %pos: memref<?xi64>,
                         %mlp_norm: memref<256xf16>,
                         %w_gate: memref<256x512xf16>, %w_up: memref<256x512xf16>,
                         %w_down: memref<512x256xf16>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %seq = memref.dim %x, %c0 : memref<?x256xf16>

  // The shape [seq, 256] that merges the heads back, as a static buffer.
  %shape = memref.alloc() : memref<2xi64>
  %seq_i64 = arith.index_cast %seq : index to i64
  %c256_i64 = arith.constant 256 : i64
  memref.store %seq_i64, %shape[%c0] : memref<2xi64>
  memref.store %c256_i64, %shape[%c1] : memref<2xi64>

  // ---- attention ----
  %h = memref.alloc(%seq) : memref<?x256xf16>
  hip.rms_norm(%ctx) ins(%x, %attn_norm : memref<?x256xf16>, memref<256xf16>) outs(%h : memref<?x256xf16>) {axis = -1 : i64, epsilon = 1.0e-05 : f32, stash_type = 1 : i64}
  %q = memref.alloc(%seq) : memref<?x256xf16>
  hip.matmul(%ctx) ins(%h, %wq : memref<?x256xf16>, memref<256x256xf16>) outs(%q : memref<?x256xf16>)
  %k = memref.alloc(%seq) : memref<?x256xf16>
  hip.matmul(%ctx) ins(%h, %wk : memref<?x256xf16>, memref<256x256xf16>) outs(%k : memref<?x256xf16>)
  %v = memref.alloc(%seq) : memref<?x256xf16>
  hip.matmul(%ctx) ins(%h, %wv : memref<?x256xf16>, memref<256x256xf16>) outs(%v : memref<?x256xf16>)
  memref.dealloc %h : memref<?x256xf16>

  // rotary embedding on q and k (4 heads folded in the last dimension)
  %qr = memref.alloc(%seq) : memref<?x256xf16>
  hip.rope(%ctx) ins(%q, %pos, %cos, %sin : memref<?x256xf16>, memref<?xi64>, memref<2048x32xf16>, memref<2048x32xf16>) outs(%qr : memref<?x256xf16>) {interleaved = 0 : i64, num_heads = 4 : i64, rotary_embedding_dim = 64 : i64}
  %kr = memref.alloc(%seq) : memref<?x256xf16>
  hip.rope(%ctx) ins(%k, %pos, %cos, %sin : memref<?x256xf16>, memref<?xi64>, memref<2048x32xf16>, memref<2048x32xf16>) outs(%kr : memref<?x256xf16>) {interleaved = 0 : i64, num_heads = 4 : i64, rotary_embedding_dim = 64 : i64}

  // split heads: [seq, 256] -> [seq, 4, 64] (a view) -> [4, seq, 64]; k as [4, 64, seq]
  %q3 = memref.expand_shape %qr [[0], [1, 2]] output_shape [%seq, 4, 64] : memref<?x256xf16> into memref<?x4x64xf16>
  %qh = memref.alloc(%seq) : memref<4x?x64xf16>
  hip.transpose(%ctx) ins(%q3 : memref<?x4x64xf16>) outs(%qh : memref<4x?x64xf16>) {perm = [1, 0, 2]}
  %k3 = memref.expand_shape %kr [[0], [1, 2]] output_shape [%seq, 4, 64] : memref<?x256xf16> into memref<?x4x64xf16>
  %kt = memref.alloc(%seq) : memref<4x64x?xf16>
  hip.transpose(%ctx) ins(%k3 : memref<?x4x64xf16>) outs(%kt : memref<4x64x?xf16>) {perm = [1, 2, 0]}
  %v3 = memref.expand_shape %v [[0], [1, 2]] output_shape [%seq, 4, 64] : memref<?x256xf16> into memref<?x4x64xf16>
  %vh = memref.alloc(%seq) : memref<4x?x64xf16>
  hip.transpose(%ctx) ins(%v3 : memref<?x4x64xf16>) outs(%vh : memref<4x?x64xf16>) {perm = [1, 0, 2]}

  // scores = softmax(q k^T / sqrt(64)) per head, then the weighted sum of v
  %s = memref.alloc(%seq, %seq) : memref<4x?x?xf16>
  hip.matmul(%ctx) ins(%qh, %kt : memref<4x?x64xf16>, memref<4x64x?xf16>) outs(%s : memref<4x?x?xf16>)
  %scale = memref.alloc() : memref<1xf16>
  %inv_sqrt_d = arith.constant 1.250000e-01 : f16
  memref.store %inv_sqrt_d, %scale[%c0] : memref<1xf16>
  %ss = memref.alloc(%seq, %seq) : memref<4x?x?xf16>
  hip.mul(%ctx) ins(%s, %scale : memref<4x?x?xf16>, memref<1xf16>) outs(%ss : memref<4x?x?xf16>)
  %p = memref.alloc(%seq, %seq) : memref<4x?x?xf16>
  hip.miopen.softmax(%ctx) ins(%ss : memref<4x?x?xf16>) outs(%p : memref<4x?x?xf16>)
  %oh = memref.alloc(%seq) : memref<4x?x64xf16>
  hip.matmul(%ctx) ins(%p, %vh : memref<4x?x?xf16>, memref<4x?x64xf16>) outs(%oh : memref<4x?x64xf16>)
  memref.dealloc %s : memref<4x?x?xf16>
  memref.dealloc %ss : memref<4x?x?xf16>

  // merge heads: [4, seq, 64] -> [seq, 4, 64] -> [seq, 256] (a view), project, add
  %ot = memref.alloc(%seq) : memref<?x4x64xf16>
  hip.transpose(%ctx) ins(%oh : memref<4x?x64xf16>) outs(%ot : memref<?x4x64xf16>) {perm = [1, 0, 2]}
  %attn = memref.reshape %ot(%shape) : (memref<?x4x64xf16>, memref<2xi64>) -> memref<?x256xf16>
  %o = memref.alloc(%seq) : memref<?x256xf16>
  hip.matmul(%ctx) ins(%attn, %wo : memref<?x256xf16>, memref<256x256xf16>) outs(%o : memref<?x256xf16>)
  %r1 = memref.alloc(%seq) : memref<?x256xf16>
  hip.add(%ctx) ins(%x, %o : memref<?x256xf16>, memref<?x256xf16>) outs(%r1 : memref<?x256xf16>)

  // ---- MLP ----
  %h2 = memref.alloc(%seq) : memref<?x256xf16>
  hip.rms_norm(%ctx) ins(%r1, %mlp_norm : memref<?x256xf16>, memref<256xf16>) outs(%h2 : memref<?x256xf16>) {axis = -1 : i64, epsilon = 1.0e-05 : f32, stash_type = 1 : i64}
  %g = memref.alloc(%seq) : memref<?x512xf16>
  hip.matmul(%ctx) ins(%h2, %w_gate : memref<?x256xf16>, memref<256x512xf16>) outs(%g : memref<?x512xf16>)
  %u = memref.alloc(%seq) : memref<?x512xf16>
  hip.matmul(%ctx) ins(%h2, %w_up : memref<?x256xf16>, memref<256x512xf16>) outs(%u : memref<?x512xf16>)
  %a = memref.alloc(%seq) : memref<?x512xf16>
  hip.silu(%ctx) ins(%g : memref<?x512xf16>) outs(%a : memref<?x512xf16>)
  %m = memref.alloc(%seq) : memref<?x512xf16>
  hip.mul(%ctx) ins(%a, %u : memref<?x512xf16>, memref<?x512xf16>) outs(%m : memref<?x512xf16>)
  %d = memref.alloc(%seq) : memref<?x256xf16>
  hip.matmul(%ctx) ins(%m, %w_down : memref<?x512xf16>, memref<512x256xf16>) outs(%d : memref<?x256xf16>)
  %out = hip.alloc_output(%ctx, %seq) {out_idx = 0 : i64} : memref<?x256xf16>
  hip.add(%ctx) ins(%r1, %d : memref<?x256xf16>, memref<?x256xf16>) outs(%out : memref<?x256xf16>)
  memref.dealloc %r1 : memref<?x256xf16>
  memref.dealloc %d : memref<?x256xf16>
  func.return
}

// DEFINE: %{split} = %S/Inputs/split.mlir
// DEFINE: %{models} = %S/../../corpus/mlp.bufferized.mlir %{split} %S/../../corpus/resnet_block.bufferized.mlir %{split} %S/../../corpus/rnn_loop_if.bufferized.mlir %{split} %S/../../corpus/mobilenet_block.bufferized.mlir %{split} %S/../../corpus/gru.bufferized.mlir %{split} %S/../../corpus/bert.bufferized.mlir %{split} %S/../../corpus/gpt2.bufferized.mlir %{split} %S/../../corpus/llama.bufferized.mlir %{split} %S/../../corpus/t5_encoder.bufferized.mlir %{split} %S/../../corpus/vit.bufferized.mlir
// RUN: cat %{models} | xhip-opt --split-input-file --hip-add-context-arg --hip-pool-allocs - 2>/dev/null | filecheck %s --check-prefixes=CHECK,XHIP
// RUN: cat %{models} | xhip-opt --split-input-file --hip-add-context-arg --hip-pool-allocs=packer=best - 2>/dev/null | filecheck %s --check-prefix=BEST
// RUN: %if hip-ref-opt %{ cat %{models} | %hip-ref-opt --hipref-extra-dialects --split-input-file --hip-add-context-arg --hip-pool-allocs - 2>/dev/null | filecheck %s --check-prefixes=CHECK,REF %}

// The pools of the ten corpus models (tests/corpus/README.md) as
// one-shot-bufferize leaves them (NAME.bufferized.mlir, one chunk each, in this
// order), after hip-add-context-arg: per model the module attributes (every
// buffer's offset in its domain, -1 for a dynamic one; the domains; the static
// pool sizes), the first hip.get_pool and the first two views, with the
// default options (XHIP) and packer=best (BEST). CHECK lines are hip-ep's
// output too (`hip-ref-opt --hipref-extra-dialects`, the third RUN line when
// HIP_REF_OPT is set): eight models agree in every offset; t5_encoder and vit
// differ by their i1 masks' storage sizes (docs/semantics.md §6.1: 64 bytes
// for a memref<8x8xi1> in xhip, 8 in hip-ep; 289 and 37 for vit's
// memref<1x1x17x17xi1>), with pools of the same size. bert, gpt2 and llama have
// a dynamic sequence length: a domain per size defined after the first alloc
// (the partition's remark is sent to /dev/null), their first pool's size an
// SSA value.

// mlp
// CHECK: module attributes {hipdnn.buffer_count = 11 : i64, hipdnn.buffer_domains = [0, 1, 1, 1, 1, 2, 2, 2, 2, 2, 2], hipdnn.buffer_offsets = [0, -1, 0, -1, -1, 1024, 1024, -1, -1, 0, 1024], hipdnn.domain_count = 3 : i64, hipdnn.pool_size = 2048 : i64, hipdnn.pool_sizes = [2048, 0, 1024]} {
// CHECK: hip.get_pool({{%[a-z_0-9]+}}, %c2048) : memref<?xi8>
// XHIP: %alloc = memref.view %pool[%c0_1][] : memref<?xi8> to memref<16x32xf32>
// XHIP: %alloc_1 = memref.view %pool_1[%6][%dim] : memref<?xi8> to memref<?x32xf32>
// BEST: module attributes {hipdnn.buffer_count = 11 : i64, hipdnn.buffer_domains = [0, 1, 1, 1, 1, 2, 2, 2, 2, 2, 2], hipdnn.buffer_offsets = [0, -1, 0, -1, -1, -1, -1, -1, -1, -1, -1], hipdnn.domain_count = 3 : i64, hipdnn.pool_size = 2048 : i64, hipdnn.pool_sizes = [2048, 0, 1024]} {
// BEST: %pool = hip.get_pool(%ctx, %c2048) : memref<?xi8>
// BEST: %alloc = memref.view %pool[%c0_1][] : memref<?xi8> to memref<16x32xf32>
// BEST: %alloc_1 = memref.view %pool_1[%6][%dim] : memref<?xi8> to memref<?x32xf32>

// resnet_block
// CHECK: module attributes {hipdnn.buffer_count = 11 : i64, hipdnn.buffer_offsets = [8192, 0, 12288, 8192, 10240, 12544, 0, 0, 768, 0, 512], hipdnn.pool_size = 12800 : i64} {
// CHECK: hip.get_pool({{%[a-z_0-9]+}}, %c12800) : memref<?xi8>
// XHIP: %alloc = memref.view %pool[%c8192][] : memref<?xi8> to memref<1x3x18x18xf32>
// XHIP: %alloc_1 = memref.view %pool[%c0][] : memref<?xi8> to memref<1x8x16x16xf32>
// BEST: module attributes {hipdnn.buffer_count = 11 : i64, hipdnn.buffer_offsets = [8192, 0, 12288, 8192, 10240, 12544, 0, 0, 768, 0, 512], hipdnn.pool_size = 12800 : i64} {
// BEST: %pool = hip.get_pool(%ctx, %c12800) : memref<?xi8>
// BEST: %alloc = memref.view %pool[%c8192][] : memref<?xi8> to memref<1x3x18x18xf32>
// BEST: %alloc_1 = memref.view %pool[%c0][] : memref<?xi8> to memref<1x8x16x16xf32>

// rnn_loop_if
// CHECK: module attributes {hipdnn.buffer_count = 3 : i64, hipdnn.buffer_domains = [0, 0, 1], hipdnn.buffer_offsets = [0, 256, 0], hipdnn.domain_count = 2 : i64, hipdnn.pool_size = 512 : i64, hipdnn.pool_sizes = [512, 0]} {
// CHECK: hip.get_pool({{%[a-z_0-9]+}}, %c512) : memref<?xi8>
// XHIP: %alloc = memref.view %pool[%c0_1][] : memref<?xi8> to memref<3xi64>
// XHIP: %alloc_1 = memref.view %pool[%c256][] : memref<?xi8> to memref<1xi64>
// BEST: module attributes {hipdnn.buffer_count = 3 : i64, hipdnn.buffer_domains = [0, 0, 1], hipdnn.buffer_offsets = [0, 256, 0], hipdnn.domain_count = 2 : i64, hipdnn.pool_size = 512 : i64, hipdnn.pool_sizes = [512, 0]} {
// BEST: %pool = hip.get_pool(%ctx, %c512) : memref<?xi8>
// BEST: %alloc = memref.view %pool[%c0_1][] : memref<?xi8> to memref<3xi64>
// BEST: %alloc_1 = memref.view %pool[%c256][] : memref<?xi8> to memref<1xi64>

// mobilenet_block
// CHECK: module attributes {hipdnn.buffer_count = 7 : i64, hipdnn.buffer_offsets = [0, 65536, 0, 0, 65536, 0, 1280], hipdnn.pool_size = 98304 : i64} {
// CHECK: hip.get_pool({{%[a-z_0-9]+}}, %c98304) : memref<?xi8>
// XHIP: %alloc = memref.view %pool[%c0][] : memref<?xi8> to memref<2x3x34x34xf32>
// XHIP: %alloc_1 = memref.view %pool[%c65536][] : memref<?xi8> to memref<2x16x16x16xf32>
// BEST: module attributes {hipdnn.buffer_count = 7 : i64, hipdnn.buffer_offsets = [0, 65536, 0, 0, 65536, 0, 1280], hipdnn.pool_size = 98304 : i64} {
// BEST: %pool = hip.get_pool(%ctx, %c98304) : memref<?xi8>
// BEST: %alloc = memref.view %pool[%c0][] : memref<?xi8> to memref<2x3x34x34xf32>
// BEST: %alloc_1 = memref.view %pool[%c65536][] : memref<?xi8> to memref<2x16x16x16xf32>

// gru
// CHECK: module attributes {hipdnn.buffer_count = 41 : i64, hipdnn.buffer_offsets = [43008, 36864, 0, 36864, 0, 13824, 13056, 12288, 15616, 12288, 12544, 12288, 15360, 12288, 12544, 12288, 14592, 15104, 12288, 12544, 12288, 14592, 14848, 12288, 12288, 12544, 12288, 14592, 12288, 12544, 12288, 12544, 12288, 0, 256, 0, 1536, 0, 2560, 1536, 2560], hipdnn.pool_size = 43776 : i64} {
// CHECK: hip.get_pool({{%[a-z_0-9]+}}, %c43776) : memref<?xi8>
// XHIP: %alloc = memref.view %pool[%c43008][] : memref<?xi8> to memref<6x2x16xf32>
// XHIP: %alloc_1 = memref.view %pool[%c36864][] : memref<?xi8> to memref<16x96xf32>
// BEST: module attributes {hipdnn.buffer_count = 41 : i64, hipdnn.buffer_offsets = [43008, 36864, 0, 36864, 0, 13824, 13056, 12288, 15616, 12288, 12544, 12288, 15360, 12288, 12544, 12288, 14592, 15104, 12288, 12544, 12288, 14592, 14848, 12288, 12288, 12544, 12288, 14592, 12288, 12544, 12288, 12544, 12288, 0, 256, 0, 1536, 0, 2560, 1536, 2560], hipdnn.pool_size = 43776 : i64} {
// BEST: %pool = hip.get_pool(%ctx, %c43776) : memref<?xi8>
// BEST: %alloc = memref.view %pool[%c43008][] : memref<?xi8> to memref<6x2x16xf32>
// BEST: %alloc_1 = memref.view %pool[%c36864][] : memref<?xi8> to memref<16x96xf32>

// bert
// CHECK: module attributes {hipdnn.buffer_count = 88 : i64, hipdnn.buffer_domains = [0, 0, 0, 0, 0, 0, 0, 0, 1, 1, 1, 1, 1, 1, 2, 2, 2, 2, 2, 3, 3, 4, 4, 5, 5, 5, 5, 5, 5, 6, 6, 7, 7, 7, 8, 9, 9, 10, 10, 10, 10, 11, 11, 11, 12, 12, 13, 13, 13, 13, 13, 14, 15, 15, 15, 16, 16, 16, 16, 16, 16, 17, 18, 18, 19, 19, 20, 20, 21, 21, 21, 22, 22, 23, 23, 23, 23, 23, 24, 25, 25, 25, 26, 26, 26, 26, 27, 27], hipdnn.buffer_offsets = [0, -1, -1, 0, 0, 0, -1, -1, 0, 0, -1, -1, 0, -1, 4096, -1, 0, 4096, -1, 256, 0, 0, -1, 0, -1, -1, 0, -1, -1, 256, 0, -1, 0, -1, 0, 0, 0, 256, -1, 0, 256, 256, -1, 0, 0, -1, 0, -1, 0, -1, -1, 0, 0, 0, -1, 16384, -1, 0, 16384, -1, 8192, 0, 0, 0, 256, 0, 0, -1, 0, -1, 0, 0, -1, 0, -1, 0, -1, -1, 0, 0, 0, -1, 0, -1, 0, -1, 0, 0], hipdnn.domain_count = 28 : i64, hipdnn.pool_size = 0 : i64, hipdnn.pool_sizes = [0, 0, 4096, 256, 0, 0, 256, 0, 0, 0, 256, 256, 0, 0, 0, 0, 16384, 0, 0, 256, 0, 0, 0, 0, 0, 0, 0, 0]} {
// XHIP: %pool = hip.get_pool(%ctx, %73) : memref<?xi8>
// XHIP: %alloc = memref.view %pool[%c0_1][%49] : memref<?xi8> to memref<1x?xi64>
// XHIP: %alloc_1 = memref.view %pool[%71][%dim] : memref<?xi8> to memref<1x?xi64>
// BEST: module attributes {hipdnn.buffer_count = 88 : i64, hipdnn.buffer_domains = [0, 0, 0, 0, 0, 0, 0, 0, 1, 1, 1, 1, 1, 1, 2, 2, 2, 2, 2, 3, 3, 4, 4, 5, 5, 5, 5, 5, 5, 6, 6, 7, 7, 7, 8, 9, 9, 10, 10, 10, 10, 11, 11, 11, 12, 12, 13, 13, 13, 13, 13, 14, 15, 15, 15, 16, 16, 16, 16, 16, 16, 17, 18, 18, 19, 19, 20, 20, 21, 21, 21, 22, 22, 23, 23, 23, 23, 23, 24, 25, 25, 25, 26, 26, 26, 26, 27, 27], hipdnn.buffer_offsets = [0, -1, -1, -1, -1, 0, -1, -1, 0, 0, -1, -1, 0, -1, -1, -1, -1, -1, -1, -1, 0, 0, -1, 0, -1, -1, -1, -1, -1, 256, 0, -1, 0, -1, 0, 0, 0, 256, -1, 0, -1, -1, -1, 0, 0, -1, 0, -1, 0, -1, -1, 0, 0, 0, -1, -1, -1, -1, -1, -1, -1, 0, 0, 0, -1, 0, 0, -1, 0, -1, -1, 0, -1, 0, -1, 0, -1, -1, 0, 0, 0, -1, 0, -1, 0, -1, 0, 0], hipdnn.domain_count = 28 : i64, hipdnn.pool_size = 0 : i64, hipdnn.pool_sizes = [0, 0, 4096, 256, 0, 0, 256, 0, 0, 0, 256, 256, 0, 0, 0, 0, 16384, 0, 0, 256, 0, 0, 0, 0, 0, 0, 0, 0]} {
// BEST: %pool = hip.get_pool(%ctx, %90) : memref<?xi8>
// BEST: %alloc = memref.view %pool[%c0_1][%48] : memref<?xi8> to memref<1x?xi64>
// BEST: %alloc_1 = memref.view %pool[%92][%dim] : memref<?xi8> to memref<1x?xi64>

// gpt2
// CHECK: module attributes {hipdnn.buffer_count = 89 : i64, hipdnn.buffer_domains = [0, 0, 0, 1, 1, 1, 1, 1, 1, 2, 2, 2, 2, 2, 2, 3, 3, 3, 3, 4, 4, 5, 6, 6, 6, 7, 7, 7, 7, 7, 8, 8, 9, 9, 9, 10, 11, 11, 12, 12, 12, 12, 13, 13, 13, 13, 14, 14, 14, 14, 14, 14, 15, 16, 16, 16, 17, 17, 17, 17, 18, 18, 18, 19, 19, 20, 21, 22, 22, 22, 22, 23, 24, 24, 24, 25, 25, 26, 26, 27, 28, 29, 29, 29, 30, 30, 30, 30, 31], hipdnn.buffer_offsets = [256, -1, 0, 256, -1, -1, -1, 0, -1, 0, 0, -1, 0, -1, -1, 0, 0, -1, -1, 256, 0, 0, 0, -1, -1, 0, 0, -1, -1, 0, 256, 0, -1, 0, -1, 0, 0, 0, 256, -1, 0, 256, 0, -1, 0, -1, 0, -1, -1, 0, -1, -1, 0, 0, 0, -1, 0, -1, 0, -1, 0, 0, -1, 0, 0, 0, 0, 256, -1, 256, 0, 0, 0, -1, -1, 0, 0, 0, 0, 0, 0, 0, -1, 0, 8192, 8192, 0, 0, 0], hipdnn.domain_count = 32 : i64, hipdnn.pool_size = 256 : i64, hipdnn.pool_sizes = [256, 256, 0, 0, 256, 0, 0, 0, 256, 0, 0, 0, 256, 0, 0, 0, 0, 0, 0, 0, 0, 0, 256, 0, 0, 0, 0, 0, 0, 0, 8192, 0]} {
// XHIP: %pool = hip.get_pool(%ctx, %38) : memref<?xi8>
// XHIP: %alloc = memref.view %pool[%c256][%dim] : memref<?xi8> to memref<1x?xi64>
// XHIP: %alloc_1 = memref.view %pool[%37][%dim] : memref<?xi8> to memref<?xi64>
// BEST: module attributes {hipdnn.buffer_count = 89 : i64, hipdnn.buffer_domains = [0, 0, 0, 1, 1, 1, 1, 1, 1, 2, 2, 2, 2, 2, 2, 3, 3, 3, 3, 4, 4, 5, 6, 6, 6, 7, 7, 7, 7, 7, 8, 8, 9, 9, 9, 10, 11, 11, 12, 12, 12, 12, 13, 13, 13, 13, 14, 14, 14, 14, 14, 14, 15, 16, 16, 16, 17, 17, 17, 17, 18, 18, 18, 19, 19, 20, 21, 22, 22, 22, 22, 23, 24, 24, 24, 25, 25, 26, 26, 27, 28, 29, 29, 29, 30, 30, 30, 30, 31], hipdnn.buffer_offsets = [256, -1, 0, 256, -1, -1, -1, 0, -1, 0, 0, -1, 0, -1, -1, 0, 0, -1, -1, 256, 0, 0, 0, -1, -1, 0, 0, -1, -1, -1, 256, 0, -1, 0, -1, 0, 0, 0, 256, -1, 0, -1, 0, -1, -1, -1, 0, -1, -1, 0, -1, -1, 0, 0, 0, -1, 0, -1, 0, -1, 0, 0, -1, 0, 0, 0, 0, -1, -1, -1, -1, 0, 0, -1, -1, 0, 0, 0, 0, 0, 0, 0, -1, 0, -1, -1, 0, 0, 0], hipdnn.domain_count = 32 : i64, hipdnn.pool_size = 256 : i64, hipdnn.pool_sizes = [256, 256, 0, 0, 256, 0, 0, 0, 256, 0, 0, 0, 256, 0, 0, 0, 0, 0, 0, 0, 0, 0, 256, 0, 0, 0, 0, 0, 0, 0, 8192, 0]} {
// BEST: %pool = hip.get_pool(%ctx, %39) : memref<?xi8>
// BEST: %alloc = memref.view %pool[%c256][%dim] : memref<?xi8> to memref<1x?xi64>
// BEST: %alloc_1 = memref.view %pool[%38][%dim] : memref<?xi8> to memref<?xi64>

// llama
// CHECK: module attributes {hipdnn.buffer_count = 87 : i64, hipdnn.buffer_domains = [0, 0, 0, 0, 0, 0, 0, 1, 1, 1, 1, 1, 2, 3, 3, 3, 4, 4, 4, 5, 5, 6, 6, 6, 6, 7, 7, 8, 8, 9, 9, 9, 10, 11, 11, 12, 13, 13, 13, 13, 13, 13, 13, 14, 14, 15, 15, 15, 16, 17, 17, 18, 18, 18, 18, 19, 19, 19, 20, 20, 21, 21, 21, 22, 22, 23, 23, 24, 24, 25, 26, 26, 27, 27, 27, 28, 29, 30, 31, 31, 31, 32, 32, 33, 34, 35, 35], hipdnn.buffer_offsets = [-1, -1, 256, -1, -1, 0, -1, 0, 0, -1, -1, 0, 0, 0, -1, -1, 4096, 0, 4096, 256, 0, 2048, -1, 0, -1, 256, 0, 0, -1, 0, -1, 0, 0, 0, 0, 0, 0, 0, -1, -1, -1, -1, -1, 256, 0, -1, 0, -1, 0, 0, 0, 256, -1, 0, 256, 256, -1, 0, 0, -1, 8192, 0, 8192, 0, -1, 8192, 0, 0, -1, 0, 0, -1, 0, -1, 0, 0, 0, 0, 0, 0, -1, 0, -1, 0, 0, 0, 0], hipdnn.domain_count = 36 : i64, hipdnn.pool_size = 256 : i64, hipdnn.pool_sizes = [256, 0, 0, 0, 4096, 256, 2048, 256, 0, 0, 0, 0, 0, 0, 256, 0, 0, 0, 256, 256, 0, 8192, 0, 8192, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0]} {
// XHIP: %pool = hip.get_pool(%ctx, %46) : memref<?xi8>
// XHIP: %alloc = memref.view %pool[%43][%dim] : memref<?xi8> to memref<1x?xi64>
// XHIP: %alloc_1 = memref.view %pool[%44][%dim] : memref<?xi8> to memref<?xi64>
// BEST: module attributes {hipdnn.buffer_count = 87 : i64, hipdnn.buffer_domains = [0, 0, 0, 0, 0, 0, 0, 1, 1, 1, 1, 1, 2, 3, 3, 3, 4, 4, 4, 5, 5, 6, 6, 6, 6, 7, 7, 8, 8, 9, 9, 9, 10, 11, 11, 12, 13, 13, 13, 13, 13, 13, 13, 14, 14, 15, 15, 15, 16, 17, 17, 18, 18, 18, 18, 19, 19, 19, 20, 20, 21, 21, 21, 22, 22, 23, 23, 24, 24, 25, 26, 26, 27, 27, 27, 28, 29, 30, 31, 31, 31, 32, 32, 33, 34, 35, 35], hipdnn.buffer_offsets = [-1, -1, -1, -1, -1, 0, -1, 0, -1, -1, -1, -1, 0, 0, -1, -1, -1, -1, -1, 256, 0, 2048, -1, 0, -1, 256, 0, 0, -1, 0, -1, -1, 0, 0, 0, 0, 0, 0, -1, -1, -1, -1, -1, 256, 0, -1, 0, -1, 0, 0, 0, 256, -1, 0, -1, -1, -1, 0, 0, -1, -1, -1, -1, 0, -1, 0, 0, 0, -1, 0, 0, -1, 0, -1, -1, 0, 0, 0, 0, 0, -1, 0, -1, 0, 0, 0, 0], hipdnn.domain_count = 36 : i64, hipdnn.pool_size = 256 : i64, hipdnn.pool_sizes = [256, 0, 0, 0, 4096, 256, 2048, 256, 0, 0, 0, 0, 0, 0, 256, 0, 0, 0, 256, 256, 0, 8192, 0, 8192, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0]} {
// BEST: %pool = hip.get_pool(%ctx, %57) : memref<?xi8>
// BEST: %alloc = memref.view %pool[%58][%dim] : memref<?xi8> to memref<1x?xi64>
// BEST: %alloc_1 = memref.view %pool[%59][%dim] : memref<?xi8> to memref<?xi64>

// t5_encoder
// XHIP: module attributes {hipdnn.buffer_count = 56 : i64, hipdnn.buffer_offsets = [31744, 20480, 34816, 32768, 35072, 36352, 37376, 37632, 36608, 16384, 32768, 21504, 33792, 22528, 21504, 23552, 23552, 24064, 34816, 24576, 25088, 24064, 24064, 34816, 35328, 24576, 21504, 35840, 36608, 37120, 36864, 21504, 36864, 21504, 25600, 21504, 26624, 21504, 27648, 28672, 0, 20480, 8192, 22528, 8192, 28672, 29696, 30720, 27648, 28672, 27648, 30720, 24576, 16384, 17408, 0], hipdnn.pool_size = 37888 : i64} {
// REF: module attributes {hipdnn.buffer_count = 56 : i64, hipdnn.buffer_offsets = [31744, 20480, 34816, 32768, 35072, 36352, 37376, 37632, 36608, 16384, 32768, 21504, 33792, 22528, 21504, 23552, 23552, 24064, 36608, 24576, 25088, 24064, 24064, 34816, 35328, 24576, 21504, 35840, 36608, 37120, 36864, 21504, 36864, 21504, 25600, 21504, 26624, 21504, 27648, 28672, 0, 20480, 8192, 22528, 8192, 28672, 29696, 30720, 27648, 28672, 27648, 30720, 24576, 16384, 17408, 0], hipdnn.pool_size = 37888 : i64} {
// CHECK: hip.get_pool({{%[a-z_0-9]+}}, %c37888) : memref<?xi8>
// XHIP: %alloc = memref.view %pool[%c31744][] : memref<?xi8> to memref<1x8x32xf32>
// XHIP: %alloc_1 = memref.view %pool[%c20480][] : memref<?xi8> to memref<1x8x32xf32>
// BEST: module attributes {hipdnn.buffer_count = 56 : i64, hipdnn.buffer_offsets = [31744, 20480, 34816, 32768, 35072, 36352, 37376, 37632, 36608, 16384, 32768, 21504, 33792, 22528, 21504, 23552, 23552, 24064, 34816, 24576, 25088, 24064, 24064, 34816, 35328, 24576, 21504, 35840, 36608, 37120, 36864, 21504, 36864, 21504, 25600, 21504, 26624, 21504, 27648, 28672, 0, 20480, 8192, 22528, 8192, 28672, 29696, 30720, 27648, 28672, 27648, 30720, 24576, 16384, 17408, 0], hipdnn.pool_size = 37888 : i64} {
// BEST: %pool = hip.get_pool(%ctx, %c37888) : memref<?xi8>
// BEST: %alloc = memref.view %pool[%c31744][] : memref<?xi8> to memref<1x8x32xf32>
// BEST: %alloc_1 = memref.view %pool[%c20480][] : memref<?xi8> to memref<1x8x32xf32>

// vit
// XHIP: module attributes {hipdnn.buffer_count = 71 : i64, hipdnn.buffer_offsets = [0, 2304, 0, 63744, 61440, 0, 256, 66048, 68352, 29440, 70656, 70912, 69632, 69632, 71424, 71168, 69632, 69888, 33792, 59136, 56832, 0, 54528, 2560, 0, 4864, 0, 43008, 37888, 0, 40448, 69632, 70400, 66560, 66048, 70144, 66048, 47616, 45312, 49920, 45312, 52224, 45312, 45312, 45568, 45312, 0, 20736, 16384, 8192, 25088, 8192, 45312, 45312, 52224, 52224, 52480, 52224, 52224, 52224, 61440, 66048, 61440, 47616, 61440, 33792, 33792, 66304, 66048, 0, 66048], hipdnn.pool_size = 71680 : i64} {
// REF: module attributes {hipdnn.buffer_count = 71 : i64, hipdnn.buffer_offsets = [0, 2304, 0, 59136, 7168, 0, 256, 61440, 68352, 29440, 70656, 70912, 69632, 69632, 71424, 71168, 69632, 69888, 33792, 56832, 54528, 0, 63744, 2560, 0, 4864, 0, 43008, 37888, 0, 40448, 69632, 70400, 61952, 61440, 70144, 61440, 47616, 45312, 49920, 45312, 52224, 45312, 45312, 45568, 45312, 0, 16384, 20736, 8192, 25088, 8192, 45312, 45312, 52224, 52224, 52480, 52224, 52224, 52224, 61440, 66048, 61440, 47616, 47616, 49920, 49920, 50176, 49920, 33792, 61440], hipdnn.pool_size = 71680 : i64} {
// CHECK: hip.get_pool({{%[a-z_0-9]+}}, %c71680) : memref<?xi8>
// XHIP: %alloc = memref.view %pool[%c0][] : memref<?xi8> to memref<1x32x4x4xf32>
// XHIP: %alloc_1 = memref.view %pool[%c2304][] : memref<?xi8> to memref<1x16x32xf32>
// BEST: module attributes {hipdnn.buffer_count = 71 : i64, hipdnn.buffer_offsets = [0, 2304, 0, 63744, 61440, 0, 256, 66048, 68352, 29440, 70656, 70912, 69632, 69632, 71424, 71168, 69632, 69888, 33792, 59136, 56832, 0, 54528, 2560, 0, 4864, 0, 43008, 37888, 0, 40448, 69632, 70400, 66560, 66048, 70144, 66048, 47616, 45312, 49920, 45312, 52224, 45312, 45312, 45568, 45312, 0, 20736, 16384, 8192, 25088, 8192, 45312, 45312, 52224, 52224, 52480, 52224, 52224, 52224, 61440, 66048, 61440, 47616, 61440, 33792, 33792, 66304, 66048, 0, 66048], hipdnn.pool_size = 71680 : i64} {
// BEST: %pool = hip.get_pool(%ctx, %c71680) : memref<?xi8>
// BEST: %alloc = memref.view %pool[%c0][] : memref<?xi8> to memref<1x32x4x4xf32>
// BEST: %alloc_1 = memref.view %pool[%c2304][] : memref<?xi8> to memref<1x16x32xf32>

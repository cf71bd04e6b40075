// Each error case is a chunk of its own (`// -----`), all run by one xhip-opt
// process: per case one line with the location, a non-zero exit, no IR (the
// chunk's output is empty between the separators). Located ops; xdsl-opt
// reports the same errors in xDSL's own form: xdsl-opt-errors.mlir.
// RUN: not xhip-opt --hip-pool-allocs --allow-unregistered-dialect --split-input-file %s 2>%t.err | filecheck %s --check-prefix=OUT
// RUN: filecheck %s --input-file %t.err --check-prefix=ERR
// Bad options (docs/semantics.md §3), reported at every function (@ok, the
// only one of the file sed keeps).
// RUN: sed -e '/^\/\/ BEGIN ok$/,/^\/\/ END ok$/!s/.*//' %s > %t.ok.mlir
// RUN: not xhip-opt --pass-pipeline='hip-pool-allocs{alignment=0}' %t.ok.mlir 2>&1 | filecheck %s --check-prefix=ALIGN0
// RUN: not xhip-opt --pass-pipeline='hip-pool-allocs{alignment=3}' %t.ok.mlir 2>&1 | filecheck %s --check-prefix=ALIGN3
// RUN: not xhip-opt --pass-pipeline='hip-pool-allocs{alignment=-1}' %t.ok.mlir 2>&1 | filecheck %s --check-prefix=ALIGNNEG
// RUN: not xhip-opt --pass-pipeline='hip-pool-allocs{lifetime-start=never}' %t.ok.mlir 2>&1 | filecheck %s --check-prefix=START
// A negative search budget is an option error too.
// RUN: not xhip-opt --pass-pipeline='hip-pool-allocs{packer=best packer-time-limit-ms=-5}' %t.ok.mlir 2>&1 | filecheck %s --check-prefix=LIMITNEG
// ALIGN0-NOT:   module
// ALIGN0:       {{^}}{{.*}}.ok.mlir:[[# @LINE + 21]]:1: error: hip-pool-allocs: alignment must be a positive power of 2 (got 0){{$}}
// ALIGN0-NOT:   {{.}}
// ALIGN3-NOT:   module
// ALIGN3:       {{^}}{{.*}}.ok.mlir:[[# @LINE + 18]]:1: error: hip-pool-allocs: alignment must be a positive power of 2 (got 3){{$}}
// ALIGN3-NOT:   {{.}}
// ALIGNNEG-NOT: module
// ALIGNNEG:     {{^}}{{.*}}.ok.mlir:[[# @LINE + 15]]:1: error: hip-pool-allocs: alignment must be a positive power of 2 (got -1){{$}}
// ALIGNNEG-NOT: {{.}}
// START-NOT:    module
// START:        {{^}}{{.*}}.ok.mlir:[[# @LINE + 12]]:1: error: hip-pool-allocs: lifetime-start must be alloc or first-use (got never){{$}}
// START-NOT:    {{.}}
// LIMITNEG-NOT: module
// LIMITNEG:     {{^}}{{.*}}.ok.mlir:[[# @LINE + 9]]:1: error: hip-pool-allocs: packer-time-limit-ms must be 0 or more (got -5){{$}}
// LIMITNEG-NOT: {{.}}
// With good options (the first RUN line): one 256 B pool, the only output
// besides the two functions without errors below; the other chunks print nothing.
// OUT:          {{^}}module attributes {hipdnn.buffer_count = 1 : i64, hipdnn.buffer_offsets = [0], hipdnn.pool_size = 256 : i64} {
// OUT-NEXT:     {{^}}  func.func @ok(%ctx: !hip.context) {
// OUT-NEXT:     {{^}}    %c256 = arith.constant 256 : index
// OUT-NEXT:     {{^}}    %pool = hip.get_pool(%ctx, %c256) : memref<?xi8>
// BEGIN ok
func.func @ok(%ctx: !hip.context) {
  %a = memref.alloc() : memref<16xf32>
  "test.op"(%a) : (memref<16xf32>) -> ()
  func.return
}
// END ok

// -----
// OUT:          {{^}}// -----{{$}}
// ERR:          {{^}}{{.*}}errors.mlir:[[# @LINE + 1]]:1: error: hip-pool-allocs requires single-block functions; liveness analysis uses sequential op indices that do not generalize to control flow{{$}}
func.func @multi_block(%ctx: !hip.context, %c: i1) {
  %a = memref.alloc() : memref<16xf32>
  cf.cond_br %c, ^bb1, ^bb1
^bb1:
  "test.op"(%a) : (memref<16xf32>) -> ()
  func.return
}

// -----
// OUT-NEXT:     {{^}}// -----{{$}}
// ERR-NEXT:     {{^}}{{.*}}errors.mlir:[[# @LINE + 1]]:1: error: function missing !hip.context as arg 0 — run hip-add-context-arg before hip-pool-allocs{{$}}
func.func @no_context(%x: memref<16xf32>) {
  %a = memref.alloc() : memref<16xf32>
  "test.op"(%a, %x) : (memref<16xf32>, memref<16xf32>) -> ()
  func.return
}

// -----
// Without the context but with nothing to pool (the only alloc is unused): fine.
// OUT-NEXT:     {{^}}// -----{{$}}
// OUT-NEXT:     {{^}}module attributes {hipdnn.buffer_count = 0 : i64, hipdnn.buffer_offsets = [], hipdnn.pool_size = 0 : i64} {
// OUT-NEXT:     {{^}}  func.func @no_context_nothing(%x: memref<16xf32>) {
// OUT-NEXT:     {{^}}    %a = memref.alloc() : memref<16xf32>
func.func @no_context_nothing(%x: memref<16xf32>) {
  %a = memref.alloc() : memref<16xf32>
  "test.op"(%x) : (memref<16xf32>) -> ()
  func.return
}

// -----
// A view of the pool is in the default memory space with the identity layout:
// buffers that are not cannot be pooled.
// OUT:          {{^}}// -----{{$}}
// ERR-NEXT:     {{^}}{{.*}}errors.mlir:[[# @LINE + 2]]:3: error: hip-pool-allocs: cannot pool %a in @memory_space: memref<16xf32, 1 : i64> is in memory space 1 : i64, the pool is in the default one{{$}}
func.func @memory_space(%ctx: !hip.context) {
  %a = memref.alloc() : memref<16xf32, 1>
  "test.op"(%a) : (memref<16xf32, 1>) -> ()
  func.return
}

// -----
// OUT-NEXT:     {{^}}// -----{{$}}
// ERR-NEXT:     {{^}}{{.*}}errors.mlir:[[# @LINE + 2]]:3: error: hip-pool-allocs: cannot pool %a in @layout: memref<4x4xf32, strided<[8, 1]>> has a non-identity layout, which a view of the pool cannot have{{$}}
func.func @layout(%ctx: !hip.context) {
  %a = memref.alloc() : memref<4x4xf32, strided<[8, 1]>>
  "test.op"(%a) : (memref<4x4xf32, strided<[8, 1]>>) -> ()
  func.return
}

// -----
// The byte size of a memref of memrefs depends on the target's descriptor layout.
// OUT-NEXT:     {{^}}// -----{{$}}
// ERR-NEXT:     {{^}}{{.*}}errors.mlir:[[# @LINE + 2]]:3: error: hip-pool-allocs: cannot size %a in @element: unsupported element type memref<2xf32>{{$}}
func.func @element(%ctx: !hip.context) {
  %a = memref.alloc() : memref<4xmemref<2xf32>>
  "test.op"(%a) : (memref<4xmemref<2xf32>>) -> ()
  func.return
}

// -----
// 2^62 f32 = 2^64 bytes: one buffer larger than 64 bits.
// OUT-NEXT:     {{^}}// -----{{$}}
// ERR-NEXT:     {{^}}{{.*}}errors.mlir:[[# @LINE + 2]]:3: error: hip-pool-allocs: size of %a in @huge_alloc overflows 64 bits (18446744073709551616 bytes){{$}}
func.func @huge_alloc(%ctx: !hip.context) {
  %a = memref.alloc() : memref<4611686018427387904xf32>
  "test.op"(%a) : (memref<4611686018427387904xf32>) -> ()
  func.return
}

// -----
// Three live 2^62-byte buffers each fit, but the pool (3 * 2^62) does not.
// OUT-NEXT:     {{^}}// -----{{$}}
// ERR-NEXT:     {{^}}{{.*}}errors.mlir:[[# @LINE + 1]]:1: error: hip-pool-allocs: the pool of @huge_pool overflows 64 bits (13835058055282163712 does not fit in a signed 64-bit index){{$}}
func.func @huge_pool(%ctx: !hip.context) {
  %a = memref.alloc() : memref<4611686018427387904xi8>
  %b = memref.alloc() : memref<4611686018427387904xi8>
  %c = memref.alloc() : memref<4611686018427387904xi8>
  "test.op"(%a, %b, %c) : (memref<4611686018427387904xi8>, memref<4611686018427387904xi8>, memref<4611686018427387904xi8>) -> ()
  func.return
}

// -----
// The coefficient C of a dynamic buffer must fit too: 2^61 x 8 f32 = 2^66 bytes.
// OUT-NEXT:     {{^}}// -----{{$}}
// ERR-NEXT:     {{^}}{{.*}}errors.mlir:[[# @LINE + 2]]:3: error: hip-pool-allocs: size of %a in @huge_dynamic overflows 64 bits (73786976294838206464 bytes){{$}}
func.func @huge_dynamic(%ctx: !hip.context, %n: index) {
  %a = memref.alloc(%n) : memref<?x2305843009213693952x8xf32>
  "test.op"(%a) : (memref<?x2305843009213693952x8xf32>) -> ()
  func.return
}

// -----
// An error in the second function: nothing is printed, not even the first one.
// OUT-NEXT:     {{^}}// -----{{$}}
// ERR-NEXT:     {{^}}{{.*}}errors.mlir:[[# @LINE + 6]]:1: error: hip-pool-allocs requires single-block functions; liveness analysis uses sequential op indices that do not generalize to control flow{{$}}
func.func @good(%ctx: !hip.context) {
  %a = memref.alloc() : memref<16xf32>
  "test.op"(%a) : (memref<16xf32>) -> ()
  func.return
}
func.func @bad(%ctx: !hip.context, %c: i1) {
  cf.cond_br %c, ^bb1, ^bb1
^bb1:
  func.return
}

// -----
// Two overlapping buffers of n x 2^62 bytes: at n = 1 the pool already needs
// 2^62 + 2^62 = 2^63 = 9223372036854775808 bytes, and sizes only grow with n, so
// no nonzero n fits a 64-bit index: an error, not wrapping arithmetic.
// OUT-NEXT:     {{^}}// -----{{$}}
// ERR-NEXT:     {{^}}{{.*}}errors.mlir:[[# @LINE + 1]]:1: error: hip-pool-allocs: the pool of @never_fits overflows 64 bits whenever every runtime size is nonzero (9223372036854775808 bytes when they are all 1){{$}}
func.func @never_fits(%ctx: !hip.context, %n: index) {
  %a = memref.alloc(%n) : memref<?x4611686018427387904xi8>
  %b = memref.alloc(%n) : memref<?x4611686018427387904xi8>
  "test.op"(%a, %b) : (memref<?x4611686018427387904xi8>, memref<?x4611686018427387904xi8>) -> ()
  func.return
}

// -----
// Allocs beside a pool an earlier run (or the frontend) took: an error, where
// xhip is deliberately safer than the reference (docs/semantics.md §12). The reference
// would add a second domain-0 pool and pack %a from offset 0 again; the
// runtime returns the same bytes for both hip.get_pool calls of domain 0, so %a
// would overlap %v (both live at the test.use).
// OUT-NEXT:     {{^}}// -----{{$}}
// ERR-NEXT:     {{^}}{{.*}}errors.mlir:[[# @LINE + 4]]:3: error: hip-pool-allocs: @pooled_already already takes a pool (hip.get_pool); run the pass once, on all of its allocs{{$}}
func.func @pooled_already(%ctx: !hip.context) {
  %c256 = arith.constant 256 : index
  %c0 = arith.constant 0 : index
  %p = hip.get_pool(%ctx, %c256) : memref<?xi8>
  %v = memref.view %p[%c0][] : memref<?xi8> to memref<64xf32>
  %a = memref.alloc() : memref<64xf32>
  "test.op_with_memread"(%v, %a) : (memref<64xf32>, memref<64xf32>) -> ()
  func.return
}

// -----
// Two functions that fail each report their error, in function order (as
// MLIR's function pass does), and nothing is printed: the output ends with the
// separator before this chunk.
// OUT-NEXT:     {{^}}// -----{{$}}
// OUT-NOT:      {{.}}
// ERR-NEXT:     {{^}}{{.*}}errors.mlir:[[# @LINE + 3]]:1: error: hip-pool-allocs requires single-block functions; liveness analysis uses sequential op indices that do not generalize to control flow{{$}}
// ERR-NEXT:     {{^}}{{.*}}errors.mlir:[[# @LINE + 12]]:1: error: function missing !hip.context as arg 0 — run hip-add-context-arg before hip-pool-allocs{{$}}
// ERR-NOT:      {{.}}
func.func @blocks(%ctx: !hip.context, %c: i1) {
  %a = memref.alloc() : memref<16xf32>
  cf.cond_br %c, ^bb1, ^bb1
^bb1:
  "test.op"(%a) : (memref<16xf32>) -> ()
  func.return
}
func.func @fine(%ctx: !hip.context) {
  func.return
}
func.func @context(%x: memref<16xf32>) {
  %a = memref.alloc() : memref<16xf32>
  "test.op"(%a, %x) : (memref<16xf32>, memref<16xf32>) -> ()
  func.return
}

// Memory space 0 and an identity affine_map, spelled out, are the default type
// to MLIR (which prints them away) but distinct types to xDSL, whose memref.view
// rejects them: the error says how to write the type. (The inputs are in
// Inputs/: MLIR would not print them back the same.)
// RUN: not xhip-opt --hip-pool-allocs %S/Inputs/space-zero.mlir 2>&1 | filecheck %s --check-prefix=SPACE0
// RUN: not xhip-opt --hip-pool-allocs %S/Inputs/identity-map.mlir 2>&1 | filecheck %s --check-prefix=IDMAP
// SPACE0-NOT:   module
// SPACE0:       {{^}}{{.*}}space-zero.mlir:3:3: error: hip-pool-allocs: cannot pool %a in @space_zero: memref<16xf32, 0 : i64> spells out the default memory space 0; write the type without it, as MLIR prints it{{$}}
// SPACE0-NOT:   {{.}}
// IDMAP-NOT:    module
// IDMAP:        {{^}}{{.*}}identity-map.mlir:3:3: error: hip-pool-allocs: cannot pool %a in @identity_map: memref<4x4xf32, affine_map<(d0, d1) -> (d0, d1)>> spells out the identity layout; write the type without it, as MLIR prints it{{$}}
// IDMAP-NOT:    {{.}}
// A size used before its definition (xDSL verifies such IR, MLIR does not; the
// input is in Inputs/ so that the MLIR round trip skips it): %a's size %n is
// defined after it. In lifetime-only mode %a is a group, whose F would go
// right after %n, past %a: the first placement error of docs/semantics.md §8. In grouped
// mode its C (12) makes it a small bucket, whose size goes to the pool's
// point: the second one.
// (xdsl-opt reports a pass error as xDSL does: with --verify-diagnostics, the
// message, then the IR with the message under the failing function.)
// RUN: xdsl-opt --verify-diagnostics -p hip-pool-allocs --allow-unregistered-dialect %S/Inputs/size-after-alloc.mlir | filecheck %s --check-prefix=PLACEF
// RUN: xdsl-opt --verify-diagnostics -p 'hip-pool-allocs{lifetime-only=false}' --allow-unregistered-dialect %S/Inputs/size-after-alloc.mlir | filecheck %s --check-prefix=PLACEPOOL
// PLACEF:         {{^}}hip-pool-allocs: cannot place dynamic size arithmetic at a legal point in the block (a dyn-operand def is at-or-after the earliest pooled alloc in its domain){{$}}
// PLACEF-NEXT:    "builtin.module"
// PLACEF-NEXT:    "func.func"() <{sym_name = "late"
// PLACEF-NEXT:    ^^^^
// PLACEF-NEXT:    | hip-pool-allocs: cannot place dynamic size arithmetic at a legal point in the block (a dyn-operand def is at-or-after the earliest pooled alloc in its domain){{$}}
// PLACEPOOL:      {{^}}hip-pool-allocs: cannot place hip.get_pool at a legal point (some dynamic size arithmetic is at-or-after an alloc in its domain){{$}}
// PLACEPOOL-NEXT: "builtin.module"
// PLACEPOOL-NEXT: "func.func"() <{sym_name = "late"
// PLACEPOOL-NEXT: ^^^^
// PLACEPOOL-NEXT: | hip-pool-allocs: cannot place hip.get_pool at a legal point (some dynamic size arithmetic is at-or-after an alloc in its domain){{$}}

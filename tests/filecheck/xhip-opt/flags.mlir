// RUN: xhip-opt %s --allow-unregistered-dialect --split-input-file --hip-pool-allocs | filecheck %s --check-prefix=DEFAULT
// RUN: xhip-opt %s --allow-unregistered-dialect --split-input-file --hip-pool-allocs -o %t && filecheck %s --check-prefix=DEFAULT --input-file %t
// RUN: xhip-opt %s -allow-unregistered-dialect -split-input-file -hip-pool-allocs='alignment=64 lifetime-only=false' | filecheck %s --check-prefix=A64
// RUN: xhip-opt %s --allow-unregistered-dialect --split-input-file '--hip-pool-allocs={alignment=64 lifetime-only=false}' | filecheck %s --check-prefix=A64
// RUN: xhip-opt %s --allow-unregistered-dialect --split-input-file --pass-pipeline='builtin.module(func.func(hip-pool-allocs{alignment=64 lifetime-only=false}))' | filecheck %s --check-prefix=A64
// RUN: xhip-opt %s --allow-unregistered-dialect --split-input-file -p 'hip-pool-allocs{alignment=64 lifetime-only=false}' | filecheck %s --check-prefix=A64
// RUN: xhip-opt %s --allow-unregistered-dialect --split-input-file --canonicalize --hip-pool-allocs | filecheck %s --check-prefix=CANON-LO
// RUN: xhip-opt %s --allow-unregistered-dialect --split-input-file --canonicalize --hip-pool-allocs=lifetime-only=false | filecheck %s --check-prefix=CANON-GROUPED
// RUN: xhip-opt %s --allow-unregistered-dialect --split-input-file --pass-pipeline='builtin.module(canonicalize,func.func(hip-pool-allocs{lifetime-only=false}))' | filecheck %s --check-prefix=CANON-GROUPED
// RUN: xhip-opt %s --allow-unregistered-dialect --split-input-file --hip-pool-allocs --cse | filecheck %s --check-prefix=CSE
// RUN: xhip-opt %s --allow-unregistered-dialect --split-input-file --hip-pool-allocs --mlir-print-op-generic | filecheck %s --check-prefix=GENERIC

// xhip-opt takes mlir-opt's spellings of a pipeline: pass flags (run in
// command-line order, options as MLIR or xDSL write them), --pass-pipeline with
// MLIR's nesting, -p; the pass runs on every function either way.

// Two static buffers live together: %a 40 and %b 80 bytes. The larger goes
// first, at 0. Alignment 256: each takes 256, %a at 256, pool 512; alignment
// 64: %b takes 128, %a (64) at 128, pool 192. The offset constants follow in
// packing order: %b's, then %a's.
// DEFAULT:      module attributes {hipdnn.buffer_count = 2 : i64, hipdnn.buffer_offsets = [256, 0], hipdnn.pool_size = 512 : i64} {
// DEFAULT-NEXT:   func.func @static_pair(%ctx: !hip.context) {
// DEFAULT-NEXT:     %[[SZ:.*]] = arith.constant 512 : index
// DEFAULT-NEXT:     %[[POOL:.*]] = hip.get_pool(%ctx, %[[SZ]]) : memref<?xi8>
// DEFAULT-NEXT:     %[[C0:.*]] = arith.constant 0 : index
// DEFAULT-NEXT:     %[[C256:.*]] = arith.constant 256 : index
// DEFAULT-NEXT:     %a = memref.view %[[POOL]][%[[C256]]][] : memref<?xi8> to memref<10xf32>
// DEFAULT-NEXT:     %b = memref.view %[[POOL]][%[[C0]]][] : memref<?xi8> to memref<20xf32>
// DEFAULT:      // -----
// A64:          module attributes {hipdnn.buffer_count = 2 : i64, hipdnn.buffer_offsets = [128, 0], hipdnn.pool_size = 192 : i64} {
// A64-NEXT:       func.func @static_pair(%ctx: !hip.context) {
// A64-NEXT:         %[[SZ:.*]] = arith.constant 192 : index
// A64-NEXT:         %[[POOL:.*]] = hip.get_pool(%ctx, %[[SZ]]) : memref<?xi8>
// A64-NEXT:         %[[C0:.*]] = arith.constant 0 : index
// A64-NEXT:         %[[C128:.*]] = arith.constant 128 : index
// A64-NEXT:         %a = memref.view %[[POOL]][%[[C128]]][] : memref<?xi8> to memref<10xf32>
// A64-NEXT:         %b = memref.view %[[POOL]][%[[C0]]][] : memref<?xi8> to memref<20xf32>
// A64:          // -----
// GENERIC:      "builtin.module"() ({
// GENERIC-NEXT:   "func.func"() <{function_type = (!hip.context) -> (), sym_name = "static_pair"}> ({
// GENERIC-NEXT:   ^bb0(%ctx: !hip.context):
// GENERIC-NEXT:     %[[SZ:.*]] = "arith.constant"() <{value = 512 : index}> : () -> index
// GENERIC-NEXT:     %pool = "hip.get_pool"(%ctx, %[[SZ]]) <{domain_id = 0 : i64}> : (!hip.context, index) -> memref<?xi8>
// GENERIC:      }) {hipdnn.buffer_count = 2 : i64, hipdnn.buffer_offsets = [256, 0], hipdnn.pool_size = 512 : i64} : () -> ()
// GENERIC-NEXT: // -----
func.func @static_pair(%ctx: !hip.context) {
  %a = memref.alloc() : memref<10xf32>
  %b = memref.alloc() : memref<20xf32>
  "test.use"(%a, %b) : (memref<10xf32>, memref<20xf32>) -> ()
  func.return
}

// -----

// %s is %n + 0: until canonicalize folds it, %a and %b have different dynamic
// sizes. The order of the flags is the order of the passes:
// * canonicalize first, then the default (lifetime-only) packing: the two live
//   together, each its own slab of n*256 -> pool n*256 + n*256;
// * canonicalize first, then grouped: one group of two units of 256 -> n*512,
//   %b at unit 1 (n*256);
// * the pass first: the sizes still differ (%n, %s); cse then merges the
//   pass's 0 with the input's %z.
// DEFAULT:      func.func @order(%ctx: !hip.context, %n: index) {
// DEFAULT-NEXT:   %z = arith.constant 0 : index
// DEFAULT-NEXT:   %s = arith.addi %n, %z : index
// DEFAULT-NEXT:   %[[C256:.*]] = arith.constant 256 : index
// DEFAULT-NEXT:   %[[FA:.*]] = arith.muli %n, %[[C256]] : index
// DEFAULT-NEXT:   %[[FB:.*]] = arith.muli %s, %[[C256]] : index
// DEFAULT-NEXT:   %[[SZ:.*]] = arith.addi %[[FA]], %[[FB]] : index
// DEFAULT-NEXT:   %[[POOL:.*]] = hip.get_pool(%ctx, %[[SZ]]) : memref<?xi8>
// DEFAULT-NEXT:   %[[C0:.*]] = arith.constant 0 : index
// DEFAULT-NEXT:   %a = memref.view %[[POOL]][%[[C0]]][%n] : memref<?xi8> to memref<?x64xf32>
// DEFAULT-NEXT:   %b = memref.view %[[POOL]][%[[FA]]][%s] : memref<?xi8> to memref<?x64xf32>
// A64:          func.func @order(%ctx: !hip.context, %n: index) {
// A64:            %b = memref.view %{{.*}}[%{{.*}}][%s] : memref<?xi8> to memref<?x64xf32>
// CANON-LO:     // -----
// CANON-LO:     func.func @order(%ctx: !hip.context, %n: index) {
// CANON-LO-NEXT:  %[[C256:.*]] = arith.constant 256 : index
// CANON-LO-NEXT:  %[[F:.*]] = arith.muli %n, %[[C256]] : index
// CANON-LO-NEXT:  %[[SZ:.*]] = arith.addi %[[F]], %[[F]] : index
// CANON-LO-NEXT:  %[[POOL:.*]] = hip.get_pool(%ctx, %[[SZ]]) : memref<?xi8>
// CANON-LO-NEXT:  %[[C0:.*]] = arith.constant 0 : index
// CANON-LO-NEXT:  %a = memref.view %[[POOL]][%[[C0]]][%n] : memref<?xi8> to memref<?x64xf32>
// CANON-LO-NEXT:  %b = memref.view %[[POOL]][%[[F]]][%n] : memref<?xi8> to memref<?x64xf32>
// CANON-GROUPED:     // -----
// CANON-GROUPED:     func.func @order(%ctx: !hip.context, %n: index) {
// CANON-GROUPED-NEXT:  %[[C512:.*]] = arith.constant 512 : index
// CANON-GROUPED-NEXT:  %[[SZ:.*]] = arith.muli %n, %[[C512]] : index
// CANON-GROUPED-NEXT:  %[[POOL:.*]] = hip.get_pool(%ctx, %[[SZ]]) : memref<?xi8>
// CANON-GROUPED-NEXT:  %[[C0:.*]] = arith.constant 0 : index
// CANON-GROUPED-NEXT:  %[[C256:.*]] = arith.constant 256 : index
// CANON-GROUPED-NEXT:  %[[OFF:.*]] = arith.muli %n, %[[C256]] : index
// CANON-GROUPED-NEXT:  %a = memref.view %[[POOL]][%[[C0]]][%n] : memref<?xi8> to memref<?x64xf32>
// CANON-GROUPED-NEXT:  %b = memref.view %[[POOL]][%[[OFF]]][%n] : memref<?xi8> to memref<?x64xf32>
// CSE:          // -----
// CSE:          func.func @order(%ctx: !hip.context, %n: index) {
// CSE-NEXT:       %z = arith.constant 0 : index
// CSE:            %[[POOL:.*]] = hip.get_pool
// CSE-NEXT:       %a = memref.view %[[POOL]][%z][%n] : memref<?xi8> to memref<?x64xf32>
func.func @order(%ctx: !hip.context, %n: index) {
  %z = arith.constant 0 : index
  %s = arith.addi %n, %z : index
  %a = memref.alloc(%n) : memref<?x64xf32>
  %b = memref.alloc(%s) : memref<?x64xf32>
  "test.use"(%a, %b) : (memref<?x64xf32>, memref<?x64xf32>) -> ()
  func.return
}

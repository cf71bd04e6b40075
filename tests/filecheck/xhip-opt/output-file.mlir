// `-o FILE` is written only when the run succeeds, and whole: a failed run
// leaves FILE as it was, the input too when `-o` names it (mlir-opt removes
// its output file instead; writing in place would lose the input).
// RUN: cp %s %t.mlir
// RUN: not xhip-opt %t.mlir --allow-unregistered-dialect --hip-pool-allocs -o %t.mlir 2>&1 | filecheck %s --check-prefix=ERR
// RUN: diff %s %t.mlir
// A successful run replaces it with the output:
// RUN: sed -e 's/@no_context()/@no_context(%%ctx: !hip.context)/' %s > %t.ok.mlir
// RUN: xhip-opt %t.ok.mlir --allow-unregistered-dialect --hip-pool-allocs -o %t.ok.mlir
// RUN: filecheck %s --input-file %t.ok.mlir --check-prefix=OK

// ERR: output-file.mlir.tmp.mlir:[[# @LINE + 10]]:1: error: function missing !hip.context as arg 0 — run hip-add-context-arg before hip-pool-allocs
// OK:      module attributes {hipdnn.buffer_count = 1 : i64, hipdnn.buffer_offsets = [0], hipdnn.pool_size = 256 : i64} {
// OK-NEXT:   func.func @no_context(%ctx: !hip.context) {
// OK-NEXT:     %c256 = arith.constant 256 : index
// OK-NEXT:     %pool = hip.get_pool(%ctx, %c256) : memref<?xi8>
// OK-NEXT:     %c0 = arith.constant 0 : index
// OK-NEXT:     %a = memref.view %pool[%c0][] : memref<?xi8> to memref<16xf32>
// OK-NEXT:     "test.op_with_memwrite"(%a) : (memref<16xf32>) -> ()
// OK-NEXT:     return
// OK-NEXT:   }
func.func @no_context() {
  %a = memref.alloc() : memref<16xf32>
  "test.op_with_memwrite"(%a) : (memref<16xf32>) -> ()
  func.return
}

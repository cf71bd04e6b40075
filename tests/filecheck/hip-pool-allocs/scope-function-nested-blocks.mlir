// RUN: xdsl-opt -p 'hip-pool-allocs{scope=function verify-plan=true}' --allow-unregistered-dialect --print-op-generic %s | filecheck %s
// RUN: xdsl-opt -p 'hip-pool-allocs{scope=function}' --allow-unregistered-dialect %s 2>&1 >/dev/null | filecheck %s --check-prefix=REMARK
// (Generic form: xDSL's custom form of scf.execute_region drops the region's
// first block.)

// A size that is an argument of a later block of a nested region (an
// scf.execute_region of several blocks) is a value of the path taken, as one
// of the function's own later blocks' (docs/semantics.md §4.8): %d stays,
// with the remark (the checker cannot evaluate %j). Nothing is pooled: no
// pool, the alloc and its dealloc as they were, and the runtime interface of
// a function with nothing pooled (docs/semantics.md §7).
// CHECK:      "builtin.module"() ({
// CHECK-NEXT:   "func.func"() <{sym_name = "nested_block_argument", function_type = (!hip.context, i1, index, index) -> ()}> ({
// CHECK-NEXT:   ^bb0(%ctx: !hip.context, %c: i1, %n: index, %k: index):
// CHECK-NEXT:     "scf.execute_region"() ({
// CHECK-NEXT:       "cf.cond_br"(%c, %n, %k) [^bb1, ^bb1] <{operandSegmentSizes = array<i32: 1, 1, 1>}> : (i1, index, index) -> ()
// CHECK-NEXT:     ^bb1(%j: index):
// CHECK-NEXT:       %d = "memref.alloc"(%j) <{operandSegmentSizes = array<i32: 1, 0>}> : (index) -> memref<?xf32>
// CHECK-NEXT:       "test.op_with_memwrite"(%d) : (memref<?xf32>) -> ()
// CHECK-NEXT:       "memref.dealloc"(%d) : (memref<?xf32>) -> ()
// CHECK-NEXT:       "scf.yield"() : () -> ()
// CHECK-NEXT:     }) : () -> ()
// CHECK-NEXT:     "func.return"() : () -> ()
// CHECK-NEXT:   }) : () -> ()
// CHECK-NEXT: }) {hipdnn.pool_size = 0 : i64, hipdnn.buffer_count = 0 : i64, hipdnn.buffer_offsets = []} : () -> ()
// REMARK: remark: hip-pool-allocs: %d is not pooled: its size %j is an argument of a block other than the entry block (a value of the path taken, which verify-plan's checker cannot evaluate)
func.func @nested_block_argument(%ctx: !hip.context, %c: i1, %n: index, %k: index) {
  scf.execute_region {
    cf.cond_br %c, ^bb1(%n : index), ^bb1(%k : index)
  ^bb1(%j: index):
    %d = memref.alloc(%j) : memref<?xf32>
    "test.op_with_memwrite"(%d) : (memref<?xf32>) -> ()
    memref.dealloc %d : memref<?xf32>
    scf.yield
  }
  func.return
}

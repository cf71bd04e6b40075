// RUN: xhip-opt --allow-unregistered-dialect --hip-add-context-arg --hip-pool-allocs %s | filecheck %s
// RUN: %if hip-ref-opt %{ %hip-ref-opt --allow-unregistered-dialect --mlir-disable-threading --hip-add-context-arg --hip-pool-allocs --cse %s > %t.reference %}
// RUN: %if hip-ref-opt %{ xhip-opt --allow-unregistered-dialect --hip-add-context-arg --hip-pool-allocs %s | %hip-ref-opt --allow-unregistered-dialect --cse > %t.xhip %}
// RUN: %if hip-ref-opt %{ diff %t.reference %t.xhip %}

// Issue 40: a function no front end gave a context is pooled once
// hip-add-context-arg has run (docs/semantics.md §11.4), with the context it
// added; the last lines show the same module from hip-ep's two passes.
// %a 40 B and %b 80 B live together: %b (larger) at 0, %a at 256, pool 512.
// CHECK:      module attributes {hipdnn.buffer_count = 2 : i64, hipdnn.buffer_offsets = [256, 0], hipdnn.pool_size = 512 : i64} {
// CHECK-NEXT:   func.func @f(%ctx: !hip.context) {
// CHECK-NEXT:     %c512 = arith.constant 512 : index
// CHECK-NEXT:     %pool = hip.get_pool(%ctx, %c512) : memref<?xi8>
// CHECK-NEXT:     %c0 = arith.constant 0 : index
// CHECK-NEXT:     %c256 = arith.constant 256 : index
// CHECK-NEXT:     %a = memref.view %pool[%c256][] : memref<?xi8> to memref<10xf32>
// CHECK-NEXT:     %b = memref.view %pool[%c0][] : memref<?xi8> to memref<20xf32>
// CHECK-NEXT:     "test.op_with_memread"(%a, %b) : (memref<10xf32>, memref<20xf32>) -> ()
// CHECK-NEXT:     return
// CHECK-NEXT:   }
func.func @f() {
  %a = memref.alloc() : memref<10xf32>
  %b = memref.alloc() : memref<20xf32>
  "test.op_with_memread"(%a, %b) : (memref<10xf32>, memref<20xf32>) -> ()
  func.return
}

// RUN: xdsl-opt -p 'hip-pool-allocs' --allow-unregistered-dialect %s | filecheck %s
// RUN: xdsl-opt -p 'hip-pool-allocs' --allow-unregistered-dialect %s 2>&1 >/dev/null | filecheck %s --check-prefix=REMARK
// RUN: xdsl-opt -p 'hip-pool-allocs{scope=function}' --allow-unregistered-dialect %s | filecheck %s --check-prefix=FUNC
// RUN: xdsl-opt -p 'hip-pool-allocs{scope=function}' --allow-unregistered-dialect %s 2>&1 >/dev/null | filecheck %s --check-prefix=REMARK
// The checker accepts both outputs:
// RUN: xdsl-opt -p 'hip-pool-allocs{verify-plan=true}' --allow-unregistered-dialect %s > /dev/null
// RUN: xdsl-opt -p 'hip-pool-allocs{scope=function verify-plan=true}' --allow-unregistered-dialect %s > /dev/null

// A buffer handed to a function of the module that may free it, itself or
// through a function it calls (memref.dealloc, memref.realloc, any declared
// free), is not pooled, in both scopes (docs/semantics.md §4.6): the call
// would free pool memory. The reference pools it. A callee that only reads
// its argument keeps nothing, frees nothing: %c is pooled and ends at the
// call, as in the reference.

func.func private @frees(%m: memref<64xf32>) {
  "test.op_with_memread"(%m) : (memref<64xf32>) -> ()
  memref.dealloc %m : memref<64xf32>
  func.return
}

func.func private @reallocs(%m: memref<64xf32>) {
  %c128 = arith.constant 128 : index
  %r = memref.realloc %m(%c128) : memref<64xf32> to memref<?xf32>
  "test.op_with_memwrite"(%r) : (memref<?xf32>) -> ()
  memref.dealloc %r : memref<?xf32>
  func.return
}

func.func private @frees_through(%x: memref<64xf32>, %y: memref<64xf32>) {
  "test.op_with_memread"(%x) : (memref<64xf32>) -> ()
  func.call @reallocs(%y) : (memref<64xf32>) -> ()
  func.return
}

func.func private @reads(%m: memref<64xf32>) {
  "test.op_with_memread"(%m) : (memref<64xf32>) -> ()
  func.return
}

// REMARK: remark: hip-pool-allocs: %a is not pooled: func.call @frees passes it to a function that may free it, which would free pool memory
// REMARK: remark: hip-pool-allocs: %b is not pooled: func.call @frees_through passes it to a function that may free it, which would free pool memory
// Entry block: %x [4, 6], %c [7, 8] (256 bytes each) share offset 0.
// CHECK:      func.func @caller(%ctx: !hip.context) {
// CHECK-NEXT:   %a = memref.alloc() : memref<64xf32>
// CHECK-NEXT:   "test.op_with_memwrite"(%a) : (memref<64xf32>) -> ()
// CHECK-NEXT:   func.call @frees(%a) : (memref<64xf32>) -> ()
// CHECK-NEXT:   %b = memref.alloc() : memref<64xf32>
// CHECK-NEXT:   %c256 = arith.constant 256 : index
// CHECK-NEXT:   %pool = hip.get_pool(%ctx, %c256) : memref<?xi8>
// CHECK-NEXT:   %c0 = arith.constant 0 : index
// CHECK-NEXT:   %x = memref.view %pool[%c0][] : memref<?xi8> to memref<64xf32>
// CHECK-NEXT:   "test.op_with_memwrite"(%b, %x) : (memref<64xf32>, memref<64xf32>) -> ()
// CHECK-NEXT:   func.call @frees_through(%x, %b) : (memref<64xf32>, memref<64xf32>) -> ()
// CHECK-NEXT:   %c = memref.view %pool[%c0][] : memref<?xi8> to memref<64xf32>
// CHECK-NEXT:   "test.op_with_memwrite"(%c) : (memref<64xf32>) -> ()
// CHECK-NEXT:   func.call @reads(%c) : (memref<64xf32>) -> ()
// CHECK-NEXT:   func.return
// scope=function keeps any call's buffer operands live to the exit (§4.8),
// so %x (0) and %c (256) do not share there; %a and %b stay as above.
// FUNC:      func.func @caller(%ctx: !hip.context) {
// FUNC-NEXT:   %c512 = arith.constant 512 : index
// FUNC-NEXT:   %pool = hip.get_pool(%ctx, %c512) : memref<?xi8>
// FUNC-NEXT:   %c0 = arith.constant 0 : index
// FUNC-NEXT:   %c256 = arith.constant 256 : index
// FUNC-NEXT:   %a = memref.alloc() : memref<64xf32>
// FUNC-NEXT:   "test.op_with_memwrite"(%a) : (memref<64xf32>) -> ()
// FUNC-NEXT:   func.call @frees(%a) : (memref<64xf32>) -> ()
// FUNC-NEXT:   %b = memref.alloc() : memref<64xf32>
// FUNC-NEXT:   %x = memref.view %pool[%c0][] : memref<?xi8> to memref<64xf32>
// FUNC-NEXT:   "test.op_with_memwrite"(%b, %x) : (memref<64xf32>, memref<64xf32>) -> ()
// FUNC-NEXT:   func.call @frees_through(%x, %b) : (memref<64xf32>, memref<64xf32>) -> ()
// FUNC-NEXT:   %c = memref.view %pool[%c256][] : memref<?xi8> to memref<64xf32>
// FUNC-NEXT:   "test.op_with_memwrite"(%c) : (memref<64xf32>) -> ()
// FUNC-NEXT:   func.call @reads(%c) : (memref<64xf32>) -> ()
// FUNC-NEXT:   func.return
func.func @caller(%ctx: !hip.context) {
  %a = memref.alloc() : memref<64xf32>
  "test.op_with_memwrite"(%a) : (memref<64xf32>) -> ()
  func.call @frees(%a) : (memref<64xf32>) -> ()
  %b = memref.alloc() : memref<64xf32>
  %x = memref.alloc() : memref<64xf32>
  "test.op_with_memwrite"(%b, %x) : (memref<64xf32>, memref<64xf32>) -> ()
  func.call @frees_through(%x, %b) : (memref<64xf32>, memref<64xf32>) -> ()
  %c = memref.alloc() : memref<64xf32>
  "test.op_with_memwrite"(%c) : (memref<64xf32>) -> ()
  func.call @reads(%c) : (memref<64xf32>) -> ()
  func.return
}

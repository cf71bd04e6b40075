// Input MLIR rejects (so it stays out of the round trip through iree-opt) and
// xDSL accepts; the pass refuses it. Checked by ../xdsl-opt-errors.mlir.

// xDSL does not check dominance; the pass rejects a size defined after its
// alloc with docs/semantics.md §8's placement error (the reference's words), at the function.
// CHECK:      {{^}}hip-pool-allocs: cannot place dynamic size arithmetic at a legal point in the block (a dyn-operand def is at-or-after the earliest pooled alloc in its domain){{$}}
// CHECK:      {{^}}  "func.func"() <{sym_name = "late_size"
func.func @late_size(%ctx: !hip.context, %n: index) {
  %a = memref.alloc(%m) : memref<?xf32>
  %m = arith.addi %n, %n : index
  "test.use"(%a) : (memref<?xf32>) -> ()
  func.return
}

// -----

// xDSL keeps any integer in an index attribute; as a size it is an error.
// CHECK:      {{^}}hip-pool-allocs: cannot size %a in @huge_size: size operand #0 (%c) is the constant 99999999999999999999999, outside 0..2^63-1{{$}}
// CHECK:      {{^}}    %a = "memref.alloc"(%c)
// CHECK-NEXT: {{^}}    ^^^^^^^^^^^^^^^^^^^---
func.func @huge_size(%ctx: !hip.context) {
  %c = arith.constant 99999999999999999999999 : index
  %a = memref.alloc(%c) : memref<?xf32>
  "test.use"(%a) : (memref<?xf32>) -> ()
  func.return
}

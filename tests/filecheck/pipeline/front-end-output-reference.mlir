// REQUIRES: hip-ref-opt
// RUN: %hip-ref-opt --mlir-disable-threading --hip-pool-allocs --cse %S/front-end-output.mlir > %t.reference
// RUN: xhip-opt --hip-pool-allocs %S/front-end-output.mlir | %hip-ref-opt --cse > %t.xhip
// RUN: diff %t.reference %t.xhip
// RUN: xhip-opt --hip-pool-allocs %S/front-end-output.mlir --mlir-print-op-generic | %hip-ref-opt --cse > %t.generic
// RUN: diff %t.reference %t.generic

// front-end-output.mlir (weights as splat globals with an alignment, an
// outlined function, hip.alloc_output, the earlier passes' module attributes)
// gives the reference's output exactly once both are normalised by the
// reference's own printer, and hip-ep's binary reads xhip's output in both forms.

// (No `diff` inside a pipeline: lit runs its own `diff` in Python and sets
// PYTHONPATH for the whole pipeline, which would run another xhip.)

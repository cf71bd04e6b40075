// RUN: not xhip-opt %s 2>&1 | filecheck %s
// RUN: not xhip check %s 2>&1 | filecheck %s
// RUN: not xhip plan %s 2>&1 | filecheck %s

// A value used but never defined is reported at its first use (line 12, column
// 23: `%undefined`), as MLIR reports an undeclared value, not at the end of
// the input where xDSL's parser notices it. With several, at the first use of
// any of them (line 12 again: %undefined comes before %other).

// CHECK: undefined-value.mlir:[[# @LINE + 2]]:23: error: values used but not defined: [%undefined, %other]
func.func @f(%n: index) {
  %x = arith.addi %n, %undefined : index
  %y = arith.addi %x, %other : index
  func.return
}

// The end of the input, where the error was reported before.

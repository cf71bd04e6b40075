"""Rewriting infrastructure the passes share: MLIR's greedy pattern driver, the
folders it runs, and batched use replacement (as xDSL keeps its own in
`xdsl/rewriting/`)."""

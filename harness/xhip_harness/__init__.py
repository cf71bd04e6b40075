"""xhip's test harness (the `xhip-harness` distribution, harness/ in the repo):
what develops and measures xhip, not what it needs to run. `fuzz/` (random
functions through the pass, checked and executed), `execute/` (the NumPy and
PyTorch executor, original vs pooled), `gpu/` (the GPU campaign), `reference/`
(against hip-ep's own passes), `corpus/` (the corpus of real models and its
mlir-runner harness), `workloads/` (generated model programs) and `bench/`
(`xhip bench`, with MiniMalloc's instances). It imports xhip; xhip never
imports it (its `xhip bench` and `xhip fuzz` come through the `xhip.subcommands`
entry points).
"""

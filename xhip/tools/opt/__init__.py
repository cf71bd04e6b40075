"""`xhip-opt`: the `mlir-opt`-compatible driver (`driver.py`), its pass pipelines
(`pipeline.py`) and `--verify-diagnostics` (`verify_diagnostics.py`)."""

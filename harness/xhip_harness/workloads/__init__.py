"""Model programs (decoder and vision layers, speed shapes) generated as MLIR
text: the inputs the benchmarks, the GPU campaign and tests share."""

func.func @generic(%a: memref<4xf32>, %b: memref<4xf32>) {
  %0:2 = "memref.distinct_objects"(%a, %b) : (memref<4xf32>, memref<4xf32>) -> (memref<4xf32>, memref<4xf32>)
  return
}

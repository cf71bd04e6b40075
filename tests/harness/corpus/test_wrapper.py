"""The `@main` the harness adds, the context argument it drops, and the
splat weights of the generator: text only, no MLIR needed."""

from __future__ import annotations

import pytest

from xhip_harness.corpus.weights import splat_weights
from xhip_harness.corpus.wrapper import MemRef, add_main, drop_unused_context, signature

MODULE = """module {
  func.func @main_graph(%arg0: memref<?x4xf32>, %arg1: memref<2xi64>) -> (memref<?x4xf32>, memref<f32>) {
    return %a, %b : memref<?x4xf32>, memref<f32>
  }
}
"""


def test_signature() -> None:
    args, results = signature(MODULE)
    assert args == [("%arg0", "memref<?x4xf32>"), ("%arg1", "memref<2xi64>")]
    assert results == ["memref<?x4xf32>", "memref<f32>"]
    assert MemRef.parse("memref<?x4xf32>") == MemRef((None, 4), "f32")
    assert str(MemRef.parse("memref<f32>").concrete(3)) == "memref<f32>"


def test_main_fills_calls_and_prints() -> None:
    text = add_main(MODULE, 3)
    main = text[text.index("func.func @main()") :]
    assert "%in0 = memref.alloc() : memref<3x4xf32>" in main
    assert (
        "memref.collapse_shape %in0 [[0, 1]] : memref<3x4xf32> into memref<12xf32>"
        in main
    )
    assert "%arg_in0 = memref.cast %in0 : memref<3x4xf32> to memref<?x4xf32>" in main
    assert "%in1 = memref.alloc() : memref<2xi64>" in main
    assert "%r = arith.remui %ii, %c7 : i64" in main
    assert (
        "%res:2 = func.call @main_graph(%arg_in0, %in1) : (memref<?x4xf32>, "
        "memref<2xi64>) -> (memref<?x4xf32>, memref<f32>)"
    ) in main
    assert "%x = memref.load %res1[] : memref<f32>" in main
    assert (
        main.count("func.call @printI64") == 2 + 1 + 1
    )  # 2 dims of res0, each element of both


def test_drop_unused_context() -> None:
    pooled = MODULE.replace("@main_graph(", "@main_graph(%ctx: !hip.context, ")
    assert drop_unused_context(pooled) == MODULE
    used = pooled.replace("return", "hip.use %ctx\n    return")
    with pytest.raises(ValueError, match=r"%ctx: !hip\.context still used"):
        drop_unused_context(used)


SPLAT_IN = """%0 = arith.constant dense_resource<w> : tensor<2xf32>
%1 = arith.constant dense_resource<ids> : tensor<2xi64>

{-#
  dialect_resources: {
    builtin: {
      w: "0x040000000000C03F00000040",
      ids: "0x080000000100000000000000"
    }
  }
#-}
"""

SPLAT_OUT = """%0 = arith.constant dense<1.500000000e+00> : tensor<2xf32>
%1 = arith.constant dense_resource<ids> : tensor<2xi64>

{-#
  dialect_resources: {
    builtin: {
      ids: "0x080000000100000000000000"
    }
  }
#-}
"""


def test_splat_weights_keeps_integer_blobs() -> None:
    """f32 0x3FC00000 is 1.5 (the blob's first element); the i64 blob stays."""
    assert splat_weights(SPLAT_IN) == SPLAT_OUT

"""Modules shaped like hip-ep's front-end output: the generator, the executor's
`memref.get_global`, and the checker's view of globals."""

from __future__ import annotations

from collections import Counter

import numpy as np
import pytest
from xdsl.dialects import func

from xhip.dialects.splat import SplatElementsAttr
from xhip.dialects.xdsl_ext import GlobalOp
from xhip_harness.execute.differential import make_arguments
from xhip_harness.execute.interpreter import Executor
from xhip_harness.fuzz.pipeline_module import build_pipeline_module
from xhip_harness.fuzz.program import FuzzCase, RandomChooser
from xhip_harness.fuzz.runner import parse_case, run_case

SEEDS = range(12)


def _modules() -> list[FuzzCase]:
    return [build_pipeline_module(RandomChooser(seed)) for seed in SEEDS]


def test_the_generator_writes_what_it_promises():
    seen: Counter[str] = Counter()
    for case in _modules():
        module = parse_case(case)
        seen["input_shapes"] += "hipdnn.input_shapes" in module.attributes
        for op in module.walk():
            seen[op.name] += 1
            if isinstance(op, func.FuncOp) and op.sym_name.data.startswith("outlined"):
                seen["outlined"] += 1
            if isinstance(op, GlobalOp):
                seen["aligned global"] += op.alignment is not None
                seen["large splat"] += isinstance(op.initial_value, SplatElementsAttr)
    assert seen["input_shapes"] == len(SEEDS)
    for wanted in (
        "memref.global",
        "memref.get_global",
        "hip.alloc_output",
        "outlined",
        "aligned global",
        "large splat",
    ):
        assert seen[wanted] > 0, wanted


@pytest.mark.slow
def test_generated_modules_pool_safely_in_every_configuration():
    for case in _modules()[:6]:
        report = run_case(case, random_bindings=4)
        assert report.findings == [], "\n".join([*report.findings, case.text])
        assert report.pooled == 8


GLOBALS = """\
memref.global "private" constant @w : memref<2x3xf32> = dense<[[1.0, 2.0, 3.0], [4.0, 5.0, 6.0]]> {alignment = 64 : i64}
memref.global "private" constant @s : memref<300x300xbf16> = dense<1.5>
memref.global "private" constant @m : memref<4xi1> = dense<[true, false, true, true]>
func.func @fuzz(%ctx: !hip.context, %out: memref<2x3xf32>, %o2: memref<300x300xbf16>, %o3: memref<4xi1>) {
  %w = memref.get_global @w : memref<2x3xf32>
  %s = memref.get_global @s : memref<300x300xbf16>
  %m = memref.get_global @m : memref<4xi1>
  %a = memref.alloc() : memref<2x3xf32>
  hip.neg(%ctx) ins(%w : memref<2x3xf32>) outs(%a : memref<2x3xf32>)
  memref.copy %a, %out : memref<2x3xf32> to memref<2x3xf32>
  memref.copy %s, %o2 : memref<300x300xbf16> to memref<300x300xbf16>
  memref.copy %m, %o3 : memref<4xi1> to memref<4xi1>
  %v = arith.select %m0, %a, %w : memref<2x3xf32>
  memref.dealloc %v : memref<2x3xf32>
  return
}
"""


def test_get_global_reads_the_initializer_splats_too():
    text = GLOBALS.replace("%v = arith.select %m0, %a, %w : memref<2x3xf32>\n", "")
    text = text.replace("memref.dealloc %v :", "memref.dealloc %a :")
    module = parse_case(FuzzCase(text))
    (f,) = [op for op in module.walk() if isinstance(op, func.FuncOp)]
    (glob,) = [
        op
        for op in module.walk()
        if isinstance(op, GlobalOp) and op.sym_name.data == "s"
    ]
    assert isinstance(glob.initial_value, SplatElementsAttr)  # 90,000 elements
    args = make_arguments(f, np.random.default_rng(0))
    executor = Executor()
    executor.run(f, args)
    assert args[1].tolist() == [[-1.0, -2.0, -3.0], [-4.0, -5.0, -6.0]]
    assert set(np.unique(args[2]).tolist()) == {0x3FC0}  # bf16 bits of 1.5
    assert args[3].read().tolist() == [True, False, True, True]
    assert sorted(executor.globals) == ["m", "s", "w"]


def test_a_dealloc_that_may_free_a_global_frees_no_pool_memory():
    """The checker takes `memref.get_global` for a global's memory, never a
    pool view's: a dealloc of a select of an alloc and a global is no finding
    (the alloc stays unpooled, as a may-freed alloc does), although a pooled
    buffer's address was kept by an op of unknown effects."""
    text = GLOBALS.replace(
        "%v = arith.select %m0,",
        "%i0 = arith.constant 0 : index\n  %m0 = memref.load %m[%i0] : memref<4xi1>\n"
        "  %b = memref.alloc() : memref<8xf32>\n"
        '  "test.keep"(%b) : (memref<8xf32>) -> ()\n'
        "  %v = arith.select %m0,",
    )
    report = run_case(FuzzCase(text, executable=False), random_bindings=4)
    assert report.findings == []
    assert report.pooled == 8

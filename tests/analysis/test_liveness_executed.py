"""The liveness of buffers (`xhip/analysis/liveness.py`) against executions:
random structured programs (nested `scf.for` with per-iteration temporaries,
buffers carried in `iter_args`, `scf.if` with results and frees on one path),
as they are and lowered to `cf` (xDSL's `convert-scf-to-cf`), run by the
executor, which records every op it runs and the buffers the op
touches. Each buffer instance is live from its alloc to its last use (a
dealloc is not one); every op
run in between must be in the alloc's interval set, and an alloc two
instances of which are live at once must be `self_overlapping`."""

from __future__ import annotations

import pytest
from xdsl.dialects import func, memref
from xdsl.ir import Operation
from xdsl.transforms.convert_scf_to_cf import ConvertScfToCf

from xhip.analysis.liveness import buffer_liveness
from xhip.ir import make_context, parse_module
from xhip_harness.execute.interpreter import Executor
from xhip_harness.fuzz.control_flow import program


class _Tracer(Executor):
    """Records each op run (`trace`) and the buffers (storage keys) it touches."""

    def __init__(self) -> None:
        super().__init__(seed=0)
        self.trace: list[Operation] = []
        self.touched: list[set[int]] = []
        self.made_by: dict[int, Operation] = {}
        self.keep: list[object] = []
        """Every buffer made: no id is reused while the run is checked."""

    def _op(self, op: Operation) -> None:
        # A dealloc is not a use (docs/semantics.md §4): the pass erases it.
        operands = () if isinstance(op, memref.DeallocOp) else op.operands
        keys = {
            self.backend.storage_key(self.env[v])
            for v in operands
            if self.backend.is_buffer(self.env.get(v))
        }
        self.trace.append(op)
        self.touched.append(keys)
        super()._op(op)
        if isinstance(op, memref.AllocOp):
            buffer = self.env[op.memref]
            self.keep.append(buffer)
            key = self.backend.storage_key(buffer)
            self.made_by[key] = op
            keys.add(key)


def check(seed: int, x: int, lower: bool = False) -> None:
    """Runs program `seed` on `x` (with `lower`, after `convert-scf-to-cf`:
    blocks, branches and block arguments in place of scf's regions)."""
    text = program(seed)
    context = make_context()
    module = parse_module(context, text, f"live{seed}.mlir")
    if lower:
        ConvertScfToCf().apply(context, module)
        text = str(module)
    f = next(op for op in module.walk() if isinstance(op, func.FuncOp))
    result = buffer_liveness(f)
    position = {op: i for i, op in enumerate(result.ops)}
    tracer = _Tracer()
    tracer.run(f, [x, x + 3])  # %x, %n
    spans: dict[int, list[int]] = {}
    for step, keys in enumerate(tracer.touched):
        for key in keys:
            spans.setdefault(key, [step, step])[1] = step
    live_at: list[list[int]] = [[] for _ in tracer.trace]
    for key, (first, last) in spans.items():
        alloc = tracer.made_by.get(key)
        if alloc is None:
            continue
        assert isinstance(alloc, memref.AllocOp)
        points = result.intervals[alloc]
        for step in range(first, last + 1):
            live_at[step].append(key)
            point = position[tracer.trace[step]]
            assert point in points, (
                f"seed {seed}: {alloc.memref.name_hint} live at {point} "
                f"({tracer.trace[step].name}), outside {points}\n{text}"
            )
    for keys in live_at:
        made = [tracer.made_by[k] for k in keys]
        for alloc in {a for a in made if made.count(a) > 1}:
            assert alloc in result.self_overlapping, f"seed {seed}: two live\n{text}"


@pytest.mark.parametrize("seed", range(60))
def test_every_executed_live_point_is_in_the_set(seed: int) -> None:
    for x in (0, 2):
        check(seed, x)


@pytest.mark.parametrize("seed", range(40))
def test_every_executed_live_point_is_in_the_set_after_lowering_to_cf(
    seed: int,
) -> None:
    for x in (0, 1):
        check(seed, x, lower=True)


def test_the_generator_makes_loops_branches_and_carried_buffers() -> None:
    texts = [program(seed) for seed in range(60)]
    assert sum("iter_args" in t for t in texts) > 10
    assert sum("scf.if" in t for t in texts) > 10
    assert sum("memref.dealloc" in t for t in texts) > 10

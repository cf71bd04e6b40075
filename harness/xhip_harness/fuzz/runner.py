"""One fuzz case through the pass, the checker and the differential executor.

`run_case` parses a generated function, pools it with every configuration
(lifetime-only true/false x alignments 1, 64, 256, 4096), checks each output
with `xhip check` at that alignment, and runs original and pooled on the
case's inputs: any violation, any pass error, any different bit is a finding.
A case the executor cannot run (`FuzzCase.executable`: addresses as integers,
unregistered ops, calls) is pooled and checked only. A case that stores new
sizes (`FuzzCase.overwrites_sizes`) is checked where the checker can compute
its views' sizes (a load of memory the function writes is not a value it
computes: such a function is left to the differential run).
With `tail`, the passes hip-ep runs before the pool pass come first
(hip-use-output-allocator, hip-resolve-memref-dims, cse,
hip-hoist-alloc-size-arith{hoist-loads=true}).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field
from functools import cache
from typing import cast

import numpy as np
from xdsl.context import Context
from xdsl.dialects import func
from xdsl.dialects.builtin import ModuleOp
from xdsl.passes import ModulePass
from xdsl.transforms.common_subexpression_elimination import (
    CommonSubexpressionElimination,
)

from xhip.analysis.lifetimes import LifetimeStart
from xhip.check.checker import CheckError, CheckOptions, check_function
from xhip.diagnostics import Remark, capture_remarks
from xhip.ir import make_context, parse_module, verify_with_locations
from xhip.plan import PackerName
from xhip.transforms.hip_pool_allocs import HipPoolAllocsPass
from xhip.transforms.hoist_alloc_size_arith import HipHoistAllocSizeArithPass
from xhip.transforms.resolve_memref_dims import HipResolveMemrefDimsPass
from xhip.transforms.use_output_allocator import HipUseOutputAllocatorPass
from xhip_harness.execute.differential import differential, make_arguments
from xhip_harness.execute.interpreter import Value
from xhip_harness.execute.memory import ExecutionError
from xhip_harness.fuzz.program import FuzzCase

ALIGNMENTS = (1, 64, 256, 4096)
CONFIGS: tuple[tuple[bool, int], ...] = tuple(
    (lifetime_only, a) for lifetime_only in (True, False) for a in ALIGNMENTS
)
"""(lifetime-only, alignment) pairs every case is pooled with."""


UNEVALUABLE = "xhip check: cannot evaluate"
"""How the checker's error about a value it cannot compute begins."""


class GeneratorError(AssertionError):
    """The generated program itself is broken (a fuzzer bug, not a pass bug)."""


@dataclass
class CaseReport:
    """What one case exercised and what went wrong."""

    pooled: int = 0
    """Pass runs (one per configuration)."""
    bindings: int = 0
    """Function bindings the checker evaluated, over all configurations."""
    executed: int = 0
    """Differential runs."""
    findings: list[str] = field(default_factory=list[str])

    def add(self, other: CaseReport) -> None:
        self.pooled += other.pooled
        self.bindings += other.bindings
        self.executed += other.executed
        self.findings += other.findings


@cache
def _context() -> Context:
    return make_context(allow_unregistered=True)


def parse_case(case: FuzzCase) -> ModuleOp:
    module = parse_module(_context(), case.text, "<fuzz>")
    verify_with_locations(module)
    return module


def _functions(module: ModuleOp) -> list[func.FuncOp]:
    return [
        op for op in module.walk() if isinstance(op, func.FuncOp) and op.body.blocks
    ]


def case_function(module: ModuleOp) -> func.FuncOp:
    """The function the case runs: the one public function with a body (the
    private ones are functions it calls), or `@fuzz` beside outlined ones."""
    found = [
        f
        for f in _functions(module)
        if f.sym_visibility is None or f.sym_visibility.data != "private"
    ]
    if len(found) != 1:
        found = [f for f in found if f.sym_name.data == "fuzz"]
    if len(found) != 1:
        raise GeneratorError("expected one function with a body, or one @fuzz")
    return found[0]


def tail_passes() -> list[ModulePass]:
    """The tail of hip-ep's pipeline before the pool pass, with hoist-loads."""
    return [
        HipUseOutputAllocatorPass(),
        HipResolveMemrefDimsPass(),
        CommonSubexpressionElimination(),
        HipHoistAllocSizeArithPass(hoist_loads=True),
    ]


def run_case(
    case: FuzzCase,
    configs: Sequence[tuple[bool, int]] = CONFIGS,
    random_bindings: int = 16,
    execute: bool = True,
    lifetime_start: LifetimeStart = LifetimeStart.ALLOC,
    packer: str = "reference",
    tail: bool = False,
) -> CaseReport:
    """Pools, checks and (optionally) executes `case` under every configuration."""
    report = CaseReport()
    module = parse_case(case)
    original = case_function(module)
    args = _arguments(case, original) if execute and case.executable else None
    if tail:
        # Outputs are compared by out_idx: the reference run needs its returned
        # buffers as hip.alloc_output too (its results are compared as well).
        module = module.clone()
        HipUseOutputAllocatorPass().apply(Context(), module)
        original = case_function(module)
    for lifetime_only, alignment in configs:
        label = (
            f"lifetime-only={str(lifetime_only).lower()} alignment={alignment} "
            f"packer={packer}"
        )
        pooled_module = module.clone()
        try:
            _pool(pooled_module, tail, lifetime_only, alignment, lifetime_start, packer)
        except Exception as e:  # a crash or bad output of the pass is a finding
            report.findings.append(f"{label}: pass failed: {type(e).__name__}: {e}")
            continue
        report.pooled += 1
        pooled = case_function(pooled_module)
        for checked in _functions(pooled_module):
            try:
                check = check_function(
                    checked,
                    CheckOptions(
                        alignment=alignment,
                        lifetime_start=lifetime_start,
                        random_bindings=random_bindings,
                    ),
                )
            except CheckError as e:
                # A size loaded from memory the function writes: the checker
                # leaves it, the differential run (if any) still compares.
                if case.overwrites_sizes and e.message.startswith(UNEVALUABLE):
                    continue
                raise
            report.bindings += check.feasible
            report.findings += [f"{label}: {v.message}" for v in check.violations]
        if args is not None:
            _compare_runs(report, label, original, pooled, args)
    return report


def _arguments(case: FuzzCase, original: func.FuncOp) -> list[Value]:
    """The case's inputs for the differential runs; raises `GeneratorError`
    when the generated function itself does not run on them."""
    args = make_arguments(
        original,
        np.random.default_rng(0),
        scalars=case.scalars,
        shapes=case.shapes,
        contents=case.contents,
    )
    try:
        differential(original, original, args)
    except ExecutionError as e:
        raise GeneratorError(f"the generated program does not run: {e}") from e
    return args


def _pool(
    module: ModuleOp,
    tail: bool,
    lifetime_only: bool,
    alignment: int,
    lifetime_start: LifetimeStart,
    packer: str,
) -> None:
    """Runs the pass (after the `tail` passes) on `module` in place and verifies
    the result; remarks about allocs left unpooled are expected and dropped."""
    remarks: list[Remark] = []
    for p in tail_passes() if tail else ():
        p.apply(Context(), module)
    with capture_remarks(remarks.append):
        HipPoolAllocsPass(
            alignment=alignment,
            lifetime_only=lifetime_only,
            lifetime_start=lifetime_start.value,
            packer=cast(PackerName, packer),
        ).apply(Context(), module)
    verify_with_locations(module)


def _compare_runs(
    report: CaseReport,
    label: str,
    original: func.FuncOp,
    pooled: func.FuncOp,
    args: list[Value],
) -> None:
    """Runs original and pooled on `args`; a failed run or a different result
    is a finding."""
    try:
        outcome = differential(original, pooled, args)
    except ExecutionError as e:  # the original ran: the pooled one broke
        report.findings.append(f"{label}: pooled run failed: {e}")
        return
    report.executed += 1
    if outcome.mismatches:
        report.findings.append(
            f"{label}: pooled results differ from the original: "
            + ", ".join(outcome.mismatches)
        )

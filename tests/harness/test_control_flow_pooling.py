"""`hip-pool-allocs{scope=function}` against executions: random control-flow
programs (`xhip_harness.fuzz.control_flow`), as they are and lowered to `cf`,
pooled and run next to the original; every loaded value must be the same."""

from __future__ import annotations

import re
from dataclasses import replace

import pytest
from xdsl.dialects import func, memref
from xdsl.ir import Operation
from xdsl.irdl.dominance import DominanceInfo

import xhip.analysis.candidates as candidates
import xhip.plan.planner as planner
import xhip.planning.packers as packers
from xhip.plan import PoolOptions
from xhip.planning.interval_sets import IntervalSet
from xhip.planning.interval_slabs import SetPacker, SetRequest, plan_interval_slabs
from xhip.planning.layout import DomainLayout, Slab
from xhip.transforms.pool_module import pool_module
from xhip_harness.fuzz.control_flow import (
    ControlFlowGenerator,
    check_pooled,
    checker_findings,
    main,
    parsed,
    program,
)


@pytest.mark.parametrize("seed", range(25))
@pytest.mark.parametrize("lower", [False, True], ids=["scf", "cf"])
def test_pooled_runs_load_what_the_original_loads(seed: int, lower: bool) -> None:
    outcome = check_pooled(seed, lower)
    assert outcome.pooled > 0
    assert outcome.findings == []


@pytest.mark.parametrize("seed", range(5))
def test_packer_best_too(seed: int) -> None:
    assert check_pooled(seed, True, "best").findings == []


@pytest.mark.parametrize("seed", range(6))
@pytest.mark.parametrize("lower", [False, True], ids=["scf", "cf"])
def test_memref_pools_too(seed: int, lower: bool) -> None:
    """`pool=memref` (docs/semantics.md §7.7): the same loads, and the checker's
    rules of alloc pools (freed only at the end) hold."""
    outcome = check_pooled(seed, lower, pool="memref")
    assert outcome.pooled > 0
    assert outcome.findings == []


def test_the_checker_sees_a_memref_pool_freed_early() -> None:
    """The campaign's oracle for `pool=memref`'s deallocs is the checker (the
    NumPy executor does not free): a pool's dealloc moved to right after the
    pool makes a finding."""
    module = parsed(0, False)
    pool_module(module, PoolOptions(scope="function", pool="memref"), remarks=False)
    f = next(op for op in module.ops if isinstance(op, func.FuncOp))
    pools = [
        op
        for op in f.walk()
        if isinstance(op, memref.AllocOp)
        and any(isinstance(u.operation, memref.ViewOp) for u in op.memref.uses)
    ]
    assert pools
    free = next(
        u.operation
        for u in pools[0].memref.uses
        if isinstance(u.operation, memref.DeallocOp)
    )
    free.detach()
    block = pools[0].parent_block()
    assert block is not None
    block.insert_op_after(free, pools[0])
    found = checker_findings(module, "moved")
    assert any("is not at the function's end" in f for f in found), found


def test_the_oracle_catches_buffers_that_share_while_live(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """Every pooled buffer at offset 0: programs with two buffers live at once
    must show it."""

    def everything_at_zero(
        lives: list[IntervalSet], sizes: list[int], alignment: int
    ) -> list[int]:
        return [0] * len(sizes)

    monkeypatch.setattr(packers, "interval_best_fit", everything_at_zero)
    found = [bool(check_pooled(s, False, dynamic=False).findings) for s in range(10)]
    assert sum(found) >= 3


def test_the_oracle_catches_dynamic_buffers_that_share_while_live(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """Every dynamic buffer in one slab (all at its base): programs with two
    such buffers live at once must show it."""

    def one_slab(
        requests: list[SetRequest], alignment: int, packer: SetPacker
    ) -> DomainLayout:
        layout = plan_interval_slabs(requests, alignment, packer)
        groups = tuple(g for slab in layout.slabs for g in slab.groups)
        return replace(
            layout,
            slabs=(Slab(groups, True),) if groups else (),
            group_order=tuple((0, k) for k in range(len(groups))),
        )

    monkeypatch.setattr(planner, "plan_interval_slabs", one_slab)
    assert sum(bool(check_pooled(seed, False).findings) for seed in range(10)) >= 3


def test_the_pooling_programs_initialize_what_they_read() -> None:
    assert "%c2, %b1[%c1]" in program(0, pooling=True, dynamic=False)
    assert "%c2, %b1[%c1]" not in program(0, dynamic=False)


def test_the_programs_have_sizes_of_each_kind() -> None:
    """Sized by the argument, by a value of the entry block, of a loop body
    (its induction variable) and of a branch, across the first seeds."""
    texts = "".join(program(seed) for seed in range(20))
    assert "memref.alloc(%n)" in texts
    for size in (", %c2 : index\n", "%x, %c3 : index"):
        assert size in texts
    assert re.search(
        r"(%s\d+) = arith.addi %i\d+, %c2 : index\n(.*\n)*.*alloc\(\1\)", texts
    )
    assert re.search(
        r"(%s\d+) = arith.addi %x, %c2 : index\n(.*\n)*.*alloc\(\1\)", texts
    )


def test_dynamic_sizes_are_pooled_and_left() -> None:
    """Over a few seeds, some dynamic allocs become views and some stay
    (their size is defined in a loop or a branch)."""
    pooled = left = 0
    for seed in range(10):
        module = parsed(seed, lower=False)
        pool_module(module, PoolOptions(scope="function"), remarks=False)
        for op in module.walk():
            if isinstance(op, memref.ViewOp) and op.sizes:
                pooled += 1
            if isinstance(op, memref.AllocOp) and op.dynamic_sizes:
                left += 1
    assert pooled > 0 and left > 0


def test_the_campaign_command_reports_its_counts(
    capsys: pytest.CaptureFixture[str],
) -> None:
    assert main(["--examples", "2", "--seed", "7"]) == 0
    out = capsys.readouterr().out
    assert "2 programs x scf/cf x reference/best" in out
    assert "0 findings" in out


def test_parallel_loops_keep_their_temporaries_and_the_campaign_checks_it(
    monkeypatch: pytest.MonkeyPatch,
):
    """`--parallel` programs: some loops are `scf.parallel`, whose body's
    temporaries stay unpooled (docs/semantics.md §4.8); with that rule off, the
    campaign's checker rejects the outputs (one offset for instances that may
    run at once), though a run in order cannot show it."""
    seeds = range(8)
    assert sum("scf.parallel" in program(s, True, True, True) for s in seeds) >= 3
    assert [
        f for s in seeds for f in check_pooled(s, False, parallel=True).findings
    ] == []

    def never(op: Operation, function: Operation) -> Operation | None:
        return None

    monkeypatch.setattr(candidates, "concurrent_parent", never)
    found = [f for s in seeds for f in check_pooled(s, False, parallel=True).findings]
    assert any("share bytes while both live" in f for f in found)
    assert not any("loads differ" in f for f in found)


def test_lowered_blocks_come_in_any_order_and_branches_define_late_sizes(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """The cf form lists blocks before blocks that dominate them (a home
    after its allocs' blocks), and sizes are defined between a region's
    statements, after allocs of it: over the first seeds, both happen."""
    listed_early = 0
    for seed in range(10):
        body = next(
            op for op in parsed(seed, lower=True).ops if isinstance(op, func.FuncOp)
        ).body
        dominance = DominanceInfo(body)
        blocks = list(body.blocks)
        listed_early += any(
            dominance.strictly_dominates(b, a)
            for i, a in enumerate(blocks)
            for b in blocks[i + 1 :]
        )
    assert listed_early >= 5
    late: list[str] = []
    original = ControlFlowGenerator.late_size

    def recorded(g: ControlFlowGenerator, depth: int, k: int) -> None:
        original(g, depth, k)
        late.append(g.sizes[-1])

    monkeypatch.setattr(ControlFlowGenerator, "late_size", recorded)
    texts = [program(seed) for seed in range(20)]
    sized = [t for t in texts if any(f"memref.alloc({s})" in t for s in late if s in t)]
    assert len(late) >= 20 and len(sized) >= 5

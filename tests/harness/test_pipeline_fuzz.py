"""The fuzz campaign of the pipeline tail (`python -m xhip_harness.fuzz --tail`): random
programs, some storing new sizes into the buffer sizes are loaded from, through
hip-use-output-allocator, hip-resolve-memref-dims, cse,
hip-hoist-alloc-size-arith{hoist-loads=true} and hip-pool-allocs, then the
checker and a differential run against the program as written."""

from __future__ import annotations

import pytest

from xhip.analysis import memory_effects
from xhip.transforms import hoist_alloc_size_arith
from xhip_harness.fuzz.program import RandomChooser, build_program
from xhip_harness.fuzz.runner import run_case

SEEDS = range(31 * 1_000_003, 31 * 1_000_003 + 60)


def _findings(cases: int = 60) -> tuple[int, int]:
    found = stores = 0
    for seed in list(SEEDS)[:cases]:
        case = build_program(RandomChooser(seed), 40, overwrite_lens=True)
        stores += case.overwrites_sizes
        report = run_case(case, configs=((True, 256),), random_bindings=4, tail=True)
        found += bool(report.findings)
    return found, stores


@pytest.mark.slow
def test_tail_campaign_finds_nothing():
    found, stores = _findings()
    assert stores > 20
    assert found == 0


@pytest.mark.slow
def test_tail_campaign_sees_a_load_moved_above_a_store(
    monkeypatch: pytest.MonkeyPatch,
):
    """With the write check of hoist-loads switched off, loads move above the
    stores that change them, and the differential runs see other sizes."""

    def no_writer(self: hoist_alloc_size_arith._Cones, read: object) -> None:
        return None

    monkeypatch.setattr(hoist_alloc_size_arith._Cones, "_writer_before", no_writer)
    found, _ = _findings()
    assert found > 0


def test_tail_programs_store_sizes_through_loaded_pointers_and_calls():
    """The tail programs also load sizes from an alloca copy of `%lens` whose
    address is stored (written back through a pointer loaded from `%lslot`)
    and from a global a called function stores (docs/passes.md,
    "hoist-loads")."""
    texts = [
        build_program(RandomChooser(seed), 40, overwrite_lens=True).text
        for seed in range(60)
    ]
    assert sum("memref.load %lslot" in t for t in texts) >= 3
    assert sum("func.call @set_glens" in t for t in texts) >= 3
    assert sum("func.call @scratch()" in t for t in texts) >= 3


def test_tail_case_with_a_loaded_pointer(monkeypatch: pytest.MonkeyPatch):
    """Seed 111 stores a size through a pointer loaded back from `%lslot`,
    then loads it from `%lbuf` for an alloc: nothing found; with the escaped
    allocations left out of what a loaded pointer may be, the load moves
    above the store and the pooled run sees another size. (Drawn without
    vector elements and work that runs later, as when it was found.)"""
    case = build_program(
        RandomChooser(111), 40, overwrite_lens=True, vectors=False, deferred_work=False
    )
    assert "memref.load %lslot" in case.text
    report = run_case(case, configs=((True, 256),), random_bindings=4, tail=True)
    assert report.findings == []

    def nothing_escapes(
        self: memory_effects.BufferObjects, ops: object
    ) -> memory_effects.Objects:
        return frozenset()

    monkeypatch.setattr(memory_effects.BufferObjects, "_escaped", nothing_escapes)
    report = run_case(case, configs=((True, 256),), random_bindings=4, tail=True)
    assert report.findings

"""`hip-pool-allocs{scope=function}` against executions: random control-flow
programs (`xhip.verify.fuzz.control_flow`), as they are and lowered to `cf`,
pooled and run next to the original; every loaded value must be the same."""

from __future__ import annotations

import pytest

import xhip.plan.function_scope as function_scope
from xhip.planning.interval_sets import IntervalSet
from xhip.verify.fuzz.control_flow import check_pooled, main, program


@pytest.mark.parametrize("seed", range(25))
@pytest.mark.parametrize("lower", [False, True], ids=["scf", "cf"])
def test_pooled_runs_load_what_the_original_loads(seed: int, lower: bool) -> None:
    outcome = check_pooled(seed, lower)
    assert outcome.pooled > 0
    assert outcome.findings == []


@pytest.mark.parametrize("seed", range(5))
def test_packer_best_too(seed: int) -> None:
    assert check_pooled(seed, True, "best").findings == []


def test_the_oracle_catches_buffers_that_share_while_live(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """Every pooled buffer at offset 0: programs with two buffers live at once
    must show it."""

    def everything_at_zero(
        lives: list[IntervalSet], sizes: list[int], alignment: int
    ) -> list[int]:
        return [0] * len(sizes)

    monkeypatch.setattr(function_scope, "interval_best_fit", everything_at_zero)
    assert sum(bool(check_pooled(seed, False).findings) for seed in range(10)) >= 3


def test_the_pooling_programs_initialize_what_they_read() -> None:
    assert "%c2, %b1[%c1]" in program(0, pooling=True)
    assert "%c2, %b1[%c1]" not in program(0)


def test_the_campaign_command_reports_its_counts(
    capsys: pytest.CaptureFixture[str],
) -> None:
    assert main(["--examples", "2", "--seed", "7"]) == 0
    out = capsys.readouterr().out
    assert "2 programs x scf/cf x reference/best" in out
    assert "0 findings" in out

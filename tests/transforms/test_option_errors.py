"""Pass option errors in words, named as the command line spells them
(`xhip.transforms.kebab_options`), through xDSL's `from_spec` as `xdsl-opt -p`
builds passes."""

from __future__ import annotations

from typing import Literal

import pytest
from xdsl.utils.arg_spec import parse_spec

from xhip.analysis.lifetimes import LifetimeStart
from xhip.transforms.hip_pool_allocs import HipPoolAllocsPass
from xhip.transforms.hoist_alloc_size_arith import HipHoistAllocSizeArithPass
from xhip.transforms.kebab_options import allowed_values, expected_words


@pytest.mark.parametrize(
    "spec, message",
    [
        (
            "hip-pool-allocs{alignment=abc}",
            "alignment: expected an integer, got 'abc'",
        ),
        (
            "hip-pool-allocs{lifetime-only=maybe}",
            "lifetime-only: expected true or false, got 'maybe'",
        ),
        (
            "hip-pool-allocs{lifetime_only=3}",
            "lifetime-only: expected true or false, got 3",
        ),
        ("hip-pool-allocs{alignment=1.5}", "alignment: expected an integer, got 1.5"),
        ("hip-pool-allocs{alignment=1,2}", "alignment: expected an integer, got 1, 2"),
        (
            "hip-pool-allocs{packer-time-limit-ms=soon}",
            "packer-time-limit-ms: expected an integer, got 'soon'",
        ),
        (
            "hip-pool-allocs{packer=best,x}",
            "packer: expected reference or best, got 'best', 'x'",
        ),
        (
            "hip-pool-allocs{stack=1 bogus=2}",
            "unknown option 'stack', 'bogus' (options: alignment, lifetime-only, "
            "emit-fragmentation-report, lifetime-start, packer, packer-effort, "
            "packer-time-limit-ms, scope, pool, verify-plan)",
        ),
    ],
)
def test_pool_allocs_option_errors(spec: str, message: str) -> None:
    with pytest.raises(ValueError) as info:
        HipPoolAllocsPass.from_spec(parse_spec(spec))
    assert str(info.value) == message


def test_hoist_option_error() -> None:
    with pytest.raises(ValueError) as info:
        HipHoistAllocSizeArithPass.from_spec(
            parse_spec("hip-hoist-alloc-size-arith{hoist-loads=yes}")
        )
    assert str(info.value) == "hoist-loads: expected true or false, got 'yes'"


def test_good_options_still_build_the_pass() -> None:
    p = HipPoolAllocsPass.from_spec(
        parse_spec("hip-pool-allocs{alignment=64 lifetime-only=false packer=best}")
    )
    assert (p.alignment, p.lifetime_only, p.packer) == (64, False, "best")


def test_words_of_types() -> None:
    assert allowed_values(Literal["alloc", "first-use"] | LifetimeStart) == [
        "alloc",
        "first-use",
    ]
    assert expected_words(Literal["a", "b", "c"]) == "one of a, b or c"
    assert expected_words(int | None) == "an integer"
    assert expected_words(tuple[int, ...]) == "a list of (an integer)"
    assert allowed_values(int) is None

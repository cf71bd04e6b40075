"""Hypothesis strategies for random hip functions (`fuzz_cases()`)."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any, TypeVar

from hypothesis import strategies as st

from xhip_harness.fuzz.pipeline_module import build_pipeline_module
from xhip_harness.fuzz.program import FuzzCase, build_program

T = TypeVar("T")


class DrawChooser:
    """Decisions drawn from hypothesis, so failures shrink to small programs."""

    def __init__(self, draw: Any) -> None:
        self.draw = draw

    def integer(self, low: int, high: int) -> int:
        return int(self.draw(st.integers(low, high)))

    def choice(self, options: Sequence[T]) -> T:
        return options[int(self.draw(st.integers(0, len(options) - 1)))]

    def chance(self, p: float) -> bool:
        return int(self.draw(st.integers(0, 999))) < int(p * 1000)


@st.composite
def fuzz_cases(
    draw: Any, max_steps: int = 40, overwrite_lens: bool = False
) -> FuzzCase:
    """A random single-block function and inputs under which it runs."""
    return build_program(DrawChooser(draw), max_steps, overwrite_lens)


@st.composite
def pipeline_modules(draw: Any, max_steps: int = 40) -> FuzzCase:
    """A random module shaped like hip-ep's front-end output (`@fuzz` runs)."""
    return build_pipeline_module(DrawChooser(draw), max_steps)

"""Example budgets of the property tests, proportionate to the run.

`examples(n)`: a test's `max_examples`, `n` where it is written. Under the `ci`
profile (`.ci/run`, derandomized: the same examples every run, so a second run
of them finds nothing new) each budget is `CI_SHARE` of it, at least
`CI_MINIMUM`: the same properties over fewer fixed examples, in proportion to
what each test's examples cost. The `dev` profile (random examples, the
database) keeps the full budgets, so that developers' runs keep exploring.
"""

from __future__ import annotations

import math
import os
from collections.abc import Sequence
from typing import TypeVar

T = TypeVar("T")

CI_SHARE = 0.25
CI_MINIMUM = 20


def examples(n: int) -> int:
    """`n`, or its `CI_SHARE` (at least `CI_MINIMUM`, at most `n`) under `ci`."""
    if os.environ.get("XHIP_HYPOTHESIS_PROFILE", "dev") != "ci":
        return n
    return min(n, max(CI_MINIMUM, math.ceil(n * CI_SHARE)))


def spread(items: Sequence[T], n: int) -> Sequence[T]:
    """All of `items`, or under `ci` `n` of them spread evenly (the first
    included): a loop over cases sized like a property test's examples."""
    if os.environ.get("XHIP_HYPOTHESIS_PROFILE", "dev") != "ci" or len(items) <= n:
        return items
    return [items[(k * len(items)) // n] for k in range(n)]

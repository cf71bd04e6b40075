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

CI_SHARE = 0.25
CI_MINIMUM = 20


def examples(n: int) -> int:
    """`n`, or its `CI_SHARE` (at least `CI_MINIMUM`, at most `n`) under `ci`."""
    if os.environ.get("XHIP_HYPOTHESIS_PROFILE", "dev") != "ci":
        return n
    return min(n, max(CI_MINIMUM, math.ceil(n * CI_SHARE)))

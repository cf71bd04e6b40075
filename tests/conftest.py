"""What the whole suite shares: hypothesis's settings profiles.

`XHIP_HYPOTHESIS_PROFILE` picks one (default `dev`):

* `dev`: hypothesis's own random examples and its example database
  (`.hypothesis/`), so that a developer's runs keep exploring and replay first
  what failed before;
* `ci` (what `.ci/run` sets): derandomized, the same examples every run, and no
  database, so that a red CI means the code changed, not the draw.

Each property test's `max_examples` is set in its decorator to what its examples
cost, through `tests.budget.examples`: in full under `dev`, a proportionate
share of it under `ci` (the same fixed examples every run). Both run without a
deadline (a loaded machine is no failure).
"""

from __future__ import annotations

import os

from hypothesis import settings

settings.register_profile("dev", deadline=None)
settings.register_profile("ci", deadline=None, derandomize=True, database=None)
settings.load_profile(os.environ.get("XHIP_HYPOTHESIS_PROFILE", "dev"))

"""Pausing Python's cyclic garbage collector while a pass runs."""

from __future__ import annotations

import gc
from collections.abc import Generator
from contextlib import contextmanager


@contextmanager
def cyclic_gc_paused() -> Generator[None]:
    """Pauses the cyclic collector, restoring its state afterwards (the host's
    setting is never left changed).

    The reader, `pool_module` (so `hip-pool-allocs` under any host) and the drivers
    (`xhip-opt`, `xhip bench`) run under it: the pass makes tens of thousands
    of short-lived objects, and every full collection they set off walks the
    whole module (a third of the pass's time at 4k allocs, and more than
    linear growth per doubling). Reference counting still frees everything
    acyclic; cycles wait for the host's next collection."""
    was_enabled = gc.isenabled()
    gc.disable()
    try:
        yield
    finally:
        if was_enabled:
            gc.enable()

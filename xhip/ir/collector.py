"""Pausing Python's cyclic garbage collector while a pass runs, and skipping its
last pass at exit."""

from __future__ import annotations

import atexit
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


_SKIPPED_AT_EXIT: list[bool] = []


def no_collection_at_exit() -> None:
    """Skips the collector's full pass when the interpreter exits (idempotent).

    Run by the tools' entry points (`xhip`, `xhip-opt`) and by the `xdsl-opt`
    plugin (`xhip/universe.py`): at exit Python walks every object left, xDSL's
    and xhip's op classes and the module among them, about a third of the CPU
    time of a short run (0.15 to 0.2 CPU-seconds of `xhip-opt` or `xdsl-opt -p
    hip-pool-allocs` on a small file, paid by each of lit's tool runs).
    `gc.freeze()` in an `atexit` handler, run before that pass, moves every
    object out of its reach: the pass would free only cycles, which the exit
    releases anyway; acyclic objects are still freed and files flushed as
    before (output files are closed by the tools; Python does not promise
    `__del__` of objects alive at exit)."""
    if not _SKIPPED_AT_EXIT:
        _SKIPPED_AT_EXIT.append(True)
        atexit.register(gc.freeze)

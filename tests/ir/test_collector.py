"""The collector settings of `xhip/ir/collector.py`."""

from __future__ import annotations

import gc
import subprocess
import sys

from xhip.ir.collector import cyclic_gc_paused

EXIT_SCRIPT = """
import atexit, gc, os
gc.disable()

class Cycle:
    def __del__(self):
        os.write(1, b"collected\\n")

a = Cycle(); a.self = a; del a
if SKIP:
    from xhip.ir.collector import no_collection_at_exit
    before = atexit._ncallbacks()
    no_collection_at_exit()
    no_collection_at_exit()
    print("handlers", atexit._ncallbacks() - before)
print("end")
"""


def _exit_output(skip: bool) -> str:
    script = EXIT_SCRIPT.replace("SKIP", str(skip))
    done = subprocess.run(
        [sys.executable, "-c", script], capture_output=True, text=True, check=True
    )
    assert done.stderr == ""
    return done.stdout


def test_the_exit_pass_is_skipped_once_registered():
    """Without it, the exit's full pass finds the cycle and runs its `__del__`;
    with it (registered twice, one handler), the process ends without that
    pass. Output written before the exit is all there."""
    assert _exit_output(skip=False) == "end\ncollected\n"
    assert _exit_output(skip=True) == "handlers 1\nend\n"


def test_the_pause_restores_the_hosts_setting():
    was = gc.isenabled()
    try:
        for enabled in (True, False):
            (gc.enable if enabled else gc.disable)()
            with cyclic_gc_paused():
                assert not gc.isenabled()
            assert gc.isenabled() is enabled
    finally:
        (gc.enable if was else gc.disable)()

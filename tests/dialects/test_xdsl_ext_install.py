"""When xhip's extensions of xDSL's dialects are installed (xhip/dialects/xdsl_ext/).

Importing xhip changes nothing in xDSL and the planners load no xDSL at all; the
extensions are installed by `make_context()`, the `xdsl-opt` plugin entry point
and the passes' `apply`, once. Each check that involves importing runs in a
fresh interpreter (this one has long installed them).
"""

from __future__ import annotations

import subprocess
import sys

import pytest
from xdsl.dialects import test
from xdsl.dialects.builtin import i32
from xdsl.ir import Dialect

from xhip.dialects.xdsl_ext.private_api import (
    printer_ssa_names,
    set_dialect_ops,
    set_operands_keeping_uses,
)


def run_fresh(code: str) -> str:
    """Runs `code` in a new interpreter; its stdout."""
    done = subprocess.run(
        [sys.executable, "-c", code], capture_output=True, text=True, check=False
    )
    assert done.returncode == 0, done.stderr
    return done.stdout


def test_the_planners_and_workloads_load_no_xdsl():
    """Every module of `xhip.planning` and `xhip_harness.workloads` (pure, standard
    library only) imports without loading a single xDSL module."""
    out = run_fresh(
        "import pkgutil, sys, importlib\n"
        "import xhip.planning, xhip.planning.requests, xhip_harness.workloads\n"
        "for package in (xhip.planning, xhip_harness.workloads):\n"
        "    for info in pkgutil.walk_packages(package.__path__, package.__name__ + '.'):\n"
        "        importlib.import_module(info.name)\n"
        "print(sorted(m for m in sys.modules if m == 'xdsl' or m.startswith('xdsl.')))\n"
        "print('xhip.planning.requests' in sys.modules)\n"
    )
    assert out.splitlines() == ["[]", "True"]


# A fingerprint of xDSL's dialects the extensions change: every class attribute
# of every class of those modules, and each dialect's op list.
FINGERPRINT = """
import sys
from xdsl.dialects import arith, func, memref, scf, tensor

def fingerprint():
    state = {}
    for module in (arith, func, memref, scf, tensor):
        for cls in vars(module).values():
            if isinstance(cls, type) and cls.__module__ == module.__name__:
                for key, value in vars(cls).items():
                    state[(cls.__qualname__, key)] = id(value)
    for dialect in (arith.Arith, func.Func, memref.MemRef, scf.Scf, tensor.Tensor):
        state[dialect.name] = tuple(dialect.operations)
    return state

before = fingerprint()
"""


def test_importing_xhip_patches_nothing_until_make_context():
    out = run_fresh(
        FINGERPRINT + "import xhip, xhip.dialects.xdsl_ext as ext\n"
        "import xhip.transforms.hip_pool_allocs, xhip.ir\n"
        "assert fingerprint() == before, 'import patched xDSL'\n"
        "assert not ext.installed()\n"
        "assert memref.GlobalOp in memref.MemRef.operations\n"
        "assert 'memref.reshape' not in [op.name for op in memref.MemRef.operations]\n"
        "xhip.ir.make_context()\n"
        "assert ext.installed()\n"
        "after = fingerprint()\n"
        "assert after != before\n"
        "assert ext.GlobalOp in memref.MemRef.operations\n"
        "assert memref.GlobalOp not in memref.MemRef.operations\n"
        "assert ext.ReshapeOp in memref.MemRef.operations\n"
        "ext.install()\n"
        "xhip.ir.make_context()\n"
        "assert fingerprint() == after, 'a second install changed something'\n"
        "print('ok')\n"
    )
    assert out == "ok\n"


def test_the_xdsl_opt_entry_point_installs_the_extensions():
    """What `xdsl-opt` does at start: load every `xdsl.universe` entry point."""
    out = run_fresh(
        "from importlib.metadata import entry_points\n"
        "import xhip.dialects.xdsl_ext as ext\n"
        "assert not ext.installed()\n"
        "(ours,) = [e for e in entry_points(group='xdsl.universe') if e.name == 'xhip']\n"
        "universe = ours.load()\n"
        "assert 'hip-pool-allocs' in universe.all_passes\n"
        "print(ext.installed())\n"
    )
    assert out == "True\n"


@pytest.mark.parametrize(
    "call",
    [
        "from xhip.transforms.hip_pool_allocs import HipPoolAllocsPass as P",
        "from xhip.transforms.resolve_memref_dims import HipResolveMemrefDimsPass as P",
        "from xhip.transforms.hoist_alloc_size_arith import "
        "HipHoistAllocSizeArithPass as P",
        "from xhip.transforms.use_output_allocator import HipUseOutputAllocatorPass as P",
        "from xhip.transforms.pool_module import pool_module",
    ],
)
def test_each_pass_and_pool_module_install_the_extensions(call: str):
    """A Python user's module parsed with a context of their own, or built by
    hand, prints in MLIR's syntax once a pass (or `pool_module`) ran on it."""
    run = "pool_module(m)" if "pool_module" in call else "P().apply(Context(), m)"
    out = run_fresh(
        "from xdsl.context import Context\n"
        "from xdsl.dialects.builtin import ModuleOp\n"
        "import xhip.dialects.xdsl_ext as ext\n"
        f"{call}\n"
        "m = ModuleOp([])\n"
        "assert not ext.installed()\n"
        f"{run}\n"
        "print(ext.installed())\n"
    )
    assert out == "True\n"


# ---------------------------------------------------------------------------
# private_api: fails when xDSL changes what it reaches into
# ---------------------------------------------------------------------------


def test_set_dialect_ops_is_what_a_context_loads():
    from xdsl.context import Context

    dialect = Dialect("test", [test.TestOp], [])
    set_dialect_ops(dialect, [test.TestOp, test.TestTermOp])
    assert list(dialect.operations) == [test.TestOp, test.TestTermOp]
    ctx = Context()
    ctx.load_dialect(dialect)
    assert ctx.get_optional_op("test.termop") is test.TestTermOp


def test_set_operands_keeping_uses_leaves_the_use_lists_to_the_caller():
    a, b = test.TestOp(result_types=[i32]), test.TestOp(result_types=[i32])
    user = test.TestOp([a.results[0], a.results[0]])
    for use in tuple(a.results[0].uses):
        a.results[0].remove_use(use)
        b.results[0].add_use(use)
    set_operands_keeping_uses(user, [b.results[0], b.results[0]])
    assert tuple(user.operands) == (b.results[0], b.results[0])
    assert not a.results[0].uses
    assert sorted(u.index for u in b.results[0].uses) == [0, 1]
    assert all(u.operation is user for u in b.results[0].uses)


def test_printer_ssa_names_are_the_printed_names_in_order():
    from io import StringIO

    from xdsl.printer import Printer

    a = test.TestOp(result_types=[i32])
    b = test.TestOp([a.results[0]], result_types=[i32])
    a.results[0].name_hint = "x"
    text = StringIO()
    printer = Printer(stream=text)
    printer.print_op(a)
    printer.print_op(b)
    names = printer_ssa_names(printer)
    assert list(names.items()) == [(a.results[0], "x"), (b.results[0], "0")]
    assert "%x = " in text.getvalue() and "%0 = " in text.getvalue()

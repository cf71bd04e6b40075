"""Unit tests of the passes before hip-pool-allocs (SPEC §11) that FileCheck
does not reach: the folders' arithmetic, the driver's iteration limit, the
pass registrations and options."""

from __future__ import annotations

import pytest
from xdsl.context import Context
from xdsl.dialects import func
from xdsl.dialects.builtin import ModuleOp
from xdsl.parser import Parser
from xdsl.printer import Printer

from xhip.diagnostics import PoolAllocsError
from xhip.ir import make_context
from xhip.rewriting import greedy
from xhip.rewriting.greedy import GreedyRewriter
from xhip.tools.opt.driver import available_passes, parse_args
from xhip.transforms.hoist_alloc_size_arith import HipHoistAllocSizeArithPass
from xhip.transforms.resolve_memref_dims import (
    DIM_PATTERNS,
    HipResolveMemrefDimsPass,
)


def _module(text: str) -> ModuleOp:
    module = Parser(make_context(), text).parse_module()
    module.verify()
    return module


def _printed(module: ModuleOp) -> str:
    from io import StringIO

    out = StringIO()
    Printer(stream=out).print_op(module)
    return out.getvalue()


def _fold(body: str, t: str = "index") -> str:
    """What `func.return %r` returns after the driver ran on `body` (which
    defines %r): the constant's value, or the whole module when not folded."""
    module = _module(
        f"func.func @f() -> {t} {{\n  {body}\n  func.return %r : {t}\n}}\n"
    )
    HipResolveMemrefDimsPass().apply(Context(), module)
    f = next(op for op in module.walk() if isinstance(op, func.FuncOp))
    ret = f.body.blocks[0].last_op
    assert ret is not None
    owner = ret.operands[0].owner
    return _printed(module) if owner is None else str(getattr(owner, "value", owner))


def _consts(*values: tuple[str, int, str]) -> str:
    return "".join(f"%{n} = arith.constant {v} : {t}\n  " for n, v, t in values)


@pytest.mark.parametrize(
    ("op", "a", "b", "expected"),
    [
        ("divsi", -7, 2, "-3 : index"),  # rounds toward zero
        ("floordivsi", -7, 2, "-4 : index"),
        ("ceildivsi", -7, 2, "-3 : index"),
        ("ceildivsi", 7, 2, "4 : index"),
        ("ceildivui", 7, 2, "4 : index"),
        ("ceildivui", 0, 5, "0 : index"),
        ("remsi", -7, 2, "-1 : index"),  # the sign of the dividend
        ("remui", 7, 3, "1 : index"),
        ("maxsi", -1, 2, "2 : index"),
        ("maxui", -1, 2, "-1 : index"),  # -1 is the largest unsigned value
        ("minsi", -1, 2, "-1 : index"),
        ("shli", 3, 2, "12 : index"),
        ("shrsi", -8, 1, "-4 : index"),
        ("subi", 2, 5, "-3 : index"),
    ],
)
def test_constant_folds(op: str, a: int, b: int, expected: str):
    text = (
        _consts(("a", a, "index"), ("b", b, "index"))
        + f"%r = arith.{op} %a, %b : index"
    )
    assert _fold(text) == f"{expected}"


@pytest.mark.parametrize(
    ("expr", "why"),
    [
        ("arith.divui %a, %z : index", "division by zero"),
        ("arith.divsi %m, %n : index", "INT_MIN / -1 overflows"),
        ("arith.shli %a, %big : index", "shift by the width or more"),
    ],
)
def test_what_does_not_fold(expr: str, why: str):
    text = (
        _consts(
            ("a", 3, "index"),
            ("z", 0, "index"),
            ("m", -(1 << 63), "index"),
            ("n", -1, "index"),
            ("big", 64, "index"),
        )
        + "%r = "
        + expr
    )
    assert expr.split()[0] in _fold(text), why


def test_cmpi_constant_moves_right_with_the_swapped_predicate():
    module = _module(
        "func.func @f(%x: index) -> i1 {\n"
        "  %c = arith.constant 4 : index\n"
        "  %r = arith.cmpi slt, %c, %x : index\n"
        "  func.return %r : i1\n}\n"
    )
    HipResolveMemrefDimsPass().apply(Context(), module)
    assert "arith.cmpi sgt, %x, %c : index" in _printed(module)


def test_i1_and_typed_constants_are_named_as_mlir_prints_them():
    text = (
        _consts(("a", 2, "i32"), ("b", 3, "i32")) + "%r = arith.muli %a, %b : i32\n"
        "  %t = arith.cmpi eq, %a, %a : i32"
    )
    module = _module(
        f"func.func @f() -> (i32, i1) {{\n  {text}\n"
        "  func.return %r, %t : i32, i1\n}\n"
    )
    HipResolveMemrefDimsPass().apply(Context(), module)
    printed = _printed(module)
    assert "%c6_i32 = arith.constant 6 : i32" in printed
    assert "%true = arith.constant true" in printed


def test_driver_gives_up_after_its_iterations(monkeypatch: pytest.MonkeyPatch):
    """MLIR's driver fails when it still changes the IR in its last allowed
    iteration; the pass reports it at the function."""
    text = (
        "func.func @f(%x: memref<?x8xf32>) -> index {\n"
        "  %c1 = arith.constant 1 : index\n"
        "  %d = memref.dim %x, %c1 : memref<?x8xf32>\n"
        "  func.return %d : index\n}\n"
    )
    f = next(op for op in _module(text).walk() if isinstance(op, func.FuncOp))
    assert not GreedyRewriter(f, DIM_PATTERNS, max_iterations=1).run()
    f = next(op for op in _module(text).walk() if isinstance(op, func.FuncOp))
    assert GreedyRewriter(f, DIM_PATTERNS, max_iterations=2).run()
    monkeypatch.setattr(greedy, "MAX_ITERATIONS", 1)
    monkeypatch.setattr(
        GreedyRewriter.__init__, "__defaults__", (greedy.MAX_ITERATIONS,)
    )
    with pytest.raises(PoolAllocsError, match="did not reach a fixpoint in 10"):
        HipResolveMemrefDimsPass().apply(Context(), _module(text))


def test_passes_are_registered_with_their_options():
    passes = available_passes()
    for name in (
        "hip-use-output-allocator",
        "hip-resolve-memref-dims",
        "hip-hoist-alloc-size-arith",
    ):
        assert passes[name]().name == name
    opts = parse_args(
        [
            "--hip-use-output-allocator",
            "--hip-resolve-memref-dims",
            "--cse",
            "--hip-hoist-alloc-size-arith=hoist-loads=true",
            "--hip-pool-allocs",
        ]
    )
    names = [p.name for p in opts.passes]
    assert names == [
        "hip-use-output-allocator",
        "hip-resolve-memref-dims",
        "cse",
        "hip-hoist-alloc-size-arith",
        "hip-pool-allocs",
    ]
    hoist = opts.passes[3]
    assert isinstance(hoist, HipHoistAllocSizeArithPass) and hoist.hoist_loads
    assert HipHoistAllocSizeArithPass().hoist_loads is False

"""xhip's extensions of xDSL's own dialects: the MLIR syntax xDSL 0.75 lacks.

xhip reads and prints the text MLIR prints (docs/semantics.md §9). xDSL offers no way for a
plugin to add it: a `Universe` that provides a dialect named `memref` or `scf` is
refused (`Duplicate definition of memref`), a `Context` refuses a second op of
the same name, and an IRDL op class cannot be subclassed to give it another
syntax. So `install()` changes xDSL's classes and dialects in place. It adds ops
to xDSL's dialects (`ADDED_OPS`) and, where xDSL's definition cannot hold what
MLIR allows, puts xhip's class in the place of xDSL's (`REPLACED_OPS`).

Nothing is installed on import: `install()` runs from `make_context()` (every
xhip tool and test context), from the `xdsl.universe` plugin entry point
(`xhip.universe`, which `xdsl-opt` loads) and from the passes' `apply`. It is
idempotent. A context must be made after it (a dialect's ops are read when the
context loads it).

One module per dialect, each an upstream-ready xDSL change (its docstring says
what it adds and what to upstream, which would remove it here), each tested in
`test_xdsl_ext.py` (its docstring lists the tests by module), whose tests also
fail when xDSL changes what they extend or starts to provide it itself;
`test_xdsl_ext_install.py` checks when they are installed:

* `memref`: MLIR's syntax on xDSL's memref ops (`cast`, `copy`, `load`/`store`
  `nontemporal`, `alloc`/`alloca` `alignment`, `atomic_rmw`), `copy`'s verifier;
* `memref_ops`: `memref.reshape`, `transpose`, `realloc` (added); `memref.global`,
  `dma_start` (replaced);
* `arith`: `arith.index_castui` (added), `arith.trunci` (replaced), MLIR's
  `overflow<nsw, nuw>`;
* `func`: `func.call_indirect` (added);
* `scf`: MLIR's syntax on `scf.parallel` / `scf.reduce`, `scf.forall` and
  `scf.forall.in_parallel` (added), `scf.if`'s implicit yield;
* `tensor`: `tensor.parallel_insert_slice` (added), `expand_shape`'s verifier
  (a rank-0 source);
* `linalg` (`linalg_base`, generated `linalg_named`, `linalg_other`): every
  op of MLIR 22's linalg with MLIR's syntax, effects and hidden regions
  (xDSL's replaced, the rest added), `#linalg.type_fn`, `#linalg.elementwise_kind`;
* `bufferization`: `clone`, `to_tensor`, `to_buffer`,
  `materialize_in_destination` (replaced), `dealloc`, `dealloc_tensor` (added);
* `math`: `erfc`, `clampf`, `sincos`, `isnan`, `isinf`, `isfinite`, `isnormal`
  (added);
* `builtin`: dialect resources read per file (`declare_resource`).

`patching` changes and restores xDSL's classes; `private_api` is the one place
that uses xDSL's private API. `xdsl_syntax()` gives everything back to xDSL for
a while (for the tests that check xDSL still lacks it).
"""

from __future__ import annotations

from collections.abc import Generator
from contextlib import contextmanager
from typing import Any

from xdsl.dialects.arith import Arith
from xdsl.dialects.bufferization import Bufferization
from xdsl.dialects.func import Func
from xdsl.dialects.linalg import Linalg
from xdsl.dialects.math import Math
from xdsl.dialects.memref import MemRef
from xdsl.dialects.scf import Scf
from xdsl.dialects.tensor import Tensor
from xdsl.ir import Dialect
from xdsl.irdl import IRDLOperation

from xhip.dialects.xdsl_ext import arith as arith_ext
from xhip.dialects.xdsl_ext import bufferization as bufferization_ext
from xhip.dialects.xdsl_ext import builtin as builtin_ext
from xhip.dialects.xdsl_ext import func as func_ext
from xhip.dialects.xdsl_ext import linalg as linalg_ext
from xhip.dialects.xdsl_ext import math as math_ext
from xhip.dialects.xdsl_ext import memref as memref_ext
from xhip.dialects.xdsl_ext import memref_ops as memref_ops_ext
from xhip.dialects.xdsl_ext import scf as scf_ext
from xhip.dialects.xdsl_ext import tensor as tensor_ext
from xhip.dialects.xdsl_ext.arith import IndexCastUIOp, TruncIOp
from xhip.dialects.xdsl_ext.func import CallIndirectOp
from xhip.dialects.xdsl_ext.memref_ops import (
    DmaStartOp,
    GlobalOp,
    ReallocOp,
    ReshapeOp,
    TransposeOp,
)
from xhip.dialects.xdsl_ext.patching import restored
from xhip.dialects.xdsl_ext.private_api import add_dialect_attributes, set_dialect_ops
from xhip.dialects.xdsl_ext.scf import ForallOp, InParallelOp
from xhip.dialects.xdsl_ext.tensor import ParallelInsertSliceOp

__all__ = [
    "ADDED_OPS",
    "REPLACED_OPS",
    "CallIndirectOp",
    "DmaStartOp",
    "ForallOp",
    "GlobalOp",
    "InParallelOp",
    "IndexCastUIOp",
    "ParallelInsertSliceOp",
    "ReallocOp",
    "ReshapeOp",
    "TransposeOp",
    "TruncIOp",
    "install",
    "installed",
    "xdsl_syntax",
]

DIALECTS: dict[str, Dialect] = {
    "func": Func,
    "memref": MemRef,
    "arith": Arith,
    "scf": Scf,
    "tensor": Tensor,
    "linalg": Linalg,
    "bufferization": Bufferization,
    "math": Math,
}
"""xDSL's dialects that the extensions change, by name."""

ADDED_OPS: dict[str, tuple[type[IRDLOperation], ...]] = {
    "func": func_ext.ADDED,
    "memref": memref_ops_ext.ADDED,
    "arith": arith_ext.ADDED,
    "scf": scf_ext.ADDED,
    "tensor": tensor_ext.ADDED,
    "linalg": linalg_ext.ADDED,
    "bufferization": bufferization_ext.ADDED,
    "math": math_ext.ADDED,
}
"""Ops xDSL's dialects do not define."""

REPLACED_OPS: dict[str, tuple[type[IRDLOperation], ...]] = {
    "memref": memref_ops_ext.REPLACED,
    "arith": arith_ext.REPLACED,
    "linalg": linalg_ext.REPLACED,
    "bufferization": bufferization_ext.REPLACED,
}
"""Ops whose xDSL definition cannot hold what MLIR allows (an optional property
or one xDSL lacks): xhip's class takes the place of xDSL's of the same name.
`isinstance(op, memref.GlobalOp)` is then false for what is parsed; xhip's code
tests for its own classes."""

_ORIGINAL_OPS: dict[str, list[type[Any]]] = {}
"""xDSL's op list of each dialect changed here, by dialect name."""

_installed = False


def install() -> None:
    """Installs every extension into xDSL's classes and dialects (idempotent:
    only the first call changes anything)."""
    global _installed
    if _installed:
        return
    memref_ext.install()
    arith_ext.install()
    scf_ext.install()
    tensor_ext.install()
    builtin_ext.install()
    add_dialect_attributes(Linalg, linalg_ext.ATTRIBUTES)
    for name, dialect in DIALECTS.items():
        _ORIGINAL_OPS.setdefault(name, list(dialect.operations))
        set_dialect_ops(dialect, _extended_ops(name))
    _installed = True


def installed() -> bool:
    """Whether `install()` has run in this process."""
    return _installed


def _extended_ops(dialect: str) -> list[type[Any]]:
    """The ops of `dialect` once extended: xDSL's, with the replacements in the
    place of the ops of their names, then the added ones."""
    replacements = {op.name: op for op in REPLACED_OPS.get(dialect, ())}
    ops = [replacements.get(op.name, op) for op in _ORIGINAL_OPS[dialect]]
    known = {op.name for op in ops}
    ops.extend(op for op in ADDED_OPS.get(dialect, ()) if op.name not in known)
    return ops


@contextmanager
def xdsl_syntax() -> Generator[None]:
    """Temporarily gives the extended classes back xDSL's own behaviour, and the
    replaced ops their xDSL definitions (the added ops stay registered).

    For the tests that check xDSL still lacks what this package adds; not
    thread-safe, do not parse anything else meanwhile.
    """
    try:
        with restored():
            for name, original_ops in _ORIGINAL_OPS.items():
                known = {op.name for op in original_ops}
                added = ADDED_OPS.get(name, ())
                set_dialect_ops(
                    DIALECTS[name],
                    [*original_ops, *(op for op in added if op.name not in known)],
                )
            yield
    finally:
        for name in _ORIGINAL_OPS:
            set_dialect_ops(DIALECTS[name], _extended_ops(name))

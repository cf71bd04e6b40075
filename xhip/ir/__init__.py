"""The IR as xhip's tools read it: parsed with source locations, verified as
MLIR verifies, its values named as the printed IR names them.

* `context.py`: `make_context()`, every xDSL dialect and `hip`;
* `parser.py`: `LocatingParser` (every op gets `file:line:col`, errors get a
  location, nesting is bounded) and `parse_module`;
* `locations.py`: location aliases defined after their use (`mlir-opt
  --mlir-print-debuginfo` prints them at the end);
* `verify.py`: `verify_with_locations`, a `VerifyError` at the op that fails,
  in MLIR's words; `dominance.py`: the dominance check xDSL's verifier lacks;
* `read.py`: `read_module(path)`, a file parsed and verified;
* `names.py`: SSA names as the printed IR shows them (`PrintedNames`, `naming`).

The error classes and remarks are `xhip.diagnostics`'.
"""

from xhip.ir.context import make_context
from xhip.ir.parser import LocatingParser, parse_module
from xhip.ir.read import read_module, read_source
from xhip.ir.verify import verify_with_locations

__all__ = [
    "LocatingParser",
    "make_context",
    "parse_module",
    "read_module",
    "read_source",
    "verify_with_locations",
]

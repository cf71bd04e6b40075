"""SSA names as the printed IR shows them: `%alloc_0`, `%1`.

Reports (`AllocPlan.name`, `FunctionPlan.symbol_names`, `xhip plan`, `xhip
check`, the SVG, the pass's errors) name a value as the IR the user reads
names it; inside one function two values never share a name:

* IR read from text by xhip's tools (`xhip.ir.parser.LocatingParser`): the
  name in the file. xDSL's parser keeps MLIR's `%alloc_0` only as the hint
  `alloc`, which xDSL's printer would print `%alloc_1` (it numbers a repeated
  hint from 1, MLIR from 0), so the parser records each name as written
  (`SOURCE_NAMES`); they are used while every value of the function has one
  (the function is as parsed).
* Otherwise (IR built from Python, or changed since it was parsed) the names
  xDSL's `Printer` gives when it prints the function (`print(module)`): `%0`,
  `%1` and `%alloc`, `%alloc_1`, numbered afresh in every op isolated from above.
  `PrintedNames(f)` gets them from the printer itself: it hands every value of
  `f` to `Printer.print_ssa_value` in the order `Printer.print_op(f)` would
  (results, then the regions: each block's arguments, then its ops; a new scope
  in ops isolated from above), without printing the ops (printing a function of
  8000 allocs takes seconds; this, a tenth of one). `tests/analysis/test_names.py` checks
  them against a full print.

A value outside the function named (a detached op) is named by its op's
location, or `%?`.
"""

from __future__ import annotations

from collections.abc import Generator, Sequence
from contextlib import contextmanager
from contextvars import ContextVar
from typing import cast
from weakref import WeakKeyDictionary

from xdsl.ir import Block, BlockArgument, Operation, SSAValue
from xdsl.printer import Printer
from xdsl.traits import IsolatedFromAbove

from xhip.diagnostics import format_location
from xhip.dialects.xdsl_ext.private_api import printer_ssa_names

SOURCE_NAMES: WeakKeyDictionary[SSAValue, str] = WeakKeyDictionary()
"""`%name` of each value as written in the text it was parsed from (by
`xhip.ir.parser.LocatingParser`); `%name#i` for result `i` of several."""


def record_source_names(name: str, values: Sequence[SSAValue]) -> None:
    """Records the names of values defined as `%name` in parsed text."""
    if len(values) == 1:
        SOURCE_NAMES[values[0]] = f"%{name}"
    else:
        for i, v in enumerate(values):
            SOURCE_NAMES[v] = f"%{name}#{i}"


class _Discard:
    def write(self, text: str) -> int:
        return len(text)

    def flush(self) -> None:
        pass


class PrintedNames:
    """`%name` of every value of `op` as its printed IR shows it: the parsed
    text's names while all of them are known, else `Printer().print_op(op)`'s."""

    def __init__(self, op: Operation) -> None:
        parsed = _source_names(op)
        if parsed is not None:
            self._names = parsed
            return
        printer = Printer(stream=_Discard())  # pyright: ignore[reportArgumentType]
        self._visit(printer, op)
        values = printer_ssa_names(printer)
        source = [SOURCE_NAMES.get(v) for v in values]
        if values and all(source):
            self._names = dict(zip(values, cast(list[str], source), strict=True))
        else:
            self._names = {v: f"%{n}" for v, n in values.items()}

    def _visit(self, printer: Printer, root: Operation) -> None:
        # Iterative, in the printer's order: deep nesting needs no recursion.
        # A block stands for "its arguments, then its ops"; None for the end of
        # an isolated op's scope.
        stack: list[Operation | Block | None] = [root]
        while stack:
            item = stack.pop()
            if item is None:
                printer.exit_scope()
            elif isinstance(item, Block):
                for arg in item.args:
                    printer.print_ssa_value(arg)
                stack.extend(reversed(list(item.ops)))
            else:
                for r in item.results:
                    printer.print_ssa_value(r)
                if not item.regions:
                    continue
                if item.get_traits_of_type(IsolatedFromAbove):
                    printer.enter_scope()
                    stack.append(None)
                blocks = [b for region in item.regions for b in region.blocks]
                stack.extend(reversed(blocks))

    def get(self, value: SSAValue) -> str | None:
        return self._names.get(value)

    def __getitem__(self, value: SSAValue) -> str:
        return self._names.get(value) or fallback_name(value)

    def __contains__(self, value: SSAValue) -> bool:
        return value in self._names


def _source_names(op: Operation) -> dict[SSAValue, str] | None:
    """The parsed name of every value of `op` (those the printer names: op
    results and block arguments), or None if one has none: then the printer
    names them all. Cheaper than asking the printer first (a tenth of a
    second per 4k allocs)."""
    names: dict[SSAValue, str] = {}
    found = SOURCE_NAMES.get
    for nested in op.walk():
        values: list[SSAValue] = list(nested.results)
        for region in nested.regions:
            for block in region.blocks:
                values.extend(block.args)
        for value in values:
            name = found(value)
            if name is None:
                return None
            names[value] = name
    return names or None


def fallback_name(value: SSAValue) -> str:
    """The name of a value no printer named: its op's location, or `%?`."""
    op = (
        value.owner if not isinstance(value, BlockArgument) else value.block.parent_op()
    )
    where = format_location(op.location) if isinstance(op, Operation) else None
    if where is None:
        return f"%{value.name_hint}" if value.name_hint else "%?"
    return f"{op.name if isinstance(op, Operation) else '?'} at {where}"


_ACTIVE: ContextVar[PrintedNames | None] = ContextVar(
    "xhip_printed_names", default=None
)


@contextmanager
def naming(op: Operation) -> Generator[PrintedNames]:
    """Makes `printed_name` use the names of `op` (a function) while active."""
    names = PrintedNames(op)
    token = _ACTIVE.set(names)
    try:
        yield names
    finally:
        _ACTIVE.reset(token)


def printed_name(value: SSAValue) -> str | None:
    """The printed `%name` of `value` under the innermost `naming`, else None."""
    names = _ACTIVE.get()
    return names.get(value) if names is not None else None

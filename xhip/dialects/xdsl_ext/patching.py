"""How the extensions change xDSL's classes in place, and take it back.

Every change goes through `patch`, which remembers xDSL's own value once, so that
`restored()` can give xDSL its behaviour back for a while (the tests that check
xDSL still lacks what an extension adds). Plain attribute assignment on xDSL's
classes: no private API (that is `private_api`).
"""

from __future__ import annotations

from collections.abc import Callable, Generator
from contextlib import contextmanager
from typing import Any

from xdsl.irdl import IRDLOperation
from xdsl.irdl.declarative_assembly_format import FormatProgram
from xdsl.parser import Parser
from xdsl.printer import Printer

_ORIGINALS: dict[tuple[type, str], object] = {}
"""xDSL's own value of each class attribute changed here (`_MISSING`: inherited)."""

_MISSING = object()


def patch(owner: type, name: str, value: object) -> None:
    """Sets `owner.name` to `value`, xDSL's own value remembered the first time."""
    _ORIGINALS.setdefault((owner, name), vars(owner).get(name, _MISSING))
    setattr(owner, name, value)


def set_syntax(
    op: type[IRDLOperation],
    parse: Callable[[Any, Parser], Any],
    print_: Callable[[Any, Printer], None],
) -> None:
    """Gives `op` a custom syntax: `parse(cls, parser)` and `print_(op, printer)`."""
    patch(op, "parse", classmethod(parse))
    patch(op, "print", print_)


def with_format(op: type[IRDLOperation], fmt: str) -> None:
    """Gives `op` the declarative assembly format `fmt` (what `assembly_format`
    on its definition would give it upstream)."""
    op_def = op.get_irdl_definition()
    program = FormatProgram.from_str(fmt, op_def)

    def parse(cls: type[IRDLOperation], parser: Parser) -> IRDLOperation:
        start = parser.pos
        parsed = program.parse(parser, cls)
        # xDSL printed properties such as `{nontemporal = true}` in the attribute
        # dictionary: read them back as the properties they are.
        for name in [n for n in parsed.attributes if n in op_def.properties]:
            if name in parsed.properties:
                parser.raise_error(f"property '{name}' given twice", start, parser.pos)
            parsed.properties[name] = parsed.attributes.pop(name)
        return parsed

    def print_(self: IRDLOperation, printer: Printer) -> None:
        program.print(printer, self)

    set_syntax(op, parse, print_)


@contextmanager
def restored() -> Generator[None]:
    """Every attribute changed by `patch` has xDSL's own value meanwhile."""
    ours = {key: vars(key[0])[key[1]] for key in _ORIGINALS}
    try:
        for (owner, name), original in _ORIGINALS.items():
            if original is _MISSING:
                delattr(owner, name)
            else:
                setattr(owner, name, original)
        yield
    finally:
        for (owner, name), value in ours.items():
            setattr(owner, name, value)

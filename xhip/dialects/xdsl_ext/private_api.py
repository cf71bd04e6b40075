"""The one place where xhip uses xDSL's private API (xDSL 0.75).

Each function names what it needs and why no public API gives it; the tests
(`test_xdsl_ext_install.py`) fail when xDSL changes what they reach into.
Upstream, each would be a small public method.

The one other reach into xDSL's internals is by nature not a call: xhip's
locating parser (`LocatingParser`) overrides two of `Parser`'s private steps
(`_register_ssa_definition`, `_parse_generic_operation`) to record the names and
locations as written.
"""

from __future__ import annotations

from collections.abc import Sequence

from xdsl.dialect_interfaces.op_asm import OpAsmDialectInterface
from xdsl.ir import Attribute, Dialect, Operation, SSAValue, SSAValues
from xdsl.parser import Parser
from xdsl.printer import Printer


def set_dialect_ops(dialect: Dialect, ops: Sequence[type[Operation]]) -> None:
    """Makes `ops` the op classes of `dialect` (`Dialect._operations`).

    A plugin cannot add ops to one of xDSL's dialects otherwise: a `Universe`
    that provides a second `memref` is refused, and a `Context` refuses a second
    op of a name it knows. The list is read when a context loads the dialect, so
    this must run before (`xhip.dialects.xdsl_ext.install` does, from
    `make_context` and the plugin entry point).
    Upstream: a public way to extend a dialect (`Dialect.add_operations`).
    """
    dialect._operations[:] = ops  # pyright: ignore[reportPrivateUsage]


def add_dialect_attributes(dialect: Dialect, attrs: Sequence[type[Attribute]]) -> None:
    """Adds `attrs` to the attribute classes of `dialect` (`Dialect._attributes`),
    for the same reason as `set_dialect_ops` (read when a context loads it).
    Upstream: `Dialect.add_attributes`."""
    known = dialect._attributes  # pyright: ignore[reportPrivateUsage]
    known.extend(a for a in attrs if a not in known)


def declare_blob(interface: OpAsmDialectInterface, key: str) -> None:
    """Declares resource `key` of `interface`'s dialect, its bytes to come
    from the file's resource section (`OpAsmDialectInterface._blob_storage`).

    xDSL's `declare_resource` renames a key it has seen; MLIR keeps the name
    as read. Upstream: a `declare_resource` that keeps the key.
    """
    interface._blob_storage[key] = ""  # pyright: ignore[reportPrivateUsage]


def parse_resource_handle(parser: Parser, dialect: str) -> str:
    """Parses the key of a dialect resource (`blob` in `dense_resource<blob>`),
    declared to `dialect`'s resources as `parse_attribute` declares it
    (`AttrParser._parse_dialect_resource_handle`).

    `memref.global` writes `dense_resource<blob>` without the `: type` that
    xDSL's attribute parser requires (the global's type is the blob's).
    Upstream: a public `parse_resource_handle`.
    """
    interface = parser.ctx.get_dialect(dialect).get_interface(OpAsmDialectInterface)
    if interface is None:
        parser.raise_error(f"dialect {dialect} has no resources")
    return parser._parse_dialect_resource_handle(dialect, interface)  # pyright: ignore[reportPrivateUsage]


def set_operands_keeping_uses(op: Operation, operands: Sequence[SSAValue]) -> None:
    """Replaces the operand tuple of `op` without touching any use list
    (`Operation._operands`): the caller has moved the `Use` objects itself.

    `op.operands = ...` (public) drops and re-adds every use, and each
    `op.operands[i] = v` copies the whole tuple: n replacements in an op of n
    operands cost n^2 (`xhip.rewriting.batched_uses`).
    Upstream: a batched `replace_all_uses_with` for many values.
    """
    op._operands = SSAValues(operands)  # pyright: ignore[reportPrivateUsage]


def printer_ssa_names(printer: Printer) -> dict[SSAValue, str]:
    """The name (without `%`) `printer` gave each value it printed so far, in
    printing order (`Printer._ssa_values`).

    xDSL names values only while printing and keeps no public map of the names
    it chose; xhip's remarks and errors name values as the printed IR does
    (`xhip.ir.names.PrintedNames`).
    Upstream: a public read-only view of the map.
    """
    return printer._ssa_values  # pyright: ignore[reportPrivateUsage]

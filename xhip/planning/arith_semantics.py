"""The integer `arith` ops on constants: one scalar semantics for every
evaluator in xhip (MLIR's constant folders, `xhip plan --dims`, `ExprGraph`).

Values are the unsigned reading of `width`-bit integers (`0 <= v < 2**width`);
the signed ops read their operands as two's complement (`signed`). A result of
None is what MLIR does not fold: division by zero, signed overflow
(`INT_MIN / -1`), a shift by the width or more. Standard library only, like the
rest of `xhip.planning`; the checker's vectorised evaluator
(`xhip.check.evaluate`) is tested against this table.
"""

from __future__ import annotations

from collections.abc import Callable

Binary = Callable[[int, int, int], int | None]
"""(lhs, rhs, width) -> result, all unsigned; None: undefined (not folded)."""


def signed(u: int, width: int) -> int:
    """The two's-complement reading of the `width`-bit value `u`."""
    return u - (1 << width) if u >> (width - 1) else u


def _sdiv(a: int, b: int, w: int, rounding: str) -> int | None:
    sa, sb = signed(a, w), signed(b, w)
    if sb == 0:
        return None
    q, r = divmod(sa, sb)  # floor
    if (rounding == "trunc" and r != 0 and (sa < 0) != (sb < 0)) or (
        rounding == "ceil" and r != 0
    ):
        q += 1
    if not -(1 << (w - 1)) <= q < (1 << (w - 1)):
        return None  # overflow (INT_MIN / -1)
    return q % (1 << w)


def _srem(a: int, b: int, w: int) -> int | None:
    sa, sb = signed(a, w), signed(b, w)
    if sb == 0:
        return None
    r = abs(sa) % abs(sb)
    return (-r if sa < 0 else r) % (1 << w)


def _shift(a: int, b: int, w: int, kind: str) -> int | None:
    if b >= w:
        return None
    if kind == "shl":
        return (a << b) % (1 << w)
    if kind == "shru":
        return a >> b
    return (signed(a, w) >> b) % (1 << w)


BINARY: dict[str, Binary] = {
    "arith.addi": lambda a, b, w: (a + b) % (1 << w),
    "arith.subi": lambda a, b, w: (a - b) % (1 << w),
    "arith.muli": lambda a, b, w: (a * b) % (1 << w),
    "arith.divui": lambda a, b, w: a // b if b else None,
    "arith.divsi": lambda a, b, w: _sdiv(a, b, w, "trunc"),
    "arith.ceildivui": lambda a, b, w: (
        (0 if a == 0 else (a - 1) // b + 1) if b else None
    ),
    "arith.ceildivsi": lambda a, b, w: _sdiv(a, b, w, "ceil"),
    "arith.floordivsi": lambda a, b, w: _sdiv(a, b, w, "floor"),
    "arith.remui": lambda a, b, w: a % b if b else None,
    "arith.remsi": _srem,
    "arith.andi": lambda a, b, w: a & b,
    "arith.ori": lambda a, b, w: a | b,
    "arith.xori": lambda a, b, w: a ^ b,
    "arith.shli": lambda a, b, w: _shift(a, b, w, "shl"),
    "arith.shrui": lambda a, b, w: _shift(a, b, w, "shru"),
    "arith.shrsi": lambda a, b, w: _shift(a, b, w, "shrs"),
    "arith.maxui": lambda a, b, w: max(a, b),
    "arith.minui": lambda a, b, w: min(a, b),
    "arith.maxsi": lambda a, b, w: max(a, b, key=lambda x: signed(x, w)),
    "arith.minsi": lambda a, b, w: min(a, b, key=lambda x: signed(x, w)),
}
"""Op name -> its semantics on constants."""

CMPI_PREDICATES = ("eq", "ne", "slt", "sle", "sgt", "sge", "ult", "ule", "ugt", "uge")
"""`arith.cmpi`'s predicates, by their number."""


def compare(predicate: int, a: int, b: int, width: int) -> bool:
    """`arith.cmpi` with predicate number `predicate` (see `CMPI_PREDICATES`)."""
    if predicate in (2, 3, 4, 5):
        a, b = signed(a, width), signed(b, width)
    return [a == b, a != b, a < b, a <= b, a > b, a >= b, a < b, a <= b, a > b, a >= b][
        predicate
    ]

"""Markdown tables and summary statistics for `xhip bench`."""

from __future__ import annotations

from collections.abc import Sequence
from math import exp, log


def geomean(values: Sequence[float]) -> float:
    """Geometric mean; nan for no values."""
    if not values:
        return float("nan")
    return exp(sum(log(v) for v in values) / len(values))


def table(header: Sequence[str], rows: Sequence[Sequence[object]]) -> str:
    """A markdown table; numbers right-aligned."""
    cells = [[_cell(v) for v in row] for row in rows]
    lines = ["| " + " | ".join(header) + " |"]
    aligns = ["---:" if _numeric(rows, i) else "---" for i in range(len(header))]
    lines.append("|" + "|".join(aligns) + "|")
    lines.extend("| " + " | ".join(row) + " |" for row in cells)
    return "\n".join(lines)


def _numeric(rows: Sequence[Sequence[object]], column: int) -> bool:
    """Whether every filled cell of the column is a number (summary rows leave gaps)."""
    filled = [
        r[column] for r in rows if column < len(r) and r[column] not in ("", None)
    ]
    return bool(filled) and all(
        isinstance(v, int | float) and not isinstance(v, bool) for v in filled
    )


def _cell(v: object) -> str:
    if v is None:
        return "-"
    if isinstance(v, float):
        return f"{v:.3f}"
    return str(v)


def human_bytes(n: int) -> str:
    """Bytes in KiB, MiB or GiB, for reading (the JSON keeps exact bytes)."""
    if n < 1 << 20:
        return f"{n / 1024:.1f} KiB"
    if n < 1 << 30:
        return f"{n / (1 << 20):.1f} MiB"
    return f"{n / (1 << 30):.2f} GiB"

"""Location aliases defined after their use, as `mlir-opt` prints them.

`mlir-opt --mlir-print-debuginfo` prints `loc(#loc3)` on the ops and the
definitions `#loc3 = loc("f.mlir":2:3)` at the end of the file; xDSL's parser
wants an alias defined before its use. `LocatingParser` reads the definitions
first, from the part `split_location_aliases` cuts out of the text.
"""

from __future__ import annotations

import re

LOCATION_ALIAS = re.compile(r"^#[A-Za-z_][\w$.\-]*[ \t]*=[ \t]*loc\(.*$", re.MULTILINE)
"""A top-level location alias definition, one line: `#loc3 = loc("f.mlir":2:3)`."""


def split_location_aliases(text: str) -> tuple[str, str] | None:
    """(`text` without its location alias definitions, `text` with only them),
    both of `text`'s length, every other character a space (newlines kept), so
    that each part keeps the positions it has in `text`; None when there is no
    such definition.

    `mlir-opt --mlir-print-debuginfo` prints the location aliases at the end of
    the file, after the ops that use them (MLIR allows forward references to
    location aliases only); xDSL's parser wants an alias defined before its use.
    """
    spans = [m.span() for m in LOCATION_ALIAS.finditer(text)]
    if not spans:
        return None

    def blank(part: str) -> str:
        return re.sub(r"[^\n]", " ", part)

    without: list[str] = []
    only: list[str] = []
    end = 0
    for start, stop in spans:
        without += [text[end:start], blank(text[start:stop])]
        only += [blank(text[end:start]), text[start:stop]]
        end = stop
    without.append(text[end:])
    only.append(blank(text[end:]))
    return "".join(without), "".join(only)

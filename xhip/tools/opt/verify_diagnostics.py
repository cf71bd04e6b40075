"""MLIR's `--verify-diagnostics` for `xhip-opt`: `expected-*` comments vs. a run.

A test written for `mlir-opt --verify-diagnostics` states the diagnostics it expects
in comments next to the IR:

    // expected-error@+1 {{requires single-block functions}}
    func.func @f() { ... }

Each comment names a kind (`error`, `warning`, `remark`, `note`), an optional line
designator (`@+N`, `@-N`, `@above`, `@below`, `@unknown`; none means this line) and
the text in `{{...}}`, matched as a substring of the message. `expected-error-re`
reads `{{...}}` parts inside the text as regular expressions (MLIR's rule); the
plain form also tries them as regular expressions when the literal text is not
found, so a test that passes with `mlir-opt` passes here too.

This module knows no IR: it matches `Diagnostic`s (kind, message, position) that the
driver collects, and words its findings as `mlir-opt` does.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field

_EXPECTED = re.compile(
    r"expected-(error|note|remark|warning)(-re)?[ \t]*"
    r"(?:@([+-][0-9]+|above|below|unknown))?[ \t]*\{\{(.*)\}\}$"
)


@dataclass(frozen=True)
class Diagnostic:
    """One diagnostic of a run: `FILE:LINE:COL: KIND: MESSAGE` (file None = unknown)."""

    kind: str
    message: str
    file: str | None = None
    line: int = 0
    col: int = 0

    def where(self) -> str:
        return f"{self.file}:{self.line}:{self.col}" if self.file else "<unknown>:0"

    def __str__(self) -> str:
        return f"{self.where()}: {self.kind}: {self.message}"


@dataclass
class Expected:
    """One `expected-*` comment: what it wants, and where it was written."""

    kind: str
    text: str
    pattern: re.Pattern[str] | None
    """The regex form of the text (`{{...}}` parts as regexes), if it has one."""
    literal: bool
    """Whether the plain text may match as a substring (false for `-re`)."""
    line: int | None
    """The line the diagnostic must be on; None for `@unknown`."""
    file: str
    comment_line: int
    comment_col: int
    matched: bool = field(default=False)

    def matches(self, diagnostic: Diagnostic) -> bool:
        if diagnostic.kind != self.kind:
            return False
        if self.line is None:
            if diagnostic.file is not None:
                return False
        elif diagnostic.file != self.file or diagnostic.line != self.line:
            return False
        if self.literal and self.text in diagnostic.message:
            return True
        return (
            self.pattern is not None
            and self.pattern.search(diagnostic.message) is not None
        )

    def not_produced(self) -> Diagnostic:
        return Diagnostic(
            "error",
            f'expected {self.kind} "{self.text}" was not produced',
            self.file,
            self.comment_line,
            self.comment_col,
        )


def _regex_of(text: str) -> str:
    """MLIR's reading of `-re` text: `{{...}}` parts are regexes, the rest literal."""
    out: list[str] = []
    rest = text
    while rest:
        start = rest.find("{{")
        if start < 0:
            out.append(re.escape(rest))
            break
        out.append(re.escape(rest[:start]))
        rest = rest[start + 2 :]
        end = rest.find("}}")
        if end < 0:
            raise ValueError("found start of regex with no end '}}'")
        out.append(f"({rest[:end]})")
        rest = rest[end + 2 :]
    return "".join(out)


def parse_expected(
    text: str, file: str, first_line: int = 1
) -> tuple[list[Expected], list[Diagnostic]]:
    """The `expected-*` comments of `text`, whose first line is `first_line`.

    Returns them with the errors in the comments themselves (a bad regex, a line
    designator out of range), which fail the run like unmatched expectations.
    """
    lines = text.split("\n")
    found: list[Expected] = []
    errors: list[Diagnostic] = []
    for_next_line: list[Expected] = []
    last_plain_line: int | None = None
    for index, raw in enumerate(lines):
        number = first_line + index
        m = _EXPECTED.search(raw.rstrip())
        if m is None:
            for e in for_next_line:
                e.line = number
            for_next_line.clear()
            last_plain_line = number
            continue
        expected = _expected_of(m, file, number)
        if isinstance(expected, Diagnostic):
            errors.append(expected)
            continue
        designator = m.group(3)
        problem = _aim(expected, designator, last_plain_line, first_line, len(lines))
        if problem is not None:
            errors.append(
                Diagnostic("error", problem, file, number, expected.comment_col)
            )
            continue
        if designator == "below":
            for_next_line.append(expected)
        found.append(expected)
    for e in for_next_line:
        errors.append(
            Diagnostic(
                "error",
                "expected-@below has no line below it",
                file,
                e.comment_line,
                e.comment_col,
            )
        )
        found.remove(e)
    return found, errors


def _expected_of(m: re.Match[str], file: str, number: int) -> Expected | Diagnostic:
    """The expectation of the comment `m` on line `number`, or the error in its
    regex."""
    kind, re_suffix, body = m.group(1), m.group(2), m.group(4)
    col = m.start() + 1
    try:
        pattern: re.Pattern[str] | None = None
        if re_suffix or "{{" in body:
            pattern = re.compile(_regex_of(body))
    except (ValueError, re.error) as exc:
        return Diagnostic("error", f"invalid regex: {exc}", file, number, col)
    return Expected(kind, body, pattern, not re_suffix, number, file, number, col)


def _aim(
    expected: Expected,
    designator: str | None,
    last_plain_line: int | None,
    first_line: int,
    line_count: int,
) -> str | None:
    """Sets the line `expected` wants its diagnostic on, from the comment's
    designator (`@below` is set later, by the next plain line); returns the
    error when the designator names no line of the text."""
    if designator is None or designator == "below":
        return None
    if designator == "unknown":
        expected.line = None
    elif designator == "above":
        if last_plain_line is None:
            return "expected diagnostic has no line above"
        expected.line = last_plain_line
    else:
        target = expected.comment_line + int(designator)
        if target < first_line or target >= first_line + line_count:
            return f"expected diagnostic offset {designator} is out of range"
        expected.line = target
    return None


def match(
    expected: list[Expected], produced: list[Diagnostic], only_expected: bool = False
) -> list[Diagnostic]:
    """Marks the expectations `produced` meets; returns the unexpected ones in MLIR's
    words (none with `only_expected`, MLIR's `--verify-diagnostics=only-expected`).
    """
    failures: list[Diagnostic] = []
    for d in produced:
        hit = next((e for e in expected if not e.matched and e.matches(d)), None)
        if hit is not None:
            hit.matched = True
        elif not only_expected:
            failures.append(
                Diagnostic(
                    "error", f"unexpected {d.kind}: {d.message}", d.file, d.line, d.col
                )
            )
    return failures


def unmatched(expected: list[Expected]) -> list[Diagnostic]:
    """`expected KIND "TEXT" was not produced`, at each comment no diagnostic met."""
    return [e.not_produced() for e in expected if not e.matched]

"""Every section the code, the tests and the docs cite exists in docs/semantics.md.

Citations read `docs/semantics.md §N` (or `SPEC §N`, the document outside the
repository whose numbering docs/semantics.md keeps, docs/semantics.md §1 ... §12),
optionally followed by more sections (`§4-§8`, `§4 and §6`, `§4, §5`).
"""

from __future__ import annotations

import re
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
SEMANTICS = ROOT / "docs" / "semantics.md"

# The sections of the contract that docs/semantics.md replaces; a citation of
# one must keep meaning the same thing, so each must be there under its number.
SPEC_SECTIONS = {str(n) for n in range(1, 13)} | {"11.1", "11.2", "11.3"}

_NUMBER = r"(\d+(?:\.\d+)*)"
_CITATION = re.compile(
    r"(?:SPEC|docs/semantics\.md)`?\s*§"
    + _NUMBER
    + r"((?:\s*(?:-|\u2013|,|and|or)\s*§\d+(?:\.\d+)*)*)"
)
_MORE = re.compile(r"§" + _NUMBER)
_HEADING = re.compile(r"^#{2,4} " + _NUMBER + r"\.? ", re.MULTILINE)
_SUFFIXES = {".py", ".md", ".mlir", ".cfg", ".toml", ".txt", ".json"}


def sections() -> set[str]:
    """The numbers of docs/semantics.md's headings (`## 6. ...`, `### 6.4 ...`)."""
    return set(_HEADING.findall(SEMANTICS.read_text()))


def cited(text: str) -> list[str]:
    """The section numbers `text` cites, in order."""
    found: list[str] = []
    for match in _CITATION.finditer(text):
        found.append(match.group(1))
        found.extend(_MORE.findall(match.group(2)))
    return found


def _files() -> list[Path]:
    paths = [ROOT / "README.md"]
    for top in ("xhip", "tests", "docs"):
        paths.extend(
            p
            for p in sorted((ROOT / top).rglob("*"))
            if p.is_file() and p.suffix in _SUFFIXES
        )
    return paths


def test_citation_pattern() -> None:
    assert cited("see SPEC §4, §6.4 and docs/semantics.md §11.2.1.") == [
        "4",
        "6.4",
        "11.2.1",
    ]
    assert cited("(SPEC §4-§7) and `docs/semantics.md` §12") == ["4", "7", "12"]
    assert cited("§5 alone, SPEC §8's text, SPEC §11.3.") == ["8", "11.3"]


def test_spec_numbering_kept() -> None:
    missing = SPEC_SECTIONS - sections()
    assert not missing, f"docs/semantics.md lacks SPEC's sections {sorted(missing)}"


def test_every_citation_names_a_section() -> None:
    known = sections()
    bad = [
        f"{path.relative_to(ROOT)}:{text.count(chr(10), 0, m.start()) + 1}: §{number}"
        for path in _files()
        for text in [path.read_text(errors="replace")]
        for m in _CITATION.finditer(text)
        for number in [m.group(1), *_MORE.findall(m.group(2))]
        if number not in known
    ]
    assert not bad, "citations of missing sections:\n" + "\n".join(bad)


def test_semantics_cross_references() -> None:
    """docs/semantics.md's own `§N` references name its sections."""
    text = SEMANTICS.read_text()
    known = sections()
    bad = sorted({n for n in re.findall(r"§" + _NUMBER, text) if n not in known})
    assert not bad, f"docs/semantics.md refers to missing sections {bad}"


def test_nothing_cites_the_outside_contract() -> None:
    """The contract is docs/semantics.md: the code, tests and docs cite its
    sections, not a document outside the repository."""
    outside = re.compile(r"\bSPEC(?:\.md)?\b(?!S)")
    bad = [
        f"{path.relative_to(ROOT)}:{n}"
        for path in _files()
        if path.name not in ("test_docs.py", "semantics.md")
        for n, line in enumerate(path.read_text(errors="replace").splitlines(), 1)
        if outside.search(line)
    ]
    assert not bad, "cite docs/semantics.md instead:\n" + "\n".join(bad)

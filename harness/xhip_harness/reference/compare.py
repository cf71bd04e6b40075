"""Comparing xhip's output with the reference's, and naming the differences.

Both outputs have been printed by the reference's own printer (`hip-ref-opt
--cse`), so equal text means the same ops, operands, order and attributes up to
SSA names. Diagnostics are compared by kind and text, not by location (MLIR
prints a source excerpt and notes under each one; xhip prints one line).

A difference is a *documented divergence* when one of `DIVERGENCES` explains
it (docs/semantics.md §12); the check is either exact
(the outputs agree once the divergent part is taken out of both) or a property
of the input (it has the construct the divergence is about).
"""

from __future__ import annotations

import re
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from enum import Enum
from typing import Any

# --------------------------------------------------------------------------
# Diagnostics


@dataclass(frozen=True, order=True)
class Diagnostic:
    """A diagnostic without its location: `error: 'x' op ...`."""

    kind: str
    message: str

    def __str__(self) -> str:
        return f"{self.kind}: {self.message}"


COMPARED_KINDS = ("error", "warning", "remark")
"""Notes are not compared: MLIR attaches its own (`see current operation`)."""
_DIAGNOSTIC = re.compile(
    rf"^(?:(?P<where>.*?): )?(?P<kind>{'|'.join(COMPARED_KINDS)}): (?P<msg>.*)$"
)
_UNMATCHED_EXPECTATION = re.compile(
    r'error: expected (error|warning|remark|note) ".*" was not produced$'
)
"""The reference's driver reports `expected-*` comments of the input it
does not verify; these are not diagnostics of the passes."""


def parse_diagnostics(stderr: str) -> list[Diagnostic]:
    """The errors, warnings and remarks of a tool's stderr, sorted (the order of
    functions' diagnostics is not part of the comparison).

    A line is a diagnostic when it is `[LOCATION: ]KIND: MESSAGE`; MLIR's source
    excerpts, carets and `note:` lines are skipped."""
    found: list[Diagnostic] = []
    for line in stderr.splitlines():
        if _UNMATCHED_EXPECTATION.search(line):
            continue
        m = _DIAGNOSTIC.match(line)
        if m is None:
            continue
        where = m.group("where")
        if where is not None and not _looks_like_location(where):
            continue
        found.append(Diagnostic(m.group("kind"), m.group("msg").rstrip()))
    return sorted(found)


def _looks_like_location(where: str) -> bool:
    """`file:3:5`, `<stdin>:3:5`, `loc(...)`, `<unknown>:0` or a program name."""
    return (
        re.search(r":\d+:\d+$", where) is not None
        or where.startswith("loc(")
        or where.startswith("<unknown>")
        or re.fullmatch(r"[\w.+-]+", where) is not None
    )


CRASH_MARKERS = ("Stack dump:", "PLEASE submit a bug report", "LLVM ERROR:")


def crashed(returncode: int, stderr: str) -> bool:
    """A crash of the reference: a signal, an LLVM fatal error or a stack dump."""
    return returncode < 0 or any(m in stderr for m in CRASH_MARKERS)


# --------------------------------------------------------------------------
# Text


_MODULE_ATTRIBUTES = "module attributes {"


def _closing(text: str, k: int) -> int:
    """The index just after the bracket closing the one before `k`."""
    depth = 1
    in_string = False
    while k < len(text) and depth:
        c = text[k]
        if in_string:
            if c == "\\":
                k += 1
            elif c == '"':
                in_string = False
        elif c == '"':
            in_string = True
        elif c in "{[(<":
            depth += 1
        elif c in "}])>":
            depth -= 1
        k += 1
    return k


def strip_module_attributes(text: str) -> str:
    """`text` with the dictionary of every `module attributes {...}` taken out
    (nested brackets and strings respected)."""
    out: list[str] = []
    i = 0
    while (j := text.find(_MODULE_ATTRIBUTES, i)) >= 0:
        out.append(text[i:j] + "module")
        i = _closing(text, j + len(_MODULE_ATTRIBUTES))
    out.append(text[i:])
    return "".join(out)


def module_attributes(text: str) -> str:
    """The first `module attributes {...}` dictionary of `text` ('' if none)."""
    j = text.find(_MODULE_ATTRIBUTES)
    if j < 0:
        return ""
    start = j + len("module attributes ")
    return text[start : _closing(text, start + 1)]


def drop_lines(text: str, pattern: str) -> str:
    """`text` without the lines matching `pattern` (a regex, searched)."""
    rx = re.compile(pattern)
    return "\n".join(line for line in text.splitlines() if not rx.search(line))


_VIEW_LINE = re.compile(
    r"^\s*(%[\w]+) = memref\.(?:expand_shape|collapse_shape|cast|subview|"
    r"reinterpret_cast|reshape|transpose|view|memory_space_cast)\b"
)


def without_deallocs(text: str) -> str:
    """`text` without its `memref.dealloc` lines, nor the views that only
    those deallocs used (the reference keeps a dealloc of a view of a pooled
    buffer, and the view with it)."""
    lines = drop_lines(text, r"memref\.dealloc\b").splitlines()
    changed = True
    while changed:
        changed = False
        for i, line in enumerate(lines):
            m = _VIEW_LINE.match(line)
            if m is None:
                continue
            used = re.compile(re.escape(m.group(1)) + r"(?![\w])")
            if not any(used.search(other) for j, other in enumerate(lines) if j != i):
                del lines[i]
                changed = True
                break
    return renamed("\n".join(lines))


def renamed(text: str) -> str:
    """`text` with its SSA names numbered in order of appearance (the printer's
    names shift when an op named like a later one is taken out)."""
    names: dict[str, str] = {}

    def name(m: re.Match[str]) -> str:
        return names.setdefault(m.group(0), f"%v{len(names)}")

    return re.sub(r"%[\w.$-]+", name, text)


def first_difference(a: str, b: str, context: int = 2) -> str:
    """A few lines around the first line where `a` (reference) and `b` (xhip) differ."""
    la, lb = a.splitlines(), b.splitlines()
    n = 0
    while n < min(len(la), len(lb)) and la[n] == lb[n]:
        n += 1
    lo = max(0, n - context)
    ref = la[lo : n + context + 1]
    xhip = lb[lo : n + context + 1]
    return "\n".join(
        [
            f"line {n + 1}:",
            *(f"  ref : {x}" for x in ref),
            *(f"  xhip: {x}" for x in xhip),
        ]
    )


# --------------------------------------------------------------------------
# Documented divergences


@dataclass(frozen=True)
class Case:
    """One input under one set of options, as both tools see it."""

    name: str
    """Where it comes from: `fuzz:pool:lo=true:a=64:17`, `file.mlir:12`, ..."""
    text: str
    flags: tuple[str, ...]
    """The same command-line flags for both tools (passes and their options,
    `--allow-unregistered-dialect`)."""

    @property
    def passes(self) -> tuple[str, ...]:
        """The pass flags (`--hip-pool-allocs=...`, `--cse`, `--pass-pipeline=...`)."""
        return tuple(f for f in self.flags if f != "--allow-unregistered-dialect")


@dataclass(frozen=True)
class Outputs:
    """What both tools gave for a case, normalised."""

    reference: str
    xhip: str
    reference_diagnostics: tuple[Diagnostic, ...] = ()
    xhip_diagnostics: tuple[Diagnostic, ...] = ()


@dataclass(frozen=True)
class Divergence:
    """A documented difference from the reference (docs/semantics.md
    §12), and how a difference is recognised as it."""

    name: str
    description: str
    explains: Callable[[Case, Outputs], bool]


def _function_count(text: str) -> int:
    return len(re.findall(r"\bfunc\.func\b", text))


def _module_attributes_only(case: Case, out: Outputs) -> bool:
    return (
        _function_count(case.text) > 1
        and out.reference_diagnostics == out.xhip_diagnostics
        and strip_module_attributes(out.reference) == strip_module_attributes(out.xhip)
    )


_SUB_BYTE = re.compile(r"memref<(?:[\d?]+x)*i[1-7][,>]")
_VECTOR = re.compile(r"memref<(?:[\d?]+x)*vector<((?:\d+x)+)(i\d+|f\d+|bf16|index)>")


def _bits(elem: str) -> int:
    if elem == "index":
        return 64
    return int(re.sub(r"\D", "", elem))


def has_odd_storage(text: str) -> bool:
    """Whether `text` has a memref whose element's storage size differs from its
    bit size / 8: `i1`..`i7`, or a vector of a size not a power-of-two bytes."""
    if _SUB_BYTE.search(text):
        return True
    for m in _VECTOR.finditer(text):
        count = 1
        for d in m.group(1).rstrip("x").split("x"):
            count *= int(d)
        bits = count * _bits(m.group(2))
        if bits % 8 or (bits // 8) & (bits // 8 - 1):
            return True
    return False


_DEFERRED = re.compile(
    r'async\.execute|memref\.dma_start|omp\.task\b|^\s*"[\w.]+"\([^)]*\)\s*\(\{',
    re.MULTILINE,
)
_XDSL_TEST_OPS = re.compile(
    r'"test\.(op_with_memread|op_with_memwrite|pureop|termop|op_with_symbol|'
    r'allocatable|region_branch_op|region_branch_terminator)"'
)
_ALLOC_ALIGNMENT = re.compile(r"memref\.alloca?\b.*\balignment\s*=\s*(\d+)")
_PASS_ALIGNMENT = re.compile(r"hip-pool-allocs\b[^,)}]*?\balignment=(\d+)")
REFERENCE_DEFAULT_ALIGNMENT = 256
"""hip-pool-allocs' `alignment` when no flag sets it (hip-ep's Passes.td)."""


def pass_alignment(case: Case) -> int:
    """The `alignment` option the case gives hip-pool-allocs."""
    for flag in case.passes:
        if (m := _PASS_ALIGNMENT.search(flag)) is not None:
            return int(m.group(1))
    return REFERENCE_DEFAULT_ALIGNMENT


def _alignment_above_pass(case: Case, out: Outputs) -> bool:
    """An alloc whose `alignment` attribute exceeds the pass alignment: only
    then does xhip's larger alignment change anything (an attribute at or
    below it, such as bufferization's `alignment = 64`, explains nothing)."""
    return (
        _touches_pool(case)
        and _same_errors(out)
        and any(
            int(m.group(1)) > pass_alignment(case)
            for m in _ALLOC_ALIGNMENT.finditer(case.text)
        )
    )


_ESCAPES = re.compile(
    r"memref\.extract_aligned_pointer_as_index|vector\.store|"
    r"bufferization\.to_tensor|unrealized_conversion_cast|"
    # a buffer stored to memory (a memref of memrefs)
    r"memref\.store\b[^\n]*:\s*memref<(?:[\d?]+x)*memref<|"
    # an op in generic form (unregistered: unknown effects) given a value
    r'^\s*(?:%[\w]+(?::\d+)? = )?"(?!test\.(?:pureop|op_with_mem))[\w.]+"\(%',
    re.MULTILINE,
)


def _calls_unknown_function(text: str) -> bool:
    """Whether `text` calls a function it does not define (a declaration)."""
    defined = set(
        re.findall(r"func\.func\s+(?:\w+\s+)?@([\w.$-]+)\([^\n]*\{\s*$", text, re.M)
    )
    called = set(re.findall(r"\bcall\s+@([\w.$-]+)", text))
    return bool(called - defined)


def _escapes(case: Case, out: Outputs) -> bool:
    return (
        _touches_pool(case)
        and _same_errors(out)
        and (
            _ESCAPES.search(case.text) is not None or _calls_unknown_function(case.text)
        )
    )


def _touches_pool(case: Case) -> bool:
    return any("hip-pool-allocs" in f for f in case.passes)


def _errors(diagnostics: Sequence[Diagnostic]) -> list[Diagnostic]:
    return [d for d in diagnostics if d.kind == "error"]


def _same_errors(out: Outputs) -> bool:
    """Both tools failed alike or both succeeded (a divergence of the output
    explains no error of only one tool)."""
    return _errors(out.reference_diagnostics) == _errors(out.xhip_diagnostics)


def _input_has(rx: re.Pattern[str]) -> Callable[[Case, Outputs], bool]:
    """A divergence of the pool pass recognised by the input's text."""

    def explains(case: Case, out: Outputs) -> bool:
        return (
            _touches_pool(case)
            and _same_errors(out)
            and rx.search(case.text) is not None
        )

    return explains


def _skipped_remark(d: Diagnostic) -> bool:
    """xhip's remark at an alloc `scope=entry-block` passes over
    (`xhip.plan.skipped`)."""
    return d.kind == "remark" and " is not pooled: it is inside " in d.message


DIVERGENCES: tuple[Divergence, ...] = (
    Divergence(
        "module-attributes",
        "module attributes of a module with several functions: xhip writes the "
        "last function's, the reference leaves a previous function's multi-domain "
        "attributes in place (and races with threads)",
        _module_attributes_only,
    ),
    Divergence(
        "deallocs",
        "deallocs of pooled buffers and their aliases erased by xhip; the "
        "reference erases those of any memref.view and keeps a cast's",
        lambda case, out: (
            _touches_pool(case)
            and "memref.dealloc" in case.text
            and out.reference_diagnostics == out.xhip_diagnostics
            and without_deallocs(out.reference) == without_deallocs(out.xhip)
        ),
    ),
    Divergence(
        "may-alias-deallocs",
        "a buffer that a dealloc of a may-alias, or a callee, could free stays "
        "unpooled in xhip (its remark says so); the reference pools it",
        lambda case, out: (
            (
                _same_errors(out)
                # with nothing left to pool, xhip needs no !hip.context
                or (
                    not _errors(out.xhip_diagnostics)
                    and all(
                        d.message.startswith("function missing !hip.context")
                        for d in _errors(out.reference_diagnostics)
                    )
                )
            )
            and any(
                d.kind == "remark"
                and (
                    "is not pooled: memref.dealloc" in d.message
                    or "passes it to a function that may free it" in d.message
                )
                for d in out.xhip_diagnostics
            )
        ),
    ),
    Divergence(
        "skipped-allocs",
        "under emit-fragmentation-report, xhip names each alloc inside a region "
        "that scope=entry-block passes over, with what scope=function does with "
        "it (a remark at the alloc); the reference says nothing of them",
        lambda case, out: (
            out.reference == out.xhip
            and any(_skipped_remark(d) for d in out.xhip_diagnostics)
            and tuple(d for d in out.xhip_diagnostics if not _skipped_remark(d))
            == out.reference_diagnostics
        ),
    ),
    Divergence(
        "deferred-execution",
        "buffers used by work that runs later (async.execute, dma_start, region "
        "ops of unknown effects) live until it may have run",
        _input_has(_DEFERRED),
    ),
    Divergence(
        "alignment-attribute",
        "an alloc's alignment attribute above the pass alignment is honoured",
        _alignment_above_pass,
    ),
    Divergence(
        "running-twice",
        "a function that has a hip.get_pool already: xhip changes nothing or "
        "reports it",
        lambda case, out: (
            _touches_pool(case)
            and not _errors(out.reference_diagnostics)
            and "hip.get_pool" in case.text
        ),
    ),
    Divergence(
        "escaping-addresses",
        "a buffer handed to an op that may keep it (an unknown op or callee, an "
        "address taken as an integer) lives to the end of the block in xhip, "
        "and the results of ops the pass does not know alias what they receive; "
        "the reference ends its life at its last use",
        _escapes,
    ),
    Divergence(
        "storage-sizes",
        "storage size of sub-byte (i1..i7) and odd-size vector elements",
        lambda case, out: (
            _touches_pool(case) and _same_errors(out) and has_odd_storage(case.text)
        ),
    ),
    Divergence(
        "xdsl-test-ops",
        "the input uses xDSL's test ops with declared effects (test.op_with_memread "
        "...), unregistered ops of unknown effects to the reference",
        lambda case, out: (
            _same_errors(out) and _XDSL_TEST_OPS.search(case.text) is not None
        ),
    ),
)


# --------------------------------------------------------------------------
# Classes


class Verdict(str, Enum):
    AGREE = "agree"
    DIFFER = "differ"
    DOCUMENTED = "documented-divergence"
    REFERENCE_CRASH = "reference-crash"
    UNREADABLE = "mlir-cannot-read-xhip-output"
    XHIP_CRASH = "xhip-crash"
    SKIPPED = "skipped"


@dataclass
class Result:
    """The verdict on one case."""

    case: str
    flags: tuple[str, ...]
    verdict: Verdict
    divergence: str = ""
    """For `documented-divergence`: its name; for `skipped`: why."""
    detail: str = ""
    """What differs (the first lines, or the diagnostics)."""
    text: str = ""
    """The input, for a difference (so that it can be classified again)."""
    outputs: Outputs | None = None
    """Both outputs, for a difference."""

    @property
    def label(self) -> str:
        """The class as the summary counts it: `documented-divergence:deallocs`."""
        if self.divergence and self.verdict is Verdict.DOCUMENTED:
            return f"{self.verdict.value}:{self.divergence}"
        return self.verdict.value

    def to_json(self) -> dict[str, object]:
        found: dict[str, object] = {
            "case": self.case,
            "flags": list(self.flags),
            "class": self.verdict.value,
            "divergence": self.divergence,
            "detail": self.detail,
        }
        if self.outputs is not None:
            found["input"] = self.text
            found["reference"] = self.outputs.reference
            found["xhip"] = self.outputs.xhip
            found["reference_diagnostics"] = [
                [d.kind, d.message] for d in self.outputs.reference_diagnostics
            ]
            found["xhip_diagnostics"] = [
                [d.kind, d.message] for d in self.outputs.xhip_diagnostics
            ]
        return found

    @staticmethod
    def from_json(data: dict[str, Any]) -> Result:
        """A result written by `to_json`, classified again (with the current
        `DIVERGENCES`) when it kept both outputs."""
        flags = tuple(str(f) for f in data["flags"])
        if "reference" in data:
            case = Case(str(data["case"]), str(data["input"]), flags)
            out = Outputs(
                str(data["reference"]),
                str(data["xhip"]),
                tuple(Diagnostic(k, m) for k, m in data["reference_diagnostics"]),
                tuple(Diagnostic(k, m) for k, m in data["xhip_diagnostics"]),
            )
            return classify(case, out)
        return Result(
            str(data["case"]),
            flags,
            Verdict(data["class"]),
            str(data["divergence"]),
            str(data["detail"]),
        )


def classify(
    case: Case, out: Outputs, divergences: Sequence[Divergence] = DIVERGENCES
) -> Result:
    """Agree, differ, or the documented divergence that explains the difference
    (the first of `divergences` that does)."""
    if out.reference == out.xhip and out.reference_diagnostics == out.xhip_diagnostics:
        return Result(case.name, case.flags, Verdict.AGREE)
    for d in divergences:
        if d.explains(case, out):
            return Result(
                case.name,
                case.flags,
                Verdict.DOCUMENTED,
                d.name,
                describe(out),
                case.text,
                out,
            )
    return Result(
        case.name, case.flags, Verdict.DIFFER, "", describe(out), case.text, out
    )


def describe(out: Outputs) -> str:
    """The diagnostics that differ, else the first lines that do."""
    if out.reference_diagnostics != out.xhip_diagnostics:
        ref = "; ".join(map(str, out.reference_diagnostics)) or "(none)"
        xhip = "; ".join(map(str, out.xhip_diagnostics)) or "(none)"
        return f"diagnostics: ref: {ref} | xhip: {xhip}"
    return first_difference(out.reference, out.xhip)

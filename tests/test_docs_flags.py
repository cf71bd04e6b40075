"""Every flag and pass option the docs (docs/*.md, README.md) name exists.

What is read, whatever the wording around it:

* commands in code spans and code blocks (`xhip-opt ...`, `xdsl-opt ...`,
  `xhip check ...`, `python -m xhip_harness.fuzz ...`): each `--flag` up to the
  end of the command (`|`, `;`, `>`, `#`) must be one its tool's `--help`
  lists; a pass flag of `xhip-opt` or a pipeline (`-p`, `--pass-pipeline`) must
  name registered passes, and their `name=value` options must be the pass's;
* a code span that is a flag alone (`--mlir-timing`, `--dims seq=128`): a flag of
  one of the tools; in a sentence that says it is not implemented (not
  supported, refused), `xhip-opt` must refuse it;
* a code span `name=value` (`scope=function`): an option of one of the hip
  passes (the names only: the docs show bad values on purpose);
* `hip-pass{...}` and `--hip-pass='...'` anywhere in a span: that pass's options.

What is not a flag of xhip's (another program's, a placeholder) is listed in
`NOT_XHIP` with why.
"""

from __future__ import annotations

import contextlib
import io
import re
import shlex
import shutil
import subprocess
from collections.abc import Callable, Iterator
from functools import cache
from pathlib import Path

import pytest

from xhip.tools.opt.driver import UsageError, available_passes, parse_args
from xhip.tools.pass_options import hip_pass_classes, pass_options

ROOT = Path(__file__).resolve().parent.parent
DOCS = [*sorted((ROOT / "docs").glob("*.md")), ROOT / "README.md"]

NOT_XHIP = {
    "--a": "xDSL's option syntax shown in the abstract (`--a=x=1 --b`)",
    "--b": "xDSL's option syntax shown in the abstract (`--a=x=1 --b`)",
    "-re": "the suffix of `expected-error-re` comments, not a flag",
}
"""Flag-like spans that are no xhip tool's flag, with why."""

NOT_OPTIONS = {
    "alpha": "an SVG attribute (the plan picture)",
    "paint-order": "an SVG attribute (the plan picture)",
    "remarks": "a keyword argument of `pool_module` (Python)",
}
"""`name=value` spans that are no pass option, with why."""

_SPAN = re.compile(r"(?<!`)`([^`\n]+)`(?!`)")
_FENCE = re.compile(r"^```[^\n]*\n(.*?)^```", re.S | re.M)
_TOOL = re.compile(
    r"(?<![\w./-])(xhip-opt|xdsl-opt|xhip (?:check|plan|bench|options|fuzz)"
    r"|python3? -m xhip\.[\w.]+)(?=\s|$)([^`|;>#]*)"
)
_FLAG = re.compile(r"(?<![\w-])(--?[a-zA-Z][\w-]*)")
_BARE_FLAG = re.compile(r"(--?[a-zA-Z][\w-]*)(?:=\S*)?(?: [^\s-]\S*)?")
_BARE_OPTION = re.compile(r"([a-z][a-z0-9-]*)=[^\s=]+")
_PASS_OPTIONS = re.compile(
    r"(hip-[a-z-]+)(?:\{([^}]*)\}|=(?:'([^']*)'|\"([^\"]*)\"|(\S+)))"
)
_NEGATIVE = re.compile(r"not (?:implemented|supported)|refused|unknown flag", re.I)


@cache
def _captured(run: Callable[[], object]) -> str:
    out = io.StringIO()
    with (
        contextlib.redirect_stdout(out),
        contextlib.redirect_stderr(io.StringIO()),
        contextlib.suppress(SystemExit),
    ):
        run()
    return out.getvalue()


def _module_main(module: str) -> Callable[[], object]:
    def run() -> object:
        import importlib

        return importlib.import_module(module).main(["--help"])

    return run


def _xdsl_opt_help() -> str:
    path = shutil.which("xdsl-opt")
    assert path is not None, "xdsl-opt is not installed"
    return subprocess.run(
        [path, "--help"], capture_output=True, text=True, check=True
    ).stdout


def _xhip(sub: str) -> Callable[[], object]:
    def run() -> object:
        from xhip.tools.cli import main

        return main([sub, "--help"])

    return run


def _opt_help() -> object:
    from xhip.tools.opt.driver import run

    return run(["--help"])


HELP: dict[str, Callable[[], str]] = {
    "xhip-opt": lambda: _captured(_opt_help),
    "xdsl-opt": _xdsl_opt_help,
    **{
        f"xhip {sub}": (lambda sub=sub: _captured(_xhip(sub)))
        for sub in ("check", "plan", "bench", "options")
    },
    "xhip fuzz": lambda: _captured(_module_main("xhip_harness.fuzz.__main__")),
    "python -m xhip_harness.fuzz": lambda: _captured(
        _module_main("xhip_harness.fuzz.__main__")
    ),
    **{
        f"python -m {m}": (lambda m=m: _captured(_module_main(m)))
        for m in (
            "xhip_harness.fuzz.control_flow",
            "xhip_harness.gpu.__main__",
            "xhip_harness.reference.__main__",
            "xhip.dialects.generate_hip_ops",
            "xhip.dialects.generate_linalg_ops",
            "xhip_harness.corpus.__main__",
            "xhip_harness.corpus.run",
        )
    },
}
"""Each tool's `--help`, as its parser prints it."""
for _name in ("gpu", "reference", "corpus"):
    HELP[f"python -m xhip_harness.{_name}"] = HELP.pop(
        f"python -m xhip_harness.{_name}.__main__"
    )


@cache
def tool_flags(tool: str) -> frozenset[str]:
    """The flags `tool --help` lists (for `xhip-opt`, each pass too)."""
    flags = set(_FLAG.findall(HELP[tool]()))
    if tool in ("xhip-opt", "xdsl-opt"):
        flags |= {"-o", "-p"}
    if tool == "xhip-opt":
        flags |= {f"--{name}" for name in available_passes()}
    return frozenset(flags)


@cache
def all_flags() -> frozenset[str]:
    return frozenset().union(*(tool_flags(t) for t in HELP))


@cache
def hip_options() -> dict[str, frozenset[str]]:
    """Each hip pass's option names, kebab-case."""
    return {
        name: frozenset(o.name for o in pass_options(cls))
        for name, cls in hip_pass_classes().items()
    }


def _spans_and_blocks(text: str) -> Iterator[tuple[str, str]]:
    """(code, the sentence around it) for each code span; (line, line) for
    each line of a code block."""
    for block in _FENCE.findall(text):
        for line in block.splitlines():
            yield line, line
    prose = _FENCE.sub("\n\n", text)
    for unit in re.split(r"\n\s*\n|\n(?=\s*[|*-] )", prose):
        # Sentences, with the spans masked so that a `.` inside one does not cut.
        spans: list[str] = []

        def mask(m: re.Match[str], spans: list[str] = spans) -> str:
            spans.append(m.group(0))
            return f"\0{len(spans) - 1}\0"

        masked = _SPAN.sub(mask, unit)
        for sentence in re.split(r"(?<=[.!?|])\s+|(?<=[.!?]\))\s+", masked):
            plain = re.sub(
                r"\0(\d+)\0",
                lambda m, spans=spans: spans[int(m.group(1))],
                sentence,
            )
            for index in re.findall(r"\0(\d+)\0", sentence):
                yield spans[int(index)][1:-1], plain


def mentions() -> Iterator[tuple[str, str, str]]:
    """(file name, code, the sentence around it) for every doc."""
    for path in DOCS:
        for code, sentence in _spans_and_blocks(path.read_text()):
            yield path.name, code, sentence


def _pipeline_problems(text: str) -> list[str]:
    """Unknown passes of a pipeline (`a,b{x=1}`, `builtin.module(func.func(a))`)."""
    passes = available_passes()
    bare = re.sub(r"\{[^}]*\}", "", text.strip("'\""))
    names = [n for n in re.split(r"[,()\s]+", bare) if n]
    anchors = {"builtin.module", "func.func", "any"}
    return [f"pass '{n}'" for n in names if n not in anchors and n not in passes]


def _option_problems(code: str) -> list[str]:
    """Options of `hip-pass{...}` / `--hip-pass='...'` that the pass lacks."""
    problems: list[str] = []
    options = hip_options()
    for m in _PASS_OPTIONS.finditer(code):
        name, text = m.group(1), next((g for g in m.groups()[1:] if g), "")
        if name not in options:
            problems.append(f"hip pass '{name}'")
            continue
        for key in re.findall(r"(?:^|[\s{])([a-z][\w-]*)(?==|\s|$)", text):
            if key not in options[name]:
                problems.append(f"option '{key}' of {name}")
    return problems


def command_problems(code: str) -> list[str]:
    """What the commands in `code` use that their tools lack."""
    problems: list[str] = []
    for m in _TOOL.finditer(code):
        tool, rest = m.group(1), m.group(2)
        tool = re.sub(r"^python3 ", "python ", tool)
        if tool not in HELP:
            problems.append(f"unknown tool '{tool}'")
            continue
        try:
            words = shlex.split(rest)
        except ValueError:  # an unclosed quote: a command cut short in prose
            words = rest.split()
        for k, word in enumerate(words):
            word = word.strip("[]'\"")
            flag = _FLAG.fullmatch(word.split("=", 1)[0])
            if flag is None:
                continue
            if flag.group(1) not in tool_flags(tool):
                problems.append(f"{tool} {flag.group(1)}")
            if tool in ("xhip-opt", "xdsl-opt") and flag.group(1) in (
                "-p",
                "--pass-pipeline",
            ):
                value = word.partition("=")[2] or (
                    words[k + 1] if k + 1 < len(words) else ""
                )
                problems += [f"{tool}: {p}" for p in _pipeline_problems(value)]
    return problems


def bare_problems(code: str, sentence: str) -> list[str]:
    """A span that is a flag alone, or a `name=value` option alone."""
    if _TOOL.search(code):
        return []
    if m := _BARE_FLAG.fullmatch(code):
        flag = m.group(1)
        if flag in NOT_XHIP:
            return []
        if _NEGATIVE.search(sentence) and not _TOOL.search(sentence):
            try:
                parse_args([code.split()[0], "in.mlir"])
            except UsageError:
                return []
            return [f"{flag} is said to be unsupported, and xhip-opt accepts it"]
        return [] if flag in all_flags() else [f"{flag} is no tool's flag"]
    if m := _BARE_OPTION.fullmatch(code):
        name = m.group(1)
        known = name in NOT_OPTIONS or any(name in o for o in hip_options().values())
        return [] if known else [f"{name}= is no hip pass's option"]
    return []


def test_the_docs_name_only_flags_and_options_that_exist() -> None:
    problems: list[str] = []
    for name, code, sentence in mentions():
        found = (
            command_problems(code)
            + bare_problems(code, sentence)
            + _option_problems(code)
        )
        problems += [f"{name}: `{code}`: {p}" for p in found]
    assert not problems, "\n".join(problems)


@pytest.mark.parametrize(
    "code, sentence, problem",
    [
        ("xhip plan FILE --alignmnet 64", "", "xhip plan --alignmnet"),
        ("xhip-opt in.mlir --mlir-bogus", "", "xhip-opt --mlir-bogus"),
        (
            "xdsl-opt -p 'hip-pool-allocs,no-such-pass' in.mlir",
            "",
            "pass 'no-such-pass'",
        ),
        (
            "hip-pool-allocs{alignment=64 bogus=1}",
            "",
            "option 'bogus' of hip-pool-allocs",
        ),
        ("--hip-pool-allocs='scope=function colour=red'", "", "option 'colour'"),
        ("--not-a-flag", "", "--not-a-flag is no tool's flag"),
        ("colour=red", "", "colour= is no hip pass's option"),
        (
            "--mlir-timing",
            "Not implemented: `--mlir-timing`.",
            "--mlir-timing is said to be unsupported, and xhip-opt accepts it",
        ),
    ],
)
def test_the_check_finds_what_does_not_exist(
    code: str, sentence: str, problem: str
) -> None:
    """The checks above can fail: each kind of mistake is found."""
    found = (
        command_problems(code) + bare_problems(code, sentence) + _option_problems(code)
    )
    assert any(problem in p for p in found), found


def test_the_check_accepts_what_exists() -> None:
    assert command_problems("xhip plan FILE --alignment 64 --scope function") == []
    assert bare_problems("--mlir-print-ir-after-all", "It is not supported.") == []
    assert _option_problems("hip-pool-allocs{alignment=64 scope=function}") == []
    assert (
        command_problems(
            "xhip-opt --pass-pipeline='builtin.module(func.func(hip-pool-allocs))' x"
        )
        == []
    )

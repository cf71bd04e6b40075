"""The cases the harness runs: generated functions, the FileCheck inputs, files.

* Generated (`fuzz_cases`): the fuzz generator's random engine
  (`xhip_harness.fuzz.program`), program `k` of seed `s` being the one `python
  -m xhip_harness.fuzz --engine random --seed s` draws. The pool pass runs in
  `POOL_CONFIGS` (both modes, alignments 16, 64, 256) on plain programs; the
  companion passes and the whole tail (`TAIL_SUITES`) on programs that also
  overwrite the sizes they load (`--tail`'s programs); the pool pass and the
  tail (`MODULE_SUITES`, suite `modules`) on whole modules shaped like hip-ep's
  front-end output (`--modules`' programs: weight globals, outlined functions,
  `hip.alloc_output`, the front end's module attributes).
* FileCheck inputs (`filecheck_cases`): every `RUN:` line of
  `tests/filecheck/**.mlir` (or any directory of lit tests) that runs
  `xhip-opt`, `xdsl-opt`, `hip-mlir-opt` or `mlir-opt` on `%s` with a hip pass, its passes and options as MLIR flags, each `// -----` chunk apart
  when it splits the input.
* Files (`file_cases`): any file, with the flags given.

A case whose options the reference does not have (`packer`, `hoist-loads`,
...) is skipped, with the option named.
"""

from __future__ import annotations

import re
import shlex
from collections.abc import Iterator, Mapping, Sequence
from dataclasses import dataclass
from pathlib import Path

from xhip.tools.opt.driver import DEFAULT_SPLIT_MARKER, split_input
from xhip_harness.fuzz.pipeline_module import build_pipeline_module
from xhip_harness.fuzz.program import ELEMENTS, RandomChooser, build_program
from xhip_harness.reference.compare import Case

UNREGISTERED = "--allow-unregistered-dialect"

POOL_CONFIGS: tuple[tuple[bool, int], ...] = tuple(
    (lifetime_only, a) for lifetime_only in (True, False) for a in (16, 64, 256)
)
"""(lifetime-only, alignment) of the pool pass on generated functions."""

TAIL = (
    "--hip-use-output-allocator",
    "--hip-resolve-memref-dims",
    "--cse",
    "--hip-hoist-alloc-size-arith",
    "--hip-pool-allocs",
)


@dataclass(frozen=True)
class Suite:
    """A set of flags run on generated programs of one kind."""

    name: str
    flags: tuple[str, ...]
    tail_programs: bool
    """Programs that also store new sizes into the buffer sizes are loaded from."""
    modules: bool = False
    """Whole modules shaped like hip-ep's front-end output (`--modules`)."""


def pool_suite(lifetime_only: bool, alignment: int) -> Suite:
    lo = str(lifetime_only).lower()
    return Suite(
        f"pool:lo={lo}:a={alignment}",
        (f"--hip-pool-allocs=alignment={alignment} lifetime-only={lo}",),
        False,
    )


TAIL_SUITES: tuple[Suite, ...] = (
    Suite("use-output-allocator", ("--hip-use-output-allocator",), True),
    Suite("resolve-memref-dims", ("--hip-resolve-memref-dims",), True),
    Suite("hoist-alloc-size-arith", ("--hip-hoist-alloc-size-arith",), True),
    Suite("tail", TAIL, True),
)
SUITES: tuple[Suite, ...] = (
    *(pool_suite(lo, a) for lo, a in POOL_CONFIGS),
    *TAIL_SUITES,
)
MODULE_SUITES: tuple[Suite, ...] = (
    *(
        Suite(f"modules:{s.name}", s.flags, False, modules=True)
        for s in SUITES
        if s.name.startswith("pool:")
    ),
    Suite("modules:tail", TAIL, False, modules=True),
)
"""The pool pass and the tail on front-end-shaped modules (not in `all`)."""


def suite_named(name: str) -> list[Suite]:
    """The suites `name` selects: a suite's name, `pool` (all six), `companions`
    (the three passes and the tail), `modules` (`MODULE_SUITES`) or `all` (the
    single-function suites)."""
    if name == "all":
        return list(SUITES)
    if name == "modules":
        return list(MODULE_SUITES)
    if name == "pool":
        return [s for s in SUITES if s.name.startswith("pool:")]
    if name == "companions":
        return list(TAIL_SUITES)
    found = [s for s in (*SUITES, *MODULE_SUITES) if s.name == name]
    if not found:
        raise ValueError(f"unknown suite {name!r}")
    return found


def generated_text(
    seed: int,
    k: int,
    tail_programs: bool,
    max_steps: int,
    elements: Sequence[str],
    modules: bool = False,
) -> str:
    """Program `k` of `seed`, as the fuzz campaign's random engine draws it
    (`--modules`: a front-end-shaped module)."""
    chooser = RandomChooser(seed * 1_000_003 + k)
    # No vector elements: the reference crashes on them (docs/semantics.md §6.1).
    if modules:
        return build_pipeline_module(
            chooser, max_steps, vectors=False, elements=elements
        ).text
    return build_program(
        chooser, max_steps, tail_programs, vectors=False, elements=elements
    ).text


def fuzz_cases(
    suites: Sequence[Suite],
    examples: int,
    seed: int = 0,
    max_steps: int = 40,
    elements: Sequence[str] = ELEMENTS,
    block: int = 20,
) -> Iterator[Case]:
    """`examples` programs per kind, each under every suite of its kind; in
    blocks of `block` programs, suite by suite (runs of equal flags, which the
    reference can take in one process)."""
    for first in range(0, examples, block):
        ks = range(first, min(first + block, examples))
        for tail_programs, modules in ((False, False), (True, False), (False, True)):
            chosen = [
                s
                for s in suites
                if s.tail_programs == tail_programs and s.modules == modules
            ]
            if not chosen:
                continue
            texts = [
                generated_text(seed, k, tail_programs, max_steps, elements, modules)
                for k in ks
            ]
            for s in chosen:
                for k, text in zip(ks, texts, strict=True):
                    yield Case(
                        f"fuzz:{s.name}:seed={seed}:{k}", text, (UNREGISTERED, *s.flags)
                    )


# --------------------------------------------------------------------------
# RUN lines


@dataclass(frozen=True)
class Skipped:
    """An input the harness cannot run the same way through both tools."""

    name: str
    reason: str


TOOLS = ("xhip-opt", "xdsl-opt", "hip-mlir-opt", "mlir-opt")
"""The tools whose RUN lines are translated (hip-ep's own lit tests run
`hip-mlir-opt`)."""
_DROPPED_FLAGS = re.compile(
    r"^-{1,2}(verify-diagnostics|mlir-print-|verify-each|no-implicit-module|"
    r"mlir-disable-threading)"
)


def run_lines(text: str) -> list[str]:
    """The `RUN:` commands of a test file, continuation lines joined."""
    commands: list[str] = []
    pending = ""
    for line in text.splitlines():
        m = re.match(r"^\s*//\s*RUN:\s?(.*)$", line)
        if m is None:
            continue
        part = m.group(1).rstrip()
        if part.endswith("\\"):
            pending += part[:-1] + " "
            continue
        commands.append(pending + part)
        pending = ""
    return commands


def _pass_flag(name: str, options: str) -> str:
    options = options.strip()
    return f"--{name}={options}" if options else f"--{name}"


def xdsl_pipeline_flags(pipeline: str) -> list[str]:
    """xDSL's `-p 'a,b{x=1 y=2}'` as MLIR flags (`--a`, `--b=x=1 y=2`)."""
    flags: list[str] = []
    depth = 0
    start = 0
    items: list[str] = []
    for i, c in enumerate(pipeline):
        if c == "{":
            depth += 1
        elif c == "}":
            depth -= 1
        elif c == "," and depth == 0:
            items.append(pipeline[start:i])
            start = i + 1
    items.append(pipeline[start:])
    for item in items:
        item = item.strip()
        m = re.fullmatch(r"([\w.-]+)(?:\{(.*)\})?", item)
        if m is None:
            raise ValueError(f"cannot read the pipeline item {item!r}")
        flags.append(_pass_flag(m.group(1), m.group(2) or ""))
    return flags


@dataclass(frozen=True)
class Invocation:
    """What a RUN line asks of the tool: the flags, and whether it splits."""

    flags: tuple[str, ...]
    split: bool


def invocation(command: str) -> Invocation | str | None:
    """The tool's flags of a RUN line's first stage, a reason it cannot be run
    by both tools, or None when it runs no hip pass on `%s`."""
    stage = command.split("|")[0]
    try:
        words = shlex.split(stage)
    except ValueError:
        return None
    if words and words[0] == "not":
        words = words[1:]
    if not words or words[0] not in TOOLS or "%s" not in words:
        return None
    flags: list[str] = []
    split = False
    rest = iter(words[1:])
    for w in rest:
        if w in ("&&", "||", ";"):
            break
        if re.match(r"^\d*>", w):  # a redirection: 2>&1, 2>/dev/null, > %t
            if w in (">", "2>", "1>"):
                next(rest, None)
            continue
        if w == "%s":
            continue
        if w in ("-o", "--output"):
            next(rest, None)
            continue
        if w in ("-p", "--passes"):
            pipeline = next(rest, "")
            if words[0] != "xdsl-opt" and pipeline.startswith("builtin.module("):
                flags.append(f"--pass-pipeline={pipeline}")
            else:
                try:
                    flags += xdsl_pipeline_flags(pipeline)
                except ValueError as e:
                    return str(e)
            continue
        if re.match(r"^-{1,2}split-input-file", w):
            split = True
            continue
        if _DROPPED_FLAGS.match(w):
            continue
        if w in ("-allow-unregistered-dialect", UNREGISTERED):
            flags.append(UNREGISTERED)
            continue
        if w.startswith("--pass-pipeline="):
            value = w.split("=", 1)[1]
            if value.startswith("builtin.module("):
                flags.append(w)
            else:
                try:
                    flags += xdsl_pipeline_flags(value)
                except ValueError as e:
                    return str(e)
            continue
        if w.startswith("-") and not w.startswith("--"):
            w = "-" + w
        braced = re.fullmatch(r"(--[\w-]+)=\{(.*)\}", w)
        if braced:  # xDSL's option syntax, which xhip-opt also takes
            w = _pass_flag(braced.group(1)[2:], braced.group(2))
        if not w.startswith("--"):
            return f"an argument the harness does not translate: {w}"
        flags.append(w)
    if not any("hip-" in f for f in flags):
        return None
    return Invocation(tuple(flags), split)


def unknown_options(
    flags: Sequence[str], known: Mapping[str, frozenset[str]]
) -> list[str]:
    """The passes and pass options of `flags` the reference does not have."""
    missing: list[str] = []
    for f in flags:
        if f == UNREGISTERED:
            continue
        if f.startswith("--pass-pipeline="):
            pipeline = f.split("=", 1)[1]
            items = re.findall(r"([\w.-]+)(?:\{([^}]*)\})?", pipeline)
            pairs = [
                (n, o) for n, o in items if n not in ("builtin.module", "func.func")
            ]
        else:
            name, _, options = f[2:].partition("=")
            pairs = [(name, options)]
        for name, options in pairs:
            if name not in known:
                missing.append(name)
                continue
            for option in re.findall(r"([\w-]+)=", options):
                if option not in known[name]:
                    missing.append(f"{name}{{{option}}}")
    return missing


def chunks_of(path: Path, text: str, split: bool) -> list[tuple[str, str]]:
    """(name, text) of each chunk of `text` (the whole text without `split`)."""
    if not split:
        return [(str(path), text)]
    return [
        (f"{path}:{c.first_line}", c.text)
        for c in split_input(text, DEFAULT_SPLIT_MARKER)
    ]


def filecheck_cases(
    root: Path, known: Mapping[str, frozenset[str]], base: Path | None = None
) -> Iterator[Case | Skipped]:
    """The FileCheck inputs under `root` under their RUN lines' flags (each set
    of flags once per file)."""
    for path in sorted(root.rglob("*.mlir")):
        if "Inputs" in path.parts:
            continue
        text = path.read_text()
        shown = path.resolve().relative_to(base.resolve()) if base else path
        seen: set[Invocation] = set()
        for command in run_lines(text):
            how = invocation(command)
            if how is None:
                continue
            if isinstance(how, str):
                yield Skipped(f"{shown}: {command}", how)
                continue
            if how in seen:
                continue
            seen.add(how)
            missing = unknown_options(how.flags, known)
            if missing:
                yield Skipped(
                    f"{shown} {' '.join(how.flags)}",
                    "not in the reference: " + ", ".join(sorted(set(missing))),
                )
                continue
            for name, chunk in chunks_of(shown, text, how.split):
                yield Case(name, chunk, how.flags)


def file_cases(
    paths: Sequence[Path], flags: Sequence[str], split: bool
) -> Iterator[Case]:
    """Files given on the command line, under `flags`."""
    for path in paths:
        for name, chunk in chunks_of(path, path.read_text(), split):
            yield Case(name, chunk, tuple(flags))

"""Pass pipelines as `mlir-opt` spells them, built from xDSL's registered passes.

Two spellings reach the same `ModulePass` instances:

* a flag per pass, run in command-line order: `--hip-pool-allocs`,
  `--hip-pool-allocs='alignment=64 lifetime-only=false'` (MLIR's space-separated
  options), or `--hip-pool-allocs={alignment=64}` (xDSL's braces);
* a textual pipeline: `builtin.module(func.func(hip-pool-allocs{alignment=64}),cse)`,
  or xDSL's flat `hip-pool-allocs{alignment=64},cse`.

MLIR nests function passes under `func.func(...)`; xDSL passes are module passes
that visit every function themselves, so the nesting is read and flattened: a pass
under `func.func` runs once on the module, which is what the function pass would
have done to each function. Anchors other than `builtin.module`, `func.func` and
`any` are refused rather than silently widened.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Mapping
from typing import get_type_hints

from xdsl.passes import ModulePass
from xdsl.utils.arg_spec import parse_spec
from xdsl.utils.exceptions import ArgSpecParseError

PassFactories = Mapping[str, Callable[[], type[ModulePass]]]

ANCHORS = frozenset({"builtin.module", "func.func", "any"})
"""Op anchors of MLIR pipelines whose passes xhip can run (on the whole module)."""

_NAME = re.compile(r"[A-Za-z0-9_.$-]+")
_TRUE = {"true", "1", "yes", "on"}
_FALSE = {"false", "0", "no", "off"}


class PipelineError(ValueError):
    """A pipeline or pass option that cannot be built; the message is one line."""


def _split_options(text: str) -> list[str]:
    """`a=1 b="x y" c={...}` -> its space-separated items (quotes and braces kept)."""
    items: list[str] = []
    current: list[str] = []
    depth = 0
    quote: str | None = None
    for ch in text:
        if quote is not None:
            current.append(ch)
            if ch == quote:
                quote = None
        elif ch in "\"'":
            quote = ch
            current.append(ch)
        elif ch == "{":
            depth += 1
            current.append(ch)
        elif ch == "}":
            depth -= 1
            current.append(ch)
        elif ch.isspace() and depth == 0:
            if current:
                items.append("".join(current))
                current = []
        else:
            current.append(ch)
    if quote is not None or depth != 0:
        raise PipelineError(f"unbalanced quotes or braces in options '{text}'")
    if current:
        items.append("".join(current))
    return items


def make_pass(name: str, options: str | None, available: PassFactories) -> ModulePass:
    """The pass `name` with MLIR-style `options` (`a=1 b=true`, or `{a=1}`)."""
    if name not in available:
        raise PipelineError(f"'{name}' does not refer to a registered pass")
    cls = available[name]()
    text = (options or "").strip()
    if text.startswith("{") and text.endswith("}"):
        text = text[1:-1].strip()
    hints = get_type_hints(cls)
    items: list[str] = []
    seen: set[str] = set()
    for item in _split_options(text):
        key, eq, value = item.partition("=")
        if key.replace("_", "-") in seen:
            # xDSL's pipeline parser would keep the last value silently.
            raise PipelineError(
                f"invalid options for pass '{name}': option '{key}' is given twice"
            )
        seen.add(key.replace("_", "-"))
        field_type = hints.get(key.replace("-", "_"))
        if field_type is bool or field_type == bool | None:
            if not eq or value.lower() in _TRUE:
                value = "true"
            elif value.lower() in _FALSE:
                value = "false"
        elif not eq:
            items.append(key)
            continue
        if len(value) >= 2 and value[0] == value[-1] == "'":
            value = '"' + value[1:-1].replace('"', '\\"') + '"'
        items.append(f"{key}={value}")
    spec_text = f"{name}{{{' '.join(items)}}}" if items else name
    try:
        spec = parse_spec(spec_text)
    except ArgSpecParseError as e:
        reason = str(e).strip().splitlines()[-1].strip()
        raise PipelineError(f"invalid options for pass '{name}': {reason}") from None
    from xhip.transforms.kebab_options import kebab_case_message, option_error

    try:
        return cls.from_spec(spec)
    except ValueError as e:
        # Any pass's option errors in words, named as the command line spells
        # them (xDSL's name the Python fields and types).
        reason = option_error(cls, spec) or kebab_case_message(str(e), cls)
    raise PipelineError(f"invalid options for pass '{name}': {reason}") from None


class _Scanner:
    """Reads MLIR's textual pipeline grammar:

    pipeline ::= element (`,` element)*
    element  ::= NAME `(` pipeline? `)`    -- an op anchor
               | NAME (`{` options `}`)?   -- a pass
    """

    def __init__(self, text: str, available: PassFactories):
        self.text = text
        self.pos = 0
        self.available = available

    def error(self, message: str) -> PipelineError:
        return PipelineError(
            f"pass pipeline '{self.text}' at column {self.pos + 1}: {message}"
        )

    def skip_space(self) -> None:
        while self.pos < len(self.text) and self.text[self.pos].isspace():
            self.pos += 1

    def peek(self) -> str:
        self.skip_space()
        return self.text[self.pos] if self.pos < len(self.text) else ""

    def braced(self) -> str:
        """The text between `{` (at pos) and its matching `}`."""
        depth = 0
        quote: str | None = None
        start = self.pos
        for i in range(self.pos, len(self.text)):
            ch = self.text[i]
            if quote is not None:
                if ch == quote:
                    quote = None
            elif ch in "\"'":
                quote = ch
            elif ch == "{":
                depth += 1
            elif ch == "}":
                depth -= 1
                if depth == 0:
                    self.pos = i + 1
                    return self.text[start + 1 : i]
        raise self.error("missing '}' closing the options")

    def pipeline(self, closing: str) -> list[ModulePass]:
        passes: list[ModulePass] = []
        if self.peek() == closing:
            return passes
        while True:
            self.skip_space()
            m = _NAME.match(self.text, self.pos)
            if m is None:
                raise self.error("expected a pass or op name")
            name = m.group()
            self.pos = m.end()
            if self.peek() == "(":
                if name not in ANCHORS:
                    raise self.error(
                        f"cannot run passes on '{name}' ops; xhip-opt runs passes on "
                        f"the module or its functions ({', '.join(sorted(ANCHORS))})"
                    )
                self.pos += 1
                passes.extend(self.pipeline(")"))
                if self.peek() != ")":
                    raise self.error("expected ')'")
                self.pos += 1
            elif self.peek() == "{":
                options = self.braced()
                try:
                    passes.append(make_pass(name, options, self.available))
                except PipelineError as e:
                    raise self.error(str(e)) from None
            else:
                try:
                    passes.append(make_pass(name, None, self.available))
                except PipelineError as e:
                    raise self.error(str(e)) from None
            if self.peek() != ",":
                return passes
            self.pos += 1


def parse_pipeline(text: str, available: PassFactories) -> list[ModulePass]:
    """The passes of an MLIR (`builtin.module(func.func(p{o=1}))`) or xDSL
    (`p{o=1},q`) pipeline, in the order they run."""
    scanner = _Scanner(text, available)
    passes = scanner.pipeline("")
    if scanner.peek() != "":
        raise scanner.error("unexpected text after the pipeline")
    return passes

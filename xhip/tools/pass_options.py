"""The options of xhip's passes, as the command line spells them.

`pass_options(cls)` reads a pass's options from the pass class itself (its
dataclass fields, their types and defaults, and their descriptions: the
class docstring's `Options` section, else the field's own docstring), so the
listing cannot drift from the pass. `xhip options` and `xhip-opt --help` print
it (option errors in kebab-case: `xhip.transforms.kebab_options`).
"""

from __future__ import annotations

import ast
import dataclasses
import inspect
import itertools
import re
import textwrap
import types
import typing
from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any, get_args, get_origin, get_type_hints

from xdsl.passes import ModulePass

from xhip.transforms.kebab_options import allowed_values

HIP_PASSES = (
    "hip-add-context-arg",
    "hip-use-output-allocator",
    "hip-resolve-memref-dims",
    "hip-hoist-alloc-size-arith",
    "hip-pool-allocs",
    "hip-check-pools",
)
"""xhip's passes, in the order hip-ep runs them; then the check of the output."""


@dataclass(frozen=True)
class PassOption:
    name: str
    """Kebab-case, as on the command line."""
    type: str
    default: str
    description: str


def _type_text(t: Any) -> str:
    """What the command line takes: the allowed values (`alloc|first-use`,
    `true|false`) where they are few, else the kind of value (`int`); an
    optional's `None` is the option left out (its default `none`)."""
    words = allowed_values(t)
    if words is not None:
        return "|".join(words)
    if get_origin(t) in (typing.Union, types.UnionType):
        return "|".join(_type_text(a) for a in get_args(t) if a is not type(None))
    return getattr(t, "__name__", str(t))


def _default_text(value: Any) -> str:
    if value is None:
        return "none"
    if isinstance(value, bool):
        return "true" if value else "false"
    return str(getattr(value, "value", value))


def _docstring_options(cls: type) -> dict[str, str]:
    """`name: text` entries of an `Options` section of the class docstring."""
    doc = inspect.getdoc(cls) or ""
    found: dict[str, str] = {}
    lines = doc.splitlines()
    try:
        start = next(i for i, line in enumerate(lines) if line.startswith("Options"))
    except StopIteration:
        return found
    current: str | None = None
    for line in lines[start + 1 :]:
        if not line.strip():
            if found:
                break
            continue
        m = re.match(r"^\s{2}([a-z][a-z0-9-]*):\s*(.*)$", line)
        if m:
            current = str(m.group(1))
            found[current] = str(m.group(2)).strip()
        elif current is not None and line.startswith("    "):
            found[current] += " " + line.strip()
        else:
            break
    return found


def _field_docstrings(cls: type) -> dict[str, str]:
    """Docstrings written under the annotated fields of the class and of its
    bases (a pass may inherit its options, as `hip-pool-allocs` does)."""
    found: dict[str, str] = {}
    for klass in reversed(cls.__mro__):
        if klass is not object:
            found.update(_own_field_docstrings(klass))
    return found


def _own_field_docstrings(cls: type) -> dict[str, str]:
    try:
        tree = ast.parse(textwrap.dedent(inspect.getsource(cls)))
    except (OSError, TypeError, SyntaxError):
        return {}
    body = (
        tree.body[0].body
        if tree.body and isinstance(tree.body[0], ast.ClassDef)
        else []
    )
    found: dict[str, str] = {}
    for a, b in itertools.pairwise(body):
        if (
            isinstance(a, ast.AnnAssign)
            and isinstance(a.target, ast.Name)
            and isinstance(b, ast.Expr)
            and isinstance(b.value, ast.Constant)
            and isinstance(b.value.value, str)
        ):
            found[a.target.id] = " ".join(b.value.value.split())
    return found


def pass_options(cls: type[ModulePass]) -> list[PassOption]:
    """The options of a pass class, in declaration order."""
    if not dataclasses.is_dataclass(cls):
        return []
    hints = get_type_hints(cls)
    from_doc = _docstring_options(cls)
    from_fields = _field_docstrings(cls)
    options: list[PassOption] = []
    for f in dataclasses.fields(cls):
        if f.name == "name" or not f.init:
            continue
        kebab = f.name.replace("_", "-")
        default: Any = f.default
        if (
            default is dataclasses.MISSING
            and f.default_factory is not dataclasses.MISSING
        ):
            default = f.default_factory()
        options.append(
            PassOption(
                kebab,
                _type_text(hints.get(f.name, Any)),
                "(required)"
                if default is dataclasses.MISSING
                else _default_text(default),
                from_doc.get(kebab) or from_fields.get(f.name, ""),
            )
        )
    return options


def format_pass(name: str, cls: type[ModulePass], indent: str = "  ") -> str:
    """`name` and one entry per option: `name=TYPE (default D)`, the description."""
    summary = (inspect.getdoc(cls) or "").split("\n\n")[0].replace("\n", " ")
    lines = [f"{indent}{name}: {summary}" if summary else f"{indent}{name}"]
    options = pass_options(cls)
    if not options:
        lines.append(f"{indent}  (no options)")
    for o in options:
        lines.append(f"{indent}  {o.name}={o.type} (default {o.default})")
        if o.description:
            wrapped = textwrap.wrap(o.description, 76 - len(indent))
            lines += [f"{indent}      {w}" for w in wrapped]
    return "\n".join(lines)


def hip_pass_classes(
    available: Mapping[str, Any] | None = None,
) -> dict[str, type[ModulePass]]:
    """xhip's pass classes by name, in hip-ep's order."""
    if available is None:
        from xhip.universe import XHIP_UNIVERSE

        available = XHIP_UNIVERSE.all_passes
    return {n: available[n]() for n in HIP_PASSES if n in available}


def format_hip_passes(available: Mapping[str, Any] | None = None) -> str:
    return "\n".join(format_pass(n, c) for n, c in hip_pass_classes(available).items())


__all__ = [
    "HIP_PASSES",
    "PassOption",
    "format_hip_passes",
    "format_pass",
    "hip_pass_classes",
    "pass_options",
]

"""Option errors as the command line spells them, in words.

xDSL's option errors name the Python fields (`lifetime_only`) and the Python
types (`Incompatible types: given ('maybe',), expected <class 'bool'>`);
`KebabCaseOptionErrors` makes a pass's errors say
`lifetime-only: expected true or false, got 'maybe'`, naming options as
`xdsl-opt -p` and `xhip-opt` take them.
"""

from __future__ import annotations

import dataclasses
import enum
import re
import types
import typing
from abc import ABC
from collections.abc import Sequence
from typing import Any, Literal, get_args, get_origin, get_type_hints

from typing_extensions import Self
from xdsl.passes import ModulePass
from xdsl.utils.arg_spec import ArgSpec
from xdsl.utils.hints import isa


def kebab_case_message(message: str, cls: type) -> str:
    """`message` with each of `cls`'s option names as the command line spells
    them: xDSL's errors list the Python field names (`lifetime_only`)."""
    if not dataclasses.is_dataclass(cls):
        return message
    for f in dataclasses.fields(cls):
        if "_" in f.name:
            message = re.sub(
                rf"(?<![\w-]){re.escape(f.name)}(?![\w-])",
                f.name.replace("_", "-"),
                message,
            )
    return message


def allowed_values(t: Any) -> list[str] | None:
    """The words a value of type `t` may be spelled with, when they are few
    (`['alloc', 'first-use']`, `['true', 'false']`); None for open types."""
    origin = get_origin(t)
    if origin is Literal:
        return [str(a) for a in get_args(t)]
    if t is bool:
        return ["true", "false"]
    if isinstance(t, type) and issubclass(t, enum.Enum):
        return [str(m.value) for m in t]
    if origin in (typing.Union, types.UnionType):
        words: list[str] = []
        for arg in get_args(t):
            if arg is type(None):
                continue
            more = allowed_values(arg)
            if more is None:
                return None
            words += [w for w in more if w not in words]
        return words
    return None


def _one_of(words: Sequence[str]) -> str:
    if len(words) == 1:
        return words[0]
    if len(words) == 2:
        return f"{words[0]} or {words[1]}"
    return f"one of {', '.join(words[:-1])} or {words[-1]}"


def expected_words(t: Any) -> str:
    """What an option of type `t` takes, in words: `an integer`, `true or
    false`, `alloc or first-use`."""
    words = allowed_values(t)
    if words is not None:
        return _one_of(words)
    if get_origin(t) in (typing.Union, types.UnionType):
        # An optional's `None` is the option left out: not a value to write.
        return _one_of([expected_words(a) for a in get_args(t) if a is not type(None)])
    if t is int:
        return "an integer"
    if t is float:
        return "a number"
    if t is str:
        return "a string"
    origin = get_origin(t)
    if origin is tuple:
        return f"a list of ({expected_words(get_args(t)[0])})"
    return getattr(t, "__name__", str(t))


def _shown(values: Sequence[object]) -> str:
    if not values:
        return "nothing"
    return ", ".join(repr(v) for v in values)


def _accepts(values: Sequence[object], t: Any) -> bool:
    """Whether xDSL's `from_spec` converts `values` to `t` (its rule: one value
    of the type, or the tuple of them; none at all for an optional)."""
    if not values:
        return get_origin(t) in (typing.Union, types.UnionType) and type(
            None
        ) in get_args(t)
    return (len(values) == 1 and isa(values[0], t)) or isa(tuple(values), t)


def option_error(cls: type, spec: ArgSpec) -> str | None:
    """The first problem with `spec`'s options for the pass `cls`, in words and
    in the command line's spelling; None when there is none this can name."""
    if not dataclasses.is_dataclass(cls):
        return None
    given = dict(spec.normalize_parameter_names().parameters)
    hints = get_type_hints(cls)
    names = [f.name for f in dataclasses.fields(cls) if f.name != "name" and f.init]
    unknown = [n for n in given if n not in names]
    if unknown:
        known = (
            f"options: {', '.join(n.replace('_', '-') for n in names)}"
            if names
            else "the pass has no options"
        )
        spelled = ", ".join(repr(n.replace("_", "-")) for n in unknown)
        return f"unknown option {spelled} ({known})"
    for name in names:
        if name in given and not _accepts(given[name], hints[name]):
            return (
                f"{name.replace('_', '-')}: expected {expected_words(hints[name])}, "
                f"got {_shown(given[name])}"
            )
    return None


class KebabCaseOptionErrors(ModulePass, ABC):
    """A pass whose option errors (from xDSL's `from_spec`, as `xdsl-opt -p` and
    `PassPipeline.parse_spec` build passes) are in words and name options as
    the command line spells them: `alignment: expected an integer, got 'abc'`,
    not `Incompatible types: given ('abc',), expected <class 'int'>`."""

    @classmethod
    def from_spec(cls, spec: ArgSpec) -> Self:
        if spec.name == cls.name and (reason := option_error(cls, spec)):
            raise ValueError(reason)
        try:
            return super().from_spec(spec)
        except ValueError as e:
            raise ValueError(kebab_case_message(str(e), cls)) from None

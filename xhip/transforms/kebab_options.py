"""Option errors as the command line spells them.

xDSL's option errors name the Python fields (`lifetime_only`);
`KebabCaseOptionErrors` makes a pass's errors say `lifetime-only`, as
`xdsl-opt -p` and `xhip-opt` take it.
"""

from __future__ import annotations

import dataclasses
import re
from abc import ABC

from typing_extensions import Self
from xdsl.passes import ModulePass
from xdsl.utils.arg_spec import ArgSpec


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


class KebabCaseOptionErrors(ModulePass, ABC):
    """A pass whose option errors (from xDSL's `from_spec`, as `xdsl-opt -p` and
    `PassPipeline.parse_spec` build passes) name options as the command line
    spells them (`lifetime-only`), not as Python fields (`lifetime_only`)."""

    @classmethod
    def from_spec(cls, spec: ArgSpec) -> Self:
        try:
            return super().from_spec(spec)
        except ValueError as e:
            raise ValueError(kebab_case_message(str(e), cls)) from None

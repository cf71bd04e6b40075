"""Binding a plan's dynamic sizes to numbers: `--dims seq=2048,batch=4`.

A plan's symbols are the SSA values its sizes multiply (`%n` in
`memref.alloc(%n)`). Users think in the function's own dimensions, so a name
may also be a function argument or any value the sizes are computed from with
`arith` ops: `--dims seq=2048` binds `%s2 = arith.muli %seq, %c2` to 4096. What
no name reaches is `DEFAULT_DIM`: unbound index arguments first (so derived
sizes stay consistent), then any symbol still unknown.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from contextlib import AbstractContextManager, nullcontext
from dataclasses import dataclass, field

from xdsl.dialects.builtin import IndexType, IntegerAttr
from xdsl.ir import BlockArgument, OpResult, SSAValue

from xhip.ir.names import naming, printed_name
from xhip.plan import DEFAULT_DIM, FunctionPlan
from xhip.planning.arith_semantics import BINARY
from xhip.planning.expr import MAX_INDEX


class DimsError(ValueError):
    """A `--dims` value that cannot be used (one-line message)."""


def parse_dims(text: str) -> dict[str, int]:
    """`name=value,name=value` (names with or without `%`) -> {name: value}."""
    dims: dict[str, int] = {}
    for item in text.split(","):
        item = item.strip()
        if not item:
            continue
        name, eq, value = item.partition("=")
        name = name.strip().lstrip("%")
        try:
            number = int(value.strip(), 0)
        except ValueError:
            number = -1
        if not eq or not name or not 0 <= number <= MAX_INDEX:
            raise DimsError(
                f"bad --dims entry {item!r}: expected name=value with a non-negative integer"
            )
        dims[name] = number
    return dims


@dataclass
class Binding:
    """Symbol id -> value, and which symbols took the default."""

    values: dict[int, int] = field(default_factory=dict[int, int])
    defaulted: set[int] = field(default_factory=set[int])

    def describe(self, plan: FunctionPlan) -> str:
        """`%seq = 2048, %n = 1024 (default)`."""
        return ", ".join(
            f"{name} = {self.values[s]}" + (" (default)" if s in self.defaulted else "")
            for s, name in enumerate(plan.symbol_names)
        )


_UNARY = ("arith.index_cast", "arith.index_castui", "arith.extui", "arith.trunci")


INDEX_BITS = 64
"""The width dims are evaluated at (`index`; `MAX_INDEX` is its largest value)."""


def _name(value: SSAValue) -> str | None:
    """As printed, without `%` (under `naming`), else the name hint."""
    printed = printed_name(value)
    return printed.lstrip("%") if printed is not None else value.name_hint


def _naming(plan: FunctionPlan) -> AbstractContextManager[object]:
    return naming(plan.function) if plan.function is not None else nullcontext()


class DimsEvaluator:
    """Values of SSA values from named dims, constants and `arith` arithmetic."""

    def __init__(self, dims: Mapping[str, int], defaults: bool) -> None:
        self.dims = dims
        self.defaults = defaults
        self.memo: dict[SSAValue, int | None] = {}
        self.names: set[str] = set()
        """Every name reached: what `--dims` may bind."""

    def value(self, v: SSAValue) -> int | None:
        if v in self.memo:
            return self.memo[v]
        self.memo[v] = None  # no cycles in SSA, but be safe
        result = self._compute(v)
        self.memo[v] = result
        return result

    def _compute(self, v: SSAValue) -> int | None:
        name = _name(v)
        if name is not None:
            self.names.add(name)
            if name in self.dims:
                return self.dims[name]
        if isinstance(v, BlockArgument):
            if self.defaults and isinstance(v.type, IndexType):
                return DEFAULT_DIM
            return None
        if not isinstance(v, OpResult):
            return None
        op = v.op
        if op.name == "arith.constant":
            attr = op.properties.get("value") or op.attributes.get("value")
            if not isinstance(attr, IntegerAttr):
                return None
            return attr.value.data & MAX_INDEX  # the unsigned reading, as computed
        if (
            op.name not in BINARY
            and op.name not in _UNARY
            and op.name != "arith.select"
        ):
            return None  # a value from memory or a call: nothing to bind upstream
        args = [self.value(o) for o in op.operands]
        if any(a is None for a in args):
            return None
        known = [a for a in args if a is not None]
        if op.name in _UNARY and len(known) == 1:
            return known[0]
        fn = BINARY.get(op.name)
        if fn is not None and len(known) == 2:
            return fn(known[0], known[1], INDEX_BITS)
        if op.name == "arith.select" and len(known) == 3:
            return known[1] if known[0] else known[2]
        return None


def bindable_names(plan: FunctionPlan) -> set[str]:
    """The names `--dims` can bind in `plan` (without `%`)."""
    names = {n.lstrip("%") for n in plan.symbol_names}
    evaluator = DimsEvaluator({}, defaults=False)
    with _naming(plan):
        for v in plan.symbols:
            evaluator.value(v)
    return names | evaluator.names


def resolve_binding(plan: FunctionPlan, dims: Mapping[str, int]) -> Binding:
    """The value of each of `plan`'s symbols for `dims` (names without `%`)."""
    with _naming(plan):
        return _resolve_binding(plan, dims)


def _resolve_binding(plan: FunctionPlan, dims: Mapping[str, int]) -> Binding:
    binding = Binding()
    evaluator = DimsEvaluator(dims, defaults=True)
    strict = DimsEvaluator(dims, defaults=False)
    for s, name in enumerate(plan.symbol_names):
        value = dims.get(name.lstrip("%"))
        if value is None and s < len(plan.symbols):
            if strict.value(plan.symbols[s]) is None:
                binding.defaulted.add(s)
            value = evaluator.value(plan.symbols[s])
        elif value is None:
            binding.defaulted.add(s)
        binding.values[s] = DEFAULT_DIM if value is None else value
    return binding


def check_dims(plans: Sequence[FunctionPlan], dims: Mapping[str, int]) -> None:
    """Rejects a name that binds nothing in any of `plans` (a typo, most likely)."""
    known: set[str] = set()
    for plan in plans:
        known |= bindable_names(plan)
    unknown = [n for n in dims if n not in known]
    if unknown:
        sizes = sorted({n for p in plans for n in p.symbol_names})
        listed = ", ".join(sizes) if sizes else "none"
        raise DimsError(
            f"--dims names {', '.join(unknown)} that no pooled size depends on "
            f"(dynamic sizes: {listed})"
        )

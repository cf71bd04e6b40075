"""`FunctionPlan` <-> JSON data, so that a plan can be saved, read by other tools, and loaded.

The document (`FORMAT`, `VERSION`) holds one entry per function:

* `graph`: every node of the function's `ExprGraph`, in id order, as
  `["const", value]`, `["sym", symbol]` or `[op, arg ids...]` (op: `addi`, `muli`,
  `divui`, `maxui`, `ult`, `select`). An expression is
  `{"expr": id, "text": readable form, "bytes": value at the binding}`.
* `symbols`: the `%name` of each dynamic size value (symbol id = position), and
  `binding`: the value of each one that the `bytes` fields were computed with.
* `allocs` (block order) and `domains`, field for field as in `xhip.plan`; a
  lifetime is `[start, end]`, a factor a list of symbol ids. Indices in a domain's
  `layout` are positions in that domain's `members`.

`bytes` and `lower_bound_bytes` are figures for readers; loading ignores them and
rebuilds everything else, so a loaded plan equals the saved one except for its IR
references (`function`, `alloc`, `deallocs`, `symbols` and the domains' `points`,
which index the function's block, are empty).

Both scopes share the format. Program points are the entry block's op
indices under `scope=entry-block` and the function's ops in pre-order under
`scope=function` (a loaded plan's `reference_rules`). An alloc live on more
than its `lifetime`'s one interval has its `live` set, `[[first, last], ...]`.
"""

from __future__ import annotations

import json
from collections.abc import Mapping, Sequence
from pathlib import Path
from typing import Any, cast

from xhip.analysis.lifetimes import LifetimeStart
from xhip.diagnostics import PoolAllocsError
from xhip.plan.model import (
    AllocPlan,
    DomainPlan,
    Expr,
    FunctionPlan,
    complete_binding,
    domain_lower_bound,
)
from xhip.plan.options import PackerName, PoolKindName, PoolOptions, ScopeName
from xhip.planning.best.budget import DEFAULT_EFFORT
from xhip.planning.bounds import Fragmentation
from xhip.planning.choice_layout import ChoiceLayout
from xhip.planning.expr import ExprGraph, Kind, Node
from xhip.planning.interval_sets import IntervalSet
from xhip.planning.layout import (
    Bucket,
    DomainLayout,
    Group,
    Layout,
    Placement,
    Slab,
)
from xhip.planning.ordered import OrderedLayout
from xhip.planning.requests import Lifetime, Request

FORMAT = "xhip-plan"
VERSION = 1


class PlanFormatError(ValueError):
    """The data is not a plan this version of xhip can load (one-line message)."""


# -- to data --------------------------------------------------------------------------


def plans_to_data(
    plans: Sequence[FunctionPlan],
    bindings: Sequence[Mapping[int, int]] | None = None,
) -> dict[str, Any]:
    """The JSON document of `plans`; `bindings[i]` (symbol id -> value) sizes plan i.

    Symbols a binding lacks take `DEFAULT_DIM`.
    """
    if bindings is None:
        bindings = [{} for _ in plans]
    return {
        "format": FORMAT,
        "version": VERSION,
        "functions": [plan_to_data(p, b) for p, b in zip(plans, bindings, strict=True)],
    }


def plan_to_data(
    plan: FunctionPlan, binding: Mapping[int, int] | None = None
) -> dict[str, Any]:
    """One function's entry of the document."""
    full = complete_binding(plan, binding or {})
    o = plan.options
    return {
        "name": plan.name,
        "options": {
            "alignment": o.alignment,
            "lifetime_only": o.lifetime_only,
            "emit_fragmentation_report": o.emit_fragmentation_report,
            "lifetime_start": o.start.value,
            "packer": o.packer,
            "packer_effort": o.packer_effort,
            "packer_time_limit_ms": o.packer_time_limit_ms,
            "scope": o.scope,
            "pool": o.pool,
        },
        "symbols": list(plan.symbol_names),
        "binding": {name: full[s] for s, name in enumerate(plan.symbol_names)},
        "graph": [_node_data(n) for n in plan.graph.nodes],
        "allocs": [_alloc_data(a, full) for a in plan.allocs],
        "domains": [_domain_data(plan, d, full) for d in plan.domains],
    }


def dump_plans(
    plans: Sequence[FunctionPlan],
    bindings: Sequence[Mapping[int, int]] | None = None,
) -> str:
    """The JSON text of `plans_to_data(plans, bindings)`: objects indented, and
    lists of numbers (lifetimes, graph nodes, members) kept on one line."""
    return _format(plans_to_data(plans, bindings), "") + "\n"


def _flat(value: Any) -> bool:
    """A scalar, or a list of scalars."""
    if isinstance(value, list):
        return not any(isinstance(v, list | dict) for v in value)  # pyright: ignore[reportUnknownVariableType]
    return not isinstance(value, dict)


def _format(value: Any, indent: str) -> str:
    one = json.dumps(value)
    if _flat(value):
        return one
    if isinstance(value, dict):
        values: list[Any] = list(value.values())  # pyright: ignore[reportUnknownArgumentType]
        if all(_flat(v) for v in values) and len(one) <= 100:
            return one
    inner = indent + "  "
    if isinstance(value, dict):
        pairs: list[tuple[str, Any]] = list(value.items())  # pyright: ignore[reportUnknownArgumentType]
        items = [f"{inner}{json.dumps(k)}: {_format(v, inner)}" for k, v in pairs]
        return "{\n" + ",\n".join(items) + "\n" + indent + "}"
    elements: list[Any] = list(value)
    items = [inner + _format(v, inner) for v in elements]
    return "[\n" + ",\n".join(items) + "\n" + indent + "]"


def _node_data(node: Node) -> list[Any]:
    if node.kind in (Kind.CONST, Kind.SYM):
        return [node.kind.value, node.value]
    return [node.kind.value, *node.args]


def _expr_data(e: Expr, binding: Mapping[int, int]) -> dict[str, Any]:
    return {"expr": e.id, "text": str(e), "bytes": e.evaluate(binding)}


def _lifetime_data(lt: Lifetime) -> list[int]:
    return [lt.start, lt.end]


def _alloc_data(a: AllocPlan, binding: Mapping[int, int]) -> dict[str, Any]:
    live = (
        {}
        if a.live == _one_interval(a.lifetime)
        else {"live": [list(i) for i in a.live]}
    )
    return {
        "name": a.name,
        "location": a.location,
        "type": a.type,
        "index": a.index,
        "lifetime": _lifetime_data(a.lifetime),
        "domain": a.domain,
        "request": {
            "lifetime": _lifetime_data(a.request.lifetime),
            "coefficient": a.request.coefficient,
            "factor": list(a.request.factor),
        },
        "size": _expr_data(a.size, binding),
        "offset": _expr_data(a.offset, binding),
        "placement": a.placement.value,
        "slot": list(a.slot),
        **live,
    }


def _domain_data(
    plan: FunctionPlan, d: DomainPlan, binding: Mapping[int, int]
) -> dict[str, Any]:
    layout = d.layout
    f = d.fragmentation
    return {
        "id": d.id,
        "members": list(d.members),
        "pool_size": _expr_data(d.pool_size, binding),
        "lower_bound_bytes": domain_lower_bound(plan, d, binding),
        "layout": _layout_data(layout),
        "fragmentation": {
            "static_size": f.static_size,
            "static_bound": f.static_bound,
            "dynamic_units": f.dynamic_units,
            "dynamic_bound": f.dynamic_bound,
            "unavailable_reason": f.unavailable_reason,
            "bins": f.bins,
            "bins_bound": f.bins_bound,
        },
    }


def _pairs(mapping: Mapping[int, int]) -> list[list[int]]:
    return [[k, v] for k, v in mapping.items()]


def _layout_data(layout: Layout) -> dict[str, Any]:
    common: dict[str, Any] = {
        "alignment": layout.alignment,
        "static_offsets": _pairs(layout.static_offsets),
        "static_prefix": layout.static_prefix,
    }
    if isinstance(layout, ChoiceLayout):
        return {
            "kind": "choice",
            **common,
            "names": list(layout.names),
            "candidates": [
                {
                    "alignment": c.alignment,
                    "static_offsets": _pairs(c.static_offsets),
                    "static_prefix": c.static_prefix,
                    "order": list(c.order),
                    "below": [[i, list(js)] for i, js in c.below.items()],
                }
                for c in layout.candidates
            ],
        }
    if not isinstance(layout, DomainLayout):
        raise TypeError(f"no data format for a {type(layout).__name__}")
    return {
        "kind": "reference",
        **common,
        "slabs": [
            {
                "round_up": slab.round_up,
                "groups": [
                    {
                        "factor": list(g.factor),
                        "members": list(g.members),
                        "unit_offsets": list(g.unit_offsets),
                        "span": g.span,
                        "lifetime": _lifetime_data(g.lifetime),
                    }
                    for g in slab.groups
                ],
            }
            for slab in layout.slabs
        ],
        "buckets": [
            {
                "coefficient": b.coefficient,
                "factor": list(b.factor),
                "bins": [list(members) for members in b.bins],
            }
            for b in layout.buckets
        ],
        "group_order": [list(sk) for sk in layout.group_order],
        "static_order": list(layout.static_order),
    }


# -- from data ------------------------------------------------------------------------


def load_plans(path: str | Path) -> list[FunctionPlan]:
    """The plans saved in the JSON file at `path`. Raises `PlanFormatError`."""
    try:
        data = json.loads(Path(path).read_text())
    except json.JSONDecodeError as e:
        raise PlanFormatError(
            f"{path}:{e.lineno}:{e.colno}: invalid JSON: {e.msg}"
        ) from e
    except UnicodeDecodeError as e:
        raise PlanFormatError(f"{path}: not UTF-8 text ({e.reason})") from e
    try:
        return plans_from_data(data)
    except PlanFormatError as e:
        raise PlanFormatError(f"{path}: {e}") from e


def plans_from_data(data: Any) -> list[FunctionPlan]:
    """The plans of a document made by `plans_to_data`. Raises `PlanFormatError`."""
    doc = _obj(data, "document")
    if doc.get("format") != FORMAT:
        raise PlanFormatError(f"not an xhip plan (format is {doc.get('format')!r})")
    if doc.get("version") != VERSION:
        raise PlanFormatError(
            f"unsupported plan version {doc.get('version')!r} (this xhip reads {VERSION})"
        )
    functions = _list(doc.get("functions"), "functions")
    return [plan_from_data(f, f"functions[{i}]") for i, f in enumerate(functions)]


def plan_from_data(data: Any, where: str = "function") -> FunctionPlan:
    """One function's plan from its entry. Raises `PlanFormatError`."""
    r = _Reader(where)
    f = r.obj(data)
    options = _options_from_data(r, r.obj(f.get("options"), "options"))
    symbol_names = [r.text(s, "symbols") for s in r.seq(f.get("symbols"), "symbols")]
    graph = r.graph(f.get("graph"), len(symbol_names))
    plan = FunctionPlan(
        name=r.text(f.get("name"), "name"),
        function=None,
        options=options,
        graph=graph,
        symbols=[],
        symbol_names=symbol_names,
        # The document's program points are its scope's (above).
        reference_rules=options.scope == "entry-block",
    )
    names = dict(enumerate(symbol_names))
    for i, value in enumerate(r.seq(f.get("allocs"), "allocs")):
        plan.allocs.append(_alloc_from_data(r, plan, names, value, f"allocs[{i}]"))
    for i, value in enumerate(r.seq(f.get("domains"), "domains")):
        plan.domains.append(_domain_from_data(r, plan, names, value, f"domains[{i}]"))
    for i, a in enumerate(plan.allocs):
        if not 0 <= a.domain < len(plan.domains):
            raise r.error(f"allocs[{i}].domain", f"domain {a.domain} does not exist")
    return plan


def _options_from_data(r: _Reader, o: dict[str, Any]) -> PoolOptions:
    try:
        return PoolOptions(
            alignment=r.integer(o.get("alignment"), "options.alignment"),
            lifetime_only=r.flag(o.get("lifetime_only"), "options.lifetime_only"),
            emit_fragmentation_report=r.flag(
                o.get("emit_fragmentation_report"), "options.emit_fragmentation_report"
            ),
            lifetime_start=LifetimeStart(o.get("lifetime_start")),
            packer=cast(PackerName, r.text(o.get("packer"), "options.packer")),
            packer_effort=(
                DEFAULT_EFFORT
                if o.get("packer_effort") is None
                else r.integer(o.get("packer_effort"), "options.packer_effort")
            ),
            packer_time_limit_ms=(
                None
                if o.get("packer_time_limit_ms") is None
                else r.integer(
                    o.get("packer_time_limit_ms"), "options.packer_time_limit_ms"
                )
            ),
            scope=cast(ScopeName, o.get("scope", "entry-block")),
            pool=cast(PoolKindName, o.get("pool", "hip")),
        )
    except PlanFormatError:
        raise
    except (PoolAllocsError, ValueError) as e:
        raise PlanFormatError(f"{r.where}.options: {getattr(e, 'message', e)}") from e


def _expr_from_data(
    r: _Reader, graph: ExprGraph, names: Mapping[int, str], value: Any, what: str
) -> Expr:
    e = r.integer(r.obj(value, what).get("expr"), f"{what}.expr")
    if not 0 <= e < len(graph.nodes):
        raise r.error(f"{what}.expr", f"node {e} is not in the graph")
    return Expr(graph, e, names)


def _alloc_from_data(
    r: _Reader, plan: FunctionPlan, names: Mapping[int, str], value: Any, w: str
) -> AllocPlan:
    a = r.obj(value, w)
    req = r.obj(a.get("request"), f"{w}.request")
    location = a.get("location")
    symbols = len(plan.symbol_names)
    lifetime = r.lifetime(a.get("lifetime"), f"{w}.lifetime")
    live = (
        _one_interval(lifetime)
        if a.get("live") is None
        else _interval_set(r, a.get("live"), f"{w}.live")
    )
    return AllocPlan(
        alloc=None,
        name=r.text(a.get("name"), f"{w}.name"),
        type=r.text(a.get("type"), f"{w}.type"),
        index=r.integer(a.get("index"), f"{w}.index"),
        lifetime=lifetime,
        domain=r.integer(a.get("domain"), f"{w}.domain"),
        request=Request(
            r.lifetime(req.get("lifetime"), f"{w}.request.lifetime"),
            r.integer(req.get("coefficient"), f"{w}.request.coefficient"),
            r.factor(req.get("factor"), f"{w}.request.factor", symbols),
        ),
        size=_expr_from_data(r, plan.graph, names, a.get("size"), f"{w}.size"),
        offset=_expr_from_data(r, plan.graph, names, a.get("offset"), f"{w}.offset"),
        placement=r.enum(Placement, a.get("placement"), f"{w}.placement"),
        slot=tuple(r.ints(a.get("slot"), f"{w}.slot")),
        location=None if location is None else r.text(location, f"{w}.location"),
        live=live,
    )


def _domain_from_data(
    r: _Reader, plan: FunctionPlan, names: Mapping[int, str], value: Any, w: str
) -> DomainPlan:
    d = r.obj(value, w)
    members = tuple(r.ints(d.get("members"), f"{w}.members"))
    for m in members:
        if not 0 <= m < len(plan.allocs):
            raise r.error(f"{w}.members", f"alloc {m} does not exist")
    layout = r.layout(d.get("layout"), f"{w}.layout", len(plan.symbol_names))
    return DomainPlan(
        id=r.integer(d.get("id"), f"{w}.id"),
        members=members,
        layout=layout,
        pool_size=_expr_from_data(
            r, plan.graph, names, d.get("pool_size"), f"{w}.pool_size"
        ),
        fragmentation=r.fragmentation(d.get("fragmentation"), f"{w}.fragmentation"),
    )


def _obj(value: Any, what: str) -> dict[str, Any]:
    if not isinstance(value, dict):
        raise PlanFormatError(f"{what}: expected an object")
    return value  # pyright: ignore[reportUnknownVariableType]


def _list(value: Any, what: str) -> list[Any]:
    if not isinstance(value, list):
        raise PlanFormatError(f"{what}: expected a list")
    return value  # pyright: ignore[reportUnknownVariableType]


_KINDS = {k.value: k for k in Kind}


class _Reader:
    """Typed access to one function's data, with errors that say where."""

    def __init__(self, where: str) -> None:
        self.where = where

    def error(self, what: str, message: str) -> PlanFormatError:
        return PlanFormatError(f"{self.where}.{what}: {message}")

    def obj(self, value: Any, what: str = "") -> dict[str, Any]:
        return _obj(value, f"{self.where}.{what}" if what else self.where)

    def seq(self, value: Any, what: str) -> list[Any]:
        return _list(value, f"{self.where}.{what}")

    def integer(self, value: Any, what: str) -> int:
        if not isinstance(value, int) or isinstance(value, bool):
            raise self.error(what, f"expected an integer, got {value!r}")
        return value

    def flag(self, value: Any, what: str) -> bool:
        if not isinstance(value, bool):
            raise self.error(what, f"expected true or false, got {value!r}")
        return value

    def text(self, value: Any, what: str) -> str:
        if not isinstance(value, str):
            raise self.error(what, f"expected a string, got {value!r}")
        return value

    def ints(self, value: Any, what: str) -> list[int]:
        return [self.integer(v, what) for v in self.seq(value, what)]

    def optional_int(self, value: Any, what: str) -> int | None:
        return None if value is None else self.integer(value, what)

    def enum(self, cls: type[Placement], value: Any, what: str) -> Placement:
        try:
            return cls(value)
        except ValueError:
            raise self.error(what, f"unknown value {value!r}") from None

    def lifetime(self, value: Any, what: str) -> Lifetime:
        pair = self.ints(value, what)
        if len(pair) != 2:
            raise self.error(what, "expected [start, end]")
        start, end = pair
        if start < 0 or end < 0:
            raise self.error(what, f"negative op index in {pair}")
        if end < start and end != 0:
            # Only a buffer used by nothing but deallocs ends before it starts,
            # and then at 0 (docs/semantics.md §4): [def, 0].
            raise self.error(
                what, f"lifetime ends before it starts and is not [def, 0]: {pair}"
            )
        return Lifetime(start, end)

    def factor(self, value: Any, what: str, symbols: int) -> tuple[int, ...]:
        factor = tuple(self.ints(value, what))
        for s in factor:
            if not 0 <= s < symbols:
                raise self.error(what, f"symbol {s} does not exist")
        return factor

    def graph(self, value: Any, symbols: int) -> ExprGraph:
        graph = ExprGraph()
        for i, item in enumerate(self.seq(value, "graph")):
            what = f"graph[{i}]"
            entry = self.seq(item, what)
            kind = _KINDS.get(entry[0]) if entry and isinstance(entry[0], str) else None
            if kind is None:
                raise self.error(what, f"unknown node {entry[:1]!r}")
            operands = [self.integer(v, what) for v in entry[1:]]
            if kind in (Kind.CONST, Kind.SYM):
                if len(operands) != 1:
                    raise self.error(what, f"expected [{kind.value!r}, value]")
                if kind is Kind.SYM and not 0 <= operands[0] < symbols:
                    raise self.error(what, f"symbol {operands[0]} does not exist")
                node = Node(kind, value=operands[0])
            else:
                arity = 3 if kind is Kind.SELECT else 2
                if len(operands) != arity or not all(0 <= a < i for a in operands):
                    raise self.error(
                        what, f"expected {arity} arguments naming earlier nodes"
                    )
                node = Node(kind, tuple(operands))
            if graph.intern(node) != i:
                raise self.error(what, "duplicate node")
        return graph

    def pairs(self, value: Any, what: str) -> dict[int, int]:
        result: dict[int, int] = {}
        for pair in self.seq(value, what):
            entry = self.ints(pair, what)
            if len(entry) != 2:
                raise self.error(what, "expected [index, value] pairs")
            result[entry[0]] = entry[1]
        return result

    def layout(self, value: Any, what: str, symbols: int) -> Layout:
        d = self.obj(value, what)
        kind = d.get("kind")
        if kind == "choice":
            return self.choice(d, what)
        if kind != "reference":
            raise self.error(
                f"{what}.kind", f"expected reference or choice, got {kind!r}"
            )
        offsets = self.pairs(d.get("static_offsets"), f"{what}.static_offsets")
        slabs: list[Slab] = []
        for s, slab_value in enumerate(self.seq(d.get("slabs"), f"{what}.slabs")):
            w = f"{what}.slabs[{s}]"
            slab = self.obj(slab_value, w)
            groups: list[Group] = []
            for g, group_value in enumerate(
                self.seq(slab.get("groups"), f"{w}.groups")
            ):
                gw = f"{w}.groups[{g}]"
                group = self.obj(group_value, gw)
                groups.append(
                    Group(
                        factor=self.factor(
                            group.get("factor"), f"{gw}.factor", symbols
                        ),
                        members=tuple(self.ints(group.get("members"), f"{gw}.members")),
                        unit_offsets=tuple(
                            self.ints(group.get("unit_offsets"), f"{gw}.unit_offsets")
                        ),
                        span=self.integer(group.get("span"), f"{gw}.span"),
                        lifetime=self.lifetime(group.get("lifetime"), f"{gw}.lifetime"),
                    )
                )
            slabs.append(
                Slab(tuple(groups), self.flag(slab.get("round_up"), f"{w}.round_up"))
            )
        buckets: list[Bucket] = []
        for b, bucket_value in enumerate(self.seq(d.get("buckets"), f"{what}.buckets")):
            w = f"{what}.buckets[{b}]"
            bucket = self.obj(bucket_value, w)
            buckets.append(
                Bucket(
                    coefficient=self.integer(
                        bucket.get("coefficient"), f"{w}.coefficient"
                    ),
                    factor=self.factor(bucket.get("factor"), f"{w}.factor", symbols),
                    bins=tuple(
                        tuple(self.ints(members, f"{w}.bins"))
                        for members in self.seq(bucket.get("bins"), f"{w}.bins")
                    ),
                )
            )
        group_order: list[tuple[int, int]] = []
        for entry in self.seq(d.get("group_order", []), f"{what}.group_order"):
            pair = self.ints(entry, f"{what}.group_order")
            if len(pair) != 2 or not (
                0 <= pair[0] < len(slabs) and 0 <= pair[1] < len(slabs[pair[0]].groups)
            ):
                raise self.error(f"{what}.group_order", f"no group {pair}")
            group_order.append((pair[0], pair[1]))
        static_order = self.ints(d.get("static_order", []), f"{what}.static_order")
        if static_order and sorted(static_order) != sorted(offsets):
            raise self.error(
                f"{what}.static_order", "expected the static requests, each once"
            )
        return DomainLayout(
            alignment=self.integer(d.get("alignment"), f"{what}.alignment"),
            static_offsets=offsets,
            static_prefix=self.integer(d.get("static_prefix"), f"{what}.static_prefix"),
            slabs=tuple(slabs),
            buckets=tuple(buckets),
            group_order=tuple(group_order),
            static_order=tuple(static_order),
        )

    def choice(self, d: dict[str, Any], what: str) -> ChoiceLayout:
        candidates: list[OrderedLayout] = []
        for i, value in enumerate(self.seq(d.get("candidates"), f"{what}.candidates")):
            w = f"{what}.candidates[{i}]"
            c = self.obj(value, w)
            below: dict[int, tuple[int, ...]] = {}
            for entry in self.seq(c.get("below"), f"{w}.below"):
                pair = self.seq(entry, f"{w}.below")
                if len(pair) != 2:
                    raise self.error(
                        f"{w}.below", "expected [index, [indices below]] pairs"
                    )
                below[self.integer(pair[0], f"{w}.below")] = tuple(
                    self.ints(pair[1], f"{w}.below")
                )
            candidates.append(
                OrderedLayout(
                    alignment=self.integer(c.get("alignment"), f"{w}.alignment"),
                    static_offsets=self.pairs(
                        c.get("static_offsets"), f"{w}.static_offsets"
                    ),
                    static_prefix=self.integer(
                        c.get("static_prefix"), f"{w}.static_prefix"
                    ),
                    order=tuple(self.ints(c.get("order"), f"{w}.order")),
                    below=below,
                )
            )
        for i, c in enumerate(candidates):
            position = {m: p for p, m in enumerate(c.order)}
            for m in c.order:
                if m not in c.below or any(
                    position.get(j, len(position)) >= position[m] for j in c.below[m]
                ):
                    raise self.error(
                        f"{what}.candidates[{i}].below",
                        f"buffer {m} needs the buffers below it, earlier in the order",
                    )
        names = tuple(
            self.text(n, f"{what}.names")
            for n in self.seq(d.get("names"), f"{what}.names")
        )
        if len(names) != len(candidates):
            raise self.error(f"{what}.names", "expected one name per candidate")
        return ChoiceLayout(
            alignment=self.integer(d.get("alignment"), f"{what}.alignment"),
            static_offsets=self.pairs(
                d.get("static_offsets"), f"{what}.static_offsets"
            ),
            static_prefix=self.integer(d.get("static_prefix"), f"{what}.static_prefix"),
            candidates=tuple(candidates),
            names=names,
        )

    def fragmentation(self, value: Any, what: str) -> Fragmentation:
        f = self.obj(value, what)
        reason = f.get("unavailable_reason")
        return Fragmentation(
            static_size=self.integer(f.get("static_size"), f"{what}.static_size"),
            static_bound=self.integer(f.get("static_bound"), f"{what}.static_bound"),
            dynamic_units=self.optional_int(
                f.get("dynamic_units"), f"{what}.dynamic_units"
            ),
            dynamic_bound=self.optional_int(
                f.get("dynamic_bound"), f"{what}.dynamic_bound"
            ),
            unavailable_reason=None
            if reason is None
            else self.text(reason, f"{what}.unavailable_reason"),
            bins=self.integer(f.get("bins"), f"{what}.bins"),
            bins_bound=self.integer(f.get("bins_bound"), f"{what}.bins_bound"),
        )


def _interval_set(r: _Reader, value: Any, what: str) -> IntervalSet:
    """`[[first, last], ...]`: program points, inclusive, not negative."""
    pairs: list[tuple[int, int]] = []
    for pair in r.seq(value, what):
        ends = r.ints(pair, what)
        if len(ends) != 2 or not 0 <= ends[0] <= ends[1]:
            raise r.error(
                what, f"expected [first, last] with 0 <= first <= last, got {ends}"
            )
        pairs.append((ends[0], ends[1]))
    return IntervalSet(pairs)


def _one_interval(lifetime: Lifetime) -> IntervalSet:
    """A reference lifetime as a live set (empty for `[def, 0]`)."""
    if lifetime.is_empty:
        return IntervalSet()
    return IntervalSet([(lifetime.start, lifetime.end)])

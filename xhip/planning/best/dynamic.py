"""`packer=best` for a domain: several symbolic layouts, the smallest chosen at run time.

No single symbolic layout is best at every binding (prefill and decode want
different ones), but pool sizes and offsets are computed at run time anyway. The
candidates are ordered layouts (see `ordered`) read off:

* the reference lifetime-only layout and the reference grouped layout — each
  ordered version is never larger than the layout it comes from, at any binding,
  so the choice is never worse than either reference mode;
* numeric best-fit packings of the dynamic buffers at a few design bindings
  (every size symbol large; one symbol small and the others large: the decode
  regime of a sequence length), exact at their design binding;
* when the domain has static buffers too, numeric packings of all buffers at the
  same bindings, where static and dynamic buffers share bytes (the reference keeps
  statics in a prefix below every dynamic buffer, docs/semantics.md §10).

Candidates with the same pool size expression are merged; a candidate whose size
is provably never smaller than another's is dropped (the proof compares the
polynomials of the candidates' longest chains coefficient by coefficient, which
for one shared runtime factor is comparing coefficients). The pool size and every offset select the candidate
with the smallest size: `k` candidates cost `k - 1` comparisons and at most
`k - 1` selects per offset that differs between them.
"""

from __future__ import annotations

from collections.abc import Collection, Mapping, Sequence

from xhip.planning.best.budget import (
    DEFAULT_EFFORT,
    PYTHON_UNIT,
    overlapping_pairs,
)
from xhip.planning.choice_layout import ChoiceLayout
from xhip.planning.expr import ExprGraph
from xhip.planning.layout import DomainLayout
from xhip.planning.ordered import (
    OrderedLayout,
    ordered_exprs,
    ordered_from_layout,
    ordered_from_offsets,
    ordered_from_packing,
)
from xhip.planning.reference import StaticPacker, plan_reference
from xhip.planning.requests import Request, align_up
from xhip.planning.static_best_fit import best_fit

DESIGN_LARGE = 4096
"""The value of a 'large' size symbol at a design binding."""
MAX_DESIGN_SYMBOLS = 4
"""How many symbols get a 'small' design binding of their own."""


def design_bindings(requests: Sequence[Request]) -> list[dict[int, int]]:
    symbols = sorted({s for r in requests for s in r.factor})
    if not symbols:
        return []
    large = dict.fromkeys(symbols, DESIGN_LARGE)
    bindings = [large]
    for s in symbols[:MAX_DESIGN_SYMBOLS]:
        bindings.append({**large, s: 1})
    return bindings


def _binding_name(binding: Mapping[int, int]) -> str:
    small = [s for s, v in binding.items() if v != DESIGN_LARGE]
    return f"s{small[0]}=1" if small else "all-large"


def _numeric_sizes(
    requests: Sequence[Request],
    indices: Sequence[int],
    binding: Mapping[int, int],
    alignment: int,
) -> list[int]:
    sizes: list[int] = []
    for i in indices:
        f = 1
        for s in requests[i].factor:
            f *= binding[s]
        sizes.append(align_up(requests[i].coefficient * f, alignment))
    return sizes


def plan_best(
    requests: Sequence[Request],
    alignment: int,
    static_packer: StaticPacker = best_fit,
    graph: ExprGraph | None = None,
    effort: int = DEFAULT_EFFORT,
) -> DomainLayout | ChoiceLayout:
    """The `packer=best` layout of one domain.

    With no dynamic buffers this is the static packing alone (a `DomainLayout`).
    The numeric fits at design bindings cost about `PYTHON_UNIT` work units per
    pair of overlapping buffers each: when they would exceed `effort` (thousands of
    hoisted buffers that all overlap), only the two reference layouts are
    candidates, so that every phase stays within the budget or near-linear.
    """
    lifetime_only = plan_reference(requests, alignment, True, static_packer)
    dynamic = [i for i, r in enumerate(requests) if not r.is_static]
    if not dynamic:
        return lifetime_only
    grouped = plan_reference(requests, alignment, False, static_packer)
    candidates: list[tuple[str, OrderedLayout]] = [
        ("lifetime-only", ordered_from_layout(requests, lifetime_only)),
        ("grouped", ordered_from_layout(requests, grouped)),
    ]
    lifetimes = [requests[i].lifetime for i in dynamic]
    mixed = any(r.is_static and r.coefficient for r in requests)
    everything = [r.lifetime for r in requests]
    bindings = design_bindings([requests[i] for i in dynamic])
    fits = len(bindings) * (2 if mixed else 1)
    pairs = overlapping_pairs([(lt.start, lt.end) for lt in everything])
    if fits * pairs * PYTHON_UNIT > effort:
        bindings = []
    for binding in bindings:
        sizes = _numeric_sizes(requests, dynamic, binding, alignment)
        offsets = best_fit(lifetimes, sizes, alignment)
        candidates.append(
            (
                "fit@" + _binding_name(binding),
                ordered_from_offsets(
                    requests,
                    dynamic,
                    dict(zip(dynamic, offsets, strict=True)),
                    lifetime_only,
                ),
            )
        )
        if mixed:  # after the fit: on a tie, statics keep constant offsets
            # Static and dynamic buffers packed together: they share bytes where
            # their lifetimes allow, which no prefix layout can do.
            sizes = _numeric_sizes(requests, range(len(requests)), binding, alignment)
            candidates.append(
                (
                    "mixed@" + _binding_name(binding),
                    ordered_from_packing(
                        requests, best_fit(everything, sizes, alignment), alignment
                    ),
                )
            )
    graph = graph or ExprGraph(extra_folds=True)
    survivors, stand_ins = prune(graph, requests, candidates)
    # The stand-ins of the two reference layouts stay whatever the design bindings
    # say: they make the choice never larger than either mode at any binding.
    kept = useful(graph, requests, survivors, design_bindings(requests), stand_ins[:2])
    return ChoiceLayout(
        alignment,
        lifetime_only.static_offsets,
        lifetime_only.static_prefix,
        tuple(layout for _, layout in kept),
        tuple(name for name, _ in kept),
    )


Monomial = tuple[int, ...]
"""A product of size symbols (sorted symbol ids, with repetition)."""
Vector = dict[Monomial, int]
"""A polynomial with non-negative coefficients: monomial -> coefficient."""

MAX_CHAINS = 64
"""Pareto sets larger than this make a candidate exempt from pruning."""


def chain_vectors(
    layout: OrderedLayout, requests: Sequence[Request], upper: bool
) -> list[Vector] | None:
    """The pool extent as the maximum of a few polynomials in the size symbols.

    The extent is the largest sum of sizes along a chain of `below` edges. Each
    chain is a polynomial; only the coefficient-wise maximal ones are kept. A
    size rounded up at run time, `alignUp(C*F)`, lies between `C*F` and
    `alignUp(C)*F` (F is a non-negative integer); `upper` chooses the bound.
    None when the sets grow beyond `MAX_CHAINS`.
    """
    a = layout.alignment
    ends: dict[int, list[Vector]] = {}
    for i in layout.order:
        r = requests[i]
        c = align_up(r.coefficient, a) if upper else r.coefficient
        own: Vector = {tuple(sorted(r.factor)): c}
        starts: list[Vector] = [{}]
        for j in layout.below[i]:
            starts.extend(ends[j])
        found = _pareto([_plus(v, own) for v in starts])
        if len(found) > MAX_CHAINS:
            return None
        ends[i] = found
    covered = {j for i in layout.order for j in layout.below[i]}
    prefix: Vector = {(): layout.static_prefix}
    return _pareto(
        [_plus(v, prefix) for i in layout.order if i not in covered for v in ends[i]]
    )


def _plus(x: Vector, y: Vector) -> Vector:
    out = dict(x)
    for k, v in y.items():
        out[k] = out.get(k, 0) + v
    return out


def _leq(x: Vector, y: Vector) -> bool:
    return all(v <= y.get(k, 0) for k, v in x.items())


def _pareto(vectors: list[Vector]) -> list[Vector]:
    kept: list[Vector] = []
    for v in sorted(vectors, key=lambda v: -sum(v.values())):
        if not any(_leq(v, w) for w in kept):
            kept.append(v)
    return kept


def never_smaller(
    b: OrderedLayout, a: OrderedLayout, requests: Sequence[Request]
) -> bool:
    """Whether `b`'s pool is at least `a`'s at every binding (a sound test).

    True when every chain polynomial of `a` (sizes bounded above) is
    coefficient-wise below some chain polynomial of `b` (sizes bounded below).
    """
    upper_a = chain_vectors(a, requests, upper=True)
    lower_b = chain_vectors(b, requests, upper=False)
    if upper_a is None or lower_b is None:
        return False
    return all(any(_leq(x, y) for y in lower_b) for x in upper_a)


def prune(
    graph: ExprGraph,
    requests: Sequence[Request],
    candidates: Sequence[tuple[str, OrderedLayout]],
) -> tuple[list[tuple[str, OrderedLayout]], list[int]]:
    """Drops duplicates and candidates provably never smaller than another one.

    Returns the survivors and, per candidate given, the position among the
    survivors of one that is never larger than it (itself when it survived): the
    guarantee of the reference layouts passes to their stand-ins.
    """
    sizes = [ordered_exprs(graph, c, requests).pool_size for _, c in candidates]
    dominated_by = list(range(len(candidates)))
    kept: list[int] = []
    for k, size in enumerate(sizes):
        same = next((j for j in kept if sizes[j] == size), None)
        if same is None:
            kept.append(k)
        else:
            dominated_by[k] = same
    survivors = list(kept)
    for k in kept:
        others = [j for j in survivors if j != k]
        smaller = next(
            (
                j
                for j in others
                if never_smaller(candidates[k][1], candidates[j][1], requests)
            ),
            None,
        )
        if smaller is not None:
            survivors.remove(k)
            dominated_by[k] = smaller
    position = {k: n for n, k in enumerate(survivors)}

    def stand_in(k: int) -> int:
        # A chain of "never smaller than" ends at a survivor (each link removed
        # the earlier one while the later one was still there).
        while k not in position:
            k = dominated_by[k]
        return position[k]

    return [candidates[k] for k in survivors], [
        stand_in(k) for k in range(len(candidates))
    ]


def useful(
    graph: ExprGraph,
    requests: Sequence[Request],
    candidates: Sequence[tuple[str, OrderedLayout]],
    bindings: Sequence[Mapping[int, int]],
    always: Collection[int],
) -> list[tuple[str, OrderedLayout]]:
    """Keeps the candidates at positions `always`, and another one only when it is
    the strictly smallest so far at some design binding (fewer ops to emit)."""
    sizes = [ordered_exprs(graph, c, requests).pool_size for _, c in candidates]
    values = [graph.evaluate(sizes, b) for b in bindings]
    kept = sorted(set(always))
    for k in range(len(candidates)):
        if k not in kept and any(v[k] < min(v[j] for j in kept) for v in values):
            kept.append(k)
    return [candidates[k] for k in sorted(kept)]

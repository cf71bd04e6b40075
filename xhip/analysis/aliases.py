"""Which allocations each memref value may point into: a sparse forward dataflow.

Every `memref.alloc` result is its own root. Views
(`xhip.analysis.op_facts.SOURCE_VIEWS`: view, subview, cast, reinterpret_cast,
collapse/expand_shape, reshape, transpose, memory_space_cast) and `arith.select`
pass their source roots on to their result (`op_facts.aliased_operands`). Ops whose semantics
are unknown here are assumed to return an alias of every buffer they receive,
whatever their result types (a memref from a call, a tensor from
`bufferization.to_tensor`, an address as an `index`, ...), and the arguments of
their regions likewise; only the plain-value results of known data reads
(`memref.load`, `memref.dim`, ...: `op_facts.DATA_RESULTS`) are copies. The analysis may over-approximate,
it does not cut a lifetime short through an op it does not know. A value read
from memory or made by an op of unknown effects may also be a buffer whose
address escaped (`from_memory`): a dealloc of it may free any such buffer.

The transfer function (`transfer`) is written once, over a `FlowSink`: xDSL's
`DataFlowSolver` runs it to a fixpoint of root sets (`solve_buffer_roots`), and
`alias_graph` runs it once per op to record the flows as edges (no solver, no
lattice per value: the pool pass asks its questions of the graph, and
`buffer_roots` folds the graph once into every value's answers for the
liveness of `scope=function`). Region-bearing
ops are handled here rather than by the framework (which needs
`RegionBranchOpInterface`), so multi-block and structured control flow can be
refined later without changing the users.

Why there is a second points-to analysis, `xhip.analysis.memory_effects`
(`BufferObjects`): this one answers liveness, "which pool candidates may this
value be, so that its uses keep them alive?", and names only `memref.alloc`
results (the candidates; with `captures.ArgumentAliasAnalysis`, also the
function's arguments). A value that points elsewhere (an argument, a global, a
`memref.alloca`, a `hip.alloc_output`) has no roots here, so two such values
cannot be told to overlap: no answer for a write check. It follows `scf`'s
structured ops exactly (a buffer used inside a loop does not flow out of it),
where `BufferObjects` says a region's results may be anything; liveness needs
that precision, and `BufferObjects`' `ANY` here would make every loop result
keep every candidate alive (other plans).
"""

from __future__ import annotations

from collections.abc import Callable
from collections.abc import Set as AbstractSet
from typing import Protocol, TypeVar

from xdsl.analysis.dataflow import ChangeResult, DataFlowSolver, ProgramPoint
from xdsl.analysis.sparse_analysis import (
    PropagatingLattice,
    SparseForwardDataFlowAnalysis,
)
from xdsl.context import Context
from xdsl.dialects import func, memref
from xdsl.dialects.builtin import IndexType, MemRefType, UnrankedMemRefType
from xdsl.ir import Attribute, Operation, SSAValue
from xdsl.traits import (
    EffectInstance,
    IsolatedFromAbove,
    IsTerminator,
    MemoryEffectKind,
)

from xhip.analysis import op_facts
from xhip.analysis.op_facts import (
    aliased_operands,
    forwards_exactly,
    induction_variables,
    is_element_argument,
    is_source_view,
    result_may_alias,
    successor_operands,
)
from xhip.ir.dominance import strongly_connected

T = TypeVar("T")


def is_buffer_type(t: Attribute) -> bool:
    return isinstance(t, MemRefType | UnrankedMemRefType)


def view_chain_root(value: SSAValue) -> SSAValue | None:
    """The alloc result `value` certainly points into: itself or the source of a
    chain of view-like ops; None when it may be something else (a select, a
    region result or argument, an unknown op's result)."""
    while isinstance(value.owner, Operation) and is_source_view(value.owner):
        value = value.owner.operands[0]
    return value if isinstance(value.owner, memref.AllocOp) else None


def _captured(op: Operation) -> list[SSAValue]:
    """Values used in `op`'s regions but defined outside `op`."""
    inside: set[SSAValue] = set()
    used: list[SSAValue] = []
    for nested in op.walk():
        if nested is op:
            continue
        inside.update(nested.results)
        for region in nested.regions:
            for block in region.blocks:
                inside.update(block.args)
        used.extend(nested.operands)
    for region in op.regions:
        for block in region.blocks:
            inside.update(block.args)
    return list(dict.fromkeys(v for v in used if v not in inside))


def may_return_escaped(
    op: Operation,
    effects_of: Callable[
        [Operation], AbstractSet[EffectInstance] | None
    ] = op_facts.effects_of,
) -> bool:
    """Whether the results of `op` may be an address that escaped before it: the
    op reads memory (a load brings back what a store put there), or its effects
    are unknown (it may hand back what an earlier op kept)."""
    effects = effects_of(op)
    return effects is None or any(e.kind is MemoryEffectKind.READ for e in effects)


class BufferRoots(PropagatingLattice):
    """The allocation results a value may alias; joined by set union. And
    whether it may also be an escaped buffer the roots do not name
    (`from_memory`, see `may_return_escaped`)."""

    def __init__(self, anchor: SSAValue):
        super().__init__(anchor)
        self.roots: frozenset[SSAValue] = frozenset()
        self.from_memory = False

    def add(
        self, roots: frozenset[SSAValue], from_memory: bool = False
    ) -> ChangeResult:
        if roots <= self.roots and from_memory <= self.from_memory:
            return ChangeResult.NO_CHANGE
        self.roots = self.roots | roots
        self.from_memory |= from_memory
        return ChangeResult.CHANGE

    def join(self, other: BufferRoots) -> ChangeResult:
        return self.add(other.roots, other.from_memory)

    def meet(self, other: BufferRoots) -> ChangeResult:
        return self.join(other)

    def __str__(self) -> str:
        return "{" + ", ".join(sorted(r.name_hint or "?" for r in self.roots)) + "}"


class FlowSink(Protocol[T]):
    """Where `transfer` records what an op makes flow: into lattices (the
    solver's `BufferAliasAnalysis`) or into an `AliasGraph`'s edges. `T` is
    what stands for a value there."""

    def read(self, op: Operation, value: SSAValue) -> T:
        """`value` as `op` reads it (the solver also notes that `op` must be
        visited again when it changes)."""
        ...

    def target(self, value: SSAValue) -> T:
        """`value` as a target of flows."""
        ...

    def add_root(self, target: T, root: SSAValue) -> None: ...

    def flow_into(
        self, targets: list[T], sources: list[T], op: Operation, escaped: bool
    ) -> None:
        """Each source into each target that may alias it (`result_may_alias`);
        every target marked `from_memory` when `escaped`."""
        ...

    def join(self, lhs: T, rhs: T) -> None: ...


def transfer(
    op: Operation,
    sink: FlowSink[T],
    effects_of: Callable[
        [Operation], AbstractSet[EffectInstance] | None
    ] = op_facts.effects_of,
) -> None:
    """The alias analysis' transfer function for `op`, written once for both
    `BufferAliasAnalysis` and `alias_graph`. Every op is treated as executable:
    the analysis must not miss aliases."""
    if not op.results and not op.regions:
        return
    if op.regions:
        _transfer_region_op(op, sink, effects_of)
        return
    if isinstance(op, memref.AllocOp):
        sink.add_root(sink.target(op.memref), op.memref)
        return
    sink.flow_into(
        [sink.target(r) for r in op.results],
        [sink.read(op, s) for s in aliased_operands(op)],
        op,
        may_return_escaped(op, effects_of),
    )


def _transfer_region_op(
    op: Operation,
    sink: FlowSink[T],
    effects_of: Callable[[Operation], AbstractSet[EffectInstance] | None],
) -> None:
    """Results and region arguments alias every buffer entering or yielded,
    and for an op other than scf's structured control flow, every buffer its
    regions use from outside (`async.execute`-like ops return a handle to
    work that still uses them). The arguments of a region's later blocks
    are what the branches to them pass, position by position
    (`_branch_flows`); a function's own arguments get nothing from its
    returns (they leave it)."""
    incoming = [sink.read(op, o) for o in op.operands]
    leaves = isinstance(op, func.FuncOp)
    for region in op.regions:
        for block in region.blocks:
            terminator = block.last_op
            if terminator is None or not terminator.has_trait(IsTerminator):
                continue
            if terminator.successors:
                _branch_flows(op, terminator, sink)
            elif not leaves:
                incoming.extend(sink.read(op, v) for v in terminator.operands)
    structured = forwards_exactly(op)
    if not structured and not op.has_trait(IsolatedFromAbove):
        incoming.extend(sink.read(op, v) for v in _captured(op))
    targets = [sink.target(r) for r in op.results]
    ivs = induction_variables(op)
    elements: list[T] = []
    for region in op.regions:
        if region.blocks:
            entry = region.blocks.first
            assert entry is not None
            for a in entry.args:
                if is_element_argument(op, a):
                    elements.append(sink.target(a))
                elif a not in ivs:
                    targets.append(sink.target(a))
    if elements:
        # Read from the operands, as `memref.load` reads: data, which may be
        # an address that escaped before.
        sink.flow_into(elements, [], op, may_return_escaped(op, effects_of))
    # An induction variable is made from the bounds only (a buffer merely
    # used in the body does not flow into it).
    bounds = [sink.read(op, o) for o in op.operands if isinstance(o.type, IndexType)]
    for iv in ivs:
        made = sink.target(iv)
        for bound in bounds:
            sink.join(made, bound)
    escaped = not structured and may_return_escaped(op, effects_of)
    sink.flow_into(targets, incoming, op, escaped)


def _branch_flows(op: Operation, branch: Operation, sink: FlowSink[T]) -> None:
    """What a branch (a terminator with successors, in a region of `op`)
    passes to its successors' arguments: `cf.br`, `cf.cond_br` and
    `cf.switch` operand i of a successor into its argument i; another
    branch, every operand into every argument of each successor."""
    passed = successor_operands(branch)
    if passed is None:
        for successor in branch.successors:
            sink.flow_into(
                [sink.target(a) for a in successor.args],
                [sink.read(op, v) for v in branch.operands],
                branch,
                False,
            )
        return
    for successor, operands in passed:
        for argument, operand in zip(successor.args, operands, strict=True):
            sink.flow_into(
                [sink.target(argument)], [sink.read(op, operand)], branch, False
            )


class BufferAliasAnalysis(SparseForwardDataFlowAnalysis[BufferRoots]):
    """Computes `BufferRoots` for every SSA value under the analysed op, by
    `transfer` (as a `FlowSink` of lattices)."""

    def __init__(self, solver: DataFlowSolver):
        super().__init__(solver, BufferRoots)

    def visit_operation(self, op: Operation) -> None:
        if not op.results and not op.regions:
            return
        for o in op.operands:
            self.get_lattice_element(o).use_def_subscribe(self)
        transfer(op, self)

    def visit_operation_impl(
        self,
        op: Operation,
        operands: list[BufferRoots],
        results: list[BufferRoots],
    ) -> None:
        """Required by the base class, not reached: `visit_operation` runs
        `transfer` on every op itself."""
        transfer(op, self)

    def read(self, op: Operation, value: SSAValue) -> BufferRoots:
        return self.get_lattice_element_for(ProgramPoint.before(op), value)

    def target(self, value: SSAValue) -> BufferRoots:
        return self.get_lattice_element(value)

    def add_root(self, target: BufferRoots, root: SSAValue) -> None:
        self.propagate_if_changed(target, target.add(frozenset([root])))

    def flow_into(
        self,
        targets: list[BufferRoots],
        sources: list[BufferRoots],
        op: Operation,
        escaped: bool,
    ) -> None:
        """Joins every source into each target that may alias them (and marks
        it `from_memory` when `escaped`), one update per target: a target fed
        by n sources notifies its users once, not n times."""
        roots = frozenset[SSAValue]().union(*(s.roots for s in sources))
        from_sources = any(s.from_memory for s in sources)
        for target in targets:
            if result_may_alias(op, target.anchor.type):
                change = target.add(roots, from_sources or escaped)
            else:
                change = target.add(frozenset(), escaped)
            self.propagate_if_changed(target, change)

    def set_to_entry_state(self, lattice: BufferRoots) -> None:
        # Function arguments are not allocations of this function.
        pass


class AliasGraph:
    """The flows of the alias analysis as a graph, for questions about many
    values at once: the roots a value may alias are the allocations from which
    it can be reached, and it may come from memory when it can be reached from
    a value the analysis marks so. Built by the same transfer functions as
    `BufferRoots` (`alias_graph`), it gives the same answers without a set of
    roots per value: a chain of n `arith.select`s over allocs is n edges, where
    its root sets hold n^2 / 2 entries."""

    def __init__(self) -> None:
        self.into: dict[SSAValue, list[SSAValue]] = {}
        """Per value, the values it flows into (edges, repeats allowed)."""
        self.fed_by: dict[SSAValue, list[SSAValue]] = {}
        """The reverse edges."""
        self.roots: set[SSAValue] = set()
        """Allocation results (each its own root)."""
        self.marked: set[SSAValue] = set()
        """Values the analysis marks `from_memory` itself."""

    def add_flow(self, source: SSAValue, target: SSAValue) -> None:
        self.into.setdefault(source, []).append(target)
        self.fed_by.setdefault(target, []).append(source)

    def upstream(self, value: SSAValue) -> set[SSAValue]:
        """`value` and every value that flows into it, transitively."""
        seen = {value}
        pending = [value]
        while pending:
            for source in self.fed_by.get(pending.pop(), ()):
                if source not in seen:
                    seen.add(source)
                    pending.append(source)
        return seen

    def roots_of(self, value: SSAValue) -> set[SSAValue]:
        """What `roots_of` answers from the solver."""
        return self.upstream(value) & self.roots

    def from_memory(self, value: SSAValue) -> bool:
        """What `from_memory` answers from the solver."""
        return not self.marked.isdisjoint(self.upstream(value))


class _GraphSink:
    """`transfer`'s flows recorded as `AliasGraph` edges: values stand for
    themselves, and no op needs a second visit (nothing is joined)."""

    def __init__(self, graph: AliasGraph):
        self.graph = graph

    def read(self, op: Operation, value: SSAValue) -> SSAValue:
        return value

    def target(self, value: SSAValue) -> SSAValue:
        return value

    def add_root(self, target: SSAValue, root: SSAValue) -> None:
        self.graph.roots.add(root)

    def flow_into(
        self,
        targets: list[SSAValue],
        sources: list[SSAValue],
        op: Operation,
        escaped: bool,
    ) -> None:
        graph = self.graph
        for target in targets:
            if result_may_alias(op, target.type):
                for source in sources:
                    graph.add_flow(source, target)
            if escaped:
                graph.marked.add(target)

    def join(self, lhs: SSAValue, rhs: SSAValue) -> None:
        self.graph.add_flow(rhs, lhs)


def alias_graph(
    op: Operation,
    effects_of: Callable[
        [Operation], AbstractSet[EffectInstance] | None
    ] = op_facts.effects_of,
) -> AliasGraph:
    """The flows of the alias analysis under `op` (see `AliasGraph`): one
    `transfer` per op, in the solver's order (pre-order), without the solver.
    `effects_of`: `op_facts.effects_of`, or a caller's `EffectsOf`."""
    graph = AliasGraph()
    sink = _GraphSink(graph)
    for nested in op.walk():
        transfer(nested, sink, effects_of)
    return graph


class FoldedRoots:
    """`AliasGraph.roots_of` and `from_memory` of every value, folded once:
    the strongly connected sets of values over the reverse edges
    (`strongly_connected`), each folded once the sets that feed it are (so
    each edge is seen twice). A value fed by a single set's roots (a view, a
    cast) shares that set's object: a chain of views costs one set, not one
    per view."""

    def __init__(self, graph: AliasGraph):
        self._graph = graph
        self._roots: dict[SSAValue, frozenset[SSAValue]] = {}
        self._from_memory: set[SSAValue] = set()
        self._solve()

    def roots_of(self, value: SSAValue) -> frozenset[SSAValue]:
        """The allocs `value` may point into (the solver's `roots_of`)."""
        return self._roots.get(value, _NO_ROOTS)

    def from_memory(self, value: SSAValue) -> bool:
        """Whether `value` may also be an escaped buffer (the solver's
        `from_memory`)."""
        return value in self._from_memory

    def _solve(self) -> None:
        graph = self._graph
        fed_by = graph.fed_by
        # A value nothing feeds is a set of its own: an alloc is its root.
        for v in graph.roots:
            if v not in fed_by:
                self._roots[v] = frozenset((v,))
        self._from_memory.update(v for v in graph.marked if v not in fed_by)
        # Components come after every component they reach: each is folded
        # once the values feeding it are.
        for members in strongly_connected(
            fed_by, lambda v: (w for w in fed_by[v] if w in fed_by)
        ):
            self._fold(members)

    def _fold(self, members: list[SSAValue]) -> None:
        """The roots of a strongly connected set of values, whose feeding sets
        are folded: its own allocs and those of every value feeding it."""
        graph = self._graph
        inside = set(members) if len(members) > 1 else ()
        own = [m for m in members if m in graph.roots]
        marked = any(m in graph.marked for m in members)
        fed: dict[int, frozenset[SSAValue]] = {}
        for m in members:
            for w in graph.fed_by.get(m, ()):
                if w in inside:
                    continue
                roots = self._roots.get(w, _NO_ROOTS)
                if roots:
                    fed[id(roots)] = roots
                marked = marked or w in self._from_memory
        if not own and len(fed) == 1:
            (roots,) = fed.values()
        else:
            roots = frozenset(own).union(*fed.values())
        for m in members:
            if roots:
                self._roots[m] = roots
            if marked:
                self._from_memory.add(m)


_NO_ROOTS: frozenset[SSAValue] = frozenset()


def buffer_roots(
    op: Operation,
    effects_of: Callable[
        [Operation], AbstractSet[EffectInstance] | None
    ] = op_facts.effects_of,
) -> FoldedRoots:
    """The alias analysis' answers for every value under `op`, from its graph
    (`alias_graph`) folded once: what `solve_buffer_roots` answers, without
    the solver's lattice per value and its worklist."""
    return FoldedRoots(alias_graph(op, effects_of))


def solve_buffer_roots(op: Operation) -> DataFlowSolver:
    """Runs the alias analysis on `op`; query with `roots_of(solver, value)`."""
    solver = DataFlowSolver(Context())
    solver.load(BufferAliasAnalysis)
    solver.initialize_and_run(op)
    return solver


def roots_of(solver: DataFlowSolver, value: SSAValue) -> frozenset[SSAValue]:
    state = solver.lookup_state(value, BufferRoots)
    return state.roots if state is not None else frozenset()


def from_memory(solver: DataFlowSolver, value: SSAValue) -> bool:
    """Whether `value` may be an escaped buffer besides its roots."""
    state = solver.lookup_state(value, BufferRoots)
    return state is not None and state.from_memory

"""What an op does, in one place: xhip's stand-in for MLIR's op interfaces.

Every analysis asks this module what an op does to memory and to control:

* memory effects per operand (`effects_of`, `own_effects`): xDSL's declared
  `MemoryEffect` traits first; where xDSL declares an effect on no value and
  MLIR names the operand (`Arg<AnyMemRef, "", [MemWrite]>:$memref`), the
  operand from `OPERAND_EFFECTS`;
* which results alias which operands, and what a branch passes to its
  successors (`successor_operands`): views (`is_source_view`,
  `is_view_like`: two meanings, see `SOURCE_VIEWS`), `arith.select`
  (`aliased_operands`), the plain-value results of data reads
  (`result_may_alias`), the payload arguments of a linalg op
  (`is_element_argument`), induction variables (`induction_variables`);
* what a region does (`region_kind`: `RegionKind.ONCE_IN_PLACE`, `REPEATS`,
  `CONCURRENT`, `MAY_RUN_LATER`), from the questions it is made of:
  `runs_in_place`, `runs_one_at_a_time`, `region_successors` (MLIR's
  `RegionBranchOpInterface::getSuccessorRegions`) and `region_on_cycle`
  (its `isRepetitiveRegion`); whether a region op forwards exactly what
  enters it (`forwards_exactly`);
* asynchronous work: `is_async`, `is_wait`, `waits_for`, `WAITED_BY`;
* calls (`called_symbols`) and runtime buffers (`is_runtime_buffer`);
* speculation (`PURE_MEMREF_OPS`, `PURE_AFFINE_OPS`, the divisions): what
  `xhip.analysis.speculation` builds MLIR's `isPure` from.

The facts come from MLIR 22's op definitions (ODS `.td` files): each table
entry records the trait, interface or operand decorator it rests on
(`Basis.declares`), one it must not declare (`Basis.lacks`), or, for a fact
no interface carries (that `async.execute` runs its body later), words of the
op's description (`Basis.says`). `tests/analysis/test_op_facts.py` checks
every entry against the installed `.td` files (`llvm-tblgen-22 --dump-json`).
A new op's facts go here, and nowhere else. The independent checker
(`xhip.check.checker`) keeps its own rules on purpose: a wrong entry here is
not silently shared there.
"""

from __future__ import annotations

from collections.abc import Sequence
from collections.abc import Set as AbstractSet
from dataclasses import dataclass
from enum import Enum

from xdsl.dialects import cf, func, memref
from xdsl.dialects.builtin import (
    AnyFloat,
    ComplexType,
    IndexType,
    IntegerType,
    MemRefType,
    NoneType,
    SymbolRefAttr,
    TensorType,
    UnrankedMemRefType,
    UnrankedTensorType,
    UnregisteredOp,
    VectorType,
)
from xdsl.ir import Attribute, Block, Operation, Region, SSAValue
from xdsl.traits import (
    EffectInstance,
    MemoryEffect,
    MemoryEffectKind,
    RecursiveMemoryEffect,
    ReturnLike,
    get_effects,
)

from xhip.dialects.hip import IfOp, LoopOp
from xhip.dialects.xdsl_ext import DmaStartOp, ForallOp
from xhip.dialects.xdsl_ext.linalg_base import StructuredOp


@dataclass(frozen=True)
class Basis:
    """Where a fact about an op comes from, in MLIR 22's ODS definition of it."""

    declares: tuple[str, ...] = ()
    """Traits, interfaces or operand decorators the op declares
    (`ViewLikeOpInterface`, `RecursiveMemoryEffects`, `Pure`, `MemRead`)."""
    lacks: tuple[str, ...] = ()
    """Ones it does not declare (why the entry is needed, or a fact that is
    absent: `memref.transpose` is no `ViewLikeOpInterface`)."""
    says: str = ""
    """Words of the op's summary or description, for a fact no trait carries."""
    upstream: bool = True
    """False for an op MLIR does not define: hip-ep's `hip` dialect, checked
    against hip-ep's `HipOps.td` where its sources are at hand."""


def op_name(op: Operation) -> str:
    """The op's name, unregistered ops included (`"async.execute"`)."""
    return op.op_name.data if isinstance(op, UnregisteredOp) else op.name


# ---------------------------------------------------------------------------
# Memory effects per operand
# ---------------------------------------------------------------------------


@dataclass(frozen=True)
class OperandEffect:
    """An effect MLIR declares on one operand (`Arg<..., [MemRead]>:$name`)."""

    kind: MemoryEffectKind
    index: int
    """The operand's position among the op's operands."""
    name: str
    """Its name in MLIR's ODS."""


_READ, _WRITE, _FREE = (
    MemoryEffectKind.READ,
    MemoryEffectKind.WRITE,
    MemoryEffectKind.FREE,
)

OPERAND_EFFECTS: dict[str, tuple[OperandEffect, ...]] = {
    "memref.load": (OperandEffect(_READ, 0, "memref"),),
    "memref.store": (OperandEffect(_WRITE, 1, "memref"),),
    "memref.copy": (
        OperandEffect(_READ, 0, "source"),
        OperandEffect(_WRITE, 1, "target"),
    ),
    "memref.atomic_rmw": (
        OperandEffect(_READ, 1, "memref"),
        OperandEffect(_WRITE, 1, "memref"),
    ),
    "memref.dealloc": (OperandEffect(_FREE, 0, "memref"),),
    "affine.load": (OperandEffect(_READ, 0, "memref"),),
    "affine.store": (OperandEffect(_WRITE, 1, "memref"),),
}
"""The operand each effect applies to, for ops whose xDSL declaration names
no value (MLIR names it). Applied only where xDSL declares the effects:
`affine.load`/`affine.store` declare none in xDSL, so their effects stay
unknown (what xDSL declares comes first)."""


def _refined(
    op: Operation, effects: AbstractSet[EffectInstance]
) -> list[EffectInstance] | None:
    """`OPERAND_EFFECTS` in place of `effects` when they name no value."""
    table = OPERAND_EFFECTS.get(op.name)
    if table is None or any(e.value is not None for e in effects):
        return None
    return [EffectInstance(e.kind, op.operands[e.index]) for e in table]


def effects_of(op: Operation) -> AbstractSet[EffectInstance] | None:
    """xDSL's `get_effects` (an op's effects, its regions' ops' with
    `RecursiveMemoryEffect`), each named on its operand as MLIR declares it
    (`OPERAND_EFFECTS`); None when unknown."""
    effects = get_effects(op)
    if effects is None:
        return None
    refined = _refined(op, effects)
    return effects if refined is None else frozenset(refined)


def own_effects(op: Operation) -> list[EffectInstance] | None:
    """The op's own declared effects (recursive ones excluded: the nested ops
    speak for themselves), named on their operands as `effects_of`; None when
    unknown. A return-like terminator (`func.return`, which MLIR declares
    `Pure`) has none."""
    traits = op.get_traits_of_type(MemoryEffect)
    own = [t for t in traits if not isinstance(t, RecursiveMemoryEffect)]
    if not own:
        known = traits or op.has_trait(ReturnLike, value_if_unregistered=False)
        return [] if known else None
    effects: list[EffectInstance] = []
    for trait in own:
        found = trait.get_effects(op)
        if found is None:
            return None
        effects.extend(found)
    refined = _refined(op, frozenset(effects))
    return effects if refined is None else refined


class EffectsOf:
    """`effects_of` each op, computed once: an analysis asks for an op's
    effects at each of its uses and again per op, and the IR does not change
    while it runs (DPS ops build theirs anew at every call)."""

    def __init__(self) -> None:
        self._known: dict[Operation, AbstractSet[EffectInstance] | None] = {}

    def __call__(self, op: Operation) -> AbstractSet[EffectInstance] | None:
        known = self._known
        if op in known:
            return known[op]
        found = known[op] = effects_of(op)
        return found


# ---------------------------------------------------------------------------
# Which results alias which operands
# ---------------------------------------------------------------------------

_VIEW_LIKE = Basis(declares=("ViewLikeOpInterface",))

VIEW_LIKE_INTERFACE: dict[str, Basis] = {
    "memref.cast": _VIEW_LIKE,
    "memref.subview": _VIEW_LIKE,
    "memref.expand_shape": _VIEW_LIKE,
    "memref.collapse_shape": _VIEW_LIKE,
    "memref.view": _VIEW_LIKE,
    "memref.reinterpret_cast": _VIEW_LIKE,
    "memref.reshape": _VIEW_LIKE,
    "memref.memory_space_cast": _VIEW_LIKE,
    "memref.assume_alignment": _VIEW_LIKE,
    "memref.extract_strided_metadata": _VIEW_LIKE,
}
"""The memref ops with MLIR's `ViewLikeOpInterface` (result 0 views operand
0): what MLIR's `BufferViewFlowAnalysis` follows, and so what
`hip-use-output-allocator` follows (`xhip.analysis.view_flow.ViewFlow`)."""

VIEWS_WITHOUT_INTERFACE: dict[str, Basis] = {
    "memref.transpose": Basis(
        lacks=("ViewLikeOpInterface",), says="purely a metadata transformation"
    ),
}
"""Ops whose result views their first operand though MLIR declares no
`ViewLikeOpInterface` on them."""

SOURCE_VIEWS: frozenset[str] = (
    frozenset(VIEW_LIKE_INTERFACE)
    - {"memref.assume_alignment", "memref.extract_strided_metadata"}
) | frozenset(VIEWS_WITHOUT_INTERFACE)
"""Ops whose results point into their first (source) operand only: what the
alias analyses (`xhip.analysis.aliases`, `xhip.analysis.memory_effects`)
pass on, and no other operand's memory (a `memref.reshape`'s shape buffer is
only read). It differs from `VIEW_LIKE_INTERFACE` on purpose: it has
`memref.transpose` (a view, without MLIR's interface), and not
`memref.assume_alignment` nor `memref.extract_strided_metadata`, which go
through the analyses' rules for any other op (`extract_strided_metadata`'s
index results are data, `DATA_RESULTS`)."""


def is_source_view(op: Operation) -> bool:
    """Whether `op`'s results point into its first operand only (`SOURCE_VIEWS`)."""
    return op.name in SOURCE_VIEWS


def is_view_like(op: Operation) -> bool:
    """Whether `op` has MLIR's `ViewLikeOpInterface` (`VIEW_LIKE_INTERFACE`)."""
    return op.name in VIEW_LIKE_INTERFACE


DATA_RESULTS: dict[str, Basis] = {
    "memref.load": Basis(declares=("MemRead",), says="reads an element from a memref"),
    "memref.dim": Basis(declares=("ShapedDimOpInterface",)),
    "memref.extract_strided_metadata": Basis(
        says="Extracts a base buffer, offset and strides"
    ),
    "memref.atomic_rmw": Basis(
        declares=("MemRead",), says="The result represents the latest value"
    ),
}
"""Ops whose plain-value results (`SCALAR_TYPES`) are data read from a buffer
or its shape: a copy, never a reference to the buffer."""

SCALAR_TYPES = (IntegerType, IndexType, AnyFloat, ComplexType, VectorType)
"""Plain values: a copy of data, never a reference to a buffer, when an op of
`DATA_RESULTS` produces them."""


def result_may_alias(op: Operation, t: Attribute) -> bool:
    """Whether a result of type `t` of `op`, which receives a buffer, may refer
    to it. Anything but a plain value of a data read may: a tensor from
    `bufferization.to_tensor`, a pointer, an unknown dialect's type, and any
    result of an op we do not know (`memref.extract_aligned_pointer_as_index`
    gives the address as an `index`, which integer arithmetic may turn back
    into a pointer)."""
    return not (op.name in DATA_RESULTS and isinstance(t, SCALAR_TYPES))


SELECT_LIKE: dict[str, Basis] = {
    "arith.select": Basis(declares=("SelectLikeOpInterface",)),
}
"""Ops whose result is one of their operands after the condition."""


def is_select_like(op: Operation) -> bool:
    """Whether `op` is in `SELECT_LIKE`."""
    return op.name in SELECT_LIKE


def aliased_operands(op: Operation) -> Sequence[SSAValue]:
    """The operands whose memory the results of `op` (an op without regions)
    may point into: a view's source (`SOURCE_VIEWS`), a select's choices
    (`SELECT_LIKE`), every operand of any other op."""
    if op.name in SOURCE_VIEWS:
        return op.operands[:1]
    if op.name in SELECT_LIKE:
        return op.operands[1:]
    return op.operands


def is_element_argument(op: Operation, argument: SSAValue) -> bool:
    """Whether `argument` of `op`'s payload is one element of an operand, a
    copy of data: a linalg structured op's payload block takes one scalar per
    input and init (MLIR's `LinalgStructuredInterface`), not an address."""
    return isinstance(op, StructuredOp) and isinstance(argument.type, SCALAR_TYPES)


def induction_variables(op: Operation) -> list[SSAValue]:
    """The induction variables of a parallel loop (`scf.parallel`, `scf.forall`:
    MLIR's `LoopLikeOpInterface::getLoopInductionVars`): index values computed
    from its bounds, whatever its body uses."""
    if op.name == "scf.parallel":
        return list(op.regions[0].block.args)
    if isinstance(op, ForallOp):
        rank = len(op.staticUpperBound.get_values())
        return list(op.region.block.args[:rank])
    return []


def successor_operands(
    branch: Operation,
) -> list[tuple[Block, Sequence[SSAValue]]] | None:
    """What a branch passes to each successor, operand i into argument i
    (MLIR's `BranchOpInterface::getSuccessorOperands`) for `cf.br`,
    `cf.cond_br` and `cf.switch`; None for any other op (its callers decide)."""
    if isinstance(branch, cf.BranchOp):
        return [(branch.successor, branch.arguments)]
    if isinstance(branch, cf.ConditionalBranchOp):
        return [
            (branch.then_block, branch.then_arguments),
            (branch.else_block, branch.else_arguments),
        ]
    if isinstance(branch, cf.SwitchOp):
        passed: list[tuple[Block, Sequence[SSAValue]]] = [
            (branch.default_block, branch.default_operands)
        ]
        passed += zip(branch.case_blocks, branch.case_operand, strict=True)
        return passed
    return None


# ---------------------------------------------------------------------------
# What a region does
# ---------------------------------------------------------------------------

_BRANCH = Basis(declares=("RegionBranchOpInterface",))

FORWARDING_REGION_OPS: dict[str, Basis] = {
    "scf.for": _BRANCH,
    "scf.if": _BRANCH,
    "scf.while": _BRANCH,
    "scf.index_switch": _BRANCH,
    "scf.execute_region": _BRANCH,
}
"""Region ops whose results and region arguments are exactly what enters them
or is yielded (MLIR's `RegionBranchOpInterface` forwarding): a buffer merely
used inside does not flow out. (`scf.parallel` and `scf.forall` are not among
them: their results are also what their bodies insert or reduce; only their
induction variables are known, `induction_variables`.)"""


def forwards_exactly(op: Operation) -> bool:
    """Whether `op` is in `FORWARDING_REGION_OPS`."""
    return op.name in FORWARDING_REGION_OPS


PARENT = None
"""In `region_successors`: the point after the parent op."""

REGION_SUCCESSORS: dict[str, tuple[str, Basis]] = {
    "scf.for": ("loop", _BRANCH),
    "scf.parallel": ("loop", _BRANCH),
    "scf.forall": ("loop", _BRANCH),
    "scf.while": ("while", _BRANCH),
    "scf.if": ("one", _BRANCH),
    "scf.index_switch": ("one", _BRANCH),
    "scf.execute_region": ("once", _BRANCH),
}
"""MLIR's `getSuccessorRegions` of scf's ops, by shape: `loop` runs its body
zero or more times; `while` runs `before`, then `after` or exits, and `after`
goes back to `before`; `one` runs one of its regions (or none: an `if`
without else); `once` runs its region once."""


def region_successors(op: Operation, source: Region | None) -> Sequence[Region | None]:
    """Where `op` may transfer control from `source` (None: from before `op`):
    regions (entered at their first block) or `PARENT` (the point after
    `op`), as `REGION_SUCCESSORS` says; any other op: every region, any
    number of times, in any order (sound for a may-analysis)."""
    regions = list(op.regions)
    entry = REGION_SUCCESSORS.get(op.name)
    shape = entry[0] if entry is not None else None
    if shape == "loop":
        return [regions[0], PARENT]
    if shape == "while":
        before, after = regions[0], regions[1]
        if source is None:
            return [before]
        return [after, PARENT] if source is before else [before]
    if shape == "one":
        if source is not None:
            return [PARENT]
        entered: list[Region | None] = [r for r in regions if r.blocks]
        return entered if len(entered) == len(regions) else [*entered, PARENT]
    if shape == "once":
        return [PARENT] if source is not None else [regions[0]]
    return [*regions, PARENT]


def region_on_cycle(op: Operation, region: Region) -> bool:
    """Whether `region` of `op` may run again within one run of `op`: it is on
    a cycle of `region_successors` (MLIR's `RegionBranchOpInterface::
    isRepetitiveRegion`). Not only a region that is its own successor: each
    region of `scf.while` reaches itself through the other."""
    seen: set[Region] = set()
    pending: list[Region] = [region]
    while pending:
        for target in region_successors(op, pending.pop()):
            if target is region:
                return True
            if target is not None and target not in seen:
                seen.add(target)
                pending.append(target)
    return False


_SEQUENTIAL = Basis(declares=("RegionBranchOpInterface",), lacks=("HasParallelRegion",))

ONE_AT_A_TIME_REGION_OPS: dict[str, Basis] = {
    "scf.for": _SEQUENTIAL,
    "scf.while": _SEQUENTIAL,
    "scf.if": _SEQUENTIAL,
    "scf.index_switch": _SEQUENTIAL,
    "scf.execute_region": _SEQUENTIAL,
    "affine.for": _SEQUENTIAL,
    "affine.if": _SEQUENTIAL,
    "memref.alloca_scope": _SEQUENTIAL,
}
"""Region ops that run their regions one instance at a time (MLIR's
`RegionBranchOpInterface`, without `HasParallelRegion`): an alloc inside them
has one instance live per run of its point, which one offset can hold. Inside
any other region op (`scf.parallel`, `scf.forall`, `affine.parallel`,
`linalg.generic`, ops of unknown semantics) instances may run at once."""


def runs_one_at_a_time(op: Operation) -> bool:
    """Whether `op` is in `ONE_AT_A_TIME_REGION_OPS`."""
    return op.name in ONE_AT_A_TIME_REGION_OPS


IN_PLACE_DIALECTS: dict[str, Basis] = {
    "scf": Basis(
        declares=(
            "RecursiveMemoryEffects",
            "RegionBranchOpInterface",
            "InParallelOpInterface",
        )
    ),
    "affine": Basis(declares=("RecursiveMemoryEffects", "RegionBranchOpInterface")),
    "linalg": Basis(declares=("LinalgStructuredInterface", "MemoryEffectOpInterface")),
    "hip": Basis(says="graph bodies run in place, in stream order", upstream=False),
}
"""Dialects whose region ops run their regions before they complete, whatever
effects xDSL declares for them (each of their region ops declares one of the
traits named, or, for hip-ep's `hip`, runs its body in stream order)."""

IN_PLACE_OPS: dict[str, Basis] = {
    "memref.alloca_scope": Basis(declares=("RecursiveMemoryEffects",)),
    "memref.generic_atomic_rmw": Basis(declares=("MemRead", "MemWrite")),
    "omp.single": Basis(
        lacks=("RecursiveMemoryEffects",),
        says="wait at an implicit barrier at the end of the single construct",
    ),
    "omp.taskgroup": Basis(
        lacks=("RecursiveMemoryEffects",),
        says="specifies a wait on completion of child tasks",
    ),
    "omp.master": Basis(
        lacks=("RecursiveMemoryEffects",),
        says="a structured block that is executed by the master thread",
    ),
    "omp.masked": Basis(
        lacks=("RecursiveMemoryEffects",),
        says="a structured block to be executed by a subset of threads",
    ),
}
"""Other region ops that run their regions in place (so does a registered op
with `RecursiveMemoryEffect`: it has the effects of its body)."""

ASYNC_ATTR = "xhip.async"
"""A unit attribute that marks an op of the user's as asynchronous: the buffers
it (or its regions) reads or writes stay live until a later op of its block
marked `AWAIT_ATTR` takes one of its results, or else to the end of the block."""

AWAIT_ATTR = "xhip.await"
"""A unit attribute that marks an op as waiting for the `ASYNC_ATTR` ops whose
results it takes; it keeps none of its operands."""

WAITED_BY: dict[str, tuple[str, Basis]] = {
    "async.execute": (
        "async.await",
        Basis(says="can be executed concurrently with the successor operation"),
    ),
    "memref.dma_start": (
        "memref.dma_wait",
        Basis(says="starts a non-blocking DMA operation"),
    ),
    "omp.task": (
        "omp.taskwait",
        Basis(lacks=("RecursiveMemoryEffects",), says="defines an explicit task"),
    ),
}
"""Ops whose work may still run after them (asynchronous), each with the op
that waits for it (`waits_for`): `async.execute` until an `async.await` of
one of its results, `memref.dma_start` until a `memref.dma_wait` of the same
tag element, `omp.task` until an `omp.taskwait`."""

WAIT_OPS: dict[str, Basis] = {
    "async.await": Basis(says="waits until the argument becomes ready"),
}
"""Ops of unknown effects that only wait for the work of their operands: they
keep no operand (an `async.await` of a token is not where its buffers escape)."""

VALUE_TYPES = (
    MemRefType,
    UnrankedMemRefType,
    TensorType,
    UnrankedTensorType,
    IntegerType,
    IndexType,
    AnyFloat,
    ComplexType,
    VectorType,
    NoneType,
)
"""Result types that are values or buffers; any other result type is a handle
(`!async.token`, `!gpu.async.token`, a type of an unknown dialect, ...)."""


def is_wait(op: Operation) -> bool:
    """Whether `op` only waits for work (`WAIT_OPS`, or marked `AWAIT_ATTR`)."""
    return op_name(op) in WAIT_OPS or AWAIT_ATTR in op.attributes


def is_async(op: Operation) -> bool:
    """Whether the work of `op` may run after it: an op of `WAITED_BY`, one
    marked `ASYNC_ATTR`, or an op (not scf's control flow) with a handle result
    that no op uses (nothing can wait for it)."""
    if op_name(op) in WAITED_BY or ASYNC_ATTR in op.attributes:
        return True
    if forwards_exactly(op):
        return False
    return any(not r.uses and not isinstance(r.type, VALUE_TYPES) for r in op.results)


def waits_for(work: Operation, later: Operation) -> bool:
    """Whether `later`, after `work` in its block, completes `work`'s work:
    the op `WAITED_BY` names (for a `memref.dma_start`, on the same tag
    element; for `async.execute`, taking one of its results), or an op marked
    `AWAIT_ATTR` taking a result of one marked `ASYNC_ATTR`."""
    name = op_name(work)
    entry = WAITED_BY.get(name)
    if name == "memref.dma_start":
        return (
            isinstance(work, DmaStartOp)
            and isinstance(later, memref.DmaWaitOp)
            and later.tag is work.tag
            and tuple(later.tag_indices) == tuple(work.tag_indices)
        )
    if name == "omp.task":
        return op_name(later) == "omp.taskwait"
    if entry is not None:
        waited = op_name(later) == entry[0]
    else:
        waited = ASYNC_ATTR in work.attributes and AWAIT_ATTR in later.attributes
    return waited and any(o.owner is work for o in later.operands)


def runs_in_place(op: Operation) -> bool:
    """Whether a region op runs its regions before it completes and declares, or
    has, no effects of its own beyond theirs: a buffer its regions use is used
    there and then. Not: an unregistered op, an asynchronous one, and a
    registered op of unknown effects outside the tables (`omp.task`,
    `gpu.launch`): those may run their regions later, or keep what they use."""
    if isinstance(op, UnregisteredOp) or is_async(op):
        return False
    if op.has_trait(RecursiveMemoryEffect, value_if_unregistered=False):
        return True
    if op.dialect_name() in IN_PLACE_DIALECTS or op.name in IN_PLACE_OPS:
        return True
    return get_effects(op) is not None


class RegionKind(Enum):
    """What a region of an op does, each kind including the ones before it:
    a region that runs concurrently also repeats, one that may run later may
    also run concurrently."""

    ONCE_IN_PLACE = 0
    """Runs at most once, before its op completes (`scf.if`)."""
    REPEATS = 1
    """May run again within one run of its op, one instance at a time
    (`scf.for`, `scf.while`)."""
    CONCURRENT = 2
    """Instances may run at once (`scf.parallel`, `linalg.generic`)."""
    MAY_RUN_LATER = 3
    """May run after its op completes, or keep what it uses (an unregistered
    op, `async.execute`, `omp.task`)."""


def region_kind(op: Operation, region: Region) -> RegionKind:
    """What `region` of `op` does: `MAY_RUN_LATER` unless `runs_in_place`,
    `CONCURRENT` unless `runs_one_at_a_time`, `REPEATS` on a cycle of
    `region_successors`, else `ONCE_IN_PLACE`."""
    if not runs_in_place(op):
        return RegionKind.MAY_RUN_LATER
    if not runs_one_at_a_time(op):
        return RegionKind.CONCURRENT
    if region_on_cycle(op, region):
        return RegionKind.REPEATS
    return RegionKind.ONCE_IN_PLACE


# ---------------------------------------------------------------------------
# Calls and runtime buffers
# ---------------------------------------------------------------------------

CALLING_OPS: dict[str, Basis] = {
    "func.call": Basis(declares=("CallOpInterface",)),
    "hip.loop": Basis(says="Each iteration invokes `$body_func`", upstream=False),
    "hip.if": Basis(
        says="conditional with outlined then/else body functions", upstream=False
    ),
}
"""Ops whose effects are those of the functions they name (`called_symbols`),
besides writing the buffers they receive."""


def called_symbols(op: Operation) -> list[SymbolRefAttr] | None:
    """The functions `op` calls (`CALLING_OPS`), or None when it calls none
    (as far as known)."""
    if isinstance(op, func.CallOp):
        return [op.callee]
    if isinstance(op, LoopOp):
        return [op.body_func]
    if isinstance(op, IfOp):
        return [op.then_func, op.else_func]
    return None


RUNTIME_BUFFERS: dict[str, Basis] = {
    "hip.get_host_scratch": Basis(
        says="a reference to the runtime-managed host-mapped scratch buffer",
        upstream=False,
    ),
    "hip.get_pool": Basis(
        says="a reference to one of the runtime-managed GPU memory pools",
        upstream=False,
    ),
}
"""Ops declaring an allocation whose buffer the runtime may hand out again to a
later op of the same kind: not a new object."""


def is_runtime_buffer(op: Operation) -> bool:
    """Whether `op` is in `RUNTIME_BUFFERS`."""
    return op.name in RUNTIME_BUFFERS


# ---------------------------------------------------------------------------
# Speculation (MLIR's `isPure`: `xhip.analysis.speculation`)
# ---------------------------------------------------------------------------

_PURE = Basis(declares=("Pure",), lacks=("MemRead", "MemWrite", "MemFree", "MemAlloc"))

PURE_MEMREF_OPS: dict[str, Basis] = {
    "memref.subview": _PURE,
    "memref.cast": _PURE,
    "memref.collapse_shape": _PURE,
    "memref.expand_shape": _PURE,
    "memref.view": _PURE,
    "memref.reinterpret_cast": _PURE,
    "memref.memory_space_cast": _PURE,
    "memref.extract_strided_metadata": _PURE,
    "memref.extract_aligned_pointer_as_index": _PURE,
    "memref.rank": _PURE,
    "memref.get_global": _PURE,
    "memref.assume_alignment": _PURE,
    "memref.transpose": _PURE,
}
"""The memref ops MLIR declares `Pure` without an effect on an operand
(`memref.reshape` is `Pure` but reads its shape operand, `[MemRead]`: not
free of effects, so not pure)."""

PURE_AFFINE_OPS: dict[str, Basis] = {
    "affine.apply": _PURE,
    "affine.min": _PURE,
}
"""The affine ops MLIR declares `Pure` that xhip meets (xDSL declares no
effects on `affine.min`)."""

_CONDITIONAL = Basis(declares=("ConditionallySpeculatable",), lacks=("Pure",))

UNSIGNED_DIVISIONS: dict[str, Basis] = {
    "arith.divui": _CONDITIONAL,
    "arith.ceildivui": _CONDITIONAL,
}
"""Speculatable when the divisor cannot be 0. (Not the remainders: MLIR 22
declares `remui` and `remsi` `Pure`, whatever the divisor.)"""

SIGNED_DIVISIONS: dict[str, Basis] = {
    "arith.divsi": _CONDITIONAL,
    "arith.ceildivsi": _CONDITIONAL,
}
"""Speculatable when the divisor can be neither 0 nor -1 (overflow)."""

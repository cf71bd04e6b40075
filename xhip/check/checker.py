"""`check_function`: is a pooled function safe for every runtime size we try?

The pass proves nothing about its own output; this module checks it, from the
IR alone, the way a runtime would see it. For many concrete bindings of the
function's runtime values (0, 1, small primes, powers of two, values next to
the alignment, large values, random mixes; see `binding_design`) it evaluates
the index arithmetic (`xhip.check.evaluate`) and requires that

* every non-empty `memref.view` of a pool lies inside that pool (an empty view
  touches no byte, wherever it points); a pool is a `hip.get_pool` result or
  (`pool=memref`) a `memref.alloc` of `memref<?xi8>` (`Pool`), reached
  directly or through casts, 1-D slices, selects, the block and region
  arguments it is handed to and sub-pools (`_PoolAliases`, `_sub_pool`: a
  pool's view that only views use; its views must lie inside it too); the
  offset these add up to must be 0 (`memref.view` takes a source at offset 0 and counts its shift
  from the base pointer, which they keep): else a `source-offset` violation;
* two views that are live at the same time occupy disjoint bytes (empty views
  never overlap); views of `hip.get_pool`s with the same `domain_id` share one
  byte space, each `memref.alloc` pool is a byte space of its own;
* a `memref.alloc` pool is freed only at the function's end (nothing but other
  pools' deallocs between its `memref.dealloc` and a `func.return`), and no
  `func.return` of its block returns a value derived from one of its views;
* every view offset is a multiple of the alignment and of the ABI alignment
  of the view's element type (`element_layout`);
* no `memref.dealloc` frees a value that may be derived from a view (pool
  memory is the runtime's), nor another op whose declared effects free it, nor
  a call of a function of the module that frees that argument; nor, once an
  op may have kept something derived
  from a view, a value whose origin cannot be traced (loaded from memory, made
  by another op);
* across the functions of a module (`call_violations`), no call of a pooled
  function while the caller's pool of the same domain is live: both plan from
  offset 0 (safe only when the runtime gives each call frame its own pool).

Liveness is computed here, independently of the pass's alias analysis (the
same rules, written again, so that a bug in one is caught by the other): a view
lives from its first use (or, with `lifetime_start=ALLOC`, its position) to the
last use of anything derived from it, or to the end of the block once something derived may be kept by an op
(written to memory as data, or handed to an op of unknown effects); work a
callee leaves running when it returns lasts until the caller's op that waits
for it (`CallWait`), or to the end.

Functions of several blocks, or with a view of a pool inside a region (the
pass's `scope=function`, docs/semantics.md §4.8, "the checker's rules"), are
checked over program points instead (`checker_cfg`, `_flow_liveness`): a
view is live where a value holding one of its instances is live (SSA
liveness over the graph of ops, blocks and scf's regions), from a use on (or
from the view), and everywhere after the view once its address escapes; two
views may share bytes only if their point sets are disjoint, and a view may
not overlap itself when another instance may be live as it runs (carried
around a loop in a block argument or `iter_args`, escaped in a loop, or in a
region whose instances may run at once). Other functions keep the rules
above; `call_violations` reads whichever applies.
"""

from __future__ import annotations

from collections.abc import Callable, Generator, Iterable, Iterator, Mapping, Sequence
from dataclasses import dataclass, field
from itertools import pairwise
from math import prod
from typing import cast

import numpy as np
from numpy.typing import NDArray
from xdsl.dialects import arith, cf, func, memref, scf
from xdsl.dialects.builtin import (
    DYNAMIC_INDEX,
    AnyFloat,
    ArrayAttr,
    ComplexType,
    IndexType,
    IntegerAttr,
    IntegerType,
    MemRefType,
    ModuleOp,
    NoneType,
    SymbolRefAttr,
    TensorType,
    UnrankedMemRefType,
    UnrankedTensorType,
    UnregisteredOp,
    VectorType,
)
from xdsl.ir import (
    Attribute,
    Block,
    BlockArgument,
    Operation,
    Region,
    SSAValue,
    Use,
)
from xdsl.irdl.dominance import DominanceInfo
from xdsl.traits import (
    IsTerminator,
    MemoryEffectKind,
    RecursiveMemoryEffect,
    get_effects,
)

from xhip.analysis.lifetimes import LifetimeStart
from xhip.check.checker_cfg import (
    SEQUENTIAL,
    ControlFlow,
    Points,
    describe_points,
    flow_targets,
    one_at_a_time,
)
from xhip.check.evaluate import U64, Batch, BlockEvaluator, value_name
from xhip.diagnostics import LocatedError, diagnostic_line, format_location
from xhip.dialects.hip import GetPoolOp, IfOp, LoopOp
from xhip.dialects.xdsl_ext import DmaStartOp, ReshapeOp, TransposeOp
from xhip.dialects.xdsl_ext.linalg_base import StructuredOp
from xhip.ir.names import naming
from xhip.planning.requests import Lifetime

MAX_FEASIBLE_BYTES = 1 << 60
"""Bindings whose views add up to more bytes than this cannot run anywhere; skipped."""

SPECIAL_VALUES: tuple[int, ...] = (
    0, 1, 2, 3, 5, 7, 11, 13, 17, 31, 32, 33, 63, 64, 65, 100, 127, 128, 129,
    255, 256, 257, 511, 512, 1000, 1023, 1024, 1025, 4095, 4096, 4097, 8191,
    65535, 65536, 65537, (1 << 20) + 3, (1 << 31) - 1, (1 << 32) + 5, (1 << 40) + 1,
)  # fmt: skip
"""Values every leaf takes together in the sweep part of the design."""


class CheckError(LocatedError, ValueError):
    """The input cannot be checked (not a violation): one line, with the op."""


@dataclass(frozen=True)
class CheckOptions:
    alignment: int = 256
    lifetime_start: LifetimeStart = LifetimeStart.FIRST_USE
    """Where a view's lifetime starts: `FIRST_USE` (the default) is real safety,
    a buffer live from its first use to its last, so any safe output passes,
    whichever options made it; `ALLOC` (live from the view) is stricter: that
    the output is as tight as the pass with `lifetime-start=alloc` (the
    reference) promises, for reference-fidelity tests."""
    random_bindings: int = 64
    """Random bindings added to the fixed sweep and one-leaf-at-a-time parts."""
    seed: int = 0
    element_alignment: bool = True
    """Whether each view's offset must also be a multiple of its element type's
    ABI alignment (an `f32` view at byte 17 is undefined behaviour on most
    targets)."""


@dataclass(frozen=True)
class LivePoints:
    """A view's liveness over its function's control flow (`_flow_liveness`)."""

    points: Points
    """The program points (`checker_cfg`) at which an instance of the view
    may be live; empty when nothing uses it."""
    again: str | None
    """Why another instance may be live when the view runs (None: none can):
    it overlaps itself unless it is empty."""


@dataclass(frozen=True)
class Pool:
    """What a view's bytes come from: a `hip.get_pool` (runtime-owned: the views
    of every pool of one `domain_id` share a byte space) or a `memref.alloc`
    of `memref<?xi8>` (`pool=memref`: owned by the function, a byte space of
    its own)."""

    op: GetPoolOp | memref.AllocOp
    pool: SSAValue
    pool_size: SSAValue

    @property
    def owned(self) -> bool:
        """A `memref.alloc`, which the function must free."""
        return isinstance(self.op, memref.AllocOp)


@dataclass(frozen=True)
class PoolView:
    """A `memref.view` of a pool (`Pool`), as the checker sees it."""

    op: memref.ViewOp
    pool: Pool
    domain: int
    """The byte space: a `hip.get_pool`'s `domain_id`, or, for a `memref.alloc`
    pool, a negative number of its own."""
    lifetime: Lifetime | None
    """None when the view is never used (it can then share bytes with anything)."""
    element_size: int
    """Bytes per element (its stride in memory, `element_layout`)."""
    element_alignment: int
    static_elements: int
    base: Offset = ()
    """The offset of the view's source from the pool's start (`_PoolAliases`:
    a slice's). `memref.view` counts `byte_shift` from its source's base
    pointer, which slices and casts keep (MemRefOps.td: the source must be at
    offset 0), so the view's bytes begin `byte_shift` from the pool's start,
    and a `base` other than 0 is a violation of its own (`source-offset`)."""
    shift: Offset = ()
    """Bytes from the pool's start to the source's base pointer: the
    `byte_shift`s of the sub-pools the view is carved from (`PoolAt.shift`);
    its bytes begin at `shift + byte_shift`."""
    within: tuple[memref.ViewOp, ...] = ()
    """The sub-pools it is carved from, outermost first: its bytes must lie
    in the innermost one's."""
    sub_pool: bool = False
    """A sub-pool (`_sub_pool`): bytes its own views take, not a buffer
    (placed in its pool, never compared with other views for overlap)."""
    points: LivePoints | None = None
    """Over the control flow (functions of several blocks, views in regions):
    the program points at which the view is live, instead of `lifetime`."""

    @property
    def name(self) -> str:
        return value_name(self.op.result)

    def describe(self) -> str:
        where = format_location(self.op.location)
        if self.points is not None:
            live = (
                f"live at {describe_points(self.points.points)}"
                if self.points.points
                else "unused"
            )
        elif self.lifetime is not None:
            live = f"live {self.lifetime.start}..{self.lifetime.end}"
        else:
            live = "unused"
        return f"{self.name} ({live}{', at ' + where if where else ''})"


@dataclass(frozen=True)
class Violation:
    """One broken guarantee, with the first binding that shows it."""

    kind: str
    """`overlap`, `bounds`, `alignment`, `source-offset`, `dealloc`,
    `dominance` or (across
    functions, `call_violations`) `call`."""
    function: str
    ops: tuple[Operation, ...]
    ranges: tuple[tuple[int, int], ...]
    """Byte range `[start, end)` of each op, in the failing binding."""
    binding: Mapping[str, int]
    message: str

    def __str__(self) -> str:
        return diagnostic_line("error", self.message, self.ops[0] if self.ops else None)


@dataclass
class FunctionCheck:
    """What was checked in one function, and what failed."""

    name: str
    views: int
    bindings: int
    """Bindings tried (the design's size)."""
    feasible: int
    """Bindings that were checked: defined arithmetic, sizes that fit a machine."""
    violations: list[Violation] = field(default_factory=list[Violation])


# ---------------------------------------------------------------------------
# Bindings
# ---------------------------------------------------------------------------


def special_values(alignment: int) -> list[int]:
    values = set(SPECIAL_VALUES)
    for a in (alignment, 2 * alignment):
        values.update((a - 1, a, a + 1))
    return sorted(v for v in values if v >= 0)


def binding_design(leaf_count: int, options: CheckOptions) -> list[U64]:
    """Leaf values per binding: sweeps, one-leaf-different, then random mixes.

    * sweep: every leaf takes the same special value (0, 1, primes, powers of
      two, alignment +-1, large values);
    * one at a time: leaf k is 0 or large while the others are moderate, which
      catches plans that confuse one size with another;
    * random: each leaf independently a special value or a random small one.
    """
    specials = special_values(options.alignment)
    columns: list[list[int]] = [[v] * leaf_count for v in specials]
    for k in range(min(leaf_count, 16)):
        for value, others in ((0, 1000), ((1 << 20) + 3, 1), (1, 4097)):
            row = [others] * leaf_count
            row[k] = value
            columns.append(row)
    rng = np.random.default_rng(options.seed)
    for _ in range(options.random_bindings):
        row: list[int] = []
        for _ in range(leaf_count):
            if rng.random() < 0.5:
                row.append(int(specials[rng.integers(len(specials))]))
            else:
                row.append(int(rng.integers(0, 5000)))
        columns.append(row)
    matrix = np.array(columns, dtype=np.uint64).reshape(len(columns), leaf_count)
    return [np.ascontiguousarray(matrix[:, k]) for k in range(leaf_count)]


# ---------------------------------------------------------------------------
# Element sizes
# ---------------------------------------------------------------------------
# Written here apart from the pass's `xhip.analysis.storage`: MLIR's default
# data layout (no `dlti` entries), as the lowering to LLVM lays elements out.


def _next_power_of_two(n: int) -> int:
    p = 1
    while p < n:
        p *= 2
    return p


def _round_up(n: int, multiple: int) -> int:
    return (n + multiple - 1) // multiple * multiple


def _scalar(t: Attribute) -> tuple[int, int, int] | None:
    """(bits, ABI alignment, preferred alignment) of an integer, index or float."""
    if isinstance(t, IndexType):
        return 64, 8, 8
    if isinstance(t, IntegerType | AnyFloat):
        bits = t.bitwidth
        natural = _next_power_of_two((bits + 7) // 8)
        if isinstance(t, IntegerType) and bits >= 64:
            return bits, 8, natural
        return bits, natural, natural
    return None


def element_layout(t: Attribute) -> tuple[int, int] | None:
    """(bytes per element, ABI alignment) of a memref element type, or None.

    Integers and floats take `ceil(bits / 8)` bytes, aligned to the next power
    of two of that (integers of 64 bits and more: 8); `index` is `i64`.
    `complex<T>`: the real part padded to T's preferred alignment, then the
    imaginary part, aligned as T. `vector<AxBxNxT>`: `A * B * pow2ceil(N)`
    elements of `ceil(bits(T) / 8)` bytes, aligned to the next power of two of
    that. The size is rounded up to the alignment (the stride of an array of
    them): `i1` 1 byte, `i24` 4, `vector<3xf32>` 16.
    """
    scalar = _scalar(t)
    if scalar is not None:
        bits, abi, _ = scalar
        return _round_up((bits + 7) // 8, abi), abi
    if isinstance(t, ComplexType):
        part = _scalar(cast(ComplexType, t).get_element_type())
        if part is None:
            return None
        bits, abi, preferred = part
        real = _round_up((bits + 7) // 8, preferred)
        return _round_up((real * 8 + bits + 7) // 8, abi), abi
    if isinstance(t, VectorType):
        vector = cast(VectorType[Attribute], t)
        dims = list(vector.get_shape())
        lane = _scalar(vector.get_element_type())
        if lane is None or vector.get_num_scalable_dims() or min(dims, default=1) < 1:
            return None
        if dims:
            dims[-1] = _next_power_of_two(dims[-1])
        total = prod(dims) * ((lane[0] + 7) // 8)
        aligned = _next_power_of_two(total)
        return aligned, aligned
    return None


# ---------------------------------------------------------------------------
# Views and their lifetimes
# ---------------------------------------------------------------------------


def _pool_root(value: SSAValue) -> Pool | None:
    """The pool `value` is, if it is made by one (`Pool`)."""
    owner = value.owner
    if isinstance(owner, GetPoolOp):
        return Pool(owner, owner.pool, owner.pool_size)
    if (
        isinstance(owner, memref.AllocOp)
        and isinstance(t := owner.memref.type, MemRefType)
        and t.get_shape() == (DYNAMIC_INDEX,)
        and t.get_element_type() == IntegerType(8)
        and len(owner.dynamic_sizes) == 1
    ):
        return Pool(owner, owner.memref, owner.dynamic_sizes[0])
    return None


Offset = tuple[SSAValue | int, ...]
"""A byte offset from a pool's start: the sum of its terms."""


@dataclass(frozen=True)
class PoolAt:
    """A pool and where in it a value starts."""

    pool: Pool
    offset: Offset = ()
    """The value's offset (a slice's) from its base pointer, in bytes."""
    shift: Offset = ()
    """Its base pointer's distance from the pool's start: the `byte_shift`s
    of the sub-pools it is (`within`)."""
    within: tuple[memref.ViewOp, ...] = ()
    """The sub-pools (`_sub_pool`) the value is, or is carved from,
    outermost first."""


def _sub_pool(view: memref.ViewOp) -> bool:
    """A view of type `memref<?xi8>` or `memref<Nxi8>` whose every use is the
    source of a `memref.view`: bytes carved out of a pool to carve buffers
    from, as a pool is (docs/semantics.md §9.1), not a buffer of its own."""
    t = view.result.type
    return (
        isinstance(t, MemRefType)
        and len(t.get_shape()) == 1
        and t.get_element_type() == IntegerType(8)
        and bool(view.result.uses)
        and all(
            isinstance(u.operation, memref.ViewOp) and u.index == 0
            for u in view.result.uses
        )
    )


class _Cycle:
    """What a value on a cycle of flows being traced is: whatever else enters it."""


_CYCLE = _Cycle()

_Frame = Generator[SSAValue, "PoolAt | _Cycle | None", "PoolAt | _Cycle | None"]
"""One value being traced by `_PoolAliases.of`: yields the values whose
outcome it needs, receives each, returns its own."""


class _PoolAliases:
    """Which pool, at which byte offset, each `memref<..xi8>` value of a
    function is: the pool itself, or what `memref.cast`, `memory_space_cast`,
    `subview` (1-D, unit stride) and `reinterpret_cast` (an offset from the
    pool's start, whatever its source's) make of it, what `arith.select`
    picks, what a branch hands a block argument and what scf's ops hand their
    region arguments and results (`flow_targets`, read backwards), and a
    sub-pool (`_sub_pool`): a pool's bytes at its `byte_shift`. Another
    `memref.view` is not followed: it carves a buffer, and views of that
    buffer are the user's own aliases of one buffer (docs/semantics.md §9.1)."""

    def __init__(self, f: func.FuncOp):
        self.sources: dict[SSAValue, list[SSAValue]] = {}
        for op in f.walk():
            for index, operand in enumerate(op.operands):
                use = Use(op, index)
                for target in flow_targets(use) or ():
                    self.sources.setdefault(target, []).append(operand)
        self.found: dict[SSAValue, PoolAt | None] = {}
        self.tracing: set[SSAValue] = set()

    def view(self, view: memref.ViewOp) -> PoolAt | None:
        """The pool `view` carves its bytes from, and where its source starts."""
        found = self.of(view.source)
        return None if isinstance(found, _Cycle) else found

    def of(self, value: SSAValue) -> PoolAt | _Cycle | None:
        """`value`'s pool and offset; None when it is not a pool's. Raises
        `CheckError` when it may be a pool's or something else, or a pool's
        at different offsets.

        A worklist, not recursion (a chain of thousands of casts is
        followed): each value being traced is a frame, a generator
        (`_trace`) that yields the values whose outcome it needs and
        receives each outcome; a value on the stack is on a cycle
        (`_CYCLE`). What depends on a cycle is traced again."""
        if value in self.found:
            return self.found[value]
        if value in self.tracing:
            return _CYCLE
        stack: list[tuple[SSAValue, _Frame]] = []
        try:
            stack.append((value, self._trace(value)))
            self.tracing.add(value)
            outcome: PoolAt | _Cycle | None = None
            while True:
                current, frame = stack[-1]
                try:
                    needed = frame.send(outcome)
                except StopIteration as done:
                    result: PoolAt | _Cycle | None = done.value
                    stack.pop()
                    self.tracing.discard(current)
                    if not isinstance(result, _Cycle):
                        self.found[current] = result
                    if not stack:
                        return result
                    outcome = result
                    continue
                if needed in self.found:
                    outcome = self.found[needed]
                elif needed in self.tracing:
                    outcome = _CYCLE
                else:
                    stack.append((needed, self._trace(needed)))
                    self.tracing.add(needed)
                    outcome = None
        finally:
            for current, _ in stack:
                self.tracing.discard(current)

    def _trace(self, value: SSAValue) -> _Frame:
        root = _pool_root(value)
        if root is not None:
            return PoolAt(root)
        owner = value.owner
        if isinstance(owner, memref.ViewOp):
            return (yield from self._sub_pool(owner))
        if isinstance(owner, memref.CastOp | memref.MemorySpaceCastOp):
            return (yield owner.operands[0])
        if isinstance(owner, memref.SubviewOp | memref.ReinterpretCastOp):
            return (yield from self._slice(value, owner))
        if isinstance(owner, arith.SelectOp):
            return (yield from self._merge(value, owner.operands[1:]))
        if value in self.sources:
            return (yield from self._merge(value, self.sources[value]))
        return None

    def _sub_pool(self, view: memref.ViewOp) -> _Frame:
        """A sub-pool's bytes: at its `byte_shift` from its source's base
        pointer (its own offset is 0)."""
        if not _sub_pool(view):
            return None
        source = yield view.source
        if source is None or isinstance(source, _Cycle):
            return source
        return PoolAt(
            source.pool,
            (),
            (*source.shift, view.byte_shift),
            (*source.within, view),
        )

    def _slice(
        self, value: SSAValue, op: memref.SubviewOp | memref.ReinterpretCastOp
    ) -> _Frame:
        source = yield op.source
        if source is None:
            return None
        strides = op.static_strides.get_values()
        offsets = op.static_offsets.get_values()
        if isinstance(source, _Cycle) or len(offsets) != 1 or tuple(strides) != (1,):
            raise CheckError(
                f"xhip check: cannot follow the pool through {value_name(value)}: "
                "only a 1-D unit-stride slice of it, not carried around a loop, "
                "has an offset the checker can compute",
                op,
            )
        term: SSAValue | int = (
            op.offsets[0] if offsets[0] == DYNAMIC_INDEX else offsets[0]
        )
        if isinstance(op, memref.ReinterpretCastOp):
            return PoolAt(source.pool, (term,), source.shift, source.within)
        return PoolAt(source.pool, (*source.offset, term), source.shift, source.within)

    def _merge(self, value: SSAValue, sources: Sequence[SSAValue]) -> _Frame:
        outcomes: list[PoolAt | None] = []
        for source in sources:
            outcome = yield source
            if not isinstance(outcome, _Cycle) and outcome not in outcomes:
                outcomes.append(outcome)
        if not outcomes:
            return _CYCLE
        if len(outcomes) == 1:
            return outcomes[0]
        if all(o is None for o in outcomes):
            return None
        owner = value.owner
        where = owner if isinstance(owner, Operation) else owner.first_op
        raise CheckError(
            f"xhip check: cannot tell which pool, at which offset, "
            f"{value_name(value)} is: it may be "
            + " or ".join(
                "not a pool" if o is None else _describe_pool_at(o) for o in outcomes
            ),
            where,
        )


def _describe_pool_at(at: PoolAt) -> str:
    terms = [
        str(t) if isinstance(t, int) else value_name(t) for t in (*at.shift, *at.offset)
    ]
    return value_name(at.pool.pool) + "".join(f" + {t}" for t in terms)


# These lists restate what `xhip.analysis.aliases` knows, on purpose: the checker
# does not import the pass's liveness rules, so a wrong entry there is not
# silently shared here.
PLAIN_VALUES = (IntegerType, IndexType, AnyFloat, ComplexType, VectorType)
DATA_READS = (
    memref.LoadOp,
    memref.DimOp,
    memref.ExtractStridedMetaDataOp,
    memref.AtomicRMWOp,
)
VIEWS = (
    memref.ViewOp,
    memref.SubviewOp,
    memref.CastOp,
    memref.ReinterpretCastOp,
    memref.CollapseShapeOp,
    memref.ExpandShapeOp,
    ReshapeOp,
    TransposeOp,
    memref.MemorySpaceCastOp,
)
"""Their result views operand 0 only (a reshape's shape buffer is just read)."""
STRUCTURED = (
    scf.ForOp,
    scf.IfOp,
    scf.WhileOp,
    scf.IndexSwitchOp,
    scf.ExecuteRegionOp,
)
"""Their results and region arguments are what enters them or is yielded."""


def _may_retain(user: Operation, index: int, callees: _Callees) -> bool:
    """Whether `user` may hold on to its operand `index` after it has run.

    A call of a function of the module retains what its callee may retain
    (`_Callees`). Otherwise judged from the declared memory effects, as the pass
    should, but written here again: unknown effects may keep anything; an op
    that writes may write an operand into memory unless its effects name that
    operand (it writes or reads *through* it) or, for a write that names nothing,
    the operand is a buffer and no other buffer operand holds elements of its
    type. Terminators and scf's control flow pass their operands on, which the
    walk follows.
    """
    called = callees.retains(user, index)
    if called is not None:
        return called
    if isinstance(user, STRUCTURED) or _only_waits(user):
        return False
    if user.has_trait(IsTerminator, value_if_unregistered=False):
        return False
    effects = get_effects(user)
    if effects is None:
        return True
    targets = {e.value for e in effects if e.kind == MemoryEffectKind.WRITE}
    if not targets:
        return False
    operand = user.operands[index]
    if operand in {e.value for e in effects}:
        return False
    if None not in targets:
        return True
    own: Attribute = operand.type
    if not isinstance(own, MemRefType | UnrankedMemRefType):
        return True
    return any(_holds(o.type, operand.type) for o in user.operands)


# Work that runs later (docs/semantics.md §4.3), restated here apart
# from `xhip.analysis.escapes`: which ops start work that outlives them, which
# op ends it, and which region ops run their regions in place.
STARTS_WORK: dict[str, str] = {
    "async.execute": "async.await",
    "memref.dma_start": "memref.dma_wait",
    "omp.task": "omp.taskwait",
}
"""An op that starts work, and the op of its block that ends that work: an
`async.await` of one of its results, a `dma_wait` of the same tag element, any
`omp.taskwait`."""
USER_ASYNC = "xhip.async"
USER_AWAIT = "xhip.await"
"""Attributes of the user's ops: an `xhip.async` op's work runs until a later
`xhip.await` op of its block takes one of its results."""
IN_PLACE = (
    "scf.",
    "affine.",
    "linalg.",
    "hip.",
    "memref.alloca_scope",
    "memref.generic_atomic_rmw",
    "omp.single",
    "omp.taskgroup",
    "omp.master",
    "omp.masked",
)
"""Name prefixes of region ops whose regions run before the op completes."""
NOT_HANDLES = (
    MemRefType,
    UnrankedMemRefType,
    TensorType,
    UnrankedTensorType,
    NoneType,
    *PLAIN_VALUES,
)


def _region_arguments(user: Operation) -> list[SSAValue]:
    """The block arguments of `user`'s regions a buffer it takes may reach:
    all of them, but a linalg payload's plain-value arguments, which are
    elements read from its operands (MLIR's LinalgStructuredInterface)."""
    return [
        a
        for r in user.regions
        for b in r.blocks
        for a in b.args
        if not (isinstance(user, StructuredOp) and isinstance(a.type, PLAIN_VALUES))
    ]


def _name(op: Operation) -> str:
    return op.op_name.data if isinstance(op, UnregisteredOp) else op.name


def _starts_work(op: Operation) -> bool:
    """Whether `op`'s work may go on after it: a known starter, an op marked
    `xhip.async`, or one with a handle result nothing takes."""
    if _name(op) in STARTS_WORK or USER_ASYNC in op.attributes:
        return True
    if isinstance(op, STRUCTURED):
        return False
    return any(
        isinstance(r.type, NOT_HANDLES) is False and not r.uses for r in op.results
    )


def _ends_work(start: Operation, op: Operation) -> bool:
    """Whether `op` (after `start` in its block) ends the work `start` began."""
    name = _name(start)
    if name == "memref.dma_start":
        if not isinstance(start, DmaStartOp) or not isinstance(op, memref.DmaWaitOp):
            return False
        return op.tag == start.tag and list(op.tag_indices) == list(start.tag_indices)
    if name == "omp.task":
        return _name(op) == "omp.taskwait"
    takes_result = any(v in start.results for v in op.operands)
    if name == "async.execute":
        return takes_result and _name(op) == "async.await"
    return (
        takes_result and USER_ASYNC in start.attributes and USER_AWAIT in op.attributes
    )


def _only_waits(op: Operation) -> bool:
    return _name(op) == "async.await" or USER_AWAIT in op.attributes


def _in_place(op: Operation) -> bool:
    """Whether a region op runs its regions there and then."""
    if isinstance(op, UnregisteredOp):
        return False
    if op.has_trait(RecursiveMemoryEffect) or op.name.startswith(IN_PLACE):
        return True
    return get_effects(op) is not None


@dataclass(frozen=True)
class CallWait:
    """An op of the caller's that ends work a callee left running when it
    returned: `what` is `omp.taskwait`; `memref.dma_wait` of the call's
    operand `at` (the callee's tag argument), whose indices are `tag`
    (a call operand's position, or a constant `("=", value)`); `async.await`
    or an `xhip.await` op of the call's result `at`."""

    what: str
    at: int = -1
    tag: tuple[int | tuple[str, int], ...] = ()

    def ends(self, call: Operation, op: Operation) -> bool:
        if self.what == "omp.taskwait":
            return _name(op) == "omp.taskwait"
        if self.what == "memref.dma_wait":
            if not isinstance(op, memref.DmaWaitOp):
                return False
            if op.tag != call.operands[self.at] or len(op.tag_indices) != len(self.tag):
                return False
            for value, wanted in zip(op.tag_indices, self.tag, strict=True):
                if isinstance(wanted, int):
                    if value != call.operands[wanted]:
                        return False
                elif _constant(value) != wanted[1]:
                    return False
            return True
        if call.results[self.at] not in op.operands:
            return False
        if self.what == "async.await":
            return _name(op) == "async.await"
        return USER_AWAIT in op.attributes


def _constant(value: SSAValue) -> int | None:
    owner = value.owner
    if isinstance(owner, arith.ConstantOp):
        attribute = owner.value
        if isinstance(attribute, IntegerAttr):
            return attribute.value.data
    return None


def _work_handle(value: SSAValue) -> bool:
    """Whether `value` only stands for the work of the op that made it (an
    `!async.token`, a handle of an `xhip.async` op): no address; returned,
    it is what the caller waits on (`_callee_wait`), not a buffer it holds."""
    owner = value.owner
    if not isinstance(owner, Operation) or not _starts_work(owner):
        return False
    if str(value.type) == "!async.token":
        return True
    return USER_ASYNC in owner.attributes and not isinstance(value.type, NOT_HANDLES)


def _callee_wait(start: Operation, entry: Block) -> CallWait | None:
    """How the caller of the function of `entry` can end the work `start`
    left running there, or None (nothing it can name)."""
    name = _name(start)
    if name == "omp.task":
        return CallWait("omp.taskwait")
    if isinstance(start, DmaStartOp):
        if not (isinstance(start.tag, BlockArgument) and start.tag.block is entry):
            return None
        tag: list[int | tuple[str, int]] = []
        for index in start.tag_indices:
            constant = _constant(index)
            if isinstance(index, BlockArgument) and index.block is entry:
                tag.append(index.index)
            elif constant is not None:
                tag.append(("=", constant))
            else:
                return None
        return CallWait("memref.dma_wait", start.tag.index, tuple(tag))
    if name == "async.execute" or USER_ASYNC in start.attributes:
        last = entry.last_op
        if isinstance(last, func.ReturnOp):
            for k, value in enumerate(last.operands):
                if value in start.results:
                    what = "async.await" if name == "async.execute" else "xhip.await"
                    return CallWait(what, k)
    return None


class _WorkEnds:
    """Where the work each starter op (`_starts_work`) began is over, per
    function: the position in `block` of the first op after it, in its own
    block, that ends it (`_ends_work`), or the block's last position."""

    def __init__(
        self,
        block: Block,
        position: Mapping[Operation, int],
        callees: _Callees | None = None,
    ) -> None:
        self.block = block
        self.position = position
        self.callees = callees
        self.last = len(block.ops) - 1
        self.ends: dict[Operation, int] = {}
        self.order: dict[Block, dict[Operation, int]] = {}
        self.taskwaits: dict[Block, list[Operation]] = {}

    def _left(self, op: Operation) -> list[CallWait]:
        return self.callees.left_running(op) if self.callees is not None else []

    def _top(self, op: Operation) -> int:
        """The position in the block of `op` or of its ancestor there."""
        while op.parent_block() is not self.block:
            parent = op.parent_op()
            assert parent is not None
            op = parent
        return self.position[op]

    def of(self, start: Operation) -> int:
        if start in self.ends:
            return self.ends[start]
        end = self.last
        home = start.parent_block()
        name = _name(start)
        waits = self._left(start)
        if home is not None and waits:
            # A call whose callee left work running: over once each piece is.
            following = list(home.ops)[home.get_operation_index(start) + 1 :]
            ends: list[int] = []
            for wait in waits:
                ender = next((op for op in following if wait.ends(start, op)), None)
                ends.append(self.last if ender is None else self._top(ender))
            end = max(ends)
        elif home is not None and (
            name in STARTS_WORK or USER_ASYNC in start.attributes
        ):
            if home not in self.order:
                self.order[home] = {op: k for k, op in enumerate(home.ops)}
            order = self.order[home]
            if name == "omp.task":
                if home not in self.taskwaits:
                    self.taskwaits[home] = [
                        op for op in home.ops if _name(op) == "omp.taskwait"
                    ]
                enders = self.taskwaits[home]
            elif isinstance(start, DmaStartOp):
                enders = [use.operation for use in start.tag.uses]
            else:
                enders = [use.operation for r in start.results for use in r.uses]
            after = sorted(
                (order[op], op)
                for op in enders
                if op in order and order[op] > order[start] and _ends_work(start, op)
            )
            if after:
                end = self._top(after[0][1])
        self.ends[start] = end
        return end

    def of_use(self, chain: Sequence[Operation]) -> tuple[int, bool]:
        """For a use at `chain[0]` (its ancestors up to the block following):
        the last position its work may run at, and whether a region op that may
        run later captured it. -1: no later than the use itself."""
        until = -1
        for depth, op in enumerate(chain):
            if _starts_work(op) or self._left(op):
                until = max(until, self.of(op))
            elif depth > 0 and op.regions and not _in_place(op):
                return self.last, True
        return until, False


def _holds(buffer: Attribute, element: Attribute) -> bool:
    """Whether `buffer` is a memref whose elements are of type `element`."""
    if not isinstance(buffer, MemRefType):
        return False
    return cast(MemRefType[Attribute], buffer).get_element_type() == element


@dataclass
class _Liveness:
    lifetimes: dict[memref.ViewOp, Lifetime] = field(
        default_factory=dict[memref.ViewOp, Lifetime]
    )
    freed: list[tuple[Use | memref.DeallocOp, memref.ViewOp]] = field(
        default_factory=list[tuple[Use | memref.DeallocOp, memref.ViewOp]]
    )
    """Frees of values derived from a view, with the view: deallocs, and the
    uses of other ops that free their operand (`_frees`: a declared free, a
    call whose callee frees it)."""
    retained: list[memref.ViewOp] = field(default_factory=list[memref.ViewOp])
    """Views something derived from which an op may have kept."""


def _derived_uses(
    value: SSAValue, block: Block
) -> Iterator[tuple[Use, list[Operation]]]:
    """Every use of `value` and of what is derived from it, with the chain from
    the user up to its ancestor op in `block` (where the use counts, last).

    Derived: every result of an op that receives it, except plain values read
    by `memref.load`/`dim`/... and views of another operand; the arguments of a
    user's regions; the block arguments a branch hands it to (`flow_targets`);
    what a terminator yields, in its scf parent's results and region
    arguments; and every result of an enclosing op other than scf's
    structured control flow (it may hand out what its regions use). A use in
    another block of `block`'s region (a callee of several blocks) ends its
    chain there.
    """
    region = block.parent
    seen: set[SSAValue] = {value}
    work: list[SSAValue] = [value]
    while work:
        for use in work.pop().uses:
            user = use.operation
            chain = [user]
            while chain[-1].parent_region() is not region:
                parent = chain[-1].parent_op()
                assert parent is not None  # the value is in `region`
                chain.append(parent)
            yield use, chain
            if isinstance(user, VIEWS) and use.index != 0:
                continue
            derived = [
                r
                for r in user.results
                if not (
                    isinstance(user, DATA_READS) and isinstance(r.type, PLAIN_VALUES)
                )
            ]
            if user.successors:
                derived += flow_targets(use) or []
            derived += _region_arguments(user)
            for child, parent in pairwise(chain):
                if not isinstance(parent, STRUCTURED):
                    derived += parent.results
                elif child is user and user.has_trait(IsTerminator):
                    derived += parent.results
                    derived += [
                        a for r in parent.regions for b in r.blocks for a in b.args
                    ]
            for d in derived:
                if d not in seen:
                    seen.add(d)
                    work.append(d)


class _Callees:
    """Which arguments the functions of the module may retain, for the calls of
    them (`func.call`, `hip.loop`, `hip.if`), written here apart from the pass's
    `xhip.analysis.captures`.

    A function retains an argument when something derived from it
    (`_derived_uses`) is retained by the op using it (`_may_retain`, with these
    rules for the calls inside), returned by the function, or freed (a dealloc
    or a declared free). A function that is not in the module, is only declared,
    or is being asked about already (recursion) retains every argument.
    `func.call` passes operand i as argument i; the outlined bodies of `hip.loop`
    and `hip.if` get their operands in a layout the ops do not fix, so one of
    their operands is retained unless no callee retains any argument.
    """

    def __init__(self, f: func.FuncOp):
        module = f.parent_op()
        while module is not None and module.parent_op() is not None:
            module = module.parent_op()
        self.functions: dict[str, func.FuncOp] = {}
        if isinstance(module, ModuleOp):
            for op in module.body.walk():
                if isinstance(op, func.FuncOp) and op.parent_op() is module:
                    self.functions.setdefault(op.sym_name.data, op)
        self.known: dict[func.FuncOp, frozenset[int]] = {}
        self.frees_of: dict[func.FuncOp, frozenset[int]] | None = None
        self.waits_of: dict[func.FuncOp, list[CallWait]] = {}
        self.asking: set[func.FuncOp] = set()

    def retains(self, user: Operation, index: int) -> bool | None:
        """None: `user` calls no function."""
        if isinstance(user, func.CallOp):
            f = self.functions.get(user.callee.string_value())
            return f is None or index in self.retained(f)
        if isinstance(user, LoopOp):
            names = [user.body_func]
        elif isinstance(user, IfOp):
            names = [user.then_func, user.else_func]
        else:
            return None
        for name in names:
            f = self.functions.get(name.string_value())
            if f is None or self.retained(f) or self.waits_of.get(f):
                return True
        return False

    def left_running(self, user: Operation) -> list[CallWait]:
        """The ops of the caller that end the work the `func.call` `user`'s
        callee leaves running when it returns, one per piece (none when
        nothing is left running, or `user` is no such call)."""
        if not isinstance(user, func.CallOp):
            return []
        f = self.functions.get(user.callee.string_value())
        if f is None:
            return []
        self.retained(f)
        return self.waits_of.get(f, [])

    def frees(self, user: Operation, index: int) -> bool:
        """Whether the call `user` may free its operand `index`: its callee
        frees that argument (`freed`); for `hip.loop`/`hip.if`, any callee
        frees any argument. A function outside the module or only declared
        frees nothing the checker can know of."""
        if isinstance(user, func.CallOp):
            f = self.functions.get(user.callee.string_value())
            return f is not None and index in self.freed(f)
        if isinstance(user, LoopOp):
            names = [user.body_func]
        elif isinstance(user, IfOp):
            names = [user.then_func, user.else_func]
        else:
            return False
        found = (self.functions.get(n.string_value()) for n in names)
        return any(f is not None and self.freed(f) for f in found)

    def freed(self, f: func.FuncOp) -> frozenset[int]:
        """The arguments `f` may free (`_frees`; none for a declaration): every
        function's at once, grown from nothing until no call adds one, so
        that a recursive cycle frees what some path through it frees."""
        if self.frees_of is None:
            self.frees_of = {g: frozenset() for g in self.functions.values()}
            growing = True
            while growing:
                growing = False
                for g in self.functions.values():
                    if not g.body.blocks:
                        continue
                    entry = g.body.blocks[0]
                    for argument in entry.args:
                        if argument.index in self.frees_of[g]:
                            continue
                        if any(
                            _frees(use.operation, use.index, self)
                            for use, _ in _derived_uses(argument, entry)
                        ):
                            self.frees_of[g] |= {argument.index}
                            growing = True
        return self.frees_of.get(f, frozenset())

    def retained(self, f: func.FuncOp) -> frozenset[int]:
        if f in self.known:
            return self.known[f]
        everything = frozenset(range(len(f.function_type.inputs.data)))
        if not f.body.blocks or f in self.asking:
            return everything
        self.asking.add(f)
        entry = f.body.blocks[0]
        found: set[int] = set(self.freed(f))
        work_ends = _WorkEnds(entry, {op: k for k, op in enumerate(entry.ops)}, self)
        waits: list[CallWait] = []
        for argument in entry.args:
            pending: list[CallWait] = []
            for use, chain in _derived_uses(argument, entry):
                user = use.operation
                left = self._left_at(chain, f, work_ends)
                if left is not None:
                    pending += left
                returned = isinstance(user, func.ReturnOp) and chain[-1] is user
                if (
                    left is None
                    or (returned and not _work_handle(user.operands[use.index]))
                    or _may_retain(user, use.index, self)
                ):
                    found.add(argument.index)
                    break
            else:
                waits += [w for w in pending if w not in waits]
        self.asking.discard(f)
        self.known[f] = frozenset(found)
        self.waits_of[f] = waits
        return self.known[f]

    def _left_at(
        self, chain: Sequence[Operation], f: func.FuncOp, work_ends: _WorkEnds
    ) -> list[CallWait] | None:
        """For a use in `f` at `chain[0]` (its ancestors following): how the
        caller ends the work around it that is still running when `f`
        returns; None when no op of the caller's can (or a region op that may
        run later holds it)."""
        entry = f.body.blocks[0]
        found: list[CallWait] = []
        for depth, op in enumerate(chain):
            if _starts_work(op) or self.left_running(op):
                if work_ends.of(op) < work_ends.last:
                    continue  # ended before `f` returns
                wait = _callee_wait(op, entry) if len(f.body.blocks) == 1 else None
                if wait is None:
                    return None
                found.append(wait)
            elif depth > 0 and op.regions and not _in_place(op):
                return None
        return found


def _frees(user: Operation, index: int, callees: _Callees) -> bool:
    """Whether `user` may free its operand `index`: a dealloc, an op whose
    declared effects free it (or name no value), a call whose callee frees it."""
    if isinstance(user, memref.DeallocOp):
        return True
    frees = [
        e.value for e in get_effects(user) or () if e.kind == MemoryEffectKind.FREE
    ]
    if None in frees or user.operands[index] in frees:
        return True
    return callees.frees(user, index)


def _view_lifetimes(
    f: func.FuncOp, views: Sequence[memref.ViewOp], start: LifetimeStart
) -> _Liveness:
    """Each used top-level view's lifetime, computed here, not by the pass.

    Written independently of `xhip.analysis` so that a liveness bug of the pass
    does not hide in its checker. A view is live from its position (or, with
    first-use, its first use) to the last op that uses it or anything derived
    from it (`_derived_uses`). A nested user counts at its ancestor in the
    block. A derived value an op may retain (`_may_retain`: stored to memory,
    handed to an op of unknown effects or to a function that may retain it) can
    be used again by any later op: the view is then live to the end of the
    block.
    """
    block = f.body.blocks[0]
    position = {op: i for i, op in enumerate(block.ops)}
    callees = _Callees(f)
    work_ends = _WorkEnds(block, position, callees)
    liveness = _Liveness()
    for view in views:
        if view.parent_block() is not block:
            continue
        used: list[int] = []
        for use, chain in _derived_uses(view.result, block):
            user = use.operation
            if _frees(user, use.index, callees):
                liveness.freed.append((use, view))
            used.append(position[chain[-1]])
            work_end, captured = work_ends.of_use(chain)
            if work_end >= 0:
                used.append(work_end)
            if captured or _may_retain(user, use.index, callees):
                used.append(len(block.ops) - 1)
                kept = user.operands[use.index].type
                if (captured or _may_hold_address(kept)) and (
                    view not in liveness.retained
                ):
                    liveness.retained.append(view)
        if used:
            begin = min(used) if start is LifetimeStart.FIRST_USE else position[view]
            liveness.lifetimes[view] = Lifetime(begin, max(begin, *used))
    return liveness


NO_ADDRESS = ("!async.token", "!async.group")
"""Types that hold no address (MLIR's AsyncTypes.td): a token only becomes
available, a group only gathers tokens and values to wait for (no op takes a
value back out of one). An op that keeps one keeps the work behind it going,
not a view's address: nothing loaded from memory later can be that view."""


def _may_hold_address(t: Attribute) -> bool:
    return str(t) not in NO_ADDRESS


def _untraceable(value: SSAValue, block: Block) -> bool:
    """Whether `value` may be something other than an allocation, an argument of
    the function, a global, or what views (a strided metadata's base buffer
    too), selects and scf's control flow make of them: a
    value loaded from memory, made by some other op, or a region argument of
    one (it may be a view whose address an op kept)."""
    seen: set[SSAValue] = set()
    work = [value]
    while work:
        v = work.pop()
        if v in seen:
            continue
        seen.add(v)
        if not isinstance(v.type, MemRefType | UnrankedMemRefType):
            # A loop's bounds, a condition, a scalar iter_args: not what a
            # buffer is (an op making one from a plain value is met as its
            # owner, untraceable).
            continue
        if isinstance(v, BlockArgument):
            if v.block is block:
                continue
            parent = v.block.parent_op()
            if not isinstance(parent, STRUCTURED):
                return True
            work += parent.operands
            work += _yielded(parent)
            continue
        owner = v.owner
        assert isinstance(owner, Operation)  # not a block argument
        effects = get_effects(owner)
        if effects and all(e.kind == MemoryEffectKind.ALLOC for e in effects):
            continue  # a fresh allocation
        if isinstance(owner, memref.GetGlobalOp):
            continue  # a global's memory, never a pool's
        if isinstance(owner, VIEWS):
            work.append(owner.operands[0])
        elif isinstance(owner, memref.ExtractStridedMetaDataOp):
            # Its base buffer views its source (ViewLikeOpInterface, MemRefOps.td).
            work.append(owner.source)
        elif isinstance(owner, arith.SelectOp):
            work += owner.operands[1:]
        elif isinstance(owner, STRUCTURED):
            work += owner.operands
            work += _yielded(owner)
        else:
            return True
    return False


def _yielded(op: Operation) -> list[SSAValue]:
    return [
        v
        for region in op.regions
        for b in region.blocks
        if b.last_op is not None
        for v in b.last_op.operands
    ]


def _ancestor_index(op: Operation, block: Block) -> int:
    current: Operation | None = op
    while current is not None and current.parent_block() is not block:
        current = current.parent_op()
    return block.get_operation_index(current) if current is not None else 0


def pool_views(f: func.FuncOp, start: LifetimeStart) -> list[PoolView]:
    """The views of pools in `f`, in walk order, with lifetimes and element sizes."""
    return _pool_views(f, start)[0]


def _view_pools(f: func.FuncOp) -> dict[memref.ViewOp, PoolAt]:
    """The views of pools in `f`, in walk order, each with its pool and where
    its source starts in it (`_PoolAliases`)."""
    aliases = _PoolAliases(f)
    found: dict[memref.ViewOp, PoolAt] = {}
    for op in f.walk():
        if isinstance(op, memref.ViewOp) and (at := aliases.view(op)) is not None:
            found[op] = at
    return found


def _needs_flow(f: func.FuncOp) -> bool:
    """Whether `f`'s views need the control-flow liveness: it has several
    blocks, or a view of a pool inside a region."""
    if len(f.body.blocks) != 1:
        return True
    block = f.body.blocks[0]
    return any(op.parent_block() is not block for op in _view_pools(f))


def _pool_views(
    f: func.FuncOp, start: LifetimeStart, flow: bool = False
) -> tuple[list[PoolView], _Liveness]:
    """The views with their liveness: by op index in the entry block, or, with
    `flow`, over the control flow (`_flow_liveness`)."""
    block = f.body.blocks[0]
    pools = _view_pools(f)
    ops = list(pools)
    if flow:
        liveness, points = _flow_liveness(f, ops, start)
    else:
        liveness, points = _view_lifetimes(f, ops, start), {}
    if liveness.retained:
        # What an op kept can come back as any value the walk cannot trace.
        for op in f.walk():
            if isinstance(op, memref.DeallocOp) and _untraceable(op.memref, block):
                liveness.freed.append((op, liveness.retained[0]))
    lifetimes = liveness.lifetimes
    last = len(block.ops) - 1
    views: list[PoolView] = []
    owned: dict[Operation, int] = {}
    for op in ops:
        at = pools[op]
        pool = at.pool
        t = op.result.type
        assert isinstance(t, MemRefType)
        layout = element_layout(t.get_element_type())
        if layout is None:
            raise CheckError(
                f"xhip check: cannot size {value_name(op.result)}: unsupported element "
                f"type {t.get_element_type()}",
                op,
            )
        if flow or op.parent_block() is block:
            lifetime = lifetimes.get(op)
        else:
            lifetime = Lifetime(_ancestor_index(op, block), last)
        if isinstance(pool.op, GetPoolOp):
            domain = pool.op.domain_id.value.data
        else:
            domain = owned.setdefault(pool.op, -1 - len(owned))
        views.append(
            PoolView(
                op=op,
                pool=pool,
                domain=domain,
                lifetime=lifetime,
                element_size=layout[0],
                element_alignment=layout[1],
                static_elements=prod(d for d in t.get_shape() if d >= 0),
                base=at.offset,
                points=points.get(op),
                shift=at.shift,
                within=at.within,
                sub_pool=_sub_pool(op),
            )
        )
    return views, liveness


# ---------------------------------------------------------------------------
# Views over the control flow (docs/semantics.md §4.8, the checker's rules)
# ---------------------------------------------------------------------------


def _outside_in_place(user: Operation, f: func.FuncOp) -> Operation | None:
    """The first op enclosing `user` (inside `f`) that may run its regions
    later or start work that outlives it, if any."""
    parent = user.parent_op()
    while parent is not None and parent is not f:
        if not _in_place(parent) or _starts_work(parent):
            return parent
        parent = parent.parent_op()
    return None


def _flow_step(
    use: Use, f: func.FuncOp, callees: _Callees
) -> tuple[list[SSAValue], str | None]:
    """What a use of a value derived from a view derives from it, and why the
    view's address escapes there (None: it does not).

    Derived: what control flow hands the operand to (`flow_targets`), else
    the user's results (but plain values read by `memref.load`/`dim`/... and
    views of another operand) and its regions' arguments; the results of
    every enclosing op scf does not define (it may hand out what its regions
    use) and, for the terminator of such an op's region, its region
    arguments too. Escapes: returned, kept by the user (`_may_retain`),
    handed to work that may run later."""
    user, index = use.operation, use.index
    targets = flow_targets(use)
    derived: list[SSAValue] = []
    if targets is not None:
        derived += targets
    elif not (isinstance(user, VIEWS) and index != 0):
        derived += [
            r
            for r in user.results
            if not (isinstance(user, DATA_READS) and isinstance(r.type, PLAIN_VALUES))
        ]
        derived += _region_arguments(user)
    child, parent = user, user.parent_op()
    while parent is not None and parent is not f:
        if not isinstance(parent, SEQUENTIAL):
            derived += parent.results
            if child is user and user.has_trait(IsTerminator):
                derived += [a for r in parent.regions for b in r.blocks for a in b.args]
        child, parent = parent, parent.parent_op()
    if user.parent_op() is f and not user.successors and user.next_op is None:
        return derived, f"returned by {_name(user)}"
    if _starts_work(user) or callees.left_running(user):
        return derived, f"handed to {_name(user)}, whose work may go on after it"
    later = _outside_in_place(user, f)
    if later is not None:
        return derived, f"used inside {_name(later)}, which may run it later"
    if _may_retain(user, index, callees):
        return derived, f"{_name(user)} may keep it"
    return derived, None


@dataclass
class _Instances:
    """What holds a view's instances: the values derived from it, their uses,
    the deallocs among them, and the first escape (`_flow_step`)."""

    values: list[SSAValue]
    uses: list[Use]
    escape: str | None


def _instances(
    view: memref.ViewOp, f: func.FuncOp, callees: _Callees, liveness: _Liveness
) -> _Instances:
    found = _Instances([view.result], [], None)
    seen: set[SSAValue] = {view.result}
    work: list[SSAValue] = [view.result]
    while work:
        for use in work.pop().uses:
            found.uses.append(use)
            if _frees(use.operation, use.index, callees):
                liveness.freed.append((use, view))
            derived, escape = _flow_step(use, f, callees)
            found.escape = found.escape or escape
            for d in derived:
                if d not in seen:
                    seen.add(d)
                    found.values.append(d)
                    work.append(d)
    return found


def _flow_liveness(
    f: func.FuncOp, views: Sequence[memref.ViewOp], start: LifetimeStart
) -> tuple[_Liveness, dict[memref.ViewOp, LivePoints]]:
    """Each view's program points (`checker_cfg`), written apart from the
    pass's liveness. A view is live where a value holding one of its
    instances (`_instances`) is live; with `FIRST_USE` only where a use of
    one may have run before, with `ALLOC` also at the view. An escaped view
    is live everywhere after the view. The view runs `again` with an older
    instance live when the view's point is on a cycle and the address escaped
    or a value other than the view's result is live there (an `iter_args`,
    a block argument); a view inside a region of an op that may run it more
    than once at a time (not `one_at_a_time`: `scf.parallel`,
    `async.execute`, ...) may have several instances live at once, and
    counts as escaped and running again."""
    graph = ControlFlow.of(f.body)
    callees = _Callees(f)
    liveness = _Liveness()
    points: dict[memref.ViewOp, LivePoints] = {}
    for view in views:
        found = _instances(view, f, callees, liveness)
        enclosing = _outside_sequential(view, f)
        if enclosing is not None:
            found.escape = (
                f"it is inside {_name(enclosing)}, whose regions may run at once "
                "or later"
            )
        if found.escape is not None:  # each view once: no search of the list
            liveness.retained.append(view)
        points[view] = _view_points(graph, view, found, enclosing is not None, start)
    return liveness, points


def _view_points(
    graph: ControlFlow,
    view: memref.ViewOp,
    found: _Instances,
    concurrent: bool,
    start: LifetimeStart,
) -> LivePoints:
    """The points of one view (`_flow_liveness`)."""
    here = graph.start[view]
    if not found.uses:
        return LivePoints(Points(), None)
    if found.escape is not None:
        again = (
            found.escape
            if concurrent
            else f"its address escapes ({found.escape}) in a loop"
            if graph.on_cycle(here)
            else None
        )
        return LivePoints(graph.reach(here), again)
    live = {x: graph.live_points(x) for x in found.values}
    covered = set[int]().union(*live.values())
    if start is LifetimeStart.ALLOC:
        covered.add(here)
    else:
        after_use = Points(
            r for u in found.uses for r in graph.reach(graph.use_point(u)).runs
        )
        covered = {p for p in covered if p in after_use}
    holder = next((x for x in found.values[1:] if here in live[x]), None)
    again = (
        f"{value_name(holder)} may still hold an older one when it runs again"
        if holder is not None
        else None
    )
    return LivePoints(Points.of(covered), again)


def _outside_sequential(op: Operation, f: func.FuncOp) -> Operation | None:
    """The outermost op enclosing `op` (inside `f`) that may run its regions
    more than once at a time (not `one_at_a_time`), if any."""
    found = None
    parent = op.parent_op()
    while parent is not None and parent is not f:
        if not one_at_a_time(parent):
            found = parent
        parent = parent.parent_op()
    return found


# ---------------------------------------------------------------------------
# The checks
# ---------------------------------------------------------------------------


def _byte_size(batch: Batch, view: PoolView) -> tuple[U64, NDArray[np.float64]]:
    """Exact byte size (mod 2^64) and a float estimate used to reject huge bindings."""
    elements = np.full(batch.count, view.static_elements, dtype=np.uint64)
    estimate = np.full(batch.count, float(view.static_elements))
    for size in view.op.sizes:
        elements = elements * batch.values[size]
        estimate = estimate * batch.values[size].astype(np.float64)
    size = elements * np.uint64(view.element_size)
    return size, estimate * view.element_size


def _needed(view: PoolView) -> list[SSAValue]:
    dynamic = [t for t in (*view.base, *view.shift) if not isinstance(t, int)]
    return [view.op.byte_shift, *dynamic, *view.op.sizes, view.pool.pool_size]


def check_function(
    f: func.FuncOp, options: CheckOptions | None = None
) -> FunctionCheck:
    """Checks one function; raises `CheckError` when it cannot be evaluated.

    Values are named in the reports as the printer names them (`%alloc_0`).
    """
    with naming(f):
        return _check_function(f, options)


def _check_function(
    f: func.FuncOp, options: CheckOptions | None = None
) -> FunctionCheck:
    options = options or CheckOptions()
    name = f"@{f.sym_name.data}"
    if not f.body.blocks:
        return FunctionCheck(name, 0, 0, 0)
    flow = _needs_flow(f)
    views, liveness = _pool_views(f, options.lifetime_start, flow)
    if not views:
        return FunctionCheck(name, 0, 0, 0)
    freed = _freed_pool_memory(name, views, liveness)
    freed += _owned_pool_frees(name, views)
    freed += _undominated(name, views)
    evaluator = _evaluator(f, flow)
    _require_evaluable(evaluator, views)
    design = binding_design(len(evaluator.leaves), options)
    batch = evaluator.evaluate(design)
    ranges = _byte_ranges(batch, views)
    valid = ranges.valid
    result = FunctionCheck(name, len(views), batch.count, int(valid.sum()), freed)
    if not valid.any():
        # Passing here would claim a check that never ran.
        raise CheckError(
            f"xhip check: {name}: no binding can be checked (each needs more than "
            f"2^60 bytes or has undefined arithmetic)",
            f,
        )
    reporter = _Reporter(f, name, evaluator, batch, design, result.violations)
    row = {view.op: i for i, view in enumerate(views)}
    for i, view in enumerate(views):
        _check_placement(reporter, options, view, ranges.row(i))
        if view.within:
            outer = row[view.within[-1]]
            _check_in_sub_pool(reporter, view, views[outer], ranges, i, outer)
    _check_inner_views(reporter, batch, views, ranges)
    # A sub-pool's bytes are its views'; they are compared, not it.
    buffers = [i for i, view in enumerate(views) if not view.sub_pool]
    kept = [views[i] for i in buffers]
    _check_overlaps(reporter, kept, ranges.rows(buffers))
    _check_again(reporter, kept, ranges.rows(buffers))
    return result


def _evaluator(f: func.FuncOp, flow: bool) -> BlockEvaluator:
    """The entry block's arithmetic; over the control flow, every op's in
    pre-order: integer arithmetic in a branch, a loop or another block has
    the same value wherever it runs when its operands come from the entry
    block, and what cannot be computed (a loop's induction variable, a region
    result, a block argument) is a leaf, free in the bindings."""
    entry = f.body.blocks[0]
    if not flow:
        return BlockEvaluator(entry)
    return BlockEvaluator(entry, (op for op in f.walk() if op is not f))


def _freed_pool_memory(
    name: str, views: Sequence[PoolView], liveness: _Liveness
) -> list[Violation]:
    """A violation per `memref.dealloc`, or other op freeing its operand, that
    may free a pool's memory."""
    found: list[Violation] = []
    for free, op in liveness.freed:
        view = next(v for v in views if v.op is op)
        if isinstance(free, memref.DeallocOp):
            user, value = free, free.memref
        else:
            user, value = free.operation, free.operation.operands[free.index]
        what = f"{_name(user)} of {value_name(value)}"
        if isinstance(user, func.CallOp):
            what = (
                f"func.call {user.callee} of {value_name(value)} (its callee frees it)"
            )
        elif not isinstance(user, memref.DeallocOp):
            what = f"{_name(user)} of {value_name(value)} (it frees its operand)"
        found.append(
            Violation(
                "dealloc",
                name,
                (user, view.op),
                (),
                {},
                f"{name}: {what} frees pool memory: it may be {view.describe()}",
            )
        )
    return found


def _owned_pool_frees(name: str, views: Sequence[PoolView]) -> list[Violation]:
    """A violation per `memref.dealloc` of a `memref.alloc` pool that is not at
    the function's end (ops other than pool deallocs between it and a
    `func.return`: they may use its views), and per `func.return` that returns
    a value derived from a view of such a pool (found in the view's block)."""
    found: list[Violation] = []
    pools: dict[SSAValue, list[PoolView]] = {}
    for view in views:
        if view.pool.owned:
            pools.setdefault(view.pool.pool, []).append(view)
    for pool, of_pool in pools.items():
        for use in pool.uses:
            free = use.operation
            if not isinstance(free, memref.DeallocOp):
                continue
            after = free.next_op
            while isinstance(after, memref.DeallocOp) and after.memref in pools:
                after = after.next_op
            if isinstance(after, func.ReturnOp):
                continue
            found.append(
                Violation(
                    "dealloc",
                    name,
                    (free, of_pool[0].op),
                    (),
                    {},
                    f"{name}: memref.dealloc of pool {value_name(pool)} is not at "
                    "the function's end: a view of it may be used after it "
                    f"(ops other than pool deallocs before a func.return: "
                    f"{_name(after) if after is not None else 'the end of its block'})",
                )
            )
        for view in of_pool:
            for ret in _returns_of(view.op.result):
                found.append(
                    Violation(
                        "dealloc",
                        name,
                        (ret, view.op),
                        (),
                        {},
                        f"{name}: func.return returns {view.name}, a view of "
                        f"pool {value_name(pool)}, which the function frees",
                    )
                )
    return found


def _returns_of(value: SSAValue) -> list[func.ReturnOp]:
    """The `func.return`s that may return `value` or something derived from it,
    over the whole function: what its users make of it (as `_derived_uses`
    counts it), what branches pass to their successors' arguments, what scf
    terminators yield to their parent, every result of an enclosing op other
    than scf's."""
    seen: set[SSAValue] = {value}
    work = [value]
    found: list[func.ReturnOp] = []
    while work:
        for use in work.pop().uses:
            user = use.operation
            if isinstance(user, func.ReturnOp):
                if user not in found:
                    found.append(user)
                continue
            if isinstance(user, VIEWS) and use.index != 0:
                continue
            derived = [
                r
                for r in user.results
                if not (
                    isinstance(user, DATA_READS) and isinstance(r.type, PLAIN_VALUES)
                )
            ]
            derived += _region_arguments(user)
            derived += _successor_arguments(user, use.index)
            parent = user.parent_op()
            # A branch hands its operands to its successors only; the
            # terminator that leaves the region (a yield) hands them on.
            leaves = user.has_trait(IsTerminator) and not user.successors
            if leaves and isinstance(parent, STRUCTURED):
                derived += parent.results
                derived += [a for r in parent.regions for b in r.blocks for a in b.args]
            while parent is not None and not isinstance(parent, func.FuncOp):
                if not isinstance(parent, STRUCTURED):
                    derived += parent.results
                parent = parent.parent_op()
            for d in derived:
                if d not in seen:
                    seen.add(d)
                    work.append(d)
    return found


def _successor_arguments(user: Operation, index: int) -> list[SSAValue]:
    """The successor block arguments operand `index` of a branch becomes
    (`cf.br`, `cf.cond_br` exactly; another branch: every successor argument)."""
    if isinstance(user, cf.BranchOp):
        return [user.successor.args[index]]
    if isinstance(user, cf.ConditionalBranchOp):
        then = len(user.then_arguments)
        if 1 <= index <= then:
            return [user.then_block.args[index - 1]]
        if index > then:
            return [user.else_block.args[index - 1 - then]]
        return []
    return [a for b in user.successors for a in b.args]


def _undominated(name: str, views: Sequence[PoolView]) -> list[Violation]:
    """A violation per view an operand of which (its pool, offset or a size)
    does not dominate it: made after it, or on a path that may not reach it
    (invalid IR: the view reads a value not made yet)."""
    dominance = _Dominance()
    found: list[Violation] = []
    for view in views:
        late = next(
            (v for v in view.op.operands if not dominance.value_dominates(v, view.op)),
            None,
        )
        if late is None:
            continue
        what = "its source" if late is view.op.source else "its operand"
        found.append(
            Violation(
                "dominance",
                name,
                (view.op, view.pool.op),
                (),
                {},
                f"{name}: view {view.describe()} is not dominated by {what} "
                f"{value_name(late)}: it may not be made yet when the view runs",
            )
        )
    return found


class _Dominance:
    """SSA dominance of a value over an op, over nested regions: xDSL's
    `DominanceInfo` per region, computed once each."""

    def __init__(self) -> None:
        self._regions: dict[Region, DominanceInfo] = {}
        self._order: dict[Block, dict[Operation, int]] = {}

    def value_dominates(self, value: SSAValue, op: Operation) -> bool:
        if isinstance(value, BlockArgument):
            block, after = value.block, -1
        else:
            defining = value.owner
            assert isinstance(defining, Operation)
            block = defining.parent_block()
            if block is None:
                return False
            after = self._index(defining, block)
        # The ancestor of `op` in the defining block's region.
        current: Operation | None = op
        while current is not None:
            here = current.parent_block()
            if here is None:
                return False
            if here is block:
                return self._index(current, block) > after
            if here.parent is block.parent and here.parent is not None:
                if here.parent not in self._regions:
                    self._regions[here.parent] = DominanceInfo(here.parent)
                return self._regions[here.parent].strictly_dominates(block, here)
            current = here.parent_op()
        return False

    def _index(self, op: Operation, block: Block) -> int:
        if block not in self._order:
            self._order[block] = {o: i for i, o in enumerate(block.ops)}
        return self._order[block][op]


def _require_evaluable(evaluator: BlockEvaluator, views: Sequence[PoolView]) -> None:
    """Raises `CheckError` when a view's offset, sizes or pool size is a value
    the evaluator cannot compute."""
    for view in views:
        for value in _needed(view):
            if value not in evaluator.depends:
                raise CheckError(
                    f"xhip check: cannot evaluate {value_name(value)}, which "
                    f"{view.name} depends on (defined inside a region or by an op "
                    "the checker does not model)",
                    view.op,
                )


@dataclass(frozen=True)
class _ByteRanges:
    """Where each view's bytes lie: one row per view, one column per binding."""

    valid: NDArray[np.bool_]
    """The bindings checked: defined arithmetic and at most 2^60 bytes in all."""
    offsets: U64
    sizes: U64
    ends: U64
    """`offsets + sizes`, the largest `uint64` where that wraps."""
    pools: U64
    """The byte size of each view's pool."""
    bases: U64
    """The offset of each view's source from its pool's start (`PoolView.base`)."""

    def row(self, i: int) -> _ByteRanges:
        """View `i`'s ranges (same `valid`)."""
        return _ByteRanges(
            self.valid,
            self.offsets[i],
            self.sizes[i],
            self.ends[i],
            self.pools[i],
            self.bases[i],
        )

    def rows(self, kept: Sequence[int]) -> _ByteRanges:
        """The ranges of views `kept` only, in that order."""
        k = list(kept)
        return _ByteRanges(
            self.valid,
            self.offsets[k],
            self.sizes[k],
            self.ends[k],
            self.pools[k],
            self.bases[k],
        )


def _base(batch: Batch, view: PoolView, terms: Offset | None = None) -> U64:
    """The offset of the view's source from its pool's start (mod 2^64, as the
    evaluator's arithmetic); the sum of `terms` instead, when given."""
    offset = np.zeros(batch.count, dtype=np.uint64)
    for term in view.base if terms is None else terms:
        offset = offset + (
            np.uint64(term) if isinstance(term, int) else batch.values[term]
        )
    return offset


def _byte_ranges(batch: Batch, views: Sequence[PoolView]) -> _ByteRanges:
    sizes: list[U64] = []
    total = np.zeros(batch.count)
    for view in views:
        size, estimate = _byte_size(batch, view)
        sizes.append(size)
        total = total + estimate
    valid = batch.valid & (total <= MAX_FEASIBLE_BYTES)
    offsets = np.stack(
        [batch.values[v.op.byte_shift] + _base(batch, v, v.shift) for v in views]
    )
    bases = np.stack([_base(batch, v) for v in views])
    size_m = np.stack(sizes)
    pools = np.stack([batch.values[v.pool.pool_size] for v in views])
    ends = offsets + size_m
    ends = np.where(ends < offsets, np.uint64(np.iinfo(np.uint64).max), ends)
    return _ByteRanges(valid, offsets, size_m, ends, pools, bases)


def _check_placement(
    reporter: _Reporter, options: CheckOptions, view: PoolView, ranges: _ByteRanges
) -> None:
    """Reports `view` out of its pool's bounds, or at an offset that is not a
    multiple of the alignment (or, with `element_alignment`, of its element's)."""
    name = reporter.name
    valid, offsets, ends, pools = (
        ranges.valid,
        ranges.offsets,
        ranges.ends,
        ranges.pools,
    )

    def first(
        kind: str, failing: NDArray[np.bool_], message: Callable[[int], str]
    ) -> None:
        """Reports the first binding where `failing` holds, if any."""
        if failing.any():
            b = int(np.argmax(failing))
            bytes_ = (int(offsets[b]), int(ends[b]))
            reporter.add(kind, [view], [bytes_], b, f"{name}: {message(b)}")

    first(
        "source-offset",
        valid & (ranges.bases != 0),
        lambda b: (
            f"view {view.describe()} has a source at offset "
            f"{int(ranges.bases[b])} of {value_name(view.pool.pool)}, where "
            "memref.view requires offset 0 (its bytes count from the pool's start)"
        ),
    )
    first(
        "bounds",
        valid & (ranges.sizes > 0) & (ends > pools),
        lambda b: (
            f"view {view.describe()} bytes "
            f"[{int(offsets[b])}, {int(ends[b])}) exceed its pool "
            f"{value_name(view.pool.pool)} of {int(pools[b])} bytes"
        ),
    )
    # The views of a sub-pool are placed by whoever carved it (docs/semantics.md
    # §9.1): only their element's alignment is required.
    misaligned = valid & (offsets % np.uint64(options.alignment) != 0)
    if view.within:
        misaligned = np.zeros_like(valid)
    first(
        "alignment",
        misaligned,
        lambda b: (
            f"view {view.describe()} offset {int(offsets[b])} is not a "
            f"multiple of the alignment {options.alignment}"
        ),
    )
    if options.element_alignment:
        E = np.uint64(view.element_alignment)
        first(
            "alignment",
            valid & (offsets % E != 0) & ~misaligned,
            lambda b: (
                f"view {view.describe()} offset {int(offsets[b])} is not a "
                f"multiple of {view.element_alignment}, the alignment of its element "
                f"type {view.op.result.type.get_element_type()}"
            ),
        )


def _check_inner_views(
    reporter: _Reporter,
    batch: Batch,
    views: Sequence[PoolView],
    ranges: _ByteRanges,
) -> None:
    """Reports a non-empty `memref.view` of a pool's view (not a sub-pool: one
    of the program's own aliases of that buffer) whose bytes are not all the
    buffer's, where its shift and sizes can be computed."""
    for i, buffer in enumerate(views):
        if buffer.sub_pool:
            continue
        for use in buffer.op.result.uses:
            inner = use.operation
            if not isinstance(inner, memref.ViewOp) or use.index != 0:
                continue
            t = inner.result.type
            assert isinstance(t, MemRefType)
            layout = element_layout(t.get_element_type())
            needed = [inner.byte_shift, *inner.sizes]
            if layout is None or any(v not in batch.values for v in needed):
                continue
            elements = np.full(
                batch.count, prod(d for d in t.get_shape() if d >= 0), dtype=np.uint64
            )
            for size in inner.sizes:
                elements = elements * batch.values[size]
            size = elements * np.uint64(layout[0])
            start = batch.values[inner.byte_shift]
            end = start + size
            out = ranges.valid & (size > 0) & ((end < start) | (end > ranges.sizes[i]))
            if not out.any():
                continue
            b = int(np.argmax(out))
            base = int(ranges.offsets[i, b])
            r = (int(start[b]), int(end[b]))
            reporter.add(
                "bounds",
                [buffer],
                [(base + r[0], base + r[1])],
                b,
                f"{reporter.name}: {value_name(inner.result)}, a view of "
                f"{buffer.describe()}, takes its bytes [{r[0]}, {r[1]}), past its "
                f"{int(ranges.sizes[i, b])} bytes",
            )


def _check_in_sub_pool(
    reporter: _Reporter,
    view: PoolView,
    sub_pool: PoolView,
    ranges: _ByteRanges,
    i: int,
    outer: int,
) -> None:
    """Reports a non-empty view of a sub-pool whose bytes are not all the
    sub-pool's."""
    valid = ranges.valid & (ranges.sizes[i] > 0)
    out = valid & (
        (ranges.offsets[i] < ranges.offsets[outer])
        | (ranges.ends[i] > ranges.ends[outer])
    )
    if out.any():
        b = int(np.argmax(out))
        r = (int(ranges.offsets[i, b]), int(ranges.ends[i, b]))
        rs = (int(ranges.offsets[outer, b]), int(ranges.ends[outer, b]))
        reporter.add(
            "bounds",
            [view, sub_pool],
            [r, rs],
            b,
            f"{reporter.name}: view {view.describe()} bytes [{r[0]}, {r[1]}) "
            f"exceed its sub-pool {sub_pool.name}, bytes [{rs[0]}, {rs[1]}) of "
            f"{value_name(view.pool.pool)}",
        )


def _check_overlaps(
    reporter: _Reporter, views: Sequence[PoolView], ranges: _ByteRanges
) -> None:
    """Reports each pair of views live together whose bytes intersect."""
    name = reporter.name
    valid, offsets, size_m, ends = (
        ranges.valid,
        ranges.offsets,
        ranges.sizes,
        ranges.ends,
    )
    flow = any(v.points is not None for v in views)
    cliques = _live_at_points(views) if flow else None
    pairs = (
        (_pairs_at_points(views) if flow else _live_pairs(views))
        if _may_share_bytes(views, valid, size_m, offsets, ends, cliques)
        else ()
    )
    for i, j in pairs:
        clash = (
            valid
            & (size_m[i] > 0)
            & (size_m[j] > 0)
            & (offsets[i] < ends[j])
            & (offsets[j] < ends[i])
        )
        if clash.any():
            b = int(np.argmax(clash))
            a, c = views[i], views[j]
            ra = (int(offsets[i, b]), int(ends[i, b]))
            rc = (int(offsets[j, b]), int(ends[j, b]))
            reporter.add(
                "overlap",
                [a, c],
                [ra, rc],
                b,
                f"{name}: views {a.name} and {c.name} share bytes while both live: "
                f"{a.describe()} bytes [{ra[0]}, {ra[1]}), "
                f"{c.describe()} bytes [{rc[0]}, {rc[1]})",
            )


def _check_again(
    reporter: _Reporter, views: Sequence[PoolView], ranges: _ByteRanges
) -> None:
    """Reports each non-empty view another instance of which may be live
    when it runs (`LivePoints.again`): every instance has the same bytes."""
    for i, view in enumerate(views):
        if view.points is None or view.points.again is None:
            continue
        full = ranges.valid & (ranges.sizes[i] > 0)
        if full.any():
            b = int(np.argmax(full))
            r = (int(ranges.offsets[i, b]), int(ranges.ends[i, b]))
            reporter.add(
                "overlap",
                [view],
                [r],
                b,
                f"{reporter.name}: view {view.describe()} may share bytes "
                f"[{r[0]}, {r[1]}) with another instance of itself: "
                f"{view.points.again}",
            )


def _live_at_points(views: Sequence[PoolView]) -> list[list[int]]:
    """Sets of views (indices) of one domain live at one program point, of two
    views or more, such that every two views live at a common point are in
    one of them: a sweep over the runs of their points, per domain, taking
    the views live just before one stops being live when one started since
    the last stop (as `_live_together` over lifetimes)."""
    events: dict[int, list[tuple[int, int, int]]] = {}
    for i, view in enumerate(views):
        assert view.points is not None
        for first, last in view.points.points.runs:
            at = events.setdefault(view.domain, [])
            at.append((first, 1, i))  # a stop at the same point comes first
            at.append((last + 1, 0, i))
    distinct: set[tuple[int, ...]] = set()
    for at in events.values():
        live: set[int] = set()
        grown = False
        for _, starts, i in sorted(at):
            if starts:
                live.add(i)
                grown = True
                continue
            if grown and len(live) > 1:
                distinct.add(tuple(sorted(live)))
            grown = False
            live.discard(i)
    return [list(c) for c in sorted(distinct)]


def _live_together(views: Sequence[PoolView]) -> list[list[int]]:
    """The maximal sets of views (indices) of one domain live at one time.

    Two lifetimes intersect exactly when both hold at the later start, so
    every pair `_live_pairs` yields lies in one of these sets. A sweep over
    the lifetimes' ends, per domain: a set is complete when the first view
    ends after some started."""
    by_domain: dict[int, list[tuple[int, int, int]]] = {}
    for i, view in enumerate(views):
        if view.lifetime is not None:
            events = by_domain.setdefault(view.domain, [])
            events.append((view.lifetime.start, 0, i))
            events.append((view.lifetime.end, 1, i))
    cliques: list[list[int]] = []
    for events in by_domain.values():
        events.sort()  # starts before ends at one time: [s, e] is closed
        live: dict[int, None] = {}
        grew = False
        for _, kind, i in events:
            if kind == 0:
                live[i] = None
                grew = True
                continue
            if grew and len(live) > 1:
                cliques.append(list(live))
            grew = False
            del live[i]
    return cliques


def _may_share_bytes(
    views: Sequence[PoolView],
    valid: NDArray[np.bool_],
    size_m: U64,
    offsets: U64,
    ends: U64,
    cliques: list[list[int]] | None = None,
) -> bool:
    """Whether two views live together may share bytes in a valid binding.

    Per set of views live together (`_live_together`) and per binding, the
    non-empty views sorted by offset: if any two of them overlap, two that are
    next to each other do (the one after the lower of the two starts inside
    it). So sorting replaces the comparison of every pair, and a safe plan is
    checked in O(n log n) per binding; when this says yes, the pairs are
    compared one by one to report each. `cliques`: the sets of views live
    together, when not `_live_together`'s (over the control flow,
    `_live_at_points`)."""
    cliques = _live_together(views) if cliques is None else cliques
    if not cliques:
        return False
    rows = np.fromiter((i for c in cliques for i in c), dtype=np.intp)
    ids = np.repeat(np.arange(len(cliques)), [len(c) for c in cliques])
    off, end, empty = offsets[rows], ends[rows], size_m[rows] == 0
    key = np.broadcast_to(ids[:, None], off.shape)
    order = np.lexsort((off, empty, key), axis=0)
    off = np.take_along_axis(off, order, axis=0)
    end = np.take_along_axis(end, order, axis=0)
    empty = np.take_along_axis(empty, order, axis=0)
    key = np.take_along_axis(key, order, axis=0)
    clash = (
        (key[:-1] == key[1:])
        & ~empty[:-1]
        & ~empty[1:]
        & (off[1:] < end[:-1])
        & (off[:-1] < end[1:])
        & valid[None, :]
    )
    return bool(clash.any())


def _live_pairs(views: Sequence[PoolView]) -> Iterable[tuple[int, int]]:
    """Pairs of views of the same domain whose lifetimes intersect."""
    for i, a in enumerate(views):
        if a.lifetime is None:
            continue
        for j in range(i + 1, len(views)):
            c = views[j]
            if c.lifetime is None or c.domain != a.domain:
                continue
            if (
                a.lifetime.start <= c.lifetime.end
                and c.lifetime.start <= a.lifetime.end
            ):
                yield i, j


def _pairs_at_points(views: Sequence[PoolView]) -> Iterable[tuple[int, int]]:
    for i, a in enumerate(views):
        assert a.points is not None
        for j in range(i + 1, len(views)):
            c = views[j]
            assert c.points is not None
            if c.domain == a.domain and not a.points.points.isdisjoint(c.points.points):
                yield i, j


class _Reporter:
    """Builds violations, naming only the leaves the involved values depend on."""

    def __init__(
        self,
        f: func.FuncOp,
        name: str,
        evaluator: BlockEvaluator,
        batch: Batch,
        design: Sequence[U64],
        sink: list[Violation],
    ) -> None:
        self.name = name
        self.evaluator = evaluator
        self.batch = batch
        self.design = design
        self.sink = sink

    def add(
        self,
        kind: str,
        views: Sequence[PoolView],
        ranges: Sequence[tuple[int, int]],
        b: int,
        message: str,
    ) -> None:
        leaves: set[int] = set()
        for view in views:
            for value in _needed(view):
                leaves |= self.evaluator.depends.get(value, frozenset())
        binding = {
            self.evaluator.leaves[k].name: int(self.design[k][b])
            for k in sorted(leaves)
        }
        shown = (
            ", ".join(f"{k} = {v}" for k, v in binding.items()) or "(constant sizes)"
        )
        self.sink.append(
            Violation(
                kind,
                self.name,
                tuple(v.op for v in views),
                tuple(ranges),
                binding,
                f"{message}; binding: {shown}",
            )
        )


def check_module(
    module: ModuleOp, options: CheckOptions | None = None
) -> list[FunctionCheck]:
    """Checks every function with a body in `module`."""
    return [
        check_function(f, options)
        for f in module.walk()
        if isinstance(f, func.FuncOp) and f.body.blocks
    ]


def violations(
    op: ModuleOp | func.FuncOp, options: CheckOptions | None = None
) -> list[Violation]:
    """Every violation in a module or function (empty when it is safe); for a
    module, also the calls of `call_violations`."""
    if isinstance(op, func.FuncOp):
        return check_function(op, options).violations
    found = [v for c in check_module(op, options) for v in c.violations]
    return found + call_violations(op, options)


# ---------------------------------------------------------------------------
# Pools across calls (docs/semantics.md §7.6)
# ---------------------------------------------------------------------------


def _called(op: Operation, functions: Mapping[str, func.FuncOp]) -> list[str]:
    """The functions of the module `op` names by a symbol (a property or an
    attribute, or one inside an array): `func.call`'s callee, `hip.loop`'s body,
    `hip.if`'s branches, any op that may call a function it names."""
    found: list[str] = []
    pending: list[Attribute] = [*op.properties.values(), *op.attributes.values()]
    while pending:
        attr = pending.pop()
        if isinstance(attr, ArrayAttr):
            pending.extend(cast(ArrayAttr[Attribute], attr).data)
        elif isinstance(attr, SymbolRefAttr):
            name = attr.root_reference.data
            if name in functions and name not in found:
                found.append(name)
    return found


def _pooling(
    functions: Mapping[str, func.FuncOp],
) -> dict[str, dict[int, str]]:
    """Per function, the pool domains it (or a function it calls, at any depth)
    asks `hip.get_pool` for, each with the function that makes that pool."""
    pools: dict[str, dict[int, str]] = {
        name: {
            op.domain_id.value.data: name
            for op in f.walk()
            if isinstance(op, GetPoolOp)
        }
        for name, f in functions.items()
    }
    calls = {
        name: [c for op in f.walk() if op is not f for c in _called(op, functions)]
        for name, f in functions.items()
    }
    changed = True
    while changed:
        changed = False
        for name in functions:
            for callee in calls[name]:
                for domain, maker in pools[callee].items():
                    if domain not in pools[name]:
                        pools[name][domain] = maker
                        changed = True
    return pools


def _live_at(f: func.FuncOp, flow: bool) -> Callable[[PoolView, Operation], bool]:
    """Whether a view is live where an op of `f` runs: at the op's ancestor in
    the entry block or, over the control flow, at the op's point."""
    if flow:
        graph = ControlFlow.of(f.body)
        return lambda v, op: v.points is not None and graph.start[op] in v.points.points
    block = f.body.blocks[0]

    def by_index(v: PoolView, op: Operation) -> bool:
        at = _ancestor_index(op, block)
        return v.lifetime is not None and v.lifetime.start <= at <= v.lifetime.end

    return by_index


def call_violations(
    module: ModuleOp, options: CheckOptions | None = None
) -> list[Violation]:
    """Calls of a pooled function made while the caller's pool is live.

    Every pooled function plans its views from offset 0 of its pool. A call
    (`func.call`, `hip.loop`, `hip.if`, any op naming a function) to a
    function that makes a pool of a domain (itself, or a function it calls)
    while a view of the caller's pool of that domain is live (its lifetime or
    program points, as `check_function` computes them, cover the call) is safe only when the
    runtime gives each call frame its own pool: reported, naming both."""
    options = options or CheckOptions()
    functions = {
        f.sym_name.data: f for f in module.walk() if isinstance(f, func.FuncOp)
    }
    pools = _pooling(functions)
    found: list[Violation] = []
    for name, f in functions.items():
        if not f.body.blocks:
            continue
        with naming(f):
            try:
                flow = _needs_flow(f)
                views = _pool_views(f, options.lifetime_start, flow)[0]
            except CheckError:
                continue  # `check_function` reports it: the function is not checked
            live_at = _live_at(f, flow)
            for op in f.walk():
                if op is f:
                    continue
                for callee in _called(op, functions):
                    live = next(
                        (
                            v
                            for v in views
                            if v.domain in pools[callee] and live_at(v, op)
                        ),
                        None,
                    )
                    if live is None:
                        continue
                    maker = pools[callee][live.domain]
                    through = "" if maker == callee else f" (through @{maker})"
                    found.append(
                        Violation(
                            "call",
                            f"@{name}",
                            (op, live.op),
                            (),
                            {},
                            f"@{name}: {_name(op)} calls pooled function @{callee}"
                            f"{through} while the pool of @{name} (domain "
                            f"{live.domain}) is live: {live.describe()}; both plan "
                            "from offset 0, so they share bytes unless the runtime "
                            "gives each call frame its own pool",
                        )
                    )
    return found

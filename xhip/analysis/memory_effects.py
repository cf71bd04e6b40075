"""What memory an op may read or write, from the effects the ops declare.

`hip-hoist-alloc-size-arith{hoist-loads=true}` moves a read above the ops
between its old and new place only when none of them may write the memory it
reads. This module answers that question from the effects the ops declare
(`xhip.analysis.op_facts.own_effects`: xDSL's `MemoryEffect` traits, named on
their operands as MLIR does), not from a list of op names:

* an op whose effects are unknown (no declaration, or `get_effects` returning
  None: unregistered ops, `func.call_indirect`, hip ops that declare nothing)
  may write everything it can reach (`BufferObjects.reachable`): what it
  receives, all memory the function did not allocate (globals, arguments) and
  every allocation whose address escaped;
* an op that names a function (a `SymbolRefAttr` among its attributes or
  properties: `func.call`, `hip.loop`, `hip.if`) may also do what that function
  does: when the function, or one it calls, may write memory its caller can
  reach (anything but the buffers it allocates itself), or when the symbol does
  not resolve to a function with a body, the op may write everything it can
  reach. `func.call`, `hip.loop` and `hip.if` (`op_facts.CALLING_OPS`) do
  nothing else but write the buffers they receive;
* a declared write (or free) on a value writes what that value may point to; a
  declared write on no particular value writes the buffers the op receives, or
  all memory when it receives none. xDSL's `memref` ops declare their effects
  on no value; MLIR declares them on one operand, and so does
  `op_facts.OPERAND_EFFECTS` (`memref.store` and `memref.copy` write their
  target, `memref.load` reads its buffer, ...). A destination-passing op (a hip op with
  `dps_inits()`) declaring writes on no value writes its `outs`;
* an op's nested ops count as the op.

Which memory a value may point to (`BufferObjects`): each buffer allocated in
the function (an op declaring an allocation, or a write, of its own single
buffer result: `memref.alloc`, `memref.alloca`, `hip.alloc`,
`hip.alloc_output`) is its own object; buffer arguments and whatever else the
function did not allocate (globals, runtime buffers: `hip.get_host_scratch` and
`hip.get_pool`, which hand out the same memory to separate calls) are one
`EXTERNAL` object (arguments may alias each other); other arguments (sizes, the
`!hip.context`) point to nothing; views and `arith.select` point where their
sources do; what an op that reads memory, or one of unknown effects, returns
may also be `EXTERNAL` or any allocation whose address escaped (as the pool
pass's `xhip.analysis.aliases.from_memory`); block arguments of nested regions
and results of region ops may point anywhere (`ANY`). An allocation escapes
when a value that may point to it is kept by an op
(`xhip.analysis.escapes.keeps_operand`: stored as data, as a memref or as an
integer address, or handed to an op of unknown effects), anywhere in the
function.

Why this is not `xhip.analysis.aliases` (`BufferRoots`, the pool pass's
points-to analysis): that one answers liveness and names only the pool
candidates (`memref.alloc` results); arguments, globals, runtime buffers and
other allocations (`memref.alloca`, `hip.alloc_output`) point to nothing
there, so it cannot say that a store through an argument may write what a
load of a global reads. A write check needs every memory object, the
`EXTERNAL` and `ANY` tokens included. Conversely this analysis says a region
op's results may be anything (`ANY`), which is safe for one block's writes but
would keep every candidate alive through every loop result if liveness used
it.
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator, Sequence
from typing import Final, cast

from xdsl.dialects import func
from xdsl.dialects.builtin import ArrayAttr, DictionaryAttr, SymbolRefAttr
from xdsl.ir import Attribute, Block, BlockArgument, Operation, SSAValue
from xdsl.traits import EffectInstance, MemoryEffectKind, SymbolTable

from xhip.analysis.aliases import is_buffer_type, may_return_escaped
from xhip.analysis.escapes import keeps_operand
from xhip.analysis.op_facts import (
    aliased_operands,
    called_symbols,
    is_runtime_buffer,
    is_select_like,
    is_source_view,
    own_effects,
    result_may_alias,
)
from xhip.dialects.hip import HipDpsOp


class _Token:
    def __init__(self, name: str):
        self.name = name

    def __repr__(self) -> str:
        return self.name


EXTERNAL: Final = _Token("EXTERNAL")
"""Memory the function did not allocate: arguments, globals, runtime buffers."""

ANY: Final = _Token("ANY")
"""Any memory at all."""

_ESCAPED: Final = _Token("ESCAPED")
"""Every allocation whose address escaped: replaced by them once known."""

MemoryObject = SSAValue | _Token
"""An allocation (the value that holds it) or one of the tokens above."""

Objects = frozenset[MemoryObject]

_NOTHING: Objects = frozenset()

_READ, _WRITE, _FREE, _ALLOC = (
    MemoryEffectKind.READ,
    MemoryEffectKind.WRITE,
    MemoryEffectKind.FREE,
    MemoryEffectKind.ALLOC,
)


def _allocates(op: Operation) -> bool:
    """Whether `op` makes a new buffer: it declares an allocation (on no value
    or on its result) or a write on its single buffer result."""
    if len(op.results) != 1 or not is_buffer_type(op.results[0].type):
        return False
    effects = own_effects(op)
    result = op.results[0]
    return effects is not None and any(
        (e.kind is _ALLOC and e.value in (None, result))
        or (e.kind is _WRITE and e.value is result)
        for e in effects
    )


def _symbol_refs(attr: Attribute) -> Iterator[SymbolRefAttr]:
    if isinstance(attr, SymbolRefAttr):
        yield attr
    elif isinstance(attr, ArrayAttr):
        for element in cast(ArrayAttr[Attribute], attr).data:
            yield from _symbol_refs(element)
    elif isinstance(attr, DictionaryAttr):
        for element in attr.data.values():
            yield from _symbol_refs(element)


def named_symbols(op: Operation) -> list[SymbolRefAttr]:
    """The symbols `op` refers to, in its attributes and properties."""
    found: list[SymbolRefAttr] = []
    for attr in (*op.properties.values(), *op.attributes.values()):
        found.extend(_symbol_refs(attr))
    return found


class FunctionSummaries:
    """Per function of the module: whether running it may write memory its
    caller can reach (a write to anything but the buffers it allocates itself,
    also through the functions it names). Shared by the `BufferObjects` of the
    functions it meets."""

    def __init__(self) -> None:
        self._visible: dict[Operation, bool] = {}

    def may_write_visible(self, op: Operation) -> bool:
        """Whether a function `op` names may write what its caller reaches, or
        a symbol of `op` does not resolve (to a function with a body, or to
        anything else)."""
        for ref in named_symbols(op):
            try:
                target = SymbolTable.lookup_symbol(op, ref)
            except ValueError:  # no symbol table around `op`
                target = None
            if target is None:
                return True
            if isinstance(target, func.FuncOp) and self._function(target):
                return True
        return False

    def _function(self, f: func.FuncOp) -> bool:
        known = self._visible.get(f)
        if known is not None:
            return known
        if not f.body.blocks:
            self._visible[f] = True
            return True
        self._visible[f] = True  # while it is analysed (recursion): the worst
        objects = BufferObjects(f.body.blocks, self)
        visible = any(
            not objects.writes(op).isdisjoint((EXTERNAL, ANY))
            for block in f.body.blocks
            for op in block.ops
        )
        self._visible[f] = visible
        return visible


class BufferObjects:
    """Which memory objects every value of a function may point to."""

    def __init__(
        self, body: Iterable[Block], summaries: FunctionSummaries | None = None
    ):
        self._objects: dict[SSAValue, Objects] = {}
        self._summaries = summaries if summaries is not None else FunctionSummaries()
        blocks = list(body)
        entry = blocks[0] if blocks else None
        ops = [op for block in blocks for op in block.walk()]
        for block in blocks:
            for arg in block.args:
                if block is not entry:
                    self._objects[arg] = frozenset([ANY])
                elif is_buffer_type(arg.type):
                    self._objects[arg] = frozenset([EXTERNAL])
                else:  # sizes, the context: not buffers
                    self._objects[arg] = frozenset()
        for op in ops:
            for region in op.regions:
                for nested in region.blocks:
                    for arg in nested.args:
                        self._objects[arg] = frozenset([ANY])
        changed = True
        while changed:
            changed = False
            for op in ops:
                for result, objects in zip(op.results, self._results(op), strict=True):
                    if self._objects.get(result) != objects:
                        self._objects[result] = objects
                        changed = True
        self.escaped = self._escaped(ops)
        """The allocations whose address may escape (flow-insensitive)."""
        for value, objects in self._objects.items():
            if _ESCAPED in objects:
                self._objects[value] = (objects - {_ESCAPED}) | self.escaped

    def _escaped(self, ops: list[Operation]) -> Objects:
        allocations = {
            o
            for objects in self._objects.values()
            for o in objects
            if isinstance(o, SSAValue)
        }
        found: set[MemoryObject] = set()
        for op in ops:
            for index, operand in enumerate(op.operands):
                objects = self._objects.get(operand, frozenset())
                if not objects or not keeps_operand(op, index):
                    continue
                if ANY in objects:
                    return frozenset(allocations)
                found |= objects
        return frozenset(found & allocations)

    def of(self, value: SSAValue) -> Objects:
        """What `value` may point to (nothing for plain data)."""
        known = self._objects.get(value)
        if known is not None:
            return known
        return frozenset([ANY if isinstance(value, BlockArgument) else EXTERNAL])

    def _union(self, values: Iterable[SSAValue]) -> Objects:
        found: set[MemoryObject] = set()
        for v in values:
            found |= self._objects.get(v, frozenset())
        return frozenset(found)

    def _results(self, op: Operation) -> list[Objects]:
        if op.regions:
            return [frozenset([ANY])] * len(op.results)
        if is_runtime_buffer(op):
            return [frozenset([EXTERNAL])] * len(op.results)
        if _allocates(op):
            return [frozenset([op.results[0]])]
        if is_source_view(op):
            return [self._union(op.operands[:1])] * len(op.results)
        received = self._union(aliased_operands(op))
        if is_select_like(op):
            return [received]
        from_memory = may_return_escaped(op)
        results: list[Objects] = []
        for result in op.results:
            objects: Objects = (
                received if result_may_alias(op, result.type) else _NOTHING
            )
            if from_memory:
                objects |= {EXTERNAL, _ESCAPED}
            elif is_buffer_type(result.type):  # a global, say
                objects |= {EXTERNAL}
            results.append(objects)
        return results

    def _buffers(self, op: Operation) -> Objects:
        """What the buffers `op` receives point to; all memory if it gets none."""
        buffers = [v for v in op.operands if is_buffer_type(v.type)]
        return self._union(buffers) if buffers else frozenset([ANY])

    def _effect_objects(self, op: Operation, effect: EffectInstance) -> Objects:
        value = effect.value
        if isinstance(value, SSAValue):
            return self.of(value)
        if value is not None:  # a symbol: a global
            return frozenset([EXTERNAL])
        if effect.kind in (_WRITE, _FREE) and isinstance(op, HipDpsOp):
            return self._union(op.dps_inits())
        return self._buffers(op)

    def reachable(self, op: Operation) -> Objects:
        """All `op` may write when its effects are unknown: what it receives,
        `EXTERNAL` and the escaped allocations."""
        return self._union(op.operands) | {EXTERNAL} | self.escaped

    def reads(self, op: Operation) -> Objects:
        """What a read-only op reads."""
        found: set[MemoryObject] = set()
        for effect in own_effects(op) or ():
            if effect.kind is _READ:
                found |= self._effect_objects(op, effect)
        return frozenset(found)

    def writes(self, op: Operation) -> Objects:
        """What `op`, or an op nested in it, may write (or free)."""
        found: set[MemoryObject] = set()
        for nested in op.walk():
            found |= self._own_writes(nested)
        return frozenset(found)

    def _own_writes(self, op: Operation) -> Objects:
        effects = own_effects(op)
        calls = called_symbols(op) is not None
        if (effects is None and not calls) or self._summaries.may_write_visible(op):
            return self.reachable(op)
        if calls:
            return self._union(v for v in op.operands if is_buffer_type(v.type))
        found: set[MemoryObject] = set()
        for effect in effects or ():
            if effect.kind in (_WRITE, _FREE):
                found |= self._effect_objects(op, effect)
        return frozenset(found)


def may_overlap(a: Objects, b: Objects) -> bool:
    """Whether two sets of memory objects may share memory."""
    return bool(a and b) and (ANY in a or ANY in b or not a.isdisjoint(b))


class FirstWriters:
    """The first op of `ops[start:]` that may write what a read reads, as a
    scan of every op before the read with `may_overlap` would find it, but
    with each op's writes computed once: the ops are scanned forward, once, as
    far as the reads asked about so far reach, recording the first op that
    writes each object. (`first_writer` must agree with `may_overlap`.)"""

    def __init__(self, objects: BufferObjects, ops: Sequence[Operation], start: int):
        self.objects = objects
        self.ops = ops
        self.scanned = start
        """Ops before this index (from `start`) are recorded."""
        self.first: dict[MemoryObject, int] = {}
        """Per object (`ANY` included), the first recorded op that writes it."""
        self.first_write: int | None = None
        """The first recorded op that writes anything."""

    def _scan_to(self, end: int) -> None:
        while self.scanned < end:
            written = self.objects.writes(self.ops[self.scanned])
            if written and self.first_write is None:
                self.first_write = self.scanned
            for o in written:
                self.first.setdefault(o, self.scanned)
            self.scanned += 1

    def first_writer(self, reads: Objects, end: int) -> int | None:
        """The index of the first op in `ops[start:end]` whose writes may
        overlap `reads`, None if none."""
        if not reads:
            return None
        self._scan_to(end)
        if ANY in reads:
            found = self.first_write
        else:
            indices = [self.first.get(o) for o in (ANY, *reads)]
            found = min((i for i in indices if i is not None), default=None)
        return found if found is not None and found < end else None


def is_read_only(op: Operation) -> bool:
    """An op without regions whose declared effects are reads, one at least
    (`memref.load`), and that names no symbol (which may be a function it
    calls): a candidate for `hoist-loads`."""
    if op.regions or named_symbols(op):
        return False
    effects = own_effects(op)
    return bool(effects) and all(e.kind is _READ for e in effects or ())

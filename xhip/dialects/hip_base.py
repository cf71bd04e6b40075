"""What the op classes of the `hip` dialect are built from (hand-written).

The dialect is three modules:

* this one: the `!hip.context` type, the ODS type and attribute constraints with
  MLIR-like messages, the base classes `HipOp` and `HipDpsOp` (the upstream
  destination-passing verifier, `dps_inputs()`/`dps_inits()`), the memory-effect
  traits, and the helpers the generated builders call;
* `hip.py`: the ops the pool planner creates or must recognise, written out by
  hand (`GetPoolOp`, `AllocOp`, ...), and the `Dialect`;
* `hip_ops.py`: every other upstream op, one IRDL class each, generated from
  `hip-ops.json` by `generate_hip_ops.py`.
"""

from __future__ import annotations

import re
from collections.abc import Mapping, Sequence
from collections.abc import Set as AbstractSet
from dataclasses import dataclass
from functools import cache
from typing import Any, ClassVar, Generic, TypeAlias, cast

from typing_extensions import TypeVar
from xdsl.dialects.builtin import (
    I1,
    I32,
    I64,
    AnyFloatConstr,
    ArrayAttr,
    DenseIntOrFPElementsAttr,
    DenseResourceAttr,
    FlatSymbolRefAttrConstr,
    FloatAttr,
    IndexType,
    IntegerAttr,
    IntegerType,
    MemRefType,
    StringAttr,
    SymbolRefAttr,
    TensorType,
    UnitAttr,
    UnrankedMemRefType,
    UnregisteredOp,
    f32,
    f64,
    i1,
    i32,
    i64,
)
from xdsl.ir import (
    Attribute,
    Block,
    Operation,
    ParametrizedAttribute,
    Region,
    SSAValue,
    TypeAttribute,
)
from xdsl.irdl import (
    AnyAttr,
    BaseAttr,
    EqAttrConstraint,
    IRDLOperation,
    OptOperandDef,
    OptPropertyDef,
    VariadicDef,
    VarOperandDef,
    VarResultDef,
    irdl_attr_definition,
    traits_def,
)
from xdsl.irdl.constraints import (
    AnyOf,
    AttrConstraint,
    InferenceContext,
    IntConstraint,
    ParamAttrConstraint,
    VerificationContext,
)
from xdsl.parser import Parser
from xdsl.printer import Printer
from xdsl.traits import (
    EffectInstance,
    IsolatedFromAbove,
    IsTerminator,
    MemoryEffect,
    MemoryEffectKind,
    NoTerminator,
    SingleBlockImplicitTerminator,
)
from xdsl.utils.exceptions import VerifyException

from xhip.dialects.splat import SplatElementsAttr

AttributeCovT = TypeVar("AttributeCovT", bound=Attribute, covariant=True)
ParametrizedCovT = TypeVar(
    "ParametrizedCovT", bound=ParametrizedAttribute, covariant=True
)
OpT = TypeVar("OpT", bound=IRDLOperation)

Value: TypeAlias = SSAValue | Operation
"""What a builder accepts as an operand: a value, or an op with one result."""


# ---------------------------------------------------------------------------
# Constraints that say what they expected
# ---------------------------------------------------------------------------


@dataclass(frozen=True)
class Described(AttrConstraint[AttributeCovT]):
    """A constraint that fails with an MLIR-like message naming the operand.

    xDSL's own constraints report `Unexpected attribute index`; a user who wrote a
    wrong type on a hip op should read which operand and what was expected.
    """

    inner: AttrConstraint[AttributeCovT]
    what: str  # e.g. "operand 'input'"
    summary: str  # e.g. "tensor or memref"

    def verify(self, attr: Attribute, constraint_context: VerificationContext) -> None:
        try:
            self.inner.verify(attr, constraint_context)
        except VerifyException:
            if self.what.startswith("attribute"):
                message = f"{self.what} failed to satisfy constraint: {self.summary}"
            else:
                message = f"{self.what} must be {self.summary}, but got '{attr}'"
            raise VerifyException(message) from None

    def get_bases(self) -> set[type[Attribute]] | None:
        return self.inner.get_bases()

    def variables(self) -> set[str]:
        return self.inner.variables()

    def can_infer(self, var_constraint_names: AbstractSet[str]) -> bool:
        return self.inner.can_infer(var_constraint_names)

    def infer(self, context: InferenceContext) -> AttributeCovT:
        return self.inner.infer(context)

    def mapping_type_vars(
        self, type_var_mapping: Mapping[TypeVar, AttrConstraint | IntConstraint]
    ) -> AttrConstraint[AttributeCovT]:
        return self


@dataclass(frozen=True)
class DescribedParam(ParamAttrConstraint[ParametrizedCovT]):
    """`Described` for typed attributes such as `I64Attr`.

    It stays a `ParamAttrConstraint`, which xDSL's assembly format inspects to print
    `graph_id(2)` rather than `graph_id(2 : i32)`, as MLIR does.
    """

    what: str = ""
    summary: str = ""

    def verify(self, attr: Attribute, constraint_context: VerificationContext) -> None:
        try:
            super().verify(attr, constraint_context)
        except VerifyException:
            raise VerifyException(
                f"{self.what} failed to satisfy constraint: {self.summary}"
            ) from None


@dataclass(frozen=True)
class OdsType(Generic[AttributeCovT]):
    """An ODS type constraint (`Hip_TensorOrMemRef`, `Index`, ...) and its summary."""

    constraint: AttrConstraint[AttributeCovT]
    summary: str

    def operand(self, name: str) -> Described[AttributeCovT]:
        return Described(self.constraint, f"operand '{name}'", self.summary)

    def result(self, name: str) -> Described[AttributeCovT]:
        return Described(self.constraint, f"result '{name}'", self.summary)


@dataclass(frozen=True)
class OdsAttr(Generic[AttributeCovT]):
    """An ODS attribute kind (`I64Attr`, `StrAttr`, ...) and its summary."""

    constraint: AttrConstraint[AttributeCovT]
    summary: str

    def of(self, name: str) -> AttrConstraint[AttributeCovT]:
        """The constraint of attribute `name`, failing with a message naming it."""
        what = f"attribute '{name}'"
        constraint = cast(object, self.constraint)
        if isinstance(constraint, ParamAttrConstraint):
            params = cast(ParamAttrConstraint[Any], constraint)
            return cast(
                AttrConstraint[AttributeCovT],
                DescribedParam(
                    params.base_attr, params.param_constrs, what, self.summary
                ),
            )
        return Described(self.constraint, what, self.summary)


def _as(constraint: AttrConstraint[Any]) -> AttrConstraint[Any]:
    """`constraint`, typed by the `OdsAttr` it is given to (xDSL's `constr()`s
    are typed more loosely than what they check)."""
    return constraint


# ---------------------------------------------------------------------------
# The context type, and the ODS constraints of the upstream op definitions
# ---------------------------------------------------------------------------


@irdl_attr_definition
class ContextType(ParametrizedAttribute, TypeAttribute):
    """`!hip.context`: the opaque runtime context, argument 0 of a hip function."""

    name = "hip.context"


MemRefLike: TypeAlias = MemRefType | UnrankedMemRefType
ShapedLike: TypeAlias = MemRefType | UnrankedMemRefType | TensorType

HIP_CONTEXT_TYPE = OdsType[ContextType](
    BaseAttr(ContextType), "Opaque HIP execution context"
)
# ODS's `AnyMemRef` is ranked memrefs only (`memref<*xf16>` is
# `AnyUnrankedMemRef`), and `AnyRankedTensor` ranked tensors.
HIP_TENSOR_OR_MEMREF = OdsType[ShapedLike](
    AnyOf((BaseAttr(MemRefType), BaseAttr(TensorType))),
    "ranked tensor or memref",
)
ANY_MEMREF = OdsType[MemRefLike](BaseAttr(MemRefType), "memref of any type values")
ANY_RANKED_TENSOR = OdsType[TensorType](
    BaseAttr(TensorType), "ranked tensor of any type values"
)
ANY_TYPE = OdsType[Attribute](AnyAttr(), "any type")
INDEX = OdsType[IndexType](BaseAttr(IndexType), "index")
I1_TYPE = OdsType[IntegerType](EqAttrConstraint(i1), "1-bit signless integer")
I64_TYPE = OdsType[IntegerType](EqAttrConstraint(i64), "64-bit signless integer")
INTEGER_FLOAT_OR_INDEX = OdsType[Attribute](
    AnyOf((BaseAttr(IntegerType), AnyFloatConstr, BaseAttr(IndexType))),
    "integer or floating-point or index",
)

I64_ATTR = OdsAttr[IntegerAttr[I64]](
    _as(IntegerAttr.constr(EqAttrConstraint(i64))), "64-bit signless integer attribute"
)
I32_ATTR = OdsAttr[IntegerAttr[I32]](
    _as(IntegerAttr.constr(EqAttrConstraint(i32))), "32-bit signless integer attribute"
)
F32_ATTR = OdsAttr[FloatAttr](
    _as(FloatAttr.constr(EqAttrConstraint(f32))), "32-bit float attribute"
)
F64_ATTR = OdsAttr[FloatAttr](
    _as(FloatAttr.constr(EqAttrConstraint(f64))), "64-bit float attribute"
)
STR_ATTR = OdsAttr[StringAttr](BaseAttr(StringAttr), "string attribute")
BOOL_ATTR = OdsAttr[IntegerAttr[I1]](
    _as(IntegerAttr.constr(EqAttrConstraint(i1))), "bool attribute"
)
UNIT_ATTR = OdsAttr[UnitAttr](BaseAttr(UnitAttr), "unit attribute")
I64_ARRAY_ATTR = OdsAttr[ArrayAttr[IntegerAttr[I64]]](
    _as(ArrayAttr.constr(IntegerAttr.constr(EqAttrConstraint(i64)))),
    "64-bit integer array attribute",
)
FLAT_SYMBOL_REF_ATTR = OdsAttr[SymbolRefAttr](
    _as(FlatSymbolRefAttrConstr), "flat symbol reference attribute"
)
# MLIR's `ElementsAttr` interface: its dense, splat and resource forms here.
ELEMENTS_ATTR = OdsAttr[Attribute](
    AnyOf(
        (
            BaseAttr(DenseIntOrFPElementsAttr),
            BaseAttr(SplatElementsAttr),
            BaseAttr(DenseResourceAttr),
        )
    ),
    "constant vector/tensor attribute",
)


# ---------------------------------------------------------------------------
# Located parse errors
# ---------------------------------------------------------------------------


_NAMED = re.compile(r"(operand|result) '(\w+)' must be (.*)", re.DOTALL)


def numbered(op: type[IRDLOperation], message: str) -> str:
    """`Described`'s `operand 'x' must be ...` as ODS words it, `operand #1 must
    be ...` (`variadic of ...` for a variadic one), where the number follows
    from the definition alone (no variadic group before it); else unchanged."""
    found = _NAMED.fullmatch(message)
    if found is None:
        return message
    kind, name, rest = found.groups()
    definition = op.get_irdl_definition()
    defs = definition.operands if kind == "operand" else definition.results
    for position, (field, d) in enumerate(defs):
        if field == name:
            variadic = isinstance(d, VarOperandDef | VarResultDef)
            return (
                f"{kind} #{position} must be {'variadic of ' if variadic else ''}{rest}"
            )
        if isinstance(d, VarOperandDef | VarResultDef | OptOperandDef):
            return message
    return message


def located_parse(op: type[OpT]) -> type[OpT]:
    """Makes type errors found while parsing the custom form parse errors at the op.

    xDSL's declarative parser checks operand types before the op exists, so the
    failure would carry no source position; MLIR reports it at the op. Used as a
    class decorator, above `@irdl_op_definition` (which installs the parser).
    """
    parse_custom = op.parse

    def parse(cls: type[IRDLOperation], parser: Parser) -> IRDLOperation:
        after_name = parser.pos
        try:
            return parse_custom.__func__(cls, parser)  # pyright: ignore[reportFunctionMemberAccess]
        except VerifyException as e:
            text = parser.lexer.input.content
            start = text.rfind(cls.name, 0, after_name) if isinstance(text, str) else -1
            at = start if start >= 0 else after_name
            message = numbered(cls, str(e))
            parser.raise_error(f"'{cls.name}' op {message}", at, max(at, parser.pos))

    op.parse = classmethod(parse)  # type: ignore[method-assign, assignment]
    return op


# ---------------------------------------------------------------------------
# ODS's own checks, in ODS's order and words
# ---------------------------------------------------------------------------


def _values(group: object) -> tuple[SSAValue, ...]:
    if group is None:
        return ()
    if isinstance(group, SSAValue):
        return (cast(SSAValue, group),)
    return tuple(cast(Sequence[SSAValue], group))


def _described(constraint: object) -> Described[Attribute] | None:
    """The `Described` inside xDSL's range wrappers of an operand or result."""
    while not isinstance(constraint, Described):
        inner = getattr(constraint, "constraint", None) or getattr(
            constraint, "constr", None
        )
        if inner is None:
            return None
        constraint = cast(object, inner)
    return cast(Described[Attribute], constraint)


def verify_ods_invariants(op: IRDLOperation) -> None:
    """What ODS's generated `verifyInvariantsImpl` reports first, in its words:
    a required attribute missing (`requires attribute 'perm'`), an attribute's
    constraint, then each operand and result type, numbered over all values
    (`operand #1 must be ranked tensor or memref, but got 'index'`,
    `result #0 must be variadic of ranked tensor of any type values, ...`).
    Returns when these hold (the failure was something else)."""
    definition = type(op).get_irdl_definition()
    context = VerificationContext()
    for name, prop in definition.properties.items():
        if name not in op.properties and not isinstance(prop, OptPropertyDef):
            raise VerifyException(f"requires attribute '{name}'")
    for name, prop in definition.properties.items():
        if name in op.properties:
            prop.constr.verify(op.properties[name], context)
    try:
        groups = [
            (kind, d, _values(getattr(op, field)))
            for kind, defs in (
                ("operand", definition.operands),
                ("result", definition.results),
            )
            for field, d in defs
        ]
    except (VerifyException, ValueError, IndexError):
        return  # segment sizes that do not add up: xDSL's message stands
    index = {"operand": 0, "result": 0}
    for kind, d, values in groups:
        described = _described(d.constr)
        for value in values:
            position = index[kind]
            index[kind] += 1
            if described is None:
                continue
            try:
                described.inner.verify(value.type, context)
            except VerifyException:
                variadic = isinstance(d, VarOperandDef | VarResultDef)
                summary = ("variadic of " if variadic else "") + described.summary
                raise VerifyException(
                    f"{kind} #{position} must be {summary}, but got '{value.type}'"
                ) from None


def ods_messages(op: type[OpT]) -> type[OpT]:
    """Makes an op's verification failures of ODS constraints read as MLIR's
    (`verify_ods_invariants`), at no cost when the op verifies. A class
    decorator, above `@irdl_op_definition`."""
    verify = op.verify_

    def verify_(self: OpT) -> None:
        try:
            verify(self)
        except VerifyException:
            verify_ods_invariants(self)
            raise

    op.verify_ = verify_  # type: ignore[method-assign]
    return op


# ---------------------------------------------------------------------------
# Region ops: upstream's region traits, with MLIR's messages and syntax
# ---------------------------------------------------------------------------


class RegionTraitVerifyException(VerifyException):
    """A failure of a check MLIR makes after the ops nested in the op (a region
    trait, `verifyRegionTrait`), reported at `op` (the op verified, or the nested
    op MLIR names). xhip's tools report the first failure in MLIR's order: an op's
    own checks, then its nested ops', then its region traits."""

    def __init__(
        self,
        message: str,
        op: Operation,
        notes: Sequence[tuple[str, Operation]] = (),
    ) -> None:
        super().__init__(message)
        self.op = op
        self.notes = tuple(notes)
        """MLIR's notes of the error: (message, the op they point at)."""


def verify_single_block(op: Operation) -> None:
    """MLIR's `OpTrait::SingleBlock` (each region has no block or one, not an
    empty one unless the op has `NoTerminator`), then ODS's `SizedRegion<1>` on
    every region (the hip region ops all declare it; ODS checks its region
    constraints after the op's traits), with their messages."""
    for i, region in enumerate(op.regions):
        if not region.blocks:
            continue
        if len(region.blocks) > 1:
            raise VerifyException(f"expects region #{i} to have 0 or 1 blocks")
        if not op.has_trait(NoTerminator) and region.block.first_op is None:
            raise VerifyException("expects a non-empty block")
    names = [name for name, _ in type(op).get_irdl_definition().regions]  # pyright: ignore[reportAttributeAccessIssue, reportUnknownMemberType, reportUnknownVariableType]
    for i, region in enumerate(op.regions):
        if len(region.blocks) != 1:
            name = cast(str, names[i]) if i < len(names) else ""  # pyright: ignore[reportUnknownArgumentType]
            raise VerifyException(
                f"region #{i} ('{name}') failed to verify constraint: "
                "region with 1 blocks"
            )


class SingleBlockNoTerminator(NoTerminator):
    """Upstream's `[SingleBlock, NoTerminator]` with `SizedRegion<1>` regions:
    `verify_single_block` (xDSL's `NoTerminator` has its own message for two
    blocks)."""

    def verify(self, op: Operation) -> None:
        verify_single_block(op)


@dataclass(frozen=True)
class ImplicitTerminator(SingleBlockImplicitTerminator):
    """MLIR's `SingleBlockImplicitTerminator<T>` with `SizedRegion<1>` regions and
    MLIR's messages: `verify_single_block`, then (a region trait) each non-empty
    region ends with a `T`. `region_syntax` gives the op the syntax that goes
    with it."""

    def verify(self, op: Operation) -> None:
        verify_single_block(op)
        for region in op.regions:
            last = region.block.last_op if region.blocks else None
            if last is not None and not isinstance(last, self.op_type):
                name = (
                    last.op_name.data if isinstance(last, UnregisteredOp) else last.name
                )
                raise RegionTraitVerifyException(
                    f"expects regions to end with '{self.op_type.name}', "
                    f"found '{name}'",
                    op,
                    [
                        (
                            "in custom textual format, the absence of terminator "
                            f"implies '{self.op_type.name}'",
                            op,
                        )
                    ],
                )


class IsolatedRegions(IsolatedFromAbove):
    """MLIR's `IsolatedFromAbove` (a region trait) with MLIR's message, at the op
    that uses a value defined outside (xDSL's names the isolated op)."""

    def verify(self, op: Operation) -> None:
        regions = list(op.regions)
        while regions:
            for block in regions.pop().blocks:
                for child in block.ops:
                    for operand in child.operands:
                        if not op.is_ancestor(operand.owner) or operand.owner is op:
                            raise RegionTraitVerifyException(
                                "using value defined outside the region",
                                child,
                                [("required by region isolation constraints", op)],
                            )
                    if not child.has_trait(IsolatedFromAbove):
                        regions += child.regions


def region_syntax(op: type[OpT]) -> type[OpT]:
    """The custom syntax MLIR's declarative format gives a region of an op with
    `SingleBlock` or `SingleBlockImplicitTerminator` (a class decorator, above
    `@irdl_op_definition`, as `located_parse`).

    Parsing: an empty region (`{}`) gets its block; with an implicit terminator
    `T`, a block that does not end with a registered terminator gets a `T()`
    (MLIR's `ensureTerminator`). Printing: an entry block without arguments or
    ops prints no header (`{` `}`), and a terminator without operands,
    results or attributes is left out (MLIR's declarative printer), so that
    `hip.hipdnn_graph_outline ... { ^bb0(%a: T): "test.op"(%a) ... }` reads and
    prints as in MLIR.
    """
    parse_custom = op.parse
    print_custom = op.print
    implicit = op.get_trait(SingleBlockImplicitTerminator)

    def parse(cls: type[IRDLOperation], parser: Parser) -> IRDLOperation:
        parsed = parse_custom.__func__(cls, parser)  # pyright: ignore[reportFunctionMemberAccess]
        for region in cast(IRDLOperation, parsed).regions:
            if not region.blocks:
                region.add_block(Block())
            if implicit is None:
                continue
            for block in region.blocks:
                last = block.last_op
                if last is None or not last.has_trait(
                    IsTerminator, value_if_unregistered=False
                ):
                    block.add_op(implicit.op_type.create())
        return cast(IRDLOperation, parsed)

    def print_op(self: IRDLOperation, printer: Printer) -> None:
        terminators = True
        if implicit is not None:
            terminators = not all(
                (last := r.block.last_op) is not None
                and not (last.operands or last.results or last.attributes)
                and not last.properties
                for r in self.regions
                if len(r.blocks) == 1
            )
        # The format prints the op's regions through `printer.print_region`
        # (the nested ops' regions too): the flags apply to the first call,
        # the op's own region, and the printer's method is back for the rest.
        own = printer.print_region

        def print_region(region: Region, *args: Any, **kwargs: Any) -> None:
            del printer.print_region  # pyright: ignore[reportAttributeAccessIssue]
            own(region, True, False, terminators)

        printer.print_region = print_region  # type: ignore[method-assign]
        try:
            print_custom(cast(Any, self), printer)
        finally:
            printer.__dict__.pop("print_region", None)

    op.parse = classmethod(parse)  # type: ignore[method-assign, assignment]
    op.print = print_op  # type: ignore[method-assign, assignment]
    return op


# ---------------------------------------------------------------------------
# Memory effects
# ---------------------------------------------------------------------------


def is_memref(attr: Attribute) -> bool:
    return isinstance(attr, MemRefType | UnrankedMemRefType)


def is_tensor(attr: Attribute) -> bool:
    return isinstance(attr, TensorType)


class AllocatesResults(MemoryEffect):
    """Allocate on each memref result (`hip.get_pool`, `hip.alloc`, ...)."""

    @classmethod
    def get_effects(cls, op: Operation) -> AbstractSet[EffectInstance]:
        return frozenset(
            EffectInstance(MemoryEffectKind.ALLOC, r)
            for r in op.results
            if is_memref(r.type)
        )


class WritesResults(MemoryEffect):
    """Write on each memref result (`hip.alloc_output`, docs/semantics.md §11.3: not Allocate)."""

    @classmethod
    def get_effects(cls, op: Operation) -> AbstractSet[EffectInstance]:
        return frozenset(
            EffectInstance(MemoryEffectKind.WRITE, r)
            for r in op.results
            if is_memref(r.type)
        )


class FreesOperands(MemoryEffect):
    """Free on each memref operand (`hip.free`)."""

    @classmethod
    def get_effects(cls, op: Operation) -> AbstractSet[EffectInstance]:
        return frozenset(
            EffectInstance(MemoryEffectKind.FREE, v)
            for v in op.operands
            if is_memref(v.type)
        )


class DpsMemoryEffect(MemoryEffect):
    """Read on each memref `ins` operand, write on each memref `outs` operand.

    As MLIR's linalg ops: tensor operands are values, with no effect, so a
    destination-passing op on tensors is effect-free.
    """

    @classmethod
    def get_effects(cls, op: Operation) -> AbstractSet[EffectInstance] | None:
        if not isinstance(op, HipDpsOp):
            return None
        reads = (
            EffectInstance(MemoryEffectKind.READ, v)
            for v in op.dps_inputs()
            if is_memref(v.type)
        )
        writes = (
            EffectInstance(MemoryEffectKind.WRITE, v)
            for v in op.dps_inits()
            if is_memref(v.type)
        )
        return frozenset((*reads, *writes))


# ---------------------------------------------------------------------------
# Base classes
# ---------------------------------------------------------------------------


class HipOp(IRDLOperation):
    """Base of every hip op: keeps attributes and properties sorted by name.

    MLIR holds them in dictionaries sorted by name and prints them in that order,
    in the custom `{...}` and in the generic `<{...}>` form; so does xhip, whatever
    order the input or the builder used.
    """

    def __post_init__(self) -> None:
        super().__post_init__()  # fills in the defaults
        self.properties = dict(sorted(self.properties.items()))
        self.attributes = dict(sorted(self.attributes.items()))


class HipDpsOp(HipOp):
    """Base of the destination-passing hip ops (upstream `Hip_DpsOp`).

    `INS` and `OUTS` name the operand definitions the op reads and writes (its
    `ins` and `outs`); the liveness analysis and the NumPy executor use
    `dps_inputs`/`dps_inits`. Every result is a tensor, tied to a tensor init.

    The verifier is MLIR's `DestinationStyleOpInterface` check, which MLIR runs
    after the op's own (`hip_checks`, run by the generated `verify_` first):

    * one result per tensor init, none with memrefs: `expected the number of
      tensor results (0) to be equal to the number of output tensors (1)`;
    * each result has the type of its init: `expected type of operand #3
      ('tensor<4xf16>') to match type of corresponding result ('tensor<8xf16>')`
      (operand numbers count every operand, the context included).

    Tensors and memrefs may be mixed as far as this check goes (upstream's ops
    without a verifier accept it; those with one reject it, `hip_checks`).
    """

    INS: ClassVar[tuple[str, ...]] = ()
    OUTS: ClassVar[tuple[str, ...]] = ()

    traits = traits_def(DpsMemoryEffect())

    def _operand_positions(self) -> dict[str, range]:
        """The positions in `operands` of each operand definition."""
        positions: dict[str, range] = {}
        start = 0
        for field, _ in self.get_irdl_definition().operands:
            group: object = getattr(self, field)
            if group is None:
                count = 0
            elif isinstance(group, SSAValue):
                count = 1
            else:
                count = len(cast(Sequence[SSAValue], group))
            positions[field] = range(start, start + count)
            start += count
        return positions

    def dps_input_positions(self) -> tuple[int, ...]:
        """The positions in `operands` of the `ins`."""
        fixed = _fixed_dps_positions(type(self))
        if fixed is not None and len(self.operands) == fixed[2]:
            return fixed[0]
        positions = self._operand_positions()
        return tuple(i for field in self.INS for i in positions[field])

    def dps_init_positions(self) -> tuple[int, ...]:
        """The positions in `operands` of the `outs`."""
        fixed = _fixed_dps_positions(type(self))
        if fixed is not None and len(self.operands) == fixed[2]:
            return fixed[1]
        positions = self._operand_positions()
        return tuple(i for field in self.OUTS for i in positions[field])

    def dps_inputs(self) -> tuple[SSAValue, ...]:
        """The operands this op reads (its `ins`)."""
        return tuple(self.operands[i] for i in self.dps_input_positions())

    def dps_inits(self) -> tuple[SSAValue, ...]:
        """The operands this op writes (its `outs`)."""
        return tuple(self.operands[i] for i in self.dps_init_positions())

    def verify_(self) -> None:
        inits = self.dps_init_positions()
        tensor_inits = [i for i in inits if is_tensor(self.operands[i].type)]
        if len(self.results) != len(tensor_inits):
            raise VerifyException(
                f"expected the number of tensor results ({len(self.results)}) to be "
                f"equal to the number of output tensors ({len(tensor_inits)})"
            )
        for i, result in zip(tensor_inits, self.results, strict=True):
            if result.type != self.operands[i].type:
                raise VerifyException(
                    f"expected type of operand #{i} ('{self.operands[i].type}') to "
                    f"match type of corresponding result ('{result.type}')"
                )


@cache
def _fixed_dps_positions(
    cls: type[HipDpsOp],
) -> tuple[tuple[int, ...], tuple[int, ...], int] | None:
    """The `ins` and `outs` positions of an op class whose operand definitions
    are all single (not variadic, not optional), and its operand count: the
    same for every op of the class, so computed once (the effects of every
    DPS op use them); None for a class with a variadic definition."""
    definitions = cls.get_irdl_definition().operands
    if any(isinstance(d, VariadicDef) for _, d in definitions):
        return None
    at = {name: i for i, (name, _) in enumerate(definitions)}
    return (
        tuple(at[f] for f in cls.INS),
        tuple(at[f] for f in cls.OUTS),
        len(definitions),
    )


# ---------------------------------------------------------------------------
# What the generated builders call
# ---------------------------------------------------------------------------


def tensor_results(
    result_types: Sequence[Attribute] | None,
    *inits: Value | Sequence[Value] | None,
) -> Sequence[Attribute]:
    """The result types of a DPS op: as given, or else one per tensor init."""
    if result_types is not None:
        return result_types
    values: list[SSAValue] = []
    for group in inits:
        if group is None:
            continue
        if isinstance(group, SSAValue | Operation):
            values.append(SSAValue.get(group))
        else:
            values.extend(SSAValue.get(v) for v in group)
    return [v.type for v in values if is_tensor(v.type)]


def i64_attr(value: int | IntegerAttr[I64] | None) -> IntegerAttr[I64] | None:
    return IntegerAttr(value, i64) if isinstance(value, int) else value


def i32_attr(value: int | IntegerAttr[I32] | None) -> IntegerAttr[I32] | None:
    return IntegerAttr(value, i32) if isinstance(value, int) else value


def f32_attr(value: float | FloatAttr | None) -> FloatAttr | None:
    return FloatAttr(value, f32) if isinstance(value, int | float) else value


def f64_attr(value: float | FloatAttr | None) -> FloatAttr | None:
    return FloatAttr(value, f64) if isinstance(value, int | float) else value


def str_attr(value: str | StringAttr | None) -> StringAttr | None:
    return StringAttr(value) if isinstance(value, str) else value


def bool_attr(value: bool | IntegerAttr[I1] | None) -> IntegerAttr[I1] | None:
    return IntegerAttr(int(value), i1) if isinstance(value, bool) else value


def unit_attr(value: bool) -> UnitAttr | None:
    return UnitAttr() if value else None


def i64_array_attr(
    value: Sequence[int] | ArrayAttr[IntegerAttr[I64]] | None,
) -> ArrayAttr[IntegerAttr[I64]] | None:
    if value is None or isinstance(value, ArrayAttr):
        return value
    return ArrayAttr([IntegerAttr(v, i64) for v in value])

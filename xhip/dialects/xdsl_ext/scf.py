"""scf: MLIR's syntax on xDSL's `scf.parallel` / `scf.reduce`, the ops of
`scf.forall` xDSL lacks, and MLIR's implicit `scf.yield` of `scf.if`. Each is a
change of `xdsl/dialects/scf.py` upstream:

* `scf.parallel` / `scf.reduce` read and print MLIR's forms (`scf.parallel (%i)
  = (%lb) to (%ub) step (%s) init (%v) -> f32 { ... scf.reduce(%e : f32) { ... }
  }`, several reduce regions separated by `, `, the bare `scf.reduce ` with
  MLIR's trailing space); xDSL's classes. Upstream: the formats.
* new ops `scf.forall` (`in (ubs)` or `= (lbs) to (ubs) step (steps)`, static
  and dynamic bounds, `shared_outs(...) -> (...)`, `mapping` in the attribute
  dictionary, MLIR's implicit terminator) and `scf.forall.in_parallel`.
  Upstream: `ForallOp`, `InParallelOp`.
* `scf.if`: xDSL's parser adds the implicit `scf.yield` only when the region's
  last op is not a terminator, and it counts an unregistered op as one (the
  default of `has_trait` for unregistered ops). MLIR adds the yield after
  `"test.use"(...)`; so does xhip, which keeps IR such as pass outputs of tests
  with unregistered ops printable and re-parsable.
  Upstream: `has_trait(IsTerminator, value_if_unregistered=False)` in
  `IfOp.parse_region_with_yield`.
"""

from __future__ import annotations

from collections.abc import Sequence

from xdsl.dialects import scf
from xdsl.dialects.builtin import (
    DYNAMIC_INDEX,
    ArrayAttr,
    DenseArrayBase,
    FunctionType,
    IndexType,
    IntegerType,
    TensorType,
    i64,
)
from xdsl.dialects.utils import (
    parse_assignment,
    parse_dynamic_index_list_without_types,
    print_assignment,
    print_dynamic_index_list,
)
from xdsl.ir import Attribute, Block, Operation, Region, SSAValue
from xdsl.irdl import (
    AttrSizedOperandSegments,
    IRDLOperation,
    irdl_op_definition,
    lazy_traits_def,
    opt_prop_def,
    prop_def,
    region_def,
    var_operand_def,
    var_result_def,
)
from xdsl.parser import Parser, UnresolvedOperand
from xdsl.printer import Printer
from xdsl.traits import (
    HasParent,
    IsTerminator,
    NoTerminator,
    Pure,
    RecursiveMemoryEffect,
    SingleBlockImplicitTerminator,
    ensure_terminator,
)
from xdsl.utils.exceptions import VerifyException

from xhip.dialects.xdsl_ext.patching import patch, set_syntax


def _print_arrow_types(printer: Printer, types: Sequence[Attribute]) -> None:
    """MLIR's `printOptionalArrowTypeList`: ` -> T` or ` -> (T, U)`."""
    if not types:
        return
    printer.print_string(" -> ")
    if len(types) == 1 and not isinstance(types[0], FunctionType):
        printer.print_attribute(types[0])
        return
    printer.print_string("(")
    printer.print_list(types, printer.print_attribute)
    printer.print_string(")")


def _parse_arrow_types(parser: Parser) -> list[Attribute]:
    if parser.parse_optional_punctuation("->") is None:
        return []
    if parser.parse_optional_punctuation("(") is not None:
        if parser.parse_optional_punctuation(")") is not None:
            return []
        types: list[Attribute] = parser.parse_comma_separated_list(
            parser.Delimiter.NONE, parser.parse_type
        )
        parser.parse_punctuation(")")
        return types
    return [parser.parse_type()]


def _ensure_implicit_terminator(op: Operation) -> None:
    for trait in op.get_traits_of_type(SingleBlockImplicitTerminator):
        ensure_terminator(op, trait)


def parse_parallel(cls: type[scf.ParallelOp], parser: Parser) -> scf.ParallelOp:
    """`(%i, ...) = (%lb, ...) to (%ub, ...) step (%s, ...) [init (%v, ...)]
    [-> T | -> (T, ...)] { body } {attrs}`."""
    index = IndexType()
    ivs = parser.parse_comma_separated_list(
        parser.Delimiter.PAREN, lambda: parser.parse_argument(expect_type=False)
    )
    parser.parse_punctuation("=")

    def operands() -> list[SSAValue]:
        names = parser.parse_comma_separated_list(
            parser.Delimiter.PAREN, parser.parse_unresolved_operand
        )
        return [parser.resolve_operand(n, index) for n in names]

    lower = operands()
    parser.parse_keyword("to")
    upper = operands()
    parser.parse_keyword("step")
    steps = operands()
    inits: list[UnresolvedOperand] = []
    if parser.parse_optional_keyword("init") is not None:
        inits = parser.parse_comma_separated_list(
            parser.Delimiter.PAREN, parser.parse_unresolved_operand
        )
    pos = parser.pos
    types = _parse_arrow_types(parser)
    if len(types) != len(inits):
        parser.raise_error(
            f"expected {len(inits)} result types, got {len(types)}", pos, parser.pos
        )
    init_values = [
        parser.resolve_operand(v, t) for v, t in zip(inits, types, strict=True)
    ]
    body = parser.parse_region([iv.resolve(index) for iv in ivs])
    attrs = parser.parse_optional_attr_dict()
    op = cls(lower, upper, steps, body, init_values)
    op.attributes |= attrs
    _ensure_implicit_terminator(op)
    return op


def print_parallel(op: scf.ParallelOp, printer: Printer) -> None:
    printer.print_string(" (")
    printer.print_list(
        op.body.block.args, lambda a: printer.print_block_argument(a, print_type=False)
    )
    printer.print_string(") = (")
    printer.print_list(op.lowerBound, printer.print_ssa_value)
    printer.print_string(") to (")
    printer.print_list(op.upperBound, printer.print_ssa_value)
    printer.print_string(") step (")
    printer.print_list(op.step, printer.print_ssa_value)
    printer.print_string(")")
    if op.initVals:
        printer.print_string(" init (")
        printer.print_list(op.initVals, printer.print_ssa_value)
        printer.print_string(")")
    _print_arrow_types(printer, op.result_types)
    printer.print_string(" ")
    printer.print_region(op.body, print_entry_block_args=False)
    printer.print_op_attributes(op.attributes)


def parse_reduce(cls: type[scf.ReduceOp], parser: Parser) -> scf.ReduceOp:
    """`[(%v, ... : T, ...)] { ^bb0(%a: T, %b: T): ... }, ... {attrs}`."""
    values: list[SSAValue] = []
    if parser.parse_optional_punctuation("(") is not None:
        names = parser.parse_comma_separated_list(
            parser.Delimiter.NONE, parser.parse_unresolved_operand
        )
        parser.parse_punctuation(":")
        pos = parser.pos
        types = parser.parse_comma_separated_list(
            parser.Delimiter.NONE, parser.parse_type
        )
        parser.parse_punctuation(")")
        if len(types) != len(names):
            parser.raise_error(
                f"expected {len(names)} types, got {len(types)}", pos, parser.pos
            )
        values = [
            parser.resolve_operand(n, t) for n, t in zip(names, types, strict=True)
        ]
    regions: list[Region] = []
    region = parser.parse_optional_region()
    if region is not None:
        regions.append(region)
        while parser.parse_optional_punctuation(",") is not None:
            regions.append(parser.parse_region())
    attrs = parser.parse_optional_attr_dict()
    op = cls(values, regions)
    op.attributes |= attrs
    return op


def print_reduce(op: scf.ReduceOp, printer: Printer) -> None:
    # MLIR prints a space after the name even with nothing else: `scf.reduce `.
    if op.args:
        printer.print_string("(")
        printer.print_list(op.args, printer.print_ssa_value)
        printer.print_string(" : ")
        printer.print_list((a.type for a in op.args), printer.print_attribute)
        printer.print_string(")")
    printer.print_string(" ")
    for i, region in enumerate(op.reductions):
        if i:
            printer.print_string(", ")
        printer.print_region(region)
    printer.print_op_attributes(op.attributes)


# --- scf.forall / scf.forall.in_parallel ----------------------------------------

I64_ARRAY = DenseArrayBase.constr(i64)
"""The static bounds of `scf.forall` and the static offsets, sizes and strides
of `tensor.parallel_insert_slice`."""


@irdl_op_definition
class InParallelOp(IRDLOperation):
    """`scf.forall.in_parallel { ... }`: the terminator of `scf.forall`, whose
    single block (no terminator) holds the parallel inserts into its outputs."""

    name = "scf.forall.in_parallel"

    region = region_def("single_block")

    traits = lazy_traits_def(
        lambda: (IsTerminator(), HasParent(ForallOp), NoTerminator(), Pure())
    )

    def __init__(self, body: Region | None = None):
        super().__init__(regions=[body if body is not None else Region(Block())])

    @classmethod
    def parse(cls, parser: Parser) -> InParallelOp:
        region = parser.parse_region()
        if not region.blocks:
            region.add_block(Block())
        attrs = parser.parse_optional_attr_dict()
        op = cls(region)
        op.attributes |= attrs
        return op

    def print(self, printer: Printer) -> None:
        printer.print_string(" ")
        printer.print_region(
            self.region, print_entry_block_args=False, print_block_terminators=False
        )
        printer.print_op_attributes(self.attributes)


@irdl_op_definition
class ForallOp(IRDLOperation):
    """`scf.forall`: a parallel loop nest over tensors (`shared_outs`) or for its
    effects.

    `%r = scf.forall (%i) in (8) shared_outs(%o = %t) -> (tensor<8xf32>) {...}`,
    `scf.forall (%i) = (0) to (%n) step (2) {...} {mapping = [...]}`.
    """

    name = "scf.forall"

    dynamicLowerBound = var_operand_def(IndexType)
    dynamicUpperBound = var_operand_def(IndexType)
    dynamicStep = var_operand_def(IndexType)
    outputs = var_operand_def(TensorType)
    staticLowerBound = prop_def(I64_ARRAY)
    staticUpperBound = prop_def(I64_ARRAY)
    staticStep = prop_def(I64_ARRAY)
    mapping = opt_prop_def(ArrayAttr)
    res = var_result_def()
    region = region_def("single_block")

    irdl_options = (AttrSizedOperandSegments(as_property=True),)

    traits = lazy_traits_def(
        lambda: (SingleBlockImplicitTerminator(InParallelOp), RecursiveMemoryEffect())
    )

    def verify_(self) -> None:
        """MLIR's `ForallOp::verify` (but the device mapping's own checks), with
        its messages."""
        rank = len(self.staticUpperBound.get_values())
        if len(self.results) != len(self.outputs):
            raise VerifyException(
                f"produces {len(self.results)} results, but has only "
                f"{len(self.outputs)} outputs"
            )
        args = self.region.block.args
        if len(args) != rank + len(self.outputs):
            raise VerifyException(f"region expects {rank} arguments")
        for i, arg in enumerate(args[:rank]):
            if not isinstance(arg.type, IndexType):
                raise VerifyException(f"expects {i}-th block argument to be an index")
        for i, (arg, out) in enumerate(zip(args[rank:], self.outputs, strict=True)):
            if arg.type != out.type:
                raise VerifyException(
                    f"type mismatch between {i}-th output and corresponding block "
                    "argument"
                )
        if self.mapping is not None and len(self.mapping.data) not in (0, rank):
            raise VerifyException("mapping attribute size must match op rank")
        for name, static, dynamic in (
            ("lower bound", self.staticLowerBound, self.dynamicLowerBound),
            ("upper bound", self.staticUpperBound, self.dynamicUpperBound),
            ("step", self.staticStep, self.dynamicStep),
        ):
            values = static.get_values()
            if len(values) != rank:
                raise VerifyException(
                    f"expected {rank} {name} values, got {len(values)}"
                )
            expected = sum(1 for v in values if v == DYNAMIC_INDEX)
            if expected != len(dynamic):
                raise VerifyException(
                    f"expected {expected} dynamic {name} values, got {len(dynamic)}"
                )
        for i, (res, out) in enumerate(zip(self.results, self.outputs, strict=True)):
            if res.type != out.type:
                raise VerifyException(
                    f"type mismatch between {i}-th output and corresponding result"
                )

    def is_normalized(self) -> bool:
        """All lower bounds 0 and all steps 1: printed `in (ubs)`."""
        return all(v == 0 for v in self.staticLowerBound.get_values()) and all(
            v == 1 for v in self.staticStep.get_values()
        )

    @classmethod
    def parse(cls, parser: Parser) -> ForallOp:
        index = IndexType()
        ivs = parser.parse_comma_separated_list(
            parser.Delimiter.PAREN, lambda: parser.parse_argument(expect_type=False)
        )

        def bounds() -> tuple[list[SSAValue], list[int]]:
            names, static = parse_dynamic_index_list_without_types(
                parser, DYNAMIC_INDEX, delimiter=parser.Delimiter.PAREN
            )
            return [parser.resolve_operand(n, index) for n in names], list(static)

        if parser.parse_optional_keyword("in") is not None:
            dyn_ub, ubs = bounds()
            dyn_lb, lbs = [], [0] * len(ubs)
            dyn_step, steps = [], [1] * len(ubs)
        else:
            parser.parse_punctuation("=")
            dyn_lb, lbs = bounds()
            parser.parse_keyword("to")
            dyn_ub, ubs = bounds()
            parser.parse_keyword("step")
            dyn_step, steps = bounds()
        out_args: list[Parser.UnresolvedArgument] = []
        out_values: list[UnresolvedOperand] = []
        types: list[Attribute] = []
        if parser.parse_optional_keyword("shared_outs") is not None:
            for arg, value in parser.parse_comma_separated_list(
                parser.Delimiter.PAREN, lambda: parse_assignment(parser)
            ):
                out_args.append(arg)
                out_values.append(value)
            pos = parser.pos
            types = _parse_arrow_types(parser)
            if len(types) != len(out_values):
                parser.raise_error(
                    f"expected {len(out_values)} result types, got {len(types)}",
                    pos,
                    parser.pos,
                )
        outputs = [
            parser.resolve_operand(v, t) for v, t in zip(out_values, types, strict=True)
        ]
        block_args = [iv.resolve(index) for iv in ivs] + [
            a.resolve(t) for a, t in zip(out_args, types, strict=True)
        ]
        region = parser.parse_region(block_args)
        attrs = parser.parse_optional_attr_dict()
        properties: dict[str, Attribute] = {
            "staticLowerBound": DenseArrayBase.from_list(i64, lbs),
            "staticUpperBound": DenseArrayBase.from_list(i64, ubs),
            "staticStep": DenseArrayBase.from_list(i64, steps),
        }
        if "mapping" in attrs:
            properties["mapping"] = attrs.pop("mapping")
        op = cls.build(
            operands=[dyn_lb, dyn_ub, dyn_step, outputs],
            result_types=[types],
            properties=properties,
            regions=[region],
            attributes=attrs,
        )
        # xDSL's `ensure_terminator` would create an `InParallelOp` without its
        # region: MLIR's `ForallOp::ensureTerminator` gives it an empty block.
        for block in region.blocks:
            last = block.last_op
            if last is None or not last.has_trait(
                IsTerminator, value_if_unregistered=False
            ):
                block.add_op(InParallelOp())
        return op

    def print(self, printer: Printer) -> None:
        rank = len(self.staticUpperBound.get_values())
        args = self.region.block.args
        printer.print_string(" (")
        printer.print_list(
            args[:rank], lambda a: printer.print_block_argument(a, print_type=False)
        )
        printer.print_string(")")

        def bounds(
            values: Sequence[SSAValue], static: DenseArrayBase[IntegerType]
        ) -> None:
            print_dynamic_index_list(
                printer,
                DYNAMIC_INDEX,
                values,
                static.get_values(),
                delimiter=Parser.Delimiter.PAREN,
            )

        if self.is_normalized():
            printer.print_string(" in ")
            bounds(self.dynamicUpperBound, self.staticUpperBound)
        else:
            printer.print_string(" = ")
            bounds(self.dynamicLowerBound, self.staticLowerBound)
            printer.print_string(" to ")
            bounds(self.dynamicUpperBound, self.staticUpperBound)
            printer.print_string(" step ")
            bounds(self.dynamicStep, self.staticStep)
        if self.outputs:
            printer.print_string(" shared_outs(")
            printer.print_list(
                zip(args[rank:], self.outputs, strict=False),
                lambda pair: print_assignment(printer, *pair),
            )
            printer.print_string(") -> (")
            printer.print_list(self.result_types, printer.print_attribute)
            printer.print_string(")")
        printer.print_string(" ")
        printer.print_region(
            self.region,
            print_entry_block_args=False,
            print_block_terminators=bool(self.results),
        )
        attrs = dict(self.attributes)
        if self.mapping is not None:
            attrs = {"mapping": self.mapping, **attrs}
        printer.print_op_attributes(attrs)


def scf_if_region(parser: Parser) -> Region:
    """A region of `scf.if`, with MLIR's implicit `scf.yield` when it has none
    (also after an unregistered op, which xDSL's parser takes for a terminator)."""
    region = parser.parse_region()
    block = region.blocks.last
    if block is None:
        block = Block()
        region.add_block(block)
    last = block.last_op
    if last is None or not last.has_trait(IsTerminator, value_if_unregistered=False):
        block.add_op(scf.YieldOp())
    return region


ADDED: tuple[type[IRDLOperation], ...] = (ForallOp, InParallelOp)
"""scf ops xDSL does not define."""


def install() -> None:
    """Sets MLIR's syntax on xDSL's `scf.parallel` / `scf.reduce` and the implicit
    yield of `scf.if` (see the module)."""
    set_syntax(scf.ParallelOp, parse_parallel, print_parallel)
    set_syntax(scf.ReduceOp, parse_reduce, print_reduce)
    patch(scf.IfOp, "parse_region_with_yield", staticmethod(scf_if_region))

"""linalg as MLIR 22 has it: every structured op, custom and generic forms,
MLIR's memory effects, `linalg.index` in any of them.

Replaced (xDSL's cannot hold MLIR's form or declares no effects): `generic`,
`reduce` (variadic, short form `{ arith.addf }`), `transpose`, `broadcast`,
`index` (xDSL allows it in `linalg.generic` only) and xDSL's named ops. Added:
`map`, the other named ops (`linalg_named.py`, generated from MLIR's `.td`)
and the ops outside the structured interface (`linalg_other.py`).
`linalg.yield` and `#linalg.iterator_type` are xDSL's.

The payload of `map`/`reduce` in short form, `{ arith.addf {attrs} }`, is one op
applied to the inputs' block arguments (and, for `reduce`, the init's) and
yielded; printed that way when the body is so (MLIR's `findPayloadOp`).

Upstream: these would replace xDSL's linalg ops.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import ClassVar, cast

from xdsl.dialects.builtin import (
    ArrayAttr,
    DenseArrayBase,
    DictionaryAttr,
    StringAttr,
    TensorType,
    i32,
    i64,
)
from xdsl.dialects.linalg.attrs import IteratorType, IteratorTypeAttr
from xdsl.dialects.linalg.ops import YieldOp
from xdsl.ir import Attribute, Block, Operation, Region, SSAValue
from xdsl.irdl import (
    AttrSizedOperandSegments,
    IRDLOperation,
    ParsePropInAttrDict,
    SameVariadicOperandSize,
    irdl_op_definition,
    operand_def,
    opt_prop_def,
    prop_def,
    region_def,
    traits_def,
    var_operand_def,
    var_result_def,
)
from xdsl.parser import Parser
from xdsl.printer import Printer

from xhip.dialects.xdsl_ext.linalg_base import (
    ElementwiseKindAttr,
    IndexOp,
    NamedStructuredOp,
    StructuredEffects,
    StructuredOp,
    TypeFnAttr,
    element_type,
    parse_operand_group,
    parse_result_types,
    print_operand_group,
    print_result_types,
    tensor_types,
)
from xhip.dialects.xdsl_ext.linalg_named import NAMED_OPS
from xhip.dialects.xdsl_ext.linalg_other import OPS as OTHER_OPS

_GENERIC_ATTRS = ("doc", "indexing_maps", "iterator_types", "library_call")


def _element(t: Attribute) -> Attribute:
    return element_type(t)


@irdl_op_definition
class GenericOp(StructuredOp):
    """`linalg.generic {indexing_maps = [...], iterator_types = ["parallel"]}
    ins(...) outs(...) [attrs = {...}] {^bb0(...): ...} [-> T]`."""

    name = "linalg.generic"

    inputs = var_operand_def()
    outputs = var_operand_def()
    result_tensors = var_result_def(TensorType)
    region = region_def()
    indexing_maps = prop_def(ArrayAttr)
    iterator_types = prop_def(ArrayAttr)
    doc = opt_prop_def(StringAttr)
    library_call = opt_prop_def(StringAttr)

    irdl_options = (AttrSizedOperandSegments(as_property=True), ParsePropInAttrDict())
    traits = traits_def(StructuredEffects())

    def dps_inputs(self) -> Sequence[SSAValue]:
        return self.inputs

    def dps_inits(self) -> Sequence[SSAValue]:
        return self.outputs

    @classmethod
    def parse(cls, parser: Parser) -> GenericOp:
        start = parser.pos
        leading = dict(parser.parse_optional_attr_dict())
        properties: dict[str, Attribute] = {}
        for name in _GENERIC_ATTRS:
            if name in leading:
                properties[name] = leading.pop(name)
        if "indexing_maps" not in properties or "iterator_types" not in properties:
            parser.raise_error(
                "expected indexing_maps and iterator_types", start, parser.pos
            )
        iterators = properties["iterator_types"]
        if isinstance(iterators, ArrayAttr):
            # The custom form writes them as strings, "parallel".
            properties["iterator_types"] = ArrayAttr(
                IteratorTypeAttr(IteratorType(it.data))
                if isinstance(it, StringAttr)
                else it
                for it in cast(ArrayAttr[Attribute], iterators).data
            )
        ins = parse_operand_group(parser, "ins")
        outs = parse_operand_group(parser, "outs")
        attributes = leading
        if parser.parse_optional_keyword("attrs") is not None:
            parser.parse_punctuation("=")
            attributes |= parser.parse_optional_attr_dict()
        region = parser.parse_region()
        result_types = parse_result_types(parser)
        properties["operandSegmentSizes"] = DenseArrayBase.from_list(
            i32, [len(ins), len(outs)]
        )
        return cls.create(
            operands=[*ins, *outs],
            result_types=result_types,
            properties=properties,
            attributes=attributes,
            regions=[region],
        )

    def print(self, printer: Printer) -> None:
        shown: dict[str, Attribute] = {}
        for name in _GENERIC_ATTRS:
            value = self.properties.get(name)
            if value is None:
                continue
            if name == "iterator_types" and isinstance(value, ArrayAttr):
                value = ArrayAttr(
                    StringAttr(str(it.data)) if isinstance(it, IteratorTypeAttr) else it
                    for it in cast(ArrayAttr[Attribute], value).data
                )
            shown[name] = value
        printer.print_string(" ")
        printer.print_attribute(DictionaryAttr(shown))
        print_operand_group(printer, "ins", self.inputs)
        print_operand_group(printer, "outs", self.outputs)
        if self.attributes:
            printer.print_string(" attrs = ")
            printer.print_attr_dict(self.attributes)
        printer.print_string(" ")
        printer.print_region(self.region)
        print_result_types(printer, self.result_tensors.types)


def _payload_op(block: Block, operands: Sequence[SSAValue]) -> Operation | None:
    """MLIR's `findPayloadOp`: the one op of `block` besides its yield, applied to
    exactly `operands` and yielded; None if the body is not so."""
    ops = list(block.ops)
    if len(ops) != 2 or not isinstance(ops[1], YieldOp):
        return None
    payload = ops[0]
    if not payload.operands or tuple(payload.operands) != tuple(operands):
        return None
    if tuple(ops[1].operands) != tuple(payload.results) or payload.regions:
        return None
    return payload


def _print_short_form(printer: Printer, payload: Operation) -> None:
    """MLIR's `printShortForm`: ` { NAME {attrs} }`, `fastmath<none>` elided."""
    printer.print_string(f" {{ {payload.name}")
    attrs: dict[str, Attribute] = {**payload.properties, **payload.attributes}
    for name, value in list(attrs.items()):
        if name == "fastmath" and str(value) == "#arith.fastmath<none>":
            del attrs[name]
            break
    printer.print_op_attributes(attrs)
    printer.print_string(" }")


def _parse_short_form(parser: Parser) -> tuple[str, dict[str, Attribute]] | None:
    if parser.parse_optional_punctuation("{") is None:
        return None
    name = parser.parse_identifier()
    attrs = dict(parser.parse_optional_attr_dict())
    parser.parse_punctuation("}")
    return name, attrs


def _short_form_region(
    parser: Parser,
    payload: tuple[str, dict[str, Attribute]],
    arg_types: Sequence[Attribute],
    operands: Callable[[Block], Sequence[SSAValue]],
) -> Region:
    """The body a short form stands for: `arg_types` block arguments, the
    payload applied to `operands(block)`, its result (of the last argument's
    type) yielded."""
    name, attrs = payload
    op_type = parser.ctx.get_op(name)
    block = Block(arg_types=arg_types)
    props = {}
    if issubclass(op_type, IRDLOperation):
        known = op_type.get_irdl_definition().properties
        props = {k: attrs.pop(k) for k in list(attrs) if k in known}
    op = op_type.create(
        operands=operands(block),
        result_types=[arg_types[-1]],
        properties=props,
        attributes=attrs,
    )
    block.add_ops([op, YieldOp(*op.results)])
    return Region(block)


def _parse_optional_body(parser: Parser) -> Region | None:
    """`(%in: f32, %init: f32) { ... }`, if there."""
    args = parser.parse_optional_comma_separated_list(
        Parser.Delimiter.PAREN, parser.parse_argument
    )
    if args is None:
        return None
    return parser.parse_region(args)


def _print_body(printer: Printer, region: Region) -> None:
    """MLIR's `(%in: f32, %init: f32) { ... }` on the next line, indented."""
    block = region.blocks.first
    with printer.indented():
        printer.print_string("\n")
    with printer.in_parens():
        printer.print_list(block.args if block else (), printer.print_block_argument)
    printer.print_string(" ")
    printer.print_region(region, print_entry_block_args=False)


@irdl_op_definition
class MapOp(StructuredOp):
    """`linalg.map [{ op }] ins(...) outs(%init : T) [(%a: f32, %init: f32) {...}]`:
    the mapper takes one element per input, then the init's."""

    name = "linalg.map"

    inputs = var_operand_def()
    init = operand_def()
    result = var_result_def(TensorType)
    mapper = region_def("single_block")

    traits = traits_def(StructuredEffects())

    def dps_inputs(self) -> Sequence[SSAValue]:
        return self.inputs

    def dps_inits(self) -> Sequence[SSAValue]:
        return (self.init,)

    @classmethod
    def parse(cls, parser: Parser) -> MapOp:
        payload = _parse_short_form(parser)
        ins = parse_operand_group(parser, "ins")
        outs = parse_operand_group(parser, "outs")
        if len(outs) != 1:
            parser.raise_error("linalg.map expects one init")
        attrs = dict(parser.parse_optional_attr_dict())
        arg_types = [_element(v.type) for v in (*ins, *outs)]
        if payload is not None:
            region = _short_form_region(
                parser, payload, arg_types, lambda b: b.args[: len(ins)]
            )
        else:
            region = _parse_optional_body(parser)
            if region is None:
                parser.raise_error("expected the mapper of linalg.map")
        init = outs[0]
        return cls.create(
            operands=[*ins, init],
            result_types=tensor_types([init]),
            attributes=attrs,
            regions=[region],
        )

    def print(self, printer: Printer) -> None:
        block = self.mapper.block
        payload = _payload_op(block, block.args[: len(self.inputs)])
        if payload is not None:
            _print_short_form(printer, payload)
        print_operand_group(printer, "ins", self.inputs)
        print_operand_group(printer, "outs", (self.init,))
        printer.print_op_attributes(self.attributes)
        if payload is None:
            _print_body(printer, self.mapper)


def _reduce_operands(block: Block) -> Sequence[SSAValue]:
    """The operands of `linalg.reduce`'s short-form payload: the init, then the
    inputs (MLIR's `findPayloadOp(body, initFirst=true)`)."""
    return (block.args[-1], *block.args[:-1])


@irdl_op_definition
class ReduceOp(StructuredOp):
    """`linalg.reduce [{ op }] ins(...) outs(...) dimensions = [d] [(%in, %init) {...}]`:
    the combiner takes one element per input, then per init."""

    name = "linalg.reduce"

    inputs = var_operand_def()
    inits = var_operand_def()
    results = var_result_def(TensorType)
    dimensions = prop_def(DenseArrayBase.constr(i64))
    combiner = region_def("single_block")

    irdl_options = (SameVariadicOperandSize(),)
    traits = traits_def(StructuredEffects())

    def dps_inputs(self) -> Sequence[SSAValue]:
        return self.inputs

    def dps_inits(self) -> Sequence[SSAValue]:
        return self.inits

    @classmethod
    def parse(cls, parser: Parser) -> ReduceOp:
        payload = _parse_short_form(parser)
        ins = parse_operand_group(parser, "ins")
        outs = parse_operand_group(parser, "outs")
        parser.parse_keyword("dimensions")
        parser.parse_punctuation("=")
        dims = parser.parse_comma_separated_list(
            Parser.Delimiter.SQUARE, parser.parse_integer
        )
        attrs = dict(parser.parse_optional_attr_dict())
        arg_types = [_element(v.type) for v in (*ins, *outs)]
        if payload is not None:
            region = _short_form_region(parser, payload, arg_types, _reduce_operands)
        else:
            region = _parse_optional_body(parser)
            if region is None:
                parser.raise_error("expected the combiner of linalg.reduce")
        return cls.create(
            operands=[*ins, *outs],
            result_types=tensor_types(outs),
            properties={"dimensions": DenseArrayBase.from_list(i64, dims)},
            attributes=attrs,
            regions=[region],
        )

    def print(self, printer: Printer) -> None:
        payload = _payload_op(
            self.combiner.block, _reduce_operands(self.combiner.block)
        )
        if payload is not None:
            _print_short_form(printer, payload)
        print_operand_group(printer, "ins", self.inputs)
        print_operand_group(printer, "outs", self.inits)
        printer.print_string(" dimensions = ")
        with printer.in_square_brackets():
            printer.print_list(self.dimensions.get_values(), printer.print_int)
        printer.print_string(" ")
        printer.print_op_attributes(self.attributes)
        if payload is None:
            _print_body(printer, self.combiner)


class _CopyLikeOp(StructuredOp):
    """`linalg.transpose` / `linalg.broadcast`: `ins(%in : A) outs(%init : B)
    KEYWORD = [...]`, the region (in, init) -> yield in hidden."""

    KEYWORD: ClassVar[str] = ""

    def dps_inputs(self) -> Sequence[SSAValue]:
        return self.operands[:1]

    def dps_inits(self) -> Sequence[SSAValue]:
        return self.operands[1:2]

    @classmethod
    def parse(cls, parser: Parser) -> IRDLOperation:
        ins = parse_operand_group(parser, "ins")
        outs = parse_operand_group(parser, "outs")
        if len(ins) != 1 or len(outs) != 1:
            parser.raise_error(f"{cls.name} expects one input and one init")
        parser.parse_keyword(cls.KEYWORD)
        parser.parse_punctuation("=")
        values = parser.parse_comma_separated_list(
            Parser.Delimiter.SQUARE, parser.parse_integer
        )
        attrs = dict(parser.parse_optional_attr_dict())
        block = Block(arg_types=[_element(ins[0].type), _element(outs[0].type)])
        block.add_op(YieldOp(block.args[0]))
        return cls.create(
            operands=[ins[0], outs[0]],
            result_types=tensor_types(outs[:1]),
            properties={cls.KEYWORD: DenseArrayBase.from_list(i64, values)},
            attributes=attrs,
            regions=[Region(block)],
        )

    def print(self, printer: Printer) -> None:
        print_operand_group(printer, "ins", self.operands[:1])
        print_operand_group(printer, "outs", self.operands[1:2])
        printer.print_string(f" {self.KEYWORD} = ")
        values = self.properties[self.KEYWORD]
        assert isinstance(values, DenseArrayBase)
        with printer.in_square_brackets():
            printer.print_list(values.get_values(), printer.print_int)
        printer.print_string(" ")
        printer.print_op_attributes(self.attributes)


@irdl_op_definition
class TransposeOp(_CopyLikeOp):
    """`linalg.transpose ins(%a : A) outs(%b : B) permutation = [1, 0]`."""

    name = "linalg.transpose"
    KEYWORD: ClassVar[str] = "permutation"

    input = operand_def()
    init = operand_def()
    result = var_result_def(TensorType)
    permutation = prop_def(DenseArrayBase.constr(i64))
    region = region_def("single_block")

    traits = traits_def(StructuredEffects())


@irdl_op_definition
class BroadcastOp(_CopyLikeOp):
    """`linalg.broadcast ins(%a : A) outs(%b : B) dimensions = [1]`."""

    name = "linalg.broadcast"
    KEYWORD: ClassVar[str] = "dimensions"

    input = operand_def()
    init = operand_def()
    result = var_result_def(TensorType)
    dimensions = prop_def(DenseArrayBase.constr(i64))
    region = region_def("single_block")

    traits = traits_def(StructuredEffects())


CUSTOM_OPS: tuple[type[IRDLOperation], ...] = (
    GenericOp,
    MapOp,
    ReduceOp,
    TransposeOp,
    BroadcastOp,
    IndexOp,
)

_ALL = (*CUSTOM_OPS, *NAMED_OPS, *OTHER_OPS)
_XDSL_NAMES = frozenset(
    {
        "linalg.generic",
        "linalg.index",
        "linalg.add",
        "linalg.exp",
        "linalg.log",
        "linalg.sub",
        "linalg.sqrt",
        "linalg.select",
        "linalg.fill",
        "linalg.copy",
        "linalg.max",
        "linalg.min",
        "linalg.mul",
        "linalg.transpose",
        "linalg.matmul",
        "linalg.quantized_matmul",
        "linalg.pooling_nchw_max",
        "linalg.conv_2d_nchw_fchw",
        "linalg.conv_2d_nhwgc_gfhwc",
        "linalg.conv_2d_nhwc_hwcf",
        "linalg.conv_2d_ngchw_gfchw",
        "linalg.conv_2d_ngchw_fgchw",
        "linalg.conv_2d_nhwc_fhwc",
        "linalg.broadcast",
        "linalg.reduce",
    }
)
"""The ops xDSL 0.75's `Linalg` defines but `linalg.yield`."""

REPLACED: tuple[type[IRDLOperation], ...] = tuple(
    op for op in _ALL if op.name in _XDSL_NAMES
)
ADDED: tuple[type[IRDLOperation], ...] = tuple(
    op for op in _ALL if op.name not in _XDSL_NAMES
)
ATTRIBUTES = (TypeFnAttr, ElementwiseKindAttr)
"""linalg attributes xDSL lacks (added to its dialect by `install`)."""

__all__ = [
    "ADDED",
    "ATTRIBUTES",
    "REPLACED",
    "BroadcastOp",
    "GenericOp",
    "IndexOp",
    "MapOp",
    "NamedStructuredOp",
    "ReduceOp",
    "TransposeOp",
]

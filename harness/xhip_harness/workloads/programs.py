"""Generated functions with dynamic shapes, as hip-pool-allocs meets them.

The functions are what bufferization leaves for the pass: hip destination-passing
ops writing into `memref.alloc` buffers whose sizes come from `memref.dim` of the
arguments (and arithmetic on them), views (`subview`, `collapse_shape`,
`expand_shape`) of those buffers, and a `memref.dealloc` after each buffer's last
use. Two model families:

* `decoder`: LLM decoder layers (RMS norm, q/k/v/o projections, rotary
  embedding, attention over a KV cache of dynamic past length, SiLU-gated MLP,
  residual adds) with dynamic batch and sequence length;
* `vision`: a ViT-style encoder whose token count is the dynamic patch grid
  `gh * gw` (patch-embedding convolution, pre-norm blocks, a 2x2 patch merger).

and five variants of each: as generated; `hoisted`, every alloc moved to the
top of the block (right after the size computations), which is where some
frontends put them and where the reference's alloc-to-last-use lifetimes
overlap everything; `host`, with some sizes read from host memory
(`memref.load` of an argument buffer) in the middle of the block, which splits
the function into several dominance domains; `cast`, with weights stored as f32
and cast to f16 into a static buffer right before their use (static buffers
that live while the dynamic activations do: the reference keeps them in a
prefix below all of those); `bufferized`, with each alloc sized the way
one-shot bufferization leaves it: right before the alloc, `memref.dim` of the
buffers its op reads (or of the arguments), and the size arithmetic on them
(`past + seq`) repeated there, so that sizes are defined between the allocs
(what `hip-resolve-memref-dims`, `cse` and `hip-hoist-alloc-size-arith` are
for, docs/semantics.md §11).

The `scope=function` scaling shapes (`chained_sizes_text`, `live_to_end_text`,
`escaping_text`) are plain text of `n` repeated units, for `xhip bench --parts
speed`.

A `Program` is the MLIR text plus what the benchmark needs to evaluate sizes at
a concrete binding: how each named size value follows from the inputs.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field
from enum import Enum

Inputs = Mapping[str, int]
"""A binding of a model's inputs, e.g. `{"batch": 1, "seq": 128, "past": 0}`."""


class Variant(Enum):
    BASE = "base"
    HOISTED = "hoisted"
    HOST = "host"
    CAST = "cast"
    BUFFERIZED = "bufferized"


Shape = tuple[str | int | None, ...]
"""Symbolic sizes of a buffer: a size name, a static size, or None (unknown)."""


@dataclass(frozen=True)
class Value:
    """A named SSA value of memref type; `root` is the alloc it views, if any."""

    name: str
    type: str
    root: str | None = None
    shape: Shape | None = None
    """Which named size each dimension has (bufferized variant), if known."""


@dataclass(frozen=True)
class _Op:
    text: str
    prologue: bool = False
    """A size computation of the function's prologue (allocs hoist after these)."""
    alloc: str | None = None
    """The buffer this op allocates."""
    uses: tuple[str, ...] = ()
    """The allocated buffers this op uses (directly or through a view)."""


@dataclass
class Program:
    """A generated function and the rules that give its size values at a binding."""

    name: str
    text: str
    allocs: int
    sizes: list[tuple[str, Callable[[dict[str, int]], int]]]

    def environment(self, inputs: Inputs) -> dict[str, int]:
        """The value of every named size (`b`, `s`, `t`, ...) for these inputs."""
        env = dict(inputs)
        for name, rule in self.sizes:
            env[name] = rule(env)
        return env


def memref_type(shape: Sequence[int | None], element: str) -> str:
    dims = "x".join("?" if d is None else str(d) for d in shape)
    return f"memref<{dims}x{element}>"


@dataclass
class Builder:
    """Collects the ops of one function; `finish` places deallocs and hoists."""

    name: str
    args: list[tuple[str, str]] = field(default_factory=list[tuple[str, str]])
    ops: list[_Op] = field(default_factory=list[_Op])
    sizes: list[tuple[str, Callable[[dict[str, int]], int]]] = field(
        default_factory=list[tuple[str, Callable[[dict[str, int]], int]]]
    )
    _constants: set[str] = field(default_factory=set[str])
    _weights: int = 0
    cast_weights: bool = False
    """Weights come as f32 and are cast into a static f16 buffer at their use."""
    bufferized: bool = False
    """Each alloc's sizes are computed right before it, as bufferization does."""
    _buffers: list[Value] = field(default_factory=list[Value])
    """Allocs and views, in creation order (bufferized sizes look them up)."""
    _arg_values: list[Value] = field(default_factory=list[Value])
    _pending: dict[str, Value] = field(default_factory=dict[str, Value])
    _names: set[str] = field(default_factory=set[str])
    _formulas: dict[str, tuple[str, tuple[str, ...]]] = field(
        default_factory=dict[str, tuple[str, tuple[str, ...]]]
    )

    def arg(self, name: str, type_: str, shape: Shape | None = None) -> Value:
        self.args.append((name, type_))
        value = Value(name, type_, shape=shape)
        self._arg_values.append(value)
        return value

    def const(self, value: int) -> str:
        """`%cN`, an index constant defined once in the prologue."""
        name = f"c{value}"
        if name not in self._constants:
            self._constants.add(name)
            self.ops.append(
                _Op(f"%{name} = arith.constant {value} : index", prologue=True)
            )
        return name

    def size(
        self,
        name: str,
        text: str,
        rule: Callable[[dict[str, int]], int],
        prologue: bool = True,
        formula: tuple[str, tuple[str, ...]] | None = None,
    ) -> str:
        """Defines index `%name` by `text`; `rule` gives its value from the others.

        `formula` (`("addi", ("p", "s"))`) says how the bufferized variant
        recomputes it before each alloc it sizes."""
        self.ops.append(_Op(f"%{name} = {text}", prologue=prologue))
        self.sizes.append((name, rule))
        if formula is not None:
            self._formulas[name] = formula
        return name

    def _source_of(
        self, size: str, like: Sequence[Value], anywhere: bool
    ) -> tuple[Value, int] | None:
        """A buffer with a dimension of that size: among `like`, then (with
        `anywhere`) the latest allocs and views, then the arguments."""
        pool = (
            [*like, *reversed(self._buffers), *self._arg_values] if anywhere else like
        )
        for value in pool:
            if value.shape is not None and size in value.shape:
                return value, value.shape.index(size)
        return None

    def _inline_size(self, prefix: str, size: str, like: Sequence[Value]) -> str:
        """The bufferized form of size `size` for the alloc `prefix`: a dim of
        one of the op's inputs `like` that has it, else its formula on such
        dims, else a dim of another buffer that has it, else the value."""
        name = f"{prefix}_{size}"
        k = 1
        while name in self._names:
            k += 1
            name = f"{prefix}_{size}{k}"
        self._names.add(name)
        found = self._source_of(size, like, anywhere=size not in self._formulas)
        if found is not None:
            source, index = found
            c = self.const(index)
            self.ops.append(
                _Op(
                    f"%{name} = memref.dim %{source.name}, %{c} : {source.type}",
                    uses=_roots([source]),
                )
            )
        elif size in self._formulas:
            op, operands = self._formulas[size]
            names = [self._inline_size(prefix, o, like) for o in operands]
            self.ops.append(
                _Op(
                    f"%{name} = arith.{op} "
                    + ", ".join(f"%{n}" for n in names)
                    + " : index"
                )
            )
        else:
            return size
        self.sizes.append((name, lambda e, s=size: e[s]))
        return name

    def dim(self, name: str, source: Value, index: int, key: str) -> str:
        c = self.const(index)
        return self.size(
            name, f"memref.dim %{source.name}, %{c} : {source.type}", lambda e: e[key]
        )

    def weight(self, shape: Sequence[int], element: str = "f16") -> Value:
        """A constant tensor of the model, fetched from the runtime at its use."""
        k = self._weights
        self._weights += 1
        t = memref_type(shape, element)
        stored = memref_type(shape, "f32") if self.cast_weights else t
        self.ops.append(_Op(f"%w{k}_i = arith.constant {k} : i64"))
        self.ops.append(_Op(f"%w{k} = hip.get_constant(%ctx, %w{k}_i) : {stored}"))
        if not self.cast_weights:
            return Value(f"w{k}", t)
        cast = self.alloc(f"w{k}_f16", shape, element)
        # `to` is ONNX's element type code: 10 is FLOAT16.
        self.dps("cast", [Value(f"w{k}", stored)], [cast], "to = 10 : i64")
        return cast

    def alloc(
        self,
        name: str,
        shape: Sequence[int | str],
        element: str = "f16",
        like: Sequence[Value] = (),
    ) -> Value:
        """`memref.alloc`; string entries of `shape` are dynamic size names.

        Bufferized, the alloc waits for the op that writes it (`dps`) and is
        emitted right before it, its sizes recomputed just above from the op's
        inputs (or `like`, or other buffers that have them); with `like` it is
        emitted at once."""
        t = memref_type([None if isinstance(d, str) else d for d in shape], element)
        value = Value(name, t, name, tuple(shape))
        if self.bufferized and not like:
            self._pending[name] = value
            return value
        self._emit_alloc(value, like)
        return value

    def _emit_alloc(self, value: Value, like: Sequence[Value]) -> None:
        assert value.shape is not None
        dynamic = [d for d in value.shape if isinstance(d, str)]
        if self.bufferized:
            dynamic = [self._inline_size(value.name, d, like) for d in dynamic]
        operands = ", ".join(f"%{d}" for d in dynamic)
        self.ops.append(
            _Op(
                f"%{value.name} = memref.alloc({operands}) : {value.type}",
                alloc=value.name,
            )
        )
        self._buffers.append(value)

    def _flush(self, values: Sequence[Value], like: Sequence[Value] = ()) -> None:
        """Emits the pending allocs among `values` (sized from `like`)."""
        for v in values:
            pending = self._pending.pop(v.name, None)
            if pending is not None:
                self._emit_alloc(pending, like)

    def view(
        self,
        name: str,
        source: Value,
        text: str,
        type_: str,
        shape: Shape | None = None,
    ) -> Value:
        """A view-like op whose result aliases `source`."""
        self._flush([source])
        self.ops.append(_Op(f"%{name} = {text}", uses=_roots([source])))
        value = Value(name, type_, source.root, shape)
        self._buffers.append(value)
        return value

    def flush_outs(self, outs: Sequence[Value], ins: Sequence[Value]) -> None:
        """Emits the pending allocs among `outs` as `dps` would, sized from the
        op's `ins` (before views of them are taken)."""
        self._flush(outs, like=ins)

    def op(self, text: str, values: Sequence[Value]) -> None:
        self._flush(values)
        self.ops.append(_Op(text, uses=_roots(values)))

    def dps(
        self,
        mnemonic: str,
        ins: Sequence[Value],
        outs: Sequence[Value],
        attrs: str = "",
    ) -> None:
        """`hip.NAME(%ctx) ins(...) outs(...) {attrs}`."""
        self._flush(outs, like=ins)
        i = ", ".join(f"%{v.name}" for v in ins)
        it = ", ".join(v.type for v in ins)
        o = ", ".join(f"%{v.name}" for v in outs)
        ot = ", ".join(v.type for v in outs)
        tail = f" {{{attrs}}}" if attrs else ""
        self.op(
            f"hip.{mnemonic}(%ctx) ins({i} : {it}) outs({o} : {ot}){tail}",
            [*ins, *outs],
        )

    def finish(self, hoist: bool = False, deallocs: bool = True) -> Program:
        self._flush(list(self._pending.values()))
        ops = list(self.ops)
        if deallocs:
            ops = _with_deallocs(ops)
        if hoist:
            ops = _hoisted(ops)
        args = ", ".join(f"%{n}: {t}" for n, t in self.args)
        body = "\n".join(f"  {op.text}" for op in ops)
        text = (
            f"func.func @{self.name}(%ctx: !hip.context, {args}) {{\n"
            f"{body}\n  func.return\n}}\n"
        )
        count = sum(1 for op in ops if op.alloc is not None)
        return Program(self.name, text, count, list(self.sizes))


def _roots(values: Sequence[Value]) -> tuple[str, ...]:
    return tuple(dict.fromkeys(v.root for v in values if v.root is not None))


@dataclass(frozen=True)
class _Layout:
    """The shape, strides and offset of a view (None: dynamic), to spell its type."""

    shape: tuple[Size, ...]
    strides: tuple[int | None, ...]
    offset: int | None = 0

    @staticmethod
    def contiguous(shape: Sequence[Size]) -> _Layout:
        strides: list[int | None] = []
        inner: int | None = 1
        for d in reversed(shape):
            strides.append(inner)
            inner = inner * d if inner is not None and isinstance(d, int) else None
        return _Layout(tuple(shape), tuple(reversed(strides)))

    def type(self, element: str = "f16") -> str:
        dims = [None if isinstance(d, str) else d for d in self.shape]
        if self == _Layout.contiguous(self.shape):
            return memref_type(dims, element)
        strides = ", ".join("?" if x is None else str(x) for x in self.strides)
        offset = "?" if self.offset is None else str(self.offset)
        tail = f", offset: {offset}" if offset != "0" else ""
        return memref_type(dims, element)[:-1] + f", strided<[{strides}]{tail}>>"

    def expanded(self, dim: int, sizes: Sequence[int]) -> _Layout:
        """Dimension `dim` (static, or the product of `sizes`) split into `sizes`."""
        inner = self.strides[dim]
        split: list[int | None] = []
        for d in reversed(sizes):
            split.append(inner)
            inner = None if inner is None else inner * d
        shape = (*self.shape[:dim], *sizes, *self.shape[dim + 1 :])
        strides = (*self.strides[:dim], *reversed(split), *self.strides[dim + 1 :])
        return _Layout(shape, strides, self.offset)

    def transposed(self, perm: Sequence[int]) -> _Layout:
        return _Layout(
            tuple(self.shape[i] for i in perm),
            tuple(self.strides[i] for i in perm),
            self.offset,
        )


def _size_text(d: Size) -> str:
    return f"%{d}" if isinstance(d, str) else str(d)


def _split_view(
    f: Builder,
    name: str,
    source: Value,
    layout: _Layout,
    dim: int,
    sizes: Sequence[int],
) -> Value:
    """`source` (of `layout`) with dimension `dim` split into `sizes`
    (`memref.expand_shape`)."""
    expanded = layout.expanded(dim, sizes)
    groups: list[list[int]] = []
    at = 0
    for i in range(len(layout.shape)):
        width = len(sizes) if i == dim else 1
        groups.append(list(range(at, at + width)))
        at += width
    output = ", ".join(_size_text(d) for d in expanded.shape)
    return f.view(
        name,
        source,
        f"memref.expand_shape %{source.name} {groups} output_shape [{output}] : "
        f"{source.type} into {expanded.type()}",
        expanded.type(),
        expanded.shape,
    )


def _head_view(
    f: Builder,
    name: str,
    root: Value,
    layout: _Layout,
    sizes: Sequence[int],
    perm: Sequence[int],
    batch_stride: tuple[Size, int],
) -> Value:
    """The buffer of `layout` (inside the contiguous alloc `root`) with its
    last dimension split into `sizes` and its dimensions permuted by `perm`:
    the heads of a `[.., hidden]` buffer as a batched `hip.matmul` operand,
    one `memref.reinterpret_cast` of `root`. `batch_stride` is the stride of
    dimension 0, `(size, factor)`: their product."""
    moved = layout.expanded(len(layout.shape) - 1, sizes).transposed(perm)
    size, factor = batch_stride
    stride0 = str(size * factor) if isinstance(size, int) else f"%{name}_stride"
    if isinstance(size, str):
        f.ops.append(
            _Op(f"%{name}_stride = arith.muli %{size}, %{f.const(factor)} : index")
        )
    strides = [stride0 if x is None else str(x) for x in moved.strides]
    shape = ", ".join(_size_text(d) for d in moved.shape)
    return f.view(
        name,
        root,
        f"memref.reinterpret_cast %{root.name} to offset: [{moved.offset}], "
        f"sizes: [{shape}], strides: [{', '.join(strides)}] : "
        f"{root.type} to {moved.type()}",
        moved.type(),
        moved.shape,
    )


def _with_deallocs(ops: list[_Op]) -> list[_Op]:
    """A `memref.dealloc` of each buffer right after its last use (or its alloc)."""
    last: dict[str, int] = {}
    types: dict[str, str] = {}
    for i, op in enumerate(ops):
        if op.alloc is not None:
            last[op.alloc] = i
            types[op.alloc] = op.text.rsplit(" : ", 1)[1]
        for root in op.uses:
            last[root] = i
    after: dict[int, list[str]] = {}
    for root, i in last.items():
        after.setdefault(i, []).append(root)
    result: list[_Op] = []
    for i, op in enumerate(ops):
        result.append(op)
        for root in after.get(i, ()):
            result.append(_Op(f"memref.dealloc %{root} : {types[root]}"))
    return result


def _hoisted(ops: list[_Op]) -> list[_Op]:
    """Every alloc moved right after the prologue's size computations."""
    end = 0
    while end < len(ops) and ops[end].prologue:
        end += 1
    allocs = [op for op in ops[end:] if op.alloc is not None]
    rest = [op for op in ops[end:] if op.alloc is None]
    return [*ops[:end], *allocs, *rest]


# ---------------------------------------------------------------------------
# LLM decoder
# ---------------------------------------------------------------------------


@dataclass(frozen=True)
class DecoderConfig:
    layers: int = 4
    hidden: int = 4096
    mlp: int = 11008
    kv: int = 1024
    heads: int = 32
    head_dim: int = 128
    vocab: int = 32000


_NORM_ATTRS = "axis = -1 : i64, epsilon = 1.000000e-05 : f32, stash_type = 1 : i64"

Size = int | str
"""A static size, or the name of a dynamic size value."""


@dataclass(frozen=True)
class _DecoderArgs:
    """The decoder function's arguments (`past_lens` in the `host` variant only)."""

    ids: Value
    rope: tuple[Value, Value, Value]
    """The rotary embedding's positions, cos and sin tables."""
    past_k: list[Value]
    past_v: list[Value]
    logits: Value
    past_lens: Value | None = None


def _dynamic_decoder_args(f: Builder, c: DecoderConfig, host: bool) -> _DecoderArgs:
    ids = f.arg("ids", memref_type([None, None], "i64"), ("b", "s"))
    positions = f.arg("positions", memref_type([None, None], "i64"))
    cos = f.arg("cos", memref_type([None, c.head_dim // 2], "f16"))
    sin = f.arg("sin", memref_type([None, c.head_dim // 2], "f16"))
    past_k = [
        f.arg(f"past_k{i}", memref_type([None, None, c.kv], "f16"), ("b", "p", c.kv))
        for i in range(c.layers)
    ]
    past_v = [
        f.arg(f"past_v{i}", memref_type([None, None, c.kv], "f16"), ("b", "p", c.kv))
        for i in range(c.layers)
    ]
    past_lens = f.arg("past_lens", memref_type([c.layers], "index")) if host else None
    logits = f.arg("logits", memref_type([None, None, c.vocab], "f16"))
    return _DecoderArgs(ids, (positions, cos, sin), past_k, past_v, logits, past_lens)


def _static_decoder_args(
    f: Builder, c: DecoderConfig, seq: int, past: int
) -> _DecoderArgs:
    t = past + seq
    ids = f.arg("ids", memref_type([1, seq], "i64"))
    positions = f.arg("positions", memref_type([1, seq], "i64"))
    cos = f.arg("cos", memref_type([t, c.head_dim // 2], "f16"))
    sin = f.arg("sin", memref_type([t, c.head_dim // 2], "f16"))
    past_k = [
        f.arg(f"past_k{i}", memref_type([1, past, c.kv], "f16"))
        for i in range(c.layers)
    ]
    past_v = [
        f.arg(f"past_v{i}", memref_type([1, past, c.kv], "f16"))
        for i in range(c.layers)
    ]
    logits = f.arg("logits", memref_type([1, seq, c.vocab], "f16"))
    return _DecoderArgs(ids, (positions, cos, sin), past_k, past_v, logits)


def _embedding(f: Builder, c: DecoderConfig, ids: Value, b: Size, s: Size) -> Value:
    """The token embedding: a gather from the `[vocab, hidden]` table."""
    x = f.alloc("embed", [b, s, c.hidden])
    f.dps("gather", [f.weight([c.vocab, c.hidden]), ids], [x])
    return x


def _projections(
    f: Builder,
    c: DecoderConfig,
    n: str,
    x: Value,
    rope: Sequence[Value],
    b: Size,
    s: Size,
) -> tuple[Value, Value, Value]:
    """RMS norm, q, k, v projections and the rotary embedding of q and k.

    Returns the rotated q and k and the plain v."""
    rope_attrs = (
        f"interleaved = 0 : i64, num_heads = {{}} : i64, "
        f"rotary_embedding_dim = {c.head_dim} : i64"
    )
    norm1 = f.alloc(n + "norm1", [b, s, c.hidden])
    f.dps("rms_norm", [x, f.weight([c.hidden])], [norm1], _NORM_ATTRS)
    q = f.alloc(n + "q", [b, s, c.hidden])
    f.dps("matmul", [norm1, f.weight([c.hidden, c.hidden])], [q])
    k = f.alloc(n + "k", [b, s, c.kv])
    f.dps("matmul", [norm1, f.weight([c.hidden, c.kv])], [k])
    v = f.alloc(n + "v", [b, s, c.kv])
    f.dps("matmul", [norm1, f.weight([c.hidden, c.kv])], [v])
    q_rot = f.alloc(n + "q_rot", [b, s, c.hidden])
    f.dps("rope", [q, *rope], [q_rot], rope_attrs.format(c.heads))
    k_rot = f.alloc(n + "k_rot", [b, s, c.kv])
    f.dps("rope", [k, *rope], [k_rot], rope_attrs.format(c.kv // c.head_dim))
    return q_rot, k_rot, v


def _host_past(f: Builder, past_lens: Value, i: int, n: str, s: str) -> tuple[str, str]:
    """Layer `i`'s past length read from `%past_lens`, and `past + seq`."""
    layer_p, layer_t = f"{n}p", f"{n}t"
    index = f.const(i)
    f.size(
        layer_p,
        f"memref.load %{past_lens.name}[%{index}] : {past_lens.type}",
        lambda e: e["past"],
        prologue=False,
    )
    f.size(
        layer_t,
        f"arith.addi %{layer_p}, %{s} : index",
        lambda e, lp=layer_p: e[lp] + e["s"],
        prologue=False,
    )
    return layer_p, layer_t


def _dynamic_cache(
    f: Builder,
    c: DecoderConfig,
    name: str,
    sizes: tuple[str, str, str, str],
    past: Value,
    new: Value,
) -> Value:
    """A KV cache of `t = p + s` positions: `past` copied below, `new` above.

    `sizes` are the batch, new length, past length and total length."""
    b, s, p, t = sizes
    kv_lo = memref_type([None, None, c.kv], "f16")[:-1] + f", strided<[?, {c.kv}, 1]>>"
    kv_hi = (
        memref_type([None, None, c.kv], "f16")[:-1]
        + f", strided<[?, {c.kv}, 1], offset: ?>>"
    )
    cache = f.alloc(name, [b, t, c.kv], like=[past, new])
    lo = f.view(
        f"{name}_past",
        cache,
        f"memref.subview %{cache.name}[0, 0, 0] [%{b}, %{p}, {c.kv}] "
        f"[1, 1, 1] : {cache.type} to {kv_lo}",
        kv_lo,
        (b, p, c.kv),
    )
    f.op(f"memref.copy %{past.name}, %{lo.name} : {past.type} to {kv_lo}", [lo])
    hi = f.view(
        f"{name}_new",
        cache,
        f"memref.subview %{cache.name}[0, %{p}, 0] [%{b}, %{s}, {c.kv}] "
        f"[1, 1, 1] : {cache.type} to {kv_hi}",
        kv_hi,
        (b, s, c.kv),
    )
    f.op(f"memref.copy %{new.name}, %{hi.name} : {new.type} to {kv_hi}", [new, hi])
    return cache


def _static_cache(
    f: Builder,
    c: DecoderConfig,
    name: str,
    lengths: tuple[int, int],
    past_buffer: Value,
    new: Value,
) -> Value:
    """`_dynamic_cache` at batch 1 and fixed `(seq, past)` lengths: static
    subviews."""
    seq, past = lengths
    t = past + seq
    stride = f"strided<[{t * c.kv}, {c.kv}, 1]"
    kv_lo = memref_type([1, past, c.kv], "f16")[:-1] + f", {stride}>>"
    kv_hi = (
        memref_type([1, seq, c.kv], "f16")[:-1] + f", {stride}, offset: {past * c.kv}>>"
    )
    cache = f.alloc(name, [1, t, c.kv])
    lo = f.view(
        f"{name}_past",
        cache,
        f"memref.subview %{cache.name}[0, 0, 0] [1, {past}, {c.kv}] "
        f"[1, 1, 1] : {cache.type} to {kv_lo}",
        kv_lo,
    )
    f.op(
        f"memref.copy %{past_buffer.name}, %{lo.name} : {past_buffer.type} to {kv_lo}",
        [lo],
    )
    hi = f.view(
        f"{name}_new",
        cache,
        f"memref.subview %{cache.name}[0, {past}, 0] [1, {seq}, {c.kv}] "
        f"[1, 1, 1] : {cache.type} to {kv_hi}",
        kv_hi,
    )
    f.op(f"memref.copy %{new.name}, %{hi.name} : {new.type} to {kv_hi}", [new, hi])
    return cache


def _attention_and_mlp(
    f: Builder,
    c: DecoderConfig,
    n: str,
    x: Value,
    q_rot: Value,
    caches: Sequence[Value],
    sizes: tuple[Size, Size, Size],
) -> Value:
    """Attention of `q_rot` over the k and v `caches`, the o projection, the
    residual add, the SiLU-gated MLP and its residual add: the layer's output.

    `sizes` are the batch, new length and total (past + new) length."""
    b, s, t = sizes
    groups = c.kv // c.head_dim
    per_group = c.heads // groups
    # Grouped-query attention as hip.matmul verifies it: batch dims [b, groups,
    # per_group] (k and v broadcast over per_group), q [s, head_dim] @ k^T
    # [head_dim, t]; the heads are views (reinterpret_cast, expand_shape) of the
    # [b, s, hidden], [b, t, kv] and [b, heads, s, t] buffers.
    q_heads = [groups, per_group, c.head_dim]
    kv_heads = [groups, 1, c.head_dim]
    scores = f.alloc(n + "scores", [b, c.heads, s, t])
    f.flush_outs([scores], [q_rot, caches[0]])
    qs = _Layout.contiguous((b, s, c.hidden))
    kvs = _Layout.contiguous((b, t, c.kv))
    q_t = _head_view(f, n + "q_t", q_rot, qs, q_heads, (0, 2, 3, 1, 4), (s, c.hidden))
    k_t = _head_view(f, n + "k_t", caches[0], kvs, kv_heads, (0, 2, 3, 4, 1), (t, c.kv))
    heads = _Layout.contiguous((b, c.heads, s, t))
    scores_g = _split_view(f, n + "scores_g", scores, heads, 1, q_heads[:2])
    f.dps("matmul", [q_t, k_t], [scores_g])
    probs = f.alloc(n + "probs", [b, c.heads, s, t])
    f.dps("miopen.softmax", [scores], [probs])
    attn = f.alloc(n + "attn", [b, s, c.hidden])
    f.flush_outs([attn], [probs, caches[1]])
    probs_g = _split_view(f, n + "probs_g", probs, heads, 1, q_heads[:2])
    v_t = _head_view(f, n + "v_t", caches[1], kvs, kv_heads, (0, 2, 3, 1, 4), (t, c.kv))
    attn_t = _head_view(
        f, n + "attn_t", attn, qs, q_heads, (0, 2, 3, 1, 4), (s, c.hidden)
    )
    f.dps("matmul", [probs_g, v_t], [attn_t])
    o = f.alloc(n + "o", [b, s, c.hidden])
    f.dps("matmul", [attn, f.weight([c.hidden, c.hidden])], [o])
    h1 = f.alloc(n + "h1", [b, s, c.hidden])
    f.dps("add", [x, o], [h1])
    norm2 = f.alloc(n + "norm2", [b, s, c.hidden])
    f.dps("rms_norm", [h1, f.weight([c.hidden])], [norm2], _NORM_ATTRS)
    gate = f.alloc(n + "gate", [b, s, c.mlp])
    f.dps("matmul", [norm2, f.weight([c.hidden, c.mlp])], [gate])
    up = f.alloc(n + "up", [b, s, c.mlp])
    f.dps("matmul", [norm2, f.weight([c.hidden, c.mlp])], [up])
    act = f.alloc(n + "act", [b, s, c.mlp])
    f.dps("silu", [gate], [act])
    gated = f.alloc(n + "gated", [b, s, c.mlp])
    f.dps("mul", [act, up], [gated])
    down = f.alloc(n + "down", [b, s, c.hidden])
    f.dps("matmul", [gated, f.weight([c.mlp, c.hidden])], [down])
    h2 = f.alloc(n + "h2", [b, s, c.hidden])
    f.dps("add", [h1, down], [h2])
    return h2


def _lm_head(
    f: Builder, c: DecoderConfig, x: Value, b: Size, s: Size, logits: Value
) -> None:
    """The final RMS norm and the LM head into `logits`."""
    final = f.alloc("final_norm", [b, s, c.hidden])
    f.dps("rms_norm", [x, f.weight([c.hidden])], [final], _NORM_ATTRS)
    f.dps("matmul", [final, f.weight([c.hidden, c.vocab])], [logits])


def decoder(
    config: DecoderConfig = DecoderConfig(),
    variant: Variant = Variant.BASE,
    name: str = "decoder",
    hoist: bool = False,
) -> Program:
    """A decoder-only LLM forward pass over `seq` new tokens and a `past`-token cache.

    Per layer (20 allocs): RMS norm; q, k, v projections; rotary embedding of q
    and k; the KV cache of `past + seq` positions (`arith.addi`), filled by
    copying the past cache and the new k/v into subviews; scores `[b, heads, s,
    t]`, softmax, attention output (grouped-query: the matmuls read and write
    the heads through `reinterpret_cast` and `expand_shape` views, in the shapes
    `hip.matmul` verifies), o projection, residual add; RMS norm, gate
    and up projections, SiLU, product, down projection, residual add. Before the
    layers: the token embedding (gather); after them: the final norm and the LM
    head into the `%logits` argument. The `host` variant reads each layer's past
    length from `%past_lens` right before its KV cache, opening a new domain.
    `hoist` moves the allocs to the top in any variant but `host` (whose sizes
    are defined in the middle of the block), as `hoisted` does.
    """
    c = config
    f = Builder(
        name,
        cast_weights=variant is Variant.CAST,
        bufferized=variant is Variant.BUFFERIZED,
    )
    a = _dynamic_decoder_args(f, c, host=variant is Variant.HOST)
    b = f.dim("b", a.ids, 0, "batch")
    s = f.dim("s", a.ids, 1, "seq")
    p = t = ""
    if a.past_lens is None:
        p = f.dim("p", a.past_k[0], 1, "past")
        t = f.size(
            "t",
            f"arith.addi %{p}, %{s} : index",
            lambda e: e["p"] + e["s"],
            formula=("addi", (p, s)),
        )
    x = _embedding(f, c, a.ids, b, s)
    for i in range(c.layers):
        n = f"l{i}_"
        q_rot, k_rot, v = _projections(f, c, n, x, a.rope, b, s)
        if a.past_lens is not None:
            p, t = _host_past(f, a.past_lens, i, n, s)
        caches = [
            _dynamic_cache(f, c, f"{n}cache_{tag}", (b, s, p, t), past, new)
            for tag, past, new in (("k", a.past_k[i], k_rot), ("v", a.past_v[i], v))
        ]
        x = _attention_and_mlp(f, c, n, x, q_rot, caches, (b, s, t))
    _lm_head(f, c, x, b, s, a.logits)
    return f.finish(hoist=hoist or variant is Variant.HOISTED)


def static_decoder(
    config: DecoderConfig = DecoderConfig(),
    seq: int = 16,
    past: int = 112,
    hoist: bool = False,
    name: str = "static_decoder",
) -> Program:
    """`decoder` at batch 1 compiled for fixed `seq` and `past`: every alloc static.

    The same 20 allocs per layer (norms, projections, rotary embeddings, a KV
    cache of `past + seq` positions filled through static subviews, scores,
    softmax, MLP, residual adds), the same use order and deallocs, but no size
    arithmetic: what the reference's greedy best fit packs alone. `hoist` moves
    every alloc to the top of the block.
    """
    c = config
    f = Builder(name)
    a = _static_decoder_args(f, c, seq, past)
    x = _embedding(f, c, a.ids, 1, seq)
    for i in range(c.layers):
        n = f"l{i}_"
        q_rot, k_rot, v = _projections(f, c, n, x, a.rope, 1, seq)
        caches = [
            _static_cache(f, c, f"{n}cache_{tag}", (seq, past), past_buffer, new)
            for tag, past_buffer, new in (
                ("k", a.past_k[i], k_rot),
                ("v", a.past_v[i], v),
            )
        ]
        x = _attention_and_mlp(f, c, n, x, q_rot, caches, (1, seq, past + seq))
    _lm_head(f, c, x, 1, seq, a.logits)
    return f.finish(hoist=hoist)


# ---------------------------------------------------------------------------
# Vision encoder
# ---------------------------------------------------------------------------


@dataclass(frozen=True)
class VisionConfig:
    blocks: int = 4
    hidden: int = 1280
    heads: int = 16
    mlp: int = 5120
    patch: int = 14
    merge: int = 2
    out: int = 3584


@dataclass(frozen=True)
class _PatchGrid:
    """The vision encoder's size values: batch, patch grid, tokens, merged tokens."""

    b: str
    gh: str
    gw: str
    n: str
    m: str


def _patch_grid(f: Builder, c: VisionConfig, pixels: Value, host: bool) -> _PatchGrid:
    """`gh x gw` patches of the image, `n = gh * gw` tokens, `m = n / merge^2`
    merged tokens (read from `%merge_dims` later in the `host` variant)."""
    b = f.dim("b", pixels, 0, "batch")
    height = f.dim("height", pixels, 2, "height")
    width = f.dim("width", pixels, 3, "width")
    cp = f.const(c.patch)
    gh = f.size(
        "gh",
        f"arith.divui %{height}, %{cp} : index",
        lambda e: e["height"] // c.patch,
        formula=("divui", (height, cp)),
    )
    gw = f.size(
        "gw",
        f"arith.divui %{width}, %{cp} : index",
        lambda e: e["width"] // c.patch,
        formula=("divui", (width, cp)),
    )
    n = f.size(
        "n",
        f"arith.muli %{gh}, %{gw} : index",
        lambda e: e["gh"] * e["gw"],
        formula=("muli", (gh, gw)),
    )
    group = c.merge * c.merge
    m = "m"
    if not host:
        cg = f.const(group)
        m = f.size(
            "m",
            f"arith.divui %{n}, %{cg} : index",
            lambda e: e["n"] // group,
            formula=("divui", (n, cg)),
        )
    return _PatchGrid(b, gh, gw, n, m)


def _patch_embedding(
    f: Builder, c: VisionConfig, pixels: Value, grid: _PatchGrid
) -> Value:
    """The patch convolution, collapsed and transposed into `[b, n, hidden]`."""
    b, n = grid.b, grid.n
    patches = f.alloc("patches", [b, c.hidden, grid.gh, grid.gw])
    f.dps(
        "conv",
        [pixels, f.weight([c.hidden, 3, c.patch, c.patch])],
        [patches],
        f"kernel_shape = [{c.patch}, {c.patch}], strides = [{c.patch}, {c.patch}], "
        "pads = [0, 0, 0, 0], dilations = [1, 1], group = 1 : i64",
    )
    flat_t = memref_type([None, c.hidden, None], "f16")
    flat = f.view(
        "patches_flat",
        patches,
        f"memref.collapse_shape %{patches.name} [[0], [1], [2, 3]] : "
        f"{patches.type} into {flat_t}",
        flat_t,
        (b, c.hidden, n),
    )
    x = f.alloc("tokens", [b, n, c.hidden])
    f.dps("transpose", [flat], [x], "perm = [0, 2, 1]")
    return x


def _qkv_views(
    f: Builder, c: VisionConfig, p: str, qkv: Value, b: str, n: str
) -> list[Value]:
    """q, k and v as subviews of the fused `[b, n, 3 * hidden]` projection."""
    part_t = memref_type([None, None, c.hidden], "f16")[:-1]
    parts: list[Value] = []
    for j, tag in enumerate("qkv"):
        offset = j * c.hidden
        layout = f", strided<[?, {3 * c.hidden}, 1]" + (
            f", offset: {offset}>>" if offset else ">>"
        )
        t = part_t + layout
        parts.append(
            f.view(
                p + tag,
                qkv,
                f"memref.subview %{qkv.name}[0, 0, {offset}] [%{b}, %{n}, {c.hidden}] "
                f"[1, 1, 1] : {qkv.type} to {t}",
                t,
                (b, n, c.hidden),
            )
        )
    return parts


def _vision_block(
    f: Builder,
    c: VisionConfig,
    p: str,
    x: Value,
    rope: Sequence[Value],
    grid: _PatchGrid,
) -> Value:
    """One pre-norm encoder block over the tokens `x`: its output."""
    b, n = grid.b, grid.n
    rope_attrs = (
        f"interleaved = 0 : i64, num_heads = {c.heads} : i64, "
        f"rotary_embedding_dim = {c.hidden // c.heads} : i64"
    )
    ln1 = f.alloc(p + "ln1", [b, n, c.hidden])
    f.dps("layer_norm", [x, f.weight([c.hidden]), f.weight([c.hidden])], [ln1])
    qkv = f.alloc(p + "qkv", [b, n, 3 * c.hidden])
    f.dps("matmul", [ln1, f.weight([c.hidden, 3 * c.hidden])], [qkv])
    parts = _qkv_views(f, c, p, qkv, b, n)
    q_rot = f.alloc(p + "q_rot", [b, n, c.hidden])
    f.dps("rope", [parts[0], *rope], [q_rot], rope_attrs)
    k_rot = f.alloc(p + "k_rot", [b, n, c.hidden])
    f.dps("rope", [parts[1], *rope], [k_rot], rope_attrs)
    # Multi-head attention as hip.matmul verifies it: batch dims [b, heads],
    # q [n, head_dim] @ k^T [head_dim, n]; the heads are views (reinterpret_cast)
    # of the [b, n, hidden] buffers and of v's columns of the qkv projection.
    head = [c.heads, c.hidden // c.heads]
    tokens = _Layout.contiguous((b, n, c.hidden))
    v_part = _Layout((b, n, c.hidden), (None, 3 * c.hidden, 1), 2 * c.hidden)
    # (v: columns 2 * hidden.. of the [b, n, 3 * hidden] projection)
    scores = f.alloc(p + "scores", [b, c.heads, n, n])
    f.flush_outs([scores], [q_rot, k_rot])
    q_t = _head_view(f, p + "q_t", q_rot, tokens, head, (0, 2, 1, 3), (n, c.hidden))
    k_t = _head_view(f, p + "k_t", k_rot, tokens, head, (0, 2, 3, 1), (n, c.hidden))
    f.dps("matmul", [q_t, k_t], [scores])
    probs = f.alloc(p + "probs", [b, c.heads, n, n])
    f.dps("miopen.softmax", [scores], [probs])
    attn = f.alloc(p + "attn", [b, n, c.hidden])
    f.flush_outs([attn], [probs, parts[2]])
    v_t = _head_view(f, p + "v_t", qkv, v_part, head, (0, 2, 1, 3), (n, 3 * c.hidden))
    attn_t = _head_view(
        f, p + "attn_t", attn, tokens, head, (0, 2, 1, 3), (n, c.hidden)
    )
    f.dps("matmul", [probs, v_t], [attn_t])
    proj = f.alloc(p + "proj", [b, n, c.hidden])
    f.dps("matmul", [attn, f.weight([c.hidden, c.hidden])], [proj])
    h1 = f.alloc(p + "h1", [b, n, c.hidden])
    f.dps("add", [x, proj], [h1])
    ln2 = f.alloc(p + "ln2", [b, n, c.hidden])
    f.dps("layer_norm", [h1, f.weight([c.hidden]), f.weight([c.hidden])], [ln2])
    fc1 = f.alloc(p + "fc1", [b, n, c.mlp])
    f.dps("matmul", [ln2, f.weight([c.hidden, c.mlp])], [fc1])
    act = f.alloc(p + "act", [b, n, c.mlp])
    f.dps("gelu", [fc1], [act])
    fc2 = f.alloc(p + "fc2", [b, n, c.hidden])
    f.dps("matmul", [act, f.weight([c.mlp, c.hidden])], [fc2])
    h2 = f.alloc(p + "h2", [b, n, c.hidden])
    f.dps("add", [h1, fc2], [h2])
    return h2


def _patch_merger(
    f: Builder,
    c: VisionConfig,
    x: Value,
    grid: _PatchGrid,
    merge_dims: Value | None,
    out: Value,
) -> None:
    """Layer norm, `merge x merge` neighbouring tokens viewed as one token of
    `m`, and the merger's MLP into `out`."""
    b, m = grid.b, grid.m
    group = c.merge * c.merge
    merged_ln = f.alloc("merger_ln", [b, grid.n, c.hidden])
    f.dps("layer_norm", [x, f.weight([c.hidden]), f.weight([c.hidden])], [merged_ln])
    if merge_dims is not None:
        index = f.const(0)
        f.size(
            m,
            f"memref.load %{merge_dims.name}[%{index}] : {merge_dims.type}",
            lambda e: e["n"] // group,
            prologue=False,
        )
    wide = c.hidden * group
    flat1_t = memref_type([None], "f16")
    flat1 = f.view(
        "merger_flat",
        merged_ln,
        f"memref.collapse_shape %{merged_ln.name} [[0, 1, 2]] : "
        f"{merged_ln.type} into {flat1_t}",
        flat1_t,
    )
    grouped_t = memref_type([None, None, wide], "f16")
    grouped = f.view(
        "merger_tokens",
        flat1,
        f"memref.expand_shape %{flat1.name} [[0, 1, 2]] output_shape [%{b}, %{m}, {wide}] "
        f": {flat1_t} into {grouped_t}",
        grouped_t,
        (b, m, wide),
    )
    fc1 = f.alloc("merger_fc1", [b, m, wide])
    f.dps("matmul", [grouped, f.weight([wide, wide])], [fc1])
    act = f.alloc("merger_act", [b, m, wide])
    f.dps("gelu", [fc1], [act])
    f.dps("matmul", [act, f.weight([wide, c.out])], [out])


def vision(
    config: VisionConfig = VisionConfig(),
    variant: Variant = Variant.BASE,
    name: str = "vision",
) -> Program:
    """A ViT encoder over a `height x width` image: `n = gh * gw` patch tokens.

    Patch embedding (a `patch`-strided convolution into `[b, hidden, gh, gw]`,
    collapsed to `[b, hidden, n]` and transposed to tokens); per block (14
    allocs): layer norm, fused qkv projection (q, k, v are subviews of it),
    rotary embedding of q and k, scores `[b, heads, n, n]`, softmax, attention
    (heads read and written through `reinterpret_cast` and `expand_shape` views),
    projection, residual add, layer norm, MLP with GELU, residual add; then the
    patch merger: layer norm, the `merge x merge` neighbours viewed as one token
    of `m = n / merge^2` (collapse + expand), and its MLP into `%out`. The `host`
    variant reads `m` from `%merge_dims` right before the merger (two domains).
    """
    c = config
    f = Builder(
        name,
        cast_weights=variant is Variant.CAST,
        bufferized=variant is Variant.BUFFERIZED,
    )
    pixels = f.arg(
        "pixels",
        memref_type([None, 3, None, None], "f16"),
        ("b", 3, "height", "width"),
    )
    positions = f.arg("positions", memref_type([None, None], "i64"))
    cos = f.arg("cos", memref_type([None, c.hidden // c.heads // 2], "f16"))
    sin = f.arg("sin", memref_type([None, c.hidden // c.heads // 2], "f16"))
    merge_dims = (
        f.arg("merge_dims", memref_type([1], "index"))
        if variant is Variant.HOST
        else None
    )
    out = f.arg("out", memref_type([None, None, c.out], "f16"))
    grid = _patch_grid(f, c, pixels, host=merge_dims is not None)
    x = _patch_embedding(f, c, pixels, grid)
    for i in range(c.blocks):
        x = _vision_block(f, c, f"b{i}_", x, (positions, cos, sin), grid)
    _patch_merger(f, c, x, grid, merge_dims, out)
    return f.finish(hoist=variant is Variant.HOISTED)


# -- scope=function scaling shapes ---------------------------------------------

_DYN = "memref<?xf32>"


def _silu_line(src: str, dst: str) -> str:
    return f"  hip.silu(%ctx) ins({src} : {_DYN}) outs({dst} : {_DYN})"


def chained_sizes_text(n: int) -> str:
    """`n` blocks in a chain of `cf.br`s, each defining a size and allocating
    by it (each alloc's home is its own block: a domain per block), each
    buffer written from the previous block's."""
    lines = [
        "func.func @chained_sizes(%ctx: !hip.context, %n: index) {",
        "  %c1 = arith.constant 1 : index",
        f"  %a0 = memref.alloc(%n) : {_DYN}",
        "  cf.br ^bb1",
    ]
    size = "%n"
    for i in range(1, n):
        lines += [
            f"^bb{i}:",
            f"  %s{i} = arith.addi {size}, %c1 : index",
            f"  %a{i} = memref.alloc(%s{i}) : {_DYN}",
            _silu_line(f"%a{i - 1}", f"%a{i}"),
            f"  cf.br ^bb{i + 1}",
        ]
        size = f"%s{i}"
    lines += [f"^bb{max(n, 1)}:", "  func.return", "}"]
    return "\n".join(lines) + "\n"


def live_to_end_text(n: int) -> str:
    """`n` allocs in one block, each written from the one before, then all
    read again in the same order: every buffer is live from its alloc to the
    second chain, all `n` at once in the middle."""
    lines = [
        "func.func @live_to_end(%ctx: !hip.context, %n: index) {",
        f"  %a0 = memref.alloc(%n) : {_DYN}",
    ]
    for i in range(1, n):
        lines += [
            f"  %a{i} = memref.alloc(%n) : {_DYN}",
            _silu_line(f"%a{i - 1}", f"%a{i}"),
        ]
    lines += [_silu_line(f"%a{i}", f"%a{i - 1}") for i in range(1, n)]
    lines += ["  func.return", "}"]
    return "\n".join(lines) + "\n"


def escaping_text(n: int) -> str:
    """`n` allocs each handed to an op of unknown effects (`test.keep`: its
    address escapes, the buffer is live to the exit), in a function of two
    blocks (the checker's control-flow liveness)."""
    lines = ["func.func @escaping(%ctx: !hip.context, %n: index) {"]
    for i in range(n):
        lines += [
            f"  %a{i} = memref.alloc(%n) : {_DYN}",
            f'  "test.keep"(%a{i}) : ({_DYN}) -> ()',
        ]
    lines += ["  cf.br ^bb1", "^bb1:", "  func.return", "}"]
    return "\n".join(lines) + "\n"

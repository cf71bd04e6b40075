"""Random single-block hip functions, written as MLIR text with their inputs.

A `ProgramBuilder` keeps a model of what it has written: the runtime value of
every size it defined, the symbolic shape of every buffer, which allocations
are initialised, which are deallocated. Every choice comes from a `Chooser`
(hypothesis `draw`s in `xhip_harness.fuzz.strategies`), and the builder only makes
choices that keep the program valid *and executable*: shapes agree where ops
need them to, every buffer is fully written before it is read, nothing is used
after its dealloc. The result, a `FuzzCase`, carries the inputs that make the
program's shapes consistent (scalar arguments, buffer shapes, the contents of
the buffers that sizes are loaded from).

What it writes: index arithmetic (`addi`, `subi`, `muli`, `divui`,
`ceildivui`, `remui`, `maxui`, `minui`, `cmpi` + `select`) on arguments, on
`memref.dim` of arguments and on `memref.load` from an argument buffer, defined
between allocations (so the pass opens several domains); static and dynamic
allocs of i1, i8, i32, f16, bf16, f32, f64 and index, of rank 1 to 3 (with
`vectors`, also of `vector<3xf32>`, `vector<2x3xf16>` and `vector<5xi8>`, whose
storage is larger than their bits: docs/semantics.md §6.1; only copied); DPS hip
ops and `memref.copy` reading and writing them; aliases (`cast`, `subview`,
`collapse_shape`, `expand_shape`, `reshape`, `arith.select` of two buffers);
uses inside `scf.for` and `scf.if`; deallocs, also of values that only may be
a buffer (a select, an `scf.if` yielding it or an alloc of its own); unused
allocs; copies into output arguments and sometimes a returned buffer. And
escaping addresses: a buffer stored to memory (a memref of memrefs, also inside
an `scf.if`) and loaded back to be written through; its address stored as an
index or a vector; a buffer handed to an unregistered op or a `func.call`; an
`async.execute` writing a buffer, its token in a group awaited later. And work
that runs later reading buffers into a new output argument (`defer`): an
`async.execute` awaited (`async.await`) later or never, an unregistered region
op without results (`"test.spawn"`), an `omp.task` until an `omp.taskwait`, a
whole-buffer `memref.dma_start` until its `memref.dma_wait` or never, each of
the last three also started by a function of the module that returns with it
running (the caller waits, or never); and a function of the module that frees
the buffer it is given (it must stay unpooled). Sometimes
every alloc is hoisted as high as its sizes allow. With `overwrite_lens`, also
`memref.store`s of new values into the buffer sizes are loaded from, between
the loads (so that a load moved above a store would read another size: for
`hip-hoist-alloc-size-arith{hoist-loads=true}`).

`FuzzCase.executable` is False when the program has ops the NumPy executor
cannot run (addresses as integers, unregistered ops, calls): such a case is
pooled and checked, not executed. `async.execute` runs when it is awaited (the
latest point its semantics allow, where a buffer reused too early shows).
"""

from __future__ import annotations

import dataclasses
import re
from collections.abc import Sequence
from dataclasses import dataclass, field
from math import prod
from typing import Any, Protocol, TypeVar

import numpy as np

T = TypeVar("T")

Dim = int | str | tuple[int | str, ...]
"""A static extent, the name of a size value, or `("*", a, b, ...)`: a product."""

FLOATS = ("f16", "bf16", "f32", "f64")
INTS = ("i8", "i32", "index")
ELEMENTS = (*FLOATS, *INTS, "i1")
VECTORS = ("vector<3xf32>", "vector<2x3xf16>", "vector<5xi8>")
"""Vector elements (16, 16 and 8 bytes each), drawn with `vectors`."""

MAX_DIM = 12
"""Size values larger than this at run time are not used as dims (keeps runs small)."""
MAX_ELEMENTS = 4096


class Chooser(Protocol):
    """Where the builder's decisions come from (hypothesis, or a seeded RNG)."""

    def integer(self, low: int, high: int) -> int: ...

    def choice(self, options: Sequence[T]) -> T: ...

    def chance(self, p: float) -> bool: ...


@dataclass
class Buf:
    """A memref value of the program, with its symbolic shape."""

    name: str
    elem: str
    dims: tuple[Dim, ...]
    roots: tuple[str, ...]
    """The allocs it may point into (empty for arguments)."""
    full: bool = True
    """Whether writing it writes the whole of its (single) root."""
    layout: str = ""
    static_type_dims: tuple[bool, ...] | None = None
    """Which dims the type spells statically (default: the int dims)."""
    certain: bool = False
    """Certainly its single root (the alloc or a cast of it): a dealloc of it
    frees exactly that root."""

    @property
    def spelled(self) -> tuple[bool, ...]:
        """Which dims the type spells statically."""
        return self.static_type_dims or tuple(isinstance(d, int) for d in self.dims)

    def type(self) -> str:
        parts = [
            str(d) if s else "?" for d, s in zip(self.dims, self.spelled, strict=True)
        ]
        return f"memref<{'x'.join([*parts, self.elem])}{self.layout}>"

    @property
    def identity(self) -> bool:
        return not self.layout


@dataclass
class FuzzCase:
    """A generated function and inputs under which it runs as generated."""

    text: str
    scalars: dict[str, int] = field(default_factory=dict[str, int])
    shapes: dict[str, tuple[int, ...]] = field(
        default_factory=dict[str, tuple[int, ...]]
    )
    contents: dict[str, Any] = field(default_factory=dict[str, Any])
    """Argument name -> NumPy array, for arguments whose contents matter (sizes)."""
    executable: bool = True
    """False when the NumPy executor cannot run it (see the module docstring)."""
    overwrites_sizes: bool = False
    """Whether the function stores into the buffer sizes are loaded from (the
    checker cannot evaluate such loads; the differential run still compares)."""

    def __str__(self) -> str:
        return self.text


_UNARY_FLOAT = ("silu", "sigmoid", "tanh", "exp", "neg", "abs")
_BINARY_FLOAT = ("add", "mul", "sub", "max", "min", "miopen.add")
_BINARY_INT = ("add", "sub", "mul", "max", "min")


def _spelled_shape(buf: Buf) -> str:
    return buf.type().split(",")[0].rstrip(">")


class ProgramBuilder:
    """Writes one random function; see the module docstring."""

    def __init__(
        self,
        chooser: Chooser,
        max_steps: int = 40,
        overwrite_lens: bool = False,
        vectors: bool = True,
        deferred_work: bool = True,
        elements: Sequence[str] = ELEMENTS,
    ) -> None:
        self.c = chooser
        self.max_steps = max_steps
        self.overwrite_lens = overwrite_lens
        self.vectors = vectors
        self.deferred_work = deferred_work
        """Whether `step` draws work that runs later (`defer`, `wait`); without
        it, a chooser's decisions give the programs of the generator before
        those ops were added."""
        self.elements = tuple(elements)
        """The element types of allocs (a subset of `ELEMENTS`)."""
        self.args: list[tuple[str, str]] = [("ctx", "!hip.context")]
        self.case = FuzzCase("")
        self.lines: list[str] = []
        self.constants: dict[int, str] = {}
        self.sizes: dict[str, int] = {}
        self.bufs: list[Buf] = []
        self.initialized: set[str] = set()
        self.allocs: dict[str, Buf] = {}
        self.counter = 0
        self.lens: list[int] = []
        self.size_sources: dict[str, list[int]] = {}
        """Buffers sizes are loaded from (`lens`, and with `overwrite_lens` maybe
        `lbuf`, an alloca copy whose address is stored, and `glens`, a global),
        with their contents now."""
        self.setters = 0
        self.dim_source: tuple[int, ...] = ()
        self.declarations: list[str] = []
        self.stashed: list[tuple[str, Buf]] = []
        """(slot argument, buffer stored in it)."""
        self.flushes: list[str] = []
        """Ops that may use an escaped address, still to be written."""
        self.groups: dict[str, tuple[set[str], set[str]]] = {}
        """Open async groups: the roots their work reads (not to be written
        meanwhile) and writes (not to be touched meanwhile)."""
        self.awaited_initialize: dict[str, list[str]] = {}
        """Per open group, the roots it initialises once awaited."""
        self.deferred: dict[str, tuple[set[str], str | None]] = {}
        """Work that may still run (`defer`), by name: the roots it reads (not to
        be written meanwhile) and the op that waits for it (None: nothing does;
        it runs before the function returns)."""
        self.hoist = False

    # -- names and small helpers -----------------------------------------------

    def fresh(self, prefix: str) -> str:
        self.counter += 1
        return f"{prefix}{self.counter}"

    def const(self, value: int) -> str:
        if value not in self.constants:
            self.constants[value] = f"c{value}"
        return f"%{self.constants[value]}"

    def emit(self, line: str) -> None:
        self.lines.append(line)

    def extent(self, d: Dim) -> int:
        if isinstance(d, int):
            return d
        if isinstance(d, str):
            return self.sizes[d]
        return prod(self.extent(x) for x in d[1:])

    def shape(self, dims: Sequence[Dim]) -> tuple[int, ...]:
        return tuple(self.extent(d) for d in dims)

    def usable_sizes(self) -> list[str]:
        return [n for n, v in self.sizes.items() if v <= MAX_DIM]

    # -- sizes -------------------------------------------------------------------

    def add_scalar_arg(self) -> None:
        name = self.fresh("n")
        self.args.append((name, "index"))
        value = self.c.choice((0, 1, 1, 2, 3, 3, 4, 5, 7, 8))
        self.case.scalars[name] = value
        self.sizes[name] = value

    def define_size(self) -> None:
        kind = self.c.choice(("arith", "arith", "arith", "load", "dim", "arg"))
        existing = list(self.sizes)
        if kind == "arg" or not existing:
            self.add_scalar_arg()
            return
        if kind == "load":
            # One draw fewer with `%lens` alone: the programs of earlier seeds.
            i = self.c.integer(0, 3)
            sources = list(self.size_sources)
            self.load_size(self.c.choice(sources) if len(sources) > 1 else "lens", i)
            return
        if kind == "dim":
            i = self.c.integer(0, 1)
            name = self.fresh("d")
            self.emit(f"%{name} = memref.dim %dsrc, {self.const(i)} : memref<?x?xf32>")
            self.sizes[name] = self.dim_source[i]
            return
        x = self.c.choice(existing)
        y = self.c.choice(existing)
        vx, vy = self.sizes[x], self.sizes[y]
        op = self.c.choice(
            ("addi", "muli", "maxui", "minui", "divui", "ceildivui", "remui", "select",
             "subi", "cap")
        )  # fmt: skip
        name = self.fresh("s")
        if op == "addi":
            k = self.c.integer(1, 3)
            self.emit(f"%{name} = arith.addi %{x}, {self.const(k)} : index")
            value = vx + k
        elif op == "muli":
            k = self.c.integer(2, 3)
            self.emit(f"%{name} = arith.muli %{x}, {self.const(k)} : index")
            value = vx * k
        elif op in ("maxui", "minui"):
            self.emit(f"%{name} = arith.{op} %{x}, %{y} : index")
            value = max(vx, vy) if op == "maxui" else min(vx, vy)
        elif op in ("divui", "ceildivui"):
            k = self.c.integer(1, 3)
            self.emit(f"%{name} = arith.{op} %{x}, {self.const(k)} : index")
            value = vx // k if op == "divui" else -(-vx // k)
        elif op == "remui":
            k = self.c.integer(2, 5)
            self.emit(f"%{name} = arith.remui %{x}, {self.const(k)} : index")
            value = vx % k
        elif op == "select":
            cond = self.fresh("cmp")
            self.emit(f"%{cond} = arith.cmpi ult, %{x}, %{y} : index")
            self.emit(f"%{name} = arith.select %{cond}, %{x}, %{y} : index")
            value = vx if vx < vy else vy
        elif op == "subi":
            k = self.c.integer(1, 2)
            bumped = self.fresh("s")
            self.emit(f"%{bumped} = arith.maxui %{x}, {self.const(k)} : index")
            self.emit(f"%{name} = arith.subi %{bumped}, {self.const(k)} : index")
            self.sizes[bumped] = max(vx, k)
            value = max(vx, k) - k
        else:
            self.emit(f"%{name} = arith.minui %{x}, {self.const(8)} : index")
            value = min(vx, 8)
        self.sizes[name] = value

    # -- buffers -----------------------------------------------------------------

    def random_dims(self, rank: int) -> tuple[Dim, ...] | None:
        sizes = self.usable_sizes()
        dims: list[Dim] = []
        for _ in range(rank):
            if sizes and self.c.chance(0.5):
                dims.append(self.c.choice(sizes))
            else:
                dims.append(self.c.choice((1, 2, 3, 4, 5, 8, 16)))
        if prod(self.shape(dims)) > MAX_ELEMENTS:
            return None
        return tuple(dims)

    def new_input(self, elem: str, dims: tuple[Dim, ...], prefix: str = "in") -> Buf:
        name = self.fresh(prefix)
        buf = Buf(name, elem, dims, ())
        self.args.append((name, buf.type()))
        self.case.shapes[name] = self.shape(dims)
        if prefix == "in":
            self.bufs.append(buf)
        return buf

    def busy(self) -> tuple[set[str], set[str]]:
        """Roots read by pending async work, and roots it writes."""
        read: set[str] = set()
        written: set[str] = set()
        for sources, targets in self.groups.values():
            read |= sources
            written |= targets
        for sources, _ in self.deferred.values():
            read |= sources
        return read, written

    def readable(self, buf: Buf) -> bool:
        written = self.busy()[1]
        return all(r in self.initialized and r not in written for r in buf.roots)

    def writable(self, buf: Buf) -> bool:
        read, written = self.busy()
        if any(r in read or r in written for r in buf.roots):
            return False
        if not buf.roots:
            return buf.name.startswith("out")
        if buf.full and len(buf.roots) == 1:
            return True
        return self.readable(buf)

    def source(self, elem: str, dims: tuple[Dim, ...]) -> Buf:
        """An initialised buffer of this element type and shape (maybe a new input)."""
        found = [
            b
            for b in self.bufs
            if b.elem == elem and b.dims == dims and self.readable(b)
        ]
        if found and self.c.chance(0.7):
            return self.c.choice(found)
        return self.new_input(elem, dims)

    def alloc(self, used: bool = True) -> Buf | None:
        if self.vectors and self.c.chance(0.15):
            elem = self.c.choice(VECTORS)
        else:
            elem = self.c.choice(self.elements)
        rank = self.c.integer(1, 3)
        dims = self.random_dims(rank)
        if dims is None:
            return None
        name = self.fresh("a" if used else "u")
        buf = Buf(name, elem, dims, (name,), certain=True)
        operands = ", ".join(f"%{d}" for d in dims if isinstance(d, str))
        self.emit(f"%{name} = memref.alloc({operands}) : {buf.type()}")
        if used:
            self.bufs.append(buf)
            self.allocs[name] = buf
        return buf

    # -- ops ---------------------------------------------------------------------

    def _dps(self, op: str, ins: Sequence[Buf], out: Buf, attrs: str = "") -> str:
        names = ", ".join(f"%{b.name}" for b in ins)
        types = ", ".join(b.type() for b in ins)
        return (
            f"hip.{op}(%ctx) ins({names} : {types}) outs(%{out.name} : {out.type()})"
            + (f" {attrs}" if attrs else "")
        )

    def compute_line(self, out: Buf) -> str | None:
        """One op that writes all of `out` from initialised sources."""
        elem, dims = out.elem, out.dims
        if elem in FLOATS:
            kinds = ["unary", "binary", "copy", "softmax", "norm", "where"]
            if len(dims) == 2:
                kinds += ["matmul", "transpose"]
            kind = self.c.choice(kinds)
            if kind == "unary":
                return self._dps(
                    self.c.choice(_UNARY_FLOAT), [self.source(elem, dims)], out
                )
            if kind == "binary":
                a, b = self.source(elem, dims), self.source(elem, dims)
                return self._dps(self.c.choice(_BINARY_FLOAT), [a, b], out)
            if kind == "softmax":
                return self._dps("miopen.softmax", [self.source(elem, dims)], out)
            if kind == "norm":
                x = self.source(elem, dims)
                scale = self.source(elem, dims[-1:])
                if self.c.chance(0.5):
                    return self._dps(
                        "rms_norm",
                        [x, scale],
                        out,
                        "{axis = -1 : i64, epsilon = 1.000000e-05 : f32, stash_type = 1 : i64}",
                    )
                bias = [self.source(elem, dims[-1:])] if self.c.chance(0.5) else []
                return self._dps("layer_norm", [x, scale, *bias], out)
            if kind == "where":
                cond = self.source("i1", dims)
                return self._dps(
                    "where",
                    [cond, self.source(elem, dims), self.source(elem, dims)],
                    out,
                )
            if kind == "matmul":
                k = self.c.choice([*[1, 2, 3, 8], *self.usable_sizes()])
                a = self.source(elem, (dims[0], k))
                b = self.source(elem, (k, dims[1]))
                return self._dps("matmul", [a, b], out)
            if kind == "transpose":
                src = self.source(elem, (dims[1], dims[0]))
                return self._dps("transpose", [src], out, "{perm = [1 : i64, 0 : i64]}")
        elif elem in INTS:
            kind = self.c.choice(("binary", "binary", "neg", "copy"))
            if kind == "binary":
                a, b = self.source(elem, dims), self.source(elem, dims)
                return self._dps(self.c.choice(_BINARY_INT), [a, b], out)
            if kind == "neg":
                return self._dps("neg", [self.source(elem, dims)], out)
        elif elem == "i1":
            kind = self.c.choice(("compare", "logic", "not", "copy"))
            if kind == "compare":
                f = self.c.choice(FLOATS)
                a, b = self.source(f, dims), self.source(f, dims)
                return self._dps(self.c.choice(("equal", "less")), [a, b], out)
            if kind == "logic":
                a, b = self.source("i1", dims), self.source("i1", dims)
                return self._dps(self.c.choice(("and", "or")), [a, b], out)
            if kind == "not":
                return self._dps("not", [self.source("i1", dims)], out)
        src = self.source(elem, dims)
        if _spelled_shape(src) != _spelled_shape(out):
            if elem in VECTORS:
                return None  # no hip op takes vector elements
            # memref.copy wants identical static shapes; a hip op does not care.
            return self._dps("not" if elem == "i1" else "neg", [src], out)
        return f"memref.copy %{src.name}, %{out.name} : {src.type()} to {out.type()}"

    def write(self, out: Buf, allow_if: bool = True) -> None:
        """Writes `out`, at the top level, in an `scf.for`, or (if safe) an `scf.if`."""
        line = self.compute_line(out)
        if line is None:
            return
        initializing = out.full and len(out.roots) == 1
        where = self.c.choice(("top", "top", "top", "for", "if"))
        if where == "if" and (not allow_if or not self.readable(out)):
            where = "top"
        if where == "for":
            iv = self.fresh("i")
            trips = self.c.integer(1, 2)
            self.emit(
                f"scf.for %{iv} = {self.const(0)} to {self.const(trips)} step {self.const(1)} {{"
            )
            self.emit(f"  {line}")
            self.emit("}")
        elif where == "if":
            cond = self.condition()
            self.emit(f"scf.if %{cond} {{")
            self.emit(f"  {line}")
            self.emit("}")
        else:
            self.emit(line)
        if initializing and where != "if":
            self.initialized.add(out.roots[0])

    def condition(self) -> str:
        sizes = list(self.sizes) or [None]
        x, y = self.c.choice(sizes), self.c.choice(sizes)
        cond = self.fresh("cond")
        if x is None or y is None:
            self.emit(
                f"%{cond} = arith.cmpi ult, {self.const(0)}, {self.const(1)} : index"
            )
        else:
            self.emit(f"%{cond} = arith.cmpi ule, %{x}, %{y} : index")
        return cond

    # -- aliases -----------------------------------------------------------------

    def alias(self) -> None:
        """A view of (or a select between) existing buffers: a new alias of
        their roots, when the chosen kind applies to the chosen buffer."""
        candidates = [
            b
            for b in self.bufs
            if b.roots
            and b.identity
            and b.elem != "i1"
            and b.elem not in VECTORS
            and b.static_type_dims is None
        ]
        if not candidates:
            return
        b = self.c.choice(candidates)
        kind = self.c.choice(
            ("cast", "subview", "collapse", "expand", "reshape", "select")
        )
        name = self.fresh("v")
        make = {
            "cast": self._cast,
            "subview": self._subview,
            "collapse": self._collapse,
            "expand": self._expand,
            "reshape": self._reshape,
            "select": self._select,
        }[kind]
        new = make(b, name)
        if new is not None:
            self.bufs.append(new)

    def _cast(self, b: Buf, name: str) -> Buf | None:
        """`memref.cast` spelling some static sizes of `b` as `?`."""
        spelled = tuple(isinstance(d, int) and self.c.chance(0.5) for d in b.dims)
        new = Buf(
            name,
            b.elem,
            b.dims,
            b.roots,
            b.full,
            static_type_dims=spelled,
            certain=b.certain,
        )
        if new.type() == b.type():
            return None
        self.emit(f"%{name} = memref.cast %{b.name} : {b.type()} to {new.type()}")
        return new

    def _subview(self, b: Buf, name: str) -> Buf | None:
        """A strided `memref.subview` of part of one static axis of `b`."""
        if any(not isinstance(d, int) for d in b.dims[1:]) or not isinstance(
            b.dims[0], int | str
        ):
            return None
        axes = [i for i, d in enumerate(b.dims) if isinstance(d, int) and d >= 2]
        if not axes:
            return None
        axis = self.c.choice(axes)
        extent = b.dims[axis]
        assert isinstance(extent, int)
        size = self.c.integer(1, extent - 1)
        offset = self.c.integer(0, extent - size)
        strides = [
            prod(self.extent(x) for x in b.dims[k + 1 :]) for k in range(len(b.dims))
        ]
        dims = tuple(size if k == axis else d for k, d in enumerate(b.dims))
        layout = f", strided<[{', '.join(map(str, strides))}], offset: {offset * strides[axis]}>"
        new = Buf(name, b.elem, dims, b.roots, False, layout)
        offsets = ", ".join(str(offset if k == axis else 0) for k in range(len(dims)))
        sizes = ", ".join(f"%{d}" if isinstance(d, str) else str(d) for d in dims)
        ones = ", ".join("1" for _ in dims)
        self.emit(
            f"%{name} = memref.subview %{b.name}[{offsets}] [{sizes}] [{ones}] : "
            f"{b.type()} to {new.type()}"
        )
        return new

    def _collapse(self, b: Buf, name: str) -> Buf | None:
        """`memref.collapse_shape` of all of `b`'s axes into one."""
        if len(b.dims) < 2:
            return None
        if all(isinstance(d, int) for d in b.dims):
            dim: Dim = prod(self.shape(b.dims))
        else:
            flat: list[int | str] = []
            for d in b.dims:
                flat.extend(d[1:] if isinstance(d, tuple) else [d])
            dim = ("*", *flat)
        new = Buf(name, b.elem, (dim,), b.roots, b.full)
        group = ", ".join(str(k) for k in range(len(b.dims)))
        self.emit(
            f"%{name} = memref.collapse_shape %{b.name} [[{group}]] : {b.type()} into {new.type()}"
        )
        return new

    def _expand(self, b: Buf, name: str) -> Buf | None:
        """`memref.expand_shape` splitting an even static axis of `b` in two."""
        if any(isinstance(d, tuple) for d in b.dims):
            return None
        axes = [i for i, d in enumerate(b.dims) if isinstance(d, int) and d % 2 == 0]
        if not axes or len(b.dims) >= 3:
            return None
        axis = self.c.choice(axes)
        extent = b.dims[axis]
        assert isinstance(extent, int)
        dims: tuple[Dim, ...] = (
            *b.dims[:axis],
            2,
            extent // 2,
            *b.dims[axis + 1 :],
        )
        new = Buf(name, b.elem, dims, b.roots, b.full)
        groups: list[str] = []
        k = 0
        for i in range(len(b.dims)):
            if i == axis:
                groups.append(f"[{k}, {k + 1}]")
                k += 2
            else:
                groups.append(f"[{k}]")
                k += 1
        shape = ", ".join(f"%{d}" if isinstance(d, str) else str(d) for d in dims)
        self.emit(
            f"%{name} = memref.expand_shape %{b.name} [{', '.join(groups)}] "
            f"output_shape [{shape}] : {b.type()} into {new.type()}"
        )
        return new

    def _reshape(self, b: Buf, name: str) -> Buf | None:
        """`memref.reshape` of a static `b` to 1-D, its shape from an argument."""
        if not all(isinstance(d, int) for d in b.dims):
            return None
        total = prod(self.shape(b.dims))
        shape_arg = self.fresh("shape")
        self.args.append((shape_arg, "memref<1xindex>"))
        self.case.contents[shape_arg] = np.array([total], dtype=np.int64)
        new = Buf(name, b.elem, (total,), b.roots, b.full)
        self.emit(
            f"%{name} = memref.reshape %{b.name}(%{shape_arg}) : "
            f"({b.type()}, memref<1xindex>) -> {new.type()}"
        )
        return new

    def _select(self, b: Buf, name: str) -> Buf | None:
        """`arith.select` between `b` and another buffer of its type and sizes."""
        twins = [
            o
            for o in self.bufs
            if o is not b and o.roots and o.type() == b.type() and o.dims == b.dims
        ]
        if not twins:
            return None
        other = self.c.choice(twins)
        cond = self.condition()
        roots = tuple(dict.fromkeys((*b.roots, *other.roots)))
        new = Buf(
            name,
            b.elem,
            b.dims,
            roots,
            b.full and other.full,
            layout=b.layout,
            static_type_dims=b.static_type_dims,
        )  # the select's type is b's, as spelled
        self.emit(
            f"%{name} = arith.select %{cond}, %{b.name}, %{other.name} : {b.type()}"
        )
        return new

    # -- the function --------------------------------------------------------------

    def dealloc(self) -> None:
        """A dealloc of a buffer, a cast of it, or a value that only may be it."""
        read, written = self.busy()
        free = [b for b in self.bufs if b.roots and not set(b.roots) & (read | written)]
        kind = self.c.choice(("certain", "certain", "may", "select", "if", "call"))
        if kind in ("certain", "call"):
            free = [b for b in free if b.certain]
        elif kind == "may":
            free = [b for b in free if not b.certain]
        if not free:
            return
        b = self.c.choice(free)
        freed = b
        if kind == "select":
            twins = [o for o in free if o is not b and o.type() == b.type()]
            if not twins and b.identity and b.static_type_dims is None:
                twins = [self.new_input(b.elem, b.dims)]  # %a or an argument
            if twins:
                other = self.c.choice(twins)
                cond = self.condition()
                name = self.fresh("v")
                self.emit(
                    f"%{name} = arith.select %{cond}, %{b.name}, %{other.name} : "
                    f"{b.type()}"
                )
                roots = tuple(dict.fromkeys((*b.roots, *other.roots)))
                freed = Buf(
                    name,
                    b.elem,
                    b.dims,
                    roots,
                    layout=b.layout,
                    static_type_dims=b.static_type_dims,
                )  # the select's type is b's, as spelled (a cast: 3x?x?, not 3x3x?)
        elif (
            kind == "if"
            and b.identity
            and b.static_type_dims is None
            and all(isinstance(d, int | str) for d in b.dims)
        ):
            cond = self.condition()
            name, inner = self.fresh("r"), self.fresh("n")
            operands = ", ".join(f"%{d}" for d in b.dims if isinstance(d, str))
            self.emit(f"%{name} = scf.if %{cond} -> ({b.type()}) {{")
            self.emit(f"  scf.yield %{b.name} : {b.type()}")
            self.emit("} else {")
            self.emit(f"  %{inner} = memref.alloc({operands}) : {b.type()}")
            self.emit(f"  scf.yield %{inner} : {b.type()}")
            self.emit("}")
            freed = Buf(name, b.elem, b.dims, b.roots)
        if kind == "call":
            # A function of the module frees it: the buffer must stay unpooled.
            callee = self.fresh("frees")
            t = freed.type()
            self.declarations.append(
                f"func.func private @{callee}(%m: {t}) {{\n"
                f"  memref.dealloc %m : {t}\n  func.return\n}}"
            )
            self.emit(f"func.call @{callee}(%{freed.name}) : ({t}) -> ()")
        else:
            self.emit(f"memref.dealloc %{freed.name} : {freed.type()}")
        self.bufs = [x for x in self.bufs if not set(freed.roots) & set(x.roots)]

    # -- escapes -------------------------------------------------------------------

    def true_condition(self) -> str:
        """An i1 that is true at run time, which the pass cannot know."""
        sizes = sorted(self.sizes, key=lambda n: self.sizes[n])
        cond = self.fresh("cond")
        if len(sizes) >= 2:
            x, y = sizes[0], self.c.choice(sizes)
            self.emit(f"%{cond} = arith.cmpi ule, %{x}, %{y} : index")
        else:
            self.emit(
                f"%{cond} = arith.cmpi ult, {self.const(0)}, {self.const(1)} : index"
            )
        return cond

    def escape(self) -> None:
        """Lets a buffer's address escape: stored to memory (loaded back later by
        `unstash`), its address stored as an index or a vector, or the buffer
        handed to an unregistered op or a `func.call`."""
        live = [b for b in self.bufs if b.roots]
        if not live:
            return
        b = self.c.choice(live)
        kind = self.c.choice(
            ("stash", "stash", "stash", "index", "vector", "op", "call")
        )
        if kind == "stash":
            slot = self.fresh("slot")
            holder = f"memref<1x{b.type()}>"
            self.args.append((slot, holder))
            self.case.shapes[slot] = (1,)
            line = f"memref.store %{b.name}, %{slot}[{self.const(0)}] : {holder}"
            if self.c.chance(0.3):
                cond = self.true_condition()
                self.emit(f"scf.if %{cond} {{")
                self.emit(f"  {line}")
                self.emit("}")
            else:
                self.emit(line)
            self.stashed.append((slot, b))
            return
        self.case.executable = False
        if kind in ("index", "vector"):
            if ("addrs", "memref<1xindex>") not in self.args:
                self.args.append(("addrs", "memref<1xindex>"))
                self.case.shapes["addrs"] = (1,)
            p = self.fresh("p")
            self.emit(
                f"%{p} = memref.extract_aligned_pointer_as_index %{b.name} : "
                f"{b.type()} -> index"
            )
            c0 = self.const(0)
            if kind == "index":
                self.emit(f"memref.store %{p}, %addrs[{c0}] : memref<1xindex>")
            else:
                v = self.fresh("vec")
                self.emit(f"%{v} = vector.broadcast %{p} : index to vector<1xindex>")
                self.emit(
                    f"vector.store %{v}, %addrs[{c0}] : memref<1xindex>, vector<1xindex>"
                )
            q = self.fresh("q")
            self.flushes.append(
                f"%{q} = memref.load %addrs[{c0}] : memref<1xindex>\n"
                f'"test.write_through"(%{q}) : (index) -> ()'
            )
        elif kind == "op":
            self.emit(f'"test.keep"(%{b.name}) : ({b.type()}) -> ()')
            self.flushes.append('"test.flush"() : () -> ()')
        else:
            callee = self.fresh("keep")
            self.declarations.append(f"func.func private @{callee}({b.type()})")
            self.emit(f"func.call @{callee}(%{b.name}) : ({b.type()}) -> ()")
            if "func.func private @flush()" not in self.declarations:
                self.declarations.append("func.func private @flush()")
            self.flushes.append("func.call @flush() : () -> ()")

    def unstash(self) -> None:
        """Loads a stored buffer back: a copy the pass cannot trace to its alloc."""
        ready = [(slot, b) for slot, b in self.stashed if b in self.bufs]
        if not ready:
            return
        slot, b = self.c.choice(ready)
        name = self.fresh("l")
        self.emit(
            f"%{name} = memref.load %{slot}[{self.const(0)}] : memref<1x{b.type()}>"
        )
        self.bufs.append(dataclasses.replace(b, name=name, certain=False))

    def flush(self) -> None:
        if self.flushes:
            for line in self.flushes.pop(0).split("\n"):
                self.emit(line)

    def async_write(self) -> None:
        """`async.execute` writing a buffer, its token added to a group; the write
        happens when the group is awaited (`await_group`)."""
        targets = [
            b
            for b in self.bufs
            if b.roots and self.writable(b) and b.full and len(b.roots) == 1
        ]
        if not targets:
            return
        out = self.c.choice(targets)
        line = self.compute_line(out)
        if line is None:
            return
        mentioned = set(re.findall(r"%([A-Za-z_]\w*)", line))
        sources = {r for b in self.bufs if b.name in mentioned for r in b.roots}
        sources -= set(out.roots)
        token = self.fresh("t")
        self.emit(f'%{token} = "async.execute"() ({{')
        self.emit(f"  {line}")
        self.emit('  "async.yield"() : () -> ()')
        self.emit("}) : () -> !async.token")
        open_groups = list(self.groups)
        if open_groups and self.c.chance(0.5):
            group = self.c.choice(open_groups)
        else:
            group = self.fresh("g")
            self.emit(
                f'%{group} = "async.create_group"({self.const(8)}) : (index) -> '
                "!async.group"
            )
            self.groups[group] = (set(), set())
        read, written = self.groups[group]
        self.emit(
            f'%{self.fresh("k")} = "async.add_to_group"(%{token}, %{group}) : '
            "(!async.token, !async.group) -> index"
        )
        self.groups[group] = (read | sources, written | set(out.roots))
        self.initialized.discard(out.roots[0])
        self.awaited_initialize.setdefault(group, []).append(out.roots[0])

    def defer(self) -> None:
        """Work that runs later and reads buffers, writing a new output argument:
        an `async.execute` (its token awaited later, or never), an unregistered
        region op without results (`"test.spawn"`, never waited for), an
        `omp.task` (until an `omp.taskwait`), a `memref.dma_start` of a whole
        static buffer (until the `memref.dma_wait` of its tag element, or
        never). What it reads is not written until the wait (`busy`). Sometimes
        (`via_call`) the work is started by a function of the module that
        returns with it still running: the caller waits for it (`dma_wait` of
        the tag it passed, `async.await` of the token returned, `omp.taskwait`)
        or never; such a case is checked, not executed."""
        kind = self.c.choice(("execute", "spawn", "task", "dma"))
        via_call = kind != "spawn" and self.c.chance(0.3)
        ready = [b for b in self.bufs if b.roots and self.readable(b)]
        if not ready:
            return
        allocs = [b for b in ready if b.certain and b.identity]
        src = self.c.choice(allocs if allocs and self.c.chance(0.8) else ready)
        out = self.new_input(src.elem, src.dims, prefix="out")
        if kind == "dma":
            if (
                not all(isinstance(d, int) for d in src.dims)
                or src.elem == "i1"
                or not src.identity
            ):
                return self.output_of(src, out)
            if ("tags", "memref<16xi32>") not in self.args:
                self.args.append(("tags", "memref<16xi32>"))
                self.case.shapes["tags"] = (16,)
            tag = self.const(len(self.deferred) % 16)
            zeros = ", ".join([self.const(0)] * len(src.dims))
            count = self.const(prod(self.shape(src.dims)))
            if via_call:
                callee = self.fresh("dma")
                t, o = src.type(), out.type()
                here = ", ".join(["%z"] * len(src.dims))
                self.declarations.append(
                    f"func.func private @{callee}(%s: {t}, %o: {o}, "
                    f"%tags: memref<16xi32>, %i: index) {{\n"
                    "  %z = arith.constant 0 : index\n"
                    f"  %n = arith.constant {prod(self.shape(src.dims))} : index\n"
                    f"  memref.dma_start %s[{here}], %o[{here}], %n, %tags[%i] : "
                    f"{t}, {o}, memref<16xi32>\n"
                    "  func.return\n}"
                )
                self.emit(
                    f"func.call @{callee}(%{src.name}, %{out.name}, %tags, {tag}) : "
                    f"({t}, {o}, memref<16xi32>, index) -> ()"
                )
                self.case.executable = False
            else:
                self.emit(
                    f"memref.dma_start %{src.name}[{zeros}], %{out.name}[{zeros}], "
                    f"{count}, %tags[{tag}] : {src.type()}, {out.type()}, "
                    "memref<16xi32>"
                )
            wait = f"memref.dma_wait %tags[{tag}], {count} : memref<16xi32>"
            self.deferred[self.fresh("dma")] = (
                set(src.roots),
                wait if self.c.chance(0.7) else None,
            )
            self.retire(set(src.roots))
            return
        if self.c.chance(0.6):
            line = (
                f"memref.copy %{src.name}, %{out.name} : {src.type()} to {out.type()}"
            )
        else:
            line = self.compute_line(out)
        if line is None:
            return
        mentioned = set(re.findall(r"%([A-Za-z_]\w*)", line))
        sources = {r for b in self.bufs if b.name in mentioned for r in b.roots}
        name = self.fresh("t")
        wait: str | None = None
        if via_call:
            self.call_deferring(kind, src, out, name)
            self.deferred[name] = (
                sources,
                None
                if kind == "execute" and not self.c.chance(0.6)
                else f'"async.await"(%{name}) : (!async.token) -> ()'
                if kind == "execute"
                else '"omp.taskwait"() : () -> ()',
            )
            self.retire(sources)
            return
        if kind == "execute":
            self.emit(f'%{name} = "async.execute"() ({{')
            self.emit(f"  {line}")
            self.emit('  "async.yield"() : () -> ()')
            self.emit("}) : () -> !async.token")
            if self.c.chance(0.6):
                wait = f'"async.await"(%{name}) : (!async.token) -> ()'
        elif kind == "spawn":
            self.emit('"test.spawn"() ({')
            self.emit(f"  {line}")
            self.emit("}) : () -> ()")
        else:
            segments = ", ".join(["0"] * 9)
            self.emit(
                f'"omp.task"() <{{operandSegmentSizes = array<i32: {segments}>}}> ({{'
            )
            self.emit(f"  {line}")
            self.emit('  "omp.terminator"() : () -> ()')
            self.emit("}) : () -> ()")
            wait = '"omp.taskwait"() : () -> ()'
        self.deferred[name] = (sources, wait)
        self.retire(sources)

    def call_deferring(self, kind: str, src: Buf, out: Buf, name: str) -> None:
        """A call of a new function of the module that copies `src` into `out`
        in an `async.execute` (its token returned as `%name`) or an `omp.task`,
        and returns with the work still running."""
        callee = self.fresh("work")
        t, o = src.type(), out.type()
        copy = f"memref.copy %s, %o : {t} to {o}"
        if kind == "execute":
            body = [
                '  %t = "async.execute"() ({',
                f"    {copy}",
                '    "async.yield"() : () -> ()',
                "  }) : () -> !async.token",
                "  func.return %t : !async.token",
            ]
            result = " -> !async.token"
            self.emit(
                f"%{name} = func.call @{callee}(%{src.name}, %{out.name}) : "
                f"({t}, {o}) -> !async.token"
            )
        else:
            segments = ", ".join(["0"] * 9)
            body = [
                f'  "omp.task"() <{{operandSegmentSizes = array<i32: {segments}>}}> ({{',
                f"    {copy}",
                '    "omp.terminator"() : () -> ()',
                "  }) : () -> ()",
                "  func.return",
            ]
            result = ""
            self.emit(
                f"func.call @{callee}(%{src.name}, %{out.name}) : ({t}, {o}) -> ()"
            )
        self.declarations.append(
            "\n".join(
                [
                    f"func.func private @{callee}(%s: {t}, %o: {o}){result} {{",
                    *body,
                    "}",
                ]
            )
        )
        self.case.executable = False

    def retire(self, roots: set[str]) -> None:
        """Often, no later op uses these buffers: only the deferred work still
        reads them, so a pass that ends their lifetimes at the op that started
        the work hands their bytes out too early."""
        if not self.c.chance(0.6):
            return
        retired = [b for b in self.bufs if set(b.roots) & roots]
        self.bufs = [b for b in self.bufs if b not in retired]
        certain = [b for b in retired if b.certain and b.identity]
        if certain and self.c.chance(0.8):
            # A buffer of the same type, written now: the one to get those bytes.
            self.write(self.alloc_like(self.c.choice(certain)), allow_if=False)

    def alloc_like(self, like: Buf) -> Buf:
        name = self.fresh("a")
        buf = Buf(name, like.elem, like.dims, (name,), certain=True)
        operands = ", ".join(f"%{d}" for d in like.dims if isinstance(d, str))
        self.emit(f"%{name} = memref.alloc({operands}) : {buf.type()}")
        self.bufs.append(buf)
        self.allocs[name] = buf
        return buf

    def output_of(self, src: Buf, out: Buf) -> None:
        """Copies `src` into the output argument `out` (made for it)."""
        self.emit(
            f"memref.copy %{src.name}, %{out.name} : {src.type()} to {out.type()}"
        )

    def wait(self, name: str | None = None) -> None:
        """Writes the op that waits for deferred work (an `omp.taskwait` waits
        for every task)."""
        waiting = [n for n, (_, w) in self.deferred.items() if w is not None]
        if not waiting:
            return
        name = name if name is not None else self.c.choice(waiting)
        line = self.deferred[name][1]
        assert line is not None
        self.emit(line)
        for other in [n for n, (_, w) in self.deferred.items() if w == line]:
            del self.deferred[other]

    def await_group(self, group: str | None = None) -> None:
        if not self.groups:
            return
        if group is None:
            group = self.c.choice(list(self.groups))
        self.emit(f'"async.await_all"(%{group}) : (!async.group) -> ()')
        del self.groups[group]
        self.initialized.update(self.awaited_initialize.pop(group, []))

    def step(self) -> None:
        actions = (
            "size", "size", "alloc", "alloc", "alloc", "alloc", "write", "write",
            "write", "write", "alias", "alias", "alias", "dealloc", "unused", "output",
            "escape", "unstash", "flush", "async", "await",
        )  # fmt: skip
        if self.deferred_work:
            actions += ("defer", "wait")
        action = self.c.choice(actions)
        if action == "size":
            if self.overwrite_lens and self.c.chance(0.5):
                self.overwrite_size()
            else:
                self.define_size()
        elif action in ("alloc", "unused"):
            buf = self.alloc(used=action == "alloc")
            if buf is not None and action == "alloc" and self.c.chance(0.6):
                self.write(buf, allow_if=False)
        elif action == "write":
            targets = [b for b in self.bufs if b.roots and self.writable(b)]
            if targets:
                self.write(self.c.choice(targets))
        elif action == "alias":
            self.alias()
        elif action == "dealloc":
            self.dealloc()
        elif action == "escape":
            self.escape()
        elif action == "unstash":
            self.unstash()
        elif action == "flush":
            self.flush()
        elif action == "async":
            self.async_write()
        elif action == "await":
            self.await_group()
        elif action == "defer":
            self.defer()
        elif action == "wait":
            self.wait()
        else:
            self.output()

    def load_size(self, source: str, i: int) -> str:
        name = self.fresh("l")
        self.emit(f"%{name} = memref.load %{source}[{self.const(i)}] : memref<4xindex>")
        self.sizes[name] = self.size_sources[source][i]
        return name

    def alloc_sized(self, size: str) -> None:
        """A used alloc of `size` elements, often written right away."""
        name = self.fresh("a")
        elem = self.c.choice(FLOATS)
        buf = Buf(name, elem, (size,), (name,), certain=True)
        self.emit(f"%{name} = memref.alloc(%{size}) : {buf.type()}")
        self.bufs.append(buf)
        self.allocs[name] = buf
        if self.c.chance(0.8):
            self.write(buf, allow_if=False)

    def overwrite_size(self) -> None:
        """Stores a new value into a buffer sizes are loaded from; often a size
        is loaded from it right after (a load moved above the store would read
        the old one). `%lens` is stored to directly; `%lbuf` directly or
        through a pointer loaded back from `%lslot`; `@glens` by a call to a
        function that stores it. Sometimes also a call to a function that
        writes only its own alloca, or (then the case does not run) an op of
        unknown effects that receives nothing."""
        i = self.c.integer(0, 3)
        sources = list(self.size_sources)
        if "lbuf" in sources:
            sources += ["lbuf", "lbuf"]  # the loaded pointer: the subtle one
        source = self.c.choice(sources) if len(sources) > 1 else "lens"
        values = self.size_sources[source]
        value = self.c.choice([v for v in (0, 1, 2, 3, 5, 8) if v != values[i]])
        c0, ci, cv = self.const(0), self.const(i), self.const(value)
        if source == "glens":
            self.setters += 1
            setter = f"set_glens{self.setters}"
            self.declarations.append(
                f"func.func private @{setter}() {{\n"
                f"  %g = memref.get_global @glens : memref<4xindex>\n"
                f"  %i = arith.constant {i} : index\n"
                f"  %v = arith.constant {value} : index\n"
                f"  memref.store %v, %g[%i] : memref<4xindex>\n"
                f"  func.return\n}}"
            )
            self.emit(f"func.call @{setter}() : () -> ()")
        elif source == "lbuf" and self.c.chance(0.85):
            p = self.fresh("p")
            self.emit(f"%{p} = memref.load %lslot[{c0}] : memref<1xmemref<4xindex>>")
            self.emit(f"memref.store {cv}, %{p}[{ci}] : memref<4xindex>")
        else:
            self.emit(f"memref.store {cv}, %{source}[{ci}] : memref<4xindex>")
        values[i] = value
        self.case.overwrites_sizes = True
        if self.c.chance(0.2):
            self.quiet_call()
        if self.c.chance(0.8):
            loaded = self.load_size(source, i)
            if self.c.chance(0.7):
                self.alloc_sized(loaded)

    def quiet_call(self) -> None:
        """A call that writes nothing the caller reads (a function storing to
        its own alloca), or, rarely, an op of unknown effects receiving nothing
        (which may write every size source: the case is not run)."""
        if self.c.chance(0.15):
            self.emit('"test.tick"() : () -> ()')
            self.case.executable = False
            return
        if not any(
            d.startswith("func.func private @scratch()") for d in self.declarations
        ):
            self.declarations.append(
                "func.func private @scratch() {\n"
                "  %c0 = arith.constant 0 : index\n"
                "  %t = memref.alloca() : memref<1xindex>\n"
                "  memref.store %c0, %t[%c0] : memref<1xindex>\n"
                "  func.return\n}"
            )
        self.emit("func.call @scratch() : () -> ()")

    def size_buffers(self) -> None:
        """With `overwrite_lens`, maybe two more buffers sizes are loaded from:
        an alloca copy of `%lens` whose address is stored into the argument
        `%lslot` (so that a pointer loaded back may write it), and a global."""
        if self.c.chance(0.5):
            self.args.append(("lslot", "memref<1xmemref<4xindex>>"))
            self.case.shapes["lslot"] = (1,)
            c0 = self.const(0)
            self.emit("%lbuf = memref.alloca() : memref<4xindex>")
            self.emit("memref.copy %lens, %lbuf : memref<4xindex> to memref<4xindex>")
            self.emit(f"memref.store %lbuf, %lslot[{c0}] : memref<1xmemref<4xindex>>")
            self.size_sources["lbuf"] = list(self.lens)
        if self.c.chance(0.5):
            values = [self.c.choice((0, 1, 2, 3, 5, 8)) for _ in range(4)]
            dense = ", ".join(map(str, values))
            self.declarations.append(
                f'memref.global "private" @glens : memref<4xindex> = dense<[{dense}]>'
            )
            self.emit("%glens = memref.get_global @glens : memref<4xindex>")
            self.size_sources["glens"] = values

    def output(self) -> None:
        ready = [b for b in self.bufs if b.roots and self.readable(b)]
        if not ready:
            return
        b = self.c.choice(ready)
        name = self.fresh("out")
        out = Buf(name, b.elem, b.dims, (), static_type_dims=b.static_type_dims)
        self.args.append((name, out.type()))
        self.case.shapes[name] = self.shape(b.dims)
        self.emit(f"memref.copy %{b.name}, %{name} : {b.type()} to {out.type()}")

    def build(self) -> FuzzCase:
        self.lens = [self.c.choice((0, 1, 2, 3, 5, 8)) for _ in range(4)]
        self.size_sources["lens"] = self.lens
        self.dim_source = (self.c.integer(0, 9), self.c.integer(1, 9))
        self.args.append(("lens", "memref<4xindex>"))
        self.case.contents["lens"] = np.array(self.lens, dtype=np.int64)
        self.args.append(("dsrc", "memref<?x?xf32>"))
        self.case.shapes["dsrc"] = self.dim_source
        self.add_scalar_arg()
        self.hoist = self.c.chance(0.25)
        if self.overwrite_lens:
            self.size_buffers()
        for _ in range(self.c.integer(2, self.max_steps)):
            self.step()
        for group in list(self.groups):
            self.await_group(group)
        for name in list(self.deferred):
            entry = self.deferred.get(name)
            if entry is not None and entry[1] is not None and self.c.chance(0.5):
                self.wait(name)
        while self.flushes:
            self.flush()
        for _ in range(self.c.integer(0, 2)):
            self.output()
        returned: Buf | None = None
        ready = [b for b in self.bufs if b.roots and self.readable(b)]
        if ready and self.c.chance(0.2):
            returned = self.c.choice(ready)
        return self.finish(returned)

    def finish(self, returned: Buf | None) -> FuzzCase:
        args = ", ".join(f"%{n}: {t}" for n, t in self.args)
        result = f" -> {returned.type()}" if returned is not None else ""
        body = [
            f"%{name} = arith.constant {v} : index"
            for v, name in self.constants.items()
        ]
        body += hoisted(self.lines) if self.hoist else self.lines
        ret = (
            f"func.return %{returned.name} : {returned.type()}"
            if returned
            else "func.return"
        )
        body.append(ret)
        text = "\n".join(
            [
                *self.declarations,
                f"func.func @fuzz({args}){result} {{",
                *(f"  {line}" for line in body),
                "}",
                "",
            ]
        )
        self.case.text = text
        return self.case


_DEFINED = re.compile(r"^%([\w]+)(?::\d+)? = ")
_ALLOC = re.compile(r"^%[\w]+ = memref\.alloc\(([^)]*)\)")


def hoisted(lines: Sequence[str]) -> list[str]:
    """`lines` with each top-level alloc moved up to right after the definition
    of its last size operand (to the top when its sizes are arguments), keeping
    the allocs' order: what `hip-hoist-alloc-size-arith` leaves behind."""
    result: list[str] = []
    for line in lines:
        alloc = _ALLOC.match(line)
        if alloc is None:
            result.append(line)
            continue
        needed = {o.strip().lstrip("%") for o in alloc.group(1).split(",") if o.strip()}
        at = 0
        for k, placed in enumerate(result):
            defined = _DEFINED.match(placed)
            if defined is not None and defined.group(1) in needed:
                at = k + 1
        while at < len(result) and _ALLOC.match(result[at]):
            at += 1
        result.insert(at, line)
    return result


def build_program(
    chooser: Chooser,
    max_steps: int = 40,
    overwrite_lens: bool = False,
    vectors: bool = True,
    deferred_work: bool = True,
    elements: Sequence[str] = ELEMENTS,
) -> FuzzCase:
    """A random function (`vectors`: with buffers of vector elements too;
    `deferred_work`: with work that runs later; `elements`: the scalar element
    types of allocs)."""
    return ProgramBuilder(
        chooser, max_steps, overwrite_lens, vectors, deferred_work, elements
    ).build()


class RandomChooser:
    """Decisions from a seeded NumPy generator (the campaign without hypothesis)."""

    def __init__(self, seed: int) -> None:
        self.rng = np.random.default_rng(seed)

    def integer(self, low: int, high: int) -> int:
        return int(self.rng.integers(low, high + 1))

    def choice(self, options: Sequence[T]) -> T:
        return options[int(self.rng.integers(len(options)))]

    def chance(self, p: float) -> bool:
        return bool(self.rng.random() < p)

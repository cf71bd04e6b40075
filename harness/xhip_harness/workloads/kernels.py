"""Kernel-compiler shapes as MLIR text: the programs of `xhip bench --parts kernels`.

What a Python kernel compiler emits after bufferization: tiled loops with a
temporary per tile, running statistics, branches on a shape, and `cf` control
flow once the loops are lowered. Every alloc has a static shape and is freed
right after its last use, in the block that made it (a caching allocator
holds it while it is live: docs/bench.md, "Kernel-compiler shapes"). Every
buffer is written before it is read (accumulators and running statistics from
splat globals), so original and pooled runs compute the same bits.

Standard library only; the text is a function of the sizes.
"""

from __future__ import annotations

from collections.abc import Generator
from contextlib import contextmanager
from dataclasses import dataclass, field

AXES = "memref<1xi64>"


def f32(*shape: int) -> str:
    """`memref<AxBxf32>`."""
    return f"memref<{'x'.join(str(d) for d in shape)}xf32>"


def tile_type(shape: tuple[int, int], row: int) -> str:
    """The type of a `shape` tile at a dynamic offset of a row-major matrix
    `row` elements wide."""
    return f"memref<{shape[0]}x{shape[1]}xf32, strided<[{row}, 1], offset: ?>>"


@dataclass(frozen=True)
class KernelProgram:
    """A generated module: one function `@name` (and the globals it reads)."""

    name: str
    text: str
    scalars: dict[str, int] = field(default_factory=dict[str, int])
    """Index arguments (name without `%`) and the value a run gives them."""
    allocs_run: int = 0
    """The `memref.alloc`s one run at `scalars` executes: the allocator calls
    without pooling (with pooling: one `hip.get_pool`)."""


@dataclass
class _Function:
    """Builds the text of one function: splat globals, index constants, ops."""

    name: str
    args: list[tuple[str, str]]
    globals: dict[str, str] = field(default_factory=dict[str, str])
    """The `memref.global` line of each global, by name."""
    splats: dict[str, str] = field(default_factory=dict[str, str])
    """The name of each splat global, by `type = dense<value>`."""
    constants: set[int] = field(default_factory=set[int])
    lines: list[str] = field(default_factory=list[str])
    depth: int = 1
    count: int = 0
    block_end_frees: bool = False
    """Free at the end of the block (as MLIR's ownership-based deallocation
    places its deallocs) in place of right after the last use."""
    pending: list[list[tuple[str, str]]] = field(
        default_factory=lambda: [list[tuple[str, str]]()]
    )
    """Per open block, the frees held back for its end."""

    def __call__(self, line: str) -> None:
        self.lines.append("  " * self.depth + line)

    def c(self, value: int) -> str:
        """The index constant `%cN` (defined at the function's top)."""
        self.constants.add(value)
        return f"%c{value}"

    def fresh(self, prefix: str) -> str:
        self.count += 1
        return f"%{prefix}{self.count}"

    def get_global(self, type_: str, value: str) -> str:
        """A splat constant global of `type_` (a `memref.get_global` here)."""
        shape = type_.removeprefix("memref<").removesuffix(">").replace("x", "_")
        key = f"{type_} = dense<{value}>"
        name = self.splats.setdefault(key, f"splat_{shape}_{len(self.splats)}")
        self.globals[name] = f'memref.global "private" constant @{name} : {key}'
        result = self.fresh("g")
        self(f"{result} = memref.get_global @{name} : {type_}")
        return result

    def alloc(self, name: str, type_: str, fill: str | None = None) -> str:
        """`%name = memref.alloc()`, with `fill`: then set to that splat."""
        self(f"%{name} = memref.alloc() : {type_}")
        if fill is not None:
            self(
                f"memref.copy {self.get_global(type_, fill)}, %{name} : {type_} to {type_}"
            )
        return f"%{name}"

    def free(self, *buffers: tuple[str, str]) -> None:
        """Deallocs here, or at the block's end with `block_end_frees`."""
        if self.block_end_frees:
            self.pending[-1].extend(buffers)
            return
        for value, type_ in buffers:
            self(f"memref.dealloc {value} : {type_}")

    def end_block(self) -> None:
        """The frees held back for the end of the current block."""
        held, self.pending[-1] = self.pending[-1], []
        for value, type_ in held:
            self(f"memref.dealloc {value} : {type_}")

    @contextmanager
    def block(self, opening: str, closing: str = "}") -> Generator[None]:
        """`opening`, the lines of a region's block one level deeper, its held
        frees, then `closing`."""
        self(opening)
        self.depth += 1
        self.pending.append([])
        yield
        self.end_block()
        self.pending.pop()
        self.depth -= 1
        if closing:
            self(closing)

    def terminate(self, terminator: str, block: str) -> None:
        """Ends a block of the function's region (held frees, `terminator`)
        and starts `block` (its label line)."""
        self.end_block()
        self(terminator)
        self.lines.append("  " * (self.depth - 1) + block)

    def hip(
        self,
        op: str,
        ins: list[tuple[str, str]],
        out: tuple[str, str],
        attrs: str = "",
    ) -> None:
        names = ", ".join(v for v, _ in ins)
        types = ", ".join(t for _, t in ins)
        tail = f" {{{attrs}}}" if attrs else ""
        self(f"hip.{op}(%ctx) ins({names} : {types}) outs({out[0]} : {out[1]}){tail}")

    def tile_view(
        self, matrix: tuple[str, int, int], at: tuple[str, str], shape: tuple[int, int]
    ) -> tuple[str, str]:
        """A subview: the `shape` tile of `matrix` (value, rows, cols) at `at`."""
        value, rows, cols = matrix
        view, type_ = self.fresh("v"), tile_type(shape, cols)
        self(
            f"{view} = memref.subview {value}[{at[0]}, {at[1]}] [{shape[0]}, "
            f"{shape[1]}] [1, 1] : {f32(rows, cols)} to {type_}"
        )
        return view, type_

    def stage(
        self,
        name: str,
        matrix: tuple[str, int, int],
        at: tuple[str, str],
        shape: tuple[int, int],
    ) -> str:
        """A staging buffer `%name`: a copy of a tile of `matrix`."""
        view, type_ = self.tile_view(matrix, at, shape)
        buffer = self.alloc(name, f32(*shape))
        self(f"memref.copy {view}, {buffer} : {type_} to {f32(*shape)}")
        return buffer

    def write_back(
        self,
        buffer: str,
        matrix: tuple[str, int, int],
        at: tuple[str, str],
        shape: tuple[int, int],
    ) -> None:
        view, type_ = self.tile_view(matrix, at, shape)
        self(f"memref.copy {buffer}, {view} : {f32(*shape)} to {type_}")

    @contextmanager
    def loop(self, index: str, upper: int, step: int) -> Generator[str]:
        """`scf.for %index = 0 to upper step step { ... }`."""
        bounds = f"{self.c(0)} to {self.c(upper)} step {self.c(step)}"
        with self.block(f"scf.for %{index} = {bounds} {{"):
            yield f"%{index}"

    def _end_of_function(self) -> list[str]:
        before = len(self.lines)
        self.end_block()
        tail = self.lines[before:]
        del self.lines[before:]
        return tail

    def text(self) -> str:
        args = ", ".join(f"%{n}: {t}" for n, t in [("ctx", "!hip.context"), *self.args])
        return "\n".join(
            [
                *sorted(self.globals.values()),
                f"func.func @{self.name}({args}) {{",
                *(
                    f"  %c{v} = arith.constant {v} : index"
                    for v in sorted(self.constants)
                ),
                *self.lines,
                *self._end_of_function(),
                "  func.return",
                "}",
                "",
            ]
        )


def _tiles(extent: int, tile: int) -> int:
    if tile <= 0 or extent % tile:
        raise ValueError(f"a tile of {tile} does not divide {extent}")
    return extent // tile


def tiled_matmul(
    m: int = 256,
    n: int = 256,
    k: int = 256,
    tile_m: int = 64,
    tile_n: int = 64,
    tile_k: int = 32,
    name: str = "tiled_matmul",
    block_end_frees: bool = False,
) -> KernelProgram:
    """`C = silu(A @ B)` by output tiles: a per-tile accumulator live over the
    reduction loop; per step a staging copy of the A and B tiles and a partial
    product; after the loop an epilogue temporary (which may take the staging
    buffers' bytes)."""
    tiles = _tiles(m, tile_m) * _tiles(n, tile_n)
    steps = _tiles(k, tile_k)
    f = _Function(
        name,
        [("A", f32(m, k)), ("B", f32(k, n)), ("C", f32(m, n))],
        block_end_frees=block_end_frees,
    )
    acc_t, a_t, b_t = f32(tile_m, tile_n), f32(tile_m, tile_k), f32(tile_k, tile_n)
    with f.loop("i", m, tile_m) as i, f.loop("j", n, tile_n) as j:
        acc = f.alloc("acc", acc_t, fill="0.000000e+00")
        with f.loop("kk", k, tile_k) as kk:
            a = f.stage("a", ("%A", m, k), (i, kk), (tile_m, tile_k))
            b = f.stage("b", ("%B", k, n), (kk, j), (tile_k, tile_n))
            p = f.alloc("p", acc_t)
            f.hip("matmul", [(a, a_t), (b, b_t)], (p, acc_t))
            f.free((a, a_t), (b, b_t))
            f.hip("add", [(acc, acc_t), (p, acc_t)], (acc, acc_t))
            f.free((p, acc_t))
        e = f.alloc("e", acc_t)
        f.hip("silu", [(acc, acc_t)], (e, acc_t))
        f.free((acc, acc_t))
        f.write_back(e, ("%C", m, n), (i, j), (tile_m, tile_n))
        f.free((e, acc_t))
    return KernelProgram(name, f.text(), {}, tiles * (2 + 3 * steps))


def flash_attention(
    seq: int = 256,
    kv: int = 256,
    dim: int = 64,
    block_q: int = 64,
    block_kv: int = 64,
    name: str = "flash_attention",
    block_end_frees: bool = False,
    heads: int = 1,
) -> KernelProgram:
    """`O = softmax(Q K^T) V` per head by query tiles with an online softmax
    over key/value tiles: per query tile the staged queries, the output
    accumulator, the running max and sum; per key/value tile the staged keys
    (`KT` is K transposed) and values, the scores, the tile's max, the new
    max, the probabilities, the tile's sum and the rescale factor. `heads`
    loop nests one after the other (heads unrolled), head `h` on columns
    `h * dim` of `Q`, `V`, `O` and rows of `KT`."""
    q_tiles, kv_tiles = _tiles(seq, block_q), _tiles(kv, block_kv)
    width = heads * dim
    f = _Function(
        name,
        [
            ("Q", f32(seq, width)),
            ("KT", f32(width, kv)),
            ("V", f32(kv, width)),
            ("O", f32(seq, width)),
        ],
        block_end_frees=block_end_frees,
    )
    axis = f.get_global(AXES, "1")
    for h in range(heads):
        _attention_head(
            f,
            axis,
            h,
            "" if heads == 1 else f"_h{h}",
            seq,
            kv,
            dim,
            width,
            block_q,
            block_kv,
        )
    return KernelProgram(name, f.text(), {}, heads * q_tiles * (4 + 9 * kv_tiles))


def _attention_head(
    f: _Function,
    axis: str,
    h: int,
    suffix: str,
    seq: int,
    kv: int,
    dim: int,
    width: int,
    block_q: int,
    block_kv: int,
) -> None:
    """The loop nest of head `h` (its names end in `suffix`)."""
    qt, kt_t, vt = f32(block_q, dim), f32(dim, block_kv), f32(block_kv, dim)
    st, row = f32(block_q, block_kv), f32(block_q, 1)
    column = f.c(h * dim)
    with f.loop(f"i{suffix}", seq, block_q) as i:
        q = f.stage(f"q{suffix}", ("%Q", seq, width), (i, column), (block_q, dim))
        out = f.alloc(f"o{suffix}", qt, fill="0.000000e+00")
        row_max = f.alloc(f"m{suffix}", row, fill="-1.000000e+30")
        row_sum = f.alloc(f"l{suffix}", row, fill="0.000000e+00")
        with f.loop(f"j{suffix}", kv, block_kv) as j:
            kt = f.stage(
                f"kt{suffix}", ("%KT", width, kv), (column, j), (dim, block_kv)
            )
            s = f.alloc(f"s{suffix}", st)
            f.hip("matmul", [(q, qt), (kt, kt_t)], (s, st))
            f.free((kt, kt_t))
            tile_max = f.alloc(f"tile_max{suffix}", row)
            f.hip("reduce_max", [(s, st), (axis, AXES)], (tile_max, row))
            new_max = f.alloc(f"new_max{suffix}", row)
            f.hip("max", [(row_max, row), (tile_max, row)], (new_max, row))
            f.free((tile_max, row))
            p = f.alloc(f"p{suffix}", st)
            f.hip("sub", [(s, st), (new_max, row)], (p, st))
            f.free((s, st))
            f.hip("exp", [(p, st)], (p, st))
            tile_sum = f.alloc(f"tile_sum{suffix}", row)
            f.hip("reduce_sum", [(p, st), (axis, AXES)], (tile_sum, row))
            scale = f.alloc(f"scale{suffix}", row)
            f.hip("sub", [(row_max, row), (new_max, row)], (scale, row))
            f.hip("exp", [(scale, row)], (scale, row))
            f(f"memref.copy {new_max}, {row_max} : {row} to {row}")
            f.free((new_max, row))
            f.hip("mul", [(row_sum, row), (scale, row)], (row_sum, row))
            f.hip("add", [(row_sum, row), (tile_sum, row)], (row_sum, row))
            f.free((tile_sum, row))
            f.hip("mul", [(out, qt), (scale, row)], (out, qt))
            f.free((scale, row))
            v = f.stage(f"v{suffix}", ("%V", kv, width), (j, column), (block_kv, dim))
            pv = f.alloc(f"pv{suffix}", qt)
            f.hip("matmul", [(p, st), (v, vt)], (pv, qt))
            f.free((p, st), (v, vt))
            f.hip("add", [(out, qt), (pv, qt)], (out, qt))
            f.free((pv, qt))
        f.free((q, qt), (row_max, row))
        f.hip("div", [(out, qt), (row_sum, row)], (out, qt))
        f.free((row_sum, row))
        f.write_back(out, ("%O", seq, width), (i, column), (block_q, dim))
        f.free((out, qt))


def shape_branch(
    size: int = 256,
    tile: int = 64,
    small: int = 64,
    name: str = "shape_branch",
    block_end_frees: bool = False,
) -> KernelProgram:
    """`Y = tanh(silu(X) @ W)`, branching on the row count `%rows` (run at
    `size`): at most `small` rows, one product into a whole-matrix temporary;
    more, a loop of row tiles with a staging copy and two tile temporaries.
    The activated input is live across the branch."""
    tiles = _tiles(size, tile)
    square, rows_t = f32(size, size), f32(tile, size)
    f = _Function(
        name,
        [("rows", "index"), ("X", square), ("W", square), ("Y", square)],
        block_end_frees=block_end_frees,
    )
    xn = f.alloc("xn", square)
    f.hip("silu", [("%X", square)], (xn, square))
    f(f"%small = arith.cmpi ule, %rows, {f.c(small)} : index")
    with f.block("scf.if %small {", closing=""):
        y = f.alloc("y", square)
        f.hip("matmul", [(xn, square), ("%W", square)], (y, square))
        f.hip("tanh", [(y, square)], ("%Y", square))
        f.free((y, square))
    with f.block("} else {"), f.loop("i", size, tile) as i:
        x = f.stage("x", (xn, size, size), (i, f.c(0)), (tile, size))
        yt = f.alloc("yt", rows_t)
        f.hip("matmul", [(x, rows_t), ("%W", square)], (yt, rows_t))
        f.free((x, rows_t))
        z = f.alloc("z", rows_t)
        f.hip("tanh", [(yt, rows_t)], (z, rows_t))
        f.free((yt, rows_t))
        f.write_back(z, ("%Y", size, size), (i, f.c(0)), (tile, size))
        f.free((z, rows_t))
    f.free((xn, square))
    return KernelProgram(name, f.text(), {"rows": size}, 1 + 3 * tiles)


def cfg_softmax(
    rows: int = 256,
    width: int = 256,
    tile: int = 32,
    name: str = "cfg_softmax",
    block_end_frees: bool = False,
) -> KernelProgram:
    """`Y = softmax(X + exp(bias))` over the rows, by row tiles, in the `cf`
    form a lowered `scf.for` takes (a header block with the induction variable
    as block argument, a body block, an exit): per tile a staging copy, the
    biased tile, its row max, the exponentials, their row sum and the result;
    the bias row is live around the back edge."""
    tiles = _tiles(rows, tile)
    tile_t, row_t, bias_t = f32(tile, width), f32(tile, 1), f32(1, width)
    f = _Function(
        name,
        [("X", f32(rows, width)), ("Y", f32(rows, width))],
        block_end_frees=block_end_frees,
    )
    axis = f.get_global(AXES, "1")
    bias = f.alloc("bias", bias_t, fill="5.000000e-01")
    f.hip("exp", [(bias, bias_t)], (bias, bias_t))
    f.terminate(f"cf.br ^header({f.c(0)} : index)", "^header(%i: index):")
    f(f"%more = arith.cmpi slt, %i, {f.c(rows)} : index")
    f.terminate("cf.cond_br %more, ^body, ^exit", "^body:")
    x = f.stage("x", ("%X", rows, width), ("%i", f.c(0)), (tile, width))
    t = f.alloc("t", tile_t)
    f.hip("add", [(x, tile_t), (bias, bias_t)], (t, tile_t))
    f.free((x, tile_t))
    row_max = f.alloc("row_max", row_t)
    f.hip("reduce_max", [(t, tile_t), (axis, AXES)], (row_max, row_t))
    e = f.alloc("e", tile_t)
    f.hip("sub", [(t, tile_t), (row_max, row_t)], (e, tile_t))
    f.free((t, tile_t), (row_max, row_t))
    f.hip("exp", [(e, tile_t)], (e, tile_t))
    row_sum = f.alloc("row_sum", row_t)
    f.hip("reduce_sum", [(e, tile_t), (axis, AXES)], (row_sum, row_t))
    y = f.alloc("y", tile_t)
    f.hip("div", [(e, tile_t), (row_sum, row_t)], (y, tile_t))
    f.free((e, tile_t), (row_sum, row_t))
    f.write_back(y, ("%Y", rows, width), ("%i", f.c(0)), (tile, width))
    f.free((y, tile_t))
    f(f"%next = arith.addi %i, {f.c(tile)} : index")
    f.terminate("cf.br ^header(%next : index)", "^exit:")
    f.free((bias, bias_t))
    return KernelProgram(name, f.text(), {}, 1 + 6 * tiles)

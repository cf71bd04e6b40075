"""Random modules shaped like what hip-ep's front end hands to the pool pass.

A real model's IR is not one function: `@main_graph` sits beside outlined
subgraphs, weights are constant `memref.global`s (often splats) read with
`memref.get_global`, outputs come from `hip.alloc_output`, and the module
carries the earlier passes' attributes (`hipdnn.input_shapes`, ...). This
builder writes such modules around `ProgramBuilder`'s functions:

* some inputs of static shape become constant globals (a splat or a dense
  literal, with an `alignment`), read with `memref.get_global` where the
  builder would have added an argument;
* some outputs become `hip.alloc_output` buffers (numbered by `out_idx`) that
  the executor compares as it compares results;
* zero to two outlined functions (`@outlined_N`) beside `@fuzz`, pooled and
  checked as `@fuzz` is (the differential run executes `@fuzz`);
* a constant splat weight of many elements that no function reads (the reader
  and printer keep it one value), and the front end's module attributes.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from xhip_harness.fuzz.program import (
    ELEMENTS,
    FLOATS,
    Buf,
    Chooser,
    Dim,
    FuzzCase,
    ProgramBuilder,
)

GLOBAL_ELEMENTS = (*FLOATS, "i1", "i8", "i32")
"""Element types of the generated weights (no `index`: not a weight type)."""


class _Globals:
    """The module's globals, shared by the functions that read them."""

    def __init__(self) -> None:
        self.lines: list[str] = []

    def add(self, c: Chooser, elem: str, shape: tuple[int, ...]) -> str:
        name = f"w{len(self.lines)}"
        literal = _element(c, elem) if c.chance(0.5) else _nested(c, elem, shape)
        mlir_type = f"memref<{'x'.join([*map(str, shape), elem])}>"
        alignment = c.choice(("", " {alignment = 64 : i64}", " {alignment = 16 : i64}"))
        self.lines.append(
            f'memref.global "private" constant @{name} : {mlir_type} = '
            f"dense<{literal}>{alignment}"
        )
        return name


def _element(c: Chooser, elem: str) -> str:
    if elem == "i1":
        return c.choice(("true", "false"))
    if elem in FLOATS:
        return f"{c.integer(-8, 8) / 4:e}"
    return str(c.integer(-8, 8))


def _nested(c: Chooser, elem: str, shape: Sequence[int]) -> str:
    if not shape:
        return _element(c, elem)
    return "[" + ", ".join(_nested(c, elem, shape[1:]) for _ in range(shape[0])) + "]"


class PipelineFunctionBuilder(ProgramBuilder):
    """`ProgramBuilder` whose static inputs may be weights and whose outputs may
    be `hip.alloc_output` buffers."""

    def __init__(
        self,
        chooser: Chooser,
        globals_: _Globals,
        max_steps: int = 40,
        vectors: bool = True,
        elements: Sequence[str] = ELEMENTS,
    ) -> None:
        super().__init__(chooser, max_steps, vectors=vectors, elements=elements)
        self.globals = globals_
        self.outputs = 0

    def new_input(self, elem: str, dims: tuple[Dim, ...], prefix: str = "in") -> Buf:
        static = all(isinstance(d, int) for d in dims)
        if prefix != "in" or not static or elem not in GLOBAL_ELEMENTS:
            return super().new_input(elem, dims, prefix)
        if not self.c.chance(0.4):
            return super().new_input(elem, dims, prefix)
        shape = self.shape(dims)
        weight = self.globals.add(self.c, elem, shape)
        buf = Buf(self.fresh("g"), elem, dims, ())
        self.emit(f"%{buf.name} = memref.get_global @{weight} : {buf.type()}")
        self.bufs.append(buf)
        return buf

    def output(self) -> None:
        ready = [b for b in self.bufs if b.roots and self.readable(b)]
        if not ready or not self.c.chance(0.5):
            super().output()
            return
        b = self.c.choice(ready)
        dynamic = [d for d, static in zip(b.dims, b.spelled, strict=True) if not static]
        if any(isinstance(d, tuple) for d in dynamic):  # a product: no value of it
            super().output()
            return
        out = Buf(
            self.fresh("out"), b.elem, b.dims, (), static_type_dims=b.static_type_dims
        )
        sizes = [self.const(d) if isinstance(d, int) else f"%{d}" for d in dynamic]
        operands = ", ".join(["%ctx", *sizes])
        self.emit(
            f"%{out.name} = hip.alloc_output({operands}) "
            f"{{out_idx = {self.outputs} : i64}} : {out.type()}"
        )
        self.outputs += 1
        self.emit(f"memref.copy %{b.name}, %{out.name} : {b.type()} to {out.type()}")

    def finish(self, returned: Buf | None) -> FuzzCase:
        # hip-use-output-allocator numbers returned buffers from out_idx 0: a
        # function with outputs of its own returns none.
        return super().finish(None if self.outputs else returned)


def _renamed(text: str, name: str) -> tuple[list[str], list[str]]:
    """(declarations, the function) of a generated function's text, named `name`.
    A declaration is a line, or a private function with a body (up to its
    closing `}`), which is renamed after `name` with its calls: another
    generated function may define one of the same name."""
    lines = text.rstrip("\n").splitlines()
    start = next(
        k for k, line in enumerate(lines) if line.startswith("func.func @fuzz(")
    )
    body = lines[start:]
    body[0] = body[0].replace("func.func @fuzz(", f"func.func @{name}(", 1)
    items: list[str] = []
    k = 0
    while k < start:
        end = lines.index("}", k) if lines[k].endswith("{") else k
        items.append("\n".join(lines[k : end + 1]))
        k = end + 1
    for item in list(items):
        defined = re.match(r"func\.func private @(\w+)\(.*\{", item)
        if defined is None:
            continue
        symbol = re.compile(rf"@{defined.group(1)}\b")
        items = [symbol.sub(f"@{defined.group(1)}_{name}", i) for i in items]
        body = [symbol.sub(f"@{defined.group(1)}_{name}", b) for b in body]
    return items, body


def build_pipeline_module(
    chooser: Chooser,
    max_steps: int = 40,
    vectors: bool = True,
    elements: Sequence[str] = ELEMENTS,
) -> FuzzCase:
    """A module as hip-ep's front end leaves it (see the module docstring); the
    returned case runs `@fuzz`. `vectors` and `elements` as `build_program`'s."""
    globals_ = _Globals()
    functions: list[str] = []
    declarations: list[str] = []
    for k in range(chooser.integer(0, 2)):
        outlined = PipelineFunctionBuilder(
            chooser, globals_, max_steps, vectors, elements
        ).build()
        decls, body = _renamed(outlined.text, f"outlined_{k}")
        declarations += [d for d in decls if d not in declarations]
        functions += body
    builder = PipelineFunctionBuilder(chooser, globals_, max_steps, vectors, elements)
    case = builder.build()
    decls, body = _renamed(case.text, "fuzz")
    declarations += [d for d in decls if d not in declarations]
    functions += body
    if chooser.chance(0.5):
        globals_.lines.append(
            'memref.global "private" constant @weight_unread : '
            "memref<64x1024x1024xi8> = dense<7> {alignment = 64 : i64}"
        )
    shapes = ", ".join(
        "[" + ", ".join(map(str, shape)) + "]" for shape in case.shapes.values()
    )
    sizes = ", ".join(str(chooser.integer(1, 4)) for _ in range(builder.outputs))
    attributes = (
        f"hipdnn.input_shapes = [{shapes}], hipdnn.output_element_sizes = [{sizes}]"
    )
    lines = [
        f"module attributes {{{attributes}}} {{",
        *(f"  {line}" for line in [*globals_.lines, *declarations, *functions]),
        "}",
        "",
    ]
    case.text = "\n".join(lines)
    return case

"""A `@main` for a corpus module: fill `@main_graph`'s inputs, call it, print
every output element's bits through MLIR's runner utilities.

Input element k (row-major) is, for floats, `((k * 7919) mod 251 - 125) / 128`
(exact in every float type), for integers `k mod 7` (inside every model's
vocabulary), for i1 `k mod 2`. Each dynamic dimension is `dynamic_size`. The
printout: per output its dimensions, then one integer per element (a float's
bits). Text only: the harness must run where xDSL cannot parse a model.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

ENTRY = "main_graph"
_SIGNATURE = re.compile(r"func\.func @" + ENTRY + r"\(")
_FLOAT_BITS = {"f16": 16, "bf16": 16, "f32": 32, "f64": 64}


@dataclass(frozen=True)
class MemRef:
    dims: tuple[int | None, ...]  # None: dynamic
    element: str

    @staticmethod
    def parse(text: str) -> MemRef:
        match = re.fullmatch(r"memref<([^,>]*)>", text.strip())
        if match is None:
            raise ValueError(f"not an identity-layout memref: {text.strip()}")
        *dims, element = match.group(1).split("x")
        return MemRef(tuple(None if d == "?" else int(d) for d in dims), element)

    def __str__(self) -> str:
        dims = "".join(f"{'?' if d is None else d}x" for d in self.dims)
        return f"memref<{dims}{self.element}>"

    def concrete(self, size: int) -> MemRef:
        return MemRef(tuple(size if d is None else d for d in self.dims), self.element)


def _balanced(text: str, start: int) -> int:
    """The index just past the parenthesis that closes the one at `start`."""
    depth = 0
    for i in range(start, len(text)):
        depth += {"(": 1, "<": 1, ")": -1, ">": -1}.get(text[i], 0)
        if depth == 0:
            return i + 1
    raise ValueError("unbalanced signature")


def _split_top(text: str) -> list[str]:
    parts: list[str] = []
    depth, begin = 0, 0
    for i, char in enumerate(text):
        depth += {"(": 1, "<": 1, ")": -1, ">": -1}.get(char, 0)
        if char == "," and depth == 0:
            parts.append(text[begin:i])
            begin = i + 1
    if text[begin:].strip():
        parts.append(text[begin:])
    return parts


def signature(text: str) -> tuple[list[tuple[str, str]], list[str]]:
    """`@main_graph`'s arguments (name, type) and result types."""
    match = _SIGNATURE.search(text)
    if match is None:
        raise ValueError(f"no func.func @{ENTRY}")
    end = _balanced(text, match.end() - 1)
    args = [
        (name.strip(), kind.strip())
        for name, _, kind in (
            a.partition(":") for a in _split_top(text[match.end() : end - 1])
        )
    ]
    rest = text[end:]
    results: list[str] = []
    if rest.startswith(" -> "):
        rest = rest[4:]
        if rest.startswith("("):
            results = [r.strip() for r in _split_top(rest[1 : _balanced(rest, 0) - 1])]
        else:
            results = [rest[: _balanced(rest, rest.index("<"))]]
    return args, results


def drop_unused_context(text: str) -> str:
    """`text` without `@main_graph`'s leading `!hip.context` argument, when
    nothing uses it (a pooled program whose pools are plain allocs)."""
    args, _ = signature(text)
    if not args or args[0][1] != "!hip.context":
        return text
    name = args[0][0]
    if len(re.findall(re.escape(name) + r"(?![\w$.-])", text)) > 1:
        raise ValueError(f"{name}: !hip.context still used")
    return re.sub(re.escape(f"{name}: !hip.context") + r",?\s*", "", text, count=1)


def _fill(lines: list[str], k: int, kind: MemRef, size: int) -> str:
    """Lines that make input `k`; its SSA name (of the argument's type)."""
    static = kind.concrete(size)
    count = 1
    for d in static.dims:
        assert d is not None
        count *= d
    buf = f"%in{k}"
    lines.append(f"    {buf} = memref.alloc() : {static}")
    rank = len(static.dims)
    flat = buf
    if rank > 1:
        groups = ", ".join(str(i) for i in range(rank))
        flat = f"%flat_in{k}"
        lines.append(
            f"    {flat} = memref.collapse_shape {buf} [[{groups}]]"
            f" : {static} into memref<{count}x{static.element}>"
        )
    e = static.element
    lines += [
        f"    %n_in{k} = arith.constant {count} : index",
        f"    scf.for %i = %c0 to %n_in{k} step %c1 {{",
        "      %ii = arith.index_cast %i : index to i64",
    ]
    if e in _FLOAT_BITS:
        lines += [
            "      %m = arith.muli %ii, %c7919 : i64",
            "      %r = arith.remui %m, %c251 : i64",
            "      %s = arith.subi %r, %c125 : i64",
            f"      %f = arith.sitofp %s : i64 to {e}",
            f"      %d = arith.constant 128.0 : {e}",
            f"      %v = arith.divf %f, %d : {e}",
        ]
    elif e == "i1":
        lines.append("      %v = arith.trunci %ii : i64 to i1")
    elif e.startswith("i"):
        lines.append("      %r = arith.remui %ii, %c7 : i64")
        lines.append(
            "      %v = arith.trunci %r : i64 to " + e
            if e != "i64"
            else "      %v = arith.addi %r, %z : i64"
        )
    else:
        raise ValueError(f"input {k}: element type {e} not filled")
    index = "[%i]" if rank >= 1 else "[]"
    if rank == 0:
        raise ValueError(f"input {k}: rank-0 inputs not filled")
    lines += [f"      memref.store %v, {flat}{index} : memref<{count}x{e}>", "    }"]
    if static == kind:
        return buf
    lines.append(f"    %arg_in{k} = memref.cast {buf} : {static} to {kind}")
    return f"%arg_in{k}"


def _print(lines: list[str], k: int, kind: MemRef) -> None:
    """Lines that print result `k`: its dimensions, then each element."""
    value = f"%res{k}"
    e = kind.element
    count = "%c1"
    for axis, dim in enumerate(kind.dims):
        size = f"%dim{k}_{axis}"
        if dim is None:
            lines.append(f"    {size} = memref.dim {value}, %c{axis} : {kind}")
        else:
            lines.append(f"    {size} = arith.constant {dim} : index")
        lines += [
            f"    %dim{k}_{axis}_i = arith.index_cast {size} : index to i64",
            f"    func.call @printI64(%dim{k}_{axis}_i) : (i64) -> ()",
            "    func.call @printNewline() : () -> ()",
        ]
        lines.append(f"    %count{k}_{axis} = arith.muli {count}, {size} : index")
        count = f"%count{k}_{axis}"
    rank = len(kind.dims)
    flat_type = f"memref<?x{e}>" if rank else kind
    flat = value
    if rank > 1 or (rank == 1 and kind.dims[0] is not None):
        groups = ", ".join(str(i) for i in range(rank))
        flat = f"%flat_res{k}"
        if rank > 1:
            collapsed = MemRef((None if None in kind.dims else _product(kind.dims),), e)
            lines.append(
                f"    {flat}_c = memref.collapse_shape {value} [[{groups}]] : {kind} into {collapsed}"
            )
            lines.append(
                f"    {flat} = memref.cast {flat}_c : {collapsed} to {flat_type}"
            )
        else:
            lines.append(f"    {flat} = memref.cast {value} : {kind} to {flat_type}")
    if rank == 0:
        lines += [
            "    scf.for %i = %c0 to %c1 step %c1 {",
            f"      %x = memref.load {value}[] : {kind}",
        ]
    else:
        lines += [
            f"    scf.for %i = %c0 to {count} step %c1 {{",
            f"      %x = memref.load {flat}[%i] : {flat_type}",
        ]
    if e in _FLOAT_BITS:
        bits = _FLOAT_BITS[e]
        lines.append(f"      %b = arith.bitcast %x : {e} to i{bits}")
        lines.append(
            f"      %p = arith.extui %b : i{bits} to i64"
            if bits < 64
            else "      %p = arith.addi %b, %z : i64"
        )
    elif e == "i64":
        lines.append("      %p = arith.addi %x, %z : i64")
    elif e.startswith("i"):
        lines.append(f"      %p = arith.extui %x : {e} to i64")
    else:
        raise ValueError(f"result {k}: element type {e} not printed")
    lines += [
        "      func.call @printI64(%p) : (i64) -> ()",
        "      func.call @printNewline() : () -> ()",
        "    }",
    ]


def _product(dims: tuple[int | None, ...]) -> int:
    total = 1
    for d in dims:
        assert d is not None
        total *= d
    return total


def add_main(text: str, dynamic_size: int) -> str:
    """`text` (a memref module) with a `@main` that runs `@main_graph`."""
    args, results = signature(text)
    arg_types = [MemRef.parse(kind) for _, kind in args]
    result_types = [MemRef.parse(kind) for kind in results]
    rank = max([len(t.dims) for t in result_types] + [1])
    lines = [
        "  func.func private @printI64(i64)",
        "  func.func private @printNewline()",
        "  func.func @main() {",
        *(f"    %c{i} = arith.constant {i} : index" for i in range(max(rank, 2))),
        "    %z = arith.constant 0 : i64",
        "    %c7 = arith.constant 7 : i64",
        "    %c125 = arith.constant 125 : i64",
        "    %c251 = arith.constant 251 : i64",
        "    %c7919 = arith.constant 7919 : i64",
    ]
    operands = [_fill(lines, k, kind, dynamic_size) for k, kind in enumerate(arg_types)]
    call = (
        f"func.call @{ENTRY}({', '.join(operands)})"
        f" : ({', '.join(map(str, arg_types))})"
        f" -> ({', '.join(map(str, result_types))})"
    )
    if len(result_types) == 1:
        lines.append(f"    %res0 = {call}")
    elif result_types:
        lines.append(f"    %res:{len(result_types)} = {call}")
    else:
        lines.append(f"    {call}")
    for k, kind in enumerate(result_types):
        if len(result_types) > 1:
            # A name per result (an identity cast), for `_print`.
            lines.append(f"    %res{k} = memref.cast %res#{k} : {kind} to {kind}")
        _print(lines, k, kind)
    lines += ["    return", "  }"]
    body, marker, resources = text.partition("{-#")
    close = body.rstrip().rfind("}")
    return (
        body[:close]
        + "\n".join(lines)
        + "\n}\n"
        + (marker + resources if marker else "")
    )

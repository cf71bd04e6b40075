"""The layers of docs/DEVELOPING.md ("Layers"), enforced from the imports.

Every `import` and `from ... import` of every module under `xhip/` (the product)
and `harness/xhip_harness/` (the test harness), at the top of the module or
inside a function alike, is read with `ast` and checked against `ALLOWED`: which
layers a layer may import, and whether it may import anything outside the
standard library and xDSL. The product never imports the harness.
"""

from __future__ import annotations

import ast
import sys
from functools import cache
from pathlib import Path

REPO = Path(__file__).resolve().parent.parent
ROOT = REPO / "xhip"
HARNESS = REPO / "harness" / "xhip_harness"
SOURCES = (ROOT, HARNESS)
"""The package trees read: the product's and the harness's."""

CORE = (
    "xhip",
    "xhip.extras",
    "xhip.dialects",
    "xhip.diagnostics",
    "xhip.ir",
    "xhip.analysis",
    "xhip.planning",
    "xhip.rewriting",
    "xhip.plan",
    "xhip.transforms",
    "xhip.universe",
)

ALLOWED: dict[str, tuple[str, ...]] = {
    # layer: the xhip layers it may import (itself always)
    "xhip.planning": (),
    "xhip.extras": (),
    "xhip.dialects": (),
    "xhip.diagnostics": ("xhip.dialects",),
    "xhip.ir": ("xhip.dialects", "xhip.diagnostics"),
    "xhip.rewriting": ("xhip.dialects", "xhip.planning", "xhip.diagnostics"),
    "xhip.analysis": (
        "xhip.dialects",
        "xhip.planning",
        "xhip.diagnostics",
        "xhip.ir",
        "xhip.rewriting",
    ),
    "xhip.plan": (
        "xhip.dialects",
        "xhip.planning",
        "xhip.diagnostics",
        "xhip.ir",
        "xhip.rewriting",
        "xhip.analysis",
    ),
    "xhip.transforms": (
        "xhip.extras",
        "xhip.dialects",
        "xhip.planning",
        "xhip.diagnostics",
        "xhip.ir",
        "xhip.rewriting",
        "xhip.analysis",
        "xhip.plan",
    ),
    "xhip.universe": ("xhip.dialects", "xhip.ir", "xhip.transforms"),
    "xhip": (),
    # the checker: its own rules, apart from the pass's (no plan, no transforms)
    "xhip.check": (
        "xhip.dialects",
        "xhip.planning",
        "xhip.diagnostics",
        "xhip.ir",
        "xhip.analysis",
    ),
    "xhip.tools": (*CORE, "xhip.check"),
    # the test harness (a distribution of its own): anything of the product
    "xhip_harness.workloads": (),
    "xhip_harness": (*CORE, "xhip.check", "xhip.tools", "xhip_harness.workloads"),
}
"""Layer -> the layers its modules may import."""

PRODUCT = tuple(layer for layer in ALLOWED if not layer.startswith("xhip_harness"))
"""What `pip install xhip` installs: none of it may import the harness."""

EXCEPTIONS = {
    ("xhip.transforms.check_pools", "xhip.check.checker"),
}
"""(module, import) pairs allowed across the layers, each imported inside a
function: `hip-check-pools` (and so `verify-plan`) runs the checker (NumPy) only
when asked for, and says in one line when NumPy is missing."""

ACCELERATORS = {
    ("xhip.planning.best.kernel", "numba"),
    ("xhip.planning.best.kernel", "numpy"),
}
"""(module, third-party import) pairs allowed in a stdlib-only layer, each inside
a function: the search kernel compiles itself with Numba (which needs NumPy)
when it is installed, and runs the same code in CPython otherwise, with the same
results."""

STDLIB_ONLY = ("xhip.planning", "xhip_harness.workloads")
"""Layers that import nothing but the standard library (and themselves)."""

CORE_THIRD_PARTY = ("xdsl", "typing_extensions")
"""What the core layers may import besides the standard library."""

CHECK_THIRD_PARTY = (*CORE_THIRD_PARTY, "numpy")
"""What the checker may import besides the standard library (the `verify`
extra's NumPy: the pass loads the checker only when asked to check)."""


def source_of(path: Path) -> Path:
    """The package tree (`SOURCES`) that holds `path`."""
    return next(s for s in SOURCES if path.is_relative_to(s))


def is_module_file(module: str) -> bool:
    """Whether `module` is a module file (not a package) in one of `SOURCES`."""
    return any(
        (s.parent / module.replace(".", "/")).with_suffix(".py").exists()
        for s in SOURCES
    )


def module_name(path: Path) -> str:
    parts = path.relative_to(source_of(path).parent).with_suffix("").parts
    if parts[-1] == "__init__":
        parts = parts[:-1]
    return ".".join(parts)


def layer_of(module: str) -> str:
    """The longest key of `ALLOWED` that is `module` or a package above it."""
    best = ""
    for layer in ALLOWED:
        if (module == layer or module.startswith(layer + ".")) and len(layer) > len(
            best
        ):
            best = layer
    assert best, module
    return best


@cache
def _parse(source: str, name: str) -> ast.Module:
    return ast.parse(source, name)


def parsed(path: Path) -> ast.Module:
    """The syntax tree of the file, parsed once per text (every test here walks
    every module's, some more than once)."""
    return _parse(path.read_text(), str(path))


def in_functions(path: Path) -> set[int]:
    """The lines of the imports inside a function of the file."""
    tree = parsed(path)
    return {
        node.lineno
        for f in ast.walk(tree)
        if isinstance(f, ast.FunctionDef | ast.AsyncFunctionDef)
        for node in ast.walk(f)
        if isinstance(node, ast.Import | ast.ImportFrom)
    }


def imports(path: Path) -> list[tuple[str, int]]:
    """(imported module, line) of every import in the file."""
    tree = parsed(path)
    found: list[tuple[str, int]] = []
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            found += [(alias.name, node.lineno) for alias in node.names]
        elif isinstance(node, ast.ImportFrom):
            if node.level:
                raise AssertionError(f"{path}:{node.lineno}: relative import")
            assert node.module is not None
            found.append((node.module, node.lineno))
            # `from xhip.planning import expr` imports the module xhip.planning.expr
            found += [
                (f"{node.module}.{alias.name}", node.lineno)
                for alias in node.names
                if is_module_file(f"{node.module}.{alias.name}")
            ]
    return found


def sources() -> list[Path]:
    """Every module file of the product and of the harness."""
    return sorted(p for s in SOURCES for p in s.rglob("*.py"))


def violations() -> list[str]:
    stdlib = sys.stdlib_module_names
    found: list[str] = []
    for path in sources():
        module = module_name(path)
        layer = layer_of(module)
        allowed = (layer, *ALLOWED[layer])
        local = in_functions(path)
        for name, line in imports(path):
            where = f"{path.relative_to(REPO)}:{line}: {module} imports {name}"
            top = name.split(".")[0]
            if top == "xhip_harness" and layer in PRODUCT:
                found.append(f"{where} (the product may not import the harness)")
            elif top in ("xhip", "xhip_harness"):
                target = layer_of(name)
                if target not in allowed and (module, name) not in EXCEPTIONS:
                    found.append(f"{where} (layer {layer} may not import {target})")
            elif top in stdlib or top == "__future__":
                continue
            elif (module, top) in ACCELERATORS:
                if line not in local:
                    found.append(f"{where} (an accelerator: inside a function only)")
            elif layer in STDLIB_ONLY:
                found.append(f"{where} (layer {layer}: standard library only)")
            elif layer in CORE and top not in CORE_THIRD_PARTY:
                found.append(f"{where} (core: the standard library and xDSL only)")
            elif layer == "xhip.check" and top not in CHECK_THIRD_PARTY:
                found.append(f"{where} (checker: stdlib, xDSL and NumPy only)")
    return found


def test_imports_respect_the_layers():
    assert violations() == []


KNOWN_CYCLES = {
    ("xhip.analysis.captures", "xhip.analysis.escapes"): (
        "captures imports escapes inside a function (a callee's summary asks "
        "which operands an op keeps); escapes names captures' `CalleeCaptures` "
        "for the type checker only"
    ),
}
"""Modules that import each other through an import inside a function (or for
the type checker): none is a cycle when the modules are loaded."""


def loaded_imports(path: Path) -> set[int]:
    """The lines of the imports that run when the module is loaded: at the top,
    in an `if`, `try` or class body too, but not inside a function nor under
    `if TYPE_CHECKING:`."""
    found: set[int] = set()

    def for_type_checker(test: ast.expr) -> bool:
        return (isinstance(test, ast.Name) and test.id == "TYPE_CHECKING") or (
            isinstance(test, ast.Attribute) and test.attr == "TYPE_CHECKING"
        )

    def visit(nodes: list[ast.AST]) -> None:
        for node in nodes:
            if isinstance(node, ast.Import | ast.ImportFrom):
                found.add(node.lineno)
            elif isinstance(node, ast.FunctionDef | ast.AsyncFunctionDef | ast.Lambda):
                continue
            elif isinstance(node, ast.If) and for_type_checker(node.test):
                visit(list(node.orelse))
            else:
                visit(list(ast.iter_child_nodes(node)))

    visit(list(parsed(path).body))
    return found


def import_graph(loaded_only: bool) -> dict[str, set[str]]:
    """xhip module -> the xhip modules it imports: all its imports, or only those
    that run when it is loaded. A package's `__init__` counts for what it
    imports itself (Python runs it before its modules, but that is no cycle)."""
    paths = {module_name(p): p for p in sources()}
    graph: dict[str, set[str]] = {}
    for module, path in paths.items():
        loaded = loaded_imports(path) if loaded_only else None
        graph[module] = {
            name
            for name, line in imports(path)
            if name in paths and name != module and (loaded is None or line in loaded)
        }
    return graph


def layer_graph(graph: dict[str, set[str]]) -> dict[str, set[str]]:
    """The layers the modules of each layer import (itself left out)."""
    layers: dict[str, set[str]] = {layer: set() for layer in ALLOWED}
    for module, targets in graph.items():
        layer = layer_of(module)
        layers[layer] |= {layer_of(t) for t in targets} - {layer}
    return layers


def cycles(graph: dict[str, set[str]]) -> list[tuple[str, ...]]:
    """The nodes that reach each other, in groups of more than one (sorted): the
    strongly connected components of `graph` (Tarjan's algorithm)."""
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    found: list[tuple[str, ...]] = []

    def visit(node: str) -> None:
        index[node] = low[node] = len(index)
        stack.append(node)
        for target in sorted(graph.get(node, ())):
            if target not in index:
                visit(target)
                low[node] = min(low[node], low[target])
            elif target in stack:
                low[node] = min(low[node], index[target])
        if low[node] == index[node]:
            group = stack[stack.index(node) :]
            del stack[stack.index(node) :]
            if len(group) > 1:
                found.append(tuple(sorted(group)))

    for node in sorted(graph):
        if node not in index:
            visit(node)
    return sorted(found)


def test_no_import_cycles_when_modules_load():
    assert cycles(import_graph(loaded_only=True)) == []


def test_the_cycles_through_imports_in_functions_are_known():
    found = cycles(import_graph(loaded_only=False))
    assert [c for c in found if c not in KNOWN_CYCLES] == []


def test_no_import_cycles_between_layers():
    """Imports inside functions included: the layers form no cycle."""
    assert cycles(layer_graph(import_graph(loaded_only=False))) == []


def reaches(graph: dict[str, set[str]], start: str) -> set[str]:
    """The nodes `start` reaches in `graph` (itself left out unless on a cycle)."""
    seen: set[str] = set()
    todo = list(graph.get(start, ()))
    while todo:
        node = todo.pop()
        if node not in seen:
            seen.add(node)
            todo += graph.get(node, ())
    return seen


def test_the_checker_and_the_tools_form_no_cycle():
    """The tools run the checker; the checker reaches no tool, nor the pass's
    planning or passes (its rules are its own), nor the harness."""
    every = layer_graph(import_graph(loaded_only=False))
    below = reaches(every, "xhip.check")
    assert "xhip.check" in every["xhip.tools"]
    assert below & {"xhip.tools", "xhip.plan", "xhip.transforms"} == set(), below
    assert not any(layer.startswith("xhip_harness") for layer in below)


def test_the_product_imports_nothing_of_the_harness():
    """Not at the top, not inside a function: `pip install xhip` works without
    the harness (its subcommands come through entry points)."""
    product = [p for p in sources() if p.is_relative_to(ROOT)]
    assert product and all(layer_of(module_name(p)) in PRODUCT for p in product)
    for path in product:
        names = [name for name, _ in imports(path)]
        assert not [n for n in names if n.split(".")[0] == "xhip_harness"], path
    assert any(
        name.startswith("xhip.")
        for p in HARNESS.rglob("*.py")
        for name, _ in imports(p)
    )


def test_cycles_and_loaded_imports_find_what_they_should(tmp_path: Path):
    graph = {"a": {"b"}, "b": {"c"}, "c": {"a"}, "d": {"a", "e"}, "e": {"d"}}
    assert cycles(graph) == [("a", "b", "c"), ("d", "e")]
    assert cycles({"a": {"b"}, "b": set()}) == []
    source = tmp_path / "m.py"
    source.write_text(
        "import a\n"
        "from typing import TYPE_CHECKING\n"
        "if TYPE_CHECKING:\n"
        "    import b\n"
        "else:\n"
        "    import c\n"
        "try:\n"
        "    import d\n"
        "except ImportError:\n"
        "    pass\n"
        "def f():\n"
        "    import e\n"
        "class C:\n"
        "    import g\n"
    )
    assert loaded_imports(source) == {1, 2, 6, 8, 14}


def test_the_table_catches_a_core_module_importing_a_tool(tmp_path: Path):
    assert layer_of("xhip.plan") == "xhip.plan"
    assert layer_of("xhip.planning.expr") == "xhip.planning"
    assert layer_of("xhip.tools.opt.driver") == "xhip.tools"
    assert "xhip.tools" not in ALLOWED["xhip.transforms"]
    assert "xhip.check" not in ALLOWED["xhip.plan"]
    bad = tmp_path / "bad.py"
    bad.write_text("def f():\n    from xhip.tools.common import make_context\n")
    assert imports(bad) == [("xhip.tools.common", 2)]


def test_the_accelerator_is_imported_inside_functions_only(tmp_path: Path):
    """A top-level `import numba` would load it with the pass: not allowed."""
    top = tmp_path / "top.py"
    top.write_text("import numba\n\ndef f():\n    import numpy\n")
    assert imports(top) == [("numba", 1), ("numpy", 4)]
    assert in_functions(top) == {4}


def test_every_layer_of_the_table_exists():
    for layer in ALLOWED:
        paths = [s.parent / layer.replace(".", "/") for s in SOURCES]
        assert any(p.is_dir() or p.with_suffix(".py").exists() for p in paths), layer


def test_verify_plan_without_numpy_is_one_line():
    """The core runs without NumPy; `hip-check-pools` and `verify-plan`, which
    need it, say so in one line (a `PoolAllocsError` at the function), not with
    an `ImportError`."""
    import subprocess

    code = (
        "import sys\n"
        "sys.modules['numpy'] = None\n"  # `import numpy` raises ImportError
        "from xdsl.context import Context\n"
        "from xhip.diagnostics import PoolAllocsError\n"
        "from xhip.ir import make_context\n"
        "from xdsl.parser import Parser\n"
        "from xhip.transforms.hip_pool_allocs import HipPoolAllocsPass\n"
        "m = Parser(make_context(), '''func.func @f(%ctx: !hip.context) {\n"
        "  %a = memref.alloc() : memref<16xf32>\n"
        '  "test.op"(%a) : (memref<16xf32>) -> ()\n'
        "  func.return\n}''').parse_module()\n"
        "from xhip.transforms.check_pools import HipCheckPoolsPass\n"
        "for p in (HipCheckPoolsPass(), HipPoolAllocsPass(verify_plan=True)):\n"
        "    try:\n"
        "        p.apply(Context(), m)\n"
        "    except PoolAllocsError as e:\n"
        "        print(e.message)\n"
    )
    out = subprocess.run(
        [sys.executable, "-c", code], capture_output=True, text=True, check=True
    )
    install = "pip install 'xhip[verify]' (in a checkout: pip install -e '.[verify]')"
    assert out.stdout.splitlines() == [
        f"hip-check-pools needs numpy, which is not installed: {install}",
        f"hip-pool-allocs: verify-plan needs numpy, which is not installed: {install}",
    ], out.stdout

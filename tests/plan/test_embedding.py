"""The embedding API (`pool_module`, `pool_sizes`) and `examples/kernel_compiler.py`."""

from __future__ import annotations

import os
import re
import shutil
import subprocess
import sys
from pathlib import Path

import pytest
from xdsl.context import Context

from xhip.diagnostics import PoolAllocsError
from xhip.ir import make_context
from xhip.plan import PoolOptions
from xhip.transforms.hip_pool_allocs import HipPoolAllocsPass
from xhip.transforms.pool_module import pool_module, pool_size, pool_sizes

ROOT = Path(__file__).resolve().parents[2]
EXAMPLE = ROOT / "examples" / "kernel_compiler.py"

TEXT = """
func.func @f(%ctx: !hip.context, %n: index) {
  %a = memref.alloc(%n) : memref<?xf32>
  "test.use"(%a) : (memref<?xf32>) -> ()
  memref.dealloc %a : memref<?xf32>
  %b = memref.alloc() : memref<64xf32>
  "test.use"(%b) : (memref<64xf32>) -> ()
  memref.dealloc %b : memref<64xf32>
  func.return
}
func.func @nothing(%ctx: !hip.context) {
  func.return
}
func.func private @decl(%ctx: !hip.context)
"""


def parse(text: str = TEXT):
    from xdsl.parser import Parser

    return Parser(make_context(allow_unregistered=True), text).parse_module()


def test_pool_module_is_the_pass():
    direct, by_pass = parse(), parse()
    plans = pool_module(direct, PoolOptions(alignment=64))
    HipPoolAllocsPass(alignment=64).apply(Context(), by_pass)
    assert str(direct) == str(by_pass)
    assert list(plans) == ["f"]  # only functions it rewrote
    plan = plans["f"]
    assert [a.name for a in plan.allocs] == ["%a", "%b"]
    assert plan.function is not None and plan.function.sym_name.data == "f"


def test_pool_sizes_at_a_binding():
    plan = pool_module(parse(), PoolOptions(alignment=64))["f"]
    # %b (256 bytes) in the static prefix, %a (4n bytes, aligned up to 64) above.
    assert pool_sizes(plan, {"%n": 100}) == [256 + 448]
    assert pool_size(plan, {"n": 1}) == 256 + 64
    with pytest.raises(ValueError, match=r"no value for %n"):
        pool_size(plan, {})


def test_pool_module_leaves_the_module_untouched_on_error():
    module = parse(TEXT.replace("%ctx: !hip.context, %n", "%n0: i32, %n"))
    before = str(module)
    with pytest.raises(PoolAllocsError, match=r"missing !hip\.context"):
        pool_module(module)
    assert str(module) == before


def _run_example(*args: str) -> subprocess.CompletedProcess[str]:
    env = {**os.environ, "PYTHONPATH": str(ROOT)}
    return subprocess.run(
        [sys.executable, str(EXAMPLE), *args],
        capture_output=True,
        text=True,
        env=env,
        check=False,
    )


def test_kernel_compiler_example_runs():
    proc = _run_example()
    assert proc.returncode == 0, proc.stderr
    assert proc.stderr == ""
    out = proc.stdout
    assert "@mlp: 3 buffers, 1 pool(s)" in out
    assert "at seq = 2048: pools [2129920], 2129920 bytes" in out
    assert "at seq = 1: 33792 bytes" in out
    assert '"hip.get_pool"' in out


def test_kernel_compiler_output_is_accepted_by_iree_opt():
    exe = shutil.which("iree-opt")
    if exe is None:
        pytest.fail(
            "iree-opt not found: install the test extra (pip install -e '.[test]')"
        )
    proc = _run_example("--mlir-only")
    assert proc.returncode == 0, proc.stderr
    iree = subprocess.run(
        [exe, "--allow-unregistered-dialect"],
        input=proc.stdout,
        capture_output=True,
        text=True,
        check=False,
    )
    assert iree.returncode == 0, iree.stderr
    assert "hip.get_pool" in iree.stdout


def python_blocks(text: str) -> list[str]:
    """The code of each ```python block of `text`, in order."""
    return [b.split("```", 1)[0] for b in text.split("```python\n")[1:]]


def test_readme_embedding_section_runs(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
):
    """The README's two blocks (both scopes) run and print what the sentence
    after them says they print."""
    readme = (ROOT / "README.md").read_text()
    section = readme.split("### Embedding: pool a module and get the plans back", 1)[1]
    section = section.split("\n### ", 1)[0]
    blocks = python_blocks(section)
    assert len(blocks) == 2
    monkeypatch.chdir(ROOT)
    scope: dict[str, object] = {}
    for code in blocks:
        exec(compile(code, "README.md", "exec"), scope)
    out = capsys.readouterr().out.splitlines()
    assert out == ["[102760960] 4096", "{}", "[32768] ['[3, 6]', '[5, 8]']"]
    said = section.split("It prints ", 1)[1].replace("\n", " ")
    assert re.findall(r"`([^`]*)`", said)[:3] == out


def test_python_api_page_runs(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
):
    """docs/python-api.md's blocks run in order in one scope, and the
    comments that state a printed value state it."""
    page = (ROOT / "docs" / "python-api.md").read_text()
    blocks = python_blocks(page)
    assert len(blocks) == 4
    monkeypatch.chdir(ROOT)
    scope: dict[str, object] = {}
    for code in blocks:
        exec(compile(code, "python-api.md", "exec"), scope)
    out = capsys.readouterr().out.splitlines()
    assert "102760960 35652096" in out  # the formulas block at seq = 2048
    assert "24 : i64" in out  # the pass pipeline block

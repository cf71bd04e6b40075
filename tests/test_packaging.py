"""What `pip install xhip` installs: the product, without the test harness.

The wheels are built by `pip wheel --no-deps` from copies of the sources (so
that the checkout gains no `build/` or egg-info), as a user's install would:
xhip's holds exactly the modules under `xhip/` and its package data (no fuzzer,
executor, GPU campaign, reference harness, corpus tool, bench or workload
module, no MiniMalloc CSV); the harness's (`harness/`, `xhip-harness`) holds
those, with MiniMalloc's instances and the `xhip.subcommands` entry points.
xhip's wheel, unpacked beside xDSL and NumPy but without the harness, runs the
pass and `xhip check`, and `xhip bench` / `xhip fuzz` say in one line what to
install.
"""

from __future__ import annotations

import json
import os
import shutil
import site
import subprocess
import sys
import zipfile
from pathlib import Path

import pytest

from xhip.tools.cli import missing_harness

pytestmark = pytest.mark.slow

ROOT = Path(__file__).resolve().parent.parent

HARNESS_PARTS = {"fuzz", "execute", "gpu", "reference", "corpus", "workloads", "bench"}
"""The harness's packages (harness/xhip_harness/*): no directory of these names
may be in xhip's wheel."""


def build_wheel(source: Path, names: list[str], tmp: Path) -> zipfile.ZipFile:
    """`pip wheel --no-deps` of a copy of `names` (files and trees) of `source`."""
    copy = tmp / "src"
    for name in names:
        if (source / name).is_dir():
            shutil.copytree(
                source / name,
                copy / name,
                ignore=shutil.ignore_patterns("__pycache__", "*.egg-info"),
            )
        else:
            copy.mkdir(parents=True, exist_ok=True)
            shutil.copy(source / name, copy / name)
    out = tmp / "wheel"
    subprocess.run(
        [
            sys.executable,
            "-m",
            "pip",
            "wheel",
            "--no-deps",
            "-q",
            str(copy),
            "-w",
            str(out),
        ],
        check=True,
        capture_output=True,
        text=True,
    )
    (wheel,) = out.glob("*.whl")
    return zipfile.ZipFile(wheel)


@pytest.fixture(scope="module")
def product(tmp_path_factory: pytest.TempPathFactory) -> zipfile.ZipFile:
    tmp = tmp_path_factory.mktemp("product")
    return build_wheel(ROOT, ["pyproject.toml", "README.md", "xhip"], tmp)


@pytest.fixture(scope="module")
def harness(tmp_path_factory: pytest.TempPathFactory) -> zipfile.ZipFile:
    tmp = tmp_path_factory.mktemp("harness")
    return build_wheel(ROOT / "harness", ["pyproject.toml", "xhip_harness"], tmp)


def tracked(tree: Path) -> set[str]:
    """The files of `tree` a wheel should hold: modules, typing marker, data."""
    return {
        p.relative_to(tree.parent).as_posix()
        for p in tree.rglob("*")
        if p.is_file()
        and "__pycache__" not in p.parts
        and p.suffix in (".py", ".typed", ".json", ".csv", ".md")
    }


def test_the_product_wheel_holds_the_product_only(product: zipfile.ZipFile):
    names = [n for n in product.namelist() if ".dist-info/" not in n]
    assert set(names) == tracked(ROOT / "xhip")
    assert "xhip/check/checker.py" in names and "xhip/tools/cli.py" in names
    assert not [n for n in names if HARNESS_PARTS & set(n.split("/")[:-1])]
    assert not [n for n in names if n.endswith(".csv") or "xhip_harness" in n]
    assert not [n for n in names if n.startswith(("xhip/verify/", "xhip/workloads/"))]
    (entry_points,) = [n for n in product.namelist() if n.endswith("entry_points.txt")]
    text = product.read(entry_points).decode()
    assert "[xdsl.universe]" in text and "xhip.subcommands" not in text


def test_the_harness_wheel_holds_the_harness(harness: zipfile.ZipFile):
    names = [n for n in harness.namelist() if ".dist-info/" not in n]
    assert set(names) == tracked(ROOT / "harness" / "xhip_harness")
    csvs = [n for n in names if n.endswith(".csv")]
    assert len(csvs) == 11
    assert all(
        n.startswith("xhip_harness/bench/data/minimalloc-challenging/") for n in csvs
    )
    assert {n.split("/")[1] for n in names if n.count("/") > 1} == HARNESS_PARTS
    (entry_points,) = [n for n in harness.namelist() if n.endswith("entry_points.txt")]
    lines = harness.read(entry_points).decode().split()
    assert lines == [
        "[xhip.subcommands]",
        "bench",
        "=",
        "xhip_harness.bench.cli",
        "fuzz",
        "=",
        "xhip_harness.fuzz.cli",
    ]


POOLED = """
func.func @f(%ctx: !hip.context, %x: memref<64xf32>) {
  %a = memref.alloc() : memref<64xf32>
  hip.silu(%ctx) ins(%x : memref<64xf32>) outs(%a : memref<64xf32>)
  memref.dealloc %a : memref<64xf32>
  func.return
}
"""

WITHOUT_HARNESS = """
import contextlib, io, json, sys
import xhip
from xhip.tools.cli import main
from xhip.transforms.hip_pool_allocs import HipPoolAllocsPass
from xhip.ir import make_context
from xdsl.context import Context
from xdsl.parser import Parser

def run(argv):
    out, err = io.StringIO(), io.StringIO()
    with contextlib.redirect_stdout(out), contextlib.redirect_stderr(err):
        try:
            code = main(argv)
        except SystemExit as e:
            code = e.code
    return [code, out.getvalue(), err.getvalue()]

try:
    import xhip_harness
    harness = xhip_harness.__file__
except ImportError:
    harness = None
module = Parser(make_context(), sys.argv[2]).parse_module()
HipPoolAllocsPass(verify_plan=True).apply(Context(), module)
with open(sys.argv[1], "w") as f:
    f.write(str(module))
print(json.dumps({
    "xhip": xhip.__file__,
    "harness": harness,
    "pooled": "hip.get_pool" in str(module),
    "bench": run(["bench", "--quick"]),
    "fuzz": run(["fuzz", "--examples", "1"]),
    "help": run(["--help"]),
    "check": run(["check", sys.argv[1]]),
}))
"""


def without_xhip(tmp: Path) -> list[str]:
    """Directories holding what this Python has installed (xDSL, NumPy), less
    every xhip distribution and its editable hooks: symbolic links."""
    dirs: list[str] = []
    for i, packages in enumerate(p for p in site.getsitepackages() if Path(p).is_dir()):
        linked = tmp / f"site{i}"
        linked.mkdir()
        for entry in Path(packages).iterdir():
            if "xhip" not in entry.name.lower() and not entry.name.startswith(
                "__editable__"
            ):
                (linked / entry.name).symlink_to(entry)
        dirs.append(str(linked))
    return dirs


def test_the_product_runs_without_the_harness(product: zipfile.ZipFile, tmp_path: Path):
    unpacked = tmp_path / "xhip"
    product.extractall(unpacked)
    src = tmp_path / "pooled.mlir"
    path = os.pathsep.join([str(unpacked), *without_xhip(tmp_path)])
    proc = subprocess.run(
        [sys.executable, "-S", "-c", WITHOUT_HARNESS, str(src), POOLED],
        capture_output=True,
        text=True,
        env={**os.environ, "PYTHONPATH": path},
        cwd=tmp_path,
        check=False,
    )
    assert proc.returncode == 0, proc.stderr
    seen = json.loads(proc.stdout)
    assert Path(seen["xhip"]).is_relative_to(unpacked)
    assert seen["harness"] is None and seen["pooled"]
    for name in ("bench", "fuzz"):
        assert seen[name] == [2, "", f"error: {missing_harness(name)}\n"]
    code, out, _ = seen["help"]
    assert code == 0
    assert "bench     (the test harness's, not installed" in out
    assert "fuzz      (the test harness's, not installed" in out
    code, out, err = seen["check"]
    assert code == 0 and err == "", (out, err)

"""Without NumPy or hypothesis, every path that needs them says so in one line.

Each case runs in a subprocess whose imports of `numpy` and `hypothesis` fail
(a meta-path finder raising `ModuleNotFoundError`, as when they are not
installed): exit 1, one line on stderr naming the module and the install
command, no traceback.
"""

from __future__ import annotations

import os
import re
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent

BLOCKER = """
import sys

class _Block:
    def find_spec(self, name, path=None, target=None):
        if name.partition(".")[0] in ("numpy", "hypothesis"):
            raise ModuleNotFoundError(f"No module named {name!r}", name=name)
        return None

sys.meta_path.insert(0, _Block())
for _name in list(sys.modules):
    if _name.partition(".")[0] in ("numpy", "hypothesis"):
        del sys.modules[_name]
"""

POOLED = """
func.func @f(%ctx: !hip.context, %x: memref<64xf32>) {
  %a = memref.alloc() : memref<64xf32>
  hip.silu(%ctx) ins(%x : memref<64xf32>) outs(%a : memref<64xf32>)
  memref.dealloc %a : memref<64xf32>
  func.return
}
"""

INSTALL = "pip install 'xhip[verify]'"


def run_blocked(code: str) -> subprocess.CompletedProcess[str]:
    env = {**os.environ, "PYTHONPATH": str(ROOT)}
    return subprocess.run(
        [sys.executable, "-c", BLOCKER + code],
        capture_output=True,
        text=True,
        env=env,
        cwd=ROOT,
        check=False,
    )


def assert_one_line(
    proc: subprocess.CompletedProcess[str], needs: str, code: int = 1
) -> str:
    assert proc.returncode == code, (proc.stdout, proc.stderr)
    assert "Traceback" not in proc.stderr
    lines = proc.stderr.strip().splitlines()
    assert len(lines) == 1, proc.stderr
    assert f"needs {needs}" in lines[0] and INSTALL in lines[0]
    return lines[0]


def test_the_blocker_blocks():
    proc = run_blocked("import numpy")
    assert "ModuleNotFoundError" in proc.stderr


def test_fuzz_without_numpy_or_hypothesis():
    code = (
        "import runpy; sys.argv = ['xhip_harness.fuzz', '--examples', '1']; "
        "runpy.run_module('xhip_harness.fuzz', run_name='__main__', alter_sys=True)"
    )
    line = assert_one_line(run_blocked(code), "numpy")
    assert line.startswith("error: python -m xhip_harness.fuzz needs numpy")


def test_reference_harness_without_numpy():
    code = (
        "import runpy; sys.argv = ['xhip_harness.reference', '--fuzz', '1']; "
        "runpy.run_module('xhip_harness.reference', run_name='__main__', alter_sys=True)"
    )
    line = assert_one_line(run_blocked(code), "numpy")
    assert line.startswith("error: python -m xhip_harness.reference needs numpy")


def test_gpu_campaign_without_numpy():
    code = (
        "import runpy; sys.argv = ['xhip_harness.gpu', '--smoke']; "
        "runpy.run_module('xhip_harness.gpu', run_name='__main__', alter_sys=True)"
    )
    assert_one_line(run_blocked(code), "numpy")


def test_check_without_numpy(tmp_path: Path):
    src = tmp_path / "in.mlir"
    src.write_text(POOLED)
    code = f"from xhip.tools.cli import main; sys.exit(main(['check', {str(src)!r}]))"
    # An error of use (2), not the violation's exit code (1).
    line = assert_one_line(run_blocked(code), "numpy", code=2)
    assert line.startswith("error: xhip check needs numpy")


def test_verify_plan_without_numpy(tmp_path: Path):
    src = tmp_path / "in.mlir"
    src.write_text(POOLED)
    code = (
        "from xhip.tools.opt.driver import run; "
        f"sys.exit(run(['--hip-pool-allocs=verify-plan=true', {str(src)!r}]))"
    )
    line = assert_one_line(run_blocked(code), "numpy")
    assert "hip-pool-allocs: verify-plan needs numpy" in line


def test_the_pass_without_numpy_needs_no_numpy(tmp_path: Path):
    src = tmp_path / "in.mlir"
    src.write_text(POOLED)
    code = f"from xhip.tools.opt.driver import run; sys.exit(run(['--hip-pool-allocs', {str(src)!r}]))"
    proc = run_blocked(code)
    assert proc.returncode == 0, proc.stderr
    assert "hip.get_pool" in proc.stdout


def test_executor_import_without_numpy():
    code = (
        "try:\n"
        "    import xhip_harness.execute\n"
        "except ImportError as e:\n"
        "    print(e, file=sys.stderr); sys.exit(1)\n"
    )
    line = assert_one_line(run_blocked(code), "numpy")
    assert line.startswith("the executor (xhip_harness.execute) needs numpy")


@pytest.mark.parametrize("extra", ["verify", "fast"])
def test_the_extras_exist(extra: str):
    text = (ROOT / "pyproject.toml").read_text()
    assert f"\n{extra} = [" in text


def test_numpy_is_offered_by_one_extra():
    """`verify`, the one the tools' messages name (the test extra aside)."""
    text = (ROOT / "pyproject.toml").read_text()
    extras = re.findall(r"^([\w-]+) = \[([^\]]*)\]", text, re.MULTILINE)
    assert [n for n, deps in extras if '"numpy' in deps and n != "test"] == ["verify"]

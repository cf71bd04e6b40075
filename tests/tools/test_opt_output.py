"""`xhip-opt`'s output file and a pass's invalid output: `-o` is written only
when the run succeeds, whole (the input survives a failed `-o INPUT`), and IR
a pass made invalid is reported as that pass's internal error."""

from __future__ import annotations

import os
import stat
from dataclasses import dataclass
from pathlib import Path

import pytest
from xdsl.context import Context
from xdsl.dialects import arith
from xdsl.dialects.builtin import ModuleOp
from xdsl.passes import ModulePass

from xhip.tools.opt import driver
from xhip.tools.opt.driver import run

VALID = """\
func.func @f(%ctx: !hip.context) {
  %a = memref.alloc() : memref<16xf32>
  "test.op_with_memwrite"(%a) : (memref<16xf32>) -> ()
  func.return
}
"""

BAD = """\
func.func @f(%ctx: !hip.context) {
  %a = memref.alloc() : memref<16xf32>
  func.return %a : memref<16xf32>
}
"""


def test_a_failed_run_leaves_the_output_file_as_it_was(tmp_path: Path) -> None:
    source = tmp_path / "in.mlir"
    source.write_text(BAD)
    errors: list[str] = []
    code = run([str(source), "--hip-pool-allocs", "-o", str(source)], errors.append)
    assert code == 1 and len(errors) == 1
    assert source.read_text() == BAD


def test_a_successful_run_replaces_the_input_it_names(tmp_path: Path) -> None:
    source = tmp_path / "in.mlir"
    source.write_text(VALID)
    source.chmod(0o640)
    errors: list[str] = []
    code = run(
        [
            str(source),
            "--allow-unregistered-dialect",
            "--hip-pool-allocs",
            "-o",
            str(source),
        ],
        errors.append,
    )
    assert (code, errors) == (0, [])
    text = source.read_text()
    assert "hip.get_pool" in text and "memref.alloc" not in text
    assert stat.S_IMODE(source.stat().st_mode) == 0o640
    assert sorted(p.name for p in tmp_path.iterdir()) == ["in.mlir"]


def test_a_new_output_file_gets_the_default_mode(tmp_path: Path) -> None:
    source = tmp_path / "in.mlir"
    source.write_text(VALID)
    target = tmp_path / "out.mlir"
    umask = os.umask(0o022)
    try:
        code = run(
            [str(source), "--allow-unregistered-dialect", "-o", str(target)],
            print,
        )
    finally:
        os.umask(umask)
    assert code == 0
    assert stat.S_IMODE(target.stat().st_mode) == 0o644
    assert target.read_text().startswith("module {")


@dataclass(frozen=True)
class _MovesAUseFirst(ModulePass):
    """Puts the first constant after its first user: invalid IR."""

    name = "test-invalid-output"

    def apply(self, ctx: Context, op: ModuleOp) -> None:
        constant = next(o for o in op.walk() if isinstance(o, arith.ConstantOp))
        user = next(iter(constant.result.uses)).operation
        constant.detach()
        block = user.parent_block()
        assert block is not None
        block.insert_op_after(constant, user)


def test_a_pass_that_breaks_the_ir_is_an_internal_error(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    passes = driver.available_passes()
    monkeypatch.setattr(
        driver,
        "available_passes",
        lambda: {**passes, _MovesAUseFirst.name: lambda: _MovesAUseFirst},
    )
    source = tmp_path / "in.mlir"
    source.write_text(
        "func.func @f() -> index {\n"
        "  %c1 = arith.constant 1 : index\n"
        "  %s = arith.addi %c1, %c1 : index\n"
        "  func.return %s : index\n"
        "}\n"
    )
    errors: list[str] = []
    code = run([str(source), "--test-invalid-output"], errors.append)
    assert code == 1
    assert errors == [
        f"{source}:3:3: error: internal error: pass 'test-invalid-output' "
        "produced invalid IR (a bug of the pass, not of the input): operand #0 "
        f"does not dominate this use (%c1 is defined at {source}:2:3)"
    ]

"""The tools' manners: option listing, help texts, option spelling in errors."""

from __future__ import annotations

import dataclasses
from pathlib import Path

import pytest

from xhip.tools.cli import main
from xhip.tools.opt.driver import run as opt_run
from xhip.transforms.hip_pool_allocs import HipPoolAllocsPass

ROOT = Path(__file__).resolve().parents[2]
EXAMPLE = str(ROOT / "examples" / "decoder_block.mlir")

KEBAB_OPTIONS = [
    f.name.replace("_", "-")
    for f in dataclasses.fields(HipPoolAllocsPass)
    if f.name != "name"
]


def test_xhip_options_lists_every_option(capsys: pytest.CaptureFixture[str]):
    assert main(["options"]) == 0
    out = capsys.readouterr().out
    assert out.startswith("hip-add-context-arg:")
    for name in (
        "hip-use-output-allocator",
        "hip-resolve-memref-dims",
        "hip-hoist-alloc-size-arith",
        "hip-pool-allocs",
    ):
        assert f"\n{name}: " in out
    assert "  hoist-loads=true|false (default false)" in out
    for option in KEBAB_OPTIONS:
        assert f"\n  {option}=" in out
    assert "  alignment=int (default 256)\n" in out
    assert "  lifetime-only=true|false (default true)\n" in out
    assert "lifetime_only" not in out and "verify_plan" not in out


def test_xhip_options_of_one_pass_and_an_unknown_one(
    capsys: pytest.CaptureFixture[str],
):
    assert main(["options", "hip-pool-allocs"]) == 0
    out = capsys.readouterr().out
    assert out.startswith("hip-pool-allocs: ") and "hoist-loads" not in out
    assert main(["options", "hip-pool-alloc"]) == 2
    err = capsys.readouterr().err
    assert err.startswith("xhip options: error: unknown pass hip-pool-alloc ")


def test_xhip_help_lists_every_subcommand_and_the_fuzzer(
    capsys: pytest.CaptureFixture[str],
):
    with pytest.raises(SystemExit):
        main(["--help"])
    out = capsys.readouterr().out
    for command in ("check", "plan", "bench", "options", "fuzz"):
        assert f"\n    {command} " in out
    assert "python -m xhip_harness.fuzz" in out


def test_xhip_fuzz_is_python_m_xhip_fuzz(capsys: pytest.CaptureFixture[str]):
    pytest.importorskip("hypothesis")
    with pytest.raises(SystemExit) as e:
        main(["fuzz", "--help"])
    assert e.value.code == 0
    assert capsys.readouterr().out.startswith("usage: python -m xhip_harness.fuzz")


def test_xhip_opt_help_lists_the_hip_passes_first_with_options(
    capsys: pytest.CaptureFixture[str],
):
    assert opt_run(["--help"]) == 0
    out = capsys.readouterr().out
    hip = out.index("xhip's passes")
    others = out.index("Other passes (xDSL's; their options are xDSL's):\n")
    assert hip < others
    section = out[hip:others]
    assert "  hip-pool-allocs: " in section
    for option in KEBAB_OPTIONS:
        assert f"    {option}=" in section
    # The other passes one per line, sorted, none of xhip's.
    listed = out[others:].splitlines()[1:]
    assert listed == sorted(listed) and "  cse" in listed and "  canonicalize" in listed
    assert all(line.startswith("  ") and " " not in line[2:] for line in listed)
    assert not any("hip-" in line for line in listed)


def test_xhip_options_show_allowed_values(capsys: pytest.CaptureFixture[str]):
    """Types are the values the command line takes, not Python's type names."""
    assert main(["options", "hip-pool-allocs"]) == 0
    lines = [
        line for line in capsys.readouterr().out.splitlines() if "(default" in line
    ]
    assert lines == [
        "  alignment=int (default 256)",
        "  lifetime-only=true|false (default true)",
        "  emit-fragmentation-report=true|false (default false)",
        "  lifetime-start=alloc|first-use (default alloc)",
        "  packer=reference|best (default reference)",
        "  packer-effort=int (default 50000000)",
        "  packer-time-limit-ms=int (default none)",
        "  scope=entry-block|function (default entry-block)",
        "  pool=hip|memref (default hip)",
        "  verify-plan=true|false (default false)",
    ]


def test_unknown_option_errors_spell_options_as_the_command_line(
    tmp_path: Path,
):
    errors: list[str] = []
    assert opt_run(["--hip-pool-allocs=bogus=1", EXAMPLE], errors.append) == 1
    text = "\n".join(errors)
    assert text.endswith(
        "unknown option 'bogus' (options: alignment, lifetime-only, "
        "emit-fragmentation-report, lifetime-start, packer, packer-effort, "
        "packer-time-limit-ms, scope, pool, verify-plan)"
    )


def test_xhip_plan_help_describes_packer(capsys: pytest.CaptureFixture[str]):
    with pytest.raises(SystemExit):
        main(["plan", "--help"])
    out = " ".join(capsys.readouterr().out.split())
    assert "static packer" not in out
    assert "--packer NAME planner: reference" in out
    assert "layouts chosen at run time for dynamic ones" in out


def test_xdsl_pipeline_option_errors_are_kebab_case():
    """As `xdsl-opt -p` and `PassPipeline.parse_spec` build the pass."""
    from xdsl.passes import PassPipeline

    from xhip.universe import XHIP_UNIVERSE

    with pytest.raises(ValueError) as e:
        PassPipeline.parse_spec(XHIP_UNIVERSE.all_passes, "hip-pool-allocs{bogus=1}")
    assert "lifetime-only" in str(e.value) and "lifetime_only" not in str(e.value)
    assert str(e.value).startswith("unknown option 'bogus' (options: alignment, ")
    # Good options still build the pass.
    (p,) = PassPipeline.parse_spec(
        XHIP_UNIVERSE.all_passes, "hip-pool-allocs{lifetime-only=false}"
    ).passes
    assert p == HipPoolAllocsPass(lifetime_only=False)


def test_hoist_pass_option_errors_are_kebab_case():
    from xdsl.passes import PassPipeline

    from xhip.transforms.hoist_alloc_size_arith import HipHoistAllocSizeArithPass
    from xhip.universe import XHIP_UNIVERSE

    with pytest.raises(ValueError) as e:
        PassPipeline.parse_spec(
            XHIP_UNIVERSE.all_passes, "hip-hoist-alloc-size-arith{hoist_load=true}"
        )
    assert str(e.value) == "unknown option 'hoist-load' (options: hoist-loads)"
    (p,) = PassPipeline.parse_spec(
        XHIP_UNIVERSE.all_passes, "hip-hoist-alloc-size-arith{hoist-loads=true}"
    ).passes
    assert p == HipHoistAllocSizeArithPass(hoist_loads=True)

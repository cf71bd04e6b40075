"""`xhip`'s subcommands: the product's own, and the test harness's (`bench`,
`fuzz`) found through the `xhip.subcommands` entry points (harness/pyproject.toml).

tests/test_packaging.py runs xhip's wheel where the harness is not installed at
all; here its absence is the entry points group read as empty.
"""

from __future__ import annotations

import pytest

from xhip.tools import cli


def test_the_harness_subcommands_come_from_its_entry_points():
    assert cli.harness_subcommands() == {
        "bench": "xhip_harness.bench.cli",
        "fuzz": "xhip_harness.fuzz.cli",
    }
    assert [n for n, m in cli.SUBCOMMANDS.items() if m is None] == ["bench", "fuzz"]


def test_with_the_harness_bench_and_fuzz_run(capsys: pytest.CaptureFixture[str]):
    for argv, usage in (
        (["bench", "--help"], "usage: xhip bench [-h] [--parts PARTS]"),
        (["fuzz", "--help"], "usage: python -m xhip_harness.fuzz [-h]"),
    ):
        with pytest.raises(SystemExit) as exit_:
            cli.main(argv)
        assert exit_.value.code == 0
        assert capsys.readouterr().out.startswith(usage)


def test_without_the_harness_they_say_what_to_install(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
):
    monkeypatch.setattr(cli, "harness_subcommands", dict)
    for argv in (
        ["bench", "--parts", "static"],
        ["fuzz", "--examples", "1"],
        ["bench"],
    ):
        assert cli.main(argv) == 2
        out, err = capsys.readouterr()
        assert out == ""
        assert err == (
            f"error: xhip {argv[0]} is part of xhip's test harness (xhip-harness), "
            "which is not installed: in a checkout of xhip: pip install -e ./harness\n"
        )
    with pytest.raises(SystemExit) as exit_:
        cli.main(["--help"])
    assert exit_.value.code == 0
    listed = capsys.readouterr().out
    for name in ("bench", "fuzz"):
        assert (
            f"    {name:<10}(the test harness's, not installed: in a checkout" in listed
        )
    assert cli.main(["options"]) == 0
    assert "alignment" in capsys.readouterr().out

"""`xhip bench`: its conversions, bounds and quality figures (never its timings)."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from xdsl.dialects import func, memref
from xdsl.dialects.builtin import MemRefType, i8
from xdsl.parser import Parser

from xhip.analysis.lifetimes import pool_candidates
from xhip.ir import make_context
from xhip.planning.best.budget import DEFAULT_EFFORT
from xhip.planning.requests import Lifetime
from xhip.planning.static_best_fit import best_fit
from xhip.tools.cli import main
from xhip.transforms.hip_pool_allocs import HipPoolAllocsPass
from xhip_harness.bench import dynamic
from xhip_harness.bench.dynamic import (
    domain_bound,
    lower_bound,
    measure,
    parse_function,
    true_buffers,
)
from xhip_harness.bench.minimalloc import (
    Buffer,
    Instance,
    StaticResult,
    block_max_load,
    instance_function,
    load_instances,
    run_instance,
)
from xhip_harness.bench.run import (
    QUICK,
    Settings,
    _DecoderSpeedTables,  # pyright: ignore[reportPrivateUsage]
    _over_default_summary,  # pyright: ignore[reportPrivateUsage]
    _static_verdicts,  # pyright: ignore[reportPrivateUsage]
    _worst_over_default,  # pyright: ignore[reportPrivateUsage]
    data_directory,
    dynamic_modes,
)
from xhip_harness.bench.speed import (
    FUNCTION_SCOPE,
    OPTION_SETS,
    SHAPES,
    PassTiming,
    Shape,
    SpeedRow,
    Timing,
    mean_growth,
)
from xhip_harness.bench.speed import growth as speed_growth
from xhip_harness.workloads.programs import (
    DecoderConfig,
    Variant,
    VisionConfig,
    decoder,
    static_decoder,
    vision,
)

DATA = data_directory()

PUBLISHED_BOUNDS = {
    **dict.fromkeys("ABEFGHIK", 1_048_576),
    "C": 1_039_360,
    "D": 986_112,
    "J": 989_184,
}
"""Max loads stated in shared/bench/README.md."""


def test_conversion_keeps_touching_intervals_disjoint():
    # [0,2) and [2,4) touch: disjoint; [1,3) overlaps both; [0,4) overlaps all.
    inst = Instance(
        "T",
        0,
        (
            Buffer("a", 0, 2, 1),
            Buffer("b", 2, 4, 2),
            Buffer("c", 1, 3, 4),
            Buffer("d", 0, 4, 8),
        ),
    )
    module = Parser(make_context(), instance_function(inst)).parse_module()
    f = next(op for op in module.walk() if isinstance(op, func.FuncOp))
    lifetimes = {
        c.alloc.memref.name_hint: c.lifetime for c in pool_candidates(f.body.blocks[0])
    }
    a, b, c, d = (lifetimes[f"b{k}"] for k in range(4))
    assert not a.overlaps(b)
    assert c.overlaps(a) and c.overlaps(b)
    assert d.overlaps(a) and d.overlaps(b) and d.overlaps(c)
    # Live at time 1: a, c, d = 13 bytes; at time 2: b, c, d = 14 bytes.
    assert inst.lower_bound == 14
    assert block_max_load(module) == 14


def test_instances_match_published_bounds():
    instances = load_instances(DATA)
    assert {i.name: i.lower_bound for i in instances} == PUBLISHED_BOUNDS
    for inst in instances:
        module = Parser(make_context(), instance_function(inst)).parse_module()
        assert block_max_load(module) == inst.lower_bound, inst.name


def test_instance_a_reference_pool():
    (a,) = load_instances(DATA, ["A"])
    result = run_instance(a, "reference")
    assert (result.buffers, result.lower_bound, result.alignment) == (154, 1_048_576, 1)
    assert result.pool == 1_374_208
    # The same greedy run on the intervals directly, in the block's (time) order,
    # which breaks ties between equal sizes: the conversion changes nothing else.
    by_time = sorted(a.buffers, key=lambda b: b.lower)
    offsets = best_fit(
        [Lifetime(b.lower, b.upper - 1) for b in by_time], [b.size for b in by_time], 1
    )
    assert max(o + b.size for o, b in zip(offsets, by_time, strict=True)) == result.pool


def test_instance_c_reference_pool():
    (c,) = load_instances(DATA, ["C"])
    assert run_instance(c, "reference").pool == 1_417_216


def test_decoder_true_liveness_bounds():
    program = decoder()
    buffers = true_buffers(parse_function(program.text))
    assert len(buffers) == 4 * 20 + 2
    # batch 1, seq 1, no past: the peak is in the MLP, at the SiLU (or the
    # product): h1 (4096 f16) + gate/act/up or act/up/gated (3 x 11008 f16).
    env = program.environment({"batch": 1, "seq": 1, "past": 0})
    assert lower_bound(buffers, env) == 8192 + 3 * 22016 == 74_240
    # seq 128 after 4096 cached tokens (t = 4224): at the softmax, the layer
    # input (kept for the residual), the V cache, scores and probabilities.
    env = program.environment({"batch": 1, "seq": 128, "past": 4096})
    x, cache_v, scores = 128 * 8192, 4224 * 2048, 32 * 128 * 4224 * 2
    assert lower_bound(buffers, env) == x + cache_v + 2 * scores == 78_905_344


def test_vision_true_liveness_bound():
    program = vision()
    buffers = true_buffers(parse_function(program.text))
    assert len(buffers) == 2 + 4 * 14 + 3
    # 224 x 224: 16 x 16 = 256 patches. At the softmax: the block input, the
    # fused qkv (its v view is still to be read), scores and probabilities.
    env = program.environment({"batch": 1, "height": 224, "width": 224})
    assert lower_bound(buffers, env) == 256 * 2560 + 256 * 7680 + 2 * (
        16 * 256 * 256 * 2
    )


def test_dynamic_reference_figures():
    binding = {"batch": 1, "seq": 128, "past": 4096}
    (base,) = measure(decoder(), [binding])
    (hoisted,) = measure(decoder(variant=Variant.HOISTED), [binding])
    (host,) = measure(decoder(variant=Variant.HOST), [binding])
    assert base.lower_bound == hoisted.lower_bound == host.lower_bound == 78_905_344
    assert base.pool["lifetime-only=true"] == 83_492_864
    assert base.pool["lifetime-only=false"] == 96_010_240
    assert base.pool["stack"] == 434_110_464
    # Hoisted allocs all overlap from the top: the reference stacks everything.
    assert hoisted.pool["lifetime-only=true"] == hoisted.pool["stack"]
    assert hoisted.pool["lifetime-only=false"] == hoisted.pool["stack"]
    # First-use lifetimes undo the hoisting.
    for mode in ("first-use lo=true", "first-use lo=false"):
        assert hoisted.pool[mode] == base.pool[mode]
    # One host read per layer opens a domain per layer (plus the first).
    assert host.domains["lifetime-only=true"] == 5
    assert host.pool["lifetime-only=true"] == 350_486_528
    # Each domain has its own pool: the bound of the partition is higher, and
    # every layer's KV cache (about a quarter of the peak here) has its own pool.
    assert base.domain_bound == base.lower_bound
    assert 3 * host.lower_bound < host.domain_bound < host.pool["lifetime-only=true"]
    (vision_host,) = measure(
        vision(VisionConfig(), Variant.HOST),
        [{"batch": 1, "height": 224, "width": 224}],
    )
    assert vision_host.domains["lifetime-only=true"] == 2


def test_domain_bound_adds_the_domains_peaks():
    alloc = memref.AllocOp([], [], MemRefType(i8, [1]))
    a = dynamic.Buffer(Lifetime(0, 1), 100, (), alloc)
    b = dynamic.Buffer(Lifetime(1, 2), 50, (), alloc)
    c = dynamic.Buffer(Lifetime(2, 3), 200, (), alloc)
    # One pool: a and b overlap (150), b and c overlap (250).
    assert lower_bound([a, b, c], {}) == 250
    assert domain_bound([a, b, c], [0, 0, 0], {}) == 250
    # a and c in one pool (disjoint: 200), b in its own (50).
    assert domain_bound([a, b, c], [0, 1, 0], {}) == 250
    # a alone (100), b and c together (250).
    assert domain_bound([a, b, c], [0, 1, 1], {}) == 350


def test_many_layer_decoder_alloc_count():
    assert decoder(DecoderConfig(layers=50)).allocs == 1002


@pytest.mark.parametrize("shape", SHAPES, ids=lambda s: s.name)
def test_speed_shapes_pool_safely(shape: Shape):
    # Every shape of the speed part is valid input that the pass pools, in each
    # reference option set, with `verify-plan` checking the output.
    program = shape.build(2)
    assert abs(shape.program(1000).allocs - 1000) <= program.allocs // 2
    for pass_ in (
        HipPoolAllocsPass(verify_plan=True),
        HipPoolAllocsPass(verify_plan=True, lifetime_only=False),
        HipPoolAllocsPass(verify_plan=True, lifetime_start="first-use"),
    ):
        ctx = make_context()
        text = "builtin.module {\n" + program.text + "}\n"
        module = Parser(ctx, text).parse_module()
        module.verify()
        pass_.apply(ctx, module)
        module.verify()
        assert not any(isinstance(op, memref.AllocOp) for op in module.walk())


def test_static_decoder_shapes():
    # Same allocs as the dynamic decoder, none with a dynamic size; hoisting puts
    # every alloc before the first other op that is not a constant.
    flat = static_decoder(DecoderConfig(layers=2))
    hoisted = static_decoder(DecoderConfig(layers=2), hoist=True)
    assert flat.allocs == hoisted.allocs == decoder(DecoderConfig(layers=2)).allocs
    assert "memref.alloc()" in flat.text and "memref.alloc(%" not in flat.text
    lines = [line.strip() for line in hoisted.text.splitlines()[1:]]
    allocs = [k for k, line in enumerate(lines) if "memref.alloc" in line]
    assert allocs == list(range(len(allocs)))


@pytest.mark.slow
def test_cli_quick_json(tmp_path: Path, capsys: pytest.CaptureFixture[str]):
    # Every part but the kernels', the one that `--quick` leaves as it is
    # (test_bench_kernels.py's test_cli_kernels_part runs it through the CLI).
    out = tmp_path / "bench.json"
    parts = "static,dynamic,speed,models"
    assert main(["bench", "--quick", "--parts", parts, "--json", str(out)]) == 0
    printed = capsys.readouterr().out
    assert "## 1. Static packing quality" in printed
    assert "| A | 154 | 1048576 | 1 | 1374208 | 1.311 |" in printed
    data = json.loads(out.read_text())
    static = {(r["instance"], r["packer"]): r for r in data["static"]["results"]}
    assert static["A", "reference"]["pool"] == 1_374_208
    assert static["C", "reference"]["lower_bound"] == 1_039_360
    rows = {
        (r["model"], tuple(r["binding"].values())): r for r in data["dynamic"]["rows"]
    }
    # The quick decoder has 2 layers: same per-layer peak as the 4-layer one.
    assert rows["decoder", (1, 128, 4096)]["lower_bound"] == 78_905_344
    assert (
        rows["decoder_hoisted", (1, 1, 0)]["ratio"]["lifetime-only=true"]
        == (rows["decoder_hoisted", (1, 1, 0)]["ratio"]["stack"])
    )
    speed_rows = data["speed"]["rows"]
    assert [r["allocs"] for r in speed_rows if r["shape"] == "decoder"] == [102, 202]
    assert {r["shape"] for r in speed_rows} == set(QUICK.shapes)
    for r in speed_rows:
        assert set(r["options"]) == set(OPTION_SETS)


def test_quick_effort_targets_are_not_measured_rather_than_failed():
    """Below the pass's default effort a quality target the search did not
    reach is "not measured"; at the default it is "NOT met"."""
    instance = Instance("X", 100, (Buffer("b", 0, 2, 100),))
    result = StaticResult("X", 1, 100, "best", 1, 150, 0.5, 10, 100)
    low = _static_verdicts([instance], [result], [result], 300_000)
    assert low[:3] == [
        "every pool at or below the instance's capacity (MiniMalloc's, 100 B): "
        f"not measured at quick effort (300000 work units; the target is for the "
        f"default {DEFAULT_EFFORT}; above: X)",
        "geomean 1.5000 of the lower bound (target <= 1.010): not measured at "
        f"quick effort (300000 work units; the target is for the default "
        f"{DEFAULT_EFFORT})",
        "never above the reference: met",
    ]
    full = _static_verdicts([instance], [result], [result], DEFAULT_EFFORT)
    assert full[:2] == [
        "every pool at or below the instance's capacity (MiniMalloc's, 100 B): "
        "NOT met (above: X)",
        "geomean 1.5000 of the lower bound (target <= 1.010): NOT met",
    ]
    met = StaticResult("X", 1, 100, "best", 1, 100, 0.5, 10, 100)
    assert _static_verdicts([instance], [met], None, 300_000)[:2] == [
        "every pool at or below the instance's capacity (MiniMalloc's, 100 B): met",
        "geomean 1.0000 of the lower bound (target <= 1.010): met",
    ]


def test_cli_missing_data(tmp_path: Path, capsys: pytest.CaptureFixture[str]):
    assert main(["bench", "--parts", "static", "--data", str(tmp_path)]) == 1
    err = capsys.readouterr().err
    assert (
        err == f"xhip bench: {tmp_path}: error: no MiniMalloc instances (*.csv) found\n"
    )


def test_best_never_above_either_reference_mode_and_reaches_the_bound():
    """The dynamic targets on the decoder (docs/bench.md, section 2), in prefill and decode regimes
    (bytes are deterministic): `packer=best` is at most min(lifetime-only,
    grouped) at every binding, reaches the true-liveness bound (to 0.01%), and with
    `first-use` the hoisted variant matches the unhoisted one."""
    bindings = [
        {"batch": 1, "seq": 1, "past": 4096},
        {"batch": 1, "seq": 2048, "past": 0},
        {"batch": 8, "seq": 128, "past": 4096},
    ]
    chosen = dynamic_modes(Settings())
    for base, hoisted in zip(
        measure(decoder(), bindings, chosen),
        measure(decoder(variant=Variant.HOISTED), bindings, chosen),
        strict=True,
    ):
        pool = base.pool
        assert pool["packer=best"] <= min(
            pool["lifetime-only=true"], pool["lifetime-only=false"]
        )
        # The bound counts raw sizes; the pool aligns each to 256 bytes.
        assert pool["packer=best"] < 1.0001 * base.lower_bound
        assert hoisted.pool["packer=best first-use"] == pool["packer=best first-use"]
        assert hoisted.pool["packer=best first-use"] < 1.0001 * base.lower_bound


@pytest.mark.slow
def test_bufferized_variant_and_the_pipeline_tail():
    """The bufferized variant sizes every alloc between the allocs: alone, the
    reference gives each alloc its own pool; after the tail (docs/semantics.md §11) the
    decoder is one pool, as planned as the base variant's, and the vision
    encoder two (a dim of a collapse_shape stays, docs/semantics.md §11.1)."""
    binding = {"batch": 1, "seq": 128, "past": 4096}
    chosen = [dynamic.modes()[1], *dynamic.tail_modes()]
    (base,) = measure(decoder(), [binding], chosen)
    (buf,) = measure(decoder(variant=Variant.BUFFERIZED), [binding], chosen)
    assert buf.allocs == base.allocs == 82
    assert buf.lower_bound == base.lower_bound == 78_905_344
    assert buf.domains == {
        "lifetime-only=true": 82,
        "tail": 1,
        "tail hoist-loads": 1,
    }
    assert buf.pool["tail"] == base.pool["lifetime-only=true"] == 83_492_864
    assert base.pool["tail"] == base.pool["lifetime-only=true"]
    vision_binding = {"batch": 1, "height": 448, "width": 448}
    (vbase,) = measure(vision(), [vision_binding], chosen)
    (vbuf,) = measure(vision(variant=Variant.BUFFERIZED), [vision_binding], chosen)
    assert vbuf.lower_bound == vbase.lower_bound
    assert vbuf.domains["lifetime-only=true"] == vbuf.allocs
    assert vbuf.domains["tail"] == 2
    assert vbase.pool["lifetime-only=true"] < vbuf.pool["tail"]
    assert vbuf.pool["tail"] < vbuf.pool["lifetime-only=true"]


LOADS_WRITTEN_BETWEEN = """
func.func @f(%ctx: !hip.context, %lens: memref<2xindex>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %a = memref.alloc() : memref<64xf32>
  "test.op_with_memwrite"(%a) : (memref<64xf32>) -> ()
  %n = memref.load %lens[%c0] : memref<2xindex>
  %b = memref.alloc(%n) : memref<?xf32>
  "test.op_with_memwrite"(%b) : (memref<?xf32>) -> ()
  memref.store %c1, %lens[%c1] : memref<2xindex>
  %m = memref.load %lens[%c1] : memref<2xindex>
  %c = memref.alloc(%m) : memref<?xf32>
  "test.op_with_memwrite"(%c) : (memref<?xf32>) -> ()
  func.return
}
"""


def test_load_verdicts_name_the_loads_and_their_writers():
    # The hip DPS ops declare their effects (ins read, outs written), but
    # hip.get_constant declares none (as upstream): an op of unknown effects may
    # write every global and argument (docs/passes.md, "hoist-loads"), so each
    # host read of the `host` variants stays below the first weight fetched
    # after the first alloc.
    verdicts = dynamic.load_verdicts(decoder(variant=Variant.HOST).text)
    assert [(v.load, v.hoisted, v.writer) for v in verdicts] == [
        ("%l0_p", False, "%w0"),
        ("%l1_p", False, "%w0"),
        ("%l2_p", False, "%w0"),
        ("%l3_p", False, "%w0"),
    ]
    vision_verdicts = dynamic.load_verdicts(vision(variant=Variant.HOST).text)
    assert [(v.load, v.hoisted, v.writer) for v in vision_verdicts] == [
        ("%m", False, "%w0")
    ]
    assert dynamic.load_verdicts(decoder().text) == []
    # A load after a store to the buffer it reads stays, naming the store.
    written = dynamic.load_verdicts(LOADS_WRITTEN_BETWEEN)
    assert [(v.load, v.hoisted, v.writer) for v in written] == [
        ("%n", True, None),
        ("%m", False, "memref.store"),
    ]


def test_speed_growth_figures():
    assert speed_growth([1.0, 2.0, 5.0]) == [None, 2.0, 2.5]
    assert mean_growth([1.0, 2.0, 8.0]) == pytest.approx(8.0**0.5)
    assert mean_growth([1.0]) is None


def _speed_row(shape: str, allocs: int, seconds: dict[str, float]) -> SpeedRow:
    """A row whose pass took `seconds[options]` CPU seconds per option set
    (others: 1.0), parse 10.0."""
    passes = {o: PassTiming(Timing(9.0, seconds.get(o, 1.0)), 0.0) for o in OPTION_SETS}
    times = {
        k: Timing(9.0, 10.0 if k == "parse" else 1.0)
        for k in ("parse", "verify", "print")
    }
    times["pass"] = passes["default"].time
    return SpeedRow(shape, allocs, 1, allocs, 4 * allocs, times, passes)


def test_function_scope_over_default_is_read_per_row():
    # The CPU time of scope=function over the default's, on the same row: a
    # column of the option sets' table, the worst of all rows in the summary.
    a = _speed_row("static", 1002, {"default": 0.5, FUNCTION_SCOPE: 0.6})
    b = _speed_row("static", 2002, {"default": 0.8, FUNCTION_SCOPE: 1.2})
    c = _speed_row("decoder", 1002, {"default": 2.0, FUNCTION_SCOPE: 2.5})
    assert a.over_default(FUNCTION_SCOPE) == pytest.approx(1.2)
    assert b.over_default(FUNCTION_SCOPE) == pytest.approx(1.5)
    assert a.over_default("default") == pytest.approx(1.0)
    assert _speed_row("x", 1, {"default": 0.0}).over_default(FUNCTION_SCOPE) is None
    tables = _DecoderSpeedTables.of({"static": [a, b], "decoder": [c]})
    column = tables.header_b.index("function/default")
    assert tables.header_b[column - 3] == f"{FUNCTION_SCOPE} pass s"
    assert [row[column] for row in tables.rows_b] == pytest.approx([1.2, 1.5, 1.25])
    assert all(len(row) == len(tables.header_b) for row in tables.rows_b)
    worst = _worst_over_default([a, b, c])
    assert worst is not None
    assert (worst[1], worst[2]) == ("static", 2002)
    assert worst[0] == pytest.approx(1.5)
    assert "worst 1.50 (static at 2002 allocs; target <= 1.3)" in (
        _over_default_summary(worst)
    )
    assert _over_default_summary(None) == ""

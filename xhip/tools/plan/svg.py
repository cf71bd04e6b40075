"""The classic memory-planner chart of a plan, as plain SVG text.

One panel per domain: time (op index) along x, bytes along y, one rectangle per
pooled buffer spanning its lifetime `[start, end + 1)` and its bytes
`[offset, offset + size)` at one binding of the dynamic sizes. Static prefix,
slabs and bins have their own colours, over tinted bands showing where each
region of the pool lies; a dashed line marks the max-load lower bound at that
binding, a solid one the pool size.

The vertical scale (a panel's `data-px-per-byte`) is `q / 2**k`, so a
rectangle's `height` is exactly its byte size times the scale (the exact
figures are also on each rectangle as `data-bytes` and `data-offset`).
At 1000+ buffers strokes thin out, only the labels that fit are drawn, and
every rectangle carries a `<title>` tooltip with its name, type, bytes, offset,
lifetime and expressions.
"""

from __future__ import annotations

import math
import re
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from fractions import Fraction
from xml.sax.saxutils import escape, quoteattr

from xhip.plan import AllocPlan, FunctionPlan, Placement, complete_binding
from xhip.tools.plan.dims import Binding
from xhip.tools.plan.measure import (
    DomainAt,
    DomainFormulas,
    RegionKind,
    describe_layout,
    domain_formulas,
    human_bytes,
    measure_domain,
    plural,
)

WIDTH = 1200
LEFT = 86
RIGHT = 28
PLOT_WIDTH = WIDTH - LEFT - RIGHT
MAX_PLOT_HEIGHT = 480
PANEL_HEADER = 62
PANEL_FOOTER = 40
PANEL_GAP = 18
HEADROOM = 1.1
FONT = "system-ui, -apple-system, 'Segoe UI', Helvetica, Arial, sans-serif"
LABEL_SIZE = 10
SMALL_LABEL_SIZE = 8
CHAR_WIDTH = 0.62 * LABEL_SIZE
"""A generous estimate of one character's width, so that drawn labels fit."""

FILLS = {
    Placement.STATIC: ("#7ea6d3", "#9dbde0", "#6a95c7"),
    Placement.SLAB: ("#f4a95c", "#f8c38c", "#ef9640"),
    Placement.BIN: ("#8cc47a", "#a9d59a", "#76b563"),
    Placement.CHOSEN: ("#b59bd6", "#cbb8e6", "#a184c9"),
}
BANDS = {
    RegionKind.STATIC: ("#e6eff9", "#e6eff9"),
    RegionKind.SLAB: ("#fdf1e4", "#fae3ca"),
    RegionKind.BUCKET: ("#eaf5e6", "#d9edd3"),
    RegionKind.CHOSEN: ("#f3eefa", "#f3eefa"),
}
BOUND_COLOUR = "#c0392b"
POOL_COLOUR = "#222222"
KIND_NAMES = {
    Placement.STATIC: "static prefix",
    Placement.SLAB: "slab",
    Placement.BIN: "bin",
    Placement.CHOSEN: "in the layout chosen at run time",
}


def _num(v: float) -> str:
    return f"{v:.9g}"


def _text(
    x: float,
    y: float,
    content: str,
    size: float = 11,
    anchor: str = "start",
    extra: str = "",
) -> str:
    return (
        f'<text x="{_num(x)}" y="{_num(y)}" font-size="{_num(size)}" '
        f'text-anchor="{anchor}"{extra}>{escape(content)}</text>'
    )


def _nice_step(span: float, count: int) -> float:
    raw = span / max(count, 1)
    if raw <= 0:
        return 1.0
    magnitude = 10 ** _floor_log10(raw)
    for m in (1, 2, 5, 10):
        if m * magnitude >= raw:
            return m * magnitude
    return 10 * magnitude


def _floor_log10(x: float) -> int:
    e = 0
    while x >= 10:
        x /= 10
        e += 1
    while x < 1:
        x *= 10
        e -= 1
    return e


def _byte_ticks(top: int) -> tuple[list[int], int, str]:
    """Tick positions in bytes, and the binary unit they are labelled in."""
    unit, name = 1, "B"
    for u, n in ((1 << 30, "GiB"), (1 << 20, "MiB"), (1 << 10, "KiB")):
        if top >= 2 * u:
            unit, name = u, n
            break
    step = _nice_step(top / unit, 8) * unit
    step = max(1, round(step))
    return list(range(0, top + 1, step)), unit, name


def _as_binding(plan: FunctionPlan, b: Mapping[int, int] | Binding | None) -> Binding:
    if isinstance(b, Binding):
        return b
    given = dict(b or {})
    return Binding(
        values=complete_binding(plan, given),
        defaulted={s for s in range(len(plan.symbol_names)) if s not in given},
    )


def display_name(a: AllocPlan) -> str:
    """The SSA name, or the location of an alloc that has none."""
    if a.name.startswith("%") or a.location is None:
        return a.name
    return f"alloc@{a.location.rsplit('/', 1)[-1]}"


def render_svg(
    plans: Sequence[FunctionPlan],
    bindings: Sequence[Mapping[int, int] | Binding] | None = None,
    source: str | None = None,
) -> str:
    """The picture of `plans`, each at its binding (symbols missing: `DEFAULT_DIM`)."""
    chosen = [
        _as_binding(p, b)
        for p, b in zip(plans, bindings or [None] * len(plans), strict=True)
    ]
    body: list[str] = []
    y = _header(body, plans, source)
    panels = 0
    for plan, binding in zip(plans, chosen, strict=True):
        pooled = [d for d in plan.domains if d.needs_pool]
        if not plan.allocs:
            body.append(_text(LEFT, y + 14, f"@{plan.name}: nothing to pool", 12))
            y += 28
            continue
        for domain in plan.domains:
            if domain not in pooled:
                body.append(
                    _text(
                        LEFT,
                        y + 14,
                        f"@{plan.name} domain {domain.id}: only zero-byte buffers, no pool",
                        12,
                    )
                )
                y += 28
                continue
            at = measure_domain(plan, domain, binding.values)
            y = _panel(body, plan, at, binding, y)
            panels += 1
    if not plans:
        body.append(_text(LEFT, y + 14, "no functions", 12))
        y += 28
    height = y + 10
    return (
        f'<svg xmlns="http://www.w3.org/2000/svg" width="{WIDTH}" height="{height}" '
        f'viewBox="0 0 {WIDTH} {height}" font-family="{FONT}" fill="#222">\n'
        f'<rect class="background" x="0" y="0" width="{WIDTH}" height="{height}" '
        'fill="#ffffff"/>\n' + "\n".join(body) + "\n</svg>\n"
    )


def _header(out: list[str], plans: Sequence[FunctionPlan], source: str | None) -> int:
    title = "Memory plan" + (f" of {source}" if source else "")
    out.append(_text(LEFT, 26, title, 17, extra=' font-weight="bold"'))
    if plans:
        o = plans[0].options
        mode = "lifetime-only" if o.lifetime_only else "grouped"
        out.append(
            _text(
                LEFT,
                46,
                f"hip-pool-allocs: alignment {o.alignment}, {mode}, lifetimes from "
                f"{o.start.value}, packer {o.packer}, scope {o.scope}. x: "
                + (
                    "op index in the block"
                    if plans[0].reference_rules
                    else "program point (the function's ops in pre-order)"
                )
                + "; y: byte offset in the pool.",
                11,
                extra=' fill="#555"',
            )
        )
    x = LEFT
    legend: list[tuple[str, str]] = [
        (FILLS[Placement.STATIC][0], "static buffer (constant offset)"),
        (FILLS[Placement.SLAB][0], "dynamic buffer in a slab"),
        (FILLS[Placement.BIN][0], "small-bucket bin"),
    ]
    if any(a.placement is Placement.CHOSEN for p in plans for a in p.allocs):
        legend.append((FILLS[Placement.CHOSEN][0], "in the layout chosen at run time"))
    out.append('<g class="legend">')
    for fill, label in legend:
        out.append(
            f'<rect x="{x}" y="58" width="14" height="11" fill="{fill}" '
            'stroke="#fff" stroke-width="0.6"/>'
        )
        out.append(_text(x + 19, 68, label, 11))
        x += 26 + int(len(label) * 6.3)
    for colour, dash, label in (
        (POOL_COLOUR, "", "pool size"),
        (BOUND_COLOUR, ' stroke-dasharray="6 3"', "max-load lower bound"),
    ):
        out.append(
            f'<line x1="{x}" y1="64" x2="{x + 22}" y2="64" stroke="{colour}" '
            f'stroke-width="1.6"{dash}/>'
        )
        out.append(_text(x + 27, 68, label, 11))
        x += 36 + int(len(label) * 6.3)
    out.append("</g>")
    return 84


def _scale(top: int) -> tuple[Fraction, int]:
    """Pixels per byte, `q / 2**k` with `q` in 4..7, and the plot height in pixels
    it gives `top` bytes: between 0.8 and 1 times `MAX_PLOT_HEIGHT`. Any byte
    count times such a scale is an exact binary fraction, so heights are exact."""
    limit = Fraction(MAX_PLOT_HEIGHT, max(top, 1))
    power = Fraction(1)  # 2**k
    while limit * power >= 8:
        power /= 2
    while limit * power < 4:
        power *= 2
    scale = math.floor(limit * power) / power
    return scale, max(1, math.ceil(top * scale))


@dataclass(frozen=True)
class _Frame:
    """A panel's plot area: op indices `t0..t1` across, bytes up at `scale`
    pixels per byte from `plot_bottom`."""

    t0: int
    t1: int
    scale: Fraction
    plot_top: int
    plot_height: int

    @property
    def plot_bottom(self) -> int:
        return self.plot_top + self.plot_height

    @property
    def sx(self) -> float:
        """Pixels per op index."""
        return PLOT_WIDTH / (self.t1 - self.t0)

    def length(self, b: float) -> float:
        """The height in pixels of `b` bytes."""
        return float(b * self.scale)

    def px(self, t: float) -> float:
        return LEFT + (t - self.t0) * self.sx

    def py(self, b: int) -> float:
        return float(self.plot_bottom - b * self.scale)


def _panel(
    out: list[str], plan: FunctionPlan, at: DomainAt, binding: Binding, y: int
) -> int:
    """One domain's chart below `y`; returns where the next one starts."""
    pooled = [plan.allocs[k] for d in plan.domains if d.needs_pool for k in d.members]
    scale, plot_height = _scale(math.ceil(max(at.pool, at.bound, 1) * HEADROOM))
    frame = _Frame(
        t0=min(_spans(a)[0][0] for a in pooled),
        t1=max(_spans(a)[-1][1] for a in pooled) + 1,
        scale=scale,
        plot_top=y + PANEL_HEADER,
        plot_height=plot_height,
    )
    formulas = _panel_heading(out, plan, at, binding, y, frame)
    _plot_background(out, at, frame)
    _buffers(out, plan, at, frame, formulas)
    taken = _buffer_labels(out, plan, at, frame)
    _region_names(out, at, frame)
    _pool_and_bound(out, at, frame, taken)
    out.append("</g>")
    return frame.plot_bottom + PANEL_FOOTER + PANEL_GAP


def _panel_heading(
    out: list[str],
    plan: FunctionPlan,
    at: DomainAt,
    binding: Binding,
    y: int,
    frame: _Frame,
) -> DomainFormulas:
    """Opens the panel's group and writes its three heading lines; returns the
    domain's formulas (the buffers' tooltips show them too)."""
    domain = at.domain
    members = [plan.allocs[k] for k in domain.members]
    ratio = at.pool / at.bound if at.bound else 1.0
    out.append(
        f'<g class="panel" data-function={quoteattr(plan.name)} data-domain="{domain.id}" '
        f'data-pool="{at.pool}" data-bound="{at.bound}" data-px-per-byte="{frame.scale}" '
        f'data-plot-bottom="{frame.plot_bottom}">'
    )
    head = (
        f"@{plan.name} · domain {domain.id} · {plural(len(members), 'buffer')} · "
        f"pool {human_bytes(at.pool)} / lower bound {human_bytes(at.bound)}"
        + (f" = {ratio:.2f}\u00d7" if at.bound else "")
    )
    out.append(_text(LEFT, y + 16, head, 13, extra=' font-weight="bold"'))
    parts = [
        f"at {binding.describe(plan) or 'no dynamic sizes'}",
        *describe_layout(plan, at),
        f"alignment {domain.layout.alignment}",
    ]
    out.append(_text(LEFT, y + 34, " · ".join(parts), 11, extra=' fill="#444"'))
    formulas = domain_formulas(plan, domain)
    expr = formulas.pool_size
    whole = "\n".join(
        [f"pool size = {expr}", *(f"where {n} = {t}" for n, t in formulas.definitions)]
    )
    # The subtitle names nothing it does not define: the shared parts (t0, ...)
    # written in, or the whole formula left to the tooltip.
    inlined = _inlined(expr, formulas.definitions)
    shown = inlined if len(inlined) <= 120 else "(in the tooltip)"
    out.append(
        f'<text x="{LEFT}" y="{y + 50}" font-size="10" fill="#666">'
        f"{escape(f'pool size = {shown} = {at.pool} B; lower bound {at.bound} B')}"
        f"<title>{escape(whole)}</title></text>"
    )
    return formulas


def _plot_background(out: list[str], at: DomainAt, frame: _Frame) -> None:
    """The frame, a tinted band per region of the pool, the grid and the axes."""
    plot_bottom = frame.plot_bottom
    out.append(
        f'<rect class="plot" x="{LEFT}" y="{frame.plot_top}" width="{PLOT_WIDTH}" '
        f'height="{frame.plot_height}" fill="#fbfbfb" stroke="#bbb" stroke-width="0.8"/>'
    )
    counts: dict[RegionKind, int] = {}
    for region in at.regions:
        n = counts.get(region.kind, 0)
        counts[region.kind] = n + 1
        out.append(
            f'<rect class="region {region.kind.value}" x="{LEFT}" '
            f'y="{_num(frame.py(region.start + region.size))}" width="{PLOT_WIDTH}" '
            f'height="{_num(frame.length(region.size))}" '
            f'fill="{BANDS[region.kind][n % 2]}"/>'
        )
    ticks, unit, unit_name = _byte_ticks(int(frame.plot_height / frame.scale))
    for tick in ticks:
        ty = frame.py(tick)
        out.append(
            f'<line x1="{LEFT}" y1="{_num(ty)}" x2="{LEFT + PLOT_WIDTH}" y2="{_num(ty)}" '
            'stroke="#000" stroke-opacity="0.08" stroke-width="0.6"/>'
        )
        label = f"{tick / unit:g} {unit_name}" if tick else "0"
        out.append(_text(LEFT - 6, ty + 3.5, label, 10, "end", ' fill="#555"'))
    t0, t1 = frame.t0, frame.t1
    step = max(1, round(_nice_step(t1 - t0, 10)))
    for t in range(-(-t0 // step) * step, t1 + 1, step):
        tx = frame.px(t)
        out.append(
            f'<line x1="{_num(tx)}" y1="{plot_bottom}" x2="{_num(tx)}" '
            f'y2="{plot_bottom + 4}" stroke="#888" stroke-width="0.8"/>'
        )
        out.append(_text(tx, plot_bottom + 15, str(t), 10, "middle", ' fill="#555"'))
    out.append(
        _text(
            LEFT + PLOT_WIDTH, plot_bottom + 30, "op index →", 10, "end", ' fill="#555"'
        )
    )


def _buffers(
    out: list[str],
    plan: FunctionPlan,
    at: DomainAt,
    frame: _Frame,
    formulas: DomainFormulas,
) -> None:
    """One rectangle per buffer and interval of its live set: x the interval
    `[start, end + 1)`, y its bytes `[offset, offset + size)`, with its
    tooltip."""
    domain = at.domain
    thin = len(domain.members) > 300
    out.append(
        f'<g class="buffers" stroke="#ffffff" stroke-width="{0.25 if thin else 0.7}">'
    )
    seen: dict[Placement, int] = {}
    for k in domain.members:
        a = plan.allocs[k]
        n = seen.get(a.placement, 0)
        seen[a.placement] = n + 1
        size, offset = at.sizes[k], at.offsets[k]
        title = escape(_tooltip(a, size, offset, formulas, k))
        for start, end in _spans(a):
            x0, x1 = frame.px(start), frame.px(end + 1)
            out.append(
                f'<rect class="buffer {a.placement.value}" data-alloc="{k}" '
                f'data-bytes="{size}" data-offset="{offset}" '
                f'x="{x0!r}" y="{frame.py(offset + size)!r}" width="{x1 - x0!r}" '
                f'height="{frame.length(size)!r}" fill="{FILLS[a.placement][n % 3]}">'
                f"<title>{title}</title></rect>"
            )
    out.append("</g>")


def _buffer_labels(
    out: list[str], plan: FunctionPlan, at: DomainAt, frame: _Frame
) -> list[Box]:
    """The labels that fit inside their rectangle; returns the boxes they take."""
    out.append(f'<g class="labels" font-size="{LABEL_SIZE}" fill="#111">')
    taken: list[Box] = []
    for k in at.domain.members:
        a = plan.allocs[k]
        start, end = max(_spans(a), key=lambda s: s[1] - s[0])
        label = _rect_label(
            display_name(a),
            human_bytes(at.sizes[k]),
            (end + 1 - start) * frame.sx,
            frame.length(at.sizes[k]),
        )
        if label is None:
            continue
        lines, size = label
        cx = frame.px(start + (end + 1 - start) / 2)
        cy = frame.py(at.offsets[k]) - frame.length(at.sizes[k]) / 2
        half = max(len(t) for t in lines) * CHAR_WIDTH * size / LABEL_SIZE / 2
        taken.append(
            (
                cx - half,
                cy - len(lines) * size * 0.6,
                cx + half,
                cy + len(lines) * size * 0.6,
            )
        )
        if len(lines) == 1:
            out.append(_text(cx, cy + 0.35 * size, lines[0], size, "middle"))
        else:
            out.append(_text(cx, cy - 2, lines[0], size, "middle"))
            out.append(_text(cx, cy + 0.9 * size, lines[1], size, "middle"))
    out.append("</g>")
    return taken


def _region_names(out: list[str], at: DomainAt, frame: _Frame) -> None:
    """Region names, at the top right of their band where they fit."""
    for region in at.regions:
        if frame.length(region.size) >= 13:
            out.append(
                _text(
                    LEFT + PLOT_WIDTH - 4,
                    frame.py(region.start + region.size) + 10,
                    region.label,
                    9,
                    "end",
                    ' fill="#666" font-style="italic"',
                )
            )


def _pool_and_bound(
    out: list[str], at: DomainAt, frame: _Frame, taken: list[Box]
) -> None:
    """Pool size and lower bound: lines across the plot, and their figures, each
    over a white-stroked copy of itself (a halo that every renderer draws the
    same: `paint-order="stroke"` is ignored by some, which then paint the white
    stroke over the letters)."""
    py = frame.py
    halo = ' fill="#ffffff" stroke="#ffffff" stroke-width="3"'
    for cls, value, colour, dash in (
        ("pool-size", at.pool, POOL_COLOUR, ""),
        ("lower-bound", at.bound, BOUND_COLOUR, ' stroke-dasharray="6 3"'),
    ):
        out.append(
            f'<line class="{cls}" data-bytes="{value}" x1="{LEFT}" y1="{py(value)!r}" '
            f'x2="{LEFT + PLOT_WIDTH}" y2="{py(value)!r}" stroke="{colour}" '
            f'stroke-width="1.4"{dash}/>'
        )
    pool_text = f"pool {human_bytes(at.pool)} ({at.pool} B)"
    for extra in (halo, f' fill="{POOL_COLOUR}"'):
        out.append(
            _text(
                LEFT + 4,
                py(at.pool) - 4,
                pool_text,
                11,
                extra=f' font-weight="bold"{extra}',
            )
        )
    taken.append((LEFT, py(at.pool) - 15, LEFT + 8 + len(pool_text) * 7.0, py(at.pool)))
    bound_text = f"lower bound {human_bytes(at.bound)} ({at.bound} B)"
    bx, by = _place(bound_text, py(at.bound), taken)
    for extra in (halo, f' fill="{BOUND_COLOUR}"'):
        out.append(
            _text(bx, by, bound_text, 11, "middle", f' font-weight="bold"{extra}')
        )


Box = tuple[float, float, float, float]
"""x0, y0, x1, y1 in pixels."""


def _place(text: str, line_y: float, taken: Sequence[Box]) -> tuple[float, float]:
    """Where to write a line's figure (text centre, baseline): just above or
    below the line, at the first of a few spots that hides no other label."""
    half = len(text) * 7.0 / 2 + 4
    for fraction in (0.5, 0.3, 0.7, 0.15, 0.85):
        x = LEFT + PLOT_WIDTH * fraction
        for baseline in (line_y - 4, line_y + 13):
            box = (x - half, baseline - 11, x + half, baseline + 2)
            if not any(
                box[0] < t[2] and t[0] < box[2] and box[1] < t[3] and t[1] < box[3]
                for t in taken
            ):
                return x, baseline
    return LEFT + PLOT_WIDTH / 2, line_y - 4


def _rect_label(
    name: str, size: str, width: float, height: float
) -> tuple[list[str], float] | None:
    """The label lines that fit in a `width` x `height` px rectangle and their
    font size, or None: two lines, else one, else one in a smaller font."""
    room = width - 4
    if (
        height >= 2.3 * LABEL_SIZE + 4
        and max(len(name), len(size)) * CHAR_WIDTH <= room
    ):
        return [name, size], LABEL_SIZE
    one = f"{name} {size}"
    for font in (LABEL_SIZE, SMALL_LABEL_SIZE):
        if height >= font + 2 and len(one) * CHAR_WIDTH * font / LABEL_SIZE <= room:
            return [one], font
    return None


def _spans(a: AllocPlan) -> list[tuple[int, int]]:
    """The program points a buffer is drawn over: the intervals of its live
    set when it has several, else its lifetime, or its def alone when the
    lifetime is empty (`[def, 0]`, a buffer used only by deallocs)."""
    if len(a.live.intervals) > 1:
        return list(a.live.intervals)
    return [(a.lifetime.start, max(a.lifetime.start, a.lifetime.end))]


def live_text(a: AllocPlan) -> str:
    """Where a buffer is live, in words: `ops 3..7`, or its live set when it
    has several intervals (`live [0, 1] [6, 6]`)."""
    if len(a.live.intervals) > 1:
        return f"live {a.live}"
    return f"ops {a.lifetime.start}..{a.lifetime.end}"


def _inlined(expr: str, definitions: Sequence[tuple[str, str]]) -> str:
    """`expr` with each named part (`t0`) written in, in parentheses (a
    definition uses only the names before it)."""
    for name, body in reversed(definitions):
        expr = re.sub(rf"\b{name}\b", lambda _, body=body: f"({body})", expr)
    return expr


def _tooltip(
    a: AllocPlan, size: int, offset: int, formulas: DomainFormulas, k: int
) -> str:
    where = KIND_NAMES[a.placement]
    if a.placement is Placement.SLAB:
        where = f"slab {a.slot[0]}, group {a.slot[1]}"
    elif a.placement is Placement.BIN:
        where = f"bucket {a.slot[0]}, bin {a.slot[1]}"
    lines = [
        f"{a.name} : {a.type}" + (f"  ({a.location})" if a.location else ""),
        f"{size} B ({human_bytes(size)}) at offset {offset}",
        (
            f"live at points {a.live} · {where}"
            if len(a.live.intervals) > 1
            else f"live at ops {a.lifetime.start}..{a.lifetime.end} · {where}"
            if not a.lifetime.is_empty
            else f"used by no op (deallocs only), lifetime "
            f"[{a.lifetime.start}, {a.lifetime.end}] · {where}"
        ),
    ]
    if a.size.constant is None:
        lines.append(f"size = {formulas.sizes[k]}")
    if a.offset.constant is None:
        lines.append(f"offset = {formulas.offsets[k]}")
    names = {n for n, _ in formulas.definitions}
    if names & set(re.findall(r"\bt\d+\b", "\n".join(lines[3:]))):
        lines.append("(t0, t1, ...: in the pool size's tooltip)")
    return "\n".join(lines)

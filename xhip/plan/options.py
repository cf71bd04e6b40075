"""The options of `hip-pool-allocs`: declared once (`PoolAllocsOptions`, the
pass's fields) and validated once (`PoolOptions`, what the planner takes)."""

from __future__ import annotations

from dataclasses import dataclass, fields
from typing import Literal

from xhip.analysis.candidates import SCOPES, ScopeName
from xhip.analysis.lifetimes import LifetimeStart
from xhip.diagnostics import PoolAllocsError
from xhip.planning.best.budget import DEFAULT_EFFORT
from xhip.planning.packers import PACKERS

MAX_ALIGNMENT = 1 << 62
"""The largest power of 2 that offsets and sizes (at most 2^63 - 1) can hold."""


LifetimeStartName = Literal["alloc", "first-use"]
"""The values of the `lifetime-start` option (`LifetimeStart`'s)."""

PackerName = Literal["reference", "best"]
"""The values of the `packer` option (`xhip.planning.packers.PACKERS`)."""


PoolKindName = Literal["hip", "memref"]
"""The values of the `pool` option: what each domain's pool is."""

POOL_KINDS: tuple[PoolKindName, ...] = ("hip", "memref")


@dataclass(frozen=True)
class PoolAllocsOptions:
    """The options of `hip-pool-allocs`, declared once: the pass
    (`xhip.transforms.hip_pool_allocs.HipPoolAllocsPass`) has these fields, and
    `PoolOptions`, what the planner takes, is the same fields validated. On the
    command line they are kebab-case (`lifetime-start=first-use`)."""

    alignment: int = 256
    """Byte alignment of every offset, a power of two."""
    lifetime_only: bool = True
    """Dynamic packing by lifetime alone (true) or grouped by dynamic operands
    first (false)."""
    emit_fragmentation_report: bool = False
    """One remark per domain comparing the packing with its lower bounds; the IR
    is unchanged by it."""
    lifetime_start: LifetimeStartName | LifetimeStart = "alloc"
    """`alloc` (the reference) or `first-use`, where a buffer is live from the
    first op that uses it or an alias."""
    packer: PackerName = "reference"
    """`reference` (greedy best fit, the upstream behaviour) or `best`."""
    packer_effort: int = DEFAULT_EFFORT
    """Work budget of each `packer=best` search, in work units (see
    `xhip.planning.best.budget.DEFAULT_EFFORT`): the same input and options give
    the same output on any machine, under any load."""
    packer_time_limit_ms: int | None = None
    """A wall-clock cut of each `packer=best` search, off by default (when set, the
    output can depend on the machine and its load)."""
    scope: ScopeName = "entry-block"
    """`entry-block` (the reference: the allocs directly in the entry block of
    single-block functions) or `function` (every alloc of the function, in any
    block or region, whose sizes are defined where its pool is computed, static
    or known at run time, by dataflow liveness)."""
    pool: PoolKindName = "hip"
    """`hip` (the reference: `hip.get_pool(%ctx, size)`, runtime-owned, the
    `hipdnn.*` module attributes) or `memref` (`memref.alloc(size) : memref<?xi8>`,
    freed before each `func.return`: no `!hip.context` and no hip runtime
    needed, docs/semantics.md §7.7)."""


def _refuse_unhonoured(options: PoolAllocsOptions, start: LifetimeStart) -> None:
    """`scope=function`'s buffers are live on interval sets of its liveness
    (docs/semantics.md §4.8): the options whose layouts or lifetimes are
    defined on the reference's single-block lifetimes only are refused, not
    ignored (the fragmentation report's bounds are counted over the sets)."""
    refused = [
        (
            "lifetime-only=false",
            "grouped slabs and small buckets are laid out on single-block lifetimes",
            not options.lifetime_only,
        ),
        (
            "lifetime-start=first-use",
            "its liveness starts each buffer at its alloc",
            start is LifetimeStart.FIRST_USE,
        ),
    ]
    named = [f"{option} ({why})" for option, why, given in refused if given]
    if named:
        raise PoolAllocsError(
            f"hip-pool-allocs: scope=function cannot honour {'; '.join(named)}"
        )


@dataclass(frozen=True)
class PoolOptions(PoolAllocsOptions):
    """`PoolAllocsOptions` validated, what `plan_function` takes: a bad value raises
    `PoolAllocsError`.

    Options (the fields, documented one by one on `PoolAllocsOptions`; `xhip
    options` prints them):

    * `alignment` (256): byte alignment of every offset, a power of two;
    * `lifetime_only` (True): dynamic packing by lifetime alone, or grouped by
      dynamic operands first (False);
    * `emit_fragmentation_report` (False): a remark per domain with its bounds;
    * `lifetime_start` ("alloc"): `"alloc"` (the reference) or `"first-use"`,
      spelled with a hyphen as on the command line (`"first_use"` is refused,
      saying so), or a `LifetimeStart`; a `LifetimeStart` afterwards (`start`);
    * `packer` ("reference"): `"reference"` or `"best"`;
    * `packer_effort`, `packer_time_limit_ms`: the budget of `packer="best"`;
    * `scope` ("entry-block"): `"entry-block"` or `"function"`;
    * `pool` ("hip"): `"hip"` or `"memref"`.
    """

    def __post_init__(self) -> None:
        try:
            start = LifetimeStart(self.lifetime_start)
        except ValueError:
            hint = (
                ", with a hyphen: first-use"
                if str(self.lifetime_start).replace("_", "-") == "first-use"
                else ""
            )
            raise PoolAllocsError(
                "hip-pool-allocs: lifetime-start must be alloc or first-use "
                f"(got {self.lifetime_start}{hint})"
            ) from None
        object.__setattr__(self, "lifetime_start", start)
        a = self.alignment
        if a <= 0 or a & (a - 1):
            raise PoolAllocsError(
                f"hip-pool-allocs: alignment must be a positive power of 2 (got {a})"
            )
        if a > MAX_ALIGNMENT:
            # Every aligned size would overflow the 64-bit offsets and sizes.
            raise PoolAllocsError(
                f"hip-pool-allocs: alignment must be at most 2^62 (got {a})"
            )
        if self.packer_effort < 0:
            raise PoolAllocsError(
                "hip-pool-allocs: packer-effort must be 0 or more (got "
                f"{self.packer_effort})"
            )
        if self.packer_time_limit_ms is not None and self.packer_time_limit_ms < 0:
            raise PoolAllocsError(
                "hip-pool-allocs: packer-time-limit-ms must be 0 or more (got "
                f"{self.packer_time_limit_ms})"
            )
        if self.packer not in PACKERS:
            raise PoolAllocsError(
                f"hip-pool-allocs: packer must be one of {', '.join(PACKERS)} "
                f"(got {self.packer})"
            )
        if self.scope not in SCOPES:
            raise PoolAllocsError(
                f"hip-pool-allocs: scope must be entry-block or function (got {self.scope})"
            )
        if self.scope == "function":
            _refuse_unhonoured(self, start)
        if self.pool not in POOL_KINDS:
            raise PoolAllocsError(
                f"hip-pool-allocs: pool must be hip or memref (got {self.pool})"
            )

    @property
    def start(self) -> LifetimeStart:
        """Where lifetimes begin (`lifetime_start`, as a `LifetimeStart`)."""
        return LifetimeStart(self.lifetime_start)

    @classmethod
    def of(cls, options: PoolAllocsOptions) -> PoolOptions:
        """The options `options` (a pass, say) holds, validated."""
        return cls(
            **{f.name: getattr(options, f.name) for f in fields(PoolAllocsOptions)}
        )

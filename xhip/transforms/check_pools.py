"""`hip-check-pools`: the independent checker on pooled IR, as a pass.

Runs `xhip.check.checker` (its rules written apart from the pool pass's) on
every function with a body: each view of a `hip.get_pool` pool lies inside
the pool, views live at the same time share no bytes, every offset is aligned
(to `alignment` and to the view's element type). It fails at the first
violation of each function that has one, with the checker's message, and on
IR the checker cannot evaluate. IR is unchanged. Options as `xhip check`'s:
`alignment` (256) and `lifetime-start` (`first-use`, real safety: any safe
output passes, whatever options made it; `alloc` is stricter, what the pool
pass's `lifetime-start=alloc` promises). Functions of several blocks and
views inside loops and branches (`scope=function`) are checked over program
points (docs/semantics.md §4.8, the checker's rules).

`hip-pool-allocs{verify-plan=true}` runs this check on each function it
rewrites, right after rewriting it, with its own `alignment` and
`lifetime-start` (`verify_plan`); its messages start with
`hip-pool-allocs: verify-plan:`.

Needs NumPy (the `verify` extra); without it the pass fails in one line
saying so. One function at a time: a call of a pooled function while the
caller's pool is live is reported by `xhip check` on the module, not here.
"""

from __future__ import annotations

from dataclasses import dataclass
from importlib import import_module

from xdsl.context import Context
from xdsl.dialects import func
from xdsl.dialects.builtin import ModuleOp

from xhip.analysis.lifetimes import LifetimeStart
from xhip.diagnostics import PoolAllocsError
from xhip.extras import missing_message, missing_optional
from xhip.plan import LifetimeStartName, PoolOptions
from xhip.transforms.kebab_options import KebabCaseOptionErrors

VERIFY_PLAN = "hip-pool-allocs: verify-plan"
"""How the pool pass's `verify-plan` names itself in its messages."""


def _require_checker(who: str, at: func.FuncOp | None) -> None:
    """Imports the checker (NumPy), or says in one line that it cannot."""
    try:
        import_module("xhip.check.checker")
    except ImportError as e:
        missing = missing_optional(e)
        if missing is None:
            raise
        raise PoolAllocsError(missing_message(who, missing), at) from None


def check_pools(f: func.FuncOp, alignment: int, start: LifetimeStart, who: str) -> None:
    """Raises `PoolAllocsError` at `f`, its message prefixed `who: `, on the
    first violation the checker finds in `f`, or when it cannot evaluate `f`
    (or NumPy is missing: verification was asked for and did not happen)."""
    _require_checker(who, f)
    from xhip.check.checker import CheckError, CheckOptions, check_function

    check = CheckOptions(alignment=alignment, lifetime_start=start)
    try:
        found = check_function(f, check).violations
    except CheckError as e:
        reason = e.message.removeprefix("xhip check: ")
        raise PoolAllocsError(
            f"{who}: cannot check the output: {reason}", e.op or f
        ) from None
    for violation in found:
        raise PoolAllocsError(f"{who}: {violation.message}", f)


def verify_plan(f: func.FuncOp, options: PoolOptions) -> None:
    """`hip-pool-allocs{verify-plan=true}` on a function it rewrote: this
    pass's check with the pool pass's alignment and lifetime start."""
    check_pools(f, options.alignment, options.start, VERIFY_PLAN)


@dataclass(frozen=True)
class HipCheckPoolsPass(KebabCaseOptionErrors):
    """Fails when a view of a pool may overlap another live view, leave its
    pool or be misaligned (`xhip.check.checker`); changes nothing."""

    name = "hip-check-pools"

    alignment: int = 256
    """The byte alignment every offset must have, a power of two."""
    lifetime_start: LifetimeStartName = "first-use"
    """Where a view's lifetime starts: its first use (`first-use`) or the view
    (`alloc`, stricter)."""

    def apply(self, ctx: Context, op: ModuleOp) -> None:
        try:
            self._apply(op)
        except PoolAllocsError as e:
            e.raise_with_note()

    def _apply(self, op: ModuleOp) -> None:
        a = self.alignment
        if a <= 0 or a & (a - 1):
            raise PoolAllocsError(
                f"{self.name}: alignment must be a positive power of 2 (got {a})"
            )
        start = LifetimeStart(self.lifetime_start)
        functions = [
            f for f in op.walk() if isinstance(f, func.FuncOp) and f.body.blocks
        ]
        if not functions:
            return
        _require_checker(self.name, functions[0])
        errors: list[PoolAllocsError] = []
        for f in functions:
            try:
                check_pools(f, a, start, self.name)
            except PoolAllocsError as e:
                errors.append(e)
        if errors:
            raise PoolAllocsError.at_each(errors)

"""`BlockDominance` (xhip/ir/dominance.py) against the definition: `a`
dominates `b` when `a` is in the fixpoint of `dom(b) = {b} | meet of
dom(p)` over `b`'s predecessors (an unreachable block: every block), on
random CFGs of `cf.br`, `cf.cond_br` and returns (the entry block has no
predecessors, as MLIR requires)."""

from __future__ import annotations

import random

import pytest
from xdsl.dialects import func
from xdsl.ir import Block, Region

from xhip.ir import make_context, parse_module
from xhip.ir.dominance import BlockDominance, on_cycles


def _random_cfg(seed: int, size: int) -> str:
    chooser = random.Random(seed)
    lines = ["func.func @f(%c: i1) {"]
    for i in range(size):
        if i:
            lines.append(f"^bb{i}:")
        kind = chooser.random()
        if kind < 0.15 or size == 1:
            lines.append("  func.return")
        elif kind < 0.55:
            lines.append(f"  cf.br ^bb{chooser.randrange(1, size)}")
        else:
            a, b = chooser.randrange(1, size), chooser.randrange(1, size)
            lines.append(f"  cf.cond_br %c, ^bb{a}, ^bb{b}")
    lines.append("}")
    return "\n".join(lines) + "\n"


def _dominators(region: Region) -> dict[Block, set[Block]]:
    blocks = list(region.blocks)
    everything = set(blocks)
    predecessors: dict[Block, list[Block]] = {b: [] for b in blocks}
    for b in blocks:
        last = b.last_op
        for s in last.successors if last is not None else ():
            predecessors[s].append(b)
    doms = {b: set(everything) for b in blocks}
    doms[blocks[0]] = {blocks[0]}
    changed = True
    while changed:
        changed = False
        for b in blocks[1:]:
            ps = [doms[p] for p in predecessors[b]]
            new = ps[0].intersection(*ps[1:]) | {b} if ps else set(everything)
            if new != doms[b]:
                doms[b], changed = new, True
    return doms


@pytest.mark.parametrize("seed", range(60))
def test_block_dominance_is_the_fixpoint(seed: int) -> None:
    size = 1 + seed % 12
    module = parse_module(make_context(), _random_cfg(seed, size), "cfg.mlir")
    f = next(op for op in module.walk() if isinstance(op, func.FuncOp))
    expected = _dominators(f.body)
    tree = BlockDominance(f.body)
    blocks = list(f.body.blocks)
    got = {b: {a for a in blocks if tree.dominates(a, b)} for b in blocks}
    assert got == expected


@pytest.mark.parametrize("seed", range(40))
def test_on_cycles_is_reachability_from_successors(seed: int) -> None:
    chooser = random.Random(seed)
    size = 1 + seed % 15
    edges = {
        n: [chooser.randrange(size) for _ in range(chooser.randrange(3))]
        for n in range(size)
    }

    def reaches_itself(node: int) -> bool:
        seen: set[int] = set()
        pending = list(edges[node])
        while pending:
            n = pending.pop()
            if n == node:
                return True
            if n not in seen:
                seen.add(n)
                pending.extend(edges[n])
        return False

    expected = {n for n in range(size) if reaches_itself(n)}
    assert on_cycles(range(size), edges.__getitem__) == expected

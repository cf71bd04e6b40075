"""`ordered.orient`: the transitively reduced orientation, in near-linear time."""

from __future__ import annotations

from collections.abc import Sequence

from hypothesis import given, settings
from hypothesis import strategies as st

from tests.budget import examples
from xhip.planning.ordered import orient
from xhip.planning.requests import Lifetime, Request


def orient_by_definition(
    requests: Sequence[Request], ranked: Sequence[int]
) -> dict[int, tuple[int, ...]]:
    """The definition, cubic: j below i when they overlap and j is ranked first,
    less the edges j -> i where some k below i has j below it. Requests of no
    bytes, and those never accessed (an empty `[def, 0]` lifetime), take no part."""
    position = {r: p for p, r in enumerate(ranked)}

    def takes_part(r: int) -> bool:
        return bool(requests[r].coefficient) and not requests[r].lifetime.is_empty

    full: dict[int, set[int]] = {}
    for r in ranked:
        full[r] = (
            {
                j
                for j in ranked
                if position[j] < position[r]
                and takes_part(j)
                and requests[j].lifetime.overlaps(requests[r].lifetime)
            }
            if takes_part(r)
            else set()
        )
    reduced: dict[int, tuple[int, ...]] = {}
    for r in ranked:
        lower = full[r]
        implied: set[int] = set()
        for k in lower:
            implied |= full[k] & lower
        reduced[r] = tuple(sorted(lower - implied, key=position.__getitem__))
    return reduced


@st.composite
def ranked_requests(draw: st.DrawFn) -> tuple[list[Request], list[int]]:
    n = draw(st.integers(0, 24))
    requests: list[Request] = []
    for _ in range(n):
        start = draw(st.integers(0, 30))
        end = start + draw(st.integers(0, 12))
        if start and draw(st.integers(0, 7)) == 0:
            end = 0  # used only by deallocs: `[def, 0]`
        coefficient = draw(st.sampled_from([0, 1, 64, 256]))
        factor = draw(st.sampled_from([(), (1,)]))
        requests.append(Request(Lifetime(start, end), coefficient, factor))
    ranked = draw(st.permutations(list(range(n))))
    return requests, list(ranked)


@settings(max_examples=examples(300), deadline=None)
@given(ranked_requests())
def test_orient_matches_the_definition(
    case: tuple[list[Request], list[int]],
) -> None:
    requests, ranked = case
    assert orient(requests, ranked) == orient_by_definition(requests, ranked)


def test_a_dealloc_only_buffer_leaves_the_others_ordered() -> None:
    """A buffer used only by deallocs (`[def, 0]`, here 2) among the others: it is
    below nothing and nothing is below it, and the skyline of the others stays
    whole (it used to be corrupted by that interval, whose end lies before its
    start, and the static buffer 0 lost the dynamic 1 below it: a packer=best
    layout put them in the same bytes; found by the fuzzer, seed 41)."""
    requests = [
        Request(Lifetime(3, 27), 1024, ()),
        Request(Lifetime(7, 10), 64, (0,)),
        Request(Lifetime(12, 0), 8, (1,)),
        Request(Lifetime(15, 26), 8, (1,)),
        Request(Lifetime(17, 23), 12, ()),
        Request(Lifetime(19, 24), 4, (1,)),
    ]
    ranked = [1, 2, 4, 3, 5, 0]
    assert orient(requests, ranked) == {
        1: (),
        2: (),
        4: (),
        3: (4,),
        5: (3,),
        0: (1, 5),
    }


def test_hoisted_buffers_form_one_chain() -> None:
    """Hoisted allocs all overlap at the block top: each one's only reduced edge
    is the one ranked just before it (the definition is cubic here: 6,000 buffers
    would take it hours)."""
    n = 6000
    requests = [Request(Lifetime(i, n + i), 256, (1,)) for i in range(n)]
    ranked = list(range(n))
    below = orient(requests, ranked)
    assert below[0] == ()
    assert all(below[i] == (i - 1,) for i in range(1, n))

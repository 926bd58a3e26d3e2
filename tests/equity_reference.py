"""The brute-force oracle of the equity proofs: every deal, one ``evaluate`` per player.

Slow and obviously correct: it shares nothing with the C kernels but ``evaluate``.
"""

from __future__ import annotations

from itertools import combinations, product
from typing import Sequence

from handrank import evaluate

POT = 5040  # pot units, as the kernels count them


def deal_counts(holes: Sequence[Sequence[int]], board: Sequence[int] = (), dead: Sequence[int] = ()
                ) -> tuple[list[int], int]:
    """``([win, tie, units] per player, flattened; deals)`` for fixed hole cards."""
    n = len(holes)
    used = set(board) | set(dead) | {c for h in holes for c in h}
    rest = [c for c in range(52) if c not in used]
    out = [0] * (3 * n)
    deals = 0
    for more in combinations(rest, 5 - len(board)):
        full = tuple(board) + more
        v = [evaluate(tuple(h) + full) for h in holes]
        best = max(v)
        winners = [p for p in range(n) if v[p] == best]
        for p in winners:
            out[3 * p + (len(winners) > 1)] += 1
            out[3 * p + 2] += POT // len(winners)
        deals += 1
    return out, deals


def range_counts(ranges: Sequence[Sequence[tuple[int, int]]], board: Sequence[int] = (),
                 dead: Sequence[int] = ()) -> tuple[list[int], int, int]:
    """Summed over every tuple of combos (one per player) where no card repeats:
    ``(counts, deals, tuples)``."""
    n = len(ranges)
    total = [0] * (3 * n)
    deals = tuples = 0
    blocked = set(board) | set(dead)
    for holes in product(*ranges):
        cs = [c for h in holes for c in h]
        if len(set(cs)) != len(cs) or blocked & set(cs):
            continue
        c, d = deal_counts(holes, board, dead)
        total = [a + b for a, b in zip(total, c)]
        deals += d
        tuples += 1
    return total, deals, tuples

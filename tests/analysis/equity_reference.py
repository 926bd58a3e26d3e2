"""The brute-force oracle of the equity proofs: every deal, one ``evaluate`` (and for hi-lo
one ``evaluate_low``) per player.

Slow and obviously correct: it shares nothing with the C kernels but the public evaluators.
Counters per player: ``[whole pot alone, a part of it, pot units]`` with a pot of 5040 units,
and for hi-lo ``[..., high-half units, low-half units]``.
"""

from __future__ import annotations

from itertools import combinations, product
from typing import Optional, Sequence

from handrank import category, evaluate, evaluate_low, evaluate_omaha, evaluate_omaha_low

POT = 5040  # pot units, as the kernels count them
HILO = ("holdem8", "omaha8", "omaha5_8", "omaha6_8")
SHORT = ("shortdeck", "shortdeck-triton")  # Hold'em on the 36-card deck, sixes to aces


def _values(game: str, hole: tuple[int, ...], board: tuple[int, ...]) -> tuple[int, int]:
    """(high, low) of one player; low 0 when none qualifies or the game has no low."""
    if game in SHORT:
        return evaluate(hole + board, game=game), 0
    if game.startswith("omaha"):
        high = evaluate_omaha(hole, board)
        low = evaluate_omaha_low(hole, board, "a5", qualifier=8) if game in HILO else None
    else:
        high = evaluate(hole + board)
        low = evaluate_low(hole + board, "a5", qualifier=8) if game == "holdem8" else None
    return high, low or 0


def deal_counts(holes: Sequence[Sequence[int]], board: Sequence[int] = (), dead: Sequence[int] = (),
                game: str = "holdem", hist: Optional[list[list[list[int]]]] = None) -> tuple[list[int], int]:
    """``(counters per player, flattened; deals)`` for fixed hole cards. ``hist[p][category]``,
    when given, gets ``[deals ending with that high category, won alone, split]`` added."""
    n = len(holes)
    width = 5 if game in HILO else 3
    used = set(board) | set(dead) | {c for h in holes for c in h}
    rest = [c for c in range(16 if game in SHORT else 0, 52) if c not in used]
    out = [0] * (width * n)
    deals = 0
    for more in combinations(rest, 5 - len(board)):
        full = tuple(board) + more
        vals = [_values(game, tuple(h), full) for h in holes]
        high = [p for p in range(n) if vals[p][0] == max(v[0] for v in vals)]
        best_low = max(v[1] for v in vals)
        low = [p for p in range(n) if best_low and vals[p][1] == best_low]
        for p in range(n):
            if not low:
                h, lo = (POT // len(high) if p in high else 0), 0
                half = h // 2
            else:
                half = POT // 2 // len(high) if p in high else 0
                lo = POT // 2 // len(low) if p in low else 0
                h = half
            units = h + lo
            if units:
                out[width * p + (units != POT)] += 1
                out[width * p + 2] += units
            if hist is not None:
                cell = hist[p][int(category(vals[p][0]))]
                cell[0] += 1
                if units:
                    cell[1 + (units != POT)] += 1
            if width == 5:
                out[width * p + 3] += half
                out[width * p + 4] += lo
        deals += 1
    return out, deals


def range_counts(ranges: Sequence[Sequence[tuple[int, ...]]], board: Sequence[int] = (),
                 dead: Sequence[int] = (), game: str = "holdem",
                 hist: Optional[list[list[list[int]]]] = None) -> tuple[list[int], int, int]:
    """Summed over every tuple of combos (one per player) where no card repeats:
    ``(counts, deals, tuples)``."""
    n = len(ranges)
    total = [0] * ((5 if game in HILO else 3) * n)
    deals = tuples = 0
    blocked = set(board) | set(dead)
    for holes in product(*ranges):
        cs = [c for h in holes for c in h]
        if len(set(cs)) != len(cs) or blocked & set(cs):
            continue
        c, d = deal_counts(holes, board, dead, game, hist)
        total = [a + b for a, b in zip(total, c)]
        deals += d
        tuples += 1
    return total, deals, tuples

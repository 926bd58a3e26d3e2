"""Slow, obviously-correct reference for badugi, written from the rules alone: a hand plays its
largest subset of cards of different ranks and different suits, and among subsets of that size
the one whose ranks, from the top down, are lowest (the ace low). Shares nothing with the C core.

>>> key((48, 1, 6, 11)) == (4, (-3, -2, -1, 0))  # A-2-3-4 of four suits: the best badugi
True
"""

from __future__ import annotations

from itertools import combinations


def _low(c: int) -> int:
    """A card's rank with the ace low (0) and the deuce 1 ... the king 12."""
    return 0 if c >> 2 == 12 else (c >> 2) + 1


def key(hand: tuple[int, ...]) -> tuple[int, tuple[int, ...]]:
    """The hand's badugi: the most cards of different ranks and suits, then the lowest ranks
    from the top (the ace low). Bigger is better."""
    best: tuple[int, tuple[int, ...]] | None = None
    for size in (4, 3, 2, 1):
        for sub in combinations(hand, size):
            if len({c & 3 for c in sub}) == size and len({_low(c) for c in sub}) == size:
                k = (size, tuple(-r for r in sorted((_low(c) for c in sub), reverse=True)))
                best = k if best is None or k > best else best
        if best:
            return best
    raise ValueError(f"no cards: {hand!r}")

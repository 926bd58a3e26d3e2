"""Slow, obviously-correct reference for short-deck hold'em, written from the rules alone.

A five-card hand of the 36-card deck (sixes to aces, ids ``4 * rank + suit`` with rank 4..12)
gets a score: its category's place in the ranking, then the tie-break ranks. The ace plays
high, or low below the six (``A-6-7-8-9``, nine high). The best of more cards is the best score
of any five; the dense scale numbers the distinct scores of all 376,992 five-card hands. Shares
nothing with ``shortdeck.py``.

>>> category((48, 16, 20, 24, 29))   # A 6 7 8 9: the lowest straight, nine high
('straight', (7,))
>>> len(dense_scale("shortdeck")), len(dense_scale("shortdeck-triton"))
(1404, 1404)
"""

from __future__ import annotations

import itertools
from collections import Counter
from functools import cache

DECK = tuple(range(16, 52))
# name -> the categories from the weakest up, by name
ORDER = {
    "shortdeck": ("high card", "pair", "two pair", "three of a kind", "straight", "full house", "flush",
                  "four of a kind", "straight flush"),
    "shortdeck-triton": ("high card", "pair", "two pair", "straight", "three of a kind", "full house",
                         "flush", "four of a kind", "straight flush"),
}

Score = tuple[int, tuple[int, ...]]


def category(five: tuple[int, ...]) -> tuple[str, tuple[int, ...]]:
    """The category's name and the tie-break ranks (ranks 4..12; a straight: its top card)."""
    assert len(five) == 5 and len(set(five)) == 5 and all(c in DECK for c in five)
    ranks = sorted((c // 4 for c in five), reverse=True)
    suited = len({c % 4 for c in five}) == 1
    counts = Counter(ranks)
    top = None
    if len(counts) == 5:
        if ranks[0] - ranks[4] == 4:
            top = ranks[0]
        elif ranks == [12, 7, 6, 5, 4]:  # A 9 8 7 6: the ace below the six
            top = 7
    by_count = tuple(sorted(counts, key=lambda r: (counts[r], r), reverse=True))
    shape = sorted(counts.values(), reverse=True)
    if top is not None:
        return ("straight flush" if suited else "straight"), (top,)
    if suited:
        return "flush", tuple(ranks)
    return {(4, 1): "four of a kind", (3, 2): "full house", (3, 1, 1): "three of a kind",
            (2, 2, 1): "two pair", (2, 1, 1, 1): "pair", (1, 1, 1, 1, 1): "high card"}[tuple(shape)], by_count


def score(five: tuple[int, ...], ranking: str) -> Score:
    name, ties = category(five)
    return ORDER[ranking].index(name), ties


def best_score(cards: tuple[int, ...], ranking: str) -> Score:
    return max(score(f, ranking) for f in itertools.combinations(cards, 5))


@cache
def dense_scale(ranking: str) -> dict[Score, int]:
    """Score -> value 1..1404 over every five-card hand of the deck."""
    scores = {score(f, ranking) for f in itertools.combinations(DECK, 5)}
    return {s: i for i, s in enumerate(sorted(scores), 1)}


def value(cards, ranking: str) -> int:
    """Dense value of the best five of 5..7 short-deck cards."""
    return dense_scale(ranking)[best_score(tuple(cards), ranking)]


@cache
def hands_per_value(ranking: str) -> dict[int, int]:
    """Value -> how many of the 376,992 five-card hands have it."""
    scale = dense_scale(ranking)
    return dict(Counter(scale[score(f, ranking)] for f in itertools.combinations(DECK, 5)))

"""Slow, obviously-correct reference evaluators.

Written from the rules alone and sharing nothing with the generators: a hand is
scored by counting ranks and suits, the best five of more cards by trying every
five, and the dense 1..7462 scale by sorting the scores of every distinct
five-card hand.
"""

from __future__ import annotations

import itertools
from collections import Counter
from functools import cache

# (category, tie-break ranks); categories 0 = high card .. 8 = straight flush.
# A royal flush is the top straight flush and sorts as one.
Score = tuple[int, tuple[int, ...]]


def score5(cards: tuple[int, ...]) -> Score:
    """Score five cards (ids ``4 * rank + suit``)."""
    assert len(cards) == 5 and len(set(cards)) == 5
    ranks = sorted((c // 4 for c in cards), reverse=True)
    flush = len({c % 4 for c in cards}) == 1
    distinct = sorted(set(ranks), reverse=True)
    straight_top = None
    if len(distinct) == 5:
        if distinct[0] - distinct[4] == 4:
            straight_top = distinct[0]
        elif distinct == [12, 3, 2, 1, 0]:
            straight_top = 3  # the wheel is five-high
    if straight_top is not None and flush:
        return 8, (straight_top,)
    counts = Counter(ranks)
    # ranks ordered by (multiplicity, rank), highest first
    groups = sorted(counts, key=lambda r: (counts[r], r), reverse=True)
    shape = sorted(counts.values(), reverse=True)
    if shape == [4, 1]:
        return 7, tuple(groups)
    if shape == [3, 2]:
        return 6, tuple(groups)
    if flush:
        return 5, tuple(ranks)
    if straight_top is not None:
        return 4, (straight_top,)
    if shape == [3, 1, 1]:
        return 3, tuple(groups)
    if shape == [2, 2, 1]:
        return 2, tuple(groups)
    if shape == [2, 1, 1, 1]:
        return 1, tuple(groups)
    return 0, tuple(ranks)


def best_score(cards: tuple[int, ...]) -> Score:
    return max(score5(five) for five in itertools.combinations(cards, 5))


@cache
def dense_scale() -> dict[Score, int]:
    """Score -> value 1..7462, from every distinct kind of five-card hand."""
    scores = set()
    for ranks in itertools.combinations_with_replacement(range(13), 5):
        if max(Counter(ranks).values()) > 4:
            continue
        # suits 0,1,2,3,0: never a flush; and the all-one-suit version when possible
        scores.add(score5(tuple(4 * r + i % 4 for i, r in enumerate(ranks))))
        if len(set(ranks)) == 5:
            scores.add(score5(tuple(4 * r for r in ranks)))
    return {s: i for i, s in enumerate(sorted(scores), 1)}


def value(cards) -> int:
    """Dense high value of the best five of 5..7 cards."""
    return dense_scale()[best_score(tuple(cards))]

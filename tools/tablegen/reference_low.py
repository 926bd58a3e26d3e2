"""Slow, obviously-correct reference for the low schemes, written from the rules alone.

A five-card hand gets a *badness*: the high-hand score it would have with the scheme's
ace (1 when low, 14 when high) and with straights and flushes only where they count;
the lower the badness, the better the low. The best low of more cards is the least
badness of any five, and a scheme's dense scale numbers the distinct badnesses of all
five-card hands from the worst (1) to the best. Shares nothing with ``low.py``.

>>> value((51, 0, 4, 8, 12), "a5") == len(dense_scale("a5"))  # A-2-3-4-5: the wheel
True
"""

from __future__ import annotations

import itertools
from collections import Counter
from functools import cache
from math import comb

# scheme -> (ace counts low, straights and flushes count)
RULES = {"a5": (True, False), "27": (False, True), "a6": (True, True)}
CATEGORIES = ("high card", "pair", "two pair", "three of a kind", "straight", "flush",
              "full house", "four of a kind", "straight flush")

Badness = tuple[int, tuple[int, ...]]


def number(card: int, scheme: str) -> int:
    """2..13 for deuce..king; the ace is 1 where it is low, 14 where it is high."""
    rank = card // 4
    if rank == 12:
        return 1 if RULES[scheme][0] else 14
    return rank + 2


def badness(five: tuple[int, ...], scheme: str) -> Badness:
    """(category index into CATEGORIES, tie-break numbers); smaller is a better low."""
    assert len(five) == 5 and len(set(five)) == 5
    nums = sorted((number(c, scheme) for c in five), reverse=True)
    counts = Counter(nums)
    counted = RULES[scheme][1]
    flush = counted and len({c % 4 for c in five}) == 1
    straight = counted and len(counts) == 5 and nums[0] - nums[4] == 4
    by_group = tuple(sorted(counts, key=lambda n: (counts[n], n), reverse=True))
    shape = sorted(counts.values(), reverse=True)
    if straight and flush:
        return 8, (nums[0],)
    if shape == [4, 1]:
        return 7, by_group
    if shape == [3, 2]:
        return 6, by_group
    if flush:
        return 5, tuple(nums)
    if straight:
        return 4, (nums[0],)
    return {(3, 1, 1): 3, (2, 2, 1): 2, (2, 1, 1, 1): 1, (1, 1, 1, 1, 1): 0}[tuple(shape)], by_group


def best_five(cards: tuple[int, ...], scheme: str) -> tuple[int, ...]:
    """The five cards of the best low (the first such five in combination order)."""
    return min(itertools.combinations(cards, 5), key=lambda f: badness(f, scheme))


def _kinds():
    """One representative of every kind of five-card hand, with how many hands it stands for."""
    for ranks in itertools.combinations_with_replacement(range(13), 5):
        counts = Counter(ranks)
        if max(counts.values()) > 4:
            continue
        ways = 1
        for m in counts.values():
            ways *= comb(4, m)
        spread = tuple(4 * r + i % 4 for i, r in enumerate(ranks))  # never five of a suit
        if len(counts) == 5:
            yield spread, ways - 4
            yield tuple(4 * r for r in ranks), 4
        else:
            yield spread, ways


@cache
def dense_scale(scheme: str) -> dict[Badness, int]:
    """Badness -> value, 1 for the worst low up to the number of classes for the best."""
    scores = {badness(hand, scheme) for hand, _ in _kinds()}
    return {s: i for i, s in enumerate(sorted(scores, reverse=True), 1)}


def value(cards, scheme: str) -> int:
    """Dense low value of the best five of 5..7 cards."""
    return dense_scale(scheme)[badness(best_five(tuple(cards), scheme), scheme)]


def qualifies(cards, scheme: str, q: int) -> bool:
    """Whether the best low is five unpaired cards, no straight or flush where they count,
    none numbered above ``q`` (the ace 1 or 14 as in ``number``)."""
    five = best_five(tuple(cards), scheme)
    return badness(five, scheme)[0] == 0 and max(number(c, scheme) for c in five) <= q


@cache
def hands_per_value(scheme: str) -> dict[int, int]:
    """Value -> how many of the 2,598,960 five-card hands have it."""
    out: Counter[int] = Counter()
    scale = dense_scale(scheme)
    for hand, ways in _kinds():
        out[scale[badness(hand, scheme)]] += ways
    return dict(out)


@cache
def badness_of_value(scheme: str) -> list[Badness]:
    """Value -> its badness (index 0 unused)."""
    out: list[Badness] = [(-1, ())] * (len(dense_scale(scheme)) + 1)
    for s, v in dense_scale(scheme).items():
        out[v] = s
    return out

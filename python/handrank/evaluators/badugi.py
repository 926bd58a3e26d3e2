"""Badugi's numbers: the four-card hand's value, the cards that play, the value decoded.

The largest subset of the four cards with all ranks and all suits different plays (four cards
is a badugi, then three, two, one); among hands of the same size the lower wins, compared from
the highest card down; aces are low, so ``A 2 3 4`` of four suits is the best hand. The value
scale is dense: 1,092 classes (715 four-card, 286 three-card, 78 two-card, 13 one-card hands),
higher is better, ``1`` the worst one-card hand (a king).

>>> evaluate_badugi("As 2c 3d 4h"), evaluate_badugi("Kd Qc Jh Ts") > evaluate_badugi("As 2c 3d 3h")
(1092, True)
>>> pretty(best_badugi("As 2s 3d 4h")), decode_badugi(evaluate_badugi("As 2s 3d 4h"))
('4♥ 3♦ A♠', (3, ('4', '3', 'A')))
"""

from __future__ import annotations

from collections.abc import Sequence
from functools import lru_cache
from itertools import combinations

from ..cards import CardError, Cards, CardSpec, cards, pretty

__all__ = ["BADUGI_CLASSES", "BadugiError", "badugi_cards", "badugi_rank", "best_badugi", "best_of",
           "decode_badugi", "evaluate_badugi"]

BADUGI_CLASSES = 1092
_NAMES = "A23456789TJQK"  # badugi ranks, aces low: 0 is the ace


class BadugiError(CardError):
    """Bad badugi input: the message names the cards and why.

    >>> evaluate_badugi("As 2c 3d")
    Traceback (most recent call last):
    ...
    handrank.evaluators.badugi.BadugiError: a badugi hand is 4 cards, got 3 (A♠ 2♣ 3♦)
    """


def badugi_rank(c: int) -> int:
    """The card's badugi rank, the ace lowest: A = 0, 2 = 1, ..., K = 12.

    >>> badugi_rank(cards("Ah")[0]), badugi_rank(cards("2h")[0]), badugi_rank(cards("Kh")[0])
    (0, 1, 12)
    """
    r = c >> 2
    return 0 if r == 12 else r + 1


@lru_cache(maxsize=None)
def _scale() -> tuple[dict[tuple[int, ...], int], dict[int, tuple[int, ...]]]:
    """Every rank set (highest first) -> its value, and back: bigger sets above smaller ones,
    within a size the lower set (compared from the highest rank down) higher."""
    order: list[tuple[int, ...]] = []
    for size in (1, 2, 3, 4):  # the worst first
        sets = [tuple(sorted(s, reverse=True)) for s in combinations(range(13), size)]
        order += sorted(sets, reverse=True)  # the highest (worst) set first
    value = {s: i + 1 for i, s in enumerate(order)}
    return value, {v: s for s, v in value.items()}


def badugi_cards(spec: CardSpec) -> tuple[int, ...]:
    """The four cards of a badugi hand, parsed and checked (a ``BadugiError`` otherwise).

    >>> badugi_cards("As 2c 3d 4h 5s")
    Traceback (most recent call last):
    ...
    handrank.evaluators.badugi.BadugiError: a badugi hand is 4 cards, got 5 (A♠ 2♣ 3♦ 4♥ 5♠)
    """
    try:
        ids = tuple(cards(spec))
    except BadugiError:
        raise
    except CardError as e:
        raise BadugiError.recast(e) from None
    if len(ids) != 4:
        raise BadugiError(f"a badugi hand is 4 cards, got {len(ids)} ({pretty(ids)})").worded(
            "badugi.count", got=len(ids), cards=pretty(ids))
    if len(set(ids)) != 4:
        twice = next(c for c in ids if ids.count(c) > 1)
        raise BadugiError(f"card {pretty(twice)} is given twice").worded("card.twice", card=pretty(twice))
    return ids


def best_of(ids: Sequence[int]) -> tuple[int, tuple[int, ...]]:
    """The best playing subset's value and its cards (highest badugi rank first) of checked ids.

    >>> best_of(cards("Kd 7d 5c 2h"))[0] == evaluate_badugi("7d 5c 2h Kd")
    True
    """
    value, _ = _scale()
    best = 0
    cards_: tuple[int, ...] = ()
    for size in (4, 3, 2, 1):
        for sub in combinations(ids, size):
            if len({c & 3 for c in sub}) == size and len({badugi_rank(c) for c in sub}) == size:
                v = value[tuple(sorted((badugi_rank(c) for c in sub), reverse=True))]
                if v > best:
                    best, cards_ = v, tuple(sorted(sub, key=badugi_rank, reverse=True))
        if best:
            return best, cards_
    raise AssertionError("one card is always a badugi hand")  # pragma: no cover


def evaluate_badugi(hand: CardSpec) -> int:
    """The value of a four-card badugi hand: 1 (a lone king) to 1,092 (``A 2 3 4`` of four
    suits), higher is better.

    >>> evaluate_badugi("Ks Kc Kd Kh"), evaluate_badugi("4s 3c 2d Ah")
    (1, 1092)
    """
    return best_of(badugi_cards(hand))[0]


def best_badugi(hand: CardSpec) -> Cards:
    """The cards that play (the best subset of different ranks and suits), highest first.

    >>> pretty(best_badugi("Kd 7d 5c 2h"))     # two diamonds: the seven plays, not the king
    '7♦ 5♣ 2♥'
    """
    return Cards(best_of(badugi_cards(hand))[1])


def decode_badugi(value: int) -> tuple[int, tuple[str, ...]]:
    """The size of the hand and its ranks, highest first (``A`` low).

    >>> decode_badugi(1092), decode_badugi(1)
    ((4, ('4', '3', '2', 'A')), (1, ('K',)))
    """
    if isinstance(value, bool) or not isinstance(value, int) or not 1 <= value <= BADUGI_CLASSES:
        raise BadugiError(f"{value!r} is not a badugi value (1 to {BADUGI_CLASSES})")
    ranks = _scale()[1][int(value)]
    return len(ranks), tuple(_NAMES[r] for r in ranks)

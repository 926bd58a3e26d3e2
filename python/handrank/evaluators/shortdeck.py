"""Short-deck (6-plus) hold'em: 36 cards, sixes to aces; two rankings, each its own dense scale.

``"shortdeck"`` (pokerkit's ``ShortDeckHoldemHand``): a flush beats a full house;
``"shortdeck-triton"``: also three of a kind beats a straight. ``A-6-7-8-9`` is the lowest
straight. Each scale runs ``1..1404``, higher is stronger, the royal flush alone at the top. The
public calls take the ranking as ``game=`` (``evaluate(hand, game="shortdeck")``, as ``equity``
names its games); this module holds the numbers behind them.

>>> evaluate_shortdeck("As 6d 7c 8h 9s"), evaluate_shortdeck("As Ks Qs Js Ts")
(1129, 1404)
>>> decode_shortdeck(1129)                 # nine high: the ace plays low
(<Category.STRAIGHT: 4>, (7, 6, 5, 4, 12))
>>> evaluate_shortdeck("9h 9d 9c Ks Qd", game="shortdeck-triton") > evaluate_shortdeck(
...     "Ah Kd Qc Js Ts", game="shortdeck-triton")     # Triton: three of a kind beats a straight
True
"""

from __future__ import annotations

from collections.abc import Callable
from itertools import combinations
from typing import Optional

from .._core import lib
from ..cards import _TOKENS, CardError, Cards, CardSpec, card_str, cards
from ..values import Category, value_index
from .batch import SHORTDECK_GAMES, ranking_id

__all__ = ["SHORTDECK_GAMES", "SHORTDECK_VALUES", "best_five_shortdeck", "decode_shortdeck",
           "evaluate_shortdeck", "ranking_id", "shortdeck_ids"]

SHORTDECK_VALUES = 1404
_CATEGORIES = tuple(Category)
_sd_ids: Callable[[bytes, int, int], int] = lib.hr_sd_ids


def shortdeck_ids(spec: CardSpec, game: str = "shortdeck") -> Cards:
    """Parse cards of the 36-card deck: a two to five is a ``CardError`` naming it and the game.

    >>> shortdeck_ids("As 5d")
    Traceback (most recent call last):
    ...
    handrank.cards.CardError: card 5d is not in the short deck of 'shortdeck' (sixes to aces)
    """
    ids = cards(spec)
    for c in ids:
        if c < 16:
            raise CardError(f"card {card_str(c)} is not in the short deck of {game!r} "
                            "(sixes to aces)").worded(
                "card.short_deck", card=card_str(c), game=str(game))
    return ids


def _checked(hand: CardSpec, board: Optional[CardSpec], game: str) -> tuple[int, ...]:
    ids = shortdeck_ids(hand, game)
    if board is not None:
        ids = cards(ids + shortdeck_ids(board, game))
    if not 5 <= len(ids) <= 7:
        raise CardError(f"a hand is 5 to 7 cards, got {len(ids)}")
    return ids


def evaluate_shortdeck(hand: CardSpec, board: Optional[CardSpec] = None, game: str = "shortdeck") -> int:
    """The value of the best five of 5..7 short-deck cards (``hand`` + ``board``) on ``game``'s
    scale, ``1..1404``. ``evaluate(hand, board, game=...)`` is this.

    >>> evaluate_shortdeck("Ah Kh", "Qh Jh 2h")
    Traceback (most recent call last):
    ...
    handrank.cards.CardError: card 2h is not in the short deck of 'shortdeck' (sixes to aces)
    """
    r = ranking_id(game)
    if board is None and type(hand) is str and len(hand) < 64:  # tokens: straight to C
        try:
            raw = bytes([_TOKENS[w] for w in hand.split()])
        except KeyError:
            raw = b""
        v = _sd_ids(raw, len(raw), r) if 5 <= len(raw) <= 7 else 0
        if v:
            return v
    ids = _checked(hand, board, game)
    return _sd_ids(bytes(ids), len(ids), r)


def decode_shortdeck(value: int, game: str = "shortdeck") -> tuple[Category, tuple[int, ...]]:
    """``(category, ranks of the best five)`` of a short-deck value, as ``decode`` gives them
    for the standard scale: main cards first, the ace of ``A-6-7-8-9`` last.

    >>> decode_shortdeck(1404), decode_shortdeck(1)
    ((<Category.ROYAL_FLUSH: 9>, (12, 11, 10, 9, 8)), (<Category.HIGH_CARD: 0>, (9, 7, 6, 5, 4)))
    """
    r = ranking_id(game)
    i = value_index(value)
    info = lib.hr_sd_value_info(r, i) if i is not None and 0 < i <= SHORTDECK_VALUES else 0
    if not info:
        raise ValueError(f"{value!r} is not a hand value of {game!r} (1..{SHORTDECK_VALUES})")
    return _CATEGORIES[info >> 20], tuple((info >> (16 - 4 * k)) & 0xF for k in range(5))


def best_five_shortdeck(hand: CardSpec, board: Optional[CardSpec] = None, game: str = "shortdeck") -> Cards:
    """The five cards that play, ordered as ``decode_shortdeck`` orders their ranks (of equal
    cards the first given plays).

    >>> print(best_five_shortdeck("9s 8h 7d 6c As Kd Kc"))
    9♠ 8♥ 7♦ 6♣ A♠
    """
    r = ranking_id(game)
    ids = _checked(hand, board, game)
    value = _sd_ids(bytes(ids), len(ids), r)
    five = next(f for f in combinations(ids, 5) if _sd_ids(bytes(f), 5, r) == value)
    pool = list(five)
    out = []
    for rank in decode_shortdeck(value, game)[1]:
        c = next(c for c in pool if c >> 2 == rank)
        pool.remove(c)
        out.append(c)
    return Cards(out)

"""phevaluator's API on handrank's C core: same card ids, same ranks.

phevaluator numbers cards exactly like handrank (``4 * rank + suit``) and ranks hands
``1`` (royal flush) .. ``7462``, lower is stronger; so a rank here is ``7463 - value``.
Cards may be ids, strings like ``"Ah"`` or objects with an ``id_`` (phevaluator's ``Card``).

>>> from handrank.compat.phevaluator import evaluate_cards, evaluate_omaha_cards
>>> evaluate_cards("Ac", "Ad", "Ah", "As", "Kc")
11
>>> evaluate_omaha_cards("3c", "9c", "3h", "9h", "6h", "Ac", "Kc", "Qc", "Jc")
4431
"""

from __future__ import annotations

from typing import Any, Callable, Union

from .._core import lib
from ..cards import CardError, card, card_id, cards_str
from ..values import NUM_VALUES

__all__ = [
    "evaluate_5cards", "evaluate_6cards", "evaluate_7cards", "evaluate_cards", "evaluate_omaha_cards",
    "evaluate_plo4_cards", "evaluate_plo5_cards", "evaluate_plo6_cards",
]

CardLike = Union[int, str, Any]
_EVAL: dict[int, Callable[..., int]] = {5: lib.hr_eval5, 6: lib.hr_eval6, 7: lib.hr_eval7}
_TOP = NUM_VALUES + 1


def _id(c: CardLike) -> int:
    """One card as an id: an id (``handrank.cards.card_id``'s rule), a string or a Card."""
    if isinstance(c, str):
        return card(c)
    cid = getattr(c, "id_", None)
    if cid is not None:
        return card_id(cid)
    if isinstance(c, bool) or not hasattr(c, "__index__"):
        raise CardError(f"{c!r}: a card is an id 0..51, a string like 'Ah' or a Card")
    return card_id(c)


def _refuse(cs: tuple[CardLike, ...]) -> CardError:
    """The error for cards the C core refused: the first bad or repeated card."""
    seen: list[int] = []
    for c in map(_id, cs):
        card(c)  # an id outside 0..51
        if c in seen:
            return CardError(f"card {cards_str((c,))} is given twice")
        seen.append(c)
    return CardError(f"cannot evaluate {cs!r}")  # pragma: no cover - the C core accepts these


def evaluate_cards(*cards: CardLike) -> int:
    """The rank of the best five of 5..7 cards: ``1`` (royal flush) .. ``7462``.

    >>> evaluate_cards(48, 49, 50, 51, 44, 0, 1)  # four aces, king kicker
    11
    """
    f = _EVAL.get(len(cards))
    if f is None:
        raise CardError(f"the number of cards must be between 5 and 7, got {len(cards)}")
    try:
        v = f(*cards)
    except (TypeError, OverflowError):  # strings or Card objects
        v = f(*map(_id, cards))
    if v:
        return _TOP - v
    raise _refuse(cards)


def evaluate_5cards(a: CardLike, b: CardLike, c: CardLike, d: CardLike, e: CardLike) -> int:
    """phevaluator's rank of five cards (1 = royal flush .. 7462).

    >>> evaluate_5cards("As", "Ks", "Qs", "Js", "Ts"), evaluate_5cards(51, 47, 43, 39, 35)
    (1, 1)
    """
    return evaluate_cards(a, b, c, d, e)


def evaluate_6cards(a: CardLike, b: CardLike, c: CardLike, d: CardLike, e: CardLike, f: CardLike) -> int:
    """phevaluator's rank of the best five of six cards.

    >>> evaluate_6cards("As", "Ad", "Ks", "Kd", "2c", "2h")
    2478
    """
    return evaluate_cards(a, b, c, d, e, f)


def evaluate_7cards(a: CardLike, b: CardLike, c: CardLike, d: CardLike, e: CardLike, f: CardLike,
                    g: CardLike) -> int:
    """phevaluator's rank of the best five of seven cards.

    >>> evaluate_7cards("9c", "4c", "4s", "9d", "4h", "Qc", "6c")
    292
    """
    return evaluate_cards(a, b, c, d, e, f, g)


def _omaha(cards: tuple[CardLike, ...], hole: int) -> int:
    if len(cards) != 5 + hole:
        raise CardError(f"the number of cards must be {5 + hole} (5 board, then {hole} hole cards), "
                        f"got {len(cards)}")
    given: Any = cards  # ids fast; anything else raises
    try:
        ids = bytes(given)
    except (TypeError, ValueError):  # strings, Card objects, ints outside 0..255
        try:
            ids = bytes(map(_id, cards))
        except ValueError:
            raise _refuse(cards) from None
    v: int = lib.hr_eval_omaha(ids[5:], hole, ids[:5], 5)
    if v:
        return _TOP - v
    raise _refuse(cards)


def evaluate_omaha_cards(*cards: CardLike) -> int:
    """Omaha: five community cards, then four hole cards; two hole and three board cards play.

    >>> evaluate_omaha_cards("Qs", "Js", "Ts", "2h", "3h", "As", "Ks", "2d", "2c")
    1
    """
    return _omaha(cards, 4)


def evaluate_plo4_cards(*cards: CardLike) -> int:
    """Same as ``evaluate_omaha_cards``.

    >>> evaluate_plo4_cards("Qs", "Js", "Ts", "2h", "3h", "As", "Ks", "2d", "2c")
    1
    """
    return _omaha(cards, 4)


def evaluate_plo5_cards(*cards: CardLike) -> int:
    """Five community cards, then five hole cards (phevaluator needs a special build for this).

    >>> evaluate_plo5_cards("Qs", "Js", "Ts", "2h", "3h", "As", "Ks", "2d", "2c", "7d")
    1
    """
    return _omaha(cards, 5)


def evaluate_plo6_cards(*cards: CardLike) -> int:
    """Five community cards, then six hole cards (phevaluator needs a special build for this).

    >>> evaluate_plo6_cards("Qs", "Js", "Ts", "2h", "3h", "As", "Ks", "2d", "2c", "7d", "8d")
    1
    """
    return _omaha(cards, 6)

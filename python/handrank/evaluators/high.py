"""Evaluate hands: one parse, one C call.

>>> evaluate("As Ks Qs Js Ts 2d 3c")
7462
>>> evaluate(("Ah", "Kh"), "Qh Jh Th 2c 3d")
7462
>>> compare("As Ad 2c 3d 4h", "Ks Kd 2h 3c 5s")
1
"""

from __future__ import annotations

from collections.abc import Iterable
from itertools import combinations
from typing import TYPE_CHECKING, Any, Optional

from .._entry import wrap as _wrap
from .._core import ffi, lib
from ..cards import _TOKENS, CardError, Cards, CardSpec, cards, check_count
from ..values import decode

_e5, _e6, _e7, _eval_ids = lib.hr_eval5, lib.hr_eval6, lib.hr_eval7, lib.hr_eval_ids


def _ids(hand: CardSpec, board: Optional[CardSpec], allow_jokers: bool = False) -> tuple[int, ...]:
    ids = cards(hand, allow_jokers=allow_jokers)
    if board is not None:
        ids = cards(ids + cards(board, allow_jokers=allow_jokers), allow_jokers=allow_jokers)
    return ids


def evaluate(hand: CardSpec, board: Optional[CardSpec] = None, *,
             wild: Iterable[Any] = (), wild_rule: Optional[str] = None) -> int:
    """Value of the best five-card high hand of 5..7 cards: ``1..7462``, higher is
    stronger, equal means a split. ``evaluate(hole, board)`` evaluates ``hole + board``.

    With ``wild`` ranks (e.g. ``"2"`` for deuces wild) or jokers, ``wild_rule`` must be
    ``"wild"`` or ``"bug"`` (see ``handrank.wild``); five of a kind is then ``7463..7475``.

    >>> evaluate((51, 47, 43, 39, 35))   # A K Q J T of spades
    7462
    """
    # (a tuple, list or Cards of 5..7 exact ints 0..51, or a string like "As Kd 7h 7c 2s",
    # never gets here: handrank._entry's C entry point (csrc/pyext/entry.c) evaluates those
    # itself and calls this function for everything else, and for hands C refuses)
    if board is None is wild_rule and not wild:
        if type(hand) is str and len(hand) < 64:  # space-separated tokens: a dict lookup each, then one C call
            try:
                raw = bytes([_TOKENS[w] for w in hand.split()])  # type: ignore[union-attr]
            except KeyError:
                raw = b""
            v = _eval_ids(raw, len(raw)) if 5 <= len(raw) <= 7 else 0
            if v:
                return v
    if wild or wild_rule is not None:
        from .wild import evaluate_wild
        # it parses and validates the cards itself (ids go straight to C)
        return evaluate_wild(hand if board is None else _ids(hand, board, allow_jokers=True),
                             wild, wild_rule)
    try:
        ids = _ids(hand, board)
    except CardError as e:
        if "joker" in str(e):
            raise CardError(f"{e}; name the rule: evaluate(..., wild_rule='wild' or 'bug')") from None
        raise
    check_count(ids)
    return _evaluate_ids(ids)


_evaluate_python = evaluate
if not TYPE_CHECKING:  # type checkers keep the signature above; the builtin has the same one
    evaluate = _wrap(
        evaluate, Cards, *(int(ffi.cast("uintptr_t", f)) for f in (_e5, _e6, _e7)),
        "evaluate(hand, board=None, *, wild=(), wild_rule=None)\n--\n\n" + (evaluate.__doc__ or ""))


def _evaluate_ids(ids: tuple[int, ...]) -> int:
    """Value of 5..7 validated, distinct ids."""
    return _eval_ids(bytes(ids), len(ids))


def compare(a: CardSpec, b: CardSpec, board: Optional[CardSpec] = None) -> int:
    """``1`` if ``a`` beats ``b``, ``0`` for a split, ``-1`` if ``b`` wins; with ``board``,
    ``a`` and ``b`` are hole cards sharing it. One deck: no card in both hands.

    >>> compare("Ah Kd", "Qs Qc", board="2c 7d 9h Jc 3s")
    -1
    """
    cards(cards(a) + cards(b))  # the two hands may not hold the same card, with a board or without
    va, vb = evaluate(a, board), evaluate(b, board)
    return (va > vb) - (va < vb)


def evaluate_omaha(hole: CardSpec, board: CardSpec) -> int:
    """Omaha: exactly two of 4..6 hole cards and three of 3..5 board cards.

    >>> evaluate_omaha("As Ks 2d 2c", "Qs Js Ts 2h 3h")
    7462
    """
    h, b = cards(hole), cards(board)
    cards(h + b)
    if not 4 <= len(h) <= 6:
        raise CardError(f"an Omaha hand has 4 to 6 hole cards, got {len(h)}")
    if not 3 <= len(b) <= 5:
        raise CardError(f"an Omaha board has 3 to 5 cards, got {len(b)}")
    return lib.hr_eval_omaha(bytes(h), len(h), bytes(b), len(b))


def best_five(hand: CardSpec, board: Optional[CardSpec] = None) -> Cards:
    """The five cards that play: main cards first, then kickers, each group from the
    highest rank down (the wheel lists its ace last). A ``Cards`` tuple of ids that
    prints as cards.

    >>> best_five("7c 2s 7d 9s Kd 9h 9c")
    (31, 30, 28, 20, 21)
    >>> print(best_five("7c 2s 7d 9s Kd 9h 9c"))
    9♠ 9♥ 9♣ 7♣ 7♦
    """
    ids = _ids(hand, board)
    check_count(ids)
    value = _evaluate_ids(ids)
    five = next(f for f in combinations(ids, 5) if _evaluate_ids(f) == value)
    return order_five(five, value)


def order_five(five: Iterable[int], value: int) -> Cards:
    """Order five cards of ``value`` as ``decode`` orders its ranks (suits: the
    order the cards were given).

    >>> five = cards("2c Kd 9s 2h Ks")
    >>> str(order_five(five, evaluate(five)))   # the pairs, high first, then the kicker
    'K♦ K♠ 2♣ 2♥ 9♠'
    """
    pool = list(five)
    out = []
    for r in decode(value)[1]:
        c = next(c for c in pool if c >> 2 == r)
        pool.remove(c)
        out.append(c)
    return Cards(out)


def omaha_five(hole: tuple[int, ...], board: tuple[int, ...], value: int) -> tuple[int, ...]:
    """The first two-hole, three-board combination worth ``value``, ordered for display.

    >>> hole, board = cards("As Ks 2d 2c"), cards("Qs Js Ts 2h 3h")
    >>> str(omaha_five(hole, board, evaluate_omaha(hole, board)))   # not the board's three deuces
    'A♠ K♠ Q♠ J♠ 10♠'
    """
    for hp in combinations(hole, 2):
        for bt in combinations(board, 3):
            if lib.hr_eval_ids(bytes(bt + hp), 5) == value:
                return order_five(bt + hp, value)
    raise AssertionError("no Omaha combination reaches the Omaha value")  # pragma: no cover


__all__ = ["best_five", "compare", "evaluate", "evaluate_omaha", "omaha_five", "order_five"]

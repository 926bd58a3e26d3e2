"""The bare C calls, for inner loops: no Python wrapper, no exceptions, ``0`` for bad cards.

Each name below (except ``mask``) *is* a function of the C core (a cffi builtin), so a call
costs one C call and nothing more. They take card ids (``4 * rank + suit``, as everywhere
in handrank) or 64-bit card masks (bit ``id`` set for each card held: build one with
``mask``), return a value on handrank's scale (higher is better), and return ``0`` for
invalid cards: an id outside ``0..51``, a card given twice, a wrong number of cards, a
mask bit at 52 or above, overlapping hole and board masks. They do not check types
beyond what C needs: ``True`` is the id ``1``, a non-integer raises ``TypeError`` and an
int that does not fit a C ``int`` (ids) or ``uint64_t`` (masks) raises ``OverflowError``.
Use ``handrank.evaluate`` where a clear error for bad input matters more than speed.

>>> from handrank import fast
>>> fast.eval7(51, 47, 43, 39, 35, 0, 5)               # As Ks Qs Js Ts 2c 3d
7462
>>> fast.eval5(51, 47, 43, 39, 35), fast.eval6(51, 47, 43, 39, 35, 0)
(7462, 7462)
>>> m = fast.mask("As Ks Qs Js Ts 2c 3d")
>>> m == fast.mask([51, 47, 43, 39, 35, 0, 5]), fast.eval_mask(m)
(True, 7462)
>>> fast.eval7(51, 51, 43, 39, 35, 0, 5), fast.eval5(51, 47, 43, 39, 52)  # a repeat; id 52
(0, 0)
>>> fast.eval_mask(m | 1 << 60), fast.eval_mask(fast.mask("As Ks Qs Js"))  # bit 60; 4 cards
(0, 0)

Omaha (exactly two hole cards and three board cards) from two masks:

>>> fast.eval_omaha_mask(fast.mask("As Ks 2d 2c"), fast.mask("Qs Js Ts 2h 3h"))
7462

Low hands: ``scheme`` is ``LOW_A5`` (ace-to-five), ``LOW_27`` (deuce-to-seven) or
``LOW_A6`` (ace-to-six), ``qualifier`` ``0`` for none or the highest card a low may hold
(``8`` for eight-or-better); the values are ``handrank.evaluate_low``'s, and ``0`` also
means "does not qualify":

>>> fast.eval_low_mask(fast.mask("5h 4d 3c 2s As"), fast.LOW_A5, 8)
6175
>>> fast.eval_low_mask(fast.mask("9h 4d 3c 2s As Kd Kc"), fast.LOW_A5, 8)
0
>>> fast.eval_omaha_low_mask(fast.mask("As 2s Kd Kc"), fast.mask("3h 4h 5d Qs Jd"), fast.LOW_A5, 8)
6175

- ``eval5(a, b, c, d, e)``, ``eval6(...)``, ``eval7(...)``: the high value of 5, 6, 7 ids.
- ``eval_mask(mask)``: the high value of a mask of 5..7 cards (the fastest call here).
- ``eval_omaha_mask(hole, board)``: Omaha high, 2..6 hole cards, 3..5 board cards.
- ``eval_low_mask(mask, scheme, qualifier)``: the low value of 5..7 cards.
- ``eval_omaha_low_mask(hole, board, scheme, qualifier)``: Omaha low, 4..6 hole cards.
- ``kernel``: the name of the batch kernel ``evaluate_batch`` runs: ``"scalar"``,
  ``"avx2"`` or ``"avx512"`` (the fastest this CPU runs, or the one the environment
  variable ``HANDRANK_KERNEL`` names; see ``handrank.evaluators.kernel``).
- ``mask(cards)``: the mask of cards in any spelling ``handrank.cards`` reads (a Python
  function; it raises ``CardError`` for a bad or repeated card).
"""

from __future__ import annotations

from ._core import lib
from .cards import _TOKENS, CardSpec, cards
from .evaluators.kernel import KERNEL as kernel
from .evaluators.schemes import LOW_SCHEMES

__all__ = ["LOW_27", "LOW_A5", "LOW_A6", "eval5", "eval6", "eval7", "eval_low_mask", "eval_mask",
           "eval_omaha_low_mask", "eval_omaha_mask", "kernel", "mask"]

eval5 = lib.hr_eval5
eval6 = lib.hr_eval6
eval7 = lib.hr_eval7
eval_mask = lib.hr_eval_mask
eval_omaha_mask = lib.hr_eval_omaha_mask
eval_low_mask = lib.hr_eval_low_mask
eval_omaha_low_mask = lib.hr_eval_omaha_low_mask

LOW_A5 = LOW_SCHEMES["a5"].scheme_id
"""Ace-to-five: ``scheme`` argument of the low calls."""
LOW_27 = LOW_SCHEMES["27"].scheme_id
"""Deuce-to-seven: ``scheme`` argument of the low calls."""
LOW_A6 = LOW_SCHEMES["a6"].scheme_id
"""Ace-to-six: ``scheme`` argument of the low calls."""

_ID_BITS = tuple(1 << i for i in range(52))
_TOKEN_BITS = {token: 1 << i for token, i in _TOKENS.items()}


def mask(hand: CardSpec) -> int:
    """The card mask of ``hand`` (bit ``id`` set for each card): a string of cards
    (``"As Kd 10h"``), ids, or anything else ``handrank.cards`` reads. A bad card or a
    card given twice raises ``CardError`` (a mask cannot hold a card twice).

    >>> mask("2c 3c"), mask((0, 4)), mask("")
    (17, 17, 0)
    >>> mask("As As")
    Traceback (most recent call last):
    handrank.cards.CardError: card As is given twice
    """
    m = 0
    if type(hand) is str:  # space-separated tokens: one dict lookup each
        for word in hand.split():
            b = _TOKEN_BITS.get(word)
            if b is None or m & b:
                break
            m |= b
        else:
            return m
    elif type(hand) is tuple or type(hand) is list:  # exact ints 0..51 (not bools: type() is int)
        for c in hand:
            if type(c) is not int or not 0 <= c < 52 or m & _ID_BITS[c]:
                break
            m |= _ID_BITS[c]
        else:
            return m
    m = 0
    for c in cards(hand):  # the slow path names the bad or repeated card
        m |= _ID_BITS[c]
    return m

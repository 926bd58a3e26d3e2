"""Low hands: ace-to-five (``"a5"``), deuce-to-seven (``"27"``), ace-to-six (``"a6"``) and
qualifiers such as eight-or-better.

Each scheme has its own dense scale where, as everywhere in handrank, **higher is better**:
the best low gets the highest value (``"a5"``: 1..6175, ``"27"`` and ``"a6"``: 1..7462).
A qualifier ``q`` (``8`` for eight-or-better) admits only lows of five unpaired cards, none
above ``q`` (and no straight or flush where those count); anything else gives ``None``
(``0`` in a batch). Values come from build-time tables, 5, 6 or 7 cards at a time (the
best low of them).

The schemes themselves (``LowRules``, ``decode_low``) are ``handrank.evaluators.schemes``;
the names of lows (``describe_low``) are ``handrank.text.hands``'.

>>> evaluate_low("5h 4d 3c 2s As")              # the wheel: the best ace-to-five low
6175
>>> evaluate_low("7h 5d 4c 3s 2s", "27")         # seven-five: the best deuce-to-seven low
7462
>>> evaluate_low("9h 4d 3c 2s As Kd Kc", qualifier=8) is None
True
"""

from __future__ import annotations

from itertools import combinations
from typing import Any, Callable, Iterable, Optional, Union

from .._core import lib
from ..cards import _TOKENS, CardError, Cards, CardSpec, cards, has_bool
from .batch import run_batch
from .schemes import Scheme, _qualifier, _scheme_id, _scheme_name, decode_low, low_rules

__all__ = ["best_five_low", "best_five_omaha_low", "evaluate_low", "evaluate_low_batch", "evaluate_omaha_low"]

_low_ids: Callable[[bytes, int, int, int], int] = lib.hr_low_ids


def _hand_ids(spec: CardSpec) -> tuple[int, ...]:
    try:
        ids = cards(spec)
    except CardError as e:
        if "joker" in str(e):
            raise CardError(f"{e}; name the rule: evaluate_low(..., wild_rule='below-all', "
                            "'duplicate' or 'lowest-absent')") from None
        raise
    if not 5 <= len(ids) <= 7:
        raise CardError(f"a low hand is 5 to 7 cards, got {len(ids)}").worded(
            "low.count", got=len(ids))
    return ids


def evaluate_low(hand: CardSpec, scheme: Scheme = "a5", *, qualifier: Union[int, str, None] = None,
                 wild: Iterable[Any] = (), wild_rule: Optional[str] = None) -> Optional[int]:
    """The best low of 5..7 cards on ``scheme``'s scale (higher = better low), or ``None``
    when ``qualifier`` (e.g. ``8``) is not met.

    With wild ranks (``wild="2"`` for deuces wild) or jokers, ``wild_rule`` names how a
    wild card plays low (``"below-all"``, ``"duplicate"``, ``"lowest-absent"``); that is
    ``handrank.wild.evaluate_low_wild``'s work.

    >>> evaluate_low("8h 7d 6c 5s 4s", qualifier=8)     # the worst eight-or-better low
    6120
    >>> evaluate_low("As 2s 3s 4s 5s", "27")             # ace high, a flush: a poor low
    815
    """
    sid = _scheme_id(scheme)
    q = _qualifier(qualifier, sid)
    if wild or wild_rule is not None:
        try:
            from .wild import evaluate_low_wild
        except ImportError:
            raise NotImplementedError("wild cards in low hands need handrank.wild.evaluate_low_wild, "
                                      "which this installation does not have") from None
        return evaluate_low_wild(cards(hand, allow_jokers=True), low_rules(scheme),
                                 qualifier=qualifier, wild=wild, wild_rule=wild_rule)
    # fast paths: ids, or space-separated tokens, straight to C (which validates them)
    ids = b""
    if (type(hand) is tuple or type(hand) is list or type(hand) is Cards) and not has_bool(hand):
        try:  # bytes() takes bools (refused above) and refuses anything but ints 0..255
            ids = bytes(hand)
        except (TypeError, ValueError):
            pass
    elif type(hand) is str and len(hand) < 64:
        try:
            ids = bytes([_TOKENS[w] for w in hand.split()])
        except KeyError:
            pass
    if 5 <= len(ids) <= 7:
        v = _low_ids(ids, len(ids), sid, q)
        if v or (q and _low_ids(ids, len(ids), sid, 0)):  # valid; None if it does not qualify
            return v or None
    ids = bytes(_hand_ids(hand))
    return _low_ids(ids, len(ids), sid, q) or None


def evaluate_low_batch(hands: Any, scheme: Scheme = "a5", *, qualifier: Union[int, str, None] = None,
                       k: Optional[int] = None, threads: Optional[int] = None, out: Any = None) -> Any:
    """Best lows of ``n`` hands of ``k`` (5..7) cards, like ``evaluate_batch``: a NumPy
    array of shape ``(n, k)`` (``uint8`` is the fast path), a C-contiguous ``uint8`` buffer
    with ``k=``, or a list of rows. Returns ``uint16`` values (NumPy array, or
    ``array.array('H')`` without NumPy); a row that does not qualify gets ``0``.
    ``threads=`` splits a large batch across threads (the C loop runs without the GIL);
    ``out=`` writes the values into an array of yours, as ``evaluate_batch`` does.

    >>> evaluate_low_batch([[51, 0, 4, 8, 12], [51, 0, 4, 8, 32]], qualifier=8).tolist()
    [6175, 0]
    """
    sid = _scheme_id(scheme)
    q = _qualifier(qualifier, sid)
    return run_batch(hands, k, threads, (lib.HR_BATCH_LOW, sid, q), out)


def evaluate_omaha_low(hole: CardSpec, board: CardSpec, scheme: Scheme = "a5", *,
                       qualifier: Union[int, str, None] = 8) -> Optional[int]:
    """Omaha low: exactly two of 4..6 hole cards and three of 3..5 board cards; ``None``
    when no such five qualifies (eight-or-better by default; ``qualifier=None`` for none).

    >>> evaluate_omaha_low("As 2d Kc Kd", "3h 4s 8c Qd Qh")   # A-2 with 8-4-3: an eight low
    6154
    >>> evaluate_omaha_low("As 2d 3c 4d", "Kh Ks 8c Qd 7h") is None   # two low board cards
    True
    """
    sid = _scheme_id(scheme)
    q = _qualifier(qualifier, sid)
    h, b = _omaha_ids(hole, board)
    return int(lib.hr_low_omaha(bytes(h), len(h), bytes(b), len(b), sid, q)) or None


def _omaha_ids(hole: CardSpec, board: CardSpec) -> tuple[tuple[int, ...], tuple[int, ...]]:
    h, b = cards(hole), cards(board)
    cards(h + b)  # no card in both
    if not 4 <= len(h) <= 6:
        raise CardError(f"an Omaha hand has 4 to 6 hole cards, got {len(h)}")
    if not 3 <= len(b) <= 5:
        raise CardError(f"an Omaha board has 3 to 5 cards, got {len(b)}")
    return h, b


def _best_of(fives: Iterable[tuple[int, ...]], sid: int) -> Cards:
    """The five (ordered as ``decode_low`` orders its ranks) with the best low."""
    five = max(fives, key=lambda f: lib.hr_low_ids(bytes(f), 5, sid, 0))
    pool = list(five)
    ordered = []
    for r in decode_low(lib.hr_low_ids(bytes(five), 5, sid, 0), _scheme_name(sid))[1]:
        c = next(c for c in pool if c >> 2 == r)
        pool.remove(c)
        ordered.append(c)
    return Cards(ordered)


def best_five_low(hand: CardSpec, scheme: Scheme = "a5") -> Cards:
    """The five cards of the best low of 5..7 cards, ordered as ``decode_low`` orders
    ranks (whether or not they would meet a qualifier).

    >>> print(best_five_low("Kd 8s 6h 4c 3d 2c As"))
    6♥ 4♣ 3♦ 2♣ A♠
    """
    return _best_of(combinations(_hand_ids(hand), 5), _scheme_id(scheme))


def best_five_omaha_low(hole: CardSpec, board: CardSpec, scheme: Scheme = "a5") -> Cards:
    """The five cards of the best Omaha low: two hole cards and three board cards.

    >>> from handrank import cards_str
    >>> cards_str(best_five_omaha_low("As 2d Kc Kd", "3h 4s 8c Qd Qh"))
    '8c 4s 3h 2d As'
    """
    h, b = _omaha_ids(hole, board)
    return _best_of((two + three for two in combinations(h, 2) for three in combinations(b, 3)),
                    _scheme_id(scheme))

"""eval7's API on handrank's C core: the same cards, values, type names, ranges and equities.

Switch by changing the import line (``import eval7`` -> this module; ``from eval7 import
rangestring`` and ``xorshift_rand`` work the same way):

>>> from handrank.compat import eval7
>>> hand = [eval7.Card(s) for s in ("As", "2c", "3d", "4h", "5s", "Kd", "Kc")]
>>> v = eval7.evaluate(hand)
>>> v, eval7.handtype(v)
(67305472, 'Straight')
>>> villain = eval7.HandRange("AA, 0.5(KK), A3o")
>>> len(villain), villain.hands[0]
(24, ((Card("Ad"), Card("Ac")), 1.0))
>>> board = [eval7.Card(s) for s in ("Kh", "Jd", "8c", "5d", "2s")]
>>> eval7.py_hand_vs_range_exact([eval7.Card("As"), eval7.Card("Ad")], villain, board)
0.6499999761581421

``evaluate`` gives eval7's value (``type << 24`` plus the deciding ranks, four bits each;
higher is stronger), ``handtype`` its names (``High Card``, ``Pair``, ``Two Pair``, ``Trips``,
``Straight``, ``Flush``, ``Full House``, ``Quads``, ``Straight Flush``). The equity functions
return what eval7 returns, a 32-bit float widened to a Python float: the hand's share of the
pot against each of the villain's hands that does not collide with the hand or the board,
*every hand counted once however it is weighted* (a tie is half), computed by handrank's
equity kernels (``csrc/equity.c``). ``py_hand_vs_range_monte_carlo`` on a full board and
``py_all_hands_vs_range`` cycle through the villain's hands in order as eval7 does (the same
numbers exactly); before the river they sample boards with handrank's generator, seeded
from ``xorshift_rand`` (``xorshift_rand.seed(n)`` repeats them).

The weights are ignored for eval7's sake. The equity that counts them is
``handrank.equity`` with a handrank ``Range`` (weights written ``AA:0.5``), or the same
combos from a ``HandRange``:

>>> import handrank
>>> r = handrank.Range.from_combos([((a.id, b.id), w) for (a, b), w in villain])
>>> round(handrank.equity(["AsAd", r], board="Kh Jd 8c 5d 2s").equity[0], 6)  # KK at half weight
0.764706
>>> round(handrank.equity(["AsAd", "AA, KK:0.5, A3o"], board="Kh Jd 8c 5d 2s").equity[0], 6)
0.764706

Deliberate differences, where eval7 gives a wrong or meaningless answer:

- ``evaluate`` takes 5 to 7 distinct cards and raises ``Eval7CardError`` otherwise (eval7
  evaluates a repeated card or 8 cards as something else, and 4 cards as garbage).
- ``py_hand_vs_range_exact`` before the river enumerates every board (eval7 evaluates the
  partial board as if it were complete); a hand of other than two cards, a card on the board
  twice or a villain hand of other than two distinct cards raise ``Eval7Error``, and so does
  a villain range with no hand left (eval7 divides by zero).
- ``py_all_hands_vs_range`` leaves out a hero hand that collides with the board, as it leaves
  out one that every villain hand collides with (eval7 evaluates it with a card twice).
- ``Card`` reads exactly two characters and is immutable (see ``handrank.compat.eval7.cards``);
  ``HandRange`` ignores tags as eval7's documentation says (see ``rangestring``).

Bad input raises a ``ValueError`` subclass naming the token (``Eval7CardError``,
``RangeStringError``, ``Eval7Error``), also of the class eval7 raises where eval7 raises
``IndexError``, ``TypeError``, ``AttributeError``, ``OverflowError`` or
``ZeroDivisionError``, so ``except`` clauses written for eval7 still catch it.
"""

from __future__ import annotations

import struct
from collections.abc import Iterable, Iterator, Sequence
from operator import index
from typing import Any, Optional

from ..._core import ffi, lib
from ...cards import card_str
from ...values import NUM_VALUES
from . import rangestring, xorshift_rand
from .cards import _BY_MASK, Card, Deck, Eval7CardError, Eval7DeckError, _NotACardError, ranks, suits
from .rangestring import RangeStringError, string_to_tokens, token_to_hands

__all__ = ["Card", "Deck", "Eval7CardError", "Eval7DeckError", "Eval7Error", "HandRange",
           "RangeStringError", "evaluate", "handtype", "py_all_hands_vs_range", "py_hand_vs_range_exact",
           "py_hand_vs_range_monte_carlo", "rangestring", "ranks", "suits", "xorshift_rand"]


class Eval7Error(ValueError):
    """Bad input to a value or equity function; the message names it."""


class _Eval7TypeError(Eval7Error, TypeError):
    pass


class _Eval7OverflowError(Eval7Error, OverflowError):
    pass


class _NoHandsError(Eval7Error, ZeroDivisionError):
    pass


# ---- values ------------------------------------------------------------------------------

def _value_table() -> list[int]:
    """eval7's value for each handrank value: the category (royal flush is a straight flush)
    in bits 24.., the deciding ranks in the nibbles below, as many as eval7 keeps."""
    keep = (5, 4, 3, 3, 1, 5, 2, 2, 1, 1)  # ranks kept per handrank category
    table = [0] * (NUM_VALUES + 1)
    for v in range(1, NUM_VALUES + 1):
        info = lib.hr_value_info(v)
        cat = info >> 20
        five = [(info >> (16 - 4 * i)) & 0xF for i in range(5)]
        # the distinct deciding ranks: a pair's rank once, then the kickers
        distinct = [five[0]] if cat in (4, 8, 9) else [r for i, r in enumerate(five)
                                                        if i == 0 or cat in (0, 5) or r != five[i - 1]]
        out = min(cat, 8) << 24
        for i, r in enumerate(distinct[:keep[cat]]):
            out |= r << (16 - 4 * i)
        table[v] = out
    return table


_E7_VALUE = _value_table()
_TYPES = ("High Card", "Pair", "Two Pair", "Trips", "Straight", "Flush", "Full House", "Quads")
_eval_mask = lib.hr_eval_mask
_popcount = getattr(int, "bit_count", None) or (lambda m: bin(m).count("1"))


def _ids_of(cards: Iterable[Any], what: str) -> list[int]:
    """handrank ids of eval7 cards (ours, or anything with eval7's ``mask``: eval7's own)."""
    out = []
    try:
        items = list(cards)
    except TypeError:
        raise _Eval7TypeError(f"{what}: {cards!r} is not a sequence of cards") from None
    for c in items:
        cid = getattr(c, "_id", None)
        if cid is None or not isinstance(c, Card):
            m = getattr(c, "mask", None)
            hit = _BY_MASK.get(m) if isinstance(m, int) else None
            if hit is None:
                raise _NotACardError(f"{what}: {c!r} is not a card (make cards with Card('As'))")
            cid = hit._id
        out.append(cid)
    return out


def _check_distinct(ids: Sequence[int], what: str) -> None:
    seen = set()
    for i in ids:
        if i in seen:
            raise Eval7CardError(f"{what}: card {card_str(i)} is given twice")
        seen.add(i)


def evaluate(cards: Sequence[Card]) -> int:
    """eval7's value of the best five of 5 to 7 cards: higher is stronger.

    >>> evaluate([Card(s) for s in ("2c", "3d", "4h", "5s", "7s", "8d", "9c")])
    484658
    """
    m = 0
    try:
        for c in cards:
            m |= c._bit
        v = _eval_mask(m)
        if v and _popcount(m) == len(cards):
            return _E7_VALUE[v]
    except (AttributeError, TypeError):
        pass
    return _evaluate_slow(cards)


def _evaluate_slow(cards: Any) -> int:
    """Cards that are not this module's (eval7's own), or an error naming what is wrong."""
    if not hasattr(cards, "__len__"):
        raise _Eval7TypeError(f"evaluate: {cards!r} has no len(): give a list or tuple of cards")
    ids = _ids_of(cards, "evaluate")
    _check_distinct(ids, "evaluate")
    if not 5 <= len(ids) <= 7:
        raise Eval7CardError(f"evaluate: a hand is 5 to 7 cards, got {len(ids)}")
    return _E7_VALUE[_eval_mask(sum(1 << i for i in ids))]


def handtype(value: int) -> str:
    """eval7's name for the type of a value (``value >> 24``; 8 and up is a straight flush).

    >>> handtype(67305472), handtype(134414336)
    ('Straight', 'Straight Flush')
    """
    if isinstance(value, float) and value.is_integer():
        value = int(value)  # eval7 takes a float (and drops a fraction: refused here)
    try:
        v = index(value)
    except TypeError:
        raise _Eval7TypeError(f"handtype({value!r}): a value is an integer") from None
    if not 0 <= v <= 0xFFFFFFFF:
        raise _Eval7OverflowError(f"handtype({v}): a value is 0 .. 2**32 - 1")
    t = v >> 24
    return _TYPES[t] if t < 8 else "Straight Flush"


# ---- ranges ------------------------------------------------------------------------------

class HandRange:
    """eval7's range: ``HandRange("JJ+, AT+, 80%(A8s+)")``. ``string`` is the text,
    ``tokens`` its ``(token, weight)`` pairs, ``hands`` its ``((Card, Card), weight)`` pairs
    in eval7's order (a hand named twice is listed twice, as in eval7).

    >>> r = HandRange("AKs, 0.4(QQ)")
    >>> len(r), r.tokens, r.hands[-1]
    (10, [('AKs', 1.0), ('QQ', 0.4)], ((Card("Qs"), Card("Qh")), 0.4))
    """

    def __init__(self, s: str) -> None:
        self.string = s
        self.tokens = string_to_tokens(s)
        self.hands = [(rangestring._cards_of(h, token), weight) for token, weight in self.tokens
                      for h in token_to_hands(token)]

    def __iter__(self) -> Iterator[tuple[tuple[Card, Card], float]]:
        return iter(self.hands)

    def __len__(self) -> int:
        return len(self.hands)

    def __repr__(self) -> str:
        return f"HandRange({self.string!r})"


# ---- equity ------------------------------------------------------------------------------

POT = 5040  # pot units the kernels count in (csrc/equity.h: HR_EQ_POT)
NC = 5      # the exact kernel's counters per player (csrc/equity.h)
NM = 7      # the Monte Carlo kernel's counters per player
BLOCK = 16384  # Monte Carlo deals per generator stream, as handrank.equity draws them
_F32 = struct.Struct("f")


def _f32(x: float) -> float:
    """``x`` rounded to a 32-bit float, as eval7 returns its equities."""
    return _F32.unpack(_F32.pack(x))[0]


def _hole(hand: Any, what: str) -> tuple[int, int]:
    ids = _ids_of(hand, what)
    if len(ids) != 2:
        raise Eval7CardError(f"{what}: a hand is 2 cards, got {len(ids)}")
    _check_distinct(ids, what)
    return ids[0], ids[1]


def _board(board: Any) -> list[int]:
    ids = _ids_of(board, "board")
    _check_distinct(ids, "board")
    if len(ids) not in (0, 3, 4, 5):
        raise Eval7CardError(f"board: 0, 3, 4 or 5 cards, got {len(ids)}")
    return ids


def _options(villain: Any, board_mask: int, first_only: bool) -> tuple[bytearray, list[int]]:
    """The villain's hands that miss the board: their ids (two bytes each) and masks."""
    ids, masks = bytearray(), []
    try:
        items = iter(villain)
    except TypeError:
        raise _Eval7TypeError(f"villain: {villain!r} is not a range (a HandRange or ((Card, Card), "
                              "weight) pairs)") from None
    for option in items:
        try:
            hand = option[0] if first_only else _unpack(option)
            a, b = hand
            m = a._bit | b._bit
            x, y = a._id, b._id
        except (AttributeError, TypeError, ValueError, IndexError):
            x, y = _hole(_first(option), "villain hand")
            m = (1 << x) | (1 << y)
        if x == y:
            raise Eval7CardError(f"villain hand {card_str(x)}{card_str(y)}: the same card twice")
        if not m & board_mask:
            ids.append(x)
            ids.append(y)
            masks.append(m)
    return ids, masks


def _first(option: Any) -> Any:
    try:
        return option[0]
    except (TypeError, IndexError, KeyError):
        raise _Eval7TypeError(f"villain: {option!r} is not a (hand, weight) pair") from None


def _unpack(option: Any) -> Any:
    hand, _weight = option
    return hand


class _Kernel:
    """One hero hand against the villain's hands, in handrank's equity kernels."""

    def __init__(self, opts: bytearray, board: list[int]) -> None:
        self.k = len(opts) // 2
        self.combos = ffi.new("uint8_t[]", 2 + len(opts))
        ffi.memmove(self.combos + 2, bytes(opts), len(opts))
        self.counts = ffi.new("uint32_t[]", [1, self.k])
        self.board = bytes(board)
        self.ints = ffi.new("uint64_t[]", 2 * (NC * 2 + 2))
        self.ws = ffi.new("double[]", NC * 2 + 2)
        self.acc = ffi.new("uint64_t[]", NM * 2 + 3)
        self.cum: Any = None

    def hero(self, a: int, b: int) -> None:
        self.combos[0], self.combos[1] = a, b

    def exact(self, weights: Optional[list[float]] = None) -> float:
        """The exact share (every board), or with ``weights`` (one per villain hand) the
        weighted mean over a complete board."""
        ffi.memmove(self.ints, b"\0" * ffi.sizeof(self.ints), ffi.sizeof(self.ints))
        ffi.memmove(self.ws, b"\0" * ffi.sizeof(self.ws), ffi.sizeof(self.ws))
        w = ffi.new("double[]", [1.0] + weights) if weights is not None else ffi.new("double[]", self.k + 1)
        r = lib.hr_equity_exact(0, 2, 2, self.combos, self.counts, w, self.board, len(self.board), 0,
                                0, self.k, self.ints, self.ws)
        if r < 0:  # pragma: no cover - the arguments were checked here first
            raise Eval7Error("the equity kernel refused its arguments")
        if weights is not None:
            return self.ws[2] / POT / sum(weights)
        deals = self.ints[2 * NC * 2] | (self.ints[2 * NC * 2 + 1] << 64)
        units = self.ints[4] | (self.ints[5] << 64)
        if not deals:
            raise _NoHandsError("every villain hand collides with the hand or the board")
        return units / (POT * deals)

    def monte_carlo(self, iterations: int) -> float:
        """The share of the pot in ``iterations`` deals: villain hands uniformly among those
        that miss the hand and the board, the rest of the board at random."""
        if self.cum is None:
            self.cum = ffi.new("double[]", [1.0] + [float(i) for i in range(1, self.k + 1)])
        seed = xorshift_rand._seed64()
        units = done = 0
        for block in range(-(-iterations // BLOCK)):
            n = min(BLOCK, iterations - block * BLOCK)
            ffi.memmove(self.acc, b"\0" * ffi.sizeof(self.acc), ffi.sizeof(self.acc))
            r = lib.hr_equity_mc(0, 2, 2, self.combos, self.counts, self.cum, self.board, len(self.board),
                                 0, seed, block, n, self.acc)
            if r == -2:
                raise _NoHandsError("every villain hand collides with the hand or the board")
            if r < 0:  # pragma: no cover
                raise Eval7Error("the equity kernel refused its arguments")
            units += self.acc[2]
            done += self.acc[NM * 2]
        return units / (POT * done)


def _round_robin(k: int, iterations: int) -> list[float]:
    """How often eval7's cycle through ``k`` villain hands uses each in ``iterations``."""
    q, r = divmod(iterations, k)
    return [float(q + (i < r)) for i in range(k)]


def _iterations(n: Any) -> int:
    try:
        k = index(n)
    except TypeError:
        raise _Eval7TypeError(f"iterations={n!r}: a whole number") from None
    if k < 1:
        raise Eval7Error(f"iterations={k}: at least 1")
    return k


def _setup(py_hand: Any, py_villain: Any, py_board: Any, first_only: bool = True) -> tuple[_Kernel, int]:
    a, b = _hole(py_hand, "hand")
    board = _board(py_board)
    bmask = sum(1 << c for c in board)
    if bmask & ((1 << a) | (1 << b)):
        raise Eval7CardError(f"hand {card_str(a)}{card_str(b)}: a card of it is on the board")
    opts, _ = _options(py_villain, bmask | (1 << a) | (1 << b), first_only)
    if not opts:
        raise _NoHandsError("every villain hand collides with the hand or the board")
    kernel = _Kernel(opts, board)
    kernel.hero(a, b)
    return kernel, len(board)


def py_hand_vs_range_exact(py_hand: Sequence[Card], py_villain: Iterable[Any],
                           py_board: Sequence[Card]) -> float:
    """The hand's exact share of the pot against the villain's hands (weights ignored, as in
    eval7), on a board of 0, 3, 4 or 5 cards (eval7: 5).

    >>> c = [Card(s) for s in ("Ac", "Ah", "Kh", "Jd", "8c", "5d", "2s")]
    >>> py_hand_vs_range_exact(c[:2], HandRange("AA"), c[2:])
    0.5
    """
    kernel, _ = _setup(py_hand, py_villain, py_board)
    return _f32(kernel.exact())


def py_hand_vs_range_monte_carlo(py_hand: Sequence[Card], py_villain: Iterable[Any], py_board: Sequence[Card],
                                 py_iterations: int) -> float:
    """The hand's share of the pot against the villain's hands (weights ignored) over
    ``py_iterations`` deals; on a complete board eval7's cycle through the villain's hands,
    exactly.

    >>> c = [Card(s) for s in ("As", "Ad", "Kh", "Jd", "8c", "5d", "2s")]
    >>> py_hand_vs_range_monte_carlo(c[:2], HandRange("AA, KK"), c[2:], 1000)  # a tie, 3 losses
    0.125
    """
    iterations = _iterations(py_iterations)
    kernel, nb = _setup(py_hand, py_villain, py_board)
    if nb == 5:
        return _f32(kernel.exact(_round_robin(kernel.k, iterations)))
    return _f32(kernel.monte_carlo(iterations))


def py_all_hands_vs_range(py_hero: Iterable[Any], py_villain: Iterable[Any], py_board: Sequence[Card],
                          py_iterations: int) -> dict[Any, float]:
    """``{hero hand: share of the pot}`` for each hero hand against the villain's hands
    (weights ignored): exact on a complete board when the villain has at most
    ``py_iterations`` hands left, else over ``py_iterations`` deals (as eval7 does). A hero
    hand that every villain hand (or the board) collides with is left out.

    >>> c = [Card(s) for s in ("Kh", "Jd", "8c")]
    >>> py_all_hands_vs_range(HandRange("JsJc, QsJs"), HandRange("JJ"), c, 20000)  # doctest: +ELLIPSIS
    {(Card("Qs"), Card("Js")): 0.03...}
    """
    iterations = _iterations(py_iterations)
    board = _board(py_board)
    bmask = sum(1 << c for c in board)
    opts, masks = _options(py_villain, bmask, False)
    result: dict[Any, float] = {}
    if not opts:
        for item in py_hero:
            _hole(_unpack(item), "hero hand")
        return result
    kernel = _Kernel(opts, board)
    by_card = [0] * 52
    by_pair: dict[int, int] = {}
    for m in masks:
        by_pair[m] = by_pair.get(m, 0) + 1
        for i in (m.bit_length() - 1, (m & -m).bit_length() - 1):
            by_card[i] += 1
    for item in py_hero:
        hand = _unpack(item)
        try:
            a, b = hand
            x, y, hm = a._id, b._id, a._bit | b._bit
        except (AttributeError, TypeError, ValueError):
            x, y = _hole(hand, "hero hand")
            hm = (1 << x) | (1 << y)
        if x == y:
            raise Eval7CardError(f"hero hand {card_str(x)}{card_str(y)}: the same card twice")
        if hm & bmask:
            continue  # a card of it is on the board
        k = kernel.k - by_card[x] - by_card[y] + by_pair.get(hm, 0)
        if not k:
            continue
        kernel.hero(x, y)
        if len(board) == 5 and k <= iterations:
            eq = kernel.exact()
        elif len(board) == 5:  # the first `iterations` villain hands that miss this one, once each
            eq = kernel.exact(_first_n([not m & hm for m in masks], iterations))
        else:
            eq = kernel.monte_carlo(iterations)
        result[hand] = _f32(eq)
    return result


def _first_n(usable: list[bool], n: int) -> list[float]:
    out = []
    for u in usable:
        take = u and n > 0
        n -= take
        out.append(1.0 if take else 0.0)
    return out

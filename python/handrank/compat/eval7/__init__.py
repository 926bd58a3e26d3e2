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
equity kernels (``csrc/analysis/``). The Monte Carlo cycles through the villain's hands in
order as eval7 does, each getting ``iterations // hands`` deals or one more (on a full board
the same numbers exactly); before the river the boards come from handrank's generator, seeded
from ``xorshift_rand`` (``xorshift_rand.seed(n)`` repeats them). Where that would give a
villain hand fewer than ``CYCLE_DEALS`` deals, each deal draws a villain hand at random
instead (eval7 would use only the first ``iterations`` hands); where enumerating every
board costs no more than the deals, the answer is the exact share they estimate.

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
- ``py_hand_vs_range_monte_carlo`` with no villain hand left raises ``Eval7Error`` (also a
  ``ZeroDivisionError``), as the exact function does (eval7 returns 0.0 on the river and, before
  it, counts the villain hands that hold a card of the hand or the board).
- ``iterations``: ``0`` raises an ``Eval7Error`` that is a ``ZeroDivisionError`` (eval7 divides
  by zero), a negative count raises ``Eval7Error`` (eval7 answers ``-0.0``), more than
  ``2**31 - 1`` an ``Eval7Error`` that is an ``OverflowError`` (as eval7's C int), and a float
  one that is a ``TypeError`` (eval7 truncates ``1.5`` to 1).
- ``Card`` reads exactly two characters and is immutable (see ``handrank.compat.eval7.cards``);
  ``Card(("A", "s"))``, a rank and a suit, is ``Card("As")`` as in eval7;
  ``HandRange`` ignores tags as eval7's documentation says (see ``rangestring``).

Bad input raises a ``ValueError`` subclass naming the token (``Eval7CardError``,
``RangeStringError``, ``Eval7Error``), also of the class eval7 raises where eval7 raises
``IndexError``, ``TypeError``, ``AttributeError``, ``OverflowError`` or
``ZeroDivisionError``, so ``except`` clauses written for eval7 still catch it.
"""

from __future__ import annotations

import math
import struct
from array import array
from bisect import bisect_left, bisect_right
from collections.abc import Callable, Iterable, Iterator, Sequence
from operator import index
from typing import Any, Optional

from ..._core import ffi, lib
from ...analysis.equity import BLOCK, NC, NM, POT  # the kernels' pot units, counters and streams
from ...cards import card_str
from ...errors import HandrankError
from ...values import NUM_VALUES
from . import rangestring, xorshift_rand
from .cards import _BY_MASK, Card, Deck, Eval7CardError, Eval7DeckError, _NotACardError, ranks, suits
from .rangestring import RangeStringError, string_to_tokens, token_to_hands

__all__ = ["Card", "Deck", "Eval7CardError", "Eval7DeckError", "Eval7Error", "HandRange",
           "RangeStringError", "evaluate", "handtype", "py_all_hands_vs_range", "py_hand_vs_range_exact",
           "py_hand_vs_range_monte_carlo", "rangestring", "ranks", "suits", "xorshift_rand"]


class Eval7Error(HandrankError):
    """Bad input to a value or equity function; the message names it.

    >>> from handrank.compat import eval7
    >>> try:
    ...     eval7.handtype(1.5)
    ... except eval7.Eval7Error as e:
    ...     print(e, "| also a TypeError:", isinstance(e, TypeError))
    handtype(1.5): a value is an integer | also a TypeError: True
    """


class _Eval7TypeError(Eval7Error, TypeError):
    pass


class _Eval7OverflowError(Eval7Error, OverflowError):
    pass


class _NoHandsError(Eval7Error, ZeroDivisionError):
    pass


class _NoIterationsError(Eval7Error, ZeroDivisionError):
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
_eval_mask: Callable[[int], int] = lib.hr_eval_mask
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
    try:  # unrolled: one unpack and an OR of slots, the fastest Python can read 7 objects
        n = len(cards)
        if n == 7:
            a, b, c, d, e, f, g = cards
            m = a._bit | b._bit | c._bit | d._bit | e._bit | f._bit | g._bit
        elif n == 5:
            a, b, c, d, e = cards
            m = a._bit | b._bit | c._bit | d._bit | e._bit
        elif n == 6:
            a, b, c, d, e, f = cards
            m = a._bit | b._bit | c._bit | d._bit | e._bit | f._bit
        else:
            return _evaluate_slow(cards)
        v = _eval_mask(m)
        if v and _popcount(m) == n:  # no card twice
            return _E7_VALUE[v]
    except (AttributeError, TypeError, ValueError):
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


def _handtype(value: Any) -> str:
    """eval7's name for the type of a value (``value >> 24``; 8 and up is a straight flush).

    >>> _handtype(67305472), _handtype(134414336)
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


class _TypeNames(dict[int, str]):
    """Every value ``evaluate`` gives -> its type name; any other key goes to ``_handtype``."""

    def __missing__(self, value: Any) -> str:
        return _handtype(value)


# eval7's handtype is a C function; a dict lookup is the one call that costs as little here
# (a Python function alone costs more than eval7's whole call). handtype(v) == _handtype(v).
handtype = _TypeNames((v, _handtype(v)) for v in _E7_VALUE[1:]).__getitem__
if not handtype.__doc__:  # PyPy: a bound builtin has no docstring there, and its JIT inlines a function
    _type_names = handtype

    def handtype(value: Any) -> str:  # noqa: F811
        """eval7's ``handtype``: the name of a value's hand type.

        >>> handtype(evaluate([Card(s) for s in ("As", "Ad", "7c", "5h", "2s")]))
        'Pair'
        """
        return _type_names(value)


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
        self._seen: Optional[tuple[list[Any], list[Any], tuple[bytes, bytes]]] = None

    def __iter__(self) -> Iterator[tuple[tuple[Card, Card], float]]:
        return iter(self.hands)

    def __len__(self) -> int:
        return len(self.hands)

    def __repr__(self) -> str:
        return f"HandRange({self.string!r})"

    def _ids(self) -> tuple[bytes, bytes]:
        """The hands' first and second card ids, kept while ``hands`` is the same list with
        the same items (a changed, appended or replaced hand is read again)."""
        seen = self._seen
        if seen is not None and seen[0] is self.hands and seen[1] == self.hands:
            return seen[2]
        ids = _read_hands(self.hands, False)
        self._seen = (self.hands, list(self.hands), ids)
        return ids


# ---- equity ------------------------------------------------------------------------------

# costs in lookups (CPU time, as tools/bench.py's compat-eval7 section counts them): an exact
# run per villain hand preflop (after the flop it is 2 per board), a deal with the villain's
# hand drawn at random, a deal with both hands fixed (the cycle); and the fewest deals per
# villain hand that pay for a kernel call of their own
PREFLOP_LOOKUPS = 140_000
DEAL_LOOKUPS = 10
CYCLE_LOOKUPS = 2
CYCLE_DEALS = 10
_F32 = struct.Struct("f")


def _f32(x: float) -> float:
    """``x`` rounded to a 32-bit float, as eval7 returns its equities."""
    x32: float = _F32.unpack(_F32.pack(x))[0]
    return x32


def _hole(hand: Any, what: str) -> tuple[int, int]:
    ids = _ids_of(hand, what)
    if len(ids) != 2:
        raise Eval7CardError(f"{what}: a hand is 2 cards, got {len(ids)}")
    _check_distinct(ids, what)
    return ids[0], ids[1]


def _board(board: Any) -> bytes:
    ids = _ids_of(board, "board")
    _check_distinct(ids, "board")
    if len(ids) not in (0, 3, 4, 5):
        raise Eval7CardError(f"board: 0, 3, 4 or 5 cards, got {len(ids)}")
    return bytes(ids)


def _read_hands(villain: Any, first_only: bool) -> tuple[bytes, bytes]:
    """Every villain hand's first and second card ids: ``option[0]`` of each item (eval7's
    hand-vs-range functions) or the ``hand`` of each ``(hand, weight)`` pair (its all-hands
    function)."""
    xs, ys = bytearray(), bytearray()
    try:
        items = iter(villain)
    except TypeError:
        raise _Eval7TypeError(f"villain: {villain!r} is not a range (a HandRange or ((Card, Card), "
                              "weight) pairs)") from None
    for option in items:
        try:
            a, b = option[0] if first_only else _unpack(option)
            x, y = a._id, b._id
            if not (isinstance(a, Card) and isinstance(b, Card)):
                raise TypeError
        except (AttributeError, TypeError, ValueError, IndexError):
            x, y = _hole(_first(option), "villain hand")
        if x == y:
            raise Eval7CardError(f"villain hand {card_str(x)}{card_str(y)}: the same card twice")
        xs.append(x)
        ys.append(y)
    return bytes(xs), bytes(ys)


def _villain(villain: Any, first_only: bool) -> tuple[bytes, bytes]:
    if isinstance(villain, HandRange):
        return villain._ids()
    return _read_hands(villain, first_only)


def _first(option: Any) -> Any:
    try:
        return option[0]
    except (TypeError, IndexError, KeyError):
        raise _Eval7TypeError(f"villain: {option!r} is not a (hand, weight) pair") from None


def _unpack(option: Any) -> Any:
    """The hand of a ``(hand, weight)`` pair."""
    try:
        hand, _weight = option
    except (TypeError, ValueError):
        raise _Eval7TypeError(f"{option!r} is not a (hand, weight) pair") from None
    return hand





def _missing(xs: bytes, ys: bytes, dead: bytes) -> tuple[bytes, bytes]:
    """The hands ``(xs[i], ys[i])`` with neither card in ``dead``, in order (C loops only:
    a hit hand's ids become 255, and the 255s are deleted)."""
    if not dead or not xs:
        return xs, ys
    table = bytearray(256)
    for c in dead:
        table[c] = 1
    k = len(xs)
    hit = (int.from_bytes(xs.translate(table), "big") | int.from_bytes(ys.translate(table), "big")) * 255
    return ((int.from_bytes(xs, "big") | hit).to_bytes(k, "big").translate(None, b"\xff"),
            (int.from_bytes(ys, "big") | hit).to_bytes(k, "big").translate(None, b"\xff"))


def _river_values(xs: bytes, ys: bytes, board: bytes) -> array[int]:
    """handrank's value of each villain hand with the (complete) board, one batch call."""
    k = len(xs)
    rows = bytearray(7 * k)
    rows[0::7], rows[1::7] = xs, ys
    for j in range(5):
        rows[2 + j::7] = board[j:j + 1] * k
    out = array("H", bytes(2 * k))
    dst = ffi.from_buffer("uint16_t[]", out, require_writable=True)
    if lib.hr_eval_batch(ffi.from_buffer(rows), k, 7, dst) != -1:
        raise Eval7Error("a villain hand collides with the board")  # pragma: no cover - filtered first
    return out


def _hero_value(x: int, y: int, board: bytes) -> int:
    return _eval_mask((1 << x) | (1 << y) | _mask(board))


def _mask(ids: bytes) -> int:
    return sum(1 << c for c in ids)


def _score(hero: int, values: Iterable[int]) -> int:
    """eval7's count: 2 for each villain hand beaten, 1 for each tie."""
    return sum(2 if hero > v else hero == v for v in values)


class _Kernel:
    """One hero hand against the villain's hands in handrank's equity kernels (before the
    river)."""

    def __init__(self, xs: bytes, ys: bytes, board: bytes) -> None:
        self.k, self.xs, self.ys = len(xs), xs, ys
        pairs = bytearray(2 + 2 * self.k)
        pairs[2::2], pairs[3::2] = xs, ys
        self.combos = ffi.new("uint8_t[]", bytes(pairs))
        self.counts = ffi.new("uint32_t[]", [1, self.k])
        self.board = board
        self.cum: Any = None

    def hero(self, a: int, b: int) -> None:
        self.combos[0], self.combos[1] = a, b

    def exact(self) -> float:
        """The exact share of the pot over every board (villain hands that collide with the
        hero's or the board are skipped by the kernel)."""
        ints = ffi.new("uint64_t[]", 2 * (NC * 2 + 2))
        ws = ffi.new("double[]", NC * 2 + 2)
        w = ffi.new("double[]", self.k + 1)  # unweighted: the integer counts are read
        r = lib.hr_equity_exact(0, 2, 2, self.combos, self.counts, w, self.board, len(self.board), 0,
                                0, self.k, ints, ws)
        if r < 0:  # pragma: no cover - the arguments were checked here first
            raise Eval7Error("the equity kernel refused its arguments")
        deals = ints[2 * NC * 2] | (ints[2 * NC * 2 + 1] << 64)
        if not deals:
            raise _NoHandsError("every villain hand collides with the hand or the board")
        equity: float = (ints[4] | (ints[5] << 64)) / (POT * deals)
        return equity

    def monte_carlo(self, iterations: int) -> float:
        """The share of the pot in ``iterations`` deals: a villain hand at random among those
        that miss the hero's and the board (the kernel draws again on a collision), the rest
        of the board at random."""
        if self.cum is None:
            self.cum = ffi.new("double[]", [1.0] + [float(i) for i in range(1, self.k + 1)])
        seed = xorshift_rand._seed64()
        acc = ffi.new("uint64_t[]", NM * 2 + 3)
        units = done = 0
        for block in range(-(-iterations // BLOCK)):
            n = min(BLOCK, iterations - block * BLOCK)
            ffi.memmove(acc, bytes(ffi.sizeof(acc)), ffi.sizeof(acc))
            r = lib.hr_equity_mc(0, 2, 2, self.combos, self.counts, self.cum, self.board, len(self.board),
                                 0, seed, block, n, acc)
            if r == -2:  # pragma: no cover - at least 1 in 20 of the hands is live
                raise _NoHandsError("every villain hand collides with the hand or the board")
            if r < 0:  # pragma: no cover
                raise Eval7Error("the equity kernel refused its arguments")
            units += acc[2]
            done += acc[NM * 2]
        return units / (POT * done)

    def cycle(self, iterations: int) -> float:
        """eval7's scheme: the live villain hands in turn, each with its share of the
        ``iterations`` deals (``q`` or ``q + 1``, the first ones the extra deal), the rest of
        the board at random; a kernel run per villain hand, both hands fixed (no draw)."""
        hero = bytes((self.combos[0], self.combos[1]))
        xs, ys = _missing(self.xs, self.ys, hero)
        q, r = divmod(iterations, len(xs))
        combos = ffi.new("uint8_t[]", hero + bytes(2))
        counts = ffi.new("uint32_t[]", [1, 1])
        cum = ffi.new("double[]", [1.0, 1.0])
        acc = ffi.new("uint64_t[]", NM * 2 + 3)  # the kernel adds to it, run after run
        seed = xorshift_rand._seed64()
        mc, board, nb = lib.hr_equity_mc, self.board, len(self.board)
        bad = 0
        for i in range(min(len(xs), iterations)):
            combos[2], combos[3] = xs[i], ys[i]
            n = q + (i < r)
            if n <= BLOCK:
                bad |= mc(0, 2, 2, combos, counts, cum, board, nb, 0, seed, i << 32, n, acc) < 0
                continue
            for block in range(-(-n // BLOCK)):
                bad |= mc(0, 2, 2, combos, counts, cum, board, nb, 0, seed, (i << 32) | block,
                          min(BLOCK, n - block * BLOCK), acc) < 0
        if bad:  # pragma: no cover - every argument was checked here
            raise Eval7Error("the equity kernel refused its arguments")
        equity: float = acc[2] / (POT * iterations)
        return equity

    def sample(self, iterations: int, live: int) -> float:
        """``iterations`` deals against ``live`` villain hands, the way ``_plan`` says."""
        how = _plan(len(self.board), live, iterations)
        if how == "exact":
            return self.exact()
        if how == "cycle":
            return self.cycle(iterations)
        return self.monte_carlo(iterations)


def _plan(nb: int, live: int, iterations: int) -> str:
    """How ``iterations`` deals against ``live`` villain hands on a board of ``nb < 5`` cards
    are answered: ``"cycle"`` (eval7's scheme) where each villain hand gets at least
    ``CYCLE_DEALS`` deals, else ``"draw"`` (a villain hand at random each deal); ``"exact"``
    instead where enumerating every board costs no more than those deals."""
    per = PREFLOP_LOOKUPS if not nb else 2 * math.comb(48 - nb, 5 - nb)
    cycle = iterations >= CYCLE_DEALS * live
    if live * per <= (CYCLE_LOOKUPS if cycle else DEAL_LOOKUPS) * iterations:
        return "exact"
    return "cycle" if cycle else "draw"


MAX_ITERATIONS = 2 ** 31 - 1  # eval7's C int: more raises OverflowError there too


def _iterations(n: Any) -> int:
    try:
        k = index(n)
    except TypeError:
        raise _Eval7TypeError(f"iterations={n!r}: a whole number") from None
    if k == 0:  # eval7 divides by zero: the same class
        raise _NoIterationsError("iterations=0: at least 1 deal")
    if k < 1:  # eval7 answers -0.0
        raise Eval7Error(f"iterations={k}: at least 1")
    if k > MAX_ITERATIONS:
        raise _Eval7OverflowError(f"iterations={k}: at most 2**31 - 1, as in eval7")
    return k


def _setup(py_hand: Any, py_villain: Any, py_board: Any) -> tuple[int, int, bytes, bytes, bytes]:
    """The hero's ids, the board and the villain hands that miss both."""
    a, b = _hole(py_hand, "hand")
    board = _board(py_board)
    if a in board or b in board:
        raise Eval7CardError(f"hand {card_str(a)}{card_str(b)}: a card of it is on the board")
    xs, ys = _missing(*_villain(py_villain, True), board + bytes((a, b)))
    if not xs:
        raise _NoHandsError("every villain hand collides with the hand or the board")
    return a, b, board, xs, ys


def py_hand_vs_range_exact(py_hand: Sequence[Card], py_villain: Iterable[Any],
                           py_board: Sequence[Card]) -> float:
    """The hand's exact share of the pot against the villain's hands (weights ignored, as in
    eval7), on a board of 0, 3, 4 or 5 cards (eval7: 5).

    >>> c = [Card(s) for s in ("Ac", "Ah", "Kh", "Jd", "8c", "5d", "2s")]
    >>> py_hand_vs_range_exact(c[:2], HandRange("AA"), c[2:])
    0.5
    """
    a, b, board, xs, ys = _setup(py_hand, py_villain, py_board)
    if len(board) == 5:
        values = sorted(_river_values(xs, ys, board))
        hero = _hero_value(a, b, board)
        lo, hi = bisect_left(values, hero), bisect_right(values, hero)
        return _f32((lo + 0.5 * (hi - lo)) / len(values))
    kernel = _Kernel(xs, ys, board)
    kernel.hero(a, b)
    return _f32(kernel.exact())


def py_hand_vs_range_monte_carlo(py_hand: Sequence[Card], py_villain: Iterable[Any], py_board: Sequence[Card],
                                 py_iterations: int) -> float:
    """The hand's share of the pot against the villain's hands (weights ignored) over
    ``py_iterations`` deals, cycling through the villain's hands as eval7 does (on a complete
    board exactly eval7's number; before it, see the module's notes on drawing and
    enumerating).

    >>> c = [Card(s) for s in ("As", "Ad", "Kh", "Jd", "8c", "5d", "2s")]
    >>> py_hand_vs_range_monte_carlo(c[:2], HandRange("AA, KK"), c[2:], 1000)  # a tie, 3 losses
    0.125
    """
    iterations = _iterations(py_iterations)
    a, b, board, xs, ys = _setup(py_hand, py_villain, py_board)
    if len(board) == 5:
        values = _river_values(xs, ys, board)
        hero = _hero_value(a, b, board)
        q, r = divmod(iterations, len(values))
        return _f32(0.5 * (q * _score(hero, values) + _score(hero, values[:r])) / iterations)
    kernel = _Kernel(xs, ys, board)
    kernel.hero(a, b)
    return _f32(kernel.sample(iterations, kernel.k))


def py_all_hands_vs_range(py_hero: Iterable[Any], py_villain: Iterable[Any], py_board: Sequence[Card],
                          py_iterations: int) -> dict[Any, float]:
    """``{hero hand: share of the pot}`` for each hero hand against the villain's hands
    (weights ignored): on a complete board exactly when the villain has at most
    ``py_iterations`` hands left, else over ``py_iterations`` of them (as eval7 does); before
    the river over ``py_iterations`` deals, or exactly where that costs no more. A hero hand
    that every villain hand (or the board) collides with is left out.

    >>> c = [Card(s) for s in ("Kh", "Jd", "8c")]
    >>> py_all_hands_vs_range(HandRange("JsJc, QsJs"), HandRange("JJ"), c, 20000)  # exact: 73 / 1980
    {(Card("Qs"), Card("Js")): 0.036868687719106674}
    """
    iterations = _iterations(py_iterations)
    board = _board(py_board)
    xs, ys = _missing(*_villain(py_villain, False), board)
    heroes = []
    on_board = _mask(board)
    for item in py_hero:
        try:
            hand, _weight = item
            a, b = hand
            x, y, m = a._id, b._id, a._bit | b._bit
        except (AttributeError, TypeError, ValueError):
            hand = _unpack(item)
            x, y = _hole(hand, "hero hand")
            m = (1 << x) | (1 << y)
        if x == y:
            raise Eval7CardError(f"hero hand {card_str(x)}{card_str(y)}: the same card twice")
        if not m & on_board:  # a hero hand on the board is left out
            heroes.append((hand, x, y, m))
    if not xs:
        return {}
    # the villain hands holding each card (their values on a complete board, sorted) and
    # how many are each pair of cards (held twice over by_card; on the board they tie the hero)
    by_card: list[list[int]] = [[] for _ in range(52)]
    values: Sequence[int] = _river_values(xs, ys, board) if len(board) == 5 else bytes(len(xs))
    same = [0] * (52 * 52)
    for x, y, v in zip(xs, ys, values):
        by_card[x].append(v)
        by_card[y].append(v)
        same[52 * x + y] += 1
    for vs in by_card:
        vs.sort()
    ordered = sorted(values)
    kernel = _Kernel(xs, ys, board) if len(board) < 5 else None
    keys: list[Any] = []
    shares: list[float] = []
    for hand, x, y, m in heroes:
        cx, cy = by_card[x], by_card[y]
        both = same[52 * x + y] + same[52 * y + x]  # the hero's own hand among the villain's
        live = len(xs) - len(cx) - len(cy) + both
        if not live:
            continue
        keys.append(hand)
        if kernel is not None:
            if live * 20 < len(xs):  # few live hands: a kernel of those alone
                k = _Kernel(*_missing(xs, ys, bytes((x, y))), board)
                k.hero(x, y)
                shares.append(k.sample(iterations, live))
            else:
                kernel.hero(x, y)
                shares.append(kernel.sample(iterations, live))
            continue
        hero = _eval_mask(on_board | m)
        if live <= iterations:
            lo = bisect_left(ordered, hero) - bisect_left(cx, hero) - bisect_left(cy, hero)
            hi = bisect_right(ordered, hero) - bisect_right(cx, hero) - bisect_right(cy, hero) + both
            shares.append((lo + 0.5 * (hi - lo)) / live)
        else:  # eval7 cycles through the first `iterations` live villain hands, once each
            first = [v for vx, vy, v in zip(xs, ys, values) if vx != x and vx != y and vy != x and vy != y]
            shares.append(0.5 * _score(hero, first[:iterations]) / iterations)
    # each share rounded to a 32-bit float, as eval7's, in one C call
    return dict(zip(keys, array("f", shares).tolist()))

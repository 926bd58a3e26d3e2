"""Evaluate hands: one parse, one C call.

>>> evaluate("As Ks Qs Js Ts 2d 3c")
7462
>>> evaluate(("Ah", "Kh"), "Qh Jh Th 2c 3d")
7462
>>> compare("As Ad 2c 3d 4h", "Ks Kd 2h 3c 5s")
1
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from itertools import combinations
from typing import TYPE_CHECKING, Any, Optional

from .._core import ffi, lib
from ..cards import _TOKENS, CardError, Cards, CardSpec, cards, check_count
from ..registry import GAMES as _GAMES
from ..registry import Game, GameValue, engine
from ..registry import game as _game
from ..values import Category, decode
from .badugi import best_of as _badugi_best
from .low import best_five_low, evaluate_low
from .shortdeck import best_five_shortdeck, evaluate_shortdeck

_eval_ids: Callable[[bytes, int], int] = lib.hr_eval_ids

try:  # the C entry points, wired up at the end of this module (an optional accelerator)
    from .._entry import wrap as _wrap
except ImportError:  # pragma: no cover - the extension is not built (or not for this interpreter)
    _wrap = None


def _ids(hand: CardSpec, board: Optional[CardSpec], allow_jokers: bool = False) -> tuple[int, ...]:
    ids = cards(hand, allow_jokers=allow_jokers)
    if board is not None:
        ids = cards(ids + cards(board, allow_jokers=allow_jokers), allow_jokers=allow_jokers)
    return ids


def evaluate(hand: CardSpec, board: Optional[CardSpec] = None, *,
             wild: Iterable[Any] = (), wild_rule: Optional[str] = None, game: str = "holdem") -> int:
    """Value of the best five-card high hand of 5..7 cards: ``1..7462``, higher is
    stronger, equal means a split. ``evaluate(hole, board)`` evaluates ``hole + board``.

    With ``wild`` ranks (e.g. ``"2"`` for deuces wild) or jokers, ``wild_rule`` must be
    ``"wild"`` or ``"bug"`` (see ``handrank.wild``); five of a kind is then ``7463..7475``.

    ``game=`` any game of ``handrank.registry`` with a value of its own (an alias too):
    ``"shortdeck"`` or ``"shortdeck-triton"`` on its own scale ``1..1404`` (see
    ``handrank.evaluators.shortdeck``); ``"stud"`` the best five of 5 to 7 cards; the Omaha
    games (``hand`` the hole cards, exactly two of them with three of ``board``); ``"razz"`` and
    the lowball games their low (``evaluate_low``'s scale). A value of a scale of its own is a
    ``GameValue``, which says its game (``describe`` reads it so).

    >>> evaluate((51, 47, 43, 39, 35))   # A K Q J T of spades
    7462
    >>> evaluate("As 6d 7c 8h 9s", game="shortdeck")   # the lowest short-deck straight
    1129
    >>> evaluate("As Ks 2d 2c", "Qs Js Ts 2h 3h", game="PLO")   # two hole cards play: not the deuces
    7462
    """
    if game != "holdem":
        g = _game(game, "evaluate", error=CardError)
        if g.name != "holdem":
            if wild or wild_rule is not None:
                raise CardError(f"game={g.name!r} has no wild cards")
            return _evaluate_game(hand, board, g)
    # (the hand and the board as tuples, lists or Cards of exact ints 0..51 and card tokens,
    # or as strings like "As Kd 7h 7c 2s", never get here: handrank._entry's C entry point
    # (csrc/pyext/entry.c) evaluates those itself and calls this function for everything
    # else, and for hands C refuses; without the extension, this is evaluate)
    if board is None is wild_rule and not wild:
        # space-separated tokens: a dict lookup each, then one C call
        if type(hand) is str and len(hand) < 64:
            try:
                raw = bytes([_TOKENS[w] for w in hand.split()])
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


def game_cards(hand: CardSpec, board: Optional[CardSpec], g: Game) -> tuple[tuple[int, ...], tuple[int, ...]]:
    """The hand (hole cards) and the board of a game's hand, parsed and checked: one deck, the
    game's deck, and the game's numbers of cards (a ``CardError`` naming the game otherwise).

    >>> game_cards("As Ks Qs", "Js Ts 9s", _game("omaha"))
    Traceback (most recent call last):
    ...
    handrank.cards.CardError: omaha: a hand is 4 hole cards (and a board of 3 to 5), got 3
    """
    h = cards(hand)
    b = cards(board) if board is not None else ()
    if b:
        cards(h + b)  # one deck
    if g.deck == 36:
        low = next((c for c in h + b if c < 16), None)
        if low is not None:
            from ..cards import card_str
            raise CardError(f"card {card_str(low)} is not in the short deck of {g.name!r} "
                            "(sixes to aces)").worded(
                "card.short_deck", card=card_str(low), game=g.name)
    if g.uses is not None:  # Omaha: the hole cards and a board
        if len(h) != g.hole or not 3 <= len(b) <= 5:
            others = [o.name for o in _OMAHA_BY_HOLE.get(len(h), ()) if o.split == g.split]
            hint = f": {others[0]} deals {len(h)}" if others and len(h) != g.hole else ""
            raise CardError(f"{g.name}: a hand is {g.hole} hole cards (and a board of 3 to 5), got {len(h)}"
                            + (f" and a board of {len(b)}" if len(h) == g.hole else "") + hint).worded(
                "omaha.count", game=g.name, hole=g.hole, got=len(h),
                board=len(b) if len(h) == g.hole else None, other=others[0] if hint else None)
        return h, b
    n = len(h) + len(b)
    if g.family == "draw":
        if n != g.hole:
            raise CardError(f"{g.name}: a hand is {g.hole} cards, got {n}").worded(
                "game.count", game=g.name, low=g.hole, high=g.hole, got=n)
        return h, b
    if g.family == "russian" and n not in (5, 6):
        raise CardError(f"{g.name}: a hand is 5 or 6 cards (the best five of six play), got {n}").worded(
            "game.count", game=g.name, low=5, high=6, got=n)
    if not 5 <= n <= 7:
        raise CardError(f"{g.name}: a hand is 5 to 7 cards, got {n}").worded(
            "game.count", game=g.name, low=5, high=7, got=n)
    return h, b


def _evaluate_game(hand: CardSpec, board: Optional[CardSpec], g: Game) -> int:
    """``evaluate(hand, board, game=g)`` for a game other than Hold'em."""
    if g.high in ("shortdeck", "shortdeck-triton"):
        return GameValue(evaluate_shortdeck(hand, board, g.name), g.name)
    h, b = game_cards(hand, board, g)
    if g.uses is not None:
        v: int = lib.hr_eval_omaha(bytes(h), len(h), bytes(b), len(b))
        return v
    if g.high == "standard":
        return _evaluate_ids(h + b)
    if g.high == "russian":  # the standard value, which says its game: describe reads it the Russian way
        return GameValue(_evaluate_ids(h + b), g.name)
    if g.low == "badugi":
        return GameValue(_badugi_best(h + b)[0], g.name)
    assert g.low is not None  # the registry gives every game with an evaluate a high or a low ranking
    low = evaluate_low(h + b, g.low)
    assert low is not None  # no qualifier
    return GameValue(low, g.name)


def _evaluate_ids(ids: tuple[int, ...]) -> int:
    """Value of 5..7 validated, distinct ids."""
    return _eval_ids(bytes(ids), len(ids))


def hand_value(hand: tuple[int, ...], board: tuple[int, ...] = ()) -> int:
    """The value of ``hand + board``, two tuples of parsed ids, or ``0`` for a card given
    twice or a count outside 5..7 (for callers that then say what is wrong themselves).

    >>> hand_value(cards("As Ks"), cards("Qs Js Ts")), hand_value(cards("As Ks"), cards("As"))
    (7462, 0)
    """
    ids = hand + board
    return _eval_ids(bytes(ids), len(ids)) if 5 <= len(ids) <= 7 else 0


def compare(a: CardSpec, b: CardSpec, board: Optional[CardSpec] = None, *, game: str = "holdem") -> int:
    """``1`` if ``a`` beats ``b``, ``0`` for a split, ``-1`` if ``b`` wins; with ``board``,
    ``a`` and ``b`` are hole cards sharing it. One deck: no card in both hands.

    ``game=``: any game of ``handrank.registry`` (an alias too): short deck on its ranking,
    stud's best five, the Omaha games (hole cards and a board, exactly two of the hole cards
    playing), razz and the lowball games by the best low, badugi by its ranking, Russian poker
    by its (the standard values). A hi-lo game answers who takes more of the pot between the
    two hands (``hilo.resolve``'s split): ``1`` a scoop or the whole of one half and a share of
    the other, ``0`` an even split (the halves to different hands, or ties), ``-1`` the reverse;
    ``showdown(..., game=...)`` says who won which half.

    >>> compare("Ah Kd", "Qs Qc", board="2c 7d 9h Jc 3s")
    -1
    >>> compare("Ah Kh", "9c 9d", board="Qh Jh 9h 6s 6c", game="shortdeck")   # the flush wins
    1
    >>> compare("8s 6d 4c 3h 2s", "7s 6s 5c 3d 2d", game="27")   # 8-6 loses to a 7-6 low
    -1
    >>> compare("Ah 2h", "Kc Kd", "3c 4d 9s Ks 8h", game="holdem8")   # high to one, low to the other
    0
    >>> compare("Ah 2h", "Qc Jd", "3c 4d 9s Ks 8h", game="holdem8")   # the ace high and the only low: a scoop
    1
    """
    if game != "holdem":
        g = _game(game, "compare", error=CardError)
        if g.name != "holdem":
            return _compare_game(a, b, board, g)
    hands = {"a": cards(a), "b": cards(b)}
    shared = cards(board) if board is not None else ()
    cards(hands["a"] + hands["b"] + shared)  # one deck: no card twice, with a board or without
    for name, hand in hands.items():  # the count that is wrong, named
        if not 5 <= len(hand) + len(shared) <= 7:
            raise CardError(_count_error(name, len(hand), None if board is None else len(shared)))
    va, vb = evaluate(a, board), evaluate(b, board)
    return (va > vb) - (va < vb)


def _compare_game(a: CardSpec, b: CardSpec, board: Optional[CardSpec], g: Game) -> int:
    """``compare(a, b, board, game=g)`` for a game other than Hold'em: both hands checked as
    the game deals them (one deck), then their values compared; a hi-lo game's pot split
    between the two by ``hilo.resolve``, the bigger share winning."""
    if g.hi_lo:
        split = engine("hilo.resolve")(g.name, [a, b], board=() if board is None else board, pot=4)
        sa: int = split.shares[0]  # (4 units: the halves and their ties in whole units)
        sb: int = split.shares[1]
        return (sa > sb) - (sa < sb)
    ha, hb = cards(a), cards(b)
    shared = cards(board) if board is not None else ()
    cards(ha + hb + shared)  # one deck
    values = []
    for name, h in (("a", ha), ("b", hb)):
        try:
            values.append(_evaluate_game(h, shared if board is not None else None, g))
        except CardError as e:
            raise CardError.within(name, e) from None
    va, vb = values
    return (va > vb) - (va < vb)


# the Omaha games by their hole cards: the one a hand of the wrong size is a hand of
_OMAHA_BY_HOLE: dict[int, tuple[Game, ...]] = {
    n: tuple(g for g in _GAMES.values() if g.uses is not None and g.hole == n) for n in (4, 5, 6)}


def _count_error(name: str, n: int, board: Optional[int]) -> str:
    """Why hand ``name`` of ``n`` cards cannot be evaluated (with a ``board`` of that many cards).

    >>> _count_error("a", 3, 5)
    'a has 3 cards: with a 5-card board a hand is 0 to 2 cards (5 to 7 with the board)'
    >>> _count_error("b", 2, None)
    'b has 2 cards: a hand is 5 to 7 cards (or give its hole cards and board=...)'
    """
    if board is None:
        return f"{name} has {n} cards: a hand is 5 to 7 cards (or give its hole cards and board=...)"
    if board > 7:
        return f"the board has {board} cards: a hand with the board is 5 to 7 cards"
    return (f"{name} has {n} cards: with a {board}-card board a hand is {max(0, 5 - board)} to "
            f"{7 - board} cards (5 to 7 with the board)")


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
    v: int = lib.hr_eval_omaha(bytes(h), len(h), bytes(b), len(b))
    return v


def best_five(hand: CardSpec, board: Optional[CardSpec] = None, *, game: str = "holdem") -> Cards:
    """The five cards that play: main cards first, then kickers, each group from the
    highest rank down (the wheel lists its ace last). A ``Cards`` tuple of ids that
    prints as cards. Of equal cards the first given plays.

    >>> best_five("7c 2s 7d 9s Kd 9h 9c")
    (31, 30, 28, 20, 21)
    >>> print(best_five("7c 2s 7d 9s Kd 9h 9c"))
    9♠ 9♥ 9♣ 7♣ 7♦
    >>> print(best_five("Ah Kh", "Qh Jh 9h 9d 9c", game="shortdeck"))   # a flush beats the full house
    A♥ K♥ Q♥ J♥ 9♥
    >>> print(best_five("As Ks 2d 2c", "Qs Js Ts 2h 3h", game="omaha"))
    A♠ K♠ Q♠ J♠ 10♠
    >>> print(best_five("8h 4s 9c 2d 3c", game="lowball_27"))
    9♣ 8♥ 4♠ 3♣ 2♦
    """
    if game != "holdem":
        g = _game(game, "best_five", error=CardError)
        if g.name != "holdem":
            if g.high in ("shortdeck", "shortdeck-triton"):
                return best_five_shortdeck(hand, board, g.name)
            h, b = game_cards(hand, board, g)
            if g.uses is not None:
                return omaha_five(h, b, lib.hr_eval_omaha(bytes(h), len(h), bytes(b), len(b)))
            if g.low == "badugi":  # the cards that play: one to four
                return Cards(_badugi_best(h + b)[1])
            if g.low is not None:
                return best_five_low(h + b, g.low)
            hand, board = h + b, None
    ids = _ids(hand, board)
    check_count(ids)
    return _five_of(ids, _evaluate_ids(ids))


_FLUSHES = (Category.FLUSH, Category.STRAIGHT_FLUSH, Category.ROYAL_FLUSH)


def _five_of(ids: tuple[int, ...], value: int) -> Cards:
    """The five of ``ids`` (5..7 distinct cards worth ``value``) that ``best_five`` names:
    for each rank of ``decode(value)`` in order, the first card of that rank not yet taken
    (in a flush, of the flush suit). The C entry point picks them the same way.

    >>> ids = cards("Kd 2c Ks 2h 9s 2d 9c")
    >>> print(_five_of(ids, evaluate(ids)))   # deuces full of kings, not of nines
    2♣ 2♥ 2♦ K♦ K♠
    """
    category, ranks = decode(value)
    pool = list(ids)
    if category in _FLUSHES:
        suits = [c & 3 for c in pool]
        suit = max(range(4), key=suits.count)
        pool = [c for c in pool if c & 3 == suit]
    out = []
    for r in ranks:
        c = next((c for c in pool if c >> 2 == r), None)
        if c is None:
            raise AssertionError(f"the cards are not worth {value}")  # pragma: no cover
        pool.remove(c)
        out.append(c)
    return Cards(out)


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


def omaha_five(hole: tuple[int, ...], board: tuple[int, ...], value: int) -> Cards:
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


_eval_mask: Callable[[int], int] = lib.hr_eval_mask

# Card codes of the two-character ASCII tokens ("As", "td"): rank * 4 from the first
# character, suit from the second, -1 where the character is no such rank or suit; every
# pair of a rank and a suit here is a token of _TOKENS with that id (tests/test_pypy.py).
_RANK4, _SUIT = [-1] * 128, [-1] * 128
for _tok, _id in _TOKENS.items():
    if len(_tok) == 2 and _tok.isascii():
        _RANK4[ord(_tok[0])], _SUIT[ord(_tok[1])] = _id & ~3, _id & 3
_RANK4_T, _SUIT_T = tuple(_RANK4), tuple(_SUIT)
del _RANK4, _SUIT, _tok, _id


def _add(c: object, mask: int) -> int:
    # mask with card c added; -1 if c is no exact int 0..51, is in mask, or mask is -1
    # (-1 >> c & 1 is 1: a refusal carries through the unrolled chains below)
    if type(c) is int and 0 <= c < 52 and not mask >> c & 1:
        return mask | 1 << c
    return -1


def _add_token(s: str, i: int, mask: int) -> int:
    # mask with the two-character token at s[i:i + 2] added, as _add
    r, u = ord(s[i]), ord(s[i + 1])
    if r < 128 and u < 128:
        c = _RANK4_T[r] | _SUIT_T[u]
        if c >= 0 and not mask >> c & 1:
            return mask | 1 << c
    return -1


def _mask(spec: object) -> int:
    """The card mask of a tuple, list or ``Cards`` of at most 7 exact ints ``0..51``, or of
    a string of at most 7 space-separated tokens, each card once; ``-1`` for anything else
    (which ``evaluate``'s Python path then reads or refuses with its own message). The
    chains are unrolled, not loops: PyPy's JIT then compiles a call to straight-line code.

    >>> _mask((0, 5)), _mask("2c 3d"), _mask("2c  3d"), _mask((0, 0)), _mask([True]), _mask("2c,3d")
    (33, 33, 33, -1, -1, -1)
    """
    if type(spec) is tuple or type(spec) is list or type(spec) is Cards:
        n = len(spec)
        if n > 7:
            return -1
        try:  # (a list another thread shortens meanwhile raises IndexError)
            m = _add(spec[0], 0) if n else 0
            if n > 1:
                m = _add(spec[1], m)
                if n > 2:
                    m = _add(spec[2], m)
                    if n > 3:
                        m = _add(spec[3], m)
                        if n > 4:
                            m = _add(spec[4], m)
                            if n > 5:
                                m = _add(spec[5], m)
                                if n > 6:
                                    m = _add(spec[6], m)
        except IndexError:
            return -1
        return m
    return _mask_str(spec) if type(spec) is str else -1


def _mask_str(s: str) -> int:
    # _mask of a string; apart from _mask, whose loop-free code the JIT then inlines whole
    n = len(s)
    if n % 3 == 2 and n < 21 and s[2:3] in ("", " "):  # "As", "As Kd", ... "As Kd Qh Jc Ts 9d 8c"
        m = _add_token(s, 0, 0)
        if n > 2:
            m = _add_token(s, 3, m) if s[2] == " " else -1
            if n > 5:
                m = _add_token(s, 6, m) if s[5] == " " else -1
                if n > 8:
                    m = _add_token(s, 9, m) if s[8] == " " else -1
                    if n > 11:
                        m = _add_token(s, 12, m) if s[11] == " " else -1
                        if n > 14:
                            m = _add_token(s, 15, m) if s[14] == " " else -1
                            if n > 17:
                                m = _add_token(s, 18, m) if s[17] == " " else -1
        if m >= 0:
            return m
    return _mask_words(s) if n < 64 else -1


def _mask_words(s: str) -> int:
    # _mask of any other string: one dict lookup a word ("10h", "A♠", other spacing)
    m = 0
    for w in s.split():
        c = _TOKENS.get(w)
        m = -1 if c is None else _add(c, m)
    return m


def _evaluate_pure(hand: CardSpec, board: Optional[CardSpec] = None, *, wild: Iterable[Any] = (),
                   wild_rule: Optional[str] = None, game: str = "holdem") -> int:
    """``evaluate`` without the C entry point (PyPy, where the JIT compiles this to a few
    machine instructions and one C call): the spellings the C entry point reads, with the
    same checks (exact ints below 52, no card twice, 5..7 cards), and everything else,
    refusals included, through the same Python function.

    >>> _evaluate_pure("As Ks Qs Js Ts 2d 3c"), _evaluate_pure((51, 47), [43, 39, 35])
    (7462, 7462)
    """
    if wild_rule is None and game == "holdem" and not wild:
        m = _mask(hand)
        if m > 0:
            if board is None:
                v = _eval_mask(m)  # 0 unless 5..7 cards
                if v:
                    return v
            else:
                b = _mask(board)
                if b > 0 and not m & b:
                    v = _eval_mask(m | b)
                    if v:
                        return v
    return _evaluate_python(hand, board, wild=wild, wild_rule=wild_rule, game=game)


# The C entry points (csrc/pyext/entry.c): evaluate, compare, evaluate_omaha, best_five and
# hand_value take the common spellings of cards themselves and call the Python functions
# above for everything else.
_evaluate_python, _compare_python = evaluate, compare
_evaluate_omaha_python, _best_five_python, _hand_value_python = evaluate_omaha, best_five, hand_value
if _wrap is not None and not TYPE_CHECKING:  # type checkers keep the signatures above
    evaluate, compare, evaluate_omaha, best_five, hand_value = _wrap(
        (evaluate, compare, evaluate_omaha, best_five, hand_value),
        tuple(f"{sig}\n--\n\n{f.__doc__ or ''}" for f, sig in (
            (evaluate, "evaluate(hand, board=None, *, wild=(), wild_rule=None, game='holdem')"),
            (compare, "compare(a, b, board=None, *, game='holdem')"),
            (evaluate_omaha, "evaluate_omaha(hole, board)"),
            (best_five, "best_five(hand, board=None, *, game='holdem')"),
            (hand_value, "hand_value(hand, board=())"))),
        *(int(ffi.cast("uintptr_t", f)) for f in (lib.hr_eval_ids, lib.hr_eval_omaha, lib.hr_value_info)))
elif not TYPE_CHECKING:  # no extension (PyPy, or a build without it): the checked Python path
    _evaluate_pure.__name__ = _evaluate_pure.__qualname__ = "evaluate"
    _evaluate_pure.__doc__ = evaluate.__doc__
    evaluate = _evaluate_pure


__all__ = ["best_five", "compare", "evaluate", "evaluate_omaha", "game_cards", "hand_value", "omaha_five",
           "order_five"]

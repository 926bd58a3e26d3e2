"""Why a hand is worth what it is: its main cards, its kickers, and a line in English or Russian.

``Explanation`` (a high hand) and ``LowExplanation`` (a low hand, ``explain(..., low=...)``)
share one base: the hole and board cards, the five that play, their main cards and kickers.

>>> from handrank import cards_str
>>> e = explain("Th Tc As Kd 7c 3h 2s")
>>> e.category.name, cards_str(e.main), cards_str(e.kickers)
('PAIR', 'Th Tc', 'As Kd 7c')
>>> e.text()
'Pair of Tens with Ace, King, Seven kickers'
>>> e.text("ru")
'Пара десяток, кикеры: туз, король, семёрка'
"""

from __future__ import annotations

from functools import lru_cache
from typing import TYPE_CHECKING, Any, Optional, Union, overload

from .._core import lib
from ..cards import CardError, Cards, CardSpec, cards
from ..evaluators.high import best_five as _best_five
from ..evaluators.high import evaluate, evaluate_omaha, game_cards, hand_value, omaha_five
from ..evaluators.low import best_five_low, best_five_omaha_low, evaluate_low, evaluate_omaha_low
from ..evaluators.schemes import LowballError, LowRules, Scheme, _qualifier, decode_low, low_rules
from ..evaluators.shortdeck import (
    SHORTDECK_VALUES,
    best_five_shortdeck,
    decode_shortdeck,
    evaluate_shortdeck,
    ranking_id,
)
from ..registry import Game, adopt, same_scale
from ..registry import game as _game
from ..text.hands import (
    TextKey,
    check_lang,
    describe_badugi,
    describe_low,
    hand_text,
    missed_qualifier_text,
    russian_hand_text,
    short_text,
    using_text,
)
from ..text.results import Result
from ..values import MAIN_CARDS, MAX_WILD_VALUE, Category, decode, value_index, values_array
from .badugi import BadugiExplanation, explain_badugi

if TYPE_CHECKING:
    from numpy.typing import NDArray

__all__ = ["Explanation", "LowExplanation", "ShortDeckExplanation", "describe", "explain", "explain_low"]

Qualifier = Union[int, str, None]

# decode() of the values met so far (at most 7462): explanations decode every hand they see
_decode = lru_cache(maxsize=None)(decode)

_FLUSHES = (Category.FLUSH, Category.STRAIGHT_FLUSH, Category.ROYAL_FLUSH)
_ODD = (Category.STRAIGHT, Category.FLUSH, Category.STRAIGHT_FLUSH, Category.ROYAL_FLUSH)


class _Hand(Result):
    """What an explained hand has, high or low: its hole and board cards, the five that play
    (``best_five``, worked out on first use) and their parts, ``main`` and ``kickers``."""

    __slots__ = ("_board_ranks", "_five", "board", "category", "hole", "omaha", "ranks")

    hole: tuple[int, ...]
    board: tuple[int, ...]
    omaha: bool
    category: Category
    ranks: tuple[int, ...]
    _board_ranks: Optional[tuple[int, ...]]
    _five: Optional[Cards]

    def _seat(self, hole: tuple[int, ...], board: tuple[int, ...], omaha: bool,
              board_ranks: Optional[tuple[int, ...]]) -> None:
        self.hole = hole
        self.board = board
        self.omaha = omaha
        self._board_ranks = board_ranks

    @property
    def board_ranks(self) -> tuple[int, ...]:
        """The ranks of the board cards, in order (worked out on first use)."""
        if self._board_ranks is None:
            self._board_ranks = tuple([c >> 2 for c in self.board])
        return self._board_ranks

    @property
    def decoded(self) -> tuple[Category, tuple[int, ...]]:
        """The category and the ranks of the best five, main cards first."""
        return self.category, self.ranks

    @property
    def best_five(self) -> Cards:
        raise NotImplementedError  # pragma: no cover

    def _main_cards(self) -> int:
        return MAIN_CARDS[self.category]

    @property
    def main(self) -> Cards:
        """The main cards of ``best_five`` (the pair, the trips, all five of a straight).

        >>> print(explain("9s 9h 9c 7c 7d Kd 2s").main)
        9♠ 9♥ 9♣ 7♣ 7♦
        """
        return Cards(self.best_five[:self._main_cards()])

    @property
    def kickers(self) -> Cards:
        """The kickers of ``best_five`` (may be empty)."""
        return Cards(self.best_five[self._main_cards():])

    @property
    def hole_used(self) -> Cards:
        """The hole cards among the five that play (in Omaha, exactly two)."""
        return Cards(c for c in self.best_five if c in self.hole)

    def _omaha_text(self, text: str, lang: str, symbols: bool) -> str:
        return text + using_text(self.hole_used, lang, symbols) if self.omaha else text

    def text(self, lang: str = "en", *, symbols: bool = True) -> str:
        raise NotImplementedError  # pragma: no cover

    def __str__(self) -> str:
        """The hand's line, ``text()``: ``print(explain(...))`` prints it."""
        return self.text()

    def _repr_html_(self) -> str:
        """Jupyter: the hole cards and the board, the five that play (main cards, then the
        kickers greyed) and the line."""
        from ..text.html import hand_html
        return hand_html(type(self).__name__, self.hole, self.board, self.main, self.kickers, self.text())

    def _fields(self) -> dict[str, Any]:
        """``to_dict``'s data: the cards (``hole``, ``board``, ``best_five``, ``main``,
        ``kickers``), ``category`` and ``text``; a high hand adds its ``value``, a low its
        scheme, ``value`` (``None``: no qualifying low), ``low_value`` and ``qualifies``.

        >>> d = explain("Th Tc", board="As Kd 7c 3h 2s").to_dict()
        >>> d["value"], d["category"], d["main"], d["kickers"]
        (3253, 'PAIR', ['Th', 'Tc'], ['As', 'Kd', '7c'])
        """
        return {"hole": Cards(self.hole), "board": Cards(self.board), "best_five": self.best_five,
                "main": self.main, "kickers": self.kickers, "category": self.category, "text": self.text(),
                **self._values()}

    def _values(self) -> dict[str, Any]:
        raise NotImplementedError  # pragma: no cover


class Explanation(_Hand):
    """The value of one player's hand and the cards behind it.

    ``main`` and ``kickers`` are the two parts of ``best_five``; when a rank is both on the
    board and in the hand, the board card is the one shown (it is shared, and any card of the
    rank plays the same). In Omaha ``hole_used`` is the two hole cards that play.

    >>> e = explain("Th Tc", board="As Kd 7c 3h 2s")
    >>> e
    <Explanation 3253 'Pair of Tens with Ace, King, Seven kickers'>
    >>> str(e.main), str(e.kickers)
    ('10♥ 10♣', 'A♠ K♦ 7♣')
    """

    __slots__ = ("value",)

    def __init__(self, value: int, hole: tuple[int, ...], board: tuple[int, ...] = (), *,
                 omaha: bool = False, five: Cards | None = None,
                 board_ranks: tuple[int, ...] | None = None) -> None:
        #: The hand's value, 1..7462 (higher is stronger), as ``evaluate`` gives it.
        self.value = value
        self.hole, self.board, self.omaha, self._board_ranks = hole, board, omaha, board_ranks  # _seat
        self._five = five
        #: ``decode(value)``: the category and the ranks of the best five, main cards first
        self.category, self.ranks = _decode(value)

    @property
    def best_five(self) -> Cards:
        """The five cards that play, ordered like ``handrank.best_five`` (a ``Cards``:
        a tuple of ids that prints as cards)."""
        if self._five is None:
            # Board cards first: best_five keeps the first cards that reach the value, so a
            # rank present on the board and in the hand is shown from the board.
            self._five = _best_five(self.board + self.hole)
        return self._five

    def plays_from_board(self, rank: int) -> bool:
        """Whether this hand's cards of ``rank`` in the best five are all board cards.

        >>> explain("Kd 2c", board="Ks 9h 9c 5d 3h").plays_from_board(7)   # the nines
        True
        """
        if self.category not in _FLUSHES and not self.omaha:  # (the common case first)
            # (the slot when it is set: no call)
            board_ranks = self._board_ranks if self._board_ranks is not None else self.board_ranks
            return board_ranks.count(rank) >= self.ranks.count(rank)
        if self.omaha:
            return all(c in self.board for c in self.best_five if c >> 2 == rank)
        suits = [c & 3 for c in self.board + self.hole]
        suit = max(range(4), key=suits.count)
        return 4 * rank + suit in self.board

    def board_plays(self) -> bool:
        """Whether the five board cards alone are this hand (not in Omaha: two hole cards play).

        >>> explain("2c 3d", board="As Ks Qs Js Ts").board_plays()
        True
        """
        return not self.omaha and len(self.board) == 5 and lib.hr_eval_ids(bytes(self.board), 5) == self.value

    def text(self, lang: str = "en", *, symbols: bool = True) -> str:
        """One line: ``"Pair of Tens with Ace, King, Seven kickers"``; Omaha adds the hole
        cards that play (``symbols=False`` prints them as ``"As"`` instead of ``"A♠"``).

        >>> explain("Th Tc", board="As Kd 7c 3h 2s").text("ru")
        'Пара десяток, кикеры: туз, король, семёрка'
        >>> explain("As Ks 2d 2c", board="Qs Js Ts 2h 3h", omaha=True).text(symbols=False)
        'Royal Flush, using As Ks'
        """
        return self._omaha_text(hand_text(self.value, lang), lang, symbols)

    @property
    def text_key(self) -> TextKey:
        """What the hand texts read for this hand (``text.hands``): the value of the standard scale."""
        return self.value

    def __repr__(self) -> str:
        return f"<Explanation {self.value} {self.text(symbols=False)!r}>"

    def _values(self) -> dict[str, Any]:
        return {"value": self.value}


_new = object.__new__


def _explained(value: int, hole: tuple[int, ...], board: tuple[int, ...],
               board_ranks: tuple[int, ...]) -> Explanation:
    """``Explanation(value, hole, board, board_ranks=board_ranks)`` of a parsed high hand,
    without the keyword call (a showdown makes one per player).

    >>> _explained(7462, (51, 47), (43, 39, 35), (10, 9, 8))
    <Explanation 7462 'Royal Flush'>
    """
    e = _new(Explanation)
    e.value, e.hole, e.board, e.omaha, e._board_ranks, e._five = value, hole, board, False, board_ranks, None
    e.category, e.ranks = _decode(value)
    return e


class ShortDeckExplanation(Explanation):
    """A short-deck hand explained (``explain(..., game="shortdeck")``): ``value`` is on the
    game's own scale (``1..1404``), ``game`` names the ranking; everything else reads as an
    ``Explanation``.

    >>> e = explain("As 6d", "7c 8h 9s Kd Kc", game="shortdeck")
    >>> e.value, e.text(), e.text("ru")
    (1129, 'Straight, Nine high', 'Стрит до девятки')
    >>> print(e.best_five)
    9♠ 8♥ 7♣ 6♦ A♠
    """

    __slots__ = ("game",)

    def __init__(self, value: int, hole: tuple[int, ...], board: tuple[int, ...] = (), *,
                 game: str = "shortdeck") -> None:
        #: The hand's value on ``game``'s scale, 1..1404 (higher is stronger).
        self.value = value
        #: The ranking: ``"shortdeck"`` or ``"shortdeck-triton"``.
        self.game = game
        self.hole, self.board, self.omaha, self._board_ranks = hole, board, False, None
        self._five = None
        self.category, self.ranks = decode_shortdeck(value, game)

    @property
    def text_key(self) -> TextKey:
        """The class itself, ``(category, ranks)``: a short-deck value is not on the standard scale."""
        return self.category, self.ranks

    @property
    def best_five(self) -> Cards:
        """The five cards that play, ordered as ``best_five(..., game=...)`` orders them."""
        if self._five is None:
            self._five = best_five_shortdeck(self.board + self.hole, None, self.game)
        return self._five

    def board_plays(self) -> bool:
        """Whether the five board cards alone are this hand.

        >>> explain("6c 7d", board="As Ks Qs Js Ts", game="shortdeck").board_plays()
        True
        """
        return len(self.board) == 5 and evaluate_shortdeck(self.board, None, self.game) == self.value

    def text(self, lang: str = "en", *, symbols: bool = True) -> str:
        """One line, as ``Explanation.text``.

        >>> explain("Ah Kh", "9h 8h 6h 6d 6c", game="shortdeck").text("ru")
        'Флеш: туз, король, девятка, восьмёрка, шестёрка'
        """
        return hand_text(self.text_key, lang)

    def __repr__(self) -> str:
        return f"<ShortDeckExplanation {self.game} {self.value} {self.text()!r}>"

    def _values(self) -> dict[str, Any]:
        return {"game": self.game, "value": self.value}


class LowExplanation(_Hand):
    """One player's best low: the five cards that play, read from the top as low players
    read them (``best_five``), and whether it meets the qualifier.

    - ``value``: the low on the scheme's scale (higher = better low), ``None`` when the hand
      has no qualifying low; ``low_value``: the best low all the same (never ``None``);
    - ``category``, ``ranks``: ``decode_low(low_value)`` (``HIGH_CARD`` = no pair);
    - ``main`` / ``kickers``: a low without a pair is compared card by card, so all five are
      main cards; a paired low has main cards and kickers like a high hand.

    >>> e = explain_low("Kd 8s 6h 4c 3d 2c As", None, "a5", qualifier=8)
    >>> e.name(), e.text("ru"), e.qualifies
    ('Six-Four low', 'Младшая рука шесть-четыре (6-4-3-2-Т)', True)
    """

    __slots__ = ("low_value", "qualifier", "rules", "value")

    def __init__(self, rules: LowRules, low_value: int, value: Optional[int], hole: tuple[int, ...],
                 board: tuple[int, ...] = (), *, omaha: bool = False, qualifier: Optional[int] = None,
                 board_ranks: Optional[tuple[int, ...]] = None) -> None:
        #: The low scheme the hand is read by (a ``LowRules``).
        self.rules = rules
        #: The best low on the scheme's scale (higher is better), qualifying or not.
        self.low_value = low_value
        #: The low's value when it meets the qualifier, else ``None``.
        self.value = value
        self._seat(hole, board, omaha, board_ranks)
        #: the highest card a qualifying low may hold (1 or 14 = ace), ``None`` for no qualifier
        self.qualifier = qualifier
        self.category, self.ranks = decode_low(low_value, rules)
        self._five = None

    @property
    def decoded(self) -> tuple[Category, tuple[int, ...]]:
        """``decode_low(low_value)``: the category and the ranks of the five, as read."""
        return self.category, self.ranks

    @property
    def qualifies(self) -> bool:
        """Whether the low meets the qualifier (``value`` is not ``None``)."""
        return self.value is not None

    @property
    def best_five(self) -> Cards:
        """The five cards of the best low, from the top (the ace of an ace-to-five low last)."""
        if self._five is None:
            self._five = (best_five_omaha_low(self.hole, self.board, self.rules) if self.omaha else
                          best_five_low(self.board + self.hole, self.rules))
        return self._five

    def _main_cards(self) -> int:
        """A low without a pair has no kickers: it is read card by card from the top."""
        return 5 if self.category == Category.HIGH_CARD else MAIN_CARDS[self.category]

    def plays_from_board(self, rank: int) -> bool:
        """Whether this low's cards of ``rank`` are all board cards (shared).

        >>> explain_low("7h 8d", "Kd Qc 4s 3h 2c", "27").plays_from_board(2)   # the four
        True
        """
        if self.omaha or self.category in _ODD:  # which card plays matters: look at it
            return all(c in self.board for c in self.best_five if c >> 2 == rank)
        return self.board_ranks.count(rank) >= self.ranks.count(rank)

    def board_plays(self) -> bool:
        """Whether the five board cards alone are this low (never in Omaha).

        >>> explain_low("Kh Qd", "8d 7c 5s 3h 2c", "a5", qualifier=8).board_plays()
        True
        """
        return (not self.omaha and len(self.board) == 5
                and evaluate_low(self.board, self.rules) == self.low_value)

    def name(self, lang: str = "en") -> str:
        """What a player calls the low: ``"Seven-Five low"``, ``"Wheel"``, ``"Pair of Twos"``.

        >>> low = explain_low("7h 5d", "Kd Qc 4s 3h 2c", "a5")
        >>> low.name(), low.name("ru")
        ('Seven-Five low', 'Младшая рука семь-пять')
        """
        return describe_low(self.low_value, self.rules, lang=lang).rsplit(" (", 1)[0]

    def text(self, lang: str = "en", *, symbols: bool = True) -> str:
        """One line: ``"Seven-Five low (7-5-4-3-2)"``; a hand that misses the qualifier says
        so and names its best low all the same; Omaha adds the hole cards that play.

        >>> explain_low("Kh Qd", "9d 7c 5s 3h 2c", "a5", qualifier=8).text()
        'No qualifying low (eight or better): the best is Nine-Seven low (9-7-5-3-2)'
        """
        check_lang(lang)
        if self.value is not None:
            text = describe_low(self.value, self.rules, lang=lang)
        else:
            best = describe_low(self.low_value, self.rules, lang=lang)
            text = missed_qualifier_text(best, self.qualifier, lang)
        return self._omaha_text(text, lang, symbols)

    def __repr__(self) -> str:
        return f"<LowExplanation {self.rules.name} {self.value} {self.text(symbols=False)!r}>"

    def _values(self) -> dict[str, Any]:
        return {"scheme": self.rules.name, "value": self.value, "low_value": self.low_value,
                "qualifies": self.qualifies, "qualifier": self.qualifier}


def low_rules_and_qualifier(low: Optional[Scheme], qualifier: Qualifier) -> tuple[LowRules, Optional[int]]:
    """The scheme and the qualifier as a number (``None`` for none), or a clear error."""
    if low is None:
        raise LowballError(f"qualifier={qualifier!r} needs a low scheme: low='a5', '27' or 'a6'")
    rules = low_rules(low)
    return rules, (_qualifier(qualifier, rules.scheme_id) or None)


def low_hand(rules: LowRules, q: Optional[int], hole: tuple[int, ...], board: tuple[int, ...],
             omaha: bool, board_ranks: Optional[tuple[int, ...]] = None) -> LowExplanation:
    """Evaluate one player's low (the card counts are checked by the caller, or by the evaluator)."""
    if omaha:
        best = evaluate_omaha_low(hole, board, rules, qualifier=None)
        value = evaluate_omaha_low(hole, board, rules, qualifier=q) if q else best
    else:
        best = evaluate_low(board + hole, rules)
        value = evaluate_low(board + hole, rules, qualifier=q) if q else best
    assert best is not None  # without a qualifier every hand has a low
    return LowExplanation(rules, best, value, hole, board, omaha=omaha, qualifier=q, board_ranks=board_ranks)


def explain_low(hand: CardSpec, board: CardSpec | None, low: Optional[Scheme], *,
                qualifier: Qualifier = None, omaha: bool = False) -> LowExplanation:
    """``explain(hand, board, low=..., qualifier=..., omaha=...)``: the best low of 5..7
    cards (or, in Omaha, of two hole cards and three board cards).

    >>> explain_low("9h 4d 3c 2s As", None, "a5", qualifier=8).text()
    'No qualifying low (eight or better): the best is Nine-Four low (9-4-3-2-A)'
    """
    rules, q = low_rules_and_qualifier(low, qualifier)
    hole = cards(hand)
    b = cards(board) if board is not None else ()
    if not omaha:
        if b:
            cards(hole + b)  # a card in the hand and on the board is an error
        if not 5 <= len(hole) + len(b) <= 7:
            raise CardError(f"a hand is 5 to 7 cards with the board, got {len(hole) + len(b)}")
    return low_hand(rules, q, hole, b, omaha)


@overload
def explain(hand: CardSpec, board: CardSpec | None = None, *, omaha: bool = False,
            low: None = None, qualifier: None = None, game: str = "holdem") -> Explanation: ...


@overload
def explain(hand: CardSpec, board: CardSpec | None = None, *, omaha: bool = False,
            low: Scheme, qualifier: Union[int, str, None] = None, game: str = "holdem") -> LowExplanation: ...


def explain(hand: CardSpec, board: CardSpec | None = None, *, omaha: bool = False,
            low: Optional[Scheme] = None, qualifier: Union[int, str, None] = None, game: str = "holdem",
            ) -> Explanation | LowExplanation | BadugiExplanation:
    """Explain the best hand of ``hand`` (5..7 cards), or of ``hand`` + ``board``.

    With ``omaha=True``, ``hand`` is 4..6 hole cards and exactly two of them play with three
    of the 3..5 ``board`` cards. ``low="a5"`` (``"27"``, ``"a6"`` or a ``LowRules``) explains
    the best low hand instead, with an optional ``qualifier`` (``8`` = eight or better): a
    ``LowExplanation``. ``game=`` names the game of ``handrank.registry`` (an alias too) whose
    hand it is: ``"shortdeck"`` (or ``"shortdeck-triton"``) explains a short-deck hand, a
    ``ShortDeckExplanation``; the Omaha games are ``omaha=True`` with the game's hole cards;
    ``"razz"`` and the lowball games explain the low of their scheme (a ``LowExplanation``);
    ``"stud"`` is the best five of 5 to 7 cards; ``"badugi"`` the four cards, which of them
    play and why the others do not (a ``BadugiExplanation``).

    >>> explain("As Ks 2d 2c", "Qs Js Ts 2h 3h", omaha=True).text(symbols=False)
    'Royal Flush, using As Ks'
    >>> explain("7h 5d 4c 3s 2s Kd", low="27").text()
    'Seven-Five low (7-5-4-3-2)'
    >>> explain("As Ks 2d 2c", "Qs Js Ts 2h 3h", game="plo").text(symbols=False)
    'Royal Flush, using As Ks'
    >>> explain("7h 5d 4c 3s 2s", game="2-7").text()
    'Seven-Five low (7-5-4-3-2)'
    >>> explain("Kd 7d 5c 2h", game="badugi").text()
    '3-card hand, 7-5-2; K♦ does not play: the suit of 7♦'
    """
    if game != "holdem":
        g = _game(game, "explain", error=CardError)
        if g.name != "holdem":
            return _explain_game(hand, board, g, omaha=omaha, low=low, qualifier=qualifier)
    if low is not None or qualifier is not None:
        return explain_low(hand, board, low, qualifier=qualifier, omaha=omaha)
    hole = cards(hand)
    b = cards(board) if board is not None else ()
    if omaha:
        value = evaluate_omaha(hole, b)
        return Explanation(value, hole, b, omaha=True, five=omaha_five(hole, b, value))
    value = hand_value(b, hole)
    if not value:
        if b:
            cards(hole + b)  # a card in the hand and on the board is an error
        raise CardError(f"a hand is 5 to 7 cards with the board, got {len(hole) + len(b)}")
    return Explanation(value, hole, b)


def _explain_game(hand: CardSpec, board: CardSpec | None, g: Game, *, omaha: bool,
                  low: Optional[Scheme], qualifier: Qualifier,
                  ) -> Explanation | LowExplanation | BadugiExplanation:
    """``explain(hand, board, game=g)`` for a game other than Hold'em: its ranking decides,
    so ``low=``, ``qualifier=`` and ``omaha=`` are its own and not given again."""
    if g.high in ("shortdeck", "shortdeck-triton"):
        return explain_shortdeck(hand, board, g.name, omaha=omaha, low=low, qualifier=qualifier)
    if low is not None or qualifier is not None or (omaha and g.uses is None):
        given = "omaha=True" if omaha and g.uses is None else "low=" if low is not None else "qualifier="
        raise CardError(f"game={g.name!r} has a ranking of its own: no {given} with it")
    hole, b = game_cards(hand, board, g)
    if g.uses is not None:
        value = evaluate_omaha(hole, b)
        return Explanation(value, hole, b, omaha=True, five=omaha_five(hole, b, value))
    if g.low == "badugi":
        return explain_badugi(hole + b)
    if g.low is not None:
        return low_hand(low_rules(g.low), None, hole, b, False)
    return Explanation(hand_value(b, hole), hole, b)


def explain_shortdeck(hand: CardSpec, board: CardSpec | None, game: str, *, omaha: bool = False,
                      low: Optional[Scheme] = None, qualifier: Qualifier = None) -> ShortDeckExplanation:
    """``explain(hand, board, game=...)`` for a short-deck game (no Omaha, no low).

    >>> explain_shortdeck("Ah Kh", "Qh Jh 9h 9d 9c", "shortdeck").text()
    'Flush, Ace-King-Queen-Jack-Nine'
    """
    ranking_id(game)
    if omaha or low is not None or qualifier is not None:
        raise CardError(f"game={game!r} is short-deck hold'em: no omaha=, low= or qualifier=")
    hole = tuple(cards(hand))
    b = tuple(cards(board)) if board is not None else ()
    value = evaluate_shortdeck(hole, b or None, game)
    return ShortDeckExplanation(value, hole, b, game=game)


_DESCRIPTIONS: dict[str, Any] = {}


def _descriptions(lang: str) -> Any:
    """``describe`` of every value in ``lang``, a NumPy array of ``str`` indexed by value
    (made on first use: a batch is described by one lookup)."""
    if lang not in _DESCRIPTIONS:
        import numpy as np
        table = np.empty(MAX_WILD_VALUE + 1, dtype=object)
        table[0] = ""
        table[1:] = [short_text(v, lang) for v in range(1, MAX_WILD_VALUE + 1)]
        _DESCRIPTIONS[lang] = table
    return _DESCRIPTIONS[lang]


@overload
def describe(value_or_cards: NDArray[Any], lang: str = "en", *,
             wild: Any = (), wild_rule: Optional[str] = None, game: Optional[str] = None) -> NDArray[Any]: ...
@overload
def describe(value_or_cards: Union[int, CardSpec], lang: str = "en", *,
             wild: Any = (), wild_rule: Optional[str] = None, game: Optional[str] = None) -> str: ...


def describe(value_or_cards: Any, lang: str = "en", *,
             wild: Any = (), wild_rule: Optional[str] = None, game: Optional[str] = None) -> Any:
    """Describe a value (``int``) or the best five of 5..7 cards; ``lang="ru"`` in Russian.
    With wild cards (``wild`` ranks or jokers, and the ``wild_rule`` that governs them)
    the description also says what each wild card became.

    >>> describe(7462)
    'Royal Flush'
    >>> describe("9h 9c 9d 7s 7h")
    'Full House, Nines over Sevens'
    >>> describe("Js Jh Jd Jc Kd")
    'Four of a Kind, Jacks, King kicker'
    >>> describe("Th Tc As Kd 7c", lang="ru")
    'Пара десяток, кикеры: туз, король, семёрка'
    >>> describe("Jk Ah Ad 7c 2s", wild_rule="bug")
    'Three of a Kind, Aces, Seven-Two (Joker as A♠)'

    A NumPy array of values (``evaluate_batch``'s: any integer dtype but ``uint8``, which is
    a hand of card ids) gives an array of descriptions (``dtype=object``), the same shape:

    >>> import numpy as np
    >>> describe(np.array([7462, 5854], dtype=np.uint16)).tolist()
    ['Royal Flush', 'Straight, Five high']

    ``game="shortdeck"`` (or ``"shortdeck-triton"``) reads a value of that game's scale, or
    cards of the short deck:

    >>> describe(1129, game="shortdeck"), describe("As Ks Qs Js 9s Kd Kc", game="shortdeck")
    ('Straight, Nine high', 'Flush, Ace-King-Queen-Jack-Nine')

    Any game of ``handrank.registry`` with a value of its own: ``"razz"`` and the lowball games
    read their low's scale (``describe_low``); the Omaha games and stud the standard one. A
    value that says its game (``evaluate(..., game=...)``'s ``GameValue``) is read on its scale
    without ``game=``; with another game's ``game=`` it is refused.

    >>> describe(evaluate("As 6d 7c 8h 9s", game="shortdeck"))
    'Straight, Nine high'
    >>> describe(evaluate("7h 5d 4c 3s 2s", game="27"))
    'Seven-Five low (7-5-4-3-2)'

    Badugi's values are its own scale (``1..1092``); Russian poker's are the standard ones,
    named as the game names them (Ace-King and No Game below a pair):

    >>> describe(evaluate("Kd 7d 5c 2h", game="badugi")), describe("Ac Ks Qh 4d 2d", game="russian")
    ('3-card hand, 7-5-2', 'Ace-King, Queen-Four-Two')
    """
    if game is not None or hasattr(value_or_cards, "game"):
        g = adopt(game, [value_or_cards], "describe", error=CardError, same=same_scale)
        if g.name != "holdem":
            return _describe_game(value_or_cards, lang, g, wild, wild_rule)
    if wild or wild_rule is not None:
        from .wild import describe_wild
        return describe_wild(value_or_cards, wild, wild_rule, lang)
    dtype = getattr(value_or_cards, "dtype", None)
    if dtype is not None and dtype != "uint8":  # a NumPy array, not a hand of ids: values
        values = values_array(value_or_cards, wild=True)
        if values is not None:
            return _descriptions(check_lang(lang))[values]
    value = value_index(value_or_cards)  # an int, a NumPy integer
    if value is None:
        value = evaluate(value_or_cards)
    return short_text(value, lang)


def _describe_game(value_or_cards: Any, lang: str, g: Game, wild: Any, wild_rule: Optional[str]) -> Any:
    """``describe(..., game=g)`` for a game other than Hold'em."""
    if g.high in ("shortdeck", "shortdeck-triton"):
        return _describe_shortdeck(value_or_cards, lang, g.name, wild, wild_rule)
    if wild or wild_rule is not None:
        raise CardError(f"game={g.name!r} has no wild cards")
    if value_index(value_or_cards) is None and getattr(value_or_cards, "dtype", None) in (None, "uint8"):
        value_or_cards = evaluate(value_or_cards, game=g.name)  # cards: the game checks them
    if g.low == "badugi":
        return describe_badugi(_one_value(value_or_cards, g), lang)
    if g.high == "russian":
        value = _one_value(value_or_cards, g)
        if not 1 <= value <= 7462:
            raise ValueError(f"{value!r} is not a hand value of {g.name!r} (1..7462)")
        return russian_hand_text(value, _RUSSIAN_KINDS.get(lib.hr_ru_category(value)), lang)
    if g.low is not None:
        return describe_low(int(value_or_cards), g.low, lang=lang)
    return describe(value_or_cards, lang)


# the C core's Russian categories below a pair (handrank.games.russian.RussianCategory)
_RUSSIAN_KINDS = {0: "NO_GAME", 1: "ACE_KING"}


def _one_value(value: Any, g: Game) -> int:
    """One value of a game read by ``describe`` (no array: a ``TypeError`` saying so)."""
    v = value_index(value)
    if v is None:
        raise TypeError(f"describe(..., game={g.name!r}) reads one value or one hand, "
                        f"not {type(value).__name__}")
    return v


def _describe_shortdeck(value_or_cards: Any, lang: str, game: str, wild: Any,
                        wild_rule: Optional[str]) -> Any:
    """``describe(..., game=...)`` of a short-deck game: a value of its scale, cards, or a NumPy
    array of values."""
    ranking_id(game)
    check_lang(lang)
    if wild or wild_rule is not None:
        raise CardError(f"game={game!r} has no wild cards")
    dtype = getattr(value_or_cards, "dtype", None)
    if dtype is not None and dtype != "uint8":
        import numpy as np
        values = np.asarray(value_or_cards)
        top = SHORTDECK_VALUES
        if values.size and (values.dtype.kind not in "iu" or values.min() < 1 or values.max() > top):
            raise ValueError(f"not all of the array's values are hand values of {game!r} (1..{top})")
        key = f"{game}:{lang}"
        if key not in _DESCRIPTIONS:
            table = np.empty(SHORTDECK_VALUES + 1, dtype=object)
            table[0] = ""
            table[1:] = [short_text(decode_shortdeck(v, game), lang) for v in range(1, SHORTDECK_VALUES + 1)]
            _DESCRIPTIONS[key] = table
        return _DESCRIPTIONS[key][values]
    value = value_index(value_or_cards)
    if value is None:
        value = evaluate_shortdeck(value_or_cards, None, game)
    return short_text(decode_shortdeck(value, game), lang)

"""Why a hand is worth what it is: its main cards, its kickers, and a line in English or Russian.

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
from itertools import combinations
from typing import TYPE_CHECKING, Optional, Union, overload

from .._core import lib
from ..cards import CardError, Cards, CardSpec, cards, cards_str
from ..evaluators.high import best_five as _best_five
from ..evaluators.high import evaluate_omaha, order_five
from ..text import ru as names_ru
from ..text.en import CATEGORY_NAMES, RANK_NAMES, RANK_PLURALS, describe_value
from ..values import MAIN_CARDS, Category, decode

if TYPE_CHECKING:
    from ..evaluators.low import Scheme
    from .low_showdown import LowExplanation

__all__ = ["LANGS", "Explanation", "check_lang", "explain", "hand_text", "main_text", "omaha_five",
           "using_text"]

LANGS = ("en", "ru")

# decode() of the values met so far (at most 7462): explanations decode every hand they see
_decode = lru_cache(maxsize=None)(decode)

_FLUSHES = (Category.FLUSH, Category.STRAIGHT_FLUSH, Category.ROYAL_FLUSH)
# English takes "a" before these categories: "a Pair of Nines", but "Two Pair", "High Card".
ARTICLE = {Category.PAIR, Category.STRAIGHT, Category.FLUSH, Category.FULL_HOUSE,
            Category.STRAIGHT_FLUSH, Category.ROYAL_FLUSH}


def check_lang(lang: str) -> str:
    """Return ``lang`` if it is a supported language (``"en"``, ``"ru"``), else raise ValueError."""
    if lang not in LANGS:
        raise ValueError(f"lang {lang!r} is not supported: use 'en' or 'ru'")
    return lang


def main_text(value: int, lang: str = "en", *, article: bool = False) -> str:
    """The category of a value with its main cards only: ``"Pair of Nines"`` / ``"пара девяток"``.

    ``article=True`` gives ``"a Pair of Nines"`` where English needs it.

    >>> from handrank import evaluate
    >>> v = evaluate("9s 9h Ac Kd Qs")
    >>> main_text(v, article=True), main_text(v, "ru")
    ('a Pair of Nines', 'пара девяток')
    """
    cat, r = decode(value)
    if check_lang(lang) == "ru":
        return names_ru.main_ru(cat, r)
    if MAIN_CARDS[cat] == 5:  # no kickers: the name a player would say
        text = describe_value(value)
    elif cat == Category.PAIR:
        text = f"Pair of {RANK_PLURALS[r[0]]}"
    elif cat == Category.TWO_PAIR:
        text = f"{CATEGORY_NAMES[cat]}, {RANK_PLURALS[r[0]]} and {RANK_PLURALS[r[2]]}"
    elif cat == Category.HIGH_CARD:
        text = f"{CATEGORY_NAMES[cat]}, {RANK_NAMES[r[0]]}"
    else:  # three and four of a kind
        text = f"{CATEGORY_NAMES[cat]}, {RANK_PLURALS[r[0]]}"
    return f"a {text}" if article and cat in ARTICLE else text


def hand_text(value: int, lang: str = "en", *, article: bool = False) -> str:
    """A hand, main cards then kickers.

    >>> from handrank import evaluate
    >>> v = evaluate("Th Tc As Kd 7c")
    >>> hand_text(v), hand_text(v, "ru")
    ('Pair of Tens with Ace, King, Seven kickers', 'Пара десяток, кикеры: туз, король, семёрка')
    """
    if check_lang(lang) == "ru":
        return names_ru.describe_ru(*decode(value))
    text = main_text(value, article=article)
    cat, ranks = decode(value)
    kick = ranks[MAIN_CARDS[cat]:]
    if kick:
        text += " with " + ", ".join(RANK_NAMES[k] for k in kick)
        text += " kicker" if len(kick) == 1 else " kickers"
    return text


class Explanation:
    """The value of one player's hand and the cards behind it.

    ``main`` and ``kickers`` are the two parts of ``best_five``; when a rank is both on the
    board and in the hand, the board card is the one shown (it is shared, and any card of the
    rank plays the same). In Omaha ``hole_used`` is the two hole cards that play.
    """

    __slots__ = ("_five", "board", "board_ranks", "category", "hole", "omaha", "ranks", "value")

    def __init__(self, value: int, hole: tuple[int, ...], board: tuple[int, ...] = (), *,
                 omaha: bool = False, five: tuple[int, ...] | None = None,
                 board_ranks: tuple[int, ...] | None = None) -> None:
        self.value = value
        self.hole = hole
        self.board = board
        self.omaha = omaha
        self._five = five
        #: ``decode(value)``: the category and the ranks of the best five, main cards first
        self.category, self.ranks = _decode(value)
        self.board_ranks = tuple(c >> 2 for c in board) if board_ranks is None else board_ranks

    @property
    def decoded(self) -> tuple[Category, tuple[int, ...]]:
        """``decode(value)``: the category and the ranks of the best five, main first."""
        return self.category, self.ranks

    @property
    def best_five(self) -> Cards:
        """The five cards that play, ordered like ``handrank.best_five`` (a ``Cards``:
        a tuple of ids that prints as cards)."""
        if self._five is None:
            # Board cards first: best_five keeps the first cards that reach the value, so a
            # rank present on the board and in the hand is shown from the board.
            self._five = _best_five(self.board + self.hole)
        return self._five

    @property
    def main(self) -> Cards:
        """The main cards of ``best_five`` (the pair, the trips, all five of a straight).

        >>> print(explain("9s 9h 9c 7c 7d Kd 2s").main)
        9♠ 9♥ 9♣ 7♣ 7♦
        """
        return Cards(self.best_five[:MAIN_CARDS[self.category]])

    @property
    def kickers(self) -> Cards:
        """The kickers of ``best_five`` (may be empty)."""
        return Cards(self.best_five[MAIN_CARDS[self.category]:])

    @property
    def hole_used(self) -> Cards:
        """The hole cards among the five that play (in Omaha, exactly two)."""
        return Cards(c for c in self.best_five if c in self.hole)

    def plays_from_board(self, rank: int) -> bool:
        """Whether this hand's cards of ``rank`` in the best five are all board cards.

        >>> explain("Kd 2c", board="Ks 9h 9c 5d 3h").plays_from_board(7)   # the nines
        True
        """
        if self.omaha:
            return all(c in self.board for c in self.best_five if c >> 2 == rank)
        if self.category in _FLUSHES:
            suits = [c & 3 for c in self.board + self.hole]
            suit = max(range(4), key=suits.count)
            return 4 * rank + suit in self.board
        return self.board_ranks.count(rank) >= self.ranks.count(rank)

    def board_plays(self) -> bool:
        """Whether the five board cards alone are this hand (not in Omaha: two hole cards play).

        >>> explain("2c 3d", board="As Ks Qs Js Ts").board_plays()
        True
        """
        return not self.omaha and len(self.board) == 5 and lib.hr_eval_ids(bytes(self.board), 5) == self.value

    def text(self, lang: str = "en", *, symbols: bool = True) -> str:
        """One line: ``"Pair of Tens with Ace, King, Seven kickers"``; Omaha adds the hole
        cards that play (``symbols=False`` prints them as ``"As"`` instead of ``"A♠"``)."""
        text = hand_text(self.value, lang)
        return text + using_text(self.hole_used, lang, symbols) if self.omaha else text

    def __repr__(self) -> str:
        return f"<Explanation {self.value} {self.text(symbols=False)!r}>"


def using_text(hole_used: tuple[int, ...], lang: str, symbols: bool = True) -> str:
    """The Omaha hole cards that play, appended to a hand's text: ``", using A♠ K♠"``."""
    used = cards_str(hole_used, symbols=symbols)
    return f", using {used}" if lang == "en" else f", с руки: {used}"


def omaha_five(hole: tuple[int, ...], board: tuple[int, ...], value: int) -> tuple[int, ...]:
    """The first two-hole, three-board combination worth ``value``, ordered for display."""
    for hp in combinations(hole, 2):
        for bt in combinations(board, 3):
            if lib.hr_eval_ids(bytes(bt + hp), 5) == value:
                return order_five(bt + hp, value)
    raise AssertionError("no Omaha combination reaches the Omaha value")  # pragma: no cover


@overload
def explain(hand: CardSpec, board: CardSpec | None = None, *, omaha: bool = False,
            low: None = None, qualifier: None = None) -> Explanation: ...


@overload
def explain(hand: CardSpec, board: CardSpec | None = None, *, omaha: bool = False,
            low: Scheme, qualifier: Union[int, str, None] = None) -> LowExplanation: ...


def explain(hand: CardSpec, board: CardSpec | None = None, *, omaha: bool = False,
            low: Optional[Scheme] = None, qualifier: Union[int, str, None] = None,
            ) -> Explanation | LowExplanation:
    """Explain the best hand of ``hand`` (5..7 cards), or of ``hand`` + ``board``.

    With ``omaha=True``, ``hand`` is 4..6 hole cards and exactly two of them play with three
    of the 3..5 ``board`` cards. ``low="a5"`` (``"27"``, ``"a6"`` or a ``LowRules``) explains
    the best low hand instead, with an optional ``qualifier`` (``8`` = eight or better): a
    ``LowExplanation`` (see ``handrank.low_showdown``).

    >>> explain("As Ks 2d 2c", "Qs Js Ts 2h 3h", omaha=True).text(symbols=False)
    'Royal Flush, using As Ks'
    >>> explain("7h 5d 4c 3s 2s Kd", low="27").text()
    'Seven-Five low (7-5-4-3-2)'
    """
    if low is not None or qualifier is not None:
        from .low_showdown import explain_low
        return explain_low(hand, board, low, qualifier=qualifier, omaha=omaha)
    hole = cards(hand)
    b = cards(board) if board is not None else ()
    if omaha:
        value = evaluate_omaha(hole, b)
        return Explanation(value, hole, b, omaha=True, five=omaha_five(hole, b, value))
    if b:
        cards(hole + b)  # a card in the hand and on the board is an error
    n = len(hole) + len(b)
    if not 5 <= n <= 7:
        raise CardError(f"a hand is 5 to 7 cards with the board, got {n}")
    return Explanation(lib.hr_eval_ids(bytes(b + hole), n), hole, b)

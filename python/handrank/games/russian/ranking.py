"""The Russian-poker ranking: the usual poker hands with ``ACE_KING`` just above ``NO_GAME``.

A hand without a pair, straight or flush is *Ace-King* when it holds an ace and a king,
otherwise *no game*. On the library's value scale these are two blocks of the high-card
values (Ace-King is the top 164 of them), so a Russian hand is an ordinary value with a
finer category, and comparing values compares Russian hands. With six cards the best five
face the dealer.

>>> hand = evaluate("A♣ K♠ Q♥ 4♦ 2♦")
>>> hand.category.name, hand.describe(), hand.describe("ru")
('ACE_KING', 'Ace-King, Queen-Four-Two', 'Туз-Король, кикеры: дама, четвёрка, двойка')
>>> hand > evaluate("A♥ K♥ J♣ 9♠ 5♣")
True
>>> evaluate("9♥ 8♠ 5♦ 4♦ 2♣").category
<RussianCategory.NO_GAME: 0>
"""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass
from functools import total_ordering

from ..._core import lib
from ...cards import CardError, CardSpec, cards, cards_str
from ...evaluators.high import order_five
from ...text.games import RUSSIAN_CATEGORIES, RUSSIAN_HAND
from ...text.hands import russian_hand_text
from ...values import NamedIntEnum, decode

__all__ = [
    "ACE_KING_MIN",
    "CATEGORY_NAMES",
    "CATEGORY_NAMES_RU",
    "RussianCategory",
    "RussianHand",
    "compare",
    "evaluate",
    "russian_category",
]

ACE_KING_MIN = 1114  # A K 4 3 2: the lowest Ace-King value (checked by the tests against the evaluator)
ACE_KING_MAX = 1277  # A K Q J 9: the highest high-card value


class RussianCategory(NamedIntEnum):
    """Russian-poker categories in ascending strength; ``str()`` is the name on every Python.

    >>> print(RussianCategory.ACE_KING)
    ACE_KING
    >>> RussianCategory.PAIR > RussianCategory.ACE_KING, RussianCategory(0).name
    (True, 'NO_GAME')
    """

    #: Less than Ace-King: no game.
    NO_GAME = 0
    #: An ace and a king, no pair: the least game.
    ACE_KING = 1
    #: One pair.
    PAIR = 2
    #: Two pairs.
    TWO_PAIR = 3
    #: Three of a kind.
    THREE_OF_A_KIND = 4
    #: Five ranks in a row.
    STRAIGHT = 5
    #: Five cards of one suit.
    FLUSH = 6
    #: Three of a kind and a pair.
    FULL_HOUSE = 7
    #: Four of a kind.
    FOUR_OF_A_KIND = 8
    #: A straight in one suit, below the royal.
    STRAIGHT_FLUSH = 9
    #: A-K-Q-J-10 of one suit.
    ROYAL_FLUSH = 10


#: The categories' names in English and in Russian (the words are ``handrank.text.games``').
CATEGORY_NAMES = {c: RUSSIAN_CATEGORIES["en"][c.name] for c in RussianCategory}
CATEGORY_NAMES_RU = {c: RUSSIAN_CATEGORIES["ru"][c.name] for c in RussianCategory}

_CATS = tuple(RussianCategory)


def russian_category(value: int) -> RussianCategory:
    """The Russian category of a standard value ``1..7462``.

    >>> russian_category(1113).name, russian_category(1114).name, russian_category(1278).name
    ('NO_GAME', 'ACE_KING', 'PAIR')
    """
    c = lib.hr_ru_category(value) if isinstance(value, int) and not isinstance(value, bool) else -1
    if c < 0:
        raise ValueError(f"{value!r} is not a hand value (1..7462)")
    return _CATS[c]


def _hand_ids(spec: CardSpec, sizes: tuple[int, ...], what: str) -> tuple[int, ...]:
    ids = cards(spec)
    if len(ids) not in sizes:
        want = " or ".join(str(s) for s in sizes)
        raise CardError(f"{what} is {want} cards, got {len(ids)}: {cards_str(ids) or 'none'}")
    return ids


@total_ordering
@dataclass(frozen=True, eq=False)
class RussianHand:
    """The best five of a Russian-poker hand: ``value`` (the library's scale), ``category``
    and the five ``cards`` main cards first. Hands compare by value; suits never break ties.

    >>> h = evaluate("K♠ K♦ 7♣ 5♠ 2♥")
    >>> h.category.name, h > evaluate("A♣ K♠ Q♥ 4♦ 2♦")
    ('PAIR', True)
    """

    #: The hand's value on the library's scale (higher is stronger).
    value: int
    #: The hand's Russian-poker category.
    category: RussianCategory
    #: The five cards, main cards first.
    cards: tuple[int, ...]

    def __eq__(self, other: object) -> bool:
        """Hands are equal when their values are (suits never break ties)."""
        return self.value == other.value if isinstance(other, RussianHand) else NotImplemented

    def __lt__(self, other: RussianHand) -> bool:
        """The lower value is the weaker hand."""
        if not isinstance(other, RussianHand):
            return NotImplemented
        return self.value < other.value

    def __hash__(self) -> int:
        """The value's hash: equal hands hash alike."""
        return hash(self.value)

    @property
    def ranks(self) -> tuple[int, ...]:
        """Ranks of the best five, main cards first (``0..12`` = ``2..A``)."""
        return decode(self.value)[1]

    def describe(self, lang: str = "en") -> str:
        """``"Ace-King, Queen-Four-Two"``, ``"No Game, Nine-Eight-Five-Four-Two"``, or the
        usual name (``"Pair of Sevens, Five-Four-Two"``); ``lang="ru"`` in Russian.

        >>> evaluate("K♠ K♦ 7♣ 5♠ 2♥").describe(), evaluate("K♠ K♦ 7♣ 5♠ 2♥").describe("ru")
        ('Pair of Kings, Seven-Five-Two', 'Пара королей, кикеры: семёрка, пятёрка, двойка')
        """
        if lang not in RUSSIAN_HAND:
            raise ValueError(f"lang {lang!r}: use 'en' or 'ru'")
        kind = self.category.name if self.category <= RussianCategory.ACE_KING else None
        return russian_hand_text(self.value, kind, lang)

    def __str__(self) -> str:
        """The five cards and the hand in words."""
        return f"{cards_str(self.cards, symbols=True)} ({self.describe()})"


def _hand(ids: tuple[int, ...]) -> RussianHand:
    value = lib.hr_eval_ids(bytes(ids), len(ids))
    five: tuple[int, ...]
    if len(ids) == 5:
        five = ids
    else:
        five = next(f for f in _fives(ids) if lib.hr_eval_ids(bytes(f), 5) == value)
    return RussianHand(value, _CATS[lib.hr_ru_category(value)], order_five(five, value))


def _fives(ids: tuple[int, ...]) -> Iterator[tuple[int, ...]]:
    for drop in range(len(ids)):
        yield ids[:drop] + ids[drop + 1 :]


def evaluate(hand: CardSpec) -> RussianHand:
    """The Russian-poker hand of 5 or 6 cards (the best five of six).

    >>> evaluate("7♥ 7♦ 4♦ 5♣ 2♣ A♠").describe()
    'Pair of Sevens, Ace-Five-Four'
    """
    return _hand(_hand_ids(hand, (5, 6), "a Russian-poker hand"))


def compare(player: CardSpec, dealer: CardSpec) -> int:
    """``1`` if the player's best five beat the dealer's five, ``0`` for a stay (equal
    hands), ``-1`` otherwise. Only the ranking: whether the dealer qualifies is
    ``qualifies`` (``settle`` combines both).

    >>> compare("J♦ J♠ 3♣ 3♠ 7♥", "8♣ 8♠ A♥ 9♦ 9♥")
    1
    """
    p = _hand_ids(player, (5, 6), "the player's hand")
    d = _hand_ids(dealer, (5,), "the dealer's hand")
    cards(p + d)  # no card in both hands
    a: int = lib.hr_eval_ids(bytes(p), len(p))
    b: int = lib.hr_eval_ids(bytes(d), 5)
    return (a > b) - (a < b)

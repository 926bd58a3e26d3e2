"""eval7's ``Card`` and ``Deck``, and the errors of ``handrank.compat.eval7``.

A ``Card`` is made from eval7's two-character string (rank of ``23456789TJQKA``, suit of
``cdhs``, case as written here) and has eval7's ``mask`` (bit ``13 * suit + rank``), ``rank``
(``0..12``), ``suit`` (``0..3`` = ``c d h s``), ``str``, ``repr``, equality, hash and eval7's own
ordering (``a > b`` when ``a``'s rank *or* suit is higher). Cards are immutable and interned:
``Card("As") is Card("As")``.

>>> from handrank.compat.eval7 import Card, Deck
>>> c = Card("As")
>>> c, str(c), c.rank, c.suit, c.mask == 1 << 51
(Card("As"), 'As', 12, 3, True)
>>> d = Deck()
>>> len(d), d[0], d.peek(2), d.deal(1), len(d)
(52, Card("2c"), [Card("2c"), Card("2d")], [Card("2c")], 51)
>>> Card("Ax")
Traceback (most recent call last):
handrank.compat.eval7.cards.Eval7CardError: 'Ax' is not an eval7 card: rank 23456789TJQKA, suit cdhs, ...
"""

from __future__ import annotations

import random
from operator import index
from typing import Any

from ...cards import RANKS, SUITS, CardError, card_str
from ...errors import HandrankError

__all__ = ["Card", "Deck", "Eval7CardError", "Eval7DeckError", "ranks", "suits"]

ranks = tuple(RANKS)  # eval7's: "2" .. "A"
suits = tuple(SUITS)  # eval7's: "c", "d", "h", "s"


class Eval7CardError(CardError):
    """A card or hand eval7 would not take (a ``ValueError``, as eval7 raises for a bad rank or
    suit character). Where eval7 raises ``IndexError`` (a string too short), ``TypeError`` (not a
    string) or ``AttributeError`` (an item without a ``mask``), the error raised here is also of
    that class, so ``except`` clauses written for eval7 still catch it.

    >>> Card("Xs")
    Traceback (most recent call last):
        ...
    handrank.compat.eval7.cards.Eval7CardError: 'Xs' is not an eval7 card: rank 23456789TJQKA, ...
    """


class _ShortCardError(Eval7CardError, IndexError):
    pass


class _CardTypeError(Eval7CardError, TypeError):
    pass


class _NotACardError(Eval7CardError, AttributeError):
    pass


class Eval7DeckError(HandrankError):
    """A deal eval7's ``Deck`` cannot make (eval7 raises ``ValueError``; for a count that is not
    a number the error is also a ``TypeError``, as eval7's).

    >>> Deck().deal(-1)
    Traceback (most recent call last):
        ...
    handrank.compat.eval7.cards.Eval7DeckError: -1: the number of cards cannot be negative
    """


class _DeckTypeError(Eval7DeckError, TypeError):
    pass


_HINT = "rank 23456789TJQKA, suit cdhs, like 'As'"


def card_error(text: Any) -> Eval7CardError:
    """The error for something ``Card`` cannot read: the class eval7's error has, too."""
    if not isinstance(text, str):
        return _CardTypeError(f"{text!r} is not an eval7 card string: {_HINT}")
    if len(text) < 2:
        return _ShortCardError(f"{text!r} is not an eval7 card: too short, {_HINT}")
    return Eval7CardError(f"{text!r} is not an eval7 card: {_HINT}")


def _pair_text(card: Any) -> Any:
    """``("A", "s")`` or ``["A", "s"]`` (a rank and a suit, as eval7 reads ``card[0]`` and
    ``card[1]``) as ``"As"``; anything else as ``None``."""
    if type(card) in (tuple, list) and len(card) == 2 and all(type(c) is str and len(c) == 1 for c in card):
        return card[0] + card[1]
    return None


def _raise(error: Exception) -> Any:
    raise error


class Card:
    """One card: ``Card("As")``. ``mask`` is eval7's bit (``1 << (13 * suit + rank)``),
    ``rank`` ``0..12`` (``2..A``), ``suit`` ``0..3`` (``c d h s``).

    Unlike eval7, exactly two characters are read (eval7 ignores the rest of a longer
    string) and ``mask`` cannot be assigned (a card is a dict key: its hash must not change).

    >>> Card("Kd") == Card("Kd"), Card("Kd") > Card("Qd"), sorted([Card("As"), Card("2c")])
    (True, True, [Card("2c"), Card("As")])
    """

    __slots__ = ("_mask", "_id", "_bit")
    _mask: int
    _id: int   # handrank's id, 4 * rank + suit
    _bit: int  # 1 << id: handrank's card mask

    def __new__(cls, card_string: str) -> Card:
        if cls is Card:
            try:
                return _INTERNED[card_string]
            except (KeyError, TypeError):
                return _INTERNED.get(_pair_text(card_string)) or _raise(card_error(card_string))
        self = object.__new__(cls)  # a subclass: its own objects
        self._init(card_string)
        return self

    def _init(self, card_string: str) -> None:
        base = _INTERNED.get(card_string if isinstance(card_string, str) else _pair_text(card_string))
        if base is None:
            raise card_error(card_string)
        self._mask, self._id, self._bit = base._mask, base._id, base._bit

    def __init__(self, card_string: str) -> None:
        pass  # made in __new__

    @property
    def mask(self) -> int:
        """eval7's bit for the card: ``1 << (13 * suit + rank)``."""
        return self._mask

    @property
    def rank(self) -> int:
        """``0..12`` for ``2..A``."""
        return self._id >> 2

    @property
    def suit(self) -> int:
        """``0..3`` for ``c d h s``."""
        return self._id & 3

    @property
    def id(self) -> int:
        """handrank's card id, ``4 * rank + suit`` (not in eval7)."""
        return self._id

    def __str__(self) -> str:
        return ranks[self._id >> 2] + suits[self._id & 3]

    def __repr__(self) -> str:
        return f'Card("{self}")'

    def __reduce__(self) -> tuple[Any, tuple[str]]:
        return (type(self), (str(self),))

    def __hash__(self) -> int:
        return self._mask

    def __eq__(self, other: object) -> bool:
        if isinstance(other, Card):
            return self._mask == other._mask
        return NotImplemented

    def __ne__(self, other: object) -> bool:
        if isinstance(other, Card):
            return self._mask != other._mask
        return NotImplemented

    def _gt(self, other: Card) -> bool:
        # eval7's order: greater when the rank or the suit is greater
        return (self._id >> 2) > (other._id >> 2) or (self._id & 3) > (other._id & 3)

    def __gt__(self, other: object) -> bool:
        if isinstance(other, Card):
            return self._gt(other)
        return NotImplemented

    def __ge__(self, other: object) -> bool:
        if isinstance(other, Card):
            return self._gt(other) or self._mask == other._mask
        return NotImplemented

    def __lt__(self, other: object) -> bool:
        if isinstance(other, Card):
            return not (self._gt(other) or self._mask == other._mask)
        return NotImplemented

    def __le__(self, other: object) -> bool:
        if isinstance(other, Card):
            return not self._gt(other)
        return NotImplemented


def _make(r: int, s: int) -> Card:
    c = object.__new__(Card)
    c._mask, c._id = 1 << (13 * s + r), 4 * r + s
    c._bit = 1 << c._id
    return c


_INTERNED: dict[str, Card] = {card_str(i): _make(i >> 2, i & 3) for i in range(52)}
_BY_ID: tuple[Card, ...] = tuple(_INTERNED[card_str(i)] for i in range(52))
_BY_MASK: dict[int, Card] = {c._mask: c for c in _BY_ID}


def _count(n: Any, have: int) -> int:
    try:
        k = index(n)
    except TypeError:
        raise _DeckTypeError(f"{n!r}: the number of cards is a whole number") from None
    if k > have:
        raise Eval7DeckError(f"Insufficient cards in deck: {k} asked, {have} left")
    if k < 0:
        raise Eval7DeckError(f"{k}: the number of cards cannot be negative")
    return k


class Deck:
    """The 52 cards, ``2c 2d 2h 2s 3c .. As`` until shuffled (by Python's ``random``, as
    eval7's: after ``random.seed(s)`` both shuffle to the same order). ``deal(n)`` takes the
    top ``n``, ``peek(n)`` shows them, ``sample(n)`` draws ``n`` at random leaving the deck as
    it is; each raises ``ValueError`` for more cards than are left (and, unlike eval7, for a
    negative ``n``).

    >>> random.seed(7); d = Deck(); d.shuffle(); len(d.sample(5)), len(d)
    (5, 52)
    """

    def __init__(self) -> None:
        self.cards: list[Card] = list(_BY_ID)

    def __repr__(self) -> str:
        return f"Deck({self.cards})"

    def __len__(self) -> int:
        return len(self.cards)

    def __getitem__(self, i: Any) -> Any:
        return self.cards[i]

    def shuffle(self) -> None:
        """Put the cards in a random order (``random.shuffle``).

        >>> import random
        >>> random.seed(1)
        >>> deck = Deck()
        >>> deck.shuffle()
        >>> len(deck), deck.peek(1) != Deck().peek(1)
        (52, True)
        """
        random.shuffle(self.cards)

    def deal(self, n: int) -> list[Card]:
        """Take the top ``n`` cards off the deck.

        >>> deck = Deck()
        >>> deck.deal(2), len(deck)
        ([Card("2c"), Card("2d")], 50)
        """
        k = _count(n, len(self.cards))
        dealt = self.cards[:k]
        del self.cards[:k]
        return dealt

    def peek(self, n: int) -> list[Card]:
        """The top ``n`` cards, left on the deck.

        >>> deck = Deck()
        >>> deck.peek(3), len(deck)
        ([Card("2c"), Card("2d"), Card("2h")], 52)
        """
        return self.cards[:_count(n, len(self.cards))]

    def sample(self, n: int) -> list[Card]:
        """``n`` cards drawn at random (``random.sample``); the deck is unchanged.

        >>> import random
        >>> random.seed(7)
        >>> hand = Deck().sample(2)
        >>> len(hand), hand[0] != hand[1]
        (2, True)
        """
        return random.sample(self.cards, _count(n, len(self.cards)))
